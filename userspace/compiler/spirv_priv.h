/* SPDX-License-Identifier: MIT */
/*
 * The SPIR-V reader's state, shared by spirv.c (declarations and the
 * instructions that compute) and spirv_flow.c (the body's control flow:
 * blocks, ifs flattened, calls inlined).
 */
#ifndef MRC_SPIRV_PRIV_H
#define MRC_SPIRV_PRIV_H

#include <spirv/unified1/spirv.h>

#include "mrc_priv.h"

#define SPV_MAX_IDS	(1u << 18)
#define SPV_MAX_COMPS	64		/* scalars in one value */

enum spv_kind {
	SPV_NONE,
	SPV_TYPE,
	SPV_VALUE,	/* a constant or a computed value: comps scalars */
	SPV_VARIABLE,
	SPV_POINTER,	/* an access chain: into a variable at offset */
	SPV_EXTSET,	/* GLSL.std.450 */
	SPV_SAMPLER,	/* a loaded sampler: offset is its unit */
	SPV_FUNCTION,	/* pos: its OpFunction */
	SPV_LABEL,	/* pos: its OpLabel */
};

struct spv_id {
	uint8_t kind;
	/* types */
	uint16_t op;			/* SpvOpType* */
	uint32_t comps;			/* scalars a value of the type holds */
	uint32_t elem;			/* vector/matrix/array/pointer: element */
	uint32_t count;			/* vector, matrix, array length */
	uint32_t first_member;		/* struct: in spv.members */
	uint32_t nr_members;
	bool is_float;
	/* values, variables, pointers */
	uint32_t type;
	uint32_t first;			/* value: in spv.scalars */
	uint32_t var;			/* pointer: its variable */
	uint32_t offset;		/* pointer: scalars into it */
	/* variables */
	uint32_t storage;
	uint32_t slots;			/* in spv.scalars: the contents */
	int32_t location, builtin, binding;
	const char *name;
	/* functions and labels: the word they start at */
	uint32_t pos;
};

struct spv {
	const uint32_t *w;
	size_t n;
	uint32_t bound;
	struct spv_id *ids;
	uint32_t *members;		/* struct member types */
	uint32_t nr_members, cap_members;
	uint32_t *scalars;		/* IR values of values and variables */
	uint32_t nr_scalars, cap_scalars;
	struct ir *ir;
	struct mrc_shader *out;
	const struct mrc_shader *vs;
	uint32_t entry;			/* the entry point's function */
	uint32_t model;			/* SpvExecutionModel */
	uint32_t uniform_vec4s;		/* constant file used so far */
	uint32_t samplers;		/* texture units declared so far */
	/* spirv_flow.c */
	uint32_t steps;			/* instructions run, against a budget */
	uint32_t ret;			/* the value id a function returned */
	/* The if just flattened: its condition, each side's last block */
	uint32_t phi_cond, phi_then, phi_else;
	/*
	 * The lanes the code being walked runs on: the conditions of the
	 * flattened ifs around it, anded (IR_NONE: all of them)
	 */
	uint32_t exec;
	uint32_t line;			/* the last OpLine's, for messages */
	/* Loops being unrolled, innermost last, and ifs being flattened */
	struct spv_loop {
		uint32_t header, merge, cont;
		uint32_t flat_level;	/* s->flat_level when entered */
		uint32_t iterations;
	} loops[8];
	uint32_t nr_loops, flat_level;
	bool failed;
};

int spv_fail(struct spv *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The id as kind (else a failure): NULL on failure */
struct spv_id *spv_id_of(struct spv *s, uint32_t id, enum spv_kind kind);
/* A new value id of type: its scalars to fill, or NULL */
uint32_t *spv_new_value(struct spv *s, uint32_t id, uint32_t type);
/* A value's scalars and their count, or NULL */
const uint32_t *spv_value(struct spv *s, uint32_t id, uint32_t *comps);
/*
 * Room for one value's scalars, so that making it moves none: before
 * each instruction, whose operands' scalars it points at meanwhile
 */
int spv_reserve(struct spv *s);
/* One instruction of straight-line code (no control flow) */
int spv_instruction(struct spv *s, const uint32_t *in, uint32_t len);

/* spirv_flow.c: runs the entry point's body */
int spv_run_entry(struct spv *s);

#endif
