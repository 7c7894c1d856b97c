// SPDX-License-Identifier: GPL-2.0-only
/*
 * MDP5 planes: a source pipe (RGB, VIG or DMA) fetches a framebuffer's
 * crop, scales it where the pipe can, and hands it to its CRTC's mixer at
 * the stage its zpos gives; a mixer's hardware cursor is its CRTC's cursor
 * plane.  Writes are double-buffered: the CRTC's flush takes them in.
 */

#include <drm/drm_atomic.h>
#include <drm/drm_atomic_helper.h>
#include <drm/drm_blend.h>
#include <drm/drm_fourcc.h>
#include <drm/drm_framebuffer.h>
#include <drm/drm_gem_atomic_helper.h>

#include "msm_drv.h"
#include "mdp5_kms.h"

/* The scaler's phase steps: 21 fractional bits */
#define MDP5_PHASE_SHIFT	21

/* How a pipe fetches a format: bits per component, byte order */
struct mdp5_format {
	u32 fourcc;
	u8 bpc_r, bpc_g, bpc_b, bpc_a;	/* enum mdp_bpc / mdp_bpc_alpha */
	bool alpha;
	u8 cpp;
	u8 count;			/* elements unpacked */
	u8 elem[4];			/* components, from the lowest bits */
	bool yuv;			/* NV12/NV21: VIG pipes only */
};

/* Elements: 0 is G, 1 is B, 2 is R, 3 is A */
static const struct mdp5_format mdp5_formats[] = {
	{ DRM_FORMAT_XRGB8888, BPC8, BPC8, BPC8, BPC8A, false, 4, 4, { 1, 0, 2, 3 } },
	{ DRM_FORMAT_ARGB8888, BPC8, BPC8, BPC8, BPC8A, true, 4, 4, { 1, 0, 2, 3 } },
	{ DRM_FORMAT_XBGR8888, BPC8, BPC8, BPC8, BPC8A, false, 4, 4, { 2, 0, 1, 3 } },
	{ DRM_FORMAT_ABGR8888, BPC8, BPC8, BPC8, BPC8A, true, 4, 4, { 2, 0, 1, 3 } },
	{ DRM_FORMAT_RGBA8888, BPC8, BPC8, BPC8, BPC8A, true, 4, 4, { 3, 1, 0, 2 } },
	{ DRM_FORMAT_BGRA8888, BPC8, BPC8, BPC8, BPC8A, true, 4, 4, { 3, 2, 0, 1 } },
	{ DRM_FORMAT_RGB565, BPC5, BPC6, BPC5, BPC1A, false, 2, 3, { 1, 0, 2 } },
	{ DRM_FORMAT_BGR565, BPC5, BPC6, BPC5, BPC1A, false, 2, 3, { 2, 0, 1 } },
	/* Luma, then Cb Cr (NV12) or Cr Cb (NV21) pairs of 2x2 pixels */
	{ DRM_FORMAT_NV12, BPC8, BPC8, BPC8, BPC1A, false, 2, 2, { 1, 2 }, true },
	{ DRM_FORMAT_NV21, BPC8, BPC8, BPC8, BPC1A, false, 2, 2, { 2, 1 }, true },
};

/*
 * BT.601 limited range to RGB, as upstream's CSC_YUV2RGB: s3.9
 * coefficients (rows R, G, B of Y, Cb, Cr), 9-bit biases, 8-bit clamps
 */
static const u16 mdp5_yuv2rgb_matrix[9] = {
	0x0254, 0x0000, 0x0331, 0x0254, 0xff37, 0xfe60, 0x0254, 0x0409, 0x0000,
};

static const u16 mdp5_yuv2rgb_pre_bias[3] = { 0xfff0, 0xff80, 0xff80 };

static const u32 mdp5_cursor_formats[] = { DRM_FORMAT_ARGB8888 };

static const u64 mdp5_modifiers[] = {
	DRM_FORMAT_MOD_LINEAR,
	DRM_FORMAT_MOD_INVALID,
};

/* VIG pipes convert colours: YUV formats are theirs */
static bool mdp5_pipe_is_vig(enum mdp5_pipe pipe)
{
	return (pipe >= SSPP_VIG0 && pipe <= SSPP_VIG2) || pipe == SSPP_VIG3;
}

static const struct mdp5_format *mdp5_format_get(u32 fourcc)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mdp5_formats); i++)
		if (mdp5_formats[i].fourcc == fourcc)
			return &mdp5_formats[i];
	return NULL;
}

static struct mdp5_plane *to_mdp5_plane(struct drm_plane *plane)
{
	return container_of(plane, struct mdp5_plane, base);
}

u32 mdp5_plane_flush(struct drm_plane *plane)
{
	return to_mdp5_plane(plane)->flush;
}

static int mdp5_plane_atomic_check(struct drm_plane *plane,
				   struct drm_atomic_state *state)
{
	struct drm_plane_state *new = drm_atomic_get_new_plane_state(state,
								     plane);
	struct mdp5_plane *p = to_mdp5_plane(plane);
	struct drm_crtc_state *crtc_state = NULL;
	int min = DRM_PLANE_NO_SCALING, max = DRM_PLANE_NO_SCALING;
	int ret;

	/*
	 * A fence with nothing to wait for: the core would take it and warn
	 * when the commit waits (found by msm_fuzz)
	 */
	if (new->fence && !new->fb)
		return -EINVAL;
	if (new->crtc)
		crtc_state = drm_atomic_get_new_crtc_state(state, new->crtc);
	if (p->scales) {
		/* 16.16 source over destination: 8x down to 8x up */
		min = (1 << 16) / 8;
		max = 8 << 16;
	}
	ret = drm_atomic_helper_check_plane_state(new, crtc_state, min, max,
						  true, true);
	if (ret || !new->visible)
		return ret;
	/* 4:2:0 chroma: crops on whole 2x2 blocks */
	if (new->fb->format->is_yuv &&
	    ((new->src.x1 | new->src.y1 | new->src.x2 | new->src.y2) &
	     0x1ffff))
		return -EINVAL;
	/* Rows of up to the mixer's width (upstream's errno) */
	if (drm_rect_width(&new->src) >> 16 > p->kms->cfg->lm.max_width)
		return -ERANGE;
	if (p->pipe == SSPP_NONE &&
	    (new->fb->width > MDP5_CURSOR_SIZE ||
	     new->fb->height > MDP5_CURSOR_SIZE))
		return -EINVAL;
	return 0;
}

static int mdp5_plane_prepare_fb(struct drm_plane *plane,
				 struct drm_plane_state *state)
{
	return msm_kms_prepare_fb(&to_mdp5_plane(plane)->kms->base, state);
}

static void mdp5_plane_cleanup_fb(struct drm_plane *plane,
				  struct drm_plane_state *state)
{
	msm_kms_cleanup_fb(&to_mdp5_plane(plane)->kms->base, state);
}

static u32 mdp5_src_format(const struct mdp5_format *f)
{
	if (f->yuv)
		return MDP5_PIPE_SRC_FORMAT_G_BPC(f->bpc_g) |
		       MDP5_PIPE_SRC_FORMAT_B_BPC(f->bpc_b) |
		       MDP5_PIPE_SRC_FORMAT_R_BPC(f->bpc_r) |
		       MDP5_PIPE_SRC_FORMAT_CPP(f->cpp - 1) |
		       MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT(f->count - 1) |
		       MDP5_PIPE_SRC_FORMAT_UNPACK_TIGHT |
		       MDP5_PIPE_SRC_FORMAT_FETCH_TYPE(MDP_PLANE_PSEUDO_PLANAR) |
		       MDP5_PIPE_SRC_FORMAT_CHROMA_SAMP(CHROMA_420);
	return MDP5_PIPE_SRC_FORMAT_G_BPC(f->bpc_g) |
	       MDP5_PIPE_SRC_FORMAT_B_BPC(f->bpc_b) |
	       MDP5_PIPE_SRC_FORMAT_R_BPC(f->bpc_r) |
	       MDP5_PIPE_SRC_FORMAT_A_BPC(f->bpc_a) |
	       (f->alpha ? MDP5_PIPE_SRC_FORMAT_ALPHA_ENABLE : 0) |
	       MDP5_PIPE_SRC_FORMAT_CPP(f->cpp - 1) |
	       MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT(f->count - 1) |
	       MDP5_PIPE_SRC_FORMAT_UNPACK_TIGHT |
	       MDP5_PIPE_SRC_FORMAT_FETCH_TYPE(MDP_PLANE_INTERLEAVED);
}

static u32 mdp5_src_unpack(const struct mdp5_format *f)
{
	return MDP5_PIPE_SRC_UNPACK_ELEM0(f->elem[0]) |
	       MDP5_PIPE_SRC_UNPACK_ELEM1(f->elem[1]) |
	       MDP5_PIPE_SRC_UNPACK_ELEM2(f->elem[2]) |
	       MDP5_PIPE_SRC_UNPACK_ELEM3(f->elem[3]);
}

/* The scaler's step from source to output size, 0 where they are equal */
static u32 mdp5_phase_step(u32 src, u32 dst)
{
	return src == dst ? 0 : (u32)div_u64((u64)src << MDP5_PHASE_SHIFT, dst);
}

/* A VIG pipe's colour conversion: YUV to RGB, or off */
static void mdp5_pipe_csc(struct mdp5_plane *p, bool yuv)
{
	struct mdp5_kms *kms = p->kms;
	const u16 *m = mdp5_yuv2rgb_matrix;
	u32 base = p->reg_base;
	unsigned int i;

	mdp5_write(kms, base + REG_MDP5_PIPE_OP_MODE, yuv ?
		   MDP5_PIPE_OP_MODE_CSC_1_EN |
		   MDP5_PIPE_OP_MODE_CSC_SRC_DATA_FORMAT(DATA_FORMAT_YUV) |
		   MDP5_PIPE_OP_MODE_CSC_DST_DATA_FORMAT(DATA_FORMAT_RGB) : 0);
	if (!yuv)
		return;
	mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_0,
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_0_COEFF_11(m[0]) |
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_0_COEFF_12(m[1]));
	mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_1,
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_1_COEFF_13(m[2]) |
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_1_COEFF_21(m[3]));
	mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_2,
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_2_COEFF_22(m[4]) |
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_2_COEFF_23(m[5]));
	mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_3,
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_3_COEFF_31(m[6]) |
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_3_COEFF_32(m[7]));
	mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_4,
		   MDP5_PIPE_CSC_1_MATRIX_COEFF_4_COEFF_33(m[8]));
	for (i = 0; i < 3; i++) {
		mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_PRE_BIAS_REG(i),
			   MDP5_PIPE_CSC_1_PRE_BIAS_REG_VALUE(mdp5_yuv2rgb_pre_bias[i]));
		mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_POST_BIAS_REG(i), 0);
		mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_PRE_CLAMP_REG(i),
			   MDP5_PIPE_CSC_1_PRE_CLAMP_REG_HIGH(0xff) |
			   MDP5_PIPE_CSC_1_PRE_CLAMP_REG_LOW(0));
		mdp5_write(kms, base + REG_MDP5_PIPE_CSC_1_POST_CLAMP_REG(i),
			   MDP5_PIPE_CSC_1_POST_CLAMP_REG_HIGH(0xff) |
			   MDP5_PIPE_CSC_1_POST_CLAMP_REG_LOW(0));
	}
}

static void mdp5_pipe_update(struct mdp5_plane *p, struct drm_plane_state *s)
{
	struct mdp5_kms *kms = p->kms;
	const struct mdp5_format *f = mdp5_format_get(s->fb->format->format);
	u32 base = p->reg_base;
	u32 src_w = drm_rect_width(&s->src) >> 16;
	u32 src_h = drm_rect_height(&s->src) >> 16;
	u32 dst_w = drm_rect_width(&s->dst), dst_h = drm_rect_height(&s->dst);
	u32 step_x = mdp5_phase_step(src_w, dst_w);
	u32 step_y = mdp5_phase_step(src_h, dst_h);
	unsigned int rot = drm_rotation_simplify(s->rotation,
						 DRM_MODE_ROTATE_0 |
						 DRM_MODE_REFLECT_X |
						 DRM_MODE_REFLECT_Y);
	u32 op = 0;

	if (rot & DRM_MODE_REFLECT_X)
		op |= MDP5_PIPE_SRC_OP_MODE_FLIP_LR;
	if (rot & DRM_MODE_REFLECT_Y)
		op |= MDP5_PIPE_SRC_OP_MODE_FLIP_UD;
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_IMG_SIZE,
		   MDP5_PIPE_SRC_IMG_SIZE_WIDTH(s->fb->width) |
		   MDP5_PIPE_SRC_IMG_SIZE_HEIGHT(s->fb->height));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_SIZE,
		   MDP5_PIPE_SRC_SIZE_WIDTH(src_w) |
		   MDP5_PIPE_SRC_SIZE_HEIGHT(src_h));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_XY,
		   MDP5_PIPE_SRC_XY_X(s->src.x1 >> 16) |
		   MDP5_PIPE_SRC_XY_Y(s->src.y1 >> 16));
	mdp5_write(kms, base + REG_MDP5_PIPE_OUT_SIZE,
		   MDP5_PIPE_OUT_SIZE_WIDTH(dst_w) |
		   MDP5_PIPE_OUT_SIZE_HEIGHT(dst_h));
	mdp5_write(kms, base + REG_MDP5_PIPE_OUT_XY,
		   MDP5_PIPE_OUT_XY_X(s->dst.x1) |
		   MDP5_PIPE_OUT_XY_Y(s->dst.y1));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC0_ADDR,
		   lower_32_bits(msm_kms_fb_iova(&kms->base, s, 0)));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_STRIDE_A,
		   MDP5_PIPE_SRC_STRIDE_A_P0(s->fb->pitches[0]) |
		   MDP5_PIPE_SRC_STRIDE_A_P1(f->yuv ? s->fb->pitches[1] : 0));
	if (f->yuv)
		mdp5_write(kms, base + REG_MDP5_PIPE_SRC1_ADDR,
			   lower_32_bits(msm_kms_fb_iova(&kms->base, s, 1)));
	if (mdp5_pipe_is_vig(p->pipe))
		mdp5_pipe_csc(p, f->yuv);
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_FORMAT, mdp5_src_format(f));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_UNPACK, mdp5_src_unpack(f));
	mdp5_write(kms, base + REG_MDP5_PIPE_SRC_OP_MODE, op);
	if (!p->scales)
		return;
	mdp5_write(kms, base + REG_MDP5_PIPE_SCALE_PHASE_STEP_X, step_x);
	mdp5_write(kms, base + REG_MDP5_PIPE_SCALE_PHASE_STEP_Y, step_y);
	mdp5_write(kms, base + REG_MDP5_PIPE_SCALE_INIT_PHASE_X, 0);
	mdp5_write(kms, base + REG_MDP5_PIPE_SCALE_INIT_PHASE_Y, 0);
	mdp5_write(kms, base + REG_MDP5_PIPE_SCALE_CONFIG,
		   (step_x ? MDP5_PIPE_SCALE_CONFIG_SCALEX_EN : 0) |
		   (step_y ? MDP5_PIPE_SCALE_CONFIG_SCALEY_EN : 0));
}

/* The mixer's cursor: ARGB8888, per-pixel alpha, clipped at the edges */
static void mdp5_cursor_update(struct mdp5_plane *p, struct drm_plane_state *s)
{
	struct mdp5_kms *kms = p->kms;
	u32 base = p->reg_base;
	u32 w = drm_rect_width(&s->dst), h = drm_rect_height(&s->dst);

	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_STRIDE,
		   MDP5_LM_CURSOR_STRIDE_STRIDE(s->fb->pitches[0]));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_FORMAT,
		   MDP5_LM_CURSOR_FORMAT_FORMAT(CURSOR_FMT_ARGB8888));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_IMG_SIZE,
		   MDP5_LM_CURSOR_IMG_SIZE_SRC_W(s->fb->width) |
		   MDP5_LM_CURSOR_IMG_SIZE_SRC_H(s->fb->height));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_SIZE,
		   MDP5_LM_CURSOR_SIZE_ROI_W(w) | MDP5_LM_CURSOR_SIZE_ROI_H(h));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_XY,
		   MDP5_LM_CURSOR_XY_SRC_X(s->src.x1 >> 16) |
		   MDP5_LM_CURSOR_XY_SRC_Y(s->src.y1 >> 16));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_START_XY,
		   MDP5_LM_CURSOR_START_XY_X_START(s->dst.x1) |
		   MDP5_LM_CURSOR_START_XY_Y_START(s->dst.y1));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_BASE_ADDR,
		   lower_32_bits(msm_kms_fb_iova(&kms->base, s, 0)));
	mdp5_write(kms, base + REG_MDP5_LM_CURSOR_BLEND_CONFIG,
		   MDP5_LM_CURSOR_BLEND_CONFIG_BLEND_EN |
		   MDP5_LM_CURSOR_BLEND_CONFIG_BLEND_ALPHA_SEL(CURSOR_ALPHA_PER_PIXEL));
}

static void mdp5_plane_atomic_update(struct drm_plane *plane,
				     struct drm_atomic_state *state)
{
	struct drm_plane_state *s = drm_atomic_get_new_plane_state(state,
								   plane);
	struct mdp5_plane *p = to_mdp5_plane(plane);

	if (!s->visible)
		return;
	if (p->pipe == SSPP_NONE)
		mdp5_cursor_update(p, s);
	else
		mdp5_pipe_update(p, s);
}

static const struct drm_plane_helper_funcs mdp5_plane_helper_funcs = {
	.prepare_fb = mdp5_plane_prepare_fb,
	.cleanup_fb = mdp5_plane_cleanup_fb,
	.atomic_check = mdp5_plane_atomic_check,
	.atomic_update = mdp5_plane_atomic_update,
};

static bool mdp5_plane_format_mod_supported(struct drm_plane *plane,
					    u32 format, u64 modifier)
{
	return modifier == DRM_FORMAT_MOD_LINEAR;
}

static const struct drm_plane_funcs mdp5_plane_funcs = {
	.update_plane = drm_atomic_helper_update_plane,
	.disable_plane = drm_atomic_helper_disable_plane,
	.reset = drm_atomic_helper_plane_reset,
	.atomic_duplicate_state = drm_atomic_helper_plane_duplicate_state,
	.atomic_destroy_state = drm_atomic_helper_plane_destroy_state,
	.format_mod_supported = mdp5_plane_format_mod_supported,
};

/* Each pipe's CTL_FLUSH bit and its stage field in CTL_LAYER_REG */
static const struct {
	u32 flush;
	u32 layer_shift;
} mdp5_pipe_ctl[] = {
	[SSPP_VIG0] = { MDP5_CTL_FLUSH_VIG0, MDP5_CTL_LAYER_REG_VIG0__SHIFT },
	[SSPP_VIG1] = { MDP5_CTL_FLUSH_VIG1, MDP5_CTL_LAYER_REG_VIG1__SHIFT },
	[SSPP_VIG2] = { MDP5_CTL_FLUSH_VIG2, MDP5_CTL_LAYER_REG_VIG2__SHIFT },
	[SSPP_VIG3] = { MDP5_CTL_FLUSH_VIG3, MDP5_CTL_LAYER_REG_VIG3__SHIFT },
	[SSPP_RGB0] = { MDP5_CTL_FLUSH_RGB0, MDP5_CTL_LAYER_REG_RGB0__SHIFT },
	[SSPP_RGB1] = { MDP5_CTL_FLUSH_RGB1, MDP5_CTL_LAYER_REG_RGB1__SHIFT },
	[SSPP_RGB2] = { MDP5_CTL_FLUSH_RGB2, MDP5_CTL_LAYER_REG_RGB2__SHIFT },
	[SSPP_RGB3] = { MDP5_CTL_FLUSH_RGB3, MDP5_CTL_LAYER_REG_RGB3__SHIFT },
	[SSPP_DMA0] = { MDP5_CTL_FLUSH_DMA0, MDP5_CTL_LAYER_REG_DMA0__SHIFT },
	[SSPP_DMA1] = { MDP5_CTL_FLUSH_DMA1, MDP5_CTL_LAYER_REG_DMA1__SHIFT },
};

static struct mdp5_plane *mdp5_plane_alloc(struct mdp5_kms *kms, u32 crtcs,
					   enum drm_plane_type type,
					   const u32 *formats,
					   unsigned int nformats)
{
	struct mdp5_plane *p;

	p = drmm_universal_plane_alloc(kms->dev, struct mdp5_plane, base,
				       crtcs, &mdp5_plane_funcs, formats,
				       nformats, mdp5_modifiers, type, NULL);
	if (IS_ERR(p))
		return p;
	p->kms = kms;
	drm_plane_helper_add(&p->base, &mdp5_plane_helper_funcs);
	return p;
}

struct drm_plane *mdp5_plane_create(struct mdp5_kms *kms, enum mdp5_pipe pipe,
				    u32 reg_base, enum drm_plane_type type,
				    u32 crtcs, unsigned int zpos)
{
	bool vig = mdp5_pipe_is_vig(pipe);
	u32 formats[ARRAY_SIZE(mdp5_formats)];
	unsigned int i, n = 0;
	struct mdp5_plane *p;

	for (i = 0; i < ARRAY_SIZE(mdp5_formats); i++)
		if (vig || !mdp5_formats[i].yuv)
			formats[n++] = mdp5_formats[i].fourcc;
	p = mdp5_plane_alloc(kms, crtcs, type, formats, n);
	if (IS_ERR(p))
		return ERR_CAST(p);
	p->pipe = pipe;
	p->reg_base = reg_base;
	p->scales = pipe != SSPP_DMA0 && pipe != SSPP_DMA1;
	p->flush = mdp5_pipe_ctl[pipe].flush;
	p->layer_shift = mdp5_pipe_ctl[pipe].layer_shift;
	/* Upstream's range: STAGE_BASE for primaries, the stages above */
	drm_plane_create_zpos_property(&p->base, zpos, 1, 255);
	drm_plane_create_alpha_property(&p->base);
	drm_plane_create_blend_mode_property(&p->base,
					     BIT(DRM_MODE_BLEND_PIXEL_NONE) |
					     BIT(DRM_MODE_BLEND_PREMULTI) |
					     BIT(DRM_MODE_BLEND_COVERAGE));
	drm_plane_create_rotation_property(&p->base, DRM_MODE_ROTATE_0,
					   DRM_MODE_ROTATE_0 |
					   DRM_MODE_ROTATE_180 |
					   DRM_MODE_REFLECT_X |
					   DRM_MODE_REFLECT_Y);
	return &p->base;
}

struct drm_plane *mdp5_cursor_plane_create(struct mdp5_kms *kms, int lm,
					   u32 crtc)
{
	struct mdp5_plane *p;

	p = mdp5_plane_alloc(kms, crtc, DRM_PLANE_TYPE_CURSOR,
			     mdp5_cursor_formats,
			     ARRAY_SIZE(mdp5_cursor_formats));
	if (IS_ERR(p))
		return ERR_CAST(p);
	p->pipe = SSPP_NONE;
	p->reg_base = kms->cfg->lm.base[lm];
	/* Above every stage, whatever the zpos of the others */
	drm_plane_create_zpos_immutable_property(&p->base, 255);
	/* The cursor registers latch with their mixer */
	p->flush = MDP5_CTL_FLUSH_LM0 << lm;
	return &p->base;
}
