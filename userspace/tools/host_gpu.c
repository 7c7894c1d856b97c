// SPDX-License-Identifier: MIT
/*
 * The GPU model on the host: fake physical memory, the LPAE page table
 * the model's SMMU walks, the CP brought up as msm.ko's hw_init does, and
 * a ring of CP_INDIRECT_BUFFER packets.  After a CP error the next run
 * starts on a reset GPU (memory kept), as the kernel's recovery does.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host_gpu.h"
#include "model/model_sp.h"
#include "adreno_regs.h"

/* Fake physical memory: page n is at PHYS_BASE + n * 4 KiB */
#define PHYS_BASE	0x100000000ull
#define IOVA_PAGES	(1u << 20)	/* the 4 GiB the GPU addresses */
#define RPTR_IOVA	(HOST_GPU_RING_IOVA + HOST_GPU_RING_DWORDS * 4)

struct phys_page {
	uint8_t *mem;
	bool owned;			/* allocated here, freed here */
};

struct host_gpu {
	struct am_gpu *gpu;
	struct am_host host;
	struct am_config cfg;
	unsigned int slice;
	bool reset;			/* the CP stopped: reset before a run */
	struct phys_page *phys;
	uint32_t nr_phys, cap_phys;
	uint64_t *iova_pa;		/* per GPU page: its PA, 0 unmapped */
	uint64_t l1;			/* the page table's top */
	uint32_t fault_iova;
	double model_s;
	struct host_gpu_slices slices;
	void (*surface_written)(void *priv, const struct am_surface *s);
	void *priv;
	/* Shader statistics by program, and the totals at the last draw */
	struct host_gpu_program *progs;
	unsigned int nr_progs, cap_progs, draws;
	struct am_sp_stats seen[AM_STAGE_COUNT];
};

static uint64_t phys_add(struct host_gpu *hg, uint8_t *mem, bool owned)
{
	if (hg->nr_phys == hg->cap_phys) {
		uint32_t cap = hg->cap_phys ? hg->cap_phys * 2 : 1024;
		struct phys_page *p = realloc(hg->phys, cap * sizeof(*p));

		if (!p)
			abort();
		hg->phys = p;
		hg->cap_phys = cap;
	}
	hg->phys[hg->nr_phys] = (struct phys_page){ mem, owned };
	return PHYS_BASE + 4096ull * hg->nr_phys++;
}

static uint64_t phys_alloc(struct host_gpu *hg)
{
	uint8_t *mem = calloc(1, 4096);

	if (!mem)
		abort();
	return phys_add(hg, mem, true);
}

static uint8_t *phys_page(const struct host_gpu *hg, uint64_t pa)
{
	uint64_t n = (pa - PHYS_BASE) / 4096;

	if (pa < PHYS_BASE || n >= hg->nr_phys)
		return NULL;
	return hg->phys[n].mem;
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

/* The model calls back with host.priv (this file's): pass on the caller's */
static void host_surface(void *priv, const struct am_surface *s)
{
	struct host_gpu *hg = priv;

	hg->surface_written(hg->priv, s);
}

/* FNV-1a over a program's instruction dwords */
static uint32_t fnv1a(const uint32_t *w, uint32_t n)
{
	uint32_t h = 2166136261u;

	for (uint32_t i = 0; i < n * 4; i++) {
		h ^= (w[i / 4] >> (i % 4 * 8)) & 0xff;
		h *= 16777619u;
	}
	return h;
}

/* The program of a stage interpolates varyings: it has a bary.f */
static bool has_bary(struct host_gpu *hg, enum am_stage st, uint32_t len)
{
	unsigned int gen = (unsigned int)(hg->cfg.chip_id >> 24);
	struct ir3_instr in;

	for (uint32_t i = 0; i < len; i++)
		if (!ir3_decode(&hg->gpu->stage[st].instr[i * 2], gen, &in) &&
		    in.opc == IR3_OPC_BARY_F)
			return true;
	return false;
}

/* The program loaded now: its entry in the table, made if new */
static struct host_gpu_program *current_program(struct host_gpu *hg)
{
	struct host_gpu_program key = { 0 }, *p;
	unsigned int i;

	for (i = 0; i < AM_STAGE_COUNT; i++) {
		key.len[i] = am_sp_length(hg->gpu, i);
		key.hash[i] = fnv1a(hg->gpu->stage[i].instr, 2 * key.len[i]);
	}
	for (i = 0; i < hg->nr_progs; i++) {
		p = &hg->progs[i];
		if (!memcmp(p->hash, key.hash, sizeof(key.hash)) &&
		    !memcmp(p->len, key.len, sizeof(key.len)))
			return p;
	}
	if (hg->nr_progs == hg->cap_progs) {
		unsigned int cap = hg->cap_progs ? 2 * hg->cap_progs : 16;

		p = realloc(hg->progs, cap * sizeof(*p));
		if (!p)
			abort();
		hg->progs = p;
		hg->cap_progs = cap;
	}
	key.fs_varyings = has_bary(hg, AM_FS, key.len[AM_FS]);
	hg->progs[hg->nr_progs] = key;
	return &hg->progs[hg->nr_progs++];
}

static void add_stats(struct am_sp_stats *to, const struct am_sp_stats *now,
		      const struct am_sp_stats *before)
{
	to->runs += now->runs - before->runs;
	to->instrs += now->instrs - before->instrs;
	to->cycles += now->cycles - before->cycles;
	to->stalls += now->stalls - before->stalls;
	to->hazards += now->hazards - before->hazards;
	to->overruns += now->overruns - before->overruns;
}

/* A draw ended: what its shaders cost goes to its program */
static void host_draw_done(void *priv)
{
	struct host_gpu *hg = priv;
	struct host_gpu_program *p = current_program(hg);
	unsigned int i;

	for (i = 0; i < AM_STAGE_COUNT; i++) {
		add_stats(&p->sp[i], &hg->gpu->pipe.stats.sp[i], &hg->seen[i]);
		hg->seen[i] = hg->gpu->pipe.stats.sp[i];
	}
	p->draws++;
	p->last_draw = hg->draws++;
}

const struct host_gpu_program *host_gpu_programs(const struct host_gpu *hg,
						 unsigned int *n)
{
	*n = hg->nr_progs;
	return hg->progs;
}

void host_gpu_programs_clear(struct host_gpu *hg)
{
	hg->nr_progs = 0;
}

void host_gpu_print_programs(const struct host_gpu *hg, FILE *f)
{
	static const char *const stage[AM_STAGE_COUNT] = { "vs", "fs" };

	for (unsigned int i = 0; i < hg->nr_progs; i++) {
		const struct host_gpu_program *p = &hg->progs[i];

		fprintf(f, "program %u: draws %u last %u varyings %d vs_len %u fs_len %u",
			i, p->draws, p->last_draw, p->fs_varyings,
			p->len[AM_VS], p->len[AM_FS]);
		for (unsigned int s = 0; s < AM_STAGE_COUNT; s++)
			fprintf(f, " %s_runs %llu %s_instrs %llu %s_cycles %llu %s_stalls %llu %s_hazards %llu %s_overruns %llu",
				stage[s], p->sp[s].runs, stage[s],
				p->sp[s].instrs, stage[s], p->sp[s].cycles,
				stage[s], p->sp[s].stalls, stage[s],
				p->sp[s].hazards, stage[s],
				p->sp[s].overruns);
		fprintf(f, "\n");
	}
}

/* The next level's table under descriptor slot i, made if absent */
static uint64_t table_at(struct host_gpu *hg, uint64_t table, unsigned int i)
{
	uint64_t *pte = (uint64_t *)phys_page(hg, table) + i;

	if (!(*pte & AM_PTE_VALID))
		*pte = phys_alloc(hg) | AM_PTE_VALID | AM_PTE_TABLE;
	return *pte & AM_PTE_ADDR_MASK;
}

static uint64_t *leaf_pte(struct host_gpu *hg, uint32_t iova)
{
	uint64_t l2 = table_at(hg, hg->l1, iova >> 30);
	uint64_t l3 = table_at(hg, l2, (iova >> 21) & 511);

	return (uint64_t *)phys_page(hg, l3) + ((iova >> 12) & 511);
}

static void map_page(struct host_gpu *hg, uint32_t iova, uint64_t pa)
{
	hg->iova_pa[iova >> 12] = pa;
	*leaf_pte(hg, iova) = pa | AM_PTE_VALID | AM_PTE_TABLE | AM_PTE_AF;
}

static void unmap_page(struct host_gpu *hg, uint32_t iova)
{
	uint64_t pa = hg->iova_pa[iova >> 12];
	struct phys_page *p;

	if (!pa)
		return;
	p = &hg->phys[(pa - PHYS_BASE) / 4096];
	if (p->owned)
		free(p->mem);
	p->mem = NULL;
	hg->iova_pa[iova >> 12] = 0;
	*leaf_pte(hg, iova) = 0;
}

/* The host page behind GPU address iova, given memory on first use */
static uint8_t *gpu_page(struct host_gpu *hg, uint32_t iova)
{
	if (!hg->iova_pa[iova >> 12])
		map_page(hg, iova & ~4095u, phys_alloc(hg));
	return phys_page(hg, hg->iova_pa[iova >> 12]);
}

int host_gpu_map(struct host_gpu *hg, uint32_t iova, void *mem, size_t size)
{
	size_t off;

	if ((iova | size | (uintptr_t)mem) & 4095 ||
	    size > (1ull << 32) - iova)
		return -1;
	for (off = 0; off < size; off += 4096) {
		unmap_page(hg, iova + off);
		map_page(hg, iova + off,
			 phys_add(hg, (uint8_t *)mem + off, false));
	}
	return 0;
}

void host_gpu_unmap(struct host_gpu *hg, uint32_t iova, size_t size)
{
	size_t off;

	for (off = 0; off < size && iova + off >= iova; off += 4096)
		unmap_page(hg, iova + off);
}

void host_gpu_write(struct host_gpu *hg, uint64_t iova, const void *src,
		    size_t len)
{
	const uint8_t *s = src;

	while (len && !(iova >> 32)) {
		uint32_t off = iova & 4095;
		size_t n = len < 4096 - off ? len : 4096 - off;

		memcpy(gpu_page(hg, (uint32_t)iova) + off, s, n);
		iova += n;
		s += n;
		len -= n;
	}
}

void host_gpu_read(struct host_gpu *hg, uint64_t iova, void *dst, size_t len)
{
	uint8_t *d = dst;

	while (len) {
		uint32_t off = iova & 4095;
		size_t n = len < 4096 - off ? len : 4096 - off;

		if (iova >> 32)
			memset(d, 0, n);
		else
			memcpy(d, gpu_page(hg, (uint32_t)iova) + off, n);
		iova += n;
		d += n;
		len -= n;
	}
}

/* A fresh GPU on the same memory: the SMMU on the table, the CP on the ring */
static int model_start(struct host_gpu *hg)
{
	int a4 = (hg->cfg.chip_id >> 24) == 4;

	memset(hg->gpu, 0, sizeof(*hg->gpu));
	/* The model's totals start again: so do the draws' differences */
	memset(hg->seen, 0, sizeof(hg->seen));
	if (am_init(hg->gpu, &hg->cfg, &hg->host))
		return -1;
	am_smmu_write(hg->gpu, AM_SMMU_TTBR0_LO, (uint32_t)hg->l1);
	am_smmu_write(hg->gpu, AM_SMMU_TTBR0_HI, (uint32_t)(hg->l1 >> 32));
	am_smmu_write(hg->gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);

	/* Microcode (any), the ring (BUFSZ: log2 of its qwords), no updates */
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_ME_RAM_DATA :
		     REG_AXXX_CP_ME_RAM_DATA, 1);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_PFP_UCODE_DATA :
		     REG_A3XX_CP_PFP_UCODE_DATA, 1);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_RB_BASE : REG_AXXX_CP_RB_BASE,
		     HOST_GPU_RING_IOVA);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_RB_CNTL : REG_AXXX_CP_RB_CNTL,
		     11 | 0x08000000);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_RB_RPTR_ADDR :
		     REG_AXXX_CP_RB_RPTR_ADDR, RPTR_IOVA);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_ME_CNTL : REG_AXXX_CP_ME_CNTL,
		     0);
	return 0;
}

struct host_gpu *host_gpu_new(const struct host_gpu_config *cfg)
{
	struct host_gpu *hg = calloc(1, sizeof(*hg));
	uint32_t chip = (uint32_t)cfg->chip_id;

	if (!hg)
		return NULL;
	hg->host = (struct am_host){
		.priv = hg, .page = host_page, .now_ns = host_now,
		.surface_written = cfg->surface_written ? host_surface : NULL,
		.ignore_visibility = cfg->ignore_visibility,
		.draw_done = host_draw_done,
	};
	hg->surface_written = cfg->surface_written;
	hg->priv = cfg->priv;
	hg->cfg = (struct am_config){ .chip_id = chip, .freq_mhz = 500 };
	/* The catalog's GMEM sizes: 512 KiB a320, 1 MiB a330, 1.5 MiB a4xx */
	hg->cfg.gmem_bytes = (chip >> 24) == 4 ? 0x180000 :
			     (chip >> 16 & 0xff) == 3 ? 0x100000 : 0x80000;
	host_gpu_set_slice(hg, cfg->slice);
	hg->host.gmem = calloc(1, hg->cfg.gmem_bytes);
	hg->iova_pa = calloc(IOVA_PAGES, sizeof(*hg->iova_pa));
	hg->gpu = calloc(1, sizeof(*hg->gpu));
	if (!hg->host.gmem || !hg->iova_pa || !hg->gpu)
		goto fail;
	hg->l1 = phys_alloc(hg);
	if (model_start(hg))
		goto fail;
	return hg;
fail:
	host_gpu_free(hg);
	return NULL;
}

void host_gpu_free(struct host_gpu *hg)
{
	uint32_t i;

	if (!hg)
		return;
	for (i = 0; i < hg->nr_phys; i++)
		if (hg->phys[i].owned)
			free(hg->phys[i].mem);
	free(hg->phys);
	free(hg->progs);
	free(hg->iova_pa);
	free(hg->host.gmem);
	free(hg->gpu);
	free(hg);
}

struct am_gpu *host_gpu_model(struct host_gpu *hg)
{
	return hg->gpu;
}

uint32_t host_gpu_gmem_bytes(const struct host_gpu *hg)
{
	return hg->cfg.gmem_bytes;
}

double host_gpu_model_seconds(const struct host_gpu *hg)
{
	return hg->model_s;
}

uint32_t host_gpu_fault_iova(const struct host_gpu *hg)
{
	return hg->fault_iova;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* A run of the CP: the longest so far, in work and in time */
static void slice_count(struct host_gpu *hg, double s)
{
	struct host_gpu_slices *sl = &hg->slices;
	uint32_t work = hg->gpu->cp.work;

	sl->runs++;
	sl->work += work;
	sl->seconds += s;
	if (work > sl->max_work)
		sl->max_work = work;
	if (s > sl->max_seconds) {
		sl->max_seconds = s;
		sl->max_seconds_work = work;
	}
}

void host_gpu_slices(struct host_gpu *hg, struct host_gpu_slices *out,
		     bool clear)
{
	*out = hg->slices;
	if (clear)
		memset(&hg->slices, 0, sizeof(hg->slices));
}

void host_gpu_set_slice(struct host_gpu *hg, unsigned int work)
{
	hg->slice = work ? work : 1u << 20;
}

/* Runs what the ring holds until the CP is idle or cannot go on */
static enum host_gpu_result run_ring(struct host_gpu *hg, unsigned int n)
{
	int a4 = (hg->cfg.chip_id >> 24) == 4;
	enum host_gpu_result res = HOST_GPU_STUCK;
	unsigned int spins, waits = 0;
	double t0 = now_s();

	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_RB_RPTR : REG_AXXX_CP_RB_RPTR,
		     0);
	am_reg_write(hg->gpu, a4 ? REG_A4XX_CP_RB_WPTR : REG_AXXX_CP_RB_WPTR,
		     n);
	for (spins = 0; spins < 100000000; spins++) {
		double r0 = now_s();
		enum am_run run = am_cp_run(hg->gpu, hg->slice);

		slice_count(hg, now_s() - r0);

		if (run == AM_RUN_IDLE) {
			res = HOST_GPU_IDLE;
			break;
		}
		if (run == AM_RUN_HALTED) {
			res = HOST_GPU_HALTED;
			break;
		}
		if (run != AM_RUN_WAITING)
			continue;
		if (am_smmu_read(hg->gpu, AM_SMMU_FSR)) {
			hg->fault_iova = am_smmu_read(hg->gpu,
						      AM_SMMU_FAR_LO);
			am_smmu_write(hg->gpu, AM_SMMU_FSR, ~0u);
			res = HOST_GPU_FAULTED;
		} else if (++waits > 1000) {
			break;
		}
	}
	hg->model_s += now_s() - t0;
	return res;
}

enum host_gpu_result host_gpu_run(struct host_gpu *hg, const uint64_t *ibs,
				  const uint32_t *dwords, unsigned int n,
				  unsigned int repeat)
{
	uint32_t ring[HOST_GPU_RING_DWORDS];
	enum host_gpu_result res = HOST_GPU_IDLE, r;
	unsigned int i, len = 0, rep;

	if (hg->reset && model_start(hg))
		return HOST_GPU_HALTED;
	hg->reset = false;
	for (i = 0; i < n && len + 3 <= HOST_GPU_RING_DWORDS; i++) {
		ring[len++] = CP_TYPE3_PKT | (2 - 1) << 16 |
			      CP_INDIRECT_BUFFER_PFE << 8;
		ring[len++] = (uint32_t)ibs[i];
		ring[len++] = dwords[i];
	}
	host_gpu_write(hg, HOST_GPU_RING_IOVA, ring, len * 4);
	for (rep = 0; rep < repeat; rep++) {
		r = run_ring(hg, len);
		if (r != HOST_GPU_IDLE && res != HOST_GPU_HALTED)
			res = r;
		if (r == HOST_GPU_HALTED || r == HOST_GPU_STUCK) {
			hg->reset = true;
			break;
		}
	}
	return res;
}
