// SPDX-License-Identifier: GPL-2.0-only
/*
 * a2xx: what differs from the other generations.  Its memory goes
 * through its own MMU (msm_gpummu.c), which hw_init points at the table;
 * its interrupts come from three blocks (the MH's, the CP's and the
 * RBBM's) that MASTER_INT_SIGNAL gathers; it has no CP_PROTECT, its
 * protected mode is switched on by a packet; and a submit's fence
 * interrupt is CP_INTERRUPT's.
 */

#include <linux/kernel.h>
#include <linux/sizes.h>

#include "adreno_gpu.h"
#include "adreno_regs.h"
#include "msm_gem.h"
#include "msm_mmu.h"

static const struct adreno_regs a2xx_regs = {
	.rbbm_status = REG_A2XX_RBBM_STATUS,
	.sw_reset_cmd = REG_A2XX_RBBM_SOFT_RESET,
	.int_mask = REG_AXXX_CP_INT_CNTL,
	.int_status = REG_AXXX_CP_INT_STATUS,
	.int_clear = REG_AXXX_CP_INT_ACK,
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
	.scratch_seqno = REG_AXXX_CP_SCRATCH_REG2,
	.ib1_base = REG_AXXX_CP_IB1_BASE,
	.ib1_bufsz = REG_AXXX_CP_IB1_BUFSZ,
	.ib2_base = REG_AXXX_CP_IB2_BASE,
	.ib2_bufsz = REG_AXXX_CP_IB2_BUFSZ,
};

/*
 * CP_ME_INIT: every field present; the context registers the CP shadows,
 * as offsets from 0x2000; the shaders' start addresses; one context; the
 * protected-mode error goes to CP_INT_CNTL (bit 29 and its offset).
 */
static const u32 a2xx_me_init[] = {
	0x000003ff, 0x00000000, 0x00000000,
	REG_A2XX_RB_SURFACE_INFO - 0x2000,
	REG_A2XX_PA_SC_WINDOW_OFFSET - 0x2000,
	REG_A2XX_VGT_MAX_VTX_INDX - 0x2000,
	REG_A2XX_SQ_PROGRAM_CNTL - 0x2000,
	REG_A2XX_RB_DEPTHCONTROL - 0x2000,
	REG_A2XX_PA_SU_POINT_SIZE - 0x2000,
	REG_A2XX_PA_SC_LINE_CNTL - 0x2000,
	REG_A2XX_PA_SU_POLY_OFFSET_FRONT_SCALE - 0x2000,
	0x80000180, 0x00000001, 0x00000000, 0x00000000,
	BIT(29) | REG_AXXX_CP_INT_CNTL,
	0x00000000, 0x00000000,
};

/* CP_INT sources taken, and those that stop the CP */
#define A2XX_CP_INT_ERRORS	(AXXX_CP_INT_CNTL_T0_PACKET_IN_IB_MASK | \
				 AXXX_CP_INT_CNTL_OPCODE_ERROR_MASK | \
				 AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK | \
				 AXXX_CP_INT_CNTL_RESERVED_BIT_ERROR_MASK | \
				 AXXX_CP_INT_CNTL_IB_ERROR_MASK)
#define A2XX_CP_INT_MASK	(A2XX_CP_INT_ERRORS | \
				 AXXX_CP_INT_CNTL_IB1_INT_MASK | \
				 AXXX_CP_INT_CNTL_RB_INT_MASK)

/* The GPU's own MMU on its table, and the MH's and RBBM's interrupts */
static void a2xx_hw_init(struct msm_gpu *gpu)
{
	u32 gmem = to_adreno_gpu(gpu)->info->gmem, pt_base, tran_error;
	u32 edram;

	msm_gpummu_params(gpu->aspace->mmu, &pt_base, &tran_error);
	gpu_write(gpu, REG_A2XX_MH_MMU_MPU_BASE, 0);
	gpu_write(gpu, REG_A2XX_MH_MMU_MPU_END, 0xfffff000);
	gpu_write(gpu, REG_A2XX_MH_MMU_VA_RANGE, MSM_GPUMMU_VA_START |
		  A2XX_MH_MMU_VA_RANGE_NUM_64KB_REGIONS(MSM_GPUMMU_VA_REGIONS));
	gpu_write(gpu, REG_A2XX_MH_MMU_PT_BASE, pt_base);
	gpu_write(gpu, REG_A2XX_MH_MMU_TRAN_ERROR, tran_error);
	/* Every client translated, and faulting outside the range */
	gpu_write(gpu, REG_A2XX_MH_MMU_CONFIG, A2XX_MH_MMU_CONFIG_MMU_ENABLE |
		  A2XX_MH_MMU_CONFIG_RB_W_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_W_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_R0_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_R1_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_R2_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_R3_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_CP_R4_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_VGT_R0_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_VGT_R1_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_TC_R_CLNT_BEHAVIOR(BEH_TRAN_RNG) |
		  A2XX_MH_MMU_CONFIG_PA_W_CLNT_BEHAVIOR(BEH_TRAN_RNG));
	gpu_write(gpu, REG_A2XX_MH_MMU_INVALIDATE,
		  A2XX_MH_MMU_INVALIDATE_INVALIDATE_ALL |
		  A2XX_MH_MMU_INVALIDATE_INVALIDATE_TC);

	gpu_write(gpu, REG_A2XX_RBBM_INT_CNTL,
		  A2XX_RBBM_INT_CNTL_RDERR_INT_MASK);
	gpu_write(gpu, REG_A2XX_MH_INTERRUPT_MASK,
		  A2XX_MH_INTERRUPT_MASK_AXI_READ_ERROR |
		  A2XX_MH_INTERRUPT_MASK_AXI_WRITE_ERROR |
		  A2XX_MH_INTERRUPT_MASK_MMU_PAGE_FAULT);
	gpu_write(gpu, REG_A2XX_SQ_INT_CNTL, 0);

	/* GMEM's size: 16 KiB << EDRAM_INFO, from 128 KiB up */
	for (edram = 3; edram < 5 && (SZ_16K << edram) != gmem; edram++)
		;
	gpu_write(gpu, REG_A2XX_RB_EDRAM_INFO, edram);
}

/*
 * The MH's page fault is reported as the SMMU's is on a3xx and a4xx; its
 * bus errors and the RBBM's read error are logged.  The CP, stalled by
 * the fault, goes on once it is cleared.
 */
static bool a2xx_irq_blocks(struct msm_gpu *gpu)
{
	u32 master = gpu_read(gpu, REG_A2XX_MASTER_INT_SIGNAL), status;

	if (master & A2XX_MASTER_INT_SIGNAL_MH_INT_STAT) {
		status = gpu_read(gpu, REG_A2XX_MH_INTERRUPT_STATUS);
		if (status & A2XX_MH_INTERRUPT_STATUS_MMU_PAGE_FAULT) {
			u32 pf = gpu_read(gpu, REG_A2XX_MH_MMU_PAGE_FAULT);

			msm_gpu_fault(gpu, pf & A2XX_MH_MMU_PAGE_FAULT_REQ_VA__MASK,
				      pf & A2XX_MH_MMU_PAGE_FAULT_OP_TYPE_WRITE);
		}
		if (status & ~A2XX_MH_INTERRUPT_STATUS_MMU_PAGE_FAULT)
			dev_warn_ratelimited(gpu->dev_hw, "%s: MH interrupt %08x\n",
					     gpu->name, status);
		gpu_write(gpu, REG_A2XX_MH_INTERRUPT_CLEAR, status);
	}
	if (master & A2XX_MASTER_INT_SIGNAL_RBBM_INT_STAT) {
		status = gpu_read(gpu, REG_A2XX_RBBM_INT_STATUS);
		dev_warn_ratelimited(gpu->dev_hw, "%s: RBBM interrupt %08x\n",
				     gpu->name, status);
		gpu_write(gpu, REG_A2XX_RBBM_INT_ACK, status);
	}
	return master & (A2XX_MASTER_INT_SIGNAL_MH_INT_STAT |
			 A2XX_MASTER_INT_SIGNAL_RBBM_INT_STAT);
}

/* a2xx has no timestamp: MSM_PARAM_TIMESTAMP is EINVAL, as upstream */
const struct adreno_gen a2xx_gen = {
	.core = 2,
	.va_start = MSM_GPUMMU_VA_START,
	.va_size = MSM_GPUMMU_VA_SIZE,
	.regs = &a2xx_regs,
	.int_mask = A2XX_CP_INT_MASK,
	.int_cp_errors = A2XX_CP_INT_ERRORS,
	.int_protect_fault = AXXX_CP_INT_CNTL_PROTECTED_MODE_ERROR_MASK,
	.int_opcode_error = AXXX_CP_INT_CNTL_OPCODE_ERROR_MASK,
	.irq_blocks = a2xx_irq_blocks,
	.me_init = a2xx_me_init,
	.me_init_len = ARRAY_SIZE(a2xx_me_init),
	.a2xx_cp = true,
	.hw_init = a2xx_hw_init,
};
