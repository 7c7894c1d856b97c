/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef __ADRENO_MODEL_VSC_H__
#define __ADRENO_MODEL_VSC_H__

#include "model_internal.h"
#include "model_pipe.h"

/*
 * The binning pass: primitive index (counted over the pass's draws) of
 * the current pass covers rect of the screen; marks it in each pipe's
 * visibility stream.
 */
void am_vsc_mark(struct am_gpu *gpu, am_u32 index, const struct am_rect *r);

/*
 * A tile pass with visibility: whether primitive index of the pass may
 * touch the current bin (CP_SET_BIN_DATA's stream, PC_VSTREAM_CONTROL's
 * bin).  Without a usable stream every primitive may.
 */
int am_vsc_visible(struct am_gpu *gpu, am_u32 index);

#endif /* __ADRENO_MODEL_VSC_H__ */
