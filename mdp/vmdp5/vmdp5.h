/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A virtual MDP5: the display controller of an MSM8974 (MDP5 1.0), as a
 * register file and a scanout that composes on request.
 *
 * Freestanding C, like the GPU model: no libc, no kernel headers, no
 * floating point.  The same files build into msm.ko (behind the virtual
 * Adreno, mdp/vmdp5/vmdp5_dev.c) and into host tests.
 *
 * What it models:
 *  - two register windows, MDSS (its version and interrupt summary) and
 *    MDP (the top block, CTLs, source pipes, layer mixers, DSPPs,
 *    ping-pongs and interfaces), at MSM8974's offsets;
 *  - double buffering: the pipe, mixer, cursor and layer registers the
 *    driver writes take effect when a CTL_FLUSH of their bit is latched,
 *    at the next vsync of the interface the CTL drives, or at once if that
 *    interface's timing engine is off;
 *  - the timing engine's vsync (vmdp5_vsync(), which the host calls at the
 *    mode's refresh rate) and the interrupt status and enable registers;
 *  - scanout, only when someone asks (vmdp5_compose()): the mixer's stages
 *    blended in order over its border colour, each pipe's pixels fetched
 *    through the host's read (the GPU's address space: MDP's own SMMU
 *    context) and unpacked as SRC_FORMAT and SRC_UNPACK say, then the
 *    cursor.  A fetch the host refuses is an underrun: the frame shows the
 *    interface's underflow colour there and the underrun is counted.
 */
#ifndef __VMDP5_H__
#define __VMDP5_H__

typedef unsigned char vd_u8;
typedef unsigned int vd_u32;
typedef int vd_s32;
typedef unsigned long long vd_u64;

/* The windows: MDSS (at the MDSS's base) and MDP (at MDSS + 0x100) */
enum vmdp5_window {
	VMDP5_WIN_MDSS,
	VMDP5_WIN_MDP,
};

#define VMDP5_MDSS_SIZE		0x100u
#define VMDP5_MDP_SIZE		0x22000u

#define VMDP5_CTLS		5
#define VMDP5_PIPES		8	/* VIG0-2, RGB0-2, DMA0-1 */
#define VMDP5_LMS		5
#define VMDP5_INTFS		4
/* Blend stages of a mixer beyond the base, as MSM8974 has them */
#define VMDP5_STAGES		5

/* The largest frame a mixer composes, and a cursor's image */
#define VMDP5_MAX_WIDTH		2048
#define VMDP5_MAX_HEIGHT	2048
#define VMDP5_CURSOR_MAX	64

struct vmdp5_host {
	void *priv;
	/*
	 * Reads len bytes at iova as MDP's SMMU context sees memory: 0, or
	 * non-zero if any of it is not mapped (the read is then an underrun)
	 */
	int (*read)(void *priv, vd_u64 iova, void *dst, vd_u32 len);
};

struct vmdp5_stats {
	vd_u64 vsyncs[VMDP5_INTFS];
	vd_u64 flushes;		/* CTL_FLUSH writes */
	vd_u64 latches;		/* flushes that took effect */
	vd_u64 composes;
	vd_u64 underruns;	/* fetches that faulted */
	vd_u64 bad_state;	/* composes of a state it cannot scan out */
};

struct vmdp5 {
	struct vmdp5_host host;
	vd_u32 mdss[VMDP5_MDSS_SIZE / 4];
	/* What the driver wrote, and what scanout uses */
	vd_u32 regs[VMDP5_MDP_SIZE / 4];
	vd_u32 live[VMDP5_MDP_SIZE / 4];
	/* Flush bits written and not latched yet, per CTL */
	vd_u32 pending[VMDP5_CTLS];
	vd_u32 intr_status;
	struct vmdp5_stats stats;
};

/* Bytes of one source row the scanout fetches at most */
#define VMDP5_ROW_BYTES		(VMDP5_MAX_WIDTH * 4)

/* A frame to compose: its size, where the pixels go, a row's scratch */
struct vmdp5_frame {
	vd_u32 width, height;
	vd_u8 *rgb;		/* width * height * 3 bytes, R G B */
	vd_u8 *row;		/* VMDP5_ROW_BYTES */
};

void vmdp5_init(struct vmdp5 *v, const struct vmdp5_host *host);
vd_u32 vmdp5_read(struct vmdp5 *v, enum vmdp5_window win, vd_u32 offset);
void vmdp5_write(struct vmdp5 *v, enum vmdp5_window win, vd_u32 offset,
		 vd_u32 val);
/* The interrupt line: some enabled status bit is set */
int vmdp5_irq_pending(const struct vmdp5 *v);
/* Whether interface intf's timing engine runs, and its frame in pixels */
int vmdp5_intf_enabled(const struct vmdp5 *v, int intf);
vd_u32 vmdp5_intf_frame_pixels(const struct vmdp5 *v, int intf);
/* A vsync of interface intf: the CTLs driving it latch their flushes */
void vmdp5_vsync(struct vmdp5 *v, int intf);

/*
 * Scanout works on a copy of the live registers (struct vmdp5's live[],
 * taken whole), so that vsyncs may go on while it reads memory.
 *
 * The size of the frame interface intf shows (its mixer's output): 0, or
 * -1 if nothing drives the interface.
 */
int vmdp5_frame_size(const vd_u32 *live, int intf, vd_u32 *width,
		     vd_u32 *height);
/*
 * Composes interface intf's frame into f, sized by vmdp5_frame_size():
 * the number of fetches that underran, or -1 if the state cannot be
 * scanned out (a stage or pipe setting the model does not have).
 */
int vmdp5_compose(const vd_u32 *live, const struct vmdp5_host *host,
		  int intf, struct vmdp5_frame *f);

/* The virtual monitors' EDID: one block */
#define VMDP5_EDID_SIZE		128
void vmdp5_edid(vd_u8 edid[VMDP5_EDID_SIZE], int output);

#endif /* __VMDP5_H__ */
