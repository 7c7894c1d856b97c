// SPDX-License-Identifier: MIT
/*
 * libFuzzer harness: the bytes are an rd trace, fed to the decoder's
 * library entry point in each output mode (each walks different code).
 * Build: make -C userspace/tools fuzz_rd (clang -fsanitize=fuzzer,address).
 */
#include <stdint.h>
#include <stdio.h>

#include "rd.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *null;
	struct rd_options opt = { .gen = -1 };
	static const struct rd_range some = { 1, 3 };

	if (!null)
		null = fopen("/dev/null", "w");
	if (!null)
		return 0;
	opt.err = null;
	/* The first byte picks mode, generation and submit filter */
	if (size) {
		opt.mode = (enum rd_mode)(data[0] % 3);
		opt.gen = (int)((data[0] >> 2) % 4) - 1;
		if (data[0] & 0x10) {
			opt.ranges = &some;
			opt.nr_ranges = 1;
		}
	}
	rd_decode(data, size, &opt, null);
	return 0;
}
