// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench/rd: what debugfs rd capture costs the submitter.  Submit
 * throughput (NOP submits until the last fence signals, as run_job is
 * where capture happens) with a reader attached, a child reading rd into
 * nothing as fast as it can, as a ratio to the throughput without one,
 * both measured in the same run, alternately, ROUNDS times each, the best
 * of each kept (the emulated machine is noisy).  Also each as a ratio to a
 * null ioctl, like the other benchmarks.
 * Writes "name value" lines: to stdout, and to the file given as argv[1].
 * A benchmark, not a test: it prints numbers and does not judge them.
 */
#include <glob.h>
#include <signal.h>
#include <sys/wait.h>

#include "bench.h"

#define NR_SUBMITS	2000
#define ROUNDS		5

static int fd;
static struct msm_bo cmd;

/* ns per submit, from the first ioctl to the last fence */
static double submits_ns(int n)
{
	struct msm_submit_req req;
	double t0;
	int i;

	bench_nop_submit(&req, &cmd);
	t0 = bench_now_ns();
	for (i = 0; i < n; i++)
		msm_submit(fd, &req);
	msm_wait_fence(fd, 0, req.args.fence, 60 * SECOND_NS);
	return (bench_now_ns() - t0) / n;
}

/* A child that drains rd until killed; returns once it has the file */
static pid_t start_reader(const char *path)
{
	int ready[2];
	pid_t pid;
	char c;

	if (pipe(ready))
		return -1;
	pid = fork();
	if (pid == 0) {
		static char buf[256 * 1024];
		int rd = open(path, O_RDONLY);

		c = rd >= 0;
		if (write(ready[1], &c, 1) != 1 || rd < 0)
			_exit(1);
		while (read(rd, buf, sizeof(buf)) > 0)
			;
		_exit(0);
	}
	close(ready[1]);
	if (pid < 0 || read(ready[0], &c, 1) != 1 || !c) {
		if (pid > 0)
			waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(ready[0]);
	return pid;
}

static void stop_reader(pid_t pid)
{
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
}

int main(int argc, char **argv)
{
	FILE *out = argc > 1 ? fopen(argv[1], "w") : NULL;
	double plain = 1e18, read_ns = 1e18, null_ns, t;
	glob_t g;
	int round;

	fd = msm_open();
	if (fd < 0 || msm_bo_create(fd, 4096, &cmd) ||
	    glob("/sys/kernel/debug/dri/*/rd", 0, NULL, &g) || !g.gl_pathc) {
		perror("bench/rd: set-up");
		return 1;
	}

	null_ns = bench_null_ioctl_ns(fd, 20000);
	submits_ns(200);		/* warm up */
	for (round = 0; round < ROUNDS; round++) {
		pid_t reader;

		t = submits_ns(NR_SUBMITS);
		plain = t < plain ? t : plain;
		reader = start_reader(g.gl_pathv[0]);
		if (reader < 0) {
			perror("bench/rd: reader");
			return 1;
		}
		t = submits_ns(NR_SUBMITS);
		read_ns = t < read_ns ? t : read_ns;
		stop_reader(reader);
	}
	globfree(&g);

	printf("# bench/rd (vgpu=%s)\n", msm_vgpu_name());
	bench_report(out, "null_ioctl_ns", null_ns);
	bench_report(out, "rd_submit_noreader_ratio", plain / null_ns);
	bench_report(out, "rd_submit_reader_ratio", read_ns / null_ns);
	/* Throughput with a reader over throughput without: 1.00 is free */
	bench_report(out, "rd_throughput_reader_vs_none", plain / read_ns);
	if (out)
		fclose(out);
	close(fd);
	return 0;
}
