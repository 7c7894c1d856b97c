/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * rd: command-stream capture in the format freedreno's tools read.
 */
#ifndef __MSM_RD_H__
#define __MSM_RD_H__

struct drm_minor;
struct msm_drm_private;
struct msm_gem_submit;
struct msm_rd_state;

/* Creates debugfs rd and hangrd (on the primary minor only) */
void msm_rd_debugfs_init(struct drm_minor *minor);
void msm_rd_cleanup(struct msm_drm_private *priv);

/*
 * Records a submit in rd as the GPU is given it, or, with why (the reason
 * it was captured), in hangrd; a no-op without a reader.  Process context.
 */
void msm_rd_dump_submit(struct msm_drm_private *priv,
			struct msm_gem_submit *submit, const char *why);

#endif /* __MSM_RD_H__ */
