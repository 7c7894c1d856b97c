// SPDX-License-Identifier: GPL-2.0-only
/*
 * debugfs rd and hangrd: one reader at a time, blocking and non-blocking
 * reads, and the stream parsed back: GPU_ID and CHIP_ID first, then per
 * submit the RD_CMD line (comm/pid and fence), an RD_GPUADDR per buffer,
 * the contents of the command range and of an MSM_SUBMIT_BO_DUMP buffer,
 * and RD_CMDSTREAM_ADDR.  A thousand submits go through a 4 KiB capture
 * buffer with a slow reader, and all of them must arrive whole, in order.
 * Then the corner cases: a reader that closes while a submit waits for it,
 * and one that stalls past rd_timeout_ms (the drop is told and counted).
 */
#include <glob.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "msm_cs.h"

enum {
	RD_NONE = 0, RD_CMD = 2, RD_GPUADDR = 3, RD_CMDSTREAM_ADDR = 6,
	RD_BUFFER_CONTENTS = 12, RD_GPU_ID = 13, RD_CHIP_ID = 14,
};

#define PARAMS		"/sys/module/msm/parameters/"
#define CHILD_COMM	"msm_rd_child"
#define NR_NOPS		1000
#define DUMP_SIZE	(64 * 1024)
#define NOP_AT		64		/* dword of the NOP stream */

/* What the submitting child did, shared with the parent */
struct child_info {
	uint64_t cmd_iova, dump_iova, dst_iova;
	uint32_t cmd_len;		/* dwords of the detailed submit */
	uint32_t cmd_dw[8];
	uint32_t nop_len;
	uint32_t nop_dw[4];
	uint32_t detail_fence, first_nop_fence, last_fence;
	int err;
};

static struct child_info *info;
static char rd_path[300], hangrd_path[300], dropped_path[300];

/* The stream read so far, cut into sections */
struct section {
	uint32_t type, len;
	size_t off;			/* of the payload in buf */
};

struct stream {
	uint8_t *buf;
	size_t len, cap, parsed;
	struct section *sec;
	size_t nr, sec_cap;
};

static void stream_reset(struct stream *s)
{
	s->len = 0;
	s->parsed = 0;
	s->nr = 0;
}

/* Cuts every whole section out of what was read; false if malformed */
static int stream_parse(struct stream *s)
{
	while (s->len - s->parsed >= 8) {
		uint32_t hdr[2];

		memcpy(hdr, s->buf + s->parsed, 8);
		if (hdr[0] > RD_CHIP_ID)
			return 0;
		if (s->len - s->parsed - 8 < hdr[1])
			break;
		if (s->nr == s->sec_cap) {
			s->sec_cap = s->sec_cap ? s->sec_cap * 2 : 1024;
			s->sec = realloc(s->sec, s->sec_cap * sizeof(*s->sec));
			if (!s->sec)
				tap_bail("realloc");
		}
		s->sec[s->nr].type = hdr[0];
		s->sec[s->nr].len = hdr[1];
		s->sec[s->nr].off = s->parsed + 8;
		s->nr++;
		s->parsed += 8 + hdr[1];
	}
	return 1;
}

/* One read() into the stream: what read returned */
static ssize_t stream_read(struct stream *s, int fd, size_t chunk)
{
	ssize_t n;

	if (s->cap - s->len < chunk) {
		s->cap = (s->cap + chunk) * 2;
		s->buf = realloc(s->buf, s->cap);
		if (!s->buf)
			tap_bail("realloc");
	}
	n = read(fd, s->buf + s->len, chunk);
	if (n > 0)
		s->len += n;
	return n;
}

/* Non-blocking: everything there is now */
static void stream_drain(struct stream *s, int fd)
{
	int flags = fcntl(fd, F_GETFL);

	fcntl(fd, F_SETFL, flags | O_NONBLOCK);
	while (stream_read(s, fd, 65536) > 0)
		;
	fcntl(fd, F_SETFL, flags);
	stream_parse(s);
}

static const void *payload(struct stream *s, size_t i)
{
	return s->buf + s->sec[i].off;
}

static uint32_t u32_at(struct stream *s, size_t i, int word)
{
	uint32_t v;

	memcpy(&v, s->buf + s->sec[i].off + 4 * word, 4);
	return v;
}

static uint64_t addr_of(struct stream *s, size_t i)
{
	return u32_at(s, i, 0) | (uint64_t)u32_at(s, i, 2) << 32;
}

/* An RD_CMD line: comm, pid and fence id; 0 if it is not one of ours */
static int cmd_line(struct stream *s, size_t i, char *comm, int *pid,
		    uint32_t *seqno, uint32_t *fence_id)
{
	char text[256];
	const char *colon;
	size_t n = s->sec[i].len < 255 ? s->sec[i].len : 255;

	if (s->sec[i].type != RD_CMD)
		return 0;
	memcpy(text, payload(s, i), n);
	text[n] = 0;
	colon = strstr(text, ": fence=");
	if (!colon)
		return 0;
	*fence_id = 0;
	if (sscanf(colon, ": fence=%u queue=%*u fence_id=%u", seqno,
		   fence_id) != 2)
		return 0;
	while (colon > text && colon[-1] != '/')
		colon--;
	if (colon == text)
		return 0;
	*pid = atoi(colon);
	n = colon - 1 - text;
	memcpy(comm, text, n < 15 ? n : 15);
	comm[n < 15 ? n : 15] = 0;
	return 1;
}

static int write_param(const char *name, const char *value)
{
	char path[128];
	FILE *f;
	int ok;

	snprintf(path, sizeof(path), PARAMS "%s", name);
	f = fopen(path, "w");
	if (!f)
		return 0;
	ok = fputs(value, f) >= 0;
	return fclose(f) == 0 && ok;
}

static long read_number(const char *path)
{
	FILE *f = fopen(path, "r");
	long v = -1;

	if (f) {
		if (fscanf(f, "%ld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

static void on_alarm(int sig)
{
	(void)sig;
	printf("Bail out! timed out waiting for rd\n");
	exit(1);
}

/*
 * The child: a detailed submit (command buffer, a DUMP buffer with a
 * pattern, a written buffer) when detailed, then nops NOP submits.
 */
static int child_submits(int detailed, int nops)
{
	struct msm_bo cmd, dump, dst;
	struct msm_submit_req req;
	struct msm_cs cs;
	int fd, i;

	prctl(PR_SET_NAME, CHILD_COMM);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, DUMP_SIZE, &dump) ||
	    msm_bo_create(fd, 4096, &dst))
		return 1;
	info->cmd_iova = cmd.iova;
	info->dump_iova = dump.iova;
	info->dst_iova = dst.iova;

	if (detailed) {
		for (i = 0; i < DUMP_SIZE / 4; i++)
			dump.map[i] = i * 2654435761u;
		cs_begin(&cs, &cmd, 0);
		cs_mem_write(&cs, dst.iova, 0x1234);
		cs_pkt3(&cs, CP_NOP, 1);
		cs_emit(&cs, 0xc0ffee);
		info->cmd_len = cs.len;
		memcpy(info->cmd_dw, cmd.map, cs.len * 4);
		msm_submit_init(&req, &cs, 0);
		msm_submit_add(&req, &dump,
			       MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_DUMP);
		msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
		if (msm_submit(fd, &req) ||
		    msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS))
			return 2;
		info->detail_fence = req.args.fence;
	}

	/* The NOP stream never changes: its capture must match every time */
	cs_begin(&cs, &cmd, NOP_AT);
	cs_pkt3(&cs, CP_NOP, 2);
	cs_emit(&cs, 0x5eed0000);
	cs_emit(&cs, 0x0000beef);
	info->nop_len = cs.len;
	memcpy(info->nop_dw, cmd.map + NOP_AT, cs.len * 4);
	msm_submit_init(&req, &cs, 0);
	for (i = 0; i < nops; i++) {
		if (msm_submit(fd, &req))
			return 3;
		if (!i)
			info->first_nop_fence = req.args.fence;
	}
	info->last_fence = req.args.fence;
	if (nops && msm_wait_fence(fd, 0, req.args.fence, 60 * SECOND_NS))
		return 4;
	return 0;
}

static pid_t start_child(int detailed, int nops)
{
	pid_t pid;

	memset(info, 0, sizeof(*info));
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		int fd;

		/* The parent's rd must close when the parent closes it */
		for (fd = 3; fd < 64; fd++)
			close(fd);
		_exit(child_submits(detailed, nops));
	}
	return pid;
}

static int child_status(pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

static int find_paths(void)
{
	glob_t g;
	char *dir;

	if (glob("/sys/kernel/debug/dri/*/rd", 0, NULL, &g) || !g.gl_pathc)
		return 0;
	snprintf(rd_path, sizeof(rd_path), "%s", g.gl_pathv[0]);
	globfree(&g);
	dir = strrchr(rd_path, '/');
	snprintf(hangrd_path, sizeof(hangrd_path), "%.*shangrd",
		 (int)(dir - rd_path + 1), rd_path);
	snprintf(dropped_path, sizeof(dropped_path), "%.*srd_dropped",
		 (int)(dir - rd_path + 1), rd_path);
	return 1;
}

/* The first two sections of any open: the tools' GPU and chip ids */
static void check_ids(struct stream *s, const char *what)
{
	uint64_t gpu_id = 0, chip_id = 0, got_chip = 0;
	int fd = msm_open();

	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	msm_get_param(fd, MSM_PARAM_CHIP_ID, &chip_id);
	close(fd);
	if (s->nr >= 2 && s->sec[1].len == 8)
		memcpy(&got_chip, payload(s, 1), 8);
	tap_ok(s->nr >= 2 && s->sec[0].type == RD_GPU_ID &&
	       s->sec[0].len == 4 && u32_at(s, 0, 0) == gpu_id &&
	       s->sec[1].type == RD_CHIP_ID && got_chip == chip_id,
	       "%s: RD_GPU_ID %u then RD_CHIP_ID 0x%llx first", what,
	       s->nr ? u32_at(s, 0, 0) : 0, (unsigned long long)got_chip);
}

static void check_open(struct stream *s, int *fd)
{
	int second;
	ssize_t n;

	*fd = open(rd_path, O_RDONLY | O_NONBLOCK);
	tap_ok(*fd >= 0, "open %s", rd_path);
	second = open(rd_path, O_RDONLY);
	tap_ok(second < 0 && errno == EBUSY, "a second open fails with EBUSY");
	if (second >= 0)
		close(second);

	stream_drain(s, *fd);
	check_ids(s, "rd");
	n = read(*fd, s->buf, 16);
	tap_ok(n < 0 && errno == EAGAIN,
	       "O_NONBLOCK read with nothing to read: EAGAIN");
	fcntl(*fd, F_SETFL, O_RDONLY);
}

/* Blocking reads, in small pieces, until the child's last submit is in */
static size_t read_until(struct stream *s, int fd, pid_t pid,
			 uint32_t nr_cmds)
{
	size_t i = 2, seen = 0, last_cmd = 0;

	alarm(120);
	for (;;) {
		if (stream_read(s, fd, 700) <= 0 || !stream_parse(s))
			break;
		for (; i < s->nr; i++) {
			char comm[16];
			uint32_t seqno, id;
			int p;

			if (cmd_line(s, i, comm, &p, &seqno, &id) && p == pid) {
				seen++;
				last_cmd = i;
			}
			/* A submit ends with its last RD_CMDSTREAM_ADDR */
			if (seen == nr_cmds && s->sec[i].type ==
			    RD_CMDSTREAM_ADDR && i > last_cmd) {
				alarm(0);
				return seen;
			}
		}
	}
	alarm(0);
	return seen;
}

/* The sections of submit k of pid: from its RD_CMD to the next one */
static size_t submit_at(struct stream *s, pid_t pid, uint32_t fence_id,
			size_t *end)
{
	size_t i, j;

	for (i = 0; i < s->nr; i++) {
		char comm[16];
		uint32_t seqno, id;
		int p;

		if (!cmd_line(s, i, comm, &p, &seqno, &id) || p != pid ||
		    id != fence_id)
			continue;
		for (j = i + 1; j < s->nr && s->sec[j].type != RD_CMD; j++)
			;
		*end = j;
		return i;
	}
	*end = 0;
	return 0;
}

/* An RD_GPUADDR of iova and size in [from, to), or 0 */
static size_t find_addr(struct stream *s, size_t from, size_t to,
			uint32_t type, uint64_t iova, uint32_t size)
{
	size_t i;

	for (i = from; i < to; i++)
		if (s->sec[i].type == type && s->sec[i].len == 12 &&
		    addr_of(s, i) == iova && u32_at(s, i, 1) == size)
			return i;
	return 0;
}

static void check_detail(struct stream *s, pid_t pid)
{
	size_t end, at = submit_at(s, pid, info->detail_fence, &end);
	char comm[16] = "";
	uint32_t seqno = 0, id = 0, size = info->cmd_len * 4;
	size_t bo, range;
	int p = 0, ok = 1, i;

	if (at)
		cmd_line(s, at, comm, &p, &seqno, &id);
	tap_ok(at && !strcmp(comm, CHILD_COMM) && p == pid &&
	       id == info->detail_fence,
	       "RD_CMD \"%s/%d\" fence id %u for the submit (fence %u)",
	       comm, p, id, seqno);
	tap_ok(at && find_addr(s, at, end, RD_GPUADDR, info->cmd_iova, 4096) &&
	       find_addr(s, at, end, RD_GPUADDR, info->dst_iova, 4096),
	       "RD_GPUADDR of the command and the written buffer");

	bo = at ? find_addr(s, at, end, RD_GPUADDR, info->dump_iova,
			    DUMP_SIZE) : 0;
	if (bo && bo + 1 < end && s->sec[bo + 1].type == RD_BUFFER_CONTENTS &&
	    s->sec[bo + 1].len == DUMP_SIZE) {
		const uint8_t *d = payload(s, bo + 1);

		for (i = 0; i < DUMP_SIZE / 4; i++) {
			uint32_t v;

			memcpy(&v, d + 4 * i, 4);
			ok &= v == i * 2654435761u;
		}
	} else {
		ok = 0;
	}
	tap_ok(ok, "the MSM_SUBMIT_BO_DUMP buffer: RD_GPUADDR, then its %d bytes",
	       DUMP_SIZE);

	range = at ? find_addr(s, at, end, RD_GPUADDR, info->cmd_iova, size) :
		0;
	tap_ok(range && range + 1 < end &&
	       s->sec[range + 1].type == RD_BUFFER_CONTENTS &&
	       s->sec[range + 1].len == size &&
	       !memcmp(payload(s, range + 1), info->cmd_dw, size),
	       "the command range: RD_GPUADDR and the %u bytes submitted",
	       size);
	bo = at ? find_addr(s, at, end, RD_GPUADDR, info->dst_iova, 4096) : 0;
	tap_ok(bo && (bo + 1 == end ||
		      s->sec[bo + 1].type != RD_BUFFER_CONTENTS),
	       "a written-only buffer's contents are not captured");
	tap_ok(at && find_addr(s, at, end, RD_CMDSTREAM_ADDR, info->cmd_iova,
			       info->cmd_len),
	       "RD_CMDSTREAM_ADDR with the command's address and %u dwords",
	       info->cmd_len);
}

/* Every NOP submit: its RD_CMD in fence order, and its bytes */
static void check_nops(struct stream *s, pid_t pid)
{
	uint32_t want = info->first_nop_fence, last_seqno = 0, n = 0;
	uint32_t size = info->nop_len * 4;
	uint64_t iova = info->cmd_iova + NOP_AT * 4;
	int in_order = 1, bytes = 1;
	size_t i, j;

	for (i = 0; i < s->nr; i++) {
		char comm[16];
		uint32_t seqno, id;
		int p;

		if (!cmd_line(s, i, comm, &p, &seqno, &id) || p != pid ||
		    id < info->first_nop_fence)
			continue;
		in_order &= id == want && seqno > last_seqno;
		want = id + 1;
		last_seqno = seqno;
		n++;
		j = find_addr(s, i, i + 6 < s->nr ? i + 6 : s->nr, RD_GPUADDR,
			      iova, size);
		bytes &= j && j + 1 < s->nr &&
			 s->sec[j + 1].type == RD_BUFFER_CONTENTS &&
			 !memcmp(payload(s, j + 1), info->nop_dw, size);
	}
	tap_ok(n == NR_NOPS, "all %d NOP submits have their RD_CMD (%u)",
	       NR_NOPS, n);
	tap_ok(in_order && want == info->last_fence + 1,
	       "in fence order, none missing");
	tap_ok(bytes, "every one with its command bytes");
}

/* A thousand submits through a 4 KiB buffer and a slow reader */
static void check_capture(struct stream *s, int fd)
{
	long dropped = read_number(dropped_path);
	pid_t pid = start_child(1, NR_NOPS);
	size_t seen = read_until(s, fd, pid, 1 + NR_NOPS);
	int status = child_status(pid);

	tap_ok(status == 0 && seen == 1 + NR_NOPS,
	       "blocking reads got the child's %zu submits (exit %d)", seen,
	       status);
	tap_ok(stream_parse(s) && s->parsed == s->len,
	       "%zu bytes parse into %zu whole sections", s->len, s->nr);
	check_detail(s, pid);
	check_nops(s, pid);
	tap_ok(read_number(dropped_path) == dropped,
	       "rd_dropped did not move (%ld)", dropped);
}

/* A submit waiting for room must give up as soon as the reader closes */
static void check_close_while_waiting(int fd)
{
	double t0 = msm_now_s();
	pid_t pid = start_child(0, 200);
	int status;

	usleep(300 * 1000);
	close(fd);
	status = child_status(pid);
	tap_ok(status == 0 && msm_now_s() - t0 < 3,
	       "closing rd releases a waiting submitter (%.2f s, exit %d)",
	       msm_now_s() - t0, status);
}

/* Past rd_timeout_ms the stalled reader loses submits, and is told */
static void check_stall(struct stream *s)
{
	long dropped = read_number(dropped_path), now;
	int fd, status, told = 0;
	pid_t pid;
	size_t i;

	write_param("rd_timeout_ms", "200");
	fd = open(rd_path, O_RDONLY);
	pid = start_child(0, 200);
	status = child_status(pid);
	now = read_number(dropped_path);
	tap_ok(status == 0 && now > dropped,
	       "a stalled reader: submits go on, rd_dropped counts %ld",
	       now - dropped);

	/* Caught up, the next submit comes with the notice */
	stream_reset(s);
	stream_drain(s, fd);
	pid = start_child(0, 1);
	status = child_status(pid);
	stream_drain(s, fd);
	for (i = 0; i < s->nr; i++)
		told |= s->sec[i].type == RD_NONE &&
			memmem(payload(s, i), s->sec[i].len, "dropped", 7);
	tap_ok(status == 0 && told && s->parsed == s->len,
	       "after catching up: an RD_NONE notice, the stream still parses");
	close(fd);
	write_param("rd_timeout_ms", "500");
}

static void check_hangrd(struct stream *s)
{
	int fd = open(hangrd_path, O_RDONLY | O_NONBLOCK);
	pid_t pid;
	ssize_t n;

	tap_ok(fd >= 0, "open %s", hangrd_path);
	stream_reset(s);
	stream_drain(s, fd);
	check_ids(s, "hangrd");
	/* Submits that run fine are not hangrd's business */
	pid = start_child(0, 20);
	child_status(pid);
	n = read(fd, s->buf, 16);
	tap_ok(n < 0 && errno == EAGAIN, "hangrd: nothing for good submits");
	close(fd);
}

int main(void)
{
	struct stream s = { 0 };
	int fd = -1;

	signal(SIGALRM, on_alarm);
	tap_plan(4 + 12 + 1 + 1 + 2 + 3);
	info = mmap(NULL, sizeof(*info), PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (info == MAP_FAILED || !find_paths())
		tap_bail("no debugfs rd (is debugfs mounted?)");

	/* Small enough that the submitter waits for the reader all along */
	if (!write_param("rd_buffer_kb", "4"))
		printf("# could not set rd_buffer_kb: the default is used\n");
	check_open(&s, &fd);
	check_capture(&s, fd);

	/* Nobody reading: the submit waits for room until the close */
	stream_reset(&s);
	check_close_while_waiting(fd);
	fd = open(rd_path, O_RDONLY | O_NONBLOCK);
	stream_drain(&s, fd);
	tap_ok(fd >= 0 && s.nr == 2, "reopened: only the ids, old data gone");
	close(fd);

	check_stall(&s);
	write_param("rd_buffer_kb", "1024");
	check_hangrd(&s);
	return tap_done();
}
