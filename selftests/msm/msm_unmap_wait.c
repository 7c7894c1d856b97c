// SPDX-License-Identifier: GPL-2.0-only
/*
 * Every unmap waits for the GPU's write in flight, whatever the GPU's MMU
 * and power state.  The vgpu holds each write between its translation and
 * the write (debugfs vgpu_write_delay_us) and counts in stale_writes the
 * writes that an unmap returning meanwhile did not wait for; a buffer is
 * freed under a GPU loop that writes it, inside such a window.
 *
 * - Busy: the loop's submit runs; the buffer, which the submit does not
 *   name, is closed.  On a2xx the unmap's MH_MMU_INVALIDATE waits; on the
 *   carveout (no MMU: vgpu_smmu=0) the unmap waits without one.
 * - Suspending (a2xx): the loop first writes the ring's fence in memptrs,
 *   so its submit retires while the CP still runs it, and runtime suspend
 *   starts and waits for the CP's slice.  The buffer is closed then: the
 *   GPU is not runtime-active, no invalidate is written, and the unmap
 *   must wait for the model all the same, or the write lands in a freed
 *   page (which page poisoning reports too).
 */
#include "msm_cs.h"
#include "msm_debugfs.h"

#define ROUNDS		3
#define BUSY_WINDOW	"5000"
#define SUSPEND_WINDOW	"100000"
#define DEV_POWER	"/sys/devices/platform/msm_vgpu/power/"
#define LOOP_DWORD	256

static int fd;
static struct msm_bo cmd;

/* An IB that writes 16 dwords at iova, then jumps to itself: for ever */
static void emit_loop(struct msm_cs *cs, uint64_t iova)
{
	uint32_t *ib = &cmd.map[LOOP_DWORD];
	uint32_t ib_iova = (uint32_t)cmd.iova + LOOP_DWORD * 4;
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

/* Waits up to ms for the GPU's runtime_status to read want */
static int wait_status(const char *want, int ms)
{
	char buf[32];

	for (; ms >= 0; ms--) {
		if (msm_read_file(DEV_POWER "runtime_status", buf,
				  sizeof(buf)) > 0 &&
		    !strncmp(buf, want, strlen(want)))
			return 1;
		usleep(1000);
	}
	return 0;
}

struct rounds {
	int wrote, retired, suspending, failed;
	long long stale;
};

/* Submits the loop over victim; its out-fence fd */
static int submit_loop(struct msm_bo *victim, uint64_t memptrs,
		       uint32_t *fence)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	uint32_t done;

	cs_begin(&cs, &cmd, 0);
	if (memptrs) {
		/* The fence this submit will get: the ring is idle */
		if (msm_vgpu_read32(memptrs + 4, &done))
			tap_bail("memptrs fence");
		cs_mem_write(&cs, memptrs + 4, done + 1);
	}
	emit_loop(&cs, victim->iova);
	msm_submit_init(&req, &cs, 0);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		tap_bail("submit");
	*fence = req.args.fence;
	return req.args.fence_fd;
}

/* Buffers freed under a loop that writes them, while its submit runs */
static struct rounds busy_rounds(void)
{
	struct rounds n = { 0 };
	long long before = msm_vgpu_stat("stale_writes");
	int r;

	if (msm_debugfs_write("vgpu_write_delay_us", BUSY_WINDOW))
		tap_bail("vgpu_write_delay_us");
	for (r = 0; r < ROUNDS; r++) {
		struct msm_bo victim;
		uint32_t fence;
		int ffd;

		if (msm_bo_create(fd, 4096, &victim))
			tap_bail("victim");
		ffd = submit_loop(&victim, 0, &fence);
		usleep(50000);
		n.wrote += victim.map[0] == 0xdead0000;
		msm_bo_destroy(fd, &victim);
		/* Hangcheck ends the loop */
		msm_wait_fence(fd, 0, fence, 10 * SECOND_NS);
		n.failed += msm_fence_fd_status(ffd) == -EIO;
		close(ffd);
	}
	msm_debugfs_write("vgpu_write_delay_us", "0");
	n.stale = msm_vgpu_stat("stale_writes") - before;
	return n;
}

/*
 * Buffers freed under a loop whose submit has retired (it forged its
 * fence), while runtime suspend waits for the CP's slice
 */
static struct rounds suspend_rounds(uint64_t memptrs)
{
	struct rounds n = { 0 };
	long long before = msm_vgpu_stat("stale_writes");
	int r;

	for (r = 0; r < ROUNDS; r++) {
		struct msm_bo victim;
		uint32_t fence;
		int ffd;

		if (msm_bo_create(fd, 4096, &victim))
			tap_bail("victim");
		/*
		 * Each write held long: suspend waits, the free comes.  Set
		 * before the CP starts, whose slices are short while it is
		 * (a slice begun without it would hold every write it does).
		 */
		if (msm_debugfs_write("vgpu_write_delay_us", SUSPEND_WINDOW))
			tap_bail("vgpu_write_delay_us");
		ffd = submit_loop(&victim, memptrs, &fence);
		n.retired += !msm_wait_fence(fd, 0, fence, 5 * SECOND_NS) &&
			     msm_fence_fd_status(ffd) == 1;
		close(ffd);
		n.wrote += victim.map[0] == 0xdead0000;

		n.suspending += wait_status("suspending", 3000);
		msm_bo_destroy(fd, &victim);
		wait_status("suspended", 5000);
		msm_debugfs_write("vgpu_write_delay_us", "0");
	}
	n.stale = msm_vgpu_stat("stale_writes") - before;
	return n;
}

int main(void)
{
	uint64_t gpu_id = 0;
	struct rounds n;
	int a2xx;

	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id))
		tap_bail("device and buffers");
	a2xx = gpu_id < 300;
	tap_plan(a2xx ? 6 : 3);

	n = busy_rounds();
	tap_ok(n.wrote == ROUNDS, "busy: the GPU wrote the buffer before it went (%d of %d)",
	       n.wrote, ROUNDS);
	tap_ok(n.failed == ROUNDS, "busy: hangcheck ends the loop: EIO (%d of %d)",
	       n.failed, ROUNDS);
	tap_ok(n.stale == 0,
	       "busy: no write went where an unmap that returned had been (%lld)",
	       n.stale);

	if (a2xx) {
		n = suspend_rounds(msm_gem_iova("memptrs"));
		tap_ok(n.retired == ROUNDS && n.wrote == ROUNDS,
		       "suspending: the loop's forged fence retired it (%d of %d), and it wrote (%d)",
		       n.retired, ROUNDS, n.wrote);
		tap_ok(n.suspending == ROUNDS,
		       "suspending: the free came while runtime suspend waited for the CP (%d of %d)",
		       n.suspending, ROUNDS);
		tap_ok(n.stale == 0,
		       "suspending: no write went where an unmap that returned had been (%lld)",
		       n.stale);
	}

	msm_bo_destroy(fd, &cmd);
	close(fd);
	return tap_done();
}
