// SPDX-License-Identifier: MIT
/*
 * bench/lib_submit: what libmsm adds to a submit.  The same frozen
 * command stream (a NOP and a CP_MEM_WRITE to one buffer) is submitted
 * through msm_submit() and through the raw GEM_SUBMIT ioctl; each is timed
 * from the first submit to the last fence, and reported per submit as a
 * ratio to the raw ioctl, and both as ratios to a null ioctl
 * (DRM_IOCTL_VERSION) measured in the same run.  A benchmark, not a test.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <xf86drm.h>

#include "msm.h"

#define N	1000

static double now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static double null_ioctl_ns(int fd)
{
	struct drm_version v;
	double t0;
	int i;

	memset(&v, 0, sizeof(v));
	t0 = now_ns();
	for (i = 0; i < 20000; i++)
		drmIoctl(fd, DRM_IOCTL_VERSION, &v);
	return (now_ns() - t0) / 20000;
}

/* The ioctl by hand, with the tables the library would build */
static double raw_ns(int fd, uint32_t queue, struct msm_bo *cs_bo,
		     uint32_t cs_dwords, struct msm_bo *dst)
{
	struct drm_msm_gem_submit_bo bos[2] = {
		{ .flags = MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE,
		  .handle = msm_bo_handle(dst), .presumed = msm_bo_iova(dst) },
		{ .flags = MSM_SUBMIT_BO_READ, .handle = msm_bo_handle(cs_bo),
		  .presumed = msm_bo_iova(cs_bo) },
	};
	struct drm_msm_gem_submit_cmd cmd = {
		.type = MSM_SUBMIT_CMD_BUF, .submit_idx = 1,
		.size = cs_dwords * 4,
	};
	struct drm_msm_gem_submit req = {
		.flags = MSM_PIPE_3D0, .nr_bos = 2, .nr_cmds = 1,
		.bos = (uintptr_t)bos, .cmds = (uintptr_t)&cmd,
		.queueid = queue,
	};
	struct drm_msm_wait_fence wait = { .queueid = queue };
	double t0 = now_ns();
	int i;

	for (i = 0; i < N; i++)
		drmIoctl(fd, DRM_IOCTL_MSM_GEM_SUBMIT, &req);
	wait.fence = req.fence;
	wait.timeout.tv_sec = 1 << 30;
	drmIoctl(fd, DRM_IOCTL_MSM_WAIT_FENCE, &wait);
	return (now_ns() - t0) / N;
}

static double lib_ns(struct msm_queue *q, struct msm_cs *cs)
{
	uint32_t fence = 0;
	double t0 = now_ns();
	int i;

	for (i = 0; i < N; i++)
		msm_submit(q, cs, 0, -1, NULL, NULL, &fence);
	msm_fence_wait(q, fence, 60000000000ll);
	return (now_ns() - t0) / N;
}

int main(void)
{
	struct msm_device *dev = msm_device_open(NULL);
	struct msm_queue *q;
	struct msm_bo *dst;
	struct msm_cs *cs;
	double null_ns, raw, lib;
	int fd;

	if (!dev) {
		fprintf(stderr, "bench/lib_submit: %s\n", msm_last_error(NULL));
		return 1;
	}
	fd = msm_device_fd(dev);
	q = msm_queue_new(dev, 1);
	dst = msm_bo_new(dev, 4096, MSM_BO_WC);
	cs = msm_cs_new(dev, 64);
	if (!q || !dst || !cs)
		return 1;
	OUT_PKT3(cs, CP_NOP, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_RELOCW(cs, dst, 0, 0, 0);
	OUT_RING(cs, 1);
	if (msm_cs_freeze(cs))
		return 1;

	null_ns = null_ioctl_ns(fd);
	lib_ns(q, cs);			/* warm up */
	raw = raw_ns(fd, msm_queue_id(q), cs->bo, msm_cs_len(cs), dst);
	lib = lib_ns(q, cs);
	printf("# bench/lib_submit\n");
	printf("null_ioctl_ns %.2f\n", null_ns);
	printf("raw_submit_ratio %.2f\n", raw / null_ns);
	printf("lib_submit_ratio %.2f\n", lib / null_ns);
	printf("lib_vs_raw_submit_ratio %.2f\n", lib / raw);

	msm_cs_unref(cs);
	msm_bo_unref(dst);
	msm_queue_close(q);
	msm_device_close(dev);
	return 0;
}
