/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Where the virtual MDP5's blocks sit in its MDP window: MSM8974's layout
 * (MDP5 1.2), and the CTL_FLUSH and CTL_LAYER bits of each block.
 */
#ifndef __VMDP5_LAYOUT_H__
#define __VMDP5_LAYOUT_H__

#include "vmdp5.h"

/* MDSS_HW_VERSION and MDP5_HW_VERSION: major 1, minor 2 */
#define VMDP5_HW_VERSION	0x10020000u

/* The source pipes, in the order of the arrays below */
enum vmdp5_pipe {
	VMDP5_VIG0, VMDP5_VIG1, VMDP5_VIG2,
	VMDP5_RGB0, VMDP5_RGB1, VMDP5_RGB2,
	VMDP5_DMA0, VMDP5_DMA1,
};

#define VMDP5_PIPE_SIZE		0x400u
#define VMDP5_LM_SIZE		0x400u
#define VMDP5_CTL_SIZE		0x100u
#define VMDP5_INTF_SIZE		0x200u

extern const vd_u32 vmdp5_ctl_base[VMDP5_CTLS];

extern const vd_u32 vmdp5_pipe_base[VMDP5_PIPES];

/* CTL_FLUSH's bit for each pipe, and its stage field in CTL_LAYER */
extern const vd_u32 vmdp5_pipe_flush[VMDP5_PIPES];

extern const vd_u32 vmdp5_pipe_layer_shift[VMDP5_PIPES];

extern const vd_u32 vmdp5_lm_base[VMDP5_LMS];

/* CTL_FLUSH's LMn bits; LMn's cursor registers latch with it too */
#define VMDP5_FLUSH_LM(n)	(1u << (6 + (n)))
#define VMDP5_FLUSH_CTL		(1u << 17)

extern const vd_u32 vmdp5_intf_base[VMDP5_INTFS];

#endif /* __VMDP5_LAYOUT_H__ */
