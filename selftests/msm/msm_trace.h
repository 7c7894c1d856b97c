/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The kernel's tracing, for what neither the uAPI nor debugfs shows: the
 * kmem tracepoints (which thread allocates, from where) and kretprobes
 * (what a driver callback returns to the kernel that calls it).
 */
#ifndef __MSM_TRACE_H__
#define __MSM_TRACE_H__

#include "msm_debugfs.h"

/* tracefs: its own mount, or the one debugfs makes for it */
static inline const char *msm_trace_dir(void)
{
	return access("/sys/kernel/tracing/trace", F_OK) ?
	       "/sys/kernel/debug/tracing" : "/sys/kernel/tracing";
}

/* Writes text to a tracefs file; truncate as "echo >" does, else appends */
static inline int msm_trace_write(const char *file, const char *text,
				  int truncate)
{
	char path[300];
	int f, ok;

	snprintf(path, sizeof(path), "%s/%s", msm_trace_dir(), file);
	f = open(path, O_WRONLY | (truncate ? O_TRUNC : O_APPEND));
	ok = f >= 0 && write(f, text, strlen(text)) == (ssize_t)strlen(text);
	if (f >= 0)
		close(f);
	return ok ? 0 : -1;
}

static inline ssize_t msm_trace_read(const char *file, char *buf, size_t size)
{
	char path[300];

	snprintf(path, sizeof(path), "%s/%s", msm_trace_dir(), file);
	return msm_read_file(path, buf, size);
}

/* Empties the trace buffer (tracing itself stays as it is) */
static inline int msm_trace_clear(void)
{
	return msm_trace_write("trace", "", 1);
}

/* The pid of the first thread whose name ends in suffix, or -1 */
static inline int msm_thread_pid(const char *suffix)
{
	struct dirent *de;
	DIR *dir = opendir("/proc");
	int pid = -1;

	while (dir && pid < 0 && (de = readdir(dir))) {
		char path[300], name[32];
		size_t n;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "/proc/%s/comm", de->d_name);
		if (msm_read_file(path, name, sizeof(name)) <= 0)
			continue;
		n = strcspn(name, "\n");
		name[n] = '\0';
		if (n >= strlen(suffix) &&
		    !strcmp(name + n - strlen(suffix), suffix))
			pid = atoi(de->d_name);
	}
	if (dir)
		closedir(dir);
	return pid;
}

/* The pid of a trace line ("  comm-pid  [cpu] ..."), or -1 */
static inline int msm_trace_line_pid(const char *line)
{
	const char *end = strstr(line, " [");
	const char *p;

	if (!end)
		return -1;
	while (end > line && end[-1] == ' ')
		end--;
	for (p = end; p > line && p[-1] >= '0' && p[-1] <= '9'; p--)
		;
	return p > line && p[-1] == '-' && p < end ? atoi(p) : -1;
}

#endif /* __MSM_TRACE_H__ */
