// SPDX-License-Identifier: GPL-2.0-only
/*
 * The display controllers of upstream's binding, as far as binding goes:
 * MDP4 ("qcom,mdp4", a node of its own, as on APQ8064), and MDP5
 * ("qcom,mdp5"), a child of the MDSS wrapper ("qcom,mdss", as on MSM8974
 * and APQ8084), which creates its children.  Each controller is the
 * aggregate device that binds the GPU (drm/msm_master.c).  No KMS yet:
 * neither drives its registers.
 */

#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>

#include "msm_compat.h"
#include "msm_drv.h"

static const struct of_device_id mdp_of_match[] = {
	{ .compatible = "qcom,mdp4" },
	{ .compatible = "qcom,mdp5" },
	{}
};
MODULE_DEVICE_TABLE(of, mdp_of_match);

static const struct of_device_id mdss_of_match[] = {
	{ .compatible = "qcom,mdss" },
	{}
};
MODULE_DEVICE_TABLE(of, mdss_of_match);

/*
 * Whether the GPU binds as a display's component: a controller is in the
 * tree, on its own or in an MDSS that is itself available
 */
bool msm_display_in_tree(void)
{
	struct device_node *np;

	for_each_matching_node(np, mdp_of_match) {
		struct device_node *mdss = of_get_parent(np);
		bool available = of_device_is_available(np) &&
				 (!of_match_node(mdss_of_match, mdss) ||
				  of_device_is_available(mdss));

		of_node_put(mdss);
		if (available) {
			of_node_put(np);
			return true;
		}
	}
	return false;
}

static int mdp_probe(struct platform_device *pdev)
{
	return msm_master_add(&pdev->dev);
}

static void mdp_remove(struct platform_device *pdev)
{
	msm_master_del(&pdev->dev);
}

MSM_PLATFORM_REMOVE(mdp_remove)

static struct platform_driver mdp_driver = {
	.probe = mdp_probe,
	MSM_PLATFORM_REMOVE_HOOK(mdp_remove),
	.driver = {
		.name = "msm_mdp",
		.of_match_table = mdp_of_match,
	},
};

/* MDSS: its MDP5 (and interfaces) are its children, created here */
static int mdss_probe(struct platform_device *pdev)
{
	return devm_of_platform_populate(&pdev->dev);
}

static struct platform_driver mdss_driver = {
	.probe = mdss_probe,
	.driver = {
		.name = "msm_mdss",
		.of_match_table = mdss_of_match,
	},
};

int mdp_register(void)
{
	int ret = platform_driver_register(&mdss_driver);

	if (ret)
		return ret;
	ret = platform_driver_register(&mdp_driver);
	if (ret)
		platform_driver_unregister(&mdss_driver);
	return ret;
}

void mdp_unregister(void)
{
	platform_driver_unregister(&mdp_driver);
	platform_driver_unregister(&mdss_driver);
}
