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

/* A register a block of the model reads its state from: marked used */
static inline am_u32 am_use(struct am_gpu *gpu, am_u32 reg)
{
	if (reg >= AM_REG_COUNT)
		return 0;
	gpu->reg_used[reg / 32] |= 1u << (reg % 32);
	return gpu->regs[reg];
}

/* No primitive is half drawn: a packet ended, or the GPU was reset */
static inline void am_walk_reset(struct am_gpu *gpu)
{
	struct am_walk_pos *pos = &gpu->pipe.pos;

	pos->started = 0;
	pos->half = 0;
	pos->tri = 0;
	pos->row = 0;
	pos->col = 0;
}

/* Raises bits of RBBM_INT_0_STATUS */
void am_raise(struct am_gpu *gpu, am_u32 bits);
/* The CP has work between RPTR and WPTR, or inside an IB */
int am_cp_busy(const struct am_gpu *gpu);
void am_cp_reset(struct am_gpu *gpu);

/* The packet being executed: where it is and its header */
struct am_pkt {
	int level;
	am_u32 hdr;
	am_u32 count;		/* payload dwords */
};

enum am_step {
	AM_STEP_OK,
	AM_STEP_IDLE,		/* no complete packet in the ring */
	AM_STEP_WAIT,		/* the packet must be retried later */
	AM_STEP_MOVED,		/* the packet advanced the stream itself */
	AM_STEP_PAUSE,		/* the budget ran out inside the packet */
	AM_STEP_CALL,		/* a group's stream runs, then the packet */
	AM_STEP_HALT,
};

/* A field of a packet dword, by its register-database name */
#define AM_FIELD(v, name)	(((v) & name##__MASK) >> name##__SHIFT)

/* PM4 packet headers */
#define AM_PKT_TYPE(hdr)	((hdr) >> 30)
#define AM_PKT_COUNT(hdr)	((((hdr) >> 16) & 0x3fff) + 1)
#define AM_PKT0_REG(hdr)	((hdr) & 0x7fff)
#define AM_PKT0_ONE_REG(hdr)	((hdr) & 0x8000)
#define AM_PKT1_REG0(hdr)	((hdr) & 0x7ff)
#define AM_PKT1_REG1(hdr)	(((hdr) >> 11) & 0x7ff)
#define AM_PKT3_OPCODE(hdr)	(((hdr) >> 8) & 0xff)

/* Payload dword i of the packet (0 on a fetch fault, which stops the CP) */
am_u32 am_payload(struct am_gpu *gpu, const struct am_pkt *pkt, am_u32 i);
/* A data read through the SMMU: a fault is recorded and reads as 0 */
am_u32 am_read32(struct am_gpu *gpu, am_u64 iova);
/* Byte copies through the SMMU, for the 3D blocks (faults as above) */
void am_read_bytes(struct am_gpu *gpu, am_u64 iova, void *dst, am_u32 len);
void am_write_bytes(struct am_gpu *gpu, am_u64 iova, const void *src,
		    am_u32 len);
/*
 * For packets that loop over items: true when the run's budget is spent
 * before item i (the packet then resumes there); the first item of a run
 * always goes.
 */
int am_pkt_pause(struct am_gpu *gpu, am_u32 first, am_u32 i);

/* The packets that live in their block's file */
enum am_step am_exec_load_state(struct am_gpu *gpu, const struct am_pkt *p);
enum am_step am_exec_draw(struct am_gpu *gpu, const struct am_pkt *p);
enum am_step am_exec_set_bin_data(struct am_gpu *gpu, const struct am_pkt *p);

#endif /* __ADRENO_MODEL_INTERNAL_H__ */
