/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The texture pipe: what a cat5 sample instruction reads.  The sampler
 * and texture descriptors are the ones CP_LOAD_STATE loaded into the
 * stage's tables (struct am_stage_state); texels come from GPU memory
 * through the SMMU.
 *
 * Slots: on a3xx t# and s# are offsets into the stage's tables, from
 * TPL1_TP_{VS,FS}_TEX_OFFSET (MEMOBJOFFSET for textures, SAMPLEROFFSET
 * for samplers, BASETABLEPTR + TEX_CONST_2.INDX for the level
 * addresses), as fd3_emit.c programs them (FS at 16).  On a4xx they are
 * the slot numbers, from 0 in each stage.  A slot past the tables reads
 * as zeros and counts as unsupported.
 */
#ifndef __ADRENO_MODEL_TP_H__
#define __ADRENO_MODEL_TP_H__

#include "model.h"

/* A sample request from a cat5 instruction, for one lane */
struct am_tp_req {
	enum am_stage stage;
	am_u32 tex, samp;	/* the instruction's t# and s# */
	/* s, t, r (f32 bits); r is a 3D texture's depth or a cube's z */
	am_u32 coord[3];
	/*
	 * Coordinates used: 1 (sampled as 2D at row 0), 2, or 3 (3D, or a
	 * cube's direction vector)
	 */
	int dims;
	/* .a: layer is the array layer (f32 bits; s32 for texel fetches) */
	int array;
	am_u32 layer;
	/*
	 * .s: the sampler's compare function between ref (f32 bits) and
	 * each texel's first channel, before the filter
	 */
	int shadow;
	am_u32 ref;
	/* .o: texel offsets added along s, t, r (0 without) */
	am_s32 offset[3];
	/*
	 * f32 level of detail with the instruction's own bias added by the
	 * caller; the sampler's LOD_BIAS and MIN/MAX_LOD are applied here.
	 */
	am_u32 lod;
	/*
	 * isaml/getinfo-style integer coordinates: coord are s32 texels
	 * (a3xx: scaled up to level 0, as ir3 writes them), lod an s32
	 * level; no filtering, no wrapping, out of range reads zeros.
	 */
	int texel_fetch;
	/*
	 * gather4r/g/b/a (textureGather): 1 + the channel (0 red .. 3
	 * alpha, the texel's before the descriptor's swizzle) to gather; 0
	 * for a sample.  Gathers read the four texels a bilinear filter
	 * would at level 0, whatever the filters and the level of detail,
	 * and return that channel of each, compared first with .s, in
	 * GL's order: (i0, j1), (i1, j1), (i1, j0), (i0, j0); then the
	 * descriptor's swizzle, as for samples.
	 */
	int gather;
};

/*
 * Returns the filtered texel as four 32-bit values: f32 for normalized
 * and float formats, integers for pure integer formats.
 */
void am_tp_sample(struct am_gpu *gpu, const struct am_tp_req *req,
		  am_u32 out[4]);
/*
 * For a level of detail: the squared length, in level 0's texels, of the
 * step dc of a sample's coordinates c (dims of them: s and t, r of a 3D
 * texture; a cube map's direction, whose step is taken on c's face), all
 * f32
 */
am_u32 am_tp_step_texels(struct am_gpu *gpu, enum am_stage stage,
			 am_u32 tex, int dims, const am_u32 c[3],
			 const am_u32 dc[3]);
/*
 * getsize (textureSize) at level lod: the level's width, height and
 * depth (3D: depth; arrays: layers; else 1), each minified, and
 * TEX_CONST_3.DEPTH as the descriptor holds it, which does not shrink
 * (ir3 takes an array's size from it: a3xx's layers - 1, plus one;
 * a4xx's layers, or a cube array's cubes).
 */
void am_tp_size(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		am_u32 lod, am_u32 out[4]);
/*
 * getlod (textureQueryLod) for a sample's req (its lod the implicit one):
 * x the level a sample would read (with a linear mip filter the level
 * of detail between the levels, clamped to them), y the level of
 * detail after the sampler's bias, before its clamps; s32 in fixed point
 * 4.8, as ir3 takes them (it converts them and multiplies by 1/256).
 */
void am_tp_lod(struct am_gpu *gpu, const struct am_tp_req *req,
	       am_u32 out[4]);
/*
 * getinfo: z is the levels (textureQueryLevels): a3xx's MIPLVLS field,
 * to which ir3 adds one (its levels_add_one), a4xx's MIPLVLS + 1; x, y
 * and w, which no compiler of these generations reads, are 0.
 */
void am_tp_info(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		am_u32 out[4]);
/*
 * getbuf (textureSize of a buffer, which ir3 takes from x): a texture
 * buffer's elements, whose count may pass getsize's 15 bits (a4xx:
 * WIDTH | HEIGHT << 15; a3xx's buffers are 1D textures: WIDTH)
 */
void am_tp_buf_size(struct am_gpu *gpu, enum am_stage stage, am_u32 tex,
		    am_u32 out[4]);

#endif /* __ADRENO_MODEL_TP_H__ */
