/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A submit: the job drm_sched runs, with its buffers and command buffers.
 */
#ifndef __MSM_GEM_SUBMIT_H__
#define __MSM_GEM_SUBMIT_H__

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/sched.h>
#include <linux/ww_mutex.h>
#include <drm/gpu_scheduler.h>

#include "msm_drm.h"

struct drm_gem_object;
struct msm_gpu;
struct msm_gpu_submitqueue;
struct msm_ringbuffer;

struct msm_gem_submit_cmd {
	u32 type;			/* MSM_SUBMIT_CMD_* */
	u32 size;			/* dwords */
	u32 offset;			/* dwords into the buffer */
	u32 idx;			/* in the BO table */
	u32 nr_relocs;
	u64 iova;
	struct drm_msm_gem_submit_reloc *relocs;
};

struct msm_gem_submit_bo {
	u32 flags;			/* MSM_SUBMIT_BO_* */
	struct drm_gem_object *obj;
	u64 iova;
	u64 presumed;
};

struct msm_gem_submit {
	struct drm_sched_job base;
	struct kref ref;
	struct msm_gpu *gpu;
	struct msm_gpu_submitqueue *queue;
	struct msm_ringbuffer *ring;
	struct list_head node;		/* in ring->submits while in flight */
	struct ww_acquire_ctx ticket;	/* locks the buffers while submitting */
	u32 seqno;			/* on the ring's timeline */
	u64 start_ns;			/* handed to the ring (fdinfo time) */
	/* Signals when the GPU is done: made with the submit, numbered in run_job */
	struct dma_fence *hw_fence;
	struct dma_fence *user_fence;	/* the scheduler's finished fence */
	int fence_id;			/* the id userspace waits on, or 0 */
	bool in_rb;			/* SUDO: commands copied into the ring */
	bool valid;			/* every presumed address was right */
	struct msm_file_private *ctx;
	/* The submitter, for rd and crash reports: run_job is another task */
	char comm[TASK_COMM_LEN];	/* MSM_PARAM_COMM if the client set it */
	struct pid *pid;		/* its process (tgid), referenced */
	unsigned int nr_cmds;
	unsigned int nr_bos;
	struct msm_gem_submit_cmd *cmd;
	struct msm_gem_submit_bo bos[];
};

static inline struct msm_gem_submit *to_msm_submit(struct drm_sched_job *job)
{
	return container_of(job, struct msm_gem_submit, base);
}

void msm_gem_submit_put(struct msm_gem_submit *submit);

/* drm_sched_backend_ops for every ring */
extern const struct drm_sched_backend_ops msm_sched_ops;

int msm_ioctl_gem_submit(struct drm_device *dev, void *data,
			 struct drm_file *file);

#endif /* __MSM_GEM_SUBMIT_H__ */
