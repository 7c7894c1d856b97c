// SPDX-License-Identifier: GPL-2.0-only
/*
 * debugfs files about the GPU: placeholder until they land.
 */

#include "msm_drv.h"

void msm_gpu_debugfs_init(struct drm_minor *minor)
{
}
