// SPDX-License-Identifier: MIT
/*
 * Integer operations and conversions on constants, computed as the GPU
 * computes them (ir.c folds them as they are built): 32 bits wrapping,
 * shifts by the low five bits, float to integer toward zero and
 * saturating, NaN to 0, as the model's cov does.
 */
#include <stdint.h>
#include <string.h>

#include "ir.h"
#include "ir3_isa.h"

static bool compare(unsigned int cond, int64_t x, int64_t y)
{
	switch (cond) {
	case IR3_COND_LT:
		return x < y;
	case IR3_COND_LE:
		return x <= y;
	case IR3_COND_GT:
		return x > y;
	case IR3_COND_GE:
		return x >= y;
	case IR3_COND_EQ:
		return x == y;
	default:
		return x != y;
	}
}

static uint32_t float_to_int(uint32_t bits, bool sgn)
{
	float f;

	memcpy(&f, &bits, 4);
	if (f != f)
		return 0;
	if (sgn)
		return f >= 2147483648.0f ? (uint32_t)INT32_MAX :
		       f <= -2147483648.0f ? (uint32_t)INT32_MIN :
		       (uint32_t)(int32_t)f;
	return f >= 4294967296.0f ? UINT32_MAX : f <= 0 ? 0 : (uint32_t)f;
}

static uint32_t int_to_float(uint32_t a, bool sgn)
{
	float f = sgn ? (float)(int32_t)a : (float)a;
	uint32_t bits;

	memcpy(&bits, &f, 4);
	return bits;
}

static bool fold1(enum ir_op op, uint32_t a, uint32_t *r)
{
	switch (op) {
	case IR_NOT:
		*r = ~a;
		return true;
	case IR_IABS:
		*r = (int32_t)a < 0 ? 0u - a : a;
		return true;
	case IR_F2I:
	case IR_F2U:
		*r = float_to_int(a, op == IR_F2I);
		return true;
	case IR_I2F:
	case IR_U2F:
		*r = int_to_float(a, op == IR_I2F);
		return true;
	default:
		return false;
	}
}

static bool fold2(enum ir_op op, uint32_t a, uint32_t b, unsigned int cond,
		  uint32_t *r)
{
	int32_t x = (int32_t)a, y = (int32_t)b;

	switch (op) {
	case IR_IADD:
		*r = a + b;
		return true;
	case IR_ISUB:
		*r = a - b;
		return true;
	case IR_ICMP:
		*r = compare(cond, x, y);
		return true;
	case IR_UCMP:
		*r = compare(cond, a, b);
		return true;
	case IR_AND:
		*r = a & b;
		return true;
	case IR_OR:
		*r = a | b;
		return true;
	case IR_XOR:
		*r = a ^ b;
		return true;
	case IR_SHL:
		*r = a << (b & 31);
		return true;
	case IR_SHR:
		*r = a >> (b & 31);
		return true;
	case IR_ASHR:
		/* Arithmetic: the sign bit copied down, whatever C does */
		*r = (a >> (b & 31)) |
		     (x < 0 ? ~(UINT32_MAX >> (b & 31)) : 0);
		return true;
	case IR_IMIN:
		*r = (uint32_t)(x < y ? x : y);
		return true;
	case IR_IMAX:
		*r = (uint32_t)(x > y ? x : y);
		return true;
	case IR_UMIN:
		*r = a < b ? a : b;
		return true;
	case IR_UMAX:
		*r = a > b ? a : b;
		return true;
	default:
		return false;
	}
}

bool ir_fold_int(const struct ir *ir, enum ir_op op, unsigned int nsrc,
		 const uint32_t *src, unsigned int cond, uint32_t *r)
{
	uint32_t a, b = 0;

	if (!ir_known(ir, src[0], &a) ||
	    (nsrc > 1 && !ir_known(ir, src[1], &b)))
		return false;
	return nsrc == 1 ? fold1(op, a, r) :
	       nsrc == 2 && fold2(op, a, b, cond, r);
}
