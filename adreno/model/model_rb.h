/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_RB_H__
#define __ADRENO_MODEL_RB_H__

#include "model_internal.h"
#include "model_pipe.h"

/* The render backend's state for a draw, from its registers */
void am_rb_state(struct am_gpu *gpu, struct am_rb_state *rb);
int am_rb_unsupported(const struct am_rb_state *rb);

/*
 * A shaded fragment at screen pixel (x, y) with window depth z: tests,
 * blends and writes it; lane holds the fragment shader's outputs.  For a
 * state that is not plain: plain ones take am_rb_quad_plain().
 */
void am_rb_fragment(struct am_gpu *gpu, const struct am_rb_state *rb,
		    am_s32 x, am_s32 y, am_f32 z, int back,
		    const struct am_sp_lane *lane);

/*
 * A quad's fragments in a plain state (rb->plain): pixel k of mask m (0
 * 1 over 2 3 from (x, y)) takes its colours from lanes[k * step], as
 * am_rb_fragment() would, the quad's fragments counted at once
 */
void am_rb_quad_plain(struct am_gpu *gpu, const struct am_rb_state *rb,
		      am_s32 x, am_s32 y, unsigned int m,
		      const struct am_sp_lane *lanes, int step);

/*
 * ZPASS_DONE: with RB_SAMPLE_COUNT_CONTROL's COPY set, the sample
 * counters go to memory for an occlusion query
 */
void am_rb_zpass_done(struct am_gpu *gpu);

/*
 * The resolve pass copies n screen pixels from (x, y) rightwards from
 * GMEM to memory; the caller charges AM_WORK_RESOLVE a pixel
 */
void am_rb_resolve(struct am_gpu *gpu, const struct am_rb_state *rb,
		   am_s32 x, am_s32 y, am_u32 n);

#endif /* __ADRENO_MODEL_RB_H__ */
