// SPDX-License-Identifier: MIT
/*
 * libmsm on the (virtual) GPU, for the VM: CP_MEM_WRITE round trips, a
 * stream past its first allocation, state groups as IBs, fences between
 * two processes (a sync_file out of one submit into another's), dma-buf
 * sharing, the BO cache handing a freed buffer back, syncobjs, and errors
 * as negative errnos.  TAP output; linked statically.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "msm.h"

#define SECOND_NS	1000000000ll

#include "tap.h"

static struct msm_device *dev;
static struct msm_queue *queue;

/* CP_MEM_WRITE of one value at offset of bo */
static void mem_write(struct msm_cs *cs, struct msm_bo *bo, uint32_t offset,
		      uint32_t value)
{
	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_RELOCW(cs, bo, offset, 0, 0);
	OUT_RING(cs, value);
}

/* Stalls the CP until the dword at offset of bo is 1 */
static void gate_wait(struct msm_cs *cs, struct msm_bo *bo, uint32_t offset)
{
	OUT_PKT3(cs, CP_WAIT_REG_MEM, 5);
	OUT_RING(cs, CP_WAIT_REG_MEM_0_FUNCTION(WRITE_EQ) |
		     CP_WAIT_REG_MEM_0_POLL(POLL_MEMORY));
	OUT_RELOC(cs, bo, offset, 0, 0);
	OUT_RING(cs, 1);		/* reference */
	OUT_RING(cs, 0xffffffff);	/* mask */
	OUT_RING(cs, 16);		/* poll interval */
}

/* A new zeroed, mapped buffer */
static struct msm_bo *new_buffer(uint32_t size, uint32_t **map)
{
	struct msm_bo *bo = msm_bo_new(dev, size, MSM_BO_WC);

	*map = bo ? msm_bo_map(bo) : NULL;
	if (*map)
		memset(*map, 0, size);
	return bo;
}

/* Submits cs on the queue and waits for it */
static int submit_wait(struct msm_cs *cs)
{
	uint32_t fence = 0;
	int ret = msm_submit(queue, cs, 0, -1, NULL, NULL, &fence);

	return ret ? ret : msm_fence_wait(queue, fence, 5 * SECOND_NS);
}

static void test_mem_write(void)
{
	struct msm_cs *cs = msm_cs_new(dev, 0);
	uint32_t *map, fence = 0, i;
	struct msm_bo *dst = new_buffer(4096, &map);
	int ret, ok = 1;

	OUT_PKT3(cs, CP_MEM_WRITE, 5);
	OUT_RELOCW(cs, dst, 0, 0, 0);
	for (i = 0; i < 4; i++)
		OUT_RING(cs, 0x1000 + i);
	ret = msm_submit(queue, cs, 0, -1, NULL, NULL, &fence);
	tap_ok(!ret && fence, "submit CP_MEM_WRITE (fence %u): %d", fence,
	       ret);
	tap_ok(!msm_fence_wait(queue, fence, 5 * SECOND_NS), "fence signals");
	tap_ok(!msm_bo_cpu_prep(dst, MSM_PREP_READ, SECOND_NS),
	       "CPU_PREP for reading");
	for (i = 0; i < 4; i++)
		ok &= map[i] == 0x1000 + i;
	tap_ok(ok, "the CPU reads the four values back (0x%x...)", map[0]);
	msm_bo_cpu_fini(dst);
	msm_cs_unref(cs);
	msm_bo_unref(dst);
}

/* 1000 writes: about nine times the stream's first allocation */
static void test_long_stream(void)
{
	struct msm_cs *cs = msm_cs_new(dev, 0);
	uint32_t *map, i;
	struct msm_bo *dst = new_buffer(4096, &map);
	int ok = 1;

	for (i = 0; i < 1000; i++)
		mem_write(cs, dst, i * 4, ~i);
	tap_ok(!submit_wait(cs), "a %u-dword stream runs", msm_cs_len(cs));
	for (i = 0; i < 1000; i++)
		ok &= map[i] == ~i;
	tap_ok(ok, "all 1000 writes landed");
	msm_cs_unref(cs);
	msm_bo_unref(dst);
}

/* One state group, two streams calling it as an IB */
static void test_state_group(void)
{
	struct msm_cs *sg = msm_cs_new(dev, 0);
	struct msm_cs *a = msm_cs_new(dev, 0), *b = msm_cs_new(dev, 0);
	uint32_t *map;
	struct msm_bo *dst = new_buffer(4096, &map);

	mem_write(sg, dst, 0x100, 0x5eed);
	mem_write(a, dst, 0x104, 0xa);
	OUT_IB(a, sg);
	tap_ok(!submit_wait(a) && map[0x40] == 0x5eed && map[0x41] == 0xa,
	       "a stream runs its state group IB");
	map[0x40] = 0;
	OUT_IB(b, sg);
	mem_write(b, dst, 0x108, 0xb);
	tap_ok(!submit_wait(b) && map[0x40] == 0x5eed && map[0x42] == 0xb,
	       "another stream reuses the same state group");
	msm_cs_unref(a);
	msm_cs_unref(b);
	msm_cs_unref(sg);
	msm_bo_unref(dst);
}

/*
 * The child: imports the dma-buf, submits a write that waits on the
 * parent's fence, sees it blocked, opens the parent's gate from the CPU,
 * then reads the GPU's write.  Answers a bitmask of the checks that held.
 */
static int child(int dmabuf, int parent_fence)
{
	struct msm_device *d = msm_device_open(NULL);
	struct msm_queue *q = d ? msm_queue_new(d, 0) : NULL;
	struct msm_bo *bo = q ? msm_bo_import_dmabuf(d, dmabuf) : NULL;
	struct msm_cs *cs = bo ? msm_cs_new(d, 0) : NULL;
	uint32_t *map = cs ? msm_bo_map(bo) : NULL;
	int out = -1, res = 0;

	if (!map)
		return 0;
	res |= 1;
	res |= (msm_bo_import_dmabuf(d, dmabuf) == bo) << 1;
	OUT_PKT3(cs, CP_MEM_WRITE, 2);
	OUT_RELOCW(cs, bo, 4, 0, 0);
	OUT_RING(cs, 0x2222);
	/* NO_IMPLICIT: only the fence fd orders it after the parent */
	res |= !msm_submit(q, cs, MSM_SUBMIT_NO_IMPLICIT, parent_fence, &out,
			   NULL, NULL) << 2;
	res |= (msm_sync_file_wait(out, SECOND_NS / 5) == -ETIMEDOUT) << 3;
	map[0] = 1;	/* the parent's gate */
	res |= !msm_sync_file_wait(out, 5 * SECOND_NS) << 4;
	res |= (map[1] == 0x2222) << 5;
	return res;
}

static void test_two_processes(void)
{
	struct msm_cs *cs = msm_cs_new(dev, 0);
	uint32_t *map;
	struct msm_bo *shared = new_buffer(4096, &map);
	int dmabuf = msm_bo_export_dmabuf(shared), fence_fd = -1, status = 0;
	pid_t pid;

	tap_ok(dmabuf >= 0, "export a dma-buf (fd %d)", dmabuf);
	tap_ok(msm_bo_import_dmabuf(dev, dmabuf) == shared,
	       "importing it here gives the same msm_bo");
	msm_bo_unref(shared);	/* the import's reference */

	/* Held at the gate until the child opens it; then writes 0x1111 */
	gate_wait(cs, shared, 0);
	mem_write(cs, shared, 4, 0x1111);
	tap_ok(!msm_submit(queue, cs, 0, -1, &fence_fd, NULL, NULL) &&
	       fence_fd >= 0, "submit with an out fence fd");

	fflush(stdout);
	pid = fork();
	if (pid == 0)
		_exit(child(dmabuf, fence_fd));
	waitpid(pid, &status, 0);
	status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
	map[0] = 1;	/* in case the child did not */

	tap_ok(status & 1, "child: opens the device, imports the dma-buf");
	tap_ok(status & 2, "child: a second import is the same msm_bo");
	tap_ok(status & 4, "child: submit with the parent's fence fd in");
	tap_ok(status & 8, "child: its submit waits for the parent's");
	tap_ok(status & 16, "child: its fence signals after the gate opens");
	tap_ok(status & 32, "child: its write came last (ordered)");
	tap_ok(!msm_sync_file_wait(fence_fd, 5 * SECOND_NS) &&
	       map[1] == 0x2222, "parent reads the child's GPU write");
	close(fence_fd);
	close(dmabuf);
	msm_cs_unref(cs);
	msm_bo_unref(shared);
}

static void test_bo_cache(void)
{
	struct msm_bo *bo = msm_bo_new(dev, 20000, 0);
	uint32_t handle = bo ? msm_bo_handle(bo) : 0;

	tap_ok(bo && msm_bo_madvise(bo, MSM_MADV_WILLNEED) == 1,
	       "MADVISE WILLNEED: retained");
	msm_bo_unref(bo);
	bo = msm_bo_new(dev, 18000, 0);
	tap_ok(bo && msm_bo_handle(bo) == handle,
	       "the BO cache hands the freed buffer back (handle %u)", handle);
	msm_bo_unref(bo);
	msm_bo_cache_trim(dev);
	bo = msm_bo_new(dev, 20000, 0);
	tap_ok(bo != NULL, "a new buffer after msm_bo_cache_trim");
	msm_bo_unref(bo);
}

static void test_syncobj(void)
{
	struct drm_msm_gem_submit_syncobj out = { 0 };
	struct msm_syncobjs sos = { .out = &out, .nr_out = 1 };
	struct msm_cs *cs = msm_cs_new(dev, 0);
	uint32_t *map;
	struct msm_bo *dst = new_buffer(4096, &map);
	int ret = msm_syncobj_create(dev, false, &out.handle);

	tap_ok(!ret, "SYNCOBJ_CREATE");
	mem_write(cs, dst, 0, 0x50b);
	ret = msm_submit(queue, cs, 0, -1, NULL, &sos, NULL);
	tap_ok(!ret, "submit signalling a syncobj: %d", ret);
	tap_ok(!msm_syncobj_wait(dev, &out.handle, NULL, 1, 5 * SECOND_NS) &&
	       map[0] == 0x50b, "the syncobj signals after the write");
	msm_syncobj_destroy(dev, out.handle);
	msm_cs_unref(cs);
	msm_bo_unref(dst);
}

static void test_errors(void)
{
	struct msm_queue *bogus = msm_queue_from_id(dev, 999);
	struct msm_cs *cs = msm_cs_new(dev, 0);
	int ret;

	OUT_PKT3(cs, CP_NOP, 1);
	OUT_RING(cs, 0);
	ret = msm_submit(bogus, cs, 0, -1, NULL, NULL, NULL);
	tap_ok(ret == -ENOENT, "submit to a bogus queue: %d (%s)", ret,
	       msm_last_error(dev));
	tap_ok(msm_fence_wait(queue, 0x7fffffff, 0) == -EINVAL,
	       "waiting a fence not issued yet: -EINVAL");
	tap_ok(msm_fence_wait(bogus, 1, 0) == -ENOENT,
	       "waiting on a bogus queue: -ENOENT");
	tap_ok(!msm_bo_import_dmabuf(dev, -1) && errno == EBADF,
	       "importing fd -1: NULL, EBADF");
	tap_ok(!msm_device_open("/dev/null") && errno == ENODEV,
	       "/dev/null is no msm device: %s", msm_last_error(NULL));
	tap_ok(!msm_queue_new(dev, 1000) && errno == EINVAL,
	       "a queue of priority 1000: EINVAL");
	msm_queue_close(bogus);
	msm_cs_unref(cs);
}

int main(void)
{
	int minor = 0, major;

	setvbuf(stdout, NULL, _IOLBF, 0);
	dev = msm_device_open(NULL);
	tap_ok(dev != NULL, "open the msm render node: %s",
	       dev ? "ok" : msm_last_error(NULL));
	if (!dev) {
		printf("1..%d\n", tests);
		return 1;
	}
	major = msm_device_version(dev, &minor);
	tap_ok(major == 1 && msm_device_gpu_id(dev) &&
	       msm_device_has(dev, MSM_FEAT_SYNCOBJ),
	       "msm %d.%d, GPU %u, chip 0x%llx, GMEM %u KiB, %u rings", major,
	       minor, msm_device_gpu_id(dev),
	       (unsigned long long)msm_device_chip_id(dev),
	       msm_device_gmem_size(dev) / 1024, msm_device_nr_rings(dev));
	queue = msm_queue_new(dev, 0);
	tap_ok(queue && msm_queue_faults(queue) == 0,
	       "a new submitqueue, no faults");
	if (!queue) {
		printf("1..%d\n", tests);
		return 1;
	}
	test_mem_write();
	test_long_stream();
	test_state_group();
	test_two_processes();
	test_bo_cache();
	test_syncobj();
	test_errors();
	msm_queue_close(queue);
	msm_device_close(dev);
	printf("1..%d\n", tests);
	return failures ? 1 : 0;
}
