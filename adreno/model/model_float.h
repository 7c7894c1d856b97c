/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Software IEEE 754 arithmetic for the model: binary32 and binary16 held
 * as their bit patterns in integers, computed with integer C only, so
 * that a shader gives the same bits on x86_64, arm64, in the kernel (no
 * FPU) and on the host.
 *
 * Rounding is to nearest, ties to even.  Subnormals are kept (inputs and
 * results), as the host's FPU does, so that the host tests can demand
 * exact results.  A NaN result is the default quiet NaN 0x7fc00000
 * (0x7e00 in binary16).
 */
#ifndef __ADRENO_MODEL_FLOAT_H__
#define __ADRENO_MODEL_FLOAT_H__

#include "model.h"

typedef am_u32 am_f32;		/* binary32 bits */
typedef am_u16 am_f16;		/* binary16 bits */

#define AM_F32_ZERO	0x00000000u
#define AM_F32_NEG_ZERO	0x80000000u
#define AM_F32_ONE	0x3f800000u
#define AM_F32_NAN	0x7fc00000u
#define AM_F16_NAN	0x7e00u

/* Exactly rounded: the IEEE operations */
am_f32 am_f32_add(am_f32 a, am_f32 b);
am_f32 am_f32_sub(am_f32 a, am_f32 b);
am_f32 am_f32_div(am_f32 a, am_f32 b);
am_f32 am_f32_sqrt(am_f32 a);
/* a * b + c, the product rounded first (ir3's mad is not fused) */
am_f32 am_f32_mad(am_f32 a, am_f32 b, am_f32 c);

/* What am_f32_mul() leaves to the general rounding: see below */
am_f32 am_f32_mul_special(am_f32 a, am_f32 b);

/*
 * a * b, exactly rounded.  A normal times a normal with a normal result,
 * the common case (every fragment's weights take some), is rounded here
 * without round_pack()'s generality, to the same bits: the 48-bit
 * product is in [2^46, 2^48), 23 or 24 bits go, and a carry out of the
 * rounding moves into the exponent field, up to infinity.
 */
static inline am_f32 am_f32_mul(am_f32 a, am_f32 b)
{
	am_u32 xa = (a >> 23) & 0xff, xb = (b >> 23) & 0xff;
	am_u64 p, q, rem, half;
	int top, e;

	if (xa - 1 >= 254 || xb - 1 >= 254)
		return am_f32_mul_special(a, b);
	p = (am_u64)((a & 0x007fffffu) | 0x00800000u) *
	    ((b & 0x007fffffu) | 0x00800000u);
	top = (int)(p >> 47);
	e = (int)xa + (int)xb - 127 + top;	/* the result's biased exponent */
	if (e < 1 || e > 254)
		return am_f32_mul_special(a, b);
	q = p >> (23 + top);
	rem = p & ((1ull << (23 + top)) - 1);
	half = 1ull << (22 + top);
	q += rem > half || (rem == half && (q & 1));
	return ((a ^ b) & 0x80000000u) + ((am_u32)(e - 1) << 23) + (am_u32)q;
}

/*
 * Comparisons, inline: every fragment's clamp and depth test takes some.
 * Ordered: false when either is a NaN; -0 == +0.
 */
static inline int am_f32_is_nan(am_f32 a)
{
	return (a & 0x7fffffffu) > 0x7f800000u;
}

/* Neither infinite nor a NaN */
static inline int am_f32_finite(am_f32 a)
{
	return (a & 0x7f800000u) != 0x7f800000u;
}

/*
 * Non-NaN a as a signed integer ordered like the values: sign and
 * magnitude to two's complement, which also makes -0 equal to +0.
 */
static inline am_s32 am_f32_key(am_f32 a)
{
	am_s32 mag = (am_s32)(a & 0x7fffffffu);

	return (a & 0x80000000u) ? -mag : mag;
}

static inline int am_f32_eq(am_f32 a, am_f32 b)
{
	return !am_f32_is_nan(a) && !am_f32_is_nan(b) &&
	       am_f32_key(a) == am_f32_key(b);
}

static inline int am_f32_lt(am_f32 a, am_f32 b)
{
	return !am_f32_is_nan(a) && !am_f32_is_nan(b) &&
	       am_f32_key(a) < am_f32_key(b);
}

static inline int am_f32_le(am_f32 a, am_f32 b)
{
	return !am_f32_is_nan(a) && !am_f32_is_nan(b) &&
	       am_f32_key(a) <= am_f32_key(b);
}

/* IEEE minNum/maxNum: a NaN operand gives the other one; -0 < +0 */
am_f32 am_f32_min(am_f32 a, am_f32 b);
am_f32 am_f32_max(am_f32 a, am_f32 b);

/* To an integral value, as a float */
am_f32 am_f32_floor(am_f32 a);
am_f32 am_f32_ceil(am_f32 a);
am_f32 am_f32_trunc(am_f32 a);
am_f32 am_f32_rndne(am_f32 a);	/* nearest, ties to even */
am_f32 am_f32_rndaz(am_f32 a);	/* nearest, ties away from zero */

/* Integer conversions: to int truncates, saturates, and a NaN gives 0 */
am_f32 am_f32_from_s32(am_s32 v);
am_f32 am_f32_from_u32(am_u32 v);
am_s32 am_f32_to_s32(am_f32 a);
am_u32 am_f32_to_u32(am_f32 a);

/* binary16: to f16 rounds to nearest even (overflow gives infinity) */
am_f16 am_f32_to_f16(am_f32 a);
am_f32 am_f16_to_f32(am_f16 h);
/*
 * An unsigned float of a 5-bit exponent (bias 15) and mant_bits of
 * fraction (6 and 5: R11F_G11F_B10F's channels), exactly
 */
am_f32 am_uf_to_f32(am_u32 x, int mant_bits);
/*
 * To an unsigned small float (R11F_G11F_B10F): nearest, ties to even;
 * negatives and -Inf give 0, finite values past the largest give it
 */
am_u32 am_f32_to_uf(am_f32 a, int mant_bits);

/*
 * Normalized fixed point, as render targets and vertex formats store
 * colours: to unorm/snorm clamps and rounds to nearest (GL's rule),
 * bits from 1 to 16 (unorm) or 2 to 16 (snorm).
 */
am_u32 am_f32_to_unorm(am_f32 a, int bits);
am_f32 am_unorm_to_f32(am_u32 v, int bits);
am_u32 am_f32_to_snorm(am_f32 a, int bits);	/* two's complement, masked */
am_f32 am_snorm_to_f32(am_u32 v, int bits);	/* -2^(bits-1) gives -1.0 */

/*
 * The SFU's functions.  Not exactly rounded: each states its error bound
 * in units in the last place over its domain, which the host test checks
 * (model_float.c says what each promises).
 */
am_f32 am_f32_rcp(am_f32 a);
am_f32 am_f32_rsq(am_f32 a);
am_f32 am_f32_log2(am_f32 a);
am_f32 am_f32_exp2(am_f32 a);
am_f32 am_f32_sin(am_f32 a);
am_f32 am_f32_cos(am_f32 a);

#endif /* __ADRENO_MODEL_FLOAT_H__ */
