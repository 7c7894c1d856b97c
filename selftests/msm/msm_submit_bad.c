// SPDX-License-Identifier: GPL-2.0-only
/*
 * GEM_SUBMIT's refusals, each with upstream's errno, and what a refused
 * submit leaves behind: no fence id, no fd.
 */
#include <dirent.h>

#include "msm_cs.h"

static int fd;
static struct msm_bo cmd, dst;
static struct msm_cs cs;

struct row {
	const char *what;
	int err;
	void (*mangle)(struct msm_submit_req *req);
};

static struct drm_msm_gem_submit_reloc reloc;
static struct drm_msm_gem_submit_syncobj sobj;
static uint32_t syncobj;
/* A queue whose submit holds fence id GATE_SN until the test opens it */
static uint32_t gate_queue;
static uint32_t dontneed_bo;
#define GATE_SN		1000

static void unknown_queue(struct msm_submit_req *r) { r->args.queueid = 99; }
static void flag_bits(struct msm_submit_req *r) { r->args.flags |= 0x00010000; }
static void pipe_2d(struct msm_submit_req *r) { r->args.flags = MSM_PIPE_2D0; }
static void pad(struct msm_submit_req *r) { r->args.pad = 1; }
static void in_fd_null(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_FENCE_FD_IN;
	r->args.fence_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
}
static void in_fd_closed(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_FENCE_FD_IN;
	r->args.fence_fd = 999;
}
static void cmd_idx(struct msm_submit_req *r) { r->cmd.submit_idx = 5; }
static void cmd_type(struct msm_submit_req *r) { r->cmd.type = 7; }
static void cmd_size3(struct msm_submit_req *r) { r->cmd.size = 6; }
static void cmd_size0(struct msm_submit_req *r) { r->cmd.size = 0; }
static void cmd_beyond(struct msm_submit_req *r)
{
	r->cmd.submit_offset = cmd.size - 4;
	r->cmd.size = 8;
}
static void bo_handle(struct msm_submit_req *r) { r->bos[1].handle = 0xdead; }
static void bo_noflags(struct msm_submit_req *r) { r->bos[1].flags = MSM_SUBMIT_BO_DUMP; }
static void bo_badflag(struct msm_submit_req *r) { r->bos[1].flags |= 0x100; }
static void bo_twice(struct msm_submit_req *r)
{
	r->bos[2] = r->bos[1];
	r->args.nr_bos = 3;
}
static void sn_zero(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_FENCE_SN_IN;
	r->args.fence = 0;
}
static void sn_used(struct msm_submit_req *r)
{
	r->args.queueid = gate_queue;
	r->args.flags |= MSM_SUBMIT_FENCE_SN_IN;
	r->args.fence = GATE_SN;
}
static void sn_above_int_max(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_FENCE_SN_IN;
	r->args.fence = 0x80000000u;
}
/* Counts userspace picks: allocations that must fail quietly */
static void in_syncobjs_1m(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_SYNCOBJ_IN;
	r->args.in_syncobjs = (uintptr_t)&sobj;
	r->args.nr_in_syncobjs = 1000000;
	r->args.syncobj_stride = sizeof(sobj);
}
static void out_syncobjs_1m(struct msm_submit_req *r)
{
	r->args.flags |= MSM_SUBMIT_SYNCOBJ_OUT;
	r->args.out_syncobjs = (uintptr_t)&sobj;
	r->args.nr_out_syncobjs = 1000000;
	r->args.syncobj_stride = sizeof(sobj);
}
static void bos_1m(struct msm_submit_req *r) { r->args.nr_bos = 1000000; }
static void bo_dontneed(struct msm_submit_req *r) { r->bos[1].handle = dontneed_bo; }
static void sudo(struct msm_submit_req *r) { r->args.flags |= MSM_SUBMIT_SUDO; }
static void bos_ptr(struct msm_submit_req *r) { r->args.bos = 8; }
static void cmds_ptr(struct msm_submit_req *r) { r->args.cmds = 8; }
static void many_cmds(struct msm_submit_req *r) { r->args.nr_cmds = 100000; }
static void relocs_ptr(struct msm_submit_req *r)
{
	r->bos[1].presumed = 0;
	r->cmd.nr_relocs = 1;
	r->cmd.relocs = 8;
}
static void reloc_rows(struct msm_submit_req *r, uint32_t off, uint32_t idx)
{
	reloc = (struct drm_msm_gem_submit_reloc){
		.submit_offset = off, .reloc_idx = idx,
	};
	r->bos[1].presumed = 0;
	r->cmd.nr_relocs = 1;
	r->cmd.relocs = (uintptr_t)&reloc;
}
static void reloc_unaligned(struct msm_submit_req *r) { reloc_rows(r, 6, 1); }
static void reloc_idx(struct msm_submit_req *r) { reloc_rows(r, 4, 9); }
static void reloc_beyond(struct msm_submit_req *r) { reloc_rows(r, cmd.size, 1); }
static void syncobj_rows(struct msm_submit_req *r, uint32_t flag,
			 uint32_t handle, uint32_t flags)
{
	sobj = (struct drm_msm_gem_submit_syncobj){
		.handle = handle, .flags = flags,
	};
	r->args.flags |= flag;
	r->args.syncobj_stride = sizeof(sobj);
	if (flag == MSM_SUBMIT_SYNCOBJ_IN) {
		r->args.in_syncobjs = (uintptr_t)&sobj;
		r->args.nr_in_syncobjs = 1;
	} else {
		r->args.out_syncobjs = (uintptr_t)&sobj;
		r->args.nr_out_syncobjs = 1;
	}
}
static void in_sync_handle(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_IN, 0xdead, 0);
}
static void in_sync_flags(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_IN, syncobj, 0x10);
}
static void in_sync_empty(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_IN, syncobj, 0);
}
static void out_sync_handle(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_OUT, 0xdead, 0);
}
static void out_sync_flags(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_OUT, syncobj,
		     MSM_SUBMIT_SYNCOBJ_RESET);
}
static void sync_ptr(struct msm_submit_req *r)
{
	syncobj_rows(r, MSM_SUBMIT_SYNCOBJ_IN, syncobj, 0);
	r->args.in_syncobjs = 8;
}

static const struct row rows[] = {
	{ "unknown queue", ENOENT, unknown_queue },
	{ "unknown flag bits", EINVAL, flag_bits },
	{ "pipe 2D0", EINVAL, pipe_2d },
	{ "non-zero pad", EINVAL, pad },
	{ "in-fd that is not a fence", EINVAL, in_fd_null },
	{ "in-fd that is closed", EINVAL, in_fd_closed },
	{ "cmd index out of range", EINVAL, cmd_idx },
	{ "cmd type 7", EINVAL, cmd_type },
	{ "cmd size not a multiple of 4", EINVAL, cmd_size3 },
	{ "cmd size 0", EINVAL, cmd_size0 },
	{ "cmd offset+size beyond the buffer", EINVAL, cmd_beyond },
	{ "unknown BO handle", EINVAL, bo_handle },
	{ "BO with neither READ nor WRITE", EINVAL, bo_noflags },
	{ "BO with an unknown flag", EINVAL, bo_badflag },
	{ "the same BO twice", EINVAL, bo_twice },
	{ "a DONTNEED BO", EBUSY, bo_dontneed },
	{ "FENCE_SN_IN with 0", EINVAL, sn_zero },
	{ "FENCE_SN_IN with a seqno in use", EINVAL, sn_used },
	{ "FENCE_SN_IN above INT_MAX", EINVAL, sn_above_int_max },
	{ "a million in-syncobjs", ENOMEM, in_syncobjs_1m },
	{ "a million out-syncobjs", ENOMEM, out_syncobjs_1m },
	{ "a million BOs", ENOMEM, bos_1m },
	{ "SUDO without allow_sudo", EINVAL, sudo },
	{ "BO table at a bad pointer", EFAULT, bos_ptr },
	{ "cmds at a bad pointer", EFAULT, cmds_ptr },
	{ "more cmds than a ring holds", EINVAL, many_cmds },
	{ "relocs at a bad pointer", EFAULT, relocs_ptr },
	{ "reloc at an unaligned offset", EINVAL, reloc_unaligned },
	{ "reloc to a BO index out of range", EINVAL, reloc_idx },
	{ "reloc beyond the command buffer", EINVAL, reloc_beyond },
	{ "in-syncobj unknown handle", ENOENT, in_sync_handle },
	{ "in-syncobj unknown flag", EINVAL, in_sync_flags },
	{ "in-syncobj with no fence", EINVAL, in_sync_empty },
	{ "out-syncobj unknown handle", EINVAL, out_sync_handle },
	{ "out-syncobj with a flag", EINVAL, out_sync_flags },
	{ "syncobjs at a bad pointer", EFAULT, sync_ptr },
};

#define N_ROWS (int)(sizeof(rows) / sizeof(rows[0]))

static int count_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	int n = 0;

	while (d && readdir(d))
		n++;
	if (d)
		closedir(d);
	return n;
}

int main(int argc, char **argv)
{
	struct drm_syncobj_create create = { 0 };
	struct msm_submit_req req;
	int rounds = argc > 1 ? atoi(argv[1]) : 1;
	int i, r, fds, ok;
	uint32_t last;

	tap_plan(N_ROWS + 3);
	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    msm_bo_create(fd, 4096, &dst))
		tap_bail("device and buffers");
	msm_ioctl(fd, DRM_IOCTL_SYNCOBJ_CREATE, &create);
	syncobj = create.handle;

	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, dst.iova, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	msm_submit(fd, &req);
	last = req.args.fence;
	msm_wait_fence(fd, 0, last, SECOND_NS);

	/* The gate: waits on the GPU for dst[8] == 1, holding GATE_SN */
	if (msm_queue_new(fd, 0, &gate_queue) ||
	    msm_bo_new(fd, 4096, MSM_BO_WC, &dontneed_bo))
		tap_bail("gate queue, DONTNEED buffer");
	{
		struct drm_msm_gem_madvise madv = {
			.handle = dontneed_bo, .madv = MSM_MADV_DONTNEED,
		};
		struct msm_cs gate;

		msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &madv);
		cs_begin(&gate, &cmd, 512);
		cs_wait_mem_eq(&gate, dst.iova + 32, 1);
		msm_submit_init(&req, &gate, gate_queue);
		msm_submit_add(&req, &dst, MSM_SUBMIT_BO_READ);
		req.args.flags |= MSM_SUBMIT_FENCE_SN_IN;
		req.args.fence = GATE_SN;
		if (msm_submit(fd, &req))
			tap_bail("the gate");
	}

	/* More rounds make any leak of a refused submit show in the slab */
	for (r = 0; r < rounds; r++) {
		for (i = 0; i < N_ROWS; i++) {
			int err;

			msm_submit_init(&req, &cs, 0);
			msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
			rows[i].mangle(&req);
			err = msm_submit(fd, &req);
			if (req.args.flags & MSM_SUBMIT_FENCE_FD_IN &&
			    req.args.fence_fd > 2 && req.args.fence_fd != 999)
				close(req.args.fence_fd);
			if (r == 0)
				tap_ok(err == rows[i].err, "%s: %s (got %s)",
				       rows[i].what, strerror(rows[i].err),
				       err ? strerror(err) : "success");
		}
	}

	/* Refused submits took no fence id: the next one is last + 1 */
	tap_ok(msm_wait_fence(fd, 0, last + 1, 0) == EINVAL,
	       "no fence was issued by a refused submit");

	fds = count_fds();
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	req.bos[1].handle = 0xdead;
	ok = msm_submit(fd, &req) == EINVAL;
	tap_ok(ok && count_fds() == fds, "a refused FENCE_FD_OUT leaves no fd");

	/* Open the gate: its id is free again once it retired */
	dst.map[8] = 1;
	msm_wait_fence(fd, gate_queue, GATE_SN, 5 * SECOND_NS);

	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	tap_ok(!msm_submit(fd, &req) && req.args.fence == last + 1 &&
	       !msm_wait_fence(fd, 0, req.args.fence, SECOND_NS),
	       "the queue still works: fence %u", req.args.fence);

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
