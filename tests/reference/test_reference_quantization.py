"""The reference's quantization (values.quantize / values.dequantize, uniform_quantize,
uniform_dequantize) against values computed by hand from the spec's formulas: each step of
quantize (x / scale, + zero_point, clamp, round_nearest_even, convert) and of dequantize
((storage - zero_point) converted, * scale) rounded once to the expressed type. jaxlib has no
quant dialect, so nothing here is checked against upstream."""
from __future__ import annotations

import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from reference.ops import IMPLEMENTATIONS, unspecified
from reference.values import QuantizedTensor
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType

T = ELEMENT_TYPES
NAN, INF = float("nan"), float("inf")


def qtype(storage, expressed, scales, zero_points, dim=None, lo=None, hi=None):
    st = T[storage]
    return QuantizedElementType(st, st.min_value if lo is None else lo,
                                st.max_value if hi is None else hi, T[expressed],
                                tuple(scales), tuple(zero_points), dim)


def quantize(x, et):
    impl = IMPLEMENTATIONS["stablehlo.uniform_quantize"]
    return impl.fn(x, result_type=TensorType(np.shape(x), et))


def dequantize(storage, et):
    return IMPLEMENTATIONS["stablehlo.uniform_dequantize"].fn(
        QuantizedTensor(np.asarray(storage, et.storage_type.dtype), et))


def masks(name, operand, et):
    result_type = TensorType(np.shape(operand), et)
    return {u.id: np.broadcast_to(u.mask(operand, result_type=result_type), np.shape(operand))
            for u in unspecified(name)}


PER_AXIS = qtype("i8", "f32", [0.1, 0.5], [-30, -20], dim=0)


def test_spec_examples():
    q = quantize(np.array([4.0, 15.0], np.float32), PER_AXIS)
    assert q.element_type == PER_AXIS and q.storage.dtype == np.int8
    assert q.storage.tolist() == [10, 10]
    assert dequantize([10, 10], PER_AXIS).tolist() == [np.float32(40 * np.float32(0.1)), 15.0]
    requantized = quantize(QuantizedTensor(np.array([10, 10], np.int8), PER_AXIS),
                           qtype("i8", "f32", [0.1, 0.2], [-20, -30], dim=0))
    assert requantized.storage.tolist() == [20, 45]


def test_per_tensor_dequantize_f32():
    et = qtype("i8", "f32", [0.5], [3])
    result = dequantize([-128, 0, 3, 127], et)
    assert result.dtype == np.float32
    assert result.tolist() == [-65.5, -1.5, 0.0, 62.0]


def test_scale_is_a_value_of_the_expressed_type():
    # 0.1 in f32 is 13421773 / 2^27; 7 * that, rounded to f32 once
    scale = Fraction(13421773, 2 ** 27)
    result = dequantize([7], qtype("i16", "f32", [0.1], [0]))
    assert Fraction(float(result[0])) == Fraction(float(np.float32(float(7 * scale))))
    f64 = dequantize([3], qtype("i8", "f64", [0.1], [0]))
    assert f64.tolist() == [3 * 0.1] and f64.dtype == np.float64


def test_rounding_ties_to_even():
    et = qtype("i8", "f32", [1.0], [0])
    x = np.array([0.5, 1.5, 2.5, -0.5, -2.5, 2.4999998, 3.5], np.float32)
    assert quantize(x, et).storage.tolist() == [0, 2, 2, 0, -2, 2, 4]


def test_clamping_to_storage_min_and_max():
    et = qtype("i8", "f32", [2.0], [10], lo=-100, hi=100)
    x = np.array([1000.0, -1000.0, INF, -INF, 179.0, 181.0, -220.0], np.float32)
    # 179 / 2 + 10 = 99.5 -> 100 (tie to even), 181 / 2 + 10 = 100.5 -> clamped to 100
    assert quantize(x, et).storage.tolist() == [100, -100, 100, -100, 100, 100, -100]


def test_unsigned_storage():
    et = qtype("ui8", "f32", [0.5], [128])
    x = np.array([-64.0, 0.0, 63.75, 100.0, -100.0], np.float32)
    # -128 + 128 = 0; 128; 127.5 + 128 = 255.5 -> clamp 255; 328 -> 255; -72 -> 0
    assert quantize(x, et).storage.tolist() == [0, 128, 255, 255, 0]
    assert dequantize([0, 255], et).tolist() == [-64.0, 63.5]


def test_sub_byte_storage():
    et = qtype("i4", "f32", [0.25], [-1])
    q = quantize(np.array([0.0, 1.0, 5.0, -5.0], np.float32), et)
    assert q.storage.dtype == ml_dtypes.int4
    assert q.storage.astype(int).tolist() == [-1, 3, 7, -8]
    assert dequantize(q.storage, et).tolist() == [0.0, 1.0, 2.0, -1.75]


def test_per_axis_on_an_inner_dimension():
    et = qtype("i8", "f32", [1.0, 2.0, 4.0], [0, 1, -1], dim=1)
    x = np.array([[8.0, 8.0, 8.0], [-4.0, -4.0, -4.0]], np.float32)
    assert quantize(x, et).storage.tolist() == [[8, 5, 1], [-4, -1, -2]]
    assert dequantize([[8, 5, 1], [-4, -1, -2]], et).tolist() == x.tolist()


def test_rank_0_per_tensor():
    et = qtype("i8", "f32", [0.5], [1])
    q = quantize(np.array(2.0, np.float32), et)
    assert q.shape == () and int(q.storage) == 5
    assert float(dequantize(np.int8(5), et)) == 2.0


def test_each_step_rounds_to_the_expressed_type():
    # bf16 has 8 significant bits: 1 + 256 = 257 rounds (tie) to 256 before round_nearest_even;
    # computed in float64 it would be 257.
    et = qtype("i16", "bf16", [1.0], [256])
    assert quantize(np.array([1.0, 3.0], ml_dtypes.bfloat16), et).storage.tolist() == [256, 260]
    # convert(257 - 0, bf16) = 256 (tie to even), then * 1
    result = dequantize([257, 259], qtype("i16", "bf16", [1.0], [0]))
    assert result.dtype == ml_dtypes.bfloat16 and result.astype(float).tolist() == [256.0, 260.0]
    # x / scale rounded to f16: 1 / 3 -> 0x3555 = 0.333251953125; * 3 as dequantize's product
    # 3 * 0.333251953125 = 0.999755859375 is exact in f16
    f16 = qtype("i8", "f16", [0.333251953125], [0])
    assert dequantize([3], f16).tolist() == [np.float16(0.999755859375)]


def test_storage_difference_is_exact_and_its_overflow_declared():
    et = qtype("i8", "f32", [1.0], [-128])
    assert dequantize([127, -128], et).tolist() == [255.0, 0.0]
    operand = QuantizedTensor(np.array([127, -1, 0], np.int8), et)
    for name in ("uniform_dequantize", "uniform_quantize"):
        mask = masks(name, operand, qtype("i8", "f32", [1.0], [0]))[f"{name}/storage-overflow"]
        assert mask.tolist() == [True, False, True]


def test_not_representable_quantize_results_are_declared():
    et = qtype("i32", "f32", [1.0], [0])
    x = np.array([NAN, 1e10, -1e10, 5.0], np.float32)
    # storage_max 2^31 - 1 rounds to 2^31 in f32: the clamp lets 2^31 through
    assert masks("uniform_quantize", x, et)["uniform_quantize/not-representable"].tolist() == \
        [True, True, False, False]
    assert quantize(x, et).storage.tolist() == [0, 2 ** 31 - 1, -2 ** 31, 5]
    assert not masks("uniform_quantize", x, et)["uniform_quantize/storage-overflow"].any()


@settings(max_examples=60, deadline=None)
@given(st.integers(-128, 127), st.integers(-20, 20), st.sampled_from([0.25, 0.5, 1.0, 2.0]))
def test_quantize_of_dequantize_is_the_identity(storage, zero_point, scale):
    # power-of-two scales and small integers: every step is exact in f32
    et = qtype("i8", "f32", [scale], [zero_point])
    x = dequantize([storage], et)
    assert x.tolist() == [(storage - zero_point) * scale]
    assert quantize(x, et).storage.tolist() == [storage]


@settings(max_examples=60, deadline=None)
@given(st.floats(-300, 300, width=32), st.sampled_from([0.1, 0.3, 1.5, 7.0]),
       st.integers(-10, 10))
def test_quantize_matches_exact_fractions(x, scale, zero_point):
    # f64 expressed type: x / s + z is rounded twice in f64, a relative error of about 2^-52,
    # so round_nearest_even of it is the exact value's unless that lies within 2^-40 of a tie
    et = qtype("i8", "f64", [scale], [zero_point])
    exact = min(max(Fraction(x) / Fraction(scale) + zero_point, -128), 127)
    got = int(quantize(np.array([x], np.float64), et).storage[0])
    if abs(exact - math.floor(exact) - Fraction(1, 2)) > Fraction(1, 2 ** 40):
        assert got == round(exact)  # Fraction rounds half to even


@pytest.mark.parametrize("expressed", ["f8E4M3FN", "bf16", "f16", "f32", "f64"])
def test_every_expressed_type_family(expressed):
    et = qtype("i8", expressed, [0.5], [2])
    dtype = T[expressed].dtype
    q = quantize(np.array([1.0, -1.5, 3.0], dtype), et)
    assert q.storage.tolist() == [4, -1, 8]
    result = dequantize(q.storage, et)
    assert result.dtype == dtype and result.astype(float).tolist() == [1.0, -1.5, 3.0]
