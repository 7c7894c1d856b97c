// SPDX-License-Identifier: MIT
/*
 * One side of the ABI check: the layout of the msm_drm.h found on the
 * include path, as a table.  Built twice, once against this project's
 * header (ABI_SIDE=ours) and once against the 6.1 kernel's (upstream).
 */
#include <stddef.h>

#include "msm_drm.h"
#include "abi_list.h"

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)

#define S(s) { "sizeof " #s, sizeof(struct s) },
#define F(s, f) { #s "." #f, offsetof(struct s, f) }, \
		{ "sizeof " #s "." #f, sizeof(((struct s *)0)->f) },
#define V(v) { #v, (unsigned long long)(v) },

const struct abi_entry XCAT(abi_, ABI_SIDE)[] = {
	ABI_STRUCTS(S, F)
	ABI_VALUES(V)
	{ 0, 0 }
};
