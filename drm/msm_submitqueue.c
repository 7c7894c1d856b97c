// SPDX-License-Identifier: GPL-2.0-only
/*
 * Submitqueues and WAIT_FENCE.
 *
 * A queue's priority picks a ring (prio / MSM_SCHED_PRIORITIES) and a
 * drm_sched priority on it; 0 is the highest.  Each queue has its own
 * scheduler entity, so its submits run in order.
 */

#include <linux/slab.h>
#include <linux/uaccess.h>
#include <drm/drm_file.h>

#include "msm_drv.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"
#include "msm_submitqueue.h"

static void msm_submitqueue_release(struct kref *kref)
{
	struct msm_gpu_submitqueue *queue =
		container_of(kref, struct msm_gpu_submitqueue, ref);

	idr_destroy(&queue->fence_idr);
	mutex_destroy(&queue->lock);
	msm_file_private_put(queue->ctx);
	kfree(queue);
}

void msm_submitqueue_put(struct msm_gpu_submitqueue *queue)
{
	if (queue)
		kref_put(&queue->ref, msm_submitqueue_release);
}

struct msm_gpu_submitqueue *msm_submitqueue_get(struct msm_file_private *ctx,
						u32 id)
{
	struct msm_gpu_submitqueue *queue, *found = NULL;

	read_lock(&ctx->queuelock);
	list_for_each_entry(queue, &ctx->submitqueues, node) {
		if (queue->id == id) {
			kref_get(&queue->ref);
			found = queue;
			break;
		}
	}
	read_unlock(&ctx->queuelock);
	return found;
}

static enum drm_sched_priority msm_sched_prio(u32 prio)
{
	static const enum drm_sched_priority levels[MSM_SCHED_PRIORITIES] = {
		DRM_SCHED_PRIORITY_HIGH,
		DRM_SCHED_PRIORITY_NORMAL,
		DRM_SCHED_PRIORITY_MIN,
	};

	return levels[prio % MSM_SCHED_PRIORITIES];
}

static int msm_submitqueue_create(struct drm_device *dev,
				  struct msm_file_private *ctx, u32 prio,
				  u32 flags, u32 *id)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;
	struct drm_gpu_scheduler *sched;
	struct msm_gpu_submitqueue *queue;
	int ret;

	if (flags & ~MSM_SUBMITQUEUE_FLAGS)
		return -EINVAL;
	if (!gpu)
		return -ENODEV;
	if (prio / MSM_SCHED_PRIORITIES >= gpu->nr_rings)
		return -EINVAL;

	queue = kzalloc(sizeof(*queue), GFP_KERNEL);
	if (!queue)
		return -ENOMEM;

	kref_init(&queue->ref);
	queue->flags = flags;
	queue->prio = prio;
	queue->ring_nr = prio / MSM_SCHED_PRIORITIES;
	queue->ctx = msm_file_private_get(ctx);
	mutex_init(&queue->lock);
	idr_init(&queue->fence_idr);
	spin_lock_init(&queue->idr_lock);

	sched = &gpu->rb[queue->ring_nr]->sched;
	ret = drm_sched_entity_init(&queue->entity, msm_sched_prio(prio),
				    &sched, 1, NULL);
	if (ret) {
		msm_submitqueue_put(queue);
		return ret;
	}

	write_lock(&ctx->queuelock);
	queue->id = ctx->queueid++;
	list_add_tail(&queue->node, &ctx->submitqueues);
	write_unlock(&ctx->queuelock);

	if (id)
		*id = queue->id;
	return 0;
}

/* The default queue, id 0, in the middle of the priorities */
int msm_submitqueue_init(struct drm_device *dev, struct msm_file_private *ctx)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;

	rwlock_init(&ctx->queuelock);
	INIT_LIST_HEAD(&ctx->submitqueues);
	if (!gpu)
		return 0;
	return msm_submitqueue_create(dev, ctx,
				      DIV_ROUND_UP(gpu->nr_rings *
						   MSM_SCHED_PRIORITIES - 1, 2),
				      0, NULL);
}

/* Waits for the queue's submits, then lets its entity go */
static void msm_submitqueue_close(struct msm_gpu_submitqueue *queue)
{
	drm_sched_entity_destroy(&queue->entity);
	msm_submitqueue_put(queue);
}

void msm_submitqueue_close_all(struct msm_file_private *ctx)
{
	struct msm_gpu_submitqueue *queue, *tmp;
	LIST_HEAD(closing);

	write_lock(&ctx->queuelock);
	list_splice_init(&ctx->submitqueues, &closing);
	write_unlock(&ctx->queuelock);

	list_for_each_entry_safe(queue, tmp, &closing, node) {
		list_del(&queue->node);
		msm_submitqueue_close(queue);
	}
}

int msm_ioctl_submitqueue_new(struct drm_device *dev, void *data,
			      struct drm_file *file)
{
	struct drm_msm_submitqueue *args = data;

	return msm_submitqueue_create(dev, file->driver_priv, args->prio,
				      args->flags, &args->id);
}

int msm_ioctl_submitqueue_close(struct drm_device *dev, void *data,
				struct drm_file *file)
{
	struct msm_file_private *ctx = file->driver_priv;
	struct msm_gpu_submitqueue *queue, *found = NULL;
	u32 id = *(u32 *)data;

	/* The default queue lives as long as the file */
	if (!id)
		return -ENOENT;

	write_lock(&ctx->queuelock);
	list_for_each_entry(queue, &ctx->submitqueues, node) {
		if (queue->id == id) {
			list_del(&queue->node);
			found = queue;
			break;
		}
	}
	write_unlock(&ctx->queuelock);
	if (!found)
		return -ENOENT;

	msm_submitqueue_close(found);
	return 0;
}

int msm_ioctl_submitqueue_query(struct drm_device *dev, void *data,
				struct drm_file *file)
{
	struct drm_msm_submitqueue_query *args = data;
	struct msm_gpu_submitqueue *queue;
	int faults, ret = 0;
	size_t len;

	if (args->pad)
		return -EINVAL;

	queue = msm_submitqueue_get(file->driver_priv, args->id);
	if (!queue)
		return -ENOENT;

	if (args->param != MSM_SUBMITQUEUE_PARAM_FAULTS) {
		ret = -EINVAL;
		goto out;
	}

	/* len 0 asks for the size of the answer */
	faults = atomic_read(&queue->faults);
	if (!args->len) {
		args->len = sizeof(faults);
		goto out;
	}
	len = min_t(size_t, args->len, sizeof(faults));
	if (copy_to_user(u64_to_user_ptr(args->data), &faults, len))
		ret = -EFAULT;
	else
		args->len = len;
out:
	msm_submitqueue_put(queue);
	return ret;
}

/* fence_id is newer than last: both are ids that may wrap */
static bool msm_fence_after(u32 fence_id, u32 last)
{
	return (s32)(fence_id - last) > 0;
}

int msm_ioctl_wait_fence(struct drm_device *dev, void *data,
			 struct drm_file *file)
{
	struct drm_msm_wait_fence *args = data;
	struct msm_gpu_submitqueue *queue;
	struct dma_fence *fence;
	long ret;

	if (args->pad)
		return -EINVAL;
	if (!to_msm_priv(dev)->gpu)
		return 0;

	queue = msm_submitqueue_get(file->driver_priv, args->queueid);
	if (!queue)
		return -ENOENT;

	if (msm_fence_after(args->fence, READ_ONCE(queue->last_fence))) {
		msm_submitqueue_put(queue);
		return -EINVAL;
	}

	/* Not in the idr any more: retired and freed */
	rcu_read_lock();
	fence = idr_find(&queue->fence_idr, args->fence);
	if (fence)
		fence = dma_fence_get_rcu(fence);
	rcu_read_unlock();
	msm_submitqueue_put(queue);
	if (!fence)
		return 0;

	ret = dma_fence_wait_timeout(fence, true,
				     msm_timeout_to_jiffies(&args->timeout));
	dma_fence_put(fence);

	if (ret == 0)
		return -ETIMEDOUT;
	return ret < 0 ? ret : 0;
}
