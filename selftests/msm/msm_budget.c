// SPDX-License-Identifier: GPL-2.0-only
/*
 * The model's work is bounded by what it does: an unprivileged client
 * submits the costliest streams it can write, each of which once held
 * the model's lock (and a CPU) for minutes in one slice:
 *  - a draw with primitive restart at index 0 and an empty index
 *    buffer, 0xffffffff indices, each a restart that reads no memory;
 *  - (a3xx, a4xx) a vertex shader that samples in a loop until its step
 *    limit, for each of 100000 points;
 *  - 0xffffffff points, which hangcheck lets run while they progress.
 * Meanwhile another process closes buffers (each close waits for the
 * slice in flight, as a TLB invalidate does) and submits work of its
 * own.  Hangcheck ends each stream (the first two draw nothing); every
 * slice stays within the bound the vgpu reports (slice_bound in
 * vgpu_stats), the closes take a slice at most, the other process's
 * work lands after the reset, and the kernel logs no soft lockup and no
 * hung task.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include "msm_debugfs.h"
#include "msm_streams.h"

#define NOBODY		65534
#define DEADLINE_S	60.0

static uint64_t gpu_id;

static void emit_restart(struct msm_cs *cs, uint64_t index_iova)
{
	emit_restart_draw(cs, gpu_id, index_iova);
}

static void emit_shader_loop(struct msm_cs *cs, uint64_t unused)
{
	(void)unused;
	if (emit_points(cs, gpu_id, 1, 100000))
		tap_bail("the vertex shader does not encode");
}

/*
 * 0xffffffff points, each a primitive: hangcheck's progress rule lets
 * the draw run for its periods, the longest window of the three
 */
static void emit_endless_points(struct msm_cs *cs, uint64_t unused)
{
	(void)unused;
	if (emit_points(cs, gpu_id, 0, 0xffffffff))
		tap_bail("the vertex shader does not encode");
}

/* The render nodes' modes, so that nobody may open them, and back */
static void render_nodes_mode(mode_t mode)
{
	char path[300];
	struct dirent *de;
	DIR *dir = opendir("/dev/dri");

	while (dir && (de = readdir(dir))) {
		if (strncmp(de->d_name, "renderD", 7))
			continue;
		snprintf(path, sizeof(path), "/dev/dri/%s", de->d_name);
		chmod(path, mode);
	}
	if (dir)
		closedir(dir);
}

/*
 * The hostile client: nobody's process submits the stream, says so on
 * ready and waits for its fence.  Exit status: 0 the fence failed with EIO (a reset ended
 * it), 1 it signalled, 2 it did not end by the deadline, 3 setup failed.
 */
static int hostile(void (*emit)(struct msm_cs *, uint64_t), int ready)
{
	struct msm_submit_req req;
	struct msm_bo cmd, idx;
	struct msm_cs cs;
	int fd, status, i;
	char one = 1;

	if (setgid(NOBODY) || setuid(NOBODY))
		return 3;
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 4096, &idx))
		return 3;
	cs_begin(&cs, &cmd, 0);
	emit(&cs, idx.iova);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &idx, MSM_SUBMIT_BO_READ);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req) || write(ready, &one, 1) != 1)
		return 3;
	for (i = 0; i < DEADLINE_S * 10; i++) {
		status = msm_fence_fd_status(req.args.fence_fd);
		if (status)
			return status == -EIO ? 0 : 1;
		usleep(100000);
	}
	return 2;
}

struct latency {
	unsigned int n;
	double total, max;
};

static void latency_add(struct latency *l, double s)
{
	l->n++;
	l->total += s;
	l->max = s > l->max ? s : l->max;
}

/* A buffer made, mapped into the GPU's address space and closed */
static int close_one(int fd, struct latency *l)
{
	uint64_t iova;
	uint32_t handle;
	double t;

	if (msm_bo_new(fd, 65536, MSM_BO_WC, &handle) ||
	    msm_bo_info(fd, handle, MSM_INFO_GET_IOVA, &iova))
		return -1;
	t = msm_now_s();
	if (msm_bo_close(fd, handle))
		return -1;
	latency_add(l, msm_now_s() - t);
	return 0;
}

static const char *const endings[] = {
	"ended in a reset (EIO)", "completed", "did not end", "setup failed",
};

static void run(const char *what, void (*emit)(struct msm_cs *, uint64_t),
		int fd, struct msm_bo *cmd, struct msm_bo *dst)
{
	struct latency closes = { 0 };
	struct msm_submit_req req;
	long long bound = msm_vgpu_stat("slice_bound"), work, ns;
	int lockups = msm_klog_count("soft lockup");
	int hung = msm_klog_count("blocked for more than");
	double t0, landed = -1;
	struct msm_cs cs;
	int status = -1, ended, ok = 1, ready[2];
	pid_t pid;
	char one;

	msm_debugfs_write("vgpu_stats", "0");
	dst->map[0] = 0;
	render_nodes_mode(0666);
	if (pipe(ready))
		tap_bail("pipe");
	pid = fork();
	if (!pid)
		_exit(hostile(emit, ready[1]));
	close(ready[1]);
	/* Once its stream is in, work of our own behind it */
	ok &= read(ready[0], &one, 1) == 1;
	close(ready[0]);
	t0 = msm_now_s();
	cs_begin(&cs, cmd, 0);
	cs_mem_write(&cs, dst->iova, 0x600d);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, dst, MSM_SUBMIT_BO_WRITE);
	ok &= !msm_submit(fd, &req);
	do {
		ok &= !close_one(fd, &closes);
		if (landed < 0 && dst->map[0] == 0x600d)
			landed = msm_now_s() - t0;
		usleep(10000);
	} while (waitpid(pid, &status, WNOHANG) == 0 &&
		 msm_now_s() - t0 < DEADLINE_S + 10);
	if (!msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS) &&
	    landed < 0)
		landed = msm_now_s() - t0;
	render_nodes_mode(0600);
	ended = WIFEXITED(status) ? WEXITSTATUS(status) : 3;
	ended = ended < 4 ? ended : 3;
	work = msm_vgpu_stat("max_slice_work");
	ns = msm_vgpu_stat("max_slice_ns");

	tap_ok(ended <= 1, "%s from an unprivileged process: %s after %.1f s",
	       what, endings[ended], msm_now_s() - t0);
	tap_ok(bound > 0 && work > 0 && work <= bound,
	       "%s: every slice within the bound: at most %lld work units (bound %lld), the longest %.2f ms",
	       what, work, bound, ns / 1e6);
	tap_ok(ok && closes.n > 0 && closes.max < 0.1,
	       "%s: meanwhile another process closed %u buffers, each within 100 ms, waiting for the slice in flight: %.2f ms on average, %.2f ms at most",
	       what, closes.n, closes.n ? closes.total / closes.n * 1e3 : 0,
	       closes.max * 1e3);
	tap_ok(landed >= 0 && dst->map[0] == 0x600d,
	       "%s: the other process's submit behind it landed, %.1f s after the stream's",
	       what, landed);
	tap_ok(msm_klog_count("soft lockup") == lockups &&
	       msm_klog_count("blocked for more than") == hung,
	       "%s: no soft lockup, no hung task in the kernel's log", what);
}

int main(void)
{
	struct msm_bo cmd, dst;
	int fd, shaders;

	fd = msm_open();
	if (fd < 0 || !msm_debugfs_dir() || msm_get_param(fd, MSM_PARAM_GPU_ID,
							   &gpu_id) ||
	    msm_bo_create(fd, 4096, &cmd) || msm_bo_create(fd, 4096, &dst))
		tap_bail("device, debugfs, buffers");
	/* a2xx has no shader core in the model */
	shaders = gpu_id >= 300;
	tap_plan(5 * (1 + 2 * shaders));
	msm_debugfs_write("hangcheck_period_ms", "200");
	run("a restart draw of 0xffffffff indices", emit_restart, fd, &cmd,
	    &dst);
	if (shaders) {
		run("a vertex shader sampling in a loop, 100000 points",
		    emit_shader_loop, fd, &cmd, &dst);
		run("0xffffffff points, each a primitive",
		    emit_endless_points, fd, &cmd, &dst);
	}
	msm_debugfs_write("hangcheck_period_ms", "500");
	while (msm_take_devcoredump(0))
		;
	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
