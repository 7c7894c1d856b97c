// SPDX-License-Identifier: GPL-2.0-only
/*
 * Translation of GPU addresses: on a3xx and a4xx by the SMMU in front of
 * the GPU, a stage-1 LPAE table walk; on a2xx by the GPU's own MMU
 * (model_mh.c).  A TLB caches either's pages within a run.
 *
 * Translation off means every access faults: the vgpu's SMMU is set up
 * to fault on bypass, so a GPU without a page table reaches no memory.
 * A GPU with no SMMU at all (am_config.no_smmu) addresses by bus address
 * whatever pages the host lets it reach; the rest fault as untranslated.
 */

#include "model_internal.h"

/* One 64-bit descriptor of the table at physical address table */
static int am_pte_read(const struct am_gpu *gpu, am_u64 table,
		       am_u32 index, am_u64 *pte)
{
	const am_u8 *page;
	am_u64 pa = table + (am_u64)index * 8;

	page = gpu->host.page(gpu->host.priv, pa & ~(am_u64)(AM_PAGE_SIZE - 1));
	if (!page)
		return -1;

	/* Read once: the driver may rewrite the entry concurrently */
	*pte = *(const volatile am_u64 *)(page + (pa & (AM_PAGE_SIZE - 1)));
	return 0;
}

/* The leaf entry of iova's page, or a translation fault */
static enum am_fault am_walk_pte(const struct am_gpu *gpu, am_u64 iova,
				 am_u64 *leaf)
{
	static const am_u32 shift[3] = { 30, 21, 12 };
	am_u64 table, pte = 0;
	int level;

	if (!(gpu->smmu[AM_SMMU_SCTLR] & AM_SMMU_SCTLR_M) || iova >> 32)
		return AM_FAULT_TRANSLATION;

	table = ((am_u64)gpu->smmu[AM_SMMU_TTBR0_HI] << 32 |
		 gpu->smmu[AM_SMMU_TTBR0_LO]) & AM_PTE_ADDR_MASK;

	for (level = 0; level < 3; level++) {
		am_u32 index = (am_u32)(iova >> shift[level]) &
			       (level ? 511 : 3);

		if (am_pte_read(gpu, table, index, &pte))
			return AM_FAULT_TRANSLATION;
		/* No block mappings: every level must be a table or a page */
		if ((pte & (AM_PTE_VALID | AM_PTE_TABLE)) !=
		    (AM_PTE_VALID | AM_PTE_TABLE))
			return AM_FAULT_TRANSLATION;
		table = pte & AM_PTE_ADDR_MASK;
	}

	if (!(pte & AM_PTE_AF))
		return AM_FAULT_TRANSLATION;
	*leaf = pte;
	return AM_OK;
}

/* The physical page of iova, and whether it may be written */
static enum am_fault am_walk(const struct am_gpu *gpu, am_u64 iova,
			     enum am_access access, am_u64 *page_pa,
			     int *writable)
{
	am_u64 pte = 0;
	enum am_fault fault;

	if (gpu->gen->core == 2)
		return am_mh_walk(gpu, iova, access, page_pa, writable);
	if (gpu->cfg.no_smmu) {
		if (iova >> 32)
			return AM_FAULT_TRANSLATION;
		*page_pa = iova & ~(am_u64)(AM_PAGE_SIZE - 1);
		*writable = 1;
		return AM_OK;
	}
	fault = am_walk_pte(gpu, iova, &pte);
	if (fault)
		return fault;
	if ((access & AM_ACCESS_WRITE) && (pte & AM_PTE_AP_RDONLY))
		return AM_FAULT_PERMISSION;
	*page_pa = pte & AM_PTE_ADDR_MASK;
	*writable = !(pte & AM_PTE_AP_RDONLY);
	return AM_OK;
}

enum am_fault am_translate(const struct am_gpu *gpu, am_u64 iova,
			   enum am_access access, am_u64 *pa)
{
	enum am_fault fault;
	am_u64 page = 0;
	int writable;

	fault = am_walk(gpu, iova, access, &page, &writable);
	if (fault)
		return fault;
	*pa = page | (iova & (AM_PAGE_SIZE - 1));
	return AM_OK;
}

void am_tlb_flush(struct am_gpu *gpu)
{
	int i;

	for (i = 0; i < AM_TLB_ENTRIES; i++)
		gpu->tlb.e[i].tag = 0;
}

/* The host address of iova's page, from the TLB or a table walk */
static enum am_fault am_page_of(struct am_gpu *gpu, am_u64 iova,
				enum am_access access, am_u8 **page)
{
	am_u64 vpn = iova >> AM_PAGE_SHIFT;
	struct am_tlb_entry *t = &gpu->tlb.e[vpn % AM_TLB_ENTRIES];
	int write = !!(access & AM_ACCESS_WRITE);
	enum am_fault fault;
	am_u64 pa = 0;
	int writable = 0;

	if (gpu->tlb.on && t->tag == vpn + 1 && (t->writable || !write)) {
		*page = t->page;
		return AM_OK;
	}
	fault = am_walk(gpu, iova, access, &pa, &writable);
	if (fault)
		return fault;
	*page = gpu->host.page(gpu->host.priv, pa);
	if (!*page)
		return AM_FAULT_TRANSLATION;
	if (gpu->tlb.on) {
		t->tag = vpn + 1;
		t->page = *page;
		t->writable = writable;
	}
	return AM_OK;
}

/* Copies len bytes between dst and GPU memory at iova, page by page */
static enum am_fault am_mem_copy(struct am_gpu *gpu, am_u64 iova,
				 am_u8 *buf, am_u32 len, enum am_access access)
{
	while (len) {
		am_u32 offset = (am_u32)(iova & (AM_PAGE_SIZE - 1));
		am_u32 chunk = AM_PAGE_SIZE - offset;
		enum am_fault fault;
		am_u8 *page;

		if (chunk > len)
			chunk = len;

		fault = am_page_of(gpu, iova, access, &page);
		if (fault)
			return fault;
		if ((access & AM_ACCESS_WRITE) && gpu->host.write_window)
			gpu->host.write_window(gpu->host.priv, iova);

		/* memcpy, which GCC requires of a freestanding build too */
		if (access & AM_ACCESS_WRITE)
			__builtin_memcpy(page + offset, buf, chunk);
		else
			__builtin_memcpy(buf, page + offset, chunk);

		iova += chunk;
		buf += chunk;
		len -= chunk;
	}
	return AM_OK;
}

enum am_fault am_mem_read(struct am_gpu *gpu, am_u64 iova, void *dst,
			  am_u32 len)
{
	return am_mem_copy(gpu, iova, dst, len, AM_ACCESS_READ);
}

enum am_fault am_mem_write(struct am_gpu *gpu, am_u64 iova,
			   const void *src, am_u32 len)
{
	/* am_mem_copy only reads from buf when writing to memory */
	return am_mem_copy(gpu, iova, (am_u8 *)src, len, AM_ACCESS_WRITE);
}

am_u32 am_smmu_read(struct am_gpu *gpu, am_u32 reg)
{
	return reg < AM_SMMU_REG_COUNT ? gpu->smmu[reg] : 0;
}

void am_smmu_write(struct am_gpu *gpu, am_u32 reg, am_u32 val)
{
	if (reg >= AM_SMMU_REG_COUNT)
		return;
	am_tlb_flush(gpu);
	if (reg == AM_SMMU_FSR)
		gpu->smmu[reg] &= ~val;		/* write 1 to clear */
	else if (reg != AM_SMMU_FAR_LO && reg != AM_SMMU_FAR_HI)
		gpu->smmu[reg] = val;
}

void am_mmu_fault(struct am_gpu *gpu, am_u64 iova, enum am_fault f,
		  enum am_access access)
{
	gpu->cp.stats.page_faults++;
	if (gpu->gen->core == 2) {
		am_mh_fault(gpu, iova, !!(access & AM_ACCESS_WRITE));
		return;
	}
	if (gpu->smmu[AM_SMMU_FSR])
		return;
	gpu->smmu[AM_SMMU_FSR] = f == AM_FAULT_PERMISSION ? AM_SMMU_FSR_PF :
							    AM_SMMU_FSR_TF;
	gpu->smmu[AM_SMMU_FAR_LO] = (am_u32)iova;
	gpu->smmu[AM_SMMU_FAR_HI] = (am_u32)(iova >> 32);
}

int am_mmu_fault_pending(const struct am_gpu *gpu)
{
	if (gpu->gen->core == 2)
		return am_mh_fault_pending(gpu);
	return gpu->smmu[AM_SMMU_FSR] != 0;
}
