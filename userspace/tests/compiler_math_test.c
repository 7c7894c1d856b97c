// SPDX-License-Identifier: MIT
/*
 * GLSL's integer arithmetic and built-in functions compiled by mrc and
 * run on the host model, each pixel against the same computed here.
 * A pixel's result leaves as its 32 bits, one byte per channel of the
 * RGBA8 target, so that nothing is lost on the way:
 *
 * - integers (every operator, signed and unsigned, and the integer
 *   built-ins) must be exact, on operands drawn per pixel from a few
 *   ranges and from the edges (0, 1, -1, -2^31, 2^32 - 1);
 * - float functions must be within a stated error of the C library's
 *   result in double precision.  The errors allowed are GLSL ES 3.00's
 *   where it states one (exp and log; its others are inherited from the
 *   formulas, such as tan = sin / cos).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mrc.h"
#include "on_model.h"
#include "tap.h"

static const char vs[] =
	"#version 300 es\nin vec4 pos;\nout vec2 v;\n"
	"void main() {\n	gl_Position = pos;\n"
	"	v = pos.xy * 0.5 + 0.5;\n}\n";

/*
 * The fragment shader around a case's expression: i is the pixel's
 * number (0 to 63, from the bottom left), r what the case computes
 */
static const char fs_head[] =
	"#version 300 es\nprecision highp float;\nprecision highp int;\n"
	"uniform uvec4 ka, kb;\nuniform vec4 kf;\nin vec2 v;\nout vec4 o;\n"
	"void main() {\n"
	"	uint i = uint(v.x * 8.0) + 8u * uint(v.y * 8.0);\n";
static const char fs_tail[] =
	"	o = vec4(uvec4(r, r >> 8, r >> 16, r >> 24) & 255u) / 255.0;\n}\n";

/* Pixel i's 32 bits, in the target's row x of row y from the top */
static uint32_t pixel_bits(const uint8_t *map, uint32_t pitch, unsigned int i)
{
	const uint8_t *px = map + (7 - i / 8) * pitch + (i % 8) * 4;

	return px[0] | px[1] << 8 | (uint32_t)px[2] << 16 |
	       (uint32_t)px[3] << 24;
}

/* ---- Integers ------------------------------------------------------------ */

/*
 * Pixel i's operands: a = (i * ka.x + ka.y) >> ka.z, the same of b with
 * kb, as the shader makes them
 */
static const char int_operands[] =
	"	uint a = (i * ka.x + ka.y) >> ka.z;\n"
	"	uint b = (i * kb.x + kb.y) >> kb.z;\n";

static const uint32_t operand_runs[][6] = {
	/* ka.x, ka.y, ka.z, kb.x, kb.y, kb.z */
	{ 2654435769u, 12345, 0, 40503, 777, 0 },
	{ 2654435769u, 999, 0, 2246822519u, 3, 16 },
	{ 2246822519u, 5, 0, 2654435769u, 17, 28 },
	{ 3266489917u, 1, 8, 668265263u, 99, 24 },
	{ 0, 0xffffffffu, 0, 1, 1, 0 },			/* 2^32 - 1 by 1..64 */
	{ 0, 0x80000000u, 0, 0x04000000u, 0x7fffffffu, 0 },
	{ 1, 0, 0, 0xffffffffu, 0xffffffffu, 0 },	/* 0..63 by huge */
	{ 374761393u, 7, 0, 1, 0xffffffc0u, 0 },	/* near 2^32 */
	{ 0xfffffffdu, 0x7fffffffu, 0, 0, 0xffffffffu, 0 },	/* by -1 */
	{ 1, 0x80000000u, 0, 0, 0x80000000u, 0 },	/* by -2^31 */
	{ 0, 0, 0, 1, 0xffffffe0u, 0 },			/* 0 by all */
	{ 65537, 0x10000u, 0, 3, 0x7ffffff0u, 0 },
};

static int32_t sdiv(uint32_t a, uint32_t b)
{
	/* Wrapping: -2^31 / -1 is -2^31 */
	return (int32_t)(uint32_t)((int64_t)(int32_t)a / (int32_t)b);
}

static int32_t smod(uint32_t a, uint32_t b)
{
	int32_t r = (int32_t)((int64_t)(int32_t)a % (int32_t)b);

	return r && ((r < 0) != ((int32_t)b < 0)) ? r + (int32_t)b : r;
}

static uint32_t nz(uint32_t b)
{
	return b ? b : 1;
}

static uint32_t cmp_bits(bool lt, bool le, bool gt, bool ge, bool eq, bool ne)
{
	return lt | le << 1 | gt << 2 | ge << 3 | eq << 4 | ne << 5;
}

static uint32_t f32_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/* A half float's bits of f, which a half float holds exactly */
static uint32_t f16_bits(float f)
{
	uint32_t u = f32_bits(f), sign = u >> 16 & 0x8000;
	int e = (int)(u >> 23 & 255) - 127;

	if (!(u & 0x7fffffff))
		return sign;
	if (e < -14)		/* below the normal ones: the significand */
		return sign | (uint32_t)ldexpf(fabsf(f), 24);
	return sign | (uint32_t)(e + 15) << 10 | (u >> 13 & 0x3ff);
}

/* A half float's value (no infinity or NaN) */
static float f16_value(uint32_t h)
{
	float m = (float)(h & 0x3ff);
	int e = h >> 10 & 31;
	float f = e ? ldexpf(m + 1024, e - 25) : ldexpf(m, -24);

	return h & 0x8000 ? -f : f;
}

static uint32_t clamp_round(float f, float lo, float scale)
{
	f = f < lo ? lo : f > 1 ? 1 : f;
	return (uint32_t)(int32_t)nearbyintf(f * scale) & 0xffff;
}

/* Each case's result as computed here */
static uint32_t int_expect(unsigned int k, uint32_t a, uint32_t b)
{
	int32_t x = (int32_t)a, y = (int32_t)b;

	switch (k) {
	case 0: return a + b;
	case 1: return a - b;
	case 2: return a * b;
	case 3: return a / nz(b);
	case 4: return a % nz(b);
	case 5: return (uint32_t)sdiv(a, nz(b));
	case 6: return (uint32_t)smod(a, nz(b));
	case 7: return a & b;
	case 8: return a | b;
	case 9: return a ^ b;
	case 10: return ~a;
	case 11: return a << (b & 31);
	case 12: return a >> (b & 31);
	case 13: return (uint32_t)(x < 0 ? ~(~a >> (b & 31)) : a >> (b & 31));
	case 14: return a < b ? a : b;
	case 15: return a > b ? a : b;
	case 16: return (uint32_t)(x < y ? x : y);
	case 17: return (uint32_t)(x > y ? x : y);
	case 18: return (uint32_t)(x < -5 ? -5 : x > 1000 ? 1000 : x);
	case 19: return x < 0 ? 0u - a : a;
	case 20: return (uint32_t)((x > 0) - (x < 0));
	case 21: return cmp_bits(a < b, a <= b, a > b, a >= b, a == b, a != b);
	case 22: return cmp_bits(x < y, x <= y, x > y, x >= y, x == y, x != y);
	case 23: return f32_bits((float)a);
	case 24: return f32_bits((float)x);
	case 25: return (uint32_t)(float)(a >> 8);
	case 26: return (uint32_t)(int32_t)(float)(x >> 8);
	case 27: return (uint32_t)-x;
	case 28: return ((a < b) == (x < y)) | ((a < b) != (b < a)) << 1;
	case 29: return a / 7 + a % 7 * 3 + (a / 16) * 5 + a % 16;
	case 30: return (uint32_t)sdiv(a, 7) + (uint32_t)smod(a, 10);
	case 31:
		return f16_bits((float)(a & 255) / 8) |
		       f16_bits(-(float)(b & 1023) * 0.25f) << 16;
	case 32:
		return f32_bits(f16_value(a & 0x7bff));
	case 33:
		return f32_bits(f16_value(a >> 16 & 0x7bff));
	case 34:
		return clamp_round((float)(a & 7) * 0.25f - 0.5f, 0, 65535) |
		       clamp_round((float)(b & 7) * 0.25f - 0.5f, 0, 65535)
		       << 16;
	case 35:
		return clamp_round((float)(a & 7) * 0.25f - 0.5f, -1, 32767) |
		       clamp_round((float)(b & 7) * 0.25f - 1.25f, -1, 32767)
		       << 16;
	case 36:
		return f32_bits((float)(a & 0xffff) * (1.0f / 65535.0f));
	case 37: {
		float f = (float)(int16_t)(a >> 16) * (1.0f / 32767.0f);

		return f32_bits(f < -1 ? -1 : f);
	}
	default:	/* -0.0 where the product is 0.0 */
		return f32_bits(-((float)(a & 3) * (float)(b & 3)));
	}
}

/* The cases: uint r = ... of a and b (and i) */
static const char *const int_cases[] = {
	"a + b", "a - b", "a * b", "a / max(b, 1u)", "a % max(b, 1u)",
	"uint(int(a) / int(max(b, 1u)))", "uint(int(a) % int(max(b, 1u)))",
	"a & b", "a | b", "a ^ b", "~a", "a << (b & 31u)", "a >> (b & 31u)",
	"uint(int(a) >> int(b & 31u))",
	"min(a, b)", "max(a, b)", "uint(min(int(a), int(b)))",
	"uint(max(int(a), int(b)))", "uint(clamp(int(a), -5, 1000))",
	"uint(abs(int(a)))", "uint(sign(int(a)))",
	"uint(a < b) | uint(a <= b) << 1 | uint(a > b) << 2 | "
	"uint(a >= b) << 3 | uint(a == b) << 4 | uint(a != b) << 5",
	"uint(int(a) < int(b)) | uint(int(a) <= int(b)) << 1 | "
	"uint(int(a) > int(b)) << 2 | uint(int(a) >= int(b)) << 3 | "
	"uint(int(a) == int(b)) << 4 | uint(int(a) != int(b)) << 5",
	"floatBitsToUint(float(a))", "floatBitsToUint(float(int(a)))",
	"uint(float(a >> 8))", "uint(int(float(int(a) >> 8)))",
	"uint(-int(a))",
	"uint((a < b) == (int(a) < int(b))) | uint((a < b) != (b < a)) << 1",
	"a / 7u + a % 7u * 3u + (a / 16u) * 5u + a % 16u",
	"uint(int(a) / 7 + int(a) % 10)",
		/* -0.0 among them (b & 1023 is 0 in a run) */
	"packHalf2x16(vec2(float(a & 255u) / 8.0, -float(b & 1023u) * 0.25))",
	/* No infinity or NaN (their bits are the model's choice) */
	"floatBitsToUint(unpackHalf2x16(a & 0x7bff7bffu).x)",
	"floatBitsToUint(unpackHalf2x16(a & 0x7bff7bffu).y)",
	"packUnorm2x16(vec2(a & 7u, b & 7u) * 0.25 - 0.5)",
	"packSnorm2x16(vec2(a & 7u, b & 7u) * 0.25 - vec2(0.5, 1.25))",
	"floatBitsToUint(unpackUnorm2x16(a).x)",
	"floatBitsToUint(unpackSnorm2x16(a).y)",
	"floatBitsToUint(-(float(a & 3u) * float(b & 3u)))",
};

#define NR_INT_CASES (sizeof(int_cases) / sizeof(int_cases[0]))

static void test_int_case(struct on_model *m, unsigned int gpu,
			  unsigned int k)
{
	char fs[2048], err[256] = "", why[160] = "";
	struct mrc_program *p;
	unsigned int run, i, bad = 0, done = 0;

	snprintf(fs, sizeof(fs), "%s%s	uint r = %s;\n%s", fs_head,
		 int_operands, int_cases[k], fs_tail);
	p = mrc_program_new(m->ctx, vs, fs, err, sizeof(err));
	for (run = 0; p && run < sizeof(operand_runs) / sizeof(operand_runs[0]);
	     run++) {
		const uint32_t *o = operand_runs[run];
		const int32_t ka[4] = { (int32_t)o[0], (int32_t)o[1],
					(int32_t)o[2], 0 };
		const int32_t kb[4] = { (int32_t)o[3], (int32_t)o[4],
					(int32_t)o[5], 0 };
		uint32_t pitch;
		uint8_t *map;
		int ret = mrc_program_set_uniform_int(p, "ka", ka, 4);

		ret = ret ? ret : mrc_program_set_uniform_int(p, "kb", kb, 4);
		map = ret ? NULL : draw_full_quad(m, p, &pitch, &ret);
		if (!map) {
			bad += 64;
			continue;
		}
		for (i = 0; i < 64; i++) {
			uint32_t a = (i * o[0] + o[1]) >> o[2];
			uint32_t b = (i * o[3] + o[4]) >> o[5];
			uint32_t want = int_expect(k, a, b);
			uint32_t got = pixel_bits(map, pitch, i);

			done++;
			if (got == want)
				continue;
			if (!bad++)
				snprintf(why, sizeof(why), ", first a %#x b %#x: %#x, not %#x",
					 a, b, got, want);
		}
	}
	tap_ok(p && !bad, "a%u: uint r = %s: %u of %u exact%s %s", gpu,
	       int_cases[k], done - bad, done, why, err);
	mrc_program_free(p);
}

static void test_ints(unsigned int gpu)
{
	struct on_model m;
	unsigned int k;

	if (!on_model_open(&m, gpu, full_quad, sizeof(full_quad))) {
		tap_ok(0, "a%u: a model for the integer cases", gpu);
		return;
	}
	for (k = 0; k < NR_INT_CASES; k++)
		test_int_case(&m, gpu, k);
	no_hazards(gpu, "integer arithmetic");
	on_model_close(&m);
}

/* ---- Float functions ----------------------------------------------------- */

/*
 * A case: float r of x, x = i * step + first for the pixels i (exact in
 * floats), against the reference in double; within abs + rel * |ref|
 */
struct float_case {
	const char *expr;
	float first, step;
	double (*ref)(double x);
	double abs, rel;
};

static double radians_ref(double x) { return x * M_PI / 180; }
static double degrees_ref(double x) { return x * 180 / M_PI; }
static double sign_ref(double x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }
static double fract_ref(double x) { return x - floor(x); }
static double mod_ref(double x) { return x - 0.75 * floor(x / 0.75); }
static double atan2_neg(double x) { return atan2(x, -0.75); }
static double atan2_pos(double x) { return atan2(x, 0.75); }
static double modf_ref(double x) { return x - 2 * trunc(x); }
static double smooth_ref(double x)
{
	double t = x < -0.5 ? 0 : x > 1.5 ? 1 : (x + 0.5) / 2;

	return t * t * (3 - 2 * t);
}
static double pow_ref(double x) { return pow(x, 2.5); }
static double isnan_ref(double x) { return (x > 0) + 2; }
static double cross_ref(double x) { return x * x - 0.5; }
static double distance_ref(double x) { return hypot(x - 1, 2.0); }
static double reflect_ref(double x)
{
	/* I = (x, 1), N = (0.6, 0.8): I - 2 dot(N, I) N, its x */
	return x - 2 * (0.6 * x + 0.8) * 0.6;
}
static double refract_ref(double x)
{
	/* I = (0.6, -0.8), N = (0, 1), eta = x: the result's y */
	double ni = -0.8, k = 1 - x * x * (1 - ni * ni);

	return k < 0 ? 0 : x * -0.8 - (x * ni + sqrt(k));
}
static double faceforward_ref(double x) { return x < 0 ? 2 : -2; }
static double det3_ref(double x)
{
	/* M3: row r, column c */
	const double m[3][3] = {
		{ 4 + x, -1, 0.25 }, { 1, 4 - x, 0.5 }, { 0.5, 1, 4 + x },
	};

	return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
	       m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
	       m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}
static double one_ref(double x) { (void)x; return 1; }
static double zero_ref(double x) { (void)x; return 0; }
static double outer_ref(double x) { return x * 3; }
static double two_ref(double x) { (void)x; return 2; }
static double quarter_ref(double x) { (void)x; return 0.25; }
static double minus_eight_ref(double x) { (void)x; return -8; }
static double nine_ref(double x) { (void)x; return 9; }
/*
 * x = i: its square's differences across the pixel's quad (columns
 * paired from the left, rows from the top), to the right and downward
 */
static double dx_square_ref(double x)
{
	double left = x - ((int)x % 2);

	return (left + 1) * (left + 1) - left * left;
}
static double dy_square_ref(double x)
{
	/* Rows from the bottom: 7 and 6 pair, 5 and 4, ... */
	double top = (int)x / 8 % 2 ? x : x + 8;

	return (top - 8) * (top - 8) - top * top;
}
/* x / x is NaN at 0, 1 / x infinite there */
static double nan_inf_ref(double x) { return (x == 0) * 3 + (x > 0); }

#define M3 "mat3(4.0 + x, 1.0, 0.5, -1.0, 4.0 - x, 1.0, 0.25, 0.5, 4.0 + x)"
#define M4 "mat4(4.0 + x, 1.0, 0.5, -1.0, 0.25, 4.0 - x, 1.0, 0.5, " \
	   "-0.5, 0.75, 4.0 + x * x, 1.0, 1.0, -1.0, 0.5, 5.0 - x)"

static const struct float_case float_cases[] = {
	/* GLSL ES 3.00: exp, exp2 3 + 2|x| ulp; log, log2 2^-21 near 1 */
	{ "exp(x)", -4, 0.125, exp, 0, 12 * 0x1p-23 },
	{ "log(x)", 0.125, 0.125, log, 0x1p-21, 3 * 0x1p-23 },
	{ "pow(x, 2.5)", 0.125, 0.125, pow_ref, 0, 40 * 0x1p-23 },
	{ "radians(x)", -32, 1, radians_ref, 0, 2 * 0x1p-23 },
	{ "degrees(x)", -2, 0.0625, degrees_ref, 0, 2 * 0x1p-23 },
	{ "tan(x)", -1.5, 0.046875, tan, 1e-6, 1e-5 },
	{ "asin(x)", -1, 0.03125, asin, 1e-6, 0 },
	{ "acos(x)", -1, 0.03125, acos, 1e-6, 0 },
	{ "atan(x)", -8, 0.25, atan, 1e-6, 0 },
	{ "atan(x, -0.75)", -4, 0.125, atan2_neg, 1e-6, 0 },
	{ "atan(x, 0.75)", -4, 0.125, atan2_pos, 1e-6, 0 },
	{ "sinh(x)", -4, 0.125, sinh, 1e-6, 1e-5 },
	{ "cosh(x)", -4, 0.125, cosh, 0, 1e-5 },
	{ "tanh(x)", -16, 0.5, tanh, 1e-6, 0 },
	{ "asinh(x)", -8, 0.25, asinh, 1e-6, 1e-6 },
	{ "acosh(x)", 1, 0.125, acosh, 1e-6, 1e-6 },
	{ "atanh(x)", -0.984375, 0.03125, atanh, 1e-6, 1e-6 },
	{ "round(x)", -4, 0.125, nearbyint, 0, 0 },
	{ "roundEven(x)", -4, 0.125, nearbyint, 0, 0 },
	{ "trunc(x)", -4, 0.125, trunc, 0, 0 },
	{ "sign(x)", -0.25, 0.0078125, sign_ref, 0, 0 },
	{ "fract(x)", -4, 0.125, fract_ref, 0, 0 },
	/* x / 0.75 is never a whole number here: no floor on its edge */
	{ "mod(x, 0.75)", -3.9375, 0.125, mod_ref, 1e-6, 0 },
	{ "modf(x, w) - w", -3.9375, 0.125, modf_ref, 0, 0 },
	{ "smoothstep(-0.5, 1.5, x)", -1, 0.046875, smooth_ref, 1e-6, 0 },
	{ "float(isnan(x / x)) + float(isinf(1.0 / x)) * 2.0 + float(x > 0.0)",
	  -2, 0.0625, nan_inf_ref, 0, 0 },
	{ "float(isnan(x)) + float(isinf(x)) + 2.0 + float(x > 0.0)",
	  -2, 0.0625, isnan_ref, 0, 0 },
	{ "cross(vec3(x, 1.0, 2.0), vec3(0.5, x, -1.0)).z", -2, 0.0625,
	  cross_ref, 1e-6, 1e-6 },
	{ "distance(vec2(x, 1.0), vec2(1.0, -1.0))", -2, 0.0625,
	  distance_ref, 0, 4 * 0x1p-23 },
	{ "reflect(vec2(x, 1.0), vec2(0.6, 0.8)).x", -2, 0.0625,
	  reflect_ref, 1e-6, 1e-6 },
	{ "refract(vec2(0.6, -0.8), vec2(0.0, 1.0), x).y", 0, 0.046875,
	  refract_ref, 1e-6, 1e-6 },
	{ "faceforward(vec2(2.0), vec2(1.0), vec2(x, 0.0)).x", -2, 0.0625,
	  faceforward_ref, 0, 0 },
	{ "determinant(" M3 ")", -1, 0.03125, det3_ref, 0, 1e-6 },
	{ "(" M3 " * inverse(" M3 "))[1].y", -1, 0.03125, one_ref, 1e-6, 0 },
	{ "(" M3 " * inverse(" M3 "))[2].x", -1, 0.03125, zero_ref, 1e-6, 0 },
	{ "(inverse(" M4 ") * " M4 ")[3].w", -1, 0.03125, one_ref, 2e-6, 0 },
	{ "(inverse(" M4 ") * " M4 ")[0].z", -1, 0.03125, zero_ref, 2e-6, 0 },
	{ "(inverse(mat2(x + 4.0, 1.0, 2.0, 1.0)) * mat2(x + 4.0, 1.0, 2.0, 1.0))[1].x",
	  -1, 0.03125, zero_ref, 1e-6, 0 },
	/*
	 * Derivatives: x grows by 1 to the right, by 8 upward.  dFdy() is
	 * along gl_FragCoord.y, which libmsm-render counts in rows from
	 * the first in memory: downward here, as GL into a framebuffer
	 * object with its rows the other way up.
	 */
	{ "dFdx(x)", 0, 0.25, quarter_ref, 0, 0 },
	{ "dFdy(x)", 0, 1, minus_eight_ref, 0, 0 },
	{ "fwidth(-x)", 0, 1, nine_ref, 0, 0 },
	{ "dFdx(x * x)", 0, 1, dx_square_ref, 0, 0 },
	{ "dFdy(x * x)", 0, 1, dy_square_ref, 0, 0 },
	{ "transpose(mat2x3(x, 1.0, 2.0, 3.0, 4.0, 5.0))[2].x", -2, 0.0625,
	  two_ref, 0, 0 },
	{ "outerProduct(vec2(1.0, x), vec3(2.0, 3.0, 4.0))[1].y", -2, 0.0625,
	  outer_ref, 0, 0 },
};

#define NR_FLOAT_CASES (sizeof(float_cases) / sizeof(float_cases[0]))

static void test_float_case(struct on_model *m, unsigned int gpu,
			    unsigned int k)
{
	const struct float_case *c = &float_cases[k];
	char fs[2048], err[256] = "", why[200] = "";
	struct mrc_program *p;
	unsigned int i, bad = 0;
	double worst = 0;
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	snprintf(fs, sizeof(fs),
		 "%s	float x = float(i) * kf.x + kf.y, w;\n"
		 "	uint r = floatBitsToUint(%s);\n%s",
		 fs_head, c->expr, fs_tail);
	p = mrc_program_new(m->ctx, vs, fs, err, sizeof(err));
	if (p && !mrc_program_set_uniform(p, "kf",
					  (const float[4]){ c->step, c->first },
					  4))
		map = draw_full_quad(m, p, &pitch, &ret);
	for (i = 0; i < 64; i++) {
		float x = (float)i * c->step + c->first, got;
		double want, err_abs;
		uint32_t bits;

		if (!map) {
			bad = 64;
			break;
		}
		bits = pixel_bits(map, pitch, i);
		memcpy(&got, &bits, 4);
		want = c->ref(x);
		err_abs = fabs(got - want);
		if (err_abs > worst)
			worst = err_abs;
		if (err_abs <= c->abs + c->rel * fabs(want))
			continue;
		if (!bad++)
			snprintf(why, sizeof(why), ", first at %g: %.9g, not %.9g",
				 x, got, want);
	}
	tap_ok(!ret && !bad, "a%u: %s within %g + %g |r|: %u of 64 (worst %.3g)%s %s",
	       gpu, c->expr, c->abs, c->rel, 64 - bad, worst, why, err);
	mrc_program_free(p);
}

static void test_floats(unsigned int gpu)
{
	struct on_model m;
	unsigned int k;

	if (!on_model_open(&m, gpu, full_quad, sizeof(full_quad))) {
		tap_ok(0, "a%u: a model for the float cases", gpu);
		return;
	}
	for (k = 0; k < NR_FLOAT_CASES; k++)
		test_float_case(&m, gpu, k);
	no_hazards(gpu, "built-in functions");
	on_model_close(&m);
}

int main(void)
{
	test_ints(320);
	test_ints(420);
	test_floats(320);
	test_floats(420);
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
