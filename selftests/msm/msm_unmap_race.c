// SPDX-License-Identifier: GPL-2.0-only
/*
 * A buffer freed while the GPU writes to it: the GPU's loop writes to a
 * buffer that its submit does not name, and the buffer's last handle
 * closes meanwhile.  The unmap waits for the GPU the way a TLB invalidate
 * does, so no write lands in the freed pages (the VM boots with page
 * poisoning: a write there would be reported); the writes after it fault,
 * and hangcheck ends the loop.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"

#define ROUNDS	4

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


int main(void)
{
	int r, wrote = 0, faulted = 0, failed = 0;

	tap_plan(3);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd))
		tap_bail("device and buffers");

	for (r = 0; r < ROUNDS; r++) {
		struct msm_submit_req req;
		struct msm_bo victim;
		struct msm_cs cs;
		uint64_t before;
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
		usleep(20000);
		wrote += victim.map[1024 * (r % 16)] == 0xdead0000;
		before = msm_vgpu_stat("page_faults");
		msm_bo_destroy(fd, &victim);

		msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS);
		faulted += msm_vgpu_stat("page_faults") > before;
		failed += msm_fence_fd_status(ffd) == -EIO;
		close(ffd);
	}
	tap_ok(wrote == ROUNDS, "the GPU wrote the buffer before it went (%d of %d)",
	       wrote, ROUNDS);
	tap_ok(faulted == ROUNDS, "its writes after the free fault (%d of %d)",
	       faulted, ROUNDS);
	tap_ok(failed == ROUNDS, "hangcheck ends the loop: EIO (%d of %d)",
	       failed, ROUNDS);

	msm_bo_destroy(fd, &cmd);
	close(fd);
	return tap_done();
}
