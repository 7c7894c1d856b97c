// SPDX-License-Identifier: GPL-2.0-only
/*
 * CP_PROTECT as upstream programs it: a user IB that writes (or reads)
 * the registers that control the CP, its ring, its microcode and
 * protection itself stops with a protect fault naming the register and
 * the IB, its submit fails with EIO, and the GPU goes on after a reset.
 * (The protect base is a byte address: read as a register number, the
 * ranges miss all of these.)  That the register keeps its value is the
 * host model test's to see: the reset here reprograms them all.
 *
 * a2xx has no CP_PROTECT: the protected mode that a packet of the
 * kernel's ring turns on guards fixed ranges (the CP's, the MH's and
 * its MMU's, the RBBM's reset and interrupts), and says nothing of the
 * register.  There a CP_REG_RMW faults too (on a3xx/a4xx it is not
 * checked): the MMU's page table base is a GPU register, and pointing
 * it elsewhere would hand a client any page of memory.
 */
#include <stdbool.h>

#include "msm_cs.h"
#include "msm_debugfs.h"
#include "generated/a2xx.xml.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"

#define NONE	0	/* no such register on the generation */

struct reg {
	const char *name;
	uint32_t a2xx, a3xx, a4xx;
};

static const struct reg regs[] = {
	{ "CP_PROTECT_CTRL", NONE, REG_A3XX_CP_PROTECT_CTRL, REG_A4XX_CP_PROTECT_CTRL },
	{ "CP_PROTECT(0)", NONE, REG_A3XX_CP_PROTECT(0), REG_A4XX_CP_PROTECT(0) },
	{ "CP_PROTECT(15)", NONE, REG_A3XX_CP_PROTECT(15), REG_A4XX_CP_PROTECT(15) },
	{ "CP_ME_CNTL", REG_AXXX_CP_ME_CNTL, REG_AXXX_CP_ME_CNTL, REG_A4XX_CP_ME_CNTL },
	{ "CP_RB_BASE", REG_AXXX_CP_RB_BASE, REG_AXXX_CP_RB_BASE, REG_A4XX_CP_RB_BASE },
	{ "CP_RB_CNTL", REG_AXXX_CP_RB_CNTL, REG_AXXX_CP_RB_CNTL, REG_A4XX_CP_RB_CNTL },
	{ "CP_RB_RPTR_ADDR", REG_AXXX_CP_RB_RPTR_ADDR, REG_AXXX_CP_RB_RPTR_ADDR, REG_A4XX_CP_RB_RPTR_ADDR },
	{ "CP_RB_RPTR", REG_AXXX_CP_RB_RPTR, REG_AXXX_CP_RB_RPTR, REG_A4XX_CP_RB_RPTR },
	{ "CP_RB_WPTR", REG_AXXX_CP_RB_WPTR, REG_AXXX_CP_RB_WPTR, REG_A4XX_CP_RB_WPTR },
	{ "CP_ME_RAM_WADDR", REG_AXXX_CP_ME_RAM_WADDR, REG_AXXX_CP_ME_RAM_WADDR, REG_A4XX_CP_ME_RAM_WADDR },
	{ "CP_ME_RAM_DATA", REG_AXXX_CP_ME_RAM_DATA, REG_AXXX_CP_ME_RAM_DATA, REG_A4XX_CP_ME_RAM_DATA },
	{ "CP_PFP_UCODE_ADDR", REG_A2XX_CP_PFP_UCODE_ADDR, REG_A3XX_CP_PFP_UCODE_ADDR, REG_A4XX_CP_PFP_UCODE_ADDR },
	{ "CP_PFP_UCODE_DATA", REG_A2XX_CP_PFP_UCODE_DATA, REG_A3XX_CP_PFP_UCODE_DATA, REG_A4XX_CP_PFP_UCODE_DATA },
	{ "RBBM_SOFT_RESET", REG_A2XX_RBBM_SOFT_RESET, NONE, NONE },
	{ "RBBM_INT_CNTL", REG_A2XX_RBBM_INT_CNTL, NONE, NONE },
	{ "MH_MMU_CONFIG", REG_A2XX_MH_MMU_CONFIG, NONE, NONE },
	{ "MH_MMU_PT_BASE", REG_A2XX_MH_MMU_PT_BASE, NONE, NONE },
	{ "MH_MMU_MPU_BASE", REG_A2XX_MH_MMU_MPU_BASE, NONE, NONE },
	{ "MH_MMU_MPU_END", REG_A2XX_MH_MMU_MPU_END, NONE, NONE },
	{ "MH_ARBITER_CONFIG", REG_A2XX_MH_ARBITER_CONFIG, NONE, NONE },
};

#define N_REGS	(int)(sizeof(regs) / sizeof(regs[0]))

static int fd, gen;
static struct msm_bo cmd, dst;

static uint32_t reg_of(const struct reg *r)
{
	return gen == 2 ? r->a2xx : gen == 3 ? r->a3xx : r->a4xx;
}

static const struct reg *reg_named(const char *name)
{
	int i;

	for (i = 0; strcmp(regs[i].name, name); i++)
		;
	return &regs[i];
}

/* What the crash state says of a fault at the IB's first packet */
static void want_fault(char *want, size_t size, const char *what,
		       uint32_t reg)
{
	if (gen == 2)
		snprintf(want, size, "protect fault in IB1 at 0x%08llx",
			 (unsigned long long)cmd.iova);
	else
		snprintf(want, size, "protect fault: %s of register 0x%x in IB1 at 0x%08llx",
			 what, reg, (unsigned long long)cmd.iova);
}

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

/*
 * A write of the register from an IB, a type-0 one or (rmw) a
 * CP_REG_RMW setting it to a page of the client's choosing: a protect
 * fault, named, and nothing after it runs
 */
static void check_write(const struct reg *r, bool rmw)
{
	uint32_t reg = reg_of(r);
	char reason[200], want[80];
	struct msm_cs cs;
	int status;

	cs_begin(&cs, &cmd, 0);
	if (rmw) {
		cs_pkt3(&cs, CP_REG_RMW, 3);
		cs_emit(&cs, CP_REG_RMW_0_DST_REG(reg));
		cs_emit(&cs, 0);		/* AND: clear it */
		cs_emit(&cs, 0x1000);		/* OR: the page */
	} else {
		cs_pkt0(&cs, reg, 1);
		cs_emit(&cs, 0);
	}
	cs_mem_write(&cs, dst.iova, 0xbad);	/* must not run */
	dst.map[0] = 0;
	status = run_ib(&cs, reason, sizeof(reason));
	want_fault(want, sizeof(want), "write", reg);
	tap_ok(status == -EIO && dst.map[0] == 0 && strstr(reason, want),
	       "%s (0x%x): %s faults (status %d, reason \"%s\")", r->name,
	       reg, rmw ? "CP_REG_RMW" : "write", status, reason);
}

/*
 * Reads from an IB fault too: REG_TO_MEM and a register WAIT_REG_MEM of
 * CP_PROTECT_CTRL (a2xx: MH_MMU_PT_BASE)
 */
static void check_reads(void)
{
	const struct reg *guard = reg_named(gen == 2 ? "MH_MMU_PT_BASE" :
						    "CP_PROTECT_CTRL");
	uint32_t reg = reg_of(guard);
	const char *fault = gen == 2 ? "protect fault in IB1" :
				       "protect fault: read of register";
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
	       strstr(reason, fault), "CP_REG_TO_MEM of %s faults (%s)",
	       guard->name, reason);

	cs_begin(&cs, &cmd, 0);
	cs_pkt3(&cs, CP_WAIT_REG_MEM, 5);
	cs_emit(&cs, CP_WAIT_REG_MEM_0_FUNCTION(WRITE_ALWAYS) |
		     CP_WAIT_REG_MEM_0_POLL(POLL_REGISTER));
	cs_emit(&cs, reg);
	cs_emit(&cs, 0);
	cs_emit(&cs, 0);
	cs_emit(&cs, 16);
	status = run_ib(&cs, reason, sizeof(reason));
	tap_ok(status == -EIO && strstr(reason, fault),
	       "CP_WAIT_REG_MEM on %s faults (%s)",
	       guard->name, reason);
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
	int i, n = 0;

	fd = msm_open();
	if (fd < 0 || msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id) ||
	    msm_bo_create(fd, 4096, &cmd) || msm_bo_create(fd, 4096, &dst))
		tap_bail("device and buffers");
	gen = (int)(gpu_id / 100);
	for (i = 0; i < N_REGS; i++)
		n += reg_of(&regs[i]) != NONE;
	tap_plan(n + 2 + (gen == 2) + 1 + 1);
	/* A dump left by an earlier test would hide ours */
	msm_take_devcoredump(0);

	for (i = 0; i < N_REGS; i++)
		if (reg_of(&regs[i]) != NONE)
			check_write(&regs[i], false);
	check_reads();
	/* a2xx: the MMU's table base, a GPU register there, by RMW too */
	if (gen == 2)
		check_write(reg_named("MH_MMU_PT_BASE"), true);
	check_opcode_named();
	check_still_works();

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
