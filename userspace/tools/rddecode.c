// SPDX-License-Identifier: MIT
/*
 * rddecode: decodes an rd trace (drm/msm_rd.c's debugfs rd or hangrd, or
 * a saved copy) into readable command streams.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "rd.h"

/* How long a grown file must stay quiet before its last submit is shown */
#define FOLLOW_IDLE_MS	200
#define MAX_RANGES	64

static volatile sig_atomic_t stop;

static void usage(FILE *f)
{
	fputs("usage: rddecode [options] [FILE|-]\n"
	      "Decodes an rd trace (default: stdin).\n"
	      "  --submit N[,M-K,L-..]  decode only these submits (0-based)\n"
	      "  --regs                 per submit, the final value of each register written\n"
	      "  --summary              per submit, packet counts by type/opcode and register write counts\n"
	      "  --gen 2|3|4            decode as a2xx/a3xx/a4xx whatever the trace says\n"
	      "  --follow               keep reading at end of file (e.g. /sys/kernel/debug/dri/0/rd),\n"
	      "                         decoding each submit once it is complete; Ctrl-C ends\n"
	      "  -h, --help             this text\n"
	      "Exit status: 0, 1 for a truncated or corrupt trace, 2 for a usage or I/O error.\n",
	      f);
}

static int parse_uint(const char *s, char **end, uint32_t *v)
{
	unsigned long n;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	n = strtoul(s, end, 10);
	if (errno || n >= UINT32_MAX)
		return -1;
	*v = (uint32_t)n;
	return 0;
}

/* "1,3-5,7-" into ranges */
static int parse_ranges(const char *s, struct rd_range *r, unsigned int *nr)
{
	char *end;

	for (;;) {
		if (*nr == MAX_RANGES || parse_uint(s, &end, &r[*nr].first))
			return -1;
		r[*nr].last = r[*nr].first;
		if (*end == '-') {
			s = end + 1;
			if (*s == ',' || !*s)
				r[*nr].last = UINT32_MAX;
			else if (parse_uint(s, &end, &r[*nr].last) ||
				 r[*nr].last < r[*nr].first)
				return -1;
			else
				s = end;
			end = (char *)s;
		}
		(*nr)++;
		if (!*end)
			return 0;
		if (*end != ',')
			return -1;
		s = end + 1;
	}
}

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

/* Without SA_RESTART: a blocked read or poll returns to look at stop */
static void catch_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

struct input {
	int fd;
	bool follow;
	bool regular;		/* at EOF it may still grow */
	unsigned char *buf;
	size_t len, cap;
};

static int grow_input(struct input *in)
{
	size_t cap = in->cap ? 2 * in->cap : 1 << 20;
	unsigned char *n;

	if (in->len < in->cap)
		return 0;
	n = realloc(in->buf, cap);
	if (!n)
		return -1;
	in->buf = n;
	in->cap = cap;
	return 0;
}

/*
 * Following: a quiet spell after a submit's command streams means the
 * submit is whole (msm_rd.c writes them last), so show it now.
 */
static bool wait_input(struct input *in, struct rd_decoder *d)
{
	struct pollfd pfd = { .fd = in->fd, .events = POLLIN };
	int n = poll(&pfd, 1, FOLLOW_IDLE_MS);

	if (n == 0 && rd_decoder_submit_ready(d))
		rd_decoder_flush(d);
	return n > 0;
}

static void idle(struct rd_decoder *d)
{
	struct timespec ts = { 0, FOLLOW_IDLE_MS * 1000000L };

	if (rd_decoder_submit_ready(d))
		rd_decoder_flush(d);
	nanosleep(&ts, NULL);
}

/* Reads and decodes until EOF (or, following, until a signal) */
static int run(struct input *in, struct rd_decoder *d)
{
	while (!stop) {
		ssize_t n;
		long used;

		if (in->follow && !wait_input(in, d))
			continue;
		if (grow_input(in)) {
			fputs("rddecode: out of memory\n", stderr);
			return 2;
		}
		n = read(in->fd, in->buf + in->len, in->cap - in->len);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n < 0) {
			perror("rddecode: read");
			return 2;
		}
		if (n == 0) {
			/* A regular file (or debugfs) grows; a pipe has ended */
			if (!in->follow || !in->regular)
				break;
			idle(d);
			continue;
		}
		in->len += (size_t)n;
		used = rd_decoder_feed(d, in->buf, in->len);
		if (used < 0)
			return rd_decoder_finish(d, 0) ? 1 : 0;
		/* A large section arrives in many reads: move only when used */
		if (used) {
			memmove(in->buf, in->buf + used, in->len - (size_t)used);
			in->len -= (size_t)used;
		}
	}
	return rd_decoder_finish(d, in->len) ? 1 : 0;
}

static int open_input(struct input *in, const char *path)
{
	struct stat st;

	in->fd = STDIN_FILENO;
	if (path && strcmp(path, "-")) {
		in->fd = open(path, O_RDONLY);
		if (in->fd < 0) {
			fprintf(stderr, "rddecode: %s: %s\n", path,
				strerror(errno));
			return -1;
		}
	}
	in->regular = !fstat(in->fd, &st) && S_ISREG(st.st_mode);
	return 0;
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "submit", required_argument, NULL, 's' },
		{ "regs", no_argument, NULL, 'r' },
		{ "summary", no_argument, NULL, 'S' },
		{ "gen", required_argument, NULL, 'g' },
		{ "follow", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct rd_range ranges[MAX_RANGES];
	struct rd_options opt = { .mode = RD_MODE_FULL, .gen = -1 };
	struct input in = { 0 };
	struct rd_decoder *d;
	int c, ret;

	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 's':
			if (parse_ranges(optarg, ranges, &opt.nr_ranges)) {
				fprintf(stderr, "rddecode: bad --submit list '%s'\n",
					optarg);
				return 2;
			}
			opt.ranges = ranges;
			break;
		case 'r':
			opt.mode = RD_MODE_REGS;
			break;
		case 'S':
			opt.mode = RD_MODE_SUMMARY;
			break;
		case 'g':
			if (strlen(optarg) != 1 || optarg[0] < '2' ||
			    optarg[0] > '4') {
				fprintf(stderr, "rddecode: --gen takes 2, 3 or 4\n");
				return 2;
			}
			opt.gen = optarg[0] - '2';	/* enum regdb_gen */
			break;
		case 'f':
			in.follow = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (argc - optind > 1) {
		usage(stderr);
		return 2;
	}
	if (open_input(&in, argv[optind]))
		return 2;
	if (in.follow)
		catch_signals();
	d = rd_decoder_new(&opt, stdout);
	if (!d) {
		fputs("rddecode: out of memory\n", stderr);
		return 2;
	}
	ret = run(&in, d);
	rd_decoder_free(d);
	free(in.buf);
	if (fflush(stdout))
		ret = 2;
	return ret;
}
