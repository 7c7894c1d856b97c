/* SPDX-License-Identifier: MIT */
/*
 * The compiler's IR: SSA over 32-bit scalars.  SPIR-V's vectors and
 * matrices are taken apart into their components as they are read
 * (spirv.c), so every value is one register component; the shader's
 * results are the values its output slots hold at the end.  Every value
 * is pure except IR_KILL, which discards the fragment where its
 * condition holds: it has no result and is always live.
 *
 * The values are in program order, straight-line except for loops: a
 * loop is a range of values (struct ir_loop), its body, run again while
 * its condition holds (the condition is computed at the end: the body
 * runs at least once).  Its phis open the range: each names the value
 * entering the loop and the value the body leaves for the next
 * iteration.  A value's sources come before it, but for a phi's second.
 * A value in a body holds, after the loop, what the last iteration made
 * of it: the body dominates what follows it.
 */
#ifndef MRC_IR_H
#define MRC_IR_H

#include <stdbool.h>
#include <stdint.h>

#define IR_NONE		0xffffffffu
/*
 * Output slots: VS 0 is gl_Position, 1 + n varying n; FS n colour n.
 * The last one's component 0: the VS's gl_PointSize, the FS's
 * gl_FragDepth.
 */
#define IR_MAX_SLOTS	18
#define IR_SLOT_EXTRA	(IR_MAX_SLOTS - 1)
/* The FS's input location of gl_PointCoord (IR_INPUT), past the others */
#define IR_POINT_COORD_LOC	IR_SLOT_EXTRA

enum ir_op {
	IR_CONST,	/* imm: the bits */
	IR_INPUT,	/* imm: location * 4 + component (attribute, varying) */
	IR_UNIFORM,	/* imm: constant-file component (vec4 * 4 + comp) */
	IR_MOV,
	IR_FADD,	/* srcs may be negated: neg bit n for src n */
	IR_FMUL,
	IR_FMAD,	/* src0 * src1 + src2 */
	IR_FMIN,
	IR_FMAX,
	IR_FLOOR,
	IR_CEIL,
	IR_TRUNC,
	IR_RNDNE,	/* to the nearest, halves to even */
	IR_FSIGN,	/* -1.0, 0.0 or 1.0 */
	IR_FABS,
	IR_FNEG,	/* src0 negated (neg bit 0): -0.0 of 0.0 (opt.c) */
	IR_RCP,
	IR_RSQ,
	IR_SQRT,
	IR_EXP2,
	IR_LOG2,
	IR_SIN,
	IR_COS,
	IR_FCMP,	/* imm: enum ir3_cond; the result is 1 or 0 */
	IR_SEL,		/* src0 (1 or 0) ? src1 : src2 */
	/*
	 * src0, src1: s and t; imm: unit * 4 + component, or'd with
	 * IR_TEX_BIAS or IR_TEX_LOD when src2 is a level-of-detail bias or
	 * an explicit level.  That component of what texture unit <unit>
	 * gives at (s, t); the four components of one sample are one
	 * instruction (lower.c).  With IR_TEX_3D (a cube map or a 3D
	 * texture) src0..src2 are the three coordinates, with IR_TEX_ARRAY
	 * s, t and the layer; the bias or level is then src3, after the
	 * reference when there is one.  With
	 * IR_TEX_OFFSET the texels are offset by constants (textureOffset()),
	 * two or, for a 3D texture, three (ir_tex_offset()).  With
	 * IR_TEX_SHADOW (a shadow sampler) the depth reference follows the
	 * coordinates, and component 0 is the comparison's result.  With
	 * IR_TEX_GRAD (textureGrad()) the source after those is an IR_GRAD,
	 * the gradients.
	 */
	IR_TEX,
	/*
	 * src0: a condition (0 or not).  The fragment is discarded where it
	 * holds.  No result; never dead (two alike are one: discarding twice
	 * is discarding once).
	 */
	IR_KILL,
	/*
	 * A loop's phi: src0 the value entering the loop, src1 the one the
	 * body leaves for the next iteration; imm the loop.  Never merged
	 * with another value.
	 */
	IR_PHI,
	/* Signed 32-bit integers (wrapping) */
	IR_IADD,
	IR_ISUB,
	IR_ICMP,	/* imm: enum ir3_cond; the result is 1 or 0 */
	IR_UCMP,	/* the same of unsigned integers */
	IR_F2I,		/* toward zero */
	IR_F2U,		/* toward zero, negatives to 0 */
	IR_I2F,
	IR_U2F,		/* of an unsigned integer */
	/* Bits: shifts by src1's low five bits */
	IR_AND,
	IR_OR,
	IR_XOR,
	IR_NOT,
	IR_SHL,
	IR_SHR,		/* logical */
	IR_ASHR,	/* arithmetic: the sign shifted in */
	IR_IMIN,
	IR_IMAX,
	IR_UMIN,
	IR_UMAX,
	IR_IABS,	/* of -2^31: -2^31, which is 2^31 unsigned */
	/*
	 * The fragment shader's derivatives: src0's difference across the
	 * pixel quad, to the right, and below
	 */
	IR_DSX,
	IR_DSY,
	/*
	 * textureSize(): src0 the level (an integer); imm unit * 4 +
	 * component: the level's width, height, and a 3D texture's depth
	 * or an array's layers
	 */
	IR_TEXSIZE,
	/*
	 * A float as half-float bits (the low 16 bits, the rest 0), and the
	 * half float in the low 16 bits as a float (packHalf2x16())
	 */
	IR_F2F16,
	IR_F16F2,
	/*
	 * A 32-bit product in three steps, as ir3 makes it before a5xx
	 * (NIR's umul_low and imadsh_mix16): the low halves' product, then
	 * twice src0's high half times src1's low half, shifted up, plus
	 * src2
	 */
	IR_MULL_U,
	IR_MADSH_M16,
	/*
	 * An IR_TEX's gradients: d/dx of its coordinates, then d/dy (s and
	 * t, four sources; s, t and r of a 3D texture or a cube map's
	 * direction, six).  Not a register: its sample takes the sources
	 * in.
	 */
	IR_GRAD,
	/*
	 * imm: an enum ir_sysval, what the hardware hands the shader in a
	 * register before it starts, as it hands it over (lower.c says
	 * where)
	 */
	IR_SYSVAL,
	IR_OP_COUNT
};

enum ir_sysval {
	/* gl_FragCoord.xy: unsigned integers, in sixteenths of a pixel */
	IR_SV_FRAG_X, IR_SV_FRAG_Y,
	IR_SV_FRAG_Z, IR_SV_FRAG_W,	/* gl_FragCoord.zw: floats */
	IR_SV_FACE,			/* -1 back-facing, 0 front-facing */
	IR_SV_VERTEX_ID, IR_SV_INSTANCE_ID,
	IR_SV_COUNT
};

#define IR_TEX_BIAS	(1u << 8)
#define IR_TEX_LOD	(2u << 8)
#define IR_TEX_3D	(4u << 8)
#define IR_TEX_ARRAY	(8u << 8)
#define IR_TEX_OFFSET	(16u << 8)
#define IR_TEX_SHADOW	(32u << 8)
#define IR_TEX_GRAD	(64u << 8)
/* An integer texture's texels: 32-bit integers, signed with IR_TEX_SIGNED */
#define IR_TEX_INT	(128u << 8)
#define IR_TEX_SIGNED	(1u << 28)
/*
 * texelFetch(): the coordinates (the layer too) and the level (always,
 * IR_TEX_LOD) integers, the texel as it is, unfiltered
 */
#define IR_TEX_FETCH	(1u << 29)
#define IR_TEX_UNIT(imm)	(((imm) & 0xffu) / 4)
/* Texel offsets, -8 to 7, four bits each from imm's bit 16: s, t, r */
#define IR_TEX_OFFSET_SHIFT(k)	(16u + 4u * (k))

static inline int ir_tex_offset(uint32_t imm, unsigned int k)
{
	return (int)(((imm >> IR_TEX_OFFSET_SHIFT(k)) & 15u) ^ 8u) - 8;
}

#define IR_MAX_SRCS	6

struct ir_value {
	uint8_t op;
	uint8_t nsrc;
	uint8_t neg;		/* bit n: src n negated */
	uint32_t src[IR_MAX_SRCS];	/* IR_GRAD: 6, IR_TEX: 5, others 3 */
	uint32_t imm;
	/*
	 * Every instruction that asked for it is RelaxedPrecision
	 * (mediump, lowp): it may be computed in half precision
	 */
	uint8_t relaxed;
};

/* A loop: its values (phis first), and what repeats it */
struct ir_loop {
	uint32_t begin, end;		/* the values [begin, end) */
	uint32_t phis;			/* [begin, begin + phis): its phis */
	uint32_t cond;			/* the body runs again where it holds */
};

#define IR_MAX_LOOPS	256

struct ir {
	struct ir_value *v;
	uint32_t n, cap;
	/* Loops in the order they begin (an inner one after its outer) */
	struct ir_loop loops[IR_MAX_LOOPS];
	uint32_t nr_loops;
	/* Value numbering: equal values are one value (hash of value ids) */
	uint32_t *hash;
	uint32_t hash_cap;
	uint32_t out[IR_MAX_SLOTS][4];	/* value per slot component */
	/* Whether what ir_emit makes now is for a RelaxedPrecision result */
	bool relaxed_ctx;
	char error[256];
};

void ir_init(struct ir *ir);
void ir_fini(struct ir *ir);
/*
 * A value: an existing equal one (every op is pure), or a new one;
 * IR_NONE when out of memory (ir->error says)
 */
uint32_t ir_emit(struct ir *ir, enum ir_op op, unsigned int nsrc,
		 const uint32_t *src, uint8_t neg, uint32_t imm);
uint32_t ir_const(struct ir *ir, uint32_t bits);
/* Whether v (any scalar, IR_NONE too) is a constant: its bits */
bool ir_known(const struct ir *ir, uint32_t v, uint32_t *bits);
uint32_t ir_float(struct ir *ir, float f);
uint32_t ir_alu1(struct ir *ir, enum ir_op op, uint32_t a);
uint32_t ir_alu2(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint8_t neg);
uint32_t ir_alu3(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint32_t c, uint8_t neg);
/* a <cond> b, cond an enum ir3_cond: 1 or 0 */
uint32_t ir_fcmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond);
/* The same of signed integers */
uint32_t ir_icmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond);
/* The same of unsigned integers */
uint32_t ir_ucmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond);

/*
 * ir_fold.c: an integer op or a conversion (nsrc sources, cond an
 * IR_ICMP's or IR_UCMP's) on constants: true, and its bits in *r
 */
bool ir_fold_int(const struct ir *ir, enum ir_op op, unsigned int nsrc,
		 const uint32_t *src, unsigned int cond, uint32_t *r);

/* Whether op compares (a result of 1 or 0 from FCMP, ICMP or UCMP) */
static inline bool ir_is_cmp(enum ir_op op)
{
	return op == IR_FCMP || op == IR_ICMP || op == IR_UCMP;
}

/*
 * Loops: ir_loop_begin() opens one (its number, or IR_NONE when there
 * are too many: ir->error says); its phis next, then its body; the
 * phis closed with the values the body leaves; ir_loop_end() with the
 * condition to run again.  A phi left the same by the body is its entry
 * value (a copy).  ir_loops_drop() forgets the loops from the number
 * first on and the phis and kills made from value from on (a body walked
 * again another way).
 */
uint32_t ir_loop_begin(struct ir *ir);
uint32_t ir_phi(struct ir *ir, uint32_t loop, uint32_t entry);
void ir_phi_close(struct ir *ir, uint32_t phi, uint32_t back);
void ir_loop_end(struct ir *ir, uint32_t loop, uint32_t cond);
void ir_loops_drop(struct ir *ir, uint32_t first, uint32_t from);

/* Discards the fragment where cond holds (IR_NONE: always) */
void ir_kill(struct ir *ir, uint32_t cond);
/* Whether the program discards anywhere */
bool ir_has_kill(const struct ir *ir);

/* opt.c: constant folding, copy propagation, then dead values dropped */
void ir_optimize(struct ir *ir);
/*
 * Values nothing reaches from an output, a kill or a loop's condition:
 * false in live[]
 */
void ir_live(const struct ir *ir, bool *live);

#endif
