// SPDX-License-Identifier: MIT
/*
 * The entry point's control flow, made straight-line for the IR.
 *
 * - Blocks run from their label to their branch.
 * - A structured if (OpSelectionMerge, OpBranchConditional) is
 *   flattened: both sides run, one after the other from the same
 *   variables, and each scalar the two leave different becomes a select
 *   on the condition; the merge block's OpPhis choose the same way.  The
 *   code has no side effects the other side could see (no stores to
 *   memory, no discard), so running both is exact.
 * - A function call runs the callee's body in place (inlining): its
 *   parameters name the caller's arguments, its ids are made afresh at
 *   each call, and OpReturnValue gives the call's value.
 * - A branch on a condition known here (a constant: a loop's counter
 *   against its bound, say) is simply taken.  That unrolls every loop
 *   whose trip count is known, as GLSL ES 1.00 requires of all of them;
 *   integer counters are computed as constants (spirv.c).  A loop whose
 *   condition is not known, or a break or continue under a condition
 *   that is not, is refused; so are switch, discard and a return from
 *   inside an if.
 *
 * A hostile module may branch backwards or call itself: the walk counts
 * every instruction it runs (and each flattening's copies) against a
 * budget, a loop runs at most SPV_MAX_ITERATIONS times, and calls nest at
 * most SPV_MAX_CALLS deep.
 */
#define SPV_ENABLE_UTILITY_CODE
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "spirv_priv.h"

/* spirv.h's inline opcode table: its definition is made here */
extern void SpvHasResultAndType(SpvOp opcode, bool *has_result,
				bool *has_type);

#define SPV_MAX_STEPS	(1u << 22)
#define SPV_MAX_CALLS	16
#define SPV_MAX_ITERATIONS	256

enum walk { WALK_BRANCHED, WALK_RETURNED };

static int walk(struct spv *s, uint32_t label, uint32_t stop,
		uint32_t *last, unsigned int depth);

/* The first instruction of the block label starts */
static int block_start(struct spv *s, uint32_t label, size_t *pos)
{
	if (label >= s->bound || s->ids[label].kind != SPV_LABEL)
		return spv_fail(s, "SPIR-V: id %u is not a block", label);
	*pos = s->ids[label].pos + (s->w[s->ids[label].pos] >> 16);
	return 0;
}

/*
 * if (cond) then else, header the block branching: both sides from
 * the same state, then the scalars they leave different selected
 */
static int flatten(struct spv *s, uint32_t header, const uint32_t *in,
		   uint32_t merge, unsigned int depth)
{
	uint32_t n0 = s->nr_scalars, then_last = header, else_last = header;
	uint32_t *before = malloc((n0 ? n0 : 1) * sizeof(*before));
	uint32_t *after_then = malloc((n0 ? n0 : 1) * sizeof(*after_then));
	const uint32_t *cond;
	uint32_t nc, i;
	int ret = -1;

	if (!before || !after_then) {
		spv_fail(s, "out of memory");
		goto out;
	}
	cond = spv_value(s, in[1], &nc);
	if (!cond || nc != 1) {
		spv_fail(s, "SPIR-V: a branch on id %u, not a boolean", in[1]);
		goto out;
	}
	s->steps += n0 / 64;
	s->flat_level++;
	memcpy(before, s->scalars, n0 * sizeof(*before));
	if (in[2] != merge && walk(s, in[2], merge, &then_last, depth))
		goto out;
	memcpy(after_then, s->scalars, n0 * sizeof(*after_then));
	memcpy(s->scalars, before, n0 * sizeof(*before));
	if (in[3] != merge && walk(s, in[3], merge, &else_last, depth))
		goto out;
	s->flat_level--;
	/* The condition's value, read again: walking may move s->scalars */
	nc = s->scalars[s->ids[in[1]].first];
	for (i = 0; i < n0; i++) {
		uint32_t t = after_then[i], e = s->scalars[i];

		/* A scalar one side leaves unwritten is undefined: either */
		if (t == e || t == IR_NONE)
			continue;
		s->scalars[i] = e == IR_NONE ? t :
				ir_alu3(s->ir, IR_SEL, nc, t, e, 0);
	}
	s->phi_cond = nc;
	s->phi_then = then_last;
	s->phi_else = else_last;
	ret = 0;
out:
	free(before);
	free(after_then);
	return ret;
}

/*
 * A loop's header, reached: the loop entered, or its next iteration
 */
static int loop_header(struct spv *s, uint32_t header, const uint32_t *in,
		       uint32_t len)
{
	struct spv_loop *l = s->nr_loops ? &s->loops[s->nr_loops - 1] : NULL;

	if (len < 3)
		return spv_fail(s, "SPIR-V: short instruction");
	if (l && l->header == header) {
		if (++l->iterations >= SPV_MAX_ITERATIONS)
			return spv_fail(s, "a loop of more than %u iterations",
					SPV_MAX_ITERATIONS);
		return 0;
	}
	if (s->nr_loops == sizeof(s->loops) / sizeof(s->loops[0]))
		return spv_fail(s, "loops nest too deep");
	l = &s->loops[s->nr_loops++];
	*l = (struct spv_loop){ .header = header, .merge = in[1],
				.cont = in[2], .flat_level = s->flat_level };
	return 0;
}

/*
 * A branch to target: leaving loops by their merge block; a break or
 * continue out of an if being flattened is refused (both sides run)
 */
static int branch_to(struct spv *s, uint32_t target)
{
	uint32_t k;

	for (k = s->nr_loops; k-- > 0;) {
		const struct spv_loop *l = &s->loops[k];

		if (target != l->merge && target != l->cont)
			continue;
		if (l->flat_level != s->flat_level)
			return spv_fail(s, "a break or continue under a condition not known at compile time is not supported yet");
		if (target == l->merge)
			s->nr_loops = k;
		break;
	}
	return 0;
}

/* The constant a one-scalar boolean is, when it is known */
static bool known_condition(struct spv *s, uint32_t id, bool *taken)
{
	const uint32_t *c;
	uint32_t n, bits;

	c = spv_value(s, id, &n);
	if (!c || n != 1 || !ir_known(s->ir, c[0], &bits))
		return false;
	*taken = bits != 0;
	return true;
}

/* A merge block's OpPhi: the value from the side that came last */
static int phi(struct spv *s, const uint32_t *in, uint32_t len)
{
	const uint32_t *v[2] = { NULL, NULL };
	uint32_t n[2], *d, i, k;

	if (len != 7)
		return spv_fail(s, "SPIR-V: an OpPhi of other than two blocks");
	for (k = 0; k < 2; k++) {
		uint32_t from = in[4 + 2 * k];
		uint32_t side = from == s->phi_then ? 0 :
				from == s->phi_else ? 1 : 2;

		if (side == 2)
			return spv_fail(s, "SPIR-V: an OpPhi from a block the if did not end");
		v[side] = spv_value(s, in[3 + 2 * k], &n[side]);
		if (!v[side])
			return -1;
	}
	if (!v[0] || !v[1] || n[0] != n[1])
		return spv_fail(s, "SPIR-V: OpPhi");
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	/* spv_new_value may move the scalars: find the sources again */
	v[0] = spv_value(s, in[s->phi_then == in[4] ? 3 : 5], &n[0]);
	v[1] = spv_value(s, in[s->phi_then == in[4] ? 5 : 3], &n[1]);
	d = &s->scalars[s->ids[in[2]].first];
	for (i = 0; i < s->ids[in[1]].comps && i < n[0]; i++)
		d[i] = ir_alu3(s->ir, IR_SEL, s->phi_cond, v[0][i], v[1][i], 0);
	return 0;
}

/*
 * The ids a function defines, made undefined again so that the body
 * can run once more (its labels stay: they are where blocks start)
 */
static int forget(struct spv *s, uint32_t pos)
{
	while (pos < s->n) {
		const uint32_t *in = &s->w[pos];
		uint32_t len = in[0] >> 16, op = in[0] & 0xffff, id;
		bool has_result, has_type;

		if (op == SpvOpFunctionEnd)
			return 0;
		if (!len)
			break;
		SpvHasResultAndType((SpvOp)op, &has_result, &has_type);
		id = has_type ? 2 : 1;
		if (has_result && op != SpvOpLabel && len > id &&
		    in[id] < s->bound) {
			memset(&s->ids[in[id]], 0, sizeof(s->ids[in[id]]));
			s->ids[in[id]].location = -1;
			s->ids[in[id]].builtin = -1;
			s->ids[in[id]].binding = -1;
		}
		pos += len;
	}
	return spv_fail(s, "SPIR-V: a function without its end");
}

/* OpFunctionCall: the callee's body in place */
static int call(struct spv *s, const uint32_t *in, uint32_t len,
		unsigned int depth)
{
	uint32_t fn = in[3], pos, arg = 4, last = 0;
	const uint32_t *ret;
	uint32_t n, *d;

	if (depth >= SPV_MAX_CALLS)
		return spv_fail(s, "calls nest more than %u deep", SPV_MAX_CALLS);
	if (fn >= s->bound || s->ids[fn].kind != SPV_FUNCTION)
		return spv_fail(s, "SPIR-V: a call of id %u, not a function", fn);
	pos = s->ids[fn].pos;
	pos += s->w[pos] >> 16;
	if (forget(s, pos))
		return -1;
	/* Each parameter names its argument: a variable, pointer or value */
	while (pos < s->n && (s->w[pos] & 0xffff) == SpvOpFunctionParameter) {
		const uint32_t *p = &s->w[pos];

		if ((p[0] >> 16) < 3 || p[2] >= s->bound || arg >= len ||
		    in[arg] >= s->bound)
			return spv_fail(s, "SPIR-V: a call's arguments");
		s->ids[p[2]] = s->ids[in[arg++]];
		pos += p[0] >> 16;
	}
	if (arg != len || pos + 1 >= s->n ||
	    (s->w[pos] & 0xffff) != SpvOpLabel)
		return spv_fail(s, "SPIR-V: a call's arguments");
	s->ret = 0;
	if (walk(s, s->w[pos + 1], 0, &last, depth + 1) != WALK_RETURNED)
		return s->failed ? -1 :
		       spv_fail(s, "SPIR-V: a function that does not return");
	if (!s->ret)
		return 0;	/* void */
	ret = spv_value(s, s->ret, &n);
	d = ret ? spv_new_value(s, in[2], in[1]) : NULL;
	if (!d)
		return -1;
	ret = &s->scalars[s->ids[s->ret].first];
	memcpy(d, ret, (n < s->ids[in[1]].comps ? n : s->ids[in[1]].comps) *
	       sizeof(*d));
	return 0;
}

/*
 * Runs from the block label until a branch to stop (*last: the block
 * that took it), or until the function returns (stop 0 only)
 */
static int walk(struct spv *s, uint32_t label, uint32_t stop,
		uint32_t *last, unsigned int depth)
{
	uint32_t merge = 0, target;
	bool taken;
	size_t pos;

	if (block_start(s, label, &pos))
		return -1;
	while (!s->failed) {
		const uint32_t *in = &s->w[pos];
		uint32_t len, op;

		if (pos >= s->n || ++s->steps > SPV_MAX_STEPS)
			return spv_fail(s, "SPIR-V: the body runs off its blocks or too long");
		len = in[0] >> 16;
		op = in[0] & 0xffff;
		switch (op) {
		case SpvOpSelectionMerge:
			if (len < 3)
				return spv_fail(s, "SPIR-V: short instruction");
			merge = in[1];
			break;
		case SpvOpLoopMerge:
			if (loop_header(s, label, in, len))
				return -1;
			break;
		case SpvOpBranchConditional:
			if (len < 4)
				return spv_fail(s, "SPIR-V: short instruction");
			if (known_condition(s, in[1], &taken)) {
				target = taken ? in[2] : in[3];
				merge = 0;
				goto jump;
			}
			if (!merge)
				return spv_fail(s, s->nr_loops ?
						"a loop whose condition is not known at compile time is not supported yet" :
						"SPIR-V: a branch outside a structured if");
			if (flatten(s, label, in, merge, depth))
				return -1;
			label = merge;
			merge = 0;
			if (block_start(s, label, &pos))
				return -1;
			continue;
		case SpvOpBranch:
			if (len < 2)
				return spv_fail(s, "SPIR-V: short instruction");
			target = in[1];
jump:
			if (stop && target == stop) {
				*last = label;
				return WALK_BRANCHED;
			}
			if (branch_to(s, target))
				return -1;
			label = target;
			if (block_start(s, label, &pos))
				return -1;
			continue;
		case SpvOpReturn:
		case SpvOpReturnValue:
			if (stop)
				return spv_fail(s, "a return inside an if is not supported yet");
			s->ret = op == SpvOpReturnValue && len >= 2 ? in[1] : 0;
			return WALK_RETURNED;
		case SpvOpPhi:
			if (phi(s, in, len))
				return -1;
			break;
		case SpvOpLine:
			s->line = len >= 3 ? in[2] : 0;
			break;
		case SpvOpNoLine:
			s->line = 0;
			break;
		case SpvOpFunctionCall:
			if (len < 4 || call(s, in, len, depth))
				return spv_fail(s, "SPIR-V: a call");
			break;
		case SpvOpSwitch:
			return spv_fail(s, "switch is not supported yet");
		case SpvOpKill:
		case SpvOpTerminateInvocation:
			return spv_fail(s, "discard is not supported yet");
		case SpvOpLabel:
		case SpvOpFunctionEnd:
		case SpvOpUnreachable:
			return spv_fail(s, "SPIR-V: a block without its branch");
		default:
			if (spv_reserve(s) || spv_instruction(s, in, len))
				return -1;
			break;
		}
		pos += len;
	}
	return -1;
}

int spv_run_entry(struct spv *s)
{
	uint32_t pos, last = 0;

	if (s->entry >= s->bound || s->ids[s->entry].kind != SPV_FUNCTION)
		return spv_fail(s, "SPIR-V: the entry point is not a function");
	pos = s->ids[s->entry].pos;
	pos += s->w[pos] >> 16;
	if (pos + 1 >= s->n || (s->w[pos] & 0xffff) != SpvOpLabel)
		return spv_fail(s, "SPIR-V: the entry point has no body");
	return walk(s, s->w[pos + 1], 0, &last, 0) == WALK_RETURNED ? 0 : -1;
}
