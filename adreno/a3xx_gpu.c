// SPDX-License-Identifier: GPL-2.0-only
/*
 * a3xx: what differs from the other generations.
 */

#include <linux/sizes.h>

#include "adreno_gpu.h"
#include "adreno_regs.h"

static int a3xx_hw_init(struct msm_gpu *gpu)
{
	/* Performance counters on, for userspace to select and read */
	gpu_write(gpu, REG_A3XX_RBBM_PERFCTR_CTL, 0x1);
	return 0;
}

/* a3xx has no timestamp: MSM_PARAM_TIMESTAMP is EINVAL, as upstream */
const struct adreno_gen a3xx_gen = {
	.core = 3,
	.va_start = SZ_16M,
	.va_size = SZ_4G - SZ_16M,
	.hw_init = a3xx_hw_init,
};
