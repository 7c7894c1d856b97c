// SPDX-License-Identifier: MIT
/*
 * Scenes of GLES 3 features, each small (96x80) and each what a GLES 3
 * program does routinely: instancing, index buffers with primitive
 * restart, uniform blocks, flow control and discard, transform feedback,
 * multiple render targets, cube maps, ETC2 textures, integer textures.
 * They need a GLES 3 context; colours are chosen so that a wrong result
 * shows, and vertices sit on whole pixels.
 */
#include <string.h>

#include "gles_scenes.h"

/* The framebuffer the scene draws to (render() binds it) */
static GLuint target_fbo(void)
{
	GLint fbo = 0;

	glGetIntegerv(GL_FRAMEBUFFER_BINDING, &fbo);
	return (GLuint)fbo;
}

static void need_es3(const char *scene)
{
	if (!es3)
		die("%s needs a GLES 3 context", scene);
}

static void clear_to(float r, float g, float b)
{
	glClearColor(r, g, b, 1);
	glClear(GL_COLOR_BUFFER_BIT);
}

static const char fs3_flat[] =
	"#version 300 es\n"
	"precision mediump float;\n"
	"flat in vec4 v_color;\n"
	"layout(location = 0) out vec4 frag;\n"
	"void main() {\n"
	"	frag = v_color;\n"
	"}\n";

/* Three instances of a triangle: per-instance offsets, gl_InstanceID */
void scene_instanced(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(location = 0) in vec2 pos;\n"
		"layout(location = 1) in vec2 offset;\n"
		"flat out vec4 v_color;\n"
		"void main() {\n"
		"	gl_Position = vec4((pos + offset) * 2.0 / size - 1.0,\n"
		"			   0.0, 1.0);\n"
		"	v_color = vec4(float(gl_InstanceID == 0),\n"
		"		       float(gl_InstanceID == 1),\n"
		"		       float(gl_InstanceID == 2), 1.0);\n"
		"}\n";
	static const float tri[] = { 0, 0, 24, 0, 0, 24 };
	static const float offsets[] = { 8, 8, 36, 20, 64, 40 };
	GLuint p;

	need_es3("instanced");
	p = program(vs, fs3_flat, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0.1f, 0.1f, 0.1f);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, tri);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 0, offsets);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glVertexAttribDivisor(1, 1);
	glDrawArraysInstanced(GL_TRIANGLES, 0, 3, 3);
	glVertexAttribDivisor(1, 0);
	check_gl("instanced");
}

/*
 * Buffer objects: a grid of 12 vertices, two strips of 16-bit indices
 * split by the fixed restart index, then triangles of 32-bit indices
 */
void scene_elements(void)
{
	static const GLushort strips[] = { 0, 4, 1, 5, 0xffff, 2, 6, 3, 7 };
	static const GLuint tris[] = { 4, 8, 5, 6, 10, 7 };
	float v[12 * 7];
	GLuint p, buf[3];
	int i;

	need_es3("elements");
	for (i = 0; i < 12; i++) {
		float *e = &v[7 * i];

		e[0] = 8 + 26 * (i % 4);
		e[1] = 8 + 30 * (i / 4);
		e[2] = 0;
		e[3] = (i % 4) / 3.0f;
		e[4] = (i / 4) / 2.0f;
		e[5] = 1 - (i % 4) / 3.0f;
		e[6] = 1;
	}
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glGenBuffers(3, buf);
	glBindBuffer(GL_ARRAY_BUFFER, buf[0]);
	glBufferData(GL_ARRAY_BUFFER, sizeof(v), v, GL_STATIC_DRAW);
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 28, (void *)0);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 28, (void *)12);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buf[1]);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(strips), strips,
		     GL_STATIC_DRAW);
	glEnable(GL_PRIMITIVE_RESTART_FIXED_INDEX);
	glDrawElements(GL_TRIANGLE_STRIP, 9, GL_UNSIGNED_SHORT, (void *)0);
	glDisable(GL_PRIMITIVE_RESTART_FIXED_INDEX);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buf[2]);
	glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof(tris), tris,
		     GL_STATIC_DRAW);
	/* From the second triangle on: an offset into the buffer */
	glDrawElements(GL_TRIANGLES, 3, GL_UNSIGNED_INT, (void *)12);
	glDrawElements(GL_TRIANGLES, 3, GL_UNSIGNED_INT, (void *)0);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, 0);
	glDeleteBuffers(3, buf);
	check_gl("elements");
}

/* A std140 uniform block read by both stages, indexed by gl_VertexID */
void scene_ubo(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(std140) uniform Params { vec4 color[4]; vec4 shift; };\n"
		"layout(location = 0) in vec2 pos;\n"
		"flat out vec4 v_color;\n"
		"void main() {\n"
		"	gl_Position = vec4((pos + shift.xy) * 2.0 / size - 1.0,\n"
		"			   0.0, 1.0);\n"
		"	v_color = color[gl_VertexID / 3];\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"layout(std140) uniform Params { vec4 color[4]; vec4 shift; };\n"
		"flat in vec4 v_color;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = v_color * shift.z;\n"
		"}\n";
	static const float block[] = {
		1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1,
		4, 2, 1, 0,
	};
	static const float v[] = {
		0, 0, 40, 0, 0, 30,
		46, 0, 86, 0, 86, 30,
		0, 36, 40, 36, 0, 70,
		46, 70, 86, 36, 86, 70,
	};
	GLuint p, ubo;

	need_es3("ubo");
	p = program(vs, fs, NULL, NULL, NULL);
	size_uniform(p);
	glUniformBlockBinding(p, glGetUniformBlockIndex(p, "Params"), 1);
	glGenBuffers(1, &ubo);
	glBindBuffer(GL_UNIFORM_BUFFER, ubo);
	glBufferData(GL_UNIFORM_BUFFER, sizeof(block), block, GL_STATIC_DRAW);
	glBindBufferBase(GL_UNIFORM_BUFFER, 1, ubo);
	clear_to(0.2f, 0.2f, 0.2f);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, v);
	glEnableVertexAttribArray(0);
	glDrawArrays(GL_TRIANGLES, 0, 12);
	glBindBufferBase(GL_UNIFORM_BUFFER, 1, 0);
	glDeleteBuffers(1, &ubo);
	check_gl("ubo");
}

/* The rectangle (0, 0) to (w, h) in pixels, as two triangles */
static void draw_rect(float w, float h)
{
	const float v[] = { 0, 0, w, 0, 0, h, w, 0, w, h, 0, h };

	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, v);
	glEnableVertexAttribArray(0);
	glDisableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 6);
}

/* A full-screen rectangle */
static void draw_screen(void)
{
	draw_rect(96, 80);
}

static const char vs3_pos[] =
	"#version 300 es\n"
	"uniform vec2 size;\n"
	"layout(location = 0) in vec2 pos;\n"
	"void main() {\n"
	"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
	"}\n";

/*
 * Flow control in the fragment shader: a loop whose count is a uniform,
 * an if/else chain on gl_FragCoord, integer division, and discard
 */
void scene_flow(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform int n;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy;\n"
		"	float acc = 0.0;\n"
		"	for (int i = 0; i < n; i++)\n"
		"		acc += mod(p.x + float(i) * 3.0, 16.0) < 8.0 ?\n"
		"			1.0 : 0.0;\n"
		"	if (p.y > 60.0 && p.x < 20.0)\n"
		"		discard;\n"
		"	int band = int(p.y) / 20;\n"
		"	vec3 c;\n"
		"	if (band == 0)\n"
		"		c = vec3(acc / float(n), 0.0, 0.0);\n"
		"	else if (band == 1)\n"
		"		c = vec3(0.0, acc / float(n), 0.0);\n"
		"	else\n"
		"		c = vec3(0.0, 0.0, acc / float(n));\n"
		"	frag = vec4(c, 1.0);\n"
		"}\n";
	GLuint p;

	need_es3("flow");
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	glUniform1i(glGetUniformLocation(p, "n"), 5);
	clear_to(0.5f, 0.5f, 0.5f);
	draw_screen();
	check_gl("flow");
}

/*
 * Transform feedback: a vertex shader's outputs captured (rasterizer
 * discarded), then drawn from the buffer they went to
 */
void scene_xfb(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"layout(location = 0) in vec2 pos;\n"
		"out vec2 tf_pos;\n"
		"out vec4 tf_color;\n"
		"void main() {\n"
		"	tf_pos = pos * 0.5 + vec2(20.0, 10.0);\n"
		"	tf_color = vec4(pos.x / 96.0, pos.y / 120.0,\n"
		"			1.0 - pos.x / 96.0, 1.0);\n"
		"	gl_Position = vec4(0.0, 0.0, 0.0, 1.0);\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = vec4(1.0);\n"
		"}\n";
	static const char *const outs[] = { "tf_pos", "tf_color" };
	static const float v[] = {
		0, 0, 96, 0, 0, 96, 112, 16, 112, 112, 16, 112,
	};
	GLuint cap, draw, buf;
	GLint ok = 0;

	need_es3("xfb");
	cap = program(vs, fs, NULL, NULL, NULL);
	glTransformFeedbackVaryings(cap, 2, outs, GL_INTERLEAVED_ATTRIBS);
	glLinkProgram(cap);
	glGetProgramiv(cap, GL_LINK_STATUS, &ok);
	if (!ok)
		die("xfb: the capture program does not link");
	glUseProgram(cap);
	glGenBuffers(1, &buf);
	glBindBuffer(GL_TRANSFORM_FEEDBACK_BUFFER, buf);
	glBufferData(GL_TRANSFORM_FEEDBACK_BUFFER, 6 * 6 * 4, NULL,
		     GL_STATIC_DRAW);
	glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, buf);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, v);
	glEnableVertexAttribArray(0);
	glDisableVertexAttribArray(1);
	glEnable(GL_RASTERIZER_DISCARD);
	glBeginTransformFeedback(GL_TRIANGLES);
	glDrawArrays(GL_TRIANGLES, 0, 6);
	glEndTransformFeedback();
	glDisable(GL_RASTERIZER_DISCARD);
	glBindBufferBase(GL_TRANSFORM_FEEDBACK_BUFFER, 0, 0);

	draw = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(draw);
	clear_to(0, 0, 0);
	glBindBuffer(GL_ARRAY_BUFFER, buf);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 24, (void *)0);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 24, (void *)8);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 6);
	glBindBuffer(GL_ARRAY_BUFFER, 0);
	glDeleteBuffers(1, &buf);
	check_gl("xfb");
}

/* A textured rectangle in pixels, texture coordinates 0..1 */
static void draw_textured(float x0, float y0, float x1, float y1)
{
	const float v[] = {
		x0, y0, 0, 0, x1, y0, 1, 0, x0, y1, 0, 1,
		x1, y0, 1, 0, x1, y1, 1, 1, x0, y1, 0, 1,
	};

	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 16, v);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 16, v + 2);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 6);
}

static const char vs3_tex[] =
	"#version 300 es\n"
	"uniform vec2 size;\n"
	"layout(location = 0) in vec2 pos;\n"
	"layout(location = 1) in vec2 uv;\n"
	"out vec2 v_uv;\n"
	"void main() {\n"
	"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
	"	v_uv = uv;\n"
	"}\n";
static const char fs3_tex[] =
	"#version 300 es\n"
	"precision mediump float;\n"
	"uniform sampler2D tex;\n"
	"in vec2 v_uv;\n"
	"layout(location = 0) out vec4 frag;\n"
	"void main() {\n"
	"	frag = texture(tex, v_uv);\n"
	"}\n";

static GLuint new_texture(GLenum target)
{
	GLuint t;

	glGenTextures(1, &t);
	glBindTexture(target, t);
	glTexParameteri(target, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(target, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	glTexParameteri(target, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
	glTexParameteri(target, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
	return t;
}

/*
 * Two render targets written at once (interpolated colours and their
 * complement), then both shown side by side
 */
void scene_mrt(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"in vec4 v_color;\n"
		"layout(location = 0) out vec4 a;\n"
		"layout(location = 1) out vec4 b;\n"
		"void main() {\n"
		"	a = v_color;\n"
		"	b = vec4(1.0 - v_color.rgb, 1.0);\n"
		"}\n";
	static const GLenum bufs[] = {
		GL_COLOR_ATTACHMENT0, GL_COLOR_ATTACHMENT1,
	};
	static const float tri[] = {
		4, 4, 0, 1, 0, 0, 1,
		44, 8, 0, 0, 1, 0, 1,
		10, 36, 0, 0, 0, 1, 1,
	};
	GLuint target = target_fbo(), fbo, tex[2], p;
	int i;

	need_es3("mrt");
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	for (i = 0; i < 2; i++) {
		tex[i] = new_texture(GL_TEXTURE_2D);
		glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 48, 40, 0, GL_RGBA,
			     GL_UNSIGNED_BYTE, NULL);
		glFramebufferTexture2D(GL_FRAMEBUFFER,
				       GL_COLOR_ATTACHMENT0 + i,
				       GL_TEXTURE_2D, tex[i], 0);
	}
	glDrawBuffers(2, bufs);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) !=
	    GL_FRAMEBUFFER_COMPLETE)
		die("mrt: the framebuffer is incomplete");
	glViewport(0, 0, 48, 40);
	p = program(vs3_depth, fs, NULL, NULL, NULL);
	glUniform2f(glGetUniformLocation(p, "size"), 48, 40);
	clear_to(0.25f, 0.25f, 0.25f);
	draw_depth(tri, 3);

	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	p = program(vs3_tex, fs3_tex, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	for (i = 0; i < 2; i++) {
		glBindTexture(GL_TEXTURE_2D, tex[i]);
		draw_textured(48 * i, 20, 48 * i + 48, 60);
	}
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(2, tex);
	glDeleteFramebuffers(1, &fbo);
	check_gl("mrt");
}

/*
 * A cube map of six one-colour 2x2 faces, sampled along directions
 * towards each face in six screen regions (a tilt of the other axes
 * keeps the major one)
 */
void scene_cube(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform samplerCube cube;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy;\n"
		"	int region = int(p.x) / 32 + 3 * (int(p.y) / 40);\n"
		"	vec2 t = (mod(p, vec2(32.0, 40.0)) /\n"
		"		  vec2(32.0, 40.0) - 0.5) * 0.8;\n"
		"	vec3 d;\n"
		"	if (region == 0) d = vec3(1.0, t.y, t.x);\n"
		"	else if (region == 1) d = vec3(-1.0, t.y, t.x);\n"
		"	else if (region == 2) d = vec3(t.x, 1.0, t.y);\n"
		"	else if (region == 3) d = vec3(t.x, -1.0, t.y);\n"
		"	else if (region == 4) d = vec3(t.x, t.y, 1.0);\n"
		"	else d = vec3(t.x, t.y, -1.0);\n"
		"	frag = texture(cube, d);\n"
		"}\n";
	static const GLubyte colors[6][4] = {
		{ 255, 0, 0, 255 }, { 0, 255, 0, 255 }, { 0, 0, 255, 255 },
		{ 255, 255, 0, 255 }, { 0, 255, 255, 255 }, { 255, 0, 255, 255 },
	};
	GLubyte face[2 * 2 * 4];
	GLuint tex, p;
	int f, i;

	need_es3("cube");
	tex = new_texture(GL_TEXTURE_CUBE_MAP);
	for (f = 0; f < 6; f++) {
		for (i = 0; i < 4; i++)
			memcpy(&face[4 * i], colors[f], 4);
		glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0, GL_RGBA8, 2,
			     2, 0, GL_RGBA, GL_UNSIGNED_BYTE, face);
	}
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_CUBE_MAP, 0);
	glDeleteTextures(1, &tex);
	check_gl("cube");
}

/* Pseudo-random bytes, the same on every run */
static void fill_random(GLubyte *b, int n, unsigned int seed)
{
	int i;

	for (i = 0; i < n; i++) {
		seed = seed * 1103515245 + 12345;
		b[i] = (GLubyte)(seed >> 16);
	}
}

/*
 * ETC2, which GLES 3 requires: 16x8 texels of random RGB8 blocks (every
 * mode appears) on top, RGBA8 with EAC alpha below (alpha shown as
 * green), magnified 6 times with nearest filtering
 */
void scene_etc2(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"uniform sampler2D tex;\n"
		"uniform int alpha;\n"
		"in vec2 v_uv;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec4 t = texture(tex, v_uv);\n"
		"	frag = alpha != 0 ? vec4(t.r, t.a, t.b, 1.0) : t;\n"
		"}\n";
	GLubyte rgb[8 * 8], rgba[8 * 16];
	GLuint tex[2], p;

	need_es3("etc2");
	fill_random(rgb, sizeof(rgb), 7);
	fill_random(rgba, sizeof(rgba), 11);
	p = program(vs3_tex, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	tex[0] = new_texture(GL_TEXTURE_2D);
	glCompressedTexImage2D(GL_TEXTURE_2D, 0, GL_COMPRESSED_RGB8_ETC2, 16,
			       8, 0, sizeof(rgb), rgb);
	glUniform1i(glGetUniformLocation(p, "alpha"), 0);
	draw_textured(0, 32, 96, 80);
	tex[1] = new_texture(GL_TEXTURE_2D);
	glCompressedTexImage2D(GL_TEXTURE_2D, 0,
			       GL_COMPRESSED_RGBA8_ETC2_EAC, 16, 8, 0,
			       sizeof(rgba), rgba);
	glUniform1i(glGetUniformLocation(p, "alpha"), 1);
	draw_textured(0, 0, 96, 32);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(2, tex);
	check_gl("etc2");
}

/* An RGBA8UI texture read with texelFetch, and its textureSize */
void scene_itex(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp usampler2D tex;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	ivec2 n = textureSize(tex, 0);\n"
		"	ivec2 at = ivec2(gl_FragCoord.xy) * n / ivec2(96, 80);\n"
		"	uvec4 t = texelFetch(tex, at, 0);\n"
		"	frag = vec4(t) / 255.0;\n"
		"}\n";
	GLubyte texels[8 * 4 * 4];
	GLuint tex, p;

	need_es3("itex");
	fill_random(texels, sizeof(texels), 3);
	tex = new_texture(GL_TEXTURE_2D);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8UI, 8, 4, 0, GL_RGBA_INTEGER,
		     GL_UNSIGNED_BYTE, texels);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("itex");
}

/* A 2D array of four one-colour 2x2 layers, one layer per quadrant */
void scene_texarray(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2DArray tex;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	float layer = floor(p.x * 2.0) + 2.0 * floor(p.y * 2.0);\n"
		"	frag = texture(tex, vec3(fract(p * 2.0), layer));\n"
		"}\n";
	GLubyte texels[4][2 * 2 * 4];
	GLuint tex, p;
	int l, i;

	need_es3("texarray");
	for (l = 0; l < 4; l++)
		for (i = 0; i < 4; i++) {
			texels[l][4 * i] = l & 1 ? 255 : 40;
			texels[l][4 * i + 1] = l & 2 ? 255 : 40;
			texels[l][4 * i + 2] = i * 60;
			texels[l][4 * i + 3] = 255;
		}
	tex = new_texture(GL_TEXTURE_2D_ARRAY);
	glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, 2, 2, 4, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
	glDeleteTextures(1, &tex);
	check_gl("texarray");
}

/* A 4x4x4 3D texture, its slices across the screen, linear in x and y */
void scene_tex3d(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler3D tex;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	float r = (floor(p.x * 4.0) + 0.5) / 4.0;\n"
		"	frag = texture(tex, vec3(fract(p.x * 4.0), p.y, r));\n"
		"}\n";
	GLubyte texels[4 * 4 * 4 * 4];
	GLuint tex, p;

	need_es3("tex3d");
	fill_random(texels, sizeof(texels), 5);
	tex = new_texture(GL_TEXTURE_3D);
	glTexParameteri(GL_TEXTURE_3D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glTexImage3D(GL_TEXTURE_3D, 0, GL_RGBA8, 4, 4, 4, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_3D, 0);
	glDeleteTextures(1, &tex);
	check_gl("tex3d");
}

/*
 * Explicit levels: textureLod on a 4-level texture (each level its own
 * colour), textureGrad, and texelFetch of level 1, in three bands
 */
void scene_lod(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	if (p.y < 0.34)\n"
		"		frag = textureLod(tex, p, floor(p.x * 4.0));\n"
		"	else if (p.y < 0.67)\n"
		"		frag = textureGrad(tex, p, vec2(p.x / 2.0, 0.0),\n"
		"				   vec2(0.0, p.x / 2.0));\n"
		"	else\n"
		"		frag = texelFetch(tex, ivec2(p * 4.0), 1);\n"
		"}\n";
	static const GLubyte level_color[4][4] = {
		{ 255, 0, 0, 255 }, { 0, 255, 0, 255 }, { 0, 0, 255, 255 },
		{ 255, 255, 255, 255 },
	};
	GLubyte texels[8 * 8 * 4];
	GLuint tex, p;
	int lv, i;

	need_es3("lod");
	tex = new_texture(GL_TEXTURE_2D);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
			GL_NEAREST_MIPMAP_NEAREST);
	for (lv = 0; lv < 4; lv++) {
		int n = 8 >> lv;

		for (i = 0; i < n * n; i++)
			memcpy(&texels[4 * i], level_color[lv], 4);
		/* A dark texel in each level's corner */
		texels[0] = texels[1] = texels[2] = 30;
		glTexImage2D(GL_TEXTURE_2D, lv, GL_RGBA8, n, n, 0, GL_RGBA,
			     GL_UNSIGNED_BYTE, texels);
	}
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("lod");
}

/*
 * A depth texture rendered to (a quad slanted in x), then read through a
 * sampler2DShadow with GL_LEQUAL against references rising in y: lit
 * below the diagonal
 */
void scene_shadow(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2DShadow tex;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	float lit = texture(tex, vec3(p, p.y));\n"
		"	frag = vec4(lit, 0.25, 1.0 - lit, 1.0);\n"
		"}\n";
	/* Depth from 0 at the left to 1 at the right */
	static const float quad[] = {
		0, 0, -1, 0, 0, 0, 1, 48, 0, 1, 0, 0, 0, 1,
		0, 40, -1, 0, 0, 0, 1, 48, 0, 1, 0, 0, 0, 1,
		48, 40, 1, 0, 0, 0, 1, 0, 40, -1, 0, 0, 0, 1,
	};
	GLuint target = target_fbo(), fbo, tex, p;

	need_es3("shadow");
	tex = new_texture(GL_TEXTURE_2D);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, 48, 40, 0,
		     GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, NULL);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE,
			GL_COMPARE_REF_TO_TEXTURE);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT,
			       GL_TEXTURE_2D, tex, 0);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) !=
	    GL_FRAMEBUFFER_COMPLETE)
		die("shadow: the depth framebuffer is incomplete");
	glViewport(0, 0, 48, 40);
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	glUniform2f(glGetUniformLocation(p, "size"), 48, 40);
	glClearDepthf(1.0f);
	glClear(GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_ALWAYS);
	draw_depth(quad, 6);
	glDisable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);

	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	glDeleteFramebuffers(1, &fbo);
	check_gl("shadow");
}

/*
 * A 16x16 RGBA8 texture of texels as the read framebuffer, the target as
 * the draw one (cleared): what the blit scenes blit from and to
 */
static GLuint blit_begin(const GLubyte *texels, GLuint target, GLuint *fbo)
{
	GLuint tex = new_texture(GL_TEXTURE_2D);

	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 16, 16, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	glGenFramebuffers(1, fbo);
	glBindFramebuffer(GL_READ_FRAMEBUFFER, *fbo);
	glFramebufferTexture2D(GL_READ_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
			       GL_TEXTURE_2D, tex, 0);
	glBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
	clear_to(0.1f, 0.1f, 0.3f);
	return tex;
}

static void blit_end(GLuint target, GLuint fbo, GLuint tex)
{
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glDeleteFramebuffers(1, &fbo);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
}

/*
 * glBlitFramebuffer: a copy, a scaled copy (nearest) and a flip, at
 * whole scales (a fractional one puts pixel centres on texel edges,
 * where nearest filtering is the implementation's choice)
 */
void scene_blit(void)
{
	GLuint target = target_fbo(), fbo, tex;
	GLubyte texels[16 * 16 * 4];

	need_es3("blit");
	fill_random(texels, sizeof(texels), 9);
	tex = blit_begin(texels, target, &fbo);
	glBlitFramebuffer(0, 0, 16, 16, 4, 4, 20, 20, GL_COLOR_BUFFER_BIT,
			  GL_NEAREST);
	glBlitFramebuffer(0, 0, 16, 16, 28, 4, 60, 68, GL_COLOR_BUFFER_BIT,
			  GL_NEAREST);
	glBlitFramebuffer(0, 0, 16, 16, 92, 76, 60, 44, GL_COLOR_BUFFER_BIT,
			  GL_NEAREST);
	blit_end(target, fbo, tex);
	check_gl("blit");
}

/*
 * glCopyTexSubImage2D from the target into a texture, then that texture
 * drawn back elsewhere
 */
void scene_copytex(void)
{
	static const float tri[] = {
		2, 2, 0, 1, 0.5f, 0, 1, 40, 6, 0, 0, 1, 0.5f, 1,
		8, 36, 0, 0.5f, 0, 1, 1,
	};
	GLuint tex, p;

	need_es3("copytex");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0.2f, 0.2f, 0.2f);
	draw_depth(tri, 3);
	tex = new_texture(GL_TEXTURE_2D);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 48, 40, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, NULL);
	glCopyTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 0, 0, 48, 40);
	p = program(vs3_tex, fs3_tex, NULL, NULL, NULL);
	size_uniform(p);
	draw_textured(48, 40, 96, 80);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("copytex");
}

/*
 * Vertex formats: normalized bytes and shorts, half floats, and integer
 * attributes through glVertexAttribIPointer
 */
void scene_vformats(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(location = 0) in vec2 pos;\n"
		"layout(location = 1) in vec4 color;\n"
		"layout(location = 2) in ivec2 shift;\n"
		"out vec4 v_color;\n"
		"void main() {\n"
		"	gl_Position = vec4((pos * 96.0 + vec2(shift)) * 2.0 /\n"
		"			   size - 1.0, 0.0, 1.0);\n"
		"	v_color = color;\n"
		"}\n";
	static const GLshort pos[] = {
		0, 0, 8192, 0, 0, 8192,		/* snorm16: 0.25 of 96 */
	};
	static const GLubyte color[] = {
		255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
	};
	static const GLushort half_color[] = {
		0x3c00, 0x3c00, 0, 0x3c00, 0x3800, 0, 0x3c00, 0x3c00,
		0, 0x3400, 0x3c00, 0x3c00,
	};
	static const GLint shifts[] = { 4, 4, 4, 4, 4, 4 };
	static const GLint shifts2[] = { 50, 40, 50, 40, 50, 40 };
	GLuint p;

	need_es3("vformats");
	p = program(vs, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glVertexAttribPointer(0, 2, GL_SHORT, GL_TRUE, 0, pos);
	glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, 0, color);
	glVertexAttribIPointer(2, 2, GL_INT, 0, shifts);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glEnableVertexAttribArray(2);
	glDrawArrays(GL_TRIANGLES, 0, 3);
	glVertexAttribPointer(1, 4, GL_HALF_FLOAT, GL_FALSE, 0, half_color);
	glVertexAttribIPointer(2, 2, GL_INT, 0, shifts2);
	glDrawArrays(GL_TRIANGLES, 0, 3);
	glDisableVertexAttribArray(2);
	check_gl("vformats");
}

/*
 * gl_FrontFacing and culling: two triangles of each winding, back faces
 * culled for the right half
 */
void scene_facing(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = gl_FrontFacing ? vec4(0.0, 1.0, 0.0, 1.0) :\n"
		"				vec4(1.0, 0.0, 0.0, 1.0);\n"
		"}\n";
	static const float v[] = {
		4, 4, 0, 0, 0, 0, 1, 40, 4, 0, 0, 0, 0, 1,
		4, 36, 0, 0, 0, 0, 1,		/* counter-clockwise */
		4, 44, 0, 0, 0, 0, 1, 4, 76, 0, 0, 0, 0, 1,
		40, 44, 0, 0, 0, 0, 1,		/* clockwise */
	};
	float w[sizeof(v) / sizeof(v[0])];
	GLuint p;
	size_t i;

	need_es3("facing");
	p = program(vs3_depth, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0.3f);
	draw_depth(v, 6);
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		w[i] = i % 7 == 0 ? v[i] + 48 : v[i];
	glEnable(GL_CULL_FACE);
	glCullFace(GL_BACK);
	draw_depth(w, 6);
	glDisable(GL_CULL_FACE);
	check_gl("facing");
}

/* Point sprites: gl_PointCoord shades each 16-pixel point */
void scene_pointcoord(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(location = 0) in vec2 pos;\n"
		"void main() {\n"
		"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
		"	gl_PointSize = 16.0;\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision mediump float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = vec4(gl_PointCoord, 0.5, 1.0);\n"
		"}\n";
	static const float pts[] = { 16, 16, 48, 40, 80, 64, 24, 60 };
	GLuint p;

	need_es3("pointcoord");
	p = program(vs, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, pts);
	glEnableVertexAttribArray(0);
	glDisableVertexAttribArray(1);
	glDrawArrays(GL_POINTS, 0, 4);
	check_gl("pointcoord");
}

/* dFdx and dFdy of a quadratic, and fwidth */
void scene_deriv(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy;\n"
		"	float f = p.x * p.x / 200.0 + p.y * p.y / 100.0;\n"
		"	frag = vec4(dFdx(f) / 2.0, dFdy(f) / 2.0,\n"
		"		    fwidth(f) / 4.0, 1.0);\n"
		"}\n";
	GLuint p;

	need_es3("deriv");
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	check_gl("deriv");
}

/*
 * Perspective: a textured, lit floor in a projection matrix, depth
 * tested against a nearer quad; texture coordinates and colours are
 * interpolated perspective-correct
 */
void scene_persp(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform mat4 mvp;\n"
		"layout(location = 0) in vec3 pos;\n"
		"layout(location = 1) in vec2 uv;\n"
		"out vec2 v_uv;\n"
		"out float v_light;\n"
		"void main() {\n"
		"	gl_Position = mvp * vec4(pos, 1.0);\n"
		"	v_uv = uv;\n"
		"	v_light = clamp(1.0 - length(pos.xz) / 6.0, 0.2, 1.0);\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"in vec2 v_uv;\n"
		"in float v_light;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = vec4(texture(tex, v_uv).rgb * v_light, 1.0);\n"
		"}\n";
	/* A perspective projection (fov 90, aspect 1.2) looking down -z */
	static const float mvp[16] = {
		1 / 1.2f, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1.2222f, -1,
		0, -1, -2.2222f, 0,
	};
	static const float v[] = {
		/* the floor at y = 0, z from -1 to -9, uv repeating */
		-4, 0, -1, 0, 0, 4, 0, -1, 4, 0, -4, 0, -9, 0, 8,
		4, 0, -1, 4, 0, 4, 0, -9, 4, 8, -4, 0, -9, 0, 8,
		/* a wall standing on it, nearer at the left */
		-2, 0, -3, 0, 0, 0, 0, -4, 1, 0, -2, 1.5f, -3, 0, 1,
		0, 0, -4, 1, 0, 0, 1.5f, -4, 1, 1, -2, 1.5f, -3, 0, 1,
	};
	GLubyte check[8 * 8 * 4];
	GLuint tex, p;
	int i;

	need_es3("persp");
	for (i = 0; i < 64; i++) {
		int on = ((i % 8) ^ (i / 8)) & 1;

		check[4 * i] = on ? 250 : 40;
		check[4 * i + 1] = on ? 200 : 60;
		check[4 * i + 2] = on ? 120 : 160;
		check[4 * i + 3] = 255;
	}
	tex = new_texture(GL_TEXTURE_2D);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 8, 8, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, check);
	p = program(vs, fs, NULL, NULL, NULL);
	glUniformMatrix4fv(glGetUniformLocation(p, "mvp"), 1, GL_FALSE, mvp);
	glClearColor(0.3f, 0.4f, 0.6f, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 20, v);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 20, v + 3);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 12);
	glDisable(GL_DEPTH_TEST);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("persp");
}

/* A GL_RGBA16F texture of values beyond 1, scaled down in the shader */
void scene_halftex(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"in vec2 v_uv;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = vec4(texture(tex, v_uv).rgb / 4.0, 1.0);\n"
		"}\n";
	GLushort texels[4 * 4 * 4];
	GLuint tex, p;
	int i;

	need_es3("halftex");
	for (i = 0; i < 16; i++) {
		texels[4 * i] = (GLushort)(0x3c00 + 0x80 * i);	/* 1 .. 1.94 */
		texels[4 * i + 1] = (GLushort)(0x4000 + 0x40 * i); /* 2 .. */
		texels[4 * i + 2] = (GLushort)(0x3000 + 0x100 * i);
		texels[4 * i + 3] = 0x3c00;
	}
	tex = new_texture(GL_TEXTURE_2D);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA16F, 4, 4, 0, GL_RGBA,
		     GL_HALF_FLOAT, texels);
	p = program(vs3_tex, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_textured(0, 0, 96, 80);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("halftex");
}

/*
 * Draws tex (the colour of an offscreen target) into the scene's target
 * at x0..x1, y0..y1, nearest, with the program it makes
 */
static void show_texture(GLuint target, GLuint tex, float x0, float y0,
			 float x1, float y1)
{
	GLuint p;

	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	p = program(vs3_tex, fs3_tex, NULL, NULL, NULL);
	size_uniform(p);
	glBindTexture(GL_TEXTURE_2D, tex);
	draw_textured(x0, y0, x1, y1);
}

/* An offscreen w x h colour target of a format; returns its texture */
static GLuint offscreen(GLenum format, int w, int h, GLuint *fbo)
{
	GLuint tex = new_texture(GL_TEXTURE_2D);

	glTexStorage2D(GL_TEXTURE_2D, 1, format, w, h);
	glGenFramebuffers(1, fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, *fbo);
	glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
			       GL_TEXTURE_2D, tex, 0);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) !=
	    GL_FRAMEBUFFER_COMPLETE)
		die("format 0x%x: the framebuffer is incomplete", format);
	glViewport(0, 0, w, h);
	return tex;
}

static const float tri_rgb[] = {
	1, 1, 0, 1, 0, 0, 1, 47, 4, 0, 0, 1, 0, 0.5f,
	6, 39, 0, 0, 0.3f, 1, 1,
};

/*
 * An sRGB render target: the interpolated colours are encoded as they
 * are stored, and blending happens in linear; shown through a texture
 * view of the same sRGB data (decoded on sampling)
 */
void scene_srgbfb(void)
{
	GLuint target = target_fbo(), fbo, tex, p;

	need_es3("srgbfb");
	tex = offscreen(GL_SRGB8_ALPHA8, 48, 40, &fbo);
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	glUniform2f(glGetUniformLocation(p, "size"), 48, 40);
	clear_to(0.5f, 0.2f, 0.1f);
	glEnable(GL_BLEND);
	glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
	draw_depth(tri_rgb, 3);
	glDisable(GL_BLEND);
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	clear_to(0, 0, 0);
	show_texture(target, tex, 0, 0, 96, 80);
	glDeleteFramebuffers(1, &fbo);
	glDeleteTextures(1, &tex);
	check_gl("srgbfb");
}

/*
 * GLES 2's 16-bit render targets: RGB565, RGBA4 and RGB5_A1, each drawn
 * with the same triangle and shown side by side.  Dithering (on by
 * default, and free in its pattern) is off, so that both sides round.
 */
void scene_rtformats(void)
{
	static const GLenum formats[3] = { GL_RGB565, GL_RGBA4, GL_RGB5_A1 };
	GLuint target = target_fbo(), fbo[3], tex[3], p;
	int i;

	need_es3("rtformats");
	glDisable(GL_DITHER);
	for (i = 0; i < 3; i++) {
		tex[i] = offscreen(formats[i], 48, 40, &fbo[i]);
		p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
		glUniform2f(glGetUniformLocation(p, "size"), 48, 40);
		clear_to(0.25f, 0.5f, 0.75f);
		draw_depth(tri_rgb, 3);
	}
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	clear_to(0, 0, 0);
	for (i = 0; i < 3; i++)
		show_texture(target, tex[i], 32 * i, 20, 32 * i + 32, 60);
	glEnable(GL_DITHER);
	glDeleteFramebuffers(3, fbo);
	glDeleteTextures(3, tex);
	check_gl("rtformats");
}

/*
 * Blend equations and factors GLES 3 has: MIN, MAX, reverse subtract,
 * a constant colour, and separate alpha, one band each
 */
void scene_blendfuncs(void)
{
	float band[6 * 7];
	GLuint p;
	int b, k;

	need_es3("blendfuncs");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0.5f, 0.25f, 0.75f);
	glEnable(GL_BLEND);
	glBlendColor(0.2f, 0.4f, 0.6f, 0.8f);
	for (b = 0; b < 5; b++) {
		for (k = 0; k < 6; k++) {
			float *v = &band[7 * k];

			v[0] = (k == 1 || k == 2 || k == 4) ? 96 : 0;
			v[1] = 16 * b + ((k == 2 || k == 4 || k == 5) ? 16 : 0);
			v[2] = 0;
			v[3] = v[0] / 96;
			v[4] = 0.6f;
			v[5] = 0.3f;
			v[6] = 0.7f;
		}
		switch (b) {
		case 0:
			glBlendEquation(GL_MIN);
			break;
		case 1:
			glBlendEquation(GL_MAX);
			break;
		case 2:
			glBlendEquation(GL_FUNC_REVERSE_SUBTRACT);
			glBlendFunc(GL_ONE, GL_ONE);
			break;
		case 3:
			glBlendEquation(GL_FUNC_ADD);
			glBlendFunc(GL_CONSTANT_COLOR, GL_ONE_MINUS_CONSTANT_ALPHA);
			break;
		default:
			glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA,
					    GL_ZERO, GL_ONE);
			break;
		}
		draw_depth(band, 6);
	}
	glBlendEquation(GL_FUNC_ADD);
	glBlendFunc(GL_ONE, GL_ZERO);
	glDisable(GL_BLEND);
	check_gl("blendfuncs");
}

/*
 * Stencil operations: overlapping triangles increment (wrapping),
 * decrement and invert, front and back faces differently; then the
 * stencil values are shown as bands of colour by EQUAL tests
 */
void scene_stencilops(void)
{
	static const float front[] = {
		4, 4, 0, 0, 0, 0, 1, 70, 10, 0, 0, 0, 0, 1,
		10, 70, 0, 0, 0, 0, 1,
	};
	static const float back[] = {
		92, 76, 0, 0, 0, 0, 1, 20, 40, 0, 0, 0, 0, 1,
		92, 8, 0, 0, 0, 0, 1,
	};
	float quad[6 * 7];
	GLuint p;
	int s, k;

	need_es3("stencilops");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearStencil(1);
	glClear(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
	glEnable(GL_STENCIL_TEST);
	glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
	glStencilFunc(GL_ALWAYS, 0, 0xff);
	glStencilOpSeparate(GL_FRONT, GL_KEEP, GL_KEEP, GL_INCR_WRAP);
	glStencilOpSeparate(GL_BACK, GL_KEEP, GL_KEEP, GL_DECR_WRAP);
	draw_depth(front, 3);
	draw_depth(front, 3);
	draw_depth(back, 3);
	glStencilOpSeparate(GL_FRONT_AND_BACK, GL_KEEP, GL_KEEP, GL_INVERT);
	glStencilMask(0x0f);
	draw_depth(back, 3);
	glStencilMask(0xff);
	glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
	/* Values 0, 1, 2, 3, 0xf0 and 0xfe...: a colour each */
	for (s = 0; s < 256; s++) {
		static const float none[1];
		int shown = s < 4 || s == 0xf0 || s == 0xf1 || s == 0xf2 ||
			    s == 0xfe || s == 0xff || s == 0x0d || s == 0x0e;

		if (!shown)
			continue;
		for (k = 0; k < 6; k++) {
			float *v = &quad[7 * k];

			v[0] = (k == 1 || k == 2 || k == 4) ? 96 : 0;
			v[1] = (k == 2 || k == 4 || k == 5) ? 80 : 0;
			v[2] = 0;
			v[3] = (s & 3) / 3.0f;
			v[4] = ((s >> 2) & 3) / 3.0f;
			v[5] = (s >> 4) / 15.0f;
			v[6] = 1;
		}
		(void)none;
		glStencilFunc(GL_EQUAL, s, 0xff);
		draw_depth(quad, 6);
	}
	glDisable(GL_STENCIL_TEST);
	check_gl("stencilops");
}

/*
 * Depth functions other than LESS, glPolygonOffset, and glDepthRangef: a
 * tilted plane, then coplanar and nearer quads against it
 */
void scene_depthfuncs(void)
{
	static const float plane[] = {
		0, 0, -0.5f, 0.3f, 0.3f, 0.3f, 1, 96, 0, 0.5f, 0.3f, 0.3f, 0.3f, 1,
		0, 80, -0.5f, 0.3f, 0.3f, 0.3f, 1, 96, 0, 0.5f, 0.3f, 0.3f, 0.3f, 1,
		96, 80, 0.5f, 0.3f, 0.3f, 0.3f, 1, 0, 80, -0.5f, 0.3f, 0.3f, 0.3f, 1,
	};
	static const GLenum funcs[4] = {
		GL_GREATER, GL_EQUAL, GL_LEQUAL, GL_NOTEQUAL,
	};
	float band[6 * 7];
	GLuint p;
	int f, k;

	need_es3("depthfuncs");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_ALWAYS);
	draw_depth(plane, 6);
	for (f = 0; f < 4; f++) {
		/* A flat band at depth 0 (the plane's middle) */
		for (k = 0; k < 6; k++) {
			float *v = &band[7 * k];

			v[0] = (k == 1 || k == 2 || k == 4) ? 96 : 0;
			v[1] = 20 * f + ((k == 2 || k == 4 || k == 5) ? 16 : 2);
			v[2] = 0;
			v[3] = f & 1 ? 1.0f : 0.2f;
			v[4] = f & 2 ? 1.0f : 0.2f;
			v[5] = 0.5f;
			v[6] = 1;
		}
		glDepthFunc(funcs[f]);
		if (f == 2) {
			/* Pushed back by the offset: LEQUAL passes less */
			glEnable(GL_POLYGON_OFFSET_FILL);
			glPolygonOffset(0, 2000);
		}
		if (f == 3)
			glDepthRangef(0.25f, 0.75f);
		draw_depth(band, 6);
		glDisable(GL_POLYGON_OFFSET_FILL);
	}
	glDepthRangef(0, 1);
	glDepthFunc(GL_LESS);
	glDisable(GL_DEPTH_TEST);
	check_gl("depthfuncs");
}

/* Fans, line strips and loops from glDrawArrays */
void scene_fans(void)
{
	float fan[10 * 7], ring[6 * 7];
	GLuint p;
	int i;

	need_es3("fans");
	for (i = 0; i < 10; i++) {
		float *v = &fan[7 * i];
		/* A hexagon-ish fan around (28, 40), from its centre */
		static const float ox[9] = { 0, 24, 14, -8, -22, -24, -8, 14, 24 };
		static const float oy[9] = { 0, 0, 20, 26, 12, -10, -26, -20, 0 };

		v[0] = 28 + ox[i % 9];
		v[1] = 40 + oy[i % 9];
		v[2] = 0;
		v[3] = (i % 3) / 2.0f;
		v[4] = ((i + 1) % 3) / 2.0f;
		v[5] = ((i + 2) % 3) / 2.0f;
		v[6] = 1;
	}
	for (i = 0; i < 6; i++) {
		float *v = &ring[7 * i];
		static const float rx[6] = { 60, 90, 88, 70, 58, 64 };
		static const float ry[6] = { 10, 14, 40, 70, 52, 30 };

		v[0] = rx[i];
		v[1] = ry[i];
		v[2] = 0;
		v[3] = 1;
		v[4] = i / 5.0f;
		v[5] = 0;
		v[6] = 1;
	}
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0.2f);
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 28, fan);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 28, fan + 3);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLE_FAN, 0, 9);
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 28, ring);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 28, ring + 3);
	glDrawArrays(GL_LINE_LOOP, 0, 6);
	glDrawArrays(GL_LINE_STRIP, 1, 4);
	check_gl("fans");
}

/*
 * A 5x3 texture (not a power of two) with REPEAT, MIRRORED_REPEAT and
 * CLAMP_TO_EDGE, over three bands, nearest
 */
void scene_npot(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"in vec2 v_uv;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = texture(tex, v_uv * 3.0 - 1.0);\n"
		"}\n";
	static const GLenum wraps[3] = {
		GL_REPEAT, GL_MIRRORED_REPEAT, GL_CLAMP_TO_EDGE,
	};
	GLubyte texels[5 * 3 * 4];
	GLuint tex, p;
	int i;

	need_es3("npot");
	fill_random(texels, sizeof(texels), 13);
	tex = new_texture(GL_TEXTURE_2D);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 5, 3, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	p = program(vs3_tex, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	for (i = 0; i < 3; i++) {
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wraps[i]);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wraps[i]);
		draw_textured(32 * i, 0, 32 * i + 30, 80);
	}
	glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("npot");
}

/*
 * Texture formats: RGB565, RGBA4, RGB5_A1, LUMINANCE_ALPHA, ALPHA, R8,
 * RG8, RGB10_A2, R11F_G11F_B10F and R16F, 2x2 each, in a grid
 */
void scene_texformats(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"in vec2 v_uv;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec4 t = texture(tex, v_uv);\n"
		"	frag = vec4(t.rgb * 0.5 + t.a * 0.5, 1.0);\n"
		"}\n";
	static const struct {
		GLenum internal, format, type;
		int bytes;
	} f[10] = {
		{ GL_RGB565, GL_RGB, GL_UNSIGNED_SHORT_5_6_5, 2 },
		{ GL_RGBA4, GL_RGBA, GL_UNSIGNED_SHORT_4_4_4_4, 2 },
		{ GL_RGB5_A1, GL_RGBA, GL_UNSIGNED_SHORT_5_5_5_1, 2 },
		{ GL_LUMINANCE_ALPHA, GL_LUMINANCE_ALPHA, GL_UNSIGNED_BYTE, 2 },
		{ GL_ALPHA, GL_ALPHA, GL_UNSIGNED_BYTE, 1 },
		{ GL_R8, GL_RED, GL_UNSIGNED_BYTE, 1 },
		{ GL_RG8, GL_RG, GL_UNSIGNED_BYTE, 2 },
		{ GL_RGB10_A2, GL_RGBA, GL_UNSIGNED_INT_2_10_10_10_REV, 4 },
		{ GL_R11F_G11F_B10F, GL_RGB,
		  GL_UNSIGNED_INT_10F_11F_11F_REV, 4 },
		{ GL_R16F, GL_RED, GL_HALF_FLOAT, 2 },
	};
	GLubyte texels[2 * 2 * 4];
	GLuint tex[10], p;
	int i;

	need_es3("texformats");
	p = program(vs3_tex, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
	for (i = 0; i < 10; i++) {
		fill_random(texels, 4 * f[i].bytes, 20 + i);
		if (f[i].type == GL_HALF_FLOAT) {
			/* Finite halves, 0 to 2 */
			texels[1] &= 0x3f;
			texels[3] &= 0x3f;
			texels[5] &= 0x3f;
			texels[7] &= 0x3f;
		}
		if (f[i].type == GL_UNSIGNED_INT_10F_11F_11F_REV) {
			int k;

			/* Exponents below the maximum: no Inf or NaN */
			for (k = 0; k < 4; k++) {
				texels[4 * k + 1] &= 0xbf;
				texels[4 * k + 2] &= 0xef;
				texels[4 * k + 3] &= 0x7d;
			}
		}
		tex[i] = new_texture(GL_TEXTURE_2D);
		glTexImage2D(GL_TEXTURE_2D, 0, f[i].internal, 2, 2, 0,
			     f[i].format, f[i].type, texels);
		draw_textured(19 * (i % 5), 40 * (i / 5), 19 * (i % 5) + 18,
			      40 * (i / 5) + 38);
	}
	glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(10, tex);
	check_gl("texformats");
}

/* GLES 3 texture swizzles: each quadrant a different one */
void scene_swizzle(void)
{
	static const GLint swz[4][4] = {
		{ GL_RED, GL_GREEN, GL_BLUE, GL_ALPHA },
		{ GL_BLUE, GL_RED, GL_GREEN, GL_ONE },
		{ GL_ALPHA, GL_ZERO, GL_RED, GL_ONE },
		{ GL_GREEN, GL_GREEN, GL_ONE, GL_ZERO },
	};
	GLubyte texels[4 * 4 * 4];
	GLuint tex[4];
	GLuint p;
	int q;

	need_es3("swizzle");
	fill_random(texels, sizeof(texels), 17);
	p = program(vs3_tex, fs3_tex, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	for (q = 0; q < 4; q++) {
		tex[q] = new_texture(GL_TEXTURE_2D);
		glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 4, 4, 0, GL_RGBA,
			     GL_UNSIGNED_BYTE, texels);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_R, swz[q][0]);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_G, swz[q][1]);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_B, swz[q][2]);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_A, swz[q][3]);
		draw_textured(48 * (q % 2), 40 * (q / 2), 48 * (q % 2) + 48,
			      40 * (q / 2) + 40);
	}
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(4, tex);
	check_gl("swizzle");
}

/*
 * Built-in functions over a range: pow, exp2, log2, sin, cos, atan,
 * sqrt, inversesqrt, smoothstep, mix, step, in bands (values within a
 * few 1/255 of llvmpipe's are the test's tolerance)
 */
void scene_mathfuncs(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	float x = gl_FragCoord.x / 96.0;\n"
		"	int band = int(gl_FragCoord.y) / 10;\n"
		"	vec3 c;\n"
		"	if (band == 0) c = vec3(pow(x, 2.2), pow(x, 0.45), exp2(x) - 1.0);\n"
		"	else if (band == 1) c = vec3(log2(1.0 + x), sqrt(x), inversesqrt(1.0 + 3.0 * x) );\n"
		"	else if (band == 2) c = vec3(sin(x * 6.2831) * 0.5 + 0.5, cos(x * 6.2831) * 0.5 + 0.5, atan(x * 4.0 - 2.0) / 3.0 + 0.5);\n"
		"	else if (band == 3) c = vec3(smoothstep(0.2, 0.8, x), mix(0.1, 0.9, x), step(0.5, x));\n"
		"	else if (band == 4) c = vec3(fract(x * 3.7), mod(x * 5.0, 1.3) / 1.3, abs(x - 0.5) * 2.0);\n"
		"	else if (band == 5) c = vec3(floor(x * 8.0) / 8.0, ceil(x * 8.0) / 8.0, round(x * 8.0) / 8.0);\n"
		"	else if (band == 6) c = vec3(tan(x - 0.5) + 0.5, asin(x) / 1.6, acos(x) / 3.2);\n"
		"	else c = vec3(exp(x) / 3.0, log(1.0 + x * 1.7), clamp(x * 2.0 - 0.5, 0.0, 1.0));\n"
		"	frag = vec4(c, 1.0);\n"
		"}\n";
	GLuint p;

	need_es3("mathfuncs");
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	check_gl("mathfuncs");
}

/*
 * Integer and bit operations in a fragment shader: shifts, and/or/xor,
 * unsigned division and modulo, bitfield reversal through
 * floatBitsToUint, packHalf2x16, shown as bytes of colour
 */
void scene_intops(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"precision highp int;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	uint x = uint(gl_FragCoord.x), y = uint(gl_FragCoord.y);\n"
		"	uint a = (x * 2654435761u) ^ (y << 7) ^ (y >> 2);\n"
		"	uint b = a / (y + 3u) + a % (x + 5u);\n"
		"	int s = int(a) >> 9;\n"
		"	uint h = packHalf2x16(vec2(float(x) / 8.0, -float(y)));\n"
		"	uint f = floatBitsToUint(float(x) * 0.37);\n"
		"	uvec4 v = uvec4(a & 255u, (b >> 3) & 255u,\n"
		"			(uint(s) ^ h ^ f) & 255u, 255u);\n"
		"	frag = vec4(v) / 255.0;\n"
		"}\n";
	GLuint p;

	need_es3("intops");
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	draw_screen();
	check_gl("intops");
}

/*
 * glClearBufferfv on two render targets with different colours, then a
 * scissored glClear and a masked one
 */
void scene_clearbuf(void)
{
	static const GLenum bufs[] = {
		GL_COLOR_ATTACHMENT0, GL_COLOR_ATTACHMENT1,
	};
	static const float c0[4] = { 0.9f, 0.2f, 0.1f, 1 };
	static const float c1[4] = { 0.1f, 0.3f, 0.9f, 1 };
	GLuint target = target_fbo(), fbo, tex[2];
	int i;

	need_es3("clearbuf");
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	for (i = 0; i < 2; i++) {
		tex[i] = new_texture(GL_TEXTURE_2D);
		glTexStorage2D(GL_TEXTURE_2D, 1, GL_RGBA8, 48, 40);
		glFramebufferTexture2D(GL_FRAMEBUFFER,
				       GL_COLOR_ATTACHMENT0 + i,
				       GL_TEXTURE_2D, tex[i], 0);
	}
	glDrawBuffers(2, bufs);
	glViewport(0, 0, 48, 40);
	glClearBufferfv(GL_COLOR, 0, c0);
	glClearBufferfv(GL_COLOR, 1, c1);
	glEnable(GL_SCISSOR_TEST);
	glScissor(8, 8, 20, 12);
	glClearColor(0.5f, 0.5f, 0.5f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glScissor(30, 20, 12, 16);
	glColorMask(GL_TRUE, GL_FALSE, GL_FALSE, GL_TRUE);
	glClearColor(0, 1, 1, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	glDisable(GL_SCISSOR_TEST);
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	clear_to(0, 0, 0);
	for (i = 0; i < 2; i++)
		show_texture(target, tex[i], 48 * i, 20, 48 * i + 48, 60);
	glDeleteFramebuffers(1, &fbo);
	glDeleteTextures(2, tex);
	check_gl("clearbuf");
}

/*
 * Polygon offset, where it decides: four bands, each a sloped quad (red)
 * drawn again at the same depths (green) with an offset.  Pulled forward
 * by units (-4, 0) or by the slope (factor -1) the green copy passes
 * GL_LESS; pushed back by them it fails GL_LEQUAL.
 */
void scene_polyoffset(void)
{
	static const struct { float factor, units; GLenum func; } cases[4] = {
		{ 0, -4, GL_LESS }, { 0, 4, GL_LEQUAL },
		{ -1, 0, GL_LESS }, { 1, 0, GL_LEQUAL },
	};
	float quad[6 * 7];
	GLuint p;
	int b, k, c;

	need_es3("polyoffset");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	for (b = 0; b < 4; b++) {
		for (c = 0; c < 2; c++) {
			for (k = 0; k < 6; k++) {
				float *v = &quad[7 * k];
				int right = k == 1 || k == 2 || k == 4;

				v[0] = right ? 96 : 0;
				v[1] = 20 * b + ((k == 2 || k == 4 || k == 5) ?
						 18 : 2);
				/* Depth across the band, steeper each band */
				v[2] = (right ? 0.2f : -0.2f) * (b + 1);
				v[3] = c ? 0 : 1;
				v[4] = c ? 1 : 0;
				v[5] = 0;
				v[6] = 1;
			}
			glDepthFunc(c ? cases[b].func : GL_LESS);
			if (c) {
				glEnable(GL_POLYGON_OFFSET_FILL);
				glPolygonOffset(cases[b].factor, cases[b].units);
			}
			draw_depth(quad, 6);
			glDisable(GL_POLYGON_OFFSET_FILL);
		}
	}
	glPolygonOffset(0, 0);
	glDepthFunc(GL_LESS);
	glDisable(GL_DEPTH_TEST);
	check_gl("polyoffset");
}

/*
 * The depth/stencil formats GLES 3 renders to: D16, D24S8, D32F and
 * D32F_S8 (separate stencil on a4xx), each an offscreen 48x40 target
 * with two triangles piercing each other, depth-tested, and a stencil
 * pass that keeps a band where formats have stencil; shown side by side
 */
void scene_depthformats(void)
{
	static const GLenum formats[4] = {
		GL_DEPTH_COMPONENT16, GL_DEPTH24_STENCIL8,
		GL_DEPTH_COMPONENT32F, GL_DEPTH32F_STENCIL8,
	};
	static const float pierce[] = {
		3, 4, -0.8f, 1, 0, 0, 1,  45, 20, 0.8f, 1, 0, 0, 1,
		3, 36, -0.8f, 1, 0, 0, 1,  45, 4, -0.6f, 0, 1, 0, 1,
		45, 36, -0.6f, 0, 1, 0, 1,  3, 20, 0.6f, 0, 1, 0, 1,
	};
	static const float band[] = {
		0, 14, 0, 0, 0, 0, 1,  48, 14, 0, 0, 0, 0, 1,
		0, 26, 0, 0, 0, 0, 1,  48, 14, 0, 0, 0, 0, 1,
		48, 26, 0, 0, 0, 0, 1,  0, 26, 0, 0, 0, 0, 1,
	};
	GLuint target = target_fbo(), fbo[4], tex[4], rb[4], p;
	int i, stencil;

	need_es3("depthformats");
	glGenRenderbuffers(4, rb);
	for (i = 0; i < 4; i++) {
		stencil = i == 1 || i == 3;
		tex[i] = offscreen(GL_RGBA8, 48, 40, &fbo[i]);
		glBindRenderbuffer(GL_RENDERBUFFER, rb[i]);
		glRenderbufferStorage(GL_RENDERBUFFER, formats[i], 48, 40);
		glFramebufferRenderbuffer(GL_FRAMEBUFFER, stencil ?
					  GL_DEPTH_STENCIL_ATTACHMENT :
					  GL_DEPTH_ATTACHMENT,
					  GL_RENDERBUFFER, rb[i]);
		if (glCheckFramebufferStatus(GL_FRAMEBUFFER) !=
		    GL_FRAMEBUFFER_COMPLETE)
			die("depth format 0x%x: incomplete", formats[i]);
		p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
		glUniform2f(glGetUniformLocation(p, "size"), 48, 40);
		glClearColor(0.1f, 0.1f, 0.3f, 1);
		glClearDepthf(1.0f);
		glClearStencil(0);
		glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT |
			GL_STENCIL_BUFFER_BIT);
		if (stencil) {
			/* The band marks the stencil only */
			glEnable(GL_STENCIL_TEST);
			glStencilFunc(GL_ALWAYS, 1, 0xff);
			glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
			glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
			draw_depth(band, 6);
			glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
			glStencilFunc(GL_NOTEQUAL, 1, 0xff);
			glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
		}
		glEnable(GL_DEPTH_TEST);
		draw_depth(pierce, 6);
		glDisable(GL_DEPTH_TEST);
		glDisable(GL_STENCIL_TEST);
	}
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	clear_to(0, 0, 0);
	for (i = 0; i < 4; i++)
		show_texture(target, tex[i], 48 * (i % 2), 40 * (i / 2),
			     48 * (i % 2) + 48, 40 * (i / 2) + 40);
	glDeleteFramebuffers(4, fbo);
	glDeleteRenderbuffers(4, rb);
	glDeleteTextures(4, tex);
	check_gl("depthformats");
}

/*
 * gl_FragDepth: a ramp the shader writes (0 at the left, 1 at the right)
 * against a quad at depth 0.5 (window), GL_LESS; in the lower band with
 * glDepthRangef(0.25, 0.75), which does not apply to gl_FragDepth, and a
 * discard that keeps the fragment's depth out of the buffer
 */
void scene_fragdepth(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"in vec4 v_color;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	if (gl_FragCoord.x > 84.0 && gl_FragCoord.y < 40.0)\n"
		"		discard;\n"
		"	gl_FragDepth = gl_FragCoord.x / 96.0;\n"
		"	frag = v_color;\n"
		"}\n";
	static const float back[] = {
		0, 0, 0, 0, 0, 1, 1,  96, 0, 0, 0, 0, 1, 1,
		0, 80, 0, 0, 0, 1, 1,  96, 0, 0, 0, 0, 1, 1,
		96, 80, 0, 0, 0, 1, 1,  0, 80, 0, 0, 0, 1, 1,
	};
	float ramp[6 * 7];
	GLuint pb, pr;
	int band, k;

	need_es3("fragdepth");
	pb = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(pb);
	pr = program(vs3_depth, fs, NULL, NULL, NULL);
	size_uniform(pr);
	glClearColor(0, 0, 0, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	glUseProgram(pb);
	draw_depth(back, 6);
	glUseProgram(pr);
	for (band = 0; band < 2; band++) {
		for (k = 0; k < 6; k++) {
			float *v = &ramp[7 * k];

			v[0] = (k == 1 || k == 2 || k == 4) ? 96 : 0;
			v[1] = 40 * band + ((k == 2 || k == 4 || k == 5) ?
					    36 : 4);
			v[2] = -0.9f;
			v[3] = band ? 0 : 1;
			v[4] = 1;
			v[5] = 0;
			v[6] = 1;
		}
		if (band)
			glDepthRangef(0.25f, 0.75f);
		draw_depth(ramp, 6);
	}
	glDepthRangef(0, 1);
	glDisable(GL_DEPTH_TEST);
	check_gl("fragdepth");
}

/*
 * Wide lines (glLineWidth 1, 3 and 6, x- and y-major and diagonal) and
 * big points (gl_PointSize 3 to 15)
 */
void scene_widelines(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(location = 0) in vec3 pos;\n"
		"layout(location = 1) in vec4 color;\n"
		"out vec4 v_color;\n"
		"void main() {\n"
		"	gl_Position = vec4(pos.xy * 2.0 / size - 1.0, 0.0, 1.0);\n"
		"	gl_PointSize = pos.z;\n"
		"	v_color = color;\n"
		"}\n";
	static const float lines[] = {
		4.5f, 6.5f, 0, 1, 0, 0, 1,  60.5f, 14.5f, 0, 1, 1, 0, 1,
		8.5f, 20.5f, 0, 0, 1, 0, 1,  14.5f, 70.5f, 0, 0, 1, 1, 1,
		24.5f, 24.5f, 0, 1, 1, 1, 1,  60.5f, 60.5f, 0, 1, 0, 1, 1,
	};
	static const float points[] = {
		70.5f, 30.5f, 3, 1, 0.5f, 0, 1,
		84.5f, 30.5f, 6, 0, 0.5f, 1, 1,
		76.5f, 60.5f, 15, 1, 1, 1, 1,
	};
	static const float widths[3] = { 1, 3, 6 };
	GLfloat range[2];
	GLuint p;
	int i;

	need_es3("widelines");
	glGetFloatv(GL_ALIASED_LINE_WIDTH_RANGE, range);
	if (range[1] < 6)
		die("widelines: line widths up to %g only", range[1]);
	p = program(vs, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	for (i = 0; i < 3; i++) {
		glLineWidth(widths[i]);
		draw_prims(GL_LINES, lines + 14 * i, 2);
	}
	glLineWidth(1);
	draw_prims(GL_POINTS, points, 3);
	check_gl("widelines");
}

/* A float's half (round to nearest even, finite inputs in half's range) */
static GLushort to_half(float f)
{
	union { float f; GLuint u; } v = { f };
	GLuint sign = (v.u >> 16) & 0x8000, mant;
	int e = (int)((v.u >> 23) & 0xff) - 127 + 15;

	if (e <= 0)
		return (GLushort)sign;
	mant = (v.u & 0x7fffff) >> 13;
	if ((v.u & 0x1fff) > 0x1000 || ((v.u & 0x1fff) == 0x1000 && (mant & 1)))
		mant++;
	return (GLushort)(sign + ((GLuint)e << 10) + mant);
}

/*
 * More texture formats: RGB8, LUMINANCE, SRGB8 (three bytes a texel),
 * RGBA16F, RG16F, RGBA32F, RG32F, R32F, RGBA8_SNORM, R8_SNORM and
 * RGB9_E5, 2x2 each, shown as |rgb| / 2 + a / 2
 */
void scene_texformats2(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform sampler2D tex;\n"
		"in vec2 v_uv;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec4 t = texture(tex, v_uv);\n"
		"	frag = vec4(abs(t.rgb) * 0.5 + abs(t.a) * 0.5, 1.0);\n"
		"}\n";
	enum { UB, HALF, FLOAT, SB, E5 };
	static const struct {
		GLenum internal, format, type;
		int comps, kind;
	} f[11] = {
		{ GL_RGB8, GL_RGB, GL_UNSIGNED_BYTE, 3, UB },
		{ GL_LUMINANCE, GL_LUMINANCE, GL_UNSIGNED_BYTE, 1, UB },
		{ GL_SRGB8, GL_RGB, GL_UNSIGNED_BYTE, 3, UB },
		{ GL_RGBA16F, GL_RGBA, GL_HALF_FLOAT, 4, HALF },
		{ GL_RG16F, GL_RG, GL_HALF_FLOAT, 2, HALF },
		{ GL_RGBA32F, GL_RGBA, GL_FLOAT, 4, FLOAT },
		{ GL_RG32F, GL_RG, GL_FLOAT, 2, FLOAT },
		{ GL_R32F, GL_RED, GL_FLOAT, 1, FLOAT },
		{ GL_RGBA8_SNORM, GL_RGBA, GL_BYTE, 4, SB },
		{ GL_R8_SNORM, GL_RED, GL_BYTE, 1, SB },
		{ GL_RGB9_E5, GL_RGB, GL_UNSIGNED_INT_5_9_9_9_REV, 1, E5 },
	};
	GLubyte bytes[16];
	GLushort halves[16];
	GLfloat floats[16];
	GLuint e5[4], tex[11], p;
	const void *data;
	int i, k;

	need_es3("texformats2");
	p = program(vs3_tex, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
	for (i = 0; i < 11; i++) {
		fill_random(bytes, 16, 40 + i);
		for (k = 0; k < 16; k++) {
			floats[k] = bytes[k] / 160.0f;
			halves[k] = to_half(floats[k]);
		}
		/* Shared exponent 15 (2^0): mantissas / 512, 0 to 1 */
		for (k = 0; k < 4; k++)
			e5[k] = (GLuint)bytes[k] | (GLuint)bytes[k + 4] << 10 |
				(GLuint)bytes[k + 8] << 19 | 15u << 27;
		data = f[i].kind == HALF ? (const void *)halves :
		       f[i].kind == FLOAT ? (const void *)floats :
		       f[i].kind == E5 ? (const void *)e5 : (const void *)bytes;
		tex[i] = new_texture(GL_TEXTURE_2D);
		glTexImage2D(GL_TEXTURE_2D, 0, f[i].internal, 2, 2, 0,
			     f[i].format, f[i].type, data);
		draw_textured(16 * (i % 6), 40 * (i / 6), 16 * (i % 6) + 16,
			      40 * (i / 6) + 38);
	}
	glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(11, tex);
	check_gl("texformats2");
}

/*
 * More render target formats GLES 3 renders to: R8, RG8, RGB10_A2
 * (normalized) and RGBA8UI, RG16UI, R32UI, RGBA8I, R16I and R32I
 * (integer).  Each 24x20 target gets a gradient from gl_FragCoord (the
 * integer ones scaled by mul), then is shown in its cell through
 * texelFetch, divided back to 0..1 (signed: 0.5 at zero)
 */
void scene_rtformats2(void)
{
	enum { NORM, UINT, SINT };
	static const char *const out_fs[3] = {
		"#version 300 es\n"
		"precision highp float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	frag = vec4(gl_FragCoord.xy / vec2(24.0, 20.0), 0.6, 0.3);\n"
		"}\n",
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform float mul;\n"
		"layout(location = 0) out uvec4 frag;\n"
		"void main() {\n"
		"	vec2 g = gl_FragCoord.xy / vec2(24.0, 20.0);\n"
		"	frag = uvec4(vec4(g, 0.6, 0.3) * mul);\n"
		"}\n",
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform float mul;\n"
		"layout(location = 0) out ivec4 frag;\n"
		"void main() {\n"
		"	vec2 g = gl_FragCoord.xy / vec2(24.0, 20.0);\n"
		"	frag = ivec4((vec4(g, 0.6, 0.3) * 2.0 - 1.0) * mul);\n"
		"}\n",
	};
	static const char *const show_fs[3] = {
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2D tex;\n"
		"uniform vec2 cell;\n"
		"uniform float mul;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	ivec2 at = ivec2(gl_FragCoord.xy - cell);\n"
		"	frag = texelFetch(tex, at, 0);\n"
		"}\n",
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp usampler2D tex;\n"
		"uniform vec2 cell;\n"
		"uniform float mul;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	ivec2 at = ivec2(gl_FragCoord.xy - cell);\n"
		"	frag = vec4(texelFetch(tex, at, 0)) / mul;\n"
		"}\n",
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp isampler2D tex;\n"
		"uniform vec2 cell;\n"
		"uniform float mul;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	ivec2 at = ivec2(gl_FragCoord.xy - cell);\n"
		"	frag = vec4(texelFetch(tex, at, 0)) / mul * 0.5 + 0.5;\n"
		"}\n",
	};
	static const struct {
		GLenum internal;
		int kind;
		float mul;
	} f[9] = {
		{ GL_R8, NORM, 1 }, { GL_RG8, NORM, 1 },
		{ GL_RGB10_A2, NORM, 1 }, { GL_RGBA8UI, UINT, 255 },
		{ GL_RG16UI, UINT, 65535 }, { GL_R32UI, UINT, 3e9f },
		{ GL_RGBA8I, SINT, 127 }, { GL_R16I, SINT, 32767 },
		{ GL_R32I, SINT, 2e9f },
	};
	GLuint target = target_fbo(), fbo, tex[9], p;
	float x, y;
	int i;

	need_es3("rtformats2");
	for (i = 0; i < 9; i++) {
		tex[i] = offscreen(f[i].internal, 24, 20, &fbo);
		p = program(vs3_pos, out_fs[f[i].kind], NULL, NULL, NULL);
		glUniform2f(glGetUniformLocation(p, "size"), 24, 20);
		glUniform1f(glGetUniformLocation(p, "mul"), f[i].mul);
		glViewport(0, 0, 24, 20);
		draw_rect(24, 20);
		glDeleteFramebuffers(1, &fbo);
	}
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	clear_to(0, 0, 0);
	for (i = 0; i < 9; i++) {
		x = 32 * (i % 3) + 4;
		y = 26 * (i / 3) + 3;
		p = program(vs3_pos, show_fs[f[i].kind], NULL, NULL, NULL);
		size_uniform(p);
		glUniform2f(glGetUniformLocation(p, "cell"), x, y);
		glUniform1f(glGetUniformLocation(p, "mul"), f[i].mul);
		glBindTexture(GL_TEXTURE_2D, tex[i]);
		glEnable(GL_SCISSOR_TEST);
		glScissor((GLint)x, (GLint)y, 24, 20);
		draw_screen();
		glDisable(GL_SCISSOR_TEST);
	}
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(9, tex);
	check_gl("rtformats2");
}

/*
 * Arrays in shaders: a uniform array indexed by a varying-derived index
 * (relative constant addressing), a local array of 40 floats written and
 * read at computed indices, and eight varyings of mixed types (float,
 * vec2, vec3, vec4, flat int and uint) carried through
 */
void scene_arrays(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"layout(location = 0) in vec2 pos;\n"
		"out float v_a;\n"
		"out vec2 v_b;\n"
		"out vec3 v_c;\n"
		"out vec4 v_d;\n"
		"flat out int v_i;\n"
		"flat out uint v_u;\n"
		"out vec2 v_e;\n"
		"out float v_f;\n"
		"void main() {\n"
		"	vec2 p = pos / size;\n"
		"	gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);\n"
		"	v_a = p.x;\n"
		"	v_b = p.yx;\n"
		"	v_c = vec3(p, 0.5);\n"
		"	v_d = vec4(1.0 - p.x, p.y * 0.5, 0.25, 1.0);\n"
		"	v_i = gl_VertexID % 5;\n"
		"	v_u = uint(gl_VertexID) * 3u;\n"
		"	v_e = p * p;\n"
		"	v_f = 0.75;\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform vec4 pal[12];\n"
		"in float v_a;\n"
		"in vec2 v_b;\n"
		"in vec3 v_c;\n"
		"in vec4 v_d;\n"
		"flat in int v_i;\n"
		"flat in uint v_u;\n"
		"in vec2 v_e;\n"
		"in float v_f;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	float arr[40];\n"
		"	int k = int(gl_FragCoord.x) % 12;\n"
		"	int j = int(gl_FragCoord.y) % 40;\n"
		"	for (int n = 0; n < 40; n++)\n"
		"		arr[n] = float(n * n % 17) / 16.0;\n"
		"	arr[j] = arr[(j * 7) % 40] * 0.5;\n"
		"	vec4 c = pal[k] * 0.5 + vec4(arr[j], arr[39 - j], v_a, 0.0) * 0.25;\n"
		"	if (gl_FragCoord.y < 20.0)\n"
		"		c = vec4(v_b, v_c.z, 1.0);\n"
		"	else if (gl_FragCoord.y < 30.0)\n"
		"		c = v_d * v_f + vec4(v_e, 0.0, 0.0) * 0.25;\n"
		"	else if (gl_FragCoord.y < 36.0)\n"
		"		c = vec4(float(v_i) / 4.0, float(v_u % 7u) / 6.0, v_c.x, 1.0);\n"
		"	frag = c;\n"
		"}\n";
	GLfloat pal[12 * 4];
	GLuint p;
	int i;

	need_es3("arrays");
	for (i = 0; i < 12 * 4; i++)
		pal[i] = (float)((i * 37) % 11) / 10.0f;
	p = program(vs, fs, NULL, NULL, NULL);
	size_uniform(p);
	glUniform4fv(glGetUniformLocation(p, "pal"), 12, pal);
	clear_to(0, 0, 0);
	draw_screen();
	check_gl("arrays");
}

/*
 * Float render targets (EXT_color_buffer_float): RGBA16F with additive
 * blending past 1.0, R32F and RG16F with values outside 0..1, then R11F
 * G11F B10F; shown through texelFetch, scaled down to 0..1
 */
void scene_floatrt(void)
{
	static const char out_fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 g = gl_FragCoord.xy / vec2(24.0, 20.0);\n"
		"	frag = vec4(g.x * 3.0, g.y * 2.0 - 0.5, 1.5, 0.25);\n"
		"}\n";
	static const char show_fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2D tex;\n"
		"uniform vec2 cell;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	ivec2 at = ivec2(gl_FragCoord.xy - cell);\n"
		"	frag = texelFetch(tex, at, 0) / 8.0 + 0.25;\n"
		"}\n";
	static const GLenum formats[4] = {
		GL_RGBA16F, GL_R32F, GL_RG16F, GL_R11F_G11F_B10F,
	};
	const char *ext = (const char *)glGetString(GL_EXTENSIONS);
	GLuint target = target_fbo(), fbo, tex[4], p;
	float x, y;
	int i;

	need_es3("floatrt");
	if (!ext || !strstr(ext, "GL_EXT_color_buffer_float"))
		die("floatrt: no GL_EXT_color_buffer_float");
	for (i = 0; i < 4; i++) {
		tex[i] = offscreen(formats[i], 24, 20, &fbo);
		p = program(vs3_pos, out_fs, NULL, NULL, NULL);
		glUniform2f(glGetUniformLocation(p, "size"), 24, 20);
		glClearColor(0.5f, 0.5f, 0.5f, 0.5f);
		glClear(GL_COLOR_BUFFER_BIT);
		if (i == 0) {
			glEnable(GL_BLEND);
			glBlendFunc(GL_ONE, GL_ONE);
		}
		draw_rect(24, 20);
		glDisable(GL_BLEND);
		glDeleteFramebuffers(1, &fbo);
	}
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	clear_to(0, 0, 0);
	p = program(vs3_pos, show_fs, NULL, NULL, NULL);
	size_uniform(p);
	for (i = 0; i < 4; i++) {
		x = 48 * (i % 2) + 12;
		y = 40 * (i / 2) + 10;
		glUniform2f(glGetUniformLocation(p, "cell"), x, y);
		glBindTexture(GL_TEXTURE_2D, tex[i]);
		glEnable(GL_SCISSOR_TEST);
		glScissor((GLint)x, (GLint)y, 24, 20);
		draw_screen();
		glDisable(GL_SCISSOR_TEST);
	}
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(4, tex);
	check_gl("floatrt");
}

/*
 * Viewports and depth ranges: the same two piercing triangles drawn in
 * four viewports (offset, partial, one past the target's edge) with the
 * depth range whole, reversed, a middle slice and a near one, and a
 * scissor inside the last
 */
void scene_viewports(void)
{
	static const float pierce[] = {
		0, 0, -0.9f, 1, 0, 0, 1,  96, 40, 0.9f, 1, 0, 0, 1,
		0, 80, -0.9f, 1, 0, 0, 1,  96, 0, -0.6f, 0, 1, 0, 1,
		96, 80, -0.6f, 0, 1, 0, 1,  0, 40, 0.7f, 0, 1, 0, 1,
	};
	static const struct { GLint x, y; GLsizei w, h; float n, f; } vp[4] = {
		{ 2, 2, 44, 36, 0, 1 }, { 50, 4, 40, 30, 1, 0 },
		{ 4, 44, 36, 34, 0.3f, 0.6f }, { 60, 46, 48, 40, 0, 0.2f },
	};
	GLuint p;
	int i;

	need_es3("viewports");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0.1f, 0.1f, 0.2f, 1);
	glClearDepthf(0.5f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	for (i = 0; i < 4; i++) {
		glViewport(vp[i].x, vp[i].y, vp[i].w, vp[i].h);
		glDepthRangef(vp[i].n, vp[i].f);
		if (i == 3) {
			glEnable(GL_SCISSOR_TEST);
			glScissor(64, 50, 20, 24);
		}
		draw_depth(pierce, 6);
	}
	glDisable(GL_SCISSOR_TEST);
	glDisable(GL_DEPTH_TEST);
	glDepthRangef(0, 1);
	glViewport(0, 0, width, height);
	check_gl("viewports");
}

/*
 * glBlitFramebuffer beyond whole scales: a 16x16 texture stretched 1.5
 * and 2.25 times with GL_LINEAR, 15x15 of it shrunk to 10x10 with
 * GL_NEAREST, and mirrored in x with GL_LINEAR
 */
void scene_blit2(void)
{
	GLuint target = target_fbo(), fbo, tex;
	GLubyte texels[16 * 16 * 4];
	int i;

	need_es3("blit2");
	/* Smooth ramps: linear filtering's rounding stays small */
	for (i = 0; i < 16 * 16; i++) {
		texels[4 * i] = (GLubyte)(16 * (i % 16));
		texels[4 * i + 1] = (GLubyte)(16 * (i / 16));
		texels[4 * i + 2] = (GLubyte)(i % 3 ? 200 : 40);
		texels[4 * i + 3] = 255;
	}
	tex = blit_begin(texels, target, &fbo);
	glBlitFramebuffer(0, 0, 16, 16, 2, 2, 26, 26, GL_COLOR_BUFFER_BIT,
			  GL_LINEAR);
	glBlitFramebuffer(0, 0, 16, 16, 30, 2, 66, 38, GL_COLOR_BUFFER_BIT,
			  GL_LINEAR);
	/* 15 to 10: no sample lands on a texel's edge (rounding's choice) */
	glBlitFramebuffer(0, 0, 15, 15, 70, 2, 80, 12, GL_COLOR_BUFFER_BIT,
			  GL_NEAREST);
	glBlitFramebuffer(0, 0, 16, 16, 94, 44, 58, 80, GL_COLOR_BUFFER_BIT,
			  GL_LINEAR);
	blit_end(target, fbo, tex);
	check_gl("blit2");
}

/*
 * Rendering into parts of textures: mip level 1 of a 2D texture, the +Z
 * face of a cube map, layer 2 of a 2D array and slice 1 of a 3D texture
 * (glFramebufferTextureLayer), each cleared and drawn into, then sampled
 * from there in a quadrant
 */
void scene_rendertex(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2D t2;\n"
		"uniform highp samplerCube tc;\n"
		"uniform highp sampler2DArray ta;\n"
		"uniform highp sampler3D t3;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	vec2 q = fract(p * 2.0);\n"
		"	int k = int(p.x * 2.0) + 2 * int(p.y * 2.0);\n"
		"	if (k == 0)\n"
		"		frag = textureLod(t2, q, 1.0);\n"
		"	else if (k == 1)\n"
		"		frag = texture(tc, vec3(q * 2.0 - 1.0, 1.0));\n"
		"	else if (k == 2)\n"
		"		frag = texture(ta, vec3(q, 2.0));\n"
		"	else\n"
		"		frag = texture(t3, vec3(q, 0.625));\n"
		"}\n";
	static const float tri[] = {
		1, 1, 0, 1, 0.2f, 0, 1,  15, 4, 0, 0, 1, 0.2f, 1,
		3, 15, 0, 0.2f, 0, 1, 1,
	};
	GLuint target = target_fbo(), fbo, tex[4], p;
	GLenum kinds[4] = {
		GL_TEXTURE_2D, GL_TEXTURE_CUBE_MAP, GL_TEXTURE_2D_ARRAY,
		GL_TEXTURE_3D,
	};
	int i;

	need_es3("rendertex");
	for (i = 0; i < 4; i++) {
		tex[i] = new_texture(kinds[i]);
		if (i == 0) {
			/* Level 1 is what the lod picks: mipmapping on */
			glTexStorage2D(GL_TEXTURE_2D, 2, GL_RGBA8, 32, 32);
			glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
					GL_NEAREST_MIPMAP_NEAREST);
		}
		else if (i == 1)
			glTexStorage2D(GL_TEXTURE_CUBE_MAP, 1, GL_RGBA8, 16, 16);
		else
			glTexStorage3D(kinds[i], 1, GL_RGBA8, 16, 16, 4);
	}
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	glUniform2f(glGetUniformLocation(p, "size"), 16, 16);
	glViewport(0, 0, 16, 16);
	for (i = 0; i < 4; i++) {
		if (i == 0)
			glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
					       GL_TEXTURE_2D, tex[0], 1);
		else if (i == 1)
			glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
					       GL_TEXTURE_CUBE_MAP_POSITIVE_Z,
					       tex[1], 0);
		else
			glFramebufferTextureLayer(GL_FRAMEBUFFER,
						  GL_COLOR_ATTACHMENT0, tex[i],
						  0, i == 2 ? 2 : 1);
		if (glCheckFramebufferStatus(GL_FRAMEBUFFER) !=
		    GL_FRAMEBUFFER_COMPLETE)
			die("rendertex: target %d incomplete", i);
		glClearColor(0.1f * (float)i, 0.3f, 0.5f, 1);
		glClear(GL_COLOR_BUFFER_BIT);
		draw_depth(tri, 3);
	}
	glBindFramebuffer(GL_FRAMEBUFFER, target);
	glViewport(0, 0, width, height);
	clear_to(0, 0, 0);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	for (i = 0; i < 4; i++) {
		glActiveTexture(GL_TEXTURE0 + i);
		glBindTexture(kinds[i], tex[i]);
	}
	glUniform1i(glGetUniformLocation(p, "t2"), 0);
	glUniform1i(glGetUniformLocation(p, "tc"), 1);
	glUniform1i(glGetUniformLocation(p, "ta"), 2);
	glUniform1i(glGetUniformLocation(p, "t3"), 3);
	draw_screen();
	for (i = 3; i >= 0; i--) {
		glActiveTexture(GL_TEXTURE0 + i);
		glBindTexture(kinds[i], 0);
	}
	glDeleteFramebuffers(1, &fbo);
	glDeleteTextures(4, tex);
	check_gl("rendertex");
}

/*
 * The vertex shader samples a texture (a height and a colour for each
 * vertex of a 12x10 grid), and the fragment shader uses the GLSL ES 3
 * packing built-ins: packHalf2x16 and unpackHalf2x16, packUnorm2x16,
 * packSnorm2x16 and their unpacks, floatBitsToUint and uintBitsToFloat
 * (only the high bits of what it packs decide: the lowest follow the
 * last bit of interpolation, which GL leaves open)
 */
void scene_vstex(void)
{
	static const char vs[] =
		"#version 300 es\n"
		"uniform vec2 size;\n"
		"uniform highp sampler2D heights;\n"
		"layout(location = 0) in vec2 pos;\n"
		"out vec4 v_color;\n"
		"out vec2 v_p;\n"
		"void main() {\n"
		"	vec2 uv = pos / size;\n"
		"	vec4 t = textureLod(heights, uv, 0.0);\n"
		"	vec2 p = pos + (t.xy - 0.5) * 6.0;\n"
		"	gl_Position = vec4(p * 2.0 / size - 1.0, 0.0, 1.0);\n"
		"	v_color = vec4(t.zw, uv.x, 1.0);\n"
		"	v_p = uv;\n"
		"}\n";
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"in vec4 v_color;\n"
		"in vec2 v_p;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	uint h = packHalf2x16(v_p * 3.0 - 1.0);\n"
		"	vec2 back = unpackHalf2x16(h ^ 0x00010000u);\n"
		"	uint u = packUnorm2x16(v_p);\n"
		"	uint sn = packSnorm2x16(v_p * 2.0 - 1.0);\n"
		"	vec2 un = unpackUnorm2x16(u & 0xfff0fff0u);\n"
		"	vec2 sb = unpackSnorm2x16(sn);\n"
		"	float f = uintBitsToFloat(floatBitsToUint(v_p.x) & 0xffff0000u);\n"
		"	if (gl_FragCoord.y < 40.0)\n"
		"		frag = v_color;\n"
		"	else if (gl_FragCoord.x < 48.0)\n"
		"		frag = vec4(fract(back), un.x, 1.0);\n"
		"	else\n"
		"		frag = vec4(sb * 0.5 + 0.5, f, 1.0);\n"
		"}\n";
	float grid[12 * 10 * 6 * 2];
	GLubyte texels[8 * 8 * 4];
	GLuint tex, p;
	int x, y, k, n = 0;

	need_es3("vstex");
	for (y = 0; y < 10; y++)
		for (x = 0; x < 12; x++)
			for (k = 0; k < 6; k++) {
				int dx = k == 1 || k == 2 || k == 4;
				int dy = k == 2 || k == 4 || k == 5;

				grid[n++] = 8.0f * (float)(x + dx);
				grid[n++] = 8.0f * (float)(y + dy);
			}
	fill_random(texels, sizeof(texels), 77);
	tex = new_texture(GL_TEXTURE_2D);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, 8, 8, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	p = program(vs, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, grid);
	glEnableVertexAttribArray(0);
	glDisableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLES, 0, 12 * 10 * 6);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("vstex");
}

/*
 * Sampler state: one 16x16 mipmapped texture (each level its own colour
 * band) through four sampler objects, a quadrant each: trilinear with
 * GL_MIRRORED_REPEAT, BASE_LEVEL 1 and MAX_LEVEL 2 (texture state),
 * MIN_LOD 1.5 / MAX_LOD 3, and a bias of +1.5 in texture()
 */
void scene_samplers(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp sampler2D tex;\n"
		"uniform float bias;\n"
		"uniform vec2 cell;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 q = (gl_FragCoord.xy - cell) / vec2(48.0, 40.0);\n"
		"	vec2 uv = q * vec2(3.3, 2.7) - vec2(1.1, 0.6);\n"
		"	frag = texture(tex, uv, bias);\n"
		"}\n";
	GLubyte level[16 * 16 * 4];
	GLuint tex, samp[4], p;
	int l, i, n, q;

	need_es3("samplers");
	tex = new_texture(GL_TEXTURE_2D);
	glTexStorage2D(GL_TEXTURE_2D, 5, GL_RGBA8, 16, 16);
	for (l = 0; l < 5; l++) {
		n = 16 >> l;
		for (i = 0; i < n * n; i++) {
			level[4 * i] = (GLubyte)(l * 60);
			level[4 * i + 1] = (GLubyte)(((i % n) * 255) / n);
			level[4 * i + 2] = (GLubyte)(((i / n) * 255) / n);
			level[4 * i + 3] = 255;
		}
		glTexSubImage2D(GL_TEXTURE_2D, l, 0, 0, n, n, GL_RGBA,
				GL_UNSIGNED_BYTE, level);
	}
	glGenSamplers(4, samp);
	for (i = 0; i < 4; i++) {
		glSamplerParameteri(samp[i], GL_TEXTURE_MIN_FILTER,
				    GL_LINEAR_MIPMAP_LINEAR);
		glSamplerParameteri(samp[i], GL_TEXTURE_MAG_FILTER, GL_LINEAR);
		glSamplerParameteri(samp[i], GL_TEXTURE_WRAP_S,
				    i ? GL_REPEAT : GL_MIRRORED_REPEAT);
		glSamplerParameteri(samp[i], GL_TEXTURE_WRAP_T,
				    i ? GL_CLAMP_TO_EDGE : GL_MIRRORED_REPEAT);
	}
	glSamplerParameterf(samp[2], GL_TEXTURE_MIN_LOD, 1.5f);
	glSamplerParameterf(samp[2], GL_TEXTURE_MAX_LOD, 3.0f);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	clear_to(0, 0, 0);
	glEnable(GL_SCISSOR_TEST);
	for (q = 0; q < 4; q++) {
		float x = 48.0f * (float)(q % 2), y = 40.0f * (float)(q / 2);

		glBindSampler(0, samp[q]);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_BASE_LEVEL,
				q == 1 ? 1 : 0);
		glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL,
				q == 1 ? 2 : 4);
		glUniform1f(glGetUniformLocation(p, "bias"), q == 3 ? 1.5f : 0);
		glUniform2f(glGetUniformLocation(p, "cell"), x, y);
		glScissor((GLint)x, (GLint)y, 48, 40);
		draw_screen();
	}
	glDisable(GL_SCISSOR_TEST);
	glBindSampler(0, 0);
	glDeleteSamplers(4, samp);
	glBindTexture(GL_TEXTURE_2D, 0);
	glDeleteTextures(1, &tex);
	check_gl("samplers");
}

/*
 * Shadow samplers beyond 2D: samplerCubeShadow (a depth cube whose faces
 * hold 0.2 to 0.7) and sampler2DArrayShadow (two layers), compared with
 * a reference that sweeps across each half, GL_LEQUAL, linear filtering
 */
void scene_shadow2(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"uniform highp samplerCubeShadow cube;\n"
		"uniform highp sampler2DArrayShadow arr;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	vec2 p = gl_FragCoord.xy / vec2(96.0, 80.0);\n"
		"	float lit;\n"
		"	if (p.x < 0.5) {\n"
		"		vec3 d = vec3(p.y * 2.0 - 1.0, 0.3, 1.0);\n"
		"		if (p.y > 0.5) d = vec3(1.0, p.x * 2.0 - 0.5, 0.2);\n"
		"		lit = texture(cube, vec4(d, p.x * 1.6));\n"
		"	} else {\n"
		"		float layer = p.y > 0.5 ? 1.0 : 0.0;\n"
		"		lit = texture(arr, vec4(fract(p * 2.0), layer, p.x * 2.0 - 1.0));\n"
		"	}\n"
		"	frag = vec4(lit, 0.3, 1.0 - lit, 1.0);\n"
		"}\n";
	GLuint cube, arr, p;
	GLfloat depth[8 * 8 * 2];
	int f, i;

	need_es3("shadow2");
	glActiveTexture(GL_TEXTURE0);
	cube = new_texture(GL_TEXTURE_CUBE_MAP);
	for (f = 0; f < 6; f++) {
		for (i = 0; i < 8 * 8; i++)
			depth[i] = 0.2f + 0.1f * (float)f;
		glTexImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + f, 0,
			     GL_DEPTH_COMPONENT32F, 8, 8, 0, GL_DEPTH_COMPONENT,
			     GL_FLOAT, depth);
	}
	glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_COMPARE_MODE,
			GL_COMPARE_REF_TO_TEXTURE);
	glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
	glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glActiveTexture(GL_TEXTURE1);
	arr = new_texture(GL_TEXTURE_2D_ARRAY);
	for (i = 0; i < 8 * 8 * 2; i++)
		depth[i] = (float)(i % 8) / 8.0f * (i < 64 ? 1.0f : 0.5f);
	glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_DEPTH_COMPONENT32F, 8, 8, 2, 0,
		     GL_DEPTH_COMPONENT, GL_FLOAT, depth);
	glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_COMPARE_MODE,
			GL_COMPARE_REF_TO_TEXTURE);
	glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_COMPARE_FUNC,
			GL_LEQUAL);
	glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	p = program(vs3_pos, fs, NULL, NULL, NULL);
	size_uniform(p);
	glUniform1i(glGetUniformLocation(p, "cube"), 0);
	glUniform1i(glGetUniformLocation(p, "arr"), 1);
	clear_to(0, 0, 0);
	draw_screen();
	glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
	glActiveTexture(GL_TEXTURE0);
	glBindTexture(GL_TEXTURE_CUBE_MAP, 0);
	glDeleteTextures(1, &cube);
	glDeleteTextures(1, &arr);
	check_gl("shadow2");
}

/*
 * Clears and writes under masks: glClear with a colour mask (red only),
 * with a scissor, and with a stencil write mask of the low four bits; a
 * depth-tested quad with glDepthMask off; discard with depth writes on
 * (only the kept fragments write depth).  A last pass tests what each
 * left in depth and stencil.
 */
void scene_masks2(void)
{
	static const char fs[] =
		"#version 300 es\n"
		"precision highp float;\n"
		"in vec4 v_color;\n"
		"layout(location = 0) out vec4 frag;\n"
		"void main() {\n"
		"	if (int(gl_FragCoord.x) % 3 == 0)\n"
		"		discard;\n"
		"	frag = v_color;\n"
		"}\n";
	static const float left[] = {
		4, 4, -0.5f, 0, 1, 0, 1,  44, 4, -0.5f, 0, 1, 0, 1,
		4, 76, -0.5f, 0, 1, 0, 1,  44, 4, -0.5f, 0, 1, 0, 1,
		44, 76, -0.5f, 0, 1, 0, 1,  4, 76, -0.5f, 0, 1, 0, 1,
	};
	static const float right[] = {
		52, 4, -0.5f, 0, 0, 1, 1,  92, 4, -0.5f, 0, 0, 1, 1,
		52, 76, -0.5f, 0, 0, 1, 1,  92, 4, -0.5f, 0, 0, 1, 1,
		92, 76, -0.5f, 0, 0, 1, 1,  52, 76, -0.5f, 0, 0, 1, 1,
	};
	static const float all[] = {
		0, 0, 0, 1, 1, 0, 1,  96, 0, 0, 1, 1, 0, 1,
		0, 80, 0, 1, 1, 0, 1,  96, 0, 0, 1, 1, 0, 1,
		96, 80, 0, 1, 1, 0, 1,  0, 80, 0, 1, 1, 0, 1,
	};
	GLuint pc, pd;

	need_es3("masks2");
	pc = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(pc);
	pd = program(vs3_depth, fs, NULL, NULL, NULL);
	size_uniform(pd);
	glClearColor(0.2f, 0.2f, 0.2f, 1);
	glClearDepthf(1.0f);
	glClearStencil(0xf5);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT |
		GL_STENCIL_BUFFER_BIT);
	/* Red only, everywhere; then a scissored clear to blue */
	glColorMask(GL_TRUE, GL_FALSE, GL_FALSE, GL_FALSE);
	glClearColor(0.9f, 0.9f, 0.9f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	glEnable(GL_SCISSOR_TEST);
	glScissor(30, 30, 36, 20);
	glClearColor(0, 0, 0.8f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	/* Stencil: only the low four bits of the clear land (0xf5 -> 0xfa) */
	glStencilMask(0x0f);
	glClearStencil(0x0a);
	glClear(GL_STENCIL_BUFFER_BIT);
	glStencilMask(0xff);
	glDisable(GL_SCISSOR_TEST);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	/* Left: drawn, but its depth not written */
	glUseProgram(pc);
	glDepthMask(GL_FALSE);
	draw_depth(left, 6);
	glDepthMask(GL_TRUE);
	/* Right: one column in three discarded, the rest write depth */
	glUseProgram(pd);
	draw_depth(right, 6);
	/* Yellow at depth 0 passes where depth is still 1 and stencil 0xfa */
	glUseProgram(pc);
	glEnable(GL_STENCIL_TEST);
	glStencilFunc(GL_EQUAL, 0xfa, 0xff);
	glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
	draw_depth(all, 6);
	glDisable(GL_STENCIL_TEST);
	glDisable(GL_DEPTH_TEST);
	check_gl("masks2");
}
