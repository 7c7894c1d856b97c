// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual MDP5 on the host: double-buffered registers and when a
 * flush takes effect, the vsync interrupt, and scanout composed from
 * pipes, stages and the cursor, checked pixel by pixel; fetches that
 * fault underrun, states it cannot scan out are refused, and the EDID is
 * well formed.  Then random register contents, as a buggy or hostile
 * driver could leave them, compose within bounds (this test is built with
 * ASan and UBSan).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vmdp5.h"
#include "vmdp5_layout.h"
#include "generated/mdp_common.xml.h"
#include "generated/mdp5.xml.h"

#define W	64
#define H	32
#define MEM	(1 << 20)

static unsigned char mem[MEM];
static int fails, n;

static void ok(int cond, const char *what)
{
	printf("%s %d - %s\n", cond ? "ok" : "not ok", ++n, what);
	if (!cond)
		fails++;
}

/* GPU memory is mem at addresses 0x100000 and up; the rest faults */
static int host_read(void *priv, vd_u64 iova, void *dst, vd_u32 len)
{
	(void)priv;
	if (iova < 0x100000 || iova + len > 0x100000 + MEM)
		return 1;
	memcpy(dst, mem + (iova - 0x100000), len);
	return 0;
}

static struct vmdp5 v;

static void wr(vd_u32 off, vd_u32 val)
{
	vmdp5_write(&v, VMDP5_WIN_MDP, off, val);
}

static vd_u32 *pix(vd_u32 addr, vd_u32 pitch, int x, int y)
{
	return (vd_u32 *)(mem + addr - 0x100000 + y * pitch) + x;
}

/* A pipe fetching w x h of XRGB or ARGB8888 at addr, placed at (ox, oy) */
static void pipe(int p, vd_u32 addr, int w, int h, int ox, int oy, int alpha)
{
	vd_u32 b = vmdp5_pipe_base[p];

	wr(b + REG_MDP5_PIPE_SRC_SIZE, h << 16 | w);
	wr(b + REG_MDP5_PIPE_SRC_IMG_SIZE, h << 16 | w);
	wr(b + REG_MDP5_PIPE_SRC_XY, 0);
	wr(b + REG_MDP5_PIPE_OUT_SIZE, h << 16 | w);
	wr(b + REG_MDP5_PIPE_OUT_XY, oy << 16 | ox);
	wr(b + REG_MDP5_PIPE_SRC0_ADDR, addr);
	wr(b + REG_MDP5_PIPE_SRC_STRIDE_A, w * 4);
	wr(b + REG_MDP5_PIPE_SRC_FORMAT,
	   MDP5_PIPE_SRC_FORMAT_G_BPC(BPC8) | MDP5_PIPE_SRC_FORMAT_B_BPC(BPC8) |
	   MDP5_PIPE_SRC_FORMAT_R_BPC(BPC8) | MDP5_PIPE_SRC_FORMAT_A_BPC(BPC8A) |
	   (alpha ? MDP5_PIPE_SRC_FORMAT_ALPHA_ENABLE : 0) |
	   MDP5_PIPE_SRC_FORMAT_CPP(3) | MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT(3) |
	   MDP5_PIPE_SRC_FORMAT_UNPACK_TIGHT);
	wr(b + REG_MDP5_PIPE_SRC_UNPACK, MDP5_PIPE_SRC_UNPACK_ELEM0(1) |
	   MDP5_PIPE_SRC_UNPACK_ELEM1(0) | MDP5_PIPE_SRC_UNPACK_ELEM2(2) |
	   MDP5_PIPE_SRC_UNPACK_ELEM3(3));
}

static unsigned char mix(vd_u32 fg, vd_u32 fa, vd_u32 bg, vd_u32 ba)
{
	vd_u32 x = (fg * fa + bg * ba + 127) / 255;

	return x > 255 ? 255 : x;
}

/*
 * A 4x2 NV12 image on VIG0 alone, through BT.601's matrix as the driver
 * programs it: its left half white (Y 235), its right half red (Y 81, Cb
 * 90, Cr 240).  0 if both come out right (red within 1).
 */
static int nv12(const struct vmdp5_host *host)
{
	static const vd_u32 m[5] = { 0x00000254, 0x02540331, 0x1e601f37,
				     0x04090254, 0x00000000 };
	static unsigned char rgb[4 * 2 * 3], row[VMDP5_ROW_BYTES];
	struct vmdp5_frame f = { .width = 4, .height = 2, .rgb = rgb,
				 .row = row };
	vd_u32 b = vmdp5_pipe_base[VMDP5_VIG0], i;
	unsigned char *luma = mem + 0x20000, *chroma = mem + 0x20040;

	memset(luma, 235, 2);
	memset(luma + 2, 81, 2);
	memset(luma + 16, 235, 2);
	memset(luma + 18, 81, 2);
	chroma[0] = 128; chroma[1] = 128; chroma[2] = 90; chroma[3] = 240;
	pipe(VMDP5_VIG0, 0x120000, 4, 2, 0, 0, 0);
	wr(b + REG_MDP5_PIPE_SRC1_ADDR, 0x120040);
	wr(b + REG_MDP5_PIPE_SRC_STRIDE_A, 16 << 16 | 16);
	wr(b + REG_MDP5_PIPE_SRC_FORMAT, MDP5_PIPE_SRC_FORMAT_CPP(0) |
	   MDP5_PIPE_SRC_FORMAT_UNPACK_COUNT(1) |
	   MDP5_PIPE_SRC_FORMAT_FETCH_TYPE(MDP_PLANE_PSEUDO_PLANAR) |
	   MDP5_PIPE_SRC_FORMAT_CHROMA_SAMP(CHROMA_420));
	wr(b + REG_MDP5_PIPE_SRC_UNPACK, MDP5_PIPE_SRC_UNPACK_ELEM0(1) |
	   MDP5_PIPE_SRC_UNPACK_ELEM1(2));
	wr(b + REG_MDP5_PIPE_OP_MODE, MDP5_PIPE_OP_MODE_CSC_1_EN);
	for (i = 0; i < 5; i++)
		wr(b + REG_MDP5_PIPE_CSC_1_MATRIX_COEFF_0 + 4 * i, m[i]);
	for (i = 0; i < 3; i++) {
		wr(b + REG_MDP5_PIPE_CSC_1_PRE_BIAS_REG(i), i ? 0x180 : 0x1f0);
		wr(b + REG_MDP5_PIPE_CSC_1_PRE_CLAMP_REG(i), 0xff);
		wr(b + REG_MDP5_PIPE_CSC_1_POST_CLAMP_REG(i), 0xff);
	}
	wr(vmdp5_lm_base[1] + REG_MDP5_LM_OUT_SIZE, 2 << 16 | 4);
	wr(vmdp5_ctl_base[1] + REG_MDP5_CTL_LAYER_REG(1),
	   MDP5_CTL_LAYER_REG_VIG0(STAGE_BASE));
	wr(vmdp5_ctl_base[1] + REG_MDP5_CTL_OP, MDP5_CTL_OP_INTF_NUM(INTF1));
	wr(vmdp5_ctl_base[1] + REG_MDP5_CTL_FLUSH, MDP5_CTL_FLUSH_VIG0 |
	   MDP5_CTL_FLUSH_LM1 | MDP5_CTL_FLUSH_CTL);
	if (vmdp5_compose(v.live, host, 1, &f))
		return 1;
	for (i = 0; i < 2; i++) {
		unsigned char *w = rgb + 12 * i, *r = w + 6;

		if (w[0] != 255 || w[1] != 255 || w[2] != 255 ||
		    r[0] < 253 || r[1] > 1 || r[2] > 1)
			return 1;
	}
	return 0;
}

/* A small random generator, seeded for reproducible runs */
static vd_u64 rng = 0x9e3779b97f4a7c15ull;

static vd_u32 rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (vd_u32)(rng >> 16);
}

/* A random value, often a plausible one: small, or an address in mem */
static vd_u32 rnd_value(void)
{
	switch (rnd() % 4) {
	case 0:
		return rnd();
	case 1:
		return rnd() % 4096 | (rnd() % 4096) << 16;
	case 2:
		return 0x100000 + rnd() % MEM;
	default:
		return rnd() % 16;
	}
}

/*
 * Rounds of random writes into the blocks scanout reads (CTL, pipes,
 * mixers, interfaces), flushes and vsyncs, each followed by a compose of
 * every interface into a frame of the size it reports
 */
static int fuzz(const struct vmdp5_host *host, int rounds)
{
	static unsigned char rgb[VMDP5_MAX_WIDTH * VMDP5_MAX_HEIGHT * 3];
	static unsigned char row[VMDP5_ROW_BYTES];
	int i, j, intf, sized = 0, composed = 0;

	for (i = 0; i < rounds; i++) {
		for (j = 0; j < 24; j++) {
			vd_u32 off;

			switch (rnd() % 4) {
			case 0:
				off = vmdp5_ctl_base[rnd() % VMDP5_CTLS] +
				      4 * (rnd() % 0x40);
				break;
			case 1:
				off = vmdp5_pipe_base[rnd() % VMDP5_PIPES] +
				      4 * (rnd() % 0x100);
				break;
			case 2:
				off = vmdp5_lm_base[rnd() % VMDP5_LMS] +
				      4 * (rnd() % 0x100);
				break;
			default:
				off = vmdp5_intf_base[rnd() % VMDP5_INTFS] +
				      4 * (rnd() % 0x80);
				break;
			}
			wr(off, rnd_value());
		}
		/* Mostly a route an interface can show: CTL, mixer, size */
		if (rnd() % 4) {
			vd_u32 ctl = vmdp5_ctl_base[rnd() % VMDP5_CTLS];

			wr(ctl + REG_MDP5_CTL_OP,
			   MDP5_CTL_OP_INTF_NUM(rnd() % 5));
			vd_u32 layer = rnd() % 4 ? 0 : rnd();
			int p;

			for (p = 0; !layer && p < VMDP5_PIPES; p++)
				layer |= (rnd() % 6) << vmdp5_pipe_layer_shift[p];
			wr(ctl + REG_MDP5_CTL_LAYER_REG(rnd() % VMDP5_LMS),
			   layer | (rnd() % 2 ? MDP5_CTL_LAYER_REG_CURSOR_OUT : 0));
			pipe(rnd() % VMDP5_PIPES, rnd() % 2 ? 0x100000 +
			     rnd() % MEM : rnd(), rnd() % 300 + 1,
			     rnd() % 300 + 1, rnd() % 400, rnd() % 400,
			     rnd() % 2);
			wr(vmdp5_lm_base[rnd() % VMDP5_LMS] +
			   REG_MDP5_LM_OUT_SIZE,
			   (rnd() % 300 + 1) << 16 | (rnd() % 300 + 1));
		}
		wr(vmdp5_ctl_base[rnd() % VMDP5_CTLS] + REG_MDP5_CTL_FLUSH,
		   rnd() % 2 ? 0xffffffff : rnd());
		vmdp5_vsync(&v, rnd() % VMDP5_INTFS);
		for (intf = 0; intf < VMDP5_INTFS; intf++) {
			struct vmdp5_frame f = { .rgb = rgb, .row = row };

			if (vmdp5_frame_size(v.live, intf, &f.width,
					     &f.height))
				continue;
			sized++;
			composed += vmdp5_compose(v.live, host, intf, &f) >= 0;
		}
	}
	printf("# fuzz: %d rounds, %d frames sized, %d composed\n", rounds,
	       sized, composed);
	return !composed;
}

int main(void)
{
	const struct vmdp5_host host = { .read = host_read };
	static unsigned char rgb[W * H * 3], row[VMDP5_ROW_BYTES];
	struct vmdp5_frame f = { .width = W, .height = H, .rgb = rgb,
				 .row = row };
	vd_u32 ctl = vmdp5_ctl_base[0], lm = vmdp5_lm_base[0];
	vd_u32 intf = vmdp5_intf_base[3], w, h, flush;
	vd_u8 edid[VMDP5_EDID_SIZE], sum = 0;
	int x, y, bad = 0, i;

	printf("TAP version 13\n1..11\n");
	vmdp5_init(&v, &host);
	ok(vmdp5_read(&v, VMDP5_WIN_MDP, REG_MDP5_MDP_HW_VERSION) ==
	   0x10020000, "HW_VERSION reads MDP5 v1.2 (MSM8974)");

	/* Base: 64x32 XRGB at 0x100000; STAGE0: 16x8 ARGB at 0x110000 */
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++)
			*pix(0x100000, W * 4, x, y) = (x * 4) << 16 |
						      (y * 8) << 8 | (x ^ y);
	for (y = 0; y < 8; y++)
		for (x = 0; x < 16; x++)
			*pix(0x110000, 64, x, y) = (vd_u32)(x * 16) << 24 |
						   0x402010;
	pipe(VMDP5_RGB0, 0x100000, W, H, 0, 0, 0);
	pipe(VMDP5_VIG0, 0x110000, 16, 8, 10, 5, 1);
	wr(lm + REG_MDP5_LM_OUT_SIZE, H << 16 | W);
	wr(lm + REG_MDP5_LM_BLEND_OP_MODE(0),
	   MDP5_LM_BLEND_OP_MODE_FG_ALPHA(FG_CONST) |
	   MDP5_LM_BLEND_OP_MODE_BG_ALPHA(FG_PIXEL) |
	   MDP5_LM_BLEND_OP_MODE_BG_INV_ALPHA);
	wr(lm + REG_MDP5_LM_BLEND_FG_ALPHA(0), 0xff);
	wr(ctl + REG_MDP5_CTL_LAYER_REG(0),
	   MDP5_CTL_LAYER_REG_RGB0(STAGE_BASE) |
	   MDP5_CTL_LAYER_REG_VIG0(STAGE0));
	wr(ctl + REG_MDP5_CTL_OP, MDP5_CTL_OP_INTF_NUM(INTF3));
	ok(vmdp5_frame_size(v.live, 3, &w, &h) == -1,
	   "nothing shows before a flush");

	/* No timing engine: the flush latches at once */
	wr(ctl + REG_MDP5_CTL_FLUSH, MDP5_CTL_FLUSH_RGB0 |
	   MDP5_CTL_FLUSH_VIG0 | MDP5_CTL_FLUSH_LM0 | MDP5_CTL_FLUSH_CTL);
	ok(!vmdp5_frame_size(v.live, 3, &w, &h) && w == W && h == H &&
	   !vmdp5_read(&v, VMDP5_WIN_MDP, ctl + REG_MDP5_CTL_FLUSH),
	   "with the timing engine off a flush takes effect at once");

	ok(vmdp5_compose(v.live, &host, 3, &f) == 0, "the frame composes");
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			vd_u32 p = *pix(0x100000, W * 4, x, y);
			unsigned char want[3] = { p >> 16, p >> 8, p };

			if (x >= 10 && x < 26 && y >= 5 && y < 13) {
				vd_u32 o = *pix(0x110000, 64, x - 10, y - 5);

				for (i = 0; i < 3; i++)
					want[i] = mix((o >> (16 - 8 * i)) & 0xff,
						      255, want[i],
						      255 - (o >> 24));
			}
			bad += memcmp(rgb + 3 * (y * W + x), want, 3) != 0;
		}
	ok(!bad, "base stage and a premultiplied stage blended, pixel for pixel");

	/* Timing engine on: flushes wait for the vsync, which interrupts */
	wr(REG_MDP5_MDP_DISP_INTF_SEL, MDP5_MDP_DISP_INTF_SEL_INTF3(INTF_HDMI));
	wr(intf + REG_MDP5_INTF_TIMING_ENGINE_EN, 1);
	wr(REG_MDP5_MDP_INTR_EN, MDP5_IRQ_INTF3_VSYNC);
	wr(vmdp5_pipe_base[VMDP5_RGB0] + REG_MDP5_PIPE_SRC0_ADDR, 0x20000000);
	wr(ctl + REG_MDP5_CTL_FLUSH, MDP5_CTL_FLUSH_RGB0);
	flush = vmdp5_read(&v, VMDP5_WIN_MDP, ctl + REG_MDP5_CTL_FLUSH);
	ok(flush == MDP5_CTL_FLUSH_RGB0 && !vmdp5_irq_pending(&v) &&
	   vmdp5_compose(v.live, &host, 3, &f) == 0,
	   "with the timing engine on a flush is pending until the vsync");
	vmdp5_vsync(&v, 3);
	ok(!vmdp5_read(&v, VMDP5_WIN_MDP, ctl + REG_MDP5_CTL_FLUSH) &&
	   vmdp5_irq_pending(&v) &&
	   vmdp5_read(&v, VMDP5_WIN_MDSS, REG_MDSS_HW_INTR_STATUS) ==
	   MDSS_HW_INTR_STATUS_INTR_MDP,
	   "the vsync latches it and raises the interrupt");
	wr(REG_MDP5_MDP_INTR_CLEAR, MDP5_IRQ_INTF3_VSYNC);
	ok(!vmdp5_irq_pending(&v) &&
	   vmdp5_compose(v.live, &host, 3, &f) == H,
	   "INTR_CLEAR clears it; a base pipe whose memory faults underruns every row");

	ok(!nv12(&host), "NV12 through the VIG pipe's CSC: white and red as BT.601 makes them");

	vmdp5_edid(edid, 0);
	for (i = 0; i < VMDP5_EDID_SIZE; i++)
		sum += edid[i];
	ok(!sum && edid[0] == 0 && edid[1] == 0xff && edid[54] == 0x64 &&
	   edid[55] == 0x19, "the EDID's checksum holds, 1024x768 at 65 MHz preferred");
	vmdp5_init(&v, &host);
	ok(!fuzz(&host, 3000), "3000 rounds of random registers compose within bounds");
	printf("# %d passed, %d failed\n", n - fails, fails);
	return fails != 0;
}
