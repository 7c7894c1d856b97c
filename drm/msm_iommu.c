// SPDX-License-Identifier: GPL-2.0-only
/*
 * A GPU MMU that is an IOMMU: an unmanaged domain of the kernel's IOMMU
 * API, attached to the GPU's device, so that its page tables are the
 * IOMMU driver's (io-pgtable's, on an ARM SMMU).  The GPU gets it in place
 * of the DMA API's default domain: the driver picks the GPU addresses.
 *
 * iommu_unmap() returns once the IOMMU's TLB is invalidated and synced, so
 * the pages may be freed after it, as msm_mmu_funcs.unmap requires.
 */

#include <linux/iommu.h>
#include <linux/slab.h>

#include "msm_compat.h"
#include "msm_mmu.h"

struct msm_iommu {
	struct msm_mmu base;
	struct device *dev;
	struct iommu_domain *domain;
};

static struct msm_iommu *to_msm_iommu(struct msm_mmu *mmu)
{
	return container_of(mmu, struct msm_iommu, base);
}

static int msm_iommu_map(struct msm_mmu *mmu, u64 iova, struct sg_table *sgt,
			 size_t len, unsigned int prot)
{
	int iommu_prot = IOMMU_READ;

	if (prot & MSM_MMU_WRITE)
		iommu_prot |= IOMMU_WRITE;
	return msm_iommu_map_sgtable(to_msm_iommu(mmu)->domain, iova, sgt,
				     iommu_prot);
}

static void msm_iommu_unmap(struct msm_mmu *mmu, u64 iova, size_t len)
{
	iommu_unmap(to_msm_iommu(mmu)->domain, iova, len);
}

static void msm_iommu_destroy(struct msm_mmu *mmu)
{
	struct msm_iommu *iommu = to_msm_iommu(mmu);

	iommu_detach_device(iommu->domain, iommu->dev);
	iommu_domain_free(iommu->domain);
	kfree(iommu);
}

static const struct msm_mmu_funcs msm_iommu_funcs = {
	.map = msm_iommu_map,
	.unmap = msm_iommu_unmap,
	.destroy = msm_iommu_destroy,
};

/* The GPU's own domain; NULL when no IOMMU translates for dev */
struct msm_mmu *msm_iommu_new(struct device *dev)
{
	struct msm_iommu *iommu;
	int ret;

	if (!device_iommu_mapped(dev))
		return NULL;
	iommu = kzalloc(sizeof(*iommu), GFP_KERNEL);
	if (!iommu)
		return ERR_PTR(-ENOMEM);
	iommu->base.funcs = &msm_iommu_funcs;
	iommu->dev = dev;
	iommu->domain = msm_iommu_domain_alloc(dev);
	if (!iommu->domain) {
		kfree(iommu);
		return ERR_PTR(-ENODEV);
	}
	ret = iommu_attach_device(iommu->domain, dev);
	if (ret) {
		iommu_domain_free(iommu->domain);
		kfree(iommu);
		return ERR_PTR(ret);
	}
	return &iommu->base;
}
