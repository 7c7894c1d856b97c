// SPDX-License-Identifier: GPL-2.0-only
/*
 * The modelled GPU's register file.
 *
 * Most registers are plain storage.  The ones whose reads or writes have
 * side effects in hardware (reset, interrupts, counters, the CP's ring
 * pointers and microcode upload) are listed per generation in struct
 * am_gen; the offsets are the real ones, from the register database.
 * a2xx's memory hub adds its own (model_mh.c).
 */

#include "model_internal.h"
#include "adreno_regs.h"

/* RBBM_INT_0 bits of the CP's interrupts (a3xx and a4xx agree) */
#define AM_INT0_BITS {						\
	[AM_IRQ_OPCODE_ERROR] = 0x00000200u,			\
	[AM_IRQ_HW_FAULT] = 0x00000800u,			\
	[AM_IRQ_RB] = 0x00008000u,				\
	[AM_IRQ_PROTECT_FAULT] = 0x00010000u,			\
	[AM_IRQ_FLUSH_TS] = 0x00100000u,			\
}

/*
 * What a2xx's protected mode guards from IBs.  Its microcode's list is
 * not public: the model guards what the kernel alone programs, the MMU,
 * the CP's ring, microcode and interrupts, the RBBM's reset and
 * interrupts, and the MH's arbiter and interrupts.  (Mesa's fd2 writes
 * RBBM_PM_OVERRIDE1 and CP_PERFMON_CNTL from its IBs: they stay open.)
 */
static const struct am_reg_range am_a2xx_protect[] = {
	{ REG_A2XX_RBBM_SOFT_RESET, 1 },
	{ REG_A2XX_MH_MMU_CONFIG, 8 },			/* MH_MMU_* */
	{ REG_A2XX_CP_PFP_UCODE_ADDR, 2 },
	{ REG_AXXX_CP_RB_BASE, 0x40 },			/* 0x1c0-0x1ff */
	{ REG_A2XX_RBBM_INT_CNTL, 4 },			/* and MASTER_INT */
	{ REG_A2XX_MH_ARBITER_CONFIG, 0x20 },		/* MH_* */
};

static const struct am_gen am_gens[] = {
	{
		.core = 2,
		.hw_version = AM_NO_REG,
		.sw_reset_cmd = REG_A2XX_RBBM_SOFT_RESET,
		.rbbm_status = REG_A2XX_RBBM_STATUS,
		.int_mask = REG_AXXX_CP_INT_CNTL,
		.int_status = REG_AXXX_CP_INT_STATUS,
		.int_clear = REG_AXXX_CP_INT_ACK,
		.irq_bits = {
			[AM_IRQ_OPCODE_ERROR] =
				AXXX_CP_INT_CNTL_OPCODE_ERROR_MASK,
			[AM_IRQ_HW_FAULT] = AXXX_CP_INT_CNTL_IB_ERROR_MASK,
			[AM_IRQ_RB] = AXXX_CP_INT_CNTL_RB_INT_MASK,
			[AM_IRQ_PROTECT_FAULT] =
				AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK,
			/* a2xx interrupts with CP_INTERRUPT instead */
			[AM_IRQ_FLUSH_TS] = 0,
		},
		.perfctr_ctl = REG_A2XX_CP_PERFMON_CNTL,
		.cp_perfctr_sel0 = REG_A2XX_CP_PERFCOUNTER_SELECT,
		.perfctr_cp0_lo = REG_A2XX_CP_PERFCOUNTER_LO,
		.rb_base = REG_AXXX_CP_RB_BASE,
		.rb_cntl = REG_AXXX_CP_RB_CNTL,
		.rb_rptr_addr = REG_AXXX_CP_RB_RPTR_ADDR,
		.rb_rptr = REG_AXXX_CP_RB_RPTR,
		.rb_wptr = REG_AXXX_CP_RB_WPTR,
		.me_cntl = REG_AXXX_CP_ME_CNTL,
		.me_ram_waddr = REG_AXXX_CP_ME_RAM_WADDR,
		.me_ram_data = REG_AXXX_CP_ME_RAM_DATA,
		.pfp_ucode_addr = REG_A2XX_CP_PFP_UCODE_ADDR,
		.pfp_ucode_data = REG_A2XX_CP_PFP_UCODE_DATA,
		.protect_ctrl = AM_NO_REG,
		.protect0 = AM_NO_REG,
		.protect_status = AM_NO_REG,
		.fixed_protect = am_a2xx_protect,
		.nr_fixed_protect = sizeof(am_a2xx_protect) /
				    sizeof(am_a2xx_protect[0]),
		.ib1_base = REG_AXXX_CP_IB1_BASE,
		.ib1_bufsz = REG_AXXX_CP_IB1_BUFSZ,
		.ib2_base = REG_AXXX_CP_IB2_BASE,
		.ib2_bufsz = REG_AXXX_CP_IB2_BUFSZ,
	}, {
		.core = 3,
		.hw_version = REG_A3XX_RBBM_HW_VERSION,
		.sw_reset_cmd = REG_A3XX_RBBM_SW_RESET_CMD,
		.rbbm_status = REG_A3XX_RBBM_STATUS,
		.int_mask = REG_A3XX_RBBM_INT_0_MASK,
		.int_status = REG_A3XX_RBBM_INT_0_STATUS,
		.int_clear = REG_A3XX_RBBM_INT_CLEAR_CMD,
		.irq_bits = AM_INT0_BITS,
		.perfctr_ctl = REG_A3XX_RBBM_PERFCTR_CTL,
		.cp_perfctr_sel0 = REG_A3XX_CP_PERFCOUNTER_SELECT,
		.perfctr_cp0_lo = REG_A3XX_RBBM_PERFCTR_CP_0_LO,
		.rb_base = REG_AXXX_CP_RB_BASE,
		.rb_cntl = REG_AXXX_CP_RB_CNTL,
		.rb_rptr_addr = REG_AXXX_CP_RB_RPTR_ADDR,
		.rb_rptr = REG_AXXX_CP_RB_RPTR,
		.rb_wptr = REG_AXXX_CP_RB_WPTR,
		.me_cntl = REG_AXXX_CP_ME_CNTL,
		.me_ram_waddr = REG_AXXX_CP_ME_RAM_WADDR,
		.me_ram_data = REG_AXXX_CP_ME_RAM_DATA,
		.pfp_ucode_addr = REG_A3XX_CP_PFP_UCODE_ADDR,
		.pfp_ucode_data = REG_A3XX_CP_PFP_UCODE_DATA,
		.protect_ctrl = REG_A3XX_CP_PROTECT_CTRL,
		.protect0 = REG_A3XX_CP_PROTECT(0),
		.protect_status = REG_A3XX_CP_PROTECT_STATUS,
		.ib1_base = REG_AXXX_CP_IB1_BASE,
		.ib1_bufsz = REG_AXXX_CP_IB1_BUFSZ,
		.ib2_base = REG_AXXX_CP_IB2_BASE,
		.ib2_bufsz = REG_AXXX_CP_IB2_BUFSZ,
	}, {
		.core = 4,
		.hw_version = REG_A4XX_RBBM_HW_VERSION,
		.sw_reset_cmd = REG_A4XX_RBBM_SW_RESET_CMD,
		.rbbm_status = REG_A4XX_RBBM_STATUS,
		.int_mask = REG_A4XX_RBBM_INT_0_MASK,
		.int_status = REG_A4XX_RBBM_INT_0_STATUS,
		.int_clear = REG_A4XX_RBBM_INT_CLEAR_CMD,
		.irq_bits = AM_INT0_BITS,
		.perfctr_ctl = REG_A4XX_RBBM_PERFCTR_CTL,
		.cp_perfctr_sel0 = REG_A4XX_CP_PERFCTR_CP_SEL_0,
		.perfctr_cp0_lo = REG_A4XX_RBBM_PERFCTR_CP_0_LO,
		.rb_base = REG_A4XX_CP_RB_BASE,
		.rb_cntl = REG_A4XX_CP_RB_CNTL,
		.rb_rptr_addr = REG_A4XX_CP_RB_RPTR_ADDR,
		.rb_rptr = REG_A4XX_CP_RB_RPTR,
		.rb_wptr = REG_A4XX_CP_RB_WPTR,
		.me_cntl = REG_A4XX_CP_ME_CNTL,
		.me_ram_waddr = REG_A4XX_CP_ME_RAM_WADDR,
		.me_ram_data = REG_A4XX_CP_ME_RAM_DATA,
		.pfp_ucode_addr = REG_A4XX_CP_PFP_UCODE_ADDR,
		.pfp_ucode_data = REG_A4XX_CP_PFP_UCODE_DATA,
		.protect_ctrl = REG_A4XX_CP_PROTECT_CTRL,
		.protect0 = REG_A4XX_CP_PROTECT(0),
		.protect_status = REG_A4XX_CP_PROTECT_STATUS,
		.ib1_base = REG_A4XX_CP_IB1_BASE,
		.ib1_bufsz = REG_A4XX_CP_IB1_BUFSZ,
		.ib2_base = REG_A4XX_CP_IB2_BASE,
		.ib2_bufsz = REG_A4XX_CP_IB2_BUFSZ,
		.load_state4 = 1,
	},
};

/* The registers with side effects are implemented by definition */
static void am_mark_gen_used(struct am_gpu *gpu)
{
	const struct am_gen *g = gpu->gen;
	const am_u32 regs[] = {
		g->hw_version, g->sw_reset_cmd, g->rbbm_status, g->int_mask,
		g->int_status, g->int_clear, g->perfctr_ctl,
		g->cp_perfctr_sel0, g->perfctr_cp0_lo, g->perfctr_cp0_lo + 1,
		g->rb_base, g->rb_cntl, g->rb_rptr_addr, g->rb_rptr,
		g->rb_wptr, g->me_cntl, g->me_ram_waddr, g->me_ram_data,
		g->pfp_ucode_addr, g->pfp_ucode_data, g->protect_ctrl,
		g->protect_status, g->ib1_base, g->ib1_bufsz, g->ib2_base,
		g->ib2_bufsz,
	};
	am_u32 i;

	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		am_use(gpu, regs[i]);
	for (i = 0; i < 16 && g->protect0 < AM_REG_COUNT; i++)
		am_use(gpu, g->protect0 + i);
	if (g->core == 2)
		am_mh_mark_used(gpu);
}

int am_init(struct am_gpu *gpu, const struct am_config *cfg,
	    const struct am_host *host)
{
	unsigned int i;

	gpu->gen = AM_NULL;
	for (i = 0; i < sizeof(am_gens) / sizeof(am_gens[0]); i++)
		if (am_gens[i].core == cfg->chip_id >> 24)
			gpu->gen = &am_gens[i];
	if (!gpu->gen || !host->page || !host->now_ns || !cfg->freq_mhz)
		return -1;

	gpu->cfg = *cfg;
	gpu->host = *host;
	for (i = 0; i < AM_SMMU_REG_COUNT; i++)
		gpu->smmu[i] = 0;
	for (i = 0; i < AM_REG_COUNT / 32; i++) {
		gpu->reg_written[i] = 0;
		gpu->reg_used[i] = 0;
	}
	for (i = 0; i < 256 / 32; i++)
		gpu->op_ignored[i] = 0;
	/* No write on the scoreboard is newer than a first group's start */
	gpu->pipe.board.clock = 0;
	for (i = 0; i < 2 * AM_SP_COMPS; i++)
		gpu->pipe.board.written[i] = 0;
	am_reset(gpu);
	am_mark_gen_used(gpu);
	return 0;
}

/*
 * Everything but the SMMU, a separate block that a GPU reset leaves as it
 * was.  Microcode is lost too: the driver must load it again.
 */
void am_reset(struct am_gpu *gpu)
{
	am_u32 i, st;

	for (i = 0; i < AM_REG_COUNT; i++)
		gpu->regs[i] = 0;
	/* Decoded instructions are redone: a reset may follow a new load */
	for (st = 0; st < AM_STAGE_COUNT; st++) {
		for (i = 0; i < AM_INSTR_DWORDS / 2; i++)
			gpu->stage[st].decoded_ok[i] = 0;
		gpu->stage[st].shape.known = 0;
	}
	/* Format numbers are the generation's: am_init may change it */
	gpu->pipe.pack_memo.valid = 0;
	if (gpu->gen->hw_version < AM_REG_COUNT)
		gpu->regs[gpu->gen->hw_version] = gpu->cfg.chip_id;
	gpu->counter_base_ns = gpu->host.now_ns(gpu->host.priv);
	am_cp_reset(gpu);
}

void am_raise(struct am_gpu *gpu, enum am_irq irq)
{
	gpu->regs[gpu->gen->int_status] |= gpu->gen->irq_bits[irq];
}

int am_irq_pending(const struct am_gpu *gpu)
{
	if (gpu->gen->core == 2)
		return am_mh_irq_pending(gpu);
	return !!(gpu->regs[gpu->gen->int_status] &
		  gpu->regs[gpu->gen->int_mask]);
}

int am_smmu_irq_pending(const struct am_gpu *gpu)
{
	return gpu->smmu[AM_SMMU_FSR] != 0;
}

/* Cycles at cfg.freq_mhz since the counter started, in integers only */
static am_u64 am_cycles(struct am_gpu *gpu)
{
	am_u64 ns = gpu->host.now_ns(gpu->host.priv) - gpu->counter_base_ns;

	return (ns / 1000) * gpu->cfg.freq_mhz +
	       (ns % 1000) * gpu->cfg.freq_mhz / 1000;
}

static int am_counting_cycles(const struct am_gpu *gpu)
{
	const struct am_gen *gen = gpu->gen;

	return (gpu->regs[gen->perfctr_ctl] & 1) &&
	       gpu->regs[gen->cp_perfctr_sel0] == CP_ALWAYS_COUNT;
}

am_u32 am_reg_read(struct am_gpu *gpu, am_u32 reg)
{
	const struct am_gen *gen = gpu->gen;
	am_u32 val;

	if (reg >= AM_REG_COUNT)
		return 0;
	if (gen->core == 2 && am_mh_reg_read(gpu, reg, &val))
		return val;

	if ((reg == gen->perfctr_cp0_lo || reg == gen->perfctr_cp0_lo + 1) &&
	    am_counting_cycles(gpu)) {
		am_u64 cycles = am_cycles(gpu);

		return reg == gen->perfctr_cp0_lo ? (am_u32)cycles :
						    (am_u32)(cycles >> 32);
	}
	if (reg == gen->rbbm_status)
		return am_cp_busy(gpu) ? AM_RBBM_STATUS_GPU_BUSY : 0;
	if (reg == gen->sw_reset_cmd || reg == gen->int_clear)
		return 0;
	return gpu->regs[reg];
}

void am_reg_write(struct am_gpu *gpu, am_u32 reg, am_u32 val)
{
	const struct am_gen *gen = gpu->gen;

	if (reg >= AM_REG_COUNT || reg == gen->hw_version ||
	    reg == gen->rbbm_status || reg == gen->int_status ||
	    reg == gen->protect_status)
		return;
	if (gen->core == 2 && am_mh_reg_write(gpu, reg, val))
		return;

	if (reg == gen->sw_reset_cmd) {
		if (val & 1)
			am_reset(gpu);
		return;
	}
	if (reg == gen->int_clear) {
		gpu->regs[gen->int_status] &= ~val;
		return;
	}
	/* Writing an upload address starts the upload over */
	if (reg == gen->me_ram_waddr)
		gpu->cp.me_words = 0;
	if (reg == gen->pfp_ucode_addr)
		gpu->cp.pfp_words = 0;
	if (reg == gen->me_ram_data) {
		gpu->cp.me_words++;
		return;
	}
	if (reg == gen->pfp_ucode_data) {
		gpu->cp.pfp_words++;
		return;
	}

	gpu->regs[reg] = val;

	/* A new write pointer, or the CP let go: there may be work */
	if ((reg == gen->rb_wptr || reg == gen->me_cntl) && gpu->host.kick)
		gpu->host.kick(gpu->host.priv);
}

static int am_next_bit(const am_u32 *bits, am_u32 count, am_u32 *pos)
{
	am_u32 i;

	for (i = *pos; i < count; i++)
		if (bits[i / 32] & (1u << (i % 32))) {
			*pos = i + 1;
			return (int)i;
		}
	*pos = count;
	return -1;
}

int am_next_unused_reg(const struct am_gpu *gpu, am_u32 *reg)
{
	while (*reg < AM_REG_COUNT) {
		int r = am_next_bit(gpu->reg_written, AM_REG_COUNT, reg);

		if (r < 0 || !(gpu->reg_used[r / 32] & (1u << (r % 32))))
			return r;
	}
	return -1;
}

int am_next_ignored_op(const struct am_gpu *gpu, am_u32 *op)
{
	return am_next_bit(gpu->op_ignored, 256, op);
}
