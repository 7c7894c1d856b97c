// SPDX-License-Identifier: MIT
/*
 * SPIR-V into the IR.  The module is read in two sweeps: the first
 * records every id's type, constant, variable, function, block and
 * decoration; the second walks the entry point's body (spirv_flow.c
 * makes its control flow straight), keeping each variable's contents as
 * one IR value per scalar and taking vectors and matrices apart into
 * their components.  Here: the declarations and the instructions that
 * compute.
 *
 * Every word is untrusted: counts are checked against the module's
 * length, ids against its bound, types against what the instruction
 * needs.  What the compiler does not handle is refused with a message.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>

#include "spirv_priv.h"

int spv_fail(struct spv *s, const char *fmt, ...)
{
	va_list ap;
	size_t at;

	if (s->failed)
		return -1;
	s->failed = true;
	/* The source line, as glslang's messages give it, when known */
	at = s->line ? snprintf(s->out->error, sizeof(s->out->error),
				"0:%u: ", s->line) : 0;
	va_start(ap, fmt);
	vsnprintf(s->out->error + at, sizeof(s->out->error) - at, fmt, ap);
	va_end(ap);
	return -1;
}

struct spv_id *spv_id_of(struct spv *s, uint32_t id, enum spv_kind kind)
{
	if (id >= s->bound || s->ids[id].kind != kind) {
		spv_fail(s, "SPIR-V: id %u is not the %s the instruction needs",
			 id, kind == SPV_TYPE ? "type" :
			 kind == SPV_SAMPLER ? "sampler" : "value");
		return NULL;
	}
	return &s->ids[id];
}

/* Room for n scalars: their first index, or UINT32_MAX */
/*
 * Room for n more scalars without moving them.  An instruction holds
 * pointers to its operands' scalars while it makes its result: the
 * second sweep reserves a value's worth before each (spv_reserve).
 */
static int reserve(struct spv *s, uint32_t n)
{
	if (n > SPV_MAX_COMPS * 64 || s->nr_scalars + n > (1u << 22))
		return spv_fail(s, "SPIR-V: values too large");
	/* Allocated even for none: a value of no scalars still points in */
	while (s->nr_scalars + n > s->cap_scalars || !s->scalars) {
		uint32_t cap = s->cap_scalars ? s->cap_scalars * 2 : 4096;
		uint32_t *p = realloc(s->scalars, cap * sizeof(*p));
		bool *v;

		if (!p)
			return spv_fail(s, "out of memory");
		s->scalars = p;
		v = realloc(s->var_scalar, cap * sizeof(*v));
		if (!v)
			return spv_fail(s, "out of memory");
		s->var_scalar = v;
		s->cap_scalars = cap;
	}
	return 0;
}

int spv_reserve(struct spv *s)
{
	return reserve(s, SPV_MAX_COMPS);
}

static uint32_t alloc_scalars(struct spv *s, uint32_t n)
{
	uint32_t first = s->nr_scalars;

	if (reserve(s, n))
		return UINT32_MAX;
	for (uint32_t i = 0; i < n; i++) {
		s->scalars[first + i] = IR_NONE;
		s->var_scalar[first + i] = false;
	}
	s->nr_scalars += n;
	return first;
}

void spv_id_clear(struct spv_id *d)
{
	memset(d, 0, sizeof(*d));
	d->location = -1;
	d->builtin = -1;
	d->binding = -1;
	d->dyn = IR_NONE;
}

/* A new value id of type with n scalars to fill: its scalars */
uint32_t *spv_new_value(struct spv *s, uint32_t id, uint32_t type)
{
	struct spv_id *t = spv_id_of(s, type, SPV_TYPE);
	uint32_t first;

	if (!t)
		return NULL;
	/*
	 * A value made again is a loop's body walked once more (the ids
	 * of valid SPIR-V are made once where they are written)
	 */
	if (id >= s->bound || (s->ids[id].kind != SPV_NONE &&
			       s->ids[id].kind != SPV_VALUE)) {
		spv_fail(s, "SPIR-V: id %u defined twice", id);
		return NULL;
	}
	if (t->comps > SPV_MAX_COMPS) {
		spv_fail(s, "SPIR-V: a value of %u scalars", t->comps);
		return NULL;
	}
	first = alloc_scalars(s, t->comps);
	if (first == UINT32_MAX)
		return NULL;
	s->ids[id].kind = SPV_VALUE;
	s->ids[id].type = type;
	s->ids[id].first = first;
	return &s->scalars[first];
}

const uint32_t *spv_value(struct spv *s, uint32_t id, uint32_t *comps)
{
	struct spv_id *v = spv_id_of(s, id, SPV_VALUE);

	if (!v)
		return NULL;
	*comps = s->ids[v->type].comps;
	return &s->scalars[v->first];
}

/*
 * An operand of an instruction whose result has want scalars: a scalar
 * (applied to each) or at least want of them, else a failure
 */
const uint32_t *spv_operand(struct spv *s, uint32_t id, uint32_t want,
			    uint32_t *comps)
{
	const uint32_t *v = spv_value(s, id, comps);

	if (v && *comps != 1 && *comps < want) {
		spv_fail(s, "SPIR-V: an operand of %u scalars where %u are needed",
			 *comps, want);
		return NULL;
	}
	return v;
}

/* The scalars of the result type, before the result is made */
uint32_t spv_result_comps(struct spv *s, uint32_t type)
{
	return type < s->bound && s->ids[type].kind == SPV_TYPE ?
	       s->ids[type].comps : 0;
}

/* ---- The first sweep: types, constants, variables, decorations ------- */

/*
 * sampler2D's, sampler2DArray's, samplerCube's and sampler3D's image,
 * their shadow forms (a depth image) and integer forms (isampler*,
 * usampler*): 2D (an array too), cube or 3D, not multisampled; other
 * kinds are refused here, by name
 */
static int image_type(struct spv *s, const uint32_t *in, uint32_t len)
{
	static const char *const dims[] = {
		"1D", "2D", "3D", "cube", "rect", "buffer", "subpass",
	};

	if (len < 9)
		return spv_fail(s, "SPIR-V: short image type");
	if (in[3] != SpvDim2D && in[3] != SpvDimCube && in[3] != SpvDim3D)
		return spv_fail(s, "%s textures are not supported yet",
			    in[3] < 7 ? dims[in[3]] : "these");
	s->ids[in[1]].is_3d = in[3] != SpvDim2D;
	s->ids[in[1]].cube = in[3] == SpvDimCube;
	s->ids[in[1]].shadow = in[4] == 1;
	if ((in[5] && in[3] != SpvDim2D) || in[6])
		return spv_fail(s, "cube map arrays and multisampled textures are not supported yet");
	s->ids[in[1]].array = !!in[5];
	if (!spv_id_of(s, in[2], SPV_TYPE) ||
	    (s->ids[in[2]].op != SpvOpTypeFloat &&
	     s->ids[in[2]].op != SpvOpTypeInt))
		return spv_fail(s, "SPIR-V: an image's sampled type");
	s->ids[in[1]].integer = s->ids[in[2]].op == SpvOpTypeInt;
	s->ids[in[1]].int_signed = s->ids[in[2]].is_signed;
	if (s->ids[in[1]].integer && s->ids[in[1]].shadow)
		return spv_fail(s, "SPIR-V: an integer depth image");
	return 0;
}

static int add_type(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t id, i;
	struct spv_id *t;

	if (len < 2)
		return spv_fail(s, "SPIR-V: short type");
	id = in[1];
	if (id >= s->bound || s->ids[id].kind != SPV_NONE)
		return spv_fail(s, "SPIR-V: type id %u", id);
	t = &s->ids[id];
	t->kind = SPV_TYPE;
	t->op = in[0] & 0xffff;
	switch (t->op) {
	case SpvOpTypeVoid:
	case SpvOpTypeFunction:
		return 0;
	case SpvOpTypeBool:
		t->comps = 1;
		return 0;
	case SpvOpTypeInt:
		t->comps = 1;
		t->is_signed = len >= 4 && in[3];
		return 0;
	case SpvOpTypeFloat:
		if (len < 3 || in[2] != 32)
			return spv_fail(s, "only 32-bit floats are supported");
		t->comps = 1;
		t->is_float = true;
		return 0;
	case SpvOpTypeVector:
	case SpvOpTypeMatrix:
	case SpvOpTypeArray: {
		struct spv_id *e;

		if (len < 4)
			return spv_fail(s, "SPIR-V: short type");
		e = spv_id_of(s, in[2], SPV_TYPE);
		if (!e)
			return -1;
		t->elem = in[2];
		t->count = in[3];
		if (t->op == SpvOpTypeArray) {
			struct spv_id *c = spv_id_of(s, in[3], SPV_VALUE);
			uint32_t v;

			if (!c)
				return -1;
			v = s->ids[c->type].comps == 1 ? s->scalars[c->first] :
			    IR_NONE;
			if (!ir_known(s->ir, v, &t->count))
				return spv_fail(s, "SPIR-V: an array's length");
		}
		if (!t->count || t->count > SPV_MAX_COMPS ||
		    (uint64_t)t->count * e->comps > SPV_MAX_COMPS)
			return spv_fail(s, "a type of more than %u scalars",
				    SPV_MAX_COMPS);
		/* No variable holds more samplers than there are units */
		if ((uint64_t)t->count * e->samplers > MR_MAX_TEXTURES)
			return spv_fail(s, "a type of more than %u samplers",
					MR_MAX_TEXTURES);
		t->comps = t->count * e->comps;
		t->samplers = t->count * e->samplers;
		t->is_float = e->is_float;
		return 0;
	}
	case SpvOpTypeStruct:
		t->first_member = s->nr_members;
		t->nr_members = len - 2;
		if (s->nr_members + len > s->cap_members) {
			uint32_t cap = (s->cap_members + len) * 2;
			uint32_t *p = realloc(s->members, cap * sizeof(*p));

			if (!p)
				return spv_fail(s, "out of memory");
			s->members = p;
			s->cap_members = cap;
		}
		for (i = 2; i < len; i++) {
			struct spv_id *m = spv_id_of(s, in[i], SPV_TYPE);

			if (!m)
				return -1;
			s->members[s->nr_members++] = in[i];
			t->comps += m->comps;
			t->samplers += m->samplers;
			if (t->samplers > MR_MAX_TEXTURES)
				return spv_fail(s, "a type of more than %u samplers",
						MR_MAX_TEXTURES);
			if (t->comps > SPV_MAX_COMPS)
				return spv_fail(s, "a struct of more than %u scalars",
					    SPV_MAX_COMPS);
		}
		return 0;
	case SpvOpTypePointer:
		if (len < 4 || !spv_id_of(s, in[3], SPV_TYPE))
			return spv_fail(s, "SPIR-V: pointer type");
		t->elem = in[3];
		return 0;
	case SpvOpTypeImage:
		return image_type(s, in, len);
	case SpvOpTypeSampledImage:
		if (len < 3 || !spv_id_of(s, in[2], SPV_TYPE) ||
		    s->ids[in[2]].op != SpvOpTypeImage)
			return spv_fail(s, "SPIR-V: sampled image type");
		t->elem = in[2];
		t->samplers = 1;
		t->is_3d = s->ids[in[2]].is_3d;
		t->cube = s->ids[in[2]].cube;
		t->shadow = s->ids[in[2]].shadow;
		t->array = s->ids[in[2]].array;
		t->integer = s->ids[in[2]].integer;
		t->int_signed = s->ids[in[2]].int_signed;
		return 0;
	default:
		return spv_fail(s, "SPIR-V type %u (images, samplers, ...) is not supported yet",
			    t->op);
	}
}

static int add_constant(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t op = in[0] & 0xffff, *d, n, i;
	struct spv_id *t;

	if (len < 3)
		return spv_fail(s, "SPIR-V: short constant");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	t = &s->ids[in[1]];
	switch (op) {
	case SpvOpConstant:
		if (len < 4 || t->comps != 1)
			return spv_fail(s, "SPIR-V: constant of a composite type");
		d[0] = ir_const(s->ir, in[3]);
		return 0;
	case SpvOpConstantTrue:
	case SpvOpConstantFalse:
		d[0] = ir_const(s->ir, op == SpvOpConstantTrue ? ~0u : 0);
		return 0;
	case SpvOpConstantComposite:
		n = 0;
		for (i = 3; i < len; i++) {
			uint32_t c;
			const uint32_t *v = spv_value(s, in[i], &c);

			if (!v || n + c > t->comps)
				return spv_fail(s, "SPIR-V: composite constant");
			memcpy(d + n, v, c * sizeof(*v));
			n += c;
		}
		return n == t->comps ? 0 : spv_fail(s, "SPIR-V: composite constant");
	case SpvOpConstantNull:
		for (i = 0; i < t->comps; i++)
			d[i] = ir_const(s->ir, 0);
		return 0;
	default:
		return spv_fail(s, "SPIR-V constant op %u is not supported", op);
	}
}

/* The vec4s a uniform of type takes: matrices a column each */
uint32_t spv_vec4s_of(struct spv *s, const struct spv_id *t)
{
	if (t->op == SpvOpTypeMatrix || t->op == SpvOpTypeArray)
		return t->count * spv_vec4s_of(s, &s->ids[t->elem]);
	return 1;
}

/*
 * Whether t is made of floats, integers or booleans alone (a scalar, a
 * vector, a matrix, an array of them): the constant file holds their
 * bits, a scalar each (a boolean 0 or not)
 */
bool spv_plain_type(const struct spv *s, const struct spv_id *t)
{
	unsigned int depth;

	for (depth = 0; depth < 4; depth++) {
		switch (t->op) {
		case SpvOpTypeFloat:
		case SpvOpTypeInt:
		case SpvOpTypeBool:
			return true;
		case SpvOpTypeVector:
		case SpvOpTypeMatrix:
		case SpvOpTypeArray:
			if (t->elem >= s->bound)
				return false;
			t = &s->ids[t->elem];
			break;
		default:
			return false;
		}
	}
	return false;
}

/*
 * Texture units.  GL's SPIR-V (glslang's) gives uniforms locations in
 * declaration order; its automatic bindings count every uniform, and a
 * struct as one however many samplers it holds, so they name no units:
 * there the samplers take units one after another in location order.
 * SPIR-V without locations on its samplers (Vulkan's) names each unit by
 * its binding.  An array of samplers, or a struct holding some, takes as
 * many units as it holds, t# and s# alike, in the order of its scalars.
 */
static int note_sampler(struct spv *s, const struct spv_id *v)
{
	uint64_t key = v->location >= 0 ? (uint64_t)v->location :
		       (1ull << 32) + (uint64_t)(v - s->ids);
	uint32_t i;

	if (s->nr_sampler_vars == MR_MAX_TEXTURES)
		return spv_fail(s, "sampler '%s': more than %u samplers",
				v->name ? v->name : "?", MR_MAX_TEXTURES);
	/* Kept in unit order as they come */
	for (i = s->nr_sampler_vars; i > 0 && s->sampler_vars[i - 1].key > key; i--)
		s->sampler_vars[i] = s->sampler_vars[i - 1];
	s->sampler_vars[i].key = key;
	s->sampler_vars[i].id = (uint32_t)(v - s->ids);
	s->sampler_vars[i].located = v->location >= 0;
	s->nr_sampler_vars++;
	return 0;
}

static int assign_unit(struct spv *s, struct spv_id *v, bool located)
{
	uint32_t unit = !located && v->binding >= 0 ? (uint32_t)v->binding :
			s->samplers;
	uint32_t n = s->ids[v->type].samplers;

	if (unit + n > MR_MAX_TEXTURES)
		return spv_fail(s, "sampler '%s': units %u to %u, at most %u units",
			    v->name ? v->name : "?", unit, unit + n - 1,
			    MR_MAX_TEXTURES);
	v->unit = unit;
	if (s->ids[v->type].op == SpvOpTypeSampledImage)
		v->location = (int32_t)unit;
	if (unit + n > s->samplers)
		s->samplers = unit + n;
	return 0;
}

static int assign_units(struct spv *s)
{
	for (uint32_t i = 0; i < s->nr_sampler_vars; i++)
		if (assign_unit(s, &s->ids[s->sampler_vars[i].id],
				s->sampler_vars[i].located))
			return -1;
	return 0;
}

static int add_variable(struct spv *s, const uint32_t *in, uint32_t len)
{
	struct spv_id *pt, *t, *v;
	uint32_t id;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short variable");
	id = in[2];
	pt = spv_id_of(s, in[1], SPV_TYPE);
	if (!pt || pt->op != SpvOpTypePointer)
		return spv_fail(s, "SPIR-V: a variable's type is not a pointer");
	if (id >= s->bound || s->ids[id].kind != SPV_NONE)
		return spv_fail(s, "SPIR-V: variable id %u", id);
	t = &s->ids[pt->elem];
	v = &s->ids[id];
	v->kind = SPV_VARIABLE;
	v->type = pt->elem;
	v->storage = in[3];
	v->slots = alloc_scalars(s, t->comps);
	if (v->slots == UINT32_MAX)
		return -1;
	switch (v->storage) {
	case SpvStorageClassOutput:
	case SpvStorageClassFunction:
	case SpvStorageClassPrivate:
		/* Written by the shader: a loop gives each scalar a phi */
		for (uint32_t i = 0; i < t->comps; i++)
			s->var_scalar[v->slots + i] = true;
		return 0;
	case SpvStorageClassInput:
		return 0;
	case SpvStorageClassUniform:
		return spv_block_add(s, v);
	case SpvStorageClassUniformConstant:
		if (t->op == SpvOpTypeSampledImage)
			return note_sampler(s, v);
		if (t->samplers && note_sampler(s, v))
			return -1;
		/* Loose uniforms fill the constant file in their order */
		if (!spv_plain_type(s, t))
			return spv_struct_uniform_add(s, v);
		v->location = (int32_t)s->uniform_vec4s;
		s->uniform_vec4s += spv_vec4s_of(s, t);
		return 0;
	default:
		return spv_fail(s, "variables of storage class %u (blocks, ...) are not supported yet",
			    v->storage);
	}
}

static void decorate(struct spv *s, const uint32_t *in, uint32_t len)
{
	struct spv_id *d;

	if (len < 3 || in[1] >= s->bound)
		return;
	d = &s->ids[in[1]];
	if (in[2] == SpvDecorationLocation && len >= 4)
		d->location = (int32_t)in[3];
	else if (in[2] == SpvDecorationBuiltIn && len >= 4)
		d->builtin = (int32_t)in[3];
	else if (in[2] == SpvDecorationBinding && len >= 4 &&
		 in[3] < MR_MAX_TEXTURES)
		d->binding = (int32_t)in[3];
	else if (in[2] == SpvDecorationBinding)
		d->binding = MR_MAX_TEXTURES;	/* refused with its name */
	else if (in[2] == SpvDecorationRelaxedPrecision)
		d->relaxed = true;
	else if (in[2] == SpvDecorationFlat)
		d->flat = true;
	else if (in[2] == SpvDecorationBlock)
		d->block = true;
	else if (in[2] == SpvDecorationArrayStride && len >= 4)
		d->array_stride = in[3];
}

/*
 * gl_PerVertex's Position member: the struct's builtin; its PointSize
 * member, remembered
 */
static void member_decorate(struct spv *s, const uint32_t *in, uint32_t len)
{
	spv_block_member_decorate(s, in, len);
	if (len < 5 || in[1] >= s->bound || in[3] != SpvDecorationBuiltIn)
		return;
	if (in[4] == SpvBuiltInPosition && in[2] == 0)
		s->ids[in[1]].builtin = SpvBuiltInPosition;
	if (in[4] == SpvBuiltInPointSize) {
		s->psize_struct = in[1];
		s->psize_member = in[2];
	}
}

static void name(struct spv *s, const uint32_t *in, uint32_t len)
{
	if (len < 3 || in[1] >= s->bound)
		return;
	/* A string fills the words after the id, NUL-terminated in them */
	if (memchr(&in[2], 0, (len - 2) * 4))
		s->ids[in[1]].name = (const char *)&in[2];
}

static int first_sweep(struct spv *s)
{
	size_t pos = 5;
	uint32_t label = 0;		/* the block being read */

	while (pos < s->n && !s->failed) {
		const uint32_t *in = &s->w[pos];
		uint32_t len = in[0] >> 16, op = in[0] & 0xffff;

		if (!len || len > s->n - pos)
			return spv_fail(s, "SPIR-V: instruction at word %zu overruns the module",
				    pos);
		switch (op) {
		case SpvOpName:
			name(s, in, len);
			break;
		case SpvOpMemberName:
			spv_member_name(s, in, len);
			break;
		case SpvOpDecorate:
			decorate(s, in, len);
			break;
		case SpvOpMemberDecorate:
			member_decorate(s, in, len);
			break;
		case SpvOpExtInstImport:
			if (len > 2 && in[1] < s->bound &&
			    memchr(&in[2], 0, (len - 2) * 4) &&
			    !strcmp((const char *)&in[2], "GLSL.std.450"))
				s->ids[in[1]].kind = SPV_EXTSET;
			break;
		case SpvOpEntryPoint:
			if (len < 3)
				return spv_fail(s, "SPIR-V: entry point");
			if (s->entry)
				return spv_fail(s, "SPIR-V: more than one entry point");
			s->model = in[1];
			s->entry = in[2];
			break;
		case SpvOpTypeVoid: case SpvOpTypeBool: case SpvOpTypeInt:
		case SpvOpTypeFloat: case SpvOpTypeVector:
		case SpvOpTypeMatrix: case SpvOpTypeArray:
		case SpvOpTypeStruct: case SpvOpTypePointer:
		case SpvOpTypeFunction: case SpvOpTypeImage:
		case SpvOpTypeSampler: case SpvOpTypeSampledImage:
		case SpvOpTypeRuntimeArray:
			add_type(s, in, len);
			break;
		case SpvOpConstant: case SpvOpConstantTrue:
		case SpvOpConstantFalse: case SpvOpConstantComposite:
		case SpvOpConstantNull:
			add_constant(s, in, len);
			break;
		case SpvOpLoopMerge:
			/* The block's label: a loop's header, walked as one */
			if (len >= 3 && label) {
				s->ids[label].loop_header = true;
				s->ids[label].merge = in[1];
				s->ids[label].cont = in[2];
			}
			break;
		case SpvOpFunction:
		case SpvOpLabel:
			label = op == SpvOpLabel && len >= 2 &&
				in[1] < s->bound ? in[1] : 0;
			if (len >= (op == SpvOpLabel ? 2u : 3u) &&
			    in[op == SpvOpLabel ? 1 : 2] < s->bound) {
				struct spv_id *f =
					&s->ids[in[op == SpvOpLabel ? 1 : 2]];

				if (f->kind != SPV_NONE)
					return spv_fail(s, "SPIR-V: id %u defined twice",
							in[op == SpvOpLabel ? 1 : 2]);
				f->kind = op == SpvOpLabel ? SPV_LABEL :
					  SPV_FUNCTION;
				f->pos = (uint32_t)pos;
			}
			break;
		case SpvOpVariable:
			/* Function variables: the second sweep */
			if (len >= 4 && in[3] != SpvStorageClassFunction)
				add_variable(s, in, len);
			break;
		case SpvOpSpecConstant: case SpvOpSpecConstantTrue:
		case SpvOpSpecConstantFalse: case SpvOpSpecConstantComposite:
		case SpvOpSpecConstantOp:
			return spv_fail(s, "specialization constants are not supported");
		default:
			break;
		}
		pos += len;
	}
	if (!s->failed && !s->entry)
		return spv_fail(s, "SPIR-V: no entry point");
	return s->failed ? -1 : assign_units(s);
}

/* ---- Variables: what a load reads ---------------------------------------- */

static uint32_t sysval(struct spv *s, enum ir_sysval sv)
{
	return ir_emit(s->ir, IR_SYSVAL, 0, NULL, 0, sv);
}

/*
 * Scalar i of a built-in input, from what the hardware hands the shader:
 * gl_FragCoord.xy in sixteenths of a pixel, converted as ir3 does
 * (cov.u32f32, then times 1/16: the pixel's centre, exactly), .zw as
 * they come; gl_FrontFacing from the face's -1 (back) or 0 (front);
 * gl_PointCoord a varying past the vertex shader's, which the VPC
 * replaces across a point
 */
static uint32_t builtin_input(struct spv *s, const struct spv_id *v,
			      uint32_t i)
{
	bool fs = s->model == SpvExecutionModelFragment;

	switch (v->builtin) {
	case SpvBuiltInFragCoord:
		if (!fs || i > 3)
			break;
		if (i >= 2)
			return sysval(s, IR_SV_FRAG_Z + (i - 2));
		return ir_alu2(s->ir, IR_FMUL,
			       ir_alu1(s->ir, IR_U2F,
				       sysval(s, IR_SV_FRAG_X + i)),
			       ir_float(s->ir, 1.0f / 16), 0);
	case SpvBuiltInPointCoord:
		if (!fs || i > 1)
			break;
		return ir_emit(s->ir, IR_INPUT, 0, NULL, 0,
			       IR_POINT_COORD_LOC * 4 + i);
	case SpvBuiltInFrontFacing:
		if (!fs || i)
			break;
		return ir_icmp(s->ir, sysval(s, IR_SV_FACE), ir_const(s->ir, 0),
			       IR3_COND_EQ);
	case SpvBuiltInVertexId:
	case SpvBuiltInVertexIndex:
		if (fs || i)
			break;
		return sysval(s, IR_SV_VERTEX_ID);
	case SpvBuiltInInstanceId:
	case SpvBuiltInInstanceIndex:
		if (fs || i)
			break;
		return sysval(s, IR_SV_INSTANCE_ID);
	default:
		break;
	}
	return spv_fail(s, "input '%s' (builtin %d) is not supported yet",
			v->name ? v->name : "?", v->builtin), IR_NONE;
}

/*
 * Inputs and outputs take a location (a vec4) per vector, matrix column,
 * array element and struct member, as GL places them.  The locations
 * type t takes (0: not a type inputs and outputs have, or nested past
 * depth)
 */
static uint32_t io_locations(const struct spv *s, const struct spv_id *t,
			     unsigned int depth)
{
	uint32_t n = 0, m, k;

	if (depth > SPV_MAX_IO_DEPTH)
		return 0;
	switch (t->op) {
	case SpvOpTypeFloat:
	case SpvOpTypeInt:
	case SpvOpTypeVector:
		return t->comps <= 4 ? 1 : 0;
	case SpvOpTypeMatrix:
		return s->ids[t->elem].comps ?
		       t->comps / s->ids[t->elem].comps : 0;
	case SpvOpTypeArray:
		return t->count * io_locations(s, &s->ids[t->elem], depth + 1);
	case SpvOpTypeStruct:
		for (m = 0; m < t->nr_members; m++) {
			k = io_locations(s, &s->ids[s->members[t->first_member + m]],
					 depth + 1);
			if (!k)
				return 0;
			n += k;
		}
		return n;
	default:
		return 0;
	}
}

/*
 * Where scalar i of type t goes: *loc locations past the variable's, at
 * component *comp; false where t is no input or output type
 */
static bool io_place(const struct spv *s, const struct spv_id *t,
		     uint32_t i, uint32_t *loc, uint32_t *comp)
{
	const struct spv_id *e;
	unsigned int depth;
	uint32_t m;

	*loc = 0;
	for (depth = 0; depth <= SPV_MAX_IO_DEPTH; depth++) {
		switch (t->op) {
		case SpvOpTypeFloat:
		case SpvOpTypeInt:
		case SpvOpTypeVector:
			*comp = i;
			return i < t->comps && t->comps <= 4;
		case SpvOpTypeMatrix:
			e = &s->ids[t->elem];
			if (!e->comps || i >= t->comps)
				return false;
			*loc += i / e->comps;
			*comp = i % e->comps;
			return true;
		case SpvOpTypeArray:
			e = &s->ids[t->elem];
			if (!e->comps || i >= t->comps)
				return false;
			*loc += i / e->comps * io_locations(s, e, depth + 1);
			i %= e->comps;
			t = e;
			break;
		case SpvOpTypeStruct:
			for (m = 0; m < t->nr_members; m++) {
				e = &s->ids[s->members[t->first_member + m]];
				if (i < e->comps)
					break;
				i -= e->comps;
				*loc += io_locations(s, e, depth + 1);
			}
			if (m == t->nr_members)
				return false;
			t = e;
			break;
		default:
			return false;
		}
	}
	return false;
}

/* The IR value of scalar i of an input variable, made on first read */
static uint32_t input_scalar(struct spv *s, struct spv_id *v, uint32_t i)
{
	uint32_t *slot = &s->scalars[v->slots + i];
	uint32_t at, comp;

	if (*slot != IR_NONE)
		return *slot;
	if (v->builtin >= 0)
		return *slot = builtin_input(s, v, i);
	if (v->location < 0)
		return spv_fail(s, "input '%s' has no location",
			    v->name ? v->name : "?"), IR_NONE;
	if (!io_place(s, &s->ids[v->type], i, &at, &comp))
		return spv_fail(s, "input '%s': not a type inputs have",
				v->name ? v->name : "?"), IR_NONE;
	at += (uint32_t)v->location;
	if (s->model == SpvExecutionModelFragment && at >= IR_POINT_COORD_LOC)
		return spv_fail(s, "input '%s': location %u is past the varyings",
			    v->name ? v->name : "?", at), IR_NONE;
	*slot = ir_emit(s->ir, IR_INPUT, 0, NULL, 0, at * 4 + comp);
	return *slot;
}

static uint32_t uniform_scalar(struct spv *s, struct spv_id *v, uint32_t i)
{
	uint32_t *slot = &s->scalars[v->slots + i];
	const struct spv_id *t = &s->ids[v->type];
	uint32_t rows;

	/* Scalars per vec4 slot: an element's column, or its vector */
	if (*slot == IR_NONE && v->comp_map)
		*slot = ir_emit(s->ir, IR_UNIFORM, 0, NULL, 0,
				spv_block_comp(s, v, i));
	while (t->op == SpvOpTypeArray)
		t = &s->ids[t->elem];
	rows = t->op == SpvOpTypeMatrix ? s->ids[t->elem].comps : t->comps;
	if (*slot == IR_NONE)
		*slot = ir_emit(s->ir, IR_UNIFORM, 0, NULL, 0,
				(uint32_t)v->location * 4 + i / rows * 4 +
				i % rows);
	return *slot;
}

/*
 * Id dst names the sampler of unit offset with a texture of type t (a
 * loaded sampler, or OpImage's image of one)
 */
static int sampler_id(struct spv *s, uint32_t dst, uint32_t offset,
		      const struct spv_id *t)
{
	struct spv_id *d;

	if (dst >= s->bound || (s->ids[dst].kind != SPV_NONE &&
				s->ids[dst].kind != SPV_SAMPLER))
		return spv_fail(s, "SPIR-V: id %u defined twice", dst);
	d = &s->ids[dst];
	d->kind = SPV_SAMPLER;
	d->offset = offset;
	d->is_3d = t->is_3d;
	d->cube = t->cube;
	d->shadow = t->shadow;
	d->array = t->array;
	d->integer = t->integer;
	d->int_signed = t->int_signed;
	return 0;
}

/* Scalar i of variable v as a load reads it (IR_NONE: never written) */
static uint32_t var_scalar(struct spv *s, struct spv_id *v, uint32_t i)
{
	if (v->storage == SpvStorageClassInput)
		return input_scalar(s, v, i);
	if (v->storage == SpvStorageClassUniformConstant ||
	    v->storage == SpvStorageClassUniform)
		return uniform_scalar(s, v, i);
	return s->scalars[v->slots + i];
}

/* Where pointer p's variable index is element k: 1 or 0 */
static uint32_t dyn_is(struct spv *s, const struct spv_id *p, uint32_t k)
{
	return ir_icmp(s->ir, p->dyn, ir_const(s->ir, k), IR3_COND_EQ);
}

/* Where element k of pointer p's variable index starts, from p's offset */
static uint32_t dyn_at(const struct spv_id *p, uint32_t k)
{
	return k / p->dyn_inner * p->dyn_stride +
	       k % p->dyn_inner * p->dyn_inner_stride;
}

/*
 * Scalar j through pointer p's variable index: every element's, the one
 * the index names selected (as NIR lowers indirect temporaries; no
 * address register); an index out of range reads element 0, an element
 * never written 0 (GLSL leaves both undefined)
 */
static uint32_t dyn_load(struct spv *s, struct spv_id *v,
			 const struct spv_id *p, uint32_t j)
{
	uint32_t r = IR_NONE, k, x;

	for (k = 0; k < p->dyn_count && !s->failed; k++) {
		x = var_scalar(s, v, p->offset + dyn_at(p, k) + j);
		if (x == IR_NONE)
			x = ir_const(s->ir, 0);
		r = k ? ir_alu3(s->ir, IR_SEL, dyn_is(s, p, k), x, r, 0) : x;
	}
	return r;
}

/* Whether n scalars through pointer p (a variable index's last element too) fit v */
static bool fits(const struct spv *s, const struct spv_id *v,
		 const struct spv_id *p, uint32_t i, uint32_t n)
{
	uint64_t last = (uint64_t)i + n;

	/* The last element starts furthest in */
	if (p->dyn != IR_NONE)
		last += dyn_at(p, p->dyn_count - 1);
	return last <= s->ids[v->type].comps;
}

static int load(struct spv *s, const uint32_t *in, uint32_t len)
{
	struct spv_id *p;
	struct spv_id *v;
	uint32_t *d, i, n;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short load");
	if (in[3] >= s->bound)
		return spv_fail(s, "SPIR-V: load of id %u", in[3]);
	p = &s->ids[in[3]];
	if (p->kind == SPV_VARIABLE) {
		v = p;
		i = 0;
	} else if (p->kind == SPV_POINTER) {
		v = &s->ids[p->var];
		i = p->offset;
	} else {
		return spv_fail(s, "SPIR-V: load from id %u, not a variable", in[3]);
	}
	/* A sampler, or one inside a struct or an array: its unit */
	if (in[1] < s->bound && s->ids[in[1]].op == SpvOpTypeSampledImage)
		return sampler_id(s, in[2],
				  v->unit + (p == v ? 0 : p->soffset),
				  &s->ids[in[1]]);
	n = spv_result_comps(s, in[1]);
	if (!fits(s, v, p, i, n))
		return spv_fail(s, "SPIR-V: a load past its variable");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	for (uint32_t k = 0; k < n; k++) {
		if (p->dyn != IR_NONE)
			d[k] = dyn_load(s, v, p, k);
		else
			d[k] = var_scalar(s, v, i + k);
		if (d[k] == IR_NONE)
			return spv_fail(s, "'%s' is read before it is written",
				    v->name ? v->name : "a variable");
	}
	return 0;
}

int spv_store(struct spv *s, uint32_t ptr, const uint32_t *src, uint32_t n)
{
	struct spv_id *p;
	struct spv_id *v;
	uint32_t i;

	if (ptr >= s->bound)
		return spv_fail(s, "SPIR-V: store");
	p = &s->ids[ptr];
	if (p->kind == SPV_VARIABLE) {
		v = p;
		i = 0;
	} else if (p->kind == SPV_POINTER) {
		v = &s->ids[p->var];
		i = p->offset;
	} else {
		return spv_fail(s, "SPIR-V: store to id %u, not a variable", ptr);
	}
	if (v->storage == SpvStorageClassInput ||
	    v->storage == SpvStorageClassUniformConstant ||
	    v->storage == SpvStorageClassUniform)
		return spv_fail(s, "SPIR-V: a store to an input or a uniform");
	if (!fits(s, v, p, i, n))
		return spv_fail(s, "SPIR-V: a store past its variable");
	if (p->dyn == IR_NONE) {
		memcpy(&s->scalars[v->slots + i], src, n * sizeof(*src));
		return 0;
	}
	/* Through a variable index: each element keeps its value but one */
	for (uint32_t k = 0; k < p->dyn_count; k++)
		for (uint32_t j = 0; j < n; j++) {
			uint32_t *x = &s->scalars[v->slots + i +
						  dyn_at(p, k) + j];

			*x = ir_alu3(s->ir, IR_SEL, dyn_is(s, p, k), src[j],
				     *x == IR_NONE ? ir_const(s->ir, 0) : *x,
				     0);
		}
	return 0;
}

static int store(struct spv *s, const uint32_t *in, uint32_t len)
{
	const uint32_t *src;
	uint32_t n;

	if (len < 3)
		return spv_fail(s, "SPIR-V: store");
	src = spv_value(s, in[2], &n);
	return src ? spv_store(s, in[1], src, n) : -1;
}

/*
 * A second index not known at compile time, j into array, vector or
 * matrix t: one index over both, i * count + j (m[i][j], s[i].v[j]),
 * every pair of elements one of *count.  A third goes into the second's
 * element (as m[i][j] into a row of s[i].m) or is refused.
 */
static int access_second_index(struct spv *s, const struct spv_id *t,
			       uint32_t j, uint32_t *dyn, uint32_t *count,
			       uint32_t *inner, uint32_t *inner_stride)
{
	uint32_t e = s->ids[t->elem].comps;

	if (*inner > 1 && *inner_stride != t->count * e)
		return spv_fail(s, "three variable indices with a constant one between them are not supported");
	*dyn = ir_alu2(s->ir, IR_IADD,
		       spv_imul(s, *dyn, ir_const(s->ir, t->count)), j, 0);
	/* At most SPV_MAX_COMPS pairs: each a scalar of the type apart */
	*count *= t->count;
	*inner *= t->count;
	*inner_stride = e;
	return 0;
}

/* Constant indices into a variable: the scalars the pointer starts at */
static int access_chain(struct spv *s, const uint32_t *in, uint32_t len)
{
	struct spv_id *base, *pt, *t, *res;
	uint32_t var, offset = 0, soffset = 0, type, i;
	uint32_t dyn = IR_NONE, dyn_count = 0, dyn_stride = 0;
	uint32_t dyn_inner = 1, dyn_inner_stride = 0;

	if (len < 4 || in[2] >= s->bound || in[3] >= s->bound)
		return spv_fail(s, "SPIR-V: access chain");
	base = &s->ids[in[3]];
	if (base->kind == SPV_VARIABLE) {
		var = in[3];
		type = base->type;
	} else if (base->kind == SPV_POINTER) {
		var = base->var;
		offset = base->offset;
		soffset = base->soffset;
		type = base->type;
		dyn = base->dyn;
		dyn_count = base->dyn_count;
		dyn_stride = base->dyn_stride;
		dyn_inner = base->dyn_inner;
		dyn_inner_stride = base->dyn_inner_stride;
	} else {
		return spv_fail(s, "SPIR-V: access chain on id %u", in[3]);
	}
	for (i = 4; i < len; i++) {
		uint32_t c;
		const uint32_t *idx = spv_value(s, in[i], &c);
		uint32_t k;

		if (!idx)
			return -1;
		if (c != 1)
			return spv_fail(s, "SPIR-V: an access chain's index of %u scalars",
					c);
		t = &s->ids[type];
		if (!ir_known(s->ir, idx[0], &k)) {
			/* Element 0's offset here; the load or store selects */
			if (t->op != SpvOpTypeVector &&
			    t->op != SpvOpTypeMatrix && t->op != SpvOpTypeArray)
				return spv_fail(s, "SPIR-V: a variable index into a struct");
			if (t->samplers)
				return spv_fail(s, "samplers indexed by a variable (GLSL ES: a constant)");
			if (dyn == IR_NONE) {
				dyn = idx[0];
				dyn_count = t->count;
				dyn_stride = s->ids[t->elem].comps;
			} else if (access_second_index(s, t, idx[0], &dyn,
						       &dyn_count, &dyn_inner,
						       &dyn_inner_stride)) {
				return -1;
			}
			type = t->elem;
			continue;
		}
		if (t->op == SpvOpTypeStruct) {
			if (k >= t->nr_members)
				return spv_fail(s, "SPIR-V: member %u", k);
			for (uint32_t m = 0; m < k; m++) {
				const struct spv_id *mt =
					&s->ids[s->members[t->first_member + m]];

				offset += mt->comps;
				soffset += mt->samplers;
			}
			type = s->members[t->first_member + k];
			/* gl_PerVertex: its first member is the position */
			if (t->builtin == SpvBuiltInPosition && k == 0)
				s->ids[var].builtin = SpvBuiltInPosition;
		} else if (t->op == SpvOpTypeVector ||
			   t->op == SpvOpTypeMatrix ||
			   t->op == SpvOpTypeArray) {
			if (k >= t->count)
				return spv_fail(s, "index %u out of range", k);
			offset += k * s->ids[t->elem].comps;
			soffset += k * s->ids[t->elem].samplers;
			type = t->elem;
		} else {
			return spv_fail(s, "SPIR-V: indexing a scalar");
		}
	}
	pt = spv_id_of(s, in[1], SPV_TYPE);
	if (!pt)
		return -1;
	res = &s->ids[in[2]];
	if (res->kind != SPV_NONE && res->kind != SPV_POINTER)
		return spv_fail(s, "SPIR-V: id %u defined twice", in[2]);
	res->kind = SPV_POINTER;
	res->var = var;
	res->offset = offset;
	res->soffset = soffset;
	res->type = type;
	res->dyn = dyn;
	res->dyn_count = dyn_count;
	res->dyn_stride = dyn_stride;
	res->dyn_inner = dyn_inner;
	res->dyn_inner_stride = dyn_inner_stride;
	return 0;
}

/* ---- Arithmetic ------------------------------------------------------------ */

int spv_componentwise(struct spv *s, const uint32_t *in, uint32_t len,
		      uint32_t op, bool unary,
		      uint32_t (*fn)(struct spv *s, uint32_t op, uint32_t a,
				     uint32_t b))
{
	uint32_t na, nb = 1, n, *d, i;
	const uint32_t *a, *b = NULL;

	if (len < (unary ? 4u : 5u))
		return spv_fail(s, "SPIR-V: short instruction");
	n = spv_result_comps(s, in[1]);
	a = spv_operand(s, in[3], n, &na);
	if (!unary)
		b = spv_operand(s, in[4], n, &nb);
	d = a && (b || unary) ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	for (i = 0; i < n; i++) {
		d[i] = fn(s, op, a[na == 1 ? 0 : i],
			  unary ? IR_NONE : b[nb == 1 ? 0 : i]);
		if (d[i] == IR_NONE)
			return -1;
	}
	return 0;
}

static int binary(struct spv *s, const uint32_t *in, uint32_t len,
		  enum ir_op op, uint8_t neg)
{
	uint32_t na, nb, *d, n, i;
	const uint32_t *a, *b;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short instruction");
	n = spv_result_comps(s, in[1]);
	a = spv_operand(s, in[3], n, &na);
	b = spv_operand(s, in[4], n, &nb);
	d = a && b ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	/* Vector by scalar: the scalar against each component */
	for (i = 0; i < n; i++)
		d[i] = ir_alu2(s->ir, op, a[na == 1 ? 0 : i],
			       b[nb == 1 ? 0 : i], neg);
	return 0;
}

/* Matrices are columns of rows scalars */
/* The operands' shapes are a matrix product's, within the result */
static bool matrix_shapes_fit(struct spv *s, uint32_t op,
			      const struct spv_id *ta, uint32_t na,
			      const struct spv_id *tb, uint32_t nb,
			      uint32_t result)
{
	const struct spv_id *m = op == SpvOpVectorTimesMatrix ? tb : ta;
	uint32_t rows, cols;

	if (m->op != SpvOpTypeMatrix)
		return false;
	rows = s->ids[m->elem].comps;
	cols = m->count;
	if (!rows || rows * cols != (m == ta ? na : nb))
		return false;
	switch (op) {
	case SpvOpMatrixTimesVector:
		return nb == cols && result == rows;
	case SpvOpVectorTimesMatrix:
		return na == rows && result == cols;
	default:	/* a (rows x cols) by b (cols x bcols) */
		return tb->op == SpvOpTypeMatrix &&
		       s->ids[tb->elem].comps == cols &&
		       nb == cols * tb->count && result == rows * tb->count;
	}
}

static int matrix_op(struct spv *s, const uint32_t *in, uint32_t len,
		     uint32_t op)
{
	uint32_t na, nb, *d, i, j, k;
	const uint32_t *a, *b;
	const struct spv_id *ta, *tb;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short instruction");
	a = spv_value(s, in[3], &na);
	b = spv_value(s, in[4], &nb);
	d = a && b ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	ta = &s->ids[s->ids[in[3]].type];
	tb = &s->ids[s->ids[in[4]].type];
	if (!matrix_shapes_fit(s, op, ta, na, tb, nb, s->ids[in[1]].comps))
		return spv_fail(s, "SPIR-V: a matrix product's types");
	if (op == SpvOpMatrixTimesVector) {
		uint32_t rows = s->ids[ta->elem].comps;

		for (i = 0; i < rows; i++) {
			uint32_t col[SPV_MAX_COMPS];

			for (k = 0; k < ta->count; k++)
				col[k] = a[k * rows + i];
			d[i] = spv_dot(s, col, b, ta->count);
		}
	} else if (op == SpvOpVectorTimesMatrix) {
		uint32_t rows = s->ids[tb->elem].comps;

		for (j = 0; j < tb->count; j++)
			d[j] = spv_dot(s, a, &b[j * rows], rows);
	} else {
		uint32_t rows = s->ids[ta->elem].comps;
		uint32_t inner = ta->count;

		for (j = 0; j < tb->count; j++)
			for (i = 0; i < rows; i++) {
				uint32_t row[SPV_MAX_COMPS];

				for (k = 0; k < inner; k++)
					row[k] = a[k * rows + i];
				d[j * rows + i] = spv_dot(s, row,
							  &b[j * inner], inner);
			}
	}
	return 0;
}

static int composite(struct spv *s, const uint32_t *in, uint32_t len,
		     uint32_t op)
{
	uint32_t *d, n = 0, c, i, want;
	const uint32_t *v;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short instruction");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	want = s->ids[in[1]].comps;
	switch (op) {
	case SpvOpCompositeConstruct:
		for (i = 3; i < len; i++) {
			v = spv_value(s, in[i], &c);
			if (!v || n + c > want)
				return spv_fail(s, "SPIR-V: composite construct");
			memcpy(d + n, v, c * sizeof(*v));
			n += c;
		}
		return n == want ? 0 : spv_fail(s, "SPIR-V: composite construct");
	case SpvOpCompositeExtract:
	case SpvOpCompositeInsert: {
		/* Insert: object, composite, indices; extract: composite */
		uint32_t base = op == SpvOpCompositeInsert ? 4 : 3;
		uint32_t type, offset = 0;
		const uint32_t *obj = NULL;

		if (len < base + 1)
			return spv_fail(s, "SPIR-V: short instruction");
		if (op == SpvOpCompositeInsert) {
			obj = spv_value(s, in[3], &n);
			if (!obj)
				return -1;
		}
		v = spv_value(s, in[base], &c);
		if (!v)
			return -1;
		type = s->ids[in[base]].type;
		for (i = base + 1; i < len; i++) {
			const struct spv_id *t = &s->ids[type];

			if (t->op == SpvOpTypeStruct) {
				if (in[i] >= t->nr_members)
					return spv_fail(s, "SPIR-V: member index");
				for (uint32_t m = 0; m < in[i]; m++)
					offset += s->ids[s->members[t->first_member + m]].comps;
				type = s->members[t->first_member + in[i]];
			} else if (t->count && in[i] < t->count) {
				offset += in[i] * s->ids[t->elem].comps;
				type = t->elem;
			} else {
				return spv_fail(s, "SPIR-V: composite index");
			}
		}
		if (op == SpvOpCompositeExtract) {
			if (offset + want > c)
				return spv_fail(s, "SPIR-V: composite extract");
			memcpy(d, v + offset, want * sizeof(*v));
			return 0;
		}
		if (want != c || offset + n > c)
			return spv_fail(s, "SPIR-V: composite insert");
		memcpy(d, v, c * sizeof(*v));
		memcpy(d + offset, obj, n * sizeof(*obj));
		return 0;
	}
	case SpvOpVectorShuffle: {
		uint32_t na, nb;
		const uint32_t *a, *b;

		if (len < 5 + want)
			return spv_fail(s, "SPIR-V: vector shuffle");
		a = spv_value(s, in[3], &na);
		b = spv_value(s, in[4], &nb);
		if (!a || !b)
			return -1;
		for (i = 0; i < want; i++) {
			uint32_t k = in[5 + i];

			if (k < na)
				d[i] = a[k];
			else if (k - na < nb)
				d[i] = b[k - na];
			else
				d[i] = ir_const(s->ir, 0);	/* undefined */
		}
		return 0;
	}
	default:	/* OpCopyObject */
		v = spv_value(s, in[3], &c);
		if (!v || c != want)
			return spv_fail(s, "SPIR-V: copy");
		memcpy(d, v, c * sizeof(*v));
		return 0;
	}
}

/* Float comparisons: ordered and unordered alike (NaN is not kept apart) */
static int compare(struct spv *s, const uint32_t *in, uint32_t len,
		   uint32_t cond)
{
	uint32_t na, nb, *d, i;
	const uint32_t *a, *b;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short instruction");
	a = spv_operand(s, in[3], spv_result_comps(s, in[1]), &na);
	b = spv_operand(s, in[4], spv_result_comps(s, in[1]), &nb);
	d = a && b ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	for (i = 0; i < s->ids[in[1]].comps; i++)
		d[i] = ir_fcmp(s->ir, a[na == 1 ? 0 : i], b[nb == 1 ? 0 : i],
			       cond);
	return 0;
}

static int select_op(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t nc, na, nb, *d, i;
	const uint32_t *c, *a, *b;

	if (len < 6)
		return spv_fail(s, "SPIR-V: short instruction");
	c = spv_operand(s, in[3], spv_result_comps(s, in[1]), &nc);
	a = spv_operand(s, in[4], spv_result_comps(s, in[1]), &na);
	b = spv_operand(s, in[5], spv_result_comps(s, in[1]), &nb);
	d = c && a && b ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	for (i = 0; i < s->ids[in[1]].comps; i++)
		d[i] = ir_alu3(s->ir, IR_SEL, c[nc == 1 ? 0 : i],
			       a[na == 1 ? 0 : i], b[nb == 1 ? 0 : i], 0);
	return 0;
}

static int unary_neg(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t n, *d, i;
	const uint32_t *a;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short instruction");
	a = spv_operand(s, in[3], spv_result_comps(s, in[1]), &n);
	d = a ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	/* -x is 0 - x: the IR negates a source, not a value */
	for (i = 0; i < s->ids[in[1]].comps; i++)
		d[i] = ir_alu2(s->ir, IR_FADD, ir_const(s->ir, 0),
			       a[n == 1 ? 0 : i], 2);
	return 0;
}

/*
 * textureGrad()'s gradients, d/dx then d/dy, ngrad components each (two
 * for a 2D texture or array, three for a 3D texture or a cube map) into
 * an IR_GRAD
 */
static int sample_grads(struct spv *s, const uint32_t *in, uint32_t len,
			uint32_t *at, uint32_t ngrad, uint32_t *grad)
{
	uint32_t src[IR_MAX_SRCS], d, k, n;
	const uint32_t *v;

	for (d = 0; d < 2; d++) {
		if (*at >= len)
			return spv_fail(s, "SPIR-V: short instruction");
		v = spv_value(s, in[(*at)++], &n);
		if (!v)
			return -1;
		if (n != ngrad)
			return spv_fail(s, "SPIR-V: a gradient of %u components", n);
		for (k = 0; k < ngrad; k++)
			src[d * ngrad + k] = v[k];
	}
	*grad = ir_emit(s->ir, IR_GRAD, 2 * ngrad, src, 0, 0);
	return 0;
}

/*
 * A sample's image operands (SPIR-V's, from in[first]: the mask, then
 * the operands in the order of its bits): a bias (texture()'s third
 * argument), an explicit level (textureLod()) or gradients
 * (textureGrad(), ngrad components each), *kind IR_TEX_BIAS, IR_TEX_LOD
 * or IR_TEX_GRAD and *lod the level or the IR_GRAD; and constant texel
 * offsets (textureOffset(), textureLodOffset(), textureGradOffset()),
 * noff of them, into *off as IR_TEX_OFFSET and the offsets' bits
 */
static int sample_operands(struct spv *s, const uint32_t *in, uint32_t len,
			   uint32_t first, uint32_t noff, uint32_t ngrad,
			   uint32_t *kind, uint32_t *lod, uint32_t *off)
{
	const uint32_t known = SpvImageOperandsBiasMask |
			       SpvImageOperandsLodMask |
			       SpvImageOperandsGradMask |
			       SpvImageOperandsConstOffsetMask;
	const uint32_t levels = SpvImageOperandsBiasMask |
				SpvImageOperandsLodMask |
				SpvImageOperandsGradMask;
	uint32_t mask, at = first + 1, n, k;
	const uint32_t *v;

	*kind = 0;
	*off = 0;
	if (len == first)
		return 0;
	mask = in[first];
	if (mask & ~known)
		return spv_fail(s, "texture() with a non-constant offset is not supported yet");
	if ((mask & levels) & ((mask & levels) - 1))
		return spv_fail(s, "SPIR-V: a sample with two kinds of level");
	if (mask & (SpvImageOperandsBiasMask | SpvImageOperandsLodMask)) {
		v = at < len ? spv_value(s, in[at++], &n) : NULL;
		if (!v)
			return at < len ? -1 :
			       spv_fail(s, "SPIR-V: short instruction");
		if (n != 1)
			return spv_fail(s, "SPIR-V: a level of detail of %u components", n);
		*kind = mask & SpvImageOperandsBiasMask ? IR_TEX_BIAS :
							  IR_TEX_LOD;
		*lod = v[0];
	}
	if (mask & SpvImageOperandsGradMask) {
		if (sample_grads(s, in, len, &at, ngrad, lod))
			return -1;
		*kind = IR_TEX_GRAD;
	}
	if (mask & SpvImageOperandsConstOffsetMask) {
		if (!noff)
			return spv_fail(s, "a cube map sampled with an offset");
		v = at < len ? spv_value(s, in[at++], &n) : NULL;
		if (!v)
			return at < len ? -1 :
			       spv_fail(s, "SPIR-V: short instruction");
		if (n != noff)
			return spv_fail(s, "SPIR-V: a texel offset of %u components", n);
		*off = IR_TEX_OFFSET;
		for (k = 0; k < n; k++) {
			const struct ir_value *c = &s->ir->v[v[k]];
			int32_t o = (int32_t)c->imm;

			if (c->op != IR_CONST)
				return spv_fail(s, "SPIR-V: a texel offset that is not a constant");
			if (o < -8 || o > 7)
				return spv_fail(s, "a texel offset of %d: -8 to 7 are supported", o);
			*off |= ((uint32_t)o & 15u) << IR_TEX_OFFSET_SHIFT(k);
		}
	}
	if (at != len)
		return spv_fail(s, "SPIR-V: image operands the mask does not name");
	return 0;
}

/*
 * texture(sampler2D, vec2[, bias]) and textureLod() (projected too,
 * textureProj(): the coordinates over the last one), a samplerCube's
 * and a sampler3D's texture() (.3d: the direction, or s, t and r) and a
 * sampler2DArray's texture(sampler2DArray, vec3) (.a, s, t and the
 * layer): one sample, its four components, with constant texel offsets
 * or without, and textureGrad().  A shadow
 * sampler's (dref: SPIR-V's Dref samples, .s) is one component, the
 * comparison, its reference after the coordinates.  The vertex shader
 * has no derivatives: it samples at a level (glslang makes its texture()
 * a textureLod() at 0), or by the gradients textureGrad() gives.
 */
static int sample(struct spv *s, const uint32_t *in, uint32_t len, bool dref,
		  bool proj)
{
	const uint32_t first = dref ? 6 : 5, comps = dref ? 1 : 4;
	const struct spv_id *sampler;
	uint32_t n, *d, c, kind, dims, flags, src[5], lod = IR_NONE, off, q;
	const uint32_t *coord, *ref = NULL;

	if (len < first)
		return spv_fail(s, "SPIR-V: short instruction");
	sampler = spv_id_of(s, in[3], SPV_SAMPLER);
	if (!sampler)
		return -1;
	if (sampler->shadow != dref)
		return spv_fail(s, dref ? "SPIR-V: a depth comparison without a shadow sampler" :
				"SPIR-V: a shadow sampler sampled without a depth comparison");
	/* Offsets: s and t, and r of a 3D texture; none for a cube map */
	if (sample_operands(s, in, len, first,
			    sampler->cube ? 0 : sampler->is_3d ? 3 : 2,
			    sampler->is_3d ? 3 : 2, &kind, &lod, &off))
		return -1;
	if (s->model != SpvExecutionModelFragment && kind != IR_TEX_LOD &&
	    kind != IR_TEX_GRAD)
		return spv_fail(s, "the vertex shader samples at a level only");
	/* The coordinates, the layer counted with them */
	dims = sampler->is_3d || sampler->array ? 3 : 2;
	flags = kind | off | (sampler->is_3d ? IR_TEX_3D : 0) |
		(sampler->array ? IR_TEX_ARRAY : 0) |
		(dref ? IR_TEX_SHADOW : 0) |
		(sampler->integer ? IR_TEX_INT : 0) |
		(sampler->int_signed ? IR_TEX_SIGNED : 0);
	coord = spv_value(s, in[4], &n);
	if (!coord)
		return -1;
	if (n < dims + proj)
		return spv_fail(s, "SPIR-V: a texture sampled with %u coordinates",
			    n);
	if (proj && (sampler->cube || sampler->array))
		return spv_fail(s, "SPIR-V: a cube map or an array sampled projected");
	/* textureProj(): the coordinates and the reference over the last */
	q = proj ? ir_alu1(s->ir, IR_RCP, coord[n - 1]) : IR_NONE;
	if (dref) {
		ref = spv_value(s, in[5], &n);
		if (!ref)
			return -1;
		if (n != 1)
			return spv_fail(s, "SPIR-V: a depth reference of %u components", n);
	}
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	if (s->ids[in[1]].comps != comps)
		return spv_fail(s, "SPIR-V: a sample of %u components",
			    s->ids[in[1]].comps);
	for (c = 0; c < dims; c++)
		src[c] = proj ? ir_alu2(s->ir, IR_FMUL, coord[c], q, 0) :
				coord[c];
	n = dims;
	if (dref)
		src[n++] = proj ? ir_alu2(s->ir, IR_FMUL, ref[0], q, 0) : ref[0];
	if (kind)
		src[n++] = lod;
	for (c = 0; c < comps; c++)
		d[c] = ir_emit(s->ir, IR_TEX, n, src, 0,
			       (sampler->offset * 4 + c) | flags);
	return 0;
}

/*
 * texelFetch() and texelFetchOffset() (OpImageFetch of OpImage's image
 * of a sampler): isaml, the coordinates (an array's layer with them) and
 * the level integers, no filter; a 2D texture's, an array's or a 3D
 * texture's
 */
static int fetch(struct spv *s, const uint32_t *in, uint32_t len)
{
	const struct spv_id *sampler;
	uint32_t n, *d, c, kind, dims, flags, src[4], lod = IR_NONE, off;
	const uint32_t *coord;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short instruction");
	sampler = spv_id_of(s, in[3], SPV_SAMPLER);
	if (!sampler)
		return -1;
	if (sampler->cube || sampler->shadow)
		return spv_fail(s, "SPIR-V: a texel fetch from a cube map or a shadow sampler");
	if (sample_operands(s, in, len, 5, sampler->is_3d ? 3 : 2, 0,
			    &kind, &lod, &off))
		return -1;
	if (kind != IR_TEX_LOD)
		return spv_fail(s, "SPIR-V: a texel fetch without its level");
	dims = sampler->is_3d || sampler->array ? 3 : 2;
	coord = spv_value(s, in[4], &n);
	if (!coord)
		return -1;
	if (n < dims)
		return spv_fail(s, "SPIR-V: a texel fetch with %u coordinates", n);
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	if (s->ids[in[1]].comps != 4)
		return spv_fail(s, "SPIR-V: a texel fetch of %u components",
			    s->ids[in[1]].comps);
	flags = IR_TEX_LOD | IR_TEX_FETCH | off |
		(sampler->is_3d ? IR_TEX_3D : 0) |
		(sampler->array ? IR_TEX_ARRAY : 0) |
		(sampler->integer ? IR_TEX_INT : 0) |
		(sampler->int_signed ? IR_TEX_SIGNED : 0);
	for (c = 0; c < dims; c++)
		src[c] = coord[c];
	src[dims] = lod;
	for (c = 0; c < 4; c++)
		d[c] = ir_emit(s->ir, IR_TEX, dims + 1, src, 0,
			       (sampler->offset * 4 + c) | flags);
	return 0;
}

/*
 * textureSize() (OpImageQuerySizeLod of OpImage's image of a sampler):
 * width and height, and a 3D texture's depth or an array's layers
 */
static int query_size(struct spv *s, const uint32_t *in, uint32_t len)
{
	const struct spv_id *sampler;
	uint32_t n, comps, *d, c;
	const uint32_t *lod;

	if (len < 5)
		return spv_fail(s, "SPIR-V: short instruction");
	sampler = spv_id_of(s, in[3], SPV_SAMPLER);
	if (!sampler)
		return -1;
	comps = sampler->array || (sampler->is_3d && !sampler->cube) ? 3 : 2;
	lod = spv_value(s, in[4], &n);
	if (!lod)
		return -1;
	if (n != 1 || spv_result_comps(s, in[1]) != comps)
		return spv_fail(s, "SPIR-V: a texture size's level or type");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	for (c = 0; c < comps; c++)
		d[c] = ir_emit(s->ir, IR_TEXSIZE, 1, lod, 0,
			       sampler->offset * 4 + c);
	return 0;
}

/* OpImage: the image of a sampler, the same unit for a texel fetch */
static int image_of(struct spv *s, const uint32_t *in, uint32_t len)
{
	const struct spv_id *sampler;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short instruction");
	sampler = spv_id_of(s, in[3], SPV_SAMPLER);
	return sampler ? sampler_id(s, in[2], sampler->offset, sampler) : -1;
}

/*
 * Booleans are 0 or not (a comparison's 1, OpConstantTrue's ~0): and,
 * or and not as selects, exact for either
 */
static int logical(struct spv *s, const uint32_t *in, uint32_t len,
		   uint32_t op)
{
	uint32_t na, nb = 1, *d, i;
	const uint32_t *a, *b = NULL;

	if (len < (op == SpvOpLogicalNot ? 4u : 5u))
		return spv_fail(s, "SPIR-V: short instruction");
	a = spv_operand(s, in[3], spv_result_comps(s, in[1]), &na);
	if (op != SpvOpLogicalNot)
		b = spv_operand(s, in[4], spv_result_comps(s, in[1]), &nb);
	d = a && (b || op == SpvOpLogicalNot) ?
	    spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	for (i = 0; i < s->ids[in[1]].comps; i++) {
		uint32_t x = a[na == 1 ? 0 : i];

		if (op == SpvOpLogicalNot)
			d[i] = ir_alu3(s->ir, IR_SEL, x, ir_const(s->ir, 0),
				       ir_const(s->ir, 1), 0);
		else if (op == SpvOpLogicalAnd)
			d[i] = ir_alu3(s->ir, IR_SEL, x, b[nb == 1 ? 0 : i],
				       ir_const(s->ir, 0), 0);
		else
			d[i] = ir_alu3(s->ir, IR_SEL, x, x,
				       b[nb == 1 ? 0 : i], 0);
	}
	return 0;
}

/* all() and any() of a boolean vector: its components anded or ored */
static int all_any(struct spv *s, const uint32_t *in, uint32_t len,
		   uint32_t op)
{
	uint32_t na, *d, r, i;
	const uint32_t *a;

	if (len < 4)
		return spv_fail(s, "SPIR-V: short instruction");
	a = spv_value(s, in[3], &na);
	d = a ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	r = a[0];
	for (i = 1; i < na; i++)
		r = op == SpvOpAll ?
		    ir_alu3(s->ir, IR_SEL, r, a[i], ir_const(s->ir, 0), 0) :
		    ir_alu3(s->ir, IR_SEL, r, r, a[i], 0);
	d[0] = r;
	return 0;
}

/* What an op the compiler does not take is, for its message */
static const char *unsupported_kind(uint32_t op)
{
	if (op >= SpvOpConvertFToU && op <= SpvOpBitcast)
		return "conversions are";
	if (op >= SpvOpSNegate && op <= SpvOpFMod && op != SpvOpFNegate)
		return "integer arithmetic and modulo are";
	if (op >= SpvOpAny && op <= SpvOpFUnordGreaterThanEqual)
		return "comparisons and booleans are";
	if (op >= SpvOpShiftRightLogical && op <= SpvOpBitCount)
		return "bit operations are";
	if (op >= SpvOpDPdx && op <= SpvOpFwidthCoarse)
		return "derivatives are";
	if (op >= SpvOpSampledImage && op <= SpvOpImageQuerySamples)
		return "texture operations other than texture() are";
	return "this instruction is";
}

int spv_instruction(struct spv *s, const uint32_t *in, uint32_t len)
{
	uint32_t op = in[0] & 0xffff, na, nb, *d;
	const uint32_t *a, *b;

	switch (op) {
	case SpvOpLoad:
		return load(s, in, len);
	case SpvOpStore:
		return store(s, in, len);
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain:
		return access_chain(s, in, len);
	case SpvOpVariable:
		return add_variable(s, in, len);
	case SpvOpFAdd:
		return binary(s, in, len, IR_FADD, 0);
	case SpvOpFSub:
		return binary(s, in, len, IR_FADD, 2);
	case SpvOpFMul:
	case SpvOpVectorTimesScalar:
	case SpvOpMatrixTimesScalar:
		return binary(s, in, len, IR_FMUL, 0);
	case SpvOpFDiv:
		if (len < 5)
			return spv_fail(s, "SPIR-V: short instruction");
		a = spv_operand(s, in[3], spv_result_comps(s, in[1]), &na);
		b = spv_operand(s, in[4], spv_result_comps(s, in[1]), &nb);
		d = a && b ? spv_new_value(s, in[2], in[1]) : NULL;
		if (!d)
			return -1;
		for (uint32_t i = 0; i < s->ids[in[1]].comps; i++)
			d[i] = spv_fdiv(s, a[na == 1 ? 0 : i], b[nb == 1 ? 0 : i]);
		return 0;
	case SpvOpFNegate:
		return unary_neg(s, in, len);
	case SpvOpFOrdLessThan:
	case SpvOpFUnordLessThan:
		return compare(s, in, len, IR3_COND_LT);
	case SpvOpFOrdLessThanEqual:
	case SpvOpFUnordLessThanEqual:
		return compare(s, in, len, IR3_COND_LE);
	case SpvOpFOrdGreaterThan:
	case SpvOpFUnordGreaterThan:
		return compare(s, in, len, IR3_COND_GT);
	case SpvOpFOrdGreaterThanEqual:
	case SpvOpFUnordGreaterThanEqual:
		return compare(s, in, len, IR3_COND_GE);
	case SpvOpFOrdEqual:
	case SpvOpFUnordEqual:
		return compare(s, in, len, IR3_COND_EQ);
	case SpvOpFOrdNotEqual:
	case SpvOpFUnordNotEqual:
		return compare(s, in, len, IR3_COND_NE);
	case SpvOpSelect:
		return select_op(s, in, len);
	case SpvOpDot:
		if (len < 5)
			return spv_fail(s, "SPIR-V: short instruction");
		a = spv_value(s, in[3], &na);
		b = spv_value(s, in[4], &nb);
		d = a && b && na == nb && na &&
		    spv_result_comps(s, in[1]) == 1 ?
		    spv_new_value(s, in[2], in[1]) : NULL;
		if (!d)
			return spv_fail(s, "SPIR-V: dot");
		d[0] = spv_dot(s, a, b, na);
		return 0;
	case SpvOpMatrixTimesVector:
	case SpvOpVectorTimesMatrix:
	case SpvOpMatrixTimesMatrix:
		return matrix_op(s, in, len, op);
	case SpvOpCompositeConstruct:
	case SpvOpCompositeExtract:
	case SpvOpCompositeInsert:
	case SpvOpVectorShuffle:
	case SpvOpCopyObject:
		return composite(s, in, len, op);
	case SpvOpImageSampleImplicitLod:
	case SpvOpImageSampleExplicitLod:
		return sample(s, in, len, false, false);
	case SpvOpImageSampleDrefImplicitLod:
	case SpvOpImageSampleDrefExplicitLod:
		return sample(s, in, len, true, false);
	case SpvOpImageSampleProjImplicitLod:
	case SpvOpImageSampleProjExplicitLod:
		return sample(s, in, len, false, true);
	case SpvOpImageSampleProjDrefImplicitLod:
	case SpvOpImageSampleProjDrefExplicitLod:
		return sample(s, in, len, true, true);
	case SpvOpImage:
		return image_of(s, in, len);
	case SpvOpImageQuerySizeLod:
		return query_size(s, in, len);
	case SpvOpImageFetch:
		return fetch(s, in, len);
	case SpvOpExtInst:
		if (len < 5 || in[3] >= s->bound ||
		    s->ids[in[3]].kind != SPV_EXTSET)
			return spv_fail(s, "SPIR-V: an extended instruction set other than GLSL.std.450");
		return spv_glsl_std(s, in, len);
	case SpvOpLine:
	case SpvOpNoLine:
	case SpvOpNop:
		return 0;
	case SpvOpLogicalAnd:
	case SpvOpLogicalOr:
	case SpvOpLogicalNot:
		return logical(s, in, len, op);
	case SpvOpAll:
	case SpvOpAny:
		return all_any(s, in, len, op);
	case SpvOpIAdd:
	case SpvOpISub:
	case SpvOpIMul:
	case SpvOpUDiv:
	case SpvOpSDiv:
	case SpvOpUMod:
	case SpvOpSRem:
	case SpvOpSMod:
	case SpvOpSNegate:
	case SpvOpIEqual:
	case SpvOpINotEqual:
	case SpvOpULessThan:
	case SpvOpULessThanEqual:
	case SpvOpUGreaterThan:
	case SpvOpUGreaterThanEqual:
	case SpvOpSLessThan:
	case SpvOpSLessThanEqual:
	case SpvOpSGreaterThan:
	case SpvOpSGreaterThanEqual:
	case SpvOpLogicalEqual:
	case SpvOpLogicalNotEqual:
	case SpvOpConvertSToF:
	case SpvOpConvertUToF:
	case SpvOpConvertFToS:
	case SpvOpConvertFToU:
	case SpvOpBitcast:
	case SpvOpShiftLeftLogical:
	case SpvOpShiftRightLogical:
	case SpvOpShiftRightArithmetic:
	case SpvOpBitwiseAnd:
	case SpvOpBitwiseOr:
	case SpvOpBitwiseXor:
	case SpvOpNot:
		return spv_int_op(s, in, len, op);
	case SpvOpFMod:
	case SpvOpIsNan:
	case SpvOpIsInf:
		return spv_float_op(s, in, len, op);
	case SpvOpTranspose:
	case SpvOpOuterProduct:
		return spv_matrix_fn(s, in, len, op);
	case SpvOpDPdx:
	case SpvOpDPdy:
	case SpvOpFwidth:
	case SpvOpDPdxFine:
	case SpvOpDPdyFine:
	case SpvOpFwidthFine:
	case SpvOpDPdxCoarse:
	case SpvOpDPdyCoarse:
	case SpvOpFwidthCoarse:
		return spv_deriv_op(s, in, len, op);
	default:
		return spv_fail(s, "%s (SPIR-V op %u) not supported yet",
			    unsupported_kind(op), op);
	}
}

/* ---- The interface: outputs into slots, names into the tables ---------- */

static int add_named(struct spv *s, struct mrc_var *vars, unsigned int *nr,
		     unsigned int max, const char *name, uint32_t location,
		     uint32_t vec4s)
{
	struct mrc_var *m;

	if (*nr == max)
		return spv_fail(s, "more than %u %s", max,
				vars == s->out->uniforms ? "uniforms" :
				"inputs, outputs or samplers");
	m = &vars[(*nr)++];
	snprintf(m->name, sizeof(m->name), "%s", name);
	m->location = location;
	m->vec4s = vec4s;
	return 0;
}

static int add_var(struct spv *s, struct mrc_var *vars, unsigned int *nr,
		   const struct spv_id *v, uint32_t location, uint32_t vec4s)
{
	if (add_named(s, vars, nr, MRC_MAX_VARS, v->name ? v->name : "",
		      location, vec4s))
		return -1;
	vars[*nr - 1].flat = v->flat;
	return 0;
}

int spv_add_uniform(struct spv *s, const char *name, uint32_t location,
		    uint32_t vec4s)
{
	return add_named(s, s->out->uniforms, &s->out->nr_uniforms,
			 MRC_MAX_UNIFORMS, name, location, vec4s);
}

int spv_add_sampler_name(struct spv *s, const char *name, uint32_t unit)
{
	return add_named(s, s->out->samplers, &s->out->nr_samplers,
			 MRC_MAX_VARS, name, unit, 0);
}

/* Whether the shader writes any scalar of variable v */
static bool written(const struct spv *s, const struct spv_id *v)
{
	uint32_t i;

	for (i = 0; i < s->ids[v->type].comps; i++)
		if (s->scalars[v->slots + i] != IR_NONE)
			return true;
	return false;
}

/* gl_PerVertex's gl_PointSize, a scalar after the members before it */
static int per_vertex_psize(struct spv *s, const struct spv_id *v,
			    const struct spv_id *t)
{
	uint32_t m, offset = 0;

	if (s->psize_member >= t->nr_members)
		return spv_fail(s, "SPIR-V: member %u", s->psize_member);
	for (m = 0; m < s->psize_member; m++)
		offset += s->ids[s->members[t->first_member + m]].comps;
	if (offset >= t->comps)
		return spv_fail(s, "SPIR-V: gl_PointSize past its struct");
	s->ir->out[IR_SLOT_EXTRA][0] = s->scalars[v->slots + offset];
	return 0;
}

static int collect(struct spv *s)
{
	struct mrc_shader *o = s->out;
	bool fs = s->model == SpvExecutionModelFragment;
	uint32_t id, c, at, comp;

	for (id = 1; id < s->bound && !s->failed; id++) {
		struct spv_id *v = &s->ids[id];
		const struct spv_id *t;
		uint32_t slot;

		if (v->kind != SPV_VARIABLE)
			continue;
		t = &s->ids[v->type];
		if (v->storage == SpvStorageClassUniformConstant &&
		    t->op == SpvOpTypeSampledImage) {
			add_var(s, o->samplers, &o->nr_samplers, v,
				(uint32_t)v->location, 0);
			continue;
		}
		if (v->storage == SpvStorageClassUniformConstant &&
		    v->comp_map) {
			spv_struct_uniform_names(s, v);
			continue;
		}
		if (v->storage == SpvStorageClassUniformConstant) {
			spv_add_uniform(s, v->name ? v->name : "",
					(uint32_t)v->location,
					spv_vec4s_of(s, t));
			continue;
		}
		if (v->storage == SpvStorageClassUniform) {
			spv_block_names(s, v);
			continue;
		}
		if (v->storage == SpvStorageClassInput) {
			if (v->builtin < 0 && v->location >= 0)
				add_var(s, o->inputs, &o->nr_inputs, v,
					(uint32_t)v->location,
					io_locations(s, t, 0));
			continue;
		}
		if (v->storage != SpvStorageClassOutput)
			continue;
		if (v->builtin == SpvBuiltInPosition)
			slot = 0;
		else if (v->builtin == (fs ? SpvBuiltInFragDepth :
					     SpvBuiltInPointSize))
			slot = IR_SLOT_EXTRA;
		else if (v->builtin >= 0 && written(s, v))
			return spv_fail(s, "output '%s' (builtin %d) is not supported yet",
					v->name ? v->name : "?", v->builtin);
		else if (v->builtin >= 0)
			continue;
		else if (v->location >= 0 &&
			 v->location + io_locations(s, t, 0) < IR_SLOT_EXTRA)
			slot = fs ? (uint32_t)v->location :
			       1 + (uint32_t)v->location;
		else
			return spv_fail(s, "output '%s' has no usable location",
				    v->name ? v->name : "?");
		if (fs && slot != IR_SLOT_EXTRA &&
		    slot + io_locations(s, t, 0) > MR_MAX_TARGETS)
			return spv_fail(s, "output '%s': colour outputs go at locations 0 to %u",
				    v->name ? v->name : "?",
				    MR_MAX_TARGETS - 1);
		/* gl_PerVertex: the position is its first four scalars */
		if (v->builtin == SpvBuiltInPosition &&
		    t->op == SpvOpTypeStruct) {
			if (v->type == s->psize_struct &&
			    per_vertex_psize(s, v, t))
				return -1;
			t = &s->ids[s->members[t->first_member]];
		}
		/* The position and gl_PointSize: one vec4 at most */
		if (!io_locations(s, t, 0) ||
		    (t->comps > 4 && ((!fs && !slot) || slot == IR_SLOT_EXTRA)))
			return spv_fail(s, "output '%s' of %u scalars",
					v->name ? v->name : "?", t->comps);
		if (slot && slot != IR_SLOT_EXTRA && !fs)
			add_var(s, o->outputs, &o->nr_outputs, v, slot - 1,
				io_locations(s, t, 0));
		for (c = 0; c < t->comps; c++) {
			if (!io_place(s, t, c, &at, &comp))
				return spv_fail(s, "output '%s': not a type outputs have",
						v->name ? v->name : "?");
			s->ir->out[slot + at][comp] = s->scalars[v->slots + c];
		}
	}
	return s->failed ? -1 : 0;
}

int mrc_spirv_to_ir(const uint32_t *words, size_t nwords,
		    enum mrc_stage stage, struct ir *ir,
		    struct mrc_shader *out)
{
	struct spv s = {
		.w = words, .n = nwords, .ir = ir, .out = out, .exec = IR_NONE,
		.gone_all = IR_NONE, .gone_fn = IR_NONE, .gone_kill = IR_NONE,
		.ret = { .pred = IR_NONE },
	};
	int ret = -1;

	if (nwords < 5 || words[0] != SpvMagicNumber)
		return spv_fail(&s, "not a SPIR-V module");
	s.bound = words[3];
	if (!s.bound || s.bound > SPV_MAX_IDS)
		return spv_fail(&s, "SPIR-V: id bound %u", s.bound);
	s.ids = calloc(s.bound, sizeof(*s.ids));
	if (!s.ids)
		return spv_fail(&s, "out of memory");
	for (uint32_t i = 0; i < s.bound; i++)
		spv_id_clear(&s.ids[i]);
	if (!first_sweep(&s)) {
		if ((stage == MRC_VERTEX) !=
		    (s.model == SpvExecutionModelVertex) ||
		    (s.model != SpvExecutionModelVertex &&
		     s.model != SpvExecutionModelFragment))
			spv_fail(&s, "the entry point is not a %s shader",
				 stage == MRC_VERTEX ? "vertex" : "fragment");
		else if (!spv_run_entry(&s) && !collect(&s))
			ret = 0;
	}
	if (!ret && ir->error[0])
		ret = spv_fail(&s, "%s", ir->error);
	out->shader.const_vec4s = (uint8_t)(s.uniform_vec4s > 255 ? 255 :
					    s.uniform_vec4s);
	out->shader.nr_samplers = (uint8_t)s.samplers;
	free(s.ids);
	free(s.members);
	free(s.mdeco);
	free(s.block_comp);
	free(s.scalars);
	free(s.var_scalar);
	free(s.ret.state);
	return ret;
}
