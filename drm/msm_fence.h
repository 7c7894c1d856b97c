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

/* A new fence for the next seqno of the timeline */
struct dma_fence *msm_fence_new(struct msm_fence_context *fctx);

#endif /* __MSM_FENCE_H__ */
