// SPDX-License-Identifier: GPL-2.0-only
/*
 * Host unit test of the model's shader processor: small ir3 programs,
 * encoded with the ISA database's encoder, run on a320 and a420 lanes;
 * each instruction category, per-lane branches, kill, repeat, relative
 * addressing, bary.f, global memory through the SMMU (stg, ldg), flat
 * varyings (ldlv), the quad's derivatives (dsx, dsy), gathers and
 * texture queries (gather4r..a, getlod, getinfo, getbuf), the faults (past
 * the end, a step budget, an unknown encoding), and half precision
 * (cov.f32f16 and cov.f16f32, add.f, mul.f and mad.f16 on half
 * registers, the half register file apart from the full one) against
 * IEEE binary16 bits; and the timing: issue cycles of repeats and nops,
 * the stalls of (ss) and (sy), and the hazards of reads too soon.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "model/model_sp.h"
#include "generated/ir3_isa.h"
#include "adreno_regs.h"

static int count, failed;
static struct am_gpu *gpu;
static unsigned int gen, n_instr;

static void ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - a%u0: ", cond ? "ok" : "not ok", ++count, gen * 10 + 2);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed += !cond;
}

/*
 * GPU memory for ldg/stg: four pages, the LPAE tables and one data page
 * at GPU address DATA_IOVA
 */
#define PHYS_BASE	0x40000000ull
#define DATA_IOVA	0x1000u
static uint64_t phys[5][512];

static void *host_page(void *priv, am_u64 pa)
{
	(void)priv;
	if (pa < PHYS_BASE || pa >= PHYS_BASE + sizeof(phys))
		return NULL;
	return (uint8_t *)phys + (pa - PHYS_BASE);
}

static void map_data_page(void)
{
	const uint64_t tbl = AM_PTE_VALID | AM_PTE_TABLE;

	memset(phys, 0, sizeof(phys));
	phys[0][0] = (PHYS_BASE + 4096) | tbl;
	phys[1][0] = (PHYS_BASE + 2 * 4096) | tbl;
	phys[2][DATA_IOVA >> 12] = (PHYS_BASE + 3 * 4096) | tbl | AM_PTE_AF;
	/* The second array layer of the sampling tests */
	phys[2][(DATA_IOVA >> 12) + 1] = (PHYS_BASE + 4 * 4096) | tbl |
					 AM_PTE_AF;
	am_smmu_write(gpu, AM_SMMU_TTBR0_LO, (uint32_t)PHYS_BASE);
	am_smmu_write(gpu, AM_SMMU_TTBR0_HI, (uint32_t)(PHYS_BASE >> 32));
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
}

static am_u64 no_time(void *priv)
{
	(void)priv;
	return 0;
}

static am_u32 fbits(float f)
{
	am_u32 v;

	memcpy(&v, &f, 4);
	return v;
}

static float flt(am_u32 v)
{
	float f;

	memcpy(&f, &v, 4);
	return f;
}

/* A tiny assembler over the ISA database's encoder */

static struct ir3_reg gpr(unsigned int num)
{
	struct ir3_reg r = { .kind = IR3_REG_GPR, .num = num };

	return r;
}

static struct ir3_reg cst(unsigned int num)
{
	struct ir3_reg r = { .kind = IR3_REG_CONST, .num = num };

	return r;
}

static struct ir3_reg imm(int v)
{
	struct ir3_reg r = { .kind = IR3_REG_IMMED, .imm = v };

	return r;
}

static void emit(struct ir3_instr in)
{
	enum am_stage st = AM_FS;
	unsigned int *w = &gpu->stage[st].instr[n_instr * 2];

	if (ir3_encode(&in, gen, w)) {
		printf("# could not encode instruction %u (%s)\n", n_instr,
		       ir3_opc_name(in.opc));
		w[0] = w[1] = 0xffffffff;
	}
	n_instr++;
}

static void emit2(unsigned int opc, unsigned int dst, struct ir3_reg a,
		  struct ir3_reg b)
{
	struct ir3_instr in = ir3_instr_of(opc);

	in.dst = gpr(dst);
	in.src[0] = a;
	in.src[1] = b;
	in.nsrc = in.form == IR3_FORM_CAT2_1SRC ? 1 : 2;
	emit(in);
}

static void emit_mov(unsigned int dst, struct ir3_reg src, unsigned int st,
		     unsigned int dt)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MOV);

	in.dst = gpr(dst);
	in.src[0] = src;
	in.nsrc = 1;
	in.cat1.src_type = st;
	in.cat1.dst_type = dt;
	emit(in);
}

/* p0.x = a COND b, floats */
static void emit_cmps_p0(unsigned int cond, struct ir3_reg a, struct ir3_reg b)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_CMPS_F);

	in.dst = gpr(0xf8);
	in.src[0] = a;
	in.src[1] = b;
	in.nsrc = 2;
	in.cat2.cond = cond;
	emit(in);
}

static void emit_end(void)
{
	emit(ir3_instr_of(IR3_OPC_END));
}

static void reset_program(void)
{
	unsigned int i;

	n_instr = 0;
	for (i = 0; i < AM_INSTR_DWORDS; i++)
		gpu->stage[AM_FS].instr[i] = 0;
	/* Written behind CP_LOAD_STATE's back: decode them again */
	for (i = 0; i < AM_INSTR_DWORDS / 2; i++)
		gpu->stage[AM_FS].decoded_ok[i] = 0;
	gpu->stage[AM_FS].shape.known = 0;
	/* A generous length: the tests that need the end say so */
	gpu->regs[gen == 4 ? REG_A4XX_SP_FS_LENGTH_REG :
		  REG_A3XX_SP_FS_LENGTH_REG] = gen == 4 ? 16 : 64;
}

static struct am_sp_lane lanes[AM_SP_LANES];

static int run(unsigned int mask)
{
	return am_sp_run(gpu, AM_FS, lanes, mask, NULL);
}

static void test_alu(void)
{
	float a = 1.5f, b = -0.3f, c = 7.25f;
	volatile float prod = b * a;
	volatile float want_mad = prod + c;
	struct ir3_instr in;

	reset_program();
	gpu->stage[AM_FS].consts[0] = fbits(a);
	gpu->stage[AM_FS].consts[1] = fbits(b);
	gpu->stage[AM_FS].consts[2] = fbits(c);
	emit_mov(0, cst(0), IR3_TYPE_F32, IR3_TYPE_F32);	/* r0.x = a */
	emit2(IR3_OPC_ADD_F, 1, gpr(0), cst(1));		/* r0.y */
	emit2(IR3_OPC_MUL_F, 2, gpr(0), cst(1));		/* r0.z */
	in = ir3_instr_of(IR3_OPC_MAD_F32);	/* r0.w: src 2 can only be a GPR */
	in.dst = gpr(3);
	in.src[0] = cst(1);
	in.src[1] = gpr(0);
	in.src[2] = cst(2);
	in.nsrc = 3;
	emit(in);
	in = ir3_instr_of(IR3_OPC_RCP);					/* r1.x */
	in.dst = gpr(4);
	in.src[0] = cst(2);
	in.nsrc = 1;
	emit(in);
	emit_mov(5, imm(-7), IR3_TYPE_S32, IR3_TYPE_S32);	/* r1.y */
	emit2(IR3_OPC_ADD_S, 6, gpr(5), imm(3));		/* r1.z */
	emit_mov(7, gpr(2), IR3_TYPE_F32, IR3_TYPE_S32);	/* r1.w */
	emit_mov(8, gpr(6), IR3_TYPE_S32, IR3_TYPE_F32);	/* r2.x */
	emit_end();
	ok(run(1) == 1, "a straight program runs to its end");
	ok(lanes[0].r[1] == fbits(a + b) && lanes[0].r[2] == fbits(a * b) &&
	   lanes[0].r[3] == fbits(want_mad),
	   "add.f %g, mul.f %g, mad.f32 %g: the host FPU's bits",
	   flt(lanes[0].r[1]), flt(lanes[0].r[2]), flt(lanes[0].r[3]));
	ok(fabsf(flt(lanes[0].r[4]) - 1 / c) <= 1e-7f,
	   "rcp(7.25) = %.9g", flt(lanes[0].r[4]));
	ok((int)lanes[0].r[6] == -4 && (int)lanes[0].r[7] == 0 &&
	   lanes[0].r[8] == fbits(-4.0f),
	   "integers: add.s -7 + 3 = %d, cov.f32s32(-0.45) = %d, cov.s32f32 = %g",
	   (int)lanes[0].r[6], (int)lanes[0].r[7], flt(lanes[0].r[8]));
}

/*
 * A 32-bit integer multiply as ir3 builds it on a3xx and a4xx: mull.u
 * (the low halves' product), then madsh.m16 twice (each high half times
 * the other's low half, shifted up, added)
 */
static void test_imul(void)
{
	const uint32_t a = 0x12345678, b = 0x9abcdef1;
	struct ir3_instr in;
	int k, alive;

	reset_program();
	gpu->stage[AM_FS].consts[0] = a;
	gpu->stage[AM_FS].consts[1] = b;
	emit_mov(0, cst(0), IR3_TYPE_U32, IR3_TYPE_U32);	/* r0.x = a */
	emit_mov(1, cst(1), IR3_TYPE_U32, IR3_TYPE_U32);	/* r0.y = b */
	emit2(IR3_OPC_MULL_U, 2, gpr(0), gpr(1));		/* r0.z */
	for (k = 0; k < 2; k++) {
		in = ir3_instr_of(IR3_OPC_MADSH_M16);
		in.dst = gpr(3 + k);
		in.src[0] = gpr(k);
		in.src[1] = gpr(1 - k);
		in.src[2] = gpr(2 + k);
		in.nsrc = 3;
		emit(in);
	}
	emit_end();
	alive = run(1);
	ok(alive == 1 && lanes[0].r[2] == 0x5678u * 0xdef1u &&
	   lanes[0].r[4] == a * b,
	   "imul: mull.u 0x%08x, madsh.m16 twice 0x%08x (a * b 0x%08x)",
	   lanes[0].r[2], lanes[0].r[4], a * b);
}

/* Lanes take different branches and meet again; one is killed */
static void test_flow(void)
{
	struct ir3_instr in;
	int l, good = 1, alive;

	reset_program();
	gpu->stage[AM_FS].consts[0] = fbits(2.0f);
	/* 0: p0.x = r0.x < c0.x */
	emit_cmps_p0(IR3_COND_LT, gpr(0), cst(0));
	/* 1: br p0.x, #3 (to 4) */
	in = ir3_instr_of(IR3_OPC_BR);
	in.cat0.offset = 3;
	emit(in);
	/* 2: r1.x = 100; 3: jump #2 (to 5) */
	emit_mov(4, imm(100), IR3_TYPE_U32, IR3_TYPE_U32);
	in = ir3_instr_of(IR3_OPC_JUMP);
	in.cat0.offset = 2;
	emit(in);
	/* 4: r1.x = 200 */
	emit_mov(4, imm(200), IR3_TYPE_U32, IR3_TYPE_U32);
	/* 5: r1.y = r1.x + 1, both paths */
	emit2(IR3_OPC_ADD_U, 5, gpr(4), imm(1));
	/* 6: p0.x = r0.x == 3; 7: kill p0.x */
	emit_mov(8, imm(3), IR3_TYPE_U32, IR3_TYPE_F32);
	emit_cmps_p0(IR3_COND_EQ, gpr(0), gpr(8));
	emit(ir3_instr_of(IR3_OPC_KILL));
	emit_end();

	for (l = 0; l < 4; l++)
		lanes[l].r[0] = fbits((float)l);	/* 0, 1, 2, 3 */
	alive = run(0xf);
	for (l = 0; l < 3; l++)
		good &= lanes[l].r[5] == (l < 2 ? 201u : 101u);
	ok(good, "divergent branches: lanes 0, 1 take it (201 201), lane 2 does not (%u)",
	   lanes[2].r[5]);
	ok(alive == 0x7, "kill p0.x: lane 3 is killed (alive 0x%x)", alive);
}

/* The work a run charges, its lanes alive in *alive */
static am_u64 run_work(unsigned int mask, int *alive)
{
	am_u64 before = gpu->cp.work;

	*alive = run(mask);
	return gpu->cp.work - before;
}

/*
 * A uniform program (constants, registers it wrote, a kill on them) runs
 * on one lane for all: every lane gets its results and keeps the
 * registers it does not write; the next run with the same constants
 * takes the results again without running, a change of them is seen.
 * A program that reads a register it did not write runs on every lane.
 */
static void test_uniform(void)
{
	int l, good = 1, alive;
	am_u64 work, again;

	reset_program();
	gpu->stage[AM_FS].consts[0] = fbits(0.25f);
	gpu->stage[AM_FS].consts[1] = fbits(3.0f);
	gpu->stage[AM_FS].consts[2] = fbits(10.0f);
	/* r1.x = c0.x; r1.y = r1.x + c0.y; p0.x = r1.y > c0.z; kill */
	emit_mov(4, cst(0), IR3_TYPE_F32, IR3_TYPE_F32);
	emit2(IR3_OPC_ADD_F, 5, gpr(4), cst(1));
	emit_cmps_p0(IR3_COND_GT, gpr(5), cst(2));
	emit(ir3_instr_of(IR3_OPC_KILL));
	emit_end();
	for (l = 0; l < AM_SP_LANES; l++) {
		lanes[l].r[4] = lanes[l].r[5] = 0xdead;
		lanes[l].r[6] = (am_u32)l;
	}
	work = run_work(0xffff, &alive);
	for (l = 0; l < AM_SP_LANES; l++)
		good &= lanes[l].r[4] == fbits(0.25f) &&
			lanes[l].r[5] == fbits(3.25f) &&
			lanes[l].r[6] == (am_u32)l;
	ok(good && alive == 0xffff && work == 5 * (AM_WORK_STEP + 1),
	   "uniform program: one lane runs it (work %llu), all 16 take its results and keep their other registers",
	   (unsigned long long)work);
	for (l = 0; l < AM_SP_LANES; l++)
		lanes[l].r[5] = 0xdead;
	again = run_work(0xff00, &alive);
	good = alive == 0xff00 && !again;
	for (l = 0; l < AM_SP_LANES; l++)
		good &= lanes[l].r[5] == (l >= 8 ? fbits(3.25f) : 0xdead);
	ok(good, "uniform program, same constants: its results without a run (work %llu)",
	   (unsigned long long)again);
	gpu->stage[AM_FS].consts[1] = fbits(20.0f);
	again = run_work(0xffff, &alive);
	ok(alive == 0 && again == 4 * (AM_WORK_STEP + 1),
	   "uniform program, a constant changed: it runs again to its kill, which kills every lane (alive 0x%x, work %llu)",
	   alive, (unsigned long long)again);

	/* r1.x = r0.x + c0.x: r0.x is each lane's */
	reset_program();
	emit2(IR3_OPC_ADD_F, 4, gpr(0), cst(0));
	emit_end();
	good = 1;
	for (l = 0; l < AM_SP_LANES; l++)
		lanes[l].r[0] = fbits((float)l);
	run(0xffff);
	for (l = 0; l < AM_SP_LANES; l++)
		good &= lanes[l].r[4] == fbits((float)l + 0.25f);
	ok(good, "a program reading a register it did not write runs on every lane");
}

static void test_repeat_relative(void)
{
	struct ir3_instr in;
	int i, good = 1;

	reset_program();
	for (i = 0; i < 8; i++)
		gpu->stage[AM_FS].consts[i] = 1000 + i;
	/* (rpt3)mov r2.x, (r)c1.x: four components */
	in = ir3_instr_of(IR3_OPC_MOV);
	in.dst = gpr(8);
	in.src[0] = cst(4);
	in.src[0].r = 1;
	in.nsrc = 1;
	in.repeat = 3;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	emit(in);
	/* a0.x = 2, then r3.x = c<a0.x + 1> */
	emit_mov(0xf4, imm(2), IR3_TYPE_S16, IR3_TYPE_S16);
	in = ir3_instr_of(IR3_OPC_MOV);
	in.dst = gpr(12);
	in.src[0].kind = IR3_REG_REL_CONST;
	in.src[0].imm = 1;
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	emit(in);
	emit_end();
	run(1);
	for (i = 0; i < 4; i++)
		good &= lanes[0].r[8 + i] == 1004u + i;
	ok(good, "(rpt3) with (r): r2.xyzw = c1.xyzw");
	ok(lanes[0].r[12] == 1003, "relative: c<a0.x + 1> with a0.x = 2 reads c0.w (%u)",
	   lanes[0].r[12]);
}

static void test_bary_cb(struct am_gpu *g, const void *ctx, am_u32 inloc,
			 unsigned int mask, const am_u32 *i, const am_u32 *j,
			 am_u32 *out, am_u32 stride)
{
	int l;

	(void)g;
	(void)ctx;
	/* varying inloc = 10 * inloc + i + 2j, in floats */
	for (l = 0; l < AM_SP_LANES; l++)
		if (mask & (1u << l))
			out[l * stride] = fbits(10.0f * inloc +
						flt(i[l * stride]) +
						2 * flt(j[l * stride]));
}

/*
 * A wave of 16 lanes, each at its own weights, through the path for the
 * common form (r0 and r1 in the footprint) and through the general one
 * (r1 past it): every lane in the mask gets its own varyings, the lane
 * outside it keeps its registers
 */
static void test_bary_wave(struct ir3_instr *in, const struct am_sp_io *io)
{
	am_u32 reg = gen == 4 ? REG_A4XX_SP_FS_CTRL_REG0 :
				REG_A3XX_SP_FS_CTRL_REG0;
	am_u32 saved = gpu->regs[reg];
	unsigned int mask = 0xfff7;
	int l, vec4s, good;

	for (vec4s = 2; vec4s > 0; vec4s--) {
		gpu->regs[reg] = A3XX_SP_FS_CTRL_REG0_FULLREGFOOTPRINT(vec4s);
		reset_program();
		emit(*in);
		emit_end();
		for (l = 0; l < AM_SP_LANES; l++) {
			lanes[l].r[0] = fbits(0.25f * (float)l);
			lanes[l].r[1] = fbits(-1.0f * (float)l);
			lanes[l].r[4] = 7;
			lanes[l].r[5] = 7;
		}
		good = am_sp_run(gpu, AM_FS, lanes, mask, io) == (int)mask;
		for (l = 0; l < AM_SP_LANES; l++) {
			/* as test_bary_cb() computes them */
			float w0 = 0.25f * (float)l + 2 * (-1.0f * (float)l);
			float w1 = 10.0f + w0;
			int in_mask = !!(mask & (1u << l));

			good &= lanes[l].r[4] == (in_mask ? fbits(w0) : 7) &&
				lanes[l].r[5] == (in_mask ? fbits(w1) : 7);
		}
		ok(good, "(rpt1)bary.f, %s: 15 lanes of a wave, each at its own weights; lane 3, not running, untouched",
		   vec4s == 2 ? "its common form" : "r1 past the footprint");
	}
	gpu->regs[reg] = saved;
}

static void test_bary(void)
{
	const struct am_sp_io io = { test_bary_cb, NULL, NULL };
	struct ir3_instr in;

	reset_program();
	in = ir3_instr_of(IR3_OPC_BARY_F);
	in.dst = gpr(4);
	in.src[0] = imm(0);
	in.src[0].r = 1;
	in.src[1] = gpr(0);
	in.nsrc = 2;
	in.repeat = 1;
	emit(in);
	emit_end();
	lanes[0].r[0] = fbits(0.25f);
	lanes[0].r[1] = fbits(0.5f);
	am_sp_run(gpu, AM_FS, lanes, 1, &io);
	ok(flt(lanes[0].r[4]) == 1.25f && flt(lanes[0].r[5]) == 11.25f,
	   "(rpt1)bary.f r1.x, (r)0, r0.x: varyings 0 and 1 at (i, j) (%g %g)",
	   flt(lanes[0].r[4]), flt(lanes[0].r[5]));
	test_bary_wave(&in, &io);
}

static am_u32 test_flat_cb(struct am_gpu *g, const void *ctx, am_u32 inloc)
{
	(void)g;
	(void)ctx;
	return 1000 + inloc;
}

/* Category 6: stg then ldg through the SMMU, and ldlv's flat varying */
static void test_memory(void)
{
	const struct am_sp_io io = { test_bary_cb, test_flat_cb, NULL };
	uint32_t *data = (uint32_t *)phys[3];
	struct ir3_instr in;

	reset_program();
	map_data_page();
	emit_mov(0, imm(DATA_IOVA), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_mov(4, imm(111), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_mov(5, imm(222), IR3_TYPE_U32, IR3_TYPE_U32);
	in = ir3_instr_of(IR3_OPC_STG);
	in.src[0] = gpr(0);
	in.src[1] = gpr(4);
	in.nsrc = 2;
	in.cat6.type = IR3_TYPE_U32;
	in.cat6.size = 2;
	in.cat6.off = 8;
	emit(in);
	in = ir3_instr_of(IR3_OPC_LDG);
	in.dst = gpr(8);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	in.cat6.type = IR3_TYPE_U32;
	in.cat6.size = 2;
	in.cat6.off = 8;
	emit(in);
	in = ir3_instr_of(IR3_OPC_LDLV);
	in.dst = gpr(12);
	in.cat6.type = IR3_TYPE_U32;
	in.cat6.size = 1;
	in.cat6.off = 5;
	emit(in);
	emit_end();
	ok(am_sp_run(gpu, AM_FS, lanes, 1, &io) == 1 && data[2] == 111 &&
	   data[3] == 222 && lanes[0].r[8] == 111 && lanes[0].r[9] == 222,
	   "stg then ldg: two dwords at g[r0.x + 8] through the SMMU (%u %u)",
	   lanes[0].r[8], lanes[0].r[9]);
	ok(lanes[0].r[12] == 1005, "ldlv: the flat varying at inloc 5 (%u)",
	   lanes[0].r[12]);
	am_smmu_write(gpu, AM_SMMU_SCTLR, 0);
}

/* dsx or dsy (opc) of r0.x into dst's x (f32) */
static void emit_deriv(unsigned int opc, unsigned int dst)
{
	struct ir3_instr in = ir3_instr_of(opc);

	in.dst = gpr(dst);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	emit(in);
}

/* Category 5: dsx and dsy difference the quad's lanes, 0 1 over 2 3 */
static void test_derivatives(void)
{
	const float x[4] = { 1, 3, 10, 30 };
	int l, good = 1;

	reset_program();
	emit_deriv(IR3_OPC_DSX, 4);
	emit_deriv(IR3_OPC_DSY, 5);
	emit_end();
	for (l = 0; l < 4; l++)
		lanes[l].r[0] = fbits(x[l]);
	run(0xf);
	for (l = 0; l < 4; l++) {
		good &= flt(lanes[l].r[4]) == (l < 2 ? 2.0f : 20.0f);
		good &= flt(lanes[l].r[5]) == (l % 2 ? 27.0f : 9.0f);
	}
	ok(good, "dsx and dsy across the quad (lane 3: %g %g)",
	   flt(lanes[3].r[4]), flt(lanes[3].r[5]));

	/*
	 * dsx r0.x, r0.x: every lane reads the quad before any writes, as
	 * the hardware's lanes do (the model runs them one after another)
	 */
	reset_program();
	emit_deriv(IR3_OPC_DSX, 0);
	emit_end();
	for (l = 0; l < 4; l++)
		lanes[l].r[0] = fbits(x[l]);
	run(0xf);
	good = 1;
	for (l = 0; l < 4; l++)
		good &= flt(lanes[l].r[0]) == (l < 2 ? 2.0f : 20.0f);
	ok(good, "dsx over its own source: each lane the quad's difference (%g %g %g %g)",
	   flt(lanes[0].r[0]), flt(lanes[1].r[0]), flt(lanes[2].r[0]),
	   flt(lanes[3].r[0]));
}

/*
 * Category 5 sampling: the operands as ir3 lays them out.  An R32F 2x1
 * 2D array of two layers at DATA_IOVA (layer 0: 0.25 0.75, layer 1:
 * 0.6 0.9, a page apart); t#0 all of it, t#1 layer 1 alone; s#0
 * nearest with LEQUAL compare, s#1 nearest with REPEAT.  a3xx's
 * TPL1_TP_FS_TEX_OFFSET is 0: slots are the numbers.
 */
static void set_textures(void)
{
	static const float v[4] = { 0.25f, 0.75f, 0.6f, 0.9f };
	const float half = 0.5f;
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint8_t *data = (uint8_t *)phys[3];
	uint32_t i, *t;

	memcpy(data, v, 8);
	memcpy(data + 4096, v + 2, 8);
	memset(st->tex, 0, sizeof(st->tex));
	memset(st->samp, 0, sizeof(st->samp));
	for (i = 0; i < 2; i++) {
		t = &st->tex[i * AM_TEXC_DWORDS];
		if (gen == 3) {
			t[0] = A3XX_TEX_CONST_0_FMT(TFMT_32_FLOAT) |
			       A3XX_TEX_CONST_0_TYPE(A3XX_TEX_2D) | 0x688 << 4;
			t[1] = A3XX_TEX_CONST_1_WIDTH(2) |
			       A3XX_TEX_CONST_1_HEIGHT(1);
			t[2] = A3XX_TEX_CONST_2_PITCH(64) |
			       A3XX_TEX_CONST_2_INDX(i * AM_MIP_LEVELS);
			t[3] = A3XX_TEX_CONST_3_DEPTH(1 - i) |
			       A3XX_TEX_CONST_3_LAYERSZ1(4096);
			st->mipaddr[i * AM_MIP_LEVELS] = DATA_IOVA + i * 4096;
		} else {
			t[0] = A4XX_TEX_CONST_0_FMT(TFMT4_32_FLOAT) |
			       A4XX_TEX_CONST_0_TYPE(A4XX_TEX_2D) | 0x688 << 4;
			t[1] = A4XX_TEX_CONST_1_WIDTH(2) |
			       A4XX_TEX_CONST_1_HEIGHT(1);
			t[2] = A4XX_TEX_CONST_2_PITCH(64);
			t[3] = A4XX_TEX_CONST_3_DEPTH(2 - i) |
			       A4XX_TEX_CONST_3_LAYERSZ(4096);
			t[4] = DATA_IOVA + i * 4096;
		}
	}
	if (gen == 3) {
		st->samp[0] = A3XX_TEX_SAMP_0_WRAP_S(A3XX_TEX_CLAMP_TO_EDGE) |
			      A3XX_TEX_SAMP_0_COMPARE_FUNC(3);
		st->samp[2] = A3XX_TEX_SAMP_0_WRAP_S(A3XX_TEX_REPEAT);
	} else {
		st->samp[0] = A4XX_TEX_SAMP_0_WRAP_S(A4XX_TEX_CLAMP_TO_EDGE);
		st->samp[1] = A4XX_TEX_SAMP_1_COMPARE_FUNC(3);
		st->samp[2] = A4XX_TEX_SAMP_0_WRAP_S(A4XX_TEX_REPEAT);
	}
	/* t#2: 2x1 at DATA_IOVA (layer 0's texels), level 1 0.5 after */
	memcpy(data + 64, &half, 4);
	t = &st->tex[2 * AM_TEXC_DWORDS];
	if (gen == 3) {
		t[0] = A3XX_TEX_CONST_0_FMT(TFMT_32_FLOAT) |
		       A3XX_TEX_CONST_0_TYPE(A3XX_TEX_2D) |
		       A3XX_TEX_CONST_0_MIPLVLS(1) | 0x688 << 4;
		t[1] = A3XX_TEX_CONST_1_WIDTH(2) | A3XX_TEX_CONST_1_HEIGHT(1);
		t[2] = A3XX_TEX_CONST_2_PITCH(64) |
		       A3XX_TEX_CONST_2_INDX(2 * AM_MIP_LEVELS);
		st->mipaddr[2 * AM_MIP_LEVELS] = DATA_IOVA;
		st->mipaddr[2 * AM_MIP_LEVELS + 1] = DATA_IOVA + 64;
		st->samp[3] = A3XX_TEX_SAMP_1_MAX_LOD(64 * 4);
	} else {
		t[0] = A4XX_TEX_CONST_0_FMT(TFMT4_32_FLOAT) |
		       A4XX_TEX_CONST_0_TYPE(A4XX_TEX_2D) |
		       A4XX_TEX_CONST_0_MIPLVLS(1) | 0x688 << 4;
		t[1] = A4XX_TEX_CONST_1_WIDTH(2) | A4XX_TEX_CONST_1_HEIGHT(1);
		t[2] = A4XX_TEX_CONST_2_PITCH(64);
		t[4] = DATA_IOVA;
		st->samp[3] = A4XX_TEX_SAMP_1_MAX_LOD(256 * 4);
	}
	gpu->regs[REG_A3XX_TPL1_TP_FS_TEX_OFFSET] = 0;
}

/* One sample into r2.x (f32) from src0 = r0.x.., src1 = r1.x.. */
static float run_sam(unsigned int opc, unsigned int flags, unsigned int tex,
		     unsigned int samp)
{
	struct ir3_instr in;

	reset_program();
	in = ir3_instr_of(opc);
	in.dst = gpr(8);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	in.cat5.tex = tex;
	in.cat5.samp = samp;
	in.cat5.is_s = !!(flags & 1);
	in.cat5.is_a = !!(flags & 2);
	in.cat5.is_p = !!(flags & 4);
	in.cat5.is_o = !!(flags & 8);
	in.cat5.is_s2en = !!(flags & 16);
	if (in.cat5.is_o || opc == IR3_OPC_ISAML) {
		in.src[1] = gpr(4);
		in.nsrc = 2;
	}
	if (in.cat5.is_s2en) {
		in.src[2] = gpr(0);
		in.src[2].half = 1;
		in.nsrc = 3;
	}
	emit(in);
	emit_end();
	lanes[0].r[8] = fbits(-1.0f);
	run(1);
	return flt(lanes[0].r[8]);
}

static void test_sample(void)
{
	unsigned int i;
	float v;

	map_data_page();
	set_textures();
	/* sam.s.a: s, t, the reference, then the layer (a4xx: + 0.5) */
	lanes[0].r[0] = fbits(0.25f);
	lanes[0].r[1] = fbits(0.5f);
	lanes[0].r[2] = fbits(0.5f);
	lanes[0].r[3] = fbits(gen == 4 ? 1.5f : 1.0f);
	v = run_sam(IR3_OPC_SAM, 1 | 2, 0, 0);
	ok(v == 1.0f, "sam.s.a: the reference before the layer (%g)", v);
	lanes[0].r[2] = fbits(0.7f);
	v = run_sam(IR3_OPC_SAM, 1 | 2, 0, 0);
	ok(v == 0.0f, "sam.s.a: LEQUAL fails for 0.7 over 0.6 (%g)", v);

	/* sam.p: (2.25, 1.5) / 3 is texel 1; 2.25 repeated is texel 0 */
	lanes[0].r[0] = fbits(2.25f);
	lanes[0].r[1] = fbits(1.5f);
	lanes[0].r[2] = fbits(3.0f);
	v = run_sam(IR3_OPC_SAM, 4, 0, 1);
	ok(v == 0.75f, "sam.p: s and t divided by q (%g)", v);

	/* sam.o: offsets (1, 0) in src1 */
	lanes[0].r[0] = fbits(0.25f);
	lanes[0].r[1] = fbits(0.5f);
	lanes[0].r[4] = 1;
	lanes[0].r[5] = 0;
	v = run_sam(IR3_OPC_SAM, 8, 0, 1);
	ok(v == 0.75f, "sam.o: texel offset from src1 (%g)", v);

	/* isaml.o: texel (0, 0), offsets (1, 0), then the level */
	lanes[0].r[0] = 0;
	lanes[0].r[1] = 0;
	lanes[0].r[6] = 0;
	v = run_sam(IR3_OPC_ISAML, 8, 0, 1);
	ok(v == 0.75f, "isaml.o: offsets, then the lod, in src1 (%g)", v);

	/* samgq: d/dx from r1.x (2 texels a pixel: level 1), d/dy r1.z */
	lanes[0].r[0] = fbits(0.25f);
	lanes[0].r[4] = fbits(1.0f);
	lanes[0].r[5] = 0;
	lanes[0].r[6] = 0;
	lanes[0].r[7] = 0;
	v = run_sam(IR3_OPC_SAMGQ, 0, 2, 1);
	ok(v == 0.5f, "samgq: the gradients after four components pick "
	   "level 1 (%g)", v);
	lanes[0].r[4] = 0;
	v = run_sam(IR3_OPC_SAMGQ, 0, 2, 1);
	ok(v == 0.25f, "samgq: zero gradients, level 0 (%g)", v);

	/*
	 * sam (xw)r2.x: R32F's red to r2.x, its alpha (1.0) to r2.w, each
	 * component to dst + its place; r2.y and r2.z kept
	 */
	{
		struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);
		am_u32 *r = lanes[0].r;

		reset_program();
		in.dst = gpr(8);
		in.src[0] = gpr(0);
		in.nsrc = 1;
		in.cat5.type = IR3_TYPE_F32;
		in.cat5.wrmask = 0x9;
		in.cat5.samp = 1;
		emit(in);
		emit_end();
		lanes[0].r[0] = fbits(0.75f);
		lanes[0].r[1] = fbits(0.5f);
		for (i = 0; i < 4; i++)
			r[8 + i] = 0xdead0000u + i;
		run(1);
		ok(r[8] == fbits(0.75f) && r[9] == 0xdead0001u &&
		   r[10] == 0xdead0002u && r[11] == fbits(1.0f),
		   "sam (xw)r2.x: x to r2.x, w to r2.w, r2.y and r2.z kept "
		   "(%#x %#x %#x %#x)", r[8], r[9], r[10], r[11]);
	}

	/* s2en: s# in hr0.x, t# in hr0.y */
	lanes[0].r[0] = fbits(0.25f);
	lanes[0].hr[0] = 1;
	lanes[0].hr[1] = 1;
	v = run_sam(IR3_OPC_SAM, 16, 0, 0);
	ok(v == 0.6f, "sam.s2en: sampler and texture from a half register "
	   "pair (%g)", v);
	am_smmu_write(gpu, AM_SMMU_SCTLR, 0);
}

/* opc (s32 or f32)(wrmask)r2.x, [r0.x], s#samp, t#tex */
static void emit_cat5(unsigned int opc, unsigned int type, unsigned int wrmask,
		      unsigned int flags, unsigned int tex, unsigned int samp)
{
	struct ir3_instr in = ir3_instr_of(opc);

	in.dst = gpr(8);
	if (ir3_opc_table[5][IR3_OPC_NUM(opc)].nsrc) {
		in.src[0] = gpr(0);
		in.nsrc = 1;
	}
	in.cat5.type = type;
	in.cat5.wrmask = wrmask;
	in.cat5.tex = tex;
	in.cat5.samp = samp;
	in.cat5.is_a = !!(flags & 2);
	emit(in);
}

static void fill_r2(void)
{
	int l, c;

	for (l = 0; l < AM_SP_LANES; l++)
		for (c = 0; c < 4; c++)
			lanes[l].r[8 + c] = 0xdead0000u + c;
}

/*
 * gather4r/g/b/a, getlod, getinfo and getbuf as Mesa 22.3's ir3 emits
 * them for fd4 (textureGather, textureQueryLod, textureQueryLevels,
 * textureSize of a buffer), on the textures of set_textures()
 */
static void test_gather_queries(void)
{
	am_u64 unsupported = gpu->pipe.stats.unsupported;
	am_u32 *r = lanes[0].r;
	int l, good = 1;

	map_data_page();
	set_textures();

	/* (0.5, 0.5) of t#0's layer 0, REPEAT: texels 0, 1 of row 0 */
	reset_program();
	emit_cat5(IR3_OPC_GATHER4R, IR3_TYPE_F32, 0xf, 0, 0, 1);
	emit_end();
	lanes[0].r[0] = fbits(0.5f);
	lanes[0].r[1] = fbits(0.5f);
	fill_r2();
	run(1);
	ok(flt(r[8]) == 0.25f && flt(r[9]) == 0.75f && flt(r[10]) == 0.75f &&
	   flt(r[11]) == 0.25f, "gather4r (xyzw): the red of (i0, j1), "
	   "(i1, j1), (i1, j0), (i0, j0) (%g %g %g %g)", flt(r[8]),
	   flt(r[9]), flt(r[10]), flt(r[11]));

	/* R32F has no alpha: 1.0 for each texel */
	reset_program();
	emit_cat5(IR3_OPC_GATHER4A, IR3_TYPE_F32, 0xf, 0, 0, 1);
	emit_end();
	fill_r2();
	run(1);
	ok(r[8] == fbits(1) && r[9] == fbits(1) && r[10] == fbits(1) &&
	   r[11] == fbits(1), "gather4a of a format without alpha: 1.0s");

	/* gather4r.a: the layer after s and t (a4xx: ir3 adds 0.5) */
	reset_program();
	emit_cat5(IR3_OPC_GATHER4R, IR3_TYPE_F32, 0xf, 2, 0, 1);
	emit_end();
	lanes[0].r[2] = fbits(gen == 4 ? 1.5f : 1.0f);
	fill_r2();
	run(1);
	ok(flt(r[8]) == 0.6f && flt(r[9]) == 0.9f && flt(r[10]) == 0.9f &&
	   flt(r[11]) == 0.6f, "gather4r.a: layer 1's texels (%g %g %g %g)",
	   flt(r[8]), flt(r[9]), flt(r[10]), flt(r[11]));

	/*
	 * getlod (s32)(xy) on t#2 (two levels), s#1 (nearest mip filter,
	 * MAX_LOD 4): s steps 0.75 a pixel, 1.5 texels, lod log2(1.5):
	 * y 0.585 in 4.8 fixed point, x the level, 1
	 */
	reset_program();
	emit_cat5(IR3_OPC_GETLOD, IR3_TYPE_S32, 0x3, 0, 2, 1);
	emit_end();
	for (l = 0; l < 4; l++) {
		lanes[l].r[0] = fbits(0.75f * (l & 1));
		lanes[l].r[1] = fbits(0.25f);
	}
	fill_r2();
	run(0xf);
	for (l = 0; l < 4; l++)
		good &= lanes[l].r[8] == 256 && lanes[l].r[9] == 150 &&
			lanes[l].r[10] == 0xdead0002u;
	ok(good, "getlod (xy): x the level, y the lod, fixed point 4.8 "
	   "(%d %d)", (int)r[8], (int)r[9]);

	/* getinfo (z)r2.x writes r2.z alone, which ir3 reads */
	reset_program();
	emit_cat5(IR3_OPC_GETINFO, IR3_TYPE_S32, 0x4, 0, 2, 0);
	emit_end();
	fill_r2();
	run(1);
	ok(r[10] == (gen == 3 ? 1u : 2u) && r[8] == 0xdead0000u &&
	   r[9] == 0xdead0001u && r[11] == 0xdead0003u,
	   "getinfo (z)r2.x: the levels%s in r2.z, r2.x and r2.y kept "
	   "(%#x %#x %u)", gen == 3 ? " - 1" : "", r[8], r[9], r[10]);

	/* getbuf (x): the elements (t#0 is no buffer: its width) */
	reset_program();
	emit_cat5(IR3_OPC_GETBUF, IR3_TYPE_S32, 0x1, 0, 0, 0);
	emit_end();
	fill_r2();
	run(1);
	ok(r[8] == 2 && r[9] == 0xdead0001u, "getbuf (x): the width (%u)",
	   r[8]);
	ok(gpu->pipe.stats.unsupported == unsupported,
	   "gather4, getlod, getinfo, getbuf: none unsupported");
	am_smmu_write(gpu, AM_SMMU_SCTLR, 0);
}

/*
 * Half precision.  a3xx and a4xx keep the half registers (hr0.x..) in a
 * file of their own: Mesa's ir3 merges them into the full registers only
 * from a6xx on (ir3_shader.c: mergedregs = gpu_id >= 600; regmask.h).
 * Expected values are IEEE binary16 bits, rounded to nearest even.
 */
static struct ir3_reg hgpr(unsigned int num)
{
	struct ir3_reg r = gpr(num);

	r.half = 1;
	return r;
}

/* A cat2 instruction; full: the sources' precision, conv: dst flips */
static void emit2h(unsigned int opc, struct ir3_reg dst, struct ir3_reg a,
		   struct ir3_reg b, int full, int conv)
{
	struct ir3_instr in = ir3_instr_of(opc);

	in.dst = dst;
	in.src[0] = a;
	in.src[1] = b;
	in.nsrc = in.form == IR3_FORM_CAT2_1SRC ? 1 : 2;
	in.full = full;
	in.dst_conv = conv;
	emit(in);
}

static void emit_mad_f16(unsigned int dst, struct ir3_reg a,
			 struct ir3_reg b, struct ir3_reg c)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MAD_F16);

	in.dst = hgpr(dst);
	in.src[0] = a;
	in.src[1] = b;
	in.src[2] = c;
	in.nsrc = 3;
	in.full = 0;
	emit(in);
}

static void test_half_convert(void)
{
	/* cov.f32f16: binary32 in, the binary16 it rounds to */
	static const am_u32 in32[] = {
		0x3f800000, 0x477fe000, 0x477fefff, 0x477ff000, 0x47c35000,
		0x3eaaaaab, 0x3dcccccd, 0xc0200000, 0x80000000, 0x33800000,
		0x33400000, 0x33000000, 0x387fbe77, 0x387ff000, 0x7fc00000,
	};
	static const am_u16 want16[] = {
		0x3c00, 0x7bff, 0x7bff, 0x7c00, 0x7c00,
		0x3555, 0x2e66, 0xc100, 0x8000, 0x0001,
		0x0001, 0x0000, 0x03ff, 0x0400, 0x7e00,
	};
	/* cov.f16f32: binary16 in, the binary32 it is exactly */
	static const am_u16 in16[] = {
		0x3c00, 0x0001, 0x03ff, 0x0400, 0x7bff, 0xfc00, 0x8000, 0x3555,
	};
	static const am_u32 want32[] = {
		0x3f800000, 0x33800000, 0x387fc000, 0x38800000, 0x477fe000,
		0xff800000, 0x80000000, 0x3eaaa000,
	};
	const unsigned int n32 = sizeof(in32) / sizeof(in32[0]);
	const unsigned int n16 = sizeof(in16) / sizeof(in16[0]);
	unsigned int i, bad32 = ~0u, bad16 = ~0u;
	int nan_ok, good = 1;

	reset_program();
	memset(lanes, 0, sizeof(lanes));
	for (i = 0; i < n32; i++) {
		gpu->stage[AM_FS].consts[i] = in32[i];
		emit_mov(i, cst(i), IR3_TYPE_F32, IR3_TYPE_F16);
	}
	for (i = 0; i < n16; i++) {
		lanes[0].hr[64 + i] = in16[i];
		emit_mov(64 + i, hgpr(64 + i), IR3_TYPE_F16, IR3_TYPE_F32);
	}
	emit_end();
	ok(run(1) == 1, "half: %u cov.f32f16 and %u cov.f16f32 run", n32, n16);
	for (i = n32; i-- > 0;)
		if (lanes[0].hr[i] != want16[i])
			bad32 = i;
	/* NaN's payload is the model's own: any quiet NaN will do */
	nan_ok = (lanes[0].hr[n32 - 1] & 0x7e00) == 0x7e00;
	ok(bad32 >= n32 - 1 && nan_ok,
	   "half: cov.f32f16 rounds to nearest even: 1, 65504, overflow to inf, 1/3, 0.1, subnormals, a tie into the normals, NaN (first wrong: %d)",
	   bad32 >= n32 - 1 ? -1 : (int)bad32);
	for (i = n16; i-- > 0;)
		if (lanes[0].r[64 + i] != want32[i])
			bad16 = i;
	ok(bad16 == ~0u,
	   "half: cov.f16f32 is exact: 1, the smallest and largest subnormals, the smallest normal, 65504, -inf, -0, 1/3 (first wrong: %d)",
	   bad16 == ~0u ? -1 : (int)bad16);
	for (i = 0; i < n32; i++)
		good &= lanes[0].r[i] == 0;
	for (i = 0; i < n16; i++)
		good &= lanes[0].hr[64 + i] == in16[i];
	ok(good, "half: conversions write only the file their type names");
}

static void test_half_alu(void)
{
	struct ir3_reg f2 = { .kind = IR3_REG_FLUT, .imm = 3, .half = 1 };
	struct ir3_instr in;

	reset_program();
	memset(lanes, 0, sizeof(lanes));
	lanes[0].hr[0] = 0x3e00;		/* hr0.x 1.5 */
	lanes[0].hr[1] = 0x4080;		/* hr0.y 2.25 */
	lanes[0].hr[2] = 0x3000;		/* hr0.z 0.125 */
	lanes[0].hr[3] = 0x3555;		/* hr0.w 1/3 */
	lanes[0].hr[4] = 0x4200;		/* hr1.x 3 */
	lanes[0].hr[5] = 0x7bff;		/* hr1.y 65504 */
	lanes[0].hr[6] = 0x0400;		/* hr1.z 2^-14 */
	lanes[0].hr[7] = 0x3800;		/* hr1.w 0.5 */
	lanes[0].r[0] = 0x3dcccccd;		/* r0.x 0.1f */
	lanes[0].r[1] = 0x3f800000;		/* r0.y 1 */
	gpu->stage[AM_FS].consts[0] = 0x40000000;	/* c0.x 2.0f */

	emit2h(IR3_OPC_ADD_F, hgpr(8), hgpr(0), hgpr(1), 0, 0);
	emit2h(IR3_OPC_MUL_F, hgpr(9), hgpr(3), hgpr(4), 0, 0);
	emit2h(IR3_OPC_ADD_F, hgpr(10), hgpr(5), hgpr(5), 0, 0);
	emit2h(IR3_OPC_MUL_F, hgpr(11), hgpr(6), hgpr(7), 0, 0);
	emit_mad_f16(12, hgpr(0), hgpr(1), hgpr(2));
	in = ir3_instr_of(IR3_OPC_MAD_F16);		/* hr3.y = -3 * 1.5 + 65504 */
	in.dst = hgpr(13);
	in.src[0] = hgpr(4);
	in.src[0].neg = 1;
	in.src[1] = hgpr(0);
	in.src[2] = hgpr(5);
	in.nsrc = 3;
	in.full = 0;
	emit(in);
	in = ir3_instr_of(IR3_OPC_ADD_F);			/* (sat)hr3.z = 1.5 + 2.25 */
	in.dst = hgpr(14);
	in.src[0] = hgpr(0);
	in.src[1] = hgpr(1);
	in.nsrc = 2;
	in.full = 0;
	in.sat = 1;
	emit(in);
	emit2h(IR3_OPC_MUL_F, hgpr(15), gpr(0), gpr(1), 1, 1);
	emit2h(IR3_OPC_ADD_F, gpr(16), hgpr(0), hgpr(2), 0, 1);
	emit2h(IR3_OPC_ADD_F, hgpr(17), hgpr(0), cst(0), 0, 0);
	emit2h(IR3_OPC_MUL_F, hgpr(18), hgpr(0), f2, 0, 0);
	emit_end();
	ok(run(1) == 1, "half: add.f, mul.f, mad.f16 on half registers run");
	ok(lanes[0].hr[8] == 0x4380 && lanes[0].hr[9] == 0x3c00 &&
	   lanes[0].hr[10] == 0x7c00 && lanes[0].hr[11] == 0x0200,
	   "half: add.f 1.5 + 2.25 = 3.75, mul.f (1/3) * 3 ties to even 1.0, 65504 + 65504 = inf, 2^-14 * 0.5 a subnormal (0x%04x 0x%04x 0x%04x 0x%04x)",
	   lanes[0].hr[8], lanes[0].hr[9], lanes[0].hr[10], lanes[0].hr[11]);
	ok(lanes[0].hr[12] == 0x4300 && lanes[0].hr[13] == 0x7bff &&
	   lanes[0].hr[14] == 0x3c00,
	   "half: mad.f16 1.5 * 2.25 + 0.125 = 3.5, (neg)3 * 1.5 + 65504 rounds to 65504, (sat) to 1.0 (0x%04x 0x%04x 0x%04x)",
	   lanes[0].hr[12], lanes[0].hr[13], lanes[0].hr[14]);
	ok(lanes[0].hr[15] == 0x2e66 && lanes[0].r[16] == 0x3fd00000,
	   "half: the dst precision flips: full 0.1 * 1 into hr3.w (0x%04x), half 1.5 + 0.125 into r4.x (0x%08x)",
	   lanes[0].hr[15], lanes[0].r[16]);
	ok(lanes[0].hr[17] == 0x4300 && lanes[0].hr[18] == 0x4200,
	   "half: a const read as half converts its binary32 (1.5 + 2.0), the float table's half 2.0 (0x%04x 0x%04x)",
	   lanes[0].hr[17], lanes[0].hr[18]);
	ok(lanes[0].r[8] == 0 && lanes[0].r[12] == 0 && lanes[0].r[15] == 0 &&
	   lanes[0].hr[16] == 0,
	   "half: half results leave the full registers of the same number alone, and the reverse");
}

/* hr0.x and r0.x are different registers on a3xx/a4xx */
static void test_half_files(void)
{
	reset_program();
	memset(lanes, 0, sizeof(lanes));
	lanes[0].r[0] = 0x11112222;
	lanes[0].hr[0] = 0x3333;
	lanes[0].hr[1] = 0x4444;
	emit_mov(0, imm(0x3f800000), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_mov(1, imm(0x4000), IR3_TYPE_U16, IR3_TYPE_U16);
	emit_mov(4, hgpr(0), IR3_TYPE_U16, IR3_TYPE_U32);
	emit_mov(5, gpr(0), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_end();
	run(1);
	ok(lanes[0].r[0] == 0x3f800000 && lanes[0].hr[0] == 0x3333 &&
	   lanes[0].hr[1] == 0x4000 && lanes[0].r[1] == 0,
	   "half: a write of r0.x leaves hr0.x and hr0.y, a write of hr0.y leaves r0.x and r0.y: separate files (hr0.x 0x%04x)",
	   lanes[0].hr[0]);
	ok(lanes[0].r[4] == 0x3333 && lanes[0].r[5] == 0x3f800000,
	   "half: mov.u16u32 reads hr0.x, mov.u32u32 r0.x: each its own (0x%x 0x%x)",
	   lanes[0].r[4], lanes[0].r[5]);
}

static void test_faults(void)
{
	am_u64 before = gpu->pipe.stats.shader_faults;
	struct ir3_instr in;

	/* No end within the program's length */
	reset_program();
	gpu->regs[gen == 4 ? REG_A4XX_SP_FS_LENGTH_REG :
		  REG_A3XX_SP_FS_LENGTH_REG] = 1;
	emit_mov(0, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);
	ok(run(1) == -1, "a program that runs past its length faults");

	/* jump #0 for ever */
	reset_program();
	in = ir3_instr_of(IR3_OPC_JUMP);
	in.cat0.offset = 0;
	emit(in);
	ok(run(0xf) == -1,
	   "an endless loop outside a CP run stops at the step limit");

	/* An encoding the database does not have */
	reset_program();
	gpu->stage[AM_FS].instr[0] = 0;
	gpu->stage[AM_FS].instr[1] = 0x40000000u | 8u << 21;
	gpu->stage[AM_FS].decoded_ok[0] = 0;
	gpu->stage[AM_FS].shape.known = 0;
	ok(run(1) == -1 && gpu->pipe.stats.shader_faults - before == 3,
	   "an unknown opcode faults (3 faults counted)");
}

/* ---- Timing: cycles, stalls and hazards (model_sp.c) -------------------- */

/* What one run of the program on lanes mask cost */
static struct am_sp_stats timed_run(unsigned int mask)
{
	struct am_sp_stats a = gpu->pipe.stats.sp[AM_FS], b;

	run(mask);
	b = gpu->pipe.stats.sp[AM_FS];
	b.runs -= a.runs;
	b.instrs -= a.instrs;
	b.cycles -= a.cycles;
	b.stalls -= a.stalls;
	b.hazards -= a.hazards;
	return b;
}

/* n issue cycles of nops: (rptN)nop is N + 1, N at most 7 */
static void emit_nops(unsigned int n)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_NOP);

	while (n) {
		unsigned int k = n < 8 ? n : 8;

		in.repeat = k - 1;
		emit(in);
		n -= k;
	}
}

/* (sy)/(ss) mov.u32u32 dst, r<src> */
static void emit_wait_mov(unsigned int dst, unsigned int src, int sy, int ss)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MOV);

	in.dst = gpr(dst);
	in.src[0] = gpr(src);
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	in.sy = sy;
	in.ss = ss;
	emit(in);
}

/* sam (f32)(x)r2.x, r0.x, s#0, t#0 */
static void emit_sam(void)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	in.dst = gpr(8);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	emit(in);
}

/* rcp r1.x, c0.x */
static void emit_rcp(void)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_RCP);

	in.dst = gpr(4);
	in.src[0] = cst(0);
	in.nsrc = 1;
	emit(in);
}

/*
 * sam, then n cycles of nops, then its result read by a mov with (sy)
 * (sy set) or without
 */
static struct am_sp_stats sam_then_read(unsigned int n, int sy)
{
	reset_program();
	emit_sam();
	emit_nops(n);
	emit_wait_mov(12, 8, sy, 0);
	emit_end();
	return timed_run(1);
}

/*
 * sam (f32)(wrmask)r2.x, then enough cycles for its result, then r<src>
 * read without (sy)
 */
static struct am_sp_stats masked_sam_then_read(unsigned int wrmask,
					       unsigned int src)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	reset_program();
	in.dst = gpr(8);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = wrmask;
	emit(in);
	emit_nops(AM_SP_TEX_DELAY);
	emit_wait_mov(12, src, 0, 0);
	emit_end();
	return timed_run(1);
}

/* mov r0.x, then n cycles of nops, then add.u r0.y, r0.x, 1 */
static struct am_sp_stats alu_then_read(unsigned int n)
{
	reset_program();
	emit_mov(0, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_nops(n);
	emit2(IR3_OPC_ADD_U, 1, gpr(0), imm(1));
	emit_end();
	return timed_run(1);
}

/* mov r0.x, n nops, mad.f32 r0.y, c0.x, r1.x, r0.x: the addend */
static struct am_sp_stats addend_read(unsigned int n)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MAD_F32);

	reset_program();
	emit_mov(0, imm(0x3f800000), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_nops(n);
	in.dst = gpr(1);
	in.src[0] = cst(0);
	in.src[1] = gpr(4);
	in.src[2] = gpr(0);
	in.nsrc = 3;
	emit(in);
	emit_end();
	return timed_run(1);
}

/*
 * rcp r1.x, r0.x (or r0.x, r0.x: self); n cycles of nops; then
 * mov r0.x, r2.x, with (ss) or without: the SFU reads its source late
 */
static struct am_sp_stats rcp_then_overwrite(unsigned int n, int ss,
					     int self)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_RCP);

	reset_program();
	emit_mov(0, imm(0x3f800000), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_nops(AM_SP_FAR_SLOTS);
	in.dst = gpr(self ? 0 : 4);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	emit(in);
	emit_nops(n);
	emit_wait_mov(self ? 12 : 0, 8, 0, ss);
	emit_end();
	return timed_run(1);
}

static void test_timing(void)
{
	struct am_sp_stats t, u;
	struct ir3_instr in;

	memset(lanes, 0, sizeof(lanes));
	gpu->stage[AM_FS].consts[0] = fbits(2.0f);

	reset_program();
	emit_end();
	t = timed_run(0xf);
	reset_program();
	emit_nops(3);
	emit_end();
	u = timed_run(0xf);
	ok(t.runs == 1 && t.instrs == 1 && t.cycles == 1 && u.instrs == 4 &&
	   u.cycles == 4 && !u.stalls && !u.hazards,
	   "timing: end alone is 1 cycle; (rpt2)nop, end 4 instructions and cycles, 1 run of 4 lanes (%llu %llu)",
	   u.instrs, u.cycles);

	/* (nop2)add.u: 3 cycles, then a read 2 slots after it */
	reset_program();
	in = ir3_instr_of(IR3_OPC_ADD_U);
	in.dst = gpr(0);
	in.src[0] = imm(1);
	in.src[1] = imm(2);
	in.nsrc = 2;
	in.nop = 2;
	emit(in);
	emit2(IR3_OPC_ADD_U, 1, gpr(0), imm(1));
	emit_end();
	t = timed_run(1);
	ok(t.instrs == 3 && t.cycles == 5 && t.hazards == 1,
	   "timing: (nop2) idles 2 cycles, which are 2 of the 3 delay slots an ALU read needs (%llu cycles, %llu hazards)",
	   t.cycles, t.hazards);

	t = alu_then_read(1);
	u = alu_then_read(AM_SP_ALU_SLOTS);
	ok(t.hazards == 1 && !u.hazards,
	   "timing: an ALU read 1 slot after an ALU write is a hazard, %d slots after is not (%llu %llu)",
	   AM_SP_ALU_SLOTS, t.hazards, u.hazards);
	t = addend_read(0);
	u = addend_read(AM_SP_ADDEND_SLOTS);
	ok(t.hazards == 1 && !u.hazards,
	   "timing: a mad's addend needs %d slot after its write (%llu %llu)",
	   AM_SP_ADDEND_SLOTS, t.hazards, u.hazards);

	map_data_page();
	set_textures();
	t = sam_then_read(0, 1);
	ok(t.stalls == AM_SP_TEX_DELAY && !t.hazards &&
	   t.cycles == 3 + AM_SP_TEX_DELAY,
	   "timing: (sy) right after a sam stalls %d cycles (%llu stalls, %llu cycles)",
	   AM_SP_TEX_DELAY, t.stalls, t.cycles);
	t = sam_then_read(AM_SP_TEX_DELAY - 1, 1);
	u = sam_then_read(AM_SP_TEX_DELAY, 1);
	ok(t.stalls == 1 && !u.stalls && !t.hazards && !u.hazards,
	   "timing: %d cycles between a sam and its (sy) reader leave 1 stall, %d none (%llu %llu)",
	   AM_SP_TEX_DELAY - 1, AM_SP_TEX_DELAY, t.stalls, u.stalls);
	t = sam_then_read(AM_SP_TEX_DELAY, 0);
	ok(t.hazards == 1 && !t.stalls,
	   "timing: a sample's result read without (sy) is a hazard, however late (%llu)",
	   t.hazards);

	/* sam (w)r2.x writes r2.w: r2.x read without (sy) is fine */
	t = masked_sam_then_read(0x8, 8);
	u = masked_sam_then_read(0x8, 11);
	ok(!t.hazards && u.hazards == 1,
	   "timing: sam (w)r2.x writes r2.w, not r2.x: only r2.w read without (sy) is a hazard (%llu %llu)",
	   t.hazards, u.hazards);
	/* sam (xw): the planned path leaves it to the general one */
	t = masked_sam_then_read(0x9, 9);
	u = masked_sam_then_read(0x9, 11);
	ok(!t.hazards && u.hazards == 1,
	   "timing: sam (xw)r2.x: r2.y is not written, r2.w is (%llu %llu)",
	   t.hazards, u.hazards);
	am_smmu_write(gpu, AM_SMMU_SCTLR, 0);

	reset_program();
	emit_rcp();
	emit_wait_mov(5, 4, 0, 1);
	emit_end();
	t = timed_run(1);
	reset_program();
	emit_rcp();
	emit_wait_mov(5, 4, 0, 0);
	emit_end();
	u = timed_run(1);
	ok(t.stalls == AM_SP_SFU_DELAY && !t.hazards && u.hazards == 1 &&
	   !u.stalls,
	   "timing: (ss) right after an rcp stalls %d cycles, no (ss) is a hazard (%llu %llu)",
	   AM_SP_SFU_DELAY, t.stalls, u.hazards);

	/* The SFU reads ALU results 6 slots after: 3 are too few */
	reset_program();
	emit_mov(0, imm(0x3f800000), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_nops(AM_SP_ALU_SLOTS);
	in = ir3_instr_of(IR3_OPC_RCP);
	in.dst = gpr(4);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	emit(in);
	emit_end();
	t = timed_run(1);
	ok(t.hazards == 1, "timing: rcp of an ALU result %d slots old is a hazard (%llu)",
	   AM_SP_ALU_SLOTS, t.hazards);

	/* Spaced as the hardware needs: nothing counted */
	reset_program();
	emit_mov(0, imm(0x3f800000), IR3_TYPE_U32, IR3_TYPE_U32);
	emit_nops(AM_SP_FAR_SLOTS);
	emit_rcp();
	in = ir3_instr_of(IR3_OPC_RCP);
	in.dst = gpr(5);
	in.src[0] = gpr(0);
	in.nsrc = 1;
	emit(in);
	emit2(IR3_OPC_ADD_U, 1, gpr(0), imm(1));
	emit_wait_mov(6, 4, 0, 1);
	emit_nops(AM_SP_ALU_SLOTS);
	emit2(IR3_OPC_ADD_U, 2, gpr(1), gpr(6));
	emit_end();
	t = timed_run(0xf);
	ok(!t.hazards && t.stalls == AM_SP_SFU_DELAY - 1 &&
	   t.instrs == 9 + AM_SP_FAR_SLOTS + AM_SP_ALU_SLOTS - 2,
	   "timing: a program spaced as the hardware needs counts no hazard; (ss) waits for the later rcp (%llu hazards, %llu stalls)",
	   t.hazards, t.stalls);

	/* Write after read (Mesa's needs_ss_war) */
	t = rcp_then_overwrite(2 * AM_SP_SFU_DELAY, 0, 0);
	u = rcp_then_overwrite(0, 1, 0);
	ok(t.hazards == 1 && !u.hazards,
	   "timing: overwriting an rcp's source without (ss) is a hazard however late, with (ss) none (%llu %llu)",
	   t.hazards, u.hazards);
	t = rcp_then_overwrite(0, 0, 1);
	ok(!t.hazards,
	   "timing: rcp r0.x, r0.x overwrites its own source: no hazard (%llu)",
	   t.hazards);
}

/*
 * SP_FS_CTRL_REG0's footprints, one vec4 of each file: r0 and hr0 are
 * inside, r1.x and hr1.x past them (each lane's access counted once),
 * r63.x (the null destination) and a0.x in no footprint at all
 */
static void test_footprint(void)
{
	am_u32 reg = gen == 4 ? REG_A4XX_SP_FS_CTRL_REG0 :
				REG_A3XX_SP_FS_CTRL_REG0;
	am_u32 saved = gpu->regs[reg];
	struct am_sp_stats a, b;
	struct ir3_instr in;

	gpu->regs[reg] = A3XX_SP_FS_CTRL_REG0_FULLREGFOOTPRINT(1) |
			 A3XX_SP_FS_CTRL_REG0_HALFREGFOOTPRINT(1);
	memset(lanes, 0, sizeof(lanes));
	reset_program();
	emit_mov(3, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);	/* r0.w */
	emit_mov(0xfc, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);	/* r63.x */
	emit_mov(0xf4, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);	/* a0.x */
	in = ir3_instr_of(IR3_OPC_MOV);
	in.dst = hgpr(3);					/* hr0.w */
	in.src[0] = imm(1);
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U16;
	in.cat1.dst_type = IR3_TYPE_U16;
	emit(in);
	emit_end();
	a = gpu->pipe.stats.sp[AM_FS];
	run(0xf);
	b = gpu->pipe.stats.sp[AM_FS];
	ok(b.overruns == a.overruns,
	   "footprint: r0.w, hr0.w, r63.x and a0.x count no overrun in a footprint of one vec4 each (%llu)",
	   b.overruns - a.overruns);

	reset_program();
	emit_mov(4, imm(1), IR3_TYPE_U32, IR3_TYPE_U32);	/* r1.x */
	in.dst = hgpr(4);					/* hr1.x */
	emit(in);
	emit2(IR3_OPC_ADD_U, 0, gpr(5), imm(1));		/* reads r1.y */
	emit_end();
	a = gpu->pipe.stats.sp[AM_FS];
	run(0xf);
	b = gpu->pipe.stats.sp[AM_FS];
	ok(b.overruns - a.overruns == 3 * 4,
	   "footprint: writing r1.x and hr1.x and reading r1.y past it count 3 a lane (%llu for 4 lanes)",
	   b.overruns - a.overruns);
	gpu->regs[reg] = saved;
}

int main(void)
{
	const struct am_host host = { .page = host_page, .now_ns = no_time };
	const am_u32 chips[2] = { 0x03020000, 0x04020000 };
	int i;

	gpu = calloc(1, sizeof(*gpu));
	printf("TAP version 13\n1..134\n");
	for (i = 0; i < 2; i++) {
		struct am_config cfg = { .chip_id = chips[i], .freq_mhz = 500 };

		am_init(gpu, &cfg, &host);
		gen = chips[i] >> 24;
		test_alu();
		test_imul();
		test_flow();
		test_uniform();
		test_repeat_relative();
		test_bary();
		test_memory();
		test_derivatives();
		test_sample();
		test_gather_queries();
		test_faults();
		test_half_convert();
		test_half_alu();
		test_half_files();
		test_timing();
		test_footprint();
	}
	printf("# %d passed, %d failed\n", count - failed, failed);
	free(gpu);
	return failed ? 1 : 0;
}
