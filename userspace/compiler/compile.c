// SPDX-License-Identifier: MIT
/*
 * The compiler's driver: SPIR-V to IR, optimized, lowered, scheduled,
 * registers allocated, emitted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"
#include "ir3_dis.h"

/* The VS's varyings that are the same constant on every vertex */
static void find_known_outputs(const struct ir *ir, struct mrc_shader *vs)
{
	for (unsigned int k = 0; k < vs->nr_outputs; k++) {
		struct mrc_var *o = &vs->outputs[k];
		uint32_t slot = 1 + o->location;

		for (unsigned int c = 0; c < 4 && o->vec4s == 1 &&
		     slot < IR_MAX_SLOTS; c++)
			if (ir_known(ir, ir->out[slot][c], &o->known_bits[c]))
				o->known |= 1u << c;
	}
}

/*
 * A varying component the VS writes as a constant is that constant in
 * the FS too, as Mesa's linking makes it: no bary.f, and what it feeds
 * folds (a colour's alpha of 1.0 multiplying a texel, say)
 */
static void take_known_inputs(struct ir *ir, const struct mrc_shader *vs,
			      const struct mrc_shader *fs)
{
	for (unsigned int i = 0; i < fs->nr_inputs; i++) {
		const struct mrc_var *in = &fs->inputs[i];
		const struct mrc_var *o = NULL;

		for (unsigned int k = 0; k < vs->nr_outputs && !o; k++)
			if (!strcmp(in->name, vs->outputs[k].name))
				o = &vs->outputs[k];
		if (!o || !o->known || in->vec4s != 1)
			continue;
		for (uint32_t v = 0; v < ir->n; v++) {
			struct ir_value *x = &ir->v[v];
			uint32_t c = x->imm - in->location * 4;

			if (x->op != IR_INPUT || x->imm / 4 != in->location ||
			    !(o->known & 1u << c))
				continue;
			*x = (struct ir_value){ .op = IR_CONST,
						.imm = o->known_bits[c] };
		}
	}
}

/* Its known varying components, which a linked FS takes as constants */
static void leave_known_outputs(struct ir *ir, const struct mrc_shader *vs)
{
	for (unsigned int k = 0; k < vs->nr_outputs; k++) {
		const struct mrc_var *o = &vs->outputs[k];

		for (unsigned int c = 0; c < 4; c++)
			if (o->known & 1u << c)
				ir->out[1 + o->location][c] = IR_NONE;
	}
}

/* leave_known: a VS linked to its FS, which takes those as constants */
static int compile_stage(enum mrc_stage stage, const uint32_t *words,
			 size_t nwords, unsigned int gen,
			 const struct mrc_shader *vs, bool leave_known,
			 struct mrc_shader *out)
{
	struct vprog p = { .stage = stage, .gen = gen };
	struct ir ir;
	int footprint, ret = -1;

	memset(out, 0, sizeof(*out));
	out->stage = stage;
	out->gen = gen;
	p.error = out->error;
	p.error_len = sizeof(out->error);
	if (gen != 3 && gen != 4) {
		snprintf(out->error, sizeof(out->error),
			 "generation %u: a3xx (3) and a4xx (4) only", gen);
		return -1;
	}
	ir_init(&ir);
	if (mrc_spirv_to_ir(words, nwords, stage, &ir, out))
		goto done;
	if (stage == MRC_FRAGMENT && vs)
		take_known_inputs(&ir, vs, out);
	ir_optimize(&ir);
	if (stage == MRC_VERTEX)
		find_known_outputs(&ir, out);
	if (stage == MRC_VERTEX && leave_known)
		leave_known_outputs(&ir, out);
	if (stage == MRC_VERTEX && ir.out[0][3] == IR_NONE) {
		snprintf(out->error, sizeof(out->error),
			 "the vertex shader does not write gl_Position");
		goto done;
	}
	if (stage == MRC_FRAGMENT && ir.out[0][0] == IR_NONE &&
	    ir_has_kill(&ir)) {
		/* It discards where it writes none (everywhere, say): any */
		for (unsigned int c = 0; c < 4; c++)
			ir.out[0][c] = ir_const(&ir, 0);
	}
	if (stage == MRC_FRAGMENT && ir.out[0][0] == IR_NONE) {
		snprintf(out->error, sizeof(out->error),
			 "the fragment shader writes no colour");
		goto done;
	}
	if (mrc_lower(&ir, vs, out, &p) || mrc_half(&p) || mrc_schedule(&p))
		goto done;
	footprint = mrc_allocate(&p);
	if (footprint < 0 || mrc_emit(&p, footprint, out))
		goto done;
	ret = 0;
done:
	mrc_vprog_free(&p);
	ir_fini(&ir);
	if (ret) {
		free(out->code);
		out->code = NULL;
		free(out->imm);
		out->imm = NULL;
	}
	return ret;
}

int mrc_compile_spirv(enum mrc_stage stage, const uint32_t *words,
		      size_t nwords, unsigned int gen,
		      const struct mrc_shader *vs, struct mrc_shader *out)
{
	return compile_stage(stage, words, nwords, gen, vs, false, out);
}

static bool has_known_outputs(const struct mrc_shader *vs)
{
	for (unsigned int k = 0; k < vs->nr_outputs; k++)
		if (vs->outputs[k].known)
			return true;
	return false;
}

int mrc_link_spirv(const uint32_t *vs_words, size_t vs_nwords,
		   const uint32_t *fs_words, size_t fs_nwords,
		   unsigned int gen, struct mrc_shader *vs,
		   struct mrc_shader *fs)
{
	struct mrc_shader linked;

	memset(fs, 0, sizeof(*fs));
	if (mrc_compile_spirv(MRC_VERTEX, vs_words, vs_nwords, gen, NULL, vs))
		return -1;
	if (mrc_compile_spirv(MRC_FRAGMENT, fs_words, fs_nwords, gen, vs,
			      fs)) {
		mrc_shader_free(vs);
		return -1;
	}
	if (!has_known_outputs(vs))
		return 0;
	if (compile_stage(MRC_VERTEX, vs_words, vs_nwords, gen, NULL, true,
			  &linked)) {
		memcpy(vs->error, linked.error, sizeof(vs->error));
		mrc_shader_free(vs);
		mrc_shader_free(fs);
		return -1;
	}
	mrc_shader_free(vs);
	*vs = linked;
	return 0;
}

int mrc_link_glsl(const char *vs_src, const char *fs_src, unsigned int gen,
		  struct mrc_shader *vs, struct mrc_shader *fs)
{
	uint32_t *vw = NULL, *fw = NULL;
	size_t vn, fn;
	int ret = -1;

	memset(vs, 0, sizeof(*vs));
	memset(fs, 0, sizeof(*fs));
	if (!mrc_glsl_to_spirv(MRC_VERTEX, vs_src, &vw, &vn, vs->error,
			       sizeof(vs->error)) &&
	    !mrc_glsl_to_spirv(MRC_FRAGMENT, fs_src, &fw, &fn, fs->error,
			       sizeof(fs->error)))
		ret = mrc_link_spirv(vw, vn, fw, fn, gen, vs, fs);
	free(vw);
	free(fw);
	return ret;
}

int mrc_compile_glsl(enum mrc_stage stage, const char *source,
		     unsigned int gen, const struct mrc_shader *vs,
		     struct mrc_shader *out)
{
	uint32_t *words;
	size_t nwords;
	int ret;

	memset(out, 0, sizeof(*out));
	if (mrc_glsl_to_spirv(stage, source, &words, &nwords, out->error,
			      sizeof(out->error)))
		return -1;
	ret = mrc_compile_spirv(stage, words, nwords, gen, vs, out);
	free(words);
	return ret;
}

void mrc_shader_free(struct mrc_shader *s)
{
	free(s->code);
	s->code = NULL;
	s->shader.code = NULL;
	free(s->imm);
	s->imm = NULL;
	s->shader.imm = NULL;
}

/* The location of the variable named name among n, or -1 */
static int var_location(const struct mrc_var *v, unsigned int n,
			const char *name)
{
	for (unsigned int i = 0; i < n; i++)
		if (!strcmp(v[i].name, name))
			return (int)v[i].location;
	return -1;
}

int mrc_uniform_location(const struct mrc_shader *s, const char *name)
{
	return var_location(s->uniforms, s->nr_uniforms, name);
}

int mrc_sampler_unit(const struct mrc_shader *s, const char *name)
{
	return var_location(s->samplers, s->nr_samplers, name);
}

static void print_vars(FILE *f, const char *what, const struct mrc_var *v,
		       unsigned int n)
{
	for (unsigned int i = 0; i < n; i++)
		fprintf(f, "; %s %s: location %u, %u vec4\n", what, v[i].name,
			v[i].location, v[i].vec4s);
}

void mrc_print(const struct mrc_shader *s, void *file)
{
	FILE *f = file;

	fprintf(f, "; %s shader: %u instructions (%u nops), %u cycles, %u registers",
		s->stage == MRC_VERTEX ? "vertex" : "fragment",
		s->shader.nr_instrs, s->nops, s->cycles, s->shader.full_regs);
	if (s->shader.half_regs)
		fprintf(f, ", %u half registers", s->shader.half_regs);
	fprintf(f, "\n");
	print_vars(f, "input", s->inputs, s->nr_inputs);
	print_vars(f, "output", s->outputs, s->nr_outputs);
	print_vars(f, "uniform", s->uniforms, s->nr_uniforms);
	for (unsigned int i = 0; i < s->nr_samplers; i++)
		fprintf(f, "; sampler %s: unit %u\n", s->samplers[i].name,
			s->samplers[i].location);
	ir3_dis_shader(f, 0, s->code, s->shader.nr_instrs * 2, s->gen);
}
