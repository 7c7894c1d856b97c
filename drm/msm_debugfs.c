// SPDX-License-Identifier: GPL-2.0-only
/*
 * debugfs: /sys/kernel/debug/dri/N/, one function per part of the driver.
 */

#include <drm/drm_file.h>

#include "msm_drv.h"
#include "msm_gpu.h"
#include "msm_kms.h"
#include "msm_rd.h"

void msm_debugfs_init(struct drm_minor *minor)
{
	struct msm_gpu *gpu = to_msm_priv(minor->dev)->gpu;
	struct msm_kms *kms = to_msm_priv(minor->dev)->kms;

	msm_gem_debugfs_init(minor);
	if (kms && kms->funcs->debugfs_init)
		kms->funcs->debugfs_init(kms, minor->debugfs_root);
	if (!gpu)
		return;
	msm_gpu_debugfs_init(minor);
	msm_rd_debugfs_init(minor);
	if (gpu->funcs->debugfs_init)
		gpu->funcs->debugfs_init(gpu, minor->debugfs_root);
}
