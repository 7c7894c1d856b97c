// SPDX-License-Identifier: GPL-2.0-only
/*
 * CP_PROTECT as upstream programs it: a user IB that writes (or reads)
 * the registers that control the CP, its ring, its microcode and
 * protection itself stops with a protect fault naming the register and
 * the IB, its submit fails with EIO, and the GPU goes on after a reset.
 * (The protect base is a byte address: read as a register number, the
 * ranges miss all of these.)  That the register keeps its value is the
 * host model test's to see: the reset here reprograms them all.
 */
#include "msm_cs.h"
#include "msm_debugfs.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"

struct reg {
	const char *name;
	uint32_t a3xx, a4xx;
};

static const struct reg regs[] = {
	{ "CP_PROTECT_CTRL", REG_A3XX_CP_PROTECT_CTRL, REG_A4XX_CP_PROTECT_CTRL },
	{ "CP_PROTECT(0)", REG_A3XX_CP_PROTECT(0), REG_A4XX_CP_PROTECT(0) },
	{ "CP_PROTECT(15)", REG_A3XX_CP_PROTECT(15), REG_A4XX_CP_PROTECT(15) },
	{ "CP_ME_CNTL", REG_AXXX_CP_ME_CNTL, REG_A4XX_CP_ME_CNTL },
	{ "CP_RB_BASE", REG_AXXX_CP_RB_BASE, REG_A4XX_CP_RB_BASE },
	{ "CP_RB_CNTL", REG_AXXX_CP_RB_CNTL, REG_A4XX_CP_RB_CNTL },
	{ "CP_RB_RPTR_ADDR", REG_AXXX_CP_RB_RPTR_ADDR, REG_A4XX_CP_RB_RPTR_ADDR },
	{ "CP_RB_RPTR", REG_AXXX_CP_RB_RPTR, REG_A4XX_CP_RB_RPTR },
	{ "CP_RB_WPTR", REG_AXXX_CP_RB_WPTR, REG_A4XX_CP_RB_WPTR },
	{ "CP_ME_RAM_WADDR", REG_AXXX_CP_ME_RAM_WADDR, REG_A4XX_CP_ME_RAM_WADDR },
	{ "CP_ME_RAM_DATA", REG_AXXX_CP_ME_RAM_DATA, REG_A4XX_CP_ME_RAM_DATA },
	{ "CP_PFP_UCODE_ADDR", REG_A3XX_CP_PFP_UCODE_ADDR, REG_A4XX_CP_PFP_UCODE_ADDR },
	{ "CP_PFP_UCODE_DATA", REG_A3XX_CP_PFP_UCODE_DATA, REG_A4XX_CP_PFP_UCODE_DATA },
};

#define N_REGS	(int)(sizeof(regs) / sizeof(regs[0]))

static int fd, a4xx;
static struct msm_bo cmd, dst;

/*
 * Submits the IB that cs holds with a write to dst after it, and waits:
 * the fence's status (-EIO for a fault) and the devcoredump's reason.
 */
static int run_ib(struct msm_cs *cs, char *reason, size_t size)
{
	struct msm_submit_req req;
	const char *dump, *r;
	int ffd, status;

	msm_submit_init(&req, cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req))
		return -1000;
	ffd = req.args.fence_fd;
	msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS);
	status = msm_fence_fd_status(ffd);
	close(ffd);

	reason[0] = '\0';
	dump = status == -EIO ? msm_take_devcoredump(MSM_DUMP_WAIT_MS) : NULL;
	r = dump ? strstr(dump, "reason: ") : NULL;
	if (r)
		snprintf(reason, size, "%.*s", (int)strcspn(r + 8, "\n"), r + 8);
	return status;
}

/* A write of the register from an IB: a protect fault, named */
static void check_write(const struct reg *r)
{
	uint32_t reg = a4xx ? r->a4xx : r->a3xx;
	char reason[200], want[80];
	struct msm_cs cs;
	int status;

	cs_begin(&cs, &cmd, 0);
	cs_pkt0(&cs, reg, 1);
	cs_emit(&cs, 0);
	cs_mem_write(&cs, dst.iova, 0xbad);	/* must not run */
	dst.map[0] = 0;
	status = run_ib(&cs, reason, sizeof(reason));
	snprintf(want, sizeof(want), "protect fault: write of register 0x%x in IB1 at 0x%08llx",
		 reg, (unsigned long long)cmd.iova);
	tap_ok(status == -EIO && dst.map[0] == 0 && strstr(reason, want),
	       "%s (0x%x): write faults (status %d, reason \"%s\")", r->name,
	       reg, status, reason);
}

/* Reads from an IB fault too: REG_TO_MEM and a register WAIT_REG_MEM */
static void check_reads(void)
{
	uint32_t reg = a4xx ? REG_A4XX_CP_PROTECT_CTRL : REG_A3XX_CP_PROTECT_CTRL;
	char reason[200];
	struct msm_cs cs;
	int status;

	cs_begin(&cs, &cmd, 0);
	cs_pkt3(&cs, CP_REG_TO_MEM, 2);
	cs_emit(&cs, CP_REG_TO_MEM_0_REG(reg) | CP_REG_TO_MEM_0_CNT(1));
	cs_emit(&cs, (uint32_t)dst.iova + 16);
	dst.map[4] = 0x5a5a5a5a;
	status = run_ib(&cs, reason, sizeof(reason));
	tap_ok(status == -EIO && dst.map[4] == 0x5a5a5a5a &&
	       strstr(reason, "protect fault: read of register"),
	       "CP_REG_TO_MEM of CP_PROTECT_CTRL faults (%s)", reason);

	cs_begin(&cs, &cmd, 0);
	cs_pkt3(&cs, CP_WAIT_REG_MEM, 5);
	cs_emit(&cs, CP_WAIT_REG_MEM_0_FUNCTION(WRITE_ALWAYS) |
		     CP_WAIT_REG_MEM_0_POLL(POLL_REGISTER));
	cs_emit(&cs, reg);
	cs_emit(&cs, 0);
	cs_emit(&cs, 0);
	cs_emit(&cs, 16);
	status = run_ib(&cs, reason, sizeof(reason));
	tap_ok(status == -EIO && strstr(reason, "protect fault: read of register"),
	       "CP_WAIT_REG_MEM on CP_PROTECT_CTRL faults (%s)", reason);
}

/* An unknown opcode is named in the reason, with its IB address */
static void check_opcode_named(void)
{
	char reason[200], want[80];
	struct msm_cs cs;
	int status;

	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, dst.iova + 32, 1);
	cs_pkt3(&cs, 0x01, 1);
	cs_emit(&cs, 0);
	status = run_ib(&cs, reason, sizeof(reason));
	snprintf(want, sizeof(want), "(opcode 0x01) in IB1 at 0x%08llx",
		 (unsigned long long)cmd.iova + 12);
	tap_ok(status == -EIO && strstr(reason, "opcode error") &&
	       strstr(reason, want), "an opcode error names it: \"%s\"",
	       reason);
}

/* After all those resets, work runs */
static void check_still_works(void)
{
	char reason[200];
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, dst.iova + 64, 0x600d);
	tap_ok(run_ib(&cs, reason, sizeof(reason)) == 1 &&
	       dst.map[16] == 0x600d, "the GPU still runs work");
}

int main(void)
{
	uint64_t gpu_id = 0;
	int i;

	tap_plan(N_REGS + 2 + 1 + 1);
	fd = msm_open();
	if (fd < 0 || msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id) ||
	    msm_bo_create(fd, 4096, &cmd) || msm_bo_create(fd, 4096, &dst))
		tap_bail("device and buffers");
	a4xx = gpu_id >= 400;
	/* A dump left by an earlier test would hide ours */
	msm_take_devcoredump(0);

	for (i = 0; i < N_REGS; i++)
		check_write(&regs[i]);
	check_reads();
	check_opcode_named();
	check_still_works();

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
