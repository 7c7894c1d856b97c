// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual Adreno device: a platform device that hosts the GPU model.
 *
 * Register reads and writes go to the model under one lock (struct
 * vgpu_lock: a mutex that the CP thread hands to its waiters between
 * slices); the model reaches memory only through the page table the
 * driver writes, the way a GPU behind an SMMU does (an a2xx: through its
 * own MMU's table).  With vgpu_smmu=0 an a3xx or a4xx has no SMMU, as on
 * a board without an IOMMU: the driver then runs it from the VRAM
 * carveout (allow_vram_carveout=1), and the model's bus reaches the
 * carveout's pages and nothing else.  The model's CP runs on a kernel
 * thread, woken by writes of the ring's write pointer, in slices budgeted
 * by the work they do (model.h's AM_WORK_*), with interrupts on and
 * preemptible: a hostile command stream costs the CPU no more than any
 * thread, and holds the lock one slice at a time.  It raises its two
 * interrupt lines (the GPU's and the SMMU's fault line) as Linux IRQs
 * nested in its thread, as an interrupt controller behind a slow bus
 * raises them: the
 * handlers (threaded ones, which read the model's registers and may sleep
 * on its lock) run in the CP thread between slices, so the CP goes on
 * only once they are done.
 *
 * The same lock is the model's TLB: every translation and the access
 * through it happen in one slice under it, so taking it once after page
 * table entries are cleared waits out any access that used them (see
 * vgpu_mmu_unmap; a2xx's MH_MMU_INVALIDATE is a register write, which
 * takes it), as a TLB invalidate with sync does on hardware.  Where no
 * register write comes (a2xx not runtime-active: its CP may still run
 * while runtime suspend waits for the lock) or no MMU is there (the
 * carveout), the unmap takes it through vgpu_wait_mem_idle (both:
 * vgpu_lock_sync).
 */

#include <linux/debugfs.h>
#include <linux/delay.h>
#include <linux/dma-direct.h>
#include <linux/dma-mapping.h>
#include <linux/fs.h>
#include <linux/irq.h>
#include <linux/kthread.h>
#include <linux/mm.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/mutex.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>
#include <linux/wait.h>

#include "adreno_gpu.h"
#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_kms.h"
#include "msm_mmu.h"
#include "vgpu.h"
#include "model/model.h"
#include "generated/regs_table.h"

#define VGPU_DRIVER_NAME	"msm_vgpu"

static bool vgpu_smmu = true;
MODULE_PARM_DESC(vgpu_smmu,
		 "An SMMU in front of a virtual a3xx/a4xx (default); 0: none, as on a board without an IOMMU");
module_param(vgpu_smmu, bool, 0444);

static unsigned int vdisplay = 1;
MODULE_PARM_DESC(vdisplay,
		 "Monitors on the virtual GPU's virtual MDP5 display (default 1, at most 2; 0: no display; none without an SMMU)");
module_param(vdisplay, uint, 0444);

/*
 * Work units of one CP slice (model.h's AM_WORK_*), after which the
 * thread lets the lock go, raises interrupts and reschedules.  A slice
 * does at most VGPU_SLICE_WORK + AM_CP_MAX_OVERSHOOT, whatever the
 * command stream: about 0.2 ms on an x86_64 host core, some ten times
 * that under TCG; the lock is never held longer.  Short enough for an
 * unmap to wait out, long enough that taking the lock and raising the
 * interrupts cost about 1% of the model's time.
 */
#define VGPU_SLICE_WORK		8192
/* With writes held for fault injection: a few, so the lock changes hands */
#define VGPU_SLICE_WORK_HELD	8
/* How often a CP waiting on memory looks again */
#define VGPU_WAIT_POLL_US	100

enum vgpu_irq {
	VGPU_IRQ_GPU,
	VGPU_IRQ_SMMU,
	VGPU_NR_IRQS,
};

struct vgpu {
	struct adreno_gpu adreno;
	struct vgpu_lock lock;		/* serializes the model */
	struct am_gpu *model;
	u8 *gmem;			/* the model's on-chip memory */
	u64 progress_mark;		/* draw work at the last hangcheck */
	int irq_base;			/* VGPU_NR_IRQS virtual IRQs */
	struct task_struct *thread;	/* runs the CP */
	wait_queue_head_t wq;
	atomic_t kicked;		/* the CP may have new work */
	u64 max_slice_ns;		/* the longest CP slice, under lock */
	u32 max_slice_work;		/* and the most work one did */
	bool no_smmu;			/* vgpu_smmu=0, on a3xx/a4xx */
	struct msm_gem_vram *vram;	/* then: all that its bus reaches */
	u32 write_delay_us;		/* fault injection: vgpu_write_delay_us */
	u32 slice_delay_us;		/* and the slice in flight's */
	u64 stale_writes;		/* writes an unmap did not wait for */
	bool drop_irqs;			/* fault injection: vgpu_drop_irqs */
	u64 dropped_irqs;		/* GPU interrupts it dropped */
};

static struct platform_device *vgpu_pdev;

static struct vgpu *to_vgpu(struct msm_gpu *gpu)
{
	return container_of(gpu, struct vgpu, adreno.base);
}

static u32 vgpu_reg_read(struct msm_gpu *gpu, u32 reg)
{
	struct vgpu *vgpu = to_vgpu(gpu);
	u32 val;

	vgpu_lock(&vgpu->lock);
	val = am_reg_read(vgpu->model, reg);
	vgpu_unlock(&vgpu->lock);
	return val;
}

static void vgpu_reg_write(struct msm_gpu *gpu, u32 reg, u32 val)
{
	struct vgpu *vgpu = to_vgpu(gpu);

	vgpu_lock(&vgpu->lock);
	am_reg_write(vgpu->model, reg, val);
	vgpu_unlock(&vgpu->lock);
}

static const struct msm_gpu_io vgpu_io = {
	.read = vgpu_reg_read,
	.write = vgpu_reg_write,
};

/*
 * The model's view of memory: any page of RAM the page table points at.
 * Without an SMMU, pa is a bus address, which the bus turns into a
 * physical one; it reaches the carveout and nothing else (nothing before
 * the carveout exists: the GPU runs no work before).
 */
static void *vgpu_host_page(void *priv, am_u64 pa)
{
	struct vgpu *vgpu = priv;
	const struct msm_gem_vram *vram = vgpu->vram;
	unsigned long pfn = pa >> PAGE_SHIFT;

	if (vgpu->no_smmu) {
		if (!vram || pa < vram->base || pa - vram->base >= vram->size)
			return NULL;
		pa = dma_to_phys(vgpu->adreno.base.dev_hw, pa);
		pfn = pa >> PAGE_SHIFT;
	}
	if (!pfn_valid(pfn))
		return NULL;
	return page_address(pfn_to_page(pfn)) + (pa & ~PAGE_MASK);
}

static am_u64 vgpu_host_now_ns(void *priv)
{
	return ktime_get_ns();
}

/*
 * Fault injection (debugfs vgpu_write_delay_us, 100 ms at most): the CP
 * holds each write's translation that long before it writes, so that an
 * unmap of the page comes in between.  Unmap must wait for the write (see
 * vgpu_mmu_unmap); one that began and returned meanwhile did not, and if
 * it cleared the write's entry, let the write go to a page its owner may
 * have freed: stale_writes counts those.  The carveout has no entries:
 * there, any unmap that did not wait counts.  The delay is the one the
 * slice began with: a slice of VGPU_SLICE_WORK that a new delay caught
 * half way would hold the lock for thousands of them.
 */
static void vgpu_host_write_window(void *priv, am_u64 iova)
{
	struct vgpu *vgpu = priv;
	struct msm_gem_address_space *aspace = vgpu->adreno.base.aspace;
	u32 delay_us = vgpu->slice_delay_us;
	long begun;
	am_u64 pa;

	if (!delay_us)
		return;
	begun = atomic_long_read(&aspace->unmaps_begun);
	fsleep(delay_us);
	/* More unmaps done than had begun: one ran within the window */
	if (atomic_long_read(&aspace->unmaps_done) > begun &&
	    (vgpu->no_smmu ||
	     am_translate(vgpu->model, iova, AM_ACCESS_WRITE, &pa)))
		vgpu->stale_writes++;
}

/* From a register write, under the model's lock */
static void vgpu_host_kick(void *priv)
{
	struct vgpu *vgpu = priv;

	atomic_set(&vgpu->kicked, 1);
	wake_up(&vgpu->wq);
}

static bool vgpu_should_run(struct vgpu *vgpu)
{
	return atomic_read(&vgpu->kicked) || kthread_should_stop();
}

/*
 * The CP's thread: runs the model in slices, raising its interrupt lines
 * between them; sleeps when the CP is idle or halted, polls when it waits
 * on memory that the CPU may change.
 */
static int vgpu_cp_thread(void *data)
{
	struct vgpu *vgpu = data;

	while (!kthread_should_stop()) {
		bool gpu_irq, smmu_irq;
		enum am_run run;
		u64 start, slice;

		atomic_set(&vgpu->kicked, 0);
		mutex_lock(&vgpu->lock.mutex);
		start = ktime_get_ns();
		vgpu->slice_delay_us = min_t(u32,
					     READ_ONCE(vgpu->write_delay_us),
					     100000);
		run = am_cp_run(vgpu->model, vgpu->slice_delay_us ?
				VGPU_SLICE_WORK_HELD : VGPU_SLICE_WORK);
		slice = ktime_get_ns() - start;
		vgpu->max_slice_ns = max(vgpu->max_slice_ns, slice);
		vgpu->max_slice_work = max(vgpu->max_slice_work,
					   vgpu->model->cp.work);
		/* Both lines are level: up until the handler clears them */
		gpu_irq = am_irq_pending(vgpu->model);
		smmu_irq = am_smmu_irq_pending(vgpu->model);
		/*
		 * Fault injection (debugfs vgpu_drop_irqs): while set, the
		 * GPU's interrupts are lost, as an edge the interrupt
		 * controller misses; the status stays set.
		 */
		if (gpu_irq && READ_ONCE(vgpu->drop_irqs)) {
			vgpu->dropped_irqs++;
			gpu_irq = false;
		}
		mutex_unlock(&vgpu->lock.mutex);

		if (smmu_irq)
			handle_nested_irq(vgpu->irq_base + VGPU_IRQ_SMMU);
		if (gpu_irq)
			handle_nested_irq(vgpu->irq_base + VGPU_IRQ_GPU);

		vgpu_lock_handoff(&vgpu->lock);
		if (run == AM_RUN_BUDGET)
			cond_resched();
		else if (run == AM_RUN_WAITING)
			wait_event_interruptible_timeout(vgpu->wq,
							 vgpu_should_run(vgpu),
							 usecs_to_jiffies(VGPU_WAIT_POLL_US));
		else
			wait_event_interruptible(vgpu->wq,
						 vgpu_should_run(vgpu));
	}
	return 0;
}

/*
 * The SMMU's context fault interrupt, as an IOMMU driver would take it:
 * read and clear the fault, report it to the GPU driver.
 */
static irqreturn_t vgpu_smmu_irq(int irq, void *arg)
{
	struct vgpu *vgpu = arg;
	u32 fsr, far_lo, far_hi;

	vgpu_lock(&vgpu->lock);
	fsr = am_smmu_read(vgpu->model, AM_SMMU_FSR);
	far_lo = am_smmu_read(vgpu->model, AM_SMMU_FAR_LO);
	far_hi = am_smmu_read(vgpu->model, AM_SMMU_FAR_HI);
	vgpu_unlock(&vgpu->lock);
	if (!fsr)
		return IRQ_NONE;

	/* The CP stalls until FSR is cleared: the report sees it stopped */
	msm_gpu_fault(&vgpu->adreno.base, (u64)far_hi << 32 | far_lo,
		      fsr & AM_SMMU_FSR_PF);

	vgpu_lock(&vgpu->lock);
	am_smmu_write(vgpu->model, AM_SMMU_FSR, fsr);
	vgpu_unlock(&vgpu->lock);
	vgpu_host_kick(vgpu);
	return IRQ_HANDLED;
}

/*
 * Interrupt lines of our own: a dummy chip, their handlers nested in the
 * CP thread (which fires them).  A line disabled when it fires loses the
 * event, as nested lines do; the model's status stays set, and the
 * driver retires after it enables the line again.
 */
static int vgpu_irqs_alloc(struct vgpu *vgpu)
{
	int i, base;

	/*
	 * No owner: request_irq() pins a descriptor's owner module, and the
	 * owner would be this module, which could then never unload.
	 */
	base = __irq_alloc_descs(-1, 1, VGPU_NR_IRQS, NUMA_NO_NODE, NULL,
				 NULL);
	if (base < 0)
		return base;
	for (i = 0; i < VGPU_NR_IRQS; i++) {
		irq_set_chip_and_handler(base + i, &dummy_irq_chip,
					 handle_simple_irq);
		irq_set_nested_thread(base + i, true);
		irq_clear_status_flags(base + i, IRQ_NOREQUEST | IRQ_NOPROBE);
	}
	vgpu->irq_base = base;
	return 0;
}

/*
 * debugfs "vgpu_mem": GPU memory as the model sees it, the file offset
 * being the GPU address.  Reading an unmapped address gives EIO.
 */
static ssize_t vgpu_mem_read(struct file *file, char __user *buf,
			     size_t count, loff_t *ppos)
{
	struct vgpu *vgpu = file->private_data;
	struct device *dev = vgpu->adreno.base.dev_hw;
	bool a2xx = vgpu->adreno.info->gen->core == 2;
	enum am_fault fault;
	void *bounce;
	ssize_t ret;

	if (*ppos < 0 || *ppos >= SZ_4G)
		return 0;
	count = min_t(size_t, count, PAGE_SIZE);
	count = min_t(u64, count, SZ_4G - *ppos);

	bounce = kmalloc(count, GFP_KERNEL);
	if (!bounce)
		return -ENOMEM;

	/*
	 * a2xx's MMU is the GPU's own: it translates only while powered.
	 * The SMMU in front of a3xx and a4xx keeps its table regardless.
	 */
	ret = a2xx ? pm_runtime_resume_and_get(dev) : 0;
	if (ret) {
		kfree(bounce);
		return ret;
	}
	vgpu_lock(&vgpu->lock);
	fault = am_mem_read(vgpu->model, *ppos, bounce, count);
	vgpu_unlock(&vgpu->lock);
	if (a2xx) {
		pm_runtime_mark_last_busy(dev);
		pm_runtime_put_autosuspend(dev);
	}

	if (fault)
		ret = -EIO;
	else if (copy_to_user(buf, bounce, count))
		ret = -EFAULT;
	else
		ret = count;

	kfree(bounce);
	if (ret > 0)
		*ppos += ret;
	return ret;
}

/*
 * The virtual display's scanout: memory through the GPU's page table, as
 * MDP's SMMU context would see it, under the model's lock like any GPU
 * access (an unmap waits for it).  a2xx's MMU translates only powered.
 */
static int vgpu_display_read(void *priv, u64 iova, void *dst, u32 len)
{
	struct vgpu *vgpu = priv;
	struct device *dev = vgpu->adreno.base.dev_hw;
	bool a2xx = vgpu->adreno.info->gen->core == 2;
	enum am_fault fault;
	int ret;

	ret = a2xx ? pm_runtime_resume_and_get(dev) : 0;
	if (ret)
		return ret;
	vgpu_lock(&vgpu->lock);
	fault = am_mem_read(vgpu->model, iova, dst, len);
	vgpu_unlock(&vgpu->lock);
	if (a2xx) {
		pm_runtime_mark_last_busy(dev);
		pm_runtime_put_autosuspend(dev);
	}
	return fault ? -EFAULT : 0;
}

static const struct file_operations vgpu_mem_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = vgpu_mem_read,
	.llseek = default_llseek,
};

/* The register database's name for a register of the model's generation */
static const char *vgpu_reg_name(struct vgpu *vgpu, u32 reg)
{
	u32 core = vgpu->model->cfg.chip_id >> 24;
	const struct regdb_domain *d;
	unsigned int lo = 0, hi;

	if (core < 2 || core > 4)
		return "?";
	d = &regdb_gens[core - 2 + REGDB_A2XX];
	hi = d->nr_regs;
	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (d->regs[mid].offset == reg)
			return d->regs[mid].name;
		if (d->regs[mid].offset < reg)
			lo = mid + 1;
		else
			hi = mid;
	}
	return "(no name)";
}

/*
 * What the model met and does not implement: registers written that no
 * block reads, and packets it accepts without modelling them.
 */
static void vgpu_stats_unsupported(struct seq_file *m, struct vgpu *vgpu)
{
	u32 core = vgpu->model->cfg.chip_id >> 24;
	u32 pos = 0;
	int r;

	while ((r = am_next_unused_reg(vgpu->model, &pos)) >= 0)
		seq_printf(m, "unused_reg: 0x%04x %s\n", r,
			   vgpu_reg_name(vgpu, r));
	pos = 0;
	while ((r = am_next_ignored_op(vgpu->model, &pos)) >= 0) {
		const char *name = core >= 2 && core <= 4 ?
			regdb_pm4_type3_names[core - 2][r] : NULL;

		seq_printf(m, "ignored_op: 0x%02x %s\n", r,
			   name ? name : "(no name)");
	}
}

/*
 * What each stage's shaders cost, as the model's shader processor times
 * them: runs (groups of lanes), instructions issued, cycles, the stall
 * cycles among them, and reads the hardware would make too soon
 */
static void vgpu_stats_shaders(struct seq_file *m,
			       const struct am_pipe_stats *pipe)
{
	static const char *const name[AM_STAGE_COUNT] = { "vs", "fs" };
	int st;

	for (st = 0; st < AM_STAGE_COUNT; st++) {
		const struct am_sp_stats *s = &pipe->sp[st];

		seq_printf(m, "%s_runs: %llu\n", name[st], s->runs);
		seq_printf(m, "%s_instrs: %llu\n", name[st], s->instrs);
		seq_printf(m, "%s_cycles: %llu\n", name[st], s->cycles);
		seq_printf(m, "%s_stalls: %llu\n", name[st], s->stalls);
		seq_printf(m, "%s_hazards: %llu\n", name[st], s->hazards);
		seq_printf(m, "%s_overruns: %llu\n", name[st], s->overruns);
	}
}

/* debugfs "vgpu_stats": what the model's command processor has done */
static int vgpu_stats_show(struct seq_file *m, void *unused)
{
	struct vgpu *vgpu = m->private;
	struct am_cp_stats stats;
	struct am_pipe_stats pipe;
	u64 max_slice_ns, stale_writes, dropped_irqs;
	u32 max_slice_work;

	vgpu_lock(&vgpu->lock);
	stats = vgpu->model->cp.stats;
	pipe = vgpu->model->pipe.stats;
	max_slice_ns = vgpu->max_slice_ns;
	max_slice_work = vgpu->max_slice_work;
	stale_writes = vgpu->stale_writes;
	dropped_irqs = vgpu->dropped_irqs;
	vgpu_unlock(&vgpu->lock);

	seq_printf(m, "packets: %llu\n", stats.packets);
	seq_printf(m, "ibs: %llu\n", stats.ibs);
	seq_printf(m, "draws: %llu\n", stats.draws);
	seq_printf(m, "load_state_dwords: %llu\n", stats.load_state_dwords);
	seq_printf(m, "load_state_dropped: %llu\n", stats.load_state_dropped);
	seq_printf(m, "draw_state_runs: %llu\n", stats.draw_state_runs);
	seq_printf(m, "prims: %llu\n", pipe.prims);
	seq_printf(m, "fragments: %llu\n", pipe.fragments);
	seq_printf(m, "gmem_overruns: %llu\n", pipe.gmem_overruns);
	seq_printf(m, "unsupported: %llu\n", pipe.unsupported);
	seq_printf(m, "shader_faults: %llu\n", pipe.shader_faults);
	vgpu_stats_shaders(m, &pipe);
	seq_printf(m, "page_faults: %llu\n", stats.page_faults);
	seq_printf(m, "busy_ns: %llu\n", stats.busy_ns);
	seq_printf(m, "max_slice_ns: %llu\n", max_slice_ns);
	seq_printf(m, "max_slice_work: %u\n", max_slice_work);
	/* A slice's budget, and the most work the model lets one do */
	seq_printf(m, "slice_budget: %u\n", VGPU_SLICE_WORK);
	seq_printf(m, "slice_bound: %u\n",
		   VGPU_SLICE_WORK + AM_CP_MAX_OVERSHOOT);
	seq_printf(m, "stale_writes: %llu\n", stale_writes);
	seq_printf(m, "dropped_irqs: %llu\n", dropped_irqs);
	vgpu_lock(&vgpu->lock);
	vgpu_stats_unsupported(m, vgpu);
	vgpu_unlock(&vgpu->lock);
	return 0;
}

static int vgpu_stats_open(struct inode *inode, struct file *file)
{
	return single_open(file, vgpu_stats_show, inode->i_private);
}

/* Any write starts the slice maxima over, for a measurement of its own */
static ssize_t vgpu_stats_write(struct file *file, const char __user *buf,
				size_t count, loff_t *ppos)
{
	struct vgpu *vgpu = ((struct seq_file *)file->private_data)->private;

	vgpu_lock(&vgpu->lock);
	vgpu->max_slice_ns = 0;
	vgpu->max_slice_work = 0;
	vgpu_unlock(&vgpu->lock);
	return count;
}

static const struct file_operations vgpu_stats_fops = {
	.owner = THIS_MODULE,
	.open = vgpu_stats_open,
	.read = seq_read,
	.write = vgpu_stats_write,
	.llseek = seq_lseek,
	.release = single_release,
};

static void vgpu_debugfs_init(struct msm_gpu *gpu, struct dentry *root)
{
	debugfs_create_file("vgpu_mem", 0400, root, to_vgpu(gpu),
			    &vgpu_mem_fops);
	debugfs_create_file("vgpu_stats", 0644, root, to_vgpu(gpu),
			    &vgpu_stats_fops);
	debugfs_create_u32("vgpu_write_delay_us", 0600, root,
			   &to_vgpu(gpu)->write_delay_us);
	debugfs_create_bool("vgpu_drop_irqs", 0600, root,
			    &to_vgpu(gpu)->drop_irqs);
}

/* Power collapse: the model loses everything but its SMMU */
static void vgpu_power_off(struct msm_gpu *gpu)
{
	struct vgpu *vgpu = to_vgpu(gpu);

	vgpu_lock(&vgpu->lock);
	am_reset(vgpu->model);
	vgpu_unlock(&vgpu->lock);
}

static u64 vgpu_busy_ns(struct msm_gpu *gpu)
{
	struct vgpu *vgpu = to_vgpu(gpu);
	u64 busy;

	vgpu_lock(&vgpu->lock);
	busy = am_busy_ns(vgpu->model);
	vgpu_unlock(&vgpu->lock);
	return busy;
}

/*
 * The model is slow where hardware is not (under TCG most of all): a
 * big draw, or one vertex or fragment shader's long loop, can take longer
 * than a hangcheck period.  Progress is what the pipeline made since the
 * last look: primitives, fragments or shader steps.  A CP that waits, or
 * that walks a draw that makes nothing (restarts only), makes none.  Read
 * without the lock, as the timer cannot sleep, from counters that only
 * grow; hangcheck bounds how long progress without a fence can last
 * (MSM_HANGCHECK_PROGRESS_RETRIES).
 */
static bool vgpu_progress(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	struct vgpu *vgpu = to_vgpu(gpu);
	u64 mark = READ_ONCE(vgpu->model->pipe.stats.prims) +
		   READ_ONCE(vgpu->model->pipe.stats.fragments) +
		   READ_ONCE(vgpu->model->pipe.stats.steps);
	bool moved = mark != vgpu->progress_mark;

	vgpu->progress_mark = mark;
	return moved;
}

static void vgpu_wait_mem_idle(struct msm_gpu *gpu)
{
	vgpu_lock_sync(&to_vgpu(gpu)->lock);
}

static const struct msm_gpu_funcs vgpu_funcs = {
	ADRENO_GPU_FUNCS,
	.power_off = vgpu_power_off,
	.busy_ns = vgpu_busy_ns,
	.debugfs_init = vgpu_debugfs_init,
	.progress = vgpu_progress,
	.wait_mem_idle = vgpu_wait_mem_idle,
};

/*
 * The model's CP needs no real microcode, but the driver loads it the way
 * it does on hardware, and the model will not run without some: these
 * stand in for a300_pm4.fw and a300_pfp.fw.  Word 0 is the version.
 */
static const u32 vgpu_pm4_ucode[] = { 0x00000001, 0x4d4f444c, 0x504d3400 };
static const u32 vgpu_pfp_ucode[] = { 0x00000001, 0x4d4f444c, 0x50465000 };

static int vgpu_model_init(struct vgpu *vgpu, const struct adreno_info *info)
{
	const struct am_config cfg = {
		.chip_id = info->vgpu_chip_id,
		.gmem_bytes = info->gmem,
		.freq_mhz = info->max_freq / 1000000,
		.no_smmu = vgpu->no_smmu,
	};
	struct am_host host = {
		.priv = vgpu,
		.page = vgpu_host_page,
		.now_ns = vgpu_host_now_ns,
		.kick = vgpu_host_kick,
		.write_window = vgpu_host_write_window,
	};

	vgpu->gmem = vzalloc(info->gmem);
	vgpu->model = vzalloc(sizeof(*vgpu->model));
	if (!vgpu->gmem || !vgpu->model)
		goto fail;
	host.gmem = vgpu->gmem;
	if (am_init(vgpu->model, &cfg, &host))
		goto fail;
	return 0;

fail:
	vfree(vgpu->model);
	vfree(vgpu->gmem);
	vgpu->model = NULL;
	vgpu->gmem = NULL;
	return -ENOMEM;
}

static void vgpu_destroy(struct vgpu *vgpu)
{
	if (vgpu->thread)
		kthread_stop(vgpu->thread);
	if (vgpu->irq_base > 0) {
		free_irq(vgpu->irq_base + VGPU_IRQ_SMMU, vgpu);
		adreno_gpu_cleanup(&vgpu->adreno);
		irq_free_descs(vgpu->irq_base, VGPU_NR_IRQS);
	}
	vfree(vgpu->model);
	vfree(vgpu->gmem);
	mutex_destroy(&vgpu->lock.mutex);
	kfree(vgpu);
}

/*
 * The GPU's page table: the SMMU's in front of a3xx and a4xx, set up here
 * as an IOMMU driver would; a2xx's own MMU, which hw_init programs; none
 * without an SMMU.
 */
static int vgpu_mmu_init(struct vgpu *vgpu, struct device *dev,
			 const struct adreno_info *info, struct msm_mmu **mmu)
{
	u32 pt_base, tran_error;
	u64 ttbr0;

	if (info->gen->core == 2) {
		*mmu = msm_gpummu_new(dev, &vgpu->adreno.base);
		if (IS_ERR(*mmu))
			return PTR_ERR(*mmu);
		msm_gpummu_params(*mmu, &pt_base, &tran_error);
		vgpu->adreno.base.ttbr0 = pt_base;
		return 0;
	}
	*mmu = NULL;
	if (vgpu->no_smmu)
		return 0;
	*mmu = vgpu_mmu_create(&ttbr0, &vgpu->lock);
	if (IS_ERR(*mmu))
		return PTR_ERR(*mmu);
	am_smmu_write(vgpu->model, AM_SMMU_TTBR0_LO, lower_32_bits(ttbr0));
	am_smmu_write(vgpu->model, AM_SMMU_TTBR0_HI, upper_32_bits(ttbr0));
	am_smmu_write(vgpu->model, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
	vgpu->adreno.base.ttbr0 = ttbr0;
	return 0;
}

/* The model, its page table, its interrupt lines and its CP thread */
static int vgpu_hw_create(struct vgpu *vgpu, struct device *dev,
			  const struct adreno_info *info, struct msm_mmu **mmu)
{
	int ret;

	ret = vgpu_model_init(vgpu, info);
	if (ret)
		return ret;
	ret = vgpu_mmu_init(vgpu, dev, info, mmu);
	if (ret)
		return ret;

	ret = vgpu_irqs_alloc(vgpu);
	if (ret)
		goto fail_mmu;
	ret = request_threaded_irq(vgpu->irq_base + VGPU_IRQ_SMMU, NULL,
				   vgpu_smmu_irq, IRQF_ONESHOT,
				   "msm-vgpu-smmu", vgpu);
	if (ret)
		goto fail_irqs;

	vgpu->thread = kthread_run(vgpu_cp_thread, vgpu, "msm-vgpu-cp");
	if (IS_ERR(vgpu->thread)) {
		ret = PTR_ERR(vgpu->thread);
		vgpu->thread = NULL;
		goto fail_smmu_irq;
	}
	return 0;

fail_smmu_irq:
	free_irq(vgpu->irq_base + VGPU_IRQ_SMMU, vgpu);
fail_irqs:
	irq_free_descs(vgpu->irq_base, VGPU_NR_IRQS);
	vgpu->irq_base = 0;
fail_mmu:
	if (*mmu)
		(*mmu)->funcs->destroy(*mmu);
	return ret;
}

static int vgpu_probe(struct platform_device *pdev)
{
	const struct adreno_info *info =
		*(const struct adreno_info **)dev_get_platdata(&pdev->dev);
	struct msm_drm_private *priv;
	struct msm_gpu *gpu;
	struct msm_mmu *mmu;
	struct vgpu *vgpu;
	int ret;

	/* Page-table entries hold 40-bit physical addresses; a2xx's 32 */
	ret = dma_set_mask_and_coherent(&pdev->dev, info->gen->core == 2 ?
					DMA_BIT_MASK(32) : DMA_BIT_MASK(40));
	if (ret)
		return ret;

	priv = msm_drm_alloc(&pdev->dev);
	if (IS_ERR(priv))
		return PTR_ERR(priv);

	vgpu = kzalloc(sizeof(*vgpu), GFP_KERNEL);
	if (!vgpu)
		return -ENOMEM;
	vgpu_lock_init(&vgpu->lock);
	init_waitqueue_head(&vgpu->wq);
	gpu = &vgpu->adreno.base;
	platform_set_drvdata(pdev, gpu);
	gpu->funcs = &vgpu_funcs;
	gpu->io = &vgpu_io;
	gpu->dev = &priv->drm;
	vgpu->adreno.pm4.words = vgpu_pm4_ucode;
	vgpu->adreno.pm4.len = ARRAY_SIZE(vgpu_pm4_ucode);
	vgpu->adreno.pfp.words = vgpu_pfp_ucode;
	vgpu->adreno.pfp.len = ARRAY_SIZE(vgpu_pfp_ucode);
	vgpu->no_smmu = !vgpu_smmu && info->gen->core != 2;

	ret = vgpu_hw_create(vgpu, &pdev->dev, info, &mmu);
	if (ret) {
		vgpu_destroy(vgpu);
		return ret;
	}
	ret = adreno_gpu_init(&vgpu->adreno, &pdev->dev, info,
			      info->vgpu_chip_id, mmu,
			      vgpu->irq_base + VGPU_IRQ_GPU);
	if (!ret) {
		vgpu->vram = gpu->aspace->vram;
		/*
		 * Scanout reads through an SMMU context, as MDP's on a
		 * board: without one (the carveout) there is no display
		 */
		if (vdisplay && !vgpu->no_smmu)
			ret = mdp5_virtual_init(priv, gpu->aspace,
						vgpu_display_read, vgpu,
						vdisplay);
	}
	if (!ret)
		ret = adreno_gpu_start_headless(&vgpu->adreno);
	if (ret && priv->kms)
		priv->kms->funcs->destroy(priv->kms);
	if (ret)
		vgpu_destroy(vgpu);
	return ret;
}

static void vgpu_remove(struct platform_device *pdev)
{
	struct vgpu *vgpu = to_vgpu(platform_get_drvdata(pdev));

	adreno_gpu_stop_headless(&vgpu->adreno);
	vgpu_destroy(vgpu);
}

MSM_PLATFORM_REMOVE(vgpu_remove)

static struct platform_driver vgpu_driver = {
	.probe = vgpu_probe,
	MSM_PLATFORM_REMOVE_HOOK(vgpu_remove),
	.driver = {
		.name = VGPU_DRIVER_NAME,
		.pm = &msm_gpu_pm_ops,
	},
};

int vgpu_register(const struct adreno_info *info)
{
	struct platform_device *pdev;
	int ret;

	ret = platform_driver_register(&vgpu_driver);
	if (ret)
		return ret;

	pdev = platform_device_register_data(NULL, VGPU_DRIVER_NAME,
					     PLATFORM_DEVID_NONE,
					     &info, sizeof(info));
	if (IS_ERR(pdev)) {
		platform_driver_unregister(&vgpu_driver);
		return PTR_ERR(pdev);
	}

	/* Probing is synchronous: no driver bound means it failed */
	if (!pdev->dev.driver) {
		pr_err("msm: vgpu=%s: the virtual GPU failed to start\n",
		       info->name);
		platform_device_unregister(pdev);
		platform_driver_unregister(&vgpu_driver);
		return -ENODEV;
	}

	vgpu_pdev = pdev;
	return 0;
}

void vgpu_unregister(void)
{
	if (!vgpu_pdev)
		return;
	platform_device_unregister(vgpu_pdev);
	platform_driver_unregister(&vgpu_driver);
	vgpu_pdev = NULL;
}
