// SPDX-License-Identifier: GPL-2.0-only
/*
 * debugfs files about the GPU: its state (gpu), and the knobs of hang
 * handling (hangcheck_period_ms, disable_err_irq).
 */

#include <linux/debugfs.h>
#include <linux/seq_file.h>
#include <drm/drm_file.h>

#include "msm_drv.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"

static unsigned int msm_ring_in_flight(struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *submit;
	unsigned long flags;
	unsigned int n = 0;

	spin_lock_irqsave(&ring->submit_lock, flags);
	list_for_each_entry(submit, &ring->submits, node)
		n++;
	spin_unlock_irqrestore(&ring->submit_lock, flags);
	return n;
}

static int msm_gpu_show(struct seq_file *m, void *unused)
{
	struct msm_gpu *gpu = m->private;
	int i;

	seq_printf(m, "gpu: %s\n", gpu->name);
	seq_printf(m, "faults: %d\n", atomic_read(&gpu->global_faults));
	seq_printf(m, "suspends: %d\n", atomic_read(&gpu->suspend_count));
	seq_printf(m, "hangcheck_period_ms: %u\n", gpu->hangcheck_period_ms);
	for (i = 0; i < gpu->nr_rings; i++) {
		struct msm_ringbuffer *ring = gpu->rb[i];

		seq_printf(m, "ring %d:\n", i);
		seq_printf(m, "  last-fence: %u\n", ring->fctx.last_fence);
		seq_printf(m, "  retired-fence: %u\n",
			   READ_ONCE(ring->memptrs->fence));
		seq_printf(m, "  wptr: %u\n", msm_ring_wptr(ring));
		seq_printf(m, "  in-flight: %u\n", msm_ring_in_flight(ring));
	}
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(msm_gpu);

void msm_gpu_debugfs_init(struct drm_minor *minor)
{
	struct msm_gpu *gpu = to_msm_priv(minor->dev)->gpu;
	struct dentry *root = minor->debugfs_root;

	debugfs_create_file("gpu", 0444, root, gpu, &msm_gpu_fops);
	debugfs_create_u32("hangcheck_period_ms", 0644, root,
			   &gpu->hangcheck_period_ms);
	debugfs_create_bool("disable_err_irq", 0644, root,
			    &gpu->disable_err_irq);
}
