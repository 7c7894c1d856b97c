// SPDX-License-Identifier: GPL-2.0-only
/*
 * a3xx: what differs from the other generations.
 */

#include <linux/kernel.h>
#include <linux/sizes.h>

#include "adreno_gpu.h"
#include "adreno_regs.h"
#include "adreno_protect.h"

static const struct adreno_regs a3xx_regs = {
	.rbbm_status = REG_A3XX_RBBM_STATUS,
	.sw_reset_cmd = REG_A3XX_RBBM_SW_RESET_CMD,
	.int_mask = REG_A3XX_RBBM_INT_0_MASK,
	.int_status = REG_A3XX_RBBM_INT_0_STATUS,
	.int_clear = REG_A3XX_RBBM_INT_CLEAR_CMD,
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
	.scratch_seqno = REG_AXXX_CP_SCRATCH_REG2,
	.ib1_base = REG_AXXX_CP_IB1_BASE,
	.ib1_bufsz = REG_AXXX_CP_IB1_BUFSZ,
	.ib2_base = REG_AXXX_CP_IB2_BASE,
	.ib2_bufsz = REG_AXXX_CP_IB2_BUFSZ,
};

static void a3xx_hw_init(struct msm_gpu *gpu)
{
	/* Performance counters on, for userspace to select and read */
	gpu_write(gpu, REG_A3XX_RBBM_PERFCTR_CTL, 0x1);
}

/* a3xx has no timestamp: MSM_PARAM_TIMESTAMP is EINVAL, as upstream */
const struct adreno_gen a3xx_gen = {
	.core = 3,
	.va_start = SZ_16M,
	.va_size = SZ_4G - SZ_16M,
	.regs = &a3xx_regs,
	.protect = a3xx_protect,
	.nr_protect = ARRAY_SIZE(a3xx_protect),
	.int_mask = ADRENO_INT0_MASK,
	.int_cp_errors = ADRENO_INT0_CP_ERRORS,
	.int_protect_fault = A3XX_INT0_CP_REG_PROTECT_FAULT,
	.int_opcode_error = A3XX_INT0_CP_OPCODE_ERROR,
	.me_init = adreno_a3xx_me_init,
	.me_init_len = ARRAY_SIZE(adreno_a3xx_me_init),
	.hw_init = a3xx_hw_init,
};
