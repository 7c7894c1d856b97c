// SPDX-License-Identifier: GPL-2.0-only
/*
 * Hardware fences of a ring's timeline.
 */

#include <linux/slab.h>

#include "msm_fence.h"

struct msm_fence {
	struct dma_fence base;
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

static const struct dma_fence_ops msm_fence_ops = {
	.get_driver_name = msm_fence_driver_name,
	.get_timeline_name = msm_fence_timeline_name,
	.signaled = msm_fence_signaled,
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

struct dma_fence *msm_fence_new(struct msm_fence_context *fctx)
{
	struct msm_fence *f;

	f = kzalloc(sizeof(*f), GFP_KERNEL);
	if (!f)
		return ERR_PTR(-ENOMEM);

	f->fctx = fctx;
	dma_fence_init(&f->base, &msm_fence_ops, &fctx->spinlock,
		       fctx->context, ++fctx->last_fence);
	return &f->base;
}
