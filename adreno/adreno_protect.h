/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The CP_PROTECT ranges, upstream's but for a3xx's VBIF: registers a user command stream may
 * neither read nor write, each the first register and a power-of-two
 * count.  The one copy: the driver programs them, and the model's fuzzer
 * (selftests/host) sets the model up with them, so this and
 * adreno_protect.c are freestanding; the includer brings the register
 * names.
 */
#ifndef __ADRENO_PROTECT_H__
#define __ADRENO_PROTECT_H__

struct adreno_protect_range {
	unsigned int reg;
	unsigned int count;
};

/*
 * CP_PROTECT(n)'s value for a range, trapping reads and writes.  The
 * hardware takes the base as a byte address; a3xx and a4xx agree on the
 * fields, named here as a4xx's.
 */
static inline unsigned int
adreno_protect_value(const struct adreno_protect_range *range)
{
	return A4XX_CP_PROTECT_REG_TRAP_READ | A4XX_CP_PROTECT_REG_TRAP_WRITE |
	       A4XX_CP_PROTECT_REG_MASK_LEN(__builtin_ctz(range->count)) |
	       A4XX_CP_PROTECT_REG_BASE_ADDR(range->reg << 2);
}

/*
 * adreno_protect.c.  The lengths are part of the types, so a table and its
 * declaration cannot disagree.
 */
extern const struct adreno_protect_range a3xx_protect[14];
extern const struct adreno_protect_range a4xx_protect[12];

#endif /* __ADRENO_PROTECT_H__ */
