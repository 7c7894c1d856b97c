/* SPDX-License-Identifier: MIT */
/*
 * Generated from the XML files in adreno/registers/ by
 * adreno/registers/gen_headers.py.  Do not edit.
 *
 * Register, packet and enum tables for a command-stream decoder.
 */
#include "regs_table.h"

static const struct regdb_enum_value ev_a3xx_cache_opcode[] = {
	{ 0x1, "INVALIDATE", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_cache_opcode = {
	"a3xx_cache_opcode", ev_a3xx_cache_opcode, 1
};

static const struct regdb_enum_value ev_a3xx_color_fmt[] = {
	{ 0x0, "RB_R5G6B5_UNORM", 0x7 },
	{ 0x1, "RB_R5G5B5A1_UNORM", 0x7 },
	{ 0x3, "RB_R4G4B4A4_UNORM", 0x7 },
	{ 0x4, "RB_R8G8B8_UNORM", 0x7 },
	{ 0x8, "RB_R8G8B8A8_UNORM", 0x7 },
	{ 0x9, "RB_R8G8B8A8_SNORM", 0x7 },
	{ 0xa, "RB_R8G8B8A8_UINT", 0x7 },
	{ 0xb, "RB_R8G8B8A8_SINT", 0x7 },
	{ 0xc, "RB_R8G8_UNORM", 0x7 },
	{ 0xd, "RB_R8G8_SNORM", 0x7 },
	{ 0xe, "RB_R8_UINT", 0x7 },
	{ 0xf, "RB_R8_SINT", 0x7 },
	{ 0x10, "RB_R10G10B10A2_UNORM", 0x7 },
	{ 0x11, "RB_A2R10G10B10_UNORM", 0x7 },
	{ 0x12, "RB_R10G10B10A2_UINT", 0x7 },
	{ 0x13, "RB_A2R10G10B10_UINT", 0x7 },
	{ 0x14, "RB_A8_UNORM", 0x7 },
	{ 0x15, "RB_R8_UNORM", 0x7 },
	{ 0x18, "RB_R16_FLOAT", 0x7 },
	{ 0x19, "RB_R16G16_FLOAT", 0x7 },
	{ 0x1b, "RB_R16G16B16A16_FLOAT", 0x7 },
	{ 0x1c, "RB_R11G11B10_FLOAT", 0x7 },
	{ 0x20, "RB_R16_SNORM", 0x7 },
	{ 0x21, "RB_R16G16_SNORM", 0x7 },
	{ 0x23, "RB_R16G16B16A16_SNORM", 0x7 },
	{ 0x24, "RB_R16_UNORM", 0x7 },
	{ 0x25, "RB_R16G16_UNORM", 0x7 },
	{ 0x27, "RB_R16G16B16A16_UNORM", 0x7 },
	{ 0x28, "RB_R16_SINT", 0x7 },
	{ 0x29, "RB_R16G16_SINT", 0x7 },
	{ 0x2b, "RB_R16G16B16A16_SINT", 0x7 },
	{ 0x2c, "RB_R16_UINT", 0x7 },
	{ 0x2d, "RB_R16G16_UINT", 0x7 },
	{ 0x2f, "RB_R16G16B16A16_UINT", 0x7 },
	{ 0x30, "RB_R32_FLOAT", 0x7 },
	{ 0x31, "RB_R32G32_FLOAT", 0x7 },
	{ 0x33, "RB_R32G32B32A32_FLOAT", 0x7 },
	{ 0x34, "RB_R32_SINT", 0x7 },
	{ 0x35, "RB_R32G32_SINT", 0x7 },
	{ 0x37, "RB_R32G32B32A32_SINT", 0x7 },
	{ 0x38, "RB_R32_UINT", 0x7 },
	{ 0x39, "RB_R32G32_UINT", 0x7 },
	{ 0x3b, "RB_R32G32B32A32_UINT", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_color_fmt = {
	"a3xx_color_fmt", ev_a3xx_color_fmt, 43
};

static const struct regdb_enum_value ev_a3xx_color_swap[] = {
	{ 0x0, "WZYX", 0x7 },
	{ 0x1, "WXYZ", 0x7 },
	{ 0x2, "ZYXW", 0x7 },
	{ 0x3, "XYZW", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_color_swap = {
	"a3xx_color_swap", ev_a3xx_color_swap, 4
};

static const struct regdb_enum_value ev_a3xx_instrbuffermode[] = {
	{ 0x0, "CACHE", 0x7 },
	{ 0x1, "BUFFER", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_instrbuffermode = {
	"a3xx_instrbuffermode", ev_a3xx_instrbuffermode, 2
};

static const struct regdb_enum_value ev_a3xx_intp_mode[] = {
	{ 0x0, "SMOOTH", 0x7 },
	{ 0x1, "FLAT", 0x7 },
	{ 0x2, "ZERO", 0x7 },
	{ 0x3, "ONE", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_intp_mode = {
	"a3xx_intp_mode", ev_a3xx_intp_mode, 4
};

static const struct regdb_enum_value ev_a3xx_msaa_samples[] = {
	{ 0x0, "MSAA_ONE", 0x7 },
	{ 0x1, "MSAA_TWO", 0x7 },
	{ 0x2, "MSAA_FOUR", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_msaa_samples = {
	"a3xx_msaa_samples", ev_a3xx_msaa_samples, 3
};

static const struct regdb_enum_value ev_a3xx_rb_blend_opcode[] = {
	{ 0x0, "BLEND_DST_PLUS_SRC", 0x7 },
	{ 0x1, "BLEND_SRC_MINUS_DST", 0x7 },
	{ 0x2, "BLEND_DST_MINUS_SRC", 0x7 },
	{ 0x3, "BLEND_MIN_DST_SRC", 0x7 },
	{ 0x4, "BLEND_MAX_DST_SRC", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_rb_blend_opcode = {
	"a3xx_rb_blend_opcode", ev_a3xx_rb_blend_opcode, 5
};

static const struct regdb_enum_value ev_a3xx_render_mode[] = {
	{ 0x0, "RB_RENDERING_PASS", 0x7 },
	{ 0x1, "RB_TILING_PASS", 0x7 },
	{ 0x2, "RB_RESOLVE_PASS", 0x7 },
	{ 0x3, "RB_COMPUTE_PASS", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_render_mode = {
	"a3xx_render_mode", ev_a3xx_render_mode, 4
};

static const struct regdb_enum_value ev_a3xx_repl_mode[] = {
	{ 0x1, "S", 0x7 },
	{ 0x2, "T", 0x7 },
	{ 0x3, "ONE_T", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_repl_mode = {
	"a3xx_repl_mode", ev_a3xx_repl_mode, 3
};

static const struct regdb_enum_value ev_a3xx_rop_code[] = {
	{ 0x0, "ROP_CLEAR", 0x7 },
	{ 0x1, "ROP_NOR", 0x7 },
	{ 0x2, "ROP_AND_INVERTED", 0x7 },
	{ 0x3, "ROP_COPY_INVERTED", 0x7 },
	{ 0x4, "ROP_AND_REVERSE", 0x7 },
	{ 0x5, "ROP_INVERT", 0x7 },
	{ 0x6, "ROP_XOR", 0x7 },
	{ 0x7, "ROP_NAND", 0x7 },
	{ 0x8, "ROP_AND", 0x7 },
	{ 0x9, "ROP_EQUIV", 0x7 },
	{ 0xa, "ROP_NOOP", 0x7 },
	{ 0xb, "ROP_OR_INVERTED", 0x7 },
	{ 0xc, "ROP_COPY", 0x7 },
	{ 0xd, "ROP_OR_REVERSE", 0x7 },
	{ 0xe, "ROP_OR", 0x7 },
	{ 0xf, "ROP_SET", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_rop_code = {
	"a3xx_rop_code", ev_a3xx_rop_code, 16
};

static const struct regdb_enum_value ev_a3xx_tex_aniso[] = {
	{ 0x0, "A3XX_TEX_ANISO_1", 0x7 },
	{ 0x1, "A3XX_TEX_ANISO_2", 0x7 },
	{ 0x2, "A3XX_TEX_ANISO_4", 0x7 },
	{ 0x3, "A3XX_TEX_ANISO_8", 0x7 },
	{ 0x4, "A3XX_TEX_ANISO_16", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_aniso = {
	"a3xx_tex_aniso", ev_a3xx_tex_aniso, 5
};

static const struct regdb_enum_value ev_a3xx_tex_clamp[] = {
	{ 0x0, "A3XX_TEX_REPEAT", 0x7 },
	{ 0x1, "A3XX_TEX_CLAMP_TO_EDGE", 0x7 },
	{ 0x2, "A3XX_TEX_MIRROR_REPEAT", 0x7 },
	{ 0x3, "A3XX_TEX_CLAMP_TO_BORDER", 0x7 },
	{ 0x4, "A3XX_TEX_MIRROR_CLAMP", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_clamp = {
	"a3xx_tex_clamp", ev_a3xx_tex_clamp, 5
};

static const struct regdb_enum_value ev_a3xx_tex_filter[] = {
	{ 0x0, "A3XX_TEX_NEAREST", 0x7 },
	{ 0x1, "A3XX_TEX_LINEAR", 0x7 },
	{ 0x2, "A3XX_TEX_ANISO", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_filter = {
	"a3xx_tex_filter", ev_a3xx_tex_filter, 3
};

static const struct regdb_enum_value ev_a3xx_tex_fmt[] = {
	{ 0x4, "TFMT_5_6_5_UNORM", 0x7 },
	{ 0x5, "TFMT_5_5_5_1_UNORM", 0x7 },
	{ 0x7, "TFMT_4_4_4_4_UNORM", 0x7 },
	{ 0x9, "TFMT_Z16_UNORM", 0x7 },
	{ 0xa, "TFMT_X8Z24_UNORM", 0x7 },
	{ 0xb, "TFMT_Z32_FLOAT", 0x7 },
	{ 0x10, "TFMT_UV_64X32", 0x7 },
	{ 0x11, "TFMT_VU_64X32", 0x7 },
	{ 0x12, "TFMT_Y_64X32", 0x7 },
	{ 0x13, "TFMT_NV12_64X32", 0x7 },
	{ 0x14, "TFMT_UV_LINEAR", 0x7 },
	{ 0x15, "TFMT_VU_LINEAR", 0x7 },
	{ 0x16, "TFMT_Y_LINEAR", 0x7 },
	{ 0x17, "TFMT_NV12_LINEAR", 0x7 },
	{ 0x18, "TFMT_I420_Y", 0x7 },
	{ 0x1a, "TFMT_I420_U", 0x7 },
	{ 0x1b, "TFMT_I420_V", 0x7 },
	{ 0x20, "TFMT_ATC_RGB", 0x7 },
	{ 0x21, "TFMT_ATC_RGBA_EXPLICIT", 0x7 },
	{ 0x22, "TFMT_ETC1", 0x7 },
	{ 0x23, "TFMT_ATC_RGBA_INTERPOLATED", 0x7 },
	{ 0x24, "TFMT_DXT1", 0x7 },
	{ 0x25, "TFMT_DXT3", 0x7 },
	{ 0x26, "TFMT_DXT5", 0x7 },
	{ 0x28, "TFMT_2_10_10_10_UNORM", 0x7 },
	{ 0x29, "TFMT_10_10_10_2_UNORM", 0x7 },
	{ 0x2a, "TFMT_9_9_9_E5_FLOAT", 0x7 },
	{ 0x2b, "TFMT_11_11_10_FLOAT", 0x7 },
	{ 0x2c, "TFMT_A8_UNORM", 0x7 },
	{ 0x2d, "TFMT_L8_UNORM", 0x7 },
	{ 0x2f, "TFMT_L8_A8_UNORM", 0x7 },
	{ 0x30, "TFMT_8_UNORM", 0x7 },
	{ 0x31, "TFMT_8_8_UNORM", 0x7 },
	{ 0x32, "TFMT_8_8_8_UNORM", 0x7 },
	{ 0x33, "TFMT_8_8_8_8_UNORM", 0x7 },
	{ 0x34, "TFMT_8_SNORM", 0x7 },
	{ 0x35, "TFMT_8_8_SNORM", 0x7 },
	{ 0x36, "TFMT_8_8_8_SNORM", 0x7 },
	{ 0x37, "TFMT_8_8_8_8_SNORM", 0x7 },
	{ 0x38, "TFMT_8_UINT", 0x7 },
	{ 0x39, "TFMT_8_8_UINT", 0x7 },
	{ 0x3a, "TFMT_8_8_8_UINT", 0x7 },
	{ 0x3b, "TFMT_8_8_8_8_UINT", 0x7 },
	{ 0x3c, "TFMT_8_SINT", 0x7 },
	{ 0x3d, "TFMT_8_8_SINT", 0x7 },
	{ 0x3e, "TFMT_8_8_8_SINT", 0x7 },
	{ 0x3f, "TFMT_8_8_8_8_SINT", 0x7 },
	{ 0x40, "TFMT_16_FLOAT", 0x7 },
	{ 0x41, "TFMT_16_16_FLOAT", 0x7 },
	{ 0x43, "TFMT_16_16_16_16_FLOAT", 0x7 },
	{ 0x44, "TFMT_16_UINT", 0x7 },
	{ 0x45, "TFMT_16_16_UINT", 0x7 },
	{ 0x47, "TFMT_16_16_16_16_UINT", 0x7 },
	{ 0x48, "TFMT_16_SINT", 0x7 },
	{ 0x49, "TFMT_16_16_SINT", 0x7 },
	{ 0x4b, "TFMT_16_16_16_16_SINT", 0x7 },
	{ 0x4c, "TFMT_16_UNORM", 0x7 },
	{ 0x4d, "TFMT_16_16_UNORM", 0x7 },
	{ 0x4f, "TFMT_16_16_16_16_UNORM", 0x7 },
	{ 0x50, "TFMT_16_SNORM", 0x7 },
	{ 0x51, "TFMT_16_16_SNORM", 0x7 },
	{ 0x53, "TFMT_16_16_16_16_SNORM", 0x7 },
	{ 0x54, "TFMT_32_FLOAT", 0x7 },
	{ 0x55, "TFMT_32_32_FLOAT", 0x7 },
	{ 0x57, "TFMT_32_32_32_32_FLOAT", 0x7 },
	{ 0x58, "TFMT_32_UINT", 0x7 },
	{ 0x59, "TFMT_32_32_UINT", 0x7 },
	{ 0x5b, "TFMT_32_32_32_32_UINT", 0x7 },
	{ 0x5c, "TFMT_32_SINT", 0x7 },
	{ 0x5d, "TFMT_32_32_SINT", 0x7 },
	{ 0x5f, "TFMT_32_32_32_32_SINT", 0x7 },
	{ 0x60, "TFMT_2_10_10_10_UINT", 0x7 },
	{ 0x61, "TFMT_10_10_10_2_UINT", 0x7 },
	{ 0x70, "TFMT_ETC2_RG11_SNORM", 0x7 },
	{ 0x71, "TFMT_ETC2_RG11_UNORM", 0x7 },
	{ 0x72, "TFMT_ETC2_R11_SNORM", 0x7 },
	{ 0x73, "TFMT_ETC2_R11_UNORM", 0x7 },
	{ 0x74, "TFMT_ETC2_RGBA8", 0x7 },
	{ 0x75, "TFMT_ETC2_RGB8A1", 0x7 },
	{ 0x76, "TFMT_ETC2_RGB8", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_fmt = {
	"a3xx_tex_fmt", ev_a3xx_tex_fmt, 80
};

static const struct regdb_enum_value ev_a3xx_tex_msaa[] = {
	{ 0x0, "A3XX_TPL1_MSAA1X", 0x7 },
	{ 0x1, "A3XX_TPL1_MSAA2X", 0x7 },
	{ 0x2, "A3XX_TPL1_MSAA4X", 0x7 },
	{ 0x3, "A3XX_TPL1_MSAA8X", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_msaa = {
	"a3xx_tex_msaa", ev_a3xx_tex_msaa, 4
};

static const struct regdb_enum_value ev_a3xx_tex_swiz[] = {
	{ 0x0, "A3XX_TEX_X", 0x7 },
	{ 0x1, "A3XX_TEX_Y", 0x7 },
	{ 0x2, "A3XX_TEX_Z", 0x7 },
	{ 0x3, "A3XX_TEX_W", 0x7 },
	{ 0x4, "A3XX_TEX_ZERO", 0x7 },
	{ 0x5, "A3XX_TEX_ONE", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_swiz = {
	"a3xx_tex_swiz", ev_a3xx_tex_swiz, 6
};

static const struct regdb_enum_value ev_a3xx_tex_type[] = {
	{ 0x0, "A3XX_TEX_1D", 0x7 },
	{ 0x1, "A3XX_TEX_2D", 0x7 },
	{ 0x2, "A3XX_TEX_CUBE", 0x7 },
	{ 0x3, "A3XX_TEX_3D", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tex_type = {
	"a3xx_tex_type", ev_a3xx_tex_type, 4
};

static const struct regdb_enum_value ev_a3xx_threadmode[] = {
	{ 0x0, "MULTI", 0x7 },
	{ 0x1, "SINGLE", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_threadmode = {
	"a3xx_threadmode", ev_a3xx_threadmode, 2
};

static const struct regdb_enum_value ev_a3xx_threadsize[] = {
	{ 0x0, "TWO_QUADS", 0x7 },
	{ 0x1, "FOUR_QUADS", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_threadsize = {
	"a3xx_threadsize", ev_a3xx_threadsize, 2
};

static const struct regdb_enum_value ev_a3xx_tile_mode[] = {
	{ 0x0, "LINEAR", 0x7 },
	{ 0x1, "TILE_4X4", 0x7 },
	{ 0x2, "TILE_32X32", 0x7 },
	{ 0x3, "TILE_4X2", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_tile_mode = {
	"a3xx_tile_mode", ev_a3xx_tile_mode, 4
};

static const struct regdb_enum_value ev_a3xx_vtx_fmt[] = {
	{ 0x0, "VFMT_32_FLOAT", 0x7 },
	{ 0x1, "VFMT_32_32_FLOAT", 0x7 },
	{ 0x2, "VFMT_32_32_32_FLOAT", 0x7 },
	{ 0x3, "VFMT_32_32_32_32_FLOAT", 0x7 },
	{ 0x4, "VFMT_16_FLOAT", 0x7 },
	{ 0x5, "VFMT_16_16_FLOAT", 0x7 },
	{ 0x6, "VFMT_16_16_16_FLOAT", 0x7 },
	{ 0x7, "VFMT_16_16_16_16_FLOAT", 0x7 },
	{ 0x8, "VFMT_32_FIXED", 0x7 },
	{ 0x9, "VFMT_32_32_FIXED", 0x7 },
	{ 0xa, "VFMT_32_32_32_FIXED", 0x7 },
	{ 0xb, "VFMT_32_32_32_32_FIXED", 0x7 },
	{ 0x10, "VFMT_16_SINT", 0x7 },
	{ 0x11, "VFMT_16_16_SINT", 0x7 },
	{ 0x12, "VFMT_16_16_16_SINT", 0x7 },
	{ 0x13, "VFMT_16_16_16_16_SINT", 0x7 },
	{ 0x14, "VFMT_16_UINT", 0x7 },
	{ 0x15, "VFMT_16_16_UINT", 0x7 },
	{ 0x16, "VFMT_16_16_16_UINT", 0x7 },
	{ 0x17, "VFMT_16_16_16_16_UINT", 0x7 },
	{ 0x18, "VFMT_16_SNORM", 0x7 },
	{ 0x19, "VFMT_16_16_SNORM", 0x7 },
	{ 0x1a, "VFMT_16_16_16_SNORM", 0x7 },
	{ 0x1b, "VFMT_16_16_16_16_SNORM", 0x7 },
	{ 0x1c, "VFMT_16_UNORM", 0x7 },
	{ 0x1d, "VFMT_16_16_UNORM", 0x7 },
	{ 0x1e, "VFMT_16_16_16_UNORM", 0x7 },
	{ 0x1f, "VFMT_16_16_16_16_UNORM", 0x7 },
	{ 0x20, "VFMT_32_UINT", 0x7 },
	{ 0x21, "VFMT_32_32_UINT", 0x7 },
	{ 0x22, "VFMT_32_32_32_UINT", 0x7 },
	{ 0x23, "VFMT_32_32_32_32_UINT", 0x7 },
	{ 0x24, "VFMT_32_SINT", 0x7 },
	{ 0x25, "VFMT_32_32_SINT", 0x7 },
	{ 0x26, "VFMT_32_32_32_SINT", 0x7 },
	{ 0x27, "VFMT_32_32_32_32_SINT", 0x7 },
	{ 0x28, "VFMT_8_UINT", 0x7 },
	{ 0x29, "VFMT_8_8_UINT", 0x7 },
	{ 0x2a, "VFMT_8_8_8_UINT", 0x7 },
	{ 0x2b, "VFMT_8_8_8_8_UINT", 0x7 },
	{ 0x2c, "VFMT_8_UNORM", 0x7 },
	{ 0x2d, "VFMT_8_8_UNORM", 0x7 },
	{ 0x2e, "VFMT_8_8_8_UNORM", 0x7 },
	{ 0x2f, "VFMT_8_8_8_8_UNORM", 0x7 },
	{ 0x30, "VFMT_8_SINT", 0x7 },
	{ 0x31, "VFMT_8_8_SINT", 0x7 },
	{ 0x32, "VFMT_8_8_8_SINT", 0x7 },
	{ 0x33, "VFMT_8_8_8_8_SINT", 0x7 },
	{ 0x34, "VFMT_8_SNORM", 0x7 },
	{ 0x35, "VFMT_8_8_SNORM", 0x7 },
	{ 0x36, "VFMT_8_8_8_SNORM", 0x7 },
	{ 0x37, "VFMT_8_8_8_8_SNORM", 0x7 },
	{ 0x38, "VFMT_10_10_10_2_UINT", 0x7 },
	{ 0x39, "VFMT_10_10_10_2_UNORM", 0x7 },
	{ 0x3a, "VFMT_10_10_10_2_SINT", 0x7 },
	{ 0x3b, "VFMT_10_10_10_2_SNORM", 0x7 },
	{ 0x3c, "VFMT_2_10_10_10_UINT", 0x7 },
	{ 0x3d, "VFMT_2_10_10_10_UNORM", 0x7 },
	{ 0x3e, "VFMT_2_10_10_10_SINT", 0x7 },
	{ 0x3f, "VFMT_2_10_10_10_SNORM", 0x7 },
};
const struct regdb_enum regdb_enum_a3xx_vtx_fmt = {
	"a3xx_vtx_fmt", ev_a3xx_vtx_fmt, 60
};

static const struct regdb_enum_value ev_a4xx_color_fmt[] = {
	{ 0x1, "RB4_A8_UNORM", 0x7 },
	{ 0x2, "RB4_R8_UNORM", 0x7 },
	{ 0x3, "RB4_R8_SNORM", 0x7 },
	{ 0x4, "RB4_R8_UINT", 0x7 },
	{ 0x5, "RB4_R8_SINT", 0x7 },
	{ 0x8, "RB4_R4G4B4A4_UNORM", 0x7 },
	{ 0xa, "RB4_R5G5B5A1_UNORM", 0x7 },
	{ 0xe, "RB4_R5G6B5_UNORM", 0x7 },
	{ 0xf, "RB4_R8G8_UNORM", 0x7 },
	{ 0x10, "RB4_R8G8_SNORM", 0x7 },
	{ 0x11, "RB4_R8G8_UINT", 0x7 },
	{ 0x12, "RB4_R8G8_SINT", 0x7 },
	{ 0x13, "RB4_R16_UNORM", 0x7 },
	{ 0x14, "RB4_R16_SNORM", 0x7 },
	{ 0x15, "RB4_R16_FLOAT", 0x7 },
	{ 0x16, "RB4_R16_UINT", 0x7 },
	{ 0x17, "RB4_R16_SINT", 0x7 },
	{ 0x19, "RB4_R8G8B8_UNORM", 0x7 },
	{ 0x1a, "RB4_R8G8B8A8_UNORM", 0x7 },
	{ 0x1c, "RB4_R8G8B8A8_SNORM", 0x7 },
	{ 0x1d, "RB4_R8G8B8A8_UINT", 0x7 },
	{ 0x1e, "RB4_R8G8B8A8_SINT", 0x7 },
	{ 0x1f, "RB4_R10G10B10A2_UNORM", 0x7 },
	{ 0x22, "RB4_R10G10B10A2_UINT", 0x7 },
	{ 0x27, "RB4_R11G11B10_FLOAT", 0x7 },
	{ 0x28, "RB4_R16G16_UNORM", 0x7 },
	{ 0x29, "RB4_R16G16_SNORM", 0x7 },
	{ 0x2a, "RB4_R16G16_FLOAT", 0x7 },
	{ 0x2b, "RB4_R16G16_UINT", 0x7 },
	{ 0x2c, "RB4_R16G16_SINT", 0x7 },
	{ 0x2d, "RB4_R32_FLOAT", 0x7 },
	{ 0x2e, "RB4_R32_UINT", 0x7 },
	{ 0x2f, "RB4_R32_SINT", 0x7 },
	{ 0x34, "RB4_R16G16B16A16_UNORM", 0x7 },
	{ 0x35, "RB4_R16G16B16A16_SNORM", 0x7 },
	{ 0x36, "RB4_R16G16B16A16_FLOAT", 0x7 },
	{ 0x37, "RB4_R16G16B16A16_UINT", 0x7 },
	{ 0x38, "RB4_R16G16B16A16_SINT", 0x7 },
	{ 0x39, "RB4_R32G32_FLOAT", 0x7 },
	{ 0x3a, "RB4_R32G32_UINT", 0x7 },
	{ 0x3b, "RB4_R32G32_SINT", 0x7 },
	{ 0x3c, "RB4_R32G32B32A32_FLOAT", 0x7 },
	{ 0x3d, "RB4_R32G32B32A32_UINT", 0x7 },
	{ 0x3e, "RB4_R32G32B32A32_SINT", 0x7 },
	{ 0xff, "RB4_NONE", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_color_fmt = {
	"a4xx_color_fmt", ev_a4xx_color_fmt, 45
};

static const struct regdb_enum_value ev_a4xx_depth_format[] = {
	{ 0x0, "DEPTH4_NONE", 0x7 },
	{ 0x1, "DEPTH4_16", 0x7 },
	{ 0x2, "DEPTH4_24_8", 0x7 },
	{ 0x3, "DEPTH4_32", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_depth_format = {
	"a4xx_depth_format", ev_a4xx_depth_format, 4
};

static const struct regdb_enum_value ev_a4xx_index_size[] = {
	{ 0x0, "INDEX4_SIZE_8_BIT", 0x7 },
	{ 0x1, "INDEX4_SIZE_16_BIT", 0x7 },
	{ 0x2, "INDEX4_SIZE_32_BIT", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_index_size = {
	"a4xx_index_size", ev_a4xx_index_size, 3
};

static const struct regdb_enum_value ev_a4xx_state_block[] = {
	{ 0x0, "SB4_VS_TEX", 0x7 },
	{ 0x1, "SB4_HS_TEX", 0x7 },
	{ 0x2, "SB4_DS_TEX", 0x7 },
	{ 0x3, "SB4_GS_TEX", 0x7 },
	{ 0x4, "SB4_FS_TEX", 0x7 },
	{ 0x5, "SB4_CS_TEX", 0x7 },
	{ 0x8, "SB4_VS_SHADER", 0x7 },
	{ 0x9, "SB4_HS_SHADER", 0x7 },
	{ 0xa, "SB4_DS_SHADER", 0x7 },
	{ 0xb, "SB4_GS_SHADER", 0x7 },
	{ 0xc, "SB4_FS_SHADER", 0x7 },
	{ 0xd, "SB4_CS_SHADER", 0x7 },
	{ 0xe, "SB4_SSBO", 0x7 },
	{ 0xf, "SB4_CS_SSBO", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_state_block = {
	"a4xx_state_block", ev_a4xx_state_block, 14
};

static const struct regdb_enum_value ev_a4xx_state_src[] = {
	{ 0x0, "SS4_DIRECT", 0x7 },
	{ 0x2, "SS4_INDIRECT", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_state_src = {
	"a4xx_state_src", ev_a4xx_state_src, 2
};

static const struct regdb_enum_value ev_a4xx_state_type[] = {
	{ 0x0, "ST4_SHADER", 0x7 },
	{ 0x1, "ST4_CONSTANTS", 0x7 },
	{ 0x2, "ST4_UBO", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_state_type = {
	"a4xx_state_type", ev_a4xx_state_type, 3
};

static const struct regdb_enum_value ev_a4xx_tess_spacing[] = {
	{ 0x0, "EQUAL_SPACING", 0x7 },
	{ 0x2, "ODD_SPACING", 0x7 },
	{ 0x3, "EVEN_SPACING", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tess_spacing = {
	"a4xx_tess_spacing", ev_a4xx_tess_spacing, 3
};

static const struct regdb_enum_value ev_a4xx_tex_aniso[] = {
	{ 0x0, "A4XX_TEX_ANISO_1", 0x7 },
	{ 0x1, "A4XX_TEX_ANISO_2", 0x7 },
	{ 0x2, "A4XX_TEX_ANISO_4", 0x7 },
	{ 0x3, "A4XX_TEX_ANISO_8", 0x7 },
	{ 0x4, "A4XX_TEX_ANISO_16", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_aniso = {
	"a4xx_tex_aniso", ev_a4xx_tex_aniso, 5
};

static const struct regdb_enum_value ev_a4xx_tex_clamp[] = {
	{ 0x0, "A4XX_TEX_REPEAT", 0x7 },
	{ 0x1, "A4XX_TEX_CLAMP_TO_EDGE", 0x7 },
	{ 0x2, "A4XX_TEX_MIRROR_REPEAT", 0x7 },
	{ 0x3, "A4XX_TEX_CLAMP_TO_BORDER", 0x7 },
	{ 0x4, "A4XX_TEX_MIRROR_CLAMP", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_clamp = {
	"a4xx_tex_clamp", ev_a4xx_tex_clamp, 5
};

static const struct regdb_enum_value ev_a4xx_tex_filter[] = {
	{ 0x0, "A4XX_TEX_NEAREST", 0x7 },
	{ 0x1, "A4XX_TEX_LINEAR", 0x7 },
	{ 0x2, "A4XX_TEX_ANISO", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_filter = {
	"a4xx_tex_filter", ev_a4xx_tex_filter, 3
};

static const struct regdb_enum_value ev_a4xx_tex_fmt[] = {
	{ 0x3, "TFMT4_A8_UNORM", 0x7 },
	{ 0x4, "TFMT4_8_UNORM", 0x7 },
	{ 0x5, "TFMT4_8_SNORM", 0x7 },
	{ 0x6, "TFMT4_8_UINT", 0x7 },
	{ 0x7, "TFMT4_8_SINT", 0x7 },
	{ 0x8, "TFMT4_4_4_4_4_UNORM", 0x7 },
	{ 0x9, "TFMT4_5_5_5_1_UNORM", 0x7 },
	{ 0xb, "TFMT4_5_6_5_UNORM", 0x7 },
	{ 0xd, "TFMT4_L8_A8_UNORM", 0x7 },
	{ 0xe, "TFMT4_8_8_UNORM", 0x7 },
	{ 0xf, "TFMT4_8_8_SNORM", 0x7 },
	{ 0x10, "TFMT4_8_8_UINT", 0x7 },
	{ 0x11, "TFMT4_8_8_SINT", 0x7 },
	{ 0x12, "TFMT4_16_UNORM", 0x7 },
	{ 0x13, "TFMT4_16_SNORM", 0x7 },
	{ 0x14, "TFMT4_16_FLOAT", 0x7 },
	{ 0x15, "TFMT4_16_UINT", 0x7 },
	{ 0x16, "TFMT4_16_SINT", 0x7 },
	{ 0x1c, "TFMT4_8_8_8_8_UNORM", 0x7 },
	{ 0x1d, "TFMT4_8_8_8_8_SNORM", 0x7 },
	{ 0x1e, "TFMT4_8_8_8_8_UINT", 0x7 },
	{ 0x1f, "TFMT4_8_8_8_8_SINT", 0x7 },
	{ 0x20, "TFMT4_9_9_9_E5_FLOAT", 0x7 },
	{ 0x21, "TFMT4_10_10_10_2_UNORM", 0x7 },
	{ 0x22, "TFMT4_10_10_10_2_UINT", 0x7 },
	{ 0x25, "TFMT4_11_11_10_FLOAT", 0x7 },
	{ 0x26, "TFMT4_16_16_UNORM", 0x7 },
	{ 0x27, "TFMT4_16_16_SNORM", 0x7 },
	{ 0x28, "TFMT4_16_16_FLOAT", 0x7 },
	{ 0x29, "TFMT4_16_16_UINT", 0x7 },
	{ 0x2a, "TFMT4_16_16_SINT", 0x7 },
	{ 0x2b, "TFMT4_32_FLOAT", 0x7 },
	{ 0x2c, "TFMT4_32_UINT", 0x7 },
	{ 0x2d, "TFMT4_32_SINT", 0x7 },
	{ 0x33, "TFMT4_16_16_16_16_UNORM", 0x7 },
	{ 0x34, "TFMT4_16_16_16_16_SNORM", 0x7 },
	{ 0x35, "TFMT4_16_16_16_16_FLOAT", 0x7 },
	{ 0x36, "TFMT4_16_16_16_16_UINT", 0x7 },
	{ 0x37, "TFMT4_16_16_16_16_SINT", 0x7 },
	{ 0x38, "TFMT4_32_32_FLOAT", 0x7 },
	{ 0x39, "TFMT4_32_32_UINT", 0x7 },
	{ 0x3a, "TFMT4_32_32_SINT", 0x7 },
	{ 0x3b, "TFMT4_32_32_32_FLOAT", 0x7 },
	{ 0x3c, "TFMT4_32_32_32_UINT", 0x7 },
	{ 0x3d, "TFMT4_32_32_32_SINT", 0x7 },
	{ 0x3f, "TFMT4_32_32_32_32_FLOAT", 0x7 },
	{ 0x40, "TFMT4_32_32_32_32_UINT", 0x7 },
	{ 0x41, "TFMT4_32_32_32_32_SINT", 0x7 },
	{ 0x47, "TFMT4_X8Z24_UNORM", 0x7 },
	{ 0x56, "TFMT4_DXT1", 0x7 },
	{ 0x57, "TFMT4_DXT3", 0x7 },
	{ 0x58, "TFMT4_DXT5", 0x7 },
	{ 0x5a, "TFMT4_RGTC1_UNORM", 0x7 },
	{ 0x5b, "TFMT4_RGTC1_SNORM", 0x7 },
	{ 0x5e, "TFMT4_RGTC2_UNORM", 0x7 },
	{ 0x5f, "TFMT4_RGTC2_SNORM", 0x7 },
	{ 0x61, "TFMT4_BPTC_UFLOAT", 0x7 },
	{ 0x62, "TFMT4_BPTC_FLOAT", 0x7 },
	{ 0x63, "TFMT4_BPTC", 0x7 },
	{ 0x64, "TFMT4_ATC_RGB", 0x7 },
	{ 0x65, "TFMT4_ATC_RGBA_EXPLICIT", 0x7 },
	{ 0x66, "TFMT4_ATC_RGBA_INTERPOLATED", 0x7 },
	{ 0x67, "TFMT4_ETC2_RG11_UNORM", 0x7 },
	{ 0x68, "TFMT4_ETC2_RG11_SNORM", 0x7 },
	{ 0x69, "TFMT4_ETC2_R11_UNORM", 0x7 },
	{ 0x6a, "TFMT4_ETC2_R11_SNORM", 0x7 },
	{ 0x6b, "TFMT4_ETC1", 0x7 },
	{ 0x6c, "TFMT4_ETC2_RGB8", 0x7 },
	{ 0x6d, "TFMT4_ETC2_RGBA8", 0x7 },
	{ 0x6e, "TFMT4_ETC2_RGB8A1", 0x7 },
	{ 0x6f, "TFMT4_ASTC_4x4", 0x7 },
	{ 0x70, "TFMT4_ASTC_5x4", 0x7 },
	{ 0x71, "TFMT4_ASTC_5x5", 0x7 },
	{ 0x72, "TFMT4_ASTC_6x5", 0x7 },
	{ 0x73, "TFMT4_ASTC_6x6", 0x7 },
	{ 0x74, "TFMT4_ASTC_8x5", 0x7 },
	{ 0x75, "TFMT4_ASTC_8x6", 0x7 },
	{ 0x76, "TFMT4_ASTC_8x8", 0x7 },
	{ 0x77, "TFMT4_ASTC_10x5", 0x7 },
	{ 0x78, "TFMT4_ASTC_10x6", 0x7 },
	{ 0x79, "TFMT4_ASTC_10x8", 0x7 },
	{ 0x7a, "TFMT4_ASTC_10x10", 0x7 },
	{ 0x7b, "TFMT4_ASTC_12x10", 0x7 },
	{ 0x7c, "TFMT4_ASTC_12x12", 0x7 },
	{ 0xff, "TFMT4_NONE", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_fmt = {
	"a4xx_tex_fmt", ev_a4xx_tex_fmt, 85
};

static const struct regdb_enum_value ev_a4xx_tex_swiz[] = {
	{ 0x0, "A4XX_TEX_X", 0x7 },
	{ 0x1, "A4XX_TEX_Y", 0x7 },
	{ 0x2, "A4XX_TEX_Z", 0x7 },
	{ 0x3, "A4XX_TEX_W", 0x7 },
	{ 0x4, "A4XX_TEX_ZERO", 0x7 },
	{ 0x5, "A4XX_TEX_ONE", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_swiz = {
	"a4xx_tex_swiz", ev_a4xx_tex_swiz, 6
};

static const struct regdb_enum_value ev_a4xx_tex_type[] = {
	{ 0x0, "A4XX_TEX_1D", 0x7 },
	{ 0x1, "A4XX_TEX_2D", 0x7 },
	{ 0x2, "A4XX_TEX_CUBE", 0x7 },
	{ 0x3, "A4XX_TEX_3D", 0x7 },
	{ 0x4, "A4XX_TEX_BUFFER", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tex_type = {
	"a4xx_tex_type", ev_a4xx_tex_type, 5
};

static const struct regdb_enum_value ev_a4xx_tile_mode[] = {
	{ 0x0, "TILE4_LINEAR", 0x7 },
	{ 0x2, "TILE4_2", 0x7 },
	{ 0x3, "TILE4_3", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_tile_mode = {
	"a4xx_tile_mode", ev_a4xx_tile_mode, 3
};

static const struct regdb_enum_value ev_a4xx_vtx_fmt[] = {
	{ 0x1, "VFMT4_32_FLOAT", 0x7 },
	{ 0x2, "VFMT4_32_32_FLOAT", 0x7 },
	{ 0x3, "VFMT4_32_32_32_FLOAT", 0x7 },
	{ 0x4, "VFMT4_32_32_32_32_FLOAT", 0x7 },
	{ 0x5, "VFMT4_16_FLOAT", 0x7 },
	{ 0x6, "VFMT4_16_16_FLOAT", 0x7 },
	{ 0x7, "VFMT4_16_16_16_FLOAT", 0x7 },
	{ 0x8, "VFMT4_16_16_16_16_FLOAT", 0x7 },
	{ 0x9, "VFMT4_32_FIXED", 0x7 },
	{ 0xa, "VFMT4_32_32_FIXED", 0x7 },
	{ 0xb, "VFMT4_32_32_32_FIXED", 0x7 },
	{ 0xc, "VFMT4_32_32_32_32_FIXED", 0x7 },
	{ 0xd, "VFMT4_11_11_10_FLOAT", 0x7 },
	{ 0x10, "VFMT4_16_SINT", 0x7 },
	{ 0x11, "VFMT4_16_16_SINT", 0x7 },
	{ 0x12, "VFMT4_16_16_16_SINT", 0x7 },
	{ 0x13, "VFMT4_16_16_16_16_SINT", 0x7 },
	{ 0x14, "VFMT4_16_UINT", 0x7 },
	{ 0x15, "VFMT4_16_16_UINT", 0x7 },
	{ 0x16, "VFMT4_16_16_16_UINT", 0x7 },
	{ 0x17, "VFMT4_16_16_16_16_UINT", 0x7 },
	{ 0x18, "VFMT4_16_SNORM", 0x7 },
	{ 0x19, "VFMT4_16_16_SNORM", 0x7 },
	{ 0x1a, "VFMT4_16_16_16_SNORM", 0x7 },
	{ 0x1b, "VFMT4_16_16_16_16_SNORM", 0x7 },
	{ 0x1c, "VFMT4_16_UNORM", 0x7 },
	{ 0x1d, "VFMT4_16_16_UNORM", 0x7 },
	{ 0x1e, "VFMT4_16_16_16_UNORM", 0x7 },
	{ 0x1f, "VFMT4_16_16_16_16_UNORM", 0x7 },
	{ 0x20, "VFMT4_32_UINT", 0x7 },
	{ 0x21, "VFMT4_32_32_UINT", 0x7 },
	{ 0x22, "VFMT4_32_32_32_UINT", 0x7 },
	{ 0x23, "VFMT4_32_32_32_32_UINT", 0x7 },
	{ 0x24, "VFMT4_32_SINT", 0x7 },
	{ 0x25, "VFMT4_32_32_SINT", 0x7 },
	{ 0x26, "VFMT4_32_32_32_SINT", 0x7 },
	{ 0x27, "VFMT4_32_32_32_32_SINT", 0x7 },
	{ 0x28, "VFMT4_8_UINT", 0x7 },
	{ 0x29, "VFMT4_8_8_UINT", 0x7 },
	{ 0x2a, "VFMT4_8_8_8_UINT", 0x7 },
	{ 0x2b, "VFMT4_8_8_8_8_UINT", 0x7 },
	{ 0x2c, "VFMT4_8_UNORM", 0x7 },
	{ 0x2d, "VFMT4_8_8_UNORM", 0x7 },
	{ 0x2e, "VFMT4_8_8_8_UNORM", 0x7 },
	{ 0x2f, "VFMT4_8_8_8_8_UNORM", 0x7 },
	{ 0x30, "VFMT4_8_SINT", 0x7 },
	{ 0x31, "VFMT4_8_8_SINT", 0x7 },
	{ 0x32, "VFMT4_8_8_8_SINT", 0x7 },
	{ 0x33, "VFMT4_8_8_8_8_SINT", 0x7 },
	{ 0x34, "VFMT4_8_SNORM", 0x7 },
	{ 0x35, "VFMT4_8_8_SNORM", 0x7 },
	{ 0x36, "VFMT4_8_8_8_SNORM", 0x7 },
	{ 0x37, "VFMT4_8_8_8_8_SNORM", 0x7 },
	{ 0x38, "VFMT4_10_10_10_2_UINT", 0x7 },
	{ 0x39, "VFMT4_10_10_10_2_UNORM", 0x7 },
	{ 0x3a, "VFMT4_10_10_10_2_SINT", 0x7 },
	{ 0x3b, "VFMT4_10_10_10_2_SNORM", 0x7 },
	{ 0x3c, "VFMT4_2_10_10_10_UINT", 0x7 },
	{ 0x3d, "VFMT4_2_10_10_10_UNORM", 0x7 },
	{ 0x3e, "VFMT4_2_10_10_10_SINT", 0x7 },
	{ 0x3f, "VFMT4_2_10_10_10_SNORM", 0x7 },
	{ 0xff, "VFMT4_NONE", 0x7 },
};
const struct regdb_enum regdb_enum_a4xx_vtx_fmt = {
	"a4xx_vtx_fmt", ev_a4xx_vtx_fmt, 62
};

static const struct regdb_enum_value ev_adreno_compare_func[] = {
	{ 0x0, "FUNC_NEVER", 0x7 },
	{ 0x1, "FUNC_LESS", 0x7 },
	{ 0x2, "FUNC_EQUAL", 0x7 },
	{ 0x3, "FUNC_LEQUAL", 0x7 },
	{ 0x4, "FUNC_GREATER", 0x7 },
	{ 0x5, "FUNC_NOTEQUAL", 0x7 },
	{ 0x6, "FUNC_GEQUAL", 0x7 },
	{ 0x7, "FUNC_ALWAYS", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_compare_func = {
	"adreno_compare_func", ev_adreno_compare_func, 8
};

static const struct regdb_enum_value ev_adreno_mmu_clnt_beh[] = {
	{ 0x0, "BEH_NEVR", 0x7 },
	{ 0x1, "BEH_TRAN_RNG", 0x7 },
	{ 0x2, "BEH_TRAN_FLT", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_mmu_clnt_beh = {
	"adreno_mmu_clnt_beh", ev_adreno_mmu_clnt_beh, 3
};

static const struct regdb_enum_value ev_adreno_pa_su_sc_draw[] = {
	{ 0x0, "PC_DRAW_POINTS", 0x7 },
	{ 0x1, "PC_DRAW_LINES", 0x7 },
	{ 0x2, "PC_DRAW_TRIANGLES", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_pa_su_sc_draw = {
	"adreno_pa_su_sc_draw", ev_adreno_pa_su_sc_draw, 3
};

static const struct regdb_enum_value ev_adreno_pm4_packet_type[] = {
	{ 0x0, "CP_TYPE0_PKT", 0x7 },
	{ 0x40000000, "CP_TYPE1_PKT", 0x7 },
	{ 0x80000000, "CP_TYPE2_PKT", 0x7 },
	{ 0xc0000000, "CP_TYPE3_PKT", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_pm4_packet_type = {
	"adreno_pm4_packet_type", ev_adreno_pm4_packet_type, 4
};

static const struct regdb_enum_value ev_adreno_pm4_type3_packets[] = {
	{ 0x10, "CP_NOP", 0x7 },
	{ 0x11, "CP_RECORD_PFP_TIMESTAMP", 0x7 },
	{ 0x12, "CP_WAIT_MEM_WRITES", 0x7 },
	{ 0x13, "CP_WAIT_FOR_ME", 0x7 },
	{ 0x17, "IN_IB_PREFETCH_END", 0x1 },
	{ 0x19, "CP_DRAW_PRED_ENABLE_GLOBAL", 0x7 },
	{ 0x1a, "CP_DRAW_PRED_ENABLE_LOCAL", 0x7 },
	{ 0x1f, "IN_SUBBLK_PREFETCH", 0x1 },
	{ 0x20, "IN_INSTR_PREFETCH", 0x1 },
	{ 0x21, "CP_REG_RMW", 0x7 },
	{ 0x22, "CP_DRAW_INDX", 0x7 },
	{ 0x23, "CP_VIZ_QUERY", 0x7 },
	{ 0x24, "CP_DRAW_AUTO", 0x7 },
	{ 0x25, "CP_SET_STATE", 0x7 },
	{ 0x26, "CP_WAIT_FOR_IDLE", 0x7 },
	{ 0x27, "CP_IM_LOAD", 0x7 },
	{ 0x28, "CP_DRAW_INDIRECT", 0x4 },
	{ 0x29, "CP_DRAW_INDX_INDIRECT", 0x4 },
	{ 0x2b, "CP_IM_LOAD_IMMEDIATE", 0x7 },
	{ 0x2c, "CP_IM_STORE", 0x1 },
	{ 0x2d, "CP_SET_CONSTANT", 0x7 },
	{ 0x2e, "CP_LOAD_CONSTANT_CONTEXT", 0x1 },
	{ 0x2f, "CP_SET_BIN_DATA", 0x7 },
	{ 0x30, "CP_LOAD_STATE", 0x2 },
	{ 0x30, "CP_LOAD_STATE4", 0x4 },
	{ 0x31, "CP_RUN_OPENCL", 0x7 },
	{ 0x32, "CP_COND_INDIRECT_BUFFER_PFD", 0x2 },
	{ 0x33, "CP_EXEC_CS", 0x7 },
	{ 0x34, "CP_DRAW_INDX_BIN", 0x7 },
	{ 0x35, "CP_DRAW_INDX_2_BIN", 0x7 },
	{ 0x36, "CP_DRAW_INDX_2", 0x7 },
	{ 0x37, "CP_INDIRECT_BUFFER_PFD", 0x7 },
	{ 0x38, "CP_DRAW_INDX_OFFSET", 0x7 },
	{ 0x3a, "CP_COND_INDIRECT_BUFFER_PFE", 0x6 },
	{ 0x3b, "CP_INVALIDATE_STATE", 0x7 },
	{ 0x3c, "CP_WAIT_REG_MEM", 0x7 },
	{ 0x3d, "CP_MEM_WRITE", 0x7 },
	{ 0x3e, "CP_REG_TO_MEM", 0x7 },
	{ 0x3f, "CP_INDIRECT_BUFFER_PFE", 0x7 },
	{ 0x3f, "CP_INDIRECT_BUFFER", 0x7 },
	{ 0x40, "CP_INTERRUPT", 0x7 },
	{ 0x41, "CP_EXEC_CS_INDIRECT", 0x4 },
	{ 0x42, "CP_MEM_TO_REG", 0x7 },
	{ 0x43, "CP_SET_DRAW_STATE", 0x4 },
	{ 0x44, "CP_COND_EXEC", 0x7 },
	{ 0x45, "CP_COND_WRITE", 0x7 },
	{ 0x46, "CP_EVENT_WRITE", 0x7 },
	{ 0x47, "CP_COND_REG_EXEC", 0x7 },
	{ 0x47, "IN_INSTR_MATCH", 0x1 },
	{ 0x48, "CP_ME_INIT", 0x7 },
	{ 0x49, "IN_CONST_PREFETCH", 0x1 },
	{ 0x4a, "CP_SET_SHADER_BASES", 0x7 },
	{ 0x4a, "CP_REG_TO_SCRATCH", 0x7 },
	{ 0x4b, "CP_SET_DRAW_INIT_FLAGS", 0x7 },
	{ 0x4c, "CP_SET_BIN", 0x7 },
	{ 0x4d, "CP_SCRATCH_TO_REG", 0x7 },
	{ 0x4e, "CP_DRAW_PRED_SET", 0x7 },
	{ 0x4f, "CP_MEM_WRITE_CNTR", 0x7 },
	{ 0x50, "CP_SET_BIN_MASK", 0x7 },
	{ 0x51, "CP_SET_BIN_SELECT", 0x7 },
	{ 0x52, "CP_WAIT_REG_EQ", 0x7 },
	{ 0x53, "CP_WAIT_REG_GTE", 0x7 },
	{ 0x55, "IN_INCR_UPDT_STATE", 0x1 },
	{ 0x56, "IN_INCR_UPDT_CONST", 0x1 },
	{ 0x57, "IN_INCR_UPDT_INSTR", 0x1 },
	{ 0x58, "CP_EVENT_WRITE_SHD", 0x7 },
	{ 0x59, "CP_EVENT_WRITE_CFL", 0x7 },
	{ 0x5b, "CP_EVENT_WRITE_ZPD", 0x7 },
	{ 0x5c, "CP_WAIT_UNTIL_READ", 0x7 },
	{ 0x5d, "CP_WAIT_IB_PFD_COMPLETE", 0x7 },
	{ 0x5e, "CP_CONTEXT_UPDATE", 0x7 },
	{ 0x5f, "CP_SET_PROTECTED_MODE", 0x7 },
	{ 0x66, "CP_SET_SECURE_MODE", 0x7 },
	{ 0x6f, "CP_BOOTSTRAP_UCODE", 0x7 },
	{ 0x71, "CP_TEST_TWO_MEMS", 0x7 },
	{ 0x73, "CP_MEM_TO_MEM", 0x4 },
	{ 0x74, "CP_WIDE_REG_WRITE", 0x4 },
	{ 0x78, "CP_REG_WR_NO_CTXT", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_pm4_type3_packets = {
	"adreno_pm4_type3_packets", ev_adreno_pm4_type3_packets, 78
};

static const struct regdb_enum_value ev_adreno_rb_blend_factor[] = {
	{ 0x0, "FACTOR_ZERO", 0x7 },
	{ 0x1, "FACTOR_ONE", 0x7 },
	{ 0x4, "FACTOR_SRC_COLOR", 0x7 },
	{ 0x5, "FACTOR_ONE_MINUS_SRC_COLOR", 0x7 },
	{ 0x6, "FACTOR_SRC_ALPHA", 0x7 },
	{ 0x7, "FACTOR_ONE_MINUS_SRC_ALPHA", 0x7 },
	{ 0x8, "FACTOR_DST_COLOR", 0x7 },
	{ 0x9, "FACTOR_ONE_MINUS_DST_COLOR", 0x7 },
	{ 0xa, "FACTOR_DST_ALPHA", 0x7 },
	{ 0xb, "FACTOR_ONE_MINUS_DST_ALPHA", 0x7 },
	{ 0xc, "FACTOR_CONSTANT_COLOR", 0x7 },
	{ 0xd, "FACTOR_ONE_MINUS_CONSTANT_COLOR", 0x7 },
	{ 0xe, "FACTOR_CONSTANT_ALPHA", 0x7 },
	{ 0xf, "FACTOR_ONE_MINUS_CONSTANT_ALPHA", 0x7 },
	{ 0x10, "FACTOR_SRC_ALPHA_SATURATE", 0x7 },
	{ 0x14, "FACTOR_SRC1_COLOR", 0x7 },
	{ 0x15, "FACTOR_ONE_MINUS_SRC1_COLOR", 0x7 },
	{ 0x16, "FACTOR_SRC1_ALPHA", 0x7 },
	{ 0x17, "FACTOR_ONE_MINUS_SRC1_ALPHA", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_rb_blend_factor = {
	"adreno_rb_blend_factor", ev_adreno_rb_blend_factor, 19
};

static const struct regdb_enum_value ev_adreno_rb_copy_control_mode[] = {
	{ 0x1, "RB_COPY_RESOLVE", 0x7 },
	{ 0x2, "RB_COPY_CLEAR", 0x7 },
	{ 0x5, "RB_COPY_DEPTH_STENCIL", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_rb_copy_control_mode = {
	"adreno_rb_copy_control_mode", ev_adreno_rb_copy_control_mode, 3
};

static const struct regdb_enum_value ev_adreno_rb_depth_format[] = {
	{ 0x0, "DEPTHX_16", 0x7 },
	{ 0x1, "DEPTHX_24_8", 0x7 },
	{ 0x2, "DEPTHX_32", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_rb_depth_format = {
	"adreno_rb_depth_format", ev_adreno_rb_depth_format, 3
};

static const struct regdb_enum_value ev_adreno_rb_dither_mode[] = {
	{ 0x0, "DITHER_DISABLE", 0x7 },
	{ 0x1, "DITHER_ALWAYS", 0x7 },
	{ 0x2, "DITHER_IF_ALPHA_OFF", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_rb_dither_mode = {
	"adreno_rb_dither_mode", ev_adreno_rb_dither_mode, 3
};

static const struct regdb_enum_value ev_adreno_rb_surface_endian[] = {
	{ 0x0, "ENDIAN_NONE", 0x7 },
	{ 0x1, "ENDIAN_8IN16", 0x7 },
	{ 0x2, "ENDIAN_8IN32", 0x7 },
	{ 0x3, "ENDIAN_16IN32", 0x7 },
	{ 0x4, "ENDIAN_8IN64", 0x7 },
	{ 0x5, "ENDIAN_8IN128", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_rb_surface_endian = {
	"adreno_rb_surface_endian", ev_adreno_rb_surface_endian, 6
};

static const struct regdb_enum_value ev_adreno_state_block[] = {
	{ 0x0, "SB_VERT_TEX", 0x7 },
	{ 0x1, "SB_VERT_MIPADDR", 0x7 },
	{ 0x2, "SB_FRAG_TEX", 0x7 },
	{ 0x3, "SB_FRAG_MIPADDR", 0x7 },
	{ 0x4, "SB_VERT_SHADER", 0x7 },
	{ 0x5, "SB_GEOM_SHADER", 0x7 },
	{ 0x6, "SB_FRAG_SHADER", 0x7 },
	{ 0x7, "SB_COMPUTE_SHADER", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_state_block = {
	"adreno_state_block", ev_adreno_state_block, 8
};

static const struct regdb_enum_value ev_adreno_state_src[] = {
	{ 0x0, "SS_DIRECT", 0x7 },
	{ 0x2, "SS_INVALID_ALL_IC", 0x7 },
	{ 0x3, "SS_INVALID_PART_IC", 0x7 },
	{ 0x4, "SS_INDIRECT", 0x7 },
	{ 0x5, "SS_INDIRECT_TCM", 0x7 },
	{ 0x6, "SS_INDIRECT_STM", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_state_src = {
	"adreno_state_src", ev_adreno_state_src, 6
};

static const struct regdb_enum_value ev_adreno_state_type[] = {
	{ 0x0, "ST_SHADER", 0x7 },
	{ 0x1, "ST_CONSTANTS", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_state_type = {
	"adreno_state_type", ev_adreno_state_type, 2
};

static const struct regdb_enum_value ev_adreno_stencil_op[] = {
	{ 0x0, "STENCIL_KEEP", 0x7 },
	{ 0x1, "STENCIL_ZERO", 0x7 },
	{ 0x2, "STENCIL_REPLACE", 0x7 },
	{ 0x3, "STENCIL_INCR_CLAMP", 0x7 },
	{ 0x4, "STENCIL_DECR_CLAMP", 0x7 },
	{ 0x5, "STENCIL_INVERT", 0x7 },
	{ 0x6, "STENCIL_INCR_WRAP", 0x7 },
	{ 0x7, "STENCIL_DECR_WRAP", 0x7 },
};
const struct regdb_enum regdb_enum_adreno_stencil_op = {
	"adreno_stencil_op", ev_adreno_stencil_op, 8
};

static const struct regdb_enum_value ev_cp_cond_function[] = {
	{ 0x0, "WRITE_ALWAYS", 0x7 },
	{ 0x1, "WRITE_LT", 0x7 },
	{ 0x2, "WRITE_LE", 0x7 },
	{ 0x3, "WRITE_EQ", 0x7 },
	{ 0x4, "WRITE_NE", 0x7 },
	{ 0x5, "WRITE_GE", 0x7 },
	{ 0x6, "WRITE_GT", 0x7 },
};
const struct regdb_enum regdb_enum_cp_cond_function = {
	"cp_cond_function", ev_cp_cond_function, 7
};

static const struct regdb_enum_value ev_pc_di_index_size[] = {
	{ 0x0, "INDEX_SIZE_IGN", 0x7 },
	{ 0x0, "INDEX_SIZE_16_BIT", 0x7 },
	{ 0x1, "INDEX_SIZE_32_BIT", 0x7 },
	{ 0x2, "INDEX_SIZE_8_BIT", 0x7 },
};
const struct regdb_enum regdb_enum_pc_di_index_size = {
	"pc_di_index_size", ev_pc_di_index_size, 4
};

static const struct regdb_enum_value ev_pc_di_primtype[] = {
	{ 0x0, "DI_PT_NONE", 0x7 },
	{ 0x1, "DI_PT_POINTLIST_PSIZE", 0x7 },
	{ 0x2, "DI_PT_LINELIST", 0x7 },
	{ 0x3, "DI_PT_LINESTRIP", 0x7 },
	{ 0x4, "DI_PT_TRILIST", 0x7 },
	{ 0x5, "DI_PT_TRIFAN", 0x7 },
	{ 0x6, "DI_PT_TRISTRIP", 0x7 },
	{ 0x7, "DI_PT_LINELOOP", 0x7 },
	{ 0x8, "DI_PT_RECTLIST", 0x7 },
	{ 0x9, "DI_PT_POINTLIST", 0x7 },
	{ 0xa, "DI_PT_LINE_ADJ", 0x7 },
	{ 0xb, "DI_PT_LINESTRIP_ADJ", 0x7 },
	{ 0xc, "DI_PT_TRI_ADJ", 0x7 },
	{ 0xd, "DI_PT_TRISTRIP_ADJ", 0x7 },
};
const struct regdb_enum regdb_enum_pc_di_primtype = {
	"pc_di_primtype", ev_pc_di_primtype, 14
};

static const struct regdb_enum_value ev_pc_di_src_sel[] = {
	{ 0x0, "DI_SRC_SEL_DMA", 0x7 },
	{ 0x1, "DI_SRC_SEL_IMMEDIATE", 0x7 },
	{ 0x2, "DI_SRC_SEL_AUTO_INDEX", 0x7 },
	{ 0x3, "DI_SRC_SEL_RESERVED", 0x7 },
};
const struct regdb_enum regdb_enum_pc_di_src_sel = {
	"pc_di_src_sel", ev_pc_di_src_sel, 4
};

static const struct regdb_enum_value ev_pc_di_vis_cull_mode[] = {
	{ 0x0, "IGNORE_VISIBILITY", 0x7 },
	{ 0x1, "USE_VISIBILITY", 0x7 },
};
const struct regdb_enum regdb_enum_pc_di_vis_cull_mode = {
	"pc_di_vis_cull_mode", ev_pc_di_vis_cull_mode, 2
};

static const struct regdb_enum_value ev_poll_memory_type[] = {
	{ 0x0, "POLL_REGISTER", 0x7 },
	{ 0x1, "POLL_MEMORY", 0x7 },
};
const struct regdb_enum regdb_enum_poll_memory_type = {
	"poll_memory_type", ev_poll_memory_type, 2
};

static const struct regdb_enum_value ev_vgt_event_type[] = {
	{ 0x0, "VS_DEALLOC", 0x7 },
	{ 0x1, "PS_DEALLOC", 0x7 },
	{ 0x2, "VS_DONE_TS", 0x7 },
	{ 0x3, "PS_DONE_TS", 0x7 },
	{ 0x4, "CACHE_FLUSH_TS", 0x7 },
	{ 0x5, "CONTEXT_DONE", 0x7 },
	{ 0x6, "CACHE_FLUSH", 0x7 },
	{ 0x7, "VIZQUERY_START", 0x1 },
	{ 0x7, "HLSQ_FLUSH", 0x6 },
	{ 0x8, "VIZQUERY_END", 0x1 },
	{ 0x9, "SC_WAIT_WC", 0x1 },
	{ 0xd, "RST_PIX_CNT", 0x7 },
	{ 0xe, "RST_VTX_CNT", 0x7 },
	{ 0xf, "TILE_FLUSH", 0x7 },
	{ 0x10, "STAT_EVENT", 0x7 },
	{ 0x14, "CACHE_FLUSH_AND_INV_TS_EVENT", 0x7 },
	{ 0x15, "ZPASS_DONE", 0x7 },
	{ 0x16, "CACHE_FLUSH_AND_INV_EVENT", 0x1 },
	{ 0x16, "RB_DONE_TS", 0x6 },
	{ 0x17, "PERFCOUNTER_START", 0x7 },
	{ 0x18, "PERFCOUNTER_STOP", 0x7 },
	{ 0x1b, "VS_FETCH_DONE", 0x7 },
	{ 0x1c, "FACENESS_FLUSH", 0x7 },
};
const struct regdb_enum regdb_enum_vgt_event_type = {
	"vgt_event_type", ev_vgt_event_type, 23
};

const struct regdb_enum *const regdb_enums[] = {
	&regdb_enum_a3xx_cache_opcode,
	&regdb_enum_a3xx_color_fmt,
	&regdb_enum_a3xx_color_swap,
	&regdb_enum_a3xx_instrbuffermode,
	&regdb_enum_a3xx_intp_mode,
	&regdb_enum_a3xx_msaa_samples,
	&regdb_enum_a3xx_rb_blend_opcode,
	&regdb_enum_a3xx_render_mode,
	&regdb_enum_a3xx_repl_mode,
	&regdb_enum_a3xx_rop_code,
	&regdb_enum_a3xx_tex_aniso,
	&regdb_enum_a3xx_tex_clamp,
	&regdb_enum_a3xx_tex_filter,
	&regdb_enum_a3xx_tex_fmt,
	&regdb_enum_a3xx_tex_msaa,
	&regdb_enum_a3xx_tex_swiz,
	&regdb_enum_a3xx_tex_type,
	&regdb_enum_a3xx_threadmode,
	&regdb_enum_a3xx_threadsize,
	&regdb_enum_a3xx_tile_mode,
	&regdb_enum_a3xx_vtx_fmt,
	&regdb_enum_a4xx_color_fmt,
	&regdb_enum_a4xx_depth_format,
	&regdb_enum_a4xx_index_size,
	&regdb_enum_a4xx_state_block,
	&regdb_enum_a4xx_state_src,
	&regdb_enum_a4xx_state_type,
	&regdb_enum_a4xx_tess_spacing,
	&regdb_enum_a4xx_tex_aniso,
	&regdb_enum_a4xx_tex_clamp,
	&regdb_enum_a4xx_tex_filter,
	&regdb_enum_a4xx_tex_fmt,
	&regdb_enum_a4xx_tex_swiz,
	&regdb_enum_a4xx_tex_type,
	&regdb_enum_a4xx_tile_mode,
	&regdb_enum_a4xx_vtx_fmt,
	&regdb_enum_adreno_compare_func,
	&regdb_enum_adreno_mmu_clnt_beh,
	&regdb_enum_adreno_pa_su_sc_draw,
	&regdb_enum_adreno_pm4_packet_type,
	&regdb_enum_adreno_pm4_type3_packets,
	&regdb_enum_adreno_rb_blend_factor,
	&regdb_enum_adreno_rb_copy_control_mode,
	&regdb_enum_adreno_rb_depth_format,
	&regdb_enum_adreno_rb_dither_mode,
	&regdb_enum_adreno_rb_surface_endian,
	&regdb_enum_adreno_state_block,
	&regdb_enum_adreno_state_src,
	&regdb_enum_adreno_state_type,
	&regdb_enum_adreno_stencil_op,
	&regdb_enum_cp_cond_function,
	&regdb_enum_pc_di_index_size,
	&regdb_enum_pc_di_primtype,
	&regdb_enum_pc_di_src_sel,
	&regdb_enum_pc_di_vis_cull_mode,
	&regdb_enum_poll_memory_type,
	&regdb_enum_vgt_event_type,
};
const unsigned int regdb_nr_enums = 57;

static const struct regdb_field f_A2XX_MH_MMU_CONFIG[] = {
	{ "MMU_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SPLIT_MODE_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_W_CLNT_BEHAVIOR", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_W_CLNT_BEHAVIOR", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_R0_CLNT_BEHAVIOR", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_R1_CLNT_BEHAVIOR", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_R2_CLNT_BEHAVIOR", 12, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_R3_CLNT_BEHAVIOR", 14, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "CP_R4_CLNT_BEHAVIOR", 16, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "VGT_R0_CLNT_BEHAVIOR", 18, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "VGT_R1_CLNT_BEHAVIOR", 20, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "TC_R_CLNT_BEHAVIOR", 22, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
	{ "PA_W_CLNT_BEHAVIOR", 24, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_mmu_clnt_beh },
};

static const struct regdb_field f_A2XX_MH_MMU_VA_RANGE[] = {
	{ "NUM_64KB_REGIONS", 0, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "VA_BASE", 12, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_MH_MMU_PAGE_FAULT[] = {
	{ "PAGE_FAULT", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "OP_TYPE_WRITE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "REQ_VA", 12, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_MH_MMU_INVALIDATE[] = {
	{ "INVALIDATE_ALL", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INVALIDATE_TC", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RBBM_INT_CNTL[] = {
	{ "RDERR_INT_MASK", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DISPLAY_UPDATE_INT_MASK", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GUI_IDLE_INT_MASK", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_MASTER_INT_SIGNAL[] = {
	{ "MH_INT_STAT", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SQ_INT_STAT", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_INT_STAT", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_INT_STAT", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RBBM_STATUS[] = {
	{ "CMDFIFO_AVAIL", 0, 4, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "TC_BUSY", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HIRQ_PENDING", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CPRQ_PENDING", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CFRQ_PENDING", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PFRQ_PENDING", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VGT_BUSY_NO_DMA", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_WU_BUSY", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_NRT_BUSY", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MH_BUSY", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MH_COHERENCY_BUSY", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SX_BUSY", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TPC_BUSY", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SC_CNTX_BUSY", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PA_BUSY", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VGT_BUSY", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SQ_CNTX17_BUSY", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SQ_CNTX0_BUSY", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_CNTX_BUSY", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GUI_ACTIVE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_MH_ARBITER_CONFIG[] = {
	{ "SAME_PAGE_LIMIT", 0, 5, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SAME_PAGE_GRANULARITY", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "L1_ARB_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "L1_ARB_HOLD_ENABLE", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "L2_ARB_CONTROL", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PAGE_SIZE", 10, 12, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "TC_REORDER_ENABLE", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TC_ARB_HOLD_ENABLE", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IN_FLIGHT_LIMIT_ENABLE", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IN_FLIGHT_LIMIT", 16, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CP_CLNT_ENABLE", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VGT_CLNT_ENABLE", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TC_CLNT_ENABLE", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_CLNT_ENABLE", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PA_CLNT_ENABLE", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a2xx_mh_int[] = {
	{ "AXI_READ_ERROR", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "AXI_WRITE_ERROR", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MMU_PAGE_FAULT", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_A220_VSC_BIN_SIZE[] = {
	{ "WIDTH", 0, 4, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "HEIGHT", 5, 9, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_SQ_GPR_MANAGEMENT[] = {
	{ "REG_DYNAMIC", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "REG_SIZE_PIX", 4, 10, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "REG_SIZE_VTX", 12, 18, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_SQ_INST_STORE_MANAGMENT[] = {
	{ "INST_BASE_PIX", 0, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INST_BASE_VTX", 16, 27, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_TC_CNTL_STATUS[] = {
	{ "L2_INVALIDATE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_SURFACE_INFO[] = {
	{ "SURFACE_PITCH", 0, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MSAA_SAMPLES", 14, 15, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_COLOR_INFO[] = {
	{ "FORMAT", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "ROUND_MODE", 4, 5, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LINEAR", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ENDIAN", 7, 8, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWAP", 9, 10, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BASE", 12, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_DEPTH_INFO[] = {
	{ "DEPTH_FORMAT", 0, 0, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_depth_format },
	{ "DEPTH_BASE", 12, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_bitset_adreno_reg_xy[] = {
	{ "X", 0, 14, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y", 16, 30, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WINDOW_OFFSET_DISABLE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_PA_SC_WINDOW_OFFSET[] = {
	{ "X", 0, 14, REGDB_T_INT, 0, 0, (void *)0 },
	{ "Y", 16, 30, REGDB_T_INT, 0, 0, (void *)0 },
	{ "DISABLE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_COLOR_MASK[] = {
	{ "WRITE_RED", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_GREEN", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_BLUE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_ALPHA", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_SQ_PS_PROGRAM[] = {
	{ "BASE", 0, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SIZE", 12, 23, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_SQ_VS_PROGRAM[] = {
	{ "BASE", 0, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SIZE", 12, 23, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_vgt_draw_initiator[] = {
	{ "PRIM_TYPE", 0, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_primtype },
	{ "SOURCE_SELECT", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_src_sel },
	{ "VIS_CULL", 9, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_vis_cull_mode },
	{ "INDEX_SIZE", 11, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_index_size },
	{ "NOT_EOP", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SMALL_INDEX", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PRE_DRAW_INITIATOR_ENABLE", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "NUM_INSTANCES", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_DEPTHCONTROL[] = {
	{ "STENCIL_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_WRITE_ENABLE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "EARLY_Z_ENABLE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZFUNC", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "BACKFACE_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCILFUNC", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "STENCILFAIL", 11, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "STENCILZPASS", 14, 16, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "STENCILZFAIL", 17, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "STENCILFUNC_BF", 20, 22, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "STENCILFAIL_BF", 23, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "STENCILZPASS_BF", 26, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "STENCILZFAIL_BF", 29, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
};

static const struct regdb_field f_A2XX_RB_MODECONTROL[] = {
	{ "EDRAM_MODE", 0, 2, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_CLEAR_COLOR[] = {
	{ "RED", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "GREEN", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "BLUE", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ALPHA", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_COPY_CONTROL[] = {
	{ "COPY_SAMPLE_SELECT", 0, 2, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DEPTH_CLEAR_ENABLE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CLEAR_MASK", 4, 7, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_COPY_DEST_INFO[] = {
	{ "DEST_ENDIAN", 0, 2, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_surface_endian },
	{ "LINEAR", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FORMAT", 4, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWAP", 8, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DITHER_MODE", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_dither_mode },
	{ "DITHER_TYPE", 12, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WRITE_RED", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_GREEN", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_BLUE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_ALPHA", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A2XX_RB_COPY_DEST_OFFSET[] = {
	{ "X", 0, 12, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y", 13, 25, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_adreno_cp_rb_cntl[] = {
	{ "BUFSZ", 0, 5, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "BLKSZ", 8, 13, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "BUF_SWAP", 16, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "POLL_EN", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "NO_UPDATE", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RPTR_WR_EN", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_RB_RPTR_ADDR[] = {
	{ "SWAP", 0, 1, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "ADDR", 2, 31, REGDB_T_HEX, 2, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_QUEUE_THRESHOLDS[] = {
	{ "CSQ_IB1_START", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CSQ_IB2_START", 8, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CSQ_ST_START", 16, 19, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_MEQ_THRESHOLDS[] = {
	{ "MEQ_END", 16, 20, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "ROQ_END", 24, 28, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_CSQ_AVAIL[] = {
	{ "RING", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "IB1", 8, 14, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "IB2", 16, 22, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_STQ_AVAIL[] = {
	{ "ST", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_MEQ_AVAIL[] = {
	{ "MEQ", 0, 4, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_SCRATCH_UMSK[] = {
	{ "UMSK", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWAP", 16, 17, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_INT_CNTL[] = {
	{ "SW_INT_MASK", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "T0_PACKET_IN_IB_MASK", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "OPCODE_ERROR_MASK", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PROTECTED_MODE_ERROR_MASK", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RESERVED_BIT_ERROR_MASK", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB_ERROR_MASK", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB2_INT_MASK", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB1_INT_MASK", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_INT_MASK", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_adreno_cp_int[] = {
	{ "SW_INT", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "T0_PACKET_IN_IB", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "OPCODE_ERROR", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PROTECTED_MODE_ERROR", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RESERVED_BIT_ERROR", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB_ERROR", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB2_INT", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB1_INT", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_INT", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_ME_CNTL[] = {
	{ "HALT", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BUSY", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_DEBUG[] = {
	{ "PREDICATE_DISABLE", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PROG_END_PTR_ENABLE", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIU_128BIT_WRITE_ENABLE", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PREFETCH_PASS_NOPS", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DYNAMIC_CLK_DISABLE", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PREFETCH_MATCH_DISABLE", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SIMPLE_ME_FLOW_CONTROL", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIU_WRITE_PACK_DISABLE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_CSQ_RB_STAT[] = {
	{ "RPTR", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WPTR", 16, 22, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_CSQ_IB1_STAT[] = {
	{ "RPTR", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WPTR", 16, 22, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_CSQ_IB2_STAT[] = {
	{ "RPTR", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WPTR", 16, 22, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_AXXX_CP_STAT[] = {
	{ "MIU_WR_BUSY", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIU_RD_REQ_BUSY", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIU_RD_RETURN_BUSY", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBIU_BUSY", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RCIU_BUSY", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CSF_RING_BUSY", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CSF_INDIRECTS_BUSY", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CSF_INDIRECT2_BUSY", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "EVENT_BUSY", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CSF_ST_BUSY", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CSF_BUSY", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RING_QUEUE_BUSY", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INDIRECTS_QUEUE_BUSY", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INDIRECT2_QUEUE_BUSY", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ST_QUEUE_BUSY", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PFP_BUSY", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MEQ_RING_BUSY", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RCIU_PFP_BUSY", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RCIU_ME_BUSY", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBIU_SCRATCH_BUSY", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_NRT_BUSY", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_3D_BUSY", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIU_WR_C_BUSY", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ME_BUSY", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_EVENT_FIFO_BUSY", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CF_EVENT_FIFO_BUSY", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PS_EVENT_FIFO_BUSY", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VS_EVENT_FIFO_BUSY", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_BUSY", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RBBM_STATUS[] = {
	{ "HI_BUSY", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_ME_BUSY", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_PFP_BUSY", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_NRT_BUSY", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VBIF_BUSY", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TSE_BUSY", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RAS_BUSY", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_BUSY", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PC_DCALL_BUSY", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PC_VSD_BUSY", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VFD_BUSY", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VPC_BUSY", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UCHE_BUSY", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SP_BUSY", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TPL1_BUSY", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MARB_BUSY", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VSC_BUSY", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ARB_BUSY", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HLSQ_BUSY", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GPU_BUSY_NOHC", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GPU_BUSY", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_A3XX_INT0[] = {
	{ "RBBM_GPU_IDLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_AHB_ERROR", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_REG_TIMEOUT", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_ME_MS_TIMEOUT", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_PFP_MS_TIMEOUT", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_ATB_BUS_OVERFLOW", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VFD_ERROR", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_SW_INT", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_T0_PACKET_IN_IB", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_OPCODE_ERROR", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RESERVED_BIT_ERROR", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_HW_FAULT", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_DMA", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_IB2_INT", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_IB1_INT", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RB_INT", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_REG_PROTECT_FAULT", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RB_DONE_TS", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_VS_DONE_TS", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_PS_DONE_TS", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CACHE_FLUSH_TS", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_AHB_ERROR_HALT", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MISC_HANG_DETECT", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UCHE_OOB_ACCESS", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RBBM_PERFCTR_CTL[] = {
	{ "ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_adreno_cp_protect[] = {
	{ "BASE_ADDR", 0, 16, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "MASK_LEN", 24, 28, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "TRAP_WRITE", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TRAP_READ", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VSC_BIN_SIZE[] = {
	{ "WIDTH", 0, 4, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "HEIGHT", 5, 9, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VSC_PIPE_CONFIG[] = {
	{ "X", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "W", 20, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "H", 24, 27, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VSC_BIN_CONTROL[] = {
	{ "BINNING_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_FRAME_BUFFER_DIMENSION[] = {
	{ "WIDTH", 0, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HEIGHT", 14, 27, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_UCHE_CACHE_INVALIDATE0_REG[] = {
	{ "ADDR", 0, 27, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_UCHE_CACHE_INVALIDATE1_REG[] = {
	{ "ADDR", 0, 27, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "OPCODE", 28, 29, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_cache_opcode },
	{ "ENTIRE_CACHE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_CL_CLIP_CNTL[] = {
	{ "IJ_PERSP_CENTER", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_NON_PERSP_CENTER", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_PERSP_CENTROID", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_NON_PERSP_CENTROID", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CLIP_DISABLE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZFAR_CLIP_DISABLE", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VP_CLIP_CODE_IGNORE", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VP_XFORM_DISABLE", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PERSP_DIVISION_DISABLE", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZERO_GB_SCALE_Z", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZCOORD", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WCOORD", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZCLIP_DISABLE", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "NUM_USER_CLIP_PLANES", 26, 28, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_CL_GB_CLIP_ADJ[] = {
	{ "HORZ", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "VERT", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SU_POINT_MINMAX[] = {
	{ "MIN", 0, 15, REGDB_T_UFIXED, 0, 4, (void *)0 },
	{ "MAX", 16, 31, REGDB_T_UFIXED, 0, 4, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SU_POINT_SIZE[] = {
	{ "VAL", 0, 31, REGDB_T_FIXED, 0, 4, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SU_POLY_OFFSET_SCALE[] = {
	{ "VAL", 0, 23, REGDB_T_FIXED, 0, 20, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SU_POLY_OFFSET_OFFSET[] = {
	{ "VAL", 0, 31, REGDB_T_FIXED, 0, 6, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SU_MODE_CONTROL[] = {
	{ "CULL_FRONT", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CULL_BACK", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FRONT_CW", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "LINEHALFWIDTH", 3, 10, REGDB_T_FIXED, 0, 2, (void *)0 },
	{ "POLY_OFFSET", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_GRAS_SC_CONTROL[] = {
	{ "RENDER_MODE", 4, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_render_mode },
	{ "MSAA_SAMPLES", 8, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_msaa_samples },
	{ "RASTER_MODE", 12, 15, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MODE_CONTROL[] = {
	{ "GMEM_BYPASS", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RENDER_MODE", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_render_mode },
	{ "MRT", 12, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MARB_CACHE_SPLIT_MODE", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PACKER_TIMER_ENABLE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_RENDER_CONTROL[] = {
	{ "DUAL_COLOR_IN_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "YUV_IN_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COV_VALUE_INPUT_ENABLE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FACENESS", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BIN_WIDTH", 4, 11, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "DISABLE_COLOR_PIPE", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ENABLE_GMEM", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "XCOORD", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "YCOORD", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZCOORD", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WCOORD", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "I_CLAMP_ENABLE", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COV_VALUE_OUTPUT_ENABLE", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALPHA_TEST", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALPHA_TEST_FUNC", 24, 26, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "ALPHA_TO_COVERAGE", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALPHA_TO_ONE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MSAA_CONTROL[] = {
	{ "DISABLE", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SAMPLES", 12, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_msaa_samples },
	{ "SAMPLE_MASK", 16, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_ALPHA_REF[] = {
	{ "UINT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MRT_CONTROL[] = {
	{ "READ_DEST_ENABLE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BLEND", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BLEND2", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ROP_CODE", 8, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rop_code },
	{ "DITHER_MODE", 12, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_dither_mode },
	{ "COMPONENT_ENABLE", 24, 27, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MRT_BUF_INFO[] = {
	{ "COLOR_FORMAT", 0, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_fmt },
	{ "COLOR_TILE_MODE", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tile_mode },
	{ "COLOR_SWAP", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "COLOR_SRGB", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COLOR_BUF_PITCH", 17, 31, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MRT_BUF_BASE[] = {
	{ "COLOR_BUF_BASE", 4, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_MRT_BLEND_CONTROL[] = {
	{ "RGB_SRC_FACTOR", 0, 4, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "RGB_BLEND_OPCODE", 5, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rb_blend_opcode },
	{ "RGB_DEST_FACTOR", 8, 12, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "ALPHA_SRC_FACTOR", 16, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "ALPHA_BLEND_OPCODE", 21, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rb_blend_opcode },
	{ "ALPHA_DEST_FACTOR", 24, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "CLAMP_ENABLE", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_BLEND_RED[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_BLEND_GREEN[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_BLEND_BLUE[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_BLEND_ALPHA[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_COPY_CONTROL[] = {
	{ "MSAA_RESOLVE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_msaa_samples },
	{ "DEPTHCLEAR", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MODE", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_copy_control_mode },
	{ "MSAA_SRGB_DOWNSAMPLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FASTCLEAR", 8, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "DEPTH32_RESOLVE", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GMEM_BASE", 14, 31, REGDB_T_HEX, 14, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_COPY_DEST_BASE[] = {
	{ "BASE", 4, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_COPY_DEST_PITCH[] = {
	{ "PITCH", 0, 31, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_COPY_DEST_INFO[] = {
	{ "TILE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tile_mode },
	{ "FORMAT", 2, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_fmt },
	{ "SWAP", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "DITHER_MODE", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_dither_mode },
	{ "COMPONENT_ENABLE", 14, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ENDIAN", 18, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_surface_endian },
};

static const struct regdb_field f_A3XX_RB_DEPTH_CONTROL[] = {
	{ "FRAG_WRITES_Z", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_WRITE_ENABLE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "EARLY_Z_DISABLE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZFUNC", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "Z_CLAMP_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_TEST_ENABLE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_DEPTH_INFO[] = {
	{ "DEPTH_FORMAT", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_depth_format },
	{ "DEPTH_BASE", 11, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_STENCIL_CONTROL[] = {
	{ "STENCIL_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCIL_ENABLE_BF", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCIL_READ", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FUNC", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "FAIL", 11, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZPASS", 14, 16, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZFAIL", 17, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "FUNC_BF", 20, 22, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "FAIL_BF", 23, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZPASS_BF", 26, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZFAIL_BF", 29, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
};

static const struct regdb_field f_A3XX_RB_STENCIL_INFO[] = {
	{ "STENCIL_BASE", 11, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_bitset_adreno_rb_stencilrefmask[] = {
	{ "STENCILREF", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "STENCILMASK", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "STENCILWRITEMASK", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_LRZ_VSC_CONTROL[] = {
	{ "BINNING_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_WINDOW_OFFSET[] = {
	{ "X", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y", 16, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_RB_SAMPLE_COUNT_CONTROL[] = {
	{ "RESET", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COPY", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_PC_VSTREAM_CONTROL[] = {
	{ "SIZE", 16, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "N", 22, 26, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_PC_PRIM_VTX_CNTL[] = {
	{ "STRIDE_IN_VPC", 0, 4, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "POLYMODE_FRONT_PTYPE", 5, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_pa_su_sc_draw },
	{ "POLYMODE_BACK_PTYPE", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_pa_su_sc_draw },
	{ "POLYMODE_ENABLE", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PRIMITIVE_RESTART", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PROVOKING_VTX_LAST", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PSIZE", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_HLSQ_CONTROL_0_REG[] = {
	{ "FSTHREADSIZE", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "FSSUPERTHREADENABLE", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COMPUTEMODE", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SPSHADERRESTART", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RESERVED2", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CYCLETIMEOUTLIMITVPC", 12, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FSONLYTEX", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CHUNKDISABLE", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CONSTMODE", 27, 27, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LAZYUPDATEDISABLE", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SPCONSTFULLUPDATE", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TPFULLUPDATE", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SINGLECONTEXT", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_HLSQ_CONTROL_1_REG[] = {
	{ "VSTHREADSIZE", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "VSSUPERTHREADENABLE", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FRAGCOORDXYREGID", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FRAGCOORDZWREGID", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_HLSQ_CONTROL_2_REG[] = {
	{ "FACENESSREGID", 2, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "COVVALUEREGID", 18, 25, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PRIMALLOCTHRESHOLD", 26, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_HLSQ_CONTROL_3_REG[] = {
	{ "IJPERSPCENTERREGID", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "IJNONPERSPCENTERREGID", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "IJPERSPCENTROIDREGID", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "IJNONPERSPCENTROIDREGID", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a3xx_hlsq_vs_fs_control_reg[] = {
	{ "CONSTLENGTH", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CONSTSTARTOFFSET", 12, 20, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INSTRLENGTH", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a3xx_hlsq_const_vs_fs_presv_range_reg[] = {
	{ "STARTENTRY", 0, 8, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ENDENTRY", 16, 24, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_HLSQ_CL_NDRANGE_0_REG[] = {
	{ "WORKDIM", 0, 1, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZE0", 2, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZE1", 12, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZE2", 22, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VFD_CONTROL_0[] = {
	{ "TOTALATTRTOVS", 0, 17, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PACKETSIZE", 18, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STRMDECINSTRCNT", 22, 26, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STRMFETCHINSTRCNT", 27, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VFD_CONTROL_1[] = {
	{ "MAXSTORAGE", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MAXTHRESHOLD", 4, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MINTHRESHOLD", 8, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "REGID4VTX", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "REGID4INST", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VFD_FETCH_INSTR_0[] = {
	{ "FETCHSIZE", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BUFSTRIDE", 7, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INSTANCED", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWITCHNEXT", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INDEXCODE", 18, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STEPRATE", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VFD_DECODE_INSTR[] = {
	{ "WRITEMASK", 0, 3, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "CONSTFILL", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FORMAT", 6, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_vtx_fmt },
	{ "REGID", 12, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INT", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWAP", 22, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "SHIFTCNT", 24, 28, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LASTCOMPVALID", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWITCHNEXT", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VFD_VS_THREADING_THRESHOLD[] = {
	{ "REGID_THRESHOLD", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "REGID_VTXCNT", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VPC_ATTR[] = {
	{ "TOTALATTR", 0, 8, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PSIZE", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "THRDASSIGN", 12, 27, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LMSIZE", 28, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VPC_PACK[] = {
	{ "NUMFPNONPOSVAR", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "NUMNONPOSVSVAR", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_VPC_VARYING_INTERP_MODE[] = {
	{ "C0", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C1", 2, 3, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C2", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C3", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C4", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C5", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C6", 12, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C7", 14, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C8", 16, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "C9", 18, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CA", 20, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CB", 22, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CC", 24, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CD", 26, 27, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CE", 28, 29, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
	{ "CF", 30, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_intp_mode },
};

static const struct regdb_field f_A3XX_VPC_VARYING_PS_REPL_MODE[] = {
	{ "C0", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C1", 2, 3, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C2", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C3", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C4", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C5", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C6", 12, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C7", 14, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C8", 16, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "C9", 18, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CA", 20, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CB", 22, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CC", 24, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CD", 26, 27, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CE", 28, 29, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
	{ "CF", 30, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_repl_mode },
};

static const struct regdb_field f_A3XX_SP_SP_CTRL_REG[] = {
	{ "RESOLVE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CONSTMODE", 18, 18, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BINNING", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SLEEPMODE", 20, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "L0MODE", 22, 23, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_CTRL_REG0[] = {
	{ "THREADMODE", 0, 0, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadmode },
	{ "INSTRBUFFERMODE", 1, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_instrbuffermode },
	{ "CACHEINVALID", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALUSCHMODE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HALFREGFOOTPRINT", 4, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FULLREGFOOTPRINT", 10, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "THREADSIZE", 20, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "SUPERTHREADMODE", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "LENGTH", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_CTRL_REG1[] = {
	{ "CONSTLENGTH", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CONSTFOOTPRINT", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INITIALOUTSTANDING", 24, 30, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_PARAM_REG[] = {
	{ "POSREGID", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PSIZEREGID", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "POS2DMODE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TOTALVSOUTVAR", 20, 24, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_OUT_REG[] = {
	{ "A_REGID", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "A_HALF", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "A_COMPMASK", 9, 12, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_REGID", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "B_HALF", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "B_COMPMASK", 25, 28, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_VPC_DST_REG[] = {
	{ "OUTLOC0", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC1", 8, 14, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC2", 16, 22, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC3", 24, 30, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_sp_vs_fs_obj_offset_reg[] = {
	{ "FIRSTEXECINSTROFFSET", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_PVT_MEM_PARAM_REG[] = {
	{ "MEMSIZEPERITEM", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HWSTACKOFFSET", 8, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HWSTACKSIZEPERTHREAD", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_VS_PVT_MEM_ADDR_REG[] = {
	{ "BURSTLEN", 0, 4, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SHADERSTARTADDRESS", 5, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a3xx_vs_fs_length_reg[] = {
	{ "SHADERLENGTH", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_CTRL_REG0[] = {
	{ "THREADMODE", 0, 0, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadmode },
	{ "INSTRBUFFERMODE", 1, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_instrbuffermode },
	{ "CACHEINVALID", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALUSCHMODE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HALFREGFOOTPRINT", 4, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FULLREGFOOTPRINT", 10, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FSBYPASSENABLE", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INOUTREGOVERLAP", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "OUTORDERED", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "THREADSIZE", 20, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "SUPERTHREADMODE", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PIXLODENABLE", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COMPUTEMODE", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "LENGTH", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_CTRL_REG1[] = {
	{ "CONSTLENGTH", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CONSTFOOTPRINT", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INITIALOUTSTANDING", 20, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HALFPRECVAROFFSET", 24, 30, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_PVT_MEM_PARAM_REG[] = {
	{ "MEMSIZEPERITEM", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HWSTACKOFFSET", 8, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HWSTACKSIZEPERTHREAD", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_PVT_MEM_ADDR_REG[] = {
	{ "BURSTLEN", 0, 4, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SHADERSTARTADDRESS", 5, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_OUTPUT_REG[] = {
	{ "MRT", 0, 1, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DEPTH_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DEPTH_REGID", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_MRT_REG[] = {
	{ "REGID", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HALF_PRECISION", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SINT", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UINT", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_SP_FS_IMAGE_OUTPUT_REG[] = {
	{ "MRTFORMAT", 0, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_fmt },
};

static const struct regdb_field f_bitset_a3xx_tpl1_tp_vs_fs_tex_offset[] = {
	{ "SAMPLEROFFSET", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MEMOBJOFFSET", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BASETABLEPTR", 16, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a3xx_vbif_perf_cnt[] = {
	{ "CNT0", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CNT1", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PWRCNT0", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PWRCNT1", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PWRCNT2", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_A4XX_INT0[] = {
	{ "RBBM_GPU_IDLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_AHB_ERROR", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_REG_TIMEOUT", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_ME_MS_TIMEOUT", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_PFP_MS_TIMEOUT", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RBBM_ATB_BUS_OVERFLOW", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VFD_ERROR", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_SW_INT", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_T0_PACKET_IN_IB", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_OPCODE_ERROR", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RESERVED_BIT_ERROR", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_HW_FAULT", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_DMA", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_IB2_INT", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_IB1_INT", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RB_INT", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_REG_PROTECT_FAULT", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_RB_DONE_TS", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_VS_DONE_TS", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_PS_DONE_TS", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CACHE_FLUSH_TS", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_AHB_ERROR_HALT", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MISC_HANG_DETECT", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UCHE_OOB_ACCESS", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RBBM_STATUS[] = {
	{ "HI_BUSY", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_ME_BUSY", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_PFP_BUSY", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CP_NRT_BUSY", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VBIF_BUSY", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TSE_BUSY", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RAS_BUSY", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB_BUSY", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PC_DCALL_BUSY", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PC_VSD_BUSY", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VFD_BUSY", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VPC_BUSY", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UCHE_BUSY", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SP_BUSY", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TPL1_BUSY", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MARB_BUSY", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VSC_BUSY", 27, 27, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ARB_BUSY", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HLSQ_BUSY", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GPU_BUSY_NOHC", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GPU_BUSY", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RBBM_POWER_STATUS[] = {
	{ "SP_TP_PWR_ON", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VSC_BIN_SIZE[] = {
	{ "WIDTH", 0, 4, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "HEIGHT", 5, 9, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VSC_PIPE_CONFIG_REG[] = {
	{ "X", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "W", 20, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "H", 24, 27, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_FRAME_BUFFER_DIMENSION[] = {
	{ "WIDTH", 0, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HEIGHT", 16, 29, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_BINNING_COMMAND[] = {
	{ "BINNING_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_CL_CLIP_CNTL[] = {
	{ "CLIP_DISABLE", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZNEAR_CLIP_DISABLE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZFAR_CLIP_DISABLE", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZERO_GB_SCALE_Z", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_CNTL[] = {
	{ "IJ_PERSP", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_LINEAR", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_CL_GB_CLIP_ADJ[] = {
	{ "HORZ", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "VERT", 10, 19, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_SU_POINT_MINMAX[] = {
	{ "MIN", 0, 15, REGDB_T_UFIXED, 0, 4, (void *)0 },
	{ "MAX", 16, 31, REGDB_T_UFIXED, 0, 4, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_ALPHA_CONTROL[] = {
	{ "ALPHA_TEST_ENABLE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FORCE_FRAGZ_TO_FS", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_DEPTH_CONTROL[] = {
	{ "FORMAT", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_depth_format },
};

static const struct regdb_field f_A4XX_GRAS_SU_MODE_CONTROL[] = {
	{ "CULL_FRONT", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CULL_BACK", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FRONT_CW", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "LINEHALFWIDTH", 3, 10, REGDB_T_FIXED, 0, 2, (void *)0 },
	{ "POLY_OFFSET", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MSAA_ENABLE", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RENDERING_PASS", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_GRAS_SC_CONTROL[] = {
	{ "RENDER_MODE", 2, 3, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_render_mode },
	{ "MSAA_SAMPLES", 7, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MSAA_DISABLE", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RASTER_MODE", 12, 15, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MODE_CONTROL[] = {
	{ "WIDTH", 0, 5, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "HEIGHT", 8, 13, REGDB_T_UINT, 5, 0, (void *)0 },
	{ "ENABLE_GMEM", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_RENDER_CONTROL[] = {
	{ "BINNING_PASS", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DISABLE_COLOR_PIPE", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MSAA_CONTROL[] = {
	{ "DISABLE", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SAMPLES", 13, 15, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_RENDER_CONTROL2[] = {
	{ "COORD_MASK", 0, 3, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SAMPLEMASK", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FACENESS", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SAMPLEID", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MSAA_SAMPLES", 7, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SAMPLEID_HR", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_PERSP_PIXEL", 12, 12, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_PERSP_CENTROID", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IJ_PERSP_SAMPLE", 14, 14, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SIZE", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MRT_CONTROL[] = {
	{ "READ_DEST_ENABLE", 3, 3, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BLEND", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "BLEND2", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ROP_ENABLE", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ROP_CODE", 8, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rop_code },
	{ "COMPONENT_ENABLE", 24, 27, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MRT_BUF_INFO[] = {
	{ "COLOR_FORMAT", 0, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_color_fmt },
	{ "COLOR_TILE_MODE", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tile_mode },
	{ "DITHER_MODE", 9, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_dither_mode },
	{ "COLOR_SWAP", 11, 12, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "COLOR_SRGB", 13, 13, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COLOR_BUF_PITCH", 14, 31, REGDB_T_UINT, 4, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MRT_CONTROL3[] = {
	{ "STRIDE", 3, 25, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_MRT_BLEND_CONTROL[] = {
	{ "RGB_SRC_FACTOR", 0, 4, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "RGB_BLEND_OPCODE", 5, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rb_blend_opcode },
	{ "RGB_DEST_FACTOR", 8, 12, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "ALPHA_SRC_FACTOR", 16, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
	{ "ALPHA_BLEND_OPCODE", 21, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_rb_blend_opcode },
	{ "ALPHA_DEST_FACTOR", 24, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_blend_factor },
};

static const struct regdb_field f_A4XX_RB_BLEND_RED[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SINT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_BLEND_GREEN[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SINT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_BLEND_BLUE[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SINT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_BLEND_ALPHA[] = {
	{ "UINT", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SINT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "FLOAT", 16, 31, REGDB_T_FLOAT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_ALPHA_CONTROL[] = {
	{ "ALPHA_REF", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ALPHA_TEST", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ALPHA_TEST_FUNC", 9, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
};

static const struct regdb_field f_A4XX_RB_FS_OUTPUT[] = {
	{ "ENABLE_BLEND", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "INDEPENDENT_BLEND", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SAMPLE_MASK", 16, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_SAMPLE_COUNT_CONTROL[] = {
	{ "COPY", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ADDR", 2, 31, REGDB_T_HEX, 2, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_RENDER_COMPONENTS[] = {
	{ "RT0", 0, 3, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT1", 4, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT2", 8, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT3", 12, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT4", 16, 19, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT5", 20, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT6", 24, 27, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "RT7", 28, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_COPY_CONTROL[] = {
	{ "MSAA_RESOLVE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_msaa_samples },
	{ "MODE", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_copy_control_mode },
	{ "FASTCLEAR", 8, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "GMEM_BASE", 14, 31, REGDB_T_HEX, 14, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_COPY_DEST_BASE[] = {
	{ "BASE", 5, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_COPY_DEST_PITCH[] = {
	{ "PITCH", 0, 31, REGDB_T_UINT, 5, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_COPY_DEST_INFO[] = {
	{ "FORMAT", 2, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_color_fmt },
	{ "SWAP", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "DITHER_MODE", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_dither_mode },
	{ "COMPONENT_ENABLE", 14, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ENDIAN", 18, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_rb_surface_endian },
	{ "TILE", 24, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tile_mode },
};

static const struct regdb_field f_A4XX_RB_FS_OUTPUT_REG[] = {
	{ "MRT", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FRAG_WRITES_Z", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_DEPTH_CONTROL[] = {
	{ "FRAG_WRITES_Z", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_TEST_ENABLE", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_WRITE_ENABLE", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ZFUNC", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "Z_CLAMP_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "EARLY_Z_DISABLE", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FORCE_FRAGZ_TO_FS", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "Z_READ_ENABLE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_DEPTH_INFO[] = {
	{ "DEPTH_FORMAT", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_depth_format },
	{ "DEPTH_BASE", 12, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_STENCIL_CONTROL[] = {
	{ "STENCIL_ENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCIL_ENABLE_BF", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCIL_READ", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FUNC", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "FAIL", 11, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZPASS", 14, 16, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZFAIL", 17, 19, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "FUNC_BF", 20, 22, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "FAIL_BF", 23, 25, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZPASS_BF", 26, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
	{ "ZFAIL_BF", 29, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_stencil_op },
};

static const struct regdb_field f_A4XX_RB_STENCIL_CONTROL2[] = {
	{ "STENCIL_BUFFER", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_RB_STENCIL_INFO[] = {
	{ "SEPARATE_STENCIL", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "STENCIL_BASE", 12, 31, REGDB_T_HEX, 12, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VPC_ATTR[] = {
	{ "TOTALATTR", 0, 8, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PSIZE", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "THRDASSIGN", 12, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "ENABLE", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VPC_PACK[] = {
	{ "NUMBYPASSVAR", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "NUMFPNONPOSVAR", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "NUMNONPOSVSVAR", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_VSTREAM_CONTROL[] = {
	{ "SIZE", 16, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "N", 22, 26, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_PRIM_VTX_CNTL[] = {
	{ "VAROUT", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PRIMITIVE_RESTART", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PROVOKING_VTX_LAST", 25, 25, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PSIZE", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_PRIM_VTX_CNTL2[] = {
	{ "POLYMODE_FRONT_PTYPE", 0, 2, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_pa_su_sc_draw },
	{ "POLYMODE_BACK_PTYPE", 3, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_pa_su_sc_draw },
	{ "POLYMODE_ENABLE", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_GS_PARAM[] = {
	{ "MAX_VERTICES", 0, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INVOCATIONS", 11, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PRIMTYPE", 23, 24, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_pa_su_sc_draw },
	{ "LAYER", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_PC_HS_PARAM[] = {
	{ "VERTICES_OUT", 0, 5, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SPACING", 21, 22, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tess_spacing },
	{ "CW", 23, 23, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CONNECTED", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_CONTROL_0[] = {
	{ "TOTALATTRTOVS", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BYPASSATTROVS", 9, 16, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STRMDECINSTRCNT", 20, 25, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STRMFETCHINSTRCNT", 26, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_CONTROL_1[] = {
	{ "MAXSTORAGE", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "REGID4VTX", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "REGID4INST", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_CONTROL_3[] = {
	{ "REGID_VTXCNT", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "REGID_TESSX", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "REGID_TESSY", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_FETCH_INSTR_0[] = {
	{ "FETCHSIZE", 0, 6, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BUFSTRIDE", 7, 16, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWITCHNEXT", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INSTANCED", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_FETCH_INSTR_2[] = {
	{ "SIZE", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_FETCH_INSTR_3[] = {
	{ "STEPRATE", 0, 8, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VFD_DECODE_INSTR[] = {
	{ "WRITEMASK", 0, 3, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "CONSTFILL", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FORMAT", 6, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_vtx_fmt },
	{ "REGID", 12, 19, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "INT", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWAP", 22, 23, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
	{ "SHIFTCNT", 24, 28, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LASTCOMPVALID", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWITCHNEXT", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_SP_CTRL_REG[] = {
	{ "BINNING_PASS", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_INSTR_CACHE_CTRL[] = {
	{ "VS_BUFFER", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FS_BUFFER", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "INSTR_BUFFER", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a4xx_sp_vs_fs_ctrl_reg0[] = {
	{ "THREADMODE", 0, 0, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadmode },
	{ "VARYING", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CACHEINVALID", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "HALFREGFOOTPRINT", 4, 9, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FULLREGFOOTPRINT", 10, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INOUTREGOVERLAP", 18, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "THREADSIZE", 20, 20, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "SUPERTHREADMODE", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PIXLODENABLE", 22, 22, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_VS_CTRL_REG1[] = {
	{ "CONSTLENGTH", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INITIALOUTSTANDING", 24, 30, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_VS_PARAM_REG[] = {
	{ "POSREGID", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "PSIZEREGID", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "TOTALVSOUTVAR", 20, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_VS_OUT_REG[] = {
	{ "A_REGID", 0, 8, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "A_COMPMASK", 9, 12, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_REGID", 16, 24, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_COMPMASK", 25, 28, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_VS_VPC_DST_REG[] = {
	{ "OUTLOC0", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC1", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC2", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC3", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_VS_OBJ_OFFSET_REG[] = {
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_FS_CTRL_REG1[] = {
	{ "CONSTLENGTH", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FACENESS", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "VARYING", 20, 20, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "FRAGCOORD", 21, 21, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_FS_OBJ_OFFSET_REG[] = {
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_FS_OUTPUT_REG[] = {
	{ "MRT", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DEPTH_ENABLE", 7, 7, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DEPTH_REGID", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SAMPLEMASK_REGID", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_FS_MRT_REG[] = {
	{ "REGID", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "HALF_PRECISION", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COLOR_SINT", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COLOR_UINT", 11, 11, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MRTFORMAT", 12, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_color_fmt },
	{ "COLOR_SRGB", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_HS_OBJ_OFFSET_REG[] = {
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_DS_PARAM_REG[] = {
	{ "POSREGID", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "TOTALGSOUTVAR", 20, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_DS_OUT_REG[] = {
	{ "A_REGID", 0, 8, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "A_COMPMASK", 9, 12, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_REGID", 16, 24, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_COMPMASK", 25, 28, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_DS_VPC_DST_REG[] = {
	{ "OUTLOC0", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC1", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC2", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC3", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_DS_OBJ_OFFSET_REG[] = {
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_GS_PARAM_REG[] = {
	{ "POSREGID", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "PRIMREGID", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "TOTALGSOUTVAR", 20, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_GS_OUT_REG[] = {
	{ "A_REGID", 0, 8, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "A_COMPMASK", 9, 12, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_REGID", 16, 24, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "B_COMPMASK", 25, 28, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_GS_VPC_DST_REG[] = {
	{ "OUTLOC0", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC1", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC2", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "OUTLOC3", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_SP_GS_OBJ_OFFSET_REG[] = {
	{ "CONSTOBJECTOFFSET", 16, 24, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 25, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_TPL1_TP_TEX_COUNT[] = {
	{ "VS", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "HS", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DS", 16, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "GS", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_TPL1_TP_FS_TEX_COUNT[] = {
	{ "FS", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CS", 8, 15, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CONTROL_0_REG[] = {
	{ "FSTHREADSIZE", 4, 4, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "FSSUPERTHREADENABLE", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SPSHADERRESTART", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RESERVED2", 10, 10, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CHUNKDISABLE", 26, 26, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "CONSTMODE", 27, 27, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LAZYUPDATEDISABLE", 28, 28, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SPCONSTFULLUPDATE", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TPFULLUPDATE", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SINGLECONTEXT", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CONTROL_1_REG[] = {
	{ "VSTHREADSIZE", 6, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_threadsize },
	{ "VSSUPERTHREADENABLE", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RESERVED1", 9, 9, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "COORDREGID", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ZWCOORDREGID", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CONTROL_2_REG[] = {
	{ "FACEREGID", 2, 9, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SAMPLEID_REGID", 10, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "SAMPLEMASK_REGID", 18, 25, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "PRIMALLOCTHRESHOLD", 26, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CONTROL_3_REG[] = {
	{ "IJ_PERSP_PIXEL", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "IJ_LINEAR_PIXEL", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "IJ_PERSP_CENTROID", 16, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "IJ_LINEAR_CENTROID", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CONTROL_4_REG[] = {
	{ "IJ_PERSP_SAMPLE", 0, 7, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "IJ_LINEAR_SAMPLE", 8, 15, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_a4xx_xs_control_reg[] = {
	{ "CONSTLENGTH", 0, 7, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "CONSTOBJECTOFFSET", 8, 14, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SSBO_ENABLE", 15, 15, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ENABLED", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SHADEROBJOFFSET", 17, 23, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "INSTRLENGTH", 24, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_NDRANGE_0[] = {
	{ "KERNELDIM", 0, 1, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZEX", 2, 11, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZEY", 12, 21, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LOCALSIZEZ", 22, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_NDRANGE_1[] = {
	{ "SIZE_X", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_NDRANGE_3[] = {
	{ "SIZE_Y", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_NDRANGE_5[] = {
	{ "SIZE_Z", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_CONTROL_0[] = {
	{ "WGIDCONSTID", 0, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "KERNELDIMCONSTID", 12, 23, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "LOCALIDREGID", 24, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_CONTROL_1[] = {
	{ "UNK0CONSTID", 0, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "WORKGROUPSIZECONSTID", 12, 23, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_KERNEL_CONST[] = {
	{ "UNK0CONSTID", 0, 11, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "NUMWGCONSTID", 12, 23, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_HLSQ_CL_WG_OFFSET[] = {
	{ "UNK0CONSTID", 0, 11, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_VBIF_CLKON[] = {
	{ "FORCE_ON_TESTBUS", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_TEX_SAMP_0[] = {
	{ "CLAMPENABLE", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIPFILTER_LINEAR", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "XY_MAG", 2, 3, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_filter },
	{ "XY_MIN", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_filter },
	{ "WRAP_S", 6, 8, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_clamp },
	{ "WRAP_T", 9, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_clamp },
	{ "WRAP_R", 12, 14, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_clamp },
	{ "ANISO", 15, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_aniso },
	{ "COMPARE_FUNC", 20, 22, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "CUBEMAPSEAMLESSFILTOFF", 24, 24, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UNNORM_COORDS", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_TEX_SAMP_1[] = {
	{ "LOD_BIAS", 0, 10, REGDB_T_FIXED, 0, 6, (void *)0 },
	{ "MAX_LOD", 12, 21, REGDB_T_UFIXED, 0, 6, (void *)0 },
	{ "MIN_LOD", 22, 31, REGDB_T_UFIXED, 0, 6, (void *)0 },
};

static const struct regdb_field f_A3XX_TEX_CONST_0[] = {
	{ "TILE_MODE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tile_mode },
	{ "SRGB", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWIZ_X", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_swiz },
	{ "SWIZ_Y", 7, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_swiz },
	{ "SWIZ_Z", 10, 12, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_swiz },
	{ "SWIZ_W", 13, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_swiz },
	{ "MIPLVLS", 16, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "MSAATEX", 20, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_msaa },
	{ "FMT", 22, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_fmt },
	{ "NOCONVERT", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "TYPE", 30, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_tex_type },
};

static const struct regdb_field f_A3XX_TEX_CONST_1[] = {
	{ "HEIGHT", 0, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WIDTH", 14, 27, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PITCHALIGN", 28, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A3XX_TEX_CONST_2[] = {
	{ "INDX", 0, 8, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "PITCH", 12, 29, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWAP", 30, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
};

static const struct regdb_field f_A3XX_TEX_CONST_3[] = {
	{ "LAYERSZ1", 0, 16, REGDB_T_UINT, 12, 0, (void *)0 },
	{ "DEPTH", 17, 27, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "LAYERSZ2", 28, 31, REGDB_T_UINT, 12, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_TEX_SAMP_0[] = {
	{ "MIPFILTER_LINEAR_NEAR", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "XY_MAG", 1, 2, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_filter },
	{ "XY_MIN", 3, 4, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_filter },
	{ "WRAP_S", 5, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_clamp },
	{ "WRAP_T", 8, 10, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_clamp },
	{ "WRAP_R", 11, 13, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_clamp },
	{ "ANISO", 14, 16, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_aniso },
	{ "LOD_BIAS", 19, 31, REGDB_T_FIXED, 0, 8, (void *)0 },
};

static const struct regdb_field f_A4XX_TEX_SAMP_1[] = {
	{ "COMPARE_FUNC", 1, 3, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_compare_func },
	{ "CUBEMAPSEAMLESSFILTOFF", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UNNORM_COORDS", 5, 5, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MIPFILTER_LINEAR_FAR", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "MAX_LOD", 8, 19, REGDB_T_UFIXED, 0, 8, (void *)0 },
	{ "MIN_LOD", 20, 31, REGDB_T_UFIXED, 0, 8, (void *)0 },
};

static const struct regdb_field f_A4XX_TEX_CONST_0[] = {
	{ "TILED", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SRGB", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SWIZ_X", 4, 6, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_swiz },
	{ "SWIZ_Y", 7, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_swiz },
	{ "SWIZ_Z", 10, 12, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_swiz },
	{ "SWIZ_W", 13, 15, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_swiz },
	{ "MIPLVLS", 16, 19, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "FMT", 22, 28, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_fmt },
	{ "TYPE", 29, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_tex_type },
};

static const struct regdb_field f_A4XX_TEX_CONST_1[] = {
	{ "HEIGHT", 0, 14, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "WIDTH", 15, 29, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_TEX_CONST_2[] = {
	{ "PITCHALIGN", 0, 3, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "BUFFER", 6, 6, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "PITCH", 9, 29, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SWAP", 30, 31, REGDB_T_ENUM, 0, 0, &regdb_enum_a3xx_color_swap },
};

static const struct regdb_field f_A4XX_TEX_CONST_3[] = {
	{ "LAYERSZ", 0, 13, REGDB_T_UINT, 12, 0, (void *)0 },
	{ "DEPTH", 18, 30, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_A4XX_TEX_CONST_4[] = {
	{ "LAYERSZ", 0, 3, REGDB_T_UINT, 12, 0, (void *)0 },
	{ "BASE", 5, 31, REGDB_T_HEX, 5, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_0[] = {
	{ "VIZ_QUERY", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_2[] = {
	{ "NUM_INDICES", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_3[] = {
	{ "INDX_BASE", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_4[] = {
	{ "INDX_SIZE", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_bitset_vgt_draw_initiator_a4xx[] = {
	{ "PRIM_TYPE", 0, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_primtype },
	{ "SOURCE_SELECT", 6, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_src_sel },
	{ "VIS_CULL", 8, 9, REGDB_T_ENUM, 0, 0, &regdb_enum_pc_di_vis_cull_mode },
	{ "INDEX_SIZE", 10, 11, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_index_size },
};

static const struct regdb_field f_CP_DRAW_INDX_OFFSET_1[] = {
	{ "NUM_INSTANCES", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_OFFSET_2[] = {
	{ "NUM_INDICES", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_OFFSET_3[] = {
	{ "FIRST_INDX", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_OFFSET_4[] = {
	{ "INDX_BASE", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_OFFSET_5[] = {
	{ "INDX_SIZE", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDIRECT_1[] = {
	{ "INDIRECT", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_INDIRECT_1[] = {
	{ "INDX_BASE", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_INDIRECT_2[] = {
	{ "INDX_SIZE", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_DRAW_INDX_INDIRECT_3[] = {
	{ "INDIRECT", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_MEM_TO_MEM_0[] = {
	{ "NEG_A", 0, 0, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "NEG_B", 1, 1, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "NEG_C", 2, 2, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DOUBLE", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WAIT_FOR_MEM_WRITES", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "UNK31", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_LOAD_STATE_0[] = {
	{ "DST_OFF", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STATE_SRC", 16, 18, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_state_src },
	{ "STATE_BLOCK", 19, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_state_block },
	{ "NUM_UNIT", 22, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_LOAD_STATE_1[] = {
	{ "STATE_TYPE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_adreno_state_type },
	{ "EXT_SRC_ADDR", 2, 31, REGDB_T_HEX, 2, 0, (void *)0 },
};

static const struct regdb_field f_CP_LOAD_STATE4_0[] = {
	{ "DST_OFF", 0, 13, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "STATE_SRC", 16, 17, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_state_src },
	{ "STATE_BLOCK", 18, 21, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_state_block },
	{ "NUM_UNIT", 22, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_LOAD_STATE4_1[] = {
	{ "STATE_TYPE", 0, 1, REGDB_T_ENUM, 0, 0, &regdb_enum_a4xx_state_type },
	{ "EXT_SRC_ADDR", 2, 31, REGDB_T_HEX, 2, 0, (void *)0 },
};

static const struct regdb_field f_CP_INDIRECT_BUFFER_0[] = {
	{ "IB_BASE", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_INDIRECT_BUFFER_1[] = {
	{ "IB_SIZE", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_EVENT_WRITE_0[] = {
	{ "EVENT", 0, 7, REGDB_T_ENUM, 0, 0, &regdb_enum_vgt_event_type },
	{ "TIMESTAMP", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IRQ", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_EVENT_WRITE_1[] = {
	{ "ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_EVENT_WRITE_2[] = {
	{ "DATA", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_INTERRUPT_0[] = {
	{ "IB2", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "IB1", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "RB", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_MEM_WRITE_0[] = {
	{ "ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_TO_MEM_0[] = {
	{ "REG", 0, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "CNT", 18, 29, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "64B", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "ACCUMULATE", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_TO_MEM_1[] = {
	{ "DEST", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_RMW_0[] = {
	{ "DST_REG", 0, 17, REGDB_T_HEX, 0, 0, (void *)0 },
	{ "ROTATE", 24, 28, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "SRC1_ADD", 29, 29, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SRC1_IS_REG", 30, 30, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "SRC0_IS_REG", 31, 31, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_RMW_1[] = {
	{ "SRC0", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_RMW_2[] = {
	{ "SRC1", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_WAIT_REG_MEM_0[] = {
	{ "FUNCTION", 0, 2, REGDB_T_ENUM, 0, 0, &regdb_enum_cp_cond_function },
	{ "POLL", 4, 5, REGDB_T_ENUM, 0, 0, &regdb_enum_poll_memory_type },
};

static const struct regdb_field f_CP_WAIT_REG_MEM_1[] = {
	{ "POLL_ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_WAIT_REG_MEM_2[] = {
	{ "REF", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_WAIT_REG_MEM_3[] = {
	{ "MASK", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_WAIT_REG_MEM_4[] = {
	{ "DELAY_LOOP_CYCLES", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_0[] = {
	{ "FUNCTION", 0, 2, REGDB_T_ENUM, 0, 0, &regdb_enum_cp_cond_function },
	{ "POLL_MEMORY", 4, 4, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "WRITE_MEMORY", 8, 8, REGDB_T_BOOL, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_1[] = {
	{ "POLL_ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_2[] = {
	{ "REF", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_3[] = {
	{ "MASK", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_4[] = {
	{ "WRITE_ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_WRITE_5[] = {
	{ "WRITE_DATA", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_BIN_1[] = {
	{ "X1", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y1", 16, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_BIN_2[] = {
	{ "X2", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "Y2", 16, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_BIN_DATA_0[] = {
	{ "BIN_DATA_ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_BIN_DATA_1[] = {
	{ "BIN_SIZE_ADDRESS", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_REG_WR_NO_CTXT_0[] = {
	{ "REG", 0, 15, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_EXEC_0[] = {
	{ "ADDR0", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_EXEC_1[] = {
	{ "ADDR1", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_EXEC_2[] = {
	{ "REF", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_COND_EXEC_3[] = {
	{ "DWORDS", 0, 31, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_DRAW_STATE_0[] = {
	{ "COUNT", 0, 15, REGDB_T_UINT, 0, 0, (void *)0 },
	{ "DIRTY", 16, 16, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DISABLE", 17, 17, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "DISABLE_ALL_GROUPS", 18, 18, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "LOAD_IMMED", 19, 19, REGDB_T_BOOL, 0, 0, (void *)0 },
	{ "GROUP_ID", 24, 28, REGDB_T_UINT, 0, 0, (void *)0 },
};

static const struct regdb_field f_CP_SET_DRAW_STATE_1[] = {
	{ "ADDR", 0, 31, REGDB_T_HEX, 0, 0, (void *)0 },
};

static const struct regdb_reg regs_a2xx[] = {
	{ 0x0001, "RBBM_PATCH_RELEASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x003b, "RBBM_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x003c, "RBBM_SOFT_RESET", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0040, "MH_MMU_CONFIG", REGDB_T_HEX, (void *)0, f_A2XX_MH_MMU_CONFIG, 13 },
	{ 0x0041, "MH_MMU_VA_RANGE", REGDB_T_HEX, (void *)0, f_A2XX_MH_MMU_VA_RANGE, 2 },
	{ 0x0042, "MH_MMU_PT_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0043, "MH_MMU_PAGE_FAULT", REGDB_T_HEX, (void *)0, f_A2XX_MH_MMU_PAGE_FAULT, 3 },
	{ 0x0044, "MH_MMU_TRAN_ERROR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0045, "MH_MMU_INVALIDATE", REGDB_T_HEX, (void *)0, f_A2XX_MH_MMU_INVALIDATE, 2 },
	{ 0x0046, "MH_MMU_MPU_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0047, "MH_MMU_MPU_END", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x00c0, "CP_PFP_UCODE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x00c1, "CP_PFP_UCODE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c0, "CP_RB_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c1, "CP_RB_CNTL", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_rb_cntl, 6 },
	{ 0x01c3, "CP_RB_RPTR_ADDR", REGDB_T_HEX, (void *)0, f_AXXX_CP_RB_RPTR_ADDR, 2 },
	{ 0x01c4, "CP_RB_RPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x01c5, "CP_RB_WPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x01c6, "CP_RB_WPTR_DELAY", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c7, "CP_RB_RPTR_WR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c8, "CP_RB_WPTR_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01d5, "CP_QUEUE_THRESHOLDS", REGDB_T_HEX, (void *)0, f_AXXX_CP_QUEUE_THRESHOLDS, 3 },
	{ 0x01d6, "CP_MEQ_THRESHOLDS", REGDB_T_HEX, (void *)0, f_AXXX_CP_MEQ_THRESHOLDS, 2 },
	{ 0x01d7, "CP_CSQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_AVAIL, 3 },
	{ 0x01d8, "CP_STQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_STQ_AVAIL, 1 },
	{ 0x01d9, "CP_MEQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_MEQ_AVAIL, 1 },
	{ 0x01dc, "SCRATCH_UMSK", REGDB_T_HEX, (void *)0, f_AXXX_SCRATCH_UMSK, 2 },
	{ 0x01dd, "SCRATCH_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ea, "CP_ME_RDADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ec, "CP_STATE_DEBUG_INDEX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ed, "CP_STATE_DEBUG_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f2, "CP_INT_CNTL", REGDB_T_HEX, (void *)0, f_AXXX_CP_INT_CNTL, 9 },
	{ 0x01f3, "CP_INT_STATUS", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_int, 9 },
	{ 0x01f4, "CP_INT_ACK", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_int, 9 },
	{ 0x01f6, "CP_ME_CNTL", REGDB_T_HEX, (void *)0, f_AXXX_CP_ME_CNTL, 2 },
	{ 0x01f7, "CP_ME_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f8, "CP_ME_RAM_WADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f9, "CP_ME_RAM_RADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01fa, "CP_ME_RAM_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01fc, "CP_DEBUG", REGDB_T_HEX, (void *)0, f_AXXX_CP_DEBUG, 8 },
	{ 0x01fd, "CP_CSQ_RB_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_RB_STAT, 2 },
	{ 0x01fe, "CP_CSQ_IB1_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_IB1_STAT, 2 },
	{ 0x01ff, "CP_CSQ_IB2_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_IB2_STAT, 2 },
	{ 0x0394, "NQWAIT_UNTIL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0395, "RBBM_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0396, "RBBM_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0397, "RBBM_PERFCOUNTER0_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0398, "RBBM_PERFCOUNTER0_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0399, "RBBM_PERFCOUNTER1_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x039a, "RBBM_PERFCOUNTER1_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x039b, "RBBM_DEBUG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x039c, "RBBM_PM_OVERRIDE1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x039d, "RBBM_PM_OVERRIDE2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03a0, "RBBM_DEBUG_OUT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03a1, "RBBM_DEBUG_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03b3, "RBBM_READ_ERROR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03b4, "RBBM_INT_CNTL", REGDB_T_HEX, (void *)0, f_A2XX_RBBM_INT_CNTL, 3 },
	{ 0x03b5, "RBBM_INT_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03b6, "RBBM_INT_ACK", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03b7, "MASTER_INT_SIGNAL", REGDB_T_HEX, (void *)0, f_A2XX_MASTER_INT_SIGNAL, 4 },
	{ 0x03f9, "RBBM_PERIPHID1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x03fa, "RBBM_PERIPHID2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0440, "CP_NON_PREFETCH_CNTRS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0443, "CP_STQ_ST_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0444, "CP_PERFMON_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0445, "CP_PERFCOUNTER_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0446, "CP_PERFCOUNTER_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0447, "CP_PERFCOUNTER_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044d, "CP_ST_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044e, "CP_ST_BUFSZ", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044f, "CP_MEQ_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0452, "CP_MIU_TAG_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0454, "CP_BIN_MASK_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0455, "CP_BIN_MASK_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0456, "CP_BIN_SELECT_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0457, "CP_BIN_SELECT_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0458, "CP_IB1_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0459, "CP_IB1_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x045a, "CP_IB2_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x045b, "CP_IB2_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x047f, "CP_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_STAT, 29 },
	{ 0x0578, "CP_SCRATCH_REG0", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0579, "CP_SCRATCH_REG1", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057a, "CP_SCRATCH_REG2", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057b, "CP_SCRATCH_REG3", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057c, "CP_SCRATCH_REG4", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057d, "CP_SCRATCH_REG5", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057e, "CP_SCRATCH_REG6", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057f, "CP_SCRATCH_REG7", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x05d0, "RBBM_STATUS", REGDB_T_HEX, (void *)0, f_A2XX_RBBM_STATUS, 20 },
	{ 0x0600, "CP_ME_VS_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0601, "CP_ME_VS_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0602, "CP_ME_VS_EVENT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0603, "CP_ME_VS_EVENT_ADDR_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0604, "CP_ME_VS_EVENT_DATA_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0605, "CP_ME_PS_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0606, "CP_ME_PS_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0607, "CP_ME_PS_EVENT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0608, "CP_ME_PS_EVENT_ADDR_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0609, "CP_ME_PS_EVENT_DATA_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060a, "CP_ME_CF_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060b, "CP_ME_CF_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060c, "CP_ME_CF_EVENT_DATA", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x060d, "CP_ME_NRT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060e, "CP_ME_NRT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0612, "CP_ME_VS_FETCH_DONE_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0613, "CP_ME_VS_FETCH_DONE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0614, "CP_ME_VS_FETCH_DONE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0a40, "MH_ARBITER_CONFIG", REGDB_T_HEX, (void *)0, f_A2XX_MH_ARBITER_CONFIG, 15 },
	{ 0x0a42, "MH_INTERRUPT_MASK", REGDB_T_HEX, (void *)0, f_bitset_a2xx_mh_int, 3 },
	{ 0x0a43, "MH_INTERRUPT_STATUS", REGDB_T_HEX, (void *)0, f_bitset_a2xx_mh_int, 3 },
	{ 0x0a44, "MH_INTERRUPT_CLEAR", REGDB_T_HEX, (void *)0, f_bitset_a2xx_mh_int, 3 },
	{ 0x0a54, "MH_CLNT_INTF_CTRL_CONFIG1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0a55, "MH_CLNT_INTF_CTRL_CONFIG2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c01, "A220_VSC_BIN_SIZE", REGDB_T_HEX, (void *)0, f_A2XX_A220_VSC_BIN_SIZE, 2 },
	{ 0x0c06, "VSC_PIPE[0].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c07, "VSC_PIPE[0].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c08, "VSC_PIPE[0].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c09, "VSC_PIPE[1].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0a, "VSC_PIPE[1].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0b, "VSC_PIPE[1].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0c, "VSC_PIPE[2].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0d, "VSC_PIPE[2].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0e, "VSC_PIPE[2].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0f, "VSC_PIPE[3].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c10, "VSC_PIPE[3].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c11, "VSC_PIPE[3].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c12, "VSC_PIPE[4].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c13, "VSC_PIPE[4].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c14, "VSC_PIPE[4].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c15, "VSC_PIPE[5].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c16, "VSC_PIPE[5].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c17, "VSC_PIPE[5].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c18, "VSC_PIPE[6].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c19, "VSC_PIPE[6].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1a, "VSC_PIPE[6].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1b, "VSC_PIPE[7].CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1c, "VSC_PIPE[7].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1d, "VSC_PIPE[7].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d00, "SQ_GPR_MANAGEMENT", REGDB_T_HEX, (void *)0, f_A2XX_SQ_GPR_MANAGEMENT, 3 },
	{ 0x0d01, "SQ_FLOW_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d02, "SQ_INST_STORE_MANAGMENT", REGDB_T_HEX, (void *)0, f_A2XX_SQ_INST_STORE_MANAGMENT, 2 },
	{ 0x0d34, "SQ_INT_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d35, "SQ_INT_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d36, "SQ_INT_ACK", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e00, "TC_CNTL_STATUS", REGDB_T_HEX, (void *)0, f_A2XX_TC_CNTL_STATUS, 1 },
	{ 0x0e1e, "TP0_CHICKEN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f02, "RB_EDRAM_INFO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2000, "RB_SURFACE_INFO", REGDB_T_HEX, (void *)0, f_A2XX_RB_SURFACE_INFO, 2 },
	{ 0x2001, "RB_COLOR_INFO", REGDB_T_HEX, (void *)0, f_A2XX_RB_COLOR_INFO, 6 },
	{ 0x2002, "RB_DEPTH_INFO", REGDB_T_HEX, (void *)0, f_A2XX_RB_DEPTH_INFO, 2 },
	{ 0x200e, "PA_SC_SCREEN_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x200f, "PA_SC_SCREEN_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2080, "PA_SC_WINDOW_OFFSET", REGDB_T_HEX, (void *)0, f_A2XX_PA_SC_WINDOW_OFFSET, 3 },
	{ 0x2081, "PA_SC_WINDOW_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2082, "PA_SC_WINDOW_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2100, "VGT_MAX_VTX_INDX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2104, "RB_COLOR_MASK", REGDB_T_HEX, (void *)0, f_A2XX_RB_COLOR_MASK, 4 },
	{ 0x2180, "SQ_PROGRAM_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21f6, "SQ_PS_PROGRAM", REGDB_T_HEX, (void *)0, f_A2XX_SQ_PS_PROGRAM, 2 },
	{ 0x21f7, "SQ_VS_PROGRAM", REGDB_T_HEX, (void *)0, f_A2XX_SQ_VS_PROGRAM, 2 },
	{ 0x21f9, "VGT_EVENT_INITIATOR", REGDB_T_ENUM, &regdb_enum_vgt_event_type, (void *)0, 0 },
	{ 0x21fc, "VGT_DRAW_INITIATOR", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator, 8 },
	{ 0x21fd, "VGT_IMMED_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2200, "RB_DEPTHCONTROL", REGDB_T_HEX, (void *)0, f_A2XX_RB_DEPTHCONTROL, 14 },
	{ 0x2208, "RB_MODECONTROL", REGDB_T_HEX, (void *)0, f_A2XX_RB_MODECONTROL, 1 },
	{ 0x220b, "CLEAR_COLOR", REGDB_T_HEX, (void *)0, f_A2XX_CLEAR_COLOR, 4 },
	{ 0x2280, "PA_SU_POINT_SIZE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2300, "PA_SC_LINE_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2318, "RB_COPY_CONTROL", REGDB_T_HEX, (void *)0, f_A2XX_RB_COPY_CONTROL, 3 },
	{ 0x2319, "RB_COPY_DEST_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x231a, "RB_COPY_DEST_PITCH", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x231b, "RB_COPY_DEST_INFO", REGDB_T_HEX, (void *)0, f_A2XX_RB_COPY_DEST_INFO, 10 },
	{ 0x231c, "RB_COPY_DEST_OFFSET", REGDB_T_HEX, (void *)0, f_A2XX_RB_COPY_DEST_OFFSET, 2 },
	{ 0x231d, "RB_DEPTH_CLEAR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2326, "RB_COLOR_DEST_MASK", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2380, "PA_SU_POLY_OFFSET_FRONT_SCALE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
};

static const struct regdb_reg regs_a3xx[] = {
	{ 0x0000, "RBBM_HW_VERSION", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0001, "RBBM_HW_RELEASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0002, "RBBM_HW_CONFIGURATION", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0010, "RBBM_CLOCK_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0012, "RBBM_SP_HYST_CNT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0018, "RBBM_SW_RESET_CMD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0020, "RBBM_AHB_CTL0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0021, "RBBM_AHB_CTL1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0022, "RBBM_AHB_CMD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0027, "RBBM_AHB_ERROR_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x002e, "RBBM_GPR0_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0030, "RBBM_STATUS", REGDB_T_HEX, (void *)0, f_A3XX_RBBM_STATUS, 21 },
	{ 0x0033, "RBBM_WAIT_IDLE_CLOCKS_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0040, "RBBM_NQWAIT_UNTIL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0050, "RBBM_INTERFACE_HANG_INT_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0051, "RBBM_INTERFACE_HANG_MASK_CTL0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0054, "RBBM_INTERFACE_HANG_MASK_CTL1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0057, "RBBM_INTERFACE_HANG_MASK_CTL2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x005a, "RBBM_INTERFACE_HANG_MASK_CTL3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0060, "RBBM_INT_SET_CMD", REGDB_T_HEX, (void *)0, f_bitset_A3XX_INT0, 24 },
	{ 0x0061, "RBBM_INT_CLEAR_CMD", REGDB_T_HEX, (void *)0, f_bitset_A3XX_INT0, 24 },
	{ 0x0063, "RBBM_INT_0_MASK", REGDB_T_HEX, (void *)0, f_bitset_A3XX_INT0, 24 },
	{ 0x0064, "RBBM_INT_0_STATUS", REGDB_T_HEX, (void *)0, f_bitset_A3XX_INT0, 24 },
	{ 0x0080, "RBBM_PERFCTR_CTL", REGDB_T_HEX, (void *)0, f_A3XX_RBBM_PERFCTR_CTL, 1 },
	{ 0x0081, "RBBM_PERFCTR_LOAD_CMD0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0082, "RBBM_PERFCTR_LOAD_CMD1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0084, "RBBM_PERFCTR_LOAD_VALUE_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0085, "RBBM_PERFCTR_LOAD_VALUE_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0086, "RBBM_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0087, "RBBM_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0088, "RBBM_GPU_BUSY_MASKED", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0090, "RBBM_PERFCTR_CP_0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0091, "RBBM_PERFCTR_CP_0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0092, "RBBM_PERFCTR_RBBM_0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0093, "RBBM_PERFCTR_RBBM_0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0094, "RBBM_PERFCTR_RBBM_1_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0095, "RBBM_PERFCTR_RBBM_1_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00ea, "RBBM_PERFCTR_PWR_0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00eb, "RBBM_PERFCTR_PWR_0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00ec, "RBBM_PERFCTR_PWR_1_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00ed, "RBBM_PERFCTR_PWR_1_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0100, "RBBM_RBBM_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0111, "RBBM_DEBUG_BUS_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0112, "RBBM_DEBUG_BUS_DATA_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c0, "CP_RB_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c1, "CP_RB_CNTL", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_rb_cntl, 6 },
	{ 0x01c3, "CP_RB_RPTR_ADDR", REGDB_T_HEX, (void *)0, f_AXXX_CP_RB_RPTR_ADDR, 2 },
	{ 0x01c4, "CP_RB_RPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x01c5, "CP_RB_WPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x01c6, "CP_RB_WPTR_DELAY", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c7, "CP_RB_RPTR_WR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c8, "CP_RB_WPTR_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01c9, "CP_PFP_UCODE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ca, "CP_PFP_UCODE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01cc, "CP_ROQ_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01cd, "CP_ROQ_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01d1, "CP_MERCIU_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01d2, "CP_MERCIU_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01d3, "CP_MERCIU_DATA2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01d5, "CP_QUEUE_THRESHOLDS", REGDB_T_HEX, (void *)0, f_AXXX_CP_QUEUE_THRESHOLDS, 3 },
	{ 0x01d6, "CP_MEQ_THRESHOLDS", REGDB_T_HEX, (void *)0, f_AXXX_CP_MEQ_THRESHOLDS, 2 },
	{ 0x01d7, "CP_CSQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_AVAIL, 3 },
	{ 0x01d8, "CP_STQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_STQ_AVAIL, 1 },
	{ 0x01d9, "CP_MEQ_AVAIL", REGDB_T_HEX, (void *)0, f_AXXX_CP_MEQ_AVAIL, 1 },
	{ 0x01da, "CP_MEQ_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01db, "CP_MEQ_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01dc, "SCRATCH_UMSK", REGDB_T_HEX, (void *)0, f_AXXX_SCRATCH_UMSK, 2 },
	{ 0x01dd, "SCRATCH_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ea, "CP_ME_RDADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ec, "CP_STATE_DEBUG_INDEX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01ed, "CP_STATE_DEBUG_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f2, "CP_INT_CNTL", REGDB_T_HEX, (void *)0, f_AXXX_CP_INT_CNTL, 9 },
	{ 0x01f3, "CP_INT_STATUS", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_int, 9 },
	{ 0x01f4, "CP_INT_ACK", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_int, 9 },
	{ 0x01f5, "CP_WFI_PEND_CTR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f6, "CP_ME_CNTL", REGDB_T_HEX, (void *)0, f_AXXX_CP_ME_CNTL, 2 },
	{ 0x01f7, "CP_ME_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f8, "CP_ME_RAM_WADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01f9, "CP_ME_RAM_RADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01fa, "CP_ME_RAM_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x01fc, "CP_DEBUG", REGDB_T_HEX, (void *)0, f_AXXX_CP_DEBUG, 8 },
	{ 0x01fd, "CP_CSQ_RB_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_RB_STAT, 2 },
	{ 0x01fe, "CP_CSQ_IB1_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_IB1_STAT, 2 },
	{ 0x01ff, "CP_CSQ_IB2_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_CSQ_IB2_STAT, 2 },
	{ 0x039d, "RBBM_PM_OVERRIDE2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0440, "CP_NON_PREFETCH_CNTRS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0443, "CP_STQ_ST_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0445, "CP_PERFCOUNTER_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044d, "CP_ST_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044e, "CP_ST_BUFSZ", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x044f, "CP_MEQ_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0452, "CP_MIU_TAG_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0454, "CP_BIN_MASK_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0455, "CP_BIN_MASK_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0456, "CP_BIN_SELECT_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0457, "CP_BIN_SELECT_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0458, "CP_IB1_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0459, "CP_IB1_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x045a, "CP_IB2_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x045b, "CP_IB2_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x045c, "CP_HW_FAULT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x045e, "CP_PROTECT_CTRL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x045f, "CP_PROTECT_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0460, "CP_PROTECT[0].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0461, "CP_PROTECT[1].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0462, "CP_PROTECT[2].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0463, "CP_PROTECT[3].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0464, "CP_PROTECT[4].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0465, "CP_PROTECT[5].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0466, "CP_PROTECT[6].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0467, "CP_PROTECT[7].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0468, "CP_PROTECT[8].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0469, "CP_PROTECT[9].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046a, "CP_PROTECT[10].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046b, "CP_PROTECT[11].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046c, "CP_PROTECT[12].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046d, "CP_PROTECT[13].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046e, "CP_PROTECT[14].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x046f, "CP_PROTECT[15].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x047f, "CP_STAT", REGDB_T_HEX, (void *)0, f_AXXX_CP_STAT, 29 },
	{ 0x054d, "CP_AHB_FAULT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0578, "CP_SCRATCH_REG0", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0579, "CP_SCRATCH_REG1", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057a, "CP_SCRATCH_REG2", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057b, "CP_SCRATCH_REG3", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057c, "CP_SCRATCH_REG4", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057d, "CP_SCRATCH_REG5", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057e, "CP_SCRATCH_REG6", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057f, "CP_SCRATCH_REG7", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0600, "CP_ME_VS_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0601, "CP_ME_VS_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0602, "CP_ME_VS_EVENT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0603, "CP_ME_VS_EVENT_ADDR_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0604, "CP_ME_VS_EVENT_DATA_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0605, "CP_ME_PS_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0606, "CP_ME_PS_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0607, "CP_ME_PS_EVENT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0608, "CP_ME_PS_EVENT_ADDR_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0609, "CP_ME_PS_EVENT_DATA_SWM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060a, "CP_ME_CF_EVENT_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060b, "CP_ME_CF_EVENT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060c, "CP_ME_CF_EVENT_DATA", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x060d, "CP_ME_NRT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x060e, "CP_ME_NRT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0612, "CP_ME_VS_FETCH_DONE_SRC", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0613, "CP_ME_VS_FETCH_DONE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0614, "CP_ME_VS_FETCH_DONE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c01, "VSC_BIN_SIZE", REGDB_T_HEX, (void *)0, f_A3XX_VSC_BIN_SIZE, 2 },
	{ 0x0c02, "VSC_SIZE_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c06, "VSC_PIPE[0].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c07, "VSC_PIPE[0].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c08, "VSC_PIPE[0].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c09, "VSC_PIPE[1].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c0a, "VSC_PIPE[1].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0b, "VSC_PIPE[1].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0c, "VSC_PIPE[2].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c0d, "VSC_PIPE[2].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0e, "VSC_PIPE[2].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c0f, "VSC_PIPE[3].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c10, "VSC_PIPE[3].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c11, "VSC_PIPE[3].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c12, "VSC_PIPE[4].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c13, "VSC_PIPE[4].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c14, "VSC_PIPE[4].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c15, "VSC_PIPE[5].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c16, "VSC_PIPE[5].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c17, "VSC_PIPE[5].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c18, "VSC_PIPE[6].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c19, "VSC_PIPE[6].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1a, "VSC_PIPE[6].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1b, "VSC_PIPE[7].CONFIG", REGDB_T_HEX, (void *)0, f_A3XX_VSC_PIPE_CONFIG, 4 },
	{ 0x0c1c, "VSC_PIPE[7].DATA_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1d, "VSC_PIPE[7].DATA_LENGTH", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c3c, "VSC_BIN_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_VSC_BIN_CONTROL, 1 },
	{ 0x0c3d, "UNKNOWN_0C3D", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c48, "PC_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c49, "PC_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c4a, "PC_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c4b, "PC_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c81, "GRAS_TSE_DEBUG_ECO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c88, "GRAS_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c89, "GRAS_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8a, "GRAS_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8b, "GRAS_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ca0, "GRAS_CL_USER_PLANE[0].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca1, "GRAS_CL_USER_PLANE[0].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca2, "GRAS_CL_USER_PLANE[0].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca3, "GRAS_CL_USER_PLANE[0].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca4, "GRAS_CL_USER_PLANE[1].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca5, "GRAS_CL_USER_PLANE[1].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca6, "GRAS_CL_USER_PLANE[1].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca7, "GRAS_CL_USER_PLANE[1].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca8, "GRAS_CL_USER_PLANE[2].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0ca9, "GRAS_CL_USER_PLANE[2].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0caa, "GRAS_CL_USER_PLANE[2].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cab, "GRAS_CL_USER_PLANE[2].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cac, "GRAS_CL_USER_PLANE[3].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cad, "GRAS_CL_USER_PLANE[3].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cae, "GRAS_CL_USER_PLANE[3].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0caf, "GRAS_CL_USER_PLANE[3].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb0, "GRAS_CL_USER_PLANE[4].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb1, "GRAS_CL_USER_PLANE[4].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb2, "GRAS_CL_USER_PLANE[4].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb3, "GRAS_CL_USER_PLANE[4].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb4, "GRAS_CL_USER_PLANE[5].X", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb5, "GRAS_CL_USER_PLANE[5].Y", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb6, "GRAS_CL_USER_PLANE[5].Z", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cb7, "GRAS_CL_USER_PLANE[5].W", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x0cc0, "RB_GMEM_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc1, "RB_DEBUG_ECO_CONTROLS_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc6, "RB_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc7, "RB_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ce0, "RB_FRAME_BUFFER_DIMENSION", REGDB_T_HEX, (void *)0, f_A3XX_RB_FRAME_BUFFER_DIMENSION, 2 },
	{ 0x0d00, "SQ_GPR_MANAGEMENT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d02, "SQ_INST_STORE_MANAGMENT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e00, "HLSQ_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e01, "HLSQ_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e02, "HLSQ_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e03, "HLSQ_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e04, "HLSQ_PERFCOUNTER4_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e05, "HLSQ_PERFCOUNTER5_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e1e, "TP0_CHICKEN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e22, "SP_GLOBAL_MEM_SIZE", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0e23, "SP_GLOBAL_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e43, "UNKNOWN_0E43", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e44, "VFD_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e45, "VFD_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e61, "VPC_VPC_DEBUG_RAM_SEL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e62, "VPC_VPC_DEBUG_RAM_READ", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e64, "VPC_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e65, "VPC_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e82, "UCHE_CACHE_MODE_CONTROL_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e84, "UCHE_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e85, "UCHE_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e86, "UCHE_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e87, "UCHE_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e88, "UCHE_PERFCOUNTER4_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e89, "UCHE_PERFCOUNTER5_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ea0, "UCHE_CACHE_INVALIDATE0_REG", REGDB_T_HEX, (void *)0, f_A3XX_UCHE_CACHE_INVALIDATE0_REG, 1 },
	{ 0x0ea1, "UCHE_CACHE_INVALIDATE1_REG", REGDB_T_HEX, (void *)0, f_A3XX_UCHE_CACHE_INVALIDATE1_REG, 3 },
	{ 0x0ea6, "UNKNOWN_0EA6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec4, "SP_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec5, "SP_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec6, "SP_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec7, "SP_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec8, "SP_PERFCOUNTER4_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec9, "SP_PERFCOUNTER5_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0eca, "SP_PERFCOUNTER6_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ecb, "SP_PERFCOUNTER7_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ee0, "UNKNOWN_0EE0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f03, "UNKNOWN_0F03", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f04, "TP_PERFCOUNTER0_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f05, "TP_PERFCOUNTER1_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f06, "TP_PERFCOUNTER2_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f07, "TP_PERFCOUNTER3_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f08, "TP_PERFCOUNTER4_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f09, "TP_PERFCOUNTER5_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2040, "GRAS_CL_CLIP_CNTL", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_CL_CLIP_CNTL, 14 },
	{ 0x2044, "GRAS_CL_GB_CLIP_ADJ", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_CL_GB_CLIP_ADJ, 2 },
	{ 0x2048, "GRAS_CL_VPORT_XOFFSET", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2049, "GRAS_CL_VPORT_XSCALE", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x204a, "GRAS_CL_VPORT_YOFFSET", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x204b, "GRAS_CL_VPORT_YSCALE", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x204c, "GRAS_CL_VPORT_ZOFFSET", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x204d, "GRAS_CL_VPORT_ZSCALE", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2068, "GRAS_SU_POINT_MINMAX", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SU_POINT_MINMAX, 2 },
	{ 0x2069, "GRAS_SU_POINT_SIZE", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SU_POINT_SIZE, 1 },
	{ 0x206c, "GRAS_SU_POLY_OFFSET_SCALE", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SU_POLY_OFFSET_SCALE, 1 },
	{ 0x206d, "GRAS_SU_POLY_OFFSET_OFFSET", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SU_POLY_OFFSET_OFFSET, 1 },
	{ 0x2070, "GRAS_SU_MODE_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SU_MODE_CONTROL, 5 },
	{ 0x2072, "GRAS_SC_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_GRAS_SC_CONTROL, 3 },
	{ 0x2074, "GRAS_SC_SCREEN_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2075, "GRAS_SC_SCREEN_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2079, "GRAS_SC_WINDOW_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x207a, "GRAS_SC_WINDOW_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x20c0, "RB_MODE_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MODE_CONTROL, 5 },
	{ 0x20c1, "RB_RENDER_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_RENDER_CONTROL, 17 },
	{ 0x20c2, "RB_MSAA_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MSAA_CONTROL, 3 },
	{ 0x20c3, "RB_ALPHA_REF", REGDB_T_HEX, (void *)0, f_A3XX_RB_ALPHA_REF, 2 },
	{ 0x20c4, "RB_MRT[0].CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_CONTROL, 6 },
	{ 0x20c5, "RB_MRT[0].BUF_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_INFO, 5 },
	{ 0x20c6, "RB_MRT[0].BUF_BASE", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_BASE, 1 },
	{ 0x20c7, "RB_MRT[0].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BLEND_CONTROL, 7 },
	{ 0x20c8, "RB_MRT[1].CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_CONTROL, 6 },
	{ 0x20c9, "RB_MRT[1].BUF_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_INFO, 5 },
	{ 0x20ca, "RB_MRT[1].BUF_BASE", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_BASE, 1 },
	{ 0x20cb, "RB_MRT[1].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BLEND_CONTROL, 7 },
	{ 0x20cc, "RB_MRT[2].CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_CONTROL, 6 },
	{ 0x20cd, "RB_MRT[2].BUF_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_INFO, 5 },
	{ 0x20ce, "RB_MRT[2].BUF_BASE", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_BASE, 1 },
	{ 0x20cf, "RB_MRT[2].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BLEND_CONTROL, 7 },
	{ 0x20d0, "RB_MRT[3].CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_CONTROL, 6 },
	{ 0x20d1, "RB_MRT[3].BUF_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_INFO, 5 },
	{ 0x20d2, "RB_MRT[3].BUF_BASE", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BUF_BASE, 1 },
	{ 0x20d3, "RB_MRT[3].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_MRT_BLEND_CONTROL, 7 },
	{ 0x20e4, "RB_BLEND_RED", REGDB_T_HEX, (void *)0, f_A3XX_RB_BLEND_RED, 2 },
	{ 0x20e5, "RB_BLEND_GREEN", REGDB_T_HEX, (void *)0, f_A3XX_RB_BLEND_GREEN, 2 },
	{ 0x20e6, "RB_BLEND_BLUE", REGDB_T_HEX, (void *)0, f_A3XX_RB_BLEND_BLUE, 2 },
	{ 0x20e7, "RB_BLEND_ALPHA", REGDB_T_HEX, (void *)0, f_A3XX_RB_BLEND_ALPHA, 2 },
	{ 0x20e8, "RB_CLEAR_COLOR_DW0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20e9, "RB_CLEAR_COLOR_DW1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ea, "RB_CLEAR_COLOR_DW2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20eb, "RB_CLEAR_COLOR_DW3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ec, "RB_COPY_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_COPY_CONTROL, 7 },
	{ 0x20ed, "RB_COPY_DEST_BASE", REGDB_T_HEX, (void *)0, f_A3XX_RB_COPY_DEST_BASE, 1 },
	{ 0x20ee, "RB_COPY_DEST_PITCH", REGDB_T_HEX, (void *)0, f_A3XX_RB_COPY_DEST_PITCH, 1 },
	{ 0x20ef, "RB_COPY_DEST_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_COPY_DEST_INFO, 6 },
	{ 0x2100, "RB_DEPTH_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_DEPTH_CONTROL, 7 },
	{ 0x2101, "RB_DEPTH_CLEAR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2102, "RB_DEPTH_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_DEPTH_INFO, 2 },
	{ 0x2103, "RB_DEPTH_PITCH", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2104, "RB_STENCIL_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_STENCIL_CONTROL, 11 },
	{ 0x2105, "RB_STENCIL_CLEAR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2106, "RB_STENCIL_INFO", REGDB_T_HEX, (void *)0, f_A3XX_RB_STENCIL_INFO, 1 },
	{ 0x2107, "RB_STENCIL_PITCH", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2108, "RB_STENCILREFMASK", REGDB_T_HEX, (void *)0, f_bitset_adreno_rb_stencilrefmask, 3 },
	{ 0x2109, "RB_STENCILREFMASK_BF", REGDB_T_HEX, (void *)0, f_bitset_adreno_rb_stencilrefmask, 3 },
	{ 0x210c, "RB_LRZ_VSC_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_LRZ_VSC_CONTROL, 1 },
	{ 0x210e, "RB_WINDOW_OFFSET", REGDB_T_HEX, (void *)0, f_A3XX_RB_WINDOW_OFFSET, 2 },
	{ 0x2110, "RB_SAMPLE_COUNT_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_RB_SAMPLE_COUNT_CONTROL, 2 },
	{ 0x2111, "RB_SAMPLE_COUNT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2114, "RB_Z_CLAMP_MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2115, "RB_Z_CLAMP_MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21e1, "VGT_BIN_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21e2, "VGT_BIN_SIZE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21e4, "PC_VSTREAM_CONTROL", REGDB_T_HEX, (void *)0, f_A3XX_PC_VSTREAM_CONTROL, 2 },
	{ 0x21ea, "PC_VERTEX_REUSE_BLOCK_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21ec, "PC_PRIM_VTX_CNTL", REGDB_T_HEX, (void *)0, f_A3XX_PC_PRIM_VTX_CNTL, 7 },
	{ 0x21ed, "PC_RESTART_INDEX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21f0, "VGT_CL_INITIATOR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21f9, "VGT_EVENT_INITIATOR", REGDB_T_ENUM, &regdb_enum_vgt_event_type, (void *)0, 0 },
	{ 0x21fc, "VGT_DRAW_INITIATOR", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator, 8 },
	{ 0x21fd, "VGT_IMMED_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2200, "HLSQ_CONTROL_0_REG", REGDB_T_HEX, (void *)0, f_A3XX_HLSQ_CONTROL_0_REG, 13 },
	{ 0x2201, "HLSQ_CONTROL_1_REG", REGDB_T_HEX, (void *)0, f_A3XX_HLSQ_CONTROL_1_REG, 4 },
	{ 0x2202, "HLSQ_CONTROL_2_REG", REGDB_T_HEX, (void *)0, f_A3XX_HLSQ_CONTROL_2_REG, 3 },
	{ 0x2203, "HLSQ_CONTROL_3_REG", REGDB_T_HEX, (void *)0, f_A3XX_HLSQ_CONTROL_3_REG, 4 },
	{ 0x2204, "HLSQ_VS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_hlsq_vs_fs_control_reg, 3 },
	{ 0x2205, "HLSQ_FS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_hlsq_vs_fs_control_reg, 3 },
	{ 0x2206, "HLSQ_CONST_VSPRESV_RANGE_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_hlsq_const_vs_fs_presv_range_reg, 2 },
	{ 0x2207, "HLSQ_CONST_FSPRESV_RANGE_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_hlsq_const_vs_fs_presv_range_reg, 2 },
	{ 0x220a, "HLSQ_CL_NDRANGE_0_REG", REGDB_T_HEX, (void *)0, f_A3XX_HLSQ_CL_NDRANGE_0_REG, 4 },
	{ 0x220b, "HLSQ_CL_GLOBAL_WORK[0].SIZE", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x220c, "HLSQ_CL_GLOBAL_WORK[0].OFFSET", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x220d, "HLSQ_CL_GLOBAL_WORK[1].SIZE", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x220e, "HLSQ_CL_GLOBAL_WORK[1].OFFSET", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x220f, "HLSQ_CL_GLOBAL_WORK[2].SIZE", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2210, "HLSQ_CL_GLOBAL_WORK[2].OFFSET", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2211, "HLSQ_CL_CONTROL_0_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2212, "HLSQ_CL_CONTROL_1_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2214, "HLSQ_CL_KERNEL_CONST_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2215, "HLSQ_CL_KERNEL_GROUP[0].RATIO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2216, "HLSQ_CL_KERNEL_GROUP[1].RATIO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2217, "HLSQ_CL_KERNEL_GROUP[2].RATIO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x221a, "HLSQ_CL_WG_OFFSET_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2240, "VFD_CONTROL_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_CONTROL_0, 4 },
	{ 0x2241, "VFD_CONTROL_1", REGDB_T_HEX, (void *)0, f_A3XX_VFD_CONTROL_1, 5 },
	{ 0x2242, "VFD_INDEX_MIN", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2243, "VFD_INDEX_MAX", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2244, "VFD_INSTANCEID_OFFSET", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2245, "VFD_INDEX_OFFSET", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2246, "VFD_FETCH[0].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2247, "VFD_FETCH[0].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2248, "VFD_FETCH[1].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2249, "VFD_FETCH[1].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x224a, "VFD_FETCH[2].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x224b, "VFD_FETCH[2].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x224c, "VFD_FETCH[3].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x224d, "VFD_FETCH[3].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x224e, "VFD_FETCH[4].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x224f, "VFD_FETCH[4].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2250, "VFD_FETCH[5].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2251, "VFD_FETCH[5].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2252, "VFD_FETCH[6].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2253, "VFD_FETCH[6].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2254, "VFD_FETCH[7].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2255, "VFD_FETCH[7].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2256, "VFD_FETCH[8].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2257, "VFD_FETCH[8].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2258, "VFD_FETCH[9].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2259, "VFD_FETCH[9].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x225a, "VFD_FETCH[10].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x225b, "VFD_FETCH[10].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x225c, "VFD_FETCH[11].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x225d, "VFD_FETCH[11].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x225e, "VFD_FETCH[12].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x225f, "VFD_FETCH[12].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2260, "VFD_FETCH[13].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2261, "VFD_FETCH[13].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2262, "VFD_FETCH[14].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2263, "VFD_FETCH[14].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2264, "VFD_FETCH[15].INSTR_0", REGDB_T_HEX, (void *)0, f_A3XX_VFD_FETCH_INSTR_0, 6 },
	{ 0x2265, "VFD_FETCH[15].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2266, "VFD_DECODE[0].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2267, "VFD_DECODE[1].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2268, "VFD_DECODE[2].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2269, "VFD_DECODE[3].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226a, "VFD_DECODE[4].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226b, "VFD_DECODE[5].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226c, "VFD_DECODE[6].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226d, "VFD_DECODE[7].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226e, "VFD_DECODE[8].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x226f, "VFD_DECODE[9].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2270, "VFD_DECODE[10].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2271, "VFD_DECODE[11].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2272, "VFD_DECODE[12].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2273, "VFD_DECODE[13].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2274, "VFD_DECODE[14].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x2275, "VFD_DECODE[15].INSTR", REGDB_T_HEX, (void *)0, f_A3XX_VFD_DECODE_INSTR, 9 },
	{ 0x227e, "VFD_VS_THREADING_THRESHOLD", REGDB_T_HEX, (void *)0, f_A3XX_VFD_VS_THREADING_THRESHOLD, 2 },
	{ 0x2280, "VPC_ATTR", REGDB_T_HEX, (void *)0, f_A3XX_VPC_ATTR, 4 },
	{ 0x2281, "VPC_PACK", REGDB_T_HEX, (void *)0, f_A3XX_VPC_PACK, 2 },
	{ 0x2282, "VPC_VARYING_INTERP[0].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_INTERP_MODE, 16 },
	{ 0x2283, "VPC_VARYING_INTERP[1].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_INTERP_MODE, 16 },
	{ 0x2284, "VPC_VARYING_INTERP[2].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_INTERP_MODE, 16 },
	{ 0x2285, "VPC_VARYING_INTERP[3].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_INTERP_MODE, 16 },
	{ 0x2286, "VPC_VARYING_PS_REPL[0].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_PS_REPL_MODE, 16 },
	{ 0x2287, "VPC_VARYING_PS_REPL[1].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_PS_REPL_MODE, 16 },
	{ 0x2288, "VPC_VARYING_PS_REPL[2].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_PS_REPL_MODE, 16 },
	{ 0x2289, "VPC_VARYING_PS_REPL[3].MODE", REGDB_T_HEX, (void *)0, f_A3XX_VPC_VARYING_PS_REPL_MODE, 16 },
	{ 0x228a, "VPC_VARY_CYLWRAP_ENABLE_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x228b, "VPC_VARY_CYLWRAP_ENABLE_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22c0, "SP_SP_CTRL_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_SP_CTRL_REG, 5 },
	{ 0x22c4, "SP_VS_CTRL_REG0", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_CTRL_REG0, 9 },
	{ 0x22c5, "SP_VS_CTRL_REG1", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_CTRL_REG1, 3 },
	{ 0x22c6, "SP_VS_PARAM_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_PARAM_REG, 4 },
	{ 0x22c7, "SP_VS_OUT[0].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22c8, "SP_VS_OUT[1].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22c9, "SP_VS_OUT[2].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22ca, "SP_VS_OUT[3].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22cb, "SP_VS_OUT[4].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22cc, "SP_VS_OUT[5].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22cd, "SP_VS_OUT[6].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22ce, "SP_VS_OUT[7].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_OUT_REG, 6 },
	{ 0x22d0, "SP_VS_VPC_DST[0].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22d1, "SP_VS_VPC_DST[1].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22d2, "SP_VS_VPC_DST[2].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22d3, "SP_VS_VPC_DST[3].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22d4, "SP_VS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_bitset_sp_vs_fs_obj_offset_reg, 3 },
	{ 0x22d5, "SP_VS_OBJ_START_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22d6, "SP_VS_PVT_MEM_PARAM_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_PVT_MEM_PARAM_REG, 3 },
	{ 0x22d7, "SP_VS_PVT_MEM_ADDR_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_VS_PVT_MEM_ADDR_REG, 2 },
	{ 0x22d8, "SP_VS_PVT_MEM_SIZE_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22df, "SP_VS_LENGTH_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_vs_fs_length_reg, 1 },
	{ 0x22e0, "SP_FS_CTRL_REG0", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_CTRL_REG0, 14 },
	{ 0x22e1, "SP_FS_CTRL_REG1", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_CTRL_REG1, 4 },
	{ 0x22e2, "SP_FS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_bitset_sp_vs_fs_obj_offset_reg, 3 },
	{ 0x22e3, "SP_FS_OBJ_START_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e4, "SP_FS_PVT_MEM_PARAM_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_PVT_MEM_PARAM_REG, 3 },
	{ 0x22e5, "SP_FS_PVT_MEM_ADDR_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_PVT_MEM_ADDR_REG, 2 },
	{ 0x22e6, "SP_FS_PVT_MEM_SIZE_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e8, "SP_FS_FLAT_SHAD_MODE_REG_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e9, "SP_FS_FLAT_SHAD_MODE_REG_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22ec, "SP_FS_OUTPUT_REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_OUTPUT_REG, 3 },
	{ 0x22f0, "SP_FS_MRT[0].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_MRT_REG, 4 },
	{ 0x22f1, "SP_FS_MRT[1].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_MRT_REG, 4 },
	{ 0x22f2, "SP_FS_MRT[2].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_MRT_REG, 4 },
	{ 0x22f3, "SP_FS_MRT[3].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_MRT_REG, 4 },
	{ 0x22f4, "SP_FS_IMAGE_OUTPUT[0].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_IMAGE_OUTPUT_REG, 1 },
	{ 0x22f5, "SP_FS_IMAGE_OUTPUT[1].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_IMAGE_OUTPUT_REG, 1 },
	{ 0x22f6, "SP_FS_IMAGE_OUTPUT[2].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_IMAGE_OUTPUT_REG, 1 },
	{ 0x22f7, "SP_FS_IMAGE_OUTPUT[3].REG", REGDB_T_HEX, (void *)0, f_A3XX_SP_FS_IMAGE_OUTPUT_REG, 1 },
	{ 0x22ff, "SP_FS_LENGTH_REG", REGDB_T_HEX, (void *)0, f_bitset_a3xx_vs_fs_length_reg, 1 },
	{ 0x2301, "PA_SC_AA_CONFIG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2340, "TPL1_TP_VS_TEX_OFFSET", REGDB_T_HEX, (void *)0, f_bitset_a3xx_tpl1_tp_vs_fs_tex_offset, 3 },
	{ 0x2341, "TPL1_TP_VS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2342, "TPL1_TP_FS_TEX_OFFSET", REGDB_T_HEX, (void *)0, f_bitset_a3xx_tpl1_tp_vs_fs_tex_offset, 3 },
	{ 0x2343, "TPL1_TP_FS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3001, "VBIF_CLKON", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x300c, "VBIF_FIXED_SORT_EN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x300d, "VBIF_FIXED_SORT_SEL0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x300e, "VBIF_FIXED_SORT_SEL1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x301c, "VBIF_ABIT_SORT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x301d, "VBIF_ABIT_SORT_CONF", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302a, "VBIF_GATE_OFF_WRREQ_EN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302c, "VBIF_IN_RD_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302d, "VBIF_IN_RD_LIM_CONF1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3030, "VBIF_IN_WR_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3031, "VBIF_IN_WR_LIM_CONF1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3034, "VBIF_OUT_RD_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3035, "VBIF_OUT_WR_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3036, "VBIF_DDR_OUT_MAX_BURST", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x303c, "VBIF_ARB_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3049, "VBIF_ROUND_ROBIN_QOS_ARB", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3058, "VBIF_OUT_AXI_AMEMTYPE_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x305e, "VBIF_OUT_AXI_AOOO_EN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x305f, "VBIF_OUT_AXI_AOOO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3070, "VBIF_PERF_CNT_EN", REGDB_T_HEX, (void *)0, f_bitset_a3xx_vbif_perf_cnt, 5 },
	{ 0x3071, "VBIF_PERF_CNT_CLR", REGDB_T_HEX, (void *)0, f_bitset_a3xx_vbif_perf_cnt, 5 },
	{ 0x3072, "VBIF_PERF_CNT_SEL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3073, "VBIF_PERF_CNT0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3074, "VBIF_PERF_CNT0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3075, "VBIF_PERF_CNT1_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3076, "VBIF_PERF_CNT1_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3077, "VBIF_PERF_PWR_CNT0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3078, "VBIF_PERF_PWR_CNT0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x3079, "VBIF_PERF_PWR_CNT1_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x307a, "VBIF_PERF_PWR_CNT1_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x307b, "VBIF_PERF_PWR_CNT2_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x307c, "VBIF_PERF_PWR_CNT2_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
};

static const struct regdb_reg regs_a4xx[] = {
	{ 0x0000, "RBBM_HW_VERSION", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0002, "RBBM_HW_CONFIGURATION", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0020, "RBBM_CLOCK_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0021, "RBBM_SP_HYST_CNT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0022, "RBBM_SW_RESET_CMD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0023, "RBBM_AHB_CTL0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0024, "RBBM_AHB_CTL1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0025, "RBBM_AHB_CMD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x002b, "RBBM_WAIT_IDLE_CLOCKS_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x002f, "RBBM_INTERFACE_HANG_INT_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0036, "RBBM_INT_CLEAR_CMD", REGDB_T_HEX, (void *)0, f_bitset_A4XX_INT0, 24 },
	{ 0x0037, "RBBM_INT_0_MASK", REGDB_T_HEX, (void *)0, f_bitset_A4XX_INT0, 24 },
	{ 0x003e, "RBBM_RBBM_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0045, "RBBM_BLOCK_SW_RESET_CMD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0047, "RBBM_RESET_CYCLES", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x009c, "RBBM_PERFCTR_CP_0_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x009d, "RBBM_PERFCTR_CP_0_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x009e, "RBBM_PERFCTR_CP_1_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x009f, "RBBM_PERFCTR_CP_1_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a0, "RBBM_PERFCTR_CP_2_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a1, "RBBM_PERFCTR_CP_2_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a2, "RBBM_PERFCTR_CP_3_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a3, "RBBM_PERFCTR_CP_3_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a4, "RBBM_PERFCTR_CP_4_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a5, "RBBM_PERFCTR_CP_4_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a6, "RBBM_PERFCTR_CP_5_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a7, "RBBM_PERFCTR_CP_5_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a8, "RBBM_PERFCTR_CP_6_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00a9, "RBBM_PERFCTR_CP_6_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00aa, "RBBM_PERFCTR_CP_7_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x00ab, "RBBM_PERFCTR_CP_7_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x016e, "RBBM_ALWAYSON_COUNTER_LO", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x016f, "RBBM_ALWAYSON_COUNTER_HI", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0170, "RBBM_PERFCTR_CTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0171, "RBBM_PERFCTR_LOAD_CMD0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0172, "RBBM_PERFCTR_LOAD_CMD1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0173, "RBBM_PERFCTR_LOAD_CMD2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0174, "RBBM_PERFCTR_LOAD_VALUE_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0175, "RBBM_PERFCTR_LOAD_VALUE_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x017a, "RBBM_GPU_BUSY_MASKED", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x017d, "RBBM_INT_0_STATUS", REGDB_T_HEX, (void *)0, f_bitset_A4XX_INT0, 24 },
	{ 0x0182, "RBBM_CLOCK_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0189, "RBBM_AHB_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x018f, "RBBM_AHB_ERROR_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0191, "RBBM_STATUS", REGDB_T_HEX, (void *)0, f_A4XX_RBBM_STATUS, 21 },
	{ 0x01b0, "RBBM_POWER_STATUS", REGDB_T_HEX, (void *)0, f_A4XX_RBBM_POWER_STATUS, 1 },
	{ 0x01b8, "RBBM_WAIT_IDLE_CLOCKS_CTL2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0200, "CP_RB_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0201, "CP_RB_CNTL", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_rb_cntl, 6 },
	{ 0x0203, "CP_RB_RPTR_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0204, "CP_RB_RPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0205, "CP_RB_WPTR", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0206, "CP_IB1_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0207, "CP_IB1_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0208, "CP_IB2_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0209, "CP_IB2_BUFSZ", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x020c, "CP_ME_NRT_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x020d, "CP_ME_NRT_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0217, "CP_ME_RB_DONE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0219, "CP_QUEUE_THRESH2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x021b, "CP_MERCIU_SIZE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x021c, "CP_ROQ_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x021d, "CP_ROQ_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x021e, "CP_MEQ_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x021f, "CP_MEQ_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0220, "CP_MERCIU_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0221, "CP_MERCIU_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0222, "CP_MERCIU_DATA2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0223, "CP_PFP_UCODE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0224, "CP_PFP_UCODE_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0225, "CP_ME_RAM_WADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0226, "CP_ME_RAM_RADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0227, "CP_ME_RAM_DATA", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0228, "CP_SCRATCH_UMASK", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0229, "CP_SCRATCH_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x022a, "CP_PREEMPT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x022c, "CP_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x022d, "CP_ME_CNTL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x022e, "CP_DEBUG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0231, "CP_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0232, "CP_DRAW_STATE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0240, "CP_PROTECT[0].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0241, "CP_PROTECT[1].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0242, "CP_PROTECT[2].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0243, "CP_PROTECT[3].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0244, "CP_PROTECT[4].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0245, "CP_PROTECT[5].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0246, "CP_PROTECT[6].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0247, "CP_PROTECT[7].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0248, "CP_PROTECT[8].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0249, "CP_PROTECT[9].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024a, "CP_PROTECT[10].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024b, "CP_PROTECT[11].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024c, "CP_PROTECT[12].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024d, "CP_PROTECT[13].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024e, "CP_PROTECT[14].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x024f, "CP_PROTECT[15].REG", REGDB_T_HEX, (void *)0, f_bitset_adreno_cp_protect, 4 },
	{ 0x0250, "CP_PROTECT_CTRL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04c0, "CP_ST_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04ce, "CP_STQ_AVAIL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04d0, "CP_MERCIU_STAT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04d2, "CP_WFI_PEND_CTR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04d8, "CP_HW_FAULT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04da, "CP_PROTECT_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x04dd, "CP_EVENTS_IN_FLIGHT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0500, "CP_PERFCTR_CP_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0501, "CP_PERFCTR_CP_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0502, "CP_PERFCTR_CP_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0503, "CP_PERFCTR_CP_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0504, "CP_PERFCTR_CP_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0505, "CP_PERFCTR_CP_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0506, "CP_PERFCTR_CP_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0507, "CP_PERFCTR_CP_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x050b, "CP_PERFCOMBINER_SELECT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0578, "CP_SCRATCH[0].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0579, "CP_SCRATCH[1].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057a, "CP_SCRATCH[2].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057b, "CP_SCRATCH[3].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057c, "CP_SCRATCH[4].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057d, "CP_SCRATCH[5].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057e, "CP_SCRATCH[6].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x057f, "CP_SCRATCH[7].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0580, "CP_SCRATCH[8].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0581, "CP_SCRATCH[9].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0582, "CP_SCRATCH[10].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0583, "CP_SCRATCH[11].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0584, "CP_SCRATCH[12].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0585, "CP_SCRATCH[13].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0586, "CP_SCRATCH[14].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0587, "CP_SCRATCH[15].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0588, "CP_SCRATCH[16].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0589, "CP_SCRATCH[17].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x058a, "CP_SCRATCH[18].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x058b, "CP_SCRATCH[19].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x058c, "CP_SCRATCH[20].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x058d, "CP_SCRATCH[21].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x058e, "CP_SCRATCH[22].REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x0c00, "VSC_BIN_SIZE", REGDB_T_HEX, (void *)0, f_A4XX_VSC_BIN_SIZE, 2 },
	{ 0x0c01, "VSC_SIZE_ADDRESS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c02, "VSC_SIZE_ADDRESS2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c03, "VSC_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c08, "VSC_PIPE_CONFIG[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c09, "VSC_PIPE_CONFIG[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0a, "VSC_PIPE_CONFIG[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0b, "VSC_PIPE_CONFIG[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0c, "VSC_PIPE_CONFIG[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0d, "VSC_PIPE_CONFIG[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0e, "VSC_PIPE_CONFIG[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c0f, "VSC_PIPE_CONFIG[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_VSC_PIPE_CONFIG_REG, 4 },
	{ 0x0c10, "VSC_PIPE_DATA_ADDRESS[0].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c11, "VSC_PIPE_DATA_ADDRESS[1].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c12, "VSC_PIPE_DATA_ADDRESS[2].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c13, "VSC_PIPE_DATA_ADDRESS[3].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c14, "VSC_PIPE_DATA_ADDRESS[4].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c15, "VSC_PIPE_DATA_ADDRESS[5].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c16, "VSC_PIPE_DATA_ADDRESS[6].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c17, "VSC_PIPE_DATA_ADDRESS[7].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c18, "VSC_PIPE_DATA_LENGTH[0].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c19, "VSC_PIPE_DATA_LENGTH[1].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1a, "VSC_PIPE_DATA_LENGTH[2].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1b, "VSC_PIPE_DATA_LENGTH[3].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1c, "VSC_PIPE_DATA_LENGTH[4].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1d, "VSC_PIPE_DATA_LENGTH[5].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1e, "VSC_PIPE_DATA_LENGTH[6].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c1f, "VSC_PIPE_DATA_LENGTH[7].REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c41, "VSC_PIPE_PARTIAL_POSN_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c50, "VSC_PERFCTR_VSC_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c51, "VSC_PERFCTR_VSC_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c80, "GRAS_TSE_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c81, "GRAS_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c88, "GRAS_PERFCTR_TSE_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c89, "GRAS_PERFCTR_TSE_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8a, "GRAS_PERFCTR_TSE_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8b, "GRAS_PERFCTR_TSE_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8c, "GRAS_PERFCTR_RAS_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8d, "GRAS_PERFCTR_RAS_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8e, "GRAS_PERFCTR_RAS_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0c8f, "GRAS_PERFCTR_RAS_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc0, "RB_GMEM_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc5, "UNKNOWN_0CC5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0cc6, "UNKNOWN_0CC6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ce0, "RB_FRAME_BUFFER_DIMENSION", REGDB_T_HEX, (void *)0, f_A4XX_RB_FRAME_BUFFER_DIMENSION, 2 },
	{ 0x0d00, "PC_BINNING_COMMAND", REGDB_T_HEX, (void *)0, f_A4XX_PC_BINNING_COMMAND, 1 },
	{ 0x0d01, "UNKNOWN_0D01", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d08, "PC_TESSFACTOR_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d0c, "PC_DRAWCALL_SETUP_OVERRIDE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d10, "PC_PERFCTR_PC_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d11, "PC_PERFCTR_PC_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d12, "PC_PERFCTR_PC_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d13, "PC_PERFCTR_PC_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d14, "PC_PERFCTR_PC_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d15, "PC_PERFCTR_PC_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d16, "PC_PERFCTR_PC_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0d17, "PC_PERFCTR_PC_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e00, "HLSQ_TIMEOUT_THRESHOLD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e04, "HLSQ_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e05, "HLSQ_MODE_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e06, "HLSQ_PERFCTR_HLSQ_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e07, "HLSQ_PERFCTR_HLSQ_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e08, "HLSQ_PERFCTR_HLSQ_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e09, "HLSQ_PERFCTR_HLSQ_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e0a, "HLSQ_PERFCTR_HLSQ_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e0b, "HLSQ_PERFCTR_HLSQ_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e0c, "HLSQ_PERFCTR_HLSQ_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e0d, "HLSQ_PERFCTR_HLSQ_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e0e, "HLSQ_PERF_PIPE_MASK", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e40, "VFD_DEBUG_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e42, "UNKNOWN_0E42", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e43, "VFD_PERFCTR_VFD_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e44, "VFD_PERFCTR_VFD_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e45, "VFD_PERFCTR_VFD_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e46, "VFD_PERFCTR_VFD_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e47, "VFD_PERFCTR_VFD_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e48, "VFD_PERFCTR_VFD_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e49, "VFD_PERFCTR_VFD_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e4a, "VFD_PERFCTR_VFD_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e60, "VPC_DEBUG_RAM_SEL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e61, "VPC_DEBUG_RAM_READ", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e64, "VPC_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e65, "VPC_PERFCTR_VPC_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e66, "VPC_PERFCTR_VPC_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e67, "VPC_PERFCTR_VPC_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e68, "VPC_PERFCTR_VPC_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e80, "UCHE_CACHE_MODE_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e83, "UCHE_TRAP_BASE_LO", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e84, "UCHE_TRAP_BASE_HI", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e88, "UCHE_CACHE_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e8a, "UCHE_INVALIDATE0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e8b, "UCHE_INVALIDATE1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e8c, "UCHE_CACHE_WAYS_VFD", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e8e, "UCHE_PERFCTR_UCHE_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e8f, "UCHE_PERFCTR_UCHE_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e90, "UCHE_PERFCTR_UCHE_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e91, "UCHE_PERFCTR_UCHE_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e92, "UCHE_PERFCTR_UCHE_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e93, "UCHE_PERFCTR_UCHE_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e94, "UCHE_PERFCTR_UCHE_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0e95, "UCHE_PERFCTR_UCHE_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec0, "SP_VS_STATUS", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec2, "UNKNOWN_0EC2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec3, "SP_MODE_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec4, "SP_PERFCTR_SP_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec5, "SP_PERFCTR_SP_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec6, "SP_PERFCTR_SP_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec7, "SP_PERFCTR_SP_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec8, "SP_PERFCTR_SP_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ec9, "SP_PERFCTR_SP_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0eca, "SP_PERFCTR_SP_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ecb, "SP_PERFCTR_SP_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ecc, "SP_PERFCTR_SP_SEL_8", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ecd, "SP_PERFCTR_SP_SEL_9", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ece, "SP_PERFCTR_SP_SEL_10", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0ecf, "SP_PERFCTR_SP_SEL_11", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f00, "TPL1_DEBUG_ECO_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f03, "TPL1_TP_MODE_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f04, "TPL1_PERFCTR_TP_SEL_0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f05, "TPL1_PERFCTR_TP_SEL_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f06, "TPL1_PERFCTR_TP_SEL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f07, "TPL1_PERFCTR_TP_SEL_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f08, "TPL1_PERFCTR_TP_SEL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f09, "TPL1_PERFCTR_TP_SEL_5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f0a, "TPL1_PERFCTR_TP_SEL_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0f0b, "TPL1_PERFCTR_TP_SEL_7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2000, "GRAS_CL_CLIP_CNTL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_CL_CLIP_CNTL, 4 },
	{ 0x2001, "UNKNOWN_2001", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2003, "GRAS_CNTL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_CNTL, 2 },
	{ 0x2004, "GRAS_CL_GB_CLIP_ADJ", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_CL_GB_CLIP_ADJ, 2 },
	{ 0x2008, "GRAS_CL_VPORT_XOFFSET_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2009, "GRAS_CL_VPORT_XSCALE_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x200a, "GRAS_CL_VPORT_YOFFSET_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x200b, "GRAS_CL_VPORT_YSCALE_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x200c, "GRAS_CL_VPORT_ZOFFSET_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x200d, "GRAS_CL_VPORT_ZSCALE_0", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2070, "GRAS_SU_POINT_MINMAX", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_SU_POINT_MINMAX, 2 },
	{ 0x2071, "GRAS_SU_POINT_SIZE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2073, "GRAS_ALPHA_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_ALPHA_CONTROL, 2 },
	{ 0x2074, "GRAS_SU_POLY_OFFSET_SCALE", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2075, "GRAS_SU_POLY_OFFSET_OFFSET", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2076, "GRAS_SU_POLY_OFFSET_CLAMP", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x2077, "GRAS_DEPTH_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_DEPTH_CONTROL, 1 },
	{ 0x2078, "GRAS_SU_MODE_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_SU_MODE_CONTROL, 7 },
	{ 0x207b, "GRAS_SC_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_GRAS_SC_CONTROL, 4 },
	{ 0x207c, "GRAS_SC_SCREEN_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x207d, "GRAS_SC_SCREEN_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x209b, "UNKNOWN_209B", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x209c, "GRAS_SC_WINDOW_SCISSOR_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x209d, "GRAS_SC_WINDOW_SCISSOR_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x209e, "GRAS_SC_EXTENT_WINDOW_BR", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x209f, "GRAS_SC_EXTENT_WINDOW_TL", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x20a0, "RB_MODE_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MODE_CONTROL, 3 },
	{ 0x20a1, "RB_RENDER_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_RENDER_CONTROL, 2 },
	{ 0x20a2, "RB_MSAA_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MSAA_CONTROL, 2 },
	{ 0x20a3, "RB_RENDER_CONTROL2", REGDB_T_HEX, (void *)0, f_A4XX_RB_RENDER_CONTROL2, 10 },
	{ 0x20a4, "RB_MRT[0].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20a5, "RB_MRT[0].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20a6, "RB_MRT[0].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20a7, "RB_MRT[0].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20a8, "RB_MRT[0].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20a9, "RB_MRT[1].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20aa, "RB_MRT[1].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20ab, "RB_MRT[1].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ac, "RB_MRT[1].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20ad, "RB_MRT[1].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20ae, "RB_MRT[2].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20af, "RB_MRT[2].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20b0, "RB_MRT[2].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20b1, "RB_MRT[2].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20b2, "RB_MRT[2].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20b3, "RB_MRT[3].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20b4, "RB_MRT[3].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20b5, "RB_MRT[3].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20b6, "RB_MRT[3].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20b7, "RB_MRT[3].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20b8, "RB_MRT[4].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20b9, "RB_MRT[4].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20ba, "RB_MRT[4].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20bb, "RB_MRT[4].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20bc, "RB_MRT[4].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20bd, "RB_MRT[5].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20be, "RB_MRT[5].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20bf, "RB_MRT[5].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20c0, "RB_MRT[5].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20c1, "RB_MRT[5].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20c2, "RB_MRT[6].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20c3, "RB_MRT[6].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20c4, "RB_MRT[6].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20c5, "RB_MRT[6].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20c6, "RB_MRT[6].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20c7, "RB_MRT[7].CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL, 6 },
	{ 0x20c8, "RB_MRT[7].BUF_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BUF_INFO, 6 },
	{ 0x20c9, "RB_MRT[7].BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ca, "RB_MRT[7].CONTROL3", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_CONTROL3, 1 },
	{ 0x20cb, "RB_MRT[7].BLEND_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_MRT_BLEND_CONTROL, 6 },
	{ 0x20cc, "RB_CLEAR_COLOR_DW0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20cd, "RB_CLEAR_COLOR_DW1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ce, "RB_CLEAR_COLOR_DW2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20cf, "RB_CLEAR_COLOR_DW3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20ef, "UNKNOWN_20EF", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x20f0, "RB_BLEND_RED", REGDB_T_HEX, (void *)0, f_A4XX_RB_BLEND_RED, 3 },
	{ 0x20f1, "RB_BLEND_RED_F32", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x20f2, "RB_BLEND_GREEN", REGDB_T_HEX, (void *)0, f_A4XX_RB_BLEND_GREEN, 3 },
	{ 0x20f3, "RB_BLEND_GREEN_F32", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x20f4, "RB_BLEND_BLUE", REGDB_T_HEX, (void *)0, f_A4XX_RB_BLEND_BLUE, 3 },
	{ 0x20f5, "RB_BLEND_BLUE_F32", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x20f6, "RB_BLEND_ALPHA", REGDB_T_HEX, (void *)0, f_A4XX_RB_BLEND_ALPHA, 3 },
	{ 0x20f7, "RB_BLEND_ALPHA_F32", REGDB_T_FLOAT, (void *)0, (void *)0, 0 },
	{ 0x20f8, "RB_ALPHA_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_ALPHA_CONTROL, 3 },
	{ 0x20f9, "RB_FS_OUTPUT", REGDB_T_HEX, (void *)0, f_A4XX_RB_FS_OUTPUT, 3 },
	{ 0x20fa, "RB_SAMPLE_COUNT_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_SAMPLE_COUNT_CONTROL, 2 },
	{ 0x20fb, "RB_RENDER_COMPONENTS", REGDB_T_HEX, (void *)0, f_A4XX_RB_RENDER_COMPONENTS, 8 },
	{ 0x20fc, "RB_COPY_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_COPY_CONTROL, 4 },
	{ 0x20fd, "RB_COPY_DEST_BASE", REGDB_T_HEX, (void *)0, f_A4XX_RB_COPY_DEST_BASE, 1 },
	{ 0x20fe, "RB_COPY_DEST_PITCH", REGDB_T_HEX, (void *)0, f_A4XX_RB_COPY_DEST_PITCH, 1 },
	{ 0x20ff, "RB_COPY_DEST_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_COPY_DEST_INFO, 6 },
	{ 0x2100, "RB_FS_OUTPUT_REG", REGDB_T_HEX, (void *)0, f_A4XX_RB_FS_OUTPUT_REG, 2 },
	{ 0x2101, "RB_DEPTH_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_DEPTH_CONTROL, 8 },
	{ 0x2102, "RB_DEPTH_CLEAR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2103, "RB_DEPTH_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_DEPTH_INFO, 2 },
	{ 0x2104, "RB_DEPTH_PITCH", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2105, "RB_DEPTH_PITCH2", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2106, "RB_STENCIL_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_RB_STENCIL_CONTROL, 11 },
	{ 0x2107, "RB_STENCIL_CONTROL2", REGDB_T_HEX, (void *)0, f_A4XX_RB_STENCIL_CONTROL2, 1 },
	{ 0x2108, "RB_STENCIL_INFO", REGDB_T_HEX, (void *)0, f_A4XX_RB_STENCIL_INFO, 2 },
	{ 0x2109, "RB_STENCIL_PITCH", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x210b, "RB_STENCILREFMASK", REGDB_T_HEX, (void *)0, f_bitset_adreno_rb_stencilrefmask, 3 },
	{ 0x210c, "RB_STENCILREFMASK_BF", REGDB_T_HEX, (void *)0, f_bitset_adreno_rb_stencilrefmask, 3 },
	{ 0x210d, "RB_BIN_OFFSET", REGDB_T_HEX, (void *)0, f_bitset_adreno_reg_xy, 3 },
	{ 0x2120, "RB_VPORT_Z_CLAMP[0].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2121, "RB_VPORT_Z_CLAMP[0].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2122, "RB_VPORT_Z_CLAMP[1].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2123, "RB_VPORT_Z_CLAMP[1].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2124, "RB_VPORT_Z_CLAMP[2].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2125, "RB_VPORT_Z_CLAMP[2].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2126, "RB_VPORT_Z_CLAMP[3].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2127, "RB_VPORT_Z_CLAMP[3].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2128, "RB_VPORT_Z_CLAMP[4].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2129, "RB_VPORT_Z_CLAMP[4].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212a, "RB_VPORT_Z_CLAMP[5].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212b, "RB_VPORT_Z_CLAMP[5].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212c, "RB_VPORT_Z_CLAMP[6].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212d, "RB_VPORT_Z_CLAMP[6].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212e, "RB_VPORT_Z_CLAMP[7].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x212f, "RB_VPORT_Z_CLAMP[7].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2130, "RB_VPORT_Z_CLAMP[8].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2131, "RB_VPORT_Z_CLAMP[8].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2132, "RB_VPORT_Z_CLAMP[9].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2133, "RB_VPORT_Z_CLAMP[9].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2134, "RB_VPORT_Z_CLAMP[10].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2135, "RB_VPORT_Z_CLAMP[10].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2136, "RB_VPORT_Z_CLAMP[11].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2137, "RB_VPORT_Z_CLAMP[11].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2138, "RB_VPORT_Z_CLAMP[12].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2139, "RB_VPORT_Z_CLAMP[12].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213a, "RB_VPORT_Z_CLAMP[13].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213b, "RB_VPORT_Z_CLAMP[13].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213c, "RB_VPORT_Z_CLAMP[14].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213d, "RB_VPORT_Z_CLAMP[14].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213e, "RB_VPORT_Z_CLAMP[15].MIN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x213f, "RB_VPORT_Z_CLAMP[15].MAX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2140, "VPC_ATTR", REGDB_T_HEX, (void *)0, f_A4XX_VPC_ATTR, 4 },
	{ 0x2141, "VPC_PACK", REGDB_T_HEX, (void *)0, f_A4XX_VPC_PACK, 3 },
	{ 0x2142, "VPC_VARYING_INTERP[0].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2143, "VPC_VARYING_INTERP[1].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2144, "VPC_VARYING_INTERP[2].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2145, "VPC_VARYING_INTERP[3].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2146, "VPC_VARYING_INTERP[4].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2147, "VPC_VARYING_INTERP[5].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2148, "VPC_VARYING_INTERP[6].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2149, "VPC_VARYING_INTERP[7].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214a, "VPC_VARYING_PS_REPL[0].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214b, "VPC_VARYING_PS_REPL[1].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214c, "VPC_VARYING_PS_REPL[2].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214d, "VPC_VARYING_PS_REPL[3].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214e, "VPC_VARYING_PS_REPL[4].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x214f, "VPC_VARYING_PS_REPL[5].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2150, "VPC_VARYING_PS_REPL[6].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2151, "VPC_VARYING_PS_REPL[7].MODE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2152, "UNKNOWN_2152", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2153, "UNKNOWN_2153", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2154, "UNKNOWN_2154", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2155, "UNKNOWN_2155", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2156, "UNKNOWN_2156", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2157, "UNKNOWN_2157", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x216e, "VPC_SO_FLUSH_WADDR_3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21c0, "PC_BIN_BASE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21c2, "PC_VSTREAM_CONTROL", REGDB_T_HEX, (void *)0, f_A4XX_PC_VSTREAM_CONTROL, 2 },
	{ 0x21c3, "UNKNOWN_21C3", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21c4, "PC_PRIM_VTX_CNTL", REGDB_T_HEX, (void *)0, f_A4XX_PC_PRIM_VTX_CNTL, 4 },
	{ 0x21c5, "PC_PRIM_VTX_CNTL2", REGDB_T_HEX, (void *)0, f_A4XX_PC_PRIM_VTX_CNTL2, 3 },
	{ 0x21c6, "PC_RESTART_INDEX", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21d0, "VGT_CL_INITIATOR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21d9, "VGT_EVENT_INITIATOR", REGDB_T_ENUM, &regdb_enum_vgt_event_type, (void *)0, 0 },
	{ 0x21e5, "PC_GS_PARAM", REGDB_T_HEX, (void *)0, f_A4XX_PC_GS_PARAM, 4 },
	{ 0x21e6, "UNKNOWN_21E6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x21e7, "PC_HS_PARAM", REGDB_T_HEX, (void *)0, f_A4XX_PC_HS_PARAM, 4 },
	{ 0x2200, "VFD_CONTROL_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_CONTROL_0, 4 },
	{ 0x2201, "VFD_CONTROL_1", REGDB_T_HEX, (void *)0, f_A4XX_VFD_CONTROL_1, 3 },
	{ 0x2202, "VFD_CONTROL_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2203, "VFD_CONTROL_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_CONTROL_3, 3 },
	{ 0x2204, "VFD_CONTROL_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2208, "VFD_INDEX_OFFSET", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2209, "UNKNOWN_2209", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x220a, "VFD_FETCH[0].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x220b, "VFD_FETCH[0].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x220c, "VFD_FETCH[0].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x220d, "VFD_FETCH[0].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x220e, "VFD_FETCH[1].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x220f, "VFD_FETCH[1].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2210, "VFD_FETCH[1].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2211, "VFD_FETCH[1].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2212, "VFD_FETCH[2].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2213, "VFD_FETCH[2].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2214, "VFD_FETCH[2].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2215, "VFD_FETCH[2].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2216, "VFD_FETCH[3].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2217, "VFD_FETCH[3].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2218, "VFD_FETCH[3].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2219, "VFD_FETCH[3].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x221a, "VFD_FETCH[4].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x221b, "VFD_FETCH[4].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x221c, "VFD_FETCH[4].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x221d, "VFD_FETCH[4].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x221e, "VFD_FETCH[5].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x221f, "VFD_FETCH[5].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2220, "VFD_FETCH[5].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2221, "VFD_FETCH[5].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2222, "VFD_FETCH[6].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2223, "VFD_FETCH[6].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2224, "VFD_FETCH[6].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2225, "VFD_FETCH[6].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2226, "VFD_FETCH[7].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2227, "VFD_FETCH[7].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2228, "VFD_FETCH[7].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2229, "VFD_FETCH[7].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x222a, "VFD_FETCH[8].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x222b, "VFD_FETCH[8].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x222c, "VFD_FETCH[8].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x222d, "VFD_FETCH[8].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x222e, "VFD_FETCH[9].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x222f, "VFD_FETCH[9].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2230, "VFD_FETCH[9].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2231, "VFD_FETCH[9].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2232, "VFD_FETCH[10].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2233, "VFD_FETCH[10].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2234, "VFD_FETCH[10].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2235, "VFD_FETCH[10].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2236, "VFD_FETCH[11].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2237, "VFD_FETCH[11].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2238, "VFD_FETCH[11].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2239, "VFD_FETCH[11].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x223a, "VFD_FETCH[12].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x223b, "VFD_FETCH[12].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x223c, "VFD_FETCH[12].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x223d, "VFD_FETCH[12].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x223e, "VFD_FETCH[13].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x223f, "VFD_FETCH[13].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2240, "VFD_FETCH[13].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2241, "VFD_FETCH[13].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2242, "VFD_FETCH[14].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2243, "VFD_FETCH[14].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2244, "VFD_FETCH[14].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2245, "VFD_FETCH[14].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2246, "VFD_FETCH[15].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2247, "VFD_FETCH[15].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2248, "VFD_FETCH[15].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2249, "VFD_FETCH[15].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x224a, "VFD_FETCH[16].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x224b, "VFD_FETCH[16].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x224c, "VFD_FETCH[16].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x224d, "VFD_FETCH[16].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x224e, "VFD_FETCH[17].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x224f, "VFD_FETCH[17].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2250, "VFD_FETCH[17].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2251, "VFD_FETCH[17].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2252, "VFD_FETCH[18].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2253, "VFD_FETCH[18].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2254, "VFD_FETCH[18].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2255, "VFD_FETCH[18].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2256, "VFD_FETCH[19].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2257, "VFD_FETCH[19].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2258, "VFD_FETCH[19].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2259, "VFD_FETCH[19].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x225a, "VFD_FETCH[20].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x225b, "VFD_FETCH[20].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x225c, "VFD_FETCH[20].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x225d, "VFD_FETCH[20].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x225e, "VFD_FETCH[21].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x225f, "VFD_FETCH[21].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2260, "VFD_FETCH[21].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2261, "VFD_FETCH[21].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2262, "VFD_FETCH[22].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2263, "VFD_FETCH[22].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2264, "VFD_FETCH[22].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2265, "VFD_FETCH[22].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2266, "VFD_FETCH[23].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2267, "VFD_FETCH[23].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2268, "VFD_FETCH[23].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2269, "VFD_FETCH[23].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x226a, "VFD_FETCH[24].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x226b, "VFD_FETCH[24].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x226c, "VFD_FETCH[24].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x226d, "VFD_FETCH[24].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x226e, "VFD_FETCH[25].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x226f, "VFD_FETCH[25].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2270, "VFD_FETCH[25].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2271, "VFD_FETCH[25].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2272, "VFD_FETCH[26].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2273, "VFD_FETCH[26].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2274, "VFD_FETCH[26].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2275, "VFD_FETCH[26].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2276, "VFD_FETCH[27].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2277, "VFD_FETCH[27].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2278, "VFD_FETCH[27].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2279, "VFD_FETCH[27].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x227a, "VFD_FETCH[28].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x227b, "VFD_FETCH[28].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x227c, "VFD_FETCH[28].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x227d, "VFD_FETCH[28].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x227e, "VFD_FETCH[29].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x227f, "VFD_FETCH[29].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2280, "VFD_FETCH[29].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2281, "VFD_FETCH[29].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2282, "VFD_FETCH[30].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2283, "VFD_FETCH[30].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2284, "VFD_FETCH[30].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2285, "VFD_FETCH[30].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x2286, "VFD_FETCH[31].INSTR_0", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_0, 4 },
	{ 0x2287, "VFD_FETCH[31].INSTR_1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2288, "VFD_FETCH[31].INSTR_2", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_2, 1 },
	{ 0x2289, "VFD_FETCH[31].INSTR_3", REGDB_T_HEX, (void *)0, f_A4XX_VFD_FETCH_INSTR_3, 1 },
	{ 0x228a, "VFD_DECODE[0].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x228b, "VFD_DECODE[1].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x228c, "VFD_DECODE[2].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x228d, "VFD_DECODE[3].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x228e, "VFD_DECODE[4].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x228f, "VFD_DECODE[5].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2290, "VFD_DECODE[6].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2291, "VFD_DECODE[7].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2292, "VFD_DECODE[8].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2293, "VFD_DECODE[9].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2294, "VFD_DECODE[10].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2295, "VFD_DECODE[11].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2296, "VFD_DECODE[12].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2297, "VFD_DECODE[13].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2298, "VFD_DECODE[14].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x2299, "VFD_DECODE[15].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229a, "VFD_DECODE[16].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229b, "VFD_DECODE[17].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229c, "VFD_DECODE[18].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229d, "VFD_DECODE[19].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229e, "VFD_DECODE[20].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x229f, "VFD_DECODE[21].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a0, "VFD_DECODE[22].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a1, "VFD_DECODE[23].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a2, "VFD_DECODE[24].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a3, "VFD_DECODE[25].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a4, "VFD_DECODE[26].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a5, "VFD_DECODE[27].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a6, "VFD_DECODE[28].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a7, "VFD_DECODE[29].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a8, "VFD_DECODE[30].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22a9, "VFD_DECODE[31].INSTR", REGDB_T_HEX, (void *)0, f_A4XX_VFD_DECODE_INSTR, 9 },
	{ 0x22c0, "SP_SP_CTRL_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_SP_CTRL_REG, 1 },
	{ 0x22c1, "SP_INSTR_CACHE_CTRL", REGDB_T_HEX, (void *)0, f_A4XX_SP_INSTR_CACHE_CTRL, 3 },
	{ 0x22c4, "SP_VS_CTRL_REG0", REGDB_T_HEX, (void *)0, f_bitset_a4xx_sp_vs_fs_ctrl_reg0, 9 },
	{ 0x22c5, "SP_VS_CTRL_REG1", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_CTRL_REG1, 2 },
	{ 0x22c6, "SP_VS_PARAM_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_PARAM_REG, 3 },
	{ 0x22c7, "SP_VS_OUT[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22c8, "SP_VS_OUT[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22c9, "SP_VS_OUT[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22ca, "SP_VS_OUT[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22cb, "SP_VS_OUT[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22cc, "SP_VS_OUT[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22cd, "SP_VS_OUT[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22ce, "SP_VS_OUT[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22cf, "SP_VS_OUT[8].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d0, "SP_VS_OUT[9].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d1, "SP_VS_OUT[10].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d2, "SP_VS_OUT[11].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d3, "SP_VS_OUT[12].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d4, "SP_VS_OUT[13].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d5, "SP_VS_OUT[14].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d6, "SP_VS_OUT[15].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OUT_REG, 4 },
	{ 0x22d7, "UNKNOWN_22D7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22d8, "SP_VS_VPC_DST[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22d9, "SP_VS_VPC_DST[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22da, "SP_VS_VPC_DST[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22db, "SP_VS_VPC_DST[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22dc, "SP_VS_VPC_DST[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22dd, "SP_VS_VPC_DST[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22de, "SP_VS_VPC_DST[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22df, "SP_VS_VPC_DST[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_VPC_DST_REG, 4 },
	{ 0x22e0, "SP_VS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_VS_OBJ_OFFSET_REG, 2 },
	{ 0x22e1, "SP_VS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e2, "SP_VS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e3, "SP_VS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22e5, "SP_VS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x22e8, "SP_FS_CTRL_REG0", REGDB_T_HEX, (void *)0, f_bitset_a4xx_sp_vs_fs_ctrl_reg0, 9 },
	{ 0x22e9, "SP_FS_CTRL_REG1", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_CTRL_REG1, 4 },
	{ 0x22ea, "SP_FS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_OBJ_OFFSET_REG, 2 },
	{ 0x22eb, "SP_FS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22ec, "SP_FS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22ed, "SP_FS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x22ef, "SP_FS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x22f0, "SP_FS_OUTPUT_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_OUTPUT_REG, 4 },
	{ 0x22f1, "SP_FS_MRT[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f2, "SP_FS_MRT[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f3, "SP_FS_MRT[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f4, "SP_FS_MRT[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f5, "SP_FS_MRT[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f6, "SP_FS_MRT[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f7, "SP_FS_MRT[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x22f8, "SP_FS_MRT[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_FS_MRT_REG, 6 },
	{ 0x2300, "SP_CS_CTRL_REG0", REGDB_T_HEX, (void *)0, f_bitset_a4xx_sp_vs_fs_ctrl_reg0, 9 },
	{ 0x2301, "SP_CS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2302, "SP_CS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2303, "SP_CS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2304, "SP_CS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2305, "SP_CS_PVT_MEM_SIZE", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2306, "SP_CS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x230d, "SP_HS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_HS_OBJ_OFFSET_REG, 2 },
	{ 0x230e, "SP_HS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x230f, "SP_HS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2310, "SP_HS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2312, "SP_HS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x231a, "SP_DS_PARAM_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_PARAM_REG, 2 },
	{ 0x231b, "SP_DS_OUT[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x231c, "SP_DS_OUT[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x231d, "SP_DS_OUT[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x231e, "SP_DS_OUT[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x231f, "SP_DS_OUT[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2320, "SP_DS_OUT[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2321, "SP_DS_OUT[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2322, "SP_DS_OUT[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2323, "SP_DS_OUT[8].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2324, "SP_DS_OUT[9].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2325, "SP_DS_OUT[10].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2326, "SP_DS_OUT[11].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2327, "SP_DS_OUT[12].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2328, "SP_DS_OUT[13].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x2329, "SP_DS_OUT[14].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x232a, "SP_DS_OUT[15].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OUT_REG, 4 },
	{ 0x232c, "SP_DS_VPC_DST[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x232d, "SP_DS_VPC_DST[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x232e, "SP_DS_VPC_DST[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x232f, "SP_DS_VPC_DST[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x2330, "SP_DS_VPC_DST[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x2331, "SP_DS_VPC_DST[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x2332, "SP_DS_VPC_DST[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x2333, "SP_DS_VPC_DST[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_VPC_DST_REG, 4 },
	{ 0x2334, "SP_DS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_DS_OBJ_OFFSET_REG, 2 },
	{ 0x2335, "SP_DS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2336, "SP_DS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2337, "SP_DS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2339, "SP_DS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2341, "SP_GS_PARAM_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_PARAM_REG, 3 },
	{ 0x2342, "SP_GS_OUT[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2343, "SP_GS_OUT[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2344, "SP_GS_OUT[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2345, "SP_GS_OUT[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2346, "SP_GS_OUT[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2347, "SP_GS_OUT[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2348, "SP_GS_OUT[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2349, "SP_GS_OUT[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234a, "SP_GS_OUT[8].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234b, "SP_GS_OUT[9].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234c, "SP_GS_OUT[10].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234d, "SP_GS_OUT[11].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234e, "SP_GS_OUT[12].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x234f, "SP_GS_OUT[13].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2350, "SP_GS_OUT[14].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2351, "SP_GS_OUT[15].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OUT_REG, 4 },
	{ 0x2352, "UNKNOWN_2352", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2353, "SP_GS_VPC_DST[0].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2354, "SP_GS_VPC_DST[1].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2355, "SP_GS_VPC_DST[2].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2356, "SP_GS_VPC_DST[3].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2357, "SP_GS_VPC_DST[4].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2358, "SP_GS_VPC_DST[5].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x2359, "SP_GS_VPC_DST[6].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x235a, "SP_GS_VPC_DST[7].REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_VPC_DST_REG, 4 },
	{ 0x235b, "SP_GS_OBJ_OFFSET_REG", REGDB_T_HEX, (void *)0, f_A4XX_SP_GS_OBJ_OFFSET_REG, 2 },
	{ 0x235c, "SP_GS_OBJ_START", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x235d, "SP_GS_PVT_MEM_PARAM", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x235e, "SP_GS_PVT_MEM_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2360, "SP_GS_LENGTH_REG", REGDB_T_UINT, (void *)0, (void *)0, 0 },
	{ 0x2380, "TPL1_TP_TEX_OFFSET", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2381, "TPL1_TP_TEX_COUNT", REGDB_T_HEX, (void *)0, f_A4XX_TPL1_TP_TEX_COUNT, 4 },
	{ 0x2384, "TPL1_TP_VS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x2387, "TPL1_TP_HS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x238a, "TPL1_TP_DS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x238d, "TPL1_TP_GS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23a0, "TPL1_TP_FS_TEX_COUNT", REGDB_T_HEX, (void *)0, f_A4XX_TPL1_TP_FS_TEX_COUNT, 2 },
	{ 0x23a1, "TPL1_TP_FS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23a4, "TPL1_TP_CS_BORDER_COLOR_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23a5, "TPL1_TP_CS_SAMPLER_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23a6, "TPL1_TP_CS_TEXMEMOBJ_BASE_ADDR", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23c0, "HLSQ_CONTROL_0_REG", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CONTROL_0_REG, 10 },
	{ 0x23c1, "HLSQ_CONTROL_1_REG", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CONTROL_1_REG, 5 },
	{ 0x23c2, "HLSQ_CONTROL_2_REG", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CONTROL_2_REG, 4 },
	{ 0x23c3, "HLSQ_CONTROL_3_REG", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CONTROL_3_REG, 4 },
	{ 0x23c4, "HLSQ_CONTROL_4_REG", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CONTROL_4_REG, 2 },
	{ 0x23c5, "HLSQ_VS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23c6, "HLSQ_FS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23c7, "HLSQ_HS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23c8, "HLSQ_DS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23c9, "HLSQ_GS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23ca, "HLSQ_CS_CONTROL_REG", REGDB_T_HEX, (void *)0, f_bitset_a4xx_xs_control_reg, 6 },
	{ 0x23cd, "HLSQ_CL_NDRANGE_0", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_NDRANGE_0, 4 },
	{ 0x23ce, "HLSQ_CL_NDRANGE_1", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_NDRANGE_1, 1 },
	{ 0x23cf, "HLSQ_CL_NDRANGE_2", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23d0, "HLSQ_CL_NDRANGE_3", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_NDRANGE_3, 1 },
	{ 0x23d1, "HLSQ_CL_NDRANGE_4", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23d2, "HLSQ_CL_NDRANGE_5", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_NDRANGE_5, 1 },
	{ 0x23d3, "HLSQ_CL_NDRANGE_6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23d4, "HLSQ_CL_CONTROL_0", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_CONTROL_0, 3 },
	{ 0x23d5, "HLSQ_CL_CONTROL_1", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_CONTROL_1, 2 },
	{ 0x23d6, "HLSQ_CL_KERNEL_CONST", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_KERNEL_CONST, 2 },
	{ 0x23d7, "HLSQ_CL_KERNEL_GROUP_X", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23d8, "HLSQ_CL_KERNEL_GROUP_Y", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23d9, "HLSQ_CL_KERNEL_GROUP_Z", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x23da, "HLSQ_CL_WG_OFFSET", REGDB_T_HEX, (void *)0, f_A4XX_HLSQ_CL_WG_OFFSET, 1 },
	{ 0x23db, "HLSQ_UPDATE_CONTROL", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3000, "VBIF_VERSION", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3001, "VBIF_CLKON", REGDB_T_HEX, (void *)0, f_A4XX_VBIF_CLKON, 1 },
	{ 0x301c, "VBIF_ABIT_SORT", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x301d, "VBIF_ABIT_SORT_CONF", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302a, "VBIF_GATE_OFF_WRREQ_EN", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302c, "VBIF_IN_RD_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x302d, "VBIF_IN_RD_LIM_CONF1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3030, "VBIF_IN_WR_LIM_CONF0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3031, "VBIF_IN_WR_LIM_CONF1", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x3049, "VBIF_ROUND_ROBIN_QOS_ARB", REGDB_T_HEX, (void *)0, (void *)0, 0 },
};

const struct regdb_domain regdb_gens[REGDB_NR_GENS] = {
	[REGDB_A2XX] = { "A2XX", regs_a2xx, 177 },
	[REGDB_A3XX] = { "A3XX", regs_a3xx, 500 },
	[REGDB_A4XX] = { "A4XX", regs_a4xx, 773 },
};

static const struct regdb_reg pkt_A3XX_TEX_SAMP[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_A3XX_TEX_SAMP_0, 11 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_A3XX_TEX_SAMP_1, 3 },
};

static const struct regdb_reg pkt_A3XX_TEX_CONST[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_A3XX_TEX_CONST_0, 11 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_A3XX_TEX_CONST_1, 3 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_A3XX_TEX_CONST_2, 3 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_A3XX_TEX_CONST_3, 3 },
};

static const struct regdb_reg pkt_A4XX_TEX_SAMP[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_A4XX_TEX_SAMP_0, 8 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_A4XX_TEX_SAMP_1, 6 },
};

static const struct regdb_reg pkt_A4XX_TEX_CONST[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_A4XX_TEX_CONST_0, 9 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_A4XX_TEX_CONST_1, 2 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_A4XX_TEX_CONST_2, 4 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_A4XX_TEX_CONST_3, 2 },
	{ 0x0004, "4", REGDB_T_HEX, (void *)0, f_A4XX_TEX_CONST_4, 2 },
	{ 0x0005, "5", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0006, "6", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0007, "7", REGDB_T_HEX, (void *)0, (void *)0, 0 },
};

static const struct regdb_reg pkt_CP_DRAW_INDX[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_0, 1 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator, 8 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_3, 1 },
	{ 0x0004, "4", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_4, 1 },
};

static const struct regdb_reg pkt_CP_DRAW_INDX_OFFSET[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator_a4xx, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_OFFSET_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_OFFSET_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_OFFSET_3, 1 },
	{ 0x0004, "4", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_OFFSET_4, 1 },
	{ 0x0005, "5", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_OFFSET_5, 1 },
};

static const struct regdb_reg pkt_CP_DRAW_INDIRECT[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator_a4xx, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDIRECT_1, 1 },
};

static const struct regdb_reg pkt_CP_DRAW_INDX_INDIRECT[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_bitset_vgt_draw_initiator_a4xx, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_INDIRECT_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_INDIRECT_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_DRAW_INDX_INDIRECT_3, 1 },
};

static const struct regdb_reg pkt_CP_MEM_TO_MEM[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_MEM_TO_MEM_0, 6 },
};

static const struct regdb_reg pkt_CP_LOAD_STATE[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_LOAD_STATE_0, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_LOAD_STATE_1, 2 },
};

static const struct regdb_reg pkt_CP_LOAD_STATE4[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_LOAD_STATE4_0, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_LOAD_STATE4_1, 2 },
};

static const struct regdb_reg pkt_CP_INDIRECT_BUFFER[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_INDIRECT_BUFFER_0, 1 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_INDIRECT_BUFFER_1, 1 },
};

static const struct regdb_reg pkt_CP_EVENT_WRITE[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_EVENT_WRITE_0, 3 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_EVENT_WRITE_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_EVENT_WRITE_2, 1 },
};

static const struct regdb_reg pkt_CP_INTERRUPT[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_INTERRUPT_0, 3 },
};

static const struct regdb_reg pkt_CP_MEM_WRITE[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_MEM_WRITE_0, 1 },
};

static const struct regdb_reg pkt_CP_REG_TO_MEM[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_REG_TO_MEM_0, 4 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_REG_TO_MEM_1, 1 },
};

static const struct regdb_reg pkt_CP_REG_RMW[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_REG_RMW_0, 5 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_REG_RMW_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_REG_RMW_2, 1 },
};

static const struct regdb_reg pkt_CP_WAIT_REG_MEM[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_WAIT_REG_MEM_0, 2 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_WAIT_REG_MEM_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_WAIT_REG_MEM_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_WAIT_REG_MEM_3, 1 },
	{ 0x0004, "4", REGDB_T_HEX, (void *)0, f_CP_WAIT_REG_MEM_4, 1 },
};

static const struct regdb_reg pkt_CP_COND_WRITE[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_0, 3 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_3, 1 },
	{ 0x0004, "4", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_4, 1 },
	{ 0x0005, "5", REGDB_T_HEX, (void *)0, f_CP_COND_WRITE_5, 1 },
};

static const struct regdb_reg pkt_CP_SET_BIN[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, (void *)0, 0 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_SET_BIN_1, 2 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_SET_BIN_2, 2 },
};

static const struct regdb_reg pkt_CP_SET_BIN_DATA[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_SET_BIN_DATA_0, 1 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_SET_BIN_DATA_1, 1 },
};

static const struct regdb_reg pkt_CP_REG_WR_NO_CTXT[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_REG_WR_NO_CTXT_0, 1 },
};

static const struct regdb_reg pkt_CP_COND_EXEC[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_COND_EXEC_0, 1 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_COND_EXEC_1, 1 },
	{ 0x0002, "2", REGDB_T_HEX, (void *)0, f_CP_COND_EXEC_2, 1 },
	{ 0x0003, "3", REGDB_T_HEX, (void *)0, f_CP_COND_EXEC_3, 1 },
};

static const struct regdb_reg pkt_CP_SET_DRAW_STATE[] = {
	{ 0x0000, "0", REGDB_T_HEX, (void *)0, f_CP_SET_DRAW_STATE_0, 6 },
	{ 0x0001, "1", REGDB_T_HEX, (void *)0, f_CP_SET_DRAW_STATE_1, 1 },
};

const struct regdb_domain regdb_packets[] = {
	{ "A3XX_TEX_SAMP", pkt_A3XX_TEX_SAMP, 2 },
	{ "A3XX_TEX_CONST", pkt_A3XX_TEX_CONST, 4 },
	{ "A4XX_TEX_SAMP", pkt_A4XX_TEX_SAMP, 2 },
	{ "A4XX_TEX_CONST", pkt_A4XX_TEX_CONST, 8 },
	{ "CP_DRAW_INDX", pkt_CP_DRAW_INDX, 5 },
	{ "CP_DRAW_INDX_OFFSET", pkt_CP_DRAW_INDX_OFFSET, 6 },
	{ "CP_DRAW_INDIRECT", pkt_CP_DRAW_INDIRECT, 2 },
	{ "CP_DRAW_INDX_INDIRECT", pkt_CP_DRAW_INDX_INDIRECT, 4 },
	{ "CP_MEM_TO_MEM", pkt_CP_MEM_TO_MEM, 1 },
	{ "CP_LOAD_STATE", pkt_CP_LOAD_STATE, 2 },
	{ "CP_LOAD_STATE4", pkt_CP_LOAD_STATE4, 2 },
	{ "CP_INDIRECT_BUFFER", pkt_CP_INDIRECT_BUFFER, 2 },
	{ "CP_EVENT_WRITE", pkt_CP_EVENT_WRITE, 3 },
	{ "CP_INTERRUPT", pkt_CP_INTERRUPT, 1 },
	{ "CP_MEM_WRITE", pkt_CP_MEM_WRITE, 1 },
	{ "CP_REG_TO_MEM", pkt_CP_REG_TO_MEM, 2 },
	{ "CP_REG_RMW", pkt_CP_REG_RMW, 3 },
	{ "CP_WAIT_REG_MEM", pkt_CP_WAIT_REG_MEM, 5 },
	{ "CP_COND_WRITE", pkt_CP_COND_WRITE, 6 },
	{ "CP_SET_BIN", pkt_CP_SET_BIN, 3 },
	{ "CP_SET_BIN_DATA", pkt_CP_SET_BIN_DATA, 2 },
	{ "CP_REG_WR_NO_CTXT", pkt_CP_REG_WR_NO_CTXT, 1 },
	{ "CP_COND_EXEC", pkt_CP_COND_EXEC, 4 },
	{ "CP_SET_DRAW_STATE", pkt_CP_SET_DRAW_STATE, 2 },
};
const unsigned int regdb_nr_packets = 24;

const char *const regdb_pm4_type3_names[REGDB_NR_GENS][256] = {
	[REGDB_A2XX] = {
		[0x10] = "CP_NOP",
		[0x11] = "CP_RECORD_PFP_TIMESTAMP",
		[0x12] = "CP_WAIT_MEM_WRITES",
		[0x13] = "CP_WAIT_FOR_ME",
		[0x17] = "IN_IB_PREFETCH_END",
		[0x19] = "CP_DRAW_PRED_ENABLE_GLOBAL",
		[0x1a] = "CP_DRAW_PRED_ENABLE_LOCAL",
		[0x1f] = "IN_SUBBLK_PREFETCH",
		[0x20] = "IN_INSTR_PREFETCH",
		[0x21] = "CP_REG_RMW",
		[0x22] = "CP_DRAW_INDX",
		[0x23] = "CP_VIZ_QUERY",
		[0x24] = "CP_DRAW_AUTO",
		[0x25] = "CP_SET_STATE",
		[0x26] = "CP_WAIT_FOR_IDLE",
		[0x27] = "CP_IM_LOAD",
		[0x2b] = "CP_IM_LOAD_IMMEDIATE",
		[0x2c] = "CP_IM_STORE",
		[0x2d] = "CP_SET_CONSTANT",
		[0x2e] = "CP_LOAD_CONSTANT_CONTEXT",
		[0x2f] = "CP_SET_BIN_DATA",
		[0x31] = "CP_RUN_OPENCL",
		[0x33] = "CP_EXEC_CS",
		[0x34] = "CP_DRAW_INDX_BIN",
		[0x35] = "CP_DRAW_INDX_2_BIN",
		[0x36] = "CP_DRAW_INDX_2",
		[0x37] = "CP_INDIRECT_BUFFER_PFD",
		[0x38] = "CP_DRAW_INDX_OFFSET",
		[0x3b] = "CP_INVALIDATE_STATE",
		[0x3c] = "CP_WAIT_REG_MEM",
		[0x3d] = "CP_MEM_WRITE",
		[0x3e] = "CP_REG_TO_MEM",
		[0x3f] = "CP_INDIRECT_BUFFER_PFE",
		[0x40] = "CP_INTERRUPT",
		[0x42] = "CP_MEM_TO_REG",
		[0x44] = "CP_COND_EXEC",
		[0x45] = "CP_COND_WRITE",
		[0x46] = "CP_EVENT_WRITE",
		[0x47] = "CP_COND_REG_EXEC",
		[0x48] = "CP_ME_INIT",
		[0x49] = "IN_CONST_PREFETCH",
		[0x4a] = "CP_SET_SHADER_BASES",
		[0x4b] = "CP_SET_DRAW_INIT_FLAGS",
		[0x4c] = "CP_SET_BIN",
		[0x4d] = "CP_SCRATCH_TO_REG",
		[0x4e] = "CP_DRAW_PRED_SET",
		[0x4f] = "CP_MEM_WRITE_CNTR",
		[0x50] = "CP_SET_BIN_MASK",
		[0x51] = "CP_SET_BIN_SELECT",
		[0x52] = "CP_WAIT_REG_EQ",
		[0x53] = "CP_WAIT_REG_GTE",
		[0x55] = "IN_INCR_UPDT_STATE",
		[0x56] = "IN_INCR_UPDT_CONST",
		[0x57] = "IN_INCR_UPDT_INSTR",
		[0x58] = "CP_EVENT_WRITE_SHD",
		[0x59] = "CP_EVENT_WRITE_CFL",
		[0x5b] = "CP_EVENT_WRITE_ZPD",
		[0x5c] = "CP_WAIT_UNTIL_READ",
		[0x5d] = "CP_WAIT_IB_PFD_COMPLETE",
		[0x5e] = "CP_CONTEXT_UPDATE",
		[0x5f] = "CP_SET_PROTECTED_MODE",
		[0x66] = "CP_SET_SECURE_MODE",
		[0x6f] = "CP_BOOTSTRAP_UCODE",
		[0x71] = "CP_TEST_TWO_MEMS",
		[0x78] = "CP_REG_WR_NO_CTXT",
	},
	[REGDB_A3XX] = {
		[0x10] = "CP_NOP",
		[0x11] = "CP_RECORD_PFP_TIMESTAMP",
		[0x12] = "CP_WAIT_MEM_WRITES",
		[0x13] = "CP_WAIT_FOR_ME",
		[0x19] = "CP_DRAW_PRED_ENABLE_GLOBAL",
		[0x1a] = "CP_DRAW_PRED_ENABLE_LOCAL",
		[0x21] = "CP_REG_RMW",
		[0x22] = "CP_DRAW_INDX",
		[0x23] = "CP_VIZ_QUERY",
		[0x24] = "CP_DRAW_AUTO",
		[0x25] = "CP_SET_STATE",
		[0x26] = "CP_WAIT_FOR_IDLE",
		[0x27] = "CP_IM_LOAD",
		[0x2b] = "CP_IM_LOAD_IMMEDIATE",
		[0x2d] = "CP_SET_CONSTANT",
		[0x2f] = "CP_SET_BIN_DATA",
		[0x30] = "CP_LOAD_STATE",
		[0x31] = "CP_RUN_OPENCL",
		[0x32] = "CP_COND_INDIRECT_BUFFER_PFD",
		[0x33] = "CP_EXEC_CS",
		[0x34] = "CP_DRAW_INDX_BIN",
		[0x35] = "CP_DRAW_INDX_2_BIN",
		[0x36] = "CP_DRAW_INDX_2",
		[0x37] = "CP_INDIRECT_BUFFER_PFD",
		[0x38] = "CP_DRAW_INDX_OFFSET",
		[0x3a] = "CP_COND_INDIRECT_BUFFER_PFE",
		[0x3b] = "CP_INVALIDATE_STATE",
		[0x3c] = "CP_WAIT_REG_MEM",
		[0x3d] = "CP_MEM_WRITE",
		[0x3e] = "CP_REG_TO_MEM",
		[0x3f] = "CP_INDIRECT_BUFFER_PFE",
		[0x40] = "CP_INTERRUPT",
		[0x42] = "CP_MEM_TO_REG",
		[0x44] = "CP_COND_EXEC",
		[0x45] = "CP_COND_WRITE",
		[0x46] = "CP_EVENT_WRITE",
		[0x47] = "CP_COND_REG_EXEC",
		[0x48] = "CP_ME_INIT",
		[0x4a] = "CP_SET_SHADER_BASES",
		[0x4b] = "CP_SET_DRAW_INIT_FLAGS",
		[0x4c] = "CP_SET_BIN",
		[0x4d] = "CP_SCRATCH_TO_REG",
		[0x4e] = "CP_DRAW_PRED_SET",
		[0x4f] = "CP_MEM_WRITE_CNTR",
		[0x50] = "CP_SET_BIN_MASK",
		[0x51] = "CP_SET_BIN_SELECT",
		[0x52] = "CP_WAIT_REG_EQ",
		[0x53] = "CP_WAIT_REG_GTE",
		[0x58] = "CP_EVENT_WRITE_SHD",
		[0x59] = "CP_EVENT_WRITE_CFL",
		[0x5b] = "CP_EVENT_WRITE_ZPD",
		[0x5c] = "CP_WAIT_UNTIL_READ",
		[0x5d] = "CP_WAIT_IB_PFD_COMPLETE",
		[0x5e] = "CP_CONTEXT_UPDATE",
		[0x5f] = "CP_SET_PROTECTED_MODE",
		[0x66] = "CP_SET_SECURE_MODE",
		[0x6f] = "CP_BOOTSTRAP_UCODE",
		[0x71] = "CP_TEST_TWO_MEMS",
		[0x78] = "CP_REG_WR_NO_CTXT",
	},
	[REGDB_A4XX] = {
		[0x10] = "CP_NOP",
		[0x11] = "CP_RECORD_PFP_TIMESTAMP",
		[0x12] = "CP_WAIT_MEM_WRITES",
		[0x13] = "CP_WAIT_FOR_ME",
		[0x19] = "CP_DRAW_PRED_ENABLE_GLOBAL",
		[0x1a] = "CP_DRAW_PRED_ENABLE_LOCAL",
		[0x21] = "CP_REG_RMW",
		[0x22] = "CP_DRAW_INDX",
		[0x23] = "CP_VIZ_QUERY",
		[0x24] = "CP_DRAW_AUTO",
		[0x25] = "CP_SET_STATE",
		[0x26] = "CP_WAIT_FOR_IDLE",
		[0x27] = "CP_IM_LOAD",
		[0x28] = "CP_DRAW_INDIRECT",
		[0x29] = "CP_DRAW_INDX_INDIRECT",
		[0x2b] = "CP_IM_LOAD_IMMEDIATE",
		[0x2d] = "CP_SET_CONSTANT",
		[0x2f] = "CP_SET_BIN_DATA",
		[0x30] = "CP_LOAD_STATE4",
		[0x31] = "CP_RUN_OPENCL",
		[0x33] = "CP_EXEC_CS",
		[0x34] = "CP_DRAW_INDX_BIN",
		[0x35] = "CP_DRAW_INDX_2_BIN",
		[0x36] = "CP_DRAW_INDX_2",
		[0x37] = "CP_INDIRECT_BUFFER_PFD",
		[0x38] = "CP_DRAW_INDX_OFFSET",
		[0x3a] = "CP_COND_INDIRECT_BUFFER_PFE",
		[0x3b] = "CP_INVALIDATE_STATE",
		[0x3c] = "CP_WAIT_REG_MEM",
		[0x3d] = "CP_MEM_WRITE",
		[0x3e] = "CP_REG_TO_MEM",
		[0x3f] = "CP_INDIRECT_BUFFER_PFE",
		[0x40] = "CP_INTERRUPT",
		[0x41] = "CP_EXEC_CS_INDIRECT",
		[0x42] = "CP_MEM_TO_REG",
		[0x43] = "CP_SET_DRAW_STATE",
		[0x44] = "CP_COND_EXEC",
		[0x45] = "CP_COND_WRITE",
		[0x46] = "CP_EVENT_WRITE",
		[0x47] = "CP_COND_REG_EXEC",
		[0x48] = "CP_ME_INIT",
		[0x4a] = "CP_SET_SHADER_BASES",
		[0x4b] = "CP_SET_DRAW_INIT_FLAGS",
		[0x4c] = "CP_SET_BIN",
		[0x4d] = "CP_SCRATCH_TO_REG",
		[0x4e] = "CP_DRAW_PRED_SET",
		[0x4f] = "CP_MEM_WRITE_CNTR",
		[0x50] = "CP_SET_BIN_MASK",
		[0x51] = "CP_SET_BIN_SELECT",
		[0x52] = "CP_WAIT_REG_EQ",
		[0x53] = "CP_WAIT_REG_GTE",
		[0x58] = "CP_EVENT_WRITE_SHD",
		[0x59] = "CP_EVENT_WRITE_CFL",
		[0x5b] = "CP_EVENT_WRITE_ZPD",
		[0x5c] = "CP_WAIT_UNTIL_READ",
		[0x5d] = "CP_WAIT_IB_PFD_COMPLETE",
		[0x5e] = "CP_CONTEXT_UPDATE",
		[0x5f] = "CP_SET_PROTECTED_MODE",
		[0x66] = "CP_SET_SECURE_MODE",
		[0x6f] = "CP_BOOTSTRAP_UCODE",
		[0x71] = "CP_TEST_TWO_MEMS",
		[0x73] = "CP_MEM_TO_MEM",
		[0x74] = "CP_WIDE_REG_WRITE",
		[0x78] = "CP_REG_WR_NO_CTXT",
	},
};
