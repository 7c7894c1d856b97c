/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A GPU MMU: whatever translates GPU addresses to pages.  On hardware it is
 * an IOMMU domain, on the virtual GPU a page table that the model walks.
 */
#ifndef __MSM_MMU_H__
#define __MSM_MMU_H__

#include <linux/sizes.h>
#include <linux/types.h>

struct sg_table;
struct msm_mmu;

#define MSM_MMU_READ	BIT(0)
#define MSM_MMU_WRITE	BIT(1)

struct msm_mmu_funcs {
	/*
	 * Maps len bytes of sgt at iova, with MSM_MMU_* permissions; sgt's
	 * segments are whole 4 KiB pages (msm_gem_vma_map checks)
	 */
	int (*map)(struct msm_mmu *mmu, u64 iova, struct sg_table *sgt,
		   size_t len, unsigned int prot);
	void (*unmap)(struct msm_mmu *mmu, u64 iova, size_t len);
	void (*destroy)(struct msm_mmu *mmu);
};

struct msm_mmu {
	const struct msm_mmu_funcs *funcs;
};

struct device;
struct msm_gpu;

/* An IOMMU domain for dev's GPU; NULL if no IOMMU translates for it */
struct msm_mmu *msm_iommu_new(struct device *dev);

/*
 * a2xx's own MMU (msm_gpummu.c): its table covers the GPU addresses from
 * 16 MiB, 4095 blocks of 64 KiB, as MH_MMU_VA_RANGE says; hw_init points
 * the GPU at the table and its translation-error area (params)
 */
#define MSM_GPUMMU_VA_START	SZ_16M
#define MSM_GPUMMU_VA_SIZE	(0xfffull * SZ_64K)
#define MSM_GPUMMU_VA_REGIONS	0xfff
struct msm_mmu *msm_gpummu_new(struct device *dev, struct msm_gpu *gpu);
void msm_gpummu_params(struct msm_mmu *mmu, u32 *pt_base, u32 *tran_error);

#endif /* __MSM_MMU_H__ */
