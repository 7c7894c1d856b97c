// SPDX-License-Identifier: MIT
/*
 * Instruction scheduling: a list scheduler over the shader's dependency
 * graph (straight-line SSA: read-after-write only).  An ALU result (cat1
 * to cat3) can be read three instructions after it is written; an SFU
 * result (cat4) any time, by an instruction that waits with (ss).  Each
 * slot takes the first instruction, in program order, whose sources are
 * ready; when none is, a nop fills the slot (emit.c counts them).  SFU
 * results are kept for the end of the ready list: their users wait.
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

#define ALU_DELAY	3

int mrc_schedule(struct vprog *p)
{
	uint32_t n = p->n, done = 0, slot = 0, i, k;
	/* Per virtual register: the instruction writing it, and when */
	uint32_t *writer = malloc(p->nr_regs * sizeof(*writer));
	uint32_t *ready_at = malloc(p->nr_regs * sizeof(*ready_at));
	bool *placed = calloc(n ? n : 1, sizeof(*placed));
	struct vinstr *order = malloc((n ? n : 1) * sizeof(*order));
	int ret = -1;

	if (!writer || !ready_at || !placed || !order) {
		mrc_error(p, "out of memory");
		goto out;
	}
	for (i = 0; i < p->nr_regs; i++) {
		writer[i] = VREG_NONE;
		ready_at[i] = 0;
	}
	for (i = 0; i < n; i++)
		if (p->ins[i].dst != VREG_NONE)
			writer[p->ins[i].dst] = i;

	while (done < n) {
		uint32_t pick = VREG_NONE;

		for (i = 0; i < n && pick == VREG_NONE; i++) {
			const struct vinstr *v = &p->ins[i];
			bool ok = !placed[i];

			for (k = 0; ok && k < 3; k++) {
				uint32_t r = v->src[k];

				if (r == VREG_NONE || writer[r] == VREG_NONE)
					continue;
				ok = placed[writer[r]] && ready_at[r] <= slot;
			}
			if (ok)
				pick = i;
		}
		if (pick == VREG_NONE) {
			slot++;		/* a nop: emit.c puts it back */
			continue;
		}
		placed[pick] = true;
		order[done++] = p->ins[pick];
		if (p->ins[pick].dst != VREG_NONE)
			ready_at[p->ins[pick].dst] =
				p->ins[pick].cls == VCLASS_ALU ?
				slot + ALU_DELAY + 1 : slot + 1;
		slot++;
	}
	memcpy(p->ins, order, n * sizeof(*order));
	ret = 0;
out:
	free(writer);
	free(ready_at);
	free(placed);
	free(order);
	return ret;
}
