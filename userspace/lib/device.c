// SPDX-License-Identifier: MIT
/*
 * Devices: opening the render node, the version check that turns features
 * on, the parameters (asked once, then cached), errors and the ioctl path.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <xf86drm.h>

#include "msm_priv.h"

/* Failures without a device (opening one) land here, per thread */
static _Thread_local char no_device_error[256];

static int real_ioctl(int fd, unsigned long request, void *arg)
{
	return drmIoctl(fd, request, arg);
}

static void *real_mmap(int fd, size_t size, off_t offset)
{
	return mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, offset);
}

static int real_munmap(void *addr, size_t size)
{
	return munmap(addr, size);
}

static const struct msm_backend real_backend = {
	.ioctl = real_ioctl,
	.mmap = real_mmap,
	.munmap = real_munmap,
};

void msm_log(const struct msm_device *dev, const char *fmt, ...)
{
	va_list ap;

	if (!((dev ? dev->debug : msm_debug_flags()) & MSM_DEBUG_MSGS))
		return;
	va_start(ap, fmt);
	fputs("libmsm: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

int msm_error(struct msm_device *dev, int err, const char *fmt, ...)
{
	char *buf = dev ? dev->error : no_device_error;
	size_t size = dev ? sizeof(dev->error) : sizeof(no_device_error);
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < size)
		snprintf(buf + n, size - n, ": %s", strerror(err));
	msm_log(dev, "error: %s", buf);
	errno = err;
	return -err;
}

const char *msm_last_error(const struct msm_device *dev)
{
	return dev ? dev->error : no_device_error;
}

/* drmIoctl (which restarts on EINTR/EAGAIN) with a negative errno back */
int msm_ioctl(struct msm_device *dev, unsigned long request, void *arg,
	      const char *name)
{
	int ret = dev->be->ioctl(dev->fd, request, arg);

	if (ret)
		ret = -errno;
	msm_log(dev, "ioctl %s: %s", name, ret ? strerror(-ret) : "ok");
	return ret;
}

int64_t msm_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ll + ts.tv_nsec;
}

/*
 * The msm ioctls take absolute CLOCK_MONOTONIC deadlines; one past what
 * the clock can count (MSM_WAIT_FOREVER) is its end
 */
struct drm_msm_timespec msm_abs_timeout(int64_t timeout_ns)
{
	int64_t now = msm_now_ns();
	int64_t t = timeout_ns <= 0 ? now :
		    timeout_ns > INT64_MAX - now ? INT64_MAX :
		    now + timeout_ns;

	return (struct drm_msm_timespec){
		.tv_sec = t / 1000000000ll,
		.tv_nsec = t % 1000000000ll,
	};
}

int msm_device_get_param(struct msm_device *dev, uint32_t param,
			 uint64_t *value)
{
	struct drm_msm_param req = { .pipe = MSM_PIPE_3D0, .param = param };
	int ret = msm_ioctl(dev, DRM_IOCTL_MSM_GET_PARAM, &req, "GET_PARAM");

	if (ret)
		return msm_error(dev, -ret, "GET_PARAM %u", param);
	*value = req.value;
	return 0;
}

/* A parameter older kernels may lack: 0 (or fallback) then */
static uint64_t optional_param(struct msm_device *dev, uint32_t param,
			       uint64_t fallback)
{
	uint64_t v;

	return msm_device_get_param(dev, param, &v) ? fallback : v;
}

/* Versions as the kernel's changelog gives them: feature -> minor */
static const int feature_minor[MSM_FEAT_COUNT] = {
	[MSM_FEAT_MADVISE] = 1,
	[MSM_FEAT_FENCE_FD] = 2,
	[MSM_FEAT_SUBMITQUEUES] = 3,
	[MSM_FEAT_GMEM_BASE] = 3,
	[MSM_FEAT_BO_NAME] = 4,
	[MSM_FEAT_QUEUE_QUERY] = 5,
	[MSM_FEAT_SYNCOBJ] = 6,
	[MSM_FEAT_SUSPENDS] = 7,
	[MSM_FEAT_CACHED_COHERENT] = 8,
	[MSM_FEAT_FENCE_SN_IN] = 9,
	[MSM_FEAT_BO_NO_IMPLICIT] = 10,
};

static uint32_t features_of(int minor)
{
	uint32_t f = 0;
	int i;

	for (i = 0; i < MSM_FEAT_COUNT; i++)
		if (minor >= feature_minor[i])
			f |= 1u << i;
	return f;
}

static int fetch_params(struct msm_device *dev)
{
	uint64_t v;
	int ret = msm_device_get_param(dev, MSM_PARAM_GPU_ID, &v);

	if (ret)
		return ret;
	dev->gpu_id = (uint32_t)v;
	dev->chip_id = optional_param(dev, MSM_PARAM_CHIP_ID, 0);
	dev->gmem_size = (uint32_t)optional_param(dev, MSM_PARAM_GMEM_SIZE, 0);
	dev->max_freq = optional_param(dev, MSM_PARAM_MAX_FREQ, 0);
	if (msm_device_has(dev, MSM_FEAT_GMEM_BASE))
		dev->gmem_base = optional_param(dev, MSM_PARAM_GMEM_BASE, 0);
	/* Before submitqueues there was one ring */
	dev->nr_rings = 1;
	if (msm_device_has(dev, MSM_FEAT_SUBMITQUEUES))
		dev->nr_rings = (uint32_t)optional_param(dev,
						MSM_PARAM_NR_RINGS, 1);
	return 0;
}

struct msm_device *msm_device_new_with_backend(int fd, int major, int minor,
					       const struct msm_backend *be)
{
	struct msm_device *dev;
	int ret;

	if (major != 1) {
		msm_error(NULL, ENOTSUP, "msm driver version %d.%d: need 1.x",
			  major, minor);
		return NULL;
	}
	dev = calloc(1, sizeof(*dev));
	if (!dev) {
		msm_error(NULL, ENOMEM, "device");
		return NULL;
	}
	dev->fd = fd;
	dev->major = major;
	dev->minor = minor;
	dev->features = features_of(minor);
	dev->debug = msm_debug_flags();
	dev->be = be ? be : &real_backend;
	msm_bo_cache_init(dev);
	ret = fetch_params(dev);
	if (ret) {
		snprintf(no_device_error, sizeof(no_device_error), "%s",
			 dev->error);
		free(dev);
		errno = -ret;
		return NULL;
	}
	return dev;
}

/* Opens path if its driver is msm: the fd, or a negative errno */
static int open_msm_node(const char *path, int *major, int *minor)
{
	int fd = open(path, O_RDWR | O_CLOEXEC);
	drmVersionPtr ver;
	int ok;

	if (fd < 0)
		return msm_error(NULL, errno, "open %s", path);
	ver = drmGetVersion(fd);
	ok = ver && ver->name && !strcmp(ver->name, "msm");
	if (ok) {
		*major = ver->version_major;
		*minor = ver->version_minor;
	}
	drmFreeVersion(ver);
	if (!ok) {
		close(fd);
		return msm_error(NULL, ENODEV, "%s: driver is not msm", path);
	}
	return fd;
}

/* The first render node whose driver is msm */
static int find_msm_node(int *major, int *minor)
{
	char path[64];
	int i, fd;

	/* Render nodes are renderD128 onwards (DRM_MAX_MINOR of them) */
	for (i = 128; i < 128 + 64; i++) {
		snprintf(path, sizeof(path), "/dev/dri/renderD%d", i);
		if (access(path, F_OK))
			continue;
		fd = open_msm_node(path, major, minor);
		if (fd >= 0)
			return fd;
	}
	return msm_error(NULL, ENODEV, "no render node with driver msm");
}

struct msm_device *msm_device_open(const char *path)
{
	struct msm_device *dev;
	int major = 0, minor = 0;
	int fd = path ? open_msm_node(path, &major, &minor) :
			find_msm_node(&major, &minor);

	if (fd < 0)
		return NULL;
	dev = msm_device_new_with_backend(fd, major, minor, NULL);
	if (!dev) {
		int err = errno;

		close(fd);
		errno = err;
		return NULL;
	}
	msm_log(dev, "opened %s: msm %d.%d, gpu %u", path ? path : "(auto)",
		major, minor, dev->gpu_id);
	return dev;
}

void msm_device_close(struct msm_device *dev)
{
	if (!dev)
		return;
	msm_bo_cache_trim(dev);
	msm_bo_free_all(dev);
	if (dev->be == &real_backend)
		close(dev->fd);
	free(dev);
}

int msm_device_fd(const struct msm_device *dev)
{
	return dev->fd;
}

int msm_device_version(const struct msm_device *dev, int *minor)
{
	if (minor)
		*minor = dev->minor;
	return dev->major;
}

bool msm_device_has(const struct msm_device *dev, enum msm_feature feat)
{
	return feat < MSM_FEAT_COUNT && (dev->features & (1u << feat));
}

uint32_t msm_device_gpu_id(const struct msm_device *dev)
{
	return dev->gpu_id;
}

uint64_t msm_device_chip_id(const struct msm_device *dev)
{
	return dev->chip_id;
}

uint32_t msm_device_gmem_size(const struct msm_device *dev)
{
	return dev->gmem_size;
}

uint64_t msm_device_gmem_base(const struct msm_device *dev)
{
	return dev->gmem_base;
}

uint64_t msm_device_max_freq(const struct msm_device *dev)
{
	return dev->max_freq;
}

uint32_t msm_device_nr_rings(const struct msm_device *dev)
{
	return dev->nr_rings;
}
