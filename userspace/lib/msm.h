/* SPDX-License-Identifier: MIT */
/*
 * libmsm: a thin user-space driver library for the msm DRM driver
 * (Qualcomm Adreno a3xx/a4xx), on top of libdrm.
 *
 * Conventions:
 *  - functions returning int answer 0 (or a non-negative value) on success
 *    and a negative errno on failure; functions returning a pointer answer
 *    NULL and set errno.  Either way the message is kept for
 *    msm_last_error().  Nothing aborts or exits.  Answers of a poll (-EBUSY
 *    from MSM_PREP_NOSYNC, -ETIMEDOUT from a wait) are not failures and
 *    leave the message alone.
 *  - a device and everything made from it are used by one thread at a time.
 *  - timeouts are relative, in nanoseconds; MSM_WAIT_FOREVER has none.
 *
 * The command-stream helpers (OUT_PKT0, OUT_PKT3, OUT_RING, OUT_RELOC) take
 * register names and bitfield macros from the generated register headers,
 * e.g. "generated/a3xx.xml.h":
 *
 *	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
 *	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RENDERING_PASS));
 */
#ifndef __LIBMSM_H__
#define __LIBMSM_H__

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "msm_drm.h"
#include "generated/adreno_pm4.xml.h"

#if defined(__cplusplus)
extern "C" {
#endif

#pragma GCC visibility push(default)

struct msm_device;
struct msm_bo;
struct msm_queue;
struct msm_cs;

/* ---- Device ------------------------------------------------------------ */

/* Features, each turned on by the driver's minor version (as Mesa does) */
enum msm_feature {
	MSM_FEAT_MADVISE,	/* 1.1: MADVISE, hence the BO cache */
	MSM_FEAT_FENCE_FD,	/* 1.2: sync_file fences in and out */
	MSM_FEAT_SUBMITQUEUES,	/* 1.3: SUBMITQUEUE_NEW/CLOSE, priorities */
	MSM_FEAT_GMEM_BASE,	/* 1.3: MSM_PARAM_GMEM_BASE */
	MSM_FEAT_BO_NAME,	/* 1.4: INFO_SET_NAME, SUBMIT_BO_DUMP */
	MSM_FEAT_QUEUE_QUERY,	/* 1.5: SUBMITQUEUE_QUERY */
	MSM_FEAT_SYNCOBJ,	/* 1.6: syncobjs in and out of a submit */
	MSM_FEAT_SUSPENDS,	/* 1.7: MSM_PARAM_SUSPENDS */
	MSM_FEAT_CACHED_COHERENT, /* 1.8: MSM_BO_CACHED_COHERENT */
	MSM_FEAT_FENCE_SN_IN,	/* 1.9: userspace-chosen fence numbers */
	MSM_FEAT_BO_NO_IMPLICIT, /* 1.10: per-buffer NO_IMPLICIT */
	MSM_FEAT_COUNT
};

/*
 * Opens path, or with NULL the first /dev/dri/renderD* whose driver is
 * "msm".  Refuses drivers other than msm and majors other than 1.
 */
struct msm_device *msm_device_open(const char *path);
void msm_device_close(struct msm_device *dev);

int msm_device_fd(const struct msm_device *dev);
/* The driver's version, e.g. 1 and 10 */
int msm_device_version(const struct msm_device *dev, int *minor);
bool msm_device_has(const struct msm_device *dev, enum msm_feature feat);

/* Parameters, fetched once at open (0 if the kernel did not answer) */
uint32_t msm_device_gpu_id(const struct msm_device *dev);
uint64_t msm_device_chip_id(const struct msm_device *dev);
uint32_t msm_device_gmem_size(const struct msm_device *dev);
uint64_t msm_device_gmem_base(const struct msm_device *dev);
uint64_t msm_device_max_freq(const struct msm_device *dev);
uint32_t msm_device_nr_rings(const struct msm_device *dev);
/* Any other parameter, asked now */
int msm_device_get_param(struct msm_device *dev, uint32_t param,
			 uint64_t *value);

/*
 * The message of the last failure on dev; with NULL, of the last failure
 * of this thread that had no device (msm_device_open).
 */
const char *msm_last_error(const struct msm_device *dev);

/* ---- Debugging: MSM_DEBUG=flag,flag,... (MSM_DEBUG=help lists them) ---- */

#define MSM_DEBUG_MSGS		(1u << 0)	/* log each ioctl and error */
#define MSM_DEBUG_DUMP		(1u << 1)	/* hexdump each submit's cs */
#define MSM_DEBUG_SYNC		(1u << 2)	/* wait for each submit */
#define MSM_DEBUG_NOCACHE	(1u << 3)	/* bypass the BO cache */
#define MSM_DEBUG_SYSMEM	(1u << 4)	/* libmsm-render: bypass GMEM */
#define MSM_DEBUG_GMEM		(1u << 5)	/* libmsm-render: GMEM bins */
#define MSM_DEBUG_NOBIN		(1u << 6)	/* libmsm-render: no binning */
#define MSM_DEBUG_SHADERS	(1u << 7)	/* mrc: print compiled ir3 */
#define MSM_DEBUG_NOSCHED	(1u << 8)	/* mrc: no scheduling */
#define MSM_DEBUG_HALF		(1u << 9)	/* mrc: mediump in half regs */

/* The flags of MSM_DEBUG, parsed once per process */
uint32_t msm_debug_flags(void);

/* ---- Buffers ----------------------------------------------------------- */

/*
 * A new buffer of at least size bytes, MSM_BO_* flags (WC when no cache
 * mode is given).  Comes from the BO cache when one of the same flags and
 * size bucket is idle and was not purged.
 */
struct msm_bo *msm_bo_new(struct msm_device *dev, uint32_t size,
			  uint32_t flags);
struct msm_bo *msm_bo_ref(struct msm_bo *bo);
/* Drops a reference; the last one sends the buffer to the cache or frees */
void msm_bo_unref(struct msm_bo *bo);

uint32_t msm_bo_handle(const struct msm_bo *bo);
uint32_t msm_bo_size(const struct msm_bo *bo);
uint64_t msm_bo_iova(const struct msm_bo *bo);
/* CPU mapping, made on first use and kept for the buffer's life */
void *msm_bo_map(struct msm_bo *bo);
/* Waits until the GPU is done with the buffer for op (MSM_PREP_*) */
int msm_bo_cpu_prep(struct msm_bo *bo, uint32_t op, int64_t timeout_ns);
int msm_bo_cpu_fini(struct msm_bo *bo);
/* MSM_MADV_*: answers 1 if the pages were retained, 0 if purged */
int msm_bo_madvise(struct msm_bo *bo, uint32_t madv);
int msm_bo_set_name(struct msm_bo *bo, const char *name);

/* A dma-buf fd (or negative errno); the buffer is never cached after */
int msm_bo_export_dmabuf(struct msm_bo *bo);
/* The buffer behind a dma-buf; the same msm_bo if already known here */
struct msm_bo *msm_bo_import_dmabuf(struct msm_device *dev, int fd);

/* Frees every buffer waiting in the BO cache */
void msm_bo_cache_trim(struct msm_device *dev);

/* ---- Submitqueues ------------------------------------------------------ */

/* A new submitqueue; prio 0 is the highest (below NR_RINGS) */
struct msm_queue *msm_queue_new(struct msm_device *dev, uint32_t prio);
/* Wraps an existing queue id (0: the default queue), closed by nobody */
struct msm_queue *msm_queue_from_id(struct msm_device *dev, uint32_t id);
void msm_queue_close(struct msm_queue *q);
uint32_t msm_queue_id(const struct msm_queue *q);
/* Faults this queue caused, or a negative errno */
int msm_queue_faults(struct msm_queue *q);

/* ---- Command streams --------------------------------------------------- */

/*
 * A command stream is written CPU-side into a growable array, then frozen:
 * copied into a buffer of its own.  Freezing happens at the first submit
 * of the stream, or when another stream emits it as an IB (a state group:
 * built once, then referenced from many submits).  A frozen stream can be
 * submitted or referenced again unchanged; msm_cs_reset() empties it.
 */
struct msm_cs_bo {
	struct msm_bo *bo;
	uint32_t flags;		/* MSM_SUBMIT_BO_*, merged */
};

struct msm_cs_reloc {
	uint32_t offset;	/* byte offset of the patched dword */
	uint32_t bo_idx;	/* in the stream's table of buffers */
	uint64_t bo_offset;
	uint32_t or_bits;
	int32_t shift;
};

/* Fields are the library's: read them, change them only through calls */
struct msm_cs {
	uint32_t *buf, *cur, *end;	/* written dwords: [buf, cur) */
	uint32_t max_dwords;		/* allocated at buf */
	int error;			/* first failure, reported at submit */
	int refcnt;
	bool frozen;
	struct msm_device *dev;
	struct msm_bo *bo;		/* the frozen copy */

	struct msm_cs_bo *bos;		/* buffers used, without duplicates */
	uint32_t nr_bos, max_bos;
	struct msm_cs_reloc *relocs;
	uint32_t nr_relocs, max_relocs;
	struct msm_cs **targets;	/* streams emitted as IBs, all levels */
	uint32_t nr_targets, max_targets;
};

struct msm_cs *msm_cs_new(struct msm_device *dev, uint32_t size_dwords);
struct msm_cs *msm_cs_ref(struct msm_cs *cs);
void msm_cs_unref(struct msm_cs *cs);
/* Empties the stream (and unfreezes it) for new commands */
void msm_cs_reset(struct msm_cs *cs);
/* Dwords written */
static inline uint32_t msm_cs_len(const struct msm_cs *cs)
{
	return (uint32_t)(cs->cur - cs->buf);
}

/* Copies the stream into its buffer: no more writes */
int msm_cs_freeze(struct msm_cs *cs);
/* Room for n more dwords; on failure cs->error is set */
int msm_cs_grow(struct msm_cs *cs, uint32_t n);
/* Adds bo to the stream's table (flags merge); its index or -errno */
int msm_cs_add_bo(struct msm_cs *cs, struct msm_bo *bo, uint32_t flags);
/* Writes ((iova(bo) + offset) << shift) | or_bits, recorded as a reloc */
void msm_cs_reloc(struct msm_cs *cs, struct msm_bo *bo, uint64_t offset,
		  uint32_t or_bits, int32_t shift, uint32_t flags);
/* CP_INDIRECT_BUFFER_PFD to target (frozen here if not yet) */
void msm_cs_emit_ib(struct msm_cs *cs, struct msm_cs *target);

static inline void OUT_RING(struct msm_cs *cs, uint32_t dw)
{
	if (cs->cur == cs->end && msm_cs_grow(cs, 1))
		return;
	*cs->cur++ = dw;
}

/* A type-0 packet: count registers from reg, the values follow */
static inline void OUT_PKT0(struct msm_cs *cs, uint32_t reg, uint32_t count)
{
	OUT_RING(cs, CP_TYPE0_PKT | PM4_TYPE0_COUNT(count - 1) |
		     PM4_TYPE0_REG(reg));
}

/* A type-3 packet: opcode and count payload dwords */
static inline void OUT_PKT3(struct msm_cs *cs, uint32_t opcode,
			    uint32_t count)
{
	OUT_RING(cs, CP_TYPE3_PKT | PM4_TYPE3_COUNT(count - 1) |
		     PM4_TYPE3_OPCODE(opcode));
}

/* A GPU address the GPU reads from (OUT_RELOCW: also writes to) */
static inline void OUT_RELOC(struct msm_cs *cs, struct msm_bo *bo,
			     uint64_t offset, uint32_t or_bits, int32_t shift)
{
	msm_cs_reloc(cs, bo, offset, or_bits, shift, MSM_SUBMIT_BO_READ);
}

static inline void OUT_RELOCW(struct msm_cs *cs, struct msm_bo *bo,
			      uint64_t offset, uint32_t or_bits, int32_t shift)
{
	msm_cs_reloc(cs, bo, offset, or_bits, shift,
		     MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE);
}

static inline void OUT_IB(struct msm_cs *cs, struct msm_cs *target)
{
	msm_cs_emit_ib(cs, target);
}

/* ---- Submission and synchronisation ------------------------------------ */

struct msm_syncobjs {
	const struct drm_msm_gem_submit_syncobj *in;
	const struct drm_msm_gem_submit_syncobj *out;
	uint32_t nr_in, nr_out;
};

/*
 * Submits cs (frozen here) on q.  flags: MSM_SUBMIT_* of the uAPI; the
 * FENCE_FD_IN/OUT and SYNCOBJ_IN/OUT flags are added from the arguments:
 * in_fence_fd (-1: none), out_fence_fd (NULL: none, else the new sync_file
 * fd), syncobjs (NULL: none).  fence (may be NULL) receives the fence; with
 * MSM_SUBMIT_FENCE_SN_IN it also gives it.
 */
int msm_submit(struct msm_queue *q, struct msm_cs *cs, uint32_t flags,
	       int in_fence_fd, int *out_fence_fd,
	       const struct msm_syncobjs *syncobjs, uint32_t *fence);

/* A wait's timeout that never ends it: the fence signals or the GPU hangs */
#define MSM_WAIT_FOREVER	INT64_MAX

/* Waits for a fence of q: 0, -ETIMEDOUT, ... */
int msm_fence_wait(struct msm_queue *q, uint32_t fence, int64_t timeout_ns);
/* Waits for a sync_file fd to signal */
int msm_sync_file_wait(int fd, int64_t timeout_ns);

int msm_syncobj_create(struct msm_device *dev, bool signaled,
		       uint32_t *handle);
int msm_syncobj_destroy(struct msm_device *dev, uint32_t handle);
/* Waits for all of them (binary syncobjs, or points with timelines) */
int msm_syncobj_wait(struct msm_device *dev, const uint32_t *handles,
		     const uint64_t *points, uint32_t count,
		     int64_t timeout_ns);
int msm_syncobj_export_sync_file(struct msm_device *dev, uint32_t handle,
				 int *fd);
int msm_syncobj_import_sync_file(struct msm_device *dev, uint32_t handle,
				 int fd);

#pragma GCC visibility pop

#if defined(__cplusplus)
}
#endif

#endif /* __LIBMSM_H__ */
