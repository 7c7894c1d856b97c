/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * msm_test_dmabuf.ko's interface: /dev/msm_test_dmabuf makes dma-bufs of
 * MSM_TEST_DMABUF_SIZE bytes whose scatterlist has a layout of the test's
 * choosing, for msm_prime_sg.  Shared by the module and the test.
 */
#ifndef __MSM_TEST_DMABUF_H__
#define __MSM_TEST_DMABUF_H__

#include <linux/ioctl.h>
#include <linux/types.h>

#define MSM_TEST_DMABUF_SIZE	8192

/*
 * Where the buffer's bytes lie in four contiguous 4 KiB pages, whose
 * 2 KiB halves are filled with the dwords MSM_TEST_DMABUF_FILL(0 to 7):
 * ALIGNED: pages 1 and 2, one segment;
 * OFFSET:  one segment from byte 2048 of page 0 (starts inside a page);
 * LENGTH:  page 1 and half of page 2, then half of page 3 (the first
 *          segment ends inside a page).
 */
enum msm_test_dmabuf_layout {
	MSM_TEST_DMABUF_ALIGNED,
	MSM_TEST_DMABUF_OFFSET,
	MSM_TEST_DMABUF_LENGTH,
	MSM_TEST_DMABUF_LAYOUTS,
};

#define MSM_TEST_DMABUF_FILL(half)	(0x5eed0000u + (half))

struct msm_test_dmabuf_new {
	__u32 layout;		/* in: enum msm_test_dmabuf_layout */
	__s32 fd;		/* out: the dma-buf */
};

#define MSM_TEST_DMABUF_NEW	_IOWR('M', 0x40, struct msm_test_dmabuf_new)

#endif /* __MSM_TEST_DMABUF_H__ */
