/* SPDX-License-Identifier: MIT */
/*
 * The 'lit' scene's geometry and matrices, shared by gles_scenes (GL,
 * for llvmpipe and Mesa) and userspace/tests/render_scenes.c
 * (libmsm-render): a torus of TORUS_RINGS x TORUS_SIDES quads, turned
 * towards the viewer, its vertices position, normal, colour and texture
 * coordinates (8 turns of a texture around the ring, 2 around the tube:
 * 'littex' wraps checker.h's checkerboard on it).
 *
 * Everything is computed without libm, in double precision rounded to
 * float at the end, so that every host and guest (x86_64, arm64) makes
 * the same bits (both programs build with -ffp-contract=off).
 */
#ifndef TORUS_H
#define TORUS_H

#include <stdint.h>

#define TORUS_RINGS	40
#define TORUS_SIDES	20
#define TORUS_VERTS	((TORUS_RINGS + 1) * (TORUS_SIDES + 1))
#define TORUS_INDICES	(TORUS_RINGS * TORUS_SIDES * 6)

struct torus_vertex {
	float pos[3];
	float normal[3];
	float color[4];
	float uv[2];
};

/* sin and cos of x in [-pi, pi], by their series (enough terms for double) */
static inline void torus_sincos(double x, double *s, double *c)
{
	double term_s = x, term_c = 1, x2 = x * x;
	int k;

	*s = 0;
	*c = 0;
	for (k = 1; k < 40; k += 2) {
		*s += term_s;
		*c += term_c;
		term_s *= -x2 / ((k + 1) * (k + 2));
		term_c *= -x2 / (k * (k + 1));
	}
}

#define TORUS_PI 3.14159265358979323846

static inline void torus_mesh(struct torus_vertex *v, uint16_t *idx)
{
	const double big = 0.62, small = 0.26;
	int i, j, n = 0;

	for (i = 0; i <= TORUS_RINGS; i++) {
		double su, cu;

		torus_sincos(2 * TORUS_PI * i / TORUS_RINGS - TORUS_PI, &su, &cu);
		for (j = 0; j <= TORUS_SIDES; j++) {
			struct torus_vertex *t = &v[i * (TORUS_SIDES + 1) + j];
			double sv, cv;

			torus_sincos(2 * TORUS_PI * j / TORUS_SIDES - TORUS_PI,
				     &sv, &cv);
			t->pos[0] = (float)((big + small * cv) * cu);
			t->pos[1] = (float)((big + small * cv) * su);
			t->pos[2] = (float)(small * sv);
			t->normal[0] = (float)(cv * cu);
			t->normal[1] = (float)(cv * su);
			t->normal[2] = (float)sv;
			t->color[0] = (float)(0.55 + 0.45 * cu);
			t->color[1] = (float)(0.55 + 0.45 * su);
			t->color[2] = (float)(0.9 - 0.35 * (i & 1));
			t->color[3] = 1;
			t->uv[0] = (float)(8.0 * i / TORUS_RINGS);
			t->uv[1] = (float)(2.0 * j / TORUS_SIDES);
		}
	}
	for (i = 0; i < TORUS_RINGS; i++)
		for (j = 0; j < TORUS_SIDES; j++) {
			uint16_t a = (uint16_t)(i * (TORUS_SIDES + 1) + j);
			uint16_t b = (uint16_t)(a + TORUS_SIDES + 1);

			idx[n++] = a;
			idx[n++] = b;
			idx[n++] = (uint16_t)(a + 1);
			idx[n++] = (uint16_t)(a + 1);
			idx[n++] = b;
			idx[n++] = (uint16_t)(b + 1);
		}
}

/*
 * Column-major mvp (mat4) and nmat (mat3): a turn of 0.9 about x then
 * 0.5 about y, depth scaled into the clip volume, x squeezed to the
 * target's aspect; light: a unit vector towards the upper left front
 */
static inline void torus_matrices(int width, int height, float mvp[16],
				  float nmat[9], float light[3])
{
	double sa, ca, sb, cb, r[9], aspect = (double)height / width;
	int i;

	torus_sincos(0.9, &sa, &ca);
	torus_sincos(0.5, &sb, &cb);
	/* R = Ry(b) * Rx(a), row-major r[row * 3 + col] */
	r[0] = cb;
	r[1] = sb * sa;
	r[2] = sb * ca;
	r[3] = 0;
	r[4] = ca;
	r[5] = -sa;
	r[6] = -sb;
	r[7] = cb * sa;
	r[8] = cb * ca;
	for (i = 0; i < 16; i++)
		mvp[i] = 0;
	for (i = 0; i < 3; i++) {
		/* column i of the mat4: x by aspect, z halved */
		mvp[i * 4 + 0] = (float)(r[0 * 3 + i] * aspect);
		mvp[i * 4 + 1] = (float)r[1 * 3 + i];
		mvp[i * 4 + 2] = (float)(r[2 * 3 + i] * 0.5);
		nmat[i * 3 + 0] = (float)r[0 * 3 + i];
		nmat[i * 3 + 1] = (float)r[1 * 3 + i];
		nmat[i * 3 + 2] = (float)r[2 * 3 + i];
	}
	mvp[15] = 1;
	light[0] = -0.48f;
	light[1] = 0.64f;
	light[2] = -0.6f;
}

#endif
