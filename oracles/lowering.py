"""CHLO programs for the oracles that read StableHLO only: upstream's own lowering, through jaxlib.

JAX's programs hold CHLO ops (chlo.erf, chlo.top_k, chlo.ragged_dot, ...). XLA compiles them
itself; upstream's interpreter, ONNX Runtime (our translator), IREE and a vendor's command read
StableHLO, so they get the program after upstream's `chlo-legalize-to-stablehlo` pass, run in a
jaxlib context, printed in the generic form and parsed back by our parser. The lowering works
on text, so it needs none of our schemas of the ops it lowers (`lower_text`); `lower_chlo` is the
same on a Module. Where upstream's decomposition is not the exact function (erf, lgamma,
digamma, erf_inv... are polynomial approximations, ChloDecompositionPatterns*.td), the lowered
program's results carry that error: the oracles that run it have tolerance rules of their own
(oracles/tolerances.toml, "chlo lowered", with the measurements).

An oracle says which CHLO ops it needs lowered (`Oracle.lowered_chlo`: "*" for all, or a set of
op names); `prepared` lowers a program that holds one of them, after refining a shape-polymorphic
program to its inputs' shapes for an oracle that needs static shapes (oracles/refinement.py), and
the Outcome says so (`Outcome.lowered`, and its message). The pass runs in the child process of
oracles/passes.py, under a time limit.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from importlib.metadata import version

import numpy as np
from scipy import special

import spec
from spec.ir import Module

from . import refinement, shardy
from .passes import PassError, context, parsed_and_run, run

PIPELINE = "builtin.module(func.func(chlo-legalize-to-stablehlo))"
CHLO_OP = re.compile(r'"(chlo\.[\w.]+)"')


class LoweringError(PassError):
    """The program cannot be lowered to StableHLO: jaxlib rejects it, the pass fails, a CHLO op
    has no lowering, or the lowered program holds ops this project does not know."""


def note() -> str:
    """What an Outcome of a lowered program says about it."""
    return (f"CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo (jaxlib "
            f"{version('jaxlib')})")


def chlo_ops(module: Module) -> set[str]:
    """The CHLO ops of a module (full names)."""
    return {op.name for op in module.walk() if op.name.startswith("chlo.")}


LOWERED_KEPT = 64
_LOWERED: OrderedDict[str, str] = OrderedDict()


def lower_text(text: str) -> str:
    """A program's text (any form jaxlib reads) lowered to StableHLO, in the generic form;
    LoweringError when jaxlib rejects it, the pass fails, crashes or runs past its time limit
    (status timeout), or a CHLO op is left. Upstream's pass can crash on a program (a
    segmentation fault on some ragged_dot programs, jaxlib 0.10.2), so it runs in the child
    process of oracles/passes.py, which must not take the harness with it. The LOWERED_KEPT
    latest lowerings are kept by text (an oracle asks for a program's several times: its
    `supports`, then its run); a failure is not kept."""
    if text in _LOWERED:
        _LOWERED.move_to_end(text)
        return _LOWERED[text]
    try:
        lowered = run("oracles.lowering:lower_here", text, what="chlo-legalize-to-stablehlo")
    except PassError as e:
        raise LoweringError(str(e), e.status) from None
    _LOWERED[text] = lowered
    while len(_LOWERED) > LOWERED_KEPT:
        _LOWERED.popitem(last=False)
    return lowered


def lower_here(text: str) -> str:
    """lower_text in this process (the child's target)."""
    ctx, ir, _ = context()
    with ctx, ir.Location.unknown():
        module = parsed_and_run(text, PIPELINE, "chlo-legalize-to-stablehlo", "lower",
                                LoweringError)
        lowered = module.operation.get_asm(print_generic_op_form=True)
    left = sorted(set(CHLO_OP.findall(lowered)))
    if left:
        raise LoweringError(f"upstream's chlo-legalize-to-stablehlo has no lowering for "
                            f"{', '.join(left)}")
    return lowered


def lower_chlo(module: Module) -> Module:
    """`module` with its CHLO ops replaced by upstream's StableHLO decompositions."""
    text = lower_text(spec.print_module(module))
    try:
        return spec.parse(text, "<lowered>")
    except spec.ParseError as e:
        raise LoweringError(f"the lowered program does not parse here: {e}") from None


def needs_lowering(module: Module, lowered_chlo) -> bool:
    """Whether an oracle that needs `lowered_chlo` ("*" or op names) lowered must get
    `module` lowered."""
    ops = chlo_ops(module)
    return bool(ops) and (lowered_chlo == "*" or bool(ops & set(lowered_chlo)))


def prepared(module: Module, lowered_chlo, refine_to: list | None = None,
             func: str = "main", strip_shardy: bool = False) -> tuple[Module, str]:
    """(the module an oracle runs, the note saying how it was transformed, or ""): without
    Shardy's single-process identities and attributes when `strip_shardy` (oracles/shardy.py),
    refined to the shapes of the inputs `refine_to` when it is shape-polymorphic
    (oracles/refinement.py; None: never), then its CHLO ops lowered as `lowered_chlo` asks.
    PassError (LoweringError when the lowering fails)."""
    notes = []
    if strip_shardy and shardy.shardy_in(module):
        module = shardy.stripped(module)
        notes.append(shardy.NOTE)
    if refine_to is not None and refinement.polymorphic(module, func):
        module, refined = refinement.refine(module, refine_to, func)
        notes.append(refined)
    if needs_lowering(module, lowered_chlo):
        unfaithful = unfaithful_lowering(module)
        if unfaithful:
            raise LoweringError(unfaithful)
        module = lower_chlo(module)
        notes.append(note())
    return module, "; ".join(notes)


def unfaithful_lowering(module: Module) -> str:
    """Why upstream's lowering of `module` would compute another function ("" when it would
    not): jaxlib 0.10.2's chlo-legalize-to-stablehlo drops chlo.scan's `is_reverse`, so the
    lowered program of a reverse scan is the forward scan's (the same text:
    tests/oracles/test_oracles_chlo_lowering.py). Such a program is not given to an oracle
    lowered: it would judge the oracle on a program the suite changed."""
    for op in module.walk():
        reverse = op.attributes.get("is_reverse") if op.name == "chlo.scan" else None
        if reverse is not None and getattr(reverse, "value", reverse) not in (False, 0):
            return ("upstream's chlo-legalize-to-stablehlo drops chlo.scan's is_reverse "
                    f"(jaxlib {version('jaxlib')}): the lowered program scans forward")
    return ""


def noted(outcome, lowered: str):
    """`outcome` with the note `lowered` (if any: how the program was transformed) in
    `lowered` and its message."""
    if lowered:
        outcome.lowered = lowered
        outcome.message = f"{lowered}. {outcome.message}" if outcome.message else lowered
    return outcome


def chlo_lowered(transformed: str) -> bool:
    """Whether an Outcome's `lowered` note (how the program was transformed before it ran)
    says the CHLO ops were lowered (a refinement to static shapes alone is not)."""
    return "chlo-legalize-to-stablehlo" in transformed


def leaked(op, operands: list, got) -> "np.ndarray | None":
    """Where a lowered program's result `got` of CHLO op `op` (given its `operands`) may differ
    from the exact op's by the decomposition's design, or None.

    - ragged_dot: upstream's decomposition computes every group's dot_general over every row,
      the rows of other groups selected to zero, and adds them: a non-finite rhs value of one
      group reaches the rows of every other group as 0 * inf or 0 * NaN = NaN (reproduced with
      jaxlib alone in tests/oracles/test_oracles_chlo_lowering.py). So when rhs holds a
      non-finite value, a NaN result element is the decomposition's; with a finite rhs nothing
      is excused.
    - complex sinh: the decomposition computes sums and differences of exponentials, whose
      zeros are +0, so the sign of a zero part is lost: sinh(-0 + 1i) is -0 + 0.84i exactly and
      +0 + 0.84i lowered, sinh(1 - 0i) = 1.18 - 0i comes back + 0i. An element is the
      decomposition's where its operand has a zero part, its result has a zero part there, and
      the result is within 16 ULPs of |sinh| (in complex128) but for the signs of its zeros.
    - complex cosh likewise: its imaginary part sinh(x) sin(y) is +0 where it is a zero:
      cosh(-0 + 7.35i) = 0.484 - 0i and cosh(0 - 1.53i) = 0.0376 - 0i come back + 0i
      (reproduced with jaxlib alone in tests/oracles/test_oracles_chlo_lowering.py). An element
      is the decomposition's where its result's imaginary part is a zero, the exact one (in
      complex128) rounds to a zero in the type, and the result is within 16 ULPs of |cosh| but
      for the signs of its zeros.
    - lgamma at a subnormal x: the decomposition's reflection computes log(pi) - log(sin(pi x))
      - lgamma(1 - x), and pi x, a subnormal too, rounds to the subnormal grid: at the smallest
      subnormal to 3 x, so the result is log(pi / 3) = 0.046 high (lgamma(5e-324) = 744.486,
      exactly 744.440; f32 lgamma(1e-45) = 103.325, exactly 103.279; reproduced with jaxlib
      alone in tests/oracles/test_oracles_chlo_lowering.py). An f32 or f64 element is the
      decomposition's where its operand is subnormal and its result within 0.05 of -log|x|
      (lgamma's value there to far below an ULP).
    - f32 erf and erfc of results near underflow: erf computes x P(x^2) / Q(x^2), whose
      product x P(x^2) is subnormal for |x| below about 7e-37 and keeps fewer bits: erf of
      -1.1754942e-38 is -1.3264002e-38, the value -1.3264031e-38 (29 ULP); erfc returns 0 for
      results below 1.75e-40 (x >= 9.4194, erfc(9.98) = 2.6e-41). An element is the
      decomposition's where its exact value (scipy's, in float64) is below 2^-120 in
      magnitude and the result within the smallest normal f32 (2^-126) of it."""
    if op.name == "chlo.lgamma" and operands:
        return _subnormal_lgamma(np.asarray(operands[0]), np.asarray(got))
    if op.name in ("chlo.erf", "chlo.erfc") and operands:
        return _underflowing_erf(op.name, np.asarray(operands[0]), np.asarray(got))
    if op.name in ("chlo.sinh", "chlo.cosh") and operands:
        x, y = np.asarray(operands[0]), np.asarray(got)
        if x.dtype.kind != "c" or x.shape != y.shape:
            return None
        with np.errstate(all="ignore"):
            exact = (np.sinh if op.name == "chlo.sinh" else np.cosh)(x.astype(np.complex128))
            near = np.abs(y.astype(np.complex128) - exact) \
                <= 16 * np.finfo(x.real.dtype).eps * np.abs(exact)
        if op.name == "chlo.sinh":
            zero = ((x.real == 0) & (y.real == 0)) | ((x.imag == 0) & (y.imag == 0))
        else:
            tiny = float(np.finfo(x.real.dtype).smallest_subnormal) / 2
            zero = (y.imag == 0) & (np.abs(exact.imag) <= tiny)
        mask = near & zero
        return mask if mask.any() else None
    if op.name != "chlo.ragged_dot" or len(operands) < 2:
        return None
    rhs = np.asarray(operands[1])
    if rhs.dtype.kind not in "fcV" or np.isfinite(rhs.astype(np.complex128)).all():
        return None
    return _isnan(np.asarray(got))


def _subnormal_lgamma(x: np.ndarray, got: np.ndarray) -> "np.ndarray | None":
    if x.dtype not in (np.float32, np.float64) or x.shape != got.shape:
        return None
    subnormal = (x != 0) & (np.abs(x) < np.finfo(x.dtype).tiny)
    with np.errstate(divide="ignore", invalid="ignore"):
        near = np.abs(got.astype(np.float64) + np.log(np.abs(x.astype(np.float64)))) <= 0.05
    mask = subnormal & near
    return mask if mask.any() else None


def _underflowing_erf(name: str, x: np.ndarray, got: np.ndarray) -> "np.ndarray | None":
    if x.dtype != np.float32 or x.shape != got.shape:
        return None
    exact = (special.erf if name == "chlo.erf" else special.erfc)(x.astype(np.float64))
    with np.errstate(invalid="ignore"):
        near = np.abs(got.astype(np.float64) - exact) <= 2.0 ** -126
    mask = (np.abs(exact) < 2.0 ** -120) & near
    return mask if mask.any() else None


def _isnan(x: np.ndarray) -> np.ndarray:
    return np.isnan(x.astype(np.complex128)) if x.dtype.kind in "fcV" else np.zeros(x.shape, bool)

