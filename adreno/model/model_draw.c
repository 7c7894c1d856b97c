// SPDX-License-Identifier: GPL-2.0-only
/*
 * A draw, from packet to pixels: the primitive controller's vertices,
 * fetched (VFD) and shaded (SP), collected (VPC), then rasterized and
 * shaded per fragment (GRAS, SP) into the render backend (RB).
 *
 * The draw packet's items are its primitives, over all instances: a
 * run's budget pauses the draw between primitives, or inside one: in its
 * vertex shader, between rows and quads of its walk, in a wave's fragment
 * shader.  The next run resumes there (pipe.pos, pipe.wave, pipe.sp).
 */

#include "model_pc.h"
#include "model_vfd.h"
#include "model_vpc.h"
#include "model_gras.h"
#include "model_rb.h"
#include "model_vsc.h"
#include "adreno_regs.h"

/*
 * Shades the primitive's vertices into pipe.prim[].  Returns 0 when they
 * are there, AM_SP_FAULT or AM_SP_PAUSED (the next call goes on with
 * them).
 */
static int am_draw_vertices(struct am_gpu *gpu, const struct am_draw *d,
			    const am_u32 pos[3], int nv, am_u32 instance)
{
	struct am_sp_lane *lanes = gpu->pipe.lanes;
	struct am_walk_pos *wp = &gpu->pipe.pos;
	int v, r;

	if (wp->vs == AM_VS_DONE)
		return 0;
	if (wp->vs == AM_VS_NONE) {
		for (v = 0; v < nv; v++)
			am_vfd_fetch(gpu, d, am_draw_index(gpu, d, pos[v]),
				     instance,
				     am_draw_vtxcnt(d, instance, pos[v],
						    gpu->pipe.restarts,
						    gpu->pipe.restarts_total),
				     &lanes[v]);
		wp->vs = AM_VS_RUNNING;
	}
	r = am_sp_run(gpu, AM_VS, lanes, (1u << nv) - 1, AM_NULL);
	if (r < 0)
		return r;
	for (v = 0; v < nv; v++) {
		gpu->cp.work += AM_WORK_VERTEX;
		am_vpc_vertex(gpu, &lanes[v], &gpu->pipe.prim[v]);
	}
	wp->vs = AM_VS_DONE;
	return 0;
}

/*
 * The primitive of item n: its vertices' positions, or 0 for none.  With
 * primitive restart this follows the segments, counting the restart
 * indices (item n is index position n % items, and each is an item
 * once: a restart index has nothing to shade, so nothing pauses it).
 */
static int am_draw_item(struct am_gpu *gpu, const struct am_draw *d,
			const struct am_gras_state *g, am_u32 n, am_u32 items,
			am_u32 pos[3], int *pv)
{
	am_u32 seg = gpu->pipe.restart_seg;
	int nv;

	if (!d->restart)
		return am_draw_prim_vertices(d, n % items, pos,
					     g->provoking_last, pv);
	nv = am_draw_restart_prim(gpu, d, n % items, &gpu->pipe.restart_seg,
				  pos, g->provoking_last, pv);
	if (gpu->pipe.restart_seg != seg) {
		gpu->pipe.restarts++;
		if (n < items)
			gpu->pipe.restarts_total++;
	}
	return nv;
}

/*
 * Draws item n: a primitive, or (with primitive restart) what ends at
 * index position n; returns 1 when the budget paused it inside
 */
static int am_draw_prim(struct am_gpu *gpu, const struct am_draw *d,
			const struct am_gras_state *g,
			const struct am_rb_state *rb, am_u32 n, am_u32 items)
{
	const struct am_vertex *v[3] = {
		&gpu->pipe.prim[0], &gpu->pipe.prim[1], &gpu->pipe.prim[2],
	};
	am_u32 index = gpu->pipe.vis_draw_base + n;
	struct am_rect r;
	am_u32 pos[3];
	int nv, pv, vs;

	/*
	 * The item's segment and restarts first: a binned draw then skips
	 * what the bin's stream says it cannot touch (a restart index's
	 * item touches no bin, and must still split the strip)
	 */
	nv = am_draw_item(gpu, d, g, n, items, pos, &pv);
	if (g->pass == AM_PASS_RENDER && d->binning_vis &&
	    !am_vsc_visible(gpu, index))
		return 0;
	vs = nv ? am_draw_vertices(gpu, d, pos, nv, n / items) : AM_SP_FAULT;
	if (vs == AM_SP_PAUSED)
		return 1;
	if (vs) {
		if (g->pass == AM_PASS_BINNING)
			am_vsc_mark(gpu, index, &(struct am_rect){ 0, 0, 0, 0 });
		return 0;
	}
	gpu->cp.work += AM_WORK_PRIM;
	if (g->pass == AM_PASS_BINNING) {
		am_gras_bbox(gpu, g, v, d->prim == DI_PT_RECTLIST ? 2 : nv, &r);
		am_vsc_mark(gpu, index, &r);
		return 0;
	}
	if (d->prim == DI_PT_RECTLIST)
		return am_gras_rect(gpu, g, rb, v);
	if (nv == 3)
		return am_gras_triangle(gpu, g, rb, v, pv);
	if (nv == 2)
		return am_gras_line(gpu, g, rb, v, pv);
	return am_gras_point(gpu, g, rb, v[0]);
}

/* Tells a tool which surface in memory the draw wrote, if any */
static void am_draw_report(struct am_gpu *gpu, const struct am_gras_state *g,
			   const struct am_rb_state *rb)
{
	struct am_surface s;

	if (!gpu->host.surface_written)
		return;
	s.depth = 0;
	if (g->pass == AM_PASS_RESOLVE &&
	    (rb->copy_mode == RB_COPY_RESOLVE ||
	     rb->copy_mode == RB_COPY_DEPTH_STENCIL)) {
		s.base = rb->copy_dst;
		s.pitch = rb->copy_pitch;
		s.format = rb->copy_format;
		s.swap = rb->copy_swap;
		s.depth = rb->copy_mode == RB_COPY_DEPTH_STENCIL;
	} else if (g->pass == AM_PASS_RENDER && rb->bypass) {
		s.base = rb->mrt[0].base;
		s.pitch = rb->mrt[0].pitch;
		s.format = rb->mrt[0].format;
		s.swap = rb->mrt[0].swap;
	} else {
		return;
	}
	s.x0 = g->scissor.x0;
	s.y0 = g->scissor.y0;
	s.x1 = g->scissor.x1;
	s.y1 = g->scissor.y1;
	gpu->host.surface_written(gpu->host.priv, &s);
}

enum am_step am_exec_draw(struct am_gpu *gpu, const struct am_pkt *p)
{
	struct am_gras_state g;
	struct am_rb_state rb;
	struct am_draw d;
	am_u32 first = gpu->cp.pkt_pos;
	int starting = !first && !gpu->pipe.pos.started &&
		       gpu->pipe.pos.vs == AM_VS_NONE;
	am_u32 items, total, n;

	if (starting)
		gpu->cp.stats.draws++;
	if (am_draw_decode(gpu, p, &d)) {
		gpu->pipe.stats.unsupported++;
		return AM_STEP_OK;
	}
	am_gras_state(gpu, &g);
	am_rb_state(gpu, &rb);
	if (starting && am_rb_unsupported(&rb))
		gpu->pipe.stats.unsupported++;

	/* Items an instance: primitives, or index positions with restart */
	items = d.restart ? d.count : am_draw_prims(&d);
	total = !items ? 0 : d.instances > 0xffffffffu / items ?
		0xffffffffu : items * d.instances;
	/*
	 * Visibility indices count primitives from a binning pass's first
	 * draw, and in a tile pass from CP_SET_BIN_DATA, over binned draws
	 */
	if (starting) {
		if (g.pass == AM_PASS_BINNING && !gpu->pipe.last_pass)
			gpu->pipe.vis_next = 0;
		gpu->pipe.last_pass = g.pass == AM_PASS_BINNING;
		gpu->pipe.vis_draw_base = gpu->pipe.vis_next;
		if (g.pass == AM_PASS_BINNING || d.binning_vis)
			gpu->pipe.vis_next += total;
	}
	for (n = first; n < total; n++) {
		if (am_pkt_pause(gpu, first, n))
			return AM_STEP_PAUSE;
		/* An item costs work even when it draws nothing (a restart) */
		gpu->cp.work += AM_WORK_ITEM;
		/* Each instance's first index starts a segment */
		if (n % items == 0) {
			gpu->pipe.restart_seg = 0;
			gpu->pipe.restarts = 0;
			if (!n)
				gpu->pipe.restarts_total = 0;
		}
		if (am_draw_prim(gpu, &d, &g, &rb, n, items)) {
			gpu->cp.pkt_pos = n;
			return AM_STEP_PAUSE;
		}
		if (gpu->cp.halted)
			return AM_STEP_HALT;
		am_walk_reset(gpu);
	}
	if (g.pass != AM_PASS_BINNING)
		am_draw_report(gpu, &g, &rb);
	if (gpu->host.draw_done)
		gpu->host.draw_done(gpu->host.priv);
	return AM_STEP_OK;
}
