// SPDX-License-Identifier: GPL-2.0-only
/*
 * Adreno code common to every generation: set-up and the GPU parameters.
 */

#include <linux/capability.h>
#include <linux/sizes.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "adreno_gpu.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_mmu.h"

/* GMEM sits at this GPU address on every generation before a650 */
#define ADRENO_GMEM_BASE	0x100000

int adreno_gpu_init(struct adreno_gpu *adreno_gpu, struct device *dev,
		    const struct adreno_info *info, u32 chip_id,
		    struct msm_mmu *mmu)
{
	struct msm_gpu *gpu = &adreno_gpu->base;
	struct msm_gem_address_space *aspace;

	adreno_gpu->info = info;
	adreno_gpu->chip_id = chip_id;
	gpu->name = info->name;
	gpu->dev_hw = dev;
	gpu->nr_rings = 1;
	gpu->fast_rate = info->max_freq;
	atomic_set(&gpu->global_faults, 0);
	atomic_set(&gpu->suspend_count, 0);

	aspace = msm_gem_address_space_create(mmu, "gpu", info->gen->va_start,
					      info->gen->va_size);
	if (IS_ERR(aspace)) {
		mmu->funcs->destroy(mmu);
		return PTR_ERR(aspace);
	}
	gpu->aspace = aspace;

	return info->gen->hw_init(gpu);
}

void adreno_gpu_cleanup(struct adreno_gpu *adreno_gpu)
{
	msm_gem_address_space_put(adreno_gpu->base.aspace);
	adreno_gpu->base.aspace = NULL;
}

int adreno_get_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 *value, u32 *len)
{
	struct adreno_gpu *adreno_gpu = to_adreno_gpu(gpu);
	const struct adreno_gen *gen = adreno_gpu->info->gen;

	/* Every readable parameter is a plain value */
	if (*len)
		return -EINVAL;

	switch (param) {
	case MSM_PARAM_GPU_ID:
		*value = adreno_gpu->info->revn;
		return 0;
	case MSM_PARAM_GMEM_SIZE:
		*value = adreno_gpu->info->gmem;
		return 0;
	case MSM_PARAM_GMEM_BASE:
		*value = ADRENO_GMEM_BASE;
		return 0;
	case MSM_PARAM_CHIP_ID:
		*value = adreno_gpu->chip_id;
		return 0;
	case MSM_PARAM_MAX_FREQ:
		*value = gpu->fast_rate;
		return 0;
	case MSM_PARAM_TIMESTAMP:
		if (!gen->get_timestamp)
			return -EINVAL;
		return gen->get_timestamp(gpu, value);
	case MSM_PARAM_PRIORITIES:
		*value = gpu->nr_rings * MSM_SCHED_PRIORITIES;
		return 0;
	case MSM_PARAM_PP_PGTABLE:
		*value = 0;
		return 0;
	case MSM_PARAM_FAULTS:
		*value = atomic_read(&gpu->global_faults);
		return 0;
	case MSM_PARAM_SUSPENDS:
		*value = atomic_read(&gpu->suspend_count);
		return 0;
	case MSM_PARAM_VA_START:
	case MSM_PARAM_VA_SIZE:
		/* Only per-process address spaces (a5xx and later) have them */
		return -EINVAL;
	default:
		return -EINVAL;
	}
}

static int adreno_set_string(char **slot, u64 value, u32 len)
{
	char *str;

	str = memdup_user_nul(u64_to_user_ptr(value), len);
	if (IS_ERR(str))
		return PTR_ERR(str);
	kfree(xchg(slot, str));
	return 0;
}

int adreno_set_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 value, u32 len)
{
	switch (param) {
	case MSM_PARAM_COMM:
	case MSM_PARAM_CMDLINE:
		/* A page, as much as the kernel quotes of a cmdline */
		if (len > PAGE_SIZE)
			return -EINVAL;
		return adreno_set_string(param == MSM_PARAM_COMM ?
					 &ctx->comm : &ctx->cmdline,
					 value, len);
	case MSM_PARAM_SYSPROF:
		if (len)
			return -EINVAL;
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		if (value > 2)
			return -EINVAL;
		ctx->sysprof = value;
		return 0;
	default:
		return -EINVAL;
	}
}
