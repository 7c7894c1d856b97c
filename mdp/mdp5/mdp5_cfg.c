// SPDX-License-Identifier: GPL-2.0-only
/*
 * The MDP5 hardware catalog (see mdp5_cfg.h).  Facts (bases, counts,
 * capabilities) as upstream Linux 6.1's disp/mdp5/mdp5_cfg.c has them;
 * mdss_mdp_offset from the SoCs' device trees.
 */

#include <linux/build_bug.h>
#include <linux/kernel.h>

#include "mdp5_cfg.h"

/* reserved_mmbs holds one bit per MMB */
static_assert(MDP5_SMP_MAX_BLOCKS <= 64);

/* The pipe caps of MDP5 1.2 and later, which can decimate */
#define VIG_CAPS	(MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP | \
			 MDP_PIPE_CAP_SCALE | MDP_PIPE_CAP_CSC | \
			 MDP_PIPE_CAP_DECIMATION)
#define RGB_CAPS	(MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP | \
			 MDP_PIPE_CAP_SCALE | MDP_PIPE_CAP_DECIMATION)
#define DMA_CAPS	(MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP)

/* A layer mixer: its number, its ping-pong and DSPP (-1: none), its caps */
#define LM(n, pp_, dspp_, caps_) \
	{ .id = (n), .pp = (pp_), .dspp = (dspp_), .caps = (caps_) }
/* Writeback mixers have neither a ping-pong nor a DSPP */
#define LM_WB(n)	LM(n, -1, -1, MDP_LM_CAP_WB)
#define DISPLAY		MDP_LM_CAP_DISPLAY

/* MSM8x74's SMP: 22 4 KiB blocks, three clients per VIG and DMA pipe */
#define MSM8X74_SMP { \
	.mmb_count = 22, \
	.mmb_size = 4096, \
	.clients = { \
		[SSPP_VIG0] = 1, [SSPP_VIG1] = 4, [SSPP_VIG2] = 7, \
		[SSPP_DMA0] = 10, [SSPP_DMA1] = 13, \
		[SSPP_RGB0] = 16, [SSPP_RGB1] = 17, [SSPP_RGB2] = 18, \
	}, \
}

/* MSM8x74 v1: MDP5 1.0 */
static const struct mdp5_cfg_hw msm8x74v1_config = {
	.name = "msm8x74v1",
	.major = 1,
	.minor = 0,
	.mdss_mdp_offset = 0x100,
	.mdp = {
		.base = 0x0,
		.caps = MDP_CAP_SMP,
	},
	.smp = MSM8X74_SMP,
	.ctl = {
		.count = 5,
		.base = { 0x00500, 0x00600, 0x00700, 0x00800, 0x00900 },
		.flush_hw_mask = 0x0003ffff,
	},
	.pipe_vig = {
		.count = 3,
		.base = { 0x01100, 0x01500, 0x01900 },
		.caps = MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP |
			MDP_PIPE_CAP_SCALE | MDP_PIPE_CAP_CSC,
	},
	.pipe_rgb = {
		.count = 3,
		.base = { 0x01d00, 0x02100, 0x02500 },
		.caps = MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP |
			MDP_PIPE_CAP_SCALE,
	},
	.pipe_dma = {
		.count = 2,
		.base = { 0x02900, 0x02d00 },
		.caps = DMA_CAPS,
	},
	.lm = {
		.count = 5,
		.base = { 0x03100, 0x03500, 0x03900, 0x03d00, 0x04100 },
		.instances = {
			LM(0, 0, 0, DISPLAY), LM(1, 1, 1, DISPLAY),
			LM(2, 2, 2, DISPLAY), LM_WB(3), LM_WB(4),
		},
		.nb_stages = 5,
		.max_width = 2048,
		.max_height = 0xffff,
	},
	.dspp = {
		.count = 3,
		.base = { 0x04500, 0x04900, 0x04d00 },
	},
	.pp = {
		.count = 3,
		.base = { 0x21a00, 0x21b00, 0x21c00 },
	},
	.intf = {
		.count = 4,
		.base = { 0x21000, 0x21200, 0x21400, 0x21600 },
		.connect = { INTF_eDP, INTF_DSI, INTF_DSI, INTF_HDMI },
	},
	.max_clk = 200000000,
};

/* MSM8x74 v2: MDP5 1.2; the interfaces and ping-pongs moved down */
static const struct mdp5_cfg_hw msm8x74v2_config = {
	.name = "msm8x74",
	.major = 1,
	.minor = 2,
	.mdss_mdp_offset = 0x100,
	.mdp = {
		.base = 0x0,
		.caps = MDP_CAP_SMP,
	},
	.smp = MSM8X74_SMP,
	.ctl = {
		.count = 5,
		.base = { 0x00500, 0x00600, 0x00700, 0x00800, 0x00900 },
		.flush_hw_mask = 0x0003ffff,
	},
	.pipe_vig = {
		.count = 3,
		.base = { 0x01100, 0x01500, 0x01900 },
		.caps = VIG_CAPS,
	},
	.pipe_rgb = {
		.count = 3,
		.base = { 0x01d00, 0x02100, 0x02500 },
		.caps = RGB_CAPS,
	},
	.pipe_dma = {
		.count = 2,
		.base = { 0x02900, 0x02d00 },
		.caps = DMA_CAPS,
	},
	.lm = {
		.count = 5,
		.base = { 0x03100, 0x03500, 0x03900, 0x03d00, 0x04100 },
		.instances = {
			LM(0, 0, 0, DISPLAY), LM(1, 1, 1, DISPLAY),
			LM(2, 2, 2, DISPLAY), LM_WB(3), LM_WB(4),
		},
		.nb_stages = 5,
		.max_width = 2048,
		.max_height = 0xffff,
	},
	.dspp = {
		.count = 3,
		.base = { 0x04500, 0x04900, 0x04d00 },
	},
	.ad = {
		.count = 2,
		.base = { 0x13000, 0x13200 },
	},
	.pp = {
		.count = 3,
		.base = { 0x12c00, 0x12d00, 0x12e00 },
	},
	.intf = {
		.count = 4,
		.base = { 0x12400, 0x12600, 0x12800, 0x12a00 },
		.connect = { INTF_eDP, INTF_DSI, INTF_DSI, INTF_HDMI },
	},
	.max_clk = 200000000,
};

/* APQ8084: MDP5 1.3, four pipes of each kind and a sixth mixer */
static const struct mdp5_cfg_hw apq8084_config = {
	.name = "apq8084",
	.major = 1,
	.minor = 3,
	.mdss_mdp_offset = 0x100,
	.mdp = {
		.base = 0x0,
		.caps = MDP_CAP_SMP | MDP_CAP_SRC_SPLIT,
	},
	.smp = {
		.mmb_count = 44,
		.mmb_size = 8192,
		.clients = {
			[SSPP_VIG0] = 1, [SSPP_VIG1] = 4,
			[SSPP_VIG2] = 7, [SSPP_VIG3] = 19,
			[SSPP_DMA0] = 10, [SSPP_DMA1] = 13,
			[SSPP_RGB0] = 16, [SSPP_RGB1] = 17,
			[SSPP_RGB2] = 18, [SSPP_RGB3] = 22,
		},
		/* the first 8 MMBs: two for each RGB pipe */
		.reserved_mmbs = GENMASK_ULL(7, 0),
		.reserved = { [16] = 2, [17] = 2, [18] = 2, [22] = 2 },
	},
	.ctl = {
		.count = 5,
		.base = { 0x00500, 0x00600, 0x00700, 0x00800, 0x00900 },
		.flush_hw_mask = 0x003fffff,
	},
	.pipe_vig = {
		.count = 4,
		.base = { 0x01100, 0x01500, 0x01900, 0x01d00 },
		.caps = VIG_CAPS,
	},
	.pipe_rgb = {
		.count = 4,
		.base = { 0x02100, 0x02500, 0x02900, 0x02d00 },
		.caps = RGB_CAPS,
	},
	.pipe_dma = {
		.count = 2,
		.base = { 0x03100, 0x03500 },
		.caps = DMA_CAPS,
	},
	.lm = {
		.count = 6,
		.base = { 0x03900, 0x03d00, 0x04100, 0x04500, 0x04900,
			  0x04d00 },
		.instances = {
			LM(0, 0, 0, DISPLAY | MDP_LM_CAP_PAIR),
			LM(1, 1, 1, DISPLAY),
			LM(2, 2, 2, DISPLAY | MDP_LM_CAP_PAIR),
			LM_WB(3), LM_WB(4),
			LM(5, 3, 3, DISPLAY),
		},
		.nb_stages = 5,
		.max_width = 2048,
		.max_height = 0xffff,
	},
	.dspp = {
		.count = 4,
		.base = { 0x05100, 0x05500, 0x05900, 0x05d00 },
	},
	.ad = {
		.count = 3,
		.base = { 0x13400, 0x13600, 0x13800 },
	},
	.pp = {
		.count = 4,
		.base = { 0x12e00, 0x12f00, 0x13000, 0x13100 },
	},
	.intf = {
		.count = 5,
		.base = { 0x12400, 0x12600, 0x12800, 0x12a00, 0x12c00 },
		.connect = { INTF_eDP, INTF_DSI, INTF_DSI, INTF_HDMI,
			     INTF_DISABLED },
	},
	.max_clk = 320000000,
};

/*
 * MSM8x16 (MSM8916): MDP5 1.6, one pipe or two of each kind, mixers 0
 * (display) and 3 (writeback) only, one DSI interface.  As upstream, no
 * ping-pong bases: nothing here uses command mode.
 */
static const struct mdp5_cfg_hw msm8x16_config = {
	.name = "msm8x16",
	.major = 1,
	.minor = 6,
	.mdss_mdp_offset = 0x1000,
	.mdp = {
		.base = 0x0,
		.caps = MDP_CAP_SMP,
	},
	.smp = {
		.mmb_count = 8,
		.mmb_size = 8192,
		.clients = {
			[SSPP_VIG0] = 1, [SSPP_DMA0] = 4,
			[SSPP_RGB0] = 7, [SSPP_RGB1] = 8,
		},
	},
	.ctl = {
		.count = 5,
		.base = { 0x01000, 0x01200, 0x01400, 0x01600, 0x01800 },
		.flush_hw_mask = 0x4003ffff,
	},
	.pipe_vig = {
		.count = 1,
		.base = { 0x04000 },
		.caps = VIG_CAPS,
	},
	.pipe_rgb = {
		.count = 2,
		.base = { 0x14000, 0x16000 },
		.caps = MDP_PIPE_CAP_HFLIP | MDP_PIPE_CAP_VFLIP |
			MDP_PIPE_CAP_DECIMATION,
	},
	.pipe_dma = {
		.count = 1,
		.base = { 0x24000 },
		.caps = DMA_CAPS,
	},
	.lm = {
		.count = 2,
		.base = { 0x44000, 0x47000 },
		.instances = { LM(0, 0, 0, DISPLAY), LM_WB(3) },
		.nb_stages = 8,
		.max_width = 2048,
		.max_height = 0xffff,
	},
	.dspp = {
		.count = 1,
		.base = { 0x54000 },
	},
	.intf = {
		.count = 2,
		.base = { 0x00000, 0x6a800 },
		.connect = { INTF_DISABLED, INTF_DSI },
	},
	.max_clk = 320000000,
};

static const struct mdp5_cfg_hw *const mdp5_catalog[] = {
	&msm8x74v1_config,
	&msm8x74v2_config,
	&apq8084_config,
	&msm8x16_config,
};

const struct mdp5_cfg_hw *mdp5_cfg_lookup(u32 major, u32 minor)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mdp5_catalog); i++) {
		if (mdp5_catalog[i]->major == major &&
		    mdp5_catalog[i]->minor == minor)
			return mdp5_catalog[i];
	}
	return NULL;
}
