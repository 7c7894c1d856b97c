// SPDX-License-Identifier: GPL-2.0-only
/*
 * MDP5 encoders: an interface's timing engine in video mode, programmed
 * from the mode as upstream's video encoder does, and its pixel clock.
 */

#include <drm/drm_atomic.h>
#include <drm/drm_atomic_helper.h>
#include <drm/drm_modeset_helper_vtables.h>

#include "msm_drv.h"
#include "mdp5_kms.h"

static struct mdp5_encoder *to_mdp5_encoder(struct drm_encoder *encoder)
{
	return container_of(encoder, struct mdp5_encoder, base);
}

static void mdp5_intf_write(struct mdp5_encoder *e, u32 reg, u32 val)
{
	mdp5_write(e->kms, e->kms->cfg->intf.base[e->intf] + reg, val);
}

/* The timing registers, for video mode */
static void mdp5_intf_timing(struct mdp5_encoder *e,
			     const struct drm_display_mode *m)
{
	u32 htotal = m->htotal, vtotal = m->vtotal;
	u32 hsync_start_x = htotal - m->hsync_start;
	u32 hsync_end_x = htotal - (m->hsync_start - m->hdisplay) - 1;
	u32 vsync_period = vtotal * htotal;
	u32 v_start = (vtotal - m->vsync_start) * htotal;
	u32 v_end = vsync_period - (m->vsync_start - m->vdisplay) * htotal - 1;
	u32 pol = 0;

	if (e->type == INTF_eDP) {
		v_start += htotal - m->hsync_start;
		v_end -= m->hsync_start - m->hdisplay;
	}
	if (e->type != INTF_DSI) {
		if (m->flags & DRM_MODE_FLAG_NHSYNC)
			pol |= MDP5_INTF_POLARITY_CTL_HSYNC_LOW;
		if (m->flags & DRM_MODE_FLAG_NVSYNC)
			pol |= MDP5_INTF_POLARITY_CTL_VSYNC_LOW;
	}
	mdp5_intf_write(e, REG_MDP5_INTF_HSYNC_CTL,
			MDP5_INTF_HSYNC_CTL_PULSEW(m->hsync_end - m->hsync_start) |
			MDP5_INTF_HSYNC_CTL_PERIOD(htotal));
	mdp5_intf_write(e, REG_MDP5_INTF_VSYNC_PERIOD_F0, vsync_period);
	mdp5_intf_write(e, REG_MDP5_INTF_VSYNC_LEN_F0,
			(m->vsync_end - m->vsync_start) * htotal);
	mdp5_intf_write(e, REG_MDP5_INTF_DISPLAY_HCTL,
			MDP5_INTF_DISPLAY_HCTL_START(hsync_start_x) |
			MDP5_INTF_DISPLAY_HCTL_END(hsync_end_x));
	mdp5_intf_write(e, REG_MDP5_INTF_DISPLAY_VSTART_F0, v_start);
	mdp5_intf_write(e, REG_MDP5_INTF_DISPLAY_VEND_F0, v_end);
	mdp5_intf_write(e, REG_MDP5_INTF_BORDER_COLOR, 0);
	mdp5_intf_write(e, REG_MDP5_INTF_UNDERFLOW_COLOR, 0xff);
	mdp5_intf_write(e, REG_MDP5_INTF_HSYNC_SKEW, 0);
	mdp5_intf_write(e, REG_MDP5_INTF_POLARITY_CTL, pol);
	mdp5_intf_write(e, REG_MDP5_INTF_ACTIVE_HCTL, 0);
	mdp5_intf_write(e, REG_MDP5_INTF_ACTIVE_VSTART_F0, 0);
	mdp5_intf_write(e, REG_MDP5_INTF_ACTIVE_VEND_F0, 0);
	/* 8 bits a component */
	mdp5_intf_write(e, REG_MDP5_INTF_PANEL_FORMAT, 0x213f);
	mdp5_intf_write(e, REG_MDP5_INTF_FRAME_LINE_COUNT_EN, 0x3);
}

/* DISP_INTF_SEL: which kind of interface each INTF is */
static void mdp5_intf_select(struct mdp5_encoder *e, bool on)
{
	struct mdp5_kms *kms = e->kms;
	u32 sel = mdp5_read(kms, REG_MDP5_MDP_DISP_INTF_SEL);
	u32 shift = 8 * e->intf;

	sel &= ~(0xffu << shift);
	if (on)
		sel |= (u32)e->type << shift;
	mdp5_write(kms, REG_MDP5_MDP_DISP_INTF_SEL, sel);
}

static void mdp5_encoder_atomic_enable(struct drm_encoder *encoder,
				       struct drm_atomic_state *state)
{
	struct mdp5_encoder *e = to_mdp5_encoder(encoder);
	struct drm_crtc_state *cs;
	struct mdp5_kms *kms = e->kms;

	cs = drm_atomic_get_new_crtc_state(state, encoder->crtc);
	kms->io->set_pixel_clock(kms->io->priv, e->intf,
				 cs->adjusted_mode.clock * 1000);
	mdp5_intf_timing(e, &cs->adjusted_mode);
	mdp5_intf_select(e, true);
	mdp5_intf_write(e, REG_MDP5_INTF_TIMING_ENGINE_EN, 1);
}

static void mdp5_encoder_atomic_disable(struct drm_encoder *encoder,
					struct drm_atomic_state *state)
{
	struct mdp5_encoder *e = to_mdp5_encoder(encoder);

	mdp5_intf_write(e, REG_MDP5_INTF_TIMING_ENGINE_EN, 0);
	mdp5_intf_select(e, false);
}

static const struct drm_encoder_helper_funcs mdp5_encoder_helper_funcs = {
	.atomic_enable = mdp5_encoder_atomic_enable,
	.atomic_disable = mdp5_encoder_atomic_disable,
};

struct drm_encoder *mdp5_encoder_create(struct mdp5_kms *kms, int intf,
					u32 crtcs)
{
	enum mdp5_intf_type type = kms->cfg->intf.connect[intf];
	int drm_type = type == INTF_HDMI ? DRM_MODE_ENCODER_TMDS :
		       type == INTF_DSI ? DRM_MODE_ENCODER_DSI :
		       DRM_MODE_ENCODER_LVDS;
	struct mdp5_encoder *e;

	e = drmm_encoder_alloc(kms->dev, struct mdp5_encoder, base, NULL,
			       drm_type, NULL);
	if (IS_ERR(e))
		return ERR_CAST(e);
	e->kms = kms;
	e->intf = intf;
	e->type = type;
	e->base.possible_crtcs = crtcs;
	drm_encoder_helper_add(&e->base, &mdp5_encoder_helper_funcs);
	return &e->base;
}
