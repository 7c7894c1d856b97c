// SPDX-License-Identifier: GPL-2.0-only
/*
 * ir3 ISA decoder, encoder and disassembler, TAP:
 *   - known instruction words (seen from Mesa's freedreno compiler and
 *     the blob) decode and print as expected, per category;
 *   - encode(decode(w)) gives w back, and decode(encode(x)) gives x;
 *   - random words decode or are refused, never crash (built with
 *     ASan/UBSan by the Makefile), in bounded time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ir3_isa.h"
#include "ir3_dis.h"

static void result(int ok, const char *what, const char *extra);

struct vec {
	unsigned int gen;
	unsigned int hi, lo;	/* bits 32-63, bits 0-31 */
	const char *text;
	int canonical;		/* encode gives the same words back */
};

#define V3(hi, lo, t)	{ 3, 0x##hi, 0x##lo, t, 1 }
#define V4(hi, lo, t)	{ 4, 0x##hi, 0x##lo, t, 1 }
/* don't-care bits set: only the decoded struct round-trips */
#define V4X(hi, lo, t)	{ 4, 0x##hi, 0x##lo, t, 0 }

static const struct vec vecs[] = {
	/* cat0 */
	V4(00000000, 00000000, "nop"),
	V4(00000200, 00000000, "(rpt2)nop"),
	V4(00010000, 00000000, "(eq)nop"),
	V4(03000000, 00000000, "end"),
	V3(13001000, 00000000, "(sy)(ss)end"),
	V4(00800000, 00000004, "br p0.x, #4"),
	V4X(00800000, fffffffc, "br p0.x, #-4"),
	V4(00800000, 000ffffc, "br p0.x, #-4"),
	V3(00800000, 0000fffc, "br p0.x, #-4"),
	V4(00900000, 00000003, "br !p0.x, #3"),
	V4(02800000, 00000000, "kill p0.x"),
	V3(01000000, 00000005, "jump #5"),
	/* cat1 */
	V4(20244000, 00000020, "mov.f32f32 r0.x, c8.x"),
	V4(20200000, 00000020, "mov.f16f16 hr0.x, hc8.x"),
	V4(20150000, 00000000, "cov.s32s16 hr0.x, r0.x"),
	V4(20156004, 00000c11, "(ul)mov.s32s32 r1.x, c<a0.x + 17>"),
	V4(201100f4, 00000000, "mova a0.x, hr0.x"),
	V4(20244905, 00000410, "(rpt1)mov.f32f32 r1.y, (r)c260.x"),
	V4(20174004, 00000008, "mov.s32s32 r<a0.x + 4>, r2.x"),
	V4(20130000, 00000005, "mov.s16s16 hr<a0.x>, hr1.y"),
	V4(20110004, 00000800, "mov.s16s16 hr1.x, hr<a0.x>"),
	V4(20510005, 0000ffff, "mov.s16s16 hr1.y, -1"),
	V4(20400005, 00003900, "mov.f16f16 hr1.y, h(0.625000)"),
	V3(20444000, 3f800000, "mov.f32f32 r0.x, (1.000000)"),
	V3(20444000, 40400000, "mov.f32f32 r0.x, (3.000000)"),
	/* cat2 */
	V4(40100007, 68000008, "add.f r1.w, r2.x, (neg)(0.0)"),
	V3(40700000, 28030000, "mul.f r0.x, r0.x, (2.0)"),
	V4(40104002, 0c210001, "add.f hr0.z, r0.y, c<a0.x + 33>"),
	V4(40b80804, 10408004, "(nop3) cmps.f.lt r1.x, (abs)r1.x, c16.x"),
	V4(47308a02, 00002000, "(rpt2)bary.f (ei)r0.z, (r)0, r0.x"),
	V3(47308802, 00002000, "(nop1) bary.f (ei)r0.z, 0, r0.x"),
	V4(43480801, 00008001, "(nop3) absneg.s hr0.y, (abs)hr0.y"),
	V4(42280807, 27ff0000, "(nop3) add.s hr1.w, hr0.x, h(-1)"),
	V4(438000f9, 00020001, "and.b p0.y, hr0.y, hr0.z"),
	V4(438000f8, 20010009, "and.b p0.x, hr2.y, h(1)"),
	V4(40080902, 50200006, "(rpt1)add.f hr0.z, (r)hr1.z, (neg)(r)hc8.x"),
	V4(42380c01, 00040001, "(sat)(nop3) add.s r0.y, r0.y, r1.x"),
	V4(42480000, 48801086, "(nop2) sub.u hr0.x, hc33.z, (neg)hr<a0.x + 128>"),
	V4(46b00001, 00001020, "clz.b r0.y, c8.x"),
	V4(46700009, 00000009, "bfrev.b r2.y, r2.y"),
	V3(42b400f8, 20010004, "cmps.s.eq p0.x, r1.x, 1"),
	/* cat3 */
	V4(66000000, 10421041, "sel.f16 hr0.x, hc16.y, hr0.x, hc16.z"),
	V4(64848109, 109a9099, "(rpt1)sel.b32 r2.y, c38.y, (r)r2.y, c38.z"),
	V4(64810904, 30521036, "(rpt1)sel.b32 r1.x, (r)c13.z, r0.z, (r)c20.z"),
	V4(64818902, 20041032, "(rpt1)sel.b32 r0.z, (r)c12.z, r0.w, (r)r1.x"),
	V3(63820005, 10315030, "mad.f32 r1.y, (neg)c12.x, r1.x, c12.y"),
	V4(62050009, 00091000, "mad.u24 r2.y, c0.x, r2.z, r2.y"),
	V4(61828008, 00081033, "madsh.m16 r2.x, c12.w, r1.y, r2.x"),
	/* cat4 */
	V4(8010000a, 00000003, "rcp r2.z, r0.w"),
	V3(80d00904, 00000008, "(rpt1)sqrt r1.x, (r)r2.x"),
	V3(80500000, 00009005, "log2 r0.x, (abs)c1.y"),
	/* cat5 */
	V4(a3801102, 00000001, "dsx (f32)(x)r0.z, r0.x"),
	V4(a3c01102, 00000001, "dsy (f32)(x)r0.z, r0.x"),
	V4(a6001105, 00000001, "dsxpp.1 (x)r1.y, r0.x"),
	V4(a6201105, 00000001, "dsxpp.1.p (x)r1.y, r0.x"),
	V4(a2802f00, 00000001, "getsize (u16)(xyzw)hr0.x, r0.x, t#0"),
	V4(a1000f00, 00000004, "samb (f16)(xyzw)hr0.x, hr0.z, hr0.x, s#0, t#0"),
	V4(a1000f00, 00000003, "samb (f16)(xyzw)hr0.x, r0.y, r0.x, s#0, t#0"),
	V4(a0c00f00, 04400002, "sam (f16)(xyzw)hr0.x, hr0.y, s#2, t#2"),
	V3(a0c01f04, 0cc00005, "sam (f32)(xyzw)r1.x, r0.z, s#6, t#6"),
	V4(a0c81f02, 00800001, "sam.s2en.uniform (f32)(xyzw)r0.z, r0.x, hr1.x"),
	V4(a0c81f02, 80800001, "sam.s2en.nonuniform (f32)(xyzw)r0.z, r0.x, hr1.x"),
	V4(a2c03102, 00000000, "getbuf (u32)(x)r0.z, t#0"),
	/* cat6 */
	V4(c0ca0505, 03800042, "stg.s32 g[r0.z+5], r8.y, 3"),
	V4(c0ca0500, 03800042, "stg.s32 g[r0.z], r8.y, 3"),
	V4(c0ca0531, 03800242, "stg.s32 g[r0.z+305], r8.y, 3"),
	V4(c0ce0100, 02800000, "stg.u8_32 g[r0.x], r0.x, 2"),
	V4(c0c00100, 02800000, "stg.f16 g[r0.x], hr0.x, 2"),
	V4(c0060006, 0181800f, "ldg.u32 r1.z, g[r1.z+7], 1"),
	V4(c0060006, 01818001, "ldg.u32 r1.z, g[r1.z], 1"),
	V3(c0060003, 0180c269, "ldg.u32 r0.w, g[r0.w+308], 1"),
	V4(c0040003, 0180c269, "ldg.u16 hr0.w, g[r0.w+308], 1"),
	V4(c2c21100, 04800006, "stlw.f32 l[r2.x], r0.w, 4"),
	V4(c2c20f00, 01800004, "stlw.f32 l[r1.w], r0.z, 1"),
	V4(c2860003, 02808011, "ldlw.u32 r0.w, l[r0.z+8], 2"),
	V4(c1060500, 01800008, "stl.u32 l[r0.z], r1.x, 1"),
	V4(c0460001, 01804001, "ldl.u32 r0.y, l[r0.y], 1"),
	V4(c0860018, 03820001, "ldp.u32 r6.x, p[r2.x], 3"),
	V4(c0420002, 01808019, "ldl.f32 r0.z, l[r0.z+12], 1"),
	V4(c1021710, 04800000, "stl.f32 l[r2.w+16], r0.x, 4"),
	V4(d7c60011, 03c00000, "(sy)ldlv.u32 r4.y, l[0], 3"),
	V4(c1425b50, 01803e02, "stp.f32 p[r11.y-176], r0.y, 1"),
	V4(c1465b00, 0180022a, "stp.u32 p[r11.y+256], r5.y, 1"),
	V4(c6e20000, 06003600, "ldgb.untyped.4d.f32.4 r0.x, g[0], r0.x, r1.z"),
	V4(c6ea0204, 1401a600, "ldgb.untyped.4d.s32.3 r1.x, g[1], r1.z, r5.x"),
	V4(c7220028, 0480000d, "stgb.untyped.1d.f32.1 g[0], r1.z, 4, r10.x"),
	V4(c7260023, 02800009, "stgb.untyped.1d.u32.1 g[0], r1.x, 2, r8.w"),
	V4(c4f60002, 00008001, "atomic.inc.untyped.1d.u32.1.g r0.z, g[0], r0.z, r0.x, r0.x"),
	V4(c4360205, 03000001, "atomic.add.untyped.1d.u32.1.g r1.y, g[1], r0.x, r0.w, r0.x"),
	V4(c3e60000, 00000200, "resinfo.u32.2d r0.x, g[0]"),
	V4(c4260003, 03008001, "atomic.add.untyped.1d.u32.1.l r0.w, l[r0.z], r0.w"),
	/* cat7 */
	V4(e0000000, 00000000, "bar"),
	V3(e0f80000, 00000000, "fence.g.l.r.w"),
};

/* words that must be refused */
static const struct vec bad[] = {
	V4(00000000 | 12u << 23, 0, "cat0 opcode 12"),
	V4(40000000 | 8u << 21, 0, "cat2 opcode 8"),
	V4(a0000000 | 28u << 22, 0, "cat5 opcode 28"),
	V3(c0000000 | 27u << 22, 0, "ldgb on a3xx"),
	V4(65900820, 100cb008, "a6xx shlg (cat3 immediate form)"),
	V4(00800000 | 1u << 5, 0, "brao (a6xx)"),
	V4(07820000, 00000000, "prede (a6xx)"),
	{ 5, 0x03000000, 0, "end for a5xx (generation not supported)", 1 },
};

/* Instructions built field by field, the way a compiler or a hand-written
 * model test would: encode, then decode and print */
static void gpr(struct ir3_reg *r, unsigned int reg, unsigned int comp)
{
	r->kind = IR3_REG_GPR;
	r->num = reg * 4 + comp;
}

static void check_built(void)
{
	struct ir3_instr in, out;
	unsigned int w[2];
	char text[160];
	int ok;

	/* (sy)(ss)mad.f32 r0.x, r1.y, r2.x, c2.x */
	memset(&in, 0, sizeof(in));
	in.cat = 3;
	in.opn = IR3_OPC_NUM(IR3_OPC_MAD_F32);
	in.opc = IR3_OPC_MAD_F32;
	in.form = IR3_FORM_CAT3_FULL;
	in.sy = in.ss = 1;
	in.full = 1;
	in.nsrc = 3;
	gpr(&in.dst, 0, 0);
	gpr(&in.src[0], 1, 1);
	gpr(&in.src[1], 2, 0);
	in.src[2].kind = IR3_REG_CONST;
	in.src[2].num = 2 * 4;
	ok = !ir3_encode(&in, 4, w) && !ir3_decode(w, 4, &out);
	ir3_dis_format(&out, text, sizeof(text));
	result(ok && !strcmp(text, "(sy)(ss)mad.f32 r0.x, r1.y, r2.x, c2.x"),
	       "built mad.f32 encodes, decodes and prints", text);

	/* sam (f32)(xyzw)r0.x, r0.z, s#0, t#0 */
	memset(&in, 0, sizeof(in));
	in.cat = 5;
	in.opc = IR3_OPC_SAM;
	in.opn = IR3_OPC_NUM(IR3_OPC_SAM);
	in.form = IR3_FORM_CAT5_TEX;
	in.full = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 0xf;
	in.cat5.has_samp = in.cat5.has_tex = in.cat5.has_type = 1;
	in.nsrc = 1;
	gpr(&in.dst, 0, 0);
	gpr(&in.src[0], 0, 2);
	ok = !ir3_encode(&in, 3, w) && !ir3_decode(w, 3, &out) &&
	     !memcmp(&in.cat5, &out.cat5, sizeof(in.cat5));
	ir3_dis_format(&out, text, sizeof(text));
	result(ok && !strcmp(text, "sam (f32)(xyzw)r0.x, r0.z, s#0, t#0"),
	       "built sam encodes, decodes and prints", text);

	/* refused: a const as cat3 src2, a register number past 8 bits */
	memset(&in, 0, sizeof(in));
	in.cat = 3;
	in.opc = IR3_OPC_MAD_F32;
	in.opn = IR3_OPC_NUM(IR3_OPC_MAD_F32);
	in.form = IR3_FORM_CAT3_FULL;
	gpr(&in.dst, 0, 0);
	gpr(&in.src[0], 0, 0);
	in.src[1].kind = IR3_REG_CONST;
	gpr(&in.src[2], 0, 0);
	result(ir3_encode(&in, 4, w) == IR3_ERR_ENCODING,
	       "encode refuses a const cat3 src2", NULL);
	gpr(&in.src[1], 0, 0);
	gpr(&in.dst, 64, 0);
	result(ir3_encode(&in, 4, w) == IR3_ERR_RANGE,
	       "encode refuses r64.x", NULL);
	in.dst.num = 0;
	in.form = IR3_FORM_CAT3_HALF;
	result(ir3_encode(&in, 4, w) == IR3_ERR_OPCODE,
	       "encode refuses a form that is not the opcode's", NULL);
}
#define NR_BUILT 5

static int failures, n;

static void result(int ok, const char *what, const char *extra)
{
	n++;
	if (!ok)
		failures++;
	printf("%sok %d - %s%s%s\n", ok ? "" : "not ", n, what,
	       extra ? " " : "", extra ? extra : "");
}

static int same(const struct ir3_instr *a, const struct ir3_instr *b)
{
	return !memcmp(a, b, sizeof(*a));
}

static void check_vec(const struct vec *v)
{
	const unsigned int w[2] = { v->lo, v->hi };
	unsigned int e[2];
	struct ir3_instr a, b;
	char text[160], what[200];
	int ret;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	ret = ir3_decode(w, v->gen, &a);
	if (!ret)
		ir3_dis_format(&a, text, sizeof(text));
	else
		snprintf(text, sizeof(text), "decode error %d", ret);
	snprintf(what, sizeof(what), "a%ux %08x_%08x: %s", v->gen, v->hi,
		 v->lo, v->text);
	if (ret || strcmp(text, v->text)) {
		char got[220];

		snprintf(got, sizeof(got), "(got \"%s\")", text);
		result(0, what, got);
		return;
	}
	ret = ir3_encode(&a, v->gen, e);
	if (!ret)
		ret = ir3_decode(e, v->gen, &b);
	if (ret || !same(&a, &b) ||
	    (v->canonical && (e[0] != w[0] || e[1] != w[1]))) {
		char got[100];

		snprintf(got, sizeof(got), "(round trip: %d, %08x_%08x)",
			 ret, e[1], e[0]);
		result(0, what, got);
		return;
	}
	result(1, what, "(decode, text, encode round trip)");
}

static unsigned long long rng = 0x243f6a8885a308d3ull;

static unsigned int next32(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned int)(rng >> 16);
}

/* Random words: decode (or refuse), print, and re-encode what decoded */
static void fuzz(unsigned long iterations)
{
	unsigned long i, decoded = 0, mismatch = 0;
	clock_t start = clock();
	char text[160], msg[160];

	for (i = 0; i < iterations; i++) {
		unsigned int w[2] = { next32(), next32() }, e[2];
		unsigned int gen = 3 + (i & 1);
		struct ir3_instr a, b;

		if (ir3_dis_words(w, gen, text, sizeof(text)))
			continue;
		decoded++;
		ir3_decode(w, gen, &a);
		if (ir3_encode(&a, gen, e) || ir3_decode(e, gen, &b) ||
		    !same(&a, &b))
			mismatch++;
	}
	snprintf(msg, sizeof(msg), "(%lu words, %lu decoded, %.1f s)",
		 iterations, decoded, (double)(clock() - start) / CLOCKS_PER_SEC);
	result(mismatch == 0, "random words: no crash, decoded ones re-encode",
	       msg);
	result((double)(clock() - start) / CLOCKS_PER_SEC < 10.0,
	       "random words: under 10 s", NULL);
}

int main(int argc, char **argv)
{
	unsigned long iterations = argc > 1 ? strtoul(argv[1], NULL, 0) : 2000000;
	unsigned int i;
	int nvec = sizeof(vecs) / sizeof(vecs[0]);
	int nbad = sizeof(bad) / sizeof(bad[0]);

	printf("1..%d\n", nvec + nbad + NR_BUILT + 2);
	for (i = 0; i < (unsigned int)nvec; i++)
		check_vec(&vecs[i]);
	for (i = 0; i < (unsigned int)nbad; i++) {
		const unsigned int w[2] = { bad[i].lo, bad[i].hi };
		struct ir3_instr a;

		result(ir3_decode(w, bad[i].gen, &a) != IR3_OK,
		       "refused:", bad[i].text);
	}
	check_built();
	fuzz(iterations);
	return failures != 0;
}
