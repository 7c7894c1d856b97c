// SPDX-License-Identifier: MIT
/*
 * rdreplay: runs an rd trace on the host build of the GPU model and
 * writes every surface its draws resolved (or rendered to in memory) as
 * a PNG.
 *
 *   rdreplay [-o DIR] [-q] [-b N] [-s WORK] [-n] [-u] trace.rd
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
 * debugfs vgpu_stats names on the vgpu).
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
#include <time.h>

#include "model/model.h"
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

/* Fake physical memory: page n is at PHYS_BASE + n * 4 KiB */
#define PHYS_BASE	0x100000000ull
#define IOVA_PAGES	(1u << 20)	/* the 4 GiB the GPU addresses */
/* The replay's own ring, where no trace puts buffers */
#define RING_IOVA	0xfffe0000u
#define RING_DWORDS	4096
#define RPTR_IOVA	(RING_IOVA + RING_DWORDS * 4)

struct replay {
	struct am_gpu *gpu;
	uint8_t **phys;			/* physical pages */
	uint32_t nr_phys, cap_phys;
	uint64_t *iova_pa;		/* per GPU page: its PA, 0 unmapped */
	uint8_t *produced;		/* per GPU page: a replayed draw wrote it */
	uint64_t l1;			/* the page table's top */
	uint64_t chip_id;
	int quiet;
	unsigned int repeat;		/* -b: runs per submit */
	unsigned int slice;		/* -s: work per am_cp_run */
	int no_binning;			/* -n */
	double model_s;			/* time in am_cp_run */
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

static uint64_t phys_alloc(struct replay *r)
{
	if (r->nr_phys == r->cap_phys) {
		r->cap_phys = r->cap_phys ? r->cap_phys * 2 : 1024;
		r->phys = realloc(r->phys, r->cap_phys * sizeof(*r->phys));
		if (!r->phys)
			die("out of memory");
	}
	r->phys[r->nr_phys] = calloc(1, 4096);
	if (!r->phys[r->nr_phys])
		die("out of memory");
	return PHYS_BASE + 4096ull * r->nr_phys++;
}

static uint8_t *phys_page(struct replay *r, uint64_t pa)
{
	uint64_t n = (pa - PHYS_BASE) / 4096;

	if (pa < PHYS_BASE || n >= r->nr_phys)
		return NULL;
	return r->phys[n];
}

static void *host_page(void *priv, am_u64 pa)
{
	return phys_page(priv, pa);
}

static am_u64 host_now(void *priv)
{
	(void)priv;
	return 0;
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

/* The next level's table under descriptor slot, made if absent */
static uint64_t table_at(struct replay *r, uint64_t table, unsigned int i)
{
	uint64_t *pte = (uint64_t *)phys_page(r, table) + i;

	if (!(*pte & AM_PTE_VALID))
		*pte = phys_alloc(r) | AM_PTE_VALID | AM_PTE_TABLE;
	return *pte & AM_PTE_ADDR_MASK;
}

/* The host page behind GPU address iova, mapped on first use */
static uint8_t *gpu_page(struct replay *r, uint32_t iova)
{
	uint32_t n = iova >> 12;

	if (!r->iova_pa[n]) {
		uint64_t l2 = table_at(r, r->l1, iova >> 30);
		uint64_t l3 = table_at(r, l2, (iova >> 21) & 511);
		uint64_t *pte = (uint64_t *)phys_page(r, l3) +
				((iova >> 12) & 511);

		r->iova_pa[n] = phys_alloc(r);
		*pte = r->iova_pa[n] | AM_PTE_VALID | AM_PTE_TABLE |
		       AM_PTE_AF;
	}
	return phys_page(r, r->iova_pa[n]);
}

static void gpu_write(struct replay *r, uint64_t iova, const void *src,
		      size_t len)
{
	const uint8_t *s = src;

	while (len) {
		uint32_t off = iova & 4095;
		size_t n = len < 4096 - off ? len : 4096 - off;

		if (iova >> 32)
			return;
		memcpy(gpu_page(r, (uint32_t)iova) + off, s, n);
		iova += n;
		s += n;
		len -= n;
	}
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
			gpu_write(r, iova, p, n);
		iova += n;
		p += n;
		len -= n;
	}
}

static void gpu_read(struct replay *r, uint64_t iova, void *dst, size_t len)
{
	uint8_t *d = dst;

	while (len) {
		uint32_t off = iova & 4095;
		size_t n = len < 4096 - off ? len : 4096 - off;

		memcpy(d, gpu_page(r, (uint32_t)iova) + off, n);
		iova += n;
		d += n;
		len -= n;
	}
}

static void model_init(struct replay *r)
{
	const struct am_host host = {
		.priv = r, .page = host_page, .now_ns = host_now,
		.gmem = calloc(1, 2 << 20),
		.surface_written = host_surface,
		.ignore_visibility = r->no_binning,
	};
	struct am_config cfg = {
		.chip_id = (uint32_t)r->chip_id,
		.gmem_bytes = 2 << 20,
		.freq_mhz = 500,
	};
	int a4 = (r->chip_id >> 24) == 4;

	/* The catalog's GMEM sizes: 512 KiB a320, 1 MiB a330, 1.5 MiB a4xx */
	cfg.gmem_bytes = a4 ? 0x180000 : (r->chip_id >> 16 & 0xff) == 3 ?
			 0x100000 : 0x80000;
	r->gpu = calloc(1, sizeof(*r->gpu));
	if (!r->gpu || !host.gmem || am_init(r->gpu, &cfg, &host))
		die("chip id %08" PRIx64 ": not a GPU the model knows",
		    r->chip_id);
	am_smmu_write(r->gpu, AM_SMMU_TTBR0_LO, (uint32_t)r->l1);
	am_smmu_write(r->gpu, AM_SMMU_TTBR0_HI, (uint32_t)(r->l1 >> 32));
	am_smmu_write(r->gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);

	/* Microcode (any), the ring (BUFSZ: log2 of its qwords), no updates */
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_ME_RAM_DATA :
			     REG_AXXX_CP_ME_RAM_DATA, 1);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_PFP_UCODE_DATA :
			     REG_A3XX_CP_PFP_UCODE_DATA, 1);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_RB_BASE : REG_AXXX_CP_RB_BASE,
		     RING_IOVA);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_RB_CNTL : REG_AXXX_CP_RB_CNTL,
		     11 | 0x08000000);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_RB_RPTR_ADDR :
			     REG_AXXX_CP_RB_RPTR_ADDR, RPTR_IOVA);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_ME_CNTL : REG_AXXX_CP_ME_CNTL, 0);
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

			gpu_read(r, s->base + (uint64_t)y * s->pitch +
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

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Runs the ring until the CP is idle or stuck */
static void run_ring(struct replay *r, unsigned int n)
{
	int a4 = (r->chip_id >> 24) == 4;
	unsigned int spins;
	double t0;

	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_RB_RPTR : REG_AXXX_CP_RB_RPTR, 0);
	am_reg_write(r->gpu, a4 ? REG_A4XX_CP_RB_WPTR : REG_AXXX_CP_RB_WPTR, n);
	t0 = now_s();
	for (spins = 0; spins < 100000000; spins++) {
		enum am_run run = am_cp_run(r->gpu, r->slice);

		if (run == AM_RUN_IDLE || run == AM_RUN_HALTED)
			break;
		if (run == AM_RUN_WAITING &&
		    am_smmu_read(r->gpu, AM_SMMU_FSR)) {
			fprintf(stderr, "rdreplay: submit %u: GPU fault at %08x\n",
				r->submit, am_smmu_read(r->gpu, AM_SMMU_FAR_LO));
			am_smmu_write(r->gpu, AM_SMMU_FSR, ~0u);
		} else if (run == AM_RUN_WAITING && spins > 1000) {
			fprintf(stderr, "rdreplay: submit %u: the CP waits for ever\n",
				r->submit);
			break;
		}
	}
	r->model_s += now_s() - t0;
}

/* Runs the submit's command buffers from the ring, then its surfaces */
static void run_submit(struct replay *r)
{
	uint32_t ring[RING_DWORDS];
	unsigned int i, n = 0, rep;
	int a4;

	if (!r->nr_cmds)
		return;
	if (!r->gpu)
		model_init(r);
	a4 = (r->chip_id >> 24) == 4;
	for (i = 0; i < r->nr_cmds && n + 3 <= RING_DWORDS; i++) {
		ring[n++] = CP_TYPE3_PKT | (2 - 1) << 16 |
			    CP_INDIRECT_BUFFER_PFE << 8;
		ring[n++] = (uint32_t)r->cmds[i];
		ring[n++] = r->cmd_dwords[i];
	}
	gpu_write(r, RING_IOVA, ring, n * 4);
	r->nr_surf = 0;
	for (rep = 0; rep < r->repeat; rep++)
		run_ring(r, n);
	if (r->gpu->cp.halted)
		fprintf(stderr, "rdreplay: submit %u: the CP stopped (interrupts %08x)\n",
			r->submit, am_reg_read(r->gpu, a4 ? REG_A4XX_RBBM_INT_0_STATUS :
					       REG_A3XX_RBBM_INT_0_STATUS));
	for (i = 0; i < r->nr_surf; i++)
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

int main(int argc, char **argv)
{
	struct replay r = { .outdir = ".", .repeat = 1, .slice = 1u << 20 };
	size_t size = 0, cap = 0, pos;
	uint8_t *data = NULL;
	int i, unmodelled = 0;
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
		else if (!strcmp(argv[i], "-s") && i + 1 < argc - 1)
			r.slice = (unsigned int)strtoul(argv[++i], NULL, 0);
		else if (!strcmp(argv[i], "-b") && i + 1 < argc - 1)
			r.repeat = (unsigned int)strtoul(argv[++i], NULL, 0);
	}
	if (i != argc - 1 || !r.repeat || !r.slice)
		die("usage: rdreplay [-o DIR] [-q] [-b N] [-s WORK] [-n] [-u] trace.rd");
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

	r.iova_pa = calloc(IOVA_PAGES, sizeof(*r.iova_pa));
	r.produced = calloc(IOVA_PAGES, 1);
	if (!r.iova_pa || !r.produced)
		die("out of memory");
	/* The page table's top, before the first buffer is mapped */
	r.l1 = phys_alloc(&r);
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
	if (r.repeat > 1 && r.gpu)
		printf("bench: %llu fragments, %llu primitives in %.3f s of the model: %.0f fragments/s\n",
		       r.gpu->pipe.stats.fragments, r.gpu->pipe.stats.prims,
		       r.model_s, r.gpu->pipe.stats.fragments / r.model_s);
	if (!r.quiet && r.gpu)
		printf("%u submits, %llu draws, %llu fragments, %llu unsupported, %llu shader faults\n",
		       r.submit, r.gpu->cp.stats.draws,
		       r.gpu->pipe.stats.fragments,
		       r.gpu->pipe.stats.unsupported,
		       r.gpu->pipe.stats.shader_faults);
	if (unmodelled && r.gpu)
		print_unmodelled(r.gpu);
	return 0;
}
