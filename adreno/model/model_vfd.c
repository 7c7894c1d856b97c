// SPDX-License-Identifier: GPL-2.0-only
/*
 * The vertex fetcher and decoder: reads each attribute of a vertex from
 * its buffer, converts it, and writes it into the vertex shader's input
 * registers.
 *
 * a3xx and a4xx lay out VFD_FETCH/VFD_DECODE differently and number the
 * float formats one apart; each has a decoder that turns its registers
 * into struct am_vfd_attr, and the fetch and the conversions are shared.
 */

#include "model_vfd.h"
#include "model_float.h"
#include "adreno_regs.h"

/* One attribute: where it is, how big, how it converts, where it goes */
struct am_vfd_attr {
	am_u64 base;
	am_u32 stride;
	am_u32 bytes;		/* FETCHSIZE + 1 */
	am_u32 limit;		/* a4xx: bytes readable at base; else ~0 */
	int instanced;
	am_u32 step_rate;
	am_u32 format;		/* in a4xx's numbering */
	am_u32 regid;
	am_u32 writemask;
	int integer;		/* INT: integers stay integers */
	am_u32 swap;		/* enum a3xx_color_swap */
};

/* The a4xx numbering of a3xx's format: floats and fixed are one up */
static am_u32 am_vfd_format3(am_u32 fmt)
{
	return fmt < VFMT_16_SINT ? fmt + 1 : fmt;
}

static void am_vfd_decode_common(am_u32 dec, struct am_vfd_attr *a)
{
	a->regid = AM_FIELD(dec, A3XX_VFD_DECODE_INSTR_REGID);
	a->writemask = AM_FIELD(dec, A3XX_VFD_DECODE_INSTR_WRITEMASK);
	a->integer = !!(dec & A3XX_VFD_DECODE_INSTR_INT);
	a->swap = AM_FIELD(dec, A3XX_VFD_DECODE_INSTR_SWAP);
}

/* a3xx: 16 fetch/decode pairs; no buffer sizes */
static int am_vfd_count3(struct am_gpu *gpu)
{
	int n = AM_FIELD(am_use(gpu, REG_A3XX_VFD_CONTROL_0),
			 A3XX_VFD_CONTROL_0_STRMDECINSTRCNT);

	return n < 16 ? n : 16;
}

static void am_vfd_attr3(struct am_gpu *gpu, int i,
			 struct am_vfd_attr *a)
{
	am_u32 f0 = am_use(gpu, REG_A3XX_VFD_FETCH_INSTR_0(i));
	am_u32 dec = am_use(gpu, REG_A3XX_VFD_DECODE_INSTR(i));

	a->base = am_use(gpu, REG_A3XX_VFD_FETCH_INSTR_1(i));
	a->stride = AM_FIELD(f0, A3XX_VFD_FETCH_INSTR_0_BUFSTRIDE);
	a->bytes = AM_FIELD(f0, A3XX_VFD_FETCH_INSTR_0_FETCHSIZE) + 1;
	a->limit = ~0u;
	a->instanced = !!(f0 & A3XX_VFD_FETCH_INSTR_0_INSTANCED);
	a->step_rate = AM_FIELD(f0, A3XX_VFD_FETCH_INSTR_0_STEPRATE);
	a->format = am_vfd_format3(AM_FIELD(dec, A3XX_VFD_DECODE_INSTR_FORMAT));
	am_vfd_decode_common(dec, a);
}

/* a4xx: 32 pairs, each buffer with its size */
static int am_vfd_count4(struct am_gpu *gpu)
{
	int n = AM_FIELD(am_use(gpu, REG_A4XX_VFD_CONTROL_0),
			 A4XX_VFD_CONTROL_0_STRMDECINSTRCNT);

	return n < 32 ? n : 32;
}

static void am_vfd_attr4(struct am_gpu *gpu, int i,
			 struct am_vfd_attr *a)
{
	am_u32 f0 = am_use(gpu, REG_A4XX_VFD_FETCH_INSTR_0(i));
	am_u32 dec = am_use(gpu, REG_A4XX_VFD_DECODE_INSTR(i));

	a->base = am_use(gpu, REG_A4XX_VFD_FETCH_INSTR_1(i));
	a->stride = AM_FIELD(f0, A4XX_VFD_FETCH_INSTR_0_BUFSTRIDE);
	a->bytes = AM_FIELD(f0, A4XX_VFD_FETCH_INSTR_0_FETCHSIZE) + 1;
	a->limit = am_use(gpu, REG_A4XX_VFD_FETCH_INSTR_2(i));
	a->instanced = !!(f0 & A4XX_VFD_FETCH_INSTR_0_INSTANCED);
	a->step_rate = AM_FIELD(am_use(gpu, REG_A4XX_VFD_FETCH_INSTR_3(i)),
				A4XX_VFD_FETCH_INSTR_3_STEPRATE);
	a->format = AM_FIELD(dec, A4XX_VFD_DECODE_INSTR_FORMAT);
	am_vfd_decode_common(dec, a);
}

/* How a format stores its components */
enum am_vfmt_kind {
	AM_VK_NONE,
	AM_VK_FLOAT,
	AM_VK_HALF,
	AM_VK_FIXED,		/* 16.16 */
	AM_VK_SINT,
	AM_VK_UINT,
	AM_VK_SNORM,
	AM_VK_UNORM,
};

struct am_vfmt {
	enum am_vfmt_kind kind;
	int bits;		/* per component */
	int comps;
	int packed1010102;	/* 10,10,10,2 in one dword */
};

/* a4xx numbering: groups of four sizes, one to four components */
static struct am_vfmt am_vfmt_of(am_u32 f)
{
	static const struct {
		am_u32 first;
		enum am_vfmt_kind kind;
		int bits;
	} groups[] = {
		{ VFMT4_32_FLOAT, AM_VK_FLOAT, 32 },
		{ VFMT4_16_FLOAT, AM_VK_HALF, 16 },
		{ VFMT4_32_FIXED, AM_VK_FIXED, 32 },
		{ VFMT4_16_SINT, AM_VK_SINT, 16 },
		{ VFMT4_16_UINT, AM_VK_UINT, 16 },
		{ VFMT4_16_SNORM, AM_VK_SNORM, 16 },
		{ VFMT4_16_UNORM, AM_VK_UNORM, 16 },
		{ VFMT4_32_UINT, AM_VK_UINT, 32 },
		{ VFMT4_32_SINT, AM_VK_SINT, 32 },
		{ VFMT4_8_UINT, AM_VK_UINT, 8 },
		{ VFMT4_8_UNORM, AM_VK_UNORM, 8 },
		{ VFMT4_8_SINT, AM_VK_SINT, 8 },
		{ VFMT4_8_SNORM, AM_VK_SNORM, 8 },
	};
	struct am_vfmt v = { AM_VK_NONE, 0, 0, 0 };
	unsigned int i;

	for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++)
		if (f >= groups[i].first && f < groups[i].first + 4) {
			v.kind = groups[i].kind;
			v.bits = groups[i].bits;
			v.comps = (int)(f - groups[i].first) + 1;
			return v;
		}
	if (f >= VFMT4_10_10_10_2_UINT && f <= VFMT4_10_10_10_2_SNORM) {
		static const enum am_vfmt_kind k[] = {
			AM_VK_UINT, AM_VK_UNORM, AM_VK_SINT, AM_VK_SNORM,
		};

		v.kind = k[f - VFMT4_10_10_10_2_UINT];
		v.comps = 4;
		v.packed1010102 = 1;
	}
	return v;
}

/* Component c of the element: its bits, sign-extended if signed */
static am_u32 am_vfmt_raw(const struct am_vfmt *v, const am_u8 *b, int c,
			  int *bits)
{
	am_u32 x;

	if (v->packed1010102) {
		am_u32 w = b[0] | b[1] << 8 | b[2] << 16 | (am_u32)b[3] << 24;

		*bits = c == 3 ? 2 : 10;
		x = (w >> (c * 10)) & ((1u << *bits) - 1);
	} else if (v->bits == 8) {
		*bits = 8;
		x = b[c];
	} else if (v->bits == 16) {
		*bits = 16;
		x = b[2 * c] | b[2 * c + 1] << 8;
	} else {
		*bits = 32;
		x = b[4 * c] | b[4 * c + 1] << 8 | b[4 * c + 2] << 16 |
		    (am_u32)b[4 * c + 3] << 24;
	}
	if ((v->kind == AM_VK_SINT || v->kind == AM_VK_SNORM) && *bits < 32 &&
	    (x >> (*bits - 1)) & 1)
		x |= ~0u << *bits;
	return x;
}

/* Component c converted: a float, or an integer with INT */
static am_u32 am_vfmt_comp(const struct am_vfmt *v, const am_u8 *b, int c,
			   int integer)
{
	int bits;
	am_u32 x = am_vfmt_raw(v, b, c, &bits);

	switch (v->kind) {
	case AM_VK_FLOAT:
		return x;
	case AM_VK_HALF:
		return am_f16_to_f32((am_f16)x);
	case AM_VK_FIXED:
		/* 16.16: exact as a float times 2^-16 is not; divide */
		return am_f32_div(am_f32_from_s32((am_s32)x), 0x47800000u);
	case AM_VK_SINT:
		return integer ? x : am_f32_from_s32((am_s32)x);
	case AM_VK_UINT:
		return integer ? x : am_f32_from_u32(x);
	case AM_VK_SNORM:
		return am_snorm_to_f32(x & ((bits < 32) ? (1u << bits) - 1 :
					    ~0u), bits);
	case AM_VK_UNORM:
		return am_unorm_to_f32(x, bits);
	default:
		return 0;
	}
}

/* Memory component m of logical component c, by swap */
static int am_vfd_swizzle(am_u32 swap, int c)
{
	static const am_u8 order[4][4] = {
		{ 0, 1, 2, 3 },		/* WZYX: as in memory */
		{ 2, 1, 0, 3 },		/* WXYZ: B, G, R, A */
		{ 1, 2, 3, 0 },		/* ZYXW: A, R, G, B */
		{ 3, 2, 1, 0 },		/* XYZW: A, B, G, R */
	};

	return order[swap & 3][c];
}

/* An attribute of element index, or of instance's element past base */
static void am_vfd_attr_fetch(struct am_gpu *gpu, const struct am_vfd_attr *a,
			      am_u32 index, am_u32 instance, am_u32 base,
			      struct am_sp_lane *lane)
{
	const am_u32 fill[4] = { 0, 0, 0, a->integer ? 1 : AM_F32_ONE };
	struct am_vfmt v = am_vfmt_of(a->format);
	am_u32 elem = a->instanced ? base + instance / (a->step_rate ?
							a->step_rate : 1) :
				     index;
	am_u64 off = (am_u64)elem * a->stride;
	am_u8 b[16] = { 0 };
	am_u32 n = a->bytes < 16 ? a->bytes : 16, i;
	int c;

	gpu->cp.work += AM_WORK_ATTR;
	/* Past a4xx's buffer size, or an unreadable address: zeros */
	if (off + n <= a->limit) {
		for (i = 0; i < n; i += 4) {
			am_u32 w = am_read32(gpu, (a->base + off + i) & ~3ull);
			am_u32 sh = (am_u32)((a->base + off + i) & 3) * 8;
			am_u32 k;

			/* Unaligned elements: the rest from the next dword */
			if (sh) {
				am_u64 next = ((a->base + off + i) & ~3ull) + 4;

				w = w >> sh | am_read32(gpu, next) << (32 - sh);
			}
			for (k = 0; k < 4 && i + k < n; k++)
				b[i + k] = (am_u8)(w >> (8 * k));
		}
	}

	for (c = 0; c < 4; c++) {
		am_u32 reg = a->regid + c;
		int m = am_vfd_swizzle(a->swap, c);
		am_u32 val;

		if (!(a->writemask & (1u << c)) || reg >= AM_SP_COMPS)
			continue;
		val = m < v.comps ? am_vfmt_comp(&v, b, m, a->integer) :
				    fill[c];
		lane->r[reg] = val;
	}
}

void am_vfd_fetch(struct am_gpu *gpu, const struct am_draw *d, am_u32 index,
		  am_u32 instance, am_u32 vtxcnt, struct am_sp_lane *lane)
{
	int a4 = gpu->gen->core == 4;
	int n = a4 ? am_vfd_count4(gpu) : am_vfd_count3(gpu);
	am_u32 ctl1 = am_use(gpu, a4 ? REG_A4XX_VFD_CONTROL_1 :
				     REG_A3XX_VFD_CONTROL_1);
	am_u32 cnt_reg = AM_FIELD(am_use(gpu, a4 ? REG_A4XX_VFD_CONTROL_3 :
					 REG_A3XX_VFD_VS_THREADING_THRESHOLD),
				  A4XX_VFD_CONTROL_3_REGID_VTXCNT);
	am_u32 vtx_reg, inst_reg, fetched;
	int i;

	/*
	 * VFD_INDEX_OFFSET (fd3/fd4: a draw's first vertex, or its base
	 * vertex) moves the fetches, not the vertex id the shader gets:
	 * ir3 adds the first vertex to that itself (load_first_vertex)
	 */
	fetched = index + d->index_offset;
	for (i = 0; i < n; i++) {
		struct am_vfd_attr a;

		if (a4)
			am_vfd_attr4(gpu, i, &a);
		else
			am_vfd_attr3(gpu, i, &a);
		am_vfd_attr_fetch(gpu, &a, fetched, instance, d->base_instance,
				  lane);
	}

	/* The id registers sit at the same bits on both generations */
	vtx_reg = AM_FIELD(ctl1, A3XX_VFD_CONTROL_1_REGID4VTX);
	inst_reg = AM_FIELD(ctl1, A3XX_VFD_CONTROL_1_REGID4INST);
	if (vtx_reg < AM_REGID_NONE)
		lane->r[vtx_reg] = index;
	if (inst_reg < AM_REGID_NONE)
		lane->r[inst_reg] = instance;
	/* Same bits too: the vertex's place in the draw's output */
	if (cnt_reg < AM_REGID_NONE)
		lane->r[cnt_reg] = vtxcnt;
}
