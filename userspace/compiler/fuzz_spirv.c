// SPDX-License-Identifier: MIT
/*
 * libFuzzer harness: mrc from SPIR-V on (the reader, the control-flow
 * walk, the passes and the encoder).  Valid modules are rare among
 * random words, so an input edits one of a few real ones, made by
 * glslang at start: byte 0 picks the module (bits 0-1 and 3), the
 * generation (bit 2), whether the header may be edited (bit 6) and
 * whether the module ends at the last edit (bit 7); then every 8 bytes
 * are an edit, a word's index (modulo the length) and its new value.
 * Build: make -C userspace/compiler fuzz_spirv (clang); run by
 * userspace/tests/fuzz-spirv.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mrc.h"

static const struct {
	enum mrc_stage stage;
	const char *source;
} bases[] = {
	{ MRC_VERTEX,
	  "#version 100\nuniform mat4 mvp;\nuniform mat3 nmat;\n"
	  "uniform vec3 light;\nattribute vec3 pos;\nattribute vec3 normal;\n"
	  "varying vec4 v_color;\nvoid main() {\n"
	  "	gl_Position = mvp * vec4(pos, 1.0);\n"
	  "	float d = max(dot(normalize(nmat * normal), light), 0.0);\n"
	  "	v_color = vec4(0.25 + 0.75 * d);\n}\n" },
	{ MRC_VERTEX,
	  "#version 300 es\nin vec2 pos;\nin vec4 color;\nin mat3 r;\n"
	  "out vec4 v;\nout vec2 w[3];\nout mat2 m;\n"
	  "struct O { vec3 a; mat2 b; float c; };\nout O so;\n"
	  "float f(float x) { return x > 0.5 ? sqrt(x) : exp2(-x); }\n"
	  "void main() {\n	gl_Position = vec4(r * vec3(pos, 1.0), 1.0);\n"
	  "	v = color * f(pos.x);\n	if (pos.y < 0.0) v.w = 1.0;\n"
	  "	w[int(pos.x)] = pos;\n	m = mat2(color);\n"
	  "	so = O(color.xyz, m, pos.y);\n}\n" },
	{ MRC_FRAGMENT,
	  "#version 100\nprecision mediump float;\nuniform sampler2D t;\n"
	  "uniform samplerCube e;\nuniform vec4 u;\nvarying vec4 v_color;\n"
	  "float f(float a, float b) { float r = a; if (b > a) r = b; return r; }\n"
	  "void main() {\n	vec4 c = texture2D(t, v_color.xy) +\n"
	  "		 textureCube(e, v_color.xyz) + texture2DProj(t, v_color.xyz);\n"
	  "	if (c.x > u.x && c.y < u.y) c.z = f(c.w, u.z); else c.w = 0.0;\n"
	  "	if (c.y > u.w) discard;\n"
	  "	gl_FragColor = c * f(u.w, c.x);\n}\n" },
	{ MRC_FRAGMENT,
	  "#version 300 es\nprecision highp float;\nuniform mat2 m;\n"
	  "uniform highp sampler2DArray t;\n"
	  "uniform highp sampler2DShadow z;\n"
	  "uniform highp sampler2DArrayShadow y;\n"
	  "uniform highp usampler2D q;\nuniform highp isampler2D r;\n"
	  "uniform highp samplerCube k;\n"
	  "uniform highp samplerCubeShadow ks;\n"
	  "struct M { vec2 s; sampler2D t; };\nuniform M mt;\n"
	  "struct I { vec2 a; mat3 b; };\nin I si;\n"
	  "in vec4 v;\nlayout(location = 0) out vec4 o;\n"
	  "layout(location = 1) out vec4 o2;\n"
	  "void main() {\n"
	  "	vec2 a = m * v.xy + texture(t, v.xyz).xy + si.a + si.b[2].yz +\n"
	  "		 textureOffset(t, v.xyz, ivec2(-3, 2)).zw +\n"
	  "		 textureGrad(t, v.xyz, v.xy, v.zw).xy +\n"
	  "		 textureGradOffset(t, v.xyz, v.yx, v.wz, ivec2(1)).zw +\n"
	  "		 textureGrad(k, v.xyz, v.wzy, v.yxw).yz +\n"
	  "		 texture(mt.t, mt.s).xy +\n"
	  "		 texture(z, v.xyz, v.w) + texture(y, v) +\n"
	  "		 textureGrad(y, v.wzyx, v.xy, v.zw) +\n"
	  "		 texture(ks, v, v.y) + textureGrad(ks, v, v.xyz, v.yzw);\n"
	  "	o2 = vec4(a, float(texture(q, a).x), float(texture(r, v.zw).y)) +\n"
	  "	     texelFetch(t, ivec3(v.xyz), int(v.w)) +\n"
	  "	     vec4(textureSize(t, int(v.x)), textureSize(q, 0).y);\n"
	  "	for (int i = 0; i < 3; i++) { if (i == 1) continue; a = m * a; }\n"
	  "	o = vec4(mix(a, v.zw, step(0.5, v.x)), fract(v.z), pow(v.w, 2.2));\n}\n" },
	/* Loops not unrolled: nested, break, continue, return, discard */
	{ MRC_FRAGMENT,
	  "#version 300 es\nprecision highp float;\nuniform vec4 u;\n"
	  "uniform sampler2D t;\nuniform highp sampler3D w;\n"
	  "struct Q { float k; mat2 w[2]; };\nuniform Q q[2];\n"
	  "in vec4 v;\nout vec4 o;\n"
	  "float f(float x) { for (int i = 0; i < int(u.x); i++) {\n"
	  "	if (x > u.y) return x; x += v.x + q[i].w[i][i].y; } return -x; }\n"
	  "void main() {\n	vec4 s = vec4(0.0);\n"
	  "	vec4 a[3] = vec4[3](v, v.yzwx, u);\n"
	  "	for (int i = 0; i < int(u.w); i++) {\n"
	  "		s += a[i];\n		a[int(s.y)] = s;\n"
	  "		switch (i) { case 0: s.x += 1.0; break;\n"
	  "		case 2: case 3: s.y -= 1.0; default: s.z *= 2.0; }\n"
	  "		s += texture(t, v.xy + s.xy) + texture(t, v.zw, u.z) +\n"
	  "		     textureLod(t, s.zw, v.x) + texture(w, s.xyz) +\n"
	  "		     textureLodOffset(w, s.xyz, v.y, ivec3(1, -8, 7)) +\n"
	  "		     textureGrad(w, s.xyz, v.xyz, s.yzw) +\n"
	  "		     textureGradOffset(w, v.xyz, s.xyz, v.yzw, ivec3(2));\n"
	  "		if (s.x > u.y) break;\n		if (s.y > v.z) continue;\n"
	  "		float j = 0.0;\n"
	  "		do { if (s.z > j) discard; j += f(s.w); } while (j < v.w);\n"
	  "	}\n"
	  "	if (s.w > 2.0) { o = s; return; }\n	o = s * 0.5;\n}\n" },
	{ MRC_VERTEX,
	  "#version 300 es\nuniform vec4 u;\nin vec4 pos;\nout vec4 c;\n"
	  "struct L { vec3 d; float k[2]; };\nuniform struct S { L l[2]; mat2 m; } s;\n"
	  "void main() {\n	vec4 p = pos + s.l[int(pos.z)].k[1] * s.m[1].xyxy;\n"
	  "	int n = 0;\n"
	  "	while (p.x < u.x) { p.x += u.y; n++; if (n > int(u.z)) break; }\n"
	  "	c = vec4(float(n + gl_VertexID - gl_InstanceID));\n"
	  "	gl_Position = p;\n	gl_PointSize = p.w;\n}\n" },
	/* Samples in the vertex shader: at level 0, and at one it computes */
	{ MRC_VERTEX,
	  "#version 300 es\nuniform sampler2D h;\nuniform sampler2D t;\n"
	  "in vec4 pos;\nout vec4 c;\nvoid main() {\n"
	  "	vec4 d = texture(h, pos.xy);\n"
	  "	c = textureLod(t, d.xy, d.z * 4.0);\n"
	  "	gl_Position = pos + vec4(0.0, 0.0, d.w, 0.0);\n}\n" },
	/*
	 * The fragment shader's built-ins, a uniform block, integers,
	 * derivatives and built-in functions
	 */
	{ MRC_FRAGMENT,
	  "#version 300 es\nprecision highp float;\nin vec4 v;\nout vec4 o;\n"
	  "uniform B { vec4 k; mat2 m; float f[3]; };\n"
	  "uniform R { layout(row_major) mat2x3 r[2]; } rb[2];\n"
	  "void main() {\n	vec4 c = gl_FragCoord * v + k * f[int(v.x)];\n"
	  "	c.xy += m[1] + rb[1].r[int(v.y)][1].yz;\n"
	  "	ivec2 q = ivec2(c.xy);\n"
	  "	q = (q / (q.y | 1) % 7 ^ (q << 2)) >> 1;\n"
	  "	uint w = uint(q.x) / 3u + uint(q.y) % 5u + (~uint(q.x) >> 3u);\n"
	  "	c.zw += vec2(q) * float(min(w, 9u)) + fwidth(c.xy) + dFdy(c.x) +\n"
	  "		atan(c.x, c.y) + asin(c.z) + smoothstep(0.0, 1.0, c.w) +\n"
	  "		mod(c.x, 1.5) + determinant(mat3(c.xyz, c.yzw, c.zwx)) +\n"
	  "		inverse(mat2(c))[1] + tanh(c.y) + float(isnan(c.x));\n"
	  "	if (!gl_FrontFacing && c.x < c.w) discard;\n"
	  "	gl_FragDepth = all(greaterThan(c.xy, gl_PointCoord)) ? c.z : 0.5;\n"
	  "	o = vec4(gl_PointCoord, c.zw);\n}\n" },
};

#define NR_BASES	(sizeof(bases) / sizeof(bases[0]))

static uint32_t *words[NR_BASES];
static size_t nwords[NR_BASES];

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char err[256];

	(void)argc;
	(void)argv;
	for (unsigned int i = 0; i < NR_BASES; i++)
		if (mrc_glsl_to_spirv(bases[i].stage, bases[i].source,
				      &words[i], &nwords[i], err, sizeof(err))) {
			fprintf(stderr, "fuzz_spirv: base %u: %s\n", i, err);
			abort();
		}
	return 0;
}

static uint32_t word_at(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned int k, gen;
	struct mrc_shader out;
	size_t n, len, i, at = 0;
	uint32_t *m;

	if (!size)
		return 0;
	k = ((data[0] & 3) | (data[0] & 8) >> 1) % NR_BASES;
	gen = data[0] & 4 ? 4 : 3;
	/* half.c's rewriting too, on half the inputs */
	mrc_half_precision = data[0] & 0x10;
	n = nwords[k];
	m = malloc(n * sizeof(*m));
	if (!m)
		return 0;
	memcpy(m, words[k], n * sizeof(*m));
	for (i = 1; i + 8 <= size; i += 8) {
		at = word_at(&data[i]) % n;
		if (at < 5 && !(data[0] & 0x40))
			continue;
		m[at] = word_at(&data[i + 4]);
	}
	len = data[0] & 0x80 ? at : n;
	if (!mrc_compile_spirv(bases[k].stage, m, len, gen, NULL, &out))
		mrc_shader_free(&out);
	else if (!out.error[0])
		abort();	/* a refusal always says why */
	free(m);
	return 0;
}
