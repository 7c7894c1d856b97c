// SPDX-License-Identifier: MIT
/*
 * imgcmp: compares an RGBA8 image with a reference (gles_scenes' PAM
 * files, or PNG), and converts them to PNG.
 *
 *   imgcmp [-t TOL] [-f PERMILLE] [-o PREFIX] [-v] IMAGE REFERENCE
 *   imgcmp -c IMAGE OUT.png
 *
 * Two pixels agree when no channel (R, G, B or A) differs by more than
 * TOL (default 2, out of 255).  The images match when they are the same
 * size and at most PERMILLE thousandths (default 5: 0.5%) of the pixels
 * disagree, which leaves room for the few edge pixels whose coverage the
 * GPU's and llvmpipe's rasterisers may decide differently, and for
 * filtering's rounding.  Prints one line: the largest channel difference,
 * the count of disagreeing pixels, the verdict.  With -o, when they do not
 * match, writes PREFIX-image.png, PREFIX-ref.png and PREFIX-diff.png (the
 * absolute difference per channel, times 4, opaque; disagreeing pixels
 * that differ only in alpha show white).  -v turns IMAGE upside down
 * first: a surface as memory holds it (rdreplay's PNG: GL's bottom row
 * first) against a readback (top row first).  Exit status: 0 match,
 * 1 mismatch, 2 error.
 */
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct img {
	int w, h;
	uint8_t *px;	/* RGBA, top row first */
};

static void fail(const char *path, const char *why)
{
	fprintf(stderr, "imgcmp: %s: %s\n", path, why);
	exit(2);
}

static void read_png(FILE *f, const char *path, struct img *im)
{
	png_image p;

	memset(&p, 0, sizeof(p));
	p.version = PNG_IMAGE_VERSION;
	if (!png_image_begin_read_from_stdio(&p, f))
		fail(path, p.message);
	p.format = PNG_FORMAT_RGBA;
	im->w = p.width;
	im->h = p.height;
	im->px = malloc(PNG_IMAGE_SIZE(p));
	if (!im->px || !png_image_finish_read(&p, NULL, im->px, 0, NULL))
		fail(path, p.message);
}

/* PAM as gles_scenes writes it: P7, DEPTH 4, MAXVAL 255 */
static void read_pam(FILE *f, const char *path, struct img *im)
{
	char line[256], key[64];
	int depth = 0, maxval = 0, v;

	im->w = im->h = 0;
	while (fgets(line, sizeof(line), f)) {
		if (!strcmp(line, "ENDHDR\n"))
			break;
		if (sscanf(line, "%63s %d", key, &v) != 2)
			continue;
		if (!strcmp(key, "WIDTH"))
			im->w = v;
		else if (!strcmp(key, "HEIGHT"))
			im->h = v;
		else if (!strcmp(key, "DEPTH"))
			depth = v;
		else if (!strcmp(key, "MAXVAL"))
			maxval = v;
	}
	if (im->w <= 0 || im->h <= 0 || im->w > 16384 || im->h > 16384 ||
	    depth != 4 || maxval != 255)
		fail(path, "not an RGBA8 PAM image");
	im->px = malloc((size_t)im->w * im->h * 4);
	if (!im->px || fread(im->px, 4, (size_t)im->w * im->h, f) !=
	    (size_t)im->w * im->h)
		fail(path, "short PAM image");
}

static void load(const char *path, struct img *im)
{
	FILE *f = fopen(path, "rb");
	char magic[3] = { 0 };

	if (!f)
		fail(path, "cannot open");
	if (fread(magic, 1, 2, f) != 2)
		fail(path, "empty");
	rewind(f);
	if (!strcmp(magic, "P7"))
		read_pam(f, path, im);
	else
		read_png(f, path, im);
	fclose(f);
}

static void save(const char *path, const struct img *im)
{
	png_image p;

	memset(&p, 0, sizeof(p));
	p.version = PNG_IMAGE_VERSION;
	p.width = im->w;
	p.height = im->h;
	p.format = PNG_FORMAT_RGBA;
	if (!png_image_write_to_file(&p, path, 0, im->px, 0, NULL))
		fail(path, p.message);
}

static void usage(void)
{
	fprintf(stderr, "usage: imgcmp [-t TOL] [-f PERMILLE] [-o PREFIX] [-v] "
		"IMAGE REFERENCE\n       imgcmp [-v] -c IMAGE OUT.png\n");
	exit(2);
}

static void flip_rows(struct img *im)
{
	size_t row = (size_t)im->w * 4;
	uint8_t *tmp = malloc(row);
	int y;

	if (!tmp)
		fail("flip", "out of memory");
	for (y = 0; y < im->h / 2; y++) {
		uint8_t *a = im->px + y * row;
		uint8_t *b = im->px + (size_t)(im->h - 1 - y) * row;

		memcpy(tmp, a, row);
		memcpy(a, b, row);
		memcpy(b, tmp, row);
	}
	free(tmp);
}

int main(int argc, char **argv)
{
	int tol = 2, permille = 5, convert = 0, flip = 0, opt, maxd = 0, c;
	const char *prefix = NULL;
	struct img a, b, d;
	size_t i, n, bad = 0;
	char path[4096];

	while ((opt = getopt(argc, argv, "t:f:o:cv")) != -1) {
		switch (opt) {
		case 't':
			tol = atoi(optarg);
			break;
		case 'f':
			permille = atoi(optarg);
			break;
		case 'o':
			prefix = optarg;
			break;
		case 'c':
			convert = 1;
			break;
		case 'v':
			flip = 1;
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 2)
		usage();
	load(argv[optind], &a);
	if (flip)
		flip_rows(&a);
	if (convert) {
		save(argv[optind + 1], &a);
		return 0;
	}
	load(argv[optind + 1], &b);
	if (a.w != b.w || a.h != b.h) {
		printf("size %dx%d, the reference's %dx%d: mismatch\n",
		       a.w, a.h, b.w, b.h);
		return 1;
	}
	n = (size_t)a.w * a.h;
	d.w = a.w;
	d.h = a.h;
	d.px = malloc(n * 4);
	if (!d.px)
		fail("diff", "out of memory");
	for (i = 0; i < n; i++) {
		int worst = 0;

		for (c = 0; c < 4; c++) {
			int x = abs(a.px[4 * i + c] - b.px[4 * i + c]);

			if (x > worst)
				worst = x;
			d.px[4 * i + c] = x * 4 > 255 ? 255 : x * 4;
		}
		if (worst > tol) {
			bad++;
			if (d.px[4 * i] + d.px[4 * i + 1] + d.px[4 * i + 2] == 0)
				memset(&d.px[4 * i], 255, 3);
		}
		d.px[4 * i + 3] = 255;
		if (worst > maxd)
			maxd = worst;
	}
	c = bad * 1000 <= n * (size_t)permille;
	printf("largest difference %d/255, %zu of %zu pixels differ by more "
	       "than %d: %s\n", maxd, bad, n, tol, c ? "match" : "mismatch");
	if (!c && prefix) {
		snprintf(path, sizeof(path), "%s-image.png", prefix);
		save(path, &a);
		snprintf(path, sizeof(path), "%s-ref.png", prefix);
		save(path, &b);
		snprintf(path, sizeof(path), "%s-diff.png", prefix);
		save(path, &d);
	}
	return !c;
}
