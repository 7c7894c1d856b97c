/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A small kselftest-style TAP harness and the msm ioctl helpers the tests
 * share.  Tests call the raw ioctls (no libdrm), so they link statically
 * for any guest.
 */
#ifndef __MSM_TEST_H__
#define __MSM_TEST_H__

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "msm_drm.h"

static int tap_count, tap_failed, tap_planned;

static inline void tap_plan(int n)
{
	tap_planned = n;
	printf("TAP version 13\n1..%d\n", n);
}

/* Reports one check; returns cond so callers can stop early */
static inline int tap_ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - ", cond ? "ok" : "not ok", ++tap_count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
	if (!cond)
		tap_failed++;
	return cond;
}

/* Fails the program if a check failed or the plan was not followed */
static inline int tap_done(void)
{
	printf("# %d passed, %d failed\n", tap_count - tap_failed, tap_failed);
	if (tap_count != tap_planned) {
		printf("# planned %d checks, ran %d\n", tap_planned, tap_count);
		return 1;
	}
	return tap_failed ? 1 : 0;
}

static inline void tap_bail(const char *why)
{
	printf("Bail out! %s (%s)\n", why, strerror(errno));
	exit(1);
}

/* 0, or the errno of a failed ioctl */
static inline int msm_ioctl(int fd, unsigned long req, void *arg)
{
	int ret;

	do {
		ret = ioctl(fd, req, arg);
	} while (ret && (errno == EINTR || errno == EAGAIN));
	return ret ? errno : 0;
}

/* The first DRM node under /dev/dri with the given prefix driven by msm */
static inline int msm_open_node(const char *prefix)
{
	char path[300], name[16];
	struct dirent *de;
	DIR *dir = opendir("/dev/dri");

	if (!dir)
		return -1;
	while ((de = readdir(dir))) {
		struct drm_version v = { .name = name, .name_len = sizeof(name) };
		int fd;

		if (strncmp(de->d_name, prefix, strlen(prefix)))
			continue;
		snprintf(path, sizeof(path), "/dev/dri/%s", de->d_name);
		fd = open(path, O_RDWR | O_CLOEXEC);
		if (fd < 0)
			continue;
		memset(name, 0, sizeof(name));
		if (!msm_ioctl(fd, DRM_IOCTL_VERSION, &v) &&
		    v.name_len == 3 && !memcmp(name, "msm", 3)) {
			closedir(dir);
			return fd;
		}
		close(fd);
	}
	closedir(dir);
	errno = ENODEV;
	return -1;
}

static inline int msm_open(void)
{
	return msm_open_node("renderD");
}

static inline int msm_get_param(int fd, uint32_t param, uint64_t *value)
{
	struct drm_msm_param req = { .pipe = MSM_PIPE_3D0, .param = param };
	int err = msm_ioctl(fd, DRM_IOCTL_MSM_GET_PARAM, &req);

	*value = req.value;
	return err;
}

static inline int msm_bo_new(int fd, uint64_t size, uint32_t flags,
			     uint32_t *handle)
{
	struct drm_msm_gem_new req = { .size = size, .flags = flags };
	int err = msm_ioctl(fd, DRM_IOCTL_MSM_GEM_NEW, &req);

	*handle = req.handle;
	return err;
}

static inline int msm_bo_info(int fd, uint32_t handle, uint32_t info,
			      uint64_t *value)
{
	struct drm_msm_gem_info req = { .handle = handle, .info = info };
	int err = msm_ioctl(fd, DRM_IOCTL_MSM_GEM_INFO, &req);

	*value = req.value;
	return err;
}

static inline int msm_bo_close(int fd, uint32_t handle)
{
	struct drm_gem_close req = { .handle = handle };

	return msm_ioctl(fd, DRM_IOCTL_GEM_CLOSE, &req);
}

/* Maps a BO through its fake mmap offset, or returns MAP_FAILED */
static inline void *msm_bo_map(int fd, uint32_t handle, size_t size)
{
	uint64_t offset;

	if (msm_bo_info(fd, handle, MSM_INFO_GET_OFFSET, &offset))
		return MAP_FAILED;
	return mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
		    offset);
}

/* CLOCK_MONOTONIC now, in ns and in seconds */
static inline int64_t msm_now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000ll + t.tv_nsec;
}

static inline double msm_now_s(void)
{
	return msm_now_ns() / 1e9;
}

/* An absolute CLOCK_MONOTONIC time ns from now */
static inline struct drm_msm_timespec msm_timeout_ns(int64_t ns)
{
	struct timespec now;
	struct drm_msm_timespec t;

	clock_gettime(CLOCK_MONOTONIC, &now);
	t.tv_sec = now.tv_sec + (now.tv_nsec + ns) / 1000000000;
	t.tv_nsec = (now.tv_nsec + ns) % 1000000000;
	return t;
}

/* The vgpu= value this run uses, from the VM runner */
static inline const char *msm_vgpu_name(void)
{
	const char *gpu = getenv("MSM_GPU");

	return gpu ? gpu : "";
}

#endif /* __MSM_TEST_H__ */
