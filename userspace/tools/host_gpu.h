/* SPDX-License-Identifier: MIT */
/*
 * host_gpu: the GPU model run on the host, with what msm.ko's vgpu gives
 * it in the kernel: memory behind an LPAE page table, GMEM, a ring from
 * which the CP runs indirect buffers.  rdreplay replays traces on it;
 * libmsm's model backend (model_kernel.c) runs programs on it.
 *
 * GPU addresses are 32-bit.  A page is backed either by memory this file
 * allocates (host_gpu_write on an unmapped page) or by the caller's
 * (host_gpu_map), which the GPU and the caller then share, as a GEM
 * buffer's pages are shared by the GPU and its CPU mapping.
 */
#ifndef HOST_GPU_H
#define HOST_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "model/model.h"

/* The ring's own GPU pages, which nothing else may map */
#define HOST_GPU_RING_IOVA	0xfffe0000u
#define HOST_GPU_RING_DWORDS	4096

struct host_gpu;

struct host_gpu_config {
	uint64_t chip_id;
	unsigned int slice;		/* work per am_cp_run; 0: 1M */
	int ignore_visibility;		/* every bin draws every primitive */
	/* Optional: a draw wrote a surface in memory */
	void (*surface_written)(void *priv, const struct am_surface *s);
	void *priv;
};

/* NULL when the model does not know the chip (or out of memory) */
struct host_gpu *host_gpu_new(const struct host_gpu_config *cfg);
void host_gpu_free(struct host_gpu *hg);

struct am_gpu *host_gpu_model(struct host_gpu *hg);
/* The catalog's GMEM size of the chip */
uint32_t host_gpu_gmem_bytes(const struct host_gpu *hg);
/* Seconds spent in am_cp_run */
double host_gpu_model_seconds(const struct host_gpu *hg);

/*
 * The runs of the CP (am_cp_run, a slice each), as the vgpu's thread
 * runs them: how many, their work and time, the most work one did, and
 * the longest one with its work
 */
struct host_gpu_slices {
	uint64_t runs;
	uint64_t work;
	double seconds;
	uint32_t max_work;
	double max_seconds;
	uint32_t max_seconds_work;
};

/* Since the device was made or the last clearing call */
void host_gpu_slices(struct host_gpu *hg, struct host_gpu_slices *out,
		     bool clear);
/* Work per am_cp_run from now on (0: 1M, the default) */
void host_gpu_set_slice(struct host_gpu *hg, unsigned int work);

/* size bytes of page-aligned host memory mem at iova (page aligned) */
int host_gpu_map(struct host_gpu *hg, uint32_t iova, void *mem, size_t size);
void host_gpu_unmap(struct host_gpu *hg, uint32_t iova, size_t size);
/* Copies into GPU memory; unmapped pages get memory of their own */
void host_gpu_write(struct host_gpu *hg, uint64_t iova, const void *src,
		    size_t len);
void host_gpu_read(struct host_gpu *hg, uint64_t iova, void *dst,
		   size_t len);

enum host_gpu_result {
	HOST_GPU_IDLE,		/* ran to the end */
	HOST_GPU_FAULTED,	/* a page fault stopped it (cleared after) */
	HOST_GPU_HALTED,	/* the CP stopped: an error interrupt */
	HOST_GPU_STUCK,		/* waits for something that never comes */
};

/*
 * Runs n indirect buffers (GPU address and dwords each) from the ring,
 * repeat times, until the CP is idle or cannot go on.  A fault is
 * reported once and cleared, as the kernel's fault handler does.
 */
enum host_gpu_result host_gpu_run(struct host_gpu *hg, const uint64_t *ibs,
				  const uint32_t *dwords, unsigned int n,
				  unsigned int repeat);
/* The fault address of the last HOST_GPU_FAULTED run */
uint32_t host_gpu_fault_iova(const struct host_gpu *hg);

/*
 * What the model's shader processor counted (struct am_sp_stats) for the
 * draws of each program, told apart by their instructions: to compare
 * compilers' code on the same scene, whatever else (clears, blits) the
 * scene draws.  Counted for every draw packet, each pass's.
 */
struct host_gpu_program {
	uint32_t hash[AM_STAGE_COUNT];	/* FNV-1a of a stage's instructions */
	uint32_t len[AM_STAGE_COUNT];	/* instructions, SP_xS_LENGTH_REG's */
	bool fs_varyings;		/* its FS interpolates (has a bary.f) */
	unsigned int draws;
	unsigned int last_draw;		/* the number of its last draw */
	struct am_sp_stats sp[AM_STAGE_COUNT];
};

/* The programs drawn with, in order of first use: *n of them */
const struct host_gpu_program *host_gpu_programs(const struct host_gpu *hg,
						 unsigned int *n);
/* Forgets them (the model's own totals go on) */
void host_gpu_programs_clear(struct host_gpu *hg);
/*
 * One line a program: "program N: draws D last L varyings V vs_len N
 * fs_len N", then vs_ and fs_ runs, instrs, cycles, stalls and hazards,
 * each name followed by its number
 */
void host_gpu_print_programs(const struct host_gpu *hg, FILE *f);

#endif
