// SPDX-License-Identifier: GPL-2.0-only
/*
 * GPU address spaces: drm_mm hands out ranges, the MMU maps pages there.
 */

#include <linux/highmem.h>
#include <linux/sched/mm.h>
#include <linux/slab.h>
#include <linux/scatterlist.h>

#include "msm_gem.h"
#include "msm_mmu.h"

struct msm_gem_address_space *
msm_gem_address_space_create(struct msm_mmu *mmu, const char *name,
			     u64 va_start, u64 va_size)
{
	struct msm_gem_address_space *aspace;

	aspace = kzalloc(sizeof(*aspace), GFP_KERNEL);
	if (!aspace)
		return ERR_PTR(-ENOMEM);

	aspace->name = name;
	aspace->mmu = mmu;
	aspace->va_start = va_start;
	aspace->va_size = va_size;
	mutex_init(&aspace->lock);
	drm_mm_init(&aspace->mm, va_start, va_size);
	kref_init(&aspace->kref);

	return aspace;
}

struct msm_gem_address_space *
msm_gem_address_space_get(struct msm_gem_address_space *aspace)
{
	kref_get(&aspace->kref);
	return aspace;
}

static void msm_gem_address_space_release(struct kref *kref)
{
	struct msm_gem_address_space *aspace =
		container_of(kref, struct msm_gem_address_space, kref);

	drm_mm_takedown(&aspace->mm);
	if (aspace->mmu)
		aspace->mmu->funcs->destroy(aspace->mmu);
	msm_gem_vram_destroy(aspace->vram);
	mutex_destroy(&aspace->lock);
	kfree(aspace);
}

void msm_gem_address_space_put(struct msm_gem_address_space *aspace)
{
	if (aspace)
		kref_put(&aspace->kref, msm_gem_address_space_release);
}

/*
 * The GPU's MMUs map whole 4 KiB pages: a segment of sgt that starts or
 * ends inside one (an imported dma-buf's may) would give the GPU the rest
 * of that page, someone else's memory.  Such a table is EINVAL, as
 * iommu_map_sgtable() refuses it (that one joins contiguous segments
 * first; the MMUs here map segment by segment), and so is one shorter
 * than size.
 */
static int msm_gem_vma_check_sgt(struct sg_table *sgt, size_t size)
{
	struct scatterlist *sg;
	size_t total = 0;
	unsigned int i;

	for_each_sgtable_sg(sgt, sg, i) {
		if ((sg_phys(sg) | sg->length) & (SZ_4K - 1))
			return -EINVAL;
		total += sg->length;
	}
	return total < size ? -EINVAL : 0;
}

/*
 * Reserves size bytes of GPU addresses and maps sgt there (a carveout,
 * with no MMU, only reserves them).  The caller serializes calls for one
 * vma (the object's lock).
 */
int msm_gem_vma_map(struct msm_gem_address_space *aspace,
		    struct msm_gem_vma *vma, struct sg_table *sgt,
		    size_t size, unsigned int prot)
{
	unsigned int nofs;
	int ret;

	if (aspace->mmu) {
		ret = msm_gem_vma_check_sgt(sgt, size);
		if (ret)
			return ret;
	}
	mutex_lock(&aspace->lock);
	ret = drm_mm_insert_node_in_range(&aspace->mm, &vma->node, size,
					  PAGE_SIZE, 0, aspace->va_start,
					  aspace->va_start + aspace->va_size,
					  DRM_MM_INSERT_BEST);
	mutex_unlock(&aspace->lock);
	if (ret)
		return ret;
	/*
	 * The MMU may allocate page tables under the lock its unmap takes,
	 * and the shrinker unmaps: allocating without __GFP_FS keeps the
	 * shrinker, which declines such reclaim, from recursing into it.
	 */
	if (aspace->mmu) {
		nofs = memalloc_nofs_save();
		ret = aspace->mmu->funcs->map(aspace->mmu, vma->node.start,
					      sgt, size, prot);
		memalloc_nofs_restore(nofs);
	}
	if (ret) {
		mutex_lock(&aspace->lock);
		drm_mm_remove_node(&vma->node);
		mutex_unlock(&aspace->lock);
		return ret;
	}
	vma->mapped = true;
	return 0;
}

/*
 * Once this returns, the GPU is done with the range (the MMU's unmap
 * waits out its accesses in flight, as the carveout's does): the caller
 * may free the pages, and the range may hold another buffer.
 */
void msm_gem_vma_unmap(struct msm_gem_address_space *aspace,
		       struct msm_gem_vma *vma)
{
	if (!vma->mapped)
		return;

	atomic_long_inc(&aspace->unmaps_begun);
	if (aspace->mmu)
		aspace->mmu->funcs->unmap(aspace->mmu, vma->node.start,
					  vma->node.size);
	else
		msm_gem_vram_unmap(aspace->vram);
	mutex_lock(&aspace->lock);
	drm_mm_remove_node(&vma->node);
	mutex_unlock(&aspace->lock);
	vma->mapped = false;
	atomic_long_inc(&aspace->unmaps_done);
}

/*
 * Reads the dword at iova as the GPU sees it, for fault reports: which
 * packet stopped the CP.  A buffer's pages go only after its range left
 * the address space, which needs aspace->lock: holding it keeps them.
 */
int msm_gem_address_space_read32(struct msm_gem_address_space *aspace,
				 u64 iova, u32 *val)
{
	struct msm_gem_object *bo = NULL;
	struct drm_mm_node *node;
	int ret = -EFAULT;

	if (iova % 4)
		return -EINVAL;
	mutex_lock(&aspace->lock);
	/* The interval tree's first node overlapping the dword, if any */
	drm_mm_for_each_node_in_range(node, &aspace->mm, iova, iova + 4) {
		bo = container_of(node, struct msm_gem_object, vma.node);
		break;
	}
	if (bo && bo->base.pages) {
		u64 off = iova - node->start;
		struct page *page = bo->base.pages[off >> PAGE_SHIFT];
		u32 *vaddr = kmap_local_page(page);

		*val = vaddr[(off & ~PAGE_MASK) / 4];
		kunmap_local(vaddr);
		ret = 0;
	}
	mutex_unlock(&aspace->lock);
	return ret;
}
