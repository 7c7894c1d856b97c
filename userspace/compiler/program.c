// SPDX-License-Identifier: MIT
/*
 * Programs from GLSL for libmsm-render: both stages compiled for the
 * context's GPU and linked, their uniforms set by name and loaded with
 * the program.  MSM_DEBUG=shaders prints each compiled shader's ir3,
 * MSM_DEBUG=noscheduling compiles without the scheduler, MSM_DEBUG=half
 * computes RelaxedPrecision (mediump, lowp) floats in half registers.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

#define MRC_UNIFORM_VEC4S	64

struct mrc_program {
	struct mr_context *ctx;
	struct mr_program *prog;
	struct mrc_shader vs, fs;
	float uniforms[2][MRC_UNIFORM_VEC4S][4];	/* [fragment] */
};

struct mrc_program *mrc_program_new(struct mr_context *ctx,
				    const char *vs_src, const char *fs_src,
				    char *error, size_t error_len)
{
	unsigned int gen = mr_context_gpu_id(ctx) / 100;
	uint32_t debug = msm_debug_flags();
	struct mrc_program *p = calloc(1, sizeof(*p));
	bool no_scheduling = mrc_no_scheduling, half = mrc_half_precision;
	int ret;

	if (!p) {
		snprintf(error, error_len, "out of memory");
		return NULL;
	}
	p->ctx = ctx;
	/* The flags add to what the process set, for this program only */
	mrc_no_scheduling = no_scheduling || (debug & MSM_DEBUG_NOSCHED);
	mrc_half_precision = half || (debug & MSM_DEBUG_HALF);
	ret = mrc_link_glsl(vs_src, fs_src, gen, &p->vs, &p->fs);
	mrc_no_scheduling = no_scheduling;
	mrc_half_precision = half;
	if (ret) {
		if (p->vs.error[0])
			snprintf(error, error_len, "vertex shader: %s",
				 p->vs.error);
		else
			snprintf(error, error_len, "fragment shader: %s",
				 p->fs.error);
		goto fail;
	}
	if (debug & MSM_DEBUG_SHADERS) {
		mrc_print(&p->vs, stderr);
		mrc_print(&p->fs, stderr);
	}
	p->prog = mr_program_new(ctx, &p->vs.shader, &p->fs.shader);
	if (!p->prog) {
		snprintf(error, error_len, "%s", msm_last_error(NULL));
		goto fail;
	}
	return p;
fail:
	mrc_program_free(p);
	return NULL;
}

void mrc_program_free(struct mrc_program *p)
{
	if (!p)
		return;
	mr_program_free(p->prog);
	mrc_shader_free(&p->vs);
	mrc_shader_free(&p->fs);
	free(p);
}

/* v: count 32-bit values, floats or integers: their bits are copied */
static int set_in(struct mrc_program *p, const struct mrc_shader *s,
		  bool fragment, const char *name, const uint32_t *v,
		  unsigned int count)
{
	int at = mrc_uniform_location(s, name);
	unsigned int i, vec4s;

	if (at < 0)
		return 0;
	for (i = 0; i < s->nr_uniforms; i++)
		if (s->uniforms[i].location == (uint32_t)at)
			break;
	vec4s = s->uniforms[i].vec4s;
	if ((unsigned int)at + vec4s > MRC_UNIFORM_VEC4S)
		return -EINVAL;
	/* Columns of count / vec4s floats, each into a vec4 */
	for (i = 0; i < vec4s && count; i++) {
		unsigned int n = count / vec4s;

		memcpy(p->uniforms[fragment][at + i], v + i * n,
		       (n > 4 ? 4 : n) * sizeof(*v));
	}
	return 1;
}

static int set_uniform(struct mrc_program *p, const char *name,
		       const uint32_t *v, unsigned int count)
{
	int a = set_in(p, &p->vs, false, name, v, count);
	int b = set_in(p, &p->fs, true, name, v, count);

	if (a < 0 || b < 0)
		return -EINVAL;
	return a || b ? 0 : -ENOENT;
}

int mrc_program_set_uniform(struct mrc_program *p, const char *name,
			    const float *v, unsigned int count)
{
	return set_uniform(p, name, (const uint32_t *)v, count);
}

int mrc_program_set_uniform_int(struct mrc_program *p, const char *name,
				const int32_t *v, unsigned int count)
{
	return set_uniform(p, name, (const uint32_t *)v, count);
}

/* A block's bytes into stage s's constants: 1 copied, 0 not there */
static int set_block_in(struct mrc_program *p, const struct mrc_shader *s,
			bool fragment, const char *name, const void *data,
			size_t bytes)
{
	int at = mrc_uniform_location(s, name);
	unsigned int i;

	if (at < 0)
		return 0;
	for (i = 0; i < s->nr_uniforms; i++)
		if (s->uniforms[i].location == (uint32_t)at)
			break;
	if (bytes > s->uniforms[i].vec4s * 16u ||
	    (unsigned int)at + s->uniforms[i].vec4s > MRC_UNIFORM_VEC4S)
		return -EINVAL;
	memcpy(p->uniforms[fragment][at], data, bytes);
	return 1;
}

int mrc_program_set_uniform_block(struct mrc_program *p, const char *name,
				  const void *data, size_t bytes)
{
	int a = set_block_in(p, &p->vs, false, name, data, bytes);
	int b = set_block_in(p, &p->fs, true, name, data, bytes);

	if (a < 0 || b < 0)
		return -EINVAL;
	return a || b ? 0 : -ENOENT;
}

int mrc_program_sampler_unit(const struct mrc_program *p, const char *name)
{
	int unit = mrc_sampler_unit(&p->fs, name);

	if (unit < 0)
		unit = mrc_sampler_unit(&p->vs, name);
	return unit < 0 ? -ENOENT : unit;
}

/* The uniform vec4s a shader reads: those before its constants */
static unsigned int uniform_vec4s(const struct mr_shader *s)
{
	return s->imm_vec4s ? s->imm_base : s->const_vec4s;
}

int mrc_program_use(struct mrc_program *p)
{
	unsigned int vs = uniform_vec4s(&p->vs.shader);
	unsigned int fs = uniform_vec4s(&p->fs.shader);
	int ret;

	mr_set_program(p->ctx, p->prog);
	ret = mr_set_uniforms(p->ctx, false, &p->uniforms[0][0][0],
			      vs > MRC_UNIFORM_VEC4S ? MRC_UNIFORM_VEC4S : vs);
	return ret ? ret : mr_set_uniforms(p->ctx, true,
					   &p->uniforms[1][0][0],
					   fs > MRC_UNIFORM_VEC4S ?
					   MRC_UNIFORM_VEC4S : fs);
}
