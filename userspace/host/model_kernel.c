// SPDX-License-Identifier: MIT
/*
 * The ioctls libmsm makes, answered on the host GPU model: GEM buffers in
 * host memory, submits run to completion (relocs applied, BUF commands
 * through the ring, IB_TARGET_BUF ones only reached from them, as msm.ko
 * does), fences signalled when the ioctl returns, and per queue the
 * faults the submits caused.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include <xf86drm.h>

#include "msm_priv.h"
#include "model_kernel.h"
#include "host_gpu.h"

#define MK_BOS		4096
#define MK_QUEUES	64
#define MK_IOVA_START	0x01000000u
#define MK_IOVA_END	HOST_GPU_RING_IOVA

struct mk_bo {
	void *mem;
	uint32_t size, flags, iova;
};

static struct {
	struct host_gpu *hg;
	uint32_t gpu_id;
	uint64_t chip_id;
	struct mk_bo bos[MK_BOS];
	uint32_t next_iova;
	uint32_t fence;
	bool queue_used[MK_QUEUES];
	uint32_t queue_faults[MK_QUEUES];
} mk;

static struct mk_bo *mk_lookup(uint32_t handle)
{
	if (!handle || handle >= MK_BOS || !mk.bos[handle].mem)
		return NULL;
	return &mk.bos[handle];
}

static int mk_param(struct drm_msm_param *req)
{
	if (req->pipe != MSM_PIPE_3D0)
		return EINVAL;
	switch (req->param) {
	case MSM_PARAM_GPU_ID:
		req->value = mk.gpu_id;
		return 0;
	case MSM_PARAM_CHIP_ID:
		req->value = mk.chip_id;
		return 0;
	case MSM_PARAM_GMEM_SIZE:
		req->value = host_gpu_gmem_bytes(mk.hg);
		return 0;
	case MSM_PARAM_GMEM_BASE:
		req->value = 0x100000;
		return 0;
	case MSM_PARAM_MAX_FREQ:
		req->value = 500000000;
		return 0;
	case MSM_PARAM_PRIORITIES:
		req->value = 1;
		return 0;
	case MSM_PARAM_TIMESTAMP:
		req->value = 0;
		return 0;
	}
	return EINVAL;
}

static int mk_gem_new(struct drm_msm_gem_new *req)
{
	uint64_t size = (req->size + 4095) & ~4095ull;
	uint32_t h;
	void *mem;

	if (!req->size || size > 256u << 20)
		return EINVAL;
	if (size > MK_IOVA_END - mk.next_iova)
		return ENOSPC;
	for (h = 1; h < MK_BOS && mk.bos[h].mem; h++)
		;
	if (h == MK_BOS || posix_memalign(&mem, 4096, size))
		return ENOMEM;
	memset(mem, 0, size);
	mk.bos[h] = (struct mk_bo){
		.mem = mem, .size = (uint32_t)size, .flags = req->flags,
		.iova = mk.next_iova,
	};
	/* A free page between buffers: an overrun faults */
	mk.next_iova += (uint32_t)size + 4096;
	host_gpu_map(mk.hg, mk.bos[h].iova, mem, size);
	req->handle = h;
	return 0;
}

static int mk_gem_info(struct drm_msm_gem_info *req)
{
	struct mk_bo *b = mk_lookup(req->handle);

	if (!b)
		return ENOENT;
	switch (req->info) {
	case MSM_INFO_GET_IOVA:
		req->value = b->iova;
		return 0;
	case MSM_INFO_GET_OFFSET:
		req->value = (uint64_t)req->handle << 32;
		return 0;
	case MSM_INFO_SET_NAME:
		return 0;
	}
	return EINVAL;
}

static int mk_gem_close(struct drm_gem_close *req)
{
	struct mk_bo *b = mk_lookup(req->handle);

	if (!b)
		return EINVAL;
	host_gpu_unmap(mk.hg, b->iova, b->size);
	free(b->mem);
	memset(b, 0, sizeof(*b));
	return 0;
}

/* Patches cmd's buffer as msm.ko's submit_reloc does */
static int mk_relocs(const struct drm_msm_gem_submit_cmd *cmd,
		     const struct drm_msm_gem_submit_bo *bos, uint32_t nr_bos,
		     struct mk_bo *cb)
{
	const struct drm_msm_gem_submit_reloc *r =
		(const void *)(uintptr_t)cmd->relocs;
	uint32_t i;

	for (i = 0; i < cmd->nr_relocs; i++) {
		uint64_t off = (uint64_t)cmd->submit_offset + r[i].submit_offset;
		struct mk_bo *tb;
		uint64_t iova;

		if (r[i].reloc_idx >= nr_bos || off % 4 || off + 4 > cb->size)
			return EINVAL;
		tb = mk_lookup(bos[r[i].reloc_idx].handle);
		if (!tb)
			return EINVAL;
		iova = tb->iova + r[i].reloc_offset;
		iova = r[i].shift < 0 ? iova >> -r[i].shift :
					iova << r[i].shift;
		*(uint32_t *)((uint8_t *)cb->mem + off) =
			(uint32_t)iova | r[i].or;
	}
	return 0;
}

static int mk_submit(struct drm_msm_gem_submit *req)
{
	const struct drm_msm_gem_submit_bo *bos = (const void *)(uintptr_t)req->bos;
	const struct drm_msm_gem_submit_cmd *cmds =
		(const void *)(uintptr_t)req->cmds;
	uint64_t ibs[64];
	uint32_t dwords[64], i, n = 0;
	enum host_gpu_result res;
	int err;

	if (req->queueid >= MK_QUEUES || !mk.queue_used[req->queueid])
		return ENOENT;
	if (req->flags & ~(MSM_PIPE_ID_MASK | MSM_SUBMIT_NO_IMPLICIT) ||
	    req->nr_cmds > 64)
		return EINVAL;
	for (i = 0; i < req->nr_bos; i++)
		if (!mk_lookup(bos[i].handle))
			return EINVAL;
	for (i = 0; i < req->nr_cmds; i++) {
		struct mk_bo *cb;

		if (cmds[i].submit_idx >= req->nr_bos)
			return EINVAL;
		cb = mk_lookup(bos[cmds[i].submit_idx].handle);
		if ((uint64_t)cmds[i].submit_offset + cmds[i].size > cb->size ||
		    cmds[i].size % 4)
			return EINVAL;
		err = mk_relocs(&cmds[i], bos, req->nr_bos, cb);
		if (err)
			return err;
		if (cmds[i].type != MSM_SUBMIT_CMD_BUF)
			continue;
		ibs[n] = cb->iova + cmds[i].submit_offset;
		dwords[n++] = cmds[i].size / 4;
	}
	res = host_gpu_run(mk.hg, ibs, dwords, n, 1);
	if (res != HOST_GPU_IDLE)
		mk.queue_faults[req->queueid]++;
	req->fence = ++mk.fence;
	return 0;
}

static int mk_queue_new(struct drm_msm_submitqueue *req)
{
	uint32_t id;

	for (id = 1; id < MK_QUEUES && mk.queue_used[id]; id++)
		;
	if (id == MK_QUEUES)
		return ENOMEM;
	mk.queue_used[id] = true;
	mk.queue_faults[id] = 0;
	req->id = id;
	return 0;
}

static int mk_queue_close(const uint32_t *id)
{
	if (!*id || *id >= MK_QUEUES || !mk.queue_used[*id])
		return ENOENT;
	mk.queue_used[*id] = false;
	return 0;
}

static int mk_queue_query(struct drm_msm_submitqueue_query *req)
{
	uint32_t faults;

	if (req->id >= MK_QUEUES || !mk.queue_used[req->id])
		return ENOENT;
	if (req->param != MSM_SUBMITQUEUE_PARAM_FAULTS)
		return EINVAL;
	faults = mk.queue_faults[req->id];
	if (req->len >= sizeof(faults) && req->data)
		memcpy((void *)(uintptr_t)req->data, &faults, sizeof(faults));
	req->len = sizeof(faults);
	return 0;
}

static int mk_dispatch(unsigned long request, void *arg)
{
	switch (request) {
	case DRM_IOCTL_MSM_GET_PARAM:
		return mk_param(arg);
	case DRM_IOCTL_MSM_GEM_NEW:
		return mk_gem_new(arg);
	case DRM_IOCTL_MSM_GEM_INFO:
		return mk_gem_info(arg);
	case DRM_IOCTL_GEM_CLOSE:
		return mk_gem_close(arg);
	case DRM_IOCTL_MSM_GEM_MADVISE:
		((struct drm_msm_gem_madvise *)arg)->retained = 1;
		return 0;
	case DRM_IOCTL_MSM_GEM_CPU_PREP:
	case DRM_IOCTL_MSM_GEM_CPU_FINI:
		return 0;	/* every submit is done when its ioctl returns */
	case DRM_IOCTL_MSM_GEM_SUBMIT:
		return mk_submit(arg);
	case DRM_IOCTL_MSM_WAIT_FENCE:
		return ((struct drm_msm_wait_fence *)arg)->fence > mk.fence ?
		       EINVAL : 0;
	case DRM_IOCTL_MSM_SUBMITQUEUE_NEW:
		return mk_queue_new(arg);
	case DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE:
		return mk_queue_close(arg);
	case DRM_IOCTL_MSM_SUBMITQUEUE_QUERY:
		return mk_queue_query(arg);
	}
	return ENOTTY;
}

static int mk_ioctl(int fd, unsigned long request, void *arg)
{
	int err = mk_dispatch(request, arg);

	(void)fd;
	errno = err;
	return err ? -1 : 0;
}

static void *mk_mmap(int fd, size_t size, off_t offset)
{
	struct mk_bo *b = mk_lookup((uint32_t)((uint64_t)offset >> 32));

	(void)fd;
	if (!b || size > b->size)
		return MAP_FAILED;
	return b->mem;
}

static int mk_munmap(void *addr, size_t size)
{
	(void)addr;
	(void)size;
	return 0;
}

static const struct msm_backend model_backend = {
	.ioctl = mk_ioctl,
	.mmap = mk_mmap,
	.munmap = mk_munmap,
};

struct msm_device *model_device_open(uint32_t gpu_id)
{
	struct host_gpu_config cfg = { 0 };

	/* The chip ids msm.ko's vgpu gives these GPUs */
	if (gpu_id != 320 && gpu_id != 330 && gpu_id != 420 && gpu_id != 430) {
		errno = ENODEV;
		return NULL;
	}
	cfg.chip_id = (uint64_t)(gpu_id / 100) << 24 |
		      (uint64_t)(gpu_id / 10 % 10) << 16;
	host_gpu_free(mk.hg);
	memset(&mk, 0, sizeof(mk));
	mk.hg = host_gpu_new(&cfg);
	if (!mk.hg) {
		errno = ENODEV;
		return NULL;
	}
	mk.gpu_id = gpu_id;
	mk.chip_id = cfg.chip_id;
	mk.next_iova = MK_IOVA_START;
	mk.queue_used[0] = true;	/* the default queue */
	return msm_device_new_with_backend(-1, 1, 10, &model_backend);
}

struct host_gpu *model_device_gpu(void)
{
	return mk.hg;
}
