// SPDX-License-Identifier: GPL-2.0-only
/*
 * PRIME: export a buffer as a dma-buf, mmap the dma-buf, import it back
 * into the same and into another file, and the errors on the way.
 */
#include <linux/dma-buf.h>

#include "msm_test.h"

static int export(int fd, uint32_t handle, int *dmabuf)
{
	struct drm_prime_handle req = {
		.handle = handle, .flags = DRM_CLOEXEC | DRM_RDWR,
	};
	int err = msm_ioctl(fd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &req);

	*dmabuf = req.fd;
	return err;
}

static int import(int fd, int dmabuf, uint32_t *handle)
{
	struct drm_prime_handle req = { .fd = dmabuf };
	int err = msm_ioctl(fd, DRM_IOCTL_PRIME_FD_TO_HANDLE, &req);

	*handle = req.handle;
	return err;
}

int main(void)
{
	const size_t size = 5 * 4096;
	struct dma_buf_sync sync;
	uint32_t h, h_same, h_other, *cpu, *via_buf, *via_other, x;
	uint64_t iova, iova_other, flags;
	int fd, other, buf, ok, nul;
	size_t i;

	tap_plan(14);
	fd = msm_open();
	other = msm_open();
	if (fd < 0 || other < 0)
		tap_bail("no msm render node");

	msm_bo_new(fd, size - 100, MSM_BO_WC, &h);
	cpu = msm_bo_map(fd, h, size);
	for (i = 0; i < size / 4; i++)
		cpu[i] = i * 3;

	tap_ok(!export(fd, h, &buf) && buf >= 0, "export to a dma-buf");
	tap_ok(lseek(buf, 0, SEEK_END) == (off_t)size,
	       "the dma-buf has the rounded-up size %zu", size);

	via_buf = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, buf, 0);
	sync.flags = DMA_BUF_SYNC_START | DMA_BUF_SYNC_RW;
	tap_ok(!msm_ioctl(buf, DMA_BUF_IOCTL_SYNC, &sync), "DMA_BUF_IOCTL_SYNC start");
	for (i = 0, ok = via_buf != MAP_FAILED; ok && i < size / 4; i++)
		ok = via_buf[i] == i * 3;
	tap_ok(ok, "mmap of the dma-buf reads the buffer");
	if (via_buf != MAP_FAILED)
		via_buf[7] = 0xcafe;
	sync.flags = DMA_BUF_SYNC_END | DMA_BUF_SYNC_RW;
	tap_ok(!msm_ioctl(buf, DMA_BUF_IOCTL_SYNC, &sync), "DMA_BUF_IOCTL_SYNC end");
	tap_ok(cpu[7] == 0xcafe, "writes through the dma-buf land in the buffer");

	tap_ok(!import(fd, buf, &h_same) && h_same == h,
	       "import into the same file gives the same handle");
	tap_ok(!import(other, buf, &h_other), "import into another file");
	msm_bo_info(fd, h, MSM_INFO_GET_IOVA, &iova);
	tap_ok(!msm_bo_info(other, h_other, MSM_INFO_GET_IOVA, &iova_other) &&
	       iova_other == iova, "both handles have the same GPU address");
	tap_ok(!msm_bo_info(other, h_other, MSM_INFO_GET_FLAGS, &flags) &&
	       flags == MSM_BO_WC, "the import keeps the buffer's flags");

	/* The buffer outlives its first handle and the dma-buf fd */
	close(buf);
	if (via_buf != MAP_FAILED)
		munmap(via_buf, size);
	munmap(cpu, size);
	msm_bo_close(fd, h);
	via_other = msm_bo_map(other, h_other, size);
	x = via_other != MAP_FAILED ? via_other[7] : 0;
	tap_ok(x == 0xcafe, "the other file still maps the buffer");
	if (via_other != MAP_FAILED)
		munmap(via_other, size);

	tap_ok(export(fd, 0xdead, &buf) == ENOENT, "export unknown handle: ENOENT");
	tap_ok(import(fd, 1000, &h) == EBADF, "import a closed fd: EBADF");
	nul = open("/dev/null", O_RDWR);
	tap_ok(import(fd, nul, &h) == EINVAL, "import a non-dma-buf fd: EINVAL");
	close(nul);

	msm_bo_close(other, h_other);
	close(other);
	close(fd);
	return tap_done();
}
