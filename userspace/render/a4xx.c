// SPDX-License-Identifier: MIT
/*
 * What a4xx needs written: the register values of a draw, of a GMEM bin
 * and its resolve, of bypass.  Values follow what Mesa's fd4 programs
 * for the same state (src/gallium/drivers/freedreno/a4xx).  Against
 * a3xx: eight render targets with plain addresses, the bin size in
 * RB_MODE_CONTROL, CP_LOAD_STATE4 and CP_DRAW_INDX_OFFSET, constants of
 * both stages in one file, shaders in units of 16 instructions.
 */
#include "mr_priv.h"
#include "generated/adreno_common.xml.h"
#include "generated/a4xx.xml.h"

#define A4XX_MRTS		8
/* The FS's code sits at the top of the 64-unit instruction store */
#define A4XX_FS_INSTR_TOP	64
/* FS varying locations count from VPC location 8, as on a3xx */
#define A4XX_VARYING_BASE	8

static const uint32_t a4xx_color_format[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = RB4_R8G8B8A8_UNORM,
	[MR_FORMAT_RGB565] = RB4_R5G6B5_UNORM,
};

/* Channels as memory holds them: R, G, B, A */
#define A4XX_SWIZ_XYZW	(A4XX_TEX_CONST_0_SWIZ_X(A4XX_TEX_X) | \
			 A4XX_TEX_CONST_0_SWIZ_Y(A4XX_TEX_Y) | \
			 A4XX_TEX_CONST_0_SWIZ_Z(A4XX_TEX_Z) | \
			 A4XX_TEX_CONST_0_SWIZ_W(A4XX_TEX_W))

/*
 * Texel formats: channels come out in memory order, lowest bits first,
 * so the swizzle puts 5_6_5's top bits in R (fd4_tex_swiz() of
 * B5G6R5_UNORM, GL's RGB 5_6_5)
 */
static const struct {
	uint32_t fmt, swiz;
} a4xx_tex_format[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = { TFMT4_8_8_8_8_UNORM, A4XX_SWIZ_XYZW },
	[MR_FORMAT_RGB565] = { TFMT4_5_6_5_UNORM,
			       A4XX_TEX_CONST_0_SWIZ_X(A4XX_TEX_Z) |
			       A4XX_TEX_CONST_0_SWIZ_Y(A4XX_TEX_Y) |
			       A4XX_TEX_CONST_0_SWIZ_Z(A4XX_TEX_X) |
			       A4XX_TEX_CONST_0_SWIZ_W(A4XX_TEX_ONE) },
	[MR_FORMAT_RGBA8UI] = { TFMT4_8_8_8_8_UINT, A4XX_SWIZ_XYZW },
	[MR_FORMAT_RGBA8I] = { TFMT4_8_8_8_8_SINT, A4XX_SWIZ_XYZW },
};

static const uint32_t a4xx_tex_type[] = {
	[MR_TEX_2D] = A4XX_TEX_2D, [MR_TEX_CUBE] = A4XX_TEX_CUBE,
	[MR_TEX_ARRAY] = A4XX_TEX_2D, [MR_TEX_3D] = A4XX_TEX_3D,
};

static const uint32_t a4xx_tex_filter[] = {
	[MR_FILTER_NEAREST] = A4XX_TEX_NEAREST,
	[MR_FILTER_LINEAR] = A4XX_TEX_LINEAR,
};

static const uint32_t a4xx_tex_wrap[] = {
	[MR_WRAP_REPEAT] = A4XX_TEX_REPEAT,
	[MR_WRAP_CLAMP] = A4XX_TEX_CLAMP_TO_EDGE,
	[MR_WRAP_MIRROR] = A4XX_TEX_MIRROR_REPEAT,
	[MR_WRAP_BORDER] = A4XX_TEX_CLAMP_TO_BORDER,
};

static const struct {
	uint32_t fmt, bytes;
} a4xx_vertex_format[MR_VF_COUNT] = {
	[MR_VF_FLOAT1] = { VFMT4_32_FLOAT, 4 },
	[MR_VF_FLOAT2] = { VFMT4_32_32_FLOAT, 8 },
	[MR_VF_FLOAT3] = { VFMT4_32_32_32_FLOAT, 12 },
	[MR_VF_FLOAT4] = { VFMT4_32_32_32_32_FLOAT, 16 },
	[MR_VF_UNORM8x4] = { VFMT4_8_8_8_8_UNORM, 4 },
};

static void a4xx_emit_restore(struct mr_context *ctx, struct msm_cs *cs)
{
	(void)ctx;
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_DEBUG_ECO_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_SP_MODE_CONTROL, 1);
	OUT_RING(cs, 0x0000001e);
	OUT_PKT0(cs, REG_A4XX_TPL1_TP_MODE_CONTROL, 1);
	OUT_RING(cs, 0x0000003a);
	OUT_PKT0(cs, REG_A4XX_UCHE_CACHE_WAYS_VFD, 1);
	OUT_RING(cs, 0x00000007);
	OUT_PKT0(cs, REG_A4XX_UCHE_CACHE_MODE_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_UCHE_INVALIDATE0, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0x00000012);
	OUT_PKT0(cs, REG_A4XX_HLSQ_MODE_CONTROL, 1);
	OUT_RING(cs, 0x00000003);
	OUT_PKT3(cs, CP_INVALIDATE_STATE, 1);
	OUT_RING(cs, 0x00001000);
	OUT_PKT0(cs, REG_A4XX_PC_GS_PARAM, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_PC_HS_PARAM, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_TPL1_TP_TEX_OFFSET, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_TPL1_TP_TEX_COUNT, 1);
	OUT_RING(cs, A4XX_TPL1_TP_TEX_COUNT_VS(16));
	OUT_PKT0(cs, REG_A4XX_TPL1_TP_FS_TEX_COUNT, 1);
	OUT_RING(cs, A4XX_TPL1_TP_FS_TEX_COUNT_FS(16));
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE);
	OUT_PKT0(cs, REG_A4XX_RB_MSAA_CONTROL, 1);
	OUT_RING(cs, A4XX_RB_MSAA_CONTROL_DISABLE);
	OUT_PKT0(cs, REG_A4XX_GRAS_CL_GB_CLIP_ADJ, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_RB_ALPHA_CONTROL, 1);
	OUT_RING(cs, A4XX_RB_ALPHA_CONTROL_ALPHA_TEST_FUNC(FUNC_ALWAYS));
	OUT_PKT0(cs, REG_A4XX_GRAS_ALPHA_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_PC_RESTART_INDEX, 1);
	OUT_RING(cs, 0xffffffff);
	OUT_PKT0(cs, REG_A4XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_EVENT_WRITE, 1);
	OUT_RING(cs, CACHE_FLUSH);
}

/* As a3xx_footprint(): at least one full vec4; half ones apart */
static uint32_t a4xx_footprint(const struct mr_shader *s)
{
	return s->full_regs ? s->full_regs : 1;
}

static void a4xx_emit_shader_load(struct msm_cs *cs, uint32_t block,
				  const struct mr_shader_obj *o)
{
	OUT_PKT3(cs, CP_LOAD_STATE4, 2);
	OUT_RING(cs, CP_LOAD_STATE4_0_DST_OFF(0) |
		     CP_LOAD_STATE4_0_STATE_SRC(SS4_INDIRECT) |
		     CP_LOAD_STATE4_0_STATE_BLOCK(block) |
		     CP_LOAD_STATE4_0_NUM_UNIT(o->units));
	OUT_RELOC(cs, o->bo, 0, CP_LOAD_STATE4_1_STATE_TYPE(ST4_SHADER), 0);
}

/* A CP_LOAD_STATE4 whose dwords follow: units of a type from dst on */
static void a4xx_load_direct(struct msm_cs *cs, uint32_t block, uint32_t type,
			     uint32_t dst, uint32_t units, uint32_t dwords)
{
	OUT_PKT3(cs, CP_LOAD_STATE4, 2 + dwords);
	OUT_RING(cs, CP_LOAD_STATE4_0_DST_OFF(dst) |
		     CP_LOAD_STATE4_0_STATE_SRC(SS4_DIRECT) |
		     CP_LOAD_STATE4_0_STATE_BLOCK(block) |
		     CP_LOAD_STATE4_0_NUM_UNIT(units));
	OUT_RING(cs, CP_LOAD_STATE4_1_STATE_TYPE(type));
}

/* n vec4s from c<first>, loaded a vec4 a unit */
static void a4xx_emit_consts(struct msm_cs *cs, unsigned int stage,
			     uint32_t first, const void *v, unsigned int n)
{
	uint32_t block = stage == MR_VS ? SB4_VS_SHADER : SB4_FS_SHADER;

	if (!n)
		return;
	a4xx_load_direct(cs, block, ST4_CONSTANTS, first, n, n * 4);
	mr_emit_const_bits(cs, v, n);
}

static void a4xx_emit_varyings(struct msm_cs *cs, const struct mr_shader *vs,
			       uint32_t nr)
{
	unsigned int i;

	for (i = 0; i < nr; i += 2) {
		uint32_t out = A4XX_SP_VS_OUT_REG_A_REGID(vs->varyings[i]) |
			       A4XX_SP_VS_OUT_REG_A_COMPMASK(0xf);

		if (i + 1 < nr)
			out |= A4XX_SP_VS_OUT_REG_B_REGID(vs->varyings[i + 1]) |
			       A4XX_SP_VS_OUT_REG_B_COMPMASK(0xf);
		OUT_PKT0(cs, REG_A4XX_SP_VS_OUT_REG(i / 2), 1);
		OUT_RING(cs, out);
	}
	for (i = 0; i < nr; i += 4) {
		uint32_t dst = 0, k;

		for (k = 0; k < 4; k++)
			dst |= (A4XX_VARYING_BASE +
				4 * (i + k < nr ? i + k : i)) << (8 * k);
		OUT_PKT0(cs, REG_A4XX_SP_VS_VPC_DST_REG(i / 4), 1);
		OUT_RING(cs, dst);
	}
}

static void a4xx_emit_program(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_program *p, bool binning)
{
	const struct mr_shader *vs = &p->vs.info, *fs = &p->fs.info;
	/* The vertex shader's varyings, and those the FS reads (components) */
	uint32_t nr_vary = fs->ij != MR_REG_NONE ? vs->nr_varyings : 0;
	uint32_t vary = mr_fs_varyings(p) * 4;
	uint32_t vs_consts = ctx->nr_uniforms[0] > vs->const_vec4s ?
			     ctx->nr_uniforms[0] : vs->const_vec4s;
	uint32_t fs_consts = ctx->nr_uniforms[1] > fs->const_vec4s ?
			     ctx->nr_uniforms[1] : fs->const_vec4s;
	/* gl_FragCoord's components read, and whether the face is */
	uint32_t coord_mask = (fs->sysvals & (1u << MR_SV_FRAG_XY) ? 0x3 : 0) |
			      (fs->sysvals & (1u << MR_SV_FRAG_ZW) ? 0xc : 0);
	bool face = fs->sysvals & (1u << MR_SV_FACE);
	unsigned int i;

	OUT_PKT0(cs, REG_A4XX_HLSQ_UPDATE_CONTROL, 1);
	OUT_RING(cs, 0x00000003);
	OUT_PKT0(cs, REG_A4XX_HLSQ_CONTROL_0_REG, 5);
	OUT_RING(cs, A4XX_HLSQ_CONTROL_0_REG_FSTHREADSIZE(FOUR_QUADS) |
		     A4XX_HLSQ_CONTROL_0_REG_CONSTMODE(1) |
		     A4XX_HLSQ_CONTROL_0_REG_FSSUPERTHREADENABLE |
		     A4XX_HLSQ_CONTROL_0_REG_SPSHADERRESTART |
		     A4XX_HLSQ_CONTROL_0_REG_SPCONSTFULLUPDATE);
	OUT_RING(cs, A4XX_HLSQ_CONTROL_1_REG_VSTHREADSIZE(TWO_QUADS) |
		     A4XX_HLSQ_CONTROL_1_REG_VSSUPERTHREADENABLE |
		     A4XX_HLSQ_CONTROL_1_REG_COORDREGID(mr_sysval_reg(fs,
							MR_SV_FRAG_XY)) |
		     A4XX_HLSQ_CONTROL_1_REG_ZWCOORDREGID(mr_sysval_reg(fs,
							MR_SV_FRAG_ZW)));
	OUT_RING(cs, A4XX_HLSQ_CONTROL_2_REG_PRIMALLOCTHRESHOLD(63) |
		     A4XX_HLSQ_CONTROL_2_REG_FACEREGID(mr_sysval_reg(fs,
							MR_SV_FACE)) |
		     A4XX_HLSQ_CONTROL_2_REG_SAMPLEID_REGID(MR_REG_NONE) |
		     A4XX_HLSQ_CONTROL_2_REG_SAMPLEMASK_REGID(MR_REG_NONE));
	OUT_RING(cs, A4XX_HLSQ_CONTROL_3_REG_IJ_PERSP_PIXEL(fs->ij) |
		     A4XX_HLSQ_CONTROL_3_REG_IJ_LINEAR_PIXEL(MR_REG_NONE) |
		     A4XX_HLSQ_CONTROL_3_REG_IJ_PERSP_CENTROID(MR_REG_NONE) |
		     A4XX_HLSQ_CONTROL_3_REG_IJ_LINEAR_CENTROID(MR_REG_NONE));
	OUT_RING(cs, A4XX_HLSQ_CONTROL_4_REG_IJ_PERSP_SAMPLE(MR_REG_NONE) |
		     A4XX_HLSQ_CONTROL_4_REG_IJ_LINEAR_SAMPLE(MR_REG_NONE));
	/* The FS's constants follow the VS's; its code is at the top */
	OUT_PKT0(cs, REG_A4XX_HLSQ_VS_CONTROL_REG, 2);
	OUT_RING(cs, A4XX_HLSQ_VS_CONTROL_REG_CONSTLENGTH(vs_consts) |
		     A4XX_HLSQ_VS_CONTROL_REG_CONSTOBJECTOFFSET(0) |
		     A4XX_HLSQ_VS_CONTROL_REG_ENABLED |
		     A4XX_HLSQ_VS_CONTROL_REG_SHADEROBJOFFSET(0) |
		     A4XX_HLSQ_VS_CONTROL_REG_INSTRLENGTH(p->vs.units));
	OUT_RING(cs, A4XX_HLSQ_FS_CONTROL_REG_CONSTLENGTH(fs_consts) |
		     A4XX_HLSQ_FS_CONTROL_REG_CONSTOBJECTOFFSET(vs_consts) |
		     A4XX_HLSQ_FS_CONTROL_REG_ENABLED |
		     A4XX_HLSQ_FS_CONTROL_REG_SHADEROBJOFFSET(A4XX_FS_INSTR_TOP -
							      p->fs.units) |
		     A4XX_HLSQ_FS_CONTROL_REG_INSTRLENGTH(p->fs.units));

	OUT_PKT0(cs, REG_A4XX_SP_SP_CTRL_REG, 1);
	OUT_RING(cs, binning ? A4XX_SP_SP_CTRL_REG_BINNING_PASS : 0);
	OUT_PKT0(cs, REG_A4XX_SP_VS_LENGTH_REG, 1);
	OUT_RING(cs, p->vs.units);
	OUT_PKT0(cs, REG_A4XX_SP_VS_CTRL_REG0, 3);
	OUT_RING(cs, A4XX_SP_VS_CTRL_REG0_THREADMODE(MULTI) |
		     A4XX_SP_VS_CTRL_REG0_HALFREGFOOTPRINT(vs->half_regs) |
		     A4XX_SP_VS_CTRL_REG0_FULLREGFOOTPRINT(a4xx_footprint(vs)) |
		     A4XX_SP_VS_CTRL_REG0_THREADSIZE(TWO_QUADS) |
		     A4XX_SP_VS_CTRL_REG0_SUPERTHREADMODE);
	OUT_RING(cs, A4XX_SP_VS_CTRL_REG1_CONSTLENGTH(vs_consts) |
		     A4XX_SP_VS_CTRL_REG1_INITIALOUTSTANDING(4));
	OUT_RING(cs, A4XX_SP_VS_PARAM_REG_POSREGID(vs->pos) |
		     A4XX_SP_VS_PARAM_REG_PSIZEREGID(vs->writes_psize ?
						     vs->psize : MR_REG_NONE) |
		     A4XX_SP_VS_PARAM_REG_TOTALVSOUTVAR(nr_vary));
	a4xx_emit_varyings(cs, vs, nr_vary);
	OUT_PKT0(cs, REG_A4XX_SP_VS_OBJ_OFFSET_REG, 2);
	OUT_RING(cs, 0);
	OUT_RELOC(cs, p->vs.bo, 0, 0, 0);		/* SP_VS_OBJ_START */

	OUT_PKT0(cs, REG_A4XX_SP_FS_LENGTH_REG, 1);
	OUT_RING(cs, p->fs.units);
	OUT_PKT0(cs, REG_A4XX_SP_FS_CTRL_REG0, 2);
	OUT_RING(cs, A4XX_SP_FS_CTRL_REG0_THREADMODE(MULTI) |
		     (vary ? A4XX_SP_FS_CTRL_REG0_VARYING : 0) |
		     A4XX_SP_FS_CTRL_REG0_HALFREGFOOTPRINT(fs->half_regs) |
		     A4XX_SP_FS_CTRL_REG0_FULLREGFOOTPRINT(a4xx_footprint(fs)) |
		     A4XX_SP_FS_CTRL_REG0_INOUTREGOVERLAP(1) |
		     A4XX_SP_FS_CTRL_REG0_THREADSIZE(FOUR_QUADS) |
		     A4XX_SP_FS_CTRL_REG0_SUPERTHREADMODE |
		     (fs->nr_samplers ? A4XX_SP_FS_CTRL_REG0_PIXLODENABLE : 0));
	OUT_RING(cs, A4XX_SP_FS_CTRL_REG1_CONSTLENGTH(fs_consts) |
		     (vary ? A4XX_SP_FS_CTRL_REG1_VARYING : 0) |
		     (face ? A4XX_SP_FS_CTRL_REG1_FACENESS : 0) |
		     (coord_mask ? A4XX_SP_FS_CTRL_REG1_FRAGCOORD : 0));
	OUT_PKT0(cs, REG_A4XX_SP_FS_OBJ_OFFSET_REG, 2);
	OUT_RING(cs, A4XX_SP_FS_OBJ_OFFSET_REG_CONSTOBJECTOFFSET(vs_consts) |
		     A4XX_SP_FS_OBJ_OFFSET_REG_SHADEROBJOFFSET(A4XX_FS_INSTR_TOP -
							       p->fs.units));
	OUT_RELOC(cs, p->fs.bo, 0, 0, 0);		/* SP_FS_OBJ_START */

	/* fd4's: i/j at the centre for the face and gl_FragCoord.zw too */
	OUT_PKT0(cs, REG_A4XX_GRAS_CNTL, 1);
	OUT_RING(cs, vary || face || (coord_mask & 0xc) ?
		     A4XX_GRAS_CNTL_IJ_PERSP : 0);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL2, 1);
	OUT_RING(cs, (vary ? A4XX_RB_RENDER_CONTROL2_IJ_PERSP_PIXEL : 0) |
		     (face ? A4XX_RB_RENDER_CONTROL2_FACENESS : 0) |
		     A4XX_RB_RENDER_CONTROL2_COORD_MASK(coord_mask));
	/* The MRT count less one, as fd4 writes it */
	OUT_PKT0(cs, REG_A4XX_RB_FS_OUTPUT_REG, 1);
	OUT_RING(cs, A4XX_RB_FS_OUTPUT_REG_MRT(mr_targets(ctx) - 1) |
		     (fs->writes_depth ? A4XX_RB_FS_OUTPUT_REG_FRAG_WRITES_Z : 0));
	OUT_PKT0(cs, REG_A4XX_SP_FS_OUTPUT_REG, 1);
	OUT_RING(cs, A4XX_SP_FS_OUTPUT_REG_MRT(mr_targets(ctx) - 1) |
		     (fs->writes_depth ? A4XX_SP_FS_OUTPUT_REG_DEPTH_ENABLE : 0) |
		     A4XX_SP_FS_OUTPUT_REG_DEPTH_REGID(fs->writes_depth ?
						       fs->depth : MR_REG_NONE));
	OUT_PKT0(cs, REG_A4XX_SP_FS_MRT_REG(0), A4XX_MRTS);
	for (i = 0; i < A4XX_MRTS; i++) {
		const struct mr_surface *s = i < MR_MAX_TARGETS ?
					     ctx->colors[i] : NULL;

		OUT_RING(cs, !s ? 0 : A4XX_SP_FS_MRT_REG_REGID(mr_fs_output(fs, i)) |
			 A4XX_SP_FS_MRT_REG_MRTFORMAT(a4xx_color_format[s->format]));
	}

	OUT_PKT0(cs, REG_A4XX_VPC_ATTR, 2);
	OUT_RING(cs, A4XX_VPC_ATTR_TOTALATTR(vary) |
		     (vs->writes_psize ? A4XX_VPC_ATTR_PSIZE : 0) |
		     A4XX_VPC_ATTR_THRDASSIGN(1) |
		     (vary ? A4XX_VPC_ATTR_ENABLE : 0));
	OUT_RING(cs, A4XX_VPC_PACK_NUMFPNONPOSVAR(vary) |
		     A4XX_VPC_PACK_NUMNONPOSVSVAR(vary));
	/* Flat is 1, as a3xx's FLAT (the database names no a4xx modes) */
	OUT_PKT0(cs, REG_A4XX_VPC_VARYING_INTERP_MODE(0), 8);
	for (i = 0; i < 8; i++)
		OUT_RING(cs, mr_flat_interp(fs, i, 1));
	OUT_PKT0(cs, REG_A4XX_VPC_VARYING_PS_REPL_MODE(0), 8);
	for (i = 0; i < 8; i++)
		OUT_RING(cs, mr_point_coord_repl(ctx, fs, i));

	a4xx_emit_shader_load(cs, SB4_VS_SHADER, &p->vs);
	a4xx_emit_shader_load(cs, SB4_FS_SHADER, &p->fs);
}

static uint32_t a4xx_sampler0(const struct mr_sampler *s)
{
	/* fd4 sets the near half of GL's linear mip filter only */
	return (s->mip == MR_MIP_LINEAR ?
		A4XX_TEX_SAMP_0_MIPFILTER_LINEAR_NEAR : 0) |
	       A4XX_TEX_SAMP_0_XY_MAG(a4xx_tex_filter[s->mag]) |
	       A4XX_TEX_SAMP_0_XY_MIN(a4xx_tex_filter[s->min]) |
	       A4XX_TEX_SAMP_0_WRAP_S(a4xx_tex_wrap[s->wrap_s]) |
	       A4XX_TEX_SAMP_0_WRAP_T(a4xx_tex_wrap[s->wrap_t]) |
	       A4XX_TEX_SAMP_0_WRAP_R(A4XX_TEX_REPEAT) |
	       A4XX_TEX_SAMP_0_LOD_BIAS(mr_sampler_lod_bias(s, 256.0f));
}

/* Each stage's texture state block and border colours */
static const struct {
	uint32_t tex, border;
} a4xx_tex_stage[] = {
	[MR_VS] = { SB4_VS_TEX, REG_A4XX_TPL1_TP_VS_BORDER_COLOR_BASE_ADDR },
	[MR_FS] = { SB4_FS_TEX, REG_A4XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR },
};

/*
 * A stage's texture units 0..n-1 from slot 0, as fd4_emit.c's
 * emit_textures() loads them: samplers (2 dwords, in pairs: an odd
 * count gets an empty one) and 8-dword descriptors with level 0's
 * address; the other levels follow it (texture.c)
 */
static void a4xx_emit_textures(struct mr_context *ctx, struct msm_cs *cs,
			       enum mr_stage stage,
			       const struct mr_texture *const *tex,
			       const struct mr_sampler *samp, unsigned int n)
{
	const typeof(a4xx_tex_stage[0]) *st = &a4xx_tex_stage[stage];
	unsigned int pairs = (n + 1) / 2 * 2, i;

	if (!n)
		return;
	mr_emit_border_colors(ctx, cs, st->border, tex, samp, n, 0);
	a4xx_load_direct(cs, st->tex, ST4_SHADER, 0, pairs, 2 * pairs);
	for (i = 0; i < pairs; i++) {
		uint32_t max_lod;

		if (i == n) {
			OUT_RING(cs, 0);
			OUT_RING(cs, 0);
			continue;
		}
		/* 4.8 fixed point */
		max_lod = mr_sampler_max_lod(&samp[i], tex[i], 256);
		OUT_RING(cs, a4xx_sampler0(&samp[i]));
		/* The clamp from 0 */
		OUT_RING(cs, A4XX_TEX_SAMP_1_MAX_LOD(max_lod) |
			     A4XX_TEX_SAMP_1_MIN_LOD(0) |
			     A4XX_TEX_SAMP_1_COMPARE_FUNC(samp[i].compare));
	}

	a4xx_load_direct(cs, st->tex, ST4_CONSTANTS, 0, n, 8 * n);
	for (i = 0; i < n; i++) {
		const struct mr_texture *t = tex[i];

		OUT_RING(cs, a4xx_tex_format[t->format].swiz |
			     A4XX_TEX_CONST_0_MIPLVLS(t->levels - 1) |
			     A4XX_TEX_CONST_0_FMT(a4xx_tex_format[t->format].fmt) |
			     A4XX_TEX_CONST_0_TYPE(a4xx_tex_type[t->type]));
		OUT_RING(cs, A4XX_TEX_CONST_1_WIDTH(t->width) |
			     A4XX_TEX_CONST_1_HEIGHT(t->height));
		/* The other levels' pitch alignment, in 32-byte steps */
		OUT_RING(cs, A4XX_TEX_CONST_2_PITCHALIGN(mr_texture_pitch_shift(t) -
							 5) |
			     A4XX_TEX_CONST_2_PITCH(t->pitch[0]));
		/*
		 * An array's layers, a 3D texture's slices or one cube's
		 * faces, LAYERSZ apart (level 0's slices for 3D)
		 */
		OUT_RING(cs, t->type == MR_TEX_2D ? 0 :
			     A4XX_TEX_CONST_3_DEPTH(t->type == MR_TEX_CUBE ?
						    1 : t->layers) |
			     A4XX_TEX_CONST_3_LAYERSZ(t->layer_stride[0]));
		OUT_RELOC(cs, t->bo, 0, 0, 0);		/* TEX_CONST_4.BASE */
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
	}
}

static void a4xx_emit_vertex_fetch(struct msm_cs *cs,
				   const struct mr_vertex_attrib *a,
				   unsigned int n, const struct mr_shader *vs)
{
	bool ids = vs->sysvals & (1u << MR_SV_VERTEX_ID |
				  1u << MR_SV_INSTANCE_ID);
	uint32_t comps = 0;
	unsigned int i;

	for (i = 0; i < n; i++) {
		const typeof(a4xx_vertex_format[0]) *f =
			&a4xx_vertex_format[a[i].format];
		uint32_t size = msm_bo_size(a[i].buffer->bo);
		/* The ids follow the attributes, as fd4 chains them */
		bool last = i == n - 1 && !ids;

		OUT_PKT0(cs, REG_A4XX_VFD_FETCH_INSTR_0(i), 4);
		OUT_RING(cs, A4XX_VFD_FETCH_INSTR_0_FETCHSIZE(f->bytes - 1) |
			     A4XX_VFD_FETCH_INSTR_0_BUFSTRIDE(a[i].stride) |
			     (a[i].divisor ? A4XX_VFD_FETCH_INSTR_0_INSTANCED :
			      0) |
			     (last ? 0 : A4XX_VFD_FETCH_INSTR_0_SWITCHNEXT));
		OUT_RELOC(cs, a[i].buffer->bo, a[i].offset, 0, 0);
		/* The bytes the fetch may read: the rest of the buffer */
		OUT_RING(cs, A4XX_VFD_FETCH_INSTR_2_SIZE(a[i].offset < size ?
							 size - a[i].offset :
							 0));
		OUT_RING(cs, A4XX_VFD_FETCH_INSTR_3_STEPRATE(a[i].divisor ?
							     a[i].divisor : 1));
		OUT_PKT0(cs, REG_A4XX_VFD_DECODE_INSTR(i), 1);
		OUT_RING(cs, A4XX_VFD_DECODE_INSTR_WRITEMASK(0xf) |
			     A4XX_VFD_DECODE_INSTR_CONSTFILL |
			     A4XX_VFD_DECODE_INSTR_FORMAT(f->fmt) |
			     A4XX_VFD_DECODE_INSTR_REGID(vs->inputs[i]) |
			     A4XX_VFD_DECODE_INSTR_SWAP(WZYX) |
			     A4XX_VFD_DECODE_INSTR_SHIFTCNT(f->bytes) |
			     A4XX_VFD_DECODE_INSTR_LASTCOMPVALID |
			     (last ? 0 : A4XX_VFD_DECODE_INSTR_SWITCHNEXT));
		comps += 4;
	}
	OUT_PKT0(cs, REG_A4XX_VFD_CONTROL_0, 5);
	OUT_RING(cs, A4XX_VFD_CONTROL_0_TOTALATTRTOVS(comps) |
		     A4XX_VFD_CONTROL_0_STRMDECINSTRCNT(n) |
		     A4XX_VFD_CONTROL_0_STRMFETCHINSTRCNT(n));
	OUT_RING(cs, A4XX_VFD_CONTROL_1_MAXSTORAGE(129) |
		     A4XX_VFD_CONTROL_1_REGID4VTX(mr_sysval_reg(vs,
							MR_SV_VERTEX_ID)) |
		     A4XX_VFD_CONTROL_1_REGID4INST(mr_sysval_reg(vs,
							MR_SV_INSTANCE_ID)));
	OUT_RING(cs, 0);
	OUT_RING(cs, A4XX_VFD_CONTROL_3_REGID_VTXCNT(MR_REG_NONE));
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_UCHE_INVALIDATE0, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0x00000012);
	OUT_PKT0(cs, REG_A4XX_VFD_INDEX_OFFSET, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);				/* the instance offset */
}

static void a4xx_emit_viewport(struct mr_context *ctx, struct msm_cs *cs,
			       const float vp[4], const float zr[2])
{
	float offset[3], scale[3];
	unsigned int i;

	mr_viewport_transform(ctx, vp, 0.0f, zr, offset, scale);
	OUT_PKT0(cs, REG_A4XX_GRAS_CL_VPORT_XOFFSET_0, 6);
	for (i = 0; i < 3; i++) {
		OUT_RING(cs, mr_float_bits(offset[i]));
		OUT_RING(cs, mr_float_bits(scale[i]));
	}
	OUT_PKT0(cs, REG_A4XX_RB_VPORT_Z_CLAMP(0), 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0x00ffffff);
}

/* The depth test a draw asks for (GL: no test, no writes) */
static uint32_t a4xx_depth_control(const struct mr_context *ctx)
{
	const struct mr_depth *d = &ctx->depth;

	if (!ctx->zs || !d->test)
		return A4XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS);
	return A4XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE |
	       A4XX_RB_DEPTH_CONTROL_Z_READ_ENABLE |
	       (d->write ? A4XX_RB_DEPTH_CONTROL_Z_WRITE_ENABLE : 0) |
	       A4XX_RB_DEPTH_CONTROL_ZFUNC(d->func);
}

/* Pixels x0, y0 to x1, y1 (exclusive) of r; none when r is NULL */
static void a4xx_emit_window_scissor(struct msm_cs *cs, const uint32_t *r)
{
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_WINDOW_SCISSOR_BR, 2);
	if (r) {
		OUT_RING(cs, A4XX_GRAS_SC_WINDOW_SCISSOR_BR_X(r[2] - 1) |
			     A4XX_GRAS_SC_WINDOW_SCISSOR_BR_Y(r[3] - 1));
		OUT_RING(cs, A4XX_GRAS_SC_WINDOW_SCISSOR_TL_X(r[0]) |
			     A4XX_GRAS_SC_WINDOW_SCISSOR_TL_Y(r[1]));
	} else {
		/* An empty scissor: BR left of TL */
		OUT_RING(cs, A4XX_GRAS_SC_WINDOW_SCISSOR_BR_X(0));
		OUT_RING(cs, A4XX_GRAS_SC_WINDOW_SCISSOR_TL_X(1));
	}
}

static void a4xx_emit_bin_scissor(struct msm_cs *cs, const struct mr_bin *b)
{
	const uint32_t r[4] = { b->x, b->y, b->x + b->w, b->y + b->h };

	a4xx_emit_window_scissor(cs, r);
}

/*
 * The stencil test (NULL: none), both faces alike, as fd4_zsa.c programs
 * it: the back-face fields stay off, so back faces take the front's
 */
static void a4xx_emit_stencil(struct msm_cs *cs, const struct mr_stencil *st)
{
	uint32_t refmask = st ? A4XX_RB_STENCILREFMASK_STENCILREF(st->ref) |
				A4XX_RB_STENCILREFMASK_STENCILMASK(st->mask) |
				A4XX_RB_STENCILREFMASK_STENCILWRITEMASK(st->writemask) :
				0;

	OUT_PKT0(cs, REG_A4XX_RB_STENCIL_CONTROL, 2);
	OUT_RING(cs, st ? A4XX_RB_STENCIL_CONTROL_STENCIL_ENABLE |
		     A4XX_RB_STENCIL_CONTROL_STENCIL_READ |
		     A4XX_RB_STENCIL_CONTROL_FUNC(st->func) |
		     A4XX_RB_STENCIL_CONTROL_FAIL(st->fail) |
		     A4XX_RB_STENCIL_CONTROL_ZPASS(st->zpass) |
		     A4XX_RB_STENCIL_CONTROL_ZFAIL(st->zfail) : 0);
	OUT_RING(cs, st ? A4XX_RB_STENCIL_CONTROL2_STENCIL_BUFFER : 0);
	OUT_PKT0(cs, REG_A4XX_RB_STENCILREFMASK, 2);
	OUT_RING(cs, refmask);
	OUT_RING(cs, refmask);			/* RB_STENCILREFMASK_BF */
}

/*
 * rect: the library's own rectangle, which no face culling drops;
 * depth_ctl: RB_DEPTH_CONTROL; st: the stencil test, or NULL
 */
static void a4xx_emit_raster(struct mr_context *ctx, struct msm_cs *cs,
			     const struct mr_program *p, bool rect,
			     bool binning, uint32_t depth_ctl,
			     const struct mr_stencil *st)
{
	const struct mr_shader *vs = &p->vs.info, *fs = &p->fs.info;
	uint32_t vary = mr_fs_varyings(p) * 4;
	/* Line half width 0.5 and point size 1, in 1/4 and 1/16 pixels */
	uint32_t su = A4XX_GRAS_SU_MODE_CONTROL_LINEHALFWIDTH(2) |
		      (binning ? 0 : A4XX_GRAS_SU_MODE_CONTROL_RENDERING_PASS);
	uint32_t sc[4];
	bool visible = mr_scissor_rect(ctx, sc);

	if (!rect && ctx->cull == MR_CULL_FRONT)
		su |= A4XX_GRAS_SU_MODE_CONTROL_CULL_FRONT;
	if (!rect && ctx->cull == MR_CULL_BACK)
		su |= A4XX_GRAS_SU_MODE_CONTROL_CULL_BACK;
	if (mr_front_cw(ctx))
		su |= A4XX_GRAS_SU_MODE_CONTROL_FRONT_CW;
	/* A shader's depth is known after it runs: no early test (fd4) */
	if (fs->writes_depth)
		depth_ctl |= A4XX_RB_DEPTH_CONTROL_FRAG_WRITES_Z |
			     A4XX_RB_DEPTH_CONTROL_EARLY_Z_DISABLE;

	a4xx_emit_stencil(cs, st);
	OUT_PKT0(cs, REG_A4XX_RB_DEPTH_CONTROL, 1);
	OUT_RING(cs, depth_ctl);
	OUT_PKT0(cs, REG_A4XX_GRAS_SU_MODE_CONTROL, 1);
	OUT_RING(cs, su);
	OUT_PKT0(cs, REG_A4XX_GRAS_SU_POINT_MINMAX, 2);
	OUT_RING(cs, A4XX_GRAS_SU_POINT_MINMAX_MIN(16) |
		     A4XX_GRAS_SU_POINT_MINMAX_MAX(vs->writes_psize ?
						   MR_POINT_SIZE_MAX : 16));
	OUT_RING(cs, 16);				/* GRAS_SU_POINT_SIZE */
	OUT_PKT0(cs, REG_A4XX_GRAS_SU_POLY_OFFSET_SCALE, 3);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_CL_CLIP_CNTL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_PC_PRIM_VTX_CNTL, 2);
	OUT_RING(cs, A4XX_PC_PRIM_VTX_CNTL_VAROUT((vary + 3) / 4) |
		     (vs->writes_psize ? A4XX_PC_PRIM_VTX_CNTL_PSIZE : 0) |
		     A4XX_PC_PRIM_VTX_CNTL_PROVOKING_VTX_LAST);
	OUT_RING(cs, A4XX_PC_PRIM_VTX_CNTL2_POLYMODE_FRONT_PTYPE(PC_DRAW_TRIANGLES) |
		     A4XX_PC_PRIM_VTX_CNTL2_POLYMODE_BACK_PTYPE(PC_DRAW_TRIANGLES));
	a4xx_emit_window_scissor(cs, visible ? sc : NULL);
}

/* RB_RENDER_COMPONENTS: all four components of MRTs 0..n-1 */
static uint32_t a4xx_render_components(unsigned int n)
{
	static const uint32_t rt[MR_MAX_TARGETS] = {
		A4XX_RB_RENDER_COMPONENTS_RT0(0xf),
		A4XX_RB_RENDER_COMPONENTS_RT1(0xf),
		A4XX_RB_RENDER_COMPONENTS_RT2(0xf),
		A4XX_RB_RENDER_COMPONENTS_RT3(0xf),
	};
	uint32_t comps = 0;
	unsigned int i;

	for (i = 0; i < n && i < MR_MAX_TARGETS; i++)
		comps |= rt[i];
	return comps;
}

/* Blend and mask of MRTs 0..n-1; the others write nothing */
static void a4xx_emit_blend(struct msm_cs *cs, const struct mr_blend *b,
			    unsigned int n)
{
	uint32_t ctl = A4XX_RB_MRT_CONTROL_ROP_CODE(ROP_COPY) |
		       A4XX_RB_MRT_CONTROL_COMPONENT_ENABLE(b->colormask);
	uint32_t src = mr_rb_blend_factor[b->enable ? b->src : MR_BF_ONE];
	uint32_t dst = mr_rb_blend_factor[b->enable ? b->dst : MR_BF_ZERO];
	unsigned int i;

	if (b->enable)
		ctl |= A4XX_RB_MRT_CONTROL_READ_DEST_ENABLE |
		       A4XX_RB_MRT_CONTROL_BLEND | A4XX_RB_MRT_CONTROL_BLEND2;
	for (i = 0; i < A4XX_MRTS; i++) {
		OUT_PKT0(cs, REG_A4XX_RB_MRT_CONTROL(i), 1);
		OUT_RING(cs, i >= n ? A4XX_RB_MRT_CONTROL_ROP_CODE(ROP_COPY) : ctl);
		OUT_PKT0(cs, REG_A4XX_RB_MRT_BLEND_CONTROL(i), 1);
		OUT_RING(cs, A4XX_RB_MRT_BLEND_CONTROL_RGB_SRC_FACTOR(src) |
			     A4XX_RB_MRT_BLEND_CONTROL_RGB_BLEND_OPCODE(BLEND_DST_PLUS_SRC) |
			     A4XX_RB_MRT_BLEND_CONTROL_RGB_DEST_FACTOR(dst) |
			     A4XX_RB_MRT_BLEND_CONTROL_ALPHA_SRC_FACTOR(src) |
			     A4XX_RB_MRT_BLEND_CONTROL_ALPHA_BLEND_OPCODE(BLEND_DST_PLUS_SRC) |
			     A4XX_RB_MRT_BLEND_CONTROL_ALPHA_DEST_FACTOR(dst));
	}
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_COMPONENTS, 1);
	OUT_RING(cs, a4xx_render_components(n));
	OUT_PKT0(cs, REG_A4XX_RB_FS_OUTPUT, 1);
	OUT_RING(cs, A4XX_RB_FS_OUTPUT_ENABLE_BLEND(b->enable ? 1 : 0) |
		     A4XX_RB_FS_OUTPUT_SAMPLE_MASK(0xffff));
}

/*
 * d's draw packet, of PM4 primitive prim; binned: the bin's visibility
 * stream may skip its primitives
 */
static void a4xx_emit_draw_packet(struct msm_cs *cs, uint32_t prim,
				  bool binned, const struct mr_draw_call *d)
{
	uint32_t init = CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(prim) |
			CP_DRAW_INDX_OFFSET_0_VIS_CULL(binned ? USE_VISIBILITY :
						       IGNORE_VISIBILITY);

	if (!d->indices) {
		OUT_PKT3(cs, CP_DRAW_INDX_OFFSET, 3);
		OUT_RING(cs, init |
			     CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
		OUT_RING(cs, d->instances);
		OUT_RING(cs, d->count);
		return;
	}
	OUT_PKT3(cs, CP_DRAW_INDX_OFFSET, 6);
	OUT_RING(cs, init | CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		     CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_16_BIT));
	OUT_RING(cs, d->instances);
	OUT_RING(cs, d->count);
	OUT_RING(cs, 0);				/* first index */
	OUT_RELOC(cs, d->indices->bo, d->offset, 0, 0);
	OUT_RING(cs, d->count * 2);
}

static void a4xx_emit_draw(struct mr_context *ctx, struct msm_cs *cs,
			   bool binning, const struct mr_draw_call *d)
{
	const struct mr_program *p = ctx->prog;
	const struct mr_texture *const *tex =
		(const struct mr_texture *const *)ctx->textures;
	struct mr_vertex_attrib a[MR_MAX_ATTRIBS];
	unsigned int nr_attribs = mr_draw_attribs(ctx, d, a);

	a4xx_emit_raster(ctx, cs, p, false, binning,
			 a4xx_depth_control(ctx), mr_draw_stencil(ctx));
	a4xx_emit_viewport(ctx, cs, ctx->viewport, mr_depth_range);
	a4xx_emit_program(ctx, cs, p, binning);
	mr_emit_program_consts(ctx, cs, p);
	a4xx_emit_blend(cs, &ctx->blend, mr_targets(ctx));
	a4xx_emit_textures(ctx, cs, MR_VS, tex, ctx->samplers,
			   mr_textures_to_load(ctx, binning, MR_VS,
					       p->vs.info.nr_samplers));
	/* The binning pass runs no FS: it samples nothing */
	if (!binning)
		a4xx_emit_textures(ctx, cs, MR_FS, tex, ctx->samplers,
				   mr_textures_to_load(ctx, false, MR_FS,
						       p->fs.info.nr_samplers));
	a4xx_emit_vertex_fetch(cs, a, nr_attribs, &p->vs.info);
	a4xx_emit_draw_packet(cs, mr_pm4_prim[d->prim], true, d);
}

/* The library's rectangle over the whole target, as p reads it */
static void a4xx_emit_rect(struct mr_context *ctx, struct msm_cs *cs,
			   const struct mr_program *p, float depth)
{
	struct mr_vertex_attrib a[2];
	unsigned int n = mr_rect_attribs(ctx, p, &ctx->rect, a);
	const float full[4] = { 0, 0, (float)ctx->color->width,
				(float)ctx->color->height };
	const float zr[2] = { depth, depth };

	a4xx_emit_viewport(ctx, cs, full, zr);
	a4xx_emit_vertex_fetch(cs, a, n, &p->vs.info);
	a4xx_emit_draw_packet(cs, DI_PT_RECTLIST, false, &mr_rect_draw);
}

/* The rectangle at the clear depth, writing what buffers says */
static void a4xx_emit_clear(struct mr_context *ctx, struct msm_cs *cs,
			    unsigned int buffers, const float rgba[4],
			    float depth)
{
	const struct mr_blend mask = {
		.colormask = buffers & MR_CLEAR_COLOR ? 0xf : 0,
	};
	const float (*color)[4] = (const float (*)[4])rgba;
	uint32_t zctl = A4XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS);
	struct mr_stencil st;

	mr_clear_stencil_state(ctx, &st);
	if (buffers & MR_CLEAR_DEPTH)
		zctl |= A4XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE |
			A4XX_RB_DEPTH_CONTROL_Z_READ_ENABLE |
			A4XX_RB_DEPTH_CONTROL_Z_WRITE_ENABLE;
	a4xx_emit_raster(ctx, cs, ctx->solid, true, false, zctl,
			 buffers & MR_CLEAR_STENCIL ? &st : NULL);
	a4xx_emit_program(ctx, cs, ctx->solid, false);
	a4xx_emit_consts(cs, MR_FS, 0, color, 1);
	a4xx_emit_blend(cs, &mask, mr_targets(ctx));
	a4xx_emit_rect(ctx, cs, ctx->solid, depth);
}

/* The depth buffer's bin in GMEM (none: bypass, or no depth buffer) */
static void a4xx_emit_depth(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_tiling *t)
{
	uint32_t fmt = t && ctx->zs ? DEPTH4_24_8 : DEPTH4_NONE;
	uint32_t pitch = t && ctx->zs ? t->bin_w * ctx->zs->cpp : 0;

	OUT_PKT0(cs, REG_A4XX_RB_DEPTH_INFO, 3);
	OUT_RING(cs, A4XX_RB_DEPTH_INFO_DEPTH_FORMAT(fmt) |
		     A4XX_RB_DEPTH_INFO_DEPTH_BASE(t && ctx->zs ?
						   t->gmem_depth : 0));
	OUT_RING(cs, A4XX_RB_DEPTH_PITCH(pitch));
	OUT_RING(cs, A4XX_RB_DEPTH_PITCH2(pitch));
	OUT_PKT0(cs, REG_A4XX_GRAS_DEPTH_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_DEPTH_CONTROL_FORMAT(fmt));
}

/*
 * MRT i: surface s in memory (bypass), or its bin in GMEM at base, in
 * format (the surface's, or RGBA8 for a depth buffer's bytes); s NULL:
 * none
 */
static void a4xx_emit_mrt(struct msm_cs *cs, unsigned int i,
			  const struct mr_surface *s, enum mr_format format,
			  bool bypass, uint32_t bin_w, uint32_t base)
{
	uint32_t pitch = !s ? 0 : bypass ? s->pitch : bin_w * s->cpp;

	OUT_PKT0(cs, REG_A4XX_RB_MRT_BUF_INFO(i), 3);
	if (!s) {
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
		return;
	}
	OUT_RING(cs, A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT(a4xx_color_format[format]) |
		     A4XX_RB_MRT_BUF_INFO_COLOR_TILE_MODE(bypass ? TILE4_LINEAR :
							  TILE4_2) |
		     A4XX_RB_MRT_BUF_INFO_DITHER_MODE(DITHER_DISABLE) |
		     A4XX_RB_MRT_BUF_INFO_COLOR_SWAP(mr_color_swap[format]) |
		     A4XX_RB_MRT_BUF_INFO_COLOR_BUF_PITCH(pitch));
	if (bypass)
		OUT_RELOCW(cs, s->bo, 0, 0, 0);	/* RB_MRT_BASE */
	else
		OUT_RING(cs, base);
	OUT_RING(cs, A4XX_RB_MRT_CONTROL3_STRIDE(pitch));
}

static void a4xx_emit_scissors(struct msm_cs *cs, uint32_t x, uint32_t y,
			       uint32_t w, uint32_t h)
{
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_SCREEN_SCISSOR_TL, 2);
	OUT_RING(cs, A4XX_GRAS_SC_SCREEN_SCISSOR_TL_X(x) |
		     A4XX_GRAS_SC_SCREEN_SCISSOR_TL_Y(y));
	OUT_RING(cs, A4XX_GRAS_SC_SCREEN_SCISSOR_BR_X(x + w - 1) |
		     A4XX_GRAS_SC_SCREEN_SCISSOR_BR_Y(y + h - 1));
}

static void a4xx_emit_target(struct mr_context *ctx, struct msm_cs *cs,
			     uint32_t bin_w, uint32_t bin_h)
{
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_RB_FRAME_BUFFER_DIMENSION, 1);
	OUT_RING(cs, A4XX_RB_FRAME_BUFFER_DIMENSION_WIDTH(ctx->color->width) |
		     A4XX_RB_FRAME_BUFFER_DIMENSION_HEIGHT(ctx->color->height));
	/* A bin size of 0 is bypass */
	OUT_PKT0(cs, REG_A4XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, bin_w ? A4XX_RB_MODE_CONTROL_WIDTH(bin_w) |
		     A4XX_RB_MODE_CONTROL_HEIGHT(bin_h) |
		     A4XX_RB_MODE_CONTROL_ENABLE_GMEM : 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, 0);
}

static void a4xx_emit_bin(struct mr_context *ctx, struct msm_cs *cs,
			  const struct mr_tiling *t, const struct mr_bin *b)
{
	a4xx_emit_target(ctx, cs, t->bin_w, t->bin_h);
	OUT_PKT3(cs, CP_SET_BIN, 3);
	OUT_RING(cs, 0);
	OUT_RING(cs, CP_SET_BIN_1_X1(b->x) | CP_SET_BIN_1_Y1(b->y));
	OUT_RING(cs, CP_SET_BIN_2_X2(b->x + b->w - 1) |
		     CP_SET_BIN_2_Y2(b->y + b->h - 1));
	mr_emit_targets(ctx, cs, t);
	a4xx_emit_depth(ctx, cs, t);
	OUT_PKT0(cs, REG_A4XX_RB_BIN_OFFSET, 1);
	OUT_RING(cs, A4XX_RB_BIN_OFFSET_X(b->x) | A4XX_RB_BIN_OFFSET_Y(b->y));
	a4xx_emit_scissors(cs, b->x, b->y, b->w, b->h);
	/* The bin's bit in its pipe's stream, or no stream */
	OUT_PKT0(cs, REG_A4XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, t->binning ?
		     A4XX_PC_VSTREAM_CONTROL_SIZE(b->pipe_bins) |
		     A4XX_PC_VSTREAM_CONTROL_N(b->slot) : 0);
	if (t->binning)
		mr_emit_set_bin_data(ctx, cs, b->pipe);
}

/*
 * The restore's state in bin b (mr_emit_mem2gmem()): the blit program
 * over the bin, every channel written, depth and stencil untouched
 */
static void a4xx_emit_blit_state(struct mr_context *ctx, struct msm_cs *cs,
				  const struct mr_bin *b)
{
	const struct mr_blend all = { .colormask = 0xf };

	a4xx_emit_raster(ctx, cs, ctx->blit, true, false,
			 A4XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS), NULL);
	a4xx_emit_bin_scissor(cs, b);
	a4xx_emit_program(ctx, cs, ctx->blit, false);
	a4xx_emit_blend(cs, &all, 1);
}

/* tex drawn over the target by the blit program, one texel a pixel */
static void a4xx_emit_blit(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_texture *tex)
{
	a4xx_emit_textures(ctx, cs, MR_FS, &tex, &mr_sampler_nearest, 1);
	a4xx_emit_rect(ctx, cs, ctx->blit, 0.0f);
}

static void a4xx_emit_binning(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_tiling *t)
{
	const struct mr_surface *s = ctx->color;
	unsigned int i;

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	/* A 1024-wide bin's 32 units wrap to 0, which means 1024 */
	OUT_PKT0(cs, REG_A4XX_VSC_BIN_SIZE, 1);
	OUT_RING(cs, A4XX_VSC_BIN_SIZE_WIDTH(t->bin_w) |
		     A4XX_VSC_BIN_SIZE_HEIGHT(t->bin_h));
	OUT_PKT0(cs, REG_A4XX_VSC_SIZE_ADDRESS, 1);
	OUT_RELOCW(cs, ctx->vsc_sizes, 0, 0, 0);
	OUT_PKT0(cs, REG_A4XX_VSC_PIPE_CONFIG_REG(0), MR_VSC_PIPES);
	for (i = 0; i < MR_VSC_PIPES; i++) {
		struct mr_pipe p = { 0 };

		if (i < t->npx * t->npy)
			mr_tiling_pipe(t, i, &p);
		OUT_RING(cs, A4XX_VSC_PIPE_CONFIG_REG_X(p.x) |
			     A4XX_VSC_PIPE_CONFIG_REG_Y(p.y) |
			     A4XX_VSC_PIPE_CONFIG_REG_W(p.w) |
			     A4XX_VSC_PIPE_CONFIG_REG_H(p.h));
	}
	OUT_PKT0(cs, REG_A4XX_VSC_PIPE_DATA_ADDRESS_REG(0), MR_VSC_PIPES);
	for (i = 0; i < MR_VSC_PIPES; i++)
		OUT_RELOCW(cs, ctx->vsc_data, i * MR_VSC_PIPE_BYTES, 0, 0);
	OUT_PKT0(cs, REG_A4XX_VSC_PIPE_DATA_LENGTH_REG(0), MR_VSC_PIPES);
	for (i = 0; i < MR_VSC_PIPES; i++)
		OUT_RING(cs, MR_VSC_PIPE_BYTES);

	OUT_PKT0(cs, REG_A4XX_RB_FRAME_BUFFER_DIMENSION, 1);
	OUT_RING(cs, A4XX_RB_FRAME_BUFFER_DIMENSION_WIDTH(s->width) |
		     A4XX_RB_FRAME_BUFFER_DIMENSION_HEIGHT(s->height));
	OUT_PKT0(cs, REG_A4XX_PC_BINNING_COMMAND, 1);
	OUT_RING(cs, A4XX_PC_BINNING_COMMAND_BINNING_ENABLE);
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_TILING_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A4XX_RB_RENDER_CONTROL_BINNING_PASS |
		     A4XX_RB_RENDER_CONTROL_DISABLE_COLOR_PIPE);
	OUT_PKT0(cs, REG_A4XX_RB_BIN_OFFSET, 1);
	OUT_RING(cs, 0);
	a4xx_emit_scissors(cs, 0, 0, s->width, s->height);
	OUT_PKT0(cs, REG_A4XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, A4XX_PC_VSTREAM_CONTROL_SIZE(1));
	OUT_IB(cs, ctx->binning);

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_PC_BINNING_COMMAND, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, 0);
}

/* One buffer's bin out of GMEM to its surface */
static void a4xx_emit_copy(struct mr_context *ctx, struct msm_cs *cs,
			   const struct mr_surface *s, uint32_t mode,
			   uint32_t gmem, uint32_t format)
{
	/* The depth is copied as the RB holds it */
	uint32_t swap = mode == RB_COPY_RESOLVE ? mr_color_swap[s->format] :
						   WZYX;

	OUT_PKT0(cs, REG_A4XX_RB_COPY_CONTROL, 4);
	OUT_RING(cs, A4XX_RB_COPY_CONTROL_MSAA_RESOLVE(MSAA_ONE) |
		     A4XX_RB_COPY_CONTROL_MODE(mode) |
		     A4XX_RB_COPY_CONTROL_GMEM_BASE(gmem));
	OUT_RELOCW(cs, s->bo, 0, 0, 0);		/* RB_COPY_DEST_BASE */
	OUT_RING(cs, A4XX_RB_COPY_DEST_PITCH_PITCH(s->pitch));
	OUT_RING(cs, A4XX_RB_COPY_DEST_INFO_TILE(TILE4_LINEAR) |
		     A4XX_RB_COPY_DEST_INFO_FORMAT(format) |
		     A4XX_RB_COPY_DEST_INFO_SWAP(swap) |
		     A4XX_RB_COPY_DEST_INFO_COMPONENT_ENABLE(0xf) |
		     A4XX_RB_COPY_DEST_INFO_ENDIAN(ENDIAN_NONE));
	a4xx_emit_rect(ctx, cs, ctx->solid, 0.0f);
}

static void a4xx_emit_resolve(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_tiling *t,
			      const struct mr_bin *b)
{
	unsigned int buffers = mr_resolve_buffers(ctx), i;
	const struct mr_surface *s;

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	/* The draws' depth, stencil, culling and clipping are not the copy's */
	OUT_PKT0(cs, REG_A4XX_RB_DEPTH_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_RB_STENCIL_CONTROL, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_SU_MODE_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_GRAS_CL_CLIP_CNTL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A4XX_RB_RENDER_CONTROL_DISABLE_COLOR_PIPE);
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RESOLVE_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE |
		     A4XX_GRAS_SC_CONTROL_RASTER_MODE(1));
	OUT_PKT0(cs, REG_A4XX_PC_PRIM_VTX_CNTL, 1);
	OUT_RING(cs, A4XX_PC_PRIM_VTX_CNTL_PROVOKING_VTX_LAST);
	a4xx_emit_bin_scissor(cs, b);
	a4xx_emit_program(ctx, cs, ctx->solid, false);
	for (i = 0; (buffers & MR_CLEAR_COLOR) && i < ctx->nr_colors; i++) {
		s = ctx->colors[i];
		a4xx_emit_copy(ctx, cs, s, RB_COPY_RESOLVE, t->gmem_color[i],
			       a4xx_color_format[s->format]);
	}
	/* The depth and stencil, 32 bits a pixel as the RB holds them */
	if (buffers & MR_CLEAR_DEPTH)
		a4xx_emit_copy(ctx, cs, ctx->zs, RB_COPY_DEPTH_STENCIL,
			       t->gmem_depth, RB4_R8G8B8A8_UNORM);
	OUT_PKT0(cs, REG_A4XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A4XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A4XX_GRAS_SC_CONTROL_MSAA_DISABLE);
	OUT_PKT0(cs, REG_A4XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, 0);
}

static void a4xx_emit_sysmem(struct mr_context *ctx, struct msm_cs *cs)
{
	const struct mr_surface *s = ctx->color;

	a4xx_emit_target(ctx, cs, 0, 0);
	mr_emit_targets(ctx, cs, NULL);
	a4xx_emit_depth(ctx, cs, NULL);
	OUT_PKT0(cs, REG_A4XX_RB_BIN_OFFSET, 1);
	OUT_RING(cs, 0);
	a4xx_emit_scissors(cs, 0, 0, s->width, s->height);
}

static void a4xx_emit_flush(struct mr_context *ctx, struct msm_cs *cs)
{
	(void)ctx;
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_EVENT_WRITE, 1);
	OUT_RING(cs, CACHE_FLUSH);
}

const struct mr_gen mr_a4xx_gen = {
	.name = "a4xx", .isa_gen = 4,
	/* fd4's GMEM alignment and widest bin (Mesa's tile_max_w) */
	.align_w = 32, .align_h = 32, .max_bin_w = 1024,
	.instrs_per_unit = 16,
	.max_instances = 0x00ffffff,	/* as many as the vertex count's limit */
	/* fd4_resource.c: "32 pixel alignment" */
	.tex_align = 32,
	.tex_layer_first = true,
	.emit_binning = a4xx_emit_binning,
	.emit_restore = a4xx_emit_restore,
	.emit_consts = a4xx_emit_consts,
	.emit_draw = a4xx_emit_draw,
	.emit_clear = a4xx_emit_clear,
	.emit_bin = a4xx_emit_bin,
	.emit_mrt = a4xx_emit_mrt,
	.emit_blit_state = a4xx_emit_blit_state,
	.emit_blit = a4xx_emit_blit,
	.emit_resolve = a4xx_emit_resolve,
	.emit_sysmem = a4xx_emit_sysmem,
	.emit_flush = a4xx_emit_flush,
};
