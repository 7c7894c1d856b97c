// SPDX-License-Identifier: GPL-2.0-only
/*
 * Hardware fences of a ring's timeline.
 *
 * A fence is allocated when its submit is made (the ioctl may allocate;
 * run_job, on the fence-signalling path, may not) and numbered when the
 * submit reaches the ring.
 *
 * Each fence pins the module until it is released: the scheduler's
 * finished fence, which userspace holds in sync_files and syncobjs and
 * other drivers in reservation objects, keeps its parent (this fence),
 * and both name memory of the module, so the module must not go while
 * any of them is alive.
 */

#include <linux/module.h>
#include <linux/slab.h>

#include "msm_fence.h"

struct msm_fence {
	struct dma_fence base;		/* first: dma_fence_free() frees it */
	struct msm_fence_context *fctx;
};

static struct msm_fence *to_msm_fence(struct dma_fence *fence)
{
	return container_of(fence, struct msm_fence, base);
}

static const char *msm_fence_driver_name(struct dma_fence *fence)
{
	return "msm";
}

static const char *msm_fence_timeline_name(struct dma_fence *fence)
{
	return to_msm_fence(fence)->fctx->name;
}

static bool msm_fence_signaled(struct dma_fence *fence)
{
	struct msm_fence *f = to_msm_fence(fence);

	return msm_fence_completed(f->fctx, fence->seqno);
}

/* The last thing the module does for a fence: a tail call, no return */
static void msm_fence_release(struct dma_fence *fence)
{
	dma_fence_free(fence);
	module_put(THIS_MODULE);
}

static const struct dma_fence_ops msm_fence_ops = {
	.get_driver_name = msm_fence_driver_name,
	.get_timeline_name = msm_fence_timeline_name,
	.signaled = msm_fence_signaled,
	.release = msm_fence_release,
};

void msm_fence_context_init(struct msm_fence_context *fctx, const char *name,
			    u32 *fenceptr)
{
	strscpy(fctx->name, name, sizeof(fctx->name));
	fctx->context = dma_fence_context_alloc(1);
	fctx->fenceptr = fenceptr;
	fctx->last_fence = 0;
	spin_lock_init(&fctx->spinlock);
}

struct dma_fence *msm_fence_alloc(void)
{
	struct msm_fence *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return ERR_PTR(-ENOMEM);
	__module_get(THIS_MODULE);
	return &f->base;
}

void msm_fence_init(struct dma_fence *fence, struct msm_fence_context *fctx)
{
	struct msm_fence *f = to_msm_fence(fence);

	f->fctx = fctx;
	dma_fence_init(&f->base, &msm_fence_ops, &fctx->spinlock,
		       fctx->context, ++fctx->last_fence);
}

void msm_fence_put(struct dma_fence *fence)
{
	if (IS_ERR_OR_NULL(fence))
		return;
	/* Never numbered: no reference was ever taken on it */
	if (!kref_read(&fence->refcount)) {
		kfree(to_msm_fence(fence));
		module_put(THIS_MODULE);
		return;
	}
	dma_fence_put(fence);
}
