// SPDX-License-Identifier: GPL-2.0-only
/*
 * Explicit sync: out-fence fds, in-fence fds, binary and timeline
 * syncobjs, and all of it between two processes.  A "gate" submit holds
 * the GPU in CP_WAIT_REG_MEM until the CPU opens the gate, so that what
 * waits on it can be seen waiting.
 */
#include <poll.h>
#include <sys/wait.h>

#include "msm_cs.h"
#include "msm_vgem.h"

static int fd;
static struct msm_bo cmd, dst;

/* Submits the gate on queue q, with the flags and syncobjs given */
static int submit_gate(uint32_t q, uint32_t slot, uint32_t extra_flags,
		       struct drm_msm_gem_submit_syncobj *out,
		       struct msm_submit_req *req)
{
	struct msm_cs cs;

	dst.map[slot] = 0;
	cs_begin(&cs, &cmd, slot * 16);
	cs_wait_mem_eq(&cs, dst.iova + slot * 4, 1);	/* the gate */
	msm_submit_init(req, &cs, q);
	msm_submit_add(req, &dst, MSM_SUBMIT_BO_WRITE);
	req->args.flags |= extra_flags;
	if (out) {
		req->args.flags |= MSM_SUBMIT_SYNCOBJ_OUT;
		req->args.out_syncobjs = (uintptr_t)out;
		req->args.nr_out_syncobjs = 1;
		req->args.syncobj_stride = sizeof(*out);
	}
	return msm_submit(fd, req);
}

/* A marker write on queue q that waits as the caller set up in req */
static void marker_req(struct msm_submit_req *req, uint32_t q, uint32_t slot,
		       uint32_t value)
{
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 512 + slot * 8);
	cs_mem_write(&cs, dst.iova + slot * 4, value);
	msm_submit_init(req, &cs, q);
	/* Not implicit: only the explicit fence orders the two */
	msm_submit_add(req, &dst, MSM_SUBMIT_BO_WRITE |
				  MSM_SUBMIT_BO_NO_IMPLICIT);
}

static void check_fence_fds(uint32_t qa, uint32_t qb)
{
	struct msm_submit_req gate, mark;
	struct pollfd p;

	tap_ok(!submit_gate(qa, 0, MSM_SUBMIT_FENCE_FD_OUT, NULL, &gate) &&
	       gate.args.fence_fd >= 0, "gate submitted with FENCE_FD_OUT");
	p = (struct pollfd){ .fd = gate.args.fence_fd, .events = POLLIN };
	tap_ok(poll(&p, 1, 100) == 0, "its fence fd is not ready");

	marker_req(&mark, qb, 1, 0x1111);
	mark.args.flags |= MSM_SUBMIT_FENCE_FD_IN;
	mark.args.fence_fd = gate.args.fence_fd;
	tap_ok(!msm_submit(fd, &mark), "a submit on another queue waits on it");
	tap_ok(msm_wait_fence(fd, qb, mark.args.fence, 100000000) ==
	       ETIMEDOUT && dst.map[1] == 0,
	       "WAIT_FENCE times out: it is held back");

	dst.map[0] = 1;		/* open the gate */
	tap_ok(!msm_wait_fence(fd, qb, mark.args.fence, 5 * SECOND_NS) &&
	       dst.map[1] == 0x1111, "the gate opened, it ran");
	tap_ok(poll(&p, 1, 5000) == 1, "the gate's fence fd is ready");
	close(gate.args.fence_fd);
}

/*
 * Implicit sync with a foreign fence: a vgem buffer, imported by PRIME,
 * carries a vgem write fence.  A submit reading it waits until the CPU
 * signals the fence; one with NO_IMPLICIT, or naming the buffer with
 * MSM_SUBMIT_BO_NO_IMPLICIT, does not.
 */
static void check_implicit(void)
{
	struct drm_mode_create_dumb dumb = { .width = 1024, .height = 1,
					     .bpp = 32 };
	struct drm_prime_handle exp = { .flags = DRM_CLOEXEC | DRM_RDWR };
	struct drm_prime_handle imp = { 0 };
	struct vgem_fence_attach attach = { .flags = 1 };
	struct vgem_fence_signal sig = { 0 };
	struct msm_submit_req r, r2, r3;
	struct msm_bo foreign = { .size = 4096 };
	struct msm_cs cs;
	int vfd, ok;

	vfd = vgem_load_open();
	ok = vfd >= 0 &&
	     !msm_ioctl(vfd, DRM_IOCTL_MODE_CREATE_DUMB, &dumb);
	exp.handle = dumb.handle;
	ok = ok && !msm_ioctl(vfd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &exp);
	imp.fd = exp.fd;
	ok = ok && !msm_ioctl(fd, DRM_IOCTL_PRIME_FD_TO_HANDLE, &imp);
	foreign.handle = imp.handle;
	ok = ok && !msm_bo_info(fd, foreign.handle, MSM_INFO_GET_IOVA,
				&foreign.iova);
	attach.handle = dumb.handle;
	ok = ok && !msm_ioctl(vfd, VGEM_IOCTL_FENCE_ATTACH, &attach);
	tap_ok(ok, "a vgem buffer imported, with a vgem write fence on it");

	/* Each writes its marker into the foreign buffer */
	cs_begin(&cs, &cmd, 620);
	cs_mem_write(&cs, foreign.iova, 0x3333);
	msm_submit_init(&r, &cs, 0);
	msm_submit_add(&r, &foreign, MSM_SUBMIT_BO_READ);
	cs_begin(&cs, &cmd, 630);
	cs_mem_write(&cs, foreign.iova + 4, 0x4444);
	msm_submit_init(&r2, &cs, 0);
	msm_submit_add(&r2, &foreign, MSM_SUBMIT_BO_READ);
	r2.args.flags |= MSM_SUBMIT_NO_IMPLICIT;
	r2.args.queueid = 0;
	cs_begin(&cs, &cmd, 640);
	cs_mem_write(&cs, foreign.iova + 8, 0x5555);
	msm_submit_init(&r3, &cs, 0);
	msm_submit_add(&r3, &foreign, MSM_SUBMIT_BO_READ |
				      MSM_SUBMIT_BO_NO_IMPLICIT);

	/*
	 * Queues of separate priorities: each can run as soon as its own
	 * waits allow.  (A client's queues of one priority share a scheduler
	 * entity, as upstream, and so run in submission order.)
	 */
	msm_queue_new(fd, 2, &r.args.queueid);
	msm_queue_new(fd, 0, &r3.args.queueid);
	tap_ok(!msm_submit(fd, &r) && !msm_submit(fd, &r2) &&
	       !msm_submit(fd, &r3), "three readers submitted");
	tap_ok(!msm_wait_fence(fd, 0, r2.args.fence, 5 * SECOND_NS),
	       "MSM_SUBMIT_NO_IMPLICIT: it ran past the foreign fence");
	tap_ok(!msm_wait_fence(fd, r3.args.queueid, r3.args.fence,
			       5 * SECOND_NS),
	       "MSM_SUBMIT_BO_NO_IMPLICIT: it ran past the foreign fence");
	tap_ok(msm_wait_fence(fd, r.args.queueid, r.args.fence, 100000000) ==
	       ETIMEDOUT, "the implicit reader waits for it");
	sig.fence = attach.out_fence;
	tap_ok(!msm_ioctl(vfd, VGEM_IOCTL_FENCE_SIGNAL, &sig) &&
	       !msm_wait_fence(fd, r.args.queueid, r.args.fence,
			       5 * SECOND_NS),
	       "and runs once the CPU signals it");

	msm_bo_close(fd, foreign.handle);
	close(exp.fd);
	if (vfd >= 0)
		close(vfd);
	/* Our last references to its buffer go with retired submits */
	vgem_unload();
}

static uint32_t syncobj_new(void)
{
	struct drm_syncobj_create c = { 0 };

	msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_CREATE, &c);
	return c.handle;
}

static void check_syncobjs(uint32_t qa, uint32_t qb)
{
	struct drm_msm_gem_submit_syncobj out = { 0 }, in = { 0 };
	struct msm_submit_req gate, mark;
	struct drm_syncobj_timeline_wait tw = { 0 };
	struct drm_syncobj_wait w = { 0 };
	uint32_t so = syncobj_new(), tl = syncobj_new();
	uint64_t point = 3, value = 0;
	struct drm_syncobj_timeline_array query = {
		.handles = (uintptr_t)&tl, .points = (uintptr_t)&value,
		.count_handles = 1,
	};

	/* Binary: the gate signals so, the marker waits on it and resets it */
	out.handle = so;
	tap_ok(!submit_gate(qa, 2, 0, &out, &gate), "gate with SYNCOBJ_OUT");
	marker_req(&mark, qb, 3, 0x2222);
	in = (struct drm_msm_gem_submit_syncobj){
		.handle = so, .flags = MSM_SUBMIT_SYNCOBJ_RESET,
	};
	mark.args.flags |= MSM_SUBMIT_SYNCOBJ_IN;
	mark.args.in_syncobjs = (uintptr_t)&in;
	mark.args.nr_in_syncobjs = 1;
	mark.args.syncobj_stride = sizeof(in);
	tap_ok(!msm_submit(fd, &mark), "a submit waits on the syncobj");
	tap_ok(msm_wait_fence(fd, qb, mark.args.fence, 100000000) ==
	       ETIMEDOUT, "it is held back");
	dst.map[2] = 1;
	tap_ok(!msm_wait_fence(fd, qb, mark.args.fence, 5 * SECOND_NS) &&
	       dst.map[3] == 0x2222, "the gate opened, it ran");
	w.handles = (uintptr_t)&so;
	w.count_handles = 1;
	w.timeout_nsec = 0;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_WAIT, &w) == EINVAL,
	       "SYNCOBJ_RESET left the syncobj without a fence");

	/* Timeline: the gate signals point 3 */
	out = (struct drm_msm_gem_submit_syncobj){ .handle = tl, .point = 3 };
	tap_ok(!submit_gate(qa, 4, 0, &out, &gate),
	       "gate with a timeline SYNCOBJ_OUT at point 3");
	tw.handles = (uintptr_t)&tl;
	tw.points = (uintptr_t)&point;
	tw.count_handles = 1;
	tw.timeout_nsec = 0;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, &tw) == ETIME,
	       "point 3 is not signaled while the gate is shut");
	dst.map[4] = 1;
	tw.timeout_nsec = INT64_MAX;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, &tw),
	       "point 3 signals when it opens");
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_QUERY, &query) && value == 3,
	       "the timeline reads 3");
}

/*
 * Two processes: the parent's gate submit, the child's marker submit
 * that waits on it through an inherited sync_file, then through an
 * imported syncobj; the marker lands in a buffer shared by dma-buf.
 */
static int child(int sync_fd, int syncobj_fd, int dmabuf, int ready)
{
	struct drm_prime_handle imp = { .fd = dmabuf };
	struct drm_syncobj_handle sh = { .fd = syncobj_fd };
	struct drm_msm_gem_submit_syncobj in = { 0 };
	struct msm_bo shared = { .size = 4096 }, ccmd;
	struct msm_submit_req req;
	struct msm_cs cs;
	int cfd = msm_open(), i, err = 0;

	if (cfd < 0 || msm_bo_create(cfd, 4096, &ccmd) ||
	    msm_ioctl(cfd, DRM_IOCTL_PRIME_FD_TO_HANDLE, &imp) ||
	    msm_ioctl(cfd, DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, &sh))
		return 10;
	shared.handle = imp.handle;
	msm_bo_info(cfd, shared.handle, MSM_INFO_GET_IOVA, &shared.iova);
	shared.map = msm_bo_map(cfd, shared.handle, 4096);

	for (i = 0; i < 2; i++) {
		cs_begin(&cs, &ccmd, i * 16);
		cs_mem_write(&cs, shared.iova + (8 + i) * 4, 0xc0de + i);
		msm_submit_init(&req, &cs, 0);
		msm_submit_add(&req, &shared, MSM_SUBMIT_BO_WRITE |
					      MSM_SUBMIT_BO_NO_IMPLICIT);
		if (i == 0) {
			req.args.flags |= MSM_SUBMIT_FENCE_FD_IN;
			req.args.fence_fd = sync_fd;
		} else {
			in.handle = sh.handle;
			req.args.flags |= MSM_SUBMIT_SYNCOBJ_IN;
			req.args.in_syncobjs = (uintptr_t)&in;
			req.args.nr_in_syncobjs = 1;
			req.args.syncobj_stride = sizeof(in);
		}
		if (msm_submit(cfd, &req))
			return 11 + i;
		/* Still held back by the parent's gate */
		if (msm_wait_fence(cfd, 0, req.args.fence, 50000000) !=
		    ETIMEDOUT)
			err = 20;
	}
	/* Tell the parent, then wait for the last one */
	if (write(ready, "r", 1) != 1)
		return 13;
	if (msm_wait_fence(cfd, 0, req.args.fence, 5 * SECOND_NS))
		return 14;
	if (shared.map[8] != 0xc0de || shared.map[9] != 0xc0df)
		return 15;
	return err;
}

static void check_two_processes(uint32_t qa)
{
	struct drm_msm_gem_submit_syncobj out = { 0 };
	struct drm_prime_handle exp = { .handle = dst.handle,
					.flags = DRM_CLOEXEC | DRM_RDWR };
	struct drm_syncobj_handle sh = { 0 };
	struct msm_submit_req gate;
	int pipefd[2], status = -1;
	char c;
	pid_t pid;

	out.handle = syncobj_new();
	sh.handle = out.handle;
	msm_ioctl(fd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &exp);
	msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, &sh);
	if (pipe(pipefd) ||
	    submit_gate(qa, 6, MSM_SUBMIT_FENCE_FD_OUT, &out, &gate)) {
		tap_ok(0, "two processes: set-up");
		return;
	}

	pid = fork();
	if (pid == 0)
		_exit(child(gate.args.fence_fd, sh.fd, exp.fd, pipefd[1]));
	tap_ok(read(pipefd[0], &c, 1) == 1,
	       "the child's submits wait on the parent's fence and syncobj");
	dst.map[6] = 1;
	waitpid(pid, &status, 0);
	tap_ok(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	       "they ran once the gate opened (child status %d)",
	       WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	tap_ok(dst.map[8] == 0xc0de && dst.map[9] == 0xc0df,
	       "the parent sees the child's writes");
	close(gate.args.fence_fd);
}

int main(void)
{
	uint32_t qa, qb;

	tap_plan(6 + 6 + 9 + 3);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 8192, &cmd) ||
	    msm_bo_create(fd, 4096, &dst) || msm_queue_new(fd, 1, &qa) ||
	    msm_queue_new(fd, 1, &qb))
		tap_bail("device, buffers, queues");

	check_fence_fds(qa, qb);
	check_implicit();
	check_syncobjs(qa, qb);
	check_two_processes(qa);

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
