// SPDX-License-Identifier: MIT
/*
 * gles_scenes: renders named GLES scenes off screen through EGL and writes
 * each glReadPixels RGBA8 result as a PAM image (P7, RGB_ALPHA, top row
 * first), for comparing a GPU's rendering with llvmpipe's (imgcmp).
 *
 *   gles_scenes [-p surfaceless|gbm] [-d DEVICE] [-o DIR] SCENE...
 *   gles_scenes -l
 *
 * SCENE is a name, or "all".  Each goes to DIR/SCENE.pam (DIR: ".").  A
 * scene that allows it ("many") is drawn at another size as NAME-WxH, e.g.
 * many-1200x1000 (to DIR/many-1200x1000.pam): for the binning benchmark,
 * Mesa splitting a larger target into more bins.
 * EGL_PLATFORM_SURFACELESS_MESA by default (Mesa picks a render node, or
 * llvmpipe with LIBGL_ALWAYS_SOFTWARE=1); gbm opens DEVICE (default
 * /dev/dri/renderD128) through libgbm, loaded at run time.  The target is
 * a texture bound to a framebuffer object, with a depth renderbuffer.
 * Scenes use GLES2 shaders (#version 100) except "depth" (#version 300
 * es, in a GLES 3 context).  Vertices are on whole pixels where they can
 * be, so that the rasterisation rules decide every pixel the same way.
 */
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl3.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include <unistd.h>

#include "gles_scenes.h"
#include "lit_shaders.h"
#include "littex_shaders.h"
#include "texture_shaders.h"
#include "checker.h"
#include "many.h"
#include "torus.h"

#ifndef EGL_PLATFORM_SURFACELESS_MESA
#define EGL_PLATFORM_SURFACELESS_MESA 0x31DD
#endif
#ifndef EGL_PLATFORM_GBM_KHR
#define EGL_PLATFORM_GBM_KHR 0x31D7
#endif

int width, height;	/* of the scene being drawn */
int es3;		/* the context is GLES 3 */

void check_gl(const char *what)
{
	GLenum e = glGetError();

	if (e != GL_NO_ERROR)
		die("%s: GL error 0x%x", what, e);
}

static GLuint shader(GLenum type, const char *src)
{
	GLuint s = glCreateShader(type);
	GLint ok = 0;
	char log[2048];

	glShaderSource(s, 1, &src, NULL);
	glCompileShader(s);
	glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
	if (!ok) {
		glGetShaderInfoLog(s, sizeof(log), NULL, log);
		die("shader does not compile: %s\n%s", log, src);
	}
	return s;
}

/* A program; its attributes are bound to 0, 1, 2 in the order named */
GLuint program(const char *vs, const char *fs, const char *a0,
	       const char *a1, const char *a2)
{
	GLuint p = glCreateProgram();
	GLint ok = 0;
	char log[2048];

	glAttachShader(p, shader(GL_VERTEX_SHADER, vs));
	glAttachShader(p, shader(GL_FRAGMENT_SHADER, fs));
	if (a0)
		glBindAttribLocation(p, 0, a0);
	if (a1)
		glBindAttribLocation(p, 1, a1);
	if (a2)
		glBindAttribLocation(p, 2, a2);
	glLinkProgram(p);
	glGetProgramiv(p, GL_LINK_STATUS, &ok);
	if (!ok) {
		glGetProgramInfoLog(p, sizeof(log), NULL, log);
		die("program does not link: %s", log);
	}
	glUseProgram(p);
	check_gl("program");
	return p;
}

/* Pixel coordinates to clip space, in the vertex shader */
static const char vs_color[] =
	"#version 100\n"
	"uniform vec2 size;\n"
	"attribute vec2 pos;\n"
	"attribute vec4 color;\n"
	"varying vec4 v_color;\n"
	"void main() {\n"
	"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
	"	v_color = color;\n"
	"}\n";
static const char fs_color[] =
	"#version 100\n"
	"precision mediump float;\n"
	"varying vec4 v_color;\n"
	"void main() {\n"
	"	gl_FragColor = v_color;\n"
	"}\n";

struct vtx {
	float x, y;
	float r, g, b, a;
};

void size_uniform(GLuint p)
{
	glUniform2f(glGetUniformLocation(p, "size"), width, height);
}

/* Triangles of pos + color vertices, from client memory */
/*
 * checker.h's checkerboard on unit 0, filtered linearly and wrapped as
 * wrap says, for program p's sampler "tex"
 */
static GLuint checker_texture(GLuint p, GLint wrap)
{
	uint8_t texels[CHECKER_SIZE][CHECKER_SIZE][4];
	GLuint tex;

	checker_texels(texels);
	glGenTextures(1, &tex);
	glActiveTexture(GL_TEXTURE0);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, CHECKER_SIZE, CHECKER_SIZE, 0,
		     GL_RGBA, GL_UNSIGNED_BYTE, texels);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
	glUniform1i(glGetUniformLocation(p, "tex"), 0);
	return tex;
}

/*
 * Counting (GLES_SCENES_REPEAT's last frame): the draw adds 1/255 to red
 * for each fragment, on black, so that the red channel's sum is the
 * number of fragments the triangles make
 */
static int counting;

static void draw_color(const struct vtx *v, int n)
{
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(*v), &v->x);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(*v), &v->r);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	if (counting) {
		glClearColor(0, 0, 0, 0);
		glClear(GL_COLOR_BUFFER_BIT);
		glDisableVertexAttribArray(1);
		glVertexAttrib4f(1, 1 / 255.0f, 0, 0, 0);
		glEnable(GL_BLEND);
		glBlendFunc(GL_ONE, GL_ONE);
	}
	glDrawArrays(GL_TRIANGLES, 0, n);
	glDisable(GL_BLEND);
	check_gl("draw");
}

static void scene_clear(void)
{
	glClearColor(0.25f, 0.5f, 0.75f, 1.0f);
	glClear(GL_COLOR_BUFFER_BIT);
}

static void scene_triangle(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx v[] = {
		{ 8, 6, 1, 0.5f, 0, 1 },
		{ 88, 20, 1, 0.5f, 0, 1 },
		{ 30, 74, 1, 0.5f, 0, 1 },
	};

	size_uniform(p);
	glClearColor(0, 0, 0.2f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	draw_color(v, 3);
}

static void scene_interp(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx v[] = {
		{ 2, 2, 1, 0, 0, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 40, 78, 0, 0, 1, 1 },
		{ 94, 10, 0, 1, 0, 1 },
		{ 94, 78, 1, 1, 1, 0.5f },
		{ 40, 78, 0, 0, 1, 1 },
	};

	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	draw_color(v, 6);
}

static void scene_texture(void)
{
	/* A quad that magnifies the 16x16 texture about 4.5 times */
	const float v[] = {
		4, 4, 0, 0,
		92, 4, 1, 0,
		4, 76, 0, 1,
		92, 76, 1, 1,
	};
	GLuint p = program(texture_vs, texture_fs, "pos", "uv", NULL), tex;

	tex = checker_texture(p, GL_CLAMP_TO_EDGE);
	size_uniform(p);
	glClearColor(0.1f, 0.1f, 0.1f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 16, v);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 16, v + 2);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	check_gl("texture");
	glDeleteTextures(1, &tex);
}

/* GLES 3: two triangles that pierce each other, depth tested */
/* GLES 3: x, y in pixels, z in clip space, and a colour */
const char vs3_depth[] =
	"#version 300 es\n"
	"uniform vec2 size;\n"
	"layout(location = 0) in vec3 pos;\n"
	"layout(location = 1) in vec4 color;\n"
	"out vec4 v_color;\n"
	"void main() {\n"
	"	gl_Position = vec4(pos.xy * 2.0 / size - 1.0, pos.z, 1.0);\n"
	"	v_color = color;\n"
	"}\n";
const char fs3_color[] =
	"#version 300 es\n"
	"precision mediump float;\n"
	"in vec4 v_color;\n"
	"layout(location = 0) out vec4 frag;\n"
	"void main() {\n"
	"	frag = v_color;\n"
	"}\n";

/* Primitives of a mode from vertices of x, y, z, r, g, b, a */
void draw_prims(GLenum mode, const float *v, int n)
{
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 28, v);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 28, v + 3);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(mode, 0, n);
}

/* Triangles of such vertices */
void draw_depth(const float *v, int n)
{
	draw_prims(GL_TRIANGLES, v, n);
}

static void scene_depth(void)
{
	const float v[] = {
		/* x, y, z, r, g, b, a: red leans back, green forward */
		6, 8, -0.8f, 1, 0, 0, 1,
		90, 40, 0.8f, 1, 0, 0, 1,
		6, 72, -0.8f, 1, 0, 0, 1,
		90, 8, -0.6f, 0, 1, 0, 1,
		90, 72, -0.6f, 0, 1, 0, 1,
		6, 40, 0.6f, 0, 1, 0, 1,
		/* a blue one behind both: drawn last, shows only outside */
		0, 0, 0.9f, 0, 0, 1, 1,
		96, 0, 0.9f, 0, 0, 1, 1,
		48, 80, 0.9f, 0, 0, 1, 1,
	};
	GLuint p;

	if (!es3)
		die("depth needs a GLES 3 context");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	draw_depth(v, 9);
	check_gl("depth");
	glDisable(GL_DEPTH_TEST);
}

static void scene_blend(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx v[] = {
		/* an opaque quad on the left half */
		{ 0, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 0, 0.9f, 0.9f, 0.2f, 1 },
		{ 48, 80, 0.9f, 0.9f, 0.2f, 1 },
		{ 0, 80, 0.9f, 0.9f, 0.2f, 1 },
		/* two translucent triangles over it and each other */
		{ 10, 10, 0, 0, 1, 0.5f },
		{ 86, 20, 0, 0, 1, 0.5f },
		{ 30, 70, 0, 0, 1, 0.5f },
		{ 20, 60, 1, 0, 0, 0.25f },
		{ 90, 70, 1, 0, 0, 0.75f },
		{ 60, 4, 1, 0, 0, 0.25f },
	};

	size_uniform(p);
	glClearColor(0.2f, 0.2f, 0.2f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	draw_color(v, 6);
	glEnable(GL_BLEND);
	glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
	draw_color(v + 6, 6);
	glDisable(GL_BLEND);
}

static void scene_scissor(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx v[] = {
		{ 0, 0, 1, 1, 1, 1 },
		{ 96, 0, 1, 1, 1, 1 },
		{ 0, 80, 1, 1, 1, 1 },
	};

	size_uniform(p);
	glClearColor(0.5f, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glEnable(GL_SCISSOR_TEST);
	glScissor(13, 9, 50, 37);
	glClearColor(0, 0.5f, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glScissor(40, 30, 45, 41);
	draw_color(v, 3);
	glDisable(GL_SCISSOR_TEST);
}

/*
 * A few hundred small triangles over a target larger than GMEM (1.2 MB of
 * colour and as much of depth/stencil: a320's GMEM is 512 KB, a420's
 * 1.5 MB), so that freedreno draws it in several bins (a320: with hardware
 * binning).  The scene leaves depth and stencil alone, so only the colour
 * is in GMEM, and a bin is at most 480 rows high (Mesa's limit on a3xx
 * and a4xx): a320 draws 600x500 in 3 bins of 608x192, a420 in 2 of
 * 608x256.  At another size (many-WxH) the number of triangles is
 * proportional to the area, 400 to 600x500: as many a pixel, and so about
 * as many in each bin, at every size.
 */
static void scene_many(void)
{
	/* Once: bench/model_fill draws it again and again */
	static GLuint p;
	static struct vtx *v;
	static int nv;
	int n = many_count(width, height);

	/* struct vtx and many.h's struct many_vtx are the same layout */
	if (nv < 3 * n) {
		free(v);
		v = malloc(sizeof(*v) * 3 * n);
		if (!v)
			die("out of memory");
		nv = 3 * n;
	}
	many_triangles(width, height, (struct many_vtx *)v);
	if (!p)
		p = program(vs_color, fs_color, "pos", "color", NULL);
	glUseProgram(p);
	size_uniform(p);
	glClearColor(0.05f, 0.05f, 0.05f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	draw_color(v, 3 * n);
}

/*
 * A lit, depth-tested torus of 1600 triangles over a target larger than
 * GMEM with its depth (several bins, binned on a320): the lighting in
 * the vertex shader, the shaders userspace/tests/shaders/lit.vert and
 * .frag (libmsm-render's render_scenes draws the same with them compiled
 * by mrc), the geometry and matrices selftests/gles/torus.h's.
 */
static void draw_torus(GLuint p, const char *name)
{
	static struct torus_vertex v[TORUS_VERTS];
	static uint16_t idx[TORUS_INDICES];
	float mvp[16], nmat[9], light[3];

	torus_mesh(v, idx);
	torus_matrices(width, height, mvp, nmat, light);
	glUniformMatrix4fv(glGetUniformLocation(p, "mvp"), 1, GL_FALSE, mvp);
	glUniformMatrix3fv(glGetUniformLocation(p, "nmat"), 1, GL_FALSE, nmat);
	glUniform3fv(glGetUniformLocation(p, "light"), 1, light);
	glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(*v), v->pos);
	glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, sizeof(*v), v->normal);
	glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, sizeof(*v), v->color);
	glVertexAttribPointer(3, 2, GL_FLOAT, GL_FALSE, sizeof(*v), v->uv);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glEnableVertexAttribArray(2);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	glClearColor(0.1f, 0.1f, 0.15f, 1);
	glClearDepthf(1);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glDrawElements(GL_TRIANGLES, TORUS_INDICES, GL_UNSIGNED_SHORT, idx);
	glDisable(GL_DEPTH_TEST);
	glDisableVertexAttribArray(2);
	check_gl(name);
}

static void scene_lit(void)
{
	draw_torus(program(lit_vs, lit_fs, "pos", "normal", "color"), "lit");
}

/*
 * 'lit' with checker.h's checkerboard wrapped on the torus (linear,
 * repeated: magnified everywhere), modulating the lit colour in the
 * fragment shader (userspace/tests/shaders/littex.*): make demo's scene
 */
static void scene_littex(void)
{
	GLuint p = program(littex_vs, littex_fs, "pos", "normal", "color"), tex;

	/* The fourth attribute: bound, then linked again */
	glBindAttribLocation(p, 3, "uv");
	glLinkProgram(p);
	glUseProgram(p);
	tex = checker_texture(p, GL_REPEAT);
	glEnableVertexAttribArray(3);
	draw_torus(p, "littex");
	glDisableVertexAttribArray(3);
	glDeleteTextures(1, &tex);
}

/* A full-screen quad of one colour, as two triangles */
static void fill_quad(float r, float g, float b, float a)
{
	const struct vtx v[] = {
		{ 0, 0, r, g, b, a }, { width, 0, r, g, b, a },
		{ 0, height, r, g, b, a }, { width, 0, r, g, b, a },
		{ width, height, r, g, b, a }, { 0, height, r, g, b, a },
	};

	draw_color(v, 6);
}

/* A triangle marks the stencil only; quads then draw by its marks */
static void scene_stencil(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx tri[] = {
		{ 10, 8, 1, 1, 1, 1 }, { 88, 24, 1, 1, 1, 1 },
		{ 36, 74, 1, 1, 1, 1 },
	};

	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearStencil(0);
	glClear(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
	glEnable(GL_STENCIL_TEST);
	glStencilFunc(GL_ALWAYS, 1, 0xff);
	glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
	glColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_FALSE);
	draw_color(tri, 3);
	glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
	glStencilFunc(GL_EQUAL, 1, 0xff);
	fill_quad(0.1f, 0.8f, 0.2f, 1);
	glStencilFunc(GL_NOTEQUAL, 1, 0xff);
	fill_quad(0.2f, 0.3f, 0.9f, 1);
	glDisable(GL_STENCIL_TEST);
	check_gl("stencil");
}

/* Colour masks: red and blue of a white quad land, green and alpha not */
static void scene_mask(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx v[] = {
		{ 12, 10, 1, 1, 1, 0 }, { 84, 10, 1, 1, 1, 0 },
		{ 12, 70, 1, 1, 1, 0 }, { 84, 10, 1, 1, 1, 0 },
		{ 84, 70, 1, 1, 1, 0 }, { 12, 70, 1, 1, 1, 0 },
	};

	size_uniform(p);
	glClearColor(0.2f, 0.4f, 0.6f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glColorMask(GL_TRUE, GL_FALSE, GL_TRUE, GL_FALSE);
	draw_color(v, 6);
	glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	check_gl("mask");
}

/* Lines one pixel wide, and points of 5 pixels from the vertex shader */
static void scene_lines(void)
{
	static const char vs[] =
		"#version 100\n"
		"uniform vec2 size;\n"
		"attribute vec2 pos;\n"
		"attribute vec4 color;\n"
		"varying vec4 v_color;\n"
		"void main() {\n"
		"	gl_Position = vec4(pos * 2.0 / size - 1.0, 0.0, 1.0);\n"
		"	gl_PointSize = 5.0;\n"
		"	v_color = color;\n"
		"}\n";
	GLuint p = program(vs, fs_color, "pos", "color", NULL);
	const struct vtx lines[] = {
		{ 4.5f, 6.5f, 1, 0, 0, 1 }, { 90.5f, 20.5f, 1, 1, 0, 1 },
		{ 10.5f, 70.5f, 0, 1, 0, 1 }, { 30.5f, 8.5f, 0, 1, 1, 1 },
		{ 48.5f, 40.5f, 1, 1, 1, 1 }, { 92.5f, 40.5f, 1, 0, 1, 1 },
	};
	const struct vtx points[] = {
		{ 20.5f, 50.5f, 1, 0.5f, 0, 1 }, { 60.5f, 60.5f, 0, 0.5f, 1, 1 },
		{ 80.5f, 12.5f, 1, 1, 1, 1 },
	};

	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(*lines),
			      &lines->x);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(*lines),
			      &lines->r);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_LINES, 0, 6);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, sizeof(*points),
			      &points->x);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, sizeof(*points),
			      &points->r);
	glDrawArrays(GL_POINTS, 0, 3);
	check_gl("lines");
}

/*
 * Two batches: the second draws over what the first left, so a GPU that
 * renders in tiles restores the target into GMEM first
 */
static void scene_restore(void)
{
	GLuint p = program(vs_color, fs_color, "pos", "color", NULL);
	const struct vtx a[] = {
		{ 6, 6, 0.9f, 0.2f, 0.1f, 1 }, { 70, 10, 0.9f, 0.6f, 0.1f, 1 },
		{ 20, 70, 0.9f, 0.2f, 0.5f, 1 },
	};
	const struct vtx b[] = {
		{ 90, 74, 0.1f, 0.3f, 0.9f, 1 }, { 30, 60, 0.1f, 0.9f, 0.4f, 1 },
		{ 80, 8, 0.5f, 0.9f, 0.9f, 1 },
	};

	size_uniform(p);
	glClearColor(0.15f, 0.15f, 0.15f, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	draw_color(a, 3);
	glFlush();
	draw_color(b, 3);
	check_gl("restore");
}

/* A 64x64 texture and its mipmaps, minified about 2.7 times */
static void scene_mipmap(void)
{
	const float v[] = {
		24, 16, 0, 0,
		72, 16, 1, 0,
		24, 64, 0, 1,
		72, 64, 1, 1,
	};
	static uint8_t texels[64][64][4];
	GLuint p = program(texture_vs, texture_fs, "pos", "uv", NULL), tex;
	int x, y;

	/* Stripes of 2 texels: level 1 greys them out, level 2 too */
	for (y = 0; y < 64; y++)
		for (x = 0; x < 64; x++) {
			texels[y][x][0] = (x / 2) & 1 ? 255 : 0;
			texels[y][x][1] = (y / 2) & 1 ? 255 : 0;
			texels[y][x][2] = x * 4;
			texels[y][x][3] = 255;
		}
	glGenTextures(1, &tex);
	glActiveTexture(GL_TEXTURE0);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 64, 64, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, texels);
	glGenerateMipmap(GL_TEXTURE_2D);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
			GL_LINEAR_MIPMAP_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
	glUniform1i(glGetUniformLocation(p, "tex"), 0);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 16, v);
	glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 16, v + 2);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
	check_gl("mipmap");
	glDeleteTextures(1, &tex);
}

/*
 * GLES 3 occlusion queries (GL_ANY_SAMPLES_PASSED): behind a grey quad, a
 * triangle further away passes no sample and a nearer one does.  Two
 * squares then show the answers: green where they are what GL requires,
 * red where not.
 */
static void scene_query(void)
{
	const float grey[] = {
		16, 8, 0, 0.5f, 0.5f, 0.5f, 1, 80, 8, 0, 0.5f, 0.5f, 0.5f, 1,
		16, 72, 0, 0.5f, 0.5f, 0.5f, 1, 80, 8, 0, 0.5f, 0.5f, 0.5f, 1,
		80, 72, 0, 0.5f, 0.5f, 0.5f, 1, 16, 72, 0, 0.5f, 0.5f, 0.5f, 1,
	};
	const float hidden[] = {
		24, 16, 0.5f, 1, 1, 0, 1, 56, 16, 0.5f, 1, 1, 0, 1,
		24, 48, 0.5f, 1, 1, 0, 1,
	};
	const float shown[] = {
		40, 64, -0.5f, 0, 0, 1, 1, 72, 64, -0.5f, 0, 0, 1, 1,
		72, 32, -0.5f, 0, 0, 1, 1,
	};
	GLuint q[2], passed[2] = { 1, 0 };
	float square[6 * 7];
	GLuint p;
	int i, k;

	if (!es3)
		die("query needs a GLES 3 context");
	p = program(vs3_depth, fs3_color, NULL, NULL, NULL);
	size_uniform(p);
	glClearColor(0, 0, 0, 1);
	glClearDepthf(1.0f);
	glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
	glEnable(GL_DEPTH_TEST);
	glDepthFunc(GL_LESS);
	draw_depth(grey, 6);
	glGenQueries(2, q);
	glBeginQuery(GL_ANY_SAMPLES_PASSED, q[0]);
	draw_depth(hidden, 3);
	glEndQuery(GL_ANY_SAMPLES_PASSED);
	glBeginQuery(GL_ANY_SAMPLES_PASSED, q[1]);
	draw_depth(shown, 3);
	glEndQuery(GL_ANY_SAMPLES_PASSED);
	for (i = 0; i < 2; i++)
		glGetQueryObjectuiv(q[i], GL_QUERY_RESULT, &passed[i]);
	glDeleteQueries(2, q);
	glDisable(GL_DEPTH_TEST);
	/* Squares at x 2 (the hidden one's answer) and 84: 10 pixels */
	for (i = 0; i < 2; i++) {
		int ok = passed[i] == (GLuint)i;
		float x = i ? 84 : 2;

		for (k = 0; k < 6; k++) {
			float *v = &square[7 * k];

			v[0] = x + (k == 1 || k == 2 || k == 4 ? 10 : 0);
			v[1] = 2 + (k == 2 || k == 4 || k == 5 ? 10 : 0);
			v[2] = 0;
			v[3] = ok ? 0 : 1;
			v[4] = ok ? 1 : 0;
			v[5] = 0;
			v[6] = 1;
		}
		draw_depth(square, 6);
	}
	check_gl("query");
}

static const struct scene {
	const char *name;
	int w, h;
	void (*draw)(void);
	int sized;	/* it can be drawn at another size, NAME-WxH */
} scenes[] = {
	{ "clear", 96, 80, scene_clear, 1 },
	{ "triangle", 96, 80, scene_triangle, 0 },
	{ "interp", 96, 80, scene_interp, 0 },
	{ "texture", 96, 80, scene_texture, 0 },
	{ "depth", 96, 80, scene_depth, 0 },
	{ "blend", 96, 80, scene_blend, 0 },
	{ "scissor", 96, 80, scene_scissor, 0 },
	{ "many", 600, 500, scene_many, 1 },
	{ "lit", 600, 500, scene_lit, 0 },
	{ "littex", 600, 500, scene_littex, 0 },
	{ "stencil", 96, 80, scene_stencil, 0 },
	{ "mask", 96, 80, scene_mask, 0 },
	{ "lines", 96, 80, scene_lines, 0 },
	{ "restore", 96, 80, scene_restore, 0 },
	{ "mipmap", 96, 80, scene_mipmap, 0 },
	{ "query", 96, 80, scene_query, 0 },
	{ "instanced", 96, 80, scene_instanced, 0 },
	{ "elements", 96, 80, scene_elements, 0 },
	{ "ubo", 96, 80, scene_ubo, 0 },
	{ "flow", 96, 80, scene_flow, 0 },
	{ "xfb", 96, 80, scene_xfb, 0 },
	{ "mrt", 96, 80, scene_mrt, 0 },
	{ "cube", 96, 80, scene_cube, 0 },
	{ "etc2", 96, 80, scene_etc2, 0 },
	{ "itex", 96, 80, scene_itex, 0 },
	{ "texarray", 96, 80, scene_texarray, 0 },
	{ "tex3d", 96, 80, scene_tex3d, 0 },
	{ "lod", 96, 80, scene_lod, 0 },
	{ "shadow", 96, 80, scene_shadow, 0 },
	{ "blit", 96, 80, scene_blit, 0 },
	{ "copytex", 96, 80, scene_copytex, 0 },
	{ "vformats", 96, 80, scene_vformats, 0 },
	{ "facing", 96, 80, scene_facing, 0 },
	{ "pointcoord", 96, 80, scene_pointcoord, 0 },
	{ "deriv", 96, 80, scene_deriv, 0 },
	{ "persp", 96, 80, scene_persp, 0 },
	{ "halftex", 96, 80, scene_halftex, 0 },
	{ "srgbfb", 96, 80, scene_srgbfb, 0 },
	{ "rtformats", 96, 80, scene_rtformats, 0 },
	{ "blendfuncs", 96, 80, scene_blendfuncs, 0 },
	{ "stencilops", 96, 80, scene_stencilops, 0 },
	{ "depthfuncs", 96, 80, scene_depthfuncs, 0 },
	{ "fans", 96, 80, scene_fans, 0 },
	{ "npot", 96, 80, scene_npot, 0 },
	{ "texformats", 96, 80, scene_texformats, 0 },
	{ "swizzle", 96, 80, scene_swizzle, 0 },
	{ "mathfuncs", 96, 80, scene_mathfuncs, 0 },
	{ "intops", 96, 80, scene_intops, 0 },
	{ "clearbuf", 96, 80, scene_clearbuf, 0 },
	{ "polyoffset", 96, 80, scene_polyoffset, 0 },
	{ "depthformats", 96, 80, scene_depthformats, 0 },
	{ "fragdepth", 96, 80, scene_fragdepth, 0 },
	{ "widelines", 96, 80, scene_widelines, 0 },
	{ "texformats2", 96, 80, scene_texformats2, 0 },
	{ "rtformats2", 96, 80, scene_rtformats2, 0 },
	{ "arrays", 96, 80, scene_arrays, 0 },
	{ "floatrt", 96, 80, scene_floatrt, 0 },
	{ "viewports", 96, 80, scene_viewports, 0 },
	{ "blit2", 96, 80, scene_blit2, 0 },
	{ "rendertex", 96, 80, scene_rendertex, 0 },
	{ "vstex", 96, 80, scene_vstex, 0 },
	{ "samplers", 96, 80, scene_samplers, 0 },
	{ "shadow2", 96, 80, scene_shadow2, 0 },
	{ "masks2", 96, 80, scene_masks2, 0 },
};
#define NSCENES (int)(sizeof(scenes) / sizeof(scenes[0]))

static void write_pam(const char *path, const uint8_t *rgba, int w, int h)
{
	FILE *f = fopen(path, "wb");
	int y;

	if (!f)
		die("%s: cannot write", path);
	fprintf(f, "P7\nWIDTH %d\nHEIGHT %d\nDEPTH 4\nMAXVAL 255\n"
		"TUPLTYPE RGB_ALPHA\nENDHDR\n", w, h);
	/* glReadPixels gives the bottom row first */
	for (y = h - 1; y >= 0; y--)
		fwrite(rgba + (size_t)y * w * 4, 4, w, f);
	if (fclose(f))
		die("%s: cannot write", path);
}

/*
 * The fragments a frame of the scene's triangles makes (its clear is a
 * fill, not fragments, on most implementations), then the scene again
 */
static void count_fragments(const struct scene *s, const char *name)
{
	uint8_t *px = malloc((size_t)width * height * 4);
	unsigned long sum = 0;
	size_t i;

	if (!px)
		die("out of memory");
	counting = 1;
	s->draw();
	counting = 0;
	glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, px);
	check_gl("count");
	for (i = 0; i < (size_t)width * height; i++)
		sum += px[4 * i];
	printf("%s: %lu fragments a frame drawn\n", name, sum);
	free(px);
	s->draw();
}

/*
 * GLES_SCENES_REPEAT=N: draws the scene N more times, then prints the
 * time per frame and the fragments of its draws (for bench/model_fill:
 * softpipe's speed)
 */
static void repeat(const struct scene *s, const char *name)
{
	const char *env = getenv("GLES_SCENES_REPEAT");
	int n = env ? atoi(env) : 0, i;
	struct timespec t0, t1;
	double ms;

	if (n <= 0)
		return;
	glFinish();
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		s->draw();
	glFinish();
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = ((t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6) / n;
	printf("%s: %d frames, %.3f ms a frame\n", name, n, ms);
	count_fragments(s, name);
}

/*
 * The scene ARG names (NAME, or NAME-WxH for a scene drawn at any size),
 * and its size; NULL if none
 */
static const struct scene *find_scene(const char *arg, int *w, int *h)
{
	const char *dash = strrchr(arg, '-');
	size_t len = dash ? (size_t)(dash - arg) : strlen(arg);
	int i, sw, sh;
	char end;

	for (i = 0; i < NSCENES; i++) {
		if (!strcmp(arg, scenes[i].name)) {
			*w = scenes[i].w;
			*h = scenes[i].h;
			return &scenes[i];
		}
		if (dash && scenes[i].sized && strlen(scenes[i].name) == len &&
		    !strncmp(arg, scenes[i].name, len) &&
		    sscanf(dash + 1, "%dx%d%c", &sw, &sh, &end) == 2 &&
		    sw > 0 && sh > 0 && sw <= 8192 && sh <= 8192) {
			*w = sw;
			*h = sh;
			return &scenes[i];
		}
	}
	return NULL;
}

/* Draws S at W x H, to DIR/NAME.pam */
static void render(const struct scene *s, const char *name, int w, int h,
		   const char *dir)
{
	GLuint fbo, tex, depth;
	uint8_t *pixels;
	char path[4096];

	width = w;
	height = h;
	glGenFramebuffers(1, &fbo);
	glBindFramebuffer(GL_FRAMEBUFFER, fbo);
	glGenTextures(1, &tex);
	glBindTexture(GL_TEXTURE_2D, tex);
	glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA,
		     GL_UNSIGNED_BYTE, NULL);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
	glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
	glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0,
			       GL_TEXTURE_2D, tex, 0);
	glGenRenderbuffers(1, &depth);
	glBindRenderbuffer(GL_RENDERBUFFER, depth);
	/* Depth and stencil: DEPTH24_STENCIL8 (GLES 3, or packed_depth_stencil) */
	glRenderbufferStorage(GL_RENDERBUFFER, 0x88F0, width, height);
	glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT,
				  GL_RENDERBUFFER, depth);
	glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_STENCIL_ATTACHMENT,
				  GL_RENDERBUFFER, depth);
	if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE)
		die("%s: the framebuffer is incomplete", s->name);
	glBindTexture(GL_TEXTURE_2D, 0);
	glViewport(0, 0, width, height);
	check_gl("framebuffer");

	s->draw();
	repeat(s, name);

	pixels = calloc((size_t)width * height, 4);
	if (!pixels)
		die("out of memory");
	glPixelStorei(GL_PACK_ALIGNMENT, 1);
	glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
	check_gl("glReadPixels");
	snprintf(path, sizeof(path), "%s/%s.pam", dir, name);
	write_pam(path, pixels, width, height);
	printf("%s: %dx%d -> %s\n", name, width, height, path);
	fflush(stdout);
	free(pixels);
	glBindFramebuffer(GL_FRAMEBUFFER, 0);
	glDeleteFramebuffers(1, &fbo);
	glDeleteTextures(1, &tex);
	glDeleteRenderbuffers(1, &depth);
	glUseProgram(0);
	check_gl("cleanup");
}

/* GBM's two entry points we need, from libgbm.so.1 at run time */
static void *gbm_display(const char *node)
{
	void *(*create)(int fd);
	void *lib = dlopen("libgbm.so.1", RTLD_NOW | RTLD_GLOBAL);
	void *gbm;
	int fd;

	if (!lib)
		die("libgbm.so.1: %s", dlerror());
	create = (void *(*)(int))dlsym(lib, "gbm_create_device");
	fd = open(node, O_RDWR | O_CLOEXEC);
	if (fd < 0 || !create)
		die("%s: cannot open", node);
	gbm = create(fd);
	if (!gbm)
		die("%s: gbm_create_device failed", node);
	return gbm;
}

static void usage(void)
{
	int i;

	fprintf(stderr, "usage: gles_scenes [-p surfaceless|gbm] [-d DEVICE] "
		"[-o DIR] SCENE...|all\n       gles_scenes -l\nscenes:");
	for (i = 0; i < NSCENES; i++)
		fprintf(stderr, " %s%s", scenes[i].name,
			scenes[i].sized ? "[-WxH]" : "");
	fputc('\n', stderr);
	exit(2);
}

int main(int argc, char **argv)
{
	PFNEGLGETPLATFORMDISPLAYEXTPROC get_display;
	const char *platform = "surfaceless", *node = "/dev/dri/renderD128";
	const char *dir = ".";
	EGLint major, minor, n, ctx_attr[] = {
		EGL_CONTEXT_CLIENT_VERSION, 3, EGL_NONE
	};
	const EGLint cfg_attr[] = {
		EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_SURFACE_TYPE, 0,
		EGL_NONE
	};
	EGLDisplay dpy;
	EGLConfig cfg;
	EGLContext ctx;
	int opt, i, j, w, h;

	while ((opt = getopt(argc, argv, "p:d:o:l")) != -1) {
		switch (opt) {
		case 'p':
			platform = optarg;
			break;
		case 'd':
			node = optarg;
			break;
		case 'o':
			dir = optarg;
			break;
		case 'l':
			for (i = 0; i < NSCENES; i++)
				printf("%s\n", scenes[i].name);
			return 0;
		default:
			usage();
		}
	}
	if (optind >= argc)
		usage();
	for (i = optind; i < argc; i++)
		if (strcmp(argv[i], "all") && !find_scene(argv[i], &w, &h))
			usage();

	get_display = (PFNEGLGETPLATFORMDISPLAYEXTPROC)
		eglGetProcAddress("eglGetPlatformDisplayEXT");
	if (!get_display)
		die("no eglGetPlatformDisplayEXT");
	if (!strcmp(platform, "surfaceless"))
		dpy = get_display(EGL_PLATFORM_SURFACELESS_MESA,
				  EGL_DEFAULT_DISPLAY, NULL);
	else if (!strcmp(platform, "gbm"))
		dpy = get_display(EGL_PLATFORM_GBM_KHR, gbm_display(node),
				  NULL);
	else
		usage();
	if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, &major, &minor))
		die("%s: no EGL display (0x%x)", platform, eglGetError());
	if (!eglBindAPI(EGL_OPENGL_ES_API) ||
	    !eglChooseConfig(dpy, cfg_attr, &cfg, 1, &n) || n < 1)
		die("no EGL config for GLES (0x%x)", eglGetError());
	ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	es3 = ctx != EGL_NO_CONTEXT;
	if (!es3) {
		ctx_attr[1] = 2;
		ctx = eglCreateContext(dpy, cfg, EGL_NO_CONTEXT, ctx_attr);
	}
	if (ctx == EGL_NO_CONTEXT ||
	    !eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, ctx))
		die("no GLES context (0x%x)", eglGetError());
	printf("EGL %d.%d (%s), GL_RENDERER %s, GL_VERSION %s\n", major, minor,
	       eglQueryString(dpy, EGL_VENDOR),
	       (const char *)glGetString(GL_RENDERER),
	       (const char *)glGetString(GL_VERSION));
	fflush(stdout);

	for (i = optind; i < argc; i++) {
		const struct scene *s = find_scene(argv[i], &w, &h);

		if (s) {
			render(s, argv[i], w, h, dir);
			continue;
		}
		for (j = 0; j < NSCENES; j++)
			render(&scenes[j], scenes[j].name, scenes[j].w,
			       scenes[j].h, dir);
	}

	eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
	eglDestroyContext(dpy, ctx);
	eglTerminate(dpy);
	return 0;
}
