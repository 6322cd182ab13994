"""Runtime values and element-type arithmetic: the one layer that knows about dtypes.

A tensor is a numpy array whose dtype is its element type's dtype (`bool` for i1, ml_dtypes
for bf16, the f4/f6/f8 variants and int2/int4/uint2/uint4, complex64/complex128 for complex).
A quantized tensor is a `QuantizedTensor` (storage values plus the quantized element type), a
token is `TOKEN`, a tuple is a Python tuple of values.

Arithmetic is exact where the spec allows it. Every op computes in a wide type (`widen`: int64
or uint64 for integers, float64 for floats, complex128 for complex) and the result comes back
to the element type once (`narrow`): integers wrap around in two's complement, floats round to
nearest, ties to even. float64 holds the exact result of +, -, *, / and sqrt of any narrower
type's values to within a rounding that cannot change the final rounding (53 >= 2p + 2 bits),
and `round_float` rounds float64 to a narrow type correctly (through round-to-odd in float32),
so these operations are correctly rounded for every float type. f32 and f64 use native IEEE
arithmetic. Transcendental functions are computed in float64 and rounded once.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import ml_dtypes
import numpy as np

from spec.rounding import round_float  # noqa: F401  (the one correct rounding, shared with the parser)
from spec.syntax.literals import format_dense
from spec.types import (ELEMENT_TYPES, INDEX, ElementType, FutureType, QuantizedElementType,
                        TensorType, TokenType, TupleType, Type, element_type_of_dtype)

from .errors import EvaluationError

F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)
C64 = np.dtype(np.complex64)
C128 = np.dtype(np.complex128)


class Token:
    """The one token value (tokens carry no data; they order side effects)."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = Token()


@dataclass(frozen=True, eq=False)
class Future:
    """The value of a `!stablehlo.future<...>`: the tensors async_start's body produced (the
    reference runs it at once; async_done hands them over)."""

    values: tuple


@dataclass(frozen=True, eq=False)
class QuantizedTensor:
    """A quantized tensor: integer storage values and the quantized element type that gives
    them meaning (`expressed = (storage - zero_point) * scale`)."""

    storage: np.ndarray
    element_type: QuantizedElementType

    @property
    def shape(self) -> tuple[int, ...]:
        return self.storage.shape

    def __repr__(self) -> str:
        return f"QuantizedTensor({self.storage!r}, {self.element_type})"


# ---------------------------------------------------------------------------------------------
# Element types of values

def unquantized(*operands) -> None:
    """Raises EvaluationError when an operand is a quantized tensor. Op bodies compute on plain
    values: quantized operands reach an op through the quantized form its registration names
    (`@op(..., quantized=...)`, reference/ops/registry.py), so one that gets here belongs to an
    op the spec gives no quantized form, or breaks the op's constraints on quantized types."""
    for x in operands:
        if isinstance(x, QuantizedTensor):
            raise EvaluationError(f"quantized operands ({x.element_type}) are not taken here: the "
                                  "spec gives this op no quantized form for them, or their "
                                  "quantized types differ where the op's constraints forbid it")


def element_type_of(array: np.ndarray) -> ElementType:
    """The element type of a tensor value."""
    return element_type_of_dtype(array.dtype)


def kind(et: ElementType) -> str:
    """"bool", "signed", "unsigned", "float" or "complex" (`index` counts as signed)."""
    return "signed" if et.kind == "index" else et.kind


def is_native_float(dtype: np.dtype) -> bool:
    """float32 and float64: numpy's arithmetic on them is IEEE arithmetic, correctly rounded."""
    return dtype in (F32, F64)


# ---------------------------------------------------------------------------------------------
# Wide computation types and the single rounding back

def wide_dtype(et: ElementType) -> np.dtype:
    """The type an element type computes in."""
    k = kind(et)
    if k == "bool":
        return np.dtype(np.bool_)
    if k == "signed":
        return np.dtype(np.int64)
    if k == "unsigned":
        return np.dtype(np.uint64)
    if k == "float":
        return et.dtype if is_native_float(et.dtype) else F64
    return et.dtype if et.dtype == C128 else C128


def widen(x: np.ndarray) -> np.ndarray:
    """`x` in its element type's computation type (values unchanged)."""
    return np.asarray(x).astype(wide_dtype(element_type_of(x)), copy=False)


def narrow(x, et: ElementType) -> np.ndarray:
    """A wide result brought back to `et` once: wrap-around for integers, round to nearest even
    for floats and complex numbers."""
    x = np.asarray(x)
    k = kind(et)
    if k == "bool":
        return x.astype(np.bool_)
    if k in ("signed", "unsigned"):
        return wrap(x, et)
    if k == "float":
        return round_float(x, et.dtype)
    return round_complex(x, et.dtype)


def wrap(x: np.ndarray, et: ElementType) -> np.ndarray:
    """Integers reduced modulo 2^bits into `et`'s range (two's complement for signed types)."""
    x = np.asarray(x)
    bits = 64 if et.kind == "index" else et.bits
    if bits == 64:
        return x.astype(et.dtype)
    u = x.astype(np.uint64) & np.uint64((1 << bits) - 1)
    if kind(et) == "signed":
        half = np.uint64(1 << (bits - 1))
        s = u.astype(np.int64) - ((u & half) != 0).astype(np.int64) * (1 << bits)
        return s.astype(et.dtype)
    return u.astype(et.dtype)


def round_complex(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x).astype(dtype)


def compute(et: ElementType, fn, *operands: np.ndarray) -> np.ndarray:
    """`fn` applied to the operands in `et`'s computation type, the result rounded or wrapped
    back to `et` once. This is how elementwise ops read like their formulas:
    `compute(et, lambda x, y: x + y, lhs, rhs)`."""
    with np.errstate(all="ignore"):
        wide = fn(*(widen(x) for x in operands))
    return narrow(wide, et)


EXTENDED_COMPLEX = np.clongdouble if np.finfo(np.longdouble).nmant > 52 else None
"""numpy's extended complex type where the platform's long double is wider than double (x86:
64-bit significands), else None."""


def transcendental(et: ElementType, fn, *operands: np.ndarray) -> np.ndarray:
    """`fn` computed in float64 (complex128 for complex types), even for f32, rounded once;
    complex<f64> in extended precision where the platform has it (numpy's complex128 tanh, for
    one, is up to 5 ULP off: the extended result rounded is within 1)."""
    wide = F64 if kind(et) == "float" else C128
    if et.name == "complex<f64>" and EXTENDED_COMPLEX is not None:
        wide = EXTENDED_COMPLEX
    with np.errstate(all="ignore"):
        result = fn(*(np.asarray(x).astype(wide) for x in operands))
    return narrow(result, et)


def complex_from_parts(real: np.ndarray, imag: np.ndarray) -> np.ndarray:
    """Complex numbers with the given real and imaginary parts, infinities and signed zeros
    kept (numpy's `real + 1j * imag` turns `imag = inf` into a NaN real part)."""
    real, imag = np.broadcast_arrays(real, imag)
    result = np.empty(real.shape, np.result_type(real.dtype, imag.dtype, np.complex64))
    result.real, result.imag = real, imag
    return result


# ---------------------------------------------------------------------------------------------
# Bits of floats

def float_info(dtype: np.dtype):
    return ml_dtypes.finfo(dtype)


def uint_dtype(bits: int) -> np.dtype:
    """The unsigned integer dtype that holds `bits` bits (storage width for sub-byte types)."""
    return np.dtype({1: np.uint8, 2: np.uint8, 4: np.uint8, 6: np.uint8, 8: np.uint8,
                     16: np.uint16, 32: np.uint32, 64: np.uint64, 128: np.uint64}[bits])


def bit_pattern(x: np.ndarray) -> np.ndarray:
    """The bits of each element as uint64 (low `bits` bits; complex: not supported here)."""
    x = np.asarray(x)
    et = element_type_of(x)
    if kind(et) in ("signed", "unsigned", "bool"):
        return x.astype(np.int64).astype(np.uint64) & np.uint64((1 << et.bits) - 1) \
            if et.bits < 64 else x.view(np.uint64)
    storage = np.dtype(f"u{x.dtype.itemsize}")
    return x.view(storage).astype(np.uint64) & np.uint64((1 << et.bits) - 1)


def from_bit_pattern(bits: np.ndarray, et: ElementType) -> np.ndarray:
    """Elements of `et` whose bit patterns are `bits` (uint64, low `et.bits` bits)."""
    bits = np.asarray(bits, dtype=np.uint64)
    if kind(et) in ("signed", "unsigned"):
        return wrap(bits, et)
    if kind(et) == "bool":
        return (bits & np.uint64(1)).astype(np.bool_)
    storage = np.dtype(f"u{et.dtype.itemsize}")
    return bits.astype(storage).view(et.dtype)


def float_ordinal(x: np.ndarray) -> np.ndarray:
    """Each float's place in its type's order of values, as int64: neighbouring floats have
    neighbouring ordinals (so ULP distance is a difference of ordinals), +0 and -0 share 0 and
    an infinity follows the largest finite value. NaNs get meaningless ordinals: test for them
    first. Types without a sign bit (f8E8M0FNU) order by their bit patterns."""
    et = element_type_of(x)
    bits = bit_pattern(x)
    sign = np.uint64(1 << (et.bits - 1))
    smallest_with_sign = from_bit_pattern(sign | np.uint64(1), et)
    with np.errstate(invalid="ignore"):
        if not np.signbit(smallest_with_sign.astype(F64)):
            return bits.astype(np.int64)
    magnitude = (bits & (sign - np.uint64(1))).astype(np.int64)
    return np.where((bits & sign) != 0, -magnitude, magnitude)


def total_order_key(x: np.ndarray) -> np.ndarray:
    """int64 keys that order floats as IEEE 754's totalOrder: -NaN < -inf < ... < -0 < +0 < ...
    < +inf < +NaN, NaNs of one sign by payload; equal keys mean equal bits. The FNUZ types' one
    NaN is encoded as -0 and orders as a negative NaN, below every number (as XLA orders it).
    Types without a sign bit (f8E8M0FNU) order by their bit patterns, NaN last."""
    et = element_type_of(x)
    bits = bit_pattern(x)
    if float(float_info(et.dtype).min) > 0:
        return bits.astype(np.int64)
    sign = np.uint64(1 << (et.bits - 1))
    magnitude = bits & (sign - np.uint64(1))
    with np.errstate(invalid="ignore"):
        fnuz_nan = np.isnan(np.asarray(x).astype(F64)) & (magnitude == 0)
    magnitude = np.where(fnuz_nan, sign, magnitude).astype(np.int64)
    return np.where((bits & sign) != 0, ~magnitude, magnitude)


def as_signed(x: np.ndarray) -> np.ndarray:
    """The two's complement value of each integer element's bits, as int64 (ui8 255 is -1)."""
    bits = element_type_of(x).bits
    return wrap(bit_pattern(x), ELEMENT_TYPES[f"i{bits}"]).astype(np.int64)


# ---------------------------------------------------------------------------------------------
# Division, remainder, powers and ordering on wide values (inside `compute`)

def quotient(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x / y. Integers truncate toward zero; a zero divisor gives -1 (all bits set) and min / -1
    wraps to min, as XLA does (the spec leaves both to implementations)."""
    if x.dtype.kind not in "iu":
        return x / y
    divisor = np.where(y == 0, 1, y)
    floor = x // divisor
    truncated = floor + ((floor * divisor != x) & ((x < 0) != (divisor < 0)))
    return np.where(y == 0, ~np.zeros_like(truncated), truncated)


def remainder(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x - quotient(x, y) * y: the sign follows the dividend (for floats C's fmod, which is
    exact). Integers: x % 0 = x and min % -1 = 0, as XLA does."""
    if x.dtype.kind in "iu":
        return x - quotient(x, y) * y
    return np.fmod(x, y)


def integer_power(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x ** y for wide integers, exact modulo 2^64 (repeated squaring, one step per exponent
    bit), so wrapping back to a narrower type is exact. A negative exponent gives 1 for x = 1,
    ±1 for x = -1 and 0 otherwise, as XLA and the StableHLO interpreter do."""
    x, y = np.broadcast_arrays(x, y)
    result, base, exponent = np.ones_like(x), x.copy(), np.maximum(y, 0)
    while np.any(exponent):
        result = np.where((exponent & 1) == 1, result * base, result)
        base, exponent = base * base, exponent >> 1
    negative_exponent = np.where(x == 1, 1, np.where(x + 1 == 0, 1 - 2 * (y & 1), 0))
    return np.where(y < 0, negative_exponent.astype(x.dtype), result)


def maximum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The larger of x and y: or for booleans; IEEE 754-2019 maximum for floats (NaN
    propagates, -0 < +0); (real, imaginary) in lexicographic order for complex numbers, y
    unless x is greater (so a NaN part picks y, as the StableHLO interpreter does)."""
    return _extremum(x, y, larger=True)


def minimum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The smaller of x and y (the mirror image of `maximum`: and for booleans)."""
    return _extremum(x, y, larger=False)


def _extremum(x, y, larger: bool):
    if x.dtype.kind == "c":
        a, b = (x, y) if larger else (y, x)
        return np.where((a.real > b.real) | ((a.real == b.real) & (a.imag > b.imag)), x, y)
    if x.dtype.kind == "f":
        zeros_or_equal = np.where(np.signbit(x) == larger, y, x)
        return np.where(x == y, zeros_or_equal, np.maximum(x, y) if larger else np.minimum(x, y))
    return np.maximum(x, y) if larger else np.minimum(x, y)


def integer_overflow(exact, *operands: np.ndarray, int64_bits: int = 0) -> np.ndarray:
    """True where `exact` of the operands' values as Python integers (no wrap-around) lies
    outside the range of their integer element type. For masks of implementation-defined
    behaviour, not for evaluation (it computes with Python integers, or in int64 for element
    types of at most `int64_bits` bits, where the caller knows int64 holds every exact result:
    ten times faster)."""
    et = element_type_of(operands[0])
    if et.bits <= int64_bits:
        result = exact(*(np.asarray(x).astype(np.int64) for x in operands))
        return np.asarray((result < et.min_value) | (result > et.max_value), dtype=bool)
    result = exact(*(widen(x).astype(object) for x in operands))
    return np.asarray((result < et.min_value) | (result > et.max_value), dtype=bool)


# ---------------------------------------------------------------------------------------------
# Values against types

def tensor(data, type: TensorType) -> "np.ndarray | QuantizedTensor":
    """A tensor value of `type` from array-like data (the storage values for quantized types)."""
    et = type.element_type
    if isinstance(et, QuantizedElementType):
        return QuantizedTensor(np.asarray(data, dtype=et.storage_type.dtype), et)
    return np.asarray(data, dtype=et.dtype)


def type_mismatch(value, type: Type) -> str | None:
    """Why `value` is not a value of `type`, or None when it is (dynamic dimensions and bounds
    are checked against the value's actual shape)."""
    if isinstance(type, TokenType):
        return None if value is TOKEN else f"expected a token, got {describe(value)}"
    if isinstance(type, FutureType):
        if not isinstance(value, Future) or len(value.values) != len(type.types):
            return f"expected a future of {len(type.types)} tensors, got {describe(value)}"
        for i, (v, t) in enumerate(zip(value.values, type.types)):
            why = type_mismatch(v, t)
            if why:
                return f"future element {i}: {why}"
        return None
    if isinstance(type, TupleType):
        if not isinstance(value, tuple) or len(value) != len(type.types):
            return f"expected a tuple of {len(type.types)} values, got {describe(value)}"
        for i, (v, t) in enumerate(zip(value, type.types)):
            why = type_mismatch(v, t)
            if why:
                return f"tuple element {i}: {why}"
        return None
    if not isinstance(type, TensorType):
        return f"values of type {type} are not supported by the reference interpreter"
    et = type.element_type
    if isinstance(et, QuantizedElementType):
        if not isinstance(value, QuantizedTensor) or value.element_type != et:
            return f"expected a quantized tensor of {et}, got {describe(value)}"
        shape = value.storage.shape
    else:
        if not isinstance(value, np.ndarray):
            return f"expected a tensor of {et}, got {describe(value)}"
        want = INDEX.dtype if et == INDEX else et.dtype
        if value.dtype != want:
            return f"expected element type {et} (numpy {want}), got numpy {value.dtype}"
        shape = value.shape
    if len(shape) != len(type.shape):
        return f"expected rank {len(type.shape)} (shape {_shape(type.shape)}), got shape {_shape(shape)}"
    for d, (want, got) in enumerate(zip(type.shape, shape)):
        if want is not None and want != got:
            return f"expected shape {_shape(type.shape)}, got {_shape(shape)} (dimension {d})"
        bound = type.bounds[d] if type.bounds else None
        if want is None and bound is not None and got > bound:
            return f"dimension {d} has size {got}, above its bound {bound}"
    return None


def _shape(shape) -> str:
    return "x".join("?" if d is None else str(d) for d in shape) or "scalar"


def describe(value) -> str:
    """A short description of a value for messages: `tensor<2x3xf32>`, `token`, ..."""
    if value is TOKEN:
        return "token"
    if isinstance(value, tuple):
        return "tuple<" + ", ".join(describe(v) for v in value) + ">"
    if isinstance(value, Future):
        return "future<" + ", ".join(describe(v) for v in value.values) + ">"
    if isinstance(value, QuantizedTensor):
        return f"tensor<{_dims(value.shape)}{value.element_type}>"
    if isinstance(value, np.ndarray):
        try:
            et = str(element_type_of(value))
        except KeyError:
            et = f"numpy {value.dtype}"
        return f"tensor<{_dims(value.shape)}{et}>"
    return type(value).__name__


def _dims(shape) -> str:
    return "".join(f"{d}x" for d in shape)


def literal(value) -> str:
    """A tensor as the attribute that writes it, `dense<[1, 2]> : tensor<2xi32>` (storage
    values for a quantized tensor); a token or tuple as `describe` gives it."""
    if value is TOKEN or isinstance(value, tuple):
        return describe(value)
    t = type_of(value)
    data = value.storage if isinstance(value, QuantizedTensor) else value
    et = t.element_type
    storage = et.storage_type if isinstance(et, QuantizedElementType) else et
    return f"dense<{format_dense(data, storage)}> : {t}"


def type_of(value) -> Type:
    """The static type of a runtime value."""
    if value is TOKEN:
        return TokenType()
    if isinstance(value, tuple):
        return TupleType(tuple(type_of(v) for v in value))
    if isinstance(value, Future):
        return FutureType(tuple(type_of(v) for v in value.values))
    if isinstance(value, QuantizedTensor):
        return TensorType(tuple(value.shape), value.element_type)
    return TensorType(tuple(value.shape), element_type_of(value))


# ---------------------------------------------------------------------------------------------
# Conversions between element types and bit vectors (convert, bitcast_convert)

def integer_to_float(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Integers (up to 64 bits) rounded once to the float type `dtype`, to nearest, ties to
    even. float64 keeps 53 bits, so for wider integers the conversion goes through float64 rounded
    to odd (exact high and low halves, their sum and its exact error), then to nearest."""
    x = widen(x)
    low = x & x.dtype.type(0xFFFFFFFF)
    high = (x - low).astype(F64)  # at most 32 significant bits: exact
    low = low.astype(F64)
    total = high + low  # correctly rounded to float64
    if np.dtype(dtype) == F64:
        return total
    error = low - (total - high)  # exact (Fast2Sum, |high| >= |low| or high == 0)
    bits = np.asarray(total).view(np.uint64).copy()  # an array even for a rank-0 input
    too_big = (error != 0) & (np.signbit(error) != np.signbit(total))
    bits[too_big] -= np.uint64(1)
    bits[error != 0] |= np.uint64(1)
    return round_float(bits.view(F64), dtype)


def _integer_bounds(et: ElementType) -> tuple[float, float]:
    """`lo <= t < hi` (floats, powers of two) exactly when the integer t is a value of `et`."""
    if kind(et) == "unsigned":
        return 0.0, 2.0 ** et.bits
    return -(2.0 ** (et.bits - 1)), 2.0 ** (et.bits - 1)


def truncates_into(x: np.ndarray, et: ElementType) -> np.ndarray:
    """Whether each float, truncated toward zero, is a value of the integer type `et`."""
    lo, hi = _integer_bounds(et)
    t = np.trunc(np.asarray(x).astype(F64))
    return (t >= lo) & (t < hi)


def float_to_integer(x: np.ndarray, et: ElementType) -> np.ndarray:
    """Floats truncated toward zero to the integer type `et`. Values out of `et`'s range
    saturate to its min or max and NaN gives 0, as XLA does (the spec leaves them open)."""
    t = np.trunc(np.asarray(x).astype(F64))
    lo, hi = _integer_bounds(et)
    wide = wide_dtype(et)
    inside = np.where((t >= lo) & (t < hi), t, 0).astype(wide)
    result = np.where(t >= hi, wide.type(et.max_value),
                      np.where(t < lo, wide.type(et.min_value), inside))
    return result.astype(et.dtype)


def bits(x: np.ndarray) -> np.ndarray:
    """The bits of each element, least significant first: uint8 zeros and ones of shape
    `x.shape + (num_bits,)`. A complex element is its real part's bits, then its imaginary
    part's (the memory order of (real, imag) pairs, little-endian)."""
    x = np.asarray(x)
    et = element_type_of(x)
    if kind(et) == "complex":
        return bits(np.stack([x.real, x.imag], axis=-1)).reshape(*x.shape, et.bits)
    shifts = np.arange(et.bits, dtype=np.uint64)
    return ((bit_pattern(x)[..., None] >> shifts) & np.uint64(1)).astype(np.uint8)


def from_bits(b: np.ndarray, et: ElementType) -> np.ndarray:
    """Elements of `et` from their bits (the inverse of `bits`: last axis, least significant
    first)."""
    b = np.asarray(b)
    if kind(et) == "complex":
        parts = from_bits(b.reshape(*b.shape[:-1], 2, et.bits // 2), et.component)
        result = np.empty(parts.shape[:-1], et.dtype)
        result.real, result.imag = parts[..., 0], parts[..., 1]
        return result
    shifts = np.arange(et.bits, dtype=np.uint64)
    return from_bit_pattern((b.astype(np.uint64) << shifts).sum(axis=-1, dtype=np.uint64), et)


def exponent_bias(dtype: np.dtype) -> int:
    """The exponent bias of the float type `dtype`: the biased exponent field of 1.0 (IEEE
    types: 2^(exponent width - 1) - 1; f8E4M3FNUZ and f8E5M2FNUZ one more; f8E4M3B11FNUZ 11)."""
    info = float_info(dtype)
    one = int(bit_pattern(np.ones((), dtype)))
    return (one >> info.nmant) & ((1 << info.nexp) - 1)


def little_endian_bytes(x: np.ndarray) -> np.ndarray:
    """The bytes of each element of a type whose width is a whole number of bytes (not i1),
    least significant first: uint8 of shape `x.shape + (bits // 8,)`; the same order as `bits`
    (a complex element: its real part's bytes, then its imaginary part's)."""
    x = np.asarray(x)
    et = element_type_of(x)
    part = et.component.dtype if kind(et) == "complex" else x.dtype
    words = np.ascontiguousarray(x).reshape(-1).view(part).view(f"u{part.itemsize}")
    return words.astype(f"<u{part.itemsize}").view(np.uint8).reshape(*x.shape, et.bits // 8)


def from_little_endian_bytes(b: np.ndarray, et: ElementType) -> np.ndarray:
    """Elements of `et` from their bytes (the inverse of `little_endian_bytes`: last axis,
    least significant first)."""
    b = np.asarray(b, np.uint8)
    part = et.component.dtype if kind(et) == "complex" else et.dtype
    words = np.ascontiguousarray(b).reshape(-1).view(f"<u{part.itemsize}")
    return words.astype(f"u{part.itemsize}").view(part).view(et.dtype).reshape(b.shape[:-1])


# ---------------------------------------------------------------------------------------------
# What a float type can hold

@dataclass(frozen=True)
class FloatFeatures:
    """Which special values a float type has (the f4/f6 types have no infinity and no NaN,
    the FN types no infinity, the FNUZ types no negative zero, f8E8M0FNU no zero and no sign)."""

    has_inf: bool
    has_nan: bool
    has_negative_zero: bool
    has_zero: bool
    has_sign: bool
    max: float


def float_features(dtype: np.dtype) -> FloatFeatures:
    """The special values `dtype` can hold, read from how ml_dtypes converts them."""
    dtype = np.dtype(dtype)
    if dtype not in _FEATURES:
        def back(v):
            with np.errstate(all="ignore"):
                return np.array(v, F64).astype(dtype).astype(F64)
        _FEATURES[dtype] = FloatFeatures(
            has_inf=bool(np.isinf(back(np.inf))), has_nan=bool(np.isnan(back(np.nan))),
            has_negative_zero=bool(np.signbit(back(-0.0)) and back(-0.0) == 0),
            has_zero=bool(back(0.0) == 0), has_sign=bool(back(-1.0) == -1.0),
            max=float(ml_dtypes.finfo(dtype).max))
    return _FEATURES[dtype]


_FEATURES: dict[np.dtype, FloatFeatures] = {}


def holds_every_float(et: ElementType) -> bool:
    """Whether every float64 result has a counterpart in float or complex type `et` (infinities,
    NaN, signed zeros: the IEEE types f16, bf16, f32, f64 and their complex types), so that
    `not_representable` is false everywhere without computing the result."""
    part = et.component if kind(et) == "complex" else et
    f = float_features(part.dtype)
    return f.has_inf and f.has_nan and f.has_negative_zero and f.has_zero and f.has_sign


def not_representable(wide, et: ElementType) -> np.ndarray:
    """True where a wide (float64 or complex128) result has no counterpart in the float or
    complex type `et`: an infinity or NaN the type lacks, a magnitude beyond its largest finite
    value when it has no infinity, a negative zero it cannot hold (FNUZ), zero or a negative
    value in f8E8M0FNU. Ops declare such results implementation-defined (the reference still
    rounds them the documented way: saturating or NaN, as ml_dtypes converts)."""
    wide = np.asarray(wide)
    if np.iscomplexobj(wide):
        part = et.component if et.component is not None else et
        return not_representable(wide.real, part) | not_representable(wide.imag, part)
    f = float_features(et.dtype)
    with np.errstate(invalid="ignore"):
        out = np.zeros(wide.shape, bool)
        if not f.has_nan:
            out |= np.isnan(wide)
        if not f.has_inf:
            out |= np.isinf(wide) | (np.abs(wide) > f.max)
        if not f.has_negative_zero:
            out |= (wide == 0) & np.signbit(wide)
        if not f.has_zero:
            out |= wide == 0
        if not f.has_sign:
            out |= wide < 0
    return out


# ---------------------------------------------------------------------------------------------
# Data movement

def storage_of(x, element_type) -> np.ndarray:
    """The numbers `x` holds (a quantized tensor's storage values), if moving them keeps their
    meaning under `element_type` (a quantized tensor of another type is an error: converting
    it is to_destination_type's job, reference/ops/gather_scatter.py)."""
    if isinstance(x, QuantizedTensor):
        if x.element_type != element_type:
            unquantized(x)
        return x.storage
    return x


def typed(storage: np.ndarray, element_type):
    """Storage numbers as a value of `element_type` (a QuantizedTensor for quantized types)."""
    if isinstance(element_type, QuantizedElementType):
        return QuantizedTensor(storage, element_type)
    return storage


def move(fn, *tensors):
    """`fn` applied to the arrays of tensors of one element type, for ops that only move
    elements: quantized tensors move their storage values exactly and keep their quantized type
    (tensors of differing quantized types are an error: the moving ops' constraints forbid it)."""
    types = {x.element_type for x in tensors if isinstance(x, QuantizedTensor)}
    if not types:
        return fn(*tensors)
    if len(types) > 1 or not all(isinstance(x, QuantizedTensor) for x in tensors):
        unquantized(*tensors)
    return QuantizedTensor(fn(*(x.storage for x in tensors)), types.pop())


def accumulation_dtype(et: ElementType) -> np.dtype:
    """The type sums of products (dot_general, convolution) accumulate in before `narrow`:
    int64 for signed integers and for booleans (a count of true products: nonzero is true),
    uint64 for unsigned integers (both wrap modulo 2^64, which keeps the low bits exact), float64
    for every float type (f32 included), complex128 for complex types."""
    k = kind(et)
    if k in ("bool", "signed"):
        return np.dtype(np.int64)
    if k == "unsigned":
        return np.dtype(np.uint64)
    return F64 if k == "float" else C128


def integers(x) -> list[int]:
    """The elements of an integer tensor (index operands) as Python ints, exactly: ui64 values
    above the int64 range and i2/i4 values included."""
    return np.ravel(widen(np.asarray(x))).tolist()


# ---------------------------------------------------------------------------------------------
# Quantization (the spec's `dequantize` and `quantize`, section "Quantization computations")

def quantization_parameters(et: QuantizedElementType, shape) -> tuple[np.ndarray, np.ndarray]:
    """The spec's compute_scales and compute_zero_points: each element's scale (a value of the
    expressed type, as C4 says scales are) and zero point (int64), broadcastable to `shape`
    (per-axis: element i takes the parameters of slice i[quantization_dimension])."""
    scales = round_float(np.asarray(et.scales, F64), et.expressed_type.dtype)
    zero_points = np.asarray(et.zero_points, np.int64)
    if not et.is_per_axis:
        return scales.reshape(()), zero_points.reshape(())
    axis = [-1 if d == et.quantization_dimension else 1 for d in range(len(shape))]
    return scales.reshape(axis), zero_points.reshape(axis)


def _integers_to_float(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """integer_to_float for arrays of any rank (rank 0 included)."""
    x = np.asarray(x, np.int64)
    return integer_to_float(x.reshape(-1), dtype).reshape(x.shape)


def dequantize(x: QuantizedTensor) -> np.ndarray:
    """The spec's dequantize: convert(storage - zero_point, expressed_type) * scale, each step
    rounded to the expressed type once. storage - zero_point is the exact integer difference
    (the quantized element type's f = (i - zero_point) * scale); the spec's formula computes it
    in the storage type, where it can overflow (`dequantize_overflow`)."""
    et = x.element_type
    expressed = et.expressed_type
    scales, zero_points = quantization_parameters(et, x.shape)
    difference = x.storage.astype(np.int64) - zero_points
    return compute(expressed, lambda d, s: d * s, _integers_to_float(difference, expressed.dtype),
                   scales)


def dequantize_overflow(x: QuantizedTensor) -> np.ndarray:
    """True where the spec's storage - zero_point, computed in the storage type, overflows it
    (integer overflow is implementation-defined)."""
    et = x.element_type
    difference = x.storage.astype(np.int64) - quantization_parameters(et, x.shape)[1]
    return (difference < et.storage_type.min_value) | (difference > et.storage_type.max_value)


def quantize_rounded(x: np.ndarray, et: QuantizedElementType) -> np.ndarray:
    """The spec's quantize up to its last step, in the expressed type: x / scale + zero_point
    (each rounded once), clamped to [storage_min, storage_max] converted to the expressed type,
    rounded to the nearest integer, ties to even."""
    expressed = et.expressed_type
    scales, zero_points = quantization_parameters(et, np.shape(x))
    lowest, highest = (_integers_to_float(b, expressed.dtype)
                       for b in (et.storage_min, et.storage_max))
    scaled = compute(expressed, lambda x, s: x / s, x, scales)
    shifted = compute(expressed, lambda x, z: x + z, scaled,
                      _integers_to_float(zero_points, expressed.dtype))
    return compute(expressed, lambda x, lo, hi: np.rint(minimum(maximum(x, lo), hi)),
                   shifted, lowest, highest)


def quantize(x: np.ndarray, et: QuantizedElementType) -> QuantizedTensor:
    """The spec's quantize: `quantize_rounded` converted to the storage type. NaN and values
    outside the storage type (a storage_min or storage_max that the expressed type rounds
    beyond it, e.g. i32 in f32) are implementation-defined (`quantize_not_representable`): NaN
    gives 0 and the others saturate, as `float_to_integer` converts."""
    return QuantizedTensor(float_to_integer(quantize_rounded(x, et), et.storage_type), et)


def quantize_not_representable(x: np.ndarray, et: QuantizedElementType) -> np.ndarray:
    """True where the spec's final convert of quantize has no integer of the storage type to
    give (NaN, or a rounded value beyond the storage type)."""
    rounded = quantize_rounded(x, et).astype(F64)
    st = et.storage_type
    with np.errstate(invalid="ignore"):
        return np.isnan(rounded) | (rounded < st.min_value) | (rounded > st.max_value)


__all__ = ["unquantized", "TOKEN", "Token", "QuantizedTensor", "ELEMENT_TYPES", "element_type_of", "kind",
           "wide_dtype", "widen", "narrow", "wrap", "round_float", "round_complex", "compute",
           "transcendental", "bit_pattern", "from_bit_pattern", "tensor", "type_mismatch",
           "describe", "type_of", "float_info", "uint_dtype", "is_native_float", "spacing"]


# ---------------------------------------------------------------------------------------------
# ULPs

def spacing(x) -> np.ndarray:
    """The distance from |x| to the next larger value of x's element type (complex: of |x|), in
    float64; 0 for integers and booleans; the largest finite value's for infinities and NaN."""
    x = np.asarray(x)
    et = element_type_of(x)
    if kind(et) not in ("float", "complex"):
        return np.zeros(x.shape)
    part = et.component if kind(et) == "complex" else et
    largest, smallest_normal, bits = _float_facts(part.dtype)
    if part.dtype in _NUMPY_FLOATS and kind(et) == "float":
        with np.errstate(over="ignore", invalid="ignore"):  # at the largest value, inf, NaN
            out = np.asarray(np.spacing(np.abs(x)), np.float64)
            if np.isfinite(out.sum()):  # (a sum that overflows takes the careful way too)
                return out
        return np.where(np.isfinite(out), out, np.ldexp(1.0, int(np.frexp(largest)[1]) - 1 - bits))
    with np.errstate(invalid="ignore", over="ignore"):  # NaN bit patterns of narrow types
        magnitude = np.abs(x.astype(C128 if kind(et) == "complex" else F64))
    magnitude = np.where(magnitude <= largest, magnitude, largest)  # inf and NaN: the largest
    exponent = np.frexp(np.maximum(magnitude, smallest_normal))[1] - 1
    return np.ldexp(1.0, exponent - bits)


_NUMPY_FLOATS = frozenset(np.dtype(t) for t in (np.float16, np.float32, np.float64))
"""Float dtypes whose spacing numpy computes (np.spacing)."""


@functools.lru_cache(maxsize=None)
def _float_facts(dtype) -> tuple[float, float, int]:
    """(largest finite value, smallest normal value, explicit significand bits) of a float
    dtype."""
    info = float_info(dtype)
    return float(info.max), float(info.smallest_normal), int(info.nmant)
