/* SPDX-License-Identifier: MIT */
/*
 * User-space interface of the msm DRM driver for Qualcomm Adreno GPUs.
 *
 * The binary layout (ioctl numbers, structure sizes and field offsets, flag
 * values) is that of the upstream Linux msm driver, so that programs built
 * against upstream (Mesa freedreno, libdrm, IGT) run unchanged.  Every
 * structure uses fixed-size fields and explicit padding: the same layout on
 * 32-bit and 64-bit user space.
 */
#ifndef __MSM_DRM_H__
#define __MSM_DRM_H__

#include "drm.h"

#if defined(__cplusplus)
extern "C" {
#endif

/* Pipes: the low 16 bits of drm_msm_param.pipe and drm_msm_gem_submit.flags */
#define MSM_PIPE_NONE			0x00
#define MSM_PIPE_2D0			0x01
#define MSM_PIPE_2D1			0x02
#define MSM_PIPE_3D0			0x10
#define MSM_PIPE_ID_MASK		0xffff
#define MSM_PIPE_ID(x)			((x) & MSM_PIPE_ID_MASK)
#define MSM_PIPE_FLAGS(x)		((x) & ~MSM_PIPE_ID_MASK)

/* Absolute CLOCK_MONOTONIC time, for the ioctls that take a timeout */
struct drm_msm_timespec {
	__s64 tv_sec;
	__s64 tv_nsec;
};

/* GET_PARAM / SET_PARAM parameters (RO: get only, WO: set only) */
#define MSM_PARAM_GPU_ID		0x01	/* RO: e.g. 320 */
#define MSM_PARAM_GMEM_SIZE		0x02	/* RO: bytes of tile memory */
#define MSM_PARAM_CHIP_ID		0x03	/* RO: core.major.minor.patch */
#define MSM_PARAM_MAX_FREQ		0x04	/* RO: Hz */
#define MSM_PARAM_TIMESTAMP		0x05	/* RO: GPU always-on counter */
#define MSM_PARAM_GMEM_BASE		0x06	/* RO: GPU address of GMEM */
#define MSM_PARAM_PRIORITIES		0x07	/* RO: submitqueue priorities */
#define MSM_PARAM_PP_PGTABLE		0x08	/* RO: always 0 (deprecated) */
#define MSM_PARAM_FAULTS		0x09	/* RO: GPU faults seen */
#define MSM_PARAM_SUSPENDS		0x0a	/* RO: times the GPU suspended */
#define MSM_PARAM_SYSPROF		0x0b	/* WO: 1 keep counters, 2 no suspend */
#define MSM_PARAM_COMM			0x0c	/* WO: override of task->comm */
#define MSM_PARAM_CMDLINE		0x0d	/* WO: override of the cmdline */
#define MSM_PARAM_VA_START		0x0e	/* RO: first usable GPU address */
#define MSM_PARAM_VA_SIZE		0x0f	/* RO: bytes of usable GPU VA */

/* Old name: one ring per priority group */
#define MSM_PARAM_NR_RINGS		MSM_PARAM_PRIORITIES

struct drm_msm_param {
	__u32 pipe;		/* in: MSM_PIPE_3D0 */
	__u32 param;		/* in: MSM_PARAM_* */
	__u64 value;		/* out for get, in for set (or a pointer) */
	__u32 len;		/* 0, or the length behind a pointer value */
	__u32 pad;		/* must be 0 */
};

/* Buffer flags (drm_msm_gem_new.flags) */
#define MSM_BO_SCANOUT			0x00000001
#define MSM_BO_GPU_READONLY		0x00000002
#define MSM_BO_CACHE_MASK		0x000f0000
#define MSM_BO_CACHED			0x00010000
#define MSM_BO_WC			0x00020000
#define MSM_BO_UNCACHED			0x00040000	/* deprecated: means WC */
#define MSM_BO_CACHED_COHERENT		0x00080000
#define MSM_BO_FLAGS			(MSM_BO_SCANOUT | \
					 MSM_BO_GPU_READONLY | \
					 MSM_BO_CACHE_MASK)

struct drm_msm_gem_new {
	__u64 size;		/* in: bytes, rounded up to pages */
	__u32 flags;		/* in: MSM_BO_* */
	__u32 handle;		/* out */
};

/* GEM_INFO requests (drm_msm_gem_info.info) */
#define MSM_INFO_GET_OFFSET		0x00	/* mmap offset, by value */
#define MSM_INFO_GET_IOVA		0x01	/* GPU address, by value */
#define MSM_INFO_SET_NAME		0x02	/* debug name, by pointer */
#define MSM_INFO_GET_NAME		0x03	/* debug name, by pointer */
#define MSM_INFO_SET_IOVA		0x04	/* GPU address, by value */
#define MSM_INFO_GET_FLAGS		0x05	/* MSM_BO_* flags, by value */

struct drm_msm_gem_info {
	__u32 handle;		/* in */
	__u32 info;		/* in: MSM_INFO_* */
	__u64 value;		/* in or out: a value or a user pointer */
	__u32 len;		/* in or out: bytes behind a pointer value */
	__u32 pad;		/* must be 0 */
};

/* CPU_PREP operations */
#define MSM_PREP_READ			0x01
#define MSM_PREP_WRITE			0x02
#define MSM_PREP_NOSYNC			0x04
#define MSM_PREP_FLAGS			(MSM_PREP_READ | MSM_PREP_WRITE | \
					 MSM_PREP_NOSYNC)

struct drm_msm_gem_cpu_prep {
	__u32 handle;		/* in */
	__u32 op;		/* in: MSM_PREP_* */
	struct drm_msm_timespec timeout;	/* in: absolute */
};

struct drm_msm_gem_cpu_fini {
	__u32 handle;		/* in */
};

/*
 * A reloc patches one dword of a cmdstream buffer with the GPU address of
 * another buffer: ((iova + reloc_offset) shifted by shift) | or.
 */
struct drm_msm_gem_submit_reloc {
	__u32 submit_offset;	/* in: byte offset in the cmdstream buffer */
	__u32 or;		/* in: ORed into the result */
	__s32 shift;		/* in: left shift, negative shifts right */
	__u32 reloc_idx;	/* in: index of the target in the BO table */
	__u64 reloc_offset;	/* in: byte offset in the target */
};

/* Command types (drm_msm_gem_submit_cmd.type) */
#define MSM_SUBMIT_CMD_BUF		0x0001
#define MSM_SUBMIT_CMD_IB_TARGET_BUF	0x0002
#define MSM_SUBMIT_CMD_CTX_RESTORE_BUF	0x0003

struct drm_msm_gem_submit_cmd {
	__u32 type;		/* in: MSM_SUBMIT_CMD_* */
	__u32 submit_idx;	/* in: index of the buffer in the BO table */
	__u32 submit_offset;	/* in: byte offset in that buffer */
	__u32 size;		/* in: bytes of commands */
	__u32 pad;
	__u32 nr_relocs;	/* in */
	__u64 relocs;		/* in: pointer to drm_msm_gem_submit_reloc[] */
};

/* Per-buffer flags of a submit (drm_msm_gem_submit_bo.flags) */
#define MSM_SUBMIT_BO_READ		0x0001
#define MSM_SUBMIT_BO_WRITE		0x0002
#define MSM_SUBMIT_BO_DUMP		0x0004
#define MSM_SUBMIT_BO_NO_IMPLICIT	0x0008	/* since driver 1.10 */
#define MSM_SUBMIT_BO_FLAGS		(MSM_SUBMIT_BO_READ | \
					 MSM_SUBMIT_BO_WRITE | \
					 MSM_SUBMIT_BO_DUMP | \
					 MSM_SUBMIT_BO_NO_IMPLICIT)

struct drm_msm_gem_submit_bo {
	__u32 flags;		/* in: MSM_SUBMIT_BO_* */
	__u32 handle;		/* in */
	__u64 presumed;		/* in/out: GPU address userspace assumed */
};

/* Submit flags (the high bits of drm_msm_gem_submit.flags) */
#define MSM_SUBMIT_NO_IMPLICIT		0x80000000
#define MSM_SUBMIT_FENCE_FD_IN		0x40000000
#define MSM_SUBMIT_FENCE_FD_OUT		0x20000000
#define MSM_SUBMIT_SUDO			0x10000000
#define MSM_SUBMIT_SYNCOBJ_IN		0x08000000
#define MSM_SUBMIT_SYNCOBJ_OUT		0x04000000
#define MSM_SUBMIT_FENCE_SN_IN		0x02000000
#define MSM_SUBMIT_FLAGS		(MSM_SUBMIT_NO_IMPLICIT | \
					 MSM_SUBMIT_FENCE_FD_IN | \
					 MSM_SUBMIT_FENCE_FD_OUT | \
					 MSM_SUBMIT_SUDO | \
					 MSM_SUBMIT_SYNCOBJ_IN | \
					 MSM_SUBMIT_SYNCOBJ_OUT | \
					 MSM_SUBMIT_FENCE_SN_IN)

#define MSM_SUBMIT_SYNCOBJ_RESET	0x00000001
#define MSM_SUBMIT_SYNCOBJ_FLAGS	(MSM_SUBMIT_SYNCOBJ_RESET)

struct drm_msm_gem_submit_syncobj {
	__u32 handle;		/* in */
	__u32 flags;		/* in: MSM_SUBMIT_SYNCOBJ_* */
	__u64 point;		/* in: timeline point, 0 for binary */
};

struct drm_msm_gem_submit {
	__u32 flags;		/* in: MSM_PIPE_* | MSM_SUBMIT_* */
	__u32 fence;		/* out, or in with MSM_SUBMIT_FENCE_SN_IN */
	__u32 nr_bos;		/* in */
	__u32 nr_cmds;		/* in */
	__u64 bos;		/* in: pointer to drm_msm_gem_submit_bo[] */
	__u64 cmds;		/* in: pointer to drm_msm_gem_submit_cmd[] */
	__s32 fence_fd;		/* in/out: sync_file fd */
	__u32 queueid;		/* in: submitqueue, 0 is the default one */
	__u64 in_syncobjs;	/* in: pointer to drm_msm_gem_submit_syncobj[] */
	__u64 out_syncobjs;	/* in: likewise */
	__u32 nr_in_syncobjs;	/* in */
	__u32 nr_out_syncobjs;	/* in */
	__u32 syncobj_stride;	/* in: bytes between syncobj entries */
	__u32 pad;		/* must be 0 */
};

struct drm_msm_wait_fence {
	__u32 fence;		/* in */
	__u32 pad;
	struct drm_msm_timespec timeout;	/* in: absolute */
	__u32 queueid;		/* in */
};

/* MADVISE states */
#define MSM_MADV_WILLNEED		0
#define MSM_MADV_DONTNEED		1
#define __MSM_MADV_PURGED		2	/* kernel-internal */

struct drm_msm_gem_madvise {
	__u32 handle;		/* in */
	__u32 madv;		/* in: MSM_MADV_* */
	__u32 retained;		/* out: the pages still exist */
};

#define MSM_SUBMITQUEUE_FLAGS		(0)

struct drm_msm_submitqueue {
	__u32 flags;		/* in: MSM_SUBMITQUEUE_* */
	__u32 prio;		/* in: 0 is the highest */
	__u32 id;		/* out */
};

#define MSM_SUBMITQUEUE_PARAM_FAULTS	0

struct drm_msm_submitqueue_query {
	__u64 data;		/* in: user pointer to the answer */
	__u32 id;		/* in: submitqueue */
	__u32 param;		/* in: MSM_SUBMITQUEUE_PARAM_* */
	__u32 len;		/* in/out: bytes at data */
	__u32 pad;
};

/* ioctl numbers, relative to DRM_COMMAND_BASE */
#define DRM_MSM_GET_PARAM		0x00
#define DRM_MSM_SET_PARAM		0x01
#define DRM_MSM_GEM_NEW			0x02
#define DRM_MSM_GEM_INFO		0x03
#define DRM_MSM_GEM_CPU_PREP		0x04
#define DRM_MSM_GEM_CPU_FINI		0x05
#define DRM_MSM_GEM_SUBMIT		0x06
#define DRM_MSM_WAIT_FENCE		0x07
#define DRM_MSM_GEM_MADVISE		0x08
#define DRM_MSM_GEM_SVM_NEW		0x09	/* reserved, never implemented */
#define DRM_MSM_SUBMITQUEUE_NEW		0x0A
#define DRM_MSM_SUBMITQUEUE_CLOSE	0x0B
#define DRM_MSM_SUBMITQUEUE_QUERY	0x0C

#define DRM_IOCTL_MSM_GET_PARAM \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_GET_PARAM, struct drm_msm_param)
#define DRM_IOCTL_MSM_SET_PARAM \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_SET_PARAM, struct drm_msm_param)
#define DRM_IOCTL_MSM_GEM_NEW \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_GEM_NEW, struct drm_msm_gem_new)
#define DRM_IOCTL_MSM_GEM_INFO \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_GEM_INFO, struct drm_msm_gem_info)
#define DRM_IOCTL_MSM_GEM_CPU_PREP \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_GEM_CPU_PREP, \
		struct drm_msm_gem_cpu_prep)
#define DRM_IOCTL_MSM_GEM_CPU_FINI \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_GEM_CPU_FINI, \
		struct drm_msm_gem_cpu_fini)
#define DRM_IOCTL_MSM_GEM_SUBMIT \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_GEM_SUBMIT, \
		 struct drm_msm_gem_submit)
#define DRM_IOCTL_MSM_WAIT_FENCE \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_WAIT_FENCE, \
		struct drm_msm_wait_fence)
#define DRM_IOCTL_MSM_GEM_MADVISE \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_GEM_MADVISE, \
		 struct drm_msm_gem_madvise)
#define DRM_IOCTL_MSM_SUBMITQUEUE_NEW \
	DRM_IOWR(DRM_COMMAND_BASE + DRM_MSM_SUBMITQUEUE_NEW, \
		 struct drm_msm_submitqueue)
#define DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_SUBMITQUEUE_CLOSE, __u32)
#define DRM_IOCTL_MSM_SUBMITQUEUE_QUERY \
	DRM_IOW(DRM_COMMAND_BASE + DRM_MSM_SUBMITQUEUE_QUERY, \
		struct drm_msm_submitqueue_query)

#if defined(__cplusplus)
}
#endif

#endif /* __MSM_DRM_H__ */
