"""Math ops: transcendental functions, square roots, rounding to integral values, is_finite.

Transcendental functions (and rsqrt) are computed in float64, complex128 for complex types, and
rounded once to the result type, f32 included (`values.transcendental`). Their accuracy in other
implementations is implementation-defined (seed 004, G6); comparisons allow for it through the
per-op ULP budgets of `oracles/tolerances.toml`, not through `Unspecified` entries (which make a
comparison ignore an element). sqrt is correctly rounded for every float type
(`values.compute`); the rounding ops and is_finite are exact.

Complex functions take the principal branch (log, sqrt, cube root: argument in (-pi, pi]).

Declared implementation-defined (`Unspecified`), for generators to avoid and comparisons to skip:
- `<op>/not-representable`: a result the element type cannot hold (an infinity or NaN in f4/f6,
  an infinity in the FN/FNUZ f8 types, zero or a negative value in f8E8M0FNU); the spec is
  silent, and the reference rounds it as `values.round_float` does.
- `<op>/complex-exceptions`: the spec leaves the exceptions of non-standard operations, complex
  arithmetic among them, to implementations ("Errors"): an infinite or NaN part in a complex
  operand or in the result (overflow, a pole). The reference returns numpy's complex128 result
  there (C99 Annex G for exp, log, sqrt, sin, cos, tan and tanh). Real operands have no such
  entry: IEEE-754 defines every special case of these functions.
- `<op>/branch-cut`: a complex operand on a branch cut (the negative real axis; below -1 for
  log_plus_one) with a zero imaginary part. The reference follows C99 (the sign of the zero
  picks the side); the spec does not say, and XLA takes the side above the cut for either sign.

The optional `result_accuracy` attribute (not in the seed spec) is accepted and does not change
the result: the reference always computes to its best accuracy. What it changes is how far an
implementation may be from it (oracles/compare.py accuracy_rule, docs/oracles.md).
"""
import numpy as np

from ..values import (QuantizedTensor, complex_from_parts, compute, element_type_of,
                      holds_every_float, kind, narrow, not_representable, transcendental, unquantized,
                      widen)
from .registry import ALWAYS_TRUE, DEQUANTIZE_OP_QUANTIZE, Unspecified, op


def _unspecified(name: str, fn, *, real_only: bool = False,
                 cut_below: float | None = None) -> list[Unspecified]:
    """The implementation-defined behaviour of op `name`, which rounds `fn` (computed in float64
    or complex128) to the element type: results the type cannot hold; unless the op is
    `real_only`, the exceptions of complex functions and, below `cut_below` on the real axis,
    the side of the branch cut."""
    def exact(*operands):
        wide = np.complex128 if np.iscomplexobj(operands[0]) else np.float64
        with np.errstate(all="ignore"):
            return fn(*(np.asarray(x).astype(wide) for x in operands))

    def unrepresentable(*operands):
        if any(isinstance(x, QuantizedTensor) for x in operands):
            return np.False_
        et = element_type_of(operands[0])
        if holds_every_float(et):
            return np.zeros(np.shape(operands[0]), bool)
        return not_representable(exact(*operands), et)

    def complex_exceptions(*operands):
        if not np.iscomplexobj(operands[0]):
            return np.False_
        result = narrow(exact(*operands), element_type_of(operands[0]))
        return ~np.logical_and.reduce([np.isfinite(x) for x in (*operands, result)])

    def on_the_cut(operand):
        if not np.iscomplexobj(operand):
            return np.False_
        return (operand.imag == 0) & (operand.real < cut_below)

    # registry.may_hold: which element types each condition can hold for
    unrepresentable.holds_for = lambda et: kind(et) == "float" and not holds_every_float(et)
    complex_exceptions.holds_for = on_the_cut.holds_for = lambda et: kind(et) == "complex"
    declared = [Unspecified(f"{name}/not-representable", "implementation-defined",
                            "the result is not a value of the element type: an infinity or NaN "
                            "that f4/f6 (neither) or the FN/FNUZ f8 types (no infinity) lack, "
                            "a magnitude beyond their largest value, -0 in the FNUZ types, zero "
                            "or a negative value in f8E8M0FNU; the spec does not say what it is",
                            "values.round_float's rounding: the largest finite value for f4/f6 "
                            "(0 for NaN), NaN for the FN/FNUZ f8 types, +0 for -0, 2^-127 for "
                            "zero and NaN for negative values in f8E8M0FNU", unrepresentable)]
    if real_only:
        return declared
    declared.append(Unspecified(f"{name}/complex-exceptions", "implementation-defined",
                                "exceptions of complex functions are implementation-defined "
                                "(spec, Errors): an infinite or NaN part in a complex operand, "
                                "or a result that overflows or hits a pole",
                                "numpy's complex128 result (C99 Annex G for exp, log, sqrt, "
                                "sin, cos, tan, tanh), rounded to the result type",
                                complex_exceptions))
    if cut_below is not None:
        declared.append(Unspecified(f"{name}/branch-cut", "implementation-defined",
                                    f"a complex operand on the branch cut (real part below "
                                    f"{cut_below:g}, imaginary part +-0): the spec does not say "
                                    "which side of the cut a signed zero selects",
                                    "C99's choice: +0 the side above the cut, -0 the side "
                                    "below (sqrt(-4 - 0i) = -2i)", on_the_cut))
    return declared


def _evaluate(fn, *operands):
    """`fn` on the operands in float64 / complex128, rounded once to their element type."""
    unquantized(*operands)
    return transcendental(element_type_of(operands[0]), fn, *operands)


# ---------------------------------------------------------------------------------------------
# Formulas that numpy does not provide (or not accurately) for every element kind

def _atan2(y, x):
    if not np.iscomplexobj(y):
        return np.arctan2(y, x)
    # Upstream's and XLA's complex atan2, -i log(w) with w = (x + i y) / s, s = sqrt(x^2 + y^2).
    # Near w = 1 (|y| << |x|) log(w) cancels to ~1e-17; log1p(w - 1), with w - 1 written
    # 2iy (x + iy) / (s (x + iy + s)) (no cancellation), keeps the digits: atan2(y, x) ~ y / x.
    s = np.sqrt(x * x + y * y)
    w_minus_1 = 2j * y * (x + 1j * y) / (s * (x + 1j * y + s))
    return -1j * np.where(np.abs(w_minus_1) < 0.5, _log1p(w_minus_1), np.log((x + 1j * y) / s))


def _cbrt(x):
    if np.iscomplexobj(x):  # the principal cube root |x|^(1/3) e^(i arg(x) / 3)
        r, theta = np.cbrt(np.abs(x)), np.angle(x) / 3
        return complex_from_parts(r * np.cos(theta), r * np.sin(theta))
    # The real cube root (cbrt(-8) = -2), in extended precision where the platform has it:
    # numpy 2.4's float64 cbrt is not correctly rounded (cbrt(27) = 3.0000000000000004).
    return np.cbrt(x.astype(np.longdouble)).astype(x.dtype)


def _log1p(x):
    if not np.iscomplexobj(x):
        return np.log1p(x)
    # log(1 + z) = log|1 + z| + i arg(1 + z); near z = 0, log|1 + z| = log1p(2x + y^2 + x^2) / 2
    # keeps the digits that log(|1 + z|) loses (2x + y^2 first: they cancel near |1 + z| = 1).
    re, im = x.real, x.imag
    log_abs = np.where(np.abs(x) < 0.5, np.log1p((2 * re + im * im) + re * re) / 2,
                       np.log(np.abs(x + 1)))
    return complex_from_parts(log_abs, np.arctan2(im, 1 + re))


def _logistic(x):
    # 1 / (1 + e^-x), written e^x / (1 + e^x) where Re x < 0 so that e^-x cannot overflow. Near
    # a pole (1 + e^-x ~ 0: Re x ~ 0, Im x ~ pi mod 2 pi) both cancel; 1/2 + tanh(x/2)/2 does
    # not, and is exact in real part: logistic(1e-186 + 1e308 i) has real part 1/2 (+ 1e-181).
    return np.where(np.abs(np.real(x)) < 1, 0.5 + 0.5 * np.tanh(x / 2),
                    np.where(np.real(x) < 0, np.exp(x) / (1 + np.exp(x)), 1 / (1 + np.exp(-x))))


def _rsqrt(x):
    return 1 / np.sqrt(x)


def _round_half_away_from_zero(x):
    # x - trunc(x) is exact, so the test of the fraction is too (adding 0.5 to x would round).
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.copysign(1, x), t)


# ---------------------------------------------------------------------------------------------
# Transcendental functions

@op("atan2", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("atan2", _atan2))
def atan2(lhs, rhs):
    """Floats: IEEE-754 atan2(lhs, rhs). Complex: -i log((rhs + i lhs) / sqrt(rhs^2 + lhs^2)),
    as upstream's interpreter and XLA define it (NaN where rhs^2 + lhs^2 = 0)."""
    return _evaluate(_atan2, lhs, rhs)


@op("cbrt", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("cbrt", _cbrt, cut_below=0))
def cbrt(operand):
    """Floats: IEEE-754 rootn(x, 3), real for negative x. Complex: the principal cube root."""
    return _evaluate(_cbrt, operand)


@op("cosine", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("cosine", np.cos))
def cosine(operand):
    """IEEE-754 cos; complex cosine."""
    return _evaluate(np.cos, operand)


@op("sine", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("sine", np.sin))
def sine(operand):
    """IEEE-754 sin; complex sine."""
    return _evaluate(np.sin, operand)


@op("tan", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("tan", np.tan))
def tan(operand):
    """IEEE-754 tan; complex tangent."""
    return _evaluate(np.tan, operand)


@op("tanh", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("tanh", np.tanh))
def tanh(operand):
    """IEEE-754 tanh; complex hyperbolic tangent."""
    return _evaluate(np.tanh, operand)


@op("exponential", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("exponential", np.exp))
def exponential(operand):
    """IEEE-754 exp; complex exponential."""
    return _evaluate(np.exp, operand)


@op("exponential_minus_one", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("exponential_minus_one", np.expm1))
def exponential_minus_one(operand):
    """IEEE-754 expm1; complex e^z - 1, accurate near 0."""
    return _evaluate(np.expm1, operand)


@op("log", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("log", np.log, cut_below=0))
def log(operand):
    """IEEE-754 log (log(-1) = NaN, log(0) = -inf); complex principal logarithm."""
    return _evaluate(np.log, operand)


@op("log_plus_one", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("log_plus_one", _log1p, cut_below=-1))
def log_plus_one(operand):
    """IEEE-754 logp1; complex principal log(1 + z), accurate near 0."""
    return _evaluate(_log1p, operand)


@op("logistic", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=_unspecified("logistic", _logistic))
def logistic(operand):
    """division(1, addition(1, exp(-x))) for floats and complex numbers."""
    return _evaluate(_logistic, operand)


@op("rsqrt", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("rsqrt", _rsqrt, cut_below=0))
def rsqrt(operand):
    """IEEE-754 rSqrt (rsqrt(+-0) = +-inf); complex 1 / sqrt(z), principal branch."""
    return _evaluate(_rsqrt, operand)


# ---------------------------------------------------------------------------------------------
# Exact ops

@op("sqrt", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("sqrt", np.sqrt, cut_below=0))
def sqrt(operand):
    """IEEE-754 squareRoot, correctly rounded for every float type (sqrt(-0) = -0); complex
    principal square root."""
    unquantized(operand)
    return compute(element_type_of(operand), np.sqrt, operand)


@op("ceil", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("ceil", np.ceil, real_only=True))
def ceil(operand):
    """IEEE-754 roundToIntegralTowardPositive (exact; ceil(-0.5) = -0)."""
    unquantized(operand)
    return compute(element_type_of(operand), np.ceil, operand)


@op("floor", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("floor", np.floor, real_only=True))
def floor(operand):
    """IEEE-754 roundToIntegralTowardNegative (exact; floor(-0) = -0)."""
    unquantized(operand)
    return compute(element_type_of(operand), np.floor, operand)


@op("round_nearest_afz", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("round_nearest_afz", _round_half_away_from_zero,
                                                  real_only=True))
def round_nearest_afz(operand):
    """IEEE-754 roundToIntegralTiesToAway (exact; -2.5 -> -3, -0.4 -> -0)."""
    unquantized(operand)
    return compute(element_type_of(operand), _round_half_away_from_zero, operand)


@op("round_nearest_even", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=_unspecified("round_nearest_even", np.rint, real_only=True))
def round_nearest_even(operand):
    """IEEE-754 roundToIntegralTiesToEven (exact; 2.5 -> 2, -0.5 -> -0)."""
    unquantized(operand)
    return compute(element_type_of(operand), np.rint, operand)


@op("is_finite", quantized=ALWAYS_TRUE)
def is_finite(x):
    """IEEE-754 isFinite: neither infinite nor NaN. Always true for quantized tensors."""
    if isinstance(x, QuantizedTensor):
        return np.ones(x.shape, dtype=bool)
    with np.errstate(invalid="ignore"):  # ml_dtypes warns when it widens a bf16 NaN
        return np.isfinite(widen(x))
