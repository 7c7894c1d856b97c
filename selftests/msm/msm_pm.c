// SPDX-License-Identifier: GPL-2.0-only
/*
 * Power: the GPU suspends after being idle and SUSPENDS counts it; a
 * submit resumes it (hw_init runs again, as the model lost its state);
 * system suspend with work queued loses nothing; devfreq follows the
 * GPU's load; fdinfo reports a client's GPU time.
 */
#include <glob.h>
#include <linux/capability.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include "msm_cs.h"
#include "msm_debugfs.h"

#define DEV_POWER	"/sys/devices/platform/msm_vgpu/power/"
#define DEVFREQ		"/sys/class/devfreq/msm_vgpu/"

static int fd;
static struct msm_bo cmd, dst;

static int read_file(const char *path, char *buf, size_t size)
{
	int f = open(path, O_RDONLY);
	ssize_t n = f >= 0 ? read(f, buf, size - 1) : -1;

	if (f >= 0)
		close(f);
	buf[n > 0 ? n : 0] = '\0';
	return n > 0 ? 0 : -1;
}

static int write_file(const char *path, const char *value)
{
	int f = open(path, O_WRONLY);
	int ok = f >= 0 && write(f, value, strlen(value)) == (ssize_t)strlen(value);

	if (f >= 0)
		close(f);
	return ok ? 0 : -1;
}

static unsigned long read_ulong(const char *path)
{
	char buf[64];

	return read_file(path, buf, sizeof(buf)) ? 0 : strtoul(buf, NULL, 10);
}

/* Waits up to ms for runtime_status to read want */
static int wait_status(const char *want, int ms)
{
	char buf[32];

	for (; ms >= 0; ms -= 10) {
		if (!read_file(DEV_POWER "runtime_status", buf, sizeof(buf)) &&
		    !strncmp(buf, want, strlen(want)))
			return 1;
		usleep(10000);
	}
	return 0;
}

static uint64_t suspends(void)
{
	uint64_t v = 0;

	msm_get_param(fd, MSM_PARAM_SUSPENDS, &v);
	return v;
}

static uint32_t submit_write(uint32_t slot, uint32_t value)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, slot * 4);
	cs_mem_write(&cs, dst.iova + slot * 4, value);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	return msm_submit(fd, &req) ? 0 : req.args.fence;
}

static void check_runtime_pm(void)
{
	uint64_t before;
	uint32_t fence;

	tap_ok(wait_status("suspended", 2000), "idle: runtime suspended");
	before = suspends();
	tap_ok(before > 0, "SUSPENDS counts it (%llu)",
	       (unsigned long long)before);

	fence = submit_write(1, 0xa0a0);
	tap_ok(fence && !msm_wait_fence(fd, 0, fence, 5 * SECOND_NS) &&
	       dst.map[1] == 0xa0a0,
	       "a submit resumes it, hw_init runs, the write lands");
	tap_ok(wait_status("suspended", 2000) && suspends() == before + 1,
	       "idle again: suspended again, SUSPENDS + 1");
}

/* Work queued when system suspend comes: all of it runs, none is lost */
static void check_system_suspend(void)
{
	uint64_t before = suspends();
	uint32_t last = 0;
	int i, ok = 1;

	write_file("/sys/module/suspend/parameters/pm_test_delay", "0");
	tap_ok(!write_file("/sys/power/pm_test", "devices"),
	       "pm_test: devices");
	for (i = 0; i < 200; i++)
		last = submit_write(16 + i, 0x5000 + i);
	tap_ok(!write_file("/sys/power/state", "freeze"),
	       "system suspend and resume with 200 submits queued");
	write_file("/sys/power/pm_test", "none");
	tap_ok(last && !msm_wait_fence(fd, 0, last, 10 * SECOND_NS),
	       "every fence signaled after resume");
	for (i = 0; i < 200; i++)
		ok &= dst.map[16 + i] == 0x5000u + i;
	tap_ok(ok, "every write landed");
	tap_ok(suspends() > before, "the GPU was suspended");
}

/*
 * The CP held in CP_WAIT_REG_MEM is busy: devfreq must go to the top.  A
 * kernel without device-tree support (x86_64) has no devfreq for the vgpu:
 * its OPP core would log an interconnect error for the OPP table.
 */
static void check_devfreq(void)
{
	char gov[64] = "", freqs[256] = "";
	unsigned long max = 0, cur;
	struct msm_submit_req req;
	struct msm_cs cs;
	char *tok;
	int i;

	if (access("/sys/firmware/devicetree", F_OK)) {
		tap_ok(access(DEVFREQ, F_OK) && errno == ENOENT,
		       "no device tree: no devfreq, the GPU runs at full rate");
		tap_ok(msm_klog_count("Error finding interconnect paths") == 0,
		       "no device tree: no OPP table, no interconnect error in the log");
		return;
	}
	read_file(DEVFREQ "governor", gov, sizeof(gov));
	tap_ok(!strncmp(gov, "simple_ondemand", 15), "devfreq governor: %s",
	       gov);
	read_file(DEVFREQ "available_frequencies", freqs, sizeof(freqs));
	for (tok = strtok(freqs, " \n"); tok; tok = strtok(NULL, " \n"))
		if (strtoul(tok, NULL, 10) > max)
			max = strtoul(tok, NULL, 10);

	dst.map[500] = 0;
	cs_begin(&cs, &cmd, 900);
	cs_wait_mem_eq(&cs, dst.iova + 2000, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit(fd, &req);
	for (i = 0, cur = 0; i < 40 && cur != max; i++) {
		usleep(10000);
		cur = read_ulong(DEVFREQ "cur_freq");
	}
	tap_ok(max && cur == max, "busy: devfreq raised the clock to %lu of %lu",
	       cur, max);
	dst.map[500] = 1;
	msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS);
}

static void check_fdinfo(void)
{
	char path[64], buf[1024];
	unsigned long long ns = 0;
	char *engine;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	read_file(path, buf, sizeof(buf));
	engine = strstr(buf, "drm-engine-gpu:");
	if (engine)
		ns = strtoull(engine + 15, NULL, 10);
	tap_ok(strstr(buf, "drm-driver:\tmsm") && strstr(buf, "drm-client-id:"),
	       "fdinfo: drm-driver and drm-client-id");
	tap_ok(engine && ns > 0, "fdinfo: drm-engine-gpu %llu ns", ns);
	tap_ok(strstr(buf, "drm-maxfreq-gpu:") && strstr(buf, "drm-cycles-gpu:"),
	       "fdinfo: drm-cycles-gpu and drm-maxfreq-gpu");
}

static int set_sysprof(int f, uint64_t value)
{
	struct drm_msm_param req = {
		.pipe = MSM_PIPE_3D0, .param = MSM_PARAM_SYSPROF, .value = value,
	};

	return msm_ioctl(f, DRM_IOCTL_MSM_SET_PARAM, &req);
}

/*
 * MSM_PARAM_SYSPROF 2 keeps the GPU powered for the client (as upstream,
 * for counters that count across idle time); 0, or closing the file,
 * lets it go.  Out of range is EINVAL.
 */
static void check_sysprof(void)
{
	int f = msm_open();

	tap_ok(wait_status("suspended", 2000) && !set_sysprof(f, 2) &&
	       wait_status("active", 100), "SYSPROF 2: the GPU powers up");
	usleep(300000);		/* several autosuspend delays */
	tap_ok(wait_status("active", 0), "and stays powered while idle");
	tap_ok(set_sysprof(f, 3) == EINVAL && !set_sysprof(f, 0) &&
	       wait_status("suspended", 2000),
	       "SYSPROF 3: EINVAL; SYSPROF 0: it suspends again");
	set_sysprof(f, 2);
	close(f);
	tap_ok(wait_status("suspended", 2000),
	       "closing a file at SYSPROF 2 lets it go");
}

/* SYSPROF is for CAP_SYS_ADMIN: without it, EPERM (as 6.1) */
static void check_sysprof_needs_admin(void)
{
	pid_t pid = fork();
	int status = -1;

	if (pid == 0) {
		struct __user_cap_header_struct hdr = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct data[2];
		int f;

		/* Root, less CAP_SYS_ADMIN in the effective set */
		if (syscall(SYS_capget, &hdr, data))
			_exit(2);
		data[CAP_TO_INDEX(CAP_SYS_ADMIN)].effective &=
			~CAP_TO_MASK(CAP_SYS_ADMIN);
		if (syscall(SYS_capset, &hdr, data))
			_exit(3);
		f = msm_open();
		_exit(f >= 0 && set_sysprof(f, 1) == EPERM ? 0 : 1);
	}
	waitpid(pid, &status, 0);
	tap_ok(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	       "SYSPROF without CAP_SYS_ADMIN: EPERM");
}

int main(void)
{
	tap_plan(4 + 5 + 2 + 3 + 4 + 1);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 8192, &cmd) ||
	    msm_bo_create(fd, 8192, &dst))
		tap_bail("device and buffers");

	check_runtime_pm();
	check_system_suspend();
	check_devfreq();
	check_fdinfo();
	check_sysprof();
	check_sysprof_needs_admin();

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
