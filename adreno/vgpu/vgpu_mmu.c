// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual GPU's page table, in the format the model's SMMU walks: ARM
 * LPAE, 4 KiB pages, 32-bit GPU addresses (see adreno/model/model.h).
 *
 * The kernel's io-pgtable would write this format, but Debian's x86_64
 * kernel does not build its LPAE tables (IOMMU_IO_PGTABLE_LPAE is an ARM
 * option), so the vgpu writes its own: three fixed levels, third-level
 * tables allocated on first use and kept until the MMU is destroyed.
 *
 * Tables are 4 KiB kmalloc objects: kmalloc aligns power-of-two sizes
 * naturally, whatever the kernel's page size, and they show in the slab
 * counters that the load/unload leak test reads.
 */

#include <linux/mm.h>
#include <linux/mutex.h>
#include <linux/scatterlist.h>
#include <linux/sizes.h>
#include <linux/slab.h>

#include "msm_mmu.h"
#include "vgpu.h"
#include "model/model.h"

#define VGPU_L2_TABLES		4	/* one per GiB */
#define VGPU_L3_TABLES		(VGPU_L2_TABLES * 512)	/* one per 2 MiB */

struct vgpu_mmu {
	struct msm_mmu base;
	struct mutex lock;		/* protects l3 allocation */
	struct vgpu_lock *model_lock;	/* the model's: see vgpu_mmu_unmap */
	u64 *l1;
	u64 *l2[VGPU_L2_TABLES];
	u64 *l3[VGPU_L3_TABLES];
};

static struct vgpu_mmu *to_vgpu_mmu(struct msm_mmu *mmu)
{
	return container_of(mmu, struct vgpu_mmu, base);
}

static u64 *vgpu_table_alloc(void)
{
	return kzalloc(SZ_4K, GFP_KERNEL);
}

static u64 vgpu_table_pte(u64 *table)
{
	return virt_to_phys(table) | AM_PTE_VALID | AM_PTE_TABLE;
}

/* The third-level entry for iova, allocating its table if need be */
static u64 *vgpu_mmu_pte(struct vgpu_mmu *mmu, u64 iova)
{
	unsigned int l3 = iova >> 21;
	u64 *table = mmu->l3[l3];

	if (!table) {
		table = vgpu_table_alloc();
		if (!table)
			return NULL;
		mmu->l3[l3] = table;
		/* The table is complete before the GPU can see it */
		smp_wmb();
		WRITE_ONCE(mmu->l2[l3 / 512][l3 % 512], vgpu_table_pte(table));
	}
	return &table[(iova >> 12) & 511];
}

/* Clears the entries; the model sees the change at its next walk */
static void vgpu_mmu_clear(struct vgpu_mmu *mmu, u64 iova, size_t len)
{
	u64 end = iova + len;

	mutex_lock(&mmu->lock);
	for (; iova < end; iova += SZ_4K) {
		u64 *table = mmu->l3[iova >> 21];

		if (table)
			WRITE_ONCE(table[(iova >> 12) & 511], 0);
	}
	mutex_unlock(&mmu->lock);
}

/*
 * The TLB invalidate: the model may be in the middle of an access through
 * an entry just cleared, holding a pointer to the page.  It translates and
 * accesses under its lock, so once we have held that lock the access is
 * over and the caller may free the pages.
 */
static void vgpu_mmu_unmap(struct msm_mmu *base, u64 iova, size_t len)
{
	struct vgpu_mmu *mmu = to_vgpu_mmu(base);

	vgpu_mmu_clear(mmu, iova, len);
	vgpu_lock_sync(mmu->model_lock);
}

static int vgpu_mmu_map(struct msm_mmu *base, u64 iova, struct sg_table *sgt,
			size_t len, unsigned int prot)
{
	struct vgpu_mmu *mmu = to_vgpu_mmu(base);
	u64 flags = AM_PTE_VALID | AM_PTE_TABLE | AM_PTE_AF;
	struct scatterlist *sg;
	size_t mapped = 0;
	unsigned int i;

	if (iova + len > SZ_4G || (iova | len) & (SZ_4K - 1))
		return -EINVAL;
	if (!(prot & MSM_MMU_WRITE))
		flags |= AM_PTE_AP_RDONLY;

	mutex_lock(&mmu->lock);
	for_each_sgtable_sg(sgt, sg, i) {
		phys_addr_t pa = sg_phys(sg);
		size_t off;

		for (off = 0; off < sg->length && mapped < len; off += SZ_4K) {
			u64 *pte = vgpu_mmu_pte(mmu, iova + mapped);

			if (!pte) {
				mutex_unlock(&mmu->lock);
				/* Never used: no need to wait for the model */
				vgpu_mmu_clear(mmu, iova, mapped);
				return -ENOMEM;
			}
			WRITE_ONCE(*pte, (pa + off) | flags);
			mapped += SZ_4K;
		}
	}
	mutex_unlock(&mmu->lock);
	return 0;
}

static void vgpu_mmu_destroy(struct msm_mmu *base)
{
	struct vgpu_mmu *mmu = to_vgpu_mmu(base);
	unsigned int i;

	for (i = 0; i < VGPU_L3_TABLES; i++)
		kfree(mmu->l3[i]);
	for (i = 0; i < VGPU_L2_TABLES; i++)
		kfree(mmu->l2[i]);
	kfree(mmu->l1);
	mutex_destroy(&mmu->lock);
	kvfree(mmu);
}

static const struct msm_mmu_funcs vgpu_mmu_funcs = {
	.map = vgpu_mmu_map,
	.unmap = vgpu_mmu_unmap,
	.destroy = vgpu_mmu_destroy,
};

struct msm_mmu *vgpu_mmu_create(u64 *ttbr0, struct vgpu_lock *model_lock)
{
	struct vgpu_mmu *mmu;
	unsigned int i;

	mmu = kvzalloc(sizeof(*mmu), GFP_KERNEL);
	if (!mmu)
		return ERR_PTR(-ENOMEM);
	mmu->base.funcs = &vgpu_mmu_funcs;
	mmu->model_lock = model_lock;
	mutex_init(&mmu->lock);

	mmu->l1 = vgpu_table_alloc();
	for (i = 0; i < VGPU_L2_TABLES; i++)
		mmu->l2[i] = vgpu_table_alloc();
	for (i = 0; i < VGPU_L2_TABLES; i++) {
		if (!mmu->l1 || !mmu->l2[i]) {
			vgpu_mmu_destroy(&mmu->base);
			return ERR_PTR(-ENOMEM);
		}
		mmu->l1[i] = vgpu_table_pte(mmu->l2[i]);
	}

	*ttbr0 = virt_to_phys(mmu->l1);
	return &mmu->base;
}
