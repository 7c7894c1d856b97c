// SPDX-License-Identifier: MIT
/*
 * render_scenes: draws some of selftests/gles/gles_scenes.c's scenes
 * through libmsm-render, with the same geometry, the same colours and
 * shaders that compute what gles_scenes' GLSL computes, and writes each
 * as OUTDIR/SCENE-GPU.pam in memory order (GL's bottom row first: the
 * library renders with GL's lower-left origin).  selftests/gles/
 * render-scenes compares them with llvmpipe's references, as the Mesa
 * test compares Mesa's.
 *
 *   render_scenes [-m auto|gmem|nobin|sysmem] OUTDIR
 *
 * Built as is, it draws on the host's GPU model (an a320, then an a420);
 * built with MR_TEST_KERNEL, on msm.ko's first render node.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mr.h"
#include "ir3_isa.h"
#ifndef MR_TEST_KERNEL
#include "model_kernel.h"
#endif

static void die(const char *what, struct msm_device *dev)
{
	fprintf(stderr, "render_scenes: %s: %s\n", what,
		msm_last_error(dev));
	exit(1);
}

/* ---- gles_scenes' vs_color and fs_color, in ir3 ------------------------ */

static struct ir3_instr op(unsigned int opc)
{
	struct ir3_instr in;

	memset(&in, 0, sizeof(in));
	in.cat = IR3_OPC_CAT(opc);
	in.opn = IR3_OPC_NUM(opc);
	in.opc = opc;
	in.form = ir3_opc_table[in.cat][in.opn].form;
	in.full = 1;
	return in;
}

static struct ir3_reg gpr(unsigned int n)
{
	return (struct ir3_reg){ .kind = IR3_REG_GPR, .num = n };
}

static struct ir3_reg cst(unsigned int n)
{
	return (struct ir3_reg){ .kind = IR3_REG_CONST, .num = n };
}

static struct ir3_instr alu2(unsigned int opc, unsigned int dst,
			     struct ir3_reg a, struct ir3_reg b)
{
	struct ir3_instr in = op(opc);

	in.dst = gpr(dst);
	in.src[0] = a;
	in.src[1] = b;
	in.nsrc = 2;
	return in;
}

static struct ir3_instr mov_imm(unsigned int dst, uint32_t bits)
{
	struct ir3_instr in = op(IR3_OPC_MOV);

	in.dst = gpr(dst);
	in.src[0] = (struct ir3_reg){ .kind = IR3_REG_IMMED,
				      .imm = (int)bits };
	in.nsrc = 1;
	in.cat1.src_type = IR3_TYPE_U32;
	in.cat1.dst_type = IR3_TYPE_U32;
	return in;
}

static struct ir3_instr bary(unsigned int dst, int inloc, int last)
{
	struct ir3_instr in = alu2(IR3_OPC_BARY_F, dst,
				   (struct ir3_reg){ .kind = IR3_REG_IMMED,
						     .imm = inloc },
				   gpr(0));

	in.ei = last;
	return in;
}

static uint32_t vs_code[16], fs_code[10];

/*
 * gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0): pos in r0.xy,
 * c0 = (2 / width, 2 / height, -1, -1); the position leaves from r2,
 * the colour (r1) as varying 0.  A result is read three instructions
 * after it is written at the earliest.
 */
static const struct mr_shader color_vs = {
	.code = vs_code, .nr_instrs = 8, .full_regs = 3, .const_vec4s = 1,
	.nr_inputs = 2, .inputs = { MR_REGID(0, 0), MR_REGID(1, 0) },
	.pos = MR_REGID(2, 0),
	.nr_varyings = 1, .varyings = { MR_REGID(1, 0) },
};

static const struct mr_shader color_fs = {
	.code = fs_code, .nr_instrs = 5, .full_regs = 2,
	.ij = MR_REGID(0, 0), .color = MR_REGID(1, 0),
};

static void encode_shaders(unsigned int gen)
{
	const struct ir3_instr vs[8] = {
		alu2(IR3_OPC_MUL_F, MR_REGID(2, 0), gpr(MR_REGID(0, 0)),
		     cst(MR_REGID(0, 0))),
		alu2(IR3_OPC_MUL_F, MR_REGID(2, 1), gpr(MR_REGID(0, 1)),
		     cst(MR_REGID(0, 1))),
		mov_imm(MR_REGID(2, 2), 0),
		mov_imm(MR_REGID(2, 3), 0x3f800000),
		op(IR3_OPC_NOP),
		alu2(IR3_OPC_ADD_F, MR_REGID(2, 0), gpr(MR_REGID(2, 0)),
		     cst(MR_REGID(0, 2))),
		alu2(IR3_OPC_ADD_F, MR_REGID(2, 1), gpr(MR_REGID(2, 1)),
		     cst(MR_REGID(0, 3))),
		op(IR3_OPC_END),
	};
	const struct ir3_instr fs[5] = {
		bary(MR_REGID(1, 0), 0, 0), bary(MR_REGID(1, 1), 1, 0),
		bary(MR_REGID(1, 2), 2, 0), bary(MR_REGID(1, 3), 3, 1),
		op(IR3_OPC_END),
	};
	unsigned int i;

	for (i = 0; i < 8; i++)
		if (ir3_encode(&vs[i], gen, &vs_code[i * 2]))
			die("the vertex shader does not encode", NULL);
	for (i = 0; i < 5; i++)
		if (ir3_encode(&fs[i], gen, &fs_code[i * 2]))
			die("the fragment shader does not encode", NULL);
}

/* ---- The scenes --------------------------------------------------------- */

struct vtx {
	float x, y;
	float r, g, b, a;
};

#define MAX_BUFFERS	4

struct scenes {
	struct mr_context *ctx;
	struct mr_program *prog;
	struct mr_surface *target;
	uint32_t w, h;
	/* The scene's vertex buffers, kept until its batch is done */
	struct mr_buffer *buffers[MAX_BUFFERS];
	unsigned int nr_buffers;
};

static void draw_color(struct scenes *s, const struct vtx *v, int n)
{
	struct mr_buffer *b = mr_buffer_new(s->ctx, sizeof(*v) * n, v);
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, sizeof(*v), MR_VF_FLOAT2 },
		{ b, 8, sizeof(*v), MR_VF_FLOAT4 },
	};
	const float size[4] = { 2.0f / s->w, 2.0f / s->h, -1, -1 };

	if (!b || s->nr_buffers == MAX_BUFFERS)
		die("vertex buffer", NULL);
	s->buffers[s->nr_buffers++] = b;
	mr_set_program(s->ctx, s->prog);
	mr_set_uniforms(s->ctx, false, size, 1);
	if (mr_set_vertex_attribs(s->ctx, 2, a) ||
	    mr_draw(s->ctx, MR_PRIM_TRIANGLES, 0, n))
		die("draw", NULL);
}

static void clear(struct scenes *s, float r, float g, float b, float a)
{
	const float c[4] = { r, g, b, a };

	if (mr_clear(s->ctx, c))
		die("clear", NULL);
}

static void scene_triangle(struct scenes *s)
{
	const struct vtx v[] = {
		{ 8, 6, 1, 0.5f, 0, 1 },
		{ 88, 20, 1, 0.5f, 0, 1 },
		{ 30, 74, 1, 0.5f, 0, 1 },
	};

	clear(s, 0, 0, 0.2f, 1);
	draw_color(s, v, 3);
}

static void scene_interp(struct scenes *s)
{
	const struct vtx v[] = {
		{ 2, 2, 1, 0, 0, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 40, 78, 0, 0, 1, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 94, 78, 1, 1, 1, 0.5f },
		{ 40, 78, 0, 0, 1, 1 },
	};

	clear(s, 0, 0, 0, 1);
	draw_color(s, v, 6);
}

static void scene_blend(struct scenes *s)
{
	const struct mr_blend over = {
		.enable = true, .src = MR_BF_SRC_ALPHA,
		.dst = MR_BF_ONE_MINUS_SRC_ALPHA, .colormask = 0xf,
	};
	const struct mr_blend opaque = { .colormask = 0xf };
	const struct vtx v[] = {
		{ 0, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 10, 10, 0, 0, 1, 0.5f },
		{ 86, 20, 0, 0, 1, 0.5f },
		{ 30, 70, 0, 0, 1, 0.5f },
		{ 20, 60, 1, 0, 0, 0.25f },
		{ 90, 70, 1, 0, 0, 0.75f },
		{ 60, 4, 1, 0, 0, 0.25f },
	};

	clear(s, 0.2f, 0.2f, 0.2f, 1);
	draw_color(s, v, 6);
	mr_set_blend(s->ctx, &over);
	draw_color(s, v + 6, 6);
	mr_set_blend(s->ctx, &opaque);
}

static void scene_scissor(struct scenes *s)
{
	const struct vtx v[] = {
		{ 0, 0, 1, 1, 1, 1 },
		{ 96, 0, 1, 1, 1, 1 },
		{ 0, 80, 1, 1, 1, 1 },
	};

	clear(s, 0.5f, 0, 0, 1);
	mr_set_scissor(s->ctx, 13, 9, 50, 37);
	clear(s, 0, 0.5f, 0, 1);
	mr_set_scissor(s->ctx, 40, 30, 45, 41);
	draw_color(s, v, 3);
	mr_set_scissor(s->ctx, 0, 0, 0, 0);
}

/* gles_scenes' 'many': 400 triangles at 600x500, from its generator */
static void scene_many(struct scenes *s)
{
	int n = (int)(((long long)s->w * s->h * 400 + 150000) / 300000);
	struct vtx *v = calloc(3 * (size_t)n, sizeof(*v));
	uint32_t seed = 12345;
	int i, k;

	if (!v)
		die("out of memory", NULL);
#define RND(n) (seed = seed * 1103515245 + 12345, (int)((seed >> 8) % (n)))
	for (i = 0; i < n; i++) {
		int cx = RND((int)s->w), cy = RND((int)s->h);
		float r = RND(256) / 255.0f, g = RND(256) / 255.0f;
		float b = RND(256) / 255.0f;

		for (k = 0; k < 3; k++) {
			struct vtx *t = &v[3 * i + k];

			t->x = (float)(cx + RND(41) - 20);
			t->y = (float)(cy + RND(41) - 20);
			t->r = r;
			t->g = g;
			t->b = b;
			t->a = 1;
		}
	}
#undef RND
	clear(s, 0.05f, 0.05f, 0.05f, 1);
	draw_color(s, v, 3 * n);
	free(v);
}

static const struct {
	const char *name;
	uint32_t w, h;
	void (*draw)(struct scenes *s);
} scenes[] = {
	{ "triangle", 96, 80, scene_triangle },
	{ "interp", 96, 80, scene_interp },
	{ "blend", 96, 80, scene_blend },
	{ "scissor", 96, 80, scene_scissor },
	{ "many", 600, 500, scene_many },
};

/* The target as memory holds it: PAM, GL's bottom row first */
static void write_pam(struct mr_surface *t, uint32_t w, uint32_t h,
		      const char *path)
{
	uint32_t pitch, y;
	uint8_t *map = mr_surface_map(t, &pitch);
	FILE *f = fopen(path, "wb");

	if (!map || !f)
		die(path, NULL);
	fprintf(f, "P7\nWIDTH %u\nHEIGHT %u\nDEPTH 4\nMAXVAL 255\n"
		"TUPLTYPE RGB_ALPHA\nENDHDR\n", w, h);
	for (y = 0; y < h; y++)
		fwrite(map + (size_t)y * pitch, 4, w, f);
	if (fclose(f))
		die(path, NULL);
}

static void draw_all(struct msm_device *dev, enum mr_mode mode,
		     const char *outdir)
{
	struct scenes s = { 0 };
	unsigned int i;

	encode_shaders(msm_device_gpu_id(dev) / 100);
	s.ctx = mr_context_new(dev);
	s.prog = s.ctx ? mr_program_new(s.ctx, &color_vs, &color_fs) : NULL;
	if (!s.prog)
		die("context", dev);
	mr_context_set_mode(s.ctx, mode);
	mr_set_lower_left_origin(s.ctx, true);
	for (i = 0; i < sizeof(scenes) / sizeof(scenes[0]); i++) {
		char path[4096];

		s.w = scenes[i].w;
		s.h = scenes[i].h;
		s.target = mr_surface_new(s.ctx, MR_FORMAT_RGBA8, s.w, s.h);
		if (!s.target || mr_set_framebuffer(s.ctx, s.target))
			die("target", dev);
		mr_set_viewport(s.ctx, 0, 0, (float)s.w, (float)s.h);
		scenes[i].draw(&s);
		if (mr_finish(s.ctx))
			die(scenes[i].name, dev);
		while (s.nr_buffers)
			mr_buffer_free(s.buffers[--s.nr_buffers]);
		snprintf(path, sizeof(path), "%s/%s-a%u.pam", outdir,
			 scenes[i].name, msm_device_gpu_id(dev));
		write_pam(s.target, s.w, s.h, path);
		printf("%s\n", path);
		mr_set_framebuffer(s.ctx, NULL);
		mr_surface_free(s.target);
	}
	mr_program_free(s.prog);
	mr_context_free(s.ctx);
}

int main(int argc, char **argv)
{
	static const char *const mode_names[] = {
		[MR_MODE_AUTO] = "auto", [MR_MODE_GMEM] = "gmem",
		[MR_MODE_NOBIN] = "nobin", [MR_MODE_SYSMEM] = "sysmem",
	};
	enum mr_mode mode = MR_MODE_AUTO;
	struct msm_device *dev;
	int i = 1;

	if (argc == 4 && !strcmp(argv[1], "-m")) {
		for (mode = 0; mode <= MR_MODE_SYSMEM; mode++)
			if (!strcmp(argv[2], mode_names[mode]))
				break;
		i = 3;
	}
	if (i != argc - 1 || mode > MR_MODE_SYSMEM) {
		fprintf(stderr, "usage: render_scenes [-m auto|gmem|nobin|sysmem] OUTDIR\n");
		return 2;
	}
#ifdef MR_TEST_KERNEL
	dev = msm_device_open(NULL);
	if (!dev)
		die("no device", NULL);
	draw_all(dev, mode, argv[i]);
	msm_device_close(dev);
#else
	for (unsigned int g = 320; g <= 420; g += 100) {
		dev = model_device_open(g);
		if (!dev)
			die("no model", NULL);
		draw_all(dev, mode, argv[i]);
		msm_device_close(dev);
	}
#endif
	return 0;
}
