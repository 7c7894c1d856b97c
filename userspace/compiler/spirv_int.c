// SPDX-License-Identifier: MIT
/*
 * Integer arithmetic, bits and conversions, signed and unsigned, 32 bits
 * wrapping.  On constants (an unrolled loop's counter, say) ir.c and
 * ir_fold.c compute them as they are built; else they are the GPU's
 * integer instructions.  a3xx/a4xx have no integer division: a quotient
 * is estimated in floats and corrected in integers (udivmod()).
 */
#include <string.h>

#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_priv.h"

/*
 * a * b mod 2^32, as ir3 makes it before a5xx: the low halves' product,
 * plus a's high half times b's low half shifted up, plus b's high half
 * times a's low half
 */
uint32_t spv_imul(struct spv *s, uint32_t a, uint32_t b)
{
	uint32_t x, y;

	if (ir_known(s->ir, a, &x) && ir_known(s->ir, b, &y))
		return ir_const(s->ir, x * y);
	return ir_alu3(s->ir, IR_MADSH_M16, b, a,
		       ir_alu3(s->ir, IR_MADSH_M16, a, b,
			       ir_alu2(s->ir, IR_MULL_U, a, b, 0), 0), 0);
}

/* 1 - 2^-20: scales 1/b down past every rounding error on the way */
#define RCP_SCALE	0x3f7ffff0u

/* 1/b a little low, as udivmod() needs it (b a constant: computed here) */
static uint32_t low_reciprocal(struct spv *s, uint32_t b)
{
	uint32_t bits, scale = RCP_SCALE;
	float f, k;

	if (ir_known(s->ir, b, &bits) && bits) {
		memcpy(&k, &scale, 4);
		f = 1.0f / (float)bits * k;
		return ir_float(s->ir, f);
	}
	return ir_alu2(s->ir, IR_FMUL,
		       ir_alu1(s->ir, IR_RCP, ir_alu1(s->ir, IR_U2F, b)),
		       ir_const(s->ir, scale), 0);
}

/*
 * An estimate of n / b never above it: n and the reciprocal as floats,
 * their product truncated
 */
static uint32_t low_quotient(struct spv *s, uint32_t n, uint32_t rcp)
{
	return ir_alu1(s->ir, IR_F2U,
		       ir_alu2(s->ir, IR_FMUL, ir_alu1(s->ir, IR_U2F, n), rcp,
			       0));
}

/*
 * Unsigned a / b and a % b, exact for every a and b > 0.  The
 * roundings on the way (a and b to floats, the scaling, the product:
 * 2^-24 relative each; the reciprocal within 2 ulp, 2^-22) come to
 * 8 * 2^-24 in all, which RCP_SCALE's 2^-20 more than takes back.  So the
 * estimate q0 is at most the quotient, and at least it less its 2^-19
 * and 1; q0 * b does not wrap, and the remainder r0 = a - q0 * b is at
 * most a * 2^-19 + b <= 2^13 + b.  The same estimate of r0 / b leaves
 * r1 <= 2^-6 + b * (1 + 2^-19) < 2b, so one comparison finishes.  b = 0
 * gives some value (GLSL leaves it undefined), never a trap.
 */
static void udivmod(struct spv *s, uint32_t a, uint32_t b, uint32_t *quot,
		    uint32_t *rem)
{
	struct ir *ir = s->ir;
	uint32_t rcp, q0, r0, c, q1, r1, more, x, y;

	if (ir_known(ir, b, &y) && y && !(y & (y - 1))) {
		/* A power of two: a shift and a mask */
		*quot = ir_alu2(ir, IR_SHR, a,
				ir_const(ir, (uint32_t)__builtin_ctz(y)), 0);
		*rem = ir_alu2(ir, IR_AND, a, ir_const(ir, y - 1), 0);
		return;
	}
	if (ir_known(ir, a, &x) && ir_known(ir, b, &y) && y) {
		*quot = ir_const(ir, x / y);
		*rem = ir_const(ir, x % y);
		return;
	}
	rcp = low_reciprocal(s, b);
	q0 = low_quotient(s, a, rcp);
	r0 = ir_alu2(ir, IR_ISUB, a, spv_imul(s, q0, b), 0);
	c = low_quotient(s, r0, rcp);
	q1 = ir_alu2(ir, IR_IADD, q0, c, 0);
	r1 = ir_alu2(ir, IR_ISUB, r0, spv_imul(s, c, b), 0);
	more = ir_ucmp(ir, r1, b, IR3_COND_GE);
	*quot = ir_alu2(ir, IR_IADD, q1, more, 0);
	*rem = ir_alu3(ir, IR_SEL, more, ir_alu2(ir, IR_ISUB, r1, b, 0), r1,
		       0);
}

static uint32_t ineg(struct spv *s, uint32_t a)
{
	return ir_alu2(s->ir, IR_ISUB, ir_const(s->ir, 0), a, 0);
}

/* cond ? -a : a */
static uint32_t negate_if(struct spv *s, uint32_t cond, uint32_t a)
{
	return ir_alu3(s->ir, IR_SEL, cond, ineg(s, a), a, 0);
}

static uint32_t is_negative(struct spv *s, uint32_t a)
{
	return ir_icmp(s->ir, a, ir_const(s->ir, 0), IR3_COND_LT);
}

/*
 * Signed division on the magnitudes: the quotient toward zero (SDiv),
 * the remainder with a's sign (SRem) or b's (SMod)
 */
static uint32_t signed_div(struct spv *s, uint32_t op, uint32_t a,
			   uint32_t b)
{
	struct ir *ir = s->ir;
	uint32_t q, r, wrong;

	udivmod(s, ir_alu1(ir, IR_IABS, a), ir_alu1(ir, IR_IABS, b), &q, &r);
	if (op == SpvOpSDiv)
		return negate_if(s,
				 is_negative(s, ir_alu2(ir, IR_XOR, a, b, 0)),
				 q);
	r = negate_if(s, is_negative(s, a), r);
	if (op == SpvOpSRem)
		return r;
	/* SMod: a remainder not 0 of the other sign than b's, plus b */
	wrong = ir_alu3(ir, IR_SEL,
			ir_icmp(ir, r, ir_const(ir, 0), IR3_COND_NE),
			is_negative(s, ir_alu2(ir, IR_XOR, r, b, 0)),
			ir_const(ir, 0), 0);
	return ir_alu3(ir, IR_SEL, wrong, ir_alu2(ir, IR_IADD, r, b, 0), r, 0);
}

/* (a > 0) - (a < 0) */
static uint32_t isign(struct spv *s, uint32_t a)
{
	uint32_t zero = ir_const(s->ir, 0);

	return ir_alu2(s->ir, IR_ISUB, ir_icmp(s->ir, a, zero, IR3_COND_GT),
		       ir_icmp(s->ir, a, zero, IR3_COND_LT), 0);
}

/* The comparison op makes, its IR op in *cmp; -1 when it is none */
static int int_cond(uint32_t op, enum ir_op *cmp)
{
	static const struct {
		uint16_t op;
		uint8_t cond;
		uint8_t ir;
	} conds[] = {
		{ SpvOpIEqual, IR3_COND_EQ, IR_ICMP },
		{ SpvOpINotEqual, IR3_COND_NE, IR_ICMP },
		{ SpvOpSLessThan, IR3_COND_LT, IR_ICMP },
		{ SpvOpSLessThanEqual, IR3_COND_LE, IR_ICMP },
		{ SpvOpSGreaterThan, IR3_COND_GT, IR_ICMP },
		{ SpvOpSGreaterThanEqual, IR3_COND_GE, IR_ICMP },
		{ SpvOpULessThan, IR3_COND_LT, IR_UCMP },
		{ SpvOpULessThanEqual, IR3_COND_LE, IR_UCMP },
		{ SpvOpUGreaterThan, IR3_COND_GT, IR_UCMP },
		{ SpvOpUGreaterThanEqual, IR3_COND_GE, IR_UCMP },
	};

	for (unsigned int i = 0; i < sizeof(conds) / sizeof(conds[0]); i++)
		if (conds[i].op == op) {
			*cmp = (enum ir_op)conds[i].ir;
			return conds[i].cond;
		}
	return -1;
}

/* The IR op a SPIR-V op is on its own, or IR_OP_COUNT */
static enum ir_op int_ir_op(uint32_t op)
{
	switch (op) {
	case SpvOpIAdd: return IR_IADD;
	case SpvOpISub: return IR_ISUB;
	case SpvOpBitwiseAnd: return IR_AND;
	case SpvOpBitwiseOr: return IR_OR;
	case SpvOpBitwiseXor: return IR_XOR;
	case SpvOpNot: return IR_NOT;
	case SpvOpShiftLeftLogical: return IR_SHL;
	case SpvOpShiftRightLogical: return IR_SHR;
	case SpvOpShiftRightArithmetic: return IR_ASHR;
	case SpvOpConvertSToF: return IR_I2F;
	case SpvOpConvertUToF: return IR_U2F;
	case SpvOpConvertFToS: return IR_F2I;
	case SpvOpConvertFToU: return IR_F2U;
	default: return IR_OP_COUNT;
	}
}

/* One component of an integer op; IR_NONE after a failure */
static uint32_t int_value(struct spv *s, uint32_t op, uint32_t a, uint32_t b)
{
	enum ir_op ir_op = int_ir_op(op), cmp;
	uint32_t q, r, y;
	int cond = int_cond(op, &cmp);

	if (op == SpvOpLogicalEqual || op == SpvOpLogicalNotEqual) {
		/* Booleans are 0 or not (true 1 or ~0): made 1 or 0 first */
		op = op == SpvOpLogicalEqual ? SpvOpIEqual : SpvOpINotEqual;
		cond = int_cond(op, &cmp);
		a = ir_icmp(s->ir, a, ir_const(s->ir, 0), IR3_COND_NE);
		b = ir_icmp(s->ir, b, ir_const(s->ir, 0), IR3_COND_NE);
	}
	if (cond >= 0)
		return cmp == IR_ICMP ?
		       ir_icmp(s->ir, a, b, (unsigned int)cond) :
		       ir_ucmp(s->ir, a, b, (unsigned int)cond);
	if (ir_op != IR_OP_COUNT)
		return b == IR_NONE ? ir_alu1(s->ir, ir_op, a) :
		       ir_alu2(s->ir, ir_op, a, b, 0);
	if ((op == SpvOpUDiv || op == SpvOpUMod || op == SpvOpSDiv ||
	     op == SpvOpSRem || op == SpvOpSMod) &&
	    ir_known(s->ir, b, &y) && !y && ir_known(s->ir, a, &r)) {
		spv_fail(s, "an integer division by zero");
		return IR_NONE;
	}
	switch (op) {
	case SpvOpIMul:
		return spv_imul(s, a, b);
	case SpvOpSNegate:
		return ineg(s, a);
	case SpvOpUDiv:
	case SpvOpUMod:
		udivmod(s, a, b, &q, &r);
		return op == SpvOpUDiv ? q : r;
	case SpvOpSDiv:
	case SpvOpSRem:
	case SpvOpSMod:
		return signed_div(s, op, a, b);
	case SpvOpBitcast:
		return a;	/* 32 bits either way */
	default:
		spv_fail(s, "SPIR-V: integer op %u", op);
		return IR_NONE;
	}
}

static bool unary(uint32_t op)
{
	return op == SpvOpSNegate || op == SpvOpNot || op == SpvOpBitcast ||
	       (op >= SpvOpConvertFToU && op <= SpvOpConvertUToF);
}

int spv_int_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op)
{
	return spv_componentwise(s, in, len, op, unary(op), int_value);
}

/*
 * GLSL.std.450's integer functions, of one component: x their
 * arguments'; IR_NONE when inst is not one of them
 */
uint32_t spv_glsl_int(struct spv *s, uint32_t inst, const uint32_t *x)
{
	struct ir *ir = s->ir;

	switch (inst) {
	case GLSLstd450SAbs:
		return ir_alu1(ir, IR_IABS, x[0]);
	case GLSLstd450SSign:
		return isign(s, x[0]);
	case GLSLstd450SMin:
		return ir_alu2(ir, IR_IMIN, x[0], x[1], 0);
	case GLSLstd450UMin:
		return ir_alu2(ir, IR_UMIN, x[0], x[1], 0);
	case GLSLstd450SMax:
		return ir_alu2(ir, IR_IMAX, x[0], x[1], 0);
	case GLSLstd450UMax:
		return ir_alu2(ir, IR_UMAX, x[0], x[1], 0);
	case GLSLstd450SClamp:
		return ir_alu2(ir, IR_IMIN, ir_alu2(ir, IR_IMAX, x[0], x[1], 0),
			       x[2], 0);
	case GLSLstd450UClamp:
		return ir_alu2(ir, IR_UMIN, ir_alu2(ir, IR_UMAX, x[0], x[1], 0),
			       x[2], 0);
	default:
		return IR_NONE;
	}
}
