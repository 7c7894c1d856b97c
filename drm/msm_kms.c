// SPDX-License-Identifier: GPL-2.0-only
/*
 * The core's share of display: the mode config, dumb buffers,
 * framebuffers from GEM objects, scanout pins and fbdev.  The display
 * controller (mdp/) adds its KMS objects in between.
 */

#include <linux/dma-resv.h>
#include <drm/drm_atomic.h>
#include <drm/drm_atomic_helper.h>
#include <drm/drm_drv.h>
#include <drm/drm_fourcc.h>
#include <drm/drm_framebuffer.h>
#include <drm/drm_gem_atomic_helper.h>
#include <drm/drm_gem_framebuffer_helper.h>
#include <drm/drm_mode_config.h>
#include <drm/drm_plane.h>
#include <drm/drm_probe_helper.h>

#define MSM_COMPAT_FBDEV
#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_kms.h"

/*
 * As upstream msm: a handle that names no buffer is ENXIO.  A modifier no
 * plane scans out is EINVAL, as later kernels' core has it (6.1's takes
 * the framebuffer, and clients that retry without modifiers on failure
 * only find out when they set a mode).
 */
static struct drm_framebuffer *
msm_kms_fb_create(struct drm_device *dev, struct drm_file *file,
		  const struct drm_mode_fb_cmd2 *cmd)
{
	const struct drm_format_info *info = drm_get_format_info(dev, cmd);
	unsigned int i;

	if ((cmd->flags & DRM_MODE_FB_MODIFIERS) &&
	    !drm_any_plane_has_format(dev, cmd->pixel_format,
				      cmd->modifier[0]))
		return ERR_PTR(-EINVAL);

	for (i = 0; info && i < info->num_planes; i++) {
		struct drm_gem_object *obj;

		obj = drm_gem_object_lookup(file, cmd->handles[i]);
		if (!obj)
			return ERR_PTR(-ENXIO);
		drm_gem_object_put(obj);
	}
	return drm_gem_fb_create(dev, file, cmd);
}

static const struct drm_mode_config_funcs msm_mode_config_funcs = {
	.fb_create = msm_kms_fb_create,
	.atomic_check = drm_atomic_helper_check,
	.atomic_commit = drm_atomic_helper_commit,
};

int msm_kms_mode_config_init(struct msm_drm_private *priv)
{
	struct drm_device *dev = &priv->drm;
	int ret;

	ret = drmm_mode_config_init(dev);
	if (ret)
		return ret;
	/* As upstream's MDP5: any size the registers' 16 bits hold */
	dev->mode_config.min_width = 0;
	dev->mode_config.min_height = 0;
	dev->mode_config.max_width = 0xffff;
	dev->mode_config.max_height = 0xffff;
	dev->mode_config.preferred_depth = 24;
	dev->mode_config.normalize_zpos = true;
	dev->mode_config.funcs = &msm_mode_config_funcs;
	return 0;
}

/* The device is registered: the display starts, and fbdev on it */
void msm_kms_register(struct msm_drm_private *priv)
{
	drm_kms_helper_poll_init(&priv->drm);
	msm_fbdev_setup(&priv->drm);
}

void msm_kms_unregister(struct msm_drm_private *priv)
{
	drm_kms_helper_poll_fini(&priv->drm);
	drm_atomic_helper_shutdown(&priv->drm);
}

/* Rows of 32-pixel multiples, as the GPU renders them (upstream's rule) */
int msm_kms_dumb_create(struct drm_file *file, struct drm_device *dev,
			struct drm_mode_create_dumb *args)
{
	u64 pitch = (u64)DIV_ROUND_UP(args->bpp, 8) * ALIGN(args->width, 32);
	u64 size = pitch * args->height;

	if (pitch > U32_MAX || size > U32_MAX)
		return -EINVAL;
	args->pitch = pitch;
	args->size = PAGE_ALIGN(size);
	return msm_gem_new_handle(dev, file, args->size,
				  MSM_BO_SCANOUT | MSM_BO_WC, &args->handle);
}

static void msm_kms_pin(struct drm_gem_object *obj, int delta)
{
	struct msm_gem_object *bo = to_msm_bo(obj);

	dma_resv_lock(obj->resv, NULL);
	atomic_add(delta, &bo->scanout_pins);
	msm_gem_shrinker_update(bo);
	dma_resv_unlock(obj->resv);
}

static void msm_kms_unpin_planes(struct drm_framebuffer *fb, unsigned int n)
{
	while (n--)
		msm_kms_pin(fb->obj[n], -1);
}

int msm_kms_prepare_fb(struct msm_kms *kms, struct drm_plane_state *state)
{
	struct drm_framebuffer *fb = state->fb;
	unsigned int i;
	u64 iova;
	int ret;

	if (!fb)
		return 0;
	for (i = 0; i < fb->format->num_planes; i++) {
		ret = msm_gem_get_iova(fb->obj[i], kms->aspace, &iova);
		if (ret) {
			msm_kms_unpin_planes(fb, i);
			return ret;
		}
		msm_kms_pin(fb->obj[i], 1);
	}
	ret = drm_gem_plane_helper_prepare_fb(state->plane, state);
	if (ret)
		msm_kms_unpin_planes(fb, fb->format->num_planes);
	return ret;
}

void msm_kms_cleanup_fb(struct msm_kms *kms, struct drm_plane_state *state)
{
	if (state->fb)
		msm_kms_unpin_planes(state->fb, state->fb->format->num_planes);
}

u64 msm_kms_fb_iova(struct msm_kms *kms, struct drm_plane_state *state,
		    unsigned int n)
{
	struct drm_framebuffer *fb = state->fb;

	return to_msm_bo(fb->obj[n])->vma.node.start + fb->offsets[n];
}
