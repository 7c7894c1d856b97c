// SPDX-License-Identifier: MIT
/*
 * render_scenes: draws some of selftests/gles/gles_scenes.c's scenes
 * through libmsm-render, with the same geometry, the same colours and the
 * same GLSL, compiled by mrc (userspace/compiler), and writes each
 * as OUTDIR/SCENE-GPU.pam in memory order (GL's bottom row first: the
 * library renders with GL's lower-left origin).  selftests/gles/
 * render-scenes compares them with llvmpipe's references, as the Mesa
 * test compares Mesa's.
 *
 *   render_scenes [-m auto|gmem|nobin|sysmem] [-p] OUTDIR
 *
 * Built as is, it draws on the host's GPU model (an a320, then an a420);
 * built with MR_TEST_KERNEL, on msm.ko's first render node.  -p (the
 * model only) prints after each scene what its shaders cost as the
 * model counts them, a line a program ("scene SCENE-GPU", then
 * host_gpu_print_programs' lines): bench/compiler's numbers for mrc.
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mr.h"
#ifndef MR_TEST_KERNEL
#include "model_kernel.h"
#include "host_gpu.h"
#endif

/* The device being drawn on, whose last error die() reports */
static struct msm_device *the_dev;

static void die(const char *what)
{
	fprintf(stderr, "render_scenes: %s: %s\n", what,
		msm_last_error(the_dev));
	exit(1);
}

/*
 * gles_scenes' vs_color and fs_color (tests/shaders/color.vert and .frag,
 * the same text), compiled by mrc for each generation at build time
 */
#include "color_a3xx.h"
#include "color_a4xx.h"
#include "lit_a3xx.h"
#include "lit_a4xx.h"
#include "littex_a3xx.h"
#include "littex_a4xx.h"
#include "texture_a3xx.h"
#include "texture_a4xx.h"
#include "mrt_a3xx.h"
#include "mrt_a4xx.h"
#include "facing_a3xx.h"
#include "facing_a4xx.h"
#include "pointcoord_a3xx.h"
#include "pointcoord_a4xx.h"
#include "mathfuncs_a3xx.h"
#include "mathfuncs_a4xx.h"
#include "intops_a3xx.h"
#include "intops_a4xx.h"
#include "flow_a3xx.h"
#include "flow_a4xx.h"
#include "deriv_a3xx.h"
#include "deriv_a4xx.h"
#include "instanced_a3xx.h"
#include "instanced_a4xx.h"
#include "checker.h"
#include "many.h"
#include "torus.h"

/* ---- The scenes --------------------------------------------------------- */

struct vtx {
	float x, y;
	float r, g, b, a;
};

#define MAX_BUFFERS	4

struct scenes {
	struct mr_context *ctx;
	unsigned int gen;
	struct mr_program *prog, *lit, *littex, *tex, *mrt;
	struct mr_program *facing, *pointcoord, *mathfuncs, *intops;
	struct mr_program *flow, *deriv, *instanced;
	struct mr_surface *target;
	uint32_t w, h;
	/* The scene's vertex buffers, kept until its batch is done */
	struct mr_buffer *buffers[MAX_BUFFERS];
	unsigned int nr_buffers;
};

/*
 * Program p's draw of n vertices of prim, instances times, from data
 * (attributes a, in a buffer made of it) with its vertex shader's vec2
 * size (uniform vec4 at) the target's
 */
static void draw_instances(struct scenes *s, struct mr_program *p,
			   unsigned int at, const void *data, uint32_t bytes,
			   const struct mr_vertex_attrib *a, unsigned int na,
			   enum mr_prim prim, uint32_t n, uint32_t instances)
{
	struct mr_buffer *b = mr_buffer_new(s->ctx, bytes, data);
	struct mr_vertex_attrib with_b[2];
	float uniforms[4][4] = { { 0 } };
	unsigned int i;

	if (!b || s->nr_buffers == MAX_BUFFERS || at >= 4 || na > 2)
		die("vertex buffer or uniform");
	s->buffers[s->nr_buffers++] = b;
	for (i = 0; i < na; i++) {
		with_b[i] = a[i];
		with_b[i].buffer = b;
	}
	uniforms[at][0] = (float)s->w;
	uniforms[at][1] = (float)s->h;
	mr_set_program(s->ctx, p);
	mr_set_uniforms(s->ctx, false, &uniforms[0][0], at + 1);
	if (mr_set_vertex_attribs(s->ctx, na, with_b) ||
	    mr_draw_instanced(s->ctx, prim, 0, n, instances))
		die("draw");
}

static void draw_sized(struct scenes *s, struct mr_program *p,
		       unsigned int at, const void *data, uint32_t bytes,
		       const struct mr_vertex_attrib *a, unsigned int na,
		       enum mr_prim prim, uint32_t n)
{
	draw_instances(s, p, at, data, bytes, a, na, prim, n, 1);
}

static void draw_color(struct scenes *s, const struct vtx *v, int n)
{
	const struct mr_vertex_attrib a[2] = {
		{ NULL, 0, sizeof(*v), MR_VF_FLOAT2, 0 },
		{ NULL, 8, sizeof(*v), MR_VF_FLOAT4, 0 },
	};

	draw_sized(s, s->prog, s->gen == 3 ? color3_vs_size : color4_vs_size,
		   v, sizeof(*v) * n, a, 2, MR_PRIM_TRIANGLES, (uint32_t)n);
}

static void clear(struct scenes *s, float r, float g, float b, float a)
{
	const float c[4] = { r, g, b, a };

	if (mr_clear(s->ctx, MR_CLEAR_COLOR, c, 0))
		die("clear");
}

static void scene_triangle(struct scenes *s)
{
	const struct vtx v[] = {
		{ 8, 6, 1, 0.5f, 0, 1 },
		{ 88, 20, 1, 0.5f, 0, 1 },
		{ 30, 74, 1, 0.5f, 0, 1 },
	};

	clear(s, 0, 0, 0.2f, 1);
	draw_color(s, v, 3);
}

static void scene_interp(struct scenes *s)
{
	const struct vtx v[] = {
		{ 2, 2, 1, 0, 0, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 40, 78, 0, 0, 1, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 94, 78, 1, 1, 1, 0.5f },
		{ 40, 78, 0, 0, 1, 1 },
	};

	clear(s, 0, 0, 0, 1);
	draw_color(s, v, 6);
}

/*
 * gles_scenes' 'restore': two batches, the second drawing over what the
 * first left, so that its bins restore the target first
 */
static void scene_restore(struct scenes *s)
{
	const struct vtx a[] = {
		{ 6, 6, 0.9f, 0.2f, 0.1f, 1 }, { 70, 10, 0.9f, 0.6f, 0.1f, 1 },
		{ 20, 70, 0.9f, 0.2f, 0.5f, 1 },
	};
	const struct vtx b[] = {
		{ 90, 74, 0.1f, 0.3f, 0.9f, 1 }, { 30, 60, 0.1f, 0.9f, 0.4f, 1 },
		{ 80, 8, 0.5f, 0.9f, 0.9f, 1 },
	};

	clear(s, 0.15f, 0.15f, 0.15f, 1);
	draw_color(s, a, 3);
	if (mr_flush(s->ctx, NULL))
		die("restore: flush");
	draw_color(s, b, 3);
}

/* A full-target quad of one colour, as two triangles */
static void fill_quad(struct scenes *s, float r, float g, float b, float a)
{
	const float w = (float)s->w, h = (float)s->h;
	const struct vtx v[] = {
		{ 0, 0, r, g, b, a }, { w, 0, r, g, b, a },
		{ 0, h, r, g, b, a }, { w, 0, r, g, b, a },
		{ w, h, r, g, b, a }, { 0, h, r, g, b, a },
	};

	draw_color(s, v, 6);
}

/*
 * gles_scenes' 'stencil': a triangle marks the stencil only, quads then
 * draw by its marks
 */
static void scene_stencil(struct scenes *s)
{
	const struct vtx tri[] = {
		{ 10, 8, 1, 1, 1, 1 }, { 88, 24, 1, 1, 1, 1 },
		{ 36, 74, 1, 1, 1, 1 },
	};
	const struct mr_stencil mark = {
		.test = true, .func = MR_FUNC_ALWAYS, .ref = 1, .mask = 0xff,
		.writemask = 0xff, .zpass = MR_STENCIL_REPLACE,
	};
	struct mr_stencil in = {
		.test = true, .func = MR_FUNC_EQUAL, .ref = 1, .mask = 0xff,
		.writemask = 0xff,
	};
	const struct mr_stencil off = { 0 };
	const struct mr_blend none = { .colormask = 0 };
	const struct mr_blend all = { .colormask = 0xf };
	const float black[4] = { 0, 0, 0, 1 };
	struct mr_surface *zs = mr_surface_new(s->ctx, MR_FORMAT_Z24S8, s->w,
					       s->h);

	if (!zs || mr_set_framebuffer(s->ctx, s->target, zs))
		die("stencil: depth/stencil buffer");
	mr_set_clear_stencil(s->ctx, 0);
	if (mr_clear(s->ctx, MR_CLEAR_COLOR | MR_CLEAR_STENCIL, black, 1.0f) ||
	    mr_set_stencil(s->ctx, &mark))
		die("stencil: clear");
	mr_set_blend(s->ctx, &none);
	draw_color(s, tri, 3);
	mr_set_blend(s->ctx, &all);
	mr_set_stencil(s->ctx, &in);
	fill_quad(s, 0.1f, 0.8f, 0.2f, 1);
	in.func = MR_FUNC_NOTEQUAL;
	mr_set_stencil(s->ctx, &in);
	fill_quad(s, 0.2f, 0.3f, 0.9f, 1);
	if (mr_finish(s->ctx))
		die("stencil: draw");
	mr_set_stencil(s->ctx, &off);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_surface_free(zs);
}

static void scene_blend(struct scenes *s)
{
	const struct mr_blend over = {
		.enable = true, .src = MR_BF_SRC_ALPHA,
		.dst = MR_BF_ONE_MINUS_SRC_ALPHA, .colormask = 0xf,
	};
	const struct mr_blend opaque = { .colormask = 0xf };
	const struct vtx v[] = {
		{ 0, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 10, 10, 0, 0, 1, 0.5f },
		{ 86, 20, 0, 0, 1, 0.5f },
		{ 30, 70, 0, 0, 1, 0.5f },
		{ 20, 60, 1, 0, 0, 0.25f },
		{ 90, 70, 1, 0, 0, 0.75f },
		{ 60, 4, 1, 0, 0, 0.25f },
	};

	clear(s, 0.2f, 0.2f, 0.2f, 1);
	draw_color(s, v, 6);
	mr_set_blend(s->ctx, &over);
	draw_color(s, v + 6, 6);
	mr_set_blend(s->ctx, &opaque);
}

static void scene_scissor(struct scenes *s)
{
	const struct vtx v[] = {
		{ 0, 0, 1, 1, 1, 1 },
		{ 96, 0, 1, 1, 1, 1 },
		{ 0, 80, 1, 1, 1, 1 },
	};

	clear(s, 0.5f, 0, 0, 1);
	mr_set_scissor(s->ctx, 13, 9, 50, 37);
	clear(s, 0, 0.5f, 0, 1);
	mr_set_scissor(s->ctx, 40, 30, 45, 41);
	draw_color(s, v, 3);
	mr_set_scissor(s->ctx, 0, 0, 0, 0);
}

/* gles_scenes' 'many': 400 triangles at 600x500, many.h's */
static void scene_many(struct scenes *s)
{
	int n = many_count((int)s->w, (int)s->h);
	struct many_vtx *v = calloc(3 * (size_t)n, sizeof(*v));

	if (!v)
		die("out of memory");
	many_triangles((int)s->w, (int)s->h, v);
	clear(s, 0.05f, 0.05f, 0.05f, 1);
	draw_color(s, (const struct vtx *)v, 3 * n);
	free(v);
}

/* Copies n floats a column into vec4 columns from vec4 at */
static void columns(float (*u)[4], unsigned int at, const float *m,
		    unsigned int cols, unsigned int rows)
{
	for (unsigned int c = 0; c < cols; c++)
		for (unsigned int r = 0; r < rows; r++)
			u[at + c][r] = m[c * rows + r];
}

/* Where a torus program's uniforms are, in vec4s */
struct torus_uniforms {
	unsigned int mvp, nmat, light;
};

/*
 * gles_scenes' 'lit' (tex NULL): a torus, lit in the VS, depth-tested;
 * and 'littex': the same with tex wrapped on it, repeated, filtered
 */
static void draw_torus(struct scenes *s, const struct mr_program *prog,
		       const struct torus_uniforms *at, struct mr_texture *tex)
{
	static struct torus_vertex v[TORUS_VERTS];
	static uint16_t idx[TORUS_INDICES];
	static const struct mr_sampler repeat = {
		.min = MR_FILTER_LINEAR, .mag = MR_FILTER_LINEAR,
		.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_REPEAT,
		.wrap_t = MR_WRAP_REPEAT,
	};
	const struct mr_depth less = {
		.test = true, .write = true, .func = MR_FUNC_LESS,
	};
	const struct mr_depth off = { 0 };
	const float c[4] = { 0.1f, 0.1f, 0.15f, 1 };
	float mvp[16], nmat[9], light[3], u[8][4] = { { 0 } };
	struct mr_surface *zs = mr_surface_new(s->ctx, MR_FORMAT_Z24S8, s->w,
					       s->h);
	struct mr_buffer *vb, *ib;

	torus_mesh(v, idx);
	torus_matrices((int)s->w, (int)s->h, mvp, nmat, light);
	vb = mr_buffer_new(s->ctx, sizeof(v), v);
	ib = mr_buffer_new(s->ctx, sizeof(idx), idx);
	if (!zs || !vb || !ib || at->mvp + 4 > 8 || at->nmat + 3 > 8 ||
	    at->light >= 8 || s->nr_buffers + 2 > MAX_BUFFERS)
		die("torus: buffers or uniforms");
	s->buffers[s->nr_buffers++] = vb;
	s->buffers[s->nr_buffers++] = ib;
	columns(u, at->mvp, mvp, 4, 4);
	columns(u, at->nmat, nmat, 3, 3);
	columns(u, at->light, light, 1, 3);
	{
		const struct mr_vertex_attrib a[4] = {
			{ vb, offsetof(struct torus_vertex, pos), sizeof(v[0]),
			  MR_VF_FLOAT3, 0 },
			{ vb, offsetof(struct torus_vertex, normal),
			  sizeof(v[0]), MR_VF_FLOAT3, 0 },
			{ vb, offsetof(struct torus_vertex, color),
			  sizeof(v[0]), MR_VF_FLOAT4, 0 },
			{ vb, offsetof(struct torus_vertex, uv), sizeof(v[0]),
			  MR_VF_FLOAT2, 0 },
		};

		if (mr_set_framebuffer(s->ctx, s->target, zs) ||
		    mr_clear(s->ctx, MR_CLEAR_COLOR | MR_CLEAR_DEPTH, c, 1.0f))
			die("torus: clear");
		mr_set_program(s->ctx, prog);
		mr_set_uniforms(s->ctx, false, &u[0][0], 8);
		mr_set_vertex_attribs(s->ctx, tex ? 4 : 3, a);
		mr_set_depth(s->ctx, &less);
		if ((tex && mr_set_textures(s->ctx, 1, &tex, &repeat)) ||
		    mr_draw_indexed(s->ctx, MR_PRIM_TRIANGLES, ib, 0,
				    TORUS_INDICES) ||
		    mr_finish(s->ctx))
			die("torus: draw");
	}
	mr_set_textures(s->ctx, 0, NULL, NULL);
	mr_set_depth(s->ctx, &off);
	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_surface_free(zs);
}

static void scene_lit(struct scenes *s)
{
	const struct torus_uniforms at3 = {
		lit3_vs_mvp, lit3_vs_nmat, lit3_vs_light,
	};
	const struct torus_uniforms at4 = {
		lit4_vs_mvp, lit4_vs_nmat, lit4_vs_light,
	};

	draw_torus(s, s->lit, s->gen == 3 ? &at3 : &at4, NULL);
}

/* gles_scenes' 'littex': make demo's scene */
static void scene_littex(struct scenes *s)
{
	const struct torus_uniforms at3 = {
		littex3_vs_mvp, littex3_vs_nmat, littex3_vs_light,
	};
	const struct torus_uniforms at4 = {
		littex4_vs_mvp, littex4_vs_nmat, littex4_vs_light,
	};
	uint8_t texels[CHECKER_SIZE][CHECKER_SIZE][4];
	struct mr_texture *t;

	checker_texels(texels);
	t = mr_texture_new(s->ctx, MR_FORMAT_RGBA8, CHECKER_SIZE,
			   CHECKER_SIZE, 1, texels);
	if (!t)
		die("littex: texture");
	draw_torus(s, s->littex, s->gen == 3 ? &at3 : &at4, t);
	mr_texture_free(t);
}

/*
 * gles_scenes' 'texture': a quad magnifying the 16x16 checkerboard about
 * 4.5 times, linear filtering, clamped to the edge
 */
static void scene_texture(struct scenes *s)
{
	static const float v[] = {
		4, 4, 0, 0,
		92, 4, 1, 0,
		4, 76, 0, 1,
		92, 76, 1, 1,
	};
	static const struct mr_sampler linear = {
		.min = MR_FILTER_LINEAR, .mag = MR_FILTER_LINEAR,
		.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_CLAMP,
		.wrap_t = MR_WRAP_CLAMP,
	};
	const unsigned int at = s->gen == 3 ? texture3_vs_size :
			        texture4_vs_size;
	uint8_t texels[CHECKER_SIZE][CHECKER_SIZE][4];
	float uniforms[4][4] = { { 0 } };
	struct mr_buffer *b = mr_buffer_new(s->ctx, sizeof(v), v);
	struct mr_texture *t;

	checker_texels(texels);
	t = mr_texture_new(s->ctx, MR_FORMAT_RGBA8, CHECKER_SIZE,
			   CHECKER_SIZE, 1, texels);
	if (!b || !t || s->nr_buffers == MAX_BUFFERS || at >= 4)
		die("texture: buffers or uniforms");
	s->buffers[s->nr_buffers++] = b;
	uniforms[at][0] = (float)s->w;
	uniforms[at][1] = (float)s->h;
	clear(s, 0.1f, 0.1f, 0.1f, 1);
	{
		const struct mr_vertex_attrib a[2] = {
			{ b, 0, 16, MR_VF_FLOAT2, 0 },
			{ b, 8, 16, MR_VF_FLOAT2, 0 },
		};

		mr_set_program(s->ctx, s->tex);
		mr_set_uniforms(s->ctx, false, &uniforms[0][0], at + 1);
		if (mr_set_vertex_attribs(s->ctx, 2, a) ||
		    mr_set_textures(s->ctx, 1, &t, &linear) ||
		    mr_draw(s->ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4) ||
		    mr_finish(s->ctx))
			die("texture: draw");
	}
	mr_set_textures(s->ctx, 0, NULL, NULL);
	mr_texture_free(t);
}

/* A surface's pixels as a texture (both lie in memory row by row) */
static struct mr_texture *surface_texture(struct scenes *s,
					  struct mr_surface *t, uint32_t w,
					  uint32_t h)
{
	uint8_t *texels = malloc((size_t)w * h * 4);
	const uint8_t *map;
	struct mr_texture *tex = NULL;
	uint32_t pitch, y;

	map = texels ? mr_surface_map(t, &pitch) : NULL;
	for (y = 0; map && y < h; y++)
		memcpy(texels + (size_t)y * w * 4, map + (size_t)y * pitch,
		       (size_t)w * 4);
	if (map)
		tex = mr_texture_new(s->ctx, MR_FORMAT_RGBA8, w, h, 1, texels);
	free(texels);
	return tex;
}

/*
 * gles_scenes' 'mrt': a triangle drawn into two 48x40 targets at once,
 * its colours into the first and their complement into the second, then
 * both shown side by side, nearest, one texel a pixel.  Mesa samples the
 * targets themselves; here their pixels are copied into textures.
 */
static void scene_mrt(struct scenes *s)
{
	static const float tri[] = {
		4, 4, 0, 1, 0, 0, 1,
		44, 8, 0, 0, 1, 0, 1,
		10, 36, 0, 0, 0, 1, 1,
	};
	static const float quads[2][6][4] = {
		{ { 0, 20, 0, 0 }, { 48, 20, 1, 0 }, { 0, 60, 0, 1 },
		  { 48, 20, 1, 0 }, { 48, 60, 1, 1 }, { 0, 60, 0, 1 } },
		{ { 48, 20, 0, 0 }, { 96, 20, 1, 0 }, { 48, 60, 0, 1 },
		  { 96, 20, 1, 0 }, { 96, 60, 1, 1 }, { 48, 60, 0, 1 } },
	};
	static const struct mr_sampler nearest = {
		.min = MR_FILTER_NEAREST, .mag = MR_FILTER_NEAREST,
		.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_CLAMP,
		.wrap_t = MR_WRAP_CLAMP,
	};
	const unsigned int at = s->gen == 3 ? mrt3_vs_size : mrt4_vs_size;
	const unsigned int tat = s->gen == 3 ? texture3_vs_size :
				 texture4_vs_size;
	struct mr_buffer *b = mr_buffer_new(s->ctx, sizeof(tri), tri);
	struct mr_buffer *q = mr_buffer_new(s->ctx, sizeof(quads), quads);
	struct mr_surface *rt[2] = {
		mr_surface_new(s->ctx, MR_FORMAT_RGBA8, 48, 40),
		mr_surface_new(s->ctx, MR_FORMAT_RGBA8, 48, 40),
	};
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 28, MR_VF_FLOAT3, 0 }, { b, 12, 28, MR_VF_FLOAT4, 0 },
	};
	const struct mr_vertex_attrib qa[2] = {
		{ q, 0, 16, MR_VF_FLOAT2, 0 }, { q, 8, 16, MR_VF_FLOAT2, 0 },
	};
	float uniforms[4][4] = { { 0 } };
	struct mr_texture *tex[2] = { NULL, NULL };
	unsigned int i;

	if (!b || !q || !rt[0] || !rt[1] || at >= 4 || tat >= 4 ||
	    s->nr_buffers + 2 > MAX_BUFFERS)
		die("mrt: buffers, targets or uniforms");
	s->buffers[s->nr_buffers++] = b;
	s->buffers[s->nr_buffers++] = q;
	uniforms[at][0] = 48;
	uniforms[at][1] = 40;
	if (mr_set_framebuffers(s->ctx, 2, rt, NULL))
		die("mrt: two targets");
	mr_set_viewport(s->ctx, 0, 0, 48, 40);
	clear(s, 0.25f, 0.25f, 0.25f, 1);
	mr_set_program(s->ctx, s->mrt);
	mr_set_uniforms(s->ctx, false, &uniforms[0][0], at + 1);
	if (mr_set_vertex_attribs(s->ctx, 2, a) ||
	    mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, 3) || mr_finish(s->ctx))
		die("mrt: the triangle");
	for (i = 0; i < 2; i++)
		tex[i] = surface_texture(s, rt[i], 48, 40);
	if (!tex[0] || !tex[1])
		die("mrt: textures");

	mr_set_framebuffer(s->ctx, s->target, NULL);
	mr_set_viewport(s->ctx, 0, 0, (float)s->w, (float)s->h);
	clear(s, 0, 0, 0, 1);
	memset(uniforms, 0, sizeof(uniforms));
	uniforms[tat][0] = (float)s->w;
	uniforms[tat][1] = (float)s->h;
	mr_set_program(s->ctx, s->tex);
	mr_set_uniforms(s->ctx, false, &uniforms[0][0], tat + 1);
	for (i = 0; i < 2; i++)
		if (mr_set_vertex_attribs(s->ctx, 2, qa) ||
		    mr_set_textures(s->ctx, 1, &tex[i], &nearest) ||
		    mr_draw(s->ctx, MR_PRIM_TRIANGLES, 6 * i, 6))
			die("mrt: the quads");
	if (mr_finish(s->ctx))
		die("mrt: the quads");
	mr_set_textures(s->ctx, 0, NULL, NULL);
	for (i = 0; i < 2; i++) {
		mr_texture_free(tex[i]);
		mr_surface_free(rt[i]);
	}
}

/*
 * gles_scenes' facing: gl_FrontFacing of two triangles of each winding,
 * then the same 48 pixels right with back faces culled
 */
static void scene_facing(struct scenes *s)
{
	static const float v[] = {
		4, 4, 0, 0, 0, 0, 1, 40, 4, 0, 0, 0, 0, 1,
		4, 36, 0, 0, 0, 0, 1,		/* counter-clockwise */
		4, 44, 0, 0, 0, 0, 1, 4, 76, 0, 0, 0, 0, 1,
		40, 44, 0, 0, 0, 0, 1,		/* clockwise */
	};
	const struct mr_vertex_attrib a[2] = {
		{ NULL, 0, 28, MR_VF_FLOAT3, 0 },
		{ NULL, 12, 28, MR_VF_FLOAT4, 0 },
	};
	unsigned int at = s->gen == 3 ? facing3_vs_size : facing4_vs_size;
	float w[sizeof(v) / sizeof(v[0])];
	size_t i;

	clear(s, 0, 0, 0.3f, 1);
	draw_sized(s, s->facing, at, v, sizeof(v), a, 2, MR_PRIM_TRIANGLES,
		   6);
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		w[i] = i % 7 == 0 ? v[i] + 48 : v[i];
	mr_set_rasterizer(s->ctx, MR_CULL_BACK, false);
	draw_sized(s, s->facing, at, w, sizeof(w), a, 2, MR_PRIM_TRIANGLES,
		   6);
	mr_set_rasterizer(s->ctx, MR_CULL_NONE, false);
}

/* gles_scenes' pointcoord: gl_PointCoord across four 16-pixel points */
static void scene_pointcoord(struct scenes *s)
{
	static const float pts[] = { 16, 16, 48, 40, 80, 64, 24, 60 };
	const struct mr_vertex_attrib a = { NULL, 0, 8, MR_VF_FLOAT2, 0 };
	unsigned int at = s->gen == 3 ? pointcoord3_vs_size :
			  pointcoord4_vs_size;

	clear(s, 0, 0, 0, 1);
	draw_sized(s, s->pointcoord, at, pts, sizeof(pts), &a, 1,
		   MR_PRIM_POINTS, 4);
}

/*
 * Program p (its vertex shader tests/shaders/pos.vert, gles_scenes'
 * vs3_pos, whose size is uniform vec4 at) over the whole target
 */
static void draw_screen(struct scenes *s, struct mr_program *p,
			unsigned int at)
{
	const float w = (float)s->w, h = (float)s->h;
	const float v[] = { 0, 0, w, 0, 0, h, w, 0, w, h, 0, h };
	const struct mr_vertex_attrib a = { NULL, 0, 8, MR_VF_FLOAT2, 0 };

	draw_sized(s, p, at, v, sizeof(v), &a, 1, MR_PRIM_TRIANGLES, 6);
}

/* gles_scenes' mathfuncs: built-in float functions in bands */
static void scene_mathfuncs(struct scenes *s)
{
	clear(s, 0, 0, 0, 1);
	draw_screen(s, s->mathfuncs, s->gen == 3 ? mathfuncs3_vs_size :
		    mathfuncs4_vs_size);
}

/* gles_scenes' intops: integer and bit operations shown as bytes */
static void scene_intops(struct scenes *s)
{
	clear(s, 0, 0, 0, 1);
	draw_screen(s, s->intops, s->gen == 3 ? intops3_vs_size :
		    intops4_vs_size);
}

/*
 * gles_scenes' flow: a loop of uniform count n = 5, discard, and an if
 * chain
 */
static void scene_flow(struct scenes *s)
{
	const int32_t n = 5;
	float u[4] = { 0 };

	memcpy(&u[s->gen == 3 ? flow3_fs_n : flow4_fs_n], &n, sizeof(n));
	clear(s, 0.5f, 0.5f, 0.5f, 1);
	mr_set_uniforms(s->ctx, true, u, 1);
	draw_screen(s, s->flow, s->gen == 3 ? flow3_vs_size : flow4_vs_size);
	mr_set_uniforms(s->ctx, true, NULL, 0);
}

/* gles_scenes' deriv: dFdx, dFdy and fwidth of a quadratic */
static void scene_deriv(struct scenes *s)
{
	clear(s, 0, 0, 0, 1);
	draw_screen(s, s->deriv, s->gen == 3 ? deriv3_vs_size :
		    deriv4_vs_size);
}

/*
 * gles_scenes' instanced: three instances of a triangle, each moved by its
 * offset (an attribute of divisor 1) and coloured by gl_InstanceID
 */
static void scene_instanced(struct scenes *s)
{
	static const float v[] = {
		0, 0, 24, 0, 0, 24,		/* the triangle */
		8, 8, 36, 20, 64, 40,		/* the offsets */
	};
	const struct mr_vertex_attrib a[2] = {
		{ NULL, 0, 8, MR_VF_FLOAT2, 0 }, { NULL, 24, 8, MR_VF_FLOAT2, 1 },
	};

	clear(s, 0.1f, 0.1f, 0.1f, 1);
	draw_instances(s, s->instanced, s->gen == 3 ? instanced3_vs_size :
		       instanced4_vs_size, v, sizeof(v), a, 2,
		       MR_PRIM_TRIANGLES, 3, 3);
}

static const struct {
	const char *name;
	uint32_t w, h;
	void (*draw)(struct scenes *s);
} scenes[] = {
	{ "triangle", 96, 80, scene_triangle },
	{ "interp", 96, 80, scene_interp },
	{ "blend", 96, 80, scene_blend },
	{ "scissor", 96, 80, scene_scissor },
	{ "many", 600, 500, scene_many },
	{ "lit", 600, 500, scene_lit },
	{ "littex", 600, 500, scene_littex },
	{ "texture", 96, 80, scene_texture },
	{ "restore", 96, 80, scene_restore },
	{ "stencil", 96, 80, scene_stencil },
	{ "mrt", 96, 80, scene_mrt },
	{ "facing", 96, 80, scene_facing },
	{ "pointcoord", 96, 80, scene_pointcoord },
	{ "mathfuncs", 96, 80, scene_mathfuncs },
	{ "intops", 96, 80, scene_intops },
	{ "flow", 96, 80, scene_flow },
	{ "deriv", 96, 80, scene_deriv },
	{ "instanced", 96, 80, scene_instanced },
};

/* The target as memory holds it: PAM, GL's bottom row first */
static void write_pam(struct mr_surface *t, uint32_t w, uint32_t h,
		      const char *path)
{
	uint32_t pitch, y;
	uint8_t *map = mr_surface_map(t, &pitch);
	FILE *f = fopen(path, "wb");

	if (!map || !f)
		die(path);
	fprintf(f, "P7\nWIDTH %u\nHEIGHT %u\nDEPTH 4\nMAXVAL 255\n"
		"TUPLTYPE RGB_ALPHA\nENDHDR\n", w, h);
	for (y = 0; y < h; y++)
		fwrite(map + (size_t)y * pitch, 4, w, f);
	if (fclose(f))
		die(path);
}

/* -p: what the scene's shaders cost, per program, on the model */
static bool print_programs;

static void scene_programs_begin(void)
{
#ifndef MR_TEST_KERNEL
	if (print_programs)
		host_gpu_programs_clear(model_device_gpu());
#endif
}

static void scene_programs_print(const char *name, unsigned int gpu)
{
#ifndef MR_TEST_KERNEL
	if (!print_programs)
		return;
	printf("scene %s-a%u\n", name, gpu);
	host_gpu_print_programs(model_device_gpu(), stdout);
#else
	(void)name;
	(void)gpu;
#endif
}

/* Program NAME of tests/shaders, as mrc compiled it for s's generation */
#define SCENE_PROGRAM(s, NAME) (!(s).ctx ? NULL : (s).gen == 3 ? \
	mr_program_new((s).ctx, &NAME##3_vs, &NAME##3_fs) : \
	mr_program_new((s).ctx, &NAME##4_vs, &NAME##4_fs))

static void draw_all(struct msm_device *dev, enum mr_mode mode,
		     const char *outdir)
{
	struct scenes s = { 0 };
	unsigned int i;

	s.gen = msm_device_gpu_id(dev) / 100;
	s.ctx = mr_context_new(dev);
	s.prog = SCENE_PROGRAM(s, color);
	s.lit = SCENE_PROGRAM(s, lit);
	s.littex = SCENE_PROGRAM(s, littex);
	s.tex = SCENE_PROGRAM(s, texture);
	s.mrt = SCENE_PROGRAM(s, mrt);
	s.facing = SCENE_PROGRAM(s, facing);
	s.pointcoord = SCENE_PROGRAM(s, pointcoord);
	s.mathfuncs = SCENE_PROGRAM(s, mathfuncs);
	s.intops = SCENE_PROGRAM(s, intops);
	s.flow = SCENE_PROGRAM(s, flow);
	s.deriv = SCENE_PROGRAM(s, deriv);
	s.instanced = SCENE_PROGRAM(s, instanced);
	if (!s.prog || !s.lit || !s.littex || !s.tex || !s.mrt || !s.facing ||
	    !s.pointcoord || !s.mathfuncs || !s.intops ||
	    !s.flow || !s.deriv || !s.instanced)
		die("context");
	mr_context_set_mode(s.ctx, mode);
	mr_set_lower_left_origin(s.ctx, true);
	for (i = 0; i < sizeof(scenes) / sizeof(scenes[0]); i++) {
		char path[4096];

		s.w = scenes[i].w;
		s.h = scenes[i].h;
		s.target = mr_surface_new(s.ctx, MR_FORMAT_RGBA8, s.w, s.h);
		if (!s.target || mr_set_framebuffer(s.ctx, s.target, NULL))
			die("target");
		mr_set_viewport(s.ctx, 0, 0, (float)s.w, (float)s.h);
		scene_programs_begin();
		scenes[i].draw(&s);
		if (mr_finish(s.ctx))
			die(scenes[i].name);
		scene_programs_print(scenes[i].name, msm_device_gpu_id(dev));
		while (s.nr_buffers)
			mr_buffer_free(s.buffers[--s.nr_buffers]);
		snprintf(path, sizeof(path), "%s/%s-a%u.pam", outdir,
			 scenes[i].name, msm_device_gpu_id(dev));
		write_pam(s.target, s.w, s.h, path);
		printf("%s\n", path);
		mr_set_framebuffer(s.ctx, NULL, NULL);
		mr_surface_free(s.target);
	}
	mr_program_free(s.prog);
	mr_program_free(s.littex);
	mr_program_free(s.lit);
	mr_program_free(s.tex);
	mr_program_free(s.mrt);
	mr_program_free(s.facing);
	mr_program_free(s.pointcoord);
	mr_program_free(s.mathfuncs);
	mr_program_free(s.intops);
	mr_program_free(s.flow);
	mr_program_free(s.deriv);
	mr_program_free(s.instanced);
	mr_context_free(s.ctx);
}

int main(int argc, char **argv)
{
	static const char *const mode_names[] = {
		[MR_MODE_AUTO] = "auto", [MR_MODE_GMEM] = "gmem",
		[MR_MODE_NOBIN] = "nobin", [MR_MODE_SYSMEM] = "sysmem",
	};
	enum mr_mode mode = MR_MODE_AUTO;
	struct msm_device *dev;
	int i;

	for (i = 1; i < argc - 1; i++) {
		if (!strcmp(argv[i], "-p")) {
			print_programs = true;
		} else if (!strcmp(argv[i], "-m") && i + 1 < argc - 1) {
			for (mode = 0; mode <= MR_MODE_SYSMEM; mode++)
				if (!strcmp(argv[i + 1], mode_names[mode]))
					break;
			i++;
		} else {
			break;
		}
	}
	if (i != argc - 1 || mode > MR_MODE_SYSMEM) {
		fprintf(stderr, "usage: render_scenes [-m auto|gmem|nobin|sysmem] [-p] OUTDIR\n");
		return 2;
	}
#ifdef MR_TEST_KERNEL
	dev = msm_device_open(NULL);
	the_dev = dev;
	if (!dev)
		die("no device");
	draw_all(dev, mode, argv[i]);
	msm_device_close(dev);
#else
	for (unsigned int g = 320; g <= 420; g += 100) {
		dev = model_device_open(g);
		the_dev = dev;
		if (!dev)
			die("no model");
		draw_all(dev, mode, argv[i]);
		msm_device_close(dev);
	}
#endif
	return 0;
}
