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

struct msm_gpu;
struct msm_mmu;
struct page;
struct seq_file;

/*
 * The VRAM carveout (msm_gem_vram.c): where no IOMMU translates for the
 * GPU, it addresses memory by bus address, and its buffers come from one
 * physically contiguous range of memory allocated at probe.
 */
struct msm_gem_vram {
	struct msm_gpu *gpu;		/* whose bus reaches it */
	struct device *dev;		/* the GPU's, which allocated it */
	struct page *pages;		/* the first of size / PAGE_SIZE */
	dma_addr_t base;		/* its bus address: the GPU's view */
	size_t size;
};

/*
 * A range of GPU addresses handed out to buffers: mapped by the MMU, or,
 * without one, the carveout's own bus addresses (mmu NULL, vram set).
 */
struct msm_gem_address_space {
	const char *name;
	struct mutex lock;		/* protects mm */
	struct drm_mm mm;
	struct msm_mmu *mmu;
	struct msm_gem_vram *vram;
	struct kref kref;
	u64 va_start;
	u64 va_size;
	/*
	 * Unmaps begun and returned, for the vgpu's fault injection: a GPU
	 * write held across a whole unmap is one the unmap did not wait for.
	 */
	atomic_long_t unmaps_begun;
	atomic_long_t unmaps_done;
};

struct msm_gem_vma {
	struct drm_mm_node node;
	bool mapped;
};

struct msm_gem_object {
	struct drm_gem_shmem_object base;
	u32 flags;			/* MSM_BO_* */
	bool exported;			/* has been a dma-buf: never purged */
	bool vram;			/* its pages are the carveout's */
	char name[32];
	struct msm_gem_vma vma;		/* in the GPU's address space */
	struct msm_gem_address_space *aspace;	/* set with vma */
	/* Planes that may scan it out (msm_kms.c): never purged meanwhile */
	atomic_t scanout_pins;
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
/*
 * The carveout address space of gpu, from va_start to va_start +
 * va_size, if the allow_vram_carveout parameter lets a GPU without an
 * IOMMU work without memory protection; ERR_PTR otherwise.
 */
struct msm_gem_address_space *
msm_gem_vram_create(struct msm_gpu *gpu, u64 va_start, u64 va_size);
void msm_gem_vram_destroy(struct msm_gem_vram *vram);
/* Gives bo, new, its pages and GPU address in aspace's carveout */
int msm_gem_vram_attach(struct msm_gem_object *bo,
			struct msm_gem_address_space *aspace);
/* Before bo is freed: the helper must not free the carveout's pages */
void msm_gem_vram_detach(struct msm_gem_object *bo);
/* Before a range of the carveout can be carved again */
void msm_gem_vram_unmap(struct msm_gem_vram *vram);

int msm_gem_address_space_read32(struct msm_gem_address_space *aspace,
				 u64 iova, u32 *val);

struct drm_gem_object *msm_gem_create_object(struct drm_device *dev,
					     size_t size);
struct dma_buf_attachment;
struct drm_gem_object *
msm_gem_prime_import_sg_table(struct drm_device *dev,
			      struct dma_buf_attachment *attach,
			      struct sg_table *sgt);
int msm_gem_new_handle(struct drm_device *dev, struct drm_file *file,
		       u64 size, u32 flags, u32 *handle);
/*
 * Before the buffer's reservation lock is taken for
 * msm_gem_get_iova_locked(): see msm_shmem_sgt_locked()
 */
int msm_gem_prepare_iova(struct drm_gem_object *obj);
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
