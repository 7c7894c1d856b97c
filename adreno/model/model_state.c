// SPDX-License-Identifier: GPL-2.0-only
/*
 * CP_LOAD_STATE: the packet that fills the shader processors' memories
 * (instructions, constants) and the texture pipe's tables (samplers,
 * texture descriptors, a3xx's mipmap addresses).
 *
 * a3xx and a4xx share the opcode and the idea, not the fields: each has a
 * decoder that says which memory of which stage the packet addresses and
 * how big its units are; the copy is common.  The state is copied when the
 * packet executes, as the hardware does, so a buffer the driver reuses
 * afterwards does not change what was loaded.
 */

#include "model_internal.h"
#include "adreno_regs.h"

enum am_state_kind {
	AM_STATE_NONE,		/* a block the model has no memory for */
	AM_STATE_INSTR,
	AM_STATE_CONST,
	AM_STATE_SAMP,
	AM_STATE_TEX,
	AM_STATE_MIPADDR,
};

/* What one CP_LOAD_STATE addresses */
struct am_state_load {
	enum am_stage stage;
	enum am_state_kind kind;
	am_u32 unit_dwords;
	am_u32 dst_off;		/* in units */
	am_u32 units;
	int indirect;
	am_u64 src;		/* indirect: where the state is in memory */
};

/*
 * Instructions load in groups: of 4 (8 dwords) on a3xx, of 16 on a4xx,
 * the alignment ir3 pads programs to on each
 */
#define AM_INSTR_UNIT_DWORDS3	8
#define AM_INSTR_UNIT_DWORDS4	32

/*
 * a3xx: the block names the stage and, for textures, the table; the type
 * says instructions or constants (for a TEX block: samplers or textures).
 */
static void am_state_decode3(am_u32 dw0, am_u32 dw1, struct am_state_load *l)
{
	am_u32 block = AM_FIELD(dw0, CP_LOAD_STATE_0_STATE_BLOCK);
	int consts = AM_FIELD(dw1, CP_LOAD_STATE_1_STATE_TYPE) == ST_CONSTANTS;

	l->dst_off = AM_FIELD(dw0, CP_LOAD_STATE_0_DST_OFF);
	l->units = AM_FIELD(dw0, CP_LOAD_STATE_0_NUM_UNIT);
	l->indirect = AM_FIELD(dw0, CP_LOAD_STATE_0_STATE_SRC) == SS_INDIRECT;
	l->src = dw1 & CP_LOAD_STATE_1_EXT_SRC_ADDR__MASK;
	l->stage = block == SB_VERT_TEX || block == SB_VERT_MIPADDR ||
		   block == SB_VERT_SHADER ? AM_VS : AM_FS;

	switch (block) {
	case SB_VERT_SHADER:
	case SB_FRAG_SHADER:
		l->kind = consts ? AM_STATE_CONST : AM_STATE_INSTR;
		l->unit_dwords = consts ? 2 : AM_INSTR_UNIT_DWORDS3;
		break;
	case SB_VERT_TEX:
	case SB_FRAG_TEX:
		l->kind = consts ? AM_STATE_TEX : AM_STATE_SAMP;
		l->unit_dwords = consts ? 4 : AM_SAMP_DWORDS;
		break;
	case SB_VERT_MIPADDR:
	case SB_FRAG_MIPADDR:
		l->kind = AM_STATE_MIPADDR;
		l->unit_dwords = 1;
		break;
	default:
		l->kind = AM_STATE_NONE;
		l->unit_dwords = 1;
		break;
	}
}

/* a4xx: the same, with constants in vec4 units and 8-dword textures */
static void am_state_decode4(am_u32 dw0, am_u32 dw1, struct am_state_load *l)
{
	am_u32 block = AM_FIELD(dw0, CP_LOAD_STATE4_0_STATE_BLOCK);
	am_u32 type = AM_FIELD(dw1, CP_LOAD_STATE4_1_STATE_TYPE);

	l->dst_off = AM_FIELD(dw0, CP_LOAD_STATE4_0_DST_OFF);
	l->units = AM_FIELD(dw0, CP_LOAD_STATE4_0_NUM_UNIT);
	l->indirect = AM_FIELD(dw0, CP_LOAD_STATE4_0_STATE_SRC) ==
		      SS4_INDIRECT;
	l->src = dw1 & CP_LOAD_STATE4_1_EXT_SRC_ADDR__MASK;
	l->stage = block == SB4_VS_TEX || block == SB4_VS_SHADER ? AM_VS :
								  AM_FS;
	l->kind = AM_STATE_NONE;
	l->unit_dwords = 1;

	if (block == SB4_VS_SHADER || block == SB4_FS_SHADER) {
		if (type == ST4_SHADER) {
			l->kind = AM_STATE_INSTR;
			l->unit_dwords = AM_INSTR_UNIT_DWORDS4;
		} else if (type == ST4_CONSTANTS) {
			l->kind = AM_STATE_CONST;
			l->unit_dwords = 4;
		}
	} else if (block == SB4_VS_TEX || block == SB4_FS_TEX) {
		if (type == ST4_SHADER) {
			l->kind = AM_STATE_SAMP;
			l->unit_dwords = AM_SAMP_DWORDS;
		} else if (type == ST4_CONSTANTS) {
			l->kind = AM_STATE_TEX;
			l->unit_dwords = AM_TEXC_DWORDS;
		}
	}
}

/*
 * The memory a load writes, and its size in dwords.  a3xx's 4-dword
 * texture descriptors keep the 8-dword stride, so slot n is at the same
 * place on both generations.
 */
static am_u32 *am_state_mem(struct am_gpu *gpu, const struct am_state_load *l,
			    am_u32 *dwords, am_u32 *stride)
{
	struct am_stage_state *st = &gpu->stage[l->stage];

	*stride = l->unit_dwords;
	switch (l->kind) {
	case AM_STATE_INSTR:
		*dwords = AM_INSTR_DWORDS;
		return st->instr;
	case AM_STATE_CONST:
		*dwords = AM_CONST_DWORDS;
		return st->consts;
	case AM_STATE_SAMP:
		*dwords = sizeof(st->samp) / 4;
		return st->samp;
	case AM_STATE_TEX:
		*dwords = sizeof(st->tex) / 4;
		*stride = AM_TEXC_DWORDS;
		return st->tex;
	case AM_STATE_MIPADDR:
		*dwords = sizeof(st->mipaddr) / 4;
		return st->mipaddr;
	default:
		*dwords = 0;
		return AM_NULL;
	}
}

/* The index in the memory of dword i of the load, or ~0 if outside */
static am_u32 am_state_index(const struct am_state_load *l, am_u32 i,
			     am_u32 dwords, am_u32 stride)
{
	am_u32 unit = l->dst_off + i / l->unit_dwords;
	am_u32 within = i % l->unit_dwords;

	if (unit >= dwords / stride)
		return ~0u;
	return unit * stride + within;
}

enum am_step am_exec_load_state(struct am_gpu *gpu, const struct am_pkt *p)
{
	am_u32 dw0 = am_payload(gpu, p, 0);
	am_u32 dw1 = am_payload(gpu, p, 1);
	am_u32 first = gpu->cp.pkt_pos;
	struct am_state_load l;
	am_u32 dwords, stride, total, i;
	am_u32 *mem;

	if (gpu->gen->load_state4)
		am_state_decode4(dw0, dw1, &l);
	else
		am_state_decode3(dw0, dw1, &l);
	mem = am_state_mem(gpu, &l, &dwords, &stride);

	/* Direct state is the rest of the packet, whatever NUM_UNIT says */
	total = l.indirect ? l.units * l.unit_dwords :
			     (p->count > 2 ? p->count - 2 : 0);
	for (i = first; i < total; i++) {
		am_u32 v, at;

		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		v = l.indirect ? am_read32(gpu, l.src + i * 4ull) :
				 am_payload(gpu, p, 2 + i);
		at = mem ? am_state_index(&l, i, dwords, stride) : ~0u;
		if (at == ~0u) {
			gpu->cp.stats.load_state_dropped++;
			continue;
		}
		mem[at] = v;
		if (l.kind == AM_STATE_INSTR) {
			gpu->stage[l.stage].decoded_ok[at / 2] = 0;
			gpu->stage[l.stage].shape.known = 0;
		}
		gpu->cp.stats.load_state_dwords++;
	}
	return AM_STEP_OK;
}
