// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual MDP5's scanout: an interface's frame, composed from the live
 * registers when someone asks for it.  The CTL driving the interface names
 * the mixer and the stage of each source pipe (CTL_LAYER); the mixer
 * starts from its border colour, lays the base stage over it and blends
 * the stages above in order, then its cursor.  A pipe fetches its crop of
 * the source image a row at a time through the host (MDP's SMMU context),
 * scaled by nearest sample where SCALE_CONFIG says, flipped where
 * SRC_OP_MODE says, and unpacks each pixel as SRC_FORMAT and SRC_UNPACK
 * describe it.
 *
 * Blending, per colour channel in 8 bits:
 *   out = (fg * fa + bg * ba + 127) / 255, at most 255
 * where each alpha is its source (BLEND_OP_MODE's FG_ALPHA or BG_ALPHA
 * field: the stage's FG_ALPHA or BG_ALPHA constant, or the foreground's
 * pixel alpha; the background's pixels are opaque), inverted if
 * INV_ALPHA, then multiplied by its own side's constant if MOD_ALPHA,
 * then inverted if INV_MOD_ALPHA.
 */

#include "vmdp5.h"
#include "vmdp5_layout.h"
#include "generated/mdp_common.xml.h"
#include "generated/mdp5.xml.h"

/* The mixer's last stage: MSM8974's have the base and four above */
#define VMDP5_STAGE_TOP		(STAGE_BASE + VMDP5_STAGES - 1)
/* The scaler's phase steps: 21 fractional bits */
#define VMDP5_PHASE_SHIFT	21

/* A source pipe's live state, read once per compose */
struct vmdp5_src {
	vd_u32 src_w, src_h, src_x, src_y;
	vd_u32 out_w, out_h, out_x, out_y;
	vd_u64 addr;
	vd_u32 stride, cpp, count;
	vd_u32 bits[4];		/* of each unpacked element */
	vd_u32 comp[4];		/* and which component it is */
	int alpha;		/* the pixels' alpha is used */
	int flip_lr, flip_ud;
	vd_u32 step_x, step_y;	/* 0 without scaling */
	/* Pseudo-planar 4:2:0 (NV12): the chroma plane, its order */
	int yuv;
	vd_u64 addr1;
	vd_u32 stride1;
	/* The colour conversion: a 3x3 matrix of s3.9, biases, clamps */
	int csc;
	vd_s32 matrix[9], pre_bias[3], post_bias[3];
	vd_s32 pre_lo[3], pre_hi[3], post_lo[3], post_hi[3];
};

/* A pixel as the mixer takes it */
struct vmdp5_px {
	vd_u32 r, g, b, a;
};

static vd_u32 lo16(vd_u32 v)
{
	return v & 0xffff;
}

static vd_u32 hi16(vd_u32 v)
{
	return v >> 16;
}

static vd_u32 reg(const vd_u32 *live, vd_u32 offset)
{
	return live[offset / 4];
}

/* mdp_bpc and mdp_bpc_alpha, as bits */
static vd_u32 vmdp5_bpc(vd_u32 code, int alpha)
{
	static const vd_u32 colour[4] = { 1, 5, 6, 8 };
	static const vd_u32 a[4] = { 1, 4, 6, 8 };

	return alpha ? a[code & 3] : colour[code & 3];
}

/* The interleaved RGB formats a pipe fetches: 0, or -1 for others */
static int vmdp5_src_format(struct vmdp5_src *s, vd_u32 fmt, vd_u32 unpack)
{
	vd_u32 bpc[4], i, total = 0;

	vd_u32 fetch = (fmt & MDP5_PIPE_SRC_FORMAT_FETCH_TYPE__MASK) >>
		       MDP5_PIPE_SRC_FORMAT_FETCH_TYPE__SHIFT;
	vd_u32 samp = (fmt & MDP5_PIPE_SRC_FORMAT_CHROMA_SAMP__MASK) >>
		      MDP5_PIPE_SRC_FORMAT_CHROMA_SAMP__SHIFT;

	if (fmt & MDP5_PIPE_SRC_FORMAT_ROT90)
		return -1;
	/* Interleaved pixels, or NV12's luma and interleaved chroma planes */
	s->yuv = fetch == MDP_PLANE_PSEUDO_PLANAR && samp == CHROMA_420;
	if (fetch != MDP_PLANE_INTERLEAVED && !s->yuv)
		return -1;
	if (s->yuv) {
		s->comp[0] = unpack & 3;
		s->comp[1] = (unpack >> 8) & 3;
		s->cpp = 1;
		return s->comp[0] != s->comp[1] ? 0 : -1;
	}
	bpc[0] = vmdp5_bpc(fmt >> MDP5_PIPE_SRC_FORMAT_G_BPC__SHIFT, 0);
	bpc[1] = vmdp5_bpc(fmt >> MDP5_PIPE_SRC_FORMAT_B_BPC__SHIFT, 0);
	bpc[2] = vmdp5_bpc(fmt >> MDP5_PIPE_SRC_FORMAT_R_BPC__SHIFT, 0);
	bpc[3] = vmdp5_bpc(fmt >> MDP5_PIPE_SRC_FORMAT_A_BPC__SHIFT, 1);
	s->cpp = ((fmt & MDP5_PIPE_SRC_FORMAT_CPP__MASK) >>
		  MDP5_PIPE_SRC_FORMAT_CPP__SHIFT) + 1;
	s->count = ((fmt & MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT__MASK) >>
		    MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT__SHIFT) + 1;
	s->alpha = !!(fmt & MDP5_PIPE_SRC_FORMAT_ALPHA_ENABLE);
	for (i = 0; i < s->count; i++) {
		s->comp[i] = (unpack >> (8 * i)) & 3;
		s->bits[i] = bpc[s->comp[i]];
		/* Loose unpacking keeps each element in a byte */
		if (!(fmt & MDP5_PIPE_SRC_FORMAT_UNPACK_TIGHT))
			s->bits[i] = 8;
		total += s->bits[i];
	}
	return total <= 8 * s->cpp ? 0 : -1;
}

/* A field of n bits at shift, sign-extended */
static vd_s32 vmdp5_sfield(vd_u32 v, vd_u32 shift, vd_u32 n)
{
	vd_u32 x = (v >> shift) & ((1u << n) - 1);

	return x & (1u << (n - 1)) ? (vd_s32)x - (vd_s32)(1u << n) : (vd_s32)x;
}

/* The pipe's CSC_1: coefficients 11 to 33, biases, clamps */
static void vmdp5_csc_read(struct vmdp5_src *s, const vd_u32 *live,
			   vd_u32 base)
{
	static const vd_u32 coeff[5] = {
		REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_0,
		REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_1,
		REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_2,
		REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_3,
		REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_4,
	};
	int i;

	s->csc = 1;
	for (i = 0; i < 9; i++)
		s->matrix[i] = vmdp5_sfield(reg(live, base + coeff[i / 2]),
					    16 * (i & 1), 13);
	for (i = 0; i < 3; i++) {
		vd_u32 pre = reg(live, base + REG_MDP5_PIPE_CSC_1_PRE_CLAMP_REG(i));
		vd_u32 post = reg(live, base +
				  REG_MDP5_PIPE_CSC_1_POST_CLAMP_REG(i));

		s->pre_bias[i] = vmdp5_sfield(reg(live, base +
					REG_MDP5_PIPE_CSC_1_PRE_BIAS_REG(i)), 0, 9);
		s->post_bias[i] = vmdp5_sfield(reg(live, base +
					REG_MDP5_PIPE_CSC_1_POST_BIAS_REG(i)), 0, 9);
		s->pre_hi[i] = pre & 0xff;
		s->pre_lo[i] = (pre >> 8) & 0xff;
		s->post_hi[i] = post & 0xff;
		s->post_lo[i] = (post >> 8) & 0xff;
	}
}

static vd_s32 vmdp5_clamp(vd_s32 v, vd_s32 lo, vd_s32 hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/*
 * CSC_1 on (Y, Cb, Cr): the inputs clamped, then biased; each row of the
 * matrix makes R, G and B in turn, in s3.9 fixed point; the outputs
 * biased, then clamped
 */
static void vmdp5_csc(const struct vmdp5_src *s, struct vmdp5_px *px)
{
	vd_s32 in[3] = { (vd_s32)px->g, (vd_s32)px->b, (vd_s32)px->r };
	vd_s32 out[3];
	int i;

	for (i = 0; i < 3; i++)
		in[i] = vmdp5_clamp(in[i], s->pre_lo[i], s->pre_hi[i]) +
			s->pre_bias[i];
	for (i = 0; i < 3; i++) {
		vd_s32 v = s->matrix[3 * i] * in[0] +
			   s->matrix[3 * i + 1] * in[1] +
			   s->matrix[3 * i + 2] * in[2];

		/* Rounded to nearest; >> of a negative is not portable */
		v = v >= 0 ? (v + 256) / 512 : -((-v + 255) / 512);
		out[i] = vmdp5_clamp(v + s->post_bias[i], s->post_lo[i],
				     s->post_hi[i]);
	}
	px->r = (vd_u32)out[0];
	px->g = (vd_u32)out[1];
	px->b = (vd_u32)out[2];
}

static int vmdp5_src_read(struct vmdp5_src *s, const vd_u32 *live, int pipe)
{
	vd_u32 base = vmdp5_pipe_base[pipe];
	vd_u32 op = reg(live, base + REG_MDP5_PIPE_SRC_OP_MODE);
	vd_u32 scale = reg(live, base + REG_MDP5_PIPE_SCALE_CONFIG);
	vd_u32 v;

	v = reg(live, base + REG_MDP5_PIPE_SRC_SIZE);
	s->src_w = lo16(v);
	s->src_h = hi16(v);
	v = reg(live, base + REG_MDP5_PIPE_SRC_XY);
	s->src_x = lo16(v);
	s->src_y = hi16(v);
	v = reg(live, base + REG_MDP5_PIPE_OUT_SIZE);
	s->out_w = lo16(v);
	s->out_h = hi16(v);
	v = reg(live, base + REG_MDP5_PIPE_OUT_XY);
	s->out_x = lo16(v);
	s->out_y = hi16(v);
	s->addr = reg(live, base + REG_MDP5_PIPE_SRC0_ADDR);
	s->stride = lo16(reg(live, base + REG_MDP5_PIPE_SRC_STRIDE_A));
	s->flip_lr = !!(op & MDP5_PIPE_SRC_OP_MODE_FLIP_LR);
	s->flip_ud = !!(op & MDP5_PIPE_SRC_OP_MODE_FLIP_UD);
	s->step_x = scale & MDP5_PIPE_SCALE_CONFIG_SCALEX_EN ?
		    reg(live, base + REG_MDP5_PIPE_SCALE_PHASE_STEP_X) : 0;
	s->step_y = scale & MDP5_PIPE_SCALE_CONFIG_SCALEY_EN ?
		    reg(live, base + REG_MDP5_PIPE_SCALE_PHASE_STEP_Y) : 0;
	s->addr1 = reg(live, base + REG_MDP5_PIPE_SRC1_ADDR);
	s->stride1 = hi16(reg(live, base + REG_MDP5_PIPE_SRC_STRIDE_A));
	s->csc = 0;
	if (reg(live, base + REG_MDP5_PIPE_OP_MODE) & MDP5_PIPE_OP_MODE_CSC_1_EN)
		vmdp5_csc_read(s, live, base);
	if (!s->src_w || !s->src_h || s->src_w > VMDP5_MAX_WIDTH)
		return -1;
	/* Without a scaler the output is the crop, pixel for pixel */
	if ((!s->step_x && s->out_w != s->src_w) ||
	    (!s->step_y && s->out_h != s->src_h))
		return -1;
	return vmdp5_src_format(s, reg(live, base + REG_MDP5_PIPE_SRC_FORMAT),
				reg(live, base + REG_MDP5_PIPE_SRC_UNPACK));
}

/* n bits of a component to 8, by repeating its high bits */
static vd_u32 vmdp5_expand(vd_u32 v, vd_u32 n)
{
	vd_u32 out = 0;
	int shift = 8 - (int)n;

	while (shift > -(int)n) {
		out |= shift >= 0 ? v << shift : v >> -shift;
		shift -= (int)n;
	}
	return out & 0xff;
}

static void vmdp5_unpack(const struct vmdp5_src *s, const vd_u8 *p,
			 struct vmdp5_px *px)
{
	vd_u32 word = 0, comp[4] = { 0, 0, 0, 255 }, i, pos = 0;

	for (i = 0; i < s->cpp; i++)
		word |= (vd_u32)p[i] << (8 * i);
	for (i = 0; i < s->count; i++) {
		vd_u32 n = s->bits[i];

		comp[s->comp[i]] = vmdp5_expand((word >> pos) &
						((1u << n) - 1), n);
		pos += n;
	}
	px->g = comp[0];
	px->b = comp[1];
	px->r = comp[2];
	px->a = s->alpha ? comp[3] : 255;
}

/*
 * The source row or column (of size of them) that output one o shows:
 * stepped by the scaler, clamped, mirrored if flipped
 */
static vd_u32 vmdp5_src_pos(vd_u32 o, vd_u32 step, vd_u32 size, int flip)
{
	vd_u32 p = step ? (vd_u32)(((vd_u64)o * step) >> VMDP5_PHASE_SHIFT) : o;

	if (p >= size)
		p = size - 1;
	return flip ? size - 1 - p : p;
}

/* How a stage blends: the opaque base, or BLEND_OP_MODE's */
struct vmdp5_blend {
	int base;
	vd_u32 op, fg_const, bg_const;
};

/* The foreground's (fg) or the background's alpha for a pixel */
static vd_u32 vmdp5_alpha(const struct vmdp5_blend *b, int fg,
			  const struct vmdp5_px *px)
{
	vd_u32 shift = fg ? 0 : 8, a;

	switch ((b->op >> shift) & 3) {
	case FG_CONST:
		a = b->fg_const;
		break;
	case BG_CONST:
		a = b->bg_const;
		break;
	case FG_PIXEL:
		a = px->a;
		break;
	default:		/* BG_PIXEL: the mixer's output is opaque */
		a = 255;
		break;
	}
	if (b->op & (MDP5_LM_BLEND_OP_MODE_FG_INV_ALPHA << shift))
		a = 255 - a;
	if (b->op & (MDP5_LM_BLEND_OP_MODE_FG_MOD_ALPHA << shift))
		a = (a * (fg ? b->fg_const : b->bg_const) + 127) / 255;
	if (b->op & (MDP5_LM_BLEND_OP_MODE_FG_INV_MOD_ALPHA << shift))
		a = 255 - a;
	return a;
}

static vd_u8 vmdp5_mix(vd_u32 fg, vd_u32 fa, vd_u32 bg, vd_u32 ba)
{
	vd_u32 v = (fg * fa + bg * ba + 127) / 255;

	return v > 255 ? 255 : (vd_u8)v;
}

static void vmdp5_blend_px(const struct vmdp5_blend *b,
			   const struct vmdp5_px *px, vd_u8 *out)
{
	vd_u32 fa, ba;

	if (b->base) {
		out[0] = (vd_u8)px->r;
		out[1] = (vd_u8)px->g;
		out[2] = (vd_u8)px->b;
		return;
	}
	fa = vmdp5_alpha(b, 1, px);
	ba = vmdp5_alpha(b, 0, px);
	out[0] = vmdp5_mix(px->r, fa, out[0], ba);
	out[1] = vmdp5_mix(px->g, fa, out[1], ba);
	out[2] = vmdp5_mix(px->b, fa, out[2], ba);
}

/* Pixels x0 to x1 of a row of the frame, in one colour (0xRRGGBB) */
static void vmdp5_fill_span(vd_u8 *row, vd_u32 x0, vd_u32 x1,
			    vd_u32 colour)
{
	vd_u32 x;

	for (x = x0; x < x1; x++) {
		row[3 * x] = (vd_u8)(colour >> 16);
		row[3 * x + 1] = (vd_u8)(colour >> 8);
		row[3 * x + 2] = (vd_u8)colour;
	}
}

/* Where a pipe's chroma row goes in the row scratch */
#define VMDP5_CHROMA_ROW	(VMDP5_ROW_BYTES / 2)

/*
 * Fetches the source row sy of pipe s into row: its pixels, or for NV12
 * its luma and, at VMDP5_CHROMA_ROW, the chroma pairs of its columns.
 * 0, or non-zero if the host refused a read.
 */
static int vmdp5_fetch_row(const struct vmdp5_src *s,
			   const struct vmdp5_host *host, vd_u8 *row,
			   vd_u32 sy)
{
	vd_u64 addr = s->addr + (vd_u64)(s->src_y + sy) * s->stride +
		      (vd_u64)s->src_x * s->cpp;
	vd_u32 pairs;

	if (host->read(host->priv, addr, row, s->src_w * s->cpp))
		return 1;
	if (!s->yuv)
		return 0;
	pairs = (s->src_x + s->src_w + 1) / 2 - s->src_x / 2;
	addr = s->addr1 + (vd_u64)((s->src_y + sy) / 2) * s->stride1 +
	       (vd_u64)(s->src_x / 2) * 2;
	return host->read(host->priv, addr, row + VMDP5_CHROMA_ROW, pairs * 2);
}

/* Column col of the crop, from the fetched row */
static void vmdp5_pixel(const struct vmdp5_src *s, const vd_u8 *row,
			vd_u32 col, struct vmdp5_px *px)
{
	if (s->yuv) {
		const vd_u8 *pair = row + VMDP5_CHROMA_ROW +
			2 * ((s->src_x + col) / 2 - s->src_x / 2);
		vd_u32 c[4] = { row[col], 0, 0, 255 };

		c[s->comp[0]] = pair[0];
		c[s->comp[1]] = pair[1];
		px->g = c[0];
		px->b = c[1];
		px->r = c[2];
		px->a = 255;
	} else {
		vmdp5_unpack(s, row + col * s->cpp, px);
	}
	if (s->csc)
		vmdp5_csc(s, px);
}

/*
 * Row y of the frame, pipe s's share: 0, or 1 if its fetch underran
 */
static int vmdp5_pipe_row(const struct vmdp5_src *s,
			  const struct vmdp5_blend *b,
			  const struct vmdp5_host *host,
			  struct vmdp5_frame *f, vd_u32 y, vd_u32 underflow)
{
	vd_u8 *row = f->rgb + (vd_u64)y * f->width * 3;
	vd_u32 x0 = s->out_x, x1 = s->out_x + s->out_w, x, sy;

	if (y < s->out_y || y >= s->out_y + s->out_h || x0 >= f->width)
		return 0;
	if (x1 > f->width)
		x1 = f->width;
	sy = vmdp5_src_pos(y - s->out_y, s->step_y, s->src_h, s->flip_ud);
	if (vmdp5_fetch_row(s, host, f->row, sy)) {
		vmdp5_fill_span(row, x0, x1, underflow);
		return 1;
	}
	for (x = x0; x < x1; x++) {
		vd_u32 sx = vmdp5_src_pos(x - x0, s->step_x, s->src_w,
					  s->flip_lr);
		struct vmdp5_px px;

		vmdp5_pixel(s, f->row, sx, &px);
		vmdp5_blend_px(b, &px, row + 3 * x);
	}
	return 0;
}

/* The CTL driving interface intf, and the mixer it stages: 0, or -1 */
static int vmdp5_route(const vd_u32 *live, int intf, int *ctl, int *lm)
{
	int c, m;

	for (c = 0; c < VMDP5_CTLS; c++) {
		vd_u32 op = reg(live, vmdp5_ctl_base[c] + REG_MDP5_CTL_OP);

		if (((op & MDP5_CTL_OP_INTF_NUM__MASK) >>
		     MDP5_CTL_OP_INTF_NUM__SHIFT) != (vd_u32)intf + 1)
			continue;
		for (m = 0; m < VMDP5_LMS; m++) {
			if (reg(live, vmdp5_ctl_base[c] +
				REG_MDP5_CTL_LAYER_REG(m))) {
				*ctl = c;
				*lm = m;
				return 0;
			}
		}
	}
	return -1;
}

int vmdp5_frame_size(const vd_u32 *live, int intf, vd_u32 *width,
		     vd_u32 *height)
{
	vd_u32 size;
	int ctl, lm;

	if (intf < 0 || intf >= VMDP5_INTFS ||
	    vmdp5_route(live, intf, &ctl, &lm))
		return -1;
	size = reg(live, vmdp5_lm_base[lm] + REG_MDP5_LM_OUT_SIZE);
	*width = lo16(size);
	*height = hi16(size);
	if (!*width || !*height || *width > VMDP5_MAX_WIDTH ||
	    *height > VMDP5_MAX_HEIGHT)
		return -1;
	return 0;
}

static void vmdp5_fill(struct vmdp5_frame *f, vd_u32 colour)
{
	vd_u32 y;

	for (y = 0; y < f->height; y++)
		vmdp5_fill_span(f->rgb + (vd_u64)y * f->width * 3, 0, f->width,
				colour);
}

/* The stage's blend, from the mixer's BLEND registers */
static void vmdp5_stage_blend(const vd_u32 *live, int lm, int stage,
			      struct vmdp5_blend *b)
{
	vd_u32 base = vmdp5_lm_base[lm];
	int blend = stage - STAGE0;

	b->base = stage == STAGE_BASE;
	if (b->base)
		return;
	b->op = reg(live, base + REG_MDP5_LM_BLEND_OP_MODE(blend));
	b->fg_const = reg(live, base + REG_MDP5_LM_BLEND_FG_ALPHA(blend)) & 0xff;
	b->bg_const = reg(live, base + REG_MDP5_LM_BLEND_BG_ALPHA(blend)) & 0xff;
}

/* The pipes of one stage, over the whole frame */
static int vmdp5_stage(const vd_u32 *live, const struct vmdp5_host *host,
		       int lm, vd_u32 layer, int stage,
		       struct vmdp5_frame *f, vd_u32 underflow)
{
	struct vmdp5_blend b;
	int pipe, underruns = 0;
	vd_u32 y;

	vmdp5_stage_blend(live, lm, stage, &b);
	for (pipe = 0; pipe < VMDP5_PIPES; pipe++) {
		struct vmdp5_src s;

		if (((layer >> vmdp5_pipe_layer_shift[pipe]) & 7) !=
		    (vd_u32)stage)
			continue;
		if (vmdp5_src_read(&s, live, pipe))
			return -1;
		for (y = 0; y < f->height; y++)
			underruns += vmdp5_pipe_row(&s, &b, host, f, y,
						    underflow);
	}
	return underruns;
}

/* The mixer's cursor, ARGB8888, over everything */
static int vmdp5_cursor(const vd_u32 *live, const struct vmdp5_host *host,
			int lm, struct vmdp5_frame *f, vd_u32 underflow)
{
	vd_u32 base = vmdp5_lm_base[lm];
	vd_u32 size = reg(live, base + REG_MDP5_LM_CURSOR_SIZE);
	vd_u32 start = reg(live, base + REG_MDP5_LM_CURSOR_START_XY);
	vd_u32 cfg = reg(live, base + REG_MDP5_LM_CURSOR_BLEND_CONFIG);
	struct vmdp5_src s = {
		.src_w = lo16(size), .src_h = hi16(size),
		.out_w = lo16(size), .out_h = hi16(size),
		.out_x = lo16(start), .out_y = hi16(start),
		.addr = reg(live, base + REG_MDP5_LM_CURSOR_BASE_ADDR),
		.stride = lo16(reg(live, base + REG_MDP5_LM_CURSOR_STRIDE)),
		.cpp = 4, .count = 4, .alpha = 1,
		/* ARGB8888 in memory: B, G, R, A */
		.bits = { 8, 8, 8, 8 }, .comp = { 1, 0, 2, 3 },
	};
	struct vmdp5_blend b = { .base = 1 };
	vd_u32 xy = reg(live, base + REG_MDP5_LM_CURSOR_XY), y;
	int underruns = 0;

	s.src_x = lo16(xy);
	s.src_y = hi16(xy);
	if (reg(live, base + REG_MDP5_LM_CURSOR_FORMAT) !=
	    CURSOR_FMT_ARGB8888 || !s.src_w || !s.src_h ||
	    s.src_w > VMDP5_CURSOR_MAX || s.src_h > VMDP5_CURSOR_MAX)
		return -1;
	if (cfg & MDP5_LM_CURSOR_BLEND_CONFIG_BLEND_EN) {
		b.base = 0;
		if (((cfg & MDP5_LM_CURSOR_BLEND_CONFIG_BLEND_ALPHA_SEL__MASK) >>
		     MDP5_LM_CURSOR_BLEND_CONFIG_BLEND_ALPHA_SEL__SHIFT) ==
		    CURSOR_ALPHA_PER_PIXEL) {
			b.op = FG_PIXEL | MDP5_LM_BLEND_OP_MODE_BG_ALPHA(FG_PIXEL) |
			       MDP5_LM_BLEND_OP_MODE_BG_INV_ALPHA;
		} else {
			b.op = FG_CONST | MDP5_LM_BLEND_OP_MODE_BG_ALPHA(FG_CONST) |
			       MDP5_LM_BLEND_OP_MODE_BG_INV_ALPHA;
			b.fg_const = reg(live, base +
					 REG_MDP5_LM_CURSOR_BLEND_PARAM) & 0xff;
			b.bg_const = b.fg_const;
		}
	}
	for (y = 0; y < f->height; y++)
		underruns += vmdp5_pipe_row(&s, &b, host, f, y, underflow);
	return underruns;
}

int vmdp5_compose(const vd_u32 *live, const struct vmdp5_host *host,
		  int intf, struct vmdp5_frame *f)
{
	vd_u32 w, h, layer, underflow;
	int ctl, lm, stage, n, underruns = 0;

	if (vmdp5_frame_size(live, intf, &w, &h) || w != f->width ||
	    h != f->height || vmdp5_route(live, intf, &ctl, &lm))
		return -1;
	layer = reg(live, vmdp5_ctl_base[ctl] + REG_MDP5_CTL_LAYER_REG(lm));
	underflow = reg(live, vmdp5_intf_base[intf] +
			REG_MDP5_INTF_UNDERFLOW_COLOR);
	vmdp5_fill(f, layer & MDP5_CTL_LAYER_REG_BORDER_COLOR ?
		   reg(live, vmdp5_lm_base[lm] + REG_MDP5_LM_BORDER_COLOR_0) :
		   0);
	for (stage = STAGE_BASE; stage <= VMDP5_STAGE_TOP; stage++) {
		n = vmdp5_stage(live, host, lm, layer, stage, f, underflow);
		if (n < 0)
			return -1;
		underruns += n;
	}
	/* Stages past the mixer's last are not scanned out */
	for (n = 0; n < VMDP5_PIPES; n++)
		if (((layer >> vmdp5_pipe_layer_shift[n]) & 7) >
		    VMDP5_STAGE_TOP)
			return -1;
	if (layer & MDP5_CTL_LAYER_REG_CURSOR_OUT) {
		n = vmdp5_cursor(live, host, lm, f, underflow);
		if (n < 0)
			return -1;
		underruns += n;
	}
	return underruns;
}
