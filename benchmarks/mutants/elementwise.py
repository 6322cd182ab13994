"""Mutant backends of the elementwise ops: rounding modes, NaN and signed zeros, integer
semantics, transcendental accuracy, comparisons, bit operations and conversions."""
from __future__ import annotations

import ml_dtypes
import numpy as np

from reference import values
from reference.ops.registry import IMPLEMENTATIONS

from .registry import (F64, is_real_float, keep_bits, mutant, narrow_like, plain,
                       result_type_name, step_toward_zero, type_name)

FLOATS = ("f8E4M3FN", "f8E5M2", "bf16", "f16", "f32", "f64")
PRECISE_FLOATS = ("f16", "f32", "f64")
"""Float types with a precision finer than 1e-3 (where a relative error of 1e-3 is visible)."""
SIGNED = ("i4", "i8", "i16", "i32", "i64")
UNSIGNED = ("ui8", "ui32", "ui64")
INTEGER_OVERFLOW = ("integer overflow is implementation-defined (spec, Errors; #1157): "
                    "saturating is as conforming as wrapping around")


def _kind(x) -> str | None:
    return values.kind(values.element_type_of(x)) if isinstance(x, np.ndarray) else None


# --- rounding modes ---------------------------------------------------------------------------
# Rounding toward zero is 1 ULP off at most: the default profile's declared allowance for the
# correctly rounded operations admits it, the strict profile's 0 ULP catches it.

def _toward_zero(type_: str, exact, bug: str):
    def patch(original, lhs, rhs, **kw):
        result = original(lhs, rhs, **kw)
        if result_type_name(kw) != type_ or not plain(lhs, rhs):
            return result
        with np.errstate(all="ignore"):
            return step_toward_zero(np.asarray(result), exact(lhs.astype(F64), rhs.astype(F64)))
    patch.__doc__ = bug
    return patch


mutant("add-f16-round-toward-zero", "add", types=("f16",), profile="strict")(_toward_zero(
    "f16", np.add, "f16 additions rounded toward zero instead of to nearest even (a rounding "
    "mode left at round-toward-zero)."))
mutant("add-bf16-round-toward-zero", "add", types=("bf16",), profile="strict")(_toward_zero(
    "bf16", np.add, "bf16 additions rounded toward zero (truncated), as an f32 adder whose "
    "result is cut to its top 16 bits."))
mutant("subtract-f32-round-toward-zero", "subtract", types=("f32",),
       profile="strict")(_toward_zero(
    "f32", np.subtract, "f32 subtractions rounded toward zero instead of to nearest even."))
mutant("multiply-f32-round-toward-zero", "multiply", types=("f32",),
       profile="strict")(_toward_zero(
    "f32", np.multiply, "f32 multiplications rounded toward zero instead of to nearest even."))


@mutant("divide-f32-reciprocal", "divide", types=("f32",))
def _(original, lhs, rhs, **kw):
    """f32 division as lhs * (1 / rhs), each step rounded to f32 (a fast-math rewrite): up to
    about 1.5 ULP off."""
    if result_type_name(kw) != "f32" or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    with np.errstate(all="ignore"):
        return np.asarray(lhs * (np.float32(1) / rhs), np.float32)


@mutant("sqrt-f32-rsqrt-estimate", "sqrt", types=("f32",))
def _(original, operand, **kw):
    """f32 sqrt(x) as x * rsqrt(x) with a 12-bit reciprocal square root estimate and no Newton
    step (an approximate-math lowering)."""
    result = original(operand, **kw)
    if type_name(operand) != "f32":
        return result
    x = operand.astype(F64)
    with np.errstate(all="ignore"):
        estimate = narrow_like(x * keep_bits(1 / np.sqrt(x), 12), operand)
    return np.where((x == 0) | np.isinf(x), result, estimate)


@mutant("multiply-f32-flush-subnormals", "multiply", types=("f32",))
def _(original, lhs, rhs, **kw):
    """f32 multiplication with subnormal operands and results flushed to zero (FTZ and DAZ set),
    where no flush-to-zero allowance is declared."""
    if result_type_name(kw) != "f32" or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    tiny = np.finfo(np.float32).tiny
    flush = lambda x: np.where(np.abs(x) < tiny, x * np.float32(0), x)  # noqa: E731
    return flush(np.asarray(original(flush(lhs), flush(rhs), **kw)))


# --- transcendental functions -----------------------------------------------------------------

def _relative(factor: float, bug: str):
    def patch(original, operand, **kw):
        result = original(operand, **kw)
        if not is_real_float(operand):
            return result
        return narrow_like(np.asarray(result).astype(F64) * factor, operand)
    patch.__doc__ = bug
    return patch


mutant("exponential-rel-1e-3", "exponential", types=PRECISE_FLOATS)(_relative(
    1 + 1e-3, "exp 1e-3 too large relative to the true value (a low-precision polynomial)."))
mutant("log-rel-1e-3", "log", types=PRECISE_FLOATS)(_relative(
    1 - 1e-3, "log 1e-3 too small relative to the true value."))
mutant("tanh-rel-1e-3", "tanh", types=PRECISE_FLOATS)(_relative(
    1 + 1e-3, "tanh 1e-3 too large relative to the true value (a rational approximation tuned "
              "for speed)."))


@mutant("log_plus_one-naive", "log_plus_one", types=PRECISE_FLOATS + ("bf16",))
def _(original, operand, **kw):
    """log1p(x) as log(1 + x) with 1 + x rounded to the operand's type: the digits of a small x
    are lost."""
    if not is_real_float(operand):
        return original(operand, **kw)
    one_plus = narrow_like(1 + operand.astype(F64), operand).astype(F64)
    with np.errstate(all="ignore"):
        return narrow_like(np.log(one_plus), operand)


@mutant("exponential_minus_one-naive", "exponential_minus_one",
        types=PRECISE_FLOATS + ("bf16",))
def _(original, operand, **kw):
    """expm1(x) as exp(x) - 1 in the operand's type: cancellation for small x."""
    if not is_real_float(operand):
        return original(operand, **kw)
    with np.errstate(all="ignore"):
        exp = narrow_like(np.exp(operand.astype(F64)), operand).astype(F64)
    return narrow_like(exp - 1, operand)


@mutant("cosine-f32-naive-range-reduction", "cosine", types=("f32",))
def _(original, operand, **kw):
    """f32 cosine whose argument is reduced by x - k * 2pi in f32 with 2pi rounded to f32
    (no extra-precision range reduction): wrong for large arguments."""
    if type_name(operand) != "f32":
        return original(operand, **kw)
    two_pi = np.float32(2 * np.pi)
    with np.errstate(all="ignore"):
        reduced = operand - np.rint(operand / two_pi) * two_pi
        return narrow_like(np.cos(reduced.astype(F64)), operand)


@mutant("atan2-swapped-operands", "atan2", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """atan2(x, y) computed for atan2(y, x): operands exchanged in lowering."""
    return original(rhs, lhs, **kw)


@mutant("cbrt-via-power", "cbrt", types=FLOATS)
def _(original, operand, **kw):
    """cbrt(x) as pow(x, 1/3): NaN for negative x."""
    if not is_real_float(operand):
        return original(operand, **kw)
    with np.errstate(all="ignore"):
        return narrow_like(np.power(operand.astype(F64), 1 / 3), operand)


@mutant("power-via-exp-log", "power", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """pow(x, y) as exp(y * log(x)): NaN for a negative base with an integral exponent, NaN for
    0^0."""
    if not is_real_float(lhs) or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    with np.errstate(all="ignore"):
        return narrow_like(np.exp(rhs.astype(F64) * np.log(lhs.astype(F64))), lhs)


# --- integer arithmetic ---------------------------------------------------------------------

@mutant("remainder-floor-modulo", "remainder", types=("i8", "i32", "i64", "f16", "f32", "f64"))
def _(original, lhs, rhs, **kw):
    """remainder with the sign of the divisor (Python's and numpy's mod, floor division)
    instead of the dividend's (C's fmod, truncating division)."""
    if _kind(lhs) not in ("signed", "float") or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    with np.errstate(all="ignore"):
        return narrow_like(np.mod(values.widen(lhs), values.widen(rhs)), lhs)


@mutant("divide-integer-floor", "divide", types=SIGNED)
def _(original, lhs, rhs, **kw):
    """Signed integer division rounding toward negative infinity (floor) instead of toward
    zero."""
    if _kind(lhs) != "signed" or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    wide_rhs = values.widen(rhs)
    with np.errstate(all="ignore"):
        floor = np.floor_divide(values.widen(lhs), np.where(wide_rhs == 0, 1, wide_rhs))
    return np.where(wide_rhs == 0, original(lhs, rhs, **kw), narrow_like(floor, lhs))


@mutant("add-integer-saturates", "add", types=SIGNED + UNSIGNED, allowed=INTEGER_OVERFLOW)
def _(original, lhs, rhs, **kw):
    """Integer addition saturating at the type's limits instead of wrapping around."""
    if _kind(lhs) not in ("signed", "unsigned") or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    et = values.element_type_of(lhs)
    exact = lhs.astype(object) + rhs.astype(object)
    return np.clip(exact, et.min_value, et.max_value).astype(lhs.dtype)


@mutant("multiply-i64-through-f64", "multiply", types=("i64",))
def _(original, lhs, rhs, **kw):
    """i64 multiplication through float64 (a vector unit without 64-bit integer multiply):
    in-range products beyond 2^53 lose their low bits."""
    result = original(lhs, rhs, **kw)
    if type_name(lhs) != "i64":
        return result
    product = lhs.astype(F64) * rhs.astype(F64)
    inside = np.abs(product) < 2.0 ** 63
    return np.where(inside, np.where(inside, product, 0).astype(lhs.dtype), result)


# --- signed zeros and NaN -------------------------------------------------------------------

@mutant("negate-zero-minus-x", "negate", types=FLOATS)
def _(original, operand, **kw):
    """negate(x) as 0 - x: -(+0) is +0 instead of -0."""
    if not is_real_float(operand):
        return original(operand, **kw)
    return narrow_like(0.0 - operand.astype(F64), operand)


@mutant("abs-keeps-negative-zero", "abs", types=FLOATS)
def _(original, operand, **kw):
    """abs(x) as x < 0 ? -x : x: abs(-0) is -0 instead of +0."""
    if not is_real_float(operand):
        return original(operand, **kw)
    return np.where(operand < 0, -operand, operand)


@mutant("multiply-zero-sign-lost", "multiply", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """Float products that are zero returned as +0 (x * 0 folded to 0): -1 * 0 is +0."""
    result = original(lhs, rhs, **kw)
    if not is_real_float(lhs) or not plain(lhs, rhs):
        return result
    return np.where(result == 0, np.zeros_like(result), result)


@mutant("maximum-maxss-semantics", "maximum", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """Float maximum as x86's maxss, lhs > rhs ? lhs : rhs: a NaN lhs is dropped, and
    maximum(+0, -0) is -0."""
    if not is_real_float(lhs) or not plain(lhs, rhs):
        return original(lhs, rhs, **kw)
    return np.where(lhs > rhs, lhs, rhs)


@mutant("minimum-ignores-nan", "minimum", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """Float minimum as C's fmin: a NaN operand is ignored instead of propagated."""
    result = original(lhs, rhs, **kw)
    if not is_real_float(lhs) or not plain(lhs, rhs):
        return result
    return np.where(np.isnan(lhs), rhs, np.where(np.isnan(rhs), lhs, result))


@mutant("maximum-zero-sign", "maximum", types=FLOATS)
def _(original, lhs, rhs, **kw):
    """Float maximum that returns lhs when the operands compare equal: maximum(-0, +0) is -0."""
    result = original(lhs, rhs, **kw)
    if not is_real_float(lhs) or not plain(lhs, rhs):
        return result
    return np.where(lhs == rhs, lhs, result)


@mutant("clamp-nan-to-max", "clamp", types=FLOATS)
def _(original, min, operand, max, **kw):
    """Float clamp as maxss(min, minss(operand, max)): a NaN operand becomes max."""
    result = original(min, operand, max, **kw)
    if not is_real_float(operand) or not plain(min, operand, max):
        return result
    return np.where(np.isnan(operand), np.broadcast_to(max, np.shape(operand)), result)


@mutant("sign-nan-is-zero", "sign", types=FLOATS)
def _(original, operand, **kw):
    """sign(x) as (x > 0) - (x < 0): sign(NaN) is 0 instead of NaN."""
    result = original(operand, **kw)
    if not is_real_float(operand):
        return result
    return np.where(np.isnan(operand), np.zeros_like(result), result)


@mutant("is_finite-nan-is-finite", "is_finite", types=FLOATS)
def _(original, x, **kw):
    """is_finite(x) as x != inf and x != -inf: NaN counts as finite."""
    if not is_real_float(x):
        return original(x, **kw)
    return ~np.isinf(x)


@mutant("abs-complex-naive", "abs", types=("complex<f32>",))
def _(original, operand, **kw):
    """complex<f32> abs as sqrt(re^2 + im^2) in f32 (no hypot scaling): infinite above
    |z| ~ 1.8e19, zero below ~1e-23."""
    if type_name(operand) != "complex<f32>":
        return original(operand, **kw)
    with np.errstate(all="ignore"):
        return np.sqrt(operand.real * operand.real + operand.imag * operand.imag)


# --- rounding to integers ---------------------------------------------------------------------

def _ties(x: np.ndarray) -> np.ndarray:
    return x - np.floor(x) == 0.5


def _ties_to(rounding, bug: str):
    """A patch rounding the ties of a round op by `rounding` (float64 to float64)."""
    def patch(original, operand, **kw):
        result = original(operand, **kw)
        if not is_real_float(operand):
            return result
        x = operand.astype(F64)
        with np.errstate(invalid="ignore"):
            return np.where(_ties(x), narrow_like(rounding(x), operand), result)
    patch.__doc__ = bug
    return patch


mutant("round_nearest_even-ties-away", "round_nearest_even", types=FLOATS)(_ties_to(
    lambda x: x + np.copysign(0.5, x), "round_nearest_even rounding ties away from zero (C's "
                                       "round) instead of to even."))
mutant("round_nearest_afz-ties-even", "round_nearest_afz", types=FLOATS)(_ties_to(
    np.rint, "round_nearest_afz rounding ties to even (C's rint) instead of away from zero."))


@mutant("floor-truncates", "floor", types=FLOATS)
def _(original, operand, **kw):
    """floor as truncation toward zero: wrong for negative non-integers."""
    if not is_real_float(operand):
        return original(operand, **kw)
    return narrow_like(np.trunc(operand.astype(F64)), operand)


# --- comparison and selection -----------------------------------------------------------------

@mutant("compare-ne-ordered", "compare", types=FLOATS)
def _(original, lhs, rhs, *, comparison_direction, compare_type, **kw):
    """Float NE as an ordered comparison (LLVM's `one` for `une`): NaN != x is false."""
    result = original(lhs, rhs, comparison_direction=comparison_direction,
                      compare_type=compare_type, **kw)
    if comparison_direction != "NE" or compare_type == "TOTALORDER" or not is_real_float(lhs):
        return result
    return result & ~(np.isnan(lhs) | np.isnan(rhs))


@mutant("compare-totalorder-as-float", "compare", types=FLOATS)
def _(original, lhs, rhs, *, comparison_direction, compare_type, **kw):
    """compare_type TOTALORDER compared as FLOAT: -0 equals +0 and NaN is unordered."""
    if compare_type == "TOTALORDER":
        compare_type = "FLOAT"
    return original(lhs, rhs, comparison_direction=comparison_direction,
                    compare_type=compare_type, **kw)


@mutant("compare-unsigned-as-signed", "compare", types=UNSIGNED)
def _(original, lhs, rhs, *, comparison_direction, compare_type, **kw):
    """Unsigned integers compared as signed (a signed compare instruction): values with the top
    bit set order below the others."""
    if _kind(lhs) != "unsigned" or lhs.dtype.itemsize * 8 != values.element_type_of(lhs).bits:
        return original(lhs, rhs, comparison_direction=comparison_direction,
                        compare_type=compare_type, **kw)
    signed = np.dtype(f"i{lhs.dtype.itemsize}")
    return original(lhs.view(signed), rhs.view(signed), comparison_direction=comparison_direction,
                    compare_type="SIGNED", **kw)


@mutant("select-swapped-branches", "select", types=("i1", "i8", "f32", "bf16"))
def _(original, pred, on_true, on_false, **kw):
    """select with on_true and on_false exchanged (a predicate inverted in lowering without
    swapping the operands back)."""
    return original(pred, on_false, on_true, **kw)


# --- bit operations ---------------------------------------------------------------------------

@mutant("shift_left-amount-modulo-width", "shift_left", types=SIGNED + UNSIGNED,
        allowed="a shift by the bit width or more is undefined in the spec: x86's amount "
                "modulo the width is one possible result")
def _(original, lhs, rhs, **kw):
    """shift_left taking its amount modulo the bit width (x86's shl) instead of giving 0."""
    et = values.element_type_of(lhs)
    amount = values.bit_pattern(rhs) % np.uint64(et.bits)
    return original(lhs, values.from_bit_pattern(amount, values.element_type_of(rhs)), **kw)


@mutant("shift_right_logical-sign-extends", "shift_right_logical", types=SIGNED)
def _(original, lhs, rhs, **kw):
    """shift_right_logical of signed integers lowered to the arithmetic shift (C's >> on a
    signed type): the sign bit comes in instead of zeros."""
    if _kind(lhs) != "signed":
        return original(lhs, rhs, **kw)
    return IMPLEMENTATIONS["stablehlo.shift_right_arithmetic"].fn(lhs, rhs)


@mutant("shift_right_arithmetic-zero-fill", "shift_right_arithmetic", types=SIGNED)
def _(original, lhs, rhs, **kw):
    """shift_right_arithmetic lowered to the logical shift: zeros come in instead of the sign
    bit."""
    if _kind(lhs) != "signed":
        return original(lhs, rhs, **kw)
    return IMPLEMENTATIONS["stablehlo.shift_right_logical"].fn(lhs, rhs)


@mutant("popcnt-sign-extended", "popcnt", types=SIGNED)
def _(original, operand, **kw):
    """popcnt of a signed integer counted on its 64-bit sign extension: a negative i8 counts 56
    extra ones."""
    if _kind(operand) != "signed":
        return original(operand, **kw)
    count = np.bitwise_count(values.as_signed(operand).view(np.uint64))
    return narrow_like(count.astype(np.int64), operand)


@mutant("count_leading_zeros-of-zero", "count_leading_zeros", types=SIGNED + UNSIGNED)
def _(original, operand, **kw):
    """count_leading_zeros through x86's bsr (width - 1 - bsr(x)), whose result for 0 is
    undefined: clz(0) is width - 1 instead of width."""
    result = original(operand, **kw)
    width = values.element_type_of(operand).bits
    return np.where(operand == 0, narrow_like(np.asarray(width - 1), operand), result)


@mutant("not-bool-as-byte", "not", types=("i1",))
def _(original, operand, **kw):
    """not of i1 as a bitwise NOT of its byte: true (1) becomes 254, which is still true."""
    if operand.dtype != np.bool_:
        return original(operand, **kw)
    return np.invert(operand.astype(np.uint8)).astype(np.bool_)


# --- conversions ------------------------------------------------------------------------------

CONVERSION_UNDEFINED = ("the spec leaves conversions that are inexact or out of range to be "
                        "determined (#180; the reference declares them undefined)")


@mutant("convert-f32-to-bf16-truncates", "convert", types=("f32",),
        allowed=f"{CONVERSION_UNDEFINED}: rounding to nearest even is settled practice, a "
                "'recommended behaviour' (issue 19, item 3), not a spec rule")
def _(original, operand, **kw):
    """f32 -> bf16 conversion truncating the low 16 bits instead of rounding to nearest even."""
    if type_name(operand) != "f32" or kw["result_type"].element_type.name != "bf16":
        return original(operand, **kw)
    top = (np.array(operand).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    return top.view(ml_dtypes.bfloat16)


@mutant("convert-float-to-integer-rounds", "convert", types=FLOATS)
def _(original, operand, **kw):
    """float -> integer conversion rounding to nearest (cvtss2si) instead of truncating toward
    zero (cvttss2si)."""
    if not is_real_float(operand) or values.kind(kw["result_type"].element_type) not in (
            "signed", "unsigned"):
        return original(operand, **kw)
    with np.errstate(invalid="ignore"):
        rounded = narrow_like(np.rint(operand.astype(F64)), operand)
    return original(rounded, **kw)


@mutant("convert-float-to-integer-wraps", "convert", types=FLOATS,
        allowed=f"{CONVERSION_UNDEFINED}: an out-of-range float may wrap as well as saturate")
def _(original, operand, **kw):
    """Out-of-range float -> integer conversion wrapping around modulo 2^bits instead of
    saturating."""
    E = kw["result_type"].element_type
    result = original(operand, **kw)
    if not is_real_float(operand) or values.kind(E) not in ("signed", "unsigned"):
        return result
    with np.errstate(invalid="ignore"):
        t = np.trunc(operand.astype(F64))
        outside = np.isfinite(t) & ~values.truncates_into(t, E)
        wrapped = values.wrap(np.where(outside, np.fmod(t, 2.0 ** E.bits), 0).astype(np.int64), E)
    return np.where(outside, wrapped, result)


@mutant("convert-to-bool-positive", "convert", types=FLOATS + SIGNED)
def _(original, operand, **kw):
    """Conversion to i1 as x > 0 instead of x != 0: negative values become false."""
    if kw["result_type"].element_type.name != "i1" or _kind(operand) not in ("float", "signed"):
        return original(operand, **kw)
    return np.asarray(operand > 0)


@mutant("convert-f16-subnormals-flushed", "convert", types=("f16",))
def _(original, operand, **kw):
    """f16 -> wider float conversion flushing f16 subnormals to zero (a DAZ conversion unit),
    though the conversion is exact."""
    if type_name(operand) != "f16":
        return original(operand, **kw)
    tiny = np.finfo(np.float16).tiny
    flushed = np.where(np.abs(operand) < tiny, operand * np.float16(0), operand)
    return original(flushed, **kw)


@mutant("convert-integer-to-f64-through-f32", "convert", types=("i64", "i32", "ui64", "ui32"))
def _(original, operand, **kw):
    """Integer -> f64 conversion through f32: integers above 2^24 lose bits that f64 holds."""
    if _kind(operand) not in ("signed", "unsigned") or kw["result_type"].element_type.name != "f64":
        return original(operand, **kw)
    return values.integer_to_float(operand, np.dtype(np.float32)).astype(F64)


@mutant("bitcast_convert-big-endian", "bitcast_convert")
def _(original, operand, **kw):
    """bitcast_convert between element types of different widths reading the elements in
    big-endian order."""
    if not plain(operand):
        return original(operand, **kw)
    source, target = values.element_type_of(operand).bits, kw["result_type"].element_type.bits
    if source > target:
        return np.flip(original(operand, **kw), axis=-1)
    if source < target:
        return original(np.flip(operand, axis=-1), **kw)
    return original(operand, **kw)


@mutant("reduce_precision-truncates", "reduce_precision", types=("bf16", "f16", "f32", "f64"))
def _(original, operand, **kw):
    """reduce_precision cutting the mantissa (round toward zero) instead of rounding it to
    nearest even."""
    if not is_real_float(operand) or operand.dtype.itemsize * 8 != values.element_type_of(
            operand).bits:
        return original(operand, **kw)
    dropped = values.float_info(operand.dtype).nmant - kw["mantissa_bits"]
    if dropped <= 0:
        return original(operand, **kw)
    storage = np.dtype(f"u{operand.dtype.itemsize}")
    bits = np.array(operand).view(storage)
    cut = (bits & ~storage.type((1 << dropped) - 1)).view(operand.dtype)
    return original(np.where(np.isnan(operand), operand, cut), **kw)
