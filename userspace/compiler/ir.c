// SPDX-License-Identifier: MIT
/*
 * Building the IR: values are appended in the order the shader computes
 * them, so a value's sources always come before it.
 */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

void ir_init(struct ir *ir)
{
	memset(ir, 0, sizeof(*ir));
	memset(ir->out, 0xff, sizeof(ir->out));
}

void ir_fini(struct ir *ir)
{
	free(ir->v);
	ir->v = NULL;
}

uint32_t ir_emit(struct ir *ir, enum ir_op op, unsigned int nsrc,
		 const uint32_t *src, uint8_t neg, uint32_t imm)
{
	struct ir_value *v;
	unsigned int i;

	for (i = 0; i < nsrc; i++)
		if (src[i] == IR_NONE)
			return IR_NONE;		/* an earlier failure */
	if (ir->n == ir->cap) {
		uint32_t cap = ir->cap ? ir->cap * 2 : 256;
		struct ir_value *nv;

		if (cap > (1u << 20) ||
		    !(nv = realloc(ir->v, cap * sizeof(*nv)))) {
			strcpy(ir->error, "the shader is too large");
			return IR_NONE;
		}
		ir->v = nv;
		ir->cap = cap;
	}
	v = &ir->v[ir->n];
	memset(v, 0, sizeof(*v));
	v->op = op;
	v->nsrc = nsrc;
	v->neg = neg;
	v->imm = imm;
	for (i = 0; i < nsrc; i++)
		v->src[i] = src[i];
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
	return ir_emit(ir, op, 1, &a, 0, 0);
}

uint32_t ir_alu2(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint8_t neg)
{
	const uint32_t src[2] = { a, b };

	return ir_emit(ir, op, 2, src, neg, 0);
}

uint32_t ir_alu3(struct ir *ir, enum ir_op op, uint32_t a, uint32_t b,
		 uint32_t c, uint8_t neg)
{
	const uint32_t src[3] = { a, b, c };

	return ir_emit(ir, op, 3, src, neg, 0);
}
