// SPDX-License-Identifier: GPL-2.0-only
/*
 * The graphics rasterizer: clipping to the view volume, the viewport
 * transform, culling, scissors, and the walk over a primitive's pixels,
 * quad by quad, each quad shaded by the fragment shader and handed to
 * the render backend (or, in the resolve pass, copied out of GMEM).
 *
 * A walk can pause between quads when the CP's budget runs out;
 * gpu->pipe.pos keeps the place (rectangle half, fan triangle, row and
 * column), so that the draw packet resumes the primitive there on the
 * next run.
 */

#include "model_gras.h"
#include "model_rb.h"
#include "model_vpc.h"
#include "adreno_regs.h"

#define AM_F32_HALF	0x3f000000u
#define AM_F32_NEG_ONE	0xbf800000u

static struct am_rect am_rect_of(am_u32 tl, am_u32 br)
{
	struct am_rect r;

	r.x0 = AM_FIELD(tl, A3XX_GRAS_SC_WINDOW_SCISSOR_TL_X);
	r.y0 = AM_FIELD(tl, A3XX_GRAS_SC_WINDOW_SCISSOR_TL_Y);
	r.x1 = AM_FIELD(br, A3XX_GRAS_SC_WINDOW_SCISSOR_BR_X) + 1;
	r.y1 = AM_FIELD(br, A3XX_GRAS_SC_WINDOW_SCISSOR_BR_Y) + 1;
	return r;
}

static void am_rect_clip(struct am_rect *r, const struct am_rect *by)
{
	if (r->x0 < by->x0)
		r->x0 = by->x0;
	if (r->y0 < by->y0)
		r->y0 = by->y0;
	if (r->x1 > by->x1)
		r->x1 = by->x1;
	if (r->y1 > by->y1)
		r->y1 = by->y1;
}

static enum am_pass am_pass_of(am_u32 mode)
{
	if (mode == RB_RESOLVE_PASS)
		return AM_PASS_RESOLVE;
	return mode == RB_TILING_PASS ? AM_PASS_BINNING : AM_PASS_RENDER;
}

/* A fixed-point register field as a float: value / 2^frac */
static am_f32 am_fixed(am_s32 v, int frac)
{
	return am_f32_div(am_f32_from_s32(v), am_f32_from_s32(1 << frac));
}

/*
 * Point size and range (4 fraction bits) and the line's half width
 * (GRAS_SU_MODE_CONTROL, 2 fraction bits): the same on a3xx and a4xx
 */
static void am_gras_points_lines(struct am_gpu *gpu, struct am_gras_state *g,
				 am_u32 size_reg, am_u32 minmax_reg, am_u32 su)
{
	am_u32 minmax = am_use(gpu, minmax_reg);
	am_u32 hw = AM_FIELD(su, A3XX_GRAS_SU_MODE_CONTROL_LINEHALFWIDTH);

	g->point_size = am_fixed((am_s32)am_use(gpu, size_reg), 4);
	g->point_min = am_fixed((am_s32)(minmax & 0xffff), 4);
	g->point_max = am_fixed((am_s32)(minmax >> 16), 4);
	g->line_half_width = am_fixed((am_s32)hw, 2);
}

static void am_gras_state3(struct am_gpu *gpu, struct am_gras_state *g)
{
	am_u32 clip = am_use(gpu, REG_A3XX_GRAS_CL_CLIP_CNTL);
	am_u32 su = am_use(gpu, REG_A3XX_GRAS_SU_MODE_CONTROL);
	am_u32 ctl3 = am_use(gpu, REG_A3XX_HLSQ_CONTROL_3_REG);
	am_u32 ctl1 = am_use(gpu, REG_A3XX_HLSQ_CONTROL_1_REG);
	am_u32 scale;
	struct am_rect screen;
	int i;

	g->pass = am_pass_of(AM_FIELD(am_use(gpu, REG_A3XX_RB_MODE_CONTROL),
				      A3XX_RB_MODE_CONTROL_RENDER_MODE));
	for (i = 0; i < 3; i++) {
		g->vp_offset[i] = am_use(gpu, REG_A3XX_GRAS_CL_VPORT_XOFFSET + 2 * i);
		g->vp_scale[i] = am_use(gpu, REG_A3XX_GRAS_CL_VPORT_XSCALE + 2 * i);
	}
	g->clip = !(clip & A3XX_GRAS_CL_CLIP_CNTL_CLIP_DISABLE);
	g->zfar_clip = !(clip & A3XX_GRAS_CL_CLIP_CNTL_ZFAR_CLIP_DISABLE);
	g->z_zero_one = !!(clip & A3XX_GRAS_CL_CLIP_CNTL_ZERO_GB_SCALE_Z);
	g->cull_front = !!(su & A3XX_GRAS_SU_MODE_CONTROL_CULL_FRONT);
	g->cull_back = !!(su & A3XX_GRAS_SU_MODE_CONTROL_CULL_BACK);
	g->front_cw = !!(su & A3XX_GRAS_SU_MODE_CONTROL_FRONT_CW);
	/* Scale: 24 bits signed, 20 of fraction; offset: 6 of fraction */
	g->poly_offset = !!(su & A3XX_GRAS_SU_MODE_CONTROL_POLY_OFFSET);
	scale = am_use(gpu, REG_A3XX_GRAS_SU_POLY_OFFSET_SCALE);
	g->offset_scale = am_fixed((am_s32)(scale << 8) >> 8, 20);
	g->offset_units =
		am_fixed((am_s32)am_use(gpu, REG_A3XX_GRAS_SU_POLY_OFFSET_OFFSET),
			 6);
	g->offset_clamp = 0;
	g->provoking_last = !!(am_use(gpu, REG_A3XX_PC_PRIM_VTX_CNTL) &
			       A3XX_PC_PRIM_VTX_CNTL_PROVOKING_VTX_LAST);
	/* a3xx samples at the pixel's corner: fd3 moves viewports by -0.5 */
	g->half_pixel = 0;
	am_gras_points_lines(gpu, g, REG_A3XX_GRAS_SU_POINT_SIZE,
			     REG_A3XX_GRAS_SU_POINT_MINMAX, su);

	g->scissor = am_rect_of(am_use(gpu, REG_A3XX_GRAS_SC_WINDOW_SCISSOR_TL),
				am_use(gpu, REG_A3XX_GRAS_SC_WINDOW_SCISSOR_BR));
	screen = am_rect_of(am_use(gpu, REG_A3XX_GRAS_SC_SCREEN_SCISSOR_TL),
			    am_use(gpu, REG_A3XX_GRAS_SC_SCREEN_SCISSOR_BR));
	am_rect_clip(&g->scissor, &screen);

	g->ij_persp = AM_FIELD(ctl3,
			       A3XX_HLSQ_CONTROL_3_REG_IJPERSPCENTERREGID);
	g->ij_linear = AM_FIELD(ctl3,
				A3XX_HLSQ_CONTROL_3_REG_IJNONPERSPCENTERREGID);
	g->frag_xy = AM_FIELD(ctl1, A3XX_HLSQ_CONTROL_1_REG_FRAGCOORDXYREGID);
	g->frag_zw = AM_FIELD(ctl1, A3XX_HLSQ_CONTROL_1_REG_FRAGCOORDZWREGID);
	g->face = AM_FIELD(am_use(gpu, REG_A3XX_HLSQ_CONTROL_2_REG),
			   A3XX_HLSQ_CONTROL_2_REG_FACENESSREGID);
}

/*
 * a4xx: the same state at other offsets; sample points at pixel centres
 * (fd4 does not move its viewports); the pass in GRAS_SC_CONTROL and
 * RB_RENDER_CONTROL's binning bit.
 */
static void am_gras_state4(struct am_gpu *gpu, struct am_gras_state *g)
{
	am_u32 clip = am_use(gpu, REG_A4XX_GRAS_CL_CLIP_CNTL);
	am_u32 su = am_use(gpu, REG_A4XX_GRAS_SU_MODE_CONTROL);
	am_u32 ctl3 = am_use(gpu, REG_A4XX_HLSQ_CONTROL_3_REG);
	am_u32 ctl1 = am_use(gpu, REG_A4XX_HLSQ_CONTROL_1_REG);
	struct am_rect screen;
	int i;

	g->pass = am_pass_of(AM_FIELD(am_use(gpu, REG_A4XX_GRAS_SC_CONTROL),
				      A4XX_GRAS_SC_CONTROL_RENDER_MODE));
	if (am_use(gpu, REG_A4XX_RB_RENDER_CONTROL) & A4XX_RB_RENDER_CONTROL_BINNING_PASS)
		g->pass = AM_PASS_BINNING;
	for (i = 0; i < 3; i++) {
		g->vp_offset[i] = am_use(gpu, REG_A4XX_GRAS_CL_VPORT_XOFFSET_0 + 2 * i);
		g->vp_scale[i] = am_use(gpu, REG_A4XX_GRAS_CL_VPORT_XSCALE_0 + 2 * i);
	}
	g->clip = !(clip & A4XX_GRAS_CL_CLIP_CNTL_CLIP_DISABLE);
	g->zfar_clip = !(clip & A4XX_GRAS_CL_CLIP_CNTL_ZFAR_CLIP_DISABLE);
	g->z_zero_one = !!(clip & A4XX_GRAS_CL_CLIP_CNTL_ZERO_GB_SCALE_Z);
	g->cull_front = !!(su & A4XX_GRAS_SU_MODE_CONTROL_CULL_FRONT);
	g->cull_back = !!(su & A4XX_GRAS_SU_MODE_CONTROL_CULL_BACK);
	g->front_cw = !!(su & A4XX_GRAS_SU_MODE_CONTROL_FRONT_CW);
	g->poly_offset = !!(su & A4XX_GRAS_SU_MODE_CONTROL_POLY_OFFSET);
	g->offset_scale = am_use(gpu, REG_A4XX_GRAS_SU_POLY_OFFSET_SCALE);
	g->offset_units = am_use(gpu, REG_A4XX_GRAS_SU_POLY_OFFSET_OFFSET);
	g->offset_clamp = am_use(gpu, REG_A4XX_GRAS_SU_POLY_OFFSET_CLAMP);
	g->provoking_last = !!(am_use(gpu, REG_A4XX_PC_PRIM_VTX_CNTL) &
			       A4XX_PC_PRIM_VTX_CNTL_PROVOKING_VTX_LAST);
	g->half_pixel = 1;
	am_gras_points_lines(gpu, g, REG_A4XX_GRAS_SU_POINT_SIZE,
			     REG_A4XX_GRAS_SU_POINT_MINMAX, su);

	g->scissor = am_rect_of(am_use(gpu, REG_A4XX_GRAS_SC_WINDOW_SCISSOR_TL),
				am_use(gpu, REG_A4XX_GRAS_SC_WINDOW_SCISSOR_BR));
	screen = am_rect_of(am_use(gpu, REG_A4XX_GRAS_SC_SCREEN_SCISSOR_TL),
			    am_use(gpu, REG_A4XX_GRAS_SC_SCREEN_SCISSOR_BR));
	am_rect_clip(&g->scissor, &screen);

	g->ij_persp = AM_FIELD(ctl3, A4XX_HLSQ_CONTROL_3_REG_IJ_PERSP_PIXEL);
	g->ij_linear = AM_FIELD(ctl3, A4XX_HLSQ_CONTROL_3_REG_IJ_LINEAR_PIXEL);
	g->frag_xy = AM_FIELD(ctl1, A4XX_HLSQ_CONTROL_1_REG_COORDREGID);
	g->frag_zw = AM_FIELD(ctl1, A4XX_HLSQ_CONTROL_1_REG_ZWCOORDREGID);
	g->face = AM_FIELD(am_use(gpu, REG_A4XX_HLSQ_CONTROL_2_REG),
			   A4XX_HLSQ_CONTROL_2_REG_FACEREGID);
}

void am_gras_state(struct am_gpu *gpu, struct am_gras_state *g)
{
	if (gpu->gen->core == 4)
		am_gras_state4(gpu, g);
	else
		am_gras_state3(gpu, g);
	g->fs_uniform = am_sp_uniform(gpu, AM_FS);
}

/* Signed distance of a vertex inside clip plane p (>= 0 is inside) */
static am_f32 am_plane_dist(const struct am_gras_state *g,
			    const struct am_vertex *v, int p)
{
	am_f32 x = v->clip[0], y = v->clip[1], z = v->clip[2], w = v->clip[3];

	switch (p) {
	case 0:
		return am_f32_add(w, x);
	case 1:
		return am_f32_sub(w, x);
	case 2:
		return am_f32_add(w, y);
	case 3:
		return am_f32_sub(w, y);
	case 4:
		return g->z_zero_one ? z : am_f32_add(w, z);
	default:
		return am_f32_sub(w, z);
	}
}

static int am_inside(am_f32 d)
{
	return !am_f32_lt(d, 0);
}

/* a + t (b - a), for every component of the vertex */
static void am_vertex_lerp(struct am_gpu *gpu, struct am_vertex *out,
			   const struct am_vertex *a,
			   const struct am_vertex *b, am_f32 t)
{
	int i;

	gpu->cp.work += AM_WORK_LERP;
	out->psize = a->psize;
	for (i = 0; i < 4; i++)
		out->clip[i] = am_f32_mad(t, am_f32_sub(b->clip[i], a->clip[i]),
					  a->clip[i]);
	for (i = 0; i < AM_VPC_SLOTS; i++)
		out->slot[i] = am_f32_mad(t, am_f32_sub(b->slot[i],
							a->slot[i]),
					  a->slot[i]);
}

/* The view volume's planes that clip: the far one only with zfar_clip */
static int am_clip_planes(const struct am_gras_state *g)
{
	if (!g->clip)
		return 0;
	return g->zfar_clip ? 6 : 5;
}

/* Whether every corner is inside every plane that clips */
static int am_wholly_inside(const struct am_gras_state *g,
			    const struct am_vertex *const tri[3])
{
	int p, i;

	for (p = 0; p < am_clip_planes(g); p++)
		for (i = 0; i < 3; i++)
			if (!am_inside(am_plane_dist(g, tri[i], p)))
				return 0;
	return 1;
}

/*
 * Clips the triangle into a polygon in pipe.poly[]; returns its corner
 * count (0: nothing is left).  Triangles wholly inside, the common case,
 * are copied as they are, as clipping would copy them plane after plane.
 */
static int am_clip(struct am_gpu *gpu, const struct am_gras_state *g,
		   const struct am_vertex *const tri[3], int *which)
{
	struct am_vertex (*poly)[AM_CLIP_MAX] = gpu->pipe.poly;
	int n = 3, cur = 0, p, i;

	for (i = 0; i < 3; i++)
		poly[0][i] = *tri[i];
	*which = 0;
	if (am_wholly_inside(g, tri))
		return 3;
	for (p = 0; p < am_clip_planes(g); p++) {
		int out = 0;

		for (i = 0; i < n; i++) {
			const struct am_vertex *a = &poly[cur][i];
			const struct am_vertex *b = &poly[cur][(i + 1) % n];
			am_f32 da = am_plane_dist(g, a, p);
			am_f32 db = am_plane_dist(g, b, p);

			if (am_inside(da) && out < AM_CLIP_MAX) {
				gpu->cp.work += AM_WORK_VERTEX;
				poly[!cur][out++] = *a;
			}
			if (am_inside(da) != am_inside(db) && out < AM_CLIP_MAX)
				am_vertex_lerp(gpu, &poly[!cur][out++], a, b,
					       am_f32_div(da, am_f32_sub(da, db)));
		}
		cur = !cur;
		n = out;
		if (n < 3)
			return 0;
	}
	*which = cur;
	return n;
}

/* Clip space to window coordinates */
static int am_viewport(const struct am_gras_state *g,
		       const struct am_vertex *v, struct am_wvert *w)
{
	am_f32 inv_w;

	if (!am_f32_lt(0, v->clip[3]))
		return -1;	/* behind the eye: only without clipping */
	inv_w = am_f32_div(AM_F32_ONE, v->clip[3]);
	w->x = am_f32_mad(am_f32_mul(v->clip[0], inv_w), g->vp_scale[0],
			  g->vp_offset[0]);
	w->y = am_f32_mad(am_f32_mul(v->clip[1], inv_w), g->vp_scale[1],
			  g->vp_offset[1]);
	w->z = am_f32_mad(am_f32_mul(v->clip[2], inv_w), g->vp_scale[2],
			  g->vp_offset[2]);
	w->inv_w = inv_w;
	return 0;
}

/* A varying for bary.f: the fan triangle's vertices, or the flat one */
struct am_bary_ctx {
	const struct am_vertex *v[3];
	const struct am_vertex *provoking;
	struct am_bary_cache *cache;
};

static void am_gras_bary(struct am_gpu *gpu, const void *ctx, am_u32 inloc,
			 unsigned int mask, const am_u32 *wi, const am_u32 *wj,
			 am_u32 *out, am_u32 stride)
{
	const struct am_bary_ctx *b = ctx;
	struct am_bary_cache *c = b->cache;
	am_u32 slot = inloc + AM_VPC_FS_BASE, word, bit, d1, d2;
	am_f32 v0;
	int l;

	if (slot >= AM_VPC_SLOTS) {
		for (l = 0; l < AM_SP_LANES; l++)
			if (mask & (1u << l))
				out[l * stride] = 0;
		return;
	}
	word = slot / 32;
	bit = 1u << (slot % 32);
	v0 = b->v[0]->slot[slot];
	if (!(c->known[word] & bit)) {
		c->known[word] |= bit;
		if (am_vpc_flat(gpu, inloc))
			c->flat[word] |= bit;
		else
			c->flat[word] &= ~bit;
		c->d1[slot] = am_f32_sub(b->v[1]->slot[slot], v0);
		c->d2[slot] = am_f32_sub(b->v[2]->slot[slot], v0);
		if (!c->d1[slot] && !c->d2[slot] && v0 != AM_F32_NEG_ZERO)
			c->still[word] |= bit;
		else
			c->still[word] &= ~bit;
	}
	d1 = c->d1[slot];
	d2 = c->d2[slot];
	for (l = 0; l < AM_SP_LANES; l++) {
		am_u32 i, j;

		if (!(mask & (1u << l)))
			continue;
		i = wi[l * stride];
		j = wj[l * stride];
		if (c->flat[word] & bit)
			out[l * stride] = b->provoking->slot[slot];
		/*
		 * A varying equal at the three vertices: finite weights
		 * times +0 are zeros, and v0 plus a zero is v0 (+0 too:
		 * +0 + -0 is +0)
		 */
		else if ((c->still[word] & bit) && am_f32_finite(i) &&
			 am_f32_finite(j))
			out[l * stride] = v0;
		else
			out[l * stride] = am_f32_mad(j, d2,
						     am_f32_mad(i, d1, v0));
	}
}

static am_u32 am_gras_flat(struct am_gpu *gpu, const void *ctx, am_u32 inloc)
{
	const struct am_bary_ctx *b = ctx;
	am_u32 slot = inloc + AM_VPC_FS_BASE;

	(void)gpu;
	return slot < AM_VPC_SLOTS ? b->provoking->slot[slot] : 0;
}

static void am_set(struct am_sp_lane *lane, am_u32 regid, am_u32 v)
{
	if (regid < AM_REGID_NONE)
		lane->r[regid] = v;
}

/* The fragment shader's inputs for one lane, from its pixel's weights */
static void am_fs_inputs(const struct am_gras_state *g,
			 const struct am_bary *b, struct am_sp_lane *lane,
			 am_s32 x, am_s32 y, int back)
{
	am_set(lane, g->ij_persp, b->pi);
	am_set(lane, g->ij_persp + 1, b->pj);
	am_set(lane, g->ij_linear, b->i);
	am_set(lane, g->ij_linear + 1, b->j);
	/*
	 * gl_FragCoord.xy as a3xx and a4xx give it: unsigned, in 1/16 pixel
	 * (ir3 converts it with cov.u32f32 and a multiply by 1/16), at the
	 * pixel's centre on both (a3xx's corner sampling is fd3's viewport
	 * moved by half a pixel, not another position of the pixel)
	 */
	if (g->frag_xy < AM_REGID_NONE) {
		am_set(lane, g->frag_xy, (am_u32)x * 16 + 8);
		am_set(lane, g->frag_xy + 1, (am_u32)y * 16 + 8);
	}
	am_set(lane, g->frag_zw, b->z);
	am_set(lane, g->frag_zw + 1, b->inv_w);
	/* Facing as ir3 reads it: a half register, -1 back, 0 front */
	if (g->face < AM_REGID_NONE)
		lane->hr[g->face] = back ? 0xffff : 0;
}

/*
 * Shades the wave's quads (gpu->pipe.wave: each quad's top-left pixel
 * and the pixels of it the triangle covers) and hands their covered
 * fragments to the render backend.  Returns 1 when the budget paused
 * its fragment shader: the next call, with the same triangle, goes on.
 */
static int am_shade_wave(struct am_gpu *gpu, const struct am_gras_state *g,
			 const struct am_rb_state *rb, const struct am_tri *t,
			 const struct am_bary_ctx *bc, int back)
{
	struct am_sp_lane *lanes = gpu->pipe.lanes;
	struct am_wave *w = &gpu->pipe.wave;
	const struct am_sp_io io = { am_gras_bary, am_gras_flat, bc };
	unsigned int want = 0, wave;
	int n = w->n, q, k, alive, uniform = g->fs_uniform;

	if (!n)
		return 0;
	/*
	 * A uniform program (a clear's) reads no input, and computes the
	 * same on every lane: no input is loaded, the first lane runs it
	 * and its colours serve every fragment
	 */
	wave = (1u << (4 * n)) - 1;
	if (g->ij_linear < AM_REGID_NONE)
		want |= AM_BARY_IJ;
	if (g->ij_persp < AM_REGID_NONE)
		want |= AM_BARY_PERSP;
	/* gl_FragCoord.w is the interpolated 1/w */
	if (g->frag_zw < AM_REGID_NONE)
		want |= AM_BARY_PERSP;
	/* z: for the depth and stencil units (stencil may write depth) */
	if (g->frag_zw < AM_REGID_NONE ||
	    (rb->depth_ctl & A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE) ||
	    (rb->stencil_ctl & A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE))
		want |= AM_BARY_Z;
	/* A uniform program needs depth at most: without, nothing a pixel */
	if (uniform)
		want &= AM_BARY_Z;
	for (q = 0; q < n && !w->shading && (want || !uniform); q++) {
		struct am_bary b[4];

		for (k = 0; k < 4; k++)
			b[k] = (struct am_bary){ 0, 0, 0, 0, 0, AM_F32_ONE };
		/* The weights cost float operations a pixel: only what is read */
		if (want)
			am_tri_quad_bary(t, w->x[q], w->y[q], want, b);
		for (k = 0; k < 4; k++) {
			w->z[4 * q + k] = b[k].z;
			if (!uniform)
				am_fs_inputs(g, &b[k], &lanes[4 * q + k],
					     w->x[q] + k % 2, w->y[q] + k / 2,
					     back);
		}
	}
	w->shading = 1;
	alive = am_sp_run(gpu, AM_FS, lanes, uniform ? 1 : wave, &io);
	if (alive == AM_SP_PAUSED)
		return 1;
	w->n = 0;
	w->shading = 0;
	if (alive < 0)
		return 0;
	if (uniform && alive)
		alive = (int)wave;
	for (q = 0; q < n && rb->plain; q++)
		am_rb_quad_plain(gpu, rb, w->x[q], w->y[q],
				 w->mask[q] & ((unsigned int)alive >> (4 * q)),
				 &lanes[uniform ? 0 : 4 * q], uniform ? 0 : 1);
	for (q = 0; q < n && !rb->plain; q++)
		for (k = 0; k < 4; k++)
			if (w->mask[q] & ((unsigned int)alive >> (4 * q)) &
			    (1u << k))
				am_rb_fragment(gpu, rb, w->x[q] + k % 2,
					       w->y[q] + k / 2, w->z[4 * q + k],
					       back,
					       &lanes[uniform ? 0 : 4 * q + k]);
	return 0;
}

/*
 * The resolve pass's pixels of a row of quads, gathered into runs (one a
 * row of pixels) so that each run is copied at once
 */
struct am_resolve_runs {
	am_s32 x[2];
	am_u32 n[2];
};

static void am_resolve_flush(struct am_gpu *gpu, const struct am_rb_state *rb,
			     struct am_resolve_runs *r, am_s32 y)
{
	int k;

	for (k = 0; k < 2; k++) {
		if (r->n[k])
			am_rb_resolve(gpu, rb, r->x[k], y + k, r->n[k]);
		r->n[k] = 0;
	}
}

/* The pixels of quad (x, y) in mask m join the runs */
static void am_resolve_quad(struct am_gpu *gpu, const struct am_rb_state *rb,
			    struct am_resolve_runs *r, am_s32 x, am_s32 y,
			    unsigned int m)
{
	int k;

	for (k = 0; k < 4; k++) {
		am_s32 px = x + k % 2;
		int row = k / 2;

		if (!(m & (1u << k)))
			continue;
		if (r->n[row] && r->x[row] + (am_s32)r->n[row] != px) {
			am_rb_resolve(gpu, rb, r->x[row], y + row, r->n[row]);
			r->n[row] = 0;
		}
		if (!r->n[row])
			r->x[row] = px;
		r->n[row]++;
		gpu->cp.work += AM_WORK_RESOLVE;
	}
}

/*
 * Walks the quads from pos, shading them a wave at a time; returns 1 when
 * the budget paused it: between rows or quads (with the quads before
 * the pause shaded), or in a wave's fragment shader
 */
static int am_walk(struct am_gpu *gpu, const struct am_gras_state *g,
		   const struct am_rb_state *rb, const struct am_tri *t,
		   const struct am_bary_ctx *bc, int back, int resumed)
{
	struct am_walk_pos *pos = &gpu->pipe.pos;
	struct am_wave *w = &gpu->pipe.wave;
	am_s32 x0 = t->box.x0 & ~1, y0 = t->box.y0 & ~1;
	am_u32 rows = (am_u32)(t->box.y1 - y0 + 1) / 2;
	am_u32 cols = (am_u32)(t->box.x1 - x0 + 1) / 2;
	int first = resumed;

	/* A wave whose shader the budget paused goes on first */
	if (w->shading && am_shade_wave(gpu, g, rb, t, bc, back))
		return 1;
	for (; pos->row < rows; pos->row++, pos->col = 0, first = 0) {
		am_s32 y = y0 + 2 * (am_s32)pos->row;
		struct am_span span = { 0, (am_s32)cols }, full;
		struct am_resolve_runs runs = { { 0, 0 }, { 0, 0 } };

		/* Rows of nothing cost their span: the budget counts them */
		if (!first && am_spent(gpu)) {
			am_shade_wave(gpu, g, rb, t, bc, back);
			return 1;
		}
		gpu->cp.work += AM_WORK_ROW;
		am_tri_quad_span(t, x0, y, &span);
		full = span;
		am_tri_quad_full(t, x0, y, &full);
		if (pos->col < (am_u32)span.c0)
			pos->col = (am_u32)span.c0;
		while (pos->col < (am_u32)span.c1) {
			am_s32 x = x0 + 2 * (am_s32)pos->col;
			unsigned int m;

			/*
			 * A resumed walk does one quad or one row at least,
			 * whatever its primitive's set-up cost: it gets on
			 */
			if (!first && am_spent(gpu)) {
				am_resolve_flush(gpu, rb, &runs, y);
				am_shade_wave(gpu, g, rb, t, bc, back);
				return 1;
			}
			first = 0;
			gpu->cp.work += AM_WORK_QUAD;
			m = pos->col >= (am_u32)full.c0 &&
			    pos->col < (am_u32)full.c1 ? 0xf :
			    am_tri_quad_mask(t, x, y);
			pos->col++;
			if (!m)
				continue;
			if (g->pass != AM_PASS_RESOLVE) {
				w->x[w->n] = x;
				w->y[w->n] = y;
				w->mask[w->n++] = m;
				if (w->n == AM_SP_QUADS &&
				    am_shade_wave(gpu, g, rb, t, bc, back))
					return 1;
				continue;
			}
			am_resolve_quad(gpu, rb, &runs, x, y, m);
		}
		am_resolve_flush(gpu, rb, &runs, y);
	}
	if (am_shade_wave(gpu, g, rb, t, bc, back))
		return 1;
	pos->row = 0;
	pos->col = 0;
	return 0;
}

static int am_culled(const struct am_gras_state *g, const struct am_tri *t,
		     int *back)
{
	*back = t->cw != g->front_cw;
	return *back ? g->cull_back : g->cull_front;
}

/* A triangle in window coordinates, with the vertices it interpolates */
struct am_subtri {
	struct am_wvert w[3];
	const struct am_vertex *v[3];
};

/*
 * Polygon offset's constant term in window depth: GL's units times the
 * depth buffer's resolvable step, 1 / (2^bits - 1) (2^-24 for float
 * depth, the step of values near 1).  The hardware's unit is one step:
 * fd3 and fd4 write twice GL's units, as llvmpipe doubles them too,
 * because a step is finer than what a float z pipeline resolves (piglit's
 * gl-1.4-polygon-offset measures two steps and wants an offset as big).
 */
static am_f32 am_offset_units(const struct am_gras_state *g,
			      const struct am_rb_state *rb)
{
	am_u32 max = rb->depth_format == DEPTHX_16 ? 0xffff : 0xffffff;
	am_f32 step = am_f32_div(AM_F32_ONE, am_f32_from_u32(max));

	if (rb->depth_format == DEPTHX_32)
		step = 0x33800000u;	/* 2^-24 */
	return am_f32_mul(g->offset_units, step);
}

/*
 * Draws triangles from pos->tri on; polygons are culled by facing, points
 * and lines are not.  Returns 1 when the budget paused the walk.
 */
static int am_draw_subtris(struct am_gpu *gpu, const struct am_gras_state *g,
			   const struct am_rb_state *rb,
			   const struct am_subtri *st, am_u32 n,
			   const struct am_vertex *provoking, int polygon,
			   int resumed)
{
	struct am_walk_pos *pos = &gpu->pipe.pos;
	struct am_bary_ctx bc;
	struct am_bary_cache *cache = &gpu->pipe.bary_cache;
	am_f32 units = 0;
	int w;

	bc.provoking = provoking;
	bc.cache = cache;
	if (polygon && g->poly_offset)
		units = am_offset_units(g, rb);
	for (; pos->tri < n; pos->tri++) {
		const struct am_subtri *s = &st[pos->tri];
		struct am_tri t;
		int back = 0;

		bc.v[0] = s->v[0];
		bc.v[1] = s->v[1];
		bc.v[2] = s->v[2];
		for (w = 0; w < AM_VPC_SLOTS / 32; w++)
			cache->known[w] = 0;
		if (!am_tri_setup(&t, &s->w[0], &s->w[1], &s->w[2], &g->scissor,
				  g->half_pixel) ||
		    (polygon && am_culled(g, &t, &back)))
			continue;
		if (polygon && g->poly_offset)
			am_tri_poly_offset(&t, g->offset_scale, units,
					   g->offset_clamp);
		if (am_walk(gpu, g, rb, &t, &bc, back, resumed))
			return 1;
	}
	pos->tri = 0;
	pos->started = 0;
	return 0;
}

/* Counts the primitive once, however often the budget pauses it */
static int am_prim_start(struct am_gpu *gpu)
{
	int resumed = gpu->pipe.pos.started;

	if (!resumed)
		gpu->pipe.stats.prims++;
	gpu->pipe.pos.started = 1;
	return resumed;
}

int am_gras_triangle(struct am_gpu *gpu, const struct am_gras_state *g,
		     const struct am_rb_state *rb,
		     const struct am_vertex *const tri[3], int pv)
{
	struct am_subtri st[AM_CLIP_MAX - 2];
	struct am_wvert w[AM_CLIP_MAX];
	int n, which = 0, i, resumed = am_prim_start(gpu);

	n = am_clip(gpu, g, tri, &which);
	for (i = 0; i < n; i++)
		if (am_viewport(g, &gpu->pipe.poly[which][i], &w[i]))
			n = 0;
	/* The clipped polygon as a fan */
	for (i = 0; i + 2 < n; i++) {
		st[i].w[0] = w[0];
		st[i].w[1] = w[i + 1];
		st[i].w[2] = w[i + 2];
		st[i].v[0] = &gpu->pipe.poly[which][0];
		st[i].v[1] = &gpu->pipe.poly[which][i + 1];
		st[i].v[2] = &gpu->pipe.poly[which][i + 2];
	}
	return am_draw_subtris(gpu, g, rb, st, n > 2 ? (am_u32)n - 2 : 0,
			       tri[pv], 1, resumed);
}

/* A window position moved by (dx, dy) pixels */
static struct am_wvert am_wmove(const struct am_wvert *p, am_f32 dx, am_f32 dy)
{
	struct am_wvert q = *p;

	q.x = am_f32_add(p->x, dx);
	q.y = am_f32_add(p->y, dy);
	return q;
}

/*
 * A point: a square of its size around the vertex, dropped when the
 * vertex is outside the view volume (GL clips points by their centre).
 */
int am_gras_point(struct am_gpu *gpu, const struct am_gras_state *g,
		  const struct am_rb_state *rb, const struct am_vertex *v)
{
	struct am_subtri st[2];
	struct am_wvert c, w[4];
	struct am_vertex *corner;
	am_f32 size = v->psize ? v->psize : g->point_size, h;
	int resumed = am_prim_start(gpu), p, k;

	for (p = 0; p < 6; p++)
		if (g->clip && !am_inside(am_plane_dist(g, v, p)))
			return am_draw_subtris(gpu, g, rb, st, 0, v, 0, resumed);
	if (am_viewport(g, v, &c))
		return am_draw_subtris(gpu, g, rb, st, 0, v, 0, resumed);
	size = am_f32_min(am_f32_max(size, g->point_min), g->point_max);
	h = am_f32_mul(size, 0x3f000000u);
	w[0] = am_wmove(&c, h ^ 0x80000000u, h ^ 0x80000000u);
	w[1] = am_wmove(&c, h, h ^ 0x80000000u);
	w[2] = am_wmove(&c, h, h);
	w[3] = am_wmove(&c, h ^ 0x80000000u, h);
	/* The corners, with the sprite's coordinates (clipping is not used) */
	corner = gpu->pipe.poly[0];
	am_vpc_sprite(gpu, v, corner);
	for (k = 0; k < 2; k++) {
		st[k].w[0] = w[0];
		st[k].w[1] = w[k + 1];
		st[k].w[2] = w[k + 2];
		st[k].v[0] = &corner[0];
		st[k].v[1] = &corner[k + 1];
		st[k].v[2] = &corner[k + 2];
	}
	return am_draw_subtris(gpu, g, rb, st, 2, v, 0, resumed);
}

/*
 * Clips segment a-b to the view volume: returns 0 when nothing is left,
 * else the two ends in pipe.poly[0][0..1].
 */
static int am_clip_line(struct am_gpu *gpu, const struct am_gras_state *g,
			const struct am_vertex *a, const struct am_vertex *b)
{
	struct am_vertex *e = gpu->pipe.poly[0];
	am_f32 t0 = 0, t1 = AM_F32_ONE;
	int p;

	for (p = 0; p < 6 && g->clip; p++) {
		am_f32 da = am_plane_dist(g, a, p), db = am_plane_dist(g, b, p);
		am_f32 t;

		if (p == 5 && !g->zfar_clip)
			break;
		if (!am_inside(da) && !am_inside(db))
			return 0;
		if (am_inside(da) == am_inside(db))
			continue;
		t = am_f32_div(da, am_f32_sub(da, db));
		if (am_inside(da))
			t1 = am_f32_min(t1, t);
		else
			t0 = am_f32_max(t0, t);
	}
	if (am_f32_lt(t1, t0))
		return 0;
	am_vertex_lerp(gpu, &e[0], a, b, t0);
	am_vertex_lerp(gpu, &e[1], a, b, t1);
	return 1;
}

/*
 * A line: GL's parallelogram, the segment widened along its minor axis
 * by the line width, as two triangles whose far corners carry the far
 * end's varyings.
 */
int am_gras_line(struct am_gpu *gpu, const struct am_gras_state *g,
		 const struct am_rb_state *rb,
		 const struct am_vertex *const v[2], int pv)
{
	const struct am_vertex *e = gpu->pipe.poly[0];
	struct am_subtri st[2];
	struct am_wvert a, b;
	am_f32 dx, dy, hw = g->line_half_width, ox = 0, oy = 0;
	int resumed = am_prim_start(gpu);

	if (!am_clip_line(gpu, g, v[0], v[1]) || am_viewport(g, &e[0], &a) ||
	    am_viewport(g, &e[1], &b))
		return am_draw_subtris(gpu, g, rb, st, 0, v[pv], 0, resumed);
	dx = am_f32_sub(b.x, a.x);
	dy = am_f32_sub(b.y, a.y);
	/* x-major lines widen in y, y-major ones in x */
	if (am_f32_lt(dy & 0x7fffffffu, dx & 0x7fffffffu))
		oy = hw;
	else
		ox = hw;
	st[0].w[0] = am_wmove(&a, ox ^ 0x80000000u, oy ^ 0x80000000u);
	st[0].w[1] = am_wmove(&b, ox ^ 0x80000000u, oy ^ 0x80000000u);
	st[0].w[2] = am_wmove(&b, ox, oy);
	st[1].w[0] = st[0].w[0];
	st[1].w[1] = st[0].w[2];
	st[1].w[2] = am_wmove(&a, ox, oy);
	st[0].v[0] = &e[0];
	st[0].v[1] = &e[1];
	st[0].v[2] = &e[1];
	st[1].v[0] = &e[0];
	st[1].v[1] = &e[1];
	st[1].v[2] = &e[0];
	return am_draw_subtris(gpu, g, rb, st, 2, v[pv], 0, resumed);
}

static void am_bbox_add(struct am_rect *r, const struct am_wvert *w, am_f32 m)
{
	am_s32 x0 = am_f32_to_s32(am_f32_floor(am_f32_sub(w->x, m)));
	am_s32 y0 = am_f32_to_s32(am_f32_floor(am_f32_sub(w->y, m)));
	am_s32 x1 = am_f32_to_s32(am_f32_ceil(am_f32_add(w->x, m))) + 1;
	am_s32 y1 = am_f32_to_s32(am_f32_ceil(am_f32_add(w->y, m))) + 1;

	r->x0 = x0 < r->x0 ? x0 : r->x0;
	r->y0 = y0 < r->y0 ? y0 : r->y0;
	r->x1 = x1 > r->x1 ? x1 : r->x1;
	r->y1 = y1 > r->y1 ? y1 : r->y1;
}

void am_gras_bbox(struct am_gpu *gpu, const struct am_gras_state *g,
		  const struct am_vertex *const v[3], int nv,
		  struct am_rect *r)
{
	/* A margin for point sizes and line widths, and a pixel more */
	am_f32 m = am_f32_add(am_f32_max(am_f32_mul(g->point_max, 0x3f000000u),
					 g->line_half_width), AM_F32_ONE);
	struct am_wvert w;
	int n = nv, which = 0, i;

	r->x0 = 0x7fffffff;
	r->y0 = 0x7fffffff;
	r->x1 = -0x7fffffff;
	r->y1 = -0x7fffffff;
	if (nv == 3) {
		n = am_clip(gpu, g, v, &which);
	} else if (nv == 2) {
		n = am_clip_line(gpu, g, v[0], v[1]) ? 2 : 0;
	} else {
		gpu->pipe.poly[0][0] = *v[0];
		for (i = 0; i < 6 && g->clip; i++)
			if (!am_inside(am_plane_dist(g, v[0], i)))
				n = 0;
	}
	for (i = 0; i < n; i++)
		if (!am_viewport(g, &gpu->pipe.poly[which][i], &w))
			am_bbox_add(r, &w, m);
	am_rect_clip(r, &g->scissor);
}

/*
 * RECTLIST: two vertices are opposite corners of an axis-aligned
 * rectangle.  The other corners take x from one and y from the other;
 * their varyings likewise, even components following x and odd ones y
 * (texture coordinates s, t), which is what blits need.
 */
int am_gras_rect(struct am_gpu *gpu, const struct am_gras_state *g,
		 const struct am_rb_state *rb,
		 const struct am_vertex *const v[2])
{
	struct am_walk_pos *pos = &gpu->pipe.pos;
	struct am_vertex *c = gpu->pipe.corner;
	const struct am_vertex *tri[3];
	int i;

	/* Corner (x of v1, y of v0) completes each half's triangle */
	c[2] = *v[0];
	c[2].clip[0] = v[1]->clip[0];
	c[2].clip[3] = v[1]->clip[3];
	for (i = 0; i < AM_VPC_SLOTS; i += 2)
		c[2].slot[i] = v[1]->slot[i];
	c[1] = *v[1];
	c[1].clip[0] = v[0]->clip[0];
	c[1].clip[3] = v[0]->clip[3];
	for (i = 0; i < AM_VPC_SLOTS; i += 2)
		c[1].slot[i] = v[0]->slot[i];

	for (; pos->half < 2; pos->half++) {
		tri[0] = v[0];
		tri[1] = pos->half ? v[1] : &c[2];
		tri[2] = pos->half ? &c[1] : v[1];
		if (am_gras_triangle(gpu, g, rb, tri, 0))
			return 1;
		/* The second half is the same primitive: keep it started */
		pos->started = 1;
	}
	pos->half = 0;
	pos->started = 0;
	return 0;
}
