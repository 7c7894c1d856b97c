/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * MDP5 KMS: the display controller of MSM8974, APQ8084 and MSM8916.
 *
 * One CRTC per display interface in use, each with a layer mixer, the CTL
 * of the same index and, as its primary plane, the RGB pipe of that
 * index; the VIG, DMA and remaining RGB pipes are overlays any CRTC may
 * take; each mixer's hardware cursor is its CRTC's cursor plane.  Planes
 * stage in zpos order: the lowest on the mixer's base stage, the others
 * blended above it.  Register writes are double-buffered by the hardware:
 * a CRTC's flush (CTL_FLUSH) makes them take effect at the next vsync.
 */
#ifndef __MDP5_KMS_H__
#define __MDP5_KMS_H__

#include <linux/spinlock.h>
#include <linux/types.h>
#include <drm/drm_crtc.h>
#include <drm/drm_encoder.h>
#include <drm/drm_plane.h>

#include "msm_kms.h"
#include "mdp5_cfg.h"
#include "generated/mdp_common.xml.h"
#include "generated/mdp5.xml.h"

struct dentry;
struct drm_connector;
struct msm_drm_private;

/* The register windows: MDSS's own, and MDP's */
enum mdp5_window {
	MDP5_WIN_MDSS,
	MDP5_WIN_MDP,
};

/*
 * How the driver reaches the controller: MMIO on a board, the virtual
 * MDP5 on the vgpu (mdp5_virtual.c), and the interface's pixel clock
 */
struct mdp5_io {
	void *priv;
	u32 (*read)(void *priv, enum mdp5_window win, u32 offset);
	void (*write)(void *priv, enum mdp5_window win, u32 offset, u32 val);
	void (*set_pixel_clock)(void *priv, int intf, unsigned long hz);
	/* Optional: the controller's own debugfs files, and its teardown */
	void (*debugfs_init)(void *priv, struct dentry *root);
	void (*destroy)(void *priv);
};

#define MDP5_MAX_CRTCS		2
#define MDP5_CURSOR_SIZE	64

struct mdp5_kms;

/* A source pipe (SSPP) or a mixer's cursor, as a plane */
struct mdp5_plane {
	struct drm_plane base;
	struct mdp5_kms *kms;
	enum mdp5_pipe pipe;	/* SSPP_NONE for a cursor */
	u32 reg_base;		/* the pipe's registers */
	u32 flush;		/* its CTL_FLUSH bit */
	u32 layer_shift;	/* its stage field in CTL_LAYER_REG */
	bool scales;
};

struct mdp5_crtc {
	struct drm_crtc base;
	struct mdp5_kms *kms;
	int index;		/* of its mixer and CTL */
	int intf;		/* the interface it drives */
	u32 lm_base, ctl_base;
	/* The flip event of the last flush, sent once the flush latched */
	struct drm_pending_vblank_event *event;
};

struct mdp5_encoder {
	struct drm_encoder base;
	struct mdp5_kms *kms;
	int intf;
	enum mdp5_intf_type type;
};

struct mdp5_kms {
	struct msm_kms base;
	struct drm_device *dev;
	const struct mdp5_cfg_hw *cfg;
	const struct mdp5_io *io;
	int irq;
	spinlock_t irq_lock;	/* INTR_EN */
	unsigned int num_crtcs;
	struct mdp5_crtc *crtcs[MDP5_MAX_CRTCS];
};

static inline struct mdp5_kms *to_mdp5_kms(struct msm_kms *kms)
{
	return container_of(kms, struct mdp5_kms, base);
}

static inline u32 mdp5_read(struct mdp5_kms *k, u32 offset)
{
	return k->io->read(k->io->priv, MDP5_WIN_MDP, offset);
}

static inline void mdp5_write(struct mdp5_kms *k, u32 offset, u32 val)
{
	k->io->write(k->io->priv, MDP5_WIN_MDP, offset, val);
}

/* mdp5_kms.c */
struct mdp5_kms *mdp5_kms_create(struct msm_drm_private *priv,
				 const struct mdp5_io *io, int irq,
				 struct msm_gem_address_space *aspace);
int mdp5_kms_add_output(struct mdp5_kms *kms, int intf,
			struct drm_connector *connector);
int mdp5_kms_finish(struct mdp5_kms *kms);
void mdp5_kms_vblank_irq(struct mdp5_kms *kms, int intf, bool on);

/* mdp5_plane.c */
struct drm_plane *mdp5_plane_create(struct mdp5_kms *kms, enum mdp5_pipe pipe,
				    u32 reg_base, enum drm_plane_type type,
				    u32 crtcs, unsigned int zpos);
struct drm_plane *mdp5_cursor_plane_create(struct mdp5_kms *kms, int lm,
					   u32 crtc);
u32 mdp5_plane_flush(struct drm_plane *plane);

/* mdp5_crtc.c */
struct mdp5_crtc *mdp5_crtc_create(struct mdp5_kms *kms, int index, int intf,
				   struct drm_plane *primary,
				   struct drm_plane *cursor);
void mdp5_crtc_vblank(struct mdp5_crtc *crtc);

/* mdp5_encoder.c */
struct drm_encoder *mdp5_encoder_create(struct mdp5_kms *kms, int intf,
					u32 crtcs);

#endif /* __MDP5_KMS_H__ */
