// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kernel's buffers, as IGT's msm_mapping finds them: debugfs "gem"
 * names "ring0" and "memptrs" with their GPU addresses.  The ring is
 * mapped read-only for the GPU (MSM_BO_GPU_READONLY, as upstream): a user
 * CP_MEM_WRITE to it is a permission fault, the write is dropped, and the
 * devcoredump with its fault-info exists by the time the fence signals.
 */
#include <poll.h>

#include "msm_cs.h"
#include "msm_debugfs.h"

int main(void)
{
	uint64_t ring, memptrs, faults = 0, faults_after = 0, gpu_id = 0;
	uint32_t before = 0, after = 1;
	struct msm_submit_req req;
	struct msm_bo cmd, dst;
	struct pollfd pfd;
	struct msm_cs cs;
	char want[64];
	char *dump;

	int fd;

	tap_plan(6);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 4096, &dst))
		tap_bail("device and buffers");
	msm_take_devcoredump(0);

	ring = msm_gem_iova("ring0");
	memptrs = msm_gem_iova("memptrs");
	tap_ok(ring && memptrs, "debugfs gem: ring0 at 0x%llx, memptrs at 0x%llx",
	       (unsigned long long)ring, (unsigned long long)memptrs);

	/* The ring's last dword: the kernel writes there only when it wraps */
	ring += 32768 - 4;
	msm_vgpu_read32(ring, &before);
	msm_get_param(fd, MSM_PARAM_FAULTS, &faults);

	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, ring, 0x123);
	cs_mem_write(&cs, dst.iova, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		tap_bail("submit");
	pfd.fd = req.args.fence_fd;
	pfd.events = POLLIN;
	tap_ok(poll(&pfd, 1, 5000) == 1 &&
	       msm_fence_fd_status(req.args.fence_fd) == 1 && dst.map[0] == 1,
	       "the submit completes, the CP going on after the fault");

	/* At once: the fault was reported before the fence could signal */
	dump = msm_take_devcoredump(0);
	/* a2xx's MMU latches the page of the fault, not the address */
	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	snprintf(want, sizeof(want), "  - iova=%016llx\n",
		 (unsigned long long)(gpu_id < 300 ? ring & ~0xfffull : ring));
	tap_ok(dump && strstr(dump, "fault-info:") && strstr(dump, want) &&
	       strstr(dump, "  - dir=WRITE"),
	       "a devcoredump with fault-info names the address, as a write");
	tap_ok(!msm_vgpu_read32(ring, &after) && after == before,
	       "the ring kept its contents (0x%x)", after);
	msm_get_param(fd, MSM_PARAM_FAULTS, &faults_after);
	tap_ok(faults_after == faults + 1, "MSM_PARAM_FAULTS rose by one");

	/* The GPU still runs, its ring intact */
	cs_begin(&cs, &cmd, 64);
	cs_mem_write(&cs, dst.iova + 4, 2);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	tap_ok(!msm_submit(fd, &req) &&
	       !msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS) &&
	       dst.map[1] == 2, "the next submit runs");

	close(pfd.fd);
	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
