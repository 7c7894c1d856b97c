/* SPDX-License-Identifier: MIT */
/*
 * The SPIR-V reader's state, shared by spirv.c (declarations and the
 * instructions that compute) and spirv_flow.c (the body's control flow:
 * blocks, ifs flattened, loops unrolled or made IR loops, calls
 * inlined).
 */
#ifndef MRC_SPIRV_PRIV_H
#define MRC_SPIRV_PRIV_H

#include <spirv/unified1/spirv.h>

#include "mrc_priv.h"

#define SPV_MAX_IDS	(1u << 18)
#define SPV_MAX_COMPS	64		/* scalars in one value */
#define SPV_MAX_IO_DEPTH	8	/* arrays and structs in an input or output */
#define SPV_MAX_BLOCK_BYTES	4096	/* a uniform block's reach: 256 vec4s */

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
	uint32_t samplers;		/* sampler units it holds (structs, arrays) */
	uint32_t elem;			/* vector/matrix/array/pointer: element */
	uint32_t count;			/* vector, matrix, array length */
	uint32_t first_member;		/* struct: in spv.members */
	uint32_t nr_members;
	bool is_float;
	bool is_signed;			/* an integer type: signed */
	bool block;			/* a struct decorated Block */
	uint32_t array_stride;		/* an array's ArrayStride (bytes) */
	/*
	 * image and sampled image types, loaded samplers: a cube map or a
	 * 3D texture (three coordinates, .3d), which of the two, an array,
	 * a shadow sampler (depth comparisons), an integer texture's
	 * (isampler*: signed, usampler*: not)
	 */
	bool is_3d, cube, array, shadow, integer, int_signed;
	/* values, variables, pointers */
	uint32_t type;
	uint32_t first;			/* value: in spv.scalars */
	uint32_t var;			/* pointer: its variable */
	uint32_t offset;		/* pointer: scalars into it */
	/*
	 * pointer: an index not known at compile time (IR_NONE: none, as
	 * for every other id) into dyn_count elements, offset at element
	 * 0's.  Two such indices are one over both (i * dyn_inner + j):
	 * element k then starts k / dyn_inner times dyn_stride scalars and
	 * k % dyn_inner times dyn_inner_stride in; one alone has a
	 * dyn_inner of 1.
	 */
	uint32_t dyn, dyn_count, dyn_stride, dyn_inner, dyn_inner_stride;
	/* pointer: samplers into its variable's, by constant indices */
	uint32_t soffset;
	/* variables */
	uint32_t storage;
	uint32_t slots;			/* in spv.scalars: the contents */
	/*
	 * a uniform block or a uniform struct (comp_map): its scalars'
	 * components, in spv.block_comp
	 */
	bool comp_map;
	uint32_t block_map, block_vec4s;
	int32_t location, builtin, binding;
	/* uniform variables holding samplers: the first one's unit */
	uint32_t unit;
	bool relaxed;			/* decorated RelaxedPrecision */
	bool flat;			/* decorated Flat: not interpolated */
	const char *name;
	/* functions and labels: the word they start at */
	uint32_t pos;
	/* labels: a loop's header (OpLoopMerge): its merge, continue target */
	bool loop_header;
	uint32_t merge, cont;
};

/*
 * Lanes that left a construct early (a break, a continue, a return),
 * and the scalars they left with (where pred holds; malloc'd)
 */
struct spv_exit {
	uint32_t pred;			/* IR_NONE: none yet */
	uint32_t *state;
	uint32_t n;
};

struct spv {
	const uint32_t *w;
	size_t n;
	uint32_t bound;
	struct spv_id *ids;
	uint32_t *members;		/* struct member types */
	uint32_t nr_members, cap_members;
	/* Uniform blocks: their members' decorations, scalars' components */
	struct spv_member_deco {
		uint32_t type, member;
		uint32_t offset;		/* bytes; UINT32_MAX: none */
		uint32_t matrix_stride;
		bool row_major;
		const char *name;		/* OpMemberName's */
	} *mdeco;
	uint32_t nr_mdeco, cap_mdeco;
	uint32_t *block_comp, nr_block_comp, cap_block_comp;
	uint32_t *scalars;		/* IR values of values and variables */
	uint32_t nr_scalars, cap_scalars;
	/* Per scalar: a variable's the shader writes (a loop's phis) */
	bool *var_scalar;
	struct ir *ir;
	struct mrc_shader *out;
	const struct mrc_shader *vs;
	uint32_t entry;			/* the entry point's function */
	uint32_t model;			/* SpvExecutionModel */
	uint32_t uniform_vec4s;		/* constant file used so far */
	uint32_t samplers;		/* texture units declared so far */
	/* Variables holding samplers, in the order they take units */
	struct {
		uint64_t key;
		uint32_t id;
		bool located;
	} sampler_vars[MR_MAX_TEXTURES];
	uint32_t nr_sampler_vars;
	/* gl_PerVertex's gl_PointSize: the struct type and its member */
	uint32_t psize_struct, psize_member;
	/* spirv_flow.c */
	uint32_t steps;			/* instructions run, against a budget */
	/* The function being walked: lanes that returned, what they return */
	struct spv_exit ret;
	uint32_t ret_value[SPV_MAX_COMPS], ret_comps;
	/* The if just flattened: its condition, each side's last block */
	uint32_t phi_cond, phi_then, phi_else;
	/*
	 * The lanes the code being walked runs on (IR_NONE: all of them):
	 * the conditions of the flattened ifs around it, anded, less the
	 * lanes that left (a discard, a break, a continue, a return)
	 */
	uint32_t exec;
	/*
	 * Lanes that left since the innermost if, loop or call began, ored
	 * (IR_NONE: none): any way, by a return or discard, by a discard
	 */
	uint32_t gone_all, gone_fn, gone_kill;
	uint32_t line;			/* the last OpLine's, for messages */
	/*
	 * Loops being walked, innermost last: unrolled (known branches
	 * taken), or real (an IR loop, its body walked once: lanes that
	 * break or continue leave with their state)
	 */
	struct spv_loop {
		uint32_t header, merge, cont;
		uint32_t flat_level;	/* s->flat_level when entered */
		uint32_t iterations;
		bool real;
		struct spv_exit brk, cnt;
	} loops[8];
	uint32_t nr_loops, flat_level;
	/*
	 * An unrolled loop's walk met a branch it cannot take here: the
	 * walk fails up to loop restart_loop, which makes an IR loop instead
	 */
	bool restart;
	uint32_t restart_loop;
	bool failed;
};

int spv_fail(struct spv *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * An operand of an instruction whose result has want scalars: a scalar
 * (applied to each) or at least want of them, else a failure
 */
const uint32_t *spv_operand(struct spv *s, uint32_t id, uint32_t want,
			    uint32_t *comps);
/* The scalars of the result type, before the result is made */
uint32_t spv_result_comps(struct spv *s, uint32_t type);

/*
 * An op of one operand or two (a scalar applies to each component) done
 * per component: fn(s, op, a, b) each (b IR_NONE when unary; IR_NONE
 * back after a failure)
 */
int spv_componentwise(struct spv *s, const uint32_t *in, uint32_t len,
		      uint32_t op, bool unary,
		      uint32_t (*fn)(struct spv *s, uint32_t op, uint32_t a,
				     uint32_t b));

/* spirv_int.c: integer ops (SPIR-V's op), a * b mod 2^32 */
int spv_int_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op);
uint32_t spv_imul(struct spv *s, uint32_t a, uint32_t b);
/* A GLSL.std.450 integer function of the arguments x; else IR_NONE */
uint32_t spv_glsl_int(struct spv *s, uint32_t inst, const uint32_t *x);

/*
 * spirv_glsl.c: GLSL.std.450's functions; a / b, a . b (n scalars),
 * GLSL's mod(x, y)
 */
int spv_glsl_std(struct spv *s, const uint32_t *in, uint32_t len);
uint32_t spv_fdiv(struct spv *s, uint32_t a, uint32_t b);
uint32_t spv_dot(struct spv *s, const uint32_t *a, const uint32_t *b,
		 uint32_t n);
uint32_t spv_fmod(struct spv *s, uint32_t x, uint32_t y);
/* FMod, IsNan and IsInf; transpose() and outerProduct() */
int spv_float_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op);
int spv_matrix_fn(struct spv *s, const uint32_t *in, uint32_t len,
		  uint32_t op);
/* The fragment shader's derivatives */
int spv_deriv_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op);
/* A store of n scalars through the pointer (or variable) id ptr */
int spv_store(struct spv *s, uint32_t ptr, const uint32_t *src, uint32_t n);

/* The id as kind (else a failure): NULL on failure */
struct spv_id *spv_id_of(struct spv *s, uint32_t id, enum spv_kind kind);
/* An id as nothing has made it yet: no location, builtin, binding, index */
void spv_id_clear(struct spv_id *d);
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

/* spirv_block.c: uniform blocks */
void spv_member_name(struct spv *s, const uint32_t *in, uint32_t len);
/*
 * A uniform of structs outside a block: its scalars' components, each
 * vector and matrix column a vec4 of its own (spv_struct_uniform_add);
 * its members, named as GL names them ("s.m", "a[1].m"), into the
 * uniforms' table (spv_struct_uniform_names)
 */
int spv_struct_uniform_add(struct spv *s, struct spv_id *v);
int spv_struct_uniform_names(struct spv *s, const struct spv_id *v);
/* A uniform's entry in the interface */
/* A sampler inside a uniform struct or array, by its GL name */
int spv_add_sampler_name(struct spv *s, const char *name, uint32_t unit);
int spv_add_uniform(struct spv *s, const char *name, uint32_t location,
		    uint32_t vec4s);
/* Whether t is made of floats, integers or booleans; its vec4s */
bool spv_plain_type(const struct spv *s, const struct spv_id *t);
uint32_t spv_vec4s_of(struct spv *s, const struct spv_id *t);
void spv_block_member_decorate(struct spv *s, const uint32_t *in,
			       uint32_t len);
/* Block variable v's layout, and its vec4s in the constant file */
int spv_block_add(struct spv *s, struct spv_id *v);
int spv_block_names(struct spv *s, const struct spv_id *v);
/* The constant-file component of block variable v's scalar i */
uint32_t spv_block_comp(const struct spv *s, const struct spv_id *v,
			uint32_t i);

#endif
