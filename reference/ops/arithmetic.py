"""Arithmetic ops: abs, add, subtract, multiply, divide, remainder, power, negate, sign,
maximum, minimum, clamp.

Each op computes in its element type's wide type and comes back once (`values.compute`):
booleans (add and maximum are or, multiply and minimum are and), integers wrap around in two's
complement, floats are correctly rounded (power: computed in float64, rounded once), complex
numbers in complex128. Where the spec leaves a result to implementations, an `Unspecified`
entry says where and what the reference returns there: XLA's result, which the StableHLO
interpreter shares wherever it has one; for float results the element type cannot hold (no
infinity or NaN in f4/f6, no -0 in FNUZ, no zero or negatives in f8E8M0FNU), the rounding of
`values.round_float`.
"""
import functools

import numpy as np

from .. import values
from ..errors import EvaluationError
from .registry import DEQUANTIZE_OP_QUANTIZE, Unspecified, op

INTEGERS = ("signed", "unsigned")
WRAP_AROUND = ("two's-complement wrap-around (the exact result modulo 2^bits), as XLA and the "
               "StableHLO interpreter do")
NUMPY_COMPLEX = "numpy's complex128 arithmetic, rounded once to the element type"


def _when(kinds, condition):
    """A `when` mask: `condition(*operands)` for operands whose element type is of one of
    `kinds`, false for other element types."""
    def when(*operands):
        if values.kind(values.element_type_of(operands[0])) in kinds:
            return condition(*operands)
        return np.zeros(np.broadcast_shapes(*(np.shape(x) for x in operands)), bool)
    when.holds_for = lambda et: values.kind(et) in kinds  # registry.may_hold
    return when


def _overflow(name, exact, description="the exact integer result is outside the element "
                                       "type's range", int64_bits: int = 0):
    """`int64_bits`: the widest element type whose exact results int64 holds (see
    values.integer_overflow)."""
    return Unspecified(
        f"{name}/integer-overflow", "implementation-defined",
        f"{description} (spec, Errors: integer overflow is implementation-defined, #1157)",
        WRAP_AROUND, _when(INTEGERS, lambda *xs: values.integer_overflow(
            exact, *xs, int64_bits=int64_bits)))


def _not_representable(name, exact):
    """Float results the element type cannot hold: `exact` of the operands computed in float64
    (values.not_representable)."""
    def when(*operands):
        et = values.element_type_of(operands[0])
        if values.holds_every_float(et):
            return np.zeros(np.broadcast_shapes(*(np.shape(x) for x in operands)), bool)
        with np.errstate(all="ignore"):
            wide = exact(*(values.widen(x) for x in operands))
        return values.not_representable(wide, et)
    when = _when(("float",), when)
    when.holds_for = lambda et: values.kind(et) == "float" and not values.holds_every_float(et)
    return Unspecified(
        f"{name}/not-representable", "implementation-defined",
        "the float result is not a value of the element type: an infinity or NaN that f4/f6 "
        "(neither) or the FN/FNUZ f8 types (no infinity) lack, a magnitude beyond their largest "
        "value, -0 in the FNUZ types, zero or a negative value in f8E8M0FNU; the spec does not "
        "say what it is", "values.round_float's rounding: the largest finite value for f4/f6 "
        "(-0 for NaN), NaN for the FN/FNUZ f8 types, +0 for -0, 2^-127 for zero and NaN for "
        "negative values in f8E8M0FNU", when)


def _complex_exceptions(name, condition, description):
    return Unspecified(
        f"{name}/complex-exceptions", "implementation-defined",
        f"{description} (spec, Floating-point exceptions: exceptions of complex arithmetic are "
        "implementation-defined)", NUMPY_COMPLEX, _when(("complex",), condition))


def _non_finite(*xs):
    return functools.reduce(np.logical_or, (~np.isfinite(x) for x in xs))


def _quotient_overflows(lhs, rhs):
    """Whether a part of the exact complex quotient lies beyond the operand type's largest
    finite value."""
    top = float(np.finfo(np.real(lhs).dtype).max)
    with np.errstate(all="ignore"):
        q = np.asarray(lhs, np.complex128) / np.asarray(rhs, np.complex128)
        return (np.abs(q.real) > top) | (np.abs(q.imag) > top)


def _has_nan(*xs):
    return functools.reduce(np.logical_or, (np.isnan(x) for x in xs))


def _divide_by_real(x, divisor):
    """Complex x divided by a real divisor part by part: the exact quotient, rounded per part."""
    result = np.empty(np.broadcast_shapes(x.shape, divisor.shape), x.dtype)
    result.real, result.imag = x.real / divisor, x.imag / divisor
    return result


def _complex_power_exceptions(lhs, rhs):
    """lhs^rhs = exp(rhs * log(lhs)) has magnitude exp(Re(rhs * log(lhs))): beyond the type's
    exponent range it overflows or underflows."""
    with np.errstate(all="ignore"):
        exponent = rhs.astype(np.complex128) * np.log(lhs.astype(np.complex128))
    limit = np.log(np.finfo(lhs.real.dtype).max)
    return _non_finite(lhs, rhs, exponent) | (lhs == 0) | (np.abs(exponent.real) > limit)


def _complex_power_ill_conditioned(lhs, rhs):
    """exp(rhs * log(lhs)) has condition number |rhs * log(lhs)|: computed in complex128 its
    relative error is about |rhs * log(lhs)| * 2^-53, which is more than 16 ULPs of the part
    type beyond |rhs * log(lhs)| = 16 (complex<f64>) or 2^33 (complex<f32>)."""
    with np.errstate(all="ignore"):
        condition = np.abs(rhs.astype(np.complex128) * np.log(lhs.astype(np.complex128)))
    precision = np.finfo(lhs.real.dtype).nmant + 1
    return condition * 2.0 ** (precision - 53) > 16


def _minimum_over_minus_one(lhs, rhs):
    return (lhs == values.element_type_of(lhs).min_value) & (rhs == -1)


def _integer_division_by_zero(name, reference):
    return Unspecified(f"{name}/integer-division-by-zero", "implementation-defined",
                       "an integer divisor is 0 (spec, Errors: implementation-defined)",
                       reference, _when(INTEGERS, lambda lhs, rhs: rhs == 0))


_COMPLEX_LEXICOGRAPHIC_NAN = (
    "a complex operand has a NaN part: the spec orders complex numbers lexicographically by "
    "(real, imaginary), an order NaN parts do not have")


@op("abs", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=[_overflow("abs", np.abs, "the operand is the minimum of a signed "
                                                 "integer type", int64_bits=32)])
def abs_(operand, *, result_type):
    """Signed integers: |operand|; floats: IEEE abs; complex: the modulus (a float)."""
    values.unquantized(operand)
    return values.compute(result_type.element_type, np.abs, operand)


@op("add", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=[_overflow("add", lambda lhs, rhs: lhs + rhs, int64_bits=32),
                        _not_representable("add", lambda lhs, rhs: lhs + rhs)])
def add(lhs, rhs, *, result_type):
    """Booleans: logical or; integers, floats (IEEE), complex numbers: addition."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, lambda lhs, rhs: lhs + rhs, lhs, rhs)


@op("subtract", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=[_overflow("subtract", lambda lhs, rhs: lhs - rhs,
                           int64_bits=32),
                             _not_representable("subtract", lambda lhs, rhs: lhs - rhs)])
def subtract(lhs, rhs, *, result_type):
    """Integers, floats (IEEE), complex numbers: subtraction."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, lambda lhs, rhs: lhs - rhs, lhs, rhs)


@op("multiply", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    _overflow("multiply", lambda lhs, rhs: lhs * rhs, int64_bits=16),
    _not_representable("multiply", lambda lhs, rhs: lhs * rhs),
    _complex_exceptions("multiply", _non_finite, "a complex operand has an infinite or NaN part")])
def multiply(lhs, rhs, *, result_type):
    """Booleans: logical and; integers, floats (IEEE), complex numbers: multiplication."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, lambda lhs, rhs: lhs * rhs, lhs, rhs)


@op("divide", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    _integer_division_by_zero("divide", "-1 (all bits set: the maximum of unsigned types), as "
                                        "XLA does (the StableHLO interpreter aborts)"),
    Unspecified("divide/integer-overflow", "implementation-defined",
                "the minimum of a signed integer type divided by -1 (spec, Errors: integer "
                "overflow is implementation-defined, #1157)",
                "the minimum (wrap-around), as XLA and the StableHLO interpreter do",
                _when(("signed",), _minimum_over_minus_one)),
    _not_representable("divide", values.quotient),
    _complex_exceptions("divide", lambda lhs, rhs: _non_finite(lhs, rhs) | (rhs == 0)
                        | _quotient_overflows(lhs, rhs),
                        "a complex divisor is 0, a complex operand has an infinite or NaN "
                        "part, or a part of the quotient overflows (XLA CPU's scaled division "
                        "then gets the other part 9% off: (-1.48e19 + 1.11e19i) / (6.5e-23 + "
                        "8.7e-23i) is -6.49e33 + inf i, the exact real part -5.94e33)")])
def divide(lhs, rhs, *, result_type):
    """Integers: the algebraic quotient with its fraction discarded (truncated toward zero);
    floats: IEEE division; complex numbers: complex division."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, values.quotient, lhs, rhs)


@op("remainder", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    _integer_division_by_zero("remainder", "lhs, as XLA does (the StableHLO interpreter aborts)"),
    Unspecified("remainder/integer-overflow", "implementation-defined",
                "the minimum of a signed integer type modulo -1: the spec's d = divide(lhs, rhs) "
                "overflows (spec, Errors: implementation-defined, #1157)",
                "0, as XLA and the StableHLO interpreter do",
                _when(("signed",), _minimum_over_minus_one)),
    Unspecified("remainder/float-infinite-divisor", "implementation-defined",
                "a finite lhs and an infinite rhs: the spec's formula lhs - d * rhs gives NaN "
                "(0 * inf), its prose (the result has the dividend's sign and a magnitude below "
                "the divisor's) gives lhs",
                "lhs (C's fmod), as XLA and the StableHLO interpreter do",
                _when(("float",), lambda lhs, rhs: np.isfinite(lhs) & np.isinf(rhs))),
    _not_representable("remainder", values.remainder),
    Unspecified("remainder/complex", "undefined",
                "complex operands: the spec does not define the remainder of complex numbers "
                "yet (#997)",
                "an EvaluationError (XLA and the StableHLO interpreter abort)",
                _when(("complex",), lambda lhs, rhs: np.ones(np.broadcast_shapes(
                    np.shape(lhs), np.shape(rhs)), bool)))])
def remainder(lhs, rhs, *, result_type):
    """lhs - d * rhs with d = divide(lhs, rhs) for integers and d = lhs / rhs rounded toward
    zero for floats: the result has the sign of the dividend and is smaller in magnitude than
    the divisor (C's fmod)."""
    values.unquantized(lhs, rhs)
    et = result_type.element_type
    if values.kind(et) == "complex":
        raise EvaluationError(f"remainder of {et} values: the spec does not define the "
                              "remainder of complex numbers yet (#997)")
    return values.compute(et, values.remainder, lhs, rhs)


@op("power", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    Unspecified("power/integer-negative-exponent", "implementation-defined",
                "a negative integer exponent of a base other than 1 and -1 (the exact result is "
                "not an integer; spec, Errors: implementation-defined)",
                "0 (and 1 or -1 for the bases 1 and -1), as XLA and the StableHLO interpreter do",
                _when(("signed",), lambda lhs, rhs: (rhs < 0) & (lhs != 1) & (lhs != -1))),
    # elementwise on Python integers (numpy's minimum / maximum of a rank-0 object array give a
    # Python int, which numpy then fails to convert to int64: 2^64 - 1 ** 2^63)
    _overflow("power", np.frompyfunc(lambda lhs, rhs: lhs ** min(max(rhs, 0), 64), 2, 1)),
    _not_representable("power", np.power),
    _complex_exceptions("power", _complex_power_exceptions,
                        "a complex base 0, a complex operand with an infinite or NaN part, or a "
                        "result whose magnitude overflows or underflows the type"),
    Unspecified("power/complex-accuracy", "implementation-defined",
                "an ill-conditioned complex power: lhs^rhs = exp(rhs * log(lhs)) changes by "
                "|rhs * log(lhs)| times the relative error of its computation, so at float64 "
                "precision it is not within 16 ULPs of the part type (accuracy of transcendental "
                "functions is implementation-defined, seed 004 G6)",
                "numpy's complex128 exp(rhs * log(lhs)) rounded once, relative error about "
                "|rhs * log(lhs)| * 2^-53", _when(("complex",), _complex_power_ill_conditioned))])
def power(lhs, rhs, *, result_type):
    """Integers: exact integer exponentiation (wraps around); floats: IEEE pow; complex
    numbers: complex exponentiation (both computed in double precision, rounded once)."""
    values.unquantized(lhs, rhs)
    et = result_type.element_type
    if values.kind(et) in INTEGERS:
        return values.compute(et, values.integer_power, lhs, rhs)
    return values.transcendental(et, _float_power, lhs, rhs)


def _float_power(lhs, rhs):
    """IEEE pow, with pow(x, +-0) = 1 for every x, a signaling NaN included (C's Annex F, XLA
    and upstream's interpreter): numpy's vectorised pow returns NaN there and its scalar loop 1."""
    return np.where(rhs == 0, np.ones((), lhs.dtype), np.power(lhs, rhs))


@op("negate", quantized=DEQUANTIZE_OP_QUANTIZE,
    unspecified=[_not_representable("negate", np.negative), Unspecified(
    "negate/integer-overflow", "implementation-defined",
    "the operand's bits read as a signed integer are that type's minimum, whose negation "
    "overflows (unsigned integers negate their bits read as signed; spec, Errors: integer "
    "overflow is implementation-defined, #1157)", WRAP_AROUND,
    _when(INTEGERS, lambda operand: values.as_signed(operand)
          == -(1 << (values.element_type_of(operand).bits - 1))))])
def negate(operand, *, result_type):
    """Integers: negation (unsigned: of the bits read as signed, i.e. modulo 2^bits); floats:
    IEEE negate; complex numbers: negation."""
    values.unquantized(operand)
    return values.compute(result_type.element_type, np.negative, operand)


@op("sign", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[_complex_exceptions(
    "sign", lambda operand: np.isinf(operand.real) | np.isinf(operand.imag),
    "a complex operand with an infinite part (the spec's x / abs(x) divides infinities)")])
def sign(operand, *, result_type):
    """-1, 0 or 1 for integers; floats: NaN, -0.0 and +0.0 stay, -1.0 or 1.0 otherwise;
    complex numbers: (NaN, NaN) if a part is NaN, (0, 0) at 0, else x / convert(abs(x))."""
    values.unquantized(operand)
    et = result_type.element_type
    if values.kind(et) != "complex":
        return values.compute(et, lambda x: np.where((x == 0) | np.isnan(x), x, np.sign(x)),
                              operand)
    abs_x = values.compute(et.component, np.abs, operand)
    x_over_abs = values.compute(et, _divide_by_real, operand, abs_x)
    result = np.where(operand == 0, 0, x_over_abs)
    return np.where(np.isnan(operand), complex(np.nan, np.nan), result).astype(et.dtype)


@op("maximum", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[Unspecified(
    "maximum/complex-nan", "implementation-defined", _COMPLEX_LEXICOGRAPHIC_NAN,
    "rhs unless lhs is greater, as the StableHLO interpreter does",
    _when(("complex",), _has_nan))])
def maximum(lhs, rhs, *, result_type):
    """Booleans: logical or; integers: the larger; floats: IEEE maximum (NaN propagates,
    -0 < +0); complex numbers: the larger (real, imaginary) pair in lexicographic order."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, values.maximum, lhs, rhs)


@op("minimum", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[Unspecified(
    "minimum/complex-nan", "implementation-defined", _COMPLEX_LEXICOGRAPHIC_NAN,
    "rhs unless lhs is smaller, as the StableHLO interpreter does",
    _when(("complex",), _has_nan))])
def minimum(lhs, rhs, *, result_type):
    """Booleans: logical and; integers: the smaller; floats: IEEE minimum (NaN propagates,
    -0 < +0); complex numbers: the smaller (real, imaginary) pair in lexicographic order."""
    values.unquantized(lhs, rhs)
    return values.compute(result_type.element_type, values.minimum, lhs, rhs)


@op("clamp", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[Unspecified(
    "clamp/complex-nan", "implementation-defined", _COMPLEX_LEXICOGRAPHIC_NAN,
    "minimum(maximum(operand, min), max) with the reference's maximum and minimum",
    _when(("complex",), _has_nan))])
def clamp(min, operand, max, *, result_type):
    """minimum(maximum(operand, min_element), max_element), where a rank-0 min or max applies
    to every element."""
    values.unquantized(min, operand, max)
    return values.compute(result_type.element_type,
                          lambda min, operand, max: values.minimum(values.maximum(operand, min),
                                                                   max),
                          min, operand, max)
