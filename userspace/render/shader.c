// SPDX-License-Identifier: MIT
/*
 * Shaders as the GPU loads them (code in a buffer of its own, padded to
 * whole units: 4 instructions on a3xx, 16 on a4xx), programs, and the
 * library's own programs for clears, resolves and restores, encoded here
 * through the ISA database's encoder (adreno/generated/ir3_isa.c).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mr_priv.h"
#include "msm_priv.h"
#include "ir3_isa.h"

#define MR_MAX_INSTRS	4096

int mr_shader_obj_init(struct mr_context *ctx, struct mr_shader_obj *o,
		       const struct mr_shader *s)
{
	uint32_t per_unit = ctx->gen->instrs_per_unit;
	uint32_t units = (s->nr_instrs + per_unit - 1) / per_unit;
	uint32_t bytes = units * per_unit * 8;
	uint32_t *code;

	memset(o, 0, sizeof(*o));
	if (!s->nr_instrs || s->nr_instrs > MR_MAX_INSTRS || !s->code ||
	    s->nr_inputs > MR_MAX_ATTRIBS ||
	    s->nr_varyings > MR_MAX_VARYINGS ||
	    (s->reads_point_coord && s->point_coord >= MR_MAX_VARYINGS + 1) ||
	    s->nr_samplers > MR_MAX_TEXTURES)
		return msm_error(ctx->dev, EINVAL,
				 "shader: %u instructions, %u inputs, %u varyings, %u samplers",
				 s->nr_instrs, s->nr_inputs, s->nr_varyings,
				 s->nr_samplers);
	if (s->imm_vec4s && (!s->imm || s->imm_vec4s > MR_MAX_IMM_VEC4S ||
			     s->imm_base + s->imm_vec4s > s->const_vec4s))
		return msm_error(ctx->dev, EINVAL,
				 "shader: %u constant vec4s at c%u, past its %u",
				 s->imm_vec4s, s->imm_base, s->const_vec4s);
	o->bo = msm_bo_new(ctx->dev, bytes, MSM_BO_WC);
	if (!o->bo)
		return -errno;
	code = msm_bo_map(o->bo);
	if (!code) {
		msm_bo_unref(o->bo);
		return -errno;
	}
	memset(code, 0, bytes);			/* nops after the end */
	memcpy(code, s->code, s->nr_instrs * 8);
	o->info = *s;
	o->info.code = code;
	if (s->imm_vec4s)
		memcpy(o->imm, s->imm, s->imm_vec4s * 16u);
	o->info.imm = o->imm;
	o->units = units;
	return 0;
}

void mr_shader_obj_fini(struct mr_shader_obj *o)
{
	msm_bo_unref(o->bo);
	o->bo = NULL;
}

struct mr_program *mr_program_new(struct mr_context *ctx,
				  const struct mr_shader *vs,
				  const struct mr_shader *fs)
{
	struct mr_program *p = calloc(1, sizeof(*p));
	int ret;

	if (!p) {
		msm_error(ctx->dev, ENOMEM, "program");
		return NULL;
	}
	p->ctx = ctx;
	ret = mr_shader_obj_init(ctx, &p->vs, vs);
	if (!ret) {
		ret = mr_shader_obj_init(ctx, &p->fs, fs);
		if (ret)
			mr_shader_obj_fini(&p->vs);
	}
	if (ret) {
		free(p);
		errno = -ret;
		return NULL;
	}
	return p;
}

void mr_program_free(struct mr_program *p)
{
	if (!p)
		return;
	mr_shader_obj_fini(&p->vs);
	mr_shader_obj_fini(&p->fs);
	free(p);
}

/* ---- The library's own shaders ------------------------------------------ */

/* mov.u32u32 r<dst>, c<src> */
static struct ir3_instr ir3_mov_const(unsigned int dst, unsigned int src)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_MOV);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_CONST, .num = src };
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	return in;
}

static int encode(unsigned int gen, const struct ir3_instr *in,
		  unsigned int n, uint32_t *code)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (ir3_encode(&in[i], gen, &code[i * 2]))
			return -EINVAL;
	return 0;
}

/*
 * The clear/resolve program: the VS passes attribute 0 (r0) on as the
 * position, the FS writes c0 as the colour.
 */
struct mr_program *mr_program_solid(struct mr_context *ctx)
{
	const unsigned int gen = ctx->gen->isa_gen;
	struct ir3_instr vs_in[] = { ir3_instr_of(IR3_OPC_END) };
	struct ir3_instr fs_in[] = {
		ir3_mov_const(0, 0), ir3_mov_const(1, 1),
		ir3_mov_const(2, 2), ir3_mov_const(3, 3),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t vs_code[2], fs_code[10];
	struct mr_shader vs = {
		.code = vs_code, .nr_instrs = 1, .full_regs = 1,
		.nr_inputs = 1, .inputs = { MR_REGID(0, 0) },
		.pos = MR_REGID(0, 0),
	};
	struct mr_shader fs = {
		.code = fs_code, .nr_instrs = 5, .full_regs = 1,
		.const_vec4s = 1, .ij = MR_REG_NONE,
		.nr_colors = 1, .color = { MR_REGID(0, 0) },
	};

	if (encode(gen, vs_in, 1, vs_code) || encode(gen, fs_in, 5, fs_code)) {
		msm_error(ctx->dev, EINVAL, "the solid program does not encode");
		return NULL;
	}
	return mr_program_new(ctx, &vs, &fs);
}

/* bary.f r<dst>: component comp of varying 0 at the i/j in r0.x, r0.y */
static struct ir3_instr ir3_bary(unsigned int dst, unsigned int comp)
{
	struct ir3_instr in = ir3_instr_of(IR3_OPC_BARY_F);

	in.dst = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = dst };
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_IMMED, .imm = comp };
	in.src[1] = (struct ir3_reg){ .kind = IR3_REG_GPR, .num = 0 };
	in.nsrc = 2;
	return in;
}

/*
 * The restore (mem2gmem) program: the VS passes attribute 0 (r0) on as
 * the position and attribute 1 (r1) as varying 0, the texture
 * coordinates; the FS writes what texture unit 0 holds there.  The
 * sample waits the 6 slots an ALU result takes to reach it.
 */
struct mr_program *mr_program_blit(struct mr_context *ctx)
{
	const unsigned int gen = ctx->gen->isa_gen;
	struct ir3_instr vs_in[] = { ir3_instr_of(IR3_OPC_END) };
	struct ir3_instr fs_in[] = {
		ir3_bary(MR_REGID(1, 0), 0), ir3_bary(MR_REGID(1, 1), 1),
		ir3_instr_of(IR3_OPC_NOP), ir3_instr_of(IR3_OPC_SAM),
		ir3_instr_of(IR3_OPC_END),
	};
	uint32_t vs_code[2], fs_code[10];
	struct mr_shader vs = {
		.code = vs_code, .nr_instrs = 1, .full_regs = 2,
		.nr_inputs = 2, .inputs = { MR_REGID(0, 0), MR_REGID(1, 0) },
		.pos = MR_REGID(0, 0),
		.nr_varyings = 1, .varyings = { MR_REGID(1, 0) },
	};
	struct mr_shader fs = {
		.code = fs_code, .nr_instrs = 5, .full_regs = 3,
		.ij = MR_REGID(0, 0), .nr_colors = 1,
		.color = { MR_REGID(2, 0) }, .nr_samplers = 1,
	};

	fs_in[1].ei = 1;
	fs_in[2].repeat = 5;
	fs_in[3].dst = (struct ir3_reg){ .kind = IR3_REG_GPR,
					 .num = MR_REGID(2, 0) };
	fs_in[3].src[0] = (struct ir3_reg){ .kind = IR3_REG_GPR,
					    .num = MR_REGID(1, 0) };
	fs_in[3].nsrc = 1;
	fs_in[3].full = 1;
	fs_in[3].cat5.type = IR3_TYPE_F32;
	fs_in[3].cat5.wrmask = 0xf;
	fs_in[4].sy = 1;
	if (encode(gen, vs_in, 1, vs_code) || encode(gen, fs_in, 5, fs_code)) {
		msm_error(ctx->dev, EINVAL, "the blit program does not encode");
		return NULL;
	}
	return mr_program_new(ctx, &vs, &fs);
}
