/* SPDX-License-Identifier: MIT */
/*
 * libmsm-render internals.  The context records what the API asks into a
 * draw stream (ctx->draws: state and draw packets, nothing that depends
 * on where the pixels go); a flush builds the submit's stream around it:
 * per GMEM bin, the bin's setup, an IB to the draw stream and the
 * resolve; or once, the bypass setup and the IB.  What a generation
 * emits is in its struct mr_gen (a3xx.c); the rest is shared.
 */
#ifndef MR_PRIV_H
#define MR_PRIV_H

#include "mr.h"

struct mr_surface {
	struct mr_context *ctx;
	struct msm_bo *bo;
	enum mr_format format;
	uint32_t width, height, pitch, cpp;
	/* A depth buffer's stencil byte holds what a batch put there */
	bool stencil_valid;
};

struct mr_buffer {
	struct mr_context *ctx;
	struct msm_bo *bo;
	uint32_t size;
};

/* Surfaces and textures: at most this many pixels a side */
#define MR_MAX_SIZE	4096
/* Levels of the largest texture */
#define MR_MAX_LEVELS	13

/*
 * A linear texture as fd3/fd4 lay one out: the levels one after the
 * other in one buffer, each row pitch[level] bytes
 */
enum mr_tex_type {
	MR_TEX_2D,
	MR_TEX_CUBE,
	MR_TEX_ARRAY,
	MR_TEX_3D,
};

struct mr_texture {
	struct mr_context *ctx;
	struct msm_bo *bo;
	enum mr_format format;
	uint32_t width, height, levels, cpp;
	uint32_t pitch[MR_MAX_LEVELS];
	uint32_t offset[MR_MAX_LEVELS];		/* of the first layer */
	/*
	 * Its layers: 1, a cube's 6 faces, an array's layers or a 3D
	 * texture's slices at level 0; the bytes between them at each level
	 */
	enum mr_tex_type type;
	uint32_t layers;
	uint32_t layer_stride[MR_MAX_LEVELS];
};

/* A shader as the GPU loads it: code in a buffer, whole units of it */
struct mr_shader_obj {
	struct mr_shader info;		/* code points into bo's copy */
	struct msm_bo *bo;
	uint32_t imm[4 * MR_MAX_IMM_VEC4S];	/* info.imm's copy */
	uint32_t units;			/* code in the generation's units */
};

struct mr_program {
	struct mr_context *ctx;
	struct mr_shader_obj vs, fs;
};

/*
 * The bin layout of a flush: nx x ny bins of bin_w x bin_h from the top
 * left, grouped for binning into VSC pipes of up to tpp_x x tpp_y bins
 * (npx x npy of them, MR_VSC_PIPES at most)
 */
#define MR_VSC_PIPES		8
/* A pipe's visibility stream: a dword a primitive, the model's encoding */
#define MR_VSC_PIPE_BYTES	0x8000

struct mr_tiling {
	uint32_t bin_w, bin_h, nx, ny;
	uint32_t tpp_x, tpp_y, npx, npy;
	bool binning;			/* a binning pass runs first */
	uint32_t gmem_color[MR_MAX_TARGETS];	/* GMEM offsets of the colour bins */
	uint32_t gmem_depth;		/* and of the depth bin (with zs) */
};

/* GMEM offsets the resolve names are in 16 KiB units */
#define MR_GMEM_ALIGN	0x4000

/* A pipe's bins: x, y, w, h in bins */
struct mr_pipe {
	uint32_t x, y, w, h;
};

struct mr_bin {
	uint32_t x, y, w, h;		/* pixels, clipped to the target */
	uint32_t pipe, slot;		/* its pipe, its bit in the stream */
	uint32_t pipe_bins;		/* bins in its pipe */
};

struct mr_context;

/* What a generation emits: register values and packets */
/*
 * A draw as mr_draw*() asked for it: count vertices from first, or count
 * 16-bit indices at offset bytes into indices, instances times
 */
struct mr_draw_call {
	enum mr_prim prim;
	uint32_t first, count, instances;
	const struct mr_buffer *indices;
	uint32_t offset;
};

struct mr_gen {
	const char *name;
	unsigned int isa_gen;		/* ir3_encode()'s generation */
	/* Bins: multiples of align_w x align_h, at most max_bin_w wide */
	uint32_t align_w, align_h, max_bin_w;
	/* Shader code is loaded in units of this many instructions */
	uint32_t instrs_per_unit;
	uint32_t max_instances;		/* of one draw */
	/*
	 * Linear textures' rows: level 0's pitch a multiple of this many
	 * texels; level l's that pitch halved l times, realigned to as many
	 * bytes (the pitch the texture descriptors and the TP assume)
	 */
	uint32_t tex_align;
	/*
	 * A cube map's faces: each face's levels together, the next face
	 * 4 KiB aligned (a4xx: the descriptor's LAYERSZ); else each level
	 * holds the six faces, one image apart (a3xx).  Arrays lie so on
	 * both.
	 */
	bool tex_layer_first;
	/* The binning pass over the binning stream: the VSC's streams */
	void (*emit_binning)(struct mr_context *ctx, struct msm_cs *cs,
			     const struct mr_tiling *t);
	/* Once at the start of each submit: the GPU's fixed state */
	void (*emit_restore)(struct mr_context *ctx, struct msm_cs *cs);
	/* n vec4s of constants v from c<first> of a stage (enum mr_stage) */
	void (*emit_consts)(struct msm_cs *cs, unsigned int stage,
			    uint32_t first, const void *v, unsigned int n);
	/*
	 * Into the draw stream (binning false) or the binning stream: all
	 * pipeline state, then a draw whose primitives the bin's visibility
	 * stream may skip
	 */
	void (*emit_draw)(struct mr_context *ctx, struct msm_cs *cs,
			  bool binning, const struct mr_draw_call *d);
	/*
	 * Into the draw stream: a rectangle writing the clear colour, depth
	 * and stencil value into the buffers (MR_CLEAR_*) asked for
	 */
	void (*emit_clear)(struct mr_context *ctx, struct msm_cs *cs,
			   unsigned int buffers, const float rgba[4],
			   float depth);
	/* Rendering into one bin of GMEM, then its resolve */
	void (*emit_bin)(struct mr_context *ctx, struct msm_cs *cs,
			 const struct mr_tiling *t, const struct mr_bin *b);
	/*
	 * MRT i: surface s in memory (bypass), or its bin in GMEM at base,
	 * in format (the surface's, or RGBA8 for a depth buffer's bytes);
	 * s NULL: none
	 */
	void (*emit_mrt)(struct msm_cs *cs, unsigned int i,
			 const struct mr_surface *s, enum mr_format format,
			 bool bypass, uint32_t bin_w, uint32_t base);
	/* The restore (mr_emit_mem2gmem()): its state in bin b, its draw */
	void (*emit_blit_state)(struct mr_context *ctx, struct msm_cs *cs,
				const struct mr_bin *b);
	void (*emit_blit)(struct mr_context *ctx, struct msm_cs *cs,
			  const struct mr_texture *tex);
	void (*emit_resolve)(struct mr_context *ctx, struct msm_cs *cs,
			     const struct mr_tiling *t,
			     const struct mr_bin *b);
	/* Rendering straight to memory */
	void (*emit_sysmem)(struct mr_context *ctx, struct msm_cs *cs);
	/* The end of a submit: caches flushed to memory */
	void (*emit_flush)(struct mr_context *ctx, struct msm_cs *cs);
};

extern const struct mr_gen mr_a3xx_gen;
extern const struct mr_gen mr_a4xx_gen;

#define MR_DIRTY_ALL	(~0u)

struct mr_context {
	struct msm_device *dev;
	struct msm_queue *queue;
	const struct mr_gen *gen;
	enum mr_mode mode;
	uint32_t gmem_bytes;

	/* The colour targets (MRT), color the first: its size is all's */
	struct mr_surface *colors[MR_MAX_TARGETS];
	unsigned int nr_colors;
	struct mr_surface *color;
	struct mr_surface *zs;		/* depth/stencil, or NULL */
	struct msm_cs *draws;		/* the batch's draw stream */
	uint32_t nr_draws;
	/* The binning pass's stream: the draws, not the clears */
	struct msm_cs *binning;
	uint32_t nr_binned;
	bool cleared;			/* the batch began with a clear */
	bool depth_cleared;		/* ... that covered the depth too */
	bool stencil_cleared;		/* ... and the stencil */
	bool color_written;		/* a draw or colour clear recorded */
	/* Draws that test, or partial clears of, depth and stencil */
	bool depth_used, stencil_used;
	/* A draw that blends or tests depth: GMEM wins (fd's gmem_reason) */
	bool gmem_reason;
	/* The system values the batch's fragment shaders read (a3xx's RB) */
	uint8_t fs_sysvals;

	/* Pipeline state, copied in at each draw */
	struct mr_vertex_attrib attribs[MR_MAX_ATTRIBS];
	unsigned int nr_attribs;
	const struct mr_program *prog;
	float uniforms[2][64][4];	/* [fragment][vec4] */
	unsigned int nr_uniforms[2];
	float viewport[4];		/* x, y, w, h */
	bool viewport_set;
	uint32_t scissor[4];		/* x, y, w, h; w == 0: none */
	struct mr_blend blend;
	struct mr_depth depth;
	struct mr_stencil stencil;
	uint8_t clear_stencil;
	enum mr_cull cull;
	bool front_cw;
	bool lower_left;		/* NDC y = -1 at the first row */
	/* The texture units (NULL: a texture freed while bound) */
	struct mr_texture *textures[MR_MAX_TEXTURES];
	struct mr_sampler samplers[MR_MAX_TEXTURES];
	unsigned int nr_textures;
	/*
	 * Units 0..n-1 each stream has loaded into each stage's table as
	 * they are bound now: [binning][fragment] (the binning stream runs
	 * the VS alone)
	 */
	unsigned int textures_loaded[2][2];

	/*
	 * The library's own: the rectangle the clears, resolves and
	 * restores draw (struct mr_rect) and their programs
	 */
	struct mr_buffer rect;
	struct mr_program *solid;	/* uniform colour */
	struct mr_program *blit;	/* texture unit 0 at varying 0 */
	/* The VSC's visibility streams and the bytes written to each */
	struct msm_bo *vsc_data, *vsc_sizes;

	struct mr_flush_info last;
};

/*
 * The rectangle's buffer: two corners in clip space, and the texture
 * coordinates of the whole target at them (where the first row is NDC's
 * y = +1, and where it is -1)
 */
struct mr_rect {
	float pos[2][3];
	float uv[2][2][2];		/* [lower_left][corner] */
};

/* shader.c */
int mr_shader_obj_init(struct mr_context *ctx, struct mr_shader_obj *o,
		       const struct mr_shader *s);
void mr_shader_obj_fini(struct mr_shader_obj *o);
/* The library's own programs */
struct mr_program *mr_program_solid(struct mr_context *ctx);
struct mr_program *mr_program_blit(struct mr_context *ctx);

/* gmem.c */
/* Lays the target out in bins; false when one bin cannot hold a row */
bool mr_tiling_layout(const struct mr_context *ctx, struct mr_tiling *t);
/* GMEM (false) or bypass (true) for this batch */
bool mr_use_sysmem(const struct mr_context *ctx, bool fits);
/* The buffers (MR_CLEAR_*) each bin resolves after the batch's draws */
unsigned int mr_resolve_buffers(const struct mr_context *ctx);
/* ... and restores before them */
unsigned int mr_restore_buffers(const struct mr_context *ctx);
void mr_emit_mem2gmem(struct mr_context *ctx, struct msm_cs *cs,
		      const struct mr_tiling *t, const struct mr_bin *b,
		      unsigned int buffers);
/* MRT 0..MR_MAX_TARGETS-1: the colour targets, in memory or their bins */
void mr_emit_targets(struct mr_context *ctx, struct msm_cs *cs,
		     const struct mr_tiling *t);
/* Whether a binning pass pays for itself in this batch's bins */
bool mr_use_binning(const struct mr_context *ctx, const struct mr_tiling *t);
/* Bin bx, by of the layout, with its pipe */
void mr_tiling_bin(const struct mr_context *ctx, const struct mr_tiling *t,
		   uint32_t bx, uint32_t by, struct mr_bin *b);
void mr_tiling_pipe(const struct mr_tiling *t, uint32_t i,
		    struct mr_pipe *p);

/* common.c: what every generation shares */
/* The stencil state of a draw (NULL: no test) and of a stencil clear */
const struct mr_stencil *mr_draw_stencil(const struct mr_context *ctx);
void mr_clear_stencil_state(const struct mr_context *ctx,
			    struct mr_stencil *s);
extern const uint32_t mr_pm4_prim[MR_PRIM_COUNT];
extern const uint32_t mr_rb_blend_factor[MR_BF_COUNT];
extern const uint32_t mr_color_swap[MR_FORMAT_COUNT];
extern const float mr_depth_range[2];
void mr_viewport_transform(const struct mr_context *ctx, const float vp[4],
			   float half_pixel, const float zr[2],
			   float offset[3], float scale[3]);
bool mr_scissor_rect(const struct mr_context *ctx, uint32_t r[4]);
bool mr_front_cw(const struct mr_context *ctx);
/* The register MRT i takes its colour from: output i, or 0 past them */
uint8_t mr_fs_output(const struct mr_shader *fs, unsigned int i);
/*
 * The largest point a vertex shader's gl_PointSize may ask for, in 1/16
 * pixels (GRAS_SU_POINT_MINMAX): GL's 4092, as freedreno's
 */
#define MR_POINT_SIZE_MAX	(4092 * 16)

/* The varyings (vec4s) p's fragment shader reads: gl_PointCoord's too */
unsigned int mr_fs_varyings(const struct mr_program *p);
/* VPC_VARYING_PS_REPL_MODE register i: what points replace (s, t) */
uint32_t mr_flat_interp(const struct mr_shader *fs, unsigned int i,
			uint32_t flat);
uint32_t mr_point_coord_repl(const struct mr_context *ctx,
			     const struct mr_shader *fs, unsigned int i);
/* The register a shader reads system value sv from, or MR_REG_NONE */
uint8_t mr_sysval_reg(const struct mr_shader *s, enum mr_sysval sv);
/* The colour targets a draw writes (MRT count, at least 1) */
unsigned int mr_targets(const struct mr_context *ctx);
/*
 * The attributes as d fetches them, and their number: a draw from vertex
 * first starts its per-vertex ones there
 */
unsigned int mr_draw_attribs(const struct mr_context *ctx,
			     const struct mr_draw_call *d,
			     struct mr_vertex_attrib *a);
/* The library's rectangle's draw: its two corners (RECTLIST) */
extern const struct mr_draw_call mr_rect_draw;
/* The rectangle's attributes for program p: corners, and coordinates */
unsigned int mr_rect_attribs(const struct mr_context *ctx,
			     const struct mr_program *p,
			     const struct mr_buffer *rect,
			     struct mr_vertex_attrib a[2]);
void mr_emit_set_bin_data(struct mr_context *ctx, struct msm_cs *cs,
			  uint32_t pipe);
void mr_emit_program_consts(struct mr_context *ctx, struct msm_cs *cs,
			    const struct mr_program *p);
uint32_t mr_sampler_lod_bias(const struct mr_sampler *s, float scale);
uint32_t mr_sampler_max_lod(const struct mr_sampler *s,
			    const struct mr_texture *t, uint32_t scale);
/* The shader stages, as the uniforms and texture tables index them */
enum mr_stage {
	MR_VS,
	MR_FS,
};

/*
 * The units a draw whose shader of stage samples n must load into its
 * table first (0: none), in the binning or the draw stream
 */
unsigned int mr_textures_to_load(struct mr_context *ctx, bool binning,
				 enum mr_stage stage, unsigned int n);
/* Forget what the streams loaded: the units changed */
void mr_textures_changed(struct mr_context *ctx);

/* resource.c: bytes per pixel of each format */
extern const uint32_t mr_format_cpp[MR_FORMAT_COUNT];

/* context.c */
int mr_fail(struct mr_context *ctx, int err, const char *what);
uint32_t mr_float_bits(float f);
/*
 * n constant vec4s (uniforms, a shader's immediates) into the stream:
 * their bits as stored (integers too; never through a float register,
 * which could quiet a NaN's payload)
 */
void mr_emit_const_bits(struct msm_cs *cs, const void *v, unsigned int n);

/* texture.c: log2 of a level-0 pitch alignment in bytes (fdl's pitchalign) */
uint32_t mr_texture_pitch_shift(const struct mr_texture *t);
/*
 * A surface as a one-level texture, for restoring it: depth/stencil as
 * RGBA8, the bytes the RB holds
 */
void mr_texture_view(const struct mr_surface *s, struct mr_texture *t);
/* The restore's sampler: one texel a pixel */
extern const struct mr_sampler mr_sampler_nearest;
/* Bytes of one sampler's entry in a border colour table */
#define MR_BORDER_ENTRY		0x40
/*
 * When a sampler of units 0..n-1 wraps to its border: a table of their
 * colours, unit i at entry first + i, and its address written to reg
 * (the stage's TPL1 BORDER_COLOR_BASE_ADDR)
 */
int mr_emit_border_colors(struct mr_context *ctx, struct msm_cs *cs,
			  uint32_t reg, const struct mr_texture *const *tex,
			  const struct mr_sampler *samp, unsigned int n,
			  unsigned int first);

#endif
