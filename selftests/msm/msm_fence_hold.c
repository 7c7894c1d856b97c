// SPDX-License-Identifier: GPL-2.0-only
/*
 * Holds an msm out-fence past the device's close, for msm_fence_rmmod.sh:
 * submits with FENCE_FD_OUT, waits for it, closes the device, says "held"
 * and waits for SIGUSR1; then asks the sync_file what it holds (which
 * calls into the fence's driver) and exits 0 if the answer is sane.
 */
#include <signal.h>

#include "msm_cs.h"

static void on_usr1(int sig)
{
	(void)sig;
}

int main(void)
{
	struct sync_fence_info fi = { 0 };
	struct sync_file_info info = {
		.num_fences = 1, .sync_fence_info = (uintptr_t)&fi,
	};
	struct msm_submit_req req;
	struct msm_bo cmd;
	struct msm_cs cs;
	sigset_t set;
	int fd, sig;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	signal(SIGUSR1, on_usr1);

	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd))
		return 2;
	cs_begin(&cs, &cmd, 0);
	cs_mem_write(&cs, cmd.iova + 2048, 1);
	msm_submit_init(&req, &cs, 0);
	req.args.flags |= MSM_SUBMIT_FENCE_FD_OUT;
	if (msm_submit(fd, &req) ||
	    msm_wait_fence(fd, 0, req.args.fence, 5 * SECOND_NS))
		return 3;
	msm_bo_destroy(fd, &cmd);
	close(fd);
	printf("held\n");
	fflush(stdout);

	sigwait(&set, &sig);
	if (ioctl(req.args.fence_fd, SYNC_IOC_FILE_INFO, &info) ||
	    info.status != 1 || fi.status != 1)
		return 4;
	printf("fence: %s %s\n", fi.driver_name, fi.obj_name);
	close(req.args.fence_fd);
	return 0;
}
