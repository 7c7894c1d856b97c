// SPDX-License-Identifier: MIT
/*
 * Register allocation by linear scan over the scheduled, straight-line
 * program: a virtual register lives from the instruction writing it to
 * its last reader (outputs to the end) and takes the lowest scalar
 * register (r<n>.<c>: n * 4 + c) free for all of that.  Preassigned
 * registers (attributes, the fragment shader's i/j) are kept for the
 * whole program.
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

#define MRC_MAX_SCALARS	(48 * 4)	/* r0..r47 */

int mrc_allocate(struct vprog *p)
{
	uint32_t *last = malloc((p->nr_regs ? p->nr_regs : 1) * sizeof(*last));
	/* Per scalar register: free after this instruction (0: free) */
	uint32_t busy_until[MRC_MAX_SCALARS];
	bool reserved[MRC_MAX_SCALARS];
	int top = -1, ret = -1;
	uint32_t i, k, s, c;

	if (!last)
		return mrc_error(p, "out of memory");
	memset(busy_until, 0, sizeof(busy_until));
	memset(reserved, 0, sizeof(reserved));
	for (i = 0; i < p->nr_regs; i++) {
		last[i] = 0;
		if (p->regs[i].fixed >= 0 && p->regs[i].fixed < MRC_MAX_SCALARS) {
			reserved[p->regs[i].fixed] = true;
			if (p->regs[i].fixed > top)
				top = p->regs[i].fixed;
		}
	}
	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++)
			if (p->ins[i].src[k] != VREG_NONE)
				last[p->ins[i].src[k]] = i + 1;
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (p->out[s][c] != VREG_NONE)
				last[p->out[s][c]] = p->n + 1;

	for (i = 0; i < p->n; i++) {
		uint32_t d = p->ins[i].dst, r;

		if (d == VREG_NONE || p->regs[d].fixed >= 0)
			continue;
		/* Free once its last reader is this instruction or before */
		for (r = 0; r < MRC_MAX_SCALARS; r++)
			if (!reserved[r] && busy_until[r] <= i + 1)
				break;
		if (r == MRC_MAX_SCALARS) {
			mrc_error(p, "the shader needs more than %u registers",
				  MRC_MAX_SCALARS / 4);
			goto out;
		}
		p->regs[d].phys = (int32_t)r;
		/* A value nobody reads still holds its register this once */
		busy_until[r] = last[d] > i + 1 ? last[d] : i + 2;
		if ((int)r > top)
			top = (int)r;
	}
	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++)
			if (p->ins[i].src[k] != VREG_NONE)
				p->ins[i].in.src[k].num =
					(unsigned short)p->regs[p->ins[i].src[k]].phys;
	for (i = 0; i < p->n; i++)
		if (p->ins[i].dst != VREG_NONE)
			p->ins[i].in.dst.num =
				(unsigned short)p->regs[p->ins[i].dst].phys;
	ret = top / 4 + 1;
out:
	free(last);
	return ret;
}
