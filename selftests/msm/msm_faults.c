// SPDX-License-Identifier: GPL-2.0-only
/*
 * Faults as the hardware raises them: a protect fault and an opcode error
 * stop the CP (the guilty submit fails with EIO, the GPU is reset, other
 * work is replayed), a page fault is counted and the CP goes on.  Fences
 * signal either way, and the fault counters rise.
 */
#include <poll.h>

#include "msm_cs.h"

static int fd;
static struct msm_bo cmd, dst;

static uint64_t global_faults(void)
{
	uint64_t v = 0;

	msm_get_param(fd, MSM_PARAM_FAULTS, &v);
	return v;
}

static int queue_faults(uint32_t q)
{
	int faults = -1;

	msm_queue_faults(fd, q, &faults);
	return faults;
}

/* A register an IB may not write (cs_protected_reg) */
static uint32_t protected_reg(void)
{
	uint64_t gpu_id = 0;

	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	return cs_protected_reg(gpu_id);
}

static int submit_fd_out(struct msm_cs *cs, uint32_t q, uint32_t *fence)
{
	struct msm_submit_req req;

	msm_submit_init(&req, cs, q);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		return -1;
	*fence = req.args.fence;
	return req.args.fence_fd;
}

/* A submit that stops the CP, with an innocent one queued behind it */
static void check_cp_stop(const char *what, uint32_t q, uint32_t inno_q,
			  void (*emit_fault)(struct msm_cs *cs), uint32_t slot)
{
	uint64_t before = global_faults();
	int qbefore = queue_faults(q);
	uint32_t f_bad = 0, f_good = 0;
	struct msm_cs bad, good;
	int fd_bad, fd_good;

	cs_begin(&bad, &cmd, slot * 64);
	emit_fault(&bad);
	cs_mem_write(&bad, dst.iova + slot * 16, 0xbad);	/* never runs */
	cs_begin(&good, &cmd, slot * 64 + 32);
	cs_mem_write(&good, dst.iova + slot * 16 + 4, 0x600d);

	fd_bad = submit_fd_out(&bad, q, &f_bad);
	fd_good = submit_fd_out(&good, inno_q, &f_good);
	tap_ok(fd_bad >= 0 && fd_good >= 0, "%s: submitted", what);
	tap_ok(!msm_wait_fence(fd, q, f_bad, 5 * SECOND_NS),
	       "%s: the guilty fence signals", what);
	tap_ok(msm_fence_fd_status(fd_bad) == -EIO, "%s: with EIO (status %d)", what,
	       msm_fence_fd_status(fd_bad));
	tap_ok(!msm_wait_fence(fd, inno_q, f_good, 5 * SECOND_NS) &&
	       msm_fence_fd_status(fd_good) == 1 && dst.map[slot * 4 + 1] == 0x600d,
	       "%s: the innocent submit behind it completes", what);
	tap_ok(dst.map[slot * 4] == 0, "%s: nothing after the fault ran", what);
	tap_ok(global_faults() == before + 1 && queue_faults(q) == qbefore + 1,
	       "%s: FAULTS and the queue's FAULTS rose by one", what);
	close(fd_bad);
	close(fd_good);
}

static uint32_t prot_reg;

static void emit_protect_fault(struct msm_cs *cs)
{
	cs_pkt0(cs, prot_reg, 1);
	cs_emit(cs, 1);
}

static void emit_opcode_error(struct msm_cs *cs)
{
	cs_pkt3(cs, 0x01, 1);	/* no such opcode */
	cs_emit(cs, 0);
}

static void check_page_fault(uint32_t q)
{
	uint64_t before = global_faults();
	int qbefore = queue_faults(q);
	uint32_t fence = 0;
	struct msm_cs cs;
	int ffd;

	cs_begin(&cs, &cmd, 900);
	cs_mem_write(&cs, 0xf0000000, 0xdead);	/* nothing is mapped there */
	cs_mem_write(&cs, dst.iova + 400, 0xa11);
	ffd = submit_fd_out(&cs, q, &fence);
	tap_ok(ffd >= 0 && !msm_wait_fence(fd, q, fence, 5 * SECOND_NS),
	       "page fault: the fence signals");
	tap_ok(msm_fence_fd_status(ffd) == 1, "page fault: without an error");
	tap_ok(dst.map[100] == 0xa11, "page fault: the CP went on after it");
	tap_ok(global_faults() == before + 1 && queue_faults(q) == qbefore + 1,
	       "page fault: FAULTS and the queue's FAULTS rose by one");
	close(ffd);
}

/* After all that, the queue that faulted runs work again */
static void check_recovered(uint32_t q)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 1000);
	cs_mem_write(&cs, dst.iova + 500, 0x5afe);
	msm_submit_init(&req, &cs, q);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	tap_ok(!msm_submit(fd, &req) &&
	       !msm_wait_fence(fd, q, req.args.fence, 5 * SECOND_NS) &&
	       dst.map[125] == 0x5afe, "the faulting queue runs work again");
}

int main(void)
{
	uint32_t q_bad, q_good;

	tap_plan(6 + 6 + 4 + 1);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 8192, &cmd) ||
	    msm_bo_create(fd, 4096, &dst) || msm_queue_new(fd, 1, &q_bad) ||
	    msm_queue_new(fd, 1, &q_good))
		tap_bail("device, buffers, queues");
	prot_reg = protected_reg();

	check_cp_stop("protect fault", q_bad, q_good, emit_protect_fault, 1);
	check_cp_stop("opcode error", q_bad, q_good, emit_opcode_error, 3);
	check_page_fault(q_bad);
	check_recovered(q_bad);

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
