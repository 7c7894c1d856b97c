// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench/submit: what a submit costs, as ratios to a null ioctl
 * (DRM_IOCTL_VERSION) measured in the same run:
 *   - the GEM_SUBMIT ioctl with 0, 10, 100 and 1000 extra buffers, with
 *     implicit sync and without it (MSM_SUBMIT_NO_IMPLICIT);
 *   - the round trip submit -> fence signal -> the waiter wakes.
 * Writes "name value" lines: to stdout, and to the file given as argv[1].
 * A benchmark, not a test: it prints numbers and does not judge them.
 */
#include "bench.h"

static int fd;
static struct msm_bo cmd;

/* The ioctl alone: submits of a NOP with nr_extra more buffers */
static double submit_ns(struct drm_msm_gem_submit_bo *bos, int nr_extra,
			uint32_t flags, int n)
{
	struct msm_submit_req req;
	double t0, t;
	int i;

	bench_nop_submit(&req, &cmd);
	bos[0] = req.bos[0];
	req.args.bos = (uintptr_t)bos;
	req.args.nr_bos = 1 + nr_extra;
	req.args.flags |= flags;

	t0 = bench_now_ns();
	for (i = 0; i < n; i++)
		msm_submit(fd, &req);
	t = (bench_now_ns() - t0) / n;
	msm_wait_fence(fd, 0, req.args.fence, 60 * SECOND_NS);
	return t;
}

static double round_trip_ns(int n)
{
	struct msm_submit_req req;
	double t0;
	int i;

	bench_nop_submit(&req, &cmd);
	t0 = bench_now_ns();
	for (i = 0; i < n; i++) {
		msm_submit(fd, &req);
		msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS);
	}
	return (bench_now_ns() - t0) / n;
}

int main(int argc, char **argv)
{
	static const int extras[] = { 0, 10, 100, 1000 };
	struct drm_msm_gem_submit_bo *bos;
	FILE *out = argc > 1 ? fopen(argv[1], "w") : NULL;
	double null_ns;
	char name[64];
	unsigned int i;
	int implicit;

	fd = msm_open();
	bos = calloc(1001, sizeof(*bos));
	if (fd < 0 || !bos || msm_bo_create(fd, 4096, &cmd)) {
		perror("bench/submit: set-up");
		return 1;
	}
	for (i = 1; i <= 1000; i++) {
		msm_bo_new(fd, 4096, MSM_BO_WC, &bos[i].handle);
		bos[i].flags = MSM_SUBMIT_BO_READ;
	}

	null_ns = bench_null_ioctl_ns(fd, 20000);
	printf("# bench/submit (vgpu=%s)\n", msm_vgpu_name());
	bench_report(out, "null_ioctl_ns", null_ns);
	for (implicit = 1; implicit >= 0; implicit--) {
		for (i = 0; i < sizeof(extras) / sizeof(extras[0]); i++) {
			int n = extras[i] >= 100 ? 100 : 500;
			double t;

			/* Warm up: caches, GPU addresses of the buffers */
			submit_ns(bos, extras[i], implicit ? 0 :
				  MSM_SUBMIT_NO_IMPLICIT, 50);
			t = submit_ns(bos, extras[i], implicit ? 0 :
				      MSM_SUBMIT_NO_IMPLICIT, n);
			snprintf(name, sizeof(name), "submit_%dbo_%s_ratio",
				 extras[i], implicit ? "implicit" : "noimplicit");
			bench_report(out, name, t / null_ns);
		}
	}
	bench_report(out, "round_trip_ratio", round_trip_ns(300) / null_ns);
	if (out)
		fclose(out);
	close(fd);
	return 0;
}
