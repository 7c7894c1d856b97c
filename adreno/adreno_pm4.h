/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Writing PM4 packets into a ring.  Packet layouts are in the register
 * database (adreno_pm4.xml).
 */
#ifndef __ADRENO_PM4_H__
#define __ADRENO_PM4_H__

#include "msm_ringbuffer.h"
#include "adreno_regs.h"

/* Type 0: count dwords into consecutive registers from reg */
static inline void OUT_PKT0(struct msm_ringbuffer *ring, u32 reg, u32 count)
{
	OUT_RING(ring, CP_TYPE0_PKT | ((count - 1) << 16) | (reg & 0x7fff));
}

/* Type 2: a one-dword no-op */
static inline void OUT_PKT2(struct msm_ringbuffer *ring)
{
	OUT_RING(ring, CP_TYPE2_PKT);
}

/* Type 3: an opcode with count payload dwords */
static inline void OUT_PKT3(struct msm_ringbuffer *ring, u8 opcode, u32 count)
{
	OUT_RING(ring, CP_TYPE3_PKT | ((count - 1) << 16) | (opcode << 8));
}

#endif /* __ADRENO_PM4_H__ */
