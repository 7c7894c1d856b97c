// SPDX-License-Identifier: GPL-2.0-only
/*
 * Hangs and recovery: a CP_WAIT_REG_MEM that never comes true, an IB
 * that jumps to itself and a draw of four billion primitives really hang
 * the modelled GPU.  Hangcheck must find
 * them, record a devcoredump and a hangrd record, reset the GPU, fail the
 * guilty submit with EIO and replay the innocent ones, while other
 * processes keep submitting.  Page faults leave a devcoredump too.
 */
#include <glob.h>
#include <sys/wait.h>

#include "msm_cs.h"
#include "msm_debugfs.h"

static int fd;
static struct msm_bo cmd, dst, dump;


static uint64_t faults(void)
{
	uint64_t v = 0;

	msm_get_param(fd, MSM_PARAM_FAULTS, &v);
	return v;
}

/* The hanging submit: cmd BO, dst, and the DUMP buffer with a pattern */
static int submit_hang(struct msm_cs *cs, uint32_t q, uint32_t *fence)
{
	struct msm_submit_req req;

	msm_submit_init(&req, cs, q);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	msm_submit_add(&req, &dump, MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_DUMP);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		return -1;
	*fence = req.args.fence;
	return req.args.fence_fd;
}

/* Submits that write dst[first..first+n) on queue q */
static uint32_t submit_innocents(uint32_t q, int first, int n)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	int i;

	for (i = 0; i < n; i++) {
		cs_begin(&cs, &cmd, 512 + (first + i) * 4);
		cs_mem_write(&cs, dst.iova + (first + i) * 4, 0x1000 + first + i);
		msm_submit_init(&req, &cs, q);
		msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
		msm_submit(fd, &req);
	}
	return req.args.fence;
}

/*
 * hangrd: opened before the hang, it must then hold the hang's record:
 * an RD_CMD (type 2) naming the reason, and the submit's RD_GPUADDRs (3).
 */
static int hangrd_open(void)
{
	char path[256];

	snprintf(path, sizeof(path), "%s/hangrd", msm_debugfs_dir());
	return open(path, O_RDONLY | O_NONBLOCK);
}

static void check_hangrd(int hfd)
{
	static uint32_t buf[1 << 16];
	size_t n = 0, i;
	ssize_t r;
	int cmd_hang = 0, gpuaddr = 0;

	while (hfd >= 0 && n < sizeof(buf) &&
	       (r = read(hfd, (char *)buf + n, sizeof(buf) - n)) > 0)
		n += r;
	/* Sections: type, length in bytes, payload */
	for (i = 0; i + 2 <= n / 4; i += 2 + (buf[i + 1] + 3) / 4) {
		if (buf[i] == 2 && buf[i + 1] <= (n / 4 - i - 2) * 4 &&
		    memmem(&buf[i + 2], buf[i + 1], "hang", 4))
			cmd_hang = 1;
		if (buf[i] == 3)
			gpuaddr++;
	}
	tap_ok(cmd_hang && gpuaddr >= 3,
	       "hangrd: the hang's record, with its %d buffer addresses",
	       gpuaddr);
	if (hfd >= 0)
		close(hfd);
}

/* Other processes submitting all along: all their writes must land */
static pid_t start_load(int id)
{
	pid_t pid = fork();
	struct msm_submit_req req;
	struct msm_bo lc, ld;
	struct msm_cs cs;
	int lfd, i;

	if (pid)
		return pid;
	lfd = msm_open();
	if (lfd < 0 || msm_bo_create(lfd, 300 * 16, &lc) ||
	    msm_bo_create(lfd, 300 * 4, &ld))
		_exit(2);
	for (i = 0; i < 300; i++) {
		cs_begin(&cs, &lc, i * 4);
		cs_mem_write(&cs, ld.iova + i * 4, (id << 16) | i);
		msm_submit_init(&req, &cs, 0);
		msm_submit_add(&req, &ld, MSM_SUBMIT_BO_WRITE);
		if (msm_submit(lfd, &req))
			_exit(3);
		if (i % 50 == 0)
			usleep(20000);
	}
	if (msm_wait_fence(lfd, 0, req.args.fence, 30 * SECOND_NS))
		_exit(4);
	for (i = 0; i < 300; i++)
		if (ld.map[i] != (uint32_t)((id << 16) | i))
			_exit(5);
	_exit(0);
}

static void check_hang(const char *what, void (*emit)(struct msm_cs *),
		       uint32_t q, uint32_t inno_q, int first)
{
	uint64_t before = faults();
	uint32_t f_hang = 0, f_inno;
	struct msm_cs cs;
	int hang_fd, i, ok, status;
	char *dumped;

	cs_begin(&cs, &cmd, first * 16);
	emit(&cs);
	hang_fd = submit_hang(&cs, q, &f_hang);
	f_inno = submit_innocents(inno_q, first, 8);
	tap_ok(hang_fd >= 0, "%s: submitted, with 8 innocent submits behind",
	       what);
	/* The status once the wait is over (argument order is not defined) */
	ok = !msm_wait_fence(fd, q, f_hang, 10 * SECOND_NS);
	status = msm_fence_fd_status(hang_fd);
	tap_ok(ok && status == -EIO,
	       "%s: hangcheck failed the guilty submit with EIO (status %d)",
	       what, status);
	ok = !msm_wait_fence(fd, inno_q, f_inno, 10 * SECOND_NS);
	for (i = 0; ok && i < 8; i++)
		ok = dst.map[first + i] == 0x1000u + first + i;
	tap_ok(ok, "%s: the innocent submits were replayed and landed", what);
	tap_ok(faults() == before + 1, "%s: FAULTS rose by one", what);

	dumped = msm_take_devcoredump(MSM_DUMP_WAIT_MS);
	tap_ok(dumped && strstr(dumped, "reason: hang") &&
	       strstr(dumped, "kernel: ") && strstr(dumped, "module: msm") &&
	       strstr(dumped, "comm: msm_hang") && strstr(dumped, "cmdline: ") &&
	       strstr(dumped, "registers:") && strstr(dumped, "time: "),
	       "%s: a devcoredump with header, registers", what);
	tap_ok(dumped && strstr(dumped, "    data: |") &&
	       strstr(dumped, "d00dfeed"),
	       "%s: the DUMP buffer's contents are in it", what);
	close(hang_fd);
}

static uint32_t gate_iova;

static void emit_wait_forever(struct msm_cs *cs)
{
	cs_wait_mem_eq(cs, gate_iova, 0x12345678);	/* never written */
}

/* An IB, in cmd at dword 2048, whose only packet jumps to itself */
static void emit_self_jump(struct msm_cs *cs)
{
	uint32_t *ib = &cmd.map[2048];
	uint32_t ib_iova = (uint32_t)cmd.iova + 2048 * 4;

	ib[0] = CP_TYPE3_PKT | (1 << 16) | (CP_INDIRECT_BUFFER_PFD << 8);
	ib[1] = ib_iova;
	ib[2] = 3;
	cs_pkt3(cs, CP_INDIRECT_BUFFER_PFD, 2);
	cs_emit(cs, ib_iova);
	cs_emit(cs, 3);
}

static int set_string_param(uint32_t param, const char *value)
{
	struct drm_msm_param req = {
		.pipe = MSM_PIPE_3D0, .param = param,
		.value = (uintptr_t)value, .len = strlen(value),
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_SET_PARAM, &req);
}

static void check_page_fault_dump(void)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	char *dumped;

	/* The client names itself: the dump says so */
	set_string_param(MSM_PARAM_COMM, "hang-test");
	set_string_param(MSM_PARAM_CMDLINE, "hang-test --page-fault");

	cs_begin(&cs, &cmd, 1800);
	cs_mem_write(&cs, 0xf0000000, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit(fd, &req);
	msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS);
	dumped = msm_take_devcoredump(MSM_DUMP_WAIT_MS);
	tap_ok(dumped && strstr(dumped, "reason: page fault") &&
	       strstr(dumped, "fault-info:") &&
	       strstr(dumped, "  - iova=00000000f0000000"),
	       "page fault: a devcoredump with fault-info and its iova");
	tap_ok(dumped && strstr(dumped, "\ncomm: hang-test\n") &&
	       strstr(dumped, "\ncmdline: hang-test --page-fault\n"),
	       "page fault: the dump names the client as it named itself");
}

/* disable_err_irq: a protect fault is left to hangcheck */
static void check_disable_err_irq(uint32_t q)
{
	uint32_t fence = 0;
	struct msm_cs cs;
	uint64_t gpu_id = 0;
	int ffd;
	char *dumped;

	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	msm_debugfs_write("disable_err_irq", "1");
	cs_begin(&cs, &cmd, 1900);
	cs_pkt0(&cs, cs_protected_reg(gpu_id), 1);
	cs_emit(&cs, 1);
	ffd = submit_hang(&cs, q, &fence);
	tap_ok(ffd >= 0 && !msm_wait_fence(fd, q, fence, 10 * SECOND_NS) &&
	       msm_fence_fd_status(ffd) == -EIO,
	       "disable_err_irq: a protect fault is caught as a hang");
	dumped = msm_take_devcoredump(MSM_DUMP_WAIT_MS);
	tap_ok(dumped && strstr(dumped, "reason: hang"),
	       "disable_err_irq: recorded as a hang");
	msm_debugfs_write("disable_err_irq", "0");
	if (ffd >= 0)
		close(ffd);
}

/*
 * A replay restores the client's context: its first submit hangs, its
 * second is written right behind it without the CTX_RESTORE buffer (the
 * GPU held its context then), and the reset loses that context, so the
 * replay must run the restore buffer.
 */
static void check_replay_restores_ctx(uint32_t q)
{
	struct drm_msm_gem_submit_cmd cmds[2];
	struct msm_submit_req req;
	struct msm_cs hang, restore, body;
	uint32_t fence = 0;
	int ffd;

	dst.map[200] = dst.map[201] = 0;
	cs_begin(&hang, &cmd, 2200);
	emit_self_jump(&hang);
	ffd = submit_hang(&hang, q, &fence);

	cs_begin(&restore, &cmd, 2300);
	cs_mem_write(&restore, dst.iova + 800, 0x55);
	cs_begin(&body, &cmd, 2320);
	cs_mem_write(&body, dst.iova + 804, 0x66);
	msm_submit_init(&req, &body, q);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	cmds[0] = req.cmd;
	cmds[0].type = MSM_SUBMIT_CMD_CTX_RESTORE_BUF;
	cmds[0].submit_offset = restore.start * 4;
	cmds[0].size = restore.len * 4;
	cmds[1] = req.cmd;
	req.args.cmds = (uintptr_t)cmds;
	req.args.nr_cmds = 2;
	tap_ok(ffd >= 0 && !msm_submit(fd, &req) &&
	       !msm_wait_fence(fd, q, req.args.fence, 10 * SECOND_NS) &&
	       msm_fence_fd_status(ffd) == -EIO && dst.map[201] == 0x66 &&
	       dst.map[200] == 0x55,
	       "a replay after a reset runs the client's CTX_RESTORE buffer");
	if (ffd >= 0)
		close(ffd);
	msm_take_devcoredump(MSM_DUMP_WAIT_MS);
}

/*
 * A lost interrupt (the vgpu drops the GPU's while vgpu_drop_irqs is set):
 * the submit completes and nothing tells the CPU, so hangcheck retires it
 * within a period or two.
 */
static void check_lost_irq(uint32_t q)
{
	long long dropped = msm_vgpu_stat("dropped_irqs");
	uint32_t fence;
	double t0, took;
	int ok;

	msm_debugfs_write("vgpu_drop_irqs", "1");
	t0 = msm_now_s();
	fence = submit_innocents(q, 66, 1);
	ok = !msm_wait_fence(fd, q, fence, 5 * SECOND_NS);
	took = msm_now_s() - t0;
	msm_debugfs_write("vgpu_drop_irqs", "0");
	dropped = msm_vgpu_stat("dropped_irqs") - dropped;
	tap_ok(ok && dst.map[66] == 0x1000 + 66 && dropped > 0 && took < 2.0,
	       "a submit whose interrupt was lost (%lld dropped) retired at hangcheck, in %.2f s",
	       dropped, took);
}

/*
 * A draw that does not end: 2^32 - 1 vertices of triangles, automatic
 * indices.  The model works through it in budgeted slices; hangcheck
 * must take it for a hang all the same.
 */
static void emit_endless_draw(struct msm_cs *cs)
{
	uint64_t gpu_id = 0;

	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	if (gpu_id >= 400) {
		cs_pkt3(cs, CP_DRAW_INDX_OFFSET, 3);
		cs_emit(cs, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
			    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(
				DI_SRC_SEL_AUTO_INDEX));
		cs_emit(cs, 1);			/* instances */
	} else {
		cs_pkt3(cs, CP_DRAW_INDX, 3);
		cs_emit(cs, 0);			/* viz query */
		cs_emit(cs, CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_TRILIST) |
			    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	}
	cs_emit(cs, 0xffffffff);		/* indices */
}

int main(void)
{
	uint32_t q, inno;
	pid_t loads[3];
	int i, status, ok = 1, hfd;
	char *stale;

	tap_plan(6 + 6 + 6 + 1 + 2 + 2 + 1 + 1 + 1 + 1);
	fd = msm_open();
	if (fd < 0 || !msm_debugfs_dir() || msm_bo_create(fd, 16384, &cmd) ||
	    msm_bo_create(fd, 4096, &dst) || msm_bo_create(fd, 4096, &dump) ||
	    msm_queue_new(fd, 1, &q) || msm_queue_new(fd, 1, &inno))
		tap_bail("device, debugfs, buffers, queues");
	for (i = 0; i < 1024; i++)
		dump.map[i] = 0xd00dfeed;
	gate_iova = (uint32_t)dst.iova + 4000;
	msm_debugfs_write("hangcheck_period_ms", "200");
	while ((stale = msm_take_devcoredump(0)))
		;

	for (i = 0; i < 3; i++)
		loads[i] = start_load(i + 1);
	hfd = hangrd_open();
	check_hang("CP_WAIT_REG_MEM never true", emit_wait_forever, q, inno, 16);
	check_hangrd(hfd);
	check_hang("an IB jumping to itself", emit_self_jump, q, inno, 32);
	check_hang("a draw of 2^32 - 1 vertices", emit_endless_draw, q, inno, 48);
	for (i = 0; i < 3; i++) {
		waitpid(loads[i], &status, 0);
		ok &= WIFEXITED(status) && WEXITSTATUS(status) == 0;
	}
	tap_ok(ok, "3 processes submitting all along: every write landed");

	check_page_fault_dump();
	check_disable_err_irq(q);
	check_replay_restores_ctx(q);
	check_lost_irq(q);

	submit_innocents(q, 64, 1);
	tap_ok(!msm_wait_fence(fd, q, submit_innocents(q, 65, 1),
			       5 * SECOND_NS) && dst.map[65] == 0x1000 + 65,
	       "the guilty queue runs work again");
	msm_debugfs_write("hangcheck_period_ms", "500");

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	msm_bo_destroy(fd, &dump);
	close(fd);
	return tap_done();
}
