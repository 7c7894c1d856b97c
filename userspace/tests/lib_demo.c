// SPDX-License-Identifier: MIT
/*
 * The main job's small program through libmsm: a state group (a command
 * stream built once, called as an IB) sets a scratch register; the main
 * stream calls it, copies the register to a buffer and writes four words
 * with CP_MEM_WRITE; then the fence, and the CPU reads it all back.
 */
#include <stdio.h>

#include "msm.h"
#include "generated/adreno_common.xml.h"

int main(void)
{
	struct msm_device *dev = msm_device_open(NULL);
	struct msm_cs *state, *cs;
	struct msm_queue *q;
	struct msm_bo *bo;
	uint32_t *out, fence = 0;
	int i, err, bad;

	if (!dev) {
		fprintf(stderr, "lib_demo: %s\n", msm_last_error(NULL));
		return 1;
	}
	q = msm_queue_new(dev, 1);
	bo = msm_bo_new(dev, 4096, MSM_BO_WC);
	state = msm_cs_new(dev, 64);
	cs = msm_cs_new(dev, 256);
	if (!q || !bo || !state || !cs) {
		fprintf(stderr, "lib_demo: %s\n", msm_last_error(dev));
		return 1;
	}
	msm_bo_set_name(bo, "lib_demo output");

	OUT_PKT0(state, REG_AXXX_CP_SCRATCH_REG5, 1);
	OUT_RING(state, 0x5ca1ab1e);

	OUT_IB(cs, state);
	OUT_PKT3(cs, CP_REG_TO_MEM, 2);
	OUT_RING(cs, CP_REG_TO_MEM_0_REG(REG_AXXX_CP_SCRATCH_REG5) |
		     CP_REG_TO_MEM_0_CNT(1));
	OUT_RELOCW(cs, bo, 0, 0, 0);
	OUT_PKT3(cs, CP_MEM_WRITE, 5);
	OUT_RELOCW(cs, bo, 4, 0, 0);
	for (i = 0; i < 4; i++)
		OUT_RING(cs, 0xfeed0000 + i);

	err = msm_submit(q, cs, 0, -1, NULL, NULL, &fence);
	if (!err)
		err = msm_fence_wait(q, fence, 1000000000);
	out = msm_bo_map(bo);
	printf("libmsm: %s %d, fence %u: %s\n", "GPU", msm_device_gpu_id(dev),
	       fence, err ? msm_last_error(dev) : "signaled");
	if (out)
		printf("libmsm: the GPU wrote %08x %08x %08x %08x %08x\n",
		       out[0], out[1], out[2], out[3], out[4]);

	/* Judged before the buffer (and its mapping) goes */
	bad = err || !out || out[0] != 0x5ca1ab1e || out[4] != 0xfeed0003;
	msm_cs_unref(cs);
	msm_cs_unref(state);
	msm_bo_unref(bo);
	msm_queue_close(q);
	msm_device_close(dev);
	return bad;
}
