// SPDX-License-Identifier: GPL-2.0-only
/*
 * Submitqueues and WAIT_FENCE.
 *
 * A queue's priority picks a ring (prio / MSM_SCHED_PRIORITIES) and a
 * drm_sched priority on it; 0 is the highest.  As upstream, the scheduler
 * entities belong to the client, one per ring and priority, made when a
 * queue first needs one and destroyed with the client's last reference,
 * when no submit of it is left.  A queue's submits run in order because
 * its submits are serialized (queue->lock) onto one entity; queues of the
 * same priority share it.  SUBMITQUEUE_CLOSE then only unlists the queue:
 * a GEM_SUBMIT that holds a reference still pushes to a live entity.
 */

#include <linux/slab.h>
#include <linux/uaccess.h>
#include <drm/drm_file.h>

#include "msm_compat.h"
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
		MSM_SCHED_PRIORITY_LOW,
	};

	return levels[prio % MSM_SCHED_PRIORITIES];
}

/* The client's entity for a priority, made on first use */
static struct drm_sched_entity *
msm_submitqueue_entity(struct msm_gpu *gpu, struct msm_file_private *ctx,
		       u32 prio)
{
	struct drm_sched_entity **slot = &ctx->entities[prio];
	struct drm_gpu_scheduler *sched;
	struct drm_sched_entity *entity;
	int ret;

	mutex_lock(&ctx->entity_lock);
	entity = *slot;
	if (entity)
		goto out;
	entity = kzalloc(sizeof(*entity), GFP_KERNEL);
	if (!entity) {
		entity = ERR_PTR(-ENOMEM);
		goto out;
	}
	sched = &gpu->rb[prio / MSM_SCHED_PRIORITIES]->sched;
	ret = drm_sched_entity_init(entity, msm_sched_prio(prio), &sched, 1,
				    NULL);
	if (ret) {
		kfree(entity);
		entity = ERR_PTR(ret);
		goto out;
	}
	*slot = entity;
out:
	mutex_unlock(&ctx->entity_lock);
	return entity;
}

void msm_submitqueue_entities_destroy(struct msm_file_private *ctx)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(ctx->entities); i++) {
		if (!ctx->entities[i])
			continue;
		drm_sched_entity_destroy(ctx->entities[i]);
		kfree(ctx->entities[i]);
		ctx->entities[i] = NULL;
	}
	mutex_destroy(&ctx->entity_lock);
}

static int msm_submitqueue_create(struct drm_device *dev,
				  struct msm_file_private *ctx, u32 prio,
				  u32 flags, u32 *id)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;
	struct msm_gpu_submitqueue *queue;
	struct drm_sched_entity *entity;

	if (flags & ~MSM_SUBMITQUEUE_FLAGS)
		return -EINVAL;
	if (!gpu)
		return -ENODEV;
	if (prio / MSM_SCHED_PRIORITIES >= gpu->nr_rings)
		return -EINVAL;

	entity = msm_submitqueue_entity(gpu, ctx, prio);
	if (IS_ERR(entity))
		return PTR_ERR(entity);

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
	queue->entity = entity;

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
	mutex_init(&ctx->entity_lock);
	if (!gpu)
		return 0;
	return msm_submitqueue_create(dev, ctx,
				      DIV_ROUND_UP(gpu->nr_rings *
						   MSM_SCHED_PRIORITIES - 1, 2),
				      0, NULL);
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
		msm_submitqueue_put(queue);
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

	/* Its submits keep it (and their entity is the client's) */
	msm_submitqueue_put(found);
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
