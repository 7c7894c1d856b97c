// SPDX-License-Identifier: MIT
/*
 * Compiled shaders on the host model, for the compiler's tests: an
 * a<gpu> model with a context, an 8x8 RGBA8 target and a buffer, a
 * program drawn over the target, and what the model's shader processor
 * counted while it ran.
 */
#include <string.h>

#include "host_gpu.h"
#include "model_kernel.h"
#include "on_model.h"

bool on_model_open(struct on_model *m, unsigned int gpu, const void *data,
		   uint32_t size)
{
	m->dev = model_device_open(gpu);
	m->ctx = m->dev ? mr_context_new(m->dev) : NULL;
	m->t = m->ctx ? mr_surface_new(m->ctx, MR_FORMAT_RGBA8, 8, 8) : NULL;
	m->b = m->ctx ? mr_buffer_new(m->ctx, size, data) : NULL;
	return m->t && m->b;
}

const float full_quad[4][4] = {
	{ -1, -1, 0, 1 }, { 1, -1, 0, 1 }, { -1, 1, 0, 1 }, { 1, 1, 0, 1 },
};

uint8_t *draw_full_quad(struct on_model *m, struct mrc_program *p,
			uint32_t *pitch, int *ret)
{
	const struct mr_vertex_attrib a = { m->b, 0, 16, MR_VF_FLOAT4, 0 };
	const float clear[4] = { 0, 0, 1, 1 };

	*ret = mr_set_framebuffer(m->ctx, m->t, NULL);
	*ret = *ret ? *ret : mrc_program_use(p);
	*ret = *ret ? *ret : mr_set_vertex_attribs(m->ctx, 1, &a);
	*ret = *ret ? *ret : mr_clear(m->ctx, MR_CLEAR_COLOR, clear, 0);
	*ret = *ret ? *ret : mr_draw(m->ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	*ret = *ret ? *ret : mr_finish(m->ctx);
	return *ret ? NULL : mr_surface_map(m->t, pitch);
}

void on_model_close(struct on_model *m)
{
	mr_buffer_free(m->b);
	mr_surface_free(m->t);
	mr_context_free(m->ctx);
	msm_device_close(m->dev);
}

/* The programs drawn on the device: their number, their counts summed */
unsigned int on_model_counts(unsigned long long *hazards,
			     unsigned long long *overruns)
{
	struct host_gpu *hg = model_device_gpu();
	const struct host_gpu_program *p;
	unsigned int n = 0, i;

	*hazards = *overruns = 0;
	p = hg ? host_gpu_programs(hg, &n) : NULL;
	for (i = 0; p && i < n; i++) {
		*hazards += p[i].sp[AM_VS].hazards + p[i].sp[AM_FS].hazards;
		*overruns += p[i].sp[AM_VS].overruns + p[i].sp[AM_FS].overruns;
	}
	return p ? n : 0;
}
