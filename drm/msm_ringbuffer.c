// SPDX-License-Identifier: GPL-2.0-only
/*
 * Rings: the ringbuffer and memptrs buffers, the fence timeline.
 */

#include <linux/slab.h>
#include <linux/sizes.h>

#include "msm_drm.h"
#include "msm_gem.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"

struct msm_ringbuffer *msm_ringbuffer_new(struct msm_gpu *gpu, int id)
{
	struct msm_ringbuffer *ring;
	char name[32];
	void *vaddr;

	ring = kzalloc(sizeof(*ring), GFP_KERNEL);
	if (!ring)
		return ERR_PTR(-ENOMEM);
	ring->gpu = gpu;
	ring->id = id;
	INIT_LIST_HEAD(&ring->submits);
	INIT_LIST_HEAD(&ring->retired);
	spin_lock_init(&ring->submit_lock);

	/*
	 * Upstream's flags and names.  The GPU only reads the ring: a user
	 * IB that writes to it faults, its write dropped.
	 */
	snprintf(name, sizeof(name), "ring%d", id);
	vaddr = msm_gem_kernel_new(gpu->dev, MSM_GPU_RINGBUFFER_SZ,
				   MSM_BO_WC | MSM_BO_GPU_READONLY, name,
				   gpu->aspace, &ring->bo, &ring->iova);
	if (IS_ERR(vaddr))
		goto fail;
	ring->start = vaddr;
	ring->end = ring->start + MSM_GPU_RINGBUFFER_SZ / 4;
	ring->cur = ring->start;

	vaddr = msm_gem_kernel_new(gpu->dev, sizeof(*ring->memptrs),
				   MSM_BO_WC, "memptrs",
				   gpu->aspace, &ring->memptrs_bo,
				   &ring->memptrs_iova);
	if (IS_ERR(vaddr))
		goto fail;
	ring->memptrs = vaddr;

	snprintf(name, sizeof(name), "%s-ring%d", gpu->name, id);
	msm_fence_context_init(&ring->fctx, name, &ring->memptrs->fence);
	return ring;

fail:
	msm_ringbuffer_destroy(ring);
	return ERR_CAST(vaddr);
}

void msm_ringbuffer_destroy(struct msm_ringbuffer *ring)
{
	if (IS_ERR_OR_NULL(ring))
		return;
	msm_gem_kernel_put(ring->memptrs_bo, ring->memptrs);
	msm_gem_kernel_put(ring->bo, ring->start);
	kfree(ring);
}
