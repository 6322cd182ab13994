"""The reference's gather, dynamic_gather and scatter against a second, per-element
implementation of the spec's formulas (each variable of the spec's text computed for one index at
a time, with Python integers), on dimension numbers that Hypothesis generates over every feature:
offset/window dims anywhere, collapsed/inserted dims, batching dims paired in any order,
start_index_map permutations, index_vector_dim anywhere including rank(indices), zero-sized
dimensions, rank 0, indices of every integer kind including clamped and out-of-bounds ones.
Hand-written cases pin the corners (clamping, per-element skipping of out-of-bounds updates, the
order of colliding updates, variadic and promoted scatter, quantized tensors) and the declared
`Unspecified` masks."""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
from reference.errors import EvaluationError
from reference.ops import IMPLEMENTATIONS, unspecified
from reference.values import QuantizedTensor, bit_pattern, from_bit_pattern
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType, element_type_of_dtype

T = ELEMENT_TYPES
INDEX_DTYPES = [np.int64, np.int8, np.uint8, np.uint64, ml_dtypes.int4, ml_dtypes.uint2,
                np.int32, np.uint32]


# ---------------------------------------------------------------------------------------------
# The oracle: the spec's formulas, one index at a time

def _start_index(indices, index_vector_dim, batch_index):
    """start_index as the spec defines it, as Python integers."""
    if index_vector_dim < indices.ndim:
        return [int(indices[tuple(batch_index[:index_vector_dim]) + (k,)
                            + tuple(batch_index[index_vector_dim:])])
                for k in range(indices.shape[index_vector_dim])]
    return [int(indices[tuple(batch_index)])]


def _full_batching_index(rank, batching_dims, indices_batching_dims, index_vector_dim,
                         batch_index):
    full_batching_index = [0] * rank
    for d, d_start in zip(batching_dims, indices_batching_dims):
        full_batching_index[d] = batch_index[d_start - (0 if d_start < index_vector_dim else 1)]
    return full_batching_index


def _full_window_index(rank, window_index, zero_dims):
    window = iter(window_index)
    return [0 if d in zero_dims else next(window) for d in range(rank)]


def gather_oracle(operand, start_indices, dn, slice_sizes, result_shape):
    """result[result_index] = operand[operand_index]; None where operand_index lies outside."""
    rank = operand.ndim
    result = np.empty(result_shape, object)
    for result_index in np.ndindex(*result_shape):
        batch_dims = [d for d in range(len(result_shape)) if d not in dn["offset_dims"]]
        batch_index = [result_index[d] for d in batch_dims]
        start_index = _start_index(start_indices, dn["index_vector_dim"], batch_index)
        full_start_index = [0] * rank
        for d_start, d_operand in enumerate(dn["start_index_map"]):
            full_start_index[d_operand] = min(max(start_index[d_start], 0),
                                              operand.shape[d_operand] - slice_sizes[d_operand])
        full_batching_index = _full_batching_index(
            rank, dn["operand_batching_dims"], dn["start_indices_batching_dims"],
            dn["index_vector_dim"], batch_index)
        offset_index = [result_index[d] for d in dn["offset_dims"]]
        full_offset_index = _full_window_index(
            rank, offset_index, set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"]))
        operand_index = [a + b + c for a, b, c in
                         zip(full_start_index, full_batching_index, full_offset_index)]
        inside = all(0 <= i < n for i, n in zip(operand_index, operand.shape))
        result[result_index] = operand[tuple(operand_index)] if inside else None
    return result


def scatter_oracle(inputs, scatter_indices, updates, dn, update_computation):
    """exec(schedule, inputs) with the schedule in row-major order of update_index."""
    results = [x.copy() for x in inputs]
    rank = inputs[0].ndim
    update_scatter_dims = [d for d in range(updates[0].ndim)
                           if d not in dn["update_window_dims"]]
    for update_index in np.ndindex(*updates[0].shape):
        update_scatter_index = [update_index[d] for d in update_scatter_dims]
        start_index = _start_index(scatter_indices, dn["index_vector_dim"], update_scatter_index)
        full_start_index = [0] * rank
        for d_start, d_input in enumerate(dn["scatter_dims_to_operand_dims"]):
            full_start_index[d_input] = start_index[d_start]
        full_batching_index = _full_batching_index(
            rank, dn["input_batching_dims"], dn["scatter_indices_batching_dims"],
            dn["index_vector_dim"], update_scatter_index)
        update_window_index = [update_index[d] for d in dn["update_window_dims"]]
        full_window_index = _full_window_index(
            rank, update_window_index,
            set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"]))
        result_index = tuple(a + b + c for a, b, c in
                             zip(full_start_index, full_batching_index, full_window_index))
        if all(0 <= i < n for i, n in zip(result_index, inputs[0].shape)):
            updated_values = update_computation(*[r[result_index] for r in results],
                                                *[u[update_index] for u in updates])
            for r, v in zip(results, updated_values):
                r[result_index] = v
    return results


# ---------------------------------------------------------------------------------------------
# Calling the implementations directly

class Region:
    """An update_computation: `fn` works on numbers and on arrays alike (element-wise)."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, *xs):
        return self.fn(*xs)

    def batched(self, *xs):
        return self.fn(*xs)


def run(name, *operands, **attributes):
    impl = IMPLEMENTATIONS[f"stablehlo.{name}"]
    return impl.fn(*operands, **{k: v for k, v in attributes.items() if k in impl.keywords})


def masks(name, shape, *operands, **attributes) -> dict[str, np.ndarray]:
    return {u.id: np.broadcast_to(u.mask(*operands, **attributes), shape)
            for u in unspecified(name)}


def gather(operand, start_indices, slice_sizes, element_type="i64", **dn):
    dn = gather_dn(**dn)
    result_shape = gather_result_shape(start_indices.shape, dn, slice_sizes)
    return run("gather", operand, start_indices, dimension_numbers=dn, slice_sizes=slice_sizes,
               result_type=TensorType(result_shape, T[element_type]))


def gather_dn(offset_dims=(), collapsed_slice_dims=(), operand_batching_dims=(),
              start_indices_batching_dims=(), start_index_map=(), index_vector_dim=0):
    return dict(offset_dims=offset_dims, collapsed_slice_dims=collapsed_slice_dims,
                operand_batching_dims=operand_batching_dims,
                start_indices_batching_dims=start_indices_batching_dims,
                start_index_map=start_index_map, index_vector_dim=index_vector_dim)


def gather_result_shape(indices_shape, dn, slice_sizes):
    """C22: combine(batch_dim_sizes, offset_dim_sizes)."""
    batch_dim_sizes = [n for d, n in enumerate(indices_shape) if d != dn["index_vector_dim"]]
    excluded = set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"])
    offset_dim_sizes = [s for d, s in enumerate(slice_sizes) if d not in excluded]
    rank = len(batch_dim_sizes) + len(offset_dim_sizes)
    batch, offset = iter(batch_dim_sizes), iter(offset_dim_sizes)
    return tuple(next(offset) if d in dn["offset_dims"] else next(batch) for d in range(rank))


def scatter_dn(update_window_dims=(), inserted_window_dims=(), input_batching_dims=(),
               scatter_indices_batching_dims=(), scatter_dims_to_operand_dims=(),
               index_vector_dim=0):
    return dict(update_window_dims=update_window_dims, inserted_window_dims=inserted_window_dims,
                input_batching_dims=input_batching_dims,
                scatter_indices_batching_dims=scatter_indices_batching_dims,
                scatter_dims_to_operand_dims=scatter_dims_to_operand_dims,
                index_vector_dim=index_vector_dim)


def scatter(inputs, scatter_indices, updates, fn, result_types=None, **dn):
    result_types = result_types or [TensorType(x.shape, element_type_of_dtype(x.dtype))
                                    for x in inputs]
    return run("scatter", inputs, scatter_indices, updates,
               scatter_dimension_numbers=scatter_dn(**dn), update_computation=Region(fn),
               result_types=result_types)


# ---------------------------------------------------------------------------------------------
# Generated dimension numbers

def _index_values(dtype) -> list[int]:
    info = np.iinfo(dtype) if dtype not in (ml_dtypes.int4, ml_dtypes.uint2) \
        else ml_dtypes.iinfo(dtype)
    near = [v for v in range(-2, 7) if info.min <= v <= info.max]
    return near + [int(info.min), int(info.max)]


@st.composite
def index_layouts(draw, batching_sizes, index_count):
    """scatter_indices / start_indices: their shape, index_vector_dim, and for each batching
    dimension (sizes `batching_sizes`) the indices dimension paired with it."""
    extra = draw(st.lists(st.integers(0, 3), max_size=2))
    batch_rank = len(batching_sizes) + len(extra)
    positions = draw(st.permutations(range(batch_rank)))
    batch_sizes = [0] * batch_rank
    for size, p in zip(list(batching_sizes) + extra, positions):
        batch_sizes[p] = size
    has_vector = index_count != 1 or draw(st.booleans())
    index_vector_dim = draw(st.integers(0, batch_rank)) if has_vector else batch_rank
    shape = list(batch_sizes)
    if has_vector:
        shape.insert(index_vector_dim, index_count)
    pairs = [p if p < index_vector_dim else p + 1 for p in positions[:len(batching_sizes)]]
    dtype = draw(st.sampled_from(INDEX_DTYPES))
    values = draw(st.lists(st.sampled_from(_index_values(dtype)), min_size=math.prod(shape),
                           max_size=math.prod(shape)))
    wide = np.int64 if min(_index_values(dtype)) < 0 else np.uint64
    indices = np.array(values, dtype=wide).astype(dtype).reshape(shape)
    return indices, index_vector_dim, tuple(pairs), tuple(batch_sizes)


@st.composite
def operand_layouts(draw):
    """An operand shape and the role of each dimension: window (offset), collapsed (inserted)
    or batching; which dimensions start indices address, in which order."""
    rank = draw(st.integers(0, 4))
    shape = draw(st.lists(st.integers(0, 4), min_size=rank, max_size=rank))
    roles = draw(st.lists(st.sampled_from(["window", "collapsed", "batching"]), min_size=rank,
                          max_size=rank))
    batching = tuple(d for d in range(rank) if roles[d] == "batching")
    collapsed = tuple(d for d in range(rank) if roles[d] == "collapsed")
    addressable = draw(st.permutations([d for d in range(rank) if d not in batching]))
    start_index_map = tuple(addressable[:draw(st.integers(0, len(addressable)))])
    return shape, roles, batching, collapsed, start_index_map


def _spread(draw, batch_rank, window_count):
    """Sorted positions of the window dimensions among batch_rank + window_count."""
    return tuple(sorted(draw(st.permutations(range(batch_rank + window_count)))[:window_count]))


@st.composite
def gather_cases(draw):
    shape, roles, batching, collapsed, start_index_map = draw(operand_layouts())
    slice_sizes = tuple(draw(st.integers(0, n if role == "window" else min(n, 1)))
                        for n, role in zip(shape, roles))
    indices, index_vector_dim, pairs, batch_sizes = draw(index_layouts(
        [shape[d] for d in batching], len(start_index_map)))
    window_count = sum(role == "window" for role in roles)
    dn = gather_dn(offset_dims=_spread(draw, len(batch_sizes), window_count),
                   collapsed_slice_dims=collapsed, operand_batching_dims=batching,
                   start_indices_batching_dims=pairs, start_index_map=start_index_map,
                   index_vector_dim=index_vector_dim)
    operand = np.arange(math.prod(shape), dtype=np.int64).reshape(shape) + 100
    return operand, indices, dn, slice_sizes


COMBINERS = {
    "add": (1, lambda a, b: [a + b]),
    "replace": (1, lambda a, b: [b]),
    "ordered": (1, lambda a, b: [2 * a + b]),  # neither commutative nor associative
    "crossed": (2, lambda a0, a1, b0, b1: [a0 * 3 + b1, a1 - a0 + b0]),
}


@st.composite
def scatter_cases(draw):
    shape, roles, batching, inserted, scatter_dims_to_operand_dims = draw(operand_layouts())
    indices, index_vector_dim, pairs, batch_sizes = draw(index_layouts(
        [shape[d] for d in batching], len(scatter_dims_to_operand_dims)))
    window_sizes = [draw(st.integers(0, n)) for n, role in zip(shape, roles) if role == "window"]
    update_window_dims = _spread(draw, len(batch_sizes), len(window_sizes))
    batch, window = iter(batch_sizes), iter(window_sizes)
    update_shape = [next(window) if d in update_window_dims else next(batch)
                    for d in range(len(batch_sizes) + len(window_sizes))]
    name = draw(st.sampled_from(sorted(COMBINERS)))
    count, fn = COMBINERS[name]
    inputs = [(np.arange(math.prod(shape), dtype=np.int64) * (k + 1)).reshape(shape)
              for k in range(count)]
    updates = [np.array(draw(st.lists(st.integers(-5, 5), min_size=math.prod(update_shape),
                                      max_size=math.prod(update_shape))),
                        np.int64).reshape(update_shape) for _ in range(count)]
    dn = scatter_dn(update_window_dims=update_window_dims, inserted_window_dims=inserted,
                    input_batching_dims=batching, scatter_indices_batching_dims=pairs,
                    scatter_dims_to_operand_dims=scatter_dims_to_operand_dims,
                    index_vector_dim=index_vector_dim)
    return inputs, indices, updates, dn, fn


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(gather_cases())
def test_gather_is_the_spec_formula(case):
    operand, indices, dn, slice_sizes = case
    result_shape = gather_result_shape(indices.shape, dn, slice_sizes)
    expected = gather_oracle(operand, indices, dn, slice_sizes, result_shape)
    result = run("gather", operand, indices, dimension_numbers=dn, slice_sizes=slice_sizes,
                 result_type=TensorType(result_shape, T["i64"]))
    undefined = masks("gather", result_shape, operand, indices, dimension_numbers=dn,
                      slice_sizes=slice_sizes)["gather/empty-collapsed-slice"]
    assert result.shape == result_shape
    np.testing.assert_array_equal(undefined, expected == None)  # noqa: E711 (elementwise)
    np.testing.assert_array_equal(result[~undefined], expected[~undefined].astype(np.int64))
    dynamic = run("dynamic_gather", operand, indices, np.array(slice_sizes, np.int64),
                  dimension_numbers=dn, result_type=TensorType(result_shape, T["i64"]))
    np.testing.assert_array_equal(dynamic, result)


@settings(max_examples=300, deadline=None)
@given(scatter_cases())
def test_scatter_is_the_spec_formula_in_row_major_schedule(case):
    inputs, indices, updates, dn, fn = case
    expected = scatter_oracle(inputs, indices, updates, dn, fn)
    results = scatter(inputs, indices, updates, fn, **dn)
    assert len(results) == len(expected)
    for r, e in zip(results, expected):
        assert r.dtype == e.dtype
        np.testing.assert_array_equal(r, e)


# ---------------------------------------------------------------------------------------------
# gather: hand-written corners

ROW = np.arange(10, 20, dtype=np.int64)  # [10, 11, ..., 19]


@pytest.mark.parametrize("dtype,start,first", [
    (np.int64, 8, 17), (np.int64, -5, 10), (np.int64, 2**63 - 1, 17), (np.int64, -2**63, 10),
    (np.uint64, 2**64 - 1, 17), (np.uint8, 255, 17), (np.int8, -128, 10), (ml_dtypes.int4, -8, 10),
    (ml_dtypes.uint2, 3, 13),
])
def test_gather_clamps_start_indices_so_the_slice_fits(dtype, start, first):
    indices = np.array([start]).astype(dtype)
    result = gather(ROW, indices, (3,), offset_dims=(0,), start_index_map=(0,),
                    index_vector_dim=0)
    np.testing.assert_array_equal(result, [first, first + 1, first + 2])


def test_gather_index_vector_dim_equal_to_rank_reads_scalar_indices():
    indices = np.array([[0, 3], [9, -1]])  # each element one start index
    result = gather(ROW, indices, (1,), collapsed_slice_dims=(0,), start_index_map=(0,),
                    index_vector_dim=2)
    np.testing.assert_array_equal(result, [[10, 13], [19, 10]])


def test_gather_of_a_rank_0_operand_repeats_it_per_batch_index():
    operand = np.array(7, np.int64)
    indices = np.zeros((3, 0), np.int64)
    result = gather(operand, indices, (), index_vector_dim=1)
    np.testing.assert_array_equal(result, [7, 7, 7])


def test_gather_with_empty_start_indices_has_an_empty_result():
    result = gather(ROW, np.zeros((0, 1), np.int64), (2,), offset_dims=(1,),
                    start_index_map=(0,), index_vector_dim=1)
    assert result.shape == (0, 2)


def test_gather_with_an_empty_offset_slice_has_an_empty_result():
    result = gather(ROW, np.array([[4]]), (0,), offset_dims=(1,), start_index_map=(0,),
                    index_vector_dim=1)
    assert result.shape == (1, 0)


def test_gather_batching_dims_pair_operand_and_indices_dimensions():
    operand = np.array([[1, 2, 3], [4, 5, 6]], np.int64)  # dimension 0: the batch
    indices = np.array([[2, 0], [1, 1]])  # indices dimension 0 pairs with operand dimension 0
    result = gather(operand, indices, (1, 1), collapsed_slice_dims=(1,),
                    operand_batching_dims=(0,), start_indices_batching_dims=(0,),
                    start_index_map=(1,), index_vector_dim=2)
    np.testing.assert_array_equal(result, [[3, 1], [5, 5]])


def _elements(t, bits: np.ndarray) -> np.ndarray:
    """Elements of type `t` with the given bit patterns (complex: both parts)."""
    if t.kind == "complex":
        part = from_bit_pattern(bits, t.component)
        return part + 1j * from_bit_pattern(bits[::-1], t.component).astype(t.dtype)
    return from_bit_pattern(bits, t)


def _patterns(x: np.ndarray) -> np.ndarray:
    if np.iscomplexobj(x):
        return np.stack([bit_pattern(x.real), bit_pattern(x.imag)])
    return bit_pattern(x)


@pytest.mark.parametrize("name", sorted(T))
def test_gather_moves_every_element_type_bit_exactly(name):
    t = T[name]
    width = t.component.bits if t.kind == "complex" else t.bits
    bits = np.array([v % 2 ** width for v in (0, 1, 2 ** width - 1, 2 ** (width - 1), 3,
                                              2 ** (width - 1) + 1)], np.uint64)
    operand = _elements(t, bits)
    result = gather(operand, np.array([[3], [0]]), (3,), offset_dims=(1,), start_index_map=(0,),
                    index_vector_dim=1, element_type=name)
    assert result.dtype == t.dtype
    np.testing.assert_array_equal(_patterns(result),
                                  _patterns(np.stack([operand[3:6], operand[0:3]])))


QUANT = QuantizedElementType(storage_type=T["i8"], expressed_type=T["f32"], scales=(0.5,),
                             zero_points=(-1,), quantization_dimension=None,
                             storage_min=-128, storage_max=127)


def test_gather_moves_quantized_storage():
    operand = QuantizedTensor(np.array([-128, 5, 127], np.int8), QUANT)
    result = run("gather", operand, np.array([[2], [0]]),
                 dimension_numbers=gather_dn(collapsed_slice_dims=(0,), start_index_map=(0,),
                                             index_vector_dim=1),
                 slice_sizes=(1,), result_type=TensorType((2,), QUANT))
    assert isinstance(result, QuantizedTensor) and result.element_type == QUANT
    np.testing.assert_array_equal(result.storage, [127, -128])


def test_dynamic_gather_rejects_slice_sizes_that_do_not_fit():
    dn = gather_dn(offset_dims=(1,), start_index_map=(0,), index_vector_dim=1)
    for sizes in ([11], [-1], [1, 1]):
        with pytest.raises(EvaluationError, match="dynamic_gather_c11/c12"):
            run("dynamic_gather", ROW, np.array([[0]]), np.array(sizes), dimension_numbers=dn,
                result_type=TensorType((1, 1), T["i64"]))


def test_gather_collapsed_slice_of_size_0_is_undefined_and_reads_zero():
    operand = np.zeros((0, 2), np.int64)  # dimension 0 collapses with slice size 0
    dn = gather_dn(offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,),
                   index_vector_dim=1)
    indices = np.array([[0], [3]])
    result = gather(operand, indices, (0, 2), **dn)
    np.testing.assert_array_equal(result, [[0, 0], [0, 0]])
    m = masks("gather", (2, 2), operand, indices, dimension_numbers=dn, slice_sizes=(0, 2))
    assert m["gather/empty-collapsed-slice"].all()


@pytest.mark.parametrize("indices,sorted_", [
    ([[0, 1], [0, 2], [1, 0]], True),
    ([[0, 1], [0, 1], [1, 0]], True),
    ([[1, 0], [0, 2]], False),
    ([[0, 2], [0, 1]], False),
    ([[0, 9], [0, 8]], True),  # both clamp to 3: full_start_index is clamped
])
def test_gather_indices_are_sorted_is_undefined_when_they_are_not(indices, sorted_):
    operand = np.arange(16, dtype=np.int64).reshape(4, 4)
    dn = gather_dn(collapsed_slice_dims=(0, 1), start_index_map=(0, 1), index_vector_dim=1)
    indices = np.array(indices)
    shape = (len(indices),)
    for flag in (False, True):
        m = masks("gather", shape, operand, indices, dimension_numbers=dn, slice_sizes=(1, 1),
                  indices_are_sorted=flag)
        undefined = flag and not sorted_
        assert m["gather/indices-not-sorted"].all() == m["gather/indices-not-sorted"].any() \
            == undefined
    # start_index_map decides the order: column 1 goes to operand dimension 0
    dn_swapped = gather_dn(collapsed_slice_dims=(0, 1), start_index_map=(1, 0),
                           index_vector_dim=1)
    m = masks("gather", (2,), operand, np.array([[1, 0], [0, 1]]),
              dimension_numbers=dn_swapped, slice_sizes=(1, 1), indices_are_sorted=True)
    assert not m["gather/indices-not-sorted"].any()


def test_dynamic_gather_declares_the_same_entries():
    dn = gather_dn(offset_dims=(1,), start_index_map=(0,), index_vector_dim=1)
    m = masks("dynamic_gather", (2, 1), ROW, np.array([[3], [1]]), np.array([1]),
              dimension_numbers=dn, indices_are_sorted=True)
    assert m["dynamic_gather/indices-not-sorted"].all()
    assert not m["dynamic_gather/empty-collapsed-slice"].any()


# ---------------------------------------------------------------------------------------------
# scatter: hand-written corners

def add(a, b):
    return [a + b]


def test_scatter_skips_exactly_the_out_of_bounds_elements_of_a_window():
    # the spec checks each result_index: a window that sticks out is applied where it fits
    inputs = [np.zeros(5, np.int64)]
    updates = [np.array([[1, 2, 3], [10, 20, 30]], np.int64)]
    results = scatter(inputs, np.array([[3], [-1]]), updates, add, update_window_dims=(1,),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    np.testing.assert_array_equal(results[0], [20, 30, 0, 1, 2])


@pytest.mark.parametrize("dtype,index", [(np.int64, -1), (np.int64, 2**63 - 1),
                                         (np.uint64, 2**64 - 1), (np.uint8, 200),
                                         (ml_dtypes.int4, -8)])
def test_scatter_skips_indices_beyond_either_end(dtype, index):
    wide = np.uint64 if index >= 2 ** 63 else np.int64
    results = scatter([np.zeros(3, np.int64)], np.array([[index], [1]], wide).astype(dtype),
                      [np.array([5, 7], np.int64)], add, inserted_window_dims=(0,),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    np.testing.assert_array_equal(results[0], [0, 7, 0])


def test_scatter_folds_colliding_updates_in_row_major_order():
    def ordered(a, b):
        return [a * 10 + b]  # the digits record the order

    results = scatter([np.array([0, 0], np.int64)], np.array([[1], [0], [1], [1]]),
                      [np.array([1, 2, 3, 4], np.int64)], ordered, inserted_window_dims=(0,),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    np.testing.assert_array_equal(results[0], [2, 134])


def test_scatter_many_collisions_on_one_element():
    n = 2000
    results = scatter([np.array([0], np.int64)], np.zeros((n, 1), np.int64),
                      [np.arange(n, dtype=np.int64)], lambda a, b: [np.maximum(a, b) + 1],
                      inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,),
                      index_vector_dim=1)
    assert results[0][0] == n  # max(prev, k) + 1 = k + 1 at each step k


def test_scatter_variadic_inputs_of_different_types():
    inputs = [np.array([1, 2, 3], np.int32), np.array([0.5, 0.25, 1.0], np.float32)]
    updates = [np.array([10, 20], np.int32), np.array([2.0, 4.0], np.float32)]
    fn = lambda a, b, c, d: [a + c, b * d]  # noqa: E731
    results = scatter(inputs, np.array([[2], [0]]), updates, fn, inserted_window_dims=(0,),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    assert results[0].dtype == np.int32 and results[1].dtype == np.float32
    np.testing.assert_array_equal(results[0], [21, 2, 13])
    np.testing.assert_array_equal(results[1], [2.0, 0.25, 2.0])


def test_scatter_with_empty_updates_returns_the_inputs():
    inputs = [np.array([1, 2, 3], np.int64)]
    results = scatter(inputs, np.zeros((0, 1), np.int64), [np.zeros((0,), np.int64)], add,
                      inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,),
                      index_vector_dim=1)
    np.testing.assert_array_equal(results[0], [1, 2, 3])
    assert results[0] is not inputs[0]


def test_scatter_into_a_rank_0_input_folds_every_update():
    results = scatter([np.array(1, np.int64)], np.zeros((3, 0), np.int64),
                      [np.array([2, 3, 4], np.int64)], add, index_vector_dim=1)
    np.testing.assert_array_equal(results[0], 10)


def test_scatter_moves_quantized_storage_through_a_replacing_region():
    inputs = [QuantizedTensor(np.array([1, 2, 3], np.int8), QUANT)]
    updates = [QuantizedTensor(np.array([-128, 127], np.int8), QUANT)]
    seen = []

    def replace(a, b):
        seen.append((type(a), type(b)))
        return [b]

    results = scatter(inputs, np.array([[2], [0]]), updates, replace,
                      result_types=[TensorType((3,), QUANT)], inserted_window_dims=(0,),
                      scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    assert seen == [(QuantizedTensor, QuantizedTensor)]
    assert isinstance(results[0], QuantizedTensor)
    np.testing.assert_array_equal(results[0].storage, [127, 2, -128])


def test_scatter_requantizes_inputs_and_updates_into_a_promoted_quantized_type():
    # to_destination_type: i8 (scale 0.5, zero point -1) values 1.0, 2.0 and update 3.0 become
    # i16 storage with scale 0.25, zero point 0: 4, 8 and 12; the region keeps the update.
    other = QuantizedElementType(storage_type=T["i16"], expressed_type=T["f32"], scales=(0.25,),
                                 zero_points=(0,), quantization_dimension=None,
                                 storage_min=-32768, storage_max=32767)
    (result,) = scatter([QuantizedTensor(np.array([1, 3], np.int8), QUANT)],
                        np.zeros((1, 1), np.int64),
                        [QuantizedTensor(np.array([5], np.int8), QUANT)], lambda a, b: [b],
                        result_types=[TensorType((2,), other)], inserted_window_dims=(0,),
                        scatter_dims_to_operand_dims=(0,), index_vector_dim=1)
    assert result.element_type == other and result.storage.tolist() == [12, 8]


def test_scatter_promotes_inputs_and_updates_to_the_region_type():
    # is_promotable(f16, f32): results carry the region's type, untouched elements converted
    text = """
    func.func @main() -> tensor<3xf32> {
      %input = "stablehlo.constant"() {value = dense<[0.1, 2.0, 3.0]> : tensor<3xf16>} : () -> tensor<3xf16>
      %indices = "stablehlo.constant"() {value = dense<[[1]]> : tensor<1x1xi32>} : () -> tensor<1x1xi32>
      %update = "stablehlo.constant"() {value = dense<[0.1]> : tensor<1xf16>} : () -> tensor<1xf16>
      %result = "stablehlo.scatter"(%input, %indices, %update) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%s) : (tensor<f32>) -> ()
      }) {
        scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
          scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
      } : (tensor<3xf16>, tensor<1x1xi32>, tensor<1xf16>) -> tensor<3xf32>
      "func.return"(%result) : (tensor<3xf32>) -> ()
    }"""
    [result] = reference.evaluate(text, [])
    tenth = float(np.float16(0.1))
    assert result.dtype == np.float32
    np.testing.assert_array_equal(result, np.array([tenth, 2 + tenth, 3.0], np.float32))


def test_scatter_region_from_a_program_runs_batched():
    text = """
    func.func @main() -> (tensor<2x3xi32>, tensor<2x3xf32>) {
      %i = "stablehlo.constant"() {value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
      %f = "stablehlo.constant"() {value = dense<1.0> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
      %indices = "stablehlo.constant"() {value = dense<[[0, 1], [1, 0], [0, 1]]> : tensor<3x2xi64>} : () -> tensor<3x2xi64>
      %ui = "stablehlo.constant"() {value = dense<[[10, 20], [30, 40], [50, 60]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
      %uf = "stablehlo.constant"() {value = dense<2.0> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
      %r:2 = "stablehlo.scatter"(%i, %f, %indices, %ui, %uf) ({
        ^bb0(%a: tensor<i32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<f32>):
          %s = "stablehlo.maximum"(%a, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
          %p = "stablehlo.multiply"(%b, %d) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%s, %p) : (tensor<i32>, tensor<f32>) -> ()
      }) {
        scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
          inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1],
          index_vector_dim = 1>,
        unique_indices = false
      } : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<3x2xi64>, tensor<3x2xi32>, tensor<3x2xf32>) -> (tensor<2x3xi32>, tensor<2x3xf32>)
      "func.return"(%r#0, %r#1) : (tensor<2x3xi32>, tensor<2x3xf32>) -> ()
    }"""
    ints, floats = reference.evaluate(text, [])
    np.testing.assert_array_equal(ints, [[1, 50, 60], [30, 40, 6]])
    np.testing.assert_array_equal(floats, [[1, 4, 4], [2, 2, 1]])


def _scatter_masks(inputs, indices, updates, dn, **flags):
    return masks("scatter", inputs[0].shape, inputs, indices, updates,
                 scatter_dimension_numbers=scatter_dn(**dn), **flags)


SCALARS = dict(inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,), index_vector_dim=1)


def test_scatter_update_order_is_implementation_defined_where_updates_collide():
    m = _scatter_masks([np.zeros(4)], np.array([[1], [3], [1], [7]]), [np.ones(4)], SCALARS)
    np.testing.assert_array_equal(m["scatter/update-order"], [False, True, False, False])
    assert not m["scatter/indices-not-unique"].any()  # unique_indices = false


def test_scatter_unique_indices_is_undefined_when_in_bounds_updates_collide():
    for indices, undefined in (([[1], [3], [1]], True), ([[1], [3], [9]], False),
                               ([[9], [3], [9]], False)):  # out-of-bounds ones land nowhere
        m = _scatter_masks([np.zeros(4)], np.array(indices), [np.ones(3)], SCALARS,
                           unique_indices=True)
        assert m["scatter/indices-not-unique"].all() == undefined
        assert m["scatter/indices-not-unique"].any() == undefined


def test_scatter_indices_are_sorted_is_undefined_when_they_are_not():
    dn = dict(update_window_dims=(), inserted_window_dims=(0, 1),
              scatter_dims_to_operand_dims=(1, 0), index_vector_dim=1)
    inputs, updates = [np.zeros((3, 3))], [np.ones(2)]
    # column 1 goes to input dimension 0: [[0, 1], [1, 0]] is sorted as (1, 0), (0, 1): not
    for indices, sorted_ in (([[1, 0], [0, 1]], True), ([[0, 1], [1, 0]], False)):
        m = _scatter_masks(inputs, np.array(indices), updates, dn, indices_are_sorted=True)
        assert m["scatter/indices-not-sorted"].all() != sorted_
        m = _scatter_masks(inputs, np.array(indices), updates, dn)
        assert not m["scatter/indices-not-sorted"].any()
