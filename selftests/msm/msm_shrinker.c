// SPDX-License-Identifier: GPL-2.0-only
/*
 * The shrinker: an idle DONTNEED buffer is purged by debugfs "shrink" and
 * by reclaim (drop_caches), and then its mmap raises SIGBUS, the GPU
 * faults at its old address, GET_IOVA and GEM_SUBMIT refuse it and
 * MADVISE reports it not retained.  WILLNEED buffers and DONTNEED ones
 * the GPU still uses are kept.  The debugfs files gem and mm list buffers
 * and GPU address ranges.
 */
#include <setjmp.h>
#include <signal.h>

#include "msm_cs.h"
#include "msm_trace.h"

#define VICTIM_SIZE	16384
#define GATE_DW		2048	/* the gate's dword in the command buffer */
#define BUSY_MARK	0xb0b0b0b0u
#define PRESSURE_BOS	8

static int fd;
static long page_size;
static struct msm_bo cmd, victim, keep, busy;
static sigjmp_buf sigbus_jmp;

/* Pages of a buffer of size bytes: the kernel rounds up to its pages */
static long pages(long size)
{
	return (size + page_size - 1) / page_size;
}

static void on_sigbus(int sig)
{
	(void)sig;
	siglongjmp(sigbus_jmp, 1);
}

/* 1 if reading *p raised SIGBUS */
static int read_faults(volatile uint32_t *p)
{
	struct sigaction sa = { .sa_handler = on_sigbus }, old;
	int faulted = 0;

	sigaction(SIGBUS, &sa, &old);
	if (sigsetjmp(sigbus_jmp, 1))
		faulted = 1;
	else
		(void)*p;
	sigaction(SIGBUS, &old, NULL);
	return faulted;
}

/* Purges through debugfs; the pages it reports freed, or -1 */
static long shrink(void)
{
	char text[32];

	if (msm_debugfs_write("shrink", "1") || msm_debugfs_read("shrink", text,
							  sizeof(text)) < 0)
		return -1;
	return strtol(text, NULL, 10);
}

/* MADVISE; retained, or -1 on error */
static int madvise_bo(uint32_t handle, uint32_t madv)
{
	struct drm_msm_gem_madvise req = { .handle = handle, .madv = madv };

	if (msm_ioctl(fd, DRM_IOCTL_MSM_GEM_MADVISE, &req))
		return -1;
	return req.retained;
}

static int set_name(uint32_t handle, const char *name)
{
	struct drm_msm_gem_info req = {
		.handle = handle, .info = MSM_INFO_SET_NAME,
		.value = (uintptr_t)name, .len = strlen(name),
	};

	return msm_ioctl(fd, DRM_IOCTL_MSM_GEM_INFO, &req);
}

/*
 * debugfs "gem" in 6.1's layout: the buffer's line ends with its name
 * (padded), its madv is "purgeable", "purged" or blank, and a "vmas:"
 * line follows if it has a GPU address.  Which of these holds for name:
 */
enum { GEM_WILLNEED = 1, GEM_PURGEABLE = 2, GEM_PURGED = 4, GEM_MAPPED = 8 };

static int gem_state(const char *name)
{
	char *next, *line = msm_gem_line(name, &next);

	if (!line)
		return 0;
	return (strstr(line, " purgeable ") ? GEM_PURGEABLE :
		strstr(line, " purged ") ? GEM_PURGED : GEM_WILLNEED) |
	       (strstr(next, "vmas:") == next + 6 ? GEM_MAPPED : 0);
}

/* debugfs "mm" lists [iova, iova + size) as used */
static int mm_has_node(uint64_t iova, uint64_t size)
{
	static char text[65536];
	char node[80];

	if (msm_debugfs_read("mm", text, sizeof(text)) < 0)
		return 0;
	snprintf(node, sizeof(node), "%#018llx-%#018llx: %llu: used",
		 (unsigned long long)iova, (unsigned long long)(iova + size),
		 (unsigned long long)size);
	return strstr(text, node) != NULL;
}

static int gpu_sees(struct msm_bo *bo, uint32_t value)
{
	uint32_t v = 0;

	return !msm_vgpu_read32(bo->iova, &v) && v == value;
}

/* Holds the GPU at the gate, then writes BUSY_MARK into busy */
static int submit_gated(struct msm_submit_req *req)
{
	struct msm_cs cs;

	cmd.map[GATE_DW] = 0;
	cs_begin(&cs, &cmd, 0);
	cs_wait_mem_eq(&cs, cmd.iova + GATE_DW * 4, 1);
	cs_mem_write(&cs, busy.iova, BUSY_MARK);
	msm_submit_init(req, &cs, 0);
	msm_submit_add(req, &busy, MSM_SUBMIT_BO_WRITE);
	return msm_submit(fd, req);
}

static int setup(void)
{
	size_t i;

	if (msm_bo_create(fd, 16384, &cmd) ||
	    msm_bo_create(fd, VICTIM_SIZE, &victim) ||
	    msm_bo_create(fd, 4096, &keep) ||
	    msm_bo_create(fd, 4096, &busy))
		return -1;
	for (i = 0; i < VICTIM_SIZE / 4; i++)
		victim.map[i] = 0x1000 + i;
	keep.map[0] = 0x4b454550;
	return set_name(victim.handle, "shr-victim") ||
	       set_name(keep.handle, "shr-keep") ||
	       set_name(busy.handle, "shr-busy");
}

/* 6 checks */
static void check_before(struct msm_submit_req *gate)
{
	tap_ok(gpu_sees(&victim, 0x1000), "the GPU reads the victim at 0x%llx",
	       (unsigned long long)victim.iova);
	tap_ok(madvise_bo(victim.handle, MSM_MADV_DONTNEED) == 1,
	       "MADVISE DONTNEED: retained");
	tap_ok(gem_state("shr-victim") == (GEM_PURGEABLE | GEM_MAPPED) &&
	       gem_state("shr-keep") == (GEM_WILLNEED | GEM_MAPPED),
	       "debugfs gem lists the buffers by name with their madv");
	tap_ok(mm_has_node(victim.iova, VICTIM_SIZE) &&
	       mm_has_node(keep.iova, 4096),
	       "debugfs mm shows their GPU address ranges as used");
	tap_ok(!submit_gated(gate), "a submit waits at a gate, then writes busy");
	tap_ok(madvise_bo(busy.handle, MSM_MADV_DONTNEED) == 1,
	       "the busy buffer is DONTNEED too");
}

/* 10 checks */
static void check_purged(void)
{
	struct msm_submit_req req;
	struct msm_cs cs;
	uint64_t iova = 0;
	uint32_t v;

	tap_ok(madvise_bo(victim.handle, MSM_MADV_WILLNEED) == 0,
	       "MADVISE WILLNEED after the purge: not retained");
	tap_ok(read_faults(victim.map), "reading its old mmap raises SIGBUS");
	tap_ok(read_faults(victim.map + VICTIM_SIZE / 4 - 1),
	       "so does its last page");
	tap_ok(msm_vgpu_read32(victim.iova, &v) == EIO,
	       "the GPU faults at its old address (EIO)");
	tap_ok(msm_bo_info(fd, victim.handle, MSM_INFO_GET_IOVA, &iova) ==
	       EINVAL, "GET_IOVA: EINVAL");

	cs_begin(&cs, &cmd, 1024);
	cs_mem_write(&cs, cmd.iova + 4096, 1);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &victim, MSM_SUBMIT_BO_READ);
	tap_ok(msm_submit(fd, &req) == EBUSY,
	       "GEM_SUBMIT naming it: EBUSY, as 6.1");

	tap_ok(gem_state("shr-victim") == GEM_PURGED,
	       "debugfs gem shows it purged, without a GPU address");
	tap_ok(!mm_has_node(victim.iova, VICTIM_SIZE),
	       "debugfs mm no longer has its range");
	tap_ok(madvise_bo(keep.handle, MSM_MADV_WILLNEED) == 1 &&
	       gpu_sees(&keep, 0x4b454550) && keep.map[0] == 0x4b454550,
	       "the WILLNEED buffer is kept, for the GPU and the CPU");
	tap_ok(madvise_bo(busy.handle, MSM_MADV_DONTNEED) == 1 &&
	       mm_has_node(busy.iova, 4096),
	       "the busy DONTNEED buffer is kept");
}

/* 5 checks */
static void check_busy_then_idle(struct msm_submit_req *gate)
{
	cmd.map[GATE_DW] = 1;	/* open the gate */
	tap_ok(!msm_wait_fence(fd, 0, gate->args.fence, 5 * SECOND_NS),
	       "the gate opened, the submit retired");
	tap_ok(busy.map[0] == BUSY_MARK,
	       "the GPU wrote the busy buffer after the purge");
	tap_ok(shrink() == pages(4096),
	       "shrink again: the now idle buffer's pages go");
	tap_ok(madvise_bo(busy.handle, MSM_MADV_WILLNEED) == 0,
	       "it is not retained");
	tap_ok(madvise_bo(keep.handle, MSM_MADV_WILLNEED) == 1 &&
	       shrink() == 0, "nothing else to purge: shrink frees 0 pages");
}

/* 2 checks: reclaim, not debugfs, purges */
static void check_drop_caches(void)
{
	struct msm_bo bos[PRESSURE_BOS];
	int i, created = 1, purged = 1;

	for (i = 0; i < PRESSURE_BOS; i++) {
		if (msm_bo_create(fd, 65536, &bos[i]) ||
		    madvise_bo(bos[i].handle, MSM_MADV_DONTNEED) != 1)
			created = 0;
		munmap(bos[i].map, bos[i].size);
	}
	tap_ok(created, "%d DONTNEED buffers of 64 KiB with GPU addresses",
	       PRESSURE_BOS);
	msm_write_file("/proc/sys/vm/drop_caches", "2");
	for (i = 0; i < PRESSURE_BOS; i++) {
		purged &= madvise_bo(bos[i].handle, MSM_MADV_WILLNEED) == 0;
		msm_bo_close(fd, bos[i].handle);
	}
	tap_ok(purged, "drop_caches (reclaim of slab) purged them all");
}

/*
 * What the shrinker's count callback returned to reclaim, through a
 * kretprobe while drop_caches runs (which then also purges); or -1.
 */
static long reclaim_count(void)
{
	static char trace[65536];
	long count = -1;
	char *p;

	if (msm_trace_write("kprobe_events",
			    "r:msm_shrink_count msm_gem_shrinker_count count=$retval:u64\n",
			    0) ||
	    msm_trace_write("events/kprobes/msm_shrink_count/enable", "1", 1))
		return -1;
	msm_trace_clear();
	msm_write_file("/proc/sys/vm/drop_caches", "2");
	msm_trace_write("events/kprobes/msm_shrink_count/enable", "0", 1);
	if (msm_trace_read("trace", trace, sizeof(trace)) > 0 &&
	    (p = strstr(trace, " count=")))
		count = strtol(p + 7, NULL, 10);
	msm_trace_write("kprobe_events", "-:msm_shrink_count\n", 0);
	return count;
}

/* 2 checks: what reclaim is told it could free */
static void check_count(void)
{
	struct msm_bo gpu_bo, shared_bo, cpu_bo = { .map = MAP_FAILED };
	struct drm_prime_handle prime = { .flags = DRM_CLOEXEC, .fd = -1 };
	long count;
	int made;

	/* A DONTNEED buffer with pages pinned for the GPU: purgeable */
	made = !msm_bo_create(fd, 65536, &gpu_bo) &&
	       madvise_bo(gpu_bo.handle, MSM_MADV_DONTNEED) == 1;
	/* Pages for the CPU only (no GPU address): nothing to unpin */
	made &= !msm_bo_new(fd, 65536, MSM_BO_WC, &cpu_bo.handle) &&
		(cpu_bo.map = msm_bo_map(fd, cpu_bo.handle, 65536)) != MAP_FAILED;
	if (made) {
		memset(cpu_bo.map, 1, 65536);
		made &= madvise_bo(cpu_bo.handle, MSM_MADV_DONTNEED) == 1;
	}
	/* Exported: the importer keeps its pages */
	made &= !msm_bo_create(fd, 65536, &shared_bo);
	prime.handle = shared_bo.handle;
	made &= !msm_ioctl(fd, DRM_IOCTL_PRIME_HANDLE_TO_FD, &prime) &&
		madvise_bo(shared_bo.handle, MSM_MADV_DONTNEED) == 1;

	count = reclaim_count();
	tap_ok(made && count == pages(65536),
	       "the shrinker counts %ld pages: the GPU buffer's %ld, not the CPU-only or exported ones",
	       count, pages(65536));
	tap_ok(madvise_bo(gpu_bo.handle, MSM_MADV_WILLNEED) == 0 &&
	       madvise_bo(cpu_bo.handle, MSM_MADV_WILLNEED) == 1 &&
	       madvise_bo(shared_bo.handle, MSM_MADV_WILLNEED) == 1,
	       "reclaim then purged the counted buffer and kept the others");
	if (prime.fd >= 0)
		close(prime.fd);
	if (cpu_bo.map != MAP_FAILED)
		munmap(cpu_bo.map, 65536);
	msm_bo_close(fd, cpu_bo.handle);
	msm_bo_destroy(fd, &shared_bo);
	msm_bo_destroy(fd, &gpu_bo);
}

int main(void)
{
	struct msm_submit_req gate;
	char period[32] = "";
	long purged;

	tap_plan(1 + 6 + 1 + 10 + 5 + 2 + 2);
	page_size = sysconf(_SC_PAGESIZE);
	fd = msm_open();
	if (fd < 0)
		tap_bail("no msm render node");
	if (!msm_debugfs_dir())
		tap_bail("no msm debugfs");
	/* A gate held shut is no hang (hangcheck, where there is one) */
	if (msm_debugfs_read("hangcheck_period_ms", period, sizeof(period)) > 0)
		msm_debugfs_write("hangcheck_period_ms", "0");

	tap_ok(!setup(), "buffers made, mapped, given GPU addresses and names");
	check_before(&gate);
	purged = shrink();
	tap_ok(purged == pages(VICTIM_SIZE),
	       "debugfs shrink purged the victim's %ld pages (reported %ld)",
	       pages(VICTIM_SIZE), purged);
	check_purged();
	check_busy_then_idle(&gate);
	check_drop_caches();
	check_count();

	if (period[0])
		msm_debugfs_write("hangcheck_period_ms", period);
	msm_bo_destroy(fd, &victim);
	msm_bo_destroy(fd, &busy);
	msm_bo_destroy(fd, &keep);
	msm_bo_destroy(fd, &cmd);
	close(fd);
	return tap_done();
}
