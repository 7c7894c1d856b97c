// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shader processor: an interpreter of the ir3 instructions that
 * CP_LOAD_STATE put in a stage's instruction memory, decoded by the
 * decoder the ISA database generates.
 *
 * The lanes of a run (a wave of four 2x2 quads of fragments, or the
 * vertices of a primitive) execute together.  Each lane has its own
 * program counter; every step runs the instruction at the lowest counter
 * for the lanes that stand there, so lanes that branched apart join
 * again where their paths meet, as structured code does on hardware.
 * Float arithmetic is the model's software IEEE (model_float.c): the
 * same bits on every host.
 *
 * A program that runs past its end or its step budget, or uses an
 * encoding or an instruction the model does not execute, faults: the run
 * stops and the caller drops its lanes.
 *
 * Each step is timed as the hardware issues it for the group of lanes,
 * in order, one issue a cycle: a (rptN) instruction issues N + 1 times
 * and (nopN) idles N cycles after it.  (ss) waits until every SFU result
 * and local load issued before it is there, (sy) every sample and global
 * load: the stalls.  Nothing on the hardware holds an ALU instruction
 * whose source is not ready: it reads the register's old value.  The
 * model always reads the new one, and counts as a hazard each read
 * fewer delay slots after an ALU write than the hardware needs, and each
 * read of an SFU or sample result that no (ss) or (sy) waited for.  The
 * SFU, samples and memory instructions also read their sources late,
 * after they issue: a write to one of those before an (ss) is a hazard
 * too (write after read; Mesa's needs_ss_war).  A scoreboard per group
 * (not per lane) holds when each register component was written, by
 * which lanes and by what unit, and when one of those late readers last
 * read it (struct am_sp_board).
 * Registers addressed relative to a0.x, which may differ between lanes,
 * are not followed (a0.x itself is).  Most instructions are timed from
 * a plan made as they are decoded (struct am_sp_plan): the interpreter
 * is what the model's fill rate rests on.
 */

#include "model_internal.h"
#include "model_sp.h"
#include "model_float.h"
#include "model_tp.h"
#include "generated/ir3_isa.h"
#include "adreno_regs.h"

/*
 * GPR numbers of the address and predicate registers, r61.x and r62.x;
 * r63.x is the null destination: none is in a footprint
 */
#define AM_REG_A0		0xf4
#define AM_REG_P0		0xf8

/* struct am_sp is in model.h: a paused run is kept in the GPU */

/* What wrote a register: which wait, if any, makes its value safe */
enum am_unit {
	AM_UNIT_ALU,	/* ready after delay slots */
	AM_UNIT_SS,	/* the SFU, ldlv: after (ss) */
	AM_UNIT_SY,	/* a sample, ldg: after (sy) */
};

enum am_val_kind {
	AM_VK_FLOAT,	/* (abs)/(neg) act on the sign bit */
	AM_VK_INT,	/* on the two's complement value */
	AM_VK_BITS,	/* (neg) is a bitwise not */
};

static int am_sp_fault(struct am_sp *s)
{
	s->fault = 1;
	return -1;
}

/* A full or half component of a lane's register file, by number */
static am_u32 am_gpr_read(struct am_sp *s, int l, am_u32 num, int half)
{
	if (num >= AM_REG_A0 && num < AM_REG_A0 + 4)
		return num == AM_REG_A0 ? (am_u32)s->a0[l] : 0;
	if (num >= AM_REG_P0 && num < AM_REG_P0 + 4)
		return num == AM_REG_P0 ? s->p0[l] : 0;
	if (num >= s->footprint[half] && num < AM_REG_A0)
		s->overruns++;
	if (num >= AM_SP_COMPS)
		return 0;
	return half ? s->lanes[l].hr[num] : s->lanes[l].r[num];
}

static void am_gpr_write(struct am_sp *s, int l, am_u32 num, int half,
			 am_u32 v)
{
	if (num == AM_REG_A0) {
		/* a0.x holds a signed 16-bit index */
		s->a0[l] = (am_s32)(am_u32)(am_u16)v;
		if (s->a0[l] & 0x8000)
			s->a0[l] -= 0x10000;
		return;
	}
	if (num == AM_REG_P0) {
		s->p0[l] = v & 1;
		return;
	}
	if (num >= s->footprint[half] && num < AM_REG_A0)
		s->overruns++;
	if (num >= AM_SP_COMPS)
		return;
	if (half)
		s->lanes[l].hr[num] = (am_u16)v;
	else
		s->lanes[l].r[num] = v;
}

/* A constant: half reads of floats convert, others take the low bits */
static am_u32 am_const_read(struct am_sp *s, am_s32 num, int half,
			    enum am_val_kind k)
{
	am_u32 v;

	if (num < 0 || num >= AM_CONST_DWORDS)
		return 0;
	v = s->consts[num];
	if (!half)
		return v;
	return k == AM_VK_FLOAT ? am_f32_to_f16(v) : v & 0xffff;
}

/*
 * The float table of cat2 immediates, binary32 and binary16: 0.0, 0.5,
 * 1.0, 2.0, e, pi, 1/pi, 1/log2(e), log2(e), 1/log2(10), log2(10), 4.0
 */
static am_u32 am_flut(int i, int half)
{
	static const am_u32 f32[IR3_FLUT_ENTRIES] = {
		IR3_FLUT_0, IR3_FLUT_1, IR3_FLUT_2, IR3_FLUT_3, IR3_FLUT_4,
		IR3_FLUT_5, IR3_FLUT_6, IR3_FLUT_7, IR3_FLUT_8, IR3_FLUT_9,
		IR3_FLUT_10, IR3_FLUT_11,
	};

	if (i < 0 || i >= IR3_FLUT_ENTRIES)
		return 0;
	return half ? am_f32_to_f16(f32[i]) : f32[i];
}

static am_u32 am_modifiers(am_u32 v, const struct ir3_reg *r, int half,
			   enum am_val_kind k)
{
	am_u32 sign = half ? 0x8000u : 0x80000000u;

	if (k == AM_VK_FLOAT) {
		if (r->abs)
			v &= ~sign;
		if (r->neg)
			v ^= sign;
	} else if (k == AM_VK_INT) {
		if (r->abs && (v & sign))
			v = -v;
		if (r->neg)
			v = -v;
	} else if (r->neg) {
		v = ~v;
	}
	return half ? v & 0xffff : v;
}

/* Source r for lane l, repetition i of a (rptN) instruction */
static am_u32 am_src(struct am_sp *s, int l, const struct ir3_reg *r, int i,
		     enum am_val_kind k)
{
	am_u32 step = r->r ? (am_u32)i : 0;
	am_u32 v;

	switch (r->kind) {
	case IR3_REG_GPR:
		v = am_gpr_read(s, l, r->num + step, r->half);
		break;
	case IR3_REG_CONST:
		v = am_const_read(s, (am_s32)(r->num + step), r->half, k);
		break;
	case IR3_REG_IMMED:
		v = (am_u32)r->imm + step;
		break;
	case IR3_REG_FLUT:
		v = am_flut(r->imm, r->half);
		break;
	case IR3_REG_REL_GPR: {
		am_s32 n = s->a0[l] + r->imm + (am_s32)step;

		v = n < 0 ? 0 : am_gpr_read(s, l, (am_u32)n, r->half);
		break;
	}
	case IR3_REG_REL_CONST:
		v = am_const_read(s, s->a0[l] + r->imm + (am_s32)step, r->half,
				  k);
		break;
	default:
		return 0;
	}
	return am_modifiers(v, r, r->half, k);
}

static void am_dst(struct am_sp *s, int l, const struct ir3_instr *in, int i,
		   am_u32 v)
{
	const struct ir3_reg *d = &in->dst;

	if (d->kind == IR3_REG_GPR) {
		am_gpr_write(s, l, d->num + (am_u32)i, d->half, v);
	} else if (d->kind == IR3_REG_REL_GPR) {
		am_s32 n = s->a0[l] + d->imm + i;

		if (n >= 0)
			am_gpr_write(s, l, (am_u32)n, d->half, v);
	}
}

/*
 * am_src() for every lane of the group, into v[]: a constant or an
 * immediate is read once, a register inside the footprint (no overrun
 * to count, not a0.x or p0.x) straight from each lane's file
 */
static void am_src_group(struct am_sp *s, const struct ir3_reg *r, int i,
			 enum am_val_kind k, am_u32 *v)
{
	am_u32 num = r->num + (r->r ? (am_u32)i : 0), x;
	int l;

	if (r->kind == IR3_REG_CONST || r->kind == IR3_REG_IMMED ||
	    r->kind == IR3_REG_FLUT) {
		x = am_src(s, 0, r, i, k);	/* no lane's state in it */
		for (l = 0; l < AM_SP_LANES; l++)
			v[l] = x;
		return;
	}
	if (r->kind != IR3_REG_GPR || num >= s->footprint[r->half] ||
	    num >= AM_REG_A0) {
		for (l = 0; l < AM_SP_LANES; l++)
			if (s->group & (1u << l))
				v[l] = am_src(s, l, r, i, k);
		return;
	}
	for (l = 0; l < AM_SP_LANES; l++)
		if (s->group & (1u << l))
			v[l] = r->half ? s->lanes[l].hr[num] : s->lanes[l].r[num];
	if (r->abs || r->neg || r->half)
		for (l = 0; l < AM_SP_LANES; l++)
			if (s->group & (1u << l))
				v[l] = am_modifiers(v[l], r, r->half, k);
}

/* am_dst() for every lane of the group, of v[] */
static void am_dst_group(struct am_sp *s, const struct ir3_instr *in, int i,
			 const am_u32 *v)
{
	const struct ir3_reg *d = &in->dst;
	am_u32 num = d->num + (am_u32)i;
	int l;

	if (d->kind != IR3_REG_GPR || num >= s->footprint[d->half] ||
	    num >= AM_REG_A0) {
		for (l = 0; l < AM_SP_LANES; l++)
			if (s->group & (1u << l))
				am_dst(s, l, in, i, v[l]);
		return;
	}
	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->group & (1u << l)))
			continue;
		if (d->half)
			s->lanes[l].hr[num] = (am_u16)v[l];
		else
			s->lanes[l].r[num] = v[l];
	}
}

/* Floats of either precision: computed in binary32, stored back */
static am_f32 am_to_f32(am_u32 v, int half)
{
	return half ? am_f16_to_f32((am_f16)v) : v;
}

static am_u32 am_from_f32(am_f32 v, int half, int sat)
{
	if (sat) {
		if (am_f32_is_nan(v) || am_f32_lt(v, 0))
			v = 0;
		else if (am_f32_lt(AM_F32_ONE, v))
			v = AM_F32_ONE;
	}
	return half ? am_f32_to_f16(v) : v;
}

static int am_compare_f(am_u32 cond, am_f32 a, am_f32 b)
{
	switch (cond) {
	case IR3_COND_LT:
		return am_f32_lt(a, b);
	case IR3_COND_LE:
		return am_f32_le(a, b);
	case IR3_COND_GT:
		return am_f32_lt(b, a);
	case IR3_COND_GE:
		return am_f32_le(b, a);
	case IR3_COND_EQ:
		return am_f32_eq(a, b);
	default:
		return !am_f32_eq(a, b);
	}
}

static int am_compare_i(am_u32 cond, am_s64 a, am_s64 b)
{
	switch (cond) {
	case IR3_COND_LT:
		return a < b;
	case IR3_COND_LE:
		return a <= b;
	case IR3_COND_GT:
		return a > b;
	case IR3_COND_GE:
		return a >= b;
	case IR3_COND_EQ:
		return a == b;
	default:
		return a != b;
	}
}

/* An integer source as a signed or unsigned 64-bit value */
static am_s64 am_int(am_u32 v, int half, int is_signed)
{
	if (half)
		return is_signed ? (am_s64)(short)(am_u16)v : (am_s64)(am_u16)v;
	return is_signed ? (am_s64)(am_s32)v : (am_s64)v;
}

static enum am_val_kind am_cat2_kind(am_u32 opc)
{
	switch (opc) {
	case IR3_OPC_ADD_F: case IR3_OPC_MIN_F: case IR3_OPC_MAX_F:
	case IR3_OPC_MUL_F: case IR3_OPC_SIGN_F: case IR3_OPC_CMPS_F:
	case IR3_OPC_ABSNEG_F: case IR3_OPC_CMPV_F: case IR3_OPC_FLOOR_F:
	case IR3_OPC_CEIL_F: case IR3_OPC_RNDNE_F: case IR3_OPC_RNDAZ_F:
	case IR3_OPC_TRUNC_F: case IR3_OPC_BARY_F:
		return AM_VK_FLOAT;
	case IR3_OPC_AND_B: case IR3_OPC_OR_B: case IR3_OPC_NOT_B:
	case IR3_OPC_XOR_B: case IR3_OPC_BFREV_B: case IR3_OPC_CLZ_B:
	case IR3_OPC_SHL_B: case IR3_OPC_SHR_B: case IR3_OPC_ASHR_B:
	case IR3_OPC_GETBIT_B: case IR3_OPC_CBITS_B: case IR3_OPC_MGEN_B:
		return AM_VK_BITS;
	default:
		return AM_VK_INT;
	}
}

/* The float operations of category 2 */
static int am_alu2_f(am_u32 opc, am_u32 cond, am_f32 a, am_f32 b,
		     am_f32 *out)
{
	switch (opc) {
	case IR3_OPC_ADD_F:
		*out = am_f32_add(a, b);
		return 0;
	case IR3_OPC_MUL_F:
		*out = am_f32_mul(a, b);
		return 0;
	case IR3_OPC_MIN_F:
		*out = am_f32_min(a, b);
		return 0;
	case IR3_OPC_MAX_F:
		*out = am_f32_max(a, b);
		return 0;
	case IR3_OPC_SIGN_F:
		*out = am_f32_lt(0, a) ? AM_F32_ONE :
		       am_f32_lt(a, 0) ? (AM_F32_ONE | 0x80000000u) : 0;
		return 0;
	case IR3_OPC_ABSNEG_F:
		*out = a;
		return 0;
	case IR3_OPC_FLOOR_F:
		*out = am_f32_floor(a);
		return 0;
	case IR3_OPC_CEIL_F:
		*out = am_f32_ceil(a);
		return 0;
	case IR3_OPC_RNDNE_F:
		*out = am_f32_rndne(a);
		return 0;
	case IR3_OPC_RNDAZ_F:
		*out = am_f32_rndaz(a);
		return 0;
	case IR3_OPC_TRUNC_F:
		*out = am_f32_trunc(a);
		return 0;
	case IR3_OPC_CMPS_F:
		*out = am_compare_f(cond, a, b);
		return 1;	/* an integer result */
	case IR3_OPC_CMPV_F:
		*out = am_compare_f(cond, a, b) ? ~0u : 0;
		return 1;
	default:
		return -1;
	}
}

/* The integer and bitwise operations of category 2 */
static int am_alu2_i(am_u32 opc, am_u32 cond, am_u32 a, am_u32 b, int half,
		     am_u32 *out)
{
	int sh = (int)(b & (half ? 15 : 31));
	int bits = half ? 16 : 32;
	am_u32 x;
	int n;

	switch (opc) {
	case IR3_OPC_ADD_U: case IR3_OPC_ADD_S:
		*out = a + b;
		return 0;
	case IR3_OPC_SUB_U: case IR3_OPC_SUB_S:
		*out = a - b;
		return 0;
	case IR3_OPC_CMPS_U: case IR3_OPC_CMPS_S:
		*out = am_compare_i(cond, am_int(a, half, opc == IR3_OPC_CMPS_S),
				    am_int(b, half, opc == IR3_OPC_CMPS_S));
		return 0;
	case IR3_OPC_CMPV_U: case IR3_OPC_CMPV_S:
		*out = am_compare_i(cond, am_int(a, half, opc == IR3_OPC_CMPV_S),
				    am_int(b, half, opc == IR3_OPC_CMPV_S)) ?
		       ~0u : 0;
		return 0;
	case IR3_OPC_MIN_U: case IR3_OPC_MAX_U:
	case IR3_OPC_MIN_S: case IR3_OPC_MAX_S: {
		int sgn = opc == IR3_OPC_MIN_S || opc == IR3_OPC_MAX_S;
		int lt = am_int(a, half, sgn) < am_int(b, half, sgn);
		int min = opc == IR3_OPC_MIN_U || opc == IR3_OPC_MIN_S;

		*out = lt == min ? a : b;
		return 0;
	}
	case IR3_OPC_ABSNEG_S:
		*out = a;
		return 0;
	case IR3_OPC_AND_B:
		*out = a & b;
		return 0;
	case IR3_OPC_OR_B:
		*out = a | b;
		return 0;
	case IR3_OPC_XOR_B:
		*out = a ^ b;
		return 0;
	case IR3_OPC_NOT_B:
		*out = ~a;
		return 0;
	case IR3_OPC_SHL_B:
		*out = a << sh;
		return 0;
	case IR3_OPC_SHR_B:
		*out = (half ? a & 0xffff : a) >> sh;
		return 0;
	case IR3_OPC_ASHR_B:
		*out = (am_u32)(am_int(a, half, 1) >> sh);
		return 0;
	case IR3_OPC_MUL_U24:
		*out = (a & 0xffffff) * (b & 0xffffff);
		return 0;
	case IR3_OPC_MUL_S24:
		*out = (am_u32)(((am_s32)(a << 8) >> 8) *
				((am_s32)(b << 8) >> 8));
		return 0;
	case IR3_OPC_MULL_U:
		/* The low halves' product (NIR's umul_low): imul's first step */
		*out = half ? (a & 0xff) * (b & 0xff) : (a & 0xffff) * (b & 0xffff);
		return 0;
	case IR3_OPC_BFREV_B:
		for (x = 0, n = 0; n < bits; n++)
			x |= ((a >> n) & 1) << (bits - 1 - n);
		*out = x;
		return 0;
	case IR3_OPC_CLZ_B:
		for (n = 0; n < bits && !((a >> (bits - 1 - n)) & 1); n++)
			;
		*out = (am_u32)n;
		return 0;
	case IR3_OPC_CBITS_B:
		for (x = 0, n = 0; n < bits; n++)
			x += (a >> n) & 1;
		*out = x;
		return 0;
	case IR3_OPC_GETBIT_B:
		*out = (a >> sh) & 1;
		return 0;
	default:
		return -1;
	}
}

/*
 * Categories 1-4 run a repetition for the whole group: every lane reads
 * its sources, then every lane writes (a lane reads and writes only its
 * own registers, so this is the order of running lane after lane)
 */
static int am_exec_cat2(struct am_sp *s, const struct ir3_instr *in, int i)
{
	enum am_val_kind k = am_cat2_kind(in->opc);
	int half = in->src[0].half, l;
	am_u32 a[AM_SP_LANES], b[AM_SP_LANES], v[AM_SP_LANES];

	am_src_group(s, &in->src[0], i, k, a);
	if (in->opc == IR3_OPC_BARY_F) {
		/* src 0: the varying, src 1: the weights i, j, read as a pair */
		am_u32 ij = in->src[1].num + (in->src[1].r ? (am_u32)i : 0);
		am_u32 wj[AM_SP_LANES];

		if (!s->io || !s->io->bary)
			return am_sp_fault(s);
		for (l = 0; l < AM_SP_LANES; l++) {
			if (!(s->group & (1u << l)))
				continue;
			/* src 0 may differ between lanes (relative) */
			b[l] = am_gpr_read(s, l, ij, 0);
			wj[l] = am_gpr_read(s, l, ij + 1, 0);
			s->io->bary(s->gpu, s->io->ctx, a[l], 1u << l, b, wj,
				    v, 1);
			v[l] = am_from_f32(v[l], in->dst.half, in->sat);
		}
		am_dst_group(s, in, i, v);
		return 0;
	}
	if (in->nsrc > 1)
		am_src_group(s, &in->src[1], i, k, b);
	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->group & (1u << l)))
			continue;
		if (in->nsrc <= 1)
			b[l] = 0;
		if (k == AM_VK_FLOAT) {
			am_f32 r;
			int is_int = am_alu2_f(in->opc, in->cat2.cond,
					       am_to_f32(a[l], half),
					       am_to_f32(b[l], half), &r);

			if (is_int < 0)
				return am_sp_fault(s);
			v[l] = is_int ? r : am_from_f32(r, in->dst.half,
							in->sat);
		} else if (am_alu2_i(in->opc, in->cat2.cond, a[l], b[l], half,
				     &v[l])) {
			return am_sp_fault(s);
		}
		if (in->dst.half)
			v[l] &= 0xffff;
	}
	am_dst_group(s, in, i, v);
	return 0;
}

/* One lane's category 3 operation; -1 for an opcode it does not know */
static int am_alu3(const struct ir3_instr *in, am_u32 a, am_u32 b, am_u32 c,
		   am_u32 *out)
{
	int half = in->src[0].half;
	am_u32 v;

	switch (in->opc) {
	case IR3_OPC_MAD_F16:
	case IR3_OPC_MAD_F32:
		v = am_from_f32(am_f32_mad(am_to_f32(a, half),
					   am_to_f32(b, half),
					   am_to_f32(c, half)),
				in->dst.half, in->sat);
		break;
	case IR3_OPC_MAD_U24:
		v = (a & 0xffffff) * (b & 0xffffff) + c;
		break;
	case IR3_OPC_MAD_S24:
		v = (am_u32)(((am_s32)(a << 8) >> 8) * ((am_s32)(b << 8) >> 8))
		    + c;
		break;
	case IR3_OPC_MAD_U16:
		v = (a & 0xffff) * (b & 0xffff) + c;
		break;
	case IR3_OPC_MAD_S16:
		v = (am_u32)((am_s32)(short)a * (am_s32)(short)b) + c;
		break;
	case IR3_OPC_MADSH_M16:
		/*
		 * a's high half times b's low half, shifted up, plus c (NIR's
		 * imadsh_mix16): ir3 makes a 32-bit imul of mull.u and two
		 * of these on a3xx and a4xx
		 */
		v = (((a >> 16) * (b & 0xffff)) << 16) + c;
		break;
	case IR3_OPC_SEL_B16:
	case IR3_OPC_SEL_B32:
	case IR3_OPC_SEL_S16:
	case IR3_OPC_SEL_S32:
		v = (half ? b & 0xffff : b) ? a : c;
		break;
	case IR3_OPC_SEL_F16:
	case IR3_OPC_SEL_F32:
		v = am_f32_eq(am_to_f32(b, half), 0) ? c : a;
		break;
	default:
		return -1;
	}
	*out = in->dst.half ? v & 0xffff : v;
	return 0;
}

static int am_exec_cat3(struct am_sp *s, const struct ir3_instr *in, int i)
{
	int fl = in->opc == IR3_OPC_MAD_F16 || in->opc == IR3_OPC_MAD_F32 ||
		 in->opc == IR3_OPC_SEL_F16 || in->opc == IR3_OPC_SEL_F32;
	enum am_val_kind k = fl ? AM_VK_FLOAT : AM_VK_INT;
	am_u32 a[AM_SP_LANES], b[AM_SP_LANES], c[AM_SP_LANES], v[AM_SP_LANES];
	int l;

	am_src_group(s, &in->src[0], i, k, a);
	am_src_group(s, &in->src[1], i, k, b);
	am_src_group(s, &in->src[2], i, k, c);
	for (l = 0; l < AM_SP_LANES; l++)
		if ((s->group & (1u << l)) &&
		    am_alu3(in, a[l], b[l], c[l], &v[l]))
			return am_sp_fault(s);
	am_dst_group(s, in, i, v);
	return 0;
}

/* One lane's SFU operation on binary32 a; -1 for an opcode it does not know */
static int am_alu4(am_u32 opc, am_f32 a, am_f32 *out)
{
	switch (opc) {
	case IR3_OPC_RCP:
		*out = am_f32_rcp(a);
		return 0;
	case IR3_OPC_RSQ:
	case IR3_OPC_HRSQ:
		*out = am_f32_rsq(a);
		return 0;
	case IR3_OPC_LOG2:
	case IR3_OPC_HLOG2:
		*out = am_f32_log2(a);
		return 0;
	case IR3_OPC_EXP2:
	case IR3_OPC_HEXP2:
		*out = am_f32_exp2(a);
		return 0;
	case IR3_OPC_SIN:
		*out = am_f32_sin(a);
		return 0;
	case IR3_OPC_COS:
		*out = am_f32_cos(a);
		return 0;
	case IR3_OPC_SQRT:
		*out = am_f32_sqrt(a);
		return 0;
	default:
		return -1;
	}
}

static int am_exec_cat4(struct am_sp *s, const struct ir3_instr *in, int i)
{
	int half = in->src[0].half, l;
	am_u32 a[AM_SP_LANES], v[AM_SP_LANES];

	am_src_group(s, &in->src[0], i, AM_VK_FLOAT, a);
	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->group & (1u << l)))
			continue;
		if (am_alu4(in->opc, am_to_f32(a[l], half), &v[l]))
			return am_sp_fault(s);
		v[l] = am_from_f32(v[l], in->dst.half, in->sat);
	}
	am_dst_group(s, in, i, v);
	return 0;
}

/* A value of an ir3 type as binary32, or as a 32-bit integer */
static int am_type_float(am_u32 t)
{
	return t == IR3_TYPE_F16 || t == IR3_TYPE_F32;
}

static int am_type_signed(am_u32 t)
{
	return t == IR3_TYPE_S16 || t == IR3_TYPE_S32;
}

/* mov/cov: read as the source type, convert, store as the destination's */
static am_u32 am_convert(am_u32 v, am_u32 st, am_u32 dt, am_u32 round)
{
	am_s64 iv;
	am_f32 f;

	if (st == dt)
		return v;
	if (am_type_float(st)) {
		f = st == IR3_TYPE_F16 ? am_f16_to_f32((am_f16)v) : v;
		if (am_type_float(dt))
			return dt == IR3_TYPE_F16 ? am_f32_to_f16(f) : f;
		if (round == IR3_ROUND_EVEN)
			f = am_f32_rndne(f);
		else if (round == IR3_ROUND_POS_INFINITY)
			f = am_f32_ceil(f);
		else if (round == IR3_ROUND_NEG_INFINITY)
			f = am_f32_floor(f);
		iv = am_type_signed(dt) ? (am_s64)am_f32_to_s32(f) :
					  (am_s64)am_f32_to_u32(f);
	} else {
		switch (st) {
		case IR3_TYPE_U8:
		case IR3_TYPE_U8_32:
			iv = v & 0xff;
			break;
		case IR3_TYPE_U16:
			iv = v & 0xffff;
			break;
		case IR3_TYPE_S16:
			iv = (short)(am_u16)v;
			break;
		case IR3_TYPE_S32:
			iv = (am_s32)v;
			break;
		default:
			iv = v;
			break;
		}
		if (am_type_float(dt)) {
			f = am_type_signed(st) ? am_f32_from_s32((am_s32)iv) :
						 am_f32_from_u32((am_u32)iv);
			return dt == IR3_TYPE_F16 ? am_f32_to_f16(f) : f;
		}
	}
	switch (dt) {
	case IR3_TYPE_U8:
	case IR3_TYPE_U8_32:
		return (am_u32)iv & 0xff;
	case IR3_TYPE_U16:
	case IR3_TYPE_S16:
		return (am_u32)iv & 0xffff;
	default:
		return (am_u32)iv;
	}
}

static int am_exec_cat1(struct am_sp *s, const struct ir3_instr *in, int i)
{
	am_u32 st = in->cat1.src_type;
	enum am_val_kind k = am_type_float(st) ? AM_VK_FLOAT : AM_VK_INT;
	am_u32 v[AM_SP_LANES];
	int l;

	am_src_group(s, &in->src[0], i, k, v);
	for (l = 0; l < AM_SP_LANES; l++)
		if (s->group & (1u << l))
			v[l] = am_convert(v[l], st, in->cat1.dst_type,
					  in->cat1.round);
	am_dst_group(s, in, i, v);
	return 0;
}

/*
 * A move between full registers, or from a constant, of one type to the
 * same type and without modifiers: what most shaders end with (outputs
 * to their registers) and all a clear's shader does.  Nothing to convert,
 * so the general path below comes down to a copy.
 */
static int am_mov_plain(const struct ir3_instr *in)
{
	const struct ir3_reg *r = &in->src[0], *d = &in->dst;
	am_u32 last = (am_u32)in->repeat;

	if (in->cat != 1 || in->cat1.src_type != in->cat1.dst_type ||
	    r->abs || r->neg || r->half || d->half ||
	    d->kind != IR3_REG_GPR || d->num + last >= AM_SP_COMPS)
		return 0;
	if (!r->r)
		last = 0;
	if (r->kind == IR3_REG_GPR)
		return r->num + last < AM_SP_COMPS;
	return r->kind == IR3_REG_CONST && r->num + last < AM_CONST_DWORDS;
}

static void am_exec_mov_plain(struct am_sp *s, const struct ir3_instr *in)
{
	const struct ir3_reg *r = &in->src[0];
	const am_u32 *from;
	int l, i;

	for (l = 0; l < AM_SP_LANES; l++) {
		am_u32 *reg = s->lanes[l].r;

		if (!(s->group & (1u << l)))
			continue;
		from = r->kind == IR3_REG_CONST ? s->consts : reg;
		for (i = 0; i <= in->repeat; i++)
			reg[in->dst.num + i] = from[r->num + (r->r ? i : 0)];
	}
}

/*
 * bary.f as every fragment shader starts: an immediate varying without
 * modifiers, and the weights and the result in full registers inside
 * the footprint, so that no read or write of the general path would
 * count an overrun or reach a0.x or p0.x
 */
static int am_bary_plain(const struct am_sp *s, const struct ir3_instr *in)
{
	const struct ir3_reg *v = &in->src[0], *w = &in->src[1];
	const struct ir3_reg *d = &in->dst;
	am_u32 last = (am_u32)in->repeat;
	am_u32 end = s->footprint[0] < AM_REG_A0 ? s->footprint[0] : AM_REG_A0;

	return in->opc == IR3_OPC_BARY_F && s->io && s->io->bary &&
	       v->kind == IR3_REG_IMMED && !v->abs && !v->neg && !v->half &&
	       w->kind == IR3_REG_GPR && !w->half &&
	       w->num + (w->r ? last : 0) + 1 < end &&
	       d->kind == IR3_REG_GPR && !d->half && d->num + last < end;
}

/*
 * What am_exec_cat2() does for such a bary.f, without its checks, for
 * the group at once, in the lanes' registers (each lane's repetitions
 * touch its own registers only: the order of lanes and repetitions does
 * not matter)
 */
static void am_exec_bary_plain(struct am_sp *s, const struct ir3_instr *in)
{
	const struct ir3_reg *v = &in->src[0], *w = &in->src[1];
	/* The lanes as words: lane l's r[n] is word l * stride + n */
	const am_u32 stride = sizeof(struct am_sp_lane) / sizeof(am_u32);
	am_u32 *words = (am_u32 *)s->lanes;
	int l, i;

	for (i = 0; i <= in->repeat; i++) {
		am_u32 ij = w->num + (w->r ? (am_u32)i : 0);
		am_u32 inloc = (am_u32)v->imm + (v->r ? (am_u32)i : 0);
		am_u32 d = in->dst.num + (am_u32)i;

		s->io->bary(s->gpu, s->io->ctx, inloc, s->group, words + ij,
			    words + ij + 1, words + d, stride);
		for (l = 0; l < AM_SP_LANES && in->sat; l++)
			if (s->group & (1u << l))
				s->lanes[l].r[d] = am_from_f32(s->lanes[l].r[d],
							       0, 1);
	}
}

/* Runs one ALU instruction (categories 1-4), with its repeats, per lane */
static int am_exec_alu(struct am_sp *s, const struct ir3_instr *in)
{
	int i;

	if (am_mov_plain(in)) {
		am_exec_mov_plain(s, in);
		return 0;
	}
	if (am_bary_plain(s, in)) {
		am_exec_bary_plain(s, in);
		return 0;
	}
	for (i = 0; i <= in->repeat; i++) {
		int r;

		switch (in->cat) {
		case 1:
			r = am_exec_cat1(s, in, i);
			break;
		case 2:
			r = am_exec_cat2(s, in, i);
			break;
		case 3:
			r = am_exec_cat3(s, in, i);
			break;
		default:
			r = am_exec_cat4(s, in, i);
			break;
		}
		if (r)
			return r;
	}
	return 0;
}

/* Flow control: branches, kill, end */
static int am_exec_cat0(struct am_sp *s, const struct ir3_instr *in)
{
	int l;

	for (l = 0; l < AM_SP_LANES; l++) {
		unsigned int bit = 1u << l;
		int taken;

		if (!(s->group & bit))
			continue;
		switch (in->opc) {
		case IR3_OPC_NOP:
			s->pc[l]++;
			break;
		case IR3_OPC_END:
			s->running &= ~bit;
			break;
		case IR3_OPC_JUMP:
			s->pc[l] += (am_u32)in->cat0.offset;
			break;
		case IR3_OPC_BR:
			taken = s->p0[l] != in->cat0.inv[0];
			s->pc[l] += taken ? (am_u32)in->cat0.offset : 1;
			break;
		case IR3_OPC_KILL:
			if (s->p0[l] != in->cat0.inv[0]) {
				s->running &= ~bit;
				s->alive &= ~bit;
			}
			s->pc[l]++;
			break;
		default:
			return am_sp_fault(s);
		}
	}
	return 0;
}

/* Component c of a lane's register (full or half), as binary32 */
static am_f32 am_reg_f32(struct am_sp *s, int l, const struct ir3_reg *r,
			 am_u32 c)
{
	return am_to_f32(am_gpr_read(s, l, r->num + c, r->half), r->half);
}

/*
 * Writes the components wrmask selects, each to its own place: component
 * c to dst + c, whatever the mask leaves out before it (ir3's registers
 * for a sample's result are dst's, dst + 1 ..: getinfo's (z)r1.x
 * writes r1.z, which ir3 then reads)
 */
static void am_write_masked(struct am_sp *s, int l,
			    const struct ir3_instr *in, const am_u32 v[4],
			    int to_half)
{
	am_u32 c;

	for (c = 0; c < 4; c++) {
		am_u32 x = v[c];

		if (!(in->cat5.wrmask & (1u << c)))
			continue;
		if (to_half)
			x = am_type_float(in->cat5.type) ? am_f32_to_f16(x) :
							  x & 0xffff;
		am_gpr_write(s, l, in->dst.num + c, in->dst.half, x);
	}
}

/*
 * Component c of a cat5 source: f32 (from f16 for half registers), or
 * an integer (half registers sign-extended)
 */
static am_u32 am_tex_src(struct am_sp *s, int l, const struct ir3_reg *r,
			 am_u32 c, int integer)
{
	am_u32 v = am_gpr_read(s, l, r->num + c, r->half);

	if (!integer)
		return am_to_f32(v, r->half);
	if (r->half)
		v = v & 0x8000 ? v | 0xffff0000u : v & 0xffff;
	return v;
}

/* Coordinate k of a lane, divided by its q (component qc) for .p */
static am_f32 am_tex_coord(struct am_sp *s, int l, const struct ir3_reg *r,
			   am_u32 k, int qc)
{
	am_f32 v = am_tex_src(s, l, r, k, 0);

	if (qc >= 0)
		v = am_f32_div(v, am_tex_src(s, l, r, (am_u32)qc, 0));
	return v;
}

/*
 * The level of detail a quad's coordinates imply: log2 of the longer
 * texel footprint (am_tp_step_texels) of a step in x or in y.  Lanes pair
 * up as their quad lies: 0 1 over 2 3, in the two low bits of the lane's
 * number.  Vertex shaders sample level 0.
 */
static am_f32 am_implicit_lod(struct am_sp *s, const struct ir3_instr *in,
			      int l, am_u32 tex, int qc)
{
	const struct ir3_reg *c = &in->src[0];
	int dims = in->cat5.is_3d ? 3 : 2, axis, k;
	am_u32 at[3] = { 0, 0, 0 };
	am_f32 d[3] = { 0, 0, 0 }, rho = 0;

	if (s->stage != AM_FS)
		return 0;
	for (k = 0; k < dims; k++)
		at[k] = am_tex_coord(s, l, c, (am_u32)k, qc);
	for (axis = 0; axis < 2; axis++) {
		int a = l & ~(1 << axis), b = l | (1 << axis);

		for (k = 0; k < dims; k++)
			d[k] = am_f32_sub(am_tex_coord(s, b, c, (am_u32)k, qc),
					  am_tex_coord(s, a, c, (am_u32)k, qc));
		rho = am_f32_max(rho, am_tp_step_texels(s->gpu, s->stage, tex,
							dims, at, d));
	}
	/* log2(sqrt(x)) = log2(x) / 2 */
	return am_f32_mul(am_f32_log2(rho), 0x3f000000u);
}

/*
 * samgq (textureGrad): ir3 pads the first source to four components,
 * then puts d/dx and d/dy of the coordinates (two each, three with .3d:
 * a 3D texture's or a cube map's); the level is log2 of the longer
 * texel footprint, as for implicit lods
 */
static am_f32 am_grad_lod(struct am_sp *s, const struct ir3_instr *in,
			  int l, am_u32 tex)
{
	int n = in->cat5.is_3d ? 3 : 2, d, k;
	am_u32 at[3] = { 0, 0, 0 };
	am_f32 g[3] = { 0, 0, 0 }, rho = 0;

	for (k = 0; k < n; k++)
		at[k] = am_tex_src(s, l, &in->src[0], (am_u32)k, 0);
	for (d = 0; d < 2; d++) {
		for (k = 0; k < n; k++)
			g[k] = am_tex_src(s, l, &in->src[0],
					  (am_u32)(4 + d * n + k), 0);
		rho = am_f32_max(rho, am_tp_step_texels(s->gpu, s->stage, tex,
							n, at, g));
	}
	return am_f32_mul(am_f32_log2(rho), 0x3f000000u);
}

/*
 * A lane's t# and s#: the instruction's, or with .s2en from the half
 * register pair src[2], sampler then texture (ir3 collects them so)
 */
static void am_tex_samp(struct am_sp *s, int l, const struct ir3_instr *in,
			am_u32 *tex, am_u32 *samp)
{
	*tex = in->cat5.tex;
	*samp = in->cat5.samp;
	if (!in->cat5.is_s2en)
		return;
	*samp = am_gpr_read(s, l, in->src[2].num, 1) & 0xffff;
	*tex = am_gpr_read(s, l, in->src[2].num + 1, 1) & 0xffff;
}

/*
 * The first source as ir3 lays it out: the coordinates (two, or three
 * with .3d), then the shadow reference (.s), the array layer (.a) and
 * q (.p); the second one holds the offsets (.o: two, or three with
 * .3d), then the lod or bias.  gather4r/g/b/a take a sample's sources
 * (the lod aside: they read level 0); getlod the coordinates alone,
 * whose implicit level of detail it returns (am_tp_lod).
 */
static void am_exec_sample(struct am_sp *s, int l, const struct ir3_instr *in,
			   am_u32 out[4])
{
	const struct ir3_reg *c0 = &in->src[0];
	struct am_tp_req req = { .stage = s->stage };
	am_u32 c, n, lod_src = 0;
	int qc = -1, lodq = in->opc == IR3_OPC_GETLOD;

	am_tex_samp(s, l, in, &req.tex, &req.samp);
	req.dims = in->cat5.is_3d ? 3 : 2;
	req.texel_fetch = in->opc == IR3_OPC_ISAML || in->opc == IR3_OPC_ISAM;
	if (in->opc >= IR3_OPC_GATHER4R && in->opc <= IR3_OPC_GATHER4A)
		req.gather = 1 + in->opc - IR3_OPC_GATHER4R;
	n = (am_u32)req.dims;
	if (in->cat5.is_s && !lodq) {
		req.shadow = 1;
		req.ref = am_tex_src(s, l, c0, n++, 0);
	}
	if (in->cat5.is_a && !lodq) {
		req.array = 1;
		req.layer = am_tex_src(s, l, c0, n++, req.texel_fetch);
	}
	/* Projection: s, t, r and the reference divided by q */
	if (in->cat5.is_p && !req.texel_fetch)
		qc = (int)n++;
	for (c = 0; c < (am_u32)req.dims; c++)
		req.coord[c] = req.texel_fetch ?
			       am_tex_src(s, l, c0, c, 1) :
			       am_tex_coord(s, l, c0, c, qc);
	if (req.shadow && qc >= 0)
		req.ref = am_f32_div(req.ref,
				     am_tex_src(s, l, c0, (am_u32)qc, 0));
	n = 0;
	if (in->cat5.is_o)
		for (; n < (am_u32)req.dims; n++)
			req.offset[n] = (am_s32)am_tex_src(s, l, &in->src[1],
							   n, 1);
	if (in->opc == IR3_OPC_SAML || in->opc == IR3_OPC_SAMB ||
	    in->opc == IR3_OPC_ISAML)
		lod_src = am_tex_src(s, l, &in->src[1], n, req.texel_fetch);
	switch (in->opc) {
	case IR3_OPC_SAML:
	case IR3_OPC_ISAML:
		req.lod = lod_src;
		break;
	case IR3_OPC_SAMB:
		req.lod = am_f32_add(am_implicit_lod(s, in, l, req.tex, qc),
				     lod_src);
		break;
	case IR3_OPC_ISAM:
		req.lod = 0;
		break;
	case IR3_OPC_SAMGQ:
		req.lod = am_grad_lod(s, in, l, req.tex);
		break;
	case IR3_OPC_GATHER4R:
	case IR3_OPC_GATHER4G:
	case IR3_OPC_GATHER4B:
	case IR3_OPC_GATHER4A:
		req.lod = 0;
		break;
	default:
		req.lod = am_implicit_lod(s, in, l, req.tex, qc);
		break;
	}
	if (lodq)
		am_tp_lod(s->gpu, &req, out);
	else
		am_tp_sample(s->gpu, &req, out);
}

/*
 * dsx/dsy: the difference across the quad, to the right or below, of
 * the components written (only those are read)
 */
static void am_exec_deriv(struct am_sp *s, int l, const struct ir3_instr *in,
			  am_u32 out[4])
{
	int axis = in->opc == IR3_OPC_DSY;
	int a = l & ~(1 << axis), b = l | (1 << axis);
	am_u32 c;

	for (c = 0; c < 4; c++) {
		if (!(in->cat5.wrmask & (1u << c)))
			continue;
		out[c] = am_f32_sub(am_reg_f32(s, b, &in->src[0], c),
				    am_reg_f32(s, a, &in->src[0], c));
	}
}

/*
 * Every lane reads its sources before any lane writes: a lane's level
 * of detail and derivatives read the other lanes' registers, which its
 * result may overwrite (saml r1.x, r1.z, r1.y is a fine instruction)
 */
static int am_exec_cat5(struct am_sp *s, const struct ir3_instr *in)
{
	am_u32 out[AM_SP_LANES][4] = { { 0 } }, tex, samp;
	int l;

	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->group & (1u << l)))
			continue;
		switch (in->opc) {
		case IR3_OPC_SAM:
		case IR3_OPC_SAMB:
		case IR3_OPC_SAML:
		case IR3_OPC_ISAM:
		case IR3_OPC_ISAML:
		case IR3_OPC_SAMGQ:
		case IR3_OPC_GATHER4R:
		case IR3_OPC_GATHER4G:
		case IR3_OPC_GATHER4B:
		case IR3_OPC_GATHER4A:
		case IR3_OPC_GETLOD:
			am_exec_sample(s, l, in, out[l]);
			break;
		case IR3_OPC_DSX:
		case IR3_OPC_DSY:
			am_exec_deriv(s, l, in, out[l]);
			break;
		case IR3_OPC_GETSIZE:
			am_tex_samp(s, l, in, &tex, &samp);
			am_tp_size(s->gpu, s->stage, tex,
				   in->nsrc ? am_gpr_read(s, l, in->src[0].num,
							  in->src[0].half) : 0,
				   out[l]);
			break;
		case IR3_OPC_GETINFO:
			am_tex_samp(s, l, in, &tex, &samp);
			am_tp_info(s->gpu, s->stage, tex, out[l]);
			break;
		case IR3_OPC_GETBUF:
			am_tex_samp(s, l, in, &tex, &samp);
			am_tp_buf_size(s->gpu, s->stage, tex, out[l]);
			break;
		default:
			s->gpu->pipe.stats.unsupported++;
			return am_sp_fault(s);
		}
	}
	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->group & (1u << l)))
			continue;
		am_write_masked(s, l, in, out[l], in->dst.half);
	}
	return 0;
}

/*
 * Category 6: ldlv reads a varying of the provoking vertex (a4xx's flat
 * inputs); ldg/stg go to GPU memory through the SMMU, a dword at a time.
 */
static int am_exec_cat6(struct am_sp *s, const struct ir3_instr *in)
{
	int l;

	for (l = 0; l < AM_SP_LANES; l++) {
		am_u32 c, n = in->cat6.size ? in->cat6.size : 1;

		if (!(s->group & (1u << l)))
			continue;
		if (n > 4)
			return am_sp_fault(s);
		for (c = 0; c < n; c++) {
			am_u64 addr;
			am_u32 v;

			switch (in->opc) {
			case IR3_OPC_LDLV:
				if (!s->io || !s->io->flat)
					return am_sp_fault(s);
				v = s->io->flat(s->gpu, s->io->ctx,
						(am_u32)in->cat6.off + c);
				am_gpr_write(s, l, in->dst.num + c,
					     in->dst.half, v);
				break;
			case IR3_OPC_LDG:
				addr = am_src(s, l, &in->src[0], 0, AM_VK_INT) +
				       (am_s64)in->cat6.off + 4ull * c;
				v = am_read32(s->gpu, addr & ~3ull);
				am_gpr_write(s, l, in->dst.num + c,
					     in->dst.half, v);
				break;
			case IR3_OPC_STG:
				addr = am_src(s, l, &in->src[0], 0, AM_VK_INT) +
				       (am_s64)in->cat6.off + 4ull * c;
				v = am_gpr_read(s, l, in->src[1].num + c,
						in->src[1].half);
				am_write_bytes(s->gpu, addr & ~3ull, &v, 4);
				break;
			default:
				s->gpu->pipe.stats.unsupported++;
				return am_sp_fault(s);
			}
		}
	}
	return 0;
}

/* ---- Timing ------------------------------------------------------------ */

/*
 * A scoreboard entry: the cycle of the write, the lanes that wrote (a
 * read by other lanes, on another path of a branch, does not see it) and
 * the unit
 */
#define AM_BOARD_LANES_SHIFT	2
#define AM_BOARD_CYCLE_SHIFT	(AM_BOARD_LANES_SHIFT + AM_SP_LANES)

/* A scoreboard place: the full file, then the half */
static am_u32 am_board_idx(am_u32 num, int half)
{
	return (half ? AM_SP_COMPS : 0) + num;
}

/* A scoreboard entry for a write at cycle at by the group, from unit u */
static am_u64 am_board_entry(const struct am_sp *s, am_u64 at,
			     enum am_unit u)
{
	return at << AM_BOARD_CYCLE_SHIFT |
	       (am_u64)s->group << AM_BOARD_LANES_SHIFT | u;
}

/*
 * A write at cycle at over place idx, which a late reader of this run
 * (SFU, sample, memory) read before: too soon unless an (ss) came after
 * the read (the writer's own read, in the same cycle, is no hazard)
 */
static void am_board_check_war(struct am_sp *s, am_u32 idx, am_u64 at)
{
	am_u64 e = s->late[idx], w = e >> AM_BOARD_CYCLE_SHIFT;

	if (e >= s->e0 && ((e >> AM_BOARD_LANES_SHIFT) & s->group) &&
	    w < at && s->ss_at <= w)
		s->hazards++;
}

/* Entry e for component num of the full or half file */
static void am_board_write(struct am_sp *s, am_u32 num, int half, am_u64 e)
{
	am_u32 idx = am_board_idx(num, half);

	if (num >= AM_SP_COMPS)
		return;
	am_board_check_war(s, idx, e >> AM_BOARD_CYCLE_SHIFT);
	s->board[idx] = e;
}

/* A read at cycle at of place idx, which this run wrote: too soon? */
static void am_board_check(struct am_sp *s, am_u64 e, am_u32 idx, am_u64 at,
			   am_u32 slots)
{
	am_u64 w = e >> AM_BOARD_CYCLE_SHIFT;

	if (!((e >> AM_BOARD_LANES_SHIFT) & s->group))
		return;		/* other lanes', on another path */
	switch (e & 3) {
	case AM_UNIT_ALU:
		if (idx == AM_REG_A0)
			slots = AM_SP_FAR_SLOTS;
		/* at - w - 1 cycles lie between the two */
		if (at <= w + slots)
			s->hazards++;
		break;
	case AM_UNIT_SS:
		if (s->ss_at <= w)
			s->hazards++;
		break;
	default:
		if (s->sy_at <= w)
			s->hazards++;
		break;
	}
}

/*
 * A read at cycle at by an instruction that needs slots delay slots
 * after an ALU write (a0.x always needs AM_SP_FAR_SLOTS).  Entries older
 * than the run (most, in short shaders) are done with in one compare.
 */
static void am_board_read(struct am_sp *s, am_u32 num, int half, am_u64 at,
			  am_u32 slots)
{
	am_u64 e;

	if (num >= AM_SP_COMPS)
		return;
	e = s->board[am_board_idx(num, half)];
	if (e >= s->e0)
		am_board_check(s, e, am_board_idx(num, half), at, slots);
	/* a0.x, which addresses a relative source, is not a source read */
	if (s->late_reads && num < AM_REG_A0)
		s->late[am_board_idx(num, half)] = am_board_entry(s, at,
								  AM_UNIT_SS);
}

/*
 * Source i of in, n components from its register, read from cycle t on:
 * with (r), repetition k reads the register k further at cycle t + k.
 * (A repeated instruction reading its own results is not followed.)
 */
static void am_time_src(struct am_sp *s, const struct ir3_instr *in,
			am_u32 i, am_u64 t, am_u32 slots, am_u32 n)
{
	const struct ir3_reg *r = &in->src[i];
	am_u32 k, c, reps;

	if (r->kind == IR3_REG_REL_GPR || r->kind == IR3_REG_REL_CONST) {
		am_board_read(s, AM_REG_A0, 0, t, AM_SP_FAR_SLOTS);
		return;
	}
	if (r->kind != IR3_REG_GPR)
		return;
	reps = r->r ? in->repeat : 0;
	for (k = 0; k <= reps; k++)
		for (c = 0; c < n; c++)
			am_board_read(s, r->num + k + c, r->half, t + k, slots);
}

/* Delay slots source i of an ALU instruction needs after an ALU write */
static am_u32 am_alu_slots(const struct ir3_instr *in, am_u32 i)
{
	if (in->cat == 4)
		return AM_SP_FAR_SLOTS;
	/* A mad's addend is not read in its first cycle (sel's is) */
	if (i == 2 && in->opc != IR3_OPC_SEL_B16 &&
	    in->opc != IR3_OPC_SEL_B32 && in->opc != IR3_OPC_SEL_S16 &&
	    in->opc != IR3_OPC_SEL_S32 && in->opc != IR3_OPC_SEL_F16 &&
	    in->opc != IR3_OPC_SEL_F32)
		return AM_SP_ADDEND_SLOTS;
	return AM_SP_ALU_SLOTS;
}

/* Categories 1-4: repetition k writes its component at cycle t + k */
static void am_time_alu(struct am_sp *s, const struct ir3_instr *in,
			am_u64 t)
{
	am_u64 e;
	am_u32 k, i;

	for (i = 0; i < in->nsrc; i++)
		/* bary.f's second source: the weights i and j */
		am_time_src(s, in, i, t, am_alu_slots(in, i),
			    in->opc == IR3_OPC_BARY_F && i == 1 ? 2 : 1);
	if (in->dst.kind != IR3_REG_GPR)
		return;
	e = am_board_entry(s, t, in->cat == 4 ? AM_UNIT_SS : AM_UNIT_ALU);
	for (k = 0; k <= in->repeat; k++)
		am_board_write(s, in->dst.num + k, in->dst.half,
			       e + ((am_u64)k << AM_BOARD_CYCLE_SHIFT));
}

/* The components a sample's source i holds (see am_exec_sample) */
static am_u32 am_cat5_src_comps(const struct ir3_instr *in, am_u32 i)
{
	am_u32 dims = in->cat5.is_3d ? 3 : 2;
	int fetch = in->opc == IR3_OPC_ISAM || in->opc == IR3_OPC_ISAML;
	int lod = in->opc == IR3_OPC_SAML || in->opc == IR3_OPC_SAMB ||
		  in->opc == IR3_OPC_ISAML;

	if (i == 2)
		return in->cat5.is_s2en ? 2 : 0;
	switch (in->opc) {
	case IR3_OPC_DSX:
	case IR3_OPC_DSY:
		/* The components written: up to wrmask's last (am_exec_deriv) */
		return i != 0 ? 0 : in->cat5.wrmask & 8 ? 4 :
		       in->cat5.wrmask & 4 ? 3 : in->cat5.wrmask & 2 ? 2 :
		       in->cat5.wrmask & 1;
	case IR3_OPC_GETSIZE:
		return i == 0 ? 1 : 0;
	case IR3_OPC_GETINFO:
	case IR3_OPC_GETBUF:
		return 0;
	case IR3_OPC_GETLOD:
		/* The coordinates (and q): no reference, no layer */
		return i == 0 ? dims + in->cat5.is_p : 0;
	default:
		break;
	}
	if (i == 0 && in->opc == IR3_OPC_SAMGQ)
		return 4 + 2 * dims;
	if (i == 0)
		return dims + in->cat5.is_s + in->cat5.is_a +
		       (in->cat5.is_p && !fetch);
	return (in->cat5.is_o ? dims : 0) + lod;
}

static am_u32 am_popcount4(am_u32 m)
{
	return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

/* When the results of a unit are there for (ss) or (sy) to wait for */
static void am_time_ready(struct am_sp *s, enum am_unit u, am_u64 last)
{
	if (u == AM_UNIT_SS && s->ss_ready < last + 1 + AM_SP_SFU_DELAY)
		s->ss_ready = last + 1 + AM_SP_SFU_DELAY;
	else if (u == AM_UNIT_SY && s->sy_ready < last + 1 + AM_SP_TEX_DELAY)
		s->sy_ready = last + 1 + AM_SP_TEX_DELAY;
}

/* Categories 5 and 6: read what they read, results to wait for */
static void am_time_mem(struct am_sp *s, const struct ir3_instr *in,
			am_u64 t)
{
	am_u32 i, n = in->cat6.size ? in->cat6.size : 1;
	enum am_unit u = AM_UNIT_SY;

	for (i = 0; i < in->nsrc; i++)
		am_time_src(s, in, i, t, AM_SP_FAR_SLOTS,
			    in->cat == 5 ? am_cat5_src_comps(in, i) :
			    in->opc == IR3_OPC_STG && i == 1 ? n : 1);
	if (in->cat == 5)
		n = 4;		/* the components wrmask selects, in place */
	else if (in->opc == IR3_OPC_LDLV)
		u = AM_UNIT_SS;
	else if (in->opc != IR3_OPC_LDG)
		return;		/* stores write no register */
	am_time_ready(s, u, t);
	if (in->dst.kind != IR3_REG_GPR)
		return;
	for (i = 0; i < n; i++)
		if (in->cat != 5 || in->cat5.wrmask & (1u << i))
			am_board_write(s, in->dst.num + i, in->dst.half,
				       am_board_entry(s, t, u));
}

/* The issue cycle of an instruction that waits until ready */
static am_u64 am_wait(struct am_sp *s, am_u64 t, am_u64 ready)
{
	if (ready <= t)
		return t;
	s->stalls += ready - t;
	return ready;
}

/*
 * Plans: a read of n components of source i, each needing slots after
 * an ALU write; 0, or -1 when the general path must time it
 */
static int am_plan_src(struct am_sp_plan *p, const struct ir3_reg *r,
		       am_u32 n, am_u32 slots)
{
	am_u32 c;

	if (r->kind == IR3_REG_REL_GPR || r->kind == IR3_REG_REL_CONST)
		return -1;
	if (r->kind != IR3_REG_GPR)
		return 0;
	for (c = 0; c < n && r->num + c < AM_SP_COMPS; c++) {
		if (p->nread == AM_PLAN_READS)
			return -1;
		p->read[p->nread] = (am_u16)am_board_idx(r->num + c, r->half);
		p->slots[p->nread++] = (am_u8)slots;
	}
	return 0;
}

/* What writes and how many components, from which unit */
static int am_plan_dst(struct am_sp_plan *p, const struct ir3_instr *in)
{
	am_u32 n = 1, first = 0, m;

	switch (in->cat) {
	case 1:
	case 2:
	case 3:
		p->unit = AM_UNIT_ALU;
		break;
	case 4:
		p->unit = AM_UNIT_SS;
		break;
	case 5:
		/*
		 * Component c to dst + c (am_write_masked): one run of
		 * registers from the mask's first; the general path
		 * writes a mask with holes
		 */
		p->unit = AM_UNIT_SY;
		m = in->cat5.wrmask & 0xf;
		n = am_popcount4(m);
		while (first < 3 && !(m & (1u << first)))
			first++;
		if (n && (m >> first) != (1u << n) - 1)
			return -1;
		break;
	case 6:
		if (in->opc != IR3_OPC_LDLV && in->opc != IR3_OPC_LDG)
			return 0;
		p->unit = in->opc == IR3_OPC_LDLV ? AM_UNIT_SS : AM_UNIT_SY;
		n = in->cat6.size ? in->cat6.size : 1;
		break;
	default:
		return 0;
	}
	if (in->dst.kind == IR3_REG_REL_GPR)
		return 0;	/* not followed, as in the general path */
	if (in->dst.kind != IR3_REG_GPR)
		return 0;
	if (in->dst.num + first + n > AM_SP_COMPS)
		return -1;
	p->write = (am_u16)am_board_idx(in->dst.num + first, in->dst.half);
	p->nwrite = (am_u8)n;
	return 0;
}

/*
 * What each lane of a step costs the CP's budget, by what the
 * instruction does (each repeat a lane's again).  Samples' texels and
 * memory instructions' accesses are charged where they are made.
 */
static am_u32 am_lane_work(const struct ir3_instr *in)
{
	switch (in->cat) {
	case 0:
		return AM_WORK_LANE_FLOW;
	case 4:
		return AM_WORK_LANE_SFU * (in->repeat + 1u);
	case 5:
		return AM_WORK_LANE_SAMPLE;
	default:
		return AM_WORK_LANE_ALU * (in->repeat + 1u);
	}
}

/*
 * The plan of an instruction that issues once (no repeat) and reads no
 * register through a0.x: what am_time_general() would do, listed
 */
static void am_plan(const struct ir3_instr *in, struct am_sp_plan *p)
{
	int r = 0;
	am_u32 i;

	p->lane_work = (am_u8)am_lane_work(in);
	p->nread = 0;
	p->nwrite = 0;
	p->write = 0;
	p->unit = AM_UNIT_ALU;
	p->late_reads = in->cat >= 4 && in->cat <= 6;
	p->general = in->repeat != 0;
	if (in->cat == 0 && (in->opc == IR3_OPC_BR || in->opc == IR3_OPC_KILL)) {
		p->read[0] = (am_u16)(AM_REG_P0 + in->cat0.comp[0]);
		p->slots[0] = AM_SP_FAR_SLOTS;
		p->nread = 1;
	}
	for (i = 0; i < in->nsrc && !r && in->cat >= 1 && in->cat <= 4; i++)
		r = am_plan_src(p, &in->src[i],
				in->opc == IR3_OPC_BARY_F && i == 1 ? 2 : 1,
				am_alu_slots(in, i));
	for (i = 0; i < in->nsrc && !r && (in->cat == 5 || in->cat == 6); i++)
		r = am_plan_src(p, &in->src[i],
				in->cat == 5 ? am_cat5_src_comps(in, i) :
				in->opc == IR3_OPC_STG && i == 1 ?
				(in->cat6.size ? in->cat6.size : 1) : 1,
				AM_SP_FAR_SLOTS);
	if (r || am_plan_dst(p, in))
		p->general = 1;
}

/* Whatever an instruction reads and writes, issued from cycle t on */
static void am_time_general(struct am_sp *s, const struct ir3_instr *in,
			    am_u64 t)
{
	am_u64 last = t + in->repeat;

	switch (in->cat) {
	case 0:
		if (in->opc == IR3_OPC_BR || in->opc == IR3_OPC_KILL)
			am_board_read(s, AM_REG_P0 + in->cat0.comp[0], 0, t,
				      AM_SP_FAR_SLOTS);
		break;
	case 1:
	case 2:
	case 3:
		am_time_alu(s, in, t);
		break;
	case 4:
		am_time_alu(s, in, t);
		am_time_ready(s, AM_UNIT_SS, last);
		break;
	case 5:
	case 6:
		am_time_mem(s, in, last);
		break;
	default:
		break;
	}
}

/* The plan's reads and writes at cycle t: what most instructions need */
static void am_time_plan(struct am_sp *s, const struct am_sp_plan *p,
			 am_u64 t)
{
	am_u64 e;
	am_u32 i;

	for (i = 0; i < p->nread; i++) {
		e = s->board[p->read[i]];
		if (e >= s->e0)
			am_board_check(s, e, p->read[i], t, p->slots[i]);
	}
	e = am_board_entry(s, t, p->unit);
	for (i = 0; i < p->nwrite; i++) {
		am_board_check_war(s, p->write + i, t);
		s->board[p->write + i] = e;
	}
	if (p->late_reads) {
		e = am_board_entry(s, t, AM_UNIT_SS);
		for (i = 0; i < p->nread; i++)
			s->late[p->read[i]] = e;
	}
	am_time_ready(s, p->unit, t);
}

/* Issues the group's next instruction: its waits, reads and writes */
static void am_time(struct am_sp *s, const struct ir3_instr *in,
		    const struct am_sp_plan *p)
{
	am_u64 t = s->t;

	if (in->ss) {
		t = am_wait(s, t, s->ss_ready);
		s->ss_at = t;
	}
	if (in->sy) {
		t = am_wait(s, t, s->sy_ready);
		s->sy_at = t;
	}
	if (p->general) {
		/* What am_board_read() records: the plan has worked it out */
		s->late_reads = p->late_reads;
		am_time_general(s, in, t);
	} else {
		am_time_plan(s, p, t);
	}
	s->instrs += in->repeat + 1u;
	s->t = t + in->repeat + 1 + in->nop;
}

/* What the run cost, into the stage's statistics; the clock goes on */
static void am_time_done(struct am_sp *s)
{
	struct am_sp_stats *st = &s->gpu->pipe.stats.sp[s->stage];

	st->runs++;
	st->instrs += s->instrs;
	st->cycles += s->t - s->t0;
	st->stalls += s->stalls;
	st->hazards += s->hazards;
	st->overruns += s->overruns;
	s->gpu->pipe.board.clock = s->t;
}

/* The lanes that execute next: those at the lowest program counter */
static am_u32 am_next_group(struct am_sp *s)
{
	am_u32 pc = ~0u;
	int l;

	s->group = 0;
	for (l = 0; l < AM_SP_LANES; l++) {
		if (!(s->running & (1u << l)) || s->pc[l] > pc)
			continue;
		if (s->pc[l] < pc) {
			pc = s->pc[l];
			s->group = 0;
		}
		s->group |= 1u << l;
	}
	return pc;
}

static void am_group_next(struct am_sp *s)
{
	int l;

	for (l = 0; l < AM_SP_LANES; l++)
		if (s->group & (1u << l))
			s->pc[l]++;
}

/*
 * A step's work: its issue and its lanes' share.  The lanes are counted
 * again only when the group changes (a branch, a kill, an end).
 */
static void am_charge_step(struct am_sp *s, const struct am_sp_plan *p)
{
	if (s->group != s->counted) {
		unsigned int m = s->group;

		s->counted = m;
		for (s->lanes_counted = 0; m; m &= m - 1)
			s->lanes_counted++;
	}
	s->gpu->cp.work += AM_WORK_STEP + s->lanes_counted * p->lane_work;
}

/* Instruction pc, decoded the first time it runs after a load */
static const struct ir3_instr *am_fetch_instr(struct am_sp *s, am_u32 pc)
{
	struct am_stage_state *st = &s->gpu->stage[s->stage];

	if (pc >= s->len)
		return AM_NULL;
	if (!st->decoded_ok[pc]) {
		if (ir3_decode(&s->instr[pc * 2], s->gen, &st->decoded[pc]))
			return AM_NULL;
		am_plan(&st->decoded[pc], &st->plan[pc]);
		st->decoded_ok[pc] = 1;
	}
	return &st->decoded[pc];
}

/*
 * Runs the group's next instruction.  While the lanes are together their
 * counters in pc[] are not kept: pc_together is every lane's, until flow
 * control, which moves each lane's own counter, starts from it.
 */
static int am_step(struct am_sp *s)
{
	const struct ir3_instr *in;
	const struct am_sp_plan *plan;
	am_u32 pc;
	int l, r;

	if (s->together) {
		pc = s->pc_together;
		s->group = s->running;
	} else {
		pc = am_next_group(s);
	}
	in = am_fetch_instr(s, pc);
	if (!in)
		return am_sp_fault(s);
	plan = &s->gpu->stage[s->stage].plan[pc];
	am_charge_step(s, plan);
	am_time(s, in, plan);
	if (in->cat == 0) {
		for (l = 0; l < AM_SP_LANES; l++)
			if (s->group & (1u << l))
				s->pc[l] = pc;
		s->together = 0;
		return am_exec_cat0(s, in);
	}
	switch (in->cat) {
	case 1:
	case 2:
	case 3:
	case 4:
		r = am_exec_alu(s, in);
		break;
	case 5:
		r = am_exec_cat5(s, in);
		break;
	case 6:
		r = am_exec_cat6(s, in);
		break;
	default:
		/* Barriers: one wave at a time has nothing to wait for */
		r = 0;
		break;
	}
	if (r)
		return r;
	/* Only flow control moves lanes other than to the next instruction */
	if (s->group == s->running) {
		s->together = 1;
		s->pc_together = pc + 1;
	} else {
		am_group_next(s);
	}
	return 0;
}

/*
 * The program's length: SP_xS_LENGTH_REG counts groups of instructions,
 * 4 on a3xx and 16 on a4xx (as CP_LOAD_STATE loads them)
 */
static am_u32 am_program_length(struct am_gpu *gpu, enum am_stage stage)
{
	am_u32 reg, group;

	if (gpu->gen->core == 4) {
		reg = stage == AM_VS ? REG_A4XX_SP_VS_LENGTH_REG :
				       REG_A4XX_SP_FS_LENGTH_REG;
		group = 16;
	} else {
		reg = stage == AM_VS ? REG_A3XX_SP_VS_LENGTH_REG :
				       REG_A3XX_SP_FS_LENGTH_REG;
		group = 4;
	}
	reg = am_use(gpu, reg);
	return reg < AM_INSTR_DWORDS / 2 / group ? reg * group :
						   AM_INSTR_DWORDS / 2;
}

am_u32 am_sp_length(struct am_gpu *gpu, enum am_stage stage)
{
	return am_program_length(gpu, stage);
}

/*
 * SP_xS_CTRL_REG0's footprints, in vec4s of each file (the same fields
 * on a3xx and a4xx): what the shader may use of the register files, the
 * rest being other waves' on the hardware
 */
static void am_footprint(struct am_gpu *gpu, enum am_stage stage,
			 am_u32 footprint[2])
{
	am_u32 reg;

	if (gpu->gen->core == 4)
		reg = stage == AM_VS ? REG_A4XX_SP_VS_CTRL_REG0 :
				       REG_A4XX_SP_FS_CTRL_REG0;
	else
		reg = stage == AM_VS ? REG_A3XX_SP_VS_CTRL_REG0 :
				       REG_A3XX_SP_FS_CTRL_REG0;
	reg = am_use(gpu, reg);
	footprint[0] = 4 * AM_FIELD(reg, A3XX_SP_VS_CTRL_REG0_FULLREGFOOTPRINT);
	footprint[1] = 4 * AM_FIELD(reg, A3XX_SP_VS_CTRL_REG0_HALFREGFOOTPRINT);
}

/*
 * The shape scan's registers written so far: bit n of the full file's
 * component n, AM_SP_COMPS + n of the half file's
 */
struct am_shape_scan {
	am_u32 written[2 * AM_SP_COMPS / 32];
	struct am_sp_shape *shape;
};

static am_u32 am_shape_idx(am_u32 num, int half)
{
	return (half ? AM_SP_COMPS : 0) + num;
}

/*
 * Whether source r of repetition i reads only what is the same in every
 * lane; a constant is noted, for the memo.  0 when the lists are full.
 */
static int am_shape_read(struct am_shape_scan *sc, const struct ir3_reg *r,
			 am_u32 i)
{
	struct am_sp_shape *sh = sc->shape;
	am_u32 idx, k;

	switch (r->kind) {
	case IR3_REG_NONE:
	case IR3_REG_IMMED:
	case IR3_REG_FLUT:
		return 1;
	case IR3_REG_CONST:
		idx = r->num + (r->r ? i : 0);
		if (idx >= AM_CONST_DWORDS)
			return 1;	/* reads zero */
		for (k = 0; k < sh->nconsts; k++)
			if (sh->consts[k] == idx)
				return 1;
		if (sh->nconsts == AM_SP_SHAPE_COMPS)
			return 0;
		sh->consts[sh->nconsts++] = (am_u16)idx;
		return 1;
	case IR3_REG_GPR:
		if (r->num + i >= AM_SP_COMPS)
			return 0;
		idx = am_shape_idx(r->num + (r->r ? i : 0), r->half);
		return !!(sc->written[idx / 32] & (1u << (idx % 32)));
	default:
		return 0;	/* through a0.x */
	}
}

/* Notes a write of repetition i; 0 when the list of writes is full */
static int am_shape_write(struct am_shape_scan *sc, const struct ir3_reg *d,
			  am_u32 i)
{
	struct am_sp_shape *sh = sc->shape;
	am_u32 num = d->num + i, idx;

	if (d->kind != IR3_REG_GPR || num >= AM_SP_COMPS)
		return 0;
	idx = am_shape_idx(num, d->half);
	if (sc->written[idx / 32] & (1u << (idx % 32)))
		return 1;
	sc->written[idx / 32] |= 1u << (idx % 32);
	/* a0.x and p0.x are the run's, not the lanes' files */
	if (num == AM_REG_A0 || num == AM_REG_P0)
		return 1;
	if (sh->n == AM_SP_SHAPE_COMPS)
		return 0;
	sh->comps[sh->n++] = (am_u16)idx;
	return 1;
}

/*
 * Whether an instruction keeps a run uniform: flow control but nop, kill
 * and end parts lanes or reads what differs between them; so do
 * varyings (bary.f), textures and memory; an ALU instruction reads
 * constants, immediates and registers the program wrote before
 */
static int am_shape_instr(struct am_shape_scan *sc, const struct ir3_instr *in)
{
	am_u32 i, k;

	if (in->cat == 0)
		return in->opc == IR3_OPC_NOP || in->opc == IR3_OPC_END ||
		       (in->opc == IR3_OPC_KILL &&
			(sc->written[AM_REG_P0 / 32] &
			 (1u << (AM_REG_P0 % 32))));
	if (in->cat > 4 || in->opc == IR3_OPC_BARY_F)
		return 0;
	for (i = 0; i <= in->repeat; i++) {
		for (k = 0; k < in->nsrc; k++)
			if (!am_shape_read(sc, &in->src[k], i))
				return 0;
		if (!am_shape_write(sc, &in->dst, i))
			return 0;
	}
	return 1;
}

/*
 * The stage's program's shape (struct am_sp_shape), worked out from its
 * first instruction to its end, once for each program and length
 */
static const struct am_sp_shape *am_sp_shape(struct am_sp *s)
{
	struct am_sp_shape *sh = &s->gpu->stage[s->stage].shape;
	struct am_shape_scan sc = { .shape = sh };
	const struct ir3_instr *in;
	am_u32 pc;

	if (sh->known && sh->len == s->len)
		return sh;
	sh->known = 1;
	sh->len = s->len;
	sh->n = 0;
	sh->nconsts = 0;
	sh->uniform = 0;
	sh->memo_valid = 0;
	for (pc = 0; (in = am_fetch_instr(s, pc)); pc++) {
		if (!am_shape_instr(&sc, in))
			return sh;
		if (in->opc == IR3_OPC_END) {
			sh->uniform = 1;
			return sh;
		}
	}
	return sh;
}

/* Lane l takes the components a uniform program writes from vals[] */
static void am_sp_set(struct am_sp_lane *to, const struct am_sp_shape *sh,
		      const am_u32 *vals)
{
	am_u32 k, c;

	for (k = 0; k < sh->n; k++) {
		c = sh->comps[k];
		if (c < AM_SP_COMPS)
			to->r[c] = vals[k];
		else
			to->hr[c - AM_SP_COMPS] = (am_u16)vals[k];
	}
}

/* The stage's program and constants, as a run reads them */
static void am_sp_program(struct am_sp *s, struct am_gpu *gpu,
			  enum am_stage stage)
{
	s->gpu = gpu;
	s->stage = stage;
	s->instr = gpu->stage[stage].instr;
	s->consts = gpu->stage[stage].consts;
	s->len = am_program_length(gpu, stage);
	s->gen = gpu->gen->core;
}

int am_sp_uniform(struct am_gpu *gpu, enum am_stage stage)
{
	struct am_sp s;

	am_sp_program(&s, gpu, stage);
	return am_sp_shape(&s)->uniform;
}

/*
 * After a uniform run: its results are kept for the next run that reads
 * the same constants, and the other lanes take the registers it wrote,
 * and live or die with it
 */
static void am_sp_broadcast(struct am_sp *s)
{
	struct am_sp_shape *sh = &s->gpu->stage[s->stage].shape;
	const struct am_sp_lane *from;
	am_u32 k, c;
	int l;

	for (k = 0; k < sh->nconsts; k++)
		sh->memo_const[k] = s->consts[sh->consts[k]];
	sh->memo_valid = 1;
	sh->memo_alive = !!s->alive;
	/* Killed, it killed them all: their registers matter no more */
	if (!s->alive)
		return;
	from = &s->lanes[__builtin_ctz(s->alive)];
	for (k = 0; k < sh->n; k++) {
		c = sh->comps[k];
		sh->memo_comp[k] = c < AM_SP_COMPS ? from->r[c] :
				   from->hr[c - AM_SP_COMPS];
	}
	s->alive |= s->broadcast;
	for (l = 0; l < AM_SP_LANES; l++)
		if (s->broadcast & (1u << l))
			am_sp_set(&s->lanes[l], sh, sh->memo_comp);
}

/*
 * A run of a uniform program whose constants are those of its last run:
 * its results, on every lane in mask.  Returns the lanes alive, or -1
 * when the program must run.
 */
static int am_sp_recall(struct am_gpu *gpu, enum am_stage stage,
			struct am_sp_lane *lanes, unsigned int mask)
{
	const struct am_stage_state *st = &gpu->stage[stage];
	const struct am_sp_shape *sh = &st->shape;
	am_u32 k;
	int l;

	if (!sh->known || !sh->uniform || !sh->memo_valid ||
	    sh->len != am_program_length(gpu, stage))
		return -1;
	for (k = 0; k < sh->nconsts; k++)
		if (st->consts[sh->consts[k]] != sh->memo_const[k])
			return -1;
	mask &= (1u << AM_SP_LANES) - 1;
	if (!sh->memo_alive)
		return 0;
	for (l = 0; l < AM_SP_LANES; l++)
		if (mask & (1u << l))
			am_sp_set(&lanes[l], sh, sh->memo_comp);
	return (int)mask;
}

/* A fresh run of the stage's program on the lanes in mask */
static void am_sp_begin(struct am_sp *s, struct am_gpu *gpu,
			enum am_stage stage, unsigned int mask)
{
	int l;

	am_sp_program(s, gpu, stage);
	s->steps = 0;
	s->counted = 0;
	s->lanes_counted = 0;
	s->running = mask & ((1u << AM_SP_LANES) - 1);
	/* A uniform program runs on one lane for all */
	s->uniform = s->running && am_sp_shape(s)->uniform;
	s->broadcast = s->uniform ? s->running & (s->running - 1) : 0;
	s->running &= ~s->broadcast;
	s->alive = s->running;
	s->together = 1;
	s->pc_together = 0;
	s->fault = 0;
	s->board = gpu->pipe.board.written;
	s->late = gpu->pipe.board.read_late;
	s->late_reads = 0;
	s->t0 = gpu->pipe.board.clock + 1;
	s->e0 = s->t0 << AM_BOARD_CYCLE_SHIFT;
	s->t = s->t0;
	s->ss_ready = 0;
	s->sy_ready = 0;
	s->ss_at = 0;
	s->sy_at = 0;
	s->instrs = 0;
	s->stalls = 0;
	s->hazards = 0;
	s->overruns = 0;
	am_footprint(gpu, stage, s->footprint);
	for (l = 0; l < AM_SP_LANES; l++) {
		s->pc[l] = 0;
		s->a0[l] = 0;
		s->p0[l] = 0;
	}
}

int am_sp_run(struct am_gpu *gpu, enum am_stage stage,
	      struct am_sp_lane *lanes, unsigned int mask,
	      const struct am_sp_io *io)
{
	struct am_walk_pos *pos = &gpu->pipe.pos;
	struct am_sp s;
	int resumed = pos->sp_paused && gpu->pipe.sp.stage == stage;
	int recalled;

	if (resumed) {
		s = gpu->pipe.sp;
	} else {
		recalled = am_sp_recall(gpu, stage, lanes, mask);
		if (recalled >= 0)
			return recalled;
		am_sp_begin(&s, gpu, stage, mask);
	}
	pos->sp_paused = 0;
	s.lanes = lanes;
	s.io = io;
	while (s.running && !s.fault) {
		if (!gpu->tlb.on && s.steps == AM_SP_MAX_STEPS) {
			s.fault = 1;
			break;
		}
		/* A resumed run takes a step at least: it gets on */
		if (!resumed && am_spent(gpu)) {
			gpu->pipe.sp = s;
			pos->sp_paused = 1;
			return AM_SP_PAUSED;
		}
		resumed = 0;
		s.steps++;
		gpu->pipe.stats.steps++;
		if (am_step(&s))
			s.fault = 1;
	}
	am_time_done(&s);
	if (s.fault) {
		gpu->pipe.stats.shader_faults++;
		return AM_SP_FAULT;
	}
	if (s.uniform)
		am_sp_broadcast(&s);
	return (int)s.alive;
}
