/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The shader processor's register file, as the fixed-function blocks
 * see it: the vertex fetcher fills a vertex shader's inputs, the
 * rasterizer a fragment shader's, and both read the outputs back.
 *
 * A register id (regid) names one 32-bit component: register n, component
 * c is n * 4 + c (r0.x is 0, r1.y is 5).  regid 0xfc, r63.x, is the
 * hardware's "none".
 */
#ifndef __ADRENO_MODEL_SP_H__
#define __ADRENO_MODEL_SP_H__

#include "model.h"

/* struct am_sp_lane, AM_SP_COMPS and AM_REGID_NONE are in model.h */

/* What a fragment shader asks of the pipeline that feeds it */
struct am_sp_io {
	/*
	 * bary.f: varying inloc (the fragment shader's numbering) at
	 * barycentric weights i[l * stride] and j[l * stride], into
	 * out[l * stride], for each lane l in mask: a wave's lanes in one
	 * call, straight from and to their registers (a stride of a lane's
	 * words) or through arrays (a stride of 1).
	 */
	void (*bary)(struct am_gpu *gpu, const void *ctx, am_u32 inloc,
		     unsigned int mask, const am_u32 *i, const am_u32 *j,
		     am_u32 *out, am_u32 stride);
	/* ldlv: varying inloc of the provoking vertex, uninterpolated */
	am_u32 (*flat)(struct am_gpu *gpu, const void *ctx, am_u32 inloc);
	const void *ctx;
};

/*
 * The timing of model_sp.c.  Delay slots, the issue cycles that must lie
 * between an ALU instruction (categories 1-3) writing a register and an
 * instruction reading it, as Mesa's ir3_delayslots() gives them for
 * a3xx/a4xx: 3 for another ALU instruction, 1 for a mad's addend (its
 * third source, not read in its first cycle), 6 for the SFU, a sample,
 * a load or store and a branch or kill (p0.x), and 6 after a write of
 * a0.x, whatever reads it.  Fewer is a hazard.
 */
#define AM_SP_ALU_SLOTS		3
#define AM_SP_ADDEND_SLOTS	1
#define AM_SP_FAR_SLOTS		6
/*
 * Cycles from the last issue of an SFU instruction (or a local load,
 * ldlv) to its result, what (ss) waits for: Mesa 22.3's ir3 counts an
 * (ss) right after an SFU instruction as 10 cycles of stall, 10 less the
 * cycles issued in between (ir3_collect_info()'s sstall; its scheduler,
 * ir3_sched.c, keeps (ss) readers 8 instructions away where it can).
 */
#define AM_SP_SFU_DELAY		10
/*
 * ... and from a sample (or a global load) to its result, what (sy)
 * waits for: Mesa 22.3 has no measure of it for a3xx/a4xx; its scheduler
 * keeps (sy) readers 10 instructions from a sample where it can
 * (ir3_sched.c's tex_delay), the number taken here.  (Later Mesa measured
 * a6xx: 51 to 64 cycles with the texel in cache, soft_sy_delay().)
 */
#define AM_SP_TEX_DELAY		10

/*
 * Runs a stage's program from its first instruction on the lanes set in
 * mask, until it ends.  Returns the lanes that are alive at the end (a
 * fragment shader may kill some), or AM_SP_FAULT when the program
 * faulted: an encoding it does not know, running past its end or over
 * its step limit.  Inside a CP run whose budget is spent it returns
 * AM_SP_PAUSED, the run kept in pipe.sp: the caller pauses too, and calls
 * again with the same stage and lanes (mask is then not used) to go on.
 */
#define AM_SP_FAULT		(-1)
#define AM_SP_PAUSED		(-2)
int am_sp_run(struct am_gpu *gpu, enum am_stage stage,
	      struct am_sp_lane *lanes, unsigned int mask,
	      const struct am_sp_io *io);

/*
 * Whether the stage's program is uniform (struct am_sp_shape): it reads
 * no register it has not written, so its inputs need not be loaded
 */
int am_sp_uniform(struct am_gpu *gpu, enum am_stage stage);

/* The instructions of a stage's program, as SP_xS_LENGTH_REG says */
am_u32 am_sp_length(struct am_gpu *gpu, enum am_stage stage);

#endif /* __ADRENO_MODEL_SP_H__ */
