// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual Adreno device: a platform device that hosts the GPU model.
 *
 * Register reads and writes go to the model under one lock; the model
 * reaches memory only through the page table the driver writes, the way
 * a GPU behind an SMMU does.
 */

#include <linux/debugfs.h>
#include <linux/dma-mapping.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>

#include "adreno_gpu.h"
#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_mmu.h"
#include "vgpu.h"
#include "model/model.h"

#define VGPU_DRIVER_NAME	"msm_vgpu"

struct vgpu {
	struct adreno_gpu adreno;
	spinlock_t lock;		/* serializes the model */
	struct am_gpu *model;
};

static struct platform_device *vgpu_pdev;

static struct vgpu *to_vgpu(struct msm_gpu *gpu)
{
	return container_of(gpu, struct vgpu, adreno.base);
}

static u32 vgpu_reg_read(struct msm_gpu *gpu, u32 reg)
{
	struct vgpu *vgpu = to_vgpu(gpu);
	u32 val;

	spin_lock(&vgpu->lock);
	val = am_reg_read(vgpu->model, reg);
	spin_unlock(&vgpu->lock);
	return val;
}

static void vgpu_reg_write(struct msm_gpu *gpu, u32 reg, u32 val)
{
	struct vgpu *vgpu = to_vgpu(gpu);

	spin_lock(&vgpu->lock);
	am_reg_write(vgpu->model, reg, val);
	spin_unlock(&vgpu->lock);
}

static const struct msm_gpu_io vgpu_io = {
	.read = vgpu_reg_read,
	.write = vgpu_reg_write,
};

/* The model's view of memory: any page of RAM the page table points at */
static void *vgpu_host_page(void *priv, am_u64 pa)
{
	unsigned long pfn = pa >> PAGE_SHIFT;

	if (!pfn_valid(pfn))
		return NULL;
	return page_address(pfn_to_page(pfn)) + (pa & ~PAGE_MASK);
}

static am_u64 vgpu_host_now_ns(void *priv)
{
	return ktime_get_ns();
}

/*
 * debugfs "vgpu_mem": GPU memory as the model sees it, the file offset
 * being the GPU address.  Reading an unmapped address gives EIO.
 */
static ssize_t vgpu_mem_read(struct file *file, char __user *buf,
			     size_t count, loff_t *ppos)
{
	struct vgpu *vgpu = file->private_data;
	enum am_fault fault;
	void *bounce;
	ssize_t ret;

	if (*ppos < 0 || *ppos >= SZ_4G)
		return 0;
	count = min_t(size_t, count, PAGE_SIZE);
	count = min_t(u64, count, SZ_4G - *ppos);

	bounce = kmalloc(count, GFP_KERNEL);
	if (!bounce)
		return -ENOMEM;

	spin_lock(&vgpu->lock);
	fault = am_mem_read(vgpu->model, *ppos, bounce, count);
	spin_unlock(&vgpu->lock);

	if (fault)
		ret = -EIO;
	else if (copy_to_user(buf, bounce, count))
		ret = -EFAULT;
	else
		ret = count;

	kfree(bounce);
	if (ret > 0)
		*ppos += ret;
	return ret;
}

static const struct file_operations vgpu_mem_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = vgpu_mem_read,
	.llseek = default_llseek,
};

static void vgpu_debugfs_init(struct msm_gpu *gpu, struct dentry *root)
{
	debugfs_create_file("vgpu_mem", 0400, root, to_vgpu(gpu),
			    &vgpu_mem_fops);
}

static const struct msm_gpu_funcs vgpu_funcs = {
	.get_param = adreno_get_param,
	.set_param = adreno_set_param,
	.debugfs_init = vgpu_debugfs_init,
};

static int vgpu_model_init(struct vgpu *vgpu, const struct adreno_info *info)
{
	const struct am_config cfg = {
		.chip_id = info->vgpu_chip_id,
		.gmem_bytes = info->gmem,
		.freq_mhz = info->max_freq / 1000000,
	};
	const struct am_host host = {
		.priv = vgpu,
		.page = vgpu_host_page,
		.now_ns = vgpu_host_now_ns,
	};

	vgpu->model = vzalloc(sizeof(*vgpu->model));
	if (!vgpu->model)
		return -ENOMEM;
	if (am_init(vgpu->model, &cfg, &host)) {
		vfree(vgpu->model);
		return -EINVAL;
	}
	return 0;
}

static void vgpu_destroy(struct vgpu *vgpu)
{
	adreno_gpu_cleanup(&vgpu->adreno);
	vfree(vgpu->model);
	kfree(vgpu);
}

static int vgpu_probe(struct platform_device *pdev)
{
	const struct adreno_info *info =
		*(const struct adreno_info **)dev_get_platdata(&pdev->dev);
	struct msm_mmu *mmu;
	struct vgpu *vgpu;
	u64 ttbr0;
	int ret;

	/* Page-table entries hold 40-bit physical addresses */
	ret = dma_set_mask_and_coherent(&pdev->dev, DMA_BIT_MASK(40));
	if (ret)
		return ret;

	vgpu = kzalloc(sizeof(*vgpu), GFP_KERNEL);
	if (!vgpu)
		return -ENOMEM;
	spin_lock_init(&vgpu->lock);

	ret = vgpu_model_init(vgpu, info);
	if (ret) {
		kfree(vgpu);
		return ret;
	}

	mmu = vgpu_mmu_create(&ttbr0);
	if (IS_ERR(mmu)) {
		vfree(vgpu->model);
		kfree(vgpu);
		return PTR_ERR(mmu);
	}
	am_smmu_write(vgpu->model, AM_SMMU_TTBR0_LO, lower_32_bits(ttbr0));
	am_smmu_write(vgpu->model, AM_SMMU_TTBR0_HI, upper_32_bits(ttbr0));
	am_smmu_write(vgpu->model, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);

	vgpu->adreno.base.funcs = &vgpu_funcs;
	vgpu->adreno.base.io = &vgpu_io;
	ret = adreno_gpu_init(&vgpu->adreno, &pdev->dev, info,
			      info->vgpu_chip_id, mmu);
	if (!ret)
		ret = msm_drm_create(&pdev->dev, &vgpu->adreno.base);
	if (ret) {
		vgpu_destroy(vgpu);
		return ret;
	}
	return 0;
}

static void vgpu_remove(struct platform_device *pdev)
{
	struct msm_drm_private *priv = dev_get_drvdata(&pdev->dev);
	struct msm_gpu *gpu = priv->gpu;

	msm_drm_destroy(&pdev->dev);
	vgpu_destroy(to_vgpu(gpu));
}

MSM_PLATFORM_REMOVE(vgpu_remove)

static struct platform_driver vgpu_driver = {
	.probe = vgpu_probe,
	MSM_PLATFORM_REMOVE_HOOK(vgpu_remove),
	.driver = {
		.name = VGPU_DRIVER_NAME,
	},
};

int vgpu_register(const struct adreno_info *info)
{
	struct platform_device *pdev;
	int ret;

	ret = platform_driver_register(&vgpu_driver);
	if (ret)
		return ret;

	pdev = platform_device_register_data(NULL, VGPU_DRIVER_NAME,
					     PLATFORM_DEVID_NONE,
					     &info, sizeof(info));
	if (IS_ERR(pdev)) {
		platform_driver_unregister(&vgpu_driver);
		return PTR_ERR(pdev);
	}

	/* Probing is synchronous: no driver bound means it failed */
	if (!pdev->dev.driver) {
		pr_err("msm: vgpu=%s: the virtual GPU failed to start\n",
		       info->name);
		platform_device_unregister(pdev);
		platform_driver_unregister(&vgpu_driver);
		return -ENODEV;
	}

	vgpu_pdev = pdev;
	return 0;
}

void vgpu_unregister(void)
{
	if (!vgpu_pdev)
		return;
	platform_device_unregister(vgpu_pdev);
	platform_driver_unregister(&vgpu_driver);
	vgpu_pdev = NULL;
}
