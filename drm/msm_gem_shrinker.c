// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shrinker: under memory pressure, idle DONTNEED buffers are purged.
 *
 * MADVISE puts a DONTNEED buffer on the device's purgeable list (through
 * the shmem madv_list) and counts its pages; WILLNEED, a purge or the
 * free takes it off.  Counting is then a read, and a scan walks only the
 * buffers that may go.  The list lock is a spinlock: scans run in reclaim,
 * and nothing is allocated or waited for while it is held.
 */

#include <linux/mm.h>
#include <linux/spinlock.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"

static unsigned long msm_gem_pages(struct msm_gem_object *bo)
{
	return bo->base.base.size >> PAGE_SHIFT;
}

/* Takes bo off the purgeable list if it is on it; purge_lock held */
static void msm_gem_shrinker_del(struct msm_drm_private *priv,
				 struct msm_gem_object *bo)
{
	struct list_head *entry = &bo->base.madv_list;

	if (list_empty(entry))
		return;
	list_del_init(entry);
	priv->purgeable_pages -= msm_gem_pages(bo);
}

/*
 * What a purge can free: DONTNEED, with pages mapped for the GPU, not the
 * carveout's, and not shared (exported or imported buffers keep their
 * pages for the other side).  As drm_gem_shmem_is_purgeable() sees it,
 * less the transient vmaps of rd and crash states, which only make a
 * purge wait.
 */
static bool msm_gem_can_purge(struct msm_gem_object *bo)
{
	struct drm_gem_shmem_object *shmem = &bo->base;

	return shmem->madv > 0 && shmem->sgt && !bo->vram && !bo->exported &&
	       !shmem->base.dma_buf && !shmem->base.import_attach &&
	       !atomic_read(&bo->scanout_pins);
}

/*
 * Puts bo on the purgeable list or takes it off, as its state says now:
 * the shrinker counts only what it can purge.  The caller holds the
 * buffer's reservation lock, which orders madv changes, mapping, export
 * and purges.
 */
void msm_gem_shrinker_update(struct msm_gem_object *bo)
{
	struct msm_drm_private *priv = to_msm_priv(bo->base.base.dev);
	struct list_head *entry = &bo->base.madv_list;

	spin_lock(&priv->purge_lock);
	if (!msm_gem_can_purge(bo)) {
		msm_gem_shrinker_del(priv, bo);
	} else if (list_empty(entry)) {
		list_add_tail(entry, &priv->purgeable);
		priv->purgeable_pages += msm_gem_pages(bo);
	}
	spin_unlock(&priv->purge_lock);
}

/* When bo is freed: the list must not keep it */
void msm_gem_shrinker_remove(struct msm_gem_object *bo)
{
	struct msm_drm_private *priv = to_msm_priv(bo->base.base.dev);

	/*
	 * Unlocked, as buffers freed before the init (the rings) need: with
	 * no reference left only a scan can touch the entry, and it merely
	 * moves it, so an entry seen empty stays empty.
	 */
	if (list_empty(&bo->base.madv_list))
		return;
	spin_lock(&priv->purge_lock);
	msm_gem_shrinker_del(priv, bo);
	spin_unlock(&priv->purge_lock);
}

/*
 * Purges idle DONTNEED buffers until nr_pages are freed or the list is
 * walked once.  Walked buffers move to a private list, so that the lock
 * can be dropped around each purge (which sleeps) while a buffer freed
 * meanwhile still unlinks itself safely; those not purged go back at the
 * tail afterwards.  A reference taken under the lock keeps the buffer
 * alive while it is purged; a buffer already on its way to free is left.
 * Returns the pages freed.
 */
unsigned long msm_gem_shrinker_purge(struct msm_drm_private *priv,
				     unsigned long nr_pages)
{
	struct drm_gem_shmem_object *shmem;
	unsigned long freed = 0;
	LIST_HEAD(walked);

	spin_lock(&priv->purge_lock);
	while (freed < nr_pages &&
	       (shmem = list_first_entry_or_null(&priv->purgeable,
						  struct drm_gem_shmem_object,
						  madv_list))) {
		struct drm_gem_object *obj = &shmem->base;

		list_move_tail(&shmem->madv_list, &walked);
		if (!kref_get_unless_zero(&obj->refcount))
			continue;
		spin_unlock(&priv->purge_lock);

		freed += msm_gem_purge(to_msm_bo(obj));
		drm_gem_object_put(obj);

		spin_lock(&priv->purge_lock);
	}
	list_splice_tail(&walked, &priv->purgeable);
	spin_unlock(&priv->purge_lock);
	return freed;
}

static unsigned long msm_gem_shrinker_count(struct shrinker *shrinker,
					    struct shrink_control *sc)
{
	struct msm_drm_private *priv = msm_shrinker_private(shrinker);

	return READ_ONCE(priv->purgeable_pages);
}

static unsigned long msm_gem_shrinker_scan(struct shrinker *shrinker,
					   struct shrink_control *sc)
{
	struct msm_drm_private *priv = msm_shrinker_private(shrinker);
	unsigned long freed;

	/*
	 * A purge unmaps GPU pages under the MMU's lock, which is held
	 * while page tables are allocated without __GFP_FS: such reclaim
	 * must not purge.
	 */
	if (!(sc->gfp_mask & __GFP_FS))
		return SHRINK_STOP;

	freed = msm_gem_shrinker_purge(priv, sc->nr_to_scan);
	return freed ? freed : SHRINK_STOP;
}

int msm_gem_shrinker_init(struct msm_drm_private *priv)
{
	struct shrinker *shrinker;
	int ret;

	shrinker = msm_shrinker_alloc("msm-gem", priv);
	if (!shrinker)
		return -ENOMEM;
	shrinker->count_objects = msm_gem_shrinker_count;
	shrinker->scan_objects = msm_gem_shrinker_scan;

	ret = msm_shrinker_register(shrinker);
	if (ret) {
		msm_shrinker_free(shrinker);
		return ret;
	}
	priv->shrinker = shrinker;
	return 0;
}

/*
 * The list stays usable: buffers of files still open are freed after this,
 * and they unlink themselves.
 */
void msm_gem_shrinker_cleanup(struct msm_drm_private *priv)
{
	msm_shrinker_free(priv->shrinker);
	priv->shrinker = NULL;
}
