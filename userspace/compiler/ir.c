// SPDX-License-Identifier: MIT
/*
 * Building the IR: values are appended in the order the shader computes
 * them, so a value's sources always come before it (a phi's second
 * source excepted); a value equal to one already there (the same op on
 * the same sources) is that one, phis excepted.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "ir3_isa.h"

void ir_init(struct ir *ir)
{
	memset(ir, 0, sizeof(*ir));
	memset(ir->out, 0xff, sizeof(ir->out));
}

void ir_fini(struct ir *ir)
{
	free(ir->v);
	free(ir->hash);
	ir->v = NULL;
	ir->hash = NULL;
}

static uint32_t hash_of(const struct ir_value *v)
{
	uint32_t h = v->op * 0x9e3779b1u ^ v->neg * 0x85ebca6bu ^ v->imm;
	unsigned int i;

	for (i = 0; i < v->nsrc; i++)
		h = (h ^ v->src[i]) * 0x01000193u;
	return h ^ (h >> 15);
}

static bool same(const struct ir_value *a, const struct ir_value *b)
{
	unsigned int i;

	if (a->op != b->op || a->nsrc != b->nsrc || a->neg != b->neg ||
	    a->imm != b->imm)
		return false;
	for (i = 0; i < a->nsrc; i++)
		if (a->src[i] != b->src[i])
			return false;
	return true;
}

/* The table's slot for v: an equal value's, or an empty one */
static uint32_t *slot_of(struct ir *ir, const struct ir_value *v)
{
	uint32_t i = hash_of(v) & (ir->hash_cap - 1);

	while (ir->hash[i] != IR_NONE && !same(&ir->v[ir->hash[i]], v))
		i = (i + 1) & (ir->hash_cap - 1);
	return &ir->hash[i];
}

/* Room for the values: the table at most half full */
static bool grow_hash(struct ir *ir)
{
	uint32_t cap = ir->hash_cap ? ir->hash_cap * 2 : 1024, i;
	uint32_t *old = ir->hash, old_cap = ir->hash_cap;

	ir->hash = malloc(cap * sizeof(*ir->hash));
	if (!ir->hash) {
		ir->hash = old;
		return false;
	}
	memset(ir->hash, 0xff, cap * sizeof(*ir->hash));
	ir->hash_cap = cap;
	for (i = 0; i < old_cap; i++)
		if (old[i] != IR_NONE)
			*slot_of(ir, &ir->v[old[i]]) = old[i];
	free(old);
	return true;
}

/* Room for one more value: false (ir->error says) when there is none */
static bool room(struct ir *ir)
{
	uint32_t cap = ir->cap ? ir->cap * 2 : 256;
	struct ir_value *nv;

	if (ir->n < ir->cap)
		return true;
	nv = cap > (1u << 20) ? NULL : realloc(ir->v, cap * sizeof(*nv));
	if (!nv) {
		strcpy(ir->error, "the shader is too large");
		return false;
	}
	ir->v = nv;
	ir->cap = cap;
	return true;
}

uint32_t ir_emit(struct ir *ir, enum ir_op op, unsigned int nsrc,
		 const uint32_t *src, uint8_t neg, uint32_t imm)
{
	struct ir_value *v, key;
	uint32_t *slot;
	unsigned int i;

	/*
	 * IR_NONE: an earlier failure, or a scalar a malformed module never
	 * set; either way no value refers past the list
	 */
	if (nsrc > IR_MAX_SRCS) {
		if (!ir->error[0])
			strcpy(ir->error, "an IR value of too many sources");
		return IR_NONE;
	}
	for (i = 0; i < nsrc; i++)
		if (src[i] >= ir->n) {
			if (!ir->error[0])
				strcpy(ir->error, "SPIR-V: a value used before it is made");
			return IR_NONE;
		}
	memset(&key, 0, sizeof(key));
	key.op = op;
	key.nsrc = nsrc;
	key.neg = neg;
	key.imm = imm;
	for (i = 0; i < nsrc; i++)
		key.src[i] = src[i];
	if ((ir->n + 1) * 2 > ir->hash_cap && !grow_hash(ir)) {
		strcpy(ir->error, "out of memory");
		return IR_NONE;
	}
	slot = slot_of(ir, &key);
	if (*slot != IR_NONE) {
		/* One value for two asks: relaxed only if both may be */
		ir->v[*slot].relaxed &= ir->relaxed_ctx;
		return *slot;
	}
	if (!room(ir))
		return IR_NONE;
	v = &ir->v[ir->n];
	*v = key;
	v->relaxed = ir->relaxed_ctx;
	*slot = ir->n;
	return ir->n++;
}

uint32_t ir_const(struct ir *ir, uint32_t bits)
{
	return ir_emit(ir, IR_CONST, 0, NULL, 0, bits);
}

uint32_t ir_float(struct ir *ir, float f)
{
	uint32_t bits;

	memcpy(&bits, &f, 4);
	return ir_const(ir, bits);
}

uint32_t ir_alu1(struct ir *ir, enum ir_op op, uint32_t a)
{
	uint32_t r;

	if (ir_fold_int(ir, op, 1, &a, 0, &r))
		return ir_const(ir, r);
	return ir_emit(ir, op, 1, &a, 0, 0);
}

bool ir_known(const struct ir *ir, uint32_t v, uint32_t *bits)
{
	if (v >= ir->n || ir->v[v].op != IR_CONST)
		return false;
	*bits = ir->v[v].imm;
	return true;
}

/* The constant's float, when v is one */
static bool const_float(const struct ir *ir, uint32_t v, float *f)
{
	uint32_t bits;

	if (!ir_known(ir, v, &bits))
		return false;
	memcpy(f, &bits, 4);
	return true;
}

/*
 * Sums and products of constants are made constants at once (as opt.c
 * would later), so that a loop counting in floats has a known
 * condition to unroll by
 */
uint32_t ir_alu2(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint8_t neg)
{
	const uint32_t src[2] = { a, b };
	uint32_t r;
	float x, y;

	if (!neg && ir_fold_int(ir, op, 2, src, 0, &r))
		return ir_const(ir, r);
	if ((op == IR_FADD || op == IR_FMUL) && const_float(ir, a, &x) &&
	    const_float(ir, b, &y)) {
		x = neg & 1 ? -x : x;
		y = neg & 2 ? -y : y;
		return ir_float(ir, op == IR_FADD ? x + y : x * y);
	}
	return ir_emit(ir, op, 2, src, neg, 0);
}

uint32_t ir_alu3(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint32_t c, uint8_t neg)
{
	const uint32_t src[3] = { a, b, c };
	uint32_t cond;

	/* A select on a known condition is its side */
	if (op == IR_SEL && !neg && ir_known(ir, a, &cond))
		return cond ? b : c;
	return ir_emit(ir, op, 3, src, neg, 0);
}

static uint32_t int_compare(struct ir *ir, enum ir_op op, uint32_t a,
			    uint32_t b, unsigned int cond)
{
	const uint32_t src[2] = { a, b };
	uint32_t r;

	if (ir_fold_int(ir, op, 2, src, cond, &r))
		return ir_const(ir, r);
	return ir_emit(ir, op, 2, src, 0, cond);
}

uint32_t ir_icmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond)
{
	return int_compare(ir, IR_ICMP, a, b, cond);
}

uint32_t ir_ucmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond)
{
	return int_compare(ir, IR_UCMP, a, b, cond);
}

uint32_t ir_fcmp(struct ir *ir, uint32_t a, uint32_t b, unsigned int cond)
{
	const uint32_t src[2] = { a, b };
	float x, y;
	bool r;

	if (const_float(ir, a, &x) && const_float(ir, b, &y)) {
		switch (cond) {
		case IR3_COND_LT:
			r = x < y;
			break;
		case IR3_COND_LE:
			r = x <= y;
			break;
		case IR3_COND_GT:
			r = x > y;
			break;
		case IR3_COND_GE:
			r = x >= y;
			break;
		case IR3_COND_EQ:
			r = x == y;
			break;
		default:
			r = x != y;
			break;
		}
		return ir_const(ir, r);
	}
	return ir_emit(ir, IR_FCMP, 2, src, 0, cond);
}

void ir_kill(struct ir *ir, uint32_t cond)
{
	uint32_t bits;

	if (cond == IR_NONE)
		cond = ir_const(ir, 1);
	if (ir_known(ir, cond, &bits) && !bits)
		return;		/* never */
	ir_emit(ir, IR_KILL, 1, &cond, 0, 0);
}

uint32_t ir_loop_begin(struct ir *ir)
{
	struct ir_loop *l;

	if (ir->nr_loops == IR_MAX_LOOPS) {
		if (!ir->error[0])
			snprintf(ir->error, sizeof(ir->error),
				 "more than %u loops", IR_MAX_LOOPS);
		return IR_NONE;
	}
	l = &ir->loops[ir->nr_loops];
	l->begin = ir->n;
	l->end = IR_NONE;
	l->phis = 0;
	l->cond = IR_NONE;
	return ir->nr_loops++;
}

/*
 * Appended as it is: a phi is never another's (its back edge differs).
 * The loop's phis come first, one after the other.
 */
uint32_t ir_phi(struct ir *ir, uint32_t loop, uint32_t entry)
{
	struct ir_loop *l = loop < ir->nr_loops ? &ir->loops[loop] : NULL;

	if (!l || l->begin + l->phis != ir->n || entry >= ir->n || !room(ir))
		return IR_NONE;
	ir->v[ir->n] = (struct ir_value){ .op = IR_PHI, .nsrc = 2,
					  .src = { entry, entry },
					  .imm = loop };
	l->phis++;
	return ir->n++;
}

void ir_phi_close(struct ir *ir, uint32_t phi, uint32_t back)
{
	struct ir_value *v;

	if (phi >= ir->n || ir->v[phi].op != IR_PHI)
		return;
	v = &ir->v[phi];
	if (back >= ir->n || back == phi) {
		/* The body leaves it alone: the value entering, throughout */
		v->op = IR_MOV;
		v->nsrc = 1;
		return;
	}
	v->src[1] = back;
}

void ir_loop_end(struct ir *ir, uint32_t loop, uint32_t cond)
{
	if (loop >= ir->nr_loops)
		return;
	ir->loops[loop].end = ir->n;
	ir->loops[loop].cond = cond < ir->n ? cond : ir_const(ir, 0);
}

void ir_loops_drop(struct ir *ir, uint32_t first, uint32_t from)
{
	uint32_t i;

	if (first < ir->nr_loops)
		ir->nr_loops = first;
	/*
	 * What is left of them is dead, but for kills (always live) and
	 * phis (bound to a loop no longer there): constants, harmless
	 */
	for (i = from; i < ir->n; i++)
		if (ir->v[i].op == IR_KILL || ir->v[i].op == IR_PHI)
			ir->v[i] = (struct ir_value){ .op = IR_CONST };
}

bool ir_has_kill(const struct ir *ir)
{
	for (uint32_t i = 0; i < ir->n; i++)
		if (ir->v[i].op == IR_KILL)
			return true;
	return false;
}
