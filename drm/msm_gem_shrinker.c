// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shrinker: placeholder until purging lands.
 */

#include "msm_drv.h"

int msm_gem_shrinker_init(struct msm_drm_private *priv)
{
	return 0;
}

void msm_gem_shrinker_cleanup(struct msm_drm_private *priv)
{
}
