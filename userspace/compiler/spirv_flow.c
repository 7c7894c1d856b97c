// SPDX-License-Identifier: MIT
/*
 * The entry point's control flow, for the IR.
 *
 * - Blocks run from their label to their branch.
 * - A structured if (OpSelectionMerge, OpBranchConditional) is
 *   flattened: both sides run, one after the other from the same
 *   variables, and each scalar the two leave different becomes a select
 *   on the condition; the merge block's OpPhis choose the same way.  The
 *   code has no side effects the other side could see (no stores to
 *   memory), so running both is exact.
 * - s->exec is the lanes the code being walked runs on: the conditions
 *   of the flattened ifs around it, anded, less the lanes that left.
 *   Lanes leave by discard (a kill on s->exec: OpKill,
 *   OpTerminateInvocation; OpDemoteToHelperInvocation kills and goes
 *   on), by break and continue, and by a return before the function's
 *   end.  The path ends there: a side of an if that every lane left
 *   leaves nothing to select at the merge, and lanes that break,
 *   continue or return keep the scalars they left with (struct spv_exit)
 *   until they rejoin: at the loop's end, its continue target, the
 *   function's end.
 * - A function call runs the callee's body in place (inlining): its
 *   parameters name the caller's arguments, its ids are made afresh at
 *   each call, and OpReturnValue gives the call's value.
 * - A branch on a condition known here (a constant: a loop's counter
 *   against its bound, say) is simply taken.  A loop is first unrolled
 *   that way, as GLSL ES 1.00 requires of all of them: integer counters
 *   are computed as constants (spirv.c).  When the walk meets a branch it
 *   cannot take (the loop's condition, a break or continue under a
 *   condition not known here) or more than SPV_MAX_ITERATIONS
 *   iterations, the loop is walked again from where it began, as an IR
 *   loop: the body walked once, the lanes that go on looping its
 *   condition.  A scalar of a variable the body changes is a phi; the
 *   others keep their values, known ones known (an inner loop's bound,
 *   an index): the first walk makes no phis, each next one phis for
 *   what the walk before found changed.
 * - switch is refused.
 *
 * A hostile module may branch backwards or call itself: the walk counts
 * every instruction it runs (and each copy of the scalars) against a
 * budget, an unrolled loop runs at most SPV_MAX_ITERATIONS times, ifs
 * nest at most SPV_MAX_IF_DEPTH deep (the walk recurses into each),
 * loops 8 deep and calls SPV_MAX_CALLS deep.  The GPU may still
 * loop forever on a loop it does not unroll: that is the shader's.
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
/* Ifs being flattened, one inside the other (each a walk on the stack) */
#define SPV_MAX_IF_DEPTH	128
#define SPV_MAX_ITERATIONS	256
#define SPV_MAX_LOOP_DEPTH	(sizeof(((struct spv *)0)->loops) / \
				 sizeof(((struct spv *)0)->loops[0]))

/* How a walk ended: at its stop, at a return, or every lane left */
enum walk { WALK_BRANCHED, WALK_RETURNED, WALK_EXITED };

static int walk(struct spv *s, uint32_t label, uint32_t stop,
		uint32_t *last, unsigned int depth);

/*
 * Whether the instruction's result (word 2 of a typed result) is
 * RelaxedPrecision: the values it makes may be computed in half
 * precision (mrc_half_precision).  A store's word 2 is its object.
 */
static bool relaxed_result(const struct spv *s, const uint32_t *in,
			   uint32_t len)
{
	uint32_t op = in[0] & 0xffff;

	return len >= 3 && op != SpvOpStore && op != SpvOpCopyMemory &&
	       in[2] < s->bound && s->ids[in[2]].relaxed;
}

/* The first instruction of the block label starts */
static int block_start(struct spv *s, uint32_t label, size_t *pos)
{
	if (label >= s->bound || s->ids[label].kind != SPV_LABEL)
		return spv_fail(s, "SPIR-V: id %u is not a block", label);
	*pos = s->ids[label].pos + (s->w[s->ids[label].pos] >> 16);
	return 0;
}

/* ---- Lanes: predicates (booleans are 0 or not) ------------------------ */

static bool known_bool(struct spv *s, uint32_t v, bool *t)
{
	uint32_t bits;

	if (!ir_known(s->ir, v, &bits))
		return false;
	*t = bits != 0;
	return true;
}

/* a and b, where IR_NONE is every lane (s->exec's) */
static uint32_t pred_and(struct spv *s, uint32_t a, uint32_t b)
{
	bool t;

	if (a == IR_NONE)
		return b;
	if (b == IR_NONE)
		return a;
	if (known_bool(s, a, &t))
		return t ? b : ir_const(s->ir, 0);
	if (known_bool(s, b, &t))
		return t ? a : ir_const(s->ir, 0);
	return ir_alu3(s->ir, IR_SEL, a, b, ir_const(s->ir, 0), 0);
}

static uint32_t pred_not(struct spv *s, uint32_t a)
{
	bool t;

	if (known_bool(s, a, &t))
		return ir_const(s->ir, !t);
	return ir_alu3(s->ir, IR_SEL, a, ir_const(s->ir, 0), ir_const(s->ir, 1),
		       0);
}

/* a or b, where IR_NONE is no lane (lanes that left) */
static uint32_t pred_or(struct spv *s, uint32_t a, uint32_t b)
{
	bool t;

	if (a == IR_NONE)
		return b;
	if (b == IR_NONE)
		return a;
	if (known_bool(s, a, &t))
		return t ? a : b;
	if (known_bool(s, b, &t))
		return t ? b : a;
	return ir_alu3(s->ir, IR_SEL, a, a, b, 0);
}

/* The lanes of exec (IR_NONE: all) less those of gone (IR_NONE: none) */
static uint32_t pred_less(struct spv *s, uint32_t exec, uint32_t gone)
{
	return gone == IR_NONE ? exec : pred_and(s, exec, pred_not(s, gone));
}

/* s->exec as a value */
static uint32_t lanes(struct spv *s)
{
	return s->exec == IR_NONE ? ir_const(s->ir, 1) : s->exec;
}

/* c ? t : e, a scalar that may be undefined (IR_NONE: either) */
static uint32_t pick(struct spv *s, uint32_t c, uint32_t t, uint32_t e)
{
	if (t == e || e == IR_NONE)
		return t;
	if (t == IR_NONE)
		return e;
	return ir_alu3(s->ir, IR_SEL, c, t, e, 0);
}

/* ---- Lanes that leave early ------------------------------------------- */

/*
 * The lanes pred leave with the scalars they have now, into e (selected
 * with those that left before)
 */
static int exit_record(struct spv *s, struct spv_exit *e, uint32_t pred)
{
	uint32_t n = s->nr_scalars, i;

	s->steps += n / 64 + 1;
	if (!e->state) {
		e->state = malloc((n ? n : 1) * sizeof(*e->state));
		if (!e->state)
			return spv_fail(s, "out of memory");
		memcpy(e->state, s->scalars, n * sizeof(*e->state));
		e->n = n;
		e->pred = pred;
		return 0;
	}
	for (i = 0; i < e->n && i < n; i++)
		if (s->var_scalar[i])
			e->state[i] = pick(s, pred, s->scalars[i], e->state[i]);
	e->pred = pred_or(s, e->pred, pred);
	return 0;
}

/* The lanes e holds rejoin the walk: theirs where e's pred holds */
static void exit_merge(struct spv *s, const struct spv_exit *e)
{
	uint32_t i;

	s->steps += e->n / 64;
	for (i = 0; i < e->n && i < s->nr_scalars; i++)
		if (s->var_scalar[i])
			s->scalars[i] = pick(s, e->pred, e->state[i],
					     s->scalars[i]);
}

/* ... when no other lane arrives: theirs */
static void exit_take(struct spv *s, const struct spv_exit *e)
{
	uint32_t i;

	for (i = 0; i < e->n && i < s->nr_scalars; i++)
		if (s->var_scalar[i])
			s->scalars[i] = e->state[i];
}

static void exit_free(struct spv_exit *e)
{
	free(e->state);
	*e = (struct spv_exit){ .pred = IR_NONE };
}

static int exit_copy(struct spv *s, struct spv_exit *to,
		     const struct spv_exit *from)
{
	*to = *from;
	if (!from->state)
		return 0;
	to->state = malloc((from->n ? from->n : 1) * sizeof(*to->state));
	if (!to->state)
		return spv_fail(s, "out of memory");
	memcpy(to->state, from->state, from->n * sizeof(*to->state));
	return 0;
}

enum gone { GONE_BREAK, GONE_RETURN, GONE_KILL };

/* Lanes pred left: gone from the path (see struct spv's gone_*) */
static void gone(struct spv *s, uint32_t pred, enum gone how)
{
	s->gone_all = pred_or(s, s->gone_all, pred);
	if (how != GONE_BREAK)
		s->gone_fn = pred_or(s, s->gone_fn, pred);
	if (how == GONE_KILL)
		s->gone_kill = pred_or(s, s->gone_kill, pred);
}

/* An if, a loop or a call: the lanes that left inside it */
struct scope {
	uint32_t all, fn, kill;
};

enum scope_kind { SCOPE_IF, SCOPE_LOOP, SCOPE_CALL };

static void scope_open(struct spv *s, struct scope *sc)
{
	*sc = (struct scope){ s->gone_all, s->gone_fn, s->gone_kill };
	s->gone_all = s->gone_fn = s->gone_kill = IR_NONE;
}

/*
 * The lanes that left inside and do not come back after it: any way
 * from an if, by a return or discard from a loop, by a discard from a
 * call.  They count as gone around it too.
 */
static uint32_t scope_close(struct spv *s, const struct scope *sc,
			    enum scope_kind kind)
{
	uint32_t fn = kind == SCOPE_CALL ? s->gone_kill : s->gone_fn;
	uint32_t all = kind == SCOPE_IF ? s->gone_all : fn;

	s->gone_all = pred_or(s, sc->all, all);
	s->gone_fn = pred_or(s, sc->fn, fn);
	s->gone_kill = pred_or(s, sc->kill, s->gone_kill);
	return all;
}

/* discard: the fragment is dropped where the code runs */
static int discard(struct spv *s, bool leave)
{
	if (s->model != SpvExecutionModelFragment)
		return spv_fail(s, "SPIR-V: discard outside a fragment shader");
	ir_kill(s->ir, s->exec);
	if (leave)
		gone(s, lanes(s), GONE_KILL);
	return 0;
}

/* ---- Ifs ---------------------------------------------------------------- */

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
	/* A side every lane left may leave loops it entered unfinished */
	s->nr_loops = nr_loops;
	return ret;
}

/*
 * The scalars after an if whose sides ended then_end and else_end, the
 * then side's in after_then, the else side's in s->scalars: what each
 * leaves different selected by c (a side every lane left leaves nothing)
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

static int switch_side(struct spv *s, uint32_t sel, const uint32_t *in,
		       uint32_t len, uint32_t i, uint32_t merge,
		       unsigned int depth);

/*
 * An if's else side: the blocks from label, or (cases set) a switch's
 * cases from case next on, on selector sel
 */
struct else_side {
	uint32_t label;
	const uint32_t *cases;
	uint32_t len, next, sel;
};

/*
 * Both sides of a branch on c (0 or not) from the same state, the then
 * side from then_label to merge, the else side as e says, each on its
 * own lanes; then the scalars they leave different selected by c.  The
 * sides' walk results into *then_end and *else_end, the blocks that
 * ended them into *then_last and *else_last (a switch's: none); 0 or -1.
 */
static int both_sides(struct spv *s, uint32_t c, uint32_t then_label,
		      const struct else_side *e, uint32_t merge,
		      unsigned int depth, int *then_end, int *else_end,
		      uint32_t *then_last, uint32_t *else_last)
{
	uint32_t n0 = s->nr_scalars, outer = s->exec;
	uint32_t *before = malloc((n0 ? n0 : 1) * sizeof(*before));
	uint32_t *after_then = malloc((n0 ? n0 : 1) * sizeof(*after_then));
	struct scope sc;
	int ret = -1;

	if (!before || !after_then) {
		spv_fail(s, "out of memory");
		goto out;
	}
	/* A side branching back to its if's header would nest for ever */
	if (s->flat_level >= SPV_MAX_IF_DEPTH) {
		spv_fail(s, "ifs nest more than %u deep", SPV_MAX_IF_DEPTH);
		goto out;
	}
	s->steps += n0 / 64;
	s->flat_level++;
	scope_open(s, &sc);
	memcpy(before, s->scalars, n0 * sizeof(*before));
	*then_end = side(s, then_label, merge, pred_and(s, outer, c),
			 then_last, depth);
	if (*then_end < 0)
		goto out;
	memcpy(after_then, s->scalars, n0 * sizeof(*after_then));
	memcpy(s->scalars, before, n0 * sizeof(*before));
	if (!e->cases) {
		*else_end = side(s, e->label, merge,
				 pred_and(s, outer, pred_not(s, c)), else_last,
				 depth);
	} else {
		s->exec = pred_and(s, outer, pred_not(s, c));
		*else_end = switch_side(s, e->sel, e->cases, e->len, e->next,
					merge, depth);
		s->exec = outer;
	}
	if (*else_end < 0)
		goto out;
	s->flat_level--;
	merge_sides(s, c, n0, after_then, *then_end, *else_end);
	s->exec = pred_less(s, s->exec, scope_close(s, &sc, SCOPE_IF));
	ret = 0;
out:
	free(before);
	free(after_then);
	return ret;
}

/*
 * if (cond) then else, header the block branching: both sides from
 * the same state, then the scalars they leave different selected.
 * 0, 1 when every lane left on both sides (nothing runs after), or -1.
 */
static int flatten(struct spv *s, uint32_t header, const uint32_t *in,
		   uint32_t merge, unsigned int depth)
{
	const struct else_side e = { .label = in[3] };
	uint32_t then_last = header, else_last = header, nc, c;
	const uint32_t *cond = spv_value(s, in[1], &nc);
	int then_end, else_end;

	if (!cond || nc != 1)
		return spv_fail(s, "SPIR-V: a branch on id %u, not a boolean",
				in[1]);
	c = cond[0];
	if (both_sides(s, c, in[2], &e, merge, depth, &then_end, &else_end,
		       &then_last, &else_last))
		return -1;
	s->phi_cond = c;
	s->phi_then = then_end == WALK_EXITED ? 0 : then_last;
	s->phi_else = else_end == WALK_EXITED ? 0 : else_last;
	return then_end == WALK_EXITED && else_end == WALK_EXITED;
}

/* ---- Switches ---------------------------------------------------------- */

/* OpSwitch's case i (literal, label), i < switch_cases(len) */
static uint32_t switch_cases(uint32_t len)
{
	return (len - 3) / 2;
}

/* Where sel is one of the literals whose case goes to case i's label */
static uint32_t switch_cond(struct spv *s, uint32_t sel, const uint32_t *in,
			    uint32_t len, uint32_t i)
{
	uint32_t c = IR_NONE, j;

	for (j = i; j < switch_cases(len); j++)
		if (in[4 + 2 * j] == in[4 + 2 * i])
			c = pred_or(s, c, ir_icmp(s->ir, sel,
						  ir_const(s->ir, in[3 + 2 * j]),
						  IR3_COND_EQ));
	return c;
}

/*
 * A switch on a value not known here, from case i on: if (sel is case
 * i's) case i else (the cases after it), the default last.  Each case is
 * walked from its label to the merge on its own lanes: one falling
 * through walks on into the next case's blocks, as its lanes do; labels
 * an earlier case had are that case.  A walk's result, or -1.
 */
static int switch_side(struct spv *s, uint32_t sel, const uint32_t *in,
		       uint32_t len, uint32_t i, uint32_t merge,
		       unsigned int depth)
{
	struct else_side e = { .cases = in, .len = len, .sel = sel };
	uint32_t last = 0, j;
	int then_end, else_end;

	for (; i < switch_cases(len); i++) {
		for (j = 0; j < i && in[4 + 2 * j] != in[4 + 2 * i]; j++)
			;
		if (j == i)
			break;
	}
	if (i == switch_cases(len))
		return side(s, in[2], merge, s->exec, &last, depth);
	e.next = i + 1;
	if (both_sides(s, switch_cond(s, sel, in, len, i), in[4 + 2 * i], &e,
		       merge, depth, &then_end, &else_end, &last, &last))
		return -1;
	return then_end == WALK_EXITED && else_end == WALK_EXITED ?
	       WALK_EXITED : WALK_BRANCHED;
}

/*
 * OpSwitch: on a selector known here, its case's label (*target);
 * else every case on its lanes, 0, or 1 when every lane left (-1)
 */
static int switch_branch(struct spv *s, const uint32_t *in, uint32_t len,
			 uint32_t merge, uint32_t *target, unsigned int depth)
{
	const uint32_t *sel;
	uint32_t n, k, i;
	int r;

	*target = 0;
	if (len < 3 || (len - 3) % 2)
		return spv_fail(s, "SPIR-V: a switch's cases (32-bit literals only)");
	sel = spv_value(s, in[1], &n);
	if (!sel || n != 1)
		return spv_fail(s, "SPIR-V: a switch on id %u, not a scalar", in[1]);
	if (ir_known(s->ir, sel[0], &k)) {
		*target = in[2];
		for (i = 0; i < switch_cases(len); i++)
			if (in[3 + 2 * i] == k) {
				*target = in[4 + 2 * i];
				break;
			}
		return 0;
	}
	if (!merge)
		return spv_fail(s, "SPIR-V: a switch without its merge");
	r = switch_side(s, sel[0], in, len, 0, merge, depth);
	/* An OpPhi after it would take two sides: none are named */
	s->phi_then = s->phi_else = 0;
	return r < 0 ? -1 : r == WALK_EXITED;
}

/* The constant a one-scalar boolean is, when it is known */
static bool known_condition(struct spv *s, uint32_t id, bool *taken)
{
	const uint32_t *c;
	uint32_t n;

	c = spv_value(s, id, &n);
	return c && n == 1 && known_bool(s, c[0], taken);
}

/*
 * A merge block's OpPhi: the value from the side that came last (one
 * pair when every lane left the other side)
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

/* ---- Functions ------------------------------------------------------------ */

/*
 * OpReturn(Value) of value (0: none): at the function's end (all lanes
 * still there return; those that returned before rejoin), or before it
 * (the lanes running return with what they have)
 */
static int function_return(struct spv *s, uint32_t value, bool at_end)
{
	const uint32_t *v = NULL;
	uint32_t n = 0, i, pred;
	bool first = !s->ret.state;

	if (value) {
		v = spv_value(s, value, &n);
		if (!v)
			return -1;
		if (n > SPV_MAX_COMPS)
			return spv_fail(s, "SPIR-V: a return value");
	}
	if (at_end) {
		if (!first)
			exit_merge(s, &s->ret);
		for (i = 0; i < n; i++)
			s->ret_value[i] = first || i >= s->ret_comps ? v[i] :
				pick(s, s->ret.pred, s->ret_value[i], v[i]);
		s->ret_comps = n;
		return 0;
	}
	pred = lanes(s);
	gone(s, pred, GONE_RETURN);
	if (exit_record(s, &s->ret, pred))
		return -1;
	for (i = 0; i < n; i++)
		s->ret_value[i] = first || i >= s->ret_comps ? v[i] :
			pick(s, pred, v[i], s->ret_value[i]);
	s->ret_comps = n;
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
			spv_id_clear(&s->ids[in[id]]);
		}
		pos += len;
	}
	return spv_fail(s, "SPIR-V: a function without its end");
}

/*
 * A function's body from its first block: when it ends, the scalars
 * and s->ret_value are what it leaves and returns (lanes that returned
 * early rejoined).  0, 1 when every lane calling it discarded, or -1.
 */
static int function_body(struct spv *s, uint32_t label, unsigned int depth)
{
	uint32_t last = 0;

	switch (walk(s, label, 0, &last, depth)) {
	case WALK_RETURNED:
		return 0;
	case WALK_EXITED:
		if (!s->ret.state)
			return 1;
		/* Every lane left, those that returned are all there is */
		exit_take(s, &s->ret);
		return 0;
	default:
		return s->failed ? -1 :
		       spv_fail(s, "SPIR-V: a function that does not return");
	}
}

/*
 * The callee's body from its first block, the caller's returns set
 * aside meanwhile: what it returns into value[] (*n scalars)
 */
static int call_body(struct spv *s, uint32_t label, unsigned int depth,
		     uint32_t *value, uint32_t *n)
{
	struct spv_exit ret = s->ret;
	uint32_t ret_comps = s->ret_comps;
	uint32_t *saved = malloc(sizeof(s->ret_value));
	int r;

	*n = 0;
	if (!saved)
		return spv_fail(s, "out of memory");
	memcpy(saved, s->ret_value, sizeof(s->ret_value));
	s->ret = (struct spv_exit){ .pred = IR_NONE };
	s->ret_comps = 0;
	r = function_body(s, label, depth);
	*n = r ? 0 : s->ret_comps;
	memcpy(value, s->ret_value, *n * sizeof(*value));
	exit_free(&s->ret);
	s->ret = ret;
	s->ret_comps = ret_comps;
	memcpy(s->ret_value, saved, sizeof(s->ret_value));
	free(saved);
	return r;
}

/* OpFunctionCall: the callee's body in place; 1 when it discarded */
static int call(struct spv *s, const uint32_t *in, uint32_t len,
		unsigned int depth)
{
	uint32_t fn = in[3], pos, arg = 4, exec = s->exec, *d, n;
	uint32_t value[SPV_MAX_COMPS];
	struct scope sc;
	int r;

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
	scope_open(s, &sc);
	r = call_body(s, s->w[pos + 1], depth + 1, value, &n);
	/* Lanes the callee discarded are gone here too */
	s->exec = pred_less(s, exec, scope_close(s, &sc, SCOPE_CALL));
	if (r || !n)
		return r;	/* failed, discarded, or void */
	d = spv_new_value(s, in[2], in[1]);
	if (!d)
		return -1;
	memcpy(d, value, (n < s->ids[in[1]].comps ? n : s->ids[in[1]].comps) *
	       sizeof(*d));
	return 0;
}

/* ---- Loops -------------------------------------------------------------- */

/*
 * Gives up on unrolling the innermost loop: the walk fails up to its
 * run_loop(), which walks it again as an IR loop
 */
static int restart(struct spv *s, const char *why)
{
	if (s->nr_loops && !s->loops[s->nr_loops - 1].real) {
		s->restart = true;
		s->restart_loop = s->nr_loops - 1;
	}
	return spv_fail(s, "%s", why);
}

/* The lanes pred leave the innermost loop into e: a break, a continue */
static int leave_loop(struct spv *s, struct spv_exit *e, uint32_t pred)
{
	if (exit_record(s, e, pred))
		return -1;
	gone(s, pred, GONE_BREAK);
	return 1;
}

/*
 * A branch to target: 1 when the lanes running leave the innermost loop
 * by it (a real loop's break, or its continue from inside an if), 0
 * when it is an ordinary branch (an unrolled loop's back edge, say)
 */
static int loop_target(struct spv *s, uint32_t target)
{
	struct spv_loop *l;
	uint32_t k;

	if (!s->nr_loops)
		return 0;
	for (k = 0; k + 1 < s->nr_loops; k++)
		if (target == s->loops[k].merge || target == s->loops[k].cont ||
		    target == s->loops[k].header)
			return spv_fail(s, "SPIR-V: a branch out of nested loops");
	l = &s->loops[s->nr_loops - 1];
	if (target == l->merge) {
		if (l->real)
			return leave_loop(s, &l->brk, lanes(s));
		return restart(s, "a break or continue under a condition not known at compile time");
	}
	if (target == l->cont && l->cont != l->header &&
	    l->flat_level != s->flat_level) {
		if (l->real)
			return leave_loop(s, &l->cnt, lanes(s));
		return restart(s, "a break or continue under a condition not known at compile time");
	}
	if (target == l->header) {
		if (l->real)
			return spv_fail(s, "SPIR-V: a back edge not from the loop's continue construct");
		if (l->flat_level != s->flat_level)
			return restart(s, "a break or continue under a condition not known at compile time");
	}
	return 0;
}

/*
 * A conditional branch that is no if's (no OpSelectionMerge), on a
 * condition c not known here: a loop's own (its condition, a do-while's
 * back edge).  The lanes going to the loop's merge break, those going to
 * its continue target from the body continue; the rest go on to *next.
 * 0, 1 when none go on, or -1.
 */
static int loop_branch(struct spv *s, uint32_t c, const uint32_t *targets,
		       uint32_t stop, uint32_t *next)
{
	struct spv_loop *l = s->nr_loops ? &s->loops[s->nr_loops - 1] : NULL;
	uint32_t pred[2], on = IR_NONE, k;
	bool going = false;

	if (!l)
		return spv_fail(s, "SPIR-V: a branch outside a structured if");
	if (!l->real)
		return restart(s, "a loop whose condition is not known at compile time");
	pred[0] = pred_and(s, s->exec, c);
	pred[1] = pred_and(s, s->exec, pred_not(s, c));
	for (k = 0; k < 2; k++) {
		uint32_t t = targets[k];
		struct spv_exit *e = t == stop ? NULL :
				     t == l->merge ? &l->brk :
				     t == l->cont && l->cont != l->header ?
				     &l->cnt : NULL;

		if (e) {
			if (leave_loop(s, e, pred[k]) < 0)
				return -1;
			continue;
		}
		if (going)
			return spv_fail(s, "SPIR-V: a branch outside a structured if");
		going = true;
		*next = t;
		on = pred[k];
	}
	if (!going)
		return 1;
	s->exec = on;
	return 0;
}

/* What a loop's walk changes, to walk it again from where it began */
struct snapshot {
	uint32_t *scalars, n;
	uint32_t exec, gone_all, gone_fn, gone_kill;
	struct spv_exit ret;
	uint32_t ret_value[SPV_MAX_COMPS], ret_comps;
	uint32_t flat_level, ir_n, ir_loops;
};

static int snapshot_take(struct spv *s, struct snapshot *sn)
{
	memset(sn, 0, sizeof(*sn));
	sn->n = s->nr_scalars;
	sn->scalars = malloc((sn->n ? sn->n : 1) * sizeof(*sn->scalars));
	if (!sn->scalars || exit_copy(s, &sn->ret, &s->ret)) {
		free(sn->scalars);
		sn->scalars = NULL;
		return spv_fail(s, "out of memory");
	}
	s->steps += sn->n / 64;
	memcpy(sn->scalars, s->scalars, sn->n * sizeof(*sn->scalars));
	sn->exec = s->exec;
	sn->gone_all = s->gone_all;
	sn->gone_fn = s->gone_fn;
	sn->gone_kill = s->gone_kill;
	memcpy(sn->ret_value, s->ret_value, sizeof(sn->ret_value));
	sn->ret_comps = s->ret_comps;
	sn->flat_level = s->flat_level;
	sn->ir_n = s->ir->n;
	sn->ir_loops = s->ir->nr_loops;
	return 0;
}

/*
 * Back to the snapshot, loop k innermost again; what the walk made in
 * the IR stays but for its loops, phis and kills
 */
static int snapshot_restore(struct spv *s, const struct snapshot *sn,
			    uint32_t k)
{
	s->failed = false;
	s->restart = false;
	s->out->error[0] = 0;
	memcpy(s->scalars, sn->scalars, sn->n * sizeof(*sn->scalars));
	s->exec = sn->exec;
	s->gone_all = sn->gone_all;
	s->gone_fn = sn->gone_fn;
	s->gone_kill = sn->gone_kill;
	exit_free(&s->ret);
	if (exit_copy(s, &s->ret, &sn->ret))
		return -1;
	memcpy(s->ret_value, sn->ret_value, sizeof(s->ret_value));
	s->ret_comps = sn->ret_comps;
	s->flat_level = sn->flat_level;
	s->nr_loops = k + 1;
	exit_free(&s->loops[k].brk);
	exit_free(&s->loops[k].cnt);
	s->loops[k].iterations = 0;
	ir_loops_drop(s->ir, sn->ir_loops, sn->ir_n);
	return 0;
}

static void snapshot_free(struct snapshot *sn)
{
	free(sn->scalars);
	exit_free(&sn->ret);
}

/*
 * The phis for the scalars s->scalars[0..n) of the variables, in phis
 * (one not written yet enters as zero: anything, and 0 is a thing)
 */
static void loop_phis(struct spv *s, uint32_t lp, uint32_t n, uint32_t zero,
		      const bool *keep, uint32_t nkeep, uint32_t *phis)
{
	uint32_t i;

	s->steps += n / 64;
	for (i = 0; i < n; i++) {
		phis[i] = IR_NONE;
		if (!s->var_scalar[i] || (i < nkeep && keep[i]))
			continue;
		phis[i] = ir_phi(s->ir, lp, s->scalars[i] != IR_NONE ?
				 s->scalars[i] : zero);
		s->scalars[i] = phis[i];
	}
}

/*
 * One iteration's walk: the body to the continue target, the lanes that
 * continued rejoining there, then the continue construct to the back
 * edge.  The lanes that go round again, or IR_NONE.
 */
static int loop_iteration(struct spv *s, struct spv_loop *l,
			  unsigned int depth, uint32_t *again)
{
	uint32_t last = 0, reach;
	int r = walk(s, l->header, l->cont, &last, depth);

	if (r < 0)
		return -1;
	reach = r == WALK_BRANCHED ? lanes(s) : IR_NONE;
	if (l->cnt.state) {
		if (reach == IR_NONE)
			exit_take(s, &l->cnt);
		else
			exit_merge(s, &l->cnt);
		reach = pred_or(s, reach, l->cnt.pred);
	}
	*again = reach;
	/* A loop whose header continues it: the walk ended at the back edge */
	if (reach == IR_NONE || l->cont == l->header)
		return 0;
	s->exec = reach;
	r = walk(s, l->cont, l->header, &last, depth);
	if (r < 0)
		return -1;
	*again = r == WALK_BRANCHED ? lanes(s) : IR_NONE;
	return 0;
}

/*
 * The loop as an IR loop: its body walked once, the lanes that broke
 * rejoining at its end with theirs; the lanes still there repeat it.
 * Each scalar of the variables that keep[] does not hold is a phi; one
 * it holds keeps the value it enters with, so that what depends on it
 * stays known (an inner loop's bound, an index).  *changed: how many of
 * those the body changed after all (keep[] cleared for them: the walk
 * must be made again).
 */
static int real_loop(struct spv *s, struct spv_loop *l, unsigned int depth,
		     bool *keep, uint32_t nkeep, uint32_t *changed)
{
	uint32_t n0 = s->nr_scalars, entry = s->exec, lp, active, again, i;
	uint32_t zero = ir_const(s->ir, 0);
	uint32_t *phis = malloc((n0 ? n0 : 1) * sizeof(*phis));
	uint32_t *kept = malloc((n0 ? n0 : 1) * sizeof(*kept));
	struct scope sc;
	int r = -1;

	*changed = 0;
	if (!phis || !kept) {
		spv_fail(s, "out of memory");
		goto out;
	}
	l->real = true;
	memcpy(kept, s->scalars, n0 * sizeof(*kept));
	active = lanes(s);
	lp = ir_loop_begin(s->ir);
	if (lp == IR_NONE) {
		spv_fail(s, "%s", s->ir->error);
		goto out;
	}
	active = ir_phi(s->ir, lp, active);
	loop_phis(s, lp, n0, zero, keep, nkeep, phis);
	scope_open(s, &sc);
	s->exec = active;
	if (loop_iteration(s, l, depth, &again))
		goto out;
	if (l->brk.state) {
		if (again == IR_NONE)
			exit_take(s, &l->brk);
		else
			exit_merge(s, &l->brk);
	}
	/* None go round again when every lane left every way */
	if (again == IR_NONE)
		again = ir_const(s->ir, 0);
	for (i = 0; i < n0; i++)
		if (phis[i] != IR_NONE)
			ir_phi_close(s->ir, phis[i], s->scalars[i]);
	ir_phi_close(s->ir, active, again);
	ir_loop_end(s->ir, lp, again);
	s->exec = pred_less(s, entry, scope_close(s, &sc, SCOPE_LOOP));
	for (i = 0; i < n0 && i < nkeep; i++)
		if (keep[i] && s->var_scalar[i] && s->scalars[i] != kept[i]) {
			keep[i] = false;
			(*changed)++;
		}
	r = 0;
out:
	free(phis);
	free(kept);
	exit_free(&l->brk);
	exit_free(&l->cnt);
	return r;
}

/* Walks of a loop that find more variables it changes, at most */
#define SPV_MAX_LOOP_WALKS	4

/*
 * The loop as an IR loop, from the snapshot sn of where it began: first
 * with no phis (every variable keeps its value), then with phis for the
 * variables the walks find changed, until none are found; else (too
 * many walks, or one failed where the values entering were kept) with a
 * phi for each.  0 or -1.
 */
static int ir_loop(struct spv *s, struct spv_loop *l, uint32_t k,
		   const struct snapshot *sn, unsigned int depth)
{
	bool *keep = malloc((sn->n ? sn->n : 1) * sizeof(*keep));
	uint32_t changed = 0, walks;
	bool all = false;
	int r = -1;

	if (!keep)
		return spv_fail(s, "out of memory");
	memset(keep, 1, sn->n * sizeof(*keep));
	for (walks = 0;; walks++) {
		if (snapshot_restore(s, sn, k))
			break;
		r = real_loop(s, l, depth, keep, sn->n, &changed);
		if ((r >= 0 && !changed) || (r < 0 && all))
			break;
		if (r < 0 || walks + 1 == SPV_MAX_LOOP_WALKS) {
			memset(keep, 0, sn->n * sizeof(*keep));
			all = true;
		}
	}
	free(keep);
	return r;
}

/*
 * The loop whose header block is header, entered: unrolled, else an IR
 * loop.  0 to go on at its merge block, 1 when every lane left, -1.
 */
static int run_loop(struct spv *s, uint32_t header, unsigned int depth)
{
	const struct spv_id *h = &s->ids[header];
	uint32_t k = s->nr_loops, last = 0;
	struct spv_loop *l;
	struct snapshot sn;
	int r;

	if (k == SPV_MAX_LOOP_DEPTH)
		return spv_fail(s, "loops nest too deep");
	l = &s->loops[k];
	if (h->merge >= s->bound || s->ids[h->merge].kind != SPV_LABEL ||
	    h->cont >= s->bound || s->ids[h->cont].kind != SPV_LABEL ||
	    h->merge == header)
		return spv_fail(s, "SPIR-V: a loop's merge or continue block");
	if (snapshot_take(s, &sn))
		return -1;
	*l = (struct spv_loop){ .header = header, .merge = h->merge,
				.cont = h->cont, .flat_level = s->flat_level,
				.brk = { .pred = IR_NONE },
				.cnt = { .pred = IR_NONE } };
	s->nr_loops = k + 1;
	r = walk(s, header, l->merge, &last, depth);
	if (r < 0 && s->restart && s->restart_loop == k)
		r = ir_loop(s, l, k, &sn, depth);
	snapshot_free(&sn);
	exit_free(&l->brk);
	exit_free(&l->cnt);
	s->nr_loops = k;
	return r < 0 ? -1 : r == WALK_EXITED;
}

/*
 * The block *label is entered: a loop's header runs the loop, then its
 * merge block is entered; the innermost unrolled loop's header begins an
 * iteration.  0 to walk *label's block, 1 when every lane left, 2 when a
 * loop's merge block is stop (*last: the loop's header), or -1.
 */
static int enter(struct spv *s, uint32_t *label, uint32_t stop,
		 uint32_t *last, unsigned int depth)
{
	for (;;) {
		struct spv_loop *l = s->nr_loops ?
				     &s->loops[s->nr_loops - 1] : NULL;
		uint32_t header = *label;
		int r;

		if (header >= s->bound || !s->ids[header].loop_header)
			return 0;
		if (l && l->header == header) {
			if (!l->real && ++l->iterations > SPV_MAX_ITERATIONS)
				return restart(s, "a loop of more than 256 iterations");
			return 0;
		}
		r = run_loop(s, header, depth);
		if (r)
			return r;
		*label = s->ids[header].merge;
		if (stop && *label == stop) {
			*last = header;
			return 2;
		}
	}
}

/* ---- The walk --------------------------------------------------------- */

/* Where a walk goes after enter() said r (see enter()) */
static int entered(int r)
{
	return r < 0 ? -1 : r == 1 ? WALK_EXITED : WALK_BRANCHED;
}

/*
 * Runs from the block label until a branch to stop (*last: the block
 * that took it), or until the function returns (stop 0 only); a return
 * before a stop is lanes leaving early
 */
static int walk(struct spv *s, uint32_t label, uint32_t stop,
		uint32_t *last, unsigned int depth)
{
	uint32_t merge = 0, target = 0;
	const uint32_t *c;
	bool taken;
	size_t pos;
	int r, ret;

	r = enter(s, &label, stop, last, depth);
	if (r)
		return entered(r);
	if (block_start(s, label, &pos))
		return -1;
	while (!s->failed) {
		const uint32_t *in = &s->w[pos];
		uint32_t len, op, n;

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
			break;		/* the loop was entered at its header */
		case SpvOpBranchConditional:
			if (len < 4)
				return spv_fail(s, "SPIR-V: short instruction");
			if (known_condition(s, in[1], &taken)) {
				target = taken ? in[2] : in[3];
				merge = 0;
				goto jump;
			}
			if (!merge) {
				c = spv_value(s, in[1], &n);
				if (!c || n != 1)
					return spv_fail(s, "SPIR-V: a branch on id %u, not a boolean",
							in[1]);
				r = loop_branch(s, c[0], &in[2], stop, &target);
				if (r)
					return r < 0 ? -1 : WALK_EXITED;
				goto jump;
			}
			r = flatten(s, label, in, merge, depth);
			if (r)
				return r < 0 ? -1 : WALK_EXITED;
flattened:
			label = merge;
			merge = 0;
			if (stop && label == stop) {
				*last = label;
				return WALK_BRANCHED;
			}
			goto enter_block;
		case SpvOpBranch:
			if (len < 2)
				return spv_fail(s, "SPIR-V: short instruction");
			target = in[1];
jump:
			if (stop && target == stop) {
				*last = label;
				return WALK_BRANCHED;
			}
			r = loop_target(s, target);
			if (r)
				return r < 0 ? -1 : WALK_EXITED;
			label = target;
enter_block:
			r = enter(s, &label, stop, last, depth);
			if (r)
				return entered(r);
			if (block_start(s, label, &pos))
				return -1;
			continue;
		case SpvOpReturn:
		case SpvOpReturnValue:
			if (function_return(s, op == SpvOpReturnValue &&
					    len >= 2 ? in[1] : 0, !stop))
				return -1;
			return stop ? WALK_EXITED : WALK_RETURNED;
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
			r = switch_branch(s, in, len, merge, &target, depth);
			if (r)
				return r < 0 ? -1 : WALK_EXITED;
			if (target) {
				merge = 0;
				goto jump;
			}
			goto flattened;
		case SpvOpKill:
		case SpvOpTerminateInvocation:
			return discard(s, true) ? -1 : WALK_EXITED;
		case SpvOpDemoteToHelperInvocation:
			if (discard(s, false))
				return -1;
			break;
		case SpvOpLabel:
		case SpvOpFunctionEnd:
		case SpvOpUnreachable:
			return spv_fail(s, "SPIR-V: a block without its branch");
		default:
			if (spv_reserve(s))
				return -1;
			s->ir->relaxed_ctx = relaxed_result(s, in, len);
			ret = spv_instruction(s, in, len);
			s->ir->relaxed_ctx = false;
			if (ret)
				return -1;
			break;
		}
		pos += len;
	}
	return -1;
}

int spv_run_entry(struct spv *s)
{
	uint32_t pos;

	if (s->entry >= s->bound || s->ids[s->entry].kind != SPV_FUNCTION)
		return spv_fail(s, "SPIR-V: the entry point is not a function");
	pos = s->ids[s->entry].pos;
	pos += s->w[pos] >> 16;
	if (pos + 1 >= s->n || (s->w[pos] & 0xffff) != SpvOpLabel)
		return spv_fail(s, "SPIR-V: the entry point has no body");
	/* 1: discarded everywhere, nothing is written */
	return function_body(s, s->w[pos + 1], 0) < 0 ? -1 : 0;
}
