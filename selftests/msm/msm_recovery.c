// SPDX-License-Identifier: GPL-2.0-only
/*
 * Recovery while a capture reader stalls.  rd and hangrd wait up to
 * rd_timeout_ms for a reader that does not keep up, and that wait must
 * hold up nothing else:
 *  - rd's wait is the scheduler thread's, outside gpu->lock: a hang whose
 *    follower waits for rd's reader is recovered at hangcheck's pace, and
 *    the follower, numbered but not yet on the ring, is no hang itself;
 *  - hangrd's wait is recovery's own, before it takes gpu->lock: a submit
 *    reaches the halted ring meanwhile and arms hangcheck, which finds the
 *    ring stuck.  That must not start a second recovery, which would blame
 *    the innocent submit.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"

#define PARAMS		"/sys/module/msm/parameters/"
#define STALL_MS	"3000"
#define BIG_DUMP	(2 << 20)	/* more than the 1 MiB fifo: streamed */
#define GATE		1000		/* dst dword a gated submit waits for */
#define NEVER		1001		/* dst dword nobody writes */

static int fd;
static struct msm_bo cmd, dst, big;

static uint64_t faults(void)
{
	uint64_t v = 0;

	msm_get_param(fd, MSM_PARAM_FAULTS, &v);
	return v;
}

/*
 * One submit from cmd dword at: the CP waits until dst[gate] == want (if
 * gate), then writes value to dst[index]; with big as a DUMP buffer if
 * dump.  Its out-fence fd, or -1.
 */
static int submit(int at, uint32_t gate, uint32_t want, uint32_t index,
		  uint32_t value, int dump, uint32_t *fence)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, at);
	if (gate)
		cs_wait_mem_eq(&cs, dst.iova + gate * 4, want);
	cs_mem_write(&cs, dst.iova + index * 4, value);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	if (dump)
		msm_submit_add(&req, &big,
			       MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_DUMP);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		return -1;
	*fence = req.args.fence;
	return req.args.fence_fd;
}

/* A hang: the CP waits for dst[NEVER] == 0x12345678 */
static int submit_hang(int at, int dump, uint32_t *fence)
{
	return submit(at, NEVER, 0x12345678, 0, 0, dump, fence);
}

static int open_capture(const char *name)
{
	char path[300];

	snprintf(path, sizeof(path), "%s/%s", msm_debugfs_dir(), name);
	return open(path, O_RDONLY | O_NONBLOCK);
}

/* rd's reader stalls: the hang ahead of the waiting submit still recovers */
static void check_rd_stall(void)
{
	uint32_t f_hang = 0, f_next = 0;
	int rd = open_capture("rd"), hang, next;
	int hung = msm_klog_count("hung at fence");
	double t0 = msm_now_s(), took;

	hang = submit_hang(0, 0, &f_hang);
	/* Its capture is bigger than the fifo: it waits for the reader */
	next = submit(64, 0, 0, 1, 0xf1, 1, &f_next);
	msm_wait_fence(fd, 0, f_hang, 10 * SECOND_NS);
	took = msm_now_s() - t0;
	tap_ok(rd >= 0 && hang >= 0 && msm_fence_fd_status(hang) == -EIO &&
	       took < 2.0,
	       "a hang ahead of a submit waiting " STALL_MS " ms for rd's reader: recovered in %.2f s",
	       took);
	tap_ok(next >= 0 && !msm_wait_fence(fd, 0, f_next, 10 * SECOND_NS) &&
	       msm_fence_fd_status(next) == 1 && dst.map[1] == 0xf1,
	       "the waiting submit runs once rd gives up on its reader");
	/* Numbered but not on the ring while it waits: that is no hang */
	hung = msm_klog_count("hung at fence") - hung;
	tap_ok(hung == 1, "hangcheck found %d hang%s, not the waiting submit",
	       hung, hung == 1 ? "" : "s");
	close(rd);
	close(hang);
	close(next);
	msm_take_devcoredump(MSM_DUMP_WAIT_MS);
}

/* hangrd's reader stalls: hangcheck fires meanwhile, and is ignored */
static void check_hangrd_stall(void)
{
	uint32_t f_hang = 0, f_late = 0;
	int hangrd = open_capture("hangrd"), hang, late, pending, status;
	uint64_t before = faults();

	dst.map[GATE] = 0;
	hang = submit_hang(128, 1, &f_hang);
	/* Found at 500 ms; recovery then waits for hangrd's reader */
	usleep(1200 * 1000);
	pending = msm_wait_fence(fd, 0, f_hang, 0) == ETIMEDOUT;
	late = submit(192, GATE, 1, 2, 0xb2, 0, &f_late);

	msm_wait_fence(fd, 0, f_hang, 10 * SECOND_NS);
	tap_ok(hangrd >= 0 && hang >= 0 && pending &&
	       msm_fence_fd_status(hang) == -EIO,
	       "a hang whose recovery waits " STALL_MS " ms for hangrd's reader fails with EIO");

	/* A second recovery would find the late submit at its gate */
	usleep(100 * 1000);
	dst.map[GATE] = 1;
	if (late >= 0)
		msm_wait_fence(fd, 0, f_late, 5 * SECOND_NS);
	status = late >= 0 ? msm_fence_fd_status(late) : -1;
	tap_ok(status == 1 && dst.map[2] == 0xb2,
	       "a submit that reached the ring during recovery completes (status %d)",
	       status);
	tap_ok(faults() == before + 1, "one hang, one recovery: FAULTS rose by %d",
	       (int)(faults() - before));
	close(hangrd);
	close(hang);
	close(late);
	msm_take_devcoredump(MSM_DUMP_WAIT_MS);
}

int main(void)
{
	tap_plan(3 + 3);
	fd = msm_open();
	if (fd < 0 || !msm_debugfs_dir() || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 8192, &dst) || msm_bo_create(fd, BIG_DUMP, &big))
		tap_bail("device, debugfs, buffers");
	while (msm_take_devcoredump(0))
		;
	if (msm_write_file(PARAMS "rd_timeout_ms", STALL_MS) ||
	    msm_write_file(PARAMS "rd_buffer_kb", "1024") ||
	    msm_debugfs_write("hangcheck_period_ms", "500"))
		tap_bail("parameters");

	check_rd_stall();
	check_hangrd_stall();

	msm_write_file(PARAMS "rd_timeout_ms", "500");
	close(fd);
	return tap_done();
}
