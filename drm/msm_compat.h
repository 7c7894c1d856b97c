/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Kernel API differences beyond Linux 6.1, in one place.
 *
 * The driver is written against 6.1 (Debian 12).  Where a later kernel
 * renamed or reshaped an interface the driver uses, the difference is
 * absorbed here so that no other file needs a version check.
 */
#ifndef __MSM_COMPAT_H__
#define __MSM_COMPAT_H__

#include <linux/version.h>
#include <linux/platform_device.h>
#include <linux/mm.h>
#include <linux/shrinker.h>
#include <linux/slab.h>
#include <drm/drm_prime.h>
#include <drm/gpu_scheduler.h>

/* 6.6 removed drm_driver.gem_prime_mmap: dma-buf mmap goes to obj->funcs */
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 6, 0)
#define MSM_DRIVER_PRIME_MMAP	.gem_prime_mmap = drm_gem_prime_mmap,
#else
#define MSM_DRIVER_PRIME_MMAP
#endif

/* 6.6 made the PRIME fd/handle hooks defaults */
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 6, 0)
#define MSM_DRIVER_PRIME_FD \
	.prime_handle_to_fd = drm_gem_prime_handle_to_fd, \
	.prime_fd_to_handle = drm_gem_prime_fd_to_handle,
#else
#define MSM_DRIVER_PRIME_FD
#endif

/* 6.11 turned platform_driver.remove into the void-returning remove_new */
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 11, 0)
#define MSM_PLATFORM_REMOVE(fn)					\
	static int fn##_int(struct platform_device *pdev)	\
	{							\
		fn(pdev);					\
		return 0;					\
	}
#define MSM_PLATFORM_REMOVE_HOOK(fn)	.remove = fn##_int
#else
#define MSM_PLATFORM_REMOVE(fn)
#define MSM_PLATFORM_REMOVE_HOOK(fn)	.remove = fn
#endif

/* 6.13 takes the namespace of MODULE_IMPORT_NS as a string */
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 13, 0)
#define MSM_IMPORT_NS_DMA_BUF()	MODULE_IMPORT_NS(DMA_BUF)
#else
#define MSM_IMPORT_NS_DMA_BUF()	MODULE_IMPORT_NS("DMA_BUF")
#endif

/*
 * drm_sched_init() takes its settings as a struct since 6.15, and Debian's
 * 6.1.192 carries that form too (a stable backport): the driver's base.
 */
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
 * 6.7 allocates shrinkers (shrinker_alloc/register/free) and gives them
 * private data; before, the caller embeds one and registers it by name.
 * msm_shrinker_*() is the 6.7 form, emulated with a wrapper before it.
 */
#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 7, 0)
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
#else
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

static inline void msm_shrinker_free(struct shrinker *s)
{
	shrinker_free(s);
}
#endif

#endif /* __MSM_COMPAT_H__ */
