// SPDX-License-Identifier: GPL-2.0-only
/*
 * a2xx's memory hub: the GPU's own MMU (the "GPUMMU") and the interrupt
 * blocks that a2xx has besides the CP's.
 *
 * The MMU translates one range of GPU addresses, MH_MMU_VA_RANGE (a base
 * and a count of 64 KiB regions), through a flat table at MH_MMU_PT_BASE
 * of one 32-bit entry per 4 KiB page: the page's physical address, bit 0
 * allowing writes and bit 1 reads (as the driver writes them).  The MPU
 * then bounds the physical address (MH_MMU_MPU_BASE to _END).  An MMU
 * that is off, an address outside the range, an entry that does not
 * allow the access or a page outside the MPU's bounds is a page fault:
 * the first one is latched in MH_MMU_PAGE_FAULT and raises the MH's
 * interrupt, and the CP stalls until the driver clears it, as it does
 * behind an SMMU.  (Hardware with the MMU off would reach physical
 * memory directly; the model reaches nothing, so that no command stream
 * can.)
 *
 * MASTER_INT_SIGNAL gathers the three interrupt blocks: the MH's, the
 * CP's (CP_INT, struct am_gen's int_*) and the RBBM's.
 */

#include "model_internal.h"
#include "adreno_regs.h"

#define AM_MH_PTE_WRITE		0x1u
#define AM_MH_PTE_READ		0x2u
#define AM_MH_REGION		0x10000u	/* VA_RANGE counts 64 KiB */

static am_u32 am_mh_pte(const struct am_gpu *gpu, am_u32 index, int *ok)
{
	am_u64 pa = (am_u64)gpu->regs[REG_A2XX_MH_MMU_PT_BASE] + index * 4ull;
	const am_u8 *page;

	page = gpu->host.page(gpu->host.priv, pa & ~(am_u64)(AM_PAGE_SIZE - 1));
	*ok = page != AM_NULL;
	if (!page)
		return 0;
	/* Read once: the driver may rewrite the entry concurrently */
	return *(const volatile am_u32 *)(page + (pa & (AM_PAGE_SIZE - 1)));
}

enum am_fault am_mh_walk(const struct am_gpu *gpu, am_u64 iova,
			 enum am_access access, am_u64 *page_pa,
			 int *writable)
{
	const am_u32 *r = gpu->regs;
	am_u32 range = r[REG_A2XX_MH_MMU_VA_RANGE];
	am_u64 base = range & A2XX_MH_MMU_VA_RANGE_VA_BASE__MASK;
	am_u64 size = (am_u64)AM_FIELD(range,
			A2XX_MH_MMU_VA_RANGE_NUM_64KB_REGIONS) * AM_MH_REGION;
	am_u32 pte, need;
	am_u64 pa;
	int ok;

	if (!(r[REG_A2XX_MH_MMU_CONFIG] & A2XX_MH_MMU_CONFIG_MMU_ENABLE) ||
	    iova < base || iova - base >= size)
		return AM_FAULT_TRANSLATION;
	pte = am_mh_pte(gpu, (am_u32)((iova - base) >> AM_PAGE_SHIFT), &ok);
	if (!ok || !(pte & (AM_MH_PTE_READ | AM_MH_PTE_WRITE)))
		return AM_FAULT_TRANSLATION;
	need = access & AM_ACCESS_WRITE ? AM_MH_PTE_WRITE : AM_MH_PTE_READ;
	if (!(pte & need))
		return AM_FAULT_PERMISSION;
	pa = pte & ~(AM_PAGE_SIZE - 1);
	if (pa < r[REG_A2XX_MH_MMU_MPU_BASE] ||
	    pa >= r[REG_A2XX_MH_MMU_MPU_END])
		return AM_FAULT_PERMISSION;
	*page_pa = pa;
	*writable = !!(pte & AM_MH_PTE_WRITE);
	return AM_OK;
}

void am_mh_fault(struct am_gpu *gpu, am_u64 iova, int write)
{
	am_u32 *r = gpu->regs;

	if (r[REG_A2XX_MH_INTERRUPT_STATUS] &
	    A2XX_MH_INTERRUPT_STATUS_MMU_PAGE_FAULT)
		return;
	r[REG_A2XX_MH_MMU_PAGE_FAULT] =
		A2XX_MH_MMU_PAGE_FAULT_REQ_VA((am_u32)iova) |
		A2XX_MH_MMU_PAGE_FAULT_PAGE_FAULT |
		(write ? A2XX_MH_MMU_PAGE_FAULT_OP_TYPE_WRITE : 0);
	r[REG_A2XX_MH_INTERRUPT_STATUS] |=
		A2XX_MH_INTERRUPT_STATUS_MMU_PAGE_FAULT;
}

int am_mh_fault_pending(const struct am_gpu *gpu)
{
	return !!(gpu->regs[REG_A2XX_MH_INTERRUPT_STATUS] &
		  A2XX_MH_INTERRUPT_STATUS_MMU_PAGE_FAULT);
}

static am_u32 am_master_int_signal(const struct am_gpu *gpu)
{
	const am_u32 *r = gpu->regs;
	am_u32 v = 0;

	if (r[REG_A2XX_MH_INTERRUPT_STATUS] & r[REG_A2XX_MH_INTERRUPT_MASK])
		v |= A2XX_MASTER_INT_SIGNAL_MH_INT_STAT;
	if (r[REG_AXXX_CP_INT_STATUS] & r[REG_AXXX_CP_INT_CNTL])
		v |= A2XX_MASTER_INT_SIGNAL_CP_INT_STAT;
	if (r[REG_A2XX_RBBM_INT_STATUS] & r[REG_A2XX_RBBM_INT_CNTL])
		v |= A2XX_MASTER_INT_SIGNAL_RBBM_INT_STAT;
	return v;
}

int am_mh_irq_pending(const struct am_gpu *gpu)
{
	return am_master_int_signal(gpu) != 0;
}

int am_mh_reg_read(struct am_gpu *gpu, am_u32 reg, am_u32 *val)
{
	switch (reg) {
	case REG_A2XX_MASTER_INT_SIGNAL:
		*val = am_master_int_signal(gpu);
		return 1;
	case REG_A2XX_MH_INTERRUPT_CLEAR:
	case REG_A2XX_RBBM_INT_ACK:
	case REG_A2XX_MH_MMU_INVALIDATE:
		*val = 0;
		return 1;
	default:
		return 0;
	}
}

int am_mh_reg_write(struct am_gpu *gpu, am_u32 reg, am_u32 val)
{
	am_u32 *r = gpu->regs;

	switch (reg) {
	case REG_A2XX_MASTER_INT_SIGNAL:
	case REG_A2XX_MH_INTERRUPT_STATUS:
	case REG_A2XX_RBBM_INT_STATUS:
	case REG_A2XX_MH_MMU_PAGE_FAULT:
		return 1;
	case REG_A2XX_MH_INTERRUPT_CLEAR:
		r[REG_A2XX_MH_INTERRUPT_STATUS] &= ~val;
		return 1;
	case REG_A2XX_RBBM_INT_ACK:
		r[REG_A2XX_RBBM_INT_STATUS] &= ~val;
		return 1;
	case REG_A2XX_MH_MMU_CONFIG:
	case REG_A2XX_MH_MMU_VA_RANGE:
	case REG_A2XX_MH_MMU_PT_BASE:
	case REG_A2XX_MH_MMU_MPU_BASE:
	case REG_A2XX_MH_MMU_MPU_END:
		r[reg] = val;
		am_tlb_flush(gpu);
		return 1;
	case REG_A2XX_MH_MMU_INVALIDATE:
		am_tlb_flush(gpu);
		return 1;
	default:
		return 0;
	}
}

/* The registers with side effects are implemented by definition */
void am_mh_mark_used(struct am_gpu *gpu)
{
	static const am_u32 regs[] = {
		REG_A2XX_MASTER_INT_SIGNAL, REG_A2XX_MH_INTERRUPT_MASK,
		REG_A2XX_MH_INTERRUPT_STATUS, REG_A2XX_MH_INTERRUPT_CLEAR,
		REG_A2XX_RBBM_INT_CNTL, REG_A2XX_RBBM_INT_STATUS,
		REG_A2XX_RBBM_INT_ACK, REG_A2XX_MH_MMU_CONFIG,
		REG_A2XX_MH_MMU_VA_RANGE, REG_A2XX_MH_MMU_PT_BASE,
		REG_A2XX_MH_MMU_PAGE_FAULT, REG_A2XX_MH_MMU_INVALIDATE,
		REG_A2XX_MH_MMU_MPU_BASE, REG_A2XX_MH_MMU_MPU_END,
	};
	am_u32 i;

	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		am_use(gpu, regs[i]);
}
