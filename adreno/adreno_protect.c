// SPDX-License-Identifier: GPL-2.0-only
/*
 * The CP_PROTECT ranges of each generation (see adreno_protect.h): what
 * user command streams may not touch, as upstream protects it (a3xx's
 * VBIF range is narrower: see there).
 */

#include "adreno_regs.h"
#include "adreno_protect.h"

const struct adreno_protect_range a3xx_protect[] = {
	/* RBBM */
	{ 0x0010, 8 },
	{ 0x0020, 4 },
	{ 0x0033, 1 },
	{ 0x0042, 1 },
	{ 0x0050, 16 },
	{ 0x0100, 64 },
	/* CP: the ring, the micro engine, protection itself */
	{ REG_AXXX_CP_RB_BASE, 32 },
	{ REG_AXXX_CP_ME_CNTL, 2 },
	{ 0x01f8, 4 },
	{ REG_A3XX_CP_PROTECT_CTRL, 2 },
	{ REG_A3XX_CP_PROTECT(0), 16 },
	/* RB */
	{ REG_A3XX_RB_GMEM_BASE_ADDR, 1 },
	/*
	 * VBIF: its configuration, 0x3000-0x305f.  Upstream protects up to
	 * 0x37ff, which takes in the performance counters that fd3's
	 * occlusion queries enable from their IBs (VBIF_PERF_CNT_EN, 0x3070):
	 * every GL_ANY_SAMPLES_PASSED would be a protect fault and a reset.
	 */
	{ 0x3000, 64 },
	{ 0x3040, 32 },
};

const struct adreno_protect_range a4xx_protect[] = {
	/* RBBM */
	{ 0x0004, 4 },
	{ 0x0008, 8 },
	{ 0x0010, 16 },
	{ 0x0020, 32 },
	{ 0x0040, 64 },
	{ 0x0080, 16 },
	/* CP: the ring, microcode, protection itself */
	{ REG_A4XX_CP_RB_BASE, 128 },
	{ 0x0580, 16 },
	/* RB */
	{ REG_A4XX_RB_GMEM_BASE_ADDR, 1 },
	/* HLSQ */
	{ 0x0e00, 1 },
	/* VPC */
	{ 0x0e60, 2 },
	/* SMMU */
	{ 0x4000, 16384 },
};
