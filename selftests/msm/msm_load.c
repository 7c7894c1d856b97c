// SPDX-License-Identifier: GPL-2.0-only
/*
 * Load: N processes submit M times each at once, every submit writing its
 * own dword.  Every fence must signal and every write must land.
 * Arguments: processes (default 8), submits each (default 1000).
 */
#include <sys/wait.h>

#include "msm_cs.h"

/* One process's work; the exit status says what went wrong */
static int worker(int id, int submits)
{
	struct msm_bo cmd, dst;
	struct msm_submit_req req;
	struct msm_cs cs;
	uint32_t last = 0;
	int fd = msm_open(), i;

	if (fd < 0 || msm_bo_create(fd, submits * 16, &cmd) ||
	    msm_bo_create(fd, submits * 4, &dst))
		return 2;

	for (i = 0; i < submits; i++) {
		cs_begin(&cs, &cmd, i * 4);
		cs_mem_write(&cs, dst.iova + i * 4, (id << 24) | i);
		msm_submit_init(&req, &cs, 0);
		msm_submit_add(&req, &dst, MSM_SUBMIT_BO_WRITE);
		if (msm_submit(fd, &req))
			return 3;
		if (req.args.fence != last + 1 && last)
			return 4;
		last = req.args.fence;
	}
	if (msm_wait_fence(fd, 0, last, 60 * SECOND_NS))
		return 5;
	for (i = 0; i < submits; i++)
		if (dst.map[i] != (uint32_t)((id << 24) | i))
			return 6;
	return 0;
}

int main(int argc, char **argv)
{
	int procs = argc > 1 ? atoi(argv[1]) : 8;
	int submits = argc > 2 ? atoi(argv[2]) : 1000;
	int i, failed = 0, status;
	struct timespec t0, t1;
	pid_t pid;

	tap_plan(procs + 1);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < procs; i++) {
		pid = fork();
		if (pid == 0)
			_exit(worker(i + 1, submits));
	}
	for (i = 0; i < procs; i++) {
		pid = wait(&status);
		tap_ok(pid > 0 && WIFEXITED(status) && !WEXITSTATUS(status),
		       "a process's %d submits all signaled and landed (status %d)",
		       submits, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		failed += !(WIFEXITED(status) && !WEXITSTATUS(status));
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	tap_ok(!failed, "%d processes x %d submits in %.1f s", procs, submits,
	       (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
	return tap_done();
}
