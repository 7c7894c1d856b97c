// SPDX-License-Identifier: MIT
/*
 * mrc: compiles a GLSL ES 1.00/3.00 vertex and fragment shader pair for
 * a3xx or a4xx and prints the ir3 (disassembled), with the interface; or,
 * with -c NAME, writes a C header defining NAME_vs and NAME_fs as struct
 * mr_shader, for programs that carry their shaders precompiled (those
 * built for the VMs, which have no glslang).
 *
 *   mrc [-g 3|4] [-c NAME] [-n] [-b N] VERTEX.vert FRAGMENT.frag
 *
 * -n: no scheduling (program order, nops where results are not ready),
 * to measure what the scheduler saves; -b N: compiles the pair N times
 * and prints one line of statistics (instructions, nops, microseconds a
 * compile from GLSL and from SPIR-V), for bench/compiler.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mrc.h"

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	size_t len = 0, cap = 4096, n;
	char *buf = malloc(cap + 1);

	if (!f || !buf) {
		fprintf(stderr, "mrc: %s: cannot read\n", path);
		exit(1);
	}
	while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap) {
			cap *= 2;
			buf = realloc(buf, cap + 1);
			if (!buf)
				exit(1);
		}
	}
	fclose(f);
	buf[len] = 0;
	return buf;
}

static void header(const char *name, const char *stage,
		   const struct mrc_shader *s)
{
	const struct mr_shader *m = &s->shader;
	unsigned int i;

	printf("static const uint32_t %s_%s_code[] = {\n", name, stage);
	for (i = 0; i < m->nr_instrs; i++)
		printf("\t0x%08x, 0x%08x,\n", s->code[2 * i],
		       s->code[2 * i + 1]);
	printf("};\n\n");
	if (m->imm_vec4s) {
		printf("static const uint32_t %s_%s_imm[] = {\n", name, stage);
		for (i = 0; i < 4u * m->imm_vec4s; i++)
			printf("%s0x%08x,%s", i % 4 ? " " : "\t", m->imm[i],
			       i % 4 == 3 ? "\n" : "");
		printf("};\n\n");
	}
	printf("static const struct mr_shader %s_%s = {\n", name, stage);
	printf("\t.code = %s_%s_code, .nr_instrs = %u, .full_regs = %u,\n",
	       name, stage, m->nr_instrs, m->full_regs);
	printf("\t.half_regs = %u,\n", m->half_regs);
	if (m->imm_vec4s)
		printf("\t.imm = %s_%s_imm, .imm_base = %u, .imm_vec4s = %u,\n",
		       name, stage, m->imm_base, m->imm_vec4s);
	printf("\t.const_vec4s = %u, .nr_inputs = %u, .inputs = {",
	       m->const_vec4s, m->nr_inputs);
	for (i = 0; i < m->nr_inputs; i++)
		printf(" %u,", m->inputs[i]);
	printf(" },\n\t.pos = %u, .writes_psize = %u, .psize = %u,\n",
	       m->pos, m->writes_psize, m->psize);
	printf("\t.nr_varyings = %u, .varyings = {", m->nr_varyings);
	for (i = 0; i < m->nr_varyings; i++)
		printf(" %u,", m->varyings[i]);
	printf(" },\n\t.ij = %u, .nr_colors = %u, .color = {", m->ij,
	       m->nr_colors);
	for (i = 0; i < m->nr_colors; i++)
		printf(" %u,", m->color[i]);
	printf(" },\n\t.writes_depth = %u, .depth = %u,\n", m->writes_depth,
	       m->depth);
	printf("\t.reads_point_coord = %u, .point_coord = %u, .flat = 0x%x,\n",
	       m->reads_point_coord, m->point_coord, m->flat);
	printf("\t.nr_samplers = %u, .sysvals = 0x%x, .sysval = {",
	       m->nr_samplers, m->sysvals);
	for (i = 0; i < MR_SV_COUNT; i++)
		printf(" %u,", m->sysval[i]);
	printf(" },\n};\n\n");
	for (i = 0; i < s->nr_uniforms; i++)
		printf("#define %s_%s_%s %u\t/* uniform: first vec4 */\n",
		       name, stage, s->uniforms[i].name,
		       s->uniforms[i].location);
	for (i = 0; i < s->nr_samplers; i++)
		printf("#define %s_%s_%s %u\t/* sampler: texture unit */\n",
		       name, stage, s->samplers[i].name,
		       s->samplers[i].location);
	printf("\n");
}

extern bool mrc_no_scheduling;

static double now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* -b: compile times, from GLSL and from SPIR-V, and the counts */
static int bench(const char *vsrc, const char *fsrc, unsigned int gen,
		 unsigned int runs)
{
	struct mrc_shader vs, fs;
	uint32_t *vw, *fw;
	size_t vn, fn;
	char err[256];
	double t0, t1, t2;
	unsigned int r;

	if (mrc_glsl_to_spirv(MRC_VERTEX, vsrc, &vw, &vn, err, sizeof(err)) ||
	    mrc_glsl_to_spirv(MRC_FRAGMENT, fsrc, &fw, &fn, err, sizeof(err))) {
		fprintf(stderr, "mrc: %s\n", err);
		return 1;
	}
	t0 = now_us();
	for (r = 0; r < runs; r++) {
		if (mrc_link_glsl(vsrc, fsrc, gen, &vs, &fs))
			return 1;
		mrc_shader_free(&vs);
		mrc_shader_free(&fs);
	}
	t1 = now_us();
	for (r = 0; r < runs; r++) {
		if (mrc_link_spirv(vw, vn, fw, fn, gen, &vs, &fs))
			return 1;
		if (r + 1 < runs) {
			mrc_shader_free(&vs);
			mrc_shader_free(&fs);
		}
	}
	t2 = now_us();
	printf("vs %u %u fs %u %u glsl_us %.0f spirv_us %.1f\n",
	       vs.shader.nr_instrs, vs.nops, fs.shader.nr_instrs, fs.nops,
	       (t1 - t0) / runs, (t2 - t1) / runs);
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
	free(vw);
	free(fw);
	return 0;
}

int main(int argc, char **argv)
{
	struct mrc_shader vs, fs;
	const char *name = NULL;
	unsigned int gen = 3, runs = 0;
	int i = 1;

	while (i < argc - 2) {
		if (!strcmp(argv[i], "-n")) {
			mrc_no_scheduling = true;
			i++;
			continue;
		}
		if (!strcmp(argv[i], "-h")) {
			mrc_half_precision = true;
			i++;
			continue;
		}
		if (!strcmp(argv[i], "-g") && i + 1 < argc - 2)
			gen = (unsigned int)atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "-c") && i + 1 < argc - 2)
			name = argv[i + 1];
		else if (!strcmp(argv[i], "-b") && i + 1 < argc - 2)
			runs = (unsigned int)atoi(argv[i + 1]);
		else
			break;
		i += 2;
	}
	if (i != argc - 2) {
		fprintf(stderr, "usage: mrc [-g 3|4] [-c NAME] [-n] [-h] [-b N] VERTEX FRAGMENT\n");
		return 2;
	}
	if (runs)
		return bench(slurp(argv[i]), slurp(argv[i + 1]), gen, runs);
	if (mrc_link_glsl(slurp(argv[i]), slurp(argv[i + 1]), gen, &vs, &fs)) {
		fprintf(stderr, "mrc: %s: %s\n", argv[vs.error[0] ? i : i + 1],
			vs.error[0] ? vs.error : fs.error);
		return 1;
	}
	if (name) {
		printf("/* Generated by mrc -g %u from %s and %s: do not edit */\n\n",
		       gen, argv[i], argv[i + 1]);
		header(name, "vs", &vs);
		header(name, "fs", &fs);
	} else {
		mrc_print(&vs, stdout);
		mrc_print(&fs, stdout);
	}
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
	return 0;
}
