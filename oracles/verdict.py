"""The verdict of a case: an oracle's outputs judged against the expected side's (the
reference's), one function for the conformance run (reports/), the fuzzer (fuzz/) and
`python -m oracles run`.

`judge` compares each output of the function under the program rule where the op computing it
was fed values that two implementations may compute differently (the expected side's program
bound, reference/propagation.py: the tolerance follows the data through the program), else
under the rule of the op that computes it (`output_rule`: tolerances.toml's, or the one of a
--tolerance-profile), with the expected side's error bounds, skipping the elements where the computing op's declared Unspecified
conditions hold (`unspecified_masks`), with the oracle's allowances of known_divergences.toml.
Under the `strict` profile the ops' rules are tolerances.toml's [strict] ones where it has them
(0 ULP for the correctly rounded operations), and the elements an Unspecified condition with a
[recommended] entry leaves open are compared once more, exactly, as recommended behaviour
(`recommended_masks`): a deviation there is reported apart (`CaseVerdict.deviation`) and does
not fail the case.
Under the `flush-subnormals` allowance an output that differs is compared once more with the
expected side's result for the inputs with their subnormals read as zero (a backend that flushes
denormals computes that), and, where that fails too, element by element against whichever of
the two results each element is nearer to (a backend may flush one operand and not another). `known_divergence` matches a case that does not pass with the entries
of known_divergences.toml. Results of LAPACK custom_calls that are not unique (eigenvectors,
singular vectors, Householder Q) are judged by their identities (oracles/lapack_rules.py).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

import spec
from reference.bounds import BOUNDS, default_precision_operands
from reference.interpreter import Interpreter
from reference.ops.registry import IMPLEMENTATIONS
from reference.propagation import COVERED_BY_BOUNDS, GRID_REDUCTIONS, reducers_of
from reference.values import TOKEN, QuantizedTensor, describe, widen
from spec.types import TensorType

from . import lapack_rules, lowering
from .base import malformed
from .gap_conditions import CONDITIONS
from .compare import (ALMOST_EQ, EXACT, STATUS_KINDS, Rule, Verdict, compare, compare_program,
                      compared_as, find_divergence, is_subnormal, known_divergences, recommended,
                      rule_for, rule_operand, accuracy_rule)
from .compare import TF32_OPERAND_ROUNDOFF

DIVERGENCES, ALLOWANCES = known_divergences()
"""known_divergences.toml: its `[[divergence]]` entries and its allowances by oracle name."""

PROFILES = ("default", "strict", "exact", "almost-eq")
"""Rules of float results: `default` is tolerances.toml's with the expected side's error bounds;
`strict` is the same with tolerances.toml's [strict] rules first (what IEEE-754 and the spec
demand: 0 ULP for the correctly rounded operations; the declared allowances stay) and the
[recommended] behaviour checked apart; `exact` compares every float result bit for bit (NaN
equal to NaN); `almost-eq` is seed 004's G6 tolerance for every float result."""
OWN_RULES = ("default", "strict")
"""The profiles that judge each output by its op's rule and the expected side's bounds."""


@dataclass(frozen=True)
class CaseVerdict:
    """`status`: pass, fail (an output differs), or the oracle's Outcome status when it is not ok
    (rejected, unsupported, crash, timeout). `verdicts` and `rules`: per output compared;
    `output`: the first that differs; `key`: that output's element type, else the case's (the
    element type of the function's last StableHLO op's first tensor result); `recommended`: per
    output, the verdict of its recommended-behaviour check (strict profile; None: nothing to
    check)."""

    status: str
    message: str = ""
    verdicts: tuple[Verdict, ...] = ()
    rules: tuple[Rule, ...] = ()
    output: int | None = None
    key: str = "none"
    recommended: tuple[Verdict | None, ...] = ()

    @property
    def passed(self) -> bool:
        return self.status == "pass"

    @property
    def kind(self) -> str | None:
        """The finding kind of a status that is not pass (known_divergences.toml `what`)."""
        return STATUS_KINDS.get(self.status)

    @property
    def failed(self) -> Verdict | None:
        """The verdict of the first output that differs."""
        return None if self.output is None else self.verdicts[self.output]

    @property
    def deviation(self) -> tuple[int, Verdict] | None:
        """(output, verdict) of the first output that departs from the recommended behaviour
        (the strict profile's second tier; not a failure), None when none does."""
        return next(((i, v) for i, v in enumerate(self.recommended)
                     if v is not None and not v.passed), None)


DEFAULT_PRECISION_DOTS = frozenset({"stablehlo.dot_general", "stablehlo.dot",
                                    "stablehlo.convolution", "stablehlo.dynamic_conv"})
TF32_RULE = (", with DEFAULT-precision f32 dot products' operands allowed TF32's 2^-10 "
             "(dot-default-tf32)")


def judge(module, inputs: list, expected, actual, oracle: str, *, func: str = "main",
          profile: str = "default", masks: list | None = None,
          rerun=None) -> CaseVerdict:
    """The verdict on `actual` (the Outcome of `oracle` running @func of `module` on `inputs`)
    against `expected` (an ok Outcome of the same run, with its error bounds when it has them).
    `profile` is the run's tolerance profile (PROFILES). `masks`, per output, the elements to
    skip: computed here (`unspecified_masks`) unless a caller that judges several oracles
    computed them once. `rerun(inputs)`: the expected side's Outcome for other inputs (the
    flush-subnormals allowance); None: no second comparison."""
    function = module.func(func)
    key = case_key(function)
    if actual.status != "ok":
        return CaseVerdict(actual.status, actual.message, key=key)
    why = malformed(function, actual.outputs)
    if why:
        return CaseVerdict("crash", f"{oracle}: {why}", key=key)
    if masks is None:
        masks = unspecified_masks(module, inputs, func, bounded_outputs(expected, profile))
    lowered = lowering.chlo_lowered(actual.lowered)
    if lowered:
        masks = lowering_masks(module, inputs, func, actual.outputs, masks)
    allowances = ALLOWANCES.get(oracle, ())
    rules = tuple(output_rule(function, i, oracle, profile, lowered)
                  for i in range(len(actual.outputs)))
    verdicts = [_output(expected, i, got, rules[i], profile, masks[i], allowances, lowered)
                for i, got in enumerate(actual.outputs[:len(expected.outputs)])]
    if profile in OWN_RULES:  # LAPACK results that are not unique: by their identities
        for i, v in lapack_rules.verdicts(module, inputs, actual.outputs, func).items():
            verdicts[i] = v
    failing = [i for i, v in enumerate(verdicts) if not v.passed]
    if failing and rerun is not None and "flush-subnormals" in allowances:
        flushed = [flush_subnormals(x) for x in inputs]
        again = None if all(a is b for a, b in zip(flushed, inputs)) else rerun(flushed)
        if again is not None and again.status == "ok":
            # the inputs as the backend read them: a subnormal part read as a zero may meet an
            # Unspecified condition of a zero (the sign of a zero on a branch cut)
            read = unspecified_masks(module, flushed, func, bounded_outputs(again, profile))
            for i in failing:
                second = _output(again, i, actual.outputs[i], rules[i], profile, read[i],
                                 allowances, lowered)
                if not second.passed:
                    second = _either(expected, again, i, actual.outputs[i], rules[i], profile,
                                     masks[i], allowances, read[i]) or second
                if second.passed:
                    verdicts[i] = second
            failing = [i for i, v in enumerate(verdicts) if not v.passed]
    if failing and rerun is not None and "dot-default-tf32" in allowances and any(
            op.name in DEFAULT_PRECISION_DOTS for f in module.funcs for op in f.walk()):
        # every function: jax's exports call their dots in private functions
        with default_precision_operands(TF32_OPERAND_ROUNDOFF):
            again = rerun(inputs)  # the same values, bounds that let f32 operands be TF32
        if again is not None and again.status == "ok":
            for i in failing:
                second = _output(again, i, actual.outputs[i], rules[i], profile, masks[i],
                                 allowances, lowered)
                if second.passed:
                    verdicts[i] = replace(second, rule=second.rule + TF32_RULE)
            failing = [i for i, v in enumerate(verdicts) if not v.passed]
    behaviours = _recommended(module, inputs, func, expected, actual, verdicts, allowances) \
        if profile == "strict" else ()
    if not failing:
        return CaseVerdict("pass", verdicts=tuple(verdicts), rules=rules, key=key,
                           recommended=behaviours)
    k = failing[0]
    result = function.type.results[k]
    if isinstance(result, TensorType):
        key = str(result.element_type)
    return CaseVerdict("fail", f"output {k}: {verdicts[k]}", tuple(verdicts), rules, k, key,
                       behaviours)


def _recommended(module, inputs, func, expected, actual, verdicts, allowances) -> tuple:
    """Per output: the verdict on the elements with a recommended behaviour (`recommended_masks`)
    against the expected side's result there, for outputs that passed; None elsewhere."""
    out = []
    for i, (mask, rule) in enumerate(recommended_masks(module, inputs, func)):
        want = expected.outputs[i] if i < len(expected.outputs) else None
        if mask is None or not isinstance(want, np.ndarray) or i >= len(verdicts) \
                or not verdicts[i].passed:
            out.append(None)
            continue
        out.append(compare(want, actual.outputs[i], rule, ignore=~mask, allowances=allowances))
    return tuple(out)


def recommended_masks(module, inputs: list, func: str = "main") -> list:
    """Per output of @func: (where an Unspecified condition of the computing op with a
    tolerances.toml [recommended] entry holds and none of its other conditions does, the rule
    naming that behaviour), or (None, None) where there is no such element (or the op's operands
    are not @func's arguments)."""
    function = module.func(func)
    args = {id(v): x for v, x in zip(function.arguments, inputs)}
    out = []
    for value in function.ops[-1].operands:
        op, found = value.defining_op, (None, None)
        impl = IMPLEMENTATIONS.get(op.name) if op is not None else None
        ids = [u.id for u in impl.unspecified] if impl is not None else []
        chosen = [u for u in ids if recommended(u)]
        if chosen and all(id(v) in args for v in op.operands):
            operands = [args[id(v)] for v in op.operands]
            interpreter = Interpreter(module)
            open_ = interpreter.unspecified_mask(
                op, operands, skip=tuple(u for u in ids if u not in chosen))
            other = interpreter.unspecified_mask(op, operands, skip=tuple(chosen))
            shape = tuple(value.type.shape) if isinstance(value.type, TensorType) else ()
            mask = np.broadcast_to(open_ & ~other, shape)
            if mask.any():
                found = (mask, Rule("recommended: " + "; ".join(
                    f"{recommended(u)['behaviour']} ({u})" for u in chosen), 0, "; ".join(
                    recommended(u)["why"] for u in chosen), tier="recommended"))
        out.append(found)
    return out


def _output(expected, i: int, got, rule: Rule, profile: str, mask, allowances,
            lowered: bool = False) -> Verdict:
    """The verdict on output i: under the program rule where the expected side has a program
    bound for it and the op computing it was fed inexact values (reference/propagation.py; the
    bound of the lowered path when the oracle ran the program after upstream's CHLO lowering,
    `lowered`); else under the op's own rule, with the expected side's accumulation bound."""
    want = expected.outputs[i]
    if want is TOKEN or isinstance(want, tuple):
        return _structured(want, got, rule, allowances)
    if isinstance(want, QuantizedTensor):
        return _quantized(want, got, rule, mask, allowances)
    totals = expected.lowered_totals if lowered and expected.lowered_totals else expected.totals
    total = totals[i] if totals and profile in OWN_RULES else None
    if total is not None and total.fed:
        return compare_program(want, got, total.total, total.ops, ignore=mask,
                               allowances=allowances, samples=total.samples)
    bound = expected.bounds[i] if expected.bounds and profile in OWN_RULES else None
    return compare(want, got, rule, ignore=mask, allowances=allowances, bound=bound)


EITHER = " (each element against the inputs as given or with their subnormals read as zero)"


def _either(expected, again, i: int, got, rule: Rule, profile: str, mask,
            allowances, flushed_mask=None) -> Verdict | None:
    """The flush-subnormals allowance element by element: a backend may read one operand's
    subnormal as zero and not another's (XLA CPU's remainder(1e-45, -1e-45) is NaN, a 0 / 0,
    while its remainder(-1e-45, 1.2e-38) keeps -1e-45), so each element of output i is judged
    against whichever of the two expected values (inputs as given, inputs flushed) it is
    nearer to, with that side's error bound and masks (`mask`, `flushed_mask`: the elements
    each side's Unspecified conditions leave out). None where this does not apply: an output
    that is not a plain float array, or one judged by a program bound."""
    want, other = expected.outputs[i], again.outputs[i]
    if not all(isinstance(x, np.ndarray) and x.dtype.kind in "fcV" and x.dtype != object
               and x.shape == np.shape(got) for x in (want, other)):
        return None
    if any(o.totals and o.totals[i] is not None and o.totals[i].fed for o in (expected, again)):
        return None
    g, w, a = (np.asarray(x).astype(np.complex128 if np.iscomplexobj(x) else np.float64)
               for x in (got, want, other))
    nan_g, nan_w, nan_a = np.isnan(g), np.isnan(w), np.isnan(a)
    with np.errstate(invalid="ignore", over="ignore"):
        near_w, near_a = np.abs(g - w), np.abs(g - a)
    pick = np.where(nan_g | nan_w | nan_a, nan_a & nan_g & ~nan_w,
                    np.nan_to_num(near_a, nan=np.inf) < np.nan_to_num(near_w, nan=np.inf))
    if not pick.any():
        return None
    merged = np.where(pick, other, want).astype(want.dtype)
    bound = None
    if profile in OWN_RULES and expected.bounds and again.bounds and \
            expected.bounds[i] is not None and again.bounds[i] is not None:
        bound = np.where(pick, again.bounds[i], expected.bounds[i])
    ignore = None if mask is None and flushed_mask is None else np.where(
        pick, False if flushed_mask is None else flushed_mask, False if mask is None else mask)
    verdict = compare(merged, got, rule, ignore=ignore, allowances=allowances, bound=bound)
    return replace(verdict, rule=verdict.rule + EITHER)


def _quantized(want, got, rule: Rule, mask, allowances) -> Verdict:
    """A quantized result: the same quantized element type, and the storage values under the
    output's rule (exact: a quantized result's rule is the one of its integer storage)."""
    if not isinstance(got, QuantizedTensor) or str(got.element_type) != str(want.element_type):
        return Verdict(False, rule.name, note=f"expected a tensor of {want.element_type}, got "
                                              f"{describe(got)}")
    return compare(want.storage, got.storage, rule, ignore=mask, allowances=allowances)


def _structured(want, got, rule: Rule, allowances, where: str = "") -> Verdict:
    """Tokens and tuples: a token matches a token (it carries no value); a tuple matches a
    tuple of as many elements, each under the output's rule."""
    if want is TOKEN:
        return Verdict(True, "token") if got is TOKEN else Verdict(
            False, "token", note=f"expected a token{where}, got {describe(got)}")
    if not isinstance(got, tuple) or len(got) != len(want):
        return Verdict(False, rule.name, note=f"expected a tuple of {len(want)}{where}, got "
                                              f"{describe(got)}")
    for k, (w, g) in enumerate(zip(want, got)):
        inner = _structured(w, g, rule, allowances, f"{where}[{k}]") \
            if w is TOKEN or isinstance(w, tuple) else compare(w, g, rule, allowances=allowances)
        if not inner.passed:
            return replace(inner, rule=f"{inner.rule}, tuple element {where}[{k}]")
    return Verdict(True, f"{rule.name} on each tuple element" if want else "empty tuple")


def output_rule(function, i: int, oracle: str, profile: str = "default",
                lowered: bool = False) -> Rule:
    """The rule of the op computing result `i` of `function` (exact for a returned argument),
    with the [lowered] rules when the oracle ran the program after upstream's CHLO lowering
    (and the [strict] ones under the `strict` profile); under the `exact` and `almost-eq`
    profiles, that profile's rule."""
    if profile not in OWN_RULES:
        return {"exact": EXACT, "almost-eq": ALMOST_EQ}[profile]
    op = function.ops[-1].operands[i].defining_op
    result = function.type.results[i]
    if op is None or not op.name.startswith(("stablehlo.", "chlo.")) \
            or not isinstance(result, TensorType) or not hasattr(result.element_type, "kind"):
        return EXACT
    return accuracy_rule(op, rule_for(compared_as(op), str(result.element_type), oracle,
                                      rule_operand(op), lowered, strict=profile == "strict"))


def unspecified_masks(module, inputs: list, func: str = "main",
                      bounded: list | None = None) -> list:
    """Per output of @func: where the computing op's Unspecified conditions hold (when its
    operands are @func's arguments; otherwise nothing is ignored). `bounded`, per output
    (`bounded_outputs`): None, or it is compared under the expected side's error bound, which
    admits every summation order, so an accumulating op's float-schedule condition masks
    nothing there (as in reference/propagation.py's program bounds) but where the bound is
    infinite and the expected value is not finite (`bounded[i]` is true there): an
    intermediate overflowed in the reference's order, and another order may give a number, a
    NaN or an infinity (a product over [0, 0, -15, -1.5, 2, 1.5] in f8E4M3B11FNUZ: 0 when
    the zeros come first, NaN when -15 * -1.5 * 2 overflows first). Not where an operand is not
    finite: every order propagates a NaN, and an infinity decides the result as well."""
    function = module.func(func)
    args = {id(v): x for v, x in zip(function.arguments, inputs)}
    masks = []
    for i, value in enumerate(function.ops[-1].operands):
        op, mask = value.defining_op, None
        if op is not None and all(id(v) in args for v in op.operands):
            operands = [args[id(v)] for v in op.operands]
            unbounded = bounded[i] if bounded and i < len(bounded) else None
            covered = unbounded is not None and (op.name in BOUNDS or op.name in GRID_REDUCTIONS)
            interpreter = Interpreter(module)
            mask = interpreter.unspecified_mask(op, operands,
                                                skip=COVERED_BY_BOUNDS if covered else ())
            if covered and np.any(unbounded) and _products(op) \
                    and all(map(_all_finite, operands)):
                order = interpreter.unspecified_mask(op, operands)
                if order is not None:
                    mask = (False if mask is None else mask) | (order & unbounded)
        shape = tuple(value.type.shape) if isinstance(value.type, TensorType) else ()
        masks.append(None if mask is None else np.broadcast_to(mask, shape))
    return masks


def _products(op) -> bool:
    """Whether `op` is a reduce or reduce_window of multiplications: where its bound is infinite
    (reference/bounds.py's _product_bound) some order overflows and another does not. A sum's
    bound is infinite wherever its terms' magnitudes overflow, in every order too: no mask."""
    return op.name in ("stablehlo.reduce", "stablehlo.reduce_window") \
        and bool(op.regions) and "multiply" in (reducers_of(op) or [])


def _all_finite(x) -> bool:
    """Whether an operand (a tensor of any element type; not a tensor: true) holds no NaN and no
    infinity."""
    return not isinstance(x, np.ndarray) or bool(np.isfinite(widen(x)).all())


def bounded_outputs(expected, profile: str = "default") -> list:
    """Per output of the expected side's Outcome: None where it carries no error bound that
    the comparison uses (the default and strict profiles), else where that bound is infinite
    and the expected value is not finite (unspecified_masks: where an accumulation's order
    may still decide the value). An empty list when no output has a bound."""
    if profile not in OWN_RULES or not expected.bounds:
        return []
    return [None if b is None else ~np.isfinite(np.asarray(b, np.float64))
            & ~np.isfinite(widen(x)) for b, x in zip(expected.bounds, expected.outputs)]


def lowering_masks(module, inputs: list, func: str, outputs: list, masks: list) -> list:
    """`masks` widened, for an oracle that ran the program lowered, by the elements each
    output's computing CHLO op leaves to upstream's decomposition (lowering.leaked; when its
    operands are @func's arguments)."""
    function = module.func(func)
    args = {id(v): x for v, x in zip(function.arguments, inputs)}
    widened = list(masks)
    for i, value in enumerate(function.ops[-1].operands[:len(outputs)]):
        op = value.defining_op
        if op is None or not op.name.startswith("chlo.") \
                or not all(id(v) in args for v in op.operands):
            continue
        leak = lowering.leaked(op, [args[id(v)] for v in op.operands], outputs[i])
        if leak is not None:
            widened[i] = leak if widened[i] is None else (widened[i] | leak)
    return widened


def op_keys(function, op: str) -> list[str]:
    """The known_divergences.toml keys of the first `op` (a stablehlo mnemonic or a full name)
    in `function`: `operand->result` element types, then the operands' (last first) and the
    results' element types (is_pos_inf's f4E2M1FN operand, not only its i1 result)."""
    name = op if "." in op else f"stablehlo.{op}"
    found = next((o for o in function.walk() if o.name == name), None)
    if found is None:
        return []
    ins = [element_name(v.type) for v in found.operands]
    outs = [element_name(v.type) for v in found.results]
    arrow = [f"{ins[0]}->{outs[0]}"] if ins and outs else []
    return list(dict.fromkeys(arrow + ins[::-1] + outs))


def element_name(t) -> str:
    if not isinstance(t, TensorType):
        return str(t)
    et = t.element_type
    return str(getattr(et, "storage_type", et))


def case_key(function) -> str:
    """The element type of the function's last StableHLO op's first tensor result."""
    for op in reversed(function.ops):
        for t in op.result_types:
            if isinstance(t, TensorType):
                return str(t.element_type)
    return "none"


def flush_subnormals(x):
    """`x` with its subnormal elements (the subnormal parts of complex ones) replaced by zeros
    of their sign (x itself when none)."""
    if not isinstance(x, np.ndarray) or x.dtype == object:
        return x
    sub = is_subnormal(x)
    if not sub.any():
        return x
    if np.iscomplexobj(x):  # DAZ reads each part on its own: 2e-3 + 1e-45i as 2e-3 + 0i
        flushed = x.copy()
        flushed.real = flush_subnormals(x.real.copy())
        flushed.imag = flush_subnormals(x.imag.copy())
        return flushed
    with np.errstate(invalid="ignore"):  # inf * 0 elsewhere: not taken
        return np.where(sub, (x * 0).astype(x.dtype), x).astype(x.dtype)


def known_divergence(oracle: str, op: str, keys: list[str], kind: str | None,
                     program: str | None = None, lowered: bool = False) -> dict | None:
    """The known_divergences.toml entry declaring `oracle`'s outcome of a case of `op` (its
    mnemonic) a known divergence: the first entry matching one of `keys` (element types,
    constraint ids, function names) and, for entries naming finding kinds, `kind`. A map whose
    body is one op (in `program`, its text) also matches that op's entries: map of maximum is
    maximum on each element. An entry narrowed by a condition (`when`, a name of
    oracles/gap_conditions.py) matches only when an op of its own in the program meets it. An
    entry marked `lowered = true` is a divergence of upstream's lowered program itself
    (chlo-legalize-to-stablehlo's decomposition): with `lowered` (the oracle ran the program
    after that lowering: a vendor's command by default) it matches for any oracle."""
    entry = _known_divergence(DIVERGENCES, oracle, op, keys, kind, program)
    if entry is None and lowered:
        shared = [dict(e, oracle=oracle) for e in DIVERGENCES if e.get("lowered")]
        entry = _known_divergence(shared, oracle, op, keys, kind, program)
    return entry


def _known_divergence(divergences: list[dict], oracle: str, op: str, keys: list[str],
                      kind: str | None, program: str | None) -> dict | None:
    main = _main(program, keys)
    ops = [op] + ([body] if op == "map" and (body := _map_body(main)) else [])
    keys = list(dict.fromkeys(list(keys) + (op_keys(main, op) if main is not None else [])))
    entries = [e for e in divergences if "when" not in e or (
        e["oracle"] == oracle and e["op"] in ops and _holds(e, main))]
    return next((entry for name in ops for key in keys
                 if (entry := find_divergence(entries, oracle, name, key, kind))), None)


def _main(program: str | None, keys: list[str] = ()):
    """The case's function in a program's text: @main, or (a corpus file's case, named by its
    function) the first of `keys` that names a function; None without one (an unparsable
    program matches only the entries that need no program)."""
    if program is None:
        return None
    try:
        module = spec.parse(program)
    except Exception:  # noqa: BLE001
        return None
    names = {f.name for f in module.funcs}
    name = next((n for n in ("main", *keys) if n in names), None)
    return None if name is None else module.func(name)


def _holds(entry: dict, main) -> bool:
    """Whether an op of the entry's in @main meets the entry's condition."""
    condition = CONDITIONS[entry["when"]]
    return main is not None and any(
        entry["op"] in (o.name, o.mnemonic) and condition(o)
        for top in main.ops for o in top.walk())


def _map_body(main) -> str | None:
    """The op @main's (last) map applies elementwise, when its body is one op."""
    maps = [op for op in main.ops if op.name == "stablehlo.map"] if main is not None else []
    body = compared_as(maps[-1]) if maps else "map"
    return body if body != "map" else None
