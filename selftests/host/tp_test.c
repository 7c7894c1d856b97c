// SPDX-License-Identifier: GPL-2.0-only
/*
 * Host unit test of the model's texture pipe (model_tp.c) on an a320 and
 * an a420: descriptors written straight into the stage's tables (and
 * a3xx's TPL1 offset registers, as fd3_emit.c programs them), textures
 * in a fake memory behind the SMMU, results against texels and double
 * references; gathers (textureGather) and the texture queries (getlod,
 * getinfo, getbuf) too.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "model/model_tp.h"
#include "model/model_fmt.h"
#include "adreno_regs.h"

#define PHYS_BASE	0x80000000ull
#define PHYS_PAGES	64
/* Texture memory: 32 pages mapped at IOVA, from physical page 8 */
#define IOVA		0x01000000ull
#define DATA_PAGES	32
/* The border colour buffer: 0x40 bytes per sampler slot */
#define BCOLOR		(IOVA + 0x6000)
/* Nothing is mapped here */
#define UNMAPPED	0x3ead0000u

/* fd3_emit.c: FS textures at slot 16, 14 level addresses per texture */
#define FS_OFF		16
#define BASETABLE_SZ	14

static uint8_t *phys;
static int count, failed;
static int gen;			/* 3 or 4: the chip under test */
static const char *chip;

static void ok(int cond, const char *fmt, ...)
{
	va_list ap;

	printf("%s %d - %s: ", cond ? "ok" : "not ok", ++count, chip);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	failed += !cond;
}

static void *host_page(void *priv, am_u64 pa)
{
	(void)priv;
	if (pa < PHYS_BASE || pa >= PHYS_BASE + PHYS_PAGES * 4096ull)
		return 0;
	return phys + (pa - PHYS_BASE);
}

static am_u64 host_now(void *priv)
{
	(void)priv;
	return 0;
}

static const struct am_host host = {
	.page = host_page, .now_ns = host_now,
};

static uint64_t *table(unsigned int n)
{
	return (uint64_t *)(phys + n * 4096);
}

static uint64_t pa_of(unsigned int n)
{
	return PHYS_BASE + n * 4096ull;
}

/* L1 in page 0, L2 in page 1, L3 in page 2; data from page 8 */
static void build_tables(struct am_gpu *gpu)
{
	const uint64_t tbl = AM_PTE_VALID | AM_PTE_TABLE;
	int i;

	memset(phys, 0, PHYS_PAGES * 4096);
	table(0)[0] = pa_of(1) | tbl;
	table(1)[IOVA >> 21] = pa_of(2) | tbl;
	for (i = 0; i < DATA_PAGES; i++)
		table(2)[i] = pa_of(8 + i) | tbl | AM_PTE_AF;
	am_smmu_write(gpu, AM_SMMU_TTBR0_LO, (uint32_t)pa_of(0));
	am_smmu_write(gpu, AM_SMMU_TTBR0_HI, (uint32_t)(pa_of(0) >> 32));
	am_smmu_write(gpu, AM_SMMU_SCTLR, AM_SMMU_SCTLR_M);
}

static uint8_t *mem(uint32_t iova)
{
	return phys + 8 * 4096 + (iova - IOVA);
}

static void setup(struct am_gpu *gpu, uint32_t chip_id)
{
	struct am_config cfg = { .chip_id = chip_id, .freq_mhz = 500 };

	am_init(gpu, &cfg, &host);
	build_tables(gpu);
	gen = chip_id >> 24;
	chip = gen == 3 ? "a320" : "a420";
	am_reg_write(gpu, gen == 3 ? REG_A3XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR :
		     REG_A4XX_TPL1_TP_FS_BORDER_COLOR_BASE_ADDR, BCOLOR);
	if (gen == 3)
		am_reg_write(gpu, REG_A3XX_TPL1_TP_FS_TEX_OFFSET,
			     A3XX_TPL1_TP_FS_TEX_OFFSET_SAMPLEROFFSET(FS_OFF) |
			     A3XX_TPL1_TP_FS_TEX_OFFSET_MEMOBJOFFSET(FS_OFF) |
			     A3XX_TPL1_TP_FS_TEX_OFFSET_BASETABLEPTR(
				     BASETABLE_SZ * FS_OFF));
}

/* Formats by what they are, numbered per generation */
enum fmt {
	RGBA8, RGB565, RGBA4, R8, R32F, RGBA8UI, RGBA16F,
	ETC1, ETC2_RGB8, ETC2_RGB8A1, ETC2_RGBA8,
	EAC_R11, EAC_R11S, EAC_RG11, EAC_RG11S, RGB9E5,
};

static uint32_t fmt_num(enum fmt f)
{
	static const uint32_t a3[] = {
		TFMT_8_8_8_8_UNORM, TFMT_5_6_5_UNORM, TFMT_4_4_4_4_UNORM,
		TFMT_8_UNORM, TFMT_32_FLOAT, TFMT_8_8_8_8_UINT,
		TFMT_16_16_16_16_FLOAT,
		TFMT_ETC1, TFMT_ETC2_RGB8, TFMT_ETC2_RGB8A1, TFMT_ETC2_RGBA8,
		TFMT_ETC2_R11_UNORM, TFMT_ETC2_R11_SNORM,
		TFMT_ETC2_RG11_UNORM, TFMT_ETC2_RG11_SNORM, TFMT_9_9_9_E5_FLOAT,
	};
	static const uint32_t a4[] = {
		TFMT4_8_8_8_8_UNORM, TFMT4_5_6_5_UNORM, TFMT4_4_4_4_4_UNORM,
		TFMT4_8_UNORM, TFMT4_32_FLOAT, TFMT4_8_8_8_8_UINT,
		TFMT4_16_16_16_16_FLOAT,
		TFMT4_ETC1, TFMT4_ETC2_RGB8, TFMT4_ETC2_RGB8A1, TFMT4_ETC2_RGBA8,
		TFMT4_ETC2_R11_UNORM, TFMT4_ETC2_R11_SNORM,
		TFMT4_ETC2_RG11_UNORM, TFMT4_ETC2_RG11_SNORM,
		TFMT4_9_9_9_E5_FLOAT,
	};

	return gen == 3 ? a3[f] : a4[f];
}

struct tex_desc {
	enum fmt fmt;
	uint32_t w, h, pitch, cpp, levels;
	uint32_t addr[2];	/* levels 0 and 1 */
	uint32_t swiz;		/* SWIZ_X..W, 3 bits each from X */
	int srgb;		/* TEX_CONST_0.SRGB (the same bit on both) */
};

#define SWIZ(x, y, z, w)	((x) | (y) << 3 | (z) << 6 | (w) << 9)
#define SWIZ_XYZW		SWIZ(0, 1, 2, 3)

/* Writes texture t# 0 of the FS: level pitch alignment 32 texels */
static void set_tex(struct am_gpu *gpu, const struct tex_desc *d)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t pa = (uint32_t)log2(d->cpp) + 5;
	uint32_t *t = &st->tex[(gen == 3 ? FS_OFF : 0) * AM_TEXC_DWORDS];
	uint32_t i;

	memset(t, 0, AM_TEXC_DWORDS * 4);
	t[0] = (d->swiz << 4) | (d->levels - 1) << 16 | fmt_num(d->fmt) << 22;
	if (d->srgb)
		t[0] |= A3XX_TEX_CONST_0_SRGB;
	if (gen == 3) {
		t[0] |= A3XX_TEX_CONST_0_TYPE(A3XX_TEX_2D);
		t[1] = A3XX_TEX_CONST_1_WIDTH(d->w) |
		       A3XX_TEX_CONST_1_HEIGHT(d->h) |
		       A3XX_TEX_CONST_1_PITCHALIGN(pa - 4);
		t[2] = A3XX_TEX_CONST_2_INDX(0) |
		       A3XX_TEX_CONST_2_PITCH(d->pitch);
		for (i = 0; i < BASETABLE_SZ; i++)
			st->mipaddr[BASETABLE_SZ * FS_OFF + i] =
				i < d->levels && i < 2 ? d->addr[i] : 0;
	} else {
		t[0] |= A4XX_TEX_CONST_0_TYPE(A4XX_TEX_2D);
		t[1] = A4XX_TEX_CONST_1_WIDTH(d->w) |
		       A4XX_TEX_CONST_1_HEIGHT(d->h);
		t[2] = A4XX_TEX_CONST_2_PITCHALIGN(pa - 5) |
		       A4XX_TEX_CONST_2_PITCH(d->pitch);
		t[4] = d->addr[0];
	}
}

enum { NEAREST = 0, LIN = 1 };
enum { REPEAT = 0, EDGE = 1, MIRROR = 2, BORDER = 3 };

/* Sampler s# 0 of the FS; lods in 1/64 (a3xx) or 1/256 (a4xx) units */
static void set_samp(struct am_gpu *gpu, int filter, int wrap, int miplin,
		     double max_lod, int unnorm)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t *s = &st->samp[(gen == 3 ? FS_OFF : 0) * AM_SAMP_DWORDS];

	if (gen == 3) {
		s[0] = A3XX_TEX_SAMP_0_XY_MAG(filter) |
		       A3XX_TEX_SAMP_0_XY_MIN(filter) |
		       A3XX_TEX_SAMP_0_WRAP_S(wrap) |
		       A3XX_TEX_SAMP_0_WRAP_T(wrap) |
		       A3XX_TEX_SAMP_0_WRAP_R(wrap) |
		       (miplin ? A3XX_TEX_SAMP_0_MIPFILTER_LINEAR : 0) |
		       (unnorm ? A3XX_TEX_SAMP_0_UNNORM_COORDS : 0);
		s[1] = A3XX_TEX_SAMP_1_MAX_LOD((uint32_t)(max_lod * 64));
	} else {
		s[0] = A4XX_TEX_SAMP_0_XY_MAG(filter) |
		       A4XX_TEX_SAMP_0_XY_MIN(filter) |
		       A4XX_TEX_SAMP_0_WRAP_S(wrap) |
		       A4XX_TEX_SAMP_0_WRAP_T(wrap) |
		       A4XX_TEX_SAMP_0_WRAP_R(wrap) |
		       (miplin ? A4XX_TEX_SAMP_0_MIPFILTER_LINEAR_NEAR : 0);
		s[1] = A4XX_TEX_SAMP_1_MAX_LOD((uint32_t)(max_lod * 256)) |
		       (unnorm ? A4XX_TEX_SAMP_1_UNNORM_COORDS : 0);
	}
}

static uint32_t fbits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static float bitsf(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static void sample(struct am_gpu *gpu, double s, double t, double lod,
		   float out[4])
{
	struct am_tp_req req = {
		.stage = AM_FS, .dims = 2,
		.coord = { fbits((float)s), fbits((float)t), 0 },
		.lod = fbits((float)lod),
	};
	uint32_t o[4];

	am_tp_sample(gpu, &req, o);
	for (int c = 0; c < 4; c++)
		out[c] = bitsf(o[c]);
}

static int near4(const float a[4], const double b[4], double tol)
{
	for (int c = 0; c < 4; c++)
		if (!(fabs(a[c] - b[c]) <= tol))
			return 0;
	return 1;
}

static int same4(const float a[4], const float b[4])
{
	return !memcmp(a, b, 16);
}

/*
 * The test texture: 4x4 RGBA8, level 1 2x2, pitches 128 bytes (32
 * texels: the alignment rule for both); a4xx's level 1 follows level 0.
 */
#define W0	4
#define PITCH	128
#define LVL1	(IOVA + PITCH * 4)

static uint8_t texel_byte(int l, int x, int y, int c)
{
	static const int k[4] = { 60, 17, 23, 5 };

	return (uint8_t)(10 + l * 100 + x * k[c] + y * k[(c + 1) & 3] +
			 c * 31);
}

static void exact_texel(int l, int x, int y, float out[4])
{
	for (int c = 0; c < 4; c++)
		out[c] = (float)texel_byte(l, x, y, c) / 255.0f;
}

static void ref_texel(int l, int x, int y, double out[4])
{
	for (int c = 0; c < 4; c++)
		out[c] = texel_byte(l, x, y, c) / 255.0;
}

static void put_rgba8(struct am_gpu *gpu, int levels, uint32_t swiz)
{
	struct tex_desc d = {
		.fmt = RGBA8, .w = W0, .h = W0, .pitch = PITCH, .cpp = 4,
		.levels = levels, .addr = { IOVA, LVL1 }, .swiz = swiz,
	};

	for (int l = 0; l < 2; l++)
		for (int y = 0; y < (W0 >> l); y++)
			for (int x = 0; x < (W0 >> l); x++)
				for (int c = 0; c < 4; c++)
					mem(d.addr[l])[y * PITCH + x * 4 + c] =
						texel_byte(l, x, y, c);
	set_tex(gpu, &d);
}

static void test_nearest(struct am_gpu *gpu)
{
	float o[4], e[4];
	int good = 1, x, y;

	put_rgba8(gpu, 1, SWIZ_XYZW);
	set_samp(gpu, NEAREST, REPEAT, 0, 0, 0);
	for (y = 0; y < W0; y++)
		for (x = 0; x < W0; x++) {
			exact_texel(0, x, y, e);
			sample(gpu, (x + 0.5) / W0, (y + 0.5) / W0, 0, o);
			good &= same4(o, e);
			sample(gpu, (x + 0.9) / W0, (y + 0.1) / W0, 0, o);
			good &= same4(o, e);
		}
	ok(good, "nearest returns the exact texels");
}

static void test_linear(struct am_gpu *gpu)
{
	double r[4], a[4], b[4], c4[4], d4[4];
	float o[4], e[4];
	int good = 1, x, y, c;

	put_rgba8(gpu, 1, SWIZ_XYZW);
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	for (y = 0; y < W0; y++)
		for (x = 0; x < W0; x++) {
			exact_texel(0, x, y, e);
			sample(gpu, (x + 0.5) / W0, (y + 0.5) / W0, 0, o);
			good &= same4(o, e);
		}
	ok(good, "linear at texel centres returns the texels exactly");

	ref_texel(0, 1, 1, a);
	ref_texel(0, 2, 1, b);
	for (c = 0; c < 4; c++)
		r[c] = (a[c] + b[c]) / 2;
	sample(gpu, 2.0 / W0, 1.5 / W0, 0, o);
	ok(near4(o, r, 1e-6), "linear halfway between two texels: average");

	ref_texel(0, 1, 2, c4);
	ref_texel(0, 2, 2, d4);
	for (c = 0; c < 4; c++)
		r[c] = (a[c] + b[c] + c4[c] + d4[c]) / 4;
	sample(gpu, 2.0 / W0, 2.0 / W0, 0, o);
	ok(near4(o, r, 1e-6), "linear between four texels: average");

	/* A quarter of the way: weights 0.75 and 0.25 */
	for (c = 0; c < 4; c++)
		r[c] = a[c] * 0.75 + b[c] * 0.25;
	sample(gpu, 1.75 / W0, 1.5 / W0, 0, o);
	ok(near4(o, r, 1e-6), "linear a quarter of the way: weighted");

	/* XY_MAG/MIN ANISO (2): filtered as linear, and counted */
	{
		am_u64 before = gpu->pipe.stats.unsupported;

		set_samp(gpu, 2, EDGE, 0, 0, 0);
		sample(gpu, 1.75 / W0, 1.5 / W0, 0, o);
		ok(near4(o, r, 1e-6) &&
		   gpu->pipe.stats.unsupported == before + 1,
		   "anisotropic: linear, counted as unsupported");
	}
}

/* Nearest texel columns at s for each wrap mode (-1: border) */
static void test_wrap(struct am_gpu *gpu)
{
	static const struct {
		double s;
		int x[4];	/* REPEAT, EDGE, MIRROR, BORDER */
	} cases[] = {
		{ -0.1, { 3, 0, 0, -1 } },
		{ 1.3, { 1, 3, 2, -1 } },
		{ 2.6, { 2, 3, 2, -1 } },
		{ -1.3, { 2, 0, 2, -1 } },
		{ 0.6, { 2, 2, 2, 2 } },
	};
	static const char *const names[] = {
		"REPEAT", "CLAMP_TO_EDGE", "MIRROR_REPEAT", "CLAMP_TO_BORDER",
	};
	unsigned int i;
	int m;

	put_rgba8(gpu, 1, SWIZ_XYZW);
	for (m = 0; m < 4; m++) {
		int good = 1;

		set_samp(gpu, NEAREST, m, 0, 0, 0);
		for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			float o[4], e[4] = { 0, 0, 0, 0 };
			int x = cases[i].x[m];

			if (x >= 0)
				exact_texel(0, x, 1, e);
			sample(gpu, cases[i].s, 1.5 / W0, 0, o);
			good &= same4(o, e);
		}
		ok(good, "%s outside [0, 1]", names[m]);
	}

	/* Linear across the edge: border (0) and the wrapped texel */
	{
		double a[4], b[4], r[4];
		float o[4];
		int c;

		ref_texel(0, 0, 1, a);
		ref_texel(0, 3, 1, b);
		set_samp(gpu, LIN, BORDER, 0, 0, 0);
		for (c = 0; c < 4; c++)
			r[c] = a[c] / 2;
		sample(gpu, 0, 1.5 / W0, 0, o);
		ok(near4(o, r, 1e-6),
		   "linear at the edge with a border of 0: half the texel");
		set_samp(gpu, LIN, REPEAT, 0, 0, 0);
		for (c = 0; c < 4; c++)
			r[c] = (a[c] + b[c]) / 2;
		sample(gpu, 0, 1.5 / W0, 0, o);
		ok(near4(o, r, 1e-6),
		   "linear at the edge with REPEAT: the far column blends");
	}
}

/*
 * FS sampler s#0's border colour entry, as fd_setup_border_colors()
 * writes it: f32 at 0x20, integers at 0x30 (the f16 and s16 copies at 0
 * and 0x10 get values the model must not take)
 */
static void set_border(const float f[4], const uint32_t i[4])
{
	uint8_t *e = mem(BCOLOR + 0x40 * (gen == 3 ? FS_OFF : 0));

	memset(e, 0x55, 0x20);
	memcpy(e + 0x20, f, 16);
	memcpy(e + 0x30, i, 16);
}

static void test_border(struct am_gpu *gpu)
{
	static const float f[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
	static const float zf[4];
	static const uint32_t i[4] = { 7, 8, 9, 1000 };
	static const uint32_t zi[4];
	struct tex_desc d = {
		.fmt = RGBA8UI, .w = 2, .h = 1, .pitch = 64, .cpp = 4,
		.levels = 1, .addr = { IOVA + 0x4000 }, .swiz = SWIZ_XYZW,
	};
	double a[4], r[4];
	uint32_t u[4];
	float o[4];
	int c;

	put_rgba8(gpu, 1, SWIZ(2, 1, 0, 3));
	set_border(f, i);
	set_samp(gpu, NEAREST, BORDER, 0, 0, 0);
	sample(gpu, -0.1, 1.5 / W0, 0, o);
	ok(o[0] == 0.75f && o[1] == 0.5f && o[2] == 0.25f && o[3] == 1.0f,
	   "CLAMP_TO_BORDER: the f32 border colour of the sampler's entry, "
	   "through the swizzle (%g %g %g %g)", o[0], o[1], o[2], o[3]);

	ref_texel(0, 0, 1, a);
	for (c = 0; c < 4; c++)
		r[c] = (a[c] + f[c]) / 2;
	set_samp(gpu, LIN, BORDER, 0, 0, 0);
	put_rgba8(gpu, 1, SWIZ_XYZW);
	sample(gpu, 0, 1.5 / W0, 0, o);
	ok(near4(o, r, 1e-6), "CLAMP_TO_BORDER, linear at the edge: half "
	   "the texel, half the border colour");

	set_tex(gpu, &d);
	set_samp(gpu, NEAREST, BORDER, 0, 0, 0);
	{
		struct am_tp_req req = {
			.stage = AM_FS, .dims = 2,
			.coord = { fbits(1.5f), fbits(0.5f) },
		};

		am_tp_sample(gpu, &req, u);
	}
	ok(!memcmp(u, i, 16), "CLAMP_TO_BORDER on an integer texture: the "
	   "32-bit integer colour (%u %u %u %u)", u[0], u[1], u[2], u[3]);
	set_border(zf, zi);
}

static void test_mip(struct am_gpu *gpu)
{
	double a[4], b[4], r[4];
	float o[4], e[4];
	uint32_t sz[4];
	int c;

	put_rgba8(gpu, 2, SWIZ_XYZW);
	set_samp(gpu, NEAREST, REPEAT, 0, 1, 0);
	exact_texel(1, 0, 0, e);
	sample(gpu, 0.3, 0.3, 1.0, o);
	ok(same4(o, e), "lod 1 picks level 1");
	exact_texel(0, 1, 1, e);
	sample(gpu, 0.3, 0.3, 0.0, o);
	ok(same4(o, e), "lod 0 picks level 0");
	exact_texel(1, 1, 0, e);
	sample(gpu, 0.8, 0.3, 5.0, o);
	ok(same4(o, e), "lod past the last level clamps to it");

	set_samp(gpu, NEAREST, REPEAT, 1, 1, 0);
	ref_texel(0, 1, 1, a);
	ref_texel(1, 0, 0, b);
	for (c = 0; c < 4; c++)
		r[c] = (a[c] + b[c]) / 2;
	sample(gpu, 0.3, 0.3, 0.5, o);
	ok(near4(o, r, 1e-6), "MIPFILTER_LINEAR at lod 0.5 blends the levels");
	for (c = 0; c < 4; c++)
		r[c] = a[c] * 0.75 + b[c] * 0.25;
	sample(gpu, 0.3, 0.3, 0.25, o);
	ok(near4(o, r, 1e-6), "MIPFILTER_LINEAR at lod 0.25: 3/4 and 1/4");

	/* The sampler's MAX_LOD holds a non-mipmapped sampler at level 0 */
	set_samp(gpu, NEAREST, REPEAT, 0, 0, 0);
	exact_texel(0, 1, 1, e);
	sample(gpu, 0.3, 0.3, 1.0, o);
	ok(same4(o, e), "MAX_LOD 0 keeps level 0");

	am_tp_size(gpu, AM_FS, 0, 1, sz);
	ok(sz[0] == 2 && sz[1] == 2 && sz[2] == 1 && sz[3] == 0,
	   "size of level 1: 2x2x1, and w the descriptor's DEPTH, 0 "
	   "(%u %u %u %u)", sz[0], sz[1], sz[2], sz[3]);
}

static void test_formats(struct am_gpu *gpu)
{
	struct tex_desc d = {
		.w = 2, .h = 1, .pitch = 64, .cpp = 2, .levels = 1,
		.addr = { IOVA + 0x4000 },
	};
	uint16_t *p16 = (uint16_t *)mem(IOVA + 0x4000);
	float o[4];
	int c;

	/* Mesa's B5G6R5: x is B (low bits), the swizzle makes it RGB1 */
	d.fmt = RGB565;
	d.swiz = SWIZ(2, 1, 0, 5);
	p16[0] = 31 << 11 | 32 << 5 | 3;
	set_tex(gpu, &d);
	set_samp(gpu, NEAREST, REPEAT, 0, 0, 0);
	sample(gpu, 0.25, 0.5, 0, o);
	{
		double r[4] = { 1.0, 32 / 63.0, 3 / 31.0, 1.0 };

		ok(near4(o, r, 1e-7), "RGB565 decodes (%g %g %g %g)",
		   o[0], o[1], o[2], o[3]);
	}

	/* Mesa's B4G4R4A4: x B, y G, z R, w A */
	d.fmt = RGBA4;
	d.swiz = SWIZ(2, 1, 0, 3);
	p16[1] = 0x4321;
	set_tex(gpu, &d);
	sample(gpu, 0.75, 0.5, 0, o);
	{
		double r[4] = { 3 / 15.0, 2 / 15.0, 1 / 15.0, 4 / 15.0 };

		ok(near4(o, r, 1e-7), "RGBA4 decodes (%g %g %g %g)",
		   o[0], o[1], o[2], o[3]);
	}

	/* L8 as Mesa samples it: 8_UNORM swizzled XXX1 */
	d.fmt = R8;
	d.cpp = 1;
	d.swiz = SWIZ(0, 0, 0, 5);
	mem(IOVA + 0x4000)[1] = 51;
	set_tex(gpu, &d);
	sample(gpu, 0.75, 0.5, 0, o);
	ok(o[0] == 0.2f && o[1] == 0.2f && o[2] == 0.2f && o[3] == 1.0f,
	   "L8 through the swizzle");

	/* R32F: linear between 0.25 and 1.75 is 1.0 */
	d.fmt = R32F;
	d.cpp = 4;
	d.swiz = SWIZ_XYZW;
	((float *)mem(IOVA + 0x4000))[0] = 0.25f;
	((float *)mem(IOVA + 0x4000))[1] = 1.75f;
	set_tex(gpu, &d);
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	sample(gpu, 0.5, 0.5, 0, o);
	ok(o[0] == 1.0f && o[1] == 0 && o[2] == 0 && o[3] == 1.0f,
	   "R32F filters; absent channels read 0, 0, 1");

	/* RGBA16F: half floats widen exactly */
	d.fmt = RGBA16F;
	d.cpp = 8;
	p16[0] = 0x3c00;	/* 1.0 */
	p16[1] = 0xc000;	/* -2.0 */
	p16[2] = 0x3555;	/* 0.333251953125 */
	p16[3] = 0x7bff;	/* 65504 */
	set_tex(gpu, &d);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
	sample(gpu, 0.25, 0.5, 0, o);
	ok(o[0] == 1.0f && o[1] == -2.0f && o[2] == 0.333251953125f &&
	   o[3] == 65504.0f, "RGBA16F decodes");

	/*
	 * RGB9_E5: mantissas 256, 1 and 511 under exponent 16 (2^1), and
	 * the largest value, 511 * 2^(31 - 24)
	 */
	d.fmt = RGB9E5;
	d.cpp = 4;
	((uint32_t *)mem(IOVA + 0x4000))[0] = 256 | 1 << 9 | 511u << 18 |
					       16u << 27;
	((uint32_t *)mem(IOVA + 0x4000))[1] = 511 | 31u << 27;
	set_tex(gpu, &d);
	sample(gpu, 0.25, 0.5, 0, o);
	{
		float big[4];

		sample(gpu, 0.75, 0.5, 0, big);
		ok(o[0] == 1.0f && o[1] == 1 / 256.0f &&
		   o[2] == 511 / 256.0f && o[3] == 1.0f &&
		   big[0] == 65408.0f && big[1] == 0,
		   "RGB9_E5 decodes its shared exponent (%g %g %g %g; %g)",
		   o[0], o[1], o[2], o[3], big[0]);
	}

	/* RGBA8UI: integers as they are, even with a linear sampler */
	d.fmt = RGBA8UI;
	d.cpp = 4;
	d.swiz = SWIZ(0, 1, 4, 5);
	memcpy(mem(IOVA + 0x4000), "\x07\xc8\x09\x0a\x01\x02\x03\x04", 8);
	set_tex(gpu, &d);
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	{
		struct am_tp_req req = {
			.stage = AM_FS, .dims = 2,
			.coord = { fbits(0.25f), fbits(0.5f) },
		};
		uint32_t u[4];

		am_tp_sample(gpu, &req, u);
		ok(u[0] == 7 && u[1] == 200 && u[2] == 0 && u[3] == 1,
		   "RGBA8UI: integers, swizzle ZERO/ONE as 0 and 1 "
		   "(%u %u %u %u)", u[0], u[1], u[2], u[3]);
	}
	(void)c;
}

static void test_swizzle(struct am_gpu *gpu)
{
	float o[4], e[4];

	put_rgba8(gpu, 1, SWIZ(5, 4, 0, 2));
	set_samp(gpu, NEAREST, REPEAT, 0, 0, 0);
	exact_texel(0, 2, 3, e);
	sample(gpu, 2.5 / W0, 3.5 / W0, 0, o);
	ok(o[0] == 1.0f && o[1] == 0.0f && o[2] == e[0] && o[3] == e[2],
	   "swizzle ONE, ZERO, X, Z");
}

static double srgb_ref(int v)
{
	double c = v / 255.0;

	return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

/* GL_SRGB8_ALPHA8 as fd3/fd4 sample it: 8_8_8_8_UNORM with SRGB set */
static void test_srgb(struct am_gpu *gpu)
{
	static const uint8_t texels[8] = {
		0, 10, 188, 128,  255, 255, 255, 255,
	};
	struct tex_desc d = {
		.fmt = RGBA8, .w = 2, .h = 1, .pitch = 64, .cpp = 4,
		.levels = 1, .addr = { IOVA + 0x4000 }, .swiz = SWIZ_XYZW,
		.srgb = 1,
	};
	am_u64 unsupported = gpu->pipe.stats.unsupported;
	int good = 1, v, c;
	float o[4];

	memcpy(mem(IOVA + 0x4000), texels, sizeof(texels));
	set_tex(gpu, &d);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
	sample(gpu, 0.25, 0.5, 0, o);
	for (c = 0; c < 3; c++)
		good &= o[c] == (float)srgb_ref(texels[c]);
	ok(good && o[3] == 128 / 255.0f,
	   "sRGB: R, G, B decode to the nearest f32, alpha stays linear "
	   "(%.9g %.9g %.9g %.9g)", o[0], o[1], o[2], o[3]);

	/* Every 8-bit value: the f32 nearest to GL's formula */
	for (v = 0; v < 256; v++) {
		memset(mem(IOVA + 0x4000), v, 4);
		sample(gpu, 0.25, 0.5, 0, o);
		good &= o[0] == (float)srgb_ref(v) && o[3] == v / 255.0f;
	}
	ok(good, "sRGB: all 256 values decode exactly");

	/* Halfway between 0 and 255: decoded first, so 0.5, not 0.214 */
	memcpy(mem(IOVA + 0x4000), texels, sizeof(texels));
	memset(mem(IOVA + 0x4000), 0, 4);
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	sample(gpu, 0.5, 0.5, 0, o);
	ok(o[0] == 0.5f && o[1] == 0.5f && o[2] == 0.5f && o[3] == 0.5f &&
	   gpu->pipe.stats.unsupported == unsupported,
	   "sRGB: linear filtering after the decode (%g)", o[0]);

	/* No decode is modelled for 565: it counts */
	d.fmt = RGB565;
	d.cpp = 2;
	set_tex(gpu, &d);
	sample(gpu, 0.25, 0.5, 0, o);
	ok(gpu->pipe.stats.unsupported == unsupported + 1,
	   "sRGB on a format that is not 8 bits a channel counts as "
	   "unsupported");
}

static void test_unnorm_fetch(struct am_gpu *gpu)
{
	struct am_tp_req req = {
		.stage = AM_FS, .dims = 2, .texel_fetch = 1,
		.coord = { 1, 0 }, .lod = 1,
	};
	uint32_t u[4];
	float o[4], e[4];

	put_rgba8(gpu, 2, SWIZ_XYZW);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 1);
	exact_texel(0, 2, 1, e);
	sample(gpu, 2.5, 1.5, 0, o);
	ok(same4(o, e), "UNNORM_COORDS address texels");

	/* a3xx's coordinates are level 0's (ir3's unminify_coords) */
	if (gen == 3)
		req.coord[0] = 2;
	exact_texel(1, 1, 0, e);
	am_tp_sample(gpu, &req, u);
	ok(!memcmp(u, e, 16), "texel fetch at level 1 (x %u)", req.coord[0]);
	req.coord[0] = 7;
	am_tp_sample(gpu, &req, u);
	ok(!u[0] && !u[1] && !u[2] && !u[3],
	   "texel fetch outside the level reads zeros");
}

/*
 * An R32F 1-texel-high texture of n layers (type 2D, or CUBE with 6
 * faces) at IOVA + 0x8000, one 4 KiB page per layer or face: a3xx puts
 * a level's faces pitch * height apart, so its pitch is 4096 there.
 */
static void put_layers(struct am_gpu *gpu, uint32_t type, uint32_t w,
		       uint32_t layers, const float *v)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t *t = &st->tex[(gen == 3 ? FS_OFF : 0) * AM_TEXC_DWORDS];
	uint32_t i;

	for (i = 0; i < layers * w; i++)
		memcpy(mem(IOVA + 0x8000 + (i / w) * 4096 + (i % w) * 4),
		       &v[i], 4);
	memset(t, 0, AM_TEXC_DWORDS * 4);
	t[0] = SWIZ_XYZW << 4 | fmt_num(R32F) << 22 |
	       (gen == 3 ? A3XX_TEX_CONST_0_TYPE(type) :
			   A4XX_TEX_CONST_0_TYPE(type));
	if (gen == 3) {
		t[1] = A3XX_TEX_CONST_1_WIDTH(w) | A3XX_TEX_CONST_1_HEIGHT(1);
		t[2] = A3XX_TEX_CONST_2_PITCH(4096);
		/* fd3: arrays store layers - 1, cubes 0 */
		t[3] = A3XX_TEX_CONST_3_DEPTH(type == A3XX_TEX_CUBE ? 0 :
					      layers - 1) |
		       A3XX_TEX_CONST_3_LAYERSZ1(4096);
		st->mipaddr[BASETABLE_SZ * FS_OFF] = IOVA + 0x8000;
	} else {
		t[1] = A4XX_TEX_CONST_1_WIDTH(w) | A4XX_TEX_CONST_1_HEIGHT(1);
		t[2] = A4XX_TEX_CONST_2_PITCH(w * 4);
		/* fd4: layers, or cubes */
		t[3] = A4XX_TEX_CONST_3_DEPTH(type == A4XX_TEX_CUBE ?
					      layers / 6 : layers) |
		       A4XX_TEX_CONST_3_LAYERSZ(4096);
		t[4] = IOVA + 0x8000;
	}
}

static float sample1(struct am_gpu *gpu, const struct am_tp_req *r)
{
	uint32_t o[4];

	am_tp_sample(gpu, r, o);
	return bitsf(o[0]);
}

static void test_targets(struct am_gpu *gpu)
{
	static const float face[6] = { 1, 2, 3, 4, 5, 6 };
	static const float dir[6][3] = {
		{ 1, 0.2f, -0.3f }, { -1, 0.1f, 0.4f }, { 0.2f, 1, 0.3f },
		{ -0.3f, -1, 0.1f }, { 0.1f, -0.2f, 1 }, { 0.4f, 0.3f, -1 },
	};
	struct am_tp_req r = { .stage = AM_FS, .dims = 3 };
	int good = 1, i;
	float v;

	put_layers(gpu, A3XX_TEX_CUBE, 1, 6, face);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
	for (i = 0; i < 6; i++) {
		r.coord[0] = fbits(dir[i][0]);
		r.coord[1] = fbits(dir[i][1]);
		r.coord[2] = fbits(dir[i][2]);
		v = sample1(gpu, &r);
		good &= v == face[i];
	}
	ok(good, "cube: each major axis reads its own face (-Z: %g)", v);
	/*
	 * Seamless, linear at (0.65, 0.4) of +X's single texel: 0.85 x 0.9
	 * of it, 0.15 x 0.9 of -Z (to its right), 0.85 x 0.1 of +Y (above)
	 * and the corner's 0.15 x 0.1 from +Y: 1.875
	 */
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	r.coord[0] = fbits(dir[0][0]);
	r.coord[1] = fbits(dir[0][1]);
	r.coord[2] = fbits(dir[0][2]);
	v = sample1(gpu, &r);
	ok(fabs(v - 1.875) < 1e-6, "cube, seamless linear: the texels past "
	   "the edges from the neighbouring faces (%.7g)", v);
	if (gen == 3)
		gpu->stage[AM_FS].samp[FS_OFF * AM_SAMP_DWORDS] |=
			A3XX_TEX_SAMP_0_CUBEMAPSEAMLESSFILTOFF;
	else
		gpu->stage[AM_FS].samp[1] |=
			A4XX_TEX_SAMP_1_CUBEMAPSEAMLESSFILTOFF;
	v = sample1(gpu, &r);
	ok(v == face[0], "cube, CUBEMAPSEAMLESSFILTOFF: clamped to the face "
	   "(%g)", v);

	/* ir3 adds 0.5 to the layer on a4xx, which then truncates */
	put_layers(gpu, A3XX_TEX_2D, 1, 3, face);
	r = (struct am_tp_req){
		.stage = AM_FS, .dims = 2, .array = 1,
		.coord = { fbits(0.5f), fbits(0.5f) },
	};
	for (i = 0; i < 3; i++) {
		r.layer = fbits(i + (gen == 4 ? 0.5f : 0.0f));
		good &= sample1(gpu, &r) == face[i];
		r.layer = fbits(i + (gen == 4 ? 0.9f : 0.4f));
		good &= sample1(gpu, &r) == face[i];
	}
	r.layer = fbits(7.0f);
	good &= sample1(gpu, &r) == face[2];
	ok(good, "2D array: the layer as ir3 passes it, clamped to the last");
}

/* sampler2DShadow: TEX_SAMP's compare function, then the filter */
static void set_compare(struct am_gpu *gpu, uint32_t func)
{
	uint32_t *s = &gpu->stage[AM_FS].samp[(gen == 3 ? FS_OFF : 0) *
					      AM_SAMP_DWORDS];

	if (gen == 3)
		s[0] |= A3XX_TEX_SAMP_0_COMPARE_FUNC(func);
	else
		s[1] |= A4XX_TEX_SAMP_1_COMPARE_FUNC(func);
}

static void test_shadow(struct am_gpu *gpu)
{
	/* LESS EQUAL LEQUAL GREATER NOTEQUAL GEQUAL, for ref 0.5 */
	static const int pass[8][2] = {
		{ 0, 0 }, { 0, 1 }, { 0, 0 }, { 0, 1 },
		{ 1, 0 }, { 1, 1 }, { 1, 0 }, { 1, 1 },
	};
	static const float depth[2] = { 0.25f, 0.75f };
	struct am_tp_req r = {
		.stage = AM_FS, .dims = 2, .shadow = 1, .ref = fbits(0.5f),
		.coord = { 0, fbits(0.5f) },
	};
	uint32_t func;
	int good = 1, x;

	put_layers(gpu, A3XX_TEX_2D, 2, 1, depth);
	for (func = 0; func < 8; func++) {
		set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
		set_compare(gpu, func);
		for (x = 0; x < 2; x++) {
			r.coord[0] = fbits(0.25f + 0.5f * x);
			good &= sample1(gpu, &r) == (float)pass[func][x];
		}
	}
	ok(good, "shadow: the eight compare functions, ref OP texel");

	/* Halfway: 0.5 <= 0.25 fails, 0.5 <= 0.75 passes; filtered 0.5 */
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	set_compare(gpu, 3);
	r.coord[0] = fbits(0.5f);
	ok(sample1(gpu, &r) == 0.5f,
	   "shadow with linear: compare each texel, then filter (PCF)");

	/* Z24: 1.0 stored; a reference of 1.5 is clamped to 1.0 first */
	{
		struct tex_desc d = {
			.fmt = R8, .w = 1, .h = 1, .pitch = 64, .cpp = 1,
			.levels = 1, .addr = { IOVA + 0x4000 },
			.swiz = SWIZ_XYZW,
		};

		mem(IOVA + 0x4000)[0] = 255;
		set_tex(gpu, &d);
		set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
		set_compare(gpu, 3);
		r.ref = fbits(1.5f);
		ok(sample1(gpu, &r) == 1.0f,
		   "shadow: the reference clamps to [0, 1] for unorm depth");
	}
}

/* textureOffset and texelFetchOffset: whole texels added */
static void test_offsets(struct am_gpu *gpu)
{
	struct am_tp_req r = {
		.stage = AM_FS, .dims = 2, .offset = { 1, -1 },
		.coord = { fbits(1.5f / W0), fbits(1.5f / W0) },
	};
	uint32_t u[4];
	float e[4];

	put_rgba8(gpu, 1, SWIZ_XYZW);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
	exact_texel(0, 2, 0, e);
	am_tp_sample(gpu, &r, u);
	ok(!memcmp(u, e, 16), "textureOffset (1, -1) from texel (1, 1)");
	r.texel_fetch = 1;
	r.coord[0] = 1;
	r.coord[1] = 1;
	r.offset[0] = 2;
	exact_texel(0, 3, 0, e);
	am_tp_sample(gpu, &r, u);
	ok(!memcmp(u, e, 16), "texelFetchOffset (2, -1) from texel (1, 1)");
}

/*
 * 1D, 1D array and 2D array textures as Mesa 22.3 lays them out and
 * describes them: fd3_setup_slices (levels one after the other, each
 * holding its layers, arrays' layers 4 KiB aligned and as far apart at
 * every level as at level 0) and fd4_setup_slices (each layer holding
 * its levels, layers a 4 KiB aligned layer_size apart), the pitch
 * fdl_pitch's (32 texels aligned), the descriptors
 * fd3/fd4_sampler_view_create's (TYPE 1D for 1D and 1D arrays, an
 * array's layers in DEPTH: a3xx's minus one) and a3xx's level addresses
 * fd3_emit.c's.  RGBA8UI texels: (x, level, layer, y) at each.
 */
enum target { T1D, T1D_ARRAY, T2D_ARRAY };

#define LAYOUT_BASE	(IOVA + 0x10000)
#define LAYOUT_ROOM	0x10000u

struct layout {
	enum target target;
	uint32_t w, h, layers, levels;
	uint32_t pitch[BASETABLE_SZ];
	uint32_t offset[BASETABLE_SZ];	/* of a level's layer 0 */
	uint32_t stride[BASETABLE_SZ];	/* between its layers */
};

static uint32_t minify(uint32_t v, uint32_t l)
{
	v >>= l;
	return v ? v : 1;
}

static uint32_t align_to(uint32_t v, uint32_t a)
{
	return (v + a - 1) / a * a;
}

/* The texel (x, y) of level l, layer k */
static uint32_t layout_texel(uint32_t x, uint32_t y, uint32_t l, uint32_t k)
{
	return x | l << 8 | k << 16 | (y + 1) << 24;
}

static void put_layout(struct am_gpu *gpu, struct layout *lo)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t *t = &st->tex[(gen == 3 ? FS_OFF : 0) * AM_TEXC_DWORDS];
	int array = lo->target != T1D;
	uint32_t type = lo->target == T2D_ARRAY ? A3XX_TEX_2D : A3XX_TEX_1D;
	/* fdl_set_pitchalign: 32 texels of 4 bytes */
	uint32_t align = 128, size = 0, l, k, x, y, size0 = 0;

	for (l = 0; l < lo->levels; l++) {
		uint32_t h = minify(lo->h, l);

		lo->pitch[l] = align_to(minify(align_to(lo->w * 4, align), l),
					align);
		lo->offset[l] = size;
		if (gen == 3) {
			/* alignment 4096 for arrays, and size0 kept */
			if (!l || !array)
				size0 = align_to(h * lo->pitch[l],
						 array ? 4096 : 1);
			lo->stride[l] = size0;
			size += size0 * lo->layers;
		} else {
			size += h * lo->pitch[l];
		}
	}
	if (gen == 4) {
		/* layer_first: layer_size, 4 KiB aligned */
		size = align_to(size, 4096);
		for (l = 0; l < lo->levels; l++)
			lo->stride[l] = size;
		size *= lo->layers;
	}
	if (size > LAYOUT_ROOM)
		abort();
	memset(mem(LAYOUT_BASE), 0, LAYOUT_ROOM);
	for (l = 0; l < lo->levels; l++)
		for (k = 0; k < lo->layers; k++)
			for (y = 0; y < minify(lo->h, l); y++)
				for (x = 0; x < minify(lo->w, l); x++) {
					uint32_t v = layout_texel(x, y, l, k);

					memcpy(mem(LAYOUT_BASE + lo->offset[l] +
						   k * lo->stride[l] +
						   y * lo->pitch[l] + x * 4),
					       &v, 4);
				}

	memset(t, 0, AM_TEXC_DWORDS * 4);
	t[0] = SWIZ_XYZW << 4 | (lo->levels - 1) << 16 |
	       fmt_num(RGBA8UI) << 22;
	if (gen == 3) {
		t[0] |= A3XX_TEX_CONST_0_TYPE(type);
		t[1] = A3XX_TEX_CONST_1_PITCHALIGN(7 - 4) |
		       A3XX_TEX_CONST_1_WIDTH(lo->w) |
		       A3XX_TEX_CONST_1_HEIGHT(lo->h);
		t[2] = A3XX_TEX_CONST_2_INDX(0) |
		       A3XX_TEX_CONST_2_PITCH(lo->pitch[0]);
		if (array)
			t[3] = A3XX_TEX_CONST_3_DEPTH(lo->layers - 1) |
			       A3XX_TEX_CONST_3_LAYERSZ1(lo->stride[0]);
		for (l = 0; l < BASETABLE_SZ; l++)
			st->mipaddr[BASETABLE_SZ * FS_OFF + l] =
				l < lo->levels ? LAYOUT_BASE + lo->offset[l] :
						 0;
	} else {
		t[0] |= A4XX_TEX_CONST_0_TYPE(type);
		t[1] = A4XX_TEX_CONST_1_WIDTH(lo->w) |
		       A4XX_TEX_CONST_1_HEIGHT(lo->h);
		t[2] = A4XX_TEX_CONST_2_PITCHALIGN(7 - 5) |
		       A4XX_TEX_CONST_2_PITCH(lo->pitch[0]);
		if (array)
			t[3] = A4XX_TEX_CONST_3_DEPTH(lo->layers) |
			       A4XX_TEX_CONST_3_LAYERSZ(lo->stride[0]);
		t[4] = LAYOUT_BASE;
	}
}

/* Nearest, nearest mip filter, MIN_LOD 0, MAX_LOD 15, CLAMP_TO_EDGE */
static void set_samp_mip(struct am_gpu *gpu)
{
	set_samp(gpu, NEAREST, EDGE, 0, 15, 0);
}

/*
 * A sample as ir3 emits it for the target: 1D's t is 0.5 (texel fetch:
 * 0), the layer follows (a4xx: plus 0.5, fetch: as is); the texel
 * fetch's coordinates a3xx's scaled to level 0 (ir3's SHL by the level)
 */
static uint32_t layout_sample(struct am_gpu *gpu, const struct layout *lo,
			      int fetch, int32_t x, int32_t y, int32_t offx,
			      int32_t offy, uint32_t l, uint32_t k)
{
	struct am_tp_req r = {
		.stage = AM_FS, .dims = 2, .array = lo->target != T1D,
		.texel_fetch = fetch, .offset = { offx, offy },
	};
	uint32_t o[4];

	if (fetch) {
		r.coord[0] = (uint32_t)(gen == 3 ? x * (1 << l) : x);
		r.coord[1] = (uint32_t)(gen == 3 ? y * (1 << l) : y);
		r.layer = k;
		r.lod = l;
	} else {
		r.coord[0] = fbits((x + 0.5f) / minify(lo->w, l));
		r.coord[1] = fbits(lo->target == T2D_ARRAY ?
				   (y + 0.5f) / minify(lo->h, l) : 0.5f);
		r.layer = fbits(k + (gen == 4 ? 0.5f : 0.0f));
		r.lod = fbits((float)l);
	}
	am_tp_sample(gpu, &r, o);
	return o[0] | o[1] << 8 | o[2] << 16 | o[3] << 24;
}

struct first_bad {
	int bad;
	uint32_t l, k, x, y, v, e;
};

static void check(struct first_bad *f, uint32_t v, uint32_t e, uint32_t l,
		  uint32_t k, uint32_t x, uint32_t y)
{
	if (v == e || f->bad++)
		return;
	*f = (struct first_bad){ 1, l, k, x, y, v, e };
}

static void report(const struct first_bad *f, const char *what,
		   const char *name)
{
	ok(!f->bad, "%s: %s (%d wrong; first: level %u layer %u (%u, %u) "
	   "read %08x, not %08x)", name, what, f->bad, f->l, f->k, f->x,
	   f->y, f->v, f->e);
}

static void test_layouts(struct am_gpu *gpu)
{
	static const struct {
		enum target target;
		uint32_t w, h, layers;
		const char *name;
	} cases[] = {
		{ T1D, 65, 1, 1, "1D 65" },
		{ T1D_ARRAY, 33, 1, 3, "1D array 33, 3 layers" },
		{ T2D_ARRAY, 20, 9, 3, "2D array 20x9, 3 layers" },
	};
	unsigned int i;

	set_samp_mip(gpu);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct layout lo = {
			.target = cases[i].target, .w = cases[i].w,
			.h = cases[i].h, .layers = cases[i].layers,
			.levels = 4,
		};
		struct first_bad f[3] = { { 0 } };
		int fetch, two = lo.target == T2D_ARRAY;
		uint32_t l, k, x, y, v, e;

		put_layout(gpu, &lo);
		for (l = 0; l < lo.levels; l++)
			for (k = 0; k < lo.layers; k++)
				for (y = 0; y < minify(lo.h, l); y++)
					for (x = 0; x < minify(lo.w, l); x++) {
						e = layout_texel(x, y, l, k);
						for (fetch = 0; fetch < 2; fetch++) {
							v = layout_sample(gpu, &lo, fetch,
									  x, y, 0, 0, l, k);
							check(&f[fetch], v, e, l, k, x, y);
						}
						/*
						 * texelFetchOffset as piglit's
						 * texelFetch offset test does it:
						 * the coordinate less the offset
						 * (7, -8), left of the texture
						 */
						v = layout_sample(gpu, &lo, 1,
								  (int32_t)x - 7,
								  (int32_t)y + (two ? 8 : 0),
								  7, two ? -8 : 0, l, k);
						check(&f[2], v, e, l, k, x, y);
					}
		report(&f[0], "sam with the level's lod at each texel's centre "
		       "reads Mesa's layout", cases[i].name);
		report(&f[1], "isaml of each texel of each level", cases[i].name);
		report(&f[2], "isaml.o, coordinate x - 7 and offset 7 (2D: "
		       "y + 8, -8), at each level", cases[i].name);
		if (lo.target == T1D)
			continue;
		/*
		 * getsize: the level's size, then TEX_CONST_3.DEPTH as is
		 * in w, where ir3 takes an array's layers from (adding one
		 * on a3xx, levels_add_one)
		 */
		{
			uint32_t sz[4], d = gen == 3 ? lo.layers - 1 :
							 lo.layers;

			am_tp_size(gpu, AM_FS, 0, 1, sz);
			ok(sz[0] == minify(lo.w, 1) &&
			   sz[1] == minify(lo.h, 1) && sz[3] == d,
			   "%s: getsize at level 1: %ux%u, and the descriptor's "
			   "DEPTH %u in w (%u %u %u %u)", cases[i].name,
			   minify(lo.w, 1), minify(lo.h, 1), d, sz[0], sz[1],
			   sz[2], sz[3]);
		}
	}
}

/*
 * Texture buffers, as fd3/fd4_sampler_view_create describe them: a3xx's
 * a 1D texture of WIDTH elements at its mip table entry, a4xx's TYPE
 * BUFFER with the element count's low 15 bits in WIDTH, the rest in
 * HEIGHT, at TEX_CONST_4's address.  R8: element i holds i * 7.
 */
static void test_buffers(struct am_gpu *gpu)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t *t = &st->tex[(gen == 3 ? FS_OFF : 0) * AM_TEXC_DWORDS];
	uint32_t n = gen == 3 ? 8192 : 40000, i, o[4], bad = 0, last = 0;
	struct am_tp_req r = {
		.stage = AM_FS, .dims = 2, .texel_fetch = 1,
	};

	for (i = 0; i < n; i++)
		mem(LAYOUT_BASE)[i] = (uint8_t)(i * 7);
	memset(t, 0, AM_TEXC_DWORDS * 4);
	t[0] = SWIZ_XYZW << 4 | fmt_num(R8) << 22;
	if (gen == 3) {
		t[0] |= A3XX_TEX_CONST_0_TYPE(A3XX_TEX_1D);
		t[1] = A3XX_TEX_CONST_1_WIDTH(n) | A3XX_TEX_CONST_1_HEIGHT(1);
		for (i = 0; i < BASETABLE_SZ; i++)
			st->mipaddr[BASETABLE_SZ * FS_OFF + i] =
				i ? 0 : LAYOUT_BASE;
	} else {
		t[0] |= A4XX_TEX_CONST_0_TYPE(A4XX_TEX_BUFFER);
		t[1] = A4XX_TEX_CONST_1_WIDTH(n & 0x7fff) |
		       A4XX_TEX_CONST_1_HEIGHT(n >> 15);
		t[2] = A4XX_TEX_CONST_2_BUFFER;
		t[4] = LAYOUT_BASE;
	}
	for (i = 0; i <= n; i += i < 16 || i + 16 >= n ? 1 : 997) {
		uint32_t e = i < n ? fbits((uint8_t)(i * 7) / 255.0f) : 0;

		r.coord[0] = i;
		am_tp_sample(gpu, &r, o);
		if (o[0] != e && !bad++)
			last = i;
	}
	ok(!bad, "texture buffer of %u R8 elements: isaml of each element "
	   "reads it, past the last zeros (%u wrong, first %u)", n, bad,
	   last);
}

/* gather4 of channel c at (s, t) with offsets off: the four values */
static void gather(struct am_gpu *gpu, int c, double s, double t,
		   const int off[2], float out[4])
{
	struct am_tp_req req = {
		.stage = AM_FS, .dims = 2, .gather = 1 + c,
		.coord = { fbits((float)s), fbits((float)t), 0 },
		.offset = { off ? off[0] : 0, off ? off[1] : 0 },
	};
	uint32_t o[4];

	am_tp_sample(gpu, &req, o);
	for (int k = 0; k < 4; k++)
		out[k] = bitsf(o[k]);
}

/* Channel c of level 0's texels (i0, j1), (i1, j1), (i1, j0), (i0, j0) */
static void gather_ref(int c, int i0, int i1, int j0, int j1, float out[4])
{
	const int ij[4][2] = { { i0, j1 }, { i1, j1 }, { i1, j0 }, { i0, j0 } };
	float e[4];

	for (int k = 0; k < 4; k++) {
		exact_texel(0, ij[k][0], ij[k][1], e);
		out[k] = e[c];
	}
}

/*
 * textureGather: the bilinear footprint's four texels of one channel,
 * in GL's order, at level 0 whatever the filter and the level of detail,
 * wrapped as a linear filter wraps them; offsets; shadow compares; a
 * cube face's edges from the next faces; charged as a bilinear sample's
 * four texels
 */
static void test_gather(struct am_gpu *gpu)
{
	static const float f[4] = { 0.25f, 0.5f, 0.75f, 1.0f };
	static const float zf[4];
	static const uint32_t zi[4];
	static const int off[2] = { 1, -1 };
	float o[4], e[4], v[4];
	int good = 1, c;
	am_u64 w0, w1, w2;

	put_rgba8(gpu, 2, SWIZ_XYZW);
	/* Nearest with mipmaps, lod 1: gathers still read level 0 */
	set_samp(gpu, NEAREST, REPEAT, 0, 1, 0);
	for (c = 0; c < 4; c++) {
		struct am_tp_req req = {
			.stage = AM_FS, .dims = 2, .gather = 1 + c,
			.coord = { fbits(1.5f / W0), fbits(2.25f / W0) },
			.lod = fbits(1.0f),
		};
		uint32_t u[4];

		/* u - 0.5 = 1: texels 1 and 2; v - 0.5 = 1.75: rows 1, 2 */
		am_tp_sample(gpu, &req, u);
		memcpy(o, u, 16);
		gather_ref(c, 1, 2, 1, 2, e);
		good &= same4(o, e);
	}
	ok(good, "gather4r/g/b/a: each channel of the footprint's texels "
	   "(i0, j1), (i1, j1), (i1, j0), (i0, j0) at level 0, nearest "
	   "and lod 1 notwithstanding");

	/* Across the edge at s = 0.1 texel: i0 = -1 */
	gather(gpu, 1, 0.1 / W0, 1.5 / W0, NULL, o);
	gather_ref(1, 3, 0, 1, 2, e);
	ok(same4(o, e), "gather, REPEAT: the texel past the left edge is the "
	   "last column's");
	set_samp(gpu, LIN, EDGE, 0, 0, 0);
	gather(gpu, 1, 0.1 / W0, 1.5 / W0, NULL, o);
	gather_ref(1, 0, 0, 1, 2, e);
	ok(same4(o, e), "gather, CLAMP_TO_EDGE: the first column twice");
	set_border(f, zi);
	set_samp(gpu, LIN, BORDER, 0, 0, 0);
	gather(gpu, 2, 0.1 / W0, 1.5 / W0, NULL, o);
	gather_ref(2, 0, 0, 1, 2, e);
	ok(o[0] == f[2] && o[1] == e[1] && o[2] == e[2] && o[3] == f[2],
	   "gather, CLAMP_TO_BORDER: the border colour's channel past the "
	   "edge (%g %g %g %g)", o[0], o[1], o[2], o[3]);
	set_border(zf, zi);

	/* Offsets (1, -1) from (1.5, 2.25): texels 2, 3 and rows 0, 1 */
	set_samp(gpu, NEAREST, REPEAT, 0, 0, 0);
	gather(gpu, 0, 1.5 / W0, 2.25 / W0, off, o);
	gather_ref(0, 2, 3, 0, 1, e);
	ok(same4(o, e), "textureGatherOffset: the offsets move the footprint");

	/* Charged as a bilinear sample: four texels */
	w0 = gpu->cp.work;
	gather(gpu, 0, 1.75 / W0, 2.25 / W0, NULL, o);
	w1 = gpu->cp.work;
	set_samp(gpu, LIN, REPEAT, 0, 0, 0);
	sample(gpu, 1.75 / W0, 2.25 / W0, 0, o);
	w2 = gpu->cp.work;
	ok(w1 - w0 == w2 - w1 && w1 - w0 >= 4 * AM_WORK_TEXEL,
	   "gather charges the budget as a bilinear sample (%llu, %llu)",
	   (unsigned long long)(w1 - w0), (unsigned long long)(w2 - w1));

	/* Shadow: LESS, 0.5 < 0.25 fails, 0.5 < 0.75 passes, per texel */
	{
		static const float depth[2] = { 0.25f, 0.75f };
		struct am_tp_req r = {
			.stage = AM_FS, .dims = 2, .shadow = 1, .gather = 1,
			.ref = fbits(0.5f),
			.coord = { fbits(0.5f), fbits(0.5f) },
		};
		uint32_t u[4];

		put_layers(gpu, A3XX_TEX_2D, 2, 1, depth);
		set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
		set_compare(gpu, 1);
		am_tp_sample(gpu, &r, u);
		memcpy(o, u, 16);
		ok(o[0] == 0 && o[1] == 1 && o[2] == 1 && o[3] == 0,
		   "shadow gather: each texel compared (%g %g %g %g)",
		   o[0], o[1], o[2], o[3]);
	}

	/*
	 * Cube, +X's single texel at (0.65, 0.4): the footprint spills
	 * right onto -Z and up onto +Y, whose texel the corner takes too
	 * (the seamless linear sample of test_targets: 1.875)
	 */
	{
		static const float face[6] = { 1, 2, 3, 4, 5, 6 };
		struct am_tp_req r = {
			.stage = AM_FS, .dims = 3, .gather = 1,
			.coord = { fbits(1), fbits(0.2f), fbits(-0.3f) },
		};
		uint32_t u[4];

		put_layers(gpu, A3XX_TEX_CUBE, 1, 6, face);
		set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
		am_tp_sample(gpu, &r, u);
		memcpy(v, u, 16);
		ok(v[0] == 1 && v[1] == 6 && v[2] == 3 && v[3] == 3,
		   "cube gather: the texels past the face's edges from -Z "
		   "and +Y (%g %g %g %g)", v[0], v[1], v[2], v[3]);
	}
}

/* Sampler s# 0's LOD_BIAS (a3xx 1/64, a4xx 1/256 units) */
static void set_bias(struct am_gpu *gpu, double bias)
{
	uint32_t *s = &gpu->stage[AM_FS].samp[(gen == 3 ? FS_OFF : 0) *
					      AM_SAMP_DWORDS];

	if (gen == 3)
		s[1] |= A3XX_TEX_SAMP_1_LOD_BIAS((int32_t)(bias * 64));
	else
		s[0] |= A4XX_TEX_SAMP_0_LOD_BIAS((int32_t)(bias * 256));
}

static void query_lod(struct am_gpu *gpu, double lod, int32_t out[2])
{
	struct am_tp_req req = {
		.stage = AM_FS, .dims = 2,
		.coord = { fbits(0.3f), fbits(0.3f) },
		.lod = fbits((float)lod),
	};
	uint32_t o[4];

	am_tp_lod(gpu, &req, o);
	out[0] = (int32_t)o[0];
	out[1] = (int32_t)o[1];
}

/*
 * textureQueryLod (getlod), textureQueryLevels (getinfo), textureSize
 * of a buffer (getbuf)
 */
static void test_queries(struct am_gpu *gpu)
{
	struct am_stage_state *st = &gpu->stage[AM_FS];
	uint32_t *t = &st->tex[(gen == 3 ? FS_OFF : 0) * AM_TEXC_DWORDS];
	int32_t q[2], q2[2], q3[2];
	uint32_t o[4];

	/* Two levels; linear mip filter, MAX_LOD 4 */
	put_rgba8(gpu, 2, SWIZ_XYZW);
	set_samp(gpu, LIN, REPEAT, 1, 4, 0);
	query_lod(gpu, 0.5, q);
	query_lod(gpu, 3.0, q2);
	query_lod(gpu, -1.0, q3);
	ok(q[0] == 128 && q[1] == 128 && q2[0] == 256 && q2[1] == 768 &&
	   q3[0] == 0 && q3[1] == -256,
	   "getlod, linear mip filter: x the lod clamped to the levels, y "
	   "as computed, fixed point 4.8 (%d %d, %d %d, %d %d)",
	   q[0], q[1], q2[0], q2[1], q3[0], q3[1]);

	/* Nearest: the level read, halves rounding down */
	set_samp(gpu, LIN, REPEAT, 0, 4, 0);
	query_lod(gpu, 0.5, q);
	query_lod(gpu, 0.6, q2);
	ok(q[0] == 0 && q[1] == 128 && q2[0] == 256 && q2[1] == 154,
	   "getlod, nearest mip filter: x the level (%d %d, %d %d)",
	   q[0], q[1], q2[0], q2[1]);

	/* The sampler's bias: in y, before its clamp to MAX_LOD 1 */
	set_samp(gpu, LIN, REPEAT, 0, 1, 0);
	set_bias(gpu, 1.0);
	query_lod(gpu, 1.0, q);
	ok(q[0] == 256 && q[1] == 512,
	   "getlod: y after the sampler's bias, x after MAX_LOD (%d %d)",
	   q[0], q[1]);

	/* No mipmaps (fd3/fd4: MAX_LOD 0): x 0 */
	set_samp(gpu, LIN, REPEAT, 0, 0, 0);
	query_lod(gpu, 2.0, q);
	ok(q[0] == 0 && q[1] == 512, "getlod without mipmaps: x 0, y the "
	   "lod (%d %d)", q[0], q[1]);

	/* getinfo's z: a3xx MIPLVLS (ir3 adds one), a4xx the levels */
	o[0] = o[1] = o[2] = o[3] = 7;
	am_tp_info(gpu, AM_FS, 0, o);
	ok(o[2] == (gen == 3 ? 1u : 2u) && !o[0] && !o[1] && !o[3],
	   "getinfo: z %s (%u %u %u %u)", gen == 3 ?
	   "the MIPLVLS field, 1 for two levels" : "the levels, 2",
	   o[0], o[1], o[2], o[3]);

	/* getbuf: a buffer's elements, past getsize's 15 bits on a4xx */
	memset(t, 0, AM_TEXC_DWORDS * 4);
	t[0] = SWIZ_XYZW << 4 | fmt_num(R8) << 22;
	if (gen == 3) {
		t[0] |= A3XX_TEX_CONST_0_TYPE(A3XX_TEX_1D);
		t[1] = A3XX_TEX_CONST_1_WIDTH(8192) |
		       A3XX_TEX_CONST_1_HEIGHT(1);
	} else {
		t[0] |= A4XX_TEX_CONST_0_TYPE(A4XX_TEX_BUFFER);
		t[1] = A4XX_TEX_CONST_1_WIDTH(40000 & 0x7fff) |
		       A4XX_TEX_CONST_1_HEIGHT(40000 >> 15);
		t[2] = A4XX_TEX_CONST_2_BUFFER;
	}
	am_tp_buf_size(gpu, AM_FS, 0, o);
	ok(o[0] == (gen == 3 ? 8192u : 40000u),
	   "getbuf: a texture buffer's elements (%u)", o[0]);
}

static void test_hostile(struct am_gpu *gpu)
{
	struct tex_desc d = {
		.fmt = RGBA8, .w = 16383, .h = 16383, .pitch = 16384 * 4,
		.cpp = 4, .levels = 14, .addr = { UNMAPPED, UNMAPPED },
		.swiz = SWIZ_XYZW,
	};
	am_u64 unsupported = gpu->pipe.stats.unsupported;
	struct am_tp_req req = { .stage = AM_FS, .dims = 2, .tex = 40 };
	uint32_t sz[4], u[4];
	float o[4];

	set_tex(gpu, &d);
	set_samp(gpu, LIN, REPEAT, 1, 15, 0);
	am_smmu_write(gpu, AM_SMMU_FSR, ~0u);
	sample(gpu, 0.7, 0.3, 0, o);
	ok(o[0] == 0 && o[1] == 0 && o[2] == 0 && o[3] == 0 &&
	   (am_smmu_read(gpu, AM_SMMU_FSR) & AM_SMMU_FSR_TF),
	   "a huge texture at an unmapped address faults and reads zeros");
	sample(gpu, 1e30, -1e30, 7.3, o);
	ok(o[0] == 0 && o[3] == 0, "huge coordinates and lod do not crash");
	am_tp_size(gpu, AM_FS, 0, 0, sz);
	ok(sz[0] == 16383 && sz[1] == 16383, "its size is what it claims");

	am_tp_sample(gpu, &req, u);
	ok(gpu->pipe.stats.unsupported == unsupported + 1 && !u[0],
	   "a t# past the table reads zeros and counts as unsupported");
}

/*
 * ETC1/ETC2/EAC: hand-made blocks, one or more for each mode.  The
 * expected texels came from Mesa 22.3.6's llvmpipe (GLES 3.2,
 * glCompressedTexImage2D of the block, texelFetch of all 16 texels into
 * an RGBA32F target), recorded as the values it decoded: 8 bits for
 * colour and the RGBA8 alpha (texel * 255), 11 bits for EAC (llvmpipe
 * widens them to 16 bits by replication: u16 >> 5, and s16 >> 5 on the
 * magnitude).  The model returns those as v / 255, v / 2047 and
 * v / 1023.  Texels row by row; 4 values a texel (RGBA), or 2 (EAC's R
 * and G, with B 0 and A 1).
 */
struct etc_case {
	const char *name;
	enum fmt fmt;
	uint8_t block[16];
	int16_t v[64];
};

static const struct etc_case etc_cases[] = {
	{ "etc2 rgb8 individual", ETC2_RGB8,
	  { 0x3c, 0xa5, 0x71, 0xe8, 0x96, 0x69, 0x33, 0xcc },
	  {
		4, 123, 72, 255, 98, 217, 166, 255,
		233, 114, 46, 255, 175, 56, 0, 255,
		98, 217, 166, 255, 4, 123, 72, 255,
		175, 56, 0, 255, 233, 114, 46, 255,
		234, 255, 255, 255, 0, 0, 0, 255,
		195, 76, 8, 255, 213, 94, 26, 255,
		0, 0, 0, 255, 234, 255, 255, 255,
		213, 94, 26, 255, 195, 76, 8, 255,
	  } },
	{ "etc2 rgb8 differential flip", ETC2_RGB8,
	  { 0x6b, 0x9a, 0x47, 0x7b, 0xc3, 0x5a, 0x0f, 0xe1 },
	  {
		149, 198, 108, 255, 94, 143, 53, 255,
		65, 114, 24, 255, 120, 169, 79, 255,
		94, 143, 53, 255, 149, 198, 108, 255,
		65, 114, 24, 255, 120, 169, 79, 255,
		165, 206, 90, 255, 26, 67, 0, 255,
		238, 255, 163, 255, 99, 140, 24, 255,
		99, 140, 24, 255, 238, 255, 163, 255,
		238, 255, 163, 255, 99, 140, 24, 255,
	  } },
	{ "etc2 rgb8 T", ETC2_RGB8,
	  { 0x0e, 0x7c, 0x35, 0xae, 0x5b, 0x2c, 0xd3, 0x96 },
	  {
		102, 119, 204, 255, 92, 126, 211, 255,
		10, 44, 129, 255, 10, 44, 129, 255,
		92, 126, 211, 255, 51, 85, 170, 255,
		10, 44, 129, 255, 102, 119, 204, 255,
		10, 44, 129, 255, 102, 119, 204, 255,
		102, 119, 204, 255, 10, 44, 129, 255,
		51, 85, 170, 255, 92, 126, 211, 255,
		51, 85, 170, 255, 92, 126, 211, 255,
	  } },
	{ "etc2 rgb8 H", ETC2_RGB8,
	  { 0x50, 0xf9, 0x9c, 0xb7, 0x1b, 0xe4, 0x72, 0x8d },
	  {
		106, 0, 123, 255, 234, 81, 251, 255,
		115, 217, 166, 255, 0, 89, 38, 255,
		234, 81, 251, 255, 115, 217, 166, 255,
		0, 89, 38, 255, 106, 0, 123, 255,
		0, 89, 38, 255, 115, 217, 166, 255,
		234, 81, 251, 255, 106, 0, 123, 255,
		106, 0, 123, 255, 0, 89, 38, 255,
		115, 217, 166, 255, 234, 81, 251, 255,
	  } },
	{ "etc2 rgb8 planar", ETC2_RGB8,
	  { 0x6b, 0x9a, 0x1c, 0xd7, 0x8e, 0x3b, 0x5a, 0xc7 },
	  {
		215, 155, 101, 255, 205, 152, 83, 255,
		195, 149, 65, 255, 184, 146, 46, 255,
		188, 170, 83, 255, 177, 167, 65, 255,
		167, 164, 46, 255, 157, 161, 28, 255,
		160, 185, 65, 255, 150, 182, 46, 255,
		140, 179, 28, 255, 129, 176, 10, 255,
		133, 200, 46, 255, 122, 197, 28, 255,
		112, 194, 10, 255, 102, 191, 0, 255,
	  } },
	{ "etc2 rgb8a1 diff transparent", ETC2_RGB8A1,
	  { 0x6b, 0x9a, 0x47, 0xa4, 0x36, 0xc9, 0xa5, 0x5a },
	  {
		0, 0, 0, 0, 187, 236, 146, 255,
		149, 190, 74, 255, 0, 0, 0, 0,
		187, 236, 146, 255, 107, 156, 66, 255,
		0, 0, 0, 0, 115, 156, 40, 255,
		107, 156, 66, 255, 27, 76, 0, 255,
		115, 156, 40, 255, 132, 173, 57, 255,
		27, 76, 0, 255, 0, 0, 0, 0,
		132, 173, 57, 255, 149, 190, 74, 255,
	  } },
	{ "etc2 rgb8a1 diff opaque", ETC2_RGB8A1,
	  { 0x6b, 0x9a, 0x47, 0xa6, 0x36, 0xc9, 0xa5, 0x5a },
	  {
		83, 132, 42, 255, 187, 236, 146, 255,
		149, 190, 74, 255, 127, 168, 52, 255,
		187, 236, 146, 255, 131, 180, 90, 255,
		127, 168, 52, 255, 115, 156, 40, 255,
		131, 180, 90, 255, 27, 76, 0, 255,
		115, 156, 40, 255, 137, 178, 62, 255,
		27, 76, 0, 255, 83, 132, 42, 255,
		137, 178, 62, 255, 149, 190, 74, 255,
	  } },
	{ "etc2 rgb8a1 T transparent", ETC2_RGB8A1,
	  { 0x0e, 0x7c, 0x35, 0xac, 0x5b, 0x2c, 0xd3, 0x96 },
	  {
		102, 119, 204, 255, 92, 126, 211, 255,
		10, 44, 129, 255, 10, 44, 129, 255,
		92, 126, 211, 255, 0, 0, 0, 0,
		10, 44, 129, 255, 102, 119, 204, 255,
		10, 44, 129, 255, 102, 119, 204, 255,
		102, 119, 204, 255, 10, 44, 129, 255,
		0, 0, 0, 0, 92, 126, 211, 255,
		0, 0, 0, 0, 92, 126, 211, 255,
	  } },
	{ "etc2 rgb8a1 H transparent", ETC2_RGB8A1,
	  { 0x50, 0xf9, 0x9c, 0xb5, 0x1b, 0xe4, 0x72, 0x8d },
	  {
		106, 0, 123, 255, 234, 81, 251, 255,
		0, 0, 0, 0, 0, 89, 38, 255,
		234, 81, 251, 255, 0, 0, 0, 0,
		0, 89, 38, 255, 106, 0, 123, 255,
		0, 89, 38, 255, 0, 0, 0, 0,
		234, 81, 251, 255, 106, 0, 123, 255,
		106, 0, 123, 255, 0, 89, 38, 255,
		0, 0, 0, 0, 234, 81, 251, 255,
	  } },
	{ "etc2 rgb8a1 planar opaque bit 0", ETC2_RGB8A1,
	  { 0x6b, 0x9a, 0x1c, 0xd5, 0x8e, 0x3b, 0x5a, 0xc7 },
	  {
		215, 155, 101, 255, 205, 152, 83, 255,
		195, 149, 65, 255, 184, 146, 46, 255,
		188, 170, 83, 255, 177, 167, 65, 255,
		167, 164, 46, 255, 157, 161, 28, 255,
		160, 185, 65, 255, 150, 182, 46, 255,
		140, 179, 28, 255, 129, 176, 10, 255,
		133, 200, 46, 255, 122, 197, 28, 255,
		112, 194, 10, 255, 102, 191, 0, 255,
	  } },
	{ "etc1 differential", ETC1,
	  { 0x6b, 0x9a, 0x47, 0x7b, 0xc3, 0x5a, 0x0f, 0xe1 },
	  {
		149, 198, 108, 255, 94, 143, 53, 255,
		65, 114, 24, 255, 120, 169, 79, 255,
		94, 143, 53, 255, 149, 198, 108, 255,
		65, 114, 24, 255, 120, 169, 79, 255,
		165, 206, 90, 255, 26, 67, 0, 255,
		238, 255, 163, 255, 99, 140, 24, 255,
		99, 140, 24, 255, 238, 255, 163, 255,
		238, 255, 163, 255, 99, 140, 24, 255,
	  } },
	{ "etc2 rgba8", ETC2_RGBA8,
	  { 0x60, 0x9b, 0x05, 0x39, 0x77, 0xfa, 0xc1, 0x2e,
	    0x3c, 0xa5, 0x71, 0xe8, 0x96, 0x69, 0x33, 0xcc },
	  {
		4, 123, 72, 78, 98, 217, 166, 105,
		233, 114, 46, 177, 175, 56, 0, 78,
		98, 217, 166, 51, 4, 123, 72, 132,
		175, 56, 0, 150, 233, 114, 46, 105,
		234, 255, 255, 33, 0, 0, 0, 150,
		195, 76, 8, 132, 213, 94, 26, 132,
		0, 0, 0, 6, 234, 255, 255, 177,
		213, 94, 26, 105, 195, 76, 8, 150,
	  } },
	{ "eac r11 unorm", EAC_R11,
	  { 0x80, 0x53, 0x05, 0x39, 0x77, 0xfa, 0xc1, 0x2e },
	  {
		948, 0, 1068, 0, 1508, 0, 948, 0,
		868, 0, 1148, 0, 1228, 0, 1068, 0,
		788, 0, 1228, 0, 1148, 0, 1148, 0,
		508, 0, 1508, 0, 1068, 0, 1228, 0,
	  } },
	{ "eac r11 unorm mult 0", EAC_R11,
	  { 0x10, 0x0d, 0x24, 0x92, 0x49, 0xff, 0x00, 0x6d },
	  {
		130, 0, 130, 0, 141, 0, 131, 0,
		130, 0, 130, 0, 141, 0, 130, 0,
		130, 0, 130, 0, 134, 0, 133, 0,
		130, 0, 130, 0, 131, 0, 133, 0,
	  } },
	{ "eac r11 unorm clamp", EAC_R11,
	  { 0xfc, 0xf0, 0xe4, 0x1b, 0x8d, 0x72, 0x5c, 0xa3 },
	  {
		2047, 0, 2047, 0, 220, 0, 2047, 0,
		1300, 0, 2047, 0, 2047, 0, 940, 0,
		1660, 0, 1300, 0, 2047, 0, 2047, 0,
		1300, 0, 2047, 0, 2047, 0, 220, 0,
	  } },
	{ "eac r11 snorm -128", EAC_R11S,
	  { 0x80, 0x7e, 0x05, 0x39, 0x77, 0xfa, 0xc1, 0x2e },
	  {
		-1023, 0, -848, 0, -568, 0, -1023, 0,
		-1023, 0, -736, 0, -624, 0, -848, 0,
		-1023, 0, -624, 0, -736, 0, -736, 0,
		-1023, 0, -568, 0, -848, 0, -624, 0,
	  } },
	{ "eac r11 snorm mult 0", EAC_R11S,
	  { 0x45, 0x0d, 0x24, 0x92, 0x49, 0xff, 0x00, 0x6d },
	  {
		550, 0, 550, 0, 561, 0, 551, 0,
		550, 0, 550, 0, 561, 0, 550, 0,
		550, 0, 550, 0, 554, 0, 553, 0,
		550, 0, 550, 0, 551, 0, 553, 0,
	  } },
	{ "eac rg11 unorm", EAC_RG11,
	  { 0x80, 0x53, 0x05, 0x39, 0x77, 0xfa, 0xc1, 0x2e,
	    0x10, 0x0d, 0x24, 0x92, 0x49, 0xff, 0x00, 0x6d },
	  {
		948, 130, 1068, 130, 1508, 141, 948, 131,
		868, 130, 1148, 130, 1228, 141, 1068, 130,
		788, 130, 1228, 130, 1148, 134, 1148, 133,
		508, 130, 1508, 130, 1068, 131, 1228, 133,
	  } },
	{ "eac rg11 snorm", EAC_RG11S,
	  { 0x7f, 0xe2, 0xe4, 0x1b, 0x8d, 0x72, 0x5c, 0xa3,
	    0xc0, 0x9b, 0x05, 0x39, 0x77, 0xfa, 0xc1, 0x2e },
	  {
		1023, -656, 1023, -440, -440, 136, 1023, -656,
		456, -872, 1023, -224, 1023, -80, 120, -440,
		792, -1016, 456, -80, 1023, -224, 1023, -224,
		456, -1023, 1023, 136, 1023, -440, -440, -80,
	  } },
};

static int etc_bytes(enum fmt f)
{
	return f == ETC2_RGBA8 || f == EAC_RG11 || f == EAC_RG11S ? 16 : 8;
}

/* What the model should return for texel i of a case */
static void etc_expect(const struct etc_case *e, int i, float out[4])
{
	int c;

	if (e->fmt < EAC_R11) {
		for (c = 0; c < 4; c++)
			out[c] = e->v[4 * i + c] / 255.0f;
		return;
	}
	for (c = 0; c < 2; c++)
		out[c] = e->fmt == EAC_R11S || e->fmt == EAC_RG11S ?
			 e->v[2 * i + c] / 1023.0f : e->v[2 * i + c] / 2047.0f;
	if (e->fmt == EAC_R11 || e->fmt == EAC_R11S)
		out[1] = 0;
	out[2] = 0;
	out[3] = 1;
}

/*
 * A 12x8 texture, 3x2 blocks: the case's block at block (2, 1), the
 * others filled with 0xa5 so that a wrong block shows.  PITCH is a row
 * of blocks in bytes, aligned as fd3/fd4 align it (32 blocks).
 */
#define ETC_ADDR	(IOVA + 0x8000)

static void put_etc(struct am_gpu *gpu, const struct etc_case *e, int srgb)
{
	int n = etc_bytes(e->fmt);
	struct tex_desc d = {
		.fmt = e->fmt, .w = 12, .h = 8, .pitch = 32 * n, .cpp = n,
		.levels = 1, .addr = { ETC_ADDR }, .swiz = SWIZ_XYZW,
		.srgb = srgb,
	};

	memset(mem(ETC_ADDR), 0xa5, 2 * d.pitch);
	memcpy(mem(ETC_ADDR + d.pitch + 2 * n), e->block, n);
	set_tex(gpu, &d);
}

static void etc_fetch(struct am_gpu *gpu, int x, int y, float out[4])
{
	struct am_tp_req r = {
		.stage = AM_FS, .dims = 2, .texel_fetch = 1,
		.coord = { 8 + x, 4 + y },
	};
	uint32_t o[4];

	am_tp_sample(gpu, &r, o);
	memcpy(out, o, 16);
}

static void test_etc(struct am_gpu *gpu)
{
	am_u64 unsupported = gpu->pipe.stats.unsupported;
	const struct etc_case *e;
	float o[4], x4[4];
	unsigned int k;
	int i, c, good;

	for (k = 0; k < sizeof(etc_cases) / sizeof(etc_cases[0]); k++) {
		e = &etc_cases[k];
		put_etc(gpu, e, 0);
		good = 1;
		for (i = 0; i < 16; i++) {
			etc_fetch(gpu, i % 4, i / 4, o);
			etc_expect(e, i, x4);
			if (!same4(o, x4)) {
				if (good)
					printf("# texel (%d, %d): %.9g %.9g "
					       "%.9g %.9g\n", i % 4, i / 4,
					       o[0], o[1], o[2], o[3]);
				good = 0;
			}
		}
		ok(good, "%s: the 16 texels as llvmpipe decodes them",
		   e->name);
	}
	ok(gpu->pipe.stats.unsupported == unsupported,
	   "ETC and EAC count as supported");

	/* Sampling: nearest at a texel centre returns the texel */
	e = &etc_cases[2];
	put_etc(gpu, e, 0);
	set_samp(gpu, NEAREST, EDGE, 0, 0, 0);
	sample(gpu, (8 + 1 + 0.5) / 12, (4 + 2 + 0.5) / 8, 0, o);
	etc_expect(e, 2 * 4 + 1, x4);
	ok(same4(o, x4), "%s: texture() at texel (9, 6)", e->name);

	/* sRGB: the decoded 8-bit R, G and B through the sRGB curve */
	for (k = 0; k < 2; k++) {
		/* etc2 rgb8 individual, etc2 rgba8 */
		e = &etc_cases[k ? 11 : 0];
		put_etc(gpu, e, 1);
		good = 1;
		for (i = 0; i < 16; i++) {
			etc_fetch(gpu, i % 4, i / 4, o);
			for (c = 0; c < 3; c++)
				good &= o[c] == (float)srgb_ref(e->v[4 * i + c]);
			good &= o[3] == e->v[4 * i + 3] / 255.0f;
		}
		ok(good && gpu->pipe.stats.unsupported == unsupported,
		   "%s as sRGB: RGB decoded, alpha linear", e->name);
	}

	/*
	 * A block that faults reads as zero bytes, as other texels do:
	 * individual mode, black, table 0, index 0, so 2 / 255
	 */
	put_etc(gpu, &etc_cases[0], 0);
	if (gen == 3)
		gpu->stage[AM_FS].mipaddr[BASETABLE_SZ * FS_OFF] = UNMAPPED;
	else
		gpu->stage[AM_FS].tex[4] = UNMAPPED;
	am_smmu_write(gpu, AM_SMMU_FSR, ~0u);
	etc_fetch(gpu, 1, 1, o);
	ok(o[0] == 2 / 255.0f && o[1] == o[0] && o[2] == o[0] && o[3] == 1 &&
	   (am_smmu_read(gpu, AM_SMMU_FSR) & AM_SMMU_FSR_TF),
	   "an ETC block at an unmapped address faults and decodes as "
	   "zero bytes (%g)", o[0]);
}

static double srgb_encode_ref(double l)
{
	return l < 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055;
}

static uint32_t f32_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/*
 * The render backend's sRGB encoding (model_srgb.c): each decoded value
 * encodes back to itself, and 2^21 values spread over [0, 1] (and just
 * past it) round as GL's formula does, except within 1e-9 of a halfway
 * point, where double's own error decides
 */
static void test_srgb_encode(void)
{
	int good = 1, v, bad = 0, i;
	uint32_t seed = 12345;

	for (v = 0; v < 256; v++)
		good &= am_linear_to_srgb8(am_srgb8_to_linear(v)) == (am_u32)v;
	ok(good, "sRGB encode: each of the 256 decoded values encodes back");

	for (i = 0; i < (1 << 21); i++) {
		float l;
		double e;
		long want;

		seed = seed * 1103515245u + 12345u;
		l = (float)((seed >> 8) / (double)(1 << 24) * 1.01);
		e = srgb_encode_ref(l) * 255;
		want = lround(e);
		if (want > 255)
			want = 255;
		if (fabs(e - floor(e) - 0.5) < 1e-9)
			continue;
		if (am_linear_to_srgb8(f32_bits(l)) != (am_u32)want)
			bad++;
	}
	ok(!bad && am_linear_to_srgb8(f32_bits(-0.5f)) == 0 &&
	   am_linear_to_srgb8(0x7fc00000u) == 0 &&
	   am_linear_to_srgb8(f32_bits(2.0f)) == 255,
	   "sRGB encode: 2^21 values round to nearest (%d differ); negative and NaN give 0, 2.0 gives 255",
	   bad);
}

/*
 * Every render target format of a generation: what unpacks from random
 * bytes packs back to bytes that unpack the same (NaNs aside), and the
 * generation has the formats GLES 3 renders to
 */
static void test_rb_formats(void)
{
	uint32_t seed = 7, num, n[2] = { 0, 0 };
	int a4, bad = 0, k, c, i;

	for (a4 = 0; a4 < 2; a4++) {
		for (num = 0; num < 64; num++) {
			struct am_fmt f = a4 ? am_fmt_rb4(num) : am_fmt_rb3(num);

			if (f.kind == AM_FK_NONE)
				continue;
			n[a4]++;
			for (k = 0; k < 200; k++) {
				am_u8 b[16], b2[16];
				am_u32 v[4], v2[4];

				for (i = 0; i < 16; i++) {
					seed = seed * 1103515245u + 12345u;
					b[i] = (am_u8)(seed >> 16);
				}
				am_fmt_unpack(&f, 0, b, v);
				am_fmt_pack(&f, 0, v, b2);
				am_fmt_unpack(&f, 0, b2, v2);
				for (c = 0; c < 4; c++) {
					float x, y;

					memcpy(&x, &v[c], 4);
					memcpy(&y, &v2[c], 4);
					if (v[c] != v2[c] &&
					    !(f.kind == AM_FK_FLOAT &&
					      isnan(x) && isnan(y)))
						bad++;
				}
			}
		}
	}
	ok(!bad && n[0] == 40 && n[1] == 43,
	   "RB formats: %u on a3xx, %u on a4xx, each packs what it unpacks (%d differ)",
	   n[0], n[1], bad);
}

static void run(struct am_gpu *gpu, uint32_t chip_id)
{
	setup(gpu, chip_id);
	test_nearest(gpu);
	test_linear(gpu);
	test_wrap(gpu);
	test_border(gpu);
	test_mip(gpu);
	test_formats(gpu);
	test_swizzle(gpu);
	test_srgb(gpu);
	test_unnorm_fetch(gpu);
	test_targets(gpu);
	test_shadow(gpu);
	test_offsets(gpu);
	test_layouts(gpu);
	test_buffers(gpu);
	test_gather(gpu);
	test_queries(gpu);
	test_etc(gpu);
	test_hostile(gpu);
}

int main(void)
{
	struct am_gpu *gpu = calloc(1, sizeof(*gpu));

	phys = aligned_alloc(4096, PHYS_PAGES * 4096);
	if (!gpu || !phys)
		return 1;
	printf("TAP version 13\n");
	run(gpu, 0x03020000);
	run(gpu, 0x04020000);
	test_srgb_encode();
	test_rb_formats();
	printf("1..%d\n", count);
	free(gpu);
	free(phys);
	return failed ? 1 : 0;
}
