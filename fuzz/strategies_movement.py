"""Generators of the data-movement ops (transpose, broadcast, gather, scatter, sort, ...)."""
from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from spec.attributes import BoolAttr
from spec.build import binary_region, enum, i64_array as _array, integer, region, struct
from spec.build import tensor_type as _type
from spec.shapes import (combine, concatenate_shape, gather_shape, pad_shape, slice_shape,
                         transpose_shape)
from spec.types import ELEMENT_TYPES

from .regions import mix_hard
from .strategies_base import INDEX_TYPES, random_values

SORT_KEY_TYPES = ("i8", "ui8", "i32", "ui64")


def _subset(p, items, *, ordered=False):
    return p.draw_subset(items, ordered=ordered)


# --- generators, one per op -------------------------------------------------------------------

def _transpose(p):
    """In a hard program rank 3 first: the smallest rank with permutations that are not their
    own inverse."""
    et = p.element_type()
    shape = p.shape(p.choice([r for r in (3, 2, 4, 1, 0) if r <= p.b.max_rank])) if p.hard \
        else p.shape()
    permutation = p.permutation(range(len(shape)))
    x = p.arg(et, shape)
    p.op("transpose", [x], [_type(transpose_shape(shape, permutation), et)],
         {"permutation": _array(permutation)})


def _broadcast_parts(p):
    et, result = p.element_type(), p.shape()
    if p.hard:  # the leading dimensions of a result of equal sizes first: numpy's right
        # alignment broadcasts them too, to the wrong dimensions
        if p.choice(("equal sizes", "drawn")) == "equal sizes":
            result = (result[0],) * len(result) if result else result
        dims = _subset(p, range(len(result)), ordered=True)
        if p.choice(("leading", "drawn")) == "leading":
            dims = list(range(len(dims)))
        operand = [result[r] if p.choice((True, False)) else 1 for r in dims]
        return et, result, dims, operand
    dims = p.draw(st.permutations(range(len(result))))[:p.integers(0, len(result))]
    operand = [result[r] if p.draw(st.booleans()) else 1 for r in dims]
    return et, result, dims, operand


def _broadcast_in_dim(p):
    et, result, dims, operand = _broadcast_parts(p)
    p.op("broadcast_in_dim", [p.arg(et, operand)], [_type(result, et)],
         {"broadcast_dimensions": _array(dims)})


def _dynamic_broadcast_in_dim(p):
    et, result, dims, operand = _broadcast_parts(p)
    p.op("dynamic_broadcast_in_dim", [p.arg(et, operand), p.shape_arg(result)],
         [_type(result, et)], {"broadcast_dimensions": _array(dims)})


def _concatenate(p):
    et, shape = p.element_type(), list(p.shape(min_rank=1))
    dimension = p.integers(0, len(shape) - 1)
    names, shapes = [], []
    for _ in range(p.integers(1, 3)):
        shape[dimension] = p.integers(0, p.b.max_side)
        names.append(p.arg(et, shape))
        shapes.append(list(shape))
    p.op("concatenate", names, [_type(concatenate_shape(shapes, dimension), et)],
         {"dimension": integer(dimension)})


IOTA_TYPES = ("i32", "ui8", "f32", "bf16")


def _iota_parts(p):
    """The element type (in a hard program the requested one, when iota takes it), the shape
    and the dimension (in a hard program the last one first)."""
    et = p.typed(("integer", "float", "complex"), IOTA_TYPES) if p.hard else \
        p.element_type(IOTA_TYPES)
    shape = p.shape(min_rank=1)
    dimension = p.integers_hard_first(range(len(shape) - 1, -1, -1), 0, len(shape) - 1)
    return et, shape, {"iota_dimension": integer(dimension)}


def _iota(p):
    et, shape, attrs = _iota_parts(p)
    p.op("iota", [], [_type(shape, et)], attrs)


def _dynamic_iota(p):
    et, shape, attrs = _iota_parts(p)
    p.op("dynamic_iota", [p.shape_arg(shape)], [_type(shape, et)], attrs)


def _get_dimension_size(p):
    et, shape = p.element_type(), p.shape(min_rank=1)
    p.op("get_dimension_size", [p.arg(et, shape)], [_type((), "i32")],
         {"dimension": integer(p.integers(0, len(shape) - 1))})


def _pad_parts(p):
    et, shape = p.element_type(), p.shape()
    low = [p.integers_hard_first((2, 1, -1), -2, 2) for _ in shape]
    high = [p.integers_hard_first((0, -1, 1), -2, 2) for _ in shape]
    interior = [p.integers_hard_first((1, 2), 0, 2) for _ in shape]
    for i, size in enumerate(pad_shape(shape, low, high, interior)):
        high[i] -= min(size, 0)  # C4: no negative result size
    return et, shape, low, high, interior, pad_shape(shape, low, high, interior)


def _pad(p):
    et, shape, low, high, interior, result = _pad_parts(p)
    p.op("pad", [p.arg(et, shape), p.arg(et, ())], [_type(result, et)],
         {"edge_padding_low": _array(low), "edge_padding_high": _array(high),
          "interior_padding": _array(interior)})


def _dynamic_pad(p):
    et, shape, low, high, interior, result = _pad_parts(p)
    operands = [p.arg(et, shape), p.arg(et, ())] + [p.shape_arg(v) for v in (low, high, interior)]
    p.op("dynamic_pad", operands, [_type(result, et)])


def _reshape_parts(p):
    et, shape = p.element_type(), p.shape()
    n, rank = math.prod(shape), p.integers(0 if math.prod(shape) == 1 else 1, p.b.max_rank)
    result = [1] * rank
    if n == 0:
        result = [p.integers(0, p.b.max_side) for _ in range(rank)]
        result[p.integers(0, rank - 1)] = 0
    else:
        for f in _prime_factors(n):
            result[p.integers(0, rank - 1)] *= f
    return et, shape, result


def _prime_factors(n: int) -> list[int]:
    factors, f = [], 2
    while n > 1:
        while n % f == 0:
            factors.append(f)
            n //= f
        f += 1
    return factors


def _reshape(p):
    et, shape, result = _reshape_parts(p)
    p.op("reshape", [p.arg(et, shape)], [_type(result, et)])


def _dynamic_reshape(p):
    et, shape, result = _reshape_parts(p)
    p.op("dynamic_reshape", [p.arg(et, shape), p.shape_arg(result)], [_type(result, et)])


def _reverse(p):
    et, shape = p.element_type(), p.shape()
    p.op("reverse", [p.arg(et, shape)], [_type(shape, et)],
         {"dimensions": _array(_subset(p, range(len(shape))))})


def _slice(p):
    et, shape = p.element_type(), p.shape()
    start = [p.integers_hard_first((1,), 0, n) for n in shape]
    limit = [p.integers_hard_first((n, n - 1), s, n) for s, n in zip(start, shape)]
    strides = [p.integers_hard_first((2, 3), 1, 3) for _ in shape]
    p.op("slice", [p.arg(et, shape)], [_type(slice_shape(start, limit, strides), et)],
         {"start_indices": _array(start), "limit_indices": _array(limit),
          "strides": _array(strides)})


def _select(p):
    et, shape = p.element_type(), p.shape()
    pred = p.arg("i1", () if p.draw(st.booleans()) else shape)
    p.op("select", [pred, p.arg(et, shape), p.arg(et, shape)], [_type(shape, et)])


def _dynamic_slice(p):
    et, shape = p.element_type(), p.shape()
    sizes = [p.integers_hard_first((n - 1, 1), 0, n) for n in shape]
    operand = p.arg(et, shape)
    index_type = p.element_type(INDEX_TYPES)  # C3: every start index has the same type
    starts = [p.index_arg((), n - s, index_type) for n, s in zip(shape, sizes)]
    p.op("dynamic_slice", [operand] + starts, [_type(sizes, et)],
         {"slice_sizes": _array(sizes)})


def _dynamic_update_slice(p):
    et, shape = p.element_type(), p.shape()
    update = [p.integers_hard_first((n - 1, 1), 0, n) for n in shape]
    operand, upd = p.arg(et, shape), p.arg(et, update)
    index_type = p.element_type(INDEX_TYPES)  # C5: every start index has the same type
    room = [k for k, (n, u) in enumerate(zip(shape, update)) if n > u]
    signed = ELEMENT_TYPES[index_type].kind == "signed"
    low = p.choice(room) if p.hard and room and signed else None  # clamps to 0, not from the end
    starts = [p.arg(index_type, (), np.array(-1, ELEMENT_TYPES[index_type].dtype)) if k == low
              else p.index_arg((), n - u, index_type)
              for k, (n, u) in enumerate(zip(shape, update))]
    p.op("dynamic_update_slice", [operand, upd] + starts, [_type(shape, et)])


def _gather_parts(p, *, batching: bool):
    """Dimension numbers, shapes and operands of a valid gather (see spec gather C1-C23)."""
    et, operand = p.element_type(), p.shape(min_rank=1)
    rank = len(operand)
    operand_batching = _subset(p, range(rank)) if batching else []
    free = [i for i in range(rank) if i not in operand_batching]
    start_index_map = _subset(p, free, ordered=True)
    collapsed = _subset(p, [i for i in free if operand[i] > 0])
    slice_sizes = [min(1, operand[i]) if i in collapsed or i in operand_batching
                   else p.integers(0, operand[i]) for i in range(rank)]
    batch = list(p.shape(p.integers(len(operand_batching), len(operand_batching) + 2)))
    batch_positions = p.draw(st.permutations(range(len(batch))))[:len(operand_batching)]
    for pos, d_operand in zip(batch_positions, operand_batching):
        batch[pos] = operand[d_operand]
    implicit = len(start_index_map) == 1 and p.draw(st.booleans())
    ivd = len(batch) if implicit else p.integers(0, len(batch))
    indices_shape = batch if implicit else batch[:ivd] + [len(start_index_map)] + batch[ivd:]
    offset_rank = rank - len(collapsed) - len(operand_batching)
    offset_dims = sorted(p.draw(st.permutations(range(len(batch) + offset_rank)))[:offset_rank])
    result = gather_shape(indices_shape, slice_sizes, offset_dims=offset_dims,
                          collapsed_slice_dims=collapsed, operand_batching_dims=operand_batching,
                          index_vector_dim=ivd)
    bounds = np.zeros(indices_shape, np.int64)
    if not implicit and start_index_map:
        limit = [operand[i] - slice_sizes[i] for i in start_index_map]
        bounds = bounds + np.array(limit).reshape([-1 if i == ivd else 1 for i in range(len(indices_shape))])
    elif start_index_map:
        bounds = bounds + operand[start_index_map[0]] - slice_sizes[start_index_map[0]]
    dn = struct("gather", offset_dims=offset_dims, collapsed_slice_dims=collapsed,
                operand_batching_dims=operand_batching,
                start_indices_batching_dims=[q if q < ivd else q + 1 for q in batch_positions],
                start_index_map=start_index_map, index_vector_dim=ivd)
    names = [p.arg(et, operand), p.index_arg(indices_shape, bounds)]
    return et, names, dn, slice_sizes, result


def _gather(p):
    et, names, dn, slice_sizes, result = _gather_parts(p, batching=True)
    p.op("gather", names, [_type(result, et)], {"dimension_numbers": dn,
         "slice_sizes": _array(slice_sizes), "indices_are_sorted": BoolAttr(False)})


def _dynamic_gather(p):
    et, names, dn, slice_sizes, result = _gather_parts(p, batching=False)
    p.op("dynamic_gather", names + [p.shape_arg(slice_sizes)], [_type(result, et)],
         {"dimension_numbers": dn, "indices_are_sorted": BoolAttr(False)})


def _scatter(p):
    """Integer inputs combined with `add` (order-independent); 1 or 2 inputs."""
    et, inputs = p.element_type(("i32", "i64")), p.shape(min_rank=1)
    rank = len(inputs)
    input_batching = _subset(p, range(rank))
    free = [i for i in range(rank) if i not in input_batching]
    to_operand = _subset(p, free, ordered=True)
    inserted = _subset(p, free)
    window = [p.integers(0, inputs[i]) for i in range(rank) if i not in inserted + input_batching]
    batch = list(p.shape(p.integers(len(input_batching), len(input_batching) + 2)))
    positions = p.draw(st.permutations(range(len(batch))))[:len(input_batching)]
    for pos, d_input in zip(positions, input_batching):
        batch[pos] = inputs[d_input]
    implicit = len(to_operand) == 1 and p.draw(st.booleans())
    ivd = len(batch) if implicit else p.integers(0, len(batch))
    indices_shape = batch if implicit else batch[:ivd] + [len(to_operand)] + batch[ivd:]
    window_dims = sorted(p.draw(st.permutations(range(len(batch) + len(window))))[:len(window)])
    updates = combine(batch, window, window_dims)
    n = p.integers(1, 2)
    names = [p.arg(et, inputs, p.rng.integers(-100, 100, size=inputs)) for _ in range(n)]
    names.append(p.index_arg(indices_shape, max(inputs)))
    names += [p.arg(et, updates, p.rng.integers(-100, 100, size=updates)) for _ in range(n)]
    scalar = _type((), et)
    dn = struct("scatter", update_window_dims=window_dims, inserted_window_dims=inserted,
                input_batching_dims=input_batching,
                scatter_indices_batching_dims=[q if q < ivd else q + 1 for q in positions],
                scatter_dims_to_operand_dims=to_operand, index_vector_dim=ivd)
    p.op("scatter", names, [_type(inputs, et)] * n,
         {"scatter_dimension_numbers": dn, "indices_are_sorted": BoolAttr(False),
          "unique_indices": BoolAttr(False)}, [binary_region([("add", scalar)] * n)])


def _sort(p):
    """Integer keys compared LT or GT; keys are unique along `dimension` unless stable. A hard
    program of a float type sorts keys of that type (hard values among them: +-0, NaNs of
    either sign) stably under TOTALORDER, whose order every key has."""
    floats = [t for t in p.b.element_types if ELEMENT_TYPES[t].kind == "float"] if p.hard else []
    key, shape = p.element_type(floats or SORT_KEY_TYPES), p.shape(min_rank=1)
    dimension = p.integers(-len(shape), len(shape) - 1)
    stable = True if floats else p.draw(st.booleans())
    unique = np.argsort(p.rng.random(shape), axis=dimension)
    names = [p.arg(key, shape, _zeros_in_each_row(p, key, shape, dimension) if floats
                   else None if stable else unique)]
    others = [] if floats else [p.element_type() for _ in range(p.integers(0, 2))]
    names += [p.arg(et, shape) for et in others]
    types = [key] + others
    direction = p.draw(st.sampled_from(["LT", "GT"]))
    attrs = {"comparison_direction": enum("comparison_direction", direction)}
    if floats:
        attrs["compare_type"] = enum("comparison_type", "TOTALORDER")
    comparator = region([_type((), et) for et in types for _ in "lr"], lambda b, a: b.op(
        "compare", a[:2], [_type((), "i1")], attrs))
    p.op("sort", names, [_type(shape, et) for et in types],
         {"dimension": integer(dimension), "is_stable": BoolAttr(stable)}, [comparator])


def _zeros_in_each_row(p, et: str, shape, dimension: int) -> np.ndarray:
    """Hard keys (fuzz.regions) whose rows along `dimension` hold +0 first and -0 last (where
    the type has -0): a total order sorts -0 first, a sort of floats keeps their order."""
    x, _ = mix_hard(p.rng, random_values(p.rng, et, shape, p.special_rate), et)
    x = np.moveaxis(x.copy(), dimension, -1)
    if x.shape[-1] >= 2:
        x[..., 0], x[..., -1] = 0.0, -0.0
    return np.moveaxis(x, -1, dimension)


MOVEMENT = {
    "broadcast_in_dim": _broadcast_in_dim, "concatenate": _concatenate,
    "dynamic_broadcast_in_dim": _dynamic_broadcast_in_dim, "dynamic_gather": _dynamic_gather,
    "dynamic_iota": _dynamic_iota, "dynamic_pad": _dynamic_pad,
    "dynamic_reshape": _dynamic_reshape, "dynamic_slice": _dynamic_slice,
    "dynamic_update_slice": _dynamic_update_slice, "gather": _gather,
    "get_dimension_size": _get_dimension_size, "iota": _iota, "pad": _pad, "reshape": _reshape,
    "reverse": _reverse, "scatter": _scatter, "select": _select, "slice": _slice, "sort": _sort,
    "transpose": _transpose,
}
"""Op mnemonic -> generator: draws shapes and attributes, adds the arguments and the op."""
