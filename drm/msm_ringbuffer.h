/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A GPU ring: the ringbuffer the CP reads, its memptrs (where the GPU
 * reports the read pointer and the last completed fence), its fence
 * timeline and the drm_sched scheduler that feeds it.
 */
#ifndef __MSM_RINGBUFFER_H__
#define __MSM_RINGBUFFER_H__

#include <linux/list.h>
#include <linux/spinlock.h>
#include <drm/gpu_scheduler.h>

#include "msm_fence.h"

#define MSM_GPU_RINGBUFFER_SZ		SZ_32K
#define MSM_GPU_RINGBUFFER_BLKSIZE	32

struct msm_gpu;
struct drm_gem_object;

/* Written by the GPU */
struct msm_rbmemptrs {
	u32 rptr;
	u32 fence;
};

struct msm_ringbuffer {
	struct msm_gpu *gpu;
	int id;
	struct drm_gem_object *bo;
	u32 *start, *end, *cur;
	u64 iova;
	struct drm_gem_object *memptrs_bo;
	struct msm_rbmemptrs *memptrs;
	u64 memptrs_iova;
	struct msm_fence_context fctx;
	struct drm_gpu_scheduler sched;
	/* Submits handed to the GPU and not yet retired, by seqno */
	struct list_head submits;
	/* Retired in interrupt context, to be let go of in process context */
	struct list_head retired;
	spinlock_t submit_lock;		/* protects submits, IRQ-safe */
	u32 hangcheck_fence;		/* the fence at the last hangcheck */
	/* Periods the fence stood still while the GPU still made progress */
	u32 hangcheck_progress_retries;
};

#define rbmemptr(ring, member) \
	((ring)->memptrs_iova + offsetof(struct msm_rbmemptrs, member))

struct msm_ringbuffer *msm_ringbuffer_new(struct msm_gpu *gpu, int id);
void msm_ringbuffer_destroy(struct msm_ringbuffer *ring);

static inline void OUT_RING(struct msm_ringbuffer *ring, u32 data)
{
	/* The caller made room (adreno_wait_ring) */
	*ring->cur++ = data;
	if (ring->cur == ring->end)
		ring->cur = ring->start;
}

/* The write pointer in dwords */
static inline u32 msm_ring_wptr(struct msm_ringbuffer *ring)
{
	return ring->cur - ring->start;
}

#endif /* __MSM_RINGBUFFER_H__ */
