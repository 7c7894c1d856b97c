// SPDX-License-Identifier: MIT
/*
 * Host unit tests of libmsm, no kernel and no GPU: the library runs on a
 * fake kernel (struct msm_backend) that hands out buffers in plain memory
 * and records each submit.  Covers the command-stream builder (packet
 * headers, growth, relocs, the buffer table, IBs and state groups), what
 * msm_submit hands the kernel, the BO cache, the version check and the
 * MSM_DEBUG parser.  TAP output; the exit status is non-zero on failure.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "msm_priv.h"
#include "generated/adreno_common.xml.h"
#include "generated/a3xx.xml.h"

/* ---- TAP ---------------------------------------------------------------- */

#include "tap.h"

/* ---- The fake kernel ---------------------------------------------------- */

#define FAKE_BOS	64
#define FAKE_IOVA(h)	(0x01000000ull + (uint64_t)(h) * 0x100000)

static struct fake_bo {
	uint32_t size, flags, madv;
	void *mem;
	bool alive, purge_me, busy;
} fake_bos[FAKE_BOS];
static uint32_t next_handle, next_fence, next_queue = 1;
static int fail_submit_errno;

/* The last submit, copied out */
static struct {
	struct drm_msm_gem_submit args;
	struct drm_msm_gem_submit_bo bos[16];
	struct drm_msm_gem_submit_cmd cmds[8];
	struct drm_msm_gem_submit_reloc relocs[8][16];
} last;

static int fake_gem_new(struct drm_msm_gem_new *req)
{
	struct fake_bo *b;

	if (next_handle + 1 >= FAKE_BOS)
		return ENOMEM;
	b = &fake_bos[++next_handle];
	b->size = (uint32_t)req->size;
	b->flags = req->flags;
	b->mem = calloc(1, req->size);
	b->alive = true;
	req->handle = next_handle;
	return 0;
}

static int fake_gem_info(struct drm_msm_gem_info *req)
{
	if (req->handle >= FAKE_BOS || !fake_bos[req->handle].alive)
		return ENOENT;
	switch (req->info) {
	case MSM_INFO_GET_IOVA:
		req->value = FAKE_IOVA(req->handle);
		return 0;
	case MSM_INFO_GET_OFFSET:
		req->value = (uint64_t)req->handle << 20;
		return 0;
	case MSM_INFO_SET_NAME:
		return 0;
	}
	return EINVAL;
}

static int fake_gem_close(struct drm_gem_close *req)
{
	struct fake_bo *b = &fake_bos[req->handle];

	if (!b->alive)
		return EINVAL;
	free(b->mem);
	memset(b, 0, sizeof(*b));
	return 0;
}

static int fake_madvise(struct drm_msm_gem_madvise *req)
{
	struct fake_bo *b = &fake_bos[req->handle];

	b->madv = req->madv;
	req->retained = !b->purge_me;
	return 0;
}

static int fake_submit(struct drm_msm_gem_submit *req)
{
	uint32_t i;

	if (req->queueid >= next_queue)
		return ENOENT;
	if (fail_submit_errno)
		return fail_submit_errno;
	last.args = *req;
	memcpy(last.bos, (void *)(uintptr_t)req->bos,
	       req->nr_bos * sizeof(last.bos[0]));
	memcpy(last.cmds, (void *)(uintptr_t)req->cmds,
	       req->nr_cmds * sizeof(last.cmds[0]));
	for (i = 0; i < req->nr_cmds; i++)
		memcpy(last.relocs[i], (void *)(uintptr_t)last.cmds[i].relocs,
		       last.cmds[i].nr_relocs * sizeof(last.relocs[0][0]));
	req->fence = ++next_fence;
	return 0;
}

static int fake_param(struct drm_msm_param *req)
{
	switch (req->param) {
	case MSM_PARAM_GPU_ID:
		req->value = 320;
		return 0;
	case MSM_PARAM_CHIP_ID:
		req->value = 0x03020000;
		return 0;
	case MSM_PARAM_GMEM_SIZE:
		req->value = 512 * 1024;
		return 0;
	case MSM_PARAM_PRIORITIES:
		req->value = 3;
		return 0;
	}
	return EINVAL;
}

static int fake_dispatch(unsigned long request, void *arg)
{
	switch (request) {
	case DRM_IOCTL_MSM_GET_PARAM:
		return fake_param(arg);
	case DRM_IOCTL_MSM_GEM_NEW:
		return fake_gem_new(arg);
	case DRM_IOCTL_MSM_GEM_INFO:
		return fake_gem_info(arg);
	case DRM_IOCTL_GEM_CLOSE:
		return fake_gem_close(arg);
	case DRM_IOCTL_MSM_GEM_MADVISE:
		return fake_madvise(arg);
	case DRM_IOCTL_MSM_GEM_CPU_PREP:
		return fake_bos[((struct drm_msm_gem_cpu_prep *)arg)->handle]
			.busy ? EBUSY : 0;
	case DRM_IOCTL_MSM_GEM_SUBMIT:
		return fake_submit(arg);
	case DRM_IOCTL_MSM_WAIT_FENCE:
		return 0;
	case DRM_IOCTL_MSM_SUBMITQUEUE_NEW:
		((struct drm_msm_submitqueue *)arg)->id = next_queue++;
		return 0;
	case DRM_IOCTL_MSM_SUBMITQUEUE_CLOSE:
		return 0;
	}
	return ENOTTY;
}

static int fake_ioctl(int fd, unsigned long request, void *arg)
{
	int err = fake_dispatch(request, arg);

	(void)fd;
	errno = err;
	return err ? -1 : 0;
}

static void *fake_mmap(int fd, size_t size, off_t offset)
{
	uint32_t h = (uint32_t)(offset >> 20);

	(void)fd;
	if (h >= FAKE_BOS || !fake_bos[h].alive || size > fake_bos[h].size)
		return MAP_FAILED;
	return fake_bos[h].mem;
}

static int fake_munmap(void *addr, size_t size)
{
	(void)addr;
	(void)size;
	return 0;
}

static const struct msm_backend fake = {
	.ioctl = fake_ioctl,
	.mmap = fake_mmap,
	.munmap = fake_munmap,
};

static struct msm_device *fake_device(int major, int minor)
{
	return msm_device_new_with_backend(-1, major, minor, &fake);
}

/* ---- Command streams ---------------------------------------------------- */

static void test_packets(struct msm_device *dev)
{
	struct msm_cs *cs = msm_cs_new(dev, 0);

	OUT_PKT0(cs, REG_A3XX_RB_MODE_CONTROL, 1);
	OUT_RING(cs, A3XX_RB_MODE_CONTROL_RENDER_MODE(RB_RESOLVE_PASS));
	OUT_PKT0(cs, REG_AXXX_CP_SCRATCH_REG4, 3);
	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_PKT3(cs, CP_NOP, 0x4000);
	tap_ok(cs->buf[0] == 0x000020c0, "PKT0 of RB_MODE_CONTROL, 1 value: "
	       "0x%08x", cs->buf[0]);
	tap_ok(cs->buf[1] == 0x200, "RENDER_MODE(RESOLVE) at bits 8-10");
	tap_ok(cs->buf[2] == 0x0002057c, "PKT0 of 3 values: count-1 at 16");
	tap_ok(cs->buf[3] == 0xc0013d00, "PKT3 CP_MEM_WRITE, 2 dwords: "
	       "0x%08x", cs->buf[3]);
	tap_ok(cs->buf[4] == 0xffff1000, "PKT3 count 0x4000 fills 14 bits");
	tap_ok(msm_cs_len(cs) == 5, "five dwords written");
	msm_cs_unref(cs);
}

static void test_growth(struct msm_device *dev)
{
	struct msm_cs *cs = msm_cs_new(dev, 16);
	uint32_t i, n = 100000;
	int ok = 1;

	for (i = 0; i < n; i++)
		OUT_RING(cs, i * 3 + 1);
	for (i = 0; i < n; i++)
		ok &= cs->buf[i] == i * 3 + 1;
	tap_ok(msm_cs_len(cs) == n && !cs->error && cs->max_dwords >= n,
	       "a 16-dword stream grows to %u dwords", n);
	tap_ok(ok, "growth keeps every dword");

	msm_cs_reset(cs);
	tap_ok(msm_cs_len(cs) == 0 && cs->end == cs->buf + cs->max_dwords,
	       "reset empties it and keeps the room");
	msm_cs_unref(cs);
}

static void test_relocs(struct msm_device *dev)
{
	struct msm_bo *a = msm_bo_new(dev, 4096, 0);
	struct msm_bo *b = msm_bo_new(dev, 8192, 0);
	struct msm_cs *cs = msm_cs_new(dev, 4);
	uint64_t ia = msm_bo_iova(a), ib = msm_bo_iova(b);

	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_RELOC(cs, a, 0x10, 0x3, 0);			/* dword 1 */
	OUT_RING(cs, 0);
	OUT_RELOCW(cs, b, 0x40, 0, -2);			/* dword 3 */
	OUT_RELOC(cs, a, 0x20, 0x1, 4);			/* dword 4 */

	tap_ok(cs->buf[1] == (uint32_t)(ia + 0x10) + 3 &&
	       cs->buf[3] == (uint32_t)((ib + 0x40) >> 2) &&
	       cs->buf[4] == ((uint32_t)((ia + 0x20) << 4) | 1),
	       "relocs write the presumed address, shifted and ORed");
	tap_ok(cs->nr_relocs == 3 && cs->relocs[0].offset == 4 &&
	       cs->relocs[1].offset == 12 && cs->relocs[2].offset == 16,
	       "relocs recorded at their byte offsets");
	tap_ok(cs->relocs[0].or_bits == 3 && cs->relocs[0].shift == 0 &&
	       cs->relocs[1].shift == -2 && cs->relocs[1].bo_offset == 0x40 &&
	       cs->relocs[2].shift == 4 && cs->relocs[2].or_bits == 1,
	       "relocs keep offset, or and shift");
	tap_ok(cs->nr_bos == 2 && cs->relocs[0].bo_idx == 0 &&
	       cs->relocs[2].bo_idx == 0 && cs->relocs[1].bo_idx == 1,
	       "a buffer used twice has one table entry");
	tap_ok(cs->bos[0].flags == MSM_SUBMIT_BO_READ &&
	       cs->bos[1].flags == (MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE),
	       "OUT_RELOC reads, OUT_RELOCW writes");
	tap_ok(msm_cs_add_bo(cs, a, MSM_SUBMIT_BO_WRITE | MSM_SUBMIT_BO_DUMP)
	       == 0 && cs->bos[0].flags == (MSM_SUBMIT_BO_READ |
	       MSM_SUBMIT_BO_WRITE | MSM_SUBMIT_BO_DUMP) && cs->nr_bos == 2,
	       "adding a known buffer merges its flags");
	tap_ok(a->refcnt == 2 && b->refcnt == 2,
	       "the stream holds one reference per buffer");
	msm_cs_unref(cs);
	tap_ok(a->refcnt == 1 && b->refcnt == 1, "and drops it when freed");
	msm_bo_unref(a);
	msm_bo_unref(b);
}

/* A state group: built once, referenced as an IB by two streams */
static void test_ib_and_state_groups(struct msm_device *dev)
{
	struct msm_bo *dst = msm_bo_new(dev, 4096, 0);
	struct msm_cs *sg = msm_cs_new(dev, 0);
	struct msm_cs *m1 = msm_cs_new(dev, 0), *m2 = msm_cs_new(dev, 0);
	uint32_t *frozen;

	OUT_PKT3(sg, CP_MEM_WRITE, 2);
	OUT_RELOCW(sg, dst, 0x100, 0, 0);
	OUT_RING(sg, 0x5eed);

	OUT_PKT3(m1, CP_NOP, 1);
	OUT_RING(m1, 0);
	OUT_IB(m1, sg);
	OUT_IB(m2, sg);

	tap_ok(sg->frozen && sg->bo && !sg->error,
	       "emitting an IB freezes its target");
	frozen = msm_bo_map(sg->bo);
	tap_ok(frozen && !memcmp(frozen, sg->buf, 3 * 4),
	       "the frozen buffer holds the target's dwords");
	tap_ok(m1->buf[2] == 0xc0013700 &&
	       m1->buf[3] == (uint32_t)msm_bo_iova(sg->bo) && m1->buf[4] == 3,
	       "IB: PKT3 INDIRECT_BUFFER_PFD, address, size in dwords");
	tap_ok(m1->nr_relocs == 1 && m1->relocs[0].offset == 12,
	       "the IB address is a reloc");
	tap_ok(m1->nr_bos == 2 && m1->bos[0].bo == dst &&
	       m1->bos[0].flags == (MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE) &&
	       m1->bos[1].bo == sg->bo,
	       "the target's buffers join the stream's table");
	tap_ok(m1->nr_targets == 1 && m1->targets[0] == sg && sg->refcnt == 3,
	       "both streams hold the state group");
	tap_ok(m2->buf[1] == m1->buf[3], "both reach the same buffer");

	OUT_RING(sg, 0);
	tap_ok(sg->error == -EBUSY && msm_cs_len(sg) == 3,
	       "writing a frozen stream fails, nothing written");
	msm_cs_unref(m1);
	msm_cs_unref(m2);
	msm_cs_unref(sg);
	msm_bo_unref(dst);
}

/* What the kernel gets: the table, BUF and IB_TARGET_BUF commands */
static void test_submit_tables(struct msm_device *dev)
{
	struct msm_queue *q = msm_queue_new(dev, 1);
	struct msm_bo *dst = msm_bo_new(dev, 4096, 0);
	struct msm_bo *other = msm_bo_new(dev, 4096, 0);
	struct msm_cs *sg = msm_cs_new(dev, 0), *cs = msm_cs_new(dev, 0);
	uint32_t fence = 0, i, sg_idx = 99, dst_idx = 99;
	int ret;

	OUT_PKT3(sg, CP_MEM_WRITE, 2);
	OUT_RELOCW(sg, dst, 8, 0, 0);
	OUT_RING(sg, 1);
	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_RELOCW(cs, other, 0, 0, 0);
	OUT_RING(cs, 2);
	OUT_IB(cs, sg);

	ret = msm_submit(q, cs, 0, -1, NULL, NULL, &fence);
	tap_ok(!ret && fence == next_fence && q->id == last.args.queueid,
	       "submit on queue %u: fence %u", q->id, fence);
	tap_ok(last.args.flags == MSM_PIPE_3D0 && last.args.nr_bos == 4 &&
	       last.args.nr_cmds == 2,
	       "3D pipe, 4 buffers (other, dst, state group, stream), 2 cmds");
	for (i = 0; i < last.args.nr_bos; i++) {
		if (last.bos[i].handle == sg->bo->handle)
			sg_idx = i;
		if (last.bos[i].handle == dst->handle)
			dst_idx = i;
	}
	tap_ok(last.bos[3].handle == cs->bo->handle &&
	       last.cmds[0].type == MSM_SUBMIT_CMD_BUF &&
	       last.cmds[0].submit_idx == 3 && last.cmds[0].size == 6 * 4,
	       "cmd 0: the stream, in its own buffer, last in the table");
	tap_ok(last.bos[0].presumed == msm_bo_iova(other) &&
	       last.bos[0].flags == (MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_WRITE),
	       "table entries carry presumed address and flags");
	tap_ok(last.cmds[0].nr_relocs == 2 && last.relocs[0][0].reloc_idx == 0 &&
	       last.relocs[0][1].reloc_idx == sg_idx &&
	       last.relocs[0][1].submit_offset == 4 * 4,
	       "cmd 0 relocs: other, then the IB address");
	tap_ok(last.cmds[1].type == MSM_SUBMIT_CMD_IB_TARGET_BUF &&
	       last.cmds[1].submit_idx == sg_idx && last.cmds[1].size == 12 &&
	       last.cmds[1].nr_relocs == 1 &&
	       last.relocs[1][0].reloc_idx == dst_idx &&
	       last.relocs[1][0].reloc_offset == 8,
	       "cmd 1: the state group as IB_TARGET_BUF, relocs remapped");

	ret = msm_submit(q, cs, 0, -1, NULL, NULL, &fence);
	tap_ok(!ret && fence == next_fence && last.args.nr_bos == 4,
	       "a frozen stream submits again");

	fail_submit_errno = EINVAL;
	ret = msm_submit(q, cs, 0, -1, NULL, NULL, NULL);
	fail_submit_errno = 0;
	tap_ok(ret == -EINVAL && strstr(msm_last_error(dev), "GEM_SUBMIT"),
	       "a failed submit: -EINVAL, \"%s\"", msm_last_error(dev));
	tap_ok(msm_submit(q, cs, 0x00800000, -1, NULL, NULL, NULL) == -EINVAL,
	       "unknown submit flags: -EINVAL");
	msm_queue_close(q);
	q = msm_queue_from_id(dev, 999);
	tap_ok(msm_submit(q, cs, 0, -1, NULL, NULL, NULL) == -ENOENT,
	       "a bogus queue: -ENOENT");
	msm_queue_close(q);

	msm_cs_reset(cs);
	tap_ok(msm_submit(q = msm_queue_from_id(dev, 0), cs, 0, -1, NULL,
			  NULL, NULL) == -EINVAL, "an empty stream: -EINVAL");
	msm_queue_close(q);
	msm_cs_unref(cs);
	msm_cs_unref(sg);
	msm_bo_unref(dst);
	msm_bo_unref(other);
}

/* ---- Buffers ------------------------------------------------------------ */

static void test_bo_cache(struct msm_device *dev)
{
	struct msm_bo *bo = msm_bo_new(dev, 5000, MSM_BO_WC);
	uint32_t h = bo->handle, h2, i, left = 0;

	tap_ok(msm_bo_size(bo) == 8192, "5000 bytes: the 8 KiB bucket");
	msm_bo_unref(bo);
	tap_ok(fake_bos[h].alive && fake_bos[h].madv == MSM_MADV_DONTNEED,
	       "a freed buffer waits in the cache, DONTNEED");
	bo = msm_bo_new(dev, 6000, MSM_BO_CACHED);
	tap_ok(bo->handle != h, "other flags: not reused");
	msm_bo_unref(bo);
	bo = msm_bo_new(dev, 6000, MSM_BO_WC);
	tap_ok(bo->handle == h && fake_bos[h].madv == MSM_MADV_WILLNEED &&
	       bo->refcnt == 1, "same flags and bucket: reused, WILLNEED");
	msm_bo_unref(bo);

	fake_bos[h].busy = true;
	bo = msm_bo_new(dev, 8000, MSM_BO_WC);
	h2 = bo->handle;
	tap_ok(h2 != h, "a busy cached buffer is not handed out");
	fake_bos[h].busy = false;
	msm_bo_unref(bo);

	/* Both cached 8 KiB buffers lost their pages */
	fake_bos[h].purge_me = fake_bos[h2].purge_me = true;
	bo = msm_bo_new(dev, 8000, MSM_BO_WC);
	tap_ok(bo->handle != h && bo->handle != h2 && !fake_bos[h].alive &&
	       !fake_bos[h2].alive, "purged buffers are dropped, not reused");
	msm_bo_unref(bo);

	msm_bo_cache_trim(dev);
	for (i = 0; i < dev->nr_cache_buckets; i++)
		left += dev->cache[i].head != NULL;
	tap_ok(left == 0, "msm_bo_cache_trim empties every bucket");

	dev->debug |= MSM_DEBUG_NOCACHE;
	bo = msm_bo_new(dev, 4096, 0);
	h = bo->handle;
	msm_bo_unref(bo);
	tap_ok(!fake_bos[h].alive, "MSM_DEBUG=nocache: freed at once");
	dev->debug &= ~MSM_DEBUG_NOCACHE;
}

static void test_bo_misc(struct msm_device *dev)
{
	struct msm_bo *bo = msm_bo_new(dev, 4096, 0);
	uint32_t *map = msm_bo_map(bo);

	tap_ok(bo->flags == MSM_BO_WC, "no cache mode given: WC");
	tap_ok(map && map == msm_bo_map(bo), "mapped once, kept");
	tap_ok(msm_bo_lookup(dev, bo->handle) == bo, "found by handle");
	tap_ok(msm_bo_madvise(bo, MSM_MADV_WILLNEED) == 1, "madvise: retained");
	tap_ok(msm_bo_set_name(bo, "test") == 0, "set_name");
	tap_ok(msm_bo_new(dev, 0, 0) == NULL && errno == EINVAL &&
	       strstr(msm_last_error(dev), "msm_bo_new"),
	       "a 0-byte buffer: NULL, EINVAL, a message");
	msm_bo_unref(bo);
}

/* ---- Devices ------------------------------------------------------------ */

/* Flags an old kernel would refuse are not sent, or refused here */
static void test_old_submit(struct msm_device *old, struct msm_queue *q)
{
	struct drm_msm_gem_submit_syncobj so = { 0 };
	struct msm_syncobjs sos = { .in = &so, .nr_in = 1 };
	struct msm_cs *cs = msm_cs_new(old, 0);
	struct msm_bo *bo = msm_bo_new(old, 4096, 0);

	OUT_PKT3(cs, CP_NOP, 1);
	OUT_RING(cs, 0);
	msm_cs_add_bo(cs, bo, MSM_SUBMIT_BO_READ | MSM_SUBMIT_BO_DUMP |
		      MSM_SUBMIT_BO_NO_IMPLICIT);
	tap_ok(msm_submit(q, cs, 0, -1, NULL, &sos, NULL) == -ENOTSUP,
	       "1.2: syncobjs refused before the ioctl");
	tap_ok(msm_submit(q, cs, MSM_SUBMIT_FENCE_SN_IN, -1, NULL, NULL,
			  NULL) == -ENOTSUP, "1.2: FENCE_SN_IN refused");
	tap_ok(!msm_submit(q, cs, 0, -1, NULL, NULL, NULL) &&
	       last.bos[0].flags == MSM_SUBMIT_BO_READ &&
	       last.bos[1].flags == MSM_SUBMIT_BO_READ,
	       "1.2: DUMP and NO_IMPLICIT left out of the table");
	msm_cs_unref(cs);
	msm_bo_unref(bo);
}

static void test_versions(void)
{
	struct msm_device *old = fake_device(1, 2);
	struct msm_device *dev = fake_device(1, 10);
	struct msm_queue *q;

	tap_ok(fake_device(2, 0) == NULL && errno == ENOTSUP &&
	       strstr(msm_last_error(NULL), "2.0"),
	       "major 2 refused: \"%s\"", msm_last_error(NULL));
	tap_ok(msm_device_has(dev, MSM_FEAT_BO_NO_IMPLICIT) &&
	       msm_device_has(dev, MSM_FEAT_SYNCOBJ) &&
	       msm_device_has(dev, MSM_FEAT_FENCE_SN_IN),
	       "1.10 has every feature");
	tap_ok(msm_device_has(old, MSM_FEAT_FENCE_FD) &&
	       !msm_device_has(old, MSM_FEAT_SUBMITQUEUES) &&
	       !msm_device_has(old, MSM_FEAT_SYNCOBJ), "1.2: fence fds only");
	tap_ok(msm_device_gpu_id(dev) == 320 &&
	       msm_device_chip_id(dev) == 0x03020000 &&
	       msm_device_gmem_size(dev) == 512 * 1024 &&
	       msm_device_nr_rings(dev) == 3 && msm_device_nr_rings(old) == 1,
	       "parameters cached at open");
	q = msm_queue_new(old, 1);
	tap_ok(!q && errno == ENOTSUP, "1.2: no queue priorities");
	q = msm_queue_new(old, 0);
	tap_ok(q && q->id == 0, "1.2: priority 0 is the default queue");
	test_old_submit(old, q);
	msm_queue_close(q);
	msm_device_close(old);
	msm_device_close(dev);
}

/* ---- MSM_DEBUG ---------------------------------------------------------- */

/* Parses str, answers the flags and what was printed (to free) */
static uint32_t parse(const char *str, char **printed)
{
	size_t size;
	FILE *f = open_memstream(printed, &size);
	uint32_t flags = msm_debug_parse(str, f);

	fclose(f);
	return flags;
}

static void test_debug(void)
{
	char *out;
	uint32_t f;

	f = parse("msgs,sync", &out);
	tap_ok(f == (MSM_DEBUG_MSGS | MSM_DEBUG_SYNC) && !*out,
	       "msgs,sync parsed silently");
	free(out);
	f = parse("noscheduling,half", &out);
	tap_ok(f == (MSM_DEBUG_NOSCHED | MSM_DEBUG_HALF) && !*out,
	       "the compiler's flags parsed: noscheduling,half");
	free(out);
	f = parse("dump,,nocache", &out);
	tap_ok(f == (MSM_DEBUG_DUMP | MSM_DEBUG_NOCACHE),
	       "empty entries skipped");
	free(out);
	f = parse("bogus,dump", &out);
	tap_ok(f == MSM_DEBUG_DUMP && strstr(out, "unknown flag 'bogus'"),
	       "unknown flag ignored with a message");
	free(out);
	f = parse("help", &out);
	tap_ok(f == 0 && strstr(out, "msgs") && strstr(out, "dump") &&
	       strstr(out, "sync") && strstr(out, "nocache") &&
	       strstr(out, "bypass the BO cache"),
	       "help lists every flag with its description");
	free(out);
	f = parse("help,msgs", &out);
	tap_ok(f == MSM_DEBUG_MSGS && !*out, "help prints only once");
	free(out);
	tap_ok(parse(NULL, &out) == 0 && !*out, "unset: no flags");
	free(out);
}

static void test_dump(struct msm_device *dev)
{
	struct msm_cs *cs = msm_cs_new(dev, 0);
	char *out;
	size_t size;
	FILE *f = open_memstream(&out, &size);
	int i;

	for (i = 0; i < 9; i++)
		OUT_RING(cs, 0xa0 + i);
	msm_debug_dump_cs(cs, f);
	fclose(f);
	tap_ok(strstr(out, "9 dwords") &&
	       strstr(out, "000000: 000000a0 000000a1") &&
	       strstr(out, "000008: 000000a8\n"),
	       "dump: eight dwords a line, with offsets");
	free(out);
	msm_cs_unref(cs);
}

/* Relative timeouts to the ioctls' deadlines: saturating, never wrapping */
static void test_timeouts(void)
{
	int64_t now = msm_now_ns();
	struct drm_msm_timespec sec = msm_abs_timeout(1000000000ll);
	struct drm_msm_timespec never = msm_abs_timeout(MSM_WAIT_FOREVER);
	struct drm_msm_timespec past = msm_abs_timeout(-5);

	tap_ok(sec.tv_sec * 1000000000ll + sec.tv_nsec >= now + 1000000000ll &&
	       sec.tv_sec <= now / 1000000000ll + 2,
	       "a 1 s timeout is a deadline 1 s from now");
	tap_ok(never.tv_sec == INT64_MAX / 1000000000ll,
	       "MSM_WAIT_FOREVER is the clock's last second, not a wrap (%lld)",
	       (long long)never.tv_sec);
	tap_ok(past.tv_sec <= now / 1000000000ll + 1 && past.tv_sec >= 0,
	       "a negative timeout is now");
}

int main(void)
{
	struct msm_device *dev;

	setvbuf(stdout, NULL, _IONBF, 0);
	test_debug();
	test_timeouts();
	dev = fake_device(1, 10);
	tap_ok(dev != NULL, "a device on the fake kernel");
	if (!dev)
		return 1;
	test_packets(dev);
	test_growth(dev);
	test_relocs(dev);
	test_ib_and_state_groups(dev);
	test_submit_tables(dev);
	test_bo_cache(dev);
	test_bo_misc(dev);
	test_dump(dev);
	msm_device_close(dev);
	test_versions();
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
