/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What all Adreno generations share: the catalog of known GPUs, and the
 * adreno_gpu that wraps msm_gpu with what the catalog says of this one.
 */
#ifndef __ADRENO_GPU_H__
#define __ADRENO_GPU_H__

#include <linux/container_of.h>
#include <linux/types.h>

#include "msm_gpu.h"

struct msm_mmu;

/* Chip ids pack core.major.minor.patch; 0xff in the catalog matches any */
#define ADRENO_CHIP_ID(core, major, minor, patch) \
	((u32)(core) << 24 | (u32)(major) << 16 | (u32)(minor) << 8 | (patch))
#define ADRENO_ANY	0xff

/* What differs between generations, beyond the catalog's numbers */
struct adreno_gen {
	unsigned int core;		/* 2, 3 or 4 */
	/* The GPU address space every client shares */
	u64 va_start;
	u64 va_size;
	/* Reads the GPU's always-counting timer, if it has one */
	int (*get_timestamp)(struct msm_gpu *gpu, u64 *value);
	/* Programs the GPU after power-on or reset */
	int (*hw_init)(struct msm_gpu *gpu);
};

extern const struct adreno_gen a2xx_gen;
extern const struct adreno_gen a3xx_gen;
extern const struct adreno_gen a4xx_gen;

struct adreno_info {
	const char *name;		/* "a320": also the vgpu= value */
	u32 chip_id;			/* may hold ADRENO_ANY bytes */
	u32 vgpu_chip_id;		/* the concrete id the vgpu reports */
	u32 revn;			/* MSM_PARAM_GPU_ID */
	u32 gmem;			/* bytes */
	unsigned long max_freq;		/* Hz, when the DT gives no OPPs */
	const char *pm4_fw;
	const char *pfp_fw;
	const struct adreno_gen *gen;
};

const struct adreno_info *adreno_info_by_chip_id(u32 chip_id);
const struct adreno_info *adreno_info_by_name(const char *name);
/* The catalog's names, space separated, for error messages */
void adreno_info_names(char *buf, size_t size);

struct adreno_gpu {
	struct msm_gpu base;
	const struct adreno_info *info;
	u32 chip_id;
};

static inline struct adreno_gpu *to_adreno_gpu(struct msm_gpu *gpu)
{
	return container_of(gpu, struct adreno_gpu, base);
}

int adreno_gpu_init(struct adreno_gpu *adreno_gpu, struct device *dev,
		    const struct adreno_info *info, u32 chip_id,
		    struct msm_mmu *mmu);
void adreno_gpu_cleanup(struct adreno_gpu *adreno_gpu);

int adreno_get_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 *value, u32 *len);
int adreno_set_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 value, u32 len);

#endif /* __ADRENO_GPU_H__ */
