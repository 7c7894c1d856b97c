/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The primitive controller: what a draw packet asks for, its indices,
 * and how they group into primitives.
 */
#ifndef __ADRENO_MODEL_PC_H__
#define __ADRENO_MODEL_PC_H__

#include "model_internal.h"

/* A draw, whichever packet and generation it came from */
struct am_draw {
	am_u32 prim;		/* enum pc_di_primtype */
	int indexed;		/* indices in memory (or in the packet) */
	am_u32 index_bytes;	/* 1, 2 or 4 */
	am_u32 count;		/* indices (vertices) */
	am_u32 instances;	/* at least 1 */
	am_u32 first;		/* first index to read */
	/*
	 * Added to each index for the fetches (not for the vertex id):
	 * VFD_INDEX_OFFSET, or an indirect draw's first vertex or base
	 * vertex, which the CP reads from memory in its place
	 */
	am_u32 index_offset;
	/*
	 * Added to an instanced attribute's element (not to the instance
	 * id): a4xx's UNKNOWN_2209, where fd4 puts the draw's first
	 * instance, or an indirect draw's, which the CP reads in its place
	 */
	am_u32 base_instance;
	/* In the packet (CP_DRAW_INDX_2), from its dword 3; else in memory */
	const struct am_pkt *immediate;
	am_u64 index_base;	/* indexed: where the indices are */
	am_u32 index_size;	/* and how many bytes may be read there */
	int binning_vis;	/* USE_VISIBILITY: honour the bin's stream */
	/* Primitive restart: an index equal to restart_index splits strips */
	int restart;
	am_u32 restart_index;
};

/*
 * Decodes a draw packet into d: CP_DRAW_INDX, CP_DRAW_INDX_2,
 * CP_DRAW_INDX_OFFSET, and a4xx's CP_DRAW_INDIRECT and
 * CP_DRAW_INDX_INDIRECT, whose count, instances, first vertex or first
 * index and base vertex the CP reads from memory.  Returns 0, or -1 for
 * a packet that is not a draw the model executes (an unknown source,
 * say).
 */
int am_draw_decode(struct am_gpu *gpu, const struct am_pkt *p,
		   struct am_draw *d);

/* Primitives the draw makes (triangles, lines, points or rectangles) */
am_u32 am_draw_prims(const struct am_draw *d);

/*
 * The positions in the index stream of primitive n's vertices; returns
 * how many (1, 2 or 3; rectangles have 2, opposite corners), with the
 * provoking vertex's place in *pv.
 */
int am_draw_prim_vertices(const struct am_draw *d, am_u32 n, am_u32 pos[3],
			  int provoking_last, int *pv);

/*
 * With primitive restart, the draw's items are index positions: the
 * primitive, if any, that ends at position k of its segment (the indices
 * between two restart indices, each drawn as a strip, fan or list of its
 * own).  *seg is the segment's first position, carried from one position
 * to the next by the caller (0 at each instance's start).  Returns the
 * vertices as am_draw_prim_vertices() does, or 0 (a restart index, or no
 * primitive complete at k).  Line loops are drawn as strips, without
 * their closing line, and counted as unsupported.
 */
int am_draw_restart_prim(struct am_gpu *gpu, const struct am_draw *d,
			 am_u32 k, am_u32 *seg, am_u32 pos[3],
			 int provoking_last, int *pv);

/*
 * The vertex's place in the draw's stream of vertices, which a3xx's
 * VFD_VS_THREADING_THRESHOLD.REGID_VTXCNT and a4xx's
 * VFD_CONTROL_3.REGID_VTXCNT give the vertex shader (ir3's transform
 * feedback stores the vertex there): its index position pos in the
 * instance, less the restart indices before it (restarts, counted by
 * the caller), after the earlier instances' vertices (each instance has
 * d->count less restarts_total of them).  A vertex that two primitives
 * share has one place: strips, fans and loops put out their vertices,
 * not their primitives' (as with fd3/fd4 on the hardware, where Mesa
 * 22.3's CI lists ext_transform_feedback's strip, fan and loop
 * tessellation tests as failing on a306 and a420, and Mesa advances the
 * buffers by the draw's count of vertices).
 */
am_u32 am_draw_vtxcnt(const struct am_draw *d, am_u32 instance, am_u32 pos,
		      am_u32 restarts, am_u32 restarts_total);

/* Index pos of the draw: read from memory (0 past the buffer) or auto */
am_u32 am_draw_index(struct am_gpu *gpu, const struct am_draw *d,
		     am_u32 pos);

#endif /* __ADRENO_MODEL_PC_H__ */
