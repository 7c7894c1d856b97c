/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Command streams for the submission tests: PM4 packets into a buffer,
 * and submitting them, with the register database's names.
 */
#ifndef __MSM_CS_H__
#define __MSM_CS_H__

#include <linux/sync_file.h>

#include "msm_test.h"
#include "generated/adreno_common.xml.h"
#include "generated/adreno_pm4.xml.h"

/* A buffer of the test, mapped, with its GPU address */
struct msm_bo {
	uint32_t handle;
	uint32_t size;
	uint64_t iova;
	uint32_t *map;
};

static inline int msm_bo_create(int fd, uint32_t size, struct msm_bo *bo)
{
	memset(bo, 0, sizeof(*bo));
	bo->size = size;
	if (msm_bo_new(fd, size, MSM_BO_WC, &bo->handle) ||
	    msm_bo_info(fd, bo->handle, MSM_INFO_GET_IOVA, &bo->iova))
		return -1;
	bo->map = msm_bo_map(fd, bo->handle, size);
	if (bo->map == MAP_FAILED)
		return -1;
	memset(bo->map, 0, size);
	return 0;
}

static inline void msm_bo_destroy(int fd, struct msm_bo *bo)
{
	munmap(bo->map, bo->size);
	msm_bo_close(fd, bo->handle);
}

/* A command stream being written into a buffer */
struct msm_cs {
	struct msm_bo *bo;
	uint32_t start;		/* dword where this stream starts */
	uint32_t len;		/* dwords written */
};

static inline void cs_begin(struct msm_cs *cs, struct msm_bo *bo,
			    uint32_t start)
{
	cs->bo = bo;
	cs->start = start;
	cs->len = 0;
}

static inline void cs_emit(struct msm_cs *cs, uint32_t dw)
{
	cs->bo->map[cs->start + cs->len++] = dw;
}

static inline void cs_pkt0(struct msm_cs *cs, uint32_t reg, uint32_t count)
{
	cs_emit(cs, CP_TYPE0_PKT | ((count - 1) << 16) | (reg & 0x7fff));
}

static inline void cs_pkt3(struct msm_cs *cs, uint32_t op, uint32_t count)
{
	cs_emit(cs, CP_TYPE3_PKT | ((count - 1) << 16) | ((op & 0xff) << 8));
}

/* CP_MEM_WRITE of one value */
static inline void cs_mem_write(struct msm_cs *cs, uint64_t iova,
				uint32_t value)
{
	cs_pkt3(cs, CP_MEM_WRITE, 2);
	cs_emit(cs, (uint32_t)iova);
	cs_emit(cs, value);
}

/* CP_WAIT_REG_MEM: the CP waits until the dword at iova equals value */
static inline void cs_wait_mem_eq(struct msm_cs *cs, uint64_t iova,
				  uint32_t value)
{
	cs_pkt3(cs, CP_WAIT_REG_MEM, 5);
	cs_emit(cs, CP_WAIT_REG_MEM_0_FUNCTION(WRITE_EQ) |
		    CP_WAIT_REG_MEM_0_POLL(POLL_MEMORY));
	cs_emit(cs, (uint32_t)iova);
	cs_emit(cs, value);		/* reference */
	cs_emit(cs, 0xffffffff);	/* mask */
	cs_emit(cs, 16);		/* poll interval */
}

/*
 * A register that a write from an IB must fault on, by MSM_PARAM_GPU_ID:
 * a4xx's RBBM_SW_RESET_CMD, in a CP_PROTECT range; a3xx's 0x50, in the
 * RBBM range CP_PROTECT covers; a2xx's MH_MMU_PT_BASE, which protected
 * mode keeps from IBs
 */
static inline uint32_t cs_protected_reg(uint64_t gpu_id)
{
	return gpu_id >= 400 ? 0x22 : gpu_id >= 300 ? 0x50 : 0x42;
}

/* A submit of one command buffer plus more buffers, on a queue */
struct msm_submit_req {
	struct drm_msm_gem_submit_bo bos[8];
	struct drm_msm_gem_submit_cmd cmd;
	struct drm_msm_gem_submit args;
};

/* Buffer 0 is the command buffer; more follow with msm_submit_add */
static inline void msm_submit_init(struct msm_submit_req *req,
				   struct msm_cs *cs, uint32_t queue)
{
	memset(req, 0, sizeof(*req));
	req->bos[0].handle = cs->bo->handle;
	req->bos[0].flags = MSM_SUBMIT_BO_READ;
	req->bos[0].presumed = cs->bo->iova;
	req->cmd.type = MSM_SUBMIT_CMD_BUF;
	req->cmd.submit_idx = 0;
	req->cmd.submit_offset = cs->start * 4;
	req->cmd.size = cs->len * 4;
	req->args.flags = MSM_PIPE_3D0;
	req->args.nr_bos = 1;
	req->args.nr_cmds = 1;
	req->args.bos = (uintptr_t)req->bos;
	req->args.cmds = (uintptr_t)&req->cmd;
	req->args.queueid = queue;
}

static inline void msm_submit_add(struct msm_submit_req *req,
				  struct msm_bo *bo, uint32_t flags)
{
	struct drm_msm_gem_submit_bo *b = &req->bos[req->args.nr_bos++];

	b->handle = bo->handle;
	b->flags = flags;
	b->presumed = bo->iova;
}

static inline int msm_submit(int fd, struct msm_submit_req *req)
{
	return msm_ioctl(fd, DRM_IOCTL_MSM_GEM_SUBMIT, &req->args);
}

static inline int msm_wait_fence(int fd, uint32_t queue, uint32_t fence,
				 int64_t timeout_ns)
{
	struct drm_msm_wait_fence w = {
		.fence = fence, .queueid = queue,
		.timeout = msm_timeout_ns(timeout_ns),
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_WAIT_FENCE, &w);
}

static inline int msm_queue_new(int fd, uint32_t prio, uint32_t *id)
{
	struct drm_msm_submitqueue q = { .prio = prio };
	int err = msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &q);

	*id = q.id;
	return err;
}

static inline int msm_queue_faults(int fd, uint32_t id, int *faults)
{
	struct drm_msm_submitqueue_query q = {
		.data = (uintptr_t)faults, .id = id,
		.param = MSM_SUBMITQUEUE_PARAM_FAULTS, .len = sizeof(*faults),
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &q);
}

/* A sync_file's status: 1 signaled, 0 pending, < 0 the fence's error */
static inline int msm_fence_fd_status(int fence_fd)
{
	struct sync_file_info info = { 0 };

	if (ioctl(fence_fd, SYNC_IOC_FILE_INFO, &info))
		return -1000;
	return info.status;
}

#define SECOND_NS	1000000000ll

#endif /* __MSM_CS_H__ */
