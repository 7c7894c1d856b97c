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
 * Chip ids, GPU ids, GMEM sizes and microcode file names are upstream's.
 * The vgpu chip id fills upstream's wildcards with 0; max_freq is what
 * the vgpu reports and what a board without OPPs runs at.
 */
static const struct adreno_info adreno_catalog[] = {
	{
		.name = "a200", .revn = 200, .gen = &a2xx_gen,
		.chip_id = ADRENO_CHIP_ID(2, 0, 0, 0),
		.vgpu_chip_id = ADRENO_CHIP_ID(2, 0, 0, 0),
		.gmem = SZ_256K, .max_freq = 200000000,
		.pm4_fw = "yamato_pm4.fw", .pfp_fw = "yamato_pfp.fw",
	}, {
		.name = "a220", .revn = 220, .gen = &a2xx_gen,
		.chip_id = ADRENO_CHIP_ID(2, 2, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(2, 2, 0, 0),
		.gmem = SZ_512K, .max_freq = 266000000,
		.pm4_fw = "leia_pm4_470.fw", .pfp_fw = "leia_pfp_470.fw",
	}, {
		.name = "a305", .revn = 305, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 0, 5, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 0, 5, 0),
		.gmem = SZ_256K, .max_freq = 400000000,
		.pm4_fw = "a300_pm4.fw", .pfp_fw = "a300_pfp.fw",
	}, {
		/* revn 307: a305c already took 306 */
		.name = "a306", .revn = 307, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 0, 6, 0),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 0, 6, 0),
		.gmem = SZ_128K, .max_freq = 400000000,
		.pm4_fw = "a300_pm4.fw", .pfp_fw = "a300_pfp.fw",
	}, {
		.name = "a320", .revn = 320, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 2, ADRENO_ANY, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 2, 0, 0),
		.gmem = SZ_512K, .max_freq = 450000000,
		.pm4_fw = "a300_pm4.fw", .pfp_fw = "a300_pfp.fw",
	}, {
		.name = "a330", .revn = 330, .gen = &a3xx_gen,
		.chip_id = ADRENO_CHIP_ID(3, 3, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(3, 3, 0, 0),
		.gmem = SZ_1M, .max_freq = 578000000,
		.pm4_fw = "a330_pm4.fw", .pfp_fw = "a330_pfp.fw",
	}, {
		.name = "a405", .revn = 405, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 0, 5, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 0, 5, 0),
		.gmem = SZ_256K, .max_freq = 550000000,
		.pm4_fw = "a420_pm4.fw", .pfp_fw = "a420_pfp.fw",
	}, {
		.name = "a420", .revn = 420, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 2, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 2, 0, 0),
		.gmem = SZ_1M + SZ_512K, .max_freq = 500000000,
		.pm4_fw = "a420_pm4.fw", .pfp_fw = "a420_pfp.fw",
	}, {
		.name = "a430", .revn = 430, .gen = &a4xx_gen,
		.chip_id = ADRENO_CHIP_ID(4, 3, 0, ADRENO_ANY),
		.vgpu_chip_id = ADRENO_CHIP_ID(4, 3, 0, 0),
		.gmem = SZ_1M + SZ_512K, .max_freq = 500000000,
		.pm4_fw = "a420_pm4.fw", .pfp_fw = "a420_pfp.fw",
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

/* A catalog chip id matches when every byte is equal or ADRENO_ANY */
static bool adreno_chip_id_matches(u32 pattern, u32 chip_id)
{
	unsigned int shift;

	for (shift = 0; shift < 32; shift += 8) {
		u32 want = (pattern >> shift) & 0xff;

		if (want != ADRENO_ANY && want != ((chip_id >> shift) & 0xff))
			return false;
	}
	return true;
}

const struct adreno_info *adreno_info_by_chip_id(u32 chip_id)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(adreno_catalog); i++)
		if (adreno_chip_id_matches(adreno_catalog[i].chip_id, chip_id))
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
	return vgpu_register(info);
}

/* The boards' GPUs (from the device tree), then a virtual one if asked */
int adreno_register(void)
{
	int ret = adreno_board_register();

	if (ret || !vgpu || !*vgpu)
		return ret;
	ret = adreno_register_vgpu(vgpu);
	if (ret)
		adreno_board_unregister();
	return ret;
}

void adreno_unregister(void)
{
	vgpu_unregister();
	adreno_board_unregister();
}
