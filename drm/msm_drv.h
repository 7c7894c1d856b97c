/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The DRM device: what the core keeps per device and per open file.
 */
#ifndef __MSM_DRV_H__
#define __MSM_DRV_H__

#include <linux/jiffies.h>
#include <linux/kref.h>
#include <linux/ktime.h>
#include <linux/minmax.h>
#include <linux/spinlock.h>
#include <drm/drm_device.h>
#include <drm/drm_file.h>

#include "msm_drm.h"
#include "msm_gpu.h"

struct device_node;
struct msm_gpu;
struct msm_gem_address_space;

/*
 * The uAPI feature level that is really implemented.  Clients turn
 * features on from the minor number alone, so it only ever names what
 * works: 1.10 is submission with fences, submitqueues, syncobjs,
 * FENCE_SN_IN and MSM_SUBMIT_BO_NO_IMPLICIT.
 */
#define MSM_VERSION_MAJOR	1
#define MSM_VERSION_MINOR	10
#define MSM_VERSION_PATCHLEVEL	0

struct msm_kms;
struct msm_rd_state;

struct msm_drm_private {
	struct drm_device drm;
	struct msm_gpu *gpu;
	/* The display (mdp/), or NULL on a device without one */
	struct msm_kms *kms;
	/* debugfs rd (every submit) and hangrd (submits that hung) */
	spinlock_t rd_lock;		/* protects the two pointers */
	struct msm_rd_state *rd;
	struct msm_rd_state *hangrd;
	/* Purges DONTNEED buffers under memory pressure */
	struct shrinker *shrinker;
	/* Every buffer of the device, oldest first, for debugfs */
	struct list_head gem_objects;
	/*
	 * Purgeable buffers (shmem madv_list), and their total pages, which
	 * the shrinker reports.
	 */
	spinlock_t purge_lock;
	struct list_head purgeable;
	unsigned long purgeable_pages;
	/* Pages freed by the last purge through debugfs "shrink" */
	unsigned long purged_pages;
};

struct msm_file_private {
	/* The file holds one, each submitqueue one: submits outlive close */
	struct kref ref;
	struct msm_drm_private *priv;
	/* fdinfo drm-client-id; unique, never 0: names the GPU context too */
	u64 client_id;
	atomic64_t elapsed_ns;	/* fdinfo drm-engine-gpu: GPU time used */
	struct msm_gem_address_space *aspace;
	struct mutex sysprof_lock;	/* orders sysprof's PM references */
	int sysprof;		/* MSM_PARAM_SYSPROF: 2 holds the GPU powered */
	spinlock_t lock;	/* protects comm and cmdline */
	char *comm;		/* MSM_PARAM_COMM override, or NULL */
	char *cmdline;		/* MSM_PARAM_CMDLINE override, or NULL */
	/* Submitqueues by id; 0 is the default queue, made at open */
	rwlock_t queuelock;
	struct list_head submitqueues;
	u32 queueid;		/* the next id */
	/* Scheduler entities by priority (ring * 3 + level), made on use */
	struct mutex entity_lock;
	struct drm_sched_entity *entities[MSM_GPU_MAX_RINGS *
					  MSM_SCHED_PRIORITIES];
};

void msm_file_private_put(struct msm_file_private *ctx);

static inline struct msm_file_private *
msm_file_private_get(struct msm_file_private *ctx)
{
	kref_get(&ctx->ref);
	return ctx;
}

static inline struct msm_drm_private *to_msm_priv(struct drm_device *drm)
{
	return container_of(drm, struct msm_drm_private, drm);
}

/*
 * Jiffies left until an absolute CLOCK_MONOTONIC timeout, at least one so
 * that a timeout already past still polls once (as upstream msm does).
 */
static inline unsigned long
msm_timeout_to_jiffies(const struct drm_msm_timespec *timeout)
{
	ktime_t deadline = ktime_set(timeout->tv_sec, timeout->tv_nsec);
	ktime_t now = ktime_get();
	s64 remaining = 0;

	if (ktime_after(deadline, now))
		remaining = ktime_divns(ktime_sub(deadline, now),
					NSEC_PER_SEC / HZ);

	return clamp_t(s64, remaining, 1, INT_MAX);
}

/*
 * The DRM device: allocated first (GEM needs it while the GPU sets up its
 * rings), registered once the GPU runs and priv->gpu is set.  Its owner
 * is the GPU's device when no display is in the device tree (the vgpu, a
 * headless board), else the display controller's (msm_master.c).  The GPU
 * is destroyed after msm_drm_unregister().
 */
struct msm_drm_private *msm_drm_alloc(struct device *dev);
int msm_drm_register(struct msm_drm_private *priv);
void msm_drm_unregister(struct msm_drm_private *priv);

/*
 * A display controller in the device tree binds the GPU as upstream's
 * component setup does: the controller is the aggregate device, the GPU
 * (adreno_board_gpu_node()'s) its component.
 */
int msm_master_add(struct device *dev);
void msm_master_del(struct device *dev);
bool msm_display_in_tree(void);

/* debugfs: the files of each part (msm_debugfs.c calls them) */
void msm_debugfs_init(struct drm_minor *minor);
void msm_gem_debugfs_init(struct drm_minor *minor);
void msm_gpu_debugfs_init(struct drm_minor *minor);

/* The shrinker (msm_gem_shrinker.c) */
int msm_gem_shrinker_init(struct msm_drm_private *priv);
void msm_gem_shrinker_cleanup(struct msm_drm_private *priv);
unsigned long msm_gem_shrinker_purge(struct msm_drm_private *priv,
				     unsigned long nr_pages);

/* The GPU drivers, registered by the module (adreno/) */
int adreno_register(void);
void adreno_unregister(void);
/* The GPU node a display binds: the tree's first, as upstream takes it */
struct device_node *adreno_board_gpu_node(void);

/* The display drivers (mdp/) */
int mdp_register(void);
void mdp_unregister(void);
/*
 * The vgpu's virtual display: a virtual MDP5 with outputs monitors, its
 * scanout reading memory through read (the GPU's address space aspace)
 */
int mdp5_virtual_init(struct msm_drm_private *priv,
		      struct msm_gem_address_space *aspace,
		      int (*read)(void *priv, u64 iova, void *dst, u32 len),
		      void *read_priv, unsigned int outputs);

#endif /* __MSM_DRV_H__ */
