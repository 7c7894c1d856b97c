// SPDX-License-Identifier: GPL-2.0-only
/*
 * Imported dma-bufs whose scatterlist is not in whole pages: the GPU's
 * MMU maps whole 4 KiB pages, so mapping a segment that starts or ends
 * inside one would show the GPU the rest of that page, the exporter's
 * (or anyone's) other memory.  The exporter is the tests' own module
 * (selftests/kmod/msm_test_dmabuf.c): its buffers lie in four pages whose
 * halves each hold a pattern of their own.  A buffer in whole pages
 * imports and maps, and the GPU sees its pages; one whose segment starts
 * or ends inside a
 * page imports, but its first map (GEM_INFO's iova, a submit) is EINVAL,
 * as iommu_map_sgtable() refuses it, and leaves no GPU address taken.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"
#include "../kmod/msm_test_dmabuf.h"

static int fd, xfd;

/* The GPU address space's bytes in use, from debugfs "mm"; -1 if none */
static long long mm_used(void)
{
	static char text[1 << 16];
	unsigned long long total, used, free;
	const char *line;

	if (msm_debugfs_read("mm", text, sizeof(text)) <= 0)
		return -1;
	line = strstr(text, "total: ");
	if (!line || sscanf(line, "total: %llu, used %llu free %llu", &total,
			    &used, &free) != 3)
		return -1;
	return used;
}

/* A new buffer of the exporter in layout, imported; 0 or the errno */
static int import(uint32_t layout, uint32_t *handle, int *dmabuf)
{
	struct msm_test_dmabuf_new req = { .layout = layout };
	struct drm_prime_handle prime = { 0 };
	int err;

	if (ioctl(xfd, MSM_TEST_DMABUF_NEW, &req))
		tap_bail("MSM_TEST_DMABUF_NEW");
	*dmabuf = req.fd;
	prime.fd = req.fd;
	err = msm_ioctl(fd, DRM_IOCTL_PRIME_FD_TO_HANDLE, &prime);
	*handle = prime.handle;
	return err;
}

/* A submit of one CP_MEM_WRITE into cmd, naming the buffer too */
static int submit_with(struct msm_bo *cmd, uint32_t handle)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	struct msm_bo bo = { .handle = handle };

	cs_begin(&cs, cmd, 0);
	cs_mem_write(&cs, cmd->iova + 1024, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &bo, MSM_SUBMIT_BO_READ);
	return msm_submit(fd, &req);
}

/* A buffer in whole pages: it maps, and the GPU sees pages 1 and 2 */
static void check_aligned(void)
{
	uint32_t handle, v1 = 0, v2 = 0;
	uint64_t iova = 0;
	int dmabuf, err;

	err = import(MSM_TEST_DMABUF_ALIGNED, &handle, &dmabuf);
	if (!err)
		err = msm_bo_info(fd, handle, MSM_INFO_GET_IOVA, &iova);
	if (!err)
		err = msm_vgpu_read32(iova, &v1) ?:
		      msm_vgpu_read32(iova + 4096, &v2);
	tap_ok(!err && v1 == MSM_TEST_DMABUF_FILL(2) &&
	       v2 == MSM_TEST_DMABUF_FILL(4),
	       "whole pages: imported, mapped at 0x%llx, the GPU reads its pages (0x%08x 0x%08x) (%s)",
	       (unsigned long long)iova, v1, v2, strerror(err));
	msm_bo_close(fd, handle);
	close(dmabuf);
}

/*
 * A buffer with a segment inside a page: no map, nothing left mapped.
 * Mapped whole pages, the GPU would read at the buffer's offset probe
 * not the buffer's half page want but its neighbour's.
 */
static void check_refused(uint32_t layout, const char *what,
			  struct msm_bo *cmd, uint32_t probe, uint32_t want)
{
	long long used = mm_used();
	uint32_t handle, seen = 0;
	char got[96] = "mapped";
	uint64_t iova = 0;
	int dmabuf, err, info_err, submit_err;

	err = import(layout, &handle, &dmabuf);
	tap_ok(!err, "%s: the import succeeds (%s)", what, strerror(err));
	info_err = msm_bo_info(fd, handle, MSM_INFO_GET_IOVA, &iova);
	if (info_err)
		snprintf(got, sizeof(got), "%s", strerror(info_err));
	else if (!msm_vgpu_read32(iova + probe, &seen))
		snprintf(got, sizeof(got),
			 "mapped: the GPU reads 0x%08x at +%u, not 0x%08x",
			 seen, probe, MSM_TEST_DMABUF_FILL(want));
	tap_ok(info_err == EINVAL, "%s: GEM_INFO's iova is EINVAL (%s)", what,
	       got);
	submit_err = submit_with(cmd, handle);
	tap_ok(submit_err == EINVAL, "%s: a submit with it is EINVAL (%s)",
	       what, strerror(submit_err));
	tap_ok(mm_used() == used && used >= 0,
	       "%s: no GPU address taken (%lld bytes in use before and %lld after)",
	       what, used, mm_used());
	msm_bo_close(fd, handle);
	close(dmabuf);
}

int main(void)
{
	struct msm_bo cmd;

	tap_plan(9);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd))
		tap_bail("device and buffers");
	if (system("grep -q '^msm_test_dmabuf ' /proc/modules || insmod /modules/msm_test_dmabuf.ko"))
		printf("# insmod msm_test_dmabuf failed\n");
	xfd = open("/dev/msm_test_dmabuf", O_RDWR | O_CLOEXEC);
	if (xfd < 0)
		tap_bail("/dev/msm_test_dmabuf");

	check_aligned();
	/* Its first byte is half 1's; half 0 is not the buffer's */
	check_refused(MSM_TEST_DMABUF_OFFSET, "a segment from inside a page",
		      &cmd, 0, 1);
	/* Its byte 6144 is half 6's; half 5 is not the buffer's */
	check_refused(MSM_TEST_DMABUF_LENGTH, "a segment ending inside a page",
		      &cmd, 6144, 6);

	close(xfd);
	msm_bo_destroy(fd, &cmd);
	close(fd);
	/* Once the buffers are gone (a retiring submit may hold one) */
	if (system("for i in 1 2 3 4 5 6 7 8 9 10; do rmmod msm_test_dmabuf 2>/dev/null && exit 0; sleep 0.2; done; exit 1"))
		printf("# rmmod msm_test_dmabuf failed\n");
	return tap_done();
}
