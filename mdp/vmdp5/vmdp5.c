// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual MDP5's registers: what the driver writes, what a flush makes
 * take effect and when, the timing engines' vsyncs and the interrupts.
 */

#include "vmdp5.h"
#include "vmdp5_layout.h"
#include "generated/mdp5.xml.h"

/* MSM8974's layout (vmdp5_layout.h) */
const vd_u32 vmdp5_ctl_base[VMDP5_CTLS] = {
	0x00500, 0x00600, 0x00700, 0x00800, 0x00900,
};

const vd_u32 vmdp5_pipe_base[VMDP5_PIPES] = {
	0x01100, 0x01500, 0x01900,	/* VIG */
	0x01d00, 0x02100, 0x02500,	/* RGB */
	0x02900, 0x02d00,		/* DMA */
};

const vd_u32 vmdp5_pipe_flush[VMDP5_PIPES] = {
	1u << 0, 1u << 1, 1u << 2, 1u << 3, 1u << 4, 1u << 5,
	1u << 11, 1u << 12,
};

const vd_u32 vmdp5_pipe_layer_shift[VMDP5_PIPES] = {
	0, 3, 6, 9, 12, 15, 18, 21,
};

const vd_u32 vmdp5_lm_base[VMDP5_LMS] = {
	0x03100, 0x03500, 0x03900, 0x03d00, 0x04100,
};

const vd_u32 vmdp5_intf_base[VMDP5_INTFS] = {
	0x12400, 0x12600, 0x12800, 0x12a00,
};

static void vmdp5_copy(vd_u32 *dst, const vd_u32 *src, vd_u32 offset,
		       vd_u32 size)
{
	vd_u32 i;

	for (i = offset / 4; i < (offset + size) / 4; i++)
		dst[i] = src[i];
}

void vmdp5_init(struct vmdp5 *v, const struct vmdp5_host *host)
{
	vd_u8 *p = (vd_u8 *)v;
	vd_u32 i;

	for (i = 0; i < sizeof(*v); i++)
		p[i] = 0;
	v->host = *host;
	v->mdss[REG_MDSS_HW_VERSION / 4] = VMDP5_HW_VERSION;
	v->regs[REG_MDP5_MDP_HW_VERSION / 4] = VMDP5_HW_VERSION;
	v->live[REG_MDP5_MDP_HW_VERSION / 4] = VMDP5_HW_VERSION;
}

/* The CTL whose registers hold offset, or -1 */
static int vmdp5_ctl_at(vd_u32 offset)
{
	int i;

	for (i = 0; i < VMDP5_CTLS; i++)
		if (offset >= vmdp5_ctl_base[i] &&
		    offset < vmdp5_ctl_base[i] + VMDP5_CTL_SIZE)
			return i;
	return -1;
}

/* The interface a CTL drives (CTL_OP's INTF_NUM), or -1 for none */
static int vmdp5_ctl_intf(const struct vmdp5 *v, int ctl)
{
	vd_u32 op = v->regs[(vmdp5_ctl_base[ctl] + REG_MDP5_CTL_OP) / 4];
	vd_u32 num = (op & MDP5_CTL_OP_INTF_NUM__MASK) >>
		     MDP5_CTL_OP_INTF_NUM__SHIFT;

	return num >= 1 && num <= VMDP5_INTFS ? (int)num - 1 : -1;
}

int vmdp5_intf_enabled(const struct vmdp5 *v, int intf)
{
	vd_u32 sel = v->regs[REG_MDP5_MDP_DISP_INTF_SEL / 4];

	if (intf < 0 || intf >= VMDP5_INTFS || !((sel >> (8 * intf)) & 0xff))
		return 0;
	return v->regs[(vmdp5_intf_base[intf] +
			REG_MDP5_INTF_TIMING_ENGINE_EN) / 4] & 1;
}

vd_u32 vmdp5_intf_frame_pixels(const struct vmdp5 *v, int intf)
{
	return v->regs[(vmdp5_intf_base[intf] +
			REG_MDP5_INTF_VSYNC_PERIOD_F0) / 4];
}

/* The flush bits of a CTL take effect: their blocks go live */
static void vmdp5_latch(struct vmdp5 *v, int ctl)
{
	vd_u32 bits = v->pending[ctl];
	vd_u32 base = vmdp5_ctl_base[ctl];
	int i;

	if (!bits)
		return;
	for (i = 0; i < VMDP5_PIPES; i++)
		if (bits & vmdp5_pipe_flush[i])
			vmdp5_copy(v->live, v->regs, vmdp5_pipe_base[i],
				   VMDP5_PIPE_SIZE);
	for (i = 0; i < VMDP5_LMS; i++) {
		if (!(bits & VMDP5_FLUSH_LM(i)))
			continue;
		vmdp5_copy(v->live, v->regs, vmdp5_lm_base[i], VMDP5_LM_SIZE);
		vmdp5_copy(v->live, v->regs, base + REG_MDP5_CTL_LAYER_REG(i), 4);
	}
	if (bits & VMDP5_FLUSH_CTL)
		vmdp5_copy(v->live, v->regs, base, VMDP5_CTL_SIZE);
	v->pending[ctl] = 0;
	v->stats.latches++;
}

static void vmdp5_flush(struct vmdp5 *v, int ctl, vd_u32 bits)
{
	int intf = vmdp5_ctl_intf(v, ctl);

	v->stats.flushes++;
	v->pending[ctl] |= bits;
	/* Without a running timing engine, nothing waits for a vsync */
	if (intf < 0 || !vmdp5_intf_enabled(v, intf))
		vmdp5_latch(v, ctl);
}

void vmdp5_vsync(struct vmdp5 *v, int intf)
{
	int ctl;

	if (intf < 0 || intf >= VMDP5_INTFS)
		return;
	for (ctl = 0; ctl < VMDP5_CTLS; ctl++)
		if (vmdp5_ctl_intf(v, ctl) == intf)
			vmdp5_latch(v, ctl);
	v->stats.vsyncs[intf]++;
	v->intr_status |= (vd_u32)MDP5_IRQ_INTF0_VSYNC << (2 * intf);
}

int vmdp5_irq_pending(const struct vmdp5 *v)
{
	return (v->intr_status & v->regs[REG_MDP5_MDP_INTR_EN / 4]) != 0;
}

static vd_u32 vmdp5_mdp_read(struct vmdp5 *v, vd_u32 offset)
{
	int ctl = vmdp5_ctl_at(offset);

	if (offset == REG_MDP5_MDP_INTR_STATUS)
		return v->intr_status;
	if (offset == REG_MDP5_MDP_INTR_CLEAR)
		return 0;
	/* A flush reads back the bits not latched yet */
	if (ctl >= 0 && offset == vmdp5_ctl_base[ctl] + REG_MDP5_CTL_FLUSH)
		return v->pending[ctl];
	if (offset >= vmdp5_intf_base[0] &&
	    offset < vmdp5_intf_base[VMDP5_INTFS - 1] + VMDP5_INTF_SIZE) {
		int intf = (offset - vmdp5_intf_base[0]) / VMDP5_INTF_SIZE;

		if (offset == vmdp5_intf_base[intf] + REG_MDP5_INTF_FRAME_COUNT)
			return (vd_u32)v->stats.vsyncs[intf];
	}
	return v->regs[offset / 4];
}

static void vmdp5_mdp_write(struct vmdp5 *v, vd_u32 offset, vd_u32 val)
{
	int ctl = vmdp5_ctl_at(offset);

	switch (offset) {
	case REG_MDP5_MDP_HW_VERSION:
	case REG_MDP5_MDP_INTR_STATUS:
		return;			/* read-only */
	case REG_MDP5_MDP_INTR_CLEAR:
		v->intr_status &= ~val;
		return;
	}
	if (ctl >= 0 && offset == vmdp5_ctl_base[ctl] + REG_MDP5_CTL_FLUSH) {
		vmdp5_flush(v, ctl, val);
		return;
	}
	v->regs[offset / 4] = val;
	/* The top block and the interfaces are not double-buffered */
	if (offset < vmdp5_ctl_base[0] || offset >= vmdp5_intf_base[0])
		v->live[offset / 4] = val;
}

vd_u32 vmdp5_read(struct vmdp5 *v, enum vmdp5_window win, vd_u32 offset)
{
	if (offset & 3)
		return 0;
	if (win == VMDP5_WIN_MDSS) {
		if (offset >= VMDP5_MDSS_SIZE)
			return 0;
		/* The summary of the blocks' interrupts: MDP's is bit 0 */
		if (offset == REG_MDSS_HW_INTR_STATUS)
			return vmdp5_irq_pending(v) ?
			       MDSS_HW_INTR_STATUS_INTR_MDP : 0;
		return v->mdss[offset / 4];
	}
	return offset < VMDP5_MDP_SIZE ? vmdp5_mdp_read(v, offset) : 0;
}

void vmdp5_write(struct vmdp5 *v, enum vmdp5_window win, vd_u32 offset,
		 vd_u32 val)
{
	if (offset & 3)
		return;
	if (win == VMDP5_WIN_MDSS)
		return;			/* version and status: read-only */
	if (offset < VMDP5_MDP_SIZE)
		vmdp5_mdp_write(v, offset, val);
}
