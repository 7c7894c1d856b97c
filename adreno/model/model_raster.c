// SPDX-License-Identifier: GPL-2.0-only
/*
 * The rasterizer: which pixels a triangle covers, and the weights that
 * interpolate its vertices there.
 *
 * Coverage is decided in fixed point, so that it is exact and the same on
 * every host: vertices snap to 1/256 pixel, each edge is an integer line
 * equation, and a pixel is covered when its sample point is inside all
 * three.  A sample point exactly on an edge belongs to the triangle only
 * if that edge is a top or a left one (the top-left rule), so triangles
 * sharing an edge cover each pixel along it once.  Interpolation uses the
 * same integers, turned into floats only for the weights.
 */

#include "model_raster.h"

#define AM_SUBPIX		(1 << AM_RASTER_SUBPIX_BITS)
#define AM_F32_SUBPIX		0x43800000u	/* 256.0f */

static am_s64 am_min64(am_s64 a, am_s64 b)
{
	return a < b ? a : b;
}

static am_s64 am_max64(am_s64 a, am_s64 b)
{
	return a > b ? a : b;
}

/* A window coordinate in 1/256 pixel, clamped to the guard band */
static am_s64 am_snap(am_f32 v)
{
	const am_s32 lim = AM_RASTER_GUARD * AM_SUBPIX;

	if (am_f32_is_nan(v))
		return 0;
	v = am_f32_rndne(am_f32_mul(v, AM_F32_SUBPIX));
	if (am_f32_lt(v, am_f32_from_s32(-lim)))
		return -lim;
	if (am_f32_lt(am_f32_from_s32(lim), v))
		return lim;
	return am_f32_to_s32(v);
}

/*
 * A 64-bit integer as a float: its top 31 significant bits (the rest
 * cut off), rounded to nearest even, scaled.  Not always the nearest
 * float, but the same on every host, and weights need far fewer bits.
 * The rounded significand q, in [2^23, 2^24], carries into the exponent
 * field when it reaches 2^24.
 */
static am_f32 am_f32_from_s64(am_s64 v)
{
	am_u64 mag = v < 0 ? -(am_u64)v : (am_u64)v;
	am_u32 sign = v < 0 ? 0x80000000u : 0;
	am_u64 q, rem, half;
	int top, cut;

	if (!mag)
		return 0;
	top = 63 - __builtin_clzll(mag);
	if (top > 30)
		mag >>= top - 30;
	cut = (top > 30 ? 30 : top) - 23;
	if (cut <= 0) {
		q = mag << -cut;
	} else {
		q = mag >> cut;
		rem = mag & ((1ull << cut) - 1);
		half = 1ull << (cut - 1);
		q += rem > half || (rem == half && (q & 1));
	}
	return sign | (((am_u32)(top + 126) << 23) + (am_u32)q);
}

/* The sample point of pixel (x, y), in 1/256 pixel */
static am_s64 am_sample(am_s32 p, am_s32 center)
{
	return (am_s64)p * AM_SUBPIX + center;
}

static am_s64 am_edge_at(const struct am_tri *t, int e, am_s32 x, am_s32 y)
{
	return t->ea[e] * am_sample(x, t->center) +
	       t->eb[e] * am_sample(y, t->center) + t->ec[e];
}

/*
 * Edge e runs from walk vertex e to the next one; with the vertices in
 * the order that makes the area positive, the inside is where the edge
 * function is positive.  Top edge: horizontal with the inside below it;
 * left edge: going up (y down) with the inside on its right.
 */
static void am_edge_setup(struct am_tri *t, int e)
{
	int n = (e + 1) % 3;
	am_s64 dx = t->x[n] - t->x[e];
	am_s64 dy = t->y[n] - t->y[e];
	int top_left = (dy == 0 && dx > 0) || dy < 0;

	t->ea[e] = -dy;
	t->eb[e] = dx;
	t->ec[e] = dy * t->x[e] - dx * t->y[e];
	t->bias[e] = top_left ? 0 : -1;
}

static void am_tri_box(struct am_tri *t, const struct am_rect *clip)
{
	am_s64 x0 = am_min64(am_min64(t->x[0], t->x[1]), t->x[2]);
	am_s64 x1 = am_max64(am_max64(t->x[0], t->x[1]), t->x[2]);
	am_s64 y0 = am_min64(am_min64(t->y[0], t->y[1]), t->y[2]);
	am_s64 y1 = am_max64(am_max64(t->y[0], t->y[1]), t->y[2]);

	/* Pixels whose sample point may be inside, then the clip */
	t->box.x0 = (am_s32)am_max64((x0 - t->center) >> AM_RASTER_SUBPIX_BITS,
				     clip->x0);
	t->box.y0 = (am_s32)am_max64((y0 - t->center) >> AM_RASTER_SUBPIX_BITS,
				     clip->y0);
	t->box.x1 = (am_s32)am_min64(((x1 - t->center) >>
				      AM_RASTER_SUBPIX_BITS) + 1, clip->x1);
	t->box.y1 = (am_s32)am_min64(((y1 - t->center) >>
				      AM_RASTER_SUBPIX_BITS) + 1, clip->y1);
}

int am_tri_setup(struct am_tri *t, const struct am_wvert *v0,
		 const struct am_wvert *v1, const struct am_wvert *v2,
		 const struct am_rect *clip, int half_pixel_center)
{
	const struct am_wvert *in[3] = { v0, v1, v2 };
	int i, swap;

	for (i = 0; i < 3; i++) {
		t->x[i] = am_snap(in[i]->x);
		t->y[i] = am_snap(in[i]->y);
	}
	t->area2 = (t->x[1] - t->x[0]) * (t->y[2] - t->y[0]) -
		   (t->y[1] - t->y[0]) * (t->x[2] - t->x[0]);
	if (!t->area2)
		return 0;

	/* Clockwise on the screen (y down) is a positive area here */
	swap = t->area2 < 0;
	t->cw = !swap;
	if (swap) {
		am_s64 tx = t->x[1], ty = t->y[1];

		t->x[1] = t->x[2];
		t->y[1] = t->y[2];
		t->x[2] = tx;
		t->y[2] = ty;
		t->area2 = -t->area2;
	}
	for (i = 0; i < 3; i++)
		t->order[i] = swap && i ? 3 - i : i;
	for (i = 0; i < 3; i++)
		t->in[i] = in[i];
	for (i = 0; i < 3; i++)
		am_edge_setup(t, i);

	t->inv_area2 = am_f32_div(AM_F32_ONE, am_f32_from_s64(t->area2));
	t->center = half_pixel_center ? AM_SUBPIX / 2 : 0;
	t->z_offset = 0;
	am_tri_box(t, clip);
	return t->box.x0 < t->box.x1 && t->box.y0 < t->box.y1;
}

/* Pixel (x, y) of the box, for a quad's pixels */
static unsigned int am_in_box(const struct am_tri *t, am_s32 x, am_s32 y)
{
	return x >= t->box.x0 && x < t->box.x1 && y >= t->box.y0 &&
	       y < t->box.y1;
}

/*
 * The edge functions at the quad's first pixel, then a step of one pixel
 * (ea or eb times 1/256 pixel's 256) to the others: the same integers as
 * evaluating each, for a third of the multiplications
 */
unsigned int am_tri_quad_mask(const struct am_tri *t, am_s32 x, am_s32 y)
{
	unsigned int mask = 0xf, k;
	int e;

	for (e = 0; e < 3; e++) {
		am_s64 v = am_edge_at(t, e, x, y) + t->bias[e];
		am_s64 dx = t->ea[e] * AM_SUBPIX, dy = t->eb[e] * AM_SUBPIX;

		if (v < 0)
			mask &= ~1u;
		if (v + dx < 0)
			mask &= ~2u;
		if (v + dy < 0)
			mask &= ~4u;
		if (v + dx + dy < 0)
			mask &= ~8u;
	}
	for (k = 0; k < 4; k++)
		if (!am_in_box(t, x + (am_s32)(k % 2), y + (am_s32)(k / 2)))
			mask &= ~(1u << k);
	return mask;
}

/* a / b rounded down, for b > 0 */
static am_s64 am_floor_div(am_s64 a, am_s64 b)
{
	am_s64 q = a / b;

	return q * b > a ? q - 1 : q;
}

/* a / b rounded up, for b > 0 */
static am_s64 am_ceil_div(am_s64 a, am_s64 b)
{
	return -am_floor_div(-a, b);
}

/* Narrows span to [lo, hi) */
static void am_span_clamp(struct am_span *span, am_s64 lo, am_s64 hi)
{
	if (lo > span->c0)
		span->c0 = lo < span->c1 ? (am_s32)lo : span->c1;
	if (hi < span->c1)
		span->c1 = hi > span->c0 ? (am_s32)hi : span->c0;
}

/*
 * The quads of a row (top-left pixels at y and x0 + 2c) that edge e may
 * cover: a range of c, as the edge function is linear in x.  Its largest
 * value in a quad is at the quad's right column when ea >= 0, else its
 * left one, and at the row eb's sign picks.  Exact for ea < 0; for ea > 0
 * the bounds round down, so the range may hold one quad more.
 */
static void am_edge_span(const struct am_tri *t, int e, am_s32 x0, am_s32 y,
			 struct am_span *span)
{
	am_s64 k = t->eb[e] * am_sample(y + (t->eb[e] > 0), t->center) +
		   t->ec[e] + t->bias[e];
	am_s64 lim;

	if (!t->ea[e]) {
		if (k < 0)
			span->c1 = span->c0;
		return;
	}
	if (t->ea[e] > 0) {
		/* ea * s + k >= 0 at the quad's right pixel: its s >= -k/ea */
		lim = am_floor_div(-k, t->ea[e]);
		lim = am_floor_div(lim - t->center, AM_SUBPIX) - 1;
		am_span_clamp(span, am_floor_div(lim - x0, 2), span->c1);
		return;
	}
	/* ... and at its left pixel when ea < 0: s <= k / -ea */
	lim = am_floor_div(k, -t->ea[e]);
	lim = am_floor_div(lim - t->center, AM_SUBPIX);
	am_span_clamp(span, span->c0, am_floor_div(lim - x0, 2) + 1);
}

void am_tri_quad_span(const struct am_tri *t, am_s32 x0, am_s32 y,
		      struct am_span *span)
{
	int e;

	for (e = 0; e < 3 && span->c0 < span->c1; e++)
		am_edge_span(t, e, x0, y, span);
}

/*
 * The quads of the row that edge e covers whole: its smallest value in a
 * quad is at the left column when ea > 0, the right one when ea < 0, and
 * at the row eb's sign picks (the other one's)
 */
static void am_edge_full(const struct am_tri *t, int e, am_s32 x0, am_s32 y,
			 struct am_span *span)
{
	am_s64 k = t->eb[e] * am_sample(y + (t->eb[e] < 0), t->center) +
		   t->ec[e] + t->bias[e];
	am_s64 lim;

	if (!t->ea[e]) {
		if (k < 0)
			span->c1 = span->c0;
		return;
	}
	if (t->ea[e] > 0) {
		/* ea * s + k >= 0 at the left pixel: s >= -k / ea */
		lim = am_ceil_div(-k, t->ea[e]);
		lim = am_ceil_div(lim - t->center, AM_SUBPIX);
		am_span_clamp(span, am_ceil_div(lim - x0, 2), span->c1);
		return;
	}
	/* ... and at the right pixel: s <= k / -ea */
	lim = am_floor_div(k, -t->ea[e]);
	lim = am_floor_div(lim - t->center, AM_SUBPIX) - 1;
	am_span_clamp(span, span->c0, am_floor_div(lim - x0, 2) + 1);
}

void am_tri_quad_full(const struct am_tri *t, am_s32 x0, am_s32 y,
		      struct am_span *span)
{
	int e;

	/* Both rows and both columns inside the box */
	if (y < t->box.y0 || y + 1 >= t->box.y1) {
		span->c1 = span->c0;
		return;
	}
	am_span_clamp(span, am_ceil_div((am_s64)t->box.x0 - x0, 2),
		      am_floor_div((am_s64)t->box.x1 - 2 - x0, 2) + 1);
	for (e = 0; e < 3 && span->c0 < span->c1; e++)
		am_edge_full(t, e, x0, y, span);
}

void am_tri_poly_offset(struct am_tri *t, am_f32 scale, am_f32 units,
			am_f32 clamp)
{
	const struct am_wvert *const *v = t->in;
	am_f32 dx1 = am_f32_sub(v[1]->x, v[0]->x);
	am_f32 dy1 = am_f32_sub(v[1]->y, v[0]->y);
	am_f32 dz1 = am_f32_sub(v[1]->z, v[0]->z);
	am_f32 dx2 = am_f32_sub(v[2]->x, v[0]->x);
	am_f32 dy2 = am_f32_sub(v[2]->y, v[0]->y);
	am_f32 dz2 = am_f32_sub(v[2]->z, v[0]->z);
	am_f32 det = am_f32_sub(am_f32_mul(dx1, dy2), am_f32_mul(dx2, dy1));
	am_f32 slope = 0, off;

	if (!am_f32_eq(det, 0)) {
		am_f32 dzdx = am_f32_div(am_f32_sub(am_f32_mul(dz1, dy2),
						    am_f32_mul(dz2, dy1)), det);
		am_f32 dzdy = am_f32_div(am_f32_sub(am_f32_mul(dx1, dz2),
						    am_f32_mul(dx2, dz1)), det);

		slope = am_f32_max(dzdx & 0x7fffffffu, dzdy & 0x7fffffffu);
	}
	off = am_f32_mad(scale, slope, units);
	if (!am_f32_eq(clamp, 0) &&
	    ((clamp & 0x80000000u) ? am_f32_lt(off, clamp) :
				     am_f32_lt(clamp, off)))
		off = clamp;
	t->z_offset = off;
}

/* Walk edge e runs from walk vertex e to e+1: it faces e+2 */
static const int am_facing[3] = { 2, 0, 1 };

/*
 * The weights from the edge functions' values d[] at a pixel.  flat_w:
 * 1/w is the same at the three vertices; need_w0: vertex 0's weight is
 * read (by z, or by perspective weights that differ from the linear
 * ones).
 */
static void am_bary_of(const struct am_tri *t, const am_s64 d[3],
		       unsigned int want, int flat_w, int need_w0,
		       struct am_bary *b)
{
	am_f32 w[3] = { 0, 0, 0 }, p[3], sum;
	int e, k;

	/*
	 * The weight of a vertex is the edge opposite it over the area,
	 * filed by the vertex's input position.  Vertex 0's is read only
	 * by z and by perspective weights that differ from the linear ones:
	 * the others cost it nothing.
	 */
	for (e = 0; e < 3; e++) {
		int v = t->order[am_facing[e]];

		if (v || need_w0)
			w[v] = am_f32_mul(am_f32_from_s64(d[e]), t->inv_area2);
	}
	b->i = w[1];
	b->j = w[2];
	/*
	 * Equal 1/w at the vertices (flat geometry, w = 1 in 2D) make the
	 * perspective weights the linear ones, exactly: take them as they
	 * are, not as a division rounds them
	 */
	if ((want & AM_BARY_PERSP) && flat_w) {
		b->inv_w = t->in[0]->inv_w;
		b->pi = b->i;
		b->pj = b->j;
	} else if (want & AM_BARY_PERSP) {
		for (k = 0; k < 3; k++)
			p[k] = am_f32_mul(w[k], t->in[k]->inv_w);
		sum = am_f32_add(am_f32_add(p[0], p[1]), p[2]);
		b->inv_w = sum;
		sum = am_f32_div(AM_F32_ONE, sum);
		b->pi = am_f32_mul(p[1], sum);
		b->pj = am_f32_mul(p[2], sum);
	}
	if (want & AM_BARY_Z) {
		b->z = am_f32_mad(w[2], t->in[2]->z,
				  am_f32_mad(w[1], t->in[1]->z,
					     am_f32_mul(w[0], t->in[0]->z)));
		if (t->z_offset)
			b->z = am_f32_add(b->z, t->z_offset);
	}
}

static int am_flat_w(const struct am_tri *t)
{
	return t->in[0]->inv_w == t->in[1]->inv_w &&
	       t->in[1]->inv_w == t->in[2]->inv_w;
}

static int am_need_w0(const struct am_tri *t, unsigned int want)
{
	return (want & AM_BARY_Z) || ((want & AM_BARY_PERSP) && !am_flat_w(t));
}

void am_tri_bary(const struct am_tri *t, am_s32 x, am_s32 y,
		 unsigned int want, struct am_bary *b)
{
	am_s64 d[3];
	int e;

	for (e = 0; e < 3; e++)
		d[e] = am_edge_at(t, e, x, y);
	am_bary_of(t, d, want, am_flat_w(t), am_need_w0(t, want), b);
}

void am_tri_quad_bary(const struct am_tri *t, am_s32 x, am_s32 y,
		      unsigned int want, struct am_bary b[4])
{
	int flat_w = am_flat_w(t), need_w0 = am_need_w0(t, want);
	am_s64 d[4][3];
	int e, k, e1 = 0, e2 = 0;

	/* A pixel's step is ea or eb times 1/256 pixel's 256, exactly */
	for (e = 0; e < 3; e++) {
		am_s64 v = am_edge_at(t, e, x, y);
		am_s64 dx = t->ea[e] * AM_SUBPIX, dy = t->eb[e] * AM_SUBPIX;

		d[0][e] = v;
		d[1][e] = v + dx;
		d[2][e] = v + dy;
		d[3][e] = v + dx + dy;
	}
	if (need_w0) {
		for (k = 0; k < 4; k++)
			am_bary_of(t, d[k], want, flat_w, need_w0, &b[k]);
		return;
	}
	/*
	 * What am_bary_of() comes to without vertex 0's weight (so without
	 * z, and with perspective weights that are the linear ones): two
	 * weights a pixel, from the edges facing input vertices 1 and 2
	 */
	for (e = 0; e < 3; e++) {
		if (t->order[am_facing[e]] == 1)
			e1 = e;
		else if (t->order[am_facing[e]] == 2)
			e2 = e;
	}
	for (k = 0; k < 4; k++) {
		b[k].i = am_f32_mul(am_f32_from_s64(d[k][e1]), t->inv_area2);
		b[k].j = am_f32_mul(am_f32_from_s64(d[k][e2]), t->inv_area2);
		if (want & AM_BARY_PERSP) {
			b[k].inv_w = t->in[0]->inv_w;
			b[k].pi = b[k].i;
			b[k].pj = b[k].j;
		}
	}
}
