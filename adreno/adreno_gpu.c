// SPDX-License-Identifier: GPL-2.0-only
/*
 * Adreno code common to every generation: set-up and the GPU parameters.
 */

#include <linux/capability.h>
#include <linux/delay.h>
#include <linux/iopoll.h>
#include <linux/iosys-map.h>
#include <linux/log2.h>
#include <linux/pm_runtime.h>
#include <linux/sizes.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <drm/drm_print.h>

#include "msm_compat.h"
#include "adreno_gpu.h"
#include "adreno_pm4.h"
#include "adreno_protect.h"
#include "adreno_regs.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_mmu.h"
#include "msm_ringbuffer.h"

/* GMEM sits at this GPU address on every generation before a650 */
#define ADRENO_GMEM_BASE	0x100000

/* How long the CP may take to drain its ring before we give up on it */
#define ADRENO_IDLE_TIMEOUT_US	(2 * USEC_PER_SEC)

/*
 * Sets the GPU up in software: address space (mmu's, or the VRAM
 * carveout if mmu is NULL), rings, schedulers and the interrupt.  The
 * caller has set gpu->dev, ->funcs and ->io; hw_init programs the
 * hardware afterwards.
 */
int adreno_gpu_init(struct adreno_gpu *adreno_gpu, struct device *dev,
		    const struct adreno_info *info, u32 chip_id,
		    struct msm_mmu *mmu, int irq)
{
	struct msm_gpu *gpu = &adreno_gpu->base;
	struct msm_gem_address_space *aspace;
	int ret;

	adreno_gpu->info = info;
	adreno_gpu->chip_id = chip_id;
	gpu->name = info->name;
	gpu->dev_hw = dev;
	gpu->fast_rate = info->max_freq;
	atomic_set(&gpu->global_faults, 0);
	atomic_set(&gpu->suspend_count, 0);

	/* Without an MMU, the VRAM carveout if the parameter allows it */
	if (mmu)
		aspace = msm_gem_address_space_create(mmu, "gpu",
						      info->gen->va_start,
						      info->gen->va_size);
	else
		aspace = msm_gem_vram_create(gpu, info->gen->va_start,
					     info->gen->va_size);
	if (IS_ERR(aspace)) {
		if (mmu)
			mmu->funcs->destroy(mmu);
		return PTR_ERR(aspace);
	}
	gpu->aspace = aspace;

	/* a2xx-a4xx have one ring */
	ret = msm_gpu_init(gpu, 1, irq);
	if (ret) {
		msm_gem_address_space_put(aspace);
		gpu->aspace = NULL;
	}
	return ret;
}

/*
 * With the GPU set up (adreno_gpu_init) and powered: programs it, then
 * hands it to runtime PM and to the DRM device, whose owner registers the
 * device after this.  On failure the caller undoes adreno_gpu_init and the
 * power.
 */
int adreno_gpu_start(struct adreno_gpu *adreno_gpu)
{
	struct msm_gpu *gpu = &adreno_gpu->base;
	int ret;

	mutex_lock(&gpu->lock);
	ret = gpu->funcs->hw_init(gpu);
	mutex_unlock(&gpu->lock);
	if (ret)
		return ret;

	to_msm_priv(gpu->dev)->gpu = gpu;
	msm_gpu_pm_init(gpu);
	gpu->started = true;
	return 0;
}

/* Undoes adreno_gpu_start, once the DRM device is unregistered */
void adreno_gpu_stop(struct adreno_gpu *adreno_gpu)
{
	struct msm_gpu *gpu = &adreno_gpu->base;

	gpu->started = false;
	msm_gpu_pm_fini(gpu);
	to_msm_priv(gpu->dev)->gpu = NULL;
}

/* A GPU without a display owns its DRM device: started, then registered */
int adreno_gpu_start_headless(struct adreno_gpu *adreno_gpu)
{
	struct msm_gpu *gpu = &adreno_gpu->base;
	int ret;

	ret = adreno_gpu_start(adreno_gpu);
	if (ret)
		return ret;
	ret = msm_drm_register(to_msm_priv(gpu->dev));
	if (ret)
		adreno_gpu_stop(adreno_gpu);
	return ret;
}

void adreno_gpu_stop_headless(struct adreno_gpu *adreno_gpu)
{
	msm_drm_unregister(to_msm_priv(adreno_gpu->base.dev));
	adreno_gpu_stop(adreno_gpu);
}

void adreno_gpu_cleanup(struct adreno_gpu *adreno_gpu)
{
	msm_gpu_cleanup(&adreno_gpu->base);
	msm_gem_address_space_put(adreno_gpu->base.aspace);
	adreno_gpu->base.aspace = NULL;
}

/* Writes microcode through an address/data register pair, from word 1 */
static void adreno_load_ucode(struct msm_gpu *gpu, u32 addr_reg, u32 data_reg,
			      const struct adreno_ucode *ucode)
{
	size_t i;

	gpu_write(gpu, addr_reg, 0);
	for (i = 1; i < ucode->len; i++)
		gpu_write(gpu, data_reg, ucode->words[i]);
}

static void adreno_flush(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	/* The ring contents reach memory before the CP is told about them */
	wmb();
	gpu_write(gpu, adreno_regs(gpu)->rb_wptr, msm_ring_wptr(ring));
}

static u32 adreno_ring_free(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	u32 size = MSM_GPU_RINGBUFFER_SZ / 4;
	u32 rptr = gpu_read(gpu, adreno_regs(gpu)->rb_rptr) % size;

	return (rptr - msm_ring_wptr(ring) - 1 + size) % size;
}

/* Waits until the CP has consumed enough of the ring for dwords more */
static int adreno_wait_ring(struct msm_gpu *gpu, struct msm_ringbuffer *ring,
			    u32 dwords)
{
	u32 free;

	return read_poll_timeout(adreno_ring_free, free, free >= dwords, 20,
				 ADRENO_IDLE_TIMEOUT_US, false, gpu, ring);
}

/* Waits for the CP to drain the ring and the GPU to go idle */
static int adreno_idle(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	const struct adreno_regs *r = adreno_regs(gpu);
	u32 rptr, busy;
	int ret;

	ret = read_poll_timeout(gpu_read, rptr, rptr == msm_ring_wptr(ring),
				20, ADRENO_IDLE_TIMEOUT_US, false, gpu,
				r->rb_rptr);
	if (ret)
		return ret;
	return read_poll_timeout(gpu_read, busy, !(busy & BIT(31)), 20,
				 ADRENO_IDLE_TIMEOUT_US, false, gpu,
				 r->rbbm_status);
}

const u32 adreno_a3xx_me_init[17] = {
	0x000003f7, 0x00000000, 0x00000000, 0x00000000,
	0x00000080, 0x00000100, 0x00000180, 0x00006600,
	0x00000150, 0x0000014e, 0x00000154, 0x00000001,
	0x00000000, 0x00000000, 0x00000000, 0x00000000,
	0x00000000,
};

/* CP_ME_INIT: the micro engine's setup, then protection on (a2xx) */
static int adreno_me_init(struct msm_gpu *gpu, struct msm_ringbuffer *ring)
{
	const struct adreno_gen *gen = to_adreno_gpu(gpu)->info->gen;
	unsigned int i;

	OUT_PKT3(ring, CP_ME_INIT, gen->me_init_len);
	for (i = 0; i < gen->me_init_len; i++)
		OUT_RING(ring, gen->me_init[i]);
	if (gen->a2xx_cp) {
		OUT_PKT3(ring, CP_SET_PROTECTED_MODE, 1);
		OUT_RING(ring, 1);
	}
	adreno_flush(gpu, ring);
	return adreno_idle(gpu, ring);
}

/*
 * Programs the GPU from reset or power-on, the steps real hardware takes:
 * microcode with the CP halted, protect ranges, interrupts, the ring, then
 * the CP started and its micro engine initialized.  Under gpu->lock.
 */
int adreno_hw_init(struct msm_gpu *gpu)
{
	struct adreno_gpu *adreno_gpu = to_adreno_gpu(gpu);
	const struct adreno_gen *gen = adreno_gpu->info->gen;
	const struct adreno_regs *r = gen->regs;
	struct msm_ringbuffer *ring = gpu->rb[0];
	unsigned int i;
	int ret;

	gpu_write(gpu, r->me_cntl, AXXX_CP_ME_CNTL_HALT);
	adreno_load_ucode(gpu, r->me_ram_waddr, r->me_ram_data,
			  &adreno_gpu->pm4);
	adreno_load_ucode(gpu, r->pfp_ucode_addr, r->pfp_ucode_data,
			  &adreno_gpu->pfp);

	if (gen->nr_protect)
		gpu_write(gpu, r->protect_ctrl, 0x00000007);
	for (i = 0; i < gen->nr_protect; i++)
		gpu_write(gpu, r->protect0 + i,
			  adreno_protect_value(&gen->protect[i]));
	gpu_write(gpu, r->int_mask, gen->int_mask);
	if (gen->hw_init)
		gen->hw_init(gpu);

	/* The ring starts over; the fence in memptrs keeps its value */
	ring->cur = ring->start;
	ring->memptrs->rptr = 0;
	gpu_write(gpu, r->rb_cntl,
		  (ilog2(MSM_GPU_RINGBUFFER_SZ / 8) <<
		   AXXX_CP_RB_CNTL_BUFSZ__SHIFT) |
		  (ilog2(MSM_GPU_RINGBUFFER_BLKSIZE / 8) <<
		   AXXX_CP_RB_CNTL_BLKSZ__SHIFT) |
		  AXXX_CP_RB_CNTL_NO_UPDATE);
	gpu_write(gpu, r->rb_base, lower_32_bits(ring->iova));
	gpu_write(gpu, r->rb_rptr_addr, lower_32_bits(rbmemptr(ring, rptr)));
	gpu_write(gpu, r->rb_wptr, 0);

	gpu_write(gpu, r->me_cntl, 0);
	ret = adreno_me_init(gpu, ring);
	if (ret)
		drm_err(gpu->dev, "%s: the CP did not initialize\n", gpu->name);
	return ret;
}

/* The CP stops fetching; what it completed stays completed */
void adreno_halt(struct msm_gpu *gpu)
{
	gpu_write(gpu, adreno_regs(gpu)->me_cntl, AXXX_CP_ME_CNTL_HALT);
}

/* A software reset of the GPU core; everything but the SMMU is lost */
void adreno_reset(struct msm_gpu *gpu)
{
	const struct adreno_regs *r = adreno_regs(gpu);

	gpu_write(gpu, r->sw_reset_cmd, 1);
	/* Posting read, then give the reset time to take */
	gpu_read(gpu, r->sw_reset_cmd);
	usleep_range(50, 100);
	gpu_write(gpu, r->sw_reset_cmd, 0);
}

/* Copies a SUDO command buffer into the ring itself */
static void adreno_copy_to_ring(struct msm_ringbuffer *ring,
				struct msm_gem_submit *submit,
				struct msm_gem_submit_cmd *cmd)
{
	struct drm_gem_object *obj = submit->bos[cmd->idx].obj;
	struct iosys_map map;
	const u32 *src;
	u32 i;

	if (msm_shmem_vmap_unlocked(&to_msm_bo(obj)->base, &map))
		return;
	src = (const u32 *)map.vaddr + cmd->offset;
	for (i = 0; i < cmd->size; i++)
		OUT_RING(ring, src[i]);
	msm_shmem_vunmap_unlocked(&to_msm_bo(obj)->base, &map);
}

static u32 adreno_submit_dwords(struct msm_gem_submit *submit)
{
	u32 dwords = 18;
	unsigned int i;

	for (i = 0; i < submit->nr_cmds; i++)
		dwords += submit->in_rb ? submit->cmd[i].size : 4;
	return dwords;
}

/*
 * A submit in the ring: an IB per command buffer (context restore only
 * after a switch to this client, IB targets never), the seqno to a scratch
 * register, then CACHE_FLUSH_TS writing the seqno to memptrs with an
 * interrupt (on a2xx, CP_INTERRUPT's).  Whether the context is restored
 * is decided here, when the ring is written, so that a replay after a
 * reset restores it too.
 */
void adreno_submit(struct msm_gpu *gpu, struct msm_gem_submit *submit)
{
	const struct adreno_gen *gen = to_adreno_gpu(gpu)->info->gen;
	const struct adreno_regs *r = gen->regs;
	struct msm_ringbuffer *ring = submit->ring;
	bool restore_ctx = gpu->cur_ctx_seqno != submit->ctx->client_id;
	unsigned int i;

	if (adreno_wait_ring(gpu, ring, adreno_submit_dwords(submit))) {
		drm_err_ratelimited(gpu->dev, "%s: ring full, submit %u lost\n",
				    gpu->name, submit->seqno);
		return;
	}

	for (i = 0; i < submit->nr_cmds; i++) {
		struct msm_gem_submit_cmd *cmd = &submit->cmd[i];

		if (cmd->type == MSM_SUBMIT_CMD_IB_TARGET_BUF ||
		    (cmd->type == MSM_SUBMIT_CMD_CTX_RESTORE_BUF && !restore_ctx))
			continue;
		if (submit->in_rb) {
			adreno_copy_to_ring(ring, submit, cmd);
			continue;
		}
		OUT_PKT3(ring, CP_INDIRECT_BUFFER_PFD, 2);
		OUT_RING(ring, lower_32_bits(cmd->iova));
		OUT_RING(ring, cmd->size);
		OUT_PKT2(ring);
	}

	OUT_PKT0(ring, r->scratch_seqno, 1);
	OUT_RING(ring, submit->seqno);
	if (!gen->a2xx_cp) {
		OUT_PKT3(ring, CP_EVENT_WRITE, 1);
		OUT_RING(ring, HLSQ_FLUSH);
	}
	OUT_PKT3(ring, CP_WAIT_FOR_IDLE, 1);
	OUT_RING(ring, 0);
	OUT_PKT3(ring, CP_EVENT_WRITE, 3);
	OUT_RING(ring, CACHE_FLUSH_TS |
		 (gen->a2xx_cp ? 0 : CP_EVENT_WRITE_0_IRQ));
	OUT_RING(ring, lower_32_bits(rbmemptr(ring, fence)));
	OUT_RING(ring, submit->seqno);
	if (gen->a2xx_cp) {
		OUT_PKT3(ring, CP_INTERRUPT, 1);
		OUT_RING(ring, CP_INTERRUPT_0_RB);
	}

	gpu->cur_ctx_seqno = submit->ctx->client_id;
	adreno_flush(gpu, ring);
}

/* The registers a crash state shows, by their place in adreno_regs */
static const struct {
	const char *name;
	size_t offset;
} adreno_state_regs[] = {
#define ADRENO_STATE_REG(field) { #field, offsetof(struct adreno_regs, field) }
	ADRENO_STATE_REG(rbbm_status),
	ADRENO_STATE_REG(int_status),
	ADRENO_STATE_REG(int_mask),
	ADRENO_STATE_REG(rb_base),
	ADRENO_STATE_REG(rb_cntl),
	ADRENO_STATE_REG(rb_rptr),
	ADRENO_STATE_REG(rb_wptr),
	ADRENO_STATE_REG(me_cntl),
	ADRENO_STATE_REG(protect_ctrl),
	ADRENO_STATE_REG(protect_status),
	ADRENO_STATE_REG(scratch_seqno),
	ADRENO_STATE_REG(ib1_base),
	ADRENO_STATE_REG(ib1_bufsz),
	ADRENO_STATE_REG(ib2_base),
	ADRENO_STATE_REG(ib2_bufsz),
#undef ADRENO_STATE_REG
};

void adreno_capture_regs(struct msm_gpu *gpu, struct msm_gpu_state *state)
{
	const struct adreno_regs *r = adreno_regs(gpu);
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(adreno_state_regs); i++) {
		u32 reg = *(const u32 *)((const char *)r +
					 adreno_state_regs[i].offset);

		/* a2xx has no CP_PROTECT */
		if (!reg)
			continue;
		msm_gpu_state_add_reg(state, adreno_state_regs[i].name, reg,
				      gpu_read(gpu, reg));
	}
}

/*
 * Where the CP stopped: the innermost IB it was in, or else the ring.
 * (The virtual GPU's IB registers hold the stopped packet's address.)
 */
static u64 adreno_cp_stop_addr(struct msm_gpu *gpu, const char **where)
{
	const struct adreno_regs *r = adreno_regs(gpu);
	struct msm_ringbuffer *ring = gpu->rb[0];
	u32 ib;

	ib = gpu_read(gpu, r->ib2_base);
	*where = "IB2";
	if (ib)
		return ib;
	ib = gpu_read(gpu, r->ib1_base);
	*where = "IB1";
	if (ib)
		return ib;
	*where = "ring";
	return ring->iova + 4ull * (gpu_read(gpu, r->rb_rptr) %
				    (MSM_GPU_RINGBUFFER_SZ / 4));
}

/* What stopped the CP, for the log and the crash state's reason */
static void adreno_cp_error(struct msm_gpu *gpu, u32 status, char *why,
			    size_t size)
{
	const struct adreno_gen *gen = to_adreno_gpu(gpu)->info->gen;
	const char *where;
	u64 addr = adreno_cp_stop_addr(gpu, &where);
	u32 hdr, ps;

	if ((status & gen->int_protect_fault) && !gen->regs->protect_status) {
		/* a2xx says nothing of the register */
		snprintf(why, size, "protect fault in %s at 0x%08llx", where,
			 addr);
	} else if (status & gen->int_protect_fault) {
		ps = gpu_read(gpu, gen->regs->protect_status);
		snprintf(why, size, "protect fault: %s of register 0x%x in %s at 0x%08llx",
			 ps & BIT(24) ? "write" : "read", (ps & 0xfffff) >> 2,
			 where, addr);
	} else if (status & gen->int_opcode_error) {
		if (msm_gem_address_space_read32(gpu->aspace, addr, &hdr))
			snprintf(why, size, "opcode error in %s at 0x%08llx",
				 where, addr);
		else
			snprintf(why, size,
				 "opcode error: packet 0x%08x (opcode 0x%02x) in %s at 0x%08llx",
				 hdr, (hdr >> 8) & 0xff, where, addr);
	} else {
		snprintf(why, size, "hardware fault in %s at 0x%08llx", where,
			 addr);
	}
	dev_warn_ratelimited(gpu->dev_hw, "%s: CP %s\n", gpu->name, why);
}

irqreturn_t adreno_irq(struct msm_gpu *gpu)
{
	const struct adreno_gen *gen = to_adreno_gpu(gpu)->info->gen;
	bool others = gen->irq_blocks && gen->irq_blocks(gpu);
	u32 status = gpu_read(gpu, gen->regs->int_status);
	char why[MSM_GPU_REASON_LEN];

	if (!status && !others)
		return IRQ_NONE;
	if (status)
		gpu_write(gpu, gen->regs->int_clear, status);

	if (status & gen->int_cp_errors) {
		adreno_cp_error(gpu, status, why, sizeof(why));
		if (!gpu->disable_err_irq)
			msm_gpu_schedule_recover(gpu, why);
	}

	msm_gpu_retire(gpu);
	return IRQ_HANDLED;
}

int adreno_get_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 *value, u32 *len)
{
	struct adreno_gpu *adreno_gpu = to_adreno_gpu(gpu);
	const struct adreno_gen *gen = adreno_gpu->info->gen;

	/* Every readable parameter is a plain value */
	if (*len)
		return -EINVAL;

	switch (param) {
	case MSM_PARAM_GPU_ID:
		*value = adreno_gpu->info->revn;
		return 0;
	case MSM_PARAM_GMEM_SIZE:
		*value = adreno_gpu->info->gmem;
		return 0;
	case MSM_PARAM_GMEM_BASE:
		*value = ADRENO_GMEM_BASE;
		return 0;
	case MSM_PARAM_CHIP_ID:
		*value = adreno_gpu->chip_id;
		return 0;
	case MSM_PARAM_MAX_FREQ:
		*value = gpu->fast_rate;
		return 0;
	case MSM_PARAM_TIMESTAMP: {
		int ret;

		if (!gen->get_timestamp)
			return -EINVAL;
		/* The counter runs only while the GPU is powered */
		ret = pm_runtime_resume_and_get(gpu->dev_hw);
		if (ret)
			return ret;
		ret = gen->get_timestamp(gpu, value);
		pm_runtime_mark_last_busy(gpu->dev_hw);
		pm_runtime_put_autosuspend(gpu->dev_hw);
		return ret;
	}
	case MSM_PARAM_PRIORITIES:
		*value = gpu->nr_rings * MSM_SCHED_PRIORITIES;
		return 0;
	case MSM_PARAM_PP_PGTABLE:
		*value = 0;
		return 0;
	case MSM_PARAM_FAULTS:
		*value = atomic_read(&gpu->global_faults);
		return 0;
	case MSM_PARAM_SUSPENDS:
		*value = atomic_read(&gpu->suspend_count);
		return 0;
	case MSM_PARAM_VA_START:
	case MSM_PARAM_VA_SIZE:
		/* Only per-process address spaces (a5xx and later) have them */
		return -EINVAL;
	default:
		return -EINVAL;
	}
}

/* Replaces *slot under ctx->lock: submits copy it under the same lock */
static int adreno_set_string(struct msm_file_private *ctx, char **slot,
			     u64 value, u32 len)
{
	char *str, *old;

	str = memdup_user_nul(u64_to_user_ptr(value), len);
	if (IS_ERR(str))
		return PTR_ERR(str);
	spin_lock(&ctx->lock);
	old = *slot;
	*slot = str;
	spin_unlock(&ctx->lock);
	kfree(old);
	return 0;
}

int adreno_set_param(struct msm_gpu *gpu, struct msm_file_private *ctx,
		     u32 param, u64 value, u32 len)
{
	switch (param) {
	case MSM_PARAM_COMM:
	case MSM_PARAM_CMDLINE:
		/* A page, as much as the kernel quotes of a cmdline */
		if (len > PAGE_SIZE)
			return -EINVAL;
		return adreno_set_string(ctx, param == MSM_PARAM_COMM ?
					 &ctx->comm : &ctx->cmdline,
					 value, len);
	case MSM_PARAM_SYSPROF:
		if (len)
			return -EINVAL;
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		if (value > 2)
			return -EINVAL;
		return msm_sysprof_set(ctx, value);
	default:
		return -EINVAL;
	}
}
