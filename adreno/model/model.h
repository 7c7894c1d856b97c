/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Software model of an Adreno GPU (a2xx-a4xx).
 *
 * Freestanding C: no libc, no kernel headers, no floating point.  The same
 * files build into msm.ko (behind the virtual GPU) and into host programs
 * (unit tests, trace replay).  The host supplies memory and time through
 * struct am_host; everything else the model keeps itself.
 *
 * Registers are dword offsets into the GPU's register window, as the
 * driver and the register database name them.  The SMMU context bank in
 * front of the GPU is a separate small window (AM_SMMU_*).
 */
#ifndef __ADRENO_MODEL_H__
#define __ADRENO_MODEL_H__

#include "generated/ir3_isa.h"

typedef unsigned char am_u8;
typedef unsigned short am_u16;
typedef unsigned int am_u32;
typedef int am_s32;
typedef unsigned long long am_u64;
typedef long long am_s64;

/* Dwords of register window the model keeps (covers a2xx-a4xx) */
/* No libc: the model spells its own null pointer */
#define AM_NULL			((void *)0)

#define AM_REG_COUNT		0x4000

/* Pages of guest memory are 4 KiB for the model, whatever the host uses */
#define AM_PAGE_SHIFT		12
#define AM_PAGE_SIZE		(1u << AM_PAGE_SHIFT)

/* A surface in GPU memory, as the render backend wrote it */
struct am_surface {
	am_u64 base;
	am_u32 pitch;		/* bytes per row */
	am_u32 format;		/* the generation's RB colour format */
	am_u32 swap;		/* and component order */
	am_s32 x0, y0, x1, y1;	/* the pixels written */
	int depth;		/* depth/stencil: written, not a colour image */
};

struct am_host {
	void *priv;
	/*
	 * The 4 KiB page of memory at physical address pa (4 KiB aligned),
	 * or 0 when pa is not memory the GPU may reach.
	 */
	void *(*page)(void *priv, am_u64 pa);
	/* A monotonic clock in nanoseconds */
	am_u64 (*now_ns)(void *priv);
	/* The CP has new work: the write pointer moved (may be 0) */
	void (*kick)(void *priv);
	/*
	 * Optional, for fault injection: called between translating iova
	 * for a write and writing, while the model holds the translation.
	 */
	void (*write_window)(void *priv, am_u64 iova);
	/* GMEM: am_config.gmem_bytes of on-chip memory the host provides */
	am_u8 *gmem;
	/*
	 * Optional, for tools: a draw wrote the pixels of rect (x0, y0 to
	 * x1, y1, exclusive) of a surface in memory, by a resolve or by
	 * rendering that bypasses GMEM.
	 */
	void (*surface_written)(void *priv, const struct am_surface *s);
	/* For tools: draw every primitive in every bin (what binning saves) */
	int ignore_visibility;
	/*
	 * Optional, for tools: a draw packet (of any pass) has run to its
	 * end, its shaders' statistics counted (struct am_sp_stats)
	 */
	void (*draw_done)(void *priv);
};

struct am_config {
	am_u32 chip_id;		/* core << 24 | major << 16 | minor << 8 | patch */
	am_u32 gmem_bytes;
	am_u32 freq_mhz;	/* core clock: the rate counters count at */
	/*
	 * a3xx/a4xx with no SMMU in front: GPU addresses are bus addresses,
	 * of the pages host.page gives (a board without an IOMMU)
	 */
	int no_smmu;
};

/*
 * ARM SMMU stage-1 context bank, as much as the model uses: translation
 * on/off, the table base, and the fault status and address.
 */
#define AM_SMMU_SCTLR		0x00	/* bit 0: M, translation enabled */
#define AM_SMMU_TTBR0_LO	0x08
#define AM_SMMU_TTBR0_HI	0x09
#define AM_SMMU_FSR		0x16	/* write 1 to clear */
#define AM_SMMU_FAR_LO		0x18
#define AM_SMMU_FAR_HI		0x19
#define AM_SMMU_REG_COUNT	0x20

#define AM_SMMU_SCTLR_M		0x1u
#define AM_SMMU_FSR_TF		0x2u	/* translation fault */
#define AM_SMMU_FSR_PF		0x8u	/* permission fault */

/*
 * Page-table format: ARM long-descriptor (LPAE), 4 KiB granule, 32-bit
 * input addresses: 4 first-level entries of 1 GiB, 512 second-level of
 * 2 MiB, 512 third-level of 4 KiB.  Every level uses 64-bit descriptors.
 */
#define AM_PTE_VALID		0x1ull
#define AM_PTE_TABLE		0x2ull	/* with VALID: table, or page at L3 */
#define AM_PTE_AP_RDONLY	(1ull << 7)
#define AM_PTE_AF		(1ull << 10)
#define AM_PTE_ADDR_MASK	0x000000fffffff000ull

enum am_access {
	AM_ACCESS_READ = 1,
	AM_ACCESS_WRITE = 2,
};

enum am_fault {
	AM_OK = 0,
	AM_FAULT_TRANSLATION,
	AM_FAULT_PERMISSION,
};

struct am_gen;

/* Indirect-buffer levels: the ring is 0, then IB1 and IB2 */
#define AM_IB_LEVELS		3
/*
 * a4xx draw state (CP_SET_DRAW_STATE): 32 groups, each a stream of
 * command dwords in memory.  A group's stream runs at a level of its own
 * below IB2, AM_DS_LEVEL, from which no IB or group is called, and returns
 * to the packet that called it.
 */
#define AM_DS_GROUPS		32
#define AM_DS_LEVEL		AM_IB_LEVELS
#define AM_CP_LEVELS		(AM_IB_LEVELS + 1)

/* What the command processor has done, for tests and debugfs */
struct am_cp_stats {
	am_u64 packets;
	am_u64 ibs;
	am_u64 draws;
	am_u64 load_state_dwords;
	/* CP_LOAD_STATE dwords for no known memory, or past its end */
	am_u64 load_state_dropped;
	am_u64 draw_state_runs;		/* group streams run */
	am_u64 page_faults;
	am_u64 busy_ns;			/* time with work in the CP */
};

struct am_cp {
	int halted;			/* an error stopped it: needs a reset */
	am_u32 resets;			/* counts resets, even mid-packet */
	int level;			/* 0: ring, 1: IB1, 2: IB2, 3: group */
	am_u64 ib_addr[AM_CP_LEVELS];	/* next dword of each IB level */
	am_u32 ib_left[AM_CP_LEVELS];	/* dwords left in it */
	int protected_mode;		/* CP_SET_PROTECTED_MODE */
	int initialized;		/* CP_ME_INIT seen */
	am_u32 me_words;		/* microcode words loaded */
	am_u32 pfp_words;
	am_u32 work;			/* work units spent in this run */
	am_u32 budget;			/* and how many it may spend */
	am_u32 pkt_hdr;			/* a packet paused by the budget, */
	am_u32 pkt_pos;			/* the payload items it has done */
	/* Draw-state groups: GPU address and dwords (0: disabled) */
	am_u32 ds_addr[AM_DS_GROUPS];
	am_u32 ds_count[AM_DS_GROUPS];
	/* The packet a running group's stream returns to, and its place */
	int ds_ret_level;
	am_u32 ds_ret_hdr;
	am_u32 ds_ret_pos;
	am_u32 ds_next;			/* the next group the draw runs */
	struct am_cp_stats stats;
	am_u64 sampled_ns;		/* when busy_ns was last brought up */
	int was_busy;			/* the CP had work at that time */
};

/*
 * What CP_LOAD_STATE loads, per shader stage: the SP's instruction and
 * constant memories and the texture pipe's sampler and texture tables.
 * Sized for the larger of a3xx and a4xx.
 */
enum am_stage {
	AM_VS,
	AM_FS,
	AM_STAGE_COUNT,
};

#define AM_INSTR_DWORDS		2048	/* 1024 instructions */
#define AM_CONST_DWORDS		1024	/* 256 vec4 constants */
#define AM_TEX_SLOTS		32
#define AM_SAMP_DWORDS		2	/* per sampler */
#define AM_TEXC_DWORDS		8	/* per texture (a3xx uses 4) */
#define AM_MIP_LEVELS		14	/* a3xx's mipmap address table */

/*
 * An instruction's timing (model_sp.c), worked out as it is decoded: the
 * scoreboard places it reads, with the delay slots each needs after an
 * ALU write, and the components it writes; or general set for what the
 * general path times (repeats, a0.x, more reads)
 */
#define AM_PLAN_READS		4
struct am_sp_plan {
	am_u16 read[AM_PLAN_READS];
	am_u8 slots[AM_PLAN_READS];
	am_u16 write;			/* the first component written */
	am_u8 nread, nwrite;
	am_u8 unit;			/* what writes: ALU, SFU or sample */
	am_u8 late_reads;		/* SFU, sample, memory: reads late */
	am_u8 general;
	am_u8 lane_work;		/* work units a lane of it costs */
};

/*
 * What a program computes per lane (model_sp.c's am_sp_shape()): uniform
 * when every lane of a run ends with the same values whatever the lanes
 * held, so that one lane runs it and the others take the components
 * comps[] it writes (full registers 0..AM_SP_COMPS - 1, half registers
 * AM_SP_COMPS on).  Its results depend on nothing but the constants
 * consts[] it reads: the last run's (memo_*) serve the next run that
 * finds them unchanged.  Worked out for a program length len, until
 * CP_LOAD_STATE rewrites the program (known cleared).
 */
#define AM_SP_SHAPE_COMPS	32
struct am_sp_shape {
	am_u8 known;
	am_u8 uniform;
	am_u8 memo_valid;		/* memo_* hold a run's results */
	am_u8 memo_alive;		/* the run's lane was not killed */
	am_u32 len;
	am_u16 n, nconsts;		/* at most AM_SP_SHAPE_COMPS each */
	am_u16 comps[AM_SP_SHAPE_COMPS];
	am_u16 consts[AM_SP_SHAPE_COMPS];
	am_u32 memo_const[AM_SP_SHAPE_COMPS];
	am_u32 memo_comp[AM_SP_SHAPE_COMPS];
};

struct am_stage_state {
	am_u32 instr[AM_INSTR_DWORDS];
	/* Instructions decoded once, until CP_LOAD_STATE rewrites them */
	struct ir3_instr decoded[AM_INSTR_DWORDS / 2];
	struct am_sp_plan plan[AM_INSTR_DWORDS / 2];
	am_u8 decoded_ok[AM_INSTR_DWORDS / 2];
	struct am_sp_shape shape;
	am_u32 consts[AM_CONST_DWORDS];
	am_u32 samp[AM_TEX_SLOTS * AM_SAMP_DWORDS];
	am_u32 tex[AM_TEX_SLOTS * AM_TEXC_DWORDS];
	am_u32 mipaddr[AM_TEX_SLOTS * AM_MIP_LEVELS];
};

/*
 * The shader processor's registers for one thread.  A register id
 * (regid) names one 32-bit component: register n, component c is
 * n * 4 + c (r0.x is 0, r1.y is 5); regid 0xfc, r63.x, means "none".
 * Full (32-bit) and half (16-bit) registers are separate files.
 */
#define AM_SP_REGS		64
#define AM_SP_COMPS		(AM_SP_REGS * 4)
#define AM_REGID_NONE		0xfc
/*
 * Threads run together: a wave of fragments, four 2x2 quads as
 * FSTHREADSIZE = FOUR_QUADS has them (quad q's lanes are 4q to 4q + 3,
 * 0 1 over 2 3), or the vertices of a primitive
 */
#define AM_SP_QUADS		4
#define AM_SP_LANES		(AM_SP_QUADS * 4)

struct am_sp_lane {
	am_u32 r[AM_SP_COMPS];
	am_u16 hr[AM_SP_COMPS];
};

/* A vertex after the vertex shader: its position and varyings */
#define AM_VPC_SLOTS		128
/* A triangle clipped by 6 planes has at most 9 corners */
#define AM_CLIP_MAX		9

struct am_vertex {
	am_u32 clip[4];		/* clip-space position, f32 */
	am_u32 psize;		/* point size the shader wrote, f32; 0: none */
	am_u32 slot[AM_VPC_SLOTS];	/* by VPC location (OUTLOC) */
};

/*
 * What a stage's shaders cost, as the shader processor's timing counts it
 * (model_sp.c): in-order issue, one a cycle, for each group of lanes run
 */
struct am_sp_stats {
	am_u64 runs;			/* groups of lanes run (am_sp_run) */
	am_u64 instrs;			/* issued: (rptN) N + 1 times */
	am_u64 cycles;			/* issues, (nopN) and stalls */
	am_u64 stalls;			/* of those, waits at (ss) and (sy) */
	/*
	 * Reads the hardware would make too soon, and writes over what an
	 * SFU, sample or memory instruction may not have read yet
	 * (see model_sp.c)
	 */
	am_u64 hazards;
	/* Register accesses past SP_xS_CTRL_REG0's footprints */
	am_u64 overruns;
};

/* What the 3D pipeline has done, and met that it does not do */
struct am_pipe_stats {
	am_u64 prims;			/* primitives set up */
	am_u64 fragments;		/* fragments that reached the RB */
	am_u64 gmem_overruns;		/* GMEM accesses past its end */
	am_u64 unsupported;		/* state the model does not model */
	am_u64 shader_faults;		/* shaders stopped as invalid */
	am_u64 steps;			/* shader steps, paused runs' too */
	struct am_sp_stats sp[AM_STAGE_COUNT];
};

/*
 * The shader processor's scoreboard (model_sp.c): for each register
 * component, full file then half, the cycle of its last write, the lanes
 * and the unit that wrote it, packed in a u64.  Its clock runs on from
 * one group of lanes to the next, so the writes of an earlier group are
 * older than a group's first cycle and need no clearing.
 */
struct am_sp_board {
	am_u64 clock;			/* the last cycle a group used */
	am_u64 written[2 * AM_SP_COMPS];
	/* When an SFU, sample or memory instruction last read each */
	am_u64 read_late[2 * AM_SP_COMPS];
};

/*
 * A shader run (model_sp.c): where its lanes stand, and what its timing
 * has counted.  A run the CP's budget pauses is kept in pipe.sp, and
 * the next am_sp_run() of the same lanes takes it up there.
 */
struct am_sp_io;
struct am_sp {
	struct am_gpu *gpu;
	enum am_stage stage;
	struct am_sp_lane *lanes;
	const struct am_sp_io *io;
	const am_u32 *instr;
	am_u32 len;			/* instructions in the program */
	const am_u32 *consts;
	unsigned int gen;
	am_u32 steps;			/* instructions run, for its budget */
	am_u32 pc[AM_SP_LANES];
	am_s32 a0[AM_SP_LANES];
	am_u32 p0[AM_SP_LANES];
	unsigned int running;		/* lanes not ended and not killed */
	unsigned int alive;		/* lanes not killed */
	unsigned int group;		/* lanes running this instruction */
	/*
	 * A uniform program's run (struct am_sp_shape): its results are
	 * kept, and its other lanes take them
	 */
	int uniform;
	unsigned int broadcast;
	unsigned int counted;		/* a group, and its lanes: */
	am_u32 lanes_counted;		/* what a step of it costs */
	/*
	 * Whether every running lane stands at pc_together, as they do
	 * until a branch parts them: then the next group is all of them
	 */
	int together;
	am_u32 pc_together;
	int fault;
	/* Timing: cycles count on from the scoreboard's clock */
	am_u64 *board;			/* struct am_sp_board's written[] */
	am_u64 *late;			/* and its read_late[] */
	int late_reads;			/* the general path's instruction reads late */
	am_u64 t0;			/* the run's first cycle */
	am_u64 e0;			/* older scoreboard entries are below */
	am_u64 t;			/* the next instruction's issue */
	am_u64 ss_ready, sy_ready;	/* what (ss)/(sy) wait for is there */
	am_u64 ss_at, sy_at;		/* the last (ss)/(sy): 0 for none */
	am_u64 instrs, stalls, hazards;
	/* The footprint: components of each file, [half], and past it */
	am_u32 footprint[2];
	am_u64 overruns;
};

/* The pipeline's working memory: too big for a kernel stack */
struct am_pipe {
	struct am_pipe_stats stats;
	struct am_sp_board board;
	struct am_vertex prim[3];		/* the primitive's vertices */
	struct am_vertex corner[3];		/* a rectangle's other corners */
	struct am_vertex poly[2][AM_CLIP_MAX];	/* clipping, in and out */
	/* Visibility streams (model_vsc.c): the tile pass's, and counting */
	am_u64 vis_data;		/* CP_SET_BIN_DATA's stream */
	am_u32 vis_size;		/* the bytes the binning pass wrote */
	am_u32 vis_next;		/* the next primitive's index */
	am_u32 vis_draw_base;		/* the current draw's first index */
	int last_pass;			/* of the last draw: a binning pass? */
	am_u32 restart_seg;		/* primitive restart: segment start */
	/* Restart indices so far in the instance, and in the first one */
	am_u32 restarts, restarts_total;
	/*
	 * Fragments that passed the depth and stencil tests, ever: what
	 * ZPASS_DONE copies for occlusion queries, which take differences
	 */
	am_u64 samples_passed;
	struct am_sp_lane lanes[AM_SP_LANES];
	/*
	 * bary.f's view of a triangle (model_gras.c), filled as fragments
	 * read it: each varying slot's flat mode and its differences
	 * v1 - v0 and v2 - v0
	 */
	struct am_bary_cache {
		am_u32 known[AM_VPC_SLOTS / 32];
		am_u32 flat[AM_VPC_SLOTS / 32];
		am_u32 still[AM_VPC_SLOTS / 32];	/* d1 = d2 = +0 */
		am_u32 d1[AM_VPC_SLOTS], d2[AM_VPC_SLOTS];
	} bary_cache;
	/*
	 * The RB's last packed colour (model_rb.c): a draw of one colour,
	 * as a clear is, packs it once
	 */
	struct am_pack_memo {
		am_u32 format, swap, rgba[4];
		am_u8 px[16];
		int valid;
	} pack_memo;
	/* Where a draw's item the budget paused goes on */
	struct am_walk_pos {
		am_u32 vs;		/* its vertices: AM_VS_* */
		am_u32 started;		/* a walk is under way */
		am_u32 half;		/* a rectangle's second triangle */
		am_u32 tri;		/* a clipped polygon's fan triangle */
		am_u32 row, col;	/* the next quad, from the box's corner */
		am_u32 sp_paused;	/* pipe.sp holds a paused shader run */
	} pos;
	/*
	 * The quads of a triangle that shade together, as one wave
	 * (model_gras.c), with their depths; shading: the fragment
	 * shader has started on them (and may be paused)
	 */
	struct am_wave {
		am_s32 x[AM_SP_QUADS], y[AM_SP_QUADS];
		unsigned int mask[AM_SP_QUADS];
		am_u32 z[AM_SP_LANES];
		int n;
		int shading;
	} wave;
	/* The shader run the budget paused, when pos.sp_paused says so */
	struct am_sp sp;
};

/* pos.vs: a draw item's vertices */
#define AM_VS_NONE		0	/* not fetched yet */
#define AM_VS_RUNNING		1	/* fetched; their shader is paused */
#define AM_VS_DONE		2	/* shaded, in pipe.prim[] */

/*
 * The SMMU's TLB: the pages the CP reached in this run of am_cp_run(),
 * with their host address and whether they take writes.  It is filled
 * and used only inside a run, which holds the model's lock throughout,
 * and it is emptied as a run starts and ends: an unmap, which clears its
 * entries and then waits for the lock (vgpu_mmu_unmap), never leaves a
 * translation behind, as the hardware's TLB invalidate guarantees.
 */
#define AM_TLB_ENTRIES		16
struct am_tlb {
	int on;				/* inside am_cp_run() */
	struct am_tlb_entry {
		am_u64 tag;		/* iova's page number + 1; 0: empty */
		am_u8 *page;
		int writable;
	} e[AM_TLB_ENTRIES];
};

struct am_gpu {
	struct am_config cfg;
	struct am_host host;
	const struct am_gen *gen;
	am_u64 counter_base_ns;		/* when the always-on counter was 0 */
	struct am_cp cp;
	struct am_stage_state stage[AM_STAGE_COUNT];
	struct am_pipe pipe;
	am_u32 smmu[AM_SMMU_REG_COUNT];
	struct am_tlb tlb;
	am_u32 regs[AM_REG_COUNT];
	/*
	 * What the model does not implement, for debugfs: registers that
	 * packets wrote (bit set in reg_written) and that no block of the
	 * model has read (clear in reg_used); type-3 opcodes accepted but
	 * not modelled (op_ignored).
	 */
	am_u32 reg_written[AM_REG_COUNT / 32];
	am_u32 reg_used[AM_REG_COUNT / 32];
	am_u32 op_ignored[256 / 32];
};

/* Returns 0, or -1 for a chip the model does not know */
int am_init(struct am_gpu *gpu, const struct am_config *cfg,
	    const struct am_host *host);
/* Power-on state: what a hardware reset or a power collapse leaves */
void am_reset(struct am_gpu *gpu);

am_u32 am_reg_read(struct am_gpu *gpu, am_u32 reg);
void am_reg_write(struct am_gpu *gpu, am_u32 reg, am_u32 val);

am_u32 am_smmu_read(struct am_gpu *gpu, am_u32 reg);
void am_smmu_write(struct am_gpu *gpu, am_u32 reg, am_u32 val);

enum am_run {
	AM_RUN_IDLE,		/* nothing left between RPTR and WPTR */
	AM_RUN_BUDGET,		/* the budget ran out with work left */
	/* CP_WAIT_REG_MEM is not satisfied yet, or an SMMU fault stalls it */
	AM_RUN_WAITING,
	AM_RUN_HALTED,		/* stopped: halted by the driver or an error */
};

/*
 * Work units: what a run of the CP is charged for.  Everything a command
 * stream can make the model repeat is charged by what it costs, one unit
 * being about the time of a command dword fetched or a memory access (a
 * TLB hit); the other weights were measured against it on the host
 * build (bench/slice_host), each the cost of its loop's worst iteration.
 */
#define AM_WORK_ITEM		1	/* a draw's item: primitive or index */
#define AM_WORK_ATTR		8	/* an attribute fetched (its reads apart) */
#define AM_WORK_VERTEX		4	/* a vertex into the VPC, or copied */
#define AM_WORK_PRIM		16	/* a primitive's set-up */
#define AM_WORK_LERP		96	/* a vertex made by clipping */
#define AM_WORK_VSC_PIPE	1	/* a visibility pipe marked (and bins/8) */
#define AM_WORK_ROW		1	/* a row of quads walked */
#define AM_WORK_QUAD		1	/* a quad's coverage */
#define AM_WORK_FRAGMENT	2	/* a fragment's depth and stencil */
#define AM_WORK_COLOR		4	/* and each colour it writes */
#define AM_WORK_RESOLVE		2	/* a pixel resolved: read, written */
#define AM_WORK_STEP		1	/* a shader step, and for each lane */
#define AM_WORK_LANE_FLOW	1	/* of flow control, */
#define AM_WORK_LANE_ALU	1	/* of an ALU instruction (each repeat), */
#define AM_WORK_LANE_SFU	3	/* of the SFU (each repeat), */
#define AM_WORK_LANE_SAMPLE	16	/* of a sample (level of detail) */
#define AM_WORK_TEXEL		12	/* a texel filtered (its read apart) */

/*
 * Executes packets of the ring and its IBs until budget work units are
 * spent.  Every loop whose trip count the command stream sets pauses
 * when the budget is spent and goes on at the next run where it stood:
 * a packet between its items, a draw between its items, inside a
 * primitive between rows and quads, a shader between its steps.  A run
 * therefore costs at most its budget plus what cannot pause, whatever
 * the command stream holds: AM_CP_MAX_OVERSHOOT.
 */
enum am_run am_cp_run(struct am_gpu *gpu, am_u32 budget);
/*
 * A shader runs until it ends, as on the hardware: inside am_cp_run() the
 * budget pauses it, and the driver's hangcheck resets a GPU that spends
 * its periods in one draw.  A host that runs a shader outside a CP run
 * (a unit test, which no budget pauses) stops it after this many steps.
 */
#define AM_SP_MAX_STEPS		8192
/*
 * What cannot pause, at most: a shader step (a sample on every lane, 16
 * texels each: trilinear in 3D), the colours of the wave it completes
 * (8 targets in memory, each read and written) and a primitive's set-up
 * (32 attributes of 16 bytes fetched for each vertex, clipping by six
 * planes, in a binning pass its 8 visibility pipes of 15x15 bins).  A
 * run that finds its budget spent pauses at the next place it can, so
 * it overshoots by at most one of each: AM_CP_MAX_OVERSHOOT.
 */
#define AM_WORK_MAX_STEP	(AM_WORK_STEP + AM_SP_LANES * \
				 (AM_WORK_LANE_SAMPLE + \
				  16 * (AM_WORK_TEXEL + 1)))
#define AM_WORK_MAX_WAVE_RB	(AM_SP_LANES * (AM_WORK_FRAGMENT + \
					       8 * (AM_WORK_COLOR + 2)))
#define AM_WORK_MAX_PRIM	(3 * 32 * (AM_WORK_ATTR + 8) + \
				 3 * AM_WORK_VERTEX + AM_WORK_PRIM + \
				 (3 + 6 * AM_CLIP_MAX) * AM_WORK_VERTEX + \
				 12 * AM_WORK_LERP + \
				 8 * (AM_WORK_VSC_PIPE + 15 * 15 / 8 + 2) + 64)
#define AM_CP_MAX_OVERSHOOT	(AM_WORK_MAX_STEP + AM_WORK_MAX_WAVE_RB + \
				 AM_WORK_MAX_PRIM)
/*
 * In time: 7641 units of overshoot; the costliest unit measured, a
 * trilinear 3D sample's, is 12 ns on an x86_64 host core (bench/
 * slice_host), so a slice of the vgpu's 8192 units takes 0.19 ms at
 * most there (the longest measured, 0.25 ms, with the host's noise),
 * some ten times that under TCG.
 */
/* Time the CP has had work, up to now: what devfreq's load is made of */
am_u64 am_busy_ns(struct am_gpu *gpu);
/* The GPU's interrupt line: RBBM_INT_0_STATUS & RBBM_INT_0_MASK */
int am_irq_pending(const struct am_gpu *gpu);
/* The SMMU's fault interrupt line: a fault is recorded in FSR/FAR */
int am_smmu_irq_pending(const struct am_gpu *gpu);

/*
 * Registers packets wrote that no part of the model reads, in order from
 * *reg: returns the next one (and moves *reg past it), or -1 at the end.
 * Type-3 opcodes accepted but not modelled, likewise.
 */
int am_next_unused_reg(const struct am_gpu *gpu, am_u32 *reg);
int am_next_ignored_op(const struct am_gpu *gpu, am_u32 *op);

/* Walks the page table; no side effects */
enum am_fault am_translate(const struct am_gpu *gpu, am_u64 iova,
			   enum am_access access, am_u64 *pa);
/*
 * Copies through the GPU's page table, and its TLB inside am_cp_run();
 * stops at the first fault
 */
enum am_fault am_mem_read(struct am_gpu *gpu, am_u64 iova, void *dst,
			  am_u32 len);
enum am_fault am_mem_write(struct am_gpu *gpu, am_u64 iova,
			   const void *src, am_u32 len);
/* Empties the TLB (the SMMU's registers changed, a run starts or ends) */
void am_tlb_flush(struct am_gpu *gpu);

#endif /* __ADRENO_MODEL_H__ */
