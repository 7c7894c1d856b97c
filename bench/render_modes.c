// SPDX-License-Identifier: MIT
/*
 * render_modes: what a frame costs libmsm-render in each way it lays a
 * batch out, per bin count, on the host's GPU model (no kernel; the
 * model's own time, as rdreplay -b counts it), in one run: gles_scenes'
 * 'many' (as many triangles a pixel at every size, its generator's) at
 * several sizes, in GMEM bins with a binning pass, in bins without it,
 * and bypassing GMEM.  A table: the GPU, the size, the bins, then per mode
 * the milliseconds a frame and the primitives rasterized a frame; last,
 * the ratios to the binned frame.  Not a timed test: the numbers are for
 * reading.
 *
 *   render_modes [FRAMES]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mr.h"
#include "model_kernel.h"
#include "host_gpu.h"
#include "color_a3xx.h"
#include "color_a4xx.h"
#include "many.h"

static void die(const char *what)
{
	fprintf(stderr, "render_modes: %s: %s\n", what, msm_last_error(NULL));
	exit(1);
}

struct result {
	double ms;
	unsigned long long prims;
	struct mr_flush_info info;
};

static void frames(struct mr_context *ctx, struct mr_program *p,
		   unsigned int gen, int w, int h, enum mr_mode mode,
		   unsigned int nframes, struct result *res)
{
	struct am_gpu *gpu = host_gpu_model(model_device_gpu());
	const float grey[4] = { 0.05f, 0.05f, 0.05f, 1 };
	unsigned int at = gen == 3 ? color3_vs_size : color4_vs_size, f;
	float u[4][4] = { { 0 } };
	struct mr_surface *t = mr_surface_new(ctx, MR_FORMAT_RGBA8, w, h);
	int nv = 3 * many_count(w, h);
	struct many_vtx *v = calloc((size_t)nv, sizeof(*v));
	struct mr_buffer *b;
	struct mr_vertex_attrib a[2];
	double s0 = host_gpu_model_seconds(model_device_gpu());
	unsigned long long p0 = gpu->pipe.stats.prims;

	if (!v)
		die("out of memory");
	many_triangles(w, h, v);
	b = mr_buffer_new(ctx, sizeof(*v) * (size_t)nv, v);
	if (!t || !b || at >= 4)
		die("target or vertices");
	a[0] = (struct mr_vertex_attrib){ b, 0, sizeof(*v), MR_VF_FLOAT2, 0 };
	a[1] = (struct mr_vertex_attrib){ b, 8, sizeof(*v), MR_VF_FLOAT4, 0 };
	u[at][0] = (float)w;
	u[at][1] = (float)h;
	mr_context_set_mode(ctx, mode);
	mr_set_lower_left_origin(ctx, true);
	mr_set_framebuffer(ctx, t, NULL);
	mr_set_viewport(ctx, 0, 0, (float)w, (float)h);
	for (f = 0; f < nframes; f++) {
		mr_set_program(ctx, p);
		mr_set_uniforms(ctx, false, &u[0][0], at + 1);
		mr_set_vertex_attribs(ctx, 2, a);
		if (mr_clear(ctx, MR_CLEAR_COLOR, grey, 0) ||
		    mr_draw(ctx, MR_PRIM_TRIANGLES, 0, (uint32_t)nv) ||
		    mr_finish(ctx))
			die("frame");
	}
	mr_last_flush(ctx, &res->info);
	res->ms = (host_gpu_model_seconds(model_device_gpu()) - s0) * 1000 /
		  nframes;
	res->prims = (gpu->pipe.stats.prims - p0) / nframes;
	mr_set_framebuffer(ctx, NULL, NULL);
	mr_surface_free(t);
	mr_buffer_free(b);
	free(v);
}

int main(int argc, char **argv)
{
	static const int sizes[][2] = {
		{ 300, 250 }, { 600, 500 }, { 1200, 1000 }, { 2016, 704 },
	};
	static const enum mr_mode modes[3] = {
		MR_MODE_GMEM, MR_MODE_NOBIN, MR_MODE_SYSMEM,
	};
	unsigned int nframes = argc > 1 ? (unsigned int)atoi(argv[1]) : 3;
	unsigned int g, i, m;

	if (!nframes)
		nframes = 1;
	printf("%-4s %9s %5s | %8s %7s | %8s %7s | %8s %7s | %6s %6s\n", "GPU",
	       "size", "bins", "bin ms", "prims", "nobin ms", "prims",
	       "sysm ms", "prims", "nobin", "sysmem");
	for (g = 320; g <= 420; g += 100) {
		struct msm_device *dev = model_device_open(g);
		struct mr_context *ctx = dev ? mr_context_new(dev) : NULL;
		struct mr_program *p = !ctx ? NULL : g == 320 ?
			mr_program_new(ctx, &color3_vs, &color3_fs) :
			mr_program_new(ctx, &color4_vs, &color4_fs);

		if (!p)
			die("model");
		for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
			struct result r[3];

			for (m = 0; m < 3; m++)
				frames(ctx, p, g / 100, sizes[i][0],
				       sizes[i][1], modes[m], nframes, &r[m]);
			printf("a%-3u %4dx%-4d %2ux%-2u | %8.1f %7llu | %8.1f %7llu | %8.1f %7llu | %6.2f %6.2f\n",
			       g, sizes[i][0], sizes[i][1],
			       r[0].info.nr_bins_x, r[0].info.nr_bins_y,
			       r[0].ms, r[0].prims, r[1].ms, r[1].prims,
			       r[2].ms, r[2].prims, r[1].ms / r[0].ms,
			       r[2].ms / r[0].ms);
		}
		mr_program_free(p);
		mr_context_free(ctx);
		msm_device_close(dev);
	}
	return 0;
}
