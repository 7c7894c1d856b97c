// SPDX-License-Identifier: GPL-2.0-only
/*
 * Host unit test of the GPU model: the register file, reset, the
 * always-on counter under a fake clock, the SMMU's LPAE walk and a2xx's
 * own MMU with every kind of fault, over a fake physical memory the test
 * owns; the CP's packets, protection, budget and draw state.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/model.h"
#include "model/model_fmt.h"
#include "model/model_vfd.h"
#include "generated/ir3_isa.h"
#include "adreno_regs.h"

#define PKT0(reg, n)	(CP_TYPE0_PKT | (((n) - 1) << 16) | (reg))
#define PKT3(op, n)	(CP_TYPE3_PKT | (((n) - 1) << 16) | ((op) << 8))

#define PHYS_BASE	0x80000000ull
#define PHYS_PAGES	64

static uint8_t *phys;
static uint64_t fake_ns;
static int count, failed;

static void ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - ", cond ? "ok" : "not ok", ++count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed += !cond;
}

static void *host_page(void *priv, am_u64 pa)
{
	(void)priv;
	if (pa < PHYS_BASE || pa >= PHYS_BASE + PHYS_PAGES * 4096ull)
		return 0;
	return phys + (pa - PHYS_BASE);
}

static am_u64 host_now(void *priv)
{
	(void)priv;
	return fake_ns;
}

static const struct am_host host = {
	.page = host_page, .now_ns = host_now,
};

/* Fake physical page n, as a table of 512 descriptors */
static uint64_t *table(unsigned int n)
{
	return (uint64_t *)(phys + n * 4096);
}

static uint64_t pa_of(unsigned int n)
{
	return PHYS_BASE + n * 4096ull;
}

/*
 * A table of our own: L1 in page 0, L2 in page 1 (for the first GiB),
 * L3 in page 2 (for the 2 MiB at 16 MiB); data pages from page 8 on.
 */
#define IOVA		0x01000000ull
static void build_tables(void)
{
	const uint64_t tbl = AM_PTE_VALID | AM_PTE_TABLE;

	memset(phys, 0, PHYS_PAGES * 4096);
	table(0)[0] = pa_of(1) | tbl;
	table(1)[IOVA >> 21] = pa_of(2) | tbl;
	table(2)[0] = pa_of(8) | tbl | AM_PTE_AF;			/* rw */
	table(2)[1] = pa_of(9) | tbl | AM_PTE_AF;			/* rw */
	table(2)[2] = pa_of(10) | tbl | AM_PTE_AF | AM_PTE_AP_RDONLY;	/* ro */
	table(2)[3] = pa_of(11) | tbl;					/* no AF */
	table(2)[4] = pa_of(12) | AM_PTE_VALID;				/* block */
}

static void test_mmu(struct am_gpu *gpu)
{
	uint32_t buf[4] = { 0 }, w = 0x11223344;
	am_u64 pa = 0;

	build_tables();
	ok(am_translate(gpu, IOVA, AM_ACCESS_READ, &pa) == AM_FAULT_TRANSLATION,
	   "translation off: every access faults");

	am_smmu_write(gpu, AM_SMMU_TTBR0_LO, (uint32_t)pa_of(0));
	am_smmu_write(gpu, AM_SMMU_TTBR0_HI, (uint32_t)(pa_of(0) >> 32));
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);

	ok(am_translate(gpu, IOVA + 0x123, AM_ACCESS_READ, &pa) == AM_OK &&
	   pa == pa_of(8) + 0x123, "a mapped address translates");
	ok(am_translate(gpu, IOVA + 4096, AM_ACCESS_WRITE, &pa) == AM_OK &&
	   pa == pa_of(9), "pages are independent");
	ok(am_translate(gpu, IOVA + 2 * 4096, AM_ACCESS_READ, &pa) == AM_OK,
	   "a read-only page reads");
	ok(am_translate(gpu, IOVA + 2 * 4096, AM_ACCESS_WRITE, &pa) ==
	   AM_FAULT_PERMISSION, "a read-only page faults on write");
	ok(am_translate(gpu, IOVA + 3 * 4096, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION, "a page without the access flag faults");
	ok(am_translate(gpu, IOVA + 4 * 4096, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION, "a block or invalid descriptor faults");
	ok(am_translate(gpu, IOVA + 5 * 4096, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION, "an empty entry faults");
	ok(am_translate(gpu, 0x40000000, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION, "an empty first-level entry faults");
	ok(am_translate(gpu, 1ull << 32, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION, "addresses above 4 GiB fault");

	/* A copy across the page boundary lands in both pages */
	ok(am_mem_write(gpu, IOVA + 4096 - 4, &w, 4) == AM_OK &&
	   am_mem_write(gpu, IOVA + 4096 - 2, &w, 4) == AM_OK,
	   "writes through the table");
	ok(phys[8 * 4096 + 4094] == 0x44 && phys[9 * 4096 + 1] == 0x11,
	   "a write across a page boundary lands in both pages");
	ok(am_mem_read(gpu, IOVA + 4096 - 8, buf, 16) == AM_OK &&
	   buf[1] == 0x33443344, "a read across a page boundary");
	ok(am_mem_write(gpu, IOVA + 2 * 4096, &w, 4) == AM_FAULT_PERMISSION &&
	   phys[10 * 4096] == 0, "a faulting write changes nothing");
	ok(am_mem_read(gpu, IOVA + 2 * 4096 - 4, buf, 8) == AM_OK,
	   "reading into the read-only page works");

	/* Entries that point outside memory the host gives out */
	table(2)[6] = 0x1000 | AM_PTE_VALID | AM_PTE_TABLE | AM_PTE_AF;
	ok(am_mem_read(gpu, IOVA + 6 * 4096, buf, 4) == AM_FAULT_TRANSLATION,
	   "a page outside host memory faults");

	am_smmu_write(gpu, AM_SMMU_FSR, 0);
	am_smmu_write(gpu, AM_SMMU_FAR_LO, 0x1234);
	ok(am_smmu_read(gpu, AM_SMMU_FAR_LO) == 0, "FAR is read-only");
}

/*
 * No SMMU (a board without an IOMMU): GPU addresses are bus addresses, of
 * whatever pages the host gives; translation registers change nothing
 */
static void test_no_smmu(struct am_gpu *gpu)
{
	struct am_config cfg = { .chip_id = 0x03020000, .freq_mhz = 450,
				 .no_smmu = 1 };
	uint32_t w = 0x5a5a1234, r = 0;
	am_u64 pa = 0;

	am_init(gpu, &cfg, &host);
	memset(phys, 0, PHYS_PAGES * 4096);
	ok(am_translate(gpu, pa_of(3) + 0x10, AM_ACCESS_WRITE, &pa) == AM_OK &&
	   pa == pa_of(3) + 0x10, "no SMMU: an address is the bus address");
	ok(am_mem_write(gpu, pa_of(3) + 0x10, &w, 4) == AM_OK &&
	   !memcmp(phys + 3 * 4096 + 0x10, &w, 4) &&
	   am_mem_read(gpu, pa_of(3) + 0x10, &r, 4) == AM_OK && r == w,
	   "no SMMU: a write lands in the host's page at that address");
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
	ok(am_mem_read(gpu, pa_of(PHYS_PAGES), &r, 4) == AM_FAULT_TRANSLATION &&
	   am_mem_read(gpu, PHYS_BASE - 4, &r, 4) == AM_FAULT_TRANSLATION &&
	   am_mem_read(gpu, pa_of(3) | 1ull << 32, &r, 4) ==
	   AM_FAULT_TRANSLATION,
	   "no SMMU: outside the host's pages, or above 4 GiB, faults");
}

static void test_regs(struct am_gpu *gpu, const char *what, uint32_t chip,
		      uint32_t hw_version_reg, uint32_t reset_reg)
{
	ok(am_reg_read(gpu, hw_version_reg) == chip, "%s: HW_VERSION", what);
	am_reg_write(gpu, hw_version_reg, 0);
	ok(am_reg_read(gpu, hw_version_reg) == chip,
	   "%s: HW_VERSION is read-only", what);
	am_reg_write(gpu, 0x57a, 0xabcd);
	ok(am_reg_read(gpu, 0x57a) == 0xabcd, "%s: plain registers store", what);
	ok(am_reg_read(gpu, AM_REG_COUNT + 5) == 0,
	   "%s: outside the window reads 0", what);
	am_reg_write(gpu, reset_reg, 1);
	ok(am_reg_read(gpu, 0x57a) == 0 && am_reg_read(gpu, hw_version_reg) == chip,
	   "%s: software reset clears the registers", what);
	ok(am_smmu_read(gpu, AM_SMMU_SCTLR) == AM_SMMU_SCTLR_M,
	   "%s: a GPU reset leaves the SMMU alone", what);
}

static void test_counter(struct am_gpu *gpu)
{
	uint32_t lo;

	fake_ns = 1000000;
	am_reg_write(gpu, REG_A4XX_RBBM_SW_RESET_CMD, 1);
	ok(am_reg_read(gpu, REG_A4XX_RBBM_PERFCTR_CP_0_LO) == 0,
	   "a4xx: CP counter 0 idle until enabled");
	am_reg_write(gpu, REG_A4XX_RBBM_PERFCTR_CTL, 1);
	am_reg_write(gpu, REG_A4XX_CP_PERFCTR_CP_SEL_0, CP_ALWAYS_COUNT);
	fake_ns += 2000;	/* 2 us at 500 MHz */
	lo = am_reg_read(gpu, REG_A4XX_RBBM_PERFCTR_CP_0_LO);
	ok(lo == 1000, "a4xx: counts cycles (%u after 2 us at 500 MHz)", lo);
	fake_ns += 10ull * 1000000000;	/* 10 s: past 2^32 cycles */
	ok(am_reg_read(gpu, REG_A4XX_RBBM_PERFCTR_CP_0_HI) == 1,
	   "a4xx: the counter carries into HI");
}

/* A GPU at power-on, its SMMU translating through build_tables()'s */
static void gpu_with_tables(struct am_gpu *gpu, const struct am_config *cfg)
{
	am_init(gpu, cfg, &host);
	build_tables();
	am_smmu_write(gpu, AM_SMMU_TTBR0_LO, (uint32_t)pa_of(0));
	am_smmu_write(gpu, AM_SMMU_TTBR0_HI, (uint32_t)(pa_of(0) >> 32));
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
}

/*
 * The CP, without a kernel: the same packets the driver and the tests
 * send.  GPU addresses: the ring at IOVA (page 8), an IB at IOVA+4K
 * (page 9), data at IOVA+8K (page 10, read-only, so reads only).
 */
#define RING		IOVA
#define IB		(IOVA + 4096)
#define RING_DW(i)	(((uint32_t *)(phys + 8 * 4096))[i])
#define IB_DW(i)	(((uint32_t *)(phys + 9 * 4096))[i])

static uint32_t wptr;

/* RPTR == WPTR and no IB: what RBBM_STATUS's busy bit reports */
static int am_cp_busy_for_test(struct am_gpu *gpu)
{
	return !!(am_reg_read(gpu, REG_A4XX_RBBM_STATUS) &
		  A4XX_RBBM_STATUS_GPU_BUSY);
}

static void ring(uint32_t dw)
{
	RING_DW(wptr++) = dw;
}

/* The ring's write pointer, where the GPU's generation has it */
static void kick(struct am_gpu *gpu)
{
	am_reg_write(gpu, gpu->cfg.chip_id >> 24 == 4 ? REG_A4XX_CP_RB_WPTR :
		     REG_AXXX_CP_RB_WPTR, wptr);
}

static void cp_setup(struct am_gpu *gpu)
{
	struct am_config cfg = { .chip_id = 0x04020000, .freq_mhz = 500 };
	int i;

	gpu_with_tables(gpu, &cfg);
	/* Microcode, the ring (4 KiB: BUFSZ 9), protection, interrupts */
	am_reg_write(gpu, REG_A4XX_CP_ME_RAM_WADDR, 0);
	am_reg_write(gpu, REG_A4XX_CP_ME_RAM_DATA, 1);
	am_reg_write(gpu, REG_A4XX_CP_PFP_UCODE_ADDR, 0);
	am_reg_write(gpu, REG_A4XX_CP_PFP_UCODE_DATA, 1);
	am_reg_write(gpu, REG_A4XX_CP_RB_CNTL, 9 | AXXX_CP_RB_CNTL_NO_UPDATE);
	am_reg_write(gpu, REG_A4XX_CP_RB_BASE, (uint32_t)RING);
	am_reg_write(gpu, REG_A4XX_CP_PROTECT_CTRL, 7);
	/* Registers 0x20..0x3f, as bytes: RBBM_SW_RESET_CMD (0x22) is in */
	am_reg_write(gpu, REG_A4XX_CP_PROTECT(0), 0x65000080);
	am_reg_write(gpu, REG_A4XX_RBBM_INT_0_MASK, 0xffffffff);
	for (i = 0; i < 1024; i++)
		RING_DW(i) = 0;
	wptr = 0;
}

static void test_cp(struct am_gpu *gpu)
{
	am_u64 far, ibs;

	cp_setup(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && !am_irq_pending(gpu),
	   "cp: an empty ring is idle");

	/* MEM_WRITE into the ring's own page, then CACHE_FLUSH_TS + IRQ */
	ring(PKT3(CP_MEM_WRITE, 3));
	ring((uint32_t)RING + 2048);
	ring(0x11111111);
	ring(0x22222222);
	ring(PKT3(CP_EVENT_WRITE, 3));
	ring(CACHE_FLUSH_TS | CP_EVENT_WRITE_0_IRQ);
	ring((uint32_t)RING + 2056);
	ring(42);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE, "cp: the ring runs to its end");
	ok(RING_DW(512) == 0x11111111 && RING_DW(513) == 0x22222222,
	   "cp: CP_MEM_WRITE writes through the SMMU");
	ok(RING_DW(514) == 42 && am_irq_pending(gpu) &&
	   (am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS) &
	    A4XX_INT0_CACHE_FLUSH_TS),
	   "cp: CACHE_FLUSH_TS writes the seqno and interrupts");
	am_reg_write(gpu, REG_A4XX_RBBM_INT_CLEAR_CMD, 0xffffffff);
	ok(!am_irq_pending(gpu), "cp: INT_CLEAR_CMD clears it");
	ok(am_reg_read(gpu, REG_A4XX_CP_RB_RPTR) == wptr,
	   "cp: RPTR caught up with WPTR");

	/* An IB: a scratch write, REG_TO_MEM, REG_RMW, then a protect fault */
	IB_DW(0) = PKT0(REG_AXXX_CP_SCRATCH_REG4, 1);
	IB_DW(1) = 0x1234;
	IB_DW(2) = PKT3(CP_REG_RMW, 3);
	IB_DW(3) = REG_AXXX_CP_SCRATCH_REG4;
	IB_DW(4) = 0xff00;
	IB_DW(5) = 0x5;
	IB_DW(6) = PKT3(CP_REG_TO_MEM, 2);
	IB_DW(7) = CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG4) |
		   CP_REG_TO_MEM_0_CNT(1);
	IB_DW(8) = (uint32_t)RING + 2064;
	IB_DW(9) = PKT0(REG_A4XX_RBBM_SW_RESET_CMD, 1);	/* protected */
	IB_DW(10) = 1;
	IB_DW(11) = PKT3(CP_MEM_WRITE, 2);
	IB_DW(12) = (uint32_t)RING + 2068;
	IB_DW(13) = 0xbad;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(14);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED, "cp: a protect fault halts");
	ok(RING_DW(516) == 0x1205, "cp: REG_RMW then REG_TO_MEM (0x%x)",
	   RING_DW(516));
	ok(am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS) &
	   A4XX_INT0_CP_REG_PROTECT_FAULT, "cp: the protect-fault interrupt");
	ok(am_reg_read(gpu, REG_A4XX_CP_PROTECT_STATUS) == ((1u << 24) | (0x22 << 2)),
	   "cp: PROTECT_STATUS says write of 0x22");
	ok(am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4) == 0x1205 &&
	   RING_DW(517) == 0, "cp: the register kept its value, nothing after ran");
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED, "cp: halted until a reset");

	/* A reset, then an unknown opcode */
	cp_setup(gpu);
	ring(PKT3(0x01, 1));
	ring(0);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   (am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS) &
	    A4XX_INT0_CP_OPCODE_ERROR), "cp: an unknown opcode is an error");

	/* A page fault is recorded and the CP goes on */
	cp_setup(gpu);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring(0x30000000);
	ring(1);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2048);
	ring(7);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING && RING_DW(512) == 0,
	   "cp: a page fault stalls the CP");
	far = am_smmu_read(gpu, AM_SMMU_FAR_LO);
	ok(am_smmu_irq_pending(gpu) && far == 0x30000000 &&
	   (am_smmu_read(gpu, AM_SMMU_FSR) & AM_SMMU_FSR_TF),
	   "cp: a page fault sets FSR and FAR (0x%llx)", (unsigned long long)far);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING, "cp: until FSR is cleared");
	am_smmu_write(gpu, AM_SMMU_FSR, am_smmu_read(gpu, AM_SMMU_FSR));
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(512) == 7,
	   "cp: then the CP goes on and finishes");

	/* WAIT_REG_MEM holds the CP until memory says so */
	cp_setup(gpu);
	RING_DW(600) = 0;
	ring(PKT3(CP_WAIT_REG_MEM, 5));
	ring(CP_WAIT_REG_MEM_0_FUNCTION(WRITE_EQ) |
	     CP_WAIT_REG_MEM_0_POLL(POLL_MEMORY));
	ring((uint32_t)RING + 2400);
	ring(1);
	ring(0xffffffff);
	ring(16);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2404);
	ring(9);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING && RING_DW(601) == 0,
	   "cp: WAIT_REG_MEM waits");
	RING_DW(600) = 1;
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(601) == 9,
	   "cp: and goes on once memory matches");

	/* IB2 inside IB1 is fine; a third level is an error */
	cp_setup(gpu);
	ibs = gpu->cp.stats.ibs;
	IB_DW(0) = PKT3(CP_INDIRECT_BUFFER_PFD, 2);
	IB_DW(1) = (uint32_t)IB + 64;
	IB_DW(2) = 3;
	IB_DW(16) = PKT3(CP_MEM_WRITE, 2);
	IB_DW(17) = (uint32_t)RING + 2048;
	IB_DW(18) = 0x1b2;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(3);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(512) == 0x1b2 &&
	   gpu->cp.stats.ibs == ibs + 2, "cp: an IB2 inside an IB1 runs");
	/* IB1 calls IB2 and goes on; IB2 calls an IB and goes on: level 3 */
	IB_DW(0) = PKT3(CP_INDIRECT_BUFFER_PFD, 2);
	IB_DW(1) = (uint32_t)IB + 64;
	IB_DW(2) = 4;
	IB_DW(3) = CP_TYPE2_PKT;
	IB_DW(16) = PKT3(CP_INDIRECT_BUFFER_PFD, 2);
	IB_DW(17) = (uint32_t)IB + 256;
	IB_DW(18) = 1;
	IB_DW(19) = CP_TYPE2_PKT;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(4);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED, "cp: an IB3 is an error");

	/* An IB whose last packet jumps to itself: a hang, not an error */
	cp_setup(gpu);
	ibs = gpu->cp.stats.ibs;
	IB_DW(32) = PKT3(CP_INDIRECT_BUFFER_PFD, 2);
	IB_DW(33) = (uint32_t)IB + 128;
	IB_DW(34) = 3;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB + 128);
	ring(3);
	kick(gpu);
	/* Three dwords fetched per jump: a budget of 3000 is 1000 jumps */
	ok(am_cp_run(gpu, 3000) == AM_RUN_BUDGET &&
	   am_cp_run(gpu, 3000) == AM_RUN_BUDGET &&
	   gpu->cp.stats.ibs - ibs >= 1999 && gpu->cp.level == 1,
	   "cp: an IB jumping to itself loops at one level");
	am_reg_write(gpu, REG_A4XX_RBBM_SW_RESET_CMD, 1);
	ok(am_cp_run(gpu, 10) == AM_RUN_HALTED && !am_cp_busy_for_test(gpu),
	   "cp: a reset stops it (and the microcode is gone)");
}

/* A run costs its budget and a little more, however big the packet */
static void test_cp_budget(struct am_gpu *gpu)
{
	am_u32 i, runs = 0, worst = 0;

	cp_setup(gpu);
	/* 1000 writes, to registers 0x57c.. (scratch and beyond), then one */
	IB_DW(0) = PKT0(REG_AXXX_CP_SCRATCH_REG4, 1000);
	for (i = 1; i <= 1000; i++)
		IB_DW(i) = i;
	IB_DW(1001) = PKT3(CP_MEM_WRITE, 2);
	IB_DW(1002) = (uint32_t)RING + 2048;
	IB_DW(1003) = 0x77;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(1004);
	kick(gpu);
	ok(am_cp_run(gpu, 10) == AM_RUN_BUDGET &&
	   gpu->cp.work <= 10 + AM_CP_MAX_OVERSHOOT &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4) == 1 &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4 + 999) == 0,
	   "cp: a budget of 10 pauses inside a 1000-dword packet (work %u)",
	   gpu->cp.work);
	while (am_cp_run(gpu, 10) == AM_RUN_BUDGET && runs++ < 1000)
		worst = gpu->cp.work > worst ? gpu->cp.work : worst;
	ok(am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4 + 999) == 1000 &&
	   RING_DW(512) == 0x77 && worst <= 10 + AM_CP_MAX_OVERSHOOT,
	   "cp: the packet goes on where it paused, to the end (%u runs, worst %u)",
	   runs, worst);
}

/*
 * The TLB lives for one am_cp_run(): a page unmapped between two runs
 * (as vgpu_mmu_unmap does, waiting for the lock) is not written through
 * the translation the first run cached
 */
static void test_tlb_per_run(struct am_gpu *gpu)
{
	cp_setup(gpu);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)IB + 64);
	ring(0x600d);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && IB_DW(16) == 0x600d,
	   "tlb: a first run writes the page");
	table(2)[1] = 0;		/* the IB page's entry: unmapped */
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)IB + 64);
	ring(0xbad);
	kick(gpu);
	am_cp_run(gpu, 100);
	ok(IB_DW(16) == 0x600d && am_smmu_irq_pending(gpu) &&
	   am_smmu_read(gpu, AM_SMMU_FAR_LO) == (uint32_t)IB + 64,
	   "tlb: after an unmap between runs, the write faults and lands nowhere");
}

/*
 * An occlusion query as fd4 samples it: CP_SET_CONSTANT points
 * RB_SAMPLE_COUNT_CONTROL at the query base in CP_SCRATCH_REG4 plus the
 * slot, and ZPASS_DONE writes the counters there.  Then CP_SET_CONSTANT's
 * plain form, and CP_PROTECT on both.
 */
#define CP_REG(r)	((4u << 16) | ((r) - 0x2000))
static void test_occlusion_sample(struct am_gpu *gpu)
{
	uint32_t i, zero = 1, ctl;
	enum am_run run;

	cp_setup(gpu);
	for (i = 64; i < 64 + 32; i++)
		IB_DW(i) = 0xdeadbeef;
	gpu->pipe.samples_passed = 0x123456789ull;
	ring(PKT0(REG_AXXX_CP_SCRATCH_REG4, 1));
	ring((uint32_t)IB + 128);
	ring(PKT3(CP_SET_CONSTANT, 3));
	ring(CP_REG(REG_A4XX_RB_SAMPLE_COUNT_CONTROL) | 0x80000000u);
	ring(REG_AXXX_CP_SCRATCH_REG4);
	ring(A4XX_RB_SAMPLE_COUNT_CONTROL_COPY | 128);
	ring(PKT3(CP_EVENT_WRITE, 1));
	ring(ZPASS_DONE);
	kick(gpu);
	run = am_cp_run(gpu, 100);
	ctl = am_reg_read(gpu, REG_A4XX_RB_SAMPLE_COUNT_CONTROL);
	ok(run == AM_RUN_IDLE &&
	   ctl == (uint32_t)IB + 256 + A4XX_RB_SAMPLE_COUNT_CONTROL_COPY,
	   "query: CP_SET_CONSTANT adds CP_SCRATCH_REG4 to the slot (0x%x)",
	   ctl);
	for (i = 66; i < 96; i++)
		zero &= IB_DW(i) == 0;
	ok(IB_DW(64) == 0x23456789 && IB_DW(65) == 0x1 && zero,
	   "query: ZPASS_DONE writes counter 0 and zeros, 128 bytes");

	ring(PKT3(CP_SET_CONSTANT, 3));
	ring(CP_REG(REG_A4XX_RB_SAMPLE_COUNT_CONTROL));
	ring(0x1000);
	ring(0x2000);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE &&
	   am_reg_read(gpu, REG_A4XX_RB_SAMPLE_COUNT_CONTROL) == 0x1000 &&
	   am_reg_read(gpu, REG_A4XX_RB_SAMPLE_COUNT_CONTROL + 1) == 0x2000,
	   "query: CP_SET_CONSTANT's plain form writes successive registers");

	/* A write trap on the control register, then the same from an IB */
	am_reg_write(gpu, REG_A4XX_CP_PROTECT(1),
		     0x60000000u | (REG_A4XX_RB_SAMPLE_COUNT_CONTROL << 2));
	IB_DW(0) = PKT3(CP_SET_CONSTANT, 2);
	IB_DW(1) = CP_REG(REG_A4XX_RB_SAMPLE_COUNT_CONTROL);
	IB_DW(2) = 0x3000;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(3);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   am_reg_read(gpu, REG_A4XX_RB_SAMPLE_COUNT_CONTROL) == 0x1000,
	   "query: CP_SET_CONSTANT from an IB honours CP_PROTECT");
}

/*
 * CP_PROTECT's base is a byte address: upstream's a4xx entry 0x67000800
 * covers registers 0x200..0x27f (the CP's), not 0x800.
 */
static void test_cp_protect_bytes(struct am_gpu *gpu)
{
	cp_setup(gpu);
	am_reg_write(gpu, REG_A4XX_CP_PROTECT(1), 0x67000800);
	IB_DW(0) = PKT0(REG_A4XX_CP_RB_BASE, 1);
	IB_DW(1) = 0x1000;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(2);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   am_reg_read(gpu, REG_A4XX_CP_PROTECT_STATUS) ==
	   ((1u << 24) | (REG_A4XX_CP_RB_BASE << 2)) &&
	   am_reg_read(gpu, REG_A4XX_CP_RB_BASE) == (uint32_t)RING,
	   "cp: a write of CP_RB_BASE faults, the register keeps its value");
	ok(am_reg_read(gpu, REG_A4XX_CP_IB1_BASE) == (uint32_t)IB &&
	   am_reg_read(gpu, REG_A4XX_CP_IB1_BUFSZ) == 2,
	   "cp: CP_IB1_BASE/BUFSZ say where it stopped");
}

/*
 * What fd3/fd4 send that the model once refused or misread: CP_SET_BIN
 * per tile, and CP_LOAD_STATE in a4xx's layout with its state in memory.
 */
static void test_cp_a4xx_state(struct am_gpu *gpu)
{
	am_u64 before;
	int i;

	cp_setup(gpu);
	for (i = 0; i < 128; i++)
		IB_DW(i) = 0x1000 + i;
	before = gpu->cp.stats.load_state_dwords;
	ring(PKT3(CP_SET_BIN, 3));
	ring(0);
	ring(CP_SET_BIN_1_X1(0) | CP_SET_BIN_1_Y1(0));
	ring(CP_SET_BIN_2_X2(63) | CP_SET_BIN_2_Y2(31));
	ring(PKT3(CP_LOAD_STATE4, 2));
	ring(CP_LOAD_STATE4_0_STATE_SRC(SS4_INDIRECT) |
	     CP_LOAD_STATE4_0_STATE_BLOCK(SB4_VS_SHADER) |
	     CP_LOAD_STATE4_0_NUM_UNIT(4));
	ring(CP_LOAD_STATE4_1_STATE_TYPE(ST4_SHADER) |
	     CP_LOAD_STATE4_1_EXT_SRC_ADDR((uint32_t)IB));
	kick(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_IDLE &&
	   !(am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS) &
	     A4XX_INT0_CP_OPCODE_ERROR), "a4xx: CP_SET_BIN is accepted");
	/* 4 units of 16 instructions: 128 dwords, into the VS's memory */
	ok(gpu->cp.stats.load_state_dwords - before == 128 &&
	   gpu->stage[AM_VS].instr[0] == 0x1000 &&
	   gpu->stage[AM_VS].instr[127] == 0x107f &&
	   gpu->stage[AM_FS].instr[0] == 0,
	   "a4xx: indirect CP_LOAD_STATE4 copies its 128 dwords into the VS (%llu)",
	   gpu->cp.stats.load_state_dwords - before);

	/* Direct constants: vec4 units, at DST_OFF; past the end: dropped */
	ring(PKT3(CP_LOAD_STATE4, 2 + 8));
	ring(CP_LOAD_STATE4_0_DST_OFF(3) |
	     CP_LOAD_STATE4_0_STATE_BLOCK(SB4_FS_SHADER) |
	     CP_LOAD_STATE4_0_NUM_UNIT(2));
	ring(CP_LOAD_STATE4_1_STATE_TYPE(ST4_CONSTANTS));
	for (i = 0; i < 8; i++)
		ring(0x2000 + i);
	ring(PKT3(CP_LOAD_STATE4, 2 + 8));
	ring(CP_LOAD_STATE4_0_DST_OFF(AM_CONST_DWORDS / 4 - 1) |
	     CP_LOAD_STATE4_0_STATE_BLOCK(SB4_FS_SHADER) |
	     CP_LOAD_STATE4_0_NUM_UNIT(2));
	ring(CP_LOAD_STATE4_1_STATE_TYPE(ST4_CONSTANTS));
	for (i = 0; i < 8; i++)
		ring(0x3000 + i);
	kick(gpu);
	am_cp_run(gpu, 1000);
	ok(gpu->stage[AM_FS].consts[12] == 0x2000 &&
	   gpu->stage[AM_FS].consts[19] == 0x2007 &&
	   gpu->stage[AM_FS].consts[AM_CONST_DWORDS - 1] == 0x3003 &&
	   gpu->cp.stats.load_state_dropped == 4,
	   "a4xx: direct constants land at DST_OFF in vec4s; 4 dwords past the end are dropped");

	/* From an unmapped address, the read faults: it really reads */
	ring(PKT3(CP_LOAD_STATE4, 2));
	ring(CP_LOAD_STATE4_0_STATE_SRC(SS4_INDIRECT) |
	     CP_LOAD_STATE4_0_NUM_UNIT(1));
	ring(CP_LOAD_STATE4_1_EXT_SRC_ADDR(0x00f00000));
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING &&
	   (am_smmu_read(gpu, AM_SMMU_FSR) & AM_SMMU_FSR_TF),
	   "a4xx: an indirect load from an unmapped address faults");
}

/* CP_REG_RMW from an IB is not checked by CP_PROTECT (fd3's a320 RMW) */
static void test_rmw_unprotected(struct am_gpu *gpu)
{
	cp_setup(gpu);
	IB_DW(0) = PKT3(CP_REG_RMW, 3);
	IB_DW(1) = REG_A4XX_CP_PROTECT(15);		/* protected */
	IB_DW(2) = 0xffffffff;
	IB_DW(3) = 0x0;
	IB_DW(4) = PKT0(REG_AXXX_CP_SCRATCH_REG4, 1);
	IB_DW(5) = 0x77;
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(6);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE &&
	   !(am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS) &
	     A4XX_INT0_CP_REG_PROTECT_FAULT) &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4) == 0x77,
	   "cp: CP_REG_RMW of a protected register from an IB does not fault");
}

/*
 * What the model does not implement is listed, and nothing else: fd4's
 * CP_SET_DRAW_STATE (every group off) is modelled, a CP_SET_CONSTANT
 * (the kernel's a3xx context rollover) is not
 */
static void test_unsupported_listed(struct am_gpu *gpu)
{
	am_u32 pos = 0;
	int r, saw_components = 0, saw_mode = 0, saw_other = 0;
	int saw_ignored = 0, saw_draw_state = 0;

	cp_setup(gpu);
	ring(PKT0(REG_A4XX_RB_RENDER_COMPONENTS, 1));
	ring(0xf);
	ring(PKT0(REG_A4XX_RB_MODE_CONTROL, 1));
	ring(0);
	ring(PKT3(CP_SET_DRAW_STATE, 2));
	ring(CP_SET_DRAW_STATE_0_COUNT(0) |
	     CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS |
	     CP_SET_DRAW_STATE_0_GROUP_ID(0));
	ring(0);
	ring(PKT3(CP_SET_SHADER_BASES, 1));
	ring(0);
	/* A draw of nothing: the blocks read their state all the same */
	ring(PKT3(CP_DRAW_INDX_OFFSET, 3));
	ring(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
	     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ring(1);
	ring(0);
	kick(gpu);
	am_cp_run(gpu, 1000);
	while ((r = am_next_unused_reg(gpu, &pos)) >= 0) {
		saw_components |= r == REG_A4XX_RB_RENDER_COMPONENTS;
		saw_mode |= r == REG_A4XX_RB_MODE_CONTROL;
		if (r != REG_A4XX_RB_RENDER_COMPONENTS && !saw_other)
			printf("# also listed: 0x%04x\n", r);
		saw_other |= r != REG_A4XX_RB_RENDER_COMPONENTS;
	}
	pos = 0;
	while ((r = am_next_ignored_op(gpu, &pos)) >= 0) {
		saw_ignored |= r == CP_SET_SHADER_BASES;
		saw_draw_state |= r == CP_SET_DRAW_STATE;
	}
	ok(saw_components && !saw_mode && !saw_other && saw_ignored &&
	   !saw_draw_state,
	   "unsupported: RB_RENDER_COMPONENTS is listed, RB_MODE_CONTROL (read by the RB) and the CP's own registers are not; CP_SET_SHADER_BASES is an ignored packet, fd4's CP_SET_DRAW_STATE is not");
}

/* The IB the tests below build, dword by dword */
static unsigned int ibn;

static void ibw(uint32_t dw)
{
	IB_DW(ibn++) = dw;
}

/* The ring calls the IB built so far */
static void ring_ib(struct am_gpu *gpu)
{
	ring(PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	ring((uint32_t)IB);
	ring(ibn);
	kick(gpu);
}

/* A draw of nothing: what makes the CP run the enabled draw state */
static void ibw_draw(void)
{
	ibw(PKT3(CP_DRAW_INDX_OFFSET, 3));
	ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
	    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ibw(1);
	ibw(0);
}

/* Copies a register to the ring's page, dword i (512 and up: data) */
static void ibw_save(uint32_t reg, unsigned int i)
{
	ibw(PKT3(CP_REG_TO_MEM, 2));
	ibw(CP_REG_TO_MEM_0_REG(reg) | CP_REG_TO_MEM_0_CNT(1));
	ibw((uint32_t)RING + i * 4);
}

static int op_listed(struct am_gpu *gpu, uint32_t op)
{
	am_u32 pos = 0;
	int r;

	while ((r = am_next_ignored_op(gpu, &pos)) >= 0)
		if ((uint32_t)r == op)
			return 1;
	return 0;
}

static uint32_t int_status(struct am_gpu *gpu)
{
	return am_reg_read(gpu, REG_A4XX_RBBM_INT_0_STATUS);
}

/*
 * Dithering where it changes a stored value (a channel under 8 bits), and
 * sRGB on a format that is not 8-bit, are draws the model reports as
 * unsupported; on RGBA8, or off, they are not
 */
static int rb_draw_writes(struct am_gpu *gpu, uint32_t buf_info,
			  uint32_t components)
{
	am_u64 before;

	cp_setup(gpu);
	before = gpu->pipe.stats.unsupported;
	ibn = 0;
	ibw(PKT0(REG_A4XX_RB_MRT_BUF_INFO(0), 1));
	ibw(buf_info);
	ibw(PKT0(REG_A4XX_RB_MRT_CONTROL(0), 1));
	ibw(A4XX_RB_MRT_CONTROL_COMPONENT_ENABLE(components));
	ibw_draw();
	ring_ib(gpu);
	return am_cp_run(gpu, 100) == AM_RUN_IDLE ?
	       (int)(gpu->pipe.stats.unsupported - before) : -1;
}

static int rb_draw_unsupported(struct am_gpu *gpu, uint32_t buf_info)
{
	return rb_draw_writes(gpu, buf_info, 0xf);
}

static void test_rb_unsupported(struct am_gpu *gpu)
{
	const uint32_t always = A4XX_RB_MRT_BUF_INFO_DITHER_MODE(DITHER_ALWAYS);
	int rgb565 = rb_draw_unsupported(gpu, always |
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R5G6B5_UNORM));
	int rgba8 = rb_draw_unsupported(gpu, always |
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R8G8B8A8_UNORM));
	int off = rb_draw_unsupported(gpu,
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R5G6B5_UNORM));
	int unwritten = rb_draw_writes(gpu, always |
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R5G6B5_UNORM), 0);
	int srgb565 = rb_draw_unsupported(gpu, A4XX_RB_MRT_BUF_INFO_COLOR_SRGB |
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R5G6B5_UNORM));
	int srgb8 = rb_draw_unsupported(gpu, A4XX_RB_MRT_BUF_INFO_COLOR_SRGB |
			A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(RB4_R8G8B8A8_UNORM));

	ok(rgb565 == 1 && rgba8 == 0 && off == 0,
	   "dither: a dithered RGB565 draw is unsupported (%d), RGBA8 (%d) and undithered RGB565 (%d) are not",
	   rgb565, rgba8, off);
	ok(unwritten == 0,
	   "dither: a dithered RGB565 target the draw writes no component of is not counted (%d)",
	   unwritten);
	ok(srgb565 == 1 && srgb8 == 0,
	   "srgb: an sRGB RGB565 target is unsupported (%d), sRGB RGBA8 is not (%d)",
	   srgb565, srgb8);
}

/* CP_REG_WR_NO_CTXT: register, then values for it and the next ones */
static void test_reg_wr_no_ctxt(struct am_gpu *gpu)
{
	const uint32_t s4 = REG_AXXX_CP_SCRATCH_REG4;
	am_u32 i, runs = 0, worst = 0;

	cp_setup(gpu);
	ibn = 0;
	ibw(PKT3(CP_REG_WR_NO_CTXT, 3));
	ibw(s4);
	ibw(0x11);
	ibw(0x22);
	ibw(PKT3(CP_REG_WR_NO_CTXT, 1));	/* a register, no value */
	ibw(s4 + 2);
	ibw(PKT3(CP_REG_WR_NO_CTXT, 4));	/* past the register window */
	ibw(0xffff);
	ibw(1);
	ibw(2);
	ibw(3);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE &&
	   am_reg_read(gpu, s4) == 0x11 && am_reg_read(gpu, s4 + 1) == 0x22 &&
	   am_reg_read(gpu, s4 + 2) == 0 && !int_status(gpu),
	   "reg_wr_no_ctxt: writes REG and the registers after it; a packet without values and one past the window write nothing");
	ok(!op_listed(gpu, CP_REG_WR_NO_CTXT),
	   "reg_wr_no_ctxt: not listed as an ignored packet");

	/* A protected range, scratch 6..7: the write into it faults */
	cp_setup(gpu);
	am_reg_write(gpu, REG_A4XX_CP_PROTECT(1),
		     A4XX_CP_PROTECT_REG_TRAP_WRITE |
		     A4XX_CP_PROTECT_REG_MASK_LEN(1) |
		     A4XX_CP_PROTECT_REG_BASE_ADDR((s4 + 2) << 2));
	ibn = 0;
	ibw(PKT3(CP_REG_WR_NO_CTXT, 4));
	ibw(s4 + 1);
	ibw(0x55);
	ibw(0x66);
	ibw(0x77);
	ibw(PKT3(CP_MEM_WRITE, 2));
	ibw((uint32_t)RING + 2048);
	ibw(0xbad);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_REG_PROTECT_FAULT) &&
	   am_reg_read(gpu, REG_A4XX_CP_PROTECT_STATUS) ==
	   ((1u << 24) | ((s4 + 2) << 2)),
	   "reg_wr_no_ctxt: from an IB, a write into a CP_PROTECT range is a protect fault naming the register");
	ok(am_reg_read(gpu, s4 + 1) == 0x55 && am_reg_read(gpu, s4 + 2) == 0 &&
	   am_reg_read(gpu, s4 + 3) == 0 && RING_DW(512) == 0,
	   "reg_wr_no_ctxt: the registers before it are written, it and the rest keep their values, nothing after runs");

	/* The kernel's ring is not checked; RBBM_SW_RESET_CMD from an IB is */
	cp_setup(gpu);
	ring(PKT3(CP_REG_WR_NO_CTXT, 2));
	ring(REG_AXXX_CP_SCRATCH_REG6);
	ring(0x66);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG6) == 0x66,
	   "reg_wr_no_ctxt: from the ring, no CP_PROTECT check");
	ibn = 0;
	ibw(PKT3(CP_REG_WR_NO_CTXT, 2));
	ibw(REG_A4XX_RBBM_SW_RESET_CMD);
	ibw(1);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_REG_PROTECT_FAULT) &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG6) == 0x66,
	   "reg_wr_no_ctxt: RBBM_SW_RESET_CMD from an IB faults and resets nothing");

	/* 1000 values under a budget of 10: pauses and goes on */
	cp_setup(gpu);
	ibn = 0;
	ibw(PKT3(CP_REG_WR_NO_CTXT, 1001));
	ibw(s4);
	for (i = 1; i <= 1000; i++)
		ibw(i);
	ibw(PKT3(CP_MEM_WRITE, 2));
	ibw((uint32_t)RING + 2048);
	ibw(0x77);
	ring_ib(gpu);
	while (am_cp_run(gpu, 10) == AM_RUN_BUDGET && runs++ < 2000)
		worst = gpu->cp.work > worst ? gpu->cp.work : worst;
	ok(runs > 50 && am_reg_read(gpu, s4) == 1 &&
	   am_reg_read(gpu, s4 + 999) == 1000 && RING_DW(512) == 0x77 &&
	   worst <= 10 + AM_CP_MAX_OVERSHOOT,
	   "reg_wr_no_ctxt: 1000 values under a budget of 10 pause and go on to the end (%u runs, worst %u)",
	   runs, worst);
}

/* RING_DW(600) and (601): what CP_COND_EXEC tests */
#define COND0		((uint32_t)RING + 2400)
#define COND1		((uint32_t)RING + 2404)

/* CP_COND_EXEC, then two writes: the first is the conditional dwords */
static void cond_exec_ring(uint32_t addr0, uint32_t ref, uint32_t dwords)
{
	ring(PKT3(CP_COND_EXEC, 4));
	ring(addr0);
	ring(COND1);
	ring(ref);
	ring(dwords);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2048);
	ring(1);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2052);
	ring(2);
}

static int cond_exec_case(struct am_gpu *gpu, uint32_t v0, uint32_t v1,
			  uint32_t ref)
{
	cp_setup(gpu);
	RING_DW(600) = v0;
	RING_DW(601) = v1;
	cond_exec_ring(COND0, ref, 3);
	kick(gpu);
	if (am_cp_run(gpu, 100) != AM_RUN_IDLE || RING_DW(513) != 2)
		return -1;
	return RING_DW(512) == 1;
}

static void test_cond_exec(struct am_gpu *gpu)
{
	am_u64 faults;

	ok(cond_exec_case(gpu, 1, 5, 5) == 1 &&
	   cond_exec_case(gpu, 0x80000000, 4, 5) == 1,
	   "cond_exec: *ADDR0 != 0 and *ADDR1 <= REF: the dwords run");
	ok(!op_listed(gpu, CP_COND_EXEC),
	   "cond_exec: not listed as an ignored packet");
	ok(cond_exec_case(gpu, 0, 5, 5) == 0,
	   "cond_exec: *ADDR0 == 0: DWORDS dwords skipped, the next packet runs");
	ok(cond_exec_case(gpu, 1, 6, 5) == 0,
	   "cond_exec: *ADDR1 > REF: skipped");
	ok(cond_exec_case(gpu, 1, 0xffffffff, 5) == 1 &&
	   cond_exec_case(gpu, 1, 5, 0xffffffff) == 0,
	   "cond_exec: the comparison is signed (-1 <= 5, 5 > -1)");

	/* An unmapped ADDR0: a fault, read as 0, so skipped */
	cp_setup(gpu);
	faults = gpu->cp.stats.page_faults;
	RING_DW(601) = 0;
	cond_exec_ring(0x30000000, 5, 3);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING &&
	   am_smmu_read(gpu, AM_SMMU_FAR_LO) == 0x30000000 &&
	   gpu->cp.stats.page_faults == faults + 1,
	   "cond_exec: an unmapped ADDR0 faults through the SMMU and stalls the CP");
	am_smmu_write(gpu, AM_SMMU_FSR, am_smmu_read(gpu, AM_SMMU_FSR));
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(512) == 0 &&
	   RING_DW(513) == 2,
	   "cond_exec: the faulting read gave 0: the dwords were skipped");

	/* DWORDS past the end of an IB: the IB ends, the ring goes on */
	cp_setup(gpu);
	RING_DW(600) = 0;
	ibn = 0;
	ibw(PKT3(CP_COND_EXEC, 4));
	ibw(COND0);
	ibw(COND1);
	ibw(0);
	ibw(0xffffffff);
	ibw(PKT3(CP_MEM_WRITE, 2));
	ibw((uint32_t)RING + 2048);
	ibw(0xbad);
	ring_ib(gpu);
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2052);
	ring(2);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(512) == 0 &&
	   RING_DW(513) == 2 && gpu->cp.level == 0 &&
	   am_reg_read(gpu, REG_A4XX_CP_RB_RPTR) == wptr,
	   "cond_exec: 2^32 - 1 dwords to skip in an IB end the IB, not more");

	/* In the ring: up to what the kernel wrote, not past WPTR */
	cp_setup(gpu);
	RING_DW(600) = 0;
	cond_exec_ring(COND0, 0, 0x7fffffff);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(512) == 0 &&
	   RING_DW(513) == 0 && am_reg_read(gpu, REG_A4XX_CP_RB_RPTR) == wptr,
	   "cond_exec: in the ring, the skip stops at WPTR");
	ring(PKT3(CP_MEM_WRITE, 2));
	ring((uint32_t)RING + 2056);
	ring(3);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && RING_DW(514) == 3,
	   "cond_exec: and what the kernel writes next runs");

	/* Fewer than four payload dwords */
	cp_setup(gpu);
	ring(PKT3(CP_COND_EXEC, 3));
	ring(COND0);
	ring(COND1);
	ring(0);
	kick(gpu);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_OPCODE_ERROR),
	   "cond_exec: a packet of 3 dwords is an opcode error");
}

/* Group streams, in the IB's page from dword 512 */
#define GROUP(i)	((uint32_t)IB + 2048 + (i) * 64)
#define GROUP_DW(i, j)	IB_DW(512 + (i) * 16 + (j))

/* Group i's stream: one register write */
static uint32_t group_write(unsigned int i, uint32_t reg, uint32_t val)
{
	GROUP_DW(i, 0) = PKT0(reg, 1);
	GROUP_DW(i, 1) = val;
	return 2;
}

static void ibw_group(uint32_t flags, unsigned int id, uint32_t count,
		      uint32_t addr)
{
	ibw(flags | CP_SET_DRAW_STATE_0_COUNT(count) |
	    CP_SET_DRAW_STATE_0_GROUP_ID(id));
	ibw(addr);
}

static void test_draw_state(struct am_gpu *gpu)
{
	const uint32_t s5 = REG_AXXX_CP_SCRATCH_REG5;
	const uint32_t s6 = REG_AXXX_CP_SCRATCH_REG6;
	const uint32_t s7 = REG_AXXX_CP_SCRATCH_REG7;
	am_u64 draws, runs;

	/* Set, run before each draw, then fd4's restore turns it off */
	cp_setup(gpu);
	draws = gpu->cp.stats.draws;
	runs = gpu->cp.stats.draw_state_runs;
	group_write(0, s5, 0xa);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(0, 3, 2, GROUP(0));
	ibw(PKT0(s5, 1));
	ibw(0);
	ibw_save(s5, 600);
	ibw_draw();
	ibw_save(s5, 601);
	ibw(PKT0(s5, 1));
	ibw(0);
	ibw_draw();
	ibw_save(s5, 602);
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS, 0, 0, 0);
	ibw(PKT0(s5, 1));
	ibw(0);
	ibw_draw();
	ibw_save(s5, 603);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_IDLE && !int_status(gpu),
	   "draw_state: set, draws, fd4's COUNT(0)|DISABLE_ALL_GROUPS run");
	ok(RING_DW(600) == 0 && RING_DW(601) == 0xa && RING_DW(602) == 0xa,
	   "draw_state: an enabled group runs before each draw, not when set");
	ok(RING_DW(603) == 0 && gpu->cp.stats.draws == draws + 3 &&
	   gpu->cp.stats.draw_state_runs == runs + 2,
	   "draw_state: DISABLE_ALL_GROUPS turns it off (3 draws, 2 group runs)");
	ok(!op_listed(gpu, CP_SET_DRAW_STATE),
	   "draw_state: not listed as an ignored packet");

	/* Group order, not the packet's; DISABLE turns one group off */
	cp_setup(gpu);
	group_write(0, s6, 0x70);
	group_write(1, s6, 0x20);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 4));
	ibw_group(CP_SET_DRAW_STATE_0_DIRTY, 7, 2, GROUP(0));
	ibw_group(0, 2, 2, GROUP(1));
	ibw_draw();
	ibw_save(s6, 600);
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(CP_SET_DRAW_STATE_0_DISABLE, 7, 2, GROUP(0));
	group_write(2, s6, 0x99);
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(0, 9, 0, GROUP(2));		/* COUNT 0: off too */
	ibw_draw();
	ibw_save(s6, 601);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_IDLE && RING_DW(600) == 0x70 &&
	   RING_DW(601) == 0x20,
	   "draw_state: groups run in group order (7 after 2); DISABLE and COUNT(0) turn a group off");

	/* LOAD_IMMED: at once, in the packet; the group stays as it was */
	cp_setup(gpu);
	group_write(0, s7, 0x55);
	group_write(1, s7, 0x77);
	group_write(2, s6, 0x66);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(0, 5, 2, GROUP(0));
	ibw(PKT3(CP_SET_DRAW_STATE, 4));
	ibw_group(CP_SET_DRAW_STATE_0_LOAD_IMMED, 5, 2, GROUP(1));
	ibw_group(0, 6, 2, GROUP(2));
	ibw_save(s7, 600);
	ibw_save(s6, 601);
	ibw(PKT0(s7, 2));
	ibw(0);
	ibw(0);
	ibw_draw();
	ibw_save(s7, 602);
	ibw_save(s6, 603);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_IDLE && RING_DW(600) == 0x77 &&
	   RING_DW(601) == 0,
	   "draw_state: LOAD_IMMED runs its dwords at once, then the packet's next group is set");
	ok(RING_DW(602) == 0x55 && RING_DW(603) == 0x66,
	   "draw_state: LOAD_IMMED leaves the group as it was; the packet went on after it");

	/* A group's stream is checked by CP_PROTECT, even for the ring */
	cp_setup(gpu);
	group_write(0, REG_A4XX_RBBM_SW_RESET_CMD, 1);
	ring(PKT3(CP_SET_DRAW_STATE, 2));
	ring(CP_SET_DRAW_STATE_0_COUNT(2) | CP_SET_DRAW_STATE_0_GROUP_ID(1));
	ring(GROUP(0));
	ring(PKT3(CP_DRAW_INDX_OFFSET, 3));
	ring(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
	     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ring(1);
	ring(0);
	kick(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_REG_PROTECT_FAULT) &&
	   am_reg_read(gpu, REG_A4XX_CP_PROTECT_STATUS) ==
	   ((1u << 24) | (REG_A4XX_RBBM_SW_RESET_CMD << 2)),
	   "draw_state: a protected write in a group's stream faults, even before a draw in the ring");

	/* A group at an unmapped address: the fetch faults, no draw */
	cp_setup(gpu);
	draws = gpu->cp.stats.draws;
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(0, 4, 0xffff, 0x30000000);
	ibw_draw();
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_HW_FAULT) &&
	   am_smmu_read(gpu, AM_SMMU_FAR_LO) == 0x30000000 &&
	   gpu->cp.stats.draws == draws,
	   "draw_state: a group at an unmapped address faults and stops the CP before the draw");

	/* Nesting: IBs and draw state in a group are errors */
	cp_setup(gpu);
	GROUP_DW(0, 0) = PKT3(CP_INDIRECT_BUFFER_PFD, 2);
	GROUP_DW(0, 1) = GROUP(1);
	GROUP_DW(0, 2) = 2;
	group_write(1, s5, 1);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(CP_SET_DRAW_STATE_0_LOAD_IMMED, 0, 3, GROUP(0));
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_OPCODE_ERROR) &&
	   am_reg_read(gpu, s5) == 0,
	   "draw_state: an IB packet in a group's stream is an opcode error");
	cp_setup(gpu);
	GROUP_DW(0, 0) = PKT3(CP_SET_DRAW_STATE, 2);
	GROUP_DW(0, 1) = CP_SET_DRAW_STATE_0_COUNT(3) |
			 CP_SET_DRAW_STATE_0_LOAD_IMMED;
	GROUP_DW(0, 2) = GROUP(0);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(CP_SET_DRAW_STATE_0_LOAD_IMMED, 0, 3, GROUP(0));
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_OPCODE_ERROR),
	   "draw_state: CP_SET_DRAW_STATE in a group's stream (a group loading itself) is an opcode error");

	/* A group whose last packet runs past its COUNT: malformed */
	cp_setup(gpu);
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(CP_SET_DRAW_STATE_0_LOAD_IMMED, 0, 1, GROUP(0));
	group_write(0, s5, 1);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   (int_status(gpu) & A4XX_INT0_CP_OPCODE_ERROR) &&
	   am_reg_read(gpu, s5) == 0,
	   "draw_state: a packet running past the group's COUNT is an opcode error, as past an IB's end");

	/* A draw the budget pauses between points runs the groups once */
	cp_setup(gpu);
	draws = gpu->cp.stats.draws;
	runs = gpu->cp.stats.draw_state_runs;
	{
		am_u32 n = 0;

		group_write(0, s5, 0x5);
		ibn = 0;
		ibw(PKT3(CP_SET_DRAW_STATE, 2));
		ibw_group(0, 8, 2, GROUP(0));
		ibw(PKT3(CP_DRAW_INDX_OFFSET, 3));
		ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_POINTLIST) |
		    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
		ibw(1);
		ibw(64);
		ring_ib(gpu);
		while (am_cp_run(gpu, 10) == AM_RUN_BUDGET && n++ < 2000)
			;
		ok(n > 5 && gpu->cp.stats.draws == draws + 1 &&
		   gpu->cp.stats.draw_state_runs == runs + 1 &&
		   am_reg_read(gpu, s5) == 0x5,
		   "draw_state: a draw of 64 points paused by the budget runs its groups once (%u runs)",
		   n);
	}

	/* A draw in a group runs no groups; a skip stops at the group's end */
	cp_setup(gpu);
	draws = gpu->cp.stats.draws;
	runs = gpu->cp.stats.draw_state_runs;
	RING_DW(600) = 0;
	GROUP_DW(0, 0) = PKT3(CP_DRAW_INDX_OFFSET, 3);
	GROUP_DW(0, 1) = CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
			 CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX);
	GROUP_DW(0, 2) = 1;
	GROUP_DW(0, 3) = 0;
	GROUP_DW(0, 4) = PKT3(CP_COND_EXEC, 4);
	GROUP_DW(0, 5) = COND0;
	GROUP_DW(0, 6) = COND0;
	GROUP_DW(0, 7) = 0;
	GROUP_DW(0, 8) = 0xffffffff;
	GROUP_DW(0, 9) = PKT0(s5, 1);
	GROUP_DW(0, 10) = 0xbad;
	ibn = 0;
	ibw(PKT3(CP_SET_DRAW_STATE, 2));
	ibw_group(0, 31, 11, GROUP(0));
	ibw_draw();
	ibw(PKT0(s6, 1));
	ibw(0x6);
	ring_ib(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_IDLE &&
	   gpu->cp.stats.draws == draws + 2 &&
	   gpu->cp.stats.draw_state_runs == runs + 1 &&
	   am_reg_read(gpu, s5) == 0 && am_reg_read(gpu, s6) == 0x6,
	   "draw_state: a draw inside a group runs none; CP_COND_EXEC's skip ends the group, the IB goes on");

	/* A long group under a budget of 10: the draw waits for it, once */
	cp_setup(gpu);
	draws = gpu->cp.stats.draws;
	runs = gpu->cp.stats.draw_state_runs;
	{
		am_u32 i, n = 0, worst = 0;

		for (i = 0; i < 400; i++)
			IB_DW(512 + i) = CP_TYPE2_PKT;
		IB_DW(912) = PKT0(s7, 1);
		IB_DW(913) = 0x7;
		ibn = 0;
		ibw(PKT3(CP_SET_DRAW_STATE, 2));
		ibw_group(0, 0, 402, GROUP(0));
		ibw_draw();
		ibw_save(s7, 600);
		ring_ib(gpu);
		while (am_cp_run(gpu, 10) == AM_RUN_BUDGET && n++ < 2000)
			worst = gpu->cp.work > worst ? gpu->cp.work : worst;
		ok(n > 20 && RING_DW(600) == 0x7 &&
		   gpu->cp.stats.draws == draws + 1 &&
		   gpu->cp.stats.draw_state_runs == runs + 1 &&
		   worst <= 10 + AM_CP_MAX_OVERSHOOT,
		   "draw_state: a 402-dword group under a budget of 10 runs once, then the draw (%u runs, worst %u)",
		   n, worst);
	}

	/* 500 groups in one packet under a budget of 10; every group set */
	cp_setup(gpu);
	runs = gpu->cp.stats.draw_state_runs;
	{
		am_u32 i, n = 0;

		/* The IB fills its page: the group is in the ring's */
		RING_DW(1000) = CP_TYPE2_PKT;
		ibn = 0;
		ibw(PKT3(CP_SET_DRAW_STATE, 1001));
		for (i = 0; i < 500; i++)
			ibw_group(0, i % 32, 1, (uint32_t)RING + 4000);
		ibw(0x12345678);		/* an odd last dword */
		ibw_draw();
		ring_ib(gpu);
		while (am_cp_run(gpu, 10) == AM_RUN_BUDGET && n++ < 2000)
			;
		ok(n > 20 && !int_status(gpu) &&
		   gpu->cp.stats.draw_state_runs == runs + 32,
		   "draw_state: 500 groups in a packet under a budget of 10, a last odd dword ignored: 32 groups run at the draw (%u runs)",
		   n);
	}

	/* A reset forgets the groups */
	am_reg_write(gpu, REG_A4XX_RBBM_SW_RESET_CMD, 1);
	ok(gpu->cp.stats.draw_state_runs == runs + 32 &&
	   !gpu->cp.ds_count[0] && !gpu->cp.ds_count[31] && !gpu->cp.level,
	   "draw_state: a GPU reset disables every group");
}

/* An a320 with microcode and its ring at RING, empty, as cp_setup's */
static void cp_setup3(struct am_gpu *gpu)
{
	struct am_config cfg = { .chip_id = 0x03020000, .freq_mhz = 450 };

	gpu_with_tables(gpu, &cfg);
	am_reg_write(gpu, REG_AXXX_CP_ME_RAM_WADDR, 0);
	am_reg_write(gpu, REG_AXXX_CP_ME_RAM_DATA, 1);
	am_reg_write(gpu, REG_A3XX_CP_PFP_UCODE_ADDR, 0);
	am_reg_write(gpu, REG_A3XX_CP_PFP_UCODE_DATA, 1);
	am_reg_write(gpu, REG_AXXX_CP_RB_CNTL, 9 | AXXX_CP_RB_CNTL_NO_UPDATE);
	am_reg_write(gpu, REG_AXXX_CP_RB_BASE, (uint32_t)RING);
	wptr = 0;
}

/* a3xx: CP_COND_EXEC and CP_REG_WR_NO_CTXT, but no CP_SET_DRAW_STATE */
static void test_a3xx_packets(struct am_gpu *gpu)
{
	cp_setup3(gpu);
	RING_DW(600) = 1;
	RING_DW(601) = 1;
	ring(PKT3(CP_REG_WR_NO_CTXT, 2));
	ring(REG_AXXX_CP_SCRATCH_REG4);
	ring(0x34);
	cond_exec_ring(COND0, 1, 3);
	ring(PKT3(CP_SET_DRAW_STATE, 2));
	ring(CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS);
	ring(0);
	kick(gpu);
	ok(am_cp_run(gpu, 1000) == AM_RUN_HALTED &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4) == 0x34 &&
	   RING_DW(512) == 1 && RING_DW(513) == 2 &&
	   (am_reg_read(gpu, REG_A3XX_RBBM_INT_0_STATUS) &
	    A4XX_INT0_CP_OPCODE_ERROR),
	   "a320: CP_REG_WR_NO_CTXT and CP_COND_EXEC run; CP_SET_DRAW_STATE (a4xx's) is an opcode error");
}

/*
 * Primitive restart with 0 as the restart index and an empty index
 * buffer: every index past the buffer reads as 0 without a memory
 * access, each is a restart, no primitive is drawn; a count of
 * 0xffffffff.  Each item costs work all the same, so the draw goes on in
 * runs of the budget (the vgpu's 8192, or 1024) and the overshoot the
 * model documents at most, and the mean run takes microseconds.  The IB
 * (ibw) holds the packets for generation gen (a2xx draws as a3xx).
 */
static void restart_ib(unsigned int gen)
{
	ibn = 0;
	ibw(PKT0(gen == 4 ? REG_A4XX_PC_PRIM_VTX_CNTL :
		 REG_A3XX_PC_PRIM_VTX_CNTL, 1));
	ibw(A3XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	ibw(PKT0(gen == 4 ? REG_A4XX_PC_RESTART_INDEX :
		 REG_A3XX_PC_RESTART_INDEX, 1));
	ibw(0);
	if (gen == 4) {
		ibw(PKT3(CP_DRAW_INDX_OFFSET, 6));
		ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
		    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		    CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_32_BIT));
		ibw(1);
		ibw(0xffffffff);
		ibw(0);
		ibw((uint32_t)IB);
		ibw(0);
	} else {
		ibw(PKT3(CP_DRAW_INDX, 5));
		ibw(0);
		ibw(CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_TRISTRIP) |
		    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		    CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_32_BIT));
		ibw(0xffffffff);
		ibw((uint32_t)IB);
		ibw(0);
	}
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

#define RESTART_RUNS	2000

static void restart_runs(struct am_gpu *gpu, const char *chip,
			 am_u32 budget)
{
	am_u32 worst = 0, i, before = gpu->cp.pkt_pos;
	double t, total = 0, longest = 0;
	int paused = 1;

	for (i = 0; i < RESTART_RUNS && paused; i++) {
		t = now_s();
		paused = am_cp_run(gpu, budget) == AM_RUN_BUDGET;
		t = now_s() - t;
		total += t;
		longest = t > longest ? t : longest;
		worst = gpu->cp.work > worst ? gpu->cp.work : worst;
	}
	ok(paused && worst <= budget + AM_CP_MAX_OVERSHOOT &&
	   gpu->cp.pkt_pos - before >= RESTART_RUNS * (budget / 4) &&
	   total / RESTART_RUNS < 2e-3,
	   "%s: a restart draw of 0xffffffff indices, none in memory: runs of %u, each at most %u work (bound %u), %u items on in %d runs, %.1f us a run (longest %.1f us)",
	   chip, budget, worst, budget + AM_CP_MAX_OVERSHOOT,
	   gpu->cp.pkt_pos - before, RESTART_RUNS, total / RESTART_RUNS * 1e6,
	   longest * 1e6);
}

static void test_restart_draws(struct am_gpu *gpu)
{
	/* a420, with the CP as test_cp has it */
	cp_setup(gpu);
	restart_ib(4);
	ring_ib(gpu);
	restart_runs(gpu, "a420", 1024);
	restart_runs(gpu, "a420", 8192);

	/* a320: the same CP, at a3xx's registers */
	cp_setup3(gpu);
	restart_ib(3);
	ring_ib(gpu);
	restart_runs(gpu, "a320", 1024);
}

/*
 * a2xx: the GPU's own MMU (a flat table of 32-bit entries, bit 0 write,
 * bit 1 read) and its fault record, CP_INT and MASTER_INT_SIGNAL, and the
 * registers protected mode keeps from IBs
 */
static void a2xx_ring(uint32_t *rb, unsigned int *n, uint32_t dw)
{
	rb[(*n)++] = dw;
}

/* The MMU over the table at page 0, as a2xx_gpu.c sets it up */
static void a2xx_mmu_on(struct am_gpu *gpu)
{
	am_reg_write(gpu, REG_A2XX_MH_MMU_VA_RANGE, (uint32_t)IOVA | 16);
	am_reg_write(gpu, REG_A2XX_MH_MMU_PT_BASE, (uint32_t)pa_of(0));
	am_reg_write(gpu, REG_A2XX_MH_MMU_MPU_END, 0xfffff000);
	am_reg_write(gpu, REG_A2XX_MH_MMU_CONFIG, A2XX_MH_MMU_CONFIG_MMU_ENABLE);
}

/* The CP with microcode, its interrupts and the ring at IOVA */
static void a2xx_cp_on(struct am_gpu *gpu)
{
	am_reg_write(gpu, REG_AXXX_CP_INT_CNTL, AXXX_CP_INT_CNTL_RB_INT_MASK |
		     AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK);
	am_reg_write(gpu, REG_A2XX_MH_INTERRUPT_MASK,
		     A2XX_MH_INTERRUPT_MASK_MMU_PAGE_FAULT);
	am_reg_write(gpu, REG_AXXX_CP_ME_RAM_DATA, 1);
	am_reg_write(gpu, REG_A2XX_CP_PFP_UCODE_DATA, 1);
	am_reg_write(gpu, REG_AXXX_CP_RB_CNTL, 9 | AXXX_CP_RB_CNTL_NO_UPDATE);
	am_reg_write(gpu, REG_AXXX_CP_RB_BASE, (uint32_t)IOVA);
}

/*
 * The vertex id a vertex shader gets is the draw's own index: ir3 adds
 * the first vertex (load_first_vertex) to it, while fd4 puts that first
 * vertex (or the base vertex) in VFD_INDEX_OFFSET for the fetches only
 */
static void test_vertex_id(struct am_gpu *gpu)
{
	struct am_config cfg = { .chip_id = 0x04020000, .freq_mhz = 500 };
	struct am_draw d = { .index_offset = 100 };
	struct am_sp_lane lane;

	memset(&lane, 0, sizeof(lane));
	am_init(gpu, &cfg, &host);
	gpu->regs[REG_A4XX_VFD_CONTROL_0] = 0;
	gpu->regs[REG_A4XX_VFD_CONTROL_1] = A3XX_VFD_CONTROL_1_REGID4VTX(4) |
		A3XX_VFD_CONTROL_1_REGID4INST(5);
	gpu->regs[REG_A4XX_VFD_CONTROL_3] = A4XX_VFD_CONTROL_3_REGID_VTXCNT(6);
	am_vfd_fetch(gpu, &d, 3, 2, 9, &lane);
	ok(lane.r[4] == 3 && lane.r[5] == 2 && lane.r[6] == 9,
	   "vfd: vertex id %u (3), instance %u (2), count %u (9) with an index offset of 100",
	   lane.r[4], lane.r[5], lane.r[6]);
}

/*
 * What a draw's vertex shader sees, on the a420: a program that stores
 * vtxcnt, the vertex id and a fetched attribute at VS_OUT + 16 * vtxcnt,
 * as ir3's transform feedback stores a vertex's outputs.  The attributes
 * (100 + n at element n), indices and indirect parameters are in the IB's
 * page from dword 512; what the vertices store goes to the ring's page
 * from dword 768.
 */
#define VS_OUT		(RING + 768 * 4)
#define VS_OUT_DW(i)	RING_DW(768 + (i))
#define VS_SLOTS	20
#define VB_DW		512
#define IDX_DW		640
#define PARAMS_DW	768
#define VB		(IB + VB_DW * 4)
#define IDX		(IB + IDX_DW * 4)
#define PARAMS		(IB + PARAMS_DW * 4)

static void vs_emit(struct am_gpu *gpu, unsigned int *n, struct ir3_instr in)
{
	if (ir3_encode(&in, 4, &gpu->stage[AM_VS].instr[*n * 2]))
		printf("# could not encode %s\n", ir3_opc_name(in.opc));
	gpu->stage[AM_VS].decoded_ok[*n] = 0;
	gpu->stage[AM_VS].shape.known = 0;
	(*n)++;
}

static struct ir3_reg vs_gpr(unsigned int num)
{
	return (struct ir3_reg){ .kind = IR3_REG_GPR, .num = num };
}

static struct ir3_reg vs_imm(int v)
{
	return (struct ir3_reg){ .kind = IR3_REG_IMMED, .imm = v };
}

/*
 * r0.x vtxcnt, r0.y the vertex id, r0.z attribute 0 (a 32-bit integer):
 * shl.b r1.x, r0.x, 4; mov r1.y, VS_OUT; add.u r1.x, r1.x, r1.y;
 * stg.u32 g[r1.x], r0.x, 3; end
 */
static void vs_setup(struct am_gpu *gpu)
{
	struct ir3_instr in;
	unsigned int n = 0, i;

	in = ir3_instr_of(IR3_OPC_SHL_B);
	in.dst = vs_gpr(4);
	in.src[0] = vs_gpr(0);
	in.src[1] = vs_imm(4);
	in.nsrc = 2;
	vs_emit(gpu, &n, in);
	in = ir3_instr_of(IR3_OPC_MOV);
	in.dst = vs_gpr(5);
	in.src[0] = vs_imm((int)VS_OUT);
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	vs_emit(gpu, &n, in);
	in = ir3_instr_of(IR3_OPC_ADD_U);
	in.dst = vs_gpr(4);
	in.src[0] = vs_gpr(4);
	in.src[1] = vs_gpr(5);
	in.nsrc = 2;
	vs_emit(gpu, &n, in);
	in = ir3_instr_of(IR3_OPC_STG);
	in.src[0] = vs_gpr(4);
	in.src[1] = vs_gpr(0);
	in.nsrc = 2;
	in.cat6.type = IR3_TYPE_U32;
	in.cat6.size = 3;
	vs_emit(gpu, &n, in);
	vs_emit(gpu, &n, ir3_instr_of(IR3_OPC_END));
	gpu->regs[REG_A4XX_SP_VS_LENGTH_REG] = 1;
	gpu->regs[REG_A4XX_SP_VS_CTRL_REG0] =
		A3XX_SP_VS_CTRL_REG0_FULLREGFOOTPRINT(2);

	gpu->regs[REG_A4XX_VFD_CONTROL_0] =
		A4XX_VFD_CONTROL_0_STRMDECINSTRCNT(1) |
		A4XX_VFD_CONTROL_0_STRMFETCHINSTRCNT(1);
	gpu->regs[REG_A4XX_VFD_CONTROL_1] = A4XX_VFD_CONTROL_1_REGID4VTX(1) |
		A4XX_VFD_CONTROL_1_REGID4INST(AM_REGID_NONE);
	gpu->regs[REG_A4XX_VFD_CONTROL_3] = A4XX_VFD_CONTROL_3_REGID_VTXCNT(0);
	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_0(0)] =
		A4XX_VFD_FETCH_INSTR_0_FETCHSIZE(3) |
		A4XX_VFD_FETCH_INSTR_0_BUFSTRIDE(4);
	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_1(0)] = (uint32_t)VB;
	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_2(0)] = 64 * 4;
	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_3(0)] =
		A4XX_VFD_FETCH_INSTR_3_STEPRATE(1);
	gpu->regs[REG_A4XX_VFD_DECODE_INSTR(0)] =
		A4XX_VFD_DECODE_INSTR_WRITEMASK(1) |
		A4XX_VFD_DECODE_INSTR_FORMAT(VFMT4_32_UINT) |
		A4XX_VFD_DECODE_INSTR_REGID(2) | A4XX_VFD_DECODE_INSTR_INT |
		A4XX_VFD_DECODE_INSTR_SHIFTCNT(4) |
		A4XX_VFD_DECODE_INSTR_LASTCOMPVALID;
	gpu->regs[REG_A4XX_VFD_INDEX_OFFSET] = 0;
	for (i = 0; i < 64; i++)
		IB_DW(VB_DW + i) = 100 + i;
}

/* Runs the IB built so far over fresh slots (0xdead: not written) */
static void vs_run(struct am_gpu *gpu)
{
	unsigned int i;

	for (i = 0; i < VS_SLOTS * 4; i++)
		VS_OUT_DW(i) = 0xdead;
	ring_ib(gpu);
	am_cp_run(gpu, 1000000);
}

/*
 * Slots first..first+n-1 hold vertex cnt, id id[k] and attribute
 * 100 + base + id[k]; the slot after them is untouched
 */
static int vs_slots(unsigned int first, unsigned int n, const uint32_t *id,
		    uint32_t base)
{
	unsigned int k;

	for (k = 0; k < n; k++) {
		unsigned int s = 4 * (first + k);

		if (VS_OUT_DW(s) != first + k || VS_OUT_DW(s + 1) != id[k] ||
		    VS_OUT_DW(s + 2) != 100 + base + id[k]) {
			printf("# slot %u: %u %u %u, want %u %u %u\n",
			       first + k, VS_OUT_DW(s), VS_OUT_DW(s + 1),
			       VS_OUT_DW(s + 2), first + k, id[k],
			       100 + base + id[k]);
			return 0;
		}
	}
	return VS_OUT_DW(4 * (first + n)) == 0xdead;
}

/*
 * CP_DRAW_INDIRECT of prim, its parameters (count, instances, first
 * vertex, first instance) at PARAMS, run
 */
static void vs_draw_indirect(struct am_gpu *gpu, uint32_t prim,
			     const uint32_t params[4])
{
	unsigned int i;

	for (i = 0; i < 4; i++)
		IB_DW(PARAMS_DW + i) = params[i];
	ibn = 0;
	ibw(PKT3(CP_DRAW_INDIRECT, 2));
	ibw(CP_DRAW_INDIRECT_0_PRIM_TYPE(prim) |
	    CP_DRAW_INDIRECT_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ibw((uint32_t)PARAMS);
	vs_run(gpu);
}

/*
 * Slot k holds an instanced attribute 100 + want[k], for two points of
 * two instances
 */
static int vs_instanced(const uint32_t *want)
{
	unsigned int k;

	for (k = 0; k < 4; k++)
		if (VS_OUT_DW(4 * k + 2) != 100 + want[k] ||
		    VS_OUT_DW(4 * k + 1) != k % 2)
			return 0;
	return VS_OUT_DW(16) == 0xdead;
}

/*
 * The first instance moves an instanced attribute's fetches, not the
 * instance id: a4xx's UNKNOWN_2209 (fd4's start instance) for a draw,
 * the parameters' for an indirect draw, which takes it in its place
 */
static void test_base_instance(struct am_gpu *gpu)
{
	static const uint32_t direct[] = { 5, 5, 6, 6 };
	static const uint32_t indirect[] = { 3, 3, 4, 4 };
	/* Two points of two instances from the first vertex, first instance 3 */
	static const uint32_t params[] = { 2, 2, 0, 3 };

	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_0(0)] |=
		A4XX_VFD_FETCH_INSTR_0_INSTANCED;
	ibn = 0;
	ibw(PKT0(REG_A4XX_UNKNOWN_2209, 1));
	ibw(5);
	ibw(PKT3(CP_DRAW_INDX_OFFSET, 3));
	ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_POINTLIST) |
	    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ibw(2);
	ibw(2);
	vs_run(gpu);
	ok(vs_instanced(direct),
	   "base instance: UNKNOWN_2209 (5) moves an instanced attribute's fetches (%u %u %u %u)",
	   VS_OUT_DW(2), VS_OUT_DW(6), VS_OUT_DW(10), VS_OUT_DW(14));

	vs_draw_indirect(gpu, DI_PT_POINTLIST, params);
	ok(vs_instanced(indirect),
	   "base instance: CP_DRAW_INDIRECT's first instance (3) replaces UNKNOWN_2209 (%u %u %u %u)",
	   VS_OUT_DW(2), VS_OUT_DW(6), VS_OUT_DW(10), VS_OUT_DW(14));
	gpu->regs[REG_A4XX_VFD_FETCH_INSTR_0(0)] &=
		~A4XX_VFD_FETCH_INSTR_0_INSTANCED;
	gpu->regs[REG_A4XX_UNKNOWN_2209] = 0;
}

static void test_vertex_stream(struct am_gpu *gpu)
{
	static const uint32_t strip[] = { 0, 1, 2, 3, 0xff, 4, 5, 6, 7 };
	static const uint32_t ids[] = {
		0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
	};
	static const uint32_t elems[] = { 3, 4, 5 };
	static const uint32_t four_from_5[] = { 4, 1, 5, 0 };
	unsigned int i;

	cp_setup(gpu);
	vs_setup(gpu);

	/*
	 * A strip of 4, a restart, a strip of 4, twice: each vertex once,
	 * in order, the restart index taking no place; the second instance
	 * after the first's 8
	 */
	for (i = 0; i < 9; i++)
		IB_DW(IDX_DW + i) = strip[i];
	ibn = 0;
	ibw(PKT0(REG_A4XX_PC_PRIM_VTX_CNTL, 1));
	ibw(A4XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	ibw(PKT0(REG_A4XX_PC_RESTART_INDEX, 1));
	ibw(0xff);
	ibw(PKT3(CP_DRAW_INDX_OFFSET, 6));
	ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
	    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
	    CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_32_BIT));
	ibw(2);
	ibw(9);
	ibw(0);
	ibw((uint32_t)IDX);
	ibw(9);
	vs_run(gpu);
	ok(vs_slots(0, 16, ids, 0),
	   "vtxcnt: a restart strip's vertices take places 0..7, the restart none; the second instance's 8..15");

	/* The same strips without restart: places by index position */
	ibn = 0;
	ibw(PKT0(REG_A4XX_PC_PRIM_VTX_CNTL, 1));
	ibw(0);
	ibw(PKT3(CP_DRAW_INDX_OFFSET, 3));
	ibw(CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
	    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	ibw(1);
	ibw(6);
	vs_run(gpu);
	ok(vs_slots(0, 6, ids, 0),
	   "vtxcnt: a strip of 6 puts out its 6 vertices, not its 4 triangles' 12");

	/* CP_DRAW_INDIRECT: 4 vertices from the fifth */
	vs_draw_indirect(gpu, DI_PT_TRISTRIP, four_from_5);
	ok(vs_slots(0, 4, ids, 5) && !(int_status(gpu) &
					A4XX_INT0_CP_OPCODE_ERROR),
	   "CP_DRAW_INDIRECT: count 4 from memory, the first vertex (5) moves the fetches, not the vertex id");

	/* CP_DRAW_INDX_INDIRECT: 3 indices from the third, base vertex 7 */
	IB_DW(IDX_DW + 0) = 9;
	IB_DW(IDX_DW + 1) = 9;
	for (i = 0; i < 3; i++)
		IB_DW(IDX_DW + 2 + i) = elems[i];
	IB_DW(PARAMS_DW + 0) = 3;
	IB_DW(PARAMS_DW + 1) = 1;
	IB_DW(PARAMS_DW + 2) = 2;
	IB_DW(PARAMS_DW + 3) = 7;
	IB_DW(PARAMS_DW + 4) = 0;
	ibn = 0;
	ibw(PKT3(CP_DRAW_INDX_INDIRECT, 4));
	ibw(CP_DRAW_INDIRECT_0_PRIM_TYPE(DI_PT_TRILIST) |
	    CP_DRAW_INDIRECT_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
	    CP_DRAW_INDIRECT_0_INDEX_SIZE(INDEX4_SIZE_32_BIT));
	ibw((uint32_t)IDX);
	ibw(5 * 4);
	ibw((uint32_t)PARAMS);
	vs_run(gpu);
	ok(vs_slots(0, 3, elems, 7),
	   "CP_DRAW_INDX_INDIRECT: indices 3, 4, 5 from the first index (2), the base vertex (7) moving the fetches");

	/* No instances: nothing */
	IB_DW(PARAMS_DW + 1) = 0;
	vs_run(gpu);
	ok(VS_OUT_DW(0) == 0xdead, "CP_DRAW_INDX_INDIRECT: no instances draw nothing");

	test_base_instance(gpu);

	/*
	 * CP_MEM_TO_MEM: fd4's copy of a dword (a source, no flags), then
	 * a - b (NEG_B) into the next dword
	 */
	IB_DW(PARAMS_DW + 0) = 50;
	IB_DW(PARAMS_DW + 1) = 8;
	ibn = 0;
	ibw(PKT3(CP_MEM_TO_MEM, 3));
	ibw(0);
	ibw((uint32_t)VS_OUT);
	ibw((uint32_t)PARAMS);
	ibw(PKT3(CP_MEM_TO_MEM, 4));
	ibw(CP_MEM_TO_MEM_0_NEG_B);
	ibw((uint32_t)VS_OUT + 4);
	ibw((uint32_t)PARAMS);
	ibw((uint32_t)PARAMS + 4);
	vs_run(gpu);
	ok(VS_OUT_DW(0) == 50 && VS_OUT_DW(1) == 42 && VS_OUT_DW(2) == 0xdead &&
	   !(int_status(gpu) & A4XX_INT0_CP_OPCODE_ERROR),
	   "CP_MEM_TO_MEM: a copy (%u), a difference (%u)", VS_OUT_DW(0),
	   VS_OUT_DW(1));
}

/* Texel (x, y) of a block of TFMT4 format fmt, as floats */
static void rgtc_texel(uint32_t fmt, const uint8_t *blk, int x, int y,
		       float out[4])
{
	struct am_fmt f = am_fmt_tex4(fmt);
	am_u32 v[4];
	int c;

	am_fmt_block_texel(&f, blk, x, y, v);
	for (c = 0; c < 4; c++)
		memcpy(&out[c], &v[c], 4);
}

static int near(float a, float b)
{
	return a - b < 1e-6f && b - a < 1e-6f;
}

/*
 * RGTC (a4xx's BC4 and BC5; LATC is the same with a swizzle): the
 * endpoints, the six values between them when the first is greater, or
 * four and 0 and 1 (-1 and 1 signed); codes of 3 bits from bit 16, texel
 * 4y + x
 */
static void test_rgtc(void)
{
	/* Codes by texel: 0, 1, 2, 7, 3..6, then 0 */
	static const uint8_t codes[16] = { 0, 1, 2, 7, 3, 4, 5, 6 };
	uint8_t b[16] = { 0 };
	uint64_t bits = 0;
	struct am_fmt f1 = am_fmt_tex4(TFMT4_RGTC1_UNORM);
	struct am_fmt f2 = am_fmt_tex4(TFMT4_RGTC2_SNORM);
	float t[4], u[4], v[4], w[4], s[4];
	int i;

	for (i = 15; i >= 0; i--)
		bits = bits << 3 | codes[i];
	for (i = 0; i < 6; i++)
		b[2 + i] = b[10 + i] = (uint8_t)(bits >> (8 * i));
	ok(f1.block == AM_FB_RGTC1 && f1.cpp == 8 && f1.kind == AM_FK_UNORM &&
	   f2.block == AM_FB_RGTC2 && f2.cpp == 16 && f2.kind == AM_FK_SNORM,
	   "rgtc: RGTC1 and RGTC2 are 8- and 16-byte blocks");

	/* Unsigned, 255 > 0: 1, 0, 6/7, 1/7; green 0, blue 0, alpha 1 */
	b[0] = 255;
	b[1] = 0;
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 0, 0, t);
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 1, 0, u);
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 2, 0, v);
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 3, 0, w);
	ok(t[0] == 1 && u[0] == 0 && near(v[0], 6 / 7.0f) &&
	   near(w[0], 1 / 7.0f) && t[1] == 0 && t[2] == 0 && t[3] == 1,
	   "rgtc1: endpoints 255 and 0, codes 0, 1, 2, 7: %g %g %g %g",
	   t[0], u[0], v[0], w[0]);

	/* 0 <= 255: code 2 is 1/5 of the way, 6 is 0, 7 is 1 */
	b[0] = 0;
	b[1] = 255;
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 2, 0, v);
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 3, 0, w);
	rgtc_texel(TFMT4_RGTC1_UNORM, b, 3, 1, u);
	ok(near(v[0], 0.2f) && w[0] == 1 && u[0] == 0,
	   "rgtc1: endpoints 0 and 255, codes 2, 7, 6: %g %g %g", v[0], w[0],
	   u[0]);

	/* Signed: -128 is -127 (-1); red from the first block, green next */
	b[0] = 0x80;
	b[1] = 127;
	b[8] = 127;
	b[9] = (uint8_t)-127;
	rgtc_texel(TFMT4_RGTC2_SNORM, b, 0, 0, s);
	rgtc_texel(TFMT4_RGTC2_SNORM, b, 2, 0, t);
	rgtc_texel(TFMT4_RGTC2_SNORM, b, 3, 1, u);
	ok(s[0] == -1 && s[1] == 1 && near(t[1], 5 / 7.0f) && s[2] == 0 &&
	   s[3] == 1 && u[0] == -1,
	   "rgtc2 signed: red -1 (from -128), green 1 and 5/7 of the way from 1 to -1 (%g), code 6 of -127 <= 127: -1",
	   t[1]);
}

/* Texel (x, y) of an S3TC block of a3xx format fmt, in 8 bits */
static void s3tc_texel(uint32_t fmt, const uint8_t *blk, int x, int y,
		       int out[4])
{
	struct am_fmt f = am_fmt_tex3(fmt);
	am_u32 v[4];
	float c;
	int k;

	am_fmt_block_texel(&f, blk, x, y, v);
	for (k = 0; k < 4; k++) {
		memcpy(&c, &v[k], 4);
		out[k] = (int)(c * 255 + 0.5f);
	}
}

static int rgba_is(const int *v, int r, int g, int b, int a)
{
	return v[0] == r && v[1] == g && v[2] == b && v[3] == a;
}

/*
 * S3TC: a DXT1 block in its four- and three-colour modes, DXT3's
 * explicit alpha over a four-colour block whatever its endpoints' order,
 * DXT5's interpolated alpha; thirds and halves truncated to 8 bits
 */
static void test_s3tc(void)
{
	/* Endpoints red (0xf800) and blue (0x001f); texels 0..3 codes 0..3 */
	uint8_t b[16] = { 0x00, 0xf8, 0x1f, 0x00, 0xe4 };
	struct am_fmt f3 = am_fmt_tex3(TFMT_DXT5), f4 = am_fmt_tex4(TFMT4_DXT1);
	int t[4][4], k;

	ok(f3.block == AM_FB_DXT5 && f3.cpp == 16 && f4.block == AM_FB_DXT1 &&
	   f4.cpp == 8, "s3tc: a3xx's DXT5 is a 16-byte block, a4xx's DXT1 an 8-byte one");
	for (k = 0; k < 4; k++)
		s3tc_texel(TFMT_DXT1, b, k, 0, t[k]);
	ok(rgba_is(t[0], 255, 0, 0, 255) && rgba_is(t[1], 0, 0, 255, 255) &&
	   rgba_is(t[2], 170, 0, 85, 255) && rgba_is(t[3], 85, 0, 170, 255),
	   "dxt1, red > blue: the endpoints and their thirds (%d %d %d, %d %d %d)",
	   t[2][0], t[2][1], t[2][2], t[3][0], t[3][1], t[3][2]);

	/* Blue <= red: the midpoint, then transparent black */
	b[0] = 0x1f;
	b[1] = 0x00;
	b[2] = 0x00;
	b[3] = 0xf8;
	s3tc_texel(TFMT_DXT1, b, 2, 0, t[2]);
	s3tc_texel(TFMT_DXT1, b, 3, 0, t[3]);
	ok(rgba_is(t[2], 127, 0, 127, 255) && rgba_is(t[3], 0, 0, 0, 0),
	   "dxt1, blue <= red: the midpoint (%d %d %d), then transparent black",
	   t[2][0], t[2][1], t[2][2]);

	/* DXT3: alpha 3, 15, 0, 8 a nibble; the same colours, four of them */
	memmove(b + 8, b, 8);
	memset(b, 0, 8);
	b[0] = 0xf3;
	b[1] = 0x80;
	for (k = 0; k < 4; k++)
		s3tc_texel(TFMT_DXT3, b, k, 0, t[k]);
	ok(rgba_is(t[0], 0, 0, 255, 51) && rgba_is(t[1], 255, 0, 0, 255) &&
	   rgba_is(t[2], 85, 0, 170, 0) && rgba_is(t[3], 170, 0, 85, 136),
	   "dxt3: explicit alpha (%d %d %d %d), four colours whatever the endpoints' order",
	   t[0][3], t[1][3], t[2][3], t[3][3]);

	/* DXT5: alpha 200 > 100, codes 2, 7 for texels 0, 1 */
	b[0] = 200;
	b[1] = 100;
	b[2] = 2 | 7 << 3;
	b[3] = 0;
	s3tc_texel(TFMT_DXT5, b, 0, 0, t[0]);
	s3tc_texel(TFMT_DXT5, b, 1, 0, t[1]);
	ok(t[0][3] == 185 && t[1][3] == 114 && t[1][0] == 255,
	   "dxt5: interpolated alpha, sevenths truncated (%d %d)", t[0][3],
	   t[1][3]);
}

static void test_a2xx(struct am_gpu *gpu)
{
	const struct am_config cfg = { .chip_id = 0x02020000, .freq_mhz = 266 };
	uint32_t *pt = (uint32_t *)(phys + 0), *rb, *data, *ib;
	unsigned int n = 0;
	am_u64 pa = 0;
	uint32_t v;

	ok(am_init(gpu, &cfg, &host) == 0, "a220 initializes");
	memset(phys, 0, PHYS_PAGES * 4096);
	rb = (uint32_t *)(phys + 8 * 4096);
	data = (uint32_t *)(phys + 9 * 4096);
	ib = (uint32_t *)(phys + 11 * 4096);
	pt[0] = (uint32_t)pa_of(8) | 3;		/* the ring, rw */
	pt[1] = (uint32_t)pa_of(9) | 3;		/* data, rw */
	pt[2] = (uint32_t)pa_of(10) | 2;	/* read-only */
	pt[3] = (uint32_t)pa_of(11) | 2;	/* the IB */
	ok(am_translate(gpu, IOVA, AM_ACCESS_READ, &pa) == AM_FAULT_TRANSLATION,
	   "a2xx: the MMU off, every access faults");
	a2xx_mmu_on(gpu);
	ok(am_translate(gpu, IOVA + 4096 + 8, AM_ACCESS_WRITE, &pa) == AM_OK &&
	   pa == pa_of(9) + 8, "a2xx: a mapped page translates");
	ok(am_translate(gpu, IOVA + 2 * 4096, AM_ACCESS_READ, &pa) == AM_OK &&
	   am_translate(gpu, IOVA + 2 * 4096, AM_ACCESS_WRITE, &pa) ==
	   AM_FAULT_PERMISSION, "a2xx: a read-only entry refuses writes");
	ok(am_translate(gpu, IOVA + 4 * 4096, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION && am_translate(gpu, IOVA + (16 << 16),
						 AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION && am_translate(gpu, IOVA - 4096,
						 AM_ACCESS_READ, &pa) ==
	   AM_FAULT_TRANSLATION,
	   "a2xx: an empty entry and addresses outside the range fault");
	am_reg_write(gpu, REG_A2XX_MH_MMU_MPU_END, (uint32_t)pa_of(9));
	ok(am_translate(gpu, IOVA + 4096, AM_ACCESS_READ, &pa) ==
	   AM_FAULT_PERMISSION, "a2xx: a page past the MPU's end faults");
	am_reg_write(gpu, REG_A2XX_MH_MMU_MPU_END, 0xfffff000);

	/* A submit as a2xx_submit makes it, with a write that faults */
	a2xx_cp_on(gpu);
	a2xx_ring(rb, &n, PKT3(CP_MEM_WRITE, 2));
	a2xx_ring(rb, &n, (uint32_t)IOVA + 2 * 4096);
	a2xx_ring(rb, &n, 0xbad);
	a2xx_ring(rb, &n, PKT3(CP_EVENT_WRITE, 3));
	a2xx_ring(rb, &n, CACHE_FLUSH_TS);
	a2xx_ring(rb, &n, (uint32_t)IOVA + 4096);
	a2xx_ring(rb, &n, 42);
	a2xx_ring(rb, &n, PKT3(CP_INTERRUPT, 1));
	a2xx_ring(rb, &n, 0x80000000);
	am_reg_write(gpu, REG_AXXX_CP_RB_WPTR, n);
	ok(am_cp_run(gpu, 100) == AM_RUN_WAITING && data[0] == 0 &&
	   am_irq_pending(gpu) && !am_smmu_irq_pending(gpu),
	   "a2xx: a page fault raises the MH's interrupt and stalls the CP");
	v = am_reg_read(gpu, REG_A2XX_MH_MMU_PAGE_FAULT);
	ok(v == (((uint32_t)IOVA + 2 * 4096) | A2XX_MH_MMU_PAGE_FAULT_PAGE_FAULT |
		 A2XX_MH_MMU_PAGE_FAULT_OP_TYPE_WRITE) &&
	   am_reg_read(gpu, REG_A2XX_MASTER_INT_SIGNAL) ==
	   A2XX_MASTER_INT_SIGNAL_MH_INT_STAT,
	   "a2xx: MH_MMU_PAGE_FAULT holds the write's page (0x%08x)", v);
	am_reg_write(gpu, REG_A2XX_MH_INTERRUPT_CLEAR,
		     A2XX_MH_INTERRUPT_CLEAR_MMU_PAGE_FAULT);
	ok(am_cp_run(gpu, 100) == AM_RUN_IDLE && data[0] == 42 &&
	   am_reg_read(gpu, REG_A2XX_MASTER_INT_SIGNAL) ==
	   A2XX_MASTER_INT_SIGNAL_CP_INT_STAT &&
	   am_reg_read(gpu, REG_AXXX_CP_INT_STATUS) ==
	   AXXX_CP_INT_CNTL_RB_INT_MASK,
	   "a2xx: once cleared, the submit ends in CP_INT's RB_INT");
	am_reg_write(gpu, REG_AXXX_CP_INT_ACK, AXXX_CP_INT_CNTL_RB_INT_MASK);
	ok(!am_irq_pending(gpu), "a2xx: CP_INT_ACK clears it");

	/* From an IB, the MMU's registers are out of reach */
	ib[0] = PKT0(REG_AXXX_CP_SCRATCH_REG4, 1);
	ib[1] = 5;
	ib[2] = PKT0(REG_A2XX_MH_MMU_PT_BASE, 1);
	ib[3] = 0;
	a2xx_ring(rb, &n, PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	a2xx_ring(rb, &n, (uint32_t)IOVA + 3 * 4096);
	a2xx_ring(rb, &n, 4);
	am_reg_write(gpu, REG_AXXX_CP_RB_WPTR, n);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   am_reg_read(gpu, REG_AXXX_CP_SCRATCH_REG4) == 5 &&
	   am_reg_read(gpu, REG_A2XX_MH_MMU_PT_BASE) == (uint32_t)pa_of(0) &&
	   (am_reg_read(gpu, REG_AXXX_CP_INT_STATUS) &
	    AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK),
	   "a2xx: an IB's write of MH_MMU_PT_BASE is a protected-mode error");
	am_reg_write(gpu, REG_A2XX_RBBM_SOFT_RESET, 1);
	ok(am_reg_read(gpu, REG_A2XX_MH_MMU_CONFIG) == 0 &&
	   !am_irq_pending(gpu), "a2xx: a soft reset turns the MMU off");

	/* Nor by CP_REG_RMW, which would point the MMU at any memory */
	a2xx_mmu_on(gpu);
	a2xx_cp_on(gpu);
	n = 0;
	ib[0] = PKT3(CP_REG_RMW, 3);
	ib[1] = REG_A2XX_MH_MMU_PT_BASE;
	ib[2] = 0;
	ib[3] = (uint32_t)pa_of(10);
	a2xx_ring(rb, &n, PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	a2xx_ring(rb, &n, (uint32_t)IOVA + 3 * 4096);
	a2xx_ring(rb, &n, 4);
	am_reg_write(gpu, REG_AXXX_CP_RB_WPTR, n);
	ok(am_cp_run(gpu, 100) == AM_RUN_HALTED &&
	   am_reg_read(gpu, REG_A2XX_MH_MMU_PT_BASE) == (uint32_t)pa_of(0) &&
	   (am_reg_read(gpu, REG_AXXX_CP_INT_STATUS) &
	    AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK),
	   "a2xx: an IB's CP_REG_RMW of MH_MMU_PT_BASE is a protected-mode error too");

	/* A restart draw, as a3xx's, from the IB in the data page */
	am_reg_write(gpu, REG_A2XX_RBBM_SOFT_RESET, 1);
	a2xx_mmu_on(gpu);
	a2xx_cp_on(gpu);
	n = 0;
	restart_ib(2);
	a2xx_ring(rb, &n, PKT3(CP_INDIRECT_BUFFER_PFD, 2));
	a2xx_ring(rb, &n, (uint32_t)IB);
	a2xx_ring(rb, &n, ibn);
	am_reg_write(gpu, REG_AXXX_CP_RB_WPTR, n);
	restart_runs(gpu, "a220", 1024);
}

int main(void)
{
	struct am_config cfg = { .chip_id = 0x03020000, .freq_mhz = 450 };
	struct am_gpu *gpu = calloc(1, sizeof(*gpu));

	phys = aligned_alloc(4096, PHYS_PAGES * 4096);
	printf("TAP version 13\n1..151\n");

	cfg.chip_id = 0x09000000;
	ok(am_init(gpu, &cfg, &host) == -1, "an unknown generation is refused");
	cfg.chip_id = 0x03020000;
	ok(am_init(gpu, &cfg, &host) == 0, "a320 initializes");
	test_mmu(gpu);
	test_regs(gpu, "a320", 0x03020000, REG_A3XX_RBBM_HW_VERSION,
		  REG_A3XX_RBBM_SW_RESET_CMD);
	test_no_smmu(gpu);

	cfg = (struct am_config){ .chip_id = 0x04020000, .freq_mhz = 500 };
	ok(am_init(gpu, &cfg, &host) == 0, "a420 initializes");
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
	test_regs(gpu, "a420", 0x04020000, REG_A4XX_RBBM_HW_VERSION,
		  REG_A4XX_RBBM_SW_RESET_CMD);
	test_counter(gpu);
	test_cp(gpu);
	test_cp_budget(gpu);
	test_tlb_per_run(gpu);
	test_occlusion_sample(gpu);
	test_cp_protect_bytes(gpu);
	test_cp_a4xx_state(gpu);
	test_unsupported_listed(gpu);
	test_rmw_unprotected(gpu);
	test_rb_unsupported(gpu);
	test_reg_wr_no_ctxt(gpu);
	test_cond_exec(gpu);
	test_draw_state(gpu);
	test_a3xx_packets(gpu);
	test_restart_draws(gpu);
	test_vertex_id(gpu);
	test_vertex_stream(gpu);
	test_rgtc();
	test_s3tc();
	test_a2xx(gpu);

	printf("# %d passed, %d failed\n", count - failed, failed);
	free(gpu);
	free(phys);
	return failed ? 1 : 0;
}
