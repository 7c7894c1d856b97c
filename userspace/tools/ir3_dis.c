// SPDX-License-Identifier: MIT
/*
 * ir3 disassembler: formats the decoder's struct ir3_instr in the syntax
 * of Mesa's freedreno disassembler (as of 22.3), for a3xx/a4xx.
 */
#include <stdarg.h>
#include <string.h>

#include "ir3_dis.h"

struct sb {
	char *buf;
	size_t size, len;
};

static void __attribute__((format(printf, 2, 3)))
put(struct sb *s, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (s->len >= s->size)
		return;
	va_start(ap, fmt);
	n = vsnprintf(s->buf + s->len, s->size - s->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		s->len += (size_t)n;
	if (s->len >= s->size)
		s->len = s->size - 1;
}

static const char comp_name[4] = { 'x', 'y', 'z', 'w' };

static const char *type_name(unsigned int t)
{
	return t < 8 ? ir3_type_names[t] : "?";
}

/* r2.y, hc3.x, a0.x, p0.x, r<a0.x + 4>, c<a0.x> */
/* The float table's entries, as Mesa's assembler spells them */
static const char *const flut_names[12] = {
	"0.0", "0.5", "1.0", "2.0", "e", "pi", "1/pi", "1/log2(e)",
	"log2(e)", "1/log2(10)", "log2(10)", "4.0",
};

static void reg(struct sb *s, const struct ir3_reg *r)
{
	const char *h = r->half ? "h" : "";

	switch (r->kind) {
	case IR3_REG_GPR:
		if (r->num >> 2 == IR3_GPR_A0)
			put(s, "%sa0.%c", h, comp_name[r->num & 3]);
		else if (r->num >> 2 == IR3_GPR_P0)
			put(s, "%sp0.%c", h, comp_name[r->num & 3]);
		else
			put(s, "%sr%u.%c", h, r->num >> 2, comp_name[r->num & 3]);
		break;
	case IR3_REG_CONST:
		put(s, "%sc%u.%c", h, r->num >> 2, comp_name[r->num & 3]);
		break;
	case IR3_REG_REL_GPR:
	case IR3_REG_REL_CONST:
		put(s, "%s%c<a0.x", h, r->kind == IR3_REG_REL_GPR ? 'r' : 'c');
		if (r->imm)
			put(s, " + %d", r->imm);
		put(s, ">");
		break;
	case IR3_REG_IMMED:
		put(s, "%d", r->imm);
		break;
	case IR3_REG_FLUT:
		put(s, "%s(%s)", r->half ? "h" : "", flut_names[r->imm % 12]);
		break;
	default:
		put(s, "?");
		break;
	}
}

static void absneg(struct sb *s, const struct ir3_reg *r)
{
	if (r->abs && r->neg)
		put(s, "(absneg)");
	else if (r->neg)
		put(s, "(neg)");
	else if (r->abs)
		put(s, "(abs)");
}

/* cat2/cat4 source */
static void msrc(struct sb *s, const struct ir3_reg *r)
{
	absneg(s, r);
	if (r->r)
		put(s, "(r)");
	if (r->kind == IR3_REG_IMMED && r->half)
		put(s, "h(%d)", r->imm);
	else
		reg(s, r);
}

static void prefix(struct sb *s, const struct ir3_instr *in)
{
	if (in->sy)
		put(s, "(sy)");
	if (in->ss)
		put(s, "(ss)");
	if (in->eq)
		put(s, "(eq)");
	if (in->jp)
		put(s, "(jp)");
	if (in->sat && in->cat != 1)	/* cat1: after the name */
		put(s, "(sat)");
	if (in->nop)
		put(s, "(nop%u) ", in->nop);
	if (in->repeat)
		put(s, "(rpt%u)", in->repeat);
	if (in->ul)
		put(s, "(ul)");
}

static void fmt_cat0(struct sb *s, const struct ir3_instr *in, const char *name)
{
	put(s, "%s", name);
	switch (in->form) {
	case IR3_FORM_CAT0_PRED:
	case IR3_FORM_CAT0_BRANCH:
		put(s, " %sp0.%c", in->cat0.inv[0] ? "!" : "",
		    comp_name[in->cat0.comp[0] & 3]);
		if (in->form == IR3_FORM_CAT0_BRANCH)
			put(s, ", #%d", in->cat0.offset);
		break;
	case IR3_FORM_CAT0_IMMED:
		put(s, " #%d", in->cat0.offset);
		break;
	}
}

static float half_to_float(unsigned int h)
{
	unsigned int sign = (h >> 15) & 1, e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float v;

	if (e == 0)
		v = (float)m / 1024.0f / 16384.0f;
	else if (e == 31)
		v = m ? __builtin_nanf("") : __builtin_inff();
	else
		v = (1.0f + (float)m / 1024.0f) *
		    (e >= 15 ? (float)(1u << (e - 15)) : 1.0f / (float)(1u << (15 - e)));
	return sign ? -v : v;
}

static void cat1_imm(struct sb *s, const struct ir3_instr *in)
{
	unsigned int u = (unsigned int)in->src[0].imm;
	float f;

	switch (in->cat1.src_type) {
	case IR3_TYPE_F16:
		put(s, "h(%f)", half_to_float(u & 0xffff));
		break;
	case IR3_TYPE_F32:
		memcpy(&f, &u, sizeof(f));
		put(s, "(%f)", f);
		break;
	case IR3_TYPE_U32:
		put(s, u > 0x1000 ? "0x%x" : "%u", u);
		break;
	case IR3_TYPE_S16:
	case IR3_TYPE_S32:
		put(s, "%d", in->src[0].imm);
		break;
	default:
		put(s, "%u", u);
		break;
	}
}

static void fmt_cat1(struct sb *s, const struct ir3_instr *in)
{
	const struct ir3_reg *src = &in->src[0];
	unsigned int st = in->cat1.src_type, dt = in->cat1.dst_type;
	int mova = in->dst.kind == IR3_REG_GPR &&
		   in->dst.num == IR3_GPR_A0 * 4 &&
		   st == IR3_TYPE_S16 && dt == IR3_TYPE_S16;

	if (mova)
		put(s, "mova ");
	else
		put(s, "%s.%s%s ", st == dt ? "mov" : "cov", type_name(st),
		    type_name(dt));
	if (in->cat1.round)
		put(s, "(%s)", ir3_round_names[in->cat1.round & 3]);
	if (in->sat)
		put(s, "(sat)");
	if (mova)
		put(s, "a0.x");
	else
		reg(s, &in->dst);
	put(s, ", ");
	if (src->r)
		put(s, "(r)");
	if (src->kind == IR3_REG_IMMED)
		cat1_imm(s, in);
	else
		reg(s, src);
}

static void fmt_cat5(struct sb *s, const struct ir3_instr *in, const char *name)
{
	static const char *const wr = "xyzw";
	unsigned int i;

	put(s, "%s%s%s%s%s%s", name, in->cat5.is_3d ? ".3d" : "",
	    in->cat5.is_a ? ".a" : "", in->cat5.is_o ? ".o" : "",
	    in->cat5.is_p ? ".p" : "", in->cat5.is_s ? ".s" : "");
	if (in->cat5.is_s2en) {
		put(s, ".s2en");
		if (in->cat5.desc_mode == 0)
			put(s, ".uniform");
		else if (in->cat5.desc_mode == 4)
			put(s, ".nonuniform");
		else
			put(s, ".mode%u", in->cat5.desc_mode);
	}
	put(s, " ");
	if (in->cat5.has_type && in->cat5.type != IR3_TYPE_U8_32)
		put(s, "(%s)", type_name(in->cat5.type));
	put(s, "(");
	for (i = 0; i < 4; i++)
		if (in->cat5.wrmask & (1u << i))
			put(s, "%c", wr[i]);
	put(s, ")");
	reg(s, &in->dst);
	for (i = 0; i < 3; i++) {
		if (!in->src[i].kind)
			continue;
		put(s, ", ");
		reg(s, &in->src[i]);
	}
	if (!in->cat5.is_s2en && in->cat5.has_samp)
		put(s, ", s#%u", in->cat5.samp);
	if (!in->cat5.is_s2en && in->cat5.has_tex)
		put(s, ", t#%u", in->cat5.tex);
}

/* "+8", "-4" or nothing */
static void off(struct sb *s, int o)
{
	if (o)
		put(s, "%+d", o);
}

/* cat6 operand: a gpr without precision, or an immediate */
static void src6(struct sb *s, const struct ir3_reg *r)
{
	struct ir3_reg t = *r;

	t.half = 0;
	reg(s, &t);
}

static void fmt_cat6(struct sb *s, const struct ir3_instr *in, const char *name)
{
	const char *ty = type_name(in->cat6.type);
	char space;

	switch (in->form) {
	case IR3_FORM_CAT6_LD:
		/* ldg/ldp show a half dst, ldl/ldlw do not (as Mesa does) */
		space = in->opc == IR3_OPC_LDP ? 'p' :
			(in->opc == IR3_OPC_LDL || in->opc == IR3_OPC_LDLW) ?
			'l' : 'g';
		put(s, "%s.%s ", name, ty);
		if (space == 'l')
			src6(s, &in->dst);
		else
			reg(s, &in->dst);
		put(s, ", %c[", space);
		src6(s, &in->src[0]);
		off(s, in->cat6.off);
		put(s, "], %u", in->cat6.size);
		break;
	case IR3_FORM_CAT6_LDLV:
		put(s, "%s.%s ", name, ty);
		src6(s, &in->dst);
		put(s, ", l[%d], %u", in->cat6.off, in->cat6.size);
		break;
	case IR3_FORM_CAT6_ST:
		space = in->opc == IR3_OPC_STP ? 'p' :
			in->opc == IR3_OPC_STG ? 'g' : 'l';
		put(s, "%s.%s %c[", name, ty, space);
		src6(s, &in->src[0]);
		off(s, in->cat6.off);
		put(s, "], ");
		if (space == 'g')
			reg(s, &in->src[1]);
		else
			src6(s, &in->src[1]);
		put(s, ", %u", in->cat6.size);
		break;
	case IR3_FORM_CAT6_LDGB:
		if (in->opc == IR3_OPC_RESINFO || in->opc == IR3_OPC_RESFMT) {
			put(s, "%s.%s.%ud ", name, ty, in->cat6.d);
			src6(s, &in->dst);
			put(s, ", g[%u]", in->cat6.ssbo);
			break;
		}
		if (in->opc == IR3_OPC_LDC)
			put(s, "%s.%u ", name, in->cat6.type_size);
		else
			put(s, "%s.%s.%ud.%s.%u ", name,
			    in->cat6.typed ? "typed" : "untyped", in->cat6.d,
			    ty, in->cat6.type_size);
		src6(s, &in->dst);
		put(s, ", g[%u], ", in->cat6.ssbo);
		src6(s, &in->src[0]);
		put(s, ", ");
		src6(s, &in->src[1]);
		break;
	case IR3_FORM_CAT6_STGB:
		put(s, "%s.%s.%ud.%s.%u g[%u], ", name,
		    in->cat6.typed ? "typed" : "untyped", in->cat6.d, ty,
		    in->cat6.type_size, in->cat6.ssbo);
		src6(s, &in->src[0]);
		put(s, ", ");
		src6(s, &in->src[1]);
		put(s, ", ");
		src6(s, &in->src[2]);
		break;
	case IR3_FORM_CAT6_ATOMIC:
		put(s, "%s.%s.%ud.%s.%u.%s ", name,
		    in->cat6.typed ? "typed" : "untyped", in->cat6.d, ty,
		    in->cat6.type_size, in->cat6.g ? "g" : "l");
		src6(s, &in->dst);
		if (in->cat6.g) {
			put(s, ", g[%u], ", in->cat6.ssbo);
			src6(s, &in->src[0]);
			put(s, ", ");
			src6(s, &in->src[1]);
			put(s, ", ");
			src6(s, &in->src[2]);
		} else {
			put(s, ", l[");
			src6(s, &in->src[0]);
			put(s, "], ");
			src6(s, &in->src[1]);
		}
		break;
	}
}

void ir3_dis_format(const struct ir3_instr *in, char *buf, size_t size)
{
	struct sb s = { buf, size, 0 };
	const char *name = ir3_opc_name(in->opc);
	unsigned int i;

	if (!size)
		return;
	buf[0] = 0;
	if (!name)
		name = "??";
	prefix(&s, in);
	switch (in->cat) {
	case 0:
		fmt_cat0(&s, in, name);
		break;
	case 1:
		fmt_cat1(&s, in);
		break;
	case 2:
	case 3:
	case 4:
		put(&s, "%s", name);
		if (in->form == IR3_FORM_CAT2_COND)
			put(&s, ".%s", ir3_cond_names[in->cat2.cond % 6]);
		put(&s, " %s", in->ei ? "(ei)" : "");
		reg(&s, &in->dst);
		for (i = 0; i < in->nsrc; i++) {
			put(&s, ", ");
			msrc(&s, &in->src[i]);
		}
		break;
	case 5:
		fmt_cat5(&s, in, name);
		break;
	case 6:
		fmt_cat6(&s, in, name);
		break;
	default:
		put(&s, "%s%s%s%s%s", name, in->cat7.g ? ".g" : "",
		    in->cat7.l ? ".l" : "", in->cat7.r ? ".r" : "",
		    in->cat7.w ? ".w" : "");
		break;
	}
}

int ir3_dis_words(const uint32_t words[2], unsigned int gen, char *buf,
		  size_t size)
{
	static const char *const why[] = {
		[-IR3_ERR_GEN] = "unsupported generation",
		[-IR3_ERR_OPCODE] = "unknown opcode",
		[-IR3_ERR_ENCODING] = "unknown operand encoding",
		[-IR3_ERR_RANGE] = "out of range",
	};
	const unsigned int w[2] = { words[0], words[1] };
	struct ir3_instr in;
	int ret = ir3_decode(w, gen, &in);

	if (!ret) {
		ir3_dis_format(&in, buf, size);
	} else if (size) {
		snprintf(buf, size, "?? %s (cat%u)",
			 ret >= IR3_ERR_RANGE ? why[-ret] : "error",
			 words[1] >> 29);
	}
	return ret;
}

unsigned int ir3_dis_shader(FILE *out, unsigned int indent,
			    const uint32_t *dwords, size_t nr_dwords,
			    unsigned int gen)
{
	unsigned int bad = 0;
	size_t i;
	char text[160];

	for (i = 0; i + 1 < nr_dwords; i += 2) {
		if (ir3_dis_words(dwords + i, gen, text, sizeof(text)))
			bad++;
		fprintf(out, "%*s%04zu: %08x %08x  %s\n", (int)indent, "",
			i / 2, dwords[i + 1], dwords[i], text);
	}
	return bad;
}
