/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_VFD_H__
#define __ADRENO_MODEL_VFD_H__

#include "model_internal.h"
#include "model_sp.h"

/*
 * Fetches the attributes of vertex index (before VFD_INDEX_OFFSET is
 * added) of an instance into a vertex shader thread's input registers,
 * with the vertex and instance ids where VFD_CONTROL_1 asks for them.
 */
void am_vfd_fetch(struct am_gpu *gpu, am_u32 index, am_u32 instance,
		  struct am_sp_lane *lane);

#endif /* __ADRENO_MODEL_VFD_H__ */
