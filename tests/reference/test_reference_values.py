"""The element-type layer (reference/values.py) against independent models.

Every float type is described here from its name alone (OCP / LLVM naming: EaMb, `FN` finite
with a NaN encoding, `UZ` no negative zero and NaN at 0x80, `U` unsigned, `B11` bias 11; the
OCP MX types f4E2M1FN, f6E2M3FN, f6E3M2FN have neither infinity nor NaN). `decode` turns a bit
pattern into its exact value with Python integers, and `correctly_rounded` rounds an exact value
(a `Fraction`) to nearest, ties to even, on that type's grid. Overflow gives infinity where the
type has one, NaN where it has only NaN, and saturates to the largest finite value for the MX
types (the OCP MX rule; ml_dtypes does the same). f8E8M0FNU has no zero and no sign: negative
values are NaN, zero and positive values below 2^-127 round to 2^-127 (its nearest value; upstream's
interpreter gives the same, ml_dtypes gives NaN for zero).
"""
from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference import values
from reference.values import TOKEN, QuantizedTensor
from spec.types import (ELEMENT_TYPES, INDEX, QuantizedElementType, TensorType, TokenType,
                        TupleType)
from tests.helpers.floats import correctly_rounded, decode, decode_table, fmt, largest, same

FLOAT_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind == "float" and n != "f64"]
NARROW_TYPES = [n for n in FLOAT_TYPES if n != "f32"]
INT_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind in ("signed", "unsigned")]
NAN = float("nan")
INF = float("inf")


# ---------------------------------------------------------------------------------------------
# The reference against the model (tests/helpers/floats.py)


def assert_rounds(name: str, xs, exact=None) -> None:
    """round_float(xs) must be the model's rounding of each x (or of `exact[i]` when given)."""
    xs = np.asarray(xs, dtype=np.float64)
    got = decode(name, values.round_float(xs, ELEMENT_TYPES[name].dtype))
    want = np.array([correctly_rounded(float(x) if exact is None else exact[i], name)
                     for i, x in enumerate(xs)], dtype=np.float64)
    bad = np.nonzero(~same(want, got))[0]
    if bad.size:
        i = bad[0]
        pytest.fail(f"{name}: round_float({xs[i]!r}) = {got[i]!r}, expected {want[i]!r} "
                    f"({bad.size} of {xs.size} wrong)")


def defined(name: str, xs: np.ndarray) -> np.ndarray:
    """Which inputs have a rounding the formats define: NaN has no encoding in the OCP MX types
    (ml_dtypes gives a zero)."""
    return ~np.isnan(xs) if fmt(name).nan == "none" else np.ones(xs.shape, bool)


# ---------------------------------------------------------------------------------------------
# The model agrees with the types' definitions

@pytest.mark.parametrize("name", FLOAT_TYPES)
def test_format_model_matches_ml_dtypes_parameters(name):
    f, info = fmt(name), ml_dtypes.finfo(ELEMENT_TYPES[name].dtype)
    assert (f.nmant, f.nexp, f.emin) == (info.nmant, info.nexp, info.minexp)
    assert float(largest(name)) == float(info.max)
    assert ELEMENT_TYPES[name].bits == f.bits


@pytest.mark.parametrize("name", NARROW_TYPES)
def test_every_bit_pattern_means_what_the_format_says(name):
    """from_bit_pattern/bit_pattern against the model's decoding of every bit pattern."""
    et = ELEMENT_TYPES[name]
    bits = np.arange(1 << et.bits, dtype=np.uint64)
    x = values.from_bit_pattern(bits, et)
    assert x.dtype == et.dtype
    with np.errstate(invalid="ignore"):
        assert same(decode_table(name), x.astype(np.float64)).all()
    np.testing.assert_array_equal(values.bit_pattern(x), bits)


@pytest.mark.parametrize("name,value,bits", [
    ("bf16", 1.0, 0x3F80), ("bf16", -2.0, 0xC000), ("f16", 1.0, 0x3C00), ("f16", 65504.0, 0x7BFF),
    ("f8E4M3FN", 1.0, 0x38), ("f8E4M3FN", 448.0, 0x7E), ("f8E4M3FN", NAN, 0x7F),
    ("f8E5M2", 1.0, 0x3C), ("f8E5M2", INF, 0x7C), ("f8E4M3FNUZ", 1.0, 0x40),
    ("f8E4M3FNUZ", NAN, 0x80), ("f8E5M2FNUZ", 1.0, 0x40), ("f8E4M3B11FNUZ", 1.0, 0x58),
    ("f8E4M3", 1.0, 0x38), ("f8E4M3", INF, 0x78), ("f8E3M4", 1.0, 0x30), ("f8E3M4", 15.5, 0x6F),
    ("f8E8M0FNU", 1.0, 0x7F), ("f8E8M0FNU", 2.0 ** -127, 0x00), ("f8E8M0FNU", NAN, 0xFF),
    ("f6E2M3FN", 1.0, 0x08), ("f6E2M3FN", 7.5, 0x1F), ("f6E3M2FN", 1.0, 0x0C),
    ("f6E3M2FN", -28.0, 0x3F), ("f4E2M1FN", 1.0, 0x2), ("f4E2M1FN", -6.0, 0xF),
    ("f4E2M1FN", 0.5, 0x1),
])
def test_known_bit_patterns(name, value, bits):
    """Encodings from the formats' definitions (IEEE 754, OCP FP8 / MX)."""
    assert fmt(name).decode(bits) == value or math.isnan(value) and math.isnan(fmt(name).decode(bits))
    x = values.round_float(np.array([value]), ELEMENT_TYPES[name].dtype)
    assert int(values.bit_pattern(x)[0]) == bits


# ---------------------------------------------------------------------------------------------
# round_float: correct rounding

@pytest.mark.parametrize("name,x,bits", [
    # Double rounding through float32 would give 1.0: the 2^-30 breaks the tie at 1 + 2^-8.
    ("bf16", 1 + 2 ** -8 + 2 ** -30, 0x3F81),
    ("bf16", -(1 + 2 ** -8 + 2 ** -30), 0xBF81),
    ("f16", 1 + 2 ** -11 + 2 ** -40, 0x3C01),
    ("f8E4M3FN", 1 + 2 ** -4 + 2 ** -40, 0x39),
    ("f8E5M2", 1 + 2 ** -3 + 2 ** -40, 0x3D),
    # Ties go to the even neighbour.
    ("bf16", 1 + 2 ** -8, 0x3F80), ("bf16", 1 + 3 * 2 ** -8, 0x3F82),
    ("f16", 1 + 2 ** -11, 0x3C00), ("f16", 1 + 3 * 2 ** -11, 0x3C02),
    ("f8E4M3FN", 1 + 2 ** -4, 0x38), ("f8E4M3FN", 1 + 3 * 2 ** -4, 0x3A),
    ("f4E2M1FN", 1.25, 0x2), ("f4E2M1FN", 1.75, 0x4), ("f4E2M1FN", 5.0, 0x6),
    # Subnormals: f16's smallest is 2^-24; half of it is a tie with zero.
    ("f16", 2 ** -24, 0x0001), ("f16", 2 ** -25, 0x0000), ("f16", -(2 ** -25), 0x8000),
    ("f16", 2 ** -25 + 2 ** -60, 0x0001), ("f16", 3 * 2 ** -25, 0x0002),
    ("bf16", 2 ** -133, 0x0001), ("bf16", 2 ** -134, 0x0000),
    ("f8E4M3FN", 2 ** -9, 0x01), ("f8E4M3FN", 2 ** -10, 0x00), ("f8E4M3FNUZ", -(2 ** -11), 0x00),
    # Overflow: above max + ulp/2 (or at it, when max's last bit is odd) there is no value.
    ("f16", 65519.0, 0x7BFF), ("f16", 65520.0, 0x7C00), ("f16", -65520.0, 0xFC00),
    ("bf16", float.fromhex("0x1.feffffffffp127"), 0x7F7F), ("bf16", float.fromhex("0x1.ffp127"), 0x7F80),
    ("f8E4M3FN", 464.0, 0x7E), ("f8E4M3FN", 464.001, 0x7F), ("f8E4M3FN", -1e300, 0xFF),
    ("f8E5M2", 61439.0, 0x7B), ("f8E5M2", 61440.0, 0x7C),
    ("f8E4M3FNUZ", 248.0, 0x80), ("f8E4M3FNUZ", 247.0, 0x7F),
    ("f4E2M1FN", 7.0, 0x7), ("f4E2M1FN", -1e300, 0xF), ("f6E3M2FN", INF, 0x1F),
    ("f8E8M0FNU", 1.5, 0x80), ("f8E8M0FNU", 1.49, 0x7F), ("f8E8M0FNU", 2.0 ** -140, 0x00),
    ("f8E8M0FNU", 1.4 * 2.0 ** -127, 0x00), ("f8E8M0FNU", 1.5 * 2.0 ** -127, 0x01),
    ("f8E8M0FNU", 0.0, 0x00), ("f8E8M0FNU", -0.0, 0x00), ("f8E8M0FNU", -(2.0 ** -140), 0xFF),
    ("f8E8M0FNU", -1.0, 0xFF), ("f8E8M0FNU", 1.5 * 2.0 ** 127, 0xFF), ("f8E8M0FNU", 1e300, 0xFF),
    # Negative zero, infinities, NaN.
    ("f8E4M3FN", -0.0, 0x80), ("f8E4M3FNUZ", -0.0, 0x00), ("f8E5M2", -INF, 0xFC),
    ("f8E4M3FN", INF, 0x7F), ("f8E5M2FNUZ", -INF, 0x80), ("bf16", NAN, 0x7FC0),
])
def test_round_float_cases(name, x, bits):
    got = values.round_float(np.array([x], dtype=np.float64), ELEMENT_TYPES[name].dtype)
    got_bits = int(values.bit_pattern(got)[0])
    if math.isnan(fmt(name).decode(bits)):
        assert math.isnan(fmt(name).decode(got_bits)), hex(got_bits)
    else:
        assert got_bits == bits, f"{name}: {x!r} -> {got_bits:#x}, expected {bits:#x}"
    assert same(np.array([correctly_rounded(x, name)]), np.array([fmt(name).decode(bits)])).all()


def _neighbour_points(name: str) -> np.ndarray:
    """Every midpoint between adjacent finite values of the type, the float64 values just
    around each midpoint and each value, and the overflow thresholds."""
    finite = np.unique(decode_table(name)[np.isfinite(decode_table(name))])
    mids = [(Fraction(a) + Fraction(b)) / 2 for a, b in zip(finite[:-1], finite[1:])]
    top = Fraction(finite[-1])
    mids.append(top + (top - Fraction(finite[-2])) / 2)
    mids.append(-mids[-1])
    xs = []
    for m in mids:
        x = float(m)
        xs += [x, math.nextafter(x, INF), math.nextafter(x, -INF)]
    xs += [v for f in finite for v in (f, math.nextafter(f, INF), math.nextafter(f, -INF))]
    return np.array(xs, dtype=np.float64)


@pytest.mark.parametrize("name", [n for n in NARROW_TYPES if ELEMENT_TYPES[n].bits <= 8])
def test_round_float_every_tie_and_threshold(name):
    """Exhaustive for the 4-, 6- and 8-bit types: every midpoint (a tie), its float64
    neighbours on both sides, every value and its neighbours, the overflow thresholds."""
    xs = _neighbour_points(name)
    assert_rounds(name, xs[defined(name, xs)])


@st.composite
def float64s_near(draw, name: str, n: int = 64):
    """Arrays of float64 values: random bit patterns, values within the type's exponent range
    (so most are neither overflow nor zero), ties of the type with a few bits below them."""
    f = fmt(name)
    kinds = draw(st.lists(st.integers(0, 2), min_size=n, max_size=n))
    raw = draw(st.lists(st.integers(0, (1 << 64) - 1), min_size=n, max_size=n))
    out = np.array(raw, dtype=np.uint64).view(np.float64).copy()
    exps = draw(st.lists(st.integers(f.emin - f.nmant - 3, int(math.log2(largest(name))) + 2),
                         min_size=n, max_size=n))
    for i, (k, e) in enumerate(zip(kinds, exps)):
        if k == 0:
            continue
        mant = raw[i] & ((1 << 52) - 1)
        sign = -1.0 if raw[i] >> 63 else 1.0
        if k == 2:  # a tie between two normal values of the type, or a few ulps above it
            low = 52 - f.nmant
            mant = (mant >> low << low) | (1 << (low - 1)) | draw(st.sampled_from([0, 1, 0x3FF]))
        out[i] = sign * math.ldexp(1.0 + mant / 2.0 ** 52, e)
    return out


@pytest.mark.parametrize("name", FLOAT_TYPES)
def test_round_float_is_correctly_rounded(name):
    @settings(max_examples=40, deadline=None)
    @given(float64s_near(name))
    def check(xs):
        assert_rounds(name, xs[defined(name, xs)])
    check()


@pytest.mark.parametrize("name", NARROW_TYPES)
def test_round_float_from_float32(name):
    """float32 inputs (rounded once by ml_dtypes' own conversion) are correctly rounded too."""
    @settings(max_examples=30, deadline=None)
    @given(float64s_near(name))
    def check(xs):
        with np.errstate(over="ignore"):
            x32 = xs.astype(np.float32)
        x32 = x32[defined(name, x32)]
        got = decode(name, values.round_float(x32, ELEMENT_TYPES[name].dtype))
        want = np.array([correctly_rounded(float(x), name) for x in x32])
        assert same(want, got).all(), x32[~same(want, got)][:3]
    check()


# ---------------------------------------------------------------------------------------------
# compute: one rounding for + and * in every type

def _random_values(et, draw, n=48) -> np.ndarray:
    bits = draw(st.lists(st.integers(0, (1 << min(et.bits, 64)) - 1), min_size=n, max_size=n))
    return values.from_bit_pattern(np.array(bits, dtype=np.uint64), et)


def _exact(op: str, a: float, b: float):
    """The exact result of `a op b`; float64 arithmetic for NaN/inf/zero results (IEEE, exact)."""
    if not (math.isfinite(a) and math.isfinite(b)):
        return a + b if op == "add" else a * b
    r = Fraction(a) + Fraction(b) if op == "add" else Fraction(a) * Fraction(b)
    if r == 0:  # the sign of an exact zero (IEEE 754 6.3)
        return a + b if op == "add" else a * b
    return r


@pytest.mark.parametrize("op", ["add", "multiply"])
@pytest.mark.parametrize("name", FLOAT_TYPES)
def test_compute_float_is_correctly_rounded(name, op):
    et = ELEMENT_TYPES[name]
    fn = (lambda x, y: x + y) if op == "add" else (lambda x, y: x * y)

    @settings(max_examples=25, deadline=None)
    @given(st.data())
    def check(data):
        lhs, rhs = _random_values(et, data.draw), _random_values(et, data.draw)
        got = values.compute(et, fn, lhs, rhs)
        assert got.dtype == et.dtype
        a, b = decode(name, lhs), decode(name, rhs)
        exact = [_exact(op, float(x), float(y)) for x, y in zip(a, b)]
        want = np.array([correctly_rounded(e, name) for e in exact])
        keep = np.array([not (isinstance(e, float) and math.isnan(e) and fmt(name).nan == "none")
                         for e in exact])
        ok = same(want, decode(name, got)) | ~keep
        i = int(np.argmin(ok))
        assert ok.all(), f"{name} {op}({a[i]!r}, {b[i]!r}) = {decode(name, got)[i]!r}, expected {want[i]!r}"
    check()


def test_compute_f64_is_native_ieee():
    et = ELEMENT_TYPES["f64"]
    a, b = np.array([0.1, 1e308, -0.0]), np.array([0.2, 1e308, 0.0])
    got = values.compute(et, lambda x, y: x + y, a, b)
    assert same(np.array([0.30000000000000004, INF, 0.0]), got).all()


@pytest.mark.parametrize("name", INT_TYPES)
def test_compute_integers_wrap(name):
    et = ELEMENT_TYPES[name]
    lo, hi = et.min_value, et.max_value

    @settings(max_examples=30, deadline=None)
    @given(st.lists(st.tuples(st.integers(lo, hi), st.integers(lo, hi)), min_size=1, max_size=40))
    def check(pairs):
        lhs = np.array([p[0] for p in pairs], dtype=et.dtype)
        rhs = np.array([p[1] for p in pairs], dtype=et.dtype)
        for fn, py in ((lambda x, y: x + y, lambda x, y: x + y), (lambda x, y: x * y, lambda x, y: x * y)):
            got = values.compute(et, fn, lhs, rhs)
            assert got.dtype == et.dtype
            want = [_modular(py(int(x), int(y)), et) for x, y in pairs]
            assert [int(v) for v in got] == want
    check()


def test_compute_complex():
    for name, parts in (("complex<f32>", np.float32), ("complex<f64>", np.float64)):
        et = ELEMENT_TYPES[name]
        lhs = np.array([1 + 2j, 3 - 1j, 0.5 + 0.25j], dtype=et.dtype)
        rhs = np.array([2 - 1j, -3 + 1j, 4 + 8j], dtype=et.dtype)
        add = values.compute(et, lambda x, y: x + y, lhs, rhs)
        mul = values.compute(et, lambda x, y: x * y, lhs, rhs)
        assert add.dtype == mul.dtype == et.dtype
        assert add.real.dtype == parts
        assert add.tolist() == [3 + 1j, 0j, 4.5 + 8.25j]
        assert mul.tolist() == [4 + 3j, -8 + 6j, 0 + 5j]


# ---------------------------------------------------------------------------------------------
# wrap, bit patterns

def _modular(v: int, et) -> int:
    v %= 1 << et.bits
    return v - (1 << et.bits) if et.kind == "signed" and v >= 1 << (et.bits - 1) else v


@pytest.mark.parametrize("name", INT_TYPES)
@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-(1 << 63), (1 << 63) - 1), min_size=1, max_size=50),
       st.lists(st.integers(0, (1 << 64) - 1), min_size=1, max_size=50))
def test_wrap_is_modular_arithmetic(name, signed, unsigned):
    et = ELEMENT_TYPES[name]
    for wide, dtype in ((signed, np.int64), (unsigned, np.uint64)):
        got = values.wrap(np.array(wide, dtype=dtype), et)
        assert got.dtype == et.dtype
        assert [int(v) for v in got] == [_modular(v, et) for v in wide]


def test_wrap_index_is_int64():
    got = values.wrap(np.array([(1 << 64) - 1], dtype=np.uint64), INDEX)
    assert got.dtype == np.int64 and got.tolist() == [-1]


@pytest.mark.parametrize("name", [n for n in ELEMENT_TYPES if ELEMENT_TYPES[n].kind != "complex"])
@settings(max_examples=20, deadline=None)
@given(st.data())
def test_bit_pattern_round_trip(name, data):
    """from_bit_pattern(bit_pattern(x)) is x, bit for bit, and bit_pattern reads the low bits."""
    et = ELEMENT_TYPES[name]
    bits = np.array(data.draw(st.lists(st.integers(0, (1 << et.bits) - 1), min_size=1, max_size=40)),
                    dtype=np.uint64)
    x = values.from_bit_pattern(bits, et)
    assert x.dtype == et.dtype
    np.testing.assert_array_equal(values.bit_pattern(x), bits)
    np.testing.assert_array_equal(values.bit_pattern(values.from_bit_pattern(values.bit_pattern(x), et)), bits)
    if et.kind in ("signed", "unsigned"):  # two's complement of the Python integer
        assert [int(v) for v in x] == [_modular(int(b), et) for b in bits]
    if et.kind == "bool":
        assert x.tolist() == [bool(b) for b in bits]


def test_bit_patterns_of_known_values():
    cases = [("i4", -1, 0xF), ("i2", -2, 0x2), ("ui4", 15, 0xF), ("i8", -128, 0x80),
             ("i64", -1, (1 << 64) - 1), ("ui64", (1 << 64) - 1, (1 << 64) - 1), ("i1", True, 1),
             ("f32", 1.0, 0x3F800000), ("f64", -2.0, 0xC000000000000000)]
    for name, v, bits in cases:
        x = np.array([v], dtype=ELEMENT_TYPES[name].dtype)
        assert int(values.bit_pattern(x)[0]) == bits, name


# ---------------------------------------------------------------------------------------------
# Values against types

F32_2x3 = TensorType((2, 3), ELEMENT_TYPES["f32"])
QTYPE = QuantizedElementType(ELEMENT_TYPES["i8"], -128, 127, ELEMENT_TYPES["f32"], (0.5,), (0,))


@pytest.mark.parametrize("value,type,message", [
    (np.zeros((2, 3), np.float64), F32_2x3, "expected element type f32 (numpy float32), got numpy float64"),
    (np.zeros((6,), np.float32), F32_2x3, "expected rank 2 (shape 2x3), got shape 6"),
    (np.zeros((2, 4), np.float32), F32_2x3, "expected shape 2x3, got 2x4 (dimension 1)"),
    (np.zeros((), np.float32), F32_2x3, "expected rank 2 (shape 2x3), got shape scalar"),
    (np.zeros((7, 3), np.float32), TensorType((None, 3), ELEMENT_TYPES["f32"], (5, None)),
     "dimension 0 has size 7, above its bound 5"),
    (np.zeros((2,), np.float32), TokenType(), "expected a token, got tensor<2xf32>"),
    (TOKEN, F32_2x3, "expected a tensor of f32, got token"),
    ((np.zeros(2, np.int32),), TupleType((F32_2x3, TokenType())),
     "expected a tuple of 2 values, got tuple<tensor<2xi32>>"),
    ((np.zeros((2, 3), np.float32), np.zeros(1, np.float32)), TupleType((F32_2x3, TokenType())),
     "tuple element 1: expected a token, got tensor<1xf32>"),
    (np.zeros((2,), np.int8), TensorType((2,), QTYPE),
     f"expected a quantized tensor of {QTYPE}, got tensor<2xi8>"),
    (QuantizedTensor(np.zeros(3, np.int8), QTYPE), TensorType((2,), QTYPE),
     "expected shape 2, got 3 (dimension 0)"),
])
def test_type_mismatch_messages(value, type, message):
    assert values.type_mismatch(value, type) == message


@pytest.mark.parametrize("value,type", [
    (np.zeros((2, 3), np.float32), F32_2x3),
    (np.zeros((4, 3), np.float32), TensorType((None, 3), ELEMENT_TYPES["f32"], (5, None))),
    (np.zeros((0, 3), np.float32), TensorType((None, 3), ELEMENT_TYPES["f32"])),
    (TOKEN, TokenType()),
    ((np.zeros((2, 3), np.float32), TOKEN), TupleType((F32_2x3, TokenType()))),
    (QuantizedTensor(np.zeros(2, np.int8), QTYPE), TensorType((2,), QTYPE)),
    (np.zeros(2, np.int64), TensorType((2,), INDEX)),
] + [(np.zeros((1, 0), t.dtype), TensorType((1, 0), t)) for t in ELEMENT_TYPES.values()])
def test_type_mismatch_accepts_values_of_the_type(value, type):
    assert values.type_mismatch(value, type) is None


@pytest.mark.parametrize("value,text", [
    (np.zeros((2, 3), np.float32), "tensor<2x3xf32>"),
    (np.zeros((), ml_dtypes.bfloat16), "tensor<bf16>"),
    (np.zeros(4, ml_dtypes.int4), "tensor<4xi4>"),
    (np.zeros(1, np.bool_), "tensor<1xi1>"),
    (np.zeros(1, np.complex64), "tensor<1xcomplex<f32>>"),
    (np.zeros(2, np.float16).astype("<U1"), "tensor<2xnumpy <U1>"),
    (TOKEN, "token"),
    ((TOKEN, np.zeros(1, np.int32)), "tuple<token, tensor<1xi32>>"),
    (QuantizedTensor(np.zeros(2, np.int8), QTYPE), f"tensor<2x{QTYPE}>"),
    (3.5, "float"),
])
def test_describe(value, text):
    assert values.describe(value) == text


def test_type_of_is_the_inverse_of_type_mismatch():
    for v in [np.zeros((2, 3), np.float32), TOKEN, (TOKEN, np.zeros(2, ml_dtypes.float8_e5m2)),
              QuantizedTensor(np.zeros(2, np.int8), QTYPE)]:
        assert values.type_mismatch(v, values.type_of(v)) is None


def test_round_float_of_a_rank_0_array_keeps_its_shape():
    x = np.array(1 + 2.0**-8 + 2.0**-30)  # above the bf16 tie 1 + 2^-8
    r = values.round_float(x, ml_dtypes.bfloat16)
    assert r.shape == () and float(r) == 1 + 2.0**-7
