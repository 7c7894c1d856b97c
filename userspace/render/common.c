// SPDX-License-Identifier: MIT
/*
 * Values a3xx and a4xx share: the PM4 primitive types and the RB's blend
 * factors (adreno_common.xml, adreno_pm4.xml).
 */
#include <stddef.h>
#include <string.h>

#include "mr_priv.h"
#include "generated/adreno_common.xml.h"

const uint32_t mr_pm4_prim[MR_PRIM_COUNT] = {
	[MR_PRIM_POINTS] = DI_PT_POINTLIST,
	[MR_PRIM_LINES] = DI_PT_LINELIST,
	[MR_PRIM_LINE_STRIP] = DI_PT_LINESTRIP,
	[MR_PRIM_TRIANGLES] = DI_PT_TRILIST,
	[MR_PRIM_TRIANGLE_STRIP] = DI_PT_TRISTRIP,
	[MR_PRIM_TRIANGLE_FAN] = DI_PT_TRIFAN,
};

const uint32_t mr_rb_blend_factor[MR_BF_COUNT] = {
	[MR_BF_ZERO] = FACTOR_ZERO,
	[MR_BF_ONE] = FACTOR_ONE,
	[MR_BF_SRC_ALPHA] = FACTOR_SRC_ALPHA,
	[MR_BF_ONE_MINUS_SRC_ALPHA] = FACTOR_ONE_MINUS_SRC_ALPHA,
};

/*
 * The RB's channel order of each colour format, as fd3/fd4 program
 * R8G8B8A8 and B5G6R5 (GL's 5_6_5: R in the top bits, where WZYX would
 * put it in the low ones)
 */
const uint32_t mr_color_swap[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = WZYX,
	[MR_FORMAT_RGB565] = WXYZ,
	[MR_FORMAT_Z24S8] = WZYX,
};

/* The draws' depth range: GL's default */
const float mr_depth_range[2] = { 0.0f, 1.0f };

/*
 * NDC to rows: with the default upper-left origin the y flip puts NDC's
 * y = +1 on the first row; a lower-left origin keeps GL's y
 */
void mr_viewport_transform(const struct mr_context *ctx, const float vp[4],
			   float half_pixel, const float zr[2],
			   float offset[3], float scale[3])
{
	offset[0] = vp[0] + vp[2] * 0.5f - half_pixel;
	scale[0] = vp[2] * 0.5f;
	offset[1] = vp[1] + vp[3] * 0.5f - half_pixel;
	scale[1] = (ctx->lower_left ? 0.5f : -0.5f) * vp[3];
	offset[2] = (zr[0] + zr[1]) * 0.5f;	/* depth: -1..1 to zr */
	scale[2] = (zr[1] - zr[0]) * 0.5f;
}

/*
 * FRONT_CW counts in the rasterizer's rows; the default origin's y flip
 * keeps GL's sense there, a lower-left origin turns it round
 */
uint8_t mr_fs_output(const struct mr_shader *fs, unsigned int i)
{
	return fs->color[i < fs->nr_colors ? i : 0];
}

unsigned int mr_fs_varyings(const struct mr_program *p)
{
	const struct mr_shader *vs = &p->vs.info, *fs = &p->fs.info;
	unsigned int n = vs->nr_varyings;

	if (fs->ij == MR_REG_NONE)
		return 0;
	if (fs->reads_point_coord && fs->point_coord + 1u > n)
		n = fs->point_coord + 1u;
	return n;
}

/*
 * Sixteen locations a register, two bits each: s (1) from 0 at a point's
 * left edge, t from 0 at its edge nearer the first row (2) or, with a
 * lower-left origin, the other (3): GL's upper-left origin either way
 */
uint32_t mr_point_coord_repl(const struct mr_context *ctx,
			     const struct mr_shader *fs, unsigned int i)
{
	unsigned int loc = 4u * fs->point_coord;

	if (!fs->reads_point_coord || loc / 16 != i)
		return 0;
	return (1u | (ctx->lower_left ? 3u : 2u) << 2) << (loc % 16 * 2);
}

/*
 * VPC_VARYING_INTERP_MODE(i): sixteen locations a register, two bits
 * each, flat (the generation's FLAT) for every component of fs's flat
 * varyings, as fd3 and fd4 program them; 0 (SMOOTH) for the rest
 */
uint32_t mr_flat_interp(const struct mr_shader *fs, unsigned int i,
			uint32_t flat)
{
	uint32_t bits = 0;
	unsigned int v, loc;

	for (v = 0; v < 16; v++) {
		loc = 4 * v;
		if ((fs->flat & (1u << v)) && loc / 16 == i)
			bits |= flat * 0x55u << (loc % 16 * 2);
	}
	return bits;
}

void mr_emit_const_bits(struct msm_cs *cs, const void *v, unsigned int n)
{
	const unsigned char *bytes = v;
	uint32_t bits;
	unsigned int i;

	for (i = 0; i < 4 * n; i++) {
		memcpy(&bits, bytes + 4 * i, 4);
		OUT_RING(cs, bits);
	}
}

uint8_t mr_sysval_reg(const struct mr_shader *s, enum mr_sysval sv)
{
	return s->sysvals & (1u << sv) ? s->sysval[sv] : MR_REG_NONE;
}

unsigned int mr_targets(const struct mr_context *ctx)
{
	return ctx->nr_colors ? ctx->nr_colors : 1;
}

bool mr_front_cw(const struct mr_context *ctx)
{
	return ctx->front_cw != ctx->lower_left;
}

/* The scissor clipped to the target (x0, y0, x1, y1): false when empty */
bool mr_scissor_rect(const struct mr_context *ctx, uint32_t r[4])
{
	const uint32_t *sc = ctx->scissor;

	r[0] = 0;
	r[1] = 0;
	r[2] = ctx->color->width;
	r[3] = ctx->color->height;
	if (sc[2]) {
		r[0] = sc[0] < r[2] ? sc[0] : r[2];
		r[1] = sc[1] < r[3] ? sc[1] : r[3];
		r[2] = sc[0] + sc[2] < r[2] ? sc[0] + sc[2] : r[2];
		r[3] = sc[1] + sc[3] < r[3] ? sc[1] + sc[3] : r[3];
	}
	return r[2] > r[0] && r[3] > r[1];
}

const struct mr_stencil *mr_draw_stencil(const struct mr_context *ctx)
{
	return ctx->zs && ctx->stencil.test ? &ctx->stencil : NULL;
}

/* A clear writes its value everywhere the rectangle lands */
void mr_clear_stencil_state(const struct mr_context *ctx,
			    struct mr_stencil *s)
{
	*s = (struct mr_stencil){
		.test = true, .func = MR_FUNC_ALWAYS,
		.ref = ctx->clear_stencil, .mask = 0xff, .writemask = 0xff,
		.fail = MR_STENCIL_REPLACE, .zfail = MR_STENCIL_REPLACE,
		.zpass = MR_STENCIL_REPLACE,
	};
}

/*
 * The attributes of a draw: an auto-indexed draw fetches from first.
 * With none, one that nothing reads, from the rectangle's buffer, as fd3
 * and fd4 fetch one from somewhere valid (the hardware does not take a
 * draw that fetches nothing, it seems): it lands in r0, where the VFD
 * then writes the ids, as Mesa's does.
 */
unsigned int mr_draw_attribs(const struct mr_context *ctx,
			     const struct mr_draw_call *d,
			     struct mr_vertex_attrib *a)
{
	unsigned int i;

	if (!ctx->nr_attribs) {
		a[0] = (struct mr_vertex_attrib){
			.buffer = &ctx->rect, .format = MR_VF_FLOAT1,
		};
		return 1;
	}
	for (i = 0; i < ctx->nr_attribs; i++) {
		a[i] = ctx->attribs[i];
		if (!d->indices && !a[i].divisor)
			a[i].offset += d->first * a[i].stride;
	}
	return ctx->nr_attribs;
}

const struct mr_draw_call mr_rect_draw = { .count = 2, .instances = 1 };

unsigned int mr_rect_attribs(const struct mr_context *ctx,
			     const struct mr_program *p,
			     const struct mr_buffer *rect,
			     struct mr_vertex_attrib a[2])
{
	a[0] = (struct mr_vertex_attrib){
		.buffer = rect, .offset = offsetof(struct mr_rect, pos),
		.stride = sizeof(float[3]), .format = MR_VF_FLOAT3,
	};
	a[1] = (struct mr_vertex_attrib){
		.buffer = rect,
		.offset = offsetof(struct mr_rect, uv[ctx->lower_left]),
		.stride = sizeof(float[2]), .format = MR_VF_FLOAT2,
	};
	return p->vs.info.nr_inputs < 2 ? 1 : 2;
}

/*
 * A draw's constants, each stage's: the uniforms, then the constants its
 * code reads past them
 */
void mr_emit_program_consts(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_program *p)
{
	const struct mr_shader *s[2] = { &p->vs.info, &p->fs.info };
	unsigned int i;

	for (i = MR_VS; i <= MR_FS; i++) {
		ctx->gen->emit_consts(cs, i, 0, ctx->uniforms[i],
				      ctx->nr_uniforms[i]);
		ctx->gen->emit_consts(cs, i, s[i]->imm_base, s[i]->imm,
				      s[i]->imm_vec4s);
	}
}

/* The bin's pipe's stream and its size, for the draws' visibility */
void mr_emit_set_bin_data(struct mr_context *ctx, struct msm_cs *cs,
			  uint32_t pipe)
{
	OUT_PKT3(cs, CP_SET_BIN_DATA, 2);
	OUT_RELOC(cs, ctx->vsc_data, pipe * MR_VSC_PIPE_BYTES, 0, 0);
	OUT_RELOC(cs, ctx->vsc_sizes, pipe * 4, 0, 0);
}

/*
 * Texture state is loaded into the draw stream once per batch and again
 * only when the bound units change or a program samples more of them,
 * as freedreno's dirty bits do; each stream starts from nothing (bins
 * replay it after their restores, which load unit 0 for themselves)
 */
unsigned int mr_textures_to_load(struct mr_context *ctx, bool binning,
				 enum mr_stage stage, unsigned int n)
{
	unsigned int *loaded = &ctx->textures_loaded[binning][stage];

	if (n <= *loaded)
		return 0;
	*loaded = n;
	return n;
}

void mr_textures_changed(struct mr_context *ctx)
{
	memset(ctx->textures_loaded, 0, sizeof(ctx->textures_loaded));
}

/*
 * The LOD bias in fixed point of scale steps a unit, as fd3/fd4 write
 * it: clamped to freedreno's +-15 (PIPE_CAPF_MAX_TEXTURE_LOD_BIAS, as
 * the state tracker clamps it), then truncated; two's complement bits
 */
uint32_t mr_sampler_lod_bias(const struct mr_sampler *s, float scale)
{
	float b = s->lod_bias < -15.0f ? -15.0f :
		  s->lod_bias > 15.0f ? 15.0f : s->lod_bias;

	return (uint32_t)(int32_t)(b * scale);
}

/*
 * A sampler's LOD clamp, as fd3/fd4 program it: from 0 to the texture's
 * last level when it filters between levels; without, to 0.125, still
 * above 0 so that the TP tells minification from magnification on
 * level 0.  In 1/64ths (a3xx) or 1/256ths (a4xx) of a level: scale.
 */
uint32_t mr_sampler_max_lod(const struct mr_sampler *s,
			    const struct mr_texture *t, uint32_t scale)
{
	if (s->mip == MR_MIP_NONE)
		return scale / 8;
	return (t->levels - 1) * scale;
}
