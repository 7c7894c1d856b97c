/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * vgem, a foreign exporter for PRIME tests: loaded by the test that uses
 * it (from /modules, put there by selftests/vm/run) and unloaded after.
 * Its fences are the CPU-controlled kind: attached to a vgem buffer's
 * reservation, signaled by an ioctl.  (Layouts from include/uapi/drm/
 * vgem_drm.h.)
 */
#ifndef __MSM_VGEM_H__
#define __MSM_VGEM_H__

#include "msm_test.h"

struct vgem_fence_attach {
	uint32_t handle;
	uint32_t flags;		/* 1: a write fence */
	uint32_t out_fence;
	uint32_t pad;
};

struct vgem_fence_signal {
	uint32_t fence;
	uint32_t flags;
};

#define VGEM_IOCTL_FENCE_ATTACH \
	DRM_IOWR(DRM_COMMAND_BASE + 0x1, struct vgem_fence_attach)
#define VGEM_IOCTL_FENCE_SIGNAL \
	DRM_IOW(DRM_COMMAND_BASE + 0x2, struct vgem_fence_signal)

/* Loads vgem.ko (unless an earlier run could not unload it yet), opens it */
static inline int vgem_load_open(void)
{
	char path[32], name[16];
	int i;

	if (system("grep -q '^vgem ' /proc/modules || insmod /modules/vgem.ko"))
		printf("# insmod vgem failed\n");
	for (i = 0; i < 8; i++) {
		struct drm_version v = { .name = name, .name_len = 15 };
		int vfd;

		snprintf(path, sizeof(path), "/dev/dri/card%d", i);
		vfd = open(path, O_RDWR | O_CLOEXEC);
		memset(name, 0, sizeof(name));
		if (vfd >= 0 && !msm_ioctl(vfd, DRM_IOCTL_VERSION, &v) &&
		    !strcmp(name, "vgem"))
			return vfd;
		if (vfd >= 0)
			close(vfd);
	}
	return -1;
}

/* Once its buffers are closed (ours may go with retiring submits) */
static inline void vgem_unload(void)
{
	if (system("for i in 1 2 3 4 5 6 7 8 9 10; do rmmod vgem 2>/dev/null && exit 0; sleep 0.2; done; exit 1"))
		printf("# rmmod vgem failed\n");
}

#endif /* __MSM_VGEM_H__ */
