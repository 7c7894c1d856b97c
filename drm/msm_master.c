// SPDX-License-Identifier: GPL-2.0-only
/*
 * A board with a display: the display controller is the aggregate device
 * of upstream's component setup, and the GPU its component.  The
 * controller's probe names the GPU it waits for; once the GPU's probe has
 * added it, the aggregate binds: the DRM device is made on the
 * controller's device, the GPU starts on it (the component's bind), and
 * only then is it registered.  Unbinding either one takes the whole
 * device down in the reverse order.  The display has no KMS yet, so a
 * tree whose GPU is missing or disabled gives no DRM device.
 */

#include <linux/component.h>
#include <linux/device.h>
#include <linux/of.h>
#include <drm/drm_of.h>

#include "msm_drv.h"

static int msm_master_bind(struct device *dev)
{
	struct msm_drm_private *priv;
	int ret;

	/* Device-managed in the group the component core opened for bind */
	priv = msm_drm_alloc(dev);
	if (IS_ERR(priv))
		return PTR_ERR(priv);
	dev_set_drvdata(dev, priv);

	ret = component_bind_all(dev, priv);
	if (ret) {
		dev_err(dev, "the GPU did not bind: %d\n", ret);
		return ret;
	}
	ret = msm_drm_register(priv);
	if (ret)
		component_unbind_all(dev, priv);
	return ret;
}

static void msm_master_unbind(struct device *dev)
{
	struct msm_drm_private *priv = dev_get_drvdata(dev);

	msm_drm_unregister(priv);
	component_unbind_all(dev, priv);
	dev_set_drvdata(dev, NULL);
}

static const struct component_master_ops msm_master_ops = {
	.bind = msm_master_bind,
	.unbind = msm_master_unbind,
};

/* Probe of a display controller: waits for the tree's GPU */
int msm_master_add(struct device *dev)
{
	struct component_match *match = NULL;
	struct device_node *gpu = adreno_board_gpu_node();

	if (gpu && of_device_is_available(gpu))
		drm_of_component_match_add(dev, &match, component_compare_of,
					   gpu);
	if (!match) {
		of_node_put(gpu);
		dev_err(dev, "no GPU in the device tree, and no KMS: nothing to bind\n");
		return -ENODEV;
	}
	dev_info(dev, "the display binds the GPU %pOF\n", gpu);
	of_node_put(gpu);
	return component_master_add_with_match(dev, &msm_master_ops, match);
}

void msm_master_del(struct device *dev)
{
	component_master_del(dev, &msm_master_ops);
}
