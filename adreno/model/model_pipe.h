/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the 3D pipeline's blocks hand each other during a draw: vertices
 * after the vertex shader, and the state each block reads from its
 * registers, once per draw, in a form both generations share.
 */
#ifndef __ADRENO_MODEL_PIPE_H__
#define __ADRENO_MODEL_PIPE_H__

#include "model_raster.h"
#include "model_sp.h"
#include "model_fmt.h"

/* struct am_vertex and AM_CLIP_MAX are in model.h: the GPU keeps them */

enum am_pass {
	AM_PASS_RENDER,		/* draw into GMEM or memory */
	AM_PASS_BINNING,	/* only find which bins primitives touch */
	AM_PASS_RESOLVE,	/* copy GMEM out (RB_COPY_CONTROL) */
};

struct am_gras_state {
	enum am_pass pass;
	am_f32 vp_offset[3], vp_scale[3];
	int clip;		/* clip to the view volume */
	int zfar_clip;
	int z_zero_one;		/* near plane at z = 0, not z = -w */
	int cull_front, cull_back, front_cw;
	int provoking_last;
	int half_pixel;		/* sample points at pixel centres */
	am_f32 point_size;	/* without a size from the shader */
	am_f32 point_min, point_max;
	am_f32 line_half_width;
	/* Polygon offset: slope factor, units (the hardware's), clamp */
	int poly_offset;
	am_f32 offset_scale, offset_units, offset_clamp;
	struct am_rect scissor;	/* window and screen scissors together */
	/* Fragment shader inputs the rasterizer fills */
	am_u32 ij_persp, ij_linear, frag_xy, frag_zw, face;
	/* The fragment program is uniform (am_sp_uniform): once a draw */
	int fs_uniform;
};

/* Fragment shaders name varyings from here: inloc 0 is OUTLOC 8 */
#define AM_VPC_FS_BASE		8

#define AM_MRTS			8	/* a3xx has 4 */

struct am_rb_mrt {
	struct am_fmt fmt;
	am_u32 format;		/* the generation's number for fmt */
	am_u32 swap;
	am_u32 pitch;		/* bytes per row */
	am_u64 base;		/* GMEM offset, or a GPU address in bypass */
	am_u32 control;		/* RB_MRT_CONTROL */
	am_u32 blend;		/* RB_MRT_BLEND_CONTROL */
	am_u32 fs_regid;	/* SP_FS_MRT_REG: the shader's output */
	int fs_half;
	int dither;		/* a DITHER_MODE other than disable */
	int srgb;		/* stored sRGB-encoded, blended in linear */
	int plain;		/* takes the colour as it is (am_rb_state) */
};

struct am_rb_state {
	int bypass;		/* render targets in memory, not GMEM */
	am_s32 win_x, win_y;	/* RB_WINDOW_OFFSET: screen to GMEM */
	int nr_mrt;
	struct am_rb_mrt mrt[AM_MRTS];
	/* The targets of the first nr_mrt with a format and a component on */
	int nr_written;
	am_u8 written[AM_MRTS];
	/*
	 * In GMEM, no depth or stencil test, no depth from the shader, and
	 * every target written plain: a fragment is its colours' stores
	 */
	int plain;
	am_u32 blend_const[4];	/* f32 */
	/* Depth and stencil (interleaved 24/8 when both are there) */
	am_u32 depth_ctl, stencil_ctl, stencil_ref, stencil_ref_bf;
	int zs_test;		/* either test on (am_rb_state) */
	/* What a fragment costs: its tests and each target's colour */
	am_u32 fragment_work;
	am_u32 depth_format;	/* enum adreno_rb_depth_format (a3xx's) */
	am_u64 depth_base;
	am_u32 depth_pitch;
	/* D32F_S8: stencil in its own GMEM buffer, a byte a pixel */
	int sep_stencil;
	am_u64 stencil_base;
	am_u32 stencil_pitch;
	int fs_writes_z;
	am_u32 fs_z_regid;
	/* Resolve: what the copy reads and where it goes */
	am_u32 copy_mode;	/* enum adreno_rb_copy_control_mode */
	am_u64 copy_src;	/* GMEM offset */
	am_u64 copy_dst;
	am_u32 copy_pitch;
	struct am_fmt copy_fmt;
	am_u32 copy_format;
	am_u32 copy_swap;
	am_u32 bin_w;		/* GMEM rows of the resolve are this wide */
};

#endif /* __ADRENO_MODEL_PIPE_H__ */
