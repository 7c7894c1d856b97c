// SPDX-License-Identifier: GPL-2.0-only
/*
 * The visibility stream compressor: binning.
 *
 * In the binning pass the driver draws positions only; the model works
 * out the screen rectangle each primitive covers and, for each of the 8
 * VSC pipes (a block of bins), writes one dword per primitive to the
 * pipe's stream: bit b set when the primitive touches the pipe's bin b
 * (row-major in the pipe).  The stream's encoding is the model's own; its
 * place and room are the registers': VSC_PIPE[i].DATA_ADDRESS and
 * DATA_LENGTH, and the bytes written go to VSC_SIZE_ADDRESS + 4 * i (all
 * ones: the stream ran out of room, and is not to be used).
 *
 * A tile pass names its pipe's stream with CP_SET_BIN_DATA and its bin in
 * the pipe with PC_VSTREAM_CONTROL.N; draws with USE_VISIBILITY then skip
 * primitives whose bit is clear.  Binned draws count their primitives in
 * the same order as the binning pass did, from the last CP_SET_BIN_DATA.
 */

#include "model_vsc.h"
#include "adreno_regs.h"

#define AM_VSC_PIPES		8
#define AM_VSC_OVERFLOW		0xffffffffu

struct am_vsc_regs {
	am_u32 bin_size;	/* VSC_BIN_SIZE: the same fields */
	am_u32 size_address;
	am_u32 pipe_config;	/* of pipe 0, and the stride to pipe 1 */
	am_u32 pipe_address;
	am_u32 pipe_length;
	am_u32 stride;
	am_u32 vstream;		/* PC_VSTREAM_CONTROL */
	am_u32 window_offset;	/* where the binned area starts */
};

static const struct am_vsc_regs am_vsc3 = {
	REG_A3XX_VSC_BIN_SIZE, REG_A3XX_VSC_SIZE_ADDRESS,
	REG_A3XX_VSC_PIPE_CONFIG(0), REG_A3XX_VSC_PIPE_DATA_ADDRESS(0),
	REG_A3XX_VSC_PIPE_DATA_LENGTH(0), 3, REG_A3XX_PC_VSTREAM_CONTROL,
	REG_A3XX_RB_WINDOW_OFFSET,
};

static const struct am_vsc_regs am_vsc4 = {
	REG_A4XX_VSC_BIN_SIZE, REG_A4XX_VSC_SIZE_ADDRESS,
	REG_A4XX_VSC_PIPE_CONFIG_REG(0), REG_A4XX_VSC_PIPE_DATA_ADDRESS_REG(0),
	REG_A4XX_VSC_PIPE_DATA_LENGTH_REG(0), 1, REG_A4XX_PC_VSTREAM_CONTROL,
	REG_A4XX_RB_BIN_OFFSET,
};

static const struct am_vsc_regs *am_vsc_regs(const struct am_gpu *gpu)
{
	return gpu->gen->core == 4 ? &am_vsc4 : &am_vsc3;
}

/* A pipe's bins: a rectangle of at most 15 x 15, 32 bits' worth used */
struct am_vsc_pipe {
	am_s32 x, y;		/* the first bin, in bins */
	am_u32 w, h;
};

static void am_vsc_pipe(struct am_gpu *gpu, int i, struct am_vsc_pipe *p)
{
	const struct am_vsc_regs *vr = am_vsc_regs(gpu);
	am_u32 cfg = am_use(gpu, vr->pipe_config + i * vr->stride);

	p->x = AM_FIELD(cfg, A3XX_VSC_PIPE_CONFIG_X);
	p->y = AM_FIELD(cfg, A3XX_VSC_PIPE_CONFIG_Y);
	p->w = AM_FIELD(cfg, A3XX_VSC_PIPE_CONFIG_W);
	p->h = AM_FIELD(cfg, A3XX_VSC_PIPE_CONFIG_H);
}

/* Bit b of the pipe for each of its bins the rectangle (in bins) meets */
static am_u32 am_vsc_bits(const struct am_vsc_pipe *p, am_s32 bx0, am_s32 by0,
			  am_s32 bx1, am_s32 by1)
{
	am_u32 bits = 0, x, y;

	for (y = 0; y < p->h; y++)
		for (x = 0; x < p->w; x++) {
			am_s32 bx = p->x + (am_s32)x, by = p->y + (am_s32)y;
			am_u32 b = y * p->w + x;

			if (bx >= bx0 && bx <= bx1 && by >= by0 && by <= by1)
				bits |= b < 32 ? 1u << b : 0x80000000u;
		}
	return bits;
}

void am_vsc_mark(struct am_gpu *gpu, am_u32 index, const struct am_rect *r)
{
	const struct am_vsc_regs *vr = am_vsc_regs(gpu);
	am_u32 size = am_use(gpu, vr->bin_size);
	am_u32 woff = am_use(gpu, vr->window_offset);
	am_s32 bw = (am_s32)AM_FIELD(size, A3XX_VSC_BIN_SIZE_WIDTH) << 5;
	am_s32 bh = (am_s32)AM_FIELD(size, A3XX_VSC_BIN_SIZE_HEIGHT) << 5;
	/*
	 * A width of 0 is 1024: a4xx's bins are up to 1024 pixels wide
	 * (Mesa's tile_max_w), one 32-pixel unit more than the 5-bit field
	 * holds, and 32 units wrap to 0
	 */
	if (!bw)
		bw = 32 << 5;
	am_s32 ox = AM_FIELD(woff, A3XX_RB_WINDOW_OFFSET_X);
	am_s32 oy = AM_FIELD(woff, A3XX_RB_WINDOW_OFFSET_Y);
	am_s32 bx0 = 0, by0 = 0, bx1 = -1, by1 = -1;
	int i;

	/* An empty rectangle touches no bin, but still takes its dword */
	if (bw && bh && r->x0 < r->x1 && r->y0 < r->y1) {
		bx0 = (r->x0 - ox) / bw;
		by0 = (r->y0 - oy) / bh;
		bx1 = (r->x1 - 1 - ox) / bw;
		by1 = (r->y1 - 1 - oy) / bh;
	}
	for (i = 0; i < AM_VSC_PIPES; i++) {
		am_u32 len = am_use(gpu, vr->pipe_length + i * vr->stride);
		am_u64 base = am_use(gpu, vr->pipe_address + i * vr->stride);
		am_u64 sizes = am_use(gpu, vr->size_address) + 4ull * i;
		struct am_vsc_pipe p;
		am_u32 used;

		am_vsc_pipe(gpu, i, &p);
		if (!p.w || !p.h)
			continue;
		/* The pipe's bins looked at, a unit for eight */
		gpu->cp.work += AM_WORK_VSC_PIPE + p.w * p.h / 8;
		if ((am_u64)index * 4 + 4 > len) {
			used = AM_VSC_OVERFLOW;
		} else {
			am_u32 bits = am_vsc_bits(&p, bx0, by0, bx1, by1);

			am_write_bytes(gpu, base + 4ull * index, &bits, 4);
			used = index * 4 + 4;
		}
		am_write_bytes(gpu, sizes, &used, 4);
	}
}

enum am_step am_exec_set_bin_data(struct am_gpu *gpu, const struct am_pkt *p)
{
	gpu->pipe.vis_data = am_payload(gpu, p, 0);
	gpu->pipe.vis_size = am_read32(gpu, am_payload(gpu, p, 1) & ~3ull);
	gpu->pipe.vis_next = 0;
	return AM_STEP_OK;
}

int am_vsc_visible(struct am_gpu *gpu, am_u32 index)
{
	const struct am_vsc_regs *vr = am_vsc_regs(gpu);
	am_u32 ctl = am_use(gpu, vr->vstream);
	am_u32 n = AM_FIELD(ctl, A3XX_PC_VSTREAM_CONTROL_N);
	am_u32 bits;

	if (gpu->host.ignore_visibility ||
	    !AM_FIELD(ctl, A3XX_PC_VSTREAM_CONTROL_SIZE) ||
	    gpu->pipe.vis_size == AM_VSC_OVERFLOW ||
	    (am_u64)index * 4 + 4 > gpu->pipe.vis_size)
		return 1;
	bits = am_read32(gpu, gpu->pipe.vis_data + 4ull * index);
	return n >= 31 ? !!(bits & 0x80000000u) : !!(bits & (1u << n));
}
