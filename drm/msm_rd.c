// SPDX-License-Identifier: GPL-2.0-only
/*
 * rd and hangrd: command-stream capture in the format freedreno's tools
 * (cffdump, replay) read, from /sys/kernel/debug/dri/N/rd and hangrd.
 *
 * The file is a stream of sections: u32 type, u32 length, payload.  On
 * open come RD_GPU_ID and RD_CHIP_ID; then every submit the GPU is given
 * (rd), or every submit recovery captured (hangrd), as RD_CMD text, an
 * RD_GPUADDR per buffer, RD_BUFFER_CONTENTS of the command buffers (of
 * every read buffer with rd_full=1, of MSM_SUBMIT_BO_DUMP ones otherwise)
 * and an RD_CMDSTREAM_ADDR per BUF or CTX_RESTORE command.
 *
 * One reader at a time.  Nothing is written while nobody has the file
 * open.  read() blocks until there is data (O_NONBLOCK: EAGAIN) and
 * returns what there is; the reader is woken within a few ms of a record,
 * in batches.  With a reader, sections go into a kfifo of rd_buffer_kb
 * whole: the submitter (drm_sched's thread, before it takes gpu->lock)
 * waits for room rather than drop or cut anything, so a reader that keeps
 * up gets every submit, in order.  A reader that stops for rd_timeout_ms
 * would stall the scheduler for good, so then the submitter gives up,
 * once: that submit and the
 * following ones are dropped until the reader catches up, which is then
 * told so by an RD_NONE section of text, and debugfs rd_dropped (or
 * hangrd_dropped) counts them.  A section larger than the whole fifo is
 * streamed in pieces; if one is cut, the reader gets zeros for the rest
 * of it, so that the stream still parses.
 */

#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/dcache.h>
#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/highmem.h>
#include <linux/iosys-map.h>
#include <linux/jiffies.h>
#include <linux/kfifo.h>
#include <linux/kref.h>
#include <linux/log2.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/poll.h>
#include <linux/slab.h>
#include <linux/timer.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>
#include <linux/wait.h>
#include <drm/drm_file.h>
#include <drm/drm_print.h>

#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_gem.h"
#include "msm_gem_submit.h"
#include "msm_gpu.h"
#include "msm_rd.h"
#include "msm_submitqueue.h"

static bool rd_full;
module_param(rd_full, bool, 0600);
MODULE_PARM_DESC(rd_full, "rd: capture every buffer the GPU reads, not only command buffers and MSM_SUBMIT_BO_DUMP ones (default: no)");

static unsigned int rd_buffer_kb = 1024;
module_param(rd_buffer_kb, uint, 0600);
MODULE_PARM_DESC(rd_buffer_kb, "rd: capture buffer per reader in KiB, rounded down to a power of two, taken at open (default 1024)");

static unsigned int rd_timeout_ms = 500;
module_param(rd_timeout_ms, uint, 0600);
MODULE_PARM_DESC(rd_timeout_ms, "rd: how long a submit waits for a stalled reader before it is dropped (default 500)");

/* Section types: the numbers freedreno's redump.h gives them */
enum rd_sect_type {
	RD_NONE = 0,
	RD_TEST = 1,
	RD_CMD = 2,
	RD_GPUADDR = 3,
	RD_CONTEXT = 4,
	RD_CMDSTREAM = 5,
	RD_CMDSTREAM_ADDR = 6,
	RD_PARAM = 7,
	RD_FLUSH = 8,
	RD_PROGRAM = 9,
	RD_VERT_SHADER = 10,
	RD_FRAG_SHADER = 11,
	RD_BUFFER_CONTENTS = 12,
	RD_GPU_ID = 13,
	RD_CHIP_ID = 14,
};

struct rd_hdr {
	u32 type;
	u32 len;
};

/* The fifo's bounds: a page, so the open sections always fit */
#define RD_FIFO_MIN		SZ_4K
#define RD_FIFO_MAX		SZ_256M
/* How often a blocked reader checks that its file was not removed */
#define RD_REMOVED_POLL		(HZ / 2)
/* How late a reader may learn of records: they are batched meanwhile */
#define RD_WAKE_DELAY		max(msecs_to_jiffies(5), 1UL)
/* Text sections: RD_CMD lines, hangrd's reason, the dropped notice */
#define RD_TEXT_MAX		128

/* flags */
#define RD_BUSY			0	/* a reader has the file */

struct msm_rd_state {
	struct kref ref;		/* debugfs's and the open file's */
	struct drm_device *dev;
	unsigned long flags;
	/* Records are wanted: read without the lock to cost nothing else */
	bool open;
	/* One writer at a time; the fifo's buffer lives under it */
	struct mutex write_lock;
	/* Readers of one file (threads) take turns */
	struct mutex read_lock;
	wait_queue_head_t readq;	/* the reader waits for data */
	struct timer_list wake_timer;	/* wakes it a little later */
	wait_queue_head_t writeq;	/* a writer waits for room */
	/* One writer and one reader: kfifo needs no lock between them */
	struct kfifo fifo;
	void *buf;
	/*
	 * Zero bytes the stream owes after a section was cut: the reader
	 * hands them out once the fifo is empty, writers add nothing before.
	 */
	u32 owed;
	/* Under write_lock: submits are dropped until the reader caught up */
	bool stalled;
	u32 unreported;			/* dropped since the last notice */
	u32 dropped;			/* debugfs: dropped or cut submits */
};

/* One submit being written: gives up waiting at a common deadline */
struct rd_writer {
	struct msm_rd_state *rd;
	unsigned long deadline;
	bool waited;
	bool failed;			/* the reader went or stalled */
	bool streaming;			/* the section is larger than the fifo */
	u32 left;			/* bytes of the section still to write */
};

static void rd_free(struct kref *ref)
{
	struct msm_rd_state *rd = container_of(ref, struct msm_rd_state, ref);

	mutex_destroy(&rd->write_lock);
	mutex_destroy(&rd->read_lock);
	kfree(rd);
}

static void rd_wake(wait_queue_head_t *wq)
{
	/* Cheap when nobody waits: the common case on both sides */
	if (wq_has_sleeper(wq))
		wake_up(wq);
}

static void rd_wake_timer(struct timer_list *t)
{
	struct msm_rd_state *rd = from_timer(rd, t, wake_timer);

	wake_up(&rd->readq);
}

/*
 * A reader woken for every submit would cost a switch to it and a read()
 * each: it is woken once a few submits are in (or soon after the last),
 * at once for a hang, and whenever a writer is about to wait for room.
 */
static void rd_wake_reader(struct msm_rd_state *rd, bool now)
{
	if (now || kfifo_len(&rd->fifo) >= kfifo_size(&rd->fifo) / 8)
		rd_wake(&rd->readq);
	else if (!timer_pending(&rd->wake_timer))
		mod_timer(&rd->wake_timer, jiffies + RD_WAKE_DELAY);
}

static bool rd_readable(struct msm_rd_state *rd)
{
	return !kfifo_is_empty(&rd->fifo) || READ_ONCE(rd->owed);
}

/* Waits, uninterruptibly and up to the writer's deadline, for room */
static bool rd_wait(struct rd_writer *w, unsigned int need)
{
	struct msm_rd_state *rd = w->rd;
	long left;

	if (w->failed)
		return false;
	if (kfifo_avail(&rd->fifo) >= need)
		return true;

	if (!w->waited) {
		w->waited = true;
		w->deadline = jiffies + msecs_to_jiffies(rd_timeout_ms);
	}
	/* What is there already may be all the reader waits for */
	rd_wake(&rd->readq);
	left = max_t(long, (long)(w->deadline - jiffies), 1);
	left = wait_event_timeout(rd->writeq,
				  kfifo_avail(&rd->fifo) >= need ||
				  !READ_ONCE(rd->open), left);
	if (!left || !READ_ONCE(rd->open)) {
		w->failed = true;
		return false;
	}
	return true;
}

/*
 * Starts a section: with room for all of it if it fits the fifo, else
 * (a large buffer) only for the header, the rest going in pieces.
 */
static bool rd_begin(struct rd_writer *w, u32 type, u32 len)
{
	struct msm_rd_state *rd = w->rd;
	struct rd_hdr hdr = { .type = type, .len = len };
	u32 need = sizeof(hdr) + len;

	w->streaming = need > kfifo_size(&rd->fifo);
	if (!rd_wait(w, w->streaming ? sizeof(hdr) : need))
		return false;
	kfifo_in(&rd->fifo, &hdr, sizeof(hdr));
	w->left = len;
	return true;
}

/* How much of n bytes may go in now: all of it unless streaming */
static u32 rd_room(struct rd_writer *w, u32 n)
{
	if (!w->streaming)
		return n;
	n = min(n, kfifo_size(&w->rd->fifo) / 4);
	return rd_wait(w, n) ? n : 0;
}

static void rd_put(struct rd_writer *w, const void *data, u32 n)
{
	const u8 *p = data;

	while (n) {
		u32 piece = rd_room(w, n);

		if (!piece)
			return;
		kfifo_in(&w->rd->fifo, p, piece);
		p += piece;
		n -= piece;
		w->left -= piece;
	}
}

static void rd_end(struct rd_writer *w)
{
	if (!w->left)
		return;
	/*
	 * Cut short: the header promised more, zeros make it up, and the
	 * zeros must come before anything else, so the submit ends here.
	 */
	smp_store_release(&w->rd->owed, w->left);
	w->left = 0;
	w->failed = true;
}

/* Writes a whole section, or nothing if the reader went or stalled */
static void rd_section(struct rd_writer *w, u32 type, const void *data,
		       u32 len)
{
	if (!rd_begin(w, type, len))
		return;
	rd_put(w, data, len);
	rd_end(w);
}

/* Text as upstream writes it: padded with NULs to whole dwords */
static __printf(2, 3) u32 rd_text(char *text, const char *fmt, ...)
{
	va_list args;
	int n;

	memset(text, 0, RD_TEXT_MAX);
	va_start(args, fmt);
	n = vscnprintf(text, RD_TEXT_MAX - 3, fmt, args);
	va_end(args);
	return ALIGN(n, 4);
}

static void rd_addr(struct rd_writer *w, u32 type, u64 iova, u32 size)
{
	u32 addr[3] = { lower_32_bits(iova), size, upper_32_bits(iova) };

	rd_section(w, type, addr, sizeof(addr));
}

/* Page by page: no vmap, whose set-up and teardown cost more than a copy */
static void rd_put_pages(struct rd_writer *w, struct page **pages,
			 u64 offset, u32 size)
{
	while (size) {
		u32 off = offset_in_page(offset);
		u32 n = rd_room(w, min_t(u32, size, PAGE_SIZE - off));
		void *vaddr;

		if (!n)
			return;
		vaddr = kmap_local_page(pages[offset >> PAGE_SHIFT]);
		kfifo_in(&w->rd->fifo, vaddr + off, n);
		kunmap_local(vaddr);
		offset += n;
		size -= n;
		w->left -= n;
	}
}

/* An imported buffer has no pages of ours: its exporter maps it */
static void rd_contents_imported(struct rd_writer *w,
				 struct drm_gem_shmem_object *shmem,
				 u64 offset, u32 size)
{
	struct iosys_map map;

	if (msm_shmem_vmap_unlocked(shmem, &map))
		return;
	if (!map.is_iomem && rd_begin(w, RD_BUFFER_CONTENTS, size)) {
		rd_put(w, map.vaddr + offset, size);
		rd_end(w);
	}
	msm_shmem_vunmap_unlocked(shmem, &map);
}

/* Copies size bytes at offset of a buffer */
static void rd_contents(struct rd_writer *w, struct drm_gem_object *obj,
			u64 offset, u32 size)
{
	struct drm_gem_shmem_object *shmem = &to_msm_bo(obj)->base;

	if (w->failed)
		return;
	if (obj->import_attach) {
		rd_contents_imported(w, shmem, offset, size);
		return;
	}
	/* Pinned for the GPU already: this only counts a use */
	if (msm_shmem_get_pages(shmem))
		return;
	if (rd_begin(w, RD_BUFFER_CONTENTS, size))
		rd_put_pages(w, shmem->pages, offset, size);
	rd_end(w);
	msm_shmem_put_pages(shmem);
}

/* A buffer captured whole (else only its command ranges) */
static bool rd_dump_whole(struct msm_gem_submit *submit, unsigned int i)
{
	u32 flags = submit->bos[i].flags;

	return (rd_full || (flags & MSM_SUBMIT_BO_DUMP)) &&
	       (flags & MSM_SUBMIT_BO_READ);
}

static bool rd_cmd_has_addr(const struct msm_gem_submit_cmd *cmd)
{
	/* The tools follow IB targets from the buffers they were given */
	return cmd->type == MSM_SUBMIT_CMD_BUF ||
	       cmd->type == MSM_SUBMIT_CMD_CTX_RESTORE_BUF;
}

/* What a submit takes in the file, to know when it fits again */
static u64 rd_submit_size(struct msm_gem_submit *submit, u32 text_len)
{
	const u32 addr = sizeof(struct rd_hdr) + 3 * sizeof(u32);
	u64 size = text_len;
	unsigned int i;

	for (i = 0; i < submit->nr_bos; i++) {
		size += addr;
		if (rd_dump_whole(submit, i))
			size += sizeof(struct rd_hdr) + submit->bos[i].obj->size;
	}
	for (i = 0; i < submit->nr_cmds; i++) {
		const struct msm_gem_submit_cmd *cmd = &submit->cmd[i];

		if (!rd_dump_whole(submit, cmd->idx))
			size += addr + sizeof(struct rd_hdr) + cmd->size * 4ull;
		if (rd_cmd_has_addr(cmd))
			size += addr;
	}
	return size;
}

/*
 * After a stall, a submit is written only once the reader has made room
 * for it (or emptied the fifo for a larger one), and it is told first.
 */
static bool rd_resume(struct rd_writer *w, u64 size)
{
	struct msm_rd_state *rd = w->rd;
	char note[RD_TEXT_MAX];
	u32 len, fifo = kfifo_size(&rd->fifo);

	if (!rd->stalled)
		return true;
	len = rd_text(note, "msm rd: %u submit(s) dropped or cut: the reader stalled for %u ms",
		      rd->unreported, rd_timeout_ms);
	size = min_t(u64, size + sizeof(struct rd_hdr) + len, fifo);
	/* Pairs with the reader's release: it paid every zero it owed */
	if (smp_load_acquire(&rd->owed) || kfifo_avail(&rd->fifo) < size)
		return false;
	rd_section(w, RD_NONE, note, len);
	rd->stalled = false;
	rd->unreported = 0;
	return true;
}

static void rd_write_bos(struct rd_writer *w, struct msm_gem_submit *submit)
{
	unsigned int i;

	for (i = 0; i < submit->nr_bos; i++) {
		struct msm_gem_submit_bo *bo = &submit->bos[i];

		/* Every buffer: the tools resolve addresses against them */
		rd_addr(w, RD_GPUADDR, bo->iova, bo->obj->size);
		if (rd_dump_whole(submit, i))
			rd_contents(w, bo->obj, 0, bo->obj->size);
	}
}

static void rd_write_cmds(struct rd_writer *w, struct msm_gem_submit *submit)
{
	unsigned int i;

	for (i = 0; i < submit->nr_cmds; i++) {
		struct msm_gem_submit_cmd *cmd = &submit->cmd[i];
		struct msm_gem_submit_bo *bo = &submit->bos[cmd->idx];

		if (rd_dump_whole(submit, cmd->idx))
			continue;
		rd_addr(w, RD_GPUADDR, cmd->iova, cmd->size * 4);
		if (bo->flags & MSM_SUBMIT_BO_READ)
			rd_contents(w, bo->obj, cmd->iova - bo->iova,
				    cmd->size * 4);
	}
	for (i = 0; i < submit->nr_cmds; i++) {
		struct msm_gem_submit_cmd *cmd = &submit->cmd[i];

		if (rd_cmd_has_addr(cmd))
			rd_addr(w, RD_CMDSTREAM_ADDR, cmd->iova, cmd->size);
	}
}

static void rd_write_submit(struct msm_rd_state *rd,
			    struct msm_gem_submit *submit, const char *why)
{
	struct rd_writer w = { .rd = rd };
	char why_text[RD_TEXT_MAX], cmd[RD_TEXT_MAX];
	u32 why_len = 0, cmd_len;

	if (why)
		why_len = rd_text(why_text, "%s", why);
	/* Upstream's line first (tools match the comm), then the queue's */
	cmd_len = rd_text(cmd, "%s/%d: fence=%u queue=%u fence_id=%d",
			  submit->comm, pid_nr(submit->pid), submit->seqno,
			  submit->queue->id, submit->fence_id);

	if (!rd_resume(&w, rd_submit_size(submit, why_len + cmd_len))) {
		rd->dropped++;
		rd->unreported++;
		return;
	}
	if (why)
		rd_section(&w, RD_CMD, why_text, why_len);
	rd_section(&w, RD_CMD, cmd, cmd_len);
	rd_write_bos(&w, submit);
	rd_write_cmds(&w, submit);

	if (w.failed && READ_ONCE(rd->open)) {
		rd->stalled = true;
		rd->dropped++;
		rd->unreported++;
	}
	rd_wake_reader(rd, !!why);
}

/*
 * Writers hold a reference while they write (msm_rd_cleanup may take the
 * state away meanwhile); rd->write_lock orders them.
 */
void msm_rd_dump_submit(struct msm_drm_private *priv,
			struct msm_gem_submit *submit, const char *why)
{
	struct msm_rd_state *rd;

	spin_lock(&priv->rd_lock);
	rd = why ? priv->hangrd : priv->rd;
	if (rd && READ_ONCE(rd->open))
		kref_get(&rd->ref);
	else
		rd = NULL;
	spin_unlock(&priv->rd_lock);
	if (!rd)
		return;

	mutex_lock(&rd->write_lock);
	/* The reader may have gone meanwhile, and the fifo with it */
	if (rd->open)
		rd_write_submit(rd, submit, why);
	mutex_unlock(&rd->write_lock);
	kref_put(&rd->ref, rd_free);
}

/* The fifo for a new reader, with the sections the tools need first */
static int rd_start(struct msm_rd_state *rd, struct msm_gpu *gpu)
{
	struct rd_writer w = { .rd = rd };
	u64 size = clamp_t(u64, rd_buffer_kb * 1024ull, RD_FIFO_MIN,
			   RD_FIFO_MAX);
	u64 gpu_id = 0, chip_id = 0;
	u32 id, len = 0;
	void *buf;

	size = rounddown_pow_of_two(size);
	buf = vmalloc(size);
	if (!buf)
		return -ENOMEM;
	/* Static facts of the GPU: no client, no lock needed */
	gpu->funcs->get_param(gpu, NULL, MSM_PARAM_GPU_ID, &gpu_id, &len);
	gpu->funcs->get_param(gpu, NULL, MSM_PARAM_CHIP_ID, &chip_id, &len);
	id = gpu_id;

	mutex_lock(&rd->write_lock);
	/* Cannot fail: the size is a power of two of a page or more */
	if (kfifo_init(&rd->fifo, buf, size)) {
		mutex_unlock(&rd->write_lock);
		vfree(buf);
		return -EINVAL;
	}
	rd->buf = buf;
	rd->owed = 0;
	rd->stalled = false;
	rd->unreported = 0;
	rd_section(&w, RD_GPU_ID, &id, sizeof(id));
	rd_section(&w, RD_CHIP_ID, &chip_id, sizeof(chip_id));
	WRITE_ONCE(rd->open, true);
	mutex_unlock(&rd->write_lock);
	return 0;
}

static int rd_open(struct inode *inode, struct file *file)
{
	struct msm_rd_state *rd = inode->i_private;
	struct msm_gpu *gpu = to_msm_priv(rd->dev)->gpu;
	int ret;

	if (!gpu)
		return -ENODEV;
	if (test_and_set_bit_lock(RD_BUSY, &rd->flags))
		return -EBUSY;
	ret = rd_start(rd, gpu);
	if (ret) {
		clear_bit_unlock(RD_BUSY, &rd->flags);
		return ret;
	}
	/* The file may outlive the device: msm_rd_cleanup drops its own */
	kref_get(&rd->ref);
	file->private_data = rd;
	return nonseekable_open(inode, file);
}

static int rd_release(struct inode *inode, struct file *file)
{
	struct msm_rd_state *rd = file->private_data;

	WRITE_ONCE(rd->open, false);
	wake_up_all(&rd->writeq);
	/* A writer still at it sees the flag and gives up */
	mutex_lock(&rd->write_lock);
	/* Writers arm it only while open: it stays off from here */
	del_timer_sync(&rd->wake_timer);
	vfree(rd->buf);
	rd->buf = NULL;
	mutex_unlock(&rd->write_lock);
	clear_bit_unlock(RD_BUSY, &rd->flags);
	kref_put(&rd->ref, rd_free);
	return 0;
}

/* Whatever is there: records, or the zeros a cut section owes */
static ssize_t rd_read_some(struct msm_rd_state *rd, char __user *ubuf,
			    size_t count)
{
	/* owed first: the bytes it follows are in the fifo by then */
	u32 owed = smp_load_acquire(&rd->owed);
	unsigned int copied;

	count = min_t(size_t, count, INT_MAX);
	if (!kfifo_is_empty(&rd->fifo)) {
		if (kfifo_to_user(&rd->fifo, ubuf, count, &copied))
			return -EFAULT;
	} else if (owed) {
		copied = min_t(size_t, count, owed);
		if (clear_user(ubuf, copied))
			return -EFAULT;
		/* Pairs with rd_resume()'s acquire: writers may follow */
		smp_store_release(&rd->owed, owed - copied);
	} else {
		return 0;
	}
	rd_wake(&rd->writeq);
	return copied;
}

static ssize_t rd_read(struct file *file, char __user *ubuf, size_t count,
		       loff_t *ppos)
{
	struct msm_rd_state *rd = file->private_data;
	ssize_t ret;

	if (!count)
		return 0;
	ret = mutex_lock_interruptible(&rd->read_lock);
	if (ret)
		return ret;
	for (;;) {
		ret = rd_read_some(rd, ubuf, count);
		if (ret)
			break;
		if (file->f_flags & O_NONBLOCK) {
			ret = -EAGAIN;
			break;
		}
		/*
		 * Removing the device waits for debugfs readers to return,
		 * and nothing will come once it is going: end of file.
		 */
		if (d_unlinked(file->f_path.dentry))
			break;
		ret = wait_event_interruptible_timeout(rd->readq,
						       rd_readable(rd),
						       RD_REMOVED_POLL);
		if (ret < 0)
			break;
	}
	mutex_unlock(&rd->read_lock);
	if (ret > 0)
		*ppos += ret;
	return ret;
}

static __poll_t rd_poll(struct file *file, poll_table *wait)
{
	struct msm_rd_state *rd = file->private_data;

	poll_wait(file, &rd->readq, wait);
	return rd_readable(rd) ? EPOLLIN | EPOLLRDNORM : 0;
}

static const struct file_operations rd_fops = {
	.owner = THIS_MODULE,
	.open = rd_open,
	.release = rd_release,
	.read = rd_read,
	.poll = rd_poll,
	MSM_NO_LLSEEK
};

static struct msm_rd_state *rd_create(struct drm_minor *minor,
				      const char *name, const char *counter)
{
	struct msm_rd_state *rd = kzalloc(sizeof(*rd), GFP_KERNEL);

	if (!rd)
		return NULL;
	kref_init(&rd->ref);
	rd->dev = minor->dev;
	mutex_init(&rd->write_lock);
	mutex_init(&rd->read_lock);
	init_waitqueue_head(&rd->readq);
	init_waitqueue_head(&rd->writeq);
	timer_setup(&rd->wake_timer, rd_wake_timer, 0);
	/* debugfs's proxy keeps rd alive for open and reads until removal */
	debugfs_create_file(name, 0400, minor->debugfs_root, rd, &rd_fops);
	debugfs_create_u32(counter, 0444, minor->debugfs_root, &rd->dropped);
	return rd;
}

void msm_rd_debugfs_init(struct drm_minor *minor)
{
	struct msm_drm_private *priv = to_msm_priv(minor->dev);

	/* One capture per device: the render node shares the primary's */
	if (minor->type != DRM_MINOR_PRIMARY || priv->rd)
		return;
	priv->rd = rd_create(minor, "rd", "rd_dropped");
	priv->hangrd = rd_create(minor, "hangrd", "hangrd_dropped");
	if (!priv->rd || !priv->hangrd)
		drm_warn(minor->dev, "no memory for rd capture\n");
}

void msm_rd_cleanup(struct msm_drm_private *priv)
{
	struct msm_rd_state *rd, *hangrd;

	/* Writers from now on find none; those writing hold their own ref */
	spin_lock(&priv->rd_lock);
	rd = priv->rd;
	hangrd = priv->hangrd;
	priv->rd = NULL;
	priv->hangrd = NULL;
	spin_unlock(&priv->rd_lock);

	/* A file still open keeps its state until it is closed */
	if (rd)
		kref_put(&rd->ref, rd_free);
	if (hangrd)
		kref_put(&hangrd->ref, rd_free);
}
