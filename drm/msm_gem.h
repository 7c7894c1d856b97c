/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * GEM buffers: shmem-backed objects with msm flags, a debug name and a GPU
 * address in the device's address space.
 */
#ifndef __MSM_GEM_H__
#define __MSM_GEM_H__

#include <linux/kref.h>
#include <linux/mutex.h>
#include <drm/drm_gem_shmem_helper.h>
#include <drm/drm_mm.h>

struct msm_mmu;
struct seq_file;

/* A range of GPU addresses handed out to buffers */
struct msm_gem_address_space {
	const char *name;
	struct mutex lock;		/* protects mm */
	struct drm_mm mm;
	struct msm_mmu *mmu;
	struct kref kref;
	u64 va_start;
	u64 va_size;
};

struct msm_gem_vma {
	struct drm_mm_node node;
	bool mapped;
};

struct msm_gem_object {
	struct drm_gem_shmem_object base;
	u32 flags;			/* MSM_BO_* */
	bool exported;			/* has been a dma-buf: never purged */
	char name[32];
	struct msm_gem_vma vma;		/* in the GPU's address space */
	struct msm_gem_address_space *aspace;	/* set with vma */
	struct list_head node;		/* in the device's gem_objects */
};

static inline struct msm_gem_object *to_msm_bo(struct drm_gem_object *obj)
{
	return container_of(obj, struct msm_gem_object, base.base);
}

struct msm_gem_address_space *
msm_gem_address_space_create(struct msm_mmu *mmu, const char *name,
			     u64 va_start, u64 va_size);
struct msm_gem_address_space *
msm_gem_address_space_get(struct msm_gem_address_space *aspace);
void msm_gem_address_space_put(struct msm_gem_address_space *aspace);

int msm_gem_vma_map(struct msm_gem_address_space *aspace,
		    struct msm_gem_vma *vma, struct sg_table *sgt,
		    size_t size, unsigned int prot);
void msm_gem_vma_unmap(struct msm_gem_address_space *aspace,
		       struct msm_gem_vma *vma);
int msm_gem_address_space_read32(struct msm_gem_address_space *aspace,
				 u64 iova, u32 *val);

struct drm_gem_object *msm_gem_create_object(struct drm_device *dev,
					     size_t size);
int msm_gem_new_handle(struct drm_device *dev, struct drm_file *file,
		       u64 size, u32 flags, u32 *handle);
int msm_gem_get_iova(struct drm_gem_object *obj,
		     struct msm_gem_address_space *aspace, u64 *iova);
int msm_gem_get_iova_locked(struct drm_gem_object *obj,
			    struct msm_gem_address_space *aspace, u64 *iova);
/*
 * A kernel buffer (ring, memptrs): mapped for the CPU and the GPU, with
 * MSM_BO_* flags (GPU_READONLY maps it read-only for the GPU) and a name
 * for debugfs and crash states.
 */
void *msm_gem_kernel_new(struct drm_device *dev, size_t size, u32 flags,
			 const char *name,
			 struct msm_gem_address_space *aspace,
			 struct drm_gem_object **obj, u64 *iova);
void msm_gem_kernel_put(struct drm_gem_object *obj, void *vaddr);

/* Purging (msm_gem.c) and the list of purgeable buffers (the shrinker) */
unsigned long msm_gem_purge(struct msm_gem_object *bo);
void msm_gem_shrinker_update(struct msm_gem_object *bo);
void msm_gem_shrinker_remove(struct msm_gem_object *bo);

/* debugfs "gem": one line per buffer of the device */
void msm_gem_describe_objects(struct drm_device *dev, struct seq_file *m);

int msm_ioctl_gem_new(struct drm_device *dev, void *data,
		      struct drm_file *file);
int msm_ioctl_gem_info(struct drm_device *dev, void *data,
		       struct drm_file *file);
int msm_ioctl_gem_cpu_prep(struct drm_device *dev, void *data,
			   struct drm_file *file);
int msm_ioctl_gem_cpu_fini(struct drm_device *dev, void *data,
			   struct drm_file *file);
int msm_ioctl_gem_madvise(struct drm_device *dev, void *data,
			  struct drm_file *file);

#endif /* __MSM_GEM_H__ */
