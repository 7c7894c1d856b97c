// SPDX-License-Identifier: MIT
/*
 * Host tests of mrc, the shader compiler: shaders compile for a3xx and
 * a4xx with the interface they declare; what it cannot compile is refused
 * with a message (with the source line where glslang gives one), never a
 * crash, including for mangled SPIR-V; and compiled fragment shaders run
 * on the GPU model (through libmsm-render and the model back end) give
 * the values their arithmetic should.  TAP.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "a3xx.xml.h"
#include "a4xx.xml.h"
#include "ir3_isa.h"
#include "mrc.h"
#include "model_kernel.h"
#include "host_gpu.h"

#include "on_model.h"
#include "tap.h"

static const char color_vs[] =
	"#version 100\n"
	"uniform vec2 size;\n"
	"attribute vec2 pos;\n"
	"attribute vec4 color;\n"
	"varying vec4 v_color;\n"
	"void main() {\n"
	"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
	"	v_color = color;\n"
	"}\n";

static const char color_fs[] =
	"#version 100\n"
	"precision mediump float;\n"
	"varying vec4 v_color;\n"
	"void main() {\n"
	"	gl_FragColor = v_color;\n"
	"}\n";

static void test_interface(unsigned int gen)
{
	struct mrc_shader vs, fs;
	int rv = mrc_compile_glsl(MRC_VERTEX, color_vs, gen, NULL, &vs);
	int rf = rv ? -1 : mrc_compile_glsl(MRC_FRAGMENT, color_fs, gen, &vs,
					    &fs);

	tap_ok(!rv && !rf, "a%u: gles_scenes' colour shaders compile (%s%s)",
	       gen, rv ? vs.error : "", !rv && rf ? fs.error : "");
	if (rv || rf)
		return;
	tap_ok(vs.nr_inputs == 2 && !strcmp(vs.inputs[0].name, "pos") &&
	       vs.inputs[0].location == 0 &&
	       !strcmp(vs.inputs[1].name, "color") &&
	       vs.inputs[1].location == 1 && vs.shader.nr_inputs == 2,
	       "a%u: attributes pos and color at locations 0 and 1", gen);
	tap_ok(vs.nr_outputs == 1 && !strcmp(vs.outputs[0].name, "v_color") &&
	       vs.shader.nr_varyings == 1 && fs.nr_inputs == 1 &&
	       fs.shader.ij != MR_REG_NONE,
	       "a%u: v_color links the two stages", gen);
	tap_ok(mrc_uniform_location(&vs, "size") == 0 &&
	       mrc_uniform_location(&vs, "nope") == -1,
	       "a%u: uniform size in c0", gen);
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
}

/* The times what occurs in s's disassembly */
static unsigned int count_in_listing(const struct mrc_shader *s,
				     const char *what)
{
	char *text = NULL, *at;
	size_t len = 0;
	unsigned int n = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return 0;
	mrc_print(s, f);
	fclose(f);
	for (at = text; at && (at = strstr(at, what)); at++)
		n++;
	free(text);
	return n;
}

/*
 * Linked, the VS leaves out what the FS took as constants (0.5 and 2.0
 * no longer written: fewer instructions than unlinked, unlinked_instrs);
 * a failing stage names itself
 */
static void test_link(unsigned int gen, const char *vs_src,
		      const char *fs_src, uint32_t unlinked_instrs)
{
	struct mrc_shader vs, fs;
	int ret = mrc_link_glsl(vs_src, fs_src, gen, &vs, &fs);

	tap_ok(!ret && vs.shader.nr_instrs < unlinked_instrs &&
	       !count_in_listing(&vs, "0x40000000") &&
	       count_in_listing(&fs, "bary.f") == 4 &&
	       vs.outputs[1].known == 0xd,
	       "a%u: linked, the VS writes no constant the FS took (%u instructions, %u unlinked)",
	       gen, ret ? 0 : vs.shader.nr_instrs, unlinked_instrs);
	if (!ret) {
		mrc_shader_free(&vs);
		mrc_shader_free(&fs);
	}
	ret = mrc_link_glsl(vs_src, "#version 100\nvoid main() { x; }\n", gen,
			    &vs, &fs);
	tap_ok(ret == -1 && !vs.error[0] && strstr(fs.error, "0:2"),
	       "a%u: linking a broken FS names the FS's line (%s)", gen,
	       fs.error);
}

/*
 * Varying components the VS writes as constants (v_color's alpha, all of
 * v_k but y) are the FS's constants: interpolated are only the others
 */
static void test_known_varyings(unsigned int gen)
{
	static const char vs_src[] =
		"#version 100\n"
		"attribute vec4 pos;\nattribute vec4 color;\n"
		"varying vec4 v_color;\nvarying vec4 v_k;\n"
		"void main() {\n"
		"	gl_Position = pos;\n"
		"	v_color = vec4(color.rgb, 1.0);\n"
		"	v_k = vec4(0.5, color.a, 0.25, 2.0);\n"
		"}\n";
	static const char fs_src[] =
		"#version 100\nprecision mediump float;\n"
		"varying vec4 v_color;\nvarying vec4 v_k;\n"
		"void main() {\n"
		"	gl_FragColor = v_color * v_k;\n"
		"}\n";
	struct mrc_shader vs, fs;
	int rv = mrc_compile_glsl(MRC_VERTEX, vs_src, gen, NULL, &vs);
	int rf = rv ? -1 : mrc_compile_glsl(MRC_FRAGMENT, fs_src, gen, &vs,
					    &fs);

	tap_ok(!rv && !rf && vs.nr_outputs == 2 &&
	       vs.outputs[0].known == 0x8 &&
	       vs.outputs[0].known_bits[3] == 0x3f800000 &&
	       vs.outputs[1].known == 0xd &&
	       vs.outputs[1].known_bits[0] == 0x3f000000 &&
	       vs.outputs[1].known_bits[3] == 0x40000000,
	       "a%u: the VS's constant varying components are known (%s%s)",
	       gen, rv ? vs.error : "", !rv && rf ? fs.error : "");
	if (rv || rf)
		return;
	tap_ok(count_in_listing(&fs, "bary.f") == 4,
	       "a%u: the FS interpolates the 4 others only (%u bary.f)", gen,
	       count_in_listing(&fs, "bary.f"));
	test_link(gen, vs_src, fs_src, vs.shader.nr_instrs);
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
}

/*
 * A colour of a varying times a texel, its alpha the texel's own: the
 * output is placed around the sample's result, with no move (Mesa's
 * 11 instructions for gles_scenes' 'littex')
 */
static void test_output_around_sample(unsigned int gen)
{
	static const char vs_src[] =
		"#version 100\n"
		"attribute vec4 pos;\nattribute vec4 color;\n"
		"varying vec4 v_color;\nvarying vec2 v_uv;\n"
		"void main() {\n"
		"	gl_Position = pos;\n"
		"	v_color = vec4(color.rgb, 1.0);\n"
		"	v_uv = pos.xy;\n"
		"}\n";
	static const char fs_src[] =
		"#version 100\nprecision mediump float;\n"
		"uniform sampler2D tex;\n"
		"varying vec4 v_color;\nvarying vec2 v_uv;\n"
		"void main() {\n"
		"	gl_FragColor = v_color * texture2D(tex, v_uv);\n"
		"}\n";
	struct mrc_shader vs, fs;
	int ret = mrc_link_glsl(vs_src, fs_src, gen, &vs, &fs);

	tap_ok(!ret && !count_in_listing(&fs, "mov") &&
	       fs.shader.nr_instrs <= 11,
	       "a%u: a texel's alpha stays where the sample put it: no mov, %u instructions (%s%s)",
	       gen, ret ? 0 : fs.shader.nr_instrs, vs.error, fs.error);
	if (ret)
		return;
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
}

/* Two sampler2Ds take units 0 and 1 in their order; sam's (sy) follows */
static void test_samplers(unsigned int gen)
{
	static const char fs_src[] =
		"#version 100\nprecision mediump float;\n"
		"uniform sampler2D base;\nuniform sampler2D detail;\n"
		"varying vec4 v_color;\n"
		"void main() {\n"
		"	gl_FragColor = texture2D(base, v_color.xy) *\n"
		"		       texture2D(detail, v_color.zw).a;\n"
		"}\n";
	struct mrc_shader vs, fs;
	int rv = mrc_compile_glsl(MRC_VERTEX, color_vs, gen, NULL, &vs);
	int rf = rv ? -1 : mrc_compile_glsl(MRC_FRAGMENT, fs_src, gen, &vs,
					    &fs);
	uint32_t i, sams = 0, synced = 0;

	tap_ok(!rv && !rf, "a%u: a fragment shader with two sampler2Ds compiles (%s%s)",
	       gen, rv ? vs.error : "", !rv && rf ? fs.error : "");
	if (rv || rf)
		return;
	for (i = 0; i < fs.shader.nr_instrs; i++) {
		struct ir3_instr in;

		if (ir3_decode(&fs.code[2 * i], gen, &in))
			continue;
		sams += in.cat == 5;
		synced += in.sy;
	}
	tap_ok(fs.nr_samplers == 2 && !strcmp(fs.samplers[0].name, "base") &&
	       fs.samplers[0].location == 0 &&
	       !strcmp(fs.samplers[1].name, "detail") &&
	       fs.samplers[1].location == 1 && fs.shader.nr_samplers == 2 &&
	       fs.nr_uniforms == 0,
	       "a%u: base and detail take texture units 0 and 1", gen);
	tap_ok(sams == 2 && synced >= 1,
	       "a%u: two sam instructions, their results read after (sy): %u, %u",
	       gen, sams, synced);
	mrc_shader_free(&vs);
	mrc_shader_free(&fs);
}

/*
 * Two samples of one coordinate pair, from two units: one group of
 * coordinates serves both (the varying's bary.f writes it, no move)
 */
static void test_shared_coords(unsigned int gen)
{
	static const char fs_src[] =
		"#version 100\nprecision mediump float;\n"
		"uniform sampler2D base;\nuniform sampler2D detail;\n"
		"varying vec4 v_color;\n"
		"void main() {\n"
		"	gl_FragColor = texture2D(base, v_color.xy) *\n"
		"		       texture2D(detail, v_color.xy);\n"
		"}\n";
	struct mrc_shader vs, fs;
	int rv = mrc_compile_glsl(MRC_VERTEX, color_vs, gen, NULL, &vs);
	int rf = rv ? -1 : mrc_compile_glsl(MRC_FRAGMENT, fs_src, gen, &vs,
					    &fs);
	uint32_t i, sams = 0, movs = 0;
	int coords[2] = { -1, -2 };

	for (i = 0; !rv && !rf && i < fs.shader.nr_instrs; i++) {
		struct ir3_instr in;

		if (ir3_decode(&fs.code[2 * i], gen, &in))
			continue;
		if (in.cat == 5 && sams < 2)
			coords[sams++] = (int)in.src[0].num;
		movs += in.opc == IR3_OPC_MOV;
	}
	tap_ok(!rv && !rf && sams == 2 && coords[0] == coords[1] && !movs,
	       "a%u: two samples of one coordinate pair read one group (r%d.%c and r%d.%c), with no move (%u) %s%s",
	       gen, coords[0] / 4, "xyzw"[coords[0] & 3], coords[1] / 4,
	       "xyzw"[coords[1] & 3], movs, rv ? vs.error : "",
	       !rv && rf ? fs.error : "");
	if (!rv)
		mrc_shader_free(&vs);
	if (!rv && !rf)
		mrc_shader_free(&fs);
}

/*
 * A loop on a uniform count: its condition goes into p0.x in the body
 * (nothing else there uses p0.x), where the scheduler puts it early, so
 * the br does not wait for it: no nop right before the br, the compare
 * several instructions before it
 */
static void test_loop_tail(unsigned int gen)
{
	static const char fs_src[] =
		"#version 300 es\nprecision highp float;\nuniform int n;\n"
		"out vec4 o;\nvoid main() {\n	float acc = 0.0;\n"
		"	for (int i = 0; i < n; i++)\n"
		"		acc += mod(gl_FragCoord.x + float(i) * 3.0, 16.0);\n"
		"	o = vec4(acc);\n}\n";
	static const char vs_src[] =
		"#version 300 es\nin vec4 p;\nvoid main() { gl_Position = p; }\n";
	struct mrc_shader vs, fs;
	int rv = mrc_compile_glsl(MRC_VERTEX, vs_src, gen, NULL, &vs);
	int rf = rv ? -1 : mrc_compile_glsl(MRC_FRAGMENT, fs_src, gen, &vs,
					    &fs);
	int br = -1, cmp = -1;
	bool nop_before = true, prev_nop = false;
	uint32_t i;

	for (i = 0; !rv && !rf && br < 0 && i < fs.shader.nr_instrs; i++) {
		struct ir3_instr in;

		if (ir3_decode(&fs.code[2 * i], gen, &in))
			continue;
		if (in.opc == IR3_OPC_BR) {
			br = (int)i;
			nop_before = prev_nop;
		}
		/* p0.x: r62.x */
		if (in.dst.kind == IR3_REG_GPR && in.dst.num == 62 * 4)
			cmp = (int)i;
		prev_nop = in.opc == IR3_OPC_NOP;
	}
	tap_ok(!rv && !rf && br > 0 && cmp >= 0 && br - cmp >= 3 && !nop_before,
	       "a%u: a loop's condition into p0.x in its body: the compare %d instructions before the br, no nop right before it %s%s",
	       gen, br - cmp, rv ? vs.error : "", !rv && rf ? fs.error : "");
	if (!rv)
		mrc_shader_free(&vs);
	if (!rv && !rf)
		mrc_shader_free(&fs);
}

/* Compiling src fails with a message containing want */
static void refused(enum mrc_stage stage, const char *src, const char *want,
		    const char *what)
{
	struct mrc_shader s;
	int ret = mrc_compile_glsl(stage, src, 3, NULL, &s);

	tap_ok(ret && strstr(s.error, want), "%s: refused (%s)", what,
	       ret ? s.error : "compiled");
	if (!ret)
		mrc_shader_free(&s);
}

static void test_errors(void)
{
	uint32_t bad[8] = { 0x12345678, 0x10000, 0, 10, 0, 0, 0, 0 };
	struct mrc_shader s;

	refused(MRC_FRAGMENT,
		"#version 100\nprecision mediump float;\nvoid main() {\n"
		"	gl_FragColor = vec4(1.0) +;\n}\n",
		"0:4:", "a syntax error names its line");
	refused(MRC_FRAGMENT,
		"#version 300 es\nprecision mediump float;\nuniform float u;\n"
		"struct S { float k; mat2 m[2]; };\nuniform S a[2];\n"
		"out vec4 o;\nvoid main() {\n	o = vec4(0.0);\n"
		"	for (int i = 0; i < int(u); i++)\n"
		"		o.x += a[i].m[i][1][i];\n}\n",
		"0:10: three variable indices with a constant one between",
		"three variable indices, a constant between the second and third, at its line");
	refused(MRC_VERTEX,
		"#version 100\nattribute vec4 p;\nvoid main() {\n"
		"	if (p.x > 0.5)\n		discard;\n	gl_Position = p;\n}\n",
		"discard", "discard in a vertex shader");
	refused(MRC_FRAGMENT,
		"#version 300 es\nprecision mediump float;\n"
		"layout(location = 4) out vec4 o;\nvoid main() {\n"
		"	o = vec4(1.0);\n}\n",
		"colour outputs go at locations 0 to 3",
		"a fifth colour target's output");
	refused(MRC_VERTEX,
		"#version 100\nattribute vec4 p;\nvarying vec4 v;\n"
		"void main() {\n	v = p;\n}\n",
		"gl_Position", "a vertex shader without gl_Position");
	refused(MRC_VERTEX, "#version 450\nvoid main() {}\n", "#version",
		"GLSL 4.50");
	refused(MRC_FRAGMENT,
		"#version 300 es\nprecision mediump float;\n"
		"struct S { float a; sampler2D t[5]; };\nuniform S u[2];\n"
		"out vec4 o;\n"
		"void main() {\n	o = texture(u[1].t[4], vec2(u[0].a));\n}\n",
		"more than 8 samplers", "ten samplers in an array of structs");
	refused(MRC_FRAGMENT,
		"#version 300 es\nprecision mediump float;\n"
		"uniform sampler2D a[5];\nuniform sampler2D b[5];\n"
		"out vec4 o;\n"
		"void main() {\n	o = texture(a[4], vec2(0.5)) + "
		"texture(b[4], vec2(0.5));\n}\n",
		"units 5 to 9, at most 8 units", "two arrays of five samplers");
	tap_ok(mrc_compile_spirv(MRC_VERTEX, bad, 8, 3, NULL, &s) &&
	       strstr(s.error, "SPIR-V"), "not SPIR-V: refused (%s)",
	       s.error);
}

/*
 * Mangled SPIR-V: the colour vertex shader with random words changed,
 * truncated or grown.  Each must compile or be refused, with a message.
 */
/* Ifs, calls, a discard and a sample: the control-flow walk mangled too */
static const char flow_fs[] =
	"#version 100\nprecision mediump float;\nuniform sampler2D t;\n"
	"uniform vec4 u;\nvarying vec4 v_color;\n"
	"float f(float a, float b) { float r = a; if (b > a) r = b * 0.5; return r; }\n"
	"void main() {\n	vec4 c = texture2D(t, v_color.xy);\n"
	"	if (c.x > u.x && c.y < u.y) c.z = f(c.w, u.z); else c.w = 0.0;\n"
	"	if (c.y > u.w) discard;\n"
	"	gl_FragColor = c * f(u.w, c.x);\n}\n";

/* Loops not unrolled: nested, break, continue, return, discard, a sample */
static const char loop_fs[] =
	"#version 300 es\nprecision highp float;\nuniform vec4 u;\n"
	"uniform sampler2D t;\nin vec4 v;\nout vec4 o;\n"
	"float f(float x) { for (int i = 0; i < int(u.x); i++) {\n"
	"	if (x > u.y) return x; x += v.x; } return -x; }\n"
	"void main() {\n	vec4 s = vec4(0.0);\n"
	"	for (int i = 0; i < int(u.w); i++) {\n"
	"		s += texture(t, v.xy + s.xy);\n"
	"		if (s.x > u.y) break;\n		if (s.y > v.z) continue;\n"
	"		float j = 0.0;\n"
	"		do { if (s.z > j) discard; j += f(s.w); } while (j < v.w);\n"
	"	}\n"
	"	if (s.w > 2.0) { o = s; return; }\n	o = s * 0.5;\n}\n";

static void test_mangled(enum mrc_stage stage, const char *src,
			 const char *what)
{
	uint32_t *words, *m;
	size_t n, i;
	unsigned int runs = 3000, refusals = 0, bad = 0;
	uint32_t seed = 1;
	char err[256];

	if (mrc_glsl_to_spirv(stage, src, &words, &n, err, sizeof(err))) {
		tap_ok(0, "mangled SPIR-V: no SPIR-V to mangle (%s)", err);
		return;
	}
	m = malloc((n + 16) * sizeof(*m));
	for (unsigned int r = 0; m && r < runs; r++) {
		struct mrc_shader s;
		size_t len = n;

		memcpy(m, words, n * sizeof(*m));
		for (i = 0; i < 1 + r % 4; i++) {
			seed = seed * 1103515245 + 12345;
			size_t at = 5 + (seed >> 8) % (n - 5);

			seed = seed * 1103515245 + 12345;
			switch (seed >> 29) {
			case 0:
				m[at] = seed;
				break;
			case 1:
				m[at] ^= 1u << (seed >> 8 & 31);
				break;
			case 2:
				m[at] = (m[at] & 0xffff) | (seed & 0xffff0000);
				break;
			case 3:
				len = at;
				break;
			default:
				m[at] = (seed >> 8) & 0xff;
				break;
			}
		}
		if (mrc_compile_spirv(stage, m, len, 3 + r % 2, NULL, &s)) {
			refusals++;
			bad += !s.error[0];
		} else {
			mrc_shader_free(&s);
		}
	}
	tap_ok(m && !bad, "%u mangled SPIR-V modules of %s: %u refused, each with a message",
	       runs, what, refusals);
	free(m);
	free(words);
}

/* ---- Compiled shaders on the model ---------------------------------------- */

static const char pass_vs[] =
	"#version 100\n"
	"attribute vec4 pos;\n"
	"void main() {\n"
	"	gl_Position = pos;\n"
	"}\n";

struct expect {
	const char *name;
	const char *body;	/* the FS's main(), u = (0.25, 0.5, 2, 4) */
	float want[4];
	const char *functions;	/* before main() */
};

static const struct expect exprs[] = {
	{ "add, sub, mul", "gl_FragColor = vec4(u.x + u.y, u.y - u.x, u.x * u.z, u.y * u.y);",
	  { 0.75f, 0.25f, 0.5f, 0.25f }, NULL },
	{ "div, rcp", "gl_FragColor = vec4(u.x / u.y, 1.0 / u.w, u.y / u.z, u.x / u.z);",
	  { 0.5f, 0.25f, 0.25f, 0.125f }, NULL },
	{ "sqrt, inversesqrt, pow", "gl_FragColor = vec4(sqrt(u.x), inversesqrt(u.w), pow(u.y, 2.0), 1.0);",
	  { 0.5f, 0.5f, 0.25f, 1 }, NULL },
	{ "exp2, log2", "gl_FragColor = vec4(exp2(-u.z), log2(u.z) * 0.5, exp2(log2(u.y)), 0.0);",
	  { 0.25f, 0.5f, 0.5f, 0 }, NULL },
	{ "min, max, clamp, abs", "gl_FragColor = vec4(min(u.x, u.y), max(u.x, u.y), clamp(u.w, 0.0, 0.75), abs(-u.x));",
	  { 0.25f, 0.5f, 0.75f, 0.25f }, NULL },
	{ "floor, ceil, fract", "gl_FragColor = vec4(floor(u.w * 0.3), ceil(u.x), fract(u.z + u.x), fract(u.w * 0.15625));",
	  { 1, 1, 0.25f, 0.625f }, NULL },
	{ "mix, dot, length, normalize", "gl_FragColor = vec4(mix(u.x, u.y, 0.5), dot(u.xy, u.xy), length(vec2(0.3, 0.4)), normalize(vec2(0.0, u.w)).y);",
	  { 0.375f, 0.3125f, 0.5f, 1 }, NULL },
	{ "swizzles and constructors", "vec3 a = u.zyx; gl_FragColor = vec4(a.zy, vec2(u.x).x, a.z * 2.0);",
	  { 0.25f, 0.5f, 0.25f, 0.5f }, NULL },
	{ "matrices", "mat2 m = mat2(u.x, u.y, u.x, u.x); vec2 v = m * vec2(1.0, 1.0); gl_FragColor = vec4(v, (vec2(1.0, 0.0) * m));",
	  { 0.5f, 0.75f, 0.25f, 0.25f }, NULL },
	{ "step, comparisons, select", "gl_FragColor = vec4(step(0.3, u.x), step(0.2, u.x), u.x < u.y ? 0.5 : 0.25, u.z > u.w ? 1.0 : 0.0);",
	  { 0, 1, 0.5f, 0 }, NULL },
	{ "sin, cos", "gl_FragColor = vec4(sin(0.0), cos(0.0), sin(1.5707963) * 0.5, 0.5 + 0.5 * cos(3.1415926));",
	  { 0, 1, 0.5f, 0 }, NULL },
	{ "if, else if, else",
	  "vec4 c = vec4(0.0);\n"
	  "	if (u.x < u.y) c.x = 0.5; else c.x = 0.25;\n"
	  "	if (u.z > u.w) c.y = 1.0;\n"
	  "	else if (u.x > 0.0) { c.y = u.y * 0.5; c.w = 1.0; }\n"
	  "	else c.y = 0.75;\n"
	  "	if (u.x > 0.1 && u.y > 0.6 || !(u.z < 3.0)) c.z = 1.0; else c.z = 0.25;\n"
	  "	gl_FragColor = c;",
	  { 0.5f, 0.25f, 0.25f, 1 }, NULL },
	{ "loops, unrolled",
	  "float a = 0.0, b = 0.0, c = 0.0;\n"
	  "	for (int i = 0; i < 4; i++) { if (i == 2) continue; a += u.x * float(i); }\n"
	  "	for (float f = 0.0; f < 1.0; f += 0.25) b += u.x * f;\n"
	  "	for (int i = 0; i < 10; i++) { c += 0.125; if (i == 3) break; }\n"
	  "	gl_FragColor = vec4(a, b, c, u.y);",
	  { 1, 0.375f, 0.5f, 0.5f }, NULL },
	{ "functions, inlined",
	  "gl_FragColor = vec4(half_of(u.y), half_of(half_of(u.z)), pick(u.x, u.y), pick(u.w, u.z) * 0.25);",
	  { 0.25f, 0.5f, 0.5f, 1 },
	  "float half_of(float x) { return x * 0.5; }\n"
	  "float pick(float a, float b) { float r = a; if (b > a) r = b; return r; }\n" },
};

static int draw_expr(struct mr_context *ctx, struct mr_surface *t,
		     struct mr_buffer *quad, unsigned int gen,
		     const struct mrc_shader *vs, const char *body,
		     const char *functions, uint8_t px[4], char *err,
		     size_t errlen)
{
	static const float u[4] = { 0.25f, 0.5f, 2.0f, 4.0f };
	const struct mr_vertex_attrib a = { quad, 0, 16, MR_VF_FLOAT4, 0 };
	const float clear[4] = { 0, 0, 0, 0 };
	struct mrc_shader fs;
	struct mr_program *p;
	char src[1024];
	float uniforms[4][4] = { { 0 } };
	uint32_t pitch;
	uint8_t *map;
	int loc, ret;

	snprintf(src, sizeof(src),
		 "#version 100\nprecision highp float;\nuniform vec4 u;\n"
		 "%s\nvoid main() {\n	%s\n}\n", functions ? functions : "",
		 body);
	if (mrc_compile_glsl(MRC_FRAGMENT, src, gen, vs, &fs)) {
		snprintf(err, errlen, "%s", fs.error);
		return -1;
	}
	loc = mrc_uniform_location(&fs, "u");
	p = mr_program_new(ctx, &vs->shader, &fs.shader);
	if (!p || loc < 0 || loc > 3) {
		mrc_shader_free(&fs);
		snprintf(err, errlen, "no program");
		return -1;
	}
	memcpy(uniforms[loc], u, sizeof(u));
	mr_set_framebuffer(ctx, t, NULL);
	mr_set_program(ctx, p);
	mr_set_uniforms(ctx, false, NULL, 0);
	mr_set_uniforms(ctx, true, &uniforms[0][0], (unsigned int)loc + 1);
	mr_set_vertex_attribs(ctx, 1, &a);
	ret = mr_clear(ctx, MR_CLEAR_COLOR, clear, 0);
	ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	ret = ret ? ret : mr_finish(ctx);
	map = mr_surface_map(t, &pitch);
	if (map)
		memcpy(px, map + 4 * pitch + 16, 4);
	mr_program_free(p);
	mrc_shader_free(&fs);
	snprintf(err, errlen, "draw: %d", ret);
	return ret || !map ? -1 : 0;
}

static void test_on_model(unsigned int gpu)
{
	unsigned int gen = gpu / 100, i, c;
	struct on_model m;
	struct mrc_shader vs;

	if (!on_model_open(&m, gpu, full_quad, sizeof(full_quad)) ||
	    mrc_compile_glsl(MRC_VERTEX, pass_vs, gen, NULL, &vs)) {
		tap_ok(0, "a%u: a model, a target and a vertex shader", gpu);
		return;
	}
	for (i = 0; i < sizeof(exprs) / sizeof(exprs[0]); i++) {
		uint8_t px[4] = { 0, 0, 0, 0 };
		char err[256];
		int ok = !draw_expr(m.ctx, m.t, m.b, gen, &vs, exprs[i].body,
				    exprs[i].functions, px, err, sizeof(err));

		/* RGBA8: within one step of the exact value */
		for (c = 0; ok && c < 4; c++)
			ok = fabsf(px[c] - exprs[i].want[c] * 255.0f) <= 1.0f;
		tap_ok(ok, "a%u: %s on the model: %u %u %u %u%s%s", gpu,
		       exprs[i].name, px[0], px[1], px[2], px[3],
		       ok ? "" : ", ", ok ? "" : err);
	}
	mrc_shader_free(&vs);
	on_model_close(&m);
}

/* mrc_program_new: GLSL straight to a program, uniforms by name */
static void test_program(unsigned int gpu)
{
	static const char fs[] =
		"#version 100\nprecision mediump float;\n"
		"uniform vec4 tint;\nuniform float gain;\n"
		"void main() {\n	gl_FragColor = tint * gain;\n}\n";
	const float tint[4] = { 0.5f, 0.25f, 1, 1 }, gain = 0.5f;
	const float black[4] = { 0, 0, 0, 0 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	struct mr_context *ctx = m.ctx;
	const struct mr_vertex_attrib a = { m.b, 0, 16, MR_VF_FLOAT4, 0 };
	char err[256] = "";
	struct mrc_program *p = ok ? mrc_program_new(ctx, pass_vs, fs, err,
						      sizeof(err)) : NULL;
	uint8_t px[4] = { 0, 0, 0, 0 }, *map;
	uint32_t pitch;
	int ret = -1;

	if (p && !mrc_program_set_uniform(p, "tint", tint, 4) &&
	    !mrc_program_set_uniform(p, "gain", &gain, 1)) {
		mr_set_framebuffer(ctx, m.t, NULL);
		ret = mrc_program_use(p);
		mr_set_vertex_attribs(ctx, 1, &a);
		ret = ret ? ret : mr_clear(ctx, MR_CLEAR_COLOR, black, 0);
		ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
		ret = ret ? ret : mr_finish(ctx);
		map = mr_surface_map(m.t, &pitch);
		if (map)
			memcpy(px, map + 4 * pitch + 16, 4);
	}
	tap_ok(!ret && abs(px[0] - 64) <= 1 && abs(px[1] - 32) <= 1 &&
	       abs(px[2] - 128) <= 1 && abs(px[3] - 128) <= 1,
	       "a%u: mrc_program_new, uniforms by name: %u %u %u %u %s", gpu,
	       px[0], px[1], px[2], px[3], err);
	tap_ok(p && mrc_program_set_uniform(p, "nope", tint, 4) == -ENOENT,
	       "a%u: an unknown uniform's name: ENOENT", gpu);
	mrc_program_free(p);
	on_model_close(&m);
}

/* A vertex shader that hands tex_quad's uv on to the fragment shader */
/* A colour as the target stores it: the nearest byte, ties to even */
static void rgba8(float r, float g, float b, float a, uint8_t px[4])
{
	const float c[4] = { r, g, b, a };

	for (unsigned int i = 0; i < 4; i++)
		px[i] = (uint8_t)nearbyint((c[i] < 0 ? 0 : c[i] > 1 ? 1 : c[i]) *
					   255.0);
}

static const char uv_vs[] =
	"#version 300 es\nin vec4 pos;\nin vec2 uv;\nout vec2 v_uv;\n"
	"void main() {\n	gl_Position = pos;\n	v_uv = uv;\n}\n";

/* The pixels of an 8x8 target (map, pitch) that are not want */
static unsigned int pixels_not(const uint8_t *map, uint32_t pitch,
			       const uint8_t want[4])
{
	unsigned int k, n = 0;

	for (k = 0; k < 64; k++)
		n += memcmp(map + k / 8 * pitch + k % 8 * 4, want, 4) != 0;
	return n;
}

/* The whole target as a strip: position (x, y, z, w), then uv */
static const float tex_quad[4][6] = {
	{ -1, 1, 0, 1, 0, 0 }, { 1, 1, 0, 1, 1, 0 },
	{ -1, -1, 0, 1, 0, 1 }, { 1, -1, 0, 1, 1, 1 },
};

/*
 * Clears the target and draws tex_quad (m's buffer) with p, tex[i] on
 * unit i: the target's pixels, or NULL with *ret the first error
 */
static uint8_t *draw_units(struct on_model *m, struct mrc_program *p,
			   unsigned int n, struct mr_texture *const *tex,
			   const struct mr_sampler *samp, uint32_t *pitch,
			   int *ret)
{
	static const float black[4] = { 0, 0, 0, 0 };
	const struct mr_vertex_attrib a[2] = {
		{ m->b, 0, 24, MR_VF_FLOAT4, 0 },
		{ m->b, 16, 24, MR_VF_FLOAT2, 0 },
	};
	struct mr_context *ctx = m->ctx;
	int r;

	mr_set_framebuffer(ctx, m->t, NULL);
	r = mrc_program_use(p);
	r = r ? r : mr_set_vertex_attribs(ctx, 2, a);
	r = r ? r : mr_set_textures(ctx, n, tex, samp);
	r = r ? r : mr_clear(ctx, MR_CLEAR_COLOR, black, 0);
	r = r ? r : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	r = r ? r : mr_finish(ctx);
	*ret = r;
	return r ? NULL : mr_surface_map(m->t, pitch);
}

/* draw_units() with tex on unit 0 */
static uint8_t *draw_textured(struct on_model *m, struct mrc_program *p,
			      struct mr_texture *tex,
			      const struct mr_sampler *samp, uint32_t *pitch,
			      int *ret)
{
	return draw_units(m, p, 1, &tex, samp, pitch, ret);
}

/*
 * A sample, an if on its value and a uniform, from GLSL on the model:
 * each quarter of the target shows its texel of a 2x2 texture, nearest.
 * Sampled by texture2D(), and by texture2DProj() with the coordinates
 * times a q of 2 (and of 4, with a z that does not count); written to
 * gl_FragColor, and to gl_FragData[0].
 */
static void test_texture(unsigned int gpu)
{
	static const uint8_t texels[2][2][4] = {
		{ { 255, 0, 0, 255 }, { 0, 0, 255, 255 } },
		{ { 0, 255, 0, 255 }, { 255, 255, 255, 255 } },
	};
	static const char vs[] =
		"#version 100\nattribute vec4 pos;\nattribute vec2 uv;\n"
		"varying vec2 v_uv;\n"
		"void main() {\n	gl_Position = pos;\n	v_uv = uv;\n}\n";
	static const char *const samples[][2] = {
		{ "texture2D(t, v_uv)", "gl_FragColor" },
		{ "texture2DProj(t, vec3(v_uv * 2.0, 2.0))", "gl_FragColor" },
		{ "texture2DProj(t, vec4(v_uv * 4.0, 7.0, 4.0))",
		  "gl_FragColor" },
		{ "texture2D(t, v_uv)", "gl_FragData[0]" },
	};
	/* Each quarter's pixel: red gets green 0.5, the tint halves blue */
	static const uint8_t want[2][2][4] = {
		{ { 255, 128, 0, 255 }, { 0, 0, 128, 255 } },
		{ { 0, 255, 0, 255 }, { 255, 128, 128, 255 } },
	};
	const float tint[4] = { 1, 1, 0.5f, 1 };
	const struct mr_sampler nearest = { 0 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = ok ? mr_texture_new(ctx, MR_FORMAT_RGBA8, 2,
						     2, 1, texels) : NULL;
	unsigned int i, x, y;

	for (i = 0; i < sizeof(samples) / sizeof(samples[0]); i++) {
		char fs[512], err[256] = "";
		struct mrc_program *p;
		unsigned int bad = 64;
		uint32_t pitch;
		uint8_t *map;
		int ret = -1;

		snprintf(fs, sizeof(fs),
			 "#version 100\nprecision mediump float;\n"
			 "uniform sampler2D t;\nuniform vec4 tint;\n"
			 "varying vec2 v_uv;\n"
			 "void main() {\n	vec4 c = %s;\n"
			 "	if (c.r > 0.5) c.g = 0.5;\n"
			 "	%s = c * tint;\n}\n", samples[i][0], samples[i][1]);
		p = tex ? mrc_program_new(ctx, vs, fs, err, sizeof(err)) : NULL;
		if (p && !mrc_program_set_uniform(p, "tint", tint, 4)) {
			map = draw_textured(&m, p, tex, &nearest, &pitch, &ret);
			for (y = 0, bad = 0; map && y < 8; y++)
				for (x = 0; x < 8; x++)
					bad += memcmp(map + y * pitch + x * 4,
						      want[y / 4][x / 4], 4) != 0;
			if (!map)
				bad = 64;
		}
		tap_ok(!ret && !bad,
		       "a%u: %s, an if on the texel and a uniform tint, into %s: every pixel its texel's (%u wrong) %s",
		       gpu, samples[i][0], samples[i][1], bad, err);
		mrc_program_free(p);
	}
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * Integer textures: a usampler2D over RGBA8UI texels and an isampler2D
 * over RGBA8I ones give their bytes as integers (the signed ones below
 * zero too), which the shader converts, offsets and scales: every pixel
 * (x * 32, y * 32, 255 - x * 32, 255)
 */
static void test_texture_int(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump usampler2D u;\nuniform mediump isampler2D i;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	uvec4 a = texture(u, v_uv);\n"
		"	ivec4 b = texture(i, v_uv);\n"
		"	c = vec4(float(a.x), float(b.y + 128), float(a.z),\n"
		"		 float(b.w) * 255.0 / 127.0) / 255.0;\n}\n";
	const struct mr_sampler nearest[2] = { { 0 }, { 0 } };
	uint8_t ut[8][8][4];
	int8_t it[8][8][4];
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex[2] = { NULL, NULL };
	struct mrc_program *p = NULL;
	unsigned int x, y, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	for (y = 0; y < 8; y++)
		for (x = 0; x < 8; x++) {
			ut[y][x][0] = (uint8_t)(x * 32);
			ut[y][x][1] = 7;
			ut[y][x][2] = (uint8_t)(255 - x * 32);
			ut[y][x][3] = 9;
			it[y][x][0] = -1;
			it[y][x][1] = (int8_t)((int)y * 32 - 128);
			it[y][x][2] = 5;
			it[y][x][3] = 127;
		}
	if (ok) {
		tex[0] = mr_texture_new(ctx, MR_FORMAT_RGBA8UI, 8, 8, 1, ut);
		tex[1] = mr_texture_new(ctx, MR_FORMAT_RGBA8I, 8, 8, 1, it);
	}
	p = tex[0] && tex[1] ? mrc_program_new(ctx, uv_vs, fs, err,
					       sizeof(err)) : NULL;
	if (p)
		map = draw_units(&m, p, 2, tex, nearest, &pitch, &ret);
	for (y = 0; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			const uint8_t *px = map + y * pitch + x * 4;

			bad += px[0] != x * 32 || px[1] != y * 32 ||
			       px[2] != 255 - x * 32 || px[3] != 255;
		}
	tap_ok(p && map && !ret && !bad,
	       "a%u: a usampler2D (RGBA8UI) and an isampler2D (RGBA8I, below zero too) read integers: every pixel right (%u wrong) %s",
	       gpu, bad, err);
	mr_set_textures(ctx, 0, NULL, NULL);
	mrc_program_free(p);
	mr_texture_free(tex[0]);
	mr_texture_free(tex[1]);
	on_model_close(&m);
}

/*
 * A fragment shader whose samplers should take units 0 to n - 1 by the
 * names GL gives them; texels[i] is unit i's 1x1 texture, uniforms[i]
 * set to values[i], want every pixel drawn; absent (when set) a name
 * that should find none
 */
struct unit_case {
	const char *fs, *absent;
	unsigned int n, nr_uniforms;
	const char *const *names;
	const uint8_t (*texels)[4];
	const char *const *uniforms;
	const float (*values)[4];
	uint8_t want[4];
};

/*
 * Draws c on the model: how many of c's names found their unit (absent
 * counts as one when it finds none), and the pixels wrong (all 64 when it
 * could not draw)
 */
static void draw_unit_case(unsigned int gpu, const struct unit_case *c,
			   unsigned int *units, unsigned int *bad, char *err,
			   size_t err_len)
{
	const struct mr_sampler nearest[MR_MAX_TEXTURES] = { { 0 } };
	struct mr_texture *tex[MR_MAX_TEXTURES] = { NULL };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mrc_program *p = NULL;
	unsigned int i;
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	*units = 0;
	*bad = 64;
	for (i = 0; ok && i < c->n; i++) {
		tex[i] = mr_texture_new(m.ctx, MR_FORMAT_RGBA8, 1, 1, 1,
					c->texels[i]);
		ok = tex[i];
	}
	p = ok ? mrc_program_new(m.ctx, uv_vs, c->fs, err, err_len) : NULL;
	for (i = 0; p && i < c->n; i++)
		*units += mrc_program_sampler_unit(p, c->names[i]) == (int)i;
	if (p && c->absent)
		*units += mrc_program_sampler_unit(p, c->absent) == -ENOENT;
	ret = p ? 0 : -1;
	for (i = 0; !ret && i < c->nr_uniforms; i++)
		ret = mrc_program_set_uniform(p, c->uniforms[i], c->values[i],
					      4);
	map = ret ? NULL : draw_units(&m, p, c->n, tex, nearest, &pitch, &ret);
	if (map)
		*bad = pixels_not(map, pitch, c->want);
	mr_set_textures(m.ctx, 0, NULL, NULL);
	mrc_program_free(p);
	for (i = 0; i < c->n; i++)
		mr_texture_free(tex[i]);
	on_model_close(&m);
}

/*
 * Samplers inside uniform structs and arrays: an array of two structs
 * each holding a tint and a sampler, then an array of two samplers, take
 * units 0 to 3 in that order, named as GL names them; each unit's 1x1
 * texture gives one channel (unit 2's, white, is not read)
 */
static void test_sampler_structs(unsigned int gpu)
{
	static const uint8_t texels[4][4] = {
		{ 255, 0, 0, 0 }, { 0, 255, 0, 0 }, { 255, 255, 255, 255 },
		{ 0, 0, 200, 0 },
	};
	static const char *const names[4] = {
		"ls[0].t", "ls[1].t", "extra[0]", "extra[1]",
	};
	static const char *const uniforms[2] = { "ls[0].tint", "ls[1].tint" };
	static const float tints[2][4] = {
		{ 100 / 255.0f, 0, 0, 0 }, { 0, 60 / 255.0f, 0, 0 },
	};
	static const struct unit_case c = {
		.fs = "#version 300 es\nprecision mediump float;\n"
		      "struct L { vec4 tint; sampler2D t; };\nuniform L ls[2];\n"
		      "uniform sampler2D extra[2];\nin vec2 v_uv;\nout vec4 o;\n"
		      "void main() {\n"
		      "	o = texture(ls[0].t, v_uv) * ls[0].tint +\n"
		      "	    texture(ls[1].t, v_uv) * ls[1].tint +\n"
		      "	    texture(extra[1], v_uv) + vec4(0.0, 0.0, 0.0, 1.0);\n}\n",
		.n = 4, .names = names, .texels = texels,
		.nr_uniforms = 2, .uniforms = uniforms, .values = tints,
		.want = { 100, 60, 200, 255 }, .absent = "ls[2].t",
	};
	unsigned int bad, units;
	char err[256] = "";

	draw_unit_case(gpu, &c, &units, &bad, err, sizeof(err));
	tap_ok(!bad && units == 5,
	       "a%u: samplers in an array of structs and in an array: units 0 to 3 by their GL names, none for a name not declared (%u of 5), each read where named (%u pixels wrong) %s",
	       gpu, units, bad, err);
}

/*
 * Units in declaration order, whatever else is declared: a loose uniform
 * before the first sampler (glslang's automatic bindings count it), an
 * array of samplers first, a struct of samplers alone (one binding for
 * its two), then a sampler; each unit's texture gives its own share
 * (unit 0's, white, is not read).  Then eight samplers after a loose
 * uniform: units 0 to 7, all there are.
 */
static void test_sampler_units(unsigned int gpu)
{
	static const uint8_t texels[5][4] = {
		{ 255, 255, 255, 255 }, { 40, 0, 0, 0 }, { 0, 50, 0, 0 },
		{ 0, 0, 60, 0 }, { 0, 0, 0, 70 },
	};
	static const char *const names[5] = {
		"a[0]", "a[1]", "t.x", "t.y", "d",
	};
	static const char *const eight[8] = {
		"s[0]", "s[1]", "s[2]", "s[3]", "s[4]", "s[5]", "s[6]", "s[7]",
	};
	static const uint8_t texels8[8][4] = {
		{ 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0 }, { 0, 0, 0, 255 },
	};
	static const char *const uniforms[1] = { "tint" };
	static const float tint[1][4] = { { 20 / 255.0f, 0, 0, 100 / 255.0f } };
	static const struct unit_case c[2] = { {
		.fs = "#version 300 es\nprecision mediump float;\n"
		      "uniform vec4 tint;\nuniform sampler2D a[2];\n"
		      "struct T { sampler2D x; sampler2D y; };\nuniform T t;\n"
		      "uniform sampler2D d;\nin vec2 v_uv;\nout vec4 o;\n"
		      "void main() {\n"
		      "	o = texture(a[1], v_uv) + texture(t.x, v_uv) +\n"
		      "	    texture(t.y, v_uv) + texture(d, v_uv) + tint;\n}\n",
		.n = 5, .names = names, .texels = texels,
		.nr_uniforms = 1, .uniforms = uniforms, .values = tint,
		.want = { 60, 50, 60, 170 },
	}, {
		.fs = "#version 300 es\nprecision mediump float;\n"
		      "uniform vec4 tint;\nuniform sampler2D s[8];\n"
		      "in vec2 v_uv;\nout vec4 o;\n"
		      "void main() { o = texture(s[7], v_uv) + tint; }\n",
		.n = 8, .names = eight, .texels = texels8,
		.nr_uniforms = 1, .uniforms = uniforms, .values = tint,
		.want = { 20, 0, 0, 255 },
	} };

	for (unsigned int i = 0; i < 2; i++) {
		unsigned int bad, units;
		char err[256] = "";

		draw_unit_case(gpu, &c[i], &units, &bad, err, sizeof(err));
		tap_ok(!bad && units == c[i].n,
		       "a%u: %s: units in declaration order after a loose uniform (%u of %u by name), each read where named (%u pixels wrong) %s",
		       gpu, i ? "eight samplers" :
		       "an array, a struct of samplers alone, a sampler",
		       units, c[i].n, bad, err);
	}
}

/*
 * textureSize() of a 16x8 2D texture at the level gl_FragCoord.x / 3
 * (0, 1 or 2: 16x8, 8x4, 4x2), of an 8x4x4 3D texture's level 1 (its
 * depth 2) and of an array of 5 layers, all over 32: per column
 */
static void test_texture_size(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform sampler2D t;\nuniform highp sampler3D w;\n"
		"uniform highp sampler2DArray a;\nout vec4 c;\n"
		"void main() {\n"
		"	ivec2 s = textureSize(t, int(gl_FragCoord.x) / 3);\n"
		"	c = vec4(vec2(s), float(textureSize(w, 1).z),\n"
		"		 float(textureSize(a, 0).z)) / 32.0;\n}\n";
	const struct mr_sampler nearest[3] = { { 0 }, { 0 }, { 0 } };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex[3] = { NULL, NULL, NULL };
	struct mrc_program *p = NULL;
	unsigned int x, y, bad = 64;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	if (ok) {
		tex[0] = mr_texture_new(ctx, MR_FORMAT_RGBA8, 16, 8, 3, NULL);
		tex[1] = mr_texture_new_3d(ctx, MR_FORMAT_RGBA8, 8, 4, 4, 2,
					   NULL);
		tex[2] = mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 4, 2, 5, 1,
					      NULL);
	}
	if (tex[0] && tex[1] && tex[2])
		p = mrc_program_new(ctx, uv_vs, fs, err, sizeof(err));
	if (p)
		map = draw_units(&m, p, 3, tex, nearest, &pitch, &ret);
	for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			const uint8_t *px = map + y * pitch + x * 4;
			uint8_t want[4];

			rgba8((16 >> (x / 3)) / 32.0f, (8 >> (x / 3)) / 32.0f,
			      2 / 32.0f, 5 / 32.0f, want);
			bad += !!memcmp(px, want, 4);
		}
	tap_ok(!ret && !bad,
	       "a%u: textureSize() of a 2D texture at three levels, of a 3D texture and of an array: every pixel right (%u wrong) %s",
	       gpu, bad, err);
	mr_set_textures(ctx, 0, NULL, NULL);
	mrc_program_free(p);
	for (x = 0; x < 3; x++)
		mr_texture_free(tex[x]);
	on_model_close(&m);
}

/* level_texture()'s levels, each a colour of its own */
static const uint8_t level_colors[5][4] = {
	{ 255, 0, 0, 255 }, { 0, 255, 0, 255 }, { 0, 0, 255, 255 },
	{ 255, 255, 0, 255 }, { 0, 255, 255, 255 },
};

/* 16x16, 5 levels, each all level_colors[level] */
static struct mr_texture *level_texture(struct mr_context *ctx)
{
	uint8_t texels[(256 + 64 + 16 + 4 + 1) * 4], *at = texels;
	unsigned int level, k;

	for (level = 0; level < 5; level++)
		for (k = 0; k < (16u >> level) * (16u >> level); k++, at += 4)
			memcpy(at, level_colors[level], 4);
	return mr_texture_new(ctx, MR_FORMAT_RGBA8, 16, 16, 5, texels);
}

/* The level of level_texture() whose colour the pixel at map shows */
static int level_shown(const uint8_t *map)
{
	int level;

	for (level = 0; level < 5; level++)
		if (!memcmp(map, level_colors[level], 4))
			return level;
	return -1;
}

/*
 * A level of detail from the shader: textureLod() picks the level a
 * uniform names, and texture()'s bias moves the level the texture unit
 * computes (a 16x16 texture over the 8x8 target is level 1 unbiased).
 */
static void texture_lod_case(unsigned int gpu, const char *fs,
			     const char *what)
{
	/* lod, bias: the level each draw shows */
	static const float cases[5][3] = {
		{ 0, 0, 0 }, { 3, 0, 3 }, { 9, 0, 4 }, { -1, 0, 1 },
		{ -1, 2, 3 },
	};
	const struct mr_sampler mip = { .mip = MR_MIP_NEAREST };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mrc_program *p = NULL;
	struct mr_texture *tex = NULL;
	unsigned int i, bad = 0;
	int shown[5] = { -1, -1, -1, -1, -1 };
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map;
	int ret = -1;

	tex = ok ? level_texture(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	for (i = 0; p && i < 5; i++) {
		ret = mrc_program_set_uniform(p, "lod", &cases[i][0], 1);
		ret = ret ? ret :
			    mrc_program_set_uniform(p, "bias", &cases[i][1], 1);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &mip, &pitch, &ret);
		if (!map)
			break;
		shown[i] = level_shown(map);
		bad += pixels_not(map, pitch,
				  level_colors[(unsigned int)cases[i][2]]);
	}
	tap_ok(p && !ret && !bad,
	       "a%u: %s at levels 0, 3 and 9 (the last, 4), unbiased (1) and biased by 2 (3): levels %d %d %d %d %d, %u pixels wrong %s",
	       gpu, what, shown[0], shown[1], shown[2], shown[3], shown[4],
	       bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/* ... by GLSL ES 3.00's textureLod(), and ES 1.00's EXT_shader_texture_lod */
static void test_texture_lod(unsigned int gpu)
{
	texture_lod_case(gpu,
			 "#version 300 es\nprecision mediump float;\n"
			 "uniform sampler2D t;\nuniform float lod;\n"
			 "uniform float bias;\nin vec2 v_uv;\nout vec4 c;\n"
			 "void main() {\n"
			 "	c = lod >= 0.0 ? textureLod(t, v_uv, lod) :\n"
			 "			 texture(t, v_uv, bias);\n}\n",
			 "textureLod() and texture()");
	texture_lod_case(gpu,
			 "#version 100\n"
			 "#extension GL_EXT_shader_texture_lod : enable\n"
			 "precision mediump float;\n"
			 "uniform sampler2D t;\nuniform float lod;\n"
			 "uniform float bias;\nvarying vec2 v_uv;\n"
			 "void main() {\n"
			 "	gl_FragColor = lod >= 0.0 ?\n"
			 "		texture2DLodEXT(t, v_uv, lod) :\n"
			 "		texture2D(t, v_uv, bias);\n}\n",
			 "ES 1.00's texture2DLodEXT() and texture2D()");
}

/*
 * An 8x8 RGBA8 texture, nearest over the 8x8 target, each texel its own
 * colour: red x * 32, green y * 32
 */
static struct mr_texture *grid_texture(struct mr_context *ctx)
{
	uint8_t texels[8 * 8 * 4];
	unsigned int x, y;

	for (y = 0; y < 8; y++)
		for (x = 0; x < 8; x++) {
			uint8_t *at = texels + (y * 8 + x) * 4;

			at[0] = (uint8_t)(x * 32);
			at[1] = (uint8_t)(y * 32);
			at[2] = 0;
			at[3] = 255;
		}
	return mr_texture_new(ctx, MR_FORMAT_RGBA8, 8, 8, 1, texels);
}

/* textureGrad() in the vertex shader, its texel passed on flat */
static const char vs_grad[] =
	"#version 300 es\nin vec4 pos;\nin vec2 uv;\nuniform sampler2D t;\n"
	"uniform vec2 dx;\nuniform vec2 dy;\nflat out vec4 c;\n"
	"void main() {\n	gl_Position = pos;\n"
	"	c = textureGrad(t, uv, dx, dy);\n}\n";
static const char fs_passed[] =
	"#version 300 es\nprecision mediump float;\nflat in vec4 c;\n"
	"out vec4 o;\nvoid main() {\n	o = c;\n}\n";

/* d/dx, d/dy and the level: 16 * |d| texels a pixel, log2 of it */
static const float grad_cases[5][5] = {
	{ 1 / 16.0f, 0, 0, 1 / 16.0f, 0 },
	{ 0.5f, 0, 0, 0.5f, 3 },
	{ 4, 0, 0, 4, 4 },
	{ 0.25f, 0, 0, 1 / 16.0f, 2 },
	{ 0, 1 / 16.0f, 1 / 8.0f, 0, 1 },
};

/*
 * Program p (uniforms dx and dy) drawn over level_texture() tex for each
 * of grad_cases: the level each shows, and the pixels not its case's
 * level's colour; false when a draw failed
 */
static bool grad_levels(struct on_model *m, struct mrc_program *p,
			struct mr_texture *tex, int shown[5],
			unsigned int *bad)
{
	const struct mr_sampler mip = { .mip = MR_MIP_NEAREST };
	uint32_t pitch;
	uint8_t *map;
	unsigned int i;
	int ret;

	*bad = 0;
	for (i = 0; i < 5; i++)
		shown[i] = -1;
	for (i = 0; p && i < 5; i++) {
		ret = mrc_program_set_uniform(p, "dx", grad_cases[i], 2);
		ret = ret ? ret : mrc_program_set_uniform(p, "dy",
							  grad_cases[i] + 2, 2);
		map = ret ? NULL :
			    draw_textured(m, p, tex, &mip, &pitch, &ret);
		if (!map)
			return false;
		shown[i] = level_shown(map);
		*bad += pixels_not(map, pitch,
				   level_colors[(unsigned int)grad_cases[i][4]]);
	}
	return p;
}

/*
 * Gradients from the shader: textureGrad() picks the level their longer
 * footprint in texels gives (d/dx and d/dy are uniforms; the 16x16
 * texture's implicit level over the 8x8 target would be 1), and
 * textureGradOffset() offsets the texels at the level its gradients give.
 * The vertex shader's textureGrad() picks the same levels.
 */
static void test_texture_grad(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform sampler2D t;\nuniform vec2 dx;\nuniform vec2 dy;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n	c = textureGrad(t, v_uv, dx, dy);\n}\n";
	static const char fs_off[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform sampler2D t;\nuniform vec2 dx;\nuniform vec2 dy;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = textureGradOffset(t, v_uv, dx, dy, ivec2(1, -2));\n}\n";
	const struct mr_sampler nearest = { 0 };
	const float fine[2] = { 1 / 8.0f, 0 }, fine_y[2] = { 0, 1 / 8.0f };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mrc_program *p = NULL;
	struct mr_texture *tex = NULL;
	unsigned int x, y, bad = 0, bad_off = 0;
	int shown[5];
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;
	bool drawn;

	tex = ok ? level_texture(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	drawn = grad_levels(&m, p, tex, shown, &bad);
	tap_ok(drawn && !bad,
	       "a%u: textureGrad() at 1/16, 1/2 and 4 (levels 0, 3 and 4, the last), d/dx the longer (2), d/dy the longer across the axes (1): levels %d %d %d %d %d, %u pixels wrong %s",
	       gpu, shown[0], shown[1], shown[2], shown[3], shown[4], bad,
	       err);
	mrc_program_free(p);

	/* The same gradients in the vertex shader, its colour passed on */
	p = tex ? mrc_program_new(ctx, vs_grad, fs_passed, err, sizeof(err)) :
		  NULL;
	drawn = grad_levels(&m, p, tex, shown, &bad);
	tap_ok(drawn && !bad,
	       "a%u: the same five by textureGrad() in the vertex shader: levels %d %d %d %d %d, %u pixels wrong %s",
	       gpu, shown[0], shown[1], shown[2], shown[3], shown[4], bad,
	       err);
	mrc_program_free(p);
	mr_texture_free(tex);

	/* The grid at level 0 (one texel a pixel), offset by (1, -2) */
	tex = ok ? grid_texture(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs_off, err, sizeof(err)) :
		  NULL;
	ret = p ? mrc_program_set_uniform(p, "dx", fine, 2) : -1;
	ret = ret ? ret : mrc_program_set_uniform(p, "dy", fine_y, 2);
	map = ret ? NULL : draw_textured(&m, p, tex, &nearest, &pitch, &ret);
	for (y = 0; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			const uint8_t *px = map + y * pitch + x * 4;

			bad_off += px[0] != (x + 1) % 8 * 32 ||
				   px[1] != (y + 6) % 8 * 32;
		}
	tap_ok(p && map && !ret && !bad_off,
	       "a%u: textureGradOffset() by (1, -2): every pixel its offset texel (%u wrong) %s",
	       gpu, bad_off, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/* A 16^3 3D texture (cube: a cube map of 16x16 faces), 5 levels, each
 * all level_colors[level] */
static struct mr_texture *level_texture_3d(struct mr_context *ctx, bool cube)
{
	static uint8_t texels[(4096 + 512 + 64 + 8 + 1) * 4];
	uint8_t *at = texels;
	unsigned int level, k, n;

	for (level = 0; level < 5; level++) {
		n = (16u >> level) * (16u >> level) * (cube ? 6 : 16u >> level);
		for (k = 0; k < n; k++, at += 4)
			memcpy(at, level_colors[level], 4);
	}
	return cube ? mr_texture_new_cube(ctx, MR_FORMAT_RGBA8, 16, 5, texels) :
		      mr_texture_new_3d(ctx, MR_FORMAT_RGBA8, 16, 16, 16, 5,
					texels);
}

/*
 * Instanced draws: eight instances of a 2x2-pixel square, each placed by
 * an attribute of divisor 1 and coloured by gl_InstanceID (red 16 * id),
 * then four whose places have divisor 2 (instances 0 and 1 share one,
 * 2 and 3 the next: the later drawn shows).  Then the limits: no
 * instances, a divisor past 255, and 257 instances on a3xx (CP_DRAW_INDX
 * counts 256) are EINVAL; a4xx draws 257.
 */
static void test_instances(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec2 corner;\nin vec2 origin;\n"
		"flat out vec4 c;\nvoid main() {\n"
		"	gl_Position = vec4((origin + corner) / 4.0 - 1.0, 0.0, 1.0);\n"
		"	c = vec4(float(gl_InstanceID) * 16.0 / 255.0, 0.0, 0.0, 1.0);\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\nflat in vec4 c;\n"
		"out vec4 o;\nvoid main() {\n	o = c;\n}\n";
	/* A strip's corners, eight cells' origins, two cells' origins */
	static const float data[] = {
		0, 0, 2, 0, 0, 2, 2, 2,
		0, 0, 2, 0, 4, 0, 6, 0, 0, 2, 2, 2, 4, 2, 6, 2,
		0, 6, 4, 6,
	};
	static const float black[4] = { 0, 0, 0, 1 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, data, sizeof(data));
	struct mr_context *ctx = m.ctx;
	struct mr_vertex_attrib a[2] = {
		{ m.b, 0, 8, MR_VF_FLOAT2, 0 }, { m.b, 32, 8, MR_VF_FLOAT2, 1 },
	};
	struct mrc_program *p;
	/* Each cell's red: ids 0 to 7, then 1 and 3; the rest untouched */
	static const int want[16] = {
		0, 16, 32, 48, 64, 80, 96, 112, -1, -1, -1, -1, 16, -1, 48, -1,
	};
	unsigned int k, bad = 0, limits = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	p = ok ? mrc_program_new(ctx, vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mr_set_framebuffer(ctx, m.t, NULL) : -1;
	ret = ret ? ret : mrc_program_use(p);
	ret = ret ? ret : mr_clear(ctx, MR_CLEAR_COLOR, black, 0);
	ret = ret ? ret : mr_set_vertex_attribs(ctx, 2, a);
	ret = ret ? ret : mr_draw_instanced(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4,
					    8);
	a[1].offset = 96;
	a[1].divisor = 2;
	ret = ret ? ret : mr_set_vertex_attribs(ctx, 2, a);
	ret = ret ? ret : mr_draw_instanced(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4,
					    4);
	ret = ret ? ret : mr_finish(ctx);
	map = ret ? NULL : mr_surface_map(m.t, &pitch);
	for (k = 0; map && k < 64; k++) {
		const uint8_t *px = map + k / 8 * pitch + k % 8 * 4;
		/* The first row in memory is the top: y = 7 */
		int cell = (int)((7 - k / 8) / 2 * 4 + k % 8 / 2);

		bad += want[cell] < 0 ? px[0] || px[3] != 255 :
		       px[0] != want[cell] || px[1] || px[3] != 255;
	}
	tap_ok(map && !bad,
	       "a%u: instanced draws: eight by a divisor of 1, four by 2, each cell gl_InstanceID's (%u pixels wrong) %s",
	       gpu, bad, err);

	limits += mr_draw_instanced(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4, 0) ==
		  -EINVAL;
	a[1].divisor = MR_MAX_DIVISOR + 1;
	limits += mr_set_vertex_attribs(ctx, 2, a) == -EINVAL;
	a[1].divisor = 0;
	ret = mr_set_vertex_attribs(ctx, 2, a);
	ret = ret ? ret : mr_draw_instanced(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4,
					    257);
	limits += gpu < 400 ? ret == -EINVAL : !ret && !mr_finish(ctx);
	tap_ok(limits == 3,
	       "a%u: 0 instances and a divisor of 256: EINVAL; 257 instances %s (%u of 3)",
	       gpu, gpu < 400 ? "EINVAL" : "drawn", limits);
	mrc_program_free(p);
	on_model_close(&m);
}

/*
 * flat varyings: a strip of two triangles, each vertex its own colour;
 * the flat one is the provoking vertex's across each triangle (the last:
 * vertex 2 for the first, 3 for the second, as GL has it), while a
 * smooth one beside it still varies
 */
static void test_flat(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nin vec4 col;\n"
		"flat out vec4 f;\nout vec4 s;\nvoid main() {\n"
		"	gl_Position = pos;\n	f = col;\n	s = col;\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\nflat in vec4 f;\n"
		"in vec4 s;\nout vec4 o;\nvoid main() {\n"
		"	o = vec4(f.r, 0.0, s.b, 1.0);\n}\n";
	static const float data[] = {
		-1, -1, 0, 1, 0.2f, 0, 0, 1,
		1, -1, 0, 1, 0.4f, 0, 1, 1,
		-1, 1, 0, 1, 0.6f, 0, 0, 1,
		1, 1, 0, 1, 0.8f, 0, 1, 1,
	};
	struct on_model m;
	bool ok = on_model_open(&m, gpu, data, sizeof(data));
	const struct mr_vertex_attrib a[2] = {
		{ m.b, 0, 32, MR_VF_FLOAT4, 0 }, { m.b, 16, 32, MR_VF_FLOAT4, 0 },
	};
	static const float black[4] = { 0, 0, 0, 1 };
	struct mrc_program *p;
	unsigned int k, bad = 0, blues = 0;
	bool seen[256] = { false };
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret;

	p = ok ? mrc_program_new(m.ctx, vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mr_set_framebuffer(m.ctx, m.t, NULL) : -1;
	ret = ret ? ret : mrc_program_use(p);
	ret = ret ? ret : mr_clear(m.ctx, MR_CLEAR_COLOR, black, 0);
	ret = ret ? ret : mr_set_vertex_attribs(m.ctx, 2, a);
	ret = ret ? ret : mr_draw(m.ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	ret = ret ? ret : mr_finish(m.ctx);
	map = ret ? NULL : mr_surface_map(m.t, &pitch);
	for (k = 0; map && k < 64; k++) {
		const uint8_t *px = map + k / 8 * pitch + k % 8 * 4;
		unsigned int x = k % 8, y = 7 - k / 8;	/* the top row first */

		if (x + y == 7)
			continue;	/* on the diagonal: either triangle */
		bad += px[0] != (x + y < 7 ? 153 : 204);
		blues += !seen[px[2]];
		seen[px[2]] = true;
	}
	tap_ok(map && !bad && blues > 4,
	       "a%u: a flat varying is the provoking vertex's across each triangle of a strip (%u pixels wrong), a smooth one beside it varies (%u blues) %s",
	       gpu, bad, blues, err);
	mrc_program_free(p);
	on_model_close(&m);
}

/*
 * A vertex shader with no attributes: the strip's corners from
 * gl_VertexID alone, a varying from it too; every pixel the colour of
 * its quarter.  The library still fetches one attribute, as fd3 and fd4
 * do, which the vertex id overwrites: VFD_CONTROL_0 as the draw left it
 * (in bypass, and with no clear, the last thing drawn).
 */
static void test_no_attributes(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nout vec2 q;\nvoid main() {\n"
		"	vec2 c = vec2(gl_VertexID & 1, gl_VertexID >> 1);\n"
		"	gl_Position = vec4(c * 2.0 - 1.0, 0.0, 1.0);\n"
		"	q = c;\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\nin vec2 q;\n"
		"out vec4 o;\nvoid main() {\n"
		"	o = vec4(step(0.5, q), 0.0, 1.0);\n}\n";
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	struct mrc_program *p;
	unsigned int k, bad = 64;
	char err[256] = "";
	uint32_t pitch, fetches = 0;
	uint8_t *map = NULL;
	int ret;

	p = ok ? mrc_program_new(m.ctx, vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mr_set_framebuffer(m.ctx, m.t, NULL) : -1;
	ret = ret ? ret : mrc_program_use(p);
	ret = ret ? ret : mr_set_vertex_attribs(m.ctx, 0, NULL);
	if (!ret)
		mr_context_set_mode(m.ctx, MR_MODE_SYSMEM);
	ret = ret ? ret : mr_draw(m.ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
	ret = ret ? ret : mr_finish(m.ctx);
	map = ret ? NULL : mr_surface_map(m.t, &pitch);
	if (map)
		fetches = gpu < 400 ?
			  am_reg_read(host_gpu_model(model_device_gpu()),
				      REG_A3XX_VFD_CONTROL_0) >>
			  A3XX_VFD_CONTROL_0_STRMFETCHINSTRCNT__SHIFT :
			  am_reg_read(host_gpu_model(model_device_gpu()),
				      REG_A4XX_VFD_CONTROL_0) >>
			  A4XX_VFD_CONTROL_0_STRMFETCHINSTRCNT__SHIFT;
	for (k = 0, bad = map ? 0 : 64; map && k < 64; k++) {
		/* Row 0 of the map is the top: q.y 1 */
		const uint8_t want[4] = { k % 8 >= 4 ? 255 : 0,
					  k / 8 < 4 ? 255 : 0, 0, 255 };

		bad += !!memcmp(map + k / 8 * pitch + k % 8 * 4, want, 4);
	}
	tap_ok(map && !bad && fetches == 1,
	       "a%u: a vertex shader without attributes, its corners from gl_VertexID: every pixel its quarter's colour (%u wrong), %u fetch as fd3/fd4 make %s",
	       gpu, bad, fetches, err);
	mrc_program_free(p);
	on_model_close(&m);
}

/*
 * A struct varying (GLSL ES 3.00 has them): each member takes its own
 * locations, the mat2 two, and the varyings declared around it follow
 * it; the fragment shader declares them in another order and finds them
 * by name.  Each channel shows one member at the pixel's uv, within 1.
 */
static void test_struct_varyings(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nin vec2 uv;\n"
		"struct V { vec2 uv; float k; mat2 m; };\n"
		"out vec4 first;\nout V s;\nflat out ivec2 id;\n"
		"void main() {\n	gl_Position = pos;\n"
		"	first = vec4(uv.x * 0.25);\n	s.uv = uv;\n"
		"	s.k = uv.y * 0.5;\n"
		"	s.m = mat2(0.0, uv.x * 0.5, 0.25 + uv.y * 0.5, 0.0);\n"
		"	id = ivec2(3, 5);\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"struct V { vec2 uv; float k; mat2 m; };\n"
		"flat in ivec2 id;\nin V s;\nin vec4 first;\nout vec4 o;\n"
		"void main() {\n"
		"	o = vec4(s.uv.x, s.k + s.m[1][1], s.m[1][0] + first.x,\n"
		"		 float(id.y - id.x) / 4.0);\n}\n";
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mrc_program *p = NULL;
	unsigned int k, c, bad = 64;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	p = ok ? mrc_program_new(m.ctx, vs, fs, err, sizeof(err)) : NULL;
	map = p ? draw_units(&m, p, 0, NULL, NULL, &pitch, &ret) : NULL;
	for (k = 0, bad = map ? 0 : 64; map && k < 64; k++) {
		/* uv is (0, 0) at the top left: row 0 of the map */
		float u = (k % 8 + 0.5f) / 8, v = (k / 8 + 0.5f) / 8;
		uint8_t want[4];
		bool wrong = false;

		rgba8(u, v * 0.5f, 0.25f + v * 0.5f + u * 0.25f, 0.5f, want);
		for (c = 0; c < 4; c++)
			wrong |= abs(map[k / 8 * pitch + k % 8 * 4 + c] -
				     want[c]) > 1;
		bad += wrong;
	}
	tap_ok(map && !ret && !bad,
	       "a%u: a struct varying of a vec2, a float and a mat2 between two others, declared in another order in the fragment shader: every member where it was written (%u pixels wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	on_model_close(&m);
}

/*
 * Levels of detail in three coordinates, each draw's level shown by its
 * colour: a 3D texture's r counts, scaled by its depth, and a cube map's
 * direction counts as its step on the face (s = (sc / |ma| + 1) / 2:
 * at (1, 0, 0.5) on +X, a step of g in x is 16 * 0.5 * g / 2 texels of
 * the 16-texel face, as the major axis grows; a step in z, 8 * g), by
 * textureGrad() (its gradients uniforms, samgq.3d) and texture()
 */
static void test_texture_grad_3d(unsigned int gpu)
{
	static const char fs_3d[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform highp sampler3D t;\nuniform vec3 dx;\nuniform vec3 dy;\n"
		"uniform float k;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = k == 0.0 ? textureGrad(t, vec3(v_uv, 0.5), dx, dy) :\n"
		"		       texture(t, vec3(v_uv, v_uv.x * k));\n}\n";
	static const char fs_cube[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform highp samplerCube t;\nuniform vec3 dx;\nuniform vec3 dy;\n"
		"uniform float k;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = k == 0.0 ? textureGrad(t, vec3(1.0, 0.0, 0.5), dx, dy) :\n"
		"		       texture(t, vec3(1.0, 0.0, (v_uv.x - 0.5) * k));\n}\n";
	/* cube?, d/dx, d/dy, k (0: textureGrad), the level */
	static const struct {
		bool cube;
		float dx[3], dy[3], k;
		int level;
	} cases[] = {
		/* 16 texels deep: r's 0.5 a pixel is 8, level 3 */
		{ false, { 1 / 16.0f, 0, 0 }, { 0, 1 / 16.0f, 0 }, 0, 0 },
		{ false, { 0, 0, 0.5f }, { 0, 0, 0 }, 0, 3 },
		{ false, { 0, 0, 1 / 8.0f }, { 1 / 16.0f, 0, 0 }, 0, 1 },
		{ false, { 0, 0, 0 }, { 0, 1 / 16.0f, 0.25f }, 0, 2 },
		/* s 2 texels a pixel, r 8: level 3 (s alone would be 1) */
		{ false, { 0 }, { 0 }, 4, 3 },
		{ false, { 0 }, { 0 }, 1, 1 },
		{ true, { 0, 0, 1 / 8.0f }, { 0 }, 0, 0 },
		{ true, { 0, 0, 1 }, { 0 }, 0, 3 },
		{ true, { 0, 0, 2 }, { 0 }, 0, 4 },
		{ true, { 2, 0, 0 }, { 0 }, 0, 3 },
		{ true, { 0 }, { 0, 0.5f, 0 }, 0, 2 },
		/* z 2/8 a pixel: 2 texels on the face, level 1 */
		{ true, { 0 }, { 0 }, 2, 1 },
	};
	const unsigned int n = sizeof(cases) / sizeof(cases[0]);
	const struct mr_sampler mip = { .mip = MR_MIP_NEAREST };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mrc_program *p[2] = { NULL, NULL };
	struct mr_texture *tex[2] = { NULL, NULL };
	unsigned int i, bad = 0, right = 0;
	char err[256] = "", shown[64] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	for (i = 0; ok && i < 2; i++) {
		tex[i] = level_texture_3d(m.ctx, i);
		p[i] = tex[i] ? mrc_program_new(m.ctx, uv_vs, i ? fs_cube : fs_3d,
						err, sizeof(err)) : NULL;
		ok = p[i];
	}
	for (i = 0; ok && i < n; i++) {
		struct mrc_program *q = p[cases[i].cube];
		unsigned int wrong;

		ret = mrc_program_set_uniform(q, "dx", cases[i].dx, 3);
		ret = ret ? ret : mrc_program_set_uniform(q, "dy", cases[i].dy, 3);
		ret = ret ? ret : mrc_program_set_uniform(q, "k", &cases[i].k, 1);
		map = ret ? NULL : draw_textured(&m, q, tex[cases[i].cube], &mip,
						 &pitch, &ret);
		if (!map)
			break;
		wrong = pixels_not(map, pitch,
				   level_colors[cases[i].level]);
		bad += wrong;
		right += !wrong;
		snprintf(shown + strlen(shown), sizeof(shown) - strlen(shown),
			 " %d", level_shown(map));
	}
	tap_ok(ok && map && !ret && !bad,
	       "a%u: a 3D texture's and a cube map's levels from three coordinates, by textureGrad() and texture(): %u of %u right (levels%s), %u pixels wrong %s",
	       gpu, right, n, shown, bad, err);
	for (i = 0; i < 2; i++) {
		mrc_program_free(p[i]);
		mr_texture_free(tex[i]);
	}
	on_model_close(&m);
}

/*
 * Texel offsets: textureOffset() by (1, -2) and textureLodOffset() at
 * level 0 by (-8, 7), the range's ends, each draw picked by a uniform.
 * On grid_texture(), repeating: pixel (x, y) shows texel (x + dx, y + dy),
 * each wrapped.
 */
static void test_texture_offset(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform sampler2D t;\nuniform float lod;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = lod < 0.0 ? textureOffset(t, v_uv, ivec2(1, -2)) :\n"
		"			textureLodOffset(t, v_uv, lod, ivec2(-8, 7));\n}\n";
	static const int cases[2][3] = { { -1, 1, -2 }, { 0, -8, 7 } };
	const struct mr_sampler nearest = { 0 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mrc_program *p = NULL;
	struct mr_texture *tex = NULL;
	unsigned int i, x, y, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	tex = ok ? grid_texture(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	for (i = 0; p && i < 2; i++) {
		float lod = (float)cases[i][0];

		ret = mrc_program_set_uniform(p, "lod", &lod, 1);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &nearest, &pitch, &ret);
		if (!map)
			break;
		for (y = 0; y < 8; y++)
			for (x = 0; x < 8; x++) {
				const uint8_t *px = map + y * pitch + x * 4;
				unsigned int tx = (x + 8 + cases[i][1]) % 8;
				unsigned int ty = (y + 8 + cases[i][2]) % 8;

				bad += px[0] != tx * 32 || px[1] != ty * 32;
			}
	}
	tap_ok(p && map && !ret && !bad,
	       "a%u: textureOffset() by (1, -2) and textureLodOffset() by (-8, 7): every pixel its offset texel (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A 3D texture's three offsets: textureOffset() by (1, -1, 3) from slice
 * 2 of an 8x8x8 texture whose texels are their (x, y, z): pixel (x, y)
 * shows texel (x + 1, y - 1, 5), wrapped in s and t
 */
static void test_texture_offset_3d(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler3D t;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = textureOffset(t, vec3(v_uv, 0.3125), ivec3(1, -1, 3));\n}\n";
	const struct mr_sampler nearest = { 0 };
	uint8_t texels[512 * 4];
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL;
	struct mrc_program *p = NULL;
	unsigned int x, y, k, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	for (k = 0; k < 512; k++) {
		texels[k * 4] = (uint8_t)(k % 8 * 32);
		texels[k * 4 + 1] = (uint8_t)(k / 8 % 8 * 32);
		texels[k * 4 + 2] = (uint8_t)(k / 64 * 32);
		texels[k * 4 + 3] = 255;
	}
	tex = ok ? mr_texture_new_3d(ctx, MR_FORMAT_RGBA8, 8, 8, 8, 1,
				     texels) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	map = p ? draw_textured(&m, p, tex, &nearest, &pitch, &ret) : NULL;
	for (y = 0; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			const uint8_t *px = map + y * pitch + x * 4;

			bad += px[0] != (x + 1) % 8 * 32 ||
			       px[1] != (y + 7) % 8 * 32 || px[2] != 5 * 32;
		}
	tap_ok(map && !ret && !bad,
	       "a%u: a sampler3D's textureOffset() by (1, -1, 3): every pixel its offset texel (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A sampler2DShadow: texture() and textureLod() compare the reference (a
 * uniform) with the texel's first channel, as the sampler's function
 * says.  grid_texture(), whose red is x * 32:
 * at reference 0.5, LEQUAL holds from column 4 on, GREATER before it.
 */
static void test_texture_shadow(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler2DShadow t;\nuniform float ref;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = vec4(texture(t, vec3(v_uv, ref)),\n"
		"		 textureLod(t, vec3(v_uv, ref), 0.0), 0.0, 1.0);\n}\n";
	static const enum mr_func funcs[2] = { MR_FUNC_LEQUAL, MR_FUNC_GREATER };
	const float ref = 0.5f;
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mrc_program *p = NULL;
	struct mr_texture *tex = NULL;
	unsigned int i, x, y, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	tex = ok ? grid_texture(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mrc_program_set_uniform(p, "ref", &ref, 1) : -1;
	for (i = 0; !ret && i < 2; i++) {
		const struct mr_sampler cmp = { .compare = funcs[i] };

		map = draw_textured(&m, p, tex, &cmp, &pitch, &ret);
		if (!map)
			break;
		for (y = 0; y < 8; y++)
			for (x = 0; x < 8; x++) {
				const uint8_t *px = map + y * pitch + x * 4;
				uint8_t want = (x >= 4) == !i ? 255 : 0;

				bad += px[0] != want || px[1] != want;
			}
	}
	tap_ok(p && map && !ret && !bad,
	       "a%u: a sampler2DShadow's texture() and textureLod() at 0.5 against texels 0 to 224/255, LEQUAL then GREATER: every pixel 1 or 0 as the comparison holds (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A cube map through a samplerCube: each of seven directions (a uniform)
 * picks its face, and the texel of it that GL's face rules give (faces
 * 2x2, each texel its own colour: face, column, row)
 */
static void test_texture_cube(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform samplerCube t;\nuniform vec3 dir;\nout vec4 c;\n"
		"void main() {\n	c = texture(t, dir);\n}\n";
	/* x, y, z; the face, the texel's column and row */
	static const float cases[7][6] = {
		{ 1, -0.5f, -0.5f, 0, 1, 1 }, { 1, 0.5f, 0.5f, 0, 0, 0 },
		{ -1, -0.5f, 0.5f, 1, 1, 1 }, { 0.5f, 1, 0.5f, 2, 1, 1 },
		{ 0.5f, -1, -0.5f, 3, 1, 1 }, { 0.5f, -0.5f, 1, 4, 1, 1 },
		{ -0.5f, -0.5f, -1, 5, 1, 1 },
	};
	const struct mr_sampler nearest = { 0 };
	uint8_t texels[6][2][2][4];
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL;
	struct mrc_program *p = NULL;
	unsigned int f, i, k, bad = 0, shown = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map;
	int ret = -1;

	for (f = 0; f < 6; f++)
		for (k = 0; k < 4; k++) {
			uint8_t *px = texels[f][k / 2][k % 2];

			px[0] = (uint8_t)(40 * (f + 1));
			px[1] = k % 2 ? 255 : 0;
			px[2] = k / 2 ? 255 : 0;
			px[3] = 255;
		}
	tex = ok ? mr_texture_new_cube(ctx, MR_FORMAT_RGBA8, 2, 1, texels) :
		   NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	for (i = 0; p && i < 7; i++) {
		const uint8_t *want = texels[(int)cases[i][3]]
					    [(int)cases[i][5]][(int)cases[i][4]];

		ret = mrc_program_set_uniform(p, "dir", cases[i], 3);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &nearest, &pitch, &ret);
		if (!map)
			break;
		bad += pixels_not(map, pitch, want);
		shown += !memcmp(map, want, 4);
	}
	tap_ok(p && !ret && !bad && shown == 7,
	       "a%u: texture() of a samplerCube: 7 directions, each its face's texel (%u right, %u pixels wrong) %s",
	       gpu, shown, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A sampler3D of 8x8x8 with its 4 levels, each slice of each level a
 * colour of its own: the sampler's LOD bias (the 8x8 target maps a texel
 * a pixel: level 0 unbiased) or textureLod() picks the level, r (a
 * uniform) the slice of it, so every slice of every level shows at its
 * place
 */
static void test_texture_3d(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler3D t;\nuniform float r;\n"
		"uniform float lod;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n	c = lod < 0.0 ? texture(t, vec3(v_uv, r)) :\n"
		"		textureLod(t, vec3(v_uv, r), lod);\n}\n";
	static const float rs[3] = { 0.1f, 0.6f, 0.95f };
	/* 8^3 + 4^3 + 2^3 + 1 texels */
	uint8_t texels[(512 + 64 + 8 + 1) * 4], *at = texels;
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL;
	struct mrc_program *p = NULL;
	unsigned int level, slice, k, i, bad = 0, right = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map;
	int ret = -1;

	for (level = 0; level < 4; level++)
		for (slice = 0; slice < (8u >> level); slice++)
			for (k = 0; k < (64u >> (2 * level)); k++, at += 4) {
				at[0] = (uint8_t)(60 * (level + 1));
				at[1] = (uint8_t)(30 * slice);
				at[2] = 0;
				at[3] = 255;
			}
	tex = ok ? mr_texture_new_3d(ctx, MR_FORMAT_RGBA8, 8, 8, 8, 4,
				     texels) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	for (i = 0; p && i < 24; i++) {
		unsigned int lv = i % 12 / 3;
		/* By the bias first, then by textureLod() */
		const float lod = i < 12 ? -1.0f : (float)lv;
		const struct mr_sampler samp = {
			.mip = MR_MIP_NEAREST,
			.lod_bias = i < 12 ? (float)lv : 0.0f,
		};
		const uint8_t want[4] = {
			(uint8_t)(60 * (lv + 1)),
			(uint8_t)(30 * (unsigned int)(rs[i % 3] * (8u >> lv))),
			0, 255,
		};
		unsigned int wrong;

		ret = mrc_program_set_uniform(p, "r", &rs[i % 3], 1);
		ret = ret ? ret : mrc_program_set_uniform(p, "lod", &lod, 1);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &samp, &pitch, &ret);
		if (!map)
			break;
		wrong = pixels_not(map, pitch, want);
		bad += wrong;
		right += !wrong;
	}
	tap_ok(p && !ret && !bad,
	       "a%u: a sampler3D: levels 0 to 3 (by the sampler's bias, then by textureLod()) at r 0.1, 0.6 and 0.95 each show their slice (%u of 24 right, %u pixels wrong) %s",
	       gpu, right, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A sampler2DArrayShadow: texture() compares the reference with the
 * texel of the layer asked for.  Layer 0's red is x * 32, layer 1's
 * (7 - x) * 32: at reference 0.5 and LEQUAL, layer 0 passes from column
 * 4 on, layer 1 up to column 3.  The TP takes the reference before the
 * layer; swapped, the reference would be the layer and the layer 0.5.
 */
static void test_texture_shadow_array(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler2DArrayShadow t;\n"
		"uniform float layer;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = vec4(texture(t, vec4(v_uv, layer, 0.5)), 0.0, 0.0, 1.0);\n}\n";
	const struct mr_sampler cmp = { .compare = MR_FUNC_LEQUAL };
	uint8_t texels[2][8][8][4];
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL;
	struct mrc_program *p = NULL;
	unsigned int layer, x, y, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	for (layer = 0; layer < 2; layer++)
		for (y = 0; y < 8; y++)
			for (x = 0; x < 8; x++) {
				uint8_t *t = texels[layer][y][x];

				t[0] = (uint8_t)(32 * (layer ? 7 - x : x));
				t[1] = t[2] = 0;
				t[3] = 255;
			}
	tex = ok ? mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 8, 8, 2, 1,
					texels) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	ret = p ? 0 : -1;
	for (layer = 0; !ret && layer < 2; layer++) {
		const float l = (float)layer;

		ret = mrc_program_set_uniform(p, "layer", &l, 1);
		map = ret ? NULL : draw_textured(&m, p, tex, &cmp, &pitch,
						 &ret);
		if (!map)
			break;
		for (y = 0; y < 8; y++)
			for (x = 0; x < 8; x++) {
				bool pass = layer ? x <= 3 : x >= 4;

				bad += map[y * pitch + x * 4] !=
				       (pass ? 255 : 0);
			}
	}
	tap_ok(p && map && !ret && !bad,
	       "a%u: a sampler2DArrayShadow's texture() at 0.5, LEQUAL, layers 0 and 1 of opposite ramps: every pixel 1 or 0 as its layer's comparison holds (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * 8x8, 4 levels, 2 layers (cube: a cube map's six faces): every texel
 * of level k red k * 80, so that three depth comparisons, LEQUAL at 0.15,
 * 0.45 and 0.75, pass for k of them
 */
static struct mr_texture *shadow_levels(struct mr_context *ctx, bool cube)
{
	static uint8_t texels[(64 + 16 + 4 + 1) * 6 * 4];
	unsigned int level, k, n, layers = cube ? 6 : 2;
	uint8_t *at = texels;

	for (level = 0; level < 4; level++) {
		n = (64u >> (2 * level)) * layers;
		for (k = 0; k < n; k++, at += 4) {
			at[0] = (uint8_t)(80 * level);
			at[1] = at[2] = 0;
			at[3] = 255;
		}
	}
	return cube ? mr_texture_new_cube(ctx, MR_FORMAT_RGBA8, 8, 4, texels) :
		      mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 8, 8, 2, 4,
					   texels);
}

/*
 * A shadow array's and a shadow cube map's comparison at a chosen level:
 * textureGrad() of a sampler2DArrayShadow (d/dx 2^k / 8 of s: 2^k
 * texels) and of a samplerCubeShadow, and texture() of the cube map at a
 * bias of k (its direction crosses the +X face once over the target:
 * level 0 without the bias).  Levels 0 to 3 each; the comparisons that
 * pass count the level.  The reference follows the coordinates, before
 * the array's layer, and the gradients start at the fifth component.
 */
static void test_shadow_levels(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform mediump sampler2DArrayShadow a;\n"
		"uniform mediump samplerCubeShadow cs;\n"
		"uniform float k;\nuniform int mode;\nin vec2 v_uv;\nout vec4 c;\n"
		"float cmp(float ref) {\n"
		"	float g = exp2(k);\n"
		"	vec3 dir = vec3(1.0, 1.0 - 2.0 * v_uv.y, 1.0 - 2.0 * v_uv.x);\n"
		"	if (mode == 0)\n"
		"		return textureGrad(a, vec4(v_uv, 1.0, ref),\n"
		"				   vec2(g / 8.0, 0.0), vec2(0.0));\n"
		"	if (mode == 1)\n"
		"		return textureGrad(cs, vec4(dir, ref),\n"
		"				   vec3(0.0, 0.0, g / 4.0), vec3(0.0));\n"
		"	return texture(cs, vec4(dir, ref), k);\n}\n"
		"void main() {\n"
		"	c = vec4(cmp(0.15), cmp(0.45), cmp(0.75), 1.0);\n}\n";
	static const char *const modes[3] = {
		"textureGrad(sampler2DArrayShadow)",
		"textureGrad(samplerCubeShadow)", "texture(samplerCubeShadow, bias)",
	};
	const struct mr_sampler cmp[2] = {
		{ .compare = MR_FUNC_LEQUAL, .mip = MR_MIP_NEAREST },
		{ .compare = MR_FUNC_LEQUAL, .mip = MR_MIP_NEAREST },
	};
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_texture *tex[2] = { NULL, NULL };
	struct mrc_program *p = NULL;
	unsigned int mode, level, right[3] = { 0, 0, 0 }, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	tex[0] = ok ? shadow_levels(m.ctx, false) : NULL;
	tex[1] = tex[0] ? shadow_levels(m.ctx, true) : NULL;
	p = tex[1] ? mrc_program_new(m.ctx, uv_vs, fs, err, sizeof(err)) :
		     NULL;
	ret = p ? 0 : -1;
	for (mode = 0; !ret && mode < 3; mode++)
		for (level = 0; !ret && level < 4; level++) {
			const float k = (float)level;
			const int32_t mo = (int32_t)mode;
			const uint8_t want[4] = {
				level > 0 ? 255 : 0, level > 1 ? 255 : 0,
				level > 2 ? 255 : 0, 255,
			};
			unsigned int wrong;

			ret = mrc_program_set_uniform(p, "k", &k, 1);
			ret = ret ? ret :
			      mrc_program_set_uniform_int(p, "mode", &mo, 1);
			map = ret ? NULL : draw_units(&m, p, 2, tex, cmp,
						      &pitch, &ret);
			if (!map)
				break;
			wrong = pixels_not(map, pitch, want);
			bad += wrong;
			right[mode] += !wrong;
		}
	for (mode = 0; mode < 3; mode++)
		tap_ok(p && !ret && right[mode] == 4,
		       "a%u: %s's comparison at levels 0 to 3: %u of 4 right (%u pixels wrong in all) %s",
		       gpu, modes[mode], right[mode], bad, err);
	mr_set_textures(m.ctx, 0, NULL, NULL);
	mrc_program_free(p);
	mr_texture_free(tex[0]);
	mr_texture_free(tex[1]);
	on_model_close(&m);
}

/* 8x8, 2 layers, 3 levels: each level's layer a colour (level, layer) */
static struct mr_texture *array_levels(struct mr_context *ctx)
{
	uint8_t texels[(64 + 16 + 4) * 2 * 4], *at = texels;
	unsigned int level, layer, k;

	for (level = 0; level < 3; level++)
		for (layer = 0; layer < 2; layer++)
			for (k = 0; k < (64u >> (2 * level)); k++, at += 4) {
				at[0] = (uint8_t)(80 * (level + 1));
				at[1] = (uint8_t)(200 * layer);
				at[2] = 0;
				at[3] = 255;
			}
	return mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 8, 8, 2, 3, texels);
}

/*
 * 8x8, 2 layers, 3 levels: texel (x, y) of level l, layer k is (x * 32,
 * y * 32, 80 * (l + 1), 55 + 100 * k)
 */
static struct mr_texture *fetch_array(struct mr_context *ctx)
{
	uint8_t texels[(64 + 16 + 4) * 2 * 4], *at = texels;
	unsigned int level, layer, x, y, n;

	for (level = 0; level < 3; level++)
		for (layer = 0; layer < 2; layer++)
			for (n = 8u >> level, y = 0; y < n; y++)
				for (x = 0; x < n; x++, at += 4) {
					at[0] = (uint8_t)(x * 32);
					at[1] = (uint8_t)(y * 32);
					at[2] = (uint8_t)(80 * (level + 1));
					at[3] = (uint8_t)(55 + 100 * layer);
				}
	return mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 8, 8, 2, 3, texels);
}

/*
 * texelFetch(): integer coordinates, layer and level, the texel
 * unfiltered.  fetch_array() at levels 0, 2 and 1 and layers 0, 1 and
 * 1, the coordinates scaled to the level: pixel (x, y) shows the level's
 * texel (x >> level, y >> level) (a3xx takes level-0 coordinates, which
 * mrc shifts up, as ir3 does).  Then a fetch and a sample at the same
 * constant coordinates: a4xx's sample adds 0.5 to its layer and the
 * fetch takes it as an integer, so they share no coordinates.
 */
static void test_texel_fetch(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler2DArray a;\n"
		"uniform vec4 sel;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = texelFetch(a, ivec3(ivec2(v_uv * sel.z), int(sel.y)),\n"
		"		       int(sel.x));\n}\n";
	static const char fs_const[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler2DArray a;\n"
		"in vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = texture(a, vec3(0.0)) * 0.5 +\n"
		"	    texelFetch(a, ivec3(0), 0) * 0.5;\n}\n";
	/* level, layer, the level's size */
	static const float cases[3][4] = {
		{ 0, 0, 8, 0 }, { 2, 1, 2, 0 }, { 1, 1, 4, 0 },
	};
	static const uint8_t texel00[4] = { 0, 0, 80, 55 };
	const struct mr_sampler samp = { 0 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL;
	struct mrc_program *p = NULL;
	unsigned int i, x, y, l, bad = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map = NULL;
	int ret = -1;

	tex = ok ? fetch_array(ctx) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	ret = p ? 0 : -1;
	for (i = 0; !ret && i < 3; i++) {
		ret = mrc_program_set_uniform(p, "sel", cases[i], 4);
		map = ret ? NULL : draw_textured(&m, p, tex, &samp, &pitch,
						 &ret);
		for (l = (unsigned int)cases[i][0], y = 0; map && y < 8; y++)
			for (x = 0; x < 8; x++) {
				const uint8_t *px = map + y * pitch + x * 4;

				bad += px[0] != (x >> l) * 32 ||
				       px[1] != (y >> l) * 32 ||
				       px[2] != 80 * (l + 1) ||
				       px[3] != 55 + 100 * cases[i][1];
			}
	}
	tap_ok(p && map && !ret && !bad,
	       "a%u: texelFetch() of an array at levels 0, 2, 1 and layers 0, 1, 1: every pixel its level's texel (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);

	p = tex ? mrc_program_new(ctx, uv_vs, fs_const, err, sizeof(err)) :
		  NULL;
	map = p ? draw_textured(&m, p, tex, &samp, &pitch, &ret) : NULL;
	for (bad = 0, y = 0; map && y < 8; y++)
		for (x = 0; x < 8; x++)
			bad += memcmp(map + y * pitch + x * 4, texel00, 4) != 0;
	tap_ok(p && map && !ret && !bad,
	       "a%u: texture() and texelFetch() of an array at the same constant coordinates both read layer 0 (%u wrong) %s",
	       gpu, bad, err);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * A sampler2DArray: each layer (a uniform, rounded to the nearest and
 * clamped to the layers) shows its own texels; bad layer counts and a
 * layer larger than the descriptors can step over are refused
 */
static void test_texture_array(unsigned int gpu)
{
	static const char fs[] =
		"#version 300 es\nprecision mediump float;\n"
		"uniform mediump sampler2DArray t;\nuniform float layer;\n"
		"uniform float lod;\nin vec2 v_uv;\nout vec4 c;\n"
		"void main() {\n"
		"	c = lod < 0.0 ? texture(t, vec3(v_uv, layer)) :\n"
		"		textureLod(t, vec3(v_uv, layer), lod);\n}\n";
	/* The layer asked for; the one shown */
	static const float cases[7][2] = {
		{ 0, 0 }, { 1, 1 }, { 2, 2 }, { 1.4f, 1 }, { 1.6f, 2 },
		{ 9, 2 }, { -3, 0 },
	};
	const struct mr_sampler nearest = { 0 };
	uint8_t texels[3][2][2][4];
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex = NULL, *big;
	struct mrc_program *p = NULL;
	unsigned int k, i, x, y, bad = 0, right = 0;
	char err[256] = "";
	uint32_t pitch;
	uint8_t *map;
	bool refused = false;
	int ret = -1;

	for (k = 0; k < 12; k++) {
		uint8_t *px = texels[k / 4][k / 2 % 2][k % 2];

		px[0] = (uint8_t)(80 * (k / 4 + 1));
		px[1] = k % 2 ? 255 : 0;
		px[2] = k / 2 % 2 ? 255 : 0;
		px[3] = 255;
	}
	tex = ok ? mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 2, 2, 3, 1,
					texels) : NULL;
	p = tex ? mrc_program_new(ctx, uv_vs, fs, err, sizeof(err)) : NULL;
	for (i = 0; p && i < 7; i++) {
		unsigned int want = (unsigned int)cases[i][1], wrong = 0;
		const float no_lod = -1;

		ret = mrc_program_set_uniform(p, "layer", &cases[i][0], 1);
		ret = ret ? ret : mrc_program_set_uniform(p, "lod", &no_lod, 1);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &nearest, &pitch, &ret);
		if (!map)
			break;
		for (y = 0; y < 8; y++)
			for (x = 0; x < 8; x++)
				wrong += memcmp(map + y * pitch + x * 4,
						texels[want][y / 4][x / 4],
						4) != 0;
		bad += wrong;
		right += !wrong;
	}
	tap_ok(p && !ret && !bad,
	       "a%u: texture() of a sampler2DArray: layers 0, 1, 2, 1.4, 1.6, 9 and -3 show 0, 1, 2, 1, 2, 2 and 0 (%u right, %u pixels wrong) %s",
	       gpu, right, bad, err);
	if (ok) {
		errno = 0;
		refused = !mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 2, 2, 0,
						1, NULL) && errno == EINVAL;
		errno = 0;
		refused = refused &&
			  !mr_texture_new_array(ctx, MR_FORMAT_RGBA8, 2, 2,
						MR_MAX_LAYERS + 1, 1, NULL) &&
			  errno == EINVAL;
		errno = 0;
		refused = refused &&
			  !mr_texture_new_cube(ctx, MR_FORMAT_RGBA8, 4096, 13,
					       NULL) && errno == EINVAL;
		/* No layers to step over: a plain 2D texture that large is fine */
		big = mr_texture_new(ctx, MR_FORMAT_RGBA8, 4096, 4096, 13,
				     NULL);
		refused = refused && big;
		mr_texture_free(big);
	}
	tap_ok(refused,
	       "a%u: 0 layers, %u layers and a 4096-texel cube's full chain (85 MiB a face): EINVAL; a 4096x4096 2D texture's is made",
	       gpu, MR_MAX_LAYERS + 1);
	mr_texture_free(tex);
	tex = p ? array_levels(ctx) : NULL;
	bad = 0;
	right = 0;
	for (i = 0; tex && i < 12; i++) {
		unsigned int lv = i % 6 / 2;
		/* By the bias first, then by textureLod() */
		const float lod = i < 6 ? -1.0f : (float)lv;
		const struct mr_sampler samp = {
			.mip = MR_MIP_NEAREST,
			.lod_bias = i < 6 ? (float)lv : 0.0f,
		};
		const float layer = (float)(i % 2);
		const uint8_t want[4] = {
			(uint8_t)(80 * (lv + 1)), (uint8_t)(200 * (i % 2)),
			0, 255,
		};
		unsigned int wrong;

		ret = mrc_program_set_uniform(p, "layer", &layer, 1);
		ret = ret ? ret : mrc_program_set_uniform(p, "lod", &lod, 1);
		map = ret ? NULL :
			    draw_textured(&m, p, tex, &samp, &pitch, &ret);
		if (!map)
			break;
		wrong = pixels_not(map, pitch, want);
		bad += wrong;
		right += !wrong;
	}
	tap_ok(tex && !ret && !bad,
	       "a%u: an 8x8 array of 2 layers with 3 levels: each level (by the sampler's bias, then by textureLod()) of each layer shows (%u of 12 right, %u pixels wrong)",
	       gpu, right, bad);
	mrc_program_free(p);
	mr_texture_free(tex);
	on_model_close(&m);
}

/*
 * Both stages sample, each its own unit (the VS's by its binding): the
 * VS reads texel (1, 0) of unit 1's texture, blue with alpha 1, at level
 * 0, and places its vertex by the blue (at 0, all would be at the top
 * right), then hands it on; the FS averages it with its own texel of
 * unit 0's.  Over 1280x960 in bins with a binning pass first (a new
 * context's, so that no earlier draw left the VS's table loaded), whose
 * VS must sample too, or the other bins would see no triangle.  Then on
 * an 8x8 target.
 */
static const char vs_tex_vs[] =
	"#version 300 es\nin vec4 pos;\nin vec2 uv;\n"
	"layout(binding = 1) uniform highp sampler2D vt;\n"
	"out vec2 v_uv;\nout vec4 v_c;\n"
	"void main() {\n	v_c = texture(vt, vec2(0.75, 0.25));\n"
	"	gl_Position = vec4(mix(vec2(0.9), pos.xy, v_c.b), pos.zw);\n"
	"	v_uv = uv;\n}\n";
static const char vs_tex_fs[] =
	"#version 300 es\nprecision mediump float;\n"
	"uniform sampler2D t;\nin vec2 v_uv;\nin vec4 v_c;\n"
	"out vec4 c;\n"
	"void main() {\n	c = 0.5 * texture(t, v_uv) + 0.5 * v_c;\n}\n";

/* Channels of target t (w x h, every step-th pixel) off by more than 1 */
static unsigned int vs_tex_wrong(struct mr_surface *t, unsigned int w,
				 unsigned int h, unsigned int step,
				 const uint8_t texels[2][2][4])
{
	uint32_t pitch;
	const uint8_t *map = mr_surface_map(t, &pitch);
	unsigned int x, y, c, bad = 0;

	if (!map)
		return w * h;
	for (y = 0; y < h; y += step)
		for (x = 0; x < w; x += step)
			for (c = 0; c < 4; c++) {
				int want = (texels[2 * y / h][2 * x / w][c] +
					    (c >= 2 ? 255 : 0) + 1) / 2;

				bad += abs(map[y * pitch + x * 4 + c] -
					   want) > 1;
			}
	return bad;
}

static void test_texture_vs(unsigned int gpu)
{
	static const uint8_t texels[2][2][4] = {
		{ { 255, 0, 0, 255 }, { 0, 0, 255, 255 } },
		{ { 0, 255, 0, 255 }, { 255, 255, 255, 255 } },
	};
	static const unsigned int size[2][2] = { { 1280, 960 }, { 8, 8 } };
	static const float black[4] = { 0, 0, 0, 0 };
	const struct mr_sampler samp[2] = { { 0 }, { 0 } };
	struct mr_vertex_attrib attr[2] = {
		{ NULL, 0, 24, MR_VF_FLOAT4, 0 },
		{ NULL, 16, 24, MR_VF_FLOAT2, 0 },
	};
	struct mr_flush_info info[2] = { { 0 } };
	unsigned int i, bad[2] = { 0, 0 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, tex_quad, sizeof(tex_quad));
	struct mr_context *ctx = m.ctx;
	struct mr_texture *tex[2] = { NULL, NULL };
	struct mr_surface *big = NULL;
	char err[256] = "";
	struct mrc_program *p = NULL;
	int ret = -1;

	for (i = 0; ok && i < 2; i++)
		tex[i] = mr_texture_new(ctx, MR_FORMAT_RGBA8, 2, 2, 1, texels);
	if (tex[0] && tex[1])
		big = mr_surface_new(ctx, MR_FORMAT_RGBA8, size[0][0],
				     size[0][1]);
	if (big)
		p = mrc_program_new(ctx, vs_tex_vs, vs_tex_fs, err,
				    sizeof(err));
	attr[0].buffer = attr[1].buffer = m.b;
	for (i = 0, ret = p ? 0 : -1; i < 2 && !ret; i++) {
		struct mr_surface *t = i ? m.t : big;

		mr_context_set_mode(ctx, i ? MR_MODE_AUTO : MR_MODE_GMEM);
		mr_set_framebuffer(ctx, t, NULL);
		mr_set_viewport(ctx, 0, 0, size[i][0], size[i][1]);
		ret = mrc_program_use(p);
		ret = ret ? ret : mr_set_vertex_attribs(ctx, 2, attr);
		ret = ret ? ret : mr_set_textures(ctx, 2, tex, samp);
		ret = ret ? ret : mr_clear(ctx, MR_CLEAR_COLOR, black, 0);
		ret = ret ? ret : mr_draw(ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
		ret = ret ? ret : mr_finish(ctx);
		mr_last_flush(ctx, &info[i]);
		bad[i] = ret ? 1 : vs_tex_wrong(t, size[i][0], size[i][1],
						i ? 1 : 7, texels);
	}
	tap_ok(!ret && info[0].binning && !bad[0],
	       "a%u: the VS samples unit 1 (texture() at level 0) and the FS unit 0, over %ux%u in %ux%u bins with a binning pass: %u channels wrong %s",
	       gpu, size[0][0], size[0][1], info[0].nr_bins_x,
	       info[0].nr_bins_y, bad[0], err);
	tap_ok(!ret && !bad[1],
	       "a%u: the same on 8x8: %u channels wrong", gpu, bad[1]);
	mrc_program_free(p);
	mr_surface_free(big);
	mr_texture_free(tex[0]);
	mr_texture_free(tex[1]);
	on_model_close(&m);
}

/*
 * A target of pixels a shader colours by their place, or discards by a
 * varying or uniform condition (v: the pixel's centre, 0 to 1 across the
 * target from the bottom left): each pixel is either the colour the
 * shader writes or the target's clear colour, left there.
 */
struct pixel_case {
	const char *name;
	const char *body;	/* main()'s, u = (0.25, 0.5, 2, 4) */
	/* Whether the pixel whose centre is (x, y) is discarded; its colour */
	bool (*discarded)(float x, float y);
	void (*color)(float x, float y, uint8_t px[4]);
	const char *vs;		/* else one that makes v from the position */
};

static const uint8_t discard_clear[4] = { 0, 0, 255, 255 };

static bool left_half(float x, float y)
{
	(void)y;
	return x < 0.5f;
}

static bool bottom_right(float x, float y)
{
	return y < 0.5f && x > 0.5f;
}

static bool everywhere(float x, float y)
{
	(void)x;
	(void)y;
	return true;
}

static bool nowhere(float x, float y)
{
	(void)x;
	(void)y;
	return false;
}

static bool top_left_or_middle(float x, float y)
{
	return (x < 0.5f && y > 0.5f) || (x > 0.3f && x < 0.6f);
}

static void red(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	px[0] = 255;
	px[1] = px[2] = 0;
	px[3] = 255;
}

/* (1, 0, 0, 1) on the right half, (0.5 as 128, 0, 0, 1) on the left */
static void by_side(float x, float y, uint8_t px[4])
{
	red(x, y, px);
	if (x < 0.5f)
		px[0] = 128;
}

static const struct pixel_case discards[] = {
	{ "a varying's condition",
	  "if (v.x < u.y) discard;\n	o = vec4(1.0, 0.0, 0.0, 1.0);",
	  left_half, red, NULL },
	{ "nested ifs, a varying's and a uniform's",
	  "if (v.y < 0.5) {\n		if (v.x > u.y) discard;\n	}\n"
	  "	o = vec4(1.0, 0.0, 0.0, 1.0);",
	  bottom_right, red, NULL },
	{ "a uniform's condition, true",
	  "if (u.x < u.y) discard;\n	o = vec4(1.0, 0.0, 0.0, 1.0);",
	  everywhere, red, NULL },
	{ "a uniform's condition, false",
	  "if (u.z < u.y) discard;\n	o = vec4(1.0, 0.0, 0.0, 1.0);",
	  nowhere, red, NULL },
	{ "unconditional", "discard;", everywhere, red, NULL },
	{ "in a function, in an else, with && and a value merged",
	  "float a = 1.0;\n"
	  "	if (v.x > 0.5) a = 1.0; else { if (v.y > 0.5 && u.x < 1.0) die(); a = 0.5; }\n"
	  "	if (v.x > 0.3 && v.x < 0.6) die();\n"
	  "	o = vec4(a, 0.0, 0.0, 1.0);",
	  top_left_or_middle, by_side, NULL },
	{ "on both sides of an if",
	  "if (v.x < u.y) discard; else discard;\n	o = vec4(1.0);",
	  everywhere, red, NULL },
};

/* Every pixel of the target against the case; the first wrong in why */
static unsigned int pixel_check(const struct pixel_case *d,
				  const uint8_t *map, uint32_t pitch,
				  char *why, size_t len)
{
	unsigned int x, y, bad = 0;

	for (y = 0; y < 8; y++)
		for (x = 0; x < 8; x++) {
			/* Row 0 is the top: v.y = 1 there */
			float fx = (x + 0.5f) / 8, fy = 1 - (y + 0.5f) / 8;
			const uint8_t *px = map + y * pitch + x * 4;
			uint8_t want[4];

			if (d->discarded(fx, fy))
				memcpy(want, discard_clear, 4);
			else
				d->color(fx, fy, want);
			if (!memcmp(px, want, 4))
				continue;
			if (!bad++)
				snprintf(why, len, ", (%u, %u) is %u %u %u %u, not %u %u %u %u",
					 x, y, px[0], px[1], px[2], px[3],
					 want[0], want[1], want[2], want[3]);
		}
	return bad;
}

/* The cases' float precision (test_half: mediump) */
static const char *pixel_precision = "highp";
/* The cases' declarations past u, v and o (the varyings': theirs) */
static const char *pixel_decls = "";

/* Each case drawn over a cleared target on the a<gpu> model, checked */
static void test_pixels(unsigned int gpu, const char *what,
			const struct pixel_case *cases, unsigned int nr)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nout vec2 v;\n"
		"void main() {\n	gl_Position = pos;\n"
		"	v = pos.xy * 0.5 + 0.5;\n}\n";
	static const float u[4] = { 0.25f, 0.5f, 2, 4 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	unsigned int i;

	for (i = 0; ok && i < nr; i++) {
		char fs[1024], err[256] = "", why[128] = "";
		struct mrc_program *p;
		unsigned int bad = 64;
		uint32_t pitch;
		uint8_t *map;
		int ret = -1;

		snprintf(fs, sizeof(fs),
			 "#version 300 es\nprecision %s float;\n"
			 "uniform vec4 u;\nin vec2 v;\nout vec4 o;\n%s"
			 "void die() { discard; }\n"
			 "void main() {\n	%s\n}\n", pixel_precision,
			 pixel_decls, cases[i].body);
		p = mrc_program_new(m.ctx, cases[i].vs ? cases[i].vs : vs, fs,
				    err, sizeof(err));
		if (p && !mrc_program_set_uniform(p, "u", u, 4)) {
			map = draw_full_quad(&m, p, &pitch, &ret);
			if (map)
				bad = pixel_check(&cases[i], map, pitch, why,
						  sizeof(why));
		}
		tap_ok(!ret && !bad, "a%u: %s, %s: every pixel as computed here (%u wrong%s) %s",
		       gpu, what, cases[i].name, bad, why, err);
		mrc_program_free(p);
	}
	if (!ok)
		tap_ok(0, "a%u: a model and a target for %s", gpu, what);
	else
		no_hazards(gpu, what);
	on_model_close(&m);
}

/* The pixel's column and row from the bottom, 0 to 7 */
static unsigned int column(float x)
{
	return (unsigned int)(x * 8);
}

static unsigned int row_up(float y)
{
	return (unsigned int)(y * 8);
}

static void count_of_four(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(4 * 0.0625f, 0, 0, 1, px);
}

static void column_plus_one(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8((column(x) + 1) / 16.0f, 0, 0, 1, px);
}

static void twice_rows(float x, float y, uint8_t px[4])
{
	(void)x;
	rgba8(2 * (row_up(y) + 1) / 32.0f, 0, 0, 1, px);
}

static void int_counted(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	/* 0 + 1 + 3 (2 skipped); 7 less 3, less 1 */
	rgba8(4 * 0.0625f, 3 / 16.0f, 0, 1, px);
}

static void by_counter(float x, float y, uint8_t px[4])
{
	float n = column(x) + 1.0f;

	(void)y;
	rgba8(0, n / 64, 2 * n / 64, 3 * n / 64, px);
}

static void continued(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8(column(x) / 16.0f, 8 / 16.0f, 0, 1, px);
}

static void returned(float x, float y, uint8_t px[4])
{
	if (x > 0.5f)
		rgba8(1, 0, 0, 1, px);
	else if (row_up(y) == 7)
		rgba8(0, 0, 1, 1, px);
	else
		rgba8(0, (row_up(y) + 1) / 16.0f, 0, 1, px);
}

static void returned_in_loop(float x, float y, uint8_t px[4])
{
	(void)y;
	if (column(x) < 7)
		rgba8((column(x) + 2) / 16.0f, 1, 0, 1, px);
	else
		rgba8(8 / 16.0f, 0, 0, 1, px);
}

static void left_as_it_was(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8((column(x) + 1) / 16.0f, 0, 0, 1, px);
}

static void sixteenth(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(0.0625f, 0, 0, 1, px);
}

static bool left_three(float x, float y)
{
	(void)y;
	return column(x) <= 2;
}

static void in_an_if(float x, float y, uint8_t px[4])
{
	(void)x;
	if (y > 0.5f)
		rgba8(0.25f, 0.5f, 0, 1, px);
	else
		rgba8(0.75f, 0, 0, 1, px);
}

/* Loops whose trip count is not known when the shader compiles */
static const struct pixel_case loops[] = {
	{ "a for loop to a uniform count",
	  "float s = 0.0;\n"
	  "	for (float i = 0.0; i < u.w; i += 1.0) s += 0.0625;\n"
	  "	o = vec4(s, 0.0, 0.0, 1.0);",
	  nowhere, count_of_four, NULL },
	{ "an int counter to a uniform's int(), a continue on it",
	  "float s = 0.0;\n	int k = 7;\n"
	  "	for (int i = 0; i < int(u.w); i++) {\n"
	  "		if (i == 2) continue;\n"
	  "		s += float(i) * 0.0625;\n		k -= 1;\n	}\n"
	  "	o = vec4(s, float(k + -1) / 16.0, 0.0, 1.0);",
	  nowhere, int_counted, NULL },
	{ "a while loop with a break on the pixel (lanes diverge)",
	  "float n = 0.0;\n"
	  "	while (true) {\n		if (n > v.x * 8.0) break;\n"
	  "		n += 1.0;\n	}\n"
	  "	o = vec4(n / 16.0, 0.0, 0.0, 1.0);",
	  nowhere, column_plus_one, NULL },
	{ "nested loops, the inner one's count the pixel's",
	  "float s = 0.0;\n"
	  "	for (float i = 0.0; i < u.z; i += 1.0)\n"
	  "		for (float j = 0.0; j < v.y * 8.0; j += 1.0)\n"
	  "			s += 1.0;\n"
	  "	o = vec4(s / 32.0, 0.0, 0.0, 1.0);",
	  nowhere, twice_rows, NULL },
	{ "an unrolled loop around one of the pixel's count, its counter an index",
	  "vec4 c = vec4(0.0);\n"
	  "	for (int i = 0; i < 4; i++)\n"
	  "		for (float j = 0.0; j < v.x * 8.0; j += 1.0)\n"
	  "			c[i] += float(i) / 64.0;\n"
	  "	o = c;",
	  nowhere, by_counter, NULL },
	{ "a do-while with a continue on the pixel",
	  "float s = 0.0, i = 0.0;\n"
	  "	do {\n		i += 1.0;\n"
	  "		if (i > v.x * 8.0) continue;\n		s += 1.0;\n"
	  "	} while (i < u.w * 2.0);\n"
	  "	o = vec4(s / 16.0, i / 16.0, 0.0, 1.0);",
	  nowhere, continued, NULL },
	{ "a return inside an if, and inside an unrolled loop",
	  "o = vec4(0.0, 0.0, 0.0, 1.0);\n"
	  "	if (v.x > 0.5) { o = vec4(1.0, 0.0, 0.0, 1.0); return; }\n"
	  "	for (float i = 0.0; i < 8.0; i += 1.0)\n"
	  "		if (i > v.y * 8.0) { o.g = i / 16.0; return; }\n"
	  "	o.b = 1.0;",
	  nowhere, returned, NULL },
	{ "a return inside a loop of a uniform count",
	  "float s = 0.0;\n"
	  "	for (float i = 0.0; i < u.w * 2.0; i += 1.0) {\n"
	  "		s += 0.0625;\n"
	  "		if (i >= v.x * 8.0) { o = vec4(s, 1.0, 0.0, 1.0); return; }\n"
	  "	}\n"
	  "	o = vec4(s, 0.0, 0.0, 1.0);",
	  nowhere, returned_in_loop, NULL },
	{ "a return inside a loop leaving the colour as the iteration found it",
	  "o = vec4(0.0, 0.0, 0.0, 1.0);\n"
	  "	for (float i = 0.0; i < u.w * 2.0; i += 1.0) {\n"
	  "		if (i >= v.x * 8.0) return;\n"
	  "		o.r += 0.0625;\n	}",
	  nowhere, left_as_it_was, NULL },
	{ "discard inside a loop of a uniform count",
	  "for (float i = 0.0; i < u.w; i += 1.0)\n"
	  "		if (i > v.x * 8.0) discard;\n"
	  "	o = vec4(1.0, 0.0, 0.0, 1.0);",
	  left_three, red, NULL },
	{ "in the vertex shader, each vertex's count its own",
	  "o = vec4(v.x, 0.0, 0.0, 1.0);", nowhere, sixteenth,
	  /* 1 iteration at x = -1, 3 at x = 1: v.x is 1/16 at each */
	  "#version 300 es\nuniform vec4 u;\nin vec4 pos;\nout vec2 v;\n"
	  "void main() {\n	float s = 0.0;\n"
	  "	for (float i = 0.0; i < pos.x + u.z; i += 1.0) s += 0.0625;\n"
	  "	gl_Position = pos;\n"
	  "	v = vec2(s - (pos.x + 1.0) * 0.0625, 0.0);\n}\n" },
	{ "a loop inside an if, a vector carried round",
	  "vec2 a = vec2(0.0);\n"
	  "	if (v.y > 0.5) {\n"
	  "		for (float i = 0.0; i < u.z; i += 1.0) a += vec2(0.125, 0.25);\n"
	  "	} else {\n		a.x = 0.75;\n	}\n"
	  "	o = vec4(a, 0.0, 1.0);",
	  nowhere, in_an_if, NULL },
};

static void test_discard(unsigned int gpu)
{
	test_pixels(gpu, "discard", discards,
		    sizeof(discards) / sizeof(discards[0]));
}

static void test_loops(unsigned int gpu)
{
	test_pixels(gpu, "loop", loops, sizeof(loops) / sizeof(loops[0]));
}

/* gl_FragCoord.xy over 8: the pixel's centre, rows from the first */
static void frag_xy(float x, float y, uint8_t px[4])
{
	rgba8(x, 1 - y, 0, 1, px);
}

/* gl_FragCoord.zw of vertices at z 0.5, w 2: depth 0.625, 1/w 0.5 */
static void frag_zw(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(0.625f, 0.5f, 0, 1, px);
}

static void left_red(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8(x < 0.5f ? 1 : 0, 0, 0, 1, px);
}

static void green(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(0, 1, 0, 1, px);
}

/*
 * The ids: v.x is how far gl_VertexID is from the vertex's place in
 * the strip (0 to 3), v.y gl_InstanceID (0): red where both are 0
 */
static const char ids_vs[] =
	"#version 300 es\nin vec4 pos;\nout vec2 v;\n"
	"void main() {\n	gl_Position = pos;\n"
	"	float want = (pos.x > 0.0 ? 1.0 : 0.0) + (pos.y > 0.0 ? 2.0 : 0.0);\n"
	"	v = vec2(abs(float(gl_VertexID) - want), float(gl_InstanceID));\n}\n";

static const struct pixel_case builtins[] = {
	{ "gl_FragCoord.xy", "o = vec4(gl_FragCoord.xy / 8.0, 0.0, 1.0);",
	  nowhere, frag_xy, NULL },
	{ "gl_FragCoord.zw",
	  "o = vec4(gl_FragCoord.zw, 0.0, 1.0);", nowhere, frag_zw,
	  "#version 300 es\nin vec4 pos;\nout vec2 v;\n"
	  "void main() {\n	gl_Position = vec4(pos.xy * 2.0, 0.5, 2.0);\n"
	  "	v = vec2(0.0);\n}\n" },
	{ "gl_FrontFacing, front",
	  "o = gl_FrontFacing ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, 1.0, 0.0, 1.0);",
	  nowhere, red, NULL },
	{ "gl_FrontFacing, back (the quad mirrored)",
	  "o = gl_FrontFacing ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, 1.0, 0.0, 1.0);",
	  nowhere, green,
	  "#version 300 es\nin vec4 pos;\nout vec2 v;\n"
	  "void main() {\n	gl_Position = vec4(-pos.x, pos.yzw);\n"
	  "	v = vec2(0.0);\n}\n" },
	{ "gl_FrontFacing and gl_FragCoord.x, in an if",
	  "o = vec4(0.0, 0.0, 0.0, 1.0);\n"
	  "	if (gl_FrontFacing && gl_FragCoord.x < 4.0) o.x = 1.0;",
	  nowhere, left_red, NULL },
	{ "gl_VertexID and gl_InstanceID",
	  "o = v == vec2(0.0) ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, 1.0, 0.0, 1.0);",
	  nowhere, red, ids_vs },
};

/*
 * A local array and a vector indexed by variables: a[c] raised by 1/16
 * where c is the column, a[7 - c] as it was; w[row / 2]
 */
static void indexed(float x, float y, uint8_t px[4])
{
	static const float w[4] = { 0.1f, 0.2f, 0.3f, 0.4f };
	unsigned int c = column(x);

	rgba8(c * 0.125f + 0.0625f, (7 - c) * 0.125f, w[row_up(y) / 2], 1,
	      px);
}

/* The pixels from column 6 on (int(v.x * 5) == 4) */
static bool right_fifth(float x, float y)
{
	(void)y;
	return (int)(x * 5) == 4;
}

/* Four times 0.125 in blue */
static void half_blue(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(0, 0, 0.5f, 1, px);
}

/*
 * switch (int(v.x * 5)): case 0 breaks; 1 and 2 share a body that falls
 * through into 3's; 4 is the default's
 */
static void switched(float x, float y, uint8_t px[4])
{
	int c = (int)(x * 5);

	(void)y;
	rgba8(c == 0 ? 0.25f : 0, c == 1 || c == 2 ? 0.5f : 0,
	      c >= 1 && c <= 3 ? 0.75f : 0, c == 4 ? 0.5f : 1, px);
}

static const struct pixel_case switches[] = {
	{ "switch on a varying: a break, shared labels, a fallthrough, the default",
	  "o = vec4(0.0, 0.0, 0.0, 1.0);\n"
	  "	switch (int(v.x * 5.0)) {\n"
	  "	case 0: o.x = 0.25; break;\n"
	  "	case 1: case 2: o.y = 0.5;\n"
	  "	case 3: o.z = 0.75; break;\n"
	  "	default: o.w = 0.5;\n	}",
	  nowhere, switched, NULL },
	{ "switch on a constant, in a loop not unrolled, with a discard",
	  "o = vec4(0.0, 0.0, 0.0, 1.0);\n"
	  "	for (int i = 0; i < int(u.w); i++) {\n"
	  "		switch (2) {\n		case 1: o.x = 1.0; break;\n"
	  "		case 2: o.z += 0.125; break;\n		}\n"
	  "		switch (int(v.x * 5.0)) {\n"
	  "		case 4: discard;\n		default: continue;\n		}\n	}",
	  right_fifth, half_blue, NULL },
};

/* a's four summed; b's first two set to 0.25 */
static void summed(float x, float y, uint8_t px[4])
{
	(void)x;
	(void)y;
	rgba8(0.9375f, 0.25f, 0.25f, 1, px);
}

static const struct pixel_case dynamic_index[] = {
	{ "a local array and a vector indexed by variables",
	  "float a[8];\n"
	  "	for (int i = 0; i < 8; i++) a[i] = float(i) * 0.125;\n"
	  "	int c = int(v.x * 8.0);\n"
	  "	a[c] = a[c] + 0.0625;\n"
	  "	vec4 w = vec4(0.1, 0.2, 0.3, 0.4);\n"
	  "	o = vec4(a[c], a[7 - c], w[int(v.y * 4.0)], 1.0);",
	  nowhere, indexed, NULL },
	{ "arrays read and written by a loop's counter (not unrolled)",
	  "float a[4] = float[4](0.125, 0.25, 0.0625, 0.5);\n"
	  "	float b[4] = float[4](0.0, 0.0, 0.0, 0.0);\n"
	  "	float t = 0.0;\n"
	  "	for (int i = 0; i < int(u.w); i++) t += a[i];\n"
	  "	for (int i = 0; i < int(u.z); i++) b[i] = 0.25;\n"
	  "	o = vec4(t, b[1] + b[2], b[0], 1.0);",
	  nowhere, summed, NULL },
};

/*
 * Uniform arrays indexed by a variable: a vec4 array and a mat2 array's
 * column 1, element column / 2
 */
static void test_dynamic_uniforms(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\n"
		"void main() {\n	gl_Position = pos;\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform vec4 pal[4];\nuniform mat2 m[4];\nout vec4 o;\n"
		"void main() {\n	int i = int(gl_FragCoord.x * 0.5);\n"
		"	o = pal[i] + vec4(m[i][1], 0.0, 0.0);\n}\n";
	float pal[4][4], m[4][4];
	struct on_model mo;
	bool ok = on_model_open(&mo, gpu, full_quad, sizeof(full_quad));
	char err[256] = "", why[96] = "";
	struct mrc_program *p = ok ? mrc_program_new(mo.ctx, vs, fs, err,
						     sizeof(err)) : NULL;
	unsigned int x, y, i, bad;
	uint8_t *map = NULL;
	uint32_t pitch;
	int ret = p ? 0 : -1;

	for (i = 0; i < 4; i++) {
		pal[i][0] = i * 0.125f;
		pal[i][1] = 0.75f - i * 0.125f;
		pal[i][2] = i * 0.0625f;
		pal[i][3] = 1;
		m[i][0] = m[i][1] = 0.5f;	/* column 0: not read */
		m[i][2] = 0.0625f;
		m[i][3] = i * 0.125f;
	}
	ret = ret ? ret : mrc_program_set_uniform(p, "pal", &pal[0][0], 16);
	ret = ret ? ret : mrc_program_set_uniform(p, "m", &m[0][0], 16);
	if (!ret)
		map = draw_full_quad(&mo, p, &pitch, &ret);
	for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			uint8_t want[4];

			i = x / 2;
			rgba8(pal[i][0] + m[i][2], pal[i][1] + m[i][3],
			      pal[i][2], 1, want);
			if (!memcmp(map + y * pitch + x * 4, want, 4))
				continue;
			if (!bad++)
				snprintf(why, sizeof(why), ", (%u, %u) is %u %u %u %u, not %u %u %u %u",
					 x, y, map[y * pitch + x * 4],
					 map[y * pitch + x * 4 + 1],
					 map[y * pitch + x * 4 + 2],
					 map[y * pitch + x * 4 + 3], want[0],
					 want[1], want[2], want[3]);
		}
	tap_ok(!ret && !bad, "a%u: a vec4 and a mat2 uniform array indexed by a variable: every pixel right (%u wrong%s) %s",
	       gpu, bad, why, err);
	mrc_program_free(p);
	no_hazards(gpu, "uniform arrays indexed by a variable");
	on_model_close(&mo);
}

/*
 * Uniform blocks: one std140 block both stages read (a vec4, a float, a
 * mat2's column, a vec3 array indexed by a variable), and a named one
 */
static void test_uniform_blocks(unsigned int gpu)
{
	static const char block[] =
		"layout(std140) uniform Params {\n	vec4 tint;\n	float scale;\n"
		"	mat2 m;\n	vec3 arr[2];\n};\n";
	static const float params[24] = {
		0.25f, 0.5f, 0.125f, 1,		/* tint */
		0.5f, 0, 0, 0,			/* scale */
		0.5f, 0, 0, 0,			/* m[0]: the VS adds m[0][0] - 0.5 */
		0.25f, 0.125f, 0, 0,		/* m[1] */
		0, 0, 0.0625f, 0,		/* arr[0] */
		0, 0, 0.25f, 0,			/* arr[1] */
	};
	static const float off[2] = { 0, 0.25f };
	char vs[512], fs[512], err[256] = "";
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	struct mrc_program *p;
	unsigned int x, y, bad;
	uint8_t *map = NULL;
	uint32_t pitch;
	int ret;

	snprintf(vs, sizeof(vs), "#version 300 es\n%sin vec4 pos;\n"
		 "void main() {\n"
		 "	gl_Position = pos + vec4(0.0, 0.0, 0.0, m[0][0] - 0.5);\n}\n",
		 block);
	snprintf(fs, sizeof(fs), "#version 300 es\nprecision highp float;\n%s"
		 "uniform Other { vec2 off; } other;\nout vec4 o;\n"
		 "void main() {\n"
		 "	int i = int(gl_FragCoord.x * 0.125 + 0.5);\n"
		 "	o = tint * scale + vec4(m[1], arr[i].z, other.off.y);\n}\n",
		 block);
	p = ok ? mrc_program_new(m.ctx, vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mrc_program_set_uniform_block(p, "Params", params,
						 sizeof(params)) : -1;
	ret = ret ? ret : mrc_program_set_uniform_block(p, "Other", off,
							sizeof(off));
	if (!ret)
		map = draw_full_quad(&m, p, &pitch, &ret);
	for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			uint8_t want[4];

			rgba8(0.375f, 0.375f, x < 4 ? 0.125f : 0.3125f, 0.75f,
			      want);
			bad += !!memcmp(map + y * pitch + x * 4, want, 4);
		}
	tap_ok(!ret && !bad, "a%u: a std140 block both stages read and a named one: every pixel right (%u wrong) %s",
	       gpu, bad, err);
	tap_ok(p && mrc_program_set_uniform_block(p, "Other", params,
						   sizeof(params)) == -EINVAL &&
	       mrc_program_set_uniform_block(p, "None", off, 8) == -ENOENT,
	       "a%u: a block's bytes past its size: EINVAL; no such block: ENOENT",
	       gpu);
	mrc_program_free(p);
	no_hazards(gpu, "uniform blocks");
	on_model_close(&m);
}

/*
 * An array of uniform blocks, each element a block of its own named
 * Light[0] and Light[1] (GL's names), with a row-major mat3x2 (its two
 * rows a vec4 each), and a block after them: every pixel the column
 * lights[1].m * (0, 0, 1) picks, plus the other members, within 1
 */
static void test_block_arrays(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nvoid main() { gl_Position = pos; }\n";
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"layout(std140) uniform Light {\n	vec4 color;\n"
		"	layout(row_major) mat3x2 m;\n} lights[2];\n"
		"uniform Tail { float k; } tail;\nout vec4 o;\n"
		"void main() {\n"
		"	o = vec4(lights[1].m * vec3(0.0, 0.0, 1.0),\n"
		"		 lights[0].color.z + tail.k, lights[1].color.w);\n}\n";
	static const float light[2][12] = {
		{ 0, 0, 0.25f, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
		{ 0, 0, 0, 0.5f,
		  0.0625f, 0.125f, 0.25f, 0,	/* row 0: m[0][0] m[1][0] m[2][0] */
		  0.375f, 0.5f, 0.625f, 0 },	/* row 1 */
	};
	static const float k = 0.125f;
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	struct mrc_program *p;
	unsigned int i, c, bad = 64, names = 0;
	uint8_t *map = NULL, want[4];
	char err[256] = "";
	uint32_t pitch;
	int ret;

	p = ok ? mrc_program_new(m.ctx, vs, fs, err, sizeof(err)) : NULL;
	ret = p ? mrc_program_set_uniform_block(p, "Light[0]", light[0],
						 sizeof(light[0])) : -1;
	ret = ret ? ret : mrc_program_set_uniform_block(p, "Light[1]", light[1],
							sizeof(light[1]));
	ret = ret ? ret : mrc_program_set_uniform_block(p, "Tail", &k,
							sizeof(k));
	if (!ret)
		map = draw_full_quad(&m, p, &pitch, &ret);
	rgba8(0.25f, 0.625f, 0.375f, 0.5f, want);
	for (i = 0, bad = map ? 0 : 64; map && i < 64; i++) {
		bool wrong = false;

		for (c = 0; c < 4; c++)
			wrong |= abs(map[i / 8 * pitch + i % 8 * 4 + c] -
				     want[c]) > 1;
		bad += wrong;
	}
	names += p && mrc_program_set_uniform_block(p, "Light", light[0],
						    16) == -ENOENT;
	names += p && mrc_program_set_uniform_block(p, "Light[2]", light[0],
						    16) == -ENOENT;
	tap_ok(!ret && !bad && names == 2,
	       "a%u: an array of two std140 blocks (a row-major mat3x2 in each) and a block after it, set by GL's names: every pixel right (%u wrong); Light and Light[2] ENOENT (%u of 2) %s",
	       gpu, bad, names, err);
	mrc_program_free(p);
	on_model_close(&m);
}

/* Integer products at run time: the column cubed, a power, wrapping */
static void products(float x, float y, uint8_t px[4])
{
	unsigned int c = column(x);

	(void)y;
	rgba8(c * c * c / 512.0f, 9 / 16.0f, 1, 0.5f, px);
}

static const struct pixel_case int_products[] = {
	{ "integer products at run time",
	  "int c = int(v.x * 8.0);\n"
	  "	int k = 1;\n"
	  "	for (int i = 0; i < int(u.z); i++) k = k * 3;\n"
	  "	int big = int(u.w) * 16384 + 1;\n"
	  "	int n = -int(u.w) * 7;\n"
	  "	o = vec4(float(c * c * c) / 512.0, float(k) / 16.0,\n"
	  "		 float(big * big - 131072), float(n + 30) * 0.25);",
	  nowhere, products, NULL },
};

static void test_switch(unsigned int gpu)
{
	test_pixels(gpu, "switch", switches,
		    sizeof(switches) / sizeof(switches[0]));
}

/* Varyings of several locations: (x, y / 2, 1/4, 1), or y / 2 read by x */
static void arrays_and_matrix(float x, float y, uint8_t px[4])
{
	rgba8(x, y * 0.5f, 0.25f, 1, px);
}

static void element_by_column(float x, float y, uint8_t px[4])
{
	rgba8(x < 0.5f ? x : 0, x < 0.5f ? 0 : y * 0.5f, 0, 1, px);
}

/* t[c][r] = (4c + r) / 16 at column c = 4x, row r = 4y */
static void element_by_two(float x, float y, uint8_t px[4])
{
	rgba8((float)((int)(x * 4) * 4 + (int)(y * 4)) / 16.0f, 0, 0, 1, px);
}

/* A struct's member array by column (4) and row (2), a constant between */
static void member_by_two(float x, float y, uint8_t px[4])
{
	rgba8((float)((int)(x * 4) * 2 + (int)(y * 2)) / 8.0f, 0.5f, 0, 1, px);
}

static const char array_vs[] =
	"#version 300 es\nin vec4 pos;\nout vec2 v;\nout vec4 a[2];\n"
	"out mat3 m;\nvoid main() {\n	gl_Position = pos;\n"
	"	v = pos.xy * 0.5 + 0.5;\n"
	"	a[0] = vec4(v.x, 0.0, 0.0, 1.0);\n"
	"	a[1] = vec4(0.0, v.y * 0.5, 0.0, 0.0);\n"
	"	m = mat3(0.0);\n	m[2] = vec3(0.0, 0.0, 0.25);\n}\n";

/*
 * An array varying and a matrix one, a location an element or column:
 * read whole, and an element by the pixel's column
 */
static const struct pixel_case varyings[] = {
	{ "an array of two vec4s and a mat3",
	  "o = a[0] + a[1] + vec4(m[2], 0.0);", nowhere, arrays_and_matrix,
	  array_vs },
	{ "an array varying's element by the pixel's column",
	  "o = vec4(a[int(v.x * 2.0)].xy, 0.0, 1.0);", nowhere,
	  element_by_column, array_vs },
	{ "a mat4's element by the pixel's column and row, both at once",
	  "mat4 t;\n	for (int c = 0; c < 4; c++)\n"
	  "		for (int r = 0; r < 4; r++)\n"
	  "			t[c][r] = float(c * 4 + r) / 16.0;\n"
	  "	o = vec4(t[int(v.x * 4.0)][int(v.y * 4.0)], 0.0, 0.0, 1.0);",
	  nowhere, element_by_two, array_vs },
	{ "a struct array's member array by the pixel's column and row, a constant index between",
	  "struct S { float k; vec2 w[2]; };\n	S t[4];\n"
	  "	for (int c = 0; c < 4; c++) {\n		t[c].k = 0.5;\n"
	  "		for (int r = 0; r < 2; r++)\n"
	  "			t[c].w[r] = vec2(float(c * 2 + r) / 8.0, 0.0);\n	}\n"
	  "	int i = int(v.x * 4.0), j = int(v.y * 2.0);\n"
	  "	o = vec4(t[i].w[j].x, t[i].k, 0.0, 1.0);",
	  nowhere, member_by_two, array_vs },
};

static void test_builtins(unsigned int gpu)
{
	test_pixels(gpu, "built-in", builtins,
		    sizeof(builtins) / sizeof(builtins[0]));
	pixel_decls = "in vec4 a[2];\nin mat3 m;\n";
	test_pixels(gpu, "varyings", varyings,
		    sizeof(varyings) / sizeof(varyings[0]));
	pixel_decls = "";
}

/*
 * Half precision (mrc_half_precision, mediump): 2048 + 1 is 2048 in
 * half (11 significant bits, ties to even), so (big + 1) - big is 0
 * where full precision makes it 1; the other results are exact in half
 */
static void rounded_in_half(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8(0, x * 0.5f + 0.25f, 0, 1, px);
}

static void exact_in_full(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8(1, x * 0.5f + 0.25f, 0, 1, px);
}

static void half_sfu(float x, float y, uint8_t px[4])
{
	rgba8(x, 0.5f, y, 1, px);
}

static void half_loop(float x, float y, uint8_t px[4])
{
	(void)y;
	rgba8(x * 0.5f, 0.25f, 0, 1, px);
}

#define BIG_PLUS_ONE \
	"float big = u.w * 512.0;\n" \
	"	o = vec4((big + 1.0) - big, v.x * 0.5 + 0.25, 0.0, 1.0);"

static const struct pixel_case halves[] = {
	{ "2048 + 1 - 2048 is 0 in half", BIG_PLUS_ONE, nowhere,
	  rounded_in_half, NULL },
	{ "SFU ops in half", "o = vec4(sqrt(v.x * v.x), inversesqrt(u.w), v.y, 1.0);",
	  nowhere, half_sfu, NULL },
	{ "a loop's sum in half",
	  "float s = 0.0;\n"
	  "	for (int i = 0; i < int(u.z); i++) s += v.x * u.x;\n"
	  "	o = vec4(s, u.x, 0.0, 1.0);",
	  nowhere, half_loop, NULL },
	/* The face is a half register already: read as it is */
	{ "gl_FrontFacing beside half arithmetic",
	  "o = vec4(gl_FrontFacing ? 1.0 : 0.0, v.x * 0.5 + 0.25, 0.0, 1.0);",
	  nowhere, exact_in_full, NULL },
};

static const struct pixel_case full[] = {
	{ "2048 + 1 - 2048 is 1 by default", BIG_PLUS_ONE, nowhere,
	  exact_in_full, NULL },
};

static void test_half(unsigned int gpu)
{
	pixel_precision = "mediump";
	test_pixels(gpu, "mediump, full precision (the default)", full, 1);
	mrc_half_precision = true;
	test_pixels(gpu, "mediump in half precision", halves,
		    sizeof(halves) / sizeof(halves[0]));
	mrc_half_precision = false;
	pixel_precision = "highp";
	mrc_half_precision = true;
	test_pixels(gpu, "highp with half precision on: full", full, 1);
	mrc_half_precision = false;
}

/* ---- Several render targets (MRT) ----------------------------------------- */

/* Each output's value, as GLSL: location i of mrt_fs, or a shader alone */
static const char *const mrt_values[3] = {
	"vec4(v_uv, 0.25, 1.0)",
	"vec4(1.0 - v_uv.x, 0.5, v_uv.y, 1.0)",
	"vec4(v_uv.yx, 0.75, 0.5)",
};
/* Their targets: bins of different sizes lie one after another in GMEM */
static const enum mr_format mrt_formats[3] = {
	MR_FORMAT_RGBA8, MR_FORMAT_RGB565, MR_FORMAT_RGBA8,
};
#define MRT_W	640
#define MRT_H	320

/* Two triangles, position (x, y, z, w) then uv, drawn a batch each */
static const float mrt_tris[6][6] = {
	{ -0.9f, -0.8f, 0, 1, 0, 0 }, { 0.7f, -0.9f, 0, 1, 1, 0 },
	{ -0.5f, 0.9f, 0, 1, 0, 1 },
	{ -0.2f, 0.1f, 0, 1, 1, 1 }, { 0.95f, -0.3f, 0, 1, 0, 1 },
	{ 0.6f, 0.95f, 0, 1, 1, 0 },
};

/*
 * Into targets n..: a clear, the first triangle, a flush, then the
 * second triangle over what the first batch left (restored in bins)
 */
static int mrt_draw(struct mr_context *ctx, struct mrc_program *p,
		    struct mr_buffer *b, unsigned int n,
		    struct mr_surface *const *targets, enum mr_mode mode)
{
	static const float clear[4] = { 0.1f, 0.2f, 0.3f, 0.4f };
	const struct mr_vertex_attrib a[2] = {
		{ b, 0, 24, MR_VF_FLOAT4, 0 }, { b, 16, 24, MR_VF_FLOAT2, 0 },
	};
	int r;

	mr_context_set_mode(ctx, mode);
	r = mr_set_framebuffers(ctx, n, targets, NULL);
	r = r ? r : mrc_program_use(p);
	r = r ? r : mr_set_vertex_attribs(ctx, 2, a);
	r = r ? r : mr_clear(ctx, MR_CLEAR_COLOR, clear, 0);
	r = r ? r : mr_draw(ctx, MR_PRIM_TRIANGLES, 0, 3);
	r = r ? r : mr_finish(ctx);
	r = r ? r : mr_draw(ctx, MR_PRIM_TRIANGLES, 3, 3);
	return r ? r : mr_finish(ctx);
}

/* Bytes in which surfaces a and b differ (-1: unreadable) */
static long mrt_diff(struct mr_surface *a, struct mr_surface *b,
		     uint32_t row_bytes)
{
	uint32_t pa, pb, y, x;
	const uint8_t *ma = mr_surface_map(a, &pa), *mb;
	long n = 0;

	mb = mr_surface_map(b, &pb);
	if (!ma || !mb)
		return -1;
	for (y = 0; y < MRT_H; y++)
		for (x = 0; x < row_bytes; x++)
			n += ma[y * pa + x] != mb[y * pb + x];
	return n;
}

static void test_mrt(unsigned int gpu)
{
	static const enum mr_mode modes[3] = {
		MR_MODE_GMEM, MR_MODE_NOBIN, MR_MODE_SYSMEM,
	};
	static const char *const mode_names[3] = { "gmem", "nobin", "sysmem" };
	struct mr_surface *t[3] = { NULL }, *ref[3] = { NULL }, *other = NULL;
	struct mrc_program *p = NULL, *alone[3] = { NULL };
	char src[1024], err[256] = "";
	struct mr_flush_info info = { 0 };
	unsigned int i, k;
	struct on_model m;
	bool ok = on_model_open(&m, gpu, mrt_tris, sizeof(mrt_tris));

	snprintf(src, sizeof(src),
		 "#version 300 es\nprecision mediump float;\nin vec2 v_uv;\n"
		 "layout(location = 0) out vec4 a;\n"
		 "layout(location = 1) out vec4 b;\n"
		 "layout(location = 2) out vec4 c;\n"
		 "void main() {\n	a = %s;\n	b = %s;\n	c = %s;\n}\n",
		 mrt_values[0], mrt_values[1], mrt_values[2]);
	p = ok ? mrc_program_new(m.ctx, uv_vs, src, err, sizeof(err)) : NULL;
	for (i = 0; i < 3 && p; i++) {
		snprintf(src, sizeof(src),
			 "#version 300 es\nprecision mediump float;\n"
			 "in vec2 v_uv;\nout vec4 o;\n"
			 "void main() {\n	o = %s;\n}\n", mrt_values[i]);
		alone[i] = mrc_program_new(m.ctx, uv_vs, src, err,
					   sizeof(err));
		t[i] = mr_surface_new(m.ctx, mrt_formats[i], MRT_W, MRT_H);
		ref[i] = mr_surface_new(m.ctx, mrt_formats[i], MRT_W, MRT_H);
		ok = ok && alone[i] && t[i] && ref[i];
	}
	ok = ok && p;
	tap_ok(ok, "a%u: a shader with three colour outputs, and each alone %s",
	       gpu, err);

	for (k = 0; ok && k < 3; k++) {
		long bad = 0, d;
		int r = mrt_draw(m.ctx, p, m.b, 3, t, modes[k]);

		mr_last_flush(m.ctx, &info);
		for (i = 0; !r && i < 3; i++) {
			r = mrt_draw(m.ctx, alone[i], m.b, 1, &ref[i],
				     modes[k]);
			d = r ? -1 : mrt_diff(t[i], ref[i], MRT_W *
					      (mrt_formats[i] ==
					       MR_FORMAT_RGB565 ? 2 : 4));
			bad = d < 0 || bad < 0 ? -1 : bad + d;
		}
		tap_ok(!r && !bad,
		       "a%u, %s (%ux%u bins%s): three targets (RGBA8, RGB565, RGBA8) cleared, drawn and drawn again, each as its output alone draws it (%ld bytes differ)",
		       gpu, mode_names[k], info.nr_bins_x, info.nr_bins_y,
		       info.binning ? ", binned" : "", bad);
	}

	/*
	 * The same three outputs as an array, and as ES 1.00's gl_FragData
	 * with EXT_draw_buffers, against the last mode's single draws
	 */
	for (k = 0; ok && k < 2; k++) {
		struct mrc_program *q;
		long bad = 0, d;
		int r = -1;

		snprintf(src, sizeof(src), k ?
			 "#version 100\n"
			 "#extension GL_EXT_draw_buffers : require\n"
			 "precision mediump float;\nvarying vec2 v_uv;\n"
			 "void main() {\n	gl_FragData[0] = %s;\n"
			 "	gl_FragData[1] = %s;\n	gl_FragData[2] = %s;\n}\n" :
			 "#version 300 es\nprecision mediump float;\n"
			 "in vec2 v_uv;\nlayout(location = 0) out vec4 o[3];\n"
			 "void main() {\n	o[0] = %s;\n	o[1] = %s;\n"
			 "	o[2] = %s;\n}\n",
			 mrt_values[0], mrt_values[1], mrt_values[2]);
		q = mrc_program_new(m.ctx, uv_vs, src, err, sizeof(err));
		if (q)
			r = mrt_draw(m.ctx, q, m.b, 3, t, MR_MODE_SYSMEM);
		for (i = 0; !r && i < 3; i++) {
			d = mrt_diff(t[i], ref[i], MRT_W *
				     (mrt_formats[i] == MR_FORMAT_RGB565 ?
				      2 : 4));
			bad = d < 0 || bad < 0 ? -1 : bad + d;
		}
		tap_ok(!r && !bad,
		       "a%u: the three outputs as %s: each target as its output alone draws it (%ld bytes differ) %s",
		       gpu, k ? "ES 1.00's gl_FragData[0..2] (EXT_draw_buffers)" :
		       "an array, out vec4 o[3]", bad, err);
		mrc_program_free(q);
	}

	/* Refused: too many targets, targets of two sizes, location 4 */
	other = ok ? mr_surface_new(m.ctx, MR_FORMAT_RGBA8, 8, 8) : NULL;
	{
		struct mr_surface *five[5] = { t[0], t[1], t[2], t[0], t[1] };
		struct mr_surface *two[2] = { t[0], other };

		tap_ok(other && mr_set_framebuffers(m.ctx, 5, five, NULL) ==
				-EINVAL &&
		       mr_set_framebuffers(m.ctx, 2, two, NULL) == -EINVAL,
		       "a%u: five targets, or two of different sizes: EINVAL",
		       gpu);
	}
	mr_surface_free(other);
	for (i = 0; i < 3; i++) {
		mrc_program_free(alone[i]);
		mr_surface_free(t[i]);
		mr_surface_free(ref[i]);
	}
	mrc_program_free(p);
	on_model_close(&m);
}

/* Columns left of split one colour, the others another: wrong pixels */
static unsigned int halves_wrong(const uint8_t *map, uint32_t pitch,
				 const uint8_t left[4], const uint8_t right[4],
				 char *why, size_t len)
{
	unsigned int x, y, bad = 0;

	for (y = 0; y < 8; y++)
		for (x = 0; x < 8; x++) {
			const uint8_t *px = map + y * pitch + x * 4;
			const uint8_t *want = x < 4 ? left : right;

			if (!memcmp(px, want, 4))
				continue;
			if (!bad++)
				snprintf(why, len, ", (%u, %u) is %u %u %u %u",
					 x, y, px[0], px[1], px[2], px[3]);
		}
	return bad;
}

/*
 * gl_FragDepth against a depth buffer cleared to 0.5, the quad at 0.5:
 * the shader's depth v.x passes LESS on the left half alone; then
 * 1 - v.x passes on the right half alone, over what the first wrote
 */
static void test_frag_depth(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nout float x;\n"
		"void main() {\n	gl_Position = pos;\n"
		"	x = pos.x * 0.5 + 0.5;\n}\n";
	static const char *const fs[2] = {
		"#version 300 es\nprecision highp float;\nin float x;\n"
		"out vec4 o;\nvoid main() {\n	gl_FragDepth = x;\n"
		"	o = vec4(1.0, 0.0, 0.0, 1.0);\n}\n",
		"#version 300 es\nprecision highp float;\nin float x;\n"
		"out vec4 o;\nvoid main() {\n	gl_FragDepth = 1.0 - x;\n"
		"	o = vec4(0.0, 1.0, 0.0, 1.0);\n}\n",
	};
	static const uint8_t blue[4] = { 0, 0, 255, 255 };
	static const uint8_t red_px[4] = { 255, 0, 0, 255 };
	static const uint8_t green_px[4] = { 0, 255, 0, 255 };
	const struct mr_depth less = { true, true, MR_FUNC_LESS };
	const float clear[4] = { 0, 0, 1, 1 };
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	const struct mr_vertex_attrib a = { m.b, 0, 16, MR_VF_FLOAT4, 0 };
	struct mr_surface *zs = ok ? mr_surface_new(m.ctx, MR_FORMAT_Z24S8,
						    8, 8) : NULL;
	unsigned int i, bad = 64;
	char err[256] = "", why[64] = "";
	int ret = zs ? 0 : -1;

	for (i = 0; !ret && i < 2; i++) {
		struct mrc_program *p = mrc_program_new(m.ctx, vs, fs[i], err,
							sizeof(err));
		uint32_t pitch;
		uint8_t *map;

		ret = p ? mr_set_framebuffer(m.ctx, m.t, zs) : -1;
		ret = ret ? ret : mrc_program_use(p);
		ret = ret ? ret : mr_set_vertex_attribs(m.ctx, 1, &a);
		if (!ret && !i)
			ret = mr_clear(m.ctx, MR_CLEAR_COLOR | MR_CLEAR_DEPTH,
				       clear, 0.5f);
		mr_set_depth(m.ctx, &less);
		ret = ret ? ret : mr_draw(m.ctx, MR_PRIM_TRIANGLE_STRIP, 0, 4);
		ret = ret ? ret : mr_finish(m.ctx);
		map = ret ? NULL : mr_surface_map(m.t, &pitch);
		if (map)
			bad = halves_wrong(map, pitch, red_px,
					   i ? green_px : blue, why,
					   sizeof(why));
		tap_ok(!ret && !bad, "a%u: gl_FragDepth %s: every pixel right (%u wrong%s) %s",
		       gpu, i ? "1 - x over x" : "x against 0.5", bad, why,
		       err);
		mrc_program_free(p);
	}
	mr_surface_free(zs);
	no_hazards(gpu, "gl_FragDepth");
	on_model_close(&m);
}

/*
 * Integer and boolean uniforms, set by mrc_program_set_uniform_int(): a
 * loop's count, a condition, an ivec2's difference, a uint; twice
 */
static void test_int_uniforms(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\n"
		"void main() {\n	gl_Position = pos;\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"uniform int n;\nuniform bool b;\nuniform ivec2 k;\n"
		"uniform uint m;\nout vec4 o;\nvoid main() {\n"
		"	float a = 0.0;\n"
		"	for (int i = 0; i < n; i++) a += 0.125;\n"
		"	o = vec4(a, b ? 1.0 : 0.0, float(k.x - k.y) / 8.0,\n"
		"		 float(m) / 255.0);\n}\n";
	static const struct {
		int32_t n, b, k[2], m;
		float want[4];
	} runs[2] = {
		{ 3, 1, { 5, 2 }, 200, { 0.375f, 1, 0.375f, 200 / 255.0f } },
		{ 0, 0, { -3, 1 }, 7, { 0, 0, 0, 7 / 255.0f } },
	};
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	char err[256] = "";
	struct mrc_program *p = ok ? mrc_program_new(m.ctx, vs, fs, err,
						     sizeof(err)) : NULL;
	unsigned int i;

	for (i = 0; i < 2; i++) {
		unsigned int x, y, bad = p ? 0 : 64;
		uint8_t want[4], *map = NULL;
		uint32_t pitch;
		int ret = p ? 0 : -1;

		rgba8(runs[i].want[0], runs[i].want[1], runs[i].want[2],
		      runs[i].want[3], want);
		ret = ret ? ret : mrc_program_set_uniform_int(p, "n", &runs[i].n, 1);
		ret = ret ? ret : mrc_program_set_uniform_int(p, "b", &runs[i].b, 1);
		ret = ret ? ret : mrc_program_set_uniform_int(p, "k", runs[i].k, 2);
		ret = ret ? ret : mrc_program_set_uniform_int(p, "m", &runs[i].m, 1);
		if (!ret)
			map = draw_full_quad(&m, p, &pitch, &ret);
		for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
			for (x = 0; x < 8; x++)
				bad += !!memcmp(map + y * pitch + x * 4, want, 4);
		tap_ok(!ret && !bad, "a%u: int, bool, ivec2 and uint uniforms, run %u: every pixel %u %u %u %u (%u wrong) %s",
		       gpu, i, want[0], want[1], want[2], want[3], bad, err);
	}
	tap_ok(p && mrc_program_set_uniform_int(p, "nothing", runs[0].k, 1) ==
		    -ENOENT,
	       "a%u: an integer uniform neither stage has: ENOENT", gpu);
	mrc_program_free(p);
	no_hazards(gpu, "integer uniforms");
	on_model_close(&m);
}

/*
 * Uniforms of struct type: members named as GL names them, set one by
 * one; a struct in a struct, an array of structs read by the pixel's
 * column (a variable index), an array member and a matrix member
 */
static void test_struct_uniforms(unsigned int gpu)
{
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\n"
		"void main() {\n	gl_Position = pos;\n}\n";
	static const char fs[] =
		"#version 300 es\nprecision highp float;\n"
		"struct Light { vec3 c; float k[2]; };\n"
		"struct Scene { Light l[2]; mat2 m; int n; };\n"
		"uniform Scene s;\nuniform float z;\nout vec4 o;\n"
		"void main() {\n"
		"	Light l = s.l[int(gl_FragCoord.x) / 4];\n"
		"	o = vec4(l.c.xy * l.k[1], s.m[1].y + float(s.n) / 8.0, z);\n}\n";
	static const float c0[3] = { 0.25f, 0.5f, 0 }, c1[3] = { 1, 0.125f, 0 };
	static const float k0[2] = { 9, 1 }, k1[2] = { 9, 0.5f };
	static const float mat[4] = { 0, 0, 0, 0.25f }, z = 0.75f;
	static const int32_t n = 2;
	struct on_model m;
	bool ok = on_model_open(&m, gpu, full_quad, sizeof(full_quad));
	char err[256] = "";
	struct mrc_program *p = ok ? mrc_program_new(m.ctx, vs, fs, err,
						     sizeof(err)) : NULL;
	unsigned int x, y, bad = 64;
	uint8_t want[2][4], *map = NULL;
	uint32_t pitch;
	int ret = p ? 0 : -1;

	ret = ret ? ret : mrc_program_set_uniform(p, "s.l[0].c", c0, 3);
	ret = ret ? ret : mrc_program_set_uniform(p, "s.l[1].c", c1, 3);
	ret = ret ? ret : mrc_program_set_uniform(p, "s.l[0].k", k0, 2);
	ret = ret ? ret : mrc_program_set_uniform(p, "s.l[1].k", k1, 2);
	ret = ret ? ret : mrc_program_set_uniform(p, "s.m", mat, 4);
	ret = ret ? ret : mrc_program_set_uniform_int(p, "s.n", &n, 1);
	ret = ret ? ret : mrc_program_set_uniform(p, "z", &z, 1);
	if (!ret)
		map = draw_full_quad(&m, p, &pitch, &ret);
	/* Left half: light 0, right: light 1 */
	rgba8(0.25f, 0.5f, 0.5f, 0.75f, want[0]);
	rgba8(0.5f, 0.0625f, 0.5f, 0.75f, want[1]);
	for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
		for (x = 0; x < 8; x++)
			bad += !!memcmp(map + y * pitch + x * 4, want[x / 4], 4);
	tap_ok(!ret && !bad, "a%u: uniforms of structs in structs, an array of them by a variable index: every pixel right (%u wrong) %s",
	       gpu, bad, err);
	tap_ok(p && mrc_program_set_uniform(p, "s.l", c0, 3) == -ENOENT &&
	       mrc_program_set_uniform(p, "s", c0, 3) == -ENOENT,
	       "a%u: a struct or an array of structs is not one uniform: ENOENT",
	       gpu);
	mrc_program_free(p);
	no_hazards(gpu, "struct uniforms");
	on_model_close(&m);
}

/* Points from m's buffer (x, y, size, 1 each) drawn with vs and fs */
static uint8_t *draw_points(struct on_model *m, const char *vs,
			    const char *fs, unsigned int n, uint32_t *pitch,
			    char *err, size_t len)
{
	const struct mr_vertex_attrib a = { m->b, 0, 16, MR_VF_FLOAT4, 0 };
	const float clear[4] = { 0, 0, 1, 1 };
	struct mrc_program *p = mrc_program_new(m->ctx, vs, fs, err, len);
	int ret = p ? 0 : -1;

	mr_set_framebuffer(m->ctx, m->t, NULL);
	ret = ret ? ret : mrc_program_use(p);
	ret = ret ? ret : mr_set_vertex_attribs(m->ctx, 1, &a);
	ret = ret ? ret : mr_clear(m->ctx, MR_CLEAR_COLOR, clear, 0);
	ret = ret ? ret : mr_draw(m->ctx, MR_PRIM_POINTS, 0, n);
	ret = ret ? ret : mr_finish(m->ctx);
	mrc_program_free(p);
	return ret ? NULL : mr_surface_map(m->t, pitch);
}

static const char point_vs[] =
	"#version 300 es\nin vec4 pos;\n"
	"void main() {\n	gl_Position = vec4(pos.xy, 0.0, 1.0);\n"
	"	gl_PointSize = pos.z;\n}\n";

/*
 * gl_PointSize: a point of 4 at pixel (2, 2) covers the 4x4 pixels from
 * the corner, one of 2 at (6, 6) the 2x2 from (5, 5)
 */
static void test_point_size(unsigned int gpu)
{
	static const float points[2][4] = {
		{ -0.5f, 0.5f, 4, 1 }, { 0.5f, -0.5f, 2, 1 },
	};
	static const char fs[] =
		"#version 300 es\nprecision highp float;\nout vec4 o;\n"
		"void main() {\n	o = vec4(1.0, 0.0, 0.0, 1.0);\n}\n";
	struct on_model m;
	bool ok = on_model_open(&m, gpu, points, sizeof(points));
	char err[256] = "", why[64] = "";
	unsigned int x, y, bad;
	uint32_t pitch;
	uint8_t *map = ok ? draw_points(&m, point_vs, fs, 2, &pitch, err,
					sizeof(err)) : NULL;

	for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
		for (x = 0; x < 8; x++) {
			bool in = (x < 4 && y < 4) ||
				  (x >= 5 && x < 7 && y >= 5 && y < 7);
			const uint8_t *px = map + y * pitch + x * 4;

			if (px[0] == (in ? 255 : 0) && px[2] == (in ? 0 : 255))
				continue;
			if (!bad++)
				snprintf(why, sizeof(why), ", (%u, %u) is %u %u %u",
					 x, y, px[0], px[1], px[2]);
		}
	tap_ok(!bad, "a%u: gl_PointSize 4 and 2: every pixel right (%u wrong%s) %s",
	       gpu, bad, why, err);
	no_hazards(gpu, "gl_PointSize");
	on_model_close(&m);
}

/*
 * gl_PointCoord across a point of 8 over the whole target: s from its
 * left edge, t from its top (GL's upper-left origin), in either row
 * order; read as a varying past the vertex shader's
 */
static void test_point_coord(unsigned int gpu)
{
	static const float point[4] = { 0, 0, 8, 1 };
	static const char fs[] =
		"#version 300 es\nprecision highp float;\nin vec2 v;\n"
		"out vec4 o;\nvoid main() {\n"
		"	o = vec4(gl_PointCoord, v.x, 1.0);\n}\n";
	static const char vs[] =
		"#version 300 es\nin vec4 pos;\nout vec2 v;\n"
		"void main() {\n	gl_Position = vec4(pos.xy, 0.0, 1.0);\n"
		"	gl_PointSize = pos.z;\n	v = vec2(0.0);\n}\n";
	struct on_model m;
	bool ok = on_model_open(&m, gpu, point, sizeof(point));
	unsigned int lower_left;

	for (lower_left = 0; ok && lower_left < 2; lower_left++) {
		char err[256] = "", why[64] = "";
		unsigned int x, y, bad;
		uint32_t pitch;
		uint8_t *map;

		mr_set_lower_left_origin(m.ctx, lower_left);
		map = draw_points(&m, vs, fs, 1, &pitch, err, sizeof(err));
		for (y = 0, bad = map ? 0 : 64; map && y < 8; y++)
			for (x = 0; x < 8; x++) {
				const uint8_t *px = map + y * pitch + x * 4;
				float t = (y + 0.5f) / 8;
				uint8_t want[4];

				rgba8((x + 0.5f) / 8, lower_left ? 1 - t : t, 0,
				      1, want);
				if (!memcmp(px, want, 4))
					continue;
				if (!bad++)
					snprintf(why, sizeof(why), ", (%u, %u) is %u %u %u, not %u %u %u",
						 x, y, px[0], px[1], px[2],
						 want[0], want[1], want[2]);
			}
		tap_ok(!bad, "a%u: gl_PointCoord, %s origin: every pixel right (%u wrong%s) %s",
		       gpu, lower_left ? "lower-left" : "upper-left", bad, why,
		       err);
	}
	if (ok)
		no_hazards(gpu, "gl_PointCoord");
	on_model_close(&m);
}

int main(void)
{
	printf("TAP version 13\n");
	test_interface(3);
	test_interface(4);
	test_known_varyings(3);
	test_known_varyings(4);
	test_output_around_sample(3);
	test_output_around_sample(4);
	test_samplers(3);
	test_samplers(4);
	test_shared_coords(3);
	test_shared_coords(4);
	test_loop_tail(3);
	test_loop_tail(4);
	test_errors();
	test_mangled(MRC_VERTEX, color_vs, "the colour VS");
	test_mangled(MRC_FRAGMENT, flow_fs,
		     "an FS with ifs, calls, a discard and a sample");
	test_mangled(MRC_FRAGMENT, loop_fs, "an FS with loops not unrolled");
	test_on_model(320);
	test_on_model(420);
	test_program(320);
	test_program(420);
	test_texture(320);
	test_texture(420);
	test_texture_lod(320);
	test_texture_lod(420);
	test_texture_size(320);
	test_texture_size(420);
	test_texture_int(320);
	test_texture_int(420);
	test_texture_grad(320);
	test_texture_grad(420);
	test_texture_grad_3d(320);
	test_texture_grad_3d(420);
	test_instances(320);
	test_instances(420);
	test_flat(320);
	test_flat(420);
	test_struct_varyings(320);
	test_struct_varyings(420);
	test_no_attributes(320);
	test_no_attributes(420);
	test_sampler_structs(320);
	test_sampler_structs(420);
	test_sampler_units(320);
	test_sampler_units(420);
	test_texture_cube(320);
	test_texture_cube(420);
	test_texture_array(320);
	test_texture_array(420);
	test_texel_fetch(320);
	test_texel_fetch(420);
	test_texture_3d(320);
	test_texture_3d(420);
	test_texture_offset(320);
	test_texture_offset(420);
	test_texture_offset_3d(320);
	test_texture_offset_3d(420);
	test_texture_shadow(320);
	test_texture_shadow(420);
	test_texture_shadow_array(320);
	test_texture_shadow_array(420);
	test_shadow_levels(320);
	test_shadow_levels(420);
	test_texture_vs(320);
	test_texture_vs(420);
	test_discard(320);
	test_discard(420);
	test_loops(320);
	test_loops(420);
	test_half(320);
	test_half(420);
	test_mrt(320);
	test_mrt(420);
	test_builtins(320);
	test_builtins(420);
	test_frag_depth(320);
	test_frag_depth(420);
	test_point_size(320);
	test_point_size(420);
	test_point_coord(320);
	test_point_coord(420);
	test_struct_uniforms(320);
	test_struct_uniforms(420);
	test_int_uniforms(320);
	test_int_uniforms(420);
	test_pixels(320, "integer", int_products, 1);
	test_pixels(420, "integer", int_products, 1);
	test_pixels(320, "variable index", dynamic_index, 2);
	test_pixels(420, "variable index", dynamic_index, 2);
	test_dynamic_uniforms(320);
	test_dynamic_uniforms(420);
	test_uniform_blocks(320);
	test_uniform_blocks(420);
	test_block_arrays(320);
	test_block_arrays(420);
	test_switch(320);
	test_switch(420);
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
