// SPDX-License-Identifier: GPL-2.0-only
/*
 * The primitive controller: draw packets, index fetch and primitive
 * assembly.
 *
 * a3xx draws with CP_DRAW_INDX (indices in memory) and CP_DRAW_INDX_2
 * (indices in the packet); a4xx with CP_DRAW_INDX_OFFSET, whose draw
 * initiator moved its fields, and with CP_DRAW_INDIRECT and
 * CP_DRAW_INDX_INDIRECT, whose parameters are in memory.  All become a
 * struct am_draw, and from there on the generations share everything.
 */

#include "model_pc.h"
#include "adreno_regs.h"

/* a2xx/a3xx: INDEX_SIZE is one bit, SMALL_INDEX makes it 8-bit */
static am_u32 am_index_bytes3(am_u32 init)
{
	if (init & CP_DRAW_INDX_1_SMALL_INDEX)
		return 1;
	return AM_FIELD(init, CP_DRAW_INDX_1_INDEX_SIZE) ==
	       INDEX_SIZE_32_BIT ? 4 : 2;
}

static am_u32 am_index_bytes4(am_u32 init)
{
	switch (AM_FIELD(init, CP_DRAW_INDX_OFFSET_0_INDEX_SIZE)) {
	case INDEX4_SIZE_8_BIT:
		return 1;
	case INDEX4_SIZE_16_BIT:
		return 2;
	default:
		return 4;
	}
}

/* CP_DRAW_INDX: viz query, initiator, count[, index base, index size] */
static int am_draw_decode3(struct am_gpu *gpu, const struct am_pkt *p,
			   struct am_draw *d)
{
	am_u32 init = am_payload(gpu, p, 1);
	am_u32 src = AM_FIELD(init, CP_DRAW_INDX_1_SOURCE_SELECT);

	d->prim = AM_FIELD(init, CP_DRAW_INDX_1_PRIM_TYPE);
	d->instances = AM_FIELD(init, CP_DRAW_INDX_1_NUM_INSTANCES) + 1;
	d->binning_vis = AM_FIELD(init, CP_DRAW_INDX_1_VIS_CULL) ==
			 USE_VISIBILITY;
	d->count = p->count > 2 ? am_payload(gpu, p, 2) : 0;
	d->index_bytes = am_index_bytes3(init);
	d->first = 0;
	d->index_offset = am_use(gpu, REG_A3XX_VFD_INDEX_OFFSET);
	d->base_instance = 0;
	d->immediate = AM_NULL;
	d->restart = !!(am_use(gpu, REG_A3XX_PC_PRIM_VTX_CNTL) &
			A3XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	d->restart_index = am_use(gpu, REG_A3XX_PC_RESTART_INDEX);

	switch (src) {
	case DI_SRC_SEL_AUTO_INDEX:
		d->indexed = 0;
		return 0;
	case DI_SRC_SEL_DMA:
		if (p->count < 5)
			return -1;
		d->indexed = 1;
		d->index_base = am_payload(gpu, p, 3);
		d->index_size = am_payload(gpu, p, 4);
		return 0;
	case DI_SRC_SEL_IMMEDIATE:
		/* CP_DRAW_INDX_2: the indices follow, packed, in the packet */
		d->indexed = 1;
		d->immediate = p;
		d->index_base = 0;
		d->index_size = p->count > 3 ? (p->count - 3) * 4 : 0;
		return 0;
	default:
		return -1;
	}
}

/*
 * CP_DRAW_INDX_OFFSET: initiator, instances, count[, first index,
 * index base, index buffer size]
 */
/*
 * What every a4xx draw takes from its initiator (dword 0 of
 * CP_DRAW_INDX_OFFSET and of the indirect draws: the same
 * vgt_draw_initiator_a4xx) and from the restart registers
 */
static void am_draw_init4(struct am_gpu *gpu, am_u32 init, struct am_draw *d)
{
	d->prim = AM_FIELD(init, CP_DRAW_INDX_OFFSET_0_PRIM_TYPE);
	d->binning_vis = AM_FIELD(init, CP_DRAW_INDX_OFFSET_0_VIS_CULL) ==
			 USE_VISIBILITY;
	d->index_bytes = am_index_bytes4(init);
	d->immediate = AM_NULL;
	d->restart = !!(am_use(gpu, REG_A4XX_PC_PRIM_VTX_CNTL) &
			A4XX_PC_PRIM_VTX_CNTL_PRIMITIVE_RESTART);
	d->restart_index = am_use(gpu, REG_A4XX_PC_RESTART_INDEX);
}

static int am_draw_decode4(struct am_gpu *gpu, const struct am_pkt *p,
			   struct am_draw *d)
{
	am_u32 init = am_payload(gpu, p, 0);
	am_u32 src = AM_FIELD(init, CP_DRAW_INDX_OFFSET_0_SOURCE_SELECT);
	am_u32 instances = p->count > 1 ? am_payload(gpu, p, 1) : 1;

	am_draw_init4(gpu, init, d);
	d->instances = instances ? instances : 1;
	d->count = p->count > 2 ? am_payload(gpu, p, 2) : 0;
	d->first = 0;
	d->index_offset = am_use(gpu, REG_A4XX_VFD_INDEX_OFFSET);
	d->base_instance = am_use(gpu, REG_A4XX_UNKNOWN_2209);

	if (src == DI_SRC_SEL_AUTO_INDEX) {
		d->indexed = 0;
		return 0;
	}
	if (src != DI_SRC_SEL_DMA || p->count < 6)
		return -1;
	d->indexed = 1;
	d->first = am_payload(gpu, p, 3);
	d->index_base = am_payload(gpu, p, 4);
	/* In indices, like fd4 gives it */
	d->index_size = am_payload(gpu, p, 5) * d->index_bytes;
	return 0;
}

/*
 * a4xx's indirect draws: the initiator, then (CP_DRAW_INDX_INDIRECT) the
 * index buffer and its size in bytes, then the address of the draw's
 * parameters, as GL's DrawArraysIndirectCommand and
 * DrawElementsIndirectCommand lay them out.  The first vertex (or the
 * base vertex) replaces VFD_INDEX_OFFSET for the fetches, as fd4, which
 * writes 0 there before these draws, needs; the first instance likewise
 * replaces UNKNOWN_2209.  No instances draw nothing.
 */
static int am_draw_decode_indirect(struct am_gpu *gpu, const struct am_pkt *p,
				   struct am_draw *d)
{
	int indexed = AM_PKT3_OPCODE(p->hdr) == CP_DRAW_INDX_INDIRECT;
	am_u32 init = am_payload(gpu, p, 0);
	am_u64 params;

	if (p->count < (indexed ? 4u : 2u))
		return -1;
	params = am_payload(gpu, p, indexed ? 3 : 1);
	am_draw_init4(gpu, init, d);
	d->count = am_read32(gpu, params);
	d->instances = am_read32(gpu, params + 4);
	if (!indexed) {
		if (AM_FIELD(init, CP_DRAW_INDIRECT_0_SOURCE_SELECT) !=
		    DI_SRC_SEL_AUTO_INDEX)
			return -1;
		d->indexed = 0;
		d->first = 0;
		d->index_offset = am_read32(gpu, params + 8);
		d->base_instance = am_read32(gpu, params + 12);
		return 0;
	}
	if (AM_FIELD(init, CP_DRAW_INDIRECT_0_SOURCE_SELECT) !=
	    DI_SRC_SEL_DMA)
		return -1;
	d->indexed = 1;
	d->index_base = am_payload(gpu, p, 1);
	d->index_size = am_payload(gpu, p, 2);
	d->first = am_read32(gpu, params + 8);
	d->index_offset = am_read32(gpu, params + 12);
	d->base_instance = am_read32(gpu, params + 16);
	return 0;
}

int am_draw_decode(struct am_gpu *gpu, const struct am_pkt *p,
		   struct am_draw *d)
{
	am_u32 op = AM_PKT3_OPCODE(p->hdr);
	int r;

	if (op == CP_DRAW_INDX_OFFSET)
		r = am_draw_decode4(gpu, p, d);
	else if (op == CP_DRAW_INDIRECT || op == CP_DRAW_INDX_INDIRECT)
		r = am_draw_decode_indirect(gpu, p, d);
	else
		r = am_draw_decode3(gpu, p, d);
	/* Restart applies to indices that come from memory or the packet */
	d->restart &= d->indexed;
	return r;
}

am_u32 am_draw_prims(const struct am_draw *d)
{
	am_u32 n = d->count;

	switch (d->prim) {
	case DI_PT_POINTLIST:
	case DI_PT_POINTLIST_PSIZE:
		return n;
	case DI_PT_LINELIST:
	case DI_PT_RECTLIST:
		return n / 2;
	case DI_PT_LINESTRIP:
		return n >= 2 ? n - 1 : 0;
	case DI_PT_LINELOOP:
		return n >= 2 ? n : 0;
	case DI_PT_TRILIST:
		return n / 3;
	case DI_PT_TRISTRIP:
	case DI_PT_TRIFAN:
		return n >= 3 ? n - 2 : 0;
	default:
		return 0;	/* adjacency and patches: not drawn */
	}
}

/*
 * GL's orders, which keep each primitive's winding and put the provoking
 * vertex where the last-vertex convention wants it: odd strip triangles
 * swap their first two vertices; a fan's triangle n is (n+1, n+2, 0).
 */
int am_draw_prim_vertices(const struct am_draw *d, am_u32 n, am_u32 pos[3],
			  int provoking_last, int *pv)
{
	switch (d->prim) {
	case DI_PT_POINTLIST:
	case DI_PT_POINTLIST_PSIZE:
		pos[0] = n;
		*pv = 0;
		return 1;
	case DI_PT_LINELIST:
	case DI_PT_RECTLIST:
		pos[0] = 2 * n;
		pos[1] = 2 * n + 1;
		*pv = provoking_last;
		return 2;
	case DI_PT_LINESTRIP:
		pos[0] = n;
		pos[1] = n + 1;
		*pv = provoking_last;
		return 2;
	case DI_PT_LINELOOP:
		pos[0] = n;
		pos[1] = n + 1 < d->count ? n + 1 : 0;
		*pv = provoking_last;
		return 2;
	case DI_PT_TRILIST:
		pos[0] = 3 * n;
		pos[1] = 3 * n + 1;
		pos[2] = 3 * n + 2;
		break;
	case DI_PT_TRISTRIP:
		pos[0] = n + (n & 1);
		pos[1] = n + !(n & 1);
		pos[2] = n + 2;
		break;
	case DI_PT_TRIFAN:
		pos[0] = n + 1;
		pos[1] = n + 2;
		pos[2] = 0;
		/* First-vertex convention: the fan's is n + 1 */
		*pv = provoking_last ? 1 : 0;
		return 3;
	default:
		return 0;
	}
	*pv = provoking_last ? 2 : 0;
	return 3;
}

am_u32 am_draw_vtxcnt(const struct am_draw *d, am_u32 instance, am_u32 pos,
		      am_u32 restarts, am_u32 restarts_total)
{
	return instance * (d->count - restarts_total) + pos - restarts;
}

am_u32 am_draw_index(struct am_gpu *gpu, const struct am_draw *d,
		     am_u32 pos)
{
	am_u64 off = ((am_u64)d->first + pos) * d->index_bytes;
	am_u32 word, shift;

	if (!d->indexed)
		return pos;
	if (off + d->index_bytes > d->index_size)
		return 0;
	if (d->immediate)
		word = am_payload(gpu, d->immediate, 3 + (am_u32)(off / 4));
	else
		word = am_read32(gpu, (d->index_base + off) & ~3ull);
	shift = (am_u32)(off & 3) * 8;
	if (d->index_bytes == 4)
		return word;
	return (word >> shift) & (d->index_bytes == 2 ? 0xffff : 0xff);
}

int am_draw_restart_prim(struct am_gpu *gpu, const struct am_draw *d,
			 am_u32 k, am_u32 *seg, am_u32 pos[3],
			 int provoking_last, int *pv)
{
	struct am_draw s = *d;
	am_u32 before;
	int v, nv;

	if (am_draw_index(gpu, d, k) == d->restart_index) {
		*seg = k + 1;
		return 0;
	}
	if (s.prim == DI_PT_LINELOOP) {
		if (k == *seg)
			gpu->pipe.stats.unsupported++;
		s.prim = DI_PT_LINESTRIP;
	}
	/* A primitive ends at k if the segment so far has one more */
	s.count = k - *seg;
	before = am_draw_prims(&s);
	s.count++;
	if (am_draw_prims(&s) == before)
		return 0;
	nv = am_draw_prim_vertices(&s, before, pos, provoking_last, pv);
	for (v = 0; v < nv; v++)
		pos[v] += *seg;
	return nv;
}
