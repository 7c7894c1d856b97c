// SPDX-License-Identifier: MIT
/*
 * The end of the compiler: the outputs placed where the command stream
 * names them (each output slot a whole vec4), (ei) on the last bary.f,
 * then one pass that makes the order safe on its own: a nop (repeated
 * as needed) where an ALU result is read too soon (mrc_alu_delay; p0.x
 * by kill too), (ss)
 * where an SFU result is read or its register written again, (sy) the
 * same for a sample's result, and (ss) where a register an SFU, sample
 * or memory instruction reads is written before an (ss) (those units
 * read their sources late: Mesa 22.3's write-after-read rule).  A
 * sample that needs (ss) has a nop carry it.  Then the ISA database's
 * encoder.
 *
 * Loops: the pass runs in program order, so at a loop's head it merges
 * in what the back edge may bring: every SFU and sample result the loop
 * makes pending, every register its SFU and sample ops read, every ALU
 * result as recent as the loop's instructions
 * after it allow (each a cycle at least; a branch is counted none, as
 * Mesa's ir3 counts it).  Each br's offset is then its loop's head less
 * its own place, and the head's first instruction has (jp) (a branch
 * target, as Mesa's ir3 marks them).
 *
 * An output slot is a vec4 above every register the program uses, and
 * the instructions computing its components write there directly; only
 * a value that is not computed there (a constant, an attribute, one value
 * in two components) is moved in.  A vertex shader passing an attribute
 * on unchanged names the attribute's own register.
 */
#include <stdlib.h>
#include <string.h>

#include "mrc_priv.h"

/* The full file's components, then the half file's (a3xx/a4xx: apart) */
#define FILE_SCALARS	256
#define MAX_SCALARS	(2 * FILE_SCALARS)

struct hazards {
	int32_t alu_at[MAX_SCALARS];	/* the ALU write's slot, or -big */
	bool sfu_pending[MAX_SCALARS];	/* written by an unsynced SFU op */
	bool tex_pending[MAX_SCALARS];	/* by an unsynced sample */
	/*
	 * Read by an SFU, sample or memory instruction since the last
	 * (ss): those units read their sources late, so a write to the
	 * register waits with (ss) (Mesa 22.3's needs_ss_war; (sy) does
	 * not end it there either)
	 */
	bool war_pending[MAX_SCALARS];
};

/* The units that read their sources late (Mesa: is_sfu, is_tex, is_mem) */
static bool reads_late(const struct ir3_instr *in)
{
	return in->cat == 4 || in->cat == 5 || in->cat == 6;
}

static bool is_gpr(const struct ir3_reg *r)
{
	return r->kind == IR3_REG_GPR && r->num < FILE_SCALARS;
}

/* Where register r's component j is tracked: its file's place */
static uint32_t place(const struct ir3_reg *r, uint32_t j)
{
	return r->num + j + (r->half ? FILE_SCALARS : 0);
}

/*
 * Nops this instruction needs before it, and whether it needs (ss) or
 * (sy); an operand spanning registers (mrc_src_span) checks each
 */
static uint32_t check(const struct hazards *h, const struct ir3_instr *in,
		      int32_t slot, bool *ss, bool *sy)
{
	uint32_t nops = 0, k, j, n;
	int32_t wait;

	*ss = false;
	*sy = false;
	for (k = 0; k < in->nsrc; k++) {
		const struct ir3_reg *r = &in->src[k];

		for (j = 0; is_gpr(r) && j < mrc_src_span(in, k); j++) {
			n = place(r, j);
			if (r->num + j >= FILE_SCALARS)
				break;
			wait = h->alu_at[n] + (int32_t)mrc_alu_delay(in, k) +
			       1 - slot;
			if (wait > (int32_t)nops)
				nops = (uint32_t)wait;
			*ss |= h->sfu_pending[n];
			*sy |= h->tex_pending[n];
		}
	}
	if (mrc_reads_p0(in)) {
		wait = h->alu_at[MRC_REG_P0] + MRC_MAX_DELAY + 1 - slot;
		if (wait > (int32_t)nops)
			nops = (uint32_t)wait;
	}
	for (j = 0; in->dst.kind == IR3_REG_GPR && j < mrc_dst_span(in); j++) {
		n = place(&in->dst, j);
		if (in->dst.num + j >= FILE_SCALARS)
			break;
		*ss |= h->sfu_pending[n] || h->war_pending[n];
		*sy |= h->tex_pending[n];
	}
	/* The outputs are read as the shader ends: every result synced */
	for (n = 0; in->opc == IR3_OPC_END && n < MAX_SCALARS; n++) {
		*ss |= h->sfu_pending[n];
		*sy |= h->tex_pending[n];
	}
	return nops;
}

/* The registers in reads late: a write to them waits with (ss) */
static void mark_late_reads(struct hazards *h, const struct ir3_instr *in)
{
	uint32_t k, j, n;

	for (k = 0; k < in->nsrc; k++)
		for (j = 0; is_gpr(&in->src[k]) && j < mrc_src_span(in, k);
		     j++) {
			n = place(&in->src[k], j);
			if (in->src[k].num + j < FILE_SCALARS)
				h->war_pending[n] = true;
		}
}

/*
 * At a loop's head (list[head], a marker): the hazards the back edge may
 * bring from the loop's instructions, to the br of the same loop
 */
static void back_edge(struct hazards *h, const struct ir3_instr *list,
		      const struct vinstr *marks, uint32_t head, uint32_t n,
		      int32_t slot)
{
	uint32_t t = head + 1, j, k, r;
	int32_t after = 0;

	while (t < n && !(list[t].opc == IR3_OPC_BR &&
			  marks[t].loop == marks[head].loop &&
			  !mrc_is_mark(&marks[t])))
		t++;
	for (j = t; j-- > head + 1;) {
		const struct ir3_instr *in = &list[j];

		if (mrc_is_mark(&marks[j]))
			continue;
		if (reads_late(in))
			mark_late_reads(h, in);
		for (k = 0; in->dst.kind == IR3_REG_GPR &&
			    k < mrc_dst_span(in); k++) {
			r = place(&in->dst, k);
			if (in->dst.num + k >= FILE_SCALARS)
				break;
			if (in->cat == 4)
				h->sfu_pending[r] = true;
			else if (in->cat == 5)
				h->tex_pending[r] = true;
			else if (h->alu_at[r] < slot - 1 - after)
				h->alu_at[r] = slot - 1 - after;
		}
		if (in->opc != IR3_OPC_BR && in->opc != IR3_OPC_JUMP)
			after++;
	}
}

static void record(struct hazards *h, const struct ir3_instr *in,
		   int32_t slot)
{
	uint32_t j, n;

	if (in->ss) {
		memset(h->sfu_pending, 0, sizeof(h->sfu_pending));
		memset(h->war_pending, 0, sizeof(h->war_pending));
	}
	if (in->sy)
		memset(h->tex_pending, 0, sizeof(h->tex_pending));
	for (j = 0; in->dst.kind == IR3_REG_GPR && j < mrc_dst_span(in); j++) {
		n = place(&in->dst, j);
		if (in->dst.num + j >= FILE_SCALARS)
			break;
		h->sfu_pending[n] = in->cat == 4;
		h->tex_pending[n] = in->cat == 5;
		h->alu_at[n] = in->cat == 4 || in->cat == 5 ? -1000 : slot;
	}
	if (reads_late(in))
		mark_late_reads(h, in);
}

/* mov.f32f32 r<dst>, r<src> */
static struct ir3_instr move(unsigned int dst, int32_t src)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MOV);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.nsrc = 1;
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR,
				      .num = (unsigned short)src };
	in.cat1.src_type = IR3_TYPE_F32;
	in.cat1.dst_type = IR3_TYPE_F32;
	return in;
}

/* The registers the instructions use, from their virtual registers */
static void patch_registers(struct vprog *p)
{
	uint32_t i, k;

	for (i = 0; i < p->n; i++) {
		struct vinstr *v = &p->ins[i];

		for (k = 0; k < 3; k++)
			if (v->src[k] != VREG_NONE)
				v->in.src[k].num =
					(unsigned short)p->regs[v->src[k]].phys;
		if (v->dst != VREG_NONE)
			v->in.dst.num = (unsigned short)p->regs[v->dst].phys;
	}
}

/*
 * Slot s is registers in a row that hold it already, and keep it to the
 * end: an attribute passed on unchanged, or a whole sample's result (the
 * components the shader never writes may hold anything: nothing reads
 * them).  The first one's scalar register, else -1.
 */
static int passthrough(const struct vprog *p, uint32_t s)
{
	int32_t base = -1;
	uint32_t c;

	if (p->out[s][0] == VREG_NONE)
		return -1;
	for (c = 0; c < 4; c++) {
		const struct vreg *r = p->out[s][c] == VREG_NONE ? NULL :
				       &p->regs[p->out[s][c]];

		if (!r)
			continue;
		if ((r->fixed < 0 && r->head == VREG_NONE) ||
		    (r->fixed >= 0 && p->stage != MRC_VERTEX) ||
		    (r->head != VREG_NONE &&
		     p->regs[r->head].phys != p->regs[p->out[s][0]].phys))
			return -1;
		if (!c)
			base = r->phys;
		else if (r->phys != base + (int32_t)c)
			return -1;
	}
	return base;
}

/* Whether instruction v reads or writes scalar register r */
static bool touches(const struct vprog *p, const struct vinstr *v, int32_t r)
{
	unsigned int k;

	for (k = 0; k < 3; k++) {
		int32_t b = v->src[k] == VREG_NONE ? -1 :
			    p->regs[v->src[k]].phys;

		if (b >= 0 && r >= b && r < b + (int32_t)mrc_src_span(&v->in, k))
			return true;
	}
	if (v->dst != VREG_NONE) {
		int32_t b = p->regs[v->dst].phys;

		return r >= b && r < b + (int32_t)mrc_dst_span(&v->in);
	}
	return false;
}

/* The one instruction that writes v, or -1 */
static int32_t writer_of(const struct vprog *p, uint32_t v)
{
	int32_t w = -1;
	uint32_t i;

	for (i = 0; i < p->n; i++) {
		if (p->ins[i].dst != v)
			continue;
		if (w >= 0)
			return -1;
		w = (int32_t)i;
	}
	return w;
}

/*
 * Whether scalar register r may take v from v's writer on: nothing
 * after it reads or writes r (the writer itself may read it)
 */
static bool free_after_writer(const struct vprog *p, uint32_t v, int32_t r)
{
	int32_t w = writer_of(p, v);
	uint32_t i;

	if (w < 0)
		return false;
	for (i = (uint32_t)w + 1; i < p->n; i++)
		if (touches(p, &p->ins[i], r))
			return false;
	return true;
}

/*
 * Slot s around a sample's result that it takes a component of, at that
 * component's place (Mesa's colour output r1.z..r2.y around the texel's
 * alpha): the other components are written there directly, each by its
 * own writer, from the last read of what the register held before.  In
 * straight-line code only (a loop runs code again after its writer).
 * The base, or -1.
 */
static int32_t around_group(const struct vprog *p, uint32_t s,
			    const bool *renamed)
{
	int32_t base = -1;
	uint32_t c;

	for (c = 0; c < p->n; c++)
		if (mrc_is_mark(&p->ins[c]))
			return -1;
	for (c = 0; c < 4 && base < 0; c++) {
		uint32_t v = p->out[s][c];

		if (v != VREG_NONE && p->regs[v].head != VREG_NONE &&
		    p->regs[v].phys >= (int32_t)c)
			base = p->regs[v].phys - (int32_t)c;
	}
	for (c = 0; c < 4 && base >= 0; c++) {
		uint32_t v = p->out[s][c];
		const struct vreg *r = v == VREG_NONE ? NULL : &p->regs[v];

		if (!r || r->phys == base + (int32_t)c)
			continue;
		if (r->fixed >= 0 || r->head != VREG_NONE || renamed[v] ||
		    !free_after_writer(p, v, base + (int32_t)c))
			return -1;
	}
	return base;
}

/* The output slots written: the dense ones, and the extra one's scalar */
static bool slot_written(const struct vprog *p, uint32_t s)
{
	return s < p->nr_slots ||
	       (s == IR_SLOT_EXTRA && p->out[s][0] != VREG_NONE);
}

/*
 * Where each output slot goes (base[s], the scalar register of its x),
 * its computed components written there directly; moved[s][c] says
 * which still need a move.  Returns the registers the program uses in
 * all.
 */
static uint32_t place_outputs(struct vprog *p, uint32_t footprint,
			      uint32_t base[], bool moved[][4])
{
	bool *renamed = calloc(p->nr_regs ? p->nr_regs : 1, sizeof(*renamed));
	uint32_t next = footprint, s, c;

	for (s = 0; s < IR_MAX_SLOTS; s++) {
		int in;

		base[s] = 0;
		for (c = 0; c < 4; c++)
			moved[s][c] = false;
		if (!slot_written(p, s))
			continue;
		in = passthrough(p, s);
		if (in < 0 && renamed)
			in = around_group(p, s, renamed);
		if (in >= 0) {
			base[s] = (uint32_t)in;
			for (c = 0; c < 4; c++) {
				uint32_t v = p->out[s][c];

				if (v == VREG_NONE ||
				    p->regs[v].phys == in + (int32_t)c)
					continue;
				renamed[v] = true;
				p->regs[v].phys = in + (int32_t)c;
			}
			/* The registers in use reach past the slot's w */
			if ((uint32_t)(in + 3) / 4 + 1 > next)
				next = (uint32_t)(in + 3) / 4 + 1;
			continue;
		}
		base[s] = 4 * next++;
		for (c = 0; c < 4; c++) {
			uint32_t v = p->out[s][c];

			/* A component never written is not read either */
			if (v == VREG_NONE)
				continue;
			if (!renamed || renamed[v] ||
			    p->regs[v].fixed >= 0 ||
			    p->regs[v].head != VREG_NONE) {
				moved[s][c] = true;
				continue;
			}
			renamed[v] = true;
			p->regs[v].phys = (int32_t)(base[s] + c);
		}
	}
	free(renamed);
	patch_registers(p);
	return next;
}

/* Where each loop's head and br went in the final code */
struct placed_loop {
	uint32_t head, br;
};

/*
 * The safe order of list[0..n) (marks: each one's marker and loop) into
 * fin: nops, (ss) and (sy) put in, branches pointed at their heads.  The
 * slots it takes (each nop's repeats counted) into *cycles.
 */
static uint32_t legalize(struct ir3_instr *list,
			 const struct vinstr *marks, uint32_t n,
			 struct ir3_instr *fin, uint32_t *nops, int32_t *cycles)
{
	struct placed_loop *loops = calloc(IR_MAX_LOOPS, sizeof(*loops));
	struct hazards h;
	uint32_t nfin = 0, i;
	int32_t slot = 0;

	if (!loops)
		return UINT32_MAX;
	for (i = 0; i < MAX_SCALARS; i++) {
		h.alu_at[i] = -1000;
		h.sfu_pending[i] = false;
		h.tex_pending[i] = false;
		h.war_pending[i] = false;
	}
	for (i = 0; i < IR_MAX_LOOPS; i++)
		loops[i].br = UINT32_MAX;
	for (i = 0; i < n; i++) {
		bool ss, sy;
		uint32_t k;

		if (marks[i].mark == VMARK_HEAD) {
			back_edge(&h, list, marks, i, n, slot);
			loops[marks[i].loop % IR_MAX_LOOPS].head = nfin;
		}
		if (mrc_is_mark(&marks[i]))
			continue;
		k = check(&h, &list[i], slot, &ss, &sy);
		/*
		 * A sample (cat5 and up) has no (ss) bit: a nop before it
		 * carries it, as Mesa's legalize puts one in; it is one
		 * of the cycles waited for, if any
		 */
		if (ss && list[i].cat >= 5 && !k)
			k = 1;
		/* k cycles of waiting: one (rpt<k-1>)nop (k <= 6 < 8) */
		if (k) {
			fin[nfin] = ir3_instr_of(IR3_OPC_NOP);
			fin[nfin].repeat = (unsigned char)(k - 1);
			if (ss && list[i].cat >= 5) {
				fin[nfin].ss = 1;
				record(&h, &fin[nfin], slot);
				ss = false;
			}
			nfin++;
			slot += (int32_t)k;
			(*nops)++;
		}
		list[i].ss |= ss;
		list[i].sy |= sy;
		record(&h, &list[i], slot);
		fin[nfin++] = list[i];
		if (list[i].opc == IR3_OPC_BR)
			loops[marks[i].loop % IR_MAX_LOOPS].br = nfin - 1;
		else
			slot++;
	}
	for (i = 0; i < IR_MAX_LOOPS; i++) {
		if (loops[i].br == UINT32_MAX)
			continue;
		fin[loops[i].br].cat0.offset = (int)loops[i].head -
					       (int)loops[i].br;
		fin[loops[i].head].jp = 1;
	}
	free(loops);
	*cycles = slot;
	return nfin;
}

/* The system values read, and where (a pair's first register) */
static void emit_sysvals(const struct vprog *p, struct mr_shader *sh)
{
	static const struct { uint8_t ir, mr, nth; } map[] = {
		{ IR_SV_FRAG_X, MR_SV_FRAG_XY, 0 },
		{ IR_SV_FRAG_Y, MR_SV_FRAG_XY, 1 },
		{ IR_SV_FRAG_Z, MR_SV_FRAG_ZW, 0 },
		{ IR_SV_FRAG_W, MR_SV_FRAG_ZW, 1 },
		{ IR_SV_FACE, MR_SV_FACE, 0 },
		{ IR_SV_VERTEX_ID, MR_SV_VERTEX_ID, 0 },
		{ IR_SV_INSTANCE_ID, MR_SV_INSTANCE_ID, 0 },
	};
	unsigned int i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		if (p->sysval[map[i].ir] < 0)
			continue;
		sh->sysvals |= (uint8_t)(1u << map[i].mr);
		sh->sysval[map[i].mr] =
			(uint8_t)(p->sysval[map[i].ir] - map[i].nth);
	}
}

/* The constants the code reads from the constant file, in whole vec4s */
static int emit_imm(struct vprog *p, struct mrc_shader *out)
{
	uint32_t vec4s = (p->nr_imm + 3) / 4;

	if (!vec4s)
		return 0;
	out->imm = calloc(vec4s * 4, sizeof(*out->imm));
	if (!out->imm)
		return mrc_error(p, "out of memory");
	memcpy(out->imm, p->imm, p->nr_imm * sizeof(*p->imm));
	out->shader.imm = out->imm;
	out->shader.imm_base = (uint8_t)p->imm_base;
	out->shader.imm_vec4s = (uint8_t)vec4s;
	out->shader.const_vec4s = (uint8_t)(p->imm_base + vec4s);
	return 0;
}

int mrc_emit(struct vprog *p, int footprint, struct mrc_shader *out)
{
	uint32_t base[IR_MAX_SLOTS], regs;
	bool moved[IR_MAX_SLOTS][4];
	struct ir3_instr *list;
	struct vinstr *marks;
	uint32_t n = 0, cap = p->n + 4 * IR_MAX_SLOTS + 1, i, s, c, words;
	uint32_t *code, nops = 0, last_bary = VREG_NONE;
	int32_t slot = 0;
	struct ir3_instr *fin;
	uint32_t nfin = 0;

	regs = place_outputs(p, (uint32_t)footprint, base, moved);
	list = malloc(cap * sizeof(*list));
	marks = calloc(cap, sizeof(*marks));
	fin = malloc((2 * cap + 1) * sizeof(*fin));
	if (!list || !marks || !fin) {
		free(list);
		free(marks);
		free(fin);
		return mrc_error(p, "out of memory");
	}
	for (i = 0; i < p->n; i++) {
		list[n] = p->ins[i].in;
		marks[n].mark = p->ins[i].mark;
		marks[n].loop = p->ins[i].loop;
		if (list[n].opc == IR3_OPC_BARY_F && !p->ins[i].mark)
			last_bary = n;
		n++;
	}
	if (last_bary != VREG_NONE)
		list[last_bary].ei = 1;
	for (s = 0; s < IR_MAX_SLOTS; s++)
		for (c = 0; c < 4; c++)
			if (moved[s][c])
				list[n++] = move(base[s] + c,
						 p->regs[p->out[s][c]].phys);
	list[n++] = ir3_instr_of(IR3_OPC_END);

	nfin = legalize(list, marks, n, fin, &nops, &slot);
	free(list);
	free(marks);
	if (nfin == UINT32_MAX) {
		free(fin);
		return mrc_error(p, "out of memory");
	}
	if (nfin > MRC_MAX_INSTRS) {
		free(fin);
		return mrc_error(p, "the shader needs more than %u instructions",
				 MRC_MAX_INSTRS);
	}

	words = nfin * 2;
	code = calloc(words, sizeof(*code));
	if (!code) {
		free(fin);
		return mrc_error(p, "out of memory");
	}
	for (i = 0; i < nfin; i++) {
		if (ir3_encode(&fin[i], p->gen, &code[i * 2])) {
			mrc_error(p, "instruction %u (%s) does not encode", i,
				  ir3_opc_name(fin[i].opc));
			free(fin);
			free(code);
			return -1;
		}
	}
	free(fin);
	if (emit_imm(p, out)) {
		free(code);
		return -1;
	}

	emit_sysvals(p, &out->shader);
	out->code = code;
	out->nops = nops;
	out->cycles = (uint32_t)slot;
	out->shader.code = code;
	out->shader.nr_instrs = nfin;
	out->shader.full_regs = (uint8_t)regs;
	out->shader.half_regs = (uint8_t)p->half_footprint;
	if (p->stage == MRC_VERTEX) {
		out->shader.nr_inputs = (uint8_t)p->nr_inputs;
		for (i = 0; i < p->nr_inputs; i++)
			out->shader.inputs[i] = (uint8_t)MR_REGID(i, 0);
		out->shader.pos = (uint8_t)base[0];
		out->shader.nr_varyings = (uint8_t)(p->nr_slots ?
						    p->nr_slots - 1 : 0);
		for (s = 1; s < p->nr_slots && s <= MR_MAX_VARYINGS; s++)
			out->shader.varyings[s - 1] = (uint8_t)base[s];
		out->shader.ij = MR_REG_NONE;
		out->shader.writes_psize = slot_written(p, IR_SLOT_EXTRA);
		out->shader.psize = (uint8_t)base[IR_SLOT_EXTRA];
	} else {
		out->shader.writes_depth = slot_written(p, IR_SLOT_EXTRA);
		out->shader.depth = (uint8_t)base[IR_SLOT_EXTRA];
		out->shader.flat = (uint16_t)p->flat;
		out->shader.reads_point_coord = p->point_coord >= 0;
		out->shader.point_coord = (uint8_t)(p->point_coord >= 0 ?
						    p->point_coord : 0);
		out->shader.ij = last_bary != VREG_NONE ? MR_REGID(0, 0) :
			MR_REG_NONE;
		out->shader.nr_colors = (uint8_t)(p->nr_slots ? p->nr_slots : 1);
		for (s = 0; s < p->nr_slots && s < MR_MAX_TARGETS; s++)
			out->shader.color[s] = (uint8_t)base[s];
	}
	return 0;
}
