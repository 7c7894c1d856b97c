// SPDX-License-Identifier: MIT
/*
 * IR to ir3 on virtual registers.  Each live IR value becomes at most one
 * instruction; constants and uniforms become operands where the
 * instruction's encoding takes them (one constant operand at most), and
 * are moved into a register where it does not.  A vertex shader's
 * attribute n arrives in r<n>; a fragment shader's varyings are read with
 * bary.f at the perspective centre, whose i/j arrive in r0.x and r0.y.
 * A kill is a comparison into p0.x (only cmps writes it) and kill p0.x;
 * kills come at the end of their block (the scheduler moves them up,
 * never above a bary.f: the hardware wants every input read before
 * lanes die).
 *
 * A loop (struct ir_loop) is a block between two markers, head and tail
 * (struct vinstr's mark): its phis' registers are set before the head,
 * from the values entering; the tail, in this order (the scheduler
 * leaves it so), copies the values the body leaves into them, compares
 * the loop's condition into p0.x and branches back to the head on it
 * (br p0.x).  A value the tail copies from another phi's register is
 * copied aside first (the copies are parallel).  A phi read after its
 * loop (the value an iteration began with, say by lanes that returned
 * in it) is read from a copy made at the head: the tail has overwritten
 * its register.  With loops, every bary.f comes first: (ei) must not
 * run twice.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

/* The float table's entry holding bits, or -1 */
static int flut_index(uint32_t bits)
{
	static const uint32_t table[IR3_FLUT_ENTRIES] = {
		IR3_FLUT_0, IR3_FLUT_1, IR3_FLUT_2, IR3_FLUT_3, IR3_FLUT_4,
		IR3_FLUT_5, IR3_FLUT_6, IR3_FLUT_7, IR3_FLUT_8, IR3_FLUT_9,
		IR3_FLUT_10, IR3_FLUT_11,
	};

	for (int i = 0; i < IR3_FLUT_ENTRIES; i++)
		if (table[i] == bits)
			return i;
	return -1;
}

/* What an IR value is as an operand */
struct operand {
	uint32_t vreg;			/* in a register, or VREG_NONE */
	uint32_t cnum;			/* else: the uniform's component */
	bool is_const;
};

struct lower {
	const struct ir *ir;
	struct vprog *p;
	bool *live;
	struct operand *opnd;		/* per IR value */
	/*
	 * The samples made so far: their first IR value, their sam, and the
	 * innermost loop open where it was made (IR_NONE: none)
	 */
	uint32_t *samples, *sample_instr, *sample_loop, nr_samples;
	uint32_t loop;			/* the innermost loop open now */
	uint32_t *varying_index;	/* FS: input location to varying */
	uint32_t ij;			/* FS: r0.x's virtual register */
	uint32_t vs_sysvals;		/* VS: the first register past the attributes */
	/*
	 * Comparisons only kills and loops' conditions read: each compares
	 * into p0 itself
	 */
	bool *p0_only;
	/* Kills met in the block being lowered, lowered at its end */
	uint32_t *kills, nr_kills;
	/* Per loop: its phis' registers, consecutive from phi_regs[] */
	uint32_t phi_regs[IR_MAX_LOOPS];
	/* Phis read after their loop: their copy at the head, else none */
	uint32_t *phi_copy;
};

int mrc_error(struct vprog *p, const char *fmt, ...)
{
	va_list ap;

	if (p->error[0])
		return -1;
	va_start(ap, fmt);
	vsnprintf(p->error, p->error_len, fmt, ap);
	va_end(ap);
	return -1;
}

uint32_t mrc_vreg_new(struct vprog *p, int32_t fixed)
{
	if (p->nr_regs == p->cap_regs) {
		uint32_t cap = p->cap_regs ? p->cap_regs * 2 : 256;
		struct vreg *r = realloc(p->regs, cap * sizeof(*r));

		if (!r || cap > (1u << 20)) {
			mrc_error(p, "out of memory");
			return VREG_NONE;
		}
		p->regs = r;
		p->cap_regs = cap;
	}
	p->regs[p->nr_regs] = (struct vreg){ .fixed = fixed, .phys = fixed,
					     .head = VREG_NONE };
	return p->nr_regs++;
}

uint32_t *mrc_writers(struct vprog *p)
{
	uint32_t *writer = malloc((p->nr_regs ? p->nr_regs : 1) *
				  sizeof(*writer));
	uint32_t i, j, r;

	if (!writer) {
		mrc_error(p, "out of memory");
		return NULL;
	}
	for (i = 0; i < p->nr_regs; i++)
		writer[i] = VREG_NONE;
	for (i = 0; i < p->n; i++)
		for (j = 0; j < vdst_span(&p->ins[i]); j++) {
			r = p->ins[i].dst + j;
			writer[r] = writer[r] == VREG_NONE ? i : MRC_MANY;
		}
	return writer;
}

uint32_t mrc_vreg_group(struct vprog *p, unsigned int width)
{
	uint32_t head = mrc_vreg_new(p, -1), i;

	for (i = 1; head != VREG_NONE && i < width; i++)
		if (mrc_vreg_new(p, -1) == VREG_NONE)
			return VREG_NONE;
	if (head == VREG_NONE)
		return head;
	for (i = 0; i < width; i++)
		p->regs[head + i].head = head;
	p->regs[head].width = (uint8_t)width;
	return head;
}

void mrc_vprog_free(struct vprog *p)
{
	free(p->ins);
	free(p->regs);
	p->ins = NULL;
	p->regs = NULL;
}

static struct vinstr *add(struct vprog *p, unsigned int opc, uint32_t dst)
{
	struct vinstr *v;

	if (p->n == p->cap) {
		uint32_t cap = p->cap ? p->cap * 2 : 256;
		struct vinstr *n = cap > MRC_MAX_INSTRS * 2 ? NULL :
				   realloc(p->ins, cap * sizeof(*n));

		if (!n) {
			mrc_error(p, "the shader needs more than %u instructions",
				  MRC_MAX_INSTRS);
			return NULL;
		}
		p->ins = n;
		p->cap = cap;
	}
	v = &p->ins[p->n++];
	memset(v, 0, sizeof(*v));
	v->in = ir3_instr_of(opc);
	v->dst = dst;
	v->src[0] = v->src[1] = v->src[2] = VREG_NONE;
	v->cls = IR3_OPC_CAT(opc) == 4 ? VCLASS_SFU :
		 IR3_OPC_CAT(opc) == 5 ? VCLASS_TEX : VCLASS_ALU;
	if (dst != VREG_NONE)
		v->in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR };
	return v;
}

static void set_src_reg(struct vinstr *v, unsigned int i, uint32_t vreg,
			bool neg)
{
	v->src[i] = vreg;
	v->in.src[i] = (struct ir3_reg){ .kind = IR3_REG_GPR, .neg = neg };
	if (v->in.nsrc <= i)
		v->in.nsrc = i + 1;
}

static void set_src_const(struct vinstr *v, unsigned int i, uint32_t cnum,
			  bool neg)
{
	v->in.src[i] = (struct ir3_reg){ .kind = IR3_REG_CONST, .num = cnum,
					 .neg = neg };
	if (v->in.nsrc <= i)
		v->in.nsrc = i + 1;
}

static void set_src_immed(struct vinstr *v, unsigned int i, int32_t imm)
{
	v->in.src[i] = (struct ir3_reg){ .kind = IR3_REG_IMMED, .imm = imm };
	if (v->in.nsrc <= i)
		v->in.nsrc = i + 1;
}

static void set_src_flut(struct vinstr *v, unsigned int i, int entry,
			 bool neg)
{
	v->in.src[i] = (struct ir3_reg){ .kind = IR3_REG_FLUT, .imm = entry,
					 .neg = neg };
	if (v->in.nsrc <= i)
		v->in.nsrc = i + 1;
}

/* mov r, value: from its register, the constant file or an immediate */
/* mov r, an immediate's bits */
static int move_imm(struct lower *l, uint32_t r, uint32_t bits)
{
	struct vinstr *v = add(l->p, IR3_OPC_MOV, r);

	if (!v)
		return -1;
	v->in.nsrc = 1;
	v->in.src[0] = (struct ir3_reg){ .kind = IR3_REG_IMMED,
					 .imm = (int)bits };
	v->in.cat1.src_type = IR3_TYPE_U32;
	v->in.cat1.dst_type = IR3_TYPE_U32;
	return 0;
}

static int move_into(struct lower *l, uint32_t r, uint32_t value)
{
	const struct operand *o = &l->opnd[value];
	const struct ir_value *iv = &l->ir->v[value];
	struct vinstr *v;

	if (o->vreg == VREG_NONE && iv->op == IR_CONST)
		return move_imm(l, r, iv->imm);
	v = add(l->p, IR3_OPC_MOV, r);
	if (!v)
		return -1;
	v->in.nsrc = 1;
	if (o->vreg != VREG_NONE) {
		set_src_reg(v, 0, o->vreg, false);
		v->in.cat1.src_type = IR3_TYPE_F32;
		v->in.cat1.dst_type = IR3_TYPE_F32;
	} else {
		v->in.src[0] = (struct ir3_reg){ .kind = IR3_REG_CONST,
						 .num = o->cnum };
		v->in.cat1.src_type = IR3_TYPE_F32;
		v->in.cat1.dst_type = IR3_TYPE_F32;
	}
	return 0;
}

/* The IR value in a register: moved there once if it is not */
static uint32_t in_reg(struct lower *l, uint32_t value)
{
	struct operand *o = &l->opnd[value];
	uint32_t r;

	if (o->vreg != VREG_NONE)
		return o->vreg;
	r = mrc_vreg_new(l->p, -1);
	if (r == VREG_NONE || move_into(l, r, value))
		return VREG_NONE;
	o->vreg = r;
	return r;
}

static const struct {
	unsigned int opc;
	unsigned int nsrc;
} lowering[IR_OP_COUNT] = {
	[IR_FADD] = { IR3_OPC_ADD_F, 2 },
	[IR_FMUL] = { IR3_OPC_MUL_F, 2 },
	[IR_FMAD] = { IR3_OPC_MAD_F32, 3 },
	[IR_FMIN] = { IR3_OPC_MIN_F, 2 },
	[IR_FMAX] = { IR3_OPC_MAX_F, 2 },
	[IR_FLOOR] = { IR3_OPC_FLOOR_F, 1 },
	[IR_CEIL] = { IR3_OPC_CEIL_F, 1 },
	[IR_TRUNC] = { IR3_OPC_TRUNC_F, 1 },
	[IR_RNDNE] = { IR3_OPC_RNDNE_F, 1 },
	[IR_FSIGN] = { IR3_OPC_SIGN_F, 1 },
	[IR_FABS] = { IR3_OPC_ABSNEG_F, 1 },
	[IR_FNEG] = { IR3_OPC_ABSNEG_F, 1 },
	[IR_RCP] = { IR3_OPC_RCP, 1 },
	[IR_RSQ] = { IR3_OPC_RSQ, 1 },
	[IR_SQRT] = { IR3_OPC_SQRT, 1 },
	[IR_EXP2] = { IR3_OPC_EXP2, 1 },
	[IR_LOG2] = { IR3_OPC_LOG2, 1 },
	[IR_SIN] = { IR3_OPC_SIN, 1 },
	[IR_COS] = { IR3_OPC_COS, 1 },
	[IR_FCMP] = { IR3_OPC_CMPS_F, 2 },
	/* sel.b32 dst, src0, src1, src2: src1 (the condition) ? src0 : src2 */
	[IR_SEL] = { IR3_OPC_SEL_B32, 3 },
	[IR_IADD] = { IR3_OPC_ADD_S, 2 },
	[IR_ISUB] = { IR3_OPC_SUB_S, 2 },
	[IR_ICMP] = { IR3_OPC_CMPS_S, 2 },
	[IR_UCMP] = { IR3_OPC_CMPS_U, 2 },
	[IR_MULL_U] = { IR3_OPC_MULL_U, 2 },
	[IR_MADSH_M16] = { IR3_OPC_MADSH_M16, 3 },
	[IR_AND] = { IR3_OPC_AND_B, 2 },
	[IR_OR] = { IR3_OPC_OR_B, 2 },
	[IR_XOR] = { IR3_OPC_XOR_B, 2 },
	[IR_NOT] = { IR3_OPC_NOT_B, 1 },
	[IR_SHL] = { IR3_OPC_SHL_B, 2 },
	[IR_SHR] = { IR3_OPC_SHR_B, 2 },
	[IR_ASHR] = { IR3_OPC_ASHR_B, 2 },
	[IR_IMIN] = { IR3_OPC_MIN_S, 2 },
	[IR_IMAX] = { IR3_OPC_MAX_S, 2 },
	[IR_UMIN] = { IR3_OPC_MIN_U, 2 },
	[IR_UMAX] = { IR3_OPC_MAX_U, 2 },
	[IR_IABS] = { IR3_OPC_ABSNEG_S, 1 },
};

/* An integer op: its constants are immediates, not the float table's */
static bool int_alu(enum ir_op op)
{
	return op == IR_IADD || op == IR_ISUB || op == IR_ICMP ||
	       op == IR_UCMP || op == IR_MULL_U || op == IR_MADSH_M16 ||
	       (op >= IR_AND && op <= IR_IABS);
}

/* A cat2 immediate: 11 bits, signed */
static bool fits_immed(uint32_t bits)
{
	int32_t v = (int32_t)bits;

	return v >= -1024 && v <= 1023;
}

/* Which sources an encoding lets be a constant */
static bool const_ok(unsigned int opc, unsigned int i)
{
	switch (IR3_OPC_CAT(opc)) {
	case 2:
		return true;
	case 3:
		return i != 1;		/* cat3's second source is a register */
	default:
		return false;		/* SFU: registers only */
	}
}

/*
 * The constant-file component holding bits, past the uniforms (added
 * there the first time): a source read there takes no mov.  -1 when the
 * file has no room left.
 */
static int32_t const_imm(struct vprog *p, uint32_t bits)
{
	uint32_t i;

	for (i = 0; i < p->nr_imm; i++)
		if (p->imm[i] == bits)
			return (int32_t)(p->imm_base * 4 + i);
	if (p->nr_imm == MRC_MAX_IMM ||
	    p->imm_base + p->nr_imm / 4 + 1 > MRC_MAX_CONST_VEC4S)
		return -1;
	p->imm[p->nr_imm] = bits;
	return (int32_t)(p->imm_base * 4 + p->nr_imm++);
}

/* The instruction computing value, its result into dst */
static int emit_alu(struct lower *l, uint32_t value, uint32_t dst)
{
	const struct ir_value *iv = &l->ir->v[value];
	unsigned int opc = lowering[iv->op].opc, i;
	bool used_const = false, is_const[3] = { false, false, false };
	bool immed[3] = { false, false, false };
	int flut[3] = { -1, -1, -1 };
	int32_t cnum[3];
	/*
	 * sel's operands: the IR's (cond, a, b) as the encoding's (a, cond,
	 * b).  A mad's factors swap when that puts a constant where the
	 * encoding takes one (not its second source).
	 */
	const uint32_t swap[3] = { 1, 0, 2 }, plain[3] = { 0, 1, 2 };
	const uint32_t *order = iv->op == IR_SEL ? swap : plain;
	uint32_t reg[3] = { VREG_NONE, VREG_NONE, VREG_NONE };
	struct vinstr *v;

	if (!opc)
		return mrc_error(l->p, "IR op %u cannot be lowered", iv->op);
	if (iv->op == IR_FMAD && l->opnd[iv->src[1]].vreg == VREG_NONE &&
	    l->opnd[iv->src[0]].vreg != VREG_NONE)
		order = swap;
	/* The operands first: a move into a register goes before the use */
	for (i = 0; i < iv->nsrc; i++) {
		uint32_t src = iv->src[order[i]];
		const struct operand *o = &l->opnd[src];

		if (o->vreg == VREG_NONE && o->is_const && const_ok(opc, i) &&
		    !used_const) {
			is_const[i] = true;
			cnum[i] = (int32_t)o->cnum;
			used_const = true;
			continue;
		}
		/*
		 * cat2 reads the float table's numbers as immediates; an
		 * integer op small integers
		 */
		if (l->ir->v[src].op == IR_CONST && !used_const &&
		    IR3_OPC_CAT(opc) == 2 && !int_alu(iv->op))
			flut[i] = flut_index(l->ir->v[src].imm);
		if (l->ir->v[src].op == IR_CONST && !used_const &&
		    IR3_OPC_CAT(opc) == 2 && int_alu(iv->op))
			immed[i] = fits_immed(l->ir->v[src].imm);
		if (flut[i] >= 0 || immed[i]) {
			used_const = true;
			continue;
		}
		/* Any other constant from the constant file, not a register */
		if (l->ir->v[src].op == IR_CONST && o->vreg == VREG_NONE &&
		    !used_const && const_ok(opc, i)) {
			cnum[i] = const_imm(l->p, l->ir->v[src].imm);
			if (cnum[i] >= 0) {
				is_const[i] = true;
				used_const = true;
				continue;
			}
		}
		reg[i] = in_reg(l, src);
		if (reg[i] == VREG_NONE)
			return -1;
	}
	v = add(l->p, opc, dst);
	if (!v)
		return -1;
	for (i = 0; i < iv->nsrc; i++) {
		bool neg = iv->neg & (1u << order[i]);

		if (is_const[i])
			set_src_const(v, i, (uint32_t)cnum[i], neg);
		else if (flut[i] >= 0)
			set_src_flut(v, i, flut[i], neg);
		else if (immed[i])
			set_src_immed(v, i,
				      (int32_t)l->ir->v[iv->src[order[i]]].imm);
		else
			set_src_reg(v, i, reg[i], neg);
	}
	v->relaxed = iv->relaxed;
	if (iv->op == IR_FABS || iv->op == IR_IABS)
		v->in.src[0].abs = 1;
	if (ir_is_cmp(iv->op))
		v->in.cat2.cond = (unsigned char)iv->imm;
	return 0;
}

/*
 * Where the hardware hands a system value over (the stream programs
 * these registers from mr_shader.sysval): in the fragment shader next to
 * r0.xy's i/j, gl_FragCoord.xy in r0.zw and .zw in r1.xy, the face in
 * hr0.x (a half register, as ir3 takes it); in the vertex shader the ids
 * in the register after the attributes'.
 */
static int32_t sysval_reg(const struct lower *l, enum ir_sysval sv)
{
	switch (sv) {
	case IR_SV_FRAG_X: case IR_SV_FRAG_Y:
	case IR_SV_FRAG_Z: case IR_SV_FRAG_W:
		return MR_REGID(0, 2) + (int32_t)(sv - IR_SV_FRAG_X);
	case IR_SV_FACE:
		return MR_REGID(0, 0);
	case IR_SV_VERTEX_ID: case IR_SV_INSTANCE_ID:
		return (int32_t)(l->vs_sysvals + sv - IR_SV_VERTEX_ID);
	default:
		return -1;
	}
}

/*
 * A system value: its register, fixed; the face is read through a
 * cov.s16s32 (the sources of the IR's integer ops are full registers)
 */
static int lower_sysval(struct lower *l, uint32_t value)
{
	enum ir_sysval sv = (enum ir_sysval)l->ir->v[value].imm;
	bool fs = l->p->stage == MRC_FRAGMENT;
	uint32_t r, dst;
	struct vinstr *v;

	if (sv >= IR_SV_COUNT || fs != (sv < IR_SV_VERTEX_ID))
		return mrc_error(l->p, "system value %u in the wrong stage", sv);
	l->p->sysval[sv] = sysval_reg(l, sv);
	r = mrc_vreg_new(l->p, l->p->sysval[sv]);
	if (r == VREG_NONE)
		return -1;
	l->opnd[value].vreg = r;
	if (sv != IR_SV_FACE)
		return 0;
	l->p->regs[r].half = 1;
	dst = mrc_vreg_new(l->p, -1);
	v = dst == VREG_NONE ? NULL : add(l->p, IR3_OPC_MOV, dst);
	if (!v)
		return -1;
	set_src_reg(v, 0, r, false);
	v->in.src[0].half = 1;
	v->in.cat1.src_type = IR3_TYPE_S16;
	v->in.cat1.dst_type = IR3_TYPE_S32;
	l->opnd[value].vreg = dst;
	return 0;
}

/* A conversion between float and integer: cov (mov with two types) */
static int lower_cov(struct lower *l, uint32_t value)
{
	const struct ir_value *iv = &l->ir->v[value];
	const struct operand *o = &l->opnd[iv->src[0]];
	uint32_t dst, r = VREG_NONE;
	struct vinstr *v;

	if (o->vreg != VREG_NONE || !o->is_const) {
		r = in_reg(l, iv->src[0]);
		if (r == VREG_NONE)
			return -1;
	}
	dst = mrc_vreg_new(l->p, -1);
	v = dst == VREG_NONE ? NULL : add(l->p, IR3_OPC_MOV, dst);
	if (!v)
		return -1;
	if (r != VREG_NONE)
		set_src_reg(v, 0, r, false);
	else
		set_src_const(v, 0, o->cnum, false);
	v->in.cat1.src_type = iv->op == IR_F2I || iv->op == IR_F2U ?
			      IR3_TYPE_F32 :
			      iv->op == IR_U2F ? IR3_TYPE_U32 : IR3_TYPE_S32;
	v->in.cat1.dst_type = iv->op == IR_F2I ? IR3_TYPE_S32 :
			      iv->op == IR_F2U ? IR3_TYPE_U32 : IR3_TYPE_F32;
	l->opnd[value].vreg = dst;
	return 0;
}

/* dsx/dsy (cat5): one component of a full register */
static int lower_deriv(struct lower *l, uint32_t value)
{
	const struct ir_value *iv = &l->ir->v[value];
	uint32_t r = in_reg(l, iv->src[0]), dst;
	struct vinstr *v;

	if (r == VREG_NONE)
		return -1;
	dst = mrc_vreg_new(l->p, -1);
	v = dst == VREG_NONE ? NULL :
	    add(l->p, iv->op == IR_DSX ? IR3_OPC_DSX : IR3_OPC_DSY, dst);
	if (!v)
		return -1;
	v->in.full = 1;
	v->in.cat5.type = IR3_TYPE_F32;
	v->in.cat5.wrmask = 1;
	set_src_reg(v, 0, r, false);
	l->opnd[value].vreg = dst;
	return 0;
}

/*
 * packHalf2x16()'s and unpackHalf2x16()'s conversions: through a half
 * register, as a cov's 16-bit side is a half register's
 */
static int lower_f16_bits(struct lower *l, uint32_t value)
{
	const struct ir_value *iv = &l->ir->v[value];
	bool pack = iv->op == IR_F2F16;
	uint32_t r = in_reg(l, iv->src[0]), h, dst;
	struct vinstr *v;

	h = r == VREG_NONE ? VREG_NONE : mrc_vreg_new(l->p, -1);
	v = h == VREG_NONE ? NULL : add(l->p, IR3_OPC_MOV, h);
	if (!v)
		return -1;
	l->p->regs[h].half = 1;
	set_src_reg(v, 0, r, false);
	v->in.dst.half = 1;
	v->in.cat1.src_type = pack ? IR3_TYPE_F32 : IR3_TYPE_U32;
	v->in.cat1.dst_type = pack ? IR3_TYPE_F16 : IR3_TYPE_U16;
	dst = mrc_vreg_new(l->p, -1);
	v = dst == VREG_NONE ? NULL : add(l->p, IR3_OPC_MOV, dst);
	if (!v)
		return -1;
	set_src_reg(v, 0, h, false);
	v->in.src[0].half = 1;
	v->in.cat1.src_type = pack ? IR3_TYPE_U16 : IR3_TYPE_F16;
	v->in.cat1.dst_type = pack ? IR3_TYPE_U32 : IR3_TYPE_F32;
	l->opnd[value].vreg = dst;
	return 0;
}

static int lower_alu(struct lower *l, uint32_t value)
{
	uint32_t dst = mrc_vreg_new(l->p, -1);

	if (dst == VREG_NONE || emit_alu(l, value, dst))
		return -1;
	l->opnd[value].vreg = dst;
	return 0;
}

/*
 * A condition into p0.x (a float comparison compared there directly;
 * another boolean, 0 or not, compared with 0): p0.x's virtual register
 */
static uint32_t compare_p0(struct lower *l, uint32_t cond)
{
	uint32_t p0 = mrc_vreg_new(l->p, MRC_REG_P0), r;
	struct vinstr *v;

	if (p0 == VREG_NONE)
		return VREG_NONE;
	if (ir_is_cmp(l->ir->v[cond].op) && l->opnd[cond].vreg == VREG_NONE)
		return emit_alu(l, cond, p0) ? VREG_NONE : p0;
	r = in_reg(l, cond);
	v = r == VREG_NONE ? NULL : add(l->p, IR3_OPC_CMPS_S, p0);
	if (!v)
		return VREG_NONE;
	set_src_reg(v, 0, r, false);
	v->in.src[1] = (struct ir3_reg){ .kind = IR3_REG_IMMED };
	v->in.nsrc = 2;
	v->in.cat2.cond = IR3_COND_NE;
	return p0;
}

/*
 * kill: its condition into p0.x, then kill p0.x.  p0.x is one
 * register: the scheduler keeps each pair together.
 */
static int lower_kill(struct lower *l, uint32_t value)
{
	uint32_t p0 = compare_p0(l, l->ir->v[value].src[0]);
	struct vinstr *v = p0 == VREG_NONE ? NULL :
			   add(l->p, IR3_OPC_KILL, VREG_NONE);

	if (!v)
		return -1;
	/* Not an operand of the encoding (kill reads p0.x): the order */
	v->src[0] = p0;
	return 0;
}

/* The kills of the block ending: at its end */
static int flush_kills(struct lower *l)
{
	uint32_t i;

	for (i = 0; i < l->nr_kills; i++)
		if (lower_kill(l, l->kills[i]))
			return -1;
	l->nr_kills = 0;
	return 0;
}

static bool is_compare(const struct ir *ir, uint32_t v)
{
	return ir_is_cmp(ir->v[v].op);
}

/*
 * The comparisons whose only live readers are kills and loops'
 * conditions: compare_p0 compares into p0.x, nothing into a register
 */
static void find_p0_only(struct lower *l)
{
	const struct ir *ir = l->ir;
	uint32_t i, k, s, c;

	for (i = 0; i < ir->n; i++)
		l->p0_only[i] = false;
	for (i = 0; i < ir->n; i++)
		if (l->live[i] && ir->v[i].op == IR_KILL &&
		    is_compare(ir, ir->v[i].src[0]))
			l->p0_only[ir->v[i].src[0]] = true;
	for (i = 0; i < ir->nr_loops; i++)
		if (is_compare(ir, ir->loops[i].cond))
			l->p0_only[ir->loops[i].cond] = true;
	for (i = 0; i < ir->n; i++)
		for (k = 0; l->live[i] && ir->v[i].op != IR_KILL &&
			    k < ir->v[i].nsrc; k++)
			l->p0_only[ir->v[i].src[k]] = false;
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				l->p0_only[ir->out[s][c]] = false;
}

static int lower_input(struct lower *l, uint32_t value)
{
	uint32_t loc = l->ir->v[value].imm / 4, comp = l->ir->v[value].imm % 4;
	struct vinstr *v;
	uint32_t dst;

	if (l->p->stage == MRC_VERTEX) {
		if (loc >= MR_MAX_ATTRIBS)
			return mrc_error(l->p, "attribute location %u: at most %u",
					 loc, MR_MAX_ATTRIBS);
		dst = mrc_vreg_new(l->p, (int32_t)(loc * 4 + comp));
		if (loc + 1 > l->p->nr_inputs)
			l->p->nr_inputs = loc + 1;
		l->opnd[value].vreg = dst;
		return dst == VREG_NONE ? -1 : 0;
	}
	if (loc >= IR_MAX_SLOTS || l->varying_index[loc] == VREG_NONE)
		return mrc_error(l->p, "the vertex shader writes no varying for location %u",
				 loc);
	if (loc == IR_POINT_COORD_LOC)
		l->p->point_coord = (int32_t)l->varying_index[loc];
	dst = mrc_vreg_new(l->p, -1);
	v = dst == VREG_NONE ? NULL : add(l->p, IR3_OPC_BARY_F, dst);
	if (!v)
		return -1;
	v->in.src[0] = (struct ir3_reg){ .kind = IR3_REG_IMMED,
					 .imm = (int)(4 * l->varying_index[loc] +
						      comp) };
	v->in.nsrc = 1;
	set_src_reg(v, 1, l->ij, false);
	l->opnd[value].vreg = dst;
	return 0;
}

/* A sample's component in its result group: its rank in the wrmask */
static uint32_t member(uint32_t wrmask, uint32_t comp)
{
	return (uint32_t)__builtin_popcount(wrmask & ((1u << comp) - 1));
}

/*
 * Components of one sample (the same unit, coordinates and level) or of
 * one textureSize() (the same unit and level): one cat5 instruction
 */
static bool same_sample(const struct ir_value *a, const struct ir_value *b)
{
	return (a->op == IR_TEX || a->op == IR_TEXSIZE) && a->op == b->op &&
	       a->nsrc == b->nsrc && (a->imm & ~3u) == (b->imm & ~3u) &&
	       !memcmp(a->src, b->src, a->nsrc * sizeof(a->src[0]));
}

/*
 * value's component of a sample or size already made (its register
 * taken: true); else false, and *wrmask the components read of the one
 * to make now
 */
static bool sample_made(struct lower *l, uint32_t value, uint32_t *wrmask)
{
	const struct ir_value *iv = &l->ir->v[value];
	const struct vinstr *v;
	uint32_t i;

	for (i = 0; i < l->nr_samples; i++)
		if (same_sample(&l->ir->v[l->samples[i]], iv)) {
			v = &l->p->ins[l->sample_instr[i]];
			l->opnd[value].vreg = v->dst +
				member(v->in.cat5.wrmask, iv->imm % 4);
			return true;
		}
	for (*wrmask = 0, i = 0; i < l->ir->n; i++)
		if (l->live[i] && same_sample(&l->ir->v[i], iv))
			*wrmask |= 1u << (l->ir->v[i].imm % 4);
	/*
	 * Every component up to the last one read: the hardware writes
	 * component c to dst + c, whatever the mask leaves out before it
	 * (ir3's getinfo (z)r1.x writes r1.z), so a mask without holes
	 * keeps component c the group's c-th register
	 */
	if (*wrmask)
		*wrmask = (1u << (32 - __builtin_clz(*wrmask))) - 1;
	return false;
}

/* The instruction just added makes value's sample or size into group */
static void sample_record(struct lower *l, uint32_t value, uint32_t group,
			  uint32_t wrmask)
{
	l->samples[l->nr_samples] = value;
	l->sample_loop[l->nr_samples] = l->loop;
	l->sample_instr[l->nr_samples++] = l->p->n - 1;
	l->opnd[value].vreg = group + member(wrmask, l->ir->v[value].imm % 4);
}

/*
 * The coordinates a sample takes into its group: three for a cube map's
 * direction, a 3D texture's s, t and r, or an array's s, t and layer;
 * then a shadow sampler's reference (before the layer: see
 * coord_source())
 */
static uint32_t sample_dims(const struct ir_value *iv)
{
	return (iv->imm & (IR_TEX_3D | IR_TEX_ARRAY) ? 3 : 2) +
	       !!(iv->imm & IR_TEX_SHADOW);
}

/*
 * An array's layer into the coordinates: a4xx's TP truncates it, so 0.5
 * is added first (as ir3 does); a3xx's rounds it itself
 */
static int move_layer(struct lower *l, uint32_t r, uint32_t value)
{
	struct vinstr *v;
	uint32_t layer;

	if (l->p->gen < 4)
		return move_into(l, r, value);
	layer = in_reg(l, value);
	v = layer == VREG_NONE ? NULL : add(l->p, IR3_OPC_ADD_F, r);
	if (!v)
		return -1;
	set_src_reg(v, 0, layer, false);
	set_src_flut(v, 1, flut_index(0x3f000000u), false);
	return 0;
}

/*
 * A texel fetch's coordinate on a3xx, which takes level-0 texels and
 * minifies them to the level itself: the level's texel shifted up by the
 * level (shl.b), as ir3's unminify_coords does
 */
static int move_unminified(struct lower *l, uint32_t r, uint32_t value,
			   uint32_t lod)
{
	uint32_t c = in_reg(l, value), s = in_reg(l, lod);
	struct vinstr *v;

	v = c == VREG_NONE || s == VREG_NONE ? NULL :
	    add(l->p, IR3_OPC_SHL_B, r);
	if (!v)
		return -1;
	set_src_reg(v, 0, c, false);
	set_src_reg(v, 1, s, false);
	return 0;
}

/* Coordinate k of a sample (not its reference) into group register r */
static int move_coord(struct lower *l, const struct ir_value *iv,
		      uint32_t k, uint32_t r)
{
	bool fetch = iv->imm & IR_TEX_FETCH;

	if (k == 2 && (iv->imm & IR_TEX_ARRAY))
		return fetch ? move_into(l, r, iv->src[k]) :
			       move_layer(l, r, iv->src[k]);
	if (fetch && l->p->gen < 4)
		return move_unminified(l, r, iv->src[k],
				       iv->src[sample_dims(iv)]);
	return move_into(l, r, iv->src[k]);
}

/*
 * The IR source at place i of the coordinate group: the IR has the
 * coordinates (an array's layer last), then the reference; the TP takes
 * a shadow array's reference before its layer, as ir3 lays them out
 */
static uint32_t coord_source(const struct ir_value *iv, uint32_t i)
{
	if ((iv->imm & IR_TEX_ARRAY) && (iv->imm & IR_TEX_SHADOW) && i >= 2)
		return i == 2 ? 3 : 2;
	return i;
}

/*
 * The coordinate group of an earlier sample that took the same
 * coordinates, made where it dominates this one (no loop between them
 * opened or closed), or VREG_NONE
 */
static uint32_t shared_coords(const struct lower *l,
			      const struct ir_value *iv, uint32_t dims)
{
	uint32_t i;

	for (i = 0; i < l->nr_samples; i++) {
		const struct ir_value *o = &l->ir->v[l->samples[i]];

		if (o->op == IR_TEX && l->sample_loop[i] == l->loop &&
		    sample_dims(o) == dims &&
		    !(o->imm & IR_TEX_GRAD) &&
		    (o->imm & (IR_TEX_ARRAY | IR_TEX_FETCH)) ==
		    (iv->imm & (IR_TEX_ARRAY | IR_TEX_FETCH)) &&
		    !memcmp(o->src, iv->src, dims * sizeof(o->src[0])))
			return l->p->ins[l->sample_instr[i]].src[0];
	}
	return VREG_NONE;
}

/*
 * sam, or with a bias or level in its second source; samgq with
 * gradients in its first
 */
static unsigned int sample_opcode(uint32_t imm)
{
	if (imm & IR_TEX_GRAD)
		return IR3_OPC_SAMGQ;
	if (imm & IR_TEX_FETCH)
		return IR3_OPC_ISAML;
	if (imm & IR_TEX_BIAS)
		return IR3_OPC_SAMB;
	return imm & IR_TEX_LOD ? IR3_OPC_SAML : IR3_OPC_SAM;
}

/*
 * A sample's second source: its texel offsets (.o: two, three for a 3D
 * texture, integers), then its bias or level, as ir3 lays them out; a
 * register, a group, or VREG_NONE when it has neither
 */
static int sample_src1(struct lower *l, const struct ir_value *iv,
		       uint32_t dims, uint32_t *src1)
{
	uint32_t noff = iv->imm & IR_TEX_OFFSET ?
			(iv->imm & IR_TEX_3D ? 3 : 2) : 0;
	bool level = iv->imm & (IR_TEX_BIAS | IR_TEX_LOD);
	uint32_t n = noff + level, k;

	*src1 = VREG_NONE;
	if (!n)
		return 0;
	*src1 = n > 1 ? mrc_vreg_group(l->p, n) : mrc_vreg_new(l->p, -1);
	if (*src1 == VREG_NONE)
		return -1;
	for (k = 0; k < noff; k++)
		if (move_imm(l, *src1 + k, (uint32_t)ir_tex_offset(iv->imm, k)))
			return -1;
	if (level && move_into(l, *src1 + noff, iv->src[dims]))
		return -1;
	return 0;
}

/*
 * samgq's first source past the coordinates: padded to four, then the
 * gradients (the IR_GRAD after them: d/dx, then d/dy, of two or three
 * coordinates), as ir3 lays them out
 */
static int sample_grads(struct lower *l, const struct ir_value *iv,
			uint32_t dims, uint32_t coord)
{
	const struct ir_value *g = &l->ir->v[iv->src[dims]];
	uint32_t k;

	for (k = dims; k < 4; k++)
		if (move_imm(l, coord + k, 0))
			return -1;
	for (k = 0; k < g->nsrc; k++)
		if (move_into(l, coord + 4 + k, g->src[k]))
			return -1;
	return 0;
}

/* The registers a sample's first source spans: samgq's gradients too */
static uint32_t sample_src0_width(const struct lower *l,
				  const struct ir_value *iv, uint32_t dims)
{
	if (!(iv->imm & IR_TEX_GRAD))
		return dims;
	return 4 + l->ir->v[iv->src[dims]].nsrc;
}

/*
 * The sample an IR_TEX component belongs to, made at its first live
 * component: the coordinates moved into a group of two or three (the
 * offsets and a bias or level into the second source), then sam, samb
 * or saml (f32, .3d for three, .o with offsets) writing the components
 * read (its wrmask) into a group
 */
static int lower_tex(struct lower *l, uint32_t value)
{
	const struct ir_value *iv = &l->ir->v[value];
	uint32_t i, wrmask = 0, coord, group, src1;
	uint32_t dims = sample_dims(iv);
	unsigned int unit = IR_TEX_UNIT(iv->imm);
	struct vinstr *v;

	if (sample_made(l, value, &wrmask))
		return 0;
	/* Gradients and fetches' own coordinates are in the group too */
	coord = iv->imm & (IR_TEX_GRAD | IR_TEX_FETCH) ? VREG_NONE :
		shared_coords(l, iv, dims);
	if (coord == VREG_NONE) {
		coord = mrc_vreg_group(l->p, sample_src0_width(l, iv, dims));
		if (coord == VREG_NONE)
			return -1;
		if ((iv->imm & IR_TEX_GRAD) && sample_grads(l, iv, dims, coord))
			return -1;
		for (i = 0; i < dims; i++) {
			uint32_t k = coord_source(iv, i);

			if (k == dims - 1 && (iv->imm & IR_TEX_SHADOW) ?
			    move_into(l, coord + i, iv->src[k]) :
			    move_coord(l, iv, k, coord + i))
				return -1;
		}
	}
	if (sample_src1(l, iv, dims, &src1))
		return -1;
	group = mrc_vreg_group(l->p, (unsigned int)__builtin_popcount(wrmask));
	v = group == VREG_NONE ? NULL :
	    add(l->p, sample_opcode(iv->imm), group);
	if (!v)
		return -1;
	v->in.full = 1;
	v->in.cat5.type = !(iv->imm & IR_TEX_INT) ? IR3_TYPE_F32 :
			  iv->imm & IR_TEX_SIGNED ? IR3_TYPE_S32 : IR3_TYPE_U32;
	v->in.cat5.wrmask = (unsigned char)wrmask;
	v->in.cat5.is_3d = !!(iv->imm & IR_TEX_3D);
	v->in.cat5.is_a = !!(iv->imm & IR_TEX_ARRAY);
	v->in.cat5.is_o = !!(iv->imm & IR_TEX_OFFSET);
	v->in.cat5.is_s = !!(iv->imm & IR_TEX_SHADOW);
	v->in.cat5.samp = (unsigned char)unit;
	v->in.cat5.tex = (unsigned char)unit;
	set_src_reg(v, 0, coord, false);
	if (src1 != VREG_NONE)
		set_src_reg(v, 1, src1, false);
	sample_record(l, value, group, wrmask);
	return 0;
}

/*
 * textureSize(): getsize at the level, made at its first live component,
 * writing the components read (its wrmask) into a group
 */
static int lower_texsize(struct lower *l, uint32_t value)
{
	const struct ir_value *iv = &l->ir->v[value];
	uint32_t wrmask, lod, group;
	struct vinstr *v;

	if (sample_made(l, value, &wrmask))
		return 0;
	lod = in_reg(l, iv->src[0]);
	group = lod == VREG_NONE ? VREG_NONE :
		mrc_vreg_group(l->p, (unsigned int)__builtin_popcount(wrmask));
	v = group == VREG_NONE ? NULL : add(l->p, IR3_OPC_GETSIZE, group);
	if (!v)
		return -1;
	v->in.full = 1;
	v->in.cat5.type = IR3_TYPE_U32;
	v->in.cat5.wrmask = (unsigned char)wrmask;
	v->in.cat5.samp = (unsigned char)IR_TEX_UNIT(iv->imm);
	v->in.cat5.tex = (unsigned char)IR_TEX_UNIT(iv->imm);
	set_src_reg(v, 0, lod, false);
	sample_record(l, value, group, wrmask);
	return 0;
}

/*
 * A move into a group from a register that nothing else reads: the
 * register's writer writes the group's member instead (a varying's
 * bary.f straight into the coordinates, as Mesa's ir3 does)
 */
static void coalesce_groups(struct vprog *p)
{
	uint32_t *reads = calloc(p->nr_regs ? p->nr_regs : 1, sizeof(*reads));
	/* A phi's register has two writers: left alone (MRC_MANY) */
	uint32_t *writer = mrc_writers(p);
	uint32_t i, k, c, n = 0;

	if (!reads || !writer)
		goto out;
	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++)
			if (p->ins[i].src[k] != VREG_NONE)
				reads[p->ins[i].src[k]]++;
	for (i = 0; i < IR_MAX_SLOTS; i++)
		for (c = 0; c < 4; c++)
			if (p->out[i][c] != VREG_NONE)
				reads[p->out[i][c]]++;
	for (i = 0; i < p->n; i++) {
		struct vinstr *v = &p->ins[i];
		uint32_t r = v->src[0], w;

		if (v->in.opc != IR3_OPC_MOV || v->dst == VREG_NONE ||
		    p->regs[v->dst].head == VREG_NONE || r == VREG_NONE ||
		    reads[r] != 1 || p->regs[r].fixed >= 0 ||
		    p->regs[r].head != VREG_NONE)
			continue;
		w = writer[r];
		if (w == VREG_NONE || w == MRC_MANY ||
		    mrc_dst_span(&p->ins[w].in) != 1)
			continue;
		p->ins[w].dst = v->dst;
		v->dst = VREG_NONE;	/* dropped below */
	}
	for (i = 0; i < p->n; i++)
		if (p->ins[i].dst != VREG_NONE ||
		    p->ins[i].in.opc != IR3_OPC_MOV)
			p->ins[n++] = p->ins[i];
	p->n = n;
out:
	free(reads);
	free(writer);
}

/* FS input location n reads the VS varying of the same name */
static int link_varyings(struct lower *l, const struct mrc_shader *vs,
			 const struct mrc_shader *fs)
{
	unsigned int i, j, k;

	for (i = 0; i < IR_MAX_SLOTS; i++)
		l->varying_index[i] = vs ? VREG_NONE : i;
	/* gl_PointCoord: the varying after the vertex shader's */
	if (vs)
		l->varying_index[IR_POINT_COORD_LOC] = vs->shader.nr_varyings;
	for (i = 0; vs && i < fs->nr_inputs; i++) {
		for (k = 0; k < vs->nr_outputs; k++)
			if (!strcmp(fs->inputs[i].name, vs->outputs[k].name))
				break;
		if (k == vs->nr_outputs)
			return mrc_error(l->p, "varying '%s' is not written by the vertex shader",
					 fs->inputs[i].name);
		if (fs->inputs[i].vec4s != vs->outputs[k].vec4s)
			return mrc_error(l->p, "varying '%s' of %u locations in one stage, %u in the other",
					 fs->inputs[i].name,
					 vs->outputs[k].vec4s,
					 fs->inputs[i].vec4s);
		/* An array or a matrix: each location its own */
		for (j = 0; j < fs->inputs[i].vec4s; j++)
			if (fs->inputs[i].location + j < IR_MAX_SLOTS)
				l->varying_index[fs->inputs[i].location + j] =
					vs->outputs[k].location + j;
	}
	/* flat: the VPC hands bary.f the provoking vertex's value */
	for (i = 0; i < fs->nr_inputs; i++)
		for (j = 0; fs->inputs[i].flat && j < fs->inputs[i].vec4s; j++)
			if (fs->inputs[i].location + j < IR_MAX_SLOTS &&
			    l->varying_index[fs->inputs[i].location + j] < 32)
				l->p->flat |= 1u << l->varying_index[
					fs->inputs[i].location + j];
	return 0;
}

/* Whether v, read at position at (a value's index), is a phi past its loop */
static bool phi_after(const struct ir *ir, uint32_t v, uint32_t at)
{
	return ir->v[v].op == IR_PHI && ir->v[v].imm < ir->nr_loops &&
	       at >= ir->loops[ir->v[v].imm].end;
}

/*
 * The phis read after their loop, marked in phi_copy (VREG_NONE: read
 * there; else 0, to be given a copy).  Where each read is: a value's at
 * its index, a phi's entry value where its loop begins, its back edge's
 * and a loop's condition where the loop ends (but those of the phi's own
 * loop, read by its tail before it writes), the outputs' at the end.
 */
static void find_phis_after(struct lower *l)
{
	const struct ir *ir = l->ir;
	uint32_t i, k, s, c;

	for (i = 0; i < ir->n; i++)
		l->phi_copy[i] = VREG_NONE;
	for (i = 0; i < ir->n; i++) {
		const struct ir_value *v = &ir->v[i];

		if (!l->live[i])
			continue;
		for (k = 0; v->op != IR_PHI && k < v->nsrc; k++)
			if (phi_after(ir, v->src[k], i))
				l->phi_copy[v->src[k]] = 0;
		if (v->op != IR_PHI || v->imm >= ir->nr_loops)
			continue;
		if (phi_after(ir, v->src[0], ir->loops[v->imm].begin))
			l->phi_copy[v->src[0]] = 0;
		if (ir->v[v->src[1]].imm != v->imm &&
		    phi_after(ir, v->src[1], ir->loops[v->imm].end))
			l->phi_copy[v->src[1]] = 0;
	}
	for (i = 0; i < ir->nr_loops; i++) {
		uint32_t cond = ir->loops[i].cond;

		if (ir->v[cond].imm != i && phi_after(ir, cond, ir->loops[i].end))
			l->phi_copy[cond] = 0;
	}
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE &&
			    phi_after(ir, ir->out[s][c], ir->n))
				l->phi_copy[ir->out[s][c]] = 0;
}

/* A marker: where a loop's body or tail begins (no instruction) */
static int mark(struct lower *l, enum vmark m, uint32_t loop)
{
	struct vinstr *v = add(l->p, IR3_OPC_NOP, VREG_NONE);

	if (!v)
		return -1;
	v->mark = (uint8_t)m;
	v->loop = (uint16_t)loop;
	return 0;
}

/* Loop k's phi j (live) */
static bool is_phi_of(const struct lower *l, uint32_t j, uint32_t k)
{
	return l->live[j] && l->ir->v[j].op == IR_PHI && l->ir->v[j].imm == k;
}

/*
 * Loop k begins: the block before ends; each phi's register (new ones,
 * consecutive) is set to the value entering; the head
 */
static int loop_open(struct lower *l, uint32_t k)
{
	const struct ir_loop *lp = &l->ir->loops[k];
	uint32_t j, r;

	if (flush_kills(l))
		return -1;
	l->phi_regs[k] = l->p->nr_regs;
	for (j = lp->begin; j < lp->begin + lp->phis; j++) {
		if (!is_phi_of(l, j, k))
			continue;
		r = mrc_vreg_new(l->p, -1);
		if (r == VREG_NONE || move_into(l, r, l->ir->v[j].src[0]))
			return -1;
		l->opnd[j].vreg = r;
	}
	if (mark(l, VMARK_HEAD, k))
		return -1;
	/* Copies of the phis read after the loop, each iteration's */
	for (j = lp->begin; j < lp->begin + lp->phis; j++) {
		if (!is_phi_of(l, j, k) || l->phi_copy[j] == VREG_NONE)
			continue;
		r = mrc_vreg_new(l->p, -1);
		if (r == VREG_NONE || move_into(l, r, j))
			return -1;
		l->phi_copy[j] = r;
	}
	return 0;
}

/* Whether vreg r is the register of one of loop k's phis */
static bool is_phi_reg(const struct lower *l, uint32_t k, uint32_t r,
		       uint32_t end)
{
	return r >= l->phi_regs[k] && r < end;
}

/*
 * Whether the body's last block (back to a marker) leaves p0.x alone:
 * no kill, no br, nothing else writing it.  Its loop's condition can then
 * go into p0.x there, where the scheduler puts it as early as its
 * operands allow, and the br need not wait for it.
 */
static bool block_spares_p0(const struct vprog *p)
{
	uint32_t i;

	for (i = p->n; i-- > 0 && !mrc_is_mark(&p->ins[i]);)
		if (p->ins[i].in.opc == IR3_OPC_KILL ||
		    p->ins[i].in.opc == IR3_OPC_BR ||
		    (p->ins[i].dst != VREG_NONE &&
		     p->regs[p->ins[i].dst].fixed == MRC_REG_P0))
			return false;
	return true;
}

/*
 * Loop k ends: its kills; the values the body leaves in registers; the
 * tail: copies of other phis' values aside, the condition into p0.x
 * (in the body's last block where that leaves p0.x alone), each phi's
 * register set, br p0.x back to the head
 */
static int loop_close(struct lower *l, uint32_t k)
{
	const struct ir_loop *lp = &l->ir->loops[k];
	uint32_t *back = malloc((lp->phis ? lp->phis : 1) * sizeof(*back));
	uint32_t j, p0 = VREG_NONE, end = lp->begin + lp->phis;
	uint32_t phi_end = l->phi_regs[k];
	struct vinstr *v = NULL;
	int ret = -1;

	if (!back || flush_kills(l))
		goto out;
	/* The phis' registers: from phi_regs[k] to the last of them */
	for (j = lp->begin; j < end; j++)
		if (is_phi_of(l, j, k) && l->opnd[j].vreg + 1 > phi_end)
			phi_end = l->opnd[j].vreg + 1;
	for (j = lp->begin; j < end; j++) {
		back[j - lp->begin] = VREG_NONE;
		if (is_phi_of(l, j, k) &&
		    (back[j - lp->begin] = in_reg(l, l->ir->v[j].src[1])) ==
		    VREG_NONE)
			goto out;
	}
	if (block_spares_p0(l->p)) {
		p0 = compare_p0(l, lp->cond);
		if (p0 == VREG_NONE)
			goto out;
	}
	if (mark(l, VMARK_TAIL, k))
		goto out;
	for (j = lp->begin; j < end; j++) {
		uint32_t *b = &back[j - lp->begin];

		if (*b == VREG_NONE || *b == l->opnd[j].vreg ||
		    !is_phi_reg(l, k, *b, phi_end))
			continue;
		v = add(l->p, IR3_OPC_MOV, mrc_vreg_new(l->p, -1));
		if (!v || v->dst == VREG_NONE)
			goto out;
		set_src_reg(v, 0, *b, false);
		v->in.cat1.src_type = v->in.cat1.dst_type = IR3_TYPE_F32;
		*b = v->dst;
	}
	if (p0 == VREG_NONE)
		p0 = compare_p0(l, lp->cond);
	if (p0 == VREG_NONE)
		goto out;
	for (j = lp->begin; j < end; j++) {
		uint32_t b = back[j - lp->begin];

		if (b == VREG_NONE || b == l->opnd[j].vreg)
			continue;
		v = add(l->p, IR3_OPC_MOV, l->opnd[j].vreg);
		if (!v)
			goto out;
		set_src_reg(v, 0, b, false);
		v->in.cat1.src_type = v->in.cat1.dst_type = IR3_TYPE_F32;
	}
	v = add(l->p, IR3_OPC_BR, VREG_NONE);
	if (!v)
		goto out;
	v->src[0] = p0;		/* the order, as a kill's */
	v->loop = (uint16_t)k;
	/* After the loop, a phi is what its last iteration began with */
	for (j = lp->begin; j < end; j++)
		if (is_phi_of(l, j, k) && l->phi_copy[j] != VREG_NONE)
			l->opnd[j].vreg = l->phi_copy[j];
	ret = 0;
out:
	free(back);
	return ret;
}

/* Lowers value i (its loops opened and closed around it by the caller) */
static int lower_value(struct lower *l, uint32_t i)
{
	const struct ir_value *iv = &l->ir->v[i];

	if (!l->live[i] || l->p0_only[i])
		return 0;
	switch (iv->op) {
	case IR_CONST:
	case IR_PHI:		/* its register: when its loop opened */
		return 0;	/* a constant: moved into a register where used */
	case IR_UNIFORM:
		l->opnd[i].is_const = true;
		l->opnd[i].cnum = iv->imm;
		return 0;
	case IR_INPUT:
		/* With loops, every input was read first */
		return l->opnd[i].vreg != VREG_NONE ? 0 : lower_input(l, i);
	case IR_MOV:
		l->opnd[i] = l->opnd[iv->src[0]];
		return 0;
	case IR_TEX:
		return lower_tex(l, i);
	case IR_GRAD:		/* taken into its samples */
		return 0;
	case IR_F2I:
	case IR_F2U:
	case IR_I2F:
	case IR_U2F:
		return lower_cov(l, i);
	case IR_SYSVAL:
		return lower_sysval(l, i);
	case IR_DSX:
	case IR_DSY:
		return lower_deriv(l, i);
	case IR_F2F16:
	case IR_F16F2:
		return lower_f16_bits(l, i);
	case IR_TEXSIZE:
		return lower_texsize(l, i);
	case IR_KILL:
		l->kills[l->nr_kills++] = i;	/* at the block's end */
		return 0;
	default:
		return lower_alu(l, i);
	}
}

/*
 * The values in order, each loop opened before its first and closed
 * after its last (loops nest: an inner one inside its outer's values)
 */
static int lower_values(struct lower *l)
{
	const struct ir *ir = l->ir;
	uint32_t open[IR_MAX_LOOPS], nr_open = 0, next = 0, i;

	for (i = 0; i < ir->n; i++) {
		while (next < ir->nr_loops && ir->loops[next].begin == i) {
			if (nr_open && ir->loops[next].end >
				       ir->loops[open[nr_open - 1]].end)
				return mrc_error(l->p, "loops overlap");
			open[nr_open++] = next;
			l->loop = next;
			if (loop_open(l, next++))
				return -1;
		}
		if (lower_value(l, i))
			return -1;
		while (nr_open && ir->loops[open[nr_open - 1]].end == i + 1) {
			if (loop_close(l, open[--nr_open]))
				return -1;
			l->loop = nr_open ? open[nr_open - 1] : IR_NONE;
		}
	}
	return nr_open || next < ir->nr_loops ?
	       mrc_error(l->p, "a loop without its values") : 0;
}

/* With loops, the inputs are read before anything (bary.f once) */
static int lower_inputs_first(struct lower *l)
{
	uint32_t i;

	for (i = 0; l->ir->nr_loops && i < l->ir->n; i++)
		if (l->live[i] && l->ir->v[i].op == IR_INPUT &&
		    lower_input(l, i))
			return -1;
	return 0;
}

int mrc_lower(const struct ir *ir, const struct mrc_shader *vs,
	      const struct mrc_shader *sh, struct vprog *p)
{
	struct lower l = { .ir = ir, .p = p, .loop = IR_NONE };
	uint32_t varying_index[IR_MAX_SLOTS];
	uint32_t i, s, c;
	int ret = -1;

	memset(p->out, 0xff, sizeof(p->out));
	p->imm_base = sh->shader.const_vec4s;
	l.varying_index = varying_index;
	l.live = calloc(ir->n ? ir->n : 1, sizeof(*l.live));
	l.opnd = calloc(ir->n ? ir->n : 1, sizeof(*l.opnd));
	l.samples = malloc((ir->n ? ir->n : 1) * sizeof(*l.samples));
	l.sample_instr = malloc((ir->n ? ir->n : 1) * sizeof(*l.sample_instr));
	l.sample_loop = malloc((ir->n ? ir->n : 1) * sizeof(*l.sample_loop));
	l.p0_only = malloc((ir->n ? ir->n : 1) * sizeof(*l.p0_only));
	l.kills = malloc((ir->n ? ir->n : 1) * sizeof(*l.kills));
	l.phi_copy = malloc((ir->n ? ir->n : 1) * sizeof(*l.phi_copy));
	if (!l.live || !l.opnd || !l.samples || !l.sample_instr ||
	    !l.sample_loop ||
	    !l.p0_only || !l.kills || !l.phi_copy) {
		mrc_error(p, "out of memory");
		goto out;
	}
	ir_live(ir, l.live);
	find_p0_only(&l);
	find_phis_after(&l);
	for (i = 0; i < ir->n; i++) {
		l.opnd[i].vreg = VREG_NONE;
		if (l.live[i] && ir->v[i].op == IR_INPUT &&
		    ir->v[i].imm / 4 * 4 + 4 > l.vs_sysvals)
			l.vs_sysvals = ir->v[i].imm / 4 * 4 + 4;
	}
	for (i = 0; i < IR_SV_COUNT; i++)
		p->sysval[i] = -1;
	p->point_coord = -1;
	if (p->stage == MRC_FRAGMENT) {
		l.ij = mrc_vreg_new(p, 0);	/* r0.x; r0.y is reserved too */
		if (l.ij == VREG_NONE || mrc_vreg_new(p, 1) == VREG_NONE ||
		    link_varyings(&l, vs, sh))
			goto out;
	}
	if (lower_inputs_first(&l) || lower_values(&l))
		goto out;
	p->nr_slots = 0;
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++) {
			if (ir->out[s][c] == IR_NONE)
				continue;
			p->out[s][c] = in_reg(&l, ir->out[s][c]);
			if (p->out[s][c] == VREG_NONE)
				goto out;
			if (s != IR_SLOT_EXTRA && s + 1 > p->nr_slots)
				p->nr_slots = s + 1;
		}
	if (flush_kills(&l))
		goto out;
	coalesce_groups(p);
	ret = p->error[0] ? -1 : 0;
out:
	free(l.live);
	free(l.opnd);
	free(l.samples);
	free(l.sample_instr);
	free(l.sample_loop);
	free(l.p0_only);
	free(l.kills);
	free(l.phi_copy);
	return ret;
}
