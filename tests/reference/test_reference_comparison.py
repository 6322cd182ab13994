"""The reference's compare and select.

Expected values come from Python: integer and float comparisons of Python ints and floats
(CPython's float comparisons are IEEE 754's quiet ones), and for TOTALORDER an order built here
from each float's bit pattern: negative NaNs (larger payload first), then the numbers from -inf
to +inf with -0 before +0, then positive NaNs (by payload). Types of 8 bits or fewer are compared
on every pair of values."""
import functools
import itertools
import math
import operator

import numpy as np
import pytest

import reference
from reference import EvaluationError, QuantizedTensor
from reference.ops import IMPLEMENTATIONS
from reference.ops.comparison import compare, select
from spec import parse
from spec.types import ELEMENT_TYPES, TensorType
from tests.helpers import enum, one_op

DIRECTIONS = {"EQ": operator.eq, "NE": operator.ne, "GE": operator.ge, "GT": operator.gt,
              "LE": operator.le, "LT": operator.lt}

FLOAT_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind == "float"]
UNSIGNED_FLOATS = {"f8E8M0FNU"}  # no sign bit


def run_compare(lhs, rhs, direction, compare_type=None):
    """`stablehlo.compare` through the interpreter; no compare_type attribute when None."""
    et = reference.values.element_type_of(lhs)
    attributes = {"comparison_direction": enum("comparison_direction", direction)}
    if compare_type:
        attributes["compare_type"] = enum("comparison_type", compare_type)
    module, inputs = one_op("compare", [(et, lhs.ravel()), (et, rhs.ravel())],
                            [((lhs.size,), "i1")], attributes)
    got = reference.evaluate(module, inputs)[0]
    assert got.dtype == np.bool_
    return got.tolist()


# ---------------------------------------------------------------------------------------------
# Booleans and integers

INTEGER_TYPES = [n for n, t in ELEMENT_TYPES.items() if t.kind in ("signed", "unsigned")]


def _integer_values(name):
    t = ELEMENT_TYPES[name]
    lo, hi = t.min_value, t.max_value
    if t.bits <= 8:
        return list(range(lo, hi + 1))
    return sorted({lo, lo + 1, -1 if lo < 0 else 2, 0, 1, hi // 2, hi // 2 + 1, hi - 1, hi})


def _integer_array(vals, name):
    t = ELEMENT_TYPES[name]
    wide = np.int64 if t.kind == "signed" else np.uint64
    return np.array(vals, dtype=object).astype(wide).astype(t.dtype)


@pytest.mark.parametrize("name", INTEGER_TYPES)
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_integers_compare_by_value(direction, name):
    """Every pair for types up to 8 bits; min/max neighbours for wider ones (ui64's values above
    2^63 and i64's near its ends would go wrong through float64 or a signed reading)."""
    a, b = map(list, zip(*itertools.product(_integer_values(name), repeat=2)))
    default = "SIGNED" if name.startswith("i") else "UNSIGNED"
    expected = [DIRECTIONS[direction](x, y) for x, y in zip(a, b)]
    lhs, rhs = _integer_array(a, name), _integer_array(b, name)
    assert run_compare(lhs, rhs, direction, default) == expected
    assert run_compare(lhs, rhs, direction) == expected


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_booleans_compare_unsigned(direction):
    a, b = map(list, zip(*itertools.product([False, True], repeat=2)))
    expected = [DIRECTIONS[direction](x, y) for x, y in zip(a, b)]
    assert run_compare(np.array(a), np.array(b), direction, "UNSIGNED") == expected
    assert run_compare(np.array(a), np.array(b), direction) == expected


@pytest.mark.parametrize("name, compare_type", [
    ("i8", "UNSIGNED"), ("i8", "FLOAT"), ("ui8", "SIGNED"), ("ui8", "TOTALORDER"),
    ("i1", "SIGNED"), ("f32", "SIGNED"), ("f32", "UNSIGNED"), ("complex<f32>", "TOTALORDER"),
    ("complex<f64>", "SIGNED")])
def test_compare_types_the_element_type_does_not_allow_are_errors(name, compare_type):
    x = np.zeros(2, ELEMENT_TYPES[name].dtype)
    with pytest.raises(reference.EvaluationError, match=f"compare_c3: compare_type "
                                                        f"{compare_type} is not allowed for"):
        run_compare(x, x, "EQ", compare_type)


# ---------------------------------------------------------------------------------------------
# Floats

def _sign_bit(name):
    return 0 if name in UNSIGNED_FLOATS else 1 << (ELEMENT_TYPES[name].bits - 1)


def _from_patterns(patterns, name):
    t = ELEMENT_TYPES[name]
    storage = np.dtype(f"u{t.dtype.itemsize}")
    return np.array(patterns, dtype=np.uint64).astype(storage).view(t.dtype)


def _f32_f64_patterns(name):
    """Every kind of value: zeros, subnormals, normals, infinities, quiet and signalling NaNs."""
    e, m = (8, 23) if name == "f32" else (11, 52)
    inf, quiet = ((1 << e) - 1) << m, 1 << (m - 1)
    one = ((1 << (e - 1)) - 1) << m
    positive = [0, 1, (1 << m) - 1, 1 << m, one, one + 1, inf - 1, inf, inf | quiet,
                inf | quiet | 1, inf | 1, inf | ((1 << m) - 1)]
    sign = _sign_bit(name)
    return positive + [p | sign for p in positive]


def _patterns(name):
    bits = ELEMENT_TYPES[name].bits
    return list(range(1 << bits)) if bits <= 16 else _f32_f64_patterns(name)


def _floats(x):
    """Python floats (signalling NaNs become quiet ones)."""
    with np.errstate(invalid="ignore"):
        return x.astype(np.float64).tolist()


@functools.cache
def _total_order_keys(name):
    """{pattern: where IEEE 754's totalOrder puts the float with that bit pattern}."""
    patterns = _patterns(name)
    sign = _sign_bit(name)
    keys = {}
    for p, x in zip(patterns, _floats(_from_patterns(patterns, name))):
        negative = bool(p & sign)
        if math.isnan(x):
            payload = p & (sign - 1) if sign else p
            keys[p] = (-2, -payload) if negative else (2, payload)
        else:
            keys[p] = (0, x, -1 if negative else 1)
    return keys


@functools.cache
def _pairs(name):
    """(lhs patterns, rhs patterns): every pair for types up to 8 bits and for f32/f64's chosen
    values; for 16-bit types each value against its neighbours in totalOrder and every pair of
    a chosen few."""
    keys = _total_order_keys(name)
    patterns = list(keys)
    if ELEMENT_TYPES[name].bits <= 8 or len(patterns) < 100:
        return tuple(map(list, zip(*itertools.product(patterns, repeat=2))))
    ordered = sorted(patterns, key=keys.get)
    few = ordered[:12] + ordered[len(ordered) // 2 - 6:len(ordered) // 2 + 6] + ordered[-12:]
    pairs = list(zip(ordered, ordered[1:])) + list(zip(ordered[1:], ordered)) \
        + [(p, p) for p in ordered] + list(itertools.product(few, repeat=2))
    return tuple(map(list, zip(*pairs)))


@pytest.mark.parametrize("name", FLOAT_TYPES)
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_float_totalorder(direction, name):
    a, b = _pairs(name)
    keys = _total_order_keys(name)
    expected = [DIRECTIONS[direction](keys[x], keys[y]) for x, y in zip(a, b)]
    assert run_compare(_from_patterns(a, name), _from_patterns(b, name), direction,
                       "TOTALORDER") == expected


@pytest.mark.parametrize("name", FLOAT_TYPES)
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_float_compares_as_ieee_quiet_comparisons(direction, name):
    """NaN is unordered (only NE holds), -0 equals +0; FLOAT is the default."""
    a, b = _pairs(name)
    lhs, rhs = _from_patterns(a, name), _from_patterns(b, name)
    expected = [DIRECTIONS[direction](x, y) for x, y in zip(_floats(lhs), _floats(rhs))]
    assert run_compare(lhs, rhs, direction, "FLOAT") == expected
    assert run_compare(lhs, rhs, direction) == expected


def test_float_corner_cases_by_hand():
    nan, inf = np.float32("nan"), np.float32("inf")
    neg_nan = np.array([0xFFC00000], np.uint32).view(np.float32)[0]
    lhs = np.array([-0.0, 0.0, nan, neg_nan, nan, 1.0, -inf, neg_nan], np.float32)
    rhs = np.array([0.0, -0.0, nan, nan, inf, nan, neg_nan, -inf], np.float32)
    T, F = True, False
    assert run_compare(lhs, rhs, "EQ", "FLOAT") == [T, T, F, F, F, F, F, F]
    assert run_compare(lhs, rhs, "NE", "FLOAT") == [F, F, T, T, T, T, T, T]
    assert run_compare(lhs, rhs, "EQ", "TOTALORDER") == [F, F, T, F, F, F, F, F]
    assert run_compare(lhs, rhs, "LT", "TOTALORDER") == [T, F, F, T, F, T, F, T]
    assert run_compare(lhs, rhs, "GE", "TOTALORDER") == [F, T, T, F, T, F, T, F]


def test_totalorder_of_types_without_negative_zero_or_infinity():
    """f8E4M3FNUZ's one NaN is the -0 pattern 0x80: a negative NaN, below every number.
    f8E8M0FNU has no sign: its NaN 0xFF is above every number."""
    fnuz = _from_patterns([0x80, 0x80, 0xFF, 0x00], "f8E4M3FNUZ")  # NaN, NaN, -240, 0
    other = _from_patterns([0xFF, 0x00, 0x80, 0x01], "f8E4M3FNUZ")
    assert run_compare(fnuz, other, "LT", "TOTALORDER") == [True, True, False, True]
    e8m0 = _from_patterns([0xFF, 0x00, 0x7F], "f8E8M0FNU")  # NaN, 2^-127, 1
    other = _from_patterns([0xFE, 0xFF, 0x80], "f8E8M0FNU")  # 2^127, NaN, 2
    assert run_compare(e8m0, other, "GT", "TOTALORDER") == [True, False, False]


# ---------------------------------------------------------------------------------------------
# Complex numbers: (real, imag) pairs compared lexicographically with FLOAT

COMPLEX_CASES = [(1 + 2j, 1 + 2j), (1 + 2j, 1 + 3j), (1 + 3j, 1 + 2j), (2 + 0j, 1 + 5j),
                 (0 + 5j, 1 + 0j), (complex(-0.0, 0.0), complex(0.0, -0.0)),
                 (complex(math.nan, 0), 0j), (complex(1, math.nan), 1 + 0j),
                 (complex(math.inf, 1), complex(math.inf, 2))]


def _lexicographic(direction, x, y):
    if direction == "EQ":
        return x.real == y.real and x.imag == y.imag
    if direction == "NE":
        return x.real != y.real or x.imag != y.imag
    strict = {"GE": operator.gt, "GT": operator.gt, "LE": operator.lt, "LT": operator.lt}
    return strict[direction](x.real, y.real) or (
        x.real == y.real and DIRECTIONS[direction](x.imag, y.imag))


@pytest.mark.parametrize("name", ["complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_complex_compares_lexicographically(direction, name):
    a, b = zip(*COMPLEX_CASES)
    dtype = ELEMENT_TYPES[name].dtype
    expected = [_lexicographic(direction, x, y) for x, y in COMPLEX_CASES]
    assert run_compare(np.array(a, dtype), np.array(b, dtype), direction, "FLOAT") == expected
    assert run_compare(np.array(a, dtype), np.array(b, dtype), direction) == expected


def test_complex_by_hand():
    lhs = np.array([1 + 2j, 1 + 3j, complex(math.nan, 0)], np.complex64)
    rhs = np.array([1 + 3j, 1 + 2j, complex(math.nan, 0)], np.complex64)
    assert run_compare(lhs, rhs, "LT") == [True, False, False]
    assert run_compare(lhs, rhs, "GE") == [False, True, False]
    assert run_compare(lhs, rhs, "NE") == [True, True, True]


def test_scalar_operands_give_a_scalar_result():
    text = """func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
      %r = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      return %r : tensor<i1>
    }"""
    [got] = reference.evaluate(text, [np.array(2.0, np.float32), np.array(1.0, np.float32)])
    assert got.shape == () and got.dtype == np.bool_ and bool(got)


# ---------------------------------------------------------------------------------------------
# select

def run_select(pred, on_true, on_false):
    et = reference.values.element_type_of(on_true)
    module, inputs = one_op("select", [("i1", pred), (et, on_true), (et, on_false)],
                            [(on_true.shape, et)])
    got = reference.evaluate(module, inputs)[0]
    assert got.dtype == on_true.dtype and got.shape == on_true.shape
    return got


SELECT_TYPES = ["i1", "i2", "i64", "ui4", "ui64", "f4E2M1FN", "f8E4M3FNUZ", "bf16", "f64",
                "complex<f64>"]


@pytest.mark.parametrize("name", SELECT_TYPES)
def test_select_picks_each_element_by_a_tensor_pred(name):
    dtype = ELEMENT_TYPES[name].dtype
    on_true = np.array([[1, 0], [1, 0]]).astype(dtype)
    on_false = np.array([[0, 1], [0, 1]]).astype(dtype)
    pred = np.array([[False, True], [True, False]])
    assert run_select(pred, on_true, on_false).real.astype(np.float64).tolist() == [[0, 0], [1, 1]]


def test_select_keeps_bits():
    """-0.0 and NaN payloads come through unchanged."""
    bits = np.array([0x8000000000000000, 0x7FF0000000000123], np.uint64)
    on_true = bits.view(np.float64)
    got = run_select(np.array([True, True]), on_true, np.zeros(2))
    assert got.view(np.uint64).tolist() == bits.tolist()


@pytest.mark.parametrize("pred", [True, False])
def test_select_with_a_scalar_pred_picks_a_whole_tensor(pred):
    on_true = np.array([1, 2, 3], np.int32)
    on_false = np.array([4, 5, 6], np.int32)
    got = run_select(np.array(pred), on_true, on_false)
    assert got.tolist() == ([1, 2, 3] if pred else [4, 5, 6])


def test_select_of_scalars():
    got = run_select(np.array(False), np.array(1.5, np.float32), np.array(-2.5, np.float32))
    assert got.shape == () and float(got) == -2.5


def test_quantized_operands_go_through_the_registered_quantized_forms():
    """The op bodies compute on plain values and refuse quantized ones; the registered
    implementations evaluate them through dequantize_select_quantize and dequantize_compare."""
    module = parse("func.func private @f(%x: tensor<2x!quant.uniform<i8:f32, 0.5:1>>)")
    qt = module.funcs[0].type.inputs[0].element_type
    x = QuantizedTensor(np.array([1, 2], np.int8), qt)  # values 0.0 and 0.5
    y = QuantizedTensor(np.array([2, 1], np.int8), qt)  # values 0.5 and 0.0
    with pytest.raises(EvaluationError, match="quantized"):
        select(np.array(True), x, x)
    with pytest.raises(EvaluationError, match="quantized"):
        compare(x, x, comparison_direction="EQ", compare_type=None)
    registered = IMPLEMENTATIONS["stablehlo.compare"].fn
    got = registered(x, y, comparison_direction="LT", compare_type=None,
                     result_type=TensorType((2,), ELEMENT_TYPES["i1"]))
    assert got.tolist() == [True, False]
    picked = IMPLEMENTATIONS["stablehlo.select"].fn(np.array([True, False]), x, y,
                                                    result_type=TensorType((2,), qt))
    assert picked.storage.tolist() == [1, 1]
