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
	 * barycentric weights i and j, for one lane.
	 */
	am_u32 (*bary)(struct am_gpu *gpu, const void *ctx, am_u32 inloc,
		       am_u32 i, am_u32 j);
	/* ldlv: varying inloc of the provoking vertex, uninterpolated */
	am_u32 (*flat)(struct am_gpu *gpu, const void *ctx, am_u32 inloc);
	const void *ctx;
};

/*
 * Runs a stage's program from its first instruction on the lanes set in
 * mask, until it ends.  Returns the lanes that are alive at the end (a
 * fragment shader may kill some), or -1 when the program faulted: an
 * encoding it does not know, running past its end or over its budget.
 */
int am_sp_run(struct am_gpu *gpu, enum am_stage stage,
	      struct am_sp_lane *lanes, unsigned int mask,
	      const struct am_sp_io *io);

#endif /* __ADRENO_MODEL_SP_H__ */
