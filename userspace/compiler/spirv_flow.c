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
 *   memory), so running both is exact.
 * - discard (OpKill, OpTerminateInvocation) discards the fragment where
 *   the code runs: s->exec, the conjunction of the conditions of the ifs
 *   around it (a kill on that condition).  The path ends there: a side
 *   of an if that discards leaves nothing to select at the merge (its
 *   lanes are gone), and one that discards on both sides ends the path
 *   around it too.  OpDemoteToHelperInvocation discards the same way and
 *   goes on (a helper's results are not written).
 * - A function call runs the callee's body in place (inlining): its
 *   parameters name the caller's arguments, its ids are made afresh at
 *   each call, and OpReturnValue gives the call's value.
 * - A branch on a condition known here (a constant: a loop's counter
 *   against its bound, say) is simply taken.  That unrolls every loop
 *   whose trip count is known, as GLSL ES 1.00 requires of all of them;
 *   integer counters are computed as constants (spirv.c).  A loop whose
 *   condition is not known, or a break or continue under a condition
 *   that is not, is refused; so are switch and a return from inside an
 *   if.
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

/* How a walk ended: at its stop, at a return, or discarded on every lane */
enum walk { WALK_BRANCHED, WALK_RETURNED, WALK_EXITED };

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

/* Booleans are 0 or not; IR_NONE is true (every lane): a and b */
static uint32_t pred_and(struct spv *s, uint32_t a, uint32_t b)
{
	if (a == IR_NONE)
		return b;
	if (b == IR_NONE)
		return a;
	return ir_alu3(s->ir, IR_SEL, a, b, ir_const(s->ir, 0), 0);
}

static uint32_t pred_not(struct spv *s, uint32_t a)
{
	return ir_alu3(s->ir, IR_SEL, a, ir_const(s->ir, 0), ir_const(s->ir, 1),
		       0);
}

/* One side of an if from target, on the lanes exec (a walk's result) */
static int side(struct spv *s, uint32_t target, uint32_t merge,
		uint32_t exec, uint32_t *last, unsigned int depth)
{
	uint32_t outer = s->exec, nr_loops = s->nr_loops;
	int ret;

	if (target == merge)
		return WALK_BRANCHED;
	s->exec = exec;
	ret = walk(s, target, merge, last, depth);
	s->exec = outer;
	/* A side that discarded may leave loops it entered unfinished */
	s->nr_loops = nr_loops;
	return ret;
}

/*
 * The scalars after an if whose sides ended then_end and else_end, the
 * then side's in after_then, the else side's in s->scalars: what each
 * leaves different selected by c (a discarded side leaves nothing)
 */
static void merge_sides(struct spv *s, uint32_t c, uint32_t n0,
			const uint32_t *after_then, int then_end, int else_end)
{
	uint32_t i;

	if (then_end == WALK_EXITED)
		return;
	if (else_end == WALK_EXITED) {
		memcpy(s->scalars, after_then, n0 * sizeof(*after_then));
		return;
	}
	for (i = 0; i < n0; i++) {
		uint32_t t = after_then[i], e = s->scalars[i];

		/* A scalar one side leaves unwritten is undefined: either */
		if (t == e || t == IR_NONE)
			continue;
		s->scalars[i] = e == IR_NONE ? t :
				ir_alu3(s->ir, IR_SEL, c, t, e, 0);
	}
}

/*
 * if (cond) then else, header the block branching: both sides from
 * the same state, then the scalars they leave different selected.
 * 0, 1 when both sides discarded (nothing runs after), or -1.
 */
static int flatten(struct spv *s, uint32_t header, const uint32_t *in,
		   uint32_t merge, unsigned int depth)
{
	uint32_t n0 = s->nr_scalars, then_last = header, else_last = header;
	uint32_t *before = malloc((n0 ? n0 : 1) * sizeof(*before));
	uint32_t *after_then = malloc((n0 ? n0 : 1) * sizeof(*after_then));
	const uint32_t *cond;
	uint32_t nc, c;
	int ret = -1, then_end, else_end;

	if (!before || !after_then) {
		spv_fail(s, "out of memory");
		goto out;
	}
	cond = spv_value(s, in[1], &nc);
	if (!cond || nc != 1) {
		spv_fail(s, "SPIR-V: a branch on id %u, not a boolean", in[1]);
		goto out;
	}
	c = cond[0];
	s->steps += n0 / 64;
	s->flat_level++;
	memcpy(before, s->scalars, n0 * sizeof(*before));
	then_end = side(s, in[2], merge, pred_and(s, s->exec, c), &then_last,
			depth);
	if (then_end < 0)
		goto out;
	memcpy(after_then, s->scalars, n0 * sizeof(*after_then));
	memcpy(s->scalars, before, n0 * sizeof(*before));
	else_end = side(s, in[3], merge, pred_and(s, s->exec, pred_not(s, c)),
			&else_last, depth);
	if (else_end < 0)
		goto out;
	s->flat_level--;
	merge_sides(s, c, n0, after_then, then_end, else_end);
	s->phi_cond = c;
	s->phi_then = then_end == WALK_EXITED ? 0 : then_last;
	s->phi_else = else_end == WALK_EXITED ? 0 : else_last;
	ret = then_end == WALK_EXITED && else_end == WALK_EXITED;
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

/*
 * A merge block's OpPhi: the value from the side that came last (one
 * pair when the other side discarded)
 */
static int phi(struct spv *s, const uint32_t *in, uint32_t len)
{
	const uint32_t *v[2] = { NULL, NULL };
	uint32_t id[2] = { 0, 0 }, n, want, *d, i, k;

	if (len != 5 && len != 7)
		return spv_fail(s, "SPIR-V: an OpPhi of other than two blocks");
	want = spv_id_of(s, in[1], SPV_TYPE) ? s->ids[in[1]].comps : 0;
	for (k = 3; k + 1 < len; k += 2) {
		uint32_t from = in[k + 1];
		uint32_t side = from && from == s->phi_then ? 0 :
				from && from == s->phi_else ? 1 : 2;

		if (side == 2)
			return spv_fail(s, "SPIR-V: an OpPhi from a block the if did not end");
		if (!spv_value(s, in[k], &n) || n < want)
			return spv_fail(s, "SPIR-V: OpPhi");
		id[side] = in[k];
	}
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	/* spv_new_value may move the scalars: find the sources now */
	for (k = 0; k < 2; k++)
		v[k] = id[k] ? &s->scalars[s->ids[id[k]].first] : NULL;
	for (i = 0; i < want; i++)
		d[i] = !v[1] ? v[0][i] : !v[0] ? v[1][i] :
		       ir_alu3(s->ir, IR_SEL, s->phi_cond, v[0][i], v[1][i], 0);
	return 0;
}

/* discard: the fragment is dropped where the code runs */
static int discard(struct spv *s)
{
	if (s->model != SpvExecutionModelFragment)
		return spv_fail(s, "SPIR-V: discard outside a fragment shader");
	ir_kill(s->ir, s->exec);
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

/* OpFunctionCall: the callee's body in place; 1 when it discarded */
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
	switch (walk(s, s->w[pos + 1], 0, &last, depth + 1)) {
	case WALK_RETURNED:
		break;
	case WALK_EXITED:
		return 1;	/* every lane calling it discarded */
	default:
		return s->failed ? -1 :
		       spv_fail(s, "SPIR-V: a function that does not return");
	}
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
	int r;

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
			r = flatten(s, label, in, merge, depth);
			if (r)
				return r < 0 ? -1 : WALK_EXITED;
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
			r = len < 4 ? -1 : call(s, in, len, depth);
			if (r < 0)
				return spv_fail(s, "SPIR-V: a call");
			if (r)
				return WALK_EXITED;
			break;
		case SpvOpSwitch:
			return spv_fail(s, "switch is not supported yet");
		case SpvOpKill:
		case SpvOpTerminateInvocation:
			return discard(s) ? -1 : WALK_EXITED;
		case SpvOpDemoteToHelperInvocation:
			if (discard(s))
				return -1;
			break;
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
	switch (walk(s, s->w[pos + 1], 0, &last, 0)) {
	case WALK_RETURNED:
	case WALK_EXITED:	/* discarded everywhere: nothing is written */
		return 0;
	default:
		return -1;
	}
}
