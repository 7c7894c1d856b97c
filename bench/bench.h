/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What every benchmark measures the same way: the clock, the null ioctl
 * (DRM_IOCTL_VERSION) the results are ratios to, and the results lines.
 */
#ifndef __BENCH_H__
#define __BENCH_H__

#include "msm_cs.h"

static inline double bench_now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

/* ns per DRM_IOCTL_VERSION, after a warm-up of a twentieth as many */
static inline double bench_null_ioctl_ns(int fd, int n)
{
	struct drm_version v = { 0 };
	double t0;
	int i;

	for (i = 0; i < n / 20; i++)
		msm_ioctl(fd, DRM_IOCTL_VERSION, &v);
	t0 = bench_now_ns();
	for (i = 0; i < n; i++)
		msm_ioctl(fd, DRM_IOCTL_VERSION, &v);
	return (bench_now_ns() - t0) / n;
}

/* A submit of one CP_NOP, written at the start of cmd, on queue 0 */
static inline void bench_nop_submit(struct msm_submit_req *req,
				    struct msm_bo *cmd)
{
	struct msm_cs cs;

	cs_begin(&cs, cmd, 0);
	cs_pkt3(&cs, CP_NOP, 1);
	cs_emit(&cs, 0);
	msm_submit_init(req, &cs, 0);
}

/* A "name value" results line, to stdout and to out if there is one */
static inline void bench_report(FILE *out, const char *name, double value)
{
	printf("%s %.2f\n", name, value);
	if (out)
		fprintf(out, "%s %.2f\n", name, value);
}

#endif /* __BENCH_H__ */
