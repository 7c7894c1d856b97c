// SPDX-License-Identifier: GPL-2.0-only
/*
 * Submission: command streams that write into buffers (CP_MEM_WRITE,
 * CP_REG_TO_MEM), relocs, context-restore buffers, fence order within a
 * queue and across queues, WAIT_FENCE's answers, and submitqueues.
 */

#include "msm_cs.h"
#include "msm_debugfs.h"
#include "generated/a2xx.xml.h"
#include "generated/a3xx.xml.h"
#include "generated/a4xx.xml.h"

static int fd;
static struct msm_bo cmd, dst;

/* Submits cs with dst as a written buffer; returns the errno */
static int submit_to_dst(struct msm_cs *cs, uint32_t queue, uint32_t *fence)
{
	struct msm_submit_req req;
	int err;

	msm_submit_init(&req, cs, queue);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	err = msm_submit(fd, &req);
	*fence = req.args.fence;
	return err;
}

static void check_mem_write(void)
{
	struct msm_cs cs;
	uint32_t fence = 0;
	int i, ok = 1;

	cs_begin(&cs, &cmd, 0);
	cs_pkt3(&cs, CP_MEM_WRITE, 5);
	cs_emit(&cs, (uint32_t)dst.iova);
	for (i = 0; i < 4; i++)
		cs_emit(&cs, 0x1000 + i);
	tap_ok(!submit_to_dst(&cs, 0, &fence) && fence,
	       "submit CP_MEM_WRITE (fence %u)", fence);
	tap_ok(!msm_wait_fence(fd, 0, fence, SECOND_NS), "WAIT_FENCE");
	for (i = 0; i < 4; i++)
		ok &= dst.map[i] == 0x1000u + i;
	tap_ok(ok, "the four dwords landed");
}

static void check_reg_to_mem(void)
{
	struct msm_cs cs;
	uint32_t fence = 0;

	/* A scratch register, written then copied to memory */
	cs_begin(&cs, &cmd, 64);
	cs_pkt0(&cs, REG_AXXX_CP_SCRATCH_REG4, 2);
	cs_emit(&cs, 0xfeedf00d);
	cs_emit(&cs, 0x0badcafe);
	cs_pkt3(&cs, CP_REG_TO_MEM, 2);
	cs_emit(&cs, CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG4) |
		     CP_REG_TO_MEM_0_CNT(2));
	cs_emit(&cs, (uint32_t)dst.iova + 64);
	submit_to_dst(&cs, 0, &fence);
	tap_ok(!msm_wait_fence(fd, 0, fence, SECOND_NS) &&
	       dst.map[16] == 0xfeedf00d && dst.map[17] == 0x0badcafe,
	       "CP_REG_TO_MEM copies two scratch registers (0x%x 0x%x)",
	       dst.map[16], dst.map[17]);
}

static void check_relocs(void)
{
	struct drm_msm_gem_submit_reloc reloc = {
		.submit_offset = (128 + 1) * 4,	/* the address dword */
		.reloc_idx = 1,
		.reloc_offset = 256,
	};
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 128);
	cs_mem_write(&cs, 0 /* patched by the reloc */, 0x5eed);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.bos[1].presumed = 0;	/* wrong: the kernel must patch */
	req.cmd.nr_relocs = 1;
	req.cmd.relocs = (uintptr_t)&reloc;
	tap_ok(!msm_submit(fd, &req), "submit with a reloc");
	tap_ok(cmd.map[129] == (uint32_t)dst.iova + 256,
	       "the reloc wrote the address into the command buffer");
	tap_ok(!msm_wait_fence(fd, 0, req.args.fence, SECOND_NS) &&
	       dst.map[64] == 0x5eed, "the write went where the reloc said");
}

/*
 * CTX_RESTORE runs only after the GPU switched clients, IB targets never:
 * each writes a marker, so their effects show what ran.
 */
static void check_cmd_types(void)
{
	struct drm_msm_gem_submit_cmd cmds[3];
	struct msm_submit_req req;
	struct msm_cs a, b, c;
	int other = msm_open();

	cs_begin(&a, &cmd, 256);
	cs_mem_write(&a, dst.iova + 512, 0xa);
	cs_begin(&b, &cmd, 272);
	cs_mem_write(&b, dst.iova + 516, 0xb);
	cs_begin(&c, &cmd, 288);
	cs_mem_write(&c, dst.iova + 520, 0xc);

	msm_submit_init(&req, &a, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	memset(cmds, 0, sizeof(cmds));
	cmds[0] = req.cmd;
	cmds[0].type = MSM_SUBMIT_CMD_CTX_RESTORE_BUF;
	cmds[1] = req.cmd;
	cmds[1].submit_offset = 272 * 4;
	cmds[2] = req.cmd;
	cmds[2].type = MSM_SUBMIT_CMD_IB_TARGET_BUF;
	cmds[2].submit_offset = 288 * 4;
	req.args.cmds = (uintptr_t)cmds;
	req.args.nr_cmds = 3;

	/* Another client runs first, so the GPU switches to us */
	if (other >= 0) {
		struct msm_bo obo;
		struct msm_cs ocs;
		struct msm_submit_req oreq;

		msm_bo_create(other, 4096, &obo);
		cs_begin(&ocs, &obo, 0);
		cs_pkt3(&ocs, CP_NOP, 1);
		cs_emit(&ocs, 0);
		msm_submit_init(&oreq, &ocs, 0);
		msm_submit(other, &oreq);
		msm_wait_fence(other, 0, oreq.args.fence, SECOND_NS);
		msm_bo_destroy(other, &obo);
		close(other);
	}
	msm_submit(fd, &req);
	msm_wait_fence(fd, 0, req.args.fence, SECOND_NS);
	tap_ok(dst.map[128] == 0xa, "CTX_RESTORE_BUF runs after a switch");
	tap_ok(dst.map[129] == 0xb && dst.map[130] == 0,
	       "BUF runs, IB_TARGET_BUF does not");

	dst.map[128] = 0;
	dst.map[129] = 0;
	msm_submit(fd, &req);
	msm_wait_fence(fd, 0, req.args.fence, SECOND_NS);
	tap_ok(dst.map[128] == 0 && dst.map[129] == 0xb,
	       "CTX_RESTORE_BUF is skipped with no switch");
}

/* Many submits to one queue: fences in order, writes in order */
static void check_order(void)
{
	uint32_t fences[32], q, qfences[2];
	struct msm_cs cs;
	int i, ok = 1;

	for (i = 0; i < 32; i++) {
		cs_begin(&cs, &cmd, 512 + i * 4);
		cs_mem_write(&cs, dst.iova + 1024, i + 1);
		submit_to_dst(&cs, 0, &fences[i]);
		ok &= !i || fences[i] == fences[i - 1] + 1;
	}
	tap_ok(ok, "fence ids rise by one per submit");
	tap_ok(!msm_wait_fence(fd, 0, fences[31], SECOND_NS) &&
	       dst.map[256] == 32, "the last write is the last submit's");
	for (i = 0, ok = 1; i < 31; i++)
		ok &= !msm_wait_fence(fd, 0, fences[i], 0);
	tap_ok(ok, "every earlier fence is done with it");

	tap_ok(msm_wait_fence(fd, 0, fences[31] + 1, 0) == EINVAL,
	       "WAIT_FENCE on a fence not issued yet: EINVAL");
	tap_ok(msm_wait_fence(fd, 77, 1, 0) == ENOENT,
	       "WAIT_FENCE on an unknown queue: ENOENT");

	/* Two more queues, highest and lowest priority, both complete */
	for (i = 0; i < 2; i++) {
		msm_queue_new(fd, i * 2, &q);
		cs_begin(&cs, &cmd, 700 + i * 4);
		cs_mem_write(&cs, dst.iova + 1100 + i * 4, 0x77 + i);
		submit_to_dst(&cs, q, &qfences[i]);
		ok = !msm_wait_fence(fd, q, qfences[i], SECOND_NS);
		tap_ok(ok && dst.map[275 + i] == 0x77u + i,
		       "a queue of priority %d runs its submit", i * 2);
	}
}

static void check_queues(void)
{
	struct drm_msm_submitqueue q = { .prio = 3 };
	struct drm_msm_submitqueue_query query = { 0 };
	uint32_t id = 0, close_id;
	int faults = -1, err;

	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &q) == EINVAL,
	       "SUBMITQUEUE_NEW priority 3 with one ring: EINVAL");
	q = (struct drm_msm_submitqueue){ .flags = 1 };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_NEW, &q) == EINVAL,
	       "SUBMITQUEUE_NEW with flags: EINVAL");
	err = msm_queue_new(fd, 1, &id);
	tap_ok(!err && id > 0, "SUBMITQUEUE_NEW (id %u)", id);
	tap_ok(!msm_queue_faults(fd, id, &faults) && faults == 0,
	       "QUERY FAULTS of a new queue: 0");
	query = (struct drm_msm_submitqueue_query){ .id = id, .param = 7 };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &query) == EINVAL,
	       "QUERY of an unknown param: EINVAL");
	query = (struct drm_msm_submitqueue_query){ .id = 999 };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &query) == ENOENT,
	       "QUERY of an unknown queue: ENOENT");
	query = (struct drm_msm_submitqueue_query){ .id = id, .pad = 1 };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &query) == EINVAL,
	       "QUERY with pad: EINVAL");
	query = (struct drm_msm_submitqueue_query){ .id = id, .data = 8,
						    .len = 4 };
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_QUERY, &query) == EFAULT,
	       "QUERY into a bad pointer: EFAULT");
	close_id = id;
	tap_ok(!msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &close_id),
	       "SUBMITQUEUE_CLOSE");
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &close_id) ==
	       ENOENT, "closing it again: ENOENT");
	close_id = 0;
	tap_ok(msm_ioctl(fd, DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE, &close_id) ==
	       ENOENT, "closing the default queue: ENOENT");
	tap_ok(msm_wait_fence(fd, id, 1, 0) == ENOENT,
	       "a closed queue is gone for WAIT_FENCE");
}

/*
 * Draws of nothing are counted; and a register the model does not read
 * is named in vgpu_stats, by the register database's name
 */
static void check_draws(void)
{
	static const uint32_t draws[] = {
		CP_DRAW_INDX, CP_DRAW_INDX_OFFSET, CP_DRAW_INDX_2,
	};
	long long before = msm_vgpu_stat("draws");
	struct msm_submit_req req;
	static char stats[65536];
	uint64_t gpu_id = 0;
	struct msm_cs cs;
	unsigned int i, j;
	uint32_t unused;
	const char *name;

	msm_get_param(fd, MSM_PARAM_GPU_ID, &gpu_id);
	unused = gpu_id >= 400 ? REG_A4XX_RB_RENDER_COMPONENTS :
		 gpu_id >= 300 ? REG_A3XX_RB_SAMPLE_COUNT_CONTROL :
				 REG_A2XX_RB_COLOR_MASK;
	name = gpu_id >= 400 ? "RB_RENDER_COMPONENTS" :
	       gpu_id >= 300 ? "RB_SAMPLE_COUNT_CONTROL" : "RB_COLOR_MASK";
	cs_begin(&cs, &cmd, 900);
	cs_pkt0(&cs, unused, 1);
	cs_emit(&cs, 0);
	for (i = 0; i < 3; i++) {
		cs_pkt3(&cs, draws[i], 3);
		for (j = 0; j < 3; j++)
			cs_emit(&cs, 0);
	}
	cs_mem_write(&cs, dst.iova + 1300, 0xd4a);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	tap_ok(!msm_submit(fd, &req) &&
	       !msm_wait_fence(fd, 0, req.args.fence, SECOND_NS) &&
	       dst.map[325] == 0xd4a, "a submit with three draw packets runs");
	tap_ok(before >= 0 && msm_vgpu_stat("draws") == before + 3,
	       "the model counted the three draws (%lld -> %lld)", before,
	       msm_vgpu_stat("draws"));
	snprintf(stats, sizeof(stats), "unused_reg: 0x%04x %s", unused, name);
	name = strdup(stats);
	tap_ok(msm_debugfs_read("vgpu_stats", stats, sizeof(stats)) > 0 &&
	       strstr(stats, name), "vgpu_stats names what the model does not read: \"%s\"",
	       name);
}

/* Writes the allow_sudo module parameter */
static int set_allow_sudo(int on)
{
	int pfd = open("/sys/module/msm/parameters/allow_sudo", O_WRONLY);
	int ok = pfd >= 0 && write(pfd, on ? "1" : "0", 1) == 1;

	if (pfd >= 0)
		close(pfd);
	return ok;
}

/*
 * SUDO: the commands are copied into the ring and run unprotected.  Only
 * with allow_sudo (the stand-in for upstream's CONFIG_DRM_MSM_GPU_SUDO)
 * and CAP_SYS_RAWIO; the tests run as root.
 */
static void check_sudo(void)
{
	struct msm_submit_req req;
	struct msm_cs cs;

	cs_begin(&cs, &cmd, 800);
	cs_pkt0(&cs, REG_AXXX_CP_SCRATCH_REG5, 1);
	cs_emit(&cs, 0x5d0);
	cs_mem_write(&cs, dst.iova + 1200, 0x5d0);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	req.args.flags |= MSM_SUBMIT_SUDO;
	tap_ok(set_allow_sudo(1) && !msm_submit(fd, &req) &&
	       !msm_wait_fence(fd, 0, req.args.fence, SECOND_NS) &&
	       dst.map[300] == 0x5d0, "SUDO with allow_sudo runs from the ring");
	tap_ok(set_allow_sudo(0) && msm_submit(fd, &req) == EINVAL,
	       "SUDO without allow_sudo: EINVAL");
}

int main(void)
{
	tap_plan(3 + 1 + 3 + 3 + 7 + 12 + 3 + 2);
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");
	if (msm_bo_create(fd, 64 * 1024, &cmd) ||
	    msm_bo_create(fd, 64 * 1024, &dst))
		tap_bail("buffers");

	check_mem_write();
	check_reg_to_mem();
	check_relocs();
	check_cmd_types();
	check_order();
	check_queues();
	check_sudo();
	check_draws();

	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	close(fd);
	return tap_done();
}
