// SPDX-License-Identifier: MIT
/*
 * slice_test: the model's runs stay within their budget whatever the
 * shaders do.  The vgpu runs the CP (am_cp_run) in slices of 8192 work
 * units under its lock; a slice may overshoot by AM_CP_MAX_OVERSHOOT at
 * most, so that no client holds a CPU and the lock for long.  Each case
 * is the worst a unit of the pipeline can be made to do per work unit,
 * compiled by mrc and drawn with libmsm-render on the host model, once
 * in one run, then in the vgpu's slices and in slices of 64: every slice
 * within the bound (in work units: deterministic), the image the same
 * bytes every way.
 * The longest slice's time and the time a work unit took are printed
 * (diagnostics: bench/slice_host measures them).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_gpu.h"
#include "model_kernel.h"
#include "on_model.h"

#define VGPU_SLICE	8192	/* adreno/vgpu/vgpu.c's VGPU_SLICE_WORK */
#define SIZE		16	/* the target: 64 quads, 4 waves of 4x4 */
#define TEX		16	/* the 3D texture's size */

#define NEEDLES		1000	/* the clipping case's triangles */

/* Vertices: position and uv */
struct vertex {
	float pos[4], uv[2];
};

/* A quad over the target; uv over the texture, 3 texels a pixel */
static const struct vertex quad[4] = {
	{ { -1, 1, 0, 1 }, { 0, 0 } }, { { 1, 1, 0, 1 }, { 3, 0 } },
	{ { -1, -1, 0, 1 }, { 0, 3 } }, { { 1, -1, 0, 1 }, { 3, 3 } },
};

/*
 * Needles from far outside to far outside the view volume, through every
 * plane (x, y and z), each a little apart: a clipping of every plane
 * each, and few fragments
 */
static void needles(struct vertex *v)
{
	unsigned int i, k;

	for (i = 0; i < NEEDLES; i++) {
		float d = (float)i / NEEDLES - 0.5f;

		for (k = 0; k < 3; k++) {
			float e = k ? 4.0f : -4.0f;

			v[3 * i + k] = (struct vertex){
				{ e + d, e - d + (k == 2) * 0.01f, e, 1 },
				{ 0, 0 },
			};
		}
	}
}

static const char vs_uv[] =
	"#version 300 es\nin vec4 pos;\nin vec2 uv;\nout vec2 v_uv;\n"
	"void main() {\n	gl_Position = pos;\n	v_uv = uv;\n}\n";

struct slice_case {
	const char *name;
	const char *vs, *fs;
	int n;			/* the loops' uniform n */
	int clipped;		/* needles, not the quad */
	uint32_t w, h;		/* the target */
};

/*
 * Each loop's count is a uniform, so mrc keeps it a loop; each body is
 * a few instructions, a run of thousands of steps
 */
static const struct slice_case cases[] = {
	{
		"fragment shader: trilinear 3D samples", vs_uv,
		"#version 300 es\nprecision highp float;\n"
		"uniform highp sampler3D t;\nuniform int n;\nin vec2 v_uv;\n"
		"out vec4 c;\nvoid main() {\n	vec4 s = vec4(0.0);\n"
		"	for (int i = 0; i < n; i++)\n"
		"		s += texture(t, vec3(v_uv, float(i) * 0.37));\n"
		"	c = s * 0.001;\n}\n",
		300, 0, SIZE, SIZE,
	},
	{
		"vertex shader: trilinear 3D samples",
		"#version 300 es\nin vec4 pos;\nin vec2 uv;\n"
		"uniform highp sampler3D t;\nuniform int n;\nout vec4 v_c;\n"
		"void main() {\n	vec4 s = vec4(0.0);\n"
		"	for (int i = 0; i < n; i++)\n"
		"		s += textureLod(t, vec3(uv, float(i) * 0.37), 0.5);\n"
		"	gl_Position = pos;\n	v_c = s * 0.001;\n}\n",
		"#version 300 es\nprecision highp float;\nin vec4 v_c;\n"
		"out vec4 c;\nvoid main() {\n	c = v_c;\n}\n",
		300, 0, SIZE, SIZE,
	},
	{
		"fragment shader: the SFU", vs_uv,
		"#version 300 es\nprecision highp float;\nuniform int n;\n"
		"in vec2 v_uv;\nout vec4 c;\nvoid main() {\n"
		"	float s = v_uv.x;\n"
		"	for (int i = 0; i < n; i++)\n"
		"		s = sin(s) + cos(s) + exp2(s) + log2(abs(s) + 1.0) +\n"
		"		    inversesqrt(abs(s) + 1.0) + sqrt(abs(s));\n"
		"	c = vec4(s * 0.001);\n}\n",
		200, 0, SIZE, SIZE,
	},
	{
		"fragment shader: ALU", vs_uv,
		"#version 300 es\nprecision highp float;\nuniform int n;\n"
		"in vec2 v_uv;\nout vec4 c;\nvoid main() {\n"
		"	vec4 s = vec4(v_uv, v_uv.yx);\n"
		"	for (int i = 0; i < n; i++)\n"
		"		s = s * s.yzwx + s.zwxy * 0.5 - s.wxyz;\n"
		"	c = s;\n}\n",
		200, 0, SIZE, SIZE,
	},
	{
		"clipping: 8 varyings, every plane",
		"#version 300 es\nin vec4 pos;\nin vec2 uv;\nuniform int n;\n"
		"out vec4 v[8];\nvoid main() {\n"
		"	gl_Position = pos;\n"
		"	for (int i = 0; i < 8; i++)\n"
		"		v[i] = vec4(uv, float(i), float(n));\n}\n",
		"#version 300 es\nprecision highp float;\nin vec4 v[8];\n"
		"out vec4 c;\nvoid main() {\n	vec4 s = vec4(0.0);\n"
		"	for (int i = 0; i < 8; i++)\n"
		"		s += v[i];\n	c = s * 0.01;\n}\n",
		1, 1, SIZE, SIZE,
	},
	{
		/*
		 * The needles on 600x500, in GMEM bins: a binning pass,
		 * then each bin's rows, quads and resolve
		 */
		"binning, bins and resolves: the needles on 600x500", vs_uv,
		"#version 300 es\nprecision highp float;\nuniform int n;\n"
		"in vec2 v_uv;\nout vec4 c;\nvoid main() {\n"
		"	c = vec4(v_uv, float(n), 1.0);\n}\n",
		1, 1, 600, 500,
	},
};

/* A 3D texture of TEX^3 with its levels, every texel a colour of its own */
static struct mr_texture *noise_3d(struct mr_context *ctx)
{
	uint32_t bytes = 0, i, d;
	struct mr_texture *t;
	uint8_t *texels;

	for (d = TEX; d; d >>= 1)
		bytes += d * d * d * 4;
	texels = malloc(bytes);
	if (!texels)
		return NULL;
	for (i = 0; i < bytes; i++)
		texels[i] = (uint8_t)(i * 2654435761u >> 24);
	t = mr_texture_new_3d(ctx, MR_FORMAT_RGBA8, TEX, TEX, TEX, 5, texels);
	free(texels);
	return t;
}

/* What every case draws with */
struct scene {
	unsigned int gpu;
	struct mr_context *ctx;
	struct mr_buffer *vb;		/* the quad, then the needles */
	struct mr_texture *tex;		/* a 3D texture, on unit 0 */
};

/* The case drawn over target: its w x h pixels copied to img, or an error */
static int draw(const struct scene *sc, const struct slice_case *c,
		struct mr_surface *target, struct mrc_program *p,
		uint8_t *img)
{
	static const float black[4] = { 0, 0, 0, 0 };
	const struct mr_sampler trilinear = {
		.min = MR_FILTER_LINEAR, .mag = MR_FILTER_LINEAR,
		.mip = MR_MIP_LINEAR, .lod_bias = 0.5f,
	};
	const struct mr_vertex_attrib a[2] = {
		{ sc->vb, 0, 24, MR_VF_FLOAT4, 0 },
		{ sc->vb, 16, 24, MR_VF_FLOAT2, 0 },
	};
	struct mr_context *ctx = sc->ctx;
	uint32_t pitch, y;
	uint8_t *map;
	int r;

	mr_set_framebuffer(ctx, target, NULL);
	r = mrc_program_use(p);
	r = r ? r : mr_set_vertex_attribs(ctx, 2, a);
	r = r ? r : mr_set_textures(ctx, 1, &sc->tex, &trilinear);
	r = r ? r : mr_clear(ctx, MR_CLEAR_COLOR, black, 0);
	r = r ? r : c->clipped ?
		    mr_draw(ctx, MR_PRIM_TRIANGLES, 4, 3 * NEEDLES) :
		    mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	r = r ? r : mr_finish(ctx);
	map = r ? NULL : mr_surface_map(target, &pitch);
	if (!map)
		return r ? r : -1;
	for (y = 0; y < c->h; y++)
		memcpy(img + y * c->w * 4, map + y * pitch, c->w * 4);
	return 0;
}

/* The case drawn in the slices of budget, against its image in one run */
static void run_sliced(const struct scene *sc, const struct slice_case *c,
		       uint32_t budget, struct mr_surface *target,
		       struct mrc_program *p, const uint8_t *whole,
		       uint8_t *sliced)
{
	struct host_gpu *hg = model_device_gpu();
	struct am_gpu *model = host_gpu_model(hg);
	const uint32_t bound = budget + AM_CP_MAX_OVERSHOOT;
	unsigned long long faults = model->pipe.stats.shader_faults;
	struct host_gpu_slices sl;
	int r, same;

	host_gpu_set_slice(hg, budget);
	host_gpu_slices(hg, &sl, true);
	r = draw(sc, c, target, p, sliced);
	host_gpu_slices(hg, &sl, true);
	host_gpu_set_slice(hg, 0);
	faults = model->pipe.stats.shader_faults - faults;
	same = !r && !memcmp(whole, sliced, (size_t)c->w * c->h * 4);
	tap_ok(!r && sl.max_work <= bound && !faults && same,
	       "a%u: %s: %llu slices of at most %u work units (budget %u, bound %u), the image %s as in one run, %llu shader faults",
	       sc->gpu, c->name, (unsigned long long)sl.runs, sl.max_work,
	       budget, bound, same ? "the same" : "not the same", faults);
	printf("# a%u: %s: slices of %u: the longest %.1f us (%u work units); %.1f ns a work unit\n",
	       sc->gpu, c->name, budget, sl.max_seconds * 1e6,
	       sl.max_seconds_work,
	       sl.work ? sl.seconds * 1e9 / (double)sl.work : 0.0);
}

/*
 * In the vgpu's slices, and in slices of 64 units, which pause nearly
 * everything everywhere
 */
static void run_case(const struct scene *sc, const struct slice_case *c)
{
	static const uint32_t budgets[] = { VGPU_SLICE, 64 };
	size_t bytes = (size_t)c->w * c->h * 4, i;
	struct mr_surface *target;
	uint8_t *whole, *sliced;
	struct mrc_program *p;
	char err[256] = "";
	int r;

	target = mr_surface_new(sc->ctx, MR_FORMAT_RGBA8, c->w, c->h);
	whole = malloc(bytes);
	sliced = malloc(bytes);
	p = mrc_program_new(sc->ctx, c->vs, c->fs, err, sizeof(err));
	r = p ? mrc_program_set_uniform_int(p, "n", &c->n, 1) : -1;
	r = r || !target || !whole || !sliced ? r ? r : -ENOMEM :
		draw(sc, c, target, p, whole);
	for (i = 0; i < sizeof(budgets) / sizeof(budgets[0]); i++) {
		if (r)
			tap_ok(0, "a%u: %s: error %d drawing it in one run: %s",
			       sc->gpu, c->name, r, err);
		else
			run_sliced(sc, c, budgets[i], target, p, whole,
				   sliced);
	}
	mrc_program_free(p);
	mr_surface_free(target);
	free(whole);
	free(sliced);
}

static void run_gpu(unsigned int gpu)
{
	static struct vertex v[4 + 3 * NEEDLES];
	struct msm_device *dev = model_device_open(gpu);
	struct scene sc = { .gpu = gpu };
	size_t i;

	memcpy(v, quad, sizeof(quad));
	needles(&v[4]);
	sc.ctx = dev ? mr_context_new(dev) : NULL;
	sc.vb = sc.ctx ? mr_buffer_new(sc.ctx, sizeof(v), v) : NULL;
	sc.tex = sc.ctx ? noise_3d(sc.ctx) : NULL;
	if (!sc.vb || !sc.tex) {
		printf("Bail out! a%u: the model device, buffer and texture\n",
		       gpu);
		exit(1);
	}
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(&sc, &cases[i]);
	mr_texture_free(sc.tex);
	mr_buffer_free(sc.vb);
	mr_context_free(sc.ctx);
	msm_device_close(dev);
}

int main(void)
{
	run_gpu(320);
	run_gpu(420);
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
