// SPDX-License-Identifier: GPL-2.0-only
/*
 * MDP5 KMS: finds the controller's revision and its catalog entry, takes
 * its interrupt, and builds a CRTC, an encoder and planes for each
 * display interface a connector is given for.
 */

#include <linux/interrupt.h>
#include <drm/drm_drv.h>
#include <drm/drm_encoder.h>
#include <drm/drm_managed.h>
#include <drm/drm_print.h>
#include <drm/drm_vblank.h>

#include "msm_drv.h"
#include "mdp5_kms.h"

/* INTR_EN: the vsync interrupts of the interfaces whose vblanks are on */
void mdp5_kms_vblank_irq(struct mdp5_kms *kms, int intf, bool on)
{
	u32 bit = (u32)MDP5_IRQ_INTF0_VSYNC << (2 * intf);
	unsigned long flags;
	u32 en;

	spin_lock_irqsave(&kms->irq_lock, flags);
	en = mdp5_read(kms, REG_MDP5_MDP_INTR_EN);
	if (on) {
		/* A vsync that came while it was off is old news */
		mdp5_write(kms, REG_MDP5_MDP_INTR_CLEAR, bit & ~en);
		en |= bit;
	} else {
		en &= ~bit;
	}
	mdp5_write(kms, REG_MDP5_MDP_INTR_EN, en);
	spin_unlock_irqrestore(&kms->irq_lock, flags);
}

static irqreturn_t mdp5_irq(int irq, void *arg)
{
	struct mdp5_kms *kms = arg;
	u32 status;
	unsigned int i;

	status = mdp5_read(kms, REG_MDP5_MDP_INTR_STATUS) &
		 mdp5_read(kms, REG_MDP5_MDP_INTR_EN);
	if (!status)
		return IRQ_NONE;
	mdp5_write(kms, REG_MDP5_MDP_INTR_CLEAR, status);
	for (i = 0; i < kms->num_crtcs; i++) {
		struct mdp5_crtc *c = kms->crtcs[i];

		if (status & ((u32)MDP5_IRQ_INTF0_VSYNC << (2 * c->intf)))
			mdp5_crtc_vblank(c);
	}
	return IRQ_HANDLED;
}

/* Each kind of source pipe, in the catalog's order of its bases */
static const enum mdp5_pipe mdp5_vig_pipes[] = {
	SSPP_VIG0, SSPP_VIG1, SSPP_VIG2, SSPP_VIG3,
};

static const enum mdp5_pipe mdp5_rgb_pipes[] = {
	SSPP_RGB0, SSPP_RGB1, SSPP_RGB2, SSPP_RGB3,
};

static const enum mdp5_pipe mdp5_dma_pipes[] = { SSPP_DMA0, SSPP_DMA1 };

/*
 * A display on interface intf: CRTC n (mixer n, CTL n) with RGB pipe n
 * as its primary plane and mixer n's cursor, and an encoder.  Overlays
 * are added once every output is there (mdp5_kms_add_overlays()).
 */
int mdp5_kms_add_output(struct mdp5_kms *kms, int intf,
			struct drm_connector *connector)
{
	const struct mdp5_cfg_hw *cfg = kms->cfg;
	unsigned int n = kms->num_crtcs;
	struct drm_plane *primary, *cursor;
	struct drm_encoder *encoder;
	struct mdp5_crtc *crtc;

	if (n >= MDP5_MAX_CRTCS || n >= cfg->pipe_rgb.count)
		return -ENOSPC;
	primary = mdp5_plane_create(kms, mdp5_rgb_pipes[n],
				    cfg->pipe_rgb.base[n], DRM_PLANE_TYPE_PRIMARY,
				    BIT(n), STAGE_BASE);
	if (IS_ERR(primary))
		return PTR_ERR(primary);
	cursor = mdp5_cursor_plane_create(kms, n, BIT(n));
	if (IS_ERR(cursor))
		return PTR_ERR(cursor);
	crtc = mdp5_crtc_create(kms, n, intf, primary, cursor);
	if (IS_ERR(crtc))
		return PTR_ERR(crtc);
	encoder = mdp5_encoder_create(kms, intf, BIT(n));
	if (IS_ERR(encoder))
		return PTR_ERR(encoder);
	kms->crtcs[n] = crtc;
	kms->num_crtcs++;
	return drm_connector_attach_encoder(connector, encoder);
}

/* Overlays for any CRTC: the pipes of a kind from first on */
static int mdp5_kms_add_pipes(struct mdp5_kms *kms,
			      const struct mdp5_pipe_block *blk,
			      const enum mdp5_pipe *pipes, unsigned int n,
			      unsigned int first, unsigned int *zpos)
{
	u32 crtcs = BIT(kms->num_crtcs) - 1;
	struct drm_plane *plane;
	unsigned int i;

	for (i = first; i < blk->count && i < n; i++) {
		plane = mdp5_plane_create(kms, pipes[i], blk->base[i],
					  DRM_PLANE_TYPE_OVERLAY, crtcs,
					  (*zpos)++);
		if (IS_ERR(plane))
			return PTR_ERR(plane);
	}
	return 0;
}

/* The pipes no CRTC has as its primary */
static int mdp5_kms_add_overlays(struct mdp5_kms *kms)
{
	const struct mdp5_cfg_hw *cfg = kms->cfg;
	unsigned int zpos = STAGE0;

	return mdp5_kms_add_pipes(kms, &cfg->pipe_vig, mdp5_vig_pipes,
				  ARRAY_SIZE(mdp5_vig_pipes), 0, &zpos) ?:
	       mdp5_kms_add_pipes(kms, &cfg->pipe_rgb, mdp5_rgb_pipes,
				  ARRAY_SIZE(mdp5_rgb_pipes), kms->num_crtcs,
				  &zpos) ?:
	       mdp5_kms_add_pipes(kms, &cfg->pipe_dma, mdp5_dma_pipes,
				  ARRAY_SIZE(mdp5_dma_pipes), 0, &zpos);
}

/* Once every output is added: overlays, vblanks, the interrupt */
int mdp5_kms_finish(struct mdp5_kms *kms)
{
	int ret;

	ret = mdp5_kms_add_overlays(kms);
	if (ret)
		return ret;
	ret = drm_vblank_init(kms->dev, kms->num_crtcs);
	if (ret)
		return ret;
	mdp5_write(kms, REG_MDP5_MDP_INTR_EN, 0);
	mdp5_write(kms, REG_MDP5_MDP_INTR_CLEAR, 0xffffffff);
	return request_irq(kms->irq, mdp5_irq, 0, "msm-mdp5", kms);
}

static void mdp5_kms_destroy(struct msm_kms *base)
{
	struct mdp5_kms *kms = to_mdp5_kms(base);

	mdp5_write(kms, REG_MDP5_MDP_INTR_EN, 0);
	free_irq(kms->irq, kms);
	if (kms->io->destroy)
		kms->io->destroy(kms->io->priv);
}

static void mdp5_kms_debugfs_init(struct msm_kms *base, struct dentry *root)
{
	struct mdp5_kms *kms = to_mdp5_kms(base);

	if (kms->io->debugfs_init)
		kms->io->debugfs_init(kms->io->priv, root);
}

static const struct msm_kms_funcs mdp5_kms_funcs = {
	.destroy = mdp5_kms_destroy,
	.debugfs_init = mdp5_kms_debugfs_init,
};

struct mdp5_kms *mdp5_kms_create(struct msm_drm_private *priv,
				 const struct mdp5_io *io, int irq,
				 struct msm_gem_address_space *aspace)
{
	struct mdp5_kms *kms;
	u32 version, major, minor;
	unsigned int i;
	int ret;

	kms = drmm_kzalloc(&priv->drm, sizeof(*kms), GFP_KERNEL);
	if (!kms)
		return ERR_PTR(-ENOMEM);
	kms->base.funcs = &mdp5_kms_funcs;
	kms->base.aspace = aspace;
	kms->dev = &priv->drm;
	kms->io = io;
	kms->irq = irq;
	spin_lock_init(&kms->irq_lock);

	version = mdp5_read(kms, REG_MDP5_MDP_HW_VERSION);
	major = (version & MDP5_MDP_HW_VERSION_MAJOR__MASK) >>
		MDP5_MDP_HW_VERSION_MAJOR__SHIFT;
	minor = (version & MDP5_MDP_HW_VERSION_MINOR__MASK) >>
		MDP5_MDP_HW_VERSION_MINOR__SHIFT;
	kms->cfg = mdp5_cfg_lookup(major, minor);
	if (!kms->cfg) {
		drm_err(kms->dev, "unknown MDP5 version v%u.%u\n", major, minor);
		return ERR_PTR(-ENXIO);
	}
	drm_info(kms->dev, "MDP5 v%u.%u: %s\n", major, minor, kms->cfg->name);

	/* Every timing engine off, as the driver found nothing running */
	for (i = 0; i < ARRAY_SIZE(kms->cfg->intf.base); i++)
		if (kms->cfg->intf.connect[i] != INTF_DISABLED)
			mdp5_write(kms, kms->cfg->intf.base[i] +
				   REG_MDP5_INTF_TIMING_ENGINE_EN, 0);
	ret = msm_kms_mode_config_init(priv);
	if (ret)
		return ERR_PTR(ret);
	priv->kms = &kms->base;
	return kms;
}
