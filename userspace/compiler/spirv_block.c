// SPDX-License-Identifier: MIT
/*
 * Uniform blocks, and uniform structs outside blocks (at the end).
 *
 * Uniform blocks: a Block-decorated struct in the Uniform storage class
 * (GLSL ES 3.00's `uniform Name { ... }`).  Its members lie at the byte
 * offsets their decorations give (std140, or glslang's layout for
 * shared and packed, which it gives the same way), and the constant
 * file holds four 32-bit scalars a vec4: scalar bytes b of a block are
 * constant component b / 4 from the block's first vec4, so the block's
 * bytes as the application lays them out are its constants.  Each of
 * the variable's scalars (the walk's order, as an access chain counts
 * them) gets its component here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv_priv.h"

/* The decorations of struct type's member, or NULL */
static const struct spv_member_deco *deco_find(const struct spv *s,
					       uint32_t type, uint32_t member)
{
	uint32_t i;

	for (i = 0; i < s->nr_mdeco; i++)
		if (s->mdeco[i].type == type && s->mdeco[i].member == member)
			return &s->mdeco[i];
	return NULL;
}

/* ... made on first use */
static struct spv_member_deco *deco_of(struct spv *s, uint32_t type,
				       uint32_t member)
{
	struct spv_member_deco *d;

	d = (struct spv_member_deco *)deco_find(s, type, member);
	if (d)
		return d;
	if (s->nr_mdeco == s->cap_mdeco) {
		uint32_t cap = s->cap_mdeco ? s->cap_mdeco * 2 : 16;

		d = cap > SPV_MAX_IDS ? NULL :
		    realloc(s->mdeco, cap * sizeof(*d));
		if (!d)
			return NULL;
		s->mdeco = d;
		s->cap_mdeco = cap;
	}
	d = &s->mdeco[s->nr_mdeco++];
	*d = (struct spv_member_deco){ .type = type, .member = member,
				       .offset = UINT32_MAX };
	return d;
}

void spv_block_member_decorate(struct spv *s, const uint32_t *in,
			       uint32_t len)
{
	struct spv_member_deco *d;

	if (len < 4 || (in[3] != SpvDecorationOffset &&
			in[3] != SpvDecorationMatrixStride &&
			in[3] != SpvDecorationRowMajor))
		return;
	d = deco_of(s, in[1], in[2]);
	if (!d) {
		spv_fail(s, "out of memory");
		return;
	}
	if (in[3] == SpvDecorationRowMajor)
		d->row_major = true;
	else if (len >= 5 && in[3] == SpvDecorationOffset)
		d->offset = in[4];
	else if (len >= 5)
		d->matrix_stride = in[4];
}

/* The walk: each scalar of type t at byte offset, in order, into map */
struct block_walk {
	uint32_t *map, n, cap;
	uint32_t top;		/* the last byte + 1 */
};

/*
 * A block's matrix's layout, from its member's decorations: the bytes
 * between columns (rows, when row-major)
 */
struct block_matrix {
	uint32_t stride;
	bool row_major;
};

static int walk(struct spv *s, struct block_walk *w, uint32_t type,
		uint64_t offset, struct block_matrix mx, unsigned int depth);

/* Column c of a matrix of rows-vectors of type row_type: its scalars */
static int walk_column(struct spv *s, struct block_walk *w,
		       uint32_t row_type, uint32_t rows, uint32_t c,
		       uint64_t offset, struct block_matrix mx,
		       unsigned int depth)
{
	const struct block_matrix none = { 0 };
	const struct spv_id *v = &s->ids[row_type];
	uint64_t at;
	uint32_t r;

	for (r = 0; r < rows; r++) {
		at = mx.row_major ? offset + (uint64_t)r * mx.stride + 4 * c :
		     offset + (uint64_t)c * mx.stride + 4 * r;
		if (walk(s, w, v->elem, at, none, depth + 1))
			return -1;
	}
	return 0;
}

static int walk(struct spv *s, struct block_walk *w, uint32_t type,
		uint64_t offset, struct block_matrix mx, unsigned int depth)
{
	const struct block_matrix none = { 0 };
	const struct spv_id *t = &s->ids[type];
	uint32_t i;

	if (depth > 8 || offset > SPV_MAX_BLOCK_BYTES)
		return spv_fail(s, "a uniform block past %u bytes",
				SPV_MAX_BLOCK_BYTES);
	switch (t->op) {
	case SpvOpTypeFloat:
	case SpvOpTypeInt:
	case SpvOpTypeBool:
		if ((offset & 3) || w->n == w->cap)
			return spv_fail(s, "SPIR-V: a uniform block's layout");
		w->map[w->n++] = (uint32_t)offset / 4;
		if (offset + 4 > w->top)
			w->top = (uint32_t)offset + 4;
		return 0;
	case SpvOpTypeVector:
		for (i = 0; i < t->count; i++)
			if (walk(s, w, t->elem, offset + 4 * i, none, depth + 1))
				return -1;
		return 0;
	case SpvOpTypeMatrix:
		if (!mx.stride || s->ids[t->elem].op != SpvOpTypeVector)
			return spv_fail(s, "SPIR-V: a block's matrix without a stride");
		for (i = 0; i < t->count; i++)
			if (walk_column(s, w, t->elem, s->ids[t->elem].count, i,
					offset, mx, depth))
				return -1;
		return 0;
	case SpvOpTypeArray:
		if (!t->array_stride)
			return spv_fail(s, "SPIR-V: a block's array without a stride");
		for (i = 0; i < t->count; i++)
			if (walk(s, w, t->elem,
				 offset + (uint64_t)i * t->array_stride, mx,
				 depth + 1))
				return -1;
		return 0;
	case SpvOpTypeStruct:
		for (i = 0; i < t->nr_members; i++) {
			const struct spv_member_deco *d = deco_find(s, type, i);

			if (!d || d->offset == UINT32_MAX)
				return spv_fail(s, "SPIR-V: a block's member without an offset");
			if (walk(s, w, s->members[t->first_member + i],
				 offset + d->offset,
				 (struct block_matrix){ d->matrix_stride,
							d->row_major },
				 depth + 1))
				return -1;
		}
		return 0;
	default:
		return spv_fail(s, "a uniform block's member of type op %u is not supported",
				t->op);
	}
}

/* Room in spv.block_comp for n more components, or NULL */
static uint32_t *comp_map_room(struct spv *s, uint32_t n)
{
	uint32_t *map;

	if (s->nr_block_comp + n > s->cap_block_comp) {
		uint32_t cap = (s->nr_block_comp + n) * 2;

		map = realloc(s->block_comp, cap * sizeof(*map));
		if (!map) {
			spv_fail(s, "out of memory");
			return NULL;
		}
		s->block_comp = map;
		s->cap_block_comp = cap;
	}
	return s->block_comp + s->nr_block_comp;
}

/* v's n components, made at map, from the constant file's vec4 on */
static void comp_map_take(struct spv *s, struct spv_id *v, uint32_t n,
			  uint32_t vec4s)
{
	v->comp_map = true;
	v->block_map = s->nr_block_comp;
	s->nr_block_comp += n;
	v->block_vec4s = vec4s;
	v->location = (int32_t)s->uniform_vec4s;
	s->uniform_vec4s += vec4s;
}

/*
 * A uniform block, or an array of them (uniform B { ... } b[2]): each
 * element a block of its own, the next one from the next vec4 on
 */
int spv_block_add(struct spv *s, struct spv_id *v)
{
	const struct block_matrix none = { 0 };
	const struct spv_id *t = &s->ids[v->type];
	uint32_t block = t->op == SpvOpTypeArray ? t->elem : v->type;
	uint32_t e, count = t->op == SpvOpTypeArray ? t->count : 1;
	struct block_walk w = { 0 };
	uint64_t stride = 0;

	if (s->ids[block].op != SpvOpTypeStruct || !s->ids[block].block ||
	    !t->comps)
		return spv_fail(s, "'%s': only uniform blocks are supported in storage class Uniform",
				v->name ? v->name : "?");
	w.map = comp_map_room(s, t->comps);
	if (!w.map)
		return -1;
	w.cap = t->comps;
	for (e = 0; e < count; e++) {
		if (walk(s, &w, block, e * stride, none, 0))
			return -1;
		if (!e)
			stride = (w.top + 15u) & ~15u;
	}
	if (w.n != t->comps)
		return spv_fail(s, "SPIR-V: a uniform block's layout");
	comp_map_take(s, v, t->comps, (w.top + 15) / 16);
	return 0;
}

/*
 * A block goes by its block name, as in GL; an array's elements by the
 * name and their index, B[1]
 */
int spv_block_names(struct spv *s, const struct spv_id *v)
{
	const struct spv_id *t = &s->ids[v->type];
	char name[MRC_NAME_LEN];
	uint32_t e, per;
	int len;

	if (t->op != SpvOpTypeArray)
		return spv_add_uniform(s, t->name ? t->name : "",
				       (uint32_t)v->location, v->block_vec4s);
	per = v->block_vec4s / t->count;
	for (e = 0; e < t->count; e++) {
		const struct spv_id *b = &s->ids[t->elem];

		len = snprintf(name, sizeof(name), "%s[%u]",
			       b->name ? b->name : "", e);
		if (len < 0 || (size_t)len >= sizeof(name))
			return spv_fail(s, "uniform block '%s': a name longer than %u",
					b->name ? b->name : "",
					MRC_NAME_LEN - 1);
		if (spv_add_uniform(s, name, (uint32_t)v->location + e * per,
				    per))
			return -1;
	}
	return 0;
}

void spv_member_name(struct spv *s, const uint32_t *in, uint32_t len)
{
	struct spv_member_deco *d;

	/* A string fills the words after the member, NUL-terminated */
	if (len < 4 || !memchr(&in[3], 0, (len - 3) * 4))
		return;
	d = deco_of(s, in[1], in[2]);
	if (!d) {
		spv_fail(s, "out of memory");
		return;
	}
	d->name = (const char *)&in[3];
}

/*
 * A uniform struct's walk: the members in order, each vector or matrix
 * column a vec4 from vec4 on; map (when not NULL) takes each scalar's
 * component, names (when set) each member of plain type, named name
 */
struct struct_walk {
	uint32_t *map, n, cap;
	uint32_t vec4;
	bool names;
	uint32_t location;		/* the variable's first vec4 */
	uint32_t unit;			/* the next sampler's texture unit */
	char name[MRC_NAME_LEN];
};

static int struct_walk(struct spv *s, struct struct_walk *w, uint32_t type,
		       size_t at, unsigned int depth)
{
	const struct spv_id *t = &s->ids[type];
	const struct spv_member_deco *d;
	uint32_t i, rows, vec4s;
	const struct spv_id *e;
	int len;

	if (depth > 8 || w->vec4 > SPV_MAX_BLOCK_BYTES / 16)
		return spv_fail(s, "a uniform struct past %u vec4s",
				SPV_MAX_BLOCK_BYTES / 16);
	if (spv_plain_type(s, t)) {
		vec4s = spv_vec4s_of(s, t);
		for (e = t; e->op == SpvOpTypeArray; e = &s->ids[e->elem])
			;
		rows = e->op == SpvOpTypeMatrix ? s->ids[e->elem].comps :
		       e->comps;
		for (i = 0; w->map && i < t->comps; i++) {
			if (w->n == w->cap || !rows)
				return spv_fail(s, "SPIR-V: a uniform struct's layout");
			w->map[w->n++] = w->vec4 * 4 + i / rows * 4 + i % rows;
		}
		if (w->names && spv_add_uniform(s, w->name,
						w->location + w->vec4, vec4s))
			return -1;
		w->vec4 += vec4s;
		return 0;
	}
	/* A sampler: the next unit, in the order access chains count them */
	if (t->op == SpvOpTypeSampledImage) {
		if (w->names && spv_add_sampler_name(s, w->name, w->unit))
			return -1;
		w->unit++;
		return 0;
	}
	if (t->op != SpvOpTypeArray && t->op != SpvOpTypeStruct)
		return spv_fail(s, "uniform '%s': a member of type op %u is not supported",
				w->name, t->op);
	for (i = 0; i < (t->op == SpvOpTypeArray ? t->count : t->nr_members);
	     i++) {
		if (t->op == SpvOpTypeArray) {
			len = snprintf(w->name + at, sizeof(w->name) - at,
				       "[%u]", i);
		} else {
			d = deco_find(s, type, i);
			len = snprintf(w->name + at, sizeof(w->name) - at,
				       ".%s", d && d->name ? d->name : "");
		}
		if (len < 0 || (size_t)len >= sizeof(w->name) - at)
			return spv_fail(s, "uniform '%s': a member's name longer than %u",
					w->name, MRC_NAME_LEN - 1);
		if (struct_walk(s, w, t->op == SpvOpTypeArray ? t->elem :
				s->members[t->first_member + i],
				at + (size_t)len, depth + 1))
			return -1;
	}
	return 0;
}

static size_t walk_name(struct struct_walk *w, const struct spv_id *v)
{
	snprintf(w->name, sizeof(w->name), "%s", v->name ? v->name : "");
	return strlen(w->name);
}

int spv_struct_uniform_add(struct spv *s, struct spv_id *v)
{
	const struct spv_id *t = &s->ids[v->type];
	struct struct_walk w = { 0 };

	/* Samplers alone (an array of them) take no constant */
	w.map = t->comps ? comp_map_room(s, t->comps) : NULL;
	if (t->comps && !w.map)
		return -1;
	w.cap = t->comps;
	if (struct_walk(s, &w, v->type, walk_name(&w, v), 0))
		return -1;
	if (w.n != t->comps)
		return spv_fail(s, "SPIR-V: a uniform struct's layout");
	comp_map_take(s, v, t->comps, w.vec4);
	return 0;
}

int spv_struct_uniform_names(struct spv *s, const struct spv_id *v)
{
	struct struct_walk w = { .names = true,
				 .location = (uint32_t)v->location,
				 .unit = v->unit };

	return struct_walk(s, &w, v->type, walk_name(&w, v), 0);
}

uint32_t spv_block_comp(const struct spv *s, const struct spv_id *v,
			uint32_t i)
{
	return (uint32_t)v->location * 4 + s->block_comp[v->block_map + i];
}
