/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_VPC_H__
#define __ADRENO_MODEL_VPC_H__

#include "model_internal.h"
#include "model_pipe.h"

/* The vertex a vertex shader thread made: position and varyings */
void am_vpc_vertex(struct am_gpu *gpu, const struct am_sp_lane *lane,
		   struct am_vertex *v);

/* Whether a fragment shader's varying (inloc) is flat-shaded */
int am_vpc_flat(struct am_gpu *gpu, am_u32 inloc);

/*
 * A point's four corners (top left, top right, bottom right, bottom left)
 * as vertex v with the point sprite coordinates VPC_VARYING_PS_REPL asks
 * for in place of its varyings
 */
void am_vpc_sprite(struct am_gpu *gpu, const struct am_vertex *v,
		   struct am_vertex corner[4]);

#endif /* __ADRENO_MODEL_VPC_H__ */
