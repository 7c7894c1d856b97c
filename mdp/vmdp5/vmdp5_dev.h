/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The virtual MDP5 in the kernel: its register windows behind a lock, its
 * timing engines' vsyncs on timers at each mode's refresh rate, its
 * interrupt line, its monitors (EDID, hotplug) and, in debugfs, the frames
 * it scans out.
 */
#ifndef __VMDP5_DEV_H__
#define __VMDP5_DEV_H__

#include <linux/types.h>

#include "vmdp5.h"

struct dentry;
struct device;
struct vmdp5_dev;

/* Monitors: the first on INTF3 (HDMI), a second on INTF0 (eDP) */
#define VMDP5_MAX_OUTPUTS	2

struct vmdp5_dev_ops {
	void *priv;
	/* Reads memory as MDP's SMMU context sees it: 0, or an errno */
	int (*read)(void *priv, u64 iova, void *dst, u32 len);
	/* A monitor was plugged or unplugged */
	void (*hotplug)(void *priv);
};

struct vmdp5_dev *vmdp5_dev_create(const struct vmdp5_dev_ops *ops,
				   unsigned int outputs);
void vmdp5_dev_destroy(struct vmdp5_dev *vd);

u32 vmdp5_dev_read(struct vmdp5_dev *vd, enum vmdp5_window win, u32 offset);
void vmdp5_dev_write(struct vmdp5_dev *vd, enum vmdp5_window win, u32 offset,
		     u32 val);
/* The Linux interrupt the controller raises */
int vmdp5_dev_irq(struct vmdp5_dev *vd);
/* An interface's pixel clock, as a PLL would be set for its mode */
void vmdp5_dev_set_pixel_clock(struct vmdp5_dev *vd, int intf,
			       unsigned long hz);

unsigned int vmdp5_dev_outputs(struct vmdp5_dev *vd);
int vmdp5_dev_output_intf(unsigned int output);
bool vmdp5_dev_connected(struct vmdp5_dev *vd, unsigned int output);
const u8 *vmdp5_dev_edid(struct vmdp5_dev *vd, unsigned int output);

void vmdp5_dev_debugfs_init(struct vmdp5_dev *vd, struct dentry *root);

#endif /* __VMDP5_DEV_H__ */
