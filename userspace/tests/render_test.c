// SPDX-License-Identifier: MIT
/*
 * Tests of libmsm-render: clears, triangles with interpolated colours,
 * indexed draws, scissors, blending and culling, in GMEM bins and
 * bypassing GMEM.  Each picture is checked at known pixels, and bins and
 * bypass must give the same bytes.  TAP output.
 *
 * Built as render_test, it runs on the host's GPU model with no kernel
 * (userspace/host/model_kernel.c), an a320 then an a420; built with
 * MR_TEST_KERNEL
 * (render_vm_test, in the VMs), on msm.ko's first render node.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mr.h"
#include "ir3_isa.h"
#ifndef MR_TEST_KERNEL
#include "model_kernel.h"
#include "host_gpu.h"
#endif

#include "tap.h"

/* ---- The test's shaders, encoded through the ISA database -------------- */

/* bary.f r<dst>, <inloc>, r0.x: varying component inloc at r0.xy's i/j */
static struct ir3_instr bary(unsigned int dst, int inloc, int last)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_BARY_F);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_IMMED, .imm = inloc };
	in.src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in.nsrc = 2;
	in.ei = last;
	return in;
}

static uint32_t vs_code[2], fs_code[10];

/* VS: position from attribute 0 (r0), colour from attribute 1 (r1) */
static const struct mr_shader color_vs = {
	.code = vs_code, .nr_instrs = 1, .full_regs = 2,
	.nr_inputs = 2, .inputs = { MR_REGID(0, 0), MR_REGID(1, 0) },
	.pos = MR_REGID(0, 0),
	.nr_varyings = 1, .varyings = { MR_REGID(1, 0) },
};

/* FS: the colour varying, interpolated into r1 */
static const struct mr_shader color_fs = {
	.code = fs_code, .nr_instrs = 5, .full_regs = 2,
	.ij = MR_REGID(0, 0), .color = MR_REGID(1, 0),
};

static int encode_shaders(unsigned int gen)
{
	struct ir3_instr fs[5] = {
		bary(4, 0, 0), bary(5, 1, 0), bary(6, 2, 0), bary(7, 3, 1),
		ir3_instr_of(IR3_OPC_END),
	};
	struct ir3_instr end = ir3_instr_of(IR3_OPC_END);
	unsigned int i;

	if (ir3_encode(&end, gen, vs_code))
		return -1;
	for (i = 0; i < 5; i++)
		if (ir3_encode(&fs[i], gen, &fs_code[i * 2]))
			return -1;
	return 0;
}

/* ---- Pictures ----------------------------------------------------------- */

#define W	800
#define H	600

struct picture {
	uint8_t px[H][W][4];
};

static void read_back(struct mr_surface *s, struct picture *p)
{
	uint32_t pitch, y;
	uint8_t *map = mr_surface_map(s, &pitch);

	memset(p, 0, sizeof(*p));
	for (y = 0; map && y < H; y++)
		memcpy(p->px[y], map + (size_t)y * pitch, W * 4);
}

/* Fills the target with a pattern no flush writes: a stale picture shows */
static void poison(struct mr_surface *s)
{
	uint32_t pitch;
	uint8_t *map = mr_surface_map(s, &pitch);

	if (map)
		memset(map, 0xa5, (size_t)pitch * H);
}

static int near(const uint8_t *px, int r, int g, int b, int a, int tol)
{
	return abs(px[0] - r) <= tol && abs(px[1] - g) <= tol &&
	       abs(px[2] - b) <= tol && abs(px[3] - a) <= tol;
}

static uint32_t count_color(const struct picture *p, int r, int g, int b,
			    int a)
{
	uint32_t n = 0, x, y;

	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++)
			n += near(p->px[y][x], r, g, b, a, 0);
	return n;
}

/* A triangle over most of the target: red, green and blue corners */
static const float tri[3][7] = {
	{ -0.9f, -0.9f, 0, 1, 0, 0, 1 },
	{ 0.9f, -0.9f, 0, 0, 1, 0, 1 },
	{ 0.0f, 0.9f, 0, 0, 0, 1, 1 },
};

struct scene {
	struct mr_context *ctx;
	struct mr_surface *target;
	struct mr_buffer *verts, *indices;
	struct mr_program *prog;
};

static void use_vertices(struct scene *s, struct mr_buffer *b)
{
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 28, MR_VF_FLOAT3 }, { b, 12, 28, MR_VF_FLOAT4 },
	};

	mr_set_vertex_attribs(s->ctx, 2, a);
}

static const float grey[4] = { 0.25f, 0.25f, 0.25f, 1.0f };

/* Clear grey, the triangle, as the scene's mode says; the picture */
static int draw_triangle(struct scene *s, enum mr_mode mode, bool indexed,
			 struct picture *p, struct mr_flush_info *info)
{
	int ret;

	poison(s->target);
	mr_context_set_mode(s->ctx, mode);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, s->verts);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
	if (!ret)
		ret = indexed ? mr_draw_indexed(s->ctx, MR_PRIM_TRIANGLES,
						s->indices, 0, 3) :
				mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	if (!ret)
		ret = mr_finish(s->ctx);
	mr_last_flush(s->ctx, info);
	read_back(s->target, p);
	return ret;
}

static struct picture pic_gmem, pic_sys, pic;

static void test_clear(struct scene *s)
{
	const float c[4] = { 1.0f, 0.5f, 0.0f, 1.0f };
	struct mr_flush_info info;
	int ret;

	poison(s->target);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, c, 0);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, &info);
	read_back(s->target, &pic);
	tap_ok(!ret && !info.sysmem && info.nr_bins_x * info.nr_bins_y > 1,
	       "a clear of %ux%u RGBA8 runs in %ux%u bins of %ux%u (ret %d)",
	       W, H, info.nr_bins_x, info.nr_bins_y, info.bin_w, info.bin_h,
	       ret);
	tap_ok(count_color(&pic, 255, 128, 0, 255) == W * H,
	       "every pixel has the clear colour (%u of %u)",
	       count_color(&pic, 255, 128, 0, 255), W * H);
}

static void test_triangle(struct scene *s)
{
	struct mr_flush_info gi, si;
	int rg = draw_triangle(s, MR_MODE_GMEM, false, &pic_gmem, &gi);
	int rs = draw_triangle(s, MR_MODE_SYSMEM, false, &pic_sys, &si);
	const uint8_t *mid = pic_gmem.px[H / 2 + 20][W / 2];
	uint32_t grey_px = count_color(&pic_gmem, 64, 64, 64, 255);

	tap_ok(!rg && !rs && !gi.sysmem && si.sysmem,
	       "the triangle draws in bins (%d) and bypassing GMEM (%d)",
	       rg, rs);
	tap_ok(!memcmp(&pic_gmem, &pic_sys, sizeof(pic)),
	       "bins and bypass give the same bytes");
	/* Near the corners: bottom left red, bottom right green, top blue */
	tap_ok(near(pic_gmem.px[H * 93 / 100][W * 8 / 100], 255, 0, 0, 255, 24) &&
	       near(pic_gmem.px[H * 93 / 100][W * 92 / 100], 0, 255, 0, 255, 24) &&
	       near(pic_gmem.px[H * 8 / 100][W / 2], 0, 0, 255, 255, 24),
	       "its corners are red, green and blue");
	tap_ok(mid[0] > 40 && mid[1] > 40 && mid[2] > 40 && mid[3] == 255,
	       "its middle mixes them (%u %u %u %u)", mid[0], mid[1], mid[2],
	       mid[3]);
	/* Outside: the clear colour; the triangle covers 0.9 * 0.9 / 2 */
	tap_ok(near(pic_gmem.px[5][5], 64, 64, 64, 255, 0) &&
	       grey_px > W * H * 55 / 100 && grey_px < W * H * 62 / 100,
	       "outside it, the clear colour (%u pixels)", grey_px);
}

static void test_indexed(struct scene *s)
{
	struct mr_flush_info info;
	int ret = draw_triangle(s, MR_MODE_GMEM, true, &pic, &info);

	tap_ok(!ret && !memcmp(&pic, &pic_gmem, sizeof(pic)),
	       "an indexed draw gives the auto-indexed draw's bytes");
}

/* A scissor keeps the draw inside it; a clear under it fills only it */
static void test_scissor(struct scene *s)
{
	const float green[4] = { 0, 1, 0, 1 };
	uint32_t x, y, outside = 0, cleared = 0;
	int ret;

	poison(s->target);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, s->verts);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
	mr_set_scissor(s->ctx, 40, 20, 30, 10);
	ret = ret ? ret : mr_clear(s->ctx, MR_CLEAR_COLOR, green, 0);
	mr_set_scissor(s->ctx, 100, 100, 200, 150);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_set_scissor(s->ctx, 0, 0, 0, 0);
	read_back(s->target, &pic);
	for (y = 0; y < H; y++) {
		for (x = 0; x < W; x++) {
			bool in_draw = x >= 100 && x < 300 && y >= 100 &&
				       y < 250;
			bool in_clear = x >= 40 && x < 70 && y >= 20 &&
					y < 30;

			if (in_clear)
				cleared += near(pic.px[y][x], 0, 255, 0, 255, 0);
			else if (!in_draw &&
				 !near(pic.px[y][x], 64, 64, 64, 255, 0))
				outside++;
		}
	}
	tap_ok(!ret && !outside && !memcmp(pic.px[200][150],
					   pic_gmem.px[200][150], 4),
	       "a scissor keeps the draw inside it (%u pixels outside)",
	       outside);
	tap_ok(!ret && cleared == 300,
	       "a clear under a scissor fills only it (%u of 300)", cleared);
}

static void test_blend(struct scene *s)
{
	const struct mr_blend half = {
		.enable = true, .src = MR_BF_SRC_ALPHA,
		.dst = MR_BF_ONE_MINUS_SRC_ALPHA, .colormask = 0xf,
	};
	const struct mr_blend opaque = { .colormask = 0xf };
	float v[3][7];
	struct mr_buffer *b;
	struct mr_flush_info info;
	int i, ret;

	/* The triangle, all red at half alpha, over grey */
	memcpy(v, tri, sizeof(v));
	for (i = 0; i < 3; i++) {
		v[i][3] = 1;
		v[i][4] = v[i][5] = 0;
		v[i][6] = 0.5f;
	}
	b = mr_buffer_new(s->ctx, sizeof(v), v);
	poison(s->target);
	mr_set_blend(s->ctx, &half);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, b);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, &info);
	read_back(s->target, &pic);
	mr_set_blend(s->ctx, &opaque);
	tap_ok(!ret && near(pic.px[H / 2][W / 2], 159, 32, 32, 191, 1),
	       "alpha blending: half red over grey is (%u %u %u %u)",
	       pic.px[H / 2][W / 2][0], pic.px[H / 2][W / 2][1],
	       pic.px[H / 2][W / 2][2], pic.px[H / 2][W / 2][3]);
	mr_buffer_free(b);
}

static void test_cull(struct scene *s)
{
	struct mr_flush_info info;
	int ret;

	/* The triangle is counter-clockwise: culling back faces keeps it */
	mr_set_rasterizer(s->ctx, MR_CULL_BACK, false);
	ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	tap_ok(!ret && !memcmp(&pic, &pic_gmem, sizeof(pic)),
	       "culling back faces keeps a counter-clockwise triangle");
	mr_set_rasterizer(s->ctx, MR_CULL_FRONT, false);
	ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	tap_ok(!ret && count_color(&pic, 64, 64, 64, 255) == W * H,
	       "culling front faces drops it");
	mr_set_rasterizer(s->ctx, MR_CULL_NONE, false);
}

/* Primitives the model rasterized so far (0 on a kernel's GPU) */
static uint64_t rasterized(void)
{
#ifdef MR_TEST_KERNEL
	return 0;
#else
	return host_gpu_model(model_device_gpu())->pipe.stats.prims;
#endif
}

#define BW	1280
#define BH	960
#define GRID_X	16
#define GRID_Y	12

/* A small triangle in each cell of a grid, each its own colour */
static struct mr_buffer *grid_triangles(struct mr_context *ctx)
{
	static float v[GRID_Y][GRID_X][3][7];
	int x, y, k;

	for (y = 0; y < GRID_Y; y++) {
		for (x = 0; x < GRID_X; x++) {
			float x0 = -1.0f + 2.0f * x / GRID_X;
			float y0 = -1.0f + 2.0f * y / GRID_Y;
			float dx = 1.6f / GRID_X, dy = 1.6f / GRID_Y;
			const float pos[3][2] = {
				{ x0, y0 }, { x0 + dx, y0 }, { x0, y0 + dy },
			};

			for (k = 0; k < 3; k++) {
				float *p = v[y][x][k];

				p[0] = pos[k][0];
				p[1] = pos[k][1];
				p[2] = 0;
				p[3] = (float)x / GRID_X;
				p[4] = (float)y / GRID_Y;
				p[5] = k / 2.0f;
				p[6] = 1;
			}
		}
	}
	return mr_buffer_new(ctx, sizeof(v), v);
}

static int draw_grid(struct scene *s, struct mr_surface *target,
		     struct mr_buffer *b, enum mr_mode mode,
		     struct mr_flush_info *info, uint64_t *prims)
{
	uint64_t before = rasterized();
	int ret;

	mr_context_set_mode(s->ctx, mode);
	mr_set_framebuffer(s->ctx, target, NULL);
	mr_set_viewport(s->ctx, 0, 0, BW, BH);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, b);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0,
				  GRID_X * GRID_Y * 3);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, info);
	*prims = rasterized() - before;
	return ret;
}

static void test_binning(struct scene *s)
{
	static const enum mr_mode modes[3] = {
		MR_MODE_GMEM, MR_MODE_NOBIN, MR_MODE_SYSMEM,
	};
	struct mr_surface *t[3] = { NULL };
	struct mr_flush_info info[3];
	struct mr_buffer *b = grid_triangles(s->ctx);
	uint64_t prims[3];
	uint8_t *map[3];
	int i, ret = b ? 0 : -errno;

	for (i = 0; i < 3 && !ret; i++) {
		t[i] = mr_surface_new(s->ctx, MR_FORMAT_RGBA8, BW, BH);
		ret = t[i] ? draw_grid(s, t[i], b, modes[i], &info[i],
				       &prims[i]) : -errno;
		map[i] = t[i] ? mr_surface_map(t[i], NULL) : NULL;
	}
	mr_set_viewport(s->ctx, 0, 0, W, H);
	tap_ok(!ret && info[0].binning && !info[1].binning &&
	       !info[1].sysmem && info[2].sysmem,
	       "%u triangles in %ux%u bins: with a binning pass, without, and bypassing GMEM (%d)",
	       GRID_X * GRID_Y, ret ? 0 : info[0].nr_bins_x,
	       ret ? 0 : info[0].nr_bins_y, ret);
	tap_ok(!ret && map[0] && map[1] && map[2] &&
	       !memcmp(map[0], map[1], (size_t)BW * BH * 4) &&
	       !memcmp(map[0], map[2], (size_t)BW * BH * 4),
	       "the three give the same bytes");
#ifndef MR_TEST_KERNEL
	tap_ok(!ret && prims[0] * 2 < prims[1],
	       "the bins rasterize %llu primitives with binning, %llu without",
	       ret ? 0ull : (unsigned long long)prims[0],
	       ret ? 0ull : (unsigned long long)prims[1]);
#endif
	for (i = 0; i < 3; i++)
		mr_surface_free(t[i]);
	mr_buffer_free(b);
}

/* Two quads, the far one drawn last: the depth test keeps the near one */
static void test_depth(struct scene *s)
{
	/* x, y, z, r, g, b, a: blue near on the left, red far everywhere */
	static const float quads[12][7] = {
		{ -1, -1, -0.5f, 0, 0, 1, 1 }, { 0, -1, -0.5f, 0, 0, 1, 1 },
		{ -1, 1, -0.5f, 0, 0, 1, 1 }, { 0, -1, -0.5f, 0, 0, 1, 1 },
		{ 0, 1, -0.5f, 0, 0, 1, 1 }, { -1, 1, -0.5f, 0, 0, 1, 1 },
		{ -1, -1, 0.5f, 1, 0, 0, 1 }, { 1, -1, 0.5f, 1, 0, 0, 1 },
		{ -1, 1, 0.5f, 1, 0, 0, 1 }, { 1, -1, 0.5f, 1, 0, 0, 1 },
		{ 1, 1, 0.5f, 1, 0, 0, 1 }, { -1, 1, 0.5f, 1, 0, 0, 1 },
	};
	const struct mr_depth less = { .test = true, .write = true,
				       .func = MR_FUNC_LESS };
	const struct mr_depth off = { 0 };
	struct mr_surface *zs = mr_surface_new(s->ctx, MR_FORMAT_Z24S8, W, H);
	struct mr_buffer *b = mr_buffer_new(s->ctx, sizeof(quads), quads);
	struct mr_flush_info info;
	uint32_t pitch, zl = 0, zr = 0;
	uint8_t *z;
	int ret;

	if (!zs || !b) {
		tap_ok(0, "depth: a depth buffer and vertices");
		return;
	}
	poison(s->target);
	/* Bypass asked for: a depth buffer renders in bins all the same */
	mr_context_set_mode(s->ctx, MR_MODE_SYSMEM);
	ret = mr_set_framebuffer(s->ctx, s->target, zs);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, b);
	ret = ret ? ret : mr_clear(s->ctx, MR_CLEAR_COLOR | MR_CLEAR_DEPTH,
				   grey, 1.0f);
	mr_set_depth(s->ctx, &less);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 12);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, &info);
	mr_set_depth(s->ctx, &off);
	read_back(s->target, &pic);
	z = mr_surface_map(zs, &pitch);
	if (z) {
		memcpy(&zl, z + (size_t)(H / 2) * pitch + (W / 4) * 4, 4);
		memcpy(&zr, z + (size_t)(H / 2) * pitch + (W * 3 / 4) * 4, 4);
	}
	tap_ok(!ret && !info.sysmem &&
	       near(pic.px[H / 2][W / 4], 0, 0, 255, 255, 0) &&
	       near(pic.px[H / 2][W * 3 / 4], 255, 0, 0, 255, 0),
	       "depth test: the near quad stays in front of the far one drawn after it (%d, %ux%u bins)",
	       ret, info.nr_bins_x, info.nr_bins_y);
	/* Depth 0.25 and 0.75 of 24 bits, resolved to the depth buffer */
	tap_ok((zl & 0xffffff) >= 0x3fffff - 2 && (zl & 0xffffff) <= 0x400000 + 2 &&
	       (zr & 0xffffff) >= 0xbfffff - 2 && (zr & 0xffffff) <= 0xc00000 + 2,
	       "the depth buffer holds 0.25 and 0.75 (%06x, %06x)",
	       zl & 0xffffff, zr & 0xffffff);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	ret = mr_set_framebuffer(s->ctx, s->target, s->target);
	tap_ok(ret == -EINVAL, "a colour surface as depth buffer: EINVAL (%d)",
	       ret);
	mr_set_framebuffer(s->ctx, s->target, zs);
	ret = mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	tap_ok(ret == -EINVAL,
	       "a draw in a depth batch that did not clear first: EINVAL (%d)",
	       ret);
	/* A batch of a depth clear alone: the colour stays, the depth is 0 */
	ret = mr_clear(s->ctx, MR_CLEAR_DEPTH, grey, 0.0f);
	ret = ret ? ret : mr_finish(s->ctx);
	read_back(s->target, &pic_sys);
	z = mr_surface_map(zs, &pitch);
	if (z)
		memcpy(&zl, z + (size_t)(H / 2) * pitch + (W / 4) * 4, 4);
	tap_ok(!ret && !memcmp(&pic, &pic_sys, sizeof(pic)) && z &&
	       !(zl & 0xffffff),
	       "a depth clear alone leaves the colour and clears the depth (%06x)",
	       zl & 0xffffff);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_surface_free(zs);
	mr_buffer_free(b);
}

/* GL's origin: NDC's bottom on the first row, counter-clockwise still front */
static void test_origin(struct scene *s)
{
	struct mr_flush_info info;
	int ret;

	mr_set_lower_left_origin(s->ctx, true);
	mr_set_rasterizer(s->ctx, MR_CULL_BACK, false);
	ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	mr_set_rasterizer(s->ctx, MR_CULL_NONE, false);
	mr_set_lower_left_origin(s->ctx, false);
	tap_ok(!ret && near(pic.px[H * 7 / 100][W * 8 / 100], 255, 0, 0, 255, 24) &&
	       near(pic.px[H * 92 / 100][W / 2], 0, 0, 255, 255, 24),
	       "a lower-left origin puts red at the first rows, blue at the last, and keeps the front face");
}

static void test_errors(struct scene *s)
{
	struct mr_surface *none;
	int ret;

	mr_set_framebuffer(s->ctx, NULL, NULL);
	ret = mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	tap_ok(ret == -EINVAL, "a draw without a framebuffer: EINVAL (%d)",
	       ret);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	ret = mr_draw(s->ctx, MR_PRIM_COUNT, 0, 3);
	tap_ok(ret == -EINVAL, "an unknown primitive: EINVAL (%d)", ret);
	ret = mr_draw_indexed(s->ctx, MR_PRIM_TRIANGLES, s->indices, 2, 3);
	tap_ok(ret == -EINVAL, "indices past the buffer's end: EINVAL (%d)",
	       ret);
	none = mr_surface_new(s->ctx, MR_FORMAT_RGBA8, 0, 16);
	tap_ok(!none && errno == EINVAL, "a surface of width 0: EINVAL");
	ret = mr_flush(s->ctx, NULL);
	tap_ok(!ret, "the refused draws left an empty batch (%d)", ret);
}

/* Every test on dev's GPU; false when the scene could not be set up */
static bool run_on(struct msm_device *dev)
{
	const uint16_t idx[3] = { 0, 1, 2 };
	struct scene s = { 0 };
	bool ok;

	printf("# GPU %u\n", msm_device_gpu_id(dev));
	s.ctx = encode_shaders(msm_device_gpu_id(dev) / 100) ? NULL :
		mr_context_new(dev);
	s.target = s.ctx ? mr_surface_new(s.ctx, MR_FORMAT_RGBA8, W, H) : NULL;
	s.verts = s.ctx ? mr_buffer_new(s.ctx, sizeof(tri), tri) : NULL;
	s.indices = s.ctx ? mr_buffer_new(s.ctx, sizeof(idx), idx) : NULL;
	s.prog = s.ctx ? mr_program_new(s.ctx, &color_vs, &color_fs) : NULL;
	ok = s.prog && s.target && s.verts && s.indices;
	if (!ok) {
		printf("Bail out! GPU %u: %s\n", msm_device_gpu_id(dev),
		       msm_last_error(dev));
	} else {
		test_clear(&s);
		test_triangle(&s);
		test_indexed(&s);
		test_scissor(&s);
		test_cull(&s);
		test_blend(&s);
		test_binning(&s);
		test_origin(&s);
		test_depth(&s);
		test_errors(&s);
	}
	mr_program_free(s.prog);
	mr_buffer_free(s.indices);
	mr_buffer_free(s.verts);
	mr_surface_free(s.target);
	mr_context_free(s.ctx);
	return ok;
}

int main(void)
{
	bool ok = true;
#ifdef MR_TEST_KERNEL
	struct msm_device *dev = msm_device_open(NULL);

	printf("TAP version 13\n");
	if (!dev) {
		printf("Bail out! no device: %s\n", msm_last_error(NULL));
		return 1;
	}
	ok = run_on(dev);
	msm_device_close(dev);
#else
	static const uint32_t gpus[] = { 320, 420 };
	unsigned int i;

	printf("TAP version 13\n");
	for (i = 0; ok && i < 2; i++) {
		struct msm_device *dev = model_device_open(gpus[i]);

		if (!dev) {
			printf("Bail out! no model of GPU %u\n", gpus[i]);
			return 1;
		}
		ok = run_on(dev);
		msm_device_close(dev);
	}
#endif
	printf("1..%d\n", tests);
	return failures || !ok ? 1 : 0;
}
