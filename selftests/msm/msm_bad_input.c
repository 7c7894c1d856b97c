// SPDX-License-Identifier: GPL-2.0-only
/*
 * Every msm ioctl with a bad argument pointer, and an ioctl number past
 * the table: a clear errno each time, never a kernel warning (the VM
 * runner fails the run on any warning in the kernel log).
 */
#include "msm_test.h"

static const struct {
	const char *name;
	unsigned long req;
} ioctls[] = {
	{ "GET_PARAM", DRM_IOCTL_MSM_GET_PARAM },
	{ "SET_PARAM", DRM_IOCTL_MSM_SET_PARAM },
	{ "GEM_NEW", DRM_IOCTL_MSM_GEM_NEW },
	{ "GEM_INFO", DRM_IOCTL_MSM_GEM_INFO },
	{ "GEM_CPU_PREP", DRM_IOCTL_MSM_GEM_CPU_PREP },
	{ "GEM_CPU_FINI", DRM_IOCTL_MSM_GEM_CPU_FINI },
	{ "GEM_SUBMIT", DRM_IOCTL_MSM_GEM_SUBMIT },
	{ "WAIT_FENCE", DRM_IOCTL_MSM_WAIT_FENCE },
	{ "GEM_MADVISE", DRM_IOCTL_MSM_GEM_MADVISE },
	{ "SUBMITQUEUE_NEW", DRM_IOCTL_MSM_SUBMITQUEUE_NEW },
	{ "SUBMITQUEUE_CLOSE", DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE },
	{ "SUBMITQUEUE_QUERY", DRM_IOCTL_MSM_SUBMITQUEUE_QUERY },
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

int main(void)
{
	char zero[128] = { 0 };
	unsigned int i;
	int fd;

	tap_plan(2 * N(ioctls) + 1);
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");

	for (i = 0; i < N(ioctls); i++) {
		tap_ok(msm_ioctl(fd, ioctls[i].req, NULL) == EFAULT,
		       "%s with a NULL argument: EFAULT", ioctls[i].name);
		tap_ok(msm_ioctl(fd, ioctls[i].req, (void *)16) == EFAULT,
		       "%s with a pointer into page 0: EFAULT", ioctls[i].name);
	}
	/* An ioctl number past the driver's table */
	tap_ok(msm_ioctl(fd, DRM_IOWR(DRM_COMMAND_BASE + 0x3f,
				      struct drm_msm_param), zero) == EINVAL,
	       "unknown msm ioctl number: EINVAL");
	close(fd);
	return tap_done();
}
