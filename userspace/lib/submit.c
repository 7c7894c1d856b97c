// SPDX-License-Identifier: MIT
/*
 * Submission: a frozen command stream becomes a drm_msm_gem_submit whose
 * BO table is the stream's buffers plus the stream's own buffer, whose
 * first command is the stream and whose further commands are the IBs it
 * reaches (IB_TARGET_BUF: not run as such, but the kernel applies their
 * relocs).  Then fences and syncobjs.
 */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <xf86drm.h>

#include "msm_priv.h"

/* The uAPI arrays of one submit, in one allocation */
struct submit_tables {
	struct drm_msm_gem_submit_bo *bos;
	struct drm_msm_gem_submit_cmd *cmds;
	struct drm_msm_gem_submit_reloc *relocs;
	uint32_t nr_bos, nr_cmds, nr_relocs;
};

/* Buffer flags the kernel knows of, given its version */
static uint32_t bo_flags_for(const struct msm_device *dev, uint32_t flags)
{
	if (!msm_device_has(dev, MSM_FEAT_BO_NAME))
		flags &= ~MSM_SUBMIT_BO_DUMP;
	if (!msm_device_has(dev, MSM_FEAT_BO_NO_IMPLICIT))
		flags &= ~MSM_SUBMIT_BO_NO_IMPLICIT;
	return flags;
}

static int32_t table_index(const struct msm_cs *cs, const struct msm_bo *bo)
{
	uint32_t i;

	for (i = 0; i < cs->nr_bos; i++)
		if (cs->bos[i].bo == bo)
			return (int32_t)i;
	return -1;
}

static int tables_alloc(struct submit_tables *t, const struct msm_cs *cs)
{
	uint32_t i, relocs = cs->nr_relocs;
	char *p;

	for (i = 0; i < cs->nr_targets; i++)
		relocs += cs->targets[i]->nr_relocs;
	t->nr_bos = cs->nr_bos + 1;
	t->nr_cmds = cs->nr_targets + 1;
	p = calloc(1, t->nr_bos * sizeof(*t->bos) +
		      t->nr_cmds * sizeof(*t->cmds) +
		      relocs * sizeof(*t->relocs));
	if (!p)
		return -ENOMEM;
	/* Largest alignment first: the arrays are all 8-byte aligned */
	t->relocs = (void *)p;
	t->bos = (void *)(p + relocs * sizeof(*t->relocs));
	t->cmds = (void *)((char *)t->bos + t->nr_bos * sizeof(*t->bos));
	t->nr_relocs = 0;
	return 0;
}

/* One command: cs's relocs with their buffers as indices of top's table */
static int add_cmd(struct submit_tables *t, struct drm_msm_gem_submit_cmd *c,
		   const struct msm_cs *top, const struct msm_cs *cs,
		   uint32_t type, int32_t idx)
{
	struct drm_msm_gem_submit_reloc *r = &t->relocs[t->nr_relocs];
	uint32_t i;

	c->type = type;
	c->submit_idx = (uint32_t)idx;
	c->size = msm_cs_len(cs) * 4;
	c->nr_relocs = cs->nr_relocs;
	c->relocs = (uintptr_t)r;
	for (i = 0; i < cs->nr_relocs; i++) {
		const struct msm_cs_reloc *src = &cs->relocs[i];
		int32_t target = cs == top ? (int32_t)src->bo_idx :
				 table_index(top, cs->bos[src->bo_idx].bo);

		if (target < 0)
			return -EINVAL;
		r[i] = (struct drm_msm_gem_submit_reloc){
			.submit_offset = src->offset,
			.or = src->or_bits,
			.shift = src->shift,
			.reloc_idx = (uint32_t)target,
			.reloc_offset = src->bo_offset,
		};
	}
	t->nr_relocs += cs->nr_relocs;
	return 0;
}

static int tables_fill(struct submit_tables *t, const struct msm_cs *cs)
{
	const struct msm_device *dev = cs->dev;
	uint32_t i;
	int ret;

	for (i = 0; i < cs->nr_bos; i++) {
		t->bos[i].handle = cs->bos[i].bo->handle;
		t->bos[i].flags = bo_flags_for(dev, cs->bos[i].flags);
		t->bos[i].presumed = cs->bos[i].bo->iova;
	}
	/* The stream's own buffer last, so its relocs' indices hold */
	t->bos[i].handle = cs->bo->handle;
	t->bos[i].flags = bo_flags_for(dev, MSM_SUBMIT_BO_READ |
					    MSM_SUBMIT_BO_DUMP);
	t->bos[i].presumed = cs->bo->iova;

	ret = add_cmd(t, &t->cmds[0], cs, cs, MSM_SUBMIT_CMD_BUF,
		      (int32_t)cs->nr_bos);
	for (i = 0; !ret && i < cs->nr_targets; i++)
		ret = add_cmd(t, &t->cmds[i + 1], cs, cs->targets[i],
			      MSM_SUBMIT_CMD_IB_TARGET_BUF,
			      table_index(cs, cs->targets[i]->bo));
	return ret;
}

/* Adds the uAPI flags the arguments ask for; -errno if the kernel lacks them */
static int submit_flags(struct msm_device *dev, uint32_t *flags,
			int in_fence_fd, int *out_fence_fd,
			const struct msm_syncobjs *so)
{
	uint32_t f = *flags;

	if (f & ~MSM_SUBMIT_FLAGS & ~MSM_PIPE_ID_MASK)
		return msm_error(dev, EINVAL, "unknown submit flags 0x%x", f);
	if (in_fence_fd >= 0)
		f |= MSM_SUBMIT_FENCE_FD_IN;
	if (out_fence_fd)
		f |= MSM_SUBMIT_FENCE_FD_OUT;
	if (so && so->nr_in)
		f |= MSM_SUBMIT_SYNCOBJ_IN;
	if (so && so->nr_out)
		f |= MSM_SUBMIT_SYNCOBJ_OUT;
	if ((f & (MSM_SUBMIT_FENCE_FD_IN | MSM_SUBMIT_FENCE_FD_OUT)) &&
	    !msm_device_has(dev, MSM_FEAT_FENCE_FD))
		return msm_error(dev, ENOTSUP, "fence fds need msm 1.2");
	if ((f & (MSM_SUBMIT_SYNCOBJ_IN | MSM_SUBMIT_SYNCOBJ_OUT)) &&
	    !msm_device_has(dev, MSM_FEAT_SYNCOBJ))
		return msm_error(dev, ENOTSUP, "syncobjs need msm 1.6");
	if ((f & MSM_SUBMIT_FENCE_SN_IN) &&
	    !msm_device_has(dev, MSM_FEAT_FENCE_SN_IN))
		return msm_error(dev, ENOTSUP, "FENCE_SN_IN needs msm 1.9");
	if (!MSM_PIPE_ID(f))
		f |= MSM_PIPE_3D0;
	*flags = f;
	return 0;
}

static void set_syncobjs(struct drm_msm_gem_submit *req,
			 const struct msm_syncobjs *so)
{
	if (!so)
		return;
	req->in_syncobjs = (uintptr_t)so->in;
	req->out_syncobjs = (uintptr_t)so->out;
	req->nr_in_syncobjs = so->nr_in;
	req->nr_out_syncobjs = so->nr_out;
	req->syncobj_stride = sizeof(struct drm_msm_gem_submit_syncobj);
}

/* MSM_DEBUG=dump and sync */
static void debug_submit(struct msm_queue *q, const struct msm_cs *cs,
			 uint32_t fence, bool after)
{
	struct msm_device *dev = q->dev;
	uint32_t i;

	if (!after && (dev->debug & MSM_DEBUG_DUMP)) {
		msm_debug_dump_cs(cs, stderr);
		for (i = 0; i < cs->nr_targets; i++)
			msm_debug_dump_cs(cs->targets[i], stderr);
	}
	if (after && (dev->debug & MSM_DEBUG_SYNC) &&
	    msm_fence_wait(q, fence, 10 * 1000000000ll))
		msm_log(dev, "sync: fence %u of queue %u did not signal",
			fence, q->id);
}

int msm_submit(struct msm_queue *q, struct msm_cs *cs, uint32_t flags,
	       int in_fence_fd, int *out_fence_fd,
	       const struct msm_syncobjs *syncobjs, uint32_t *fence)
{
	struct msm_device *dev = q->dev;
	struct drm_msm_gem_submit req = { .fence_fd = in_fence_fd };
	struct submit_tables t;
	int ret;

	if (cs->dev != dev)
		return msm_error(dev, EINVAL, "stream of another device");
	ret = msm_cs_freeze(cs);
	if (ret)
		return ret;
	req.flags = flags;
	ret = submit_flags(dev, &req.flags, in_fence_fd, out_fence_fd,
			   syncobjs);
	if (ret)
		return ret;
	if (tables_alloc(&t, cs))
		return msm_error(dev, ENOMEM, "submit tables");
	ret = tables_fill(&t, cs);
	if (ret) {
		free(t.relocs);
		return msm_error(dev, -ret, "IB target outside the BO table");
	}
	req.bos = (uintptr_t)t.bos;
	req.nr_bos = t.nr_bos;
	req.cmds = (uintptr_t)t.cmds;
	req.nr_cmds = t.nr_cmds;
	req.queueid = q->id;
	if ((flags & MSM_SUBMIT_FENCE_SN_IN) && fence)
		req.fence = *fence;
	set_syncobjs(&req, syncobjs);

	debug_submit(q, cs, 0, false);
	ret = msm_ioctl(dev, DRM_IOCTL_MSM_GEM_SUBMIT, &req, "GEM_SUBMIT");
	free(t.relocs);	/* the start of the one allocation */
	if (ret)
		return msm_error(dev, -ret, "GEM_SUBMIT to queue %u", q->id);
	if (out_fence_fd)
		*out_fence_fd = req.fence_fd;
	if (fence)
		*fence = req.fence;
	debug_submit(q, cs, req.fence, true);
	return 0;
}

int msm_fence_wait(struct msm_queue *q, uint32_t fence, int64_t timeout_ns)
{
	struct drm_msm_wait_fence req = {
		.fence = fence,
		.timeout = msm_abs_timeout(timeout_ns),
		.queueid = q->id,
	};
	int ret = msm_ioctl(q->dev, DRM_IOCTL_MSM_WAIT_FENCE, &req,
			    "WAIT_FENCE");

	/* Not signalled yet is an answer, not a failure */
	if (ret && ret != -ETIMEDOUT)
		return msm_error(q->dev, -ret, "WAIT_FENCE %u on queue %u",
				 fence, q->id);
	return ret;
}

int msm_sync_file_wait(int fd, int64_t timeout_ns)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };
	int ms = timeout_ns < 0 || timeout_ns > INT_MAX * 1000000ll ? -1 :
		 (int)((timeout_ns + 999999) / 1000000);
	int ret = poll(&p, 1, ms);

	if (ret < 0)
		return -errno;
	if (ret == 0)
		return -ETIMEDOUT;
	return (p.revents & (POLLERR | POLLNVAL)) ? -EINVAL : 0;
}

int msm_syncobj_create(struct msm_device *dev, bool signaled,
		       uint32_t *handle)
{
	uint32_t flags = signaled ? DRM_SYNCOBJ_CREATE_SIGNALED : 0;

	if (drmSyncobjCreate(dev->fd, flags, handle))
		return msm_error(dev, errno, "SYNCOBJ_CREATE");
	return 0;
}

int msm_syncobj_destroy(struct msm_device *dev, uint32_t handle)
{
	if (drmSyncobjDestroy(dev->fd, handle))
		return msm_error(dev, errno, "SYNCOBJ_DESTROY %u", handle);
	return 0;
}

int msm_syncobj_wait(struct msm_device *dev, const uint32_t *handles,
		     const uint64_t *points, uint32_t count,
		     int64_t timeout_ns)
{
	struct drm_msm_timespec t = msm_abs_timeout(timeout_ns);
	int64_t abs_ns = t.tv_sec * 1000000000ll + t.tv_nsec;
	uint32_t flags = DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL |
			 DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT;
	int ret;

	/* libdrm's prototypes lack const; it only reads them */
	if (points)
		ret = drmSyncobjTimelineWait(dev->fd, (uint32_t *)handles,
					     (uint64_t *)points, count, abs_ns,
					     flags, NULL);
	else
		ret = drmSyncobjWait(dev->fd, (uint32_t *)handles, count,
				     abs_ns, flags, NULL);
	if (ret && errno != ETIME && errno != ETIMEDOUT)
		return msm_error(dev, errno, "SYNCOBJ_WAIT");
	return ret ? -ETIMEDOUT : 0;
}

int msm_syncobj_export_sync_file(struct msm_device *dev, uint32_t handle,
				 int *fd)
{
	if (drmSyncobjExportSyncFile(dev->fd, handle, fd))
		return msm_error(dev, errno, "syncobj %u to sync_file", handle);
	return 0;
}

int msm_syncobj_import_sync_file(struct msm_device *dev, uint32_t handle,
				 int fd)
{
	if (drmSyncobjImportSyncFile(dev->fd, handle, fd))
		return msm_error(dev, errno, "sync_file %d into syncobj %u", fd,
				 handle);
	return 0;
}
