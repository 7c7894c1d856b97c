// SPDX-License-Identifier: GPL-2.0-only
/*
 * Host unit test of the model's rasterizer: the coverage rules.
 *
 * - Meshes of random triangles sharing their edges cover every pixel of
 *   the mesh exactly once (no gap, no double coverage), for sample points
 *   at pixel centres (a4xx) and at pixel corners (a3xx, where many sample
 *   points fall exactly on edges).
 * - The top-left rule, on squares whose edges pass through sample points.
 * - Coverage agrees with a reference written here with host integers,
 *   and a row's span of quads leaves out no covered one.
 * - The barycentric weights: 1 at each vertex, and they sum to 1.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "model/model_raster.h"

static int count, failed;

static void ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - ", cond ? "ok" : "not ok", ++count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed += !cond;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 11);
}

static am_f32 bits(float f)
{
	am_f32 v;

	memcpy(&v, &f, 4);
	return v;
}

static float flt(am_f32 v)
{
	float f;

	memcpy(&f, &v, 4);
	return f;
}

#define W 64
#define H 64

static unsigned char hits[H][W];

static void vert(struct am_wvert *v, float x, float y)
{
	v->x = bits(x);
	v->y = bits(y);
	v->z = bits(0.5f);
	v->inv_w = bits(1.0f);
}

/* Adds the triangle's coverage to hits[], walking it quad by quad */
static void draw(const struct am_wvert *a, const struct am_wvert *b,
		 const struct am_wvert *c, int half)
{
	const struct am_rect clip = { 0, 0, W, H };
	struct am_tri t;
	int x, y;

	if (!am_tri_setup(&t, a, b, c, &clip, half))
		return;
	for (y = t.box.y0 & ~1; y < t.box.y1; y += 2)
		for (x = t.box.x0 & ~1; x < t.box.x1; x += 2) {
			unsigned int m = am_tri_quad_mask(&t, x, y);
			int i;

			for (i = 0; i < 4; i++)
				if (m & (1u << i))
					hits[y + i / 2][x + i % 2]++;
		}
}

/*
 * A grid of points, jittered (snapped to 1/256, or to whole pixels so
 * that edges run through sample points), split into two triangles per
 * cell along a random diagonal, in a random winding.
 */
static int mesh(int half, int snap_whole, int *doubles)
{
	static struct am_wvert p[9][9];
	int gx, gy, x, y, gaps = 0;

	memset(hits, 0, sizeof(hits));
	for (gy = 0; gy < 9; gy++)
		for (gx = 0; gx < 9; gx++) {
			float jx = (int)(rnd() % 768) / 256.0f - 1.5f;
			float jy = (int)(rnd() % 768) / 256.0f - 1.5f;

			if (snap_whole) {
				jx = (float)(int)jx;
				jy = (float)(int)jy;
			}
			/* The border stays straight: pixels inside are known */
			if (gx == 0 || gx == 8)
				jx = 0;
			if (gy == 0 || gy == 8)
				jy = 0;
			vert(&p[gy][gx], 4 + gx * 7 + jx, 4 + gy * 7 + jy);
		}
	for (gy = 0; gy < 8; gy++)
		for (gx = 0; gx < 8; gx++) {
			struct am_wvert *a = &p[gy][gx], *b = &p[gy][gx + 1];
			struct am_wvert *c = &p[gy + 1][gx + 1];
			struct am_wvert *d = &p[gy + 1][gx];

			if (rnd() & 1) {
				draw(a, b, c, half);
				if (rnd() & 1)
					draw(a, c, d, half);
				else
					draw(d, c, a, half);
			} else {
				draw(b, c, d, half);
				if (rnd() & 1)
					draw(a, b, d, half);
				else
					draw(d, b, a, half);
			}
		}
	*doubles = 0;
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			/* Sample points inside the square 4..60 */
			float sx = x + (half ? 0.5f : 0), sy = y + (half ? 0.5f : 0);
			int inside = sx >= 4 && sx < 60 && sy >= 4 && sy < 60;

			if (hits[y][x] > 1)
				(*doubles)++;
			else if (inside && !hits[y][x])
				gaps++;
			else if (!inside && hits[y][x])
				gaps++;
		}
	return gaps;
}

static void test_meshes(void)
{
	int half, whole;

	for (half = 0; half < 2; half++)
		for (whole = 0; whole < 2; whole++) {
			int gaps = 0, doubles = 0, n;

			for (n = 0; n < 200; n++) {
				int d;

				gaps += mesh(half, whole, &d);
				doubles += d;
			}
			ok(!gaps && !doubles,
			   "meshes, sample at %s, vertices on %s: %d pixels missed or outside, %d hit twice, in 200 meshes",
			   half ? "centre" : "corner",
			   whole ? "whole pixels" : "1/256 pixel", gaps, doubles);
		}
}

/*
 * The square 8..16 (pixel corners as sample points): the top and left
 * edges are in, the bottom and right ones out, whichever way the square
 * is split and wound.
 */
static void test_top_left(void)
{
	struct am_wvert a, b, c, d;
	int x, y, bad = 0, covered = 0;

	vert(&a, 8, 8);
	vert(&b, 16, 8);
	vert(&c, 16, 16);
	vert(&d, 8, 16);
	memset(hits, 0, sizeof(hits));
	draw(&a, &b, &c, 0);
	draw(&c, &d, &a, 0);
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			int want = x >= 8 && x < 16 && y >= 8 && y < 16;

			covered += hits[y][x];
			bad += hits[y][x] != want;
		}
	ok(!bad && covered == 64,
	   "top-left rule: the 8x8 square covers its 64 pixels (%d, %d wrong)",
	   covered, bad);

	memset(hits, 0, sizeof(hits));
	draw(&a, &d, &b, 0);
	draw(&b, &d, &c, 0);
	covered = bad = 0;
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			int want = x >= 8 && x < 16 && y >= 8 && y < 16;

			covered += hits[y][x];
			bad += hits[y][x] != want;
		}
	ok(!bad && covered == 64,
	   "top-left rule, other diagonal and winding: %d covered, %d wrong",
	   covered, bad);
}

/* Coverage by a reference: exact rational arithmetic in doubles */
static int ref_covers(const double v[3][2], double sx, double sy)
{
	double area = (v[1][0] - v[0][0]) * (v[2][1] - v[0][1]) -
		      (v[1][1] - v[0][1]) * (v[2][0] - v[0][0]);
	int i;

	for (i = 0; i < 3; i++) {
		const double *p = v[i], *q = v[(i + 1) % 3];
		double dx = q[0] - p[0], dy = q[1] - p[1];
		double e = dx * (sy - p[1]) - dy * (sx - p[0]);
		int top_left;

		if (area < 0) {
			e = -e;
			dx = -dx;
			dy = -dy;
		}
		top_left = (dy == 0 && dx > 0) || dy < 0;
		if (e < 0 || (e == 0 && !top_left))
			return 0;
	}
	return area != 0;
}

static void test_reference(void)
{
	int n, diffs = 0, pixels = 0;

	for (n = 0; n < 3000; n++) {
		const struct am_rect clip = { 0, 0, W, H };
		struct am_wvert wv[3];
		double v[3][2];
		struct am_tri t;
		int i, x, y, half = n & 1, set;

		for (i = 0; i < 3; i++) {
			/* 1/256 pixel steps: doubles hold them exactly */
			v[i][0] = (int)(rnd() % (80 * 256)) / 256.0 - 8;
			v[i][1] = (int)(rnd() % (80 * 256)) / 256.0 - 8;
			vert(&wv[i], (float)v[i][0], (float)v[i][1]);
		}
		set = am_tri_setup(&t, &wv[0], &wv[1], &wv[2], &clip, half);
		for (y = 0; y < H; y++)
			for (x = 0; x < W; x++) {
				double c = half ? 0.5 : 0;
				int want = ref_covers(v, x + c, y + c);
				int got = set && (am_tri_quad_mask(&t, x & ~1,
						  y & ~1) >> ((y & 1) * 2 +
						  (x & 1)) & 1);

				pixels += want;
				diffs += want != got;
			}
	}
	ok(!diffs, "3000 random triangles: %d of %d pixels differ from the reference",
	   diffs, pixels);
}

/*
 * A row's span (am_tri_quad_span) leaves out only quads that cover
 * nothing, and leaves out most of those; its full span
 * (am_tri_quad_full) holds only quads all covered, and most of those:
 * random triangles, slivers and ones far bigger than the clip among them
 */
static void test_span(void)
{
	int n, lost = 0, empty = 0, skipped = 0, full = 0, taken = 0, wrong = 0;

	for (n = 0; n < 3000; n++) {
		const struct am_rect clip = { 0, 0, W, H };
		int spread = n % 3 == 2 ? 4000 : 80, i;
		struct am_wvert wv[3];
		struct am_tri t;
		int x0, y;

		for (i = 0; i < 3; i++)
			vert(&wv[i],
			     (int)(rnd() % (spread * 256)) / 256.0f - 8,
			     (int)(rnd() % (spread * 256)) / 256.0f - 8);
		if (n % 5 == 4)		/* a sliver: two vertices close */
			vert(&wv[2], flt(wv[1].x) + (rnd() % 64) / 256.0f,
			     flt(wv[1].y) + 3);
		if (!am_tri_setup(&t, &wv[0], &wv[1], &wv[2], &clip, n & 1))
			continue;
		x0 = t.box.x0 & ~1;
		for (y = t.box.y0 & ~1; y < t.box.y1; y += 2) {
			int cols = (t.box.x1 - x0 + 1) / 2, c;
			struct am_span span = { 0, cols }, whole;

			am_tri_quad_span(&t, x0, y, &span);
			whole = span;
			am_tri_quad_full(&t, x0, y, &whole);
			for (c = 0; c < cols; c++) {
				int m = am_tri_quad_mask(&t, x0 + 2 * c, y);
				int out = c < span.c0 || c >= span.c1;
				int in = c >= whole.c0 && c < whole.c1;

				empty += !m;
				skipped += out;
				lost += out && m;
				full += m == 0xf;
				taken += in;
				wrong += in && m != 0xf;
			}
		}
	}
	ok(!lost && skipped * 10 > empty * 9,
	   "3000 random triangles: the spans leave out %d of %d empty quads, and %d covered ones",
	   skipped, empty, lost);
	ok(!wrong && taken == full,
	   "3000 random triangles: the full spans hold %d of %d quads all covered, and %d others",
	   taken, full, wrong);
}

static void test_bary(void)
{
	const struct am_rect clip = { 0, 0, W, H };
	struct am_wvert v[3];
	struct am_bary b;
	struct am_tri t;
	float worst = 0;
	int k;

	vert(&v[0], 0, 0);
	vert(&v[1], 40, 0);
	vert(&v[2], 0, 40);
	v[0].inv_w = bits(1.0f);
	v[1].inv_w = bits(0.5f);
	v[2].inv_w = bits(0.25f);
	v[1].z = bits(1.0f);
	v[2].z = bits(0.0f);
	am_tri_setup(&t, &v[0], &v[1], &v[2], &clip, 0);

	am_tri_bary(&t, 0, 0, AM_BARY_PERSP | AM_BARY_Z, &b);
	ok(flt(b.i) == 0 && flt(b.j) == 0 && flt(b.pi) == 0,
	   "weights at vertex 0: i %g j %g", flt(b.i), flt(b.j));
	am_tri_bary(&t, 20, 0, AM_BARY_PERSP | AM_BARY_Z, &b);
	/* Halfway in the screen: 1/w is 0.75; perspective weight 0.5*0.5/0.75 */
	ok(fabsf(flt(b.i) - 0.5f) < 1e-6f && fabsf(flt(b.pi) - 1.0f / 3) < 1e-6f,
	   "halfway along an edge: linear %g, perspective %g (1/3)",
	   flt(b.i), flt(b.pi));
	for (k = 0; k < 500; k++) {
		int x = rnd() % 20, y = rnd() % 20;
		float z;

		am_tri_bary(&t, x, y, AM_BARY_PERSP | AM_BARY_Z, &b);
		z = 0.5f * (1 - x / 40.0f - y / 40.0f) + x / 40.0f;
		if (fabsf(flt(b.z) - z) > worst)
			worst = fabsf(flt(b.z) - z);
	}
	ok(worst < 1e-6f, "depth interpolates linearly: worst error %g", worst);
}

static int same_bary(const struct am_bary *a, const struct am_bary *b)
{
	return a->i == b->i && a->j == b->j && a->pi == b->pi &&
	       a->pj == b->pj && a->z == b->z && a->inv_w == b->inv_w;
}

/*
 * A quad's weights (am_tri_quad_bary) are its four pixels' (am_tri_bary)
 * to the bit, for every combination of wants, over random triangles
 * with flat and varying 1/w
 */
static void test_quad_bary(void)
{
	const struct am_rect clip = { 0, 0, W, H };
	int n, want, k, quads = 0, bad = 0;

	for (n = 0; n < 300; n++) {
		struct am_wvert v[3];
		struct am_tri t;
		int i, x, y;

		for (i = 0; i < 3; i++) {
			vert(&v[i], (float)(rnd() % (W * 16)) / 16,
			     (float)(rnd() % (H * 16)) / 16);
			v[i].z = bits((float)(rnd() % 1000) / 1000);
			if (n % 2)
				v[i].inv_w = bits(1.0f / (1 + rnd() % 8));
		}
		if (!am_tri_setup(&t, &v[0], &v[1], &v[2], &clip, n % 3 == 0))
			continue;
		for (want = 0; want < 8; want++) {
			for (y = t.box.y0 & ~1; y < t.box.y1; y += 2) {
				for (x = t.box.x0 & ~1; x < t.box.x1; x += 2) {
					struct am_bary q[4], p;

					memset(q, 0x5a, sizeof(q));
					am_tri_quad_bary(&t, x, y, (unsigned int)want, q);
					quads++;
					for (k = 0; k < 4; k++) {
						memset(&p, 0x5a, sizeof(p));
						am_tri_bary(&t, x + k % 2, y + k / 2,
							    (unsigned int)want, &p);
						bad += !same_bary(&q[k], &p);
					}
				}
			}
		}
	}
	ok(quads > 10000 && !bad,
	   "a quad's weights are its pixels' to the bit, for every want: %d quads, %d pixels differ",
	   quads, bad);
}

/*
 * Polygon offset: depth 0.5 across 10 pixels in x and 0.2 across 20 in y
 * slope 0.05 and 0.01; the offset is scale times the larger plus units,
 * within the clamp (0: none), and the fragments' depth moves by it
 */
static void test_poly_offset(void)
{
	const struct am_rect clip = { 0, 0, W, H };
	struct am_wvert v[3];
	struct am_bary b0, b1;
	struct am_tri t;
	float off, clamped, neg;

	vert(&v[0], 0, 0);
	vert(&v[1], 10, 0);
	vert(&v[2], 0, 20);
	v[0].z = bits(0.0f);
	v[1].z = bits(0.5f);
	v[2].z = bits(0.2f);
	am_tri_setup(&t, &v[0], &v[1], &v[2], &clip, 0);
	am_tri_bary(&t, 3, 4, AM_BARY_Z, &b0);
	am_tri_poly_offset(&t, bits(2.0f), bits(0.001f), 0);
	off = flt(t.z_offset);
	am_tri_bary(&t, 3, 4, AM_BARY_Z, &b1);
	am_tri_poly_offset(&t, bits(2.0f), bits(0.001f), bits(0.05f));
	clamped = flt(t.z_offset);
	am_tri_poly_offset(&t, bits(-2.0f), bits(-0.001f), bits(-0.02f));
	neg = flt(t.z_offset);
	ok(fabsf(off - 0.101f) < 1e-6f && clamped == 0.05f && neg == -0.02f &&
	   fabsf(flt(b1.z) - flt(b0.z) - off) < 1e-6f,
	   "polygon offset: %g (0.101), clamped %g (0.05), negative clamped %g (-0.02), depth moved by %g",
	   off, clamped, neg, flt(b1.z) - flt(b0.z));
}

int main(void)
{
	printf("TAP version 13\n1..14\n");
	test_meshes();
	test_top_left();
	test_reference();
	test_span();
	test_bary();
	test_quad_bary();
	test_poly_offset();
	return failed ? 1 : 0;
}
