"""The spec's formulas, written out beside the reference's vectorised ops.

Where an op's implementation in reference/ops gathers, batches or reorders its work until it no
longer reads like the semantics section of the spec, this module holds that section's formula
as a second implementation: the spec's variable names and steps, one result element (or slice)
at a time, for the small inputs of tests. Each fast path's docstring names its twin here, and
tests/reference/test_reference_formulas.py checks that the two agree on generated inputs.

Nothing here is registered as an op: the module is not one of `reference.ops.FAMILIES`, and
nothing outside the tests imports it. It lives next to the fast paths it mirrors and shares
their element-type layer (`values`: the accumulation type, the one rounding back), so the two
differ only in how they compute, not in what.

The formulas and the fast paths they mirror:
- `sort` / sort.sort: a bottom-up merge sort, binary searches on whole arrays of element pairs;
- `convolution` / linalg.convolution: im2col, an index table per spatial dimension and one
  batched matmul;
- `reduce_window` / reduction.reduce_window: a table of flattened input positions, one pairwise
  tree over all windows at once;
- `select_and_scatter` / reduction.select_and_scatter: the same table, a tree of picks over all
  windows, source values grouped by target with a stable argsort.
"""
from __future__ import annotations

import functools
import itertools

import numpy as np

from ..values import accumulation_dtype, narrow, widen


def index_space(shape) -> list[tuple[int, ...]]:
    """`index_space(shape)`: every index of a tensor of `shape`, in row-major order."""
    return list(itertools.product(*(range(d) for d in shape)))


# ---------------------------------------------------------------------------------------------
# sort

def sort(inputs, *, dimension, is_stable, comparator):
    """The spec's sort: for all `result_index` in `index_space(results[0])`,
    `results_together[result_slice] = sort(inputs_together[result_slice], comparator_together)`.

    `comparator(*args)` is the region as a callable (it returns its results as a list). Each
    slice is sorted by Python's `sorted`, a stable sort, with `comparator_together` as its
    "less than"; with `is_stable = false` the order of equivalent elements is left open by the
    spec, and this formula keeps their input order too. Tensors only (no quantized storage)."""
    rank = np.ndim(inputs[0])
    adjusted_dimension = dimension if dimension >= 0 else rank + dimension
    results = [np.array(x, copy=True) for x in inputs]

    def comparator_together(lhs_together, rhs_together):
        args = []
        for lhs_el, rhs_el in zip(lhs_together, rhs_together):
            args.append(lhs_el)
            args.append(rhs_el)
        return bool(comparator(*args)[0])

    for result_index in index_space(np.shape(inputs[0])):
        if result_index[adjusted_dimension] != 0:
            continue  # every result_index of one slice names the same result_slice
        result_slice = (*result_index[:adjusted_dimension], slice(None),
                        *result_index[adjusted_dimension + 1:])
        inputs_together = [x[result_slice] for x in inputs]
        sorted_together = _sort_slice(inputs_together, comparator_together)
        for r, s in zip(results, sorted_together):
            r[result_slice] = s
    return results


def _sort_slice(slice_together: list, comparator_together) -> list:
    """`sort` of one 1-dimensional slice: its elements (tuples of one element of each input,
    0-dimensional arrays) in non-descending order, `comparator_together` being "less than"."""
    n = len(slice_together[0])
    elements = [tuple(x[i, ...] for x in slice_together) for i in range(n)]

    def three_way(lhs_together, rhs_together) -> int:
        if comparator_together(lhs_together, rhs_together):
            return -1
        return 1 if comparator_together(rhs_together, lhs_together) else 0

    ordered = sorted(elements, key=functools.cmp_to_key(three_way))
    out = [np.array(x, copy=True) for x in slice_together]
    for k, element in enumerate(ordered):
        for x, el in zip(out, element):
            x[k] = el
    return out


# ---------------------------------------------------------------------------------------------
# convolution

def convolution(lhs, rhs, *, window_strides=None, padding=None, lhs_dilation=None,
                rhs_dilation=None, window_reversal=None, dimension_numbers,
                feature_group_count=1, batch_group_count=1, result_type):
    """The spec's convolution: groups by split / concatenate; then for every
    `output_spatial_index`, `result[result_shape(:, output_spatial_index, :)] = dot_product`
    of the padded, dilated, strided, possibly reversed `lhs_window` with `rhs`. The dot product
    accumulates in `values.accumulation_dtype` in index order and rounds once to the result's
    element type, as reference/ops/linalg.py says. Tensors only (the quantized forms wrap it)."""
    dn = dimension_numbers
    spatial = len(dn.input_spatial_dimensions)
    window_strides = list(window_strides or [1] * spatial)
    padding = [[0, 0]] * spatial if padding is None else np.reshape(padding, (-1, 2)).tolist()
    lhs_dilation = list(lhs_dilation or [1] * spatial)
    rhs_dilation = list(rhs_dilation or [1] * spatial)
    window_reversal = list(window_reversal or [False] * spatial)
    attributes = dict(window_strides=window_strides, padding=padding, lhs_dilation=lhs_dilation,
                      rhs_dilation=rhs_dilation, window_reversal=window_reversal,
                      dimension_numbers=dn, result_type=result_type)

    if feature_group_count > 1:
        lhses = np.split(lhs, feature_group_count, axis=dn.input_feature_dimension)
        rhses = np.split(rhs, feature_group_count, axis=dn.kernel_output_feature_dimension)
        results = [convolution(l, r, **attributes) for l, r in zip(lhses, rhses)]
        return np.concatenate(results, axis=dn.output_feature_dimension)
    if batch_group_count > 1:
        lhses = np.split(lhs, batch_group_count, axis=dn.input_batch_dimension)
        rhses = np.split(rhs, batch_group_count, axis=dn.kernel_output_feature_dimension)
        results = [convolution(l, r, **attributes) for l, r in zip(lhses, rhses)]
        return np.concatenate(results, axis=dn.output_feature_dimension)

    def lhs_shape(n, hw, c):
        return permute([n, *hw, c], [dn.input_batch_dimension, *dn.input_spatial_dimensions,
                                     dn.input_feature_dimension])

    def result_shape(n1, hw, c1):
        return permute([n1, *hw, c1], [dn.output_batch_dimension, *dn.output_spatial_dimensions,
                                       dn.output_feature_dimension])

    lhs_window_dimensions = lhs_shape(lhs.shape[dn.input_batch_dimension],
                                      [rhs.shape[d] for d in dn.kernel_spatial_dimensions],
                                      lhs.shape[dn.input_feature_dimension])
    lhs_window_strides = lhs_shape(1, window_strides, 1)
    lhs_padding = lhs_shape([0, 0], padding, [0, 0])
    lhs_base_dilations = lhs_shape(1, lhs_dilation, 1)
    lhs_window_dilations = lhs_shape(1, rhs_dilation, 1)

    et = result_type.element_type
    result = np.zeros(_result_dims(lhs, rhs, window_strides, padding, lhs_dilation,
                                   rhs_dilation, dn), accumulation_dtype(et))
    padding_value = np.zeros((), lhs.dtype)
    padded_lhs = pad(lhs, padding_value, [p[0] for p in lhs_padding],
                     [p[1] for p in lhs_padding], [d - 1 for d in lhs_base_dilations])
    for output_spatial_index in index_space([result.shape[d]
                                             for d in dn.output_spatial_dimensions]):
        lhs_window_start = [i * s for i, s in zip(lhs_shape(0, output_spatial_index, 0),
                                                  lhs_window_strides)]
        # The spec writes the limit as lhs_window_start + lhs_window_dimensions, which takes
        # fewer than lhs_window_dimensions elements where lhs_window_dilations > 1; a window
        # spans (lhs_window_dimensions - 1) * lhs_window_dilations + 1 positions (C25's
        # dilated_window_shape, reduce_window's window_end).
        lhs_window_end = [s + (w - 1) * d + 1 if w else s for s, w, d in zip(
            lhs_window_start, lhs_window_dimensions, lhs_window_dilations)]
        lhs_window = slice_(padded_lhs, lhs_window_start, lhs_window_end, lhs_window_dilations)
        reversed_lhs_window = reverse(lhs_window, [
            dn.input_spatial_dimensions[dim] for dim in range(len(window_reversal))
            if window_reversal[dim]])
        dot_product = dot_general(
            reversed_lhs_window, rhs,
            lhs_contracting_dimensions=[*dn.input_spatial_dimensions, dn.input_feature_dimension],
            rhs_contracting_dimensions=[*dn.kernel_spatial_dimensions,
                                        dn.kernel_input_feature_dimension],
            dtype=accumulation_dtype(et))
        for n1, c1 in index_space(dot_product.shape):
            result[tuple(result_shape(n1, output_spatial_index, c1))] = dot_product[n1, c1]
    return narrow(result, et)


def permute(js: list, permutation: list) -> list:
    """`permute([j0, j1, ..., jR-1], permutation) = [i0, i1, ..., iR-1]` where
    `j[d] = i[permutation[d]]`."""
    i = [None] * len(js)
    for d, j in enumerate(js):
        i[permutation[d]] = j
    return i


def _result_dims(lhs, rhs, window_strides, padding, lhs_dilation, rhs_dilation, dn) -> list:
    """`dim(result, result_dim)` by convolution's C25 (batch_group_count = 1 here)."""
    dims = [0] * lhs.ndim
    dims[dn.output_batch_dimension] = lhs.shape[dn.input_batch_dimension]
    dims[dn.output_feature_dimension] = rhs.shape[dn.kernel_output_feature_dimension]
    for spatial_dim, result_dim in enumerate(dn.output_spatial_dimensions):
        lhs_dim = dn.input_spatial_dimensions[spatial_dim]
        rhs_dim = dn.kernel_spatial_dimensions[spatial_dim]
        dilated_input_shape = 0 if lhs.shape[lhs_dim] == 0 else \
            (lhs.shape[lhs_dim] - 1) * lhs_dilation[spatial_dim] + 1
        padded_input_shape = padding[spatial_dim][0] + dilated_input_shape \
            + padding[spatial_dim][1]
        dilated_window_shape = 0 if rhs.shape[rhs_dim] == 0 else \
            (rhs.shape[rhs_dim] - 1) * rhs_dilation[spatial_dim] + 1
        is_empty_window = padded_input_shape == 0 or dilated_window_shape > padded_input_shape
        dims[result_dim] = 0 if is_empty_window else \
            (padded_input_shape - dilated_window_shape) // window_strides[spatial_dim] + 1
    return dims


def pad(operand, padding_value, edge_padding_low, edge_padding_high, interior_padding):
    """The spec's pad: `result[result_index] = operand[operand_index]` where
    `result_index = edge_padding_low + operand_index * (interior_padding + 1)`, and
    `padding_value` elsewhere (negative padding drops what falls outside the result)."""
    shape = [lo + (0 if d == 0 else (d - 1) * (i + 1) + 1) + hi for d, lo, hi, i in zip(
        operand.shape, edge_padding_low, edge_padding_high, interior_padding)]
    result = np.full([max(s, 0) for s in shape], padding_value, operand.dtype)
    for operand_index in index_space(operand.shape):
        result_index = [lo + o * (i + 1) for lo, o, i in zip(edge_padding_low, operand_index,
                                                              interior_padding)]
        if all(0 <= r < s for r, s in zip(result_index, result.shape)):
            result[tuple(result_index)] = operand[operand_index]
    return result


def slice_(operand, start_indices, limit_indices, strides):
    """The spec's slice: `result[result_index] = operand[operand_index]` where
    `operand_index = start_indices + result_index * strides` (C2-C4: the limits lie inside)."""
    if not all(0 <= s <= l <= d for s, l, d in zip(start_indices, limit_indices, operand.shape)):
        raise ValueError(f"slice [{start_indices}, {limit_indices}) of a tensor of shape "
                         f"{list(operand.shape)}")
    shape = [-(-(l - s) // st) for s, l, st in zip(start_indices, limit_indices, strides)]
    result = np.zeros(shape, operand.dtype)
    for result_index in index_space(shape):
        result[result_index] = operand[tuple(s + r * st for s, r, st in zip(
            start_indices, result_index, strides))]
    return result


def reverse(operand, dimensions):
    """The spec's reverse: `result[result_index] = operand[operand_index]` where
    `operand_index[d] = dim(result, d) - result_index[d] - 1` for d in `dimensions`."""
    result = np.zeros(operand.shape, operand.dtype)
    for result_index in index_space(operand.shape):
        operand_index = [operand.shape[d] - i - 1 if d in dimensions else i
                         for d, i in enumerate(result_index)]
        result[result_index] = operand[tuple(operand_index)]
    return result


def dot_general(lhs, rhs, *, lhs_contracting_dimensions, rhs_contracting_dimensions, dtype):
    """The spec's dot_general without batching dimensions: `result[result_lhs_index +
    result_rhs_index]` is the sum over the contracting index space of `lhs[...] * rhs[...]`,
    each term in `dtype`, added in index order."""
    lhs_result_dimensions = [d for d in range(lhs.ndim) if d not in lhs_contracting_dimensions]
    rhs_result_dimensions = [d for d in range(rhs.ndim) if d not in rhs_contracting_dimensions]
    contracting_shape = [lhs.shape[d] for d in lhs_contracting_dimensions]
    lhs_wide, rhs_wide = widen(lhs).astype(dtype), widen(rhs).astype(dtype)
    result = np.zeros([lhs.shape[d] for d in lhs_result_dimensions]
                      + [rhs.shape[d] for d in rhs_result_dimensions], dtype)
    for result_lhs_index in index_space([lhs.shape[d] for d in lhs_result_dimensions]):
        for result_rhs_index in index_space([rhs.shape[d] for d in rhs_result_dimensions]):
            total = np.zeros((), dtype)
            for contracting_index in index_space(contracting_shape):
                lhs_index, rhs_index = [0] * lhs.ndim, [0] * rhs.ndim
                for d, i in zip(lhs_result_dimensions, result_lhs_index):
                    lhs_index[d] = i
                for d, i in zip(rhs_result_dimensions, result_rhs_index):
                    rhs_index[d] = i
                for dl, dr, i in zip(lhs_contracting_dimensions, rhs_contracting_dimensions,
                                     contracting_index):
                    lhs_index[dl], rhs_index[dr] = i, i
                with np.errstate(all="ignore"):  # integers wrap modulo 2^64; inf * 0 is NaN
                    total = total + lhs_wide[tuple(lhs_index)] * rhs_wide[tuple(rhs_index)]
            result[(*result_lhs_index, *result_rhs_index)] = total
    return result


# ---------------------------------------------------------------------------------------------
# reduce and reduce_window

def reduce(inputs, init_values, *, dimensions, body):
    """The spec's reduce, `results...[j0, ..., jR-1] = reduce(input_slices)`, with the schedule
    reduction.py documents as the reference's: `exec(schedule) = body(init_values,
    tree(input_slices...[index] for index in index_space(input_slices) in ascending
    lexicographic order))`, `tree` pairing neighbours (0, 1), (2, 3), ... level by level and
    moving an odd last value up unchanged (just `init_values` where there are no values).
    `body(*lhs, *rhs)` returns its results as a list. Inputs of the body's types only (no
    promotion: `to_destination_type` is the identity here)."""
    shape = np.shape(inputs[0])
    kept = [d for d in range(len(shape)) if d not in dimensions]
    results = [np.zeros([shape[d] for d in kept], np.asarray(v).dtype) for v in init_values]
    for result_index in index_space([shape[d] for d in kept]):
        input_slice = [slice(None)] * len(shape)
        for d, j in zip(kept, result_index):
            input_slice[d] = j
        input_slices = [x[tuple(input_slice)] for x in inputs]
        leaves = [tuple(x[(*index, ...)] for x in input_slices)
                  for index in index_space(np.shape(input_slices[0]))]
        exec_schedule = tuple(init_values) if not leaves else \
            tuple(body(*init_values, *_tree(leaves, body)))
        for r, value in zip(results, exec_schedule):
            r[result_index] = value
    return results


def _tree(leaves: list, body):
    """The pairwise tree over `leaves` (tuples of one value per input), as `exec(schedule)`:
    neighbours (0, 1), (2, 3), ... combined level by level, an odd last leaf moving up. A leaf
    may be absent (None: a position that takes no part); a pair with one absent leaf is the
    other. None where every leaf is absent."""
    while len(leaves) > 1:
        paired = [leaves[i] if leaves[i + 1] is None else leaves[i + 1] if leaves[i] is None
                  else tuple(body(*leaves[i], *leaves[i + 1]))
                  for i in range(0, len(leaves) - 1, 2)]
        leaves = paired + leaves[len(leaves) - len(leaves) % 2:]
    return leaves[0] if leaves else None


def reduce_window(inputs, init_values, *, window_dimensions, window_strides=None,
                  base_dilations=None, window_dilations=None, padding=None, body):
    """The spec's reduce_window: `results...[result_index] = reduce(windows, init_values,
    axes(inputs...), body)`, `windows` the slice of the inputs padded with `init_values` (base
    dilations as interior padding) at `result_index * window_strides`; `reduce` as above."""
    rank = np.ndim(inputs[0])
    window_strides = list(window_strides or [1] * rank)
    base_dilations = list(base_dilations or [1] * rank)
    window_dilations = list(window_dilations or [1] * rank)
    padding = [[0, 0]] * rank if padding is None else np.reshape(padding, (-1, 2)).tolist()
    padded_inputs = [pad(x, np.asarray(init), [p[0] for p in padding], [p[1] for p in padding],
                         [b - 1 for b in base_dilations])
                     for x, init in zip(inputs, init_values)]
    # C15: shape(results[0]) = num_windows.
    num_windows = []
    for d in range(rank):
        dilated_input_shape = 0 if np.shape(inputs[0])[d] == 0 else \
            (np.shape(inputs[0])[d] - 1) * base_dilations[d] + 1
        padded_input_shape = padding[d][0] + dilated_input_shape + padding[d][1]
        dilated_window_shape = (window_dimensions[d] - 1) * window_dilations[d] + 1
        is_empty_window = padded_input_shape == 0 or dilated_window_shape > padded_input_shape
        num_windows.append(0 if is_empty_window else
                           (padded_input_shape - dilated_window_shape) // window_strides[d] + 1)
    results = [np.zeros(num_windows, np.asarray(v).dtype) for v in init_values]
    for result_index in index_space(num_windows):
        window_start = [i * s for i, s in zip(result_index, window_strides)]
        window_end = [s + (w - 1) * d + 1 for s, w, d in zip(window_start, window_dimensions,
                                                             window_dilations)]
        windows = [slice_(p, window_start, window_end, window_dilations) for p in padded_inputs]
        for r, value in zip(results, reduce(windows, init_values, dimensions=list(range(rank)),
                                            body=body)):
            r[result_index] = value[()]
    return results


# ---------------------------------------------------------------------------------------------
# select_and_scatter

def select_and_scatter(operand, source, init_value, *, window_dimensions=None,
                       window_strides=None, padding=None, select, scatter):
    """The spec's select_and_scatter: `selected_values` by reduce_window_without_init of the
    operand with `select(arg0, arg1) ? arg0 : arg1` (each value carrying its `operand_index`),
    then `result[result_index] = reduce([source_values], [init_value], [0], scatter)` over the
    source values whose window selected `result_index`, in row-major source order. Schedules:
    the selection's is the pairwise tree over the window's positions in row-major order,
    padding positions absent (no init values); the scatter's is `reduce`'s above. A window of
    padding only selects nothing (the spec leaves it open, #731): its source value goes
    nowhere, as in the reference."""
    rank = np.ndim(operand)
    window_dimensions = list(window_dimensions or [1] * rank)
    window_strides = list(window_strides or [1] * rank)
    padding = [[0, 0]] * rank if padding is None else np.reshape(padding, (-1, 2)).tolist()

    def body(arg0, index0, arg1, index1):
        return (arg0, index0) if bool(select(arg0, arg1)[0]) else (arg1, index1)

    def selected_index(source_index):
        window_start = [i * s for i, s in zip(source_index, window_strides)]
        leaves = []
        for window_index in index_space(window_dimensions):
            operand_index = tuple(s + w - p[0] for s, w, p in zip(window_start, window_index,
                                                                   padding))
            inside = all(0 <= i < d for i, d in zip(operand_index, np.shape(operand)))
            leaves.append((operand[(*operand_index, ...)], operand_index) if inside else None)
        selected_value = _tree(leaves, body)
        return None if selected_value is None else selected_value[1]

    selected = {source_index: selected_index(source_index)
                for source_index in index_space(np.shape(source))}
    result = np.zeros(np.shape(operand), np.asarray(init_value).dtype)
    for result_index in index_space(np.shape(operand)):
        source_indices = [source_index for source_index in index_space(np.shape(source))
                          if selected[source_index] == result_index]
        source_values = np.array([source[source_index] for source_index in source_indices],
                                 np.asarray(source).dtype)
        result[result_index] = reduce([source_values], [np.asarray(init_value)],
                                      dimensions=[0], body=scatter)[0][()]
    return result
