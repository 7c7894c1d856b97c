// SPDX-License-Identifier: GPL-2.0-only
/*
 * Adreno GPUs on a board: the platform driver for the device-tree node
 * upstream's binding describes (compatible "qcom,adreno-XYZ.W" then
 * "qcom,adreno"; reg-names "kgsl_3d0_reg_memory"; one interrupt; the
 * GPU's clocks; "vdd" and "vddcx" supplies; an operating-points-v2
 * table; "interconnects" named "gfx-mem" and "ocmem"; an "iommus" link
 * to the GPU's SMMU).
 *
 * Probe finds the GPU in the catalog from the chip id, then takes what
 * the hardware needs: its register window, interrupt, clocks, supplies,
 * OPP table, interconnect paths and microcode.  With a display
 * controller in the tree, the GPU is its component and waits there for
 * the display's bind (drm/msm_master.c) to start it; without one it
 * starts at once, on a DRM device of its own.
 *
 * Starting makes the address space: an a2xx has its own MMU
 * (msm_gpummu.c); otherwise, like 6.1, a GPU that no IOMMU translates for
 * gets no memory protection, so it is refused, unless allow_vram_carveout
 * runs it from a VRAM carveout (msm_gem_vram.c).  Then the GPU is set up
 * as the vgpu is (adreno_gpu_init, power, hw_init, runtime PM): past the
 * register accessor the two share every line.  Whatever fails gives back
 * all it took.
 */

#include <linux/clk.h>
#include <linux/component.h>
#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/firmware.h>
#include <linux/interconnect.h>
#include <linux/iommu.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/pm_opp.h>
#include <linux/regulator/consumer.h>

#include "adreno_gpu.h"
#include "msm_compat.h"
#include "msm_drv.h"
#include "msm_mmu.h"

#define ADRENO_BOARD_DRIVER_NAME	"msm_adreno"
/* The register window's reg-names entry */
#define ADRENO_REGS			"kgsl_3d0_reg_memory"

/* A board's GPU, and what probe took from the device tree */
struct adreno_board {
	struct adreno_gpu adreno;
	const struct adreno_info *info;
	u32 chip_id;
	void __iomem *mmio;
	int irq;
	struct clk_bulk_data *clks;
	int nr_clks;
	struct regulator *vdd;
	struct regulator *vddcx;
	int nr_opps;
	unsigned long max_freq;
	/* Bus bandwidth: "gfx-mem" and a3xx/a4xx's optional "ocmem" */
	struct icc_path *icc_mem;
	struct icc_path *icc_ocmem;
	const struct firmware *pm4;
	const struct firmware *pfp;
	/* Bound by a display (msm_master.c), which owns the DRM device */
	bool component;
};

/*
 * The chip id, from the first compatible string ("qcom,adreno-320.2":
 * core 3, major 2, minor 0, patch 2; or "qcom,adreno-03020002"), else
 * from the old trees' "qcom,chipid" property.
 */
static int adreno_board_chip_id(struct device *dev, u32 *chip_id)
{
	const char *compat;
	unsigned int r, patch;

	if (!of_property_read_string_index(dev->of_node, "compatible", 0,
					   &compat)) {
		if (sscanf(compat, "qcom,adreno-%u.%u", &r, &patch) == 2 ||
		    sscanf(compat, "amd,imageon-%u.%u", &r, &patch) == 2) {
			*chip_id = ADRENO_CHIP_ID(r / 100, r / 10 % 10, r % 10,
						  patch);
			return 0;
		}
		if (sscanf(compat, "qcom,adreno-%08x", chip_id) == 1)
			return 0;
	}
	if (of_property_read_u32(dev->of_node, "qcom,chipid", chip_id)) {
		dev_err(dev, "no chip id: neither a qcom,adreno-XYZ.W compatible nor qcom,chipid\n");
		return -EINVAL;
	}
	dev_warn(dev, "the legacy qcom,chipid binding: use a qcom,adreno-XYZ.W compatible\n");
	return 0;
}

/* A supply the tree may leave out: NULL then */
static int adreno_board_supply(struct device *dev, const char *name,
			       struct regulator **reg)
{
	*reg = devm_regulator_get_optional(dev, name);
	if (!IS_ERR(*reg))
		return 0;
	if (PTR_ERR(*reg) != -ENODEV)
		return dev_err_probe(dev, PTR_ERR(*reg), "supply %s\n", name);
	*reg = NULL;
	return 0;
}

static void adreno_board_remove_opps(void *dev)
{
	dev_pm_opp_remove_all_dynamic(dev);
}

/* The OPP table; a tree without one runs at the catalog's frequency */
static int adreno_board_opps(struct device *dev, struct adreno_board *board)
{
	unsigned long freq = ULONG_MAX;
	struct dev_pm_opp *opp;
	int ret;

	ret = devm_pm_opp_of_add_table(dev);
	if (ret == -ENODEV) {
		ret = dev_pm_opp_add(dev, board->info->max_freq, 0);
		if (!ret)
			ret = devm_add_action_or_reset(dev,
						       adreno_board_remove_opps,
						       dev);
	}
	if (ret)
		return dev_err_probe(dev, ret, "OPP table\n");

	board->nr_opps = dev_pm_opp_get_opp_count(dev);
	opp = dev_pm_opp_find_freq_floor(dev, &freq);
	if (IS_ERR(opp))
		return dev_err_probe(dev, PTR_ERR(opp), "no OPP\n");
	dev_pm_opp_put(opp);
	board->max_freq = freq;
	return 0;
}

static struct adreno_board *to_adreno_board(struct msm_gpu *gpu)
{
	return container_of(gpu, struct adreno_board, adreno.base);
}

static u32 adreno_board_read(struct msm_gpu *gpu, u32 reg)
{
	return readl(to_adreno_board(gpu)->mmio + reg * 4);
}

static void adreno_board_write(struct msm_gpu *gpu, u32 reg, u32 val)
{
	writel(val, to_adreno_board(gpu)->mmio + reg * 4);
}

static const struct msm_gpu_io adreno_board_io = {
	.read = adreno_board_read,
	.write = adreno_board_write,
};

/*
 * The interconnect paths the tree gives (none: NULL, a no-op), voted at
 * 6.1's peak while powered: 8 bytes a cycle at the top frequency
 */
static int adreno_board_icc(struct device *dev, struct adreno_board *board)
{
	board->icc_mem = devm_of_icc_get(dev, "gfx-mem");
	if (IS_ERR(board->icc_mem))
		return dev_err_probe(dev, PTR_ERR(board->icc_mem),
				     "interconnect gfx-mem\n");
	board->icc_ocmem = devm_of_icc_get(dev, "ocmem");
	/* A tree with interconnects but no "ocmem" among their names */
	if (PTR_ERR(board->icc_ocmem) == -ENODATA)
		board->icc_ocmem = NULL;
	if (IS_ERR(board->icc_ocmem))
		return dev_err_probe(dev, PTR_ERR(board->icc_ocmem),
				     "interconnect ocmem\n");
	return 0;
}

static void adreno_board_icc_vote(struct adreno_board *board, bool on)
{
	/* In kBps, the interconnect's unit */
	u32 peak = on ? board->max_freq / 1000 * 8 : 0;

	icc_set_bw(board->icc_mem, 0, peak);
	icc_set_bw(board->icc_ocmem, 0, peak);
}

/* Supplies, clocks, then bandwidth; off in the reverse order */
static int adreno_board_power_on(struct adreno_board *board)
{
	int ret = 0;

	if (board->vdd)
		ret = regulator_enable(board->vdd);
	if (!ret && board->vddcx) {
		ret = regulator_enable(board->vddcx);
		if (ret && board->vdd)
			regulator_disable(board->vdd);
	}
	if (ret)
		return ret;
	ret = clk_bulk_prepare_enable(board->nr_clks, board->clks);
	if (ret) {
		if (board->vddcx)
			regulator_disable(board->vddcx);
		if (board->vdd)
			regulator_disable(board->vdd);
		return ret;
	}
	adreno_board_icc_vote(board, true);
	return 0;
}

static void adreno_board_power_off(struct adreno_board *board)
{
	adreno_board_icc_vote(board, false);
	clk_bulk_disable_unprepare(board->nr_clks, board->clks);
	if (board->vddcx)
		regulator_disable(board->vddcx);
	if (board->vdd)
		regulator_disable(board->vdd);
}

static void adreno_board_gpu_on(struct msm_gpu *gpu)
{
	if (adreno_board_power_on(to_adreno_board(gpu)))
		dev_err(gpu->dev_hw, "%s: could not power up\n", gpu->name);
}

static void adreno_board_gpu_off(struct msm_gpu *gpu)
{
	adreno_board_power_off(to_adreno_board(gpu));
}

static const struct msm_gpu_funcs adreno_board_funcs = {
	ADRENO_GPU_FUNCS,
	.power_off = adreno_board_gpu_off,
	.power_on = adreno_board_gpu_on,
};

static void adreno_board_release_fw(void *fw)
{
	release_firmware(fw);
}

/* Upstream's places: qcom/NAME in the firmware path, then NAME itself */
static int adreno_board_fw(struct device *dev, const char *name,
			   const struct firmware **fw)
{
	char path[64];
	int ret;

	snprintf(path, sizeof(path), "qcom/%s", name);
	ret = firmware_request_nowarn(fw, path, dev);
	if (ret)
		ret = firmware_request_nowarn(fw, name, dev);
	if (ret) {
		dev_err(dev, "microcode %s not found (looked for qcom/%s and %s): %d\n",
			name, name, name, ret);
		return ret;
	}
	ret = devm_add_action_or_reset(dev, adreno_board_release_fw,
				       (void *)*fw);
	if (ret)
		return ret;
	/* A version word, then the program, in whole words */
	if ((*fw)->size < 8 || (*fw)->size % 4) {
		dev_err(dev, "microcode %s: %zu bytes is no program\n", name,
			(*fw)->size);
		return -EINVAL;
	}
	return 0;
}

/* Microcode as hw_init loads it: the firmware's data is page-aligned */
static struct adreno_ucode adreno_board_ucode(const struct firmware *fw)
{
	return (struct adreno_ucode){
		.words = (const u32 *)fw->data,
		.len = fw->size / 4,
	};
}

static int adreno_board_resources(struct platform_device *pdev,
				  struct adreno_board *board)
{
	struct device *dev = &pdev->dev;
	int ret;

	board->mmio = devm_platform_ioremap_resource_byname(pdev, ADRENO_REGS);
	if (IS_ERR(board->mmio))
		return dev_err_probe(dev, PTR_ERR(board->mmio),
				     "register window " ADRENO_REGS "\n");
	board->irq = platform_get_irq(pdev, 0);
	if (board->irq < 0)
		return board->irq;

	board->nr_clks = devm_clk_bulk_get_all(dev, &board->clks);
	if (board->nr_clks < 0)
		return dev_err_probe(dev, board->nr_clks, "clocks\n");
	ret = adreno_board_supply(dev, "vdd", &board->vdd);
	if (!ret)
		ret = adreno_board_supply(dev, "vddcx", &board->vddcx);
	if (!ret)
		ret = adreno_board_opps(dev, board);
	if (!ret)
		ret = adreno_board_icc(dev, board);
	if (!ret)
		ret = adreno_board_fw(dev, board->info->pm4_fw, &board->pm4);
	if (!ret)
		ret = adreno_board_fw(dev, board->info->pfp_fw, &board->pfp);
	return ret;
}

/* a2xx translates itself, from a table below 4 GiB; the rest an IOMMU */
static struct msm_mmu *adreno_board_mmu(struct device *dev,
					struct adreno_board *board)
{
	struct msm_mmu *mmu;
	int ret;

	if (board->info->gen->core == 2) {
		ret = dma_set_mask_and_coherent(dev, DMA_BIT_MASK(32));
		mmu = ret ? ERR_PTR(ret) :
			    msm_gpummu_new(dev, &board->adreno.base);
		if (IS_ERR(mmu))
			dev_err_probe(dev, PTR_ERR(mmu), "GPU MMU\n");
		return mmu;
	}
	/* None: the VRAM carveout, if allowed (adreno_gpu_init) */
	mmu = msm_iommu_new(dev);
	if (IS_ERR(mmu))
		dev_err_probe(dev, PTR_ERR(mmu), "IOMMU domain\n");
	return mmu;
}

/*
 * The GPU, on priv's DRM device, as the vgpu sets it up, then started.
 * A GPU that does not start (nothing answers its registers) fails here.
 */
static int adreno_board_start(struct device *dev, struct adreno_board *board,
			      struct msm_drm_private *priv)
{
	struct msm_gpu *gpu = &board->adreno.base;
	struct msm_mmu *mmu;
	int ret;

	mmu = adreno_board_mmu(dev, board);
	if (IS_ERR(mmu))
		return PTR_ERR(mmu);
	gpu->funcs = &adreno_board_funcs;
	gpu->io = &adreno_board_io;
	gpu->dev = &priv->drm;
	board->adreno.pm4 = adreno_board_ucode(board->pm4);
	board->adreno.pfp = adreno_board_ucode(board->pfp);
	ret = adreno_gpu_init(&board->adreno, dev, board->info, board->chip_id,
			      mmu, board->irq);
	if (ret)
		return ret;
	gpu->fast_rate = board->max_freq;

	ret = adreno_board_power_on(board);
	if (ret) {
		dev_err(dev, "%s: could not power up: %d\n", gpu->name, ret);
		goto fail;
	}
	/* Headless, the GPU's own DRM device is registered with it */
	ret = board->component ? adreno_gpu_start(&board->adreno) :
				 adreno_gpu_start_headless(&board->adreno);
	if (!ret)
		return 0;
	dev_err(dev, "%s: the GPU did not start: %d\n", gpu->name, ret);
	adreno_board_power_off(board);
fail:
	adreno_gpu_cleanup(&board->adreno);
	return ret;
}

static void adreno_board_stop(struct adreno_board *board)
{
	if (board->component)
		adreno_gpu_stop(&board->adreno);
	else
		adreno_gpu_stop_headless(&board->adreno);
	adreno_gpu_cleanup(&board->adreno);
	adreno_board_power_off(board);
}

/* With a display in the tree: the display's bind starts the GPU */
static int adreno_board_bind(struct device *dev, struct device *master,
			     void *priv)
{
	struct msm_gpu *gpu = dev_get_drvdata(dev);
	int ret;

	ret = adreno_board_start(dev, to_adreno_board(gpu), priv);
	if (!ret)
		dev_info(dev, "%s: bound by the display %s\n", gpu->name,
			 dev_name(master));
	return ret;
}

static void adreno_board_unbind(struct device *dev, struct device *master,
				void *priv)
{
	adreno_board_stop(to_adreno_board(dev_get_drvdata(dev)));
}

static const struct component_ops adreno_board_component_ops = {
	.bind = adreno_board_bind,
	.unbind = adreno_board_unbind,
};

static int adreno_board_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct msm_drm_private *priv;
	struct adreno_board *board;
	int ret;

	board = devm_kzalloc(dev, sizeof(*board), GFP_KERNEL);
	if (!board)
		return -ENOMEM;
	ret = adreno_board_chip_id(dev, &board->chip_id);
	if (ret)
		return ret;
	board->info = adreno_info_by_chip_id(board->chip_id);
	if (!board->info) {
		dev_err(dev, "chip id %08x: not a GPU this driver knows\n",
			board->chip_id);
		return -ENXIO;
	}

	ret = adreno_board_resources(pdev, board);
	if (ret)
		return ret;
	dev_info(dev, "%s, chip id %08x: irq %d, %d clocks, supplies%s%s, %d OPPs up to %lu MHz, microcode %s (%zu bytes) and %s (%zu bytes)\n",
		 board->info->name, board->chip_id, board->irq, board->nr_clks,
		 board->vdd ? " vdd" : "", board->vddcx ? " vddcx" : "",
		 board->nr_opps, board->max_freq / 1000000,
		 board->info->pm4_fw, board->pm4->size,
		 board->info->pfp_fw, board->pfp->size);

	platform_set_drvdata(pdev, &board->adreno.base);
	board->component = msm_display_in_tree();
	if (board->component)
		return component_add(dev, &adreno_board_component_ops);

	/* Without one, the GPU makes its own DRM device */
	priv = msm_drm_alloc(dev);
	if (IS_ERR(priv))
		return PTR_ERR(priv);
	return adreno_board_start(dev, board, priv);
}

static void adreno_board_remove(struct platform_device *pdev)
{
	struct adreno_board *board = to_adreno_board(platform_get_drvdata(pdev));

	if (board->component)
		component_del(&pdev->dev, &adreno_board_component_ops);
	else
		adreno_board_stop(board);
}

static const struct of_device_id adreno_board_of_match[] = {
	{ .compatible = "qcom,adreno" },
	{ .compatible = "qcom,adreno-3xx" },
	/* i.MX5's a2xx, and downstream kgsl trees */
	{ .compatible = "amd,imageon" },
	{ .compatible = "qcom,kgsl-3d0" },
	{}
};
MODULE_DEVICE_TABLE(of, adreno_board_of_match);

struct device_node *adreno_board_gpu_node(void)
{
	return of_find_matching_node(NULL, adreno_board_of_match);
}

MSM_PLATFORM_REMOVE(adreno_board_remove)

static struct platform_driver adreno_board_driver = {
	.probe = adreno_board_probe,
	MSM_PLATFORM_REMOVE_HOOK(adreno_board_remove),
	.driver = {
		.name = ADRENO_BOARD_DRIVER_NAME,
		.of_match_table = adreno_board_of_match,
		.pm = &msm_gpu_pm_ops,
	},
};

int adreno_board_register(void)
{
	return platform_driver_register(&adreno_board_driver);
}

void adreno_board_unregister(void)
{
	platform_driver_unregister(&adreno_board_driver);
}

MODULE_FIRMWARE("qcom/yamato_pm4.fw");
MODULE_FIRMWARE("qcom/yamato_pfp.fw");
MODULE_FIRMWARE("qcom/leia_pm4_470.fw");
MODULE_FIRMWARE("qcom/leia_pfp_470.fw");
MODULE_FIRMWARE("qcom/a300_pm4.fw");
MODULE_FIRMWARE("qcom/a300_pfp.fw");
MODULE_FIRMWARE("qcom/a330_pm4.fw");
MODULE_FIRMWARE("qcom/a330_pfp.fw");
MODULE_FIRMWARE("qcom/a420_pm4.fw");
MODULE_FIRMWARE("qcom/a420_pfp.fw");
