// SPDX-License-Identifier: GPL-2.0-only
/*
 * a2xx: what differs from the other generations.
 */

#include <linux/sizes.h>

#include "adreno_gpu.h"

static int a2xx_hw_init(struct msm_gpu *gpu)
{
	return 0;
}

const struct adreno_gen a2xx_gen = {
	.core = 2,
	/* The a2xx GPU MMU covers 4095 blocks of 64 KiB above 16 MiB */
	.va_start = SZ_16M,
	.va_size = 0xfffull * SZ_64K,
	.hw_init = a2xx_hw_init,
};
