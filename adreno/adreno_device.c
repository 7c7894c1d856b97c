// SPDX-License-Identifier: GPL-2.0-only
/*
 * The catalog of known Adreno GPUs, and how the module finds its GPUs:
 * the device tree on a board, or the vgpu= parameter for a virtual one.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/sizes.h>
#include <linux/string.h>

#include "adreno_gpu.h"
#include "msm_drv.h"
#include "vgpu/vgpu.h"

static char *vgpu;
module_param(vgpu, charp, 0444);
MODULE_PARM_DESC(vgpu, "Create a virtual Adreno of this model (a306, a320, a330, a420, ...)");

/*
 * Chip ids, GPU ids and GMEM sizes are upstream's.  The
 * vgpu chip id fills upstream's wildcards with 0; max_freq is what the
 * vgpu reports and what a board without OPPs runs at.
 */
static const struct adreno_info adreno_catalog[] = {
	{
		.name = "a200", .revn = 200, .gen = &a2xx_gen,
		.chip_id = ADRENO_CHIP_ID(2, 0, 0, 0),
		.vgpu_chip_id = ADRENO_CHIP_ID(2, 0, 0, 0),
		.gmem = SZ_256K, .max_freq = 200000000,
	}, {
		.name = "a220", .revn = 220, .gen = &a2xx_gen,
		.chip_id = ADRENO_CHIP_ID(2, 2, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(2, 2, 0, 0),
		.gmem = SZ_512K, .max_freq = 266000000,
	}, {
		.name = "a305", .revn = 305, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 0, 5, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 0, 5, 0),
		.gmem = SZ_256K, .max_freq = 400000000,
	}, {
		/* revn 307: a305c already took 306 */
		.name = "a306", .revn = 307, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 0, 6, 0),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 0, 6, 0),
		.gmem = SZ_128K, .max_freq = 400000000,
	}, {
		.name = "a320", .revn = 320, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 2, ADRENO_ANY, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 2, 0, 0),
		.gmem = SZ_512K, .max_freq = 450000000,
	}, {
		.name = "a330", .revn = 330, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 3, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 3, 0, 0),
		.gmem = SZ_1M, .max_freq = 578000000,
	}, {
		.name = "a405", .revn = 405, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 0, 5, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 0, 5, 0),
		.gmem = SZ_256K, .max_freq = 550000000,
	}, {
		.name = "a420", .revn = 420, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 2, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 2, 0, 0),
		.gmem = SZ_1M + SZ_512K, .max_freq = 500000000,
	}, {
		.name = "a430", .revn = 430, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 3, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 3, 0, 0),
		.gmem = SZ_1M + SZ_512K, .max_freq = 500000000,
	},
};

const struct adreno_info *adreno_info_by_name(const char *name)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(adreno_catalog); i++)
		if (sysfs_streq(adreno_catalog[i].name, name))
			return &adreno_catalog[i];
	return NULL;
}

void adreno_info_names(char *buf, size_t size)
{
	size_t used = 0;
	unsigned int i;

	buf[0] = '\0';
	for (i = 0; i < ARRAY_SIZE(adreno_catalog) && used < size; i++)
		used += scnprintf(buf + used, size - used, "%s%s",
				  i ? " " : "", adreno_catalog[i].name);
}

static int adreno_register_vgpu(const char *name)
{
	const struct adreno_info *info = adreno_info_by_name(name);
	char known[128];

	if (!info) {
		adreno_info_names(known, sizeof(known));
		pr_err("msm: vgpu=%s: no such GPU; the virtual Adreno can be one of: %s\n",
		       name, known);
		return -EINVAL;
	}
	if (info->gen->core < 3) {
		pr_err("msm: vgpu=%s: the GPU model covers a3xx and a4xx only\n",
		       name);
		return -EINVAL;
	}
	return vgpu_register(info);
}

int adreno_register(void)
{
	if (vgpu && *vgpu)
		return adreno_register_vgpu(vgpu);
	return 0;
}

void adreno_unregister(void)
{
	vgpu_unregister();
}
