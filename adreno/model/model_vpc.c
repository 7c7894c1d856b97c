// SPDX-License-Identifier: GPL-2.0-only
/*
 * The varying/position cache: takes the vertex shader's outputs into a
 * vertex (its position, and its varyings at the VPC locations the
 * SP_VS_VPC_DST registers give), and hands fragment shaders their
 * varyings back, interpolated or flat.
 *
 * Outputs are packed: an output with component mask 0xb puts its first,
 * second and fourth components in three consecutive locations.
 */

#include "model_vpc.h"
#include "adreno_regs.h"

/* Where each generation keeps the output tables: the layout is shared */
struct am_vpc_regs {
	am_u32 param;		/* SP_VS_PARAM_REG: position register */
	am_u32 out0;		/* SP_VS_OUT_REG(0): two outputs each */
	am_u32 outs;
	am_u32 dst0;		/* SP_VS_VPC_DST_REG(0): four locations each */
	am_u32 regid_mask;	/* a4xx widened the register ids */
	am_u32 loc_mask;
	am_u32 interp0;		/* VPC_VARYING_INTERP_MODE(0) */
	am_u32 prim_vtx_cntl;	/* PC_PRIM_VTX_CNTL: PSIZE, the same bit */
	am_u32 repl0;		/* VPC_VARYING_PS_REPL_MODE(0) */
	am_u32 repls;		/* of 16 locations each */
};

static const struct am_vpc_regs am_vpc3 = {
	REG_A3XX_SP_VS_PARAM_REG, REG_A3XX_SP_VS_OUT_REG(0), 8,
	REG_A3XX_SP_VS_VPC_DST_REG(0), 0xff, 0x7f,
	REG_A3XX_VPC_VARYING_INTERP_MODE(0), REG_A3XX_PC_PRIM_VTX_CNTL,
	REG_A3XX_VPC_VARYING_PS_REPL_MODE(0), 4,
};

static const struct am_vpc_regs am_vpc4 = {
	REG_A4XX_SP_VS_PARAM_REG, REG_A4XX_SP_VS_OUT_REG(0), 16,
	REG_A4XX_SP_VS_VPC_DST_REG(0), 0x1ff, 0xff,
	REG_A4XX_VPC_VARYING_INTERP_MODE(0), REG_A4XX_PC_PRIM_VTX_CNTL,
	REG_A4XX_VPC_VARYING_PS_REPL_MODE(0), 8,
};

static const struct am_vpc_regs *am_vpc_regs(struct am_gpu *gpu)
{
	return gpu->gen->core == 4 ? &am_vpc4 : &am_vpc3;
}

static am_u32 am_lane_comp(const struct am_sp_lane *lane, am_u32 regid)
{
	return regid < AM_SP_COMPS ? lane->r[regid] : 0;
}

void am_vpc_vertex(struct am_gpu *gpu, const struct am_sp_lane *lane,
		   struct am_vertex *v)
{
	const struct am_vpc_regs *vr = am_vpc_regs(gpu);
	am_u32 param = am_use(gpu, vr->param);
	am_u32 pos = AM_FIELD(param, A3XX_SP_VS_PARAM_REG_POSREGID);
	/*
	 * Only the first TOTALVSOUTVAR outputs are the program's: drivers
	 * leave the registers past them as an older program set them.
	 */
	am_u32 outs = param >> 20 & (gpu->gen->core == 4 ? 0xfff : 0x1f);
	am_u32 n, c;

	for (c = 0; c < 4; c++)
		v->clip[c] = am_lane_comp(lane, pos + c);
	v->psize = 0;
	if (am_use(gpu, vr->prim_vtx_cntl) & A3XX_PC_PRIM_VTX_CNTL_PSIZE) {
		am_u32 ps = AM_FIELD(param, A3XX_SP_VS_PARAM_REG_PSIZEREGID);

		v->psize = ps < AM_REGID_NONE ? am_lane_comp(lane, ps) : 0;
	}
	for (n = 0; n < AM_VPC_SLOTS; n++)
		v->slot[n] = 0;

	/* Output n: half n % 2 of SP_VS_OUT_REG(n / 2), VPC_DST byte n */
	if (outs > vr->outs * 2)
		outs = vr->outs * 2;
	for (n = 0; n < outs; n++) {
		am_u32 out = am_use(gpu, vr->out0 + n / 2) >> (n % 2 * 16);
		am_u32 regid = out & vr->regid_mask;
		am_u32 mask = (out >> 9) & 0xf;
		am_u32 loc = (am_use(gpu, vr->dst0 + n / 4) >> (n % 4 * 8)) &
			     vr->loc_mask;

		for (c = 0; c < 4; c++) {
			if (!(mask & (1u << c)))
				continue;
			if (loc < AM_VPC_SLOTS)
				v->slot[loc] = am_lane_comp(lane, regid + c);
			loc++;
		}
	}
}

int am_vpc_flat(struct am_gpu *gpu, am_u32 inloc)
{
	const struct am_vpc_regs *vr = am_vpc_regs(gpu);
	am_u32 mode;

	if (inloc >= 64)
		return 0;
	mode = (am_use(gpu, vr->interp0 + inloc / 16) >> (inloc % 16 * 2)) & 3;
	return mode == FLAT;
}

/*
 * Point sprites: each FS input location VPC_VARYING_PS_REPL_MODE gives a
 * mode (2 bits, 16 locations a register) takes a coordinate across the
 * point instead of the vertex's value: S (1) from 0 at the left edge to
 * 1 at the right, T (2) from 0 at the top to 1 at the bottom, or 1 - T
 * (3).  Set at the corners, interpolation does the rest: a point's
 * corners share their w.
 */
static am_f32 am_sprite_coord(am_u32 mode, am_u32 corner)
{
	/* Corners: top left, top right, bottom right, bottom left */
	int right = corner == 1 || corner == 2, bottom = corner >= 2;

	if (mode == 1)
		return right ? AM_F32_ONE : 0;
	if (mode == 2)
		return bottom ? AM_F32_ONE : 0;
	return bottom ? 0 : AM_F32_ONE;
}

void am_vpc_sprite(struct am_gpu *gpu, const struct am_vertex *v,
		   struct am_vertex corner[4])
{
	const struct am_vpc_regs *vr = am_vpc_regs(gpu);
	am_u32 r, c, k;

	for (k = 0; k < 4; k++)
		corner[k] = *v;
	for (r = 0; r < vr->repls; r++) {
		am_u32 modes = am_use(gpu, vr->repl0 + r);

		for (c = 0; modes && c < 16; c++, modes >>= 2) {
			am_u32 slot = AM_VPC_FS_BASE + 16 * r + c;

			if (!(modes & 3) || slot >= AM_VPC_SLOTS)
				continue;
			for (k = 0; k < 4; k++)
				corner[k].slot[slot] = am_sprite_coord(modes & 3,
								       k);
		}
	}
}
