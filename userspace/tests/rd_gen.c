// SPDX-License-Identifier: MIT
/*
 * rd_gen: writes small rd traces for rddecode_test, laid out as
 * drm/msm_rd.c writes them: GPU_ID and CHIP_ID, then per submit an RD_CMD
 * line, an RD_GPUADDR per buffer (followed by its RD_BUFFER_CONTENTS
 * when dumped whole), an RD_GPUADDR + contents per command range, and
 * an RD_CMDSTREAM_ADDR per command buffer.
 *
 *   rd_gen a3xx|a4xx|a2xx FILE
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	RD_CMD = 2, RD_GPUADDR = 3, RD_CMDSTREAM_ADDR = 6,
	RD_BUFFER_CONTENTS = 12, RD_GPU_ID = 13, RD_CHIP_ID = 14,
};

/* PM4 headers */
#define T0(reg, n)	((uint32_t)(((n) - 1) << 16) | (reg))
#define T1(r0, r1)	(0x40000000u | ((uint32_t)(r1) << 11) | (r0))
#define T2		0x80000000u
#define T3(op, n)	(0xc0000000u | (uint32_t)(((n) - 1) << 16) | ((op) << 8))

enum {
	CP_INDIRECT_BUFFER_PFD = 0x37, CP_LOAD_STATE = 0x30,
	CP_WAIT_REG_MEM = 0x3c, CP_MEM_WRITE = 0x3d, CP_REG_TO_MEM = 0x3e,
	CP_EVENT_WRITE = 0x46, CACHE_FLUSH_TS = 4,
};

#define CMD_IOVA	0x100000u
#define IB1_IOVA	0x200000u
#define IB2_IOVA	0x300000u
#define MISSING_IOVA	0x900000u

struct cs {
	uint32_t dw[256];
	unsigned int n;
};

static FILE *out;

static void emit(uint32_t v)
{
	fwrite(&v, 4, 1, out);
}

static void section(uint32_t type, const void *data, uint32_t len)
{
	emit(type);
	emit(len);
	fwrite(data, 1, len, out);
}

/* Text as msm_rd.c writes it: NUL-padded to whole dwords */
static void text(uint32_t type, const char *s)
{
	char buf[128] = { 0 };
	uint32_t len = (uint32_t)strlen(s);

	memcpy(buf, s, len);
	section(type, buf, (len + 4) & ~3u);
}

static void addr(uint32_t type, uint32_t iova, uint32_t size)
{
	uint32_t a[3] = { iova, size, 0 };

	section(type, a, sizeof(a));
}

static void put(struct cs *c, unsigned int n, ...)
{
	va_list ap;

	va_start(ap, n);
	while (n--)
		c->dw[c->n++] = va_arg(ap, uint32_t);
	va_end(ap);
}

static void ids(uint32_t gpu_id, uint64_t chip_id)
{
	section(RD_GPU_ID, &gpu_id, 4);
	section(RD_CHIP_ID, &chip_id, 8);
}

/* A buffer dumped whole (MSM_SUBMIT_BO_DUMP) */
static void whole(uint32_t iova, const struct cs *c)
{
	addr(RD_GPUADDR, iova, c->n * 4);
	section(RD_BUFFER_CONTENTS, c->dw, c->n * 4);
}

/* The command buffer: its bo, then its command range with contents */
static void submit(const char *line, const struct cs *cmd,
		   const struct cs *ib1, const struct cs *ib2)
{
	text(RD_CMD, line);
	addr(RD_GPUADDR, CMD_IOVA, 0x1000);	/* not dumped: no contents */
	if (ib1)
		whole(IB1_IOVA, ib1);
	if (ib2)
		whole(IB2_IOVA, ib2);
	whole(CMD_IOVA, cmd);
	addr(RD_CMDSTREAM_ADDR, CMD_IOVA, cmd->n);
}

static void a3xx(void)
{
	struct cs cmd = { .n = 0 }, ib1 = { .n = 0 }, ib2 = { .n = 0 };
	struct cs s1 = { .n = 0 }, s2 = { .n = 0 }, sh = { .n = 0 };

	/* IB2: a write, a REG_TO_MEM naming it, an unknown opcode, an IB3 */
	put(&ib2, 2, T0(0x57e, 1), 6);			/* CP_SCRATCH_REG6 */
	put(&ib2, 3, T3(CP_REG_TO_MEM, 2), 0x57e, 0x400020);
	put(&ib2, 2, T3(0x01, 1), 0x1234);		/* unknown */
	put(&ib2, 3, T3(CP_INDIRECT_BUFFER_PFD, 2), IB2_IOVA, 3); /* IB3 */
	/* IB1: a write, the IB2 call, an IB nobody captured */
	put(&ib1, 2, T0(0x57d, 1), 5);			/* CP_SCRATCH_REG5 */
	put(&ib1, 3, T3(CP_INDIRECT_BUFFER_PFD, 2), IB2_IOVA, ib2.n);
	put(&ib1, 3, T3(CP_INDIRECT_BUFFER_PFD, 2), MISSING_IOVA, 4);
	put(&ib1, 6, T3(CP_WAIT_REG_MEM, 5), 0x13, 0x400030, 1, 0xff, 16);

	put(&cmd, 2, T0(0x57c, 1), 42);			/* CP_SCRATCH_REG4 */
	/* RB_MODE_CONTROL: GMEM_BYPASS, RB_RESOLVE_PASS, MRT 2 */
	put(&cmd, 2, T0(0x20c0, 1), (1u << 7) | (2u << 8) | (2u << 12));
	put(&cmd, 3, T0(0x57c, 2), 43, 44);		/* REG4 = 43, REG5 = 44 */
	put(&cmd, 2, T0(0x7ff0, 1), 0xabcd);		/* not in the database */
	put(&cmd, 4, T3(CP_MEM_WRITE, 3), 0x400000, 0xdeadbeef, 0x12345678);
	put(&cmd, 4, T3(CP_EVENT_WRITE, 3), CACHE_FLUSH_TS, 0x400010, 7);
	put(&cmd, 3, T3(CP_INDIRECT_BUFFER_PFD, 2), IB1_IOVA, ib1.n);
	put(&cmd, 1, T2);
	put(&cmd, 2, T0(0x57c, 1), 45);			/* REG4 final: 45 */

	put(&s1, 2, T0(0x57f, 1), 77);			/* CP_SCRATCH_REG7 */
	put(&s2, 2, T0(0x578, 1), 100);			/* CP_SCRATCH_REG0 */
	/* CP_LOAD_STATE: 1 unit (4 instructions) of SB_FRAG_SHADER,
	 * indirect, from the buffer at IB2_IOVA */
	put(&s2, 3, T3(CP_LOAD_STATE, 2), (1u << 22) | (6u << 19) | (4u << 16),
	    IB2_IOVA);
	put(&sh, 8, 0x10315030, 0x63820005,	/* mad.f32 */
	    0x00002000, 0x47308a02,		/* (rpt2)bary.f */
	    0x0cc00005, 0xa0c01f04,		/* sam */
	    0x00000000, 0x03000000);		/* end */

	ids(320, 0x03020000);
	submit("gen/42: fence=1 queue=1 fence_id=1", &cmd, &ib1, &ib2);
	submit("gen/42: fence=2 queue=1 fence_id=2", &s1, NULL, NULL);
	submit("gen/42: fence=3 queue=1 fence_id=3", &s2, NULL, &sh);
}

static void a4xx(void)
{
	struct cs cmd = { .n = 0 };

	put(&cmd, 2, T0(0x57c, 1), 42);			/* CP_SCRATCH[4].REG */
	/* RB_MODE_CONTROL: WIDTH 64 (2 << 5), HEIGHT 32, ENABLE_GMEM */
	put(&cmd, 2, T0(0x20a0, 1), 2u | (1u << 8) | (1u << 16));
	/* CP_LOAD_STATE4: 4 units of SB4_FS_SHADER, direct */
	put(&cmd, 5, T3(CP_LOAD_STATE, 4), (4u << 22) | (0xcu << 18), 0,
	    0x11111111, 0x22222222);
	/* and a shader that decodes: sam.s2en, end */
	put(&cmd, 7, T3(CP_LOAD_STATE, 6), (1u << 22) | (0xcu << 18), 0,
	    0x00800001, 0xa0c81f02, 0x00000000, 0x03000000);
	put(&cmd, 4, T3(CP_EVENT_WRITE, 3), CACHE_FLUSH_TS, 0x400010, 9);

	ids(420, 0x04020000);
	submit("gen4/7: fence=1 queue=0 fence_id=1", &cmd, NULL, NULL);
}

static void a2xx(void)
{
	struct cs cmd = { .n = 0 };

	put(&cmd, 2, T0(0x57c, 1), 42);			/* CP_SCRATCH_REG4 */
	/* MH_MMU_CONFIG (MMU_ENABLE) and MH_MMU_VA_RANGE in one type-1 */
	put(&cmd, 3, T1(0x040, 0x041), 1, 0x4000);
	put(&cmd, 4, T3(CP_EVENT_WRITE, 3), CACHE_FLUSH_TS, 0x400010, 3);

	ids(220, 0x02020000);
	submit("gen2/9: fence=1 queue=0 fence_id=1", &cmd, NULL, NULL);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fputs("usage: rd_gen a3xx|a4xx|a2xx FILE\n", stderr);
		return 2;
	}
	out = fopen(argv[2], "wb");
	if (!out) {
		perror(argv[2]);
		return 2;
	}
	if (!strcmp(argv[1], "a3xx"))
		a3xx();
	else if (!strcmp(argv[1], "a4xx"))
		a4xx();
	else if (!strcmp(argv[1], "a2xx"))
		a2xx();
	else
		return 2;
	return fclose(out) ? 2 : 0;
}
