// SPDX-License-Identifier: MIT
/*
 * Render targets and buffers: GEM buffers with what the command streams
 * need to know about them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mr_priv.h"
#include "msm_priv.h"

const uint32_t mr_format_cpp[MR_FORMAT_COUNT] = {
	[MR_FORMAT_RGBA8] = 4,
	[MR_FORMAT_RGB565] = 2,
	[MR_FORMAT_Z24S8] = 4,
	[MR_FORMAT_RGBA8UI] = 4,
	[MR_FORMAT_RGBA8I] = 4,
};

/* Render targets' rows: whole 32-pixel blocks, as the RB's pitch counts */
#define MR_PITCH_ALIGN	32

struct mr_surface *mr_surface_new(struct mr_context *ctx,
				  enum mr_format format, uint32_t width,
				  uint32_t height)
{
	struct mr_surface *s;

	if ((unsigned int)format > MR_FORMAT_Z24S8 || !width || !height ||
	    width > MR_MAX_SIZE || height > MR_MAX_SIZE) {
		msm_error(ctx->dev, EINVAL, "surface: format %d, %ux%u",
			  format, width, height);
		return NULL;
	}
	s = calloc(1, sizeof(*s));
	if (!s) {
		msm_error(ctx->dev, ENOMEM, "surface");
		return NULL;
	}
	s->ctx = ctx;
	s->format = format;
	s->width = width;
	s->height = height;
	s->cpp = mr_format_cpp[format];
	s->pitch = (width + MR_PITCH_ALIGN - 1) / MR_PITCH_ALIGN *
		   MR_PITCH_ALIGN * s->cpp;
	s->bo = msm_bo_new(ctx->dev, s->pitch * height, MSM_BO_WC);
	if (!s->bo) {
		free(s);
		return NULL;
	}
	msm_bo_set_name(s->bo, "mr surface");
	return s;
}

/* s is one of its context's targets */
static bool mr_surface_bound(const struct mr_surface *s)
{
	unsigned int i;

	for (i = 0; i < s->ctx->nr_colors; i++)
		if (s->ctx->colors[i] == s)
			return true;
	return s->ctx->zs == s;
}

void mr_surface_free(struct mr_surface *s)
{
	if (!s)
		return;
	if (mr_surface_bound(s))
		mr_set_framebuffer(s->ctx, NULL, NULL);
	msm_bo_unref(s->bo);
	free(s);
}

void *mr_surface_map(struct mr_surface *s, uint32_t *pitch)
{
	int ret = msm_bo_cpu_prep(s->bo, MSM_PREP_READ, 10000000000ll);

	if (ret) {
		errno = -ret;
		return NULL;
	}
	if (pitch)
		*pitch = s->pitch;
	return msm_bo_map(s->bo);
}

struct msm_bo *mr_surface_bo(const struct mr_surface *s)
{
	return s->bo;
}

int mr_surface_export(struct mr_surface *s)
{
	return msm_bo_export_dmabuf(s->bo);
}

struct mr_buffer *mr_buffer_new(struct mr_context *ctx, uint32_t size,
				const void *data)
{
	struct mr_buffer *b;
	void *map;

	if (!size) {
		msm_error(ctx->dev, EINVAL, "buffer: size 0");
		return NULL;
	}
	b = calloc(1, sizeof(*b));
	if (!b) {
		msm_error(ctx->dev, ENOMEM, "buffer");
		return NULL;
	}
	b->ctx = ctx;
	b->size = size;
	b->bo = msm_bo_new(ctx->dev, size, MSM_BO_WC);
	map = b->bo ? msm_bo_map(b->bo) : NULL;
	if (!map) {
		int err = errno;

		msm_bo_unref(b->bo);
		free(b);
		errno = err;
		return NULL;
	}
	if (data)
		memcpy(map, data, size);
	return b;
}

void mr_buffer_free(struct mr_buffer *b)
{
	unsigned int i;

	if (!b)
		return;
	/* An attribute left with it fails the next draw that reads it */
	for (i = 0; i < b->ctx->nr_attribs; i++)
		if (b->ctx->attribs[i].buffer == b)
			b->ctx->attribs[i].buffer = NULL;
	msm_bo_unref(b->bo);
	free(b);
}
