// SPDX-License-Identifier: MIT
/*
 * rd trace decoder (see rd.h).
 *
 * Two kinds of trouble, told apart on purpose:
 *  - the file itself is bad (a section cut short, an unknown section
 *    type, a malformed address record): a message on the error stream
 *    and a failed result, because the trace cannot be trusted;
 *  - a command buffer holds something we cannot decode (an unknown
 *    opcode, a packet running past its buffer, an IB we have no bytes
 *    for): a "!!" line in the output, because the trace faithfully
 *    records what userspace gave the GPU, garbage included.
 * Every length read from the file is checked before use: this parses
 * untrusted input and is fuzzed (fuzz_rd.c).
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "adreno_pm4.xml.h"
#include "ir3_dis.h"
#include "rd.h"
#include "regs_table.h"

/* Section types: freedreno's redump.h numbers, as drm/msm_rd.c writes */
enum {
	RD_NONE = 0,
	RD_TEST = 1,
	RD_CMD = 2,
	RD_GPUADDR = 3,
	RD_CONTEXT = 4,
	RD_CMDSTREAM = 5,
	RD_CMDSTREAM_ADDR = 6,
	RD_PARAM = 7,
	RD_FLUSH = 8,
	RD_PROGRAM = 9,
	RD_VERT_SHADER = 10,
	RD_FRAG_SHADER = 11,
	RD_BUFFER_CONTENTS = 12,
	RD_GPU_ID = 13,
	RD_CHIP_ID = 14,
	RD_NR_TYPES,
};

/* No section is this large: such a length means a corrupt stream */
#define RD_SECTION_MAX		(1u << 30)
/* cmdstream -> IB1 -> IB2, as the CP itself nests them */
#define IB_DEPTH_MAX		2
/* Type-0 register field is 15 bits */
#define NR_REGS			0x8000
/*
 * Dwords decoded per submit: IBs may call the same buffer over and over,
 * and two levels of that is quadratic in the trace size.
 */
#define SUBMIT_BUDGET		(64u << 20)
#define TEXT_MAX		512

struct rd_buf {
	uint64_t iova;
	uint32_t size;		/* bytes */
	uint8_t *data;
};

struct rd_stream {
	uint64_t iova;
	uint32_t dwords;
};

struct rd_decoder {
	struct rd_options opt;
	FILE *out, *err;
	uint64_t offset;	/* file offset of the next section */
	bool failed;

	uint32_t gpu_id;
	uint64_t chip_id;
	bool warned_gen;

	/* The submit being collected */
	bool in_submit;
	bool submit_has_data;	/* a section besides RD_CMD came */
	bool header_done;
	uint32_t submit_no;
	uint32_t nr_submits;
	char text[TEXT_MAX];
	struct rd_buf *bufs;
	unsigned int nr_bufs, cap_bufs;
	struct rd_stream *streams;
	unsigned int nr_streams, cap_streams, done_streams;
	bool last_was_stream;
	/* RD_GPUADDR just seen: its RD_BUFFER_CONTENTS may come next */
	bool have_addr;
	uint64_t addr_iova;
	uint32_t addr_size;

	/* Decoding a submit */
	int gen;
	uint64_t budget;
	bool budget_warned;
	uint32_t regval[NR_REGS];
	uint32_t regcount[NR_REGS];
	uint16_t touched[NR_REGS];
	unsigned int nr_touched;
	uint32_t pkt_types[4];
	uint32_t opcount[256];
	uint32_t warnings;
};

static uint32_t get32(const uint8_t *p)
{
	uint32_t v;

	/* Unaligned safe; the trace and the hosts we run on are LE */
	memcpy(&v, p, sizeof(v));
	return v;
}

static bool full(const struct rd_decoder *d)
{
	return d->opt.mode == RD_MODE_FULL;
}

/* The file is bad: error stream, and the result becomes a failure */
static void __attribute__((format(printf, 2, 3)))
file_error(struct rd_decoder *d, const char *fmt, ...)
{
	va_list ap;

	d->failed = true;
	fputs("rddecode: ", d->err);
	va_start(ap, fmt);
	vfprintf(d->err, fmt, ap);
	va_end(ap);
	fputc('\n', d->err);
}

/* Something in a command buffer we cannot decode: marked in the output */
static void __attribute__((format(printf, 3, 4)))
mark(struct rd_decoder *d, unsigned int level, const char *fmt, ...)
{
	va_list ap;

	d->warnings++;
	if (d->opt.mode == RD_MODE_SUMMARY)
		return;
	fprintf(d->out, "%*s!! ", full(d) ? 2 * level + 2 : 2, "");
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}

/* ---- register database ---- */

static const char *gen_name(int gen)
{
	static const char *const names[] = { "a2xx", "a3xx", "a4xx" };

	return gen >= 0 && gen < REGDB_NR_GENS ? names[gen] : "?";
}

/* From GPU_ID (e.g. 320), else CHIP_ID's core byte, else -1 */
static int trace_gen(const struct rd_decoder *d)
{
	unsigned int core = d->gpu_id / 100;

	if (!core)
		core = (d->chip_id >> 24) & 0xff;
	if (core >= 2 && core <= 4)
		return REGDB_A2XX + (int)core - 2;
	return -1;
}

static const struct regdb_reg *find_reg(const struct regdb_domain *dom,
					uint32_t offset)
{
	unsigned int lo = 0, hi = dom->nr_regs;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (dom->regs[mid].offset == offset)
			return &dom->regs[mid];
		if (dom->regs[mid].offset < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static const char *enum_name(const struct rd_decoder *d,
			     const struct regdb_enum *e, uint32_t v)
{
	unsigned int i;

	for (i = 0; e && i < e->nr_values; i++)
		if (e->values[i].value == v &&
		    (e->values[i].gens & REGDB_GEN_BIT(d->gen)))
			return e->values[i].name;
	return NULL;
}

static void print_scalar(struct rd_decoder *d, unsigned int type,
			 const struct regdb_enum *enm, uint32_t raw,
			 unsigned int width, unsigned int shr,
			 unsigned int radix)
{
	uint64_t v = (uint64_t)raw << shr;
	int64_t s = raw;
	const char *name;
	float f;

	if (width >= 32)
		s = (int32_t)raw;
	else if ((raw >> (width - 1)) & 1)
		s -= (int64_t)1 << width;
	switch (type) {
	case REGDB_T_UINT:
		fprintf(d->out, "%" PRIu64, v);
		break;
	case REGDB_T_INT:
		fprintf(d->out, "%" PRId64, s * ((int64_t)1 << shr));
		break;
	case REGDB_T_BOOL:
		fputs(raw ? "true" : "false", d->out);
		break;
	case REGDB_T_FLOAT:
		if (width != 32)
			goto hex;
		memcpy(&f, &raw, sizeof(f));
		fprintf(d->out, "%g", f);
		break;
	case REGDB_T_FIXED:
		fprintf(d->out, "%g", (double)s / (double)(1ull << radix));
		break;
	case REGDB_T_UFIXED:
		fprintf(d->out, "%g", (double)raw / (double)(1ull << radix));
		break;
	case REGDB_T_ENUM:
		name = enum_name(d, enm, raw);
		if (name)
			fputs(name, d->out);
		else	/* not guessed: the raw number, marked */
			fprintf(d->out, "<0x%x>", raw);
		break;
	default:
hex:
		fprintf(d->out, "0x%" PRIx64, v);
		break;
	}
}

/* "{ BOOL | FIELD = value | ... }": set bools only, as cffdump does */
static void print_fields(struct rd_decoder *d, const struct regdb_reg *reg,
			 uint32_t v)
{
	uint32_t covered = 0;
	const char *sep = "";
	unsigned int i;

	fputs("{ ", d->out);
	for (i = 0; i < reg->nr_fields; i++) {
		const struct regdb_field *f = &reg->fields[i];
		unsigned int width = f->high - f->low + 1;
		uint32_t mask = width >= 32 ? ~0u : (1u << width) - 1;
		uint32_t raw = (v >> f->low) & mask;

		covered |= mask << f->low;
		if (f->type == REGDB_T_BOOL) {
			if (raw)
				fprintf(d->out, "%s%s", sep, f->name);
			if (raw)
				sep = " | ";
			continue;
		}
		fprintf(d->out, "%s%s = ", sep, f->name);
		print_scalar(d, f->type, f->enm, raw, width, f->shr, f->radix);
		sep = " | ";
	}
	if (v & ~covered)
		fprintf(d->out, "%s!! unknown bits 0x%x", sep, v & ~covered);
	fputs(" }", d->out);
}

static void print_value(struct rd_decoder *d, const struct regdb_reg *reg,
			uint32_t v)
{
	if (!reg)
		fprintf(d->out, "0x%08x", v);
	else if (reg->nr_fields)
		print_fields(d, reg, v);
	else
		print_scalar(d, reg->type, reg->enm, v, 32, 0, 0);
}

static void print_reg_name(struct rd_decoder *d, uint32_t offset)
{
	const struct regdb_reg *reg = find_reg(&regdb_gens[d->gen], offset);

	if (reg)
		fputs(reg->name, d->out);
	else
		fprintf(d->out, "<0x%04x>", offset);
}

/* "NAME: decoded value" */
static void print_reg(struct rd_decoder *d, uint32_t offset, uint32_t v)
{
	print_reg_name(d, offset);
	fputs(": ", d->out);
	print_value(d, find_reg(&regdb_gens[d->gen], offset), v);
}

/* ---- command stream decoding ---- */

/* Starts a packet line: indent by IB level, GPU address, the dword */
static void line(struct rd_decoder *d, unsigned int level, uint64_t addr,
		 uint32_t v)
{
	fprintf(d->out, "%*s%08" PRIx64 ": %08x  ", 2 * level + 2, "", addr,
		v);
}

static void reg_write(struct rd_decoder *d, uint32_t offset, uint32_t v)
{
	if (offset >= NR_REGS)
		return;
	if (!d->regcount[offset]++)
		d->touched[d->nr_touched++] = (uint16_t)offset;
	d->regval[offset] = v;
}

/* Logs one register write; offsets past 15 bits wrap as in the CP */
static void write_one(struct rd_decoder *d, unsigned int level,
		      uint64_t addr, uint32_t offset, uint32_t v)
{
	reg_write(d, offset, v);
	if (!full(d))
		return;
	line(d, level, addr, v);
	fputs("    ", d->out);
	print_reg(d, offset, v);
	fputc('\n', d->out);
}

static bool fits(struct rd_decoder *d, unsigned int level, const char *what,
		 uint32_t need, uint32_t left)
{
	if (need <= left)
		return true;
	mark(d, level, "%s of %u dwords runs past the end of its buffer (%u left)",
	     what, need, left);
	return false;
}

/* Returns the dwords consumed, 0 to stop decoding this buffer */
static uint32_t pkt_type0(struct rd_decoder *d, const uint8_t *p, uint32_t left,
			  uint64_t addr, unsigned int level)
{
	uint32_t hdr = get32(p);
	uint32_t cnt = ((hdr >> 16) & 0x3fff) + 1;
	uint32_t reg = hdr & 0x7fff;
	bool one = hdr & 0x8000;
	uint32_t k;

	d->pkt_types[0]++;
	if (full(d)) {
		line(d, level, addr, hdr);
		fputs("write ", d->out);
		print_reg_name(d, reg);
		fprintf(d->out, "%s (%u dword%s)\n", one ? " (same register)" : "",
			cnt, cnt == 1 ? "" : "s");
	}
	if (!fits(d, level, "type-0 packet", cnt + 1, left))
		return 0;
	for (k = 0; k < cnt; k++)
		write_one(d, level, addr + 4 * (k + 1), one ? reg : reg + k,
			  get32(p + 4 * (k + 1)));
	return cnt + 1;
}

/* a2xx's two-register packet */
static uint32_t pkt_type1(struct rd_decoder *d, const uint8_t *p, uint32_t left,
			  uint64_t addr, unsigned int level)
{
	uint32_t hdr = get32(p);

	d->pkt_types[1]++;
	if (full(d)) {
		line(d, level, addr, hdr);
		fputs("type-1 write\n", d->out);
	}
	if (!fits(d, level, "type-1 packet", 3, left))
		return 0;
	write_one(d, level, addr + 4, hdr & 0x7ff, get32(p + 4));
	write_one(d, level, addr + 8, (hdr >> 11) & 0x7ff, get32(p + 8));
	return 3;
}

static uint32_t pkt_type2(struct rd_decoder *d, const uint8_t *p,
			  uint64_t addr, unsigned int level)
{
	uint32_t hdr = get32(p);

	d->pkt_types[2]++;
	if (full(d)) {
		line(d, level, addr, hdr);
		fputs("type-2 NOP\n", d->out);
	}
	if (hdr != 0x80000000)
		mark(d, level, "type-2 packet with stray bits 0x%08x", hdr);
	return 1;
}

static const struct regdb_domain *packet_layout(const char *name)
{
	unsigned int i;

	/* PFD and PFE share the one IB layout the database has */
	if (!strncmp(name, "CP_INDIRECT_BUFFER", 18))
		name = "CP_INDIRECT_BUFFER";
	for (i = 0; i < regdb_nr_packets; i++)
		if (!strcmp(regdb_packets[i].name, name))
			return &regdb_packets[i];
	return NULL;
}

static bool is_ib(const char *name)
{
	return !strcmp(name, "CP_INDIRECT_BUFFER") ||
	       !strcmp(name, "CP_INDIRECT_BUFFER_PFD") ||
	       !strcmp(name, "CP_INDIRECT_BUFFER_PFE");
}

/* A payload dword that names a register: its offset, or -1 */
static int64_t reg_ref(const char *name, uint32_t k, const uint8_t *payload)
{
	if (k == 0 && (!strcmp(name, "CP_REG_TO_MEM") ||
		       !strcmp(name, "CP_REG_RMW")))
		return get32(payload) & 0x3ffff;
	/* POLL = POLL_REGISTER (0): the poll address is a register */
	if (k == 1 && !strcmp(name, "CP_WAIT_REG_MEM") &&
	    !((get32(payload) >> 4) & 3))
		return get32(payload + 4) & 0x3ffff;
	return -1;
}

/* Names what the layout has no entry for */
static void payload_label(struct rd_decoder *d, const char *name, uint32_t k,
			  uint32_t v)
{
	if (!strcmp(name, "CP_MEM_WRITE") && k >= 1)
		fprintf(d->out, "value[%u]: 0x%08x", k - 1, v);
	else if (!strncmp(name, "CP_LOAD_STATE", 13) && k >= 2)
		fprintf(d->out, "data[%u]: 0x%08x", k - 2, v);
	else
		fprintf(d->out, "[%u]: 0x%08x", k, v);
}

static void payload_dword(struct rd_decoder *d, const char *name,
			  const struct regdb_domain *layout,
			  const uint8_t *payload, uint32_t k, uint64_t addr,
			  unsigned int level)
{
	const struct regdb_reg *entry = layout ? find_reg(layout, k) : NULL;
	uint32_t v = get32(payload + 4 * k);
	int64_t ref = reg_ref(name, k, payload);

	line(d, level, addr, v);
	fputs("    ", d->out);
	if (entry && entry->nr_fields)
		print_fields(d, entry, v);
	else
		payload_label(d, name, k, v);
	if (ref >= 0) {
		fputs("  (", d->out);
		print_reg_name(d, (uint32_t)ref);
		fputc(')', d->out);
	}
	fputc('\n', d->out);
}

static void decode_ib(struct rd_decoder *d, uint64_t iova, uint32_t dwords,
		      unsigned int level);

static void follow_ib(struct rd_decoder *d, const uint8_t *payload,
		      uint32_t cnt, unsigned int level)
{
	uint32_t base, size;

	if (cnt < 2) {
		mark(d, level, "IB packet of %u dword(s): no address and size",
		     cnt);
		return;
	}
	base = get32(payload);
	size = get32(payload + 4);
	if (level >= IB_DEPTH_MAX) {
		mark(d, level, "IB at 0x%08x nested deeper than IB%u: not followed",
		     base, IB_DEPTH_MAX);
		return;
	}
	decode_ib(d, base, size, level + 1);
}

/* Shown raw, not guessed at; its length is still the header's */
static uint32_t unknown_opcode(struct rd_decoder *d, const uint8_t *p,
			       uint32_t left, uint64_t addr, unsigned int level)
{
	uint32_t hdr = get32(p);
	uint32_t cnt = ((hdr >> 16) & 0x3fff) + 1;
	uint32_t k;

	if (!full(d)) {
		mark(d, level, "unknown opcode 0x%02x", (hdr >> 8) & 0xff);
	} else {
		d->warnings++;
		line(d, level, addr, hdr);
		fprintf(d->out, "!! unknown opcode 0x%02x (%u dword%s): not decoded\n",
			(hdr >> 8) & 0xff, cnt, cnt == 1 ? "" : "s");
	}
	if (!fits(d, level, "type-3 packet", cnt + 1, left))
		return 0;
	for (k = 0; full(d) && k < cnt; k++) {
		line(d, level, addr + 4 * (k + 1), get32(p + 4 * (k + 1)));
		fprintf(d->out, "    [%u]\n", k);
	}
	return cnt + 1;
}

/* ---- shaders ---- */

static const struct rd_buf *find_buf(const struct rd_decoder *d,
				     uint64_t iova);

#define FIELD(v, f)	(((v) & f##__MASK) >> f##__SHIFT)

/* Dwords per NUM_UNIT of shader code: 4 instructions on a3xx, 16 on a4xx */
#define A3XX_SHADER_UNIT_DWORDS	8
#define A4XX_SHADER_UNIT_DWORDS	32

static void dis_shader(struct rd_decoder *d, const uint8_t *code,
		       uint32_t dwords, unsigned int gen, unsigned int level)
{
	uint32_t *buf = malloc((size_t)dwords * 4 + 4);
	unsigned int bad;

	if (!buf)
		return;
	memcpy(buf, code, (size_t)dwords * 4);
	fprintf(d->out, "%*sshader (a%uxx, %u instructions):\n", 2 * level + 6,
		"", gen, dwords / 2);
	bad = ir3_dis_shader(d->out, 2 * level + 8, buf, dwords, gen);
	if (bad)
		mark(d, level, "%u shader instruction%s not decoded", bad,
		     bad == 1 ? "" : "s");
	free(buf);
}

/*
 * CP_LOAD_STATE (a3xx) / CP_LOAD_STATE4 (a4xx) of shader instructions:
 * disassembled from the packet (direct) or from the trace's copy of the
 * buffer at EXT_SRC_ADDR (indirect).
 */
static void load_state_shader(struct rd_decoder *d, const uint8_t *payload,
			      uint32_t cnt, unsigned int level)
{
	uint32_t dw0, dw1, units, dwords, unit;
	const struct rd_buf *b;
	bool shader, indirect;
	uint64_t addr;
	unsigned int gen;

	if (cnt < 2 || !full(d))
		return;
	dw0 = get32(payload);
	dw1 = get32(payload + 4);
	if (d->gen == REGDB_A3XX) {
		unsigned int sb = FIELD(dw0, CP_LOAD_STATE_0_STATE_BLOCK);

		gen = 3;
		unit = A3XX_SHADER_UNIT_DWORDS;
		shader = FIELD(dw1, CP_LOAD_STATE_1_STATE_TYPE) == ST_SHADER &&
			 sb >= SB_VERT_SHADER && sb <= SB_COMPUTE_SHADER;
		indirect = FIELD(dw0, CP_LOAD_STATE_0_STATE_SRC) == SS_INDIRECT;
		units = FIELD(dw0, CP_LOAD_STATE_0_NUM_UNIT);
		addr = dw1 & CP_LOAD_STATE_1_EXT_SRC_ADDR__MASK;
	} else if (d->gen == REGDB_A4XX) {
		unsigned int sb = FIELD(dw0, CP_LOAD_STATE4_0_STATE_BLOCK);

		gen = 4;
		unit = A4XX_SHADER_UNIT_DWORDS;
		shader = FIELD(dw1, CP_LOAD_STATE4_1_STATE_TYPE) == ST4_SHADER &&
			 sb >= SB4_VS_SHADER && sb <= SB4_CS_SHADER;
		indirect = FIELD(dw0, CP_LOAD_STATE4_0_STATE_SRC) == SS4_INDIRECT;
		units = FIELD(dw0, CP_LOAD_STATE4_0_NUM_UNIT);
		addr = dw1 & CP_LOAD_STATE4_1_EXT_SRC_ADDR__MASK;
	} else {
		return;
	}
	if (!shader)
		return;
	if (!indirect) {
		dis_shader(d, payload + 8, cnt - 2, gen, level);
		return;
	}
	dwords = units * unit;
	b = find_buf(d, addr);
	if (!b) {
		mark(d, level, "shader at 0x%08" PRIx64 " not in the trace", addr);
		return;
	}
	if ((uint64_t)dwords * 4 > b->size - (addr - b->iova)) {
		mark(d, level, "shader at 0x%08" PRIx64 " has %u dwords, its buffer only %u: disassembling those",
		     addr, dwords, (uint32_t)((b->size - (addr - b->iova)) / 4));
		dwords = (uint32_t)((b->size - (addr - b->iova)) / 4);
	}
	dis_shader(d, b->data + (addr - b->iova), dwords, gen, level);
}

static uint32_t pkt_type3(struct rd_decoder *d, const uint8_t *p, uint32_t left,
			  uint64_t addr, unsigned int level)
{
	uint32_t hdr = get32(p);
	uint32_t cnt = ((hdr >> 16) & 0x3fff) + 1;
	uint32_t op = (hdr >> 8) & 0xff;
	const char *name = regdb_pm4_type3_names[d->gen][op];
	const struct regdb_domain *layout;
	uint32_t k;

	d->pkt_types[3]++;
	d->opcount[op]++;
	if (!name)
		return unknown_opcode(d, p, left, addr, level);
	if (full(d)) {
		line(d, level, addr, hdr);
		fprintf(d->out, "%s (%u dword%s)\n", name, cnt,
			cnt == 1 ? "" : "s");
	}
	if (!fits(d, level, name, cnt + 1, left))
		return 0;
	layout = packet_layout(name);
	for (k = 0; full(d) && k < cnt; k++)
		payload_dword(d, name, layout, p + 4, k, addr + 4 * (k + 1),
			      level);
	if (is_ib(name))
		follow_ib(d, p + 4, cnt, level);
	if (op == CP_LOAD_STATE)
		load_state_shader(d, p + 4, cnt, level);
	return cnt + 1;
}

static bool spend(struct rd_decoder *d, unsigned int level, uint32_t n)
{
	if (d->budget >= n) {
		d->budget -= n;
		return true;
	}
	if (!d->budget_warned)
		mark(d, level, "decoded %u dwords in this submit: giving up",
		     SUBMIT_BUDGET);
	d->budget_warned = true;
	d->budget = 0;
	return false;
}

static void decode_packets(struct rd_decoder *d, const uint8_t *p,
			   uint32_t dwords, uint64_t iova, unsigned int level)
{
	uint32_t i = 0;

	while (i < dwords) {
		const uint8_t *pkt = p + 4 * (uint64_t)i;
		uint64_t addr = iova + 4 * (uint64_t)i;
		uint32_t left = dwords - i, n;

		if (!spend(d, level, 1))
			return;
		switch (get32(pkt) >> 30) {
		case 0:
			n = pkt_type0(d, pkt, left, addr, level);
			break;
		case 1:
			n = pkt_type1(d, pkt, left, addr, level);
			break;
		case 2:
			n = pkt_type2(d, pkt, addr, level);
			break;
		default:
			n = pkt_type3(d, pkt, left, addr, level);
			break;
		}
		if (!n || !spend(d, level, n - 1))
			return;
		i += n;
	}
}

/* The newest buffer holding iova: later captures describe it better */
static const struct rd_buf *find_buf(const struct rd_decoder *d,
				     uint64_t iova)
{
	unsigned int i;

	for (i = d->nr_bufs; i--;) {
		const struct rd_buf *b = &d->bufs[i];

		if (iova >= b->iova && iova - b->iova < b->size)
			return b;
	}
	return NULL;
}

static void decode_ib(struct rd_decoder *d, uint64_t iova, uint32_t dwords,
		      unsigned int level)
{
	static const char *const what[] = { "cmdstream", "IB1", "IB2" };
	const struct rd_buf *b = find_buf(d, iova);
	uint32_t avail;

	if (!b) {
		mark(d, level, "%s at 0x%08" PRIx64 " (%u dwords) not in the trace",
		     what[level], iova, dwords);
		return;
	}
	avail = (uint32_t)((b->size - (iova - b->iova)) / 4);
	if (full(d))
		fprintf(d->out, "%*s%s 0x%08" PRIx64 " (%u dwords)\n",
			2 * level + 2, "", what[level], iova, dwords);
	if (dwords > avail) {
		mark(d, level, "%s at 0x%08" PRIx64 " has %u dwords, its buffer only %u: decoding those",
		     what[level], iova, dwords, avail);
		dwords = avail;
	}
	decode_packets(d, b->data + (iova - b->iova), dwords, iova, level);
	if (full(d) && level)
		fprintf(d->out, "%*send of %s 0x%08" PRIx64 "\n", 2 * level + 2,
			"", what[level], iova);
}

/* ---- per-submit reports ---- */

static int cmp_u16(const void *a, const void *b)
{
	return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

static void report_regs(struct rd_decoder *d)
{
	unsigned int i;

	qsort(d->touched, d->nr_touched, sizeof(d->touched[0]), cmp_u16);
	for (i = 0; i < d->nr_touched; i++) {
		uint16_t r = d->touched[i];

		fprintf(d->out, "  %04x = %08x  ", r, d->regval[r]);
		print_reg(d, r, d->regval[r]);
		fputc('\n', d->out);
	}
}

static void report_summary(struct rd_decoder *d)
{
	const uint32_t *t = d->pkt_types;
	uint32_t writes = 0;
	unsigned int i;

	fprintf(d->out, "  packets: %u (type-0 %u, type-1 %u, type-2 %u, type-3 %u)\n",
		t[0] + t[1] + t[2] + t[3], t[0], t[1], t[2], t[3]);
	for (i = 0; i < 256; i++) {
		const char *name = regdb_pm4_type3_names[d->gen][i];

		if (!d->opcount[i])
			continue;
		if (name)
			fprintf(d->out, "    %s: %u\n", name, d->opcount[i]);
		else
			fprintf(d->out, "    !! unknown opcode 0x%02x: %u\n",
				i, d->opcount[i]);
	}
	qsort(d->touched, d->nr_touched, sizeof(d->touched[0]), cmp_u16);
	for (i = 0; i < d->nr_touched; i++)
		writes += d->regcount[d->touched[i]];
	fprintf(d->out, "  register writes: %u to %u registers\n", writes,
		d->nr_touched);
	for (i = 0; i < d->nr_touched; i++) {
		fputs("    ", d->out);
		print_reg_name(d, d->touched[i]);
		fprintf(d->out, ": %u\n", d->regcount[d->touched[i]]);
	}
	fprintf(d->out, "  undecodable: %u\n", d->warnings);
}

static void reset_stats(struct rd_decoder *d)
{
	unsigned int i;

	for (i = 0; i < d->nr_touched; i++)
		d->regcount[d->touched[i]] = 0;
	d->nr_touched = 0;
	memset(d->pkt_types, 0, sizeof(d->pkt_types));
	memset(d->opcount, 0, sizeof(d->opcount));
	d->warnings = 0;
	d->budget = SUBMIT_BUDGET;
	d->budget_warned = false;
}

static bool selected(const struct rd_decoder *d, uint32_t n)
{
	unsigned int i;

	if (!d->opt.nr_ranges)
		return true;
	for (i = 0; i < d->opt.nr_ranges; i++)
		if (n >= d->opt.ranges[i].first && n <= d->opt.ranges[i].last)
			return true;
	return false;
}

static void pick_gen(struct rd_decoder *d)
{
	int gen = d->opt.gen >= 0 ? d->opt.gen : trace_gen(d);

	if (gen < 0 || gen >= REGDB_NR_GENS) {
		if (!d->warned_gen)
			fprintf(d->out, "!! GPU id %u / chip id 0x%" PRIx64 " not a2xx-a4xx: decoding as a3xx (--gen overrides)\n",
				d->gpu_id, d->chip_id);
		d->warned_gen = true;
		gen = REGDB_A3XX;
	}
	d->gen = gen;
}

/* Decodes the streams that came since the last call */
void rd_decoder_flush(struct rd_decoder *d)
{
	unsigned int i;

	if (d->done_streams >= d->nr_streams)
		return;
	if (!selected(d, d->submit_no)) {
		d->done_streams = d->nr_streams;
		return;
	}
	pick_gen(d);
	reset_stats(d);
	if (full(d))
		fprintf(d->out, "==== submit %u: %s%s\n", d->submit_no, d->text,
			d->header_done ? " (continued)" : "");
	else
		fprintf(d->out, "submit %u: %s%s\n", d->submit_no, d->text,
			d->header_done ? " (continued)" : "");
	d->header_done = true;
	for (i = d->done_streams; i < d->nr_streams; i++)
		decode_ib(d, d->streams[i].iova, d->streams[i].dwords, 0);
	d->done_streams = d->nr_streams;
	if (d->opt.mode == RD_MODE_REGS)
		report_regs(d);
	else if (d->opt.mode == RD_MODE_SUMMARY)
		report_summary(d);
	fflush(d->out);
}

bool rd_decoder_submit_ready(const struct rd_decoder *d)
{
	return d->last_was_stream && d->done_streams < d->nr_streams;
}

/* ---- sections ---- */

static void end_submit(struct rd_decoder *d)
{
	unsigned int i;

	rd_decoder_flush(d);
	for (i = 0; i < d->nr_bufs; i++)
		free(d->bufs[i].data);
	d->nr_bufs = 0;
	d->nr_streams = 0;
	d->done_streams = 0;
	d->in_submit = false;
	d->submit_has_data = false;
	d->header_done = false;
	d->text[0] = '\0';
}

static void begin_submit(struct rd_decoder *d)
{
	end_submit(d);
	d->in_submit = true;
	d->submit_no = d->nr_submits++;
}

/* Text up to the first NUL, printable; appended to dst */
static void append_text(char *dst, const uint8_t *p, uint32_t len)
{
	size_t n = strlen(dst);
	uint32_t i;

	if (n && n < TEXT_MAX - 3) {
		memcpy(dst + n, "; ", 2);
		n += 2;
	}
	for (i = 0; i < len && p[i] && n < TEXT_MAX - 1; i++)
		dst[n++] = p[i] >= 0x20 && p[i] < 0x7f ? (char)p[i] : '?';
	dst[n] = '\0';
}

/*
 * hangrd gives a submit two RD_CMD lines (why, then the usual one): an
 * RD_CMD right after another belongs to the same submit.
 */
static void sect_cmd(struct rd_decoder *d, const uint8_t *p, uint32_t len)
{
	if (!d->in_submit || d->submit_has_data)
		begin_submit(d);
	append_text(d->text, p, len);
}

/* Sections of a submit that had no RD_CMD get one of their own */
static void need_submit(struct rd_decoder *d)
{
	if (!d->in_submit) {
		begin_submit(d);
		strcpy(d->text, "(no RD_CMD)");
	}
	d->submit_has_data = true;
}

static bool addr_record(struct rd_decoder *d, const char *what,
			const uint8_t *p, uint32_t len, uint64_t *iova,
			uint32_t *size)
{
	/* Older kernels wrote no iova_hi */
	if (len < 8) {
		file_error(d, "%s of %u bytes at offset %" PRIu64 ": too short",
			   what, len, d->offset);
		return false;
	}
	*iova = get32(p);
	if (len >= 12)
		*iova |= (uint64_t)get32(p + 8) << 32;
	*size = get32(p + 4);
	return true;
}

static void *grow(void *arr, unsigned int *cap, unsigned int nr, size_t elem)
{
	unsigned int ncap;
	void *n;

	if (nr < *cap)
		return arr;
	ncap = *cap ? 2 * *cap : 16;
	n = realloc(arr, (size_t)ncap * elem);
	if (!n) {
		fputs("rddecode: out of memory\n", stderr);
		exit(2);
	}
	*cap = ncap;
	return n;
}

static void sect_gpuaddr(struct rd_decoder *d, const uint8_t *p, uint32_t len)
{
	need_submit(d);
	d->have_addr = addr_record(d, "RD_GPUADDR", p, len, &d->addr_iova,
				   &d->addr_size);
}

/* Contents belong to the RD_GPUADDR right before them (msm_rd.c) */
static void sect_contents(struct rd_decoder *d, const uint8_t *p, uint32_t len,
			  bool had_addr)
{
	struct rd_buf *b;
	uint32_t size = len;

	need_submit(d);
	if (!had_addr) {
		file_error(d, "RD_BUFFER_CONTENTS at offset %" PRIu64 " follows no RD_GPUADDR: ignored",
			   d->offset);
		return;
	}
	if (len != d->addr_size) {
		file_error(d, "RD_BUFFER_CONTENTS at offset %" PRIu64 " has %u bytes for a %u byte RD_GPUADDR",
			   d->offset, len, d->addr_size);
		if (size > d->addr_size)
			size = d->addr_size;
	}
	if (!size)
		return;
	d->bufs = grow(d->bufs, &d->cap_bufs, d->nr_bufs, sizeof(*d->bufs));
	b = &d->bufs[d->nr_bufs];
	b->data = malloc(size);
	if (!b->data) {
		fputs("rddecode: out of memory\n", stderr);
		exit(2);
	}
	memcpy(b->data, p, size);
	b->iova = d->addr_iova;
	b->size = size;
	d->nr_bufs++;
}

static void sect_cmdstream_addr(struct rd_decoder *d, const uint8_t *p,
				uint32_t len)
{
	struct rd_stream *s;
	uint64_t iova;
	uint32_t dwords;

	need_submit(d);
	if (!addr_record(d, "RD_CMDSTREAM_ADDR", p, len, &iova, &dwords))
		return;
	d->streams = grow(d->streams, &d->cap_streams, d->nr_streams,
			  sizeof(*d->streams));
	s = &d->streams[d->nr_streams++];
	s->iova = iova;
	s->dwords = dwords;
}

static void sect_ids(struct rd_decoder *d, uint32_t type, const uint8_t *p,
		     uint32_t len)
{
	if (len < (type == RD_GPU_ID ? 4u : 8u)) {
		file_error(d, "%s of %u bytes at offset %" PRIu64 ": too short",
			   type == RD_GPU_ID ? "RD_GPU_ID" : "RD_CHIP_ID", len,
			   d->offset);
		return;
	}
	if (type == RD_GPU_ID)
		d->gpu_id = get32(p);
	else
		d->chip_id = get32(p) | (uint64_t)get32(p + 4) << 32;
	if (!full(d))
		return;
	if (type == RD_GPU_ID)
		fprintf(d->out, "# GPU_ID %u (%s)\n", d->gpu_id,
			gen_name(trace_gen(d)));
	else
		fprintf(d->out, "# CHIP_ID 0x%08" PRIx64 "\n", d->chip_id);
}

static void sect_note(struct rd_decoder *d, const uint8_t *p, uint32_t len)
{
	char text[TEXT_MAX] = "";

	append_text(text, p, len);
	fprintf(d->out, "## %s\n", text);
}

static void section(struct rd_decoder *d, uint32_t type, const uint8_t *p,
		    uint32_t len)
{
	bool had_addr = d->have_addr;

	d->have_addr = false;
	d->last_was_stream = type == RD_CMDSTREAM_ADDR;
	switch (type) {
	case RD_NONE:
		sect_note(d, p, len);
		break;
	case RD_CMD:
		sect_cmd(d, p, len);
		break;
	case RD_GPUADDR:
		sect_gpuaddr(d, p, len);
		break;
	case RD_BUFFER_CONTENTS:
		sect_contents(d, p, len, had_addr);
		break;
	case RD_CMDSTREAM_ADDR:
		sect_cmdstream_addr(d, p, len);
		break;
	case RD_GPU_ID:
	case RD_CHIP_ID:
		sect_ids(d, type, p, len);
		break;
	default:
		/* Known to redump.h, never written by msm_rd.c */
		if (full(d))
			fprintf(d->out, "# section type %u (%u bytes) skipped\n",
				type, len);
		break;
	}
}

/* ---- the stream ---- */

struct rd_decoder *rd_decoder_new(const struct rd_options *opt, FILE *out)
{
	struct rd_decoder *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	d->opt = *opt;
	d->out = out;
	d->err = opt->err ? opt->err : stderr;
	if (d->opt.gen >= REGDB_NR_GENS)
		d->opt.gen = -1;
	return d;
}

long rd_decoder_feed(struct rd_decoder *d, const void *data, size_t size)
{
	const uint8_t *p = data;
	size_t pos = 0;

	while (size - pos >= 8) {
		uint32_t type = get32(p + pos), len = get32(p + pos + 4);

		if (type >= RD_NR_TYPES) {
			file_error(d, "unknown section type %u at offset %" PRIu64,
				   type, d->offset);
			return -1;
		}
		if (len > RD_SECTION_MAX) {
			file_error(d, "section of %u bytes at offset %" PRIu64 ": corrupt length",
				   len, d->offset);
			return -1;
		}
		if (size - pos - 8 < len)
			break;	/* the rest has not arrived yet */
		section(d, type, p + pos + 8, len);
		pos += 8 + (size_t)len;
		d->offset += 8 + (uint64_t)len;
	}
	return (long)pos;
}

int rd_decoder_finish(struct rd_decoder *d, size_t leftover)
{
	end_submit(d);
	if (leftover)
		file_error(d, "truncated section at offset %" PRIu64 " (%zu bytes left)",
			   d->offset, leftover);
	return d->failed ? -1 : 0;
}

void rd_decoder_free(struct rd_decoder *d)
{
	if (!d)
		return;
	end_submit(d);
	free(d->bufs);
	free(d->streams);
	free(d);
}

int rd_decode(const void *data, size_t size, const struct rd_options *opt,
	      FILE *out)
{
	struct rd_decoder *d = rd_decoder_new(opt, out);
	long used;
	int ret;

	if (!d)
		return -1;
	used = rd_decoder_feed(d, data, size);
	ret = rd_decoder_finish(d, used < 0 ? 0 : size - (size_t)used);
	rd_decoder_free(d);
	return used < 0 ? -1 : ret;
}
