// SPDX-License-Identifier: MIT
/*
 * The BO cache: freed buffers wait in size buckets, marked MADV_DONTNEED so
 * that the kernel may take their pages under memory pressure, and are
 * handed out again by msm_bo_new for the same flags and bucket once the GPU
 * is done with them and MADV_WILLNEED says their pages were retained.
 * Allocating and mapping a fresh GEM object costs several ioctls and page
 * faults; command streams, allocated at every submit, come back this way.
 */
#include <errno.h>

#include "msm_priv.h"

static void add_bucket(struct msm_device *dev, uint32_t size)
{
	dev->cache[dev->nr_cache_buckets++].size = size;
}

/*
 * As Mesa: 4, 8 and 12 KiB, then four steps per power of two up to
 * 64 MiB, so that a buffer wastes at most a quarter of its size.
 */
void msm_bo_cache_init(struct msm_device *dev)
{
	uint32_t size;

	add_bucket(dev, 4096);
	add_bucket(dev, 8192);
	add_bucket(dev, 12288);
	for (size = 16384; size <= (64u << 20); size *= 2) {
		add_bucket(dev, size);
		add_bucket(dev, size + size / 4);
		add_bucket(dev, size + size / 2);
		add_bucket(dev, size + size * 3 / 4);
	}
}

static struct msm_cache_bucket *find_bucket(struct msm_device *dev,
					    uint32_t size)
{
	uint32_t i;

	for (i = 0; i < dev->nr_cache_buckets; i++)
		if (dev->cache[i].size >= size)
			return &dev->cache[i];
	return NULL;
}

uint32_t msm_bo_cache_bucket_size(struct msm_device *dev, uint32_t size)
{
	struct msm_cache_bucket *b = find_bucket(dev, size);

	return b ? b->size : 0;
}

/* Unlinks *p from its bucket and frees the buffer */
static void drop(struct msm_bo **p)
{
	struct msm_bo *bo = *p;

	*p = bo->cnext;
	msm_bo_destroy(bo);
}

/* Unlinks *p and gives it out, or drops it if its pages are gone */
static struct msm_bo *revive(struct msm_bo **p)
{
	struct msm_bo *bo = *p;
	int retained;

	*p = bo->cnext;
	bo->cnext = NULL;
	retained = msm_bo_madvise(bo, MSM_MADV_WILLNEED);
	if (retained <= 0) {
		msm_log(bo->dev, "cache: handle %u was purged", bo->handle);
		msm_bo_destroy(bo);
		return NULL;
	}
	bo->refcnt = 1;
	msm_log(bo->dev, "cache: reusing handle %u (%u bytes)", bo->handle,
		bo->size);
	return bo;
}

struct msm_bo *msm_bo_cache_take(struct msm_device *dev, uint32_t size,
				 uint32_t flags)
{
	struct msm_cache_bucket *b = find_bucket(dev, size);
	struct msm_bo **p, *bo;

	if (!b || b->size != size)
		return NULL;
	for (p = &b->head; *p;) {
		/* The caller will write it: only idle buffers will do */
		if ((*p)->flags != flags ||
		    msm_bo_cpu_prep(*p, MSM_PREP_READ | MSM_PREP_WRITE |
				    MSM_PREP_NOSYNC, 0)) {
			p = &(*p)->cnext;
			continue;
		}
		bo = revive(p);
		if (bo)
			return bo;
	}
	return NULL;
}

/* Frees buffers that waited longer than MSM_CACHE_MAX_AGE_S */
static void expire(struct msm_device *dev, int64_t now_s)
{
	struct msm_bo **p;
	uint32_t i;

	for (i = 0; i < dev->nr_cache_buckets; i++) {
		for (p = &dev->cache[i].head; *p;) {
			if (now_s - (*p)->freed_s > MSM_CACHE_MAX_AGE_S)
				drop(p);
			else
				p = &(*p)->cnext;
		}
	}
}

bool msm_bo_cache_put(struct msm_bo *bo)
{
	struct msm_device *dev = bo->dev;
	struct msm_cache_bucket *b;
	int64_t now_s = msm_now_ns() / 1000000000ll;

	/* Shared buffers live on elsewhere: recycling them would alias */
	if (bo->shared || !bo->bucket_size ||
	    (dev->debug & MSM_DEBUG_NOCACHE))
		return false;
	b = find_bucket(dev, bo->bucket_size);
	if (!b || b->size != bo->bucket_size)
		return false;
	if (msm_bo_madvise(bo, MSM_MADV_DONTNEED) < 0)
		return false;
	expire(dev, now_s);
	bo->freed_s = now_s;
	bo->cnext = b->head;
	b->head = bo;
	return true;
}

void msm_bo_cache_trim(struct msm_device *dev)
{
	uint32_t i;

	for (i = 0; i < dev->nr_cache_buckets; i++)
		while (dev->cache[i].head)
			drop(&dev->cache[i].head);
}
