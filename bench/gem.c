// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench/gem: the cost of GEM create + mmap + close, at 4 KiB and 1 MiB,
 * as a ratio to a null ioctl (DRM_IOCTL_VERSION) measured in the same run.
 * A benchmark, not a test: it prints numbers and always succeeds.
 */
#include "bench.h"

/* Create, map, touch the first page, unmap and close */
static double gem_cycle_ns(int fd, size_t size, int n)
{
	double t0 = bench_now_ns();
	int i;

	for (i = 0; i < n; i++) {
		uint32_t h;
		volatile uint32_t *p;

		if (msm_bo_new(fd, size, MSM_BO_WC, &h))
			return -1;
		p = msm_bo_map(fd, h, size);
		if (p == MAP_FAILED)
			return -1;
		p[0] = i;
		munmap((void *)p, size);
		msm_bo_close(fd, h);
	}
	return (bench_now_ns() - t0) / n;
}

int main(void)
{
	int fd = msm_open();
	double null_ns, small, large;

	if (fd < 0) {
		perror("bench/gem: no msm render node");
		return 1;
	}
	null_ns = bench_null_ioctl_ns(fd, 20000);
	small = gem_cycle_ns(fd, 4096, 2000);
	large = gem_cycle_ns(fd, 1 << 20, 500);

	printf("# bench/gem (vgpu=%s)\n", msm_vgpu_name());
	printf("null_ioctl_ns %.0f\n", null_ns);
	printf("gem_create_mmap_close_4k_ratio %.1f\n", small / null_ns);
	printf("gem_create_mmap_close_1m_ratio %.1f\n", large / null_ns);
	close(fd);
	return 0;
}
