"""Conversion ops: convert, bitcast_convert, reduce_precision, complex, real, imag."""
from __future__ import annotations

import numpy as np

from ..errors import EvaluationError
from ..values import (F64, QuantizedTensor, bits, element_type_of, exponent_bias, float_info,
                      float_to_integer, from_bits, from_little_endian_bytes, integer_to_float,
                      kind, little_endian_bytes, not_representable, round_complex, round_float,
                      truncates_into, unquantized, widen, wrap)
from .registry import DEQUANTIZE_OP_QUANTIZE, Unspecified, op


INTEGER = ("signed", "unsigned")

# ---------------------------------------------------------------------------------------------
# convert

def _convert(x: np.ndarray, E) -> np.ndarray:
    """`x` converted element-wise to element type `E`, by the spec's cases."""
    source, destination = kind(element_type_of(x)), kind(E)
    if destination == "complex":
        if source == "complex":
            return round_complex(x, E.dtype)
        return _convert(x, E.component).astype(E.dtype)  # the imaginary part is zero
    if source == "complex":
        x, source = x.real, "float"  # the imaginary part is ignored
    if destination == "bool":
        return x != 0
    if source == "bool":
        x, source = x.astype(np.uint8), "unsigned"  # false is 0, true is 1
    if destination in INTEGER:
        return float_to_integer(x, E) if source == "float" else wrap(widen(x), E)
    return round_float(widen(x), E.dtype) if source == "float" else integer_to_float(x, E.dtype)


def _parts(x: np.ndarray, E):
    """The (source, destination type) pairs of real values a conversion to `E` converts."""
    if kind(E) != "complex":
        return [(x.real if kind(element_type_of(x)) == "complex" else x, E)]
    if kind(element_type_of(x)) == "complex":
        return [(x.real, E.component), (x.imag, E.component)]
    return [(x, E.component)]


def _exact(x: np.ndarray, E) -> np.ndarray:
    """Whether each real value of `x` is exactly representable in the float type `E`."""
    with np.errstate(invalid="ignore"):  # signalling NaNs
        r = _convert(x, E)
        if kind(element_type_of(x)) == "float":
            same = (r.astype(F64) == x.astype(F64)) & (np.signbit(r) == np.signbit(x))
            return same | (np.isnan(r) & np.isnan(x))
        source = element_type_of(x if x.dtype != bool else x.astype(np.uint8))
        integral = np.trunc(r.astype(F64)) == r.astype(F64)
        return integral & truncates_into(r, source) & (float_to_integer(r, source) == x)


def _float_outside(x: np.ndarray, E, exact: np.ndarray | None = None) -> np.ndarray:
    """Whether each real value of `x` lies outside the range of the float type `E` (NaN or an
    infinity it lacks, beyond its largest finite value, below its smallest for f8E8M0FNU);
    `exact`: _exact(x, E) when the caller has it."""
    info = float_info(E.dtype)
    with np.errstate(invalid="ignore"):
        wide = x.astype(F64)
    outside = np.isnan(wide) | (wide > float(info.max)) | (wide < float(info.min))
    if not outside.any():  # within range everywhere: no conversion needed to tell
        return outside
    exact = _exact(x, E) if exact is None else exact
    return ~exact & outside


def float_inexact(operand, *, result_type):
    E = result_type.element_type
    if kind(E) not in ("float", "complex"):
        return np.False_
    masks = []
    for x, e in _parts(operand, E):
        exact = _exact(x, e)  # once: converting costs like the op
        masks.append(~exact & ~_float_outside(x, e, exact))
    return np.logical_or.reduce(masks)


def _float_out_of_range(operand, *, result_type):
    E = result_type.element_type
    if kind(E) not in ("float", "complex"):
        return np.False_
    return np.logical_or.reduce([_float_outside(x, e) for x, e in _parts(operand, E)])


def _integer_out_of_range(operand, *, result_type):
    E = result_type.element_type
    if kind(E) not in INTEGER or kind(element_type_of(operand)) not in INTEGER:
        return np.False_
    return (widen(operand) < E.min_value) | (widen(operand) > E.max_value)


def _float_to_integer_out_of_range(operand, *, result_type):
    E = result_type.element_type
    if kind(E) not in INTEGER or kind(element_type_of(operand)) not in ("float", "complex"):
        return np.False_
    with np.errstate(invalid="ignore"):
        return ~truncates_into(np.real(operand), E)


def _convert_types(op) -> tuple:
    """(operand element type, result element type) of a convert op; None for one that is not
    a plain element type (quantized: read dequantized, the conditions decide on values)."""
    types = tuple(getattr(v.type, "element_type", None) for v in (op.operands[0], op.results[0]))
    return tuple(t if kind(t) in INTEGER + ("bool", "float", "complex") else None
                 for t in types) if all(types) else (None, None)


def _may_leave_float_range(op) -> bool:
    """Whether convert/float-out-of-range may hold for the op's types: not into an integer type,
    nor into f32 or f64 (or their complex types, with an infinity and NaN each) from an integer
    or boolean type (2^64 is far below f32's largest value) or from a float type whose range
    theirs holds."""
    source, result = _convert_types(op)
    if source is None or result is None:
        return True
    if kind(result) not in ("float", "complex"):
        return False  # (as _float_out_of_range)
    target = result.component if kind(result) == "complex" else result
    if str(target) not in ("f32", "f64"):
        return True
    if kind(source) in INTEGER + ("bool",):
        return False
    part = source.component if kind(source) == "complex" else source
    return float(float_info(part.dtype).max) > float(float_info(target.dtype).max)


def _may_leave_integer_range(op) -> bool:
    """Whether convert/float-to-integer-out-of-range may hold for the op's types: only from a
    float (or complex) type into an integer type."""
    source, result = _convert_types(op)
    return source is None or result is None or (
        kind(result) in INTEGER and kind(source) in ("float", "complex"))


_float_out_of_range.holds_for_op = _may_leave_float_range
_float_to_integer_out_of_range.holds_for_op = _may_leave_integer_range
"""Types that rule a condition out, read by the program bounds' masks (registry.may_hold)."""


CONVERT_UNSPECIFIED = [
    Unspecified("convert/float-inexact", "undefined",
                "an integer or float converted to a float (or complex) type that cannot "
                "represent it exactly, though it lies within the type's range (rounding, lost "
                "sign of zero in the FNUZ types); the spec leaves it to be determined (#180)",
                "rounds to nearest, ties to even (f8E8M0FNU: ties away from zero, as ml_dtypes "
                "and XLA)", float_inexact),
    Unspecified("convert/float-out-of-range", "undefined",
                "a value converted to a float (or complex) type whose range does not hold it: "
                "beyond its largest finite value, an infinity or NaN it lacks, zero or a "
                "negative value for f8E8M0FNU (#180)",
                "infinity where the type has it, else NaN (as ml_dtypes and XLA), the largest "
                "finite value for the f4/f6 types (which map NaN to zero); f8E8M0FNU: 2^-127 for "
                "zero and tiny values, NaN for negative ones (values.round_float)",
                _float_out_of_range),
    Unspecified("convert/integer-out-of-range", "undefined",
                "an integer converted to an integer type that cannot represent it (#180)",
                "wraps around (two's complement), as XLA", _integer_out_of_range),
    Unspecified("convert/float-to-integer-out-of-range", "undefined",
                "a float whose truncation toward zero is not a value of the integer result type: "
                "too large or small, an infinity, NaN (#180)",
                "saturates to the type's min or max; NaN gives 0 (as XLA)",
                _float_to_integer_out_of_range),
]


@op("convert", unspecified=CONVERT_UNSPECIFIED)
def convert(operand, *, result_type):
    """Element-wise conversion to the result's element type: false/true are 0/1, nonzero is true,
    exact values stay exact, floats truncate toward zero into integers, complex parts convert
    like floats and a complex value converts to a real type through its real part."""
    unquantized(operand)
    with np.errstate(invalid="ignore"):  # signalling NaNs
        return _convert(operand, result_type.element_type)


# ---------------------------------------------------------------------------------------------
# bitcast_convert

def _storage(x):
    return x.storage if isinstance(x, QuantizedTensor) else x


def _storage_type(t):
    E = t.element_type
    return getattr(E, "storage_type", E)


def _bool_bits(operand, *, result_type):
    return np.asarray((_storage_type(result_type).kind == "bool")
                      != (element_type_of(_storage(operand)).kind == "bool"))


def _sub_byte_order(operand, *, result_type):
    widths = {element_type_of(_storage(operand)).bits, _storage_type(result_type).bits}
    return np.asarray(len(widths) == 2 and min(widths) < 8)


@op("bitcast_convert", unspecified=[
    Unspecified("bitcast_convert/bool-bits", "implementation-defined",
                "the bit of an i1 element (the spec leaves the representation of element types "
                "to implementations)", "true is the bit 1, false the bit 0", _bool_bits),
    Unspecified("bitcast_convert/sub-byte-order", "implementation-defined",
                "the order of elements narrower than a byte inside a wider one (the spec's "
                "example fixes little-endian order only for whole bytes)",
                "little-endian: the first element holds the lowest bits, as XLA",
                _sub_byte_order),
])
def bitcast_convert(operand, *, result_type):
    """The operand's bits read as the result's element type (quantized tensors: their storage),
    little-endian as in the spec's example: a narrower result type splits each element into a
    new trailing dimension, lowest bits first; a wider one joins the operand's last dimension."""
    x, E_ = _storage(operand), _storage_type(result_type)
    E = element_type_of(x)
    shape = _bitcast_shape(x.shape, E, E_)
    if E.bits % 8 == 0 and E_.bits % 8 == 0:  # whole bytes: the same order, 8 times smaller
        result = from_little_endian_bytes(little_endian_bytes(x).reshape(*shape, E_.bits // 8), E_)
    else:
        result = from_bits(bits(x).reshape(*shape, E_.bits), E_)
    return QuantizedTensor(result, result_type.element_type) if result_type.is_quantized else result


def _bitcast_shape(shape, E, E_):
    """The result's shape, by bitcast_convert's constraints C1 and C2."""
    if (kind(E) == "complex") != (kind(E_) == "complex"):
        raise EvaluationError(f"bitcast_convert_c2: {E} to {E_}: a complex type converts only "
                              f"to and from a complex type")
    if E_.bits == E.bits:
        return shape
    if E_.bits < E.bits and E.bits % E_.bits == 0:
        return shape + (E.bits // E_.bits,)
    if E_.bits > E.bits and shape and shape[-1] * E.bits == E_.bits:
        return shape[:-1]
    raise EvaluationError(f"bitcast_convert_c1: {E} to {E_}: {E.bits}-bit elements of shape "
                          f"{list(shape)} do not make whole {E_.bits}-bit elements")


# ---------------------------------------------------------------------------------------------
# reduce_precision

def _reduced(operand, exponent_bits, mantissa_bits, bias_shift=0):
    """reduce_precision in float64, on the operand type's own layout (as upstream's
    interpreter): each value's mantissa rounded to `mantissa_bits` bits, to nearest, ties to the
    even encoding (subnormals at their spacing); overflow to infinity; then, when `exponent_bits`
    is narrower than the type's, infinity and zero (with the value's sign) outside the normal
    range of an IEEE format with `exponent_bits` exponent bits, divided by 2^bias_shift."""
    info = float_info(operand.dtype)
    with np.errstate(invalid="ignore"):
        x = r = operand.astype(F64)
    if mantissa_bits < info.nmant:
        e = np.maximum(np.frexp(x)[1] - 1, info.minexp) - mantissa_bits  # spacing 2^e
        with np.errstate(invalid="ignore", over="ignore"):
            scaled = np.ldexp(x, -e)
            down, r = np.trunc(scaled), np.rint(scaled)
            if mantissa_bits == 0:  # the encoding's last bit is the exponent's: ties go to
                # the even biased exponent
                odd = (down != 0) & ((e - info.minexp) % 2 == 0)
                r = np.where(np.abs(scaled - down) == 0.5, down + np.sign(scaled) * odd, r)
            r = np.ldexp(r, e)
        r = np.where(np.abs(r) > float(info.max), np.copysign(np.inf, x), r)
    if exponent_bits < info.nexp:
        bias = 2 ** (exponent_bits - 1) - 1
        r = np.where(np.abs(r) >= 2.0 ** (bias + 1 - bias_shift), np.copysign(np.inf, x), r)
        r = np.where(np.abs(r) < 2.0 ** (1 - bias - bias_shift), np.copysign(0.0, x), r)
    return np.where(np.isnan(x), x, r)


def _not_representable(operand, *, exponent_bits, mantissa_bits):
    return not_representable(_reduced(operand, exponent_bits, mantissa_bits),
                             element_type_of(operand))


def _narrow_layout(operand, *, exponent_bits, mantissa_bits):
    """Where XLA, computing in f16 (f32 for f8E8M0FNU), can differ from the type's own layout."""
    info = float_info(operand.dtype)
    if operand.dtype.itemsize > 1:
        return np.False_
    bias = 2.0 ** (min(exponent_bits, 5 if info.maxexp <= 16 else 8) - 1) - 1
    x = np.abs(operand.astype(F64))
    r = np.abs(_reduced(operand, exponent_bits, mantissa_bits))

    def outside(v):
        return (v > 0) & ((v < 2.0 ** (1 - bias)) | (v >= 2.0 ** (bias + 1)))

    subnormal = (x > 0) & (x < float(info.smallest_normal)) & (mantissa_bits < info.nmant)
    even_bias_tie = (mantissa_bits == 0) & (info.minexp % 2 != 0) & (np.frexp(x)[0] == 0.75)
    overflow_or_underflow = outside(x) | np.isfinite(r) & outside(r)
    return even_bias_tie | ((exponent_bits >= info.nexp) & (overflow_or_underflow | subnormal))


def _shifted_range(operand, *, exponent_bits, mantissa_bits):
    """Where reading `exponent_bits` with the operand type's own exponent bias (shifted from the
    IEEE bias of its exponent width, as upstream's interpreter does on the raw exponent field)
    gives another result than the IEEE format's range."""
    info = float_info(operand.dtype)
    shift = exponent_bias(operand.dtype) - (2 ** (info.nexp - 1) - 1)
    if shift == 0:
        return np.False_
    ieee = _reduced(operand, exponent_bits, mantissa_bits)
    shifted = _reduced(operand, exponent_bits, mantissa_bits, shift)
    return ~np.isnan(ieee) & ((ieee != shifted) | (np.signbit(ieee) != np.signbit(shifted)))


@op("reduce_precision", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    Unspecified("reduce_precision/not-representable", "undefined",
                "the reduced value is not a value of the operand's type: an infinity for a type "
                "without one (f4, f6, the FN/FNUZ f8 types), -0 for the FNUZ types (upstream's "
                "interpreter gives its bit pattern, NaN), zero for f8E8M0FNU",
                "what convert gives for it: NaN for the FN/FNUZ f8 types, the largest finite "
                "value for f4/f6, +0 for -0 in the FNUZ types, 2^-127 for zero in f8E8M0FNU",
                _not_representable),
    Unspecified("reduce_precision/narrow-layout", "implementation-defined",
                "an f4/f6/f8 operand when exponent_bits is at least the type's exponent width: "
                "the reference (like upstream's interpreter) keeps the type's own range and "
                "rounds its subnormals at their spacing; XLA computes in f16, where an "
                "exponent_bits below 5 overflows or flushes values outside the normal range of an "
                "IEEE format with that many exponent bits, and the type's subnormals are normal; "
                "with mantissa_bits = 0 a tie goes to the even encoding, which depends on the "
                "exponent bias (even for f8E4M3FNUZ and f8E5M2FNUZ)",
                "the type's own layout: no overflow or underflow, subnormals rounded at "
                "their spacing", _narrow_layout),
    Unspecified("reduce_precision/exponent-bias", "implementation-defined",
                "an f8E4M3FNUZ, f8E5M2FNUZ or f8E4M3B11FNUZ operand (exponent bias 8, 16, 11: not "
                "the IEEE bias of its exponent width) near the edges of the exponent_bits range: "
                "the spec does not say which bias that range has; upstream's interpreter works on "
                "the raw exponent field, which shifts the range down by the difference of the "
                "biases (1, 1, 4)",
                "the range of an IEEE format with exponent_bits exponent bits (as XLA)",
                _shifted_range),
])
def reduce_precision(operand, *, exponent_bits, mantissa_bits):
    """Each value rounded to nearest even with `mantissa_bits` mantissa bits, then to infinity
    or zero (with its sign) when its exponent does not fit `exponent_bits`; NaN stays NaN."""
    unquantized(operand)
    return round_float(_reduced(operand, exponent_bits, mantissa_bits), operand.dtype)


# ---------------------------------------------------------------------------------------------
# complex, real, imag

@op("complex")
def complex_(lhs, rhs, *, result_type):
    """`result = (lhs, rhs)`: real parts from lhs, imaginary parts from rhs."""
    result = np.empty(lhs.shape, result_type.element_type.dtype)
    result.real, result.imag = lhs, rhs
    return result


@op("real")
def real(operand):
    """`real(x) = is_complex(x) ? real_part(x) : x`."""
    return operand.real.copy()


@op("imag", unspecified=[
    Unspecified("imag/no-zero", "undefined",
                "imag of an f8E8M0FNU tensor: the type has no zero",
                "2^-127, what converting zero to the type gives (values.round_float)",
                lambda operand: np.asarray(element_type_of(operand).name == "f8E8M0FNU")),
])
def imag(operand):
    """`imag(x) = is_complex(x) ? imaginary_part(x) : constant(0, element_type(result))`."""
    if np.iscomplexobj(operand):
        return operand.imag.copy()
    return _convert(np.zeros(operand.shape), element_type_of(operand))
