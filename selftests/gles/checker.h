/* SPDX-License-Identifier: MIT */
/*
 * The 'texture' scene's texture, shared by gles_scenes (through GL) and
 * libmsm-render's render_scenes: a 16x16 RGBA8 checkerboard of 4x4
 * cells, shaded along x and y.
 */
#ifndef CHECKER_H
#define CHECKER_H

#include <stdint.h>

#define CHECKER_SIZE	16

static inline void checker_texels(uint8_t t[CHECKER_SIZE][CHECKER_SIZE][4])
{
	int x, y;

	for (y = 0; y < CHECKER_SIZE; y++)
		for (x = 0; x < CHECKER_SIZE; x++) {
			int on = ((x / 4) ^ (y / 4)) & 1;

			t[y][x][0] = (uint8_t)(on ? 255 : x * 16);
			t[y][x][1] = (uint8_t)(on ? 255 - y * 16 : 32);
			t[y][x][2] = (uint8_t)(on ? 64 : 255 - x * 8);
			t[y][x][3] = 255;
		}
}

#endif
