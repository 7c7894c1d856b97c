// SPDX-License-Identifier: GPL-2.0-only
/*
 * The VRAM carveout: the GPU's memory where no IOMMU translates for it.
 *
 * Such a GPU reaches memory by bus address, so every buffer must be
 * contiguous there.  As in 6.1, one range is allocated when the GPU is
 * set up (the vram parameter's size) and buffers are carved from it with
 * drm_mm, at creation: a buffer's GPU address is its bus address, and the
 * range is the GPU's whole address space.  Nothing then keeps a command
 * stream from the rest of what the GPU can address, so a3xx and a4xx take
 * this path only when allow_vram_carveout asks for it (a2xx has its own
 * MMU and never needs it).
 *
 * A carveout buffer stays a shmem GEM object for everything else (mmap,
 * vmap, dma-buf export, rd and crash dumps go through its pages array),
 * but its pages are the carveout's: they are set at creation with a use
 * count the helper never drops to zero, so it neither gets nor puts shmem
 * pages for the buffer, and they are taken back before the helper frees
 * it.  Carveout buffers are never purged: reclaiming them would give the
 * system no memory.
 */

#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/highmem.h>
#include <linux/mm.h>
#include <linux/moduleparam.h>
#include <linux/sizes.h>
#include <linux/slab.h>

#include "msm_gem.h"
#include "msm_gpu.h"

static bool allow_vram_carveout;
MODULE_PARM_DESC(allow_vram_carveout,
		 "Let a3xx/a4xx without an IOMMU run from a VRAM carveout, with no memory protection");
module_param(allow_vram_carveout, bool, 0600);

static char *vram = "16m";
MODULE_PARM_DESC(vram,
		 "Size of the VRAM carveout of a GPU without an IOMMU (default 16m)");
module_param(vram, charp, 0444);

void msm_gem_vram_destroy(struct msm_gem_vram *v)
{
	if (!v)
		return;
	dma_free_pages(v->dev, v->size, v->pages, v->base, DMA_BIDIRECTIONAL);
	kfree(v);
}

static struct msm_gem_vram *msm_gem_vram_alloc(struct device *dev,
					       size_t size)
{
	struct msm_gem_vram *v;

	v = kzalloc(sizeof(*v), GFP_KERNEL);
	if (!v)
		return NULL;
	v->dev = dev;
	v->size = size;
	v->pages = dma_alloc_pages(dev, size, &v->base, DMA_BIDIRECTIONAL,
				   GFP_KERNEL | __GFP_NOWARN);
	if (!v->pages) {
		kfree(v);
		return NULL;
	}
	/* Zeroed through the CPU's mapping: the GPU's from here on */
	dma_sync_single_for_device(dev, v->base, size, DMA_BIDIRECTIONAL);
	return v;
}

struct msm_gem_address_space *
msm_gem_vram_create(struct msm_gpu *gpu, u64 va_start, u64 va_size)
{
	size_t size = PAGE_ALIGN(memparse(vram, NULL));
	struct device *dev = gpu->dev_hw;
	struct msm_gem_address_space *aspace;
	struct msm_gem_vram *v;
	int ret;

	if (!allow_vram_carveout) {
		dev_err(dev, "no IOMMU translates for the GPU: no memory protection without IOMMU, not probing (allow_vram_carveout=1 would run it from a VRAM carveout)\n");
		return ERR_PTR(-ENXIO);
	}
	if (!size || size > va_size) {
		dev_err(dev, "vram=%s: not a carveout size the GPU can address\n",
			vram);
		return ERR_PTR(-EINVAL);
	}
	/* The GPU's addresses are 32 bits wide */
	ret = dma_set_mask_and_coherent(dev, DMA_BIT_MASK(32));
	if (ret)
		return ERR_PTR(ret);

	v = msm_gem_vram_alloc(dev, size);
	if (!v) {
		dev_err(dev, "VRAM carveout: no %zu KiB of contiguous memory (vram=%s)\n",
			size / SZ_1K, vram);
		return ERR_PTR(-ENOMEM);
	}
	if (v->base < va_start || v->base + size > va_start + va_size) {
		dev_err(dev, "VRAM carveout at %pad: outside the GPU's addresses\n",
			&v->base);
		msm_gem_vram_destroy(v);
		return ERR_PTR(-ENOMEM);
	}

	aspace = msm_gem_address_space_create(NULL, "gpu", v->base, size);
	if (IS_ERR(aspace)) {
		msm_gem_vram_destroy(v);
		return aspace;
	}
	v->gpu = gpu;
	aspace->vram = v;
	dev_info(dev, "no IOMMU: a VRAM carveout of %zu KiB at %pad, with no memory protection\n",
		 size / SZ_1K, &v->base);
	return aspace;
}

int msm_gem_vram_attach(struct msm_gem_object *bo,
			struct msm_gem_address_space *aspace)
{
	struct drm_gem_shmem_object *shmem = &bo->base;
	size_t i, npages = shmem->base.size >> PAGE_SHIFT;
	struct msm_gem_vram *v = aspace->vram;
	struct page **pages, *first;
	int ret;

	pages = kvmalloc_array(npages, sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;
	/* A full carveout is ENOSPC, drm_mm's errno, as in 6.1 */
	ret = msm_gem_vma_map(aspace, &bo->vma, NULL, shmem->base.size, 0);
	if (ret) {
		kvfree(pages);
		return ret;
	}

	/* The range held an earlier buffer's contents: clear them */
	first = nth_page(v->pages, (bo->vma.node.start - v->base) >> PAGE_SHIFT);
	for (i = 0; i < npages; i++) {
		pages[i] = nth_page(first, i);
		clear_highpage(pages[i]);
	}
	dma_sync_single_for_device(v->dev, bo->vma.node.start,
				   shmem->base.size, DMA_BIDIRECTIONAL);

	shmem->pages = pages;
	shmem->pages_use_count = 1;
	bo->vram = true;
	bo->aspace = msm_gem_address_space_get(aspace);
	return 0;
}

/*
 * No MMU, so no TLB invalidate waits for the GPU's accesses in flight to
 * the range being given up: wait for them here, so that none lands in the
 * next buffer carved there, after its clear.  (Nothing keeps a command
 * stream from writing there later: the carveout protects nothing.)
 */
void msm_gem_vram_unmap(struct msm_gem_vram *v)
{
	msm_gpu_wait_mem_idle(v->gpu);
}

void msm_gem_vram_detach(struct msm_gem_object *bo)
{
	struct drm_gem_shmem_object *shmem = &bo->base;

	kvfree(shmem->pages);
	shmem->pages = NULL;
	shmem->pages_use_count = 0;
}
