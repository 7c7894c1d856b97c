// SPDX-License-Identifier: MIT
/*
 * What a3xx needs written: the register values of a draw, of a GMEM bin
 * and its resolve, of bypass.  Values follow what Mesa's fd3 programs
 * for the same state (src/gallium/drivers/freedreno/a3xx).
 */
#include "mr_priv.h"
#include "generated/adreno_common.xml.h"
#include "generated/a3xx.xml.h"

/* The shader cores' thread setup, as fd3 programs it */
#define A3XX_VS_THREADSIZE	TWO_QUADS
#define A3XX_FS_THREADSIZE	FOUR_QUADS
/* a3xx's FS constants start at vec4 128 of the constant file */
#define A3XX_FS_CONST_BASE	128
/* The FS's code sits at the top of the 128-unit instruction store */
#define A3XX_FS_INSTR_TOP	128
/* FS varying locations count from VPC location 8 */
#define A3XX_VARYING_BASE	8
/*
 * The TP's tables as fd3_emit.c shares them: the FS's samplers and
 * textures from slot 16 (the VS's from 0), each texture with a table of
 * 14 level addresses, the FS's from 14 * 16
 */
#define A3XX_FS_TEX_OFF		16
#define A3XX_MIP_LEVELS		14

static const uint32_t a3xx_color_format[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = RB_R8G8B8A8_UNORM,
	[MR_FORMAT_RGB565] = RB_R5G6B5_UNORM,
};

/* Channels as memory holds them: R, G, B, A */
#define A3XX_SWIZ_XYZW	(A3XX_TEX_CONST_0_SWIZ_X(A3XX_TEX_X) | \
			 A3XX_TEX_CONST_0_SWIZ_Y(A3XX_TEX_Y) | \
			 A3XX_TEX_CONST_0_SWIZ_Z(A3XX_TEX_Z) | \
			 A3XX_TEX_CONST_0_SWIZ_W(A3XX_TEX_W))

/*
 * Texel formats: channels come out in memory order, lowest bits first,
 * so the swizzle puts 5_6_5's top bits in R (fd3_tex_swiz() of
 * B5G6R5_UNORM, GL's RGB 5_6_5)
 */
static const struct {
	uint32_t fmt, swiz;
} a3xx_tex_format[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = { TFMT_8_8_8_8_UNORM, A3XX_SWIZ_XYZW },
	[MR_FORMAT_RGB565] = { TFMT_5_6_5_UNORM,
			       A3XX_TEX_CONST_0_SWIZ_X(A3XX_TEX_Z) |
			       A3XX_TEX_CONST_0_SWIZ_Y(A3XX_TEX_Y) |
			       A3XX_TEX_CONST_0_SWIZ_Z(A3XX_TEX_X) |
			       A3XX_TEX_CONST_0_SWIZ_W(A3XX_TEX_ONE) },
	[MR_FORMAT_RGBA8UI] = { TFMT_8_8_8_8_UINT, A3XX_SWIZ_XYZW },
	[MR_FORMAT_RGBA8I] = { TFMT_8_8_8_8_SINT, A3XX_SWIZ_XYZW },
};

static const uint32_t a3xx_tex_type[] = {
	[MR_TEX_2D] = A3XX_TEX_2D, [MR_TEX_CUBE] = A3XX_TEX_CUBE,
	[MR_TEX_ARRAY] = A3XX_TEX_2D, [MR_TEX_3D] = A3XX_TEX_3D,
};

static const uint32_t a3xx_tex_filter[] = {
	[MR_FILTER_NEAREST] = A3XX_TEX_NEAREST,
	[MR_FILTER_LINEAR] = A3XX_TEX_LINEAR,
};

static const uint32_t a3xx_tex_wrap[] = {
	[MR_WRAP_REPEAT] = A3XX_TEX_REPEAT,
	[MR_WRAP_CLAMP] = A3XX_TEX_CLAMP_TO_EDGE,
	[MR_WRAP_MIRROR] = A3XX_TEX_MIRROR_REPEAT,
	[MR_WRAP_BORDER] = A3XX_TEX_CLAMP_TO_BORDER,
};

static const struct {
	uint32_t fmt, comps, bytes;
} a3xx_vertex_format[MR_VF_COUNT] = {
	[MR_VF_FLOAT1] = { VFMT_32_FLOAT, 1, 4 },
	[MR_VF_FLOAT2] = { VFMT_32_32_FLOAT, 2, 8 },
	[MR_VF_FLOAT3] = { VFMT_32_32_32_FLOAT, 3, 12 },
	[MR_VF_FLOAT4] = { VFMT_32_32_32_32_FLOAT, 4, 16 },
	[MR_VF_UNORM8x4] = { VFMT_8_8_8_8_UNORM, 4, 4 },
};

static void a3xx_emit_restore(struct mr_context *ctx, struct msm_cs *cs)
{
	(void)ctx;
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_INVALIDATE_STATE, 1);
	OUT_RING(cs, 0x7fff);

	OUT_PKT0(cs, REG_A3XX_PC_VERTEX_REUSE_BLOCK_CNTL, 1);
	OUT_RING(cs, 0x0000000b);
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
	OUT_PKT0(cs, REG_A3XX_RB_MSAA_CONTROL, 2);
	OUT_RING(cs, A3XX_RB_MSAA_CONTROL_DISABLE |
		     A3XX_RB_MSAA_CONTROL_SAMPLES(MSAA_ONE) |
		     A3XX_RB_MSAA_CONTROL_SAMPLE_MASK(0xffff));
	OUT_RING(cs, 0);				/* RB_ALPHA_REF */
	OUT_PKT0(cs, REG_A3XX_GRAS_CL_GB_CLIP_ADJ, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_GRAS_TSE_DEBUG_ECO, 1);
	OUT_RING(cs, 1);
	OUT_PKT0(cs, REG_A3XX_TPL1_TP_VS_TEX_OFFSET, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_TPL1_TP_FS_TEX_OFFSET, 1);
	OUT_RING(cs, A3XX_TPL1_TP_FS_TEX_OFFSET_SAMPLEROFFSET(A3XX_FS_TEX_OFF) |
		     A3XX_TPL1_TP_FS_TEX_OFFSET_MEMOBJOFFSET(A3XX_FS_TEX_OFF) |
		     A3XX_TPL1_TP_FS_TEX_OFFSET_BASETABLEPTR(A3XX_MIP_LEVELS *
							     A3XX_FS_TEX_OFF));
	OUT_PKT0(cs, REG_A3XX_VPC_VARY_CYLWRAP_ENABLE_0, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_HLSQ_CONST_VSPRESV_RANGE_REG, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_UCHE_CACHE_INVALIDATE0_REG, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, A3XX_UCHE_CACHE_INVALIDATE1_REG_OPCODE(INVALIDATE) |
		     A3XX_UCHE_CACHE_INVALIDATE1_REG_ENTIRE_CACHE);
	OUT_PKT0(cs, REG_A3XX_GRAS_CL_CLIP_CNTL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_PC_RESTART_INDEX, 1);
	OUT_RING(cs, 0xffffffff);
	OUT_PKT0(cs, REG_A3XX_RB_WINDOW_OFFSET, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_EVENT_WRITE, 1);
	OUT_RING(cs, CACHE_FLUSH);
}

/*
 * The footprint fields count vec4 registers of each file (on a3xx/a4xx
 * the half registers are a file of their own): at least one full
 */
static uint32_t a3xx_footprint(const struct mr_shader *s)
{
	return s->full_regs ? s->full_regs : 1;
}

static void a3xx_emit_shader_load(struct msm_cs *cs, uint32_t block,
				  const struct mr_shader_obj *o)
{
	OUT_PKT3(cs, CP_LOAD_STATE, 2);
	OUT_RING(cs, CP_LOAD_STATE_0_DST_OFF(0) |
		     CP_LOAD_STATE_0_STATE_SRC(SS_INDIRECT) |
		     CP_LOAD_STATE_0_STATE_BLOCK(block) |
		     CP_LOAD_STATE_0_NUM_UNIT(o->units));
	OUT_RELOC(cs, o->bo, 0, CP_LOAD_STATE_1_STATE_TYPE(ST_SHADER), 0);
}

/* A CP_LOAD_STATE whose dwords follow: units of a type from dst on */
static void a3xx_load_direct(struct msm_cs *cs, uint32_t block, uint32_t type,
			     uint32_t dst, uint32_t units, uint32_t dwords)
{
	OUT_PKT3(cs, CP_LOAD_STATE, 2 + dwords);
	OUT_RING(cs, CP_LOAD_STATE_0_DST_OFF(dst) |
		     CP_LOAD_STATE_0_STATE_SRC(SS_DIRECT) |
		     CP_LOAD_STATE_0_STATE_BLOCK(block) |
		     CP_LOAD_STATE_0_NUM_UNIT(units));
	OUT_RING(cs, CP_LOAD_STATE_1_STATE_TYPE(type));
}

/* n vec4s from c<first>, loaded two dwords a unit */
static void a3xx_emit_consts(struct msm_cs *cs, unsigned int stage,
			     uint32_t first, const void *v, unsigned int n)
{
	uint32_t block = stage == MR_VS ? SB_VERT_SHADER : SB_FRAG_SHADER;

	if (!n)
		return;
	a3xx_load_direct(cs, block, ST_CONSTANTS, first * 2, n * 2, n * 4);
	mr_emit_const_bits(cs, v, n);
}

/* RB_RENDER_CONTROL's: the system values the batch's shaders read */
static uint32_t a3xx_rb_sysvals(const struct mr_context *ctx)
{
	return (ctx->fs_sysvals & (1u << MR_SV_FRAG_XY) ?
		A3XX_RB_RENDER_CONTROL_XCOORD |
		A3XX_RB_RENDER_CONTROL_YCOORD : 0) |
	       (ctx->fs_sysvals & (1u << MR_SV_FRAG_ZW) ?
		A3XX_RB_RENDER_CONTROL_ZCOORD |
		A3XX_RB_RENDER_CONTROL_WCOORD : 0) |
	       (ctx->fs_sysvals & (1u << MR_SV_FACE) ?
		A3XX_RB_RENDER_CONTROL_FACENESS : 0);
}

static void a3xx_emit_program(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_program *p, bool binning)
{
	const struct mr_shader *vs = &p->vs.info, *fs = &p->fs.info;
	uint32_t vary = mr_fs_varyings(p) * 4;
	uint32_t vs_consts = ctx->nr_uniforms[0] > vs->const_vec4s ?
			     ctx->nr_uniforms[0] : vs->const_vec4s;
	uint32_t fs_consts = ctx->nr_uniforms[1] > fs->const_vec4s ?
			     ctx->nr_uniforms[1] : fs->const_vec4s;
	unsigned int i;

	OUT_PKT0(cs, REG_A3XX_HLSQ_CONTROL_0_REG, 6);
	OUT_RING(cs, A3XX_HLSQ_CONTROL_0_REG_FSTHREADSIZE(A3XX_FS_THREADSIZE) |
		     A3XX_HLSQ_CONTROL_0_REG_FSSUPERTHREADENABLE |
		     A3XX_HLSQ_CONTROL_0_REG_SPSHADERRESTART |
		     A3XX_HLSQ_CONTROL_0_REG_SPCONSTFULLUPDATE);
	OUT_RING(cs, A3XX_HLSQ_CONTROL_1_REG_VSTHREADSIZE(A3XX_VS_THREADSIZE) |
		     A3XX_HLSQ_CONTROL_1_REG_VSSUPERTHREADENABLE |
		     A3XX_HLSQ_CONTROL_1_REG_FRAGCOORDXYREGID(mr_sysval_reg(fs,
							MR_SV_FRAG_XY)) |
		     A3XX_HLSQ_CONTROL_1_REG_FRAGCOORDZWREGID(mr_sysval_reg(fs,
							MR_SV_FRAG_ZW)));
	OUT_RING(cs, A3XX_HLSQ_CONTROL_2_REG_FACENESSREGID(mr_sysval_reg(fs,
							MR_SV_FACE)) |
		     A3XX_HLSQ_CONTROL_2_REG_PRIMALLOCTHRESHOLD(31));
	OUT_RING(cs, A3XX_HLSQ_CONTROL_3_REG_IJPERSPCENTERREGID(fs->ij) |
		     A3XX_HLSQ_CONTROL_3_REG_IJNONPERSPCENTERREGID(MR_REG_NONE) |
		     A3XX_HLSQ_CONTROL_3_REG_IJPERSPCENTROIDREGID(MR_REG_NONE) |
		     A3XX_HLSQ_CONTROL_3_REG_IJNONPERSPCENTROIDREGID(MR_REG_NONE));
	OUT_RING(cs, A3XX_HLSQ_VS_CONTROL_REG_CONSTLENGTH(vs_consts) |
		     A3XX_HLSQ_VS_CONTROL_REG_CONSTSTARTOFFSET(0) |
		     A3XX_HLSQ_VS_CONTROL_REG_INSTRLENGTH(p->vs.units));
	OUT_RING(cs, A3XX_HLSQ_FS_CONTROL_REG_CONSTLENGTH(fs_consts) |
		     A3XX_HLSQ_FS_CONTROL_REG_CONSTSTARTOFFSET(A3XX_FS_CONST_BASE) |
		     A3XX_HLSQ_FS_CONTROL_REG_INSTRLENGTH(p->fs.units));

	OUT_PKT0(cs, REG_A3XX_SP_SP_CTRL_REG, 1);
	OUT_RING(cs, A3XX_SP_SP_CTRL_REG_SLEEPMODE(1) |
		     (binning ? A3XX_SP_SP_CTRL_REG_BINNING : 0));

	OUT_PKT0(cs, REG_A3XX_SP_VS_LENGTH_REG, 1);
	OUT_RING(cs, A3XX_SP_VS_LENGTH_REG_SHADERLENGTH(p->vs.units));
	OUT_PKT0(cs, REG_A3XX_SP_VS_CTRL_REG0, 3);
	OUT_RING(cs, A3XX_SP_VS_CTRL_REG0_THREADMODE(MULTI) |
		     A3XX_SP_VS_CTRL_REG0_INSTRBUFFERMODE(BUFFER) |
		     A3XX_SP_VS_CTRL_REG0_HALFREGFOOTPRINT(vs->half_regs) |
		     A3XX_SP_VS_CTRL_REG0_FULLREGFOOTPRINT(a3xx_footprint(vs)) |
		     A3XX_SP_VS_CTRL_REG0_THREADSIZE(A3XX_VS_THREADSIZE) |
		     A3XX_SP_VS_CTRL_REG0_SUPERTHREADMODE |
		     A3XX_SP_VS_CTRL_REG0_LENGTH(p->vs.units));
	OUT_RING(cs, A3XX_SP_VS_CTRL_REG1_CONSTLENGTH(vs_consts) |
		     A3XX_SP_VS_CTRL_REG1_CONSTFOOTPRINT(vs_consts ?
							 vs_consts - 1 : 1023) |
		     A3XX_SP_VS_CTRL_REG1_INITIALOUTSTANDING(4));
	OUT_RING(cs, A3XX_SP_VS_PARAM_REG_POSREGID(vs->pos) |
		     A3XX_SP_VS_PARAM_REG_PSIZEREGID(vs->writes_psize ?
						     vs->psize : MR_REG_NONE) |
		     A3XX_SP_VS_PARAM_REG_TOTALVSOUTVAR(vary ?
							vs->nr_varyings : 0));
	/* Varying i: all four components of its register at 8 + 4 * i */
	for (i = 0; vary && i < vs->nr_varyings; i += 2) {
		uint32_t out = A3XX_SP_VS_OUT_REG_A_REGID(vs->varyings[i]) |
			       A3XX_SP_VS_OUT_REG_A_COMPMASK(0xf);

		if (i + 1 < vs->nr_varyings)
			out |= A3XX_SP_VS_OUT_REG_B_REGID(vs->varyings[i + 1]) |
			       A3XX_SP_VS_OUT_REG_B_COMPMASK(0xf);
		OUT_PKT0(cs, REG_A3XX_SP_VS_OUT_REG(i / 2), 1);
		OUT_RING(cs, out);
	}
	for (i = 0; vary && i < vs->nr_varyings; i += 4) {
		uint32_t dst = 0, k;

		for (k = 0; k < 4; k++) {
			uint32_t loc = A3XX_VARYING_BASE +
				       4 * (i + k < vs->nr_varyings ? i + k :
					    i);

			dst |= loc << (8 * k);
		}
		OUT_PKT0(cs, REG_A3XX_SP_VS_VPC_DST_REG(i / 4), 1);
		OUT_RING(cs, dst);
	}
	OUT_PKT0(cs, REG_A3XX_SP_VS_OBJ_OFFSET_REG, 2);
	OUT_RING(cs, 0);
	OUT_RELOC(cs, p->vs.bo, 0, 0, 0);		/* SP_VS_OBJ_START_REG */

	OUT_PKT0(cs, REG_A3XX_SP_FS_LENGTH_REG, 1);
	OUT_RING(cs, A3XX_SP_FS_LENGTH_REG_SHADERLENGTH(p->fs.units));
	OUT_PKT0(cs, REG_A3XX_SP_FS_CTRL_REG0, 2);
	OUT_RING(cs, A3XX_SP_FS_CTRL_REG0_THREADMODE(MULTI) |
		     A3XX_SP_FS_CTRL_REG0_INSTRBUFFERMODE(BUFFER) |
		     A3XX_SP_FS_CTRL_REG0_HALFREGFOOTPRINT(fs->half_regs) |
		     A3XX_SP_FS_CTRL_REG0_FULLREGFOOTPRINT(a3xx_footprint(fs)) |
		     A3XX_SP_FS_CTRL_REG0_INOUTREGOVERLAP |
		     A3XX_SP_FS_CTRL_REG0_THREADSIZE(A3XX_FS_THREADSIZE) |
		     A3XX_SP_FS_CTRL_REG0_SUPERTHREADMODE |
		     (fs->nr_samplers ? A3XX_SP_FS_CTRL_REG0_PIXLODENABLE : 0) |
		     A3XX_SP_FS_CTRL_REG0_LENGTH(p->fs.units));
	OUT_RING(cs, A3XX_SP_FS_CTRL_REG1_CONSTLENGTH(fs_consts) |
		     A3XX_SP_FS_CTRL_REG1_CONSTFOOTPRINT(fs_consts ?
							 fs_consts - 1 : 1023) |
		     A3XX_SP_FS_CTRL_REG1_INITIALOUTSTANDING(2) |
		     A3XX_SP_FS_CTRL_REG1_HALFPRECVAROFFSET(63));
	OUT_PKT0(cs, REG_A3XX_SP_FS_OBJ_OFFSET_REG, 2);
	OUT_RING(cs, A3XX_SP_FS_OBJ_OFFSET_REG_CONSTOBJECTOFFSET(A3XX_FS_CONST_BASE) |
		     A3XX_SP_FS_OBJ_OFFSET_REG_SHADEROBJOFFSET(A3XX_FS_INSTR_TOP -
							       p->fs.units));
	OUT_RELOC(cs, p->fs.bo, 0, 0, 0);		/* SP_FS_OBJ_START_REG */
	OUT_PKT0(cs, REG_A3XX_SP_FS_OUTPUT_REG, 1);
	OUT_RING(cs, (fs->writes_depth ? A3XX_SP_FS_OUTPUT_REG_DEPTH_ENABLE : 0) |
		     A3XX_SP_FS_OUTPUT_REG_DEPTH_REGID(fs->writes_depth ?
						       fs->depth : MR_REG_NONE));
	OUT_PKT0(cs, REG_A3XX_SP_FS_MRT_REG(0), 4);
	for (i = 0; i < 4; i++)
		OUT_RING(cs, A3XX_SP_FS_MRT_REG_REGID(mr_fs_output(fs, i)));

	OUT_PKT0(cs, REG_A3XX_VPC_ATTR, 2);
	OUT_RING(cs, A3XX_VPC_ATTR_TOTALATTR(vary) |
		     (vs->writes_psize ? A3XX_VPC_ATTR_PSIZE : 0) |
		     A3XX_VPC_ATTR_THRDASSIGN(1) | A3XX_VPC_ATTR_LMSIZE(1));
	OUT_RING(cs, A3XX_VPC_PACK_NUMFPNONPOSVAR(vary) |
		     A3XX_VPC_PACK_NUMNONPOSVSVAR(vary));
	OUT_PKT0(cs, REG_A3XX_VPC_VARYING_INTERP_MODE(0), 4);
	for (i = 0; i < 4; i++)
		OUT_RING(cs, mr_flat_interp(fs, i, FLAT));
	OUT_PKT0(cs, REG_A3XX_VPC_VARYING_PS_REPL_MODE(0), 4);
	for (i = 0; i < 4; i++)
		OUT_RING(cs, mr_point_coord_repl(ctx, fs, i));
	OUT_PKT0(cs, REG_A3XX_SP_FS_FLAT_SHAD_MODE_REG_0, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);

	a3xx_emit_shader_load(cs, SB_VERT_SHADER, &p->vs);
	a3xx_emit_shader_load(cs, SB_FRAG_SHADER, &p->fs);
	OUT_PKT3(cs, CP_EVENT_WRITE, 1);
	OUT_RING(cs, HLSQ_FLUSH);
}

static uint32_t a3xx_sampler0(const struct mr_sampler *s)
{
	return (s->mip == MR_MIP_LINEAR ? A3XX_TEX_SAMP_0_MIPFILTER_LINEAR : 0) |
	       A3XX_TEX_SAMP_0_XY_MAG(a3xx_tex_filter[s->mag]) |
	       A3XX_TEX_SAMP_0_XY_MIN(a3xx_tex_filter[s->min]) |
	       A3XX_TEX_SAMP_0_WRAP_S(a3xx_tex_wrap[s->wrap_s]) |
	       A3XX_TEX_SAMP_0_WRAP_T(a3xx_tex_wrap[s->wrap_t]) |
	       A3XX_TEX_SAMP_0_WRAP_R(A3XX_TEX_REPEAT) |
	       A3XX_TEX_SAMP_0_COMPARE_FUNC(s->compare);
}

/* Each stage's texture state: its blocks, first slot and border colours */
static const struct {
	uint32_t tex, mipaddr, first, border;
} a3xx_tex_stage[] = {
	[MR_VS] = { SB_VERT_TEX, SB_VERT_MIPADDR, 0,
		    REG_A3XX_TPL1_TP_VS_BORDER_COLOR_BASE_ADDR },
	[MR_FS] = { SB_FRAG_TEX, SB_FRAG_MIPADDR, A3XX_FS_TEX_OFF,
		    REG_A3XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR },
};

/*
 * A stage's texture units 0..n-1 into the TP's tables at its slots, as
 * fd3_emit.c's emit_textures() loads them: samplers (2 dwords), texture
 * descriptors (4, each naming its level table) and the level addresses
 */
static void a3xx_emit_textures(struct mr_context *ctx, struct msm_cs *cs,
			       enum mr_stage stage,
			       const struct mr_texture *const *tex,
			       const struct mr_sampler *samp, unsigned int n)
{
	const typeof(a3xx_tex_stage[0]) *st = &a3xx_tex_stage[stage];
	unsigned int i, l;

	if (!n)
		return;
	/* The draws before may still be sampling the tables */
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	mr_emit_border_colors(ctx, cs, st->border, tex, samp, n, st->first);

	a3xx_load_direct(cs, st->tex, ST_SHADER, st->first, n, 2 * n);
	for (i = 0; i < n; i++) {
		/* 4.6 fixed point */
		uint32_t max_lod = mr_sampler_max_lod(&samp[i], tex[i], 64);

		OUT_RING(cs, a3xx_sampler0(&samp[i]));
		/* The clamp from 0 */
		OUT_RING(cs, A3XX_TEX_SAMP_1_LOD_BIAS(
				mr_sampler_lod_bias(&samp[i], 64.0f)) |
			     A3XX_TEX_SAMP_1_MAX_LOD(max_lod) |
			     A3XX_TEX_SAMP_1_MIN_LOD(0));
	}

	a3xx_load_direct(cs, st->tex, ST_CONSTANTS, st->first, n, 4 * n);
	for (i = 0; i < n; i++) {
		const struct mr_texture *t = tex[i];

		OUT_RING(cs, A3XX_TEX_CONST_0_TILE_MODE(LINEAR) |
			     a3xx_tex_format[t->format].swiz |
			     A3XX_TEX_CONST_0_MIPLVLS(t->levels - 1) |
			     A3XX_TEX_CONST_0_FMT(a3xx_tex_format[t->format].fmt) |
			     A3XX_TEX_CONST_0_TYPE(a3xx_tex_type[t->type]));
		/* The other levels' pitch alignment, in 16-byte steps */
		OUT_RING(cs, A3XX_TEX_CONST_1_PITCHALIGN(mr_texture_pitch_shift(t) -
							 4) |
			     A3XX_TEX_CONST_1_WIDTH(t->width) |
			     A3XX_TEX_CONST_1_HEIGHT(t->height));
		OUT_RING(cs, A3XX_TEX_CONST_2_INDX(A3XX_MIP_LEVELS * i) |
			     A3XX_TEX_CONST_2_PITCH(t->pitch[0]));
		/*
		 * An array's layers (less one) LAYERSZ1 apart at every
		 * level, a 3D texture's depth as is, as fd3 writes them; a
		 * cube's faces lie one image apart
		 */
		OUT_RING(cs, t->type == MR_TEX_ARRAY || t->type == MR_TEX_3D ?
			     A3XX_TEX_CONST_3_DEPTH(t->type == MR_TEX_3D ?
						    t->layers :
						    t->layers - 1) |
			     A3XX_TEX_CONST_3_LAYERSZ1(t->layer_stride[0]) |
			     A3XX_TEX_CONST_3_LAYERSZ2(t->layer_stride[0]) : 0);
	}

	a3xx_load_direct(cs, st->mipaddr, ST_CONSTANTS,
			 A3XX_MIP_LEVELS * st->first, A3XX_MIP_LEVELS * n,
			 A3XX_MIP_LEVELS * n);
	for (i = 0; i < n; i++) {
		for (l = 0; l < A3XX_MIP_LEVELS; l++) {
			if (l < tex[i]->levels)
				OUT_RELOC(cs, tex[i]->bo, tex[i]->offset[l], 0,
					  0);
			else
				OUT_RING(cs, 0);
		}
	}
}

static void a3xx_emit_vertex_fetch(struct msm_cs *cs,
				   const struct mr_vertex_attrib *a,
				   unsigned int n, const struct mr_shader *vs,
				   uint32_t max_index)
{
	bool ids = vs->sysvals & (1u << MR_SV_VERTEX_ID |
				  1u << MR_SV_INSTANCE_ID);
	uint32_t comps = 0;
	unsigned int i;

	for (i = 0; i < n; i++) {
		const typeof(a3xx_vertex_format[0]) *f =
			&a3xx_vertex_format[a[i].format];
		/* The ids follow the attributes, as fd3 chains them */
		bool last = i == n - 1 && !ids;

		OUT_PKT0(cs, REG_A3XX_VFD_FETCH_INSTR_0(i), 2);
		OUT_RING(cs, A3XX_VFD_FETCH_INSTR_0_FETCHSIZE(f->bytes - 1) |
			     A3XX_VFD_FETCH_INSTR_0_BUFSTRIDE(a[i].stride) |
			     (last ? 0 : A3XX_VFD_FETCH_INSTR_0_SWITCHNEXT) |
			     A3XX_VFD_FETCH_INSTR_0_INDEXCODE(i) |
			     (a[i].divisor ? A3XX_VFD_FETCH_INSTR_0_INSTANCED :
			      0) |
			     A3XX_VFD_FETCH_INSTR_0_STEPRATE(a[i].divisor ?
							     a[i].divisor : 1));
		OUT_RELOC(cs, a[i].buffer->bo, a[i].offset, 0, 0);
		OUT_PKT0(cs, REG_A3XX_VFD_DECODE_INSTR(i), 1);
		OUT_RING(cs, A3XX_VFD_DECODE_INSTR_WRITEMASK(0xf) |
			     A3XX_VFD_DECODE_INSTR_CONSTFILL |
			     A3XX_VFD_DECODE_INSTR_FORMAT(f->fmt) |
			     A3XX_VFD_DECODE_INSTR_REGID(vs->inputs[i]) |
			     A3XX_VFD_DECODE_INSTR_SWAP(WZYX) |
			     A3XX_VFD_DECODE_INSTR_SHIFTCNT(f->bytes) |
			     A3XX_VFD_DECODE_INSTR_LASTCOMPVALID |
			     (last ? 0 : A3XX_VFD_DECODE_INSTR_SWITCHNEXT));
		comps += 4;
	}
	OUT_PKT0(cs, REG_A3XX_VFD_CONTROL_0, 2);
	OUT_RING(cs, A3XX_VFD_CONTROL_0_TOTALATTRTOVS(comps) |
		     A3XX_VFD_CONTROL_0_PACKETSIZE(2) |
		     A3XX_VFD_CONTROL_0_STRMDECINSTRCNT(n) |
		     A3XX_VFD_CONTROL_0_STRMFETCHINSTRCNT(n));
	OUT_RING(cs, A3XX_VFD_CONTROL_1_MAXSTORAGE(1) |
		     A3XX_VFD_CONTROL_1_REGID4VTX(mr_sysval_reg(vs,
							MR_SV_VERTEX_ID)) |
		     A3XX_VFD_CONTROL_1_REGID4INST(mr_sysval_reg(vs,
							MR_SV_INSTANCE_ID)));
	OUT_PKT0(cs, REG_A3XX_VFD_VS_THREADING_THRESHOLD, 1);
	OUT_RING(cs, A3XX_VFD_VS_THREADING_THRESHOLD_REGID_THRESHOLD(15) |
		     A3XX_VFD_VS_THREADING_THRESHOLD_REGID_VTXCNT(MR_REG_NONE));
	OUT_PKT0(cs, REG_A3XX_VFD_INDEX_MIN, 4);
	OUT_RING(cs, 0);
	OUT_RING(cs, max_index);
	OUT_RING(cs, 0);				/* VFD_INSTANCEID_OFFSET */
	OUT_RING(cs, 0);				/* VFD_INDEX_OFFSET */
}

/* a3xx's pixel centres are half a pixel off a4xx's */
static void a3xx_emit_viewport(struct mr_context *ctx, struct msm_cs *cs,
			       const float vp[4], const float zr[2])
{
	float offset[3], scale[3];
	unsigned int i;

	mr_viewport_transform(ctx, vp, 0.5f, zr, offset, scale);
	OUT_PKT0(cs, REG_A3XX_GRAS_CL_VPORT_XOFFSET, 6);
	for (i = 0; i < 3; i++) {
		OUT_RING(cs, mr_float_bits(offset[i]));
		OUT_RING(cs, mr_float_bits(scale[i]));
	}
}

/* The depth test a draw asks for (GL: no test, no writes) */
static uint32_t a3xx_depth_control(const struct mr_context *ctx)
{
	const struct mr_depth *d = &ctx->depth;

	if (!ctx->zs || !d->test)
		return A3XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS);
	return A3XX_RB_DEPTH_CONTROL_Z_ENABLE |
	       A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE |
	       (d->write ? A3XX_RB_DEPTH_CONTROL_Z_WRITE_ENABLE : 0) |
	       A3XX_RB_DEPTH_CONTROL_ZFUNC(d->func);
}

/* Pixels x0, y0 to x1, y1 (exclusive) of r; none when r is NULL */
static void a3xx_emit_window_scissor(struct msm_cs *cs, const uint32_t *r)
{
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_WINDOW_SCISSOR_TL, 2);
	if (r) {
		OUT_RING(cs, A3XX_GRAS_SC_WINDOW_SCISSOR_TL_X(r[0]) |
			     A3XX_GRAS_SC_WINDOW_SCISSOR_TL_Y(r[1]));
		OUT_RING(cs, A3XX_GRAS_SC_WINDOW_SCISSOR_BR_X(r[2] - 1) |
			     A3XX_GRAS_SC_WINDOW_SCISSOR_BR_Y(r[3] - 1));
	} else {
		/* An empty scissor: BR left of TL */
		OUT_RING(cs, A3XX_GRAS_SC_WINDOW_SCISSOR_TL_X(1));
		OUT_RING(cs, A3XX_GRAS_SC_WINDOW_SCISSOR_BR_X(0));
	}
}

/*
 * The stencil test (NULL: none), both faces alike, as fd3_zsa.c programs
 * it: the back-face fields stay off, so back faces take the front's
 */
static void a3xx_emit_stencil(struct msm_cs *cs, const struct mr_stencil *st)
{
	uint32_t refmask = st ? A3XX_RB_STENCILREFMASK_STENCILREF(st->ref) |
				A3XX_RB_STENCILREFMASK_STENCILMASK(st->mask) |
				A3XX_RB_STENCILREFMASK_STENCILWRITEMASK(st->writemask) :
				0;

	OUT_PKT0(cs, REG_A3XX_RB_STENCIL_CONTROL, 1);
	OUT_RING(cs, st ? A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE |
		     A3XX_RB_STENCIL_CONTROL_STENCIL_READ |
		     A3XX_RB_STENCIL_CONTROL_FUNC(st->func) |
		     A3XX_RB_STENCIL_CONTROL_FAIL(st->fail) |
		     A3XX_RB_STENCIL_CONTROL_ZPASS(st->zpass) |
		     A3XX_RB_STENCIL_CONTROL_ZFAIL(st->zfail) : 0);
	OUT_PKT0(cs, REG_A3XX_RB_STENCILREFMASK, 2);
	OUT_RING(cs, refmask);
	OUT_RING(cs, refmask);			/* RB_STENCILREFMASK_BF */
}

/*
 * rect: the library's own rectangle, which no face culling drops;
 * depth_ctl: RB_DEPTH_CONTROL; st: the stencil test, or NULL
 */
static void a3xx_emit_raster(struct mr_context *ctx, struct msm_cs *cs,
			     const struct mr_program *p, bool rect,
			     uint32_t depth_ctl, const struct mr_stencil *st)
{
	const struct mr_shader *vs = &p->vs.info, *fs = &p->fs.info;
	uint32_t vary = mr_fs_varyings(p);
	/* Line half width 0.5 and point size 1, in 1/4 and 1/16 pixels */
	uint32_t su = A3XX_GRAS_SU_MODE_CONTROL_LINEHALFWIDTH(2);
	uint32_t clip = 0, sc[4];
	bool visible = mr_scissor_rect(ctx, sc);

	/* fd3's: i/j at the centre for gl_FragCoord too, and its z and w */
	if (vary || (fs->sysvals & (1u << MR_SV_FRAG_XY |
				    1u << MR_SV_FRAG_ZW)))
		clip |= A3XX_GRAS_CL_CLIP_CNTL_IJ_PERSP_CENTER;
	if (fs->sysvals & (1u << MR_SV_FRAG_XY | 1u << MR_SV_FRAG_ZW))
		clip |= A3XX_GRAS_CL_CLIP_CNTL_ZCOORD |
			A3XX_GRAS_CL_CLIP_CNTL_WCOORD;

	if (!rect && ctx->cull == MR_CULL_FRONT)
		su |= A3XX_GRAS_SU_MODE_CONTROL_CULL_FRONT;
	if (!rect && ctx->cull == MR_CULL_BACK)
		su |= A3XX_GRAS_SU_MODE_CONTROL_CULL_BACK;
	if (mr_front_cw(ctx))
		su |= A3XX_GRAS_SU_MODE_CONTROL_FRONT_CW;

	/* A shader's depth is known after it runs: no early test (fd3) */
	if (fs->writes_depth)
		depth_ctl |= A3XX_RB_DEPTH_CONTROL_FRAG_WRITES_Z |
			     A3XX_RB_DEPTH_CONTROL_EARLY_Z_DISABLE;
	a3xx_emit_stencil(cs, st);
	OUT_PKT0(cs, REG_A3XX_RB_DEPTH_CONTROL, 1);
	OUT_RING(cs, depth_ctl);
	OUT_PKT0(cs, REG_A3XX_GRAS_SU_MODE_CONTROL, 1);
	OUT_RING(cs, su);
	OUT_PKT0(cs, REG_A3XX_GRAS_SU_POINT_MINMAX, 2);
	OUT_RING(cs, A3XX_GRAS_SU_POINT_MINMAX_MIN(16) |
		     A3XX_GRAS_SU_POINT_MINMAX_MAX(vs->writes_psize ?
						   MR_POINT_SIZE_MAX : 16));
	OUT_RING(cs, A3XX_GRAS_SU_POINT_SIZE_VAL(16));
	OUT_PKT0(cs, REG_A3XX_GRAS_SU_POLY_OFFSET_SCALE, 2);
	OUT_RING(cs, 0);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_GRAS_CL_CLIP_CNTL, 1);
	OUT_RING(cs, clip);
	OUT_PKT0(cs, REG_A3XX_PC_PRIM_VTX_CNTL, 1);
	OUT_RING(cs, A3XX_PC_PRIM_VTX_CNTL_STRIDE_IN_VPC(vary ?
				(vary < 2 ? 2 : vary) : 0) |
		     A3XX_PC_PRIM_VTX_CNTL_POLYMODE_FRONT_PTYPE(PC_DRAW_TRIANGLES) |
		     A3XX_PC_PRIM_VTX_CNTL_POLYMODE_BACK_PTYPE(PC_DRAW_TRIANGLES) |
		     (vs->writes_psize ? A3XX_PC_PRIM_VTX_CNTL_PSIZE : 0) |
		     A3XX_PC_PRIM_VTX_CNTL_PROVOKING_VTX_LAST);
	a3xx_emit_window_scissor(cs, visible ? sc : NULL);
}

/* Blend and mask of MRTs 0..n-1; the others write nothing */
static void a3xx_emit_blend(struct msm_cs *cs, const struct mr_blend *b,
			    unsigned int n)
{
	uint32_t ctl = A3XX_RB_MRT_CONTROL_ROP_CODE(ROP_COPY) |
		       A3XX_RB_MRT_CONTROL_DITHER_MODE(DITHER_DISABLE) |
		       A3XX_RB_MRT_CONTROL_COMPONENT_ENABLE(b->colormask);
	uint32_t src = mr_rb_blend_factor[b->enable ? b->src : MR_BF_ONE];
	uint32_t dst = mr_rb_blend_factor[b->enable ? b->dst : MR_BF_ZERO];
	unsigned int i;

	if (b->enable)
		ctl |= A3XX_RB_MRT_CONTROL_READ_DEST_ENABLE |
		       A3XX_RB_MRT_CONTROL_BLEND | A3XX_RB_MRT_CONTROL_BLEND2;
	for (i = 0; i < 4; i++) {
		OUT_PKT0(cs, REG_A3XX_RB_MRT_CONTROL(i), 1);
		OUT_RING(cs, i >= n ? A3XX_RB_MRT_CONTROL_ROP_CODE(ROP_COPY) |
			     A3XX_RB_MRT_CONTROL_DITHER_MODE(DITHER_DISABLE) :
			     ctl);
		OUT_PKT0(cs, REG_A3XX_RB_MRT_BLEND_CONTROL(i), 1);
		OUT_RING(cs, A3XX_RB_MRT_BLEND_CONTROL_RGB_SRC_FACTOR(src) |
			     A3XX_RB_MRT_BLEND_CONTROL_RGB_BLEND_OPCODE(BLEND_DST_PLUS_SRC) |
			     A3XX_RB_MRT_BLEND_CONTROL_RGB_DEST_FACTOR(dst) |
			     A3XX_RB_MRT_BLEND_CONTROL_ALPHA_SRC_FACTOR(src) |
			     A3XX_RB_MRT_BLEND_CONTROL_ALPHA_BLEND_OPCODE(BLEND_DST_PLUS_SRC) |
			     A3XX_RB_MRT_BLEND_CONTROL_ALPHA_DEST_FACTOR(dst) |
			     A3XX_RB_MRT_BLEND_CONTROL_CLAMP_ENABLE);
	}
}

/*
 * d's draw packet, of PM4 primitive prim; binned: the bin's visibility
 * stream may skip its primitives
 */
static void a3xx_emit_draw_packet(struct msm_cs *cs, uint32_t prim,
				  bool binned, const struct mr_draw_call *d)
{
	uint32_t init = CP_DRAW_INDX_1_PRIM_TYPE(prim) |
			CP_DRAW_INDX_1_VIS_CULL(binned ? USE_VISIBILITY :
						IGNORE_VISIBILITY) |
			CP_DRAW_INDX_1_PRE_DRAW_INITIATOR_ENABLE |
			CP_DRAW_INDX_1_NUM_INSTANCES(d->instances - 1);

	if (!d->indices) {
		OUT_PKT3(cs, CP_DRAW_INDX, 3);
		OUT_RING(cs, 0);			/* viz query */
		OUT_RING(cs, init |
			     CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX) |
			     CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_IGN));
		OUT_RING(cs, d->count);
		return;
	}
	OUT_PKT3(cs, CP_DRAW_INDX, 5);
	OUT_RING(cs, 0);
	OUT_RING(cs, init | CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		     CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_16_BIT));
	OUT_RING(cs, d->count);
	OUT_RELOC(cs, d->indices->bo, d->offset, 0, 0);
	OUT_RING(cs, d->count * 2);
}

static void a3xx_emit_draw(struct mr_context *ctx, struct msm_cs *cs,
			   bool binning, const struct mr_draw_call *d)
{
	const struct mr_program *p = ctx->prog;
	const struct mr_texture *const *tex =
		(const struct mr_texture *const *)ctx->textures;
	struct mr_vertex_attrib a[MR_MAX_ATTRIBS];
	unsigned int nr_attribs = mr_draw_attribs(ctx, d, a);

	a3xx_emit_raster(ctx, cs, p, false, a3xx_depth_control(ctx),
			 mr_draw_stencil(ctx));
	a3xx_emit_viewport(ctx, cs, ctx->viewport, mr_depth_range);
	a3xx_emit_program(ctx, cs, p, binning);
	mr_emit_program_consts(ctx, cs, p);
	a3xx_emit_blend(cs, &ctx->blend, mr_targets(ctx));
	a3xx_emit_textures(ctx, cs, MR_VS, tex, ctx->samplers,
			   mr_textures_to_load(ctx, binning, MR_VS,
					       p->vs.info.nr_samplers));
	/* The binning pass runs no FS: it samples nothing */
	if (!binning)
		a3xx_emit_textures(ctx, cs, MR_FS, tex, ctx->samplers,
				   mr_textures_to_load(ctx, false, MR_FS,
						       p->fs.info.nr_samplers));
	a3xx_emit_vertex_fetch(cs, a, nr_attribs, &p->vs.info,
			       d->indices ? 0xffff : d->count - 1);
	a3xx_emit_draw_packet(cs, mr_pm4_prim[d->prim], true, d);
}

/* The library's rectangle over the whole target, as p reads it */
static void a3xx_emit_rect(struct mr_context *ctx, struct msm_cs *cs,
			   const struct mr_program *p, float depth)
{
	struct mr_vertex_attrib a[2];
	unsigned int n = mr_rect_attribs(ctx, p, &ctx->rect, a);
	const float full[4] = { 0, 0, (float)ctx->color->width,
				(float)ctx->color->height };
	const float zr[2] = { depth, depth };

	a3xx_emit_viewport(ctx, cs, full, zr);
	a3xx_emit_vertex_fetch(cs, a, n, &p->vs.info, 1);
	a3xx_emit_draw_packet(cs, DI_PT_RECTLIST, false, &mr_rect_draw);
}

/* The rectangle at the clear depth, writing what buffers says */
static void a3xx_emit_clear(struct mr_context *ctx, struct msm_cs *cs,
			    unsigned int buffers, const float rgba[4],
			    float depth)
{
	const struct mr_blend mask = {
		.colormask = buffers & MR_CLEAR_COLOR ? 0xf : 0,
	};
	const float (*color)[4] = (const float (*)[4])rgba;
	uint32_t zctl = A3XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS);
	struct mr_stencil st;

	mr_clear_stencil_state(ctx, &st);
	if (buffers & MR_CLEAR_DEPTH)
		zctl |= A3XX_RB_DEPTH_CONTROL_Z_ENABLE |
			A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE |
			A3XX_RB_DEPTH_CONTROL_Z_WRITE_ENABLE;
	a3xx_emit_raster(ctx, cs, ctx->solid, true, zctl,
			 buffers & MR_CLEAR_STENCIL ? &st : NULL);
	a3xx_emit_program(ctx, cs, ctx->solid, false);
	a3xx_emit_consts(cs, MR_FS, 0, color, 1);
	a3xx_emit_blend(cs, &mask, mr_targets(ctx));
	a3xx_emit_rect(ctx, cs, ctx->solid, depth);
}

/* The depth buffer's bin in GMEM (none: bypass, or no depth buffer) */
static void a3xx_emit_depth(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_tiling *t)
{
	OUT_PKT0(cs, REG_A3XX_RB_DEPTH_INFO, 2);
	if (t && ctx->zs) {
		OUT_RING(cs, A3XX_RB_DEPTH_INFO_DEPTH_FORMAT(DEPTHX_24_8) |
			     A3XX_RB_DEPTH_INFO_DEPTH_BASE(t->gmem_depth));
		OUT_RING(cs, t->bin_w * ctx->zs->cpp / 8);	/* 8 bytes */
	} else {
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
	}
}

/*
 * MRT i: surface s in memory (bypass), or its bin in GMEM at base, in
 * format (the surface's, or RGBA8 for a depth buffer's bytes); s NULL:
 * none
 */
static void a3xx_emit_mrt(struct msm_cs *cs, unsigned int i,
			  const struct mr_surface *s, enum mr_format format,
			  bool bypass, uint32_t bin_w, uint32_t base)
{
	uint32_t fmt = s ? a3xx_color_format[format] : 0;
	uint32_t info = A3XX_RB_MRT_BUF_INFO_COLOR_FORMAT(fmt) |
			A3XX_RB_MRT_BUF_INFO_COLOR_SWAP(mr_color_swap[format]);

	OUT_PKT0(cs, REG_A3XX_RB_MRT_BUF_INFO(i), 2);
	if (!s) {
		OUT_RING(cs, 0);
		OUT_RING(cs, 0);
	} else if (bypass) {
		OUT_RING(cs, info |
			     A3XX_RB_MRT_BUF_INFO_COLOR_TILE_MODE(LINEAR) |
			     A3XX_RB_MRT_BUF_INFO_COLOR_BUF_PITCH(s->pitch));
		OUT_RELOCW(cs, s->bo, 0, 0, -1);
	} else {
		OUT_RING(cs, info |
			     A3XX_RB_MRT_BUF_INFO_COLOR_TILE_MODE(TILE_32X32) |
			     A3XX_RB_MRT_BUF_INFO_COLOR_BUF_PITCH(bin_w * s->cpp));
		OUT_RING(cs, A3XX_RB_MRT_BUF_BASE_COLOR_BUF_BASE(base));
	}
	OUT_PKT0(cs, REG_A3XX_SP_FS_IMAGE_OUTPUT_REG(i), 1);
	OUT_RING(cs, A3XX_SP_FS_IMAGE_OUTPUT_REG_MRTFORMAT(fmt));
}

static void a3xx_emit_screen_scissor(struct msm_cs *cs, uint32_t x,
				     uint32_t y, uint32_t w, uint32_t h)
{
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_SCREEN_SCISSOR_TL, 2);
	OUT_RING(cs, A3XX_GRAS_SC_SCREEN_SCISSOR_TL_X(x) |
		     A3XX_GRAS_SC_SCREEN_SCISSOR_TL_Y(y));
	OUT_RING(cs, A3XX_GRAS_SC_SCREEN_SCISSOR_BR_X(x + w - 1) |
		     A3XX_GRAS_SC_SCREEN_SCISSOR_BR_Y(y + h - 1));
}

static void a3xx_emit_bin_scissor(struct msm_cs *cs, const struct mr_bin *b)
{
	const uint32_t r[4] = { b->x, b->y, b->x + b->w, b->y + b->h };

	a3xx_emit_window_scissor(cs, r);
}

static void a3xx_emit_bin(struct mr_context *ctx, struct msm_cs *cs,
			  const struct mr_tiling *t, const struct mr_bin *b)
{
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_FRAME_BUFFER_DIMENSION, 1);
	OUT_RING(cs, A3XX_RB_FRAME_BUFFER_DIMENSION_WIDTH(ctx->color->width) |
		     A3XX_RB_FRAME_BUFFER_DIMENSION_HEIGHT(ctx->color->height));
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE |
		     A3XX_RB_MODE_CONTROL_MRT(mr_targets(ctx) - 1));
	OUT_PKT0(cs, REG_A3XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_RENDER_CONTROL_BIN_WIDTH(t->bin_w) |
		     A3XX_RB_RENDER_CONTROL_ENABLE_GMEM |
		     a3xx_rb_sysvals(ctx) |
		     A3XX_RB_RENDER_CONTROL_ALPHA_TEST_FUNC(FUNC_NEVER));
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
	OUT_PKT3(cs, CP_SET_BIN, 3);
	OUT_RING(cs, 0);
	OUT_RING(cs, CP_SET_BIN_1_X1(b->x) | CP_SET_BIN_1_Y1(b->y));
	OUT_RING(cs, CP_SET_BIN_2_X2(b->x + b->w - 1) |
		     CP_SET_BIN_2_Y2(b->y + b->h - 1));
	mr_emit_targets(ctx, cs, t);
	a3xx_emit_depth(ctx, cs, t);
	OUT_PKT0(cs, REG_A3XX_RB_WINDOW_OFFSET, 1);
	OUT_RING(cs, A3XX_RB_WINDOW_OFFSET_X(b->x) |
		     A3XX_RB_WINDOW_OFFSET_Y(b->y));
	a3xx_emit_screen_scissor(cs, b->x, b->y, b->w, b->h);
	/* The bin's bit in its pipe's stream, or no stream */
	OUT_PKT0(cs, REG_A3XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, t->binning ?
		     A3XX_PC_VSTREAM_CONTROL_SIZE(b->pipe_bins) |
		     A3XX_PC_VSTREAM_CONTROL_N(b->slot) : 0);
	if (t->binning)
		mr_emit_set_bin_data(ctx, cs, b->pipe);
}

/*
 * The restore's state in bin b (mr_emit_mem2gmem()): the blit program
 * over the bin, every channel written, depth and stencil untouched
 */
static void a3xx_emit_blit_state(struct mr_context *ctx, struct msm_cs *cs,
				  const struct mr_bin *b)
{
	const struct mr_blend all = { .colormask = 0xf };

	a3xx_emit_raster(ctx, cs, ctx->blit, true,
			 A3XX_RB_DEPTH_CONTROL_ZFUNC(FUNC_ALWAYS), NULL);
	a3xx_emit_bin_scissor(cs, b);
	a3xx_emit_program(ctx, cs, ctx->blit, false);
	a3xx_emit_blend(cs, &all, 1);
}

/* tex drawn over the target by the blit program, one texel a pixel */
static void a3xx_emit_blit(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_texture *tex)
{
	a3xx_emit_textures(ctx, cs, MR_FS, &tex, &mr_sampler_nearest, 1);
	a3xx_emit_rect(ctx, cs, ctx->blit, 0.0f);
}

static void a3xx_emit_binning(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_tiling *t)
{
	const struct mr_surface *s = ctx->color;
	unsigned int i;

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_VSC_BIN_SIZE, 1);
	OUT_RING(cs, A3XX_VSC_BIN_SIZE_WIDTH(t->bin_w) |
		     A3XX_VSC_BIN_SIZE_HEIGHT(t->bin_h));
	OUT_PKT0(cs, REG_A3XX_VSC_SIZE_ADDRESS, 1);
	OUT_RELOCW(cs, ctx->vsc_sizes, 0, 0, 0);
	for (i = 0; i < MR_VSC_PIPES; i++) {
		struct mr_pipe p = { 0 };

		if (i < t->npx * t->npy)
			mr_tiling_pipe(t, i, &p);
		OUT_PKT0(cs, REG_A3XX_VSC_PIPE_CONFIG(i), 3);
		OUT_RING(cs, A3XX_VSC_PIPE_CONFIG_X(p.x) |
			     A3XX_VSC_PIPE_CONFIG_Y(p.y) |
			     A3XX_VSC_PIPE_CONFIG_W(p.w) |
			     A3XX_VSC_PIPE_CONFIG_H(p.h));
		OUT_RELOCW(cs, ctx->vsc_data, i * MR_VSC_PIPE_BYTES, 0, 0);
		OUT_RING(cs, MR_VSC_PIPE_BYTES);
	}
	OUT_PKT0(cs, REG_A3XX_VSC_BIN_CONTROL, 1);
	OUT_RING(cs, A3XX_VSC_BIN_CONTROL_BINNING_ENABLE);
	OUT_PKT0(cs, REG_A3XX_RB_FRAME_BUFFER_DIMENSION, 1);
	OUT_RING(cs, A3XX_RB_FRAME_BUFFER_DIMENSION_WIDTH(s->width) |
		     A3XX_RB_FRAME_BUFFER_DIMENSION_HEIGHT(s->height));
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_TILING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
	OUT_PKT0(cs, REG_A3XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_RENDER_CONTROL_BIN_WIDTH(t->bin_w) |
		     A3XX_RB_RENDER_CONTROL_DISABLE_COLOR_PIPE |
		     A3XX_RB_RENDER_CONTROL_ALPHA_TEST_FUNC(FUNC_NEVER));
	OUT_PKT0(cs, REG_A3XX_RB_WINDOW_OFFSET, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_LRZ_VSC_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_LRZ_VSC_CONTROL_BINNING_ENABLE);
	a3xx_emit_screen_scissor(cs, 0, 0, s->width, s->height);
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_TILING_PASS) |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE);
	OUT_PKT0(cs, REG_A3XX_PC_VSTREAM_CONTROL, 1);
	OUT_RING(cs, A3XX_PC_VSTREAM_CONTROL_SIZE(1));
	OUT_IB(cs, ctx->binning);

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_VSC_BIN_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_LRZ_VSC_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE);
}

/* One buffer's bin out of GMEM to its surface */
static void a3xx_emit_copy(struct mr_context *ctx, struct msm_cs *cs,
			   const struct mr_surface *s, uint32_t mode,
			   uint32_t gmem, uint32_t format)
{
	/* The depth is copied as the RB holds it */
	uint32_t swap = mode == RB_COPY_RESOLVE ? mr_color_swap[s->format] :
						   WZYX;

	OUT_PKT0(cs, REG_A3XX_RB_COPY_CONTROL, 4);
	OUT_RING(cs, A3XX_RB_COPY_CONTROL_MSAA_RESOLVE(MSAA_ONE) |
		     A3XX_RB_COPY_CONTROL_MODE(mode) |
		     A3XX_RB_COPY_CONTROL_GMEM_BASE(gmem));
	OUT_RELOCW(cs, s->bo, 0, 0, -1);		/* RB_COPY_DEST_BASE */
	OUT_RING(cs, A3XX_RB_COPY_DEST_PITCH_PITCH(s->pitch));
	OUT_RING(cs, A3XX_RB_COPY_DEST_INFO_TILE(LINEAR) |
		     A3XX_RB_COPY_DEST_INFO_FORMAT(format) |
		     A3XX_RB_COPY_DEST_INFO_SWAP(swap) |
		     A3XX_RB_COPY_DEST_INFO_COMPONENT_ENABLE(0xf) |
		     A3XX_RB_COPY_DEST_INFO_ENDIAN(ENDIAN_NONE));
	a3xx_emit_rect(ctx, cs, ctx->solid, 0.0f);
}

static void a3xx_emit_resolve(struct mr_context *ctx, struct msm_cs *cs,
			      const struct mr_tiling *t,
			      const struct mr_bin *b)
{
	unsigned int buffers = mr_resolve_buffers(ctx), i;
	const struct mr_surface *s;

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	/* The draws' depth, stencil, culling and clipping are not the copy's */
	OUT_PKT0(cs, REG_A3XX_RB_DEPTH_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_STENCIL_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_GRAS_SU_MODE_CONTROL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_GRAS_CL_CLIP_CNTL, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RESOLVE_PASS) |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE);
	OUT_PKT0(cs, REG_A3XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_RENDER_CONTROL_BIN_WIDTH(t->bin_w) |
		     A3XX_RB_RENDER_CONTROL_DISABLE_COLOR_PIPE |
		     A3XX_RB_RENDER_CONTROL_ENABLE_GMEM |
		     A3XX_RB_RENDER_CONTROL_ALPHA_TEST_FUNC(FUNC_NEVER));
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RESOLVE_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE) |
		     A3XX_GRAS_SC_CONTROL_RASTER_MODE(1));
	a3xx_emit_bin_scissor(cs, b);
	a3xx_emit_program(ctx, cs, ctx->solid, false);
	for (i = 0; (buffers & MR_CLEAR_COLOR) && i < ctx->nr_colors; i++) {
		s = ctx->colors[i];
		a3xx_emit_copy(ctx, cs, s, RB_COPY_RESOLVE, t->gmem_color[i],
			       a3xx_color_format[s->format]);
	}
	/* The depth and stencil, 32 bits a pixel as the RB holds them */
	if (buffers & MR_CLEAR_DEPTH)
		a3xx_emit_copy(ctx, cs, ctx->zs, RB_COPY_DEPTH_STENCIL,
			       t->gmem_depth, RB_R8G8B8A8_UNORM);
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE);
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
}

static void a3xx_emit_sysmem(struct mr_context *ctx, struct msm_cs *cs)
{
	const struct mr_surface *s = ctx->color;

	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT0(cs, REG_A3XX_RB_FRAME_BUFFER_DIMENSION, 1);
	OUT_RING(cs, A3XX_RB_FRAME_BUFFER_DIMENSION_WIDTH(s->width) |
		     A3XX_RB_FRAME_BUFFER_DIMENSION_HEIGHT(s->height));
	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_RB_MODE_CONTROL_GMEM_BYPASS |
		     A3XX_RB_MODE_CONTROL_MARB_CACHE_SPLIT_MODE |
		     A3XX_RB_MODE_CONTROL_MRT(mr_targets(ctx) - 1));
	OUT_PKT0(cs, REG_A3XX_RB_RENDER_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_RENDER_CONTROL_BIN_WIDTH(s->pitch / s->cpp) |
		     a3xx_rb_sysvals(ctx) |
		     A3XX_RB_RENDER_CONTROL_ALPHA_TEST_FUNC(FUNC_NEVER));
	OUT_PKT0(cs, REG_A3XX_GRAS_SC_CONTROL, 1);
	OUT_RING(cs, A3XX_GRAS_SC_CONTROL_RENDER_MODE(RB_RENDERING_PASS) |
		     A3XX_GRAS_SC_CONTROL_MSAA_SAMPLES(MSAA_ONE));
	mr_emit_targets(ctx, cs, NULL);
	a3xx_emit_depth(ctx, cs, NULL);
	OUT_PKT0(cs, REG_A3XX_RB_WINDOW_OFFSET, 1);
	OUT_RING(cs, 0);
	a3xx_emit_screen_scissor(cs, 0, 0, s->width, s->height);
}

static void a3xx_emit_flush(struct mr_context *ctx, struct msm_cs *cs)
{
	(void)ctx;
	OUT_PKT3(cs, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(cs, 0);
	OUT_PKT3(cs, CP_EVENT_WRITE, 1);
	OUT_RING(cs, CACHE_FLUSH);
}

const struct mr_gen mr_a3xx_gen = {
	.name = "a3xx", .isa_gen = 3,
	/* fd3's GMEM alignment and widest bin (a 5-bit field of 32s) */
	.align_w = 32, .align_h = 32, .max_bin_w = 992,
	.instrs_per_unit = 4,
	.max_instances = 256,		/* CP_DRAW_INDX's NUM_INSTANCES + 1 */
	/* fd3_resource.c: "32 pixel alignment" */
	.tex_align = 32,
	.tex_layer_first = false,
	.emit_binning = a3xx_emit_binning,
	.emit_restore = a3xx_emit_restore,
	.emit_consts = a3xx_emit_consts,
	.emit_draw = a3xx_emit_draw,
	.emit_clear = a3xx_emit_clear,
	.emit_bin = a3xx_emit_bin,
	.emit_mrt = a3xx_emit_mrt,
	.emit_blit_state = a3xx_emit_blit_state,
	.emit_blit = a3xx_emit_blit,
	.emit_resolve = a3xx_emit_resolve,
	.emit_sysmem = a3xx_emit_sysmem,
	.emit_flush = a3xx_emit_flush,
};
