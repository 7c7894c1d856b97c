// SPDX-License-Identifier: GPL-2.0-only
/*
 * The virtual monitor's EDID (1.3, one block): 1024x768 at 60 Hz
 * preferred, 1920x1080 at 60 Hz beside it, and the VESA established modes
 * up to 1024x768.
 */

#include "vmdp5.h"

/* A detailed timing descriptor: pixel clock in 10 kHz, then the timings */
struct vmdp5_dtd {
	vd_u32 clock_10khz;
	vd_u32 hactive, hfront, hsync, hback;
	vd_u32 vactive, vfront, vsync, vback;
	int hpos, vpos;		/* sync polarities: positive */
};

static const struct vmdp5_dtd vmdp5_dtd_1024 = {
	6500, 1024, 24, 136, 160, 768, 3, 6, 29, 0, 0,
};

static const struct vmdp5_dtd vmdp5_dtd_1080 = {
	14850, 1920, 88, 44, 148, 1080, 4, 5, 36, 1, 1,
};

static void vmdp5_edid_dtd(vd_u8 *p, const struct vmdp5_dtd *t)
{
	vd_u32 hblank = t->hfront + t->hsync + t->hback;
	vd_u32 vblank = t->vfront + t->vsync + t->vback;

	p[0] = t->clock_10khz & 0xff;
	p[1] = t->clock_10khz >> 8;
	p[2] = t->hactive & 0xff;
	p[3] = hblank & 0xff;
	p[4] = ((t->hactive >> 8) << 4) | (hblank >> 8);
	p[5] = t->vactive & 0xff;
	p[6] = vblank & 0xff;
	p[7] = ((t->vactive >> 8) << 4) | (vblank >> 8);
	p[8] = t->hfront & 0xff;
	p[9] = t->hsync & 0xff;
	p[10] = ((t->vfront & 0xf) << 4) | (t->vsync & 0xf);
	p[11] = ((t->hfront >> 8) << 6) | ((t->hsync >> 8) << 4) |
		((t->vfront >> 4) << 2) | (t->vsync >> 4);
	p[12] = 0x40;		/* 320 x 240 mm */
	p[13] = 0xf0;
	p[14] = 0x10;
	/* Digital separate sync, with its polarities */
	p[17] = 0x18 | (t->vpos ? 0x04 : 0) | (t->hpos ? 0x02 : 0);
}

/* A display descriptor: tag, then up to 13 bytes of text, 0x0a ended */
static void vmdp5_edid_text(vd_u8 *p, vd_u8 tag, const char *text)
{
	int i;

	p[3] = tag;
	for (i = 0; i < 13; i++)
		p[5 + i] = ' ';
	for (i = 0; i < 13 && text[i]; i++)
		p[5 + i] = (vd_u8)text[i];
	if (i < 13)
		p[5 + i] = 0x0a;
}

void vmdp5_edid(vd_u8 edid[VMDP5_EDID_SIZE], int output)
{
	static const vd_u8 header[8] = {
		0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00,
	};
	vd_u8 sum = 0;
	int i;

	for (i = 0; i < VMDP5_EDID_SIZE; i++)
		edid[i] = 0;
	for (i = 0; i < 8; i++)
		edid[i] = header[i];
	/* Manufacturer "QCV" (three 5-bit letters), product, serial */
	edid[8] = (('Q' - '@') << 2) | (('C' - '@') >> 3);
	edid[9] = ((('C' - '@') & 7) << 5) | ('V' - '@');
	edid[10] = 0x05;
	edid[11] = 0x5d;
	edid[12] = (vd_u8)(output + 1);
	edid[16] = 1;		/* week 1 of 2026 */
	edid[17] = 2026 - 1990;
	edid[18] = 1;		/* EDID 1.3 */
	edid[19] = 3;
	edid[20] = 0x80;	/* digital input */
	edid[21] = 32;		/* 32 x 24 cm */
	edid[22] = 24;
	edid[23] = 120;		/* gamma 2.2 */
	edid[24] = 0x0a;	/* RGB colour, preferred timing first */
	/* Chromaticity: sRGB's primaries and white point */
	edid[25] = 0xee; edid[26] = 0x91; edid[27] = 0xa3; edid[28] = 0x54;
	edid[29] = 0x4c; edid[30] = 0x99; edid[31] = 0x26; edid[32] = 0x0f;
	edid[33] = 0x50; edid[34] = 0x54;
	/* Established: 640x480@60, 800x600@60, 1024x768@60 */
	edid[35] = 0x21;
	edid[36] = 0x08;
	/* No standard timings */
	for (i = 38; i < 54; i++)
		edid[i] = 0x01;
	vmdp5_edid_dtd(edid + 54, &vmdp5_dtd_1024);
	vmdp5_edid_dtd(edid + 72, &vmdp5_dtd_1080);
	vmdp5_edid_text(edid + 90, 0xfc, output ? "vMDP5 panel" : "vMDP5 monitor");
	/* Range limits: 56-76 Hz, 30-70 kHz, 150 MHz */
	edid[108 + 3] = 0xfd;
	edid[108 + 5] = 56;
	edid[108 + 6] = 76;
	edid[108 + 7] = 30;
	edid[108 + 8] = 70;
	edid[108 + 9] = 15;
	edid[108 + 10] = 0x00;
	edid[108 + 11] = 0x0a;
	for (i = 12; i < 18; i++)
		edid[108 + i] = ' ';
	for (i = 0; i < VMDP5_EDID_SIZE - 1; i++)
		sum += edid[i];
	edid[VMDP5_EDID_SIZE - 1] = (vd_u8)(0x100 - sum);
}
