// SPDX-License-Identifier: GPL-2.0-only
/*
 * a4xx: what differs from the other generations.
 */

#include <linux/sizes.h>

#include "adreno_gpu.h"
#include "adreno_regs.h"

static int a4xx_hw_init(struct msm_gpu *gpu)
{
	/* CP counter 0 counts every cycle: the timestamp source */
	gpu_write(gpu, REG_A4XX_RBBM_PERFCTR_CTL, 0x1);
	gpu_write(gpu, REG_A4XX_CP_PERFCTR_CP_SEL_0, CP_ALWAYS_COUNT);
	return 0;
}

static int a4xx_get_timestamp(struct msm_gpu *gpu, u64 *value)
{
	*value = gpu_read64(gpu, REG_A4XX_RBBM_PERFCTR_CP_0_LO);
	return 0;
}

const struct adreno_gen a4xx_gen = {
	.core = 4,
	.va_start = SZ_16M,
	.va_size = SZ_4G - SZ_16M,
	.get_timestamp = a4xx_get_timestamp,
	.hw_init = a4xx_hw_init,
};
