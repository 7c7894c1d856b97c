// SPDX-License-Identifier: GPL-2.0-only
/*
 * The msm DRM driver: device and file life cycle, and the ioctl table.
 */

#include <linux/module.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include <drm/drm_drv.h>
#include <drm/drm_gem.h>
#include <drm/drm_ioctl.h>
#include <drm/drm_prime.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_kms.h"
#include "msm_rd.h"
#include "msm_submitqueue.h"

static atomic64_t msm_client_ids = ATOMIC64_INIT(0);

static void msm_file_private_release(struct kref *kref)
{
	struct msm_file_private *ctx =
		container_of(kref, struct msm_file_private, ref);

	/* No submit of the client is left: its entities are idle */
	msm_submitqueue_entities_destroy(ctx);
	msm_gem_address_space_put(ctx->aspace);
	kfree(ctx->comm);
	kfree(ctx->cmdline);
	mutex_destroy(&ctx->sysprof_lock);
	kfree(ctx);
}

void msm_file_private_put(struct msm_file_private *ctx)
{
	kref_put(&ctx->ref, msm_file_private_release);
}

static int msm_open(struct drm_device *dev, struct drm_file *file)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;
	struct msm_file_private *ctx;
	int ret;

	ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	kref_init(&ctx->ref);
	spin_lock_init(&ctx->lock);
	mutex_init(&ctx->sysprof_lock);
	ctx->priv = to_msm_priv(dev);
	ctx->client_id = atomic64_inc_return(&msm_client_ids);

	ret = msm_submitqueue_init(dev, ctx);
	if (ret) {
		msm_submitqueue_entities_destroy(ctx);
		kfree(ctx);
		return ret;
	}

	/* a2xx-a4xx have no per-process page tables: all share the GPU's */
	if (gpu)
		ctx->aspace = msm_gem_address_space_get(gpu->aspace);

	file->driver_priv = ctx;
	return 0;
}

static void msm_postclose(struct drm_device *dev, struct drm_file *file)
{
	struct msm_file_private *ctx = file->driver_priv;

	/* Submits still in flight keep ctx through their queues */
	msm_submitqueue_close_all(ctx);
	msm_sysprof_set(ctx, 0);
	msm_file_private_put(ctx);
}

/*
 * fdinfo: what a client used, in the keys of the DRM usage-stats
 * document.  GPU time is from handing a submit to the ring to its retire.
 */
static void msm_show_fdinfo(struct seq_file *m, struct file *f)
{
	struct drm_file *file = f->private_data;
	struct msm_file_private *ctx = file->driver_priv;
	struct msm_gpu *gpu = ctx->priv->gpu;
	u64 ns = atomic64_read(&ctx->elapsed_ns);

	seq_printf(m, "drm-driver:\t%s\n", file->minor->dev->driver->name);
	seq_printf(m, "drm-client-id:\t%llu\n", ctx->client_id);
	seq_printf(m, "drm-engine-gpu:\t%llu ns\n", ns);
	if (!gpu)
		return;
	seq_printf(m, "drm-cycles-gpu:\t%llu\n",
		   div_u64(ns * (gpu->fast_rate / 1000000), 1000));
	seq_printf(m, "drm-maxfreq-gpu:\t%lu Hz\n", gpu->fast_rate);
}

/* GET_PARAM and SET_PARAM: the 3D pipe is the only one there is */
static struct msm_gpu *msm_param_gpu(struct drm_device *dev,
				     struct drm_msm_param *args, int *ret)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;

	*ret = 0;
	if (args->pipe != MSM_PIPE_3D0 || args->pad)
		*ret = -EINVAL;
	else if (!gpu)
		*ret = -ENXIO;
	return *ret ? NULL : gpu;
}

static int msm_ioctl_get_param(struct drm_device *dev, void *data,
			       struct drm_file *file)
{
	struct drm_msm_param *args = data;
	struct msm_gpu *gpu;
	int ret;

	gpu = msm_param_gpu(dev, args, &ret);
	if (!gpu)
		return ret;
	return gpu->funcs->get_param(gpu, file->driver_priv, args->param,
				     &args->value, &args->len);
}

static int msm_ioctl_set_param(struct drm_device *dev, void *data,
			       struct drm_file *file)
{
	struct drm_msm_param *args = data;
	struct msm_gpu *gpu;
	int ret;

	gpu = msm_param_gpu(dev, args, &ret);
	if (!gpu)
		return ret;
	return gpu->funcs->set_param(gpu, file->driver_priv, args->param,
				     args->value, args->len);
}

static const struct drm_ioctl_desc msm_ioctls[] = {
	DRM_IOCTL_DEF_DRV(MSM_GET_PARAM, msm_ioctl_get_param, DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_SET_PARAM, msm_ioctl_set_param, DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_NEW, msm_ioctl_gem_new, DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_INFO, msm_ioctl_gem_info, DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_CPU_PREP, msm_ioctl_gem_cpu_prep,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_CPU_FINI, msm_ioctl_gem_cpu_fini,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_SUBMIT, msm_ioctl_gem_submit,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_WAIT_FENCE, msm_ioctl_wait_fence,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_GEM_MADVISE, msm_ioctl_gem_madvise,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_SUBMITQUEUE_NEW, msm_ioctl_submitqueue_new,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_SUBMITQUEUE_CLOSE, msm_ioctl_submitqueue_close,
			  DRM_RENDER_ALLOW),
	DRM_IOCTL_DEF_DRV(MSM_SUBMITQUEUE_QUERY, msm_ioctl_submitqueue_query,
			  DRM_RENDER_ALLOW),
};

static const struct file_operations msm_fops = {
	.owner = THIS_MODULE,
	DRM_GEM_FOPS,
	.show_fdinfo = msm_show_fdinfo,
};

static const struct drm_driver msm_driver = {
	.driver_features = DRIVER_GEM | DRIVER_RENDER | DRIVER_SYNCOBJ |
			   DRIVER_SYNCOBJ_TIMELINE | DRIVER_MODESET |
			   DRIVER_ATOMIC,
	.open = msm_open,
	.postclose = msm_postclose,
	.gem_create_object = msm_gem_create_object,
	MSM_DRIVER_PRIME_FD
	MSM_DRIVER_PRIME_MMAP
	.gem_prime_import_sg_table = msm_gem_prime_import_sg_table,
	.dumb_create = msm_kms_dumb_create,
	.debugfs_init = msm_debugfs_init,
	.ioctls = msm_ioctls,
	.num_ioctls = ARRAY_SIZE(msm_ioctls),
	.fops = &msm_fops,
	.name = "msm",
	.desc = "MSM Snapdragon DRM",
	.date = "20130625",
	.major = MSM_VERSION_MAJOR,
	.minor = MSM_VERSION_MINOR,
	.patchlevel = MSM_VERSION_PATCHLEVEL,
};

struct msm_drm_private *msm_drm_alloc(struct device *dev)
{
	struct msm_drm_private *priv;

	priv = devm_drm_dev_alloc(dev, &msm_driver, struct msm_drm_private,
				  drm);
	if (IS_ERR(priv))
		return priv;
	INIT_LIST_HEAD(&priv->gem_objects);
	spin_lock_init(&priv->rd_lock);
	spin_lock_init(&priv->purge_lock);
	INIT_LIST_HEAD(&priv->purgeable);
	return priv;
}

/* The GPU runs and its power management is set up: open the device */
int msm_drm_register(struct msm_drm_private *priv)
{
	struct device *dev = priv->drm.dev;
	int ret;

	ret = msm_gem_shrinker_init(priv);
	if (ret)
		return ret;
	/* A GPU without a display is a render device only, as on 6.12 */
	if (priv->kms)
		drm_mode_config_reset(&priv->drm);
	else
		priv->drm.driver_features &= ~(DRIVER_MODESET | DRIVER_ATOMIC);
	ret = drm_dev_register(&priv->drm, 0);
	if (ret) {
		msm_gem_shrinker_cleanup(priv);
		return ret;
	}
	if (priv->kms)
		msm_kms_register(priv);
	drm_info(&priv->drm, "%s GPU on %s%s\n", priv->gpu->name,
		 dev_name(dev), priv->kms ? ", with a display" : "");
	return 0;
}

void msm_drm_unregister(struct msm_drm_private *priv)
{
	drm_dev_unregister(&priv->drm);
	if (priv->kms) {
		msm_kms_unregister(priv);
		priv->kms->funcs->destroy(priv->kms);
	}
	msm_gem_shrinker_cleanup(priv);
	msm_rd_cleanup(priv);
}

static int __init msm_drm_init(void)
{
	int ret = adreno_register();

	if (ret)
		return ret;
	ret = mdp_register();
	if (ret)
		adreno_unregister();
	return ret;
}

static void __exit msm_drm_exit(void)
{
	mdp_unregister();
	adreno_unregister();
}

module_init(msm_drm_init);
module_exit(msm_drm_exit);

MODULE_DESCRIPTION("MSM DRM driver for Qualcomm Adreno GPUs");
MODULE_LICENSE("GPL");
MSM_IMPORT_NS_DMA_BUF();
