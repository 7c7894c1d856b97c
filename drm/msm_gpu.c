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

/*
 * The submit the ring is running: its oldest not completed (completed
 * ones wait on the list for retire); submit_lock held.
 */
static struct msm_gem_submit *msm_ring_active(struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *submit;

	list_for_each_entry(submit, &ring->submits, node)
		if (!msm_fence_completed(&ring->fctx, submit->seqno))
			return submit;
	return NULL;
}

/*
 * Work written to the ring and not completed.  Not the last fence made:
 * run_job numbers a submit before it may wait a while for rd's reader,
 * and a submit not yet on the ring is no hang.
 */
static bool msm_ring_busy(struct msm_ringbuffer *ring)
{
	unsigned long flags;
	bool busy;

	spin_lock_irqsave(&ring->submit_lock, flags);
	busy = msm_ring_active(ring);
	spin_unlock_irqrestore(&ring->submit_lock, flags);
	return busy;
}

/* Not once msm_gpu_cleanup() began: the timer would outlive the GPU */
static void msm_gpu_hangcheck_arm(struct msm_gpu *gpu)
{
	if (gpu->hangcheck_period_ms && !READ_ONCE(gpu->stopping) &&
	    !timer_pending(&gpu->hangcheck_timer))
		mod_timer(&gpu->hangcheck_timer, jiffies +
			  msecs_to_jiffies(gpu->hangcheck_period_ms));
}

/*
 * Periods a ring's fence may stand still while the GPU reports progress:
 * a draw that takes this long (5 s by default) is taken for a hang all
 * the same, as upstream does on the GPUs with a progress hook.
 */
#define MSM_HANGCHECK_PROGRESS_RETRIES	10

static bool msm_gpu_made_progress(struct msm_gpu *gpu,
				  struct msm_ringbuffer *ring)
{
	if (!gpu->funcs->progress ||
	    ring->hangcheck_progress_retries >= MSM_HANGCHECK_PROGRESS_RETRIES ||
	    !gpu->funcs->progress(gpu, ring))
		return false;
	ring->hangcheck_progress_retries++;
	return true;
}

/*
 * A ring has hung when its completed fence did not move for a whole
 * period while work was pending, and the GPU made no progress on it (or
 * has for too long).  Recovery takes it from there.
 *
 * Completed work retires here too, as upstream's does: the interrupt that
 * should have retired it may have been lost, and the timer runs while any
 * work is on a ring.
 */
static void msm_gpu_hangcheck(struct timer_list *t)
{
	struct msm_gpu *gpu = from_timer(gpu, t, hangcheck_timer);
	bool busy = false;
	int i;

	msm_gpu_retire(gpu);
	for (i = 0; i < gpu->nr_rings; i++) {
		struct msm_ringbuffer *ring = gpu->rb[i];
		u32 fence = READ_ONCE(ring->memptrs->fence);

		if (!msm_ring_busy(ring))
			continue;
		if (fence != ring->hangcheck_fence) {
			ring->hangcheck_fence = fence;
			ring->hangcheck_progress_retries = 0;
			busy = true;
			continue;
		}
		if (msm_gpu_made_progress(gpu, ring)) {
			busy = true;
			continue;
		}
		dev_warn_ratelimited(gpu->dev_hw,
				     "%s: ring %d hung at fence %u (last %u)\n",
				     gpu->name, i, fence, ring->fctx.last_fence);
		msm_gpu_schedule_recover(gpu, "hang");
		return;
	}
	if (busy)
		msm_gpu_hangcheck_arm(gpu);
}

/*
 * On the fence-signalling path: nothing here allocates with GFP_KERNEL
 * (the hardware fence was allocated with the submit) or waits for
 * userspace with gpu->lock held.
 */
static struct dma_fence *msm_job_run(struct drm_sched_job *job)
{
	struct msm_gem_submit *submit = to_msm_submit(job);
	struct msm_ringbuffer *ring = submit->ring;
	struct msm_gpu *gpu = submit->gpu;
	struct msm_drm_private *priv = to_msm_priv(gpu->dev);
	unsigned long flags;
	int ret;

	/* Powered until it retires; resume runs hw_init, so before the lock */
	ret = pm_runtime_resume_and_get(gpu->dev_hw);
	if (ret)
		return ERR_PTR(ret);

	/*
	 * Numbered here: one scheduler thread runs a ring's jobs, in order,
	 * so seqnos follow ring order without gpu->lock.  rd capture may wait
	 * a while for its reader, so it goes before the lock.
	 */
	msm_fence_init(submit->hw_fence, &ring->fctx);
	submit->seqno = submit->hw_fence->seqno;
	msm_rd_dump_submit(priv, submit, NULL);

	mutex_lock(&gpu->lock);
	/* The ring's list holds a reference until the submit retires */
	kref_get(&submit->ref);
	spin_lock_irqsave(&ring->submit_lock, flags);
	list_add_tail(&submit->node, &ring->submits);
	spin_unlock_irqrestore(&ring->submit_lock, flags);

	submit->start_ns = ktime_get_ns();
	gpu->funcs->submit(gpu, submit);
	msm_gpu_hangcheck_arm(gpu);
	mutex_unlock(&gpu->lock);

	return dma_fence_get(submit->hw_fence);
}

static void msm_job_free(struct drm_sched_job *job)
{
	struct msm_gem_submit *submit = to_msm_submit(job);

	drm_sched_job_cleanup(job);
	msm_gem_submit_put(submit);
}

/*
 * No timedout_job: the schedulers have no timeout, hangs are found by the
 * GPU's own hangcheck.
 */
const struct drm_sched_backend_ops msm_sched_ops = {
	.run_job = msm_job_run,
	.free_job = msm_job_free,
};

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

/*
 * One recovery at a time: a hang found or an error raised while one runs
 * is part of what it recovers from (it clears the flag before the
 * interrupt comes back on, so nothing raised after it is missed).
 */
void msm_gpu_schedule_recover(struct msm_gpu *gpu, const char *reason)
{
	if (test_and_set_bit(MSM_GPU_RECOVERING, &gpu->flags))
		return;
	strscpy(gpu->recover_reason, reason, sizeof(gpu->recover_reason));
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

		spin_lock_irqsave(&ring->submit_lock, flags);
		submit = msm_ring_active(ring);
		if (submit)
			kref_get(&submit->ref);
		spin_unlock_irqrestore(&ring->submit_lock, flags);
	}
	return submit;
}

/*
 * A GPU page fault, from the MMU's fault handler in process context while
 * the GPU is stalled on it (the crash state shows the moment of the fault,
 * and exists before the faulting submit's fence can signal).  The fault
 * counts against the queue of the submit that was running; our reference
 * may be its last (process context: freeing its buffers may sleep).
 */
void msm_gpu_fault(struct msm_gpu *gpu, u64 iova, bool write)
{
	struct msm_gem_submit *submit = msm_gpu_active_submit(gpu);

	atomic_inc(&gpu->global_faults);
	if (submit)
		atomic_inc(&submit->queue->faults);
	dev_warn_ratelimited(gpu->dev_hw, "%s: GPU page fault, %s at iova 0x%llx\n",
			     gpu->name, write ? "write" : "read", iova);

	msm_gpu_crashstate_capture(gpu, submit, "page fault", &iova, write);
	if (submit)
		msm_gem_submit_put(submit);
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
	guilty = msm_ring_active(ring);
	spin_unlock_irqrestore(&ring->submit_lock, flags);
	if (!guilty)
		return;

	atomic_inc(&gpu->global_faults);
	atomic_inc(&guilty->queue->faults);
	dma_fence_set_error(guilty->hw_fence, -EIO);
	dma_fence_set_error(&guilty->base.s_fence->finished, -EIO);
	/* Forward only: the CP is halted, but what it wrote stays done */
	if (!msm_fence_completed(&ring->fctx, guilty->seqno))
		WRITE_ONCE(ring->memptrs->fence, guilty->seqno);
	dev_warn_ratelimited(gpu->dev_hw, "%s: ring %d: submit %u failed, GPU reset\n",
			     gpu->name, ring->id, guilty->seqno);
}

/* Writes a ring's unfinished submits again after a reset */
static void msm_ring_replay(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	struct msm_gem_submit *submit;

	/*
	 * gpu->lock keeps run_job out; the disabled IRQ and the stopped
	 * hangcheck keep retire out
	 */
	list_for_each_entry(submit, &ring->submits, node)
		if (!msm_fence_completed(&ring->fctx, submit->seqno))
			gpu->funcs->submit(gpu, submit);
}

/*
 * Before anything is reset: the hangrd record and the crash state of the
 * submit that was running.  Without gpu->lock: hangrd may wait a while
 * for its reader, and the CP is halted, so the state holds still.
 */
static void msm_gpu_record_guilty(struct msm_gpu *gpu, const char *reason)
{
	struct msm_drm_private *priv = to_msm_priv(gpu->dev);
	struct msm_gem_submit *guilty = msm_gpu_active_submit(gpu);

	if (guilty)
		msm_rd_dump_submit(priv, guilty, reason);
	msm_gpu_crashstate_capture(gpu, guilty, reason, NULL, false);
	if (guilty)
		msm_gem_submit_put(guilty);
}

static void msm_gpu_recover_worker(struct work_struct *work)
{
	struct msm_gpu *gpu = container_of(work, struct msm_gpu, recover_work);
	const char *reason = gpu->recover_reason;
	int i;

	/*
	 * Work in flight holds the GPU powered.  Without any there is
	 * nothing to recover, and a suspended GPU is not to be touched.
	 */
	if (pm_runtime_get_if_in_use(gpu->dev_hw) <= 0) {
		clear_bit(MSM_GPU_RECOVERING, &gpu->flags);
		return;
	}

	/* Blame is decided on a CP that stopped where it was */
	gpu->funcs->halt(gpu);
	msm_gpu_record_guilty(gpu, reason);

	mutex_lock(&gpu->lock);
	del_timer_sync(&gpu->hangcheck_timer);
	/* No retiring behind our back while the rings are rebuilt */
	disable_irq(gpu->irq);
	for (i = 0; i < gpu->nr_rings; i++)
		msm_ring_fail_guilty(gpu, gpu->rb[i]);

	gpu->funcs->reset(gpu);
	/* The GPU's context is gone with the reset: replays restore theirs */
	gpu->cur_ctx_seqno = 0;
	if (gpu->funcs->hw_init(gpu))
		drm_err(gpu->dev, "%s: hw_init failed after reset\n",
			gpu->name);

	for (i = 0; i < gpu->nr_rings; i++) {
		gpu->rb[i]->hangcheck_fence = READ_ONCE(gpu->rb[i]->memptrs->fence);
		gpu->rb[i]->hangcheck_progress_retries = 0;
		msm_ring_replay(gpu, gpu->rb[i]);
	}
	/* Whatever goes wrong from here on is a new recovery */
	clear_bit(MSM_GPU_RECOVERING, &gpu->flags);
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
	INIT_WORK(&gpu->retire_work, msm_gpu_retire_worker);
	init_waitqueue_head(&gpu->retire_wq);
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

	/*
	 * Threaded: the handler reads registers, which on the virtual GPU
	 * means taking the model's mutex.
	 */
	ret = request_threaded_irq(irq, NULL, msm_gpu_irq, IRQF_ONESHOT,
				   gpu->name, gpu);
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
		/* The timer queues recovery, which arms the timer: stop both */
		WRITE_ONCE(gpu->stopping, true);
		del_timer_sync(&gpu->hangcheck_timer);
		cancel_work_sync(&gpu->recover_work);
		del_timer_sync(&gpu->hangcheck_timer);
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
