// SPDX-License-Identifier: MIT
/*
 * GLSL.std.450, the built-in functions, from the GPU's own instructions:
 * what it has not (exp, atan, asin, ...) is made of what it has, as
 * NIR lowers it for ir3.  The inverse trigonometric functions are
 * polynomials from Abramowitz and Stegun (4.4.46, 4.4.49: within 2e-8
 * on [0, 1]).  Also the matrix functions (determinant, inverse,
 * transpose, outer product), packing into 16-bit halves, float modulo
 * and derivatives.
 */
#include <string.h>

#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_priv.h"

#define PI_F		3.14159265f
#define HALF_PI_F	1.57079633f
#define LOG2_E_F	1.44269504f
#define LN_2_F		0.693147181f

static uint32_t fadd(struct spv *s, uint32_t a, uint32_t b)
{
	return ir_alu2(s->ir, IR_FADD, a, b, 0);
}

static uint32_t fsub(struct spv *s, uint32_t a, uint32_t b)
{
	return ir_alu2(s->ir, IR_FADD, a, b, 2);
}

static uint32_t fmul(struct spv *s, uint32_t a, uint32_t b)
{
	return ir_alu2(s->ir, IR_FMUL, a, b, 0);
}

static uint32_t fmulk(struct spv *s, uint32_t a, float k)
{
	return fmul(s, a, ir_float(s->ir, k));
}

static uint32_t fneg(struct spv *s, uint32_t a)
{
	return ir_alu2(s->ir, IR_FADD, ir_const(s->ir, 0), a, 2);
}

static uint32_t fsel(struct spv *s, uint32_t cond, uint32_t a, uint32_t b)
{
	return ir_alu3(s->ir, IR_SEL, cond, a, b, 0);
}

static uint32_t flt(struct spv *s, uint32_t a, uint32_t b)
{
	return ir_fcmp(s->ir, a, b, IR3_COND_LT);
}

uint32_t spv_fdiv(struct spv *s, uint32_t a, uint32_t b)
{
	return fmul(s, a, ir_alu1(s->ir, IR_RCP, b));
}

uint32_t spv_dot(struct spv *s, const uint32_t *a, const uint32_t *b,
		 uint32_t n)
{
	uint32_t r = fmul(s, a[0], b[0]);

	for (uint32_t i = 1; i < n; i++)
		r = ir_alu3(s->ir, IR_FMAD, a[i], b[i], r, 0);
	return r;
}

static uint32_t clamp(struct spv *s, uint32_t x, uint32_t lo, uint32_t hi)
{
	return ir_alu2(s->ir, IR_FMIN, ir_alu2(s->ir, IR_FMAX, x, lo, 0), hi,
		       0);
}

/* c[0] + c[1] x + ... + c[n - 1] x^(n - 1), Horner's way */
static uint32_t poly(struct spv *s, uint32_t x, const float *c,
		     unsigned int n)
{
	uint32_t r = ir_float(s->ir, c[n - 1]);

	while (n-- > 1)
		r = ir_alu3(s->ir, IR_FMAD, r, x, ir_float(s->ir, c[n - 1]), 0);
	return r;
}

static uint32_t fexp(struct spv *s, uint32_t x)
{
	return ir_alu1(s->ir, IR_EXP2, fmulk(s, x, LOG2_E_F));
}

static uint32_t flog(struct spv *s, uint32_t x)
{
	return fmulk(s, ir_alu1(s->ir, IR_LOG2, x), LN_2_F);
}

/*
 * atan(y / x) in the quadrant of (x, y): atan's polynomial on min/max of
 * the magnitudes (at most 1), turned by pi/2 - t and pi - t.  GLSL's
 * atan(y) is this with x = 1 (the turns fold away).
 */
static uint32_t quadrant_atan(struct spv *s, uint32_t y, uint32_t x)
{
	/* A&S 4.4.49: atan(t) / t as a polynomial in t^2 */
	static const float c[8] = {
		0.9999993329f, -0.3332985605f, 0.1994653599f, -0.1390853351f,
		0.0964200441f, -0.0559098861f, 0.0218612288f, -0.0040540580f,
	};
	struct ir *ir = s->ir;
	uint32_t one = ir_float(ir, 1.0f), zero = ir_const(ir, 0);
	uint32_t ax = x == one ? one : ir_alu1(ir, IR_FABS, x);
	uint32_t ay = ir_alu1(ir, IR_FABS, y), t, r;

	t = spv_fdiv(s, ir_alu2(ir, IR_FMIN, ax, ay, 0),
		     ir_alu2(ir, IR_FMAX, ax, ay, 0));
	r = fmul(s, t, poly(s, fmul(s, t, t), c, 8));
	r = fsel(s, flt(s, ax, ay), fsub(s, ir_float(ir, HALF_PI_F), r), r);
	r = fsel(s, flt(s, x, zero), fsub(s, ir_float(ir, PI_F), r), r);
	return fsel(s, flt(s, y, zero), fneg(s, r), r);
}

/*
 * acos(|x|) = sqrt(1 - |x|) P(|x|) (A&S 4.4.46); asin is pi/2 less it,
 * both with x's sign
 */
static uint32_t asin_acos(struct spv *s, uint32_t x, bool acos)
{
	static const float c[8] = {
		1.5707963050f, -0.2145988016f, 0.0889789874f, -0.0501743046f,
		0.0308918810f, -0.0170881256f, 0.0066700901f, -0.0012624911f,
	};
	struct ir *ir = s->ir;
	uint32_t ax = ir_alu1(ir, IR_FABS, x), neg, r;

	r = fmul(s, ir_alu1(ir, IR_SQRT, fsub(s, ir_float(ir, 1.0f), ax)),
		 poly(s, ax, c, 8));
	neg = flt(s, x, ir_const(ir, 0));
	if (acos)
		return fsel(s, neg, fsub(s, ir_float(ir, PI_F), r), r);
	r = fsub(s, ir_float(ir, HALF_PI_F), r);
	return fsel(s, neg, fneg(s, r), r);
}

/* sinh, cosh and tanh from e^x; tanh's x kept where e^2x is finite */
static uint32_t hyperbolic(struct spv *s, uint32_t inst, uint32_t x)
{
	struct ir *ir = s->ir;
	uint32_t e, inv, e2;

	if (inst == GLSLstd450Tanh) {
		x = clamp(s, x, ir_float(ir, -10.0f), ir_float(ir, 10.0f));
		e2 = fexp(s, fmulk(s, x, 2.0f));
		return spv_fdiv(s, fsub(s, e2, ir_float(ir, 1.0f)),
				fadd(s, e2, ir_float(ir, 1.0f)));
	}
	e = fexp(s, x);
	inv = fexp(s, fneg(s, x));
	return fmulk(s, inst == GLSLstd450Sinh ? fsub(s, e, inv) :
			fadd(s, e, inv), 0.5f);
}

static uint32_t inverse_hyperbolic(struct spv *s, uint32_t inst, uint32_t x)
{
	struct ir *ir = s->ir;
	uint32_t one = ir_float(ir, 1.0f), ax, r;

	switch (inst) {
	case GLSLstd450Asinh:
		/* sign(x) log(|x| + sqrt(x^2 + 1)) */
		ax = ir_alu1(ir, IR_FABS, x);
		r = flog(s, fadd(s, ax, ir_alu1(ir, IR_SQRT,
						 ir_alu3(ir, IR_FMAD, x, x, one,
							 0))));
		return fsel(s, flt(s, x, ir_const(ir, 0)), fneg(s, r), r);
	case GLSLstd450Acosh:
		/* log(x + sqrt(x^2 - 1)) */
		return flog(s, fadd(s, x,
				    ir_alu1(ir, IR_SQRT,
					    fsub(s, fmul(s, x, x), one))));
	default:
		/* atanh: log((1 + x) / (1 - x)) / 2 */
		return fmulk(s, flog(s, spv_fdiv(s, fadd(s, one, x),
						 fsub(s, one, x))), 0.5f);
	}
}

/* clamp((x - e0) / (e1 - e0), 0, 1) as t: t^2 (3 - 2t) */
static uint32_t smoothstep(struct spv *s, uint32_t e0, uint32_t e1, uint32_t x)
{
	struct ir *ir = s->ir;
	uint32_t t = clamp(s, spv_fdiv(s, fsub(s, x, e0), fsub(s, e1, e0)),
			   ir_const(ir, 0), ir_float(ir, 1.0f));

	return fmul(s, fmul(s, t, t),
		    ir_alu3(ir, IR_FMAD, t, ir_float(ir, -2.0f),
			    ir_float(ir, 3.0f), 0));
}

/* x - y floor(x / y), as GLSL defines mod() */
uint32_t spv_fmod(struct spv *s, uint32_t x, uint32_t y)
{
	return fsub(s, x, fmul(s, y, ir_alu1(s->ir, IR_FLOOR,
					      spv_fdiv(s, x, y))));
}

/* One component of a function applied to each; IR_NONE if it is not one */
static uint32_t per_component(struct spv *s, uint32_t inst, const uint32_t *x)
{
	struct ir *ir = s->ir;

	switch (inst) {
	case GLSLstd450FAbs:
		return ir_alu1(ir, IR_FABS, x[0]);
	case GLSLstd450FSign:
		return ir_alu1(ir, IR_FSIGN, x[0]);
	case GLSLstd450Floor:
		return ir_alu1(ir, IR_FLOOR, x[0]);
	case GLSLstd450Ceil:
		return ir_alu1(ir, IR_CEIL, x[0]);
	case GLSLstd450Trunc:
		return ir_alu1(ir, IR_TRUNC, x[0]);
	case GLSLstd450Round:		/* halves either way: to even */
	case GLSLstd450RoundEven:
		return ir_alu1(ir, IR_RNDNE, x[0]);
	case GLSLstd450Fract:
		return fsub(s, x[0], ir_alu1(ir, IR_FLOOR, x[0]));
	case GLSLstd450Radians:
		return fmulk(s, x[0], PI_F / 180.0f);
	case GLSLstd450Degrees:
		return fmulk(s, x[0], 180.0f / PI_F);
	case GLSLstd450Sin:
		return ir_alu1(ir, IR_SIN, x[0]);
	case GLSLstd450Cos:
		return ir_alu1(ir, IR_COS, x[0]);
	case GLSLstd450Tan:
		return spv_fdiv(s, ir_alu1(ir, IR_SIN, x[0]),
				ir_alu1(ir, IR_COS, x[0]));
	case GLSLstd450Asin:
	case GLSLstd450Acos:
		return asin_acos(s, x[0], inst == GLSLstd450Acos);
	case GLSLstd450Atan:
		return quadrant_atan(s, x[0], ir_float(ir, 1.0f));
	case GLSLstd450Atan2:
		return quadrant_atan(s, x[0], x[1]);
	case GLSLstd450Sinh:
	case GLSLstd450Cosh:
	case GLSLstd450Tanh:
		return hyperbolic(s, inst, x[0]);
	case GLSLstd450Asinh:
	case GLSLstd450Acosh:
	case GLSLstd450Atanh:
		return inverse_hyperbolic(s, inst, x[0]);
	case GLSLstd450Exp:
		return fexp(s, x[0]);
	case GLSLstd450Log:
		return flog(s, x[0]);
	case GLSLstd450Exp2:
		return ir_alu1(ir, IR_EXP2, x[0]);
	case GLSLstd450Log2:
		return ir_alu1(ir, IR_LOG2, x[0]);
	case GLSLstd450Pow:
		return ir_alu1(ir, IR_EXP2,
			       fmul(s, x[1], ir_alu1(ir, IR_LOG2, x[0])));
	case GLSLstd450Sqrt:
		return ir_alu1(ir, IR_SQRT, x[0]);
	case GLSLstd450InverseSqrt:
		return ir_alu1(ir, IR_RSQ, x[0]);
	case GLSLstd450FMin:
	case GLSLstd450NMin:
		return ir_alu2(ir, IR_FMIN, x[0], x[1], 0);
	case GLSLstd450FMax:
	case GLSLstd450NMax:
		return ir_alu2(ir, IR_FMAX, x[0], x[1], 0);
	case GLSLstd450FClamp:
	case GLSLstd450NClamp:
		return clamp(s, x[0], x[1], x[2]);
	case GLSLstd450FMix:
		/* x + (y - x) * a */
		return ir_alu3(ir, IR_FMAD, fsub(s, x[1], x[0]), x[2], x[0], 0);
	case GLSLstd450Step:
		/* x < edge ? 0.0 : 1.0 */
		return fsel(s, flt(s, x[1], x[0]), ir_const(ir, 0),
			    ir_float(ir, 1.0f));
	case GLSLstd450SmoothStep:
		return smoothstep(s, x[0], x[1], x[2]);
	case GLSLstd450Fma:
		return ir_alu3(ir, IR_FMAD, x[0], x[1], x[2], 0);
	default:
		return spv_glsl_int(s, inst, x);
	}
}

/* The operands a GLSL.std.450 function reads */
static unsigned int operands(uint32_t inst)
{
	switch (inst) {
	case GLSLstd450Atan2:
	case GLSLstd450Pow:
	case GLSLstd450FMin:
	case GLSLstd450NMin:
	case GLSLstd450FMax:
	case GLSLstd450NMax:
	case GLSLstd450UMin:
	case GLSLstd450SMin:
	case GLSLstd450UMax:
	case GLSLstd450SMax:
	case GLSLstd450Step:
	case GLSLstd450Distance:
	case GLSLstd450Cross:
	case GLSLstd450Reflect:
	case GLSLstd450Modf:
		return 2;
	case GLSLstd450FClamp:
	case GLSLstd450NClamp:
	case GLSLstd450UClamp:
	case GLSLstd450SClamp:
	case GLSLstd450FMix:
	case GLSLstd450Fma:
	case GLSLstd450SmoothStep:
	case GLSLstd450FaceForward:
	case GLSLstd450Refract:
		return 3;
	default:
		return 1;
	}
}

/* The determinant of m's n rows rows[] and columns cols[] (of dim) */
static uint32_t det(struct spv *s, const uint32_t *m, uint32_t dim,
		    const uint32_t *rows, const uint32_t *cols, uint32_t n)
{
	uint32_t sub[4], r = IR_NONE, i, j, k, term;

	if (n == 1)
		return m[cols[0] * dim + rows[0]];
	/* Along the first column: each row's element times its minor */
	for (i = 0; i < n; i++) {
		for (j = 0, k = 0; j < n; j++)
			if (j != i)
				sub[k++] = rows[j];
		term = fmul(s, m[cols[0] * dim + rows[i]],
			    det(s, m, dim, sub, cols + 1, n - 1));
		r = r == IR_NONE ? term :
		    ir_alu2(s->ir, IR_FADD, r, term, i & 1 ? 2 : 0);
	}
	return r;
}

/* The rows or columns 0..n-1 but skip */
static void all_but(uint32_t *out, uint32_t n, uint32_t skip)
{
	for (uint32_t i = 0, k = 0; i < n; i++)
		if (i != skip)
			out[k++] = i;
}

/*
 * inverse(m): the adjugate over the determinant.  Element (row r, column
 * c) is the cofactor of (row c, column r).
 */
static void inverse(struct spv *s, const uint32_t *m, uint32_t n,
		    uint32_t *d)
{
	uint32_t idx[4] = { 0, 1, 2, 3 }, rows[3], cols[3], r, c, minor;
	uint32_t rcp = ir_alu1(s->ir, IR_RCP, det(s, m, n, idx, idx, n));

	for (c = 0; c < n; c++)
		for (r = 0; r < n; r++) {
			all_but(rows, n, c);
			all_but(cols, n, r);
			minor = det(s, m, n, rows, cols, n - 1);
			d[c * n + r] = ir_alu2(s->ir, IR_FMUL, minor, rcp,
					       (r + c) & 1 ? 1 : 0);
		}
}

/* The two 16-bit halves into one 32-bit value, the first low */
static uint32_t pack16(struct spv *s, uint32_t lo, uint32_t hi)
{
	struct ir *ir = s->ir;

	return ir_alu2(ir, IR_OR, ir_alu2(ir, IR_AND, lo,
					  ir_const(ir, 0xffff), 0),
		       ir_alu2(ir, IR_SHL, hi, ir_const(ir, 16), 0), 0);
}

/*
 * packUnorm2x16(), packSnorm2x16(), packHalf2x16() of x (two floats),
 * as GLSL ES 3.00 defines them: round(clamp(c, 0, 1) * 65535.0),
 * round(clamp(c, -1, 1) * 32767.0), the half float
 */
static uint32_t pack2x16(struct spv *s, uint32_t inst, const uint32_t *x)
{
	struct ir *ir = s->ir;
	uint32_t h[2], k;

	for (k = 0; k < 2; k++) {
		if (inst == GLSLstd450PackHalf2x16) {
			h[k] = ir_alu1(ir, IR_F2F16, x[k]);
			continue;
		}
		h[k] = inst == GLSLstd450PackUnorm2x16 ?
		       clamp(s, x[k], ir_const(ir, 0), ir_float(ir, 1.0f)) :
		       clamp(s, x[k], ir_float(ir, -1.0f), ir_float(ir, 1.0f));
		h[k] = ir_alu1(ir, IR_RNDNE,
			       fmulk(s, h[k], inst == GLSLstd450PackUnorm2x16 ?
				     65535.0f : 32767.0f));
		h[k] = ir_alu1(ir, inst == GLSLstd450PackUnorm2x16 ? IR_F2U :
			       IR_F2I, h[k]);
	}
	return pack16(s, h[0], h[1]);
}

/* Their inverses: half k (0 low, 1 high) of p as a float */
static uint32_t unpack2x16(struct spv *s, uint32_t inst, uint32_t p,
			   uint32_t k)
{
	struct ir *ir = s->ir;
	uint32_t sixteen = ir_const(ir, 16), f;

	switch (inst) {
	case GLSLstd450UnpackHalf2x16:
		return ir_alu1(ir, IR_F16F2,
			       k ? ir_alu2(ir, IR_SHR, p, sixteen, 0) : p);
	case GLSLstd450UnpackUnorm2x16:
		f = ir_alu1(ir, IR_U2F, k ? ir_alu2(ir, IR_SHR, p, sixteen, 0) :
			    ir_alu2(ir, IR_AND, p, ir_const(ir, 0xffff), 0));
		return fmulk(s, f, 1.0f / 65535.0f);
	default:
		/* The half sign-extended */
		if (!k)
			p = ir_alu2(ir, IR_SHL, p, sixteen, 0);
		f = ir_alu1(ir, IR_I2F, ir_alu2(ir, IR_ASHR, p, sixteen, 0));
		return clamp(s, fmulk(s, f, 1.0f / 32767.0f),
			     ir_float(ir, -1.0f), ir_float(ir, 1.0f));
	}
}

/* A square matrix's size from its scalars; 0 if it is none of 2, 3, 4 */
static uint32_t square(uint32_t comps)
{
	return comps == 4 ? 2 : comps == 9 ? 3 : comps == 16 ? 4 : 0;
}

/*
 * The functions of whole vectors and matrices: x[k] (n[k] scalars)
 * their arguments, d the result's c scalars.  1 if inst is none of them.
 */
static int whole(struct spv *s, uint32_t inst, const uint32_t **x,
		 const uint32_t *n, uint32_t *d, uint32_t c)
{
	struct ir *ir = s->ir;
	uint32_t diff[4], nd, i, k;
	uint32_t idx[4] = { 0, 1, 2, 3 };

	switch (inst) {
	case GLSLstd450Length:
	case GLSLstd450Distance:
		if (c != 1 || (inst == GLSLstd450Distance && n[1] != n[0]) ||
		    n[0] > 4)
			return -1;
		for (i = 0; i < n[0]; i++)
			diff[i] = inst == GLSLstd450Length ? x[0][i] :
				  fsub(s, x[0][i], x[1][i]);
		d[0] = ir_alu1(ir, IR_SQRT, spv_dot(s, diff, diff, n[0]));
		return 0;
	case GLSLstd450Normalize:
		if (n[0] != c)
			return -1;
		nd = ir_alu1(ir, IR_RSQ, spv_dot(s, x[0], x[0], c));
		for (i = 0; i < c; i++)
			d[i] = fmul(s, x[0][i], nd);
		return 0;
	case GLSLstd450Cross:
		if (c != 3 || n[0] != 3 || n[1] != 3)
			return -1;
		for (i = 0; i < 3; i++) {
			uint32_t j = (i + 1) % 3, l = (i + 2) % 3;

			d[i] = fsub(s, fmul(s, x[0][j], x[1][l]),
				    fmul(s, x[0][l], x[1][j]));
		}
		return 0;
	case GLSLstd450FaceForward:
		/* dot(Nref, I) < 0 ? N : -N */
		if (n[0] != c || n[1] != c || n[2] != c)
			return -1;
		nd = flt(s, spv_dot(s, x[2], x[1], c), ir_const(ir, 0));
		for (i = 0; i < c; i++)
			d[i] = fsel(s, nd, x[0][i], fneg(s, x[0][i]));
		return 0;
	case GLSLstd450Reflect:
		/* I - 2 dot(N, I) N */
		if (n[0] != c || n[1] != c)
			return -1;
		nd = fmulk(s, spv_dot(s, x[1], x[0], c), 2.0f);
		for (i = 0; i < c; i++)
			d[i] = fsub(s, x[0][i], fmul(s, nd, x[1][i]));
		return 0;
	case GLSLstd450Refract: {
		/*
		 * k = 1 - eta^2 (1 - dot(N, I)^2); k < 0 ? 0 :
		 * eta I - (eta dot(N, I) + sqrt(k)) N
		 */
		uint32_t eta = x[2][0], ni, kk, f;

		if (n[0] != c || n[1] != c)
			return -1;
		ni = spv_dot(s, x[1], x[0], c);
		kk = fsub(s, ir_float(ir, 1.0f),
			  fmul(s, fmul(s, eta, eta),
			       fsub(s, ir_float(ir, 1.0f), fmul(s, ni, ni))));
		f = ir_alu3(ir, IR_FMAD, eta, ni, ir_alu1(ir, IR_SQRT, kk), 0);
		for (i = 0; i < c; i++)
			d[i] = fsel(s, flt(s, kk, ir_const(ir, 0)),
				    ir_const(ir, 0),
				    fsub(s, fmul(s, eta, x[0][i]),
					 fmul(s, f, x[1][i])));
		return 0;
	}
	case GLSLstd450Determinant:
		k = square(n[0]);
		if (!k || c != 1)
			return -1;
		d[0] = det(s, x[0], k, idx, idx, k);
		return 0;
	case GLSLstd450MatrixInverse:
		k = square(n[0]);
		if (!k || c != n[0])
			return -1;
		inverse(s, x[0], k, d);
		return 0;
	case GLSLstd450PackUnorm2x16:
	case GLSLstd450PackSnorm2x16:
	case GLSLstd450PackHalf2x16:
		if (n[0] != 2 || c != 1)
			return -1;
		d[0] = pack2x16(s, inst, x[0]);
		return 0;
	case GLSLstd450UnpackUnorm2x16:
	case GLSLstd450UnpackSnorm2x16:
	case GLSLstd450UnpackHalf2x16:
		if (n[0] != 1 || c != 2)
			return -1;
		for (i = 0; i < 2; i++)
			d[i] = unpack2x16(s, inst, x[0][0], i);
		return 0;
	default:
		return 1;
	}
}

/*
 * modf(x, out i): the fraction, the whole part (toward zero) stored
 * through the pointer
 */
static int modf_op(struct spv *s, const uint32_t *in, uint32_t len,
		   uint32_t c)
{
	uint32_t *d;
	uint32_t whole_part[SPV_MAX_COMPS], n, i;
	const uint32_t *x = spv_value(s, in[5], &n);

	if (!x || n != c || len < 7)
		return spv_fail(s, "SPIR-V: modf's operands");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	for (i = 0; i < c; i++) {
		whole_part[i] = ir_alu1(s->ir, IR_TRUNC, x[i]);
		d[i] = fsub(s, x[i], whole_part[i]);
	}
	return spv_store(s, in[6], whole_part, c);
}

int spv_glsl_std(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t n[3] = { 0, 0, 0 }, *d, i, k, c, inst, arg[3];
	const uint32_t *x[3] = { NULL, NULL, NULL };
	int ret;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short extended instruction");
	inst = in[4];
	c = spv_result_comps(s, in[1]);
	if (len - 5 < operands(inst))
		return spv_fail(s, "SPIR-V: GLSL.std.450 function %u with %u operands",
				inst, len - 5);
	if (!c)
		return spv_fail(s, "SPIR-V: GLSL.std.450 function %u's type",
				inst);
	if (inst == GLSLstd450Modf)
		return modf_op(s, in, len, c);
	for (k = 0; k < operands(inst); k++) {
		x[k] = spv_value(s, in[5 + k], &n[k]);
		if (!x[k] || !n[k] || n[k] > 16)
			return spv_fail(s, "SPIR-V: GLSL.std.450 operands");
	}
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	ret = whole(s, inst, x, n, d, c);
	if (ret <= 0)
		return ret ? spv_fail(s, "SPIR-V: GLSL.std.450 function %u's types",
				      inst) : 0;
	for (k = 0; k < operands(inst); k++)
		if (n[k] != 1 && n[k] < c)
			return spv_fail(s, "SPIR-V: an operand of %u scalars where %u are needed",
					n[k], c);
	for (i = 0; i < c; i++) {
		/* Component i of each argument (a scalar applies to each) */
		for (k = 0; k < operands(inst); k++)
			arg[k] = x[k][n[k] == 1 ? 0 : i];
		d[i] = per_component(s, inst, arg);
		if (d[i] == IR_NONE)
			return spv_fail(s, "GLSL.std.450 function %u is not supported yet",
					inst);
	}
	return 0;
}

/* One component of FMod, IsNan or IsInf */
static uint32_t float_value(struct spv *s, uint32_t op, uint32_t a, uint32_t b)
{
	switch (op) {
	case SpvOpFMod:
		return spv_fmod(s, a, b);
	case SpvOpIsNan:
		return ir_fcmp(s->ir, a, a, IR3_COND_NE);
	default:
		return ir_fcmp(s->ir, ir_alu1(s->ir, IR_FABS, a),
			       ir_const(s->ir, 0x7f800000u), IR3_COND_EQ);
	}
}

int spv_float_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op)
{
	return spv_componentwise(s, in, len, op, op != SpvOpFMod, float_value);
}

/*
 * transpose(m), and outerProduct(c, r): matrices are columns, each of
 * the rows' scalars
 */
int spv_matrix_fn(struct spv *s, const uint32_t *in, uint32_t len,
		  uint32_t op)
{
	const struct spv_id *t;
	uint32_t na, nb = 0, cols, rows, *d, i, j;
	const uint32_t *a, *b = NULL;

	if (len < (op == SpvOpTranspose ? 4u : 5u) || in[1] >= s->bound)
		return spv_fail(s, "SPIR-V: short instruction");
	t = &s->ids[in[1]];
	if (t->kind != SPV_TYPE || t->op != SpvOpTypeMatrix || !t->count)
		return spv_fail(s, "SPIR-V: a matrix function's type");
	cols = t->count;
	rows = t->comps / cols;
	a = spv_value(s, in[3], &na);
	if (op == SpvOpOuterProduct)
		b = spv_value(s, in[4], &nb);
	if (!a || (op == SpvOpTranspose ? na != t->comps :
		   !b || na != rows || nb != cols))
		return spv_fail(s, "SPIR-V: a matrix function's operands");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	for (j = 0; j < cols; j++)
		for (i = 0; i < rows; i++)
			d[j * rows + i] = op == SpvOpTranspose ?
					  a[i * cols + j] :
					  fmul(s, a[i], b[j]);
	return 0;
}

/* dFdx(), dFdy() and fwidth() (fine and coarse alike): dsx and dsy */
int spv_deriv_op(struct spv *s, const uint32_t *in, uint32_t len, uint32_t op)
{
	bool x = op == SpvOpDPdx || op == SpvOpDPdxFine ||
		 op == SpvOpDPdxCoarse;
	bool y = op == SpvOpDPdy || op == SpvOpDPdyFine ||
		 op == SpvOpDPdyCoarse;
	uint32_t na, n, *d, i, dx, dy;
	const uint32_t *a;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short instruction");
	if (s->model != SpvExecutionModelFragment)
		return spv_fail(s, "derivatives outside the fragment shader");
	n = spv_result_comps(s, in[1]);
	a = spv_operand(s, in[3], n, &na);
	d = a ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	for (i = 0; i < n; i++) {
		dx = ir_alu1(s->ir, IR_DSX, a[na == 1 ? 0 : i]);
		dy = ir_alu1(s->ir, IR_DSY, a[na == 1 ? 0 : i]);
		d[i] = x ? dx : y ? dy :
		       fadd(s, ir_alu1(s->ir, IR_FABS, dx),
			    ir_alu1(s->ir, IR_FABS, dy));
	}
	return 0;
}
