/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_VFD_H__
#define __ADRENO_MODEL_VFD_H__

#include "model_internal.h"
#include "model_pc.h"
#include "model_sp.h"

/*
 * Fetches the attributes of vertex index of an instance of draw d into a
 * vertex shader thread's input registers, at index + d->index_offset
 * (VFD_INDEX_OFFSET, or an indirect draw's first or base vertex), or
 * for instanced attributes at the instance's element plus
 * d->base_instance, with the vertex id (index, without the offset) and
 * the instance id where
 * VFD_CONTROL_1 asks for them, and vtxcnt, the vertex's place in the
 * draw's stream of vertices (am_draw_vtxcnt), where a3xx's
 * VFD_VS_THREADING_THRESHOLD or a4xx's VFD_CONTROL_3 ask for it: ir3's
 * transform feedback stores each vertex at that place.
 */
void am_vfd_fetch(struct am_gpu *gpu, const struct am_draw *d, am_u32 index,
		  am_u32 instance, am_u32 vtxcnt, struct am_sp_lane *lane);

#endif /* __ADRENO_MODEL_VFD_H__ */
