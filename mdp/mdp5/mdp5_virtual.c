// SPDX-License-Identifier: GPL-2.0-only
/*
 * The vgpu's display: a virtual MDP5 (mdp/vmdp5/) that the MDP5 driver
 * reaches through its register accessor, with a virtual monitor on each
 * of its outputs (connected, with an EDID, hotplugged from debugfs).
 * Scanout reads framebuffers through the GPU's address space, as MDP's
 * own SMMU context would translate them.
 */

#include <drm/drm_atomic_helper.h>
#include <drm/drm_connector.h>
#include <drm/drm_edid.h>
#include <drm/drm_managed.h>
#include <drm/drm_probe_helper.h>

#include "msm_drv.h"
#include "msm_kms.h"
#include "mdp5_kms.h"
#include "vmdp5/vmdp5_dev.h"

struct mdp5_virtual {
	struct vmdp5_dev *vd;
	struct mdp5_io io;
	struct drm_device *dev;
	/* The GPU's view of memory, which scanout reads through */
	int (*read)(void *priv, u64 iova, void *dst, u32 len);
	void *read_priv;
};

struct mdp5_monitor {
	struct drm_connector base;
	struct vmdp5_dev *vd;
	unsigned int output;
};

static struct mdp5_monitor *to_monitor(struct drm_connector *connector)
{
	return container_of(connector, struct mdp5_monitor, base);
}

static u32 mdp5_virtual_read(void *priv, enum mdp5_window win, u32 offset)
{
	return vmdp5_dev_read(priv, win == MDP5_WIN_MDSS ? VMDP5_WIN_MDSS :
			      VMDP5_WIN_MDP, offset);
}

static void mdp5_virtual_write(void *priv, enum mdp5_window win, u32 offset,
			       u32 val)
{
	vmdp5_dev_write(priv, win == MDP5_WIN_MDSS ? VMDP5_WIN_MDSS :
			VMDP5_WIN_MDP, offset, val);
}

static void mdp5_virtual_pixel_clock(void *priv, int intf, unsigned long hz)
{
	vmdp5_dev_set_pixel_clock(priv, intf, hz);
}

static enum drm_connector_status
mdp5_monitor_detect(struct drm_connector *connector, bool force)
{
	struct mdp5_monitor *m = to_monitor(connector);

	return vmdp5_dev_connected(m->vd, m->output) ?
	       connector_status_connected : connector_status_disconnected;
}

static int mdp5_monitor_get_modes(struct drm_connector *connector)
{
	struct mdp5_monitor *m = to_monitor(connector);
	struct edid *edid = (struct edid *)vmdp5_dev_edid(m->vd, m->output);

	if (!vmdp5_dev_connected(m->vd, m->output)) {
		drm_connector_update_edid_property(connector, NULL);
		return 0;
	}
	drm_connector_update_edid_property(connector, edid);
	return drm_add_edid_modes(connector, edid);
}

static const struct drm_connector_helper_funcs mdp5_monitor_helper_funcs = {
	.get_modes = mdp5_monitor_get_modes,
};

static const struct drm_connector_funcs mdp5_monitor_funcs = {
	.detect = mdp5_monitor_detect,
	.fill_modes = drm_helper_probe_single_connector_modes,
	.reset = drm_atomic_helper_connector_reset,
	.atomic_duplicate_state = drm_atomic_helper_connector_duplicate_state,
	.atomic_destroy_state = drm_atomic_helper_connector_destroy_state,
};

static struct drm_connector *mdp5_monitor_create(struct mdp5_virtual *v,
						 unsigned int output)
{
	struct mdp5_monitor *m;
	int ret;

	m = drmm_kzalloc(v->dev, sizeof(*m), GFP_KERNEL);
	if (!m)
		return ERR_PTR(-ENOMEM);
	m->vd = v->vd;
	m->output = output;
	ret = drmm_connector_init(v->dev, &m->base, &mdp5_monitor_funcs,
				  output ? DRM_MODE_CONNECTOR_eDP :
				  DRM_MODE_CONNECTOR_HDMIA, NULL);
	if (ret)
		return ERR_PTR(ret);
	drm_connector_helper_add(&m->base, &mdp5_monitor_helper_funcs);
	m->base.polled = DRM_CONNECTOR_POLL_HPD;
	return &m->base;
}

static void mdp5_virtual_hotplug(void *priv)
{
	struct mdp5_virtual *v = priv;

	drm_kms_helper_hotplug_event(v->dev);
}

static int mdp5_virtual_fetch(void *priv, u64 iova, void *dst, u32 len)
{
	struct mdp5_virtual *v = priv;

	return v->read(v->read_priv, iova, dst, len);
}

static void mdp5_virtual_debugfs(void *priv, struct dentry *root)
{
	vmdp5_dev_debugfs_init(priv, root);
}

static void mdp5_virtual_destroy(void *priv)
{
	vmdp5_dev_destroy(priv);
}

static int mdp5_virtual_outputs(struct mdp5_virtual *v, struct mdp5_kms *kms)
{
	unsigned int i;
	int ret;

	for (i = 0; i < vmdp5_dev_outputs(v->vd); i++) {
		struct drm_connector *connector = mdp5_monitor_create(v, i);

		if (IS_ERR(connector))
			return PTR_ERR(connector);
		ret = mdp5_kms_add_output(kms, vmdp5_dev_output_intf(i),
					  connector);
		if (ret)
			return ret;
	}
	return mdp5_kms_finish(kms);
}

int mdp5_virtual_init(struct msm_drm_private *priv,
		      struct msm_gem_address_space *aspace,
		      int (*read)(void *priv, u64 iova, void *dst, u32 len),
		      void *read_priv, unsigned int outputs)
{
	struct vmdp5_dev_ops ops = {
		.read = mdp5_virtual_fetch,
		.hotplug = mdp5_virtual_hotplug,
	};
	struct mdp5_virtual *v;
	struct mdp5_kms *kms;
	int ret;

	v = drmm_kzalloc(&priv->drm, sizeof(*v), GFP_KERNEL);
	if (!v)
		return -ENOMEM;
	v->dev = &priv->drm;
	v->read = read;
	v->read_priv = read_priv;
	ops.priv = v;
	v->vd = vmdp5_dev_create(&ops, outputs);
	if (IS_ERR(v->vd))
		return PTR_ERR(v->vd);
	v->io = (struct mdp5_io) {
		.priv = v->vd,
		.read = mdp5_virtual_read,
		.write = mdp5_virtual_write,
		.set_pixel_clock = mdp5_virtual_pixel_clock,
		.debugfs_init = mdp5_virtual_debugfs,
		.destroy = mdp5_virtual_destroy,
	};
	kms = mdp5_kms_create(priv, &v->io, vmdp5_dev_irq(v->vd), aspace);
	ret = PTR_ERR_OR_ZERO(kms);
	if (!ret)
		ret = mdp5_virtual_outputs(v, kms);
	if (ret) {
		priv->kms = NULL;
		vmdp5_dev_destroy(v->vd);
	}
	return ret;
}
