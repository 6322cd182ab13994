"""The reference's arithmetic ops (abs, add, subtract, multiply, divide, remainder, power,
negate, sign, maximum, minimum, clamp) against values written from the spec and IEEE 754 by
hand, Python integers (exact, reduced to the type's width by hand) and exact fractions rounded by
the float-format model of test_reference_values. One test per element-type family handled by
distinct code (G1), each with its corner cases (G2); the implementation-defined results are
tested as the reference documents them, and their `Unspecified` masks separately."""
from __future__ import annotations

import cmath
import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import reference
from reference import values
from reference.errors import EvaluationError
from reference.ops import IMPLEMENTATIONS, unspecified
from spec import Module
from spec.types import ELEMENT_TYPES, TensorType
from tests.helpers import function
from tests.helpers.floats import correctly_rounded, decode, fmt, same

NAN, INF = float("nan"), float("inf")
I64_MIN, I64_MAX = -(1 << 63), (1 << 63) - 1
U64_MAX = (1 << 64) - 1
FLOAT_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind == "float" and n != "f64"]  # f64: native IEEE
INTEGER_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind in ("signed", "unsigned")]


def run(op, *operands, result=None):
    """stablehlo.<op> on `operands` through the interpreter (function arguments, so nothing is
    folded); the result type is the last operand's unless `result` (an element type name)."""
    types = [values.type_of(x) for x in operands]
    last = types[-2 if op == "clamp" else -1]
    result_type = TensorType(last.shape, ELEMENT_TYPES[result]) if result else last
    main = function("main", types, lambda b, args: b.op(op, args, [result_type]),
                    visibility="public")
    return reference.evaluate(Module([main]), list(operands))[0]


def arr(data, name):
    return np.array(data, dtype=ELEMENT_TYPES[name].dtype)


def ints(result):
    return [int(v) for v in np.asarray(result).ravel()]


def wrap(value, name):
    """A Python integer reduced to type `name` (two's complement for signed types)."""
    bits = ELEMENT_TYPES[name].bits
    value &= (1 << bits) - 1
    return value - (1 << bits) if name.startswith("i") and value >> (bits - 1) else value


def assert_floats(expected, actual):
    """Equal values with equal signs of zero, or both NaN."""
    expected = np.asarray(expected, dtype=np.float64)
    actual = np.asarray(actual).astype(np.float64)
    assert same(expected, actual).all(), f"expected {expected!r}, got {actual!r}"


def assert_complex(expected, actual):
    expected = np.asarray(expected, dtype=np.complex128)
    actual = np.asarray(actual).astype(np.complex128)
    assert_floats(expected.real, actual.real)
    assert_floats(expected.imag, actual.imag)


# ---------------------------------------------------------------------------------------------
# add, subtract, multiply

def test_booleans_add_is_or_multiply_is_and_maximum_is_or_minimum_is_and():
    lhs, rhs = arr([0, 0, 1, 1], "i1"), arr([0, 1, 0, 1], "i1")
    assert run("add", lhs, rhs).tolist() == [False, True, True, True]
    assert run("multiply", lhs, rhs).tolist() == [False, False, False, True]
    assert run("maximum", lhs, rhs).tolist() == [False, True, True, True]
    assert run("minimum", lhs, rhs).tolist() == [False, False, False, True]


@pytest.mark.parametrize("name", ["i64", "i4", "ui64", "ui2"])
def test_integer_add_subtract_multiply_wrap_around(name):
    et = ELEMENT_TYPES[name]
    lo, hi = et.min_value, et.max_value
    lhs, rhs = [hi, lo, hi, lo, 1, hi], [1, 1, hi, lo, 0, 2]
    a, b = arr(lhs, name), arr(rhs, name)
    assert ints(run("add", a, b)) == [wrap(x + y, name) for x, y in zip(lhs, rhs)]
    assert ints(run("subtract", a, b)) == [wrap(x - y, name) for x, y in zip(lhs, rhs)]
    assert ints(run("multiply", a, b)) == [wrap(x * y, name) for x, y in zip(lhs, rhs)]


def test_i64_multiply_keeps_all_64_bits():
    a, b = arr([(1 << 32) + 1, 3037000500, -(1 << 62)], "i64"), arr([(1 << 32) - 1, 3037000500, 2], "i64")
    assert ints(run("multiply", a, b)) == [wrap(((1 << 32) + 1) * ((1 << 32) - 1), "i64"),
                                           wrap(3037000500 ** 2, "i64"), I64_MIN]


@pytest.mark.parametrize("name", ["f32", "f64"])
def test_float_add_subtract_multiply_ieee_corners(name):
    tiny = float(np.finfo(ELEMENT_TYPES[name].dtype).smallest_subnormal)
    big = float(np.finfo(ELEMENT_TYPES[name].dtype).max)
    lhs = arr([INF, -0.0, -0.0, 0.0, tiny, big, NAN, 1.0, -INF], name)
    rhs = arr([-INF, -0.0, 0.0, -0.0, tiny, big, 1.0, -1.0, -INF], name)
    assert_floats([NAN, -0.0, 0.0, 0.0, 2 * tiny, INF, NAN, 0.0, -INF], run("add", lhs, rhs))
    assert_floats([INF, 0.0, -0.0, 0.0, 0.0, 0.0, NAN, 2.0, NAN], run("subtract", lhs, rhs))
    assert_floats([-INF, 0.0, -0.0, -0.0, 0.0, INF, NAN, -1.0, INF], run("multiply", lhs, rhs))


def test_narrow_float_add_ties_to_even():
    # bf16 has 8 significand bits: 1 + 2^-8 is halfway between 1 and 1 + 2^-7 (even: 1),
    # 1 + 3 * 2^-8 halfway between 1 + 2^-7 and 1 + 2^-6 (even: 1 + 2^-6).
    one, half_ulp = arr([1.0, 1.0, 1.0], "bf16"), arr([2 ** -8, 3 * 2 ** -8, 2 ** -8 + 2 ** -14], "bf16")
    assert_floats([1.0, 1 + 2 ** -6, 1 + 2 ** -7], run("add", one, half_ulp))


@pytest.mark.parametrize("name", ["complex<f64>", "complex<f32>"])
def test_complex_add_subtract_multiply(name):
    lhs, rhs = arr([1 + 2j, -0.5 + 0.25j], name), arr([3 + 4j, 2 - 8j], name)
    assert_complex([4 + 6j, 1.5 - 7.75j], run("add", lhs, rhs))
    assert_complex([-2 - 2j, -2.5 + 8.25j], run("subtract", lhs, rhs))
    assert_complex([-5 + 10j, 1 + 4.5j], run("multiply", lhs, rhs))


# ---------------------------------------------------------------------------------------------
# divide, remainder

def _truncated(x, y):
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


@pytest.mark.parametrize("name", ["i64", "i4", "ui64", "ui4"])
def test_integer_divide_truncates_and_remainder_follows_the_dividend(name):
    et = ELEMENT_TYPES[name]
    lo, hi = et.min_value, et.max_value
    pairs = [(x, y) for x in (lo, lo + 1, -7, -1, 0, 1, 7, hi - 1, hi)
             for y in (lo, -3, -2, -1, 1, 2, 3, hi) if lo <= x <= hi and lo <= y <= hi
             and y != 0 and not (x == lo and y == -1)]
    a, b = arr([p[0] for p in pairs], name), arr([p[1] for p in pairs], name)
    assert ints(run("divide", a, b)) == [_truncated(x, y) for x, y in pairs]
    assert ints(run("remainder", a, b)) == [x - _truncated(x, y) * y for x, y in pairs]


def test_spec_remainder_signs():
    assert ints(run("remainder", arr([17, -17, 17, -17], "i64"), arr([3, 3, -3, -3], "i64"))) \
        == [2, -2, 2, -2]


@pytest.mark.parametrize("name", ["i64", "i8", "ui64", "ui8"])
def test_integer_division_by_zero_and_overflow_give_the_documented_results(name):
    # x / 0 = -1 (all bits set), x % 0 = x; min / -1 = min, min % -1 = 0 (as XLA).
    et = ELEMENT_TYPES[name]
    lhs, rhs = [7, 0, et.max_value], [0, 0, 0]
    assert ints(run("divide", arr(lhs, name), arr(rhs, name))) == [wrap(-1, name)] * 3
    assert ints(run("remainder", arr(lhs, name), arr(rhs, name))) == lhs
    if et.min_value < 0:
        lhs, rhs = [-7, et.min_value], [0, -1]
        assert ints(run("divide", arr(lhs, name), arr(rhs, name))) == [-1, et.min_value]
        assert ints(run("remainder", arr(lhs, name), arr(rhs, name))) == [-7, 0]


@pytest.mark.parametrize("name", ["f32", "f64"])
def test_float_divide_ieee_corners(name):
    tiny = float(np.finfo(ELEMENT_TYPES[name].dtype).smallest_subnormal)
    lhs = arr([1.0, -1.0, 1.0, 0.0, INF, INF, 1.0, tiny, 17.1, -17.1], name)
    rhs = arr([0.0, 0.0, -0.0, 0.0, INF, -2.0, -INF, 2.0, 3.0, -3.0], name)
    q = float(np.divide(ELEMENT_TYPES[name].dtype.type(17.1), 3.0))  # one IEEE division
    assert_floats([INF, -INF, -INF, NAN, NAN, -INF, -0.0, 0.0, q, q], run("divide", lhs, rhs))


def test_divide_in_f32_is_correctly_rounded_not_computed_in_f64():
    # 17.1f / 3.0f: the exact quotient rounded once to f32 (0x40B66667).
    lhs, rhs = arr([17.1], "f32"), arr([3.0], "f32")
    want = correctly_rounded(Fraction(float(lhs[0])) / 3, "f32")
    assert_floats([want], run("divide", lhs, rhs))
    assert run("divide", lhs, rhs).view(np.uint32)[0] == 0x40B66667


@pytest.mark.parametrize("name", ["f64", "f32", "bf16", "f8E4M3FN"])
def test_float_remainder_is_fmod(name):
    lhs = arr([5.5, -5.5, 5.5, -6.0, 6.0, 3.0, 5.0, INF, 1.0, 0.0, -0.0], name)
    rhs = arr([2.0, 2.0, -2.0, 3.0, 3.0, 4.0, 0.0, 2.0, NAN, 1.0, 1.0], name)
    if name == "f8E4M3FN":  # no infinity: leave that element out
        lhs, rhs = lhs[[i for i in range(11) if i != 7]], rhs[[i for i in range(11) if i != 7]]
    want = [1.5, -1.5, 1.5, -0.0, 0.0, 3.0, NAN, NAN, NAN, 0.0, -0.0]
    assert_floats(want if name != "f8E4M3FN" else want[:7] + want[8:], run("remainder", lhs, rhs))


def test_float_remainder_of_large_quotients_is_exact():
    # fmod is exact even where lhs / rhs has far more digits than the type.
    lhs, rhs = arr([1e300, 3.0e-5, 2.0 ** 60 + 2.0 ** 8], "f64"), arr([3.0, 7.0e-300, 3.0], "f64")
    want = [Fraction(x) - int(Fraction(x) / Fraction(y)) * Fraction(y) for x, y in zip(lhs, rhs)]
    assert_floats([float(w) for w in want], run("remainder", lhs, rhs))


def test_float_remainder_by_infinity_is_the_dividend():
    assert_floats([5.0, -0.0], run("remainder", arr([5.0, -0.0], "f32"), arr([INF, -INF], "f32")))


def test_complex_divide():
    lhs, rhs = arr([1 + 2j, -4 + 0j], "complex<f64>"), arr([3 + 4j, 0 + 2j], "complex<f64>")
    assert_complex([(11 + 2j) / 25, 2j], run("divide", lhs, rhs))


def test_complex_remainder_is_an_error():
    with pytest.raises(EvaluationError, match="remainder of complex.*#997"):
        run("remainder", arr([1 + 1j], "complex<f32>"), arr([1 + 0j], "complex<f32>"))


@pytest.mark.parametrize("op", ["subtract", "divide", "remainder"])
@pytest.mark.parametrize("name", FLOAT_TYPES)
def test_subtract_divide_remainder_are_correctly_rounded_in_every_float_type(name, op):
    et = ELEMENT_TYPES[name]
    exact = {"subtract": lambda x, y: x - y, "divide": lambda x, y: x / y,
             "remainder": lambda x, y: x - int(x / y) * y}[op]

    @settings(max_examples=10, deadline=None)
    @given(st.lists(st.tuples(st.integers(0, (1 << et.bits) - 1),
                              st.integers(0, (1 << et.bits) - 1)), min_size=32, max_size=32))
    def check(pairs):
        bits = np.array(pairs, dtype=np.uint64)
        lhs, rhs = values.from_bit_pattern(bits[:, 0], et), values.from_bit_pattern(bits[:, 1], et)
        got = decode(name, IMPLEMENTATIONS[f"stablehlo.{op}"].fn(
            lhs, rhs, result_type=values.type_of(lhs)))
        for x, y, g in zip(decode(name, lhs), decode(name, rhs), got):
            if not (math.isfinite(x) and math.isfinite(y)) or y == 0:
                continue  # IEEE special values: the corner-case tests above
            r = exact(Fraction(x), Fraction(y))
            if r == 0 or (fmt(name).unsigned and r < 0):
                continue  # zero signs: tested above; no zero or negatives in f8E8M0FNU
            want = correctly_rounded(r, name)
            assert same(np.array([want]), np.array([g])).all(), f"{op}({x!r}, {y!r}) = {g!r}, expected {want!r}"
    check()


# ---------------------------------------------------------------------------------------------
# power

@pytest.mark.parametrize("name", ["i64", "i8", "i2", "ui64", "ui8", "ui2"])
def test_integer_power_is_exact_modulo_2_to_the_bits(name):
    et = ELEMENT_TYPES[name]

    @settings(max_examples=20, deadline=None)
    @given(st.lists(st.tuples(st.integers(et.min_value, et.max_value),
                              st.integers(max(0, et.min_value), et.max_value)),
                    min_size=1, max_size=24))
    def check(pairs):
        a, b = arr([p[0] for p in pairs], name), arr([p[1] for p in pairs], name)
        bits = et.bits
        assert ints(run("power", a, b)) == [wrap(pow(x, y, 1 << bits), name) for x, y in pairs]
    check()


def test_integer_power_corners():
    a = arr([3, -2, 2, 2, 0, 0, -1, -1, I64_MIN, 3], "i64")
    b = arr([4, 3, 62, 63, 0, 5, I64_MAX, 1 << 62, 1, 40], "i64")
    assert ints(run("power", a, b)) == [81, -8, 1 << 62, I64_MIN, 1, 0, -1, 1, I64_MIN,
                                        wrap(3 ** 40, "i64")]
    assert ints(run("power", arr([3, 2], "ui8"), arr([200, 8], "ui8"))) == [pow(3, 200, 256), 0]


def test_integer_power_with_a_negative_exponent_gives_the_documented_results():
    a, b = arr([1, -1, -1, 2, -2, 0, 5], "i8"), arr([-5, -3, -4, -1, -3, -1, -128], "i8")
    assert ints(run("power", a, b)) == [1, -1, 1, 0, 0, 0, 0]


@pytest.mark.parametrize("name", ["f64", "f32"])
def test_float_power_ieee_special_cases(name):
    lhs = [NAN, 1.0, -1.0, -8.0, 0.0, -0.0, -0.0, -INF, -INF, 2.0, 0.5, -2.0, INF]
    rhs = [0.0, NAN, INF, 1 / 3, -1.0, -1.0, -2.0, -3.0, 3.0, 0.5, -INF, -1.0, -0.5]
    want = [1.0, 1.0, 1.0, NAN, INF, -INF, INF, -0.0, -INF, math.sqrt(2), INF, -0.5, 0.0]
    want = [float(ELEMENT_TYPES[name].dtype.type(w)) for w in want]
    assert_floats(want, run("power", arr(lhs, name), arr(rhs, name)))


def test_spec_power_example_in_f64():
    lhs = arr([-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0], "f64")
    rhs = arr([2.0, 2.0, 1.1, 2.0, -1.0, 10.0], "f64")
    assert_floats([4.0, 0.0, NAN, 25.0, 1 / 3, 1e40], run("power", lhs, rhs))


@pytest.mark.parametrize("name", ["f32", "bf16", "f8E5M2"])
def test_float_power_is_computed_in_f64_and_rounded_once(name):
    lhs, rhs = arr([1.5, 3.0, 0.75, 10.0], name), arr([7.0, 0.5, -3.0, 2.5], name)
    want = [correctly_rounded(math.pow(float(x), float(y)), name) for x, y in zip(lhs, rhs)]
    assert_floats(want, run("power", lhs, rhs))


def test_complex_power():
    lhs, rhs = arr([1 + 1j, 2 + 0j, -1 + 0j], "complex<f64>"), arr([2 + 0j, 0.5j, 0.5 + 0j], "complex<f64>")
    got = run("power", lhs, rhs)
    want = [x ** y for x, y in zip([1 + 1j, 2 + 0j, -1 + 0j], [2 + 0j, 0.5j, 0.5 + 0j])]
    assert np.allclose(got, want, rtol=1e-15, atol=1e-15)
    assert cmath.isclose(got[0], 2j, abs_tol=1e-15)


# ---------------------------------------------------------------------------------------------
# abs, negate, sign

def test_abs_of_signed_integers_wraps_at_the_minimum():
    assert ints(run("abs", arr([-2, 0, 2, I64_MIN, I64_MAX], "i64"))) == [2, 0, 2, I64_MIN, I64_MAX]
    assert ints(run("abs", arr([-8, -7, 7], "i4"))) == [-8, 7, 7]


@pytest.mark.parametrize("name", ["f32", "f8E4M3FNUZ"])
def test_abs_of_floats_clears_the_sign(name):
    tiny = float(ml_dtypes.finfo(ELEMENT_TYPES[name].dtype).smallest_subnormal)
    data = [-0.0, -tiny, -1.5, NAN] + ([-INF] if name == "f32" else [])
    want = [0.0, tiny, 1.5, NAN] + ([INF] if name == "f32" else [])
    assert_floats(want, run("abs", arr(data, name)))


@pytest.mark.parametrize("name, part", [("complex<f64>", "f64"), ("complex<f32>", "f32")])
def test_abs_of_complex_numbers_is_the_modulus_of_the_part_type(name, part):
    got = run("abs", arr([3 + 4j, -5 - 12j, 1 + 1j, complex(INF, NAN)], name), result=part)
    assert got.dtype == ELEMENT_TYPES[part].dtype
    assert_floats([5.0, 13.0, correctly_rounded(math.sqrt(2), part) if part == "f32"
                   else math.sqrt(2), INF], got)


def test_negate():
    assert ints(run("negate", arr([0, -2, I64_MAX, I64_MIN], "i64"))) == [0, 2, -I64_MAX, I64_MIN]
    assert ints(run("negate", arr([0, 1, 255, 128], "ui8"))) == [0, 255, 1, 128]
    assert ints(run("negate", arr([0, 1, 2, 3], "ui2"))) == [0, 3, 2, 1]
    assert_floats([-0.0, 0.0, -INF, NAN, 1.5], run("negate", arr([0.0, -0.0, INF, NAN, -1.5], "f64")))
    assert_complex([complex(-2.5, -0.0), complex(-0.0, 1.0)], run("negate", arr([2.5 + 0j, complex(0.0, -1.0)], "complex<f32>")))


@pytest.mark.parametrize("name", ["i64", "i2"])
def test_sign_of_signed_integers(name):
    et = ELEMENT_TYPES[name]
    data = sorted({et.min_value, -1, 0, 1, et.max_value})
    assert ints(run("sign", arr(data, name))) == [(x > 0) - (x < 0) for x in data]


@pytest.mark.parametrize("name", ["f64", "f32", "bf16", "f8E4M3FN"])
def test_sign_of_floats_keeps_nan_and_signed_zeros(name):
    tiny = float(ml_dtypes.finfo(ELEMENT_TYPES[name].dtype).smallest_subnormal)
    data = [NAN, -1.0, -0.0, 0.0, 1.0, -tiny, tiny, -448.0, 448.0]
    want = [NAN, -1.0, -0.0, 0.0, 1.0, -1.0, 1.0, -1.0, 1.0]
    if name != "f8E4M3FN":
        data, want = data + [-INF, INF], want + [-1.0, 1.0]
    assert_floats(want, run("sign", arr(data, name)))


@pytest.mark.parametrize("name", ["complex<f64>", "complex<f32>"])
def test_sign_of_complex_numbers(name):
    data = [3 + 4j, -0.5 + 0j, 0j, complex(-0.0, 0.0), complex(NAN, 1), complex(1, NAN), 1 + 1j]
    part = "f32" if name == "complex<f32>" else "f64"
    # The spec's formula: x / convert(abs(x), type(x)), abs rounded to the part type first.
    root2 = correctly_rounded(math.sqrt(2), part) if part == "f32" else math.sqrt(2)
    s = correctly_rounded(Fraction(1) / Fraction(root2), part) if part == "f32" else 1 / root2
    want = [0.6 + 0.8j, -1 + 0j, 0j, 0j, complex(NAN, NAN), complex(NAN, NAN), complex(s, s)]
    got = run("sign", arr(data, name))
    assert_complex(np.array(want).astype(ELEMENT_TYPES[name].dtype), got)


# ---------------------------------------------------------------------------------------------
# maximum, minimum, clamp

@pytest.mark.parametrize("name", ["i64", "i4", "ui64", "ui4"])
def test_integer_maximum_minimum(name):
    et = ELEMENT_TYPES[name]
    lhs = [et.min_value, et.max_value, 0, 1, et.max_value]
    rhs = [et.max_value, et.min_value, 0, 0, et.max_value - 1]
    a, b = arr(lhs, name), arr(rhs, name)
    assert ints(run("maximum", a, b)) == [max(x, y) for x, y in zip(lhs, rhs)]
    assert ints(run("minimum", a, b)) == [min(x, y) for x, y in zip(lhs, rhs)]


@pytest.mark.parametrize("name", ["f64", "f32", "f16", "f8E5M2FNUZ"])
def test_float_maximum_minimum_propagate_nan_and_order_zeros(name):
    lhs = arr([NAN, 1.0, NAN, -0.0, 0.0, -0.0, 0.0, -1.0, 2.0], name)
    rhs = arr([1.0, NAN, NAN, 0.0, -0.0, -0.0, 0.0, 1.0, -2.0], name)
    fnuz = name.endswith("FNUZ")  # no -0: its bit pattern is the NaN
    if fnuz:
        lhs, rhs = lhs[[0, 1, 2, 7, 8]], rhs[[0, 1, 2, 7, 8]]
    big = [NAN, NAN, NAN, 0.0, 0.0, -0.0, 0.0, 1.0, 2.0]
    small = [NAN, NAN, NAN, -0.0, -0.0, -0.0, 0.0, -1.0, -2.0]
    pick = (lambda xs: [xs[i] for i in (0, 1, 2, 7, 8)]) if fnuz else (lambda xs: xs)
    assert_floats(pick(big), run("maximum", lhs, rhs))
    assert_floats(pick(small), run("minimum", lhs, rhs))


def test_float_maximum_minimum_with_infinities_and_subnormals():
    tiny = float(np.finfo(np.float32).smallest_subnormal)
    lhs, rhs = arr([-INF, INF, tiny, -tiny], "f32"), arr([-3.0e38, 3.0e38, 0.0, 0.0], "f32")
    assert_floats([float(np.float32(-3.0e38)), INF, tiny, 0.0], run("maximum", lhs, rhs))
    assert_floats([-INF, float(np.float32(3.0e38)), 0.0, -tiny], run("minimum", lhs, rhs))


@pytest.mark.parametrize("name", ["complex<f64>", "complex<f32>"])
def test_complex_maximum_minimum_are_lexicographic(name):
    lhs = arr([1 + 2j, 1 + 3j, 2 + 0j, -1 + 9j, 1 + 1j], name)
    rhs = arr([1 + 3j, 1 + 2j, 1 + 5j, -2 + 9j, 1 + 1j], name)
    assert_complex([1 + 3j, 1 + 3j, 2 + 0j, -1 + 9j, 1 + 1j], run("maximum", lhs, rhs))
    assert_complex([1 + 2j, 1 + 2j, 1 + 5j, -2 + 9j, 1 + 1j], run("minimum", lhs, rhs))


def test_complex_maximum_minimum_with_nan_parts_give_the_documented_results():
    # rhs unless lhs is greater (maximum) / smaller (minimum): comparisons with NaN are false.
    lhs = arr([complex(NAN, 0), complex(0, NAN), 1 + 0j], "complex<f64>")
    rhs = arr([1 + 1j, 5 + 0j, complex(1, NAN)], "complex<f64>")
    assert_complex([1 + 1j, 5 + 0j, complex(1, NAN)], run("maximum", lhs, rhs))
    assert_complex([1 + 1j, complex(0, NAN), complex(1, NAN)], run("minimum", lhs, rhs))


def test_clamp_with_tensor_bounds():
    assert ints(run("clamp", arr([5, 10, 15], "i32"), arr([3, 13, 23], "i32"),
                    arr([10, 15, 20], "i32"))) == [5, 13, 20]


def test_clamp_with_scalar_bounds_and_min_above_max():
    operand = arr([-5, 0, 3, 7, 100], "i64")
    assert ints(run("clamp", arr(0, "i64"), operand, arr(5, "i64"))) == [0, 0, 3, 5, 5]
    assert ints(run("clamp", arr(9, "i64"), operand, arr(2, "i64"))) == [2, 2, 2, 2, 2]
    assert ints(run("clamp", arr([0, 1, 2, 3, 4], "ui4"), arr([1, 1, 1, 1, 15], "ui4"),
                    arr(3, "ui4"))) == [1, 1, 2, 3, 3]


def test_clamp_of_floats_propagates_nan_from_any_operand():
    operand = arr([NAN, 1.0, 1.0, -0.0, 0.0, 5.0], "f32")
    lo = arr([0.0, NAN, 0.0, 0.0, -0.0, 0.0], "f32")
    hi = arr([2.0, 2.0, NAN, 2.0, -0.0, INF], "f32")
    assert_floats([NAN, NAN, NAN, 0.0, -0.0, 5.0], run("clamp", lo, operand, hi))


def test_clamp_of_booleans_and_complex_numbers():
    assert run("clamp", arr(True, "i1"), arr([False, True], "i1"), arr(True, "i1")).tolist() == [True, True]
    got = run("clamp", arr(1 + 0j, "complex<f32>"), arr([0 + 9j, 1 - 1j, 1 + 5j, 3 + 0j], "complex<f32>"),
              arr(2 + 2j, "complex<f32>"))
    assert_complex([1 + 0j, 1 + 0j, 1 + 5j, 2 + 2j], got)


# ---------------------------------------------------------------------------------------------
# Implementation-defined behaviour: declared, with masks over the right elements

def _mask(op_id, *operands):
    op, _ = op_id.split("/")
    entry = {u.id: u for u in unspecified(op)}[op_id]
    return np.broadcast_to(entry.mask(*operands), np.broadcast_shapes(*(x.shape for x in operands))).tolist()


def test_every_arithmetic_op_declares_its_unspecified_behaviour():
    ops = ("abs", "add", "subtract", "multiply", "divide", "remainder", "power", "negate",
           "sign", "maximum", "minimum", "clamp")
    for op in ops:  # every one has a quantized form (dequantize_op_quantize)
        ids = {u.id for u in unspecified(op)}
        assert {f"{op}/quantized-storage-overflow", f"{op}/quantized-not-representable"} <= ids
    declared = {op: sorted(u.id for u in unspecified(op) if "/quantized-" not in u.id)
                for op in ops}
    assert declared == {
        "abs": ["abs/integer-overflow"],
        "add": ["add/integer-overflow", "add/not-representable"],
        "subtract": ["subtract/integer-overflow", "subtract/not-representable"],
        "multiply": ["multiply/complex-exceptions", "multiply/integer-overflow",
                     "multiply/not-representable"],
        "divide": ["divide/complex-exceptions", "divide/integer-division-by-zero",
                   "divide/integer-overflow", "divide/not-representable"],
        "remainder": ["remainder/complex", "remainder/float-infinite-divisor",
                      "remainder/integer-division-by-zero", "remainder/integer-overflow",
                      "remainder/not-representable"],
        "power": ["power/complex-accuracy", "power/complex-exceptions",
                  "power/integer-negative-exponent", "power/integer-overflow",
                  "power/not-representable"],
        "negate": ["negate/integer-overflow", "negate/not-representable"],
        "sign": ["sign/complex-exceptions"],
        "maximum": ["maximum/complex-nan"],
        "minimum": ["minimum/complex-nan"],
        "clamp": ["clamp/complex-nan"],
    }
    for op in declared:
        for u in unspecified(op):
            assert u.kind in ("implementation-defined", "undefined") and u.description and u.reference


@pytest.mark.parametrize("name", ["i8", "ui8", "i16", "ui16", "i32", "ui32", "i64", "ui64", "i2"])
def test_integer_overflow_masks(name):
    et = ELEMENT_TYPES[name]
    lo, hi = et.min_value, et.max_value
    a, b = arr([hi, lo, 1, hi, 0], name), arr([1, 1, 1, hi, 0], name)
    exact_add = [x + y for x, y in zip([hi, lo, 1, hi, 0], [1, 1, 1, hi, 0])]
    assert _mask("add/integer-overflow", a, b) == [not lo <= v <= hi for v in exact_add]
    exact_sub = [x - y for x, y in zip([hi, lo, 1, hi, 0], [1, 1, 1, hi, 0])]
    assert _mask("subtract/integer-overflow", a, b) == [not lo <= v <= hi for v in exact_sub]
    exact_mul = [x * y for x, y in zip([hi, lo, 1, hi, 0], [1, 1, 1, hi, 0])]
    assert _mask("multiply/integer-overflow", a, b) == [not lo <= v <= hi for v in exact_mul]
    assert _mask("negate/integer-overflow", arr([lo, hi, 0], name)) == [lo < 0, False, False]


def test_negate_overflow_mask_marks_the_bits_of_the_signed_minimum():
    assert _mask("negate/integer-overflow", arr([128, 127, 255, 0], "ui8")) == [True, False, False, False]
    assert _mask("negate/integer-overflow", arr([-128, 127, -1], "i8")) == [True, False, False]
    assert _mask("abs/integer-overflow", arr([-128, 127, -127], "i8")) == [True, False, False]


def test_division_masks():
    a, b = arr([7, -128, -128, 5, 0], "i8"), arr([0, -1, 1, 2, 0], "i8")
    for op in ("divide", "remainder"):
        assert _mask(f"{op}/integer-division-by-zero", a, b) == [True, False, False, False, True]
        assert _mask(f"{op}/integer-overflow", a, b) == [False, True, False, False, False]
    u = arr([255, 0, 3], "ui8"), arr([255, 0, 1], "ui8")  # ui8 255 is not -1
    assert _mask("divide/integer-division-by-zero", *u) == [False, True, False]
    assert _mask("divide/integer-overflow", *u) == [False, False, False]
    f = arr([5.0, INF, 1.0, 0.0], "f32"), arr([INF, INF, 0.0, -INF], "f32")
    assert _mask("remainder/float-infinite-divisor", *f) == [True, False, False, True]
    assert _mask("divide/integer-division-by-zero", *f) == [False] * 4
    c = arr([1 + 1j, 1 + 1j, complex(INF, 0)], "complex<f64>"), arr([0j, 2 + 0j, 1 + 0j], "complex<f64>")
    assert _mask("divide/complex-exceptions", *c) == [True, False, True]
    assert _mask("remainder/complex", *c) == [True] * 3


def test_power_masks():
    a, b = arr([2, 1, -1, 0, 2, 3, -2], "i8"), arr([-1, -5, -3, -1, 7, 4, 7], "i8")
    assert _mask("power/integer-negative-exponent", a, b) == [True, False, False, True, False, False, False]
    assert _mask("power/integer-overflow", a, b) == [False, False, False, False, True, False, False]
    big = arr([2, 1, 0, 3], "ui64"), arr([U64_MAX, U64_MAX, U64_MAX, 40], "ui64")
    assert _mask("power/integer-overflow", *big) == [True, False, False, False]
    # rank 0 (the campaign's ui64 power, 11323281397997560322 ^ 16160354528446525648)
    scalars = (np.asarray(11323281397997560322, np.uint64), np.asarray(16160354528446525648, np.uint64))
    assert _mask("power/integer-overflow", *scalars) is True
    assert _mask("power/integer-negative-exponent", *big) == [False] * 4
    c = (arr([0j, 1 + 1j, complex(NAN, 0), 3 - 0.25j, 10 + 0j, 10 + 0j], "complex<f32>"),
         arr([1 + 0j, 2 + 0j, 1 + 0j, 3e9 - 8e12j, 38 + 0j, -39 + 5j], "complex<f32>"))
    assert _mask("power/complex-exceptions", *c) == [True, False, True, True, False, True]


@pytest.mark.parametrize("name", INTEGER_TYPES)
def test_integer_division_masks_cover_every_width(name):
    """Every zero divisor, and the signed minimum over -1, of every integer type (upstream's
    interpreter dies of SIGFPE on them)."""
    et = ELEMENT_TYPES[name]
    values_ = sorted({et.min_value, et.min_value + 1, -1 if et.min_value else 1, 0, 1, et.max_value})
    lhs, rhs = zip(*[(x, y) for x in values_ for y in values_])
    a, b = arr(lhs, name), arr(rhs, name)
    for op in ("divide", "remainder"):
        assert _mask(f"{op}/integer-division-by-zero", a, b) == [y == 0 for y in rhs]
        assert _mask(f"{op}/integer-overflow", a, b) == [
            et.min_value < 0 and x == et.min_value and y == -1 for x, y in zip(lhs, rhs)]


def test_not_representable_masks():
    """Float results the type cannot hold, from the exact results written by hand."""
    f4 = arr([6.0, 6.0, -0.0, 4.0, 1.0], "f4E2M1FN"), arr([-0.0, 1.0, 0.0, 4.0, 0.5], "f4E2M1FN")
    assert _mask("divide/not-representable", *f4) == [True, False, True, False, False]  # -inf, nan
    assert _mask("add/not-representable", *f4) == [False, True, False, True, False]  # 7, 8 > 6
    assert _mask("multiply/not-representable", *f4) == [False, False, False, True, False]  # 16
    assert _mask("remainder/not-representable", *f4) == [True, False, True, False, False]  # nan
    assert _mask("power/not-representable", arr([0.0, 2.0], "f4E2M1FN"),
                 arr([-2.0, 2.0], "f4E2M1FN")) == [True, False]  # inf, 4
    e8 = arr([2.0 ** -127, 4.0, 2.0 ** 51], "f8E8M0FNU"), arr([2.0 ** -96, 4.0, 16.0], "f8E8M0FNU")
    assert _mask("subtract/not-representable", *e8) == [True, True, False]  # negative, 0
    assert _mask("remainder/not-representable", *e8) == [False, True, True]  # 2^-127, 0, 0
    assert _mask("negate/not-representable", e8[0]) == [True, True, True]
    assert _mask("negate/not-representable", arr([0.0, 1.0], "f8E4M3FNUZ")) == [True, False]  # -0
    assert _mask("subtract/not-representable", arr([1.0], "f8E4M3FN"), arr([-448.0], "f8E4M3FN")) == [True]
    assert _mask("divide/not-representable", arr([1.0, 0.0], "f32"), arr([0.0, 0.0], "f32")) == [False] * 2
    assert _mask("add/not-representable", arr([127], "i8"), arr([1], "i8")) == [False]


def test_complex_power_accuracy_mask_marks_ill_conditioned_powers():
    """|rhs * log(lhs)| = 9.45e22 (complex<f32>) and 223 (complex<f64>): no float64 evaluation
    of the phase or magnitude is within 16 ULPs there; e^(i pi/2) and 2^2 are well-conditioned."""
    c32 = (arr([4.2191709226229826e19 - 0j, 1 + 0j], "complex<f32>"),
           arr([-0.00160699593834579 + 2.0921138521102237e21j, 2 + 0j], "complex<f32>"))
    assert _mask("power/complex-accuracy", *c32) == [True, False]
    c64 = (arr([complex(math.exp(-223), 0), complex(0, math.exp(-223)), 2 + 0j], "complex<f64>"),
           arr([1 + 0j, 0.01 + 0j, 2 + 0j], "complex<f64>"))
    assert _mask("power/complex-accuracy", *c64) == [True, False, False]
    assert _mask("power/complex-accuracy", arr([1e30], "f32"), arr([1e30], "f32")) == [False]


def test_complex_nan_masks_cover_every_operand():
    nan = complex(NAN, 0)
    lhs, rhs = arr([nan, 1j, 1j], "complex<f64>"), arr([1j, complex(0, NAN), 1j], "complex<f64>")
    for op in ("maximum", "minimum"):
        assert _mask(f"{op}/complex-nan", lhs, rhs) == [True, True, False]
    assert _mask("clamp/complex-nan", arr(0j, "complex<f64>"), lhs, arr(nan, "complex<f64>")) == [True] * 3
    assert _mask("maximum/complex-nan", arr([NAN], "f32"), arr([1.0], "f32")) == [False]
    assert _mask("sign/complex-exceptions", arr([complex(INF, 1), 1j], "complex<f64>")) == [True, False]
    c = arr([complex(INF, 0), 1j], "complex<f32>"), arr([1j, 1j], "complex<f32>")
    assert _mask("multiply/complex-exceptions", *c) == [True, False]
