/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_GRAS_H__
#define __ADRENO_MODEL_GRAS_H__

#include "model_internal.h"
#include "model_pipe.h"

void am_gras_state(struct am_gpu *gpu, struct am_gras_state *g);

/*
 * Draws a triangle of shaded vertices (pv: the provoking one), from where
 * gpu->pipe.pos says a walk the budget paused stands.  Returns 1 when it
 * paused again, 0 when the triangle is done.
 */
int am_gras_triangle(struct am_gpu *gpu, const struct am_gras_state *g,
		     const struct am_rb_state *rb,
		     const struct am_vertex *const tri[3], int pv);

/*
 * The binning pass: the screen rectangle (in the scissor) that a
 * primitive of nv shaded vertices may cover, generously
 */
void am_gras_bbox(struct am_gpu *gpu, const struct am_gras_state *g,
		  const struct am_vertex *const v[3], int nv,
		  struct am_rect *r);

/* The same for a point and for a line */
int am_gras_point(struct am_gpu *gpu, const struct am_gras_state *g,
		  const struct am_rb_state *rb, const struct am_vertex *v);
int am_gras_line(struct am_gpu *gpu, const struct am_gras_state *g,
		 const struct am_rb_state *rb,
		 const struct am_vertex *const v[2], int pv);

/* The same for a RECTLIST rectangle, given by opposite corners */
int am_gras_rect(struct am_gpu *gpu, const struct am_gras_state *g,
		 const struct am_rb_state *rb,
		 const struct am_vertex *const v[2]);

#endif /* __ADRENO_MODEL_GRAS_H__ */
