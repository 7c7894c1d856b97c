// SPDX-License-Identifier: GPL-2.0-only
/*
 * The fence-signalling path allocates nothing.  drm_sched's thread runs
 * each job (run_job) on its way to the fence that will signal it; memory
 * reclaim may wait for that very fence, so an allocation there can
 * deadlock.  6.1 allocates the hardware fence with the submit, in the
 * ioctl, and so does msm.ko.
 *
 * The kernel's kmem tracepoints, filtered to the ring's scheduler thread
 * and to this one, show every slab allocation each makes while jobs run:
 * this thread's, in GEM_SUBMIT, are the control (msm allocates there, so
 * the trace does see msm); the scheduler thread's may not be msm's.
 */
#include <sys/utsname.h>

#include "msm_cs.h"
#include "msm_trace.h"

#define SUBMITS	100

static const char *const kmem_events[] = {
	"kmalloc", "kmem_cache_alloc", "kmalloc_node", "kmem_cache_alloc_node",
};

static char trace[1 << 22];

/*
 * Filters every kmem allocation event to the two threads, or to none; how
 * many exist.  The VM turns them on at boot (trace_event=), and they stay
 * on: turning a tracepoint on or off patches kernel text on every CPU.
 */
static int trace_allocations(int sched, int self, int on)
{
	char path[96], filter[96];
	unsigned int i;
	int n = 0;

	snprintf(filter, sizeof(filter), "common_pid == %d || common_pid == %d",
		 sched, self);
	for (i = 0; i < sizeof(kmem_events) / sizeof(kmem_events[0]); i++) {
		snprintf(path, sizeof(path), "events/kmem/%s/filter",
			 kmem_events[i]);
		if (msm_trace_write(path, on ? filter : "common_pid == 0", 1))
			continue;
		snprintf(path, sizeof(path), "events/kmem/%s/enable",
			 kmem_events[i]);
		n += !on || !msm_trace_write(path, "1", 1);
	}
	return n;
}

/* From 6.8, drm_sched runs jobs from a workqueue: no thread of its own */
static int sched_has_thread(void)
{
	struct utsname u;
	int major = 0, minor = 0;

	uname(&u);
	sscanf(u.release, "%d.%d", &major, &minor);
	return major < 6 || (major == 6 && minor < 8);
}

int main(void)
{
	int sched, self = getpid(), events, done = 0, mine = 0, theirs = 0;
	char *line, *next, first[256] = "";
	struct msm_submit_req req;
	struct msm_cs cs;
	struct msm_bo cmd;
	int fd, i;

	if (!sched_has_thread()) {
		tap_plan(1);
		printf("ok 1 # SKIP drm_sched has no thread to trace on this kernel\n");
		return 0;
	}
	tap_plan(5);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd))
		tap_bail("device and buffers");
	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, cmd.iova + 2048, 1);
	msm_submit_init(&req, &cs, 0);

	/* The queue's entity, the scheduler and the GPU's power are up */
	if (msm_submit(fd, &req) ||
	    msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS))
		tap_bail("first submit");
	sched = msm_thread_pid("-ring0");
	tap_ok(sched > 0, "ring 0's scheduler thread is pid %d", sched);

	events = trace_allocations(sched, self, 1);
	tap_ok(events > 0 && !msm_trace_clear() &&
	       !msm_trace_write("tracing_on", "1", 1),
	       "%d kmem allocation tracepoints on, for both threads", events);
	for (i = 0; i < SUBMITS; i++)
		done += !msm_submit(fd, &req) &&
			!msm_wait_fence(fd, 0, req.args.fence, 10 * SECOND_NS);
	trace_allocations(sched, self, 0);
	tap_ok(done == SUBMITS, "%d of %d submits done", done, SUBMITS);

	if (msm_trace_read("trace", trace, sizeof(trace)) < 0)
		tap_bail("reading the trace");
	for (line = trace; *line; line = next) {
		int pid;

		next = strchr(line, '\n');
		next = next ? (*next = '\0', next + 1) : line + strlen(line);
		if (line[0] == '#' || !strstr(line, " [msm]"))
			continue;
		pid = msm_trace_line_pid(line);
		mine += pid == self;
		if (pid == sched && !theirs++)
			snprintf(first, sizeof(first), "%s", line);
	}
	tap_ok(mine > 0,
	       "control: the trace shows msm's allocations in GEM_SUBMIT (%d)",
	       mine);
	tap_ok(theirs == 0,
	       "the scheduler thread made %d allocations in msm while it ran %d jobs%s%s",
	       theirs, done, theirs ? ", first: " : "", first);
	close(fd);
	return tap_done();
}
