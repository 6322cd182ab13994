"""Comparison of one oracle's output with another's: tolerance rules as data, one verdict format.

The rules live in `tolerances.toml` (per op, with per-oracle overrides). Integers and booleans
are compared exactly; floats by their distance in ULPs of the element type (the number of
representable values between them); complex numbers by their larger component error in ULPs of
the expected |result| (the `[complex]` rule of tolerances.toml), component by component where a
part is not finite. `ALMOST_EQ` is the compatibility rule of seed 004's G6 (reference/checks.py's
`expect_almost_eq` with its 0.0001 tolerance). Any NaN equals any NaN. A
zero of the other sign is a mismatch unless the run enables the `signed-zero` allowance;
`flush-subnormals` accepts a zero (of either sign) where a subnormal or a zero was expected.
`compare(..., ignore=mask)` skips the elements where the op's declared `Unspecified` conditions
hold (`reference.Interpreter.unspecified_mask` computes them).

`compare(..., bound=b)` applies the error-bound rule to float and complex results of ops that
accumulate: `b` is the reference's per-element bound (reference/bounds.py, from
`reference.evaluate_with_bounds` or the reference oracle's `Outcome.bounds`) and an element
passes when |actual - expected| <= b + the rule's ULPs of expected (the final rounding of
each implementation); non-finite elements are compared by the rule's ULPs (NaN equals NaN, an
infinity only itself), except where the expected value is finite and its bound infinite (the
reference cannot bound it: any result passes). `flush-subnormals` accepts a zero for a subnormal
there too. The verdict names the rule and the worst element's error in bounds.
"""
from __future__ import annotations

import functools
import tomllib
from pathlib import Path
from dataclasses import dataclass, field, replace

import ml_dtypes
import numpy as np

from reference.checks import TOLERANCE, _Almost
from reference.propagation import SAFETY as STOCHASTIC_SAFETY
from reference.values import float_ordinal, spacing, widen
from spec.types import ElementType, element_type, element_type_of_dtype

ALLOWANCES = ("signed-zero", "flush-subnormals", "dot-default-tf32")
"""Named allowances an oracle may declare (known_divergences.toml [allowances]; tier:
implementation allowance). compare() applies the first two; "dot-default-tf32" is
oracles/verdict.py's second comparison against the reference's bounds with DEFAULT-precision f32
dot products' operands rounded to TF32."""
TF32_OPERAND_ROUNDOFF = 2.0 ** -10
"""TF32 keeps 10 significand bits: rounded or truncated to it, an f32 operand moves by less
than 2^-10 of itself."""

TIERS = ("spec", "recommended", "allowance")
"""What a rule's number stands for (tolerances.toml's header): what the spec demands exactly,
recommended behaviour where the spec leaves a choice open, an implementation allowance."""

with open(Path(__file__).with_name("tolerances.toml"), "rb") as _f:
    TOLERANCES = tomllib.load(_f)


def _check_tiers(tables: dict) -> None:
    """Every rule of tolerances.toml says its tier; a missing or unknown one stops the load."""
    entries = [("[complex]", tables["complex"])] + [
        (f"[{name}] {key}", entry) for name in ("ops", "strict", "recommended", "lowered")
        for key, entry in tables.get(name, {}).items()] + [
        (f"[oracles.{oracle}] {key}", entry)
        for oracle, table in tables.get("oracles", {}).items() for key, entry in table.items()]
    for where, entry in entries:
        if entry.get("tier") not in TIERS:
            raise ValueError(f"oracles/tolerances.toml {where}: tier is {entry.get('tier')!r}, "
                             f"expected one of {TIERS}")


_check_tiers(TOLERANCES)


@dataclass(frozen=True)
class Rule:
    """Results may differ by at most `ulps` ULPs (0: identical, NaN equal to any NaN); complex
    ones in ULPs of |expected| when `magnitude`. `almost` replaces the ULP measure by
    `expect_almost_eq`'s tolerance; `eps`, with it, raises that tolerance to at least eps x n x
    the machine epsilon of the result's type (its component's for complex), n the larger of the
    result's last two dimensions (the matrix size of cholesky and triangular_solve). `tier`:
    what the rule's number stands for (TIERS)."""

    name: str
    ulps: int
    why: str = ""
    magnitude: bool = False
    almost: float | None = None
    bound: np.ndarray | None = field(default=None, compare=False, repr=False)
    eps: float = 0.0
    tier: str = "spec"
    stated: tuple[float, float, int] | None = None
    """(atol, rtol, ulps) of a result_accuracy TOLERANCE the program states (accuracy_rule):
    an element also passes when |actual - expected| <= atol + rtol |expected| or when it is
    within ulps ULPs of expected."""

    def tolerance(self, result: np.ndarray) -> float:
        """The almost-eq tolerance for `result` (see `eps`)."""
        if not self.eps:
            return self.almost
        part = result.real.dtype if np.iscomplexobj(result) else result.dtype
        n = max(result.shape[-2:], default=1)
        return max(self.almost, self.eps * n * float(ml_dtypes.finfo(part).eps))

    def __str__(self) -> str:
        return self.name

    def with_bound(self, bound: np.ndarray | None) -> "Rule":
        """This rule carrying the reference's per-element error bound (see `compare`)."""
        return replace(self, bound=bound)


EXACT = Rule("exact", 0, "one correct result")
ALMOST_EQ = Rule(f"almost-eq: |actual - expected| <= {TOLERANCE} * max(1, |expected|)", 0,
                 "seed 004 G6, as check.expect_almost_eq (reference/checks.py)", almost=TOLERANCE,
                 tier="allowance")


HIGHEST = ("result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the reference's own "
           "rounding)")
"""The rule of an op whose result_accuracy mode is HIGHEST: the program asks for the most
accurate result, whose ideal is the correctly rounded one. The reference computes
transcendental functions in float64 and rounds once, so a correctly rounded result is within 1
ULP of it (the two can differ where the float64 value lies next to a rounding boundary)."""


def accuracy(op) -> tuple[str, float, float, int]:
    """(mode, atol, rtol, ulps) of `op`'s result_accuracy attribute: ("DEFAULT", 0, 0, 0) when
    it has none."""
    attr = op.attributes.get("result_accuracy")
    if attr is None or not hasattr(attr, "as_dict"):
        return "DEFAULT", 0.0, 0.0, 0
    fields = attr.as_dict()
    mode = getattr(fields.get("mode"), "value", "DEFAULT")
    return mode, float(fields.get("atol", 0.0)), float(fields.get("rtol", 0.0)), \
        int(fields.get("ulps", 0))


HIGHEST_IN_F64 = ("{rule} (result_accuracy HIGHEST in f64: the reference's f64 results are "
                  "libm's, not correctly rounded, so it cannot hold an f64 result to 1 ULP)")


def _f64_result(op) -> bool:
    """Whether `op`'s result is f64 or complex<f64>, which the reference computes in the type
    itself (numpy's libm), with no wider type to round from."""
    et = getattr(op.results[0].type, "element_type", None) if op.results else None
    return str(getattr(et, "component", None) or et) == "f64"


def accuracy_rule(op, rule: Rule) -> Rule:
    """`rule` (the op's own) under the result_accuracy the program states for `op`: DEFAULT
    keeps it; HIGHEST asks for the correctly rounded result (HIGHEST, 1 ULP), but for f64
    results keeps the op's rule (HIGHEST_IN_F64); TOLERANCE widens it by the stated tolerance,
    so that an element passes under the op's rule or within atol + rtol |expected| or within
    the stated ulps (the rule's name says both)."""
    mode, atol, rtol, ulps = accuracy(op)
    if mode == "HIGHEST" and _f64_result(op):
        return replace(rule, name=HIGHEST_IN_F64.format(rule=rule.name))
    if mode == "HIGHEST":
        return Rule(HIGHEST, 1, "the program states result_accuracy HIGHEST",
                    magnitude=rule.magnitude, tier="allowance")
    if mode == "TOLERANCE":
        return replace(rule, name=f"{rule.name} or result_accuracy TOLERANCE (atol={atol:g}, "
                                  f"rtol={rtol:g}, ulps={ulps})",
                       why=f"{rule.why}; the program states result_accuracy TOLERANCE",
                       stated=(atol, rtol, ulps), tier="allowance")
    return rule


def _within_stated(expected, actual, stated, allowances) -> np.ndarray:
    """Where `actual` is within a stated TOLERANCE (atol, rtol, ulps) of `expected`."""
    atol, rtol, ulps = stated
    wide = np.complex128 if np.iscomplexobj(expected) else np.float64
    with np.errstate(all="ignore"):
        e, a = expected.astype(wide), actual.astype(wide)
        close = np.abs(a - e) <= atol + rtol * np.abs(e)
    errors, _ = _errors(expected, actual, allowances)
    return close | (errors <= ulps)


def recommended(condition: str) -> dict | None:
    """The [recommended] entry of an Unspecified condition (its id), None when it has none."""
    return TOLERANCES.get("recommended", {}).get(condition)


def rule_for(op: str, result_type: str, oracle: str | None = None,
             operand_type: str | None = None, lowered: bool = False, *,
             strict: bool = False) -> Rule:
    """The rule comparing results of `op` (its mnemonic) of element type `result_type` from
    `oracle`; `<op>.<type>` entries match the result's element type, `<op>.<kind>` ones the
    kind of `operand_type` (default: the result's); an entry with `almost` is the almost-eq
    rule with that tolerance. `lowered`: the oracle ran the program after upstream's CHLO
    lowering (Outcome.lowered), whose [lowered] rules come first. `strict`: the strict
    profile's [strict] rules come before [ops] (after the declared allowances of [lowered] and
    the oracle's table)."""
    kind = element_type(result_type).kind
    if kind not in ("float", "complex"):
        return EXACT
    operand_kind = element_type(operand_type).kind if operand_type else kind
    tables = ((TOLERANCES["lowered"],) if lowered else ()) + tuple(
        TOLERANCES.get("oracles", {}).get(name, {}) for name in _lineage(oracle)) + (
        (TOLERANCES["strict"],) if strict else ()) + (TOLERANCES["ops"],)
    found = next(((table, table[key]) for table in tables
                  for key in (f"{op}.{result_type}", f"{op}.{operand_kind}", op)
                  if key in table), None)
    if found is None:
        return EXACT
    table, entry = found
    where = (f"{', ' + oracle if oracle else ''}{', lowered' if lowered else ''}"
             f"{', strict' if table is TOLERANCES['strict'] else ''}")
    if "almost" in entry:
        tolerance = (f"max({entry['almost']}, {entry['eps']} n eps)" if "eps" in entry
                     else entry["almost"])
        return Rule(f"almost-eq: |actual - expected| <= {tolerance} * max(1, |expected|) "
                    f"({op}.{result_type}{where})", 0, entry["why"],
                    almost=entry["almost"], eps=entry.get("eps", 0.0), tier=entry["tier"])
    magnitude = kind == "complex" and TOLERANCES["complex"]["scale"] == "magnitude"
    return Rule(f"<= {entry['ulps']} ULP{' of |result|' if magnitude else ''} "
                f"({op}{where})", entry["ulps"], entry["why"], magnitude, tier=entry["tier"])


def _lineage(oracle: str | None) -> list[str]:
    """The oracle tables `oracle`'s rules come from, its own first: `[inherits]` names the
    table of the same compiler on another platform (xla-gpu's chlo decompositions are xla's)."""
    names, inherits = [], TOLERANCES.get("inherits", {})
    while oracle and oracle not in names:
        names.append(oracle)
        oracle = inherits.get(oracle, {}).get("from")
    return names


def rule_operand(op) -> str | None:
    """The operand element type that picks an op's `<op>.<kind>` rule: its last operand's,
    None for a quantized or non-tensor one (the result's kind decides)."""
    et = getattr(op.operands[-1].type, "element_type", None) if op.operands else None
    return str(et) if isinstance(et, ElementType) else None


def compared_as(op) -> str:
    """The mnemonic whose rule compares the results of `op` (a spec.ir.Op): a map whose body
    applies one op to the body's arguments and returns it computes that op on each element, so
    its results are compared as that op's (map of multiply: multiply's 1 ULP); any other op by
    its own rule (a body of several ops included: no rule composes their budgets soundly).
    Ops of other dialects go by their full name (`chlo.tan`: XLA lowers it unlike `tan`)."""
    if op.name == "stablehlo.map":
        block = op.regions[0].block
        arguments = {id(a) for a in block.arguments}
        if len(block.ops) == 2:
            body, ret = block.ops
            if body.name.startswith("stablehlo.") and not body.regions \
                    and all(id(v) in arguments for v in body.operands) \
                    and [id(v) for v in ret.operands] == [id(r) for r in body.results]:
                return body.mnemonic
    return op.mnemonic if op.name.startswith("stablehlo.") else op.name  # chlo.tan is not tan


@dataclass(frozen=True)
class Verdict:
    """Whether `actual` matches `expected` under `rule`; when not, the worst element."""

    passed: bool
    rule: str
    mismatches: int = 0
    index: tuple | None = None
    expected: object = None
    actual: object = None
    ulps: float = 0.0
    note: str = ""
    unit: str = "ULP"
    ill_conditioned: int = 0
    masked: int = 0
    tier: str = "spec"

    def __str__(self) -> str:
        counts = "".join(f"; {n} {what}" for n, what in (
            (self.ill_conditioned, "ill-conditioned element(s) (bound above 1% of the value)"),
            (self.masked, "masked element(s) (implementation-defined, or left to upstream's CHLO lowering)")) if n)
        if self.passed:
            return f"pass ({self.rule}){counts}"
        if self.index is None:
            return f"fail ({self.rule}): {self.note}"
        return (f"fail ({self.rule}): {self.mismatches} element(s) differ; worst at index "
                f"{list(self.index)}: expected {self.expected!r}, actual {self.actual!r}, "
                f"error {self.ulps:g} {self.unit}{' (' + self.note + ')' if self.note else ''}"
                f"{counts}")


ERROR_BOUND = Rule("error-bound: |actual - expected| <= bound + 1 ULP", 1,
                   "summation order and accumulation precision are implementation-defined; the "
                   "bound covers any order in the result type (reference/bounds.py), the ULP "
                   "each implementation's final rounding")


def compare(expected: np.ndarray, actual: np.ndarray, rule: Rule = EXACT, *,
            ignore: np.ndarray | None = None, allowances: tuple[str, ...] = (),
            bound: np.ndarray | None = None) -> Verdict:
    """The verdict on `actual` against `expected` under `rule`, skipping `ignore`d elements;
    with a `bound` (float and complex results; default: the rule's), under the error-bound rule
    instead (tier spec: the bound admits every order and precision the spec leaves open). The
    verdict carries the rule's tier."""
    bound = rule.bound if bound is None else bound
    verdict = _compare(expected, actual, rule, ignore, allowances, bound)
    bounded = verdict.rule.startswith("error-bound")
    return replace(verdict, tier="spec" if bounded else rule.tier)


def _compare(expected, actual, rule: Rule, ignore, allowances, bound) -> Verdict:
    unknown = set(allowances) - set(ALLOWANCES)
    if unknown:
        raise ValueError(f"unknown allowances {sorted(unknown)} (known: {ALLOWANCES})")
    expected, actual = np.asarray(expected), np.asarray(actual)
    if expected.dtype != actual.dtype or expected.shape != actual.shape:
        return Verdict(False, rule.name, note=f"expected {_describe(expected)}, got "
                                              f"{_describe(actual)}")
    if bound is not None and element_type_of_dtype(expected.dtype).kind in ("float", "complex"):
        return _compare_bounded(expected, actual, bound, rule, ignore, allowances)
    if rule.almost is not None:
        bad = _Almost(rule.tolerance(expected)).mismatch(actual, expected)
        with np.errstate(all="ignore"):
            errors = np.abs(expected.astype(np.complex128) - actual.astype(np.complex128))
        errors, zero_sign = np.where(np.isnan(errors), np.inf, errors), np.zeros(bad.shape, bool)
    else:
        errors, zero_sign = _errors(expected, actual, allowances, rule.magnitude)
        bad = (errors > rule.ulps) | zero_sign
    if rule.stated is not None and element_type_of_dtype(expected.dtype).kind in ("float",
                                                                                 "complex"):
        bad = bad & ~_within_stated(expected, actual, rule.stated, allowances)
    bad, masked = _masked(bad, ignore)
    if not bad.any():
        return Verdict(True, rule.name, masked=masked)
    worst = np.unravel_index(np.argmax(np.where(bad, errors, -1.0)), bad.shape)
    note = "sign of zero" if zero_sign[worst] else ""
    return Verdict(False, rule.name, int(bad.sum()), tuple(int(i) for i in worst),
                   expected[worst], actual[worst], float(errors[worst]), note,
                   "ULP" if rule.almost is None else "difference", masked=masked)


def _masked(bad, ignore: np.ndarray | None) -> tuple[np.ndarray, int]:
    """(`bad` without the `ignore`d elements, how many those are). Not in place: `bad` of a
    0-d comparison is a numpy scalar."""
    if ignore is None:
        return bad, 0
    ignore = np.broadcast_to(ignore, np.shape(bad))
    return bad & ~ignore, int(ignore.sum())


def _compare_bounded(expected, actual, bound, rule, ignore, allowances) -> Verdict:
    """The error-bound rule: errors in units of the allowed difference (bound + ulps of
    expected), non-finite elements in ULPs against the rule's ULPs."""
    ulps = rule.ulps if rule.almost is None else ERROR_BOUND.ulps
    name = f"error-bound: |actual - expected| <= bound + {ulps} ULP"
    bad, errors, finite, allowed = _bounded(expected, actual, bound, ulps, rule.magnitude,
                                            allowances)
    if np.iscomplexobj(expected):
        # A complex element with a non-finite part, where the expected value has a finite
        # one: each part on its own (a finite part against the bound, in the part's ULPs; a
        # non-finite one as a real element), so that a NaN imaginary part does not leave the
        # real one to the rule's ULPs alone (the DC bin of an FFT whose input holds a NaN
        # imaginary part: a sum of the real parts, off by a few ULP in a correct transform)
        partly = ~finite & (np.isfinite(widen(expected.real))
                            | np.isfinite(widen(expected.imag)))
        if partly.any():
            parts = [_bounded(f(expected), f(actual), bound, ulps, False, allowances)
                     for f in (np.real, np.imag)]
            bad = np.where(partly, parts[0][0] | parts[1][0], bad)
            errors = np.where(partly, np.maximum(parts[0][1], parts[1][1]), errors)
    bad, masked = _masked(bad, ignore)
    if not bad.any():
        return Verdict(True, name, masked=masked)
    worst = np.unravel_index(np.argmax(np.where(bad, errors, -1.0)), bad.shape)
    note = (f"bound {float(allowed[worst]):.3g} incl. {ulps} ULP" if finite[worst]
            else "non-finite: error in ULP")
    return Verdict(False, name, int(bad.sum()), tuple(int(i) for i in worst), expected[worst],
                   actual[worst], float(errors[worst]), note,
                   "x the allowed difference" if finite[worst] else "ULP", masked=masked)


def _bounded(expected, actual, bound, ulps, magnitude, allowances):
    """Per element of the error-bound rule: (bad, the error: in units of the allowed
    difference where both are finite, else in ULPs; both finite; the allowed difference)."""
    wide = np.complex128 if np.iscomplexobj(expected) else np.float64
    with np.errstate(all="ignore"):
        e, a = expected.astype(wide), actual.astype(wide)
        finite = np.isfinite(e) & np.isfinite(a)
        ulp = spacing(expected)
        allowed = np.broadcast_to(np.asarray(bound, np.float64), e.shape) + ulps * ulp
        ratio = np.where(finite, np.abs(a - e) / np.where(allowed > 0, allowed, np.inf), 0.0)
        ratio = np.where(finite & (allowed == 0) & (a != e), np.inf, ratio)
    if "flush-subnormals" in allowances:  # the allowance's zero for a subnormal, as in _errors
        if np.iscomplexobj(expected):  # a part each: 5.5e-39 - 5.4e-38i flushed to 0 - 5.4e-38i
            with np.errstate(all="ignore"):
                flushed = _flushed_parts(expected, actual).astype(wide)
                again = np.abs(a - flushed) / np.where(allowed > 0, allowed, np.inf)
            ratio = np.where(finite & (again <= 1), 0.0, ratio)
        else:
            ratio = np.where(finite & (a == 0) & is_subnormal(expected), 0.0, ratio)
    ulp_errors, zero_sign = _errors(expected, actual, allowances, magnitude)
    # A finite expected value with an infinite bound: the reference cannot bound the element
    # (an intermediate may overflow the type, or a solver's error grow without bound): any
    # result passes, an infinity or NaN from an implementation that overflowed where the
    # reference did not included. An infinite expected value with an infinite bound (the reference overflowed,
    # or an input is infinite) accepts any non-finite result: an implementation whose partial
    # results overflow in both directions gets inf - inf = NaN. NaN expected values, and
    # infinities where the reference can bound the element, keep the ULP comparison.
    vacuous = np.isinf(allowed) & (np.isfinite(e) | (np.isinf(e) & ~np.isfinite(a)))
    bad = np.where(finite, ratio > 1, (ulp_errors > ulps) & ~vacuous) \
        | (zero_sign & (allowed == 0))
    return bad, np.where(finite, ratio, ulp_errors), finite, allowed


ILL_CONDITIONED = 0.01
"""A program bound above this fraction of |expected| leaves fewer than about two significant
digits: the element is ill-conditioned (counted and shown, compared only against its bound)."""


def compare_program(expected, actual, total: np.ndarray, ops: int, *,
                    ignore: np.ndarray | None = None, allowances: tuple[str, ...] = (),
                    samples: int = 0) -> Verdict:
    """The program rule: |actual - expected| <= T, T the program tolerance of the output
    (reference/propagation.py: the propagated bound, tightened by `samples` stochastic
    evaluations). NaN in T masks an element (an implementation-defined value upstream); an
    infinite T or one above ILL_CONDITIONED |expected| makes it ill-conditioned. The rule's name
    says how many ops the longest path has, how the tolerance was derived, and its median and
    largest size in ULPs of the well-conditioned elements."""
    expected, actual = np.asarray(expected), np.asarray(actual)
    total = np.broadcast_to(np.asarray(total, np.float64), expected.shape)
    masked = np.isnan(total)
    if ignore is not None:
        masked = masked | np.broadcast_to(ignore, masked.shape)
    floating = element_type_of_dtype(expected.dtype).kind in ("float", "complex")
    with np.errstate(all="ignore"):
        magnitude = np.abs(expected.astype(np.complex128 if np.iscomplexobj(expected)
                                           else np.float64))
        ill = ~masked & (np.isinf(total) | (total > ILL_CONDITIONED * magnitude)) \
            & (total > 0)
        well = ~masked & ~ill
        sizes = (total / spacing(expected))[well] if floating else np.zeros(0)
    how = (f"stochastic K={samples} x{STOCHASTIC_SAFETY:g} within the propagated bound"
           if samples else "propagated error bound")
    size = (f", median {np.median(sizes):.3g} ULP, worst {np.max(sizes):.3g} ULP"
            if sizes.size else "")
    name = f"program tolerance: {ops} ops on path{size} ({how})"
    counts = {"ill_conditioned": int(ill.sum()), "masked": int(masked.sum()),
              "tier": "allowance"}  # the ops' allowances, propagated
    if expected.dtype != actual.dtype or expected.shape != actual.shape:
        return Verdict(False, name, note=f"expected {_describe(expected)}, got "
                                         f"{_describe(actual)}")
    if floating:
        verdict = _compare_bounded(expected, actual, np.where(masked, np.inf, total),
                                   Rule(name, 0), masked, allowances)
        return replace(verdict, rule=name, **counts)
    with np.errstate(all="ignore"):
        difference = np.abs(expected.astype(np.float64) - actual.astype(np.float64))
    bad = ~masked & (difference > total)
    if not bad.any():
        return Verdict(True, name, **counts)
    at = np.unravel_index(np.argmax(np.where(bad, difference, -1.0)), bad.shape)
    return Verdict(False, name, int(bad.sum()), tuple(int(i) for i in at), expected[at],
                   actual[at], float(difference[at]), f"bound {float(total[at]):g}",
                   "difference", **counts)


def program_allowance(op, i: int, result: np.ndarray, lowered: bool = False) -> tuple:
    """An op's own allowance on its result i for reference/propagation.py's program bounds:
    (ULPs of the result, a tolerance relative to max(1, |result|)), the largest its tolerance
    rules allow any oracle on one path: the program run as written, or (`lowered`) after
    upstream's CHLO lowering, whose [lowered] rules are the decompositions' errors; under a
    result_accuracy the program states, HIGHEST's 1 ULP (f64: the op's rules, as accuracy_rule),
    or with TOLERANCE also its (atol, rtol) (ULPs: the larger of the rules' and the stated)."""
    t = op.results[i].type
    if not hasattr(t, "element_type") or not hasattr(t.element_type, "kind"):
        return 0.0, 0.0
    if op.name != "stablehlo.map" and "result_accuracy" not in op.attributes:
        last = getattr(op.operands[-1].type, "element_type", None) if op.operands else None
        ulps, almost = _plain_rules(op.name, t.element_type, last, lowered)
        return float(ulps), (almost.tolerance(np.asarray(result)) if almost is not None
                             else 0.0)
    mode, atol, rtol, stated_ulps = accuracy(op)
    if mode == "HIGHEST" and not _f64_result(op):
        return 1.0, 0.0
    ulps, almost = _largest_rules(compared_as(op), str(t.element_type), rule_operand(op),
                                  lowered)
    relative = almost.tolerance(np.asarray(result)) if almost is not None else 0.0
    if mode == "TOLERANCE":
        return float(max(ulps, stated_ulps)), relative, atol, rtol
    return float(ulps), relative


@functools.lru_cache(maxsize=None)
def _plain_rules(name: str, result_type, last_operand_type, lowered: bool):
    """_largest_rules of an op that is no map and states no result_accuracy, by its name, its
    result's element type and its last operand's (what compared_as and rule_operand read):
    program_allowance is asked at every op of every program bound."""
    mnemonic = name.split(".", 1)[1] if name.startswith("stablehlo.") else name
    operand = str(last_operand_type) if isinstance(last_operand_type, ElementType) else None
    return _largest_rules(mnemonic, str(result_type), operand, lowered)


def lowered_program_allowance(op, i: int, result: np.ndarray) -> tuple[float, float]:
    """program_allowance on the lowered path."""
    return program_allowance(op, i, result, lowered=True)


def lowering_widens(module) -> bool:
    """Whether some op of `module` has a larger allowance on the lowered path than as written
    (chlo.lgamma, chlo.digamma, ...): then the program bounds differ between the two paths."""
    for op in module.walk():
        if not op.name.startswith("chlo."):  # the lowering rewrites CHLO ops only
            continue
        for value in op.results:
            t = value.type
            if hasattr(t, "element_type") and getattr(t.element_type, "kind", None) in (
                    "float", "complex"):
                key = (compared_as(op), str(t.element_type), rule_operand(op))
                if _largest_rules(*key, False) != _largest_rules(*key, True):
                    return True
    return False


@functools.lru_cache(maxsize=None)
def _largest_rules(op: str, result_type: str, operand_type: str | None, lowered: bool):
    """(the largest ULP budget, the almost-eq rule with the largest tolerance or None) of the
    rules of `op` for every oracle on one path (`lowered`: after upstream's CHLO lowering)."""
    rules = [rule_for(op, result_type, oracle, operand_type, lowered)
             for oracle in (None, *TOLERANCES.get("oracles", {}))]
    almost = [r for r in rules if r.almost is not None]
    return (max((r.ulps for r in rules if r.almost is None), default=0),
            max(almost, key=lambda r: (r.almost, r.eps)) if almost else None)


def _errors(expected: np.ndarray, actual: np.ndarray, allowances,
            magnitude: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Per element: the error in ULPs (inf for a NaN against a number) and whether the two are
    zeros of opposite sign (counted as a mismatch without the signed-zero allowance)."""
    kind = element_type_of_dtype(expected.dtype).kind
    if kind == "complex":
        return _complex_errors(expected, actual, allowances, magnitude)
    if kind != "float":
        diff = expected != actual
        return np.where(diff, np.inf, 0.0), np.zeros(diff.shape, bool)
    e_nan, a_nan = _isnan(expected), _isnan(actual)
    ulps = np.abs(float_ordinal(expected) - float_ordinal(actual)).astype(np.float64)
    ulps = np.where(e_nan & a_nan, 0.0, np.where(e_nan | a_nan, np.inf, ulps))
    with np.errstate(invalid="ignore"):  # NaN bit patterns of the narrow types
        zeros = (expected == 0) & (actual == 0)
        zero_sign = zeros & (np.signbit(expected.astype(np.float64))
                             != np.signbit(actual.astype(np.float64)))
    if "signed-zero" in allowances:
        zero_sign[:] = False
    if "flush-subnormals" in allowances:
        flushed = (actual == 0) & (is_subnormal(expected) | (expected == 0))
        ulps = np.where(flushed, 0.0, ulps)
        zero_sign &= ~flushed
    return ulps, zero_sign


def _complex_errors(expected, actual, allowances, magnitude):
    """Complex numbers: the larger component error in ULPs of the component, or (`magnitude`)
    in ULPs of |expected| (a tiny component next to a large one, or a cancellation, is as
    accurate as the number's magnitude allows); non-finite components are compared component by
    component."""
    (er, zr), (ei, zi) = (_errors(f(expected), f(actual), allowances) for f in (np.real, np.imag))
    componentwise = np.maximum(er, ei)
    if not magnitude:
        return componentwise, zr | zi
    with np.errstate(all="ignore"):
        part = expected.real.dtype  # |expected| in float64, capped below the part's largest
        # value (whose spacing numpy gives as inf)
        cap = float(np.nextafter(ml_dtypes.finfo(part).max, part.type(0)))
        modulus = np.minimum(np.abs(expected.astype(np.complex128)), cap)
        ulp = np.spacing(modulus.astype(part)).astype(np.float64)
        delta = np.maximum(np.abs(expected.real.astype(np.float64) - actual.real),
                           np.abs(expected.imag.astype(np.float64) - actual.imag))
        normwise = delta / ulp
    # componentwise is the smaller only where an allowance zeroed it (a flushed subnormal)
    return np.where(np.isfinite(normwise), np.minimum(normwise, componentwise), componentwise), zr | zi


def _flushed_parts(expected: np.ndarray, actual: np.ndarray) -> np.ndarray:
    """`expected` (complex) with each subnormal part that `actual` has as a zero made zero."""
    re, im = expected.real.copy(), expected.imag.copy()
    re[(actual.real == 0) & is_subnormal(expected.real)] = 0
    im[(actual.imag == 0) & is_subnormal(expected.imag)] = 0
    return re + 1j * im.astype(re.dtype)


def is_subnormal(x: np.ndarray) -> np.ndarray:
    """True for subnormal elements (either part of a complex number); false for other types."""
    x = np.asarray(x)
    kind = element_type_of_dtype(x.dtype).kind
    if kind == "complex":
        return is_subnormal(x.real) | is_subnormal(x.imag)
    if kind != "float":
        return np.zeros(x.shape, bool)
    with np.errstate(invalid="ignore"):  # NaN bit patterns of the narrow types
        magnitude = np.abs(x.astype(np.float64))
    return (magnitude > 0) & (magnitude < float(ml_dtypes.finfo(x.dtype).smallest_normal))


def _isnan(x: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore"):  # NaN bit patterns of the narrow types
        return np.isnan(x.astype(np.float64))


def _describe(x: np.ndarray) -> str:
    try:
        et = element_type_of_dtype(x.dtype).name
    except KeyError:
        et = str(x.dtype)
    return f"tensor<{''.join(f'{d}x' for d in x.shape)}{et}>"


KNOWN_DIVERGENCES = Path(__file__).with_name("known_divergences.toml")


def known_divergences() -> tuple[list[dict], dict[str, tuple[str, ...]]]:
    """The `[[divergence]]` entries of known_divergences.toml and its `[allowances]` (oracle
    name -> allowance names)."""
    with open(KNOWN_DIVERGENCES, "rb") as f:
        data = tomllib.load(f)
    for name, a in data.get("allowances", {}).items():
        if a.get("tier") != "allowance" or set(a.get("names", ())) - set(ALLOWANCES):
            raise ValueError(f"oracles/known_divergences.toml [allowances] {name}: needs "
                             f"tier = \"allowance\" and names among {ALLOWANCES}")
    allowances = {name: tuple(a["names"]) for name, a in data.get("allowances", {}).items()}
    return [dict(entry, oracle=name, op=op) for entry in data.get("divergence", [])
            for name in _listed(entry["oracle"]) for op in _listed(entry["op"])], allowances


def _listed(names) -> list[str]:
    """An entry's `oracle` or `op`: one name, or a list of them (the oracles the same behaviour
    was seen on, the same compiler on two platforms; the ops that share one cause), each of
    which gets its own copy of the entry."""
    return [names] if isinstance(names, str) else list(names)


FINDING_KINDS = frozenset(("wrong-result", "wrong-rejection", "wrong-acceptance", "crash",
                           "timeout"))
STATUS_KINDS = {"fail": "wrong-result", "rejected": "wrong-rejection", "crash": "crash",
                "timeout": "timeout"}
"""The kind of finding (known_divergences.toml `what`) an oracle's status on a valid program
is: `fail` is a conformance case's wrong result; the others are Outcome statuses."""


def campaign_only(entry: dict) -> bool:
    """Whether a known_divergences.toml entry names only kinds of fuzz findings in `what`:
    the differential tests, whose `what` values are configurations, never match it."""
    return "what" in entry and set(entry["what"]) <= FINDING_KINDS


def find_divergence(entries: list[dict], oracle: str, op: str, key: str,
                    what: str | None = None) -> dict | None:
    """The entry that declares `oracle`'s result for `op` on case type `key` (and, for entries
    that name configurations in `what`, configuration `what`) a known divergence, or None."""
    for entry in entries:
        if entry["oracle"] == oracle and entry["op"] in (op, "*") and (
                "*" in entry["types"] or key in entry["types"]) and (
                "what" not in entry or what in entry["what"]):
            return entry
    return None
