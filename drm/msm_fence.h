/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Hardware fences: one timeline per ring, whose sequence numbers the GPU
 * writes to the ring's memptrs with CACHE_FLUSH_TS when work completes.
 */
#ifndef __MSM_FENCE_H__
#define __MSM_FENCE_H__

#include <linux/dma-fence.h>
#include <linux/spinlock.h>

struct msm_fence_context {
	char name[32];
	u64 context;			/* dma_fence context */
	u32 last_fence;			/* the last seqno handed out */
	u32 *fenceptr;			/* written by the GPU */
	spinlock_t spinlock;		/* the fences' lock */
};

void msm_fence_context_init(struct msm_fence_context *fctx, const char *name,
			    u32 *fenceptr);

/* Has the GPU passed seqno on this timeline? */
static inline bool msm_fence_completed(struct msm_fence_context *fctx,
				       u32 seqno)
{
	return (s32)(READ_ONCE(*fctx->fenceptr) - seqno) >= 0;
}

/* A fence for a submit, numbered later by msm_fence_init() */
struct dma_fence *msm_fence_alloc(void);
/* Gives it the next seqno of the timeline: the order of the ring */
void msm_fence_init(struct dma_fence *fence, struct msm_fence_context *fctx);
/* Lets go of a fence from msm_fence_alloc(), numbered or not */
void msm_fence_put(struct dma_fence *fence);

#endif /* __MSM_FENCE_H__ */
