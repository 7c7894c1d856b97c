// SPDX-License-Identifier: GPL-2.0-only
/*
 * The command processor: executes PM4 packets from the ringbuffer, two
 * levels of indirect buffers and, on a4xx, the draw-state groups' streams.
 *
 * What the hardware enforces, the model enforces: a type-0 or
 * CP_REG_WR_NO_CTXT write from an IB or a group's stream into a CP_PROTECT
 * range (on a2xx, into the ranges its protected mode guards) raises the
 * protect-fault interrupt and stops the CP, the register keeping its
 * value (CP_REG_RMW only on a2xx: see am_exec_reg_rmw); an unknown
 * opcode raises the opcode-error interrupt and stops it; every memory
 * access goes through the GPU's MMU (model_mmu.c), and a faulting one is
 * recorded there and terminated (reads give 0, writes are dropped); the
 * CP then stalls until the fault is handled.  A stopped CP stays stopped
 * until a reset.
 */

#include "model_internal.h"
#include "model_rb.h"
#include "adreno_regs.h"

/*
 * CP_PROTECT: the same layout on a3xx and a4xx.  The base is a byte
 * address in register space: the first register is base / 4.
 */
#define AM_PROTECT_BASE(v)	(AM_FIELD(v, A4XX_CP_PROTECT_REG_BASE_ADDR) >> 2)
#define AM_PROTECT_LEN(v)	(1u << AM_FIELD(v, A4XX_CP_PROTECT_REG_MASK_LEN))
#define AM_PROTECT_STATUS_WRITE	(1u << 24)

void am_cp_reset(struct am_gpu *gpu)
{
	struct am_cp *cp = &gpu->cp;
	int i;

	cp->halted = 0;
	cp->resets++;
	cp->level = 0;
	cp->pkt_pos = 0;
	am_walk_reset(gpu);
	for (i = 0; i < AM_CP_LEVELS; i++) {
		cp->ib_addr[i] = 0;
		cp->ib_left[i] = 0;
	}
	for (i = 0; i < AM_DS_GROUPS; i++) {
		cp->ds_addr[i] = 0;
		cp->ds_count[i] = 0;
	}
	cp->ds_ret_level = 0;
	cp->ds_ret_hdr = 0;
	cp->ds_ret_pos = 0;
	cp->ds_next = 0;
	cp->protected_mode = 1;
	cp->initialized = 0;
	cp->me_words = 0;
	cp->pfp_words = 0;
}

/* Ring size in dwords: CP_RB_CNTL.BUFSZ is log2 of the size in qwords */
static am_u32 am_ring_dwords(const struct am_gpu *gpu)
{
	am_u32 bufsz = gpu->regs[gpu->gen->rb_cntl] & 0x3f;

	return bufsz > 20 ? 2u << 20 : 2u << bufsz;
}

static am_u32 am_ring_avail(const struct am_gpu *gpu)
{
	am_u32 size = am_ring_dwords(gpu);
	am_u32 rptr = gpu->regs[gpu->gen->rb_rptr] % size;
	am_u32 wptr = gpu->regs[gpu->gen->rb_wptr] % size;

	return (wptr - rptr + size) % size;
}

int am_cp_busy(const struct am_gpu *gpu)
{
	return gpu->cp.level > 0 || am_ring_avail(gpu) != 0;
}

/* A data read: a fault is recorded and reads as 0 */
am_u32 am_read32(struct am_gpu *gpu, am_u64 iova)
{
	am_u32 v = 0;
	enum am_fault f;

	gpu->cp.work++;
	f = am_mem_read(gpu, iova, &v, 4);

	if (f) {
		am_mmu_fault(gpu, iova, f, AM_ACCESS_READ);
		return 0;
	}
	return v;
}

/* A data write: a fault is recorded and the write dropped */
static void am_write32(struct am_gpu *gpu, am_u64 iova, am_u32 v)
{
	enum am_fault f;

	gpu->cp.work++;
	f = am_mem_write(gpu, iova, &v, 4);

	if (f)
		am_mmu_fault(gpu, iova, f, AM_ACCESS_WRITE);
}

/* Bytes through the SMMU for the 3D blocks: faults as am_read32's do */
void am_read_bytes(struct am_gpu *gpu, am_u64 iova, void *dst, am_u32 len)
{
	enum am_fault f;

	gpu->cp.work++;
	f = am_mem_read(gpu, iova, dst, len);
	if (f) {
		am_u8 *d = dst;
		am_u32 i;

		am_mmu_fault(gpu, iova, f, AM_ACCESS_READ);
		for (i = 0; i < len; i++)
			d[i] = 0;
	}
}

void am_write_bytes(struct am_gpu *gpu, am_u64 iova, const void *src,
		    am_u32 len)
{
	enum am_fault f;

	gpu->cp.work++;
	f = am_mem_write(gpu, iova, src, len);
	if (f)
		am_mmu_fault(gpu, iova, f, AM_ACCESS_WRITE);
}

/*
 * Where each IB level stands, in CP_IBn_BASE/BUFSZ: the address of the
 * packet it executes and the dwords left from there.  (The hardware's
 * registers hold the IB's start; the model's say where it stopped, which
 * is what a crash report needs.)
 */
static void am_cp_latch_position(struct am_gpu *gpu)
{
	const struct am_gen *gen = gpu->gen;
	const struct am_cp *cp = &gpu->cp;
	int on1 = cp->level >= 1, on2 = cp->level >= 2;

	gpu->regs[gen->ib1_base] = on1 ? (am_u32)cp->ib_addr[1] : 0;
	gpu->regs[gen->ib1_bufsz] = on1 ? cp->ib_left[1] : 0;
	gpu->regs[gen->ib2_base] = on2 ? (am_u32)cp->ib_addr[2] : 0;
	gpu->regs[gen->ib2_bufsz] = on2 ? cp->ib_left[2] : 0;
}

/* Stops the CP with an interrupt; it stays stopped until a reset */
static enum am_step am_cp_stop(struct am_gpu *gpu, enum am_irq irq)
{
	gpu->cp.halted = 1;
	am_cp_latch_position(gpu);
	am_raise(gpu, irq);
	return AM_STEP_HALT;
}

/* The address of dword index of the stream at level */
static am_u64 am_stream_addr(const struct am_gpu *gpu, int level,
			     am_u32 index)
{
	const struct am_gen *gen = gpu->gen;

	if (level == 0) {
		am_u32 size = am_ring_dwords(gpu);
		am_u32 rptr = gpu->regs[gen->rb_rptr];

		return gpu->regs[gen->rb_base] + ((rptr + index) % size) * 4ull;
	}
	return gpu->cp.ib_addr[level] + index * 4ull;
}

/*
 * A command dword.  Commands that cannot be fetched stop the CP: there is
 * nothing sensible to execute instead.
 */
static int am_fetch(struct am_gpu *gpu, int level, am_u32 index, am_u32 *v)
{
	am_u64 iova = am_stream_addr(gpu, level, index);
	enum am_fault f;

	gpu->cp.work++;
	f = am_mem_read(gpu, iova, v, 4);

	if (f) {
		am_mmu_fault(gpu, iova, f, AM_ACCESS_READ);
		am_cp_stop(gpu, AM_IRQ_HW_FAULT);
		return -1;
	}
	return 0;
}

/* Payload dword i of the packet (0 on a fetch fault, which stops the CP) */
am_u32 am_payload(struct am_gpu *gpu, const struct am_pkt *pkt, am_u32 i)
{
	am_u32 v = 0;

	am_fetch(gpu, pkt->level, 1 + i, &v);
	return v;
}

static void am_advance(struct am_gpu *gpu, int level, am_u32 dwords)
{
	const struct am_gen *gen = gpu->gen;

	if (level > 0) {
		gpu->cp.ib_addr[level] += dwords * 4ull;
		gpu->cp.ib_left[level] -= dwords;
		return;
	}

	gpu->regs[gen->rb_rptr] = (gpu->regs[gen->rb_rptr] + dwords) %
				  am_ring_dwords(gpu);
	if (!(gpu->regs[gen->rb_cntl] & AM_CP_RB_CNTL_NO_UPDATE))
		am_write32(gpu, gpu->regs[gen->rb_rptr_addr] & ~3u,
			   gpu->regs[gen->rb_rptr]);
}

/* A register in one of the generation's always-protected ranges */
static int am_fixed_protect(const struct am_gen *gen, am_u32 reg)
{
	am_u32 i;

	for (i = 0; i < gen->nr_fixed_protect; i++)
		if (reg >= gen->fixed_protect[i].first &&
		    reg - gen->fixed_protect[i].first <
		    gen->fixed_protect[i].count)
			return 1;
	return 0;
}

/* A register access from an IB that CP_PROTECT or protected mode traps */
static int am_trapped(const struct am_gpu *gpu, int level, am_u32 reg,
		      int write)
{
	const struct am_gen *gen = gpu->gen;
	int i;

	/* The ring is the kernel's: protection applies to IBs only */
	if (level == 0 || !gpu->cp.protected_mode)
		return 0;
	if (gen->nr_fixed_protect)
		return am_fixed_protect(gen, reg);
	if (!(gpu->regs[gen->protect_ctrl] & 1))
		return 0;

	for (i = 0; i < 16; i++) {
		am_u32 v = gpu->regs[gen->protect0 + i];
		am_u32 trap = write ? A4XX_CP_PROTECT_REG_TRAP_WRITE :
				      A4XX_CP_PROTECT_REG_TRAP_READ;

		if ((v & trap) && reg >= AM_PROTECT_BASE(v) &&
		    reg - AM_PROTECT_BASE(v) < AM_PROTECT_LEN(v))
			return 1;
	}
	return 0;
}

static enum am_step am_protect_fault(struct am_gpu *gpu, am_u32 reg,
				     int write)
{
	if (gpu->gen->protect_status < AM_REG_COUNT)
		gpu->regs[gpu->gen->protect_status] =
			(write ? AM_PROTECT_STATUS_WRITE : 0) | (reg << 2);
	return am_cp_stop(gpu, AM_IRQ_PROTECT_FAULT);
}

/* A register write by a packet, with its side effects */
static void am_cp_reg_store(struct am_gpu *gpu, am_u32 reg, am_u32 val)
{
	if (reg < AM_REG_COUNT)
		gpu->reg_written[reg / 32] |= 1u << (reg % 32);
	am_reg_write(gpu, reg, val);
}

/* Type-0 and type-1 writes: protection first */
static enum am_step am_cp_reg_write(struct am_gpu *gpu, int level,
				    am_u32 reg, am_u32 val)
{
	if (am_trapped(gpu, level, reg, 1))
		return am_protect_fault(gpu, reg, 1);
	am_cp_reg_store(gpu, reg, val);
	return AM_STEP_OK;
}

/*
 * Long packets are resumable: once the run's budget is spent, the packet
 * pauses before item i of its payload loop, and the next run takes it up
 * there (am_cp_step keeps the place while the header stays the same).
 * Every run does at least one item, so a packet always gets on.
 */
int am_pkt_pause(struct am_gpu *gpu, am_u32 first, am_u32 i)
{
	if (i == first || gpu->cp.work < gpu->cp.budget)
		return 0;
	gpu->cp.pkt_pos = i;
	return 1;
}

static enum am_step am_exec_type0(struct am_gpu *gpu, const struct am_pkt *p)
{
	am_u32 first = gpu->cp.pkt_pos;
	am_u32 resets = gpu->cp.resets;
	am_u32 i;

	for (i = first; i < p->count; i++) {
		am_u32 reg = AM_PKT0_REG(p->hdr) +
			     (AM_PKT0_ONE_REG(p->hdr) ? 0 : i);
		enum am_step s;

		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		s = am_cp_reg_write(gpu, p->level, reg, am_payload(gpu, p, i));
		if (s != AM_STEP_OK || gpu->cp.halted ||
		    gpu->cp.resets != resets)
			return AM_STEP_HALT;
	}
	return AM_STEP_OK;
}

static enum am_step am_exec_type1(struct am_gpu *gpu, const struct am_pkt *p)
{
	enum am_step s;

	s = am_cp_reg_write(gpu, p->level, AM_PKT1_REG0(p->hdr),
			    am_payload(gpu, p, 0));
	if (s == AM_STEP_OK)
		s = am_cp_reg_write(gpu, p->level, AM_PKT1_REG1(p->hdr),
				    am_payload(gpu, p, 1));
	return s;
}

/* CP_INDIRECT_BUFFER_PFD/PFE: address, size in dwords */
static enum am_step am_exec_ib(struct am_gpu *gpu, const struct am_pkt *p)
{
	struct am_cp *cp = &gpu->cp;
	am_u64 addr = am_payload(gpu, p, 0);
	am_u32 size = am_payload(gpu, p, 1) & 0xfffff;

	if (p->count < 2 || p->level + 1 >= AM_IB_LEVELS)
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);

	/*
	 * Past the IB packet in the parent first, then into the IB.  An IB
	 * packet that ends its IB is a tail call: the IB takes the parent's
	 * level, so an IB ending with a jump to itself loops for ever, as
	 * it does on hardware (until a reset).
	 */
	am_advance(gpu, p->level, 1 + p->count);
	if (size) {
		int level = p->level + 1;

		if (p->level > 0 && !cp->ib_left[p->level])
			level = p->level;
		cp->level = level;
		cp->ib_addr[level] = addr;
		cp->ib_left[level] = size;
		cp->stats.ibs++;
	}
	return AM_STEP_MOVED;
}

/*
 * CP_EVENT_WRITE: event[, address, value]; CACHE_FLUSH_TS writes a value,
 * ZPASS_DONE the occlusion counters
 */
static enum am_step am_exec_event_write(struct am_gpu *gpu,
					const struct am_pkt *p)
{
	am_u32 event = am_payload(gpu, p, 0);

	if (AM_FIELD(event, CP_EVENT_WRITE_0_EVENT) == ZPASS_DONE)
		am_rb_zpass_done(gpu);
	if (AM_FIELD(event, CP_EVENT_WRITE_0_EVENT) == CACHE_FLUSH_TS &&
	    p->count >= 3) {
		am_write32(gpu, am_payload(gpu, p, 1), am_payload(gpu, p, 2));
		if (event & CP_EVENT_WRITE_0_IRQ)
			am_raise(gpu, AM_IRQ_FLUSH_TS);
	}
	return AM_STEP_OK;
}

/*
 * Payload dwords 1 on to reg and the registers after it, as type-0
 * writes (CP_PROTECT's checks included); a budget pause resumes at the
 * dword it stopped before
 */
static enum am_step am_write_payload_regs(struct am_gpu *gpu,
					  const struct am_pkt *p, am_u32 reg)
{
	am_u32 first = gpu->cp.pkt_pos ? gpu->cp.pkt_pos : 1;
	am_u32 resets = gpu->cp.resets;
	am_u32 i;

	for (i = first; i < p->count; i++) {
		enum am_step s;

		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		s = am_cp_reg_write(gpu, p->level, reg + i - 1,
				    am_payload(gpu, p, i));
		if (s != AM_STEP_OK || gpu->cp.halted ||
		    gpu->cp.resets != resets)
			return AM_STEP_HALT;
	}
	return AM_STEP_OK;
}

/*
 * CP_SET_CONSTANT of registers (type 4, Mesa's CP_REG()): the offset of
 * the first from 0x2000, then the values.  With bit 31 set, one value:
 * the register the second dword names plus the third (fd3 and fd4 point
 * RB_SAMPLE_COUNT_* at the tile's query slot that way).  Reads and
 * writes are CP_PROTECT's as a type-0 packet's.  Types 0 to 3 are a2xx's
 * shader constants: counted as unsupported.
 */
#define AM_SET_CONSTANT_REGS		4
#define AM_SET_CONSTANT_ADD_REG		0x80000000u
static enum am_step am_exec_set_constant(struct am_gpu *gpu,
					 const struct am_pkt *p)
{
	am_u32 d0 = am_payload(gpu, p, 0), src;
	am_u32 reg = 0x2000 + (d0 & 0xffff);

	if (((d0 >> 16) & 0x7fff) != AM_SET_CONSTANT_REGS) {
		gpu->pipe.stats.unsupported++;
		return AM_STEP_OK;
	}
	if (d0 & AM_SET_CONSTANT_ADD_REG) {
		if (p->count < 3)
			return AM_STEP_OK;
		src = am_payload(gpu, p, 1) & 0xffff;
		if (am_trapped(gpu, p->level, src, 0))
			return am_protect_fault(gpu, src, 0);
		return am_cp_reg_write(gpu, p->level, reg,
				       am_reg_read(gpu, src) +
				       am_payload(gpu, p, 2));
	}
	return am_write_payload_regs(gpu, p, reg);
}

static enum am_step am_exec_mem_write(struct am_gpu *gpu,
				      const struct am_pkt *p)
{
	am_u64 addr = am_payload(gpu, p, 0);
	am_u32 first = gpu->cp.pkt_pos ? gpu->cp.pkt_pos : 1;
	am_u32 i;

	for (i = first; i < p->count; i++) {
		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		am_write32(gpu, addr + (i - 1) * 4ull, am_payload(gpu, p, i));
	}
	return AM_STEP_OK;
}

/*
 * CP_MEM_TO_MEM (a4xx): dword 0, the destination, then the sources (a
 * dword address each): the destination gets their sum, each negated
 * where dword 0's NEG_ bit for it is set (fd4 copies one dword: a
 * source and no flags).  DOUBLE sums 64-bit values.  The waits are
 * moot in an in-order model.
 */
static enum am_step am_exec_mem_to_mem(struct am_gpu *gpu,
				       const struct am_pkt *p)
{
	am_u32 dw0 = am_payload(gpu, p, 0);
	int dbl = !!(dw0 & CP_MEM_TO_MEM_0_DOUBLE);
	am_u64 dst, sum = 0;
	am_u32 i;

	if (gpu->gen->core < 4 || p->count < 3)
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);
	dst = am_payload(gpu, p, 1);
	/* Up to 3 sources (A, B, C): the bits dword 0 has for them */
	for (i = 2; i < p->count && i < 5; i++) {
		am_u64 src = am_payload(gpu, p, i), v;

		v = am_read32(gpu, src);
		if (dbl)
			v |= (am_u64)am_read32(gpu, src + 4) << 32;
		if (dw0 & (CP_MEM_TO_MEM_0_NEG_A << (i - 2)))
			v = 0 - v;
		sum += v;
	}
	am_write32(gpu, dst, (am_u32)sum);
	if (dbl)
		am_write32(gpu, dst + 4, (am_u32)(sum >> 32));
	return AM_STEP_OK;
}

/* CP_REG_TO_MEM: the first register and how many, then the address */
static enum am_step am_exec_reg_to_mem(struct am_gpu *gpu,
				       const struct am_pkt *p)
{
	am_u32 dw0 = am_payload(gpu, p, 0);
	am_u64 addr = am_payload(gpu, p, 1);
	am_u32 reg = AM_FIELD(dw0, CP_REG_TO_MEM_0_REG);
	am_u32 cnt = AM_FIELD(dw0, CP_REG_TO_MEM_0_CNT);
	am_u32 first = gpu->cp.pkt_pos;
	am_u32 i;

	if (!cnt)
		cnt = 1;
	for (i = first; i < cnt; i++) {
		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		if (am_trapped(gpu, p->level, reg + i, 0))
			return am_protect_fault(gpu, reg + i, 0);
		am_write32(gpu, addr + i * 4ull, am_reg_read(gpu, reg + i));
	}
	return AM_STEP_OK;
}

/*
 * CP_REG_RMW: register, AND mask, OR mask.  The micro engine does the
 * write, not a type-0 packet, and CP_PROTECT does not check it: fd3 sends
 * an RMW of RBBM_CLOCK_CTL, inside the RBBM range every a3xx kernel
 * protects, in each a320 submit, and a320s run Mesa.  a2xx's protected
 * mode guards RMW too: its MMU's registers (the table's base, the MPU's
 * bounds) are GPU registers, and an IB that rewrote them would reach any
 * memory.  (The a3xx/a4xx SMMU's are not GPU registers.)
 */
static enum am_step am_exec_reg_rmw(struct am_gpu *gpu, const struct am_pkt *p)
{
	am_u32 reg = am_payload(gpu, p, 0) & 0xffff;
	am_u32 val = am_reg_read(gpu, reg);

	if (gpu->gen->nr_fixed_protect && am_trapped(gpu, p->level, reg, 1))
		return am_protect_fault(gpu, reg, 1);

	val = (val & am_payload(gpu, p, 1)) | am_payload(gpu, p, 2);
	am_cp_reg_store(gpu, reg, val);
	return AM_STEP_OK;
}

/*
 * CP_WAIT_REG_MEM: a compare function and whether to poll a register or
 * memory, the register or address, the reference, the mask.  Not yet
 * true: the CP waits on this packet.
 */
static enum am_step am_exec_wait_reg_mem(struct am_gpu *gpu,
					 const struct am_pkt *p)
{
	am_u32 dw0 = am_payload(gpu, p, 0);
	am_u32 where = am_payload(gpu, p, 1);
	am_u32 ref = am_payload(gpu, p, 2);
	am_u32 mask = p->count > 3 ? am_payload(gpu, p, 3) : ~0u;
	am_u32 v;
	int ok;

	if (AM_FIELD(dw0, CP_WAIT_REG_MEM_0_POLL) == POLL_MEMORY) {
		v = am_read32(gpu, where & ~3u);
	} else {
		if (am_trapped(gpu, p->level, where & 0xffff, 0))
			return am_protect_fault(gpu, where & 0xffff, 0);
		v = am_reg_read(gpu, where & 0xffff);
	}

	v &= mask;
	switch (AM_FIELD(dw0, CP_WAIT_REG_MEM_0_FUNCTION)) {
	case WRITE_ALWAYS:
		ok = 1;
		break;
	case WRITE_LT:
		ok = v < ref;
		break;
	case WRITE_LE:
		ok = v <= ref;
		break;
	case WRITE_EQ:
		ok = v == ref;
		break;
	case WRITE_NE:
		ok = v != ref;
		break;
	case WRITE_GE:
		ok = v >= ref;
		break;
	case WRITE_GT:
		ok = v > ref;
		break;
	default:
		ok = 0;
		break;
	}
	return ok ? AM_STEP_OK : AM_STEP_WAIT;
}

/*
 * CP_REG_WR_NO_CTXT: the first register, then the values for it and the
 * registers after it.  A write like a type-0 packet's, CP_PROTECT
 * included.
 */
static enum am_step am_exec_reg_wr_no_ctxt(struct am_gpu *gpu,
					   const struct am_pkt *p)
{
	am_u32 reg = AM_FIELD(am_payload(gpu, p, 0), CP_REG_WR_NO_CTXT_0_REG);

	return am_write_payload_regs(gpu, p, reg);
}

/* The dwords of the packet's stream after the packet */
static am_u32 am_stream_after(const struct am_gpu *gpu,
			      const struct am_pkt *p)
{
	am_u32 avail = p->level ? gpu->cp.ib_left[p->level] :
				  am_ring_avail(gpu);

	return avail - 1 - p->count;
}

/*
 * CP_COND_EXEC (a2xx-a4xx layout): the next DWORDS dwords run when the
 * dword at ADDR0 is not 0 and the one at ADDR1 is at most REF, signed;
 * otherwise they are skipped, up to the end of the packet's buffer (in
 * the ring: up to what the kernel has written).  A read that faults is
 * recorded and reads 0.
 */
static enum am_step am_exec_cond_exec(struct am_gpu *gpu,
				      const struct am_pkt *p)
{
	am_u32 addr0, addr1, ref, dwords, left, v0, v1;

	if (p->count < 4)
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);
	addr0 = AM_FIELD(am_payload(gpu, p, 0), CP_COND_EXEC_0_ADDR0);
	addr1 = AM_FIELD(am_payload(gpu, p, 1), CP_COND_EXEC_1_ADDR1);
	ref = AM_FIELD(am_payload(gpu, p, 2), CP_COND_EXEC_2_REF);
	dwords = AM_FIELD(am_payload(gpu, p, 3), CP_COND_EXEC_3_DWORDS);
	if (gpu->cp.halted)
		return AM_STEP_HALT;

	/* Both are read, whatever the first says */
	v0 = am_read32(gpu, addr0 & ~3u);
	v1 = am_read32(gpu, addr1 & ~3u);
	if (v0 && (am_s32)v1 <= (am_s32)ref)
		return AM_STEP_OK;

	left = am_stream_after(gpu, p);
	if (dwords > left)
		dwords = left;
	am_advance(gpu, p->level, 1 + p->count + dwords);
	return AM_STEP_MOVED;
}

/*
 * Calls a group's stream, count dwords at addr: the CP runs it at
 * AM_DS_LEVEL, then comes back to packet p, which goes on from item pos.
 */
static void am_ds_call(struct am_gpu *gpu, const struct am_pkt *p,
		       am_u32 addr, am_u32 count, am_u32 pos)
{
	struct am_cp *cp = &gpu->cp;

	cp->ds_ret_level = p->level;
	cp->ds_ret_hdr = p->hdr;
	cp->ds_ret_pos = pos;
	cp->ib_addr[AM_DS_LEVEL] = addr;
	cp->ib_left[AM_DS_LEVEL] = count;
	cp->level = AM_DS_LEVEL;
	/* The stream's first packet starts afresh, whatever its header */
	cp->pkt_pos = 0;
	am_walk_reset(gpu);
	cp->stats.draw_state_runs++;
}

/* A group's stream ended: back to the packet that called it */
static void am_ds_return(struct am_gpu *gpu)
{
	struct am_cp *cp = &gpu->cp;

	cp->level = cp->ds_ret_level;
	cp->pkt_hdr = cp->ds_ret_hdr;
	cp->pkt_pos = cp->ds_ret_pos;
}

/*
 * CP_SET_DRAW_STATE (a4xx): groups of two dwords, a header and the
 * address of the group's COUNT dwords.  DISABLE_ALL_GROUPS turns every
 * group off (the rest of that header is not used); DISABLE or a COUNT
 * of 0 turns group GROUP_ID off; LOAD_IMMED runs the dwords now, in the
 * packet's order, and leaves the group as it was; any other group is
 * set, to run before every draw while it stays enabled (DIRTY or not:
 * running enabled state again leaves the same state).  A last odd dword
 * is not a group.
 */
static enum am_step am_exec_set_draw_state(struct am_gpu *gpu,
					   const struct am_pkt *p)
{
	struct am_cp *cp = &gpu->cp;
	am_u32 first = cp->pkt_pos;
	am_u32 i, g;

	/* No draw state on a3xx; none set from inside a group */
	if (gpu->gen->core < 4 || p->level == AM_DS_LEVEL)
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);

	for (i = first; i < p->count / 2; i++) {
		am_u32 hdr, addr, count;

		if (am_pkt_pause(gpu, first, i))
			return AM_STEP_PAUSE;
		hdr = am_payload(gpu, p, 2 * i);
		addr = AM_FIELD(am_payload(gpu, p, 2 * i + 1),
				CP_SET_DRAW_STATE_1_ADDR);
		if (cp->halted)
			return AM_STEP_HALT;
		count = AM_FIELD(hdr, CP_SET_DRAW_STATE_0_COUNT);
		g = AM_FIELD(hdr, CP_SET_DRAW_STATE_0_GROUP_ID);

		if (hdr & CP_SET_DRAW_STATE_0_DISABLE_ALL_GROUPS) {
			for (g = 0; g < AM_DS_GROUPS; g++)
				cp->ds_count[g] = 0;
			continue;
		}
		if ((hdr & CP_SET_DRAW_STATE_0_DISABLE) || !count) {
			cp->ds_count[g] = 0;
			continue;
		}
		if (hdr & CP_SET_DRAW_STATE_0_LOAD_IMMED) {
			am_ds_call(gpu, p, addr, count, i + 1);
			return AM_STEP_CALL;
		}
		cp->ds_addr[g] = addr;
		cp->ds_count[g] = count;
	}
	return AM_STEP_OK;
}

/*
 * Before a draw starts, the enabled groups run, in group order, each a
 * call the draw comes back from (cp.ds_next says how far it got).  A draw
 * inside a group's stream runs none.
 */
static int am_draw_state_call(struct am_gpu *gpu, const struct am_pkt *p)
{
	struct am_cp *cp = &gpu->cp;

	if (p->level == AM_DS_LEVEL || cp->pkt_pos || gpu->pipe.pos.started)
		return 0;
	while (cp->ds_next < AM_DS_GROUPS) {
		am_u32 g = cp->ds_next++;

		if (cp->ds_count[g]) {
			am_ds_call(gpu, p, cp->ds_addr[g], cp->ds_count[g], 0);
			return 1;
		}
	}
	return 0;
}

/*
 * Packets with nothing to do in an in-order model without caches: the
 * waits, the cache invalidations, and CP_SET_BIN (PC_VSTREAM_CONTROL
 * names the bin)
 */
static int am_opcode_noop(am_u32 op)
{
	switch (op) {
	case CP_WAIT_FOR_IDLE:
	case CP_NOP:
	case CP_INVALIDATE_STATE:
	case CP_SET_BIN:
	case CP_WAIT_FOR_ME:
	case CP_CONTEXT_UPDATE:
		return 1;
	default:
		return 0;
	}
}

/* Accepted and not modelled: listed in vgpu_stats as ignored */
static int am_opcode_ignored(am_u32 op)
{
	switch (op) {
	case CP_SET_SHADER_BASES:
	case CP_TEST_TWO_MEMS:
		return 1;
	default:
		return 0;
	}
}

static enum am_step am_exec_type3(struct am_gpu *gpu, const struct am_pkt *p)
{
	am_u32 op = AM_PKT3_OPCODE(p->hdr);

	switch (op) {
	case CP_INDIRECT_BUFFER_PFD:
	case CP_INDIRECT_BUFFER_PFE:
		return am_exec_ib(gpu, p);
	case CP_EVENT_WRITE:
		return am_exec_event_write(gpu, p);
	case CP_SET_CONSTANT:
		return am_exec_set_constant(gpu, p);
	case CP_MEM_WRITE:
		return am_exec_mem_write(gpu, p);
	case CP_REG_TO_MEM:
		return am_exec_reg_to_mem(gpu, p);
	case CP_MEM_TO_MEM:
		return am_exec_mem_to_mem(gpu, p);
	case CP_REG_RMW:
		return am_exec_reg_rmw(gpu, p);
	case CP_WAIT_REG_MEM:
		return am_exec_wait_reg_mem(gpu, p);
	case CP_REG_WR_NO_CTXT:
		return am_exec_reg_wr_no_ctxt(gpu, p);
	case CP_COND_EXEC:
		return am_exec_cond_exec(gpu, p);
	case CP_SET_DRAW_STATE:
		return am_exec_set_draw_state(gpu, p);
	case CP_LOAD_STATE:
		return am_exec_load_state(gpu, p);
	case CP_SET_BIN_DATA:
		return am_exec_set_bin_data(gpu, p);
	case CP_ME_INIT:
		gpu->cp.initialized = 1;
		return AM_STEP_OK;
	case CP_SET_PROTECTED_MODE:
		/* Turning protection off is the kernel's privilege */
		if (p->level > 0)
			return am_protect_fault(gpu, 0, 1);
		gpu->cp.protected_mode = am_payload(gpu, p, 0) & 1;
		return AM_STEP_OK;
	case CP_INTERRUPT:
		if (am_payload(gpu, p, 0) & CP_INTERRUPT_0_RB)
			am_raise(gpu, AM_IRQ_RB);
		return AM_STEP_OK;
	case CP_DRAW_INDIRECT:
	case CP_DRAW_INDX_INDIRECT:
		/* a4xx's: a3xx has no indirect draws */
		if (gpu->gen->core < 4)
			return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);
		if (am_draw_state_call(gpu, p))
			return AM_STEP_CALL;
		return am_exec_draw(gpu, p);
	case CP_DRAW_INDX:
	case CP_DRAW_INDX_2:
	case CP_DRAW_INDX_OFFSET:
		if (am_draw_state_call(gpu, p))
			return AM_STEP_CALL;
		return am_exec_draw(gpu, p);
	case CP_DRAW_INDX_BIN:
	case CP_DRAW_INDX_2_BIN:
		/* a2xx's binned draws: counted, not drawn */
		gpu->cp.stats.draws++;
		gpu->pipe.stats.unsupported++;
		return AM_STEP_OK;
	default:
		if (am_opcode_noop(op))
			return AM_STEP_OK;
		if (am_opcode_ignored(op)) {
			gpu->op_ignored[op / 32] |= 1u << (op % 32);
			return AM_STEP_OK;
		}
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);
	}
}

static am_u32 am_pkt_dwords(am_u32 hdr)
{
	switch (AM_PKT_TYPE(hdr)) {
	case 0:
	case 3:
		return 1 + AM_PKT_COUNT(hdr);
	case 1:
		return 3;
	default:
		return 1;
	}
}

/* Executes the next packet of the innermost stream */
static enum am_step am_cp_step(struct am_gpu *gpu)
{
	struct am_cp *cp = &gpu->cp;
	am_u32 resets = cp->resets;
	struct am_pkt pkt;
	enum am_step s;
	am_u32 avail, len;

	while (cp->level > 0 && !cp->ib_left[cp->level]) {
		if (cp->level == AM_DS_LEVEL)
			am_ds_return(gpu);
		else
			cp->level--;
	}
	avail = cp->level ? cp->ib_left[cp->level] : am_ring_avail(gpu);
	if (!avail)
		return AM_STEP_IDLE;

	pkt.level = cp->level;
	if (am_fetch(gpu, pkt.level, 0, &pkt.hdr))
		return AM_STEP_HALT;
	/*
	 * A paused packet goes on, unless its header changed meanwhile; a
	 * draw's groups too, unless it is another packet
	 */
	if (pkt.hdr != cp->pkt_hdr) {
		cp->pkt_pos = 0;
		am_walk_reset(gpu);
		if (pkt.level != AM_DS_LEVEL)
			cp->ds_next = 0;
	}
	cp->pkt_hdr = pkt.hdr;
	len = am_pkt_dwords(pkt.hdr);
	pkt.count = len - 1;
	if (len > avail) {
		/* The ring: wait for the rest; an IB: it is malformed */
		if (!pkt.level)
			return AM_STEP_IDLE;
		return am_cp_stop(gpu, AM_IRQ_OPCODE_ERROR);
	}

	switch (AM_PKT_TYPE(pkt.hdr)) {
	case 0:
		s = am_exec_type0(gpu, &pkt);
		break;
	case 1:
		s = am_exec_type1(gpu, &pkt);
		break;
	case 2:
		s = AM_STEP_OK;
		break;
	default:
		s = am_exec_type3(gpu, &pkt);
		break;
	}

	/* A packet that reset the GPU (RBBM_SW_RESET_CMD) left nothing to go on with */
	if (cp->halted || cp->resets != resets)
		return AM_STEP_HALT;
	if (s == AM_STEP_PAUSE)
		return s;
	/* A group's stream runs next; the packet is taken up after it */
	if (s == AM_STEP_CALL)
		return AM_STEP_OK;
	cp->pkt_pos = 0;
	am_walk_reset(gpu);
	if (pkt.level != AM_DS_LEVEL)
		cp->ds_next = 0;
	cp->stats.packets++;
	if (s == AM_STEP_OK)
		am_advance(gpu, pkt.level, len);
	return s == AM_STEP_MOVED ? AM_STEP_OK : s;
}

/* Adds the time since the last sample to busy_ns if the CP had work */
static void am_busy_sample(struct am_gpu *gpu)
{
	struct am_cp *cp = &gpu->cp;
	am_u64 now = gpu->host.now_ns(gpu->host.priv);

	if (cp->was_busy)
		cp->stats.busy_ns += now - cp->sampled_ns;
	cp->sampled_ns = now;
	cp->was_busy = am_cp_busy(gpu) && !cp->halted;
}

am_u64 am_busy_ns(struct am_gpu *gpu)
{
	am_busy_sample(gpu);
	return gpu->cp.stats.busy_ns;
}

static enum am_run am_cp_run_budget(struct am_gpu *gpu, am_u32 budget);

enum am_run am_cp_run(struct am_gpu *gpu, am_u32 budget)
{
	enum am_run run;

	am_busy_sample(gpu);
	am_tlb_flush(gpu);
	gpu->tlb.on = 1;
	run = am_cp_run_budget(gpu, budget);
	gpu->tlb.on = 0;
	am_tlb_flush(gpu);
	am_busy_sample(gpu);
	return run;
}

static enum am_run am_cp_run_budget(struct am_gpu *gpu, am_u32 budget)
{
	const struct am_gen *gen = gpu->gen;

	/* Halted, or no microcode to run: the CP does nothing */
	if (gpu->cp.halted || (gpu->regs[gen->me_cntl] & AM_CP_ME_CNTL_HALT) ||
	    !gpu->cp.me_words || !gpu->cp.pfp_words)
		return AM_RUN_HALTED;

	gpu->cp.work = 0;
	gpu->cp.budget = budget;
	while (gpu->cp.work < budget) {
		/*
		 * A recorded fault stalls the CP, as an SMMU in stall mode
		 * does, until its handler clears FSR: the faulting packet
		 * completed (its faulting accesses terminated), nothing after
		 * it runs before the fault is reported.
		 */
		if (am_mmu_fault_pending(gpu))
			return AM_RUN_WAITING;

		switch (am_cp_step(gpu)) {
		case AM_STEP_OK:
			break;
		case AM_STEP_PAUSE:
			return AM_RUN_BUDGET;
		case AM_STEP_IDLE:
			return AM_RUN_IDLE;
		case AM_STEP_WAIT:
			return AM_RUN_WAITING;
		default:
			return AM_RUN_HALTED;
		}
	}
	return am_cp_busy(gpu) ? AM_RUN_BUDGET : AM_RUN_IDLE;
}
