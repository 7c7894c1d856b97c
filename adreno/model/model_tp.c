// SPDX-License-Identifier: GPL-2.0-only
/*
 * The texture pipe: decodes a sample's sampler and texture descriptors,
 * picks the mip levels, wraps the coordinates and filters the texels it
 * needs (at most 2x2x2 per level, two levels), all in softfloat so that
 * every host gives the same bits.
 *
 * Memory layout, as Mesa 22.3 lays textures out (fd3_setup_slices,
 * fd4_setup_slices, fdl_pitch) and the descriptors describe them:
 *  - pitch of level l: level 0's PITCH, then align(max(PITCH >> l, 1),
 *    A) with A = 16 << PITCHALIGN on a3xx, 32 << PITCHALIGN on a4xx;
 *  - a3xx: level l starts at the l-th entry of the stage's mip address
 *    table (BASETABLEPTR + INDX); array layers are LAYERSZ1 apart at
 *    every level, cube faces pitch * height of their level;
 *  - a4xx: level 0 at TEX_CONST_4.BASE, level l after the 2D images of
 *    levels 0..l-1 (pitch * height each, unaligned); array layers and
 *    cube faces LAYERSZ apart (each layer holds all its levels);
 *  - 3D, both: slices of a level are 4 KiB aligned images, and from
 *    level 2 on a level keeps the previous level's slice size once that
 *    is 0xf000 bytes or less; a4xx's levels follow each other;
 *  - 1D and 1D arrays, both: the 2D layout of images one row high (ir3
 *    samples them as 2D at t = 0.5, texel row 0);
 *  - texture buffers: a3xx's are 1D textures at their mip table entry,
 *    a4xx's TYPE BUFFER one row of WIDTH | HEIGHT << 15 elements.
 *
 * ETC1, ETC2, EAC and RGTC textures (model_etc.c) and S3TC ones
 * (model_s3tc.c) are rows of 4x4 blocks of 8 or 16 bytes: PITCH is the
 * bytes of a row of blocks (fdl_pitch of the width in blocks), a level's
 * image is its pitch times its height in blocks, and a texel read
 * decodes its texel from its block.
 *
 * sRGB (TEX_CONST_0.SRGB, which fd3/fd4 set for the 8_8_8_8_UNORM and
 * ETC2 sRGB formats) decodes the first three channels of each texel
 * before the filter, as GL orders it; alpha stays linear.
 *
 * CLAMP_TO_BORDER reads the sampler's entry of the stage's border colour
 * buffer (TPL1_TP_{VS,FS}_BORDER_COLOR_BASE_ADDR), 0x40 bytes an entry
 * as fd_setup_border_colors() fills it: f16 x4 at 0, s16 x4 at 0x10,
 * f32 x4 at 0x20, s32 x4 at 0x30, each in the format's channel order
 * (the texel before the descriptor's swizzle).  The entry is the
 * sampler's table slot: a3xx's SAMPLEROFFSET + s# (fd3_emit.c writes the
 * FS entries from 16 on), a4xx's s#.  The model takes the f32 colour for
 * float and normalized formats, the 32-bit integers for integer ones.
 *
 * Depth compare (.s): each texel's first channel against the reference
 * with TEX_SAMP's COMPARE_FUNC (fd3/fd4 store PIPE_FUNC_* as is), 1.0 or
 * 0.0, then the filter (percentage closer).
 *
 * Gathers (gather4r/g/b/a, textureGather) read the four texels of the
 * bilinear footprint at level 0, whatever the filters and the level of
 * detail, and return one channel of each, in GL's order; the swizzle
 * follows, as for samples.  fd4 gathers through a copy of the view's
 * descriptor with the swizzle XYZW and integer formats remapped to
 * UNORM (fd4_emit.c's tg4 entries), ir3 picking the channel the view's
 * swizzle names and scaling integers back (its tg4 fix-ups): what the
 * hardware does with other swizzles and integer formats is not known,
 * and the model applies the swizzle and returns integers as read.
 *
 * Cube maps select the face from the direction; faces are layers 0..5
 * (a4xx: of each cube, cube n's faces at 6n..6n+5).  Linear filtering
 * takes the texels past a face's edge from the neighbouring face
 * (seamless, which GLES 3 always asks for and fd3/fd4 leave on unless
 * CUBEMAPSEAMLESSFILTOFF), or clamps to the edge with the bit set.
 * Anisotropic filters sample as linear and count as unsupported.
 * Tiled layouts, and sRGB on formats other than 8 bits unorm per
 * channel, are not modelled: they sample as linear unorm memory and
 * count as unsupported.
 */

#include "model_tp.h"
#include "model_fmt.h"
#include "model_internal.h"
#include "adreno_regs.h"

#define AM_F32_HALF	0x3f000000u
#define AM_F32_SIGN	0x80000000u
/* Texel indices stay well inside s32, whatever the coordinate */
#define AM_F32_2P30	0x4e800000u
#define AM_F32_M2P30	0xce800000u
#define AM_TP_BORDER	(-1)
#define AM_TP_LEVELS	16

/* A field of TPL1_TP_{VS,FS}_TEX_OFFSET (both have the FS layout) */
#define AM_TP_OFF(gpu, st, f)	\
	AM_FIELD(am_tp_offsets3(gpu, st), A3XX_TPL1_TP_FS_TEX_OFFSET_##f)

/*
 * a3xx's and a4xx's sampler and descriptor enums agree in value for
 * what is modelled here (filters, wraps, swizzles, 1D/2D/CUBE/3D), so
 * the a3xx names stand for both.
 */
struct am_tex {
	struct am_fmt fmt;
	am_u32 swap;
	am_u32 swiz[4];
	am_u32 type;
	am_u32 width, height;
	am_u32 depth;		/* 3D: depth; else layers (at least 1) */
	am_u32 depth_field;	/* TEX_CONST_3.DEPTH as stored (getsize's w) */
	am_u32 levels;
	am_u32 info_levels;	/* what getinfo's z says (am_tp_info) */
	am_u32 pitch;		/* level 0, bytes per row */
	am_u32 align;		/* of the other levels' pitch */
	am_u32 layer_size;
	am_u64 base;		/* a4xx: level 0 */
	const am_u32 *mip;	/* a3xx: the level addresses */
	int tiled, srgb;
	int unsupported;	/* sampled, but not as the hardware would */
	/* a4xx truncates the layer (ir3 adds 0.5), a3xx rounds it */
	int layer_trunc;
	/*
	 * a3xx: a texel fetch's coordinates are level 0's, the level's
	 * texel being the coordinate shifted right by the level (ir3's
	 * unminify_coords shifts them left); a4xx's are the level's own
	 */
	int fetch_level0;
};

struct am_samp {
	am_u32 mag, min, wrap[3];
	int mip_linear, unnorm;
	int seamless_off;	/* CUBEMAPSEAMLESSFILTOFF */
	am_f32 bias, min_lod, max_lod;
	am_u32 compare;		/* enum adreno_compare_func, for .s */
	am_u32 slot;		/* in the stage's sampler table */
	am_u32 border[4];	/* CLAMP_TO_BORDER's texel */
};

/* One level, as the texel reads need it */
struct am_tp_level {
	am_u64 addr;		/* layer, face or slice 0 */
	am_u64 stride;		/* between layers, faces or slices */
	am_u32 pitch, w, h, d;
};

/* The texels along one axis: one, or two and the second one's weight */
struct am_tp_axis {
	am_s32 i[2];
	am_f32 frac;
	int taps;
};

static am_u32 am_minify(am_u32 v, am_u32 l)
{
	v = l < 32 ? v >> l : 0;
	return v ? v : 1;
}

static int am_fmt_is_int(const struct am_fmt *f)
{
	return f->kind == AM_FK_UINT || f->kind == AM_FK_SINT;
}

/* A signed fixed-point field to f32: bits wide, frac fraction bits */
static am_f32 am_tp_fixed(am_u32 v, int bits, int frac, int is_signed)
{
	am_s32 s = (am_s32)v;

	if (is_signed && (v >> (bits - 1)) & 1)
		s = (am_s32)(v | (~0u << bits));
	/* A power of two: the product is exact */
	return am_f32_mul(am_f32_from_s32(s),
			  (am_f32)(127 - frac) << 23);
}

/*
 * a3xx: t# and s# are offsets from the stage's TPL1_TP_*_TEX_OFFSET
 * (fd3_emit.c loads FS state at 16 and programs the register so);
 * returns the table index, or ~0 when it is outside the table.
 */
static am_u32 am_tp_offsets3(struct am_gpu *gpu, enum am_stage st)
{
	return am_use(gpu, st == AM_VS ? REG_A3XX_TPL1_TP_VS_TEX_OFFSET :
					 REG_A3XX_TPL1_TP_FS_TEX_OFFSET);
}

/* Slot n from the stage's base, or ~0 past the table */
static am_u32 am_tp_slot3(am_u32 base, am_u32 n, am_u32 limit)
{
	if (n >= limit || base + n >= limit)
		return ~0u;
	return base + n;
}

static void am_tex_decode3(struct am_gpu *gpu, enum am_stage st,
			   const am_u32 *d, struct am_tex *t)
{
	am_u32 idx = AM_FIELD(d[2], A3XX_TEX_CONST_2_INDX);
	am_u32 room = AM_TEX_SLOTS * AM_MIP_LEVELS;

	t->fmt = am_fmt_tex3(AM_FIELD(d[0], A3XX_TEX_CONST_0_FMT));
	t->type = AM_FIELD(d[0], A3XX_TEX_CONST_0_TYPE);
	t->levels = AM_FIELD(d[0], A3XX_TEX_CONST_0_MIPLVLS) + 1;
	t->info_levels = t->levels - 1;
	t->width = AM_FIELD(d[1], A3XX_TEX_CONST_1_WIDTH);
	t->height = AM_FIELD(d[1], A3XX_TEX_CONST_1_HEIGHT);
	t->align = 16u << AM_FIELD(d[1], A3XX_TEX_CONST_1_PITCHALIGN);
	t->pitch = AM_FIELD(d[2], A3XX_TEX_CONST_2_PITCH);
	t->swap = AM_FIELD(d[2], A3XX_TEX_CONST_2_SWAP);
	/* fd3 stores an array's layers minus one, a 3D depth as is */
	t->depth_field = AM_FIELD(d[3], A3XX_TEX_CONST_3_DEPTH);
	t->depth = t->depth_field;
	if (t->type != A3XX_TEX_3D)
		t->depth++;
	t->layer_size = AM_FIELD(d[3], A3XX_TEX_CONST_3_LAYERSZ1) << 12;
	t->tiled = AM_FIELD(d[0], A3XX_TEX_CONST_0_TILE_MODE) != LINEAR;
	t->srgb = !!(d[0] & A3XX_TEX_CONST_0_SRGB);
	t->fetch_level0 = 1;

	/* The level addresses: BASETABLEPTR + INDX, bounded by the table */
	idx = am_tp_slot3(AM_TP_OFF(gpu, st, BASETABLEPTR), idx, room);
	if (t->levels > AM_MIP_LEVELS)
		t->levels = AM_MIP_LEVELS;
	if (idx == ~0u) {
		t->levels = 0;
		return;
	}
	if (t->levels > room - idx)
		t->levels = room - idx;
	t->mip = &gpu->stage[st].mipaddr[idx];
}

static void am_tex_decode4(const am_u32 *d, struct am_tex *t)
{
	t->fmt = am_fmt_tex4(AM_FIELD(d[0], A4XX_TEX_CONST_0_FMT));
	t->type = AM_FIELD(d[0], A4XX_TEX_CONST_0_TYPE);
	t->levels = AM_FIELD(d[0], A4XX_TEX_CONST_0_MIPLVLS) + 1;
	t->info_levels = t->levels;
	t->width = AM_FIELD(d[1], A4XX_TEX_CONST_1_WIDTH);
	t->height = AM_FIELD(d[1], A4XX_TEX_CONST_1_HEIGHT);
	t->align = 32u << AM_FIELD(d[2], A4XX_TEX_CONST_2_PITCHALIGN);
	t->pitch = AM_FIELD(d[2], A4XX_TEX_CONST_2_PITCH);
	t->swap = AM_FIELD(d[2], A4XX_TEX_CONST_2_SWAP);
	/* fd4 stores layers (cubes: cube count) as is, 0 for plain 2D */
	t->depth_field = AM_FIELD(d[3], A4XX_TEX_CONST_3_DEPTH);
	t->depth = t->depth_field ? t->depth_field : 1;
	t->layer_size = AM_FIELD(d[3], A4XX_TEX_CONST_3_LAYERSZ) << 12;
	t->base = d[4] & A4XX_TEX_CONST_4_BASE__MASK;
	t->tiled = !!(d[0] & A4XX_TEX_CONST_0_TILED);
	t->srgb = !!(d[0] & A4XX_TEX_CONST_0_SRGB);
	t->layer_trunc = 1;
	/*
	 * A texture buffer: fd4 splits its element count over WIDTH (the
	 * low 15 bits) and HEIGHT; its elements are one row from BASE,
	 * which a texel fetch indexes as a 1D texture's (a3xx describes
	 * buffers as 1D textures)
	 */
	if (t->type == A4XX_TEX_BUFFER) {
		t->type = A3XX_TEX_1D;
		t->width |= t->height << 15;
		t->height = 1;
		t->levels = 1;
	}
}

/*
 * The descriptor of texture t# of a stage, decoded; 0 when the slot is
 * past the tables
 */
static int am_tp_desc(struct am_gpu *gpu, enum am_stage st, am_u32 n,
		      struct am_tex *t)
{
	const am_u32 *d;
	am_u32 slot = n, c;

	if ((am_u32)st >= AM_STAGE_COUNT || gpu->gen->core < 3)
		return 0;
	if (gpu->gen->core == 3)
		slot = am_tp_slot3(AM_TP_OFF(gpu, st, MEMOBJOFFSET), n,
				   AM_TEX_SLOTS);
	if (slot >= AM_TEX_SLOTS)
		return 0;
	d = &gpu->stage[st].tex[slot * AM_TEXC_DWORDS];
	*t = (struct am_tex){ .mip = AM_NULL };
	if (gpu->gen->core == 3) {
		am_tex_decode3(gpu, st, d, t);
	} else {
		am_tex_decode4(d, t);
		if (t->levels > AM_TP_LEVELS)
			t->levels = AM_TP_LEVELS;
	}
	/* Both generations put SWIZ_X..W at the same bits */
	for (c = 0; c < 4; c++)
		t->swiz[c] = (d[0] >> (4 + 3 * c)) & 7;
	if (t->srgb && !am_fmt_srgb8(&t->fmt)) {
		t->srgb = 0;
		t->unsupported = 1;
	}
	return 1;
}

/* The texture t# of a stage; 0 when there is none the model can read */
static int am_tp_tex(struct am_gpu *gpu, enum am_stage st, am_u32 n,
		     struct am_tex *t)
{
	return am_tp_desc(gpu, st, n, t) && t->levels &&
	       t->type <= A3XX_TEX_3D && t->fmt.kind != AM_FK_NONE;
}

static void am_samp_decode3(const am_u32 *d, struct am_samp *s)
{
	s->mag = AM_FIELD(d[0], A3XX_TEX_SAMP_0_XY_MAG);
	s->min = AM_FIELD(d[0], A3XX_TEX_SAMP_0_XY_MIN);
	s->wrap[0] = AM_FIELD(d[0], A3XX_TEX_SAMP_0_WRAP_S);
	s->wrap[1] = AM_FIELD(d[0], A3XX_TEX_SAMP_0_WRAP_T);
	s->wrap[2] = AM_FIELD(d[0], A3XX_TEX_SAMP_0_WRAP_R);
	s->mip_linear = !!(d[0] & A3XX_TEX_SAMP_0_MIPFILTER_LINEAR);
	s->unnorm = !!(d[0] & A3XX_TEX_SAMP_0_UNNORM_COORDS);
	s->compare = AM_FIELD(d[0], A3XX_TEX_SAMP_0_COMPARE_FUNC);
	s->seamless_off = !!(d[0] & A3XX_TEX_SAMP_0_CUBEMAPSEAMLESSFILTOFF);
	s->bias = am_tp_fixed(AM_FIELD(d[1], A3XX_TEX_SAMP_1_LOD_BIAS),
			      11, 6, 1);
	s->max_lod = am_tp_fixed(AM_FIELD(d[1], A3XX_TEX_SAMP_1_MAX_LOD),
				 10, 6, 0);
	s->min_lod = am_tp_fixed(AM_FIELD(d[1], A3XX_TEX_SAMP_1_MIN_LOD),
				 10, 6, 0);
}

static void am_samp_decode4(const am_u32 *d, struct am_samp *s)
{
	s->mag = AM_FIELD(d[0], A4XX_TEX_SAMP_0_XY_MAG);
	s->min = AM_FIELD(d[0], A4XX_TEX_SAMP_0_XY_MIN);
	s->wrap[0] = AM_FIELD(d[0], A4XX_TEX_SAMP_0_WRAP_S);
	s->wrap[1] = AM_FIELD(d[0], A4XX_TEX_SAMP_0_WRAP_T);
	s->wrap[2] = AM_FIELD(d[0], A4XX_TEX_SAMP_0_WRAP_R);
	/* fd4 sets only LINEAR_NEAR for GL's linear mip filter */
	s->mip_linear = !!(d[0] & A4XX_TEX_SAMP_0_MIPFILTER_LINEAR_NEAR) ||
			!!(d[1] & A4XX_TEX_SAMP_1_MIPFILTER_LINEAR_FAR);
	s->unnorm = !!(d[1] & A4XX_TEX_SAMP_1_UNNORM_COORDS);
	s->compare = AM_FIELD(d[1], A4XX_TEX_SAMP_1_COMPARE_FUNC);
	s->seamless_off = !!(d[1] & A4XX_TEX_SAMP_1_CUBEMAPSEAMLESSFILTOFF);
	s->bias = am_tp_fixed(AM_FIELD(d[0], A4XX_TEX_SAMP_0_LOD_BIAS),
			      13, 8, 1);
	s->max_lod = am_tp_fixed(AM_FIELD(d[1], A4XX_TEX_SAMP_1_MAX_LOD),
				 12, 8, 0);
	s->min_lod = am_tp_fixed(AM_FIELD(d[1], A4XX_TEX_SAMP_1_MIN_LOD),
				 12, 8, 0);
}

static int am_tp_samp(struct am_gpu *gpu, enum am_stage st, am_u32 n,
		      struct am_samp *s)
{
	am_u32 slot = n;

	if ((am_u32)st >= AM_STAGE_COUNT)
		return 0;
	if (gpu->gen->core == 3)
		slot = am_tp_slot3(AM_TP_OFF(gpu, st, SAMPLEROFFSET), n,
				   AM_TEX_SLOTS);
	if (slot >= AM_TEX_SLOTS)
		return 0;
	s->slot = slot;
	if (gpu->gen->core == 3)
		am_samp_decode3(&gpu->stage[st].samp[slot * AM_SAMP_DWORDS], s);
	else
		am_samp_decode4(&gpu->stage[st].samp[slot * AM_SAMP_DWORDS], s);
	return 1;
}

static am_u32 am_tp_pitch(const struct am_tex *t, am_u32 l)
{
	am_u32 p;

	if (!l)
		return t->pitch;
	p = am_minify(t->pitch, l);
	return (p + t->align - 1) & ~(t->align - 1);
}

/* Rows of a level of height h: texels, or 4-texel blocks */
static am_u32 am_tp_rows(const struct am_tex *t, am_u32 h)
{
	return t->fmt.block ? (h + 3) / 4 : h;
}

/* Bytes of one 2D image of level l */
static am_u64 am_tp_image(const struct am_tex *t, am_u32 l)
{
	return (am_u64)am_tp_pitch(t, l) *
	       am_tp_rows(t, am_minify(t->height, l));
}

/*
 * A 3D texture's slice size at level l and (a4xx) the level's offset:
 * Mesa's rule, which stops shrinking slices once they are small.
 */
static am_u64 am_tp_slice3d(const struct am_tex *t, am_u32 l, am_u64 *off)
{
	am_u64 size = 0;
	am_u32 k;

	*off = 0;
	for (k = 0; k <= l && k < AM_TP_LEVELS; k++) {
		if (k)
			*off += size * am_minify(t->depth, k - 1);
		if (k <= 1 || size > 0xf000)
			size = (am_tp_image(t, k) + 0xfff) & ~0xfffull;
	}
	return size;
}

static void am_tp_level(const struct am_tex *t, am_u32 l,
			struct am_tp_level *lv)
{
	am_u64 off = 0;
	am_u32 k;

	lv->pitch = am_tp_pitch(t, l);
	lv->w = am_minify(t->width, l);
	lv->h = am_minify(t->height, l);
	lv->d = t->type == A3XX_TEX_3D ? am_minify(t->depth, l) : t->depth;
	/* A cube's depth counts cubes (a4xx) or is 1 (a3xx): six faces */
	if (t->type == A3XX_TEX_CUBE)
		lv->d *= 6;
	if (t->type == A3XX_TEX_3D)
		lv->stride = am_tp_slice3d(t, l, &off);
	else if (t->type == A3XX_TEX_CUBE && t->mip)
		lv->stride = am_tp_image(t, l);
	else
		lv->stride = t->layer_size;
	if (t->mip) {
		lv->addr = t->mip[l];
		return;
	}
	if (t->type != A3XX_TEX_3D)
		for (k = 0; k < l; k++)
			off += am_tp_image(t, k);
	lv->addr = t->base + off;
}

/*
 * One texel; outside the level (CLAMP_TO_BORDER's texels) it is the
 * border colour, or zeros without one (texel fetches)
 */
static void am_tp_texel(struct am_gpu *gpu, const struct am_tex *t,
			const struct am_tp_level *lv, const am_s32 idx[3],
			const am_u32 *border, am_u32 out[4])
{
	am_u8 buf[16];
	am_u64 addr;
	int c;

	gpu->cp.work += AM_WORK_TEXEL;
	if (idx[0] < 0 || idx[1] < 0 || idx[2] < 0 ||
	    (am_u32)idx[0] >= lv->w || (am_u32)idx[1] >= lv->h ||
	    (am_u32)idx[2] >= lv->d || t->fmt.cpp > sizeof(buf)) {
		for (c = 0; c < 4; c++)
			out[c] = border ? border[c] : 0;
		return;
	}
	addr = lv->addr + (am_u64)idx[2] * lv->stride;
	if (t->fmt.block) {
		/* The 4x4 block holding the texel; PITCH is a block row's */
		addr += (am_u64)(idx[1] / 4) * lv->pitch +
			(am_u64)(idx[0] / 4) * t->fmt.cpp;
		am_read_bytes(gpu, addr, buf, t->fmt.cpp);
		am_fmt_block_texel(&t->fmt, buf, idx[0], idx[1], out);
	} else {
		addr += (am_u64)idx[1] * lv->pitch +
			(am_u64)idx[0] * t->fmt.cpp;
		am_read_bytes(gpu, addr, buf, t->fmt.cpp);
		am_fmt_unpack(&t->fmt, t->swap, buf, out);
	}
	/* R, G and B before the swizzle; an 8-bit unorm value is exact */
	if (t->srgb)
		for (c = 0; c < 3; c++)
			out[c] = am_srgb8_to_linear(am_f32_to_unorm(out[c], 8));
}

/* A texel index wrapped into 0..n-1, or AM_TP_BORDER */
static am_s32 am_tp_wrap(am_u32 mode, am_s32 i, am_u32 n)
{
	am_s32 sn = (am_s32)n, m;

	switch (mode) {
	case A3XX_TEX_REPEAT:
		m = i % sn;
		return m < 0 ? m + sn : m;
	case A3XX_TEX_MIRROR_REPEAT:
		m = i % (2 * sn);
		if (m < 0)
			m += 2 * sn;
		return m >= sn ? 2 * sn - 1 - m : m;
	case A3XX_TEX_CLAMP_TO_BORDER:
		return i < 0 || i >= sn ? AM_TP_BORDER : i;
	case A3XX_TEX_MIRROR_CLAMP:
		if (i < 0)
			i = -1 - i;
		return i >= sn ? sn - 1 : i;
	default:	/* CLAMP_TO_EDGE, and values no driver writes */
		return i < 0 ? 0 : i >= sn ? sn - 1 : i;
	}
}

/*
 * Texels along one axis of n: nearest takes floor(u), linear the two
 * around u - 0.5 and the fraction (only one when it is 0, so sampling
 * at texel centres reads one texel and returns it exactly).
 */
static void am_tp_axis(am_f32 s, am_s32 off, am_u32 n, int unnorm,
		       int linear, am_u32 wrap, struct am_tp_axis *ax)
{
	am_f32 u = unnorm ? s : am_f32_mul(s, am_f32_from_u32(n));
	am_f32 fl;
	am_s32 i;

	/* .o: whole texels, after the scaling (GL's u + offset) */
	if (off)
		u = am_f32_add(u, am_f32_from_s32(off));
	if (linear)
		u = am_f32_sub(u, AM_F32_HALF);
	/* NaN goes to the low end: max gives the other operand */
	u = am_f32_min(am_f32_max(u, AM_F32_M2P30), AM_F32_2P30);
	fl = am_f32_floor(u);
	i = am_f32_to_s32(fl);
	ax->frac = linear ? am_f32_sub(u, fl) : AM_F32_ZERO;
	ax->taps = linear && ax->frac != AM_F32_ZERO ? 2 : 1;
	ax->i[0] = am_tp_wrap(wrap, i, n);
	ax->i[1] = am_tp_wrap(wrap, i + 1, n);
}

static void am_tp_fixed_axis(am_s32 i, struct am_tp_axis *ax)
{
	ax->i[0] = i;
	ax->i[1] = i;
	ax->frac = AM_F32_ZERO;
	ax->taps = 1;
}

/*
 * An array layer, clamped to the layers there are: the nearest (GL's
 * rule) on a3xx; a4xx truncates, ir3 having added 0.5 (its
 * array_index_add_half, set from a4xx on)
 */
static am_s32 am_tp_layer(const struct am_tex *t, am_f32 r, am_u32 layers)
{
	am_f32 top = am_f32_from_u32(layers - 1);

	if (!t->layer_trunc)
		r = am_f32_add(r, AM_F32_HALF);
	r = am_f32_floor(r);
	return am_f32_to_s32(am_f32_min(am_f32_max(r, AM_F32_ZERO), top));
}

/*
 * GL's cube map table: per face (+X, -X, +Y, -Y, +Z, -Z, as the layers
 * are stored), the components sc and tc are, and their signs
 */
static const struct {
	am_u32 sc, tc, sc_sign, tc_sign;
} am_cube_axes[6] = {
	{ 2, 1, AM_F32_SIGN, AM_F32_SIGN },	/* +X: -z, -y */
	{ 2, 1, 0, AM_F32_SIGN },		/* -X: +z, -y */
	{ 0, 2, 0, 0 },				/* +Y: +x, +z */
	{ 0, 2, 0, AM_F32_SIGN },		/* -Y: +x, -z */
	{ 0, 1, 0, AM_F32_SIGN },		/* +Z: +x, -y */
	{ 0, 1, AM_F32_SIGN, AM_F32_SIGN },	/* -Z: -x, -y */
};

/* The face direction c points at: its major axis * 2, + 1 if negative */
static am_u32 am_tp_cube_face(const am_u32 c[3])
{
	am_f32 a[3];
	am_u32 major = 0, i;

	for (i = 0; i < 3; i++)
		a[i] = c[i] & ~AM_F32_SIGN;
	if (am_f32_lt(a[major], a[1]))
		major = 1;
	if (am_f32_lt(a[major], a[2]))
		major = 2;
	return major * 2 + (c[major] >> 31);
}

/*
 * GL's cube face selection (major axis, then sc/tc per face): the face,
 * and s and t on it
 */
static am_u32 am_tp_cube(const am_u32 c[3], am_f32 st[2])
{
	am_u32 face = am_tp_cube_face(c);
	am_f32 ma = c[face / 2] & ~AM_F32_SIGN;
	am_f32 sc = c[am_cube_axes[face].sc] ^ am_cube_axes[face].sc_sign;
	am_f32 tc = c[am_cube_axes[face].tc] ^ am_cube_axes[face].tc_sign;

	st[0] = am_f32_mul(am_f32_add(am_f32_div(sc, ma), AM_F32_ONE),
			   AM_F32_HALF);
	st[1] = am_f32_mul(am_f32_add(am_f32_div(tc, ma), AM_F32_ONE),
			   AM_F32_HALF);
	return face;
}

/*
 * The change of a cube map's s and t, in texels, for a change dc of the
 * direction c: on c's face, s = (sc / |ma| + 1) / 2, so by the quotient
 * rule ds = (dsc |ma| - sc d|ma|) / (2 ma^2), and so for t
 */
static void am_tp_cube_step(const struct am_tex *t, const am_u32 c[3],
			    const am_f32 dc[3], am_f32 d[2])
{
	am_u32 face = am_tp_cube_face(c), m = face / 2, k;
	am_u32 sign = c[m] & AM_F32_SIGN;
	am_f32 ma = c[m] & ~AM_F32_SIGN, dma = dc[m] ^ sign;
	am_f32 scale = am_f32_div(am_f32_mul(am_f32_from_u32(t->width),
					     AM_F32_HALF),
				  am_f32_mul(ma, ma));

	for (k = 0; k < 2; k++) {
		am_u32 i = k ? am_cube_axes[face].tc : am_cube_axes[face].sc;
		am_u32 flip = k ? am_cube_axes[face].tc_sign :
				  am_cube_axes[face].sc_sign;
		am_f32 v = am_f32_sub(am_f32_mul(dc[i] ^ flip, ma),
				      am_f32_mul(c[i] ^ flip, dma));

		d[k] = am_f32_mul(v, scale);
	}
}

/*
 * Seamless cube filtering: texel (i, j) of a face, one texel past its
 * edge (i or j is -1 or n), is looked up again from the direction of its
 * centre, which lands on the neighbouring face.  A corner's direction
 * lands on one of its three faces.  idx[2] is 6 * cube + face on entry
 * and on return.
 */
static void am_tp_seamless(const struct am_tp_level *lv, am_s32 idx[3])
{
	am_u32 face = (am_u32)idx[2] % 6, major = face / 2, neg = face & 1;
	am_s32 base = idx[2] - (am_s32)face;
	am_u32 n[2] = { lv->w, lv->h }, dir[3], newface;
	am_f32 sc[2], st[2];
	int k;

	/* Face coordinates of the texel's centre: (2i + 1) / n - 1 */
	for (k = 0; k < 2; k++)
		sc[k] = am_f32_sub(am_f32_div(am_f32_from_s32(2 * idx[k] + 1),
					      am_f32_from_u32(n[k])),
				   AM_F32_ONE);
	/* am_tp_cube's mapping, inverted */
	dir[major] = neg ? 0xbf800000u : AM_F32_ONE;
	if (major == 0) {
		dir[2] = sc[0] ^ (neg ? 0 : AM_F32_SIGN);
		dir[1] = sc[1] ^ AM_F32_SIGN;
	} else if (major == 1) {
		dir[0] = sc[0];
		dir[2] = sc[1] ^ (neg ? AM_F32_SIGN : 0);
	} else {
		dir[0] = sc[0] ^ (neg ? AM_F32_SIGN : 0);
		dir[1] = sc[1] ^ AM_F32_SIGN;
	}
	newface = am_tp_cube(dir, st);
	for (k = 0; k < 2; k++) {
		am_f32 at = am_f32_mul(st[k], am_f32_from_u32(n[k]));
		am_s32 i = am_f32_to_s32(am_f32_floor(at));

		idx[k] = i < 0 ? 0 : (am_u32)i >= n[k] ? (am_s32)n[k] - 1 : i;
	}
	idx[2] = base + (am_s32)newface;
}

/* The texels a request needs on one level, along each axis */
static void am_tp_axes(const struct am_tp_req *req, const struct am_tex *t,
		       const struct am_samp *sp, const struct am_tp_level *lv,
		       int linear, struct am_tp_axis ax[3])
{
	am_f32 st[2];
	am_u32 wrap;

	if (t->type == A3XX_TEX_CUBE && req->dims >= 3) {
		am_u32 face = am_tp_cube(req->coord, st);
		am_u32 cubes = lv->d / 6;
		am_s32 cube = 0;

		if (req->array && cubes)
			cube = am_tp_layer(t, req->layer, cubes);
		/*
		 * Seamless: linear's texels past an edge (index -1 or n)
		 * are marked, for am_tp_filter to look up
		 */
		wrap = linear && !sp->seamless_off ? A3XX_TEX_CLAMP_TO_BORDER :
						     A3XX_TEX_CLAMP_TO_EDGE;
		am_tp_axis(st[0], 0, lv->w, 0, linear, wrap, &ax[0]);
		am_tp_axis(st[1], 0, lv->h, 0, linear, wrap, &ax[1]);
		am_tp_fixed_axis(cube * 6 + (am_s32)face, &ax[2]);
		return;
	}
	am_tp_axis(req->coord[0], req->offset[0], lv->w, sp->unnorm, linear,
		   sp->wrap[0], &ax[0]);
	if (req->dims >= 2)
		am_tp_axis(req->coord[1], req->offset[1], lv->h, sp->unnorm,
			   linear, sp->wrap[1], &ax[1]);
	else
		am_tp_fixed_axis(0, &ax[1]);
	if (req->dims >= 3 && t->type == A3XX_TEX_3D)
		am_tp_axis(req->coord[2], req->offset[2], lv->d, sp->unnorm,
			   linear, sp->wrap[2], &ax[2]);
	else if (req->array)
		am_tp_fixed_axis(am_tp_layer(t, req->layer, lv->d), &ax[2]);
	else
		am_tp_fixed_axis(0, &ax[2]);
}

/*
 * A depth compare (.s): GL's D_ref OP D_t, the reference clamped to
 * [0, 1] for normalized depth; 1.0 when it passes, else 0.0
 */
static am_f32 am_tp_compare(const struct am_tex *t, am_u32 func,
			    am_f32 ref, am_f32 d)
{
	int r;

	if (t->fmt.kind == AM_FK_UNORM)
		ref = am_f32_min(am_f32_max(ref, AM_F32_ZERO), AM_F32_ONE);
	switch (func) {
	case 1:		/* LESS */
		r = am_f32_lt(ref, d);
		break;
	case 2:		/* EQUAL */
		r = am_f32_eq(ref, d);
		break;
	case 3:		/* LEQUAL */
		r = am_f32_le(ref, d);
		break;
	case 4:		/* GREATER */
		r = am_f32_lt(d, ref);
		break;
	case 5:		/* NOTEQUAL */
		r = !am_f32_eq(ref, d);
		break;
	case 6:		/* GEQUAL */
		r = am_f32_le(d, ref);
		break;
	case 7:		/* ALWAYS */
		r = 1;
		break;
	default:	/* NEVER */
		r = 0;
		break;
	}
	return r ? AM_F32_ONE : AM_F32_ZERO;
}

/*
 * The texel idx of a footprint's corner (bit a: the second texel along
 * axis a): a cube face's texels past its edge come from the next face
 * (seamless); compared first for .s (percentage closer)
 */
static void am_tp_corner(struct am_gpu *gpu, const struct am_tp_req *req,
			 const struct am_tex *t, const struct am_samp *sp,
			 const struct am_tp_level *lv, am_s32 idx[3],
			 int corner, am_u32 tx[4])
{
	int k;

	if (t->type == A3XX_TEX_CUBE && !sp->seamless_off &&
	    (idx[0] == AM_TP_BORDER || idx[1] == AM_TP_BORDER)) {
		for (k = 0; k < 2; k++)
			if (idx[k] == AM_TP_BORDER)
				idx[k] = (corner >> k) & 1 ?
					 (am_s32)(k ? lv->h : lv->w) : -1;
		am_tp_seamless(lv, idx);
	}
	am_tp_texel(gpu, t, lv, idx, sp->border, tx);
	if (req->shadow)
		tx[0] = am_tp_compare(t, sp->compare, req->ref, tx[0]);
}

/*
 * The weighted sum of the corners: each corner's weight is the product
 * of its axes' weights, accumulated in a fixed order.  A lone texel is
 * returned as read (integer formats, nearest, texel centres).
 */
static void am_tp_filter(struct am_gpu *gpu, const struct am_tp_req *req,
			 const struct am_tex *t, const struct am_samp *sp,
			 const struct am_tp_level *lv,
			 const struct am_tp_axis ax[3], am_u32 out[4])
{
	am_u32 tx[4];
	int corner, a, c, first = 1;

	for (corner = 0; corner < 8; corner++) {
		am_f32 w = AM_F32_ONE;
		am_s32 idx[3];

		for (a = 0; a < 3; a++) {
			int bit = (corner >> a) & 1;

			if (bit && ax[a].taps < 2)
				break;
			idx[a] = ax[a].i[bit];
			if (ax[a].taps == 2)
				w = am_f32_mul(w, bit ? ax[a].frac :
					       am_f32_sub(AM_F32_ONE,
							  ax[a].frac));
		}
		if (a < 3)
			continue;
		am_tp_corner(gpu, req, t, sp, lv, idx, corner, tx);
		for (c = 0; c < 4; c++) {
			if (first && w == AM_F32_ONE)
				out[c] = tx[c];
			else if (first)
				out[c] = am_f32_mul(tx[c], w);
			else
				out[c] = am_f32_mad(tx[c], w, out[c]);
		}
		first = 0;
	}
}

/* The levels a sample reads: one, or two and the second one's weight */
struct am_tp_lod {
	am_u32 level[2];
	am_f32 frac;
	int n;
	int minify;
};

/*
 * GL's rules: the sampler's bias, then its LOD clamp; minification when
 * the result is above 0.  Nearest mip filtering rounds halves down.
 */
static void am_tp_pick(const struct am_tex *t, const struct am_samp *sp,
		       am_f32 lod, struct am_tp_lod *o)
{
	am_u32 top = t->levels - 1;
	am_f32 fl;

	if (am_f32_is_nan(lod))
		lod = AM_F32_ZERO;
	lod = am_f32_add(lod, sp->bias);
	lod = am_f32_min(am_f32_max(lod, sp->min_lod), sp->max_lod);
	o->minify = am_f32_lt(AM_F32_ZERO, lod);
	o->level[0] = 0;
	o->level[1] = 0;
	o->frac = AM_F32_ZERO;
	o->n = 1;
	/* Unnormalized coordinates address level 0 only */
	if (!o->minify || sp->unnorm || !top)
		return;
	lod = am_f32_min(lod, am_f32_from_u32(top));
	if (!sp->mip_linear) {
		fl = am_f32_ceil(am_f32_add(lod, AM_F32_HALF));
		o->level[0] = am_f32_to_u32(fl) - 1;
		return;
	}
	fl = am_f32_floor(lod);
	o->level[0] = am_f32_to_u32(fl);
	o->frac = am_f32_sub(lod, fl);
	if (o->frac != AM_F32_ZERO && o->level[0] < top) {
		o->level[1] = o->level[0] + 1;
		o->n = 2;
	}
}

static void am_tp_filtered(struct am_gpu *gpu, const struct am_tp_req *req,
			   const struct am_tex *t, const struct am_samp *sp,
			   am_u32 out[4])
{
	struct am_tp_lod lod;
	struct am_tp_level lv;
	struct am_tp_axis ax[3];
	am_u32 v[4];
	am_u32 filter;
	int linear, n, c;

	am_tp_pick(t, sp, req->lod, &lod);
	filter = lod.minify ? sp->min : sp->mag;
	/* Integer textures filter as nearest (linear makes them incomplete) */
	linear = filter != A3XX_TEX_NEAREST && !am_fmt_is_int(&t->fmt);
	/* Anisotropic filtering (fd3/fd4: max_anisotropy 2 on) is linear */
	if (linear && filter == A3XX_TEX_ANISO)
		gpu->pipe.stats.unsupported++;
	for (n = 0; n < lod.n; n++) {
		am_tp_level(t, lod.level[n], &lv);
		am_tp_axes(req, t, sp, &lv, linear, ax);
		am_tp_filter(gpu, req, t, sp, &lv, ax, n ? v : out);
	}
	if (lod.n < 2)
		return;
	for (c = 0; c < 4; c++)
		out[c] = am_f32_mad(v[c], lod.frac,
				    am_f32_mul(out[c], am_f32_sub(AM_F32_ONE,
								  lod.frac)));
}

/*
 * gather4r/g/b/a: the bilinear footprint at level 0 (the view's base)
 * whatever the filters and the lod, its texels wrapped as a linear
 * filter wraps them (a cube's past the edges from the next faces) and
 * the border colour past CLAMP_TO_BORDER's edges, one channel of each
 * in GL's order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).  A 3D texture,
 * which GL does not gather, gives its first slice's.
 */
static void am_tp_gather(struct am_gpu *gpu, const struct am_tp_req *req,
			 const struct am_tex *t, const struct am_samp *sp,
			 am_u32 out[4])
{
	/* The corners in GL's order: bit 0 i1, bit 1 j1 */
	static const am_u8 order[4] = { 2, 3, 1, 0 };
	struct am_tp_level lv;
	struct am_tp_axis ax[3];
	am_u32 tx[4], c = (am_u32)(req->gather - 1) & 3;
	am_s32 idx[3];
	int k;

	am_tp_level(t, 0, &lv);
	am_tp_axes(req, t, sp, &lv, 1, ax);
	for (k = 0; k < 4; k++) {
		idx[0] = ax[0].i[order[k] & 1];
		idx[1] = ax[1].i[order[k] >> 1];
		idx[2] = ax[2].i[0];
		am_tp_corner(gpu, req, t, sp, &lv, idx, order[k], tx);
		out[k] = tx[c];
	}
}

/* v / 2^n rounded down, whatever v's sign (no shift of a negative) */
static am_s64 am_floor_shr(am_s64 v, am_u32 n)
{
	return v < 0 ? ~(~v >> n) : v >> n;
}

/*
 * isaml-style: integer texel, layer and level, no filter, no wrap.  The
 * same for every type: s, t (and a 3D texture's r) name the texel, the
 * .o offsets added to them, the layer (.a) is the array's; a 1D
 * texture's t is 0 (ir3 pads it).  a3xx's coordinates come scaled up to
 * level 0 (ir3 shifts them left by the level, negative ones too:
 * texelFetchOffset's coordinate may be), so the level's texel is the
 * coordinate shifted back, rounding down; the offsets are the level's.
 */
static void am_tp_fetch(struct am_gpu *gpu, const struct am_tp_req *req,
			const struct am_tex *t, am_u32 out[4])
{
	struct am_tp_level lv;
	am_s32 idx[3];
	int c;

	if (req->lod >= t->levels) {
		for (c = 0; c < 4; c++)
			out[c] = 0;
		return;
	}
	am_tp_level(t, req->lod, &lv);
	for (c = 0; c < 3; c++) {
		am_s64 v = c < req->dims ? (am_s32)req->coord[c] : 0;

		if (c < req->dims && t->fetch_level0)
			v = am_floor_shr(v, req->lod);
		v += req->offset[c];
		if (c == 2 && req->array)
			v = (am_s32)req->layer;
		/* Outside s32 is outside the level: reads zeros */
		idx[c] = v < 0 || v > 0x7fffffff ? -1 : (am_s32)v;
	}
	am_tp_texel(gpu, t, &lv, idx, AM_NULL, out);
}

/* The sampler's border colour entry, when one of its wraps uses it */
static void am_tp_border(struct am_gpu *gpu, enum am_stage st,
			 const struct am_tex *t, struct am_samp *sp)
{
	am_u32 reg, c;
	am_u64 addr;

	for (c = 0; c < 3; c++)
		if (sp->wrap[c] == A3XX_TEX_CLAMP_TO_BORDER)
			break;
	if (c == 3)
		return;
	if (gpu->gen->core == 3)
		reg = st == AM_VS ? REG_A3XX_TPL1_TP_VS_BORDER_COLOR_BASE_ADDR :
				    REG_A3XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR;
	else
		reg = st == AM_VS ? REG_A4XX_TPL1_TP_VS_BORDER_COLOR_BASE_ADDR :
				    REG_A4XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR;
	/* The f32 colour at 0x20, the 32-bit integers at 0x30 */
	addr = (am_u64)am_use(gpu, reg) + sp->slot * 0x40u +
	       (am_fmt_is_int(&t->fmt) ? 0x30 : 0x20);
	for (c = 0; c < 4; c++)
		sp->border[c] = am_read32(gpu, addr + 4 * c);
}

static void am_tp_swizzle(const struct am_tex *t, const am_u32 in[4],
			  am_u32 out[4])
{
	int c;

	for (c = 0; c < 4; c++) {
		am_u32 sel = t->swiz[c];

		if (sel < 4)
			out[c] = in[sel];
		else if (sel == A3XX_TEX_ONE)
			out[c] = am_fmt_is_int(&t->fmt) ? 1 : AM_F32_ONE;
		else
			out[c] = 0;
	}
}

void am_tp_sample(struct am_gpu *gpu, const struct am_tp_req *req,
		  am_u32 out[4])
{
	struct am_tex t;
	struct am_samp sp = { .mag = 0 };
	am_u32 texel[4] = { 0, 0, 0, 0 };
	int c;

	for (c = 0; c < 4; c++)
		out[c] = 0;
	if (!am_tp_tex(gpu, req->stage, req->tex, &t) ||
	    (!req->texel_fetch && !am_tp_samp(gpu, req->stage, req->samp,
					      &sp))) {
		gpu->pipe.stats.unsupported++;
		return;
	}
	if (t.tiled || t.unsupported)
		gpu->pipe.stats.unsupported++;
	if (req->texel_fetch) {
		am_tp_fetch(gpu, req, &t, texel);
	} else {
		am_tp_border(gpu, req->stage, &t, &sp);
		if (req->gather)
			am_tp_gather(gpu, req, &t, &sp, texel);
		else
			am_tp_filtered(gpu, req, &t, &sp, texel);
	}
	am_tp_swizzle(&t, texel, out);
}

am_u32 am_tp_step_texels(struct am_gpu *gpu, enum am_stage stage,
			 am_u32 tex, int dims, const am_u32 c[3],
			 const am_u32 dc[3])
{
	struct am_tex t;
	am_f32 d[3] = { 0, 0, 0 }, len = 0;
	int k;

	if (!am_tp_tex(gpu, stage, tex, &t))
		return 0;
	if (dims >= 3 && t.type == A3XX_TEX_CUBE) {
		am_tp_cube_step(&t, c, dc, d);
	} else {
		d[0] = am_f32_mul(dc[0], am_f32_from_u32(t.width));
		d[1] = am_f32_mul(dc[1], am_f32_from_u32(t.height));
		if (dims >= 3 && t.type == A3XX_TEX_3D)
			d[2] = am_f32_mul(dc[2], am_f32_from_u32(t.depth));
	}
	for (k = 0; k < 3; k++)
		len = am_f32_mad(d[k], d[k], len);
	return len;
}

void am_tp_size(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		am_u32 lod, am_u32 out[4])
{
	struct am_tex t;
	int c;

	for (c = 0; c < 4; c++)
		out[c] = 0;
	if (!am_tp_tex(gpu, stage, tex, &t)) {
		gpu->pipe.stats.unsupported++;
		return;
	}
	out[0] = am_minify(t.width, lod);
	out[1] = am_minify(t.height, lod);
	out[2] = am_minify(t.depth, lod);
	out[3] = t.depth_field;
}

/* An f32 to fixed point 4.8: to nearest, saturated to s32 */
static am_u32 am_tp_fixed8(am_f32 v)
{
	return (am_u32)am_f32_to_s32(am_f32_rndne(am_f32_mul(v, 0x43800000u)));
}

void am_tp_lod(struct am_gpu *gpu, const struct am_tp_req *req,
	       am_u32 out[4])
{
	struct am_tex t;
	struct am_samp sp = { .mag = 0 };
	struct am_tp_lod lod;
	am_f32 y;
	int c;

	for (c = 0; c < 4; c++)
		out[c] = 0;
	if (!am_tp_tex(gpu, req->stage, req->tex, &t) ||
	    !am_tp_samp(gpu, req->stage, req->samp, &sp)) {
		gpu->pipe.stats.unsupported++;
		return;
	}
	/* As am_tp_pick takes it, up to the clamps */
	y = am_f32_is_nan(req->lod) ? AM_F32_ZERO : req->lod;
	y = am_f32_add(y, sp.bias);
	am_tp_pick(&t, &sp, req->lod, &lod);
	out[0] = am_tp_fixed8(am_f32_add(am_f32_from_u32(lod.level[0]),
					 lod.frac));
	out[1] = am_tp_fixed8(y);
}

/*
 * A descriptor query's texture, out zeroed first; 0 (counted as
 * unsupported) when the slot is past the tables
 */
static int am_tp_query(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		       struct am_tex *t, am_u32 out[4])
{
	int c;

	for (c = 0; c < 4; c++)
		out[c] = 0;
	if (am_tp_desc(gpu, stage, tex, t))
		return 1;
	gpu->pipe.stats.unsupported++;
	return 0;
}

void am_tp_info(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		am_u32 out[4])
{
	struct am_tex t;

	if (am_tp_query(gpu, stage, tex, &t, out))
		out[2] = t.info_levels;
}

void am_tp_buf_size(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		    am_u32 out[4])
{
	struct am_tex t;

	if (am_tp_query(gpu, stage, tex, &t, out))
		out[0] = t.width;
}
