/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The costliest command streams a client can write for the model, for
 * msm_budget and bench/slice: each once held the model's lock for
 * minutes in one slice.  The shaders come from the ISA database's
 * encoder (link adreno/generated/ir3_isa.c).
 */
#ifndef __MSM_STREAMS_H__
#define __MSM_STREAMS_H__

#include "msm_cs.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"
#include "generated/ir3_isa.h"

/*
 * Primitive restart at index 0 and 0xffffffff 32-bit indices from an
 * empty buffer at index_iova: every index past the buffer reads as 0
 * without a memory access, and each is a restart
 */
static inline void emit_restart_draw(struct msm_cs *cs, uint64_t gpu_id,
				     uint64_t index_iova)
{
	int a4 = gpu_id >= 400;

	cs_pkt0(cs, a4 ? REG_A4XX_PC_PRIM_VTX_CNTL : REG_A3XX_PC_PRIM_VTX_CNTL,
		1);
	cs_emit(cs, A3XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	cs_pkt0(cs, a4 ? REG_A4XX_PC_RESTART_INDEX : REG_A3XX_PC_RESTART_INDEX,
		1);
	cs_emit(cs, 0);
	if (a4) {
		cs_pkt3(cs, CP_DRAW_INDX_OFFSET, 6);
		cs_emit(cs, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_TRISTRIP) |
			    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(DI_SRC_SEL_DMA) |
			    CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(INDEX4_SIZE_32_BIT));
		cs_emit(cs, 1);
		cs_emit(cs, 0xffffffff);
		cs_emit(cs, 0);
		cs_emit(cs, (uint32_t)index_iova);
		cs_emit(cs, 0);
		return;
	}
	cs_pkt3(cs, CP_DRAW_INDX, 5);
	cs_emit(cs, 0);
	cs_emit(cs, CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_TRISTRIP) |
		    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_DMA) |
		    CP_DRAW_INDX_1_INDEX_SIZE(INDEX_SIZE_32_BIT));
	cs_emit(cs, 0xffffffff);
	cs_emit(cs, (uint32_t)index_iova);
	cs_emit(cs, 0);
}

/*
 * A vertex shader of a3xx or a4xx: with loop, sam.f32 (x)r2.x, r0.x,
 * s#0, t#0 and a jump back to it, which runs until hangcheck resets the
 * GPU; without, only an end
 */
static inline int encode_vs(uint64_t gpu_id, int loop, uint32_t w[4])
{
	unsigned int gen = gpu_id >= 400 ? 4 : 3;
	struct ir3_instr in = ir3_instr_of(IR3_OPC_SAM);

	memset(w, 0, 16);
	if (!loop) {
		in = ir3_instr_of(IR3_OPC_END);
		return ir3_encode(&in, gen, &w[0]);
	}
	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 8 };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in.nsrc = 1;
	in.cat5.type = IR3_TYPE_F32;
	in.cat5.wrmask = 1;
	if (ir3_encode(&in, gen, &w[0]))
		return -1;
	in = ir3_instr_of(IR3_OPC_JUMP);
	in.cat0.offset = -1;
	return ir3_encode(&in, gen, &w[2]);
}

/*
 * That vertex shader loaded, then count points with automatic indices
 * (a3xx, a4xx); -1 if it does not encode
 */
static inline int emit_points(struct msm_cs *cs, uint64_t gpu_id, int loop,
			      uint32_t count)
{
	uint32_t vs[4];
	int i;

	if (encode_vs(gpu_id, loop, vs))
		return -1;
	if (gpu_id >= 400) {
		cs_pkt0(cs, REG_A4XX_SP_VS_LENGTH_REG, 1);
		cs_emit(cs, 1);
		cs_pkt3(cs, CP_LOAD_STATE4, 6);
		cs_emit(cs, CP_LOAD_STATE4_0_STATE_SRC(SS4_DIRECT) |
			    CP_LOAD_STATE4_0_STATE_BLOCK(SB4_VS_SHADER) |
			    CP_LOAD_STATE4_0_NUM_UNIT(1));
		cs_emit(cs, CP_LOAD_STATE4_1_STATE_TYPE(ST4_SHADER));
	} else {
		cs_pkt0(cs, REG_A3XX_SP_VS_LENGTH_REG, 1);
		cs_emit(cs, 1);
		cs_pkt3(cs, CP_LOAD_STATE, 6);
		cs_emit(cs, CP_LOAD_STATE_0_STATE_SRC(SS_DIRECT) |
			    CP_LOAD_STATE_0_STATE_BLOCK(SB_VERT_SHADER) |
			    CP_LOAD_STATE_0_NUM_UNIT(1));
		cs_emit(cs, CP_LOAD_STATE_1_STATE_TYPE(ST_SHADER));
	}
	for (i = 0; i < 4; i++)
		cs_emit(cs, vs[i]);
	if (gpu_id >= 400) {
		cs_pkt3(cs, CP_DRAW_INDX_OFFSET, 3);
		cs_emit(cs, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(DI_PT_POINTLIST) |
			    CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(
				DI_SRC_SEL_AUTO_INDEX));
		cs_emit(cs, 1);
	} else {
		cs_pkt3(cs, CP_DRAW_INDX, 3);
		cs_emit(cs, 0);
		cs_emit(cs, CP_DRAW_INDX_1_PRIM_TYPE(DI_PT_POINTLIST) |
			    CP_DRAW_INDX_1_SOURCE_SELECT(DI_SRC_SEL_AUTO_INDEX));
	}
	cs_emit(cs, count);
	return 0;
}

#endif /* __MSM_STREAMS_H__ */
