// SPDX-License-Identifier: GPL-2.0-only
/*
 * S3TC (DXT1, DXT3, DXT5) texel decoding, as EXT_texture_compression_s3tc
 * defines the formats: one texel of a 4x4 block.
 *
 * A block is little-endian.  Its colour half is two RGB565 endpoints,
 * then a 2-bit code a texel, texel 4y + x in bits 2(4y + x): the
 * endpoints, and two colours between them at thirds; or, for a DXT1
 * block whose first endpoint is not the greater, their midpoint and
 * transparent black.  DXT3 puts 4 bits of alpha a texel before the
 * colours, DXT5 an alpha block laid out as RGTC1's (two endpoints, a
 * 3-bit code a texel), and both always take the four-colour mode.
 *
 * Colours are expanded to 8 bits (the high bits repeated) before they
 * are interpolated, and what is interpolated is truncated to 8 bits, as
 * Mesa's own decoder (and so llvmpipe) does: the hardware's rounding is
 * not known.
 */

#include "model_fmt.h"
#include "model_internal.h"

/* Endpoint c (0 or 1) of a colour block, as 8-bit channels */
static void am_s3tc_endpoint(const am_u8 *blk, int c, am_u32 rgb[3])
{
	am_u32 v = blk[2 * c] | (am_u32)blk[2 * c + 1] << 8;
	am_u32 r = v >> 11, g = (v >> 5) & 0x3f, b = v & 0x1f;

	rgb[0] = r << 3 | r >> 2;
	rgb[1] = g << 2 | g >> 4;
	rgb[2] = b << 3 | b >> 2;
}

/*
 * The colour of texel (x, y) as 8-bit channels; returns 0 for DXT1's
 * transparent black, else 1
 */
static int am_s3tc_color(const am_u8 *blk, int x, int y, int four,
			 am_u32 rgb[3])
{
	am_u32 e0[3], e1[3], codes, c0, c1;
	int code, k;

	codes = blk[4] | (am_u32)blk[5] << 8 | (am_u32)blk[6] << 16 |
		(am_u32)blk[7] << 24;
	code = (int)(codes >> (2 * (4 * y + x))) & 3;
	am_s3tc_endpoint(blk, 0, e0);
	am_s3tc_endpoint(blk, 1, e1);
	c0 = blk[0] | (am_u32)blk[1] << 8;
	c1 = blk[2] | (am_u32)blk[3] << 8;
	if (!four && c0 <= c1 && code == 3) {
		rgb[0] = 0;
		rgb[1] = 0;
		rgb[2] = 0;
		return 0;
	}
	for (k = 0; k < 3; k++) {
		if (code < 2)
			rgb[k] = code ? e1[k] : e0[k];
		else if (four || c0 > c1)
			rgb[k] = code == 2 ? (2 * e0[k] + e1[k]) / 3 :
					     (e0[k] + 2 * e1[k]) / 3;
		else
			rgb[k] = (e0[k] + e1[k]) / 2;
	}
	return 1;
}

/* DXT5's alpha: an RGTC1 block's code, in 8 bits */
static am_u32 am_s3tc_alpha5(const am_u8 *blk, int x, int y)
{
	am_u32 a0 = blk[0], a1 = blk[1];
	int c = am_fmt_code3(blk, x, y);

	if (c < 2)
		return c ? a1 : a0;
	if (a0 > a1)
		return ((8 - c) * a0 + (c - 1) * a1) / 7;
	if (c < 6)
		return ((6 - c) * a0 + (c - 1) * a1) / 5;
	return c == 7 ? 255 : 0;
}

void am_s3tc_texel(const struct am_fmt *f, const am_u8 *blk, int x, int y,
		   am_u32 rgba[4])
{
	am_u32 rgb[3], a = 255;
	int k;

	switch (f->block) {
	case AM_FB_DXT1:
		a = am_s3tc_color(blk, x, y, 0, rgb) ? 255 : 0;
		break;
	case AM_FB_DXT3:
		a = (blk[(4 * y + x) / 2] >> (4 * (x & 1))) & 0xf;
		a |= a << 4;
		am_s3tc_color(blk + 8, x, y, 1, rgb);
		break;
	default:
		a = am_s3tc_alpha5(blk, x, y);
		am_s3tc_color(blk + 8, x, y, 1, rgb);
		break;
	}
	for (k = 0; k < 3; k++)
		rgba[k] = am_unorm_to_f32(rgb[k], 8);
	rgba[3] = am_unorm_to_f32(a, 8);
}
