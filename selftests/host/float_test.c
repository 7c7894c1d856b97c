// SPDX-License-Identifier: GPL-2.0-only
/*
 * Host test of the model's software float (model_float.c) against the
 * host's FPU: bit-exact for the IEEE operations over millions of inputs
 * drawn to hit the hard cases (cancellation, subnormals, ties, specials,
 * the edges of the integer ranges), exhaustive for binary16 to binary32,
 * and the SFU functions within their stated error bounds of double
 * precision libm.  Fixed seed: every run tests the same inputs.
 *
 * The host must compute in binary32 with default rounding: volatile float
 * intermediates (x86_64 SSE, arm64 do so), no -ffast-math.
 */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "model/model_float.h"

#define ARRAY_SIZE(a)	((int)(sizeof(a) / sizeof((a)[0])))

#define N_BINARY	2000000
#define N_UNARY		2000000
#define N_SFU		1000000

static int count, failed;
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static void ok(int cond, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d ", cond ? "ok" : "not ok", ++count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	if (!cond)
		failed++;
}

static uint64_t rnd64(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

static uint32_t rnd32(void)
{
	return (uint32_t)(rnd64() >> 32);
}

static uint32_t rnd_below(uint32_t n)
{
	return (uint32_t)(((rnd64() >> 32) * n) >> 32);
}

static float f_of(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t u_of(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static const uint32_t specials[] = {
	0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000,
	0xffc00000, 0x7f800001, 0x7fbfffff, 0x7f7fffff, 0xff7fffff,
	0x00800000, 0x80800000, 0x00000001, 0x80000001, 0x007fffff,
	0x807fffff, 0x3f800000, 0xbf800000, 0x3f000000, 0x4f000000,
	0xcf000000, 0x4f800000, 0x3f7fffff, 0x3f800001, 0x00400000,
};

#define N_SPECIALS	ARRAY_SIZE(specials)

/* Random bits with the given exponent field */
static uint32_t with_exp(uint32_t exp)
{
	return (rnd32() & 0x807fffffu) | (exp << 23);
}

/* A random float from a mix of distributions */
static uint32_t gen(void)
{
	uint32_t r = rnd_below(100);

	if (r < 40)
		return rnd32();
	if (r < 50)
		return specials[rnd_below(N_SPECIALS)];
	if (r < 60)		/* subnormals */
		return rnd32() & 0x807fffffu;
	if (r < 70)		/* just above the subnormals */
		return with_exp(1 + rnd_below(4));
	if (r < 80)		/* near 1 */
		return with_exp(120 + rnd_below(16));
	if (r < 90)		/* few significant bits */
		return rnd32() & 0xfff80000u;
	return with_exp(rnd_below(256)) | (rnd_below(2) ? 0x7fff00 : 0);
}

/* b for a binary operation with a: nearby exponents, cancellation */
static uint32_t gen_partner(uint32_t a)
{
	uint32_t r = rnd_below(100);

	if (r < 30)
		return gen();
	if (r < 50)		/* same magnitude up to the last bits */
		return (a ^ (rnd_below(2) << 31)) ^ (rnd32() & 0xff);
	if (r < 70) {		/* exponent within +-30 */
		int e = (int)((a >> 23) & 0xff) + (int)rnd_below(61) - 30;

		if (e < 0)
			e = 0;
		if (e > 254)
			e = 254;
		return with_exp((uint32_t)e);
	}
	if (r < 80)		/* far apart: only the sticky bit */
		return with_exp(rnd_below(256));
	if (r < 90)		/* -a, a exactly */
		return rnd_below(2) ? a ^ 0x80000000u : a;
	return specials[rnd_below(N_SPECIALS)];
}

static int same(uint32_t got, float want)
{
	if (isnan(want))
		return am_f32_is_nan(got);
	return got == u_of(want);
}

/* Binary operations */
static float h_add(float a, float b)
{
	volatile float x = a, y = b, r = x + y;

	return r;
}

static float h_sub(float a, float b)
{
	volatile float x = a, y = b, r = x - y;

	return r;
}

static float h_mul(float a, float b)
{
	volatile float x = a, y = b, r = x * y;

	return r;
}

static float h_div(float a, float b)
{
	volatile float x = a, y = b, r = x / y;

	return r;
}

static float h_min(float a, float b)
{
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	if (a == b)		/* -0 < +0 */
		return signbit(a) ? a : b;
	return a < b ? a : b;
}

static float h_max(float a, float b)
{
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	if (a == b)
		return signbit(a) ? b : a;
	return a > b ? a : b;
}

static const struct {
	const char *name;
	am_f32 (*soft)(am_f32, am_f32);
	float (*host)(float, float);
} binops[] = {
	{ "add", am_f32_add, h_add },
	{ "sub", am_f32_sub, h_sub },
	{ "mul", am_f32_mul, h_mul },
	{ "div", am_f32_div, h_div },
	{ "min", am_f32_min, h_min },
	{ "max", am_f32_max, h_max },
};

static void test_binops(void)
{
	int i, k;

	for (k = 0; k < ARRAY_SIZE(binops); k++) {
		int bad = 0;

		for (i = 0; i < N_BINARY; i++) {
			uint32_t a = gen(), b = gen_partner(a);
			uint32_t got;
			float want;

			if (rnd_below(2)) {
				uint32_t t = a;

				a = b;
				b = t;
			}
			got = binops[k].soft(a, b);
			want = binops[k].host(f_of(a), f_of(b));
			if (!same(got, want) && bad++ < 5)
				printf("# %s(%08x, %08x) = %08x, want %08x\n",
				       binops[k].name, a, b, got, u_of(want));
		}
		ok(!bad, "%s: %d exact", binops[k].name, N_BINARY - bad);
	}
}

static void test_mad(void)
{
	int bad = 0, i;

	for (i = 0; i < N_BINARY; i++) {
		uint32_t a = gen(), b = gen_partner(a), c;
		volatile float x = f_of(a), y = f_of(b), p, z, r;
		uint32_t got;

		p = x * y;
		/* c near the product, so that the sum cancels */
		c = rnd_below(2) ? gen_partner(u_of(p)) : gen();
		z = f_of(c);
		r = p + z;
		got = am_f32_mad(a, b, c);
		if (!same(got, r) && bad++ < 5)
			printf("# mad(%08x, %08x, %08x) = %08x, want %08x\n",
			       a, b, c, got, u_of(r));
	}
	ok(!bad, "mad: %d exact", N_BINARY - bad);
}

static void test_compare(void)
{
	int bad = 0, i;

	for (i = 0; i < N_BINARY; i++) {
		uint32_t a = gen(), b = gen_partner(a);
		volatile float x = f_of(a), y = f_of(b);

		if (rnd_below(8) == 0)
			b = a;
		y = f_of(b);
		if ((am_f32_eq(a, b) != (x == y) ||
		     am_f32_lt(a, b) != (x < y) ||
		     am_f32_le(a, b) != (x <= y) ||
		     am_f32_is_nan(a) != !!isnan(x)) && bad++ < 5)
			printf("# compare(%08x, %08x)\n", a, b);
	}
	ok(!bad, "compare (eq, lt, le, is_nan): %d exact", N_BINARY - bad);
}

/* Unary operations: inputs for rounding and conversions */
static uint32_t gen_unary(void)
{
	uint32_t r = rnd_below(100);

	if (r < 50)
		return gen();
	if (r < 70) {		/* integers and half-integers */
		int32_t v = (int32_t)rnd32() >> rnd_below(31);
		volatile float f = (float)v + (rnd_below(2) ? 0.5f : 0.0f);

		return u_of(f);
	}
	if (r < 85)		/* near 2^31, 2^32, 2^23, 2^24 */
		return with_exp(rnd_below(2) ? 157 + rnd_below(2) :
				150 + rnd_below(2)) |
			(rnd_below(2) ? 0x7fffe0 : 0);
	return with_exp(124 + rnd_below(8));	/* around 0.5 .. 16 */
}

static float h_sqrt(float a)
{
	volatile float x = a, r = sqrtf(x);

	return r;
}

static const struct {
	const char *name;
	am_f32 (*soft)(am_f32);
	float (*host)(float);
} unops[] = {
	{ "sqrt", am_f32_sqrt, h_sqrt },
	{ "floor", am_f32_floor, floorf },
	{ "ceil", am_f32_ceil, ceilf },
	{ "trunc", am_f32_trunc, truncf },
	{ "rndne", am_f32_rndne, rintf },
	{ "rndaz", am_f32_rndaz, roundf },
};

static void test_unops(void)
{
	int i, k;

	for (k = 0; k < ARRAY_SIZE(unops); k++) {
		int bad = 0;

		for (i = 0; i < N_UNARY; i++) {
			uint32_t a = gen_unary();
			uint32_t got = unops[k].soft(a);
			float want = unops[k].host(f_of(a));

			if (!same(got, want) && bad++ < 5)
				printf("# %s(%08x) = %08x, want %08x\n",
				       unops[k].name, a, got, u_of(want));
		}
		ok(!bad, "%s: %d exact", unops[k].name, N_UNARY - bad);
	}
}

/* Every significand, both parities of the exponent */
static void test_sqrt_exhaustive(void)
{
	uint32_t a, n = 0;
	int bad = 0;

	for (a = 0x3f800000; a < 0x40800000; a++, n++) {
		uint32_t got = am_f32_sqrt(a);
		float want = h_sqrt(f_of(a));

		if (!same(got, want) && bad++ < 5)
			printf("# sqrt(%08x) = %08x, want %08x\n", a, got,
			       u_of(want));
	}
	ok(!bad, "sqrt: %u exact (exhaustive over [1, 4))", n - bad);
}

static int32_t ref_to_s32(float f)
{
	if (isnan(f))
		return 0;
	if (f >= 2147483648.0f)
		return INT32_MAX;
	if (f <= -2147483648.0f)
		return INT32_MIN;
	return (int32_t)f;
}

static uint32_t ref_to_u32(float f)
{
	if (isnan(f) || f <= 0.0f)
		return 0;
	if (f >= 4294967296.0f)
		return UINT32_MAX;
	return (uint32_t)f;
}

/* An integer with a random number of significant bits, near the edges */
static uint32_t gen_int(void)
{
	uint32_t r = rnd_below(4);

	if (r == 0)
		return rnd32();
	if (r == 1)
		return rnd32() >> rnd_below(32);
	if (r == 2)		/* around 2^k, ties at 2^24 and up */
		return (1u << rnd_below(32)) + rnd_below(129) - 64;
	return 0xffffffffu - rnd_below(300);
}

static void test_conversions(void)
{
	int bad_s = 0, bad_u = 0, bad_fs = 0, bad_fu = 0, i;

	for (i = 0; i < N_UNARY; i++) {
		uint32_t a = gen_unary(), v = gen_int();
		volatile float f = f_of(a);
		volatile float fs = (float)(int32_t)v, fu = (float)v;

		if (am_f32_to_s32(a) != ref_to_s32(f) && bad_s++ < 5)
			printf("# to_s32(%08x) = %d\n", a, am_f32_to_s32(a));
		if (am_f32_to_u32(a) != ref_to_u32(f) && bad_u++ < 5)
			printf("# to_u32(%08x) = %u\n", a, am_f32_to_u32(a));
		if (am_f32_from_s32((int32_t)v) != u_of(fs) && bad_fs++ < 5)
			printf("# from_s32(%d)\n", (int32_t)v);
		if (am_f32_from_u32(v) != u_of(fu) && bad_fu++ < 5)
			printf("# from_u32(%u)\n", v);
	}
	ok(!bad_s, "to_s32: %d exact", N_UNARY - bad_s);
	ok(!bad_u, "to_u32: %d exact", N_UNARY - bad_u);
	ok(!bad_fs, "from_s32: %d exact", N_UNARY - bad_fs);
	ok(!bad_fu, "from_u32: %d exact", N_UNARY - bad_fu);
}

/*
 * binary16 reference: the compiler's _Float16 where it has one (gcc 12
 * on x86_64 and arm64), else rounding in double arithmetic.
 */
#if defined(__FLT16_MAX__)
static uint16_t ref_to_f16(float f)
{
	volatile _Float16 h = (_Float16)f;
	uint16_t u;

	memcpy(&u, (const void *)&h, 2);
	return u;
}

static float ref_from_f16(uint16_t u)
{
	_Float16 h;

	memcpy(&h, &u, 2);
	return (float)h;
}
#define F16_REF "_Float16"
#else
static float ref_from_f16(uint16_t u)
{
	int e = (u >> 10) & 0x1f, m = u & 0x3ff;
	double v;

	if (e == 0x1f)
		v = m ? NAN : INFINITY;
	else if (!e)
		v = ldexp(m, -24);
	else
		v = ldexp(m | 0x400, e - 25);
	return (float)((u & 0x8000) ? -v : v);
}

static uint16_t ref_to_f16(float f)
{
	uint16_t sign = signbit(f) ? 0x8000 : 0;
	double a = fabs((double)f);
	int e;

	if (isnan(f))
		return 0x7e00;
	if (a >= 65520.0)
		return sign | 0x7c00;
	if (a == 0)
		return sign;
	frexp(a, &e);
	e = e - 11 < -24 ? -24 : e - 11;	/* exponent of the last place */
	/* nearest even (exact in double); the hidden bit bumps the exponent */
	return sign | (uint16_t)(((e + 24) << 10) + (int)rint(ldexp(a, -e)));
}
#define F16_REF "double arithmetic"
#endif

static int f16_is_nan(uint16_t h)
{
	return (h & 0x7fff) > 0x7c00;
}

static void test_f16(void)
{
	int bad = 0, n = 0, i;
	uint32_t h;

	for (h = 0; h < 65536; h++) {
		uint32_t got = am_f16_to_f32((uint16_t)h);

		if (!same(got, ref_from_f16((uint16_t)h)) && bad++ < 5)
			printf("# f16_to_f32(%04x) = %08x\n", h, got);
	}
	ok(!bad, "f16_to_f32: 65536 exact (exhaustive, against %s)", F16_REF);

	bad = 0;
	for (h = 0; h < 0x7c00; h++) {
		/* the midpoint above each finite f16 and its neighbours */
		uint32_t lo = am_f16_to_f32((uint16_t)h);
		uint32_t hi = am_f16_to_f32((uint16_t)(h + 1));
		volatile float mid = (f_of(lo) + f_of(hi)) / 2;
		int d;

		for (d = -1; d <= 1; d++) {
			uint32_t a = (u_of(mid) + d) | (h & 1 ? 0x80000000 : 0);
			uint16_t got = am_f32_to_f16(a);
			uint16_t want = ref_to_f16(f_of(a));

			n++;
			if (got != want &&
			    !(f16_is_nan(got) && f16_is_nan(want)) &&
			    bad++ < 5)
				printf("# f32_to_f16(%08x) = %04x, want %04x\n",
				       a, got, want);
		}
	}
	for (i = 0; i < N_UNARY; i++) {
		uint32_t a = rnd_below(2) ? gen() : with_exp(100 + rnd_below(45));
		uint16_t got = am_f32_to_f16(a), want = ref_to_f16(f_of(a));

		n++;
		if (got != want && !(f16_is_nan(got) && f16_is_nan(want)) &&
		    bad++ < 5)
			printf("# f32_to_f16(%08x) = %04x, want %04x\n",
			       a, got, want);
	}
	ok(!bad, "f32_to_f16: %d exact (all ties, against %s)", n - bad,
	   F16_REF);
}

static void test_norm(void)
{
	int bad_u = 0, bad_s = 0, bad_uf = 0, bad_sf = 0, n = 0, m = 0, i;
	int bits;

	for (i = 0; i < N_UNARY; i++) {
		uint32_t a = rnd_below(2) ? gen() : with_exp(100 + rnd_below(28));
		float f = f_of(a);
		int ub = 1 + rnd_below(16), sb = 2 + rnd_below(15);
		double umax = (1 << ub) - 1, smax = (1 << (sb - 1)) - 1;
		uint32_t uw, sw;
		double c;

		/* GL: clamp, scale (exact in double), nearest even */
		c = isnan(f) ? 0 : f < 0 ? 0 : f > 1 ? 1 : f;
		uw = (uint32_t)nearbyint(c * umax);
		c = isnan(f) ? 0 : f < -1 ? -1 : f > 1 ? 1 : f;
		sw = (uint32_t)(int32_t)nearbyint(c * smax) & ((1u << sb) - 1);
		if (am_f32_to_unorm(a, ub) != uw && bad_u++ < 5)
			printf("# to_unorm(%08x, %d) = %x, want %x\n", a, ub,
			       am_f32_to_unorm(a, ub), uw);
		if (am_f32_to_snorm(a, sb) != sw && bad_s++ < 5)
			printf("# to_snorm(%08x, %d) = %x, want %x\n", a, sb,
			       am_f32_to_snorm(a, sb), sw);
	}
	ok(!bad_u, "to_unorm: %d exact", N_UNARY - bad_u);
	ok(!bad_s, "to_snorm: %d exact", N_UNARY - bad_s);

	for (bits = 1; bits <= 16; bits++) {
		uint32_t v, max = (1u << bits) - 1;
		volatile float fmax = (float)max;

		for (v = 0; v <= max; v++) {
			volatile float want = (float)v / fmax;

			n++;
			if (!same(am_unorm_to_f32(v, bits), want) && bad_uf++ < 5)
				printf("# unorm_to_f32(%x, %d)\n", v, bits);
		}
	}
	for (bits = 2; bits <= 16; bits++) {
		uint32_t v, max = (1u << (bits - 1)) - 1;
		volatile float fmax = (float)max;

		for (v = 0; v < 1u << bits; v++) {
			int32_t s = v > max ? (int32_t)v - (1 << bits) : (int32_t)v;
			volatile float want = (float)s / fmax;

			if (want < -1.0f)
				want = -1.0f;
			m++;
			if (!same(am_snorm_to_f32(v, bits), want) && bad_sf++ < 5)
				printf("# snorm_to_f32(%x, %d)\n", v, bits);
		}
	}
	ok(!bad_uf, "unorm_to_f32: %d exact (exhaustive, 1..16 bits)",
	   n - bad_uf);
	ok(!bad_sf, "snorm_to_f32: %d exact (exhaustive, 2..16 bits)",
	   m - bad_sf);
}

/*
 * R11F_G11F_B10F's unsigned floats, every value of both widths, against
 * their definition: 2^(e - 15) * (1 + m / 2^n), subnormals 2^-14 * m / 2^n
 */
/*
 * f32 to uf11/uf10: every value decodes back to itself; 2 M random f32
 * in and around the range go to the nearest value (ties to the even
 * one, past the largest to it, negative to 0), found by search
 */
static void test_small_float_encode(void)
{
	int bad = 0, mb, i;

	for (mb = 5; mb <= 6; mb++) {
		uint32_t top = 31u << mb, x, lo, hi;

		for (x = 0; x < top; x++)
			if (am_f32_to_uf(am_uf_to_f32(x, mb), mb) != x && bad++ < 5)
				printf("# uf %x (%d) does not come back\n", x, mb);
		for (i = 0; i < 1 << 20; i++) {
			float f = ldexpf((float)rnd32() / 4294967296.0f,
					 (int)rnd_below(44) - 26);
			double v = f;
			uint32_t want, got = am_f32_to_uf(u_of(f), mb);

			/* The last value at or below v, then the nearer */
			lo = 0;
			hi = top - 1;
			while (lo < hi) {
				uint32_t mid = (lo + hi + 1) / 2;

				if (f_of(am_uf_to_f32(mid, mb)) <= v)
					lo = mid;
				else
					hi = mid - 1;
			}
			want = lo;
			if (lo + 1 < top) {
				double d0 = v - f_of(am_uf_to_f32(lo, mb));
				double d1 = f_of(am_uf_to_f32(lo + 1, mb)) - v;

				if (d1 < d0 || (d1 == d0 && (lo & 1)))
					want = lo + 1;
			}
			if (got != want && bad++ < 5)
				printf("# f32_to_uf(%g, %d) = %x, want %x\n", v, mb,
				       got, want);
		}
	}
	ok(!bad && am_f32_to_uf(u_of(-1.0f), 6) == 0 &&
	   am_f32_to_uf(u_of(1e9f), 6) == 0x7bf &&
	   am_f32_to_uf(u_of(INFINITY), 5) == 0x3e0 &&
	   (am_f32_to_uf(u_of(NAN), 6) & 0x7c0) == 0x7c0,
	   "f32 to uf11/uf10: round trips and 2 M values nearest (%d bad); -1 gives 0, 1e9 the largest, Inf and NaN themselves",
	   bad);
}

static void test_small_floats(void)
{
	int bad = 0, n = 0, mb;

	for (mb = 5; mb <= 6; mb++) {
		uint32_t x;

		for (x = 0; x < (1u << (mb + 5)); x++) {
			uint32_t e = x >> mb, m = x & ((1u << mb) - 1);
			uint32_t got = am_uf_to_f32(x, mb);
			double want;

			n++;
			if (e == 31) {
				if (m ? !isnan(f_of(got)) :
					!isinf(f_of(got)) || f_of(got) < 0)
					bad++;
				continue;
			}
			want = e ? ldexp(1.0 + m / (double)(1u << mb), (int)e - 15) :
				   ldexp(m / (double)(1u << mb), -14);
			if (f_of(got) != want && bad++ < 5)
				printf("# uf_to_f32(%x, %d) = %g, want %g\n", x,
				       mb, f_of(got), want);
		}
	}
	ok(!bad, "uf11/uf10 to f32: %d exact (exhaustive)", n - bad);
	test_small_float_encode();
}

/* SFU: error of a float result against a double reference */
static double ulp_err(uint32_t got, double want)
{
	double g = f_of(got), aw = fabs(want), ulp;
	int e;

	if (isnan(want) || isnan(g))
		return isnan(want) && isnan(g) ? 0 : INFINITY;
	if (isinf(want))
		return g == want ? 0 : INFINITY;
	/* Past the overflow threshold: inf counts as 2^128, so does want */
	if (isinf(g))
		g = copysign(0x1p128, g);
	if (aw > 0x1p128) {
		want = copysign(0x1p128, want);
		aw = 0x1p128;
	}
	if (aw < 0x1p-126) {
		ulp = 0x1p-149;
	} else {
		frexp(aw > 0x1p127 ? 0x1p127 : aw, &e);
		ulp = ldexp(1, e - 24);
	}
	return fabs(g - want) / ulp;
}

static double abs_err(uint32_t got, double want)
{
	double g = f_of(got);

	if (isnan(want) || isnan(g))
		return isnan(want) && isnan(g) ? 0 : INFINITY;
	return fabs(g - want);
}

struct special {
	uint32_t in, out;	/* out NaN: any NaN */
};

static int check_specials(const char *name, am_f32 (*fn)(am_f32),
			  const struct special *s, int n)
{
	int bad = 0, i;

	for (i = 0; i < n; i++) {
		uint32_t got = fn(s[i].in);

		if (am_f32_is_nan(s[i].out) ? !am_f32_is_nan(got) :
		    got != s[i].out) {
			printf("# %s(%08x) = %08x, want %08x\n", name,
			       s[i].in, got, s[i].out);
			bad++;
		}
	}
	return bad;
}

#define NAN32	0x7fc00000u
#define INF32	0x7f800000u
#define NINF32	0xff800000u

static const struct special rcp_sp[] = {
	{ 0x00000000, INF32 }, { 0x80000000, NINF32 }, { INF32, 0 },
	{ NINF32, 0x80000000 }, { NAN32, NAN32 }, { 0x3f800000, 0x3f800000 },
	{ 0x40000000, 0x3f000000 }, { 0x00000001, INF32 },
};

static const struct special rsq_sp[] = {
	{ 0x00000000, INF32 }, { 0x80000000, NINF32 }, { INF32, 0 },
	{ 0xbf800000, NAN32 }, { NINF32, NAN32 }, { 0x80000001, NAN32 },
	{ NAN32, NAN32 }, { 0x3f800000, 0x3f800000 },
	{ 0x40800000, 0x3f000000 },
};

static const struct special log2_sp[] = {
	{ 0x00000000, NINF32 }, { 0x80000000, NINF32 }, { INF32, INF32 },
	{ 0xbf800000, NAN32 }, { NINF32, NAN32 }, { 0x80000001, NAN32 },
	{ NAN32, NAN32 }, { 0x3f800000, 0 }, { 0x41000000, 0x40400000 },
	{ 0x00000001, 0xc3150000 }, { 0x3e800000, 0xc0000000 },
};

static const struct special exp2_sp[] = {
	{ 0x00000000, 0x3f800000 }, { 0x80000000, 0x3f800000 },
	{ INF32, INF32 }, { NINF32, 0 }, { NAN32, NAN32 },
	{ 0x43000000, INF32 }, { 0x43800000, INF32 }, { 0x7f7fffff, INF32 },
	{ 0xc3160000, 0 }, { 0xc3200000, 0 }, { 0xff7fffff, 0 },
	{ 0xc3150000, 0x00000001 }, { 0xc2fc0000, 0x00800000 },
	{ 0x42fe0000, 0x7f000000 }, { 0x40400000, 0x41000000 },
	{ 0xbf800000, 0x3f000000 },
};

static const struct special sin_sp[] = {
	{ INF32, NAN32 }, { NINF32, NAN32 }, { NAN32, NAN32 },
	{ 0x00000000, 0x00000000 }, { 0x80000000, 0x80000000 },
	{ 0x00000001, 0x00000001 },
};

static const struct special cos_sp[] = {
	{ INF32, NAN32 }, { NINF32, NAN32 }, { NAN32, NAN32 },
	{ 0x00000000, 0x3f800000 }, { 0x80000000, 0x3f800000 },
};

/* Inputs for each SFU function: positive finite, then the interesting */
static uint32_t gen_rcp(void)
{
	return with_exp(rnd_below(255)) | (rnd_below(2) << 31);
}

static uint32_t gen_rsq(void)
{
	return with_exp(rnd_below(255)) & 0x7fffffffu;
}

static uint32_t gen_log2(void)
{
	uint32_t r = rnd_below(4);

	if (r == 0)	/* 1 +- a few ulps to 1 +- 2^-8 */
		return 0x3f800000u + rnd_below(1 << rnd_below(16)) -
			rnd_below(1 << rnd_below(16));
	if (r == 1)	/* either side of sqrt(2), sqrt(1/2) */
		return (rnd_below(2) ? 0x3fb504f3u : 0x3f3504f3u) +
			rnd_below(2001) - 1000;
	return gen_rsq();
}

static uint32_t gen_exp2(void)
{
	uint32_t r = rnd_below(4);
	volatile float f;

	if (r == 0)	/* [-160, 140]: all of the range and beyond */
		f = (float)((int32_t)rnd_below(1u << 24) - (1 << 23)) *
			(150.0f / (1 << 23)) - 5.0f;
	else if (r == 1)	/* subnormal results */
		f = -126.0f - (float)rnd_below(1 << 24) * (24.0f / (1 << 24));
	else if (r == 2)	/* near 0 */
		return with_exp(95 + rnd_below(32));
	else
		return gen();
	return u_of(f);
}

static uint32_t gen_trig(void)
{
	uint32_t r = rnd_below(4);
	volatile float f;

	if (r == 0)	/* |x| <= 2^16, all exponents */
		return with_exp(90 + rnd_below(53));
	if (r == 1)	/* near multiples of pi/2 */
		f = (float)((int32_t)rnd_below(2001) - 1000) *
			(float)M_PI_2;
	else if (r == 2)
		f = ((float)rnd32() / 4294967296.0f - 0.5f) * 16.0f;
	else
		return with_exp(rnd_below(255));	/* any finite */
	return u_of(f) + rnd_below(9) - 4;
}

struct sfu {
	const char *name;
	am_f32 (*soft)(am_f32);
	double (*ref)(double);
	uint32_t (*gen)(void);
	const struct special *sp;
	int n_sp;
	uint32_t lo, hi;	/* every float in [lo, hi) too */
	const char *range;
	int abs;		/* bound is absolute, not in ulps */
	double bound;
};

static double d_rcp(double x)
{
	return 1.0 / x;
}

static double d_rsq(double x)
{
	return 1.0 / sqrt(x);
}

#define SFU_SP(a)	.sp = (a), .n_sp = ARRAY_SIZE(a)

static const struct sfu sfus[] = {
	{ "rcp", am_f32_rcp, d_rcp, gen_rcp, SFU_SP(rcp_sp),
	  0x3f800000, 0x40000000, "[1, 2)", 0, 1 },
	{ "rsq", am_f32_rsq, d_rsq, gen_rsq, SFU_SP(rsq_sp),
	  0x3f800000, 0x40800000, "[1, 4)", 0, 1 },
	{ "log2", am_f32_log2, log2, gen_log2, SFU_SP(log2_sp),
	  0x3f000000, 0x40000000, "[1/2, 2)", 0, 2 },
	{ "exp2", am_f32_exp2, exp2, gen_exp2, SFU_SP(exp2_sp),
	  0x3f800000, 0x40000000, "[1, 2)", 0, 2 },
	{ "sin", am_f32_sin, sin, gen_trig, SFU_SP(sin_sp),
	  0x3f800000, 0x40000000, "[1, 2)", 1, 0x1p-20 },
	{ "cos", am_f32_cos, cos, gen_trig, SFU_SP(cos_sp),
	  0x3f800000, 0x40000000, "[1, 2)", 1, 0x1p-20 },
};


static double sfu_err(const struct sfu *s, uint32_t a)
{
	double want = s->ref(f_of(a));
	uint32_t got = s->soft(a);

	return s->abs ? abs_err(got, want) : ulp_err(got, want);
}

/*
 * Random inputs and a range of every float; sin and cos are bounded for
 * |x| <= 2^16 only, the error beyond is printed.
 */
static void test_sfu(const struct sfu *s)
{
	double max = 0, max_far = 0, err;
	uint32_t a, worst = 0;
	int bad = check_specials(s->name, s->soft, s->sp, s->n_sp);
	int i;

	for (i = 0; i < N_SFU; i++) {
		a = s->gen();
		err = sfu_err(s, a);
		if (s->abs && fabs(f_of(a)) > 0x1p16) {
			if (err > max_far)
				max_far = err;
		} else if (err > max) {
			max = err;
			worst = a;
		}
	}
	for (a = s->lo; a < s->hi; a++) {
		err = sfu_err(s, a);
		if (err > max) {
			max = err;
			worst = a;
		}
	}
	if (max > s->bound) {
		printf("# %s worst at %08x: %a, ref %a\n", s->name, worst,
		       f_of(s->soft(worst)), s->ref(f_of(worst)));
		bad++;
	}
	if (s->abs) {
		printf("# %s: max abs error 2^%.2f for |x| > 2^16\n", s->name,
		       log2(max_far));
		ok(!bad, "%s: max abs err 2^%.2f (bound 2^%.0f for |x| <= 2^16; %d random, %s exhaustive)",
		   s->name, log2(max), log2(s->bound), N_SFU, s->range);
	} else {
		ok(!bad, "%s: max %.3f ulp (bound %g; %d random, %s exhaustive)",
		   s->name, max, s->bound, N_SFU, s->range);
	}
}

int main(void)
{
	struct timespec t0, t1;
	int i;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	printf("TAP version 13\n");
	test_binops();
	test_mad();
	test_compare();
	test_unops();
	test_sqrt_exhaustive();
	test_conversions();
	test_f16();
	test_norm();
	test_small_floats();
	for (i = 0; i < ARRAY_SIZE(sfus); i++)
		test_sfu(&sfus[i]);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("1..%d\n", count);
	printf("# float_test: %d failed, %.2f s\n", failed,
	       (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9);
	return failed ? 1 : 0;
}
