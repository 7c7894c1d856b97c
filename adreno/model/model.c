// SPDX-License-Identifier: GPL-2.0-only
/*
 * The modelled GPU's register file.
 *
 * Most registers are plain storage.  The few whose reads or writes have
 * side effects in hardware (reset, counters) are listed per generation in
 * struct am_gen; the offsets are the real ones, from the register headers.
 */

#include "model.h"
#include "adreno_regs.h"

#define AM_NO_REG	0xffffffffu

struct am_gen {
	am_u32 core;			/* chip_id >> 24 */
	am_u32 hw_version;		/* RBBM_HW_VERSION: reads the chip id */
	am_u32 sw_reset_cmd;		/* write 1: reset the GPU core */
	am_u32 perfctr_ctl;		/* bit 0 turns the counters on */
	am_u32 cp_perfctr_sel0;		/* event CP counter 0 counts */
	am_u32 perfctr_cp0_lo;		/* CP counter 0, LO then HI */
};

static const struct am_gen am_gens[] = {
	{
		.core = 2,
		.hw_version = AM_NO_REG,
		.sw_reset_cmd = REG_A2XX_RBBM_SOFT_RESET,
		.perfctr_ctl = AM_NO_REG,
		.cp_perfctr_sel0 = AM_NO_REG,
		.perfctr_cp0_lo = AM_NO_REG,
	}, {
		.core = 3,
		.hw_version = REG_A3XX_RBBM_HW_VERSION,
		.sw_reset_cmd = REG_A3XX_RBBM_SW_RESET_CMD,
		.perfctr_ctl = REG_A3XX_RBBM_PERFCTR_CTL,
		.cp_perfctr_sel0 = REG_A3XX_CP_PERFCOUNTER_SELECT,
		.perfctr_cp0_lo = REG_A3XX_RBBM_PERFCTR_CP_0_LO,
	}, {
		.core = 4,
		.hw_version = REG_A4XX_RBBM_HW_VERSION,
		.sw_reset_cmd = REG_A4XX_RBBM_SW_RESET_CMD,
		.perfctr_ctl = REG_A4XX_RBBM_PERFCTR_CTL,
		.cp_perfctr_sel0 = REG_A4XX_CP_PERFCTR_CP_SEL_0,
		.perfctr_cp0_lo = REG_A4XX_RBBM_PERFCTR_CP_0_LO,
	},
};

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
	am_reset(gpu);
	return 0;
}

/* The SMMU is a separate block: a GPU reset leaves it as it was */
void am_reset(struct am_gpu *gpu)
{
	am_u32 i;

	for (i = 0; i < AM_REG_COUNT; i++)
		gpu->regs[i] = 0;
	if (gpu->gen->hw_version != AM_NO_REG)
		gpu->regs[gpu->gen->hw_version] = gpu->cfg.chip_id;
	gpu->counter_base_ns = gpu->host.now_ns(gpu->host.priv);
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

	return gen->perfctr_ctl != AM_NO_REG &&
	       (gpu->regs[gen->perfctr_ctl] & 1) &&
	       gpu->regs[gen->cp_perfctr_sel0] == CP_ALWAYS_COUNT;
}

am_u32 am_reg_read(struct am_gpu *gpu, am_u32 reg)
{
	const struct am_gen *gen = gpu->gen;

	if (reg >= AM_REG_COUNT)
		return 0;

	if ((reg == gen->perfctr_cp0_lo || reg == gen->perfctr_cp0_lo + 1) &&
	    am_counting_cycles(gpu)) {
		am_u64 cycles = am_cycles(gpu);

		return reg == gen->perfctr_cp0_lo ? (am_u32)cycles :
						    (am_u32)(cycles >> 32);
	}
	if (reg == gen->sw_reset_cmd)
		return 0;
	return gpu->regs[reg];
}

void am_reg_write(struct am_gpu *gpu, am_u32 reg, am_u32 val)
{
	const struct am_gen *gen = gpu->gen;

	if (reg >= AM_REG_COUNT || reg == gen->hw_version)
		return;

	if (reg == gen->sw_reset_cmd) {
		if (val & 1)
			am_reset(gpu);
		return;
	}
	gpu->regs[reg] = val;
}
