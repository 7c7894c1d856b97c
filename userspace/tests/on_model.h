/* SPDX-License-Identifier: MIT */
/*
 * Compiled shaders on the host model, for the compiler's tests
 * (on_model.c)
 */
#ifndef TESTS_ON_MODEL_H
#define TESTS_ON_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "mr.h"
#include "mrc.h"
#include "tap.h"

/* An a<gpu> model with a context, an 8x8 RGBA8 target and a buffer */
struct on_model {
	struct msm_device *dev;
	struct mr_context *ctx;
	struct mr_surface *t;
	struct mr_buffer *b;
};

/* The buffer holds size bytes of data */
bool on_model_open(struct on_model *m, unsigned int gpu, const void *data,
		   uint32_t size);
void on_model_close(struct on_model *m);

/* A strip of four vertices covering the target */
extern const float full_quad[4][4];

/*
 * p drawn over m's target, cleared to blue first, from full_quad in m's
 * buffer: the target's pixels, or NULL (*ret says why)
 */
uint8_t *draw_full_quad(struct on_model *m, struct mrc_program *p,
			uint32_t *pitch, int *ret);

unsigned int on_model_counts(unsigned long long *hazards,
			     unsigned long long *overruns);

/*
 * The model's shader processor read no register of the programs drawn
 * on this device sooner than the hardware allows (its hazards), nor
 * touched one past the footprints the library programmed (overruns)
 */
static inline void no_hazards(unsigned int gpu, const char *what)
{
	unsigned long long hazards, overruns;
	unsigned int n = on_model_counts(&hazards, &overruns);

	tap_ok(n > 0 && !hazards && !overruns,
	       "a%u: %s: the %u programs drawn count no hazard (%llu) and no register past their footprints (%llu) on the model",
	       gpu, what, n, hazards, overruns);
}

#endif
