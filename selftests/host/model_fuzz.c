// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer harness for the GPU model's command processor.
 *
 * Each input sets up a GPU the way the driver does (microcode, protect
 * ranges, interrupts, the ring) over a fake physical memory and page table
 * the harness owns, fills the ring, IBs and data pages from the input,
 * applies the input's register writes and runs the CP in a bounded loop.
 * Every byte is hostile and a short input reads as zeros past its end.
 *
 * Input layout (little endian):
 *
 *   u8 chip     chips[] index (modulo its size; the a5xx one is refused)
 *   u8 flags    FZ_F_* below
 *   u8 ring     low nibble: CP_RB_CNTL.BUFSZ; high nibble n: the clock
 *               moves 4^n ns a run (0: stands still)
 *   u8 rptr0    where the ring starts (RPTR before the first run)
 *   then chunks until the input ends, each a tag byte (low 3 bits):
 *   FZ_RING   u16 n, n dwords: appended to the ring's commands
 *   FZ_IB, FZ_RO, FZ_DATA, FZ_HIGH
 *             u16 dword offset, u16 n, n dwords: into that memory area
 *             (clipped to it)
 *   FZ_REGS   u8 n, n times (u8 when, u16 reg, u32 val): a register
 *             write before run number `when` (modulo FZ_RUNS + 1; 0:
 *             with the setup); reg bit 15 makes it an SMMU register
 *             (the table base is left alone: the page table is ours,
 *             as are a2xx's MMU table, range and MPU registers)
 *   FZ_PROBE  u32 iova, u16 len: am_translate and am_mem_read there
 *             after the runs; len bit 15 adds 4 GiB to iova, bit 14
 *             makes it an am_mem_write of what was read
 *
 * GPU memory, 4 KiB pages at IOVA_BASE + n * 4K (an LPAE table in fake
 * physical memory above 4 GiB; on a2xx, its MMU's flat table of 32-bit
 * entries, for 4 MiB from IOVA_BASE, in fake memory below 4 GiB):
 *
 *   0 the ring (rw)      1-2 IBs (rw)       3 data (rw)
 *   4 read-only data     5 unmapped         6 no access flag
 *   7 a page outside host memory            8 the L3 table (read-only)
 *   9 a block descriptor (not a page at L3)
 *   511 rw: the last page before an unmapped 2 MiB
 *
 * the 2 MiB at IOVA_BASE + 4 MiB have their L3 table outside host memory,
 * and HIGH_VA is rw, the last page below 4 GiB.  On a2xx, 6 and 9 have
 * entries with no access bits, 8 is the flat table (read-only), and
 * what lies past 4 MiB is outside the MMU's range.  The a2xx ring (the
 * kernel's) may reprogram that MMU: from then on the input is the
 * kernel's bug, and the memory checks stop.
 *
 * Besides the sanitizers, the harness checks (and traps on failure):
 * physical pages not mapped writable never change, through the CP or
 * am_mem_write; a writable translation only ever lands in a writable page;
 * the model asks the host for page-aligned addresses only; busy time never
 * runs ahead of the clock; and a run's memory traffic stays within the
 * model's documented bound.
 *
 * Built with -DMODEL_FUZZ_MAIN instead of against libFuzzer, main()
 * writes the seed corpus (--seeds DIR) or runs inputs and prints what the
 * model did with them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "model/model_internal.h"
#include "adreno_regs.h"
#include "adreno_protect.h"

#define PKT0(reg, n)	(CP_TYPE0_PKT | (((n) - 1) << 16) | (reg))
#define PKT3(op, n)	(CP_TYPE3_PKT | (((n) - 1) << 16) | ((op) << 8))

#define PAGE		4096u
#define PAGE_DW		(PAGE / 4)

/*
 * Fake physical memory: above 4 GiB, so TTBR0_HI and PTEs use it; a2xx's
 * 32-bit entries need it below
 */
#define PA_BASE		0x120000000ull
#define PA_BASE_A2XX	0x20000000ull
#define PA_OUTSIDE	0x1000ull	/* a PTE target the host refuses */

enum {
	PG_L1, PG_L2, PG_L3, PG_L2_HIGH, PG_L3_HIGH, PG_SPARE,
	PG_RING, PG_IB0, PG_IB1, PG_DATA, PG_RO, PG_NOAF, PG_BLOCK,
	PG_EDGE, PG_HIGH,
	NR_PAGES
};

/* The pages the GPU may write: every other one must stay as set up */
#define RW_PAGES	(1u << PG_RING | 1u << PG_IB0 | 1u << PG_IB1 | \
			 1u << PG_DATA | 1u << PG_EDGE | 1u << PG_HIGH)

#define IOVA_BASE	0x01000000u
#define VA(n)		(IOVA_BASE + (n) * PAGE)
#define RING_VA		VA(0)
#define IB_VA		VA(1)
#define DATA_VA		VA(3)
#define RO_VA		VA(4)
#define UNMAPPED_VA	VA(5)
#define NOAF_VA		VA(6)
#define OUTSIDE_VA	VA(7)
#define L3_VA		VA(8)
#define BLOCK_VA	VA(9)
#define EDGE_VA		VA(511)
#define HIGH_VA		0xfffff000u

#define PTE_TABLE	(AM_PTE_VALID | AM_PTE_TABLE)
#define PTE_RW		(AM_PTE_VALID | AM_PTE_TABLE | AM_PTE_AF)
#define PTE_RO		(PTE_RW | AM_PTE_AP_RDONLY)

/* Input flags */
#define FZ_F_RPTR_WRITEBACK	0x01	/* RB_CNTL without NO_UPDATE */
#define FZ_F_PROTECT		0x02	/* the driver's CP_PROTECT */
#define FZ_F_IRQ_MASK		0x04	/* RBBM_INT_0 all unmasked */
#define FZ_F_NO_UCODE		0x08	/* no microcode upload */
#define FZ_F_ACK		0x10	/* ack IRQs and faults per run */
#define FZ_F_ME_HALT		0x20	/* leave CP_ME_CNTL halted */
#define FZ_F_SMMU_OFF		0x40	/* translation off */

/* Chunk tags */
enum { FZ_RING, FZ_IB, FZ_RO, FZ_DATA, FZ_HIGH, FZ_REGS, FZ_PROBE, FZ_END };

#define FZ_BUDGET	4096	/* per am_cp_run: opaque to the harness */
#define FZ_RUNS		64
#define FZ_MAX_REGS	64
#define FZ_MAX_PROBES	4
#define FZ_SMMU_REG	0x8000
#define FZ_PROBE_HIGH	0x8000
#define FZ_PROBE_WRITE	0x4000
#define FZ_PROBE_MAX	(2 * PAGE)

/* The vgpu's chips (adreno/adreno_device.c), and one the model refuses */
static const struct fz_chip {
	const char *name;
	uint32_t chip_id, gmem, mhz;
} chips[] = {
	{ "a305", 0x03000500, 256 << 10, 400 },
	{ "a306", 0x03000600, 128 << 10, 400 },
	{ "a320", 0x03020000, 512 << 10, 450 },
	{ "a330", 0x03030000, 1024 << 10, 578 },
	{ "a405", 0x04000500, 256 << 10, 550 },
	{ "a420", 0x04020000, 1536 << 10, 500 },
	{ "a430", 0x04030000, 1536 << 10, 500 },
	{ "a220", 0x02020000, 512 << 10, 266 },
	{ "a530", 0x05030000, 1024 << 10, 624 },
};
#define NR_CHIPS	(sizeof(chips) / sizeof(chips[0]))

/*
 * The registers the driver programs are the model's own table of the
 * generation (model_internal.h); the protect ranges are the driver's
 * (adreno_protect.h).
 */
static const struct am_gen *gen;
static const struct adreno_protect_range *protect;
static unsigned int nr_protect;

/* A memory area the input fills: whole physical pages, in order */
static const struct fz_area {
	unsigned int page, nr_pages;
} areas[] = {
	[FZ_IB] = { PG_IB0, 2 },
	[FZ_RO] = { PG_RO, 1 },
	[FZ_DATA] = { PG_DATA, 1 },
	[FZ_HIGH] = { PG_HIGH, 1 },
};

struct fz_reg {
	uint8_t when;
	uint16_t reg;
	uint32_t val;
};

struct fz_probe {
	uint32_t iova;
	uint16_t len;
};

/* What one input did: for the checks, and main()'s report */
static struct fz_state {
	const struct fz_chip *chip;
	uint8_t flags, bufsz, rptr0;
	uint64_t step;
	uint32_t ring[PAGE_DW];
	unsigned int ring_dw;
	struct fz_reg regs[FZ_MAX_REGS];
	unsigned int nr_regs;
	struct fz_probe probes[FZ_MAX_PROBES];
	unsigned int nr_probes;
	int inited;
	unsigned int runs;
	enum am_run last;
	uint64_t page_calls, max_page_calls, kicks;
	uint32_t max_work;	/* the most work units a run did */
	uint32_t int_seen, fsr_seen;
	int a2xx;		/* the GPU's own MMU, not the SMMU */
	int mmu_moved;		/* the ring reprogrammed a2xx's MMU */
} st;

/* Each page its own allocation, so ASan sees an overrun of any of them */
static uint8_t *pages[NR_PAGES];
static uint8_t snapshot[NR_PAGES][PAGE];
static struct am_gpu *gpu;
static uint64_t fake_ns;
static uint64_t pa_base;

static void fail(const char *what, unsigned int a, unsigned int b)
{
	fprintf(stderr, "model_fuzz: %s (0x%x, 0x%x)\n", what, a, b);
	__builtin_trap();
}

static void *host_page(void *priv, am_u64 pa)
{
	(void)priv;
	st.page_calls++;
	if (pa & (PAGE - 1))
		fail("the model asked for an unaligned page", (unsigned int)pa,
		     (unsigned int)(pa >> 32));
	if (pa < pa_base || pa >= pa_base + (uint64_t)NR_PAGES * PAGE)
		return NULL;
	return pages[(pa - pa_base) / PAGE];
}

static am_u64 host_now(void *priv)
{
	(void)priv;
	return fake_ns;
}

static void host_kick(void *priv)
{
	(void)priv;
	st.kicks++;
}

static const struct am_host host = {
	.page = host_page, .now_ns = host_now, .kick = host_kick,
};

static uint64_t pa_of(unsigned int page)
{
	return pa_base + (uint64_t)page * PAGE;
}

static uint64_t *table(unsigned int page)
{
	return (uint64_t *)pages[page];
}

static uint32_t *dwords(unsigned int page)
{
	return (uint32_t *)pages[page];
}

/* a2xx: entry n of the flat table maps IOVA_BASE + n pages */
#define A2XX_PTE_W	0x1u
#define A2XX_PTE_R	0x2u
#define A2XX_REGIONS	64	/* 4 MiB: the entries of one page */

static void build_a2xx_table(void)
{
	uint32_t *t = dwords(PG_L1);

	t[0] = (uint32_t)pa_of(PG_RING) | A2XX_PTE_R | A2XX_PTE_W;
	t[1] = (uint32_t)pa_of(PG_IB0) | A2XX_PTE_R | A2XX_PTE_W;
	t[2] = (uint32_t)pa_of(PG_IB1) | A2XX_PTE_R | A2XX_PTE_W;
	t[3] = (uint32_t)pa_of(PG_DATA) | A2XX_PTE_R | A2XX_PTE_W;
	t[4] = (uint32_t)pa_of(PG_RO) | A2XX_PTE_R;
	t[6] = (uint32_t)pa_of(PG_NOAF);
	t[7] = (uint32_t)PA_OUTSIDE | A2XX_PTE_R | A2XX_PTE_W;
	t[8] = (uint32_t)pa_of(PG_L1) | A2XX_PTE_R;
	t[9] = (uint32_t)pa_of(PG_BLOCK) | 0xc;
	t[511] = (uint32_t)pa_of(PG_EDGE) | A2XX_PTE_R | A2XX_PTE_W;
	memset(pages[PG_NOAF], 0xa5, PAGE);
	memset(pages[PG_BLOCK], 0x5a, PAGE);
}

static void build_tables(void)
{
	uint64_t *l3 = table(PG_L3);

	if (st.a2xx) {
		build_a2xx_table();
		return;
	}

	table(PG_L1)[0] = pa_of(PG_L2) | PTE_TABLE;
	table(PG_L2)[(IOVA_BASE >> 21) & 511] = pa_of(PG_L3) | PTE_TABLE;
	table(PG_L2)[((IOVA_BASE >> 21) & 511) + 2] = PA_OUTSIDE | PTE_TABLE;
	l3[0] = pa_of(PG_RING) | PTE_RW;
	l3[1] = pa_of(PG_IB0) | PTE_RW;
	l3[2] = pa_of(PG_IB1) | PTE_RW;
	l3[3] = pa_of(PG_DATA) | PTE_RW;
	l3[4] = pa_of(PG_RO) | PTE_RO;
	l3[6] = pa_of(PG_NOAF) | PTE_TABLE;
	l3[7] = PA_OUTSIDE | PTE_RW;
	l3[8] = pa_of(PG_L3) | PTE_RO;
	l3[9] = pa_of(PG_BLOCK) | AM_PTE_VALID | AM_PTE_AF;
	l3[511] = pa_of(PG_EDGE) | PTE_RW;

	/* The last page below 4 GiB: L1[3], L2[511], L3[511] */
	table(PG_L1)[3] = pa_of(PG_L2_HIGH) | PTE_TABLE;
	table(PG_L2_HIGH)[511] = pa_of(PG_L3_HIGH) | PTE_TABLE;
	table(PG_L3_HIGH)[511] = pa_of(PG_HIGH) | PTE_RW;

	/* Something recognizable where the GPU must not write */
	memset(pages[PG_NOAF], 0xa5, PAGE);
	memset(pages[PG_BLOCK], 0x5a, PAGE);
}

/* The input, read defensively: past its end everything is 0 */
struct fz_in {
	const uint8_t *p;
	size_t left;
};

static uint32_t get(struct fz_in *in, unsigned int bytes)
{
	uint32_t v = 0;
	unsigned int i;

	for (i = 0; i < bytes && in->left; i++, in->p++, in->left--)
		v |= (uint32_t)in->p[0] << (8 * i);
	return v;
}

/* n dwords of input into an area at dword offset off, clipped to it */
static void fill(struct fz_in *in, const struct fz_area *a, uint32_t off,
		 uint32_t n)
{
	uint32_t i, size = a->nr_pages * PAGE_DW;

	for (i = 0; i < n && in->left; i++) {
		uint32_t v = get(in, 4), at = off + i;

		if (at < size)
			dwords(a->page + at / PAGE_DW)[at % PAGE_DW] = v;
	}
}

static void parse(struct fz_in *in)
{
	while (in->left) {
		unsigned int tag = get(in, 1) & 7, n, i;
		uint32_t off;

		switch (tag) {
		case FZ_RING:
			n = get(in, 2);
			for (i = 0; i < n && in->left; i++) {
				uint32_t v = get(in, 4);

				if (st.ring_dw < PAGE_DW)
					st.ring[st.ring_dw++] = v;
			}
			break;
		case FZ_IB:
		case FZ_RO:
		case FZ_DATA:
		case FZ_HIGH:
			off = get(in, 2);
			n = get(in, 2);
			fill(in, &areas[tag], off, n);
			break;
		case FZ_REGS:
			n = get(in, 1);
			for (i = 0; i < n && in->left; i++) {
				struct fz_reg r;

				r.when = get(in, 1) % (FZ_RUNS + 1);
				r.reg = get(in, 2);
				r.val = get(in, 4);
				if (st.nr_regs < FZ_MAX_REGS)
					st.regs[st.nr_regs++] = r;
			}
			break;
		case FZ_PROBE: {
			struct fz_probe p;

			p.iova = get(in, 4);
			p.len = get(in, 2);
			if (st.nr_probes < FZ_MAX_PROBES)
				st.probes[st.nr_probes++] = p;
			break;
		}
		default:
			return;
		}
	}
}

/* The ring's commands from RPTR on, wrapping; only its first page is ours */
static void place_ring(uint32_t size)
{
	uint32_t i;

	for (i = 0; i < st.ring_dw; i++) {
		uint32_t at = (st.rptr0 + i) % size;

		if (at < PAGE_DW)
			dwords(PG_RING)[at] = st.ring[i];
	}
}

static void setup_smmu(void)
{
	am_smmu_write(gpu, AM_SMMU_TTBR0_LO, (uint32_t)pa_of(PG_L1));
	am_smmu_write(gpu, AM_SMMU_TTBR0_HI, (uint32_t)(pa_of(PG_L1) >> 32));
	if (!(st.flags & FZ_F_SMMU_OFF))
		am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
}

/* a2xx_hw_init's MMU: the harness's table, the whole physical range */
static const struct {
	uint32_t reg, val;
} a2xx_mmu_regs[] = {
	{ REG_A2XX_MH_MMU_VA_RANGE, IOVA_BASE | A2XX_REGIONS },
	{ REG_A2XX_MH_MMU_PT_BASE, 0 },		/* pa_of(PG_L1) */
	{ REG_A2XX_MH_MMU_MPU_BASE, 0 },
	{ REG_A2XX_MH_MMU_MPU_END, 0xfffff000 },
};
#define NR_A2XX_MMU_REGS	(sizeof(a2xx_mmu_regs) / sizeof(a2xx_mmu_regs[0]))

static uint32_t a2xx_mmu_val(unsigned int i)
{
	return a2xx_mmu_regs[i].reg == REG_A2XX_MH_MMU_PT_BASE ?
	       (uint32_t)pa_of(PG_L1) : a2xx_mmu_regs[i].val;
}

static void setup_a2xx_mmu(void)
{
	unsigned int i;

	for (i = 0; i < NR_A2XX_MMU_REGS; i++)
		am_reg_write(gpu, a2xx_mmu_regs[i].reg, a2xx_mmu_val(i));
	if (!(st.flags & FZ_F_SMMU_OFF))
		am_reg_write(gpu, REG_A2XX_MH_MMU_CONFIG,
			     A2XX_MH_MMU_CONFIG_MMU_ENABLE);
	am_reg_write(gpu, REG_A2XX_MH_INTERRUPT_MASK,
		     A2XX_MH_INTERRUPT_MASK_MMU_PAGE_FAULT);
}

/* Whether reg is one of a2xx's MMU registers the harness owns */
static int a2xx_mmu_reg(uint32_t reg)
{
	unsigned int i;

	for (i = 0; i < NR_A2XX_MMU_REGS; i++)
		if (a2xx_mmu_regs[i].reg == reg)
			return 1;
	return 0;
}

/*
 * The a2xx ring may write the MMU's registers (it is the kernel's), and a
 * reset clears them: the memory checks hold while the harness's are there
 */
static void check_a2xx_mmu(void)
{
	unsigned int i;

	if (!st.a2xx)
		return;
	for (i = 0; i < NR_A2XX_MMU_REGS; i++)
		if (am_reg_read(gpu, a2xx_mmu_regs[i].reg) != a2xx_mmu_val(i))
			st.mmu_moved = 1;
}

/* adreno_hw_init's steps, with the input's choices */
static void setup(void)
{
	uint32_t size = 2u << st.bufsz;	/* BUFSZ: log2 of qwords */
	uint32_t cntl = st.bufsz;
	unsigned int i;

	if (st.a2xx)
		setup_a2xx_mmu();
	else
		setup_smmu();

	am_reg_write(gpu, gen->me_cntl, AXXX_CP_ME_CNTL_HALT);
	if (!(st.flags & FZ_F_NO_UCODE)) {
		am_reg_write(gpu, gen->me_ram_waddr, 0);
		for (i = 0; i < 4; i++)
			am_reg_write(gpu, gen->me_ram_data, 0x1000 + i);
		am_reg_write(gpu, gen->pfp_ucode_addr, 0);
		for (i = 0; i < 4; i++)
			am_reg_write(gpu, gen->pfp_ucode_data, 0x2000 + i);
	}
	if ((st.flags & FZ_F_PROTECT) && nr_protect) {
		am_reg_write(gpu, gen->protect_ctrl, 7);
		for (i = 0; i < nr_protect; i++)
			am_reg_write(gpu, gen->protect0 + i,
				     adreno_protect_value(&protect[i]));
	}
	am_reg_write(gpu, gen->int_mask,
		     st.flags & FZ_F_IRQ_MASK ? 0xffffffff : 0);
	am_reg_write(gpu, gen->perfctr_ctl, 1);
	am_reg_write(gpu, gen->cp_perfctr_sel0, CP_ALWAYS_COUNT);

	if (!(st.flags & FZ_F_RPTR_WRITEBACK))
		cntl |= AXXX_CP_RB_CNTL_NO_UPDATE;
	am_reg_write(gpu, gen->rb_cntl, cntl);
	am_reg_write(gpu, gen->rb_base, RING_VA);
	am_reg_write(gpu, gen->rb_rptr_addr, DATA_VA + PAGE - 4);
	am_reg_write(gpu, gen->rb_rptr, st.rptr0 % size);
	if (st.ring_dw > size - 1)
		st.ring_dw = size - 1;
	place_ring(size);
	am_reg_write(gpu, gen->rb_wptr, (st.rptr0 + st.ring_dw) % size);
	if (!(st.flags & FZ_F_ME_HALT))
		am_reg_write(gpu, gen->me_cntl, 0);
}

static void apply_regs(unsigned int when)
{
	unsigned int i;

	for (i = 0; i < st.nr_regs; i++) {
		const struct fz_reg *r = &st.regs[i];

		if (r->when != when)
			continue;
		if (r->reg & FZ_SMMU_REG) {
			am_u32 reg = r->reg & ~FZ_SMMU_REG;

			if (reg != AM_SMMU_TTBR0_LO && reg != AM_SMMU_TTBR0_HI)
				am_smmu_write(gpu, reg, r->val);
			am_smmu_read(gpu, reg);
		} else if (!st.a2xx || !a2xx_mmu_reg(r->reg)) {
			am_reg_write(gpu, r->reg, r->val);
			am_reg_read(gpu, r->reg);
		}
	}
}

static int regs_after(unsigned int run)
{
	unsigned int i;

	for (i = 0; i < st.nr_regs; i++)
		if (st.regs[i].when > run)
			return 1;
	return 0;
}

/* Pages the GPU may not write are as they were set up */
static void check_pages(void)
{
	unsigned int i;

	check_a2xx_mmu();
	if (st.mmu_moved)
		return;
	for (i = 0; i < NR_PAGES; i++) {
		if (RW_PAGES & (1u << i))
			continue;
		if (memcmp(pages[i], snapshot[i], PAGE))
			fail("a page the GPU may not write changed", i, 0);
	}
}

static void check_busy(uint64_t *busy)
{
	uint64_t now = am_busy_ns(gpu);

	if (now < *busy || now > fake_ns)
		fail("busy time went back or ahead of the clock",
		     (unsigned int)now, (unsigned int)fake_ns);
	*busy = now;
}

/*
 * A run's work: within its budget and the overshoot the model documents,
 * and its memory traffic at most 8 host page lookups per work unit
 */
static void check_cost(void)
{
	uint64_t limit = 8ull * (FZ_BUDGET + AM_CP_MAX_OVERSHOOT);

	if (gpu->cp.work > FZ_BUDGET + AM_CP_MAX_OVERSHOOT)
		fail("a run went past its budget in work", gpu->cp.work,
		     FZ_BUDGET + AM_CP_MAX_OVERSHOOT);
	if (st.page_calls > limit)
		fail("a run went past its budget", (unsigned int)st.page_calls,
		     (unsigned int)limit);
	if (st.page_calls > st.max_page_calls)
		st.max_page_calls = st.page_calls;
	if (gpu->cp.work > st.max_work)
		st.max_work = gpu->cp.work;
}

/* Where a writable translation lands must be a writable page */
static void check_translation(uint64_t iova)
{
	am_u64 pa = 0;

	check_a2xx_mmu();
	if (st.mmu_moved)
		return;
	if (am_translate(gpu, iova, AM_ACCESS_READ, &pa) == AM_OK &&
	    (pa < pa_base || pa >= pa_base + (uint64_t)NR_PAGES * PAGE) &&
	    pa >> 12 != PA_OUTSIDE >> 12)
		fail("a translation left the page table's pages",
		     (unsigned int)iova, (unsigned int)pa);
	if (am_translate(gpu, iova, AM_ACCESS_WRITE, &pa) == AM_OK &&
	    pa >> 12 != PA_OUTSIDE >> 12 &&
	    (pa < pa_base || pa >= pa_base + (uint64_t)NR_PAGES * PAGE ||
	     !(RW_PAGES & (1u << ((pa - pa_base) / PAGE)))))
		fail("a writable translation into a read-only page",
		     (unsigned int)iova, (unsigned int)pa);
}

static void probe(const struct fz_probe *p)
{
	static uint8_t buf[FZ_PROBE_MAX];
	uint64_t iova = p->iova;
	uint32_t len = p->len & 0x3fff;

	if (p->len & FZ_PROBE_HIGH)
		iova += 1ull << 32;
	if (len > sizeof(buf))
		len = sizeof(buf);
	check_translation(iova);
	memset(buf, 0, len);
	am_mem_read(gpu, iova, buf, len);
	if (p->len & FZ_PROBE_WRITE)
		am_mem_write(gpu, iova, buf, len);
	check_pages();
}

/* The read-only page reads back through the table as it was written */
static void check_ro_page(void)
{
	static uint8_t buf[PAGE];

	check_a2xx_mmu();
	if (st.mmu_moved)
		return;
	if (st.a2xx ? !(am_reg_read(gpu, REG_A2XX_MH_MMU_CONFIG) &
			A2XX_MH_MMU_CONFIG_MMU_ENABLE) :
		      !(am_smmu_read(gpu, AM_SMMU_SCTLR) & AM_SMMU_SCTLR_M))
		return;
	if (am_mem_read(gpu, RO_VA, buf, PAGE) != AM_OK ||
	    memcmp(buf, snapshot[PG_RO], PAGE))
		fail("the read-only page does not read back", RO_VA, 0);
	check_translation(RO_VA);
	check_translation(L3_VA);
}

static void alloc_once(void)
{
	unsigned int i;

	if (gpu)
		return;
	for (i = 0; i < NR_PAGES; i++) {
		pages[i] = aligned_alloc(PAGE, PAGE);
		if (!pages[i])
			abort();
	}
	gpu = malloc(sizeof(*gpu));
	if (!gpu)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fz_in in = { data, size };
	struct am_config cfg;
	uint64_t busy = 0;
	unsigned int i, run;
	uint8_t ring;

	alloc_once();
	memset(&st, 0, sizeof(st));
	for (i = 0; i < NR_PAGES; i++)
		memset(pages[i], 0, PAGE);
	memset(gpu, 0, sizeof(*gpu));
	fake_ns = 1000000;

	st.chip = &chips[get(&in, 1) % NR_CHIPS];
	st.a2xx = st.chip->chip_id >> 24 == 2;
	pa_base = st.a2xx ? PA_BASE_A2XX : PA_BASE;
	st.flags = get(&in, 1);
	ring = get(&in, 1);
	st.bufsz = ring & 0xf;
	st.step = ring >> 4 ? 1ull << (2 * (ring >> 4)) : 0;
	st.rptr0 = get(&in, 1);
	build_tables();
	parse(&in);

	cfg = (struct am_config){
		.chip_id = st.chip->chip_id,
		.gmem_bytes = st.chip->gmem,
		.freq_mhz = st.chip->mhz,
	};
	if (am_init(gpu, &cfg, &host))
		return 0;
	gen = gpu->gen;
	if (gen->core == 2) {
		protect = NULL;
		nr_protect = 0;
	} else if (gen->core == 3) {
		protect = a3xx_protect;
		nr_protect = sizeof(a3xx_protect) / sizeof(a3xx_protect[0]);
	} else {
		protect = a4xx_protect;
		nr_protect = sizeof(a4xx_protect) / sizeof(a4xx_protect[0]);
	}
	st.inited = 1;

	setup();
	for (i = 0; i < NR_PAGES; i++)
		memcpy(snapshot[i], pages[i], PAGE);
	apply_regs(0);

	st.last = AM_RUN_IDLE;
	for (run = 1; run <= FZ_RUNS; run++) {
		apply_regs(run);
		fake_ns += st.step;
		st.page_calls = 0;
		st.last = am_cp_run(gpu, FZ_BUDGET);
		st.runs = run;
		check_cost();
		check_pages();
		check_busy(&busy);

		st.int_seen |= am_reg_read(gpu, gen->int_status);
		st.fsr_seen |= st.a2xx ?
			am_reg_read(gpu, REG_A2XX_MH_INTERRUPT_STATUS) :
			am_smmu_read(gpu, AM_SMMU_FSR);
		if (am_irq_pending(gpu) && (st.flags & FZ_F_ACK)) {
			am_reg_write(gpu, gen->int_clear,
				     am_reg_read(gpu, gen->int_status));
			if (st.a2xx)
				am_reg_write(gpu, REG_A2XX_MH_INTERRUPT_CLEAR,
					     ~0u);
		}
		if (am_smmu_irq_pending(gpu) && (st.flags & FZ_F_ACK))
			am_smmu_write(gpu, AM_SMMU_FSR, 0xffffffff);

		if ((st.last == AM_RUN_IDLE || st.last == AM_RUN_HALTED) &&
		    !regs_after(run))
			break;
	}

	am_reg_read(gpu, gen->rbbm_status);
	for (i = 0; i < st.nr_regs; i++)
		if (!(st.regs[i].reg & FZ_SMMU_REG))
			am_reg_read(gpu, st.regs[i].reg);
	for (i = 0; i < st.nr_probes; i++)
		probe(&st.probes[i]);
	check_ro_page();
	check_busy(&busy);
	check_pages();
	return 0;
}

#ifdef MODEL_FUZZ_MAIN
/*
 * Seeds: valid setups and command streams for the fuzzer to start from.
 */
struct seed {
	uint8_t b[8192];
	size_t n;
};

static void put(struct seed *s, uint32_t v, unsigned int bytes)
{
	unsigned int i;

	for (i = 0; i < bytes && s->n < sizeof(s->b); i++)
		s->b[s->n++] = (uint8_t)(v >> (8 * i));
}

static void seed_head(struct seed *s, unsigned int chip, unsigned int flags,
		      unsigned int bufsz, unsigned int step, unsigned int rptr0)
{
	s->n = 0;
	put(s, chip, 1);
	put(s, flags, 1);
	put(s, bufsz | step << 4, 1);
	put(s, rptr0, 1);
}

#define DW(...)		(const uint32_t[]){ __VA_ARGS__ }
#define NDW(...)	(sizeof((const uint32_t[]){ __VA_ARGS__ }) / 4)

static void seed_dwords(struct seed *s, const uint32_t *dw, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		put(s, dw[i], 4);
}

#define RING(s, ...) do {					\
	put(s, FZ_RING, 1);					\
	put(s, NDW(__VA_ARGS__), 2);				\
	seed_dwords(s, DW(__VA_ARGS__), NDW(__VA_ARGS__));	\
} while (0)

#define AREA(s, tag, off, ...) do {				\
	put(s, tag, 1);						\
	put(s, off, 2);						\
	put(s, NDW(__VA_ARGS__), 2);				\
	seed_dwords(s, DW(__VA_ARGS__), NDW(__VA_ARGS__));	\
} while (0)

static void seed_reg(struct seed *s, unsigned int when, unsigned int reg,
		     uint32_t val)
{
	put(s, FZ_REGS, 1);
	put(s, 1, 1);
	put(s, when, 1);
	put(s, reg, 2);
	put(s, val, 4);
}

static void seed_probe(struct seed *s, uint32_t iova, unsigned int len)
{
	put(s, FZ_PROBE, 1);
	put(s, iova, 4);
	put(s, len, 2);
}

static int seed_write(const char *dir, const char *name,
		      const struct seed *s)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "wb");
	if (!f || fwrite(s->b, 1, s->n, f) != s->n || fclose(f)) {
		perror(path);
		return -1;
	}
	return 0;
}

enum {
	C_A305, C_A306, C_A320, C_A330, C_A405, C_A420, C_A430, C_A220, C_A530
};

#define F_DRIVER	(FZ_F_PROTECT | FZ_F_IRQ_MASK | FZ_F_ACK)

/*
 * A shader (a3xx's encoding) that samples for ever: sam.f32 (x)r2.x,
 * r0.x, s#0, t#0, then a jump back to it; the budget pauses it and
 * FZ_RUNS ends it
 */
static void sample_loop(uint32_t w[4])
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 8 };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	if (ir3_encode(&in, 3, &w[0]))
		fail("sam does not encode", 0, 0);
	in = ir3_instr_of(IR3_OPC_JUMP);
	in.cat0.offset = -1;
	if (ir3_encode(&in, 3, &w[2]))
		fail("jump does not encode", 0, 0);
}

static int write_seeds(const char *dir)
{
	uint32_t vs[4];
	struct seed s;
	int err = 0;

	/* Ring only: type-0 writes, MEM_WRITE, a timestamp with its IRQ */
	seed_head(&s, C_A420, F_DRIVER, 9, 4, 0);
	RING(&s, PKT3(CP_ME_INIT, 1), 0,
	     PKT0(REG_AXXX_CP_SCRATCH_REG4, 2), 0x1234, 0x5678,
	     PKT3(CP_MEM_WRITE, 3), DATA_VA + 0x10, 0x11111111, 0x22222222,
	     PKT3(CP_REG_TO_MEM, 2),
	     CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG4) |
	     CP_REG_TO_MEM_0_CNT(2), DATA_VA + 0x20,
	     PKT3(CP_EVENT_WRITE, 3), CACHE_FLUSH_TS | CP_EVENT_WRITE_0_IRQ,
	     DATA_VA + 0x30, 42,
	     PKT3(CP_INTERRUPT, 1), 0x80000000,
	     PKT3(CP_NOP, 2), 0, 0, CP_TYPE2_PKT);
	seed_probe(&s, DATA_VA, 64);
	err |= seed_write(dir, "a420-ring", &s);

	/* The same on a320 */
	s.b[0] = C_A320;
	err |= seed_write(dir, "a320-ring", &s);

	/*
	 * An IB from the ring: register writes, REG_RMW, REG_TO_MEM, writes
	 * into the read-only page, an unmapped page and across 4 GiB, then
	 * a protected register
	 */
	seed_head(&s, C_A320, F_DRIVER, 9, 2, 0);
	RING(&s, PKT3(CP_SET_PROTECTED_MODE, 1), 1,
	     PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 25,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA, 0x600d);
	AREA(&s, FZ_IB, 0,
	     PKT0(REG_AXXX_CP_SCRATCH_REG4, 1), 0x1234,
	     PKT3(CP_REG_RMW, 3), REG_AXXX_CP_SCRATCH_REG4, 0xff00, 0x5,
	     PKT3(CP_REG_TO_MEM, 2),
	     CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG4) |
	     CP_REG_TO_MEM_0_CNT(1), DATA_VA + 0x40,
	     PKT3(CP_MEM_WRITE, 2), RO_VA + 8, 0xbad,
	     PKT3(CP_MEM_WRITE, 2), UNMAPPED_VA, 0xbad,
	     PKT3(CP_MEM_WRITE, 3), HIGH_VA + PAGE - 4, 1, 2,
	     PKT0(REG_A3XX_RBBM_SW_RESET_CMD, 1), 1);
	seed_probe(&s, HIGH_VA + PAGE - 8, 16);
	err |= seed_write(dir, "a320-ib", &s);

	s.b[0] = C_A420;
	err |= seed_write(dir, "a420-ib", &s);

	/*
	 * WAIT_REG_MEM on memory (true at once), on a register the input
	 * writes later, and on the cycle counter (true with time)
	 */
	seed_head(&s, C_A420, F_DRIVER, 9, 10, 0);
	RING(&s, PKT3(CP_MEM_WRITE, 2), DATA_VA + 0x40, 5,
	     PKT3(CP_WAIT_REG_MEM, 5), CP_WAIT_REG_MEM_0_FUNCTION(WRITE_EQ) |
	     CP_WAIT_REG_MEM_0_POLL(POLL_MEMORY), DATA_VA + 0x40, 5, ~0u, 16,
	     PKT3(CP_WAIT_REG_MEM, 5), CP_WAIT_REG_MEM_0_FUNCTION(WRITE_EQ) |
	     CP_WAIT_REG_MEM_0_POLL(POLL_REGISTER), REG_AXXX_CP_SCRATCH_REG5,
	     7, 0xff, 16,
	     PKT3(CP_WAIT_REG_MEM, 5), CP_WAIT_REG_MEM_0_FUNCTION(WRITE_GE) |
	     CP_WAIT_REG_MEM_0_POLL(POLL_REGISTER),
	     REG_A4XX_RBBM_PERFCTR_CP_0_LO, 2000000, ~0u, 16,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 0x44, 9);
	seed_reg(&s, 3, REG_AXXX_CP_SCRATCH_REG5, 0x107);
	err |= seed_write(dir, "a420-wait", &s);

	/*
	 * IB1 calls an IB2 in the read-only page (LOAD_STATE from memory,
	 * draws), then the ring jumps to an IB that jumps to itself until
	 * the input resets the GPU
	 */
	seed_head(&s, C_A306, F_DRIVER, 9, 3, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 4,
	     PKT3(CP_INDIRECT_BUFFER_PFE, 2), IB_VA + 0x400, 3);
	AREA(&s, FZ_IB, 0,
	     PKT3(CP_INDIRECT_BUFFER_PFD, 2), RO_VA, 13, CP_TYPE2_PKT);
	AREA(&s, FZ_IB, 0x100,
	     PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA + 0x400, 3);
	AREA(&s, FZ_RO, 0,
	     PKT3(CP_LOAD_STATE, 2), CP_LOAD_STATE_0_NUM_UNIT(2) |
	     CP_LOAD_STATE_0_STATE_SRC(SS_INDIRECT), RO_VA + 0x100,
	     PKT3(CP_LOAD_STATE, 3), CP_LOAD_STATE_0_NUM_UNIT(1), 0, 0,
	     PKT3(CP_DRAW_INDX, 2), 0, 3,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA, 3);
	seed_reg(&s, 20, REG_A3XX_RBBM_SW_RESET_CMD, 1);
	err |= seed_write(dir, "a306-ib2-loop", &s);

	/*
	 * An IB: CP_REG_WR_NO_CTXT, CP_COND_EXEC on the data page, draw
	 * state (a group run at once, groups before a draw, one of them
	 * with a draw and a skip, one unmapped), then every group off.
	 * On a320 the draw state is an opcode error.
	 */
	seed_head(&s, C_A420, F_DRIVER, 9, 2, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 28,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 0x10, 0x600d);
	AREA(&s, FZ_IB, 0,
	     PKT3(CP_REG_WR_NO_CTXT, 3), REG_AXXX_CP_SCRATCH_REG4, 1, 2,
	     PKT3(CP_COND_EXEC, 4), DATA_VA, DATA_VA + 4, 1, 3,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 8, 3,
	     PKT3(CP_SET_DRAW_STATE, 6),
	     CP_SET_DRAW_STATE_0_COUNT(2) | CP_SET_DRAW_STATE_0_LOAD_IMMED |
	     CP_SET_DRAW_STATE_0_GROUP_ID(1), IB_VA + 0x400,
	     CP_SET_DRAW_STATE_0_COUNT(2) | CP_SET_DRAW_STATE_0_GROUP_ID(1),
	     IB_VA + 0x400,
	     CP_SET_DRAW_STATE_0_COUNT(11) | CP_SET_DRAW_STATE_0_GROUP_ID(30),
	     IB_VA + 0x408,
	     PKT3(CP_DRAW_INDX_OFFSET, 3),
	     CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRILIST) |
	     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX), 1, 3,
	     PKT3(CP_SET_DRAW_STATE, 4),
	     CP_SET_DRAW_STATE_0_COUNT(4) | CP_SET_DRAW_STATE_0_GROUP_ID(2),
	     UNMAPPED_VA,
	     CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS, 0);
	AREA(&s, FZ_IB, 0x100,
	     PKT0(REG_AXXX_CP_SCRATCH_REG5, 1), 5, 0, 0,
	     PKT3(CP_DRAW_INDX_OFFSET, 3),
	     CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_POINTLIST) |
	     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX), 1, 1,
	     PKT3(CP_COND_EXEC, 4), DATA_VA + 4, DATA_VA, 0, 100);
	AREA(&s, FZ_DATA, 0, 1, 0);
	seed_probe(&s, DATA_VA, 32);
	err |= seed_write(dir, "a420-draw-state", &s);
	s.b[0] = C_A320;
	err |= seed_write(dir, "a320-draw-state", &s);

	/*
	 * Primitive restart at index 0 and an empty index buffer: each of
	 * 0xffffffff indices is a restart that reads no memory, on the
	 * three generations (a2xx's CP_DRAW_INDX is a3xx's)
	 */
	seed_head(&s, C_A320, F_DRIVER, 9, 2, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 10);
	AREA(&s, FZ_IB, 0,
	     PKT0(REG_A3XX_PC_PRIM_VTX_CNTL, 1),
	     A3XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART,
	     PKT3(CP_DRAW_INDX, 5), 0,
	     CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_TRISTRIP) |
	     CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_DMA) |
	     CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_32_BIT), 0xffffffff,
	     DATA_VA, 0);
	err |= seed_write(dir, "a320-restart-draw", &s);
	s.b[0] = C_A220;
	err |= seed_write(dir, "a220-restart-draw", &s);
	seed_head(&s, C_A420, F_DRIVER, 9, 2, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 9);
	AREA(&s, FZ_IB, 0,
	     PKT0(REG_A4XX_PC_PRIM_VTX_CNTL, 1),
	     A4XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART,
	     PKT3(CP_DRAW_INDX_OFFSET, 6),
	     CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
	     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
	     CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_32_BIT), 1,
	     0xffffffff, 0, DATA_VA, 0);
	err |= seed_write(dir, "a420-restart-draw", &s);

	/* A vertex shader that samples in a loop, for each of 1000 points */
	seed_head(&s, C_A320, F_DRIVER, 9, 2, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 13);
	sample_loop(vs);
	AREA(&s, FZ_IB, 0,
	     PKT0(REG_A3XX_SP_VS_LENGTH_REG, 1), 1,
	     PKT3(CP_LOAD_STATE, 6),
	     CP_LOAD_STATE_0_STATE_SRC(SS_DIRECT) |
	     CP_LOAD_STATE_0_STATE_BLOCK(SB_VERT_SHADER) |
	     CP_LOAD_STATE_0_NUM_UNIT(1),
	     CP_LOAD_STATE_1_STATE_TYPE(ST_SHADER), vs[0], vs[1], vs[2], vs[3],
	     PKT3(CP_DRAW_INDX, 3), 0,
	     CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_POINTLIST) |
	     CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX), 1000);
	err |= seed_write(dir, "a320-vs-sample-loop", &s);

	/* A 16-dword ring that wraps, RPTR written back, type-1 packets */
	seed_head(&s, C_A430, FZ_F_RPTR_WRITEBACK | FZ_F_IRQ_MASK, 3, 1, 12);
	RING(&s, PKT3(CP_MEM_WRITE, 2), DATA_VA + 8, 1,
	     CP_TYPE1_PKT | REG_AXXX_CP_SCRATCH_REG6 << 11 |
	     REG_AXXX_CP_SCRATCH_REG7, 6, 7,
	     PKT3(CP_WAIT_FOR_IDLE, 1), 0,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 12, 2);
	err |= seed_write(dir, "a430-wrap", &s);

	/* Commands fetched from pages that fault, or from the page table */
	seed_head(&s, C_A405, F_DRIVER, 9, 1, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), L3_VA, 64,
	     PKT3(CP_INDIRECT_BUFFER_PFD, 2), NOAF_VA, 4);
	err |= seed_write(dir, "a405-ib-pagetable", &s);
	seed_head(&s, C_A330, F_DRIVER, 9, 1, 0);
	RING(&s, PKT3(CP_INDIRECT_BUFFER_PFD, 2), HIGH_VA + PAGE - 8, 4);
	AREA(&s, FZ_HIGH, PAGE_DW - 2, PKT3(CP_NOP, 1), 0);
	seed_reg(&s, 2, FZ_SMMU_REG | AM_SMMU_FSR, ~0u);
	seed_reg(&s, 2, REG_A3XX_RBBM_SW_RESET_CMD, 1);
	err |= seed_write(dir, "a330-ib-4g", &s);

	/* Halted, then let go by a register write; SMMU off, then on */
	seed_head(&s, C_A305, FZ_F_ME_HALT | FZ_F_SMMU_OFF | FZ_F_ACK, 9, 5, 0);
	RING(&s, PKT3(CP_MEM_WRITE, 2), DATA_VA, 1,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 4, 2);
	seed_reg(&s, 2, REG_AXXX_CP_ME_CNTL, 0);
	seed_reg(&s, 2, FZ_SMMU_REG | AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
	seed_probe(&s, RO_VA, FZ_PROBE_WRITE | 16);
	err |= seed_write(dir, "a305-halted", &s);

	/* No microcode: the CP never starts; and the chip the model refuses */
	seed_head(&s, C_A420, FZ_F_NO_UCODE, 9, 1, 0);
	RING(&s, PKT3(CP_MEM_WRITE, 2), DATA_VA, 1);
	err |= seed_write(dir, "a420-no-ucode", &s);
	seed_head(&s, C_A530, 0, 9, 1, 0);
	err |= seed_write(dir, "a530", &s);

	/*
	 * a2xx: the ring's submit (a CP_INTERRUPT ends it), then an IB
	 * that writes the data page, reads and writes outside the MMU's
	 * range and into its table, and writes the MMU's table base, which
	 * protected mode refuses
	 */
	seed_head(&s, C_A220, FZ_F_IRQ_MASK | FZ_F_ACK, 9, 2, 0);
	RING(&s, PKT3(CP_ME_INIT, 1), 0,
	     PKT3(CP_SET_PROTECTED_MODE, 1), 1,
	     PKT3(CP_INDIRECT_BUFFER_PFD, 2), IB_VA, 17,
	     PKT0(REG_AXXX_CP_SCRATCH_REG2, 1), 7,
	     PKT3(CP_EVENT_WRITE, 3), CACHE_FLUSH_TS, DATA_VA + 0x30, 7,
	     PKT3(CP_INTERRUPT, 1), 0x80000000);
	AREA(&s, FZ_IB, 0,
	     PKT3(CP_MEM_WRITE, 2), DATA_VA + 8, 0x600d,
	     PKT3(CP_REG_TO_MEM, 2),
	     CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG2) |
	     CP_REG_TO_MEM_0_CNT(1), IOVA_BASE + (A2XX_REGIONS << 16),
	     PKT3(CP_MEM_WRITE, 2), L3_VA, 0xbad,
	     PKT3(CP_MEM_WRITE, 2), RO_VA, 0xbad,
	     PKT0(REG_A2XX_MH_MMU_PT_BASE, 1), 0);
	seed_probe(&s, DATA_VA, 64);
	seed_probe(&s, L3_VA, FZ_PROBE_WRITE | 16);
	err |= seed_write(dir, "a220-ib", &s);
	return err ? 1 : 0;
}

static const char *const run_names[] = {
	[AM_RUN_IDLE] = "idle", [AM_RUN_BUDGET] = "budget",
	[AM_RUN_WAITING] = "waiting", [AM_RUN_HALTED] = "halted",
};

static int run_file(const char *path, uint32_t *max_work)
{
	static uint8_t buf[1 << 20];
	const struct am_cp_stats *cs;
	size_t n;
	FILE *f;

	f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	n = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	if (!st.inited) {
		printf("%s: %s, refused by am_init\n", path, st.chip->name);
		return 0;
	}

	cs = &gpu->cp.stats;
	if (st.max_work > *max_work)
		*max_work = st.max_work;
	printf("%s: %s, %u run(s), %s; %llu packets, %llu IBs, %llu draws, "
	       "%llu faults, int 0x%x, FSR 0x%x, busy %llu ns, "
	       "%llu kicks, <= %llu page lookups and %u work a run\n",
	       path, st.chip->name, st.runs,
	       st.last < 4 ? run_names[st.last] : "?",
	       (unsigned long long)cs->packets, (unsigned long long)cs->ibs,
	       (unsigned long long)cs->draws,
	       (unsigned long long)cs->page_faults,
	       st.int_seen, st.fsr_seen, (unsigned long long)cs->busy_ns,
	       (unsigned long long)st.kicks,
	       (unsigned long long)st.max_page_calls, st.max_work);
	return 0;
}

int main(int argc, char **argv)
{
	uint32_t max_work = 0;
	int i, err = 0;

	if (argc == 3 && !strcmp(argv[1], "--seeds"))
		return write_seeds(argv[2]);
	if (argc < 2) {
		fprintf(stderr, "usage: %s --seeds DIR | INPUT...\n", argv[0]);
		return 2;
	}
	for (i = 1; i < argc; i++)
		err |= run_file(argv[i], &max_work);
	/* The longest slice over the inputs, for fuzz-model's report */
	printf("longest run: %u work units (budget %u, bound %u)\n", max_work,
	       FZ_BUDGET, FZ_BUDGET + AM_CP_MAX_OVERSHOOT);
	return err;
}
#endif /* MODEL_FUZZ_MAIN */
