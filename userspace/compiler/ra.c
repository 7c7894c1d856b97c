// SPDX-License-Identifier: MIT
/*
 * Register allocation by linear scan over the scheduled program: a
 * virtual register lives from the instruction writing it first to its
 * last reader (outputs to the end) and takes the lowest scalar register
 * (r<n>.<c>: n * 4 + c) free for all of that, one the SFU or a sample
 * has not read or written in the last LATE_UNIT_SLOTS instructions
 * first where the registers taken so far hold one (those units read and
 * write late: writing such a register would wait with (ss), Mesa's
 * needs_ss_war).  One read in a loop that
 * the register was written before keeps it to the loop's end (its br):
 * the next iteration reads it again.  (A register written in a loop and
 * read after it was written in each iteration before: its reads are all
 * after the write.  A phi's register, written before the loop and at
 * its end, is read in it.)  Preassigned registers (attributes, the
 * fragment shader's i/j) are kept for the whole program.  A group (a
 * vector operand) takes consecutive registers at the first write to any
 * of its members, each member then held until its own last reader.
 * Half registers (half.c) are a file of their own on a3xx/a4xx: they
 * are allocated the same way from it, a half and a full register of
 * one number never in each other's way.
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

#define MRC_MAX_SCALARS	(48 * 4)	/* r0..r47 */
/*
 * Instructions after the SFU or a sample last read or wrote a register
 * before writing it again goes without an (ss) or (sy) wait: those units
 * read late and write late (the model's and Mesa's ~10 cycles)
 */
#define LATE_UNIT_SLOTS	10

/* The br closing the loop whose marker (head or tail) is at h, or p->n */
static uint32_t loop_br(const struct vprog *p, uint32_t h)
{
	uint32_t t;

	for (t = h + 1; t < p->n; t++)
		if (p->ins[t].in.opc == IR3_OPC_BR &&
		    p->ins[t].loop == p->ins[h].loop)
			return t;
	return p->n;
}

/*
 * Whether scalars [r, r + w) are free at instruction i; cool: and none
 * was read or written by the SFU or a sample in the slots before
 */
static bool regs_free(const uint32_t *busy, const bool *reserved,
		      const uint32_t *late_at, uint32_t r, uint32_t w,
		      uint32_t i, bool cool)
{
	for (uint32_t j = 0; j < w; j++)
		if (reserved[r + j] || busy[r + j] > i + 1 ||
		    (cool && late_at[r + j] &&
		     late_at[r + j] + LATE_UNIT_SLOTS > i + 1))
			return false;
	return true;
}

/*
 * The lowest of the scalars free at instruction i for w of them: one the
 * SFU or a sample has not used lately, where there is such a one below
 * top (the registers taken so far), so that writing it need not wait;
 * else the lowest; MRC_MAX_SCALARS when none is free
 */
static uint32_t pick_regs(const uint32_t *busy, const bool *reserved,
			  const uint32_t *late_at, uint32_t w, uint32_t i,
			  int top)
{
	uint32_t r;

	for (r = 0; (int)(r + w) <= top + 1; r++)
		if (regs_free(busy, reserved, late_at, r, w, i, true))
			return r;
	for (r = 0; r + w <= MRC_MAX_SCALARS; r++)
		if (regs_free(busy, reserved, late_at, r, w, i, false))
			return r;
	return MRC_MAX_SCALARS;
}

/* The instruction (+ 1) at which the SFU or a sample last used each scalar */
static void note_late_use(const struct vprog *p, uint32_t i,
			  uint32_t *late_at, uint32_t *late_half)
{
	const struct vinstr *v = &p->ins[i];
	uint32_t k, j, r;

	if (v->cls == VCLASS_ALU)
		return;
	for (k = 0; k < 3; k++)
		for (j = 0; v->src[k] != VREG_NONE && j < vsrc_span(v, k); j++) {
			r = v->src[k] + j;
			if (p->regs[r].phys >= 0 &&
			    p->regs[r].phys < MRC_MAX_SCALARS)
				(p->regs[r].half ? late_half : late_at)
					[p->regs[r].phys] = i + 1;
		}
	for (j = 0; v->dst != VREG_NONE && j < vdst_span(v); j++) {
		r = v->dst + j;
		if (p->regs[r].phys >= 0 && p->regs[r].phys < MRC_MAX_SCALARS)
			(p->regs[r].half ? late_half : late_at)
				[p->regs[r].phys] = i + 1;
	}
}

/* Whether an instruction in [from, to) reads virtual register r */
static bool read_between(const struct vprog *p, uint32_t r, uint32_t from,
			 uint32_t to)
{
	uint32_t i, k;

	for (i = from; i < to; i++)
		for (k = 0; k < 3; k++)
			if (p->ins[i].src[k] != VREG_NONE &&
			    r >= p->ins[i].src[k] &&
			    r < p->ins[i].src[k] + vsrc_span(&p->ins[i], k))
				return true;
	return false;
}

/*
 * Whether tail instruction t (loop tail marker at tail, br at br), a mov
 * setting a phi's register from b, can go: b a plain scalar written once,
 * at w in the block the tail follows, and nothing reading the phi's
 * register after w (b's readers, all after w, read it there instead)
 */
static bool tail_copy_goes(const struct vprog *p, const uint32_t *writer,
			   uint32_t tail, uint32_t br, uint32_t t)
{
	const struct vinstr *v = &p->ins[t];
	uint32_t phi = v->dst, b = v->src[0], w, i;

	if (v->in.opc != IR3_OPC_MOV || phi == VREG_NONE || b == VREG_NONE ||
	    writer[phi] != MRC_MANY ||
	    writer[b] == VREG_NONE || writer[b] == MRC_MANY ||
	    v->in.src[0].abs || v->in.src[0].neg ||
	    v->in.cat1.src_type != v->in.cat1.dst_type)
		return false;
	if (p->regs[b].head != VREG_NONE || p->regs[phi].head != VREG_NONE ||
	    p->regs[b].fixed >= 0 || p->regs[phi].fixed >= 0 ||
	    p->regs[b].half != p->regs[phi].half)
		return false;
	w = writer[b];
	if (w >= tail || br >= p->n || mrc_dst_span(&p->ins[w].in) != 1)
		return false;
	for (i = w + 1; i < tail; i++)
		if (mrc_is_mark(&p->ins[i]))
			return false;
	return !read_between(p, phi, w + 1, br + 1);
}

/* Every read of virtual register b, and b as an output, made one of r */
static void rename_reads(struct vprog *p, uint32_t b, uint32_t r)
{
	uint32_t i, k, c;

	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++)
			if (p->ins[i].src[k] == b)
				p->ins[i].src[k] = r;
	for (i = 0; i < IR_MAX_SLOTS; i++)
		for (c = 0; c < 4; c++)
			if (p->out[i][c] == b)
				p->out[i][c] = r;
}

/*
 * A loop's tail sets each phi's register from the value the body left
 * (mov phi, b).  Where tail_copy_goes(), b's writer writes the phi's
 * register itself, b's readers read that, and the mov goes, with the
 * delay slots it cost every iteration.  After scheduling: nothing then
 * moves a read of the phi past the new write.  (After the loop nothing
 * writes the phi's register, so b's readers there read b's value.)
 */
static int coalesce_tails(struct vprog *p)
{
	uint32_t *writer = mrc_writers(p);
	bool *drop = calloc(p->n ? p->n : 1, sizeof(*drop));
	uint32_t i, t, br, b, n = 0;

	if (!writer || !drop) {
		free(writer);
		free(drop);
		return mrc_error(p, "out of memory");
	}
	for (i = 0; i < p->n; i++) {
		if (p->ins[i].mark != VMARK_TAIL)
			continue;
		br = loop_br(p, i);
		for (t = i + 1; t < br; t++) {
			if (!tail_copy_goes(p, writer, i, br, t))
				continue;
			b = p->ins[t].src[0];
			p->ins[writer[b]].dst = p->ins[t].dst;
			writer[b] = VREG_NONE;
			p->ins[t].src[0] = VREG_NONE;
			rename_reads(p, b, p->ins[t].dst);
			drop[t] = true;
		}
	}
	for (i = 0; i < p->n; i++)
		if (!drop[i])
			p->ins[n++] = p->ins[i];
	p->n = n;
	free(writer);
	free(drop);
	return 0;
}

/*
 * last[] (the instruction after each register's last reader) made to
 * cover each loop a register is read in and written before
 */
static int extend_over_loops(struct vprog *p, uint32_t *last)
{
	uint32_t *def = malloc((p->nr_regs ? p->nr_regs : 1) * sizeof(*def));
	uint32_t i, h, t, k, j;

	if (!def)
		return mrc_error(p, "out of memory");
	for (i = 0; i < p->nr_regs; i++)
		def[i] = UINT32_MAX;
	for (i = p->n; i-- > 0;)
		for (j = 0; j < vdst_span(&p->ins[i]); j++)
			def[p->ins[i].dst + j] = i;
	for (h = 0; h < p->n; h++) {
		if (p->ins[h].mark != VMARK_HEAD)
			continue;
		t = loop_br(p, h);
		for (i = h + 1; i < t; i++)
			for (k = 0; k < 3; k++) {
				uint32_t r = p->ins[i].src[k];

				for (j = 0; j < vsrc_span(&p->ins[i], k); j++)
					if (def[r + j] < h && last[r + j] < t + 1)
						last[r + j] = t + 1;
			}
	}
	free(def);
	return 0;
}

int mrc_allocate(struct vprog *p)
{
	uint32_t *last = malloc((p->nr_regs ? p->nr_regs : 1) * sizeof(*last));
	/* Per scalar register: free after this instruction (0: free) */
	uint32_t busy_until[MRC_MAX_SCALARS], busy_half[MRC_MAX_SCALARS];
	uint32_t late_at[MRC_MAX_SCALARS], late_half[MRC_MAX_SCALARS];
	bool reserved[MRC_MAX_SCALARS], reserved_half[MRC_MAX_SCALARS];
	int top = -1, top_half = -1, ret = -1;
	uint32_t i, k, s, c;

	if (!last)
		return mrc_error(p, "out of memory");
	if (coalesce_tails(p))
		goto out;
	memset(busy_until, 0, sizeof(busy_until));
	memset(busy_half, 0, sizeof(busy_half));
	memset(late_at, 0, sizeof(late_at));
	memset(late_half, 0, sizeof(late_half));
	memset(reserved, 0, sizeof(reserved));
	memset(reserved_half, 0, sizeof(reserved_half));
	for (i = 0; i < p->nr_regs; i++) {
		int32_t f = p->regs[i].fixed;
		int *t = p->regs[i].half ? &top_half : &top;

		last[i] = 0;
		if (f < 0 || f >= MRC_MAX_SCALARS)
			continue;
		(p->regs[i].half ? reserved_half : reserved)[f] = true;
		if (f > *t)
			*t = f;
	}
	for (i = 0; i < p->n; i++)
		for (k = 0; k < 3; k++) {
			uint32_t r = p->ins[i].src[k], j;

			for (j = 0; j < vsrc_span(&p->ins[i], k); j++)
				last[r + j] = i + 1;
		}
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (p->out[s][c] != VREG_NONE)
				last[p->out[s][c]] = p->n + 1;
	if (extend_over_loops(p, last))
		goto out;

	for (i = 0; i < p->n; i++) {
		uint32_t d = p->ins[i].dst, r, w, j, *busy;
		bool half;

		if (d == VREG_NONE || p->regs[d].fixed >= 0 ||
		    p->regs[d].phys >= 0) {
			note_late_use(p, i, late_at, late_half);
			continue;
		}
		if (p->regs[d].head != VREG_NONE)
			d = p->regs[d].head;
		w = p->regs[d].head != VREG_NONE ? p->regs[d].width : 1;
		half = p->regs[d].half;
		busy = half ? busy_half : busy_until;
		/* Free once its last reader is this instruction or before */
		r = pick_regs(busy, half ? reserved_half : reserved,
			      half ? late_half : late_at, w, i,
			      half ? top_half : top);
		if (r + w > MRC_MAX_SCALARS) {
			mrc_error(p, "the shader needs more than %u %sregisters",
				  MRC_MAX_SCALARS / 4, half ? "half " : "");
			goto out;
		}
		for (j = 0; j < w; j++) {
			p->regs[d + j].phys = (int32_t)(r + j);
			/* Nobody reads it: it still holds its register once */
			busy[r + j] = last[d + j] > i + 1 ? last[d + j] : i + 2;
		}
		if (half && (int)(r + w - 1) > top_half)
			top_half = (int)(r + w - 1);
		else if (!half && (int)(r + w - 1) > top)
			top = (int)(r + w - 1);
		note_late_use(p, i, late_at, late_half);
	}
	p->half_footprint = (uint32_t)(top_half + 1 + 3) / 4;
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
