# SPDX-License-Identifier: MIT
"""
The hand-written C that gen_isa.py wraps around the database: the decoded
instruction struct, and the decoder and encoder that walk the fields.
Every bit position comes from the database (IR3_GET(w, IR3_CAT2_DST) and
friends); FIELDS_USED lists the field macros used, so the generator can
refuse a database that lacks one.
"""

import re

HEADER_INTRO = r"""
/*
 * ir3: the shader ISA of Adreno a3xx/a4xx (and, in part, later).
 *
 * Instructions are 64 bits: words[0] holds bits 0-31, words[1] bits
 * 32-63.  ir3_decode() turns one into a struct ir3_instr; ir3_encode()
 * does the reverse.  Freestanding: no includes, no libc.
 */

#define IR3_OPC(cat, n)		(((cat) << 6) | (n))
#define IR3_OPC_CAT(opc)	((opc) >> 6)
#define IR3_OPC_NUM(opc)	((opc) & 63)

static inline unsigned long long ir3_bits(unsigned long long w,
					  unsigned int shift, unsigned int width)
{
	return (w >> shift) & ((1ULL << width) - 1);
}

/* The field sign-extended from its top bit */
static inline int ir3_sbits(unsigned long long w, unsigned int shift,
			    unsigned int width)
{
	unsigned long long v = ir3_bits(w, shift, width);
	unsigned long long s = 1ULL << (width - 1);

	return (int)(long long)((v ^ s) - s);
}

#define IR3_GET(w, f)	ir3_bits((w), f##__SHIFT, f##__WIDTH)
#define IR3_SGET(w, f)	ir3_sbits((w), f##__SHIFT, f##__WIDTH)
#define IR3_PUT(f, v)	\
	(((unsigned long long)(v) & ((1ULL << f##__WIDTH) - 1)) << f##__SHIFT)
/* v fits the field (unsigned, or signed when s) */
#define IR3_FITS(f, v, s)	ir3_fits((long long)(v), f##__WIDTH, (s))

static inline int ir3_fits(long long v, unsigned int width, int is_signed)
{
	if (is_signed)
		return v >= -(1LL << (width - 1)) && v < (1LL << (width - 1));
	return v >= 0 && v < (1LL << width);
}
"""

HEADER_DECLS = r"""
/* Attribute flags of an opcode (ir3_opc_info.flags) */
#define IR3_OPF_SAMP	0x1	/* cat5: has a sampler (s#) */
#define IR3_OPF_TEX	0x2	/* cat5: has a texture (t#) */
#define IR3_OPF_NOTYPE	0x4	/* cat5: the type field is not used */

struct ir3_opc_info {
	const char *name;	/* mnemonic; NULL: no such opcode */
	unsigned char form;	/* enum ir3_form */
	unsigned char gen_min;	/* first and last generation (3 = a3xx) */
	unsigned char gen_max;
	unsigned char nsrc;	/* cat5: register sources without .o */
	unsigned char flags;	/* IR3_OPF_* */
};

extern const struct ir3_opc_info ir3_opc_table[8][64];
extern const char *const ir3_type_names[8];	/* "f16", "f32", ... */
extern const char *const ir3_cond_names[6];	/* "lt", "le", ... */
extern const char *const ir3_swiz_names[4];	/* "x", "y", "z", "w" */
extern const char *const ir3_round_names[4];	/* "", "even", ... */

/* What an operand is */
enum ir3_reg_kind {
	IR3_REG_NONE = 0,	/* operand absent */
	IR3_REG_GPR,		/* r(num >> 2).(num & 3); num 0xf4-0xf7 is a0,
				 * 0xf8-0xfb p0 */
	IR3_REG_CONST,		/* c(num >> 2).(num & 3) */
	IR3_REG_IMMED,		/* the value imm */
	IR3_REG_REL_GPR,	/* r<a0.x + imm>: register a0.x + imm (in
				 * components, i.e. reg*4+comp units) */
	IR3_REG_REL_CONST,	/* c<a0.x + imm> */
	IR3_REG_FLUT,		/* cat2 float immediate: entry imm of the
				 * float table (0.0, 0.5, 1.0, 2.0, e, pi,
				 * 1/pi, 1/log2(e), log2(e), 1/log2(10),
				 * log2(10), 4.0) */
};

/* One operand: a source, or the destination */
struct ir3_reg {
	unsigned char kind;	/* enum ir3_reg_kind */
	unsigned char half;	/* 16-bit (hr/hc): half registers are a
				 * separate file, hr0.x..; immediates: use
				 * the low 16 bits */
	unsigned char neg;	/* (neg): negate (float ops), two's complement
				 * negate (int ops), not (.b ops) */
	unsigned char abs;	/* (abs): absolute value */
	unsigned char r;	/* (r): with (rptN), this source's register
				 * number advances by one each repetition
				 * (without (r) the same register is re-read) */
	unsigned char last;	/* (last): last use (a7xx hint, no effect) */
	unsigned short num;	/* GPR/CONST: register*4 + component */
	int imm;		/* IMMED: value, sign-extended from its field
				 * (cat1: the full 32 bits; 16-bit types:
				 * low 16 bits, sign-extended for s16);
				 * REL_*: the offset added to a0.x */
};

/*
 * A decoded instruction.  Fields not used by the category are zero.
 *
 * Repeat: an instruction with repeat = N executes N + 1 times; each time
 * the destination register number advances by one and so does every
 * source with .r set (GPR sources only; cat1 immediates with (r) are a
 * hazard hint).  With repeat = 0 on cat2/cat3, the (r) bits encode
 * (nopN) instead: nop = N idle slots after the instruction, and the
 * sources' .r are 0.
 *
 * Destination precision (cat2-cat4): dst.half says it, already resolved
 * from the full and dst_conv bits; p0/a0 destinations are never half.
 */
struct ir3_instr {
	unsigned char cat;	/* category 0..7 */
	unsigned char opn;	/* opcode number within the category */
	unsigned short opc;	/* enum ir3_opc: IR3_OPC(cat, opn) */
	unsigned char form;	/* enum ir3_form */
	unsigned char gen;	/* the generation decoded for (3, 4) */

	/* flags, where the category has them */
	unsigned char sy;	/* (sy): wait for cat5/cat6 results */
	unsigned char ss;	/* (ss): wait for cat4 (SFU) / local memory */
	unsigned char jp;	/* (jp): branch target */
	unsigned char ul;	/* (ul): unlock (a0.x / relative access) */
	unsigned char sat;	/* (sat): saturate the result to [0, 1] */
	unsigned char ei;	/* (ei): end of inputs (bary.f) */
	unsigned char eq;	/* (eq) on cat0 */
	unsigned char repeat;	/* (rptN): executes repeat + 1 times */
	unsigned char nop;	/* (nopN), cat2/cat3 without repeat */
	unsigned char full;	/* cat2-cat5: raw "full precision sources" bit
				 * (cat3: from the opcode) */
	unsigned char dst_conv;	/* cat2-cat4: raw "dst precision flips" bit */

	unsigned char nsrc;	/* src[] entries used (unused: IR3_REG_NONE) */
	struct ir3_reg dst;	/* kind NONE when there is none (stores,
				 * cat0, cat7) */
	struct ir3_reg src[3];

	struct {		/* cat0: flow control */
		int offset;	/* jump/branch target, in instructions,
				 * relative to this instruction */
		unsigned char brtype;	/* 0 (br); others a6xx */
		unsigned char idx;	/* brac.N */
		unsigned char inv[2];	/* predicate sources: invert */
		unsigned char comp[2];	/* predicate sources: p0 component */
	} cat0;
	struct {		/* cat1: mov/cov */
		unsigned char src_type;	/* enum ir3_type */
		unsigned char dst_type;
		unsigned char round;	/* enum ir3_round */
	} cat1;
	struct {		/* cat2: compares */
		unsigned char cond;	/* enum ir3_cond (cmps/cmpv) */
	} cat2;
	struct {		/* cat5: texture */
		unsigned char type;	/* enum ir3_type of the result */
		unsigned char wrmask;	/* x=1 y=2 z=4 w=8: dst, dst+1.. written
					 * for the set bits, in order */
		unsigned char is_3d, is_a, is_s, is_o, is_p;
		unsigned char is_s2en;	/* samp/tex from src[2] (a half gpr) */
		unsigned char desc_mode;	/* s2en: 0 uniform, 4 nonuniform */
		unsigned char samp;	/* s# (without s2en) */
		unsigned char tex;	/* t# (without s2en) */
		unsigned char has_samp, has_tex, has_type;	/* per opcode */
	} cat5;
	struct {		/* cat6: memory */
		unsigned char type;	/* enum ir3_type of the data */
		unsigned char g;	/* atomics: global (1) or local (0) */
		unsigned char typed;	/* ldgb/stgb/atomic: typed (image) */
		unsigned char d;	/* ldgb/stgb/atomic: dimensions (1-4) */
		unsigned char type_size;	/* ldgb/stgb/atomic: components (1-4) */
		unsigned char ssbo;	/* ldgb/stgb/atomic/resinfo: g[ssbo] */
		unsigned short size;	/* ld/st/ldlv: components */
		int off;	/* ld/st/ldlv: offset added to the address */
	} cat6;
	struct {		/* cat7: barriers */
		unsigned char w, r, l, g;
	} cat7;
};

/*
 * Operands per form:
 *   cat0 pred/branch  cat0.inv[0]/comp[0] (p0 component), branch: offset
 *   cat0 immed        cat0.offset
 *   cat1 mov          dst, src[0]
 *   cat2 1src/2src/cond, cat4 1src
 *                     dst, src[0] (, src[1])
 *   cat3              dst, src[0..2]
 *   cat5 tex          dst, src[0] (coordinates; if nsrc > 0), src[1] (if
 *                     nsrc > 1 or .o), src[2] (s2en: samp/tex indices)
 *   cat6 ld           dst = [src[0] + off], size components (ldg ldl ldp
 *                     ldlw g2l l2g prefetch)
 *   cat6 ldlv         dst = l[off], size components
 *   cat6 st           [src[0] + off] = src[1], size components
 *   cat6 ldgb         dst, g[ssbo], src[0], src[1] (ldgb resinfo resfmt ldc)
 *   cat6 stgb         g[ssbo] = src[0] at coordinates src[1], src[2]
 *   cat6 atomic       dst, g[ssbo] or l[], src[0], src[1], src[2]
 */

enum ir3_err {
	IR3_OK = 0,
	IR3_ERR_GEN = -1,	/* unsupported generation */
	IR3_ERR_OPCODE = -2,	/* no such opcode (on that generation) */
	IR3_ERR_ENCODING = -3,	/* operand encoding not in the database */
	IR3_ERR_RANGE = -4,	/* encode: a value does not fit its field */
};

/* The generations decode/encode take: 3 (a3xx) and 4 (a4xx) */
#define IR3_GEN_MIN	3
#define IR3_GEN_MAX	4

/* words[0]: bits 0-31, words[1]: bits 32-63; gen: 3 (a3xx) or 4 (a4xx) */
int ir3_decode(const unsigned int words[2], unsigned int gen,
	       struct ir3_instr *out);
int ir3_encode(const struct ir3_instr *in, unsigned int gen,
	       unsigned int words[2]);

/* The opcode's mnemonic, or NULL */
const char *ir3_opc_name(unsigned int opc);
/* The type is 16 bits or narrower (its register is a half register) */
int ir3_type_half(unsigned int type);

/*
 * An instruction of opcode opc to fill in for ir3_encode(): no operands
 * yet, full precision, its form from the opcode table
 */
static inline struct ir3_instr ir3_instr_of(unsigned int opc)
{
	struct ir3_instr in = { 0 };

	in.cat = IR3_OPC_CAT(opc);
	in.opn = IR3_OPC_NUM(opc);
	in.opc = opc;
	in.form = ir3_opc_table[in.cat][in.opn].form;
	in.full = 1;
	return in;
}
"""

SOURCE = r"""
const char *ir3_opc_name(unsigned int opc)
{
	if (IR3_OPC_CAT(opc) > 7)
		return (void *)0;
	return ir3_opc_table[IR3_OPC_CAT(opc)][IR3_OPC_NUM(opc)].name;
}

int ir3_type_half(unsigned int type)
{
	return type == IR3_TYPE_F16 || type == IR3_TYPE_U16 ||
	       type == IR3_TYPE_S16 || type == IR3_TYPE_U8;
}

/* Zeroes without a memset call the freestanding builds lack */
static void ir3_zero(struct ir3_instr *out)
{
	volatile unsigned char *p = (volatile unsigned char *)out;
	unsigned int i;

	for (i = 0; i < sizeof(*out); i++)
		p[i] = 0;
}

static void set_gpr(struct ir3_reg *r, unsigned int num, int half)
{
	r->kind = IR3_REG_GPR;
	r->num = num;
	r->half = half;
}

/* gpr, or immediate when im (cat6 sources) */
static void set_gpr_or_imm(struct ir3_reg *r, unsigned int v, int im, int half)
{
	if (im) {
		r->kind = IR3_REG_IMMED;
		r->imm = v;
	} else {
		set_gpr(r, v, half);
	}
}

/* ------------------------------------------------------------ decode */

/* A cat2/cat4 source slot (16 bits) */
static int dec_msrc(unsigned long long s, int full, struct ir3_reg *r)
{
	r->neg = IR3_GET(s, IR3_MSRC_NEG);
	r->abs = IR3_GET(s, IR3_MSRC_ABS);
	r->half = !full;
	if (IR3_GET(s, IR3_MSRC_IMMF)) {
		if (IR3_GET(s, IR3_MSRC_CONSTF))
			return IR3_ERR_ENCODING;
		/* with RELF: an entry of the float table (Mesa 22.3, a3xx on) */
		if (IR3_GET(s, IR3_MSRC_RELF)) {
			r->kind = IR3_REG_FLUT;
			r->imm = IR3_GET(s, IR3_MSRC_FLUT);
			return r->imm < IR3_FLUT_ENTRIES ? IR3_OK :
							   IR3_ERR_ENCODING;
		}
		r->kind = IR3_REG_IMMED;
		r->imm = IR3_SGET(s, IR3_MSRC_IMM);
	} else if (IR3_GET(s, IR3_MSRC_RELF)) {
		if (IR3_GET(s, IR3_MSRC_CONSTF))
			return IR3_ERR_ENCODING;
		r->kind = IR3_GET(s, IR3_MSRC_RELC) ? IR3_REG_REL_CONST :
						      IR3_REG_REL_GPR;
		r->imm = IR3_SGET(s, IR3_MSRC_RELOFF);
	} else if (IR3_GET(s, IR3_MSRC_CONSTF)) {
		r->kind = IR3_REG_CONST;
		r->num = IR3_GET(s, IR3_MSRC_CONST);
	} else {
		r->kind = IR3_REG_GPR;
		r->num = IR3_GET(s, IR3_MSRC_REG);
		r->last = IR3_GET(s, IR3_MSRC_LAST);
	}
	return IR3_OK;
}

/* A cat3 src1/src3 slot (13 bits) */
static void dec_c3src(unsigned long long s, int full, struct ir3_reg *r)
{
	r->half = !full;
	if (IR3_GET(s, IR3_C3SRC_CONSTF)) {
		r->kind = IR3_REG_CONST;
		r->num = IR3_GET(s, IR3_C3SRC_CONST);
	} else if (IR3_GET(s, IR3_C3SRC_RELF)) {
		r->kind = IR3_GET(s, IR3_C3SRC_RELC) ? IR3_REG_REL_CONST :
						       IR3_REG_REL_GPR;
		r->imm = IR3_SGET(s, IR3_C3SRC_RELOFF);
	} else {
		r->kind = IR3_REG_GPR;
		r->num = IR3_GET(s, IR3_C3SRC_REG);
	}
}

/* cat2-cat4 destination precision; p0/a0 are never half */
static int alu_dst_half(unsigned int full, unsigned int conv, unsigned int dst)
{
	return full == conv && dst < IR3_GPR_A0 * 4;
}

/* (r) bits, or (nopN) when there is no repeat (cat2/cat3) */
static void dec_r_nop(struct ir3_instr *out, unsigned int r1, unsigned int r2)
{
	if (!out->repeat && (r1 || r2)) {
		out->nop = r1 | r2 << 1;
	} else {
		out->src[0].r = r1;
		out->src[1].r = r2;
	}
}

static int dec_cat0(unsigned long long w, struct ir3_instr *out)
{
	out->ss = IR3_GET(w, IR3_SS);
	out->eq = IR3_GET(w, IR3_CAT0_EQ);
	out->repeat = IR3_GET(w, IR3_CAT0_REPEAT);
	out->cat0.brtype = IR3_GET(w, IR3_CAT0_BRTYPE);
	out->cat0.idx = IR3_GET(w, IR3_CAT0_IDX);
	if (out->cat0.brtype)	/* brao, braa, ...: a6xx */
		return IR3_ERR_ENCODING;
	switch (out->form) {
	case IR3_FORM_CAT0_BRANCH:
	case IR3_FORM_CAT0_PRED:
		out->cat0.inv[0] = IR3_GET(w, IR3_CAT0_INV0);
		out->cat0.comp[0] = IR3_GET(w, IR3_CAT0_COMP0);
		out->cat0.inv[1] = IR3_GET(w, IR3_CAT0_INV1);
		out->cat0.comp[1] = IR3_GET(w, IR3_CAT0_COMP1);
		if (out->form == IR3_FORM_CAT0_PRED)
			break;
		__attribute__((__fallthrough__));
	case IR3_FORM_CAT0_IMMED:
		if (out->gen == 3)
			out->cat0.offset = IR3_SGET(w, IR3_CAT0_IMMED_A3XX);
		else
			out->cat0.offset = IR3_SGET(w, IR3_CAT0_IMMED_A4XX);
		break;
	}
	return IR3_OK;
}

static int dec_cat1(unsigned long long w, struct ir3_instr *out)
{
	unsigned int st = IR3_GET(w, IR3_CAT1_SRC_TYPE);
	unsigned int dt = IR3_GET(w, IR3_CAT1_DST_TYPE);
	struct ir3_reg *s = &out->src[0];

	out->ss = IR3_GET(w, IR3_SS);
	out->ul = IR3_GET(w, IR3_CAT1_UL);
	out->sat = IR3_GET(w, IR3_CAT1_SAT);
	out->repeat = IR3_GET(w, IR3_CAT1_REPEAT);
	out->cat1.src_type = st;
	out->cat1.dst_type = dt;
	out->cat1.round = IR3_GET(w, IR3_CAT1_ROUND);
	out->nsrc = 1;

	if (IR3_GET(w, IR3_CAT1_DST_REL)) {
		out->dst.kind = IR3_REG_REL_GPR;
		out->dst.imm = IR3_GET(w, IR3_CAT1_DST);
	} else {
		out->dst.kind = IR3_REG_GPR;
		out->dst.num = IR3_GET(w, IR3_CAT1_DST);
	}
	out->dst.half = ir3_type_half(dt) || dt == IR3_TYPE_U8_32;

	s->half = ir3_type_half(st) || st == IR3_TYPE_U8_32;
	s->r = IR3_GET(w, IR3_CAT1_SRC_R);
	if (IR3_GET(w, IR3_CAT1_SRC_IMMF)) {
		if (IR3_GET(w, IR3_CAT1_SRC_CONSTF))
			return IR3_ERR_ENCODING;
		s->kind = IR3_REG_IMMED;
		s->imm = (int)IR3_GET(w, IR3_CAT1_SRC_IMM);
		if (st == IR3_TYPE_S16)
			s->imm = ir3_sbits(w, IR3_CAT1_SRC_IMM__SHIFT, 16);
		else if (s->half)
			s->imm &= 0xffff;
	} else if (IR3_GET(w, IR3_CAT1_SRC_CONSTF)) {
		s->kind = IR3_REG_CONST;
		s->num = IR3_GET(w, IR3_CAT1_SRC_CONST);
	} else if (IR3_GET(w, IR3_CAT1_SRC_RELF)) {
		s->kind = IR3_GET(w, IR3_CAT1_SRC_RELC) ? IR3_REG_REL_CONST :
							  IR3_REG_REL_GPR;
		s->imm = IR3_SGET(w, IR3_CAT1_SRC_RELOFF);
	} else {
		s->kind = IR3_REG_GPR;
		s->num = IR3_GET(w, IR3_CAT1_SRC_REG);
	}
	return IR3_OK;
}

static int dec_cat2(unsigned long long w, struct ir3_instr *out)
{
	int full = IR3_GET(w, IR3_CAT2_FULL);
	int ret;

	out->ss = IR3_GET(w, IR3_SS);
	out->ul = IR3_GET(w, IR3_CAT2_UL);
	out->sat = IR3_GET(w, IR3_CAT2_SAT);
	out->ei = IR3_GET(w, IR3_CAT2_EI);
	out->repeat = IR3_GET(w, IR3_CAT2_REPEAT);
	out->full = full;
	out->dst_conv = IR3_GET(w, IR3_CAT2_DST_CONV);
	set_gpr(&out->dst, IR3_GET(w, IR3_CAT2_DST),
		alu_dst_half(full, out->dst_conv, IR3_GET(w, IR3_CAT2_DST)));
	if (out->form == IR3_FORM_CAT2_COND)
		out->cat2.cond = IR3_GET(w, IR3_CAT2_COND);
	if (out->form == IR3_FORM_CAT2_COND && out->cat2.cond > IR3_COND_NE)
		return IR3_ERR_ENCODING;
	ret = dec_msrc(IR3_GET(w, IR3_CAT2_SRC1), full, &out->src[0]);
	out->nsrc = 1;
	if (!ret && out->form != IR3_FORM_CAT2_1SRC) {
		ret = dec_msrc(IR3_GET(w, IR3_CAT2_SRC2), full, &out->src[1]);
		out->nsrc = 2;
	}
	dec_r_nop(out, IR3_GET(w, IR3_CAT2_SRC1_R), IR3_GET(w, IR3_CAT2_SRC2_R));
	return ret;
}

static int dec_cat3(unsigned long long w, struct ir3_instr *out)
{
	int full = out->form == IR3_FORM_CAT3_FULL;

	/* bit 13 set: the a6xx immediate form */
	if (IR3_GET(w, IR3_CAT3_SRC1_ALT))
		return IR3_ERR_ENCODING;
	out->ss = IR3_GET(w, IR3_SS);
	out->ul = IR3_GET(w, IR3_CAT3_UL);
	out->sat = IR3_GET(w, IR3_CAT3_SAT);
	out->repeat = IR3_GET(w, IR3_CAT3_REPEAT);
	out->full = full;
	out->dst_conv = IR3_GET(w, IR3_CAT3_DST_CONV);
	set_gpr(&out->dst, IR3_GET(w, IR3_CAT3_DST),
		alu_dst_half(full, out->dst_conv, IR3_GET(w, IR3_CAT3_DST)));
	out->nsrc = 3;
	dec_c3src(IR3_GET(w, IR3_CAT3_SRC1), full, &out->src[0]);
	set_gpr(&out->src[1], IR3_GET(w, IR3_CAT3_SRC2), !full);
	dec_c3src(IR3_GET(w, IR3_CAT3_SRC3), full, &out->src[2]);
	out->src[0].neg = IR3_GET(w, IR3_CAT3_SRC1_NEG);
	out->src[1].neg = IR3_GET(w, IR3_CAT3_SRC2_NEG);
	out->src[2].neg = IR3_GET(w, IR3_CAT3_SRC3_NEG);
	dec_r_nop(out, IR3_GET(w, IR3_CAT3_SRC1_R), IR3_GET(w, IR3_CAT3_SRC2_R));
	out->src[2].r = IR3_GET(w, IR3_CAT3_SRC3_R);
	return IR3_OK;
}

static int dec_cat4(unsigned long long w, struct ir3_instr *out)
{
	int full = IR3_GET(w, IR3_CAT4_FULL);

	out->ss = IR3_GET(w, IR3_SS);
	out->ul = IR3_GET(w, IR3_CAT4_UL);
	out->sat = IR3_GET(w, IR3_CAT4_SAT);
	out->repeat = IR3_GET(w, IR3_CAT4_REPEAT);
	out->full = full;
	out->dst_conv = IR3_GET(w, IR3_CAT4_DST_CONV);
	set_gpr(&out->dst, IR3_GET(w, IR3_CAT4_DST),
		alu_dst_half(full, out->dst_conv, IR3_GET(w, IR3_CAT4_DST)));
	out->nsrc = 1;
	out->src[0].r = IR3_GET(w, IR3_CAT4_SRC_R);
	return dec_msrc(IR3_GET(w, IR3_CAT4_SRC), full, &out->src[0]);
}

static int dec_cat5(unsigned long long w, const struct ir3_opc_info *info,
		    struct ir3_instr *out)
{
	int full = IR3_GET(w, IR3_CAT5_FULL);

	out->full = full;
	out->cat5.type = IR3_GET(w, IR3_CAT5_TYPE);
	out->cat5.wrmask = IR3_GET(w, IR3_CAT5_WRMASK);
	out->cat5.is_3d = IR3_GET(w, IR3_CAT5_IS_3D);
	out->cat5.is_a = IR3_GET(w, IR3_CAT5_IS_A);
	out->cat5.is_s = IR3_GET(w, IR3_CAT5_IS_S);
	out->cat5.is_s2en = IR3_GET(w, IR3_CAT5_IS_S2EN);
	out->cat5.is_o = IR3_GET(w, IR3_CAT5_IS_O);
	out->cat5.is_p = IR3_GET(w, IR3_CAT5_IS_P);
	out->cat5.has_samp = !!(info->flags & IR3_OPF_SAMP);
	out->cat5.has_tex = !!(info->flags & IR3_OPF_TEX);
	out->cat5.has_type = !(info->flags & IR3_OPF_NOTYPE);
	set_gpr(&out->dst, IR3_GET(w, IR3_CAT5_DST),
		ir3_type_half(out->cat5.type));
	if (info->nsrc > 0) {
		set_gpr(&out->src[0], IR3_GET(w, IR3_CAT5_SRC1), !full);
		out->nsrc = 1;
	}
	if (info->nsrc > 1 || out->cat5.is_o) {
		set_gpr(&out->src[1], IR3_GET(w, IR3_CAT5_SRC2), !full);
		out->nsrc = 2;
	}
	if (out->cat5.is_s2en) {
		/* a3xx-a5xx: the indices are in a half register */
		set_gpr(&out->src[2], IR3_GET(w, IR3_CAT5_SRC3), 1);
		out->cat5.desc_mode = IR3_GET(w, IR3_CAT5_DESC_MODE);
		out->nsrc = 3;
	} else {
		out->cat5.samp = IR3_GET(w, IR3_CAT5_SAMP);
		out->cat5.tex = IR3_GET(w, IR3_CAT5_TEX);
	}
	return IR3_OK;
}

static int dec_cat6(unsigned long long w, struct ir3_instr *out)
{
	int half;

	out->cat6.type = IR3_GET(w, IR3_CAT6_TYPE);
	half = ir3_type_half(out->cat6.type);
	switch (out->form) {
	case IR3_FORM_CAT6_LD:
		if (!IR3_GET(w, IR3_CAT6_LD_SRC_OFF))
			return IR3_ERR_ENCODING;
		set_gpr(&out->dst, IR3_GET(w, IR3_CAT6_LD_DST), half);
		set_gpr_or_imm(&out->src[0], IR3_GET(w, IR3_CAT6_LD_SRC),
			       IR3_GET(w, IR3_CAT6_LD_SRC_IM), 0);
		out->nsrc = 1;
		out->cat6.off = IR3_SGET(w, IR3_CAT6_LD_OFF);
		out->cat6.size = IR3_GET(w, IR3_CAT6_LD_SIZE);
		break;
	case IR3_FORM_CAT6_LDLV:
		if (IR3_GET(w, IR3_CAT6_LD_SRC_OFF))
			return IR3_ERR_ENCODING;
		set_gpr(&out->dst, IR3_GET(w, IR3_CAT6_LDLV_DST), half);
		out->cat6.off = IR3_GET(w, IR3_CAT6_LDLV_OFF);
		out->cat6.size = IR3_GET(w, IR3_CAT6_LDLV_SIZE);
		break;
	case IR3_FORM_CAT6_ST:
		if (!IR3_GET(w, IR3_CAT6_ST_DST_OFF))
			return IR3_ERR_ENCODING;
		set_gpr(&out->src[0], IR3_GET(w, IR3_CAT6_ST_DST), 0);
		set_gpr(&out->src[1], IR3_GET(w, IR3_CAT6_ST_SRC), half);
		out->nsrc = 2;
		out->cat6.off = IR3_SGET(w, IR3_CAT6_ST_OFF_HI) *
				(1 << IR3_CAT6_ST_OFF_LO__WIDTH) +
				(int)IR3_GET(w, IR3_CAT6_ST_OFF_LO);
		out->cat6.size = IR3_GET(w, IR3_CAT6_ST_SIZE);
		break;
	case IR3_FORM_CAT6_LDGB:
	case IR3_FORM_CAT6_ATOMIC:
		out->cat6.g = IR3_GET(w, IR3_CAT6_G);
		out->cat6.d = IR3_GET(w, IR3_CAT6_GB_D) + 1;
		out->cat6.typed = IR3_GET(w, IR3_CAT6_GB_TYPED);
		out->cat6.type_size = IR3_GET(w, IR3_CAT6_GB_TYPE_SIZE) + 1;
		out->cat6.ssbo = IR3_GET(w, IR3_CAT6_GB_SSBO);
		set_gpr(&out->dst, IR3_GET(w, IR3_CAT6_GB_DST), half);
		set_gpr_or_imm(&out->src[0], IR3_GET(w, IR3_CAT6_GB_SRC1),
			       IR3_GET(w, IR3_CAT6_GB_SRC1_IM), 0);
		set_gpr_or_imm(&out->src[1], IR3_GET(w, IR3_CAT6_GB_SRC2),
			       IR3_GET(w, IR3_CAT6_GB_SRC2_IM), 0);
		out->nsrc = 2;
		if (out->form == IR3_FORM_CAT6_ATOMIC) {
			set_gpr(&out->src[2], IR3_GET(w, IR3_CAT6_GB_SRC3), 0);
			out->nsrc = 3;
		}
		break;
	case IR3_FORM_CAT6_STGB:
		out->cat6.d = IR3_GET(w, IR3_CAT6_SB_D) + 1;
		out->cat6.typed = IR3_GET(w, IR3_CAT6_SB_TYPED);
		out->cat6.type_size = IR3_GET(w, IR3_CAT6_SB_TYPE_SIZE) + 1;
		out->cat6.ssbo = IR3_GET(w, IR3_CAT6_SB_SSBO);
		set_gpr(&out->src[0], IR3_GET(w, IR3_CAT6_SB_SRC1), half);
		set_gpr_or_imm(&out->src[1], IR3_GET(w, IR3_CAT6_SB_SRC2),
			       IR3_GET(w, IR3_CAT6_SB_SRC2_IM), 0);
		set_gpr_or_imm(&out->src[2], IR3_GET(w, IR3_CAT6_SB_SRC3),
			       IR3_GET(w, IR3_CAT6_SB_SRC3_IM), 0);
		out->nsrc = 3;
		break;
	default:
		return IR3_ERR_OPCODE;
	}
	return IR3_OK;
}

static int dec_cat7(unsigned long long w, struct ir3_instr *out)
{
	out->ss = IR3_GET(w, IR3_SS);
	out->cat7.w = IR3_GET(w, IR3_CAT7_W);
	out->cat7.r = IR3_GET(w, IR3_CAT7_R);
	out->cat7.l = IR3_GET(w, IR3_CAT7_L);
	out->cat7.g = IR3_GET(w, IR3_CAT7_G);
	return IR3_OK;
}

static unsigned int opcode_number(unsigned long long w, unsigned int cat)
{
	switch (cat) {
	case 0:
		return IR3_GET(w, IR3_CAT0_OPC) |
		       IR3_GET(w, IR3_CAT0_OPC_HI) << IR3_CAT0_OPC__WIDTH;
	case 1:
		return IR3_GET(w, IR3_CAT1_OPC);
	case 2:
		return IR3_GET(w, IR3_CAT2_OPC);
	case 3:
		return IR3_GET(w, IR3_CAT3_OPC);
	case 4:
		return IR3_GET(w, IR3_CAT4_OPC);
	case 5:
		return IR3_GET(w, IR3_CAT5_OPC);
	case 6:
		return IR3_GET(w, IR3_CAT6_OPC);
	default:
		return IR3_GET(w, IR3_CAT7_OPC);
	}
}

int ir3_decode(const unsigned int words[2], unsigned int gen,
	       struct ir3_instr *out)
{
	unsigned long long w = (unsigned long long)words[1] << 32 | words[0];
	const struct ir3_opc_info *info;
	unsigned int cat = IR3_GET(w, IR3_CAT);
	unsigned int opn = opcode_number(w, cat);

	ir3_zero(out);
	if (gen < IR3_GEN_MIN || gen > IR3_GEN_MAX)
		return IR3_ERR_GEN;
	info = &ir3_opc_table[cat][opn];
	if (!info->name || gen < info->gen_min || gen > info->gen_max)
		return IR3_ERR_OPCODE;
	out->cat = cat;
	out->opn = opn;
	out->opc = IR3_OPC(cat, opn);
	out->form = info->form;
	out->gen = gen;
	out->sy = IR3_GET(w, IR3_SY);
	out->jp = IR3_GET(w, IR3_JP);
	switch (cat) {
	case 0:
		return dec_cat0(w, out);
	case 1:
		return dec_cat1(w, out);
	case 2:
		return dec_cat2(w, out);
	case 3:
		return dec_cat3(w, out);
	case 4:
		return dec_cat4(w, out);
	case 5:
		return dec_cat5(w, info, out);
	case 6:
		return dec_cat6(w, out);
	default:
		return dec_cat7(w, out);
	}
}

/* ------------------------------------------------------------ encode */

/* Each PUT checks the value fits, so a bad instr fails instead of
 * spilling into neighbouring fields */
#define PUT(f, v, s)	do {					\
		if (!IR3_FITS(f, (v), (s)))			\
			return IR3_ERR_RANGE;			\
		*w |= IR3_PUT(f, (v));				\
	} while (0)

static int enc_msrc(const struct ir3_reg *r, unsigned long long *w)
{
	PUT(IR3_MSRC_NEG, r->neg, 0);
	PUT(IR3_MSRC_ABS, r->abs, 0);
	switch (r->kind) {
	case IR3_REG_IMMED:
		PUT(IR3_MSRC_IMMF, 1, 0);
		PUT(IR3_MSRC_IMM, r->imm, 1);
		return IR3_OK;
	case IR3_REG_FLUT:
		if (r->imm >= IR3_FLUT_ENTRIES)
			return IR3_ERR_RANGE;
		PUT(IR3_MSRC_IMMF, 1, 0);
		PUT(IR3_MSRC_RELF, 1, 0);
		PUT(IR3_MSRC_FLUT, r->imm, 0);
		PUT(IR3_MSRC_FLUT_HALF, r->half, 0);
		return IR3_OK;
	case IR3_REG_REL_CONST:
		PUT(IR3_MSRC_RELC, 1, 0);
		__attribute__((__fallthrough__));
	case IR3_REG_REL_GPR:
		PUT(IR3_MSRC_RELF, 1, 0);
		PUT(IR3_MSRC_RELOFF, r->imm, 1);
		return IR3_OK;
	case IR3_REG_CONST:
		PUT(IR3_MSRC_CONSTF, 1, 0);
		PUT(IR3_MSRC_CONST, r->num, 0);
		return IR3_OK;
	case IR3_REG_GPR:
		PUT(IR3_MSRC_REG, r->num, 0);
		PUT(IR3_MSRC_LAST, r->last, 0);
		return IR3_OK;
	}
	return IR3_ERR_ENCODING;
}

static int enc_c3src(const struct ir3_reg *r, unsigned long long *w)
{
	switch (r->kind) {
	case IR3_REG_CONST:
		PUT(IR3_C3SRC_CONSTF, 1, 0);
		PUT(IR3_C3SRC_CONST, r->num, 0);
		return IR3_OK;
	case IR3_REG_REL_CONST:
		PUT(IR3_C3SRC_RELC, 1, 0);
		__attribute__((__fallthrough__));
	case IR3_REG_REL_GPR:
		PUT(IR3_C3SRC_RELF, 1, 0);
		PUT(IR3_C3SRC_RELOFF, r->imm, 1);
		return IR3_OK;
	case IR3_REG_GPR:
		PUT(IR3_C3SRC_REG, r->num, 0);
		return IR3_OK;
	}
	return IR3_ERR_ENCODING;
}

/* A sub-slot encoded on its own, then placed in its field */
#define PUT_SLOT(f, fn, r) do {					\
		unsigned long long slot = 0;			\
		int err = fn((r), &slot);			\
		if (err)					\
			return err;				\
		PUT(f, slot, 0);				\
	} while (0)

/* gpr (or immediate where the im field allows it), cat6 */
#define PUT_GPR_IMM(f, fim, r) do {				\
		if ((r)->kind == IR3_REG_IMMED) {		\
			PUT(fim, 1, 0);				\
			PUT(f, (r)->imm, 0);			\
		} else if ((r)->kind == IR3_REG_GPR) {		\
			PUT(f, (r)->num, 0);			\
		} else {					\
			return IR3_ERR_ENCODING;		\
		}						\
	} while (0)

#define PUT_GPR(f, r) do {					\
		if ((r)->kind != IR3_REG_GPR)			\
			return IR3_ERR_ENCODING;		\
		PUT(f, (r)->num, 0);				\
	} while (0)

/* (r) bits from the sources, or from (nopN) */
static void r_bits(const struct ir3_instr *in, unsigned int *r1,
		   unsigned int *r2)
{
	*r1 = in->src[0].r | (in->nop & 1);
	*r2 = in->src[1].r | (in->nop >> 1 & 1);
}

static int enc_cat0(const struct ir3_instr *in, unsigned int gen,
		    unsigned long long *w)
{
	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT0_EQ, in->eq, 0);
	PUT(IR3_CAT0_REPEAT, in->repeat, 0);
	PUT(IR3_CAT0_BRTYPE, in->cat0.brtype, 0);
	PUT(IR3_CAT0_IDX, in->cat0.idx, 0);
	PUT(IR3_CAT0_OPC, in->opn & ((1 << IR3_CAT0_OPC__WIDTH) - 1), 0);
	PUT(IR3_CAT0_OPC_HI, in->opn >> IR3_CAT0_OPC__WIDTH, 0);
	switch (in->form) {
	case IR3_FORM_CAT0_BRANCH:
	case IR3_FORM_CAT0_PRED:
		PUT(IR3_CAT0_INV0, in->cat0.inv[0], 0);
		PUT(IR3_CAT0_COMP0, in->cat0.comp[0], 0);
		PUT(IR3_CAT0_INV1, in->cat0.inv[1], 0);
		PUT(IR3_CAT0_COMP1, in->cat0.comp[1], 0);
		if (in->form == IR3_FORM_CAT0_PRED)
			break;
		__attribute__((__fallthrough__));
	case IR3_FORM_CAT0_IMMED:
		if (gen == 3)
			PUT(IR3_CAT0_IMMED_A3XX, in->cat0.offset, 1);
		else
			PUT(IR3_CAT0_IMMED_A4XX, in->cat0.offset, 1);
		break;
	}
	return IR3_OK;
}

static int enc_cat1(const struct ir3_instr *in, unsigned long long *w)
{
	const struct ir3_reg *s = &in->src[0];

	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT1_UL, in->ul, 0);
	PUT(IR3_CAT1_SAT, in->sat, 0);
	PUT(IR3_CAT1_REPEAT, in->repeat, 0);
	PUT(IR3_CAT1_SRC_TYPE, in->cat1.src_type, 0);
	PUT(IR3_CAT1_DST_TYPE, in->cat1.dst_type, 0);
	PUT(IR3_CAT1_ROUND, in->cat1.round, 0);
	PUT(IR3_CAT1_SRC_R, s->r, 0);
	if (in->dst.kind == IR3_REG_REL_GPR) {
		PUT(IR3_CAT1_DST_REL, 1, 0);
		PUT(IR3_CAT1_DST, in->dst.imm, 0);
	} else {
		PUT_GPR(IR3_CAT1_DST, &in->dst);
	}
	switch (s->kind) {
	case IR3_REG_IMMED:
		PUT(IR3_CAT1_SRC_IMMF, 1, 0);
		*w |= IR3_PUT(IR3_CAT1_SRC_IMM, (unsigned int)s->imm &
			      (s->half ? 0xffffu : 0xffffffffu));
		break;
	case IR3_REG_CONST:
		PUT(IR3_CAT1_SRC_CONSTF, 1, 0);
		PUT(IR3_CAT1_SRC_CONST, s->num, 0);
		break;
	case IR3_REG_REL_CONST:
		PUT(IR3_CAT1_SRC_RELC, 1, 0);
		__attribute__((__fallthrough__));
	case IR3_REG_REL_GPR:
		PUT(IR3_CAT1_SRC_RELF, 1, 0);
		PUT(IR3_CAT1_SRC_RELOFF, s->imm, 1);
		break;
	case IR3_REG_GPR:
		PUT(IR3_CAT1_SRC_REG, s->num, 0);
		break;
	default:
		return IR3_ERR_ENCODING;
	}
	return IR3_OK;
}

static int enc_cat2(const struct ir3_instr *in, unsigned long long *w)
{
	unsigned int r1, r2;

	r_bits(in, &r1, &r2);
	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT2_UL, in->ul, 0);
	PUT(IR3_CAT2_SAT, in->sat, 0);
	PUT(IR3_CAT2_EI, in->ei, 0);
	PUT(IR3_CAT2_REPEAT, in->repeat, 0);
	PUT(IR3_CAT2_FULL, in->full, 0);
	PUT(IR3_CAT2_DST_CONV, in->dst_conv, 0);
	PUT(IR3_CAT2_COND, in->cat2.cond, 0);
	PUT(IR3_CAT2_SRC1_R, r1, 0);
	PUT(IR3_CAT2_SRC2_R, r2, 0);
	PUT(IR3_CAT2_OPC, in->opn, 0);
	PUT_GPR(IR3_CAT2_DST, &in->dst);
	PUT_SLOT(IR3_CAT2_SRC1, enc_msrc, &in->src[0]);
	if (in->form != IR3_FORM_CAT2_1SRC)
		PUT_SLOT(IR3_CAT2_SRC2, enc_msrc, &in->src[1]);
	return IR3_OK;
}

static int enc_cat3(const struct ir3_instr *in, unsigned long long *w)
{
	unsigned int r1, r2;

	r_bits(in, &r1, &r2);
	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT3_UL, in->ul, 0);
	PUT(IR3_CAT3_SAT, in->sat, 0);
	PUT(IR3_CAT3_REPEAT, in->repeat, 0);
	PUT(IR3_CAT3_DST_CONV, in->dst_conv, 0);
	PUT(IR3_CAT3_SRC1_R, r1, 0);
	PUT(IR3_CAT3_SRC2_R, r2, 0);
	PUT(IR3_CAT3_SRC3_R, in->src[2].r, 0);
	PUT(IR3_CAT3_SRC1_NEG, in->src[0].neg, 0);
	PUT(IR3_CAT3_SRC2_NEG, in->src[1].neg, 0);
	PUT(IR3_CAT3_SRC3_NEG, in->src[2].neg, 0);
	PUT(IR3_CAT3_OPC, in->opn, 0);
	PUT_GPR(IR3_CAT3_DST, &in->dst);
	PUT_GPR(IR3_CAT3_SRC2, &in->src[1]);
	PUT_SLOT(IR3_CAT3_SRC1, enc_c3src, &in->src[0]);
	PUT_SLOT(IR3_CAT3_SRC3, enc_c3src, &in->src[2]);
	return IR3_OK;
}

static int enc_cat4(const struct ir3_instr *in, unsigned long long *w)
{
	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT4_UL, in->ul, 0);
	PUT(IR3_CAT4_SAT, in->sat, 0);
	PUT(IR3_CAT4_REPEAT, in->repeat, 0);
	PUT(IR3_CAT4_FULL, in->full, 0);
	PUT(IR3_CAT4_DST_CONV, in->dst_conv, 0);
	PUT(IR3_CAT4_SRC_R, in->src[0].r, 0);
	PUT(IR3_CAT4_OPC, in->opn, 0);
	PUT_GPR(IR3_CAT4_DST, &in->dst);
	PUT_SLOT(IR3_CAT4_SRC, enc_msrc, &in->src[0]);
	return IR3_OK;
}

static int enc_cat5(const struct ir3_instr *in, unsigned long long *w)
{
	PUT(IR3_CAT5_FULL, in->full, 0);
	PUT(IR3_CAT5_TYPE, in->cat5.type, 0);
	PUT(IR3_CAT5_WRMASK, in->cat5.wrmask, 0);
	PUT(IR3_CAT5_IS_3D, in->cat5.is_3d, 0);
	PUT(IR3_CAT5_IS_A, in->cat5.is_a, 0);
	PUT(IR3_CAT5_IS_S, in->cat5.is_s, 0);
	PUT(IR3_CAT5_IS_S2EN, in->cat5.is_s2en, 0);
	PUT(IR3_CAT5_IS_O, in->cat5.is_o, 0);
	PUT(IR3_CAT5_IS_P, in->cat5.is_p, 0);
	PUT(IR3_CAT5_OPC, in->opn, 0);
	PUT_GPR(IR3_CAT5_DST, &in->dst);
	if (in->src[0].kind)
		PUT_GPR(IR3_CAT5_SRC1, &in->src[0]);
	if (in->src[1].kind)
		PUT_GPR(IR3_CAT5_SRC2, &in->src[1]);
	if (in->cat5.is_s2en) {
		PUT_GPR(IR3_CAT5_SRC3, &in->src[2]);
		PUT(IR3_CAT5_DESC_MODE, in->cat5.desc_mode, 0);
	} else {
		PUT(IR3_CAT5_SAMP, in->cat5.samp, 0);
		PUT(IR3_CAT5_TEX, in->cat5.tex, 0);
	}
	return IR3_OK;
}

static int enc_cat6(const struct ir3_instr *in, unsigned long long *w)
{
	PUT(IR3_CAT6_TYPE, in->cat6.type, 0);
	PUT(IR3_CAT6_OPC, in->opn, 0);
	switch (in->form) {
	case IR3_FORM_CAT6_LD:
		PUT(IR3_CAT6_LD_SRC_OFF, 1, 0);
		PUT_GPR(IR3_CAT6_LD_DST, &in->dst);
		PUT_GPR_IMM(IR3_CAT6_LD_SRC, IR3_CAT6_LD_SRC_IM, &in->src[0]);
		PUT(IR3_CAT6_LD_OFF, in->cat6.off, 1);
		PUT(IR3_CAT6_GB_SRC2_IM, 1, 0);	/* size is an immediate */
		PUT(IR3_CAT6_LD_SIZE, in->cat6.size, 0);
		break;
	case IR3_FORM_CAT6_LDLV:
		PUT_GPR(IR3_CAT6_LDLV_DST, &in->dst);
		PUT(IR3_CAT6_LDLV_OFF, in->cat6.off, 0);
		PUT(IR3_CAT6_GB_SRC1_IM, 1, 0);
		PUT(IR3_CAT6_GB_SRC2_IM, 1, 0);
		PUT(IR3_CAT6_LDLV_SIZE, in->cat6.size, 0);
		break;
	case IR3_FORM_CAT6_ST:
		PUT(IR3_CAT6_ST_DST_OFF, 1, 0);
		PUT_GPR(IR3_CAT6_ST_DST, &in->src[0]);
		PUT_GPR(IR3_CAT6_ST_SRC, &in->src[1]);
		if (!ir3_fits(in->cat6.off, IR3_CAT6_ST_OFF_LO__WIDTH +
			      IR3_CAT6_ST_OFF_HI__WIDTH, 1))
			return IR3_ERR_RANGE;
		*w |= IR3_PUT(IR3_CAT6_ST_OFF_LO, in->cat6.off);
		*w |= IR3_PUT(IR3_CAT6_ST_OFF_HI,
			      in->cat6.off >> IR3_CAT6_ST_OFF_LO__WIDTH);
		PUT(IR3_CAT6_GB_SRC2_IM, 1, 0);	/* size is an immediate */
		PUT(IR3_CAT6_ST_SIZE, in->cat6.size, 0);
		break;
	case IR3_FORM_CAT6_LDGB:
	case IR3_FORM_CAT6_ATOMIC:
		if (in->cat6.d < 1 || in->cat6.type_size < 1)
			return IR3_ERR_RANGE;
		PUT(IR3_CAT6_G, in->cat6.g, 0);
		PUT(IR3_CAT6_GB_FORM, 1, 0);
		if (in->form == IR3_FORM_CAT6_ATOMIC)
			PUT(IR3_CAT6_GB_ATOMIC, 1, 0);
		PUT(IR3_CAT6_GB_D, in->cat6.d - 1, 0);
		PUT(IR3_CAT6_GB_TYPED, in->cat6.typed, 0);
		PUT(IR3_CAT6_GB_TYPE_SIZE, in->cat6.type_size - 1, 0);
		PUT(IR3_CAT6_GB_SSBO, in->cat6.ssbo, 0);
		PUT_GPR(IR3_CAT6_GB_DST, &in->dst);
		PUT_GPR_IMM(IR3_CAT6_GB_SRC1, IR3_CAT6_GB_SRC1_IM, &in->src[0]);
		PUT_GPR_IMM(IR3_CAT6_GB_SRC2, IR3_CAT6_GB_SRC2_IM, &in->src[1]);
		if (in->form == IR3_FORM_CAT6_ATOMIC)
			PUT_GPR(IR3_CAT6_GB_SRC3, &in->src[2]);
		break;
	case IR3_FORM_CAT6_STGB:
		if (in->cat6.d < 1 || in->cat6.type_size < 1)
			return IR3_ERR_RANGE;
		PUT(IR3_CAT6_GB_FORM, 1, 0);
		PUT(IR3_CAT6_SB_D, in->cat6.d - 1, 0);
		PUT(IR3_CAT6_SB_TYPED, in->cat6.typed, 0);
		PUT(IR3_CAT6_SB_TYPE_SIZE, in->cat6.type_size - 1, 0);
		PUT(IR3_CAT6_SB_SSBO, in->cat6.ssbo, 0);
		PUT(IR3_CAT6_LD_SRC_OFF, 1, 0);	/* always set (stgb) */
		PUT_GPR(IR3_CAT6_SB_SRC1, &in->src[0]);
		PUT_GPR_IMM(IR3_CAT6_SB_SRC2, IR3_CAT6_SB_SRC2_IM, &in->src[1]);
		PUT_GPR_IMM(IR3_CAT6_SB_SRC3, IR3_CAT6_SB_SRC3_IM, &in->src[2]);
		break;
	default:
		return IR3_ERR_OPCODE;
	}
	return IR3_OK;
}

static int enc_cat7(const struct ir3_instr *in, unsigned long long *w)
{
	PUT(IR3_SS, in->ss, 0);
	PUT(IR3_CAT7_W, in->cat7.w, 0);
	PUT(IR3_CAT7_R, in->cat7.r, 0);
	PUT(IR3_CAT7_L, in->cat7.l, 0);
	PUT(IR3_CAT7_G, in->cat7.g, 0);
	PUT(IR3_CAT7_OPC, in->opn, 0);
	return IR3_OK;
}

static int enc_any(const struct ir3_instr *in, unsigned int gen,
		   unsigned long long *w)
{
	const struct ir3_opc_info *info;

	if (gen < IR3_GEN_MIN || gen > IR3_GEN_MAX)
		return IR3_ERR_GEN;
	if (in->cat > 7 || in->opn > 63)
		return IR3_ERR_OPCODE;
	info = &ir3_opc_table[in->cat][in->opn];
	if (!info->name || gen < info->gen_min || gen > info->gen_max ||
	    in->form != info->form)
		return IR3_ERR_OPCODE;
	PUT(IR3_CAT, in->cat, 0);
	PUT(IR3_SY, in->sy, 0);
	PUT(IR3_JP, in->jp, 0);
	switch (in->cat) {
	case 0:
		return enc_cat0(in, gen, w);
	case 1:
		return enc_cat1(in, w);
	case 2:
		return enc_cat2(in, w);
	case 3:
		return enc_cat3(in, w);
	case 4:
		return enc_cat4(in, w);
	case 5:
		return enc_cat5(in, w);
	case 6:
		return enc_cat6(in, w);
	default:
		return enc_cat7(in, w);
	}
}

int ir3_encode(const struct ir3_instr *in, unsigned int gen,
	       unsigned int words[2])
{
	unsigned long long w = 0;
	int ret = enc_any(in, gen, &w);

	words[0] = ret ? 0 : (unsigned int)w;
	words[1] = ret ? 0 : (unsigned int)(w >> 32);
	return ret;
}
"""

FIELDS_USED = sorted(set(
    re.findall(r"IR3_(?:S?GET)\(\w+, (IR3_\w+)\)", SOURCE) +
    re.findall(r"\b(?:PUT|IR3_PUT|PUT_GPR|PUT_GPR_IMM|PUT_SLOT)\((IR3_\w+)",
               SOURCE)))
