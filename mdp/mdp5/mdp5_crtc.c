// SPDX-License-Identifier: GPL-2.0-only
/*
 * MDP5 CRTCs: a layer mixer and the CTL that stages pipes on it and
 * flushes their registers in.  The planes take the mixer's stages in
 * zpos order: the bottom one the base stage if it covers the whole mode,
 * else the border colour is the base and every plane blends above it, as
 * upstream's blend setup does.  A flip's event goes out at the first
 * vsync after its flush has latched (CTL_FLUSH reads back the bits still
 * pending).
 */

#include <drm/drm_atomic.h>
#include <drm/drm_atomic_helper.h>
#include <drm/drm_blend.h>
#include <drm/drm_fourcc.h>
#include <drm/drm_framebuffer.h>
#include <drm/drm_vblank.h>

#include "msm_drv.h"
#include "mdp5_kms.h"

static struct mdp5_crtc *to_mdp5_crtc(struct drm_crtc *crtc)
{
	return container_of(crtc, struct mdp5_crtc, base);
}

/* The visible planes of a CRTC state, bottom first; the cursor apart */
struct mdp5_stack {
	struct drm_plane_state *planes[STAGE_MAX + 1];
	unsigned int count;
	struct drm_plane_state *cursor;
	enum mdp_mixer_stage_id start;	/* the bottom plane's stage */
};

/*
 * In a check the planes' new states are in state; once committed (state
 * swapped in), they are the planes' own
 */
static void mdp5_stack(struct drm_atomic_state *state,
		       struct drm_crtc_state *cs, struct mdp5_stack *st)
{
	const struct drm_display_mode *mode = &cs->adjusted_mode;
	struct drm_plane_state *bottom;
	struct drm_plane *plane;
	unsigned int i, j;

	memset(st, 0, sizeof(*st));
	drm_for_each_plane_mask(plane, state->dev, cs->plane_mask) {
		struct drm_plane_state *ps =
			drm_atomic_get_new_plane_state(state, plane);

		if (!ps)
			ps = plane->state;
		if (!ps->visible)
			continue;
		if (plane->type == DRM_PLANE_TYPE_CURSOR) {
			st->cursor = ps;
			continue;
		}
		if (st->count < ARRAY_SIZE(st->planes))
			st->planes[st->count] = ps;
		st->count++;
	}
	if (st->count > ARRAY_SIZE(st->planes))
		return;
	/* Bottom first */
	for (i = 1; i < st->count; i++)
		for (j = i; j > 0 && st->planes[j - 1]->normalized_zpos >
				     st->planes[j]->normalized_zpos; j--)
			swap(st->planes[j - 1], st->planes[j]);
	st->start = STAGE0;
	bottom = st->count ? st->planes[0] : NULL;
	if (bottom && bottom->dst.x1 <= 0 && bottom->dst.y1 <= 0 &&
	    bottom->dst.x2 >= mode->hdisplay && bottom->dst.y2 >= mode->vdisplay)
		st->start = STAGE_BASE;
}

static int mdp5_crtc_atomic_check(struct drm_crtc *crtc,
				  struct drm_atomic_state *state)
{
	struct drm_crtc_state *cs = drm_atomic_get_new_crtc_state(state, crtc);
	struct mdp5_kms *kms = to_mdp5_crtc(crtc)->kms;
	struct mdp5_stack st;

	if (!cs->active)
		return 0;
	mdp5_stack(state, cs, &st);
	if (st.count && st.count + st.start - 1 >= kms->cfg->lm.nb_stages)
		return -EINVAL;
	return 0;
}

/* LM_BLEND of a stage above the base, as upstream's blend setup sets it */
static void mdp5_blend_stage(struct mdp5_crtc *c, struct drm_plane_state *ps,
			     enum mdp_mixer_stage_id stage)
{
	u32 fg = ps->alpha >> 8, bg = 0xff - fg;
	u32 op = MDP5_LM_BLEND_OP_MODE_FG_ALPHA(FG_CONST) |
		 MDP5_LM_BLEND_OP_MODE_BG_ALPHA(BG_CONST);
	int blend = stage - STAGE0;

	if (ps->fb->format->has_alpha &&
	    ps->pixel_blend_mode == DRM_MODE_BLEND_PREMULTI) {
		op = MDP5_LM_BLEND_OP_MODE_FG_ALPHA(FG_CONST) |
		     MDP5_LM_BLEND_OP_MODE_BG_ALPHA(FG_PIXEL);
		if (fg != 0xff) {
			bg = fg;
			op |= MDP5_LM_BLEND_OP_MODE_BG_MOD_ALPHA |
			      MDP5_LM_BLEND_OP_MODE_BG_INV_MOD_ALPHA;
		} else {
			op |= MDP5_LM_BLEND_OP_MODE_BG_INV_ALPHA;
		}
	} else if (ps->fb->format->has_alpha &&
		   ps->pixel_blend_mode == DRM_MODE_BLEND_COVERAGE) {
		op = MDP5_LM_BLEND_OP_MODE_FG_ALPHA(FG_PIXEL) |
		     MDP5_LM_BLEND_OP_MODE_BG_ALPHA(FG_PIXEL);
		if (fg != 0xff) {
			bg = fg;
			op |= MDP5_LM_BLEND_OP_MODE_FG_MOD_ALPHA |
			      MDP5_LM_BLEND_OP_MODE_BG_MOD_ALPHA |
			      MDP5_LM_BLEND_OP_MODE_BG_INV_MOD_ALPHA;
		} else {
			op |= MDP5_LM_BLEND_OP_MODE_BG_INV_ALPHA;
		}
	}
	mdp5_write(c->kms, c->lm_base + REG_MDP5_LM_BLEND_OP_MODE(blend), op);
	mdp5_write(c->kms, c->lm_base + REG_MDP5_LM_BLEND_FG_ALPHA(blend), fg);
	mdp5_write(c->kms, c->lm_base + REG_MDP5_LM_BLEND_BG_ALPHA(blend), bg);
}

/* Stages the planes, sets their blending: the flush bits it needs */
static u32 mdp5_crtc_blend(struct mdp5_crtc *c, struct drm_atomic_state *state,
			   struct drm_crtc_state *cs)
{
	const struct drm_display_mode *mode = &cs->adjusted_mode;
	u32 layer = 0, flush = MDP5_CTL_FLUSH_LM0 << c->index;
	struct mdp5_stack st;
	unsigned int i;

	mdp5_stack(state, cs, &st);
	if (st.start != STAGE_BASE)
		layer |= MDP5_CTL_LAYER_REG_BORDER_COLOR;
	for (i = 0; i < st.count; i++) {
		struct drm_plane_state *ps = st.planes[i];
		struct drm_plane *plane = ps->plane;
		enum mdp_mixer_stage_id stage = st.start + i;

		layer |= stage << container_of(plane, struct mdp5_plane,
					       base)->layer_shift;
		flush |= mdp5_plane_flush(plane);
		if (stage != STAGE_BASE)
			mdp5_blend_stage(c, ps, stage);
	}
	if (st.cursor)
		layer |= MDP5_CTL_LAYER_REG_CURSOR_OUT;
	mdp5_write(c->kms, c->lm_base + REG_MDP5_LM_OUT_SIZE,
		   MDP5_LM_OUT_SIZE_WIDTH(mode->hdisplay) |
		   MDP5_LM_OUT_SIZE_HEIGHT(mode->vdisplay));
	mdp5_write(c->kms, c->ctl_base + REG_MDP5_CTL_LAYER_REG(c->index),
		   layer);
	return flush | MDP5_CTL_FLUSH_CTL;
}

/* Under the event lock: the event goes once the flush has latched */
static void mdp5_crtc_complete(struct mdp5_crtc *c, bool latched)
{
	if (!c->event || !latched)
		return;
	drm_crtc_send_vblank_event(&c->base, c->event);
	c->event = NULL;
	drm_crtc_vblank_put(&c->base);
}

void mdp5_crtc_vblank(struct mdp5_crtc *c)
{
	struct drm_device *dev = c->base.dev;
	unsigned long flags;
	bool latched;

	drm_crtc_handle_vblank(&c->base);
	latched = !mdp5_read(c->kms, c->ctl_base + REG_MDP5_CTL_FLUSH);
	spin_lock_irqsave(&dev->event_lock, flags);
	mdp5_crtc_complete(c, latched);
	spin_unlock_irqrestore(&dev->event_lock, flags);
}

static void mdp5_crtc_atomic_flush(struct drm_crtc *crtc,
				   struct drm_atomic_state *state)
{
	struct drm_crtc_state *cs = drm_atomic_get_new_crtc_state(state, crtc);
	struct mdp5_crtc *c = to_mdp5_crtc(crtc);
	struct drm_pending_vblank_event *event = cs->event;
	unsigned long flags;

	cs->event = NULL;
	if (cs->active)
		mdp5_write(c->kms, c->ctl_base + REG_MDP5_CTL_FLUSH,
			   mdp5_crtc_blend(c, state, cs));
	if (!event)
		return;
	/* A CRTC without vsyncs (off, or not on yet) takes it at once */
	spin_lock_irqsave(&crtc->dev->event_lock, flags);
	if (drm_crtc_vblank_get(crtc)) {
		drm_crtc_send_vblank_event(crtc, event);
	} else {
		WARN_ON(c->event);
		c->event = event;
	}
	spin_unlock_irqrestore(&crtc->dev->event_lock, flags);
}

static void mdp5_crtc_atomic_enable(struct drm_crtc *crtc,
				    struct drm_atomic_state *state)
{
	struct mdp5_crtc *c = to_mdp5_crtc(crtc);

	mdp5_write(c->kms, c->ctl_base + REG_MDP5_CTL_OP,
		   MDP5_CTL_OP_INTF_NUM(INTF0 + c->intf));
	drm_crtc_vblank_on(crtc);
}

static void mdp5_crtc_atomic_disable(struct drm_crtc *crtc,
				     struct drm_atomic_state *state)
{
	struct mdp5_crtc *c = to_mdp5_crtc(crtc);
	unsigned long flags;

	mdp5_write(c->kms, c->ctl_base + REG_MDP5_CTL_LAYER_REG(c->index), 0);
	mdp5_write(c->kms, c->ctl_base + REG_MDP5_CTL_FLUSH,
		   (MDP5_CTL_FLUSH_LM0 << c->index) | MDP5_CTL_FLUSH_CTL);
	drm_crtc_vblank_off(crtc);
	spin_lock_irqsave(&crtc->dev->event_lock, flags);
	if (c->event) {
		drm_crtc_send_vblank_event(crtc, c->event);
		c->event = NULL;
		drm_crtc_vblank_put(crtc);
	}
	if (crtc->state->event && !crtc->state->active) {
		drm_crtc_send_vblank_event(crtc, crtc->state->event);
		crtc->state->event = NULL;
	}
	spin_unlock_irqrestore(&crtc->dev->event_lock, flags);
}

static const struct drm_crtc_helper_funcs mdp5_crtc_helper_funcs = {
	.atomic_check = mdp5_crtc_atomic_check,
	.atomic_flush = mdp5_crtc_atomic_flush,
	.atomic_enable = mdp5_crtc_atomic_enable,
	.atomic_disable = mdp5_crtc_atomic_disable,
};

static int mdp5_crtc_enable_vblank(struct drm_crtc *crtc)
{
	struct mdp5_crtc *c = to_mdp5_crtc(crtc);

	mdp5_kms_vblank_irq(c->kms, c->intf, true);
	return 0;
}

static void mdp5_crtc_disable_vblank(struct drm_crtc *crtc)
{
	struct mdp5_crtc *c = to_mdp5_crtc(crtc);

	mdp5_kms_vblank_irq(c->kms, c->intf, false);
}

static const struct drm_crtc_funcs mdp5_crtc_funcs = {
	.set_config = drm_atomic_helper_set_config,
	.page_flip = drm_atomic_helper_page_flip,
	.reset = drm_atomic_helper_crtc_reset,
	.atomic_duplicate_state = drm_atomic_helper_crtc_duplicate_state,
	.atomic_destroy_state = drm_atomic_helper_crtc_destroy_state,
	.enable_vblank = mdp5_crtc_enable_vblank,
	.disable_vblank = mdp5_crtc_disable_vblank,
};

struct mdp5_crtc *mdp5_crtc_create(struct mdp5_kms *kms, int index, int intf,
				   struct drm_plane *primary,
				   struct drm_plane *cursor)
{
	struct mdp5_crtc *c;

	c = drmm_crtc_alloc_with_planes(kms->dev, struct mdp5_crtc, base,
					primary, cursor, &mdp5_crtc_funcs,
					NULL);
	if (IS_ERR(c))
		return c;
	c->kms = kms;
	c->index = index;
	c->intf = intf;
	c->lm_base = kms->cfg->lm.base[index];
	c->ctl_base = kms->cfg->ctl.base[index];
	drm_crtc_helper_add(&c->base, &mdp5_crtc_helper_funcs);
	return c;
}
