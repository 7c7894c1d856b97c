/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The virtual Adreno: a platform device whose registers and memory
 * accesses are served by the GPU model, so that the driver runs its
 * hardware code paths on machines without a Snapdragon.
 */
#ifndef __VGPU_H__
#define __VGPU_H__

#include <linux/types.h>

struct adreno_info;
struct mutex;
struct msm_mmu;

int vgpu_register(const struct adreno_info *info);
void vgpu_unregister(void);

/*
 * A page table for the model's SMMU; *ttbr0 is the physical address of its
 * root.  model_lock is held by the model for every translation and the
 * access through it: unmap takes it once to wait such accesses out.
 */
struct msm_mmu *vgpu_mmu_create(u64 *ttbr0, struct mutex *model_lock);

#endif /* __VGPU_H__ */
