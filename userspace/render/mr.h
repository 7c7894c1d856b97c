/* SPDX-License-Identifier: MIT */
/*
 * libmsm-render: draws on Adreno a3xx/a4xx through libmsm, in the shape
 * of a gallium driver's core (not a GL).  Make render targets, vertex
 * buffers and a program; set pipeline state; record clears and draws
 * into the context's batch; flush it to a fence.
 *
 * A flush lays the batch out the way the GPU renders best: in GMEM bins
 * (each bin restores what memory holds of a buffer the batch did not
 * clear first, replays the batch's draws, resolves to memory) or, when
 * tiling cannot win, straight to memory (bypass: a batch of at most 5
 * draws that neither clears first, blends nor tests depth, as freedreno
 * decides).  MSM_DEBUG=sysmem and MSM_DEBUG=gmem force one or the other.
 *
 * Conventions as libmsm's (msm.h): int answers 0 or a negative errno,
 * pointers NULL with errno set; msm_last_error() has the message.  A
 * context is used by one thread at a time.
 */
#ifndef MR_H
#define MR_H

#include <stdbool.h>
#include <stdint.h>

#include "msm.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct mr_context;
struct mr_surface;
struct mr_buffer;
struct mr_texture;
struct mr_program;

/* ---- Context ----------------------------------------------------------- */

/* A context on dev's GPU (a3xx or a4xx); ENODEV for any other */
struct mr_context *mr_context_new(struct msm_device *dev);
/* Flushes nothing: unflushed work is dropped */
void mr_context_free(struct mr_context *ctx);
/* The GPU's id (320, 420, ...) */
uint32_t mr_context_gpu_id(const struct mr_context *ctx);

enum mr_mode {
	MR_MODE_AUTO,		/* GMEM bins, or bypass when it wins */
	MR_MODE_GMEM,		/* always bins */
	MR_MODE_NOBIN,		/* always bins, without the binning pass */
	MR_MODE_SYSMEM,		/* always bypass */
};

/*
 * Overrides the mode (MSM_DEBUG's gmem, sysmem and nobin flags win over
 * it)
 */
void mr_context_set_mode(struct mr_context *ctx, enum mr_mode mode);

/* What the last flush did, for tests and bench/ */
struct mr_flush_info {
	bool sysmem;		/* bypassed GMEM */
	bool binning;		/* a binning pass ran */
	uint32_t bin_w, bin_h;	/* bins' size (GMEM) */
	uint32_t nr_bins_x, nr_bins_y;
	uint32_t draws;		/* draws and clears recorded */
	uint32_t cs_dwords;	/* the submit's stream, without the draws' */
	uint32_t draw_dwords;	/* the draw stream's (each bin replays it) */
};

void mr_last_flush(const struct mr_context *ctx, struct mr_flush_info *info);

/* ---- Surfaces and buffers ---------------------------------------------- */

enum mr_format {
	MR_FORMAT_RGBA8,	/* R8G8B8A8_UNORM: bytes R, G, B, A */
	MR_FORMAT_RGB565,	/* R5G6B5_UNORM: 16 bits, R on top */
	MR_FORMAT_Z24S8,	/* depth (24-bit unorm, low bits), stencil */
	/*
	 * Integer textures (not targets): bytes R, G, B, A as they are,
	 * unsigned or signed, which usampler*s and isampler*s read as
	 * integers (nearest only; a border is 0)
	 */
	MR_FORMAT_RGBA8UI,
	MR_FORMAT_RGBA8I,
	MR_FORMAT_COUNT
};

/* A linear render target (or depth/stencil buffer), cleared to 0 */
struct mr_surface *mr_surface_new(struct mr_context *ctx,
				  enum mr_format format, uint32_t width,
				  uint32_t height);
void mr_surface_free(struct mr_surface *s);
/* The pixels (waits for the GPU), pitch in bytes */
void *mr_surface_map(struct mr_surface *s, uint32_t *pitch);
struct msm_bo *mr_surface_bo(const struct mr_surface *s);
/*
 * The surface as a dma-buf (a new fd the caller closes, or a negative
 * errno): the pixels a flush leaves, which other devices and processes
 * import or mmap.  The GPU's writes fence the buffer's reservation, so
 * an importer that waits on it (poll, DMA_BUF_IOCTL_SYNC) sees them.
 */
int mr_surface_export(struct mr_surface *s);

/* A GPU buffer of size bytes, data copied in when not NULL */
struct mr_buffer *mr_buffer_new(struct mr_context *ctx, uint32_t size,
				const void *data);
void mr_buffer_free(struct mr_buffer *b);

/* ---- Textures and samplers --------------------------------------------- */

/*
 * A linear 2D texture of format (RGBA8, RGB565, RGBA8UI or RGBA8I) with
 * levels mip levels
 * (level i is max(width >> i, 1) x max(height >> i, 1)).  data, when not
 * NULL, holds the levels one after the other, rows tightly packed.
 */
struct mr_texture *mr_texture_new(struct mr_context *ctx,
				  enum mr_format format, uint32_t width,
				  uint32_t height, uint32_t levels,
				  const void *data);
/*
 * A cube map of six size x size faces in GL's order (+X, -X, +Y, -Y, +Z,
 * -Z), each with levels mip levels; data, when not NULL, holds the levels
 * one after the other, each level's six faces one after the other, rows
 * tightly packed.  Shaders sample it through a samplerCube.
 */
struct mr_texture *mr_texture_new_cube(struct mr_context *ctx,
				       enum mr_format format, uint32_t size,
				       uint32_t levels, const void *data);

#define MR_MAX_LAYERS	256

/*
 * A 2D array of layers (at most MR_MAX_LAYERS) width x height images,
 * each with levels mip levels; data, when not NULL, holds the levels one
 * after the other, each level's layers one after the other.  Shaders
 * sample it through a sampler2DArray.
 */
struct mr_texture *mr_texture_new_array(struct mr_context *ctx,
					enum mr_format format, uint32_t width,
					uint32_t height, uint32_t layers,
					uint32_t levels, const void *data);

/*
 * A 3D texture of width x height x depth (depth at most MR_MAX_LAYERS),
 * with levels mip levels (each level minified on all three axes), which
 * shaders sample through a sampler3D; data as for an array, each level's
 * slices one after the other
 */
struct mr_texture *mr_texture_new_3d(struct mr_context *ctx,
				     enum mr_format format, uint32_t width,
				     uint32_t height, uint32_t depth,
				     uint32_t levels, const void *data);
void mr_texture_free(struct mr_texture *t);

/* The GL comparisons, in their order (and the hardware's) */
enum mr_func {
	MR_FUNC_NEVER, MR_FUNC_LESS, MR_FUNC_EQUAL, MR_FUNC_LEQUAL,
	MR_FUNC_GREATER, MR_FUNC_NOTEQUAL, MR_FUNC_GEQUAL, MR_FUNC_ALWAYS,
};

enum mr_filter { MR_FILTER_NEAREST, MR_FILTER_LINEAR };
/* Between levels: none (level 0 only), nearest level, or both blended */
enum mr_mip_filter { MR_MIP_NONE, MR_MIP_NEAREST, MR_MIP_LINEAR };
enum mr_wrap {
	MR_WRAP_REPEAT,
	MR_WRAP_CLAMP,		/* to the edge */
	MR_WRAP_MIRROR,
	MR_WRAP_BORDER,		/* to the sampler's border colour */
};

struct mr_sampler {
	enum mr_filter min, mag;
	enum mr_mip_filter mip;
	enum mr_wrap wrap_s, wrap_t;
	/*
	 * Added to the level of detail the TP computes (GL's
	 * TEXTURE_LOD_BIAS), within +-15 as freedreno takes it
	 */
	float lod_bias;
	/* MR_WRAP_BORDER's colour: red, green, blue, alpha as given */
	float border[4];
	/*
	 * What a shadow sampler (sampler2DShadow, samplerCubeShadow)
	 * compares: the reference against the texel's first channel, 1.0
	 * where "reference func texel" holds (GL's TEXTURE_COMPARE_FUNC).
	 * Other samplers ignore it.
	 */
	enum mr_func compare;
};

#define MR_MAX_TEXTURES	8
#define MR_MAX_IMM_VEC4S	32	/* a shader's constants (mr_shader.imm) */

/*
 * The texture units 0..n-1 of both shaders: unit i samples tex[i]
 * through samp[i] (copied; the textures must outlive the batch's flush)
 */
int mr_set_textures(struct mr_context *ctx, unsigned int n,
		    struct mr_texture *const *tex,
		    const struct mr_sampler *samp);

/* ---- Shaders and programs ---------------------------------------------- */

#define MR_REG_NONE	0xfc	/* "no register" (regid 63.x) */
#define MR_REGID(n, c)	((n) * 4 + (c))	/* r<n>.<c> as a register id */

#define MR_MAX_ATTRIBS	8
#define MR_MAX_VARYINGS	8
/* Colour targets a draw writes at once (MRT): a3xx's four */
#define MR_MAX_TARGETS	4

/* What the hardware hands a shader in a register before it starts */
enum mr_sysval {
	/* Fragment shader: gl_FragCoord.xy in sixteenths of a pixel, unsigned */
	MR_SV_FRAG_XY,
	MR_SV_FRAG_ZW,		/* gl_FragCoord.zw, floats */
	MR_SV_FACE,		/* a half register: -1 back-facing, 0 front */
	/* Vertex shader */
	MR_SV_VERTEX_ID,	/* the vertex's index (its index buffer's value) */
	MR_SV_INSTANCE_ID,	/* 0: draws are not instanced */
	MR_SV_COUNT
};

/*
 * A compiled shader: ir3 machine code and the interface the command
 * stream programs around it.  Register ids are r<n>.<c> as MR_REGID.
 */
struct mr_shader {
	const uint32_t *code;	/* 64-bit instructions, two dwords each */
	uint32_t nr_instrs;
	uint8_t full_regs;	/* registers r0..r<full_regs - 1> used */
	uint8_t half_regs;	/* half registers hr0..: vec4s used (or 0) */
	uint8_t const_vec4s;	/* uniforms c0..: vec4s read */
	/*
	 * Constants the code reads from the constant file (as ir3 loads its
	 * immediates): imm_vec4s vec4s of imm's bits, loaded at
	 * c<imm_base>, within const_vec4s
	 */
	const uint32_t *imm;
	uint8_t imm_base, imm_vec4s;

	/* Vertex shader: attribute i arrives in inputs[i] (4 components) */
	uint8_t nr_inputs;
	uint8_t inputs[MR_MAX_ATTRIBS];
	uint8_t pos;		/* gl_Position */
	bool writes_psize;	/* gl_PointSize, from psize's .x */
	uint8_t psize;
	/* varying i is written from varyings[i] (4 components) */
	uint8_t nr_varyings;
	uint8_t varyings[MR_MAX_VARYINGS];

	/*
	 * Fragment shader: varying i is bary.f's location 4 * i (per
	 * component), interpolated at the perspective centre whose i/j
	 * arrive in ij (MR_REG_NONE: no varyings read); colour output i
	 * (GLSL's location i) leaves from color[i], i < nr_colors (at
	 * least 1).
	 */
	uint8_t ij;
	uint8_t nr_colors;
	uint8_t color[MR_MAX_TARGETS];
	bool writes_depth;	/* gl_FragDepth, from depth's .x */
	uint8_t depth;
	/*
	 * gl_PointCoord: read as varying point_coord's s and t (at or past
	 * the vertex shader's varyings), which points replace
	 */
	bool reads_point_coord;
	uint8_t point_coord;
	/* Varyings read flat (bit i: varying i), the provoking vertex's */
	uint16_t flat;
	/* Texture units 0..nr_samplers-1 read (t# and s# alike) */
	uint8_t nr_samplers;
	/*
	 * The system values read: bit n for enum mr_sysval n, whose
	 * register (the first of two for the fragment coordinates) is
	 * sysval[n].  A shader left zeroed reads none.
	 */
	uint8_t sysvals;
	uint8_t sysval[MR_SV_COUNT];
};

/* A program from a vertex and a fragment shader (code is copied) */
struct mr_program *mr_program_new(struct mr_context *ctx,
				  const struct mr_shader *vs,
				  const struct mr_shader *fs);
void mr_program_free(struct mr_program *p);

/* ---- Pipeline state ---------------------------------------------------- */

enum mr_vertex_format {
	MR_VF_FLOAT1, MR_VF_FLOAT2, MR_VF_FLOAT3, MR_VF_FLOAT4,
	MR_VF_UNORM8x4,
	MR_VF_COUNT
};

struct mr_vertex_attrib {
	const struct mr_buffer *buffer;
	uint32_t offset;	/* of the first vertex's value, bytes */
	uint32_t stride;	/* bytes */
	enum mr_vertex_format format;
	/*
	 * 0: a value a vertex; n (at most MR_MAX_DIVISOR): a value every n
	 * instances of an instanced draw, as glVertexAttribDivisor()
	 */
	uint32_t divisor;
};

/*
 * The vertex shader's attributes 0..n-1 (none: attribs may be NULL, for
 * a vertex shader that takes none)
 */
int mr_set_vertex_attribs(struct mr_context *ctx, unsigned int n,
			  const struct mr_vertex_attrib *attribs);
void mr_set_program(struct mr_context *ctx, const struct mr_program *p);
/* Uniform vec4s of a stage, from c0 (copied) */
int mr_set_uniforms(struct mr_context *ctx, bool fragment,
		    const float *vec4s, unsigned int n);

/*
 * The viewport, in pixels from the target's first row in memory.  By
 * default NDC's y = +1 is that first row (the top of a picture); with a
 * lower-left origin it is y = -1, as GL renders into framebuffer objects
 * (GL's viewport and scissor then carry over unchanged).
 */
void mr_set_viewport(struct mr_context *ctx, float x, float y, float w,
		     float h);
void mr_set_lower_left_origin(struct mr_context *ctx, bool lower_left);
/* Draws and clears only inside the rectangle (w == 0: no scissor) */
void mr_set_scissor(struct mr_context *ctx, uint32_t x, uint32_t y,
		    uint32_t w, uint32_t h);

enum mr_blend_factor {
	MR_BF_ZERO, MR_BF_ONE, MR_BF_SRC_ALPHA, MR_BF_ONE_MINUS_SRC_ALPHA,
	MR_BF_COUNT
};

struct mr_blend {
	bool enable;
	enum mr_blend_factor src, dst;	/* colour and alpha alike, add */
	uint8_t colormask;		/* R=1 G=2 B=4 A=8 */
};

void mr_set_blend(struct mr_context *ctx, const struct mr_blend *b);

/* Depth test against the framebuffer's depth buffer (off by default) */
struct mr_depth {
	bool test;
	bool write;
	enum mr_func func;
};

void mr_set_depth(struct mr_context *ctx, const struct mr_depth *d);

/* What a stencil test does to the stored value, in the hardware's order */
enum mr_stencil_op {
	MR_STENCIL_KEEP, MR_STENCIL_ZERO, MR_STENCIL_REPLACE,
	MR_STENCIL_INCR_CLAMP, MR_STENCIL_DECR_CLAMP, MR_STENCIL_INVERT,
	MR_STENCIL_INCR_WRAP, MR_STENCIL_DECR_WRAP,
};

/*
 * The stencil test against the depth buffer's stencil byte (off by
 * default; without a depth buffer a draw has none), the same for front
 * and back faces: (ref & mask) func (stored & mask), then the op of the
 * outcome (fail: the stencil test failed; zfail: it passed, the depth
 * test failed; zpass: both passed) written through writemask
 */
struct mr_stencil {
	bool test;
	enum mr_func func;
	uint8_t ref, mask, writemask;
	enum mr_stencil_op fail, zfail, zpass;
};

/* EINVAL for a func or op out of range (the state is left as it was) */
int mr_set_stencil(struct mr_context *ctx, const struct mr_stencil *s);

enum mr_cull { MR_CULL_NONE, MR_CULL_FRONT, MR_CULL_BACK };
/* Front faces are counter-clockwise (GL's default) unless front_cw */
void mr_set_rasterizer(struct mr_context *ctx, enum mr_cull cull,
		       bool front_cw);

/* ---- Recording and flushing -------------------------------------------- */

/*
 * Where the batch draws: a colour target and a depth buffer of the same
 * size (zs may be NULL).  NULL colour detaches (every draw then fails).
 * A batch with a depth buffer renders in GMEM bins.  One that clears or
 * tests depth or stencil writes zs back from each bin, having restored
 * it first unless the batch began by clearing it (the stencil too, once
 * a batch has put one there); one that does neither leaves zs alone.
 */
int mr_set_framebuffer(struct mr_context *ctx, struct mr_surface *color,
		       struct mr_surface *zs);
/*
 * The same with n colour targets of one size (MRT, n at most
 * MR_MAX_TARGETS): the fragment shader's output i goes to colors[i] (a
 * target past its outputs gets output 0), with the same blend and mask;
 * a clear clears them all.  n == 0 detaches.
 */
int mr_set_framebuffers(struct mr_context *ctx, unsigned int n,
			struct mr_surface *const *colors,
			struct mr_surface *zs);

#define MR_CLEAR_COLOR		(1u << 0)
#define MR_CLEAR_DEPTH		(1u << 1)
#define MR_CLEAR_STENCIL	(1u << 2)

/*
 * Fills buffers within the scissor: RGBA in [0, 1], depth in [0, 1],
 * stencil with mr_set_clear_stencil()'s value
 */
int mr_clear(struct mr_context *ctx, unsigned int buffers,
	     const float rgba[4], float depth);
/* The value MR_CLEAR_STENCIL writes (0 by default) */
void mr_set_clear_stencil(struct mr_context *ctx, uint8_t value);

enum mr_prim {
	MR_PRIM_POINTS, MR_PRIM_LINES, MR_PRIM_LINE_STRIP,
	MR_PRIM_TRIANGLES, MR_PRIM_TRIANGLE_STRIP, MR_PRIM_TRIANGLE_FAN,
	MR_PRIM_COUNT
};

/* count vertices from first */
int mr_draw(struct mr_context *ctx, enum mr_prim prim, uint32_t first,
	    uint32_t count);
/* count 16-bit indices at offset bytes into indices */
int mr_draw_indexed(struct mr_context *ctx, enum mr_prim prim,
		    const struct mr_buffer *indices, uint32_t offset,
		    uint32_t count);

#define MR_MAX_DIVISOR	255
/*
 * The same, instances times over (at least 1; a3xx draws 256 at most):
 * the vertex shader's gl_InstanceID counts them from 0, and attributes
 * with a divisor advance by instances
 */
int mr_draw_instanced(struct mr_context *ctx, enum mr_prim prim,
		      uint32_t first, uint32_t count, uint32_t instances);
int mr_draw_indexed_instanced(struct mr_context *ctx, enum mr_prim prim,
			      const struct mr_buffer *indices,
			      uint32_t offset, uint32_t count,
			      uint32_t instances);

/*
 * Submits the batch; fence (may be NULL) gets its fence on the
 * context's queue.  An empty batch submits nothing and gives fence 0.
 */
int mr_flush(struct mr_context *ctx, uint32_t *fence);
/*
 * Flushes and waits; -EIO when the GPU hung on a batch of the context's
 * queue meanwhile (recovery reset it, and its pixels are not all there)
 */
int mr_finish(struct mr_context *ctx);

#if defined(__cplusplus)
}
#endif

#endif
