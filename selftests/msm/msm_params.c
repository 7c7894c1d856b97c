// SPDX-License-Identifier: GPL-2.0-only
/*
 * GET_PARAM and SET_PARAM: every parameter as upstream msm answers it for
 * the GPU under test, and the inputs it refuses.
 */
#include "msm_test.h"

struct gpu_expect {
	const char *name;
	uint64_t gpu_id, chip_id, gmem, max_freq;
	int has_timestamp;	/* only a4xx reads a timestamp */
};

static const struct gpu_expect gpus[] = {
	{ "a220", 220, 0x02020000, 512 << 10, 266000000, 0 },
	{ "a306", 307, 0x03000600, 128 << 10, 400000000, 0 },
	{ "a320", 320, 0x03020000, 512 << 10, 450000000, 0 },
	{ "a330", 330, 0x03030000, 1 << 20, 578000000, 0 },
	{ "a420", 420, 0x04020000, 1536 << 10, 500000000, 1 },
};

static int param_err(int fd, uint32_t pipe, uint32_t param, uint32_t len,
		     uint32_t pad)
{
	struct drm_msm_param req = {
		.pipe = pipe, .param = param, .len = len, .pad = pad,
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_GET_PARAM, &req);
}

static int set_param(int fd, uint32_t param, uint64_t value, uint32_t len)
{
	struct drm_msm_param req = {
		.pipe = MSM_PIPE_3D0, .param = param, .value = value, .len = len,
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_SET_PARAM, &req);
}

static void check_version(int fd)
{
	char name[16] = "", desc[64] = "", date[16] = "";
	struct drm_version v = {
		.name = name, .name_len = sizeof(name) - 1,
		.desc = desc, .desc_len = sizeof(desc) - 1,
		.date = date, .date_len = sizeof(date) - 1,
	};

	int err = msm_ioctl(fd, DRM_IOCTL_VERSION, &v);

	tap_ok(!err && !strcmp(name, "msm") && v.version_major == 1,
	       "driver is msm 1.x (%s %d.%d.%d, %s, %s)", name, v.version_major,
	       v.version_minor, v.version_patchlevel, desc, date);
	/* Submission with BO_NO_IMPLICIT: 1.10, and no more */
	tap_ok(v.version_minor == 10, "minor %d is the implemented level 10",
	       v.version_minor);
}

/* One value parameter: the ioctl first, then the report of what came */
static void expect_param(int fd, uint32_t param, const char *name,
			 uint64_t want)
{
	uint64_t v = 0;
	int err = msm_get_param(fd, param, &v);

	tap_ok(!err && v == want, "%s %llu (0x%llx), want %llu", name,
	       (unsigned long long)v, (unsigned long long)v,
	       (unsigned long long)want);
}

static void check_values(int fd, const struct gpu_expect *e)
{
	uint64_t v = 0, t1 = 0, t2 = 0;

	expect_param(fd, MSM_PARAM_GPU_ID, "GPU_ID", e->gpu_id);
	expect_param(fd, MSM_PARAM_CHIP_ID, "CHIP_ID", e->chip_id);
	expect_param(fd, MSM_PARAM_GMEM_SIZE, "GMEM_SIZE", e->gmem);
	expect_param(fd, MSM_PARAM_GMEM_BASE, "GMEM_BASE", 0x100000);
	expect_param(fd, MSM_PARAM_MAX_FREQ, "MAX_FREQ", e->max_freq);
	/* One ring, three drm_sched priorities on it */
	expect_param(fd, MSM_PARAM_PRIORITIES, "PRIORITIES", 3);
	expect_param(fd, MSM_PARAM_PP_PGTABLE, "PP_PGTABLE", 0);
	expect_param(fd, MSM_PARAM_FAULTS, "FAULTS on a fresh GPU", 0);
	tap_ok(!msm_get_param(fd, MSM_PARAM_SUSPENDS, &v), "SUSPENDS answers");
	tap_ok(msm_get_param(fd, MSM_PARAM_VA_START, &v) == EINVAL,
	       "VA_START EINVAL: no per-process address space");
	tap_ok(msm_get_param(fd, MSM_PARAM_VA_SIZE, &v) == EINVAL,
	       "VA_SIZE EINVAL: no per-process address space");

	if (!e->has_timestamp) {
		tap_ok(msm_get_param(fd, MSM_PARAM_TIMESTAMP, &v) == EINVAL,
		       "TIMESTAMP EINVAL before a4xx");
		tap_ok(1, "no timestamp to advance");
		return;
	}
	tap_ok(!msm_get_param(fd, MSM_PARAM_TIMESTAMP, &t1),
	       "TIMESTAMP answers");
	usleep(10000);
	msm_get_param(fd, MSM_PARAM_TIMESTAMP, &t2);
	tap_ok(t2 - t1 >= e->max_freq / 1000000 * 10000,
	       "TIMESTAMP counts cycles: %llu in >= 10 ms",
	       (unsigned long long)(t2 - t1));
}

static void check_bad_get(int fd)
{
	tap_ok(param_err(fd, MSM_PIPE_3D0, 0x100, 0, 0) == EINVAL,
	       "unknown param: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_3D0, 0, 0, 0) == EINVAL,
	       "param 0: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_3D0, MSM_PARAM_SYSPROF, 0, 0) == EINVAL,
	       "write-only SYSPROF read: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_3D0, MSM_PARAM_GPU_ID, 0, 1) == EINVAL,
	       "non-zero pad: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_2D0, MSM_PARAM_GPU_ID, 0, 0) == EINVAL,
	       "pipe 2D0: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_3D0 | 0x10000, MSM_PARAM_GPU_ID, 0, 0) ==
	       EINVAL, "pipe with flag bits: EINVAL");
	tap_ok(param_err(fd, MSM_PIPE_3D0, MSM_PARAM_GPU_ID, 4, 0) == EINVAL,
	       "non-zero len on a value param: EINVAL");
}

static void check_set(int fd)
{
	static const char comm[] = "msm-selftest";

	tap_ok(!set_param(fd, MSM_PARAM_COMM, (uintptr_t)comm, strlen(comm)),
	       "SET COMM");
	tap_ok(!set_param(fd, MSM_PARAM_CMDLINE, (uintptr_t)comm, 0),
	       "SET CMDLINE to the empty string");
	tap_ok(set_param(fd, MSM_PARAM_COMM, (uintptr_t)comm, 4097) == EINVAL,
	       "SET COMM longer than a page: EINVAL");
	tap_ok(set_param(fd, MSM_PARAM_COMM, 16, 8) == EFAULT,
	       "SET COMM from a bad pointer: EFAULT");
	tap_ok(!set_param(fd, MSM_PARAM_SYSPROF, 1, 0), "SET SYSPROF 1 as root");
	tap_ok(!set_param(fd, MSM_PARAM_SYSPROF, 0, 0), "SET SYSPROF 0");
	tap_ok(set_param(fd, MSM_PARAM_SYSPROF, 3, 0) == EINVAL,
	       "SET SYSPROF 3: EINVAL");
	tap_ok(set_param(fd, MSM_PARAM_SYSPROF, 1, 4) == EINVAL,
	       "SET SYSPROF with len: EINVAL");
	tap_ok(set_param(fd, MSM_PARAM_GPU_ID, 1, 0) == EINVAL,
	       "SET read-only GPU_ID: EINVAL");
}

int main(void)
{
	const struct gpu_expect *e = NULL;
	unsigned int i;
	int fd;

	for (i = 0; i < sizeof(gpus) / sizeof(gpus[0]); i++)
		if (!strcmp(gpus[i].name, msm_vgpu_name()))
			e = &gpus[i];

	tap_plan(31);
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");
	if (!e) {
		printf("Bail out! no expectations for vgpu=%s\n", msm_vgpu_name());
		return 1;
	}

	check_version(fd);
	check_values(fd, e);
	check_bad_get(fd);
	check_set(fd);
	close(fd);
	return tap_done();
}
