/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Pixel formats: how a colour is laid out in memory and GMEM.  Each
 * generation numbers its formats differently; they map to one
 * description, and packing and unpacking are shared.
 */
#ifndef __ADRENO_MODEL_FMT_H__
#define __ADRENO_MODEL_FMT_H__

#include "model_float.h"

enum am_fmt_kind {
	AM_FK_NONE,		/* a format the model does not know */
	AM_FK_UNORM,
	AM_FK_SNORM,
	AM_FK_UINT,
	AM_FK_SINT,
	AM_FK_FLOAT,		/* 16 or 32 bits per channel */
};

/* Block-compressed formats: 4x4 texels in cpp bytes */
enum am_fmt_block {
	AM_FB_NONE,
	AM_FB_ETC1,
	AM_FB_ETC2_RGB8,
	AM_FB_ETC2_RGB8A1,
	AM_FB_ETC2_RGBA8,	/* EAC alpha, then ETC2 RGB */
	AM_FB_EAC_R11,		/* kind: UNORM or SNORM */
	AM_FB_EAC_RG11,
	AM_FB_RGTC1,		/* kind: UNORM or SNORM; a4xx */
	AM_FB_RGTC2,
	AM_FB_DXT1,		/* S3TC: model_s3tc.c */
	AM_FB_DXT3,
	AM_FB_DXT5,
};

/* Channels in memory order, from the lowest bits of the element */
struct am_fmt {
	enum am_fmt_kind kind;
	am_u8 bits[4];		/* 0: the channel is absent */
	am_u8 cpp;		/* bytes per element */
	am_u8 alpha_only;	/* A8: the one channel is alpha */
	am_u8 lum;		/* L8, L8A8: channel 0 is R, G and B */
	am_u8 block;		/* enum am_fmt_block; bits: the decoded */
	am_u8 shared_exp;	/* RGB9_E5: 9-bit mantissas, a 5-bit exponent */
};

/* The render backend's formats (RB_MRT_BUF_INFO, RB_COPY_DEST_INFO) */
struct am_fmt am_fmt_rb3(am_u32 fmt);
struct am_fmt am_fmt_rb4(am_u32 fmt);

/*
 * The texture pipe's texel formats (TEX_CONST_0.FMT): what a sample
 * unpacks before the descriptor's swizzle.  ETC1, ETC2, EAC, S3TC and
 * a4xx's RGTC are block formats (cpp: bytes a 4x4 block); the other
 * block-compressed formats are AM_FK_NONE.
 */
struct am_fmt am_fmt_tex3(am_u32 fmt);
struct am_fmt am_fmt_tex4(am_u32 fmt);

/*
 * A pixel's channels, as floats (normalized and float formats) or as
 * integers (UINT/SINT), in logical RGBA order; swap is the component
 * order (enum a3xx_color_swap) of memory.
 */
void am_fmt_pack(const struct am_fmt *f, am_u32 swap, const am_u32 rgba[4],
		 am_u8 *dst);
void am_fmt_unpack(const struct am_fmt *f, am_u32 swap, const am_u8 *src,
		   am_u32 rgba[4]);

/*
 * Texel (x & 3, y & 3) of a block of format f (f->cpp bytes), as floats
 * in RGBA order: any bits decode to something
 */
void am_fmt_block_texel(const struct am_fmt *f, const am_u8 *blk, int x,
			int y, am_u32 rgba[4]);
/* The same for the S3TC formats (x and y 0..3) */
void am_s3tc_texel(const struct am_fmt *f, const am_u8 *blk, int x, int y,
		   am_u32 rgba[4]);
/*
 * The 3-bit code of texel (x, y) (0..3) in an RGTC1-style block: two
 * endpoint bytes, then the codes from bit 16, little-endian (RGTC, and
 * DXT5's alpha)
 */
int am_fmt_code3(const am_u8 *b, int x, int y);

/*
 * sRGB's 8-bit encoding: whether a format has it modelled, decode (v:
 * 0..255) and encode (nearest)
 */
int am_fmt_srgb8(const struct am_fmt *f);
am_f32 am_srgb8_to_linear(am_u32 v);
am_u32 am_linear_to_srgb8(am_f32 l);

/* Memory component that logical channel c (0 red .. 3 alpha) sits in */
int am_fmt_swizzle(am_u32 swap, int c);

#endif /* __ADRENO_MODEL_FMT_H__ */
