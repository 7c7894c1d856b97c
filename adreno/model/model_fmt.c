// SPDX-License-Identifier: GPL-2.0-only
/*
 * Pixel formats: the generations' render-target format numbers, and
 * packing and unpacking of one element.
 */

#include "model_fmt.h"
#include "model_internal.h"
#include "adreno_regs.h"

#define AM_FMT_INIT(k, r, g, b, a, c)	\
	{ AM_FK_##k, { r, g, b, a }, c, 0, 0, 0, 0 }
#define AM_FMT(k, r, g, b, a, c)	\
	((struct am_fmt)AM_FMT_INIT(k, r, g, b, a, c))
/* Single-channel alpha, and luminance (with alpha when a is 8) */
#define AM_FMT_A8	((struct am_fmt){ AM_FK_UNORM, { 8 }, 1, 1, 0, 0, 0 })
#define AM_FMT_L8(a, c)	\
	((struct am_fmt){ AM_FK_UNORM, { 8, a, 0, 0 }, c, 0, 1, 0, 0 })

/* RGB9_E5: three 9-bit mantissas and the exponent they share, bits 27+ */
#define AM_FMT_E5	\
	((struct am_fmt){ AM_FK_FLOAT, { 9, 9, 9, 0 }, 4, 0, 0, 0, 1 })

static const struct am_fmt am_fmt_none = { AM_FK_NONE, { 0 }, 0, 0, 0, 0, 0 };

/*
 * ETC1/ETC2/EAC: 8 or 16 bytes a block, decoded to 8-bit unorm RGB(A)
 * (so that sRGB applies as to 8_8_8_8) or to 11-bit EAC channels
 */
#define AM_FMT_BLOCK(k, r, g, b, a, c, blk)	\
	((struct am_fmt){ AM_FK_##k, { r, g, b, a }, c, 0, 0, AM_FB_##blk, 0 })

static struct am_fmt am_fmt_etc(am_u32 blk)
{
	switch (blk) {
	case AM_FB_ETC1:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 0, 8, ETC1);
	case AM_FB_ETC2_RGB8:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 0, 8, ETC2_RGB8);
	case AM_FB_ETC2_RGB8A1:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 8, ETC2_RGB8A1);
	case AM_FB_ETC2_RGBA8:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 16, ETC2_RGBA8);
	default:
		return am_fmt_none;
	}
}

/*
 * The render backend's colour formats, both generations' numbers for
 * each (AM_RB_NONE: the generation has no such format).  A8 is added
 * apart: its one channel is alpha.
 */
#define AM_RB_NONE	0xffff

static const struct {
	am_u16 a3, a4;
	struct am_fmt fmt;
} am_rb_fmts[] = {
	{ RB_R5G6B5_UNORM, RB4_R5G6B5_UNORM, AM_FMT_INIT(UNORM, 5, 6, 5, 0, 2) },
	{ RB_R5G5B5A1_UNORM, RB4_R5G5B5A1_UNORM, AM_FMT_INIT(UNORM, 5, 5, 5, 1, 2) },
	{ RB_R4G4B4A4_UNORM, RB4_R4G4B4A4_UNORM, AM_FMT_INIT(UNORM, 4, 4, 4, 4, 2) },
	{ RB_R8G8B8A8_UNORM, RB4_R8G8B8A8_UNORM, AM_FMT_INIT(UNORM, 8, 8, 8, 8, 4) },
	{ RB_R8G8B8A8_SNORM, RB4_R8G8B8A8_SNORM, AM_FMT_INIT(SNORM, 8, 8, 8, 8, 4) },
	{ RB_R8G8B8A8_UINT, RB4_R8G8B8A8_UINT, AM_FMT_INIT(UINT, 8, 8, 8, 8, 4) },
	{ RB_R8G8B8A8_SINT, RB4_R8G8B8A8_SINT, AM_FMT_INIT(SINT, 8, 8, 8, 8, 4) },
	{ RB_R8G8_UNORM, RB4_R8G8_UNORM, AM_FMT_INIT(UNORM, 8, 8, 0, 0, 2) },
	{ RB_R8G8_SNORM, RB4_R8G8_SNORM, AM_FMT_INIT(SNORM, 8, 8, 0, 0, 2) },
	{ AM_RB_NONE, RB4_R8G8_UINT, AM_FMT_INIT(UINT, 8, 8, 0, 0, 2) },
	{ AM_RB_NONE, RB4_R8G8_SINT, AM_FMT_INIT(SINT, 8, 8, 0, 0, 2) },
	{ RB_R8_UNORM, RB4_R8_UNORM, AM_FMT_INIT(UNORM, 8, 0, 0, 0, 1) },
	{ AM_RB_NONE, RB4_R8_SNORM, AM_FMT_INIT(SNORM, 8, 0, 0, 0, 1) },
	{ RB_R8_UINT, RB4_R8_UINT, AM_FMT_INIT(UINT, 8, 0, 0, 0, 1) },
	{ RB_R8_SINT, RB4_R8_SINT, AM_FMT_INIT(SINT, 8, 0, 0, 0, 1) },
	{ RB_R10G10B10A2_UNORM, RB4_R10G10B10A2_UNORM, AM_FMT_INIT(UNORM, 10, 10, 10, 2, 4) },
	{ RB_R10G10B10A2_UINT, RB4_R10G10B10A2_UINT, AM_FMT_INIT(UINT, 10, 10, 10, 2, 4) },
	{ RB_R11G11B10_FLOAT, RB4_R11G11B10_FLOAT, AM_FMT_INIT(FLOAT, 11, 11, 10, 0, 4) },
	{ RB_R16_UNORM, RB4_R16_UNORM, AM_FMT_INIT(UNORM, 16, 0, 0, 0, 2) },
	{ RB_R16_SNORM, RB4_R16_SNORM, AM_FMT_INIT(SNORM, 16, 0, 0, 0, 2) },
	{ RB_R16_FLOAT, RB4_R16_FLOAT, AM_FMT_INIT(FLOAT, 16, 0, 0, 0, 2) },
	{ RB_R16_UINT, RB4_R16_UINT, AM_FMT_INIT(UINT, 16, 0, 0, 0, 2) },
	{ RB_R16_SINT, RB4_R16_SINT, AM_FMT_INIT(SINT, 16, 0, 0, 0, 2) },
	{ RB_R16G16_UNORM, RB4_R16G16_UNORM, AM_FMT_INIT(UNORM, 16, 16, 0, 0, 4) },
	{ RB_R16G16_SNORM, RB4_R16G16_SNORM, AM_FMT_INIT(SNORM, 16, 16, 0, 0, 4) },
	{ RB_R16G16_FLOAT, RB4_R16G16_FLOAT, AM_FMT_INIT(FLOAT, 16, 16, 0, 0, 4) },
	{ RB_R16G16_UINT, RB4_R16G16_UINT, AM_FMT_INIT(UINT, 16, 16, 0, 0, 4) },
	{ RB_R16G16_SINT, RB4_R16G16_SINT, AM_FMT_INIT(SINT, 16, 16, 0, 0, 4) },
	{ RB_R16G16B16A16_UNORM, RB4_R16G16B16A16_UNORM, AM_FMT_INIT(UNORM, 16, 16, 16, 16, 8) },
	{ RB_R16G16B16A16_SNORM, RB4_R16G16B16A16_SNORM, AM_FMT_INIT(SNORM, 16, 16, 16, 16, 8) },
	{ RB_R16G16B16A16_FLOAT, RB4_R16G16B16A16_FLOAT, AM_FMT_INIT(FLOAT, 16, 16, 16, 16, 8) },
	{ RB_R16G16B16A16_UINT, RB4_R16G16B16A16_UINT, AM_FMT_INIT(UINT, 16, 16, 16, 16, 8) },
	{ RB_R16G16B16A16_SINT, RB4_R16G16B16A16_SINT, AM_FMT_INIT(SINT, 16, 16, 16, 16, 8) },
	{ RB_R32_FLOAT, RB4_R32_FLOAT, AM_FMT_INIT(FLOAT, 32, 0, 0, 0, 4) },
	{ RB_R32_UINT, RB4_R32_UINT, AM_FMT_INIT(UINT, 32, 0, 0, 0, 4) },
	{ RB_R32_SINT, RB4_R32_SINT, AM_FMT_INIT(SINT, 32, 0, 0, 0, 4) },
	{ RB_R32G32_FLOAT, RB4_R32G32_FLOAT, AM_FMT_INIT(FLOAT, 32, 32, 0, 0, 8) },
	{ RB_R32G32_UINT, RB4_R32G32_UINT, AM_FMT_INIT(UINT, 32, 32, 0, 0, 8) },
	{ RB_R32G32_SINT, RB4_R32G32_SINT, AM_FMT_INIT(SINT, 32, 32, 0, 0, 8) },
	{ RB_R32G32B32A32_FLOAT, RB4_R32G32B32A32_FLOAT, AM_FMT_INIT(FLOAT, 32, 32, 32, 32, 16) },
	{ RB_R32G32B32A32_UINT, RB4_R32G32B32A32_UINT, AM_FMT_INIT(UINT, 32, 32, 32, 32, 16) },
	{ RB_R32G32B32A32_SINT, RB4_R32G32B32A32_SINT, AM_FMT_INIT(SINT, 32, 32, 32, 32, 16) },
};

static struct am_fmt am_fmt_rb(am_u32 fmt, int a4)
{
	am_u32 i;

	if ((!a4 && fmt == RB_A8_UNORM) || (a4 && fmt == RB4_A8_UNORM)) {
		struct am_fmt f = AM_FMT(UNORM, 8, 0, 0, 0, 1);

		f.alpha_only = 1;
		return f;
	}
	for (i = 0; i < sizeof(am_rb_fmts) / sizeof(am_rb_fmts[0]); i++)
		if ((a4 ? am_rb_fmts[i].a4 : am_rb_fmts[i].a3) == fmt)
			return am_rb_fmts[i].fmt;
	return am_fmt_none;
}

struct am_fmt am_fmt_rb3(am_u32 fmt)
{
	return am_fmt_rb(fmt, 0);
}

struct am_fmt am_fmt_rb4(am_u32 fmt)
{
	return am_fmt_rb(fmt, 1);
}

/*
 * Texel formats.  Channels come out in memory order (x from the lowest
 * bits); Mesa composes the format's own swizzle into the descriptor's
 * SWIZ fields (fd3_tex_swiz), so B5G6R5 is 5_6_5 read as x = B and
 * L8/A8/L8A8 are 8_UNORM/8_8_UNORM with a swizzle.  The dedicated
 * A8/L8/L8_A8 formats exist too and expand themselves.  Depth formats
 * read as one channel: X8Z24 its low 24 bits as unorm.
 */
static struct am_fmt am_fmt_tex3_other(am_u32 fmt)
{
	switch (fmt) {
	case TFMT_Z16_UNORM:
		return AM_FMT(UNORM, 16, 0, 0, 0, 2);
	case TFMT_X8Z24_UNORM:
		return AM_FMT(UNORM, 24, 0, 0, 0, 4);
	case TFMT_Z32_FLOAT:
		return AM_FMT(FLOAT, 32, 0, 0, 0, 4);
	case TFMT_10_10_10_2_UNORM:
		return AM_FMT(UNORM, 10, 10, 10, 2, 4);
	case TFMT_A8_UNORM:
		return AM_FMT_A8;
	case TFMT_L8_UNORM:
		return AM_FMT_L8(0, 1);
	case TFMT_L8_A8_UNORM:
		return AM_FMT_L8(8, 2);
	case TFMT_16_FLOAT:
		return AM_FMT(FLOAT, 16, 0, 0, 0, 2);
	case TFMT_16_16_FLOAT:
		return AM_FMT(FLOAT, 16, 16, 0, 0, 4);
	case TFMT_16_16_16_16_FLOAT:
		return AM_FMT(FLOAT, 16, 16, 16, 16, 8);
	case TFMT_32_FLOAT:
		return AM_FMT(FLOAT, 32, 0, 0, 0, 4);
	case TFMT_11_11_10_FLOAT:
		return AM_FMT(FLOAT, 11, 11, 10, 0, 4);
	case TFMT_9_9_9_E5_FLOAT:
		return AM_FMT_E5;
	case TFMT_32_32_FLOAT:
		return AM_FMT(FLOAT, 32, 32, 0, 0, 8);
	case TFMT_32_32_32_32_FLOAT:
		return AM_FMT(FLOAT, 32, 32, 32, 32, 16);
	case TFMT_ETC1:
		return am_fmt_etc(AM_FB_ETC1);
	case TFMT_ETC2_RGB8:
		return am_fmt_etc(AM_FB_ETC2_RGB8);
	case TFMT_ETC2_RGB8A1:
		return am_fmt_etc(AM_FB_ETC2_RGB8A1);
	case TFMT_ETC2_RGBA8:
		return am_fmt_etc(AM_FB_ETC2_RGBA8);
	case TFMT_ETC2_R11_UNORM:
		return AM_FMT_BLOCK(UNORM, 11, 0, 0, 0, 8, EAC_R11);
	case TFMT_ETC2_R11_SNORM:
		return AM_FMT_BLOCK(SNORM, 11, 0, 0, 0, 8, EAC_R11);
	case TFMT_ETC2_RG11_UNORM:
		return AM_FMT_BLOCK(UNORM, 11, 11, 0, 0, 16, EAC_RG11);
	case TFMT_ETC2_RG11_SNORM:
		return AM_FMT_BLOCK(SNORM, 11, 11, 0, 0, 16, EAC_RG11);
	case TFMT_DXT1:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 8, DXT1);
	case TFMT_DXT3:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 16, DXT3);
	case TFMT_DXT5:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 16, DXT5);
	default:
		return am_fmt_none;
	}
}

/* a3xx numbers its 8-, 16- and 32-bit families in runs of four */
static struct am_fmt am_fmt_tex3_family(am_u32 fmt, am_u32 first,
					enum am_fmt_kind k, int bits)
{
	struct am_fmt f = am_fmt_none;
	int n = (int)((fmt - first) & 3) + 1, i;

	f.kind = k;
	for (i = 0; i < n; i++)
		f.bits[i] = bits;
	f.cpp = n * bits / 8;
	return f;
}

struct am_fmt am_fmt_tex3(am_u32 fmt)
{
	switch (fmt) {
	case TFMT_5_6_5_UNORM:
		return AM_FMT(UNORM, 5, 6, 5, 0, 2);
	case TFMT_5_5_5_1_UNORM:
		return AM_FMT(UNORM, 5, 5, 5, 1, 2);
	case TFMT_4_4_4_4_UNORM:
		return AM_FMT(UNORM, 4, 4, 4, 4, 2);
	}
	if (fmt >= TFMT_8_UNORM && fmt <= TFMT_8_8_8_8_SINT) {
		static const enum am_fmt_kind k[4] = {
			AM_FK_UNORM, AM_FK_SNORM, AM_FK_UINT, AM_FK_SINT,
		};

		return am_fmt_tex3_family(fmt, TFMT_8_UNORM,
					  k[(fmt - TFMT_8_UNORM) / 4], 8);
	}
	if (fmt >= TFMT_16_UINT && fmt <= TFMT_16_16_16_16_SNORM) {
		static const enum am_fmt_kind k[4] = {
			AM_FK_UINT, AM_FK_SINT, AM_FK_UNORM, AM_FK_SNORM,
		};

		/* The 3-channel members of these runs do not exist */
		if (((fmt - TFMT_16_UINT) & 3) == 2)
			return am_fmt_none;
		return am_fmt_tex3_family(fmt, TFMT_16_UINT,
					  k[(fmt - TFMT_16_UINT) / 4], 16);
	}
	if (fmt >= TFMT_32_UINT && fmt <= TFMT_32_32_32_32_SINT) {
		if (((fmt - TFMT_32_UINT) & 3) == 2)
			return am_fmt_none;
		return am_fmt_tex3_family(fmt, TFMT_32_UINT,
					  fmt < TFMT_32_SINT ? AM_FK_UINT :
							       AM_FK_SINT, 32);
	}
	return am_fmt_tex3_other(fmt);
}

static struct am_fmt am_fmt_tex4_block(am_u32 fmt)
{
	switch (fmt) {
	case TFMT4_ETC1:
		return am_fmt_etc(AM_FB_ETC1);
	case TFMT4_ETC2_RGB8:
		return am_fmt_etc(AM_FB_ETC2_RGB8);
	case TFMT4_ETC2_RGB8A1:
		return am_fmt_etc(AM_FB_ETC2_RGB8A1);
	case TFMT4_ETC2_RGBA8:
		return am_fmt_etc(AM_FB_ETC2_RGBA8);
	case TFMT4_ETC2_R11_UNORM:
		return AM_FMT_BLOCK(UNORM, 11, 0, 0, 0, 8, EAC_R11);
	case TFMT4_ETC2_R11_SNORM:
		return AM_FMT_BLOCK(SNORM, 11, 0, 0, 0, 8, EAC_R11);
	case TFMT4_ETC2_RG11_UNORM:
		return AM_FMT_BLOCK(UNORM, 11, 11, 0, 0, 16, EAC_RG11);
	case TFMT4_ETC2_RG11_SNORM:
		return AM_FMT_BLOCK(SNORM, 11, 11, 0, 0, 16, EAC_RG11);
	case TFMT4_RGTC1_UNORM:
		return AM_FMT_BLOCK(UNORM, 8, 0, 0, 0, 8, RGTC1);
	case TFMT4_RGTC1_SNORM:
		return AM_FMT_BLOCK(SNORM, 8, 0, 0, 0, 8, RGTC1);
	case TFMT4_RGTC2_UNORM:
		return AM_FMT_BLOCK(UNORM, 8, 8, 0, 0, 16, RGTC2);
	case TFMT4_RGTC2_SNORM:
		return AM_FMT_BLOCK(SNORM, 8, 8, 0, 0, 16, RGTC2);
	case TFMT4_DXT1:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 8, DXT1);
	case TFMT4_DXT3:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 16, DXT3);
	case TFMT4_DXT5:
		return AM_FMT_BLOCK(UNORM, 8, 8, 8, 8, 16, DXT5);
	default:
		return am_fmt_none;
	}
}

static struct am_fmt am_fmt_tex4_wide(am_u32 fmt)
{
	switch (fmt) {
	case TFMT4_16_16_16_16_UNORM:
		return AM_FMT(UNORM, 16, 16, 16, 16, 8);
	case TFMT4_16_16_16_16_SNORM:
		return AM_FMT(SNORM, 16, 16, 16, 16, 8);
	case TFMT4_16_16_16_16_FLOAT:
		return AM_FMT(FLOAT, 16, 16, 16, 16, 8);
	case TFMT4_16_16_16_16_UINT:
		return AM_FMT(UINT, 16, 16, 16, 16, 8);
	case TFMT4_16_16_16_16_SINT:
		return AM_FMT(SINT, 16, 16, 16, 16, 8);
	case TFMT4_32_32_FLOAT:
		return AM_FMT(FLOAT, 32, 32, 0, 0, 8);
	case TFMT4_32_32_UINT:
		return AM_FMT(UINT, 32, 32, 0, 0, 8);
	case TFMT4_32_32_SINT:
		return AM_FMT(SINT, 32, 32, 0, 0, 8);
	case TFMT4_32_32_32_FLOAT:
		return AM_FMT(FLOAT, 32, 32, 32, 0, 12);
	case TFMT4_32_32_32_UINT:
		return AM_FMT(UINT, 32, 32, 32, 0, 12);
	case TFMT4_32_32_32_SINT:
		return AM_FMT(SINT, 32, 32, 32, 0, 12);
	case TFMT4_32_32_32_32_FLOAT:
		return AM_FMT(FLOAT, 32, 32, 32, 32, 16);
	case TFMT4_32_32_32_32_UINT:
		return AM_FMT(UINT, 32, 32, 32, 32, 16);
	case TFMT4_32_32_32_32_SINT:
		return AM_FMT(SINT, 32, 32, 32, 32, 16);
	case TFMT4_X8Z24_UNORM:
		return AM_FMT(UNORM, 24, 0, 0, 0, 4);
	default:
		return am_fmt_tex4_block(fmt);
	}
}

static struct am_fmt am_fmt_tex4_32(am_u32 fmt)
{
	switch (fmt) {
	case TFMT4_8_8_8_8_UNORM:
		return AM_FMT(UNORM, 8, 8, 8, 8, 4);
	case TFMT4_8_8_8_8_SNORM:
		return AM_FMT(SNORM, 8, 8, 8, 8, 4);
	case TFMT4_8_8_8_8_UINT:
		return AM_FMT(UINT, 8, 8, 8, 8, 4);
	case TFMT4_8_8_8_8_SINT:
		return AM_FMT(SINT, 8, 8, 8, 8, 4);
	case TFMT4_10_10_10_2_UNORM:
		return AM_FMT(UNORM, 10, 10, 10, 2, 4);
	case TFMT4_10_10_10_2_UINT:
		return AM_FMT(UINT, 10, 10, 10, 2, 4);
	case TFMT4_16_16_UNORM:
		return AM_FMT(UNORM, 16, 16, 0, 0, 4);
	case TFMT4_16_16_SNORM:
		return AM_FMT(SNORM, 16, 16, 0, 0, 4);
	case TFMT4_16_16_FLOAT:
		return AM_FMT(FLOAT, 16, 16, 0, 0, 4);
	case TFMT4_16_16_UINT:
		return AM_FMT(UINT, 16, 16, 0, 0, 4);
	case TFMT4_16_16_SINT:
		return AM_FMT(SINT, 16, 16, 0, 0, 4);
	case TFMT4_32_FLOAT:
		return AM_FMT(FLOAT, 32, 0, 0, 0, 4);
	case TFMT4_11_11_10_FLOAT:
		return AM_FMT(FLOAT, 11, 11, 10, 0, 4);
	case TFMT4_9_9_9_E5_FLOAT:
		return AM_FMT_E5;
	case TFMT4_32_UINT:
		return AM_FMT(UINT, 32, 0, 0, 0, 4);
	case TFMT4_32_SINT:
		return AM_FMT(SINT, 32, 0, 0, 0, 4);
	default:
		return am_fmt_tex4_wide(fmt);
	}
}

struct am_fmt am_fmt_tex4(am_u32 fmt)
{
	switch (fmt) {
	case TFMT4_A8_UNORM:
		return AM_FMT_A8;
	case TFMT4_8_UNORM:
		return AM_FMT(UNORM, 8, 0, 0, 0, 1);
	case TFMT4_8_SNORM:
		return AM_FMT(SNORM, 8, 0, 0, 0, 1);
	case TFMT4_8_UINT:
		return AM_FMT(UINT, 8, 0, 0, 0, 1);
	case TFMT4_8_SINT:
		return AM_FMT(SINT, 8, 0, 0, 0, 1);
	case TFMT4_4_4_4_4_UNORM:
		return AM_FMT(UNORM, 4, 4, 4, 4, 2);
	case TFMT4_5_5_5_1_UNORM:
		return AM_FMT(UNORM, 5, 5, 5, 1, 2);
	case TFMT4_5_6_5_UNORM:
		return AM_FMT(UNORM, 5, 6, 5, 0, 2);
	case TFMT4_L8_A8_UNORM:
		return AM_FMT_L8(8, 2);
	case TFMT4_8_8_UNORM:
		return AM_FMT(UNORM, 8, 8, 0, 0, 2);
	case TFMT4_8_8_SNORM:
		return AM_FMT(SNORM, 8, 8, 0, 0, 2);
	case TFMT4_8_8_UINT:
		return AM_FMT(UINT, 8, 8, 0, 0, 2);
	case TFMT4_8_8_SINT:
		return AM_FMT(SINT, 8, 8, 0, 0, 2);
	case TFMT4_16_UNORM:
		return AM_FMT(UNORM, 16, 0, 0, 0, 2);
	case TFMT4_16_SNORM:
		return AM_FMT(SNORM, 16, 0, 0, 0, 2);
	case TFMT4_16_FLOAT:
		return AM_FMT(FLOAT, 16, 0, 0, 0, 2);
	case TFMT4_16_UINT:
		return AM_FMT(UINT, 16, 0, 0, 0, 2);
	case TFMT4_16_SINT:
		return AM_FMT(SINT, 16, 0, 0, 0, 2);
	default:
		return am_fmt_tex4_32(fmt);
	}
}

int am_fmt_swizzle(am_u32 swap, int c)
{
	static const am_u8 order[4][4] = {
		{ 0, 1, 2, 3 },		/* WZYX: as in memory */
		{ 2, 1, 0, 3 },		/* WXYZ: B, G, R, A */
		{ 1, 2, 3, 0 },		/* ZYXW: A, R, G, B */
		{ 3, 2, 1, 0 },		/* XYZW: A, B, G, R */
	};

	return order[swap & 3][c];
}

/* A channel's value to its bits */
static am_u32 am_chan_encode(enum am_fmt_kind k, int bits, am_u32 v)
{
	am_u32 mask = bits < 32 ? (1u << bits) - 1 : ~0u;

	switch (k) {
	case AM_FK_UNORM:
		return am_f32_to_unorm(v, bits);
	case AM_FK_SNORM:
		return am_f32_to_snorm(v, bits) & mask;
	case AM_FK_FLOAT:
		if (bits == 11 || bits == 10)	/* R11F_G11F_B10F */
			return am_f32_to_uf(v, bits - 5);
		return bits == 16 ? am_f32_to_f16(v) : v;
	default:
		return v & mask;	/* integers wrap, as the RB stores them */
	}
}

static am_u32 am_chan_decode(enum am_fmt_kind k, int bits, am_u32 x)
{
	switch (k) {
	case AM_FK_UNORM:
		return am_unorm_to_f32(x, bits);
	case AM_FK_SNORM:
		return am_snorm_to_f32(x, bits);
	case AM_FK_FLOAT:
		if (bits == 11 || bits == 10)	/* R11F_G11F_B10F */
			return am_uf_to_f32(x, bits - 5);
		return bits == 16 ? am_f16_to_f32((am_f16)x) : x;
	case AM_FK_SINT:
		if (bits < 32 && (x >> (bits - 1)) & 1)
			x |= ~0u << bits;
		return x;
	default:
		return x;
	}
}

/*
 * A shared-exponent mantissa: m * 2^(e - 15 - 9), exact in binary32 (the
 * mantissa has 9 bits, the scale is a normal power of two)
 */
static am_u32 am_e5_decode(am_u32 m, am_u32 e)
{
	return am_f32_mul(am_f32_from_u32(m), (e + 127 - 24) << 23);
}

/*
 * Channels of up to 32 bits, packed from the element's lowest bits up:
 * an element is at most 16 bytes, built in four dwords.
 */
/* The logical channel in each memory slot: swizzle's inverse */
static const am_u8 am_channel_of[4][4] = {
	{ 0, 1, 2, 3 }, { 2, 1, 0, 3 }, { 3, 0, 1, 2 }, { 3, 2, 1, 0 },
};

/*
 * The same as the general loop below for the one format nearly every
 * render target has, 8-bit UNORM: a byte a channel
 */
static int am_pack_unorm8(const struct am_fmt *f, am_u32 swap,
			  const am_u32 rgba[4], am_u8 *dst)
{
	const am_u8 *chan = am_channel_of[swap & 3];
	int m;

	if (f->kind != AM_FK_UNORM || f->alpha_only || f->cpp > 4)
		return 0;
	for (m = 0; m < f->cpp; m++)
		if (f->bits[m] != 8)
			return 0;
	for (m = 0; m < f->cpp; m++)
		dst[m] = (am_u8)am_f32_to_unorm(rgba[chan[m]], 8);
	return 1;
}

void am_fmt_pack(const struct am_fmt *f, am_u32 swap, const am_u32 rgba[4],
		 am_u8 *dst)
{
	am_u32 words[4] = { 0, 0, 0, 0 };
	am_u32 pos = 0;
	int m, c, i;

	if (am_pack_unorm8(f, swap, rgba, dst))
		return;
	for (m = 0; m < 4; m++) {
		int bits = f->bits[m];
		am_u32 v;

		if (!bits)
			continue;
		c = f->alpha_only ? 3 : am_channel_of[swap & 3][m];
		v = am_chan_encode(f->kind, bits, rgba[c]);
		words[pos / 32] |= v << (pos % 32);
		pos += bits;
	}
	for (i = 0; i < f->cpp; i++)
		dst[i] = (am_u8)(words[i / 4] >> (8 * (i % 4)));
}

void am_fmt_unpack(const struct am_fmt *f, am_u32 swap, const am_u8 *src,
		   am_u32 rgba[4])
{
	am_u32 words[4] = { 0, 0, 0, 0 };
	am_u32 pos = 0, chan[4] = { 0, 0, 0, 0 };
	int m, c, i;

	for (i = 0; i < f->cpp && i < 16; i++)
		words[i / 4] |= (am_u32)src[i] << (8 * (i % 4));
	for (m = 0; m < 4; m++) {
		int bits = f->bits[m];
		am_u32 x;

		if (!bits)
			continue;
		x = words[pos / 32] >> (pos % 32);
		if (bits < 32)
			x &= (1u << bits) - 1;
		chan[m] = f->shared_exp ? am_e5_decode(x, words[0] >> 27) :
			  am_chan_decode(f->kind, bits, x);
		pos += bits;
	}
	/* Absent channels read as 0, alpha as 1 */
	for (c = 0; c < 4; c++) {
		int m2 = am_fmt_swizzle(swap, c);
		int present = f->bits[m2] != 0;
		int integer = f->kind == AM_FK_UINT || f->kind == AM_FK_SINT;

		rgba[c] = present ? chan[m2] : c == 3 ?
			  (integer ? 1 : AM_F32_ONE) : 0;
	}
	if (f->alpha_only) {
		rgba[3] = chan[0];
		for (c = 0; c < 3; c++)
			rgba[c] = 0;
	}
	if (f->lum) {
		for (c = 0; c < 3; c++)
			rgba[c] = chan[0];
		rgba[3] = f->bits[1] ? chan[1] : AM_F32_ONE;
	}
}
