/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What all Adreno generations share: the catalog of known GPUs, and the
 * adreno_gpu that wraps msm_gpu with what the catalog says of this one.
 *
 * One mechanism serves every generation: hw_init, submit, interrupts and
 * reset are written once here, against the registers each generation
 * names in its struct adreno_regs; a generation adds its protect ranges,
 * interrupt mask and whatever else differs.
 */
#ifndef __ADRENO_GPU_H__
#define __ADRENO_GPU_H__

#include <linux/container_of.h>
#include <linux/interrupt.h>
#include <linux/types.h>

#include "msm_gpu.h"

struct adreno_protect_range;
struct msm_mmu;

/* Chip ids pack core.major.minor.patch; 0xff in the catalog matches any */
#define ADRENO_CHIP_ID(core, major, minor, patch) \
	((u32)(core) << 24 | (u32)(major) << 16 | (u32)(minor) << 8 | (patch))
#define ADRENO_ANY	0xff

/* The registers the common code programs, at each generation's offsets */
struct adreno_regs {
	u32 rbbm_status;
	u32 sw_reset_cmd;
	u32 int_mask;
	u32 int_status;
	u32 int_clear;
	u32 rb_base;
	u32 rb_cntl;
	u32 rb_rptr_addr;
	u32 rb_rptr;
	u32 rb_wptr;
	u32 me_cntl;
	u32 me_ram_waddr;
	u32 me_ram_data;
	u32 pfp_ucode_addr;
	u32 pfp_ucode_data;
	u32 protect_ctrl;		/* CP_PROTECT: 0 on a2xx */
	u32 protect0;			/* CP_PROTECT(0), 16 in a row */
	u32 protect_status;
	u32 scratch_seqno;		/* the scratch register for the seqno */
	u32 ib1_base;			/* CP_IB1_BASE/BUFSZ, CP_IB2_* */
	u32 ib1_bufsz;
	u32 ib2_base;
	u32 ib2_bufsz;
};

/* What differs between generations, beyond the catalog's numbers */
struct adreno_gen {
	unsigned int core;		/* 2, 3 or 4 */
	/* The GPU address space every client shares */
	u64 va_start;
	u64 va_size;
	const struct adreno_regs *regs;
	/* CP_PROTECT ranges: registers user command streams may not touch */
	const struct adreno_protect_range *protect;	/* adreno_protect.h */
	unsigned int nr_protect;
	/*
	 * The CP's interrupt sources the driver takes (RBBM_INT_0 on a3xx and
	 * a4xx, CP_INT on a2xx); of them, the errors that stop the CP, and
	 * which are a protect fault and an opcode error
	 */
	u32 int_mask;
	u32 int_cp_errors;
	u32 int_protect_fault;
	u32 int_opcode_error;
	/*
	 * Interrupt blocks besides the CP's (a2xx's MH and RBBM): handles
	 * them, returns whether any was pending
	 */
	bool (*irq_blocks)(struct msm_gpu *gpu);
	/* CP_ME_INIT's payload */
	const u32 *me_init;
	unsigned int me_init_len;
	/*
	 * a2xx: CP_SET_PROTECTED_MODE turns protection on after CP_ME_INIT;
	 * a submit's fence interrupt is CP_INTERRUPT, not CACHE_FLUSH_TS's,
	 * and there is no HLSQ to flush
	 */
	bool a2xx_cp;
	/* Reads the GPU's always-counting timer, if it has one */
	int (*get_timestamp)(struct msm_gpu *gpu, u64 *value);
	/* Generation-specific programming after the common part of hw_init */
	void (*hw_init)(struct msm_gpu *gpu);
};

/*
 * RBBM_INT_0 sources taken on a3xx and a4xx (the bits agree): bus errors,
 * CP errors and protect faults, IB and ring interrupts, CACHE_FLUSH_TS;
 * and the CP errors among them, which need a reset
 */
#define ADRENO_INT0_MASK	0x0231ef22
#define ADRENO_INT0_CP_ERRORS	(A3XX_INT0_CP_OPCODE_ERROR | \
				 A3XX_INT0_CP_HW_FAULT | \
				 A3XX_INT0_CP_REG_PROTECT_FAULT)

/* CP_ME_INIT's payload on a3xx and a4xx */
extern const u32 adreno_a3xx_me_init[17];

extern const struct adreno_gen a2xx_gen;
extern const struct adreno_gen a3xx_gen;
extern const struct adreno_gen a4xx_gen;

struct adreno_info {
	const char *name;		/* "a320": also the vgpu= value */
	u32 chip_id;			/* may hold ADRENO_ANY bytes */
	u32 vgpu_chip_id;		/* the concrete id the vgpu reports */
	u32 revn;			/* MSM_PARAM_GPU_ID */
	u32 gmem;			/* bytes */
	unsigned long max_freq;		/* Hz, when the DT gives no OPPs */
	const char *pm4_fw;		/* microcode files, upstream's names */
	const char *pfp_fw;
	const struct adreno_gen *gen;
};

const struct adreno_info *adreno_info_by_name(const char *name);
const struct adreno_info *adreno_info_by_chip_id(u32 chip_id);

/* The platform driver for the GPUs a board's device tree describes */
int adreno_board_register(void);
void adreno_board_unregister(void);
/* The catalog's names, space separated, for error messages */
void adreno_info_names(char *buf, size_t size);

/* Microcode, as loaded: word 0 is a version the CP does not take */
struct adreno_ucode {
	const u32 *words;
	size_t len;			/* in words */
};

struct adreno_gpu {
	struct msm_gpu base;
	const struct adreno_info *info;
	u32 chip_id;
	struct adreno_ucode pm4;
	struct adreno_ucode pfp;
};

static inline struct adreno_gpu *to_adreno_gpu(struct msm_gpu *gpu)
{
	return container_of(gpu, struct adreno_gpu, base);
}

static inline const struct adreno_regs *adreno_regs(struct msm_gpu *gpu)
{
	return to_adreno_gpu(gpu)->info->gen->regs;
}

int adreno_gpu_init(struct adreno_gpu *adreno_gpu, struct device *dev,
		    const struct adreno_info *info, u32 chip_id,
		    struct msm_mmu *mmu, int irq);
int adreno_gpu_start(struct adreno_gpu *adreno_gpu);
void adreno_gpu_stop(struct adreno_gpu *adreno_gpu);
int adreno_gpu_start_headless(struct adreno_gpu *adreno_gpu);
void adreno_gpu_stop_headless(struct adreno_gpu *adreno_gpu);
void adreno_gpu_cleanup(struct adreno_gpu *adreno_gpu);

int adreno_get_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 *value, u32 *len);
int adreno_set_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 value, u32 len);
int adreno_hw_init(struct msm_gpu *gpu);
void adreno_halt(struct msm_gpu *gpu);
void adreno_reset(struct msm_gpu *gpu);
void adreno_submit(struct msm_gpu *gpu, struct msm_gem_submit *submit);
irqreturn_t adreno_irq(struct msm_gpu *gpu);
void adreno_capture_regs(struct msm_gpu *gpu, struct msm_gpu_state *state);

/* The msm_gpu_funcs every Adreno shares; its platform adds power and more */
#define ADRENO_GPU_FUNCS				\
	.get_param = adreno_get_param,			\
	.set_param = adreno_set_param,			\
	.hw_init = adreno_hw_init,			\
	.halt = adreno_halt,				\
	.reset = adreno_reset,				\
	.submit = adreno_submit,			\
	.irq = adreno_irq,				\
	.capture_regs = adreno_capture_regs

#endif /* __ADRENO_GPU_H__ */
