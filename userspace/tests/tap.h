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

/*
 * A known gap: "not ok ... # TODO why" when it fails, counted apart from
 * the failures (the harness reports it as todo)
 */
__attribute__((format(printf, 3, 4), unused))
static void tap_todo(int ok, const char *why, const char *fmt, ...)
{
	va_list ap;

	printf("%sok %d - ", ok ? "" : "not ", ++tests);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	if (!ok)
		printf(" # TODO %s", why);
	putchar('\n');
}

#endif
