// SPDX-License-Identifier: MIT
/*
 * MSM_DEBUG, in the spirit of Mesa's FD_MESA_DEBUG: comma-separated flags,
 * "help" lists them.  Read once per process, before the first device.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "msm_priv.h"

static const struct {
	const char *name;
	uint32_t flag;
	const char *desc;
} debug_options[] = {
	{ "msgs", MSM_DEBUG_MSGS, "log each ioctl and each error to stderr" },
	{ "dump", MSM_DEBUG_DUMP, "hexdump each submit's command streams" },
	{ "sync", MSM_DEBUG_SYNC, "wait for each submit's fence after it" },
	{ "nocache", MSM_DEBUG_NOCACHE, "bypass the BO cache" },
	{ "sysmem", MSM_DEBUG_SYSMEM, "render: draw straight to memory" },
	{ "gmem", MSM_DEBUG_GMEM, "render: draw in GMEM bins" },
	{ "nobin", MSM_DEBUG_NOBIN, "render: bins without a binning pass" },
	{ "shaders", MSM_DEBUG_SHADERS, "mrc: print each compiled shader's ir3" },
	{ "noscheduling", MSM_DEBUG_NOSCHED, "mrc: keep program order (nops fill)" },
	{ "half", MSM_DEBUG_HALF, "mrc: mediump and lowp arithmetic in half registers" },
};

#define NR_OPTIONS (sizeof(debug_options) / sizeof(debug_options[0]))

static void print_help(FILE *out)
{
	size_t i;

	fprintf(out, "libmsm: MSM_DEBUG=flag[,flag...], flags:\n");
	fprintf(out, "  %-10s %s\n", "help", "print this list");
	for (i = 0; i < NR_OPTIONS; i++)
		fprintf(out, "  %-10s %s\n", debug_options[i].name,
			debug_options[i].desc);
}

/* The flag of one token, 0 if unknown (help prints the list, once) */
static uint32_t parse_token(const char *tok, size_t len, FILE *out)
{
	static bool help_shown;
	size_t i;

	if (len == 4 && !strncmp(tok, "help", 4)) {
		if (!help_shown)
			print_help(out);
		help_shown = true;
		return 0;
	}
	for (i = 0; i < NR_OPTIONS; i++)
		if (strlen(debug_options[i].name) == len &&
		    !strncmp(tok, debug_options[i].name, len))
			return debug_options[i].flag;
	fprintf(out, "libmsm: MSM_DEBUG: unknown flag '%.*s' ignored\n",
		(int)len, tok);
	return 0;
}

uint32_t msm_debug_parse(const char *str, FILE *out)
{
	uint32_t flags = 0;
	size_t len;

	while (str && *str) {
		len = strcspn(str, ", ");
		if (len)
			flags |= parse_token(str, len, out);
		str += len;
		str += strspn(str, ", ");
	}
	return flags;
}

static uint32_t env_flags;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

static void read_env(void)
{
	env_flags = msm_debug_parse(getenv("MSM_DEBUG"), stderr);
}

uint32_t msm_debug_flags(void)
{
	pthread_once(&env_once, read_env);
	return env_flags;
}

/* Eight dwords a line, offsets in dwords, as freedreno's dumps */
void msm_debug_dump_cs(const struct msm_cs *cs, FILE *out)
{
	uint32_t i, len = msm_cs_len(cs);

	fprintf(out, "libmsm: cs %p: %u dwords at 0x%llx, %u buffers, "
		"%u relocs, %u IBs\n", (const void *)cs, len,
		cs->bo ? (unsigned long long)cs->bo->iova : 0ull, cs->nr_bos,
		cs->nr_relocs, cs->nr_targets);
	for (i = 0; i < len; i++) {
		if (i % 8 == 0)
			fprintf(out, "%s%06x:", i ? "\n" : "", i);
		fprintf(out, " %08x", cs->buf[i]);
	}
	fputc('\n', out);
}
