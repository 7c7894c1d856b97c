// SPDX-License-Identifier: GPL-2.0-only
/*
 * kmsframe: checks the frames the virtual MDP5 showed (debugfs
 * vdisplayN_frame, a binary PPM) while Debian's modetest and kmscube ran
 * in the guest (selftests/kms/run-clients), and converts them to PNG.
 *
 *   kmsframe png FRAME OUT.png
 *   kmsframe smpte [-p WxH+X+Y] [-a] [-o PREFIX] FRAME
 *   kmsframe cursor [-o PREFIX] FRAME
 *   kmsframe flip [-o PREFIX] FRAME
 *   kmsframe cube FRAME
 *   kmsframe differ FRAME1 FRAME2
 *   kmsframe busy FRAME
 *   kmsframe shm FRAME
 *   kmsframe egl FRAME
 *
 * smpte: FRAME must be modetest's SMPTE colour bars at FRAME's size (its
 * primary plane, XRGB8888, libdrm 2.4.114's tests/util/pattern.c, which
 * Debian builds without cairo), with -p its overlay plane, the "tiles"
 * pattern in XRGB8888 (alpha ignored: opaque) at that rectangle, or with
 * -a in ARGB8888 (alpha 127 in its top left quarter, 255 elsewhere),
 * blended as the plane's default blend mode says, pre-multiplied.
 * cursor: the SMPTE bars and modetest's 64x64 cursor somewhere over them
 * (it moves): the pixels that differ must fit in a 64x64 box, each the
 * cursor's colour (ARGB8888 0x77777777, the "plain" pattern) blended over
 * the bars by its alpha (coverage), as MDP5's cursor blends; exit status
 * 3 if the frame is the bars alone (modetest hides its cursor at times).
 * flip: FRAME is one of the two frames modetest -v flips between, SMPTE
 * or "plain" (every byte 0x77).  cube: kmscube's cube on its grey clear
 * colour: the border (an eighth of each side) all background, and the
 * middle at least a tenth cube.  differ: the frames differ.  busy: not
 * uniform (glmark2's scenes): at least 2% of the pixels differ from the
 * most common colour, and there are 32 colours or more.  shm:
 * weston-simple-shm's window (weston 10's clients/simple-shm.c): each
 * pixel there is k * 0x080401 (mod 2^24), k = x + t/16 outside its
 * circles, so that a pixel's k is its left neighbour's plus one, and
 * k = y + t/32 in its ring, the same along a row and one more a row down;
 * at least 1000 pixels of each, all in a box of 150x150 to 260x260 (its
 * 250x250 window less its padding).  egl: weston-simple-egl's triangle,
 * red, green and blue interpolated (opaque, over weston's black): at
 * least 1% of the frame coloured (channels 64 apart or more), and of
 * those at least 95% with r + g + b within 8 of 255.  One line of
 * findings each; exit status 0 good, 1 bad, 2 error.  With -o, a bad
 * frame also writes PREFIX-ref.png (what was expected) and
 * PREFIX-diff.png (white where they differ).
 */
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct img {
	int w, h;
	uint8_t *rgb;	/* top row first */
};

static void fail(const char *path, const char *why)
{
	fprintf(stderr, "kmsframe: %s: %s\n", path, why);
	exit(2);
}

/* A binary PPM, 8 bits a channel, as vmdp5 writes it (no comments) */
static void load(const char *path, struct img *im)
{
	FILE *f = fopen(path, "rb");
	int maxval;
	size_t n;

	if (!f)
		fail(path, "cannot open");
	if (fscanf(f, "P6 %d %d %d", &im->w, &im->h, &maxval) != 3 ||
	    fgetc(f) != '\n' || maxval != 255 || im->w <= 0 || im->h <= 0 ||
	    im->w > 8192 || im->h > 8192)
		fail(path, "not a binary PPM of 8-bit channels");
	n = (size_t)im->w * im->h * 3;
	im->rgb = malloc(n);
	if (!im->rgb || fread(im->rgb, 1, n, f) != n)
		fail(path, "short PPM");
	fclose(f);
}

static void save(const char *path, const struct img *im)
{
	png_image p;

	memset(&p, 0, sizeof(p));
	p.version = PNG_IMAGE_VERSION;
	p.width = im->w;
	p.height = im->h;
	p.format = PNG_FORMAT_RGB;
	if (!png_image_write_to_file(&p, path, 0, im->rgb, 0, NULL))
		fail(path, p.message);
}

static void alloc(struct img *im, int w, int h)
{
	im->w = w;
	im->h = h;
	im->rgb = calloc((size_t)w * h, 3);
	if (!im->rgb)
		fail("image", "out of memory");
}

static void put(struct img *im, int x, int y, uint32_t rgb)
{
	uint8_t *p = im->rgb + ((size_t)y * im->w + x) * 3;

	p[0] = rgb >> 16;
	p[1] = rgb >> 8;
	p[2] = rgb;
}

static uint32_t get(const struct img *im, int x, int y)
{
	const uint8_t *p = im->rgb + ((size_t)y * im->w + x) * 3;

	return (uint32_t)p[0] << 16 | p[1] << 8 | p[2];
}

/* fill_smpte_rgb32: the colours' alpha does not show in XRGB8888 */
static void smpte(struct img *im, int ox, int oy, int width, int height)
{
	static const uint32_t top[] = {
		0xc0c0c0, 0xc0c000, 0x00c0c0, 0x00c000,
		0xc000c0, 0xc00000, 0x0000c0,
	};
	static const uint32_t middle[] = {
		0x0000c0, 0x131313, 0xc000c0, 0x131313,
		0x00c0c0, 0x131313, 0xc0c0c0,
	};
	static const uint32_t bottom[] = {
		0x00214c, 0xffffff, 0x32006a, 0x131313,
		0x090909, 0x131313, 0x1d1d1d, 0x131313,
	};
	int x, y;

	for (y = 0; y < height * 6 / 9; y++)
		for (x = 0; x < width; x++)
			put(im, ox + x, oy + y, top[x * 7 / width]);
	for (; y < height * 7 / 9; y++)
		for (x = 0; x < width; x++)
			put(im, ox + x, oy + y, middle[x * 7 / width]);
	for (; y < height; y++) {
		for (x = 0; x < width * 5 / 7; x++)
			put(im, ox + x, oy + y,
			    bottom[x * 4 / (width * 5 / 7)]);
		for (; x < width * 6 / 7; x++)
			put(im, ox + x, oy + y,
			    bottom[(x - width * 5 / 7) * 3 / (width / 7) + 4]);
		for (; x < width; x++)
			put(im, ox + x, oy + y, bottom[7]);
	}
}

/* fill_tiles_rgb32's colour at x, y of a width-wide buffer */
static uint32_t tile(int x, int y, int width)
{
	div_t d = div(x + y, width);

	return (0x00130502 * (d.quot >> 6) + 0x000a1120 * (d.rem >> 6)) &
	       0xffffff;
}

/* a over b: out = (fg * fa + bg * ba + 127) / 255, per channel */
static uint32_t blend(uint32_t fg, unsigned int fa, uint32_t bg,
		      unsigned int ba)
{
	uint32_t out = 0;
	int shift;

	for (shift = 16; shift >= 0; shift -= 8) {
		unsigned int v = (((fg >> shift) & 0xff) * fa +
				  ((bg >> shift) & 0xff) * ba + 127) / 255;

		out |= (v > 255 ? 255 : v) << shift;
	}
	return out;
}

/* Every channel within tol */
static int near(uint32_t a, uint32_t b, int tol)
{
	int shift;

	for (shift = 16; shift >= 0; shift -= 8)
		if (abs((int)((a >> shift) & 0xff) -
			(int)((b >> shift) & 0xff)) > tol)
			return 0;
	return 1;
}

/* Grows the bounding box x0, y0, x1, y1 (inclusive) to hold x, y */
static void box_add(int box[4], int x, int y)
{
	if (x < box[0])
		box[0] = x;
	if (y < box[1])
		box[1] = y;
	if (x > box[2])
		box[2] = x;
	if (y > box[3])
		box[3] = y;
}

/* The pixels of a that differ from b; their bounding box in box[4] */
static size_t compare(const struct img *a, const struct img *b, int box[4],
		      struct img *diff)
{
	size_t bad = 0;
	int x, y;

	box[0] = box[1] = 1 << 30;
	box[2] = box[3] = -1;
	for (y = 0; y < a->h; y++)
		for (x = 0; x < a->w; x++) {
			int d = get(a, x, y) != get(b, x, y);

			if (diff)
				put(diff, x, y, d ? 0xffffff : 0);
			if (!d)
				continue;
			bad++;
			box_add(box, x, y);
		}
	return bad;
}

static void keep(const char *prefix, const struct img *ref,
		 const struct img *diff)
{
	char path[4096];

	if (!prefix)
		return;
	snprintf(path, sizeof(path), "%s-ref.png", prefix);
	save(path, ref);
	snprintf(path, sizeof(path), "%s-diff.png", prefix);
	save(path, diff);
}

static int cmd_smpte(int argc, char **argv)
{
	int pw = 0, ph = 0, px = 0, py = 0, alpha = 0, opt, box[4], x, y;
	const char *prefix = NULL;
	struct img im, ref, diff;
	size_t bad;

	while ((opt = getopt(argc, argv, "p:ao:")) != -1) {
		switch (opt) {
		case 'p':
			if (sscanf(optarg, "%dx%d+%d+%d", &pw, &ph, &px,
				   &py) != 4 || pw <= 0 || ph <= 0)
				fail(optarg, "not WxH+X+Y");
			break;
		case 'a':
			alpha = 1;
			break;
		case 'o':
			prefix = optarg;
			break;
		default:
			return 2;
		}
	}
	if (argc - optind != 1)
		fail("smpte", "one frame");
	load(argv[optind], &im);
	alloc(&ref, im.w, im.h);
	alloc(&diff, im.w, im.h);
	smpte(&ref, 0, 0, im.w, im.h);
	for (y = 0; y < ph; y++)
		for (x = 0; x < pw; x++) {
			uint32_t c = tile(x, y, pw);
			unsigned int a = y < ph / 2 && x < pw / 2 ? 127 : 255;

			if (px + x >= im.w || py + y >= im.h)
				continue;
			if (alpha)
				c = blend(c, 255, get(&ref, px + x, py + y),
					  255 - a);
			put(&ref, px + x, py + y, c);
		}
	bad = compare(&im, &ref, box, &diff);
	printf("%zu of %d pixels differ from modetest's SMPTE bars%s",
	       bad, im.w * im.h, !pw ? "" : alpha ?
	       " and its ARGB8888 overlay, pre-multiplied" :
	       " and its opaque XRGB8888 overlay");
	if (bad)
		printf(", in %dx%d at %d,%d", box[2] - box[0] + 1,
		       box[3] - box[1] + 1, box[0], box[1]);
	printf("\n");
	if (bad)
		keep(prefix, &ref, &diff);
	return bad != 0;
}

static int cmd_cursor(int argc, char **argv)
{
	const char *prefix = NULL;
	struct img im, ref, diff;
	int opt, box[4], x, y;
	size_t bad, wrong = 0;

	while ((opt = getopt(argc, argv, "o:")) != -1) {
		if (opt != 'o')
			return 2;
		prefix = optarg;
	}
	if (argc - optind != 1)
		fail("cursor", "one frame");
	load(argv[optind], &im);
	alloc(&ref, im.w, im.h);
	alloc(&diff, im.w, im.h);
	smpte(&ref, 0, 0, im.w, im.h);
	bad = compare(&im, &ref, box, &diff);
	if (!bad) {
		printf("the SMPTE bars, no cursor\n");
		return 3;
	}
	for (y = box[1]; y <= box[3]; y++)
		for (x = box[0]; x <= box[2]; x++)
			wrong += !near(get(&im, x, y),
				       blend(0x777777, 0x77, get(&ref, x, y),
					     255 - 0x77), 1);
	printf("the SMPTE bars and a %dx%d cursor at %d,%d: %zu of its "
	       "pixels are not 0x77777777 blended by its alpha\n",
	       box[2] - box[0] + 1, box[3] - box[1] + 1, box[0], box[1],
	       wrong);
	if (box[2] - box[0] >= 64 || box[3] - box[1] >= 64 || wrong) {
		keep(prefix, &ref, &diff);
		return 1;
	}
	return 0;
}

static int cmd_flip(int argc, char **argv)
{
	const char *prefix = NULL;
	struct img im, a, b, diff;
	size_t bad_a, bad_b;
	int opt, box[4];

	while ((opt = getopt(argc, argv, "o:")) != -1) {
		if (opt != 'o')
			return 2;
		prefix = optarg;
	}
	if (argc - optind != 1)
		fail("flip", "one frame");
	load(argv[optind], &im);
	alloc(&a, im.w, im.h);
	alloc(&b, im.w, im.h);
	alloc(&diff, im.w, im.h);
	smpte(&a, 0, 0, im.w, im.h);
	memset(b.rgb, 0x77, (size_t)im.w * im.h * 3);
	bad_a = compare(&im, &a, box, NULL);
	bad_b = compare(&im, &b, box, &diff);
	if (!bad_a || !bad_b) {
		printf("modetest's %s frame\n", bad_a ? "plain grey" : "SMPTE");
		return 0;
	}
	printf("neither frame: %zu pixels differ from SMPTE, %zu from "
	       "plain grey\n", bad_a, bad_b);
	keep(prefix, &b, &diff);
	return 1;
}

static int grey(uint32_t c)
{
	int r = c >> 16, g = (c >> 8) & 0xff, b = c & 0xff;

	return r == g && g == b && r >= 126 && r <= 129;
}

static int cmd_cube(int argc, char **argv)
{
	size_t edge = 0, mid = 0, mids = 0, cube = 0;
	int x, y, box[4] = { 1 << 30, 1 << 30, -1, -1 };
	struct img im;
	uint32_t bg;

	if (argc != 2)
		fail("cube", "one frame");
	load(argv[1], &im);
	bg = get(&im, 0, 0);
	for (y = 0; y < im.h; y++)
		for (x = 0; x < im.w; x++) {
			int in = x >= im.w / 8 && x < im.w - im.w / 8 &&
				 y >= im.h / 8 && y < im.h - im.h / 8;
			int c = get(&im, x, y) != bg;

			if (!in)
				edge += c;
			else {
				mids++;
				mid += c;
			}
			if (!c)
				continue;
			cube++;
			box_add(box, x, y);
		}
	printf("background %06x, %zu cube pixels (%zu in the middle's %zu, "
	       "%zu at the border), %dx%d at %d,%d\n", bg, cube, mid, mids,
	       edge, cube ? box[2] - box[0] + 1 : 0,
	       cube ? box[3] - box[1] + 1 : 0, cube ? box[0] : 0,
	       cube ? box[1] : 0);
	return !grey(bg) || edge || mid * 10 < mids;
}

static int cmd_differ(int argc, char **argv)
{
	struct img a, b;
	size_t bad;
	int box[4];

	if (argc != 3)
		fail("differ", "two frames");
	load(argv[1], &a);
	load(argv[2], &b);
	if (a.w != b.w || a.h != b.h) {
		printf("sizes %dx%d and %dx%d\n", a.w, a.h, b.w, b.h);
		return 0;
	}
	bad = compare(&a, &b, box, NULL);
	if (bad)
		printf("%zu pixels differ, in %dx%d at %d,%d\n", bad,
		       box[2] - box[0] + 1, box[3] - box[1] + 1, box[0],
		       box[1]);
	else
		printf("the same frame\n");
	return !bad;
}

static int cmd_busy(int argc, char **argv)
{
	uint32_t *count, most = 0, top = 0;
	size_t n, i, colours = 0;
	struct img im;

	if (argc != 2)
		fail("busy", "one frame");
	load(argv[1], &im);
	n = (size_t)im.w * im.h;
	count = calloc(1 << 24, sizeof(*count));
	if (!count)
		fail("busy", "out of memory");
	for (i = 0; i < n; i++) {
		uint32_t c = get(&im, i % im.w, i / im.w);

		colours += !count[c]++;
		if (count[c] > top) {
			top = count[c];
			most = c;
		}
	}
	printf("%dx%d, %zu colours, %.1f%% of the pixels not its most common "
	       "colour (%06x)\n", im.w, im.h, colours,
	       100.0 * (n - top) / n, most);
	free(count);
	return (n - top) * 50 < n || colours < 32;
}

/* k of simple-shm's v = k * 0x080401 (mod 2^24): 0x07fc01 is its inverse */
static uint32_t shm_k(const struct img *im, int x, int y)
{
	return (get(im, x, y) * 0x07fc01u) & 0xffffff;
}

static int cmd_shm(int argc, char **argv)
{
	int x, y, box[4] = { 1 << 30, 1 << 30, -1, -1 }, w, h;
	size_t steps = 0, rings = 0;
	struct img im;

	if (argc != 2)
		fail("shm", "one frame");
	load(argv[1], &im);
	for (y = 0; y + 1 < im.h; y++)
		for (x = 0; x + 1 < im.w; x++) {
			uint32_t k = shm_k(&im, x, y);
			uint32_t right = shm_k(&im, x + 1, y);
			uint32_t down = shm_k(&im, x, y + 1);

			if (right == ((k + 1) & 0xffffff))
				steps++;
			else if (right == k && down == ((k + 1) & 0xffffff))
				rings++;
			else
				continue;
			box_add(box, x, y);
		}
	w = box[2] < 0 ? 0 : box[2] - box[0] + 2;
	h = box[3] < 0 ? 0 : box[3] - box[1] + 2;
	printf("simple-shm's pattern: %zu pixels one step right of their "
	       "left neighbour, %zu one step below theirs, in %dx%d at %d,%d\n",
	       steps, rings, w, h, w ? box[0] : 0, h ? box[1] : 0);
	return steps < 1000 || rings < 1000 || w < 150 || h < 150 ||
	       w > 260 || h > 260;
}

static int cmd_egl(int argc, char **argv)
{
	int x, y, box[4] = { 1 << 30, 1 << 30, -1, -1 };
	size_t coloured = 0, sum = 0;
	struct img im;

	if (argc != 2)
		fail("egl", "one frame");
	load(argv[1], &im);
	for (y = 0; y < im.h; y++)
		for (x = 0; x < im.w; x++) {
			uint32_t c = get(&im, x, y);
			int r = c >> 16, g = (c >> 8) & 0xff, b = c & 0xff;
			int hi = r > g ? (r > b ? r : b) : (g > b ? g : b);
			int lo = r < g ? (r < b ? r : b) : (g < b ? g : b);

			if (hi - lo < 64)
				continue;
			coloured++;
			sum += abs(r + g + b - 255) <= 8;
			box_add(box, x, y);
		}
	printf("simple-egl's triangle: %zu coloured pixels, %zu of them with "
	       "r + g + b 255, in %dx%d at %d,%d\n", coloured, sum,
	       coloured ? box[2] - box[0] + 1 : 0,
	       coloured ? box[3] - box[1] + 1 : 0, coloured ? box[0] : 0,
	       coloured ? box[1] : 0);
	return coloured * 100 < (size_t)im.w * im.h || sum * 100 < coloured * 95;
}

int main(int argc, char **argv)
{
	struct img im;

	if (argc >= 4 && !strcmp(argv[1], "png") && argc == 4) {
		load(argv[2], &im);
		save(argv[3], &im);
		return 0;
	}
	if (argc >= 2 && !strcmp(argv[1], "smpte"))
		return cmd_smpte(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "cursor"))
		return cmd_cursor(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "flip"))
		return cmd_flip(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "cube"))
		return cmd_cube(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "differ"))
		return cmd_differ(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "busy"))
		return cmd_busy(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "shm"))
		return cmd_shm(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "egl"))
		return cmd_egl(argc - 1, argv + 1);
	fprintf(stderr, "usage: kmsframe png FRAME OUT.png\n"
		"       kmsframe smpte [-p WxH+X+Y] [-a] [-o PREFIX] FRAME\n"
		"       kmsframe cursor [-o PREFIX] FRAME\n"
		"       kmsframe flip [-o PREFIX] FRAME\n"
		"       kmsframe cube FRAME\n"
		"       kmsframe differ FRAME1 FRAME2\n"
		"       kmsframe busy FRAME\n"
		"       kmsframe shm FRAME\n"
		"       kmsframe egl FRAME\n");
	return 2;
}
