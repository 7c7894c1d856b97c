// SPDX-License-Identifier: GPL-2.0-only
/*
 * A structured ioctl fuzzer: msm_fuzz SECONDS [SEED].
 *
 * A few worker processes, each with its own device file, issue random
 * operations for SECONDS: mostly semi-valid ones (real handles, queues,
 * fences, syncobjs, PM4 streams of well-formed packets with a few things
 * wrong) so that the deep paths run, and some plain garbage.  GPU hangs,
 * faults and any errno are fine.  What fails the run: a worker, or a
 * process it forked, killed by a signal the fuzzer did not send; an
 * operation stuck past the watchdog (the operation is named, also in the
 * kernel log, which outlives a wedged guest); work left in flight that
 * the GPU never finishes; a warning, BUG or splat in the kernel log.  At
 * the end: the operations of each kind, and the kernel's answers to them
 * by errno, with a row for the submits made without deliberate mistakes.
 *
 * Each operation draws from its own generator, split from its worker's,
 * so the sequence of operation kinds and their random inputs is a
 * function of SEED.  What the kernel answers (timing, hangs, errors) is
 * not, and the handles and fences an operation picks follow from those
 * answers; deliberate hangs and packets that stop the CP are rationed
 * by time.
 */
#include <glob.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "msm_cs.h"

#define NR_WORKERS	3
#define WATCHDOG_S	20		/* an operation this long is stuck */
#define HANG_GAP_NS	(6 * SECOND_NS)	/* deliberate hangs, per worker */
#define FAULT_GAP_NS	(SECOND_NS / 4)	/* and packets that stop the CP */
#define GATE_DWORDS	64		/* the end of a buffer: gates only */
#define MAX_BOS		12
#define MAX_QUEUES	6
#define MAX_SYNCOBJS	8
#define MAX_FENCE_FDS	8
#define MAX_TBL		8
#define BO_MAX		(1u << 20)	/* larger buffers never get pages */
#define MAX_INFLIGHT	24		/* submits on a queue before a wait */
#define ERR_SLOTS	134		/* errnos counted one by one */
#define ERR_OTHER	ERR_SLOTS	/* and the rest, and skipped ones */
#define N(a)		(sizeof(a) / sizeof((a)[0]))

/* A small, fast generator (splitmix64): one per operation, split off */
struct rng {
	uint64_t s;
};

static uint64_t rnd(struct rng *r)
{
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint32_t below(struct rng *r, uint32_t n)
{
	return n ? rnd(r) % n : 0;
}

static int chance(struct rng *r, unsigned int percent)
{
	return below(r, 100) < percent;
}

static struct rng rng_split(struct rng *r)
{
	struct rng child = { rnd(r) };

	return child;
}

/* A value from the edges, or any */
static uint32_t rnd_u32(struct rng *r)
{
	static const uint32_t edges[] = {
		0, 1, 2, 3, 4, 7, 8, 16, 31, 32, 33, 63, 64, 255, 256, 1023,
		1024, 4095, 4096, 4097, 65535, 65536, 1000000, 0x7fffffff,
		0x80000000, 0xfffffff0, 0xfffffffe, 0xffffffff,
	};

	return chance(r, 50) ? edges[below(r, N(edges))] : (uint32_t)rnd(r);
}

/* Unbuffered, so that forks never print a line twice */
static void say(const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n > (int)sizeof(buf) - 1)
		n = sizeof(buf) - 1;
	if (n > 0 && write(1, buf, n) < 0)
		return;
}

/* A line in the kernel log too: seen even if the guest does not come back */
static void kmsg_say(int level, const char *msg)
{
	char buf[256];
	int fd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC), n;

	if (fd < 0)
		return;
	n = snprintf(buf, sizeof(buf), "<%d>msm_fuzz: %s", level, msg);
	if (write(fd, buf, n) < 0)
		n = 0;
	close(fd);
}

enum op {
	OP_GEM_NEW, OP_GEM_INFO, OP_MMAP, OP_CPU_PREP, OP_MADVISE,
	OP_GEM_CLOSE, OP_SUBMIT, OP_WAIT_FENCE, OP_QUEUE_NEW, OP_QUEUE_CLOSE,
	OP_QUEUE_QUERY, OP_QUEUE_RACE, OP_SYNCOBJ, OP_GET_PARAM, OP_SET_PARAM,
	OP_FORK, OP_REOPEN, OP_DEBUGFS, OP_DEVCOREDUMP, OP_SHRINK,
	NR_OPS,
	OP_EXIT = NR_OPS,	/* not drawn: the worker's exit */
};

/* One worker's state as its parent sees it, in shared memory */
struct slot {
	volatile int op;		/* running, or -1 */
	volatile uint32_t seq;		/* its number in the sequence */
	volatile int64_t since;		/* when it started */
	/* by errno, 0 is ok; the last row: GEM_SUBMITs made without mistakes */
	uint32_t answers[NR_OPS + 1][ERR_SLOTS + 1];
	uint64_t sigbus, forks, forks_killed, races, hangs;
	uint32_t fork_failures;
	char failure[200];		/* what went wrong, if anything */
};

/* A buffer of the worker's */
struct fbo {
	uint32_t handle, size, flags;
	uint64_t iova;			/* 0: not asked for yet */
	uint32_t *map;			/* NULL: not mapped */
	int gone;			/* purged: no pages any more */
	int dontneed;			/* as we last told the kernel */
	uint32_t cursor;		/* where the next main stream goes */
};

struct queue {
	uint32_t id, last;		/* the last fence it gave */
	int inflight;			/* submits since we last waited */
};

struct worker {
	int id, fd;
	struct rng rng;
	struct slot *slot;
	struct fbo bo[MAX_BOS];
	int nr_bo;
	struct queue q[MAX_QUEUES];
	int nr_q;
	uint32_t so[MAX_SYNCOBJS];
	uint64_t so_point[MAX_SYNCOBJS];
	int so_fenced[MAX_SYNCOBJS];	/* has a fence, as far as we know */
	int so_timeline[MAX_SYNCOBJS];	/* a chain of points to so_point */
	int nr_so;
	int ffd[MAX_FENCE_FDS];
	int ffd_fence[MAX_FENCE_FDS];	/* a sync_file, not another fd */
	int nr_ffd;
	uint32_t dead_handle;		/* a handle closed a while ago */
	int64_t next_hang, next_fault;
	uint32_t gate_value;		/* rises: later gates open earlier */
	uint32_t gpu_id, prot_reg;
	char *guard;			/* the first byte of a PROT_NONE page */
};

static struct worker W;
static const char *worker_role = "worker";
static char debugfs_dirs[2][128];
static int nr_debugfs_dirs;

static const char *op_name(int op);

/*
 * The watchdog: an operation that does not return within WATCHDOG_S.
 * (A task stuck in the kernel uninterruptibly never gets here: the
 * parent sees that one in the shared slot and names it.)
 */
static void on_alarm(int sig)
{
	const char *name = W.slot ? op_name(W.slot->op) : "?";
	char msg[160];
	int n;

	(void)sig;
	n = snprintf(msg, sizeof(msg),
		     "# %s %d: watchdog: %s (#%u) stuck for %d s\n",
		     worker_role, W.id, name, W.slot ? W.slot->seq : 0,
		     WATCHDOG_S);
	if (write(1, msg, n) < 0)
		_exit(124);
	kmsg_say(3, msg + 2);
	if (W.slot)
		snprintf(W.slot->failure, sizeof(W.slot->failure),
			 "watchdog: %s (#%u) stuck for %d s", name,
			 W.slot->seq, WATCHDOG_S);
	_exit(124);
}

/*
 * A purged buffer's mapping raises SIGBUS: expected where the fuzzer
 * touches a mapping, and a failure anywhere else.
 */
static sigjmp_buf bus_env;
static volatile sig_atomic_t bus_armed;

static void on_sigbus(int sig)
{
	if (bus_armed) {
		bus_armed = 0;
		siglongjmp(bus_env, 1);
	}
	/* Not ours: the access faults again and kills us */
	signal(sig, SIG_DFL);
}

/* Copies dwords to or from a mapping; -1 if its pages were gone */
static __attribute__((noinline)) int map_copy(void *dst, const void *src,
					      size_t bytes)
{
	void *volatile d = dst;
	const void *volatile s = src;
	volatile size_t n = bytes;

	if (sigsetjmp(bus_env, 1)) {
		if (W.slot)
			W.slot->sigbus++;
		return -1;
	}
	bus_armed = 1;
	memcpy(d, s, n);
	bus_armed = 0;
	return 0;
}

static int map_put(uint32_t *map, uint32_t idx, uint32_t value)
{
	return map_copy(&map[idx], &value, 4);
}

/* A pointer the kernel must not like, or that runs into a guard page */
static uint64_t bad_ptr(struct worker *w, struct rng *r)
{
	switch (below(r, 6)) {
	case 0:
		return 0;
	case 1:
		return 16;
	case 2:
		return (uintptr_t)w->guard - 1 - below(r, 64);
	case 3:
		return (uintptr_t)w->guard;
	case 4:
		return 0xffff800000000000ull + below(r, 1u << 20) * 8;
	default:
		return rnd(r);
	}
}

static struct drm_msm_timespec rnd_timeout(struct rng *r)
{
	struct drm_msm_timespec t;

	/* Odd ones too, but never one that waits for long */
	switch (below(r, 20)) {
	case 0:
		t = msm_timeout_ns(0);
		t.tv_nsec = (int64_t)below(r, 4000000000u) - 2000000000;
		if (t.tv_nsec > 0)
			t.tv_sec--;
		return t;
	case 1:
		/*
		 * Long past, with an odd tv_nsec.  Not any 64-bit pair: the
		 * kernel's ktime_set() wraps a product past 64 bits (upstream
		 * the same), and a deadline that wraps into the far future
		 * waits until the fence signals, which behind hanging submits
		 * (a second each) took longer than the watchdog's 20 s.
		 */
		t.tv_sec = -1 - (int64_t)below(r, 1u << 31);
		t.tv_nsec = chance(r, 50) ? -(int64_t)(rnd(r) >> 2) :
					    (int64_t)below(r, 1000000000u);
		return t;
	case 2:
		return (struct drm_msm_timespec){ 0, 0 };
	default:
		return msm_timeout_ns(below(r, 20) * 1000000ll);
	}
}

/* Buffers */

static void fbo_forget(struct worker *w, int i, int unmap)
{
	if (unmap && w->bo[i].map)
		munmap(w->bo[i].map, w->bo[i].size);
	w->bo[i] = w->bo[--w->nr_bo];
}

static void fbo_drop(struct worker *w, int i)
{
	w->dead_handle = w->bo[i].handle;
	msm_bo_close(w->fd, w->bo[i].handle);
	fbo_forget(w, i, 1);
}

/* Its GPU address, asked for on first use; 0 if it has none */
static uint64_t fbo_iova(struct worker *w, struct fbo *b)
{
	if (!b->iova && !b->gone &&
	    msm_bo_info(w->fd, b->handle, MSM_INFO_GET_IOVA, &b->iova))
		b->iova = 0;
	return b->gone ? 0 : b->iova;
}

static int fbo_new(struct worker *w, uint32_t size, uint32_t flags, int map)
{
	struct fbo *b;
	uint32_t handle;
	void *m;
	int err;

	err = msm_bo_new(w->fd, size, flags, &handle);
	if (err)
		return err;
	if (w->nr_bo == MAX_BOS)
		fbo_drop(w, 0);
	b = &w->bo[w->nr_bo++];
	memset(b, 0, sizeof(*b));
	b->handle = handle;
	b->size = (size + 4095) & ~4095u;
	b->flags = flags;
	if (map) {
		m = msm_bo_map(w->fd, handle, b->size);
		b->map = m == MAP_FAILED ? NULL : m;
	}
	return 0;
}

static struct fbo *pick_bo(struct worker *w, struct rng *r)
{
	return w->nr_bo ? &w->bo[below(r, w->nr_bo)] : NULL;
}

/*
 * A buffer for a submit's table, not in it yet (used: a bit per buffer);
 * mostly one the GPU may use (not DONTNEED, not purged).  -1: none left.
 */
static int pick_for_table(struct worker *w, struct rng *r, uint32_t used)
{
	int i, start = below(r, w->nr_bo), any = -1;
	int healthy = chance(r, 90);

	for (i = 0; i < w->nr_bo; i++) {
		int b = (start + i) % w->nr_bo;

		if (used & (1u << b))
			continue;
		if (!healthy || (!w->bo[b].gone && !w->bo[b].dontneed))
			return b;
		if (any < 0)
			any = b;
	}
	return any;
}

/* A buffer the GPU can address and, if asked, the CPU can write */
static struct fbo *pick_usable(struct worker *w, struct rng *r, int mapped)
{
	int i, start = below(r, w->nr_bo ? w->nr_bo : 1);

	for (i = 0; i < w->nr_bo; i++) {
		struct fbo *b = &w->bo[(start + i) % w->nr_bo];

		if (b->gone || b->dontneed || (mapped && !b->map) ||
		    !fbo_iova(w, b))
			continue;
		return b;
	}
	return NULL;
}

/* A command buffer, made if the worker has none left */
static struct fbo *cmd_bo(struct worker *w, struct rng *r)
{
	struct fbo *b = pick_usable(w, r, 1);

	if (b || fbo_new(w, 16384, MSM_BO_WC, 1))
		return b;
	b = &w->bo[w->nr_bo - 1];
	return fbo_iova(w, b) && b->map ? b : NULL;
}

static uint32_t pick_handle(struct worker *w, struct rng *r)
{
	if (w->nr_bo && chance(r, 88))
		return pick_bo(w, r)->handle;
	switch (below(r, 4)) {
	case 0:
		return 0;
	case 1:
		return w->dead_handle;
	case 2:
		return below(r, 64);
	default:
		return rnd_u32(r);
	}
}

/* Queues, syncobjs, fence fds */

static struct queue *pick_queue(struct worker *w, struct rng *r)
{
	return &w->q[below(r, w->nr_q)];
}

static struct queue *find_queue(struct worker *w, uint32_t id)
{
	int i;

	for (i = 0; i < w->nr_q; i++)
		if (w->q[i].id == id)
			return &w->q[i];
	return NULL;
}

static uint32_t pick_queue_id(struct worker *w, struct rng *r)
{
	if (chance(r, 93))
		return pick_queue(w, r)->id;
	return chance(r, 50) ? below(r, 32) : rnd_u32(r);
}

static uint32_t pick_syncobj(struct worker *w, struct rng *r)
{
	int i, start = below(r, w->nr_so ? w->nr_so : 1);

	if (!w->nr_so || chance(r, 8))
		return chance(r, 50) ? 0 : rnd_u32(r);
	/* Waiting on one without a fence is EINVAL: mostly one with */
	for (i = 0; i < w->nr_so && chance(r, 85); i++)
		if (w->so_fenced[(start + i) % w->nr_so])
			return w->so[(start + i) % w->nr_so];
	return w->so[start];
}

/* What a syncobj holds now: a fence or none, a chain of points to point */
static void so_mark(struct worker *w, uint32_t handle, int fenced,
		    uint64_t point)
{
	int i;

	for (i = 0; i < w->nr_so; i++) {
		if (w->so[i] != handle)
			continue;
		w->so_fenced[i] = fenced;
		w->so_timeline[i] = fenced && point;
		if (point > w->so_point[i])
			w->so_point[i] = point;
	}
}

static void ffd_add(struct worker *w, int fd, int fence)
{
	if (w->nr_ffd == MAX_FENCE_FDS) {
		close(w->ffd[0]);
		w->nr_ffd--;
		memmove(w->ffd, w->ffd + 1, sizeof(int) * w->nr_ffd);
		memmove(w->ffd_fence, w->ffd_fence + 1,
			sizeof(int) * w->nr_ffd);
	}
	w->ffd_fence[w->nr_ffd] = fence;
	w->ffd[w->nr_ffd++] = fd;
}

/* A fence fd of ours, or something else (*flaws counts those) */
static int pick_fence_fd(struct worker *w, struct rng *r, int *flaws)
{
	if (w->nr_ffd && chance(r, 80)) {
		int i = below(r, w->nr_ffd);

		*flaws += !w->ffd_fence[i];
		return w->ffd[i];
	}
	++*flaws;
	switch (below(r, 5)) {
	case 0:
		return -1;
	case 1:
		return 0;
	case 2:
		return w->fd;		/* not a sync_file */
	case 3:
		return 1000 + below(r, 100);
	default:
		return (int)rnd_u32(r);
	}
}

/* Deliberate hangs cost a recovery each: a few per worker, by time */
static int take_hang(struct worker *w)
{
	int64_t t = msm_now_ns();

	if (t < w->next_hang)
		return 0;
	w->next_hang = t + HANG_GAP_NS;
	w->slot->hangs++;
	return 1;
}

/* Packets that stop the CP cost a reset and a replay each: rationed */
static int take_fault(struct worker *w)
{
	int64_t t = msm_now_ns();

	if (t < w->next_fault)
		return 0;
	w->next_fault = t + FAULT_GAP_NS;
	return 1;
}

/* GEM */

static int op_gem_new(struct worker *w, struct rng *r)
{
	static const uint32_t cache[] = {
		MSM_BO_WC, MSM_BO_CACHED, MSM_BO_UNCACHED,
		MSM_BO_CACHED_COHERENT, MSM_BO_WC | MSM_BO_CACHED, 0,
	};
	struct drm_msm_gem_new req = { 0 };
	uint64_t v;
	int err, kind = below(r, 10);

	req.flags = chance(r, 60) ? MSM_BO_WC : MSM_BO_CACHED;
	if (chance(r, 15))
		req.flags = cache[below(r, N(cache))];
	if (chance(r, 10))
		req.flags |= MSM_BO_GPU_READONLY;
	if (chance(r, 5))
		req.flags |= MSM_BO_SCANOUT;
	if (kind < 6)
		req.size = (1 + below(r, 16)) * 4096;
	else if (kind == 6)
		req.size = 1 + below(r, 4095);
	else if (kind == 7)
		req.size = 4096 + below(r, BO_MAX - 4096);
	else if (kind == 8) {
		req.flags = rnd_u32(r);
		req.size = 4096;
	}
	else	/* sizes around the limits: never given pages */
		req.size = chance(r, 50) ? rnd(r) :
			   (uint64_t)rnd_u32(r) + below(r, 3) * 4096;

	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_NEW, &req);
	if (err)
		return err;
	if (req.size > BO_MAX || chance(r, 10)) {
		/* What needs no pages, then gone again */
		msm_bo_info(w->fd, req.handle, MSM_INFO_GET_OFFSET, &v);
		msm_bo_info(w->fd, req.handle, MSM_INFO_GET_FLAGS, &v);
		w->dead_handle = req.handle;
		msm_bo_close(w->fd, req.handle);
		return 0;
	}
	if (w->nr_bo == MAX_BOS)
		fbo_drop(w, below(r, MAX_BOS));
	w->bo[w->nr_bo] = (struct fbo){
		.handle = req.handle, .size = (req.size + 4095) & ~4095ull,
		.flags = req.flags,
	};
	w->nr_bo++;
	if (chance(r, 80)) {
		void *m = msm_bo_map(w->fd, req.handle,
				     w->bo[w->nr_bo - 1].size);

		w->bo[w->nr_bo - 1].map = m == MAP_FAILED ? NULL : m;
	}
	return 0;
}

static int op_gem_info(struct worker *w, struct rng *r)
{
	struct drm_msm_gem_info req = { 0 };
	char name[64];
	struct fbo *b;
	unsigned int i;
	int err;

	req.handle = pick_handle(w, r);
	req.info = chance(r, 92) ? below(r, 6) : rnd_u32(r);
	switch (req.info) {
	case MSM_INFO_SET_NAME:
		for (i = 0; i < sizeof(name); i++)
			name[i] = (char)(chance(r, 95) ? 'a' + below(r, 26) :
							 rnd(r));
		req.value = chance(r, 85) ? (uintptr_t)name : bad_ptr(w, r);
		req.len = chance(r, 80) ? below(r, 40) : rnd_u32(r);
		if (req.len > sizeof(name) && req.value == (uintptr_t)name)
			req.len = sizeof(name);
		break;
	case MSM_INFO_GET_NAME:
		req.value = chance(r, 20) ? 0 :
			    chance(r, 85) ? (uintptr_t)name : bad_ptr(w, r);
		req.len = chance(r, 80) ? below(r, 40) : rnd_u32(r);
		if (req.len > sizeof(name) && req.value == (uintptr_t)name)
			req.len = sizeof(name);
		break;
	default:
		req.value = chance(r, 80) ? 0 : rnd(r);
		req.len = chance(r, 90) ? 0 : rnd_u32(r);
		break;
	}
	if (chance(r, 3))
		req.pad = rnd_u32(r);

	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_INFO, &req);
	if (!err && req.info == MSM_INFO_GET_IOVA)
		for (i = 0; i < (unsigned int)w->nr_bo; i++) {
			b = &w->bo[i];
			if (b->handle == req.handle)
				b->iova = req.value;
		}
	return err;
}

/* mmap, and the CPU touching buffers (through SIGBUS if purged) */
static int op_mmap(struct worker *w, struct rng *r)
{
	struct fbo *b = pick_bo(w, r);
	uint32_t buf[256], n, i, idx;
	uint64_t offset;
	void *m;
	int err;

	if (!b)
		return fbo_new(w, 4096 * (1 + below(r, 4)), MSM_BO_CACHED, 1);

	switch (below(r, 8)) {
	case 0:	/* a mapping that is not quite right */
		err = msm_bo_info(w->fd, b->handle, MSM_INFO_GET_OFFSET,
				  &offset);
		if (err)
			return err;
		switch (below(r, 4)) {
		case 0:
			offset += 4096 * (1 + below(r, 4));
			break;
		case 1:
			offset = rnd(r) & ~4095ull;
			break;
		}
		n = chance(r, 50) ? b->size : b->size + 4096;
		m = mmap(NULL, n, PROT_READ | PROT_WRITE,
			 chance(r, 80) ? MAP_SHARED : MAP_PRIVATE, w->fd,
			 offset);
		if (m == MAP_FAILED)
			return errno;
		map_copy(buf, (char *)m + (n - 4), 4);
		munmap(m, n);
		return 0;
	case 1:	/* unmap */
		if (!b->map)
			return 0;
		munmap(b->map, b->size);
		b->map = NULL;
		return 0;
	default:
		break;
	}

	if (!b->map) {
		m = msm_bo_map(w->fd, b->handle, b->size);
		if (m == MAP_FAILED)
			return errno;
		b->map = m;
	}
	/*
	 * Read some, write some: writes mostly in the data quarter (streams
	 * in flight stay as they were written), never on the gates
	 */
	if (chance(r, 90)) {
		n = 1 + below(r, b->size / 16 - GATE_DWORDS);
		idx = 3 * (b->size / 16) +
		      below(r, b->size / 16 - GATE_DWORDS - n + 1);
	} else {
		n = 1 + below(r, N(buf));
		idx = below(r, b->size / 4 - GATE_DWORDS - n + 1);
	}
	if (n > N(buf))
		n = N(buf);
	if (chance(r, 50)) {
		if (map_copy(buf, b->map + idx, n * 4))
			b->gone = 1;
	} else {
		for (i = 0; i < n; i++)
			buf[i] = rnd(r);
		if (map_copy(b->map + idx, buf, n * 4))
			b->gone = 1;
	}
	return b->gone ? EFAULT : 0;
}

static int op_cpu_prep(struct worker *w, struct rng *r)
{
	struct drm_msm_gem_cpu_prep prep = { 0 };
	struct drm_msm_gem_cpu_fini fini = { 0 };
	int err;

	prep.handle = pick_handle(w, r);
	prep.op = chance(r, 90) ? 1 + below(r, 7) : rnd_u32(r);
	prep.timeout = rnd_timeout(r);
	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_CPU_PREP, &prep);
	fini.handle = chance(r, 90) ? prep.handle : pick_handle(w, r);
	msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_CPU_FINI, &fini);
	return err;
}

static int op_madvise(struct worker *w, struct rng *r)
{
	struct drm_msm_gem_madvise req = { 0 };
	struct fbo *b = pick_bo(w, r);
	int err;

	req.handle = b && chance(r, 90) ? b->handle : pick_handle(w, r);
	req.madv = chance(r, 45) ? MSM_MADV_DONTNEED :
		   chance(r, 80) ? MSM_MADV_WILLNEED :
		   chance(r, 50) ? __MSM_MADV_PURGED : rnd_u32(r);
	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_MADVISE, &req);
	if (!err && b && req.handle == b->handle) {
		b->dontneed = req.madv == MSM_MADV_DONTNEED;
		if (!req.retained)
			b->gone = 1;
	}
	return err;
}

static int op_gem_close(struct worker *w, struct rng *r)
{
	struct fbo *b = pick_bo(w, r);
	uint32_t handle, dw;
	int err;

	if (!b || chance(r, 20)) {
		int i;

		handle = pick_handle(w, r);
		err = msm_bo_close(w->fd, handle);
		/* Closed after all: the number will come back for another */
		for (i = 0; !err && i < w->nr_bo; i++)
			if (w->bo[i].handle == handle)
				fbo_forget(w, i, 1);
		return err;
	}
	err = msm_bo_close(w->fd, b->handle);
	w->dead_handle = b->handle;
	/* The mapping keeps the buffer: touch it after the handle went */
	if (b->map && chance(r, 30)) {
		map_copy(&dw, b->map + below(r, b->size / 4), 4);
		dw = rnd(r);
		map_copy(b->map + below(r, b->size / 4), &dw, 4);
	}
	fbo_forget(w, b - w->bo, 1);
	return err;
}

/*
 * PM4 streams.  A buffer's dwords are used by part: its first half for
 * main streams, the third quarter for IBs, the last for data (write
 * targets, gates).  Well-formed streams keep to that; the others do not.
 */
struct submit_ctx {
	struct worker *w;
	struct drm_msm_gem_submit_bo tbl[MAX_TBL];
	int tbl_bo[MAX_TBL];		/* the worker's buffer, or -1 */
	int nr_tbl;
	/* the main stream's address dwords, for relocs */
	struct {
		uint32_t dw, idx;
		uint64_t off;
	} addr[16];
	int nr_addr;
	/* what the CPU writes once the submit is in */
	struct {
		uint32_t *map, idx, value;
	} gate[4];
	int nr_gate;
	int flaws;			/* mistakes made on purpose */
};

struct gen {
	struct submit_ctx *ctx;
	struct rng *r;
	struct msm_bo local;	/* the stream is built here, then copied */
	struct msm_cs cs;
	uint32_t buf[256];
	uint32_t cap;
	int level;		/* 0: the main stream, 1: an IB */
	int malice;		/* 0: well-formed, 1: a few bad packets */
};

static void gen_init(struct gen *g, struct submit_ctx *ctx, struct rng *r,
		     int level, int malice, uint32_t cap)
{
	g->ctx = ctx;
	g->r = r;
	g->local.map = g->buf;
	g->local.size = sizeof(g->buf);
	g->cap = cap < N(g->buf) ? cap : N(g->buf);
	g->level = level;
	g->malice = malice;
	cs_begin(&g->cs, &g->local, 0);
}

/* A table entry the GPU can address, or -1 */
static int pick_target(struct submit_ctx *ctx, struct rng *r, int mapped)
{
	int i, start = below(r, ctx->nr_tbl);

	for (i = 0; i < ctx->nr_tbl; i++) {
		int t = (start + i) % ctx->nr_tbl, b = ctx->tbl_bo[t];
		struct fbo *f = b >= 0 ? &ctx->w->bo[b] : NULL;

		if (f && !f->gone && (!mapped || f->map) && fbo_iova(ctx->w, f))
			return t;
	}
	return -1;
}

static struct fbo *tbl_fbo(struct submit_ctx *ctx, int t)
{
	return &ctx->w->bo[ctx->tbl_bo[t]];
}

/* A dword in the data quarter of table entry t */
static uint32_t data_dword(struct fbo *f, struct rng *r, uint32_t room)
{
	uint32_t quarter = f->size / 16;

	return 3 * quarter + below(r, quarter - GATE_DWORDS - room);
}

/* The address of a data dword, remembered for relocs in the main stream */
static void emit_addr(struct gen *g, int t, uint32_t dw)
{
	struct submit_ctx *ctx = g->ctx;
	uint64_t off = dw * 4ull;

	if (!g->level && ctx->nr_addr < (int)N(ctx->addr)) {
		ctx->addr[ctx->nr_addr].dw = g->cs.len;
		ctx->addr[ctx->nr_addr].idx = t;
		ctx->addr[ctx->nr_addr].off = off;
		ctx->nr_addr++;
	}
	cs_emit(&g->cs, (uint32_t)(tbl_fbo(ctx, t)->iova + off));
}

static uint32_t scratch_reg(struct rng *r)
{
	return REG_AXXX_CP_SCRATCH_REG4 + below(r, 4);
}

static uint32_t random_reg(struct worker *w, struct rng *r)
{
	switch (below(r, 5)) {
	case 0:
		return w->prot_reg;
	case 1:
		return below(r, 0x100);		/* RBBM, mostly protected */
	case 2:
		return 0x100 + below(r, 0x700);		/* CP and friends */
	case 3:
		return REG_AXXX_CP_SCRATCH_REG0 + below(r, 8);
	default:
		return below(r, 0x8000);
	}
}

static void emit_wait(struct gen *g, uint32_t fn, uint32_t poll,
		      uint32_t where, uint32_t ref, uint32_t mask)
{
	cs_pkt3(&g->cs, CP_WAIT_REG_MEM, 5);
	cs_emit(&g->cs, CP_WAIT_REG_MEM_0_FUNCTION(fn) |
			CP_WAIT_REG_MEM_0_POLL(poll));
	cs_emit(&g->cs, where);
	cs_emit(&g->cs, ref);
	cs_emit(&g->cs, mask);
	cs_emit(&g->cs, 16);
}

/* A CP_WAIT_REG_MEM that comes true soon */
static void emit_short_wait(struct gen *g)
{
	struct submit_ctx *ctx = g->ctx;
	struct rng *r = g->r;
	uint32_t v = 1 + below(r, 0xfffffffe), dw, reg;
	struct fbo *f;
	int t;

	switch (below(r, 5)) {
	case 0:
		/*
		 * A gate in memory the CPU opens after the submit: the
		 * values rise, so a gate opened later opens this one too
		 */
		t = pick_target(ctx, r, 1);
		if (t < 0 || ctx->nr_gate == (int)N(ctx->gate))
			break;
		f = tbl_fbo(ctx, t);
		dw = f->size / 4 - GATE_DWORDS + below(r, GATE_DWORDS);
		v = ++ctx->w->gate_value;
		ctx->gate[ctx->nr_gate].map = f->map;
		ctx->gate[ctx->nr_gate].idx = dw;
		ctx->gate[ctx->nr_gate].value = v;
		ctx->nr_gate++;
		emit_wait(g, WRITE_GE, POLL_MEMORY,
			  (uint32_t)(f->iova + dw * 4ull), v, 0xffffffff);
		return;
	case 1:	/* for a value the stream itself just wrote */
		t = pick_target(ctx, r, 0);
		if (t < 0)
			break;
		dw = data_dword(tbl_fbo(ctx, t), r, 1);
		cs_pkt3(&g->cs, CP_MEM_WRITE, 2);
		emit_addr(g, t, dw);
		cs_emit(&g->cs, v);
		emit_wait(g, WRITE_EQ, POLL_MEMORY,
			  (uint32_t)(tbl_fbo(ctx, t)->iova + dw * 4ull), v,
			  0xffffffff);
		return;
	case 2:	/* for a scratch register just written */
		reg = scratch_reg(r);
		cs_pkt0(&g->cs, reg, 1);
		cs_emit(&g->cs, v);
		emit_wait(g, chance(r, 50) ? WRITE_EQ : WRITE_GE, POLL_REGISTER,
			  reg, v, 0xffffffff);
		return;
	case 3:	/* a mask of 0 makes any value 0 */
		emit_wait(g, WRITE_LT, chance(r, 50) ? POLL_REGISTER :
						       POLL_MEMORY,
			  chance(r, 50) ? scratch_reg(r) : rnd_u32(r),
			  1 + below(r, 100), 0);
		return;
	}
	emit_wait(g, WRITE_ALWAYS, POLL_MEMORY, rnd_u32(r), v, rnd_u32(r));
}

static void emit_packet(struct gen *g);

/* An IB to a small stream of its own in a buffer of the submit */
static void emit_ib(struct gen *g, int bad)
{
	struct submit_ctx *ctx = g->ctx;
	struct rng *r = g->r;
	struct gen sub;
	struct fbo *f;
	uint32_t quarter, off, size, n;
	int t = pick_target(ctx, r, 1);

	if (t < 0 || g->level >= 2) {
		cs_pkt3(&g->cs, CP_NOP, 1);
		cs_emit(&g->cs, 0);
		return;
	}
	f = tbl_fbo(ctx, t);
	gen_init(&sub, ctx, r, g->level + 1, g->malice, 48);
	for (n = 1 + below(r, 4); n; n--)
		emit_packet(&sub);
	quarter = f->size / 16;
	off = 2 * quarter + below(r, quarter - sub.cs.len);
	if (map_copy(f->map + off, sub.buf, sub.cs.len * 4)) {
		f->gone = 1;
		return;
	}
	size = sub.cs.len;
	if (bad)
		size = chance(r, 30) ? 0 :
		       chance(r, 50) ? size + 1 + below(r, 8) : rnd_u32(r);
	cs_pkt3(&g->cs, CP_INDIRECT_BUFFER_PFD, 2);
	cs_emit(&g->cs, (uint32_t)(f->iova + off * 4ull));
	cs_emit(&g->cs, size);
}

/* An IB whose only packet jumps to itself: a real hang */
static void emit_self_jump(struct gen *g)
{
	struct submit_ctx *ctx = g->ctx;
	int t = pick_target(ctx, g->r, 1);
	uint32_t ib[3], off, iova;
	struct fbo *f;

	if (t < 0)
		return;
	f = tbl_fbo(ctx, t);
	off = 2 * (f->size / 16) + below(g->r, f->size / 16 - 3);
	iova = (uint32_t)(f->iova + off * 4ull);
	ib[0] = CP_TYPE3_PKT | (1 << 16) | (CP_INDIRECT_BUFFER_PFD << 8);
	ib[1] = iova;
	ib[2] = 3;
	if (map_copy(f->map + off, ib, sizeof(ib)))
		return;
	cs_pkt3(&g->cs, CP_INDIRECT_BUFFER_PFD, 2);
	cs_emit(&g->cs, iova);
	cs_emit(&g->cs, 3);
}

static void emit_packet(struct gen *g)
{
	struct submit_ctx *ctx = g->ctx;
	struct worker *w = ctx->w;
	struct rng *r = g->r;
	struct msm_cs *cs = &g->cs;
	uint32_t k = below(r, g->malice ? 100 : 70), i, n, reg, dw;
	int t;

	if (cs->len + 24 > g->cap)
		return;
	/* What may stop the CP waits for the worker's turn, else a NOP */
	if (k >= 70 && (k < 76 || k >= 80) && !take_fault(w))
		k = 0;
	if (k < 8) {				/* CP_NOP */
		n = 1 + below(r, 4);
		cs_pkt3(cs, CP_NOP, n);
		for (i = 0; i < n; i++)
			cs_emit(cs, rnd(r));
	} else if (k < 18) {			/* scratch registers */
		n = 1 + below(r, 4);
		cs_pkt0(cs, REG_AXXX_CP_SCRATCH_REG4, n);
		for (i = 0; i < n; i++)
			cs_emit(cs, rnd(r));
	} else if (k < 32) {			/* CP_MEM_WRITE to a buffer */
		t = pick_target(ctx, r, 0);
		if (t < 0)
			return;
		n = 1 + below(r, 4);
		dw = data_dword(tbl_fbo(ctx, t), r, n);
		cs_pkt3(cs, CP_MEM_WRITE, n + 1);
		emit_addr(g, t, dw);
		for (i = 0; i < n; i++)
			cs_emit(cs, rnd(r));
	} else if (k < 38) {			/* CP_REG_TO_MEM to a buffer */
		t = pick_target(ctx, r, 0);
		if (t < 0)
			return;
		n = 1 + below(r, 4);
		cs_pkt3(cs, CP_REG_TO_MEM, 2);
		cs_emit(cs, CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG4) |
			    CP_REG_TO_MEM_0_CNT(n));
		emit_addr(g, t, data_dword(tbl_fbo(ctx, t), r, n));
	} else if (k < 44) {
		emit_short_wait(g);
	} else if (k < 54) {
		emit_ib(g, 0);
	} else if (k < 58) {			/* CACHE_FLUSH_TS */
		t = pick_target(ctx, r, 0);
		if (t < 0)
			return;
		cs_pkt3(cs, CP_EVENT_WRITE, 3);
		cs_emit(cs, CP_EVENT_WRITE_0_EVENT(CACHE_FLUSH_TS) |
			    (chance(r, 20) ? CP_EVENT_WRITE_0_IRQ : 0));
		emit_addr(g, t, data_dword(tbl_fbo(ctx, t), r, 1));
		cs_emit(cs, rnd(r));
	} else if (k < 62) {			/* CP_REG_RMW */
		cs_pkt3(cs, CP_REG_RMW, 3);
		cs_emit(cs, scratch_reg(r));
		cs_emit(cs, rnd(r));
		cs_emit(cs, rnd(r));
	} else if (k < 66) {			/* CP_LOAD_STATE */
		t = pick_target(ctx, r, 0);
		n = 1 + below(r, 4);
		cs_pkt3(cs, CP_LOAD_STATE, 2 + (t < 0 ? n * 4 : 0));
		if (t < 0) {
			cs_emit(cs, CP_LOAD_STATE_0_NUM_UNIT(n));
			cs_emit(cs, 0);
			for (i = 0; i < n * 4; i++)
				cs_emit(cs, rnd(r));
		} else {
			cs_emit(cs, CP_LOAD_STATE_0_STATE_SRC(SS_INDIRECT) |
				    CP_LOAD_STATE_0_NUM_UNIT(n));
			cs_emit(cs, CP_LOAD_STATE_1_EXT_SRC_ADDR(
				(uint32_t)tbl_fbo(ctx, t)->iova +
				data_dword(tbl_fbo(ctx, t), r, n * 4) * 4));
		}
	} else if (k < 70) {			/* draws, counted */
		cs_pkt3(cs, chance(r, 50) ? CP_DRAW_INDX : CP_DRAW_INDX_OFFSET,
			3);
		for (i = 0; i < 3; i++)
			cs_emit(cs, rnd(r));
	/* The rest only in streams with malice */
	} else if (k < 74) {			/* type-0 to any register */
		n = 1 + below(r, 4);
		cs_pkt0(cs, random_reg(w, r), n);
		for (i = 0; i < n; i++)
			cs_emit(cs, chance(r, 50) ? rnd_u32(r) : 0);
	} else if (k < 76) {			/* a protected one */
		cs_pkt0(cs, w->prot_reg, 1);
		cs_emit(cs, rnd(r));
	} else if (k < 80) {			/* CP_MEM_WRITE anywhere */
		cs_pkt3(cs, CP_MEM_WRITE, 2);
		cs_emit(cs, chance(r, 50) ? rnd_u32(r) :
				0xf0000000 + below(r, 1u << 24) * 4);
		cs_emit(cs, rnd(r));
	} else if (k < 83) {			/* CP_REG_TO_MEM of anything */
		reg = random_reg(w, r);
		t = pick_target(ctx, r, 0);
		cs_pkt3(cs, CP_REG_TO_MEM, 2);
		n = chance(r, 80) ? 1 + below(r, 8) : below(r, 4096);
		cs_emit(cs, CP_REG_TO_MEM_0_REG(reg) | CP_REG_TO_MEM_0_CNT(n));
		if (t >= 0 && chance(r, 70))
			emit_addr(g, t, data_dword(tbl_fbo(ctx, t), r, 8));
		else
			cs_emit(cs, rnd_u32(r));
	} else if (k < 85) {			/* a wait maybe never true */
		if (take_hang(w)) {
			if (chance(r, 50))
				emit_wait(g, WRITE_EQ, POLL_MEMORY, rnd_u32(r),
					  rnd(r), 0xffffffff);
			else
				emit_wait(g, below(r, 8), below(r, 4),
					  random_reg(w, r), rnd(r), rnd(r));
		} else {
			emit_short_wait(g);
		}
	} else if (k < 88) {			/* IB to garbage, bad sizes */
		if (chance(r, 50)) {
			emit_ib(g, 1);
		} else {
			cs_pkt3(cs, chance(r, 80) ? CP_INDIRECT_BUFFER_PFD :
						    CP_INDIRECT_BUFFER_PFE, 2);
			cs_emit(cs, rnd_u32(r));
			cs_emit(cs, rnd_u32(r) & 0xfff);
		}
	} else if (k < 89) {
		if (take_hang(w))
			emit_self_jump(g);
	} else if (k < 92) {			/* any opcode */
		n = 1 + below(r, 4);
		cs_pkt3(cs, below(r, 256), n);
		for (i = 0; i < n; i++)
			cs_emit(cs, rnd_u32(r));
	} else if (k < 97) {			/* any dwords */
		for (n = 1 + below(r, 4); n; n--) {
			dw = rnd_u32(r);
			/* A wait is the one packet that hangs for good */
			if (dw >> 30 == 3 &&
			    ((dw >> 8) & 0xff) == CP_WAIT_REG_MEM)
				dw = 0;
			cs_emit(cs, dw);
		}
	} else {				/* type-1 and type-2 */
		if (chance(r, 50)) {
			cs_emit(cs, CP_TYPE1_PKT | (scratch_reg(r) << 11) |
				    random_reg(w, r));
			cs_emit(cs, rnd(r));
			cs_emit(cs, rnd(r));
		} else {
			cs_emit(cs, CP_TYPE2_PKT);
		}
	}
}

/*
 * Where a main stream of len dwords goes: the next place in the first
 * half, round and round, so that streams still queued stay as they were;
 * a stream with malice may go anywhere there.
 */
static uint32_t stream_slot(struct fbo *c, struct rng *r, uint32_t len,
			    int anywhere)
{
	uint32_t half = c->size / 8, off;

	if (anywhere && chance(r, 30))
		return below(r, half - len);
	if (c->cursor + len > half)
		c->cursor = 0;
	off = c->cursor;
	c->cursor = (c->cursor + len + 3) & ~3u;
	return off;
}

/* One entry of the BO table: mostly a real buffer with sane flags */
static void tbl_add(struct submit_ctx *ctx, struct rng *r, int b)
{
	static const uint32_t flags[] = {
		MSM_SUBMIT_BO_READ, MSM_SUBMIT_BO_WRITE,
		MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE,
	};
	struct worker *w = ctx->w;
	struct drm_msm_gem_submit_bo *e = &ctx->tbl[ctx->nr_tbl];

	ctx->tbl_bo[ctx->nr_tbl++] = b;
	e->flags = flags[below(r, N(flags))];
	if (chance(r, 10))
		e->flags |= MSM_SUBMIT_BO_DUMP;
	if (chance(r, 15))
		e->flags |= MSM_SUBMIT_BO_NO_IMPLICIT;
	if (chance(r, 2)) {
		e->flags = chance(r, 50) ? 0 : rnd_u32(r);
		ctx->flaws++;
	}
	if (b < 0) {
		e->handle = pick_handle(w, r);
		e->presumed = rnd(r);
		ctx->flaws++;
		return;
	}
	ctx->flaws += w->bo[b].gone || w->bo[b].dontneed;
	e->handle = w->bo[b].handle;
	e->presumed = chance(r, 88) ? fbo_iova(w, &w->bo[b]) :
		      chance(r, 70) ? 0 : rnd_u32(r);
}

/* Syncobj descriptors, mostly of the worker's syncobjs */
static uint32_t fill_syncobjs(struct submit_ctx *ctx, struct rng *r,
			      struct drm_msm_gem_submit_syncobj *so, int out)
{
	struct worker *w = ctx->w;
	uint32_t n = 1 + below(r, 3), i, k;

	for (i = 0; i < n; i++) {
		int known = 0;

		so[i].handle = pick_syncobj(w, r);
		so[i].flags = 0;
		if (!out && chance(r, 30))
			so[i].flags = MSM_SUBMIT_SYNCOBJ_RESET;
		if (chance(r, 3)) {
			so[i].flags = rnd_u32(r);
			ctx->flaws++;
		}
		so[i].point = 0;
		for (k = 0; k < (uint32_t)w->nr_so; k++) {
			if (w->so[k] != so[i].handle)
				continue;
			/* Waiting needs a fence there, a point a chain */
			known = out || w->so_fenced[k];
			if (out && chance(r, 30))
				so[i].point = w->so_point[k] + 1;
			else if (!out && w->so_timeline[k] && chance(r, 30))
				so[i].point = 1 + below(r, w->so_point[k]);
		}
		if (chance(r, 3)) {
			so[i].point = rnd(r);
			known = 0;
		}
		ctx->flaws += !known;
	}
	return n;
}

static int op_submit(struct worker *w, struct rng *r)
{
	struct drm_msm_gem_submit_syncobj in[8], out[8];
	struct drm_msm_gem_submit_reloc relocs[16];
	struct drm_msm_gem_submit_cmd cmds[4];
	struct drm_msm_gem_submit args = { 0 };
	struct submit_ctx ctx = { .w = w };
	struct gen g;
	struct fbo *c = cmd_bo(w, r);
	struct queue *q;
	uint32_t off, i, n, nr_cmds = 1, ci, cmd_idx = 0, quarter, used;
	int err, t;

	if (!c)
		return ERR_OTHER;
	/* Purged buffers are of little use: let one go now and then */
	for (i = 0; i < (uint32_t)w->nr_bo && chance(r, 30); i++)
		if (w->bo[i].gone && &w->bo[i] != c) {
			fbo_drop(w, i);
			c = cmd_bo(w, r);
			if (!c)
				return ERR_OTHER;
			break;
		}

	/* The table: the command buffer somewhere, more buffers, mistakes */
	n = chance(r, 80) ? 1 + below(r, 4) : 1 + below(r, MAX_TBL);
	if (n > (uint32_t)w->nr_bo + 1)
		n = w->nr_bo + 1;
	ci = below(r, n);
	used = 1u << (c - w->bo);
	for (i = 0; i < n; i++) {
		int b = i == ci ? (int)(c - w->bo) : pick_for_table(w, r, used);

		if (i != ci && chance(r, 2))
			b = -1;			/* a handle of anything */
		else if (i != ci && ctx.nr_tbl && chance(r, 2)) {
			/* A duplicate */
			b = ctx.tbl_bo[below(r, ctx.nr_tbl)];
			ctx.flaws++;
		}
		else if (i != ci && b < 0)
			continue;		/* no buffer left */
		if (b >= 0)
			used |= 1u << b;
		if (i == ci)
			cmd_idx = ctx.nr_tbl;
		tbl_add(&ctx, r, b);
	}

	/* The main stream, into the first half of the command buffer */
	gen_init(&g, &ctx, r, 0, chance(r, 35), 200);
	for (n = 1 + below(r, 12); n; n--)
		emit_packet(&g);
	if (!g.cs.len) {
		cs_pkt3(&g.cs, CP_NOP, 1);
		cs_emit(&g.cs, 0);
	}
	off = stream_slot(c, r, g.cs.len, g.malice);
	if (map_copy(c->map + off, g.buf, g.cs.len * 4)) {
		c->gone = 1;
		return ERR_OTHER;
	}

	memset(cmds, 0, sizeof(cmds));
	cmds[0].type = MSM_SUBMIT_CMD_BUF;
	cmds[0].submit_idx = cmd_idx;
	cmds[0].submit_offset = off * 4;
	cmds[0].size = g.cs.len * 4;
	/* Relocs for its addresses, forced by a wrong presumed address */
	if (g.ctx->nr_addr && chance(r, 15)) {
		for (i = 0; i < (uint32_t)ctx.nr_addr; i++) {
			relocs[i] = (struct drm_msm_gem_submit_reloc){
				.submit_offset = (off + ctx.addr[i].dw) * 4,
				.reloc_idx = ctx.addr[i].idx,
				.reloc_offset = ctx.addr[i].off,
			};
			ctx.tbl[ctx.addr[i].idx].presumed = 0;
		}
		cmds[0].nr_relocs = ctx.nr_addr;
		cmds[0].relocs = (uintptr_t)relocs;
	}
	if (chance(r, 3)) {		/* relocs of anything */
		ctx.flaws++;
		n = 1 + below(r, N(relocs));
		for (i = 0; i < n; i++)
			relocs[i] = (struct drm_msm_gem_submit_reloc){
				.submit_offset = chance(r, 50) ?
					below(r, c->size) & ~3u : rnd_u32(r),
				.or = chance(r, 80) ? 0 : rnd_u32(r),
				.shift = chance(r, 70) ? 0 :
					 (int32_t)below(r, 141) - 70,
				.reloc_idx = chance(r, 80) ?
					below(r, ctx.nr_tbl) : rnd_u32(r),
				.reloc_offset = chance(r, 80) ?
					below(r, 65536) : rnd(r),
			};
		ctx.tbl[below(r, ctx.nr_tbl)].presumed = 1;
		cmds[0].nr_relocs = chance(r, 90) ? n : rnd_u32(r);
		cmds[0].relocs = chance(r, 90) ? (uintptr_t)relocs :
						 bad_ptr(w, r);
	}

	/* More commands: small well-formed streams in other buffers */
	if (chance(r, 12)) {
		for (nr_cmds = 2 + below(r, 3), i = 1; i < nr_cmds; i++) {
			struct gen more;
			struct fbo *f;

			t = pick_target(&ctx, r, 1);
			if (t < 0)
				break;
			f = tbl_fbo(&ctx, t);
			gen_init(&more, &ctx, r, 1, 0, 64);
			emit_packet(&more);
			if (!more.cs.len) {
				cs_pkt3(&more.cs, CP_NOP, 1);
				cs_emit(&more.cs, 0);
			}
			quarter = f->size / 16;
			off = 2 * quarter + below(r, quarter - more.cs.len);
			if (map_copy(f->map + off, more.buf, more.cs.len * 4))
				break;
			cmds[i].type = 1 + below(r, 3);
			cmds[i].submit_idx = t;
			cmds[i].submit_offset = off * 4;
			cmds[i].size = more.cs.len * 4;
		}
		nr_cmds = i;
	}
	/* And commands that are wrong */
	if (chance(r, 10)) {
		struct drm_msm_gem_submit_cmd *bad = &cmds[below(r, nr_cmds)];

		ctx.flaws++;
		switch (below(r, 7)) {
		case 0:
			bad->type = chance(r, 50) ? 0 : rnd_u32(r);
			break;
		case 1:
			bad->submit_idx = chance(r, 50) ? (uint32_t)ctx.nr_tbl :
							  rnd_u32(r);
			break;
		case 2:
			bad->submit_offset += 1 + below(r, 3);
			break;
		case 3:
			bad->submit_offset = chance(r, 50) ? c->size :
							     rnd_u32(r);
			break;
		case 4:
			bad->size = chance(r, 30) ? 0 : chance(r, 50) ?
				    bad->size + 1 + below(r, 3) : rnd_u32(r);
			break;
		case 5:
			bad->pad = rnd_u32(r);
			break;
		default:
			bad->size = c->size - bad->submit_offset +
				    4 * below(r, 2);
			break;
		}
	}

	q = pick_queue(w, r);
	args.flags = MSM_PIPE_3D0;
	args.queueid = q->id;
	if (chance(r, 5)) {
		args.queueid = pick_queue_id(w, r);
		ctx.flaws += !find_queue(w, args.queueid);
	}
	args.nr_bos = ctx.nr_tbl;
	args.bos = (uintptr_t)ctx.tbl;
	args.nr_cmds = nr_cmds;
	args.cmds = (uintptr_t)cmds;
	args.fence_fd = -1;
	if (chance(r, 3)) {
		ctx.flaws++;
		switch (below(r, 6)) {
		case 0:
			args.nr_bos = rnd_u32(r);
			break;
		case 1:
			args.bos = bad_ptr(w, r);
			break;
		case 2:
			args.nr_cmds = chance(r, 50) ? 1025 : rnd_u32(r);
			break;
		case 3:
			args.cmds = bad_ptr(w, r);
			break;
		case 4:
			args.nr_cmds = 0;
			break;
		default:
			args.nr_bos = 0;
			break;
		}
	}

	/* Fences in and out, syncobjs, fence ids */
	if (chance(r, 30))
		args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (chance(r, 15)) {
		args.flags |= MSM_SUBMIT_FENCE_FD_IN;
		args.fence_fd = pick_fence_fd(w, r, &ctx.flaws);
	}
	if (chance(r, 15)) {
		args.flags |= MSM_SUBMIT_SYNCOBJ_IN;
		args.nr_in_syncobjs = fill_syncobjs(&ctx, r, in, 0);
		args.in_syncobjs = (uintptr_t)in;
	}
	if (chance(r, 15)) {
		args.flags |= MSM_SUBMIT_SYNCOBJ_OUT;
		args.nr_out_syncobjs = fill_syncobjs(&ctx, r, out, 1);
		args.out_syncobjs = (uintptr_t)out;
	}
	args.syncobj_stride = sizeof(in[0]);
	if (chance(r, 4)) {		/* counts and strides of anything */
		ctx.flaws++;
		switch (below(r, 6)) {
		case 0:
			args.nr_in_syncobjs = chance(r, 50) ? 1000000 :
							      rnd_u32(r);
			args.flags |= MSM_SUBMIT_SYNCOBJ_IN;
			break;
		case 1:
			args.nr_out_syncobjs = chance(r, 50) ? 1000000 :
							       rnd_u32(r);
			args.flags |= MSM_SUBMIT_SYNCOBJ_OUT;
			break;
		case 2:
			args.syncobj_stride = chance(r, 50) ? below(r, 40) :
							      rnd_u32(r);
			break;
		case 3:
			args.in_syncobjs = bad_ptr(w, r);
			break;
		case 4:
			args.out_syncobjs = bad_ptr(w, r);
			break;
		default:
			args.nr_in_syncobjs = 1 + below(r, N(in));
			break;
		}
	}
	if (chance(r, 5)) {
		args.flags |= MSM_SUBMIT_FENCE_SN_IN;
		args.fence = q->last + 1 + below(r, 3);
		if (chance(r, 40)) {
			args.fence = chance(r, 50) ? rnd_u32(r) :
				     chance(r, 50) ? 0 : q->last;
			ctx.flaws++;
		}
		ctx.flaws += args.queueid != q->id;
	}
	if (chance(r, 15))
		args.flags |= MSM_SUBMIT_NO_IMPLICIT;
	if (chance(r, 1)) {
		args.flags |= MSM_SUBMIT_SUDO;
		ctx.flaws++;
	}
	if (chance(r, 2)) {
		args.flags |= 1u << (16 + below(r, 16));
		ctx.flaws++;
	}
	if (chance(r, 2)) {
		args.flags = (args.flags & ~MSM_PIPE_ID_MASK) |
			     (chance(r, 50) ? MSM_PIPE_2D0 : below(r, 0x10000));
		ctx.flaws++;
	}
	if (chance(r, 1)) {
		args.pad = rnd_u32(r);
		ctx.flaws++;
	}

	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_GEM_SUBMIT, &args);
	/* What the semi-valid ones get: a row of its own in the counts */
	if (!ctx.flaws)
		w->slot->answers[NR_OPS][err < ERR_SLOTS ? err : ERR_OTHER]++;
	if (err)
		return err;

	/* In: open the gates, now or in a moment */
	if (ctx.nr_gate && chance(r, 30))
		usleep(below(r, 3000));
	for (i = 0; i < (uint32_t)ctx.nr_gate; i++)
		map_put(ctx.gate[i].map, ctx.gate[i].idx, ctx.gate[i].value);

	if (args.flags & MSM_SUBMIT_FENCE_FD_OUT)
		ffd_add(w, args.fence_fd, 1);
	if (args.flags & MSM_SUBMIT_SYNCOBJ_IN)
		for (i = 0; i < args.nr_in_syncobjs && i < N(in); i++)
			if (in[i].flags & MSM_SUBMIT_SYNCOBJ_RESET)
				so_mark(w, in[i].handle, 0, 0);
	if (args.flags & MSM_SUBMIT_SYNCOBJ_OUT)
		for (i = 0; i < args.nr_out_syncobjs && i < N(out); i++)
			so_mark(w, out[i].handle, 1, out[i].point);
	q = find_queue(w, args.queueid);
	if (q) {
		if (args.fence)
			q->last = args.fence;
		if (++q->inflight >= MAX_INFLIGHT) {
			msm_wait_fence(w->fd, q->id, q->last, 3 * SECOND_NS);
			q->inflight = 0;
		}
	}
	return 0;
}

static int op_wait_fence(struct worker *w, struct rng *r)
{
	struct drm_msm_wait_fence req = { 0 };
	struct queue *q = pick_queue(w, r);

	req.queueid = chance(r, 92) ? q->id : pick_queue_id(w, r);
	switch (below(r, 10)) {
	case 0:
		req.fence = 0;
		break;
	case 1:
		req.fence = q->last + 1 + below(r, 4);
		break;
	case 2:
	case 3:
		req.fence = rnd_u32(r);
		break;
	default:
		req.fence = q->last - below(r, 4);
		break;
	}
	req.timeout = rnd_timeout(r);
	if (chance(r, 3))
		req.pad = rnd_u32(r);
	return msm_ioctl(w->fd, DRM_IOCTL_MSM_WAIT_FENCE, &req);
}

/* Submitqueues */

static int op_queue_new(struct worker *w, struct rng *r)
{
	struct drm_msm_submitqueue req = { 0 };
	uint32_t id;
	int err, i;

	req.prio = chance(r, 90) ? below(r, 4) : rnd_u32(r);
	req.flags = chance(r, 95) ? 0 : rnd_u32(r);
	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &req);
	if (err)
		return err;
	if (w->nr_q == MAX_QUEUES) {
		i = 1 + below(r, MAX_QUEUES - 1);
		id = w->q[i].id;
		msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &id);
		w->q[i] = w->q[--w->nr_q];
	}
	w->q[w->nr_q++] = (struct queue){ .id = req.id };
	return 0;
}

static int op_queue_close(struct worker *w, struct rng *r)
{
	uint32_t id;
	int i, err;

	if (w->nr_q > 1 && chance(r, 75)) {
		i = 1 + below(r, w->nr_q - 1);
		id = w->q[i].id;
		err = msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &id);
		w->q[i] = w->q[--w->nr_q];
		/* A closed queue is gone for everything */
		msm_wait_fence(w->fd, id, 1, 0);
		return err;
	}
	id = pick_queue_id(w, r);
	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &id);
	if (!err)
		for (i = 1; i < w->nr_q; i++)
			if (w->q[i].id == id)
				w->q[i] = w->q[--w->nr_q];
	return err;
}

static int op_queue_query(struct worker *w, struct rng *r)
{
	struct drm_msm_submitqueue_query req = { 0 };
	uint64_t answer[2] = { 0 };

	req.id = pick_queue_id(w, r);
	req.param = chance(r, 90) ? MSM_SUBMITQUEUE_PARAM_FAULTS : rnd_u32(r);
	req.len = chance(r, 80) ? below(r, 3) * 4 : chance(r, 50) ?
		  below(r, 16) : rnd_u32(r);
	if (req.len > sizeof(answer))
		req.len = chance(r, 50) ? sizeof(answer) : req.len;
	req.data = chance(r, 85) ? (uintptr_t)answer : bad_ptr(w, r);
	if (req.len > sizeof(answer) && req.data == (uintptr_t)answer)
		req.data = bad_ptr(w, r);
	if (chance(r, 3))
		req.pad = rnd_u32(r);
	return msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &req);
}

/*
 * A queue closed by one thread while another thread submits to it, or
 * the other way round: submits are in flight on it when it goes.
 */
struct race {
	int fd, closer_is_thread;
	uint32_t q, n, close_after;
	struct drm_msm_gem_submit args;
	volatile int submitted, closed;
};

static void race_submit(struct race *rc)
{
	uint32_t i;

	for (i = 0; i < rc->n && !rc->closed; i++) {
		struct drm_msm_gem_submit a = rc->args;
		int err = msm_ioctl(rc->fd, DRM_IOCTL_MSM_GEM_SUBMIT, &a);

		__atomic_add_fetch(&rc->submitted, 1, __ATOMIC_SEQ_CST);
		if (err == ENOENT)
			break;
	}
	/* The closer must not wait for ever */
	__atomic_store_n(&rc->submitted, 1 << 30, __ATOMIC_SEQ_CST);
}

static int race_close(struct race *rc)
{
	int64_t until = msm_now_ns() + SECOND_NS / 5;
	uint32_t id = rc->q;
	int err;

	while ((uint32_t)__atomic_load_n(&rc->submitted, __ATOMIC_SEQ_CST) <
	       rc->close_after && msm_now_ns() < until)
		sched_yield();
	err = msm_ioctl(rc->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &id);
	rc->closed = 1;
	return err;
}

static void *race_thread(void *arg)
{
	struct race *rc = arg;

	if (rc->closer_is_thread)
		return (void *)(intptr_t)race_close(rc);
	race_submit(rc);
	return NULL;
}

static int op_queue_race(struct worker *w, struct rng *r)
{
	struct drm_msm_gem_submit_bo bos[4];
	struct drm_msm_gem_submit_cmd cmd = { 0 };
	struct drm_msm_submitqueue nq = { 0 };
	struct race rc = { .fd = w->fd };
	struct submit_ctx ctx = { .w = w };
	struct fbo *c = cmd_bo(w, r);
	struct gen g;
	pthread_t th;
	void *ret = NULL;
	uint32_t off, i, n, used;
	int err;

	if (!c)
		return ERR_OTHER;
	nq.prio = below(r, 3);
	err = msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &nq);
	if (err)
		return err;
	w->slot->races++;

	/* A well-formed stream with some work in it, more buffers to look up */
	tbl_add(&ctx, r, c - w->bo);
	ctx.tbl[0].flags = MSM_SUBMIT_BO_READ;
	ctx.tbl[0].presumed = c->iova;
	for (n = below(r, 4), i = 0, used = 1u << (c - w->bo); i < n; i++) {
		int b = pick_for_table(w, r, used);

		if (b >= 0 && !w->bo[b].gone && !w->bo[b].dontneed &&
		    fbo_iova(w, &w->bo[b])) {
			used |= 1u << b;
			tbl_add(&ctx, r, b);
		}
	}
	for (i = 0; i < (uint32_t)ctx.nr_tbl; i++)
		ctx.tbl[i].flags = i ? MSM_SUBMIT_BO_WRITE : MSM_SUBMIT_BO_READ;
	gen_init(&g, &ctx, r, 0, 0, 200);
	for (n = 2 + below(r, 10); n; n--) {
		uint32_t k = below(r, 3);

		if (k == 0) {
			cs_pkt3(&g.cs, CP_NOP, 16);
			for (i = 0; i < 16; i++)
				cs_emit(&g.cs, 0);
		} else if (k == 1) {
			cs_pkt0(&g.cs, REG_AXXX_CP_SCRATCH_REG5, 1);
			cs_emit(&g.cs, rnd(r));
		} else if (g.cs.len + 24 < g.cap) {
			int t = pick_target(&ctx, r, 0);

			if (t < 0)
				continue;
			cs_pkt3(&g.cs, CP_MEM_WRITE, 2);
			cs_emit(&g.cs, (uint32_t)tbl_fbo(&ctx, t)->iova +
				       data_dword(tbl_fbo(&ctx, t), r, 1) * 4);
			cs_emit(&g.cs, rnd(r));
		}
	}
	off = stream_slot(c, r, g.cs.len, 0);
	if (map_copy(c->map + off, g.buf, g.cs.len * 4)) {
		c->gone = 1;
		msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &nq.id);
		return ERR_OTHER;
	}
	memcpy(bos, ctx.tbl, sizeof(bos));
	cmd.type = MSM_SUBMIT_CMD_BUF;
	cmd.submit_offset = off * 4;
	cmd.size = g.cs.len * 4;
	rc.args = (struct drm_msm_gem_submit){
		.flags = MSM_PIPE_3D0 |
			 (chance(r, 30) ? MSM_SUBMIT_NO_IMPLICIT : 0),
		.nr_bos = ctx.nr_tbl, .bos = (uintptr_t)bos,
		.nr_cmds = 1, .cmds = (uintptr_t)&cmd,
		.queueid = nq.id,
	};
	rc.q = nq.id;
	rc.n = 4 + below(r, 60);
	rc.close_after = below(r, rc.n);
	rc.closer_is_thread = chance(r, 50);

	if (pthread_create(&th, NULL, race_thread, &rc)) {
		msm_ioctl(w->fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &nq.id);
		return ERR_OTHER;
	}
	if (rc.closer_is_thread)
		race_submit(&rc);
	else
		err = race_close(&rc);
	pthread_join(th, &ret);
	if (rc.closer_is_thread)
		err = (int)(intptr_t)ret;
	/* Gone for waits too */
	msm_wait_fence(w->fd, nq.id, 1, 0);
	return err;
}

/* Syncobjs */

static int op_syncobj(struct worker *w, struct rng *r)
{
	uint32_t handles[4], n = 1 + below(r, 3), i;
	uint64_t points[4];
	int err, k;

	for (i = 0; i < n; i++) {
		handles[i] = pick_syncobj(w, r);
		points[i] = chance(r, 70) ? 1 + below(r, 8) : rnd(r);
	}
	switch (below(r, 9)) {
	case 0:
	case 1: {
		struct drm_syncobj_create c = {
			.flags = chance(r, 30) ? DRM_SYNCOBJ_CREATE_SIGNALED :
				 chance(r, 95) ? 0 : rnd_u32(r),
		};

		err = msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_CREATE, &c);
		if (err)
			return err;
		if (w->nr_so == MAX_SYNCOBJS) {
			struct drm_syncobj_destroy d = { .handle = w->so[0] };

			msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_DESTROY, &d);
			w->so[0] = w->so[--w->nr_so];
			w->so_point[0] = w->so_point[w->nr_so];
			w->so_fenced[0] = w->so_fenced[w->nr_so];
			w->so_timeline[0] = w->so_timeline[w->nr_so];
		}
		w->so_point[w->nr_so] = 0;
		w->so_fenced[w->nr_so] = c.flags == DRM_SYNCOBJ_CREATE_SIGNALED;
		w->so_timeline[w->nr_so] = 0;
		w->so[w->nr_so++] = c.handle;
		return 0;
	}
	case 2: {
		struct drm_syncobj_destroy d = { .handle = handles[0] };

		err = msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_DESTROY, &d);
		for (k = 0; !err && k < w->nr_so; k++)
			if (w->so[k] == d.handle) {
				w->so[k] = w->so[--w->nr_so];
				w->so_point[k] = w->so_point[w->nr_so];
				w->so_fenced[k] = w->so_fenced[w->nr_so];
				w->so_timeline[k] = w->so_timeline[w->nr_so];
			}
		return err;
	}
	case 3:
	case 4: {
		struct drm_syncobj_array a = {
			.handles = (uintptr_t)handles, .count_handles = n,
		};
		int reset = below(r, 2);

		err = msm_ioctl(w->fd, reset ? DRM_IOCTL_SYNCOBJ_RESET :
					       DRM_IOCTL_SYNCOBJ_SIGNAL, &a);
		for (i = 0; !err && i < n; i++)
			so_mark(w, handles[i], !reset, 0);
		return err;
	}
	case 5: {
		struct drm_syncobj_wait wt = {
			.handles = (uintptr_t)handles, .count_handles = n,
			.timeout_nsec = msm_now_ns() + below(r, 5000000),
			.flags = below(r, 4),
		};

		return msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_WAIT, &wt);
	}
	case 6: {
		struct drm_syncobj_timeline_wait wt = {
			.handles = (uintptr_t)handles,
			.points = (uintptr_t)points, .count_handles = n,
			.timeout_nsec = msm_now_ns() + below(r, 5000000),
			.flags = below(r, 8),
		};

		return msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, &wt);
	}
	case 7: {
		struct drm_syncobj_timeline_array a = {
			.handles = (uintptr_t)handles,
			.points = (uintptr_t)points, .count_handles = n,
		};
		int signal = chance(r, 50);

		if (chance(r, 50))
			a.flags = DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED;
		err = msm_ioctl(w->fd, signal ?
				DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL :
				DRM_IOCTL_SYNCOBJ_QUERY, &a);
		for (i = 0; signal && !err && i < n; i++)
			so_mark(w, handles[i], 1, points[i]);
		return err;
	}
	default: {
		/* Exported as a sync_file: one more fence fd for submits */
		struct drm_syncobj_handle h = {
			.handle = handles[0], .fd = -1,
		};

		if (chance(r, 60))
			h.flags =
			    DRM_SYNCOBJ_HANDLE_TO_FD_FLAGS_EXPORT_SYNC_FILE;
		err = msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, &h);
		if (err)
			return err;
		if (h.flags)
			ffd_add(w, h.fd, 1);
		else if (chance(r, 50))
			ffd_add(w, h.fd, 0);	/* a syncobj fd: not a fence */
		else
			close(h.fd);
		return 0;
	}
	}
}

/* Parameters */

static int op_get_param(struct worker *w, struct rng *r)
{
	struct drm_msm_param req = { 0 };

	req.pipe = chance(r, 92) ? MSM_PIPE_3D0 : rnd_u32(r);
	req.param = chance(r, 90) ? below(r, 0x12) : rnd_u32(r);
	req.len = chance(r, 92) ? 0 : rnd_u32(r);
	req.value = chance(r, 90) ? 0 : rnd(r);
	if (chance(r, 3))
		req.pad = rnd_u32(r);
	return msm_ioctl(w->fd, DRM_IOCTL_MSM_GET_PARAM, &req);
}

static int op_set_param(struct worker *w, struct rng *r)
{
	struct drm_msm_param req = { .pipe = MSM_PIPE_3D0 };
	static char text[4096 + 64];
	uint32_t i;

	switch (below(r, 8)) {
	case 0:
	case 1:
	case 2:
	case 3:
		req.param = chance(r, 50) ? MSM_PARAM_COMM : MSM_PARAM_CMDLINE;
		req.len = chance(r, 70) ? below(r, 64) :
			  chance(r, 70) ? 4096 - 2 + below(r, 5) : rnd_u32(r);
		for (i = 0; i < 64; i++)
			text[i] = (char)(chance(r, 90) ? 'a' + below(r, 26) :
							 rnd(r));
		req.value = chance(r, 85) ? (uintptr_t)text : bad_ptr(w, r);
		if (req.len > sizeof(text) && req.value == (uintptr_t)text)
			req.value = bad_ptr(w, r);
		break;
	case 4:
		req.param = MSM_PARAM_SYSPROF;
		req.value = below(r, 4);
		req.len = chance(r, 90) ? 0 : rnd_u32(r);
		break;
	default:
		req.param = chance(r, 70) ? below(r, 0x12) : rnd_u32(r);
		req.value = rnd(r);
		req.len = chance(r, 50) ? 0 : rnd_u32(r);
		break;
	}
	if (chance(r, 3))
		req.pipe = rnd_u32(r);
	if (chance(r, 3))
		req.pad = rnd_u32(r);
	return msm_ioctl(w->fd, DRM_IOCTL_MSM_SET_PARAM, &req);
}

/*
 * A process that submits and exits (or is killed) with its work in
 * flight, on the worker's own file or on a new one.
 */
static int fork_child(struct worker *w, struct rng *r, int mode, int hang)
{
	struct msm_submit_req req;
	struct msm_bo bo;
	struct msm_cs cs;
	uint32_t i, k, n = mode == 2 ? 5000 : 4 + below(r, 28);
	uint64_t data;
	int fd = mode == 0 ? w->fd : msm_open();

	worker_role = "forked child of worker";
	alarm(WATCHDOG_S);
	/* Streams in the first half, the data they write in the second */
	if (fd < 0 || msm_bo_create(fd, 32768, &bo))
		return 2;
	data = bo.iova + 16384;
	for (i = 0; i < n; i++) {
		cs_begin(&cs, &bo, (i % 128) * 32);
		if (hang && i == n / 2) {
			/* Waits for a value nobody writes */
			cs_wait_mem_eq(&cs, (uint32_t)data + 4096, 0x5eed5eed);
		} else {
			cs_mem_write(&cs, data + (i % 256) * 4, rnd(r));
			cs_pkt3(&cs, CP_NOP, 8);
			for (k = 0; k < 8; k++)
				cs_emit(&cs, 0);
		}
		msm_submit_init(&req, &cs, 0);
		msm_submit_add(&req, &bo, MSM_SUBMIT_BO_WRITE);
		if (i % 4 == 3)
			req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
		if (msm_submit(fd, &req))
			break;
	}
	/* The handle goes, the buffer stays with the work */
	msm_bo_close(fd, bo.handle);
	if (mode == 3)
		close(fd);
	return 0;
}

static int op_fork(struct worker *w, struct rng *r)
{
	int mode = below(r, 4), hang = chance(r, 15) && take_hang(w);
	struct rng cr = rng_split(r);
	int status = 0;
	pid_t pid;

	w->slot->forks++;
	pid = fork();
	if (pid < 0)
		return errno;
	if (pid == 0)
		_exit(fork_child(w, &cr, mode, hang));
	if (mode == 2) {
		usleep(below(r, 30000));
		kill(pid, SIGKILL);
	}
	if (waitpid(pid, &status, 0) < 0)
		return errno;
	if (WIFSIGNALED(status) && mode == 2 && WTERMSIG(status) == SIGKILL) {
		w->slot->forks_killed++;
		return 0;
	}
	if (WIFSIGNALED(status) || (WIFEXITED(status) &&
				    WEXITSTATUS(status) == 124)) {
		w->slot->fork_failures++;
		say("# worker %d: a forked child (mode %d) %s %d\n", w->id,
		    mode, WIFSIGNALED(status) ? "was killed by signal" :
						"exited",
		    WIFSIGNALED(status) ? WTERMSIG(status) :
					  WEXITSTATUS(status));
		return ERR_OTHER;
	}
	return WEXITSTATUS(status) ? ERR_OTHER : 0;
}

/* The worker's first buffers, queue and syncobjs on a new file */
static int worker_setup(struct worker *w)
{
	struct drm_syncobj_create c = { 0 };
	uint64_t id = 0;

	w->nr_bo = 0;
	w->nr_q = 1;
	w->q[0] = (struct queue){ .id = 0 };
	w->nr_so = 0;
	msm_get_param(w->fd, MSM_PARAM_GPU_ID, &id);
	w->gpu_id = id;
	w->prot_reg = cs_protected_reg(id);
	if (fbo_new(w, 16384, MSM_BO_WC, 1) ||
	    fbo_new(w, 65536, MSM_BO_WC, 1) ||
	    fbo_new(w, 4096, MSM_BO_CACHED, 1))
		return -1;
	memset(w->so_fenced, 0, sizeof(w->so_fenced));
	memset(w->so_timeline, 0, sizeof(w->so_timeline));
	memset(w->so_point, 0, sizeof(w->so_point));
	while (w->nr_so < 2 && !msm_ioctl(w->fd, DRM_IOCTL_SYNCOBJ_CREATE, &c))
		w->so[w->nr_so++] = c.handle;
	return 0;
}

/* The device file closed under work in flight, and opened again */
static int op_reopen(struct worker *w, struct rng *r)
{
	struct fbo keep = { 0 };
	uint32_t dw = 0;
	int i, tries;

	for (i = 0; i < 4; i++)
		op_submit(w, r);
	/* Work in flight, but not so much that closing waits for long */
	for (i = 0; i < w->nr_q; i++)
		if (w->q[i].inflight > 8)
			msm_wait_fence(w->fd, w->q[i].id, w->q[i].last,
				       2 * SECOND_NS);
	if (w->nr_bo && chance(r, 40)) {
		keep = *pick_bo(w, r);
		for (i = 0; i < w->nr_bo; i++)
			if (w->bo[i].map == keep.map)
				w->bo[i].map = NULL;
	}
	for (i = 0; i < w->nr_bo; i++)
		if (w->bo[i].map)
			munmap(w->bo[i].map, w->bo[i].size);
	w->nr_bo = 0;
	close(w->fd);
	/* A mapping outlives the file */
	if (keep.map) {
		map_copy(&dw, keep.map, 4);
		map_put(keep.map, below(r, keep.size / 4), rnd(r));
		munmap(keep.map, keep.size);
	}
	for (tries = 0; (w->fd = msm_open()) < 0 && tries < 50; tries++)
		usleep(100000);
	if (w->fd < 0) {
		snprintf(w->slot->failure, sizeof(w->slot->failure),
			 "the device did not open again: %s", strerror(errno));
		say("# worker %d: %s\n", w->id, w->slot->failure);
		_exit(5);
	}
	return worker_setup(w) ? ERR_OTHER : 0;
}

/* debugfs, devcoredumps, the shrinker */

static int read_file(const char *path, int flags, struct rng *r, int chunks)
{
	static char buf[65536];
	int fd = open(path, O_RDONLY | flags), i;
	ssize_t n = 1;

	if (fd < 0)
		return errno;
	if (chance(r, 20))
		lseek(fd, below(r, 8192), SEEK_SET);
	for (i = 0; i < chunks && n > 0; i++)
		n = read(fd, buf, chance(r, 20) ? 1 + below(r, 64) :
						 sizeof(buf));
	close(fd);
	return n < 0 && errno != EAGAIN ? errno : 0;
}

static int op_debugfs(struct worker *w, struct rng *r)
{
	static const char *const files[] = {
		"gem", "gpu", "mm", "vgpu_stats", "rd", "hangrd", "vgpu_mem",
		"rd_dropped", "hangrd_dropped", "hangcheck_period_ms",
		"shrink", "name", "clients", "gem_names",
	};
	const char *file = files[below(r, N(files))];
	char path[256];
	struct fbo *b;
	char buf[4096];
	uint64_t off;
	int fd, err;

	if (!nr_debugfs_dirs)
		return ENOENT;
	snprintf(path, sizeof(path), "%s/%s",
		 debugfs_dirs[below(r, nr_debugfs_dirs)], file);
	/* Never block on rd and hangrd: one try, then close */
	if (!strcmp(file, "rd") || !strcmp(file, "hangrd"))
		return read_file(path, O_NONBLOCK, r, 1 + below(r, 3));
	if (strcmp(file, "vgpu_mem"))
		return read_file(path, 0, r, 64);
	/* GPU memory as the model sees it: our buffers, or anywhere */
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return errno;
	b = pick_usable(w, r, 0);
	off = b && chance(r, 70) ? b->iova + below(r, b->size) : rnd_u32(r);
	err = pread(fd, buf, 1 + below(r, sizeof(buf)), off) < 0 ? errno : 0;
	close(fd);
	return err;
}

static int op_devcoredump(struct worker *w, struct rng *r)
{
	char path[256];
	glob_t g;
	int fd, err;

	(void)w;
	if (glob("/sys/class/devcoredump/devcd*/data", 0, NULL, &g))
		return ENOENT;
	snprintf(path, sizeof(path), "%s", g.gl_pathv[below(r, g.gl_pathc)]);
	globfree(&g);
	err = read_file(path, 0, r, 1 + below(r, 64));
	/* Dismissed, so that the next fault or hang makes a new one */
	if (chance(r, 70)) {
		fd = open(path, O_WRONLY);
		if (fd >= 0) {
			if (write(fd, "1", 1) < 0)
				err = errno;
			close(fd);
		}
	}
	return err;
}

static int op_shrink(struct worker *w, struct rng *r)
{
	char path[256];
	int fd, err = 0;

	(void)w;
	if (!nr_debugfs_dirs)
		return ENOENT;
	snprintf(path, sizeof(path), "%s/shrink",
		 debugfs_dirs[below(r, nr_debugfs_dirs)]);
	fd = open(path, O_WRONLY);
	if (fd < 0)
		return errno;
	if (write(fd, "1", 1) < 0)
		err = errno;
	close(fd);
	return err;
}

/*
 * The operations and how often each is drawn.  MSM_FUZZ_SKIP=A,B leaves
 * some out (to get past a known bug); MSM_FUZZ_LOG=1 prints each one.
 */
static struct {
	const char *name;
	unsigned int weight;
	int (*run)(struct worker *w, struct rng *r);
} ops[NR_OPS] = {
	[OP_GEM_NEW] = { "GEM_NEW", 60, op_gem_new },
	[OP_GEM_INFO] = { "GEM_INFO", 60, op_gem_info },
	[OP_MMAP] = { "MMAP", 45, op_mmap },
	[OP_CPU_PREP] = { "CPU_PREP", 35, op_cpu_prep },
	[OP_MADVISE] = { "MADVISE", 30, op_madvise },
	[OP_GEM_CLOSE] = { "GEM_CLOSE", 40, op_gem_close },
	[OP_SUBMIT] = { "GEM_SUBMIT", 380, op_submit },
	[OP_WAIT_FENCE] = { "WAIT_FENCE", 60, op_wait_fence },
	[OP_QUEUE_NEW] = { "SUBMITQUEUE_NEW", 20, op_queue_new },
	[OP_QUEUE_CLOSE] = { "SUBMITQUEUE_CLOSE", 15, op_queue_close },
	[OP_QUEUE_QUERY] = { "SUBMITQUEUE_QUERY", 20, op_queue_query },
	[OP_QUEUE_RACE] = { "QUEUE_RACE", 10, op_queue_race },
	[OP_SYNCOBJ] = { "SYNCOBJ", 40, op_syncobj },
	[OP_GET_PARAM] = { "GET_PARAM", 30, op_get_param },
	[OP_SET_PARAM] = { "SET_PARAM", 20, op_set_param },
	[OP_FORK] = { "FORK", 4, op_fork },
	[OP_REOPEN] = { "REOPEN", 3, op_reopen },
	[OP_DEBUGFS] = { "DEBUGFS", 25, op_debugfs },
	[OP_DEVCOREDUMP] = { "DEVCOREDUMP", 3, op_devcoredump },
	[OP_SHRINK] = { "SHRINK", 4, op_shrink },
};

static const char *op_name(int op)
{
	if (op == OP_EXIT)
		return "exit with work in flight";
	return op >= 0 && op < NR_OPS ? ops[op].name : "(between operations)";
}

static void skip_ops(const char *list)
{
	char buf[256], *name, *save = NULL;
	int i;

	if (!list)
		return;
	snprintf(buf, sizeof(buf), "%s", list);
	for (name = strtok_r(buf, ", ", &save); name;
	     name = strtok_r(NULL, ", ", &save)) {
		for (i = 0; i < NR_OPS && strcmp(ops[i].name, name); i++)
			;
		if (i == NR_OPS) {
			printf("# MSM_FUZZ_SKIP: no operation %s\n", name);
			continue;
		}
		ops[i].weight = 0;
		printf("# %s left out\n", name);
	}
}

static int pick_op(struct rng *r)
{
	unsigned int total = 0, k;
	int i;

	for (i = 0; i < NR_OPS; i++)
		total += ops[i].weight;
	k = below(r, total);
	for (i = 0; k >= ops[i].weight; i++)
		k -= ops[i].weight;
	return i;
}

static int worker_main(int id, uint64_t seed, int64_t end, struct slot *slot)
{
	struct worker *w = &W;
	struct sigaction sa = { 0 };
	int log = getenv("MSM_FUZZ_LOG") != NULL;
	uint32_t seq = 0;
	char *guard;
	int err;

	w->id = id;
	w->slot = slot;
	w->rng.s = seed * 0x100000001b3ull + id;
	rnd(&w->rng);
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	sa.sa_handler = on_sigbus;
	sigaction(SIGBUS, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);

	guard = mmap(NULL, 8192, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (guard == MAP_FAILED || mprotect(guard + 4096, 4096, PROT_NONE))
		return 2;
	w->guard = guard + 4096;
	w->fd = msm_open();
	if (w->fd < 0 || worker_setup(w)) {
		snprintf(slot->failure, sizeof(slot->failure),
			 "set-up failed: %s", strerror(errno));
		return 3;
	}

	while (msm_now_ns() < end) {
		int op = pick_op(&w->rng);
		struct rng r = rng_split(&w->rng);

		slot->seq = seq++;
		slot->since = msm_now_ns();
		__atomic_store_n(&slot->op, op, __ATOMIC_SEQ_CST);
		alarm(WATCHDOG_S);
		if (log)
			say("# worker %d: #%u %s\n", id, seq - 1, ops[op].name);
		err = ops[op].run(w, &r);
		__atomic_store_n(&slot->op, -1, __ATOMIC_SEQ_CST);
		if (err < 0 || err >= ERR_SLOTS)
			err = ERR_OTHER;
		slot->answers[op][err]++;
	}
	alarm(0);
	/* Exit with whatever is in flight: the parent watches this too */
	slot->since = msm_now_ns();
	__atomic_store_n(&slot->op, OP_EXIT, __ATOMIC_SEQ_CST);
	return 0;
}

/* Parent side */

static void find_debugfs(void)
{
	glob_t g;
	size_t i;

	if (glob("/sys/kernel/debug/dri/*/gpu", 0, NULL, &g))
		return;
	for (i = 0; i < g.gl_pathc && i < N(debugfs_dirs); i++) {
		snprintf(debugfs_dirs[i], sizeof(debugfs_dirs[i]), "%s",
			 g.gl_pathv[i]);
		*strrchr(debugfs_dirs[i], '/') = '\0';
		nr_debugfs_dirs++;
	}
	globfree(&g);
}

/* What a stuck task is doing in the kernel */
static void print_stacks(pid_t pid)
{
	char path[128], line[256];
	glob_t g;
	size_t i;

	snprintf(path, sizeof(path), "/proc/%d/task/*/stack", pid);
	if (glob(path, 0, NULL, &g))
		return;
	for (i = 0; i < g.gl_pathc; i++) {
		FILE *f = fopen(g.gl_pathv[i], "r");

		printf("#   %s:\n", g.gl_pathv[i]);
		while (f && fgets(line, sizeof(line), f))
			printf("#     %s", line);
		if (f)
			fclose(f);
	}
	globfree(&g);
	fflush(stdout);
}

/*
 * The work left behind drains: the GPU recovers from what the fuzzer did
 * to it (debugfs gpu: every ring's "in-flight" back to 0, for a second:
 * the scheduler may still hold jobs of the workers' queues, which it
 * writes to a ring as recovery empties it).  -1 if there is no debugfs
 * to tell.  Each submit may take hangcheck's bound: a period without
 * progress, or 11 periods of it (a shader that loops for ever is progress
 * on the vgpu, as a long draw is), so the wait grows with what is in
 * flight at the start.
 */
static int gpu_drained(int timeout_s)
{
	char path[300], line[128];
	int i, busy = -1, idle = 0, period_ms = 0;
	FILE *f;

	if (!nr_debugfs_dirs)
		return -1;
	snprintf(path, sizeof(path), "%s/hangcheck_period_ms",
		 debugfs_dirs[0]);
	f = fopen(path, "r");
	if (f && fscanf(f, "%d", &period_ms) != 1)
		period_ms = 0;
	if (f)
		fclose(f);
	snprintf(path, sizeof(path), "%s/gpu", debugfs_dirs[0]);
	for (i = 0; i <= timeout_s * 10; i++) {
		int n;

		f = fopen(path, "r");
		busy = f ? 0 : -1;
		while (f && fgets(line, sizeof(line), f))
			if (sscanf(line, " in-flight: %d", &n) == 1)
				busy += n;
		if (f)
			fclose(f);
		if (busy < 0)
			return 0;
		if (!i && period_ms > 0)
			timeout_s += busy * 11 * period_ms / 1000;
		idle = busy ? 0 : idle + 1;
		if (idle == 10)
			return 1;
		usleep(100000);
	}
	printf("# %d submits still in flight after %d s\n", busy, timeout_s);
	return 0;
}

/* Kernel log lines that fail a run, as the VM runner sees them and more */
static int splat(const char *msg)
{
	static const char *const bad[] = {
		"WARNING:", "BUG:", "kernel BUG", "Oops", "general protection",
		"UBSAN", "KASAN", "refcount_t:", "list_add corruption",
		"list_del corruption", "Unable to handle", "Poison overwritten",
		"Object already free", "Redzone overwritten", "Call Trace",
		"cut here", "blocked for more than", "soft lockup",
		"hard LOCKUP", "rcu_sched detected stall", "Kernel panic",
	};
	unsigned int i;

	if (!strncmp(msg, "BUG ", 4))		/* slub_debug's reports */
		return 1;
	for (i = 0; i < N(bad); i++)
		if (strstr(msg, bad[i]))
			return 1;
	return 0;
}

/* The lines that follow a report's first (registers, modules, frames) */
static int report_detail(const char *msg)
{
	static const char *const heads[] = {
		"CPU:", "Hardware", "Workqueue", "Modules", "RIP", "Code:",
		"RSP", "RAX", "RBX", "RCX", "RDX", "RSI", "RDI", "RBP", "R0",
		"R1", "FS:", "CS:", "CR2", "PKRU", "pc :", "lr :", "sp :",
	};
	unsigned int i;

	/* Frames are indented; arm64's registers are x29: and so on */
	if (msg[0] == ' ' || (msg[0] == 'x' && msg[1] >= '0' && msg[1] <= '9'))
		return 1;
	for (i = 0; i < N(heads); i++)
		if (!strncmp(msg, heads[i], strlen(heads[i])))
			return 1;
	return 0;
}

/*
 * The kernel log since kmsg was opened: the splats (the first line of
 * each distinct one, or for a bare stack dump the line that came before
 * it), and the driver's errors as notes.
 */
static int check_kmsg(int kmsg)
{
	char rec[2048], prev[256] = "", seen[16][96];
	int bad = 0, notes = 0, nseen = 0, i, shown = 0, prev_bad = 0;
	ssize_t n;

	if (kmsg < 0) {
		printf("# no /dev/kmsg: the kernel log is not checked here\n");
		return 1;
	}
	for (;;) {
		const char *head;
		char *msg, *nl;
		int is_bad;

		n = read(kmsg, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE)
			continue;	/* overwritten: go on from the oldest */
		if (n <= 0)
			break;
		rec[n] = '\0';
		msg = strchr(rec, ';');
		if (!msg)
			continue;
		msg++;
		nl = strchr(msg, '\n');
		if (nl)
			*nl = '\0';
		is_bad = splat(msg);
		head = msg;
		/* A stack with no report of its own: what it is about */
		if (is_bad && strstr(msg, "Call Trace") && !prev_bad && prev[0])
			head = prev;
		if (is_bad && !(strstr(msg, "Call Trace") && prev_bad) &&
		    !strstr(msg, "cut here")) {
			for (i = 0; i < nseen; i++)
				if (!strncmp(seen[i], head,
					     sizeof(seen[i]) - 1))
					break;
			if (i == nseen && nseen < (int)N(seen)) {
				snprintf(seen[nseen++], sizeof(seen[0]), "%s",
					 head);
				printf("#   kernel: %s\n", head);
				shown++;
			}
		} else if (!is_bad && strstr(msg, "*ERROR*") && notes < 10) {
			notes++;
			printf("#   kernel (note): %s\n", msg);
		}
		bad += is_bad;
		/* A report's following lines (CPU:, RIP:, ...) keep it open */
		if (is_bad) {
			prev_bad = 1;
		} else if (!report_detail(msg)) {
			prev_bad = 0;
			snprintf(prev, sizeof(prev), "%s", msg);
		}
	}
	if (bad)
		printf("# %d kernel log lines of warnings or splats "
		       "(%d reports)\n", bad, shown);
	return bad == 0;
}

static const char *errno_name(int e)
{
	const char *s;

	if (e == 0)
		return "ok";
	if (e == ERR_OTHER)
		return "other";
	s = strerrorname_np(e);
	return s ? s : "E?";
}

static void print_counts(struct slot *slots)
{
	uint64_t total_ops = 0, sigbus = 0, forks = 0, killed = 0, races = 0,
		 hangs = 0;
	int op, i, e;

	printf("# operations, and the kernel's answers:\n");
	for (op = 0; op <= NR_OPS; op++) {
		uint64_t by[ERR_SLOTS + 1] = { 0 }, runs = 0;
		const char *name;
		char line[512];
		int len, shown;

		for (i = 0; i < NR_WORKERS; i++)
			for (e = 0; e <= ERR_SLOTS; e++)
				by[e] += slots[i].answers[op][e];
		for (e = 0; e <= ERR_SLOTS; e++)
			runs += by[e];
		if (op < NR_OPS)
			total_ops += runs;
		name = op < NR_OPS ? ops[op].name : "  of them meant valid";
		len = snprintf(line, sizeof(line), "#   %-24s %8llu", name,
			       (unsigned long long)runs);
		/* The most frequent answers first */
		for (shown = 0; shown < 5; shown++) {
			int best = -1;

			for (e = 0; e <= ERR_SLOTS; e++)
				if (by[e] && (best < 0 || by[e] > by[best]))
					best = e;
			if (best < 0)
				break;
			len += snprintf(line + len, sizeof(line) - len,
					"%s %s %llu", shown ? "," : " ",
					errno_name(best),
					(unsigned long long)by[best]);
			by[best] = 0;
		}
		printf("%s\n", line);
	}
	for (i = 0; i < NR_WORKERS; i++) {
		sigbus += slots[i].sigbus;
		forks += slots[i].forks;
		killed += slots[i].forks_killed;
		races += slots[i].races;
		hangs += slots[i].hangs;
	}
	printf("# %llu operations; %llu deliberate hangs; %llu queue races; "
	       "%llu forks (%llu killed on purpose); "
	       "%llu SIGBUS on purged buffers\n",
	       (unsigned long long)total_ops, (unsigned long long)hangs,
	       (unsigned long long)races, (unsigned long long)forks,
	       (unsigned long long)killed, (unsigned long long)sigbus);
}

int main(int argc, char **argv)
{
	int seconds = argc > 1 ? atoi(argv[1]) : 10;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) :
			(uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	pid_t pids[NR_WORKERS];
	int status[NR_WORKERS], done[NR_WORKERS] = { 0 };
	int stuck[NR_WORKERS] = { 0 }, left = NR_WORKERS, i, fd, kmsg;
	int64_t start, end, give_up;
	struct slot *slots;
	char line[300];

	if (argc < 2 || seconds <= 0) {
		fprintf(stderr, "usage: %s SECONDS [SEED]\n", argv[0]);
		return 2;
	}
	tap_plan(NR_WORKERS + 3);
	printf("# seed %llu: msm_fuzz %d %llu repeats this run's operations\n",
	       (unsigned long long)seed, seconds, (unsigned long long)seed);
	skip_ops(getenv("MSM_FUZZ_SKIP"));
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");
	snprintf(line, sizeof(line), "seed %llu, %d s, %s\n",
		 (unsigned long long)seed, seconds, msm_vgpu_name());
	kmsg_say(5, line);
	close(fd);
	find_debugfs();
	if (!nr_debugfs_dirs)
		printf("# no msm debugfs: its operations answer ENOENT\n");
	kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (kmsg >= 0)
		lseek(kmsg, 0, SEEK_END);
	fflush(stdout);

	slots = mmap(NULL, sizeof(*slots) * NR_WORKERS, PROT_READ | PROT_WRITE,
		     MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (slots == MAP_FAILED)
		tap_bail("shared memory");
	start = msm_now_ns();
	end = start + seconds * SECOND_NS;
	give_up = end + (WATCHDOG_S + 60) * SECOND_NS;
	for (i = 0; i < NR_WORKERS; i++) {
		slots[i].op = -1;
		pids[i] = fork();
		if (pids[i] < 0)
			tap_bail("fork");
		if (pids[i] == 0)
			_exit(worker_main(i + 1, seed, end, &slots[i]));
	}

	/* Reap, and watch for tasks stuck where their own alarm cannot act */
	while (left) {
		int64_t t = msm_now_ns();
		int st;
		pid_t pid = waitpid(-1, &st, WNOHANG);

		for (i = 0; pid > 0 && i < NR_WORKERS; i++)
			if (pids[i] == pid && !done[i]) {
				status[i] = st;
				done[i] = 1;
				left--;
			}
		if (pid > 0)
			continue;
		for (i = 0; i < NR_WORKERS; i++) {
			int op = slots[i].op;

			if (done[i] || stuck[i] ||
			    (op < 0 && t < give_up) ||
			    (op >= 0 && t - slots[i].since <
					(WATCHDOG_S + 10) * SECOND_NS &&
			     t < give_up))
				continue;
			stuck[i] = 1;
			snprintf(slots[i].failure, sizeof(slots[i].failure),
				 "stuck in %s (#%u) for %lld s, past its alarm",
				 op_name(op), slots[i].seq,
				 (long long)((t - slots[i].since) / SECOND_NS));
			printf("# worker %d: %s; its kernel stacks:\n", i + 1,
			       slots[i].failure);
			snprintf(line, sizeof(line), "worker %d: %s\n", i + 1,
				 slots[i].failure);
			kmsg_say(3, line);
			print_stacks(pids[i]);
			kill(pids[i], SIGKILL);
		}
		/* Unkillable (in D state): report, do not wait for ever */
		if (t > give_up + 30 * SECOND_NS) {
			for (i = 0; i < NR_WORKERS; i++)
				if (!done[i]) {
					status[i] = -1;
					done[i] = 1;
				}
			break;
		}
		usleep(100000);
	}

	for (i = 0; i < NR_WORKERS; i++) {
		int st = status[i], ok = !stuck[i] && st != -1 &&
				      WIFEXITED(st) && !WEXITSTATUS(st);
		uint64_t runs = 0;
		int op, e;

		for (op = 0; op < NR_OPS; op++)
			for (e = 0; e <= ERR_SLOTS; e++)
				runs += slots[i].answers[op][e];
		if (!ok && !slots[i].failure[0] && st != -1 && WIFSIGNALED(st))
			snprintf(slots[i].failure, sizeof(slots[i].failure),
				 "killed by signal %d (%s) in %s (#%u)",
				 WTERMSIG(st), strsignal(WTERMSIG(st)),
				 op_name(slots[i].op), slots[i].seq);
		if (!ok && !slots[i].failure[0])
			snprintf(slots[i].failure, sizeof(slots[i].failure),
				 "exit status %d", st == -1 ? -1 :
				 WIFEXITED(st) ? WEXITSTATUS(st) : -1);
		tap_ok(ok, "worker %d: %llu operations in %d s, %s", i + 1,
		       (unsigned long long)runs, seconds,
		       ok ? "exited normally" : slots[i].failure);
	}
	{
		uint32_t bad = 0;

		for (i = 0; i < NR_WORKERS; i++)
			bad += slots[i].fork_failures;
		tap_ok(!bad, "the processes the workers forked exited normally "
		       "(%u did not)", bad);
	}
	i = gpu_drained(60);
	tap_ok(i != 0, "the GPU finished the work left in flight%s",
	       i < 0 ? " (no debugfs: not checked)" : "");
	tap_ok(check_kmsg(kmsg), "the kernel log has no warning, BUG or splat");
	print_counts(slots);
	printf("# %.1f s in all\n", (msm_now_ns() - start) / 1e9);
	return tap_done();
}
