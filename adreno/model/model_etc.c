// SPDX-License-Identifier: GPL-2.0-only
/*
 * ETC2 and EAC texel decoding, as the OpenGL ES 3.0 specification
 * (appendix C.1) defines the formats, and RGTC's (a4xx), as
 * ARB_texture_compression_rgtc does: one texel of a 4x4 block.
 *
 * A block's 64-bit words are big-endian.  In an ETC1/ETC2 colour block
 * the high word holds the colours and mode bits, the low word two bits
 * of index a texel: the most significant at bit 16 + p, the least at
 * bit p, with p = 4x + y (texels run down the columns).  An EAC block
 * holds a base, a multiplier, a table and a 3-bit index a texel, p = 0
 * in the highest bits.
 *
 * An RGTC1 block is little-endian: two endpoints (bytes 0 and 1), then
 * a 3-bit code a texel from bit 16, texel 4y + x in bits 3(4y + x); an
 * RGTC2 block is two of them, red then green.
 *
 * Every bit pattern decodes to something: ETC1 data decode as ETC2,
 * which only gives a meaning to the differential colours that ETC1
 * leaves undefined (out of range), and every value is clamped.
 */

#include "model_fmt.h"
#include "model_internal.h"

/* The intensity modifiers (a, b): an index gives a, b, -a or -b */
static const am_u8 am_etc_mod[8][2] = {
	{ 2, 8 }, { 5, 17 }, { 9, 29 }, { 13, 42 },
	{ 18, 60 }, { 24, 80 }, { 33, 106 }, { 47, 183 },
};

/* T and H modes' distances */
static const am_u8 am_etc_dist[8] = { 3, 6, 11, 16, 23, 32, 41, 64 };

/* EAC's modifier tables */
static const signed char am_eac_mod[16][8] = {
	{ -3, -6, -9, -15, 2, 5, 8, 14 },
	{ -3, -7, -10, -13, 2, 6, 9, 12 },
	{ -2, -5, -8, -13, 1, 4, 7, 12 },
	{ -2, -4, -6, -13, 1, 3, 5, 12 },
	{ -3, -6, -8, -12, 2, 5, 7, 11 },
	{ -3, -7, -9, -11, 2, 6, 8, 10 },
	{ -4, -7, -8, -11, 3, 6, 7, 10 },
	{ -3, -5, -8, -11, 2, 4, 7, 10 },
	{ -2, -6, -8, -10, 1, 5, 7, 9 },
	{ -2, -5, -8, -10, 1, 4, 7, 9 },
	{ -2, -4, -8, -10, 1, 3, 7, 9 },
	{ -2, -5, -7, -10, 1, 4, 6, 9 },
	{ -3, -4, -7, -10, 2, 3, 6, 9 },
	{ -1, -2, -3, -10, 0, 1, 2, 9 },
	{ -4, -6, -8, -9, 3, 5, 7, 8 },
	{ -3, -5, -7, -9, 2, 4, 6, 8 },
};

static am_s32 am_clamp(am_s32 v, am_s32 lo, am_s32 hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static am_u32 am_be32(const am_u8 *b)
{
	return (am_u32)b[0] << 24 | (am_u32)b[1] << 16 | (am_u32)b[2] << 8 |
	       b[3];
}

/* 4, 5, 6 or 7 bits to 8 by replicating the high bits */
static am_s32 am_etc_ext(am_u32 v, int bits)
{
	return (am_s32)(v << (8 - bits) | v >> (2 * bits - 8));
}

/* The two 4-bit colours of T and H modes, as 8 bits */
static void am_etc_pair(const am_u32 c4[6], am_s32 c[2][3])
{
	int i;

	for (i = 0; i < 6; i++)
		c[i / 3][i % 3] = (am_s32)(c4[i] * 17);
}

/*
 * T and H modes: four paint colours from two base colours and a
 * distance; returns the paint colour of index idx in rgb
 */
static void am_etc_th(am_u32 hi, int h, int idx, am_s32 rgb[3])
{
	am_u32 c4[6];
	am_s32 c[2][3], d, sign;
	int i, di;

	if (!h) {
		c4[0] = ((hi >> 27) & 3) << 2 | ((hi >> 24) & 3);
		c4[1] = (hi >> 20) & 0xf;
		c4[2] = (hi >> 16) & 0xf;
		c4[3] = (hi >> 12) & 0xf;
		c4[4] = (hi >> 8) & 0xf;
		c4[5] = (hi >> 4) & 0xf;
		di = (int)(((hi >> 2) & 3) << 1 | (hi & 1));
	} else {
		c4[0] = (hi >> 27) & 0xf;
		c4[1] = ((hi >> 24) & 7) << 1 | ((hi >> 20) & 1);
		c4[2] = ((hi >> 19) & 1) << 3 | ((hi >> 15) & 7);
		c4[3] = (hi >> 11) & 0xf;
		c4[4] = (hi >> 7) & 0xf;
		c4[5] = (hi >> 3) & 0xf;
		di = (int)(((hi >> 2) & 1) << 2 | (hi & 1) << 1);
		/* The distance's last bit: the first colour is the larger */
		if ((c4[0] << 8 | c4[1] << 4 | c4[2]) >=
		    (c4[3] << 8 | c4[4] << 4 | c4[5]))
			di |= 1;
	}
	am_etc_pair(c4, c);
	d = am_etc_dist[di];
	sign = idx & 1 ? -1 : 1;
	for (i = 0; i < 3; i++) {
		if (!h)		/* T: c0, c1 + d, c1, c1 - d */
			rgb[i] = idx == 0 ? c[0][i] : idx == 2 ? c[1][i] :
				 c[1][i] + (idx == 1 ? d : -d);
		else		/* H: c0 + d, c0 - d, c1 + d, c1 - d */
			rgb[i] = c[idx >> 1][i] + sign * d;
		rgb[i] = am_clamp(rgb[i], 0, 255);
	}
}

/* Planar mode: the colour at (x, y) from three corner colours */
static void am_etc_planar(am_u32 hi, am_u32 lo, int x, int y,
			  am_s32 rgb[3])
{
	am_s32 o[3], h[3], v[3];
	int i;

	o[0] = am_etc_ext((hi >> 25) & 0x3f, 6);
	o[1] = am_etc_ext(((hi >> 24) & 1) << 6 | ((hi >> 17) & 0x3f), 7);
	o[2] = am_etc_ext(((hi >> 16) & 1) << 5 | ((hi >> 11) & 3) << 3 |
			  ((hi >> 7) & 7), 6);
	h[0] = am_etc_ext(((hi >> 2) & 0x1f) << 1 | (hi & 1), 6);
	h[1] = am_etc_ext((lo >> 25) & 0x7f, 7);
	h[2] = am_etc_ext((lo >> 19) & 0x3f, 6);
	v[0] = am_etc_ext((lo >> 13) & 0x3f, 6);
	v[1] = am_etc_ext((lo >> 6) & 0x7f, 7);
	v[2] = am_etc_ext(lo & 0x3f, 6);
	for (i = 0; i < 3; i++)
		rgb[i] = am_clamp((x * (h[i] - o[i]) + y * (v[i] - o[i]) +
				   4 * o[i] + 2) >> 2, 0, 255);
}

/*
 * An ETC2 RGB block's texel (x, y); punch: RGB8A1, where the
 * differential bit is the opaque bit.  Returns 0 for a transparent
 * texel (then RGB is 0), else 1.
 */
static int am_etc2_rgb(const am_u8 *b, int x, int y, int punch,
		       am_s32 rgb[3])
{
	am_u32 hi = am_be32(b), lo = am_be32(b + 4);
	int p = 4 * x + y, i, sub, idx, diff = (hi >> 1) & 1;
	am_s32 base[2][3], mod;
	const am_u8 *m;

	idx = (int)(((lo >> (16 + p)) & 1) << 1 | ((lo >> p) & 1));
	for (i = 0; i < 3; i++) {
		am_s32 c = b[i] >> 3, c2 = c + ((b[i] & 7) ^ 4) - 4;

		if (!diff && !punch) {
			base[0][i] = (b[i] >> 4) * 17;
			base[1][i] = (b[i] & 0xf) * 17;
			continue;
		}
		if (c2 < 0 || c2 > 31) {
			/* Red out of range: T; green: H; blue: planar */
			if (i == 2) {
				am_etc_planar(hi, lo, x, y, rgb);
				return 1;
			}
			if (punch && !diff && idx == 2)
				break;
			am_etc_th(hi, i, idx, rgb);
			return 1;
		}
		base[0][i] = am_etc_ext((am_u32)c, 5);
		base[1][i] = am_etc_ext((am_u32)c2, 5);
	}
	/* Punch-through, not opaque: index 2 is transparent black */
	if (punch && !diff && idx == 2) {
		for (i = 0; i < 3; i++)
			rgb[i] = 0;
		return 0;
	}
	sub = (hi & 1) ? y >= 2 : x >= 2;
	m = am_etc_mod[(hi >> (sub ? 2 : 5)) & 7];
	mod = m[idx & 1];
	if (idx & 2)
		mod = -mod;
	/* ... and index 0 leaves the base colour as it is */
	if (punch && !diff && idx == 0)
		mod = 0;
	for (i = 0; i < 3; i++)
		rgb[i] = am_clamp(base[sub][i] + mod, 0, 255);
	return 1;
}

/*
 * An EAC block's texel: 8 bits (the alpha of RGBA8), or 11 bits unsigned
 * (0..2047) or signed (-1023..1023)
 */
static am_s32 am_eac(const am_u8 *b, int x, int y, int bits, int is_signed)
{
	am_u64 idxs = (am_u64)((am_u32)b[2] << 8 | b[3]) << 32 |
		      am_be32(b + 4);
	int p = 4 * x + y;
	am_s32 base, mult = b[1] >> 4, mod;

	mod = am_eac_mod[b[1] & 0xf][(idxs >> (45 - 3 * p)) & 7];
	if (bits == 8)
		return am_clamp(b[0] + mod * mult, 0, 255);
	if (!is_signed) {
		base = b[0] * 8 + 4;
		return am_clamp(base + (mult ? mod * mult * 8 : mod), 0, 2047);
	}
	base = (signed char)b[0];
	if (base == -128)
		base = -127;
	return am_clamp(base * 8 + (mult ? mod * mult * 8 : mod),
			-1023, 1023);
}

static am_f32 am_eac11_to_f32(am_s32 v, int is_signed)
{
	if (is_signed)
		return am_snorm_to_f32((am_u32)v & 0x7ff, 11);
	return am_unorm_to_f32((am_u32)v, 11);
}

int am_fmt_code3(const am_u8 *b, int x, int y)
{
	am_u64 codes = 0;
	int i;

	for (i = 7; i >= 2; i--)
		codes = codes << 8 | b[i];
	return (int)(codes >> (3 * (4 * y + x))) & 7;
}

/*
 * An RGTC1 block's texel: an endpoint, or six values between them when
 * the first is the greater, or four and the range's ends.  Signed
 * endpoints of -128 are -127 (-1.0).
 */
static am_f32 am_rgtc(const am_u8 *b, int x, int y, int is_signed)
{
	am_s32 r0 = b[0], r1 = b[1], one = is_signed ? 127 : 255;
	am_s32 num, den = 1;
	int c = am_fmt_code3(b, x, y);

	if (is_signed) {
		r0 = (signed char)b[0] < -127 ? -127 : (signed char)b[0];
		r1 = (signed char)b[1] < -127 ? -127 : (signed char)b[1];
	}
	if (c < 2) {
		num = c ? r1 : r0;
	} else if (r0 > r1) {
		num = (8 - c) * r0 + (c - 1) * r1;
		den = 7;
	} else if (c < 6) {
		num = (6 - c) * r0 + (c - 1) * r1;
		den = 5;
	} else {
		num = c == 7 ? one : is_signed ? -one : 0;
	}
	return am_f32_div(am_f32_from_s32(num), am_f32_from_s32(den * one));
}

void am_fmt_block_texel(const struct am_fmt *f, const am_u8 *blk, int x,
			int y, am_u32 rgba[4])
{
	int snorm = f->kind == AM_FK_SNORM, c, a = 1;
	am_s32 rgb[3];

	x &= 3;
	y &= 3;
	rgba[0] = 0;
	rgba[1] = 0;
	rgba[2] = 0;
	rgba[3] = AM_F32_ONE;
	switch (f->block) {
	case AM_FB_DXT1:
	case AM_FB_DXT3:
	case AM_FB_DXT5:
		am_s3tc_texel(f, blk, x, y, rgba);
		return;
	case AM_FB_RGTC1:
	case AM_FB_RGTC2:
		rgba[0] = am_rgtc(blk, x, y, snorm);
		if (f->block == AM_FB_RGTC2)
			rgba[1] = am_rgtc(blk + 8, x, y, snorm);
		return;
	case AM_FB_EAC_RG11:
	case AM_FB_EAC_R11:
		rgba[0] = am_eac11_to_f32(am_eac(blk, x, y, 11, snorm), snorm);
		if (f->block == AM_FB_EAC_RG11)
			rgba[1] = am_eac11_to_f32(am_eac(blk + 8, x, y, 11,
							 snorm), snorm);
		return;
	case AM_FB_ETC2_RGBA8:
		rgba[3] = am_unorm_to_f32((am_u32)am_eac(blk, x, y, 8, 0), 8);
		am_etc2_rgb(blk + 8, x, y, 0, rgb);
		break;
	case AM_FB_ETC2_RGB8A1:
		a = am_etc2_rgb(blk, x, y, 1, rgb);
		if (!a)
			rgba[3] = 0;
		break;
	case AM_FB_ETC1:
	case AM_FB_ETC2_RGB8:
		am_etc2_rgb(blk, x, y, 0, rgb);
		break;
	default:
		return;
	}
	for (c = 0; c < 3; c++)
		rgba[c] = am_unorm_to_f32((am_u32)rgb[c], 8);
}
