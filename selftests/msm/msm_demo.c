// SPDX-License-Identifier: GPL-2.0-only
/*
 * The main job's tour of the stack: open the virtual Adreno, show what it
 * says about itself, put data in a buffer from the CPU and read it back
 * the way the GPU sees it, through the vgpu's page table; then have the
 * GPU's command processor write into a buffer and wait for its fence.
 */
#include <glob.h>

#include "msm_cs.h"

static void show_param(int fd, uint32_t param, const char *name)
{
	uint64_t v = 0;
	int err = msm_get_param(fd, param, &v);

	if (err)
		printf("  %-12s %s\n", name, strerror(err));
	else
		printf("  %-12s %llu (0x%llx)\n", name, (unsigned long long)v,
		       (unsigned long long)v);
}

/* A command stream: CP_MEM_WRITE of four words, then the fence */
static int gpu_writes(int fd)
{
	struct msm_bo cmd, dst;
	struct msm_submit_req req;
	struct msm_cs cs;
	int i, err;

	if (msm_bo_create(fd, 4096, &cmd) || msm_bo_create(fd, 4096, &dst))
		return 1;
	cs_begin(&cs, &cmd, 0);
	cs_pkt3(&cs, CP_MEM_WRITE, 5);
	cs_emit(&cs, (uint32_t)dst.iova);
	for (i = 0; i < 4; i++)
		cs_emit(&cs, 0xc0ffee00 + i);
	msm_submit_init(&req, &cs, 0);
	msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
	err = msm_submit(fd, &req);
	if (!err)
		err = msm_wait_fence(fd, 0, req.args.fence, SECOND_NS);
	printf("submit: CP_MEM_WRITE to 0x%llx, fence %u: %s\n",
	       (unsigned long long)dst.iova, req.args.fence,
	       err ? strerror(err) : "signaled");
	printf("  CPU reads: %08x %08x %08x %08x\n", dst.map[0], dst.map[1],
	       dst.map[2], dst.map[3]);
	err = err || dst.map[3] != 0xc0ffee03;
	msm_bo_destroy(fd, &cmd);
	msm_bo_destroy(fd, &dst);
	return err;
}

int main(void)
{
	char name[16] = "", desc[64] = "";
	struct drm_version v = {
		.name = name, .name_len = sizeof(name) - 1,
		.desc = desc, .desc_len = sizeof(desc) - 1,
	};
	const char msg[] = "hello from the CPU, read by the GPU";
	char back[sizeof(msg)] = "";
	uint64_t iova = 0;
	uint32_t handle;
	glob_t g;
	char *cpu;
	int fd, mem = -1;

	fd = msm_open();
	if (fd < 0) {
		perror("msm_demo: no msm render node");
		return 1;
	}
	msm_ioctl(fd, DRM_IOCTL_VERSION, &v);
	printf("device: %s %d.%d.%d (%s)\n", name, v.version_major,
	       v.version_minor, v.version_patchlevel, desc);
	show_param(fd, MSM_PARAM_GPU_ID, "GPU_ID");
	show_param(fd, MSM_PARAM_CHIP_ID, "CHIP_ID");
	show_param(fd, MSM_PARAM_GMEM_SIZE, "GMEM_SIZE");
	show_param(fd, MSM_PARAM_GMEM_BASE, "GMEM_BASE");
	show_param(fd, MSM_PARAM_MAX_FREQ, "MAX_FREQ");
	show_param(fd, MSM_PARAM_TIMESTAMP, "TIMESTAMP");
	show_param(fd, MSM_PARAM_PRIORITIES, "PRIORITIES");
	show_param(fd, MSM_PARAM_FAULTS, "FAULTS");

	if (msm_bo_new(fd, 4096, MSM_BO_WC, &handle) ||
	    (cpu = msm_bo_map(fd, handle, 4096)) == MAP_FAILED ||
	    msm_bo_info(fd, handle, MSM_INFO_GET_IOVA, &iova)) {
		perror("msm_demo: buffer");
		return 1;
	}
	memcpy(cpu, msg, sizeof(msg));
	if (!glob("/sys/kernel/debug/dri/*/vgpu_mem", 0, NULL, &g)) {
		mem = open(g.gl_pathv[0], O_RDONLY);
		globfree(&g);
	}
	if (mem < 0 || pread(mem, back, sizeof(back), iova) != sizeof(back)) {
		perror("msm_demo: reading GPU memory");
		return 1;
	}
	printf("buffer: handle %u at GPU address 0x%llx\n", handle,
	       (unsigned long long)iova);
	printf("  CPU wrote: \"%s\"\n  GPU reads: \"%s\"\n", msg, back);
	close(mem);
	munmap(cpu, 4096);
	msm_bo_close(fd, handle);
	if (strcmp(msg, back))
		return 1;
	return gpu_writes(fd);
}
