/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Display (KMS), as the GPU-independent core sees it: a display
 * controller driver (mdp/) sets up its planes, CRTCs, encoders and
 * connectors on the DRM device's mode config; the core owns the mode
 * config, dumb buffers, framebuffers from GEM objects and fbdev.
 */
#ifndef __MSM_KMS_H__
#define __MSM_KMS_H__

#include <linux/types.h>

struct dentry;
struct drm_device;
struct drm_file;
struct drm_mode_create_dumb;
struct drm_plane_state;
struct msm_drm_private;
struct msm_gem_address_space;
struct msm_kms;

struct msm_kms_funcs {
	/* Before the mode config goes: stop the hardware, free the rest */
	void (*destroy)(struct msm_kms *kms);
	/* debugfs files of the display, in the DRM minor's directory */
	void (*debugfs_init)(struct msm_kms *kms, struct dentry *root);
};

struct msm_kms {
	const struct msm_kms_funcs *funcs;
	/* Where scanout reads framebuffers: the display's SMMU context */
	struct msm_gem_address_space *aspace;
};

/*
 * The mode config of a device with a display, before the display
 * controller adds its objects; msm_kms_register() after it has, once the
 * GPU runs; msm_kms_unregister() before the device is unregistered.
 */
int msm_kms_mode_config_init(struct msm_drm_private *priv);
void msm_kms_register(struct msm_drm_private *priv);
void msm_kms_unregister(struct msm_drm_private *priv);

/* Dumb buffers, as upstream msm makes them: 32-pixel aligned rows */
int msm_kms_dumb_create(struct drm_file *file, struct drm_device *dev,
			struct drm_mode_create_dumb *args);

/*
 * A plane's framebuffer while it may be scanned out: its buffers mapped
 * in the display's address space and kept from the shrinker, the fences
 * of their last writes made the plane's to wait for (implicit sync).
 */
int msm_kms_prepare_fb(struct msm_kms *kms, struct drm_plane_state *state);
void msm_kms_cleanup_fb(struct msm_kms *kms, struct drm_plane_state *state);
/* The display's address of the framebuffer's plane n (prepared) */
u64 msm_kms_fb_iova(struct msm_kms *kms, struct drm_plane_state *state,
		    unsigned int n);

#endif /* __MSM_KMS_H__ */
