/* SPDX-License-Identifier: MIT */
/*
 * rd trace decoder: the library behind rddecode and its fuzz harness.
 *
 * An rd file (drm/msm_rd.c writes it) is a stream of sections: u32 type,
 * u32 length, length bytes of payload, no padding between sections.
 * An RD_CMD section begins a submit; the RD_GPUADDR + RD_BUFFER_CONTENTS
 * pairs that follow make its GPU memory map and its RD_CMDSTREAM_ADDR
 * sections name the command buffers to decode.
 */
#ifndef RD_H
#define RD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum rd_mode {
	RD_MODE_FULL,		/* every packet */
	RD_MODE_REGS,		/* final register state per submit */
	RD_MODE_SUMMARY,	/* packet and register write counts */
};

/* Submits first..last (inclusive, 0-based); last = UINT32_MAX: open */
struct rd_range {
	uint32_t first, last;
};

struct rd_options {
	enum rd_mode mode;
	int gen;			/* enum regdb_gen, or -1: from the trace */
	const struct rd_range *ranges;	/* NULL/0: every submit */
	unsigned int nr_ranges;
	FILE *err;			/* messages; NULL: stderr */
};

struct rd_decoder;

/* Decodes a whole trace: 0, or -1 if it is truncated or corrupt */
int rd_decode(const void *data, size_t size, const struct rd_options *opt,
	      FILE *out);

/*
 * Incremental use, for a file that grows: feed whatever has arrived;
 * whole sections are consumed (the return value, the caller keeps the
 * rest and feeds it again with more), -1 on a corrupt stream.
 */
struct rd_decoder *rd_decoder_new(const struct rd_options *opt, FILE *out);
long rd_decoder_feed(struct rd_decoder *d, const void *data, size_t size);
/* The current submit looks whole: its command streams came last */
bool rd_decoder_submit_ready(const struct rd_decoder *d);
/* Decodes the current submit's command streams now */
void rd_decoder_flush(struct rd_decoder *d);
/* End of input with leftover bytes unconsumed: 0, or -1 if truncated */
int rd_decoder_finish(struct rd_decoder *d, size_t leftover);
void rd_decoder_free(struct rd_decoder *d);

#endif
