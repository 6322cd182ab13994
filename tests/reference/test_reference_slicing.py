"""The reference's slicing and padding ops (slice, dynamic_slice, dynamic_update_slice, pad,
dynamic_pad) against the spec's index formulas evaluated element by element in Python
(`itertools.product` over index spaces), on every element type (bit-exact: NaN payloads and -0
move unchanged), quantized storage, clamped start indices of every integer type, negative and
interior padding, empty tensors and rank 0."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
from reference.errors import EvaluationError
from reference.values import QuantizedTensor
import spec
from spec.types import DYNAMIC, ELEMENT_TYPES, INDEX, TensorType
from tests.helpers import function, i64_array, one_op, tensor_type
from tests.helpers.tensors import quantized_type, random_tensor, same_bits

T = {**ELEMENT_TYPES, "index": INDEX}


def evaluate(op: str, operands, result, attributes=None):
    """The result of `op` on `operands` ((element type name, array) pairs) of type `result` (a
    type or a (shape, element type name) pair)."""
    module, inputs = one_op(op, [(T[name], x) for name, x in operands], [result], attributes)
    return reference.evaluate(module, inputs)[0]


def from_formula(shape, dtype, element):
    """The array of `shape` whose element at each index is `element(index)`."""
    out = np.empty(shape, dtype)
    for index in itertools.product(*map(range, shape)):
        out[index] = element(index)
    return out


def integer_scalar(value: int, name: str) -> np.ndarray:
    return np.array(value, dtype=object).astype(np.uint64 if name.startswith("ui") else
                                                np.int64).astype(T[name].dtype)


# ---------------------------------------------------------------------------------------------
# slice

def slice_op(operand, name, start, limit, strides):
    shape = [-(-(lim - s) // st) for s, lim, st in zip(start, limit, strides)]
    module, inputs = one_op("slice", [(name, operand)], [(shape, name)], {
        "start_indices": i64_array(start), "limit_indices": i64_array(limit),
        "strides": i64_array(strides)})
    return reference.evaluate(module, inputs)[0]


def expected_slice(operand, start, limit, strides):
    shape = [-(-(lim - s) // st) for s, lim, st in zip(start, limit, strides)]
    return from_formula(shape, operand.dtype, lambda ri: operand[tuple(
        s + i * st for s, i, st in zip(start, ri, strides))])


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
def test_slice_moves_every_element_type_exactly(name):
    operand = random_tensor(name, (5, 7))
    start, limit, strides = (1, 0), (5, 7), (2, 3)
    assert same_bits(slice_op(operand, name, start, limit, strides),
                     expected_slice(operand, start, limit, strides))


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_slice_is_the_spec_formula(data):
    shape = data.draw(st.lists(st.integers(0, 5), min_size=0, max_size=3))
    start = [data.draw(st.integers(0, d)) for d in shape]
    limit = [data.draw(st.integers(s, d)) for s, d in zip(start, shape)]
    strides = [data.draw(st.integers(1, 4)) for _ in shape]
    operand = np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape)
    assert same_bits(slice_op(operand, "i32", start, limit, strides),
                     expected_slice(operand, start, limit, strides))


def test_slice_of_a_quantized_tensor_moves_its_storage():
    storage = np.array([-128, 0, 5, 127], np.int8)
    et = quantized_type()
    attributes = {"start_indices": i64_array([1]), "limit_indices": i64_array([4]),
                  "strides": i64_array([2])}
    module = spec.Module([function("main", [tensor_type([4], et)], lambda b, args: b.op(
        "slice", args, [tensor_type([2], et)], attributes), visibility="public")])
    result = reference.evaluate(module, [QuantizedTensor(storage, et)])[0]
    assert same_bits(result, QuantizedTensor(np.array([0, 127], np.int8), et))


@pytest.mark.parametrize("start, limit, strides, constraint", [
    ((3,), (2,), (1,), "slice_c3"), ((0,), (5,), (1,), "slice_c3"), ((-1,), (2,), (1,), "slice_c3"),
    ((0,), (2,), (0,), "slice_c4")])
def test_slice_rejects_bad_bounds(start, limit, strides, constraint):
    attributes = {"start_indices": i64_array(start), "limit_indices": i64_array(limit),
                  "strides": i64_array(strides)}
    with pytest.raises(EvaluationError, match=constraint):
        evaluate("slice", [("i32", np.arange(4, dtype=np.int32))],
                 TensorType((DYNAMIC,), T["i32"]), attributes)


# ---------------------------------------------------------------------------------------------
# dynamic_slice and dynamic_update_slice

def clamp(lo, x, hi):
    return min(max(lo, x), hi)


def dynamic_slice(operand, name, starts, index_type, sizes):
    operands = [(name, operand)] + [(index_type, integer_scalar(s, index_type)) for s in starts]
    return evaluate("dynamic_slice", operands, (sizes, T[name]),
                    {"slice_sizes": i64_array(sizes)})


def expected_dynamic_slice(operand, starts, sizes):
    adjusted = [clamp(0, s, d - size) for s, d, size in zip(starts, operand.shape, sizes)]
    return from_formula(sizes, operand.dtype,
                        lambda ri: operand[tuple(a + i for a, i in zip(adjusted, ri))])


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
def test_dynamic_slice_moves_every_element_type_exactly(name):
    operand = random_tensor(name, (4, 6))
    result = dynamic_slice(operand, name, [1, 4], "i32", [2, 3])
    assert same_bits(result, expected_dynamic_slice(operand, [1, 4], [2, 3]))


INDEX_TYPES = ["i2", "i4", "i8", "i16", "i32", "i64", "ui2", "ui4", "ui8", "ui16", "ui32",
               "ui64"]


@pytest.mark.parametrize("index_type", INDEX_TYPES)
def test_dynamic_slice_clamps_start_indices_of_every_integer_type(index_type):
    et = T[index_type]
    operand = np.arange(5 * 6, dtype=np.int64).reshape(5, 6)
    for starts in itertools.product({et.min_value, 0, 1, et.max_value}, repeat=2):
        result = dynamic_slice(operand, "i64", list(starts), index_type, [2, 3])
        assert same_bits(result, expected_dynamic_slice(operand, list(starts), [2, 3])), starts


def test_dynamic_slice_of_index_typed_starts_and_whole_and_empty_sizes():
    operand = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert same_bits(dynamic_slice(operand, "f32", [-5, 9], "index", [2, 3]), operand)
    assert dynamic_slice(operand, "f32", [1, 2], "i64", [0, 3]).shape == (0, 3)


def test_dynamic_slice_of_rank_0_is_the_operand():
    operand = np.array(7, np.int8)
    result = evaluate("dynamic_slice", [("i8", operand)], ((), "i8"),
                      {"slice_sizes": i64_array([])})
    assert same_bits(result, operand)


def test_dynamic_slice_rejects_sizes_beyond_the_operand():
    with pytest.raises(EvaluationError, match="dynamic_slice_c2/c4"):
        dynamic_slice(np.zeros((2, 2), np.int32), "i32", [0, 0], "i32", [3, 1])


def dynamic_update_slice(operand, update, name, starts, index_type):
    operands = [(name, operand), (name, update)] \
        + [(index_type, integer_scalar(s, index_type)) for s in starts]
    return evaluate("dynamic_update_slice", operands, (operand.shape, T[name]))


def expected_dynamic_update_slice(operand, update, starts):
    adjusted = [clamp(0, s, d - u) for s, d, u in zip(starts, operand.shape, update.shape)]

    def element(ri):
        update_index = tuple(r - a for r, a in zip(ri, adjusted))
        inside = all(0 <= i < u for i, u in zip(update_index, update.shape))
        return update[update_index] if inside else operand[ri]
    return from_formula(operand.shape, operand.dtype, element)


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
def test_dynamic_update_slice_moves_every_element_type_exactly(name):
    operand, update = random_tensor(name, (4, 5), 1), random_tensor(name, (2, 3), 2)
    result = dynamic_update_slice(operand, update, name, [1, 1], "i64")
    assert same_bits(result, expected_dynamic_update_slice(operand, update, [1, 1]))


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_dynamic_update_slice_is_the_spec_formula(data):
    index_type = data.draw(st.sampled_from(INDEX_TYPES))
    et = T[index_type]
    shape = data.draw(st.lists(st.integers(0, 4), min_size=0, max_size=3))
    update_shape = [data.draw(st.integers(0, d)) for d in shape]
    starts = [data.draw(st.integers(et.min_value, et.max_value)) for _ in shape]
    operand = np.arange(int(np.prod(shape)), dtype=np.int16).reshape(shape)
    update = np.asarray(-1 - np.arange(int(np.prod(update_shape)), dtype=np.int16)).reshape(
        update_shape)
    assert same_bits(dynamic_update_slice(operand, update, "i16", starts, index_type),
                     expected_dynamic_update_slice(operand, update, starts))


def test_dynamic_update_slice_leaves_its_operand_unchanged():
    operand = np.zeros(3, np.int32)
    dynamic_update_slice(operand, np.ones(1, np.int32), "i32", [1], "i32")
    assert (operand == 0).all()


def test_dynamic_update_slice_of_mixed_quantized_and_plain_tensors_is_an_error():
    # C1-C2: operand, update and result share their element type
    et = quantized_type()
    fn = reference.ops.IMPLEMENTATIONS["stablehlo.dynamic_update_slice"].fn
    with pytest.raises(EvaluationError, match="quantized"):
        fn(QuantizedTensor(np.zeros(2, np.int8), et), np.zeros(1, np.int8),
           [np.array(0, np.int32)])
    result = fn(QuantizedTensor(np.zeros(3, np.int8), et),
                QuantizedTensor(np.array([4], np.int8), et), [np.array(9, np.int32)])
    assert same_bits(result, QuantizedTensor(np.array([0, 0, 4], np.int8), et))


# ---------------------------------------------------------------------------------------------
# pad and dynamic_pad

def expected_pad(operand, padding_value, low, high, interior):
    """The spec's formula: result[low + operand_index * (interior + 1)] = operand[operand_index],
    padding_value elsewhere."""
    shape = [n + lo + max(n - 1, 0) * i + hi
             for n, lo, hi, i in zip(operand.shape, low, high, interior)]
    placed = {}
    for oi in itertools.product(*map(range, operand.shape)):
        placed[tuple(lo + o * (i + 1) for lo, o, i in zip(low, oi, interior))] = operand[oi]
    return from_formula(shape, operand.dtype, lambda ri: placed.get(ri, padding_value))


def pad(operand, padding_value, name, low, high, interior):
    shape = [n + lo + max(n - 1, 0) * i + hi
             for n, lo, hi, i in zip(operand.shape, low, high, interior)]
    attributes = {"edge_padding_low": i64_array(low), "edge_padding_high": i64_array(high),
                  "interior_padding": i64_array(interior)}
    return evaluate("pad", [(name, operand), (name, padding_value)], (shape, T[name]),
                    attributes)


def dynamic_pad(operand, padding_value, name, low, high, interior, index_type="i64"):
    shape = [n + lo + max(n - 1, 0) * i + hi
             for n, lo, hi, i in zip(operand.shape, low, high, interior)]
    paddings = [np.array([integer_scalar(v, index_type) for v in vs], T[index_type].dtype)
                .reshape(len(vs)) for vs in (low, high, interior)]
    return evaluate("dynamic_pad", [(name, operand), (name, padding_value)]
                    + [(index_type, p) for p in paddings], (shape, T[name]))


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
def test_pad_moves_every_element_type_exactly(name):
    operand, padding_value = random_tensor(name, (3, 4), 3), random_tensor(name, (), 4)
    low, high, interior = (1, -1), (-2, 2), (2, 1)
    assert same_bits(pad(operand, padding_value, name, low, high, interior),
                     expected_pad(operand, padding_value, low, high, interior))


@given(st.data())
@settings(max_examples=80, deadline=None)
def test_pad_and_dynamic_pad_are_the_spec_formula(data):
    rank = data.draw(st.integers(0, 3))
    shape = [data.draw(st.integers(0, 4)) for _ in range(rank)]
    interior = [data.draw(st.integers(0, 3)) for _ in range(rank)]
    low, high = [], []
    for n, i in zip(shape, interior):
        low.append(data.draw(st.integers(-(n + max(n - 1, 0) * i) - 2, 3)))
        high.append(data.draw(st.integers(-(n + max(n - 1, 0) * i + low[-1]), 3)))
    operand = np.arange(1, int(np.prod(shape)) + 1, dtype=np.int32).reshape(shape)
    padding_value = np.array(0, np.int32)
    expected = expected_pad(operand, padding_value, low, high, interior)
    assert same_bits(pad(operand, padding_value, "i32", low, high, interior), expected)
    index_type = data.draw(st.sampled_from(["i8", "i32", "i64", "index"]))
    assert same_bits(dynamic_pad(operand, padding_value, "i32", low, high, interior,
                                 index_type), expected)


def test_pad_with_negative_padding_drops_interior_padding_and_elements():
    # [1, 0, 2, 0, 3] with its first two and last element dropped: [2, 0]
    operand = np.array([1, 2, 3], np.int64)
    result = pad(operand, np.array(0, np.int64), "i64", [-2], [-1], [1])
    assert result.tolist() == [2, 0]


def test_pad_of_a_quantized_tensor_moves_storage():
    et = quantized_type()
    fn = reference.ops.IMPLEMENTATIONS["stablehlo.pad"].fn
    result = fn(QuantizedTensor(np.array([1, 2], np.int8), et),
                QuantizedTensor(np.array(3, np.int8), et),
                edge_padding_low=(1,), edge_padding_high=(0,), interior_padding=(1,))
    assert same_bits(result, QuantizedTensor(np.array([3, 1, 3, 2], np.int8), et))


@pytest.mark.parametrize("low, high, interior, constraint", [
    ([0], [0], [-1], "dynamic_pad_c3"), ([-3], [0], [0], "dynamic_pad_c4"),
    ([0, 0], [0, 0], [0, 0], "dynamic_pad_c2")])
def test_dynamic_pad_rejects_bad_paddings(low, high, interior, constraint):
    fn = reference.ops.IMPLEMENTATIONS["stablehlo.dynamic_pad"].fn
    with pytest.raises(EvaluationError, match=constraint):
        fn(np.zeros(2, np.int32), np.array(0, np.int32), *(np.array(v, np.int64)
                                                          for v in (low, high, interior)))


def test_dynamic_pad_reads_unsigned_paddings_exactly():
    result = dynamic_pad(np.array([5], np.int8), np.array(0, np.int8), "i8", [3], [0], [0],
                         "ui2")
    assert result.tolist() == [0, 0, 0, 5]
