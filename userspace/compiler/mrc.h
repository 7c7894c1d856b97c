/* SPDX-License-Identifier: MIT */
/*
 * mrc: the shader compiler of libmsm-render.  GLSL ES 1.00 and 3.00
 * vertex and fragment shaders go through glslang to SPIR-V; SPIR-V goes
 * into the compiler's own IR (ir.h), is optimized, lowered to ir3,
 * scheduled, given registers and encoded through the ISA database's
 * encoder, for a3xx or a4xx.  The result is a struct mr_shader that
 * libmsm-render loads, and the names the program's interface needs.
 *
 * What it takes today: float scalars, vectors and matrices; attributes,
 * varyings, loose uniforms, gl_Position and the fragment colour; the
 * float arithmetic and GLSL.std.450's float functions; texture() (with
 * a bias too) and textureLod() of a sampler2D, samplerCube, sampler3D
 * or sampler2DArray in the fragment shader, textureLod() (and texture(),
 * at level 0) in the vertex shader; ifs (flattened into selects),
 * loops (unrolled when their trip count is known, else run with br),
 * function calls (inlined), discard and return anywhere, integers added
 * and compared at run time.  Anything else is
 * refused with a message, never guessed.
 */
#ifndef MRC_H
#define MRC_H

#include <stddef.h>
#include <stdint.h>

#include "mr.h"

enum mrc_stage {
	MRC_VERTEX,
	MRC_FRAGMENT,
};

#define MRC_MAX_VARS	16
/* Uniforms: a struct's members each count */
#define MRC_MAX_UNIFORMS	64
/* Constants in the constant file past the uniforms */
#define MRC_MAX_IMM	(4 * MR_MAX_IMM_VEC4S)
#define MRC_NAME_LEN	64

/* A named part of the interface: location, and vec4s it takes */
struct mrc_var {
	char name[MRC_NAME_LEN];
	uint32_t location;	/* attribute/varying location, uniform vec4 */
	uint32_t vec4s;
	bool flat;		/* a varying qualified flat */
	/*
	 * VS outputs of one vec4: the components (bit n) every vertex
	 * writes alike, and their bits.  A fragment shader linked to the VS
	 * takes them as constants instead of interpolating them.
	 */
	uint32_t known;
	uint32_t known_bits[4];
};

struct mrc_shader {
	enum mrc_stage stage;
	unsigned int gen;		/* 3: a3xx, 4: a4xx */
	struct mr_shader shader;	/* code and imm point into these */
	uint32_t *code;
	uint32_t *imm;
	/* VS: attributes by location; FS: varyings read, by name */
	struct mrc_var inputs[MRC_MAX_VARS];
	unsigned int nr_inputs;
	/* VS: varyings written (location n: the library's varying n) */
	struct mrc_var outputs[MRC_MAX_VARS];
	unsigned int nr_outputs;
	/* Uniforms: location is the first vec4 in the constant file */
	struct mrc_var uniforms[MRC_MAX_UNIFORMS];
	unsigned int nr_uniforms;
	/* sampler2Ds: location is the texture unit (t# and s#) */
	struct mrc_var samplers[MRC_MAX_VARS];
	unsigned int nr_samplers;
	/* What the scheduler could not fill: nop instructions emitted */
	uint32_t nops;
	/* Issue slots, each nop's repeats counted (no stalls on (ss)/(sy)) */
	uint32_t cycles;
	char error[256];
};

/*
 * Compiles words (SPIR-V with one entry point) for GPU generation gen.
 * A fragment shader reads the varyings that vs (when not NULL) writes,
 * matched by name; without vs, by location.  0, or -1 with out->error.
 */
/*
 * Off by default: mediump and lowp (RelaxedPrecision) float arithmetic
 * in half registers, converted where it meets full precision (inputs,
 * uniforms, outputs, samples, comparisons and loops' variables stay
 * full).  Mesa 22.3 computes in full on a3xx/a4xx; images differ.
 */
extern bool mrc_half_precision;

int mrc_compile_spirv(enum mrc_stage stage, const uint32_t *words,
		      size_t nwords, unsigned int gen,
		      const struct mrc_shader *vs, struct mrc_shader *out);
/* The same from GLSL ES 1.00 or 3.00 source (errors name the line) */
int mrc_compile_glsl(enum mrc_stage stage, const char *source,
		     unsigned int gen, const struct mrc_shader *vs,
		     struct mrc_shader *out);
/*
 * A vertex and a fragment shader compiled linked, as a program uses
 * them: the FS against the VS, then the VS again with the varying
 * components the FS took as constants (mrc_var.known) left unwritten,
 * as Mesa's linking drops them.  0, or -1 with the failing stage's
 * error (its shader's error[0] set; nothing to free then).
 */
int mrc_link_spirv(const uint32_t *vs_words, size_t vs_nwords,
		   const uint32_t *fs_words, size_t fs_nwords,
		   unsigned int gen, struct mrc_shader *vs,
		   struct mrc_shader *fs);
int mrc_link_glsl(const char *vs_src, const char *fs_src, unsigned int gen,
		  struct mrc_shader *vs, struct mrc_shader *fs);
/*
 * The SPIR-V of GLSL ES source, from glslang: *words (malloc'd) and
 * their count; 0, or -1 with error
 */
int mrc_glsl_to_spirv(enum mrc_stage stage, const char *source,
		      uint32_t **words, size_t *nwords, char *error,
		      size_t error_len);
void mrc_shader_free(struct mrc_shader *s);

/*
 * A libmsm-render program from GLSL, for ctx's GPU (MSM_DEBUG=shaders
 * prints its ir3; noscheduling turns the scheduler off).  NULL with
 * error on failure.
 */
struct mrc_program;
struct mrc_program *mrc_program_new(struct mr_context *ctx,
				    const char *vs_source,
				    const char *fs_source, char *error,
				    size_t error_len);
void mrc_program_free(struct mrc_program *p);
/*
 * A uniform's value by name, count floats (a matrix column by column);
 * -ENOENT when neither stage has it
 */
int mrc_program_set_uniform(struct mrc_program *p, const char *name,
			    const float *v, unsigned int count);
/*
 * An integer or boolean uniform's (int, uint, bool and their vectors;
 * a boolean 0 or not): count values, as mrc_program_set_uniform()
 */
int mrc_program_set_uniform_int(struct mrc_program *p, const char *name,
				const int32_t *v, unsigned int count);
/*
 * A uniform block's contents by its block name: bytes laid out as the
 * block's offsets say (std140), at most the block's size (else -EINVAL)
 */
int mrc_program_set_uniform_block(struct mrc_program *p, const char *name,
				  const void *data, size_t bytes);
/*
 * The texture unit of a sampler, by its GL name ("t", "s.tex", "a[1]"),
 * as either stage declares it; -ENOENT when neither has it
 */
int mrc_program_sampler_unit(const struct mrc_program *p, const char *name);
/* The program and its uniforms for the next draws */
int mrc_program_use(struct mrc_program *p);
/* The uniform's first vec4, or -1 */
int mrc_uniform_location(const struct mrc_shader *s, const char *name);
/* The sampler's texture unit, or -1 */
int mrc_sampler_unit(const struct mrc_shader *s, const char *name);
/* Prints the shader's interface and its ir3, disassembled */
void mrc_print(const struct mrc_shader *s, void *file);

#endif
