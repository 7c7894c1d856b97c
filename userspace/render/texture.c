// SPDX-License-Identifier: MIT
/*
 * Textures: linear 2D images, cube maps, 2D arrays and 3D textures with
 * their mip levels, laid out in one buffer as Mesa's fd3 and fd4 lay out a linear texture
 * (fd3_resource.c, fd4_resource.c, fdl_pitch()), since the texture
 * descriptors describe that layout and the TP reads it so:
 *  - level 0's rows are the width rounded up to the generation's
 *    alignment (32 texels on a3xx and a4xx), in bytes;
 *  - level l's rows are level 0's pitch halved l times (at least 1),
 *    rounded up to the same number of bytes again;
 *  - the levels follow one another with no gap, each pitch x height;
 *  - a cube map's six faces: on a3xx within each level, one image
 *    apart; on a4xx each face holds all its levels, the next face
 *    starting 4 KiB aligned (the descriptor's LAYERSZ);
 *  - an array's layers as a4xx's faces, on both (LAYERSZ1 on a3xx);
 *  - a 3D texture's slices within each level, each 4 KiB aligned, and
 *    from level 2 on no smaller than the level before's once those
 *    are 0xf000 bytes or less.
 * The caller's levels arrive with their rows tightly packed; each row is
 * copied into its place.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mr_priv.h"
#include "msm_priv.h"

static uint32_t minify(uint32_t v, uint32_t level)
{
	v >>= level;
	return v ? v : 1;
}

static uint32_t align_up(uint32_t v, uint32_t a)
{
	return (v + a - 1) / a * a;
}

uint32_t mr_texture_pitch_shift(const struct mr_texture *t)
{
	uint32_t bytes = t->ctx->gen->tex_align * t->cpp, shift = 0;

	while ((1u << shift) < bytes)
		shift++;
	return shift;
}

#define MR_CUBE_FACES	6
/*
 * Where a4xx's faces may start: the descriptor counts 4 KiB, in 14 bits
 * (LAYERSZ; a3xx's LAYERSZ1 has more), which bounds a layer's size
 */
#define MR_LAYER_ALIGN	4096
#define MR_MAX_LAYER_SIZE	(0x3fffu * MR_LAYER_ALIGN)

/* The layers (faces, slices) of level l */
static uint32_t layers_at(const struct mr_texture *t, uint32_t l)
{
	return t->type == MR_TEX_3D ? minify(t->layers, l) : t->layers;
}

/*
 * Pitches and offsets of every level, and the layers' strides; the
 * buffer's size, 0 when it does not fit 32 bits or a layered texture's
 * layer is more than LAYERSZ can step over.  A cube's faces lie
 * within each level (a3xx), or each face holds all its levels and the
 * next starts 4 KiB aligned (a4xx); an array's layers lie as a4xx's
 * faces on both.  A 3D texture's levels hold their slices, each slice
 * 4 KiB aligned; from level 2 on a level's slices keep the size of the
 * level before once that is 0xf000 bytes or less (Mesa's rule).
 */
static uint32_t layout(struct mr_texture *t)
{
	uint32_t align = 1u << mr_texture_pitch_shift(t);
	bool layer_first = t->type == MR_TEX_ARRAY ||
			   (t->type == MR_TEX_CUBE &&
			    t->ctx->gen->tex_layer_first);
	uint64_t size = 0, image, slice = 0;
	uint32_t l;

	for (l = 0; l < t->levels; l++) {
		t->pitch[l] = l ? align_up(minify(t->pitch[0], l), align) :
				  align_up(t->width * t->cpp, align);
		t->offset[l] = (uint32_t)size;
		image = (uint64_t)t->pitch[l] * minify(t->height, l);
		if (t->type == MR_TEX_3D && (l <= 1 || slice > 0xf000))
			slice = (image + MR_LAYER_ALIGN - 1) &
				~(uint64_t)(MR_LAYER_ALIGN - 1);
		else if (t->type != MR_TEX_3D)
			slice = image;
		if (t->type != MR_TEX_2D && slice > MR_MAX_LAYER_SIZE)
			return 0;
		t->layer_stride[l] = (uint32_t)slice;
		size += layer_first ? slice : layers_at(t, l) * slice;
		if (size > UINT32_MAX)
			return 0;
	}
	if (!layer_first)
		return (uint32_t)size;
	size = (size + MR_LAYER_ALIGN - 1) & ~(uint64_t)(MR_LAYER_ALIGN - 1);
	if (size > MR_MAX_LAYER_SIZE)
		return 0;
	for (l = 0; l < t->levels; l++)
		t->layer_stride[l] = (uint32_t)size;
	size *= t->layers;
	return size > UINT32_MAX ? 0 : (uint32_t)size;
}

/* The tightly packed levels and their layers into their places at map */
static void copy_levels(const struct mr_texture *t, uint8_t *map,
			const uint8_t *data)
{
	uint32_t k, l, y;

	for (l = 0; l < t->levels; l++)
		for (k = 0; k < layers_at(t, l); k++) {
			uint32_t row = minify(t->width, l) * t->cpp;
			uint32_t h = minify(t->height, l);
			uint8_t *dst = map + t->offset[l] +
				       (size_t)k * t->layer_stride[l];

			for (y = 0; y < h; y++, data += row)
				memcpy(dst + y * t->pitch[l], data, row);
		}
}

/* At most a full chain: 1 + log2 of the longest side */
static bool levels_ok(uint32_t width, uint32_t height, uint32_t depth,
		      uint32_t levels)
{
	uint32_t side = width > height ? width : height, max = 1;

	if (depth > side)
		side = depth;
	while (side >>= 1)
		max++;
	return levels && levels <= max && levels <= MR_MAX_LEVELS;
}

static struct mr_texture *texture_new(struct mr_context *ctx,
				      enum mr_tex_type type,
				      enum mr_format format, uint32_t width,
				      uint32_t height, uint32_t layers,
				      uint32_t levels, const void *data)
{
	static const char *const names[] = {
		[MR_TEX_2D] = "mr texture", [MR_TEX_CUBE] = "mr cube map",
		[MR_TEX_ARRAY] = "mr texture array",
		[MR_TEX_3D] = "mr 3D texture",
	};
	struct mr_texture *t;
	uint32_t size;
	void *map;

	if ((unsigned int)format >= MR_FORMAT_COUNT ||
	    format == MR_FORMAT_Z24S8 ||
	    !width || !height || width > MR_MAX_SIZE ||
	    height > MR_MAX_SIZE || !layers || layers > MR_MAX_LAYERS ||
	    !levels_ok(width, height, type == MR_TEX_3D ? layers : 1,
		       levels)) {
		msm_error(ctx->dev, EINVAL,
			  "texture: format %d, %ux%u, %u layers, %u levels",
			  format, width, height, layers, levels);
		return NULL;
	}
	t = calloc(1, sizeof(*t));
	if (!t) {
		msm_error(ctx->dev, ENOMEM, "texture");
		return NULL;
	}
	t->ctx = ctx;
	t->type = type;
	t->format = format;
	t->width = width;
	t->height = height;
	t->layers = layers;
	t->levels = levels;
	t->cpp = mr_format_cpp[format];
	size = layout(t);
	if (!size) {
		free(t);
		msm_error(ctx->dev, EINVAL,
			  "texture: %ux%u, %u layers, %u levels: a layer past LAYERSZ",
			  width, height, layers, levels);
		return NULL;
	}
	t->bo = msm_bo_new(ctx->dev, size, MSM_BO_WC);
	map = t->bo ? msm_bo_map(t->bo) : NULL;
	if (!map) {
		int err = errno;

		msm_bo_unref(t->bo);
		free(t);
		errno = err;
		return NULL;
	}
	msm_bo_set_name(t->bo, names[type]);
	/* The padding too: no stale bytes of a reused buffer */
	memset(map, 0, size);
	if (data)
		copy_levels(t, map, data);
	return t;
}

struct mr_texture *mr_texture_new(struct mr_context *ctx,
				  enum mr_format format, uint32_t width,
				  uint32_t height, uint32_t levels,
				  const void *data)
{
	return texture_new(ctx, MR_TEX_2D, format, width, height, 1, levels,
			   data);
}

struct mr_texture *mr_texture_new_cube(struct mr_context *ctx,
				       enum mr_format format, uint32_t size,
				       uint32_t levels, const void *data)
{
	return texture_new(ctx, MR_TEX_CUBE, format, size, size,
			   MR_CUBE_FACES, levels, data);
}

struct mr_texture *mr_texture_new_array(struct mr_context *ctx,
					enum mr_format format, uint32_t width,
					uint32_t height, uint32_t layers,
					uint32_t levels, const void *data)
{
	return texture_new(ctx, MR_TEX_ARRAY, format, width, height, layers,
			   levels, data);
}

struct mr_texture *mr_texture_new_3d(struct mr_context *ctx,
				     enum mr_format format, uint32_t width,
				     uint32_t height, uint32_t depth,
				     uint32_t levels, const void *data)
{
	return texture_new(ctx, MR_TEX_3D, format, width, height, depth,
			   levels, data);
}

void mr_texture_free(struct mr_texture *t)
{
	struct mr_context *ctx;
	unsigned int i;

	if (!t)
		return;
	/* A unit left with it fails the next draw that samples it */
	ctx = t->ctx;
	for (i = 0; i < ctx->nr_textures; i++) {
		if (ctx->textures[i] == t) {
			ctx->textures[i] = NULL;
			mr_textures_changed(ctx);
		}
	}
	msm_bo_unref(t->bo);
	free(t);
}

void mr_texture_view(const struct mr_surface *s, struct mr_texture *t)
{
	*t = (struct mr_texture){
		.ctx = s->ctx, .bo = s->bo,
		.format = s->format == MR_FORMAT_Z24S8 ? MR_FORMAT_RGBA8 :
							 s->format,
		.width = s->width, .height = s->height, .levels = 1,
		.cpp = s->cpp, .pitch = { s->pitch },
	};
}

/* binary16 of f, rounded to nearest even (the TP's small-float colour) */
static uint16_t half_of(float f)
{
	uint32_t bits, sign, mant, shift;
	int32_t e;

	memcpy(&bits, &f, 4);
	sign = bits >> 16 & 0x8000;
	e = (int32_t)(bits >> 23 & 0xff) - 127 + 15;
	mant = bits & 0x7fffff;
	if ((bits & 0x7fffffff) > 0x7f800000)
		return (uint16_t)(sign | 0x7e00);	/* NaN */
	if (e >= 31)
		return (uint16_t)(sign | 0x7c00);	/* too big: infinity */
	if (e <= 0) {
		/* A subnormal half, or 0: the implicit 1 shifted in */
		if (e < -10)
			return (uint16_t)sign;
		mant |= 0x800000;
		shift = (uint32_t)(14 - e);
		bits = mant >> shift;
		mant &= (1u << shift) - 1;
		if (mant > 1u << (shift - 1) ||
		    (mant == 1u << (shift - 1) && (bits & 1)))
			bits++;
		return (uint16_t)(sign | bits);
	}
	bits = (uint32_t)e << 10 | mant >> 13;
	mant &= 0x1fff;
	if (mant > 0x1000 || (mant == 0x1000 && (bits & 1)))
		bits++;				/* may carry into infinity */
	return (uint16_t)(sign | bits);
}

/* The texel channel each of red, green, blue, alpha comes from (-1: 1) */
static const int8_t mr_format_channel[MR_FORMAT_COUNT][4] = {
	[MR_FORMAT_RGBA8] = { 0, 1, 2, 3 },
	[MR_FORMAT_RGB565] = { 2, 1, 0, -1 },	/* blue in the low bits */
	/* The integer parts stay zero: an integer texture's border is 0 */
	[MR_FORMAT_RGBA8UI] = { -1, -1, -1, -1 },
	[MR_FORMAT_RGBA8I] = { -1, -1, -1, -1 },
};

/*
 * One sampler's entry of the border colour table, as freedreno's
 * fd_setup_border_colors() fills it for a float or normalized format:
 * binary16 at 0, binary32 at 0x20, each in the format's channel order
 * (the texel before the descriptor's swizzle); the integer parts zero
 */
static void fill_border(uint8_t *entry, const struct mr_texture *t,
			const float rgba[4])
{
	unsigned int c;

	memset(entry, 0, MR_BORDER_ENTRY);
	for (c = 0; c < 4; c++) {
		int ch = mr_format_channel[t->format][c];
		uint16_t h = half_of(rgba[c]);

		if (ch < 0)
			continue;
		memcpy(entry + 2 * ch, &h, 2);
		memcpy(entry + 0x20 + 4 * ch, &rgba[c], 4);
	}
}

static bool uses_border(const struct mr_sampler *s)
{
	return s->wrap_s == MR_WRAP_BORDER || s->wrap_t == MR_WRAP_BORDER;
}

int mr_emit_border_colors(struct mr_context *ctx, struct msm_cs *cs,
			  uint32_t reg, const struct mr_texture *const *tex,
			  const struct mr_sampler *samp, unsigned int n,
			  unsigned int first)
{
	struct msm_bo *bo;
	uint8_t *map;
	unsigned int i;

	for (i = 0; i < n && !uses_border(&samp[i]); i++)
		;
	if (i == n)
		return 0;
	/* A buffer of its own: a batch still running may read the last */
	bo = msm_bo_new(ctx->dev, (first + n) * MR_BORDER_ENTRY, 0);
	map = bo ? msm_bo_map(bo) : NULL;
	if (!map) {
		msm_bo_unref(bo);
		cs->error = -ENOMEM;
		return mr_fail(ctx, ENOMEM, "border colours: no buffer");
	}
	for (i = 0; i < n; i++)
		fill_border(map + (first + i) * MR_BORDER_ENTRY, tex[i],
			    samp[i].border);
	OUT_PKT0(cs, reg, 1);
	OUT_RELOC(cs, bo, 0, 0, 0);
	msm_bo_unref(bo);		/* the stream holds it now */
	return 0;
}

const struct mr_sampler mr_sampler_nearest = {
	.min = MR_FILTER_NEAREST, .mag = MR_FILTER_NEAREST,
	.mip = MR_MIP_NONE, .wrap_s = MR_WRAP_CLAMP, .wrap_t = MR_WRAP_CLAMP,
};
