// SPDX-License-Identifier: GPL-2.0-only
/*
 * The render backend: per-fragment depth and stencil tests, blending and
 * colour masks, and the writes into GMEM (or into memory when rendering
 * bypasses GMEM); and the resolve, which copies GMEM out to memory.
 *
 * GMEM is addressed per tile: screen pixel (x, y) is at (x - X, y - Y) of
 * the render target, where (X, Y) is RB_WINDOW_OFFSET, the tile's corner.
 */

#include "model_rb.h"
#include "adreno_regs.h"

/*
 * Base addresses in RB registers hold the address halved (the low bits
 * carry other fields): GMEM offsets and GPU addresses alike.
 */
static am_u64 am_rb_addr(am_u32 reg, am_u32 low_mask)
{
	return (am_u64)(reg & ~low_mask) << 1;
}

static void am_rb_state3(struct am_gpu *gpu, struct am_rb_state *rb)
{
	am_u32 mode = am_use(gpu, REG_A3XX_RB_MODE_CONTROL);
	am_u32 out = am_use(gpu, REG_A3XX_SP_FS_OUTPUT_REG);
	am_u32 dinfo = am_use(gpu, REG_A3XX_RB_DEPTH_INFO);
	am_u32 copy = am_use(gpu, REG_A3XX_RB_COPY_CONTROL);
	am_u32 cinfo = am_use(gpu, REG_A3XX_RB_COPY_DEST_INFO);
	am_u32 woff = am_use(gpu, REG_A3XX_RB_WINDOW_OFFSET);
	int i;

	rb->bypass = !!(mode & A3XX_RB_MODE_CONTROL_GMEM_BYPASS);
	rb->win_x = rb->bypass ? 0 : AM_FIELD(woff, A3XX_RB_WINDOW_OFFSET_X);
	rb->win_y = rb->bypass ? 0 : AM_FIELD(woff, A3XX_RB_WINDOW_OFFSET_Y);
	rb->nr_mrt = AM_FIELD(mode, A3XX_RB_MODE_CONTROL_MRT) + 1;
	for (i = 0; i < 4; i++) {
		struct am_rb_mrt *m = &rb->mrt[i];
		am_u32 info = am_use(gpu, REG_A3XX_RB_MRT_BUF_INFO(i));
		am_u32 fs = am_use(gpu, REG_A3XX_SP_FS_MRT_REG(i));

		m->format = AM_FIELD(info, A3XX_RB_MRT_BUF_INFO_COLOR_FORMAT);
		m->fmt = am_fmt_rb3(m->format);
		m->srgb = !!(info & A3XX_RB_MRT_BUF_INFO_COLOR_SRGB);
		m->swap = AM_FIELD(info, A3XX_RB_MRT_BUF_INFO_COLOR_SWAP);
		m->pitch = AM_FIELD(info, A3XX_RB_MRT_BUF_INFO_COLOR_BUF_PITCH)
			   << 5;
		m->base = am_rb_addr(am_use(gpu, REG_A3XX_RB_MRT_BUF_BASE(i)), 0xf);
		m->control = am_use(gpu, REG_A3XX_RB_MRT_CONTROL(i));
		m->dither = !!(m->control &
			       A3XX_RB_MRT_CONTROL_DITHER_MODE__MASK);
		m->blend = am_use(gpu, REG_A3XX_RB_MRT_BLEND_CONTROL(i));
		m->fs_regid = AM_FIELD(fs, A3XX_SP_FS_MRT_REG_REGID);
		m->fs_half = !!(fs & A3XX_SP_FS_MRT_REG_HALF_PRECISION);
	}
	/* RED, GREEN, BLUE, ALPHA follow each other, a half float in each */
	for (i = 0; i < 4; i++) {
		am_u32 v = am_use(gpu, REG_A3XX_RB_BLEND_RED + i);

		rb->blend_const[i] =
			am_f16_to_f32(AM_FIELD(v, A3XX_RB_BLEND_RED_FLOAT));
	}

	rb->depth_ctl = am_use(gpu, REG_A3XX_RB_DEPTH_CONTROL);
	rb->stencil_ctl = am_use(gpu, REG_A3XX_RB_STENCIL_CONTROL);
	rb->stencil_ref = am_use(gpu, REG_A3XX_RB_STENCILREFMASK);
	rb->stencil_ref_bf = am_use(gpu, REG_A3XX_RB_STENCILREFMASK_BF);
	rb->depth_format = AM_FIELD(dinfo, A3XX_RB_DEPTH_INFO_DEPTH_FORMAT);
	rb->depth_base = am_rb_addr(dinfo, 0x7ff);
	rb->depth_pitch = am_use(gpu, REG_A3XX_RB_DEPTH_PITCH) << 3;
	/* Float depth has no room for stencil: it has its own buffer */
	rb->sep_stencil = rb->depth_format == DEPTHX_32;
	rb->stencil_base = am_rb_addr(am_use(gpu, REG_A3XX_RB_STENCIL_INFO),
				      0x7ff);
	rb->stencil_pitch = am_use(gpu, REG_A3XX_RB_STENCIL_PITCH) << 3;
	rb->fs_writes_z = !!(out & A3XX_SP_FS_OUTPUT_REG_DEPTH_ENABLE);
	rb->fs_z_regid = AM_FIELD(out, A3XX_SP_FS_OUTPUT_REG_DEPTH_REGID);

	rb->copy_mode = AM_FIELD(copy, A3XX_RB_COPY_CONTROL_MODE);
	rb->copy_src = copy & A3XX_RB_COPY_CONTROL_GMEM_BASE__MASK;
	rb->copy_dst = am_rb_addr(am_use(gpu, REG_A3XX_RB_COPY_DEST_BASE), 0xf);
	rb->copy_pitch = am_use(gpu, REG_A3XX_RB_COPY_DEST_PITCH) << 5;
	rb->copy_format = AM_FIELD(cinfo, A3XX_RB_COPY_DEST_INFO_FORMAT);
	rb->copy_fmt = am_fmt_rb3(rb->copy_format);
	rb->copy_swap = AM_FIELD(cinfo, A3XX_RB_COPY_DEST_INFO_SWAP);
	rb->bin_w = AM_FIELD(am_use(gpu, REG_A3XX_RB_RENDER_CONTROL),
			     A3XX_RB_RENDER_CONTROL_BIN_WIDTH) << 5;
}

/* a4xx's depth formats, numbered from "none" */
static am_u32 am_depth_format4(am_u32 f)
{
	switch (f) {
	case DEPTH4_16:
		return DEPTHX_16;
	case DEPTH4_32:
		return DEPTHX_32;
	default:
		return DEPTHX_24_8;
	}
}

/*
 * a4xx: eight render targets, plain addresses, a bin size in
 * RB_MODE_CONTROL (none: rendering bypasses GMEM), RB_BIN_OFFSET for the
 * tile's corner, float blend constants.
 */
static void am_rb_state4(struct am_gpu *gpu, struct am_rb_state *rb)
{
	am_u32 mode = am_use(gpu, REG_A4XX_RB_MODE_CONTROL);
	am_u32 out = am_use(gpu, REG_A4XX_SP_FS_OUTPUT_REG);
	am_u32 dinfo = am_use(gpu, REG_A4XX_RB_DEPTH_INFO);
	am_u32 copy = am_use(gpu, REG_A4XX_RB_COPY_CONTROL);
	am_u32 cinfo = am_use(gpu, REG_A4XX_RB_COPY_DEST_INFO);
	am_u32 woff = am_use(gpu, REG_A4XX_RB_BIN_OFFSET);
	am_u32 dctl, sinfo;
	int i;

	rb->bin_w = AM_FIELD(mode, A4XX_RB_MODE_CONTROL_WIDTH) << 5;
	rb->bypass = !rb->bin_w;
	rb->win_x = rb->bypass ? 0 : AM_FIELD(woff, A4XX_RB_BIN_OFFSET_X);
	rb->win_y = rb->bypass ? 0 : AM_FIELD(woff, A4XX_RB_BIN_OFFSET_Y);
	rb->nr_mrt = AM_FIELD(out, A4XX_SP_FS_OUTPUT_REG_MRT) + 1;
	for (i = 0; i < AM_MRTS; i++) {
		struct am_rb_mrt *m = &rb->mrt[i];
		am_u32 info = am_use(gpu, REG_A4XX_RB_MRT_BUF_INFO(i));
		am_u32 fs = am_use(gpu, REG_A4XX_SP_FS_MRT_REG(i));

		m->format = AM_FIELD(info, A4XX_RB_MRT_BUF_INFO_COLOR_FORMAT);
		m->dither = !!(info & A4XX_RB_MRT_BUF_INFO_DITHER_MODE__MASK);
		m->fmt = am_fmt_rb4(m->format);
		m->srgb = !!(info & A4XX_RB_MRT_BUF_INFO_COLOR_SRGB);
		m->swap = AM_FIELD(info, A4XX_RB_MRT_BUF_INFO_COLOR_SWAP);
		m->pitch = AM_FIELD(info, A4XX_RB_MRT_BUF_INFO_COLOR_BUF_PITCH)
			   << 4;
		m->base = am_use(gpu, REG_A4XX_RB_MRT_BASE(i));
		m->control = am_use(gpu, REG_A4XX_RB_MRT_CONTROL(i));
		m->blend = am_use(gpu, REG_A4XX_RB_MRT_BLEND_CONTROL(i));
		m->fs_regid = AM_FIELD(fs, A4XX_SP_FS_MRT_REG_REGID);
		m->fs_half = !!(fs & A4XX_SP_FS_MRT_REG_HALF_PRECISION);
	}
	/* RED_F32 .. ALPHA_F32, each after its 8-bit twin */
	for (i = 0; i < 4; i++)
		rb->blend_const[i] = am_use(gpu, REG_A4XX_RB_BLEND_RED_F32 +
					    2 * i);

	/* The depth/stencil bits sit where a3xx has them, but Z_TEST moved */
	dctl = am_use(gpu, REG_A4XX_RB_DEPTH_CONTROL);
	rb->depth_ctl = dctl & ~A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE;
	if (dctl & A4XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE)
		rb->depth_ctl |= A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE;
	rb->stencil_ctl = am_use(gpu, REG_A4XX_RB_STENCIL_CONTROL);
	rb->stencil_ref = am_use(gpu, REG_A4XX_RB_STENCILREFMASK);
	rb->stencil_ref_bf = am_use(gpu, REG_A4XX_RB_STENCILREFMASK_BF);
	rb->depth_format =
		am_depth_format4(AM_FIELD(dinfo, A4XX_RB_DEPTH_INFO_DEPTH_FORMAT));
	rb->depth_base = dinfo & A4XX_RB_DEPTH_INFO_DEPTH_BASE__MASK;
	rb->depth_pitch = am_use(gpu, REG_A4XX_RB_DEPTH_PITCH) << 5;
	sinfo = am_use(gpu, REG_A4XX_RB_STENCIL_INFO);
	rb->sep_stencil = !!(sinfo & A4XX_RB_STENCIL_INFO_SEPARATE_STENCIL);
	rb->stencil_base = sinfo & A4XX_RB_STENCIL_INFO_STENCIL_BASE__MASK;
	rb->stencil_pitch = am_use(gpu, REG_A4XX_RB_STENCIL_PITCH) << 5;
	rb->fs_writes_z = !!(out & A4XX_SP_FS_OUTPUT_REG_DEPTH_ENABLE);
	rb->fs_z_regid = AM_FIELD(out, A4XX_SP_FS_OUTPUT_REG_DEPTH_REGID);

	rb->copy_mode = AM_FIELD(copy, A4XX_RB_COPY_CONTROL_MODE);
	rb->copy_src = copy & A4XX_RB_COPY_CONTROL_GMEM_BASE__MASK;
	rb->copy_dst = am_use(gpu, REG_A4XX_RB_COPY_DEST_BASE) &
		       A4XX_RB_COPY_DEST_BASE_BASE__MASK;
	rb->copy_pitch = am_use(gpu, REG_A4XX_RB_COPY_DEST_PITCH) << 5;
	rb->copy_format = AM_FIELD(cinfo, A4XX_RB_COPY_DEST_INFO_FORMAT);
	rb->copy_fmt = am_fmt_rb4(rb->copy_format);
	rb->copy_swap = AM_FIELD(cinfo, A4XX_RB_COPY_DEST_INFO_SWAP);
}

/*
 * Whether a target takes the shader's colour as it is: all components
 * written, no blending and no sRGB, from full registers the file holds,
 * in a UNORM format, whose packing clamps as am_clamp_to() does
 */
static int am_rb_plain(const struct am_rb_mrt *m)
{
	return m->fmt.kind == AM_FK_UNORM && !m->srgb && !m->fs_half &&
	       m->fs_regid + 4 <= AM_SP_COMPS &&
	       !(m->control & A3XX_RB_MRT_CONTROL_BLEND) &&
	       AM_FIELD(m->control,
			A3XX_RB_MRT_CONTROL_COMPONENT_ENABLE) == 0xf;
}

void am_rb_state(struct am_gpu *gpu, struct am_rb_state *rb)
{
	int i;

	if (gpu->gen->core == 4)
		am_rb_state4(gpu, rb);
	else
		am_rb_state3(gpu, rb);
	rb->nr_written = 0;
	for (i = 0; i < rb->nr_mrt && i < AM_MRTS; i++) {
		const struct am_rb_mrt *m = &rb->mrt[i];

		rb->mrt[i].plain = am_rb_plain(m);
		if (m->fmt.kind != AM_FK_NONE &&
		    AM_FIELD(m->control, A3XX_RB_MRT_CONTROL_COMPONENT_ENABLE))
			rb->written[rb->nr_written++] = (am_u8)i;
	}
	rb->zs_test = (rb->depth_ctl & A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE) ||
		      (rb->stencil_ctl &
		       A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE);
	rb->plain = !rb->bypass && !rb->zs_test && !rb->fs_writes_z;
	for (i = 0; i < rb->nr_written; i++)
		rb->plain &= rb->mrt[rb->written[i]].plain;
	rb->fragment_work = AM_WORK_FRAGMENT +
			    (am_u32)(rb->nr_mrt < AM_MRTS ? rb->nr_mrt :
				     AM_MRTS) * AM_WORK_COLOR;
}

/*
 * Whether a render target the draw writes asks for what the model does
 * not do: dithering where it would change the stored value (a channel
 * narrower than 8 bits; the hardware's pattern is not known, so the
 * model rounds), or sRGB on a format other than 8-bit unorm (stored
 * linear)
 */
int am_rb_unsupported(const struct am_rb_state *rb)
{
	int i, c;

	for (i = 0; i < rb->nr_mrt && i < AM_MRTS; i++) {
		const struct am_rb_mrt *m = &rb->mrt[i];

		/* A target the draw writes no component of is not there */
		if (m->fmt.kind == AM_FK_NONE ||
		    !AM_FIELD(m->control, A3XX_RB_MRT_CONTROL_COMPONENT_ENABLE))
			continue;
		if (m->srgb && !am_fmt_srgb8(&m->fmt))
			return 1;
		if (!m->dither || m->fmt.kind != AM_FK_UNORM)
			continue;
		for (c = 0; c < 4; c++)
			if (m->fmt.bits[c] && m->fmt.bits[c] < 8)
				return 1;
	}
	return 0;
}

/* GMEM bytes at off, or null past its end (the access is dropped) */
static am_u8 *am_gmem(struct am_gpu *gpu, am_u64 off, am_u32 len)
{
	if (!gpu->host.gmem || off + len > gpu->cfg.gmem_bytes ||
	    off + len < off) {
		gpu->pipe.stats.gmem_overruns++;
		return AM_NULL;
	}
	return gpu->host.gmem + off;
}

/* A render target element: read and written in GMEM or in memory */
static int am_rb_load(struct am_gpu *gpu, int bypass, am_u64 at, am_u8 *px,
		      am_u32 len)
{
	am_u8 *g;
	am_u32 i;

	if (bypass) {
		am_read_bytes(gpu, at, px, len);
		return 0;
	}
	g = am_gmem(gpu, at, len);
	if (!g)
		return -1;
	for (i = 0; i < len; i++)
		px[i] = g[i];
	return 0;
}

static void am_rb_store(struct am_gpu *gpu, int bypass, am_u64 at,
			const am_u8 *px, am_u32 len)
{
	am_u8 *g;
	am_u32 i;

	if (bypass) {
		am_write_bytes(gpu, at, px, len);
		return;
	}
	g = am_gmem(gpu, at, len);
	if (!g)
		return;
	for (i = 0; i < len; i++)
		g[i] = px[i];
}

/* A compare function, given how the new value orders against the old */
static int am_test(am_u32 func, int order)
{
	switch (func) {
	case FUNC_NEVER:
		return 0;
	case FUNC_LESS:
		return order < 0;
	case FUNC_EQUAL:
		return order == 0;
	case FUNC_LEQUAL:
		return order <= 0;
	case FUNC_GREATER:
		return order > 0;
	case FUNC_NOTEQUAL:
		return order != 0;
	case FUNC_GEQUAL:
		return order >= 0;
	default:
		return 1;
	}
}

static int am_order_u(am_u32 a, am_u32 b)
{
	return (a > b) - (a < b);
}

static int am_order_f(am_f32 a, am_f32 b)
{
	return am_f32_lt(b, a) - am_f32_lt(a, b);
}

static am_u32 am_stencil_op(am_u32 op, am_u32 s, am_u32 ref)
{
	switch (op) {
	case STENCIL_ZERO:
		return 0;
	case STENCIL_REPLACE:
		return ref;
	case STENCIL_INCR_CLAMP:
		return s < 0xff ? s + 1 : s;
	case STENCIL_DECR_CLAMP:
		return s ? s - 1 : s;
	case STENCIL_INVERT:
		return ~s & 0xff;
	case STENCIL_INCR_WRAP:
		return (s + 1) & 0xff;
	case STENCIL_DECR_WRAP:
		return (s - 1) & 0xff;
	default:
		return s;
	}
}

/* Window depth in [0, 1] to the depth buffer's integer */
static am_u32 am_depth_quantize(am_f32 z, am_u32 format)
{
	am_u32 max = format == DEPTHX_16 ? 0xffff : 0xffffff;

	if (format == DEPTHX_32)
		return z;
	if (!am_f32_lt(0, z))
		return 0;
	if (!am_f32_lt(z, AM_F32_ONE))
		return max;
	return am_f32_to_u32(am_f32_rndne(am_f32_mul(z,
					am_f32_from_u32(max))));
}

/*
 * Depth and stencil for one fragment: returns whether it survives, and
 * writes what the tests leave behind.
 */
static int am_rb_depth_stencil(struct am_gpu *gpu,
			       const struct am_rb_state *rb, am_s32 tx,
			       am_s32 ty, am_f32 z, int back)
{
	am_u32 dctl = rb->depth_ctl, sctl = rb->stencil_ctl;
	int ztest = !!(dctl & A3XX_RB_DEPTH_CONTROL_Z_TEST_ENABLE);
	int zwrite = !!(dctl & A3XX_RB_DEPTH_CONTROL_Z_WRITE_ENABLE);
	int stest = !!(sctl & A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE);
	am_u32 cpp = rb->depth_format == DEPTHX_16 ? 2 : 4;
	am_u32 refmask = back && (sctl &
				  A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE_BF) ?
			 rb->stencil_ref_bf : rb->stencil_ref;
	am_u32 ref = refmask & 0xff, mask = (refmask >> 8) & 0xff;
	am_u32 wmask = (refmask >> 16) & 0xff;
	am_u32 func, fail, zpass, zfail;
	am_u32 word = 0, d, s, stored_d, new_s;
	am_u64 at = rb->depth_base + (am_u64)ty * rb->depth_pitch +
		    (am_u64)tx * cpp;
	am_u64 sat = rb->stencil_base + (am_u64)ty * rb->stencil_pitch +
		     (am_u64)tx;
	am_u8 px[4], sep_s = 0;
	int zok, sok;

	if (!ztest && !stest)
		return 1;
	/*
	 * Depth and stencil live in GMEM even when colour bypasses it:
	 * RB_DEPTH_INFO holds a GMEM offset on both generations, and
	 * neither fd3 nor fd4 programs another for rendering in memory
	 */
	if (am_rb_load(gpu, 0, at, px, cpp))
		return 1;
	word = px[0] | px[1] << 8 | (cpp == 4 ? (am_u32)px[2] << 16 |
				     (am_u32)px[3] << 24 : 0);

	/* 24/8: depth in the low 24 bits, stencil in the top byte */
	stored_d = cpp == 2 || rb->depth_format == DEPTHX_32 ? word :
		   word & 0xffffff;
	s = rb->depth_format == DEPTHX_24_8 ? word >> 24 : 0;
	if (rb->sep_stencil && stest) {
		if (am_rb_load(gpu, 0, sat, &sep_s, 1))
			return 1;
		s = sep_s;
	}
	d = am_depth_quantize(z, rb->depth_format);

	if (back && (sctl & A3XX_RB_STENCIL_CONTROL_STENCIL_ENABLE_BF)) {
		func = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_FUNC_BF);
		fail = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_FAIL_BF);
		zpass = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_ZPASS_BF);
		zfail = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_ZFAIL_BF);
	} else {
		func = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_FUNC);
		fail = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_FAIL);
		zpass = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_ZPASS);
		zfail = AM_FIELD(sctl, A3XX_RB_STENCIL_CONTROL_ZFAIL);
	}
	sok = !stest || am_test(func, am_order_u(ref & mask, s & mask));
	zok = !ztest || am_test(AM_FIELD(dctl, A3XX_RB_DEPTH_CONTROL_ZFUNC),
				rb->depth_format == DEPTHX_32 ?
				am_order_f(d, stored_d) :
				am_order_u(d, stored_d));

	new_s = s;
	if (stest)
		new_s = am_stencil_op(!sok ? fail : zok ? zpass : zfail, s,
				      ref);
	new_s = (s & ~wmask) | (new_s & wmask);

	if (sok && zok && zwrite)
		stored_d = d;
	if (rb->depth_format == DEPTHX_24_8)
		word = (stored_d & 0xffffff) | new_s << 24;
	else
		word = stored_d;
	px[0] = (am_u8)word;
	px[1] = (am_u8)(word >> 8);
	px[2] = (am_u8)(word >> 16);
	px[3] = (am_u8)(word >> 24);
	am_rb_store(gpu, 0, at, px, cpp);
	if (rb->sep_stencil && stest) {
		sep_s = (am_u8)new_s;
		am_rb_store(gpu, 0, sat, &sep_s, 1);
	}
	return sok && zok;
}

/* One blend factor for channel c (3: alpha) */
static am_f32 am_blend_factor(am_u32 f, int c, const am_f32 s[4],
			      const am_f32 d[4], const am_f32 k[4])
{
	am_f32 one_minus;

	switch (f) {
	case FACTOR_ZERO:
		return 0;
	case FACTOR_ONE:
		return AM_F32_ONE;
	case FACTOR_SRC_COLOR:
		return s[c];
	case FACTOR_SRC_ALPHA:
		return s[3];
	case FACTOR_DST_COLOR:
		return d[c];
	case FACTOR_DST_ALPHA:
		return d[3];
	case FACTOR_CONSTANT_COLOR:
		return k[c];
	case FACTOR_CONSTANT_ALPHA:
		return k[3];
	case FACTOR_SRC_ALPHA_SATURATE:
		if (c == 3)
			return AM_F32_ONE;
		return am_f32_min(s[3], am_f32_sub(AM_F32_ONE, d[3]));
	case FACTOR_ONE_MINUS_SRC_COLOR:
		one_minus = s[c];
		break;
	case FACTOR_ONE_MINUS_SRC_ALPHA:
		one_minus = s[3];
		break;
	case FACTOR_ONE_MINUS_DST_COLOR:
		one_minus = d[c];
		break;
	case FACTOR_ONE_MINUS_DST_ALPHA:
		one_minus = d[3];
		break;
	case FACTOR_ONE_MINUS_CONSTANT_COLOR:
		one_minus = k[c];
		break;
	case FACTOR_ONE_MINUS_CONSTANT_ALPHA:
		one_minus = k[3];
		break;
	default:
		return 0;	/* dual-source factors: no second colour */
	}
	return am_f32_sub(AM_F32_ONE, one_minus);
}

static am_f32 am_blend_channel(am_u32 ctl, int c, const am_f32 s[4],
			       const am_f32 d[4], const am_f32 k[4])
{
	int a = c == 3;
	am_u32 op = a ? AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_ALPHA_BLEND_OPCODE) :
			AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_RGB_BLEND_OPCODE);
	am_u32 sf = a ? AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_ALPHA_SRC_FACTOR) :
			AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_RGB_SRC_FACTOR);
	am_u32 df = a ? AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_ALPHA_DEST_FACTOR) :
			AM_FIELD(ctl, A3XX_RB_MRT_BLEND_CONTROL_RGB_DEST_FACTOR);
	am_f32 st = am_f32_mul(s[c], am_blend_factor(sf, c, s, d, k));
	am_f32 dt = am_f32_mul(d[c], am_blend_factor(df, c, s, d, k));

	switch (op) {
	case BLEND_SRC_MINUS_DST:
		return am_f32_sub(st, dt);
	case BLEND_DST_MINUS_SRC:
		return am_f32_sub(dt, st);
	case BLEND_MIN_DST_SRC:
		return am_f32_min(s[c], d[c]);
	case BLEND_MAX_DST_SRC:
		return am_f32_max(s[c], d[c]);
	default:
		return am_f32_add(st, dt);
	}
}

/*
 * Normalized targets take colours clamped to their range, a NaN to its
 * low end.  On the bits: a magnitude above 1.0 (infinities too) clamps
 * to its sign's end, unless that sign is minus on a UNORM target, where
 * every negative but -0 becomes 0.
 */
static am_f32 am_clamp_to(const struct am_fmt *f, am_f32 v)
{
	am_f32 mag = v & 0x7fffffffu;

	if (f->kind == AM_FK_UNORM) {
		if (am_f32_is_nan(v) || ((v & 0x80000000u) && mag))
			return 0;
		return mag > AM_F32_ONE ? AM_F32_ONE : v;
	}
	if (f->kind == AM_FK_SNORM) {
		if (am_f32_is_nan(v))
			return 0xbf800000u;
		return mag > AM_F32_ONE ? (v & 0x80000000u) | AM_F32_ONE : v;
	}
	return v;
}

/* The shader's colour for a render target, as 32-bit channels */
static void am_fs_color(const struct am_sp_lane *lane,
			const struct am_rb_mrt *m, am_u32 out[4])
{
	int c;

	for (c = 0; c < 4; c++) {
		am_u32 reg = m->fs_regid + c;

		if (reg >= AM_SP_COMPS)
			out[c] = 0;
		else if (m->fs_half)
			out[c] = am_f16_to_f32(lane->hr[reg]);
		else
			out[c] = lane->r[reg];
	}
}

/* am_fmt_pack, through the memo of the last colour packed */
static void am_rb_pack(struct am_gpu *gpu, const struct am_rb_mrt *m,
		       const am_u32 rgba[4], am_u8 *px)
{
	struct am_pack_memo *memo = &gpu->pipe.pack_memo;
	am_u32 i;

	if (!memo->valid || memo->format != m->format ||
	    memo->swap != m->swap || memo->rgba[0] != rgba[0] ||
	    memo->rgba[1] != rgba[1] || memo->rgba[2] != rgba[2] ||
	    memo->rgba[3] != rgba[3]) {
		am_fmt_pack(&m->fmt, m->swap, rgba, memo->px);
		memo->format = m->format;
		memo->swap = m->swap;
		for (i = 0; i < 4; i++)
			memo->rgba[i] = rgba[i];
		memo->valid = 1;
	}
	/* Most targets are 32-bit: a copy the compiler makes one store */
	if (m->fmt.cpp == 4) {
		px[0] = memo->px[0];
		px[1] = memo->px[1];
		px[2] = memo->px[2];
		px[3] = memo->px[3];
		return;
	}
	for (i = 0; i < m->fmt.cpp && i < sizeof(memo->px); i++)
		px[i] = memo->px[i];
}

/*
 * A plain target's colour (am_rb_plain()): what am_rb_color() comes to,
 * neither clamp nor load mattering, packed straight into GMEM
 */
static void am_rb_color_plain(struct am_gpu *gpu, const struct am_rb_mrt *m,
			      am_u64 at, const struct am_sp_lane *lane)
{
	am_u8 *g = am_gmem(gpu, at, m->fmt.cpp);

	if (g)
		am_rb_pack(gpu, m, &lane->r[m->fs_regid], g);
}

static void am_rb_color(struct am_gpu *gpu, const struct am_rb_state *rb,
			const struct am_rb_mrt *m, am_s32 tx, am_s32 ty,
			am_s32 x, am_s32 y, const struct am_sp_lane *lane)
{
	am_u64 at = rb->bypass ?
		    m->base + (am_u64)y * m->pitch + (am_u64)x * m->fmt.cpp :
		    m->base + (am_u64)ty * m->pitch + (am_u64)tx * m->fmt.cpp;
	am_u32 mask, src[4], dst[4] = { 0, 0, 0, 0 }, res[4];
	int blend, integer, srgb, c;
	am_u8 px[16];

	if (m->plain && !rb->bypass) {
		am_rb_color_plain(gpu, m, at, lane);
		return;
	}
	mask = AM_FIELD(m->control, A3XX_RB_MRT_CONTROL_COMPONENT_ENABLE);
	blend = !!(m->control & A3XX_RB_MRT_CONTROL_BLEND);
	integer = m->fmt.kind == AM_FK_UINT || m->fmt.kind == AM_FK_SINT;
	srgb = m->srgb && am_fmt_srgb8(&m->fmt);
	if (m->plain) {
		am_rb_pack(gpu, m, &lane->r[m->fs_regid], px);
		am_rb_store(gpu, rb->bypass, at, px, m->fmt.cpp);
		return;
	}
	if (m->fmt.kind == AM_FK_NONE || !mask)
		return;
	am_fs_color(lane, m, src);
	for (c = 0; c < 4; c++)
		src[c] = am_clamp_to(&m->fmt, src[c]);
	if ((blend && !integer) || mask != 0xf) {
		if (am_rb_load(gpu, rb->bypass, at, px, m->fmt.cpp))
			return;
		am_fmt_unpack(&m->fmt, m->swap, px, dst);
		if (srgb)
			for (c = 0; c < 3; c++)
				dst[c] = am_srgb8_to_linear(am_f32_to_unorm(dst[c],
									    8));
	}
	for (c = 0; c < 4; c++) {
		if (!(mask & (1u << c)))
			res[c] = dst[c];
		else if (blend && !integer)
			res[c] = am_clamp_to(&m->fmt,
					     am_blend_channel(m->blend, c, src,
							      dst,
							      rb->blend_const));
		else
			res[c] = src[c];
	}
	if (srgb)
		for (c = 0; c < 3; c++)
			res[c] = am_unorm_to_f32(am_linear_to_srgb8(res[c]), 8);
	am_rb_pack(gpu, m, res, px);
	am_rb_store(gpu, rb->bypass, at, px, m->fmt.cpp);
}

void am_rb_fragment(struct am_gpu *gpu, const struct am_rb_state *rb,
		    am_s32 x, am_s32 y, am_f32 z, int back,
		    const struct am_sp_lane *lane)
{
	am_s32 tx = x - rb->win_x, ty = y - rb->win_y;
	int i;

	if (rb->fs_writes_z && rb->fs_z_regid < AM_SP_COMPS)
		z = lane->r[rb->fs_z_regid];
	gpu->pipe.stats.fragments++;
	gpu->cp.work += rb->fragment_work;
	if (rb->zs_test && !am_rb_depth_stencil(gpu, rb, tx, ty, z, back))
		return;
	gpu->pipe.samples_passed++;
	for (i = 0; i < rb->nr_written; i++)
		am_rb_color(gpu, rb, &rb->mrt[rb->written[i]], tx, ty, x, y,
			    lane);
}

void am_rb_quad_plain(struct am_gpu *gpu, const struct am_rb_state *rb,
		      am_s32 x, am_s32 y, unsigned int m,
		      const struct am_sp_lane *lanes, int step)
{
	am_s32 tx = x - rb->win_x, ty = y - rb->win_y;
	am_u32 n = (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1);
	int i, k;

	gpu->pipe.stats.fragments += n;
	gpu->cp.work += n * rb->fragment_work;
	gpu->pipe.samples_passed += n;
	for (k = 0; k < 4; k++) {
		if (!(m & (1u << k)))
			continue;
		for (i = 0; i < rb->nr_written; i++) {
			const struct am_rb_mrt *m2 = &rb->mrt[rb->written[i]];
			am_u64 at = m2->base +
				    (am_u64)(ty + k / 2) * m2->pitch +
				    (am_u64)(tx + k % 2) * m2->fmt.cpp;

			am_rb_color_plain(gpu, m2, at, &lanes[k * step]);
		}
	}
}

/*
 * The RB's 16 64-bit sample counters (fd3 adds up counters 0, 4, 8 and
 * 12, fd4 reads counter 0): the model keeps one, in counter 0, and
 * writes the others as zero.  a3xx takes the address from
 * RB_SAMPLE_COUNT_ADDR, a4xx from RB_SAMPLE_COUNT_CONTROL's high bits.
 */
void am_rb_zpass_done(struct am_gpu *gpu)
{
	am_u32 ctl, addr;
	am_u8 counters[16 * 8];
	am_u64 n = gpu->pipe.samples_passed;
	int i;

	if (gpu->gen->core == 4) {
		ctl = am_use(gpu, REG_A4XX_RB_SAMPLE_COUNT_CONTROL);
		addr = ctl & A4XX_RB_SAMPLE_COUNT_CONTROL_ADDR__MASK;
	} else {
		ctl = am_use(gpu, REG_A3XX_RB_SAMPLE_COUNT_CONTROL);
		addr = am_use(gpu, REG_A3XX_RB_SAMPLE_COUNT_ADDR);
	}
	if (!(ctl & A3XX_RB_SAMPLE_COUNT_CONTROL_COPY))
		return;
	for (i = 0; i < (int)sizeof(counters); i++)
		counters[i] = i < 8 ? (am_u8)(n >> (8 * i)) : 0;
	am_write_bytes(gpu, addr, counters, sizeof(counters));
}

/*
 * The resolve pass: n pixels of a row of the tile from (x, y), from GMEM
 * to memory, in one copy a page of the destination (a fault drops the
 * page's share, as it would each pixel's there).  Pixels left of the tile
 * or past GMEM's end are not copied.  The caller charged the work.
 */
void am_rb_resolve(struct am_gpu *gpu, const struct am_rb_state *rb,
		   am_s32 x, am_s32 y, am_u32 n)
{
	am_u32 cpp = rb->copy_fmt.cpp, fit, len, chunk;
	am_s32 tx = x - rb->win_x, ty = y - rb->win_y;
	am_u64 src, dst;
	const am_u8 *g;
	enum am_fault f;

	if (rb->copy_mode != RB_COPY_RESOLVE &&
	    rb->copy_mode != RB_COPY_DEPTH_STENCIL) {
		gpu->pipe.stats.unsupported += n;
		return;
	}
	if (!cpp || ty < 0)
		return;
	if (tx < 0) {
		if ((am_u32)-tx >= n)
			return;
		n -= (am_u32)-tx;
		x -= tx;
		tx = 0;
	}
	src = rb->copy_src + ((am_u64)ty * rb->bin_w + (am_u64)tx) * cpp;
	fit = !gpu->host.gmem || src >= gpu->cfg.gmem_bytes ? 0 :
	      (am_u32)((gpu->cfg.gmem_bytes - src) / cpp);
	if (fit < n) {
		gpu->pipe.stats.gmem_overruns += n - fit;
		n = fit;
	}
	if (!n)
		return;
	g = gpu->host.gmem + src;
	dst = rb->copy_dst + (am_u64)y * rb->copy_pitch + (am_u64)x * cpp;
	for (len = n * cpp; len; len -= chunk) {
		chunk = AM_PAGE_SIZE - (am_u32)(dst & (AM_PAGE_SIZE - 1));
		if (chunk > len)
			chunk = len;
		f = am_mem_write(gpu, dst, g, chunk);
		if (f)
			am_mmu_fault(gpu, dst, f, AM_ACCESS_WRITE);
		dst += chunk;
		g += chunk;
	}
}
