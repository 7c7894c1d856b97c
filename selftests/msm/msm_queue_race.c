// SPDX-License-Identifier: GPL-2.0-only
/*
 * SUBMITQUEUE_CLOSE, and closing the device, while a GEM_SUBMIT on that
 * queue is half done: the submit is parked inside the ioctl (its cmds
 * array sits on a page that userfaultfd holds back), the queue (or the
 * file) is closed meanwhile, then the page arrives and the submit goes on.
 * CLOSE returns at once; the submit still runs, on the client's scheduler
 * entity, which outlives the queue; nothing is used after it is freed
 * (the VM boots with slub_debug, and any splat fails the run).
 */
#include <poll.h>
#include <pthread.h>
#include <linux/userfaultfd.h>
#include <sys/syscall.h>

#include "msm_cs.h"

#define ROUNDS	10

static int fd;
static struct msm_bo cmd, dst;
static long page_size;

struct parked {
	struct msm_submit_req req;
	int err;
};

static void *submit_thread(void *arg)
{
	struct parked *p = arg;

	p->err = msm_submit(fd, &p->req);
	return NULL;
}

/* A page whose first touch waits until it is given: the uffd, or -1 */
static int hold_page(void *page)
{
	struct uffdio_api api = { .api = UFFD_API };
	struct uffdio_register reg = {
		.range = { .start = (uintptr_t)page, .len = page_size },
		.mode = UFFDIO_REGISTER_MODE_MISSING,
	};
	int uffd = syscall(__NR_userfaultfd, O_CLOEXEC);

	if (uffd < 0 || ioctl(uffd, UFFDIO_API, &api) ||
	    ioctl(uffd, UFFDIO_REGISTER, &reg)) {
		if (uffd >= 0)
			close(uffd);
		return -1;
	}
	return uffd;
}

/* Waits for the kernel to touch the page; 0 once it is parked there */
static int wait_parked(int uffd)
{
	struct pollfd p = { .fd = uffd, .events = POLLIN };
	struct uffd_msg msg;

	if (poll(&p, 1, 5000) != 1 || read(uffd, &msg, sizeof(msg)) !=
	    sizeof(msg))
		return -1;
	return msg.event == UFFD_EVENT_PAGEFAULT ? 0 : -1;
}

static int give_page(int uffd, void *page, const void *contents)
{
	struct uffdio_copy copy = {
		.dst = (uintptr_t)page, .src = (uintptr_t)contents,
		.len = page_size,
	};

	return ioctl(uffd, UFFDIO_COPY, &copy);
}

/*
 * One round: a submit of a write of value on queue q, parked in its cmds
 * copy while close_what() runs.  Returns the submit's errno and fence fd.
 */
static int parked_submit(uint32_t q, uint32_t value, void (*close_what)(void),
			 int64_t *close_ns, int *fence_fd)
{
	void *page = mmap(NULL, page_size, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	static char contents[65536];
	struct parked p;
	struct msm_cs cs;
	pthread_t t;
	int uffd, ok;

	cs_begin(&cs, &cmd, (value & 15) * 16);
	cs_mem_write(&cs, dst.iova + (value & 15) * 4, value);
	msm_submit_init(&p.req, &cs, q);
	msm_submit_add(&p.req, &dst, MSM_SUBMIT_BO_WRITE);
	p.req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	memcpy(contents, &p.req.cmd, sizeof(p.req.cmd));
	p.req.args.cmds = (uintptr_t)page;

	uffd = page == MAP_FAILED ? -1 : hold_page(page);
	if (uffd < 0)
		return -1;
	pthread_create(&t, NULL, submit_thread, &p);
	ok = !wait_parked(uffd);
	*close_ns = msm_now_ns();
	close_what();
	*close_ns = msm_now_ns() - *close_ns;
	ok &= !give_page(uffd, page, contents);
	pthread_join(t, NULL);
	close(uffd);
	munmap(page, page_size);
	*fence_fd = p.req.args.fence_fd;
	return ok ? p.err : -1;
}

static uint32_t closing_queue;

static int msm_submit_on_closed_queue(void)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 512);
	cs_mem_write(&cs, dst.iova + 128, 1);
	msm_submit_init(&req, &cs, closing_queue);
	return msm_submit(fd, &req) == ENOENT;
}

static void close_queue(void)
{
	msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &closing_queue);
}

/* SUBMITQUEUE_CLOSE races the submit, ROUNDS times */
static void check_queue_close(void)
{
	int64_t close_ns, slowest = 0;
	int r, bad = 0, unsignaled = 0;

	for (r = 0; r < ROUNDS; r++) {
		int fence_fd = -1, err;

		if (msm_queue_new(fd, r % 3, &closing_queue)) {
			bad++;
			continue;
		}
		err = parked_submit(closing_queue, 0x100 + r, close_queue,
				    &close_ns, &fence_fd);
		if (err)
			bad++;
		if (fence_fd >= 0) {
			struct pollfd p = { .fd = fence_fd, .events = POLLIN };

			if (poll(&p, 1, 5000) != 1 ||
			    msm_fence_fd_status(fence_fd) != 1 ||
			    dst.map[r & 15] != (uint32_t)(0x100 + r))
				unsignaled++;
			close(fence_fd);
		}
		if (close_ns > slowest)
			slowest = close_ns;
	}
	tap_ok(!bad, "a submit parked while its queue closes completes (%d of %d failed)",
	       bad, ROUNDS);
	tap_ok(!unsignaled, "its fence signals and its write lands (%d did not)",
	       unsignaled);
	tap_ok(slowest < SECOND_NS / 10,
	       "SUBMITQUEUE_CLOSE does not wait for it (slowest %lld us)",
	       (long long)slowest / 1000);
	tap_ok(msm_submit_on_closed_queue(), "the closed queue is gone: ENOENT");
}

static void close_device(void)
{
	close(fd);
}

/* The file closes while its submit is parked: the submit still runs */
static void check_file_close(void)
{
	int64_t close_ns;
	int fence_fd = -1, err;
	/* Another client keeps the module's device busy meanwhile */
	int fd2 = msm_open();

	err = parked_submit(0, 0x200, close_device, &close_ns, &fence_fd);
	tap_ok(!err && fence_fd >= 0, "a submit parked while its file closes completes");
	if (fence_fd >= 0) {
		struct pollfd p = { .fd = fence_fd, .events = POLLIN };

		tap_ok(poll(&p, 1, 5000) == 1 &&
		       msm_fence_fd_status(fence_fd) == 1 &&
		       dst.map[0] == 0x200, "and its fence signals, its write landed");
		close(fence_fd);
	} else {
		tap_ok(0, "and its fence signals, its write landed");
	}
	close(fd2);
}

int main(void)
{
	tap_plan(4 + 2);
	page_size = sysconf(_SC_PAGESIZE);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 4096, &dst))
		tap_bail("device and buffers");

	check_queue_close();
	/* Last: it closes the device under the buffers' handles */
	check_file_close();

	munmap(cmd.map, cmd.size);
	munmap(dst.map, dst.size);
	return tap_done();
}
