/* SPDX-License-Identifier: MIT */
/*
 * The 'many' scene's triangles, shared by gles_scenes (GL), render_scenes
 * and bench/render_modes (libmsm-render): at w x h, as many triangles a
 * pixel at every size (400 to 600x500), each one colour, within 20 pixels
 * of a random centre.  Pixel coordinates; a fixed generator.
 */
#ifndef MANY_H
#define MANY_H

#include <stdint.h>

struct many_vtx {
	float x, y;
	float r, g, b, a;
};

static inline int many_count(int w, int h)
{
	int n = (int)(((long long)w * h * 400 + 150000) / 300000);

	return n < 1 ? 1 : n;
}

/* v: 3 * many_count(w, h) vertices */
static inline void many_triangles(int w, int h, struct many_vtx *v)
{
	uint32_t seed = 12345;
	int n = many_count(w, h), i, k;

#define MANY_RND(n) (seed = seed * 1103515245 + 12345, (int)((seed >> 8) % (n)))
	for (i = 0; i < n; i++) {
		int cx = MANY_RND(w), cy = MANY_RND(h);
		float r = MANY_RND(256) / 255.0f, g = MANY_RND(256) / 255.0f;
		float b = MANY_RND(256) / 255.0f;

		for (k = 0; k < 3; k++) {
			struct many_vtx *t = &v[3 * i + k];

			t->x = (float)(cx + MANY_RND(41) - 20);
			t->y = (float)(cy + MANY_RND(41) - 20);
			t->r = r;
			t->g = g;
			t->b = b;
			t->a = 1;
		}
	}
#undef MANY_RND
}

#endif
