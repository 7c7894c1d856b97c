// SPDX-License-Identifier: GPL-2.0-only
/*
 * a2xx: in the catalog, so a board's GPU is recognized.  Its CP, interrupt
 * and MMU blocks differ from a3xx/a4xx and are not driven yet (no regs):
 * adreno_gpu_init refuses it.
 */

#include <linux/sizes.h>

#include "adreno_gpu.h"

const struct adreno_gen a2xx_gen = {
	.core = 2,
	/* The a2xx GPU MMU covers 4095 blocks of 64 KiB above 16 MiB */
	.va_start = SZ_16M,
	.va_size = 0xfffull * SZ_64K,
};
