/* SPDX-License-Identifier: MIT */
/*
 * TAP for the userspace tests: tap_ok() prints one result, counted in
 * tests and failures (the plan line and the exit status are the test's).
 */
#ifndef TESTS_TAP_H
#define TESTS_TAP_H

#include <stdarg.h>
#include <stdio.h>

static int tests, failures;

__attribute__((format(printf, 2, 3)))
static void tap_ok(int ok, const char *fmt, ...)
{
	va_list ap;

	printf("%sok %d - ", ok ? "" : "not ", ++tests);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	failures += !ok;
}

#endif
