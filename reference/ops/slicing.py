"""Slicing and padding ops: slice, dynamic_slice, dynamic_update_slice, pad, dynamic_pad.

They only move elements: quantized tensors move their storage values (`values.move`). Start
indices and padding amounts may be of any integer type; they are read as Python ints
(`values.integers`), so ui64 values above the int64 range clamp like any other large value.
"""
from __future__ import annotations

import numpy as np

from spec.shapes import pad_shape

from ..errors import EvaluationError
from ..values import integers, move
from .registry import op


@op("slice")
def slice_(operand, *, start_indices, limit_indices, strides):
    """`result[result_index] = operand[start_indices + result_index * strides]`."""
    shape = np.shape(operand)
    if not (len(start_indices) == len(limit_indices) == len(strides) == len(shape)):
        raise EvaluationError(f"slice_c2: start_indices, limit_indices and strides need "
                              f"{len(shape)} values (the operand's rank)")
    for d, (start, limit, stride) in enumerate(zip(start_indices, limit_indices, strides)):
        if not 0 <= start <= limit <= shape[d]:
            raise EvaluationError(f"slice_c3: dimension {d}: 0 <= start {start} <= limit "
                                  f"{limit} <= {shape[d]} does not hold")
        if stride <= 0:
            raise EvaluationError(f"slice_c4: dimension {d}: stride {stride} is not positive")
    window = tuple(map(slice, start_indices, limit_indices, strides))
    return move(lambda x: np.array(x[window]), operand)


def _adjusted_start_indices(start_indices, operand_shape, sizes, name: str) -> list[int]:
    """`clamp(0, start_indices, shape(operand) - sizes)`, after checking the sizes fit (C4/C6)."""
    if len(start_indices) != len(operand_shape) or len(sizes) != len(operand_shape):
        raise EvaluationError(f"{name}: {len(start_indices)} start indices and sizes "
                              f"{list(sizes)} for an operand of rank {len(operand_shape)}")
    if not all(0 <= s <= dim for s, dim in zip(sizes, operand_shape)):
        raise EvaluationError(f"{name}: sizes {list(sizes)} do not fit in the operand's shape "
                              f"{list(operand_shape)}")
    starts = [integers(s)[0] for s in start_indices]
    return [min(max(0, s), dim - size) for s, dim, size in zip(starts, operand_shape, sizes)]


@op("dynamic_slice")
def dynamic_slice(operand, start_indices, *, slice_sizes):
    """`result[result_index] = operand[adjusted_start_indices + result_index]` with
    `adjusted_start_indices = clamp(0, start_indices, shape(operand) - slice_sizes)`."""
    adjusted = _adjusted_start_indices(start_indices, np.shape(operand), slice_sizes,
                                       "dynamic_slice_c2/c4")
    window = tuple(slice(a, a + size) for a, size in zip(adjusted, slice_sizes))
    return move(lambda x: np.array(x[window]), operand)


@op("dynamic_update_slice")
def dynamic_update_slice(operand, update, start_indices):
    """`result = operand`, except the slice at `adjusted_start_indices = clamp(0, start_indices,
    shape(operand) - shape(update))`, which is `update`."""
    if len(np.shape(update)) != len(np.shape(operand)):
        raise EvaluationError(f"dynamic_update_slice_c3: update of rank {len(np.shape(update))}"
                              f" for an operand of rank {len(np.shape(operand))}")
    adjusted = _adjusted_start_indices(start_indices, np.shape(operand), np.shape(update),
                                       "dynamic_update_slice_c4/c6")
    window = tuple(slice(a, a + size) for a, size in zip(adjusted, np.shape(update)))

    def updated(operand, update):
        result = operand.copy()
        result[window] = update
        return result
    return move(updated, operand, update)


def _pad(operand, padding_value, edge_padding_low, edge_padding_high, interior_padding,
         name: str):
    """`result[edge_padding_low + operand_index * (interior_padding + 1)] = operand[operand_index]`,
    `padding_value` elsewhere; negative edge padding drops the elements it reaches."""
    shape = np.shape(operand)
    if not (len(edge_padding_low) == len(edge_padding_high) == len(interior_padding)
            == len(shape)):
        raise EvaluationError(f"{name}_c2: the paddings need {len(shape)} values (the "
                              "operand's rank)")
    if any(i < 0 for i in interior_padding):
        raise EvaluationError(f"{name}_c3: negative interior_padding {list(interior_padding)}")
    result_shape = pad_shape(shape, edge_padding_low, edge_padding_high, interior_padding)
    if any(d < 0 for d in result_shape):
        raise EvaluationError(f"{name}_c4: the result's shape {result_shape} has a negative "
                              "dimension")
    kept, placed = [], []  # per dimension: operand indices kept, the result indices they go to
    for n, low, interior, size in zip(shape, edge_padding_low, interior_padding, result_shape):
        step = interior + 1
        first = max(0, -(low // step))  # the first operand index with a result index >= 0
        last = min(n, (size - 1 - low) // step + 1)  # one past the last one below size
        last = max(first, last)
        kept.append(slice(first, last))
        placed.append(slice(low + first * step, low + first * step + (last - first) * step, step))

    def padded(operand, padding_value):
        result = np.full(result_shape, padding_value, dtype=operand.dtype)
        result[tuple(placed)] = operand[tuple(kept)]
        return result
    return move(padded, operand, padding_value)


@op("pad")
def pad(operand, padding_value, *, edge_padding_low, edge_padding_high, interior_padding):
    """Pads `operand` at the edges and between its elements with `padding_value`."""
    return _pad(operand, padding_value, edge_padding_low, edge_padding_high, interior_padding,
                "pad")


@op("dynamic_pad")
def dynamic_pad(operand, padding_value, edge_padding_low, edge_padding_high, interior_padding):
    """`pad`, with the padding amounts read from tensors at run time."""
    return _pad(operand, padding_value, integers(edge_padding_low), integers(edge_padding_high),
                integers(interior_padding), "dynamic_pad")
