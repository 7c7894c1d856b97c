// SPDX-License-Identifier: GPL-2.0-only
/*
 * GEM buffers and their ioctls.
 *
 * Buffers are drm_gem_shmem objects; msm adds its flags, a debug name and
 * one GPU address.  The GPU address is given on first request and the
 * pages are mapped there at once, so the GPU (or the virtual GPU's model)
 * can read the buffer from then on until it is freed, or purged: an idle
 * DONTNEED buffer loses its mapping and its pages to the shrinker.  A GPU
 * without an MMU takes its buffers from the VRAM carveout instead
 * (msm_gem_vram.c): pages and GPU address from creation to free.
 */

#include <linux/ctype.h>
#include <linux/dma-resv.h>
#include <linux/iosys-map.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include <drm/drm_file.h>
#include <drm/drm_gem.h>
#include <drm/drm_print.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gpu.h"
#include "msm_mmu.h"

/*
 * Every buffer of the device, for debugfs.  One lock for all devices: it
 * is static, so it works before a device is set up any further.
 */
static DEFINE_MUTEX(msm_gem_objects_lock);

/*
 * Adds bo to its device's list once (shmem has no hook after creation),
 * at the tail: the kernel's buffers come first in debugfs "gem", where
 * IGT looks for them in the first 16 KiB.
 */
static void msm_gem_track(struct msm_gem_object *bo)
{
	struct msm_drm_private *priv = to_msm_priv(bo->base.base.dev);

	mutex_lock(&msm_gem_objects_lock);
	if (list_empty(&bo->node))
		list_add_tail(&bo->node, &priv->gem_objects);
	mutex_unlock(&msm_gem_objects_lock);
}

static void msm_gem_untrack(struct msm_gem_object *bo)
{
	mutex_lock(&msm_gem_objects_lock);
	list_del_init(&bo->node);
	mutex_unlock(&msm_gem_objects_lock);
}

/* Drops the GPU mapping and the address space reference it holds */
static void msm_gem_unmap(struct msm_gem_object *bo)
{
	if (!bo->aspace)
		return;
	msm_gem_vma_unmap(bo->aspace, &bo->vma);
	msm_gem_address_space_put(bo->aspace);
	bo->aspace = NULL;
}

static void msm_gem_free(struct drm_gem_object *obj)
{
	struct msm_gem_object *bo = to_msm_bo(obj);

	/* Off the lists first: their walkers must not find it half freed */
	msm_gem_untrack(bo);
	msm_gem_shrinker_remove(bo);
	msm_gem_unmap(bo);
	if (bo->vram)
		msm_gem_vram_detach(bo);
	drm_gem_shmem_free(&bo->base);
}

/*
 * drm_gem_object_funcs.open, on every new handle: the first one tracks the
 * buffer, which covers both new buffers and PRIME imports (those are made
 * by the shmem helper with no call back into msm once they are complete).
 */
static int msm_gem_open(struct drm_gem_object *obj, struct drm_file *file)
{
	msm_gem_track(to_msm_bo(obj));
	return 0;
}

/* Shared buffers keep their pages: no longer the shrinker's to count */
static struct dma_buf *msm_gem_export(struct drm_gem_object *obj, int flags)
{
	struct dma_buf *buf = drm_gem_prime_export(obj, flags);

	if (!IS_ERR(buf)) {
		dma_resv_lock(obj->resv, NULL);
		to_msm_bo(obj)->exported = true;
		msm_gem_shrinker_update(to_msm_bo(obj));
		dma_resv_unlock(obj->resv);
	}
	return buf;
}

static const struct drm_gem_object_funcs msm_gem_funcs = {
	.free = msm_gem_free,
	.open = msm_gem_open,
	.export = msm_gem_export,
	.print_info = drm_gem_shmem_object_print_info,
	.pin = drm_gem_shmem_object_pin,
	.unpin = drm_gem_shmem_object_unpin,
	.get_sg_table = drm_gem_shmem_object_get_sg_table,
	.vmap = drm_gem_shmem_object_vmap,
	.vunmap = drm_gem_shmem_object_vunmap,
	.mmap = drm_gem_shmem_object_mmap,
	.vm_ops = &drm_gem_shmem_vm_ops,
};

/* drm_driver.gem_create_object: shmem allocates our object, new or imported */
struct drm_gem_object *msm_gem_create_object(struct drm_device *dev,
					     size_t size)
{
	struct msm_gem_object *bo;

	bo = kzalloc(sizeof(*bo), GFP_KERNEL);
	if (!bo)
		return ERR_PTR(-ENOMEM);

	bo->base.base.funcs = &msm_gem_funcs;
	INIT_LIST_HEAD(&bo->node);
	return &bo->base.base;
}

/*
 * drm_driver.gem_prime_import_sg_table: another device's buffer, whose
 * pages a GPU with no MMU cannot reach outside its carveout (EINVAL, as
 * in 6.1)
 */
struct drm_gem_object *
msm_gem_prime_import_sg_table(struct drm_device *dev,
			      struct dma_buf_attachment *attach,
			      struct sg_table *sgt)
{
	struct msm_gpu *gpu = to_msm_priv(dev)->gpu;

	if (gpu && gpu->aspace->vram) {
		drm_dbg_prime(dev, "no import without an IOMMU\n");
		return ERR_PTR(-EINVAL);
	}
	return drm_gem_shmem_prime_import_sg_table(dev, attach, sgt);
}

/*
 * Exactly one of CACHED and WC.  UNCACHED is EINVAL as in upstream msm,
 * whose promotion of it to WC never reaches the check; CACHED_COHERENT
 * needs an I/O-coherent GPU (a6xx and later).
 */
static int msm_gem_check_flags(u32 flags)
{
	if (flags & ~MSM_BO_FLAGS)
		return -EINVAL;

	switch (flags & MSM_BO_CACHE_MASK) {
	case MSM_BO_CACHED:
	case MSM_BO_WC:
		return 0;
	default:
		return -EINVAL;
	}
}

/* A new buffer's memory: the carveout's, if its GPU has no MMU */
static int msm_gem_place(struct msm_gem_object *bo,
			 struct msm_gem_address_space *aspace)
{
	if (!aspace || !aspace->vram)
		return 0;
	return msm_gem_vram_attach(bo, aspace);
}

int msm_gem_new_handle(struct drm_device *dev, struct drm_file *file,
		       u64 size, u32 flags, u32 *handle)
{
	struct msm_file_private *ctx = file->driver_priv;
	struct drm_gem_shmem_object *shmem;
	struct msm_gem_object *bo;
	int ret;

	ret = msm_gem_check_flags(flags);
	if (ret)
		return ret;

	/*
	 * GPU addresses are 32 bits wide: a buffer is at most 4 GiB less a
	 * page once rounded up to pages.  (Upstream truncates the size to
	 * 32 bits; larger sizes are EINVAL here instead.)
	 */
	if (!size || size > U32_MAX - PAGE_SIZE + 1)
		return -EINVAL;
	size = PAGE_ALIGN(size);

	shmem = drm_gem_shmem_create(dev, size);
	if (IS_ERR(shmem))
		return PTR_ERR(shmem);

	bo = to_msm_bo(&shmem->base);
	bo->flags = flags;
	shmem->map_wc = !(flags & MSM_BO_CACHED);

	ret = msm_gem_place(bo, ctx->aspace);
	if (!ret)
		ret = drm_gem_handle_create(file, &shmem->base, handle);
	/* The handle holds the only reference now, or the object dies here */
	drm_gem_object_put(&shmem->base);
	return ret;
}

/*
 * The GPU address of obj in aspace; on first use this allocates the range
 * and maps the pages, which stay until the object is freed or purged.
 * The caller holds the object's reservation lock.
 */
int msm_gem_get_iova_locked(struct drm_gem_object *obj,
			    struct msm_gem_address_space *aspace, u64 *iova)
{
	struct msm_gem_object *bo = to_msm_bo(obj);
	unsigned int prot = MSM_MMU_READ;
	struct sg_table *sgt;
	int ret;

	dma_resv_assert_held(obj->resv);
	if (bo->vma.mapped)
		goto out;

	if (bo->base.madv < 0)
		return -EINVAL;		/* purged: no pages to map */
	if (!aspace->mmu)
		return -EINVAL;		/* not the carveout's: unreachable */
	if (obj->size > aspace->va_size)
		return -ENOSPC;
	if (!(bo->flags & MSM_BO_GPU_READONLY))
		prot |= MSM_MMU_WRITE;

	sgt = msm_shmem_sgt_locked(&bo->base);
	if (IS_ERR(sgt))
		return PTR_ERR(sgt);
	ret = msm_gem_vma_map(aspace, &bo->vma, sgt, obj->size, prot);
	if (ret)
		return ret;
	bo->aspace = msm_gem_address_space_get(aspace);
	/* Pages now: a DONTNEED buffer becomes purgeable */
	msm_gem_shrinker_update(bo);
out:
	*iova = bo->vma.node.start;
	return 0;
}

int msm_gem_prepare_iova(struct drm_gem_object *obj)
{
	struct msm_gem_object *bo = to_msm_bo(obj);

	/* A carveout buffer's address is its own: it needs no table */
	return bo->vram ? 0 : msm_shmem_sgt_prepare(&bo->base);
}

int msm_gem_get_iova(struct drm_gem_object *obj,
		     struct msm_gem_address_space *aspace, u64 *iova)
{
	int ret = msm_gem_prepare_iova(obj);

	if (!ret)
		ret = dma_resv_lock_interruptible(obj->resv, NULL);
	if (ret)
		return ret;
	ret = msm_gem_get_iova_locked(obj, aspace, iova);
	dma_resv_unlock(obj->resv);
	return ret;
}

int msm_ioctl_gem_new(struct drm_device *dev, void *data,
		      struct drm_file *file)
{
	struct drm_msm_gem_new *args = data;

	return msm_gem_new_handle(dev, file, args->size, args->flags,
				  &args->handle);
}

static int msm_gem_info_set_name(struct msm_gem_object *bo,
				 struct drm_msm_gem_info *args)
{
	char name[sizeof(bo->name)] = { 0 };
	unsigned int i;

	/* Room for the terminating NUL; the rest stays 0, copied whole */
	if (args->len >= sizeof(name))
		return -EINVAL;
	if (copy_from_user(name, u64_to_user_ptr(args->value), args->len))
		return -EFAULT;

	/* The name ends at its first unprintable character */
	for (i = 0; i < args->len && isprint(name[i]); i++)
		;
	memset(name + i, 0, sizeof(name) - i);
	memcpy(bo->name, name, sizeof(name));
	return 0;
}

static int msm_gem_info_get_name(struct msm_gem_object *bo,
				 struct drm_msm_gem_info *args)
{
	size_t len = strnlen(bo->name, sizeof(bo->name));

	/* Without a buffer this is a query of the length */
	if (args->value && args->len < len)
		return -EINVAL;

	args->len = len;
	if (args->value &&
	    copy_to_user(u64_to_user_ptr(args->value), bo->name, len))
		return -EFAULT;
	return 0;
}

static int msm_gem_info_get_offset(struct drm_gem_object *obj, u64 *value)
{
	int ret = drm_gem_create_mmap_offset(obj);

	if (ret)
		return ret;
	*value = drm_vma_node_offset_addr(&obj->vma_node);
	return 0;
}

int msm_ioctl_gem_info(struct drm_device *dev, void *data,
		       struct drm_file *file)
{
	struct msm_drm_private *priv = to_msm_priv(dev);
	struct msm_file_private *ctx = file->driver_priv;
	struct drm_msm_gem_info *args = data;
	struct drm_gem_object *obj;
	struct msm_gem_object *bo;
	int ret;

	if (args->pad)
		return -EINVAL;

	switch (args->info) {
	case MSM_INFO_GET_OFFSET:
	case MSM_INFO_GET_IOVA:
	case MSM_INFO_SET_IOVA:
	case MSM_INFO_GET_FLAGS:
		/* These pass their value directly, not behind a pointer */
		if (args->len)
			return -EINVAL;
		break;
	case MSM_INFO_SET_NAME:
	case MSM_INFO_GET_NAME:
		break;
	default:
		return -EINVAL;
	}

	obj = drm_gem_object_lookup(file, args->handle);
	if (!obj)
		return -ENOENT;
	bo = to_msm_bo(obj);

	switch (args->info) {
	case MSM_INFO_GET_OFFSET:
		ret = msm_gem_info_get_offset(obj, &args->value);
		break;
	case MSM_INFO_GET_IOVA:
		ret = priv->gpu ? msm_gem_get_iova(obj, ctx->aspace,
						   &args->value) : -EINVAL;
		break;
	case MSM_INFO_SET_IOVA:
		/* Userspace-chosen addresses need per-process page tables */
		ret = -EOPNOTSUPP;
		break;
	case MSM_INFO_GET_FLAGS:
		if (obj->import_attach) {
			ret = -EINVAL;
			break;
		}
		args->value = bo->flags;
		ret = 0;
		break;
	case MSM_INFO_SET_NAME:
		ret = msm_gem_info_set_name(bo, args);
		break;
	default: /* MSM_INFO_GET_NAME */
		ret = msm_gem_info_get_name(bo, args);
		break;
	}

	drm_gem_object_put(obj);
	return ret;
}

int msm_ioctl_gem_cpu_prep(struct drm_device *dev, void *data,
			   struct drm_file *file)
{
	struct drm_msm_gem_cpu_prep *args = data;
	bool write = args->op & MSM_PREP_WRITE;
	struct drm_gem_object *obj;
	unsigned long remain;
	long ret;

	if (args->op & ~MSM_PREP_FLAGS)
		return -EINVAL;

	obj = drm_gem_object_lookup(file, args->handle);
	if (!obj)
		return -ENOENT;

	remain = args->op & MSM_PREP_NOSYNC ?
		 0 : msm_timeout_to_jiffies(&args->timeout);
	ret = dma_resv_wait_timeout(obj->resv, dma_resv_usage_rw(write),
				    true, remain);
	drm_gem_object_put(obj);

	if (ret == 0)
		return remain ? -ETIMEDOUT : -EBUSY;
	return ret < 0 ? ret : 0;
}

int msm_ioctl_gem_cpu_fini(struct drm_device *dev, void *data,
			   struct drm_file *file)
{
	struct drm_msm_gem_cpu_fini *args = data;
	struct drm_gem_object *obj;

	obj = drm_gem_object_lookup(file, args->handle);
	if (!obj)
		return -ENOENT;

	/* No cache maintenance: upstream msm does none here either */
	drm_gem_object_put(obj);
	return 0;
}

int msm_ioctl_gem_madvise(struct drm_device *dev, void *data,
			  struct drm_file *file)
{
	struct drm_msm_gem_madvise *args = data;
	struct drm_gem_object *obj;
	int ret;

	if (args->madv != MSM_MADV_WILLNEED && args->madv != MSM_MADV_DONTNEED)
		return -EINVAL;

	obj = drm_gem_object_lookup(file, args->handle);
	if (!obj)
		return -ENOENT;

	/* The reservation lock orders this against a purge of the buffer */
	ret = dma_resv_lock_interruptible(obj->resv, NULL);
	if (!ret) {
		ret = drm_gem_shmem_madvise(&to_msm_bo(obj)->base, args->madv);
		msm_gem_shrinker_update(to_msm_bo(obj));
		dma_resv_unlock(obj->resv);
		args->retained = ret;
		ret = 0;
	}
	drm_gem_object_put(obj);
	return ret;
}

/*
 * Purges an idle DONTNEED buffer: the GPU mapping goes, then the pages,
 * for good (the buffer stays PURGED).  The shrinker calls this, maybe in
 * reclaim, so the buffer's locks are only tried: their holders may be
 * allocating.  (The MMU's lock is taken: see msm_gem_vma_map().)
 * Returns the pages freed, 0 if the buffer was busy or not purgeable.
 */
unsigned long msm_gem_purge(struct msm_gem_object *bo)
{
	struct drm_gem_shmem_object *shmem = &bo->base;
	struct drm_gem_object *obj = &shmem->base;
	unsigned long pages = 0;

	if (!dma_resv_trylock(obj->resv))
		return 0;
	/* Every fence signaled: no queued work may still use the pages */
	if (!dma_resv_test_signaled(obj->resv, DMA_RESV_USAGE_BOOKKEEP))
		goto out;
	/* What the helper purges under, and what madvise changes madv under */
	if (!msm_shmem_purge_trylock(shmem))
		goto out;
	if (drm_gem_shmem_is_purgeable(shmem) &&
	    !atomic_read(&bo->scanout_pins)) {
		msm_gem_unmap(bo);
		msm_shmem_purge(shmem);
		pages = obj->size >> PAGE_SHIFT;
	}
	msm_shmem_purge_unlock(shmem);
	msm_gem_shrinker_update(bo);
out:
	dma_resv_unlock(obj->resv);
	return pages;
}

static const char *msm_gem_madv_name(int madv)
{
	if (madv < 0)
		return "purged";
	return madv ? "purgeable" : "";
}

/*
 * One buffer of debugfs "gem", in 6.1's layout, which IGT's msm tests
 * parse: a line that ends with the name (padded), then, if the buffer has
 * a GPU address, a "vmas:" line with it.  The list lock keeps bo
 * allocated but not still: the fields are snapshots, which is all a debug
 * listing needs.
 */
static void msm_gem_describe(struct msm_gem_object *bo,
			     struct msm_gem_address_space *aspace,
			     struct seq_file *m)
{
	struct drm_gem_object *obj = &bo->base.base;
	bool active = !dma_resv_test_signaled(obj->resv,
					      DMA_RESV_USAGE_BOOKKEEP);

	seq_printf(m, "   %08x: %c %2d (%2d) %08llx %p %08zu %9s %-32.*s\n",
		   bo->flags, active ? 'A' : 'I', obj->name,
		   kref_read(&obj->refcount),
		   drm_vma_node_offset_addr(&obj->vma_node),
		   READ_ONCE(bo->base.vaddr), obj->size,
		   msm_gem_madv_name(READ_ONCE(bo->base.madv)),
		   (int)sizeof(bo->name), bo->name);
	if (READ_ONCE(bo->vma.mapped))
		seq_printf(m, "      vmas: [%s: aspace=%p, %08llx,mapped,inuse=1]\n",
			   aspace->name, aspace,
			   READ_ONCE(bo->vma.node.start));
}

void msm_gem_describe_objects(struct drm_device *dev, struct seq_file *m)
{
	struct msm_drm_private *priv = to_msm_priv(dev);
	struct msm_gem_object *bo;
	unsigned int count = 0;
	size_t size = 0;

	seq_puts(m, "   flags       id ref  offset   kaddr            size     madv      name\n");
	mutex_lock(&msm_gem_objects_lock);
	list_for_each_entry(bo, &priv->gem_objects, node) {
		msm_gem_describe(bo, priv->gpu ? priv->gpu->aspace : NULL, m);
		count++;
		size += bo->base.base.size;
	}
	mutex_unlock(&msm_gem_objects_lock);
	seq_printf(m, "Total: %4u objects, %9zu bytes\n", count, size);
}

void *msm_gem_kernel_new(struct drm_device *dev, size_t size, u32 flags,
			 const char *name,
			 struct msm_gem_address_space *aspace,
			 struct drm_gem_object **obj, u64 *iova)
{
	struct drm_gem_shmem_object *shmem;
	struct iosys_map map;
	int ret;

	shmem = drm_gem_shmem_create(dev, PAGE_ALIGN(size));
	if (IS_ERR(shmem))
		return ERR_CAST(shmem);
	to_msm_bo(&shmem->base)->flags = flags;
	strscpy(to_msm_bo(&shmem->base)->name, name,
		sizeof(to_msm_bo(&shmem->base)->name));
	shmem->map_wc = !(flags & MSM_BO_CACHED);
	/* No handle will ever open it: listed here instead */
	msm_gem_track(to_msm_bo(&shmem->base));

	ret = msm_gem_place(to_msm_bo(&shmem->base), aspace);
	if (!ret)
		ret = msm_gem_get_iova(&shmem->base, aspace, iova);
	if (!ret)
		ret = msm_shmem_vmap_unlocked(shmem, &map);
	if (ret) {
		drm_gem_object_put(&shmem->base);
		return ERR_PTR(ret);
	}
	*obj = &shmem->base;
	return map.vaddr;
}

void msm_gem_kernel_put(struct drm_gem_object *obj, void *vaddr)
{
	struct iosys_map map = IOSYS_MAP_INIT_VADDR(vaddr);

	if (!obj)
		return;
	msm_shmem_vunmap_unlocked(&to_msm_bo(obj)->base, &map);
	drm_gem_object_put(obj);
}
