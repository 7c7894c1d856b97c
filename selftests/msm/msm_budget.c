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

#include "msm_cs.h"
#include "msm_debugfs.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"
#include "generated/ir3_isa.h"

#define NOBODY		65534
#define DEADLINE_S	60.0

static uint64_t gpu_id;

/* Primitive restart at 0, 0xffffffff indices from an empty buffer */
static void emit_restart_draw(struct msm_cs *cs, uint64_t index_iova)
{
	int a4 = gpu_id >= 400;

	cs_pkt0(cs, a4 ? REG_A4XX_PC_PRIM_VTX_CNTL : REG_A3XX_PC_PRIM_VTX_CNTL,
		1);
	cs_emit(cs, A3XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	cs_pkt0(cs, a4 ? REG_A4XX_PC_RESTART_INDEX : REG_A3XX_PC_RESTART_INDEX,
		1);
	cs_emit(cs, 0);
	if (a4) {
		cs_pkt3(cs, CP_DRAW_INDX_OFFSET, 6);
		cs_emit(cs, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
			    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
			    CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_32_BIT));
		cs_emit(cs, 1);
		cs_emit(cs, 0xffffffff);
		cs_emit(cs, 0);
		cs_emit(cs, (uint32_t)index_iova);
		cs_emit(cs, 0);
		return;
	}
	cs_pkt3(cs, CP_DRAW_INDX, 5);
	cs_emit(cs, 0);
	cs_emit(cs, CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_TRISTRIP) |
		    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		    CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_32_BIT));
	cs_emit(cs, 0xffffffff);
	cs_emit(cs, (uint32_t)index_iova);
	cs_emit(cs, 0);
}

/*
 * The vertex shader: sam.f32 (x)r2.x, r0.x, s#0, t#0, then a jump back
 * to it (or, for points that draw, only an end), in the generation's
 * encoding (the ISA database's encoder)
 */
static int encode_vs(int loop, uint32_t w[4])
{
	unsigned int gen = gpu_id >= 400 ? 4 : 3;
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	if (!loop) {
		in = ir3_instr_of(IR3_OPC_END);
		memset(w, 0, 16);
		return ir3_encode(&in, gen, &w[0]);
	}
	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 8 };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	if (ir3_encode(&in, gen, &w[0]))
		return -1;
	in = ir3_instr_of(IR3_OPC_JUMP);
	in.cat0.offset = -1;
	return ir3_encode(&in, gen, &w[2]);
}

/* The vertex shader loaded, then count points with automatic indices */
static void emit_points(struct msm_cs *cs, int loop, uint32_t count)
{
	uint32_t vs[4];
	int i;

	if (encode_vs(loop, vs))
		tap_bail("the vertex shader does not encode");
	if (gpu_id >= 400) {
		cs_pkt0(cs, REG_A4XX_SP_VS_LENGTH_REG, 1);
		cs_emit(cs, 1);
		cs_pkt3(cs, CP_LOAD_STATE4, 6);
		cs_emit(cs, CP_LOAD_STATE4_0_STATE_SRC(SS4_DIRECT) |
			    CP_LOAD_STATE4_0_STATE_BLOCK(SB4_VS_SHADER) |
			    CP_LOAD_STATE4_0_NUM_UNIT(1));
		cs_emit(cs, CP_LOAD_STATE4_1_STATE_TYPE(ST4_SHADER));
	} else {
		cs_pkt0(cs, REG_A3XX_SP_VS_LENGTH_REG, 1);
		cs_emit(cs, 1);
		cs_pkt3(cs, CP_LOAD_STATE, 6);
		cs_emit(cs, CP_LOAD_STATE_0_STATE_SRC(SS_DIRECT) |
			    CP_LOAD_STATE_0_STATE_BLOCK(SB_VERT_SHADER) |
			    CP_LOAD_STATE_0_NUM_UNIT(1));
		cs_emit(cs, CP_LOAD_STATE_1_STATE_TYPE(ST_SHADER));
	}
	for (i = 0; i < 4; i++)
		cs_emit(cs, vs[i]);
	if (gpu_id >= 400) {
		cs_pkt3(cs, CP_DRAW_INDX_OFFSET, 3);
		cs_emit(cs, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_POINTLIST) |
			    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(
				DI_SRC_SEL_AUTO_INDEX));
		cs_emit(cs, 1);
	} else {
		cs_pkt3(cs, CP_DRAW_INDX, 3);
		cs_emit(cs, 0);
		cs_emit(cs, CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_POINTLIST) |
			    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	}
	cs_emit(cs, count);
}

static void emit_shader_loop(struct msm_cs *cs, uint64_t unused)
{
	(void)unused;
	emit_points(cs, 1, 100000);
}

/*
 * 0xffffffff points, each a primitive: hangcheck's progress rule lets
 * the draw run for its periods, the longest window of the three
 */
static void emit_endless_points(struct msm_cs *cs, uint64_t unused)
{
	(void)unused;
	emit_points(cs, 0, 0xffffffff);
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
 * The hostile client: nobody's process submits the stream and waits for
 * its fence.  Exit status: 0 the fence failed with EIO (a reset ended
 * it), 1 it signalled, 2 it did not end by the deadline, 3 setup failed.
 */
static int hostile(void (*emit)(struct msm_cs *, uint64_t))
{
	struct msm_submit_req req;
	struct msm_bo cmd, idx;
	struct msm_cs cs;
	int fd, status, i;

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
	if (msm_submit(fd, &req))
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
	int status = -1, ended, ok = 1;
	pid_t pid;

	msm_debugfs_write("vgpu_stats", "0");
	dst->map[0] = 0;
	render_nodes_mode(0666);
	pid = fork();
	if (!pid)
		_exit(hostile(emit));
	t0 = msm_now_s();
	/* Let its stream start, then work of our own behind it */
	usleep(200000);
	cs_begin(&cs, cmd, 0);
	cs_mem_write(&cs, dst->iova, 0x600d);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, dst, MSM_SUBMIT_BO_WRITE);
	ok &= !msm_submit(fd, &req);
	while (waitpid(pid, &status, WNOHANG) == 0 &&
	       msm_now_s() - t0 < DEADLINE_S + 10) {
		ok &= !close_one(fd, &closes);
		if (landed < 0 && dst->map[0] == 0x600d)
			landed = msm_now_s() - t0;
		usleep(20000);
	}
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
	       "%s: the other process's submit behind it landed, %.1f s after the stream began",
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
	run("a restart draw of 0xffffffff indices", emit_restart_draw, fd,
	    &cmd, &dst);
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
