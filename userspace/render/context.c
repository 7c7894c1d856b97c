// SPDX-License-Identifier: MIT
/*
 * The context: pipeline state, the batch's draw stream, and the flush
 * that lays the batch out in GMEM bins or bypass and submits it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mr_priv.h"
#include "msm_priv.h"

#define MR_DRAWS_DWORDS	4096

uint32_t mr_float_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static const struct mr_gen *gen_of(uint32_t gpu_id)
{
	switch (gpu_id / 100) {
	case 3:
		return &mr_a3xx_gen;
	case 4:
		return &mr_a4xx_gen;
	default:
		return NULL;
	}
}

static int new_draws(struct mr_context *ctx)
{
	msm_cs_unref(ctx->draws);
	msm_cs_unref(ctx->binning);
	ctx->draws = msm_cs_new(ctx->dev, MR_DRAWS_DWORDS);
	ctx->binning = msm_cs_new(ctx->dev, MR_DRAWS_DWORDS);
	ctx->nr_draws = 0;
	ctx->nr_binned = 0;
	ctx->cleared = false;
	ctx->depth_cleared = false;
	ctx->stencil_cleared = false;
	ctx->color_written = false;
	ctx->depth_used = false;
	ctx->stencil_used = false;
	ctx->gmem_reason = false;
	ctx->fs_sysvals = 0;
	mr_textures_changed(ctx);
	return ctx->draws && ctx->binning ? 0 : -errno;
}

/* The VSC's streams, one block per pipe, and the sizes it writes */
static int make_vsc(struct mr_context *ctx)
{
	ctx->vsc_data = msm_bo_new(ctx->dev, MR_VSC_PIPES * MR_VSC_PIPE_BYTES,
				   MSM_BO_WC);
	ctx->vsc_sizes = msm_bo_new(ctx->dev, MR_VSC_PIPES * 4, MSM_BO_WC);
	return ctx->vsc_data && ctx->vsc_sizes ? 0 : -errno;
}

/* The rectangle the clears, resolves and restores draw */
static int make_rect(struct mr_context *ctx)
{
	static const struct mr_rect rect = {
		.pos = { { -1, 1, 0 }, { 1, -1, 0 } },
		.uv = { { { 0, 0 }, { 1, 1 } }, { { 0, 1 }, { 1, 0 } } },
	};
	void *map;

	ctx->rect.bo = msm_bo_new(ctx->dev, sizeof(rect), MSM_BO_WC);
	map = ctx->rect.bo ? msm_bo_map(ctx->rect.bo) : NULL;
	if (!map)
		return -errno;
	memcpy(map, &rect, sizeof(rect));
	return 0;
}

struct mr_context *mr_context_new(struct msm_device *dev)
{
	const struct mr_gen *gen = gen_of(msm_device_gpu_id(dev));
	struct mr_context *ctx;

	if (!gen) {
		msm_error(dev, ENODEV, "render: GPU %u is not an a3xx or a4xx",
			  msm_device_gpu_id(dev));
		return NULL;
	}
	ctx = calloc(1, sizeof(*ctx));
	if (!ctx) {
		msm_error(dev, ENOMEM, "render context");
		return NULL;
	}
	ctx->dev = dev;
	ctx->gen = gen;
	ctx->gmem_bytes = msm_device_gmem_size(dev);
	ctx->blend.colormask = 0xf;
	ctx->queue = msm_queue_new(dev, 0);
	if (!ctx->queue || new_draws(ctx) || make_rect(ctx) || make_vsc(ctx))
		goto fail;
	ctx->solid = mr_program_solid(ctx);
	ctx->blit = ctx->solid ? mr_program_blit(ctx) : NULL;
	if (!ctx->blit)
		goto fail;
	return ctx;
fail:
	mr_context_free(ctx);
	return NULL;
}

void mr_context_free(struct mr_context *ctx)
{
	int err = errno;

	if (!ctx)
		return;
	mr_program_free(ctx->blit);
	mr_program_free(ctx->solid);
	msm_bo_unref(ctx->vsc_sizes);
	msm_bo_unref(ctx->vsc_data);
	msm_bo_unref(ctx->rect.bo);
	msm_cs_unref(ctx->binning);
	msm_cs_unref(ctx->draws);
	msm_queue_close(ctx->queue);
	free(ctx);
	errno = err;
}

uint32_t mr_context_gpu_id(const struct mr_context *ctx)
{
	return msm_device_gpu_id(ctx->dev);
}

void mr_context_set_mode(struct mr_context *ctx, enum mr_mode mode)
{
	ctx->mode = mode;
}

void mr_last_flush(const struct mr_context *ctx, struct mr_flush_info *info)
{
	*info = ctx->last;
}

int mr_fail(struct mr_context *ctx, int err, const char *what)
{
	return msm_error(ctx->dev, err, "render: %s", what);
}

/* ---- State -------------------------------------------------------------- */

int mr_set_vertex_attribs(struct mr_context *ctx, unsigned int n,
			  const struct mr_vertex_attrib *attribs)
{
	unsigned int i;

	if (n > MR_MAX_ATTRIBS)
		return mr_fail(ctx, EINVAL, "more than 8 vertex attributes");
	for (i = 0; i < n; i++)
		if (!attribs[i].buffer ||
		    (unsigned int)attribs[i].format >= MR_VF_COUNT ||
		    attribs[i].stride > 256 ||
		    attribs[i].divisor > MR_MAX_DIVISOR ||
		    attribs[i].offset >= attribs[i].buffer->size)
			return mr_fail(ctx, EINVAL, "vertex attribute");
	/* None (a vertex shader without attributes): attribs may be NULL */
	if (n)
		memcpy(ctx->attribs, attribs, n * sizeof(*attribs));
	ctx->nr_attribs = n;
	return 0;
}

/* Whether the sampler's enums are ones the generations map */
static bool sampler_ok(const struct mr_sampler *s)
{
	return (unsigned int)s->min <= MR_FILTER_LINEAR &&
	       (unsigned int)s->mag <= MR_FILTER_LINEAR &&
	       (unsigned int)s->mip <= MR_MIP_LINEAR &&
	       (unsigned int)s->wrap_s <= MR_WRAP_BORDER &&
	       (unsigned int)s->wrap_t <= MR_WRAP_BORDER &&
	       s->lod_bias == s->lod_bias;		/* not NaN */
}

int mr_set_textures(struct mr_context *ctx, unsigned int n,
		    struct mr_texture *const *tex,
		    const struct mr_sampler *samp)
{
	unsigned int i;

	if (n > MR_MAX_TEXTURES)
		return mr_fail(ctx, EINVAL, "more than 8 texture units");
	if (n && (!tex || !samp))
		return mr_fail(ctx, EINVAL, "textures: no array");
	for (i = 0; i < n; i++) {
		if (!tex[i] || tex[i]->ctx != ctx)
			return mr_fail(ctx, EINVAL,
				       "textures: no texture, or another context's");
		if (!sampler_ok(&samp[i]))
			return mr_fail(ctx, EINVAL, "textures: sampler");
	}
	for (i = 0; i < n; i++) {
		ctx->textures[i] = tex[i];
		ctx->samplers[i] = samp[i];
	}
	for (; i < MR_MAX_TEXTURES; i++)
		ctx->textures[i] = NULL;
	ctx->nr_textures = n;
	mr_textures_changed(ctx);
	return 0;
}

void mr_set_program(struct mr_context *ctx, const struct mr_program *p)
{
	ctx->prog = p;
}

int mr_set_uniforms(struct mr_context *ctx, bool fragment,
		    const float *vec4s, unsigned int n)
{
	if (n > 64)
		return mr_fail(ctx, EINVAL, "more than 64 uniform vec4s");
	if (n)
		memcpy(ctx->uniforms[fragment], vec4s, n * 16);
	ctx->nr_uniforms[fragment] = n;
	return 0;
}

void mr_set_viewport(struct mr_context *ctx, float x, float y, float w,
		     float h)
{
	ctx->viewport[0] = x;
	ctx->viewport[1] = y;
	ctx->viewport[2] = w;
	ctx->viewport[3] = h;
	ctx->viewport_set = true;
}

void mr_set_scissor(struct mr_context *ctx, uint32_t x, uint32_t y,
		    uint32_t w, uint32_t h)
{
	ctx->scissor[0] = x;
	ctx->scissor[1] = y;
	ctx->scissor[2] = w;
	ctx->scissor[3] = w ? h : 0;
}

void mr_set_lower_left_origin(struct mr_context *ctx, bool lower_left)
{
	ctx->lower_left = lower_left;
}

void mr_set_blend(struct mr_context *ctx, const struct mr_blend *b)
{
	ctx->blend = *b;
	if ((unsigned int)b->src >= MR_BF_COUNT ||
	    (unsigned int)b->dst >= MR_BF_COUNT)
		ctx->blend.enable = false;
}

void mr_set_depth(struct mr_context *ctx, const struct mr_depth *d)
{
	ctx->depth = *d;
	if ((unsigned int)d->func > MR_FUNC_ALWAYS)
		ctx->depth.func = MR_FUNC_ALWAYS;
}

int mr_set_stencil(struct mr_context *ctx, const struct mr_stencil *s)
{
	if ((unsigned int)s->func > MR_FUNC_ALWAYS ||
	    (unsigned int)s->fail > MR_STENCIL_DECR_WRAP ||
	    (unsigned int)s->zfail > MR_STENCIL_DECR_WRAP ||
	    (unsigned int)s->zpass > MR_STENCIL_DECR_WRAP)
		return mr_fail(ctx, EINVAL, "stencil: func or op");
	ctx->stencil = *s;
	return 0;
}

void mr_set_clear_stencil(struct mr_context *ctx, uint8_t value)
{
	ctx->clear_stencil = value;
}

void mr_set_rasterizer(struct mr_context *ctx, enum mr_cull cull,
		       bool front_cw)
{
	ctx->cull = cull;
	ctx->front_cw = front_cw;
}

/* ---- Recording ---------------------------------------------------------- */

int mr_set_framebuffer(struct mr_context *ctx, struct mr_surface *color,
		       struct mr_surface *zs)
{
	return mr_set_framebuffers(ctx, color ? 1 : 0, &color, zs);
}

/* The targets are what the context has already */
static bool same_framebuffers(const struct mr_context *ctx, unsigned int n,
			      struct mr_surface *const *colors,
			      const struct mr_surface *zs)
{
	unsigned int i;

	if (n != ctx->nr_colors || zs != ctx->zs)
		return false;
	for (i = 0; i < n; i++)
		if (colors[i] != ctx->colors[i])
			return false;
	return true;
}

int mr_set_framebuffers(struct mr_context *ctx, unsigned int n,
			struct mr_surface *const *colors,
			struct mr_surface *zs)
{
	struct mr_surface *color = n ? colors[0] : NULL;
	unsigned int i;
	int ret = 0;

	if (n > MR_MAX_TARGETS)
		return mr_fail(ctx, EINVAL, "framebuffer: too many colour targets");
	for (i = 0; i < n; i++) {
		if (!colors[i] || colors[i]->format == MR_FORMAT_Z24S8)
			return mr_fail(ctx, EINVAL,
				       "framebuffer: a missing or depth colour target");
		if (colors[i]->width != color->width ||
		    colors[i]->height != color->height)
			return mr_fail(ctx, EINVAL,
				       "framebuffer: colour targets of different sizes");
	}
	if (zs && (!color || zs->format != MR_FORMAT_Z24S8 ||
		   zs->width != color->width || zs->height != color->height))
		return mr_fail(ctx, EINVAL,
			       "framebuffer: depth buffer's format or size");
	if (same_framebuffers(ctx, n, colors, zs))
		return 0;
	if (ctx->nr_draws)
		ret = mr_flush(ctx, NULL);
	for (i = 0; i < MR_MAX_TARGETS; i++)
		ctx->colors[i] = i < n ? colors[i] : NULL;
	ctx->nr_colors = n;
	ctx->color = color;
	ctx->zs = color ? zs : NULL;
	if (color && !ctx->viewport_set)
		mr_set_viewport(ctx, 0, 0, (float)color->width,
				(float)color->height);
	return ret;
}

static int check_batch(struct mr_context *ctx)
{
	if (!ctx->color)
		return mr_fail(ctx, EINVAL, "no framebuffer");
	if (ctx->draws->error)
		return ctx->draws->error;
	return ctx->binning->error;
}

int mr_clear(struct mr_context *ctx, unsigned int buffers,
	     const float rgba[4], float depth)
{
	int ret = check_batch(ctx);
	uint32_t r[4];
	bool whole;

	if (ret)
		return ret;
	buffers &= MR_CLEAR_COLOR | MR_CLEAR_DEPTH | MR_CLEAR_STENCIL;
	if (!ctx->zs)
		buffers &= MR_CLEAR_COLOR;
	if (!buffers)
		return 0;
	whole = mr_scissor_rect(ctx, r) && !r[0] && !r[1] &&
		r[2] == ctx->color->width && r[3] == ctx->color->height;
	if (whole && !ctx->nr_binned) {
		/* Clears of all of a buffer before any draw: no restore */
		ctx->cleared |= buffers & MR_CLEAR_COLOR;
		ctx->depth_cleared |= buffers & MR_CLEAR_DEPTH;
		ctx->stencil_cleared |= buffers & MR_CLEAR_STENCIL;
	} else if (!whole) {
		/* A part cleared: the rest is what memory holds */
		ctx->depth_used |= buffers & MR_CLEAR_DEPTH;
		ctx->stencil_used |= buffers & MR_CLEAR_STENCIL;
	}
	if (buffers & MR_CLEAR_COLOR)
		ctx->color_written = true;
	ctx->gen->emit_clear(ctx, ctx->draws, buffers, rgba,
			     depth < 0 ? 0 : depth > 1 ? 1 : depth);
	ctx->nr_draws++;
	return ctx->draws->error;
}

static int check_draw(struct mr_context *ctx, const struct mr_draw_call *d)
{
	const struct mr_program *p = ctx->prog;
	int ret = check_batch(ctx);
	unsigned int i, units;

	if (ret)
		return ret;
	if ((unsigned int)d->prim >= MR_PRIM_COUNT || !d->count ||
	    d->count > 0x00ffffff)
		return mr_fail(ctx, EINVAL, "draw: primitive or count");
	if (!d->instances || d->instances > ctx->gen->max_instances)
		return mr_fail(ctx, EINVAL,
			       "draw: instances (none, or past the generation's limit)");
	if (!p)
		return mr_fail(ctx, EINVAL, "draw: no program");
	if (ctx->nr_attribs < p->vs.info.nr_inputs)
		return mr_fail(ctx, EINVAL,
			       "draw: fewer attributes than the VS reads");
	for (i = 0; i < p->vs.info.nr_inputs; i++)
		if (!ctx->attribs[i].buffer)
			return mr_fail(ctx, EINVAL,
				       "draw: an attribute's buffer was freed");
	units = p->vs.info.nr_samplers > p->fs.info.nr_samplers ?
		p->vs.info.nr_samplers : p->fs.info.nr_samplers;
	if (ctx->nr_textures < units)
		return mr_fail(ctx, EINVAL,
			       "draw: fewer texture units than the shaders sample");
	for (i = 0; i < units; i++)
		if (!ctx->textures[i])
			return mr_fail(ctx, EINVAL,
				       "draw: a texture the shaders sample was freed");
	return 0;
}

/* What a draw tells the flush: colour written; whether bins win */
static void note_draw(struct mr_context *ctx)
{
	ctx->color_written = true;
	ctx->fs_sysvals |= ctx->prog->fs.info.sysvals;
	ctx->depth_used |= ctx->zs && ctx->depth.test;
	ctx->stencil_used |= mr_draw_stencil(ctx) != NULL;
	if (ctx->blend.enable || ctx->depth_used || ctx->stencil_used)
		ctx->gmem_reason = true;
	ctx->nr_draws++;
	ctx->nr_binned++;
}

/* d into the draw stream and the binning stream */
static int draw(struct mr_context *ctx, const struct mr_draw_call *d)
{
	int ret = check_draw(ctx, d);

	if (ret)
		return ret;
	if (d->indices && (d->offset % 2 || (uint64_t)d->offset +
			   (uint64_t)d->count * 2 > d->indices->size))
		return mr_fail(ctx, EINVAL, "draw: indices outside the buffer");
	ctx->gen->emit_draw(ctx, ctx->draws, false, d);
	ctx->gen->emit_draw(ctx, ctx->binning, true, d);
	note_draw(ctx);
	return check_batch(ctx);
}

int mr_draw_instanced(struct mr_context *ctx, enum mr_prim prim,
		      uint32_t first, uint32_t count, uint32_t instances)
{
	const struct mr_draw_call d = {
		.prim = prim, .first = first, .count = count,
		.instances = instances,
	};

	return draw(ctx, &d);
}

int mr_draw_indexed_instanced(struct mr_context *ctx, enum mr_prim prim,
			      const struct mr_buffer *indices,
			      uint32_t offset, uint32_t count,
			      uint32_t instances)
{
	const struct mr_draw_call d = {
		.prim = prim, .count = count, .instances = instances,
		.indices = indices, .offset = offset,
	};

	if (!indices)
		return mr_fail(ctx, EINVAL, "draw: no index buffer");
	return draw(ctx, &d);
}

int mr_draw(struct mr_context *ctx, enum mr_prim prim, uint32_t first,
	    uint32_t count)
{
	return mr_draw_instanced(ctx, prim, first, count, 1);
}

int mr_draw_indexed(struct mr_context *ctx, enum mr_prim prim,
		    const struct mr_buffer *indices, uint32_t offset,
		    uint32_t count)
{
	return mr_draw_indexed_instanced(ctx, prim, indices, offset, count, 1);
}

/* ---- Flushing ----------------------------------------------------------- */

static void emit_bins(struct mr_context *ctx, struct msm_cs *cs,
		      const struct mr_tiling *t)
{
	unsigned int restore = mr_restore_buffers(ctx);
	uint32_t bx, by;

	if (t->binning)
		ctx->gen->emit_binning(ctx, cs, t);
	for (by = 0; by < t->ny; by++) {
		for (bx = 0; bx < t->nx; bx++) {
			struct mr_bin b;

			mr_tiling_bin(ctx, t, bx, by, &b);
			ctx->gen->emit_bin(ctx, cs, t, &b);
			if (restore)
				mr_emit_mem2gmem(ctx, cs, t, &b, restore);
			OUT_IB(cs, ctx->draws);
			ctx->gen->emit_resolve(ctx, cs, t, &b);
		}
	}
}

int mr_flush(struct mr_context *ctx, uint32_t *fence)
{
	struct mr_tiling t = { 0 };
	struct msm_cs *cs;
	uint32_t f = 0;
	bool fits, sysmem;
	int ret;

	if (fence)
		*fence = 0;
	if (!ctx->nr_draws)
		return 0;
	ret = check_batch(ctx);
	if (ret)
		goto out;
	cs = msm_cs_new(ctx->dev, 1024);
	if (!cs) {
		ret = -errno;
		goto out;
	}
	fits = mr_tiling_layout(ctx, &t);
	sysmem = mr_use_sysmem(ctx, fits);
	t.binning = !sysmem && mr_use_binning(ctx, &t);
	ctx->gen->emit_restore(ctx, cs);
	if (sysmem) {
		ctx->gen->emit_sysmem(ctx, cs);
		OUT_IB(cs, ctx->draws);
	} else {
		emit_bins(ctx, cs, &t);
	}
	ctx->gen->emit_flush(ctx, cs);
	if (ctx->zs && (ctx->stencil_cleared || ctx->stencil_used))
		ctx->zs->stencil_valid = true;
	ctx->last = (struct mr_flush_info){
		.sysmem = sysmem, .binning = t.binning,
		.draws = ctx->nr_draws,
		.bin_w = sysmem ? 0 : t.bin_w, .bin_h = sysmem ? 0 : t.bin_h,
		.nr_bins_x = sysmem ? 1 : t.nx, .nr_bins_y = sysmem ? 1 : t.ny,
		.cs_dwords = msm_cs_len(cs),
		.draw_dwords = msm_cs_len(ctx->draws),
	};
	ret = msm_submit(ctx->queue, cs, 0, -1, NULL, NULL, &f);
	msm_cs_unref(cs);
	if (!ret && fence)
		*fence = f;
out:
	/* The batch is gone either way: its draws are not tried twice */
	if (new_draws(ctx) && !ret)
		ret = -ENOMEM;
	return ret;
}

/* The queue's fault count (hangs it was blamed for), or -1 unknown */
static int queue_faults(struct mr_context *ctx)
{
	if (!msm_device_has(ctx->dev, MSM_FEAT_QUEUE_QUERY))
		return -1;
	return msm_queue_faults(ctx->queue);
}

/*
 * A wait ends well for a batch the GPU hung on, too: recovery signals
 * its fence after a reset that cut it short.  The queue's fault count
 * tells, as it tells Mesa about a reset.
 */
int mr_finish(struct mr_context *ctx)
{
	int faults = queue_faults(ctx);
	uint32_t fence;
	int ret = mr_flush(ctx, &fence);

	if (ret || !fence)
		return ret;
	ret = msm_fence_wait(ctx->queue, fence, MSM_WAIT_FOREVER);
	if (!ret && faults >= 0 && queue_faults(ctx) > faults)
		return mr_fail(ctx, EIO,
			       "finish: the GPU hung on a batch and was reset");
	return ret;
}
