// SPDX-License-Identifier: GPL-2.0-only
/*
 * Register access on real hardware: MMIO at the GPU's register window.
 */

#include <linux/io.h>

#include "msm_gpu.h"

static u32 msm_gpu_mmio_read(struct msm_gpu *gpu, u32 reg)
{
	return readl(gpu->mmio + (reg << 2));
}

static void msm_gpu_mmio_write(struct msm_gpu *gpu, u32 reg, u32 val)
{
	writel(val, gpu->mmio + (reg << 2));
}

const struct msm_gpu_io msm_gpu_mmio_io = {
	.read = msm_gpu_mmio_read,
	.write = msm_gpu_mmio_write,
};
