// SPDX-License-Identifier: GPL-2.0-only
/*
 * GEM: buffer creation and its flag checks, GEM_INFO, mmap, the GPU's
 * view of a buffer through the vgpu page table, CPU_PREP/FINI, MADVISE
 * and close.
 */
#include <glob.h>

#include "msm_test.h"

#define PATTERN(i)	(0x5a000000u ^ (uint32_t)(i) * 2654435761u)

static int info_req(int fd, struct drm_msm_gem_info *req)
{
	return msm_ioctl(fd, DRM_IOCTL_MSM_GEM_INFO, req);
}

static void check_new(int fd)
{
	static const struct {
		uint64_t size;
		uint32_t flags;
		int err;
		const char *what;
	} rows[] = {
		{ 4096, MSM_BO_WC, 0, "WC" },
		{ 4096, MSM_BO_CACHED, 0, "CACHED" },
		{ 1, MSM_BO_WC | MSM_BO_SCANOUT, 0, "WC|SCANOUT, 1 byte" },
		{ 8192, MSM_BO_WC | MSM_BO_GPU_READONLY, 0, "WC|GPU_READONLY" },
		{ 4096, 0, EINVAL, "no cache mode" },
		{ 4096, MSM_BO_UNCACHED, EINVAL, "UNCACHED (as upstream)" },
		{ 4096, MSM_BO_CACHED | MSM_BO_WC, EINVAL, "two cache modes" },
		{ 4096, MSM_BO_CACHED_COHERENT, EINVAL, "CACHED_COHERENT before a6xx" },
		{ 4096, MSM_BO_WC | 0x100, EINVAL, "unknown flag 0x100" },
		{ 4096, MSM_BO_WC | 0x80000000u, EINVAL, "unknown flag 1<<31" },
		{ 0, MSM_BO_WC, EINVAL, "size 0" },
		{ UINT64_MAX, MSM_BO_WC, EINVAL, "size 2^64-1 (rounding wraps)" },
		{ 0xfffff001ull, MSM_BO_WC, EINVAL, "size beyond 4 GiB once rounded" },
		{ 1ull << 33, MSM_BO_WC, EINVAL, "size 8 GiB" },
	};
	unsigned int i;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		uint32_t handle = 0;
		int err = msm_bo_new(fd, rows[i].size, rows[i].flags, &handle);

		tap_ok(err == rows[i].err, "GEM_NEW %s: %s (got %s)",
		       rows[i].what, rows[i].err ? strerror(rows[i].err) : "ok",
		       err ? strerror(err) : "ok");
		if (!err)
			msm_bo_close(fd, handle);
	}
}

static void check_info(int fd)
{
	struct drm_msm_gem_info req;
	uint32_t a = 0, b = 0;
	uint64_t ia = 0, ib = 0, ia2 = 0, v = 0;
	char name[64];

	msm_bo_new(fd, 3 * 4096, MSM_BO_WC, &a);
	msm_bo_new(fd, 4096, MSM_BO_CACHED | MSM_BO_GPU_READONLY, &b);

	tap_ok(!msm_bo_info(fd, a, MSM_INFO_GET_OFFSET, &v) && v && !(v & 4095),
	       "GET_OFFSET gives a page-aligned offset");
	msm_bo_info(fd, a, MSM_INFO_GET_IOVA, &ia);
	tap_ok(ia >= (16 << 20) && ia < (1ull << 32) && !(ia & 4095),
	       "GET_IOVA 0x%llx in [16 MiB, 4 GiB)", (unsigned long long)ia);
	tap_ok(!msm_bo_info(fd, a, MSM_INFO_GET_IOVA, &ia2) && ia2 == ia,
	       "GET_IOVA is stable");
	msm_bo_info(fd, b, MSM_INFO_GET_IOVA, &ib);
	tap_ok(ib && (ib >= ia + 3 * 4096 || ib + 4096 <= ia),
	       "two buffers do not overlap (0x%llx)", (unsigned long long)ib);
	tap_ok(!msm_bo_info(fd, a, MSM_INFO_GET_FLAGS, &v) && v == MSM_BO_WC,
	       "GET_FLAGS WC");
	tap_ok(!msm_bo_info(fd, b, MSM_INFO_GET_FLAGS, &v) &&
	       v == (MSM_BO_CACHED | MSM_BO_GPU_READONLY),
	       "GET_FLAGS CACHED|GPU_READONLY");

	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_SET_IOVA,
					 .value = 1ull << 30 };
	tap_ok(info_req(fd, &req) == EOPNOTSUPP,
	       "SET_IOVA: EOPNOTSUPP without per-process page tables");

	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_SET_NAME,
					 .value = (uintptr_t)"vertices",
					 .len = 8 };
	tap_ok(!info_req(fd, &req), "SET_NAME");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_GET_NAME };
	tap_ok(!info_req(fd, &req) && req.len == 8,
	       "GET_NAME without a buffer gives the length");
	memset(name, 0, sizeof(name));
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_GET_NAME,
					 .value = (uintptr_t)name, .len = 64 };
	tap_ok(!info_req(fd, &req) && req.len == 8 && !strcmp(name, "vertices"),
	       "GET_NAME gives it back");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_GET_NAME,
					 .value = (uintptr_t)name, .len = 3 };
	tap_ok(info_req(fd, &req) == EINVAL, "GET_NAME into 3 bytes: EINVAL");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_SET_NAME,
					 .value = (uintptr_t)"ab\ncd", .len = 5 };
	memset(name, 0, sizeof(name));
	tap_ok(!info_req(fd, &req) &&
	       !info_req(fd, &(struct drm_msm_gem_info){
			.handle = a, .info = MSM_INFO_GET_NAME,
			.value = (uintptr_t)name, .len = 64 }) &&
	       !strcmp(name, "ab"), "a name ends at an unprintable byte");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_SET_NAME,
					 .value = (uintptr_t)name, .len = 32 };
	tap_ok(info_req(fd, &req) == EINVAL, "SET_NAME of 32 bytes: EINVAL");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_SET_NAME,
					 .value = 8, .len = 4 };
	tap_ok(info_req(fd, &req) == EFAULT, "SET_NAME from a bad pointer: EFAULT");
	req = (struct drm_msm_gem_info){ .handle = a, .info = MSM_INFO_GET_NAME,
					 .value = 8, .len = 32 };
	tap_ok(info_req(fd, &req) == EFAULT, "GET_NAME to a bad pointer: EFAULT");
	req = (struct drm_msm_gem_info){ .handle = a, .info = 99 };
	tap_ok(info_req(fd, &req) == EINVAL, "unknown info: EINVAL");
	req = (struct drm_msm_gem_info){ .handle = a,
					 .info = MSM_INFO_GET_IOVA, .pad = 1 };
	tap_ok(info_req(fd, &req) == EINVAL, "non-zero pad: EINVAL");
	req = (struct drm_msm_gem_info){ .handle = a,
					 .info = MSM_INFO_GET_IOVA, .len = 8 };
	tap_ok(info_req(fd, &req) == EINVAL, "len on a value request: EINVAL");
	tap_ok(msm_bo_info(fd, 0xdead, MSM_INFO_GET_IOVA, &v) == ENOENT,
	       "unknown handle: ENOENT");

	msm_bo_close(fd, a);
	msm_bo_close(fd, b);
}

/* The vgpu's debugfs window on GPU memory: what the model reads */
static int open_gpu_mem(void)
{
	glob_t g;
	int fd = -1;

	if (!glob("/sys/kernel/debug/dri/*/vgpu_mem", 0, NULL, &g)) {
		fd = open(g.gl_pathv[0], O_RDONLY);
		globfree(&g);
	}
	return fd;
}

static void check_mmap_and_gpu_view(int fd, uint32_t flags, const char *what)
{
	const size_t size = 64 * 1024;
	uint32_t handle, *cpu, *again, gpu[256];
	uint64_t iova;
	int ok = 1, mem;
	size_t i;

	msm_bo_new(fd, size, flags, &handle);
	cpu = msm_bo_map(fd, handle, size);
	if (!tap_ok(cpu != MAP_FAILED, "%s: mmap", what))
		return;
	for (i = 0; i < size / 4; i++)
		cpu[i] = PATTERN(i);
	again = msm_bo_map(fd, handle, size);
	for (i = 0; again != MAP_FAILED && i < size / 4; i++)
		ok &= again[i] == PATTERN(i);
	tap_ok(again != MAP_FAILED && ok, "%s: a second mapping sees the writes",
	       what);

	msm_bo_info(fd, handle, MSM_INFO_GET_IOVA, &iova);
	mem = open_gpu_mem();
	ok = mem >= 0;
	/* The last page too: every page is mapped, in order */
	for (i = 0; ok && i < size; i += size - sizeof(gpu)) {
		ok = pread(mem, gpu, sizeof(gpu), iova + i) == sizeof(gpu);
		for (size_t j = 0; ok && j < 256; j++)
			ok = gpu[j] == PATTERN(i / 4 + j);
	}
	tap_ok(ok, "%s: the GPU reads the same data at 0x%llx", what,
	       (unsigned long long)iova);
	tap_ok(mem >= 0 && pread(mem, gpu, 4, iova + size) < 0 && errno == EIO,
	       "%s: the GPU faults just past the buffer", what);
	if (mem >= 0)
		close(mem);

	munmap(cpu, size);
	if (again != MAP_FAILED)
		munmap(again, size);
	msm_bo_close(fd, handle);
}

static void check_prep_madvise_close(int fd)
{
	struct drm_msm_gem_cpu_prep prep = { .timeout = msm_timeout_ns(0) };
	struct drm_msm_gem_cpu_fini fini = { 0 };
	struct drm_msm_gem_madvise madv = { 0 };
	uint32_t h, h2;
	uint64_t iova, iova2, v;

	msm_bo_new(fd, 4096, MSM_BO_WC, &h);
	prep.handle = h;
	prep.op = MSM_PREP_READ;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_PREP, &prep), "CPU_PREP READ");
	prep.op = MSM_PREP_WRITE | MSM_PREP_NOSYNC;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_PREP, &prep),
	       "CPU_PREP WRITE|NOSYNC on an idle buffer");
	prep.op = 0x8;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_PREP, &prep) == EINVAL,
	       "CPU_PREP unknown op: EINVAL");
	prep.op = MSM_PREP_READ;
	prep.handle = 0xdead;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_PREP, &prep) == ENOENT,
	       "CPU_PREP unknown handle: ENOENT");
	fini.handle = h;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_FINI, &fini), "CPU_FINI");
	fini.handle = 0xdead;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_GEM_CPU_FINI, &fini) == ENOENT,
	       "CPU_FINI unknown handle: ENOENT");

	madv = (struct drm_msm_gem_madvise){ .handle = h,
					     .madv = MSM_MADV_DONTNEED };
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv) && madv.retained,
	       "MADVISE DONTNEED: retained");
	madv = (struct drm_msm_gem_madvise){ .handle = h,
					     .madv = MSM_MADV_WILLNEED };
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv) && madv.retained,
	       "MADVISE WILLNEED: retained");
	madv.madv = __MSM_MADV_PURGED;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv) == EINVAL,
	       "MADVISE PURGED from userspace: EINVAL");
	madv = (struct drm_msm_gem_madvise){ .handle = 0xdead,
					     .madv = MSM_MADV_WILLNEED };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv) == ENOENT,
	       "MADVISE unknown handle: ENOENT");

	/* Closing frees the GPU range: the next buffer gets it back */
	msm_bo_info(fd, h, MSM_INFO_GET_IOVA, &iova);
	tap_ok(!msm_bo_close(fd, h), "GEM_CLOSE");
	tap_ok(msm_bo_info(fd, h, MSM_INFO_GET_FLAGS, &v) == ENOENT,
	       "a closed handle is gone: ENOENT");
	tap_ok(msm_bo_close(fd, h) == EINVAL, "closing it again: EINVAL");
	msm_bo_new(fd, 4096, MSM_BO_WC, &h2);
	tap_ok(!msm_bo_info(fd, h2, MSM_INFO_GET_IOVA, &iova2) && iova2 == iova,
	       "the freed GPU range is handed out again");
	msm_bo_close(fd, h2);
}

int main(void)
{
	int fd;

	tap_plan(14 + 19 + 8 + 14);
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");

	check_new(fd);
	check_info(fd);
	check_mmap_and_gpu_view(fd, MSM_BO_WC, "WC");
	check_mmap_and_gpu_view(fd, MSM_BO_CACHED, "CACHED");
	check_prep_madvise_close(fd);
	close(fd);
	return tap_done();
}
