"""Error bounds that follow the data through a whole program.

Two correct implementations of a program differ at an output by more than the output op's own
tolerance: every op on the way rounds differently, and each op passes the differences of its
operands on, amplified or damped. `PropagatingInterpreter` evaluates a function like the
reference interpreter and carries, beside each tensor value v, a float64 array T(v) of the same
shape: a bound on |v' - v| for the value v' any conforming implementation computes there.

    T(result) = propagated(op, operands, T(operands)) + own(op, result)
                + [propagated > 0] * spacing(result)

- `propagated` is the op's sensitivity (`SENSITIVITY`): how far the exact result can move when
  each operand x moves within [x - T(x), x + T(x)]. Elementwise ops use the worst derivative over
  that interval (add: T0 + T1; multiply: |x1| T0 + |x0| T1 + T0 T1; exp: |r| expm1(T); tanh:
  T (1 - tanh^2) at the interval's end nearest 0, ...); ops that only move elements move the
  bounds (an index operand must be exact); dot_general and convolution are bilinear:
  op(|A|, T(B)) + op(T(A), |B|) + op(T(A), T(B)); a reduction sums (add) or takes the largest
  (max, min) of its inputs' bounds.
- `own` is the op's own allowance for exact operands (`allowance(op, i, result)`: for the
  oracles, the op's tolerance rule in ULPs of the result, widened by a result_accuracy
  TOLERANCE the op states (atol + rtol |result|, its ulps) or narrowed to 1 ULP by HIGHEST,
  plus the summation-order bound of reference/bounds.py for accumulating ops).
- The last term is the rounding of a different exact value: two results that differ by d before
  rounding differ by up to d + one ULP after.

Discrete results are bounds too: a comparison, floor, sign or float-to-integer conversion whose
input interval straddles a threshold gets the size of the jump (1 for a flipped predicate); a
select on such a predicate is off by up to |on_true - on_false|; a while whose condition or an
if / case whose selector is uncertain makes its results unbounded (inf). Elements where an op's
declared Unspecified condition holds are NaN in T and stay NaN in everything they feed (masked).
An op without a sensitivity rule gives an exact result exact operands, and inf otherwise.

Exact stays exact: integer, boolean, comparison and data-movement paths from exact values keep
T = 0.

The bound is sound op by op but blind to correlations (softmax does not change when all its
logits shift; a normalisation divides an error by a sum carrying the same error), so
`evaluate_with_totals` tightens it: SAMPLES signed deviations ride beside each value (float64;
float32 for large values of f32 and narrower types, `_narrow_value`), carried through each op's
linearisation (`LINEAR`) plus the op's own rounding drawn uniformly within its allowance (Monte
Carlo arithmetic, per op), and the tolerance is min(T, SAFETY x the largest sampled deviation +
2 ULP), except where T is infinite or a discrete decision upstream may flip.
`PerturbedInterpreter` is the same arithmetic as whole perturbed evaluations (a test checks
that the two agree).
"""
from __future__ import annotations

import cmath
import functools
import math
import weakref
from dataclasses import dataclass
from typing import Callable

import numpy as np

from spec.build import tensor_type
from spec.ops import registered

from . import values
from .bounds import BOUNDS, MOVED, BoundingInterpreter, selection_body
from .errors import EvaluationError
from .interpreter import Interpreter, _relevant_unspecified, attribute_value, group_operands
from .ops.registry import IMPLEMENTATIONS
from .ops import sdy
from .ops import shape as shape_ops
from .ops.conversion import float_inexact
from .ops.gather_scatter import scatter_landing
from .ops.linalg import convolution_wide, dot_general_wide
from .ops.reduction import WindowPlan, by_windows, extended, window_positions
from .ops.sort import compared_input
from .values import QuantizedTensor, element_type_of, kind, spacing

SENSITIVITY: dict[str, Callable] = {}
"""op name -> fn(op, xs, ts, results) -> [propagated bound per result]: `xs` the operands
widened (float64 / complex128), `ts` their bounds, `results` the op's results as computed."""

ZERO = np.zeros(())
ZERO.flags.writeable = False
"""A shared exact bound or allowance (read-only: broadcast, never written)."""


ZERO32 = np.zeros((), np.float32)
ZERO32.flags.writeable = False
"""ZERO for float32 deviations (a float64 0-d array would make what it meets float64)."""


@functools.lru_cache(maxsize=4096)
def zeros(shape: tuple, narrow: bool = False) -> np.ndarray:
    """ZERO (ZERO32 if `narrow`) broadcast to `shape` (read-only), made once per shape:
    np.broadcast_to costs tens of microseconds, as much as a small op, and every exact value
    needs one or two."""
    return np.broadcast_to(ZERO32 if narrow else ZERO, shape)

_VALUES = (np.ndarray, QuantizedTensor)
_KNOWN = (np.ndarray, QuantizedTensor, np.generic)
"""The values that have a Total (results), and the operands looked up (a numpy scalar has none:
unknown)."""

UNSET = object()
"""A mask not computed yet (None means: no Unspecified condition holds)."""

BIG = 1e300
"""Stands for an infinite bound inside bilinear sums, so that 0 * inf is 0 there (an exact zero
factor), not NaN (masked)."""

INHERITED = frozenset({"func.call", "stablehlo.while", "stablehlo.if", "stablehlo.case",
                       "stablehlo.composite", "stablehlo.optimization_barrier",
                       "stablehlo.get_tuple_element", "stablehlo.tuple"}
                      | {f"sdy.{name}" for name in sdy.IDENTITIES}
                      | {"sdy.func_data_flow_edge", "sdy.named_computation",
                         "sdy.manual_computation"})
"""Ops whose results are values computed inside them (regions, callees) or passed through: their
bounds were recorded when those values were made."""

ROUNDED_IN_PROGRAMS = ("convert/float-inexact",)
"""Unspecified conditions that a program's bound takes as a rounding to either neighbouring value
of the result type (one ULP of the result, any direction) instead of masking the element: the
spec leaves an inexact float conversion to be determined (#180), every implementation the suite
knows rounds it (to nearest or toward zero), and masking it would leave every mixed-precision
program (f32 -> bf16 -> f32, an f16 softmax) with nothing judged downstream. A single convert's
own output keeps the op's rule (undefined there; the strict profile's recommended tier)."""

GRID_REDUCTIONS = frozenset({"stablehlo.all_reduce", "stablehlo.reduce_scatter"})
"""The collectives whose results on a grid get reduce's bound (reports.cases.grid_bounds), so
that their schedule condition is covered too (COVERED_BY_BOUNDS)."""

WRAPPED_IN_PROGRAMS = ("/integer-overflow", "convert/integer-out-of-range")
"""Unspecified conditions that a program's bound takes as the reference computes them, two's
complement wrap-around, instead of masking the element: the spec leaves integer overflow
implementation-defined (its Errors section), every implementation the suite knows wraps, and
programs rely on it (jax's threefry random bits are u32 sums and products that wrap), so masking
it left everything downstream of a random key unjudged. A single op's own output keeps its
rule (the element masked)."""

GAUGES: dict[str, Callable] = {}
"""reference/propagation_gauge.py's functions (it fills this table when the package imports it):
`after(interpreter, op, operands, results)` gives the results of an op gauges (the signs a
factor's implementation may choose) and adjusts their bounds; `outputs(interpreter, outputs,
totals)` widens the Totals of outputs whose sign is the implementation's choice."""

COVERED_BY_BOUNDS = ("float-schedule", "/schedule")
"""Unspecified conditions (id suffixes) of accumulating ops that their error bound covers: the
summation order (a collective's schedule: reports.cases.grid_bounds) is not a mask when the
bound admits every order."""


def _registrar(table: dict):
    """A decorator factory: `@decorator(*names)` registers a function in `table` under each
    op's full name (a mnemonic names a stablehlo op, `chlo.erf` another dialect's; checked
    against spec.ops)."""
    def decorator(*names: str):
        def register(fn):
            for name in names:
                table[registered(name, fn.__module__)] = fn  # a mnemonic: stablehlo
            return fn
        return register
    return decorator


sensitivity = _registrar(SENSITIVITY)
"""`@sensitivity(*mnemonics)`: the decorated function is those ops' sensitivity."""


# --- the interpreter ---------------------------------------------------------------------------

@dataclass(slots=True)
class Total:
    """T of a value (float64, its shape), the number of ops on the longest path from the
    function's arguments and constants to it, and whether the op that made it had an operand
    with a nonzero T (`fed`: else the op's own rule judges it alone). For the outputs of
    evaluate_with_totals, `total` is the tolerance and `bound` the propagated bound. Read-only
    by convention, not frozen: one is made for every value of a program, and a frozen
    dataclass's __init__ cost twice as much as a plain one's, a few percent of a bounded
    evaluation."""

    total: np.ndarray
    ops: int
    fed: bool
    bound: np.ndarray | None = None  # the propagated bound, when `total` is tightened
    samples: int = 0  # the stochastic evaluations that tightened it
    flips: np.ndarray | None = None  # where a discrete decision upstream may go either way
    legacy: np.ndarray | None = None  # reference/bounds.py's bound of a value not `fed`
    exact: bool = False  # T is zero everywhere
    spacing: np.ndarray | None = None  # a multiply's result's spacing, from _own (_contracted)
    unsampled: np.ndarray | None = None  # an infinite bound whose cause the samples miss


class PropagatingInterpreter(BoundingInterpreter):
    """A BoundingInterpreter that also records T (see the module docstring) and the number of ops
    on the longest path to each value. `allowance(op, i, result)`: op's own allowance on result
    i for exact operands, (ULPs of the result, a tolerance relative to max(1, |result|)), or
    with a result_accuracy TOLERANCE the op states also (atol, rtol), added as atol + rtol
    |result|; the same for every evaluation of the op (it is asked once per op)."""

    def __init__(self, module, allowance: Callable | None = None, process=None, *,
                 samples: int = 0, seed: int = 0, log_own: bool = False,
                 lowered: Callable | None = None):
        super().__init__(module, process)
        self._allowance = allowance or accumulation_allowance
        self._totals: dict[int, tuple[object, Total]] = {}
        self._conditions: dict[int, bool] = {}
        self._allowances: dict[tuple[int, int], tuple[object, tuple[float, float]]] = {}
        self.own_log: dict[int, tuple[object, list]] | None = {} if log_own else None
        """With `log_own`: id(op) -> (op, [own allowances of each execution, in order]), for a
        PerturbedInterpreter."""
        self._devs: dict[int, tuple[object, np.ndarray | None, bool]] = {}
        self._windows: dict[int, tuple] = {}  # per reduce_window: (op, shape, WindowPlan)
        self._maskless: dict[int, object] = {}  # id -> op, for ops _mask found no condition of
        self._contractions: dict[int, tuple] = {}  # id -> (op, _contracting(op))
        self._seed, self._rng = seed, None  # the generator: made at the first pool not cached
        self._pool, self._pool_at = np.zeros(0), 0  # draws made ahead
        self._pools: tuple = ()  # the sizes of the pools drawn so far (the key of the next)
        self._after = None  # the generator's state after the last pool, when it came cached
        self._samples = samples
        self._gauges = None  # the sign gauges (reference/propagation_gauge.py), once a factor
        self._undecided: tuple = (None, None)  # (op, where its selection may flip), _selected
        self._rounding: tuple = (None, None, None)  # (op, operand, mask): _rounded's latest
        self._fallback: tuple | None = None  # the other path's (totals, devs) (_swap)
        self._other: dict | None = None if lowered is None else {
            "_allowance": lowered, "_totals": {}, "_devs": {}, "_allowances": {},
            "_conditions": {}, "_rng": None, "_pool": self._pool, "_pool_at": 0, "_pools": (),
            "_after": None, "_undecided": (None, None),
            "_fallback": (self._totals, self._devs)}
        """With `lowered` (a second allowance: the lowered path's), the bounds and samples of that
        path, recorded in the same evaluation (`lowered_totals`): its own state, whose values
        are the first path's wherever it recorded none (`_fallback`). An op is propagated on
        the second path only where that can differ (`_differs`): an operand it recorded, a
        different allowance, or noise drawn elsewhere in the pools; the ops before the first one
        whose allowance differs cost nothing twice."""

    def total_of(self, value) -> Total | None:
        """The Total of a value, None when none was recorded."""
        entry = _entry(self._totals, self._fallback and self._fallback[0], value)
        return None if entry is None else entry[1]

    def lowered_totals(self, outputs: list) -> list:
        """The Totals of `outputs` on the second path (`lowered`), tightened by its samples as
        evaluate_with_totals tightens them."""
        self._swap()
        try:
            return self._tightened_totals(outputs)
        finally:
            self._swap()

    def _tightened_totals(self, outputs: list) -> list:
        totals = [self.total_of(o) for o in outputs]
        if self._samples:
            totals = [_tightened(t, spread(self.dev_of(o)), o, self._samples)
                      if isinstance(o, np.ndarray) else t for t, o in zip(totals, outputs)]
        if self._gauges is not None:  # an output whose sign the implementation chooses
            totals = GAUGES["outputs"](self, outputs, totals)
        return totals

    def _swap(self) -> None:
        """Exchanges the state of the first path with the second's (`_other`)."""
        other = self._other
        for name in _PATH_STATE:
            mine = getattr(self, name)
            setattr(self, name, other[name])
            other[name] = mine

    def _set(self, value, total, depth: int, fed: bool = False, flips=None,
             legacy=None, exact: bool | None = None, spacing=None) -> None:
        total = np.asarray(total, np.float64)
        self._totals[id(value)] = (self._ref(value), Total(
            total, depth, fed, flips=flips, legacy=legacy,
            exact=not np.count_nonzero(total) if exact is None else exact, spacing=spacing))

    def _record_argument(self, x) -> None:
        if isinstance(x, (list, tuple)):
            for item in x:
                self._record_argument(item)
        elif isinstance(x, np.ndarray):
            self._set(x, np.zeros(x.shape), 0, legacy=np.zeros(x.shape))
            self._set_dev(x, zeros((self._samples,) + x.shape, _narrow_value(x)), zero=True)
        elif isinstance(x, QuantizedTensor):
            self._set(x, np.zeros(np.shape(x.storage)), 0)

    def call_with_totals(self, name: str, args: list):
        """(outputs, the accumulation bounds of reference/bounds.py (`legacy`), [Total or None
        per output])."""
        for a in args:
            self._record_argument(a)
        outputs = self.call(name, args)
        totals = [self.total_of(o) for o in outputs]
        return outputs, [t.legacy if t is not None else None for t in totals], totals

    def call(self, name: str, args: list) -> list:
        with np.errstate(all="ignore"):  # bounds overflow to inf and 0 * inf is NaN by design
            return super().call(name, args)

    def run_region(self, region, args: list) -> list:
        results = super().run_region(region, args)
        if id(region) in self._conditions and results:
            known = self.total_of(results[0])
            if known is None or np.any(known.total != 0):  # NaN (masked) counts as uncertain
                self._conditions[id(region)] = True
        other = self._other
        if other is not None and id(region) in other["_conditions"] and results:
            entry = _entry(other["_totals"], self._totals, results[0])
            if entry is None or np.any(entry[1].total != 0):
                other["_conditions"][id(region)] = True
        return results

    def run_op(self, op, operands: list) -> list:
        other = self._other
        if other is None and op.name != "stablehlo.while":  # most ops: one path, no loop
            results = Interpreter.run_op(self, op, operands)
            self._propagate(op, operands, results, False)
            self._gauged(op, operands, results)
            return results
        if op.name == "stablehlo.while":
            self._conditions[id(op.regions[0])] = False
            if other is not None:
                other["_conditions"][id(op.regions[0])] = False
        uncertain = uncertain_other = False
        try:
            results = Interpreter.run_op(self, op, operands)
            if op.name == "stablehlo.while":
                uncertain = self._conditions.get(id(op.regions[0]), False)
                if other is not None:
                    uncertain_other = other["_conditions"].get(id(op.regions[0]), False)
        finally:
            if op.name == "stablehlo.while":
                self._conditions.pop(id(op.regions[0]), None)
                if other is not None:
                    other["_conditions"].pop(id(op.regions[0]), None)
        if other is None:
            self._propagate(op, operands, results, uncertain)
            self._gauged(op, operands, results)
            return results
        cursor = (self._pools, self._pool_at)
        self._propagate(op, operands, results, uncertain)
        self._gauged(op, operands, results)
        if self._differs(op, operands, results, cursor, uncertain != uncertain_other):
            self._swap()
            try:
                self._propagate(op, operands, results, uncertain_other)
                self._gauged(op, operands, results)
            finally:
                self._swap()
        else:  # the same as the first path's, noise included: its pools' cursor follows
            other["_pool"], other["_pool_at"] = self._pool, self._pool_at
            if other["_pools"] != self._pools:
                other["_pools"], other["_rng"] = self._pools, None
                other["_after"] = self._after if self._rng is None else \
                    self._rng.bit_generator.state
        return results

    def _gauged(self, op, operands, results) -> None:
        """The sign gauges of factors unique up to signs (GAUGES: reference/propagation_gauge.py),
        for the programs that compute such a factor (nothing to do in the others)."""
        if (self._gauges is not None or op.name == "stablehlo.custom_call") \
                and op.name not in INHERITED and GAUGES:
            GAUGES["after"](self, op, operands, results)

    def _differs(self, op, operands, results, cursor, loop: bool) -> bool:
        """Whether the second path's bounds or samples of the op's results may differ from the
        first path's: an operand has its own on the second path, or (ops that pass values
        computed inside them on, INHERITED) a result, or a loop's condition differs (`loop`);
        an allowance differs, or the noise would be drawn elsewhere (`cursor`: the first path's
        pools and position before the op)."""
        other = self._other
        totals, devs = other["_totals"], other["_devs"]
        if op.name in INHERITED:
            return loop or any(id(x) in totals or id(x) in devs
                               for x in list(operands) + list(results))
        if cursor != (other["_pools"], other["_pool_at"]):
            return True
        for x in operands:
            if id(x) in totals or id(x) in devs:
                return True
        for i, r in enumerate(results):
            if isinstance(r, np.ndarray) and _inexact(r.dtype) and self._allowance_of(
                    op, i, r) != _allowance(other, op, i, r):
                return True
        return False

    # -- one op -----------------------------------------------------------------------------

    def _propagate(self, op, operands, results, uncertain: bool) -> None:
        for r in results:
            if isinstance(r, _VALUES):
                break
        else:
            return
        # the operands' Totals (total_of, inlined: this runs for every op), what they share
        totals, fallback = self._totals, self._fallback and self._fallback[0]
        known, unknown, exact, flipless, depth = [], False, True, True, 0
        for x in operands:
            if not isinstance(x, _KNOWN):
                continue
            entry = totals.get(id(x))
            if entry is None and fallback:
                entry = fallback.get(id(x))
            if entry is None or entry[0]() is not x:  # a numpy scalar: unknown
                known.append(None)
                unknown = True
                continue
            k = entry[1]
            known.append(k)
            exact = exact and k.exact
            flipless = flipless and k.flips is None
            depth = k.ops if k.ops > depth else depth
        if op.name in INHERITED:
            self._inherit(op, operands, results, known, uncertain)
            return
        if unknown:
            return  # inside a region run element by element: its op bounds the whole
        depth += op.name != "stablehlo.constant"
        mask = UNSET
        if exact and flipless and self.own_log is None and op.name not in BOUNDS and \
                self._exact_own(op, operands, results):
            mask = self._mask(op, operands)  # asked once: the conditions cost like the op
            if mask is None:
                self._exactly(op, operands, results, depth, known)
                return
        ts = [k.total for k in known]
        xs = None if exact or any(isinstance(x, QuantizedTensor) for x in operands) else (
            () if op.name in UNREAD_OPERANDS else  # once for both uses, where they are read
            [_wide(x) for x in operands if isinstance(x, np.ndarray)])
        positions = self._positions(op, operands) if not exact and op.name in MOVED and (
            op.name not in SENSITIVITY or op.name not in LINEAR) else None
        propagated = None if exact else self._sensitivity(op, operands, ts, results, xs,
                                                          positions)
        own, accumulated, spacings = self._own(op, operands, results)
        if self.own_log is not None:
            self._log_own(op, results, own)
        legacy = self._legacy(op, operands, results, accumulated, known) if exact else None
        if mask is UNSET:
            mask = self._mask(op, operands)
        flips = None if flipless else self._flips(op, operands, [k.flips for k in known],
                                                  results)
        for i, r in enumerate(results):
            if not isinstance(r, _VALUES):
                continue
            shape = r.storage.shape if isinstance(r, QuantizedTensor) else r.shape
            if exact:
                total = np.broadcast_to(own[i], shape)
            elif propagated is None or isinstance(r, QuantizedTensor):
                total = np.full(shape, np.inf)
            else:
                p = np.asarray(propagated[i], np.float64)
                total = p + own[i] + np.where(p > 0, spacings[i], 0.0)
                if total.shape != shape:
                    total = np.broadcast_to(total, shape)
            if mask is not None:
                total = np.where(np.broadcast_to(mask, shape), np.nan, total)
            tainted = flips[i] if flips else None
            if self._undecided[0] is op and self._undecided[1] is not None:
                undecided = np.broadcast_to(self._undecided[1], shape)
                tainted = undecided if tainted is None else tainted | undecided
            if op.name in DISCRETE and np.any(total > 0) and (
                    op.name != "stablehlo.convert"
                    or kind(element_type_of(r)) not in ("float", "complex")):
                tainted = (total > 0) if tainted is None else tainted | (total > 0)
            self._set(r, total, depth, fed=not exact, flips=tainted,
                      legacy=legacy[i] if legacy else None,
                      spacing=spacings[i] if op.name == "stablehlo.multiply" else None)
        if self._samples:
            self._sample(op, operands, results, own, exact, xs, positions)
            if not exact:
                self._unsampled(op, operands, results, propagated, own, [
                    k.total for k, x in zip(known, operands) if isinstance(x, np.ndarray)],
                    any(k is not None and k.unsampled is not None for k in known))

    def _unsampled(self, op, operands, results, propagated, own, ts, inherited) -> None:
        """Marks (Total.unsampled) the elements whose bound is infinite for a reason the samples
        do not follow, so that the tolerance keeps the bound there (`_tightened`): an operand's
        mark (`inherited`: every infinite element of the results), no sensitivity or
        no samples, an infinite own allowance (its noise is drawn as 0), an integer or complex
        result, a jump the linearisation misses (JUMPS, and where it arises here a CHLO op's
        or tan's pole), or a pole or domain edge (POLES) that the operand's samples reach (the
        operand within SAFETY times its sampled deviation of it). Elsewhere an infinite bound
        is a worst case that outgrew the value it divides by (a long recurrence, a
        normalisation after attention) or a huge bound that overflowed: the samples judge it
        as they judge a finite bound. `ts`: the tensor operands' bounds."""
        for i, r in enumerate(results):
            if not isinstance(r, np.ndarray):
                continue
            known = self.total_of(r)
            if known is None or _finite_sum(known.total):
                continue
            infinite = np.isinf(known.total)
            if not infinite.any():
                continue
            p = None if propagated is None else propagated[i]
            if inherited or p is None or self.dev_of(r) is None or op.name in JUMPS \
                    or not _inexact(r.dtype) or np.iscomplexobj(r):
                hard = infinite
            else:
                hard = infinite & ~(np.isinf(np.broadcast_to(p, r.shape)) & np.isfinite(
                    np.broadcast_to(own[i], r.shape)))
                if all(np.shape(t) in (r.shape, ()) for t in ts):  # elementwise: per element
                    arises = functools.reduce(np.logical_and, (
                        np.isfinite(np.broadcast_to(t, r.shape)) for t in ts), True)
                else:
                    arises = np.bool_(all(_finite_sum(t) for t in ts))
                # a pole is checked wherever the bound is infinite (an operand's infinite
                # bound may hide a divisor that its samples bring to 0), a CHLO op's where
                # the infinity arises
                where = infinite if op.name in POLES else infinite & arises
                if where.any():
                    hard = hard | (where & self._singular(op, operands, r.shape))
            if hard.any():
                known.unsampled = hard

    def _singular(self, op, operands, shape) -> np.ndarray:
        """Where an infinite bound that arises at `op` may be a jump its samples miss: near a
        pole or domain edge of POLES by the operand's samples, anywhere for CHLO ops and tan
        (not sorted out), nowhere for the other ops (continuous: a finite bound overflowed)."""
        if op.name in POLES:
            k, at = POLES[op.name]
            x = operands[k]
            devs = self.dev_of(x) if isinstance(x, np.ndarray) else None
            if devs is None:
                return np.ones(shape, bool)
            with np.errstate(invalid="ignore", over="ignore"):
                reach = SAFETY * spread(devs) + 2 * _spacing(x)
                near = ~(np.abs(_wide(x) - at) > reach)
            return np.broadcast_to(near, shape)
        if op.dialect == "chlo" or op.name == "stablehlo.tan":
            return np.ones(shape, bool)
        return np.zeros(shape, bool)

    # -- linearised stochastic samples ----------------------------------------------------------

    def dev_of(self, value) -> np.ndarray | None:
        """The sampled first-order deviations of a value (samples x its shape), None where an
        op upstream has no linear rule."""
        entry = self._dev_entry(value)
        return None if entry is None else entry[0]

    def _dev_entry(self, value) -> tuple[np.ndarray, bool] | None:
        """(deviations, whether they are all zero) of a value; None as for dev_of."""
        entry = _entry(self._devs, self._fallback and self._fallback[1], value)
        if entry is None or entry[1] is None:
            return None
        return entry[1], entry[2]

    def _set_dev(self, value, devs, zero: bool = False) -> None:
        self._devs[id(value)] = (self._ref(value), devs, zero)

    def _ref(self, value) -> weakref.ref:
        """A weak reference to a value whose death drops what was recorded for it: memory
        follows the values alive (a loop's earlier iterations go), not every value made."""
        entry = self._totals.get(id(value))
        if entry is not None and entry[0]() is value:  # its Total's: one reference a value
            return entry[0]

        def forget(_, key=id(value), totals=self._totals, devs=self._devs):
            totals.pop(key, None)
            devs.pop(key, None)
        return weakref.ref(value, forget)

    def _sample(self, op, operands, results, own, exact: bool, xs, positions=None) -> None:
        """Each result's deviations: the operands' deviations carried through the op's
        linearisation (`LINEAR`, moved elements, bilinear ops, reductions), plus this op's own
        rounding: an independent uniform fraction of its own allowance per sample. `xs`: the
        tensor operands widened (None with a quantized operand); `positions`: those of an op
        that moves elements (`_positions`). The deviations of a large value of a real float type
        of 32 bits or fewer are float32 (`_narrow_value`), computed in float32 where every float
        operand and result allows it (`_narrow_op`); a value whose float32 deviations would not
        all be finite gets float64 ones instead, carried again from its operands' in float64
        (with noise drawn anew)."""
        tensors = [x for x in operands if isinstance(x, np.ndarray)]
        devs, fallback = self._devs, self._fallback and self._fallback[1]
        entries = []
        for x in tensors:  # _dev_entry, inlined
            entry = devs.get(id(x))
            if entry is None and fallback:
                entry = fallback.get(id(x))
            entries.append(None if entry is None or entry[1] is None or entry[0]() is not x
                           else (entry[1], entry[2]))
        carried = None
        linear = False
        narrow = _narrow_op(tensors, results)
        if any(e is None for e in entries):
            pass  # an op upstream without a linearisation: no samples from here on
        elif exact or all(zero for _, zero in entries):
            carried = [0.0] * len(results)
        elif xs is not None and not any(isinstance(r, QuantizedTensor) for r in results):
            linear = True
            zero = ZERO32 if narrow else ZERO
            carried = self._linear(op, operands, tensors, [
                zero if z and op.name in ZERO_AS_SCALAR else d for d, z in entries], results,
                [_narrow32(x) for x in tensors] if narrow and op.name in NARROW_LINEAR else xs,
                positions, narrow)
        wide = None  # the results' deviations carried in float64, if a float32 one overflows
        for i, r in enumerate(results):
            if not isinstance(r, np.ndarray):
                continue
            shape = (self._samples,) + r.shape
            if carried is None or carried[i] is None or r.size > SAMPLED_ELEMENTS:
                self._set_dev(r, None)
                continue
            if not _inexact(r.dtype):
                self._set_dev(r, zeros(shape), zero=True)
                continue
            size = own[i]
            if op.name in CONTRACTING and self._contracting(op):
                size = size + self._contracted(op, operands)
            total = size.sum()
            if not math.isfinite(total):  # an unbounded or masked own: no noise there
                size = np.where(np.isfinite(size), size, 0.0)
            # float32 noise is finite where every size is at most float32's largest value
            fits = total <= FLOAT32_MAX
            moved = positions is not None and op.name not in LINEAR
            result = self._result_devs(r, size, fits, carried[i], shape, moved, narrow or (
                r.size >= NARROW_ELEMENTS and _narrow(r.dtype)))  # (_narrow_value, inlined)
            if result is None:  # float32 deviations that overflow: float64 ones instead
                if wide is None:
                    wide = self._linear(op, operands, tensors, [
                        ZERO if z and op.name in ZERO_AS_SCALAR else np.asarray(d, np.float64)
                        for d, z in entries], results, xs, positions) if linear else carried
                result = self._result_devs(r, size, fits, wide[i], shape, moved, False)
            self._set_dev(r, *result)

    def _result_devs(self, r, size, fits: bool, d, shape, moved: bool,
                     narrow: bool) -> tuple | None:
        """(deviations, whether all zero) of result `r`: `d` carried from the operands plus
        noise within `size` (`fits`: none above float32's largest value), in float32 if
        `narrow`; None where float32 ones would not all be finite."""
        complex_ = r.dtype.kind == "c"
        if size.ndim or size != 0:  # ops with an allowance round: their samples move
            if complex_:  # each component within size / sqrt(2): |noise| <= size
                size = size / np.sqrt(2.0)
            noise = self._uniform(shape, size, narrow)
            if complex_:
                noise = noise + 1j * self._uniform(shape, size)
            if isinstance(d, float) and d == 0:  # exact operands: the noise alone, finite
                return (noise, False) if fits or not narrow else _checked(noise, narrow)
            if narrow or getattr(d, "dtype", None) == noise.dtype or np.result_type(
                    noise, d) == noise.dtype:
                noise += d  # (float32 noise plus a float64 d: their sum rounded once)
            else:
                noise = noise + d
            return _checked(noise, narrow)
        dtype = np.float32 if narrow else np.float64
        if isinstance(d, float) or np.ndim(d) == 0:  # the same deviation everywhere
            if d == 0 or not np.isfinite(d):
                return zeros(shape, narrow), True
            d = np.asarray(d, dtype)
            return (np.broadcast_to(d, shape), False) if np.isfinite(d) else None
        if d.dtype == dtype or complex_:
            if moved:  # taken from the operands' deviations, which are finite as every
                return _to(d, shape), False  # recorded one is (zeros, noise, _checked)
        else:
            d = d.astype(dtype)
        return _checked(_to(d, shape), narrow)

    def _uniform(self, shape, size, narrow: bool = False) -> np.ndarray:
        """Independent draws, uniform in (-size, size) (to 1/128 of it: the spread of a few
        samples needs no finer grid, and a random byte per draw is ten times cheaper than a
        float64); float32 if `narrow`."""
        n = math.prod(shape)
        if n <= POOL_DRAWS:
            draws = self._unit_draws(n).reshape(shape)
            if narrow:  # the draws and the sizes rounded to float32 first
                return np.multiply(draws, size, dtype=np.float32)
            return draws * size
        # more draws than a pool holds: a pool of their own (what _unit_draws would draw),
        # scaled where it is made
        self._pools += (n,)
        self._pool, self._pool_at = _EMPTY_POOL, 0
        noise = _units(self._random_bytes(n), np.float32 if narrow else np.float64)
        noise = noise.reshape(shape)
        noise *= size
        return noise

    def _unit_draws(self, n: int) -> np.ndarray:
        """n independent draws uniform in (-1, 1) on a grid of 1/128 (float64, exact: kept
        wide, a float32 pool cost a conversion at every scaling), read from a pool drawn up to
        POOL_DRAWS at a time: the generator costs per call what thousands of draws cost, and
        most values are small."""
        if self._pool_at + n > self._pool.size:
            last = self._pools[-1] if self._pools else 0
            size = max(n, min(2 * last, POOL_DRAWS), 4096)  # small programs: few
            self._pools += (size,)
            self._pool, self._pool_at = self._next_pool(size), 0
        out = self._pool[self._pool_at:self._pool_at + n]
        self._pool_at += n
        return out

    def _next_pool(self, size: int) -> np.ndarray:
        """The next pool of `size` draws (read-only): the same draws for the same seed and the
        same pool sizes before it, so they are kept between evaluations (`_POOLS`): making
        the generator and drawing cost as much as the ops of a small program."""
        key = (self._seed, self._pools)
        cached = _POOLS.get(key)
        if cached is not None:
            pool, self._after = cached
            self._rng = None  # behind the cached pools now
            return pool
        pool = _units(self._random_bytes(size), np.float64)
        pool.flags.writeable = False
        if size <= POOL_DRAWS and len(self._pools) <= POOL_CHAIN:
            if len(_POOLS) >= POOL_KEPT:
                _POOLS.pop(next(iter(_POOLS), None), None)
            _POOLS[key] = pool, self._rng.bit_generator.state
        return pool

    def _random_bytes(self, size: int) -> np.ndarray:
        """`size` random bytes (int8) from the generator, made or moved to where the cached pools
        left it first. Read from its 64-bit outputs: Generator.bytes draws 32 bits at a time
        and costs seven times more; the same bytes for a multiple of 8 (every pool size,
        SAMPLES being 8)."""
        if self._rng is None:
            self._rng = np.random.default_rng(self._seed)
            if self._after is not None:  # where the cached pools left the generator
                self._rng.bit_generator.state = self._after
        return self._rng.bit_generator.random_raw(-(-size // 8)).view(np.int8)[:size]

    def _contracted(self, op, operands):
        """The roundings an add or subtract may not see: a multiply feeding it directly may be
        fused with it into one FMA (XLA CPU does), which skips the product's rounding."""
        skipped = np.zeros(())
        for value, x in zip(op.operands, operands):
            producer = value.defining_op
            if producer is not None and producer.name == "stablehlo.multiply":
                known = self.total_of(x)  # found by _own when the multiply was propagated
                skipped = skipped + (known.spacing if known is not None and
                                     known.spacing is not None else _spacing(x))
        return skipped

    def _contracting(self, op) -> bool:
        """Whether a multiply feeds the add or subtract `op` (_contracted's roundings), kept per
        op: without one its samples' noise is its own allowance alone (adding _contracted's 0
        to an allowance, never -0, changes none)."""
        entry = self._contractions.get(id(op))
        if entry is None or entry[0] is not op:
            entry = self._contractions[id(op)] = (op, any(
                value.defining_op is not None and value.defining_op.name == "stablehlo.multiply"
                for value in op.operands))
        return entry[1]

    def _linear(self, op, operands, tensors, devs, results, xs, positions=None,
                narrow: bool = False) -> list | None:
        """The results' deviations carried from the operands' (`devs`) by the op's
        linearisation; with `narrow` (every float operand and result of a type that gets
        float32 deviations), the ops of NARROW_LINEAR and the bilinear ones compute in float32
        (`xs` then those operands in float32)."""
        if op.name in LINEAR:
            return LINEAR[op.name](op, xs, devs, _WideResults(
                results, narrow and op.name in NARROW_LINEAR))
        if any(np.iscomplexobj(x) for x in tensors) or any(
                isinstance(r, np.ndarray) and np.iscomplexobj(r) for r in results):
            return None
        if op.name in MOVED:
            if positions is not None:  # each sample gathered where the elements come from
                chosen, out = positions
                flat = _joined([_to(devs[i], (self._samples,) + tensors[i].shape)
                                .reshape(self._samples, -1) for i in chosen], axis=1)
                return [flat.take(o, axis=1) for o in out]  # (C order, twice as fast as [:, o])
            per_sample = []
            for k in range(self._samples):
                out = self._moved_totals(op, operands, [d[k] for d in devs], check=False)
                if out is None:
                    return None
                per_sample.append(out)
            return [np.stack([s[i] for s in per_sample]) for i in range(len(results))]
        if op.name in BILINEAR:
            return [self._bilinear_samples(op, xs[0], xs[1], devs[0], devs[1],
                                           list(operands[2:]), narrow)]
        if op.name in ("stablehlo.reduce", "stablehlo.reduce_window"):
            return self._reduced_devs(op, tensors, devs)
        if op.name == "stablehlo.scatter":
            return self._scattered_devs(op, tensors, devs, xs, results)
        return None

    def _reduction(self, op, tensors):
        """(inputs per body, the body's op per component or None, `rows`) of a reduce or
        reduce_window: rows(compute) is compute(gather) (a list of arrays over the result
        elements), gather(values, init) the values each result element reduces on a last axis;
        for a reduce_window, per block of result elements (_reduction_windows)."""
        return len(tensors) // 2, reducers_of(op), self._reduction_windows(op, tensors[0])

    def _reduced_devs(self, op, tensors, devs) -> list | None:
        """Sums of the deviations for add bodies; for maximum and minimum bodies, the change of
        the extremum (init included); for multiply bodies, the change of the product
        (product_deviation); every sample in one call (the samples are one more dimension
        kept)."""
        n, bodies = len(tensors) // 2, reducers_of(op)
        if bodies is None:
            return None
        k_samples, shape = self._samples, np.shape(tensors[0])
        attributes = self._plans[id(op)][2]
        if op.name == "stablehlo.reduce":
            dims = sorted(int(d) for d in attributes["dimensions"])
            kept = [d for d in range(len(shape)) if d not in dims]
            order = [0] + [d + 1 for d in kept + dims]
            lead = (k_samples,) + tuple(shape[d] for d in kept)

            def gather(values, start):  # samples x result x the elements reduced there
                moved = np.transpose(_to(values, (k_samples,) + shape), order)
                return moved.reshape(lead + (-1,))

            def rows(compute):
                return compute(gather, lead)
        else:
            plan = self._window_plan(op, shape)

            def rows(compute):  # per block of result elements (reduction.WindowPlan)
                extend = _Extended(lambda values, start: np.concatenate(
                    [_to(values, (k_samples,) + shape).reshape(k_samples, -1),
                     start.reshape(k_samples, 1)], axis=1))
                return by_windows(plan, lambda block: compute(
                    lambda values, start: block.take(extend(values, start)),
                    (k_samples, len(block))), lead=k_samples, axis=1, op=op)
        out = []
        for k, body in enumerate(bodies):
            start = np.broadcast_to(devs[n + k], (k_samples,))  # the init value's deviations
            if body == "add":
                def compute(gather, lead, values=devs[k], start=start):
                    at = (k_samples,) + (1,) * (len(lead) - 1)
                    return [gather(values, start).sum(axis=-1) + start.reshape(at)]
            elif body in ("maximum", "minimum"):  # the change of the extremum, exactly
                x, init = _wide(tensors[k]), _wide(tensors[n + k])
                moved, moved_init = x + devs[k], init + start
                still = np.broadcast_to(init, (k_samples,))

                def compute(gather, lead, x=x, moved=moved, moved_init=moved_init, still=still,
                            maximum=body == "maximum"):
                    at = (k_samples,) + (1,) * (len(lead) - 1)
                    combine = np.max if maximum else np.min
                    pick = np.maximum if maximum else np.minimum

                    def extremum(values, first):
                        terms = gather(values, first)
                        best = combine(terms, axis=-1) if terms.shape[-1] else first.reshape(at)
                        return pick(best, first.reshape(at))
                    return [extremum(moved, moved_init) - extremum(x, still)]
            elif body == "multiply":  # the change of the product, the init value first
                x, init = _wide(tensors[k]), np.broadcast_to(_wide(tensors[n + k]), (k_samples,))
                xs = np.broadcast_to(x, (k_samples,) + shape)

                def compute(gather, lead, xs=xs, init=init, values=devs[k], start=start):
                    at = (k_samples,) + (1,) * (len(lead) - 1)
                    factors = gather(xs, init)
                    moved = gather(values, start)
                    return [product_deviation(_first_factor(init.reshape(at), factors),
                                              _first_factor(start.reshape(at), moved))]
            else:
                return None
            out.extend(rows(compute))
        return out

    def _window_plan(self, op, shape) -> WindowPlan:
        """reduction.WindowPlan of a reduce_window's operand shape (kept per op: the bounds and
        the samples both need it)."""
        entry = self._windows.get(id(op))
        if entry is None or entry[0] is not op or entry[1] != shape:
            attributes = self._plans[id(op)][2]
            plan = WindowPlan(shape, attributes["window_dimensions"],
                              attributes.get("window_strides"), attributes.get("base_dilations"),
                              attributes.get("window_dilations"), attributes.get("padding"))
            entry = self._windows[id(op)] = (op, shape, plan)
        return entry[2]

    def _inherit(self, op, operands, results, known, uncertain: bool) -> None:
        if op.name in ("stablehlo.if", "stablehlo.case") and known and known[0] is not None \
                and np.any(known[0].total != 0):
            uncertain = True  # the selector may differ: the other branch's results are possible
        depth = max((k.ops for k in known if k is not None), default=0)
        for r in results:
            if not isinstance(r, (np.ndarray, QuantizedTensor)):
                continue
            shape = np.shape(r.storage if isinstance(r, QuantizedTensor) else r)
            mine = self.total_of(r)
            if uncertain:  # the samples follow the branch taken only (Total.unsampled)
                self._set(r, np.full(shape, np.inf), max(depth, mine.ops if mine else 0), True)
                self.total_of(r).unsampled = np.ones(shape, bool)
            elif mine is None:  # a value passed through that nothing recorded: unbounded
                self._set(r, np.full(shape, np.inf), depth, True)
                self.total_of(r).unsampled = np.ones(shape, bool)
            elif op.name not in ("stablehlo.get_tuple_element", "stablehlo.tuple",
                                 "stablehlo.optimization_barrier"):
                self._set(r, mine.total, mine.ops, fed=mine.fed or mine.ops >= 1,
                          flips=mine.flips)
                if mine.unsampled is not None:
                    self.total_of(r).unsampled = mine.unsampled

    def _sorted_together(self, op, operands, xs, ts, results) -> list | None:
        """A sort of several inputs (jnp.argsort's keys and iota, jax.export's decomposition
        of chlo.top_k): each result is its input's bound moved by the sort's permutation where
        the permutation cannot change, unbounded elsewhere. It cannot change where the inputs
        the comparator reads are exact, or, for a comparator of one `compare` of one input
        (sort.compared_input), where an element's interval [x - T, x + T] meets no other's in
        its slice. That input's own result moves like a sort of it alone (`_sort`). Other
        comparators: unbounded (None)."""
        region = op.regions[0]
        read = {a.index // 2 for o in region.walk() for a in o.operands
                if a.owner is region.block}
        keys = [i for i in range(len(xs)) if i in read]
        found = compared_input(region)
        exact = all(not np.any(ts[i]) for i in keys)
        if not keys or len(keys) == len(xs) or not exact and (
                found is None or np.iscomplexobj(xs[found[1]])):
            return None
        impl, groups, static = self._plans[id(op)]
        shape = np.shape(xs[0])
        d = int(static["dimension"]) % len(shape)
        position = np.broadcast_to(np.arange(shape[d]).reshape(
            [-1 if a == d else 1 for a in range(len(shape))]), shape).astype(np.float64)
        payload = next(i for i in range(len(xs)) if i not in read)
        with np.errstate(all="ignore"):
            moved = impl.fn(*group_operands(operands[:payload] + [position] +
                                            operands[payload + 1:], groups),
                            **static, comparator=self._closure(region))
        permutation = np.asarray(moved[payload]).astype(np.int64)
        unsure = np.zeros(shape, bool)
        if not exact:
            k = found[1]
            unsure = np.take_along_axis(_meets_another(xs[k], np.broadcast_to(ts[k], shape), d),
                                        permutation, axis=d)
        out = [np.where(unsure, np.inf, np.take_along_axis(np.broadcast_to(t, shape),
                                                           permutation, axis=d)) for t in ts]
        if not exact:
            (out[found[1]],) = _sort(op, [xs[found[1]]], [ts[found[1]]], [results[found[1]]])
        return out

    def _flips(self, op, operands, taints, results) -> list | None:
        """Per result, where a possibly flipped discrete decision upstream feeds it (see
        Total.flips): elementwise ops pass their operands' taints on element by element, ops
        that move elements move them, any other op taints its whole results."""
        if all(t is None for t in taints):
            return None
        shapes = [np.shape(r) for r in results if isinstance(r, np.ndarray)]
        tensors = [x for x in operands if isinstance(x, np.ndarray)]
        if len(results) == 1 and all(np.shape(x) in (shapes[0], ()) for x in tensors):
            shape = shapes[0]
            return [functools.reduce(np.logical_or, (np.broadcast_to(t, shape) for t in taints
                                                     if t is not None))]
        if op.name in MOVED:
            moved = self._moved_totals(op, operands, [np.zeros(np.shape(x)) if t is None
                                                      else t.astype(np.float64)
                                                      for x, t in zip(tensors, taints)])
            if moved is not None:
                return [np.asarray(m) > 0 for m in moved]
        return [np.ones(np.shape(r), bool) if isinstance(r, np.ndarray) else None
                for r in results]

    def _sensitivity(self, op, operands, ts, results, xs, positions=None):
        if xs is None or any(isinstance(r, QuantizedTensor) for r in results):
            return None
        if op.name == "stablehlo.sort" and len(xs) > 1:
            return self._sorted_together(op, operands, xs, ts, results)
        if op.name in GRID_REDUCTIONS and self.process.grid is None:
            return list(ts)  # a lone process (psum under a one-device mesh): its own operands
        if op.name == "stablehlo.select_and_scatter":
            found = pool_gradient(op, xs, ts)
            if found is not None:
                self._undecided = (op, found[1] if found[1].any() else None)
            return None if found is None else [found[0]]
        if op.name in SENSITIVITY:
            return SENSITIVITY[op.name](op, xs, ts, results)
        if op.name in MOVED:
            if positions is None:
                return self._moved_totals(op, operands, ts)
            chosen, out = positions
            tensors = [x for x in operands if isinstance(x, np.ndarray)]
            if any(np.any(t != 0) for i, t in enumerate(ts) if i not in chosen):
                return None  # an index that may differ: any element may come out
            flat = _joined([_to(ts[i], tensors[i].shape).reshape(-1) for i in chosen])
            return [flat.take(o) for o in out]
        if op.name in BILINEAR:
            return self._bilinear(op, operands, ts)
        if op.name in ("stablehlo.reduce", "stablehlo.reduce_window"):
            return self._reduced(op, operands, ts)
        if op.name == "stablehlo.scatter":
            return self._scattered(op, operands, ts)
        return None

    def _exact_own(self, op, operands, results) -> bool:
        """Whether the op's own allowance is zero on every result (exact types, or a rule of
        0 ULPs, and no convert that rounds)."""
        if self._rounded(op, operands) is not None:
            return False
        kept = self._allowances  # the same for every execution of the op (its types, its rule)
        entry = kept.get((id(op), -1))
        if entry is None or entry[0] is not op:
            entry = kept[(id(op), -1)] = (op, all(
                not isinstance(r, np.ndarray) or kind(element_type_of(r)) not in (
                    "float", "complex") or not any(self._allowance_of(op, i, r))
                for i, r in enumerate(results)))
        return entry[1]

    def _exactly(self, op, operands, results, depth: int, known) -> None:
        """What _propagate records for an op whose operands are exact and whose own allowance
        is zero with no Unspecified condition holding: exact results (zero deviations)."""
        moved = op.name == "stablehlo.constant" or (
            op.name in MOVED and all(k.legacy is not None for k in known))
        samples = self._samples
        totals, devs = self._totals, self._devs
        sampled = bool(samples)
        for x in operands:  # whether every tensor operand has samples (dev_of, inlined)
            if sampled and isinstance(x, np.ndarray):
                entry = devs.get(id(x))
                if entry is None:
                    sampled = self.dev_of(x) is not None  # the first path's, if any
                else:
                    sampled = entry[1] is not None and entry[0]() is x
        for r in results:  # _set and _set_dev, inlined (a Total of zeros, no deviations)
            if isinstance(r, QuantizedTensor):
                self._set(r, zeros(np.shape(r.storage)), depth, exact=True)
            elif isinstance(r, np.ndarray):
                ref = self._ref(r)
                totals[id(r)] = (ref, Total(zeros(r.shape), depth, False, legacy=np.zeros(
                    r.shape) if moved else None, exact=True))
                if samples:
                    devs[id(r)] = (ref, zeros((samples,) + r.shape, _narrow_value(r))
                                   if sampled and r.size <= SAMPLED_ELEMENTS else None, True)

    def _own(self, op, operands, results) -> tuple[list, list | None, list]:
        """(per result, the op's own allowance (float64), the accumulation bounds of
        reference/bounds.py or None, the result's spacing (0 for exact types))."""
        accumulated = None
        if op.name in BOUNDS and all(isinstance(x, np.ndarray) for x in operands):
            accumulated = self._accumulated(op, operands, results)
        own, spacings = [], []
        rounded = self._rounded(op, operands)
        for i, r in enumerate(results):
            if not isinstance(r, np.ndarray) or not _inexact(r.dtype):
                own.append(ZERO)
                spacings.append(ZERO)
                continue
            ulps, relative, *stated = self._allowance_of(op, i, r)
            sp = _spacing(r)
            spacings.append(sp)
            mine = ulps * sp if ulps else ZERO
            if relative:
                mine = mine + relative * np.maximum(1.0, np.abs(_wide(r)))
            if any(stated):  # a result_accuracy TOLERANCE: atol + rtol |result| besides
                atol, rtol = stated
                mine = mine + atol + rtol * np.abs(_wide(r))
            if rounded is not None:  # either neighbour of the exact value
                mine = mine + np.where(rounded, sp, 0.0)
            if r.dtype.kind == "c":  # the rules allow as much on each component: the modulus
                mine = mine * np.sqrt(2.0)  # of the difference may be sqrt(2) times that
            if op.name in BOUNDS:
                extra = np.inf if accumulated is None else accumulated[i]
                mine = mine + extra + sp  # the bound, and each side's final rounding
            own.append(mine)
        return own, accumulated, spacings

    def _log_own(self, op, results, own) -> None:
        """Keeps each execution's own allowances, in order, for the stochastic evaluations."""
        if self.own_log is not None:
            self.own_log.setdefault(id(op), (op, []))[1].append(own)

    def _legacy(self, op, operands, results, accumulated, known) -> list | None:
        """reference/bounds.py's bounds of an op with exact operands: the accumulation bound,
        zeros for constants and ops that move exact elements, None for other ops."""
        if op.name in BOUNDS:
            return accumulated
        if op.name == "stablehlo.constant" or (
                op.name in MOVED and all(k.legacy is not None for k in known)):
            return [np.zeros(np.shape(r)) if isinstance(r, np.ndarray) else None
                    for r in results]
        return None

    def _allowance_of(self, op, i: int, result) -> tuple[float, float]:
        return _allowance(self.__dict__, op, i, result)

    def _rounded(self, op, operands) -> np.ndarray | None:
        """Where a convert to a float type cannot represent its operand exactly (its
        Unspecified condition convert/float-inexact): a program's bound takes either
        neighbouring value of the result type there (ROUNDED_IN_PROGRAMS); None where it is
        exact everywhere, and for every other op."""
        if op.name != "stablehlo.convert" or not isinstance(operands[0], np.ndarray):
            return None
        kept = self._rounding
        if kept[0] is op and kept[1] is operands[0]:  # asked twice for one execution
            return kept[2]
        with np.errstate(invalid="ignore", over="ignore"):
            mask = float_inexact(operands[0], result_type=op.results[0].type)
        mask = mask if np.any(mask) else None
        self._rounding = (op, operands[0], mask)
        return mask

    def _mask(self, op, operands):
        """Where the op's Unspecified conditions hold (those its error bound covers, and the
        roundings of ROUNDED_IN_PROGRAMS, aside)."""
        if self._maskless.get(id(op)) is op:
            return None  # no condition left for its types, as found before
        skip = (COVERED_BY_BOUNDS if op.name in BOUNDS else ()) + WRAPPED_IN_PROGRAMS
        if op.name == "stablehlo.convert":
            skip = ROUNDED_IN_PROGRAMS + WRAPPED_IN_PROGRAMS
        plan = self._mask_plans.get((id(op), skip))
        if (plan is not None and plan[0] is op and not plan[1]) or (
                plan is None and not _left(op, skip)):
            # no condition may hold for its types (Interpreter.unspecified_mask), known
            # without making the op's plan where it has none
            self._maskless[id(op)] = op
            return None
        mask = self.unspecified_mask(op, operands, skip=skip)
        return None if mask is None or not mask.any() else mask

    # -- op classes ---------------------------------------------------------------------------

    def _positions(self, op, operands) -> tuple[list[int], list[np.ndarray]] | None:
        """Where each result element of an op that moves elements comes from, for its bounds and
        its samples at once: (the indices of its moved tensor operands, per result the position
        of each element among those operands' elements, flattened and concatenated), from the
        op applied once to the positions (int64); None when the implementation does not keep
        them as integers."""
        tensors = [x for x in operands if isinstance(x, np.ndarray)]
        moved = MOVED[op.name]
        chosen = [i for i in range(len(tensors)) if moved is None or i in moved]
        direct = _DIRECT_POSITIONS.get(op.name)
        shape = tuple(op.results[0].type.shape) if direct and op.results else (None,)
        if direct is not None and chosen == [0] and None not in shape:  # numpy's own views
            index = np.arange(tensors[0].size, dtype=np.int64).reshape(tensors[0].shape)
            return chosen, [direct(index, self._plans[id(op)][2], shape)]
        offsets = np.cumsum([0] + [tensors[i].size for i in chosen])
        where = list(operands)
        for j, i in enumerate(chosen):
            where[i] = np.arange(offsets[j], offsets[j + 1], dtype=np.int64).reshape(
                tensors[i].shape)
        impl, groups, static = self._plans[id(op)]
        try:
            out = impl.fn(*group_operands(where, groups), **static)
        except Exception:  # noqa: BLE001  (an implementation that needs its own types:
            return None    # the bounds and samples go through it one by one)
        out = out if isinstance(out, list) else [out]
        if any(np.asarray(o).dtype != np.int64 for o in out):
            return None
        return chosen, [np.asarray(o) for o in out]

    def _moved_totals(self, op, operands, ts, check: bool = True):
        """The op applied to bounds (or deviations) at the positions it moves elements of;
        None when an index operand is inexact (`check`) or the op converted them."""
        positions = MOVED[op.name]
        tensors = [x for x in operands if isinstance(x, np.ndarray)]
        moved = list(operands)
        for i, (x, t) in enumerate(zip(tensors, ts)):
            if positions is None or i in positions:
                moved[i] = t
            elif check and np.any(t != 0):
                return None  # an index that may differ: any element may come out
            elif not check:
                moved[i] = x
        impl, groups, static = self._plans[id(op)]
        with np.errstate(all="ignore"):
            out = impl.fn(*group_operands(moved, groups), **static)
        out = out if isinstance(out, list) else [out]
        if any(np.asarray(b).dtype != np.float64 for b in out):
            return None
        return out

    def _wide_call(self, op, operands):
        """The op's implementation on float64 operands with float64 result types."""
        impl, groups, static = self._plans[id(op)]
        static = dict(static)
        if "result_type" in static and static["result_type"] is not None:
            static["result_type"] = tensor_type(static["result_type"].shape, "f64")
        if "result_types" in static:
            static["result_types"] = [tensor_type(t.shape, "f64") for t in static["result_types"]]
        with np.errstate(all="ignore"):
            out = impl.fn(*group_operands(operands, groups), **static)
        return out if isinstance(out, list) else [out]

    def _bilinear_samples(self, op, a, b, da, db, rest, narrow: bool = False) -> np.ndarray:
        """op(a, db[k]) + op(da[k], b) for every sample k (a term whose deviations are a scalar,
        all zero, left out): dot_general, dot and convolution take the samples as one more
        dimension (`_stacked`, one call per term, in float32 if `narrow`), other cases one call
        per sample."""
        total = None
        for lhs, rhs, side in ((a, db, 1), (da, b, 0)):
            if np.ndim(rhs if side else lhs) == 0:  # deviations all zero (ZERO_AS_SCALAR)
                continue
            term = self._stacked(op, lhs, rhs, side, np.float32 if narrow else np.float64)
            if term is None:
                term = np.stack([self._wide_call(op, ([lhs, rhs[k]] if side else
                                                      [lhs[k], rhs]) + rest)[0]
                                 for k in range(self._samples)])
            total = term if total is None else total + term  # (a product has no -0)
        if total is None:
            return np.broadcast_to(0.0, (self._samples,) + tuple(op.results[0].type.shape))
        return total

    def _stacked(self, op, lhs, rhs, side: int, dtype) -> np.ndarray | None:
        """op(lhs, rhs) in `dtype` where operand `side` (0: lhs, 1: rhs) has the samples as a
        leading dimension, in one call: a result dimension of dot_general, the batch dimension
        of a convolution's lhs or the output features of its kernel (one group only); None
        otherwise."""
        static = self._plans[id(op)][2]
        if op.name in ("stablehlo.dot_general", "stablehlo.dot"):
            if op.name == "stablehlo.dot":
                dn = {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
                      "lhs_contracting_dimensions": (lhs.ndim - 1 - (side == 0),),
                      "rhs_contracting_dimensions": (0,)}
            else:
                dn = static["dot_dimension_numbers"].as_dict()
            name = "rhs" if side else "lhs"
            shifted = dict(dn)
            for key in (f"{name}_batching_dimensions", f"{name}_contracting_dimensions"):
                shifted[key] = [d + 1 for d in dn[key]]
            out = dot_general_wide(lhs, rhs, shifted, dtype)
            batch = len(dn["lhs_batching_dimensions"])
            # the samples: the first result dimension of the operand that has them
            axis = batch if side == 0 else lhs.ndim - len(dn["lhs_contracting_dimensions"])
            return np.moveaxis(out, axis, 0)
        if op.name != "stablehlo.convolution" or static["batch_group_count"] != 1 or (
                side == 1 and static["feature_group_count"] != 1):
            return None
        dn = static["dimension_numbers"]
        into, out_axis = ((dn.input_batch_dimension, dn.output_batch_dimension) if side == 0
                          else (dn.kernel_output_feature_dimension, dn.output_feature_dimension))
        stacked = np.moveaxis(lhs if side == 0 else rhs, 0, into)  # samples, then `into`
        stacked = stacked.reshape(stacked.shape[:into] + (-1,) + stacked.shape[into + 2:])
        out = convolution_wide(
            stacked if side == 0 else lhs, rhs if side == 0 else stacked, static["padding"],
            static["window_strides"], static["lhs_dilation"], static["rhs_dilation"],
            static["window_reversal"], dn, static["feature_group_count"], 1, dtype)
        out = out.reshape(out.shape[:out_axis] + (self._samples, -1) + out.shape[out_axis + 1:])
        return np.moveaxis(out, out_axis, 0)

    def _bilinear(self, op, operands, ts):
        a, b = (np.abs(_wide(x)) for x in operands[:2])
        ta, tb = (np.minimum(t, BIG) for t in ts[:2])
        rest = list(operands[2:])
        if any(np.any(t != 0) for t in ts[2:]):
            return None  # dynamic_conv's padding operand
        # op(|A|, T(B)) + op(T(A), |B|) + op(T(A), T(B)), the last two as one (bilinear); a
        # term of an exact operand is zero
        total = np.zeros(())
        for x, y, t in ((a, tb, tb), (ta, b + tb, ta)):
            if t.any():
                total = total + self._wide_call(op, [x, y] + rest)[0]
        return [total]

    def _reduced(self, op, operands, ts):
        """reduce / reduce_window: sums of bounds for add bodies, their largest for maximum and
        minimum bodies (each is 1-Lipschitz in every argument), the bound of a product whose
        factors move within theirs for multiply bodies (product_deviation), per component of a
        variadic body; unbounded for other bodies over inexact values."""
        n, bodies, rows = self._reduction(op, operands)
        if bodies is None:
            return self._selected(op, operands, ts, rows)
        out = []
        for k, body in enumerate(bodies):
            t, t_init = np.minimum(ts[k], BIG), np.minimum(ts[n + k], BIG)
            if not np.any(t) and not np.any(t_init):
                out.append(np.zeros(()))
            elif body in ("add", "maximum", "minimum"):
                def compute(gather, t=t, t_init=t_init, add=body == "add"):
                    terms = gather(t, t_init)
                    with np.errstate(over="ignore", invalid="ignore"):
                        reduced = (np.sum if add else np.max)(terms, axis=-1) \
                            if terms.shape[-1] else np.zeros(terms.shape[:-1])
                        return [reduced + t_init if add else np.maximum(reduced, t_init)]
                out.extend(rows(compute))
            elif body == "multiply":  # the init value is the first factor
                a, a_init = np.abs(_wide(operands[k])), np.abs(_wide(operands[n + k]))

                def compute(gather, a=a, a_init=a_init, t=t, t_init=t_init):
                    magnitudes, terms = gather(a, a_init), gather(t, t_init)
                    return [product_deviation(
                        _first_factor(a_init, magnitudes), _first_factor(t_init, terms))]
                out.extend(rows(compute))
            else:
                return None
        return out

    def _selected(self, op, operands, ts, rows):
        """reduce / reduce_window with a body that only selects among its arguments by
        comparing them (selection_body: argmax, argmin, a maximum with its index): each result
        element is one candidate's (an element of its window, or the init value). Where no two
        candidates' compared values can swap order or tie within their bounds, every comparison
        decides as in the reference, so each result moves only as far as the candidates do (the
        largest of their bounds); elsewhere the decision may flip, the result may be any
        candidate (the spread of the candidates, within their bounds) and is marked so
        (Total.flips)."""
        self._undecided = (None, None)
        compared = selection_body(op)
        n = len(operands) // 2
        if compared is None or any(np.iscomplexobj(x) for x in operands):
            return None

        def wide(values, init):
            values = np.broadcast_to(np.asarray(values, np.float64), np.shape(operands[0]))
            return values, np.asarray(init, np.float64)

        def compute(gather):  # [decided] + the bound of each result
            def candidates(values, init):
                return _first_factor(init, gather(values, init))
            x = [candidates(*v) for v in values]
            t = [candidates(*b) for b in bounds]
            decided = np.ones(x[0].shape[:-1], bool)
            for c in compared:
                decided &= _separated(x[c], t[c])
            out = [decided]
            for k in range(n):
                moved = np.max(t[k], axis=-1, initial=0.0)
                spread = (np.max(x[k] + t[k], axis=-1, initial=-np.inf)
                          - np.min(x[k] - t[k], axis=-1, initial=np.inf))
                spread = np.where(np.isnan(spread) & ~np.isnan(moved), np.inf, spread)
                out.append(np.where(decided, moved, spread))
            return out

        with np.errstate(invalid="ignore", over="ignore"):
            values = [wide(_wide(operands[k]), _wide(operands[n + k])) for k in range(n)]
            bounds = [wide(np.minimum(ts[k], BIG), np.minimum(ts[n + k], BIG)) for k in range(n)]
            decided, *out = rows(compute)
        self._undecided = (op, None if decided.all() else ~decided)
        return out

    def _landing(self, op, operands):
        """(N, the body of each result (scatter_bodies), positions in updates, positions in
        results) of a scatter's updates that land inside the results; None for another body."""
        n = (len(operands) - 1) // 2
        bodies = scatter_bodies(op)
        if bodies is None:
            return None
        dimension_numbers = self._plans[id(op)][2]["scatter_dimension_numbers"]
        positions, target = scatter_landing(list(operands[:n]), operands[n],
                                             list(operands[n + 1:]), dimension_numbers)
        return n, bodies, positions, target

    def _scattered(self, op, operands, ts):
        """scatter: each result element's bound is its input's, plus the updates' landing on it
        for an add body, their largest for maximum and minimum bodies (1-Lipschitz), the last
        update's for a body that returns the update; the indices must be exact."""
        n = (len(operands) - 1) // 2
        if np.any(ts[n] != 0):
            return None  # an index that may differ: any element may be updated
        landing = self._landing(op, operands)
        if landing is None:
            return None
        n, bodies, positions, target = landing
        out = []
        for k, body in enumerate(bodies):
            shape = np.shape(operands[k])
            t = np.array(np.broadcast_to(ts[k], shape), np.float64).reshape(-1)
            landed = np.broadcast_to(ts[n + 1 + k], np.shape(operands[n + 1 + k])).reshape(-1)[
                positions]
            _SCATTER_UFUNCS[body if body != "minimum" else "maximum"](t, target, landed)
            out.append(t.reshape(shape))
        return out

    def _scattered_devs(self, op, tensors, devs, xs, results):
        """scatter's samples: the deviations scattered like the values (sums for add bodies,
        the change of the extremum for maximum and minimum bodies, moved for a body returning
        the update)."""
        landing = self._landing(op, tensors)
        if landing is None:
            return None
        n, bodies, positions, target = landing
        k_samples = self._samples
        out = []
        for k, body in enumerate(bodies):
            shape = np.shape(tensors[k])
            flat = (k_samples, -1)
            d = np.array(np.broadcast_to(devs[k], (k_samples,) + shape), np.float64).reshape(flat)
            du = np.broadcast_to(devs[n + 1 + k], (k_samples,) + np.shape(tensors[n + 1 + k])) \
                .reshape(flat)[:, positions]
            if body in ("add", "replace"):
                _SCATTER_UFUNCS[body](d, (slice(None), target), du)
                out.append(d.reshape((k_samples,) + shape))
                continue
            # the extremum moves exactly: the scatter of moved values minus the reference's
            moved = d + xs[k].reshape(1, -1)
            updates = xs[n + 1 + k].reshape(1, -1)[:, positions] + du
            _SCATTER_UFUNCS[body](moved, (slice(None), target), updates)
            out.append(moved.reshape((k_samples,) + shape) - _wide(results[k]))
        return out

    def _reduction_windows(self, op, x):
        """rows(compute) (see _reduction), gather(t, t_init) the bounds each result element
        reduces on a last axis: all at once for a reduce, per block of result elements for a
        reduce_window (reduction.WindowPlan: each result element's values, and so what compute
        makes of them, are the same, but their positions stay within WINDOW_BLOCK)."""
        attributes = self._plans[id(op)][2]
        shape = np.shape(x)
        if op.name == "stablehlo.reduce":
            dims = sorted(int(d) for d in attributes["dimensions"])
            kept = [d for d in range(len(shape)) if d not in dims]

            def gather(t, t_init):
                moved = np.transpose(_to(t, shape), kept + dims)
                return moved.reshape(moved.shape[:len(kept)] + (-1,))
            return lambda compute: compute(gather)
        plan = self._window_plan(op, shape)

        def rows(compute):
            extend = _Extended(lambda t, t_init: extended(np.broadcast_to(t, shape),
                                                          np.float64(t_init)))
            return by_windows(plan, lambda block: compute(
                lambda t, t_init: block.take(extend(t, t_init))), op=op)
        return rows


_PATH_STATE = ("_allowance", "_totals", "_devs", "_allowances", "_conditions", "_rng", "_pool",
               "_pool_at", "_pools", "_after", "_undecided", "_fallback")
"""The attributes of a PropagatingInterpreter that are each path's own (`_swap`)."""


def _entry(table: dict, fallback: dict | None, value):
    """The entry of `table` for a live `value`, else `fallback`'s, else None."""
    entry = table.get(id(value))
    if entry is None and fallback is not None:
        entry = fallback.get(id(value))
    return entry if entry is not None and entry[0]() is value else None


def _allowance(state: dict, op, i: int, result) -> tuple:
    """The own allowance of op's result i by a path's `_allowance`, asked once per op and kept in
    its `_allowances` (`state`: the interpreter's attributes or `_other`)."""
    kept = state["_allowances"]
    entry = kept.get((id(op), i))
    if entry is None or entry[0] is not op:
        entry = kept[(id(op), i)] = (op, state["_allowance"](op, i, result))
    return entry[1]


ZERO_AS_SCALAR = frozenset(f"stablehlo.{n}" for n in (
    "add", "subtract", "multiply", "divide", "maximum", "minimum", "clamp", "atan2", "power",
    "remainder", "dot_general", "dot", "convolution", "dynamic_conv"))
"""Elementwise ops whose linearisation combines each operand's deviations with the others' by
exact arithmetic (+, -, *, /, max, min): an operand whose deviations are all zero gets a scalar
zero (ZERO) instead of its samples x its shape of zeros, the same values once broadcast, at
1/SAMPLES of the work (a constant's term: relu's max(x, 0), a scale, a divisor); at least one
operand has samples of its own (_sample: else its noise alone), so the result keeps its shape.
Bilinear ops too: the term of such an operand is skipped (_bilinear_samples)."""

NARROW_LINEAR = frozenset(f"stablehlo.{n}" for n in (
    "add", "subtract", "multiply", "divide", "negate", "exponential", "exponential_minus_one",
    "log", "log_plus_one", "sqrt", "cbrt", "tanh", "logistic", "sine", "cosine", "tan", "power",
    "select", "convert", "reduce_precision"))
"""The linearisations computed in float32 for ops that carry float32 deviations (`_narrow_op`):
derivatives times deviations, whose intermediates overflow float32 only into a deviation that
is not finite (and is carried again in float64). The others read the operands widened: the
exact changes x + d (abs, maximum, minimum, clamp: float32 would round d to the spacing of x),
rsqrt's 2 x and atan2's x^2 + y^2 (which overflow float32 into a finite deviation of 0) and
remainder's quotient (its truncation decides a term)."""

CONTRACTING = frozenset({"stablehlo.add", "stablehlo.subtract"})
"""Ops a multiply may be fused into (floating-point contraction): their samples move by the
product's rounding too (`PropagatingInterpreter._contracted`)."""

DISCRETE = frozenset(f"stablehlo.{n}" for n in (
    "compare", "convert", "floor", "ceil", "round_nearest_afz", "round_nearest_even", "sign",
    "is_finite"))
"""Ops whose result may jump when an operand moves (a predicate, an integer, a step): where
their bound is nonzero, what they feed is not tightened by the stochastic evaluations, which
may not happen to flip the decision a backend flips."""

BILINEAR = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution",
                      "stablehlo.dynamic_conv"})

UNREAD_OPERANDS = frozenset({"stablehlo.add", "stablehlo.subtract", "stablehlo.negate",
                             "stablehlo.real", "stablehlo.imag", "stablehlo.complex",
                             "stablehlo.is_finite", "stablehlo.reduce",
                             "stablehlo.reduce_window"})
"""Ops whose sensitivity and linearisation read no widened operand (`xs`: their bounds and
deviations alone, or the operands themselves): _propagate does not widen them (a conversion per
operand per op). Ops that only move elements are added below, once SENSITIVITY and LINEAR are
known."""


def scatter_bodies(op) -> list[str] | None:
    """The body of each result of a scatter: the mnemonic of one op of arguments i and N + i,
    or "replace" where the body returns argument N + i (the update); None for another body."""
    block = op.regions[0].block
    arguments = block.arguments
    n = len(arguments) // 2
    names = []
    for i, value in enumerate(block.ops[-1].operands):
        if value is arguments[n + i]:
            names.append("replace")
            continue
        first = value.defining_op
        if first is None or len(first.operands) != 2 or {id(v) for v in first.operands} != {
                id(arguments[i]), id(arguments[n + i])}:
            return None
        names.append(first.mnemonic)
    if len(block.ops) != 1 + sum(name != "replace" for name in names) or any(
            name not in _SCATTER_UFUNCS for name in names):
        return None
    return names


def _put(values, where, updates) -> None:
    """values[where] = updates, the last of several landing on one element winning (the
    reference's schedule is row-major)."""
    values[where] = updates


_SCATTER_UFUNCS = {"add": np.add.at, "maximum": np.maximum.at, "minimum": np.minimum.at,
                   "replace": _put}


def reducers_of(op) -> list[str] | None:
    """The mnemonic of each component of a reduce / reduce_window body whose result i is one op
    of arguments i and N + i; None for another body."""
    block = op.regions[0].block
    n = len(block.arguments) // 2
    ret = block.ops[-1]
    names = []
    for i, value in enumerate(ret.operands):
        first = value.defining_op
        if first is None or len(first.operands) != 2 or {id(v) for v in first.operands} != {
                id(block.arguments[i]), id(block.arguments[n + i])}:
            return None
        names.append(first.mnemonic)
    return names if len(block.ops) == n + 1 else None


def _separated(x: np.ndarray, t: np.ndarray) -> np.ndarray:
    """Per element of the leading axes: whether no two of the values on the last axis can swap
    order or tie when each moves within its bound (NaNs aside: they stay NaN, and compare the
    same); equal values with zero bounds stay equal."""
    order = np.argsort(x, axis=-1)
    xs, bs = np.take_along_axis(x, order, -1), np.take_along_axis(t, order, -1)
    lo, hi = xs[..., 1:], xs[..., :-1]
    apart = (lo - bs[..., 1:] > hi + bs[..., :-1]) | (
        (lo == hi) & (bs[..., 1:] == 0) & (bs[..., :-1] == 0)) | np.isnan(lo)
    return np.all(apart, axis=-1)


# --- helpers -----------------------------------------------------------------------------------

def product_deviation(x: np.ndarray, d: np.ndarray) -> np.ndarray:
    """prod(x + d) - prod(x) over the last axis, as the telescoping sum of
    d_j prod_{i<j} x_i prod_{i>j} (x_i + d_i): no cancellation, so for magnitudes and their
    bounds it is the bound of a product whose factors move within them, and for signed values
    and deviations the deviation of the product. An exact zero factor makes its terms 0 (not
    0 * inf); a masked deviation (NaN) stays NaN."""
    with np.errstate(over="ignore", invalid="ignore"):
        ones = np.ones(x.shape[:-1] + (1,))
        before = np.cumprod(np.concatenate([ones, x[..., :-1]], axis=-1), axis=-1)
        moved = np.concatenate([ones, (x + d)[..., :0:-1]], axis=-1)
        after = np.cumprod(moved, axis=-1)[..., ::-1]
        terms = d * before * after
        terms = np.where(np.isnan(terms) & ~np.isnan(d), 0.0, terms)
        return terms.sum(axis=-1)


class _Extended:
    """make(values, init) (values and then the init value, which window positions index),
    made once per pair of arguments within one `rows` call (reduce_window's blocks), kept with
    the arguments themselves so that their ids stay theirs."""

    __slots__ = ("_make", "_made")

    def __init__(self, make):
        self._make, self._made = make, {}

    def __call__(self, values, init) -> np.ndarray:
        entry = self._made.get((id(values), id(init)))
        if entry is None or entry[0] is not values or entry[1] is not init:
            entry = self._made[(id(values), id(init))] = (values, init, self._make(values, init))
        return entry[2]


def _first_factor(first, factors: np.ndarray) -> np.ndarray:
    """`factors` (the elements each result reduces, on a last axis) with `first` (the init
    value, a scalar or one per sample, shaped to broadcast) put before them."""
    lead = np.broadcast_to(np.reshape(first, np.shape(first) + (1,) * (
        factors.ndim - np.ndim(first))), factors.shape[:-1] + (1,))
    return np.concatenate([lead, factors], axis=-1)


class _WideResults:
    """An op's results widened (_wide; float32 with `narrow`, _narrow32), each when a
    linearisation first reads it: most of them (add, multiply, moved elements) never do."""

    __slots__ = ("_results", "_wide", "_narrow")

    def __init__(self, results: list, narrow: bool = False):
        self._results, self._wide, self._narrow = results, [None] * len(results), narrow

    def __len__(self) -> int:
        return len(self._results)

    def __getitem__(self, i: int):
        wide = self._wide[i]
        if wide is None:
            r = self._results[i]
            wide = self._wide[i] = r if not isinstance(r, np.ndarray) else (
                _narrow32(r) if self._narrow else _wide(r))
        return wide

    def __iter__(self):
        return (self[i] for i in range(len(self._results)))


def _left(op, skip: tuple) -> tuple:
    """The Unspecified conditions of `op` that its types leave (interpreter._relevant_unspecified),
    `skip` does not name and the op itself does not rule out (a `holds_for_op` tag: a dot_general
    without an algorithm attribute): where none is left, Interpreter.unspecified_mask would find
    none holds."""
    if op.name not in IMPLEMENTATIONS:
        return ()
    relevant = _relevant_unspecified(op)
    key = (id(relevant), skip)  # the relevant tuples are kept (interpreter._RELEVANT)
    left = _LEFT.get(key)
    if left is None:
        kept = tuple(u for u in relevant if not u.id.endswith(skip))
        left = _LEFT[key] = (relevant, kept, any(
            getattr(u.when, "holds_for_op", None) is not None for u in kept))
    if left[2]:  # conditions the op itself rules out (registry.may_hold's `holds_for_op`)
        return tuple(u for u in left[1] if getattr(u.when, "holds_for_op", None) is None
                     or u.when.holds_for_op(op))
    return left[1]


_LEFT: dict[tuple, tuple] = {}


_DIRECT_POSITIONS = {
    "stablehlo.broadcast_in_dim": lambda index, static, shape: shape_ops._broadcast_in_dim(
        index, static["broadcast_dimensions"], shape, "broadcast_in_dim_c5"),
    "stablehlo.reshape": lambda index, static, shape: index.reshape(shape),
    "stablehlo.transpose": lambda index, static, shape: index.transpose(static["permutation"]),
}
"""fn(positions, the op's static attributes, its result shape) -> the positions moved as the op
moves elements, for the data-movement ops met most (the moved positions a view, not copied:
_positions applies the op's implementation otherwise, which costs ten times more)."""


def _to(x, shape: tuple) -> np.ndarray:
    """np.broadcast_to(x, shape), or `x` itself where it has that shape (broadcast_to costs
    several microseconds even then); the caller does not write into it."""
    return x if np.shape(x) == shape else np.broadcast_to(x, shape)


def _joined(parts: list, axis: int = 0) -> np.ndarray:
    """np.concatenate(parts, axis), or the one part itself (read, not written)."""
    return parts[0] if len(parts) == 1 else np.concatenate(parts, axis=axis)


def _wide(x) -> np.ndarray:
    x = np.asarray(x)
    return x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)


@functools.lru_cache(maxsize=None)
def _inexact(dtype: np.dtype) -> bool:
    """Whether a dtype holds a float or complex element type (ml_dtypes' included)."""
    return kind(values.element_type_of_dtype(dtype)) in ("float", "complex")


_NATIVE = (np.float32, np.float64)


def _spacing(x: np.ndarray) -> np.ndarray:
    """values.spacing, with a short way for finite float32 and float64 values (the caller has
    numpy's floating-point warnings off)."""
    if x.dtype.type in _NATIVE:
        out = np.spacing(np.abs(x)).astype(np.float64, copy=False)
        if _finite_sum(out):
            return out
    return spacing(x)


def _units(draws: np.ndarray, dtype) -> np.ndarray:
    """Random bytes (int8) as draws uniform in (-1, 1), (b + 0.5) / 128 (exact in float32 and
    float64; -127.5 .. 127.5 is symmetric), in a new array of `dtype`."""
    units = draws.astype(dtype)
    units += 0.5
    units *= 1 / 128
    return units


_EMPTY_POOL = np.zeros(0)
"""The pool after draws made for one value alone (_uniform): the next draws need a new one."""


@functools.lru_cache(maxsize=None)
def _narrow(dtype: np.dtype) -> bool:
    """Whether a value of this dtype can get float32 deviations: a real float type of 32 bits or
    fewer (float32, bfloat16, float16, the 8-bit and smaller ml_dtypes types). Its deviations
    need a few significant digits, which float32 keeps down to its subnormals (1.4e-45, no
    more than the spacing of any such value), and their first-order arithmetic in float32
    costs half the memory traffic and half the matrix products."""
    return _inexact(dtype) and dtype.kind != "c" and dtype.itemsize <= 4


def _narrow_value(x: np.ndarray) -> bool:
    """Whether a value gets float32 deviations: a type that can (`_narrow`), and at least
    NARROW_ELEMENTS elements (on fewer, numpy's cost per call outweighs the memory saved, and
    float32 operations on float64 pools and sizes cost a conversion each)."""
    return x.size >= NARROW_ELEMENTS and _narrow(x.dtype)


def _narrow_op(tensors: list, results: list) -> bool:
    """Whether an op carries deviations in float32: it has float results, each gets float32
    deviations (`_narrow_value`), and every float operand has a type that can."""
    floats = False
    for r in results:
        if isinstance(r, np.ndarray) and _inexact(r.dtype):
            if r.size < NARROW_ELEMENTS or not _narrow(r.dtype):  # (_narrow_value, inlined)
                return False
            floats = True
    return floats and all(_narrow(x.dtype) or not _inexact(x.dtype) for x in tensors)


def _narrow32(x: np.ndarray) -> np.ndarray:
    """A float operand of a narrow type (`_narrow`) in float32, others as they are."""
    return x if x.dtype == np.float32 or not _inexact(x.dtype) else x.astype(np.float32)


def _checked(d: np.ndarray, narrow: bool) -> tuple[np.ndarray, bool] | None:
    """(_finite(d), False: deviations not all zero), or for float32 deviations (`narrow`) None
    where one is not finite: a float64 evaluation decides which are (a float32 overflow is not
    a first order that overflowed)."""
    if not narrow:
        return _finite(d), False
    return (d, False) if _finite_sum(d) else None


def _finite(d: np.ndarray) -> np.ndarray:
    """Deviations with the non-finite ones (a first order that overflowed) set to 0."""
    return d if _finite_sum(d) else np.where(np.isfinite(d), d, 0.0)


def _finite_sum(x: np.ndarray) -> bool:
    """np.isfinite(x.sum()): whether no element of `x` is infinite or NaN and their sum does not
    overflow (math's test of a numpy scalar is ten times cheaper than numpy's)."""
    total = x.sum()
    return cmath.isfinite(total) if x.dtype.kind == "c" else math.isfinite(total)


def accumulation_allowance(op, i, result) -> tuple[float, float]:
    """The default own allowance: none beyond the accumulating ops' bounds (the oracles pass
    their tolerance rules)."""
    return 0.0, 0.0


SAMPLES = 8
"""Stochastic samples per value. With three, a path of one rounding op was too often sampled
near 0 (the largest of three uniform draws is below 1/8 of the allowance once in 500): a
10-minute campaign made four false findings on graphs that eight remove."""

POOL_DRAWS = 1 << 16
"""The most noise draws made at once for the samples (a random byte each)."""

POOL_CHAIN, POOL_KEPT = 8, 32
"""Pools kept between evaluations: the first POOL_CHAIN of an evaluation, POOL_KEPT of them in
all (at most 16 MiB), the oldest dropped first."""

_POOLS: dict[tuple, tuple[np.ndarray, dict]] = {}
"""(seed, the sizes of an evaluation's pools up to this one) -> (the pool, the generator's state
after it)."""

SAMPLED_ELEMENTS = 1 << 22
"""Values with more elements carry no samples (they would cost SAMPLES times their size in
float64, or float32 for _narrow_value's): what they feed keeps the propagated bound."""

FLOAT32_MAX = float(np.finfo(np.float32).max)

NARROW_ELEMENTS = 1 << 12
"""The fewest elements of a value whose deviations are float32 (`_narrow_value`)."""

SAFETY = 4.0
"""The stochastic tolerance is SAFETY times the largest deviation of the samples (plus two ULPs
of the result): about six standard deviations of a sum of many independent roundings."""


POLES = {"stablehlo.divide": (1, 0.0), "stablehlo.rsqrt": (0, 0.0), "stablehlo.sqrt": (0, 0.0),
         "stablehlo.log": (0, 0.0), "stablehlo.log_plus_one": (0, -1.0)}
"""op -> (the operand, the value) of its pole or domain edge: where an infinite bound arises
there, the samples judge the element unless the operand's own samples reach that value
(`_singular`): then the operand may cross it (the quotient changes sign, the root is NaN) and a
later op may hide that from the samples (a tanh that saturates)."""

JUMPS = frozenset({"stablehlo.remainder", "stablehlo.atan2", "stablehlo.power",
                   "chlo.broadcast_remainder", "chlo.broadcast_atan2", "chlo.broadcast_power",
                   "chlo.next_after", "chlo.broadcast_next_after"})
"""Ops whose infinite bound marks a jump (remainder's wrap, atan2's branch cut, power's sign
or domain, next_after's direction) that a linearisation does not follow."""


def evaluate_with_totals(module, args: list, func: str = "main", allowance=None,
                         samples: int = SAMPLES, seed: int = 0):
    """(outputs, legacy bounds, [Total or None per output]) of `func` (see this module): each
    Total's `total` is the tolerance, the propagated bound tightened by `samples` linearised
    stochastic samples where both are finite."""
    interpreter = PropagatingInterpreter(module, allowance, samples=samples, seed=seed)
    outputs, bounds, _ = interpreter.call_with_totals(func, list(args))
    return outputs, bounds, interpreter._tightened_totals(outputs)


def evaluate_with_lowered_totals(module, args: list, func: str, allowance, lowered,
                                 samples: int = SAMPLES, seed: int = 0):
    """evaluate_with_totals's (outputs, legacy bounds, Totals), and the Totals with each op's own
    allowance by `lowered` instead (the lowered path's), from one evaluation: the same as
    evaluate_with_totals with `lowered` as the allowance, element for element."""
    interpreter = PropagatingInterpreter(module, allowance, samples=samples, seed=seed,
                                         lowered=lowered)
    outputs, bounds, _ = interpreter.call_with_totals(func, list(args))
    return (outputs, bounds, interpreter._tightened_totals(outputs),
            interpreter.lowered_totals(outputs))


def spread(devs) -> np.ndarray | None:
    """The largest |deviation| of the samples, per element, in float64 (None: no samples)."""
    return None if devs is None else np.max(np.abs(devs), axis=0, initial=0.0).astype(
        np.float64, copy=False)


def _tightened(total: "Total | None", spread, output, samples: int) -> "Total | None":
    """The Total whose tolerance is min(bound, SAFETY spread + 2 ULP); masked (NaN) elements,
    those a discrete decision upstream may flip and infinite bounds the samples cannot judge
    (`Total.unsampled`) stay as the bound says."""
    if total is None or spread is None or not total.fed:
        return total
    with np.errstate(invalid="ignore", over="ignore"):
        stochastic = SAFETY * spread + 2 * _spacing(output)
        keep = np.isnan(total.total)  # masked
        if total.flips is not None:
            keep = keep | total.flips
        if total.unsampled is not None:  # an infinite bound the samples cannot judge
            keep = keep | total.unsampled
        tolerance = np.where(keep, total.total, np.minimum(total.total, stochastic))
    return Total(tolerance, total.ops, total.fed, bound=total.total, samples=samples,
                 flips=total.flips, unsampled=total.unsampled)


class PerturbedInterpreter(Interpreter):
    """Stochastic arithmetic (Monte Carlo arithmetic, as Verificarlo and CADNA do it per
    operation, here per op): evaluates like the reference and moves each float result of an op
    by an independent uniform fraction of that op's own allowance (its tolerance rule, and for
    an accumulating op its summation bound: `own_log`, recorded by a PropagatingInterpreter
    for each execution of the op), rounded back to the result type. The spread of a few such
    evaluations measures how the program amplifies or damps its ops' differences,
    cancellations and normalisations included (which the propagated bound, blind to
    correlations, cannot see)."""

    def __init__(self, module, own_log: dict, rng, plans: dict | None = None, process=None):
        super().__init__(module, process)
        if plans:  # the reference's plans of the same ops (not those bound to its interpreter)
            self._plans.update({k: p for k, p in plans.items() if "interpreter" not in p[2]})
        self._log = own_log
        self._rng = rng
        self._executions: dict[int, int] = {}

    def run_op(self, op, operands: list) -> list:
        results = super().run_op(op, operands)
        entry = self._log.get(id(op))
        if entry is None or entry[0] is not op:
            return results
        n = self._executions.get(id(op), 0)
        self._executions[id(op)] = n + 1
        if n >= len(entry[1]):
            raise EvaluationError(f"{op.name} ran more often than in the reference's "
                                  "evaluation (a perturbed loop condition)")
        out = []
        for r, size in zip(results, entry[1][n]):
            if isinstance(r, np.ndarray) and np.any(size) and np.shape(r) == np.shape(
                    np.broadcast_to(size, np.shape(r))):
                wide = _wide(r)
                with np.errstate(all="ignore"):
                    size = np.nan_to_num(size, posinf=0.0)  # own: a bound on the modulus
                    if np.iscomplexobj(wide):
                        size = size / np.sqrt(2.0)
                    noise = self._rng.uniform(-1, 1, (2,) + wide.shape) * size
                    moved = wide + (noise[0] + 1j * noise[1] if np.iscomplexobj(wide)
                                    else noise[0])
                    r = values.narrow(np.where(np.isfinite(wide), moved, wide),
                                      element_type_of(r))
            out.append(r)
        return out


# --- linearisations: signed first-order deviations --------------------------------------------

LINEAR: dict[str, Callable] = {}
"""op name -> fn(op, xs, ds, rs) -> [deviation of each result]: `xs` the operands widened,
`ds` their deviations (samples x shape), `rs` the results widened; the first-order change of
the results (steps and predicates: none)."""


linear = _registrar(LINEAR)
"""`@linear(*mnemonics)`: the decorated function is those ops' linearisation."""


@linear("add")
def _d_add(op, xs, ds, rs):
    return [ds[0] + ds[1]]


@linear("subtract")
def _d_subtract(op, xs, ds, rs):
    return [ds[0] - ds[1]]


@linear("multiply")
def _d_multiply(op, xs, ds, rs):
    return [xs[1] * ds[0] + xs[0] * ds[1]]


@linear("divide")
def _d_divide(op, xs, ds, rs):
    return [(ds[0] - rs[0] * ds[1]) / xs[1]]


@linear("negate")
def _d_negate(op, xs, ds, rs):
    return [-ds[0]]


@linear("abs")
def _d_abs(op, xs, ds, rs):
    """|x + d| - |x|, exactly (a derivative at 0 would say 0)."""
    return [np.abs(xs[0] + ds[0]) - rs[0]]


@linear("real", "imag")
def _d_part(op, xs, ds, rs):
    return [np.real(ds[0]) if op.mnemonic == "real" else np.imag(ds[0])]


@linear("complex")
def _d_complex(op, xs, ds, rs):
    return [ds[0] + 1j * ds[1]]


@linear("exponential")
def _d_exp(op, xs, ds, rs):
    return [rs[0] * ds[0]]


@linear("exponential_minus_one")
def _d_expm1(op, xs, ds, rs):
    return [(rs[0] + 1) * ds[0]]


@linear("log")
def _d_log(op, xs, ds, rs):
    return [ds[0] / xs[0]]


@linear("log_plus_one")
def _d_log1p(op, xs, ds, rs):
    return [ds[0] / (1 + xs[0])]


@linear("sqrt")
def _d_sqrt(op, xs, ds, rs):
    return [ds[0] / (2 * rs[0])]


@linear("rsqrt")
def _d_rsqrt(op, xs, ds, rs):
    return [-rs[0] * ds[0] / (2 * xs[0])]


@linear("cbrt")
def _d_cbrt(op, xs, ds, rs):
    return [ds[0] / (3 * rs[0] * rs[0])]


@linear("tanh")
def _d_tanh(op, xs, ds, rs):
    return [(1 - rs[0] * rs[0]) * ds[0]]


@linear("logistic")
def _d_logistic(op, xs, ds, rs):
    return [rs[0] * (1 - rs[0]) * ds[0]]


@linear("sine")
def _d_sine(op, xs, ds, rs):
    return [np.cos(xs[0]) * ds[0]]


@linear("cosine")
def _d_cosine(op, xs, ds, rs):
    return [-np.sin(xs[0]) * ds[0]]


@linear("tan")
def _d_tan(op, xs, ds, rs):
    return [(1 + rs[0] * rs[0]) * ds[0]]


@linear("atan2")
def _d_atan2(op, xs, ds, rs):
    y, x = xs
    return [(x * ds[0] - y * ds[1]) / (x * x + y * y)]


@linear("power")
def _d_power(op, xs, ds, rs):
    base, exponent = xs
    return [rs[0] * (exponent * ds[0] / base + np.log(np.abs(base)) * ds[1])]


@linear("remainder")
def _d_remainder(op, xs, ds, rs):
    return [ds[0] - np.trunc(xs[0] / xs[1]) * ds[1]]


@linear("maximum", "minimum")
def _d_extremum(op, xs, ds, rs):
    """The change of the extremum, exactly (at a tie either operand's deviation shows)."""
    fn = np.maximum if op.mnemonic == "maximum" else np.minimum
    return [fn(xs[0] + ds[0], xs[1] + ds[1]) - fn(xs[0], xs[1])]


@linear("clamp")
def _d_clamp(op, xs, ds, rs):
    """The change of the clamped value, exactly; a 0-d min or max (the spec allows one) moves by
    its samples everywhere (they get the operand's dimensions: a crash, broadcasting samples of
    shape (SAMPLES,) against the operand's last dimension)."""
    low, x, high = xs
    d_low, d_high = (np.reshape(d, np.shape(d) + (1,) * (np.ndim(x) - np.ndim(v)))
                     if np.ndim(d) and np.ndim(v) < np.ndim(x) else d
                     for d, v in ((ds[0], low), (ds[2], high)))
    moved = np.minimum(np.maximum(x + ds[1], low + d_low), high + d_high)
    return [moved - np.minimum(np.maximum(x, low), high)]


@linear("select")
def _d_select(op, xs, ds, rs):
    return [np.where(xs[0] != 0, ds[1], ds[2])]


@linear("convert", "reduce_precision")
def _d_same(op, xs, ds, rs):
    if np.iscomplexobj(ds[0]) and not np.iscomplexobj(rs[0]):
        return [np.real(ds[0])]
    return [ds[0]]


@linear("compare", "floor", "ceil", "round_nearest_afz", "round_nearest_even", "sign",
        "is_finite", "and", "or", "xor", "not", "shift_left", "shift_right_arithmetic",
        "shift_right_logical", "popcnt", "count_leading_zeros")
def _d_step(op, xs, ds, rs):
    """Steps, predicates and bits: no first-order change (a possible flip is the propagated
    bound's to see)."""
    return [0.0 for _ in rs]


# --- sensitivities: elementwise ops --------------------------------------------------------------

def _nan_sum(x: np.ndarray) -> bool:
    """np.isnan(x.sum()), as _finite_sum tests it."""
    total = x.sum()
    return cmath.isnan(total) if x.dtype.kind == "c" else math.isnan(total)


def _mul(a, b):
    """a * b with 0 * inf = 0 (an exact zero factor)."""
    product = np.multiply(a, b)
    return product if not _nan_sum(product) else np.where((a == 0) | (b == 0), 0.0,
                                                                product)


@sensitivity("add", "subtract")
def _sum(op, xs, ts, results):
    return [ts[0] + ts[1]]


@sensitivity("multiply")
def _product(op, xs, ts, results):
    a, b = np.abs(xs[0]), np.abs(xs[1])
    bound = b * ts[0] + a * ts[1] + ts[0] * ts[1]
    if _nan_sum(bound):  # an infinity times an exact zero: _mul's 0 where it is
        bound = _mul(b, ts[0]) + _mul(a, ts[1]) + _mul(ts[0], ts[1])
    return [bound]


@sensitivity("divide")
def _quotient(op, xs, ts, results):
    a, b = np.abs(xs[0]), np.abs(xs[1])
    with np.errstate(all="ignore"):
        room = b - ts[1]
        bound = (_mul(ts[0], b) + _mul(a, ts[1])) / (b * room)
        unbounded = np.where(np.isnan(room), np.nan, np.inf)  # a masked divisor stays masked
        return [np.where(room > 0, bound, unbounded)]


@sensitivity("negate", "abs", "real", "imag", "is_finite")
def _lipschitz_one(op, xs, ts, results):
    if op.mnemonic == "is_finite":
        return [np.where(np.isnan(ts[0]), np.nan, 0.0)]
    return [ts[0]]


@sensitivity("maximum", "minimum")
def _extremum(op, xs, ts, results):
    a, b = xs
    with np.errstate(invalid="ignore"):
        certain = np.abs(a - b) > ts[0] + ts[1]
        winner_a = (a > b) == (op.mnemonic == "maximum")
    return [np.where(certain, np.where(winner_a, ts[0], ts[1]), np.maximum(ts[0], ts[1]))]


@sensitivity("clamp")
def _clamp(op, xs, ts, results):
    return [np.maximum(np.maximum(ts[0], ts[1]), ts[2])]


@sensitivity("complex")
def _complex(op, xs, ts, results):
    return [np.hypot(ts[0], ts[1])]


@sensitivity("exponential")
def _exp(op, xs, ts, results):
    return [_mul(np.abs(_wide(results[0])), np.expm1(ts[0])) * (1 + 2 ** -40)]


@sensitivity("exponential_minus_one")
def _expm1(op, xs, ts, results):
    return [_mul(np.abs(_wide(results[0]) + 1), np.expm1(ts[0])) * (1 + 2 ** -40)]


def _log_like(x, t):
    a = np.abs(x)
    with np.errstate(all="ignore"):
        return np.where(t < a, -np.log1p(-t / a), np.inf)


@sensitivity("log")
def _log(op, xs, ts, results):
    return [_log_like(xs[0], ts[0])]


@sensitivity("log_plus_one")
def _log1p(op, xs, ts, results):
    return [_log_like(xs[0] + 1, ts[0])]


@sensitivity("sqrt")
def _sqrt(op, xs, ts, results):
    if np.iscomplexobj(xs[0]):
        return None
    a = np.abs(xs[0])
    with np.errstate(all="ignore"):
        low = np.sqrt(np.maximum(a - ts[0], 0))
        return [np.where(a > ts[0], ts[0] / (low + np.sqrt(a)), np.sqrt(a + ts[0]))]


@sensitivity("rsqrt", "cbrt")
def _monotone_power(op, xs, ts, results):
    """rsqrt and cbrt are monotone on each side of 0: the interval's ends bound the change
    (unbounded for rsqrt when the interval reaches 0)."""
    if np.iscomplexobj(xs[0]):
        return None
    fn = {"rsqrt": lambda v: 1 / np.sqrt(v), "cbrt": np.cbrt}[op.mnemonic]
    x, t = xs[0], ts[0]
    with np.errstate(all="ignore"):
        r = fn(x)
        change = np.maximum(np.abs(fn(x + t) - r), np.abs(fn(x - t) - r))
        if op.mnemonic == "rsqrt":
            change = np.where(x - t > 0, change, np.inf)
        return [np.where(np.isnan(change) & ~np.isnan(r), np.inf, change)]


@sensitivity("tanh")
def _tanh(op, xs, ts, results):
    if np.iscomplexobj(xs[0]):
        return None
    nearest = np.maximum(np.abs(xs[0]) - ts[0], 0)
    return [_mul(ts[0], 1 - np.tanh(nearest) ** 2)]


@sensitivity("logistic")
def _logistic(op, xs, ts, results):
    """T times the logistic's derivative at the interval's end nearest 0, e^-t / (1 + e^-t)^2
    (written so that it keeps its digits where the result is tiny: 1 - s is 0 there)."""
    if np.iscomplexobj(xs[0]):
        return None
    nearest = np.maximum(np.abs(xs[0]) - ts[0], 0)
    decay = np.exp(-nearest)
    return [_mul(ts[0], decay / ((1 + decay) * (1 + decay)))]


@sensitivity("sine", "cosine")
def _sine(op, xs, ts, results):
    return None if np.iscomplexobj(xs[0]) else [np.minimum(ts[0], 2.0)]


def corner_change(fn, xs, ts) -> tuple[np.ndarray, np.ndarray]:
    """(fn(*xs), the largest |fn(corner) - fn(*xs)| over the corners of the box of the operands'
    intervals [x - t, x + t]): the change of a function monotone in each operand there."""
    r = fn(*xs)
    change = np.zeros(np.shape(r))
    for signs in np.ndindex(*(2,) * len(xs)):
        corner = [x + (1 - 2 * s) * t for x, t, s in zip(xs, ts, signs)]
        change = np.maximum(change, np.abs(fn(*corner) - r))
    return r, change


@sensitivity("tan", "atan2", "power", "remainder")
def _corners(op, xs, ts, results):
    """Functions monotone between their poles and branch cuts: the largest change at the corners
    of the operands' box, unbounded where the box reaches a pole or a cut (cos = 0 for tan, the
    negative real axis for atan2, a sign change of a non-integer power's base, a change of the
    quotient's integer part for remainder)."""
    if any(np.iscomplexobj(x) for x in xs):
        return None
    fn = {"tan": np.tan, "atan2": np.arctan2, "power": np.power, "remainder": np.fmod}[
        op.mnemonic]
    with np.errstate(all="ignore"):
        r, change = corner_change(fn, xs, ts)
        if op.mnemonic == "tan":
            lo, hi = np.floor((xs[0] - ts[0]) / np.pi - 0.5), np.floor((xs[0] + ts[0]) / np.pi - 0.5)
            change = np.where(lo == hi, change, np.inf)
        elif op.mnemonic == "atan2":
            y, x = xs
            change = np.where((x - ts[1] < 0) & (np.abs(y) <= ts[0]), np.inf, change)
        elif op.mnemonic == "power":
            base = xs[0]
            change = np.where((base - ts[0] <= 0) & (base + ts[0] >= 0) & (ts[0] > 0),
                              np.inf, change)
        else:
            q = [np.trunc((xs[0] + s0 * ts[0]) / (xs[1] + s1 * ts[1]))
                 for s0 in (-1, 1) for s1 in (-1, 1)]
            change = np.where(functools.reduce(np.logical_and, (qi == q[0] for qi in q)),
                              change, np.inf)
        return [np.where(np.isnan(change) & ~np.isnan(r), np.inf, change)]


@sensitivity("floor", "ceil", "round_nearest_afz", "round_nearest_even", "sign")
def _steps(op, xs, ts, results):
    """Step functions: the jump where the interval straddles a step (a value of 0 for sign)."""
    if np.iscomplexobj(xs[0]):
        return None
    fn = {"floor": np.floor, "ceil": np.ceil, "round_nearest_even": np.rint,
          "round_nearest_afz": lambda v: np.sign(v) * np.floor(np.abs(v) + 0.5),
          "sign": np.sign}[op.mnemonic]
    return [_jump(fn, xs[0], ts[0])]


def _jump(fn, x, t):
    with np.errstate(all="ignore"):
        r = fn(x)
        jump = np.maximum(np.abs(fn(x + t) - r), np.abs(r - fn(x - t)))
    return np.where(np.isnan(t), np.nan, np.nan_to_num(jump, nan=np.inf, posinf=np.inf))


@sensitivity("reduce_precision")
def _reduce_precision(op, xs, ts, results):
    # Rounding to the coarser grid: a difference d becomes at most d plus one step of the grid
    # at the larger magnitude (2^(exponent - mantissa_bits)).
    bits = int(op.attributes["mantissa_bits"].value)
    with np.errstate(all="ignore"):
        top = np.abs(xs[0]) + ts[0]
        step = np.exp2(np.floor(np.log2(np.maximum(top, 1e-300))) - bits)
    return [ts[0] + np.where(ts[0] > 0, step, 0.0)]


@sensitivity("fft")
def _fft(op, xs, ts, results):
    """A DFT is linear with unit-modulus weights: each result element moves by at most the sum
    of its input's bounds over the transformed dimensions, over N for the inverse transforms
    (twice that for IRFFT, whose interior bins stand for two conjugate terms each)."""
    fft_type = attribute_value(op, "fft_type")
    lengths = tuple(attribute_value(op, "fft_length"))
    axes = tuple(range(-len(lengths), 0))
    moved = np.sum(np.broadcast_to(ts[0], np.shape(xs[0])), axis=axes, keepdims=True)
    scale = {"FFT": 1.0, "RFFT": 1.0, "IFFT": 1 / np.prod(lengths),
             "IRFFT": 2 / np.prod(lengths)}[fft_type]
    return [np.broadcast_to(moved * scale, np.shape(results[0]))]


@sensitivity("compare")
def _compare(op, xs, ts, results):
    """A predicate may flip (bound 1) where the operands' intervals overlap."""
    a, b = xs
    with np.errstate(invalid="ignore"):
        slack = ts[0] + ts[1]
        flips = (slack > 0) & (np.abs(a - b) <= slack)
    return [np.where(np.isnan(slack), np.nan, flips.astype(np.float64))]


@sensitivity("select")
def _select(op, xs, ts, results):
    """Where the predicate may flip, the other branch may come out: the distance between the
    branches, unbounded where one of them is NaN and the other is not (jax's take_along_axis
    selects between a gathered value and a NaN fill: either may come out, which is not
    masked)."""
    pred, on_true, on_false = xs
    chosen = np.where(pred != 0, ts[1], ts[2])
    with np.errstate(invalid="ignore", over="ignore"):
        same = (on_true == on_false) | (np.isnan(on_true) & np.isnan(on_false))
        gap = np.where(same, 0.0, np.abs(on_true - on_false))
        other = np.where(np.isnan(gap), np.inf, gap) + np.maximum(ts[1], ts[2])
    return [np.where(np.isnan(ts[0]), np.nan, np.where(ts[0] != 0, other, chosen))]


@sensitivity("convert")
def _convert(op, xs, ts, results):
    """Floats into integers truncate: the jump where the interval straddles an integer; into
    booleans: uncertain where it reaches 0; every other conversion keeps the difference."""
    target = kind(element_type_of(results[0]))
    source = xs[0]
    if target in ("signed", "unsigned") and np.isrealobj(source):
        return [_jump(np.trunc, source, ts[0])]
    if target == "bool":
        return [np.where(np.isnan(ts[0]), np.nan,
                         (np.abs(source) <= ts[0]) & (ts[0] > 0)).astype(np.float64)]
    return [ts[0]]


def _uncertain(op, xs, ts, results):
    """Bit-level ops: any difference of an operand may change every bit; a masked operand
    (NaN: rng_bit_generator's DEFAULT bits) masks the result."""
    unbounded = np.where(functools.reduce(np.logical_or, (t != 0 for t in ts)), np.inf, 0.0)
    return [np.where(functools.reduce(np.logical_or, (np.isnan(t) for t in ts)), np.nan,
                     unbounded)]


for _name in ("and", "or", "xor", "not", "shift_left", "shift_right_arithmetic",
              "shift_right_logical", "popcnt", "count_leading_zeros", "bitcast_convert"):
    SENSITIVITY[registered(f"stablehlo.{_name}", __name__)] = _uncertain


def pool_gradient(op, xs, ts) -> tuple | None:
    """(bound, undecided) of a max (min) pool's gradient, select_and_scatter whose select is
    one compare GE, GT, LE or LT of its arguments and whose scatter is an add (None for
    others): each window's source value is added to the element the window selects. An element
    may be selected where its interval reaches the largest low end of the window's intervals
    (the smallest high end for a min); where only one may, the source's bound lands on it,
    elsewhere each element that may be selected is off by |source| plus the source's bound and
    is undecided (Total.flips: the samples follow one selection only)."""
    choice = _pool_choice(op)
    if choice is None or np.iscomplexobj(xs[0]):
        return None
    inside, position, largest = choice
    x, source = xs[0], xs[1]
    t = np.broadcast_to(ts[0], np.shape(x)).ravel()
    padding = -np.inf if largest else np.inf  # never the selected element
    with np.errstate(invalid="ignore"):
        lo = np.where(inside, np.append(x.ravel() - t, padding)[position], padding)
        hi = np.where(inside, np.append(x.ravel() + t, padding)[position], padding)
        unknown = (np.isnan(lo) | np.isnan(hi)).any(-1, keepdims=True)
        may = hi >= np.nanmax(lo, -1, keepdims=True) if largest else \
            lo <= np.nanmin(hi, -1, keepdims=True)
    may = inside & (may | unknown)
    t_source = np.broadcast_to(ts[1], np.shape(source))
    sure = may.sum(-1) == 1
    off = np.where(sure, t_source, np.abs(source) + t_source)[..., None]
    total = np.zeros(np.size(x) + 1)
    np.add.at(total, np.where(may, position, np.size(x)).ravel(),
              np.broadcast_to(off, may.shape).ravel())
    undecided = np.zeros(np.size(x) + 1, bool)
    undecided[np.where(may & ~sure[..., None], position, np.size(x)).ravel()] = True
    return total[:-1].reshape(np.shape(x)) + ts[2], undecided[:-1].reshape(np.shape(x))


def _pool_choice(op) -> tuple | None:
    """(inside, position: reduction.window_positions of its windows, whether it selects the
    largest) of a select_and_scatter of one compare GE, GT, LE or LT and an add; else None."""
    found = compared_input(op.regions[0])
    body = op.regions[1].block.ops
    direction = getattr(found[0].attributes.get("comparison_direction"), "value", None) \
        if found else None
    if direction not in ("GE", "GT", "LE", "LT") or len(body) != 2 \
            or body[0].name != "stablehlo.add":
        return None
    shape = tuple(op.operands[0].type.shape)
    inside, position = window_positions(
        shape, attribute_value(op, "window_dimensions") or (1,) * len(shape),
        attribute_value(op, "window_strides"), None, None, attribute_value(op, "padding"))
    return inside, position, (direction in ("GE", "GT")) != found[2]


@linear("select_and_scatter")
def _d_select_and_scatter(op, xs, ds, rs):
    """Each window's source deviations land on its extreme element (the first of equal ones;
    where another may be selected instead, pool_gradient marks the elements undecided)."""
    choice = _pool_choice(op)
    if choice is None or np.iscomplexobj(xs[0]):
        return None
    inside, position, largest = choice
    padding = -np.inf if largest else np.inf
    values = np.where(inside, np.append(np.ravel(xs[0]), padding)[position], padding)
    with np.errstate(invalid="ignore"):
        pick = np.nanargmax(values, -1) if largest else np.nanargmin(values, -1)
    target = np.take_along_axis(position, pick[..., None], -1)[..., 0].ravel()
    source = np.reshape(ds[1], (np.shape(ds[1])[0], -1))
    out = np.zeros((source.shape[0], np.size(xs[0]) + 1), source.dtype)
    np.add.at(out, (slice(None), target), source)
    out = out[:, :-1].reshape((source.shape[0],) + np.shape(xs[0]))
    init = np.asarray(ds[2])  # per sample, or one scalar
    return [out + init.reshape(init.shape + (1,) * (out.ndim - init.ndim))]


def _meets_another(x: np.ndarray, t: np.ndarray, d: int) -> np.ndarray:
    """Whether each element's interval [x - t, x + t] meets another's in its slice along `d`
    (a NaN value or bound meets every one): by the intervals in order of their low ends, one
    meets a later one where the next low end is at most its high end, an earlier one where the
    highest high end before it reaches its low end."""
    with np.errstate(invalid="ignore"):
        lo, hi = np.moveaxis(x - t, d, -1), np.moveaxis(x + t, d, -1)
    unknown = np.isnan(lo) | np.isnan(hi)
    lo, hi = np.where(unknown, -np.inf, lo), np.where(unknown, np.inf, hi)
    order = np.argsort(lo, axis=-1, kind="stable")
    lo, hi = np.take_along_axis(lo, order, -1), np.take_along_axis(hi, order, -1)
    edge = np.full(lo.shape[:-1] + (1,), np.inf)
    later = np.concatenate([lo[..., 1:], edge], -1) <= hi
    before = np.concatenate([-edge, np.maximum.accumulate(hi, -1)[..., :-1]], -1) >= lo
    meets = np.empty(lo.shape, bool)
    np.put_along_axis(meets, order, later | before, -1)
    return np.moveaxis(meets, -1, d)


@sensitivity("sort")
def _sort(op, xs, ts, results):
    """One sorted operand: sorting is monotone, so each sorted element moves by at most the
    change between the sorts of the interval's ends; with several operands (keys and payload)
    a tie within the bounds may reorder the payload: unbounded."""
    if len(xs) != 1 or np.iscomplexobj(xs[0]):
        return None
    dimension = int(op.attributes["dimension"].value)
    order = np.asarray(results[0]).astype(np.float64)
    with np.errstate(invalid="ignore"):
        low = np.sort(xs[0] - ts[0], axis=dimension)
        high = np.sort(xs[0] + ts[0], axis=dimension)
        if np.any(np.diff(order, axis=dimension) < 0):  # descending comparator
            low, high = np.flip(low, dimension), np.flip(high, dimension)
        return [np.maximum(np.abs(high - order), np.abs(order - low))]


from .propagation_structured import LINEAR as _LINEAR_CHLO, SENSITIVITY as _SENSITIVITY_CHLO  # noqa: E402

SENSITIVITY.update(_SENSITIVITY_CHLO)
LINEAR.update(_LINEAR_CHLO)

from .propagation_custom_call import SENSITIVITY as _CUSTOM_CALLS  # noqa: E402  (targets' bounds)
SENSITIVITY.update(_CUSTOM_CALLS)

UNREAD_OPERANDS |= frozenset(name for name in MOVED if name not in SENSITIVITY
                             and name not in LINEAR and name != "stablehlo.scatter")
