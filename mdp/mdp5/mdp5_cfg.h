/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The MDP5 hardware catalog: for each SoC, where the blocks of its MDP5
 * sit and what they can do, chosen by the revision in MDP5_MDP
 * HW_VERSION.
 *
 * Every base is a byte offset into the MDP5 register region, the
 * "mdp_phys" region of the qcom,mdp5 node (which itself starts
 * mdss_mdp_offset bytes into the MDSS region); mdp/generated/mdp5.xml.h
 * gives the registers' offsets within one block, e.g. a CTL's FLUSH is at
 * ctl.base[n] + REG_MDP5_CTL_FLUSH.
 */
#ifndef __MDP5_CFG_H__
#define __MDP5_CFG_H__

#include <linux/bits.h>
#include <linux/types.h>

#include "../generated/mdp5.xml.h"

#define MDP5_MAX_BASES		8
#define MDP5_INTF_NUM_MAX	5
/* The largest shared memory pool: APQ8084's 44 MMBs */
#define MDP5_SMP_MAX_BLOCKS	44
/* SMP client ids, the values of SMP_ALLOC_W/R's CLIENTn fields */
#define MDP5_SMP_MAX_CLIENTS	32
/* Entries in a table indexed by enum mdp5_pipe */
#define MDP5_PIPE_MAX		(SSPP_CURSOR1 + 1)

/* What the MDP as a whole has: mdp5_cfg_hw.mdp.caps */
#define MDP_CAP_SMP		BIT(0)	/* pipes fetch through the SMP */
#define MDP_CAP_SRC_SPLIT	BIT(3)	/* a pipe can feed two mixers */

/* What a kind of source pipe can do: mdp5_pipe_block.caps */
#define MDP_PIPE_CAP_HFLIP	BIT(0)
#define MDP_PIPE_CAP_VFLIP	BIT(1)
#define MDP_PIPE_CAP_SCALE	BIT(2)
#define MDP_PIPE_CAP_CSC	BIT(3)
#define MDP_PIPE_CAP_DECIMATION	BIT(4)
#define MDP_PIPE_CAP_SW_PIX_EXT	BIT(5)	/* software pixel extension */
#define MDP_PIPE_CAP_CURSOR	BIT(6)

/* What a layer mixer is for: mdp5_lm_instance.caps */
#define MDP_LM_CAP_DISPLAY	BIT(0)	/* drives an interface */
#define MDP_LM_CAP_WB		BIT(1)	/* feeds writeback */
#define MDP_LM_CAP_PAIR		BIT(2)	/* left half of a mixer pair */

/* Instances of one kind of block */
struct mdp5_sub_block {
	unsigned int count;
	u32 base[MDP5_MAX_BASES];
};

/* The MDP top block (MDP5_MDP registers) */
struct mdp5_mdp_block {
	u32 base;
	u32 caps;			/* MDP_CAP_* */
};

/*
 * The shared memory pool pipes fetch through: mmb_count blocks of
 * mmb_size bytes, each given to one client in SMP_ALLOC_W/R.
 */
struct mdp5_smp_block {
	unsigned int mmb_count;
	unsigned int mmb_size;
	/*
	 * The SMP client of each pipe's first plane, by enum mdp5_pipe (0:
	 * the pipe has none); its other planes are the clients after it.
	 */
	u8 clients[MDP5_PIPE_MAX];
	/* MMBs the hardware ties to clients, and how many each client has */
	u64 reserved_mmbs;
	u8 reserved[MDP5_SMP_MAX_CLIENTS];
};

struct mdp5_ctl_block {
	unsigned int count;
	u32 base[MDP5_MAX_BASES];
	u32 flush_hw_mask;		/* the FLUSH bits the hardware has */
};

/* One kind of source pipe: VIG, RGB, DMA or cursor */
struct mdp5_pipe_block {
	unsigned int count;
	u32 base[MDP5_MAX_BASES];
	u32 caps;			/* MDP_PIPE_CAP_* */
};

struct mdp5_lm_instance {
	int id;		/* mixer number: CTL LAYER[id], FLUSH LMid */
	int pp;		/* its ping-pong, or -1 */
	int dspp;	/* its DSPP, or -1 */
	u32 caps;	/* MDP_LM_CAP_* */
};

/* Layer mixers: base[i] is instances[i]'s */
struct mdp5_lm_block {
	unsigned int count;
	u32 base[MDP5_MAX_BASES];
	struct mdp5_lm_instance instances[MDP5_MAX_BASES];
	unsigned int nb_stages;		/* blend stages per mixer */
	u32 max_width;			/* largest output */
	u32 max_height;
};

/* Interfaces: INTFn's timing engine, and what it drives */
struct mdp5_intf_block {
	unsigned int count;
	u32 base[MDP5_INTF_NUM_MAX];
	enum mdp5_intf_type connect[MDP5_INTF_NUM_MAX];
};

struct mdp5_cfg_hw {
	const char *name;
	/* the MDP5_MDP HW_VERSION MAJOR and MINOR that select it */
	u32 major;
	u32 minor;
	/* where the MDP5 region starts in the MDSS region */
	u32 mdss_mdp_offset;

	struct mdp5_mdp_block mdp;
	struct mdp5_smp_block smp;
	struct mdp5_ctl_block ctl;
	struct mdp5_pipe_block pipe_vig;
	struct mdp5_pipe_block pipe_rgb;
	struct mdp5_pipe_block pipe_dma;
	struct mdp5_pipe_block pipe_cursor;
	struct mdp5_lm_block lm;
	struct mdp5_sub_block dspp;
	struct mdp5_sub_block ad;
	struct mdp5_sub_block pp;
	struct mdp5_intf_block intf;

	u32 max_clk;			/* core clock ceiling, Hz */
};

/* The catalog entry of an MDP5 revision, or NULL if there is none */
const struct mdp5_cfg_hw *mdp5_cfg_lookup(u32 major, u32 minor);

#endif /* __MDP5_CFG_H__ */
