// SPDX-License-Identifier: MIT
/*
 * Unit tests of mrc's passes, each on input made for it: the optimizer
 * on hand-built IR, lowering on IR whose operands it must place, the
 * register allocator on a hand-built virtual program, and the scheduler
 * and emitter through an independent check of the code they make (every
 * ALU result read no sooner than the delay rules allow, p0.x by a kill
 * too, every SFU and sample result read after (ss) or (sy), no bary.f
 * after a kill).  Host only, no GPU model.  TAP.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"
#include "tap.h"

static uint32_t input(struct ir *ir, uint32_t loc, uint32_t comp)
{
	return ir_emit(ir, IR_INPUT, 0, NULL, 0, loc * 4 + comp);
}

/* ---- opt.c ------------------------------------------------------------- */

static void test_optimizer(void)
{
	struct ir ir;
	uint32_t x, y, a, b, prod, sum, twice, dead, one;
	bool live[64];

	ir_init(&ir);
	x = input(&ir, 0, 0);
	y = input(&ir, 0, 1);
	a = ir_alu2(&ir, IR_FMUL, x, y, 0);
	b = ir_alu2(&ir, IR_FMUL, x, y, 0);
	tap_ok(a == b, "value numbering: x * y twice is one value");

	ir.out[0][0] = ir_alu2(&ir, IR_FADD, ir_float(&ir, 2), ir_float(&ir, 3),
			       0);
	one = ir_float(&ir, 1);
	ir.out[0][1] = ir_alu2(&ir, IR_FMUL, x, one, 0);
	ir.out[0][2] = ir_alu2(&ir, IR_FADD, ir_float(&ir, 0), y, 0);
	/* a product read once fuses; one read twice does not */
	prod = ir_alu2(&ir, IR_FMUL, x, x, 0);
	ir.out[0][3] = ir_alu2(&ir, IR_FADD, prod, y, 2);
	twice = ir_alu2(&ir, IR_FMUL, y, y, 0);
	ir.out[1][0] = ir_alu2(&ir, IR_FADD, twice, x, 0);
	ir.out[1][1] = twice;
	/* a mad by 1 is an add */
	ir.out[1][2] = ir_alu3(&ir, IR_FMAD, one, y, x, 0);
	dead = ir_alu1(&ir, IR_RCP, y);
	ir_optimize(&ir);

	tap_ok(ir.v[ir.out[0][0]].op == IR_CONST &&
	       ir.v[ir.out[0][0]].imm == 0x40a00000u,
	       "constant folding: 2 + 3 is the constant 5");
	tap_ok(ir.out[0][1] == x, "x * 1 is x (copy propagation)");
	tap_ok(ir.out[0][2] == y, "0 + y is y");
	tap_ok(ir.v[ir.out[0][3]].op == IR_FMAD &&
	       ir.v[ir.out[0][3]].src[0] == x &&
	       ir.v[ir.out[0][3]].src[2] == y &&
	       ir.v[ir.out[0][3]].neg == 4,
	       "x * x - y fuses into a mad with a negated addend");
	tap_ok(ir.v[ir.out[1][0]].op == IR_FADD,
	       "a product read twice is not fused");
	sum = ir.out[1][2];
	tap_ok(ir.v[sum].op == IR_FADD &&
	       ((ir.v[sum].src[0] == y && ir.v[sum].src[1] == x) ||
		(ir.v[sum].src[0] == x && ir.v[sum].src[1] == y)),
	       "1 * y + x is y + x");
	ir_live(&ir, live);
	tap_ok(ir.n <= 64 && !live[dead] && live[x] && live[y],
	       "liveness: a value no output reaches is dead");
	ir_fini(&ir);
}

/* ---- lower.c ----------------------------------------------------------- */

/* The lowered program of a vertex shader whose outputs ir holds */
/* Lowers ir as a vertex shader whose uniforms take uniform_vec4s */
static int lower_vs_after(struct ir *ir, struct vprog *p, char *err,
			  size_t len, unsigned int uniform_vec4s)
{
	struct mrc_shader sh;

	memset(&sh, 0, sizeof(sh));
	sh.shader.const_vec4s = (uint8_t)uniform_vec4s;
	memset(p, 0, sizeof(*p));
	p->stage = MRC_VERTEX;
	p->gen = 3;
	p->error = err;
	p->error_len = len;
	err[0] = 0;
	return mrc_lower(ir, NULL, &sh, p);
}

static int lower_vs(struct ir *ir, struct vprog *p, char *err, size_t len)
{
	return lower_vs_after(ir, p, err, len, 0);
}

static const struct vinstr *find(const struct vprog *p, unsigned int opc)
{
	for (uint32_t i = 0; i < p->n; i++)
		if (p->ins[i].in.opc == opc)
			return &p->ins[i];
	return NULL;
}

/*
 * Constants the float table lacks: read from the constant file past the
 * uniforms (c2 here), one component each however often read; a
 * source the encoding takes no constant in (rcp's) is moved into a
 * register as an immediate, as cheap and taking no room; with the file's
 * room gone, the rest are moved too
 */
static void test_lowering_constants(void)
{
	struct ir ir;
	struct vprog p;
	const struct vinstr *v;
	uint32_t x, k, i, movs = 0, read = 0;
	char err[256];

	ir_init(&ir);
	x = input(&ir, 0, 0);
	k = ir_float(&ir, 0.3f);
	ir.out[0][0] = ir_alu2(&ir, IR_FMUL, x, k, 0);
	ir.out[0][1] = ir_alu2(&ir, IR_FADD, x, k, 0);
	ir.out[0][2] = ir_alu3(&ir, IR_FMAD, x, x, ir_float(&ir, 7.5f), 0);
	ir.out[0][3] = ir_alu1(&ir, IR_RCP, ir_float(&ir, 3.0f));
	if (lower_vs_after(&ir, &p, err, sizeof(err), 2)) {
		tap_ok(0, "lowering constants: %s", err);
		ir_fini(&ir);
		return;
	}
	for (i = 0; i < p.n; i++)
		for (unsigned int s = 0; s < p.ins[i].in.nsrc; s++)
			read += p.ins[i].in.src[s].kind == IR3_REG_CONST;
	v = find(&p, IR3_OPC_MUL_F);
	tap_ok(p.imm_base == 2 && p.nr_imm == 2 && read == 3 && v &&
	       v->in.src[1].kind == IR3_REG_CONST && v->in.src[1].num == 8 &&
	       find(&p, IR3_OPC_ADD_F)->in.src[1].num == 8 &&
	       find(&p, IR3_OPC_MAD_F32)->in.src[2].num == 9 &&
	       p.imm[0] == 0x3e99999a && p.imm[1] == 0x40f00000,
	       "0.3, read twice, and 7.5 are c2.x and c2.y past two uniform vec4s: %u constants, %u read",
	       p.nr_imm, read);
	v = find(&p, IR3_OPC_MOV);
	tap_ok(v && v->in.src[0].kind == IR3_REG_IMMED &&
	       v->in.src[0].imm == 0x40400000 &&
	       find(&p, IR3_OPC_RCP)->in.src[0].kind == IR3_REG_GPR,
	       "rcp's 3.0 is moved into a register as an immediate");
	mrc_vprog_free(&p);
	ir_fini(&ir);

	ir_init(&ir);
	x = input(&ir, 0, 0);
	ir.out[0][0] = x;
	for (i = 0; i < MRC_MAX_IMM + 2; i++)
		ir.out[0][0] = ir_alu2(&ir, IR_FADD, ir.out[0][0],
				       ir_float(&ir, 100.0f + (float)i), 0);
	if (lower_vs_after(&ir, &p, err, sizeof(err), 250)) {
		tap_ok(0, "lowering constants: %s", err);
		ir_fini(&ir);
		return;
	}
	for (i = 0; i < p.n; i++)
		movs += p.ins[i].in.opc == IR3_OPC_MOV;
	tap_ok(p.nr_imm == 20 && movs == MRC_MAX_IMM + 2 - 20,
	       "past uniform vec4 250, five vec4s of constants fill the file; the other %u are moved: %u constants, %u movs",
	       MRC_MAX_IMM + 2 - 20, p.nr_imm, movs);
	mrc_vprog_free(&p);
	ir_fini(&ir);
}

static void test_lowering(void)
{
	struct ir ir;
	struct vprog p;
	const struct vinstr *v;
	uint32_t x, u0, u1;
	char err[256];

	ir_init(&ir);
	x = input(&ir, 0, 0);
	u0 = ir_emit(&ir, IR_UNIFORM, 0, NULL, 0, 4);	/* c1.x */
	u1 = ir_emit(&ir, IR_UNIFORM, 0, NULL, 0, 5);	/* c1.y */
	ir.out[0][0] = ir_alu2(&ir, IR_FMUL, x, u0, 0);
	ir.out[0][1] = ir_alu2(&ir, IR_FMUL, x, ir_float(&ir, 2), 0);
	ir.out[0][2] = ir_alu3(&ir, IR_FMAD, x, u1, x, 0);
	ir.out[0][3] = ir_alu1(&ir, IR_RCP, u0);
	if (lower_vs(&ir, &p, err, sizeof(err))) {
		tap_ok(0, "lowering: %s", err);
		ir_fini(&ir);
		return;
	}
	v = find(&p, IR3_OPC_MUL_F);
	tap_ok(v && v->in.src[1].kind == IR3_REG_CONST &&
	       v->in.src[1].num == 4,
	       "a uniform is mul.f's operand c1.x, not moved into a register");
	v = v ? v + 1 : NULL;
	tap_ok(v && v->in.opc == IR3_OPC_MUL_F &&
	       v->in.src[1].kind == IR3_REG_FLUT && v->in.src[1].imm == 3,
	       "2.0 is the float table's entry 3");
	v = find(&p, IR3_OPC_MAD_F32);
	tap_ok(v && v->in.src[0].kind == IR3_REG_CONST &&
	       v->in.src[1].kind == IR3_REG_GPR,
	       "a mad's uniform factor moves to its first source");
	v = find(&p, IR3_OPC_RCP);
	tap_ok(v && v->in.src[0].kind == IR3_REG_GPR && find(&p, IR3_OPC_MOV),
	       "rcp of a uniform reads it from a register, moved there");
	mrc_vprog_free(&p);
	ir_fini(&ir);
	test_lowering_constants();

	/*
	 * Kills: a float comparison compared into p0.x itself, another
	 * boolean (an and, a select) compared with 0 there; kill reads it
	 */
	ir_init(&ir);
	x = input(&ir, 0, 0);
	u0 = ir_emit(&ir, IR_UNIFORM, 0, NULL, 0, 4);
	ir_kill(&ir, ir_fcmp(&ir, x, u0, IR3_COND_LT));
	ir_kill(&ir, ir_alu3(&ir, IR_SEL, ir_fcmp(&ir, x, ir_float(&ir, 1),
						  IR3_COND_GT),
			     ir_fcmp(&ir, u0, x, IR3_COND_EQ), ir_float(&ir, 0),
			     0));
	ir_kill(&ir, ir_const(&ir, 0));		/* never: none */
	ir.out[0][0] = x;
	ir.out[0][3] = x;
	if (lower_vs(&ir, &p, err, sizeof(err))) {
		tap_ok(0, "lowering kills: %s", err);
	} else {
		uint32_t kills = 0, cmps_f = 0, cmps_s = 0, i;
		bool paired = true;

		for (i = 0; i < p.n; i++) {
			const struct vinstr *k = &p.ins[i];

			if (k->in.opc != IR3_OPC_KILL)
				continue;
			kills++;
			paired = paired && i > 0 && k->src[0] == p.ins[i - 1].dst &&
				 p.regs[k->src[0]].fixed == MRC_REG_P0;
			cmps_f += i && p.ins[i - 1].in.opc == IR3_OPC_CMPS_F &&
				  p.ins[i - 1].in.cat2.cond == IR3_COND_LT;
			cmps_s += i && p.ins[i - 1].in.opc == IR3_OPC_CMPS_S &&
				  p.ins[i - 1].in.cat2.cond == IR3_COND_NE &&
				  p.ins[i - 1].in.src[1].kind == IR3_REG_IMMED &&
				  !p.ins[i - 1].in.src[1].imm;
		}
		tap_ok(kills == 2 && paired && cmps_f == 1 && cmps_s == 1,
		       "two kills, each after its comparison into p0.x (cmps.f.lt; cmps.s.ne with 0), none for a false condition: %u kills",
		       kills);
		mrc_vprog_free(&p);
	}
	ir_fini(&ir);

	/* A sample: one sam for the components read, coordinates paired */
	ir_init(&ir);
	{
		uint32_t st[2] = { input(&ir, 0, 0), input(&ir, 0, 1) };

		ir.out[0][0] = ir_emit(&ir, IR_TEX, 2, st, 0, 1 * 4 + 1);
		ir.out[0][1] = ir_emit(&ir, IR_TEX, 2, st, 0, 1 * 4 + 3);
	}
	if (lower_vs(&ir, &p, err, sizeof(err))) {
		tap_ok(0, "lowering a sample: %s", err);
	} else {
		uint32_t sams = 0;

		for (uint32_t i = 0; i < p.n; i++)
			sams += p.ins[i].in.opc == IR3_OPC_SAM;
		v = find(&p, IR3_OPC_SAM);
		tap_ok(sams == 1 && v->in.cat5.wrmask == 0xf &&
		       v->in.cat5.tex == 1 && v->in.cat5.samp == 1 &&
		       p.regs[v->dst].head == v->dst &&
		       p.regs[v->dst].width == 4 &&
		       p.regs[v->src[0]].width == 2 &&
		       p.out[0][0] == v->dst + 1 && p.out[0][1] == v->dst + 3,
		       "two components of one sample (y and w): one sam (wrmask xyzw, component c to dst + c) into a group of four");
		mrc_vprog_free(&p);
	}
	ir_fini(&ir);
}

/* ---- ra.c -------------------------------------------------------------- */

static struct vinstr *vadd(struct vprog *p, unsigned int opc, uint32_t dst,
			   uint32_t s0, uint32_t s1)
{
	struct vinstr *v = &p->ins[p->n++];

	memset(v, 0, sizeof(*v));
	v->in = ir3_instr_of(opc);
	v->dst = dst;
	v->src[0] = s0;
	v->src[1] = s1;
	v->src[2] = VREG_NONE;
	v->in.dst.kind = IR3_REG_GPR;
	v->in.nsrc = s1 != VREG_NONE ? 2 : s0 != VREG_NONE ? 1 : 0;
	for (unsigned int k = 0; k < v->in.nsrc; k++)
		v->in.src[k].kind = IR3_REG_GPR;
	return v;
}

/* An empty vertex program for a3xx of cap instructions, its errors in err */
static void vprog_init(struct vprog *p, struct vinstr *ins, uint32_t cap,
		       char *err, size_t err_len)
{
	memset(p, 0, sizeof(*p));
	p->stage = MRC_VERTEX;
	p->gen = 3;
	p->ins = ins;
	p->cap = cap;
	p->error = err;
	p->error_len = err_len;
	memset(p->out, 0xff, sizeof(p->out));
}

static void test_allocation(void)
{
	struct vinstr ins[8];
	struct vprog p;
	uint32_t a, b, c, g, t;
	char err[256] = "";
	int regs;

	vprog_init(&p, ins, 8, err, sizeof(err));
	a = mrc_vreg_new(&p, -1);
	b = mrc_vreg_new(&p, -1);
	c = mrc_vreg_new(&p, -1);
	g = mrc_vreg_group(&p, 2);
	t = mrc_vreg_group(&p, 4);
	vadd(&p, IR3_OPC_MOV, a, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_MOV, b, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_ADD_F, c, a, b);	/* a and b die here */
	vadd(&p, IR3_OPC_MOV, g, c, VREG_NONE);
	vadd(&p, IR3_OPC_MOV, g + 1, a, VREG_NONE);
	vadd(&p, IR3_OPC_SAM, t, g, VREG_NONE)->in.cat5.wrmask = 0xf;
	p.out[0][0] = t;
	p.out[0][1] = t + 3;
	regs = mrc_allocate(&p);
	tap_ok(regs > 0 && p.regs[a].phys != p.regs[b].phys &&
	       p.regs[c].phys != p.regs[a].phys &&
	       p.regs[g + 1].phys == p.regs[g].phys + 1 &&
	       p.regs[g].phys != p.regs[a].phys &&
	       p.regs[g + 1].phys != p.regs[a].phys,
	       "live values get registers of their own; a pair is consecutive (%s)",
	       err);
	tap_ok(regs > 0 && p.regs[t + 1].phys == p.regs[t].phys + 1 &&
	       p.regs[t + 3].phys == p.regs[t].phys + 3 &&
	       regs * 4 > p.regs[t].phys + 3,
	       "a sample's four results are consecutive, inside the footprint of %d",
	       regs);
	free(p.regs);
}

/*
 * A register the SFU read lately is left to cool where another is free
 * inside the footprint: writing it at once would wait with (ss) (the SFU
 * reads late).  a is the rcp's source and dies there; d died before it
 * without the SFU; c, the next value, takes d's register, not a's.
 */
static void test_late_unit_allocation(void)
{
	struct vinstr ins[8];
	struct vprog p;
	uint32_t a, c, d, g;
	char err[256] = "";
	int regs;

	vprog_init(&p, ins, 8, err, sizeof(err));
	g = mrc_vreg_group(&p, 2);
	a = mrc_vreg_new(&p, -1);
	d = mrc_vreg_new(&p, -1);
	c = mrc_vreg_new(&p, -1);
	vadd(&p, IR3_OPC_MOV, g + 1, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_MOV, a, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_MOV, d, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_MOV, VREG_NONE, d, VREG_NONE);	/* d dies */
	vadd(&p, IR3_OPC_RCP, g, a, VREG_NONE)->cls = VCLASS_SFU;
	vadd(&p, IR3_OPC_MOV, c, VREG_NONE, VREG_NONE);
	p.out[0][0] = g;
	p.out[0][1] = g + 1;
	p.out[0][2] = c;
	regs = mrc_allocate(&p);
	tap_ok(regs == 1 && p.regs[c].phys == p.regs[d].phys &&
	       p.regs[c].phys != p.regs[a].phys,
	       "a value after an SFU instruction takes a register it did not read (r%d.%c, the rcp read r%d.%c), inside the footprint (%d) %s",
	       p.regs[c].phys / 4, "xyzw"[p.regs[c].phys & 3],
	       p.regs[a].phys / 4, "xyzw"[p.regs[a].phys & 3], regs, err);
	free(p.regs);
}

/*
 * A loop's tail copy: "mov phi, b" at the tail, b written once in the
 * body's last block.  Where nothing reads the phi after b's writer, that
 * writer writes the phi itself, b's readers (after the loop too) read the
 * phi, and the copy goes; where the body reads the phi after it, the
 * copy stays.
 */
static void tail_copy_case(bool phi_read_after, unsigned int *dropped,
			   bool *renamed)
{
	struct vinstr ins[8];
	struct vprog p;
	uint32_t phi, b, c, p0, n;
	struct vinstr *v;
	char err[256] = "";

	vprog_init(&p, ins, 8, err, sizeof(err));
	phi = mrc_vreg_new(&p, -1);
	b = mrc_vreg_new(&p, -1);
	c = mrc_vreg_new(&p, -1);
	p0 = mrc_vreg_new(&p, MRC_REG_P0);
	vadd(&p, IR3_OPC_MOV, phi, VREG_NONE, VREG_NONE);
	vadd(&p, IR3_OPC_NOP, VREG_NONE, VREG_NONE, VREG_NONE)->mark =
		VMARK_HEAD;
	vadd(&p, IR3_OPC_ADD_F, b, phi, phi);
	/* c reads the phi after b's writer, or b */
	vadd(&p, IR3_OPC_MUL_F, c, phi_read_after ? phi : b, b);
	vadd(&p, IR3_OPC_CMPS_F, p0, c, VREG_NONE);
	vadd(&p, IR3_OPC_NOP, VREG_NONE, VREG_NONE, VREG_NONE)->mark =
		VMARK_TAIL;
	v = vadd(&p, IR3_OPC_MOV, phi, b, VREG_NONE);
	v->in.cat1.src_type = v->in.cat1.dst_type = IR3_TYPE_F32;
	vadd(&p, IR3_OPC_BR, VREG_NONE, p0, VREG_NONE);
	p.out[0][0] = b;		/* read after the loop */
	p.out[0][1] = c;
	n = p.n;
	if (mrc_allocate(&p) > 0) {
		*dropped = n - p.n;
		*renamed = p.out[0][0] == phi && p.ins[2].dst == phi;
	}
	free(p.regs);
}

static void test_tail_copies(void)
{
	unsigned int gone = 9, kept = 9;
	bool renamed = false, unrenamed = true;

	tail_copy_case(false, &gone, &renamed);
	tail_copy_case(true, &kept, &unrenamed);
	tap_ok(gone == 1 && renamed && kept == 0 && !unrenamed,
	       "a loop's tail copy goes where nothing reads the phi after its value's writer (%u dropped, writer and output the phi's: %d), stays where something does (%u dropped)",
	       gone, renamed, kept);
}

/*
 * Half registers (half.c) are a file of their own: a half and a full
 * value live together may share a number, two half values may not, and
 * the half footprint counts vec4s of the half file alone
 */
static void test_half_allocation(void)
{
	struct vinstr ins[16];
	struct vprog p;
	uint32_t h[6], f, sum, i;
	char err[256] = "";
	int regs;
	bool apart = true;

	vprog_init(&p, ins, 16, err, sizeof(err));
	f = mrc_vreg_new(&p, -1);
	vadd(&p, IR3_OPC_MOV, f, VREG_NONE, VREG_NONE);
	/* six half values, all live until the adds read them */
	for (i = 0; i < 6; i++) {
		h[i] = mrc_vreg_new(&p, -1);
		p.regs[h[i]].half = 1;
		vadd(&p, IR3_OPC_MOV, h[i], VREG_NONE, VREG_NONE);
	}
	for (i = 0; i < 6; i += 2) {
		sum = mrc_vreg_new(&p, -1);
		p.regs[sum].half = 1;
		vadd(&p, IR3_OPC_ADD_F, sum, h[i], h[i + 1]);
		p.out[0][i / 2] = sum;
	}
	p.out[0][3] = f;
	regs = mrc_allocate(&p);
	for (i = 0; i < 6; i++)
		for (uint32_t j = 0; j < i; j++)
			apart = apart && p.regs[h[i]].phys != p.regs[h[j]].phys;
	tap_ok(regs == 1 && p.regs[f].phys == 0 && p.regs[h[0]].phys == 0 &&
	       apart && p.half_footprint == 2,
	       "half registers: a file apart (hr0.x beside r0.x), six live half values in hr0-hr1 (half footprint %u, full %d) %s",
	       p.half_footprint, regs, err);
	free(p.regs);
}

/*
 * More half values live at once than mrc gives the half file (48 vec4s,
 * as the full file):
 * refused, naming the half file, while the full file is nearly empty
 */
static void test_half_pressure(void)
{
	enum { LIVE = 48 * 4 + 1 };
	struct vinstr *ins = calloc(2 * LIVE, sizeof(*ins));
	struct vprog p;
	char err[256] = "";
	uint32_t i, v[LIVE];
	int regs;

	vprog_init(&p, ins, 2 * LIVE, err, sizeof(err));
	for (i = 0; ins && i < LIVE; i++) {
		v[i] = mrc_vreg_new(&p, -1);
		p.regs[v[i]].half = 1;
		vadd(&p, IR3_OPC_MOV, v[i], VREG_NONE, VREG_NONE);
	}
	/* each read at the end: all live together */
	for (i = 0; ins && i < LIVE; i++)
		vadd(&p, IR3_OPC_MOV, mrc_vreg_new(&p, -1), v[i], VREG_NONE);
	regs = ins ? mrc_allocate(&p) : 0;
	tap_ok(regs == -1 && strstr(err, "more than 48 half registers"),
	       "%u live half values: refused (%s)", LIVE, err);
	free(p.regs);
	free(ins);
}

/* ---- sched.c and emit.c: the code obeys the delay rules ----------------- */

/*
 * An independent reading of the rules, over every path the code can
 * take (branches followed, a loop round as often as it changes
 * anything): per register, the cycles since its ALU result was written
 * (the fewest any path gives), and whether an SFU or sample result is
 * pending (on any path); each read checked.  A nop's repeats count as
 * cycles, a branch as none (as Mesa's ir3 counts them).
 */
struct cstate {
	uint8_t since[512];		/* full registers, then half ones */
	bool ss[512], sy[512];
	/* read by an SFU, sample or memory instruction: no write before (ss) */
	bool war[512];
	bool killed, valid;
};

/* Units that read their sources after they issue (Mesa's needs_ss_war) */
static bool reads_late(const struct ir3_instr *in)
{
	return in->cat == 4 || in->cat == 5 || in->cat == 6;
}

/*
 * The state's index of register r's component j: a3xx/a4xx's half
 * registers are a file apart from the full ones, from 256 on
 */
static unsigned int cplace(const struct ir3_reg *r, unsigned int j)
{
	return r->num + j + (r->half ? 256 : 0);
}

static unsigned int dst_span(const struct ir3_instr *in)
{
	return in->cat == 5 ? (unsigned int)__builtin_popcount(in->cat5.wrmask) :
			      1;
}

/*
 * Cycles between an ALU write and source k of in reading it: a
 * multiply-add (cat3 opcodes 0-7: Mesa's is_mad, is_madsh) reads its
 * addend late, a sel its third source at once
 */
static unsigned int need(const struct ir3_instr *in, unsigned int k)
{
	return in->cat == 0 || in->cat == 4 || in->cat == 5 ? 6 :
	       in->cat == 3 && in->opn <= 7 && k == 2 ? 1 : 3;
}

/* The reads of in against st: 0, or -1 with why */
static int check_reads(const struct cstate *st, const struct ir3_instr *in,
		       uint32_t i, char *why, size_t len)
{
	bool ss = in->ss, sy = in->sy;
	unsigned int k, j, r, span;

	for (k = 0; k < in->nsrc; k++) {
		span = in->cat == 5 && k == 0 ? 2 : 1;
		for (j = 0; in->src[k].kind == IR3_REG_GPR && j < span; j++) {
			if (in->src[k].num + j >= 256)
				continue;
			r = cplace(&in->src[k], j);
			if (st->since[r] < need(in, k) || (st->ss[r] && !ss) ||
			    (st->sy[r] && !sy)) {
				snprintf(why, len, "instruction %u reads %sr%u.%c too soon",
					 i, r >= 256 ? "h" : "", r % 256 / 4,
					 "xyzw"[r % 4]);
				return -1;
			}
		}
	}
	/* kill and br test p0.x (r62.x) as flow control: 6 cycles */
	if ((in->opc == IR3_OPC_KILL || in->opc == IR3_OPC_BR) &&
	    st->since[MRC_REG_P0] < 6) {
		snprintf(why, len, "instruction %u reads p0.x too soon", i);
		return -1;
	}
	if (st->killed && in->opc == IR3_OPC_BARY_F) {
		snprintf(why, len, "instruction %u: bary.f after a kill", i);
		return -1;
	}
	for (j = 0; in->dst.kind == IR3_REG_GPR && j < dst_span(in); j++) {
		r = cplace(&in->dst, j);
		if (in->dst.num + j < 256 && st->war[r] && !ss) {
			snprintf(why, len, "instruction %u writes %sr%u.%c that a late reader may not have read yet",
				 i, r >= 256 ? "h" : "", r % 256 / 4,
				 "xyzw"[r % 4]);
			return -1;
		}
	}
	for (k = 0; in->opc == IR3_OPC_END && k < 512; k++)
		if ((st->ss[k] && !ss) || (st->sy[k] && !sy)) {
			snprintf(why, len, "the end does not wait for r%u.%c",
				 k / 4, "xyzw"[k % 4]);
			return -1;
		}
	return 0;
}

/* The state after in, from st */
static void step(struct cstate *st, const struct ir3_instr *in)
{
	unsigned int cycles = in->opc == IR3_OPC_NOP ? in->repeat + 1u :
			      in->opc == IR3_OPC_BR ||
			      in->opc == IR3_OPC_JUMP ? 0 : 1;
	unsigned int r, j, span;

	if (in->ss) {
		memset(st->ss, 0, sizeof(st->ss));
		memset(st->war, 0, sizeof(st->war));
	}
	if (in->sy)
		memset(st->sy, 0, sizeof(st->sy));
	for (j = 0; reads_late(in) && j < in->nsrc; j++)
		for (r = 0; in->src[j].kind == IR3_REG_GPR &&
			    r < (in->cat == 5 && j == 0 ? 2u : 1u); r++)
			if (in->src[j].num + r < 256)
				st->war[cplace(&in->src[j], r)] = true;
	for (r = 0; r < 512; r++)
		st->since[r] = st->since[r] + cycles > 255 ? 255 :
			       (uint8_t)(st->since[r] + cycles);
	st->killed |= in->opc == IR3_OPC_KILL;
	span = dst_span(in);
	for (j = 0; in->dst.kind == IR3_REG_GPR && j < span; j++) {
		if (in->dst.num + j >= 256)
			continue;
		r = cplace(&in->dst, j);
		st->since[r] = in->cat == 4 || in->cat == 5 ? 255 : 0;
		st->ss[r] = in->cat == 4;
		st->sy[r] = in->cat == 5;
	}
}

/* st merged into *to (the path's worst); whether *to changed */
static bool merge(struct cstate *to, const struct cstate *st)
{
	bool changed = !to->valid;
	unsigned int r;

	if (!to->valid) {
		*to = *st;
		return true;
	}
	for (r = 0; r < 512; r++) {
		changed |= st->since[r] < to->since[r] ||
			   (st->ss[r] && !to->ss[r]) || (st->sy[r] && !to->sy[r]) ||
			   (st->war[r] && !to->war[r]);
		to->war[r] |= st->war[r];
		if (st->since[r] < to->since[r])
			to->since[r] = st->since[r];
		to->ss[r] |= st->ss[r];
		to->sy[r] |= st->sy[r];
	}
	changed |= st->killed && !to->killed;
	to->killed |= st->killed;
	return changed;
}

/* Where in (at i) goes on to: up to two instructions */
static unsigned int successors(const struct ir3_instr *in, uint32_t i,
			       uint32_t n, uint32_t next[2])
{
	unsigned int nr = 0;

	if (in->opc == IR3_OPC_END)
		return 0;
	if (in->opc != IR3_OPC_JUMP && i + 1 < n)
		next[nr++] = i + 1;
	if ((in->opc == IR3_OPC_BR || in->opc == IR3_OPC_JUMP) &&
	    (int64_t)i + in->cat0.offset >= 0 &&
	    (int64_t)i + in->cat0.offset < n)
		next[nr++] = (uint32_t)((int64_t)i + in->cat0.offset);
	return nr;
}

static int check_code(const uint32_t *code, uint32_t n, unsigned int gen,
		      char *why, size_t len)
{
	struct ir3_instr *ins = calloc(n ? n : 1, sizeof(*ins));
	struct cstate *in = calloc(n ? n : 1, sizeof(*in)), st;
	bool again = true;
	uint32_t i, next[2], k;
	int ret = -1;

	if (!ins || !in) {
		snprintf(why, len, "out of memory");
		goto out;
	}
	for (i = 0; i < n; i++)
		if (ir3_decode(&code[2 * i], gen, &ins[i])) {
			snprintf(why, len, "instruction %u does not decode", i);
			goto out;
		}
	memset(in[0].since, 255, sizeof(in[0].since));
	in[0].valid = n > 0;
	while (again) {
		again = false;
		for (i = 0; i < n; i++) {
			if (!in[i].valid)
				continue;
			st = in[i];
			step(&st, &ins[i]);
			for (k = 0; k < successors(&ins[i], i, n, next); k++)
				again |= merge(&in[next[k]], &st);
		}
	}
	for (i = 0; i < n; i++)
		if (in[i].valid && check_reads(&in[i], &ins[i], i, why, len))
			goto out;
	ret = 0;
out:
	free(ins);
	free(in);
	return ret;
}

static const char *const vs_sources[] = {
	/* gles_scenes' lit vertex shader */
	"#version 100\nuniform mat4 mvp;\nuniform mat3 nmat;\n"
	"uniform vec3 light;\nattribute vec3 pos;\nattribute vec3 normal;\n"
	"attribute vec4 color;\nvarying vec4 v_color;\nvoid main() {\n"
	"	gl_Position = mvp * vec4(pos, 1.0);\n"
	"	float d = max(dot(normalize(nmat * normal), light), 0.0);\n"
	"	v_color = vec4(color.rgb * (0.25 + 0.75 * d), 1.0);\n}\n",
	/* SFU results feeding each other */
	"#version 100\nattribute vec4 p;\nvarying vec4 v_color;\n"
	"void main() {\n	gl_Position = p;\n"
	"	v_color = vec4(sqrt(exp2(p.x)), inversesqrt(p.y + 1.0),\n"
	"		       log2(sin(p.z) + 2.0), 1.0 / cos(p.w));\n}\n",
};

static const char *const fs_sources[] = {
	"#version 100\nprecision mediump float;\nvarying vec4 v_color;\n"
	"void main() {\n	gl_FragColor = v_color;\n}\n",
	/* samples whose results and coordinates meet ALU work */
	"#version 100\nprecision mediump float;\nuniform sampler2D a;\n"
	"uniform sampler2D b;\nvarying vec4 v_color;\nvoid main() {\n"
	"	vec4 t = texture2D(a, v_color.xy * 2.0);\n"
	"	gl_FragColor = t * texture2D(b, t.zw + v_color.zw).x;\n}\n",
	/*
	 * The coordinates, computed for the sample, die there: the
	 * registers are free for the values after it (written after (ss),
	 * not just (sy))
	 */
	"#version 100\nprecision mediump float;\nuniform sampler2D a;\n"
	"varying vec4 v_color;\nvoid main() {\n"
	"	vec4 t = texture2D(a, v_color.xy * 2.0);\n"
	"	gl_FragColor = (t * v_color.z + v_color.w) * t.x;\n}\n",
	/*
	 * A sample whose coordinate is an SFU result: a nop carries its
	 * (ss), cat5 having no (ss) bit
	 */
	"#version 100\nprecision mediump float;\nuniform sampler2D a;\n"
	"varying vec4 v_color;\nvoid main() {\n"
	"	gl_FragColor = texture2D(a, vec2(inversesqrt(v_color.x),\n"
	"					 v_color.y));\n}\n",
	/* loops of unknown counts: nested, a sample, an SFU, a break, a kill */
	"#version 300 es\nprecision highp float;\nuniform sampler2D a;\n"
	"uniform vec4 u;\nin vec4 v_color;\nout vec4 o;\nvoid main() {\n"
	"	vec4 s = vec4(0.0);\n"
	"	for (int i = 0; i < int(u.x); i++) {\n"
	"		s += texture(a, v_color.xy + s.xy) * inversesqrt(s.w + 1.0);\n"
	"		if (s.x > u.y) break;\n"
	"		for (float j = 0.0; j < v_color.z; j += 1.0) {\n"
	"			if (s.z > j) discard;\n"
	"			s.w = sqrt(s.w + j);\n		}\n"
	"	}\n	o = s;\n}\n",
	/* kills, one on a sample, one before the last varying is read */
	"#version 100\nprecision mediump float;\nuniform sampler2D a;\n"
	"uniform vec4 u;\nvarying vec4 v_color;\n"
	"void main() {\n	if (v_color.x < u.x) discard;\n"
	"	vec4 t = texture2D(a, v_color.xy);\n"
	"	if (t.x > 0.5 && u.y < 1.0) discard;\n"
	"	gl_FragColor = t * v_color.w;\n}\n",
};

/* The check itself: an ALU result read at once, an SFU's without (ss) */
static void test_check(unsigned int gen)
{
	struct ir3_instr in[3] = {
		ir3_instr_of(IR3_OPC_ADD_F), ir3_instr_of(IR3_OPC_MUL_F),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t code[6];
	char why[128] = "";
	int caught;

	in[0].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in[0].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[0].src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 5 };
	in[0].nsrc = 2;
	in[1].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 1 };
	in[1].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in[1].src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[1].nsrc = 2;
	caught = ir3_encode(&in[0], gen, &code[0]) ||
		 ir3_encode(&in[1], gen, &code[2]) ||
		 ir3_encode(&in[2], gen, &code[4]) ? 0 :
		 check_code(code, 3, gen, why, sizeof(why));
	in[0] = ir3_instr_of(IR3_OPC_RCP);
	in[0].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in[0].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[0].nsrc = 1;
	caught = caught && !ir3_encode(&in[0], gen, &code[0]) &&
		 check_code(code, 3, gen, why, sizeof(why));
	/* cmps.f into p0.x, then kill at once */
	in[0] = ir3_instr_of(IR3_OPC_CMPS_F);
	in[0].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = MRC_REG_P0 };
	in[0].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[0].src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 5 };
	in[0].nsrc = 2;
	in[1] = ir3_instr_of(IR3_OPC_KILL);
	caught = caught && !ir3_encode(&in[0], gen, &code[0]) &&
		 !ir3_encode(&in[1], gen, &code[2]) &&
		 check_code(code, 3, gen, why, sizeof(why)) &&
		 strstr(why, "p0.x");
	tap_ok(caught, "a%u: the check catches an early read, a missing (ss) and an early kill: %s",
	       gen, why);
}

static struct ir3_instr alu2(unsigned int opc, unsigned int dst,
			     unsigned int a, unsigned int b)
{
	struct ir3_instr in = ir3_instr_of(opc);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = a };
	in.src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = b };
	in.nsrc = 2;
	return in;
}

/*
 * Write after read: a sample and an SFU op read their sources late, so
 * a register either reads may be written again only after an (ss)
 * ((sy) is not enough: Mesa 22.3's rule); the check catches each case
 * without it and passes it with it
 */
static void test_check_war(unsigned int gen)
{
	struct ir3_instr in[3] = {
		ir3_instr_of(IR3_OPC_SAM),
		alu2(IR3_OPC_ADD_F, 0, 8, 9),		/* r0.x, sam's s */
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t code[6];
	char why[128] = "", unsynced[128] = "";
	bool ok;

	in[0].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[0].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in[0].nsrc = 1;
	in[0].cat5.type = IR3_TYPE_F32;
	in[0].cat5.wrmask = 0xf;
	in[2].sy = 1;
	in[1].sy = 1;
	ok = !ir3_encode(&in[0], gen, &code[0]) &&
	     !ir3_encode(&in[1], gen, &code[2]) &&
	     !ir3_encode(&in[2], gen, &code[4]) &&
	     check_code(code, 3, gen, unsynced, sizeof(unsynced)) &&
	     strstr(unsynced, "instruction 1 writes r0.x");
	in[1].ss = 1;
	ok = ok && !ir3_encode(&in[1], gen, &code[2]) &&
	     !check_code(code, 3, gen, why, sizeof(why));
	/* rcp r1.x, r0.y, then r0.y written: the same for the SFU */
	in[0] = ir3_instr_of(IR3_OPC_RCP);
	in[0].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 4 };
	in[0].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 1 };
	in[0].nsrc = 1;
	in[1] = alu2(IR3_OPC_ADD_F, 1, 8, 9);
	in[2].ss = 1;
	ok = ok && !ir3_encode(&in[0], gen, &code[0]) &&
	     !ir3_encode(&in[1], gen, &code[2]) &&
	     !ir3_encode(&in[2], gen, &code[4]) &&
	     check_code(code, 3, gen, why, sizeof(why)) &&
	     strstr(why, "instruction 1 writes r0.y");
	tap_ok(ok, "a%u: the check catches a sample's and an SFU op's source overwritten before (ss): %s; %s",
	       gen, unsynced, why);
}

/*
 * A mad's addend may be written the instruction before (1 slot); a
 * sel's third source may not (3): Mesa's is_mad holds for mads only
 */
static void test_check_sel(unsigned int gen)
{
	struct ir3_instr in[4] = {
		alu2(IR3_OPC_ADD_F, 8, 4, 5),		/* r2.x */
		alu2(IR3_OPC_ADD_F, 0, 4, 5),
		ir3_instr_of(IR3_OPC_MAD_F32),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t code[8];
	char why[128] = "", early[128] = "";
	bool ok;

	/* r2.x written at 0, read as the third source at 2 */
	in[2].dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 12 };
	in[2].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 16 };
	in[2].src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 17 };
	in[2].src[2] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 8 };
	in[2].nsrc = 3;
	ok = !ir3_encode(&in[0], gen, &code[0]) &&
	     !ir3_encode(&in[1], gen, &code[2]) &&
	     !ir3_encode(&in[2], gen, &code[4]) &&
	     !ir3_encode(&in[3], gen, &code[6]) &&
	     !check_code(code, 4, gen, why, sizeof(why));
	{
		struct ir3_instr sel = ir3_instr_of(IR3_OPC_SEL_B32);

		sel.dst = in[2].dst;
		sel.nsrc = 3;
		memcpy(sel.src, in[2].src, sizeof(sel.src));
		in[2] = sel;
	}
	ok = ok && !ir3_encode(&in[2], gen, &code[4]) &&
	     check_code(code, 4, gen, early, sizeof(early)) &&
	     strstr(early, "instruction 2 reads r2.x too soon");
	tap_ok(ok, "a%u: a mad reads its addend a slot after it is written, a sel its third source not: %s%s",
	       gen, why, early);
}

/*
 * The half file apart: a full read of r0.x just after hr0.x is written
 * waits for nothing, a half read of hr0.x does
 */
static void test_check_half(unsigned int gen)
{
	struct ir3_instr in[3] = {
		alu2(IR3_OPC_MUL_F, 0, 4, 5),
		alu2(IR3_OPC_ADD_F, 8, 0, 1),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t code[6];
	char why[128] = "", early[128] = "";
	bool ok;

	in[0].full = 0;
	in[0].dst.half = in[0].src[0].half = in[0].src[1].half = 1;
	ok = !ir3_encode(&in[0], gen, &code[0]) &&
	     !ir3_encode(&in[1], gen, &code[2]) &&
	     !ir3_encode(&in[2], gen, &code[4]) &&
	     !check_code(code, 3, gen, why, sizeof(why));
	in[1].full = 0;
	in[1].dst.half = in[1].src[0].half = in[1].src[1].half = 1;
	ok = ok && !ir3_encode(&in[1], gen, &code[2]) &&
	     check_code(code, 3, gen, early, sizeof(early)) &&
	     strstr(early, "reads hr0.x too soon");
	tap_ok(ok, "a%u: the check keeps the half file apart: %s%s", gen, why,
	       early);
}

/*
 * A loop whose head reads what its end wrote just before br: fine the
 * first time round, too soon the second; the check follows the back edge
 */
static void test_check_loop(unsigned int gen)
{
	struct ir3_instr in[6] = {
		alu2(IR3_OPC_MUL_F, 8, 0, 0),			/* head */
		alu2(IR3_OPC_CMPS_F, MRC_REG_P0, 4, 5),
		ir3_instr_of(IR3_OPC_NOP),
		alu2(IR3_OPC_ADD_F, 0, 4, 5),
		ir3_instr_of(IR3_OPC_BR),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t code[12], i;
	char why[128] = "";
	bool ok = true;

	in[2].repeat = 5;
	in[4].cat0.offset = -4;
	for (i = 0; i < 6; i++)
		ok = ok && !ir3_encode(&in[i], gen, &code[2 * i]);
	tap_ok(ok && check_code(code, 6, gen, why, sizeof(why)) &&
	       strstr(why, "instruction 0 reads r0.x"),
	       "a%u: the check follows a loop's back edge: %s", gen, why);
}

static void test_schedule(unsigned int gen)
{
	unsigned int i, j;
	char why[128] = "";
	bool ok = true;

	/*
	 * With half registers too: every shader checked, the same rules;
	 * FS 1 and 2 compute in mediump (the others pass a value on, read
	 * an SFU result as a coordinate, or are highp)
	 */
	mrc_half_precision = true;
	for (i = 0; i < sizeof(vs_sources) / sizeof(vs_sources[0]); i++)
		for (j = 0; ok && j < sizeof(fs_sources) / sizeof(fs_sources[0]); j++) {
			struct mrc_shader vs, fs;

			ok = !mrc_compile_glsl(MRC_VERTEX, vs_sources[i], gen,
					       NULL, &vs);
			ok = ok && !mrc_compile_glsl(MRC_FRAGMENT,
						     fs_sources[j], gen, &vs,
						     &fs);
			ok = ok && (fs.shader.half_regs > 0 || (j != 1 && j != 2)) &&
			     !check_code(vs.code, vs.shader.nr_instrs, gen,
					 why, sizeof(why)) &&
			     !check_code(fs.code, fs.shader.nr_instrs, gen, why,
					 sizeof(why));
			if (!ok)
				snprintf(why + strlen(why), sizeof(why) - strlen(why),
					 " (VS %u, FS %u)%.60s", i, j, fs.error);
			else {
				mrc_shader_free(&vs);
				mrc_shader_free(&fs);
			}
		}
	mrc_half_precision = false;
	tap_ok(ok, "a%u: with half precision, FS 1 and 2 (mediump arithmetic) use half registers and every shader keeps every delay and wait %s",
	       gen, why);

	for (i = 0; i < sizeof(vs_sources) / sizeof(vs_sources[0]); i++) {
		for (j = 0; j < sizeof(fs_sources) / sizeof(fs_sources[0]); j++) {
			struct mrc_shader vs, fs, vs_n;
			char why[128] = "";
			bool ok;

			mrc_no_scheduling = false;
			ok = !mrc_compile_glsl(MRC_VERTEX, vs_sources[i], gen,
					       NULL, &vs);
			ok = ok && !mrc_compile_glsl(MRC_FRAGMENT,
						     fs_sources[j], gen, &vs,
						     &fs);
			ok = ok && !check_code(vs.code, vs.shader.nr_instrs,
					       gen, why, sizeof(why)) &&
			     !check_code(fs.code, fs.shader.nr_instrs, gen, why,
					 sizeof(why));
			tap_ok(ok, "a%u: VS %u and FS %u keep every delay and wait %s%s",
			       gen, i, j, why, ok ? "" : fs.error);
			if (!ok)
				continue;
			if (j == 0) {
				mrc_no_scheduling = true;
				ok = !mrc_compile_glsl(MRC_VERTEX,
						       vs_sources[i], gen, NULL,
						       &vs_n);
				mrc_no_scheduling = false;
				tap_ok(ok && vs.cycles < vs_n.cycles &&
				       !check_code(vs_n.code,
						   vs_n.shader.nr_instrs, gen,
						   why, sizeof(why)),
				       "a%u: VS %u: %u cycles scheduled, %u in program order",
				       gen, i, vs.cycles, ok ? vs_n.cycles : 0);
				if (ok)
					mrc_shader_free(&vs_n);
			}
			mrc_shader_free(&vs);
			mrc_shader_free(&fs);
		}
	}
}

int main(void)
{
	printf("TAP version 13\n");
	test_optimizer();
	test_lowering();
	test_allocation();
	test_late_unit_allocation();
	test_tail_copies();
	test_half_allocation();
	test_half_pressure();
	test_check(3);
	test_check_war(3);
	test_check_war(4);
	test_check_sel(3);
	test_check_sel(4);
	test_check_half(3);
	test_check_half(4);
	test_check_loop(3);
	test_check_loop(4);
	test_schedule(3);
	test_schedule(4);
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
