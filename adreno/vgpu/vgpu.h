/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The virtual Adreno: a platform device whose registers and memory
 * accesses are served by the GPU model, so that the driver runs its
 * hardware code paths on machines without a Snapdragon.
 */
#ifndef __VGPU_H__
#define __VGPU_H__

#include <linux/atomic.h>
#include <linux/jiffies.h>
#include <linux/mutex.h>
#include <linux/types.h>
#include <linux/wait.h>

struct adreno_info;
struct msm_mmu;

/*
 * The model's lock.  The CP thread holds it for a slice at a time and
 * takes it again right after; with a plain mutex it would do so ahead of
 * a waiter that the unlock only woke, and an unmap or a register access
 * could wait many slices.  Everyone but the CP thread takes a ticket;
 * after a slice the thread lets the tickets taken by then go first, for
 * VGPU_HANDOFF_MS at most, so that a flood of them cannot stop the GPU.
 */
#define VGPU_HANDOFF_MS		10

struct vgpu_lock {
	struct mutex mutex;		/* the model and its TLB */
	atomic_t tickets;		/* vgpu_lock() calls begun */
	atomic_t served;		/* and those that got the mutex */
	wait_queue_head_t served_wq;
};

static inline void vgpu_lock_init(struct vgpu_lock *l)
{
	mutex_init(&l->mutex);
	atomic_set(&l->tickets, 0);
	atomic_set(&l->served, 0);
	init_waitqueue_head(&l->served_wq);
}

static inline void vgpu_lock(struct vgpu_lock *l)
{
	atomic_inc(&l->tickets);
	mutex_lock(&l->mutex);
	atomic_inc(&l->served);
	wake_up(&l->served_wq);
}

static inline void vgpu_unlock(struct vgpu_lock *l)
{
	mutex_unlock(&l->mutex);
}

/*
 * Waits out the slice in flight: the model translates and accesses
 * memory only under the lock, so once it has been held, whatever the
 * model had in flight is done (a TLB invalidate with sync)
 */
static inline void vgpu_lock_sync(struct vgpu_lock *l)
{
	vgpu_lock(l);
	vgpu_unlock(l);
}

/* The CP thread, between slices: whoever waited for the lock goes first */
static inline void vgpu_lock_handoff(struct vgpu_lock *l)
{
	int due = atomic_read(&l->tickets);

	if (atomic_read(&l->served) - due < 0)
		wait_event_timeout(l->served_wq,
				   atomic_read(&l->served) - due >= 0,
				   msecs_to_jiffies(VGPU_HANDOFF_MS));
}

int vgpu_register(const struct adreno_info *info);
void vgpu_unregister(void);

/*
 * A page table for the model's SMMU; *ttbr0 is the physical address of its
 * root.  model_lock is held by the model for every translation and the
 * access through it: unmap takes it once to wait such accesses out.
 */
struct msm_mmu *vgpu_mmu_create(u64 *ttbr0, struct vgpu_lock *model_lock);

#endif /* __VGPU_H__ */
