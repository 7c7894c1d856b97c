// SPDX-License-Identifier: MIT
/*
 * IR optimizations: copy propagation (a MOV's users read its source),
 * constant folding of the float arithmetic whose IEEE binary32 result the
 * host computes as the GPU does (add, multiply, min, max) and of a
 * constant's reciprocal (as NIR folds it), a select of one value either
 * way, a comparison selecting 1.0 or 0.0 as its converted 1 or 0 (NIR's
 * b2f), multiply-adds,
 * and liveness from the outputs and kills (what lowering emits).
 */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

static float bits_float(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t float_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/* The value a source names, through MOVs */
static uint32_t resolve(const struct ir *ir, uint32_t v)
{
	while (ir->v[v].op == IR_MOV && !ir->v[v].neg)
		v = ir->v[v].src[0];
	return v;
}

static bool is_const(const struct ir *ir, uint32_t v, float *f)
{
	if (ir->v[v].op != IR_CONST)
		return false;
	*f = bits_float(ir->v[v].imm);
	return true;
}

/* Folds v into an IR_CONST when all its sources are constants */
static void fold(struct ir *ir, struct ir_value *v)
{
	float s[3] = { 0, 0, 0 }, r;
	unsigned int i;

	for (i = 0; i < v->nsrc; i++) {
		if (!is_const(ir, v->src[i], &s[i]))
			return;
		if (v->neg & (1u << i))
			s[i] = -s[i];
	}
	switch (v->op) {
	case IR_FADD:
		r = s[0] + s[1];
		break;
	case IR_FMUL:
		r = s[0] * s[1];
		break;
	case IR_FMIN:
		r = s[0] < s[1] ? s[0] : s[1];
		break;
	case IR_FMAX:
		r = s[0] > s[1] ? s[0] : s[1];
		break;
	case IR_RCP:
		/*
		 * Correctly rounded, as NIR folds frcp: a division by a
		 * constant is then Mesa's multiplication by its reciprocal
		 */
		r = 1.0f / s[0];
		break;
	default:
		return;
	}
	v->op = IR_CONST;
	v->nsrc = 0;
	v->neg = 0;
	v->imm = float_bits(r);
}

/*
 * a * b + c as one mad where the product has no other use (GLSL lets
 * a compiler contract them; Mesa's ir3 does).  A negated product is
 * mad's negated first source; a negated addend its negated third.
 */
static void fuse_mad(struct ir *ir, const uint32_t *uses)
{
	uint32_t i, k;

	for (i = 0; i < ir->n; i++) {
		struct ir_value *v = &ir->v[i];

		if (v->op != IR_FADD)
			continue;
		for (k = 0; k < 2; k++) {
			const struct ir_value *m = &ir->v[v->src[k]];
			uint32_t other = v->src[1 - k];
			uint8_t neg = 0;

			if (m->op != IR_FMUL || m->neg || uses[v->src[k]] != 1)
				continue;
			/*
			 * 0 - a * b is GLSL's -(a * b) (SPIR-V's OpFNegate
			 * comes as 0 - x): negations() makes it one, -0.0
			 * where the product is 0.0, which a mad adding 0.0
			 * would not give
			 */
			if ((v->neg & (1u << k)) && ir->v[other].op == IR_CONST &&
			    !ir->v[other].imm)
				continue;
			if (v->neg & (1u << k))
				neg |= 1;
			if (v->neg & (1u << (1 - k)))
				neg |= 4;
			v->op = IR_FMAD;
			v->nsrc = 3;
			v->neg = neg;
			v->src[2] = other;
			v->src[0] = m->src[0];
			v->src[1] = m->src[1];
			break;
		}
	}
}

static void count_uses(const struct ir *ir, const bool *live, uint32_t *uses)
{
	uint32_t i, s, c;

	memset(uses, 0, ir->n * sizeof(*uses));
	for (i = 0; i < ir->n; i++)
		if (live[i])
			for (s = 0; s < ir->v[i].nsrc; s++)
				uses[ir->v[i].src[s]]++;
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				uses[ir->out[s][c]]++;
}

static bool is_bits(const struct ir *ir, uint32_t v, uint32_t bits)
{
	return ir->v[v].op == IR_CONST && ir->v[v].imm == bits;
}

/*
 * x * 1 and x + 0 are x (a MOV, which copy propagation then removes);
 * x * 1 + y is x + y
 */
static void simplify(struct ir *ir, struct ir_value *v)
{
	uint32_t k;

	/* Either way the same */
	if (v->op == IR_SEL && !(v->neg & 6) && v->src[1] == v->src[2]) {
		v->op = IR_MOV;
		v->src[0] = v->src[1];
		v->nsrc = 1;
		v->neg = 0;
		return;
	}
	/* A comparison's 1 or 0 as 1.0 or 0.0: converted (NIR's b2f) */
	if (v->op == IR_SEL && !v->neg &&
	    ir_is_cmp(ir->v[v->src[0]].op) &&
	    is_bits(ir, v->src[1], 0x3f800000u) && is_bits(ir, v->src[2], 0)) {
		v->op = IR_U2F;
		v->nsrc = 1;
		return;
	}

	if (v->op == IR_FMAD && !(v->neg & 3)) {
		for (k = 0; k < 2; k++) {
			if (!is_bits(ir, v->src[k], 0x3f800000u))
				continue;
			v->op = IR_FADD;
			v->src[0] = v->src[1 - k];
			v->src[1] = v->src[2];
			v->nsrc = 2;
			v->neg = v->neg & 4 ? 2 : 0;
			break;
		}
	}
	if ((v->op != IR_FMUL && v->op != IR_FADD) || v->neg)
		return;
	for (k = 0; k < 2; k++) {
		const struct ir_value *c = &ir->v[v->src[k]];

		if (c->op != IR_CONST ||
		    c->imm != (v->op == IR_FMUL ? 0x3f800000u : 0))
			continue;
		v->op = IR_MOV;
		v->src[0] = v->src[1 - k];
		v->nsrc = 1;
		return;
	}
}

/*
 * 0 - x, as the SPIR-V reader makes -x, left unfused: absneg.f's (neg)x,
 * the same one instruction, which makes -0.0 of 0.0 as IEEE's negation
 * does (0 - 0.0 is 0.0); of a product used nowhere else, the product of
 * its first factor negated, as Mesa folds fneg(fmul) (uses may be NULL)
 */
static void negations(struct ir *ir, const uint32_t *uses)
{
	uint32_t i;

	for (i = 0; i < ir->n; i++) {
		struct ir_value *v = &ir->v[i];
		const struct ir_value *x;

		if (v->op != IR_FADD || v->neg != 2 ||
		    !is_bits(ir, v->src[0], 0))
			continue;
		x = &ir->v[v->src[1]];
		if (uses && uses[v->src[1]] == 1 && x->op == IR_FMUL &&
		    !x->neg) {
			v->op = IR_FMUL;
			v->src[0] = x->src[0];
			v->src[1] = x->src[1];
			v->neg = 1;
			continue;
		}
		v->op = IR_FNEG;
		v->src[0] = v->src[1];
		v->nsrc = 1;
		v->neg = 1;
	}
}

void ir_optimize(struct ir *ir)
{
	uint32_t i, s, c, *uses;
	bool *live;

	for (i = 0; i < ir->n; i++) {
		struct ir_value *v = &ir->v[i];

		for (s = 0; s < v->nsrc; s++)
			v->src[s] = resolve(ir, v->src[s]);
		fold(ir, v);
		simplify(ir, v);
	}
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				ir->out[s][c] = resolve(ir, ir->out[s][c]);
	for (i = 0; i < ir->nr_loops; i++)
		ir->loops[i].cond = resolve(ir, ir->loops[i].cond);
	/* A phi's back edge comes after it: made a copy since, perhaps */
	for (i = 0; i < ir->n; i++)
		if (ir->v[i].op == IR_PHI)
			ir->v[i].src[1] = resolve(ir, ir->v[i].src[1]);

	live = malloc(ir->n * sizeof(*live));
	uses = malloc(ir->n * sizeof(*uses));
	if (live && uses) {
		ir_live(ir, live);
		count_uses(ir, live, uses);
		fuse_mad(ir, uses);
	}
	negations(ir, live && uses ? uses : NULL);
	free(live);
	free(uses);
}

void ir_live(const struct ir *ir, bool *live)
{
	uint32_t i, s, c;
	bool again = true;

	memset(live, 0, ir->n * sizeof(*live));
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				live[ir->out[s][c]] = true;
	for (i = 0; i < ir->nr_loops; i++)
		if (ir->loops[i].cond < ir->n)
			live[ir->loops[i].cond] = true;
	/*
	 * Sources come before their users: one backward sweep, again while
	 * a live phi's back edge (after it) was found dead
	 */
	while (again) {
		again = false;
		for (i = ir->n; i-- > 0;) {
			if (ir->v[i].op == IR_KILL)
				live[i] = true;	/* an effect, not a result */
			if (!live[i])
				continue;
			if (ir->v[i].op == IR_PHI && !live[ir->v[i].src[1]])
				again = true;
			for (s = 0; s < ir->v[i].nsrc; s++)
				live[ir->v[i].src[s]] = true;
		}
	}
}
