// SPDX-License-Identifier: GPL-2.0-only
/*
 * Crash states: what the GPU and the guilty submit looked like when the
 * GPU hung, stopped on an error or faulted, shown through devcoredump
 * (/sys/class/devcoredump/devcdN/data) as YAML-like text, in the layout
 * of upstream's (fault-info as IGT's msm tests read it).
 *
 * One at a time: devcoredump keeps a single dump per device and drops the
 * others, and two made at once race in its sysfs links; so a state is
 * taken only while none is alive (read, dismissed or timed out frees it)
 * and once the last one's "devcoredump" link is gone from the device (it
 * goes after the state is freed: the capture waits for it, briefly).
 */

#include <linux/delay.h>
#include <linux/devcoredump.h>
#include <linux/iosys-map.h>
#include <linux/kernfs.h>
#include <linux/module.h>
#include <linux/pid.h>
#include <linux/pm_runtime.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string_helpers.h>
#include <linux/string.h>
#include <linux/timekeeping.h>
#include <linux/utsname.h>
#include <drm/drm_print.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_ringbuffer.h"
#include "msm_submitqueue.h"

static atomic_t msm_crashstates_alive = ATOMIC_INIT(0);

/* The device still links to a devcoredump, maybe one on its way out */
static bool msm_devcoredump_linked(struct device *dev)
{
	struct kernfs_node *kn = kernfs_find_and_get(dev->kobj.sd,
						     "devcoredump");

	kernfs_put(kn);
	return kn;
}

/*
 * devcoredump removes a dump's link in deferred work after the dump is
 * freed, which a loaded machine (or 6.12) runs late: the next state waits
 * for it, up to a second, rather than be lost.
 */
static bool msm_devcoredump_unlinked(struct device *dev)
{
	unsigned int i;

	for (i = 0; i < 50 && msm_devcoredump_linked(dev); i++)
		msleep(20);
	return !msm_devcoredump_linked(dev);
}

/* Contents are kept for DUMP buffers, up to this much each */
#define MSM_GPU_STATE_MAX_BO_DUMP	SZ_1M

struct msm_gpu_state_bo {
	u64 iova;
	size_t size;
	u32 flags;
	char name[32];
	u32 *data;			/* DUMP buffers only */
	size_t data_size;
};

struct msm_gpu_state_ring {
	u32 last_fence;
	u32 completed_fence;
};

struct msm_gpu_state {
	struct timespec64 time;
	char comm[TASK_COMM_LEN];
	char *cmdline;
	char reason[MSM_GPU_REASON_LEN];
	const char *gpu_name;
	u32 fence;			/* the guilty submit's seqno */
	bool has_fault;
	u64 ttbr0;			/* the page table, as upstream reports */
	u64 fault_iova;
	bool fault_write;
	int nr_rings;
	struct msm_gpu_state_ring rings[MSM_GPU_MAX_RINGS];
	unsigned int nr_regs;
	struct msm_gpu_state_reg regs[MSM_GPU_STATE_MAX_REGS];
	unsigned int nr_bos;
	struct msm_gpu_state_bo *bos;
};

void msm_gpu_state_add_reg(struct msm_gpu_state *state, const char *name,
			   u32 offset, u32 value)
{
	if (state->nr_regs < MSM_GPU_STATE_MAX_REGS)
		state->regs[state->nr_regs++] = (struct msm_gpu_state_reg){
			.name = name, .offset = offset, .value = value,
		};
}

static void msm_gpu_state_free(struct msm_gpu_state *state)
{
	unsigned int i;

	for (i = 0; i < state->nr_bos; i++)
		kvfree(state->bos[i].data);
	kfree(state->bos);
	kfree(state->cmdline);
	kfree(state);
	atomic_dec(&msm_crashstates_alive);
}

/*
 * Who submitted: the name taken at submit time (MSM_PARAM_COMM's if set),
 * the client's MSM_PARAM_CMDLINE, or else the command line of the process
 * if it is still there (the struct pid is the submitter's own: a reused
 * pid number is another struct).
 */
static void msm_gpu_state_task(struct msm_gpu_state *state,
			       struct msm_gem_submit *submit)
{
	struct msm_file_private *ctx = submit->ctx;
	struct task_struct *task;

	strscpy(state->comm, submit->comm, sizeof(state->comm));
	spin_lock(&ctx->lock);
	if (ctx->cmdline)
		state->cmdline = kstrdup(ctx->cmdline, GFP_ATOMIC);
	spin_unlock(&ctx->lock);
	if (state->cmdline)
		return;
	task = get_pid_task(submit->pid, PIDTYPE_TGID);
	if (task) {
		state->cmdline = kstrdup_quotable_cmdline(task, GFP_KERNEL);
		put_task_struct(task);
	}
}

static void msm_gpu_state_bo(struct msm_gpu_state_bo *sbo,
			     struct msm_gem_submit_bo *bo)
{
	struct msm_gem_object *msm_obj = to_msm_bo(bo->obj);
	struct iosys_map map;

	sbo->iova = bo->iova;
	sbo->size = bo->obj->size;
	sbo->flags = bo->flags;
	strscpy(sbo->name, msm_obj->name, sizeof(sbo->name));

	if (!(bo->flags & MSM_SUBMIT_BO_DUMP) || msm_obj->base.madv < 0)
		return;
	sbo->data_size = min_t(size_t, sbo->size, MSM_GPU_STATE_MAX_BO_DUMP);
	sbo->data = kvmalloc(sbo->data_size, GFP_KERNEL);
	if (!sbo->data)
		return;
	if (msm_shmem_vmap_unlocked(&msm_obj->base, &map)) {
		kvfree(sbo->data);
		sbo->data = NULL;
		return;
	}
	memcpy(sbo->data, map.vaddr, sbo->data_size);
	msm_shmem_vunmap_unlocked(&msm_obj->base, &map);
}

static void msm_gpu_state_submit(struct msm_gpu_state *state,
				 struct msm_gem_submit *submit)
{
	unsigned int i;

	msm_gpu_state_task(state, submit);
	state->fence = submit->seqno;
	state->bos = kcalloc(submit->nr_bos, sizeof(*state->bos), GFP_KERNEL);
	if (!state->bos)
		return;
	for (i = 0; i < submit->nr_bos; i++)
		msm_gpu_state_bo(&state->bos[i], &submit->bos[i]);
	state->nr_bos = submit->nr_bos;
}

static void msm_gpu_state_print_bo(struct drm_printer *p,
				   struct msm_gpu_state_bo *bo)
{
	size_t i;

	drm_printf(p, "  - iova: 0x%016llx\n", bo->iova);
	drm_printf(p, "    size: %zu\n", bo->size);
	drm_printf(p, "    flags: 0x%x\n", bo->flags);
	drm_printf(p, "    name: \"%s\"\n", bo->name);
	if (!bo->data)
		return;
	drm_puts(p, "    data: |\n");
	for (i = 0; i < bo->data_size / 4; i += 8) {
		size_t j;

		drm_printf(p, "      %08zx:", i * 4);
		for (j = i; j < i + 8 && j < bo->data_size / 4; j++)
			drm_printf(p, " %08x", bo->data[j]);
		drm_puts(p, "\n");
	}
}

static void msm_gpu_state_print(struct msm_gpu_state *state,
				struct drm_printer *p)
{
	unsigned int i;

	drm_puts(p, "---\n");
	drm_printf(p, "kernel: %s\n", init_utsname()->release);
	drm_printf(p, "module: msm %d.%d.%d\n", MSM_VERSION_MAJOR,
		   MSM_VERSION_MINOR, MSM_VERSION_PATCHLEVEL);
	drm_printf(p, "time: %lld.%09ld\n", state->time.tv_sec,
		   state->time.tv_nsec);
	drm_printf(p, "comm: %s\n", state->comm);
	drm_printf(p, "cmdline: %s\n", state->cmdline ? state->cmdline : "");
	drm_printf(p, "reason: %s\n", state->reason);
	drm_printf(p, "gpu: %s\n", state->gpu_name);
	drm_printf(p, "fence: %u\n", state->fence);

	if (state->has_fault) {
		drm_puts(p, "fault-info:\n");
		drm_printf(p, "  - ttbr0=%.16llx\n", state->ttbr0);
		drm_printf(p, "  - iova=%.16llx\n", state->fault_iova);
		drm_printf(p, "  - dir=%s\n", state->fault_write ? "WRITE" :
								   "READ");
	}

	drm_puts(p, "ringbuffer:\n");
	for (i = 0; i < state->nr_rings; i++) {
		drm_printf(p, "  - id: %u\n", i);
		drm_printf(p, "    last-fence: %u\n",
			   state->rings[i].last_fence);
		drm_printf(p, "    retired-fence: %u\n",
			   state->rings[i].completed_fence);
	}

	drm_puts(p, "bos:\n");
	for (i = 0; i < state->nr_bos; i++)
		msm_gpu_state_print_bo(p, &state->bos[i]);

	drm_puts(p, "registers:\n");
	for (i = 0; i < state->nr_regs; i++)
		drm_printf(p, "  - { offset: 0x%04x, value: 0x%08x } # %s\n",
			   state->regs[i].offset, state->regs[i].value,
			   state->regs[i].name);
}

static ssize_t msm_gpu_devcoredump_read(char *buffer, loff_t offset,
					size_t count, void *data,
					size_t datalen)
{
	struct drm_print_iterator iter = {
		.data = buffer, .start = offset, .remain = count,
	};
	struct drm_printer p = drm_coredump_printer(&iter);

	msm_gpu_state_print(data, &p);
	return count - iter.remain;
}

static void msm_gpu_devcoredump_free(void *data)
{
	msm_gpu_state_free(data);
}

/*
 * Takes the state now (registers change after a reset) and hands it to
 * devcoredump, which shows it until read or timed out.  Process context.
 */
void msm_gpu_crashstate_capture(struct msm_gpu *gpu,
				struct msm_gem_submit *submit,
				const char *reason, const u64 *fault_iova,
				bool fault_write)
{
	struct msm_gpu_state *state;
	int i;

	if (atomic_cmpxchg(&msm_crashstates_alive, 0, 1))
		return;
	if (!msm_devcoredump_unlinked(gpu->dev_hw)) {
		atomic_dec(&msm_crashstates_alive);
		return;
	}
	state = kzalloc(sizeof(*state), GFP_KERNEL);
	if (!state) {
		atomic_dec(&msm_crashstates_alive);
		return;
	}

	ktime_get_real_ts64(&state->time);
	strscpy(state->reason, reason, sizeof(state->reason));
	state->gpu_name = gpu->name;
	if (fault_iova) {
		state->has_fault = true;
		state->fault_iova = *fault_iova;
		state->fault_write = fault_write;
		state->ttbr0 = gpu->ttbr0;
	}
	state->nr_rings = gpu->nr_rings;
	for (i = 0; i < gpu->nr_rings; i++) {
		state->rings[i].last_fence = gpu->rb[i]->fctx.last_fence;
		state->rings[i].completed_fence =
			READ_ONCE(gpu->rb[i]->memptrs->fence);
	}
	/* Registers only if the GPU is powered: a suspended one has none */
	if (gpu->funcs->capture_regs &&
	    msm_pm_runtime_get_if_active(gpu->dev_hw) > 0) {
		gpu->funcs->capture_regs(gpu, state);
		pm_runtime_put_autosuspend(gpu->dev_hw);
	}
	if (submit)
		msm_gpu_state_submit(state, submit);

	dev_coredumpm(gpu->dev_hw, THIS_MODULE, state, 0, GFP_KERNEL,
		      msm_gpu_devcoredump_read, msm_gpu_devcoredump_free);
}
