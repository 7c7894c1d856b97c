// SPDX-License-Identifier: GPL-2.0-only
/*
 * debugfs files about buffers: every buffer of the device (gem), the GPU
 * address space (mm), and purging on demand (shrink).
 */

#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/seq_file.h>
#include <drm/drm_file.h>
#include <drm/drm_mm.h>
#include <drm/drm_print.h>

#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gpu.h"

static int msm_gem_show(struct seq_file *m, void *unused)
{
	struct drm_device *dev = m->private;

	msm_gem_describe_objects(dev, m);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(msm_gem);

static int msm_mm_show(struct seq_file *m, void *unused)
{
	struct msm_gem_address_space *aspace = m->private;
	struct drm_printer p = drm_seq_file_printer(m);

	mutex_lock(&aspace->lock);
	drm_mm_print(&aspace->mm, &p);
	mutex_unlock(&aspace->lock);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(msm_mm);

/* Reading "shrink": the pages the last write purged */
static ssize_t msm_shrink_read(struct file *file, char __user *buf,
			       size_t count, loff_t *ppos)
{
	struct msm_drm_private *priv = file->private_data;
	char text[24];
	int len;

	len = scnprintf(text, sizeof(text), "%lu\n",
			READ_ONCE(priv->purged_pages));
	return simple_read_from_buffer(buf, count, ppos, text, len);
}

/* Writing anything to "shrink" purges every purgeable buffer now */
static ssize_t msm_shrink_write(struct file *file, const char __user *buf,
				size_t count, loff_t *ppos)
{
	struct msm_drm_private *priv = file->private_data;

	WRITE_ONCE(priv->purged_pages,
		   msm_gem_shrinker_purge(priv, ULONG_MAX));
	return count;
}

static const struct file_operations msm_shrink_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = msm_shrink_read,
	.write = msm_shrink_write,
	.llseek = default_llseek,
};

/* Called for each minor: each has its own directory */
void msm_gem_debugfs_init(struct drm_minor *minor)
{
	struct msm_drm_private *priv = to_msm_priv(minor->dev);
	struct dentry *root = minor->debugfs_root;

	debugfs_create_file("gem", 0444, root, minor->dev, &msm_gem_fops);
	debugfs_create_file("shrink", 0600, root, priv, &msm_shrink_fops);
	if (priv->gpu)
		debugfs_create_file("mm", 0444, root, priv->gpu->aspace,
				    &msm_mm_fops);
}
