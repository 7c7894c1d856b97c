// SPDX-License-Identifier: MIT
/*
 * The uAPI check: every struct size, field offset and size, flag value
 * and ioctl number of uapi/drm/msm_drm.h against the Linux 6.1 header
 * (from Debian's kernel headers), plus the values added after 6.1 against
 * the numbers upstream gave them.
 */
#include <stdio.h>
#include <string.h>

#include "msm_drm.h"
#include "abi_list.h"

extern const struct abi_entry abi_ours[], abi_upstream[];

/* Added upstream after 6.1; values as upstream assigned them */
static const struct abi_entry later[] = {
	{ "MSM_INFO_GET_FLAGS", 0x05 },
	{ "MSM_SUBMIT_BO_NO_IMPLICIT", 0x0008 },
};

int main(void)
{
	const unsigned long long later_ours[] = {
		MSM_INFO_GET_FLAGS, MSM_SUBMIT_BO_NO_IMPLICIT,
	};
	int n = 0, failed = 0, total, i;

	for (total = 0; abi_ours[total].name; total++)
		;
	printf("TAP version 13\n1..%d\n",
	       total + (int)(sizeof(later) / sizeof(later[0])));

	for (i = 0; i < total; i++) {
		const struct abi_entry *o = &abi_ours[i], *u = &abi_upstream[i];
		int ok = !strcmp(o->name, u->name) && o->value == u->value;

		printf("%s %d - %s: %llu (6.1: %llu)\n", ok ? "ok" : "not ok",
		       ++n, o->name, o->value, u->value);
		failed += !ok;
	}
	for (i = 0; i < (int)(sizeof(later) / sizeof(later[0])); i++) {
		int ok = later_ours[i] == later[i].value;

		printf("%s %d - %s: 0x%llx (upstream after 6.1: 0x%llx)\n",
		       ok ? "ok" : "not ok", ++n, later[i].name, later_ours[i],
		       later[i].value);
		failed += !ok;
	}
	return failed ? 1 : 0;
}
