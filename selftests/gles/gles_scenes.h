/* SPDX-License-Identifier: MIT */
/*
 * What gles_scenes.c (the program, its GLES 2 scenes) shares with
 * scenes3.c (scenes of GLES 3 features).
 */
#ifndef GLES_SCENES_H
#define GLES_SCENES_H

#include <GLES3/gl3.h>
#include <stdio.h>
#include <stdlib.h>

extern int width, height;	/* of the scene being drawn */
extern int es3;			/* the context is GLES 3 */

#define die(...) do { fprintf(stderr, "gles_scenes: " __VA_ARGS__); \
		      fputc('\n', stderr); exit(1); } while (0)

void check_gl(const char *what);
/* Compiles and links, binds attributes a0..a2 to 0..2, and uses it */
GLuint program(const char *vs, const char *fs, const char *a0,
	       const char *a1, const char *a2);
/* The "size" uniform: the target in pixels */
void size_uniform(GLuint p);

/* GLES 3: pos (x, y in pixels, z) at 0, a colour at 1, passed through */
extern const char vs3_depth[], fs3_color[];
/* Primitives of x, y, z, r, g, b, a from client memory; triangles */
void draw_prims(GLenum mode, const float *v, int n);
void draw_depth(const float *v, int n);

/* scenes3.c */
void scene_instanced(void);
void scene_elements(void);
void scene_ubo(void);
void scene_flow(void);
void scene_xfb(void);
void scene_mrt(void);
void scene_cube(void);
void scene_etc2(void);
void scene_itex(void);
void scene_texarray(void);
void scene_tex3d(void);
void scene_lod(void);
void scene_shadow(void);
void scene_blit(void);
void scene_copytex(void);
void scene_vformats(void);
void scene_facing(void);
void scene_pointcoord(void);
void scene_deriv(void);
void scene_persp(void);
void scene_halftex(void);
void scene_srgbfb(void);
void scene_rtformats(void);
void scene_blendfuncs(void);
void scene_stencilops(void);
void scene_depthfuncs(void);
void scene_fans(void);
void scene_npot(void);
void scene_texformats(void);
void scene_swizzle(void);
void scene_mathfuncs(void);
void scene_intops(void);
void scene_clearbuf(void);
void scene_polyoffset(void);
void scene_depthformats(void);
void scene_fragdepth(void);
void scene_widelines(void);
void scene_texformats2(void);
void scene_rtformats2(void);
void scene_arrays(void);
void scene_floatrt(void);
void scene_viewports(void);
void scene_blit2(void);
void scene_rendertex(void);
void scene_vstex(void);
void scene_samplers(void);
void scene_shadow2(void);
void scene_masks2(void);

#endif /* GLES_SCENES_H */
