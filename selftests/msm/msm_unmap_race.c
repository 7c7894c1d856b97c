// SPDX-License-Identifier: GPL-2.0-only
/*
 * A buffer freed while the GPU writes to it: the GPU's loop writes to a
 * buffer that its submit does not name, and the buffer's last handle
 * closes meanwhile.  The unmap waits for the GPU the way a TLB invalidate
 * does, so no write lands in the freed pages; the writes after it fault,
 * and hangcheck ends the loop.  The race is narrow, so the second time
 * the vgpu holds each write between translation and access (fault
 * injection): the free then lands inside that window, and the vgpu counts
 * any write whose entry an already-returned unmap had cleared.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"

#define ROUNDS	4
#define WINDOW_US	"5000"

static int fd;
static struct msm_bo cmd;

/* An IB that writes 16 dwords at iova, then jumps to itself: for ever */
static void emit_loop(struct msm_cs *cs, uint64_t iova)
{
	uint32_t *ib = &cmd.map[256];
	uint32_t ib_iova = (uint32_t)cmd.iova + 256 * 4;
	int i, n = 0;

	ib[n++] = CP_TYPE3_PKT | (16 << 16) | (CP_MEM_WRITE << 8);
	ib[n++] = (uint32_t)iova;
	for (i = 0; i < 16; i++)
		ib[n++] = 0xdead0000 + i;
	ib[n++] = CP_TYPE3_PKT | (1 << 16) | (CP_INDIRECT_BUFFER_PFD << 8);
	ib[n++] = ib_iova;
	ib[n] = n + 1;
	cs_pkt3(cs, CP_INDIRECT_BUFFER_PFD, 2);
	cs_emit(cs, ib_iova);
	cs_emit(cs, n + 1);
}

struct rounds {
	int wrote, faulted, failed;
};

/* ROUNDS buffers, each freed under a GPU loop that writes it */
static struct rounds run_rounds(void)
{
	struct rounds n = { 0 };
	int r;

	for (r = 0; r < ROUNDS; r++) {
		struct msm_submit_req req;
		struct msm_bo victim;
		struct msm_cs cs;
		long long before;
		int ffd;

		if (msm_bo_create(fd, 65536, &victim))
			tap_bail("victim");
		cs_begin(&cs, &cmd, 0);
		emit_loop(&cs, victim.iova + 4096 * (r % 16));
		msm_submit_init(&req, &cs, 0);
		req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
		if (msm_submit(fd, &req))
			tap_bail("submit");
		ffd = req.args.fence_fd;

		/* Let it write, then take the buffer away under it */
		usleep(50000);
		n.wrote += victim.map[1024 * (r % 16)] == 0xdead0000;
		before = msm_vgpu_stat("page_faults");
		msm_bo_destroy(fd, &victim);

		msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS);
		n.faulted += msm_vgpu_stat("page_faults") > before;
		n.failed += msm_fence_fd_status(ffd) == -EIO;
		close(ffd);
	}
	return n;
}

int main(void)
{
	struct rounds n;

	tap_plan(5);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd))
		tap_bail("device and buffers");

	n = run_rounds();
	tap_ok(n.wrote == ROUNDS,
	       "the GPU wrote the buffer before it went (%d of %d)",
	       n.wrote, ROUNDS);
	tap_ok(n.faulted == ROUNDS, "its writes after the free fault (%d of %d)",
	       n.faulted, ROUNDS);
	tap_ok(n.failed == ROUNDS, "hangcheck ends the loop: EIO (%d of %d)",
	       n.failed, ROUNDS);

	/*
	 * Again with each GPU write held WINDOW_US between its translation
	 * and the write: the free comes in between, and must wait.
	 */
	if (msm_debugfs_write("vgpu_write_delay_us", WINDOW_US))
		tap_bail("vgpu_write_delay_us");
	n = run_rounds();
	msm_debugfs_write("vgpu_write_delay_us", "0");
	tap_ok(n.wrote == ROUNDS && n.faulted == ROUNDS && n.failed == ROUNDS,
	       "writes held " WINDOW_US " us: the same rounds (%d wrote, %d faulted, %d EIO)",
	       n.wrote, n.faulted, n.failed);
	tap_ok(msm_vgpu_stat("stale_writes") == 0,
	       "no write went through an entry after its unmap returned (%lld)",
	       msm_vgpu_stat("stale_writes"));

	msm_bo_destroy(fd, &cmd);
	close(fd);
	return tap_done();
}
