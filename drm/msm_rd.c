// SPDX-License-Identifier: GPL-2.0-only
/*
 * rd capture: placeholder until the capture lands.
 */

#include "msm_drv.h"
#include "msm_rd.h"

void msm_rd_debugfs_init(struct drm_minor *minor)
{
}

void msm_rd_cleanup(struct msm_drm_private *priv)
{
}

void msm_rd_dump_submit(struct msm_rd_state *rd, struct msm_gem_submit *submit,
			const char *why)
{
}
