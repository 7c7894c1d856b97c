/* SPDX-License-Identifier: MIT */
/*
 * libmsm internals: the device, buffer and queue structures and the
 * functions the library's files share.  The host unit tests include it too,
 * to run the library against a fake kernel (struct msm_backend).
 */
#ifndef __LIBMSM_PRIV_H__
#define __LIBMSM_PRIV_H__

#include <stdarg.h>
#include <stdio.h>
#include <sys/types.h>

#include "msm.h"

/*
 * How the library reaches the kernel.  The real one is libdrm's drmIoctl
 * and mmap(2); the host tests put a fake kernel here.
 */
struct msm_backend {
	int (*ioctl)(int fd, unsigned long request, void *arg);
	void *(*mmap)(int fd, size_t size, off_t offset);
	int (*munmap)(void *addr, size_t size);
};

/* Buffers hashed by GEM handle: one msm_bo per handle */
#define MSM_HANDLE_BUCKETS	64

/* The BO cache: size buckets of idle, MADV_DONTNEED buffers */
#define MSM_CACHE_BUCKETS	56
#define MSM_CACHE_MAX_AGE_S	1	/* older idle buffers are freed */

struct msm_cache_bucket {
	uint32_t size;
	struct msm_bo *head;		/* most recently freed first */
};

struct msm_device {
	int fd;
	int major, minor;
	uint32_t features;		/* 1u << enum msm_feature */
	uint32_t debug;			/* MSM_DEBUG_* */
	const struct msm_backend *be;

	uint32_t gpu_id, gmem_size, nr_rings;
	uint64_t chip_id, gmem_base, max_freq;

	struct msm_bo *handles[MSM_HANDLE_BUCKETS];
	struct msm_cache_bucket cache[MSM_CACHE_BUCKETS];
	uint32_t nr_cache_buckets;

	char error[256];
};

struct msm_bo {
	struct msm_device *dev;
	uint32_t handle, size, flags;
	uint64_t iova;
	void *map;
	int refcnt;
	bool shared;			/* exported or imported: never cached */
	struct msm_bo *hnext;		/* in dev->handles */
	struct msm_bo *cnext;		/* in a cache bucket */
	uint32_t bucket_size;		/* its cache bucket's size, 0: none */
	int64_t freed_s;		/* when it entered the cache */
};

struct msm_queue {
	struct msm_device *dev;
	uint32_t id;
	bool owned;			/* made by msm_queue_new */
};

/* device.c */
struct msm_device *msm_device_new_with_backend(int fd, int major, int minor,
					       const struct msm_backend *be);
int msm_ioctl(struct msm_device *dev, unsigned long request, void *arg,
	      const char *name);
int msm_error(struct msm_device *dev, int err, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void msm_log(const struct msm_device *dev, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int64_t msm_now_ns(void);
struct drm_msm_timespec msm_abs_timeout(int64_t timeout_ns);

/* bo.c */
struct msm_bo *msm_bo_lookup(struct msm_device *dev, uint32_t handle);
void msm_bo_destroy(struct msm_bo *bo);
void msm_bo_free_all(struct msm_device *dev);

/* bo_cache.c */
void msm_bo_cache_init(struct msm_device *dev);
/* The bucket size for size, or 0 if too large to cache */
uint32_t msm_bo_cache_bucket_size(struct msm_device *dev, uint32_t size);
struct msm_bo *msm_bo_cache_take(struct msm_device *dev, uint32_t size,
				 uint32_t flags);
/* True if the cache took the buffer */
bool msm_bo_cache_put(struct msm_bo *bo);

/* debug.c */
uint32_t msm_debug_parse(const char *str, FILE *out);
void msm_debug_dump_cs(const struct msm_cs *cs, FILE *out);

#endif /* __LIBMSM_PRIV_H__ */
