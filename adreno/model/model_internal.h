/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the model's files share but its host does not see: the registers
 * with side effects, per generation.
 */
#ifndef __ADRENO_MODEL_INTERNAL_H__
#define __ADRENO_MODEL_INTERNAL_H__

#include "model.h"

/* A register the generation does not have: reads 0, writes go nowhere */
#define AM_NO_REG	0xffffffffu

/* The CP's interrupt sources, at each generation's bits */
enum am_irq {
	AM_IRQ_OPCODE_ERROR,		/* an opcode it does not know */
	AM_IRQ_HW_FAULT,		/* commands it could not fetch */
	AM_IRQ_RB,			/* CP_INTERRUPT */
	AM_IRQ_PROTECT_FAULT,		/* a protected register from an IB */
	AM_IRQ_FLUSH_TS,		/* CACHE_FLUSH_TS with its IRQ bit */
	AM_IRQ_COUNT,
};

/* Registers first to first + count - 1 */
struct am_reg_range {
	am_u32 first;
	am_u32 count;
};

struct am_gen {
	am_u32 core;			/* chip_id >> 24 */
	am_u32 hw_version;		/* RBBM_HW_VERSION: reads the chip id */
	am_u32 sw_reset_cmd;		/* write 1: reset the GPU core */
	am_u32 rbbm_status;		/* bit 31: GPU busy */
	/*
	 * The CP's interrupts: RBBM_INT_0 on a3xx and a4xx, CP_INT on a2xx
	 * (whose MH and RBBM blocks have their own, in model_mh.c)
	 */
	am_u32 int_mask;
	am_u32 int_status;
	am_u32 int_clear;		/* write 1 to clear */
	am_u32 irq_bits[AM_IRQ_COUNT];	/* each source's status bit */
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
	/* CP_PROTECT (a3xx, a4xx); AM_NO_REG on a2xx */
	am_u32 protect_ctrl;		/* bit 0: CP_PROTECT enforced */
	am_u32 protect0;		/* CP_PROTECT(0..15) */
	am_u32 protect_status;		/* the trapped access */
	/* Or registers that protected mode always guards (a2xx) */
	const struct am_reg_range *fixed_protect;
	am_u32 nr_fixed_protect;
	am_u32 ib1_base;		/* CP_IB1_BASE/BUFSZ, CP_IB2_* */
	am_u32 ib1_bufsz;
	am_u32 ib2_base;
	am_u32 ib2_bufsz;
	am_u32 load_state4;		/* CP_LOAD_STATE in a4xx's layout */
};

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

/*
 * No item of a draw is half done: a packet ended, or the GPU was reset;
 * a shader run or wave the budget paused is dropped
 */
static inline void am_walk_reset(struct am_gpu *gpu)
{
	struct am_walk_pos *pos = &gpu->pipe.pos;

	pos->vs = AM_VS_NONE;
	pos->started = 0;
	pos->half = 0;
	pos->tri = 0;
	pos->row = 0;
	pos->col = 0;
	pos->sp_paused = 0;
	gpu->pipe.wave.n = 0;
	gpu->pipe.wave.shading = 0;
}

/*
 * The run's budget is spent: a loop that can pause there should.  Only
 * inside am_cp_run(), whose TLB is on then: a host that runs a block on
 * its own (a unit test) is not paused.
 */
static inline int am_spent(const struct am_gpu *gpu)
{
	return gpu->tlb.on && gpu->cp.work >= gpu->cp.budget;
}

/* Raises one of the CP's interrupts */
void am_raise(struct am_gpu *gpu, enum am_irq irq);
/* The CP has work between RPTR and WPTR, or inside an IB */
int am_cp_busy(const struct am_gpu *gpu);
void am_cp_reset(struct am_gpu *gpu);

/*
 * a2xx's memory hub (model_mh.c): the GPUMMU's walk, with the page's
 * physical address and whether it may be written; its fault record, which
 * stalls the CP while it is pending; the MH and RBBM interrupt blocks and
 * MASTER_INT_SIGNAL.  The register hooks return 1 for a register they
 * implement.
 */
enum am_fault am_mh_walk(const struct am_gpu *gpu, am_u64 iova,
			 enum am_access access, am_u64 *page_pa,
			 int *writable);
void am_mh_fault(struct am_gpu *gpu, am_u64 iova, int write);
int am_mh_fault_pending(const struct am_gpu *gpu);
int am_mh_irq_pending(const struct am_gpu *gpu);
int am_mh_reg_read(struct am_gpu *gpu, am_u32 reg, am_u32 *val);
int am_mh_reg_write(struct am_gpu *gpu, am_u32 reg, am_u32 val);
void am_mh_mark_used(struct am_gpu *gpu);

/*
 * A faulting access, recorded where the GPU's MMU keeps faults (the
 * SMMU's FSR/FAR, or a2xx's MH), and whether one waits to be handled
 */
void am_mmu_fault(struct am_gpu *gpu, am_u64 iova, enum am_fault f,
		  enum am_access access);
int am_mmu_fault_pending(const struct am_gpu *gpu);

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
