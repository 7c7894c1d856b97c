// SPDX-License-Identifier: MIT
/*
 * Instruction scheduling: a list scheduler over the shader's dependency
 * graph (straight-line SSA: read-after-write only).  An ALU result (cat1
 * to cat3) can be read mrc_alu_delay() instructions after it is written
 * (3, or 6 by the SFU or a sample, or 1 as a mad's addend): a hard
 * rule.  An SFU result (cat4) can be read at once by an instruction that
 * waits with (ss), and a sample's (cat5) by one that waits with (sy),
 * but the wait costs cycles: a soft rule.  Each slot
 * takes, of the instructions whose sources are ready by both rules, the
 * one heading the longest chain of latencies still to run (the critical
 * path first, program order between equals); else one ready by the hard
 * rule (it will wait on the SFU); else a nop fills the slot (emit.c puts
 * it in and counts it).  Program order alone is tried too (critical
 * paths are not the whole story on short shaders): the shorter schedule
 * wins.
 * mrc_no_scheduling keeps program order, for measuring what scheduling
 * saves.  Each block (loops' markers part them) is scheduled on its
 * own: a value from another block is there at its start (emit.c puts in
 * the waits that takes).  A vector operand (mrc_src_span) waits for
 * each of its registers.
 *
 * p0.x is one register for every kill: a comparison into it waits until
 * the kill reading the one before is placed.  Kills and their
 * comparisons wait for every bary.f (lanes that die before the last
 * input is read upset the hardware, as Mesa's ir3 knows).
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

/* Slots after an SFU instruction before its result is there to read */
#define SFU_LATENCY	8
/* ... and after a sample (with (sy)): a guess, as Mesa's ir3 guesses */
#define TEX_LATENCY	10

static uint32_t latency(const struct vinstr *v)
{
	return v->cls == VCLASS_ALU ? 4 :
	       v->cls == VCLASS_SFU ? SFU_LATENCY : TEX_LATENCY;
}

bool mrc_no_scheduling;

static bool writes_p0(const struct vprog *p, const struct vinstr *v)
{
	return v->dst != VREG_NONE && p->regs[v->dst].fixed == MRC_REG_P0;
}

/* What orders kills beyond their operands; *order: the state to keep */
struct kill_order {
	uint32_t barys;		/* bary.f not placed yet */
	bool p0_held;		/* a comparison into p0 whose kill waits */
};

static bool kill_ready(const struct vprog *p, const struct vinstr *v,
		       const struct kill_order *o)
{
	if (v->in.opc == IR3_OPC_KILL)
		return !o->barys;
	if (writes_p0(p, v))
		return !o->barys && !o->p0_held;
	return true;
}

static void kill_placed(const struct vprog *p, const struct vinstr *v,
			struct kill_order *o)
{
	if (v->in.opc == IR3_OPC_BARY_F)
		o->barys--;
	else if (writes_p0(p, v))
		o->p0_held = true;
	else if (v->in.opc == IR3_OPC_KILL)
		o->p0_held = false;
}

/*
 * One schedule into order[]: by height (critical path first) or program
 * order; its length in slots, nops included, or UINT32_MAX
 */
static uint32_t schedule(struct vprog *p, uint32_t first, uint32_t n,
			 bool by_height, struct vinstr *order)
{
	const struct vinstr *ins = p->ins + first;
	uint32_t done = 0, slot = 0, i, k;
	/*
	 * Per virtual register: the instruction writing it; the slot after
	 * it (an ALU result: plus the reader's mrc_alu_delay)
	 */
	uint32_t *writer = malloc(p->nr_regs * sizeof(*writer));
	bool *alu = calloc(p->nr_regs ? p->nr_regs : 1, sizeof(*alu));
	uint32_t *ready_at = malloc(p->nr_regs * sizeof(*ready_at));
	uint32_t *soft_at = malloc(p->nr_regs * sizeof(*soft_at));
	bool *placed = calloc(n ? n : 1, sizeof(*placed));
	uint32_t *height = calloc(n ? n : 1, sizeof(*height));
	struct kill_order order_kills = { 0, false };

	if (!writer || !alu || !ready_at || !soft_at || !placed || !height) {
		slot = UINT32_MAX;
		goto out;
	}
	for (i = 0; i < p->nr_regs; i++) {
		writer[i] = VREG_NONE;
		ready_at[i] = 0;
		soft_at[i] = 0;
	}
	for (i = 0; i < n; i++) {
		for (k = 0; k < vdst_span(&ins[i]); k++)
			writer[ins[i].dst + k] = i;
		order_kills.barys += ins[i].in.opc == IR3_OPC_BARY_F;
	}
	/*
	 * An instruction's height: its latency plus its readers' greatest
	 * height (readers come later in program order: one backward sweep)
	 */
	for (i = n; by_height && i-- > 0;) {
		height[i] += latency(&ins[i]);
		for (k = 0; k < 3; k++) {
			uint32_t r = ins[i].src[k], j, w;

			for (j = 0; j < vsrc_span(&ins[i], k); j++) {
				w = writer[r + j];
				if (w != VREG_NONE && height[w] < height[i])
					height[w] = height[i];
			}
		}
	}

	while (done < n) {
		uint32_t pick = VREG_NONE, waits = VREG_NONE;

		for (i = 0; i < n; i++) {
			const struct vinstr *v = &ins[i];
			bool ok = !placed[i] && kill_ready(p, v, &order_kills);
			bool soft = true;

			for (k = 0; ok && k < 3; k++) {
				uint32_t r = v->src[k], j;

				for (j = 0; ok && j < vsrc_span(v, k); j++) {
					if (writer[r + j] == VREG_NONE)
						continue;
					ok = placed[writer[r + j]] &&
					     ready_at[r + j] +
					     (alu[r + j] ?
					      mrc_alu_delay(&v->in, k) : 0) <=
					     slot;
					soft = soft && soft_at[r + j] <= slot;
				}
			}
			if (ok && soft &&
			    (pick == VREG_NONE || height[i] > height[pick]))
				pick = i;
			else if (ok && !soft && (waits == VREG_NONE ||
						 height[i] > height[waits]))
				waits = i;
		}
		if (pick == VREG_NONE)
			pick = waits;
		if (pick == VREG_NONE) {
			slot++;		/* a nop: emit.c puts it back */
			continue;
		}
		placed[pick] = true;
		kill_placed(p, &ins[pick], &order_kills);
		order[done++] = ins[pick];
		for (k = 0; k < vdst_span(&ins[pick]); k++) {
			uint32_t d = ins[pick].dst + k;

			alu[d] = ins[pick].cls == VCLASS_ALU;
			ready_at[d] = slot + 1;
			soft_at[d] = alu[d] ? 0 : slot + latency(&ins[pick]);
		}
		slot++;
	}
out:
	free(writer);
	free(alu);
	free(ready_at);
	free(soft_at);
	free(placed);
	free(height);
	return slot;
}

/* The block [first, first + n): the shorter of the two schedules */
static int schedule_block(struct vprog *p, uint32_t first, uint32_t n,
			  struct vinstr *a, struct vinstr *b)
{
	uint32_t by_order = schedule(p, first, n, false, a);
	uint32_t by_height = schedule(p, first, n, true, b);

	if (by_order == UINT32_MAX || by_height == UINT32_MAX)
		return mrc_error(p, "out of memory");
	memcpy(p->ins + first, by_height < by_order ? b : a, n * sizeof(*a));
	return 0;
}

/* The end of the block from i: a marker, or a loop's br (its tail's end) */
static uint32_t block_end(const struct vprog *p, uint32_t i)
{
	while (i < p->n && !mrc_is_mark(&p->ins[i]) &&
	       p->ins[i].in.opc != IR3_OPC_BR)
		i++;
	return i;
}

/*
 * Each block on its own: between loops' markers, a tail (from its
 * marker to its br) left as it is
 */
int mrc_schedule(struct vprog *p)
{
	uint32_t n = p->n ? p->n : 1, i = 0, end;
	struct vinstr *a = malloc(n * sizeof(*a));
	struct vinstr *b = malloc(n * sizeof(*b));
	int ret = -1;

	if (!a || !b) {
		mrc_error(p, "out of memory");
		goto out;
	}
	while (!mrc_no_scheduling && i < p->n) {
		if (p->ins[i].mark == VMARK_TAIL) {
			i = block_end(p, i + 1) + 1;
			continue;
		}
		if (mrc_is_mark(&p->ins[i])) {
			i++;
			continue;
		}
		end = block_end(p, i);
		if (schedule_block(p, i, end - i, a, b))
			goto out;
		i = end;
	}
	ret = 0;
out:
	free(a);
	free(b);
	return ret;
}
