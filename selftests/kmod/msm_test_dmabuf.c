// SPDX-License-Identifier: GPL-2.0-only
/*
 * A dma-buf exporter for the selftests: its buffers' scatterlists need not
 * be in whole pages (see msm_test_dmabuf.h), as some exporters' are not,
 * so that a test can check what an importer does with such a segment.
 * Each buffer lies in four physically contiguous 4 KiB pages that the
 * exporter owns, so a segment's neighbouring bytes are its own (each
 * half page filled with a pattern of its own) and an importer that maps
 * too much shows them.
 */

#include <linux/dma-buf.h>
#include <linux/dma-mapping.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/mm.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/sizes.h>
#include <linux/slab.h>
#include <linux/uaccess.h>

#include "msm_test_dmabuf.h"

#define MSM_TEST_PAGES		4

struct msm_test_buf {
	struct page *pages;		/* MSM_TEST_PAGES * 4 KiB */
	enum msm_test_dmabuf_layout layout;
};

/* A segment at byte off of the buffer's pages */
static void msm_test_sg_set(struct scatterlist *sg, struct page *pages,
			    size_t off, unsigned int len)
{
	sg_set_page(sg, nth_page(pages, off >> PAGE_SHIFT), len,
		    off & ~PAGE_MASK);
}

static int msm_test_sg_fill(struct sg_table *sgt, struct msm_test_buf *buf)
{
	struct scatterlist *sg;
	int ret;

	ret = sg_alloc_table(sgt, buf->layout == MSM_TEST_DMABUF_LENGTH ? 2 : 1,
			     GFP_KERNEL);
	if (ret)
		return ret;
	sg = sgt->sgl;
	switch (buf->layout) {
	case MSM_TEST_DMABUF_ALIGNED:
		msm_test_sg_set(sg, buf->pages, SZ_4K, SZ_8K);
		break;
	case MSM_TEST_DMABUF_OFFSET:
		msm_test_sg_set(sg, buf->pages, SZ_2K, SZ_8K);
		break;
	default:
		msm_test_sg_set(sg, buf->pages, SZ_4K, SZ_4K + SZ_2K);
		msm_test_sg_set(sg_next(sg), buf->pages, 3 * SZ_4K, SZ_2K);
		break;
	}
	return 0;
}

static struct sg_table *msm_test_map(struct dma_buf_attachment *attach,
				     enum dma_data_direction dir)
{
	struct sg_table *sgt;
	int ret;

	sgt = kzalloc(sizeof(*sgt), GFP_KERNEL);
	if (!sgt)
		return ERR_PTR(-ENOMEM);
	ret = msm_test_sg_fill(sgt, attach->dmabuf->priv);
	if (!ret) {
		ret = dma_map_sgtable(attach->dev, sgt, dir, 0);
		if (ret)
			sg_free_table(sgt);
	}
	if (ret) {
		kfree(sgt);
		return ERR_PTR(ret);
	}
	return sgt;
}

static void msm_test_unmap(struct dma_buf_attachment *attach,
			   struct sg_table *sgt, enum dma_data_direction dir)
{
	dma_unmap_sgtable(attach->dev, sgt, dir, 0);
	sg_free_table(sgt);
	kfree(sgt);
}

static void msm_test_buf_free(struct msm_test_buf *buf)
{
	__free_pages(buf->pages, get_order(MSM_TEST_PAGES * SZ_4K));
	kfree(buf);
}

static void msm_test_release(struct dma_buf *dmabuf)
{
	msm_test_buf_free(dmabuf->priv);
}

static const struct dma_buf_ops msm_test_dmabuf_ops = {
	.map_dma_buf = msm_test_map,
	.unmap_dma_buf = msm_test_unmap,
	.release = msm_test_release,
};

/* The pages, their halves filled; below 4 GiB, for any GPU */
static struct page *msm_test_pages(void)
{
	struct page *pages;
	u32 *p;
	unsigned int i;

	pages = alloc_pages(GFP_KERNEL | GFP_DMA32,
			    get_order(MSM_TEST_PAGES * SZ_4K));
	if (!pages)
		return NULL;
	p = page_address(pages);
	for (i = 0; i < MSM_TEST_PAGES * SZ_4K / 4; i++)
		p[i] = MSM_TEST_DMABUF_FILL(i * 4 / SZ_2K);
	return pages;
}

static int msm_test_new(struct msm_test_dmabuf_new *args)
{
	DEFINE_DMA_BUF_EXPORT_INFO(info);
	struct msm_test_buf *buf;
	struct dma_buf *dmabuf;

	if (args->layout >= MSM_TEST_DMABUF_LAYOUTS)
		return -EINVAL;
	buf = kzalloc(sizeof(*buf), GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	buf->layout = args->layout;
	buf->pages = msm_test_pages();
	if (!buf->pages) {
		kfree(buf);
		return -ENOMEM;
	}

	info.ops = &msm_test_dmabuf_ops;
	info.size = MSM_TEST_DMABUF_SIZE;
	info.flags = O_RDWR;
	info.priv = buf;
	dmabuf = dma_buf_export(&info);
	if (IS_ERR(dmabuf)) {
		msm_test_buf_free(buf);
		return PTR_ERR(dmabuf);
	}
	args->fd = dma_buf_fd(dmabuf, O_CLOEXEC);
	if (args->fd < 0) {
		/* The last reference: release frees the buffer */
		dma_buf_put(dmabuf);
		return args->fd;
	}
	return 0;
}

static long msm_test_ioctl(struct file *file, unsigned int cmd,
			   unsigned long arg)
{
	struct msm_test_dmabuf_new args;
	int ret;

	if (cmd != MSM_TEST_DMABUF_NEW)
		return -ENOTTY;
	if (copy_from_user(&args, (void __user *)arg, sizeof(args)))
		return -EFAULT;
	ret = msm_test_new(&args);
	if (ret)
		return ret;
	/* The fd stays the caller's even if the copy fails, as DRM's do */
	if (copy_to_user((void __user *)arg, &args, sizeof(args)))
		return -EFAULT;
	return 0;
}

static const struct file_operations msm_test_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = msm_test_ioctl,
};

static struct miscdevice msm_test_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "msm_test_dmabuf",
	.fops = &msm_test_fops,
};

module_misc_device(msm_test_misc);

MODULE_DESCRIPTION("dma-buf exporter of buffers not in whole pages, for the msm selftests");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS(DMA_BUF);
