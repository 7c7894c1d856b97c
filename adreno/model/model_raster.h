/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The rasterizer's interface: a triangle in window coordinates in, 2x2
 * quads of covered pixels out.  Generation-neutral: the GRAS of each
 * generation turns its registers into a struct am_tri_setup.
 */
#ifndef __ADRENO_MODEL_RASTER_H__
#define __ADRENO_MODEL_RASTER_H__

#include "model_float.h"

/*
 * Sub-pixel precision of the rasterizer: window coordinates are snapped
 * to 1/256 pixel.  Coordinates are clamped to +-AM_RASTER_GUARD pixels
 * (the guard band): edge functions then fit in 64 bits.
 */
#define AM_RASTER_SUBPIX_BITS	8
#define AM_RASTER_GUARD		16384

/* A rectangle of pixels, inclusive of x0,y0 and exclusive of x1,y1 */
struct am_rect {
	am_s32 x0, y0, x1, y1;
};

/* A vertex after the viewport transform */
struct am_wvert {
	am_f32 x, y, z;		/* window coordinates, pixels and depth */
	am_f32 inv_w;		/* 1/w of clip space, for perspective */
};

/* A triangle ready to walk: fixed-point edges and float planes */
struct am_tri {
	am_s64 x[3], y[3];		/* snapped, in 1/256 pixel */
	am_s64 ea[3], eb[3], ec[3];	/* edge i: ea*x + eb*y + ec >= 0 */
	int bias[3];			/* 0 on top/left edges, else -1 */
	am_s64 area2;			/* twice the area, > 0 */
	am_f32 inv_area2;		/* and its reciprocal */
	struct am_rect box;		/* pixels to visit */
	/* Sample point within a pixel, in 1/256 pixel (0 or 128) */
	am_s32 center;
	int cw;				/* clockwise on the screen, y down */
	const struct am_wvert *in[3];	/* the vertices in input order */
	int order[3];			/* the input vertex of each walk one */
	am_f32 z_offset;		/* polygon offset, added to depth */
};

/*
 * Sets up a triangle for walking, clipped to the pixels of clip, with the
 * sample point at the pixel's centre or its top-left corner.  Returns 0
 * when nothing is to be drawn (no area, or outside clip); t->cw says how
 * it faces, for culling.
 */
int am_tri_setup(struct am_tri *t, const struct am_wvert *v0,
		 const struct am_wvert *v1, const struct am_wvert *v2,
		 const struct am_rect *clip, int half_pixel_center);

/*
 * The quads of the row whose top-left pixels are at y and x0 + 2c, for c
 * in [span->c0, span->c1) on entry: narrowed to those that may hold a
 * covered pixel (am_tri_quad_mask decides each one), so a walk skips the
 * bounding box's empty corners.
 */
struct am_span {
	am_s32 c0, c1;
};

void am_tri_quad_span(const struct am_tri *t, am_s32 x0, am_s32 y,
		      struct am_span *span);

/*
 * The same row's quads narrowed to those whose four pixels are all
 * covered (am_tri_quad_mask would say 0xf), exactly: a walk takes them
 * without testing each
 */
void am_tri_quad_full(const struct am_tri *t, am_s32 x0, am_s32 y,
		      struct am_span *span);

/*
 * Polygon offset: depth moves by scale times the triangle's largest
 * depth slope (in x or y) plus units (window depth), limited to clamp
 * when clamp is not 0
 */
void am_tri_poly_offset(struct am_tri *t, am_f32 scale, am_f32 units,
			am_f32 clamp);

/*
 * Coverage of the 2x2 quad whose top-left pixel is (x, y): bit 0 (x, y),
 * bit 1 (x+1, y), bit 2 (x, y+1), bit 3 (x+1, y+1); pixels outside the
 * box are not covered.
 */
unsigned int am_tri_quad_mask(const struct am_tri *t, am_s32 x, am_s32 y);

/*
 * Barycentric weights of a pixel's sample point, for input vertices 1 and
 * 2 (weight of vertex 0 is 1 - i - j): linear in window space (screen),
 * and perspective-correct (persp), and the interpolated depth.
 */
struct am_bary {
	am_f32 i, j;
	am_f32 pi, pj;
	am_f32 z;
	am_f32 inv_w;		/* 1/w, interpolated: gl_FragCoord.w */
};

/*
 * The weights at pixel (x, y): i and j always, the perspective-correct
 * ones and z when want asks for them (each costs a pixel a few float
 * operations, a division for the perspective); the others keep their
 * values.
 */
#define AM_BARY_IJ	1u
#define AM_BARY_PERSP	2u
#define AM_BARY_Z	4u
void am_tri_bary(const struct am_tri *t, am_s32 x, am_s32 y,
		 unsigned int want, struct am_bary *b);
/* ... at the quad's pixels (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1) */
void am_tri_quad_bary(const struct am_tri *t, am_s32 x, am_s32 y,
		      unsigned int want, struct am_bary b[4]);

#endif /* __ADRENO_MODEL_RASTER_H__ */
