// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shader processor.  Not an interpreter yet: every program is
 * reported as unsupported and leaves its registers as they were.
 */

#include "model_internal.h"
#include "model_sp.h"

int am_sp_run(struct am_gpu *gpu, enum am_stage stage,
	      struct am_sp_lane *lanes, unsigned int mask,
	      const struct am_sp_io *io)
{
	(void)stage;
	(void)lanes;
	(void)io;
	gpu->pipe.stats.unsupported++;
	return (int)mask;
}
