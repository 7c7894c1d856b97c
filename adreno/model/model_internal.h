/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the model's files share but its host does not see: the registers
 * with side effects, per generation.
 */
#ifndef __ADRENO_MODEL_INTERNAL_H__
#define __ADRENO_MODEL_INTERNAL_H__

#include "model.h"

#define AM_NO_REG	0xffffffffu

struct am_gen {
	am_u32 core;			/* chip_id >> 24 */
	am_u32 hw_version;		/* RBBM_HW_VERSION: reads the chip id */
	am_u32 sw_reset_cmd;		/* write 1: reset the GPU core */
	am_u32 rbbm_status;		/* bit 31: GPU busy */
	am_u32 int_mask;		/* RBBM_INT_0_MASK */
	am_u32 int_status;		/* RBBM_INT_0_STATUS */
	am_u32 int_clear;		/* RBBM_INT_CLEAR_CMD: write 1 to clear */
	am_u32 perfctr_ctl;		/* bit 0 turns the counters on */
	am_u32 cp_perfctr_sel0;		/* event CP counter 0 counts */
	am_u32 perfctr_cp0_lo;		/* CP counter 0, LO then HI */
	am_u32 rb_base;			/* CP_RB_*: the ringbuffer */
	am_u32 rb_cntl;
	am_u32 rb_rptr_addr;
	am_u32 rb_rptr;
	am_u32 rb_wptr;
	am_u32 me_cntl;			/* CP_ME_CNTL: bit 28 halts the CP */
	am_u32 me_ram_waddr;		/* microcode upload: address, data */
	am_u32 me_ram_data;
	am_u32 pfp_ucode_addr;
	am_u32 pfp_ucode_data;
	am_u32 protect_ctrl;		/* bit 0: CP_PROTECT enforced */
	am_u32 protect0;		/* CP_PROTECT(0..15) */
	am_u32 protect_status;		/* the trapped access */
	am_u32 ib1_base;		/* CP_IB1_BASE/BUFSZ, CP_IB2_* */
	am_u32 ib1_bufsz;
	am_u32 ib2_base;
	am_u32 ib2_bufsz;
	am_u32 load_state4;		/* CP_LOAD_STATE in a4xx's layout */
};

/* RBBM_INT_0 bits (a3xx and a4xx agree) */
#define AM_INT0_CP_OPCODE_ERROR		0x00000200u
#define AM_INT0_CP_HW_FAULT		0x00000800u
#define AM_INT0_CP_RB_INT		0x00008000u
#define AM_INT0_CP_REG_PROTECT_FAULT	0x00010000u
#define AM_INT0_CACHE_FLUSH_TS		0x00100000u

#define AM_RBBM_STATUS_GPU_BUSY		0x80000000u
#define AM_CP_ME_CNTL_HALT		0x10000000u
#define AM_CP_RB_CNTL_NO_UPDATE		0x08000000u

/* Raises bits of RBBM_INT_0_STATUS */
void am_raise(struct am_gpu *gpu, am_u32 bits);
/* The CP has work between RPTR and WPTR, or inside an IB */
int am_cp_busy(const struct am_gpu *gpu);
void am_cp_reset(struct am_gpu *gpu);

#endif /* __ADRENO_MODEL_INTERNAL_H__ */
