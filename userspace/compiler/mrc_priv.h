/* SPDX-License-Identifier: MIT */
/*
 * The compiler's stages: spirv.c builds the IR; lower.c turns it into ir3
 * instructions on virtual scalar registers (struct vinstr); sched.c orders
 * them to fill latency slots; ra.c gives the virtual registers physical
 * ones; emit.c adds the output moves, the sync flags and nops still
 * needed, and encodes.
 */
#ifndef MRC_PRIV_H
#define MRC_PRIV_H

#include <stdbool.h>

#include "ir.h"
#include "ir3_isa.h"
#include "mrc.h"

#define VREG_NONE	0xffffffffu
#define MRC_MAX_INSTRS	4096
/* p0.x, the predicate kill and br test, as a scalar register (r62.x) */
#define MRC_REG_P0	(62 * 4)

/* Latency classes: what a consumer of the result waits for */
enum vclass {
	VCLASS_ALU,	/* cat1-cat3: 3 instructions between */
	VCLASS_SFU,	/* cat4: (ss) on the consumer */
	VCLASS_TEX,	/* cat5: (sy) on the consumer */
};

/*
 * Where a loop's blocks begin: markers in the instruction list, not
 * instructions (emit.c drops them).  VMARK_HEAD: the body, the back
 * edge's target; VMARK_TAIL: the tail, kept in its order by the
 * scheduler, to the loop's br.
 */
enum vmark {
	VMARK_NONE,
	VMARK_HEAD,
	VMARK_TAIL,
};

/* A writer count that is more than one (a phi's register) */
#define MRC_MANY	0xfffffffeu

/*
 * An ir3 instruction whose GPR operands are virtual registers: dst and
 * the src[] entries of kind IR3_REG_GPR hold virtual numbers until ra.c
 */
struct vinstr {
	struct ir3_instr in;
	uint32_t dst;			/* virtual register, or VREG_NONE */
	uint32_t src[3];		/* virtual registers, or VREG_NONE */
	uint8_t cls;			/* enum vclass */
	uint8_t mark;			/* enum vmark */
	uint8_t relaxed;		/* its IR value is RelaxedPrecision */
	uint16_t loop;			/* markers and br: the IR loop */
};

static inline bool mrc_is_mark(const struct vinstr *v)
{
	return v->mark != VMARK_NONE;
}

/*
 * Virtual registers live in a scalar register of their own, except the
 * members of a group: a vector operand (a sample's result, its
 * coordinates) whose components are consecutive registers.  A group's
 * members are consecutive virtual registers from its head.
 */
struct vreg {
	int32_t fixed;			/* preassigned scalar register, or -1 */
	int32_t phys;			/* after ra.c */
	uint32_t head;			/* the group's first, or VREG_NONE */
	uint8_t width;			/* a head: the group's members */
	/*
	 * A half register (hr<n>.<c>): on a3xx/a4xx a file of its own, not
	 * aliasing the full one (Mesa's mergedregs is false before a6xx)
	 */
	uint8_t half;
};

/*
 * Registers an operand spans from the one it names: a sample's
 * coordinates (s and t, r with .3d, then the reference with .s, the
 * layer with .a and q with .p; samgq's padded to four, then d/dx and
 * d/dy of each coordinate), its second source (the offsets with .o,
 * two or three, then the bias or level) and its result (a component per
 * wrmask bit)
 */
static inline unsigned int mrc_src_span(const struct ir3_instr *in,
					unsigned int k)
{
	unsigned int n;

	if (in->cat != 5 || k > 1 || in->opc == IR3_OPC_GETSIZE)
		return 1;	/* getsize: the level */
	if (k == 1) {
		n = (in->cat5.is_o ? 2u + in->cat5.is_3d : 0u) +
		    (in->opc == IR3_OPC_SAMB || in->opc == IR3_OPC_SAML ||
		     in->opc == IR3_OPC_ISAML);
		return n ? n : 1;
	}
	if (in->opc == IR3_OPC_SAMGQ)
		return 4u + 2u * (2u + in->cat5.is_3d);
	/* dsx, dsy: the components they write, up to wrmask's last */
	if (in->opc == IR3_OPC_DSX || in->opc == IR3_OPC_DSY)
		return in->cat5.wrmask ?
		       32u - (unsigned int)__builtin_clz(in->cat5.wrmask) : 0;
	return 2u + in->cat5.is_3d + in->cat5.is_s + in->cat5.is_a +
	       in->cat5.is_p;
}

/* kill and br test p0.x, which their encoding does not name */
static inline bool mrc_reads_p0(const struct ir3_instr *in)
{
	return in->opc == IR3_OPC_KILL || in->opc == IR3_OPC_BR;
}

static inline unsigned int mrc_dst_span(const struct ir3_instr *in)
{
	return in->cat == 5 ? (unsigned int)__builtin_popcount(in->cat5.wrmask) :
			      1;
}

/*
 * Instructions that must come between an ALU (cat1-cat3) result and
 * source k of in that reads it (Mesa's ir3_delayslots has the same
 * facts): the SFU, the texture unit and flow control (kill and br read
 * p0.x) read their sources earliest (6), a mad reads its addend a cycle
 * late (1; a mad only: a sel reads its third source at once), the rest
 * 3.  SFU and texture results are waited for with (ss) and (sy) instead.
 */
#define MRC_MAX_DELAY	6

/*
 * The multiply-adds, which read their addend late (Mesa's is_mad and
 * is_madsh); not sel, sad or the other cat3 ops
 */
static inline bool mrc_is_mad(const struct ir3_instr *in)
{
	return in->cat == 3 && in->opn <= 7;
}

static inline unsigned int mrc_alu_delay(const struct ir3_instr *in,
					 unsigned int k)
{
	if (in->cat == 0 || in->cat == 4 || in->cat == 5)
		return MRC_MAX_DELAY;
	return mrc_is_mad(in) && k == 2 ? 1 : 3;
}

/* The same for a virtual instruction's operands (0: none) */
static inline unsigned int vsrc_span(const struct vinstr *v, unsigned int k)
{
	return v->src[k] == VREG_NONE ? 0 : mrc_src_span(&v->in, k);
}

static inline unsigned int vdst_span(const struct vinstr *v)
{
	return v->dst == VREG_NONE ? 0 : mrc_dst_span(&v->in);
}

struct vprog {
	enum mrc_stage stage;
	unsigned int gen;
	struct vinstr *ins;
	uint32_t n, cap;
	struct vreg *regs;
	uint32_t nr_regs, cap_regs;
	/* The outputs' virtual registers: slot and component */
	uint32_t out[IR_MAX_SLOTS][4];
	/* Output slots in use (dense), IR_SLOT_EXTRA's apart */
	uint32_t nr_slots;
	uint32_t nr_inputs;		/* VS: attribute registers r0.. */
	uint32_t half_footprint;	/* half registers hr0..: vec4s used */
	/* FS: the varying gl_PointCoord is read as, or -1 */
	int32_t point_coord;
	/* FS: the varyings read flat (bit n: the library's varying n) */
	uint32_t flat;
	/* Per enum ir_sysval: the register the shader reads it from, or -1 */
	int32_t sysval[IR_SV_COUNT];
	/*
	 * Constants read from the constant file, as ir3 reads its
	 * immediates: imm[i] is component imm_base * 4 + i, past the
	 * uniforms
	 */
	uint32_t imm[MRC_MAX_IMM];
	uint32_t nr_imm, imm_base;
#define MRC_MAX_CONST_VEC4S	255	/* mr_shader.const_vec4s' range */
	char *error;			/* the shader's error buffer */
	size_t error_len;
};

/* spirv.c */
int mrc_spirv_to_ir(const uint32_t *words, size_t nwords,
		    enum mrc_stage stage, struct ir *ir,
		    struct mrc_shader *out);

/* lower.c */
int mrc_lower(const struct ir *ir, const struct mrc_shader *vs,
	      const struct mrc_shader *sh, struct vprog *p);
void mrc_vprog_free(struct vprog *p);
uint32_t mrc_vreg_new(struct vprog *p, int32_t fixed);
/* A group of width consecutive registers: its head */
uint32_t mrc_vreg_group(struct vprog *p, unsigned int width);
/*
 * Each register's writer: its one instruction, VREG_NONE for none,
 * MRC_MANY for more (a phi's); NULL (and the error set) without memory
 */
uint32_t *mrc_writers(struct vprog *p);

/* sched.c; mrc_no_scheduling keeps program order (mrc -n, measuring) */
extern bool mrc_no_scheduling;
int mrc_schedule(struct vprog *p);

/*
 * half.c: with mrc_half_precision, RelaxedPrecision float arithmetic in
 * half registers, cov where precision changes; 0 or -1
 */
int mrc_half(struct vprog *p);

/*
 * ra.c: the full registers a footprint needs (highest + 1), or -1;
 * the half file's into p->half_footprint
 */
int mrc_allocate(struct vprog *p);

/* emit.c */
int mrc_emit(struct vprog *p, int footprint, struct mrc_shader *out);

int mrc_error(struct vprog *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
