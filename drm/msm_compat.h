/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The kernel interfaces the driver uses that later kernels reshaped, in
 * one place.
 *
 * Supported, and the only kernel built and tested: Debian 12's 6.1
 * (linux-headers-6.1.0-N, Linux 6.1.1xx).  Vanilla 6.1.0 does not build:
 * Debian's 6.1 carries the 6.15 drm_sched_init(&args) form (a stable
 * backport), which msm_sched_init() below uses.  The wrappers name the
 * interfaces that later kernels changed (6.3 and 6.11 IOMMU domains, 6.6
 * PRIME hooks, 6.7 shrinkers, 6.11 platform remove, 6.13 module
 * namespaces): a newer kernel is added here, with its branch, when a
 * build tests it.
 */
#ifndef __MSM_COMPAT_H__
#define __MSM_COMPAT_H__

#include <linux/version.h>
#include <linux/iommu.h>
#include <linux/platform_device.h>
#include <linux/mm.h>
#include <linux/shrinker.h>
#include <linux/slab.h>
#include <drm/drm_prime.h>
#include <drm/gpu_scheduler.h>

#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 1, 0) || \
	LINUX_VERSION_CODE >= KERNEL_VERSION(6, 2, 0)
#error "msm builds for Debian 12's 6.1 kernel only (see msm_compat.h)"
#endif

/* An unmanaged IOMMU domain for dev (6.11: iommu_paging_domain_alloc) */
static inline struct iommu_domain *msm_iommu_domain_alloc(struct device *dev)
{
	return iommu_domain_alloc(dev->bus);
}

/* Maps sgt at iova: 0, or an errno (6.3 made it return ssize_t) */
static inline int msm_iommu_map_sgtable(struct iommu_domain *domain,
					unsigned long iova,
					struct sg_table *sgt, int prot)
{
	return iommu_map_sgtable(domain, iova, sgt, prot) ? 0 : -ENOMEM;
}

/* dma-buf mmap through the driver (6.6 moved it to obj->funcs) */
#define MSM_DRIVER_PRIME_MMAP	.gem_prime_mmap = drm_gem_prime_mmap,

/* The PRIME fd/handle hooks (6.6 made them the defaults) */
#define MSM_DRIVER_PRIME_FD \
	.prime_handle_to_fd = drm_gem_prime_handle_to_fd, \
	.prime_fd_to_handle = drm_gem_prime_fd_to_handle,

/* platform_driver.remove returns int (6.11: void) */
#define MSM_PLATFORM_REMOVE(fn)					\
	static int fn##_int(struct platform_device *pdev)	\
	{							\
		fn(pdev);					\
		return 0;					\
	}
#define MSM_PLATFORM_REMOVE_HOOK(fn)	.remove = fn##_int

/* The dma-buf namespace as a symbol (6.13: a string) */
#define MSM_IMPORT_NS_DMA_BUF()	MODULE_IMPORT_NS(DMA_BUF)

/* drm_sched_init() takes its settings as a struct (6.15, and Debian's 6.1) */
static inline int msm_sched_init(struct drm_gpu_scheduler *sched,
				 const struct drm_sched_backend_ops *ops,
				 u32 in_flight, const char *name,
				 struct device *dev)
{
	const struct drm_sched_init_args args = {
		.ops = ops,
		.credit_limit = in_flight,
		.timeout = MAX_SCHEDULE_TIMEOUT,
		.name = name,
		.dev = dev,
	};

	return drm_sched_init(sched, &args);
}

/*
 * Shrinkers in 6.7's form (shrinker_alloc/register/free, with private
 * data), over 6.1's embedded, named shrinker.
 */
struct msm_shrinker {
	struct shrinker base;
	const char *name;
	void *private_data;
};

static inline struct msm_shrinker *to_msm_shrinker(struct shrinker *s)
{
	return container_of(s, struct msm_shrinker, base);
}

static inline struct shrinker *msm_shrinker_alloc(const char *name,
						  void *private_data)
{
	struct msm_shrinker *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return NULL;
	s->base.seeks = DEFAULT_SEEKS;
	s->name = name;
	s->private_data = private_data;
	return &s->base;
}

static inline void *msm_shrinker_private(struct shrinker *s)
{
	return to_msm_shrinker(s)->private_data;
}

static inline int msm_shrinker_register(struct shrinker *s)
{
	return register_shrinker(s, "%s", to_msm_shrinker(s)->name);
}

/* Unregisters it if it was registered, and frees it */
static inline void msm_shrinker_free(struct shrinker *s)
{
	if (!s)
		return;
	unregister_shrinker(s);
	kfree(to_msm_shrinker(s));
}

#endif /* __MSM_COMPAT_H__ */
