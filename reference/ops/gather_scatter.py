"""Gather, dynamic_gather and scatter: slices of an operand read at, or combined into, start
indices known at runtime.

Both ops map each element of one tensor (gather's result, scatter's updates) to an index of
another (gather's operand, scatter's results) by the spec's formula
`full_start_index + full_batching_index + full_window_index`. Its first two terms depend on the
batch index only and the last on the window index only, so `_slice_index` evaluates it once per
batch index and once per window position and keeps each component of the index as an array that
broadcasts over the tensor's shape: numpy's indexing combines them element by element.
"""
from __future__ import annotations

import functools
import math

import numpy as np

from spec.shapes import gather_shape
from spec.types import QuantizedElementType, TensorType

from ..errors import EvaluationError
from ..values import (QuantizedTensor, dequantize, element_type_of, kind, quantize, storage_of,
                      typed, widen)
from .conversion import convert
from .registry import Unspecified, op

# Indices saturate here: every dimension is smaller, so clamping and bounds checks are unchanged,
# and a start index plus a window offset cannot overflow int64.
_SATURATION = 2 ** 62


# ---------------------------------------------------------------------------------------------
# The index formula shared by gather and scatter

def _index_values(indices: np.ndarray) -> np.ndarray:
    """Integer indices of any integer type (or `index`) as int64, saturated at +-2^62."""
    wide = widen(indices)
    if kind(element_type_of(indices)) == "unsigned":
        return np.minimum(wide, _SATURATION).astype(np.int64)
    return np.clip(wide, -_SATURATION, _SATURATION)


def _start_index(indices: np.ndarray, index_vector_dim: int) -> np.ndarray:
    """start_index for every batch index: `indices[bi0, ..., :, ..., biN]` with the index vector
    moved to a trailing axis, or `[indices[batch_index]]` when index_vector_dim = rank."""
    indices = _index_values(indices)
    if index_vector_dim == indices.ndim:
        return indices[..., np.newaxis]
    return np.moveaxis(indices, index_vector_dim, -1)


def _full_batch_index(full_start_index: dict, batch_shape, rank, batching_dims,
                      indices_batching_dims, index_vector_dim) -> list[np.ndarray]:
    """full_start_index + full_batching_index, one array over the batch axes per dimension d
    (size 1 along the axes it does not depend on). full_start_index: {d: its component};
    full_batching_index[d] = batch_index[d_start - (d_start < index_vector_dim ? 0 : 1)] where
    d = batching_dims[i] and d_start = indices_batching_dims[i]; both are 0 elsewhere."""
    ones = [1] * len(batch_shape)
    index = [full_start_index.get(d, np.zeros(ones, np.int64)) for d in range(rank)]
    for d, d_start in zip(batching_dims, indices_batching_dims):
        axis = d_start - (0 if d_start < index_vector_dim else 1)
        along = [-1 if a == axis else 1 for a in range(len(batch_shape))]
        index[d] = index[d] + np.arange(batch_shape[axis]).reshape(along)
    return index


def _slice_index(full_batch_index, shape, window_dims, window_sizes, excluded_dims):
    """`full_start_index + full_batching_index + full_window_index` for every element of a tensor
    of `shape` whose batch axes are those of `full_batch_index` and whose `window_dims` axes walk
    the window. Returns one array per index component, each broadcastable to `shape`. The k-th
    window axis walks the k-th dimension not in `excluded_dims`, over `window_sizes[k]`
    positions."""
    index = [np.expand_dims(i, tuple(window_dims)) for i in full_batch_index]
    window_operand_dims = [d for d in range(len(index)) if d not in excluded_dims]
    for axis, d, size in zip(window_dims, window_operand_dims, window_sizes):
        along = [-1 if a == axis else 1 for a in range(len(shape))]
        index[d] = index[d] + np.arange(size).reshape(along)
    return index


def _inside(index, shape) -> np.ndarray:
    """Whether each index lies inside `shape` (broadcastable like the index components)."""
    return functools.reduce(np.logical_and, [(i >= 0) & (i < n) for i, n in zip(index, shape)],
                            np.True_)


def _linear(index, shape) -> np.ndarray:
    """Row-major positions of in-bounds indices (one array per component, broadcast together)."""
    strides = np.cumprod((tuple(shape) + (1,))[:0:-1])[::-1].astype(np.int64)
    return sum((i * stride for i, stride in zip(index, strides)), np.zeros((), np.int64))


def _rows(index: np.ndarray) -> np.ndarray:
    """The index vectors of an array of them, one per row, in row-major order."""
    return index.reshape(math.prod(index.shape[:-1]), index.shape[-1])


def _unsorted(start_index: np.ndarray, start_index_map) -> np.bool_:
    """Whether full_start_index decreases somewhere (lexicographically) from one batch index to
    the next in row-major order. Its other components are 0, so its order is that of
    start_index with the components sorted by the operand dimension they go to."""
    rows = _rows(start_index)[:, np.argsort(start_index_map)]
    diff = rows[1:] - rows[:-1]
    nonzero = diff != 0
    first = np.take_along_axis(diff, np.argmax(nonzero, axis=1)[:, None], axis=1)[:, 0] \
        if diff.shape[1] else np.zeros(len(diff), np.int64)
    return np.bool_(np.any(nonzero.any(axis=1) & (first < 0)))


# ---------------------------------------------------------------------------------------------
# Quantized tensors: moved as storage when their type does not change

def to_destination_type(x, type_: TensorType) -> np.ndarray:
    """The spec's to_destination_type, as storage: values converted to the region's element type
    (the same type, or one it is promotable to). A quantized tensor of another quantized type is
    dequantized and quantized again (promotion: wider storage, same expressed type)."""
    dest = type_.element_type
    if isinstance(x, QuantizedTensor) and x.element_type == dest:
        return x.storage
    if isinstance(dest, QuantizedElementType):
        return quantize(dequantize(x) if isinstance(x, QuantizedTensor) else x, dest).storage
    if isinstance(x, QuantizedTensor):
        return dequantize(x)
    if element_type_of(x) == type_.element_type:
        return x
    return convert(x, result_type=TensorType(x.shape, type_.element_type))


# ---------------------------------------------------------------------------------------------
# gather

def _gather_index(operand_shape, start_indices, dimension_numbers, slice_sizes):
    """operand_index for every result element, one broadcastable array per operand dimension;
    and the result's shape."""
    dn = dimension_numbers
    start_index = _start_index(start_indices, dn["index_vector_dim"])
    batch_shape = start_index.shape[:-1]
    full_start_index = {
        d_operand: np.clip(start_index[..., d_start], 0,
                           operand_shape[d_operand] - slice_sizes[d_operand])
        for d_start, d_operand in enumerate(dn["start_index_map"])}
    full_batch_index = _full_batch_index(
        full_start_index, batch_shape, len(operand_shape), dn["operand_batching_dims"],
        dn["start_indices_batching_dims"], dn["index_vector_dim"])
    collapsed = set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"])
    shape = tuple(gather_shape(np.shape(start_indices), slice_sizes,
                               offset_dims=dn["offset_dims"],
                               collapsed_slice_dims=dn["collapsed_slice_dims"],
                               operand_batching_dims=dn["operand_batching_dims"],
                               index_vector_dim=dn["index_vector_dim"]))
    offset_dim_sizes = [shape[d] for d in dn["offset_dims"]]
    return _slice_index(full_batch_index, shape, dn["offset_dims"], offset_dim_sizes,
                        collapsed), shape


def _gather(operand, start_indices, dimension_numbers, slice_sizes, result_type):
    """result[result_index] = operand[operand_index]; an operand_index outside the operand (only
    where a collapsed dimension has slice size 0) reads zero (gather/empty-collapsed-slice)."""
    E = result_type.element_type
    data = storage_of(operand, E)
    operand_index, shape = _gather_index(data.shape, start_indices, dimension_numbers,
                                         slice_sizes)
    inside = _inside(operand_index, data.shape)
    source = data.reshape(-1)
    if inside.all():
        return typed(source[np.broadcast_to(_linear(operand_index, data.shape), shape)], E)
    inside = np.broadcast_to(inside, shape)
    result = np.zeros(shape, data.dtype)
    result[inside] = source[_linear([np.broadcast_to(i, shape)[inside] for i in operand_index],
                                    data.shape)]
    return typed(result, E)


def _operand_shape(operand) -> tuple[int, ...]:
    return np.shape(operand.storage if isinstance(operand, QuantizedTensor) else operand)


def _gather_outside(operand, start_indices, dimension_numbers, slice_sizes) -> np.ndarray:
    shape = _operand_shape(operand)
    operand_index, result_shape = _gather_index(shape, start_indices, dimension_numbers,
                                                slice_sizes)
    return ~np.broadcast_to(_inside(operand_index, shape), result_shape)


def _gather_unsorted(operand, start_indices, dimension_numbers, slice_sizes,
                     indices_are_sorted) -> np.bool_:
    if not indices_are_sorted:
        return np.False_
    shape, start_index_map = _operand_shape(operand), dimension_numbers["start_index_map"]
    start_index = _start_index(start_indices, dimension_numbers["index_vector_dim"])
    upper = [shape[d] - slice_sizes[d] for d in start_index_map]
    return _unsorted(np.clip(start_index, 0, upper), start_index_map)


def _gather_unspecified(name: str, outside, unsorted) -> list[Unspecified]:
    return [
        Unspecified(f"{name}/empty-collapsed-slice", "undefined",
                    "a collapsed dimension with slice size 0 leaves a result element without a "
                    "source: its operand_index (clamped to dim - 0) lies outside the operand",
                    "zero (storage zero for quantized tensors)", outside),
        Unspecified(f"{name}/indices-not-sorted", "undefined",
                    "indices_are_sorted = true but full_start_index does not increase "
                    "(lexicographically) with the batch index in row-major order",
                    "the result for indices_are_sorted = false", unsorted),
    ]


GATHER_UNSPECIFIED = _gather_unspecified(
    "gather",
    lambda operand, start_indices, *, dimension_numbers, slice_sizes: _gather_outside(
        operand, start_indices, dimension_numbers, slice_sizes),
    lambda operand, start_indices, *, dimension_numbers, slice_sizes, indices_are_sorted=False:
        _gather_unsorted(operand, start_indices, dimension_numbers, slice_sizes,
                         indices_are_sorted))


@op("gather", unspecified=GATHER_UNSPECIFIED)
def gather(operand, start_indices, *, dimension_numbers, slice_sizes, result_type):
    """Slices of operand starting at start_indices (clamped so that each slice fits), laid out
    along the result's batch and offset dimensions."""
    return _gather(operand, start_indices, dimension_numbers, tuple(slice_sizes), result_type)


def _dynamic_slice_sizes(slice_sizes) -> tuple[int, ...]:
    return tuple(int(s) for s in _index_values(np.asarray(slice_sizes)))


DYNAMIC_GATHER_UNSPECIFIED = _gather_unspecified(
    "dynamic_gather",
    lambda operand, start_indices, slice_sizes, *, dimension_numbers: _gather_outside(
        operand, start_indices, dimension_numbers, _dynamic_slice_sizes(slice_sizes)),
    lambda operand, start_indices, slice_sizes, *, dimension_numbers, indices_are_sorted=False:
        _gather_unsorted(operand, start_indices, dimension_numbers,
                         _dynamic_slice_sizes(slice_sizes), indices_are_sorted))


@op("dynamic_gather", unspecified=DYNAMIC_GATHER_UNSPECIFIED)
def dynamic_gather(operand, start_indices, slice_sizes, *, dimension_numbers, result_type):
    """gather with slice_sizes given as a tensor (checked against the operand's shape: C12)."""
    sizes = _dynamic_slice_sizes(slice_sizes)
    shape = _operand_shape(operand)
    if len(sizes) != len(shape) or any(not 0 <= s <= d for s, d in zip(sizes, shape)):
        raise EvaluationError(f"dynamic_gather_c11/c12: slice_sizes {list(sizes)} do not fit "
                              f"the operand's shape {list(shape)}")
    return _gather(operand, start_indices, dimension_numbers, sizes, result_type)


# ---------------------------------------------------------------------------------------------
# scatter

def _result_index(input_shape, scatter_indices, update_shape, dimension_numbers):
    """result_index for every update element, one broadcastable array per input dimension."""
    dn = dimension_numbers
    start_index = _start_index(scatter_indices, dn["index_vector_dim"])
    batch_shape = start_index.shape[:-1]
    full_start_index = {d_input: start_index[..., d_start]
                        for d_start, d_input in enumerate(dn["scatter_dims_to_operand_dims"])}
    full_batch_index = _full_batch_index(
        full_start_index, batch_shape, len(input_shape), dn["input_batching_dims"],
        dn["scatter_indices_batching_dims"], dn["index_vector_dim"])
    window_sizes = [update_shape[d] for d in dn["update_window_dims"]]
    inserted = set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"])
    return _slice_index(full_batch_index, update_shape, dn["update_window_dims"], window_sizes,
                        inserted)


def scatter_landing(inputs, scatter_indices, updates, dimension_numbers):
    """The updates whose result_index lies inside the results: their row-major positions in
    updates (a slice when all of them land) and in results."""
    input_shape, update_shape = _operand_shape(inputs[0]), _operand_shape(updates[0])
    result_index = _result_index(input_shape, scatter_indices, update_shape, dimension_numbers)
    inside = _inside(result_index, input_shape)
    if inside.all():
        target = np.broadcast_to(_linear(result_index, input_shape), update_shape)
        return slice(None), target.reshape(-1)
    inside = np.broadcast_to(inside, update_shape)
    target = _linear([np.broadcast_to(i, update_shape)[inside] for i in result_index],
                     input_shape)
    return np.flatnonzero(inside), target


def _schedule(inputs, scatter_indices, updates, dimension_numbers):
    """The reference's schedule (row-major order of update_index) as rounds that can each run as
    one batch: round r applies, to every result element, the r-th update landing on it. Each
    round is (positions in updates, positions in results), row-major."""
    update_position, target = scatter_landing(inputs, scatter_indices, updates, dimension_numbers)
    if target.size == 0:
        return []
    if np.bincount(target).max() == 1:  # no two land on one element
        return [(update_position, target)]
    update_position = np.arange(math.prod(_operand_shape(updates[0])))[update_position]
    order = np.argsort(target, kind="stable")
    starts = np.diff(target[order], prepend=-1) != 0
    group_start = np.maximum.accumulate(np.where(starts, np.arange(target.size), 0))
    earlier = np.empty(target.size, np.int64)  # updates landing earlier on the same element
    earlier[order] = np.arange(target.size) - group_start
    rounds = np.split(np.argsort(earlier, kind="stable"), np.cumsum(np.bincount(earlier))[:-1])
    return [(update_position[r], target[r]) for r in rounds]


def _collisions(inputs, scatter_indices, updates, dimension_numbers) -> np.ndarray:
    """How many in-bounds updates land on each result element."""
    _, target = scatter_landing(inputs, scatter_indices, updates, dimension_numbers)
    shape = _operand_shape(inputs[0])
    return np.bincount(target, minlength=math.prod(shape)).reshape(shape)


def _colliding(inputs, scatter_indices, updates, *, scatter_dimension_numbers):
    return _collisions(inputs, scatter_indices, updates, scatter_dimension_numbers) > 1


def _not_unique(inputs, scatter_indices, updates, *, scatter_dimension_numbers,
                unique_indices=False):
    return np.bool_(unique_indices and np.any(
        _collisions(inputs, scatter_indices, updates, scatter_dimension_numbers) > 1))


def _scatter_unsorted(inputs, scatter_indices, updates, *, scatter_dimension_numbers,
                      indices_are_sorted=False):
    if not indices_are_sorted:
        return np.False_
    dn = scatter_dimension_numbers
    return _unsorted(_start_index(scatter_indices, dn["index_vector_dim"]),
                     dn["scatter_dims_to_operand_dims"])


SCATTER_UNSPECIFIED = [
    Unspecified("scatter/update-order", "implementation-defined",
                "several updates land on one result element: the schedule that orders them is "
                "implementation-defined, so the result depends on it unless update_computation "
                "is insensitive to order (exactly)",
                "folds them in row-major order of update_index", _colliding),
    Unspecified("scatter/indices-not-unique", "undefined",
                "unique_indices = true but two in-bounds updates land on one result element",
                "the result for unique_indices = false", _not_unique),
    Unspecified("scatter/indices-not-sorted", "undefined",
                "indices_are_sorted = true but full_start_index does not increase "
                "(lexicographically) with update_scatter_index in row-major order",
                "the result for indices_are_sorted = false", _scatter_unsorted),
]


@op("scatter", unspecified=SCATTER_UNSPECIFIED)
def scatter(inputs, scatter_indices, updates, *, scatter_dimension_numbers, update_computation,
            result_types):
    """results = inputs, then for each update element in the schedule whose result_index lies
    inside the results: results...[result_index] = update_computation(results...[result_index],
    updates...[update_index]). Updates landing on distinct elements run as one batch; those
    landing on one element are folded in schedule order, one batch per round."""
    E = [t.element_type for t in result_types]
    results = [np.array(to_destination_type(x, t), order="C").reshape(-1)
               for x, t in zip(inputs, result_types)]
    updates_converted = [np.asarray(to_destination_type(u, t)).reshape(-1)
                         for u, t in zip(updates, result_types)]
    for u, t in _schedule(inputs, scatter_indices, updates, scatter_dimension_numbers):
        updated_values = update_computation.batched(
            *[typed(r[t], e) for r, e in zip(results, E)],
            *[typed(x[u], e) for x, e in zip(updates_converted, E)])
        for r, v, e in zip(results, updated_values, E):
            r[t] = storage_of(v, e)
    shape = _operand_shape(inputs[0])
    return [typed(r.reshape(shape), e) for r, e in zip(results, E)]
