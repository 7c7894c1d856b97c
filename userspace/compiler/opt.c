// SPDX-License-Identifier: MIT
/*
 * IR optimizations: copy propagation (a MOV's users read its source),
 * constant folding of the float arithmetic whose IEEE binary32 result the
 * host computes as the GPU does (add, multiply, min, max), and liveness
 * from the outputs (what lowering emits).
 */
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
	default:
		return;
	}
	v->op = IR_CONST;
	v->nsrc = 0;
	v->neg = 0;
	v->imm = float_bits(r);
}

void ir_optimize(struct ir *ir)
{
	uint32_t i, s, c;

	for (i = 0; i < ir->n; i++) {
		struct ir_value *v = &ir->v[i];

		for (s = 0; s < v->nsrc; s++)
			v->src[s] = resolve(ir, v->src[s]);
		fold(ir, v);
	}
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				ir->out[s][c] = resolve(ir, ir->out[s][c]);
}

void ir_live(const struct ir *ir, bool *live)
{
	uint32_t i, s, c;

	memset(live, 0, ir->n * sizeof(*live));
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (ir->out[s][c] != IR_NONE)
				live[ir->out[s][c]] = true;
	/* Sources come before their users: one backward sweep */
	for (i = ir->n; i-- > 0;) {
		if (!live[i])
			continue;
		for (s = 0; s < ir->v[i].nsrc; s++)
			live[ir->v[i].src[s]] = true;
	}
}
