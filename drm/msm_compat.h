/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The kernel interfaces the driver uses that later kernels reshaped, in
 * one place.
 *
 * Built and checked: Debian 12's 6.1 (linux-headers-6.1.0-N, Linux
 * 6.1.1xx: tested in the VMs) and 6.12 (linux-headers-6.12.N+deb12:
 * built, sparse-clean and installed by DKMS, not yet run).  Vanilla
 * kernels of those versions may not build: Debian's carry backports, the
 * 6.15 drm_sched_init(&args) form in both and the drm_client_id of
 * drm_sched_job_init() in 6.12.  Each wrapper names the release that
 * changed its interface; a kernel outside these two is added here, with
 * its branches, when a build tests it.
 */
#ifndef __MSM_COMPAT_H__
#define __MSM_COMPAT_H__

#include <linux/version.h>
#include <linux/dma-resv.h>
#include <linux/iommu.h>
#include <linux/iosys-map.h>
#include <linux/kthread.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <linux/mm.h>
#include <linux/shrinker.h>
#include <linux/slab.h>
#include <drm/drm_gem_shmem_helper.h>
#include <drm/drm_prime.h>
#include <drm/gpu_scheduler.h>

#define MSM_KERNEL_6_1	(LINUX_VERSION_CODE >= KERNEL_VERSION(6, 1, 0) && \
			 LINUX_VERSION_CODE < KERNEL_VERSION(6, 2, 0))
#define MSM_KERNEL_6_12	(LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0) && \
			 LINUX_VERSION_CODE < KERNEL_VERSION(6, 13, 0))
#if !MSM_KERNEL_6_1 && !MSM_KERNEL_6_12
#error "msm builds for Debian 12's 6.1 and 6.12 kernels (see msm_compat.h)"
#endif

/* An unmanaged IOMMU domain for dev (6.11: iommu_paging_domain_alloc) */
static inline struct iommu_domain *msm_iommu_domain_alloc(struct device *dev)
{
#if MSM_KERNEL_6_12
	struct iommu_domain *domain = iommu_paging_domain_alloc(dev);

	return IS_ERR(domain) ? NULL : domain;
#else
	return iommu_domain_alloc(dev->bus);
#endif
}

/*
 * Maps sgt at iova: 0, or an errno.  6.1's iommu_map_sgtable() returns
 * iommu_map_sg()'s errno as a size_t, which reads as a size mapped (6.3
 * made it ssize_t): there, iommu_map_sg() itself.
 */
static inline int msm_iommu_map_sgtable(struct iommu_domain *domain,
					unsigned long iova,
					struct sg_table *sgt, int prot)
{
#if MSM_KERNEL_6_12
	ssize_t mapped = iommu_map_sgtable(domain, iova, sgt, prot);
#else
	ssize_t mapped = iommu_map_sg(domain, iova, sgt->sgl,
				      sgt->orig_nents, prot);
#endif

	return mapped < 0 ? mapped : 0;
}

#if MSM_KERNEL_6_12
/* 6.6 made dma-buf mmap and the PRIME fd/handle hooks the defaults */
#define MSM_DRIVER_PRIME_MMAP
#define MSM_DRIVER_PRIME_FD
/* platform_driver.remove returns void (6.11) */
#define MSM_PLATFORM_REMOVE(fn)
#define MSM_PLATFORM_REMOVE_HOOK(fn)	.remove = fn
/* 6.12 dropped no_llseek: without .llseek a file cannot seek */
#define MSM_NO_LLSEEK
/* 6.8 renamed the lowest priority */
#define MSM_SCHED_PRIORITY_LOW		DRM_SCHED_PRIORITY_LOW
#else
#define MSM_DRIVER_PRIME_MMAP	.gem_prime_mmap = drm_gem_prime_mmap,
#define MSM_DRIVER_PRIME_FD \
	.prime_handle_to_fd = drm_gem_prime_handle_to_fd, \
	.prime_fd_to_handle = drm_gem_prime_fd_to_handle,
#define MSM_PLATFORM_REMOVE(fn)					\
	static int fn##_int(struct platform_device *pdev)	\
	{							\
		fn(pdev);					\
		return 0;					\
	}
#define MSM_PLATFORM_REMOVE_HOOK(fn)	.remove = fn##_int
#define MSM_NO_LLSEEK			.llseek = no_llseek,
#define MSM_SCHED_PRIORITY_LOW		DRM_SCHED_PRIORITY_MIN
#endif

/* The dma-buf namespace as a symbol (6.13: a string) */
#define MSM_IMPORT_NS_DMA_BUF()	MODULE_IMPORT_NS(DMA_BUF)

/* drm_sched_init() takes its settings as a struct (6.15, and Debian's) */
static inline int msm_sched_init(struct drm_gpu_scheduler *sched,
				 const struct drm_sched_backend_ops *ops,
				 u32 in_flight, const char *name,
				 struct device *dev)
{
	const struct drm_sched_init_args args = {
		.ops = ops,
#if MSM_KERNEL_6_12
		.num_rqs = DRM_SCHED_PRIORITY_COUNT,
#endif
		.credit_limit = in_flight,
		.timeout = MAX_SCHEDULE_TIMEOUT,
		.name = name,
		.dev = dev,
	};

	return drm_sched_init(sched, &args);
}

/* A job of one credit (6.7), for a client (6.17, and Debian's 6.12) */
static inline int msm_sched_job_init(struct drm_sched_job *job,
				     struct drm_sched_entity *entity,
				     void *owner, u64 client_id)
{
#if MSM_KERNEL_6_12
	return drm_sched_job_init(job, entity, 1, owner, client_id);
#else
	return drm_sched_job_init(job, entity, owner);
#endif
}

/* Stops or restarts a scheduler's submission (6.8: a workqueue) */
static inline void msm_sched_pause(struct drm_gpu_scheduler *sched,
				   bool pause)
{
#if MSM_KERNEL_6_12
	if (pause)
		drm_sched_wqueue_stop(sched);
	else
		drm_sched_wqueue_start(sched);
#else
	if (pause)
		kthread_park(sched->thread);
	else
		kthread_unpark(sched->thread);
#endif
}

/* A reference on dev's power if it is powered, whatever its count (6.9) */
static inline int msm_pm_runtime_get_if_active(struct device *dev)
{
#if MSM_KERNEL_6_12
	return pm_runtime_get_if_active(dev);
#else
	return pm_runtime_get_if_active(dev, true);
#endif
}

/*
 * shmem helpers: 6.5 moved their locking to the reservation lock, which
 * vmap, purge and madvise now expect held.  Without it, a vmap takes it.
 */
static inline int msm_shmem_vmap_unlocked(struct drm_gem_shmem_object *shmem,
					  struct iosys_map *map)
{
#if MSM_KERNEL_6_12
	int ret;

	dma_resv_lock(shmem->base.resv, NULL);
	ret = drm_gem_shmem_vmap(shmem, map);
	dma_resv_unlock(shmem->base.resv);
	return ret;
#else
	return drm_gem_shmem_vmap(shmem, map);
#endif
}

static inline void
msm_shmem_vunmap_unlocked(struct drm_gem_shmem_object *shmem,
			  struct iosys_map *map)
{
#if MSM_KERNEL_6_12
	dma_resv_lock(shmem->base.resv, NULL);
	drm_gem_shmem_vunmap(shmem, map);
	dma_resv_unlock(shmem->base.resv);
#else
	drm_gem_shmem_vunmap(shmem, map);
#endif
}

/*
 * The pages' sg_table, under the reservation lock.  6.12's helper takes
 * that lock itself, so there the table is made beforehand, unlocked
 * (msm_shmem_sgt_prepare), and only looked up under the lock.
 */
static inline int msm_shmem_sgt_prepare(struct drm_gem_shmem_object *shmem)
{
#if MSM_KERNEL_6_12
	/*
	 * Made already (imports come with theirs); a purged buffer is
	 * refused under the lock, with 6.1's errno
	 */
	if (READ_ONCE(shmem->sgt) || READ_ONCE(shmem->madv) < 0)
		return 0;
	return PTR_ERR_OR_ZERO(drm_gem_shmem_get_pages_sgt(shmem));
#else
	return 0;
#endif
}

static inline struct sg_table *
msm_shmem_sgt_locked(struct drm_gem_shmem_object *shmem)
{
	dma_resv_assert_held(shmem->base.resv);
#if MSM_KERNEL_6_12
	return shmem->sgt ? shmem->sgt : ERR_PTR(-ENOMEM);
#else
	return drm_gem_shmem_get_pages_sgt(shmem);
#endif
}

/* Pages held for a CPU copy (6.12: a pin; 6.1: a use count of them) */
static inline int msm_shmem_get_pages(struct drm_gem_shmem_object *shmem)
{
#if MSM_KERNEL_6_12
	return drm_gem_shmem_pin(shmem);
#else
	return drm_gem_shmem_get_pages(shmem);
#endif
}

static inline void msm_shmem_put_pages(struct drm_gem_shmem_object *shmem)
{
#if MSM_KERNEL_6_12
	drm_gem_shmem_unpin(shmem);
#else
	drm_gem_shmem_put_pages(shmem);
#endif
}

/*
 * A purge, with the reservation lock held: 6.1 also wants its pages_lock,
 * which madvise takes too (tried, not waited for: reclaim must not block).
 */
static inline bool msm_shmem_purge_trylock(struct drm_gem_shmem_object *shmem)
{
#if MSM_KERNEL_6_12
	return true;
#else
	return mutex_trylock(&shmem->pages_lock);
#endif
}

static inline void msm_shmem_purge_unlock(struct drm_gem_shmem_object *shmem)
{
#if !MSM_KERNEL_6_12
	mutex_unlock(&shmem->pages_lock);
#endif
}

static inline void msm_shmem_purge(struct drm_gem_shmem_object *shmem)
{
#if MSM_KERNEL_6_12
	drm_gem_shmem_purge(shmem);
#else
	drm_gem_shmem_purge_locked(shmem);
#endif
}

/*
 * Shrinkers in 6.7's form (shrinker_alloc/register/free, with private
 * data), over 6.1's embedded, named shrinker.
 */
#if MSM_KERNEL_6_12
static inline struct shrinker *msm_shrinker_alloc(const char *name,
						  void *private_data)
{
	struct shrinker *s = shrinker_alloc(0, "%s", name);

	if (s)
		s->private_data = private_data;
	return s;
}

static inline void *msm_shrinker_private(struct shrinker *s)
{
	return s->private_data;
}

static inline int msm_shrinker_register(struct shrinker *s)
{
	shrinker_register(s);
	return 0;
}

/* Unregisters it if it was registered, and frees it */
static inline void msm_shrinker_free(struct shrinker *s)
{
	shrinker_free(s);
}
#else
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
#endif

#endif /* __MSM_COMPAT_H__ */

/*
 * fbdev emulation on a shmem GEM device, 32 bits a pixel (6.2 moved the
 * generic one out of drm_fb_helper.h, 6.11 split it by memory manager).
 * Only for the file that sets it up (msm_kms.c, which defines
 * MSM_COMPAT_FBDEV first): fb.h's ROP_* macros would clash with the
 * register database's enums anywhere else.
 */
#if defined(MSM_COMPAT_FBDEV) && !defined(__MSM_COMPAT_FBDEV_H__)
#define __MSM_COMPAT_FBDEV_H__
#if MSM_KERNEL_6_12
#include <drm/drm_fbdev_shmem.h>

static inline void msm_fbdev_setup(struct drm_device *dev)
{
	drm_fbdev_shmem_setup(dev, 32);
}
#else
#include <drm/drm_fb_helper.h>

static inline void msm_fbdev_setup(struct drm_device *dev)
{
	drm_fbdev_generic_setup(dev, 32);
}
#endif
#endif /* MSM_COMPAT_FBDEV */
