// SPDX-License-Identifier: MIT
/*
 * The bin layout and the GMEM-or-bypass decision, the same for every
 * generation (a generation gives its alignment and widest bin).  As
 * freedreno lays bins out: start from one bin over the whole target and
 * split the longer side until a bin fits GMEM.
 */
#include "mr_priv.h"

static uint32_t align_up(uint32_t v, uint32_t a)
{
	return (v + a - 1) / a * a;
}

static uint32_t div_up(uint32_t v, uint32_t d)
{
	return (v + d - 1) / d;
}

/*
 * A bin of w x h in GMEM: each colour target's from a 16 KiB boundary
 * (their offsets in t), then the depth buffer's; the bytes it takes
 */
static uint64_t gmem_offsets(const struct mr_context *ctx, uint32_t w,
			     uint32_t h, struct mr_tiling *t)
{
	uint64_t at = 0;
	unsigned int i;

	for (i = 0; i < ctx->nr_colors; i++) {
		at = align_up((uint32_t)at, MR_GMEM_ALIGN);
		t->gmem_color[i] = (uint32_t)at;
		at += (uint64_t)w * h * ctx->colors[i]->cpp;
	}
	t->gmem_depth = 0;
	if (ctx->zs) {
		at = align_up((uint32_t)at, MR_GMEM_ALIGN);
		t->gmem_depth = (uint32_t)at;
		at += (uint64_t)w * h * ctx->zs->cpp;
	}
	return at;
}

bool mr_tiling_layout(const struct mr_context *ctx, struct mr_tiling *t)
{
	const struct mr_gen *gen = ctx->gen;
	const struct mr_surface *s = ctx->color;
	uint32_t nx = 1, ny = 1, w, h;

	for (;;) {
		w = align_up(div_up(s->width, nx), gen->align_w);
		h = align_up(div_up(s->height, ny), gen->align_h);
		if (w > gen->max_bin_w) {
			nx++;
			continue;
		}
		if (gmem_offsets(ctx, w, h, t) <= ctx->gmem_bytes)
			break;
		if (w <= gen->align_w && h <= gen->align_h)
			return false;	/* not even the smallest bin fits */
		if (w > h && w > gen->align_w)
			nx++;
		else
			ny++;
	}
	t->bin_w = w;
	t->bin_h = h;
	t->nx = div_up(s->width, w);
	t->ny = div_up(s->height, h);

	/* Pipes: as few bins each as MR_VSC_PIPES pipes allow */
	t->tpp_x = 1;
	t->tpp_y = 1;
	while (div_up(t->ny, t->tpp_y) > MR_VSC_PIPES)
		t->tpp_y++;
	while (div_up(t->ny, t->tpp_y) * div_up(t->nx, t->tpp_x) >
	       MR_VSC_PIPES)
		t->tpp_x++;
	t->npx = div_up(t->nx, t->tpp_x);
	t->npy = div_up(t->ny, t->tpp_y);
	/* A pipe's W and H fields hold 15 bins */
	t->binning = t->tpp_x <= 15 && t->tpp_y <= 15;
	return true;
}

void mr_tiling_pipe(const struct mr_tiling *t, uint32_t i, struct mr_pipe *p)
{
	p->x = i % t->npx * t->tpp_x;
	p->y = i / t->npx * t->tpp_y;
	p->w = t->nx - p->x < t->tpp_x ? t->nx - p->x : t->tpp_x;
	p->h = t->ny - p->y < t->tpp_y ? t->ny - p->y : t->tpp_y;
}

void mr_tiling_bin(const struct mr_context *ctx, const struct mr_tiling *t,
		   uint32_t bx, uint32_t by, struct mr_bin *b)
{
	const struct mr_surface *s = ctx->color;
	struct mr_pipe p;

	b->x = bx * t->bin_w;
	b->y = by * t->bin_h;
	b->w = s->width - b->x < t->bin_w ? s->width - b->x : t->bin_w;
	b->h = s->height - b->y < t->bin_h ? s->height - b->y : t->bin_h;
	b->pipe = by / t->tpp_y * t->npx + bx / t->tpp_x;
	mr_tiling_pipe(t, b->pipe, &p);
	b->slot = (by - p.y) * p.w + (bx - p.x);
	b->pipe_bins = p.w * p.h;
}

/*
 * As freedreno decides without a history of the target (fd_autotune.c's
 * fallback): a batch renders in bins when it begins with a clear (free
 * in GMEM), draws more than 5 times, or blends or tests depth (each
 * pixel read back and forth); a few plain draws over what memory holds
 * go straight to memory, which spares every bin its restore.  A depth
 * buffer lives in GMEM only: its batches always render in bins.
 */
#define MR_BYPASS_MAX_DRAWS	5

bool mr_use_sysmem(const struct mr_context *ctx, bool fits)
{
	uint32_t debug = msm_debug_flags();

	if (ctx->zs && fits)
		return false;
	if (!fits || (debug & MSM_DEBUG_SYSMEM))
		return true;
	if (debug & MSM_DEBUG_GMEM)
		return false;
	if (ctx->mode != MR_MODE_AUTO)
		return ctx->mode == MR_MODE_SYSMEM;
	return !ctx->cleared && !ctx->gmem_reason &&
	       ctx->nr_draws <= MR_BYPASS_MAX_DRAWS;
}

/*
 * What each bin resolves: the buffers the batch writes.  Depth and
 * stencil share one buffer (MR_CLEAR_DEPTH here), written by a batch
 * that clears or tests either part; one that does neither leaves it as
 * it is.
 */
unsigned int mr_resolve_buffers(const struct mr_context *ctx)
{
	unsigned int buffers = ctx->color_written ? MR_CLEAR_COLOR : 0;

	if (ctx->zs && (ctx->depth_cleared || ctx->stencil_cleared ||
			ctx->depth_used || ctx->stencil_used))
		buffers |= MR_CLEAR_DEPTH;
	return buffers;
}

/*
 * What a bin must restore first, as freedreno's batch->restore: what it
 * resolves that the batch did not clear all of before drawing.  The
 * depth buffer's resolve writes both parts, so it is restored unless
 * the depth was cleared and the stencil either was too or holds nothing
 * yet (no batch has cleared or tested it since the buffer was made).
 */
unsigned int mr_restore_buffers(const struct mr_context *ctx)
{
	unsigned int resolve = mr_resolve_buffers(ctx), buffers = 0;

	if ((resolve & MR_CLEAR_COLOR) && !ctx->cleared)
		buffers |= MR_CLEAR_COLOR;
	if ((resolve & MR_CLEAR_DEPTH) &&
	    (!ctx->depth_cleared ||
	     (ctx->zs->stencil_valid && !ctx->stencil_cleared)))
		buffers |= MR_CLEAR_DEPTH;
	return buffers;
}

void mr_emit_targets(struct mr_context *ctx, struct msm_cs *cs,
		     const struct mr_tiling *t)
{
	unsigned int i;

	for (i = 0; i < MR_MAX_TARGETS; i++) {
		const struct mr_surface *s = ctx->colors[i];

		ctx->gen->emit_mrt(cs, i, s, s ? s->format : MR_FORMAT_RGBA8,
				   !t, t ? t->bin_w : 0,
				   t && s ? t->gmem_color[i] : 0);
	}
}

/*
 * Surface s's bin drawn into GMEM at base, one texel a pixel, through
 * MRT 0 alone (the blit state masks the others)
 */
static void restore_surface(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_tiling *t,
			    const struct mr_surface *s, uint32_t base)
{
	struct mr_texture view;

	mr_texture_view(s, &view);
	ctx->gen->emit_mrt(cs, 0, s, view.format, false, t->bin_w, base);
	ctx->gen->emit_blit(ctx, cs, &view);
}

/*
 * Into bin b before its draws, as fd3_gmem.c's and fd4_gmem.c's
 * emit_mem2gmem(): each buffer (MR_CLEAR_*) is a texture drawn over the
 * bin, each colour target's and the depth buffer's bytes as RGBA8 colour
 * into their places; then the colour targets are the draws' again
 */
void mr_emit_mem2gmem(struct mr_context *ctx, struct msm_cs *cs,
		      const struct mr_tiling *t, const struct mr_bin *b,
		      unsigned int buffers)
{
	unsigned int i;

	ctx->gen->emit_blit_state(ctx, cs, b);
	for (i = 0; (buffers & MR_CLEAR_COLOR) && i < ctx->nr_colors; i++)
		restore_surface(ctx, cs, t, ctx->colors[i], t->gmem_color[i]);
	if (buffers & MR_CLEAR_DEPTH)
		restore_surface(ctx, cs, t, ctx->zs, t->gmem_depth);
	mr_emit_targets(ctx, cs, t);
}

/*
 * As freedreno decides: the pass costs a run of every draw's vertices,
 * won back when there are more than two bins to skip primitives in
 */
bool mr_use_binning(const struct mr_context *ctx, const struct mr_tiling *t)
{
	if (!t->binning || !ctx->nr_binned ||
	    (msm_debug_flags() & MSM_DEBUG_NOBIN) ||
	    ctx->mode == MR_MODE_NOBIN)
		return false;
	return t->nx * t->ny > 2;
}
