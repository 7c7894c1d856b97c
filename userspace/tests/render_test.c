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
#ifdef MR_TEST_KERNEL
#include <glob.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <linux/dma-buf.h>
#else
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

static uint32_t vs_code[2], fs_code[10], tex_fs_code[10];

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
	.ij = MR_REGID(0, 0), .nr_colors = 1, .color = { MR_REGID(1, 0) },
};

/* FS: s and t of varying 0 into r1.xy, unit 0's texel there into r2 */
static const struct mr_shader tex_fs = {
	.code = tex_fs_code, .nr_instrs = 5, .full_regs = 3,
	.ij = MR_REGID(0, 0), .nr_colors = 1, .color = { MR_REGID(2, 0) },
	.nr_samplers = 1,
};

/* sam (f32)(xyzw)r<dst>, r<coords>, s#0, t#0 */
static struct ir3_instr sam(unsigned int dst, unsigned int coords)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = coords };
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 0xf;
	in.cat5.samp = 0;
	in.cat5.tex = 0;
	return in;
}

static int encode_shaders(unsigned int gen)
{
	struct ir3_instr fs[5] = {
		bary(4, 0, 0), bary(5, 1, 0), bary(6, 2, 0), bary(7, 3, 1),
		ir3_instr_of(IR3_OPC_END),
	};
	/*
	 * The sample reads bary.f's results 6 slots after the later one
	 * ((rpt5)nop), as the hardware needs; the end waits for the texel:
	 * (sy)
	 */
	struct ir3_instr tfs[5] = {
		bary(4, 0, 0), bary(5, 1, 1), ir3_instr_of(IR3_OPC_NOP),
		sam(8, 4), ir3_instr_of(IR3_OPC_END),
	};
	struct ir3_instr end = ir3_instr_of(IR3_OPC_END);
	unsigned int i;

	tfs[2].repeat = 5;
	tfs[4].sy = 1;
	if (ir3_encode(&end, gen, vs_code))
		return -1;
	for (i = 0; i < 5; i++)
		if (ir3_encode(&fs[i], gen, &fs_code[i * 2]))
			return -1;
	for (i = 0; i < 5; i++)
		if (ir3_encode(&tfs[i], gen, &tex_fs_code[i * 2]))
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

/*
 * Fills rows of the target with a pattern no flush writes: a stale
 * picture shows
 */
static void poison_rows(struct mr_surface *s, uint32_t rows)
{
	uint32_t pitch;
	uint8_t *map = mr_surface_map(s, &pitch);

	if (map)
		memset(map, 0xa5, (size_t)pitch * rows);
}

static void poison(struct mr_surface *s)
{
	poison_rows(s, H);
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
		{ b, 0, 28, MR_VF_FLOAT3, 0 }, { b, 12, 28, MR_VF_FLOAT4, 0 },
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

/* What the model did not do as the hardware would, so far (0: a GPU's) */
static uint64_t unsupported(void)
{
#ifdef MR_TEST_KERNEL
	return 0;
#else
	return host_gpu_model(model_device_gpu())->pipe.stats.unsupported;
#endif
}

#ifndef MR_TEST_KERNEL
/*
 * What the model's shader processor counted for the draws of each
 * program (host_gpu_programs): every program the tests drew (the
 * library's clears and blits among them) reads no register sooner than
 * the hardware allows, nor one past the footprints programmed; then the triangle's own, drawn alone: color_fs
 * is four bary.f and an end, one cycle each, for every quad it shades
 */
static void test_shader_stats(struct scene *s)
{
	struct host_gpu *hg = model_device_gpu();
	const struct host_gpu_program *p, *tri = NULL;
	uint64_t hazards = 0, overruns = 0;
	unsigned int n, i;
	int ret;

	p = host_gpu_programs(hg, &n);
	for (i = 0; i < n; i++) {
		hazards += p[i].sp[AM_VS].hazards + p[i].sp[AM_FS].hazards;
		overruns += p[i].sp[AM_VS].overruns + p[i].sp[AM_FS].overruns;
	}
	tap_ok(n >= 3 && !hazards && !overruns,
	       "the %u programs drawn so far count no hazard (%llu) and no register past their footprints (%llu)",
	       n, (unsigned long long)hazards, (unsigned long long)overruns);
	host_gpu_programs_clear(hg);
	ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &(struct mr_flush_info){ 0 });
	p = host_gpu_programs(hg, &n);
	for (i = 0; i < n; i++)
		if (p[i].fs_varyings && p[i].len[AM_FS] >= 5)
			tri = &p[i];
	tap_ok(!ret && tri && tri->sp[AM_FS].runs &&
	       tri->sp[AM_FS].instrs == 5 * tri->sp[AM_FS].runs &&
	       tri->sp[AM_FS].cycles == tri->sp[AM_FS].instrs &&
	       !tri->sp[AM_FS].stalls && !tri->sp[AM_FS].hazards &&
	       tri->sp[AM_VS].runs &&
	       tri->sp[AM_VS].cycles == tri->sp[AM_VS].runs,
	       "the triangle's program: %llu FS runs of 5 cycles, %llu VS runs of 1, no stall or hazard",
	       tri ? (unsigned long long)tri->sp[AM_FS].runs : 0ull,
	       tri ? (unsigned long long)tri->sp[AM_VS].runs : 0ull);
}
#endif

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

/* x, y, z, r, g, b, a: blue near on the left, red far everywhere */
static const float quads[12][7] = {
	{ -1, -1, -0.5f, 0, 0, 1, 1 }, { 0, -1, -0.5f, 0, 0, 1, 1 },
	{ -1, 1, -0.5f, 0, 0, 1, 1 }, { 0, -1, -0.5f, 0, 0, 1, 1 },
	{ 0, 1, -0.5f, 0, 0, 1, 1 }, { -1, 1, -0.5f, 0, 0, 1, 1 },
	{ -1, -1, 0.5f, 1, 0, 0, 1 }, { 1, -1, 0.5f, 1, 0, 0, 1 },
	{ -1, 1, 0.5f, 1, 0, 0, 1 }, { 1, -1, 0.5f, 1, 0, 0, 1 },
	{ 1, 1, 0.5f, 1, 0, 0, 1 }, { -1, 1, 0.5f, 1, 0, 0, 1 },
};

/* Two quads, the far one drawn last: the depth test keeps the near one */
static void test_depth(struct scene *s)
{
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

/* ---- Restore (mem2gmem) ------------------------------------------------ */

/*
 * Clear grey and the triangle, then the grid of triangles over it
 * (blended when blend: the same bytes, its alpha is 1), in one batch or
 * in two (split: the second does not clear); the picture, and the last
 * flush
 */
static int draw_over(struct scene *s, struct mr_buffer *grid, enum mr_mode mode,
		     bool split, bool blend, struct picture *p,
		     struct mr_flush_info *info)
{
	const struct mr_blend over = {
		.enable = blend, .src = MR_BF_SRC_ALPHA,
		.dst = MR_BF_ONE_MINUS_SRC_ALPHA, .colormask = 0xf,
	};
	const struct mr_blend plain = { .colormask = 0xf };
	int ret;

	poison(s->target);
	mr_context_set_mode(s->ctx, mode);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, s->verts);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	if (split)
		ret = ret ? ret : mr_finish(s->ctx);
	use_vertices(s, grid);
	mr_set_blend(s->ctx, &over);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0,
				  GRID_X * GRID_Y * 3);
	mr_set_blend(s->ctx, &plain);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, info);
	read_back(s->target, p);
	return ret;
}

static void test_restore_color(struct scene *s)
{
	static const struct {
		enum mr_mode mode;
		bool blend, lower_left, sysmem;
		const char *what;
	} runs[] = {
		{ MR_MODE_GMEM, false, false, false, "bins" },
		{ MR_MODE_NOBIN, false, false, false, "bins without binning" },
		{ MR_MODE_GMEM, false, true, false,
		  "bins, lower-left origin" },
		{ MR_MODE_AUTO, true, false, false, "bins, chosen for blending" },
		{ MR_MODE_AUTO, false, false, true,
		  "bypass, chosen for one plain draw" },
	};
	struct mr_buffer *grid = grid_triangles(s->ctx);
	struct mr_flush_info info, cleared;
	bool ll = false;
	unsigned int i;
	int ret;

	for (i = 0; grid && i < sizeof(runs) / sizeof(runs[0]); i++) {
		if (i == 0 || runs[i].lower_left != ll) {
			ll = runs[i].lower_left;
			mr_set_lower_left_origin(s->ctx, ll);
			draw_over(s, grid, MR_MODE_SYSMEM, false, false,
				  &pic_sys, &info);
		}
		ret = draw_over(s, grid, runs[i].mode, true, runs[i].blend,
				&pic, &info);
		tap_ok(!ret && info.sysmem == runs[i].sysmem &&
		       (info.sysmem || info.nr_bins_x * info.nr_bins_y > 1) &&
		       !memcmp(&pic, &pic_sys, sizeof(pic)),
		       "a batch that draws over the last one's pixels without a clear: %s (%ux%u) give one batch's bytes (%d)",
		       runs[i].what, info.nr_bins_x, info.nr_bins_y, ret);
	}
	mr_set_lower_left_origin(s->ctx, false);
	if (grid) {
		draw_over(s, grid, MR_MODE_GMEM, true, false, &pic, &info);
		draw_over(s, grid, MR_MODE_GMEM, false, false, &pic, &cleared);
		tap_ok(cleared.cs_dwords < info.cs_dwords,
		       "a batch that begins with a clear restores nothing (%u dwords, against %u)",
		       cleared.cs_dwords, info.cs_dwords);
	}
	mr_buffer_free(grid);
}

/*
 * A near quad on the left in one batch, a far one over everything in
 * the next, which does not clear: the restored depth keeps the near one
 */
static void test_restore_depth(struct scene *s)
{
	const struct mr_depth less = { .test = true, .write = true,
				       .func = MR_FUNC_LESS };
	const struct mr_depth off = { 0 };
	struct mr_surface *zs = mr_surface_new(s->ctx, MR_FORMAT_Z24S8, W, H);
	struct mr_buffer *b = mr_buffer_new(s->ctx, sizeof(quads), quads);
	struct mr_flush_info info;
	uint32_t pitch, zl = 0, zr = 0;
	uint8_t *z;
	int ret = zs && b ? 0 : -ENOMEM;

	poison(s->target);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	ret = ret ? ret : mr_set_framebuffer(s->ctx, s->target, zs);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, b);
	mr_set_depth(s->ctx, &less);
	ret = ret ? ret : mr_clear(s->ctx, MR_CLEAR_COLOR | MR_CLEAR_DEPTH,
				   grey, 1.0f);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 6);
	ret = ret ? ret : mr_finish(s->ctx);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 6, 6);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, &info);
	mr_set_depth(s->ctx, &off);
	read_back(s->target, &pic);
	z = zs ? mr_surface_map(zs, &pitch) : NULL;
	if (z) {
		memcpy(&zl, z + (size_t)(H / 2) * pitch + (W / 4) * 4, 4);
		memcpy(&zr, z + (size_t)(H / 2) * pitch + (W * 3 / 4) * 4, 4);
	}
	tap_ok(!ret && !info.sysmem && info.nr_bins_x * info.nr_bins_y > 1 &&
	       count_color(&pic, 0, 0, 255, 255) == W / 2 * H &&
	       count_color(&pic, 255, 0, 0, 255) == W / 2 * H,
	       "a far quad in a batch that does not clear stays behind the last batch's near one: colour and depth restored in %ux%u bins (%d)",
	       info.nr_bins_x, info.nr_bins_y, ret);
	tap_ok((zl & 0xffffff) >= 0x3fffff - 2 && (zl & 0xffffff) <= 0x400000 + 2 &&
	       (zr & 0xffffff) >= 0xbfffff - 2 && (zr & 0xffffff) <= 0xc00000 + 2,
	       "the depth buffer holds both batches' depths, 0.25 and 0.75 (%06x, %06x)",
	       zl & 0xffffff, zr & 0xffffff);
	/* A batch that neither clears nor tests depth leaves the buffer */
	ret = mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 6);
	ret = ret ? ret : mr_finish(s->ctx);
	z = zs ? mr_surface_map(zs, &pitch) : NULL;
	if (z) {
		memcpy(&zl, z + (size_t)(H / 2) * pitch + (W / 4) * 4, 4);
		memcpy(&zr, z + (size_t)(H / 2) * pitch + (W * 3 / 4) * 4, 4);
	}
	tap_ok(!ret && (zl & 0xffffff) >= 0x3fffff - 2 &&
	       (zl & 0xffffff) <= 0x400000 + 2 &&
	       (zr & 0xffffff) >= 0xbfffff - 2 && (zr & 0xffffff) <= 0xc00000 + 2,
	       "a batch that neither clears nor tests depth leaves the depth buffer as it was (%06x, %06x)",
	       zl & 0xffffff, zr & 0xffffff);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_surface_free(zs);
	mr_buffer_free(b);
}

/* An RGB565 target restored into GMEM keeps its bits */
static void test_restore_rgb565(struct scene *s)
{
	static const enum mr_mode modes[2] = { MR_MODE_SYSMEM, MR_MODE_GMEM };
	struct mr_surface *t = mr_surface_new(s->ctx, MR_FORMAT_RGB565, W, H);
	struct mr_flush_info info;
	uint8_t *px[2] = { NULL, NULL };
	uint32_t pitch = 0;
	int i, ret = t ? 0 : -errno;

	for (i = 0; i < 2 && !ret; i++) {
		mr_context_set_mode(s->ctx, modes[i]);
		mr_set_framebuffer(s->ctx, t, NULL);
		mr_set_program(s->ctx, s->prog);
		use_vertices(s, s->verts);
		ret = mr_clear(s->ctx, MR_CLEAR_COLOR, grey, 0);
		/* Bins: the triangle in a batch of its own */
		if (i)
			ret = ret ? ret : mr_finish(s->ctx);
		ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
		ret = ret ? ret : mr_finish(s->ctx);
		mr_last_flush(s->ctx, &info);
		px[i] = malloc((size_t)W * H * 2);
		if (!px[i] || !mr_surface_map(t, &pitch))
			ret = -ENOMEM;
		for (int y = 0; !ret && y < H; y++)
			memcpy(px[i] + (size_t)y * W * 2,
			       (uint8_t *)mr_surface_map(t, NULL) +
			       (size_t)y * pitch, (size_t)W * 2);
	}
	tap_ok(!ret && !info.sysmem && px[0] && px[1] &&
	       !memcmp(px[0], px[1], (size_t)W * H * 2),
	       "an RGB565 target restored into bins keeps every bit (%d)",
	       ret);
	free(px[0]);
	free(px[1]);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_surface_free(t);
}

/* ---- Stencil ------------------------------------------------------------ */

/*
 * Full-screen quads (x, y, z, r, g, b, a): green, then blue; and the
 * triangle in green alone
 */
static const float fills[12][7] = {
	{ -1, -1, 0, 0, 1, 0, 1 }, { 1, -1, 0, 0, 1, 0, 1 },
	{ -1, 1, 0, 0, 1, 0, 1 }, { 1, -1, 0, 0, 1, 0, 1 },
	{ 1, 1, 0, 0, 1, 0, 1 }, { -1, 1, 0, 0, 1, 0, 1 },
	{ -1, -1, 0, 0, 0, 1, 1 }, { 1, -1, 0, 0, 0, 1, 1 },
	{ -1, 1, 0, 0, 0, 1, 1 }, { 1, -1, 0, 0, 0, 1, 1 },
	{ 1, 1, 0, 0, 0, 1, 1 }, { -1, 1, 0, 0, 0, 1, 1 },
};
static const float green_tri[3][7] = {
	{ -0.9f, -0.9f, 0, 0, 1, 0, 1 },
	{ 0.9f, -0.9f, 0, 0, 1, 0, 1 },
	{ 0.0f, 0.9f, 0, 0, 1, 0, 1 },
};

/*
 * gles_scenes' 'stencil', in bins: the triangle marks the stencil (no
 * colour), then green where it is marked and blue where not; split: the
 * marking in a batch of its own, so the fills' batch restores it
 */
static int draw_stencil_mask(struct scene *s, struct mr_surface *zs,
			     struct mr_buffer *fill, bool split,
			     struct mr_flush_info *info)
{
	const struct mr_stencil mark = {
		.test = true, .func = MR_FUNC_ALWAYS, .ref = 1, .mask = 0xff,
		.writemask = 0xff, .zpass = MR_STENCIL_REPLACE,
	};
	struct mr_stencil in = {
		.test = true, .func = MR_FUNC_EQUAL, .ref = 1, .mask = 0xff,
	};
	const struct mr_stencil off = { 0 };
	const struct mr_blend none = { .colormask = 0 };
	const struct mr_blend all = { .colormask = 0xf };
	const float black[4] = { 0, 0, 0, 1 };
	int ret;

	poison(s->target);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	ret = mr_set_framebuffer(s->ctx, s->target, zs);
	mr_set_program(s->ctx, s->prog);
	mr_set_clear_stencil(s->ctx, 0);
	ret = ret ? ret : mr_clear(s->ctx, MR_CLEAR_COLOR | MR_CLEAR_DEPTH |
				   MR_CLEAR_STENCIL, black, 1.0f);
	use_vertices(s, s->verts);
	mr_set_blend(s->ctx, &none);
	ret = ret ? ret : mr_set_stencil(s->ctx, &mark);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	if (split)
		ret = ret ? ret : mr_finish(s->ctx);
	mr_set_blend(s->ctx, &all);
	use_vertices(s, fill);
	ret = ret ? ret : mr_set_stencil(s->ctx, &in);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 6);
	in.func = MR_FUNC_NOTEQUAL;
	ret = ret ? ret : mr_set_stencil(s->ctx, &in);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 6, 6);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_last_flush(s->ctx, info);
	mr_set_stencil(s->ctx, &off);
	return ret;
}

static void test_stencil(struct scene *s)
{
	const struct mr_stencil bad = { .test = true, .zpass = 8 };
	const float blue[4] = { 0, 0, 1, 1 };
	struct mr_surface *zs = mr_surface_new(s->ctx, MR_FORMAT_Z24S8, W, H);
	struct mr_buffer *fill = mr_buffer_new(s->ctx, sizeof(fills), fills);
	struct mr_buffer *tri_b = mr_buffer_new(s->ctx, sizeof(green_tri),
						green_tri);
	struct mr_flush_info info;
	uint32_t pitch, word = 0;
	uint8_t *z;
	int ret = zs && fill && tri_b ? 0 : -ENOMEM, split;

	/* The reference: the green triangle drawn over blue */
	poison(s->target);
	mr_context_set_mode(s->ctx, MR_MODE_GMEM);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_program(s->ctx, s->prog);
	use_vertices(s, tri_b);
	ret = ret ? ret : mr_clear(s->ctx, MR_CLEAR_COLOR, blue, 0);
	ret = ret ? ret : mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3);
	ret = ret ? ret : mr_finish(s->ctx);
	read_back(s->target, &pic_sys);
	for (split = 0; split < 2 && !ret; split++) {
		ret = draw_stencil_mask(s, zs, fill, split, &info);
		read_back(s->target, &pic);
		tap_ok(!ret && info.nr_bins_x * info.nr_bins_y > 1 &&
		       !memcmp(&pic, &pic_sys, sizeof(pic)),
		       "stencil: a triangle marked without colour, then green where marked and blue elsewhere, is the green triangle on blue in %ux%u bins%s (%d)",
		       info.nr_bins_x, info.nr_bins_y,
		       split ? ", the mark restored from the last batch" : "",
		       ret);
	}
	z = zs ? mr_surface_map(zs, &pitch) : NULL;
	if (z)
		memcpy(&word, z + (size_t)(H / 2) * pitch + (W / 2) * 4, 4);
	tap_ok(z && word >> 24 == 1 && (word & 0xffffff) == 0xffffff,
	       "the depth buffer holds the mark in its top byte over the clear depth (%08x)",
	       word);
	/* A stencil clear alone: the depth stays */
	mr_set_clear_stencil(s->ctx, 7);
	ret = mr_clear(s->ctx, MR_CLEAR_STENCIL, blue, 0);
	ret = ret ? ret : mr_finish(s->ctx);
	mr_set_clear_stencil(s->ctx, 0);
	z = zs ? mr_surface_map(zs, &pitch) : NULL;
	if (z)
		memcpy(&word, z + (size_t)(H / 2) * pitch + (W / 2) * 4, 4);
	tap_ok(!ret && z && word == 0x07ffffff,
	       "a stencil clear to 7 leaves the depth (%08x, %d)", word, ret);
	ret = mr_set_stencil(s->ctx, &bad);
	tap_ok(ret == -EINVAL, "a stencil op out of range: EINVAL (%d)", ret);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_buffer_free(tri_b);
	mr_buffer_free(fill);
	mr_surface_free(zs);
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

/* ---- Textures ----------------------------------------------------------- */

#define TS	64	/* the textured draws' target */

struct tex_scene {
	struct scene *s;
	struct mr_surface *target;	/* TS x TS */
	struct mr_program *prog;
	uint8_t px[TS][TS][4];		/* its pixels after a draw */
};

/*
 * Clears the target grey and draws a quad over the viewport (0, 0, vw,
 * vh) that samples t through samp, with texture coordinates st: s and t
 * at the first row's left end, then at the last row's right end
 */
static int draw_textured(struct tex_scene *ts, struct mr_surface *target,
			 enum mr_mode mode, uint32_t vw, uint32_t vh,
			 const float st[4], struct mr_texture *t,
			 const struct mr_sampler *samp)
{
	/* x, y, z, s, t: a strip, the first row at NDC's y = +1 */
	const float v[4][5] = {
		{ -1, 1, 0, st[0], st[1] }, { -1, -1, 0, st[0], st[3] },
		{ 1, 1, 0, st[2], st[1] }, { 1, -1, 0, st[2], st[3] },
	};
	struct mr_context *ctx = ts->s->ctx;
	struct mr_buffer *b = mr_buffer_new(ctx, sizeof(v), v);
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 20, MR_VF_FLOAT3, 0 }, { b, 12, 20, MR_VF_FLOAT2, 0 },
	};
	uint32_t pitch, y;
	uint8_t *map;
	int ret = b ? 0 : -errno;

	poison_rows(target, target == ts->target ? TS : H);
	mr_context_set_mode(ctx, mode);
	mr_set_framebuffer(ctx, target, NULL);
	mr_set_viewport(ctx, 0, 0, (float)vw, (float)vh);
	mr_set_program(ctx, ts->prog);
	ret = ret ? ret : mr_set_vertex_attribs(ctx, 2, a);
	ret = ret ? ret : mr_set_textures(ctx, 1, &t, samp);
	ret = ret ? ret : mr_clear(ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	ret = ret ? ret : mr_finish(ctx);
	mr_set_viewport(ctx, 0, 0, W, H);
	mr_buffer_free(b);
	if (target != ts->target)
		return ret;
	map = mr_surface_map(target, &pitch);
	memset(ts->px, 0, sizeof(ts->px));
	for (y = 0; map && y < TS; y++)
		memcpy(ts->px[y], map + (size_t)y * pitch, TS * 4);
	return ret;
}

/* The whole texture once over the viewport */
static const float st_whole[4] = { 0, 0, 1, 1 };

static const struct mr_sampler nearest_clamp = {
	.min = MR_FILTER_NEAREST, .mag = MR_FILTER_NEAREST,
	.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_CLAMP, .wrap_t = MR_WRAP_CLAMP,
};

/*
 * Pixels of the viewport's w x h whose colour is not the texel of a w x h
 * RGBA8 image under it (1:1, every pixel centre on a texel centre)
 */
static uint32_t texel_misses(const struct tex_scene *ts, uint32_t w,
			     uint32_t h, const uint8_t *texels, int tol)
{
	uint32_t x, y, n = 0;

	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			const uint8_t *t = texels + (y * w + x) * 4;

			n += !near(ts->px[y][x], t[0], t[1], t[2], t[3], tol);
		}
	return n;
}

#define CW	12	/* the checkerboard: not a multiple of 32 texels */
#define CH	6

/* A checkerboard, each texel also telling where it is */
static void checker_rgba8(uint8_t *px)
{
	uint32_t x, y;

	for (y = 0; y < CH; y++)
		for (x = 0; x < CW; x++) {
			uint8_t *p = px + (y * CW + x) * 4;
			bool white = (x + y) & 1;

			p[0] = white ? 255 : (uint8_t)(x * 20);
			p[1] = white ? 255 : (uint8_t)(y * 40);
			p[2] = white ? 255 : 0;
			p[3] = white ? 255 : (uint8_t)(100 + x);
		}
}

/* 5 or 6 bits to 8, rounded as the RB stores a unorm */
static uint8_t unorm8(uint32_t v, uint32_t max)
{
	return (uint8_t)((v * 255 + max / 2) / max);
}

/* The same in R5G6B5 (R in the top bits), and its texels as RGBA8 */
static void checker_rgb565(uint16_t *px, uint8_t *rgba)
{
	static const uint16_t c[4][3] = {
		{ 31, 0, 0 }, { 0, 63, 0 }, { 16, 32, 8 }, { 31, 63, 31 },
	};
	uint32_t x, y;

	for (y = 0; y < CH; y++)
		for (x = 0; x < CW; x++) {
			const uint16_t *k = c[((x + y) & 1) * 2 + (x / 2 + y) % 2];
			uint8_t *p = rgba + (y * CW + x) * 4;

			px[y * CW + x] = (uint16_t)(k[0] << 11 | k[1] << 5 | k[2]);
			p[0] = unorm8(k[0], 31);
			p[1] = unorm8(k[1], 63);
			p[2] = unorm8(k[2], 31);
			p[3] = 255;
		}
}

static void test_tex_nearest(struct tex_scene *ts)
{
	uint8_t rgba[CH][CW][4], expect[CH][CW][4];
	uint16_t r565[CH][CW];
	struct mr_context *ctx = ts->s->ctx;
	struct mr_texture *a, *b;
	int ra, rb;
	uint32_t ma = ~0u, mb = ~0u;

	checker_rgba8(&rgba[0][0][0]);
	checker_rgb565(&r565[0][0], &expect[0][0][0]);
	a = mr_texture_new(ctx, MR_FORMAT_RGBA8, CW, CH, 1, rgba);
	b = mr_texture_new(ctx, MR_FORMAT_RGB565, CW, CH, 1, r565);
	ra = a ? draw_textured(ts, ts->target, MR_MODE_AUTO, CW, CH,
			       st_whole, a, &nearest_clamp) : -errno;
	if (!ra)
		ma = texel_misses(ts, CW, CH, &rgba[0][0][0], 0);
	rb = b ? draw_textured(ts, ts->target, MR_MODE_AUTO, CW, CH,
			       st_whole, b, &nearest_clamp) : -errno;
	if (!rb)
		mb = texel_misses(ts, CW, CH, &expect[0][0][0], 0);
	tap_ok(!ra && !ma,
	       "a %ux%u RGBA8 texture drawn 1:1, nearest: every texel exactly (%u misses, %d)",
	       CW, CH, ma, ra);
	tap_ok(!rb && !mb,
	       "the same in RGB565: every texel exactly, R from the top bits (%u misses, %d)",
	       mb, rb);
	tap_ok(!rb && near(ts->px[0][CW], 64, 64, 64, 255, 0) &&
	       near(ts->px[CH][0], 64, 64, 64, 255, 0),
	       "outside the viewport, the clear colour");
	mr_texture_free(a);
	mr_texture_free(b);
}

/* Columns black and white: linear filtering halfway between is grey */
static void test_tex_linear(struct tex_scene *ts)
{
	static const uint8_t bw[2][2][4] = {
		{ { 0, 0, 0, 255 }, { 255, 255, 255, 255 } },
		{ { 0, 0, 0, 255 }, { 255, 255, 255, 255 } },
	};
	/*
	 * s across 64 pixels, shifted so that pixel centre 32 is s = 0.5
	 * (between the texels), 16 and 48 the texels' centres
	 */
	const float st[4] = { -1.0f / 128, 0, 1 - 1.0f / 128, 1 };
	const struct mr_sampler linear = {
		.min = MR_FILTER_LINEAR, .mag = MR_FILTER_LINEAR,
		.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_CLAMP,
		.wrap_t = MR_WRAP_CLAMP,
	};
	struct mr_texture *t = mr_texture_new(ts->s->ctx, MR_FORMAT_RGBA8,
					      2, 2, 1, bw);
	int ret = t ? draw_textured(ts, ts->target, MR_MODE_AUTO, TS, TS, st,
				    t, &linear) : -errno;
	const uint8_t *mid = ts->px[TS / 2][32];

	tap_ok(!ret && near(mid, 128, 128, 128, 255, 1) &&
	       mid[0] == mid[1] && mid[1] == mid[2],
	       "linear: halfway between a black and a white texel is %u %u %u %u",
	       mid[0], mid[1], mid[2], mid[3]);
	tap_ok(!ret && near(ts->px[TS / 2][16], 0, 0, 0, 255, 0) &&
	       near(ts->px[TS / 2][48], 255, 255, 255, 255, 0) &&
	       near(ts->px[TS / 2][0], 0, 0, 0, 255, 0) &&
	       ts->px[TS / 2][24][0] > 0 && ts->px[TS / 2][24][0] < 128,
	       "linear: the texels' centres exactly, clamped at the edge, a ramp between (%u at 1/4 of the way)",
	       ts->px[TS / 2][24][0]);
	mr_texture_free(t);
}

/* A texel index along an axis of n as GL wraps it */
static int wrap_ref(enum mr_wrap w, int i, int n)
{
	int m;

	switch (w) {
	case MR_WRAP_REPEAT:
		m = i % n;
		return m < 0 ? m + n : m;
	case MR_WRAP_MIRROR:
		m = i % (2 * n);
		m = m < 0 ? m + 2 * n : m;
		return m >= n ? 2 * n - 1 - m : m;
	default:
		return i < 0 ? 0 : i >= n ? n - 1 : i;
	}
}

/* Four texels, s from -1 to 2: the wraps differ on both sides */
static void test_tex_wrap(struct tex_scene *ts)
{
	static const uint8_t row[4][4] = {
		{ 255, 0, 0, 255 }, { 0, 255, 0, 255 },
		{ 0, 0, 255, 255 }, { 255, 255, 0, 255 },
	};
	static const char *const name[3] = { "repeat", "clamp", "mirror" };
	const float st[4] = { -1, 0, 2, 1 };
	struct mr_texture *t = mr_texture_new(ts->s->ctx, MR_FORMAT_RGBA8,
					      4, 1, 1, row);
	uint8_t seen[3][TS][4];
	int w;

	for (w = MR_WRAP_REPEAT; w <= MR_WRAP_MIRROR; w++) {
		struct mr_sampler samp = nearest_clamp;
		uint32_t x, misses = 0, checked = 0;
		int ret;

		samp.wrap_s = (enum mr_wrap)w;
		ret = t ? draw_textured(ts, ts->target, MR_MODE_AUTO, TS, TS,
					st, t, &samp) : -errno;
		for (x = 0; x < TS; x++) {
			double u = (-1 + 3 * (x + 0.5) / TS) * 4;
			int i = (int)u - (u < (int)u);
			const uint8_t *e;

			memcpy(seen[w][x], ts->px[TS / 2][x], 4);
			/* Not near a texel's edge, where rounding decides */
			if (u - i < 0.05 || u - i > 0.95)
				continue;
			e = row[wrap_ref((enum mr_wrap)w, i, 4)];
			misses += !near(ts->px[TS / 2][x], e[0], e[1], e[2],
					e[3], 0);
			checked++;
		}
		tap_ok(!ret && !misses && checked > TS / 2,
		       "wrap %s, s from -1 to 2: %u of %u pixels as GL wraps them (%d)",
		       name[w], checked - misses, checked, ret);
	}
	tap_ok(memcmp(seen[0], seen[1], sizeof(seen[0])) &&
	       memcmp(seen[1], seen[2], sizeof(seen[0])) &&
	       memcmp(seen[0], seen[2], sizeof(seen[0])),
	       "the three wraps give three different rows");
	mr_texture_free(t);
}

/*
 * Wrapping to the border: outside s's [0, 1] the sampler's colour, in
 * RGBA8 and in RGB565 (whose texels hold blue in their low bits, and
 * whose alpha is 1 whatever the border says)
 */
static void test_tex_border(struct tex_scene *ts)
{
	static const uint8_t row[4][4] = {
		{ 255, 0, 0, 255 }, { 0, 255, 0, 255 },
		{ 0, 0, 255, 255 }, { 255, 255, 0, 255 },
	};
	static const uint16_t row565[4] = { 0xf800, 0x07e0, 0x001f, 0xffe0 };
	const float st[4] = { -1, 0, 2, 1 };
	struct mr_sampler samp = nearest_clamp;
	struct mr_texture *t[2] = {
		mr_texture_new(ts->s->ctx, MR_FORMAT_RGBA8, 4, 1, 1, row),
		mr_texture_new(ts->s->ctx, MR_FORMAT_RGB565, 4, 1, 1, row565),
	};
	uint32_t misses[2] = { 0, 0 }, checked[2] = { 0, 0 }, x;
	int k, ret[2] = { -1, -1 };

	samp.wrap_s = MR_WRAP_BORDER;
	samp.border[0] = 0.2f;
	samp.border[1] = 0.4f;
	samp.border[2] = 0.6f;
	samp.border[3] = 0.8f;
	for (k = 0; k < 2; k++) {
		ret[k] = t[k] ? draw_textured(ts, ts->target, MR_MODE_AUTO, TS,
					      TS, st, t[k], &samp) : -errno;
		for (x = 0; !ret[k] && x < TS; x++) {
			double u = (-1 + 3 * (x + 0.5) / TS) * 4;
			int i = (int)u - (u < (int)u);
			const uint8_t *px = ts->px[TS / 2][x];

			if (u - i < 0.05 || u - i > 0.95)
				continue;
			if (i < 0 || i > 3)
				misses[k] += !near(px, 51, 102, 153,
						   k ? 255 : 204, 1);
			else
				misses[k] += !near(px, row[i][0], row[i][1],
						   row[i][2], 255, 0);
			checked[k]++;
		}
	}
	tap_ok(!ret[0] && !misses[0] && checked[0] > TS / 2 && !ret[1] &&
	       !misses[1] && checked[1] > TS / 2,
	       "wrap to the border, s from -1 to 2: the sampler's colour outside, the texels inside, RGBA8 (%u of %u) and RGB565 (%u of %u)",
	       checked[0] - misses[0], checked[0], checked[1] - misses[1],
	       checked[1]);
	mr_texture_free(t[0]);
	mr_texture_free(t[1]);
}

#define MW	40	/* the mipmapped texture: level 1 is 20 x 4 */
#define MH	8

/*
 * The LOD bias moves the level: +1 draws level 1 at 1:1, -1 level 0 at
 * half the size; NaN is refused
 */
static void test_lod_bias(struct tex_scene *ts, struct mr_texture *t,
			  uint8_t (*l0)[4], uint8_t (*l1)[4])
{
	struct mr_sampler samp = nearest_clamp;
	const uint8_t *want_up = l1[2 * (MW / 2) + 3];
	const uint8_t *want_down = l0[3 * MW + 3];
	uint8_t got_up[4] = { 0 };
	bool up = false, down = false;
	int ret;

	samp.mip = MR_MIP_NEAREST;
	samp.lod_bias = 1.0f;
	if (t && !draw_textured(ts, ts->target, MR_MODE_AUTO, MW, MH,
				st_whole, t, &samp))
		memcpy(got_up, ts->px[5][7], 4);
	up = near(got_up, want_up[0], want_up[1], want_up[2], 255, 0);
	samp.lod_bias = -1.0f;
	if (t && !draw_textured(ts, ts->target, MR_MODE_AUTO, MW / 2, MH / 2,
				st_whole, t, &samp))
		down = near(ts->px[1][1], want_down[0], want_down[1],
			    want_down[2], 255, 0);
	tap_ok(up && down,
	       "an LOD bias of +1 draws level 1 at 1:1, of -1 level 0 at half the size (%u %u %u, %u %u %u)",
	       got_up[0], got_up[1], got_up[2],
	       ts->px[1][1][0], ts->px[1][1][1], ts->px[1][1][2]);
	samp.lod_bias = __builtin_nanf("");
	ret = mr_set_textures(ts->s->ctx, 1, &t, &samp);
	tap_ok(ret == -EINVAL, "an LOD bias of NaN: EINVAL (%d)", ret);
}

static void test_tex_mipmap(struct tex_scene *ts)
{
	uint8_t data[MH * MW + (MH / 2) * (MW / 2)][4];
	uint8_t (*l0)[4] = data, (*l1)[4] = data + MH * MW;
	struct mr_sampler samp = nearest_clamp;
	struct mr_texture *t;
	uint32_t i, m0 = ~0u, m1 = ~0u, mn = ~0u;
	int r0, r1, rn;

	/* Level 0 reddish, level 1 greenish, each texel its own */
	for (i = 0; i < MH * MW; i++) {
		l0[i][0] = 255;
		l0[i][1] = (uint8_t)(i % MW * 6);
		l0[i][2] = (uint8_t)(i / MW * 30);
		l0[i][3] = 255;
	}
	for (i = 0; i < (MH / 2) * (MW / 2); i++) {
		l1[i][0] = (uint8_t)(i % (MW / 2) * 12);
		l1[i][1] = 255;
		l1[i][2] = (uint8_t)(i / (MW / 2) * 60);
		l1[i][3] = 255;
	}
	t = mr_texture_new(ts->s->ctx, MR_FORMAT_RGBA8, MW, MH, 2, data);
	samp.mip = MR_MIP_NEAREST;
	/* 1:1 is level 0; half the size in each direction is level 1 */
	r0 = t ? draw_textured(ts, ts->target, MR_MODE_AUTO, MW, MH,
			       st_whole, t, &samp) : -errno;
	if (!r0)
		m0 = texel_misses(ts, MW, MH, &l0[0][0], 0);
	r1 = t ? draw_textured(ts, ts->target, MR_MODE_AUTO, MW / 2, MH / 2,
			       st_whole, t, &samp) : -errno;
	if (!r1)
		m1 = texel_misses(ts, MW / 2, MH / 2, &l1[0][0], 0);
	/* Without a mip filter, minified, level 0 still */
	samp.mip = MR_MIP_NONE;
	rn = t ? draw_textured(ts, ts->target, MR_MODE_AUTO, MW / 2, MH / 2,
			       st_whole, t, &samp) : -errno;
	if (!rn)
		mn = !near(ts->px[1][1], l0[3 * MW + 3][0],
			   l0[3 * MW + 3][1], l0[3 * MW + 3][2], 255, 0);
	tap_ok(!r0 && !m0,
	       "a 2-level %ux%u texture drawn 1:1 with a nearest mip filter: level 0's texels (%u misses)",
	       MW, MH, m0);
	tap_ok(!r1 && !m1,
	       "drawn at half its size: level 1's texels, from its own pitch (%u misses)",
	       m1);
	tap_ok(!rn && !mn,
	       "without a mip filter, minified: level 0 (%u %u %u)",
	       ts->px[1][1][0], ts->px[1][1][1], ts->px[1][1][2]);
	test_lod_bias(ts, t, l0, l1);
	mr_texture_free(t);
}

/* A magnified checkerboard over many bins: the bins' bytes are bypass's */
static void test_tex_modes(struct tex_scene *ts)
{
	static const enum mr_mode modes[3] = {
		MR_MODE_GMEM, MR_MODE_NOBIN, MR_MODE_SYSMEM,
	};
	const struct mr_sampler linear = {
		.min = MR_FILTER_LINEAR, .mag = MR_FILTER_LINEAR,
		.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_REPEAT,
		.wrap_t = MR_WRAP_MIRROR,
	};
	const float st[4] = { -0.5f, -0.25f, 1.5f, 1.25f };
	uint8_t rgba[CH][CW][4];
	struct mr_flush_info info[3];
	struct mr_texture *t;
	int i, ret = 0;

	checker_rgba8(&rgba[0][0][0]);
	t = mr_texture_new(ts->s->ctx, MR_FORMAT_RGBA8, CW, CH, 1, rgba);
	for (i = 0; i < 3 && !ret; i++) {
		ret = t ? draw_textured(ts, ts->s->target, modes[i], W, H, st,
					t, &linear) : -errno;
		mr_last_flush(ts->s->ctx, &info[i]);
		read_back(ts->s->target, i ? &pic_sys : &pic_gmem);
		if (i == 1 && memcmp(&pic_gmem, &pic_sys, sizeof(pic)))
			ret = -EIO;
	}
	/* a420's GMEM holds the target in two bins: no binning pass */
	tap_ok(!ret &&
	       info[0].binning == (info[0].nr_bins_x * info[0].nr_bins_y > 2) &&
	       !info[1].binning &&
	       !info[1].sysmem && info[2].sysmem &&
	       !memcmp(&pic_gmem, &pic_sys, sizeof(pic)) &&
	       !near(pic_gmem.px[H / 2][W / 2], 64, 64, 64, 255, 0),
	       "a textured %ux%u quad: the same bytes in %ux%u bins with and without binning and bypassing GMEM (%d)",
	       W, H, info[0].nr_bins_x, info[0].nr_bins_y, ret);
	mr_texture_free(t);
}

/*
 * Two 1x1 textures, red and green, each over half the target in one
 * batch: the draw after mr_set_textures() samples the new one; and a
 * draw with the units as they were loads nothing again
 */
static void test_tex_switch(struct tex_scene *ts)
{
	static const uint8_t red[4] = { 255, 0, 0, 255 };
	static const uint8_t green[4] = { 0, 255, 0, 255 };
	/* x, y, z, s, t: the left half, then the right half, as strips */
	static const float v[8][5] = {
		{ -1, 1, 0, 0, 0 }, { -1, -1, 0, 0, 1 },
		{ 0, 1, 0, 1, 0 }, { 0, -1, 0, 1, 1 },
		{ 0, 1, 0, 0, 0 }, { 0, -1, 0, 0, 1 },
		{ 1, 1, 0, 1, 0 }, { 1, -1, 0, 1, 1 },
	};
	struct mr_context *ctx = ts->s->ctx;
	struct mr_texture *t[2] = {
		mr_texture_new(ctx, MR_FORMAT_RGBA8, 1, 1, 1, red),
		mr_texture_new(ctx, MR_FORMAT_RGBA8, 1, 1, 1, green),
	};
	struct mr_buffer *b = mr_buffer_new(ctx, sizeof(v), v);
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 20, MR_VF_FLOAT3, 0 }, { b, 12, 20, MR_VF_FLOAT2, 0 },
	};
	struct mr_flush_info same, again;
	uint32_t x, y, misses = 0;
	int ret = t[0] && t[1] && b ? 0 : -ENOMEM, pass;

	mr_context_set_mode(ctx, MR_MODE_GMEM);
	mr_set_framebuffer(ctx, ts->target, NULL);
	mr_set_viewport(ctx, 0, 0, TS, TS);
	mr_set_program(ctx, ts->prog);
	ret = ret ? ret : mr_set_vertex_attribs(ctx, 2, a);
	ret = ret ? ret : mr_clear(ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_set_textures(ctx, 1, &t[0], &nearest_clamp);
	ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	ret = ret ? ret : mr_set_textures(ctx, 1, &t[1], &nearest_clamp);
	ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 4, 4);
	ret = ret ? ret : mr_finish(ctx);
	if (!ret) {
		uint32_t pitch = 0;
		uint8_t *map = mr_surface_map(ts->target, &pitch);

		for (y = 0; map && y < TS; y++)
			for (x = 0; x < TS; x++)
				misses += !near(map + y * pitch + x * 4,
						x < TS / 2 ? 255 : 0,
						x < TS / 2 ? 0 : 255, 0, 255, 0);
	}
	tap_ok(!ret && !misses,
	       "textures switched between two draws of a batch: red on the left, green on the right (%u misses, %d)",
	       misses, ret);
	/* The same two draws with one texture: bound once, or twice */
	for (pass = 0; pass < 2 && !ret; pass++) {
		ret = mr_clear(ctx, MR_CLEAR_COLOR, grey, 0);
		ret = ret ? ret : mr_set_textures(ctx, 1, &t[0],
						  &nearest_clamp);
		ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
		if (pass)
			ret = ret ? ret : mr_set_textures(ctx, 1, &t[0],
							  &nearest_clamp);
		ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 4, 4);
		ret = ret ? ret : mr_finish(ctx);
		mr_last_flush(ctx, pass ? &again : &same);
	}
	tap_ok(!ret && same.draw_dwords < again.draw_dwords,
	       "a second draw with the units as they were loads no texture state (%u dwords, %u when bound again)",
	       ret ? 0 : same.draw_dwords, ret ? 0 : again.draw_dwords);
	mr_set_textures(ctx, 0, NULL, NULL);
	mr_set_viewport(ctx, 0, 0, W, H);
	mr_buffer_free(b);
	mr_texture_free(t[0]);
	mr_texture_free(t[1]);
}

static void test_tex_errors(struct tex_scene *ts)
{
	static const float quad[4][5] = {
		{ -1, 1, 0, 0, 0 }, { -1, -1, 0, 0, 1 },
		{ 1, 1, 0, 1, 0 }, { 1, -1, 0, 1, 1 },
	};
	struct mr_context *ctx = ts->s->ctx;
	struct mr_buffer *b = mr_buffer_new(ctx, sizeof(quad), quad);
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 20, MR_VF_FLOAT3, 0 }, { b, 12, 20, MR_VF_FLOAT2, 0 },
	};
	uint8_t px[4][4][4];
	struct mr_texture *t, *u[MR_MAX_TEXTURES + 1];
	struct mr_sampler samp[MR_MAX_TEXTURES + 1], bad = nearest_clamp;
	struct mr_shader many = tex_fs;
	struct mr_program *p;
	unsigned int i;
	int ret;

	memset(px, 0x80, sizeof(px));
	t = mr_texture_new(ctx, MR_FORMAT_RGBA8, 4, 4, 1, px);
	for (i = 0; i <= MR_MAX_TEXTURES; i++) {
		u[i] = t;
		samp[i] = nearest_clamp;
	}
	ret = mr_set_textures(ctx, MR_MAX_TEXTURES + 1, u, samp);
	tap_ok(ret == -EINVAL, "9 texture units: EINVAL (%d)", ret);
	/* One unit bound; the refusals after leave it so */
	ret = mr_set_textures(ctx, 1, u, samp);
	bad.wrap_t = (enum mr_wrap)(MR_WRAP_BORDER + 1);
	i = mr_set_textures(ctx, 1, u, &bad) == -EINVAL;
	bad = nearest_clamp;
	bad.mip = (enum mr_mip_filter)7;
	i += mr_set_textures(ctx, 1, u, &bad) == -EINVAL;
	bad = nearest_clamp;
	bad.mag = (enum mr_filter)2;
	i += mr_set_textures(ctx, 1, u, &bad) == -EINVAL;
	u[0] = NULL;
	i += mr_set_textures(ctx, 1, u, samp) == -EINVAL;
	i += mr_set_textures(ctx, 1, NULL, samp) == -EINVAL;
	tap_ok(!ret && i == 5,
	       "an unknown wrap, mip filter or filter, a NULL texture or array: EINVAL (%u of 5)",
	       i);
	mr_set_framebuffer(ctx, ts->target, NULL);
	mr_set_program(ctx, ts->prog);
	mr_set_vertex_attribs(ctx, 2, a);
	ret = mr_clear(ctx, MR_CLEAR_COLOR, grey, 0);
	ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	tap_ok(!ret, "the unit bound before the refusals still draws (%d)",
	       ret);
	mr_set_textures(ctx, 0, NULL, NULL);
	ret = mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	tap_ok(ret == -EINVAL,
	       "a draw whose FS samples a unit not bound: EINVAL (%d)", ret);
	u[0] = mr_texture_new(ctx, MR_FORMAT_RGBA8, 4, 4, 1, px);
	mr_set_textures(ctx, 1, u, samp);
	mr_texture_free(u[0]);
	ret = mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	tap_ok(ret == -EINVAL,
	       "a draw sampling a texture freed since: EINVAL (%d)", ret);
	ret = mr_finish(ctx);
	tap_ok(!ret, "the batch of the clear and the one draw flushes (%d)",
	       ret);
	mr_set_textures(ctx, 0, NULL, NULL);
	u[1] = mr_texture_new(ctx, MR_FORMAT_RGBA8, 4, 4, 4, px);
	i = !u[1] && errno == EINVAL;
	u[1] = mr_texture_new(ctx, MR_FORMAT_Z24S8, 4, 4, 1, px);
	i += !u[1] && errno == EINVAL;
	u[1] = mr_texture_new(ctx, MR_FORMAT_RGBA8, 4, 0, 1, px);
	i += !u[1] && errno == EINVAL;
	tap_ok(i == 3,
	       "textures of 4 levels for 4x4, of a depth format, of height 0: EINVAL (%u of 3)",
	       i);
	many.nr_samplers = MR_MAX_TEXTURES + 1;
	p = mr_program_new(ctx, &color_vs, &many);
	tap_ok(!p && errno == EINVAL, "a shader of 9 samplers: EINVAL");
	mr_program_free(p);
	{
		static const uint32_t imm[4 * (MR_MAX_IMM_VEC4S + 1)];

		many.nr_samplers = 0;
		many.imm = imm;
		many.imm_base = 2;
		many.imm_vec4s = 1;
		many.const_vec4s = 2;
		p = mr_program_new(ctx, &color_vs, &many);
		i = !p && errno == EINVAL;
		mr_program_free(p);
		many.imm_vec4s = MR_MAX_IMM_VEC4S + 1;
		many.const_vec4s = 255;
		p = mr_program_new(ctx, &color_vs, &many);
		i += !p && errno == EINVAL;
		mr_program_free(p);
		many.imm = NULL;
		many.imm_vec4s = 1;
		p = mr_program_new(ctx, &color_vs, &many);
		i += !p && errno == EINVAL;
		mr_program_free(p);
		tap_ok(i == 3,
		       "shader constants past const_vec4s, more than 32 vec4s of them, or none given: EINVAL (%u of 3)",
		       i);
	}
	mr_texture_free(t);
	mr_buffer_free(b);
	mr_set_framebuffer(ctx, ts->s->target, NULL);
}

/* An RGB565 target holds GL's 5_6_5: R in the top bits */
static void test_rgb565(struct scene *s)
{
	static const enum mr_mode modes[2] = { MR_MODE_GMEM, MR_MODE_SYSMEM };
	const float red[4] = { 1, 0, 0, 1 };
	struct mr_surface *t = mr_surface_new(s->ctx, MR_FORMAT_RGB565, TS,
					      TS);
	uint16_t px[2] = { 0, 0 };
	uint8_t *map;
	int i, ret = t ? 0 : -errno;

	for (i = 0; i < 2 && !ret; i++) {
		mr_context_set_mode(s->ctx, modes[i]);
		mr_set_framebuffer(s->ctx, t, NULL);
		ret = mr_clear(s->ctx, MR_CLEAR_COLOR, red, 0);
		ret = ret ? ret : mr_finish(s->ctx);
		map = mr_surface_map(t, NULL);
		if (map)
			memcpy(&px[i], map + (TS / 2) * 2, 2);
	}
	mr_set_framebuffer(s->ctx, s->target, NULL);
	tap_ok(!ret && px[0] == 0xf800 && px[1] == 0xf800,
	       "an RGB565 target cleared red holds 0xf800 in bins and in bypass (%04x %04x)",
	       px[0], px[1]);
	mr_surface_free(t);
}

static void test_textures(struct scene *s)
{
	static struct tex_scene ts;
	uint64_t before = unsupported();

	ts.s = s;
	ts.target = mr_surface_new(s->ctx, MR_FORMAT_RGBA8, TS, TS);
	ts.prog = mr_program_new(s->ctx, &color_vs, &tex_fs);
	if (!ts.target || !ts.prog) {
		tap_ok(0, "textures: a target and a program (%s)",
		       msm_last_error(NULL));
	} else {
		test_tex_nearest(&ts);
		test_tex_linear(&ts);
		test_tex_wrap(&ts);
		test_tex_border(&ts);
		test_tex_mipmap(&ts);
		test_tex_modes(&ts);
		test_tex_switch(&ts);
		test_tex_errors(&ts);
		tap_ok(unsupported() == before,
		       "the model sampled every texel as the hardware would (%llu unsupported)",
		       (unsigned long long)(unsupported() - before));
	}
	mr_set_textures(s->ctx, 0, NULL, NULL);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_program_free(ts.prog);
	mr_surface_free(ts.target);
}

#ifdef MR_TEST_KERNEL
/* The target's rows in p equal the W x H pixels at map, pitch apart */
static bool rows_equal(const struct picture *p, const uint8_t *map,
		       uint32_t pitch)
{
	uint32_t y;

	for (y = 0; map && y < H; y++)
		if (memcmp(p->px[y], map + (size_t)y * pitch, W * 4))
			return false;
	return map != NULL;
}

static int dmabuf_sync(int fd, uint64_t flags)
{
	struct dma_buf_sync sync = { .flags = DMA_BUF_SYNC_READ | flags };

	return ioctl(fd, DMA_BUF_IOCTL_SYNC, &sync);
}

/*
 * The target as a dma-buf: another open of the device imports it, an
 * mmap of the fd reads it, and a flush not waited for is fenced on it
 */
static void test_export(struct scene *s)
{
	const float c[4] = { 0.0f, 1.0f, 0.0f, 1.0f };
	struct mr_flush_info info;
	struct msm_device *other = NULL;
	struct msm_bo *imp = NULL;
	uint32_t pitch = 0, size = msm_bo_size(mr_surface_bo(s->target));
	uint8_t *map = MAP_FAILED;
	int fd = -1, ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	bool green = false;

	mr_surface_map(s->target, &pitch);
	if (!ret)
		fd = mr_surface_export(s->target);
	tap_ok(fd >= 0 && lseek(fd, 0, SEEK_END) == (off_t)size,
	       "the target exports as a dma-buf of its %u bytes (%d)", size,
	       fd);
	if (fd >= 0) {
		other = msm_device_open(NULL);
		imp = other ? msm_bo_import_dmabuf(other, fd) : NULL;
		map = mmap(NULL, size, PROT_READ, MAP_SHARED, fd, 0);
	}
	tap_ok(imp && !msm_bo_cpu_prep(imp, MSM_PREP_READ, 10000000000ll) &&
	       rows_equal(&pic, msm_bo_map(imp), pitch),
	       "another open of the device imports it and reads the triangle's bytes");
	tap_ok(map != MAP_FAILED && !dmabuf_sync(fd, DMA_BUF_SYNC_START) &&
	       rows_equal(&pic, map, pitch) &&
	       !dmabuf_sync(fd, DMA_BUF_SYNC_END),
	       "an mmap of the dma-buf reads them too");
	/* A clear flushed, not waited for: the dma-buf's sync waits */
	mr_set_framebuffer(s->ctx, s->target, NULL);
	ret = mr_clear(s->ctx, MR_CLEAR_COLOR, c, 0);
	ret = ret ? ret : mr_flush(s->ctx, NULL);
	if (!ret && map != MAP_FAILED && !dmabuf_sync(fd, DMA_BUF_SYNC_START)) {
		green = true;
		for (uint32_t y = 0; green && y < H; y++)
			for (uint32_t x = 0; green && x < W; x++)
				green = near(map + (size_t)y * pitch + x * 4,
					     0, 255, 0, 255, 0);
		dmabuf_sync(fd, DMA_BUF_SYNC_END);
	}
	tap_ok(green,
	       "a flush not waited for is fenced on the dma-buf: its sync waits for the clear (%d)",
	       ret);
	mr_finish(s->ctx);
	if (map != MAP_FAILED)
		munmap(map, size);
	msm_bo_unref(imp);
	msm_device_close(other);
	if (fd >= 0)
		close(fd);
}
/*
 * Every GPU's hangcheck period (debugfs) set to ms; old, when not NULL,
 * gets what the first was (the primary and render nodes' directories
 * show the same GPU).  False when there is none to set.
 */
static bool set_hangcheck_ms(const char *ms, char *old, int len)
{
	bool ok = false;
	glob_t g;
	size_t i;

	if (glob("/sys/kernel/debug/dri/*/hangcheck_period_ms", 0, NULL, &g))
		return false;
	for (i = 0; i < g.gl_pathc; i++) {
		FILE *f = i ? NULL : fopen(g.gl_pathv[i], "r");

		if (f && old && !fgets(old, len, f))
			old[0] = 0;
		if (f)
			fclose(f);
		f = fopen(g.gl_pathv[i], "w");
		ok = f && fputs(ms, f) >= 0;
		if (f && fclose(f))
			ok = false;
	}
	globfree(&g);
	return ok;
}

/*
 * A batch the GPU hangs on: with hangcheck's period at 1 ms, a big one
 * outlives the progress hangcheck allows it, and recovery resets the
 * GPU in its middle.  mr_finish says so; the next batch draws.  Each
 * change of the period waits out a check the old one still has pending
 * (the timer is armed anew only while work is pending).
 */
static void test_hang(struct scene *s)
{
	struct mr_flush_info info;
	char old[16] = "500";
	int ret, again;

	draw_triangle(s, MR_MODE_GMEM, false, &pic_gmem, &info);
	if (!set_hangcheck_ms("1", old, sizeof(old))) {
		tap_ok(0, "hangcheck's period set in debugfs");
		return;
	}
	usleep((atoi(old) + 100) * 1000);
	ret = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	set_hangcheck_ms(old, NULL, 0);
	usleep(100 * 1000);
	tap_ok(ret == -EIO,
	       "a batch cut short by a reset (hangcheck at 1 ms): mr_finish gives EIO (%d)",
	       ret);
	again = draw_triangle(s, MR_MODE_GMEM, false, &pic, &info);
	tap_ok(!again && !memcmp(&pic, &pic_gmem, sizeof(pic)),
	       "the next batch draws the triangle (%d)", again);
}
#endif

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
		test_restore_color(&s);
		test_restore_depth(&s);
		test_restore_rgb565(&s);
		test_stencil(&s);
		test_textures(&s);
		test_rgb565(&s);
#ifdef MR_TEST_KERNEL
		test_export(&s);
		test_hang(&s);
#else
		test_shader_stats(&s);
#endif
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
