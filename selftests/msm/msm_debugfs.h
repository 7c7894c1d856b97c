/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the tests read from outside the uAPI: the device's debugfs files
 * (debugfs "gem" in 6.1's layout, the vgpu's view of GPU memory) and
 * devcoredumps.
 */
#ifndef __MSM_DEBUGFS_H__
#define __MSM_DEBUGFS_H__

#include <glob.h>

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

/* Reads a whole debugfs file, NUL-terminated; its length or -1 */
static inline ssize_t msm_debugfs_read(const char *file, char *buf,
				       size_t size)
{
	const char *dir = msm_debugfs_dir();
	ssize_t n = 0, r;
	char path[300];
	int f;

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = open(path, O_RDONLY);
	if (f < 0)
		return -1;
	while ((r = read(f, buf + n, size - 1 - n)) > 0)
		n += r;
	close(f);
	buf[n] = '\0';
	return n;
}

static inline int msm_debugfs_write(const char *file, const char *text)
{
	const char *dir = msm_debugfs_dir();
	char path[300];
	int f, ok;

	if (!dir)
		return -1;
	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = open(path, O_WRONLY);
	ok = f >= 0 && write(f, text, strlen(text)) == (ssize_t)strlen(text);
	if (f >= 0)
		close(f);
	return ok ? 0 : -1;
}

/*
 * debugfs "gem" in 6.1's layout, as IGT's msm_mapping reads it: the
 * buffer's line ends with its name (padded), then a "vmas:" line with its
 * GPU address if it has one.  The address of the buffer named name, or 0.
 */
static inline uint64_t msm_gem_iova(const char *name)
{
	static char text[1 << 16];
	unsigned long long aspace, iova;
	char *line, *next;

	if (msm_debugfs_read("gem", text, sizeof(text)) < 0)
		return 0;
	for (line = text; line && *line; line = next) {
		size_t n, k = strlen(name);

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		n = strlen(line);
		while (n && line[n - 1] == ' ')
			line[--n] = '\0';
		if (n <= k || line[n - k - 1] != ' ' ||
		    strcmp(line + n - k, name) || !next)
			continue;
		if (sscanf(next, "      vmas: [gpu: aspace=%llx, %llx,mapped,inuse=1]",
			   &aspace, &iova) == 2)
			return iova;
		return 0;
	}
	return 0;
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
	globfree(&g);
	return buf;
}

#endif /* __MSM_DEBUGFS_H__ */
