// SPDX-License-Identifier: MIT
/*
 * Half precision, on request (mrc_half_precision, mrc -h): float
 * arithmetic whose IR value is RelaxedPrecision (GLSL's mediump and
 * lowp) computes in half registers.  On a3xx/a4xx the half registers
 * hr0.x.. are a file of their own (Mesa's mergedregs is false before
 * a6xx; the GPU model keeps them apart too), so ra.c allocates them
 * apart from the full ones.
 *
 * What stays full: inputs and varyings (bary.f), uniforms, outputs (the
 * render targets and varyings are programmed full precision), samples'
 * coordinates and results (register groups), comparisons and selects,
 * integers, and a value written more than once (a loop's variable).  A
 * half instruction reads its register sources converted (cov.f32f16,
 * once per block: a loop's marker or a branch starts another), its
 * uniform operands likewise (what a half read of the constant file
 * gives on a3xx/a4xx is not a documented fact here), the float table's
 * numbers from the half table; a full instruction reads a half value
 * converted back (cov.f16f32), and so do the outputs at the end.
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

bool mrc_half_precision;

/* The opcode op has in half precision, or 0 where it stays full */
static unsigned int half_opcode(unsigned int opc)
{
	switch (opc) {
	case IR3_OPC_ADD_F:
	case IR3_OPC_MUL_F:
	case IR3_OPC_MIN_F:
	case IR3_OPC_MAX_F:
	case IR3_OPC_FLOOR_F:
	case IR3_OPC_CEIL_F:
	case IR3_OPC_ABSNEG_F:
	case IR3_OPC_RCP:
	case IR3_OPC_RSQ:
	case IR3_OPC_SQRT:
	case IR3_OPC_EXP2:
	case IR3_OPC_LOG2:
	case IR3_OPC_SIN:
	case IR3_OPC_COS:
		return opc;
	case IR3_OPC_MAD_F32:
		return IR3_OPC_MAD_F16;
	default:
		return 0;
	}
}

struct half_pass {
	struct vprog *p;
	struct vinstr *out;		/* the new list */
	uint32_t n, cap;
	/* Per virtual register: its conversion in this block, or none */
	uint32_t *to_half, *to_full;
	uint32_t cache_cap;
};

static struct vinstr *append(struct half_pass *h)
{
	if (h->n == h->cap) {
		uint32_t cap = h->cap * 2;
		struct vinstr *n = cap > MRC_MAX_INSTRS * 2 ? NULL :
				   realloc(h->out, cap * sizeof(*n));

		if (!n) {
			mrc_error(h->p, "the shader needs more than %u instructions",
				  MRC_MAX_INSTRS);
			return NULL;
		}
		h->out = n;
		h->cap = cap;
	}
	return &h->out[h->n++];
}

/* The caches as long as the registers (mrc_vreg_new grows those) */
static int grow_caches(struct half_pass *h)
{
	uint32_t cap = h->p->cap_regs, *a, *b;

	if (cap <= h->cache_cap)
		return 0;
	a = realloc(h->to_half, cap * sizeof(*a));
	if (a)
		h->to_half = a;
	b = a ? realloc(h->to_full, cap * sizeof(*b)) : NULL;
	if (b)
		h->to_full = b;
	if (!a || !b)
		return mrc_error(h->p, "out of memory");
	h->cache_cap = cap;
	return 0;
}

/*
 * The register holding vreg r (or, with r VREG_NONE, uniform component
 * cnum) in the other precision: a cov before the instruction being
 * rebuilt, or this block's earlier one
 */
static uint32_t convert(struct half_pass *h, uint32_t r, uint32_t cnum,
			bool to_half)
{
	uint32_t *cache = to_half ? h->to_half : h->to_full, d;
	struct vinstr *v;

	if (r != VREG_NONE && cache[r] != VREG_NONE)
		return cache[r];
	d = mrc_vreg_new(h->p, -1);
	if (d == VREG_NONE || grow_caches(h))
		return VREG_NONE;
	h->to_half[d] = h->to_full[d] = VREG_NONE;
	cache = to_half ? h->to_half : h->to_full;
	h->p->regs[d].half = to_half;
	v = append(h);
	if (!v)
		return VREG_NONE;
	memset(v, 0, sizeof(*v));
	v->in = ir3_instr_of(IR3_OPC_MOV);
	v->in.cat1.src_type = to_half ? IR3_TYPE_F32 : IR3_TYPE_F16;
	v->in.cat1.dst_type = to_half ? IR3_TYPE_F16 : IR3_TYPE_F32;
	v->in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .half = to_half };
	v->dst = d;
	v->src[0] = r;
	v->src[1] = v->src[2] = VREG_NONE;
	v->in.nsrc = 1;
	v->cls = VCLASS_ALU;
	if (r != VREG_NONE) {
		v->in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR,
						 .half = !to_half };
		cache[r] = d;
	} else {
		v->in.src[0] = (struct ir3_reg){ .kind = IR3_REG_CONST,
						 .num = (unsigned short)cnum };
	}
	return d;
}

/* v made half: its opcode's half form, its sources half registers */
static int make_half(struct half_pass *h, struct vinstr *v)
{
	unsigned int opc = half_opcode(v->in.opc), k;

	for (k = 0; k < v->in.nsrc; k++) {
		struct ir3_reg *r = &v->in.src[k];
		uint32_t c = VREG_NONE;

		if (r->kind == IR3_REG_GPR && !h->p->regs[v->src[k]].half)
			c = convert(h, v->src[k], 0, true);
		else if (r->kind == IR3_REG_CONST)
			c = convert(h, VREG_NONE, r->num, true);
		else if (r->kind == IR3_REG_FLUT || r->kind == IR3_REG_GPR)
			c = v->src[k];
		else
			return mrc_error(h->p, "a half-precision operand of kind %u",
					 r->kind);
		if (c == VREG_NONE && r->kind != IR3_REG_FLUT)
			return -1;
		if (r->kind == IR3_REG_CONST)
			*r = (struct ir3_reg){ .kind = IR3_REG_GPR,
					       .neg = r->neg, .abs = r->abs };
		v->src[k] = c;
		r->half = 1;
	}
	if (opc != v->in.opc) {
		struct ir3_instr in = ir3_instr_of(opc);

		in.dst = v->in.dst;
		in.nsrc = v->in.nsrc;
		memcpy(in.src, v->in.src, sizeof(in.src));
		v->in = in;
	}
	/* cat2/cat4: the sources' precision, and the result's with it */
	v->in.full = 0;
	v->in.dst.half = 1;
	return 0;
}

/* Half registers v reads, read converted to full */
static int read_full(struct half_pass *h, struct vinstr *v)
{
	unsigned int k;

	for (k = 0; k < 3; k++) {
		uint32_t c;

		/* Not those it reads half on purpose (a cov from a half) */
		if (v->src[k] == VREG_NONE || !h->p->regs[v->src[k]].half ||
		    (k < v->in.nsrc && v->in.src[k].half))
			continue;
		c = convert(h, v->src[k], 0, false);
		if (c == VREG_NONE)
			return -1;
		v->src[k] = c;
		v->in.src[k].half = 0;
	}
	return 0;
}

/* The registers to be half: results of relaxed float ops written once */
static int choose(struct vprog *p, bool *is_half)
{
	uint32_t *writer = mrc_writers(p);
	uint32_t i;

	if (!writer)
		return -1;
	for (i = 0; i < p->n; i++) {
		const struct vinstr *v = &p->ins[i];

		is_half[i] = v->relaxed && half_opcode(v->in.opc) &&
			     v->dst != VREG_NONE && writer[v->dst] == i &&
			     p->regs[v->dst].fixed < 0 &&
			     p->regs[v->dst].head == VREG_NONE;
		if (is_half[i])
			p->regs[v->dst].half = 1;
	}
	free(writer);
	return 0;
}

static void forget_conversions(struct half_pass *h)
{
	memset(h->to_half, 0xff, h->p->nr_regs * sizeof(*h->to_half));
	memset(h->to_full, 0xff, h->p->nr_regs * sizeof(*h->to_full));
}

/* The outputs read full: a cov at the end for each half one */
static int outputs_full(struct half_pass *h)
{
	struct vprog *p = h->p;
	uint32_t s, c;

	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++) {
			uint32_t v = p->out[s][c];

			if (v == VREG_NONE || !p->regs[v].half)
				continue;
			v = convert(h, v, 0, false);
			if (v == VREG_NONE)
				return -1;
			p->out[s][c] = v;
		}
	return 0;
}

int mrc_half(struct vprog *p)
{
	struct half_pass h = { .p = p };
	bool *is_half;
	uint32_t i;
	int ret = -1;

	if (!mrc_half_precision || !p->n)
		return 0;
	is_half = calloc(p->n, sizeof(*is_half));
	h.cap = p->n * 2;
	h.out = malloc(h.cap * sizeof(*h.out));
	h.cache_cap = p->cap_regs ? p->cap_regs : 1;
	h.to_half = malloc(h.cache_cap * sizeof(*h.to_half));
	h.to_full = malloc(h.cache_cap * sizeof(*h.to_full));
	if (!is_half || !h.out || !h.to_half || !h.to_full) {
		mrc_error(p, "out of memory");
		goto out;
	}
	if (choose(p, is_half))
		goto out;
	forget_conversions(&h);
	for (i = 0; i < p->n; i++) {
		struct vinstr v = p->ins[i], *slot;

		/* A block starts: a loop's marker, or after a branch */
		if (mrc_is_mark(&v))
			forget_conversions(&h);
		else if (is_half[i] ? make_half(&h, &v) : read_full(&h, &v))
			goto out;
		slot = append(&h);
		if (!slot)
			goto out;
		*slot = v;
		if (v.in.opc == IR3_OPC_BR)
			forget_conversions(&h);
	}
	forget_conversions(&h);
	if (outputs_full(&h))
		goto out;
	free(p->ins);
	p->ins = h.out;
	p->n = h.n;
	p->cap = h.cap;
	h.out = NULL;
	ret = 0;
out:
	free(is_half);
	free(h.out);
	free(h.to_half);
	free(h.to_full);
	return ret;
}
