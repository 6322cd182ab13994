"""The reference's dot_general, dot, convolution and dynamic_conv.

Integer results are checked against independent computations over Python integers, wrapped to
the element type at the end: dot_general against numpy's einsum over object arrays, convolution
against a per-element implementation of the spec's formulas (pad, slice with window dilation,
reverse, dot product; split and concatenate for feature and batch groups), on configurations
Hypothesis generates over every attribute (any layout of the dimension numbers, strides, negative
and positive padding, lhs and rhs dilation, window reversal, group counts, zero-sized
dimensions). Hand-written cases pin the float accumulation (one rounding from float64), booleans,
complex numbers, NaN/inf, the declared `Unspecified` masks and the constraint errors."""
from __future__ import annotations

import itertools
import os
import subprocess
import sys
import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
from reference import values
from reference.errors import EvaluationError
from reference.ops import IMPLEMENTATIONS, unspecified
from spec.attributes import ConvDimensionNumbers, StructAttr
from spec.types import ELEMENT_TYPES, TF32, TensorType
from tests.helpers.linalg import INTEGER_TYPES, NHWC, SPEC_ATTRIBUTES, SPEC_LHS, conv_cases, integers
import spec
from reference.interpreter import Interpreter

T = ELEMENT_TYPES
def run(name, *operands, result_type=None, **attributes):
    impl = IMPLEMENTATIONS[f"stablehlo.{name}"]
    defaults = {k: None for k in impl.keywords}
    return impl.fn(*operands, **{**defaults, "result_type": result_type, **attributes})


def wrap(value: int, et) -> int:
    return (value - et.min_value) % (1 << et.bits) + et.min_value


def python_ints(x) -> np.ndarray:
    return np.vectorize(int, otypes=[object])(x) if x.size else np.zeros(x.shape, object)


def dot_numbers(lb=(), rb=(), lc=(), rc=()):
    return StructAttr("dot", (("lhs_batching_dimensions", tuple(lb)),
                              ("rhs_batching_dimensions", tuple(rb)),
                              ("lhs_contracting_dimensions", tuple(lc)),
                              ("rhs_contracting_dimensions", tuple(rc))))


# ---------------------------------------------------------------------------------------------
# dot_general against einsum over Python integers

@st.composite
def dot_configurations(draw):
    batch = draw(st.lists(st.integers(0, 3), max_size=2))
    contracting = draw(st.lists(st.integers(0, 3), max_size=2))
    lhs_free = draw(st.lists(st.integers(0, 3), max_size=2))
    rhs_free = draw(st.lists(st.integers(0, 3), max_size=2))
    letters = iter("abcdefghijkl")
    b, c = [next(letters) for _ in batch], [next(letters) for _ in contracting]
    lf, rf = [next(letters) for _ in lhs_free], [next(letters) for _ in rhs_free]
    size = dict(zip(b + c + lf + rf, batch + contracting + lhs_free + rhs_free))
    lhs_axes = draw(st.permutations(b + c + lf))
    rhs_axes = draw(st.permutations(b + c + rf))
    return lhs_axes, rhs_axes, b, c, lf, rf, size


@settings(max_examples=60, deadline=None)
@given(dot_configurations(), st.sampled_from(INTEGER_TYPES), st.integers(0, 2 ** 32))
def test_dot_general_matches_einsum_over_python_integers(config, et_name, seed):
    lhs_axes, rhs_axes, b, c, lf, rf, size = config
    # Free dimensions appear in the result in their operand's order.
    lf, rf = [a for a in lhs_axes if a in lf], [a for a in rhs_axes if a in rf]
    et, rng = T[et_name], np.random.default_rng(seed)
    lhs = integers(rng, [size[a] for a in lhs_axes], et)
    rhs = integers(rng, [size[a] for a in rhs_axes], et)
    dn = dot_numbers([lhs_axes.index(a) for a in b], [rhs_axes.index(a) for a in b],
                     [lhs_axes.index(a) for a in c], [rhs_axes.index(a) for a in c])
    exact = np.einsum(f"{''.join(lhs_axes)},{''.join(rhs_axes)}->{''.join(b + lf + rf)}",
                      python_ints(lhs), python_ints(rhs)) if lhs.size and rhs.size else \
        np.zeros([size[a] for a in b + lf + rf], object)
    shape = [size[a] for a in b + lf + rf]
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dn,
                 result_type=TensorType(tuple(shape), et))
    assert result.dtype == et.dtype and list(result.shape) == shape
    assert python_ints(result).tolist() == np.vectorize(
        lambda v: wrap(int(v), et), otypes=[object])(np.asarray(exact, object)).tolist()


def test_dot_general_spec_example_batching_and_contracting():
    lhs = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]], np.int64)
    rhs = np.array([[[1, 0], [0, 1]], [[1, 0], [0, 1]]], np.int64)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers([0], [0], [2], [1]),
                 precision_config=["DEFAULT", "DEFAULT"], result_type=TensorType((2, 2, 2), T["i64"]))
    assert result.tolist() == lhs.tolist()


def test_dot_general_f32_rounds_once_from_float64():
    # 1 + 2^-24 + 2^-24: summed in f32 (either order) the small terms vanish one at a time or
    # give 1 + 2^-23; in float64 the exact 1 + 2^-23 is kept and rounds to itself.
    lhs = np.array([1.0, 2.0 ** -24, 2.0 ** -24], np.float32)
    rhs = np.ones(3, np.float32)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[0], rc=[0]),
                 result_type=TensorType((), T["f32"]))
    assert result.dtype == np.float32 and float(result) == 1 + 2.0 ** -23
    # An exact sum that is a tie between two f32 values rounds to even once.
    lhs = np.array([1.0, 2.0 ** -24, 2.0 ** -48], np.float32)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[0], rc=[0]),
                 result_type=TensorType((), T["f32"]))
    assert float(result) == float(np.float32(Fraction(1) + Fraction(1, 2 ** 24) + Fraction(1, 2 ** 48)))


def test_dot_general_bf16_products_exact_then_one_rounding():
    # The ulp of 3 in bf16 is 1/64. 3 + 1/128 + 1/256 lies above the tie 3 + 1/128: one
    # rounding gives 3 + 1/64, where rounding after each addition in bf16 would give 3.
    rhs = np.ones((3, 1), ml_dtypes.bfloat16)
    lhs = np.array([[3.0, 1.0 / 128, 1.0 / 256]], ml_dtypes.bfloat16)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((1, 1), T["bf16"]))
    assert result.dtype == ml_dtypes.bfloat16 and float(result[0, 0]) == 3.0 + 1.0 / 64
    lhs = np.array([[3.0, 1.0 / 256, 1.0 / 256]], ml_dtypes.bfloat16)  # a tie: to even, 3
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((1, 1), T["bf16"]))
    assert float(result[0, 0]) == 3.0


def test_dot_general_floats_propagate_nan_and_infinities():
    lhs = np.array([[np.inf, 1.0], [np.inf, 0.0], [1.0, -0.0]], np.float64)
    rhs = np.array([[1.0, 0.0], [1.0, np.nan]], np.float64)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((3, 2), T["f64"]))
    assert result[0, 0] == np.inf and np.isnan(result[0, 1])  # inf * 0 is NaN
    assert result[1, 0] == np.inf and np.isnan(result[1, 1])
    assert result[2, 0] == 1.0 and np.isnan(result[2, 1])


def test_dot_general_complex():
    lhs = np.array([[1 + 2j, 3 - 1j]], np.complex64)
    rhs = np.array([[2 - 1j], [1j]], np.complex64)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((1, 1), T["complex<f32>"]))
    assert result.dtype == np.complex64 and result[0, 0] == (1 + 2j) * (2 - 1j) + (3 - 1j) * 1j


def test_dot_general_booleans_are_or_of_ands():
    lhs = np.array([[True, False], [False, False], [True, True]])
    rhs = np.array([[True, True], [True, False]])
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((3, 2), T["i1"]))
    assert result.dtype == np.bool_
    assert result.tolist() == [[True, True], [False, False], [True, True]]


def test_dot_general_empty_contraction_is_zero():
    lhs, rhs = np.zeros((2, 0), np.float32), np.zeros((0, 3), np.float32)
    result = run("dot_general", lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0]),
                 result_type=TensorType((2, 3), T["f32"]))
    assert result.tolist() == [[0.0] * 3] * 2


@pytest.mark.parametrize("dn", [dot_numbers(lc=[1], rc=[1]), dot_numbers([0, 0], [0, 1]),
                                dot_numbers(lc=[2], rc=[0])])
def test_dot_general_rejects_invalid_dimension_numbers(dn):
    with pytest.raises(EvaluationError):
        run("dot_general", np.zeros((2, 3), np.int32), np.zeros((2, 2), np.int32),
            dot_dimension_numbers=dn, result_type=TensorType((2, 2), T["i32"]))


def test_dot_general_unspecified_integer_overflow_and_algorithm():
    lhs = np.array([[100, 1], [1, 1]], np.int8)
    rhs = np.array([[2], [0]], np.int8)
    dn = dot_numbers(lc=[1], rc=[0])
    masks = {u.id: np.broadcast_to(u.mask(lhs, rhs, dot_dimension_numbers=dn), (2, 1)).tolist()
             for u in unspecified("dot_general")}
    assert masks["dot_general/integer-overflow"] == [[True], [False]]
    assert run("dot_general", lhs, rhs, dot_dimension_numbers=dn,
               result_type=TensorType((2, 1), T["i8"])).tolist() == [[-56], [2]]
    algorithm = StructAttr("dot_algorithm", (("lhs_precision_type", TF32),
                                             ("rhs_precision_type", TF32),
                                             ("accumulation_type", T["f32"])))
    entry = next(u for u in unspecified("dot_general") if u.id.endswith("algorithm-precision"))
    f32 = np.ones((1, 2), np.float32), np.ones((2, 1), np.float32)
    assert entry.mask(*f32, algorithm=algorithm).all()
    assert not entry.mask(*f32, algorithm=None).any()
    assert not entry.mask(lhs, rhs, algorithm=algorithm).any()  # integers: no float rounding
    bf16 = (np.ones((1, 2), ml_dtypes.bfloat16),) * 2
    assert not entry.mask(*bf16, algorithm=algorithm).any()  # tf32 is wider than bf16


def test_dot_general_unspecified_not_representable():
    lhs = np.array([[6.0, 6.0]], ml_dtypes.float4_e2m1fn)
    rhs = np.array([[1.0], [0.5]], ml_dtypes.float4_e2m1fn)
    entry = next(u for u in unspecified("dot_general") if u.id.endswith("not-representable"))
    assert entry.mask(lhs, rhs, dot_dimension_numbers=dot_numbers(lc=[1], rc=[0])).all()


def test_dot_legacy_matrix_vector():
    lhs = np.array([[1, 2, 3], [4, 5, 6]], np.int32)
    rhs = np.array([1, 0, -1], np.int32)
    assert run("dot", lhs, rhs, result_type=TensorType((2,), T["i32"])).tolist() == [-2, -2]
    assert run("dot", rhs, rhs, result_type=TensorType((), T["i32"])).tolist() == 2
    with pytest.raises(EvaluationError):
        run("dot", np.zeros((1, 1, 1), np.int32), rhs, result_type=TensorType((), T["i32"]))


# ---------------------------------------------------------------------------------------------
# convolution against the spec's formulas, one result element at a time

def conv_oracle(lhs, rhs, strides, padding, lhs_dilation, rhs_dilation, reversal, dn,
                feature_group_count, batch_group_count):
    """The spec's semantics with Python integers: groups by split / concatenate, then for each
    output element the dot product of the padded, dilated, sliced, reversed lhs window with
    rhs."""
    def split(x, parts, dim):
        return np.split(x, parts, axis=dim)

    if feature_group_count > 1 or batch_group_count > 1:
        parts = max(feature_group_count, batch_group_count)
        lhs_dim = dn.input_feature_dimension if feature_group_count > 1 else dn.input_batch_dimension
        results = [conv_oracle(l, r, strides, padding, lhs_dilation, rhs_dilation, reversal, dn, 1, 1)
                   for l, r in zip(split(lhs, parts, lhs_dim),
                                   split(rhs, parts, dn.kernel_output_feature_dimension))]
        return np.concatenate(results, axis=dn.output_feature_dimension)
    spatial = len(dn.input_spatial_dimensions)
    # padded_lhs along each spatial dimension: position p holds lhs index (p - lo) / dilation
    padded_size, window_size, num_windows = [], [], []
    for d in range(spatial):
        size = lhs.shape[dn.input_spatial_dimensions[d]]
        dilated = 0 if size == 0 else (size - 1) * lhs_dilation[d] + 1
        padded = padding[d][0] + dilated + padding[d][1]
        k = rhs.shape[dn.kernel_spatial_dimensions[d]]
        window = 0 if k == 0 else (k - 1) * rhs_dilation[d] + 1
        padded_size.append(padded)
        window_size.append(k)
        empty = padded == 0 or window > padded
        num_windows.append(0 if empty else (padded - window) // strides[d] + 1)

    def padded_lhs(b, position, c):
        index = [0] * lhs.ndim
        index[dn.input_batch_dimension], index[dn.input_feature_dimension] = b, c
        for d, p in enumerate(position):
            offset = p - padding[d][0]
            if offset < 0 or offset % lhs_dilation[d]:
                return 0
            i = offset // lhs_dilation[d]
            if i >= lhs.shape[dn.input_spatial_dimensions[d]]:
                return 0
            index[dn.input_spatial_dimensions[d]] = i
        return int(lhs[tuple(index)])

    batch = lhs.shape[dn.input_batch_dimension]
    features = lhs.shape[dn.input_feature_dimension]
    outputs = rhs.shape[dn.kernel_output_feature_dimension]
    result_shape = [0] * lhs.ndim
    result_shape[dn.output_batch_dimension] = batch
    result_shape[dn.output_feature_dimension] = outputs
    for d in range(spatial):
        result_shape[dn.output_spatial_dimensions[d]] = num_windows[d]
    result = np.zeros(result_shape, object)
    for b, o, f in itertools.product(range(batch), itertools.product(*map(range, num_windows)),
                                     range(outputs)):
        total = 0
        for k in itertools.product(*map(range, window_size)):
            # reversed_lhs_window[k] = lhs_window[size - 1 - k] along reversed dimensions
            source = [w - 1 - i if rev else i for i, w, rev in zip(k, window_size, reversal)]
            position = [o[d] * strides[d] + source[d] * rhs_dilation[d] for d in range(spatial)]
            for c in range(features):
                kernel_index = [0] * rhs.ndim
                kernel_index[dn.kernel_input_feature_dimension] = c
                kernel_index[dn.kernel_output_feature_dimension] = f
                for d in range(spatial):
                    kernel_index[dn.kernel_spatial_dimensions[d]] = k[d]
                total += padded_lhs(b, position, c) * int(rhs[tuple(kernel_index)])
        index = [0] * lhs.ndim
        index[dn.output_batch_dimension], index[dn.output_feature_dimension] = b, f
        for d in range(spatial):
            index[dn.output_spatial_dimensions[d]] = o[d]
        result[tuple(index)] = total
    return result




def _oracle(lhs, rhs, a):
    return conv_oracle(lhs, rhs, a["window_strides"], a["padding"].tolist(), a["lhs_dilation"],
                       a["rhs_dilation"], a["window_reversal"], a["dimension_numbers"],
                       a["feature_group_count"], a["batch_group_count"])


@settings(max_examples=80, deadline=None)
@given(conv_cases(), st.sampled_from(INTEGER_TYPES), st.integers(0, 2 ** 32))
def test_convolution_matches_the_spec_formulas(config, et_name, seed):
    lhs_shape, rhs_shape, attributes = config
    et, rng = T[et_name], np.random.default_rng(seed)
    lhs, rhs = integers(rng, lhs_shape, et), integers(rng, rhs_shape, et)
    expected = _oracle(lhs, rhs, attributes)
    result = run("convolution", lhs, rhs, result_type=TensorType(expected.shape, et), **attributes)
    assert result.dtype == et.dtype and result.shape == expected.shape
    assert python_ints(result).tolist() == np.vectorize(
        lambda v: wrap(int(v), et), otypes=[object])(expected).tolist() if expected.size else True


@settings(max_examples=20, deadline=None)
@given(conv_cases(), st.integers(0, 2 ** 32))
def test_dynamic_conv_reads_padding_from_its_operand(config, seed):
    lhs_shape, rhs_shape, attributes = config
    rng = np.random.default_rng(seed)
    lhs, rhs = integers(rng, lhs_shape, T["i16"]), integers(rng, rhs_shape, T["i16"])
    padding = attributes.pop("padding")
    expected = _oracle(lhs, rhs, {**attributes, "padding": padding})
    result = run("dynamic_conv", lhs, rhs, padding.astype(np.int8),
                 result_type=TensorType(expected.shape, T["i16"]), **attributes)
    assert python_ints(result).tolist() == np.vectorize(
        lambda v: wrap(int(v), T["i16"]), otypes=[object])(expected).tolist() \
        if expected.size else result.shape == expected.shape


def test_convolution_spec_example():
    result = run("convolution", SPEC_LHS, np.ones((3, 3, 1, 1), np.int64),
                 padding=np.zeros((2, 2), np.int64), result_type=TensorType((1, 2, 2, 1), T["i64"]),
                 **SPEC_ATTRIBUTES)
    assert result.tolist() == [[[[10], [26]], [[46], [62]]]]


def test_dynamic_conv_spec_example_with_valid_dimension_numbers():
    # The spec's example has input_spatial_dimensions = [0, 1] (a typo, see NOTES.md); with
    # [1, 2] its stated result holds, and the typo is rejected.
    result = run("dynamic_conv", SPEC_LHS, np.ones((3, 3, 1, 1), np.int64),
                 np.ones((2, 2), np.int64), result_type=TensorType((1, 2, 2, 1), T["i64"]),
                 **SPEC_ATTRIBUTES)
    assert result.tolist() == [[[[1], [5]], [[10], [14]]]]
    typo = ConvDimensionNumbers(0, 3, (0, 1), 2, 3, (0, 1), 0, 3, (1, 2))
    with pytest.raises(EvaluationError, match="each once"):
        run("dynamic_conv", SPEC_LHS, np.ones((3, 3, 1, 1), np.int64), np.ones((2, 2), np.int64),
            result_type=TensorType((1, 2, 2, 1), T["i64"]),
            **{**SPEC_ATTRIBUTES, "dimension_numbers": typo})


def test_convolution_f32_accumulates_in_float64():
    # A 1-D window [1, 2^-24, 2^-24] of ones: 1 + 2^-23 exactly, which f32 accumulation loses.
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = np.array([[[1.0, 2.0 ** -24, 2.0 ** -24]]], np.float32)
    result = run("convolution", lhs, np.ones((1, 1, 3), np.float32), dimension_numbers=dn,
                 feature_group_count=1, batch_group_count=1,
                 result_type=TensorType((1, 1, 1), T["f32"]))
    assert result.dtype == np.float32 and result.tolist() == [[[1 + 2.0 ** -23]]]


def test_convolution_float_padding_does_not_poison_nan_free_windows():
    # Padding reads zeros: an infinite kernel value over padding is inf * 0 = NaN, as the spec's
    # padded lhs (zeros) times rhs gives; valid windows keep their values.
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = np.array([[[2.0, 3.0]]], np.float64)
    rhs = np.array([[[np.inf, 1.0]]], np.float64)
    result = run("convolution", lhs, rhs, padding=np.array([[1, 0]]), dimension_numbers=dn,
                 feature_group_count=1, batch_group_count=1,
                 result_type=TensorType((1, 1, 2), T["f64"]))
    assert np.isnan(result[0, 0, 0]) and result[0, 0, 1] == np.inf


def test_convolution_booleans_and_complex():
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = np.array([[[False, True, False]]])
    rhs = np.array([[[True, False]]])
    result = run("convolution", lhs, rhs, dimension_numbers=dn, feature_group_count=1,
                 batch_group_count=1, result_type=TensorType((1, 1, 2), T["i1"]))
    assert result.tolist() == [[[False, True]]]
    lhs = np.array([[[1j, 2.0]]], np.complex128)
    rhs = np.array([[[1j, 1.0]]], np.complex128)
    result = run("convolution", lhs, rhs, dimension_numbers=dn, feature_group_count=1,
                 batch_group_count=1, result_type=TensorType((1, 1, 1), T["complex<f64>"]))
    assert result.tolist() == [[[1j * 1j + 2.0]]]


@pytest.mark.parametrize("change", [
    dict(feature_group_count=2, batch_group_count=2),
    dict(feature_group_count=0),
    dict(window_strides=(0,)),
    dict(lhs_dilation=(1, 1)),
    dict(dimension_numbers=ConvDimensionNumbers(0, 1, (1,), 1, 0, (2,), 0, 1, (2,))),
])
def test_convolution_rejects_violated_constraints(change):
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    attributes = {"dimension_numbers": dn, "feature_group_count": 1, "batch_group_count": 1,
                  **change}
    with pytest.raises(EvaluationError):
        run("convolution", np.zeros((2, 2, 3), np.int32), np.zeros((2, 2, 1), np.int32),
            result_type=TensorType((2, 2, 3), T["i32"]), **attributes)


def test_convolution_unspecified_integer_overflow():
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = np.array([[[127, 1, 1]]], np.int8)
    rhs = np.array([[[1, 1]]], np.int8)
    entry = next(u for u in unspecified("convolution") if u.id.endswith("integer-overflow"))
    mask = entry.mask(lhs, rhs, dimension_numbers=dn, feature_group_count=1, batch_group_count=1)
    assert mask.tolist() == [[[True, False]]]
    result = run("convolution", lhs, rhs, dimension_numbers=dn, feature_group_count=1,
                 batch_group_count=1, result_type=TensorType((1, 1, 2), T["i8"]))
    assert result.tolist() == [[[-128, 2]]]


def test_convolution_benchmark_shape_is_vectorized():
    # 1x32x32x16 with a 3x3x16x16 kernel (the benchmark) against a plain numpy loop over
    # the 9 kernel positions.
    rng = np.random.default_rng(0)
    lhs = rng.standard_normal((1, 32, 32, 16)).astype(np.float32)
    rhs = rng.standard_normal((3, 3, 16, 16)).astype(np.float32)
    result = run("convolution", lhs, rhs, dimension_numbers=NHWC, feature_group_count=1,
                 batch_group_count=1, result_type=TensorType((1, 30, 30, 16), T["f32"]))
    expected = sum(lhs[0, i:i + 30, j:j + 30, :].astype(np.float64) @ rhs[i, j].astype(np.float64)
                   for i in range(3) for j in range(3))
    assert np.allclose(result[0], expected, rtol=1e-6, atol=1e-5)
    assert math.isfinite(float(np.abs(result).max()))


def test_convolution_overflow_mask_with_padding_and_huge_integers():
    """The integer-overflow mask computes the exact sums with Python integers; padding zeros
    among them used to raise OverflowError in numpy's object matmul."""
    text = '''func.func @main(%a: tensor<1x3x1xi64>, %b: tensor<2x1x1xi64>) -> tensor<1x4x1xi64> {
      %r = "stablehlo.convolution"(%a, %b) {dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
        feature_group_count = 1 : i64, batch_group_count = 1 : i64,
        padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<1x3x1xi64>, tensor<2x1x1xi64>) -> tensor<1x4x1xi64>
      return %r : tensor<1x4x1xi64>
    }'''
    module = spec.parse(text)
    lhs = np.array([[[2 ** 62], [3], [-(2 ** 62)]]], np.int64)
    rhs = np.array([[[4]], [[1]]], np.int64)
    mask = Interpreter(module).unspecified_mask(module.funcs[0].ops[0], [lhs, rhs])
    # padded lhs [0, 2^62, 3, -2^62, 0] against the kernel [4, 1]: 0*4 + 2^62 fits,
    # 2^62*4 + 3 = 2^64 + 3 overflows, 3*4 - 2^62 fits, -2^62*4 + 0 = -2^64 overflows
    assert np.broadcast_to(mask, (1, 4, 1)).ravel().tolist() == [False, True, False, True]


@pytest.mark.parametrize("result, overflows", [("i32", False), ("i8", True)])
def test_integer_overflow_is_judged_in_the_result_type(result, overflows):
    """int8 x int8 accumulated into int32 (JAX's preferred_element_type) cannot overflow at
    these sizes: its mask is clear. An int8 result of the same sums overflows. (A mask read
    from the operands' int8 masked every element of a model's quantized dense layer.)"""
    text = f"""func.func @main(%a: tensor<2x4xi8>, %b: tensor<4x3xi8>) -> tensor<2x3x{result}> {{
      %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3x{result}>
      return %r : tensor<2x3x{result}>
    }}"""
    module = spec.parse(text)
    a = np.full((2, 4), 127, np.int8)
    b = np.full((4, 3), -128, np.int8)
    mask = Interpreter(module).unspecified_mask(module.funcs[0].ops[0], [a, b])
    assert bool(np.all(mask)) is overflows and bool(np.any(mask)) is overflows


@pytest.mark.skipif(values.EXTENDED_COMPLEX is None,
                    reason="this platform's long double is double: the substitution runs in "
                           "complex128, which overflows here")
def test_complex_triangular_solve_near_the_largest_double_does_not_overflow():
    """[[1, 0], [-1 - 2i, 4]] x = [-1.2e308i, 0]: x0 = -1.2e308i, x1 = (1 + 2i) x0 / 4 =
    0.6e308 - 0.3e308i, finite; in complex128 the product (1 + 2i) x0 = 2.4e308 - 1.2e308i
    overflows on the way to it (inf, then NaN, as in the campaign's finding
    184ae0999e37ec33)."""
    a = np.array([[1, 0], [-1 - 2j, 4]], np.complex128)
    b = np.array([[-1.2e308j], [0]], np.complex128)
    (x,) = reference.evaluate('''func.func @main(%a: tensor<2x2xcomplex<f64>>, %b: tensor<2x1xcomplex<f64>>) -> tensor<2x1xcomplex<f64>> {
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>) -> tensor<2x1xcomplex<f64>>
  "func.return"(%x) : (tensor<2x1xcomplex<f64>>) -> ()
}''', [a, b])
    assert np.isfinite(x).all()
    np.testing.assert_allclose(x[:, 0], [-1.2e308j, 0.6e308 - 0.3e308j], rtol=1e-15)


NUMPY_EMPTY_EINSUM = """
import numpy as np
for _ in range(100):
    np.einsum("...j,...jk->...k", np.ones((3, 1), np.clongdouble), np.zeros((3, 1, 0), np.clongdouble))
"""


@pytest.mark.parametrize("transpose_a", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
@pytest.mark.parametrize("left_side", [True, False])
def test_complex_triangular_solve_of_an_empty_right_hand_side(left_side, transpose_a):
    """b with no columns (rows): the solution is empty. The substitution never reaches numpy's
    einsum, which corrupts the heap on empty clongdouble results (the reproducer below)."""
    b_shape = "3x2x0" if left_side else "3x0x2"
    (x,) = reference.evaluate(f'''func.func @main(%a: tensor<3x2x2xcomplex<f64>>, %b: tensor<{b_shape}xcomplex<f64>>) -> tensor<{b_shape}xcomplex<f64>> {{
  %x = "stablehlo.triangular_solve"(%a, %b) {{left_side = {str(left_side).lower()}, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose {transpose_a}>}} : (tensor<3x2x2xcomplex<f64>>, tensor<{b_shape}xcomplex<f64>>) -> tensor<{b_shape}xcomplex<f64>>
  "func.return"(%x) : (tensor<{b_shape}xcomplex<f64>>) -> ()
}}''', [np.ones((3, 2, 2), np.complex128), np.zeros(tuple(map(int, b_shape.split("x"))), np.complex128)])
    assert x.shape == tuple(map(int, b_shape.split("x"))) and x.dtype == np.complex128


@pytest.mark.skipif(values.EXTENDED_COMPLEX is None,
                    reason="this platform's long double is double: there is no clongdouble einsum")
def test_numpy_einsum_of_an_empty_clongdouble_result_still_corrupts_the_heap(tmp_path):
    """The bare numpy reproducer behind the guard in reference/ops/numerics._substitute: when a
    numpy release fixes it, this fails and the guard can go. Whether glibc notices the
    corruption depends on the heap's layout (stderr a pipe or not, the working directory: one
    run with a pipe, in the checkout, went through), so the reproducer runs in a few layouts
    and one abort is enough."""
    codes = []
    for stderr in (subprocess.DEVNULL, subprocess.PIPE):
        for allocator in ({}, {"PYTHONMALLOC": "malloc"}):
            run = subprocess.run([sys.executable, "-c", NUMPY_EMPTY_EINSUM], cwd=tmp_path,
                                 stdout=subprocess.DEVNULL, stderr=stderr, timeout=120,
                                 env={**os.environ, "MALLOC_CHECK_": "3", **allocator})
            codes.append(run.returncode)
    assert any(code != 0 for code in codes), \
        f"numpy's empty clongdouble einsum no longer crashes (exit codes {codes})"


@pytest.mark.parametrize("operand, result", [("i8", "i16"), ("i16", "i32"), ("ui16", "ui32"),
                                             ("i32", "i32"), ("ui32", "ui32")])
def test_dot_general_overflow_mask_matches_python_integers(operand, result):
    """The integer-overflow mask sums in int64 where that is exact (i8, i16 operands) and in
    Python integers otherwise (i32 x i32 products may not fit): either way it marks exactly the
    sums outside the result type, here at the operand type's extremes."""
    et, rt = T[operand], T[result]
    rng = np.random.default_rng(0)
    lhs = rng.choice([et.min_value, et.max_value, 0, 1], (3, 5)).astype(et.dtype)
    rhs = rng.choice([et.min_value, et.max_value, -1 if et.min_value else 1], (5, 4)).astype(et.dtype)
    lhs[0], rhs[:, 0], lhs[1] = et.max_value, et.max_value, 0  # one sum overflows, a row cannot
    lhs[2], rhs[:, 1] = [et.min_value] * 4 + [0], [et.min_value] * 4 + [0]  # i32: 2^64, 0 in int64
    text = f"""func.func @main(%a: tensor<3x5x{operand}>, %b: tensor<5x4x{operand}>) -> tensor<3x4x{result}> {{
      %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x5x{operand}>, tensor<5x4x{operand}>) -> tensor<3x4x{result}>
      return %r : tensor<3x4x{result}>
    }}"""
    module = spec.parse(text)
    mask = Interpreter(module).unspecified_mask(module.funcs[0].ops[0], [lhs, rhs])
    sums = [[sum(int(lhs[i, k]) * int(rhs[k, j]) for k in range(5)) for j in range(4)]
            for i in range(3)]
    expected = [[not rt.min_value <= s <= rt.max_value for s in row] for row in sums]
    assert np.broadcast_to(mask, (3, 4)).tolist() == expected
    assert any(map(any, expected)) and not all(map(all, expected))
