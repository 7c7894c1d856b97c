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
};

struct mr_buffer {
	struct mr_context *ctx;
	struct msm_bo *bo;
	uint32_t size;
};

/* A shader as the GPU loads it: code in a buffer, whole units of it */
struct mr_shader_obj {
	struct mr_shader info;		/* code points into bo's copy */
	struct msm_bo *bo;
	uint32_t units;			/* code in the generation's units */
};

struct mr_program {
	struct mr_context *ctx;
	struct mr_shader_obj vs, fs;
};

/* The bin layout of a flush: bins of bin_w x bin_h from the top left */
struct mr_tiling {
	uint32_t bin_w, bin_h, nx, ny;
	uint32_t gmem_color;		/* GMEM offset of the colour bin */
};

struct mr_bin {
	uint32_t x, y, w, h;		/* clipped to the target */
};

struct mr_context;

/* What a generation emits: register values and packets */
struct mr_gen {
	const char *name;
	unsigned int isa_gen;		/* ir3_encode()'s generation */
	/* Bins: multiples of align_w x align_h, at most max_bin_w wide */
	uint32_t align_w, align_h, max_bin_w;
	/* Shader code is loaded in units of this many instructions */
	uint32_t instrs_per_unit;
	/* Once at the start of each submit: the GPU's fixed state */
	void (*emit_restore)(struct mr_context *ctx, struct msm_cs *cs);
	/* Into the draw stream: all pipeline state, then a draw */
	void (*emit_draw)(struct mr_context *ctx, struct msm_cs *cs,
			  enum mr_prim prim, uint32_t first, uint32_t count,
			  const struct mr_buffer *indices, uint32_t offset);
	/* Into the draw stream: a rectangle of the clear colour */
	void (*emit_clear)(struct mr_context *ctx, struct msm_cs *cs,
			   const float rgba[4]);
	/* Rendering into one bin of GMEM, then its resolve */
	void (*emit_bin)(struct mr_context *ctx, struct msm_cs *cs,
			 const struct mr_tiling *t, const struct mr_bin *b);
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

	struct mr_surface *color;
	struct msm_cs *draws;		/* the batch's draw stream */
	uint32_t nr_draws;
	bool cleared;			/* the batch began with a clear */

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
	enum mr_cull cull;
	bool front_cw;

	/* The library's own: the clear/resolve rectangle and its shaders */
	struct msm_bo *rect_bo;		/* 2 vertices, rewritten per flush */
	struct mr_program *solid;	/* uniform colour */
	struct mr_program *blit_vs;	/* a VS alone, for the resolve */

	struct mr_flush_info last;
};

/* shader.c */
int mr_shader_obj_init(struct mr_context *ctx, struct mr_shader_obj *o,
		       const struct mr_shader *s);
void mr_shader_obj_fini(struct mr_shader_obj *o);
/* The library's own programs */
struct mr_program *mr_program_solid(struct mr_context *ctx);

/* gmem.c */
/* Lays the target out in bins; false when one bin cannot hold a row */
bool mr_tiling_layout(const struct mr_context *ctx, struct mr_tiling *t);
/* GMEM (false) or bypass (true) for this batch */
bool mr_use_sysmem(const struct mr_context *ctx, const struct mr_tiling *t,
		   bool fits);

/* common.c: what every generation shares */
extern const uint32_t mr_pm4_prim[MR_PRIM_COUNT];
extern const uint32_t mr_rb_blend_factor[MR_BF_COUNT];
void mr_viewport_transform(const float vp[4], float half_pixel,
			   float offset[3], float scale[3]);
bool mr_scissor_rect(const struct mr_context *ctx, bool whole,
		     uint32_t r[4]);
void mr_draw_attribs(const struct mr_context *ctx, uint32_t first,
		     bool indexed, struct mr_vertex_attrib *a);

/* context.c */
int mr_fail(struct mr_context *ctx, int err, const char *what);
uint32_t mr_float_bits(float f);

#endif
