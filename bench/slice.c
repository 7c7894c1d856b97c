// SPDX-License-Identifier: GPL-2.0-only
/*
 * The model's longest slice: the time the virtual GPU's CP thread holds
 * the model (with interrupts on, preemptible) in one go, under the most
 * expensive command streams a client can write: type-0 packets of 16K
 * dwords to one register, CP_MEM_WRITE of 16K dwords into a buffer, a
 * restart draw of 0xffffffff indices that reads no memory, and a vertex
 * shader that samples in a loop to its step limit for each of 100000
 * points (msm_streams.h; the last two end in a reset).  Reported in
 * microseconds of wall time (which under TCG includes the vCPU's own
 * waits, and moves with the host's load) and, the longest of them, as a
 * ratio to a null ioctl, and as the most work units one slice did
 * (deterministic), from debugfs vgpu_stats.
 */
#include "bench.h"
#include "msm_debugfs.h"
#include "msm_streams.h"

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

/* A stream that ends in a reset: its submit, and its fence's end */
static int run_hostile(int fd, struct msm_bo *cmd, struct msm_bo *dst,
		       uint64_t gpu_id, int shader)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	int err = 0;

	cs_begin(&cs, cmd, 0);
	if (shader)
		err = emit_points(&cs, gpu_id, 1, 100000);
	else
		emit_restart_draw(&cs, gpu_id, dst->iova);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, dst, MSM_SUBMIT_BO_READ);
	err = err || msm_submit(fd, &req);
	/* Hangcheck ends it: the fence is done, with an error */
	err = err || msm_wait_fence(fd, 0, req.args.fence, 60 * SECOND_NS);
	while (msm_take_devcoredump(0))
		;
	return err;
}

/* The slice maxima of one stream: its work units, its time in ns */
struct slice_max {
	double ns, work;
};

static struct slice_max slice_max(void)
{
	struct slice_max m = {
		.ns = (double)msm_vgpu_stat("max_slice_ns"),
		.work = (double)msm_vgpu_stat("max_slice_work"),
	};

	msm_debugfs_write("vgpu_stats", "0");
	return m;
}

int main(int argc, char **argv)
{
	FILE *out = argc > 1 ? fopen(argv[1], "a") : NULL;
	struct slice_max type0, memw, restart = { 0 }, shader = { 0 };
	struct msm_bo cmd, dst;
	double null_ns, worst;
	uint64_t gpu_id = 0;
	int fd, n = 16;

	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4 * (64 + n * (1 + PKT_DWORDS)), &cmd) ||
	    msm_bo_create(fd, 4 * PKT_DWORDS, &dst) ||
	    msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id))
		tap_bail("device and buffers");
	null_ns = bench_null_ioctl_ns(fd, 20000);

	msm_debugfs_write("vgpu_stats", "0");	/* max_slice_ns from now */
	if (run_ib(fd, &cmd, &dst, CP_TYPE0_PKT | ((PKT_DWORDS - 1) << 16) |
		   0x8000 | REG_AXXX_CP_SCRATCH_REG4, 0, n))
		tap_bail("type-0 stream");
	type0 = slice_max();
	if (run_ib(fd, &cmd, &dst, CP_TYPE3_PKT | ((PKT_DWORDS - 1) << 16) |
		   (CP_MEM_WRITE << 8), dst.iova, n))
		tap_bail("CP_MEM_WRITE stream");
	memw = slice_max();
	if (gpu_id >= 300) {
		if (run_hostile(fd, &cmd, &dst, gpu_id, 0))
			tap_bail("restart draw");
		restart = slice_max();
		if (run_hostile(fd, &cmd, &dst, gpu_id, 1))
			tap_bail("sampling vertex shader");
		shader = slice_max();
	}
	worst = type0.ns > memw.ns ? type0.ns : memw.ns;
	worst = restart.ns > worst ? restart.ns : worst;
	worst = shader.ns > worst ? shader.ns : worst;

	bench_report(out, "slice_max_us_type0_16k", type0.ns / 1000);
	bench_report(out, "slice_max_us_mem_write_16k", memw.ns / 1000);
	bench_report(out, "slice_max_us_restart_draw", restart.ns / 1000);
	bench_report(out, "slice_max_us_vs_sample_loop", shader.ns / 1000);
	bench_report(out, "slice_max_over_null_ioctl", worst / null_ns);
	bench_report(out, "slice_max_work_type0_16k", type0.work);
	bench_report(out, "slice_max_work_mem_write_16k", memw.work);
	bench_report(out, "slice_max_work_restart_draw", restart.work);
	bench_report(out, "slice_max_work_vs_sample_loop", shader.work);
	bench_report(out, "slice_bound_work",
		     (double)msm_vgpu_stat("slice_bound"));
	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return 0;
}
