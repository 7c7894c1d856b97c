// SPDX-License-Identifier: MIT
/*
 * Buffers: GEM objects with a reference count, one msm_bo per GEM handle
 * (the kernel gives an imported dma-buf the handle it already has here, so
 * a handle table keeps imports from making a second msm_bo for it).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xf86drm.h>

#include "msm_priv.h"

#define PAGE_SIZE	4096u

static struct msm_bo **handle_slot(struct msm_device *dev, uint32_t handle)
{
	return &dev->handles[handle % MSM_HANDLE_BUCKETS];
}

struct msm_bo *msm_bo_lookup(struct msm_device *dev, uint32_t handle)
{
	struct msm_bo *bo;

	for (bo = *handle_slot(dev, handle); bo; bo = bo->hnext)
		if (bo->handle == handle)
			return bo;
	return NULL;
}

static void handle_remove(struct msm_bo *bo)
{
	struct msm_bo **p = handle_slot(bo->dev, bo->handle);

	while (*p && *p != bo)
		p = &(*p)->hnext;
	if (*p)
		*p = bo->hnext;
}

static int gem_info(struct msm_device *dev, uint32_t handle, uint32_t info,
		    uint64_t *value)
{
	struct drm_msm_gem_info req = { .handle = handle, .info = info };
	int ret = msm_ioctl(dev, DRM_IOCTL_MSM_GEM_INFO, &req, "GEM_INFO");

	if (ret)
		return msm_error(dev, -ret, "GEM_INFO %u of handle %u", info,
				 handle);
	*value = req.value;
	return 0;
}

static void gem_close(struct msm_device *dev, uint32_t handle)
{
	struct drm_gem_close req = { .handle = handle };

	msm_ioctl(dev, DRM_IOCTL_GEM_CLOSE, &req, "GEM_CLOSE");
}

/* An msm_bo for a handle of ours; on failure the handle is closed */
static struct msm_bo *bo_wrap(struct msm_device *dev, uint32_t handle,
			      uint32_t size, uint32_t flags)
{
	struct msm_bo *bo = calloc(1, sizeof(*bo));
	int ret;

	if (!bo) {
		msm_error(dev, ENOMEM, "msm_bo");
		gem_close(dev, handle);
		return NULL;
	}
	/* The GPU address never changes here: ask once */
	ret = gem_info(dev, handle, MSM_INFO_GET_IOVA, &bo->iova);
	if (ret) {
		free(bo);
		gem_close(dev, handle);
		errno = -ret;
		return NULL;
	}
	bo->dev = dev;
	bo->handle = handle;
	bo->size = size;
	bo->flags = flags;
	bo->refcnt = 1;
	bo->hnext = *handle_slot(dev, handle);
	*handle_slot(dev, handle) = bo;
	return bo;
}

static struct msm_bo *bo_alloc(struct msm_device *dev, uint32_t size,
			       uint32_t flags)
{
	struct drm_msm_gem_new req = { .size = size, .flags = flags };
	int ret = msm_ioctl(dev, DRM_IOCTL_MSM_GEM_NEW, &req, "GEM_NEW");

	if (ret) {
		msm_error(dev, -ret, "GEM_NEW of %u bytes, flags 0x%x", size,
			  flags);
		return NULL;
	}
	return bo_wrap(dev, req.handle, size, flags);
}

struct msm_bo *msm_bo_new(struct msm_device *dev, uint32_t size,
			  uint32_t flags)
{
	uint32_t bucket = 0;
	struct msm_bo *bo;

	if (!size || size > UINT32_MAX - PAGE_SIZE) {
		msm_error(dev, EINVAL, "msm_bo_new of %u bytes", size);
		return NULL;
	}
	/* The kernel wants one cache mode; WC is what command streams use */
	if (!(flags & MSM_BO_CACHE_MASK))
		flags |= MSM_BO_WC;
	size = (size + PAGE_SIZE - 1) & ~(PAGE_SIZE - 1);

	if (!(dev->debug & MSM_DEBUG_NOCACHE) &&
	    msm_device_has(dev, MSM_FEAT_MADVISE))
		bucket = msm_bo_cache_bucket_size(dev, size);
	if (bucket) {
		bo = msm_bo_cache_take(dev, bucket, flags);
		if (bo)
			return bo;
		/* The whole bucket size, so that the buffer can come back */
		size = bucket;
	}
	bo = bo_alloc(dev, size, flags);
	if (bo)
		bo->bucket_size = bucket;
	return bo;
}

struct msm_bo *msm_bo_ref(struct msm_bo *bo)
{
	bo->refcnt++;
	return bo;
}

void msm_bo_destroy(struct msm_bo *bo)
{
	struct msm_device *dev = bo->dev;

	handle_remove(bo);
	if (bo->map)
		dev->be->munmap(bo->map, bo->size);
	gem_close(dev, bo->handle);
	free(bo);
}

void msm_bo_unref(struct msm_bo *bo)
{
	if (!bo || --bo->refcnt > 0)
		return;
	if (!msm_bo_cache_put(bo))
		msm_bo_destroy(bo);
}

/* Device close: buffers the user still holds go too (they would leak) */
void msm_bo_free_all(struct msm_device *dev)
{
	unsigned int i, n = 0;

	for (i = 0; i < MSM_HANDLE_BUCKETS; i++) {
		while (dev->handles[i]) {
			msm_bo_destroy(dev->handles[i]);
			n++;
		}
	}
	if (n)
		msm_log(dev, "closed the device with %u live buffers", n);
}

uint32_t msm_bo_handle(const struct msm_bo *bo)
{
	return bo->handle;
}

uint32_t msm_bo_size(const struct msm_bo *bo)
{
	return bo->size;
}

uint64_t msm_bo_iova(const struct msm_bo *bo)
{
	return bo->iova;
}

void *msm_bo_map(struct msm_bo *bo)
{
	struct msm_device *dev = bo->dev;
	uint64_t offset;
	void *map;
	int ret;

	if (bo->map)
		return bo->map;
	ret = gem_info(dev, bo->handle, MSM_INFO_GET_OFFSET, &offset);
	if (ret) {
		errno = -ret;
		return NULL;
	}
	map = dev->be->mmap(dev->fd, bo->size, (off_t)offset);
	if (map == MAP_FAILED) {
		msm_error(dev, errno, "mmap of handle %u", bo->handle);
		return NULL;
	}
	bo->map = map;
	return map;
}

int msm_bo_cpu_prep(struct msm_bo *bo, uint32_t op, int64_t timeout_ns)
{
	struct drm_msm_gem_cpu_prep req = {
		.handle = bo->handle,
		.op = op,
		.timeout = msm_abs_timeout(timeout_ns),
	};
	int ret = msm_ioctl(bo->dev, DRM_IOCTL_MSM_GEM_CPU_PREP, &req,
			    "GEM_CPU_PREP");

	/* EBUSY from NOSYNC is an answer, not a failure worth a message */
	if (ret && ret != -EBUSY)
		return msm_error(bo->dev, -ret, "CPU_PREP of handle %u",
				 bo->handle);
	return ret;
}

int msm_bo_cpu_fini(struct msm_bo *bo)
{
	struct drm_msm_gem_cpu_fini req = { .handle = bo->handle };
	int ret = msm_ioctl(bo->dev, DRM_IOCTL_MSM_GEM_CPU_FINI, &req,
			    "GEM_CPU_FINI");

	if (ret)
		return msm_error(bo->dev, -ret, "CPU_FINI of handle %u",
				 bo->handle);
	return 0;
}

int msm_bo_madvise(struct msm_bo *bo, uint32_t madv)
{
	struct drm_msm_gem_madvise req = { .handle = bo->handle, .madv = madv };
	int ret;

	if (!msm_device_has(bo->dev, MSM_FEAT_MADVISE))
		return msm_error(bo->dev, ENOTSUP, "MADVISE needs msm 1.1");
	ret = msm_ioctl(bo->dev, DRM_IOCTL_MSM_GEM_MADVISE, &req,
			"GEM_MADVISE");
	if (ret)
		return msm_error(bo->dev, -ret, "MADVISE %u of handle %u",
				 madv, bo->handle);
	return !!req.retained;
}

int msm_bo_set_name(struct msm_bo *bo, const char *name)
{
	struct drm_msm_gem_info req = {
		.handle = bo->handle,
		.info = MSM_INFO_SET_NAME,
		.value = (uintptr_t)name,
		.len = (uint32_t)strlen(name),
	};
	int ret;

	if (!msm_device_has(bo->dev, MSM_FEAT_BO_NAME))
		return msm_error(bo->dev, ENOTSUP, "buffer names need msm 1.4");
	ret = msm_ioctl(bo->dev, DRM_IOCTL_MSM_GEM_INFO, &req, "GEM_INFO");
	if (ret)
		return msm_error(bo->dev, -ret, "SET_NAME of handle %u",
				 bo->handle);
	return 0;
}

int msm_bo_export_dmabuf(struct msm_bo *bo)
{
	int fd = -1;

	if (drmPrimeHandleToFD(bo->dev->fd, bo->handle, DRM_CLOEXEC | DRM_RDWR,
			       &fd))
		return msm_error(bo->dev, errno, "PRIME export of handle %u",
				 bo->handle);
	/* Others may use it now: the cache must not recycle it */
	bo->shared = true;
	msm_log(bo->dev, "exported handle %u as fd %d", bo->handle, fd);
	return fd;
}

struct msm_bo *msm_bo_import_dmabuf(struct msm_device *dev, int fd)
{
	uint32_t handle;
	struct msm_bo *bo;
	uint64_t flags = 0;
	off_t size;

	if (drmPrimeFDToHandle(dev->fd, fd, &handle)) {
		msm_error(dev, errno, "PRIME import of fd %d", fd);
		return NULL;
	}
	bo = msm_bo_lookup(dev, handle);
	if (bo) {
		/*
		 * Ours already, and alive: the cache holds only buffers
		 * never exported, which no dma-buf can lead back to.
		 */
		bo->shared = true;
		return msm_bo_ref(bo);
	}
	/* A dma-buf's size is where it seeks to the end */
	size = lseek(fd, 0, SEEK_END);
	if (size <= 0 || size > UINT32_MAX) {
		msm_error(dev, size < 0 ? errno : EINVAL, "size of dma-buf %d",
			  fd);
		gem_close(dev, handle);
		return NULL;
	}
	gem_info(dev, handle, MSM_INFO_GET_FLAGS, &flags);
	bo = bo_wrap(dev, handle, (uint32_t)size, (uint32_t)flags);
	if (bo)
		bo->shared = true;
	return bo;
}
