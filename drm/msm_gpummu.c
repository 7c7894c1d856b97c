// SPDX-License-Identifier: GPL-2.0-only
/*
 * a2xx's own MMU, the "GPUMMU": one flat table of 32-bit entries for the
 * GPU addresses from MSM_GPUMMU_VA_START, one entry per 4 KiB page, each
 * the page's physical address with bit 0 allowing writes and bit 1 reads.
 * The table is one physically contiguous allocation below 4 GiB that the
 * GPU reads itself (MH_MMU_PT_BASE); MH_MMU_INVALIDATE drops what its TLB
 * holds.
 *
 * A GPU with a GPUMMU has no IOMMU in front of it: the entries hold CPU
 * physical addresses, and a page above 4 GiB cannot be mapped.
 *
 * The invalidate after a change is a register write, so only while the
 * GPU is powered; a GPU powered up again invalidates in hw_init.  On the
 * virtual GPU the write also waits out any access of the model through an
 * entry just cleared (see vgpu.c), as an invalidate with sync does.  A GPU
 * that is not runtime-active may still be finishing such an access (the
 * vgpu's CP runs while runtime suspend waits for it): then the unmap
 * waits for it through msm_gpu_wait_mem_idle() instead, before the caller
 * frees the pages.
 */

#include <linux/dma-mapping.h>
#include <linux/pm_runtime.h>
#include <linux/scatterlist.h>
#include <linux/sizes.h>
#include <linux/slab.h>

#include "adreno_regs.h"
#include "msm_compat.h"
#include "msm_gpu.h"
#include "msm_mmu.h"

#define MSM_GPUMMU_PAGE		SZ_4K
#define MSM_GPUMMU_PTE_WRITE	BIT(0)
#define MSM_GPUMMU_PTE_READ	BIT(1)
#define MSM_GPUMMU_ENTRIES	(MSM_GPUMMU_VA_SIZE / MSM_GPUMMU_PAGE)
/* The table, then 32 bytes the MMU writes on a translation error */
#define MSM_GPUMMU_TABLE_SIZE	(MSM_GPUMMU_ENTRIES * sizeof(u32))
#define MSM_GPUMMU_ALLOC_SIZE	(MSM_GPUMMU_TABLE_SIZE + 32)

struct msm_gpummu {
	struct msm_mmu base;
	struct device *dev;
	struct msm_gpu *gpu;
	u32 *table;
	dma_addr_t table_dma;
};

static struct msm_gpummu *to_msm_gpummu(struct msm_mmu *mmu)
{
	return container_of(mmu, struct msm_gpummu, base);
}

/* Entries from iova for len bytes, or -EINVAL outside the table */
static int msm_gpummu_index(u64 iova, size_t len, unsigned int *first)
{
	if (iova < MSM_GPUMMU_VA_START || (iova | len) & (SZ_4K - 1) ||
	    iova - MSM_GPUMMU_VA_START + len > MSM_GPUMMU_VA_SIZE)
		return -EINVAL;
	*first = (iova - MSM_GPUMMU_VA_START) / MSM_GPUMMU_PAGE;
	return 0;
}

/* Drops the TLB if the GPU is powered; false if it is not */
static bool msm_gpummu_invalidate(struct msm_gpummu *mmu)
{
	struct device *dev = mmu->gpu->dev_hw;

	if (msm_pm_runtime_get_if_active(dev) <= 0)
		return false;
	gpu_write(mmu->gpu, REG_A2XX_MH_MMU_INVALIDATE,
		  A2XX_MH_MMU_INVALIDATE_INVALIDATE_ALL |
		  A2XX_MH_MMU_INVALIDATE_INVALIDATE_TC);
	pm_runtime_put_autosuspend(dev);
	return true;
}

static void msm_gpummu_clear(struct msm_gpummu *mmu, unsigned int first,
			     unsigned int count)
{
	unsigned int i;

	for (i = 0; i < count; i++)
		WRITE_ONCE(mmu->table[first + i], 0);
}

static int msm_gpummu_map(struct msm_mmu *base, u64 iova,
			  struct sg_table *sgt, size_t len, unsigned int prot)
{
	struct msm_gpummu *mmu = to_msm_gpummu(base);
	u32 bits = MSM_GPUMMU_PTE_READ;
	unsigned int first, n = 0;
	struct scatterlist *sg;
	unsigned int i;

	if (msm_gpummu_index(iova, len, &first))
		return -EINVAL;
	if (prot & MSM_MMU_WRITE)
		bits |= MSM_GPUMMU_PTE_WRITE;

	for_each_sgtable_sg(sgt, sg, i) {
		phys_addr_t pa = sg_phys(sg);
		size_t off;

		for (off = 0; off < sg->length && n < len / SZ_4K;
		     off += SZ_4K) {
			if (upper_32_bits(pa + off)) {
				msm_gpummu_clear(mmu, first, n);
				return -EINVAL;
			}
			WRITE_ONCE(mmu->table[first + n++],
				   lower_32_bits(pa + off) | bits);
		}
	}
	/* The entries are in memory before the GPU looks again */
	wmb();
	msm_gpummu_invalidate(mmu);
	return 0;
}

static void msm_gpummu_unmap(struct msm_mmu *base, u64 iova, size_t len)
{
	struct msm_gpummu *mmu = to_msm_gpummu(base);
	unsigned int first;

	if (msm_gpummu_index(iova, len, &first))
		return;
	msm_gpummu_clear(mmu, first, len / SZ_4K);
	/* The entries are cleared in memory before the TLB is dropped */
	wmb();
	if (!msm_gpummu_invalidate(mmu))
		msm_gpu_wait_mem_idle(mmu->gpu);
}

static void msm_gpummu_destroy(struct msm_mmu *base)
{
	struct msm_gpummu *mmu = to_msm_gpummu(base);

	dma_free_attrs(mmu->dev, MSM_GPUMMU_ALLOC_SIZE, mmu->table,
		       mmu->table_dma, DMA_ATTR_FORCE_CONTIGUOUS);
	kfree(mmu);
}

static const struct msm_mmu_funcs msm_gpummu_funcs = {
	.map = msm_gpummu_map,
	.unmap = msm_gpummu_unmap,
	.destroy = msm_gpummu_destroy,
};

/* dev's DMA mask must keep the table below 4 GiB */
struct msm_mmu *msm_gpummu_new(struct device *dev, struct msm_gpu *gpu)
{
	struct msm_gpummu *mmu;

	mmu = kzalloc(sizeof(*mmu), GFP_KERNEL);
	if (!mmu)
		return ERR_PTR(-ENOMEM);
	mmu->table = dma_alloc_attrs(dev, MSM_GPUMMU_ALLOC_SIZE,
				     &mmu->table_dma, GFP_KERNEL | __GFP_ZERO,
				     DMA_ATTR_FORCE_CONTIGUOUS);
	if (!mmu->table) {
		kfree(mmu);
		return ERR_PTR(-ENOMEM);
	}
	if (upper_32_bits(mmu->table_dma + MSM_GPUMMU_ALLOC_SIZE - 1)) {
		dma_free_attrs(dev, MSM_GPUMMU_ALLOC_SIZE, mmu->table,
			       mmu->table_dma, DMA_ATTR_FORCE_CONTIGUOUS);
		kfree(mmu);
		return ERR_PTR(-EINVAL);
	}
	dev_dbg(dev, "GPU MMU table: %zu bytes at %pad\n",
		(size_t)MSM_GPUMMU_ALLOC_SIZE, &mmu->table_dma);
	mmu->dev = dev;
	mmu->gpu = gpu;
	mmu->base.funcs = &msm_gpummu_funcs;
	return &mmu->base;
}

void msm_gpummu_params(struct msm_mmu *base, u32 *pt_base, u32 *tran_error)
{
	struct msm_gpummu *mmu = to_msm_gpummu(base);

	*pt_base = lower_32_bits(mmu->table_dma);
	*tran_error = lower_32_bits(mmu->table_dma + MSM_GPUMMU_TABLE_SIZE);
}
