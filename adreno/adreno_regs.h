/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Register offsets (dwords) of a2xx-a4xx that the driver and the model use.
 * Offsets are facts from the public register database (Mesa's
 * src/freedreno/registers/adreno/ XML files).  Only #defines: the freestanding
 * model includes this header too.
 */
#ifndef __ADRENO_REGS_H__
#define __ADRENO_REGS_H__

/* a2xx */
#define REG_A2XX_RBBM_SOFT_RESET		0x003c

/* a3xx */
#define REG_A3XX_RBBM_HW_VERSION		0x0000
#define REG_A3XX_RBBM_SW_RESET_CMD		0x0018
#define REG_A3XX_RBBM_PERFCTR_CTL		0x0080
#define REG_A3XX_RBBM_PERFCTR_CP_0_LO		0x0090
#define REG_A3XX_CP_PERFCOUNTER_SELECT		0x0445

/* a4xx */
#define REG_A4XX_RBBM_HW_VERSION		0x0000
#define REG_A4XX_RBBM_SW_RESET_CMD		0x0022
#define REG_A4XX_RBBM_PERFCTR_CP_0_LO		0x009c
#define REG_A4XX_RBBM_PERFCTR_CP_0_HI		0x009d
#define REG_A4XX_RBBM_PERFCTR_CTL		0x0170
#define REG_A4XX_CP_PERFCTR_CP_SEL_0		0x0500

/* CP performance counter event: count every cycle */
#define CP_ALWAYS_COUNT				0

#endif /* __ADRENO_REGS_H__ */
