// SPDX-License-Identifier: MIT
/*
 * rdreplay: runs an rd trace on the host build of the GPU model and
 * writes every surface its draws resolved (or rendered to in memory) as
 * a PNG.
 *
 *   rdreplay [-o DIR] [-q] [-b N] [-s WORK] [-n] [-u] [-S] trace.rd
 *
 * Each submit's buffers are loaded at their GPU addresses from the
 * trace's RD_BUFFER_CONTENTS (so take the trace with msm.ko's rd_full=1),
 * its command buffers run from a ring of CP_INDIRECT_BUFFER packets, and
 * after it the surfaces it wrote are written as DIR/sNNN-ADDR.png (the
 * submit's number, the surface's GPU address), RGBA, the pixels the draws
 * covered.  The model is the one msm.ko runs: the images must be the same
 * bytes as the vgpu's.  -b N runs each submit N times and reports the
 * model's fragment rate (the time in the model only), for bench/.  -s WORK
 * runs the CP in slices of that much work, as the vgpu does (default 1M):
 * the images must not depend on where the slices pause.  -n ignores the
 * visibility streams: every bin draws every primitive (what binning saves).
 * -u lists what the trace asked of the model that it does not model: the
 * registers written that no block read, and the packets it ignored (what
 * debugfs vgpu_stats names on the vgpu).  -S prints what the shaders
 * cost as the model's shader processor counts them, per stage (runs: groups
 * of lanes; instructions issued, cycles, stall cycles and hazards), then
 * per program (host_gpu_print_programs).  -W tells how the CP's runs
 * went: their number, work and time, the most work one did and the
 * longest (what the vgpu's thread holds its lock for, with -s 8192).
 */
#include <errno.h>
#include <inttypes.h>
#include <png.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "host_gpu.h"
#include "model/model_fmt.h"
#include "adreno_regs.h"

enum {
	RD_CMD = 2,
	RD_GPUADDR = 3,
	RD_CMDSTREAM_ADDR = 6,
	RD_BUFFER_CONTENTS = 12,
	RD_GPU_ID = 13,
	RD_CHIP_ID = 14,
};

#define IOVA_PAGES	(1u << 20)	/* the 4 GiB the GPU addresses */

struct replay {
	struct host_gpu *hg;
	uint8_t *produced;		/* per GPU page: a replayed draw wrote it */
	uint64_t chip_id;
	int quiet;
	unsigned int repeat;		/* -b: runs per submit */
	unsigned int slice;		/* -s: work per am_cp_run */
	int no_binning;			/* -n */
	const char *outdir;
	unsigned int submit;
	/* The submit being read: its command buffers */
	uint64_t cmds[256];
	uint32_t cmd_dwords[256];
	unsigned int nr_cmds;
	/* Surfaces the current submit wrote */
	struct am_surface surf[32];
	unsigned int nr_surf;
	/* The buffer the last RD_GPUADDR named */
	uint64_t addr_iova;
	uint32_t addr_size;
};

static void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "rdreplay: ");
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n");
	va_end(ap);
	exit(1);
}

static void host_surface(void *priv, const struct am_surface *s)
{
	struct replay *r = priv;
	uint64_t a, end = s->base + (uint64_t)s->pitch * s->y1;
	unsigned int i;

	/*
	 * The trace's later snapshots of these pages may predate the draws
	 * (rd records a submit before the one ahead of it completes): the
	 * replay keeps what it drew
	 */
	for (a = s->base & ~4095ull; a < end && a < (1ull << 32); a += 4096)
		r->produced[a >> 12] = 1;
	if (s->depth)
		return;		/* a depth texture: kept, not a picture */
	for (i = 0; i < r->nr_surf; i++) {
		struct am_surface *o = &r->surf[i];

		if (o->base != s->base || o->format != s->format)
			continue;
		o->x0 = s->x0 < o->x0 ? s->x0 : o->x0;
		o->y0 = s->y0 < o->y0 ? s->y0 : o->y0;
		o->x1 = s->x1 > o->x1 ? s->x1 : o->x1;
		o->y1 = s->y1 > o->y1 ? s->y1 : o->y1;
		return;
	}
	if (r->nr_surf < sizeof(r->surf) / sizeof(r->surf[0]))
		r->surf[r->nr_surf++] = *s;
}

/* A buffer's contents from the trace, but for the pages draws produced */
static void load_contents(struct replay *r, uint64_t iova, const uint8_t *p,
			  size_t len)
{
	while (len) {
		size_t n = 4096 - (iova & 4095);

		n = n < len ? n : len;
		if (iova >> 32)
			return;
		if (!r->produced[iova >> 12])
			host_gpu_write(r->hg, iova, p, n);
		iova += n;
		p += n;
		len -= n;
	}
}

static void model_init(struct replay *r)
{
	const struct host_gpu_config cfg = {
		.chip_id = r->chip_id, .slice = r->slice,
		.ignore_visibility = r->no_binning,
		.surface_written = host_surface, .priv = r,
	};

	r->hg = host_gpu_new(&cfg);
	if (!r->hg)
		die("chip id %08" PRIx64 ": not a GPU the model knows",
		    r->chip_id);
}

/* Writes the surface as RGBA8, converting from its format */
static void write_png(struct replay *r, const struct am_surface *s)
{
	int a4 = (r->chip_id >> 24) == 4;
	struct am_fmt f = a4 ? am_fmt_rb4(s->format) : am_fmt_rb3(s->format);
	int w = s->x1, h = s->y1, x, y;
	char path[4096];
	png_structp png;
	png_infop info;
	uint8_t *row;
	FILE *fp;

	if (!f.cpp || w <= 0 || h <= 0 || w > 16384 || h > 16384) {
		fprintf(stderr, "rdreplay: surface %llx: format %u or size %dx%d not written\n",
			s->base, s->format, w, h);
		return;
	}
	snprintf(path, sizeof(path), "%s/s%03u-%08llx.png", r->outdir,
		 r->submit, s->base);
	fp = fopen(path, "wb");
	if (!fp)
		die("%s: %s", path, strerror(errno));
	png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	info = png_create_info_struct(png);
	if (!png || !info || setjmp(png_jmpbuf(png)))
		die("%s: libpng failed", path);
	png_init_io(png, fp);
	png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGBA,
		     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
		     PNG_FILTER_TYPE_DEFAULT);
	png_write_info(png, info);
	row = malloc((size_t)w * 4);
	for (y = 0; y < h; y++) {
		for (x = 0; x < w; x++) {
			uint8_t px[16];
			am_u32 c[4];
			int i;

			host_gpu_read(r->hg, s->base + (uint64_t)y * s->pitch +
				 (uint64_t)x * f.cpp, px, f.cpp);
			am_fmt_unpack(&f, s->swap, px, c);
			for (i = 0; i < 4; i++) {
				struct am_fmt u8 = {
					.kind = AM_FK_UNORM,
					.bits = { 8, 0, 0, 0 }, .cpp = 1,
				};
				am_u32 v[4] = { c[i], 0, 0, 0 };

				if (f.kind == AM_FK_UINT || f.kind == AM_FK_SINT)
					row[x * 4 + i] = (uint8_t)c[i];
				else
					am_fmt_pack(&u8, 0, v, &row[x * 4 + i]);
			}
		}
		png_write_row(png, row);
	}
	png_write_end(png, info);
	png_destroy_write_struct(&png, &info);
	free(row);
	fclose(fp);
	if (!r->quiet)
		printf("%s: %dx%d, format %u\n", path, w, h, s->format);
}

/* Runs the submit's command buffers from the ring, then its surfaces */
static void run_submit(struct replay *r)
{
	struct am_gpu *gpu;
	enum host_gpu_result res;
	int a4;

	if (!r->nr_cmds)
		return;
	if (!r->hg)
		model_init(r);
	gpu = host_gpu_model(r->hg);
	a4 = (r->chip_id >> 24) == 4;
	r->nr_surf = 0;
	res = host_gpu_run(r->hg, r->cmds, r->cmd_dwords, r->nr_cmds,
			   r->repeat);
	if (res == HOST_GPU_FAULTED)
		fprintf(stderr, "rdreplay: submit %u: GPU fault at %08x\n",
			r->submit, host_gpu_fault_iova(r->hg));
	else if (res == HOST_GPU_STUCK)
		fprintf(stderr, "rdreplay: submit %u: the CP waits for ever\n",
			r->submit);
	else if (res == HOST_GPU_HALTED)
		fprintf(stderr, "rdreplay: submit %u: the CP stopped (interrupts %08x)\n",
			r->submit, am_reg_read(gpu, a4 ? REG_A4XX_RBBM_INT_0_STATUS :
					       REG_A3XX_RBBM_INT_0_STATUS));
	for (unsigned int i = 0; i < r->nr_surf; i++)
		write_png(r, &r->surf[i]);
	r->nr_cmds = 0;
	r->submit++;
}

static void section(struct replay *r, uint32_t type, const uint8_t *p,
		    uint32_t len)
{
	uint32_t w[3] = { 0, 0, 0 };

	memcpy(w, p, len < sizeof(w) ? len : sizeof(w));
	switch (type) {
	case RD_CMD:
		run_submit(r);
		break;
	case RD_CHIP_ID:
		memcpy(&r->chip_id, p, len < 8 ? len : 8);
		break;
	case RD_GPUADDR:
		r->addr_iova = w[0] | (uint64_t)w[2] << 32;
		r->addr_size = w[1];
		break;
	case RD_BUFFER_CONTENTS:
		if (!r->hg)
			model_init(r);	/* the trace named its chip first */
		load_contents(r, r->addr_iova, p, len < r->addr_size ? len :
			      r->addr_size);
		break;
	case RD_CMDSTREAM_ADDR:
		if (r->nr_cmds < 256) {
			r->cmds[r->nr_cmds] = w[0] | (uint64_t)w[2] << 32;
			r->cmd_dwords[r->nr_cmds++] = w[1];
		}
		break;
	default:
		break;
	}
}

/* Each stage's shader totals, then the programs' own */
static void print_shader_stats(const struct replay *r)
{
	static const char *const name[AM_STAGE_COUNT] = { "vs", "fs" };
	const struct am_gpu *gpu = host_gpu_model(r->hg);

	for (int st = 0; st < AM_STAGE_COUNT; st++) {
		const struct am_sp_stats *s = &gpu->pipe.stats.sp[st];

		printf("%s: runs %llu instrs %llu cycles %llu stalls %llu hazards %llu overruns %llu\n",
		       name[st], s->runs, s->instrs, s->cycles, s->stalls,
		       s->hazards, s->overruns);
	}
	host_gpu_print_programs(r->hg, stdout);
}

/* The registers written that no block read, and the packets ignored */
static void print_unmodelled(const struct am_gpu *gpu)
{
	am_u32 pos = 0;
	int v;

	while ((v = am_next_unused_reg(gpu, &pos)) >= 0)
		printf("unused_reg: 0x%04x\n", v);
	pos = 0;
	while ((v = am_next_ignored_op(gpu, &pos)) >= 0)
		printf("ignored_op: 0x%02x\n", v);
}

/* -W: the CP's runs, the slices the vgpu's thread would hold its lock */
static void print_slices(struct replay *r)
{
	struct host_gpu_slices sl;

	host_gpu_slices(r->hg, &sl, false);
	printf("slices: %llu runs, %llu work units in %.3f s (%.1f ns a unit), most work %u (bound %u), longest %.1f us (%u work)\n",
	       (unsigned long long)sl.runs, (unsigned long long)sl.work,
	       sl.seconds, sl.work ? sl.seconds * 1e9 / (double)sl.work : 0,
	       sl.max_work, r->slice + AM_CP_MAX_OVERSHOOT,
	       sl.max_seconds * 1e6, sl.max_seconds_work);
}

int main(int argc, char **argv)
{
	struct replay r = { .outdir = ".", .repeat = 1, .slice = 1u << 20 };
	size_t size = 0, cap = 0, pos;
	uint8_t *data = NULL;
	struct am_gpu *gpu;
	int i, unmodelled = 0, shader_stats = 0, slice_stats = 0;
	FILE *fp;

	for (i = 1; i < argc - 1; i++) {
		if (!strcmp(argv[i], "-o"))
			r.outdir = argv[++i];
		else if (!strcmp(argv[i], "-q"))
			r.quiet = 1;
		else if (!strcmp(argv[i], "-n"))
			r.no_binning = 1;
		else if (!strcmp(argv[i], "-u"))
			unmodelled = 1;
		else if (!strcmp(argv[i], "-S"))
			shader_stats = 1;
		else if (!strcmp(argv[i], "-W"))
			slice_stats = 1;
		else if (!strcmp(argv[i], "-s") && i + 1 < argc - 1)
			r.slice = (unsigned int)strtoul(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "-b") && i + 1 < argc - 1)
			r.repeat = (unsigned int)strtoul(argv[++i], NULL, 0);
	}
	if (i != argc - 1 || !r.repeat || !r.slice)
		die("usage: rdreplay [-o DIR] [-q] [-b N] [-s WORK] [-n] [-u] [-S] [-W] trace.rd");
	fp = fopen(argv[i], "rb");
	if (!fp)
		die("%s: %s", argv[i], strerror(errno));
	for (;;) {
		size_t n;

		if (size == cap) {
			cap = cap ? cap * 2 : 1 << 20;
			data = realloc(data, cap);
			if (!data)
				die("out of memory");
		}
		n = fread(data + size, 1, cap - size, fp);
		if (!n)
			break;
		size += n;
	}
	fclose(fp);
	if (mkdir(r.outdir, 0755) && errno != EEXIST)
		die("%s: %s", r.outdir, strerror(errno));

	r.produced = calloc(IOVA_PAGES, 1);
	if (!r.produced)
		die("out of memory");
	for (pos = 0; pos + 8 <= size;) {
		uint32_t type, len;

		memcpy(&type, data + pos, 4);
		memcpy(&len, data + pos + 4, 4);
		if (len > size - pos - 8)
			die("truncated at offset %zu", pos);
		section(&r, type, data + pos + 8, len);
		pos += 8 + (size_t)len;
	}
	run_submit(&r);
	if (!r.hg)
		return 0;
	gpu = host_gpu_model(r.hg);
	if (slice_stats)
		print_slices(&r);
	if (r.repeat > 1)
		printf("bench: %llu fragments, %llu primitives in %.3f s of the model: %.0f fragments/s\n",
		       gpu->pipe.stats.fragments, gpu->pipe.stats.prims,
		       host_gpu_model_seconds(r.hg),
		       gpu->pipe.stats.fragments / host_gpu_model_seconds(r.hg));
	if (!r.quiet)
		printf("%u submits, %llu draws, %llu fragments, %llu unsupported, %llu shader faults\n",
		       r.submit, gpu->cp.stats.draws, gpu->pipe.stats.fragments,
		       gpu->pipe.stats.unsupported,
		       gpu->pipe.stats.shader_faults);
	if (unmodelled)
		print_unmodelled(gpu);
	if (shader_stats)
		print_shader_stats(&r);
	host_gpu_free(r.hg);
	return 0;
}
