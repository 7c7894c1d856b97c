// SPDX-License-Identifier: GPL-2.0-only
/*
 * GPU power: runtime PM with autosuspend (a reference per submit in
 * flight), system suspend that drains the GPU first, and devfreq with the
 * simple_ondemand governor fed by the GPU's busy time.
 */

#include <linux/devfreq.h>
#include <linux/module.h>
#include <linux/pm_opp.h>
#include <linux/pm_runtime.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"

/* Upstream's inactive period: long enough to ride out frame gaps */
static unsigned int autosuspend_ms = 66;
module_param(autosuspend_ms, uint, 0444);
MODULE_PARM_DESC(autosuspend_ms, "Idle time before the GPU powers down (default 66)");

/* How long system suspend waits for the GPU to finish its work */
#define MSM_GPU_DRAIN_TIMEOUT_MS	5000

/* The GPU's platform device: its driver's probe made the GPU its drvdata */
static struct msm_gpu *msm_gpu_of_dev(struct device *dev)
{
	return dev_get_drvdata(dev);
}

/* Runtime suspend: the GPU loses its state, as a power collapse does */
int msm_gpu_pm_suspend(struct msm_gpu *gpu)
{
	if (gpu->devfreq)
		devfreq_suspend_device(gpu->devfreq);
	gpu->funcs->power_off(gpu);
	atomic_inc(&gpu->suspend_count);
	return 0;
}

int msm_gpu_pm_resume(struct msm_gpu *gpu)
{
	int ret;

	if (gpu->funcs->power_on)
		gpu->funcs->power_on(gpu);
	mutex_lock(&gpu->lock);
	ret = gpu->funcs->hw_init(gpu);
	mutex_unlock(&gpu->lock);
	if (gpu->devfreq)
		devfreq_resume_device(gpu->devfreq);
	return ret;
}

static bool msm_gpu_idle(struct msm_gpu *gpu)
{
	bool idle = true;
	unsigned long flags;
	int i;

	for (i = 0; i < gpu->nr_rings; i++) {
		spin_lock_irqsave(&gpu->rb[i]->submit_lock, flags);
		idle &= list_empty(&gpu->rb[i]->submits) &&
			list_empty(&gpu->rb[i]->retired);
		spin_unlock_irqrestore(&gpu->rb[i]->submit_lock, flags);
	}
	return idle;
}

static void msm_gpu_sched_park(struct msm_gpu *gpu, bool park)
{
	int i;

	for (i = 0; i < gpu->nr_rings; i++)
		msm_sched_pause(&gpu->rb[i]->sched, park);
}

/*
 * System suspend: no new work reaches the rings (the schedulers park),
 * what is there finishes, then the GPU powers down.  Queued work waits in
 * the schedulers and runs after resume.
 */
int msm_gpu_system_suspend(struct msm_gpu *gpu)
{
	int ret;

	msm_gpu_sched_park(gpu, true);
	if (!wait_event_timeout(gpu->retire_wq, msm_gpu_idle(gpu),
				msecs_to_jiffies(MSM_GPU_DRAIN_TIMEOUT_MS))) {
		dev_err(gpu->dev_hw, "%s: still busy, not suspending\n",
			gpu->name);
		msm_gpu_sched_park(gpu, false);
		return -EBUSY;
	}
	ret = pm_runtime_force_suspend(gpu->dev_hw);
	if (ret)
		msm_gpu_sched_park(gpu, false);
	return ret;
}

int msm_gpu_system_resume(struct msm_gpu *gpu)
{
	int ret = pm_runtime_force_resume(gpu->dev_hw);

	msm_gpu_sched_park(gpu, false);
	return ret;
}

static int msm_gpu_runtime_suspend_dev(struct device *dev)
{
	return msm_gpu_pm_suspend(msm_gpu_of_dev(dev));
}

static int msm_gpu_runtime_resume_dev(struct device *dev)
{
	return msm_gpu_pm_resume(msm_gpu_of_dev(dev));
}

/*
 * A board's GPU whose display has not bound it yet (or failed to) has
 * nothing running to suspend
 */
static int msm_gpu_system_suspend_dev(struct device *dev)
{
	struct msm_gpu *gpu = msm_gpu_of_dev(dev);

	return gpu->started ? msm_gpu_system_suspend(gpu) : 0;
}

static int msm_gpu_system_resume_dev(struct device *dev)
{
	struct msm_gpu *gpu = msm_gpu_of_dev(dev);

	return gpu->started ? msm_gpu_system_resume(gpu) : 0;
}

/* For every GPU's platform device (its drvdata is the GPU) */
const struct dev_pm_ops msm_gpu_pm_ops = {
	SET_RUNTIME_PM_OPS(msm_gpu_runtime_suspend_dev,
			   msm_gpu_runtime_resume_dev, NULL)
	SET_SYSTEM_SLEEP_PM_OPS(msm_gpu_system_suspend_dev,
				msm_gpu_system_resume_dev)
};

static int msm_devfreq_target(struct device *dev, unsigned long *freq,
			      u32 flags)
{
	struct msm_gpu *gpu = msm_gpu_of_dev(dev);
	struct dev_pm_opp *opp;

	/* Only the OPPs' rates exist: devfreq picks the right one */
	opp = devfreq_recommended_opp(dev, freq, flags);
	if (IS_ERR(opp))
		return PTR_ERR(opp);
	dev_pm_opp_put(opp);
	gpu->cur_freq = *freq;
	return 0;
}

static int msm_devfreq_get_dev_status(struct device *dev,
				      struct devfreq_dev_status *status)
{
	struct msm_gpu *gpu = msm_gpu_of_dev(dev);
	u64 busy = gpu->funcs->busy_ns(gpu);
	u64 now = ktime_get_ns();

	status->busy_time = busy - gpu->devfreq_busy_ns;
	status->total_time = now - gpu->devfreq_sample_ns;
	status->current_frequency = gpu->cur_freq;
	gpu->devfreq_busy_ns = busy;
	gpu->devfreq_sample_ns = now;
	return 0;
}

static int msm_devfreq_get_cur_freq(struct device *dev, unsigned long *freq)
{
	*freq = msm_gpu_of_dev(dev)->cur_freq;
	return 0;
}

/*
 * Without operating points from the device tree (the vgpu has none), four
 * steps of twice the rate each, up to the catalog's maximum.  Not on a
 * kernel without device-tree support (Debian's x86_64 ones): there the OPP
 * core's interconnect lookup is a stub that fails, and every OPP table it
 * makes logs "Error finding interconnect paths: -95".  The GPU then runs
 * at full rate, without devfreq, which needs OPPs.
 */
static int msm_gpu_add_opps(struct msm_gpu *gpu)
{
	unsigned int i;
	int ret;

	if (dev_pm_opp_get_opp_count(gpu->dev_hw) > 0)
		return 0;
	if (!IS_ENABLED(CONFIG_OF))
		return -EOPNOTSUPP;
	for (i = 0; i < 4; i++) {
		ret = dev_pm_opp_add(gpu->dev_hw, gpu->fast_rate >> (3 - i), 0);
		if (ret)
			return ret;
	}
	gpu->own_opps = true;
	return 0;
}

/* devfreq is a nicety: without the governor, the GPU runs at full rate */
static void msm_gpu_devfreq_init(struct msm_gpu *gpu)
{
	struct devfreq_dev_profile *profile = &gpu->devfreq_profile;

	if (!gpu->funcs->busy_ns || msm_gpu_add_opps(gpu))
		return;

	profile->timer = DEVFREQ_TIMER_DELAYED;
	profile->polling_ms = 50;
	profile->target = msm_devfreq_target;
	profile->get_dev_status = msm_devfreq_get_dev_status;
	profile->get_cur_freq = msm_devfreq_get_cur_freq;
	/* Start low: the load moves it */
	profile->initial_freq = gpu->fast_rate >> 3;
	gpu->cur_freq = profile->initial_freq;
	gpu->devfreq_busy_ns = gpu->funcs->busy_ns(gpu);
	gpu->devfreq_sample_ns = ktime_get_ns();

	gpu->devfreq = devfreq_add_device(gpu->dev_hw, profile,
					  DEVFREQ_GOV_SIMPLE_ONDEMAND, NULL);
	if (IS_ERR(gpu->devfreq)) {
		dev_info(gpu->dev_hw, "%s: no devfreq (%ld): full rate\n",
			 gpu->name, PTR_ERR(gpu->devfreq));
		gpu->devfreq = NULL;
		gpu->cur_freq = gpu->fast_rate;
	}
}

/*
 * The GPU is up (hw_init ran at probe): runtime PM takes over from here,
 * and lets it power down once idle.
 */
void msm_gpu_pm_init(struct msm_gpu *gpu)
{
	struct device *dev = gpu->dev_hw;

	msm_gpu_devfreq_init(gpu);
	pm_runtime_set_autosuspend_delay(dev, autosuspend_ms);
	pm_runtime_use_autosuspend(dev);
	pm_runtime_set_active(dev);
	pm_runtime_enable(dev);
	pm_runtime_mark_last_busy(dev);
	pm_request_autosuspend(dev);
}

void msm_gpu_pm_fini(struct msm_gpu *gpu)
{
	struct device *dev = gpu->dev_hw;

	if (gpu->devfreq) {
		devfreq_remove_device(gpu->devfreq);
		gpu->devfreq = NULL;
	}
	if (gpu->own_opps) {
		dev_pm_opp_remove_all_dynamic(dev);
		gpu->own_opps = false;
	}
	/* Powered for the teardown, then runtime PM is done with it */
	pm_runtime_get_sync(dev);
	pm_runtime_disable(dev);
	pm_runtime_put_noidle(dev);
	pm_runtime_dont_use_autosuspend(dev);
}

/*
 * MSM_PARAM_SYSPROF: at 2 the client keeps the GPU powered (so that its
 * counters count across idle periods), as upstream; 0 and 1 let it go.
 * Closing the file sets 0.
 */
int msm_sysprof_set(struct msm_file_private *ctx, int sysprof)
{
	struct msm_gpu *gpu = ctx->priv->gpu;
	int ret = 0;

	mutex_lock(&ctx->sysprof_lock);
	if (sysprof == 2 && ctx->sysprof != 2)
		ret = pm_runtime_resume_and_get(gpu->dev_hw);
	else if (ctx->sysprof == 2 && sysprof != 2)
		pm_runtime_put_autosuspend(gpu->dev_hw);
	if (!ret)
		ctx->sysprof = sysprof;
	mutex_unlock(&ctx->sysprof_lock);
	return ret;
}
