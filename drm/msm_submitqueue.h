/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Submitqueues: a client's ordered streams of submits, each with its own
 * priority, fence ids and fault count.  A queue submits through the
 * scheduler entity of its client and priority, which the client owns:
 * closing a queue leaves the entity to the submits still in it.
 */
#ifndef __MSM_SUBMITQUEUE_H__
#define __MSM_SUBMITQUEUE_H__

#include <linux/idr.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <drm/gpu_scheduler.h>

struct drm_device;
struct drm_file;
struct msm_file_private;

struct msm_gpu_submitqueue {
	u32 id;
	u32 flags;
	u32 prio;
	u32 ring_nr;
	atomic_t faults;
	struct msm_file_private *ctx;
	struct list_head node;		/* in ctx->submitqueues */
	struct kref ref;
	/* Serializes submits: fence ids and scheduler order agree */
	struct mutex lock;
	/* Fence id -> the submit's finished fence, until it is freed */
	struct idr fence_idr;
	spinlock_t idr_lock;		/* protects fence_idr, last_fence */
	u32 last_fence;			/* the newest fence id handed out */
	struct drm_sched_entity *entity;	/* ctx's, for ring_nr and prio */
};

int msm_submitqueue_init(struct drm_device *dev, struct msm_file_private *ctx);
void msm_submitqueue_close_all(struct msm_file_private *ctx);
/* When the client's last reference goes: its entities are idle then */
void msm_submitqueue_entities_destroy(struct msm_file_private *ctx);
struct msm_gpu_submitqueue *msm_submitqueue_get(struct msm_file_private *ctx,
						u32 id);
void msm_submitqueue_put(struct msm_gpu_submitqueue *queue);

int msm_ioctl_submitqueue_new(struct drm_device *dev, void *data,
			      struct drm_file *file);
int msm_ioctl_submitqueue_close(struct drm_device *dev, void *data,
				struct drm_file *file);
int msm_ioctl_submitqueue_query(struct drm_device *dev, void *data,
				struct drm_file *file);
int msm_ioctl_wait_fence(struct drm_device *dev, void *data,
			 struct drm_file *file);

#endif /* __MSM_SUBMITQUEUE_H__ */
