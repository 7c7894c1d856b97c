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
		if ((uint64_t)w * h * s->cpp <= ctx->gmem_bytes)
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
	t->gmem_color = 0;
	return true;
}

/*
 * A batch that begins with a clear renders in bins: the clear costs
 * nothing in GMEM.  One that does not would need the target restored
 * into each bin first, which is not done yet: it bypasses GMEM.
 */
bool mr_use_sysmem(const struct mr_context *ctx, const struct mr_tiling *t,
		   bool fits)
{
	uint32_t debug = msm_debug_flags();

	(void)t;
	if (!fits || !ctx->cleared || (debug & MSM_DEBUG_SYSMEM))
		return true;
	if (debug & MSM_DEBUG_GMEM)
		return false;
	return ctx->mode == MR_MODE_SYSMEM;
}
