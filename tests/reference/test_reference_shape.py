"""The reference's shape ops (broadcast_in_dim, dynamic_broadcast_in_dim, reshape, dynamic_reshape,
transpose, reverse, concatenate, iota, dynamic_iota, get_dimension_size).

Expected values come from the spec's formulas evaluated one result element at a time in Python
(`result[result_index] = operand[operand_index]` with operand_index computed by the formula), and
are compared bit for bit: data movement keeps NaN payloads and signed zeros. iota's values are
Python integers, rounded by the float-format model of test_reference_values where the spec leaves
the result open."""
from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import reference
from reference.errors import EvaluationError
from reference.ops import IMPLEMENTATIONS, unspecified
from reference.values import QuantizedTensor, from_bit_pattern
from spec.types import ELEMENT_TYPES, INDEX, QuantizedElementType, TensorType
from tests.helpers.floats import correctly_rounded

T = ELEMENT_TYPES
I64, F32 = T["i64"], T["f32"]


def run(name, *operands, **attributes):
    impl = IMPLEMENTATIONS[f"stablehlo.{name}"]
    return impl.fn(*operands, **{k: v for k, v in attributes.items() if k in impl.keywords})


def tt(shape, et=I64) -> TensorType:
    return TensorType(tuple(shape), et)


def arbitrary(shape, name, seed=0) -> np.ndarray:
    """Elements of type `name` from random bit patterns (NaNs with payloads, -0, subnormals)."""
    et = T[name]
    if et.kind == "complex":
        parts = [arbitrary(shape, et.component.name, seed + k) for k in (1, 2)]
        return (parts[0] + 1j * parts[1].astype(et.dtype)).astype(et.dtype)
    bits = np.random.default_rng(seed).integers(0, 2 ** 63, size=shape, dtype=np.uint64)
    return from_bit_pattern(bits & np.uint64((1 << et.bits) - 1), et)


def formula(operand: np.ndarray, shape, operand_index) -> np.ndarray:
    """The array `result[result_index] = operand[operand_index(result_index)]`, built one element
    at a time."""
    result = np.empty(shape, operand.dtype)
    for index in itertools.product(*map(range, shape)):
        result[index] = operand[tuple(operand_index(index))]
    return result


def assert_same(actual, expected):
    """Same shape, dtype and bits."""
    assert isinstance(actual, np.ndarray) and actual.shape == expected.shape
    assert actual.dtype == expected.dtype
    as_bytes = lambda x: np.ascontiguousarray(x).view(np.uint8)  # noqa: E731
    assert np.array_equal(as_bytes(actual), as_bytes(expected)), (actual, expected)


EVERY_TYPE = list(T)


# ---------------------------------------------------------------------------------------------
# Every element type moves bit for bit

@pytest.mark.parametrize("name", EVERY_TYPE)
def test_every_op_moves_every_element_type_bit_for_bit(name):
    et = T[name]
    x = arbitrary((2, 1, 3), name)
    assert_same(run("broadcast_in_dim", x, broadcast_dimensions=(2, 0, 1),
                    result_type=tt((4, 3, 2), et)),
                formula(x, (4, 3, 2), lambda i: (i[2], 0, i[1])))
    assert_same(run("dynamic_broadcast_in_dim", x, np.array([4, 3, 2]),
                    broadcast_dimensions=(2, 0, 1), result_type=tt((None,) * 3, et)),
                formula(x, (4, 3, 2), lambda i: (i[2], 0, i[1])))
    assert_same(run("reshape", x, result_type=tt((3, 2), et)),
                formula(x, (3, 2), lambda i: ((2 * i[0] + i[1]) // 3, 0, (2 * i[0] + i[1]) % 3)))
    assert_same(run("transpose", x, permutation=(2, 0, 1), result_type=tt((3, 2, 1), et)),
                formula(x, (3, 2, 1), lambda i: (i[1], i[2], i[0])))
    assert_same(run("reverse", x, dimensions=(0, 2), result_type=tt((2, 1, 3), et)),
                formula(x, (2, 1, 3), lambda i: (1 - i[0], i[1], 2 - i[2])))
    y = arbitrary((2, 1, 2), name, seed=7)
    assert_same(run("concatenate", [x, y], dimension=2, result_type=tt((2, 1, 5), et)),
                np.array([[list(x[0, 0]) + list(y[0, 0])], [list(x[1, 0]) + list(y[1, 0])]],
                         dtype=x.dtype))
    assert run("get_dimension_size", x, dimension=2) == 3


# ---------------------------------------------------------------------------------------------
# The spec's formulas on generated shapes

@st.composite
def shapes(draw, min_rank=0, max_rank=4):
    return tuple(draw(st.lists(st.integers(0, 3), min_size=min_rank, max_size=max_rank)))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_broadcast_in_dim_formula(data):
    result_shape = data.draw(shapes())
    broadcast_dimensions = tuple(data.draw(st.permutations(range(len(result_shape))))[
        :data.draw(st.integers(0, len(result_shape)))])
    operand_shape = tuple(data.draw(st.sampled_from([1, result_shape[b]]))
                          for b in broadcast_dimensions)
    operand = arbitrary(operand_shape, "f64")
    expected = formula(operand, result_shape, lambda i: [
        0 if operand_shape[d] == 1 else i[b] for d, b in enumerate(broadcast_dimensions)])
    assert_same(run("broadcast_in_dim", operand, broadcast_dimensions=broadcast_dimensions,
                    result_type=tt(result_shape, T["f64"])), expected)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_reshape_formula(data):
    """result_index and operand_index have the same position in the lexicographic order."""
    operand_shape, result_shape = data.draw(shapes()), data.draw(shapes())
    size = int(np.prod(operand_shape))
    if int(np.prod(result_shape)) != size:
        result_shape = (size,)
    operand = arbitrary(operand_shape, "i8")
    positions = list(itertools.product(*map(range, operand_shape)))
    order = {r: positions[k] for k, r in
             enumerate(itertools.product(*map(range, result_shape)))}
    assert_same(run("reshape", operand, result_type=tt(result_shape, T["i8"])),
                formula(operand, result_shape, order.__getitem__))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_transpose_formula(data):
    """result_index[d] = operand_index[permutation[d]]."""
    operand_shape = data.draw(shapes())
    permutation = tuple(data.draw(st.permutations(range(len(operand_shape)))))
    result_shape = tuple(operand_shape[p] for p in permutation)
    operand = arbitrary(operand_shape, "bf16")

    def operand_index(result_index):
        index = [0] * len(permutation)
        for d, p in enumerate(permutation):
            index[p] = result_index[d]
        return index

    assert_same(run("transpose", operand, permutation=permutation,
                    result_type=tt(result_shape, T["bf16"])),
                formula(operand, result_shape, operand_index))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_reverse_formula(data):
    """operand_index[d] = dim(result, d) - result_index[d] - 1 for d in dimensions."""
    shape = data.draw(shapes())
    dimensions = tuple(data.draw(st.lists(st.integers(0, len(shape) - 1), unique=True))
                       if shape else ())
    operand = arbitrary(shape, "ui4")
    expected = formula(operand, shape, lambda i: [shape[d] - i[d] - 1 if d in dimensions else i[d]
                                                  for d in range(len(shape))])
    assert_same(run("reverse", operand, dimensions=dimensions, result_type=tt(shape, T["ui4"])),
                expected)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_concatenate_formula(data):
    """result[..., id, ...] = inputs[k][..., kd, ...] where id = d0 + ... + dk-1 + kd."""
    shape = data.draw(shapes(min_rank=1))
    dimension = data.draw(st.integers(0, len(shape) - 1))
    sizes = data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=4))
    inputs = [arbitrary(shape[:dimension] + (s,) + shape[dimension + 1:], "f8E4M3FN", seed=k)
              for k, s in enumerate(sizes)]
    result_shape = shape[:dimension] + (sum(sizes),) + shape[dimension + 1:]
    starts = np.cumsum([0] + sizes)
    result = np.empty(result_shape, inputs[0].dtype)
    for index in itertools.product(*map(range, result_shape)):
        k = int(np.searchsorted(starts, index[dimension], side="right")) - 1
        kd = index[dimension] - starts[k]
        result[index] = inputs[k][index[:dimension] + (kd,) + index[dimension + 1:]]
    assert_same(run("concatenate", inputs, dimension=dimension,
                    result_type=tt(result_shape, T["f8E4M3FN"])), result)


# ---------------------------------------------------------------------------------------------
# Spec examples, rank 0 and empty tensors

def test_broadcast_in_dim_spec_example():
    operand = np.array([[1, 2, 3]], np.int32)
    result = run("broadcast_in_dim", operand, broadcast_dimensions=(2, 1),
                 result_type=tt((2, 3, 2), T["i32"]))
    assert result.tolist() == [[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]


def test_rank0_results_are_arrays():
    x = np.array(-0.0)
    f64 = T["f64"]
    for result in (run("reverse", x, dimensions=(), result_type=tt((), f64)),
                   run("transpose", x, permutation=(), result_type=tt((), f64)),
                   run("reshape", np.array([[-0.0]]), result_type=tt((), f64)),
                   run("broadcast_in_dim", x, broadcast_dimensions=(), result_type=tt((), f64)),
                   run("dynamic_reshape", np.array([-0.0]), np.array([], np.int64),
                       result_type=tt((), f64))):
        assert_same(result, np.array(-0.0))


def test_results_are_row_major_arrays():
    """Values are ordinary row-major arrays, even where numpy would give a strided view."""
    x = np.arange(6).reshape(2, 3)
    for result in (run("transpose", x, permutation=(1, 0), result_type=tt((3, 2))),
                   run("reverse", x, dimensions=(1,), result_type=tt((2, 3))),
                   run("broadcast_in_dim", np.array(7), broadcast_dimensions=(),
                       result_type=tt((2, 3))),
                   run("iota", iota_dimension=1, result_type=tt((2, 3)))):
        assert result.flags.c_contiguous and result.flags.writeable


def test_empty_tensors():
    empty = np.zeros((0, 3), np.int64)
    assert run("broadcast_in_dim", np.array([[5, 6, 7]]), broadcast_dimensions=(0, 1),
               result_type=tt((0, 3))).shape == (0, 3)
    assert run("broadcast_in_dim", empty, broadcast_dimensions=(1, 2),
               result_type=tt((2, 0, 3))).shape == (2, 0, 3)
    assert run("reshape", empty, result_type=tt((3, 0, 5))).shape == (3, 0, 5)
    assert run("transpose", empty, permutation=(1, 0), result_type=tt((3, 0))).shape == (3, 0)
    assert run("reverse", empty, dimensions=(0, 1), result_type=tt((0, 3))).shape == (0, 3)
    assert run("concatenate", [empty, np.ones((2, 3), np.int64)], dimension=0,
               result_type=tt((2, 3))).tolist() == [[1, 1, 1], [1, 1, 1]]
    assert run("iota", iota_dimension=1, result_type=tt((0, 4))).shape == (0, 4)
    assert run("dynamic_iota", np.array([3, 0]), iota_dimension=0,
               result_type=tt((None, None))).shape == (3, 0)
    assert run("get_dimension_size", empty, dimension=0) == 0


# ---------------------------------------------------------------------------------------------
# Dynamic shapes from operand values

SHAPE_TYPES = ["i8", "i16", "i32", "i64", "ui4", "ui8", "ui16", "ui32", "ui64"]


@pytest.mark.parametrize("name", SHAPE_TYPES + ["index"])
def test_shapes_from_every_integer_type(name):
    dtype = INDEX.dtype if name == "index" else T[name].dtype
    sizes = np.array([2, 3], dtype)
    operand = np.array([[1], [2]], np.int64)
    result = run("dynamic_broadcast_in_dim", operand, sizes, broadcast_dimensions=(0, 1),
                 result_type=tt((None, None)))
    assert result.tolist() == [[1, 1, 1], [2, 2, 2]]
    assert run("dynamic_reshape", np.arange(6), sizes, result_type=tt((None, None))).tolist() \
        == [[0, 1, 2], [3, 4, 5]]
    assert run("dynamic_iota", sizes, iota_dimension=1, result_type=tt((None, None))).tolist() \
        == [[0, 1, 2], [0, 1, 2]]


def test_dynamic_ops_through_the_interpreter():
    text = """
    func.func @main(%x: tensor<?xf32>, %shape: tensor<2xui32>) -> (tensor<?x?xf32>, tensor<i32>, tensor<?x?xi32>) {
      %r = "stablehlo.dynamic_reshape"(%x, %shape) : (tensor<?xf32>, tensor<2xui32>) -> tensor<?x?xf32>
      %n = "stablehlo.get_dimension_size"(%r) {dimension = 1 : i64} : (tensor<?x?xf32>) -> tensor<i32>
      %i = "stablehlo.dynamic_iota"(%shape) {iota_dimension = 0 : i64} : (tensor<2xui32>) -> tensor<?x?xi32>
      return %r, %n, %i : tensor<?x?xf32>, tensor<i32>, tensor<?x?xi32>
    }"""
    r, n, i = reference.evaluate(text, [np.arange(6, dtype=np.float32),
                                        np.array([3, 2], np.uint32)])
    assert r.tolist() == [[0, 1], [2, 3], [4, 5]] and r.dtype == np.float32
    assert n.shape == () and n.dtype == np.int32 and n == 2
    assert i.tolist() == [[0, 0], [1, 1], [2, 2]] and i.dtype == np.int32


def test_dynamic_result_contradicting_a_static_result_dimension_is_an_error():
    text = """
    func.func @main(%shape: tensor<2xi64>) -> tensor<2x?xf32> {
      %r = "stablehlo.dynamic_iota"(%shape) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<2x?xf32>
      return %r : tensor<2x?xf32>
    }"""
    assert reference.evaluate(text, [np.array([2, 5])])[0].shape == (2, 5)
    with pytest.raises(EvaluationError, match="expected shape 2x"):
        reference.evaluate(text, [np.array([3, 5])])


def test_dynamic_broadcast_in_dim_operand_dimension_neither_1_nor_the_result_size():
    with pytest.raises(EvaluationError, match="dynamic_broadcast_in_dim_c5"):
        run("dynamic_broadcast_in_dim", np.zeros((2, 3)), np.array([4, 3]),
            broadcast_dimensions=(0, 1), result_type=tt((None, None), T["f64"]))


def test_dynamic_reshape_of_another_size():
    with pytest.raises(EvaluationError, match="dynamic_reshape_c2"):
        run("dynamic_reshape", np.zeros((2, 3)), np.array([4, 2]),
            result_type=tt((None, None), T["f64"]))


@pytest.mark.parametrize("op, operands, attributes", [
    ("dynamic_iota", [], {"iota_dimension": 0}),
    ("dynamic_reshape", [np.zeros(4)], {}),
    ("dynamic_broadcast_in_dim", [np.zeros(1)], {"broadcast_dimensions": (0,)}),
])
def test_bad_shape_operands(op, operands, attributes):
    rank1 = tt((None,), T["f64"])
    with pytest.raises(EvaluationError, match="negative size"):
        run(op, *operands, np.array([-4], np.int8), result_type=rank1, **attributes)
    with pytest.raises(EvaluationError, match="one size per result dimension"):
        run(op, *operands, np.array([2, 2]), result_type=rank1, **attributes)
    with pytest.raises(EvaluationError, match="beyond the tensors"):
        run(op, *operands, np.array([2 ** 64 - 1], np.uint64), result_type=rank1, **attributes)


def test_static_ops_with_a_dynamic_result_type_point_to_their_dynamic_variant():
    with pytest.raises(EvaluationError, match="dynamic_reshape"):
        run("reshape", np.zeros(4), result_type=tt((None,), T["f64"]))
    with pytest.raises(EvaluationError, match="dynamic_iota"):
        run("iota", iota_dimension=0, result_type=tt((None,), T["f64"]))
    with pytest.raises(EvaluationError, match="dynamic_broadcast_in_dim"):
        run("broadcast_in_dim", np.zeros(1), broadcast_dimensions=(0,),
            result_type=tt((None,), T["f64"]))


# ---------------------------------------------------------------------------------------------
# dynamic_broadcast_in_dim's known_*_dimensions

def hint_masks(operand, output_dimensions, **attributes):
    return {u.id: bool(u.mask(operand, output_dimensions, **attributes))
            for u in unspecified("dynamic_broadcast_in_dim")}


@pytest.mark.parametrize("expanding, nonexpanding, contradicted", [
    ((), (), False),
    ((0,), (1,), False),  # the spec's example: dimension 0 (size 1) expands, 1 (size 3) does not
    ((1,), (), True),  # size 3 declared expanding
    ((), (0,), True),  # size 1 to size 2 declared non-expanding
])
def test_known_dimensions_change_nothing_and_false_ones_are_declared(expanding, nonexpanding,
                                                                    contradicted):
    operand, output_dimensions = np.array([[1, 2, 3]]), np.array([2, 3, 2])
    attributes = dict(broadcast_dimensions=(2, 1), known_expanding_dimensions=expanding,
                      known_nonexpanding_dimensions=nonexpanding)
    result = run("dynamic_broadcast_in_dim", operand, output_dimensions,
                 result_type=tt((2, 3, 2)), **attributes)
    assert result.tolist() == [[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]
    assert hint_masks(operand, output_dimensions, **attributes) == {
        "dynamic_broadcast_in_dim/known-dimensions-contradicted": contradicted}


def test_a_size_1_dimension_to_size_1_is_both_expanding_and_not():
    operand, output_dimensions = np.array([[7]]), np.array([1, 4])
    for hints in ({"known_expanding_dimensions": (0,)}, {"known_nonexpanding_dimensions": (0,)}):
        assert not any(hint_masks(operand, output_dimensions, broadcast_dimensions=(0, 1),
                                  **hints).values())


# ---------------------------------------------------------------------------------------------
# iota

INTEGERS = [n for n, t in T.items() if t.kind in ("signed", "unsigned")]
FLOATS = [n for n, t in T.items() if t.kind == "float"]


def iota_masks(shape, et, dimension):
    return {u.id: np.broadcast_to(u.mask(iota_dimension=dimension, result_type=tt(shape, et)),
                                  shape) for u in unspecified("iota")}


@pytest.mark.parametrize("name", INTEGERS)
def test_iota_integers(name):
    et = T[name]
    n = min(et.max_value + 1, 300)
    output = run("iota", iota_dimension=0, result_type=tt((n, 2), et))
    assert output.dtype == et.dtype
    assert [int(v) for v in output[:, 1]] == list(range(n))
    assert not iota_masks((n, 2), et, 0)["iota/index-not-representable"].any()


@pytest.mark.parametrize("name", ["i2", "i8", "ui2", "ui8"])
def test_iota_beyond_an_integer_type_wraps_and_is_declared(name):
    et = T[name]
    n = et.max_value + 3
    output = run("iota", iota_dimension=0, result_type=tt((n,), et))
    assert [int(v) for v in output] == [k if k <= et.max_value else k - 2 ** et.bits
                                        for k in range(n)]
    mask = iota_masks((n,), et, 0)["iota/index-not-representable"]
    assert mask.tolist() == [k > et.max_value for k in range(n)]


@pytest.mark.parametrize("name", FLOATS)
def test_iota_floats_round_to_nearest_even_and_inexact_indices_are_declared(name):
    et = T[name]
    n = 300
    output = run("iota", iota_dimension=1, result_type=tt((2, n), et))
    expected = [float(k) if name == "f64" else correctly_rounded(Fraction(k), name)
                for k in range(n)]
    assert output.dtype == et.dtype
    got = output[1].astype(np.float64)
    assert np.array_equal(got, np.array(expected), equal_nan=True)
    mask = iota_masks((2, n), et, 1)["iota/index-not-representable"]
    assert mask[0].tolist() == [not (e == k) for k, e in enumerate(expected)]


def test_iota_exact_float_indices():
    """f4E2M1FN holds 0..4 and 6; bf16 every integer up to 256; f8E8M0FNU no zero."""
    masks = lambda n, name: iota_masks((n,), T[name], 0)["iota/index-not-representable"]  # noqa
    assert masks(8, "f4E2M1FN").tolist() == [False] * 5 + [True, False, True]
    assert not masks(257, "bf16").any() and masks(258, "bf16")[257]
    assert masks(5, "f8E8M0FNU").tolist() == [True, False, False, True, False]


@pytest.mark.parametrize("name", ["complex<f32>", "complex<f64>"])
def test_iota_complex(name):
    output = run("iota", iota_dimension=0, result_type=tt((3, 2), T[name]))
    assert output.dtype == T[name].dtype
    assert output.tolist() == [[0j, 0j], [1 + 0j, 1 + 0j], [2 + 0j, 2 + 0j]]


def test_iota_every_dimension_of_rank_3():
    shape = (2, 3, 4)
    for d in range(3):
        output = run("iota", iota_dimension=d, result_type=tt(shape))
        assert all(output[i] == i[d] for i in itertools.product(*map(range, shape)))


def test_dynamic_iota_masks_take_the_shape_operand():
    [u] = unspecified("dynamic_iota")
    mask = u.mask(np.array([2, 6], np.int32), iota_dimension=1,
                  result_type=tt((None, None), T["f4E2M1FN"]))
    assert np.broadcast_to(mask, (2, 6))[1].tolist() == [False] * 5 + [True]


# ---------------------------------------------------------------------------------------------
# Quantized tensors: storage values move

PER_TENSOR = QuantizedElementType(T["i8"], -128, 127, F32, (0.5,), (-1,))


def per_axis(dimension):
    return QuantizedElementType(T["i8"], -128, 127, F32, (0.5, 0.25, 1.0), (-1, 0, 2), dimension)


def test_quantized_storage_moves_with_the_result_type():
    storage = np.array([[1, -2, 3]], np.int8)
    x = QuantizedTensor(storage, PER_TENSOR)
    cases = [
        run("transpose", x, permutation=(1, 0), result_type=tt((3, 1), PER_TENSOR)),
        run("reshape", x, result_type=tt((3,), PER_TENSOR)),
        run("reverse", x, dimensions=(1,), result_type=tt((1, 3), PER_TENSOR)),
        run("broadcast_in_dim", x, broadcast_dimensions=(0, 1),
            result_type=tt((2, 3), PER_TENSOR)),
        run("dynamic_broadcast_in_dim", x, np.array([2, 3]), broadcast_dimensions=(0, 1),
            result_type=tt((None, None), PER_TENSOR)),
        run("dynamic_reshape", x, np.array([3]), result_type=tt((None,), PER_TENSOR)),
        run("concatenate", [x, x], dimension=0, result_type=tt((2, 3), PER_TENSOR)),
    ]
    expected = [[[1], [-2], [3]], [1, -2, 3], [[3, -2, 1]], [[1, -2, 3]] * 2, [[1, -2, 3]] * 2,
                [1, -2, 3], [[1, -2, 3]] * 2]
    for result, want in zip(cases, expected):
        assert isinstance(result, QuantizedTensor) and result.element_type == PER_TENSOR
        assert result.storage.dtype == np.int8 and result.storage.tolist() == want
    assert run("get_dimension_size", x, dimension=1) == 3


def test_per_axis_quantization_dimension_follows_the_moved_axis():
    x = QuantizedTensor(np.array([[1, -2, 3]], np.int8), per_axis(1))
    result = run("transpose", x, permutation=(1, 0), result_type=tt((3, 1), per_axis(0)))
    assert result.element_type == per_axis(0) and result.storage.tolist() == [[1], [-2], [3]]
    result = run("broadcast_in_dim", x, broadcast_dimensions=(0, 2),
                 result_type=tt((1, 2, 3), per_axis(2)))
    assert result.element_type == per_axis(2) and result.storage.tolist() == [[[1, -2, 3]] * 2]


def test_requantizing_in_a_reshape_breaks_its_constraints():
    x = QuantizedTensor(np.array([1, 2], np.int8), PER_TENSOR)
    other = QuantizedElementType(T["i8"], -128, 127, F32, (0.25,), (0,))
    with pytest.raises(EvaluationError, match="no requantization"):
        run("reshape", x, result_type=tt((2,), other))


def test_iota_of_a_quantized_type_quantizes_its_indices():
    # PER_TENSOR: scale 0.5, zero point -1: index i is stored as round(i / 0.5) - 1 = 2i - 1
    out = run("iota", iota_dimension=1, result_type=tt((2, 3), PER_TENSOR))
    assert out.element_type == PER_TENSOR
    assert out.storage.tolist() == [[-1, 1, 3], [-1, 1, 3]]
    narrow = QuantizedElementType(T["i8"], -2, 2, F32, (1.0,), (0,))
    assert run("iota", iota_dimension=0, result_type=tt((4,), narrow)).storage.tolist() == \
        [0, 1, 2, 2]  # clamped to storage_max


