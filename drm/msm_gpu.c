// SPDX-License-Identifier: GPL-2.0-only
/*
 * The GPU-independent half of running work: scheduler jobs onto rings,
 * retiring them as their fences land, fault accounting, and recovery
 * after the CP stopped on an error.
 */

#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/pm_runtime.h>
#include <linux/slab.h>
#include <drm/drm_print.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_rd.h"
#include "msm_ringbuffer.h"
#include "msm_submitqueue.h"

static unsigned int num_hw_submissions = 8;
static unsigned int hangcheck_period_ms = 500;
module_param(hangcheck_period_ms, uint, 0444);
MODULE_PARM_DESC(hangcheck_period_ms, "A ring whose fence stands still this long with work pending has hung (default 500; per device in debugfs)");
module_param(num_hw_submissions, uint, 0444);
MODULE_PARM_DESC(num_hw_submissions, "Submits in flight on the GPU per ring (default 8)");

/* Work handed to the GPU and not completed */
static bool msm_ring_busy(struct msm_ringbuffer *ring)
{
	return !msm_fence_completed(&ring->fctx, ring->fctx.last_fence);
}

static void msm_gpu_hangcheck_arm(struct msm_gpu *gpu)
{
	if (gpu->hangcheck_period_ms && !timer_pending(&gpu->hangcheck_timer))
		mod_timer(&gpu->hangcheck_timer, jiffies +
			  msecs_to_jiffies(gpu->hangcheck_period_ms));
}

/*
 * A ring has hung when its completed fence did not move for a whole
 * period while work was pending.  Recovery takes it from there.
 */
static void msm_gpu_hangcheck(struct timer_list *t)
{
	struct msm_gpu *gpu = from_timer(gpu, t, hangcheck_timer);
	bool busy = false;
	int i;

	for (i = 0; i < gpu->nr_rings; i++) {
		struct msm_ringbuffer *ring = gpu->rb[i];
		u32 fence = READ_ONCE(ring->memptrs->fence);

		if (!msm_ring_busy(ring))
			continue;
		if (fence != ring->hangcheck_fence) {
			ring->hangcheck_fence = fence;
			busy = true;
			continue;
		}
		dev_warn_ratelimited(gpu->dev_hw,
				     "%s: ring %d hung at fence %u (last %u)\n",
				     gpu->name, i, fence, ring->fctx.last_fence);
		gpu->recover_reason = "hang";
		msm_gpu_schedule_recover(gpu);
		return;
	}
	if (busy)
		msm_gpu_hangcheck_arm(gpu);
}

static struct dma_fence *msm_job_run(struct drm_sched_job *job)
{
	struct msm_gem_submit *submit = to_msm_submit(job);
	struct msm_ringbuffer *ring = submit->ring;
	struct msm_gpu *gpu = submit->gpu;
	struct msm_drm_private *priv = to_msm_priv(gpu->dev);
	struct dma_fence *fence;
	unsigned long flags;
	int ret;

	/* Powered until it retires; resume runs hw_init, so before the lock */
	ret = pm_runtime_resume_and_get(gpu->dev_hw);
	if (ret)
		return ERR_PTR(ret);

	mutex_lock(&gpu->lock);
	/* Allocated under the lock: seqnos follow ring order */
	fence = msm_fence_new(&ring->fctx);
	if (IS_ERR(fence)) {
		mutex_unlock(&gpu->lock);
		pm_runtime_put_autosuspend(gpu->dev_hw);
		return fence;
	}
	submit->hw_fence = fence;
	submit->seqno = fence->seqno;
	submit->restore_ctx = priv->lastctx != submit->ctx;
	priv->lastctx = submit->ctx;

	/* The ring's list holds a reference until the submit retires */
	kref_get(&submit->ref);
	spin_lock_irqsave(&ring->submit_lock, flags);
	list_add_tail(&submit->node, &ring->submits);
	spin_unlock_irqrestore(&ring->submit_lock, flags);

	msm_rd_dump_submit(priv->rd, submit, NULL);
	submit->start_ns = ktime_get_ns();
	gpu->funcs->submit(gpu, submit);
	msm_gpu_hangcheck_arm(gpu);
	mutex_unlock(&gpu->lock);

	return dma_fence_get(fence);
}

static void msm_job_free(struct drm_sched_job *job)
{
	struct msm_gem_submit *submit = to_msm_submit(job);

	drm_sched_job_cleanup(job);
	msm_gem_submit_put(submit);
}

/* Hangs are found by the GPU's own hangcheck, not by job timeouts */
static enum drm_gpu_sched_stat msm_job_timedout(struct drm_sched_job *job)
{
	return DRM_GPU_SCHED_STAT_NOMINAL;
}

const struct drm_sched_backend_ops msm_sched_ops = {
	.run_job = msm_job_run,
	.timedout_job = msm_job_timedout,
	.free_job = msm_job_free,
};

/* The oldest submit on the ring, or NULL */
static struct msm_gem_submit *msm_ring_first(struct msm_ringbuffer *ring)
{
	return list_first_entry_or_null(&ring->submits, struct msm_gem_submit,
					node);
}

static void msm_ring_retire(struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *submit, *tmp;
	unsigned long flags;
	LIST_HEAD(done);

	spin_lock_irqsave(&ring->submit_lock, flags);
	list_for_each_entry_safe(submit, tmp, &ring->submits, node) {
		if (!msm_fence_completed(&ring->fctx, submit->seqno))
			break;
		list_move_tail(&submit->node, &done);
	}
	spin_unlock_irqrestore(&ring->submit_lock, flags);

	if (list_empty(&done))
		return;

	/* Fences signal at once; the rest waits for process context */
	list_for_each_entry(submit, &done, node)
		dma_fence_signal(submit->hw_fence);
	spin_lock_irqsave(&ring->submit_lock, flags);
	list_splice_tail(&done, &ring->retired);
	spin_unlock_irqrestore(&ring->submit_lock, flags);
	queue_work(system_unbound_wq, &ring->gpu->retire_work);
}

/*
 * Retired submits: their GPU time to the client, their power reference
 * back, their last reference (which frees buffers: it may sleep).
 */
static void msm_gpu_retire_worker(struct work_struct *work)
{
	struct msm_gpu *gpu = container_of(work, struct msm_gpu, retire_work);
	struct msm_gem_submit *submit, *tmp;
	unsigned long flags;
	LIST_HEAD(done);
	int i;

	for (i = 0; i < gpu->nr_rings; i++) {
		spin_lock_irqsave(&gpu->rb[i]->submit_lock, flags);
		list_splice_tail_init(&gpu->rb[i]->retired, &done);
		spin_unlock_irqrestore(&gpu->rb[i]->submit_lock, flags);
	}

	list_for_each_entry_safe(submit, tmp, &done, node) {
		list_del_init(&submit->node);
		atomic64_add(ktime_get_ns() - submit->start_ns,
			     &submit->ctx->elapsed_ns);
		pm_runtime_mark_last_busy(gpu->dev_hw);
		pm_runtime_put_autosuspend(gpu->dev_hw);
		msm_gem_submit_put(submit);
	}
	wake_up_all(&gpu->retire_wq);
}

void msm_gpu_retire(struct msm_gpu *gpu)
{
	int i;

	for (i = 0; i < gpu->nr_rings; i++)
		msm_ring_retire(gpu->rb[i]);
}

void msm_gpu_schedule_recover(struct msm_gpu *gpu)
{
	queue_work(system_unbound_wq, &gpu->recover_work);
}

/* The submit the GPU was running: the oldest one not completed */
static struct msm_gem_submit *msm_gpu_active_submit(struct msm_gpu *gpu)
{
	struct msm_gem_submit *submit = NULL;
	unsigned long flags;
	int i;

	for (i = 0; i < gpu->nr_rings && !submit; i++) {
		struct msm_ringbuffer *ring = gpu->rb[i];
		struct msm_gem_submit *first;

		spin_lock_irqsave(&ring->submit_lock, flags);
		first = msm_ring_first(ring);
		if (first && !msm_fence_completed(&ring->fctx, first->seqno)) {
			kref_get(&first->ref);
			submit = first;
		}
		spin_unlock_irqrestore(&ring->submit_lock, flags);
	}
	return submit;
}

void msm_gpu_fault(struct msm_gpu *gpu, u64 iova, bool write)
{
	struct msm_gem_submit *submit = msm_gpu_active_submit(gpu);
	unsigned long flags;

	atomic_inc(&gpu->global_faults);
	if (submit) {
		atomic_inc(&submit->queue->faults);
		msm_gem_submit_put(submit);
	}
	dev_warn_ratelimited(gpu->dev_hw, "%s: GPU page fault, %s at iova 0x%llx\n",
			     gpu->name, write ? "write" : "read", iova);

	/* The crash state needs process context: the first fault waits */
	spin_lock_irqsave(&gpu->fault_lock, flags);
	if (!gpu->fault_pending) {
		gpu->fault_pending = true;
		gpu->fault_iova = iova;
		gpu->fault_write = write;
		queue_work(system_unbound_wq, &gpu->fault_work);
	}
	spin_unlock_irqrestore(&gpu->fault_lock, flags);
}

static void msm_gpu_fault_worker(struct work_struct *work)
{
	struct msm_gpu *gpu = container_of(work, struct msm_gpu, fault_work);
	struct msm_gem_submit *submit = msm_gpu_active_submit(gpu);
	unsigned long flags;
	bool write;
	u64 iova;

	spin_lock_irqsave(&gpu->fault_lock, flags);
	iova = gpu->fault_iova;
	write = gpu->fault_write;
	spin_unlock_irqrestore(&gpu->fault_lock, flags);

	msm_gpu_crashstate_capture(gpu, submit, "page fault", &iova, write);
	if (submit)
		msm_gem_submit_put(submit);

	spin_lock_irqsave(&gpu->fault_lock, flags);
	gpu->fault_pending = false;
	spin_unlock_irqrestore(&gpu->fault_lock, flags);
}

/*
 * The guilty submit of a ring fails with -EIO: its fences carry the error
 * and its seqno is written as done, as if the GPU had finished it.
 */
static void msm_ring_fail_guilty(struct msm_gpu *gpu,
				 struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *guilty;
	unsigned long flags;

	spin_lock_irqsave(&ring->submit_lock, flags);
	guilty = msm_ring_first(ring);
	if (guilty && msm_fence_completed(&ring->fctx, guilty->seqno))
		guilty = NULL;
	spin_unlock_irqrestore(&ring->submit_lock, flags);
	if (!guilty)
		return;

	atomic_inc(&gpu->global_faults);
	atomic_inc(&guilty->queue->faults);
	dma_fence_set_error(guilty->hw_fence, -EIO);
	dma_fence_set_error(&guilty->base.s_fence->finished, -EIO);
	WRITE_ONCE(ring->memptrs->fence, guilty->seqno);
	dev_warn_ratelimited(gpu->dev_hw, "%s: ring %d: submit %u failed, GPU reset\n",
			     gpu->name, ring->id, guilty->seqno);
}

/* Writes a ring's unfinished submits again after a reset */
static void msm_ring_replay(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *submit;

	/* gpu->lock keeps run_job out, the disabled IRQ keeps retire out */
	list_for_each_entry(submit, &ring->submits, node)
		if (!msm_fence_completed(&ring->fctx, submit->seqno))
			gpu->funcs->submit(gpu, submit);
}

/*
 * Before anything is reset: the hangrd record and the crash state of the
 * submit that was running.
 */
static void msm_gpu_record_guilty(struct msm_gpu *gpu)
{
	struct msm_drm_private *priv = to_msm_priv(gpu->dev);
	struct msm_gem_submit *guilty = msm_gpu_active_submit(gpu);
	const char *reason = gpu->recover_reason ? gpu->recover_reason :
						  "CP error";

	if (guilty)
		msm_rd_dump_submit(priv->hangrd, guilty, reason);
	msm_gpu_crashstate_capture(gpu, guilty, reason, NULL, false);
	if (guilty)
		msm_gem_submit_put(guilty);
}

static void msm_gpu_recover_worker(struct work_struct *work)
{
	struct msm_gpu *gpu = container_of(work, struct msm_gpu, recover_work);
	struct msm_drm_private *priv = to_msm_priv(gpu->dev);
	int i;

	/* Work is in flight, so the GPU is powered: keep it so */
	pm_runtime_get_noresume(gpu->dev_hw);
	mutex_lock(&gpu->lock);
	del_timer_sync(&gpu->hangcheck_timer);
	msm_gpu_record_guilty(gpu);
	gpu->recover_reason = NULL;
	/* No retiring behind our back while the rings are rebuilt */
	disable_irq(gpu->irq);
	for (i = 0; i < gpu->nr_rings; i++)
		msm_ring_fail_guilty(gpu, gpu->rb[i]);

	gpu->funcs->reset(gpu);
	/* The GPU's context is gone with the reset */
	priv->lastctx = NULL;
	if (gpu->funcs->hw_init(gpu))
		drm_err(gpu->dev, "%s: hw_init failed after reset\n",
			gpu->name);

	for (i = 0; i < gpu->nr_rings; i++) {
		gpu->rb[i]->hangcheck_fence = READ_ONCE(gpu->rb[i]->memptrs->fence);
		msm_ring_replay(gpu, gpu->rb[i]);
	}
	enable_irq(gpu->irq);
	msm_gpu_retire(gpu);
	msm_gpu_hangcheck_arm(gpu);
	mutex_unlock(&gpu->lock);
	pm_runtime_put_autosuspend(gpu->dev_hw);
}

static irqreturn_t msm_gpu_irq(int irq, void *arg)
{
	struct msm_gpu *gpu = arg;

	return gpu->funcs->irq(gpu);
}

int msm_gpu_init(struct msm_gpu *gpu, int nr_rings, int irq)
{
	int i, ret;

	mutex_init(&gpu->lock);
	INIT_WORK(&gpu->recover_work, msm_gpu_recover_worker);
	INIT_WORK(&gpu->fault_work, msm_gpu_fault_worker);
	INIT_WORK(&gpu->retire_work, msm_gpu_retire_worker);
	init_waitqueue_head(&gpu->retire_wq);
	spin_lock_init(&gpu->fault_lock);
	timer_setup(&gpu->hangcheck_timer, msm_gpu_hangcheck, 0);
	gpu->hangcheck_period_ms = hangcheck_period_ms;
	gpu->nr_rings = min(nr_rings, MSM_GPU_MAX_RINGS);

	for (i = 0; i < gpu->nr_rings; i++) {
		gpu->rb[i] = msm_ringbuffer_new(gpu, i);
		if (IS_ERR(gpu->rb[i])) {
			ret = PTR_ERR(gpu->rb[i]);
			gpu->rb[i] = NULL;
			goto fail;
		}
		ret = msm_sched_init(&gpu->rb[i]->sched, &msm_sched_ops,
				     num_hw_submissions, gpu->rb[i]->fctx.name,
				     gpu->dev_hw);
		if (ret) {
			msm_ringbuffer_destroy(gpu->rb[i]);
			gpu->rb[i] = NULL;
			goto fail;
		}
	}

	ret = request_irq(irq, msm_gpu_irq, 0, gpu->name, gpu);
	if (ret)
		goto fail;
	gpu->irq = irq;
	return 0;

fail:
	msm_gpu_cleanup(gpu);
	return ret;
}

void msm_gpu_cleanup(struct msm_gpu *gpu)
{
	int i;

	if (gpu->irq) {
		free_irq(gpu->irq, gpu);
		gpu->irq = 0;
	}
	if (gpu->recover_work.func) {
		del_timer_sync(&gpu->hangcheck_timer);
		cancel_work_sync(&gpu->recover_work);
		cancel_work_sync(&gpu->fault_work);
		flush_work(&gpu->retire_work);
	}
	for (i = 0; i < MSM_GPU_MAX_RINGS; i++) {
		if (!gpu->rb[i])
			continue;
		drm_sched_fini(&gpu->rb[i]->sched);
		msm_ringbuffer_destroy(gpu->rb[i]);
		gpu->rb[i] = NULL;
	}
}
