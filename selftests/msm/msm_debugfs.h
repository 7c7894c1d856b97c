/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the tests read from outside the uAPI: the device's debugfs files
 * (debugfs "gem" in 6.1's layout, the vgpu's view of GPU memory),
 * devcoredumps and the kernel log.
 */
#ifndef __MSM_DEBUGFS_H__
#define __MSM_DEBUGFS_H__

#include <glob.h>
#include <sys/klog.h>

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

/* A counter of debugfs vgpu_stats ("name: value"), or 0 */
static inline unsigned long long msm_vgpu_stat(const char *name)
{
	unsigned long long v = 0;
	char text[1024], key[64];
	const char *p;

	snprintf(key, sizeof(key), "%s: ", name);
	if (msm_debugfs_read("vgpu_stats", text, sizeof(text)) > 0 &&
	    (p = strstr(text, key)))
		sscanf(p + strlen(key), "%llu", &v);
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

/* Reads and dismisses the newest devcoredump; NULL if none came */
static inline char *msm_take_devcoredump(int wait_ms)
{
	static char buf[1 << 20];
	ssize_t n = 0, r;
	glob_t g;
	int f, i;

	for (i = 0; i <= wait_ms / 10; i++) {
		if (!glob("/sys/class/devcoredump/devcd*/data", 0, NULL, &g))
			break;
		usleep(10000);
	}
	if (i > wait_ms / 10)
		return NULL;
	f = open(g.gl_pathv[g.gl_pathc - 1], O_RDWR);
	while (f >= 0 && (r = read(f, buf + n, sizeof(buf) - 1 - n)) > 0)
		n += r;
	buf[n] = '\0';
	if (f >= 0) {
		/* Writing anything frees the dump */
		if (write(f, "1", 1) < 0)
			perror("devcoredump");
		close(f);
	}
	/*
	 * The kernel takes the dump's device away in deferred work, and
	 * drops the device's next dump until then: wait for it to go
	 */
	for (i = 0; i < 200 && !access(g.gl_pathv[g.gl_pathc - 1], F_OK); i++)
		usleep(10000);
	globfree(&g);
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
