/* SPDX-License-Identifier: MIT */
/*
 * Generated from adreno/registers/adreno_pm4.xml by
 * adreno/registers/gen_headers.py.  Do not edit: change the XML
 * and regenerate.
 *
 * Only #defines and enums, so that the kernel, the freestanding
 * GPU model and userspace can all include it.
 */
#ifndef __ADRENO_PM4_XML_H__
#define __ADRENO_PM4_XML_H__

enum adreno_pm4_packet_type {
	CP_TYPE0_PKT = 0,
	CP_TYPE1_PKT = 0x40000000,
	CP_TYPE2_PKT = 0x80000000,
	CP_TYPE3_PKT = 0xc0000000,
};

#define PM4_TYPE0_REG__MASK				0x00007fff
#define PM4_TYPE0_REG__SHIFT				0
#define PM4_TYPE0_REG(v)				((((unsigned int)(v)) << 0) & 0x00007fff)
#define PM4_TYPE0_COUNT__MASK				0x3fff0000
#define PM4_TYPE0_COUNT__SHIFT				16
#define PM4_TYPE0_COUNT(v)				((((unsigned int)(v)) << 16) & 0x3fff0000)
#define PM4_TYPE0_TYPE__MASK				0xc0000000
#define PM4_TYPE0_TYPE__SHIFT				30
#define PM4_TYPE0_TYPE(v)				((((unsigned int)(v)) << 30) & 0xc0000000)

#define PM4_TYPE3_PREDICATE				0x00000001
#define PM4_TYPE3_OPCODE__MASK				0x0000ff00
#define PM4_TYPE3_OPCODE__SHIFT				8
#define PM4_TYPE3_OPCODE(v)				((((unsigned int)(v)) << 8) & 0x0000ff00)
#define PM4_TYPE3_COUNT__MASK				0x3fff0000
#define PM4_TYPE3_COUNT__SHIFT				16
#define PM4_TYPE3_COUNT(v)				((((unsigned int)(v)) << 16) & 0x3fff0000)
#define PM4_TYPE3_TYPE__MASK				0xc0000000
#define PM4_TYPE3_TYPE__SHIFT				30
#define PM4_TYPE3_TYPE(v)				((((unsigned int)(v)) << 30) & 0xc0000000)

enum adreno_pm4_type3_packets {
	CP_NOP = 16,
	CP_RECORD_PFP_TIMESTAMP = 17,
	CP_WAIT_MEM_WRITES = 18,
	CP_WAIT_FOR_ME = 19,
	IN_IB_PREFETCH_END = 23,
	CP_DRAW_PRED_ENABLE_GLOBAL = 25,
	CP_DRAW_PRED_ENABLE_LOCAL = 26,
	IN_SUBBLK_PREFETCH = 31,
	IN_INSTR_PREFETCH = 32,
	CP_REG_RMW = 33,
	CP_DRAW_INDX = 34,
	CP_VIZ_QUERY = 35,
	CP_DRAW_AUTO = 36,
	CP_SET_STATE = 37,
	CP_WAIT_FOR_IDLE = 38,
	CP_IM_LOAD = 39,
	CP_DRAW_INDIRECT = 40,
	CP_DRAW_INDX_INDIRECT = 41,
	CP_IM_LOAD_IMMEDIATE = 43,
	CP_IM_STORE = 44,
	CP_SET_CONSTANT = 45,
	CP_LOAD_CONSTANT_CONTEXT = 46,
	CP_SET_BIN_DATA = 47,
	CP_LOAD_STATE = 48,
	CP_LOAD_STATE4 = 48,
	CP_RUN_OPENCL = 49,
	CP_COND_INDIRECT_BUFFER_PFD = 50,
	CP_EXEC_CS = 51,
	CP_DRAW_INDX_BIN = 52,
	CP_DRAW_INDX_2_BIN = 53,
	CP_DRAW_INDX_2 = 54,
	CP_INDIRECT_BUFFER_PFD = 55,
	CP_DRAW_INDX_OFFSET = 56,
	CP_COND_INDIRECT_BUFFER_PFE = 58,
	CP_INVALIDATE_STATE = 59,
	CP_WAIT_REG_MEM = 60,
	CP_MEM_WRITE = 61,
	CP_REG_TO_MEM = 62,
	CP_INDIRECT_BUFFER_PFE = 63,
	CP_INDIRECT_BUFFER = 63,
	CP_INTERRUPT = 64,
	CP_EXEC_CS_INDIRECT = 65,
	CP_MEM_TO_REG = 66,
	CP_SET_DRAW_STATE = 67,
	CP_COND_EXEC = 68,
	CP_COND_WRITE = 69,
	CP_EVENT_WRITE = 70,
	CP_COND_REG_EXEC = 71,
	IN_INSTR_MATCH = 71,
	CP_ME_INIT = 72,
	IN_CONST_PREFETCH = 73,
	CP_SET_SHADER_BASES = 74,
	CP_REG_TO_SCRATCH = 74,
	CP_SET_DRAW_INIT_FLAGS = 75,
	CP_SET_BIN = 76,
	CP_SCRATCH_TO_REG = 77,
	CP_DRAW_PRED_SET = 78,
	CP_MEM_WRITE_CNTR = 79,
	CP_SET_BIN_MASK = 80,
	CP_SET_BIN_SELECT = 81,
	CP_WAIT_REG_EQ = 82,
	CP_WAIT_REG_GTE = 83,
	IN_INCR_UPDT_STATE = 85,
	IN_INCR_UPDT_CONST = 86,
	IN_INCR_UPDT_INSTR = 87,
	CP_EVENT_WRITE_SHD = 88,
	CP_EVENT_WRITE_CFL = 89,
	CP_EVENT_WRITE_ZPD = 91,
	CP_WAIT_UNTIL_READ = 92,
	CP_WAIT_IB_PFD_COMPLETE = 93,
	CP_CONTEXT_UPDATE = 94,
	CP_SET_PROTECTED_MODE = 95,
	CP_SET_SECURE_MODE = 102,
	CP_BOOTSTRAP_UCODE = 111,
	CP_TEST_TWO_MEMS = 113,
	CP_MEM_TO_MEM = 115,
	CP_WIDE_REG_WRITE = 116,
	CP_REG_WR_NO_CTXT = 120,
};

enum vgt_event_type {
	VS_DEALLOC = 0,
	PS_DEALLOC = 1,
	VS_DONE_TS = 2,
	PS_DONE_TS = 3,
	CACHE_FLUSH_TS = 4,
	CONTEXT_DONE = 5,
	CACHE_FLUSH = 6,
	VIZQUERY_START = 7,
	HLSQ_FLUSH = 7,
	VIZQUERY_END = 8,
	SC_WAIT_WC = 9,
	RST_PIX_CNT = 13,
	RST_VTX_CNT = 14,
	TILE_FLUSH = 15,
	STAT_EVENT = 16,
	CACHE_FLUSH_AND_INV_TS_EVENT = 20,
	ZPASS_DONE = 21,
	CACHE_FLUSH_AND_INV_EVENT = 22,
	RB_DONE_TS = 22,
	PERFCOUNTER_START = 23,
	PERFCOUNTER_STOP = 24,
	VS_FETCH_DONE = 27,
	FACENESS_FLUSH = 28,
};

enum pc_di_primtype {
	DI_PT_NONE = 0,
	DI_PT_POINTLIST_PSIZE = 1,
	DI_PT_LINELIST = 2,
	DI_PT_LINESTRIP = 3,
	DI_PT_TRILIST = 4,
	DI_PT_TRIFAN = 5,
	DI_PT_TRISTRIP = 6,
	DI_PT_LINELOOP = 7,
	DI_PT_RECTLIST = 8,
	DI_PT_POINTLIST = 9,
	DI_PT_LINE_ADJ = 10,
	DI_PT_LINESTRIP_ADJ = 11,
	DI_PT_TRI_ADJ = 12,
	DI_PT_TRISTRIP_ADJ = 13,
};

enum pc_di_src_sel {
	DI_SRC_SEL_DMA = 0,
	DI_SRC_SEL_IMMEDIATE = 1,
	DI_SRC_SEL_AUTO_INDEX = 2,
	DI_SRC_SEL_RESERVED = 3,
};

enum pc_di_index_size {
	INDEX_SIZE_IGN = 0,
	INDEX_SIZE_16_BIT = 0,
	INDEX_SIZE_32_BIT = 1,
	INDEX_SIZE_8_BIT = 2,
};

enum pc_di_vis_cull_mode {
	IGNORE_VISIBILITY = 0,
	USE_VISIBILITY = 1,
};

enum a4xx_index_size {
	INDEX4_SIZE_8_BIT = 0,
	INDEX4_SIZE_16_BIT = 1,
	INDEX4_SIZE_32_BIT = 2,
};

#define REG_CP_DRAW_INDX_0				0x00000000
#define CP_DRAW_INDX_0_VIZ_QUERY__MASK			0xffffffff
#define CP_DRAW_INDX_0_VIZ_QUERY__SHIFT			0
#define CP_DRAW_INDX_0_VIZ_QUERY(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_1				0x00000001
#define CP_DRAW_INDX_1_PRIM_TYPE__MASK			0x0000003f
#define CP_DRAW_INDX_1_PRIM_TYPE__SHIFT			0
#define CP_DRAW_INDX_1_PRIM_TYPE(v)			((((unsigned int)(v)) << 0) & 0x0000003f)
#define CP_DRAW_INDX_1_SOURCE_SELECT__MASK		0x000000c0
#define CP_DRAW_INDX_1_SOURCE_SELECT__SHIFT		6
#define CP_DRAW_INDX_1_SOURCE_SELECT(v)			((((unsigned int)(v)) << 6) & 0x000000c0)
#define CP_DRAW_INDX_1_VIS_CULL__MASK			0x00000600
#define CP_DRAW_INDX_1_VIS_CULL__SHIFT			9
#define CP_DRAW_INDX_1_VIS_CULL(v)			((((unsigned int)(v)) << 9) & 0x00000600)
#define CP_DRAW_INDX_1_INDEX_SIZE__MASK			0x00000800
#define CP_DRAW_INDX_1_INDEX_SIZE__SHIFT		11
#define CP_DRAW_INDX_1_INDEX_SIZE(v)			((((unsigned int)(v)) << 11) & 0x00000800)
#define CP_DRAW_INDX_1_NOT_EOP				0x00001000
#define CP_DRAW_INDX_1_SMALL_INDEX			0x00002000
#define CP_DRAW_INDX_1_PRE_DRAW_INITIATOR_ENABLE	0x00004000
#define CP_DRAW_INDX_1_NUM_INSTANCES__MASK		0xff000000
#define CP_DRAW_INDX_1_NUM_INSTANCES__SHIFT		24
#define CP_DRAW_INDX_1_NUM_INSTANCES(v)			((((unsigned int)(v)) << 24) & 0xff000000)

#define REG_CP_DRAW_INDX_2				0x00000002
#define CP_DRAW_INDX_2_NUM_INDICES__MASK		0xffffffff
#define CP_DRAW_INDX_2_NUM_INDICES__SHIFT		0
#define CP_DRAW_INDX_2_NUM_INDICES(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_3				0x00000003
#define CP_DRAW_INDX_3_INDX_BASE__MASK			0xffffffff
#define CP_DRAW_INDX_3_INDX_BASE__SHIFT			0
#define CP_DRAW_INDX_3_INDX_BASE(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_4				0x00000004
#define CP_DRAW_INDX_4_INDX_SIZE__MASK			0xffffffff
#define CP_DRAW_INDX_4_INDX_SIZE__SHIFT			0
#define CP_DRAW_INDX_4_INDX_SIZE(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_OFFSET_0			0x00000000
#define CP_DRAW_INDX_OFFSET_0_PRIM_TYPE__MASK		0x0000003f
#define CP_DRAW_INDX_OFFSET_0_PRIM_TYPE__SHIFT		0
#define CP_DRAW_INDX_OFFSET_0_PRIM_TYPE(v)		((((unsigned int)(v)) << 0) & 0x0000003f)
#define CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT__MASK	0x000000c0
#define CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT__SHIFT	6
#define CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT(v)		((((unsigned int)(v)) << 6) & 0x000000c0)
#define CP_DRAW_INDX_OFFSET_0_VIS_CULL__MASK		0x00000300
#define CP_DRAW_INDX_OFFSET_0_VIS_CULL__SHIFT		8
#define CP_DRAW_INDX_OFFSET_0_VIS_CULL(v)		((((unsigned int)(v)) << 8) & 0x00000300)
#define CP_DRAW_INDX_OFFSET_0_INDEX_SIZE__MASK		0x00000c00
#define CP_DRAW_INDX_OFFSET_0_INDEX_SIZE__SHIFT		10
#define CP_DRAW_INDX_OFFSET_0_INDEX_SIZE(v)		((((unsigned int)(v)) << 10) & 0x00000c00)

#define REG_CP_DRAW_INDX_OFFSET_1			0x00000001
#define CP_DRAW_INDX_OFFSET_1_NUM_INSTANCES__MASK	0xffffffff
#define CP_DRAW_INDX_OFFSET_1_NUM_INSTANCES__SHIFT	0
#define CP_DRAW_INDX_OFFSET_1_NUM_INSTANCES(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_OFFSET_2			0x00000002
#define CP_DRAW_INDX_OFFSET_2_NUM_INDICES__MASK		0xffffffff
#define CP_DRAW_INDX_OFFSET_2_NUM_INDICES__SHIFT	0
#define CP_DRAW_INDX_OFFSET_2_NUM_INDICES(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_OFFSET_3			0x00000003
#define CP_DRAW_INDX_OFFSET_3_FIRST_INDX__MASK		0xffffffff
#define CP_DRAW_INDX_OFFSET_3_FIRST_INDX__SHIFT		0
#define CP_DRAW_INDX_OFFSET_3_FIRST_INDX(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_OFFSET_4			0x00000004
#define CP_DRAW_INDX_OFFSET_4_INDX_BASE__MASK		0xffffffff
#define CP_DRAW_INDX_OFFSET_4_INDX_BASE__SHIFT		0
#define CP_DRAW_INDX_OFFSET_4_INDX_BASE(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_OFFSET_5			0x00000005
#define CP_DRAW_INDX_OFFSET_5_INDX_SIZE__MASK		0xffffffff
#define CP_DRAW_INDX_OFFSET_5_INDX_SIZE__SHIFT		0
#define CP_DRAW_INDX_OFFSET_5_INDX_SIZE(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDIRECT_0				0x00000000
#define CP_DRAW_INDIRECT_0_PRIM_TYPE__MASK		0x0000003f
#define CP_DRAW_INDIRECT_0_PRIM_TYPE__SHIFT		0
#define CP_DRAW_INDIRECT_0_PRIM_TYPE(v)			((((unsigned int)(v)) << 0) & 0x0000003f)
#define CP_DRAW_INDIRECT_0_SOURCE_SELECT__MASK		0x000000c0
#define CP_DRAW_INDIRECT_0_SOURCE_SELECT__SHIFT		6
#define CP_DRAW_INDIRECT_0_SOURCE_SELECT(v)		((((unsigned int)(v)) << 6) & 0x000000c0)
#define CP_DRAW_INDIRECT_0_VIS_CULL__MASK		0x00000300
#define CP_DRAW_INDIRECT_0_VIS_CULL__SHIFT		8
#define CP_DRAW_INDIRECT_0_VIS_CULL(v)			((((unsigned int)(v)) << 8) & 0x00000300)
#define CP_DRAW_INDIRECT_0_INDEX_SIZE__MASK		0x00000c00
#define CP_DRAW_INDIRECT_0_INDEX_SIZE__SHIFT		10
#define CP_DRAW_INDIRECT_0_INDEX_SIZE(v)		((((unsigned int)(v)) << 10) & 0x00000c00)

#define REG_CP_DRAW_INDIRECT_1				0x00000001
#define CP_DRAW_INDIRECT_1_INDIRECT__MASK		0xffffffff
#define CP_DRAW_INDIRECT_1_INDIRECT__SHIFT		0
#define CP_DRAW_INDIRECT_1_INDIRECT(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_INDIRECT_0			0x00000000
#define CP_DRAW_INDX_INDIRECT_0_PRIM_TYPE__MASK		0x0000003f
#define CP_DRAW_INDX_INDIRECT_0_PRIM_TYPE__SHIFT	0
#define CP_DRAW_INDX_INDIRECT_0_PRIM_TYPE(v)		((((unsigned int)(v)) << 0) & 0x0000003f)
#define CP_DRAW_INDX_INDIRECT_0_SOURCE_SELECT__MASK	0x000000c0
#define CP_DRAW_INDX_INDIRECT_0_SOURCE_SELECT__SHIFT	6
#define CP_DRAW_INDX_INDIRECT_0_SOURCE_SELECT(v)	((((unsigned int)(v)) << 6) & 0x000000c0)
#define CP_DRAW_INDX_INDIRECT_0_VIS_CULL__MASK		0x00000300
#define CP_DRAW_INDX_INDIRECT_0_VIS_CULL__SHIFT		8
#define CP_DRAW_INDX_INDIRECT_0_VIS_CULL(v)		((((unsigned int)(v)) << 8) & 0x00000300)
#define CP_DRAW_INDX_INDIRECT_0_INDEX_SIZE__MASK	0x00000c00
#define CP_DRAW_INDX_INDIRECT_0_INDEX_SIZE__SHIFT	10
#define CP_DRAW_INDX_INDIRECT_0_INDEX_SIZE(v)		((((unsigned int)(v)) << 10) & 0x00000c00)

#define REG_CP_DRAW_INDX_INDIRECT_1			0x00000001
#define CP_DRAW_INDX_INDIRECT_1_INDX_BASE__MASK		0xffffffff
#define CP_DRAW_INDX_INDIRECT_1_INDX_BASE__SHIFT	0
#define CP_DRAW_INDX_INDIRECT_1_INDX_BASE(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_INDIRECT_2			0x00000002
#define CP_DRAW_INDX_INDIRECT_2_INDX_SIZE__MASK		0xffffffff
#define CP_DRAW_INDX_INDIRECT_2_INDX_SIZE__SHIFT	0
#define CP_DRAW_INDX_INDIRECT_2_INDX_SIZE(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_DRAW_INDX_INDIRECT_3			0x00000003
#define CP_DRAW_INDX_INDIRECT_3_INDIRECT__MASK		0xffffffff
#define CP_DRAW_INDX_INDIRECT_3_INDIRECT__SHIFT		0
#define CP_DRAW_INDX_INDIRECT_3_INDIRECT(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_MEM_TO_MEM_0				0x00000000
#define CP_MEM_TO_MEM_0_NEG_A				0x00000001
#define CP_MEM_TO_MEM_0_NEG_B				0x00000002
#define CP_MEM_TO_MEM_0_NEG_C				0x00000004
#define CP_MEM_TO_MEM_0_DOUBLE				0x20000000
#define CP_MEM_TO_MEM_0_WAIT_FOR_MEM_WRITES		0x40000000
#define CP_MEM_TO_MEM_0_UNK31				0x80000000

enum adreno_state_block {
	SB_VERT_TEX = 0,
	SB_VERT_MIPADDR = 1,
	SB_FRAG_TEX = 2,
	SB_FRAG_MIPADDR = 3,
	SB_VERT_SHADER = 4,
	SB_GEOM_SHADER = 5,
	SB_FRAG_SHADER = 6,
	SB_COMPUTE_SHADER = 7,
};

enum adreno_state_type {
	ST_SHADER = 0,
	ST_CONSTANTS = 1,
};

enum adreno_state_src {
	SS_DIRECT = 0,
	SS_INVALID_ALL_IC = 2,
	SS_INVALID_PART_IC = 3,
	SS_INDIRECT = 4,
	SS_INDIRECT_TCM = 5,
	SS_INDIRECT_STM = 6,
};

#define REG_CP_LOAD_STATE_0				0x00000000
#define CP_LOAD_STATE_0_DST_OFF__MASK			0x0000ffff
#define CP_LOAD_STATE_0_DST_OFF__SHIFT			0
#define CP_LOAD_STATE_0_DST_OFF(v)			((((unsigned int)(v)) << 0) & 0x0000ffff)
#define CP_LOAD_STATE_0_STATE_SRC__MASK			0x00070000
#define CP_LOAD_STATE_0_STATE_SRC__SHIFT		16
#define CP_LOAD_STATE_0_STATE_SRC(v)			((((unsigned int)(v)) << 16) & 0x00070000)
#define CP_LOAD_STATE_0_STATE_BLOCK__MASK		0x00380000
#define CP_LOAD_STATE_0_STATE_BLOCK__SHIFT		19
#define CP_LOAD_STATE_0_STATE_BLOCK(v)			((((unsigned int)(v)) << 19) & 0x00380000)
#define CP_LOAD_STATE_0_NUM_UNIT__MASK			0xffc00000
#define CP_LOAD_STATE_0_NUM_UNIT__SHIFT			22
#define CP_LOAD_STATE_0_NUM_UNIT(v)			((((unsigned int)(v)) << 22) & 0xffc00000)

#define REG_CP_LOAD_STATE_1				0x00000001
#define CP_LOAD_STATE_1_STATE_TYPE__MASK		0x00000003
#define CP_LOAD_STATE_1_STATE_TYPE__SHIFT		0
#define CP_LOAD_STATE_1_STATE_TYPE(v)			((((unsigned int)(v)) << 0) & 0x00000003)
#define CP_LOAD_STATE_1_EXT_SRC_ADDR__MASK		0xfffffffc
#define CP_LOAD_STATE_1_EXT_SRC_ADDR__SHIFT		2
#define CP_LOAD_STATE_1_EXT_SRC_ADDR(v)			(((((unsigned int)(v)) >> 2) << 2) & 0xfffffffc)

enum a4xx_state_block {
	SB4_VS_TEX = 0,
	SB4_HS_TEX = 1,
	SB4_DS_TEX = 2,
	SB4_GS_TEX = 3,
	SB4_FS_TEX = 4,
	SB4_CS_TEX = 5,
	SB4_VS_SHADER = 8,
	SB4_HS_SHADER = 9,
	SB4_DS_SHADER = 10,
	SB4_GS_SHADER = 11,
	SB4_FS_SHADER = 12,
	SB4_CS_SHADER = 13,
	SB4_SSBO = 14,
	SB4_CS_SSBO = 15,
};

enum a4xx_state_type {
	ST4_SHADER = 0,
	ST4_CONSTANTS = 1,
	ST4_UBO = 2,
};

enum a4xx_state_src {
	SS4_DIRECT = 0,
	SS4_INDIRECT = 2,
};

#define REG_CP_LOAD_STATE4_0				0x00000000
#define CP_LOAD_STATE4_0_DST_OFF__MASK			0x00003fff
#define CP_LOAD_STATE4_0_DST_OFF__SHIFT			0
#define CP_LOAD_STATE4_0_DST_OFF(v)			((((unsigned int)(v)) << 0) & 0x00003fff)
#define CP_LOAD_STATE4_0_STATE_SRC__MASK		0x00030000
#define CP_LOAD_STATE4_0_STATE_SRC__SHIFT		16
#define CP_LOAD_STATE4_0_STATE_SRC(v)			((((unsigned int)(v)) << 16) & 0x00030000)
#define CP_LOAD_STATE4_0_STATE_BLOCK__MASK		0x003c0000
#define CP_LOAD_STATE4_0_STATE_BLOCK__SHIFT		18
#define CP_LOAD_STATE4_0_STATE_BLOCK(v)			((((unsigned int)(v)) << 18) & 0x003c0000)
#define CP_LOAD_STATE4_0_NUM_UNIT__MASK			0xffc00000
#define CP_LOAD_STATE4_0_NUM_UNIT__SHIFT		22
#define CP_LOAD_STATE4_0_NUM_UNIT(v)			((((unsigned int)(v)) << 22) & 0xffc00000)

#define REG_CP_LOAD_STATE4_1				0x00000001
#define CP_LOAD_STATE4_1_STATE_TYPE__MASK		0x00000003
#define CP_LOAD_STATE4_1_STATE_TYPE__SHIFT		0
#define CP_LOAD_STATE4_1_STATE_TYPE(v)			((((unsigned int)(v)) << 0) & 0x00000003)
#define CP_LOAD_STATE4_1_EXT_SRC_ADDR__MASK		0xfffffffc
#define CP_LOAD_STATE4_1_EXT_SRC_ADDR__SHIFT		2
#define CP_LOAD_STATE4_1_EXT_SRC_ADDR(v)		(((((unsigned int)(v)) >> 2) << 2) & 0xfffffffc)

#define REG_CP_INDIRECT_BUFFER_0			0x00000000
#define CP_INDIRECT_BUFFER_0_IB_BASE__MASK		0xffffffff
#define CP_INDIRECT_BUFFER_0_IB_BASE__SHIFT		0
#define CP_INDIRECT_BUFFER_0_IB_BASE(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_INDIRECT_BUFFER_1			0x00000001
#define CP_INDIRECT_BUFFER_1_IB_SIZE__MASK		0xffffffff
#define CP_INDIRECT_BUFFER_1_IB_SIZE__SHIFT		0
#define CP_INDIRECT_BUFFER_1_IB_SIZE(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_EVENT_WRITE_0				0x00000000
#define CP_EVENT_WRITE_0_EVENT__MASK			0x000000ff
#define CP_EVENT_WRITE_0_EVENT__SHIFT			0
#define CP_EVENT_WRITE_0_EVENT(v)			((((unsigned int)(v)) << 0) & 0x000000ff)
#define CP_EVENT_WRITE_0_TIMESTAMP			0x40000000
#define CP_EVENT_WRITE_0_IRQ				0x80000000

#define REG_CP_EVENT_WRITE_1				0x00000001
#define CP_EVENT_WRITE_1_ADDR__MASK			0xffffffff
#define CP_EVENT_WRITE_1_ADDR__SHIFT			0
#define CP_EVENT_WRITE_1_ADDR(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_EVENT_WRITE_2				0x00000002
#define CP_EVENT_WRITE_2_DATA__MASK			0xffffffff
#define CP_EVENT_WRITE_2_DATA__SHIFT			0
#define CP_EVENT_WRITE_2_DATA(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_INTERRUPT_0				0x00000000
#define CP_INTERRUPT_0_IB2				0x20000000
#define CP_INTERRUPT_0_IB1				0x40000000
#define CP_INTERRUPT_0_RB				0x80000000

#define REG_CP_MEM_WRITE_0				0x00000000
#define CP_MEM_WRITE_0_ADDR__MASK			0xffffffff
#define CP_MEM_WRITE_0_ADDR__SHIFT			0
#define CP_MEM_WRITE_0_ADDR(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_REG_TO_MEM_0				0x00000000
#define CP_REG_TO_MEM_0_REG__MASK			0x0003ffff
#define CP_REG_TO_MEM_0_REG__SHIFT			0
#define CP_REG_TO_MEM_0_REG(v)				((((unsigned int)(v)) << 0) & 0x0003ffff)
#define CP_REG_TO_MEM_0_CNT__MASK			0x3ffc0000
#define CP_REG_TO_MEM_0_CNT__SHIFT			18
#define CP_REG_TO_MEM_0_CNT(v)				((((unsigned int)(v)) << 18) & 0x3ffc0000)
#define CP_REG_TO_MEM_0_64B				0x40000000
#define CP_REG_TO_MEM_0_ACCUMULATE			0x80000000

#define REG_CP_REG_TO_MEM_1				0x00000001
#define CP_REG_TO_MEM_1_DEST__MASK			0xffffffff
#define CP_REG_TO_MEM_1_DEST__SHIFT			0
#define CP_REG_TO_MEM_1_DEST(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_REG_RMW_0				0x00000000
#define CP_REG_RMW_0_DST_REG__MASK			0x0003ffff
#define CP_REG_RMW_0_DST_REG__SHIFT			0
#define CP_REG_RMW_0_DST_REG(v)				((((unsigned int)(v)) << 0) & 0x0003ffff)
#define CP_REG_RMW_0_ROTATE__MASK			0x1f000000
#define CP_REG_RMW_0_ROTATE__SHIFT			24
#define CP_REG_RMW_0_ROTATE(v)				((((unsigned int)(v)) << 24) & 0x1f000000)
#define CP_REG_RMW_0_SRC1_ADD				0x20000000
#define CP_REG_RMW_0_SRC1_IS_REG			0x40000000
#define CP_REG_RMW_0_SRC0_IS_REG			0x80000000

#define REG_CP_REG_RMW_1				0x00000001
#define CP_REG_RMW_1_SRC0__MASK				0xffffffff
#define CP_REG_RMW_1_SRC0__SHIFT			0
#define CP_REG_RMW_1_SRC0(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_REG_RMW_2				0x00000002
#define CP_REG_RMW_2_SRC1__MASK				0xffffffff
#define CP_REG_RMW_2_SRC1__SHIFT			0
#define CP_REG_RMW_2_SRC1(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

enum cp_cond_function {
	WRITE_ALWAYS = 0,
	WRITE_LT = 1,
	WRITE_LE = 2,
	WRITE_EQ = 3,
	WRITE_NE = 4,
	WRITE_GE = 5,
	WRITE_GT = 6,
};

enum poll_memory_type {
	POLL_REGISTER = 0,
	POLL_MEMORY = 1,
};

#define REG_CP_WAIT_REG_MEM_0				0x00000000
#define CP_WAIT_REG_MEM_0_FUNCTION__MASK		0x00000007
#define CP_WAIT_REG_MEM_0_FUNCTION__SHIFT		0
#define CP_WAIT_REG_MEM_0_FUNCTION(v)			((((unsigned int)(v)) << 0) & 0x00000007)
#define CP_WAIT_REG_MEM_0_POLL__MASK			0x00000030
#define CP_WAIT_REG_MEM_0_POLL__SHIFT			4
#define CP_WAIT_REG_MEM_0_POLL(v)			((((unsigned int)(v)) << 4) & 0x00000030)

#define REG_CP_WAIT_REG_MEM_1				0x00000001
#define CP_WAIT_REG_MEM_1_POLL_ADDR__MASK		0xffffffff
#define CP_WAIT_REG_MEM_1_POLL_ADDR__SHIFT		0
#define CP_WAIT_REG_MEM_1_POLL_ADDR(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_WAIT_REG_MEM_2				0x00000002
#define CP_WAIT_REG_MEM_2_REF__MASK			0xffffffff
#define CP_WAIT_REG_MEM_2_REF__SHIFT			0
#define CP_WAIT_REG_MEM_2_REF(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_WAIT_REG_MEM_3				0x00000003
#define CP_WAIT_REG_MEM_3_MASK__MASK			0xffffffff
#define CP_WAIT_REG_MEM_3_MASK__SHIFT			0
#define CP_WAIT_REG_MEM_3_MASK(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_WAIT_REG_MEM_4				0x00000004
#define CP_WAIT_REG_MEM_4_DELAY_LOOP_CYCLES__MASK	0xffffffff
#define CP_WAIT_REG_MEM_4_DELAY_LOOP_CYCLES__SHIFT	0
#define CP_WAIT_REG_MEM_4_DELAY_LOOP_CYCLES(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_WRITE_0				0x00000000
#define CP_COND_WRITE_0_FUNCTION__MASK			0x00000007
#define CP_COND_WRITE_0_FUNCTION__SHIFT			0
#define CP_COND_WRITE_0_FUNCTION(v)			((((unsigned int)(v)) << 0) & 0x00000007)
#define CP_COND_WRITE_0_POLL_MEMORY			0x00000010
#define CP_COND_WRITE_0_WRITE_MEMORY			0x00000100

#define REG_CP_COND_WRITE_1				0x00000001
#define CP_COND_WRITE_1_POLL_ADDR__MASK			0xffffffff
#define CP_COND_WRITE_1_POLL_ADDR__SHIFT		0
#define CP_COND_WRITE_1_POLL_ADDR(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_WRITE_2				0x00000002
#define CP_COND_WRITE_2_REF__MASK			0xffffffff
#define CP_COND_WRITE_2_REF__SHIFT			0
#define CP_COND_WRITE_2_REF(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_WRITE_3				0x00000003
#define CP_COND_WRITE_3_MASK__MASK			0xffffffff
#define CP_COND_WRITE_3_MASK__SHIFT			0
#define CP_COND_WRITE_3_MASK(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_WRITE_4				0x00000004
#define CP_COND_WRITE_4_WRITE_ADDR__MASK		0xffffffff
#define CP_COND_WRITE_4_WRITE_ADDR__SHIFT		0
#define CP_COND_WRITE_4_WRITE_ADDR(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_WRITE_5				0x00000005
#define CP_COND_WRITE_5_WRITE_DATA__MASK		0xffffffff
#define CP_COND_WRITE_5_WRITE_DATA__SHIFT		0
#define CP_COND_WRITE_5_WRITE_DATA(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_SET_BIN_0				0x00000000

#define REG_CP_SET_BIN_1				0x00000001
#define CP_SET_BIN_1_X1__MASK				0x0000ffff
#define CP_SET_BIN_1_X1__SHIFT				0
#define CP_SET_BIN_1_X1(v)				((((unsigned int)(v)) << 0) & 0x0000ffff)
#define CP_SET_BIN_1_Y1__MASK				0xffff0000
#define CP_SET_BIN_1_Y1__SHIFT				16
#define CP_SET_BIN_1_Y1(v)				((((unsigned int)(v)) << 16) & 0xffff0000)

#define REG_CP_SET_BIN_2				0x00000002
#define CP_SET_BIN_2_X2__MASK				0x0000ffff
#define CP_SET_BIN_2_X2__SHIFT				0
#define CP_SET_BIN_2_X2(v)				((((unsigned int)(v)) << 0) & 0x0000ffff)
#define CP_SET_BIN_2_Y2__MASK				0xffff0000
#define CP_SET_BIN_2_Y2__SHIFT				16
#define CP_SET_BIN_2_Y2(v)				((((unsigned int)(v)) << 16) & 0xffff0000)

#define REG_CP_SET_BIN_DATA_0				0x00000000
#define CP_SET_BIN_DATA_0_BIN_DATA_ADDR__MASK		0xffffffff
#define CP_SET_BIN_DATA_0_BIN_DATA_ADDR__SHIFT		0
#define CP_SET_BIN_DATA_0_BIN_DATA_ADDR(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_SET_BIN_DATA_1				0x00000001
#define CP_SET_BIN_DATA_1_BIN_SIZE_ADDRESS__MASK	0xffffffff
#define CP_SET_BIN_DATA_1_BIN_SIZE_ADDRESS__SHIFT	0
#define CP_SET_BIN_DATA_1_BIN_SIZE_ADDRESS(v)		((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_REG_WR_NO_CTXT_0				0x00000000
#define CP_REG_WR_NO_CTXT_0_REG__MASK			0x0000ffff
#define CP_REG_WR_NO_CTXT_0_REG__SHIFT			0
#define CP_REG_WR_NO_CTXT_0_REG(v)			((((unsigned int)(v)) << 0) & 0x0000ffff)

#define REG_CP_COND_EXEC_0				0x00000000
#define CP_COND_EXEC_0_ADDR0__MASK			0xffffffff
#define CP_COND_EXEC_0_ADDR0__SHIFT			0
#define CP_COND_EXEC_0_ADDR0(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_EXEC_1				0x00000001
#define CP_COND_EXEC_1_ADDR1__MASK			0xffffffff
#define CP_COND_EXEC_1_ADDR1__SHIFT			0
#define CP_COND_EXEC_1_ADDR1(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_EXEC_2				0x00000002
#define CP_COND_EXEC_2_REF__MASK			0xffffffff
#define CP_COND_EXEC_2_REF__SHIFT			0
#define CP_COND_EXEC_2_REF(v)				((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_COND_EXEC_3				0x00000003
#define CP_COND_EXEC_3_DWORDS__MASK			0xffffffff
#define CP_COND_EXEC_3_DWORDS__SHIFT			0
#define CP_COND_EXEC_3_DWORDS(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#define REG_CP_SET_DRAW_STATE_0				0x00000000
#define CP_SET_DRAW_STATE_0_COUNT__MASK			0x0000ffff
#define CP_SET_DRAW_STATE_0_COUNT__SHIFT		0
#define CP_SET_DRAW_STATE_0_COUNT(v)			((((unsigned int)(v)) << 0) & 0x0000ffff)
#define CP_SET_DRAW_STATE_0_DIRTY			0x00010000
#define CP_SET_DRAW_STATE_0_DISABLE			0x00020000
#define CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS		0x00040000
#define CP_SET_DRAW_STATE_0_LOAD_IMMED			0x00080000
#define CP_SET_DRAW_STATE_0_GROUP_ID__MASK		0x1f000000
#define CP_SET_DRAW_STATE_0_GROUP_ID__SHIFT		24
#define CP_SET_DRAW_STATE_0_GROUP_ID(v)			((((unsigned int)(v)) << 24) & 0x1f000000)

#define REG_CP_SET_DRAW_STATE_1				0x00000001
#define CP_SET_DRAW_STATE_1_ADDR__MASK			0xffffffff
#define CP_SET_DRAW_STATE_1_ADDR__SHIFT			0
#define CP_SET_DRAW_STATE_1_ADDR(v)			((((unsigned int)(v)) << 0) & 0xffffffff)

#endif /* __ADRENO_PM4_XML_H__ */
