// SPDX-License-Identifier: GPL-2.0-only
/*
 * The model's longest slice: the time the virtual GPU's CP thread holds
 * the model (with interrupts on, preemptible) in one go, under the most
 * expensive command streams a client can write: type-0 packets of 16K
 * dwords to one register, and CP_MEM_WRITE of 16K dwords into a buffer.
 * Reported in microseconds of wall time (which under TCG includes the
 * vCPU's own waits, and moves with the host's load) and as a ratio to a
 * null ioctl, and as the most work units one slice did (dwords fetched
 * and memory accesses: deterministic), from debugfs vgpu_stats.
 */
#include "bench.h"
#include "msm_debugfs.h"

#define PKT_DWORDS	0x4000		/* the most a packet carries */


/* An IB of n packets of PKT_DWORDS payload each, from the packet header */
static int run_ib(int fd, struct msm_bo *cmd, struct msm_bo *dst,
		  uint32_t hdr, uint64_t addr, int n)
{
	uint32_t per = 1 + PKT_DWORDS, ib = 64, i;
	struct msm_submit_req req;
	struct msm_cs cs;
	int k;

	for (k = 0; k < n; k++) {
		uint32_t *p = &cmd->map[ib + k * per];

		p[0] = hdr;
		for (i = 1; i < per; i++)
			p[i] = i;
		if (addr)
			p[1] = (uint32_t)addr;
	}
	cs_begin(&cs, cmd, 0);
	cs_pkt3(&cs, CP_INDIRECT_BUFFER_PFD, 2);
	cs_emit(&cs, (uint32_t)cmd->iova + ib * 4);
	cs_emit(&cs, n * per);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, dst, MSM_SUBMIT_BO_WRITE);
	return msm_submit(fd, &req) ||
	       msm_wait_fence(fd, 0, req.args.fence, 30 * SECOND_NS);
}

int main(int argc, char **argv)
{
	FILE *out = argc > 1 ? fopen(argv[1], "a") : NULL;
	struct msm_bo cmd, dst;
	double null_ns, type0_ns, memw_ns, type0_work, memw_work;
	int fd, n = 16;

	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4 * (64 + n * (1 + PKT_DWORDS)), &cmd) ||
	    msm_bo_create(fd, 4 * PKT_DWORDS, &dst))
		tap_bail("device and buffers");
	null_ns = bench_null_ioctl_ns(fd, 20000);

	msm_debugfs_write("vgpu_stats", "0");	/* max_slice_ns from now */
	if (run_ib(fd, &cmd, &dst, CP_TYPE0_PKT | ((PKT_DWORDS - 1) << 16) |
		   0x8000 | REG_AXXX_CP_SCRATCH_REG4, 0, n))
		tap_bail("type-0 stream");
	type0_ns = msm_vgpu_stat("max_slice_ns");
	type0_work = msm_vgpu_stat("max_slice_work");
	msm_debugfs_write("vgpu_stats", "0");
	if (run_ib(fd, &cmd, &dst, CP_TYPE3_PKT | ((PKT_DWORDS - 1) << 16) |
		   (CP_MEM_WRITE << 8), dst.iova, n))
		tap_bail("CP_MEM_WRITE stream");
	memw_ns = msm_vgpu_stat("max_slice_ns");
	memw_work = msm_vgpu_stat("max_slice_work");

	bench_report(out, "slice_max_us_type0_16k", type0_ns / 1000);
	bench_report(out, "slice_max_us_mem_write_16k", memw_ns / 1000);
	bench_report(out, "slice_max_over_null_ioctl",
		     (type0_ns > memw_ns ? type0_ns : memw_ns) / null_ns);
	bench_report(out, "slice_max_work_type0_16k", type0_work);
	bench_report(out, "slice_max_work_mem_write_16k", memw_work);
	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return 0;
}
