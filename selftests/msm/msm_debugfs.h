/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the tests read from outside the uAPI: the device's debugfs files
 * (debugfs "gem" in 6.1's layout, the vgpu's view of GPU memory),
 * devcoredumps and the kernel log.
 */
#ifndef __MSM_DEBUGFS_H__
#define __MSM_DEBUGFS_H__

#include <glob.h>
#include <limits.h>
#include <sys/klog.h>
#include <sys/stat.h>

#include "msm_test.h"

/* The primary minor's debugfs directory: the one with hangcheck in it */
static inline const char *msm_debugfs_dir(void)
{
	static char dir[128];
	glob_t g;

	if (dir[0])
		return dir;
	if (glob("/sys/kernel/debug/dri/*/hangcheck_period_ms", 0, NULL, &g))
		return NULL;
	snprintf(dir, sizeof(dir), "%s", g.gl_pathv[0]);
	*strrchr(dir, '/') = '\0';
	globfree(&g);
	return dir;
}

/* Reads a whole file, NUL-terminated; its length or -1 */
static inline ssize_t msm_read_file(const char *path, char *buf, size_t size)
{
	ssize_t n = 0, r;
	int f = open(path, O_RDONLY);

	if (f < 0)
		return -1;
	while ((r = read(f, buf + n, size - 1 - n)) > 0)
		n += r;
	close(f);
	buf[n] = '\0';
	return r < 0 ? -1 : n;
}

static inline int msm_write_file(const char *path, const char *text)
{
	int f = open(path, O_WRONLY);
	int ok = f >= 0 && write(f, text, strlen(text)) == (ssize_t)strlen(text);

	if (f >= 0)
		close(f);
	return ok ? 0 : -1;
}

static inline ssize_t msm_debugfs_read(const char *file, char *buf,
				       size_t size)
{
	const char *dir = msm_debugfs_dir();
	char path[300];

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	return msm_read_file(path, buf, size);
}

static inline int msm_debugfs_write(const char *file, const char *text)
{
	const char *dir = msm_debugfs_dir();
	char path[300];

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	return msm_write_file(path, text);
}

/*
 * debugfs "gem" in 6.1's layout, as IGT's msm_mapping reads it: a
 * buffer's line ends with its name (padded), then comes a "vmas:" line
 * with its GPU address if it has one.  The line of the buffer named name,
 * its padding cut, and in *next the line after it ("" if none); NULL if
 * there is no such buffer.  Both stay valid until the next call.
 */
static inline char *msm_gem_line(const char *name, char **next)
{
	static char text[1 << 16];
	size_t k = strlen(name);
	char *line;

	if (msm_debugfs_read("gem", text, sizeof(text)) < 0)
		return NULL;
	for (line = text; *line; line = *next) {
		size_t n;

		*next = strchr(line, '\n');
		*next = *next ? (**next = '\0', *next + 1) : line + strlen(line);
		n = strlen(line);
		while (n && line[n - 1] == ' ')
			line[--n] = '\0';
		if (n > k && line[n - k - 1] == ' ' && !strcmp(line + n - k, name))
			return line;
	}
	return NULL;
}

/* The GPU address of the buffer named name, from its "vmas:" line; or 0 */
static inline uint64_t msm_gem_iova(const char *name)
{
	unsigned long long aspace, iova;
	char *next;

	if (!msm_gem_line(name, &next) ||
	    sscanf(next, "      vmas: [gpu: aspace=%llx, %llx,mapped,inuse=1]",
		   &aspace, &iova) != 2)
		return 0;
	return iova;
}

/* A counter of debugfs vgpu_stats ("name: value"), or -1 */
static inline long long msm_vgpu_stat(const char *name)
{
	const char *dir = msm_debugfs_dir();
	size_t len = strlen(name);
	char path[300], line[256];
	long long v = -1;
	FILE *f;

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/vgpu_stats", dir);
	f = fopen(path, "r");
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, name, len) && line[len] == ':')
			v = atoll(line + len + 1);
	if (f)
		fclose(f);
	return v;
}

/* A dword of GPU memory as the virtual GPU sees it; 0 or the errno */
static inline int msm_vgpu_read32(uint64_t iova, uint32_t *value)
{
	const char *dir = msm_debugfs_dir();
	char path[300];
	ssize_t n;
	int f;

	if (!dir)
		return ENOENT;
	snprintf(path, sizeof(path), "%s/vgpu_mem", dir);
	f = open(path, O_RDONLY);
	if (f < 0)
		return errno;
	n = pread(f, value, 4, iova);
	close(f);
	return n == 4 ? 0 : n < 0 ? errno : EIO;
}

/*
 * How long a test waits for a devcoredump it expects: the kernel removes
 * the one before in deferred work, which a loaded host runs late.
 */
#define MSM_DUMP_WAIT_MS	10000

#define MSM_DEVCD_DATA	"/sys/class/devcoredump/devcd%d/data"

/* The number of the newest devcoredump but skip's; -1 if there is none */
static inline int msm_devcd_newest(int skip)
{
	int best = -1, n;
	glob_t g;
	size_t i;

	if (glob("/sys/class/devcoredump/devcd*/data", 0, NULL, &g))
		return -1;
	for (i = 0; i < g.gl_pathc; i++)
		if (sscanf(g.gl_pathv[i], MSM_DEVCD_DATA, &n) == 1 &&
		    n != skip && n > best)
			best = n;
	globfree(&g);
	return best;
}

/*
 * Reads and dismisses the newest devcoredump; NULL if none came.  The
 * kernel takes a dismissed dump away in deferred work, and the GPU drops
 * its next dump until the last is freed, when the failing device's
 * "devcoredump" link goes: that is waited for.  The dump taken last is
 * never taken again (its data may read empty meanwhile).  Dumps are
 * numbered as they come: the newest is the highest.
 */
static inline char *msm_take_devcoredump(int wait_ms)
{
	static char buf[1 << 20];
	static int taken = -1;
	char path[64], link[PATH_MAX + 16], *dev;
	struct stat st;
	ssize_t n = 0, r;
	int f, i, dump = -1;

	for (i = 0; i <= wait_ms / 10; i++) {
		dump = msm_devcd_newest(taken);
		if (dump >= 0)
			break;
		usleep(10000);
	}
	if (dump < 0)
		return NULL;
	snprintf(path, sizeof(path),
		 "/sys/class/devcoredump/devcd%d/failing_device", dump);
	dev = realpath(path, NULL);
	snprintf(link, sizeof(link), "%s/devcoredump", dev ? dev : "");
	free(dev);
	snprintf(path, sizeof(path), MSM_DEVCD_DATA, dump);
	f = open(path, O_RDWR);
	while (f >= 0 && (r = read(f, buf + n, sizeof(buf) - 1 - n)) > 0)
		n += r;
	buf[n] = '\0';
	if (f >= 0) {
		/* Writing anything frees the dump */
		if (write(f, "1", 1) < 0)
			perror("devcoredump");
		close(f);
	}
	taken = dump;
	for (i = 0; i <= wait_ms / 10 &&
	     (!access(path, F_OK) || !lstat(link, &st)); i++)
		usleep(10000);
	return buf;
}

/* How many lines of the kernel's log buffer hold needle */
static inline int msm_klog_count(const char *needle)
{
	static char buf[1 << 20];
	int n = klogctl(3, buf, sizeof(buf) - 1), count = 0;
	const char *p = buf;

	if (n < 0)
		return -1;
	buf[n] = '\0';
	while ((p = strstr(p, needle))) {
		count++;
		p += strlen(needle);
	}
	return count;
}

#endif /* __MSM_DEBUGFS_H__ */
