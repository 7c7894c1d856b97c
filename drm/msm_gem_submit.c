// SPDX-License-Identifier: GPL-2.0-only
/*
 * GEM_SUBMIT: checks a submit as upstream msm does, resolves its buffers
 * and relocs, collects what it must wait for (in-fences, syncobjs and the
 * buffers' implicit fences) and hands it to the queue's scheduler entity.
 * A submit that fails leaves no reference, fd or fence behind.
 */

#include <linux/capability.h>
#include <linux/file.h>
#include <linux/iosys-map.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sync_file.h>
#include <linux/uaccess.h>
#include <drm/drm_drv.h>
#include <drm/drm_file.h>
#include <drm/drm_gem.h>
#include <drm/drm_syncobj.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"
#include "msm_submitqueue.h"

/*
 * SUDO runs commands from the ring, unprotected: upstream builds it only
 * with CONFIG_DRM_MSM_GPU_SUDO and allows it only with CAP_SYS_RAWIO.
 */
static bool allow_sudo;
module_param(allow_sudo, bool, 0600);
MODULE_PARM_DESC(allow_sudo, "Let CAP_SYS_RAWIO run MSM_SUBMIT_SUDO submits (default: no)");

/*
 * More commands than this cannot fit in the ring with their IB packets:
 * a submit that does not fit would be lost (upstream has no limit).
 */
#define MSM_SUBMIT_MAX_CMDS	1024

/* For arrays whose size userspace picks: fail quietly rather than WARN */
#define MSM_GFP_USER_SIZED	(GFP_KERNEL | __GFP_NOWARN | __GFP_NORETRY)

/* The syncobjs a submit signals, and those it resets after waiting */
struct msm_submit_syncobjs {
	struct drm_syncobj **reset;
	unsigned int nr_reset;
	struct drm_syncobj **out;
	struct dma_fence_chain **chains;
	u64 *points;
	unsigned int nr_out;
};

static void msm_gem_submit_destroy(struct kref *kref)
{
	struct msm_gem_submit *submit =
		container_of(kref, struct msm_gem_submit, ref);
	struct msm_gpu_submitqueue *queue = submit->queue;
	unsigned int i;

	if (submit->fence_id) {
		spin_lock(&queue->idr_lock);
		idr_remove(&queue->fence_idr, submit->fence_id);
		spin_unlock(&queue->idr_lock);
	}
	dma_fence_put(submit->user_fence);
	msm_fence_put(submit->hw_fence);
	put_pid(submit->pid);
	for (i = 0; i < submit->nr_bos; i++)
		if (submit->bos[i].obj)
			drm_gem_object_put(submit->bos[i].obj);
	for (i = 0; i < submit->nr_cmds; i++)
		kfree(submit->cmd[i].relocs);
	msm_submitqueue_put(queue);
	kfree(submit->cmd);
	kfree(submit);
}

void msm_gem_submit_put(struct msm_gem_submit *submit)
{
	kref_put(&submit->ref, msm_gem_submit_destroy);
}

static struct msm_gem_submit *
msm_submit_create(struct msm_gpu *gpu, struct msm_gpu_submitqueue *queue,
		  u32 nr_bos, u32 nr_cmds)
{
	struct msm_gem_submit *submit;
	size_t size = struct_size(submit, bos, nr_bos);
	int ret;

	if (size == SIZE_MAX)
		return ERR_PTR(-ENOMEM);
	submit = kzalloc(size, MSM_GFP_USER_SIZED);
	if (!submit)
		return ERR_PTR(-ENOMEM);
	submit->cmd = kcalloc(nr_cmds, sizeof(*submit->cmd), GFP_KERNEL);
	/* run_job may not allocate: its fence is made now */
	submit->hw_fence = msm_fence_alloc();
	if (!submit->cmd || IS_ERR(submit->hw_fence)) {
		ret = -ENOMEM;
		goto fail;
	}

	ret = msm_sched_job_init(&submit->base, queue->entity, queue,
				 queue->ctx->client_id);
	if (ret)
		goto fail;

	kref_init(&submit->ref);
	kref_get(&queue->ref);
	submit->gpu = gpu;
	submit->queue = queue;
	submit->ring = gpu->rb[queue->ring_nr];
	INIT_LIST_HEAD(&submit->node);
	return submit;

fail:
	msm_fence_put(submit->hw_fence);
	kfree(submit->cmd);
	kfree(submit);
	return ERR_PTR(ret);
}

/* The BO table: flags checked, handles resolved, references taken */
static int msm_submit_lookup_bos(struct msm_gem_submit *submit,
				 struct drm_file *file, u64 user_bos,
				 u32 nr_bos)
{
	struct drm_msm_gem_submit_bo __user *ubos = u64_to_user_ptr(user_bos);
	unsigned int i;
	int ret;

	for (i = 0; i < nr_bos; i++) {
		struct drm_msm_gem_submit_bo bo;

		if (copy_from_user(&bo, &ubos[i], sizeof(bo)))
			return -EFAULT;
		if ((bo.flags & ~MSM_SUBMIT_BO_FLAGS) ||
		    !(bo.flags & (MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE)))
			return -EINVAL;

		submit->bos[i].flags = bo.flags;
		submit->bos[i].presumed = bo.presumed;
		submit->bos[i].obj = drm_gem_object_lookup(file, bo.handle);
		if (!submit->bos[i].obj)
			return -EINVAL;
		submit->nr_bos = i + 1;
		ret = msm_gem_prepare_iova(submit->bos[i].obj);
		if (ret)
			return ret;
	}
	return 0;
}

static int msm_submit_lookup_cmds(struct msm_gem_submit *submit,
				  u64 user_cmds, u32 nr_cmds)
{
	struct drm_msm_gem_submit_cmd __user *ucmds =
		u64_to_user_ptr(user_cmds);
	unsigned int i;

	for (i = 0; i < nr_cmds; i++) {
		struct msm_gem_submit_cmd *cmd = &submit->cmd[i];
		struct drm_msm_gem_submit_cmd c;
		size_t size;

		if (copy_from_user(&c, &ucmds[i], sizeof(c)))
			return -EFAULT;

		switch (c.type) {
		case MSM_SUBMIT_CMD_BUF:
		case MSM_SUBMIT_CMD_IB_TARGET_BUF:
		case MSM_SUBMIT_CMD_CTX_RESTORE_BUF:
			break;
		default:
			return -EINVAL;
		}
		/* As upstream: the size is whole dwords, the offset truncated */
		if (c.size % 4)
			return -EINVAL;

		cmd->type = c.type;
		cmd->size = c.size / 4;
		cmd->offset = c.submit_offset / 4;
		cmd->idx = c.submit_idx;
		submit->nr_cmds = i + 1;

		size = array_size(c.nr_relocs, sizeof(*cmd->relocs));
		if (size == SIZE_MAX)
			return -ENOMEM;
		if (!size)
			continue;
		cmd->relocs = memdup_user(u64_to_user_ptr(c.relocs), size);
		if (IS_ERR(cmd->relocs)) {
			int ret = PTR_ERR(cmd->relocs);

			cmd->relocs = NULL;
			return ret;
		}
		cmd->nr_relocs = c.nr_relocs;
	}
	return 0;
}

/*
 * With every buffer locked: GPU addresses, room for our fence, and the
 * implicit fences to wait for (unless NO_IMPLICIT says the client syncs).
 */
static int msm_submit_prepare_bos(struct msm_gem_submit *submit,
				  struct msm_file_private *ctx,
				  bool no_implicit)
{
	bool all_valid = true;
	unsigned int i;
	int ret;

	for (i = 0; i < submit->nr_bos; i++) {
		struct msm_gem_submit_bo *bo = &submit->bos[i];
		bool write = bo->flags & MSM_SUBMIT_BO_WRITE;

		/* DONTNEED or purged: the GPU may not use it (6.1: EBUSY) */
		if (to_msm_bo(bo->obj)->base.madv != 0)
			return -EBUSY;
		ret = msm_gem_get_iova_locked(bo->obj, ctx->aspace, &bo->iova);
		if (ret)
			return ret;
		all_valid &= bo->iova == bo->presumed;

		ret = dma_resv_reserve_fences(bo->obj->resv, 1);
		if (ret)
			return ret;
		if (no_implicit || (bo->flags & MSM_SUBMIT_BO_NO_IMPLICIT))
			continue;
		ret = drm_sched_job_add_implicit_dependencies(&submit->base,
							      bo->obj, write);
		if (ret)
			return ret;
	}
	submit->valid = all_valid;
	return 0;
}

/* Writes the relocs of one command buffer into it */
static int msm_submit_relocs(struct msm_gem_submit *submit,
			     struct msm_gem_submit_cmd *cmd,
			     struct drm_gem_object *obj)
{
	struct iosys_map map;
	u32 *ptr, last = 0;
	unsigned int i;
	int ret;

	ret = drm_gem_shmem_vmap(&to_msm_bo(obj)->base, &map);
	if (ret)
		return ret;
	ptr = map.vaddr;

	for (i = 0; i < cmd->nr_relocs; i++) {
		struct drm_msm_gem_submit_reloc *r = &cmd->relocs[i];
		u32 off = r->submit_offset / 4;
		u64 iova;

		/* In order, inside the buffer, on dword boundaries */
		if (r->submit_offset % 4 || off >= obj->size / 4 ||
		    off < last || r->reloc_idx >= submit->nr_bos) {
			ret = -EINVAL;
			break;
		}
		last = off;
		if (submit->bos[r->reloc_idx].iova ==
		    submit->bos[r->reloc_idx].presumed)
			continue;

		iova = submit->bos[r->reloc_idx].iova + r->reloc_offset;
		if (r->shift < 0)
			iova >>= -r->shift;
		else
			iova <<= r->shift;
		ptr[off] = iova | r->or;
	}

	drm_gem_shmem_vunmap(&to_msm_bo(obj)->base, &map);
	return ret;
}

/* Command buffers must lie inside their buffer; then their relocs */
static int msm_submit_check_cmds(struct msm_gem_submit *submit)
{
	unsigned int i;
	int ret;

	for (i = 0; i < submit->nr_cmds; i++) {
		struct msm_gem_submit_cmd *cmd = &submit->cmd[i];
		struct drm_gem_object *obj;

		if (cmd->idx >= submit->nr_bos)
			return -EINVAL;
		obj = submit->bos[cmd->idx].obj;
		if (!cmd->size ||
		    (u64)cmd->offset + cmd->size > obj->size / 4)
			return -EINVAL;
		/* SUDO commands are copied into the ring: a quarter at most */
		if (submit->in_rb && cmd->size > MSM_GPU_RINGBUFFER_SZ / 16)
			return -EINVAL;
		cmd->iova = submit->bos[cmd->idx].iova + cmd->offset * 4ull;

		if (submit->valid || !cmd->nr_relocs)
			continue;
		ret = msm_submit_relocs(submit, cmd, obj);
		if (ret)
			return ret;
	}
	return 0;
}

/* Reads entry i of a user array of syncobj descriptors */
static int msm_syncobj_desc(u64 base, u32 stride, unsigned int i,
			    struct drm_msm_gem_submit_syncobj *desc)
{
	memset(desc, 0, sizeof(*desc));
	if (copy_from_user(desc, u64_to_user_ptr(base + (u64)i * stride),
			   min_t(u32, stride, sizeof(*desc))))
		return -EFAULT;
	return 0;
}

static int msm_submit_in_syncobjs(struct msm_gem_submit *submit,
				  struct drm_file *file,
				  struct drm_msm_gem_submit *args,
				  struct msm_submit_syncobjs *so)
{
	bool timeline = drm_core_check_feature(file->minor->dev,
					       DRIVER_SYNCOBJ_TIMELINE);
	unsigned int i;
	int ret;

	/* Sized by userspace: may fail, quietly */
	so->reset = kcalloc(args->nr_in_syncobjs, sizeof(*so->reset),
			    MSM_GFP_USER_SIZED);
	if (!so->reset && args->nr_in_syncobjs)
		return -ENOMEM;

	for (i = 0; i < args->nr_in_syncobjs; i++) {
		struct drm_msm_gem_submit_syncobj desc;
		struct dma_fence *fence;

		ret = msm_syncobj_desc(args->in_syncobjs, args->syncobj_stride,
				       i, &desc);
		if (ret)
			return ret;
		if (desc.point && !timeline)
			return -EOPNOTSUPP;
		if (desc.flags & ~MSM_SUBMIT_SYNCOBJ_FLAGS)
			return -EINVAL;

		ret = drm_syncobj_find_fence(file, desc.handle, desc.point, 0,
					     &fence);
		if (ret)
			return ret;
		ret = drm_sched_job_add_dependency(&submit->base, fence);
		if (ret)
			return ret;

		if (desc.flags & MSM_SUBMIT_SYNCOBJ_RESET) {
			so->reset[so->nr_reset] =
				drm_syncobj_find(file, desc.handle);
			if (!so->reset[so->nr_reset])
				return -EINVAL;
			so->nr_reset++;
		}
	}
	return 0;
}

static int msm_submit_out_syncobjs(struct drm_file *file,
				   struct drm_msm_gem_submit *args,
				   struct msm_submit_syncobjs *so)
{
	bool timeline = drm_core_check_feature(file->minor->dev,
					       DRIVER_SYNCOBJ_TIMELINE);
	unsigned int n = args->nr_out_syncobjs, i;
	int ret;

	/* Sized by userspace: may fail, quietly */
	so->out = kcalloc(n, sizeof(*so->out), MSM_GFP_USER_SIZED);
	so->chains = kcalloc(n, sizeof(*so->chains), MSM_GFP_USER_SIZED);
	so->points = kcalloc(n, sizeof(*so->points), MSM_GFP_USER_SIZED);
	if (n && (!so->out || !so->chains || !so->points))
		return -ENOMEM;

	for (i = 0; i < n; i++) {
		struct drm_msm_gem_submit_syncobj desc;

		ret = msm_syncobj_desc(args->out_syncobjs, args->syncobj_stride,
				       i, &desc);
		if (ret)
			return ret;
		if (desc.flags)
			return -EINVAL;
		if (desc.point && !timeline)
			return -EOPNOTSUPP;
		so->out[i] = drm_syncobj_find(file, desc.handle);
		if (!so->out[i])
			return -EINVAL;
		so->nr_out = i + 1;
		so->points[i] = desc.point;
		if (desc.point) {
			so->chains[i] = dma_fence_chain_alloc();
			if (!so->chains[i])
				return -ENOMEM;
		}
	}
	return 0;
}

/* After the submit is queued: signal the out-syncobjs, reset the in ones */
static void msm_submit_syncobjs_post(struct msm_submit_syncobjs *so,
				     struct dma_fence *fence)
{
	unsigned int i;

	for (i = 0; i < so->nr_reset; i++)
		drm_syncobj_replace_fence(so->reset[i], NULL);
	for (i = 0; i < so->nr_out; i++) {
		if (so->chains[i]) {
			drm_syncobj_add_point(so->out[i], so->chains[i], fence,
					      so->points[i]);
			so->chains[i] = NULL;	/* the syncobj owns it now */
		} else {
			drm_syncobj_replace_fence(so->out[i], fence);
		}
	}
}

static void msm_submit_syncobjs_free(struct msm_submit_syncobjs *so)
{
	unsigned int i;

	for (i = 0; i < so->nr_reset; i++)
		drm_syncobj_put(so->reset[i]);
	/* Chains still here were never handed to a syncobj */
	for (i = 0; i < so->nr_out; i++) {
		dma_fence_chain_free(so->chains[i]);
		drm_syncobj_put(so->out[i]);
	}
	kfree(so->reset);
	kfree(so->out);
	kfree(so->chains);
	kfree(so->points);
}

/*
 * FENCE_SN_IN: any id not in use on the queue, as upstream, in any order;
 * not 0 (which means no fence) and not above INT_MAX (ids are ints).
 */
static int msm_submit_check_fence_sn(struct msm_gpu_submitqueue *queue,
				     u32 fence_id)
{
	bool taken;

	if (!fence_id || fence_id > INT_MAX)
		return -EINVAL;
	spin_lock(&queue->idr_lock);
	taken = idr_find(&queue->fence_idr, fence_id);
	spin_unlock(&queue->idr_lock);
	return taken ? -EINVAL : 0;
}

/* Publishes the finished fence under an id; cannot fail after preload */
static void msm_submit_fence_id(struct msm_gem_submit *submit, u32 sn)
{
	struct msm_gpu_submitqueue *queue = submit->queue;
	int id;

	idr_preload(GFP_KERNEL);
	spin_lock(&queue->idr_lock);
	if (sn) {
		id = sn;
		if (idr_alloc_u32(&queue->fence_idr, submit->user_fence,
				  &sn, sn, GFP_NOWAIT))
			id = 0;
	} else {
		id = idr_alloc_cyclic(&queue->fence_idr, submit->user_fence,
				      1, INT_MAX, GFP_NOWAIT);
	}
	/* The newest submit's id, as upstream (FENCE_SN_IN may go back) */
	if (id > 0) {
		submit->fence_id = id;
		WRITE_ONCE(queue->last_fence, id);
	}
	spin_unlock(&queue->idr_lock);
	idr_preload_end();
}

static void msm_submit_attach_fences(struct msm_gem_submit *submit)
{
	unsigned int i;

	for (i = 0; i < submit->nr_bos; i++) {
		struct msm_gem_submit_bo *bo = &submit->bos[i];

		dma_resv_add_fence(bo->obj->resv, submit->user_fence,
				   bo->flags & MSM_SUBMIT_BO_WRITE ?
				   DMA_RESV_USAGE_WRITE : DMA_RESV_USAGE_READ);
	}
}

static int msm_submit_check_args(struct msm_gpu *gpu,
				 struct drm_msm_gem_submit *args)
{
	if (!gpu)
		return -ENXIO;
	if (args->pad)
		return -EINVAL;
	if (MSM_PIPE_ID(args->flags) != MSM_PIPE_3D0 ||
	    (MSM_PIPE_FLAGS(args->flags) & ~MSM_SUBMIT_FLAGS))
		return -EINVAL;
	if ((args->flags & MSM_SUBMIT_SUDO) &&
	    (!allow_sudo || !capable(CAP_SYS_RAWIO)))
		return -EINVAL;
	if (args->nr_cmds > MSM_SUBMIT_MAX_CMDS)
		return -EINVAL;
	return 0;
}

/* Everything between creation and arming: any failure is undone whole */
static int msm_submit_build(struct msm_gem_submit *submit,
			    struct drm_file *file,
			    struct drm_msm_gem_submit *args,
			    struct msm_submit_syncobjs *so,
			    struct drm_gem_object ***objs)
{
	struct msm_file_private *ctx = file->driver_priv;
	unsigned int i;
	int ret;

	if (args->flags & MSM_SUBMIT_FENCE_FD_IN) {
		struct dma_fence *in = sync_file_get_fence(args->fence_fd);

		if (!in)
			return -EINVAL;
		ret = drm_sched_job_add_dependency(&submit->base, in);
		if (ret)
			return ret;
	}
	if (args->flags & MSM_SUBMIT_SYNCOBJ_IN) {
		ret = msm_submit_in_syncobjs(submit, file, args, so);
		if (ret)
			return ret;
	}
	if (args->flags & MSM_SUBMIT_SYNCOBJ_OUT) {
		ret = msm_submit_out_syncobjs(file, args, so);
		if (ret)
			return ret;
	}

	ret = msm_submit_lookup_bos(submit, file, args->bos, args->nr_bos);
	if (ret)
		return ret;
	ret = msm_submit_lookup_cmds(submit, args->cmds, args->nr_cmds);
	if (ret)
		return ret;

	*objs = kmalloc_array(submit->nr_bos, sizeof(**objs),
			      MSM_GFP_USER_SIZED);
	if (!*objs && submit->nr_bos)
		return -ENOMEM;
	for (i = 0; i < submit->nr_bos; i++)
		(*objs)[i] = submit->bos[i].obj;
	/* The same buffer twice: the ww_mutex says EALREADY, 6.1 EINVAL */
	ret = drm_gem_lock_reservations(*objs, submit->nr_bos,
					&submit->ticket);
	if (ret) {
		kfree(*objs);
		*objs = NULL;
		return ret == -EALREADY ? -EINVAL : ret;
	}

	ret = msm_submit_prepare_bos(submit, ctx,
				     args->flags & MSM_SUBMIT_NO_IMPLICIT);
	if (!ret)
		ret = msm_submit_check_cmds(submit);
	if (!ret && (args->flags & MSM_SUBMIT_FENCE_SN_IN))
		ret = msm_submit_check_fence_sn(submit->queue, args->fence);
	return ret;
}

/* Who submits: by the time the GPU gets it, current is drm_sched's thread */
static void msm_submit_set_task(struct msm_gem_submit *submit,
				struct msm_file_private *ctx)
{
	get_task_comm(submit->comm, current);
	spin_lock(&ctx->lock);
	if (ctx->comm)
		strscpy(submit->comm, ctx->comm, sizeof(submit->comm));
	spin_unlock(&ctx->lock);
	submit->pid = get_pid(task_tgid(current));
}

int msm_ioctl_gem_submit(struct drm_device *dev, void *data,
			 struct drm_file *file)
{
	struct msm_drm_private *priv = to_msm_priv(dev);
	struct msm_file_private *ctx = file->driver_priv;
	struct drm_msm_gem_submit *args = data;
	struct msm_submit_syncobjs so = { 0 };
	struct drm_gem_object **objs = NULL;
	struct msm_gpu_submitqueue *queue;
	struct msm_gem_submit *submit;
	struct sync_file *sync_file;
	struct dma_fence *fence;
	int out_fd = -1;
	int ret;

	ret = msm_submit_check_args(priv->gpu, args);
	if (ret)
		return ret;

	queue = msm_submitqueue_get(ctx, args->queueid);
	if (!queue)
		return -ENOENT;

	ret = mutex_lock_interruptible(&queue->lock);
	if (ret)
		goto out_queue;

	if (args->flags & MSM_SUBMIT_FENCE_FD_OUT) {
		out_fd = get_unused_fd_flags(O_CLOEXEC);
		if (out_fd < 0) {
			ret = out_fd;
			goto out_unlock;
		}
	}

	submit = msm_submit_create(priv->gpu, queue, args->nr_bos,
				   args->nr_cmds);
	if (IS_ERR(submit)) {
		ret = PTR_ERR(submit);
		goto out_fd;
	}
	submit->in_rb = args->flags & MSM_SUBMIT_SUDO;
	submit->ctx = ctx;
	msm_submit_set_task(submit, ctx);

	ret = msm_submit_build(submit, file, args, &so, &objs);
	if (ret) {
		if (objs)
			drm_gem_unlock_reservations(objs, submit->nr_bos,
						    &submit->ticket);
		drm_sched_job_cleanup(&submit->base);
		msm_gem_submit_put(submit);
		goto out_fd;
	}

	/* From here on the submit cannot fail: it will run */
	drm_sched_job_arm(&submit->base);
	submit->user_fence = dma_fence_get(&submit->base.s_fence->finished);
	fence = dma_fence_get(submit->user_fence);
	msm_submit_fence_id(submit, args->flags & MSM_SUBMIT_FENCE_SN_IN ?
				    args->fence : 0);
	msm_submit_attach_fences(submit);
	drm_gem_unlock_reservations(objs, submit->nr_bos, &submit->ticket);
	args->fence = submit->fence_id;
	drm_sched_entity_push_job(&submit->base);

	msm_submit_syncobjs_post(&so, fence);
	if (out_fd >= 0) {
		sync_file = sync_file_create(fence);
		if (sync_file) {
			fd_install(out_fd, sync_file->file);
			args->fence_fd = out_fd;
			out_fd = -1;
		} else {
			ret = -ENOMEM;
		}
	}
	dma_fence_put(fence);

out_fd:
	if (out_fd >= 0)
		put_unused_fd(out_fd);
out_unlock:
	mutex_unlock(&queue->lock);
out_queue:
	msm_submit_syncobjs_free(&so);
	kfree(objs);
	msm_submitqueue_put(queue);
	return ret;
}
