/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The GPU-independent view of a GPU: register access, rings, submission,
 * interrupts, fault accounting and recovery, and the per-generation hooks
 * the core calls.
 */
#ifndef __MSM_GPU_H__
#define __MSM_GPU_H__

#include <linux/atomic.h>
#include <linux/devfreq.h>
#include <linux/interrupt.h>
#include <linux/mutex.h>
#include <linux/pm.h>
#include <linux/types.h>
#include <linux/wait.h>
#include <linux/workqueue.h>

struct dentry;
struct device;
struct msm_gpu_state;
struct drm_device;
struct msm_gpu;
struct msm_file_private;
struct msm_gem_address_space;
struct msm_gem_submit;
struct msm_ringbuffer;

/*
 * How the driver reaches GPU registers.  Real hardware implements it with
 * MMIO, the virtual GPU with its model: every other line of the driver is
 * the same on both.  Registers are named by their dword offset, as in the
 * register database.
 */
struct msm_gpu_io {
	u32 (*read)(struct msm_gpu *gpu, u32 reg);
	void (*write)(struct msm_gpu *gpu, u32 reg, u32 val);
};

/*
 * Each ring is served by this many drm_sched priority levels, so
 * MSM_PARAM_PRIORITIES is nr_rings * MSM_SCHED_PRIORITIES.
 */
#define MSM_SCHED_PRIORITIES	3

/* Why recovery ran, as the log and the crash state say it */
#define MSM_GPU_REASON_LEN	96
#define MSM_GPU_MAX_RINGS	4

struct msm_gpu_funcs {
	int (*get_param)(struct msm_gpu *gpu, struct msm_file_private *ctx,
			 u32 param, u64 *value, u32 *len);
	int (*set_param)(struct msm_gpu *gpu, struct msm_file_private *ctx,
			 u32 param, u64 value, u32 len);
	/* Programs the GPU from reset: microcode, protection, rings, CP */
	int (*hw_init)(struct msm_gpu *gpu);
	/* Stops the CP where it is, before recovery decides the blame */
	void (*halt)(struct msm_gpu *gpu);
	/* Software-resets the GPU core (hw_init must follow) */
	void (*reset)(struct msm_gpu *gpu);
	/* Writes a submit into its ring and tells the CP */
	void (*submit)(struct msm_gpu *gpu, struct msm_gem_submit *submit);
	/* Reads and acknowledges the interrupt status; may start recovery */
	irqreturn_t (*irq)(struct msm_gpu *gpu);
	/* Reads the registers worth a look into a crash state */
	void (*capture_regs)(struct msm_gpu *gpu, struct msm_gpu_state *state);
	/* Power collapse and power-up (optional); hw_init follows power-up */
	void (*power_off)(struct msm_gpu *gpu);
	void (*power_on)(struct msm_gpu *gpu);
	/* Time the GPU has been busy, for devfreq */
	u64 (*busy_ns)(struct msm_gpu *gpu);
	/* Adds the GPU's own files under the DRM minor's debugfs directory */
	void (*debugfs_init)(struct msm_gpu *gpu, struct dentry *root);
	/*
	 * Optional, from the hangcheck timer (atomic context): whether the
	 * GPU got on with the ring's work since the last call, though no
	 * submit completed (a long draw is not a hang, for a while)
	 */
	bool (*progress)(struct msm_gpu *gpu, struct msm_ringbuffer *ring);
	/*
	 * Optional: returns once the memory accesses the GPU has in flight
	 * are done, for an unmap that cannot wait for them through a TLB
	 * invalidate: a2xx's MMU while the GPU is not runtime-active (no
	 * register write then), the VRAM carveout (no MMU at all).  The
	 * virtual GPU needs it: its CP may be in the middle of a slice,
	 * holding pages, while runtime suspend waits for that slice to end.
	 * Hardware leaves it NULL: a powered-down GPU accesses nothing.
	 */
	void (*wait_mem_idle)(struct msm_gpu *gpu);
};

struct msm_gpu {
	const char *name;
	struct drm_device *dev;
	struct device *dev_hw;		/* the platform device */
	const struct msm_gpu_funcs *funcs;
	const struct msm_gpu_io *io;
	void __iomem *mmio;		/* real hardware only */

	/* The one GPU address space of a2xx-a4xx, shared by all clients */
	struct msm_gem_address_space *aspace;

	/* Serializes access to the rings and the hardware state */
	struct mutex lock;
	int nr_rings;
	struct msm_ringbuffer *rb[MSM_GPU_MAX_RINGS];
	int irq;

	/* Lets go of retired submits in process context */
	struct work_struct retire_work;
	wait_queue_head_t retire_wq;	/* woken when submits retire */

	/* Power: runtime PM with autosuspend, devfreq on the GPU's load */
	bool started;			/* adreno_gpu_start ran, not _stop */
	struct devfreq *devfreq;
	struct devfreq_dev_profile devfreq_profile;
	bool own_opps;			/* we added them: no DT OPP table */
	unsigned long cur_freq;		/* Hz, as devfreq last set it */
	u64 devfreq_busy_ns;		/* busy time at the last sample */
	u64 devfreq_sample_ns;		/* when that was */

	/* A CP error or a hang was seen: reset, then replay the innocent */
	struct work_struct recover_work;
	char recover_reason[MSM_GPU_REASON_LEN];	/* by MSM_GPU_RECOVERING's winner */
	unsigned long flags;		/* MSM_GPU_* bits */
	bool stopping;			/* msm_gpu_cleanup() began */

	/* The client whose context the GPU holds (its client_id), or 0 */
	u64 cur_ctx_seqno;

	/* Hang detection: a ring whose fence stood still with work pending */
	struct timer_list hangcheck_timer;
	u32 hangcheck_period_ms;	/* debugfs hangcheck_period_ms */
	bool disable_err_irq;		/* debugfs: leave errors to hangcheck */

	unsigned long fast_rate;	/* Hz */
	u64 ttbr0;			/* the MMU's page table, for fault reports */

	atomic_t global_faults;
	atomic_t suspend_count;
};

static inline u32 gpu_read(struct msm_gpu *gpu, u32 reg)
{
	return gpu->io->read(gpu, reg);
}

static inline void gpu_write(struct msm_gpu *gpu, u32 reg, u32 val)
{
	gpu->io->write(gpu, reg, val);
}

/* A 64-bit counter read as LO then HI, retried if LO wrapped meanwhile */
static inline u64 gpu_read64(struct msm_gpu *gpu, u32 reg_lo)
{
	u32 hi, lo;

	do {
		hi = gpu_read(gpu, reg_lo + 1);
		lo = gpu_read(gpu, reg_lo);
	} while (hi != gpu_read(gpu, reg_lo + 1));

	return ((u64)hi << 32) | lo;
}

/* See msm_gpu_funcs.wait_mem_idle */
static inline void msm_gpu_wait_mem_idle(struct msm_gpu *gpu)
{
	if (gpu->funcs->wait_mem_idle)
		gpu->funcs->wait_mem_idle(gpu);
}

/* Rings and their schedulers; the GPU's interrupt */
int msm_gpu_init(struct msm_gpu *gpu, int nr_rings, int irq);
void msm_gpu_cleanup(struct msm_gpu *gpu);

/* Power: the platform driver's PM callbacks call these */
int msm_gpu_pm_suspend(struct msm_gpu *gpu);
int msm_gpu_pm_resume(struct msm_gpu *gpu);
int msm_gpu_system_suspend(struct msm_gpu *gpu);
int msm_gpu_system_resume(struct msm_gpu *gpu);
extern const struct dev_pm_ops msm_gpu_pm_ops;
/* Runtime PM and devfreq for a GPU whose hw_init already ran */
void msm_gpu_pm_init(struct msm_gpu *gpu);
void msm_gpu_pm_fini(struct msm_gpu *gpu);
/* MSM_PARAM_SYSPROF: 2 keeps the GPU powered for the client */
int msm_sysprof_set(struct msm_file_private *ctx, int sysprof);

/* Signals the fences of every submit the GPU has completed */
void msm_gpu_retire(struct msm_gpu *gpu);
/* gpu->flags: a recovery is queued or running */
#define MSM_GPU_RECOVERING	0

/* A hang or CP error: reset and replay, unless a recovery is under way */
void msm_gpu_schedule_recover(struct msm_gpu *gpu, const char *reason);
/*
 * From the MMU's fault handler, in process context: counts the fault
 * against the running submit and takes a crash state.
 */
void msm_gpu_fault(struct msm_gpu *gpu, u64 iova, bool write);

/* Crash states, shown through devcoredump (msm_gpu_crashstate.c) */
#define MSM_GPU_STATE_MAX_REGS	32

struct msm_gpu_state_reg {
	const char *name;
	u32 offset;
	u32 value;
};

void msm_gpu_state_add_reg(struct msm_gpu_state *state, const char *name,
			   u32 offset, u32 value);
void msm_gpu_crashstate_capture(struct msm_gpu *gpu,
				struct msm_gem_submit *submit,
				const char *reason, const u64 *fault_iova,
				bool fault_write);

#endif /* __MSM_GPU_H__ */
