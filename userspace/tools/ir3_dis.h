/* SPDX-License-Identifier: MIT */
/*
 * ir3 disassembler (a3xx/a4xx shaders), Mesa-like syntax, on top of the
 * generated decoder (adreno/generated/ir3_isa.{h,c}).
 */
#ifndef IR3_DIS_H
#define IR3_DIS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ir3_isa.h"

/* The text of a decoded instruction, e.g. "(sy)mad.f32 r0.x, r1.y, c2.x, r0.z" */
void ir3_dis_format(const struct ir3_instr *in, char *buf, size_t size);

/*
 * Decodes and formats one instruction (words[0] = bits 0-31); gen 3 or 4.
 * Returns IR3_OK, or the decode error with "?? <reason>" in buf.
 */
int ir3_dis_words(const uint32_t words[2], unsigned int gen, char *buf,
		  size_t size);

/*
 * A shader, one line per instruction: indent spaces, the index, the two
 * words and the text.  Returns the number of instructions that did not
 * decode.
 */
unsigned int ir3_dis_shader(FILE *out, unsigned int indent,
			    const uint32_t *dwords, size_t nr_dwords,
			    unsigned int gen);

#endif
