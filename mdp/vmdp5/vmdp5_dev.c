// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual MDP5 device.  Register accesses take a spinlock, as the
 * vsync timers (hard interrupt context) latch flushes and raise the
 * interrupt under it.  A running timing engine gets a timer at its
 * refresh rate (VSYNC_PERIOD_F0's pixels at the interface's pixel clock);
 * each expiry is a vsync, and the controller's interrupt line, a Linux
 * IRQ of our own, fires from it while an enabled status bit is set.
 *
 * Scanout happens only when debugfs asks for a frame: the live registers
 * are copied under the lock, and the frame composed from the copy, its
 * memory read through the GPU's address space (ops->read), which waits
 * out any unmap as the GPU's own accesses do.
 */

#include <linux/debugfs.h>
#include <linux/fs.h>
#include <linux/hrtimer.h>
#include <linux/irq.h>
#include <linux/ktime.h>
#include <linux/mutex.h>
#include <linux/seq_file.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>
#include <linux/vmalloc.h>

#include "vmdp5_dev.h"

/* A refresh rate between 1 and 1000 Hz, 60 Hz without a pixel clock */
#define VMDP5_DEFAULT_PERIOD_NS	16666667ull

struct vmdp5_timer {
	struct hrtimer timer;
	struct vmdp5_dev *vd;
	int intf;
	bool running;
	unsigned long pclk;
};

/* What a monitor's debugfs files point at */
struct vmdp5_output {
	struct vmdp5_dev *vd;
	unsigned int n;
};

struct vmdp5_dev {
	struct vmdp5_dev_ops ops;
	spinlock_t lock;		/* the registers, the timers' state */
	struct vmdp5 *hw;
	struct vmdp5_timer timers[VMDP5_INTFS];
	int irq;
	unsigned int outputs;
	bool connected[VMDP5_MAX_OUTPUTS];
	u8 edid[VMDP5_MAX_OUTPUTS][VMDP5_EDID_SIZE];
	struct vmdp5_output output[VMDP5_MAX_OUTPUTS];
	struct mutex capture_lock;	/* one composition at a time */
	u32 *snapshot;			/* the live registers, copied */
};

static const int vmdp5_output_intf[VMDP5_MAX_OUTPUTS] = { 3, 0 };

int vmdp5_dev_output_intf(unsigned int output)
{
	return vmdp5_output_intf[output];
}

static u64 vmdp5_period_ns(struct vmdp5_dev *vd, int intf)
{
	u64 pixels = vmdp5_intf_frame_pixels(vd->hw, intf);
	unsigned long pclk = vd->timers[intf].pclk;
	u64 ns;

	if (!pixels || !pclk)
		return VMDP5_DEFAULT_PERIOD_NS;
	ns = div_u64(pixels * NSEC_PER_SEC, pclk);
	return clamp_t(u64, ns, NSEC_PER_MSEC, NSEC_PER_SEC);
}

static enum hrtimer_restart vmdp5_vsync_timer(struct hrtimer *timer)
{
	struct vmdp5_timer *t = container_of(timer, struct vmdp5_timer, timer);
	struct vmdp5_dev *vd = t->vd;
	unsigned long flags;
	bool irq;
	u64 period;

	spin_lock_irqsave(&vd->lock, flags);
	if (!vmdp5_intf_enabled(vd->hw, t->intf)) {
		t->running = false;
		spin_unlock_irqrestore(&vd->lock, flags);
		return HRTIMER_NORESTART;
	}
	vmdp5_vsync(vd->hw, t->intf);
	irq = vmdp5_irq_pending(vd->hw);
	period = vmdp5_period_ns(vd, t->intf);
	spin_unlock_irqrestore(&vd->lock, flags);

	if (irq)
		generic_handle_irq(vd->irq);
	hrtimer_forward_now(timer, ns_to_ktime(period));
	return HRTIMER_RESTART;
}

/* Under the lock, after a write: a timing engine that started runs */
static void vmdp5_timers_update(struct vmdp5_dev *vd)
{
	int i;

	for (i = 0; i < VMDP5_INTFS; i++) {
		struct vmdp5_timer *t = &vd->timers[i];

		if (t->running || !vmdp5_intf_enabled(vd->hw, i))
			continue;
		t->running = true;
		hrtimer_start(&t->timer, ns_to_ktime(vmdp5_period_ns(vd, i)),
			      HRTIMER_MODE_REL);
	}
}

u32 vmdp5_dev_read(struct vmdp5_dev *vd, enum vmdp5_window win, u32 offset)
{
	unsigned long flags;
	u32 val;

	spin_lock_irqsave(&vd->lock, flags);
	val = vmdp5_read(vd->hw, win, offset);
	spin_unlock_irqrestore(&vd->lock, flags);
	return val;
}

void vmdp5_dev_write(struct vmdp5_dev *vd, enum vmdp5_window win, u32 offset,
		     u32 val)
{
	unsigned long flags;

	spin_lock_irqsave(&vd->lock, flags);
	vmdp5_write(vd->hw, win, offset, val);
	vmdp5_timers_update(vd);
	spin_unlock_irqrestore(&vd->lock, flags);
}

int vmdp5_dev_irq(struct vmdp5_dev *vd)
{
	return vd->irq;
}

void vmdp5_dev_set_pixel_clock(struct vmdp5_dev *vd, int intf,
			       unsigned long hz)
{
	unsigned long flags;

	if (intf < 0 || intf >= VMDP5_INTFS)
		return;
	spin_lock_irqsave(&vd->lock, flags);
	vd->timers[intf].pclk = hz;
	spin_unlock_irqrestore(&vd->lock, flags);
}

unsigned int vmdp5_dev_outputs(struct vmdp5_dev *vd)
{
	return vd->outputs;
}

bool vmdp5_dev_connected(struct vmdp5_dev *vd, unsigned int output)
{
	return output < vd->outputs && READ_ONCE(vd->connected[output]);
}

const u8 *vmdp5_dev_edid(struct vmdp5_dev *vd, unsigned int output)
{
	return vd->edid[output];
}

/* Fetches for the scanout: through the GPU's address space */
static int vmdp5_dev_fetch(void *priv, vd_u64 iova, void *dst, vd_u32 len)
{
	struct vmdp5_dev *vd = priv;

	return vd->ops.read(vd->ops.priv, iova, dst, len);
}

/*
 * debugfs "vdisplayN_frame": the frame output N shows, composed at open,
 * as a binary PPM (P6, 8 bits a channel); ENODATA while nothing drives it
 */
struct vmdp5_capture {
	size_t size;
	char data[];
};

static struct vmdp5_capture *vmdp5_compose_frame(struct vmdp5_dev *vd,
						 int intf)
{
	const struct vmdp5_host host = {
		.priv = vd, .read = vmdp5_dev_fetch,
	};
	struct vmdp5_frame f = { 0 };
	struct vmdp5_capture *cap;
	unsigned long flags;
	int header, n;

	spin_lock_irqsave(&vd->lock, flags);
	memcpy(vd->snapshot, vd->hw->live, sizeof(vd->hw->live));
	spin_unlock_irqrestore(&vd->lock, flags);
	if (vmdp5_frame_size(vd->snapshot, intf, &f.width, &f.height))
		return ERR_PTR(-ENODATA);

	cap = vmalloc(sizeof(*cap) + 32 + f.width * f.height * 3);
	f.row = kmalloc(VMDP5_ROW_BYTES, GFP_KERNEL);
	if (!cap || !f.row) {
		vfree(cap);
		kfree(f.row);
		return ERR_PTR(-ENOMEM);
	}
	header = scnprintf(cap->data, 32, "P6\n%u %u\n255\n", f.width,
			   f.height);
	f.rgb = cap->data + header;
	cap->size = header + f.width * f.height * 3;
	n = vmdp5_compose(vd->snapshot, &host, intf, &f);
	kfree(f.row);

	spin_lock_irqsave(&vd->lock, flags);
	vd->hw->stats.composes++;
	if (n < 0)
		vd->hw->stats.bad_state++;
	else
		vd->hw->stats.underruns += n;
	spin_unlock_irqrestore(&vd->lock, flags);
	if (n < 0) {
		vfree(cap);
		return ERR_PTR(-EIO);
	}
	return cap;
}

static int vmdp5_frame_open(struct inode *inode, struct file *file)
{
	struct vmdp5_output *out = inode->i_private;
	struct vmdp5_dev *vd = out->vd;
	struct vmdp5_capture *cap;

	mutex_lock(&vd->capture_lock);
	cap = vmdp5_compose_frame(vd, vmdp5_output_intf[out->n]);
	mutex_unlock(&vd->capture_lock);
	if (IS_ERR(cap))
		return PTR_ERR(cap);
	file->private_data = cap;
	return 0;
}

static ssize_t vmdp5_frame_read(struct file *file, char __user *buf,
				size_t count, loff_t *ppos)
{
	struct vmdp5_capture *cap = file->private_data;

	return simple_read_from_buffer(buf, count, ppos, cap->data, cap->size);
}

static int vmdp5_frame_release(struct inode *inode, struct file *file)
{
	vfree(file->private_data);
	return 0;
}

static const struct file_operations vmdp5_frame_fops = {
	.owner = THIS_MODULE,
	.open = vmdp5_frame_open,
	.read = vmdp5_frame_read,
	.release = vmdp5_frame_release,
	.llseek = default_llseek,
};

/* debugfs "vdisplayN_connected": writing 1 plugs monitor N in, 0 out */
static ssize_t vmdp5_connected_read(struct file *file, char __user *buf,
				    size_t count, loff_t *ppos)
{
	struct vmdp5_output *out = file->private_data;
	char text[2] = { vmdp5_dev_connected(out->vd, out->n) ? '1' : '0',
			 '\n' };

	return simple_read_from_buffer(buf, count, ppos, text, sizeof(text));
}

static ssize_t vmdp5_connected_write(struct file *file,
				     const char __user *buf, size_t count,
				     loff_t *ppos)
{
	struct vmdp5_output *out = file->private_data;
	struct vmdp5_dev *vd = out->vd;
	bool on;
	int ret;

	ret = kstrtobool_from_user(buf, count, &on);
	if (ret)
		return ret;
	if (READ_ONCE(vd->connected[out->n]) != on) {
		WRITE_ONCE(vd->connected[out->n], on);
		vd->ops.hotplug(vd->ops.priv);
	}
	return count;
}

static const struct file_operations vmdp5_connected_fops = {
	.owner = THIS_MODULE,
	.open = simple_open,
	.read = vmdp5_connected_read,
	.write = vmdp5_connected_write,
	.llseek = default_llseek,
};

static int vmdp5_stats_show(struct seq_file *m, void *unused)
{
	struct vmdp5_dev *vd = m->private;
	struct vmdp5_stats s;
	unsigned long flags;
	int i;

	spin_lock_irqsave(&vd->lock, flags);
	s = vd->hw->stats;
	spin_unlock_irqrestore(&vd->lock, flags);
	for (i = 0; i < VMDP5_INTFS; i++)
		seq_printf(m, "intf%d_vsyncs: %llu\n", i, s.vsyncs[i]);
	seq_printf(m, "flushes: %llu\n", s.flushes);
	seq_printf(m, "flips: %llu\n", s.latches);
	seq_printf(m, "composes: %llu\n", s.composes);
	seq_printf(m, "underruns: %llu\n", s.underruns);
	seq_printf(m, "bad_state: %llu\n", s.bad_state);
	return 0;
}
DEFINE_SHOW_ATTRIBUTE(vmdp5_stats);

void vmdp5_dev_debugfs_init(struct vmdp5_dev *vd, struct dentry *root)
{
	unsigned int i;
	char name[32];

	debugfs_create_file("vdisplay_stats", 0444, root, vd,
			    &vmdp5_stats_fops);
	for (i = 0; i < vd->outputs; i++) {
		snprintf(name, sizeof(name), "vdisplay%u_frame", i);
		debugfs_create_file(name, 0400, root, &vd->output[i],
				    &vmdp5_frame_fops);
		snprintf(name, sizeof(name), "vdisplay%u_connected", i);
		debugfs_create_file(name, 0600, root, &vd->output[i],
				    &vmdp5_connected_fops);
	}
}

struct vmdp5_dev *vmdp5_dev_create(const struct vmdp5_dev_ops *ops,
				   unsigned int outputs)
{
	const struct vmdp5_host host = { 0 };
	struct vmdp5_dev *vd;
	int i, irq;

	vd = kzalloc(sizeof(*vd), GFP_KERNEL);
	if (!vd)
		return ERR_PTR(-ENOMEM);
	vd->hw = vzalloc(sizeof(*vd->hw));
	vd->snapshot = vzalloc(sizeof(vd->hw->live));
	if (!vd->hw || !vd->snapshot)
		goto fail;
	vd->ops = *ops;
	vd->outputs = min_t(unsigned int, outputs, VMDP5_MAX_OUTPUTS);
	spin_lock_init(&vd->lock);
	mutex_init(&vd->capture_lock);
	vmdp5_init(vd->hw, &host);
	for (i = 0; i < vd->outputs; i++) {
		vd->connected[i] = true;
		vd->output[i].vd = vd;
		vd->output[i].n = i;
		vmdp5_edid(vd->edid[i], i);
	}
	for (i = 0; i < VMDP5_INTFS; i++) {
		hrtimer_init(&vd->timers[i].timer, CLOCK_MONOTONIC,
			     HRTIMER_MODE_REL);
		vd->timers[i].timer.function = vmdp5_vsync_timer;
		vd->timers[i].vd = vd;
		vd->timers[i].intf = i;
	}

	/* No owner, as the vgpu's lines: a request would pin this module */
	irq = __irq_alloc_descs(-1, 1, 1, NUMA_NO_NODE, NULL, NULL);
	if (irq < 0)
		goto fail;
	irq_set_chip_and_handler(irq, &dummy_irq_chip, handle_simple_irq);
	irq_clear_status_flags(irq, IRQ_NOREQUEST | IRQ_NOPROBE);
	vd->irq = irq;
	return vd;

fail:
	vfree(vd->snapshot);
	vfree(vd->hw);
	kfree(vd);
	return ERR_PTR(-ENOMEM);
}

/* After the interrupt's handler is freed */
void vmdp5_dev_destroy(struct vmdp5_dev *vd)
{
	int i;

	for (i = 0; i < VMDP5_INTFS; i++)
		hrtimer_cancel(&vd->timers[i].timer);
	irq_free_descs(vd->irq, 1);
	mutex_destroy(&vd->capture_lock);
	vfree(vd->snapshot);
	vfree(vd->hw);
	kfree(vd);
}
