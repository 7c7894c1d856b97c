// SPDX-License-Identifier: GPL-2.0-only
/*
 * Software IEEE 754 binary32/binary16 arithmetic for the model, in integer
 * C only: the kernel may not touch the FPU, and the same shader must give
 * the same bits on every host.
 *
 * Every exactly rounded operation ends in round_pack(): the operation
 * computes its result as an integer significand times a power of two,
 * exact or with a sticky bit below the rounding point, and round_pack()
 * rounds that once, to nearest even, into a normal, subnormal, zero or
 * infinity.  Rounding once is what makes the results bit-exact.
 *
 * The SFU functions (rcp, rsq, log2, exp2, sin, cos) are not exactly
 * rounded.  Their error bounds, which selftests/host/float_test.c checks
 * against the host's double precision libm (the measured maxima are over
 * every finite binary32 input, |x| <= 2^16 for sin and cos):
 *
 *   rcp   correctly rounded (1/a through am_f32_div): 0.5 ulp; bound 1 ulp
 *   rsq   isqrt to 31 bits then a 64-bit division: < 0.52 ulp (measured
 *         0.508); bound 1 ulp
 *   log2  (x-1)/(x+1) series in 32-bit fixed point, relative error about
 *         2^-29 before rounding: < 0.6 ulp (measured 0.513) everywhere,
 *         including next to 1, where the result is tiny but computed
 *         relative to its size (so far better than 2^-21 absolute);
 *         bound 2 ulp
 *   exp2  2^(j/32) table and a degree 5 polynomial, relative error about
 *         2^-30 before rounding: < 0.6 ulp (measured 0.512; subnormal
 *         results in ulps of 2^-149); bound 2 ulp
 *   sin, cos  exact reduction by pi/2 (Payne-Hanek with 256 bits of 2/pi,
 *         so any finite argument), then polynomials in 32-bit fixed point:
 *         error about 2^-30 relative before rounding, so the absolute
 *         error is half an ulp of the result plus that, at most 2^-24.9
 *         (measured 2^-24.95) for every finite argument: next to 1, half
 *         an ulp is 2^-25; bound 2^-20 absolute over |x| <= 2^16, as the
 *         test checks it
 *
 * The special cases follow IEEE and the C library: rcp(+-0) = +-inf,
 * rcp(+-inf) = +-0, rsq(+-0) = +-inf, rsq(+inf) = 0, rsq(x < 0) = NaN,
 * log2(+-0) = -inf, log2(x < 0) = NaN, log2(+inf) = +inf, exp2(-inf) = 0,
 * exp2(+inf) = +inf, exp2 overflows to +inf and underflows to 0 (through
 * the subnormals), sin/cos(+-inf) = NaN; a NaN gives the default NaN.
 */
#include "model.h"
#include "model_float.h"

#define F32_SIGN	0x80000000u
#define F32_ABS		0x7fffffffu
#define F32_INF		0x7f800000u
#define F32_FRAC	0x007fffffu
#define F32_HIDDEN	0x00800000u
#define F32_HALF	0x3f000000u

/* A binary format as round_pack() needs it */
struct am_fmt {
	int frac_bits;		/* stored fraction bits */
	int qmin;		/* exponent of the smallest subnormal */
	int emax;		/* largest exponent of a finite value */
	am_u32 inf;		/* bits of +infinity */
};

static const struct am_fmt fmt_f32 = { 23, -149, 127, F32_INF };
static const struct am_fmt fmt_f16 = { 10, -24, 15, 0x7c00u };

/*
 * Index of the most significant set bit of v (v != 0).  The builtin is
 * one instruction on x86_64 and arm64 (no libgcc call), the hottest
 * spot of the model's arithmetic otherwise.
 */
static int msb64(am_u64 v)
{
	return 63 - __builtin_clzll(v);
}

/*
 * m >> s, the bits shifted out ORed into bit 0 (the sticky bit): enough
 * to round correctly later, as long as the rounding point is at least two
 * bits above bit 0.
 */
static am_u64 shift_sticky(am_u64 m, int s)
{
	if (s <= 0)
		return m;
	if (s >= 64)
		return m != 0;
	return (m >> s) | ((m & ((1ull << s) - 1)) != 0);
}

/* m / 2^s rounded to nearest, ties to even; m < 2^62 */
static am_u64 shift_rne(am_u64 m, int s)
{
	am_u64 q, rem, half;

	if (s <= 0)
		return m << -s;
	if (s > 62)
		return 0;	/* m < 2^(s - 1): below half of one */
	q = m >> s;
	rem = m & ((1ull << s) - 1);
	half = 1ull << (s - 1);
	if (rem > half || (rem == half && (q & 1)))
		q++;
	return q;
}

/*
 * sign | m * 2^e rounded into format f.  The rounded significand q, with
 * the exponent qe of its last place, packs as ((qe - qmin) << frac_bits)
 * + q: the hidden bit adds one to the exponent field, so subnormals, the
 * carry of rounding up to the next binade, and the overflow to infinity
 * all come out right without a special case.
 */
static am_u32 round_pack(const struct am_fmt *f, am_u32 sign, int e,
			 am_u64 m)
{
	int p, qe;
	am_u64 q;

	if (!m)
		return sign;
	p = msb64(m);
	if (p > 40) {
		/* 17 bits beyond binary32's 24 and a sticky bit suffice */
		m = shift_sticky(m, p - 40);
		e += p - 40;
		p = 40;
	}
	if (e + p > f->emax)
		return sign | f->inf;
	qe = e + p - f->frac_bits;
	if (qe < f->qmin)
		qe = f->qmin;
	q = shift_rne(m, qe - e);
	return sign | (((am_u32)(qe - f->qmin) << f->frac_bits) + (am_u32)q);
}

static int f32_is_inf(am_f32 a)
{
	return (a & F32_ABS) == F32_INF;
}

static int f32_is_zero(am_f32 a)
{
	return !(a & F32_ABS);
}

/* Finite a as m * 2^e, m < 2^24 (a subnormal's m is not normalized) */
static am_u32 f32_sig(am_f32 a, int *e)
{
	am_u32 exp = (a >> 23) & 0xff;

	if (!exp) {
		*e = -149;
		return a & F32_FRAC;
	}
	*e = (int)exp - 150;
	return (a & F32_FRAC) | F32_HIDDEN;
}

/* Finite non-zero a as m * 2^e with m in [2^23, 2^24) */
static am_u32 f32_sig_norm(am_f32 a, int *e)
{
	am_u32 m = f32_sig(a, e);
	int sh = 23 - msb64(m);

	*e -= sh;
	return m << sh;
}

/* Both finite and non-zero; |a| >= |b| */
static am_f32 add_finite(am_f32 a, am_f32 b)
{
	int ea, eb;
	am_u64 ma, mb;

	ma = f32_sig(a, &ea);
	mb = f32_sig(b, &eb);
	/*
	 * 38 bits of room below the significands: exact when the exponents
	 * are close (cancellation), sticky when b is far below a.
	 */
	ma <<= 38;
	mb = shift_sticky(mb << 38, ea - eb);
	if ((a ^ b) & F32_SIGN)
		ma -= mb;
	else
		ma += mb;
	if (!ma)
		return AM_F32_ZERO;	/* x - x is +0 when rounding to nearest */
	return round_pack(&fmt_f32, a & F32_SIGN, ea - 38, ma);
}

am_f32 am_f32_add(am_f32 a, am_f32 b)
{
	if (am_f32_is_nan(a) || am_f32_is_nan(b))
		return AM_F32_NAN;
	if (f32_is_inf(a)) {
		if (f32_is_inf(b) && ((a ^ b) & F32_SIGN))
			return AM_F32_NAN;
		return a;
	}
	if (f32_is_inf(b))
		return b;
	if (f32_is_zero(a))
		return f32_is_zero(b) ? (a & b) : b;	/* -0 only if both */
	if (f32_is_zero(b))
		return a;
	if ((a & F32_ABS) < (b & F32_ABS))
		return add_finite(b, a);
	return add_finite(a, b);
}

am_f32 am_f32_sub(am_f32 a, am_f32 b)
{
	return am_f32_add(a, b ^ F32_SIGN);
}

/*
 * The products am_f32_mul() does not round inline: a zero, subnormal,
 * infinite or NaN operand, or a result out of the normal range
 */
am_f32 am_f32_mul_special(am_f32 a, am_f32 b)
{
	am_u32 sign = (a ^ b) & F32_SIGN;
	int ea, eb;
	am_u64 ma, mb;

	if (am_f32_is_nan(a) || am_f32_is_nan(b))
		return AM_F32_NAN;
	if (f32_is_inf(a) || f32_is_inf(b)) {
		if (f32_is_zero(a) || f32_is_zero(b))
			return AM_F32_NAN;
		return sign | F32_INF;
	}
	if (f32_is_zero(a) || f32_is_zero(b))
		return sign;
	ma = f32_sig(a, &ea);
	mb = f32_sig(b, &eb);
	/* 48 bits: the product is exact, round_pack() rounds it once */
	return round_pack(&fmt_f32, sign, ea + eb, ma * mb);
}

am_f32 am_f32_div(am_f32 a, am_f32 b)
{
	am_u32 sign = (a ^ b) & F32_SIGN;
	int ea, eb;
	am_u64 num, mb, q;

	if (am_f32_is_nan(a) || am_f32_is_nan(b))
		return AM_F32_NAN;
	if (f32_is_inf(a))
		return f32_is_inf(b) ? AM_F32_NAN : (sign | F32_INF);
	if (f32_is_inf(b))
		return sign;
	if (f32_is_zero(b))
		return f32_is_zero(a) ? AM_F32_NAN : (sign | F32_INF);
	if (f32_is_zero(a))
		return sign;
	/*
	 * Normalized significands make the quotient of (ma << 40) / mb
	 * 40 or 41 bits long: one 64-bit division, the remainder sticky.
	 */
	num = (am_u64)f32_sig_norm(a, &ea) << 40;
	mb = f32_sig_norm(b, &eb);
	q = num / mb;
	return round_pack(&fmt_f32, sign, ea - eb - 40, q | (num != q * mb));
}

/*
 * floor(sqrt(v)) for v in [2^61, 2^63), by Newton's iteration from above.
 * The start is the tangent at 2^62, v / 2^32 + 2^30: above the concave
 * sqrt and within 6% of it, so four or five 64-bit divisions.
 */
static am_u64 isqrt64(am_u64 v)
{
	am_u64 x = (v >> 32) + (1ull << 30);
	am_u64 y;

	for (;;) {
		y = (x + v / x) >> 1;
		if (y >= x)
			return x;
		x = y;
	}
}

/*
 * Finite positive a as v * 2^(2 * h), v in [2^61, 2^63): the even
 * exponent halves exactly under a square root, and sqrt(v) has 31 bits.
 */
static am_u64 sqrt_arg(am_f32 a, int *h)
{
	int e;
	am_u64 m = f32_sig_norm(a, &e);

	if (e & 1) {
		m <<= 1;
		e--;
	}
	*h = (e - 38) / 2;
	return m << 38;
}

am_f32 am_f32_sqrt(am_f32 a)
{
	am_u64 v, r;
	int h;

	if (am_f32_is_nan(a))
		return AM_F32_NAN;
	if (f32_is_zero(a))
		return a;	/* sqrt(-0) is -0 */
	if (a & F32_SIGN)
		return AM_F32_NAN;
	if (f32_is_inf(a))
		return a;
	v = sqrt_arg(a, &h);
	r = isqrt64(v);
	/* 31 bits and a sticky bit: a square root is never a tie */
	return round_pack(&fmt_f32, 0, h, r | (r * r != v));
}

am_f32 am_f32_mad(am_f32 a, am_f32 b, am_f32 c)
{
	return am_f32_add(am_f32_mul(a, b), c);
}

/* Like am_f32_key(), but -0 sorts below +0, as min and max want */
static am_s32 f32_total_key(am_f32 a)
{
	am_s32 mag = (am_s32)(a & F32_ABS);

	return (a & F32_SIGN) ? -mag - 1 : mag;
}

am_f32 am_f32_min(am_f32 a, am_f32 b)
{
	if (am_f32_is_nan(a))
		return am_f32_is_nan(b) ? AM_F32_NAN : b;
	if (am_f32_is_nan(b))
		return a;
	return f32_total_key(b) < f32_total_key(a) ? b : a;
}

am_f32 am_f32_max(am_f32 a, am_f32 b)
{
	if (am_f32_is_nan(a))
		return am_f32_is_nan(b) ? AM_F32_NAN : b;
	if (am_f32_is_nan(b))
		return a;
	return f32_total_key(b) > f32_total_key(a) ? b : a;
}

enum am_rnd { RND_FLOOR, RND_CEIL, RND_TRUNC, RND_NE, RND_AZ };

/*
 * Whether a non-integral value with fraction bits frac rounds away from
 * zero: half is the fraction bits of one half, odd whether the integral
 * part below is odd.
 */
static int rnd_up(enum am_rnd mode, int neg, am_u32 frac, am_u32 half,
		  int odd)
{
	switch (mode) {
	case RND_FLOOR:
		return neg;
	case RND_CEIL:
		return !neg;
	case RND_TRUNC:
		return 0;
	case RND_NE:
		return frac > half || (frac == half && odd);
	default:
		return frac >= half;
	}
}

/*
 * To an integral value on the bits: clearing the fraction truncates,
 * and adding one unit at the integer's last place carries into the
 * exponent by itself when the significand overflows.
 */
static am_f32 f32_round(am_f32 a, enum am_rnd mode)
{
	am_u32 sign = a & F32_SIGN;
	am_u32 abs = a & F32_ABS;
	int e = (int)(abs >> 23) - 127;
	am_u32 mask;

	if (am_f32_is_nan(a))
		return AM_F32_NAN;
	if (e >= 23 || !abs)
		return a;	/* integral already, infinities too */
	if (e < 0)
		/* |a| < 1: the integral part is an even 0 */
		return rnd_up(mode, !!sign, abs, F32_HALF, 0) ?
			sign | AM_F32_ONE : sign;
	mask = F32_FRAC >> e;
	if (!(a & mask))
		return a;
	if (rnd_up(mode, !!sign, a & mask, (mask + 1) >> 1, !!(a & (mask + 1))))
		return (a & ~mask) + mask + 1;
	return a & ~mask;
}

am_f32 am_f32_floor(am_f32 a)
{
	return f32_round(a, RND_FLOOR);
}

am_f32 am_f32_ceil(am_f32 a)
{
	return f32_round(a, RND_CEIL);
}

am_f32 am_f32_trunc(am_f32 a)
{
	return f32_round(a, RND_TRUNC);
}

am_f32 am_f32_rndne(am_f32 a)
{
	return f32_round(a, RND_NE);
}

am_f32 am_f32_rndaz(am_f32 a)
{
	return f32_round(a, RND_AZ);
}

am_f32 am_f32_from_u32(am_u32 v)
{
	return round_pack(&fmt_f32, 0, 0, v);
}

am_f32 am_f32_from_s32(am_s32 v)
{
	/* The magnitude in unsigned arithmetic: -2^31 has no positive s32 */
	if (v < 0)
		return round_pack(&fmt_f32, F32_SIGN, 0, 0u - (am_u32)v);
	return round_pack(&fmt_f32, 0, 0, (am_u32)v);
}

/* |a| truncated, for |a| < 2^32 */
static am_u32 f32_trunc_mag(am_f32 a)
{
	int e;
	am_u32 m = f32_sig(a, &e);

	if (e <= -24)
		return 0;
	return e < 0 ? m >> -e : m << e;
}

am_s32 am_f32_to_s32(am_f32 a)
{
	am_u32 mag;

	if (am_f32_is_nan(a))
		return 0;
	if ((a & F32_ABS) >= 0x4f000000u)	/* |a| >= 2^31 */
		return (a & F32_SIGN) ? (am_s32)F32_SIGN : 0x7fffffff;
	mag = f32_trunc_mag(a);
	return (a & F32_SIGN) ? (am_s32)(0u - mag) : (am_s32)mag;
}

am_u32 am_f32_to_u32(am_f32 a)
{
	if (am_f32_is_nan(a) || (a & F32_SIGN))
		return 0;	/* negatives truncate to 0 or saturate to it */
	if (a >= 0x4f800000u)			/* a >= 2^32 */
		return 0xffffffffu;
	return f32_trunc_mag(a);
}

am_f16 am_f32_to_f16(am_f32 a)
{
	am_u32 sign = (a >> 16) & 0x8000u;
	int e;
	am_u32 m;

	if (am_f32_is_nan(a))
		return AM_F16_NAN;
	if (f32_is_inf(a))
		return (am_f16)(sign | fmt_f16.inf);
	m = f32_sig(a, &e);
	return (am_f16)round_pack(&fmt_f16, sign, e, m);
}

am_f32 am_uf_to_f32(am_u32 x, int mant_bits)
{
	am_u32 mask = (1u << mant_bits) - 1;
	am_u32 exp = (x >> mant_bits) & 31, mant = x & mask;
	int e = -14;

	if (exp == 31)
		return mant ? AM_F32_NAN : F32_INF;
	if (exp)
		return (exp - 15 + 127) << 23 | mant << (23 - mant_bits);
	if (!mant)
		return 0;
	/* A subnormal: at most mant_bits shifts bring its top bit up */
	while (!(mant & (mask + 1))) {
		mant <<= 1;
		e--;
	}
	return (am_u32)(e + 127) << 23 | (mant & mask) << (23 - mant_bits);
}

/* v >> shift, rounded to nearest, ties to even (shift 1..31) */
static am_u32 am_shift_rne(am_u32 v, int shift)
{
	am_u32 q = v >> shift, rem = v & ((1u << shift) - 1);
	am_u32 half = 1u << (shift - 1);

	return q + (rem > half || (rem == half && (q & 1)));
}

am_u32 am_f32_to_uf(am_f32 a, int mant_bits)
{
	am_u32 inf = 31u << mant_bits, max = inf - 1;
	am_u32 m = a & 0x7fffffu, r;
	int e = (int)((a >> 23) & 0xff) - 127 + 15;

	if (am_f32_is_nan(a))
		return inf | 1;
	if ((a & F32_SIGN) || !(a & F32_ABS))
		return 0;
	if ((a & F32_ABS) == F32_INF)
		return inf;
	if (e >= 31)
		return max;
	if (e > 0) {
		/* A carry out of the mantissa moves the exponent up: right */
		r = ((am_u32)e << mant_bits) +
		    am_shift_rne(m, 23 - mant_bits);
		return r > max ? max : r;
	}
	/* Subnormal here (f32 subnormals are far below its range) */
	if (!((a >> 23) & 0xff) || 1 - e + 23 - mant_bits > 31)
		return 0;
	return am_shift_rne(m | 0x800000u, 23 - mant_bits + 1 - e);
}

am_f32 am_f16_to_f32(am_f16 h)
{
	am_u32 sign = (am_u32)(h & 0x8000u) << 16;
	am_u32 exp = (h >> 10) & 0x1f;
	am_u32 frac = h & 0x3ffu;

	if (exp == 0x1f)
		return frac ? AM_F32_NAN : (sign | F32_INF);
	if (!exp)	/* zero or subnormal: frac * 2^-24, exact in f32 */
		return round_pack(&fmt_f32, sign, -24, frac);
	/* Rebias 15 to 127 */
	return sign | ((exp + 112) << 23) | (frac << 13);
}

/*
 * round(x * max) for x in (0, 1): the product of the significand and
 * max (at most 40 bits) is exact, so it rounds once, to nearest even.
 */
static am_u32 f32_scale_rne(am_f32 a, am_u32 max)
{
	int e;
	am_u64 m = f32_sig(a, &e);

	return (am_u32)shift_rne(m * max, -e);
}

/*
 * Every colour a render target stores comes through here, so on the bits:
 * the biased exponent e says it all but for a in [2^-40, 1), which is
 * m * 2^(e - 150) with the hidden bit set, times max, rounded.
 */
am_u32 am_f32_to_unorm(am_f32 a, int bits)
{
	am_u32 max = (1u << bits) - 1, e = a >> 23;
	am_u64 v, q, rem, half;
	int s;

	if (e >= 127)	/* 1.0 and more, or the sign bit set (-0 too) */
		return (a & F32_SIGN) || am_f32_is_nan(a) ? 0 : max;
	if (e < 127 - 40)	/* a * max < 2^-24: rounds to 0 */
		return 0;
	v = (am_u64)((a & F32_FRAC) | F32_HIDDEN) * max;
	s = 150 - (int)e;	/* 24 to 63 */
	q = v >> s;
	rem = v & ((1ull << s) - 1);
	half = 1ull << (s - 1);
	return (am_u32)q + (rem > half || (rem == half && (q & 1)));
}

/*
 * v / 255 for 8-bit v, the f32 nearest (what the division below gives;
 * float_test checks every entry): colour loads and blending meet 8-bit
 * channels a pixel at a time
 */
static const am_u32 am_unorm8_f32[256] = {
	0x00000000, 0x3b808081, 0x3c008081, 0x3c40c0c1, 0x3c808081, 0x3ca0a0a1,
	0x3cc0c0c1, 0x3ce0e0e1, 0x3d008081, 0x3d109091, 0x3d20a0a1, 0x3d30b0b1,
	0x3d40c0c1, 0x3d50d0d1, 0x3d60e0e1, 0x3d70f0f1, 0x3d808081, 0x3d888889,
	0x3d909091, 0x3d989899, 0x3da0a0a1, 0x3da8a8a9, 0x3db0b0b1, 0x3db8b8b9,
	0x3dc0c0c1, 0x3dc8c8c9, 0x3dd0d0d1, 0x3dd8d8d9, 0x3de0e0e1, 0x3de8e8e9,
	0x3df0f0f1, 0x3df8f8f9, 0x3e008081, 0x3e048485, 0x3e088889, 0x3e0c8c8d,
	0x3e109091, 0x3e149495, 0x3e189899, 0x3e1c9c9d, 0x3e20a0a1, 0x3e24a4a5,
	0x3e28a8a9, 0x3e2cacad, 0x3e30b0b1, 0x3e34b4b5, 0x3e38b8b9, 0x3e3cbcbd,
	0x3e40c0c1, 0x3e44c4c5, 0x3e48c8c9, 0x3e4ccccd, 0x3e50d0d1, 0x3e54d4d5,
	0x3e58d8d9, 0x3e5cdcdd, 0x3e60e0e1, 0x3e64e4e5, 0x3e68e8e9, 0x3e6ceced,
	0x3e70f0f1, 0x3e74f4f5, 0x3e78f8f9, 0x3e7cfcfd, 0x3e808081, 0x3e828283,
	0x3e848485, 0x3e868687, 0x3e888889, 0x3e8a8a8b, 0x3e8c8c8d, 0x3e8e8e8f,
	0x3e909091, 0x3e929293, 0x3e949495, 0x3e969697, 0x3e989899, 0x3e9a9a9b,
	0x3e9c9c9d, 0x3e9e9e9f, 0x3ea0a0a1, 0x3ea2a2a3, 0x3ea4a4a5, 0x3ea6a6a7,
	0x3ea8a8a9, 0x3eaaaaab, 0x3eacacad, 0x3eaeaeaf, 0x3eb0b0b1, 0x3eb2b2b3,
	0x3eb4b4b5, 0x3eb6b6b7, 0x3eb8b8b9, 0x3ebababb, 0x3ebcbcbd, 0x3ebebebf,
	0x3ec0c0c1, 0x3ec2c2c3, 0x3ec4c4c5, 0x3ec6c6c7, 0x3ec8c8c9, 0x3ecacacb,
	0x3ecccccd, 0x3ecececf, 0x3ed0d0d1, 0x3ed2d2d3, 0x3ed4d4d5, 0x3ed6d6d7,
	0x3ed8d8d9, 0x3edadadb, 0x3edcdcdd, 0x3edededf, 0x3ee0e0e1, 0x3ee2e2e3,
	0x3ee4e4e5, 0x3ee6e6e7, 0x3ee8e8e9, 0x3eeaeaeb, 0x3eececed, 0x3eeeeeef,
	0x3ef0f0f1, 0x3ef2f2f3, 0x3ef4f4f5, 0x3ef6f6f7, 0x3ef8f8f9, 0x3efafafb,
	0x3efcfcfd, 0x3efefeff, 0x3f008081, 0x3f018182, 0x3f028283, 0x3f038384,
	0x3f048485, 0x3f058586, 0x3f068687, 0x3f078788, 0x3f088889, 0x3f09898a,
	0x3f0a8a8b, 0x3f0b8b8c, 0x3f0c8c8d, 0x3f0d8d8e, 0x3f0e8e8f, 0x3f0f8f90,
	0x3f109091, 0x3f119192, 0x3f129293, 0x3f139394, 0x3f149495, 0x3f159596,
	0x3f169697, 0x3f179798, 0x3f189899, 0x3f19999a, 0x3f1a9a9b, 0x3f1b9b9c,
	0x3f1c9c9d, 0x3f1d9d9e, 0x3f1e9e9f, 0x3f1f9fa0, 0x3f20a0a1, 0x3f21a1a2,
	0x3f22a2a3, 0x3f23a3a4, 0x3f24a4a5, 0x3f25a5a6, 0x3f26a6a7, 0x3f27a7a8,
	0x3f28a8a9, 0x3f29a9aa, 0x3f2aaaab, 0x3f2babac, 0x3f2cacad, 0x3f2dadae,
	0x3f2eaeaf, 0x3f2fafb0, 0x3f30b0b1, 0x3f31b1b2, 0x3f32b2b3, 0x3f33b3b4,
	0x3f34b4b5, 0x3f35b5b6, 0x3f36b6b7, 0x3f37b7b8, 0x3f38b8b9, 0x3f39b9ba,
	0x3f3ababb, 0x3f3bbbbc, 0x3f3cbcbd, 0x3f3dbdbe, 0x3f3ebebf, 0x3f3fbfc0,
	0x3f40c0c1, 0x3f41c1c2, 0x3f42c2c3, 0x3f43c3c4, 0x3f44c4c5, 0x3f45c5c6,
	0x3f46c6c7, 0x3f47c7c8, 0x3f48c8c9, 0x3f49c9ca, 0x3f4acacb, 0x3f4bcbcc,
	0x3f4ccccd, 0x3f4dcdce, 0x3f4ececf, 0x3f4fcfd0, 0x3f50d0d1, 0x3f51d1d2,
	0x3f52d2d3, 0x3f53d3d4, 0x3f54d4d5, 0x3f55d5d6, 0x3f56d6d7, 0x3f57d7d8,
	0x3f58d8d9, 0x3f59d9da, 0x3f5adadb, 0x3f5bdbdc, 0x3f5cdcdd, 0x3f5dddde,
	0x3f5ededf, 0x3f5fdfe0, 0x3f60e0e1, 0x3f61e1e2, 0x3f62e2e3, 0x3f63e3e4,
	0x3f64e4e5, 0x3f65e5e6, 0x3f66e6e7, 0x3f67e7e8, 0x3f68e8e9, 0x3f69e9ea,
	0x3f6aeaeb, 0x3f6bebec, 0x3f6ceced, 0x3f6dedee, 0x3f6eeeef, 0x3f6feff0,
	0x3f70f0f1, 0x3f71f1f2, 0x3f72f2f3, 0x3f73f3f4, 0x3f74f4f5, 0x3f75f5f6,
	0x3f76f6f7, 0x3f77f7f8, 0x3f78f8f9, 0x3f79f9fa, 0x3f7afafb, 0x3f7bfbfc,
	0x3f7cfcfd, 0x3f7dfdfe, 0x3f7efeff, 0x3f800000,
};

am_f32 am_unorm_to_f32(am_u32 v, int bits)
{
	am_u32 max = (1u << bits) - 1;

	if (bits == 8)
		return am_unorm8_f32[v & 0xff];
	/* Both exact in f32, so one correctly rounded division */
	return am_f32_div(am_f32_from_u32(v & max), am_f32_from_u32(max));
}

am_u32 am_f32_to_snorm(am_f32 a, int bits)
{
	am_u32 max = (1u << (bits - 1)) - 1;
	am_u32 mag;

	if (am_f32_is_nan(a) || f32_is_zero(a))
		return 0;
	if ((a & F32_ABS) >= AM_F32_ONE)
		mag = max;
	else
		mag = f32_scale_rne(a & F32_ABS, max);
	if (a & F32_SIGN)
		mag = 0u - mag;
	return mag & ((1u << bits) - 1);
}

am_f32 am_snorm_to_f32(am_u32 v, int bits)
{
	am_u32 max = (1u << (bits - 1)) - 1;
	am_s32 s;

	v &= (1u << bits) - 1;
	if (v > max) {
		if (v == max + 1)
			return F32_SIGN | AM_F32_ONE;	/* the extra -2^(n-1) */
		s = -(am_s32)((1u << bits) - v);
	} else {
		s = (am_s32)v;
	}
	return am_f32_div(am_f32_from_s32(s), am_f32_from_u32(max));
}

/* 1/a correctly rounded: the division is exact but for one rounding */
am_f32 am_f32_rcp(am_f32 a)
{
	return am_f32_div(AM_F32_ONE, a);
}

am_f32 am_f32_rsq(am_f32 a)
{
	am_u64 v, r, q;
	int h;

	if (am_f32_is_nan(a))
		return AM_F32_NAN;
	if (f32_is_zero(a))
		return a | F32_INF;	/* 1/sqrt(-0) = 1/-0 = -inf */
	if (a & F32_SIGN)
		return AM_F32_NAN;
	if (f32_is_inf(a))
		return AM_F32_ZERO;
	/*
	 * a = v * 4^h, sqrt(v) is r to 31 bits (relative error < 2^-30),
	 * and 2^63 / r has 32 or 33 bits, the remainder sticky.
	 */
	v = sqrt_arg(a, &h);
	r = isqrt64(v);
	q = (1ull << 63) / r;
	return round_pack(&fmt_f32, 0, -63 - h,
			  q | ((1ull << 63) != q * r));
}

/*
 * log2(x) = t * K(t^2) with t = (x - 1) / (x + 1), x in [sqrt(1/2),
 * sqrt(2)), |t| <= 0.1716: K(u) = (2 / ln 2) * sum u^k / (2k + 1), in
 * Q30, to k = 6 (the first term left out is below 2^-38).
 */
static const am_u64 log2_k[] = {
	0xb8aa3b29, 0x3d8e13b8, 0x24eed8a2, 0x1a61762a,
	0x1484b13d, 0x10c9a84a, 0x0e347ab4,
};

/* m / 2^23 in [1, 2) is just above sqrt(2) */
#define LOG2_SQRT2_M	11863283u

/*
 * log2(m / s) for m / s in [sqrt(1/2), sqrt(2)), m != s, as a magnitude
 * *l * 2^(returned exponent); t is computed relatively (normalized), so
 * the result keeps its relative precision next to 1.
 */
static int log2_near1(am_u32 m, am_u32 s, am_u64 *l)
{
	am_u32 num = m > s ? m - s : s - m;
	int k = 62 - msb64(num);
	am_u64 t = ((am_u64)num << k) / ((am_u64)m + s);
	int sh = msb64(t) - 31;
	int texp = sh - k;		/* |t| = t * 2^texp, t has 32 bits */
	am_u64 t32, u, p;
	int i;

	t >>= sh;
	/* |t| in Q32 and its square, for the polynomial */
	t32 = -(texp + 32) < 64 ? t >> -(texp + 32) : 0;
	u = (t32 * t32) >> 32;
	p = log2_k[6];
	for (i = 5; i >= 0; i--)
		p = log2_k[i] + ((p * u) >> 32);
	*l = t * p;
	return texp - 30;
}

am_f32 am_f32_log2(am_f32 a)
{
	am_u32 m, s = F32_HIDDEN, neg;
	int e, lexp;
	am_u64 l;
	long long sum;

	if (am_f32_is_nan(a))
		return AM_F32_NAN;
	if (f32_is_zero(a))
		return F32_SIGN | F32_INF;
	if (a & F32_SIGN)
		return AM_F32_NAN;
	if (f32_is_inf(a))
		return a;
	m = f32_sig_norm(a, &e);
	e += 23;			/* a = (m / 2^23) * 2^e */
	if (m > LOG2_SQRT2_M) {
		s <<= 1;		/* a = (m / 2^24) * 2^(e + 1) */
		e++;
	}
	if (m == s)
		return am_f32_from_s32(e);	/* exact for powers of two */
	neg = m < s ? F32_SIGN : 0;
	lexp = log2_near1(m, s, &l);
	if (!e)
		return round_pack(&fmt_f32, neg, lexp, l);
	/*
	 * e + log2(x) in Q48: |e| <= 150, |log2(x)| < 1/2 (and lexp < -48,
	 * t being below 1/4 with 32 bits)
	 */
	l = shift_sticky(l, -(lexp + 48));
	sum = (long long)e * (1ll << 48) + (neg ? -(long long)l : (long long)l);
	if (sum < 0)
		return round_pack(&fmt_f32, F32_SIGN, -48,
				  (am_u64)-sum);
	return round_pack(&fmt_f32, 0, -48, (am_u64)sum);
}

/* 2^(j/32) in Q31 */
static const am_u32 exp2_tab[32] = {
	0x80000000u, 0x82cd8699u, 0x85aac368u, 0x88980e81u,
	0x8b95c1e4u, 0x8ea4398bu, 0x91c3d374u, 0x94f4efa9u,
	0x9837f052u, 0x9b8d39bau, 0x9ef53261u, 0xa2704303u,
	0xa5fed6aau, 0xa9a15ab5u, 0xad583eeau, 0xb123f582u,
	0xb504f334u, 0xb8fbaf47u, 0xbd08a39fu, 0xc12c4ccau,
	0xc5672a11u, 0xc9b9bd86u, 0xce248c15u, 0xd2a81d92u,
	0xd744fccbu, 0xdbfbb798u, 0xe0ccdeecu, 0xe5b906e7u,
	0xeac0c6e8u, 0xefe4b99cu, 0xf5257d15u, 0xfa83b2dbu,
};

/*
 * 2^r - 1 = sum (r ln 2)^k / k!, k = 1..5 in Q32: for r < 1/32 the
 * first term left out is below 2^-40.
 */
static const am_u64 exp2_c[] = {
	0xb17217f8, 0x3d7f7bff, 0x0e35846c, 0x0276556e, 0x00576200,
};

/* 2^f for f in [0, 1) in Q48, as a Q31 value in [2^31, 2^32) */
static am_u64 exp2_frac(am_u64 f)
{
	am_u64 t = exp2_tab[f >> 43];
	am_u64 r = (f & ((1ull << 43) - 1)) >> 16;	/* Q32, < 2^27 */
	am_u64 p = exp2_c[4];
	int i;

	for (i = 3; i >= 0; i--)
		p = exp2_c[i] + ((p * r) >> 32);
	p = (p * r) >> 32;		/* 2^r - 1 */
	return t + ((t * p) >> 32);
}

am_f32 am_f32_exp2(am_f32 a)
{
	am_u32 abs = a & F32_ABS;
	am_u64 x, f;
	int e, i;

	if (am_f32_is_nan(a))
		return AM_F32_NAN;
	if (abs < 0x33000000u)		/* |a| < 2^-25: 2^a rounds to 1 */
		return AM_F32_ONE;
	if (!(a & F32_SIGN) && abs >= 0x43000000u)	/* a >= 128 */
		return F32_INF;
	if ((a & F32_SIGN) && abs > 0x43160000u)	/* a < -150 */
		return AM_F32_ZERO;
	/* |a| in Q48 is exact: a's last place is at least 2^-48 here */
	x = f32_sig(a, &e);
	x <<= e + 48;
	/* a = i + f with f in [0, 1) */
	i = (int)(x >> 48);
	f = x & ((1ull << 48) - 1);
	if (a & F32_SIGN) {
		i = -i;
		if (f) {
			i--;
			f = (1ull << 48) - f;
		}
	}
	return round_pack(&fmt_f32, 0, i - 31, exp2_frac(f));
}

/* The first 256 bits of 2/pi, for reducing any binary32 exactly */
static const am_u32 two_over_pi[8] = {
	0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u,
	0xdb629599u, 0x3c439041u, 0xfe5163abu, 0xdebbc561u,
};

/* Bits pos .. pos + 31 of 2/pi (bit 1 weighs 1/2; bits <= 0 are 0) */
static am_u32 two_over_pi_bits(int pos)
{
	am_u64 v;
	int w;

	if (pos <= -31)
		return 0;
	if (pos < 1)
		return two_over_pi[0] >> (1 - pos);
	w = (pos - 1) / 32;
	v = ((am_u64)two_over_pi[w] << 32) | two_over_pi[w + 1];
	return (am_u32)(v >> (32 - (pos - 1) % 32));
}

/*
 * |a| * 2/pi modulo 4, in Q62: the quadrant in the top two bits.  With
 * a = m * 2^e, bits of 2/pi weighing 2^(1 - e) and more give multiples
 * of 4 and drop out, so a 96-bit window starting there, times m, modulo
 * 2^96, is all that matters; what is beyond the window adds < 2^-70.
 */
static am_u64 reduce_quadrants(am_f32 a)
{
	int e;
	am_u64 m = f32_sig(a & F32_ABS, &e);
	int pos = e - 1;
	am_u64 lo, mid, hi;

	lo = m * two_over_pi_bits(pos + 64);
	mid = m * two_over_pi_bits(pos + 32) + (lo >> 32);
	hi = m * two_over_pi_bits(pos) + (mid >> 32);
	return (hi << 32) | (mid & 0xffffffffu);
}

/* sin(pi/2 f) / f and cos(pi/2 f) as polynomials in u = f^2, Q32 */
static const am_u64 sin_c[] = {
	0x1921fb544, 0xa55de731, 0x1466bc67, 0x0132d2cd, 0x000a83c2,
	0x00003c61,
};

static const am_u64 cos_c[] = {
	0x100000000, 0x13bd3cc9c, 0x40f07c20, 0x05574f20, 0x003c3ea1,
	0x0001a6d2, 0x000007e7,
};

/*
 * Alternating series by Horner's rule in unsigned arithmetic: with u <=
 * 1/4 each partial sum stays positive.
 */
static am_u64 poly_alt(const am_u64 *c, int n, am_u64 u)
{
	am_u64 p = c[n - 1];
	int i;

	for (i = n - 2; i >= 0; i--)
		p = c[i] - ((p * u) >> 32);
	return p;
}

/*
 * sin(pi/2 * (q + f)) after reduce_quadrants(): f is taken to [-1/2,
 * 1/2] and the quadrant q picks sin or cos of pi/2 f and the sign.
 * shift is 0 for sin and 1 (one quadrant) for cos.
 */
static am_f32 sin_quadrants(am_u64 y, int shift, am_u32 sign)
{
	am_u64 f = y & ((1ull << 62) - 1);
	am_u32 q = (am_u32)(y >> 62) + shift;
	am_u32 fneg = 0;
	am_u64 f32, u, p;

	if (f >= 1ull << 61) {
		q++;
		f = (1ull << 62) - f;
		fneg = F32_SIGN;
	}
	if (q & 2)
		sign ^= F32_SIGN;
	f32 = f >> 30;
	u = (f32 * f32) >> 32;
	if (q & 1)		/* cos(pi/2 f), in Q32 */
		return round_pack(&fmt_f32, sign, -32, poly_alt(cos_c, 7, u));
	/* f * sin(pi/2 f) / f with f in Q62: 64 by 33 bits, top 64 kept */
	p = poly_alt(sin_c, 6, u);
	p = (f >> 32) * p + (((f & 0xffffffffu) * p) >> 32);
	return round_pack(&fmt_f32, sign ^ fneg, -62, p);
}

am_f32 am_f32_sin(am_f32 a)
{
	if (am_f32_is_nan(a) || f32_is_inf(a))
		return AM_F32_NAN;
	/* sin(a) = a - a^3/6 rounds to a: a^2/6 is below half an ulp */
	if ((a & F32_ABS) < 0x39800000u)	/* 2^-12 */
		return a;
	return sin_quadrants(reduce_quadrants(a), 0, a & F32_SIGN);
}

am_f32 am_f32_cos(am_f32 a)
{
	if (am_f32_is_nan(a) || f32_is_inf(a))
		return AM_F32_NAN;
	/* 1 - a^2/2 rounds to 1: a^2/2 is below half an ulp under 1 */
	if ((a & F32_ABS) < 0x39800000u)
		return AM_F32_ONE;
	return sin_quadrants(reduce_quadrants(a), 1, 0);
}
