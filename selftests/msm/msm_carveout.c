// SPDX-License-Identifier: GPL-2.0-only
/*
 * The VRAM carveout: msm.ko loaded with vgpu_smmu=0 allow_vram_carveout=1
 * vram=4M, an a3xx/a4xx with no SMMU in front, as on a board without an
 * IOMMU.  Every buffer, the kernel's too, comes from one contiguous 4 MiB
 * range, at a GPU address that is its pages' bus address; a new buffer never
 * shows an old one's contents; a full carveout is ENOSPC; the GPU writes
 * by bus address, and one outside the carveout faults; carveout buffers
 * are never purged, and other devices' buffers cannot be imported.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"
#include "msm_vgem.h"

#define CARVEOUT	(4u << 20)

static int fd;
static struct msm_bo cmd, dst;
static uint64_t base, end;

/* A module parameter's value, newline cut; "" if unreadable */
static const char *param(const char *name)
{
	static char text[64];
	char path[128];
	ssize_t n;

	snprintf(path, sizeof(path), "/sys/module/msm/parameters/%s", name);
	n = msm_read_file(path, text, sizeof(text));
	text[n > 0 ? n - 1 : 0] = '\0';
	return text;
}

/* The carveout's range, from debugfs "mm": its first and last lines */
static int carveout_range(void)
{
	static char text[1 << 16];
	unsigned long long s, e, total = 0;
	const char *line;

	if (msm_debugfs_read("mm", text, sizeof(text)) <= 0)
		return -1;
	base = UINT64_MAX;
	end = 0;
	for (line = text; line && *line; line = strchr(line, '\n'),
	     line = line ? line + 1 : NULL) {
		if (sscanf(line, "%llx-%llx:", &s, &e) == 2) {
			base = s < base ? s : base;
			end = e > end ? e : end;
		}
		sscanf(line, "total: %llu", &total);
	}
	return total == CARVEOUT && end - base == CARVEOUT ? 0 : -1;
}

static int inside(uint64_t iova, uint64_t size)
{
	return iova >= base && iova + size <= end;
}

/* One CP_MEM_WRITE at iova; the faults it raised */
static uint64_t write_faults(uint64_t iova, uint32_t value)
{
	uint64_t before = 0, after = 0;
	struct msm_submit_req req;
	struct msm_cs cs;

	msm_get_param(fd, MSM_PARAM_FAULTS, &before);
	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, iova, value);
	cs_mem_write(&cs, dst.iova + 60, value);	/* it went on */
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	if (msm_submit(fd, &req) ||
	    msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS) ||
	    dst.map[15] != value)
		return UINT64_MAX;
	msm_get_param(fd, MSM_PARAM_FAULTS, &after);
	return after - before;
}

static void check_placement(void)
{
	uint64_t ring = msm_gem_iova("ring0"), memptrs = msm_gem_iova("memptrs");
	int range = carveout_range();
	char logged[96];

	snprintf(logged, sizeof(logged),
		 "no IOMMU: a VRAM carveout of 4096 KiB at 0x%016llx",
		 (unsigned long long)base);
	tap_ok(!range, "debugfs mm: the GPU's addresses are the 4 MiB at 0x%llx",
	       (unsigned long long)base);
	tap_ok(!strcmp(param("vgpu_smmu"), "N") &&
	       !strcmp(param("allow_vram_carveout"), "Y") &&
	       msm_klog_count(logged) >= 1,
	       "no SMMU, the carveout allowed: the log names it, at that address");
	tap_ok(inside(ring, 32768) && inside(memptrs, 4096) &&
	       inside(cmd.iova, cmd.size) && inside(dst.iova, dst.size),
	       "ring0 (0x%llx), memptrs and new buffers lie in it",
	       (unsigned long long)ring);
}

static void check_gpu_writes(void)
{
	uint32_t seen = 0;

	/* The vgpu's bus turns the address into a physical one itself */
	tap_ok(write_faults(dst.iova + 8, 0xcafe) == 0 && dst.map[2] == 0xcafe &&
	       !msm_vgpu_read32(dst.iova + 8, &seen) && seen == 0xcafe,
	       "the GPU writes a buffer at its address, the bus address of its pages: the CPU reads it there");
	tap_ok(write_faults(base - 4, 0xbad) == 1 &&
	       write_faults(end, 0xbad) == 1,
	       "a write just below or just past the carveout faults, and the CP goes on");
}

/* A range given back and taken again holds zeros, not the old contents */
static void check_cleared(void)
{
	struct msm_bo a, b;
	uint32_t i, dirty = 0;
	uint64_t old;

	if (msm_bo_create(fd, 65536, &a))
		tap_bail("buffer");
	memset(a.map, 0xa5, a.size);
	old = a.iova;
	msm_bo_destroy(fd, &a);
	if (msm_bo_new(fd, 65536, MSM_BO_WC, &b.handle) ||
	    msm_bo_info(fd, b.handle, MSM_INFO_GET_IOVA, &b.iova))
		tap_bail("buffer");
	b.size = 65536;
	b.map = msm_bo_map(fd, b.handle, b.size);
	for (i = 0; b.map != MAP_FAILED && i < b.size / 4; i++)
		dirty += b.map[i] != 0;
	tap_ok(b.iova == old && b.map != MAP_FAILED && !dirty,
	       "a new buffer in a freed one's range (0x%llx) reads as zeros (%u dirty dwords)",
	       (unsigned long long)b.iova, dirty);
	msm_bo_destroy(fd, &b);
}

static void check_full(void)
{
	uint32_t big, small, h;

	tap_ok(msm_bo_new(fd, CARVEOUT, MSM_BO_WC, &h) == ENOSPC,
	       "a buffer as large as the carveout: ENOSPC");
	tap_ok(!msm_bo_new(fd, 3u << 20, MSM_BO_WC, &big) &&
	       msm_bo_new(fd, 1u << 20, MSM_BO_WC, &h) == ENOSPC,
	       "3 MiB fit; 1 MiB more does not: ENOSPC");
	msm_bo_close(fd, big);
	tap_ok(!msm_bo_new(fd, 1u << 20, MSM_BO_WC, &small),
	       "closing the 3 MiB buffer makes room again");
	msm_bo_close(fd, small);
}

static void check_purge_and_import(void)
{
	struct drm_msm_gem_madvise madv = { .madv = MSM_MADV_DONTNEED };
	struct drm_mode_create_dumb dumb = { .width = 1024, .height = 1,
					     .bpp = 32 };
	struct drm_prime_handle exp = { .flags = DRM_CLOEXEC | DRM_RDWR };
	struct drm_prime_handle imp = { 0 };
	char text[256];
	int vfd, ret;

	dst.map[3] = 0x77;
	madv.handle = dst.handle;
	msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv);
	msm_debugfs_write("shrink", "1");
	msm_debugfs_read("shrink", text, sizeof(text));
	madv.madv = MSM_MADV_WILLNEED;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv) &&
	       madv.retained && dst.map[3] == 0x77,
	       "an idle DONTNEED carveout buffer is not purged");

	exp.handle = dst.handle;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &exp) &&
	       (imp.fd = exp.fd, !msm_ioctl(fd, DRM_IOCTL_PRIME_FD_TO_HANDLE,
					    &imp)) && imp.handle == dst.handle,
	       "its own buffer exports and imports back");
	close(exp.fd);

	vfd = vgem_load_open();
	exp.fd = -1;
	ret = vfd < 0 || msm_ioctl(vfd, DRM_IOCTL_MODE_CREATE_DUMB, &dumb) ||
	      (exp.handle = dumb.handle,
	       msm_ioctl(vfd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &exp)) ? -1 : 0;
	imp.fd = exp.fd;
	tap_ok(!ret && msm_ioctl(fd, DRM_IOCTL_PRIME_FD_TO_HANDLE, &imp) ==
			       EINVAL,
	       "a vgem buffer cannot be imported: EINVAL");
	if (exp.fd >= 0)
		close(exp.fd);
	if (vfd >= 0)
		close(vfd);
	vgem_unload();
}

int main(void)
{
	tap_plan(12);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 8192, &dst))
		tap_bail("device and buffers");

	check_placement();
	check_gpu_writes();
	check_cleared();
	check_full();
	check_purge_and_import();

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
