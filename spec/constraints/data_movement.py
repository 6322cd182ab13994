"""Constraints of the data movement ops of the seed spec: gather, dynamic_gather, scatter,
slice, dynamic_slice, dynamic_update_slice, sort (seed 000, their sections).

Where an index list the spec ranges over is itself out of range (another constraint's
violation), the predicates that index with it hold vacuously so that only that other
constraint is reported.
"""
from __future__ import annotations

from ..shapes import dynamic_slice_shape, gather_shape, scatter_update_shape, slice_shape
from ..types import ELEMENT_TYPES, TensorType
from . import constraint
from .notation import (compatible, compatible_dim, concatenate, dim, element_type,
                       function_type, is_promotable, is_sorted, is_unique, rank, same,
                       same_type, shape, size, values_of)
from .view import plain

# -- helpers shared by gather, dynamic_gather and scatter -----------------------------------


def _ints(x) -> list:
    """An index list (tuple, array, or None for an absent field) as a list of ints."""
    return [int(v) for v in values_of(x)]


def _in_range(xs, n) -> bool:
    return all(0 <= v < n for v in _ints(xs))


def _at(sizes, idx) -> list:
    """sizes[idx...], or None when an index is out of range (reported elsewhere)."""
    sizes, idx = list(sizes), _ints(idx)
    return [sizes[i] for i in idx] if all(0 <= i < len(sizes) for i in idx) else None


def _index_count(indices: TensorType, index_vector_dim: int):
    """index_vector_dim < rank(indices) ? dim(indices, index_vector_dim) : 1."""
    return dim(indices, index_vector_dim) if index_vector_dim < rank(indices) else 1


def _constant_operand(o, name):
    """The value of operand `name` when a stablehlo.constant defines it, else None."""
    index = [p.name for p in o.schema.operands].index(name)
    op = o.self.operands[index].defining_op
    if op is None or op.name != "stablehlo.constant":
        return None
    return _ints(plain(op.attributes.get("value")))


# -- gather and dynamic_gather (shared formulas) --------------------------------------------

def _index_vector_dim_ok(o, indices):
    return 0 <= o.index_vector_dim <= rank(indices)


def _start_index_map_size(o, indices):
    if not 0 <= o.index_vector_dim <= rank(indices):
        return True
    return compatible_dim(size(o.start_index_map), _index_count(indices, o.index_vector_dim))


def _offset_dims_sorted(o):
    return is_unique(o.offset_dims) and is_sorted(o.offset_dims)


def _at_most_one(slice_sizes, dims_) -> bool:
    picked = _at(slice_sizes, dims_) if slice_sizes is not None else None
    return picked is None or all(s <= 1 for s in picked)


def _slice_sizes_fit(slice_sizes, operand) -> bool:
    if slice_sizes is None or len(slice_sizes) != rank(operand):
        return True
    return all(0 <= s and (d is None or s <= d) for s, d in zip(slice_sizes, shape(operand)))


def _gather_shape(o, slice_sizes, collapsed_slice_dims, operand_batching_dims=()) -> bool:
    if not 0 <= o.index_vector_dim <= rank(o.start_indices):
        return True
    want = gather_shape(shape(o.start_indices), slice_sizes, offset_dims=o.offset_dims,
                        collapsed_slice_dims=collapsed_slice_dims,
                        operand_batching_dims=operand_batching_dims,
                        index_vector_dim=o.index_vector_dim)
    return want is None or compatible(shape(o.result), want)


# -- gather ---------------------------------------------------------------------------------

@constraint("gather", 1, "rank(operand) = size(offset_dims) + size(collapsed_slice_dims) "
                         "+ size(operand_batching_dims)")
def _(o):
    return rank(o.operand) == (size(o.offset_dims) + size(o.collapsed_slice_dims)
                               + size(o.operand_batching_dims))


@constraint("gather", 2, "0 <= index_vector_dim <= rank(start_indices)")
def _(o):
    return _index_vector_dim_ok(o, o.start_indices)


@constraint("gather", 3, "size(start_index_map) = index_vector_dim < rank(start_indices) ? "
                         "dim(start_indices, index_vector_dim) : 1")
def _(o):
    return _start_index_map_size(o, o.start_indices)


@constraint("gather", 4, "is_unique(offset_dims) and is_sorted(offset_dims)")
def _(o):
    return _offset_dims_sorted(o)


@constraint("gather", 5, "0 <= offset_dims < rank(result)")
def _(o):
    return _in_range(o.offset_dims, rank(o.result))


@constraint("gather", 6, "is_unique(concatenate(collapsed_slice_dims, operand_batching_dims))")
def _(o):
    return is_unique(concatenate(o.collapsed_slice_dims, o.operand_batching_dims))


@constraint("gather", 7, "is_sorted(collapsed_slice_dims)")
def _(o):
    return is_sorted(o.collapsed_slice_dims)


@constraint("gather", 8, "0 <= collapsed_slice_dims < rank(operand)")
def _(o):
    return _in_range(o.collapsed_slice_dims, rank(o.operand))


@constraint("gather", 9, "slice_sizes[collapsed_slice_dims...] <= 1")
def _(o):
    return _at_most_one(o.slice_sizes, o.collapsed_slice_dims)


@constraint("gather", 10, "is_sorted(operand_batching_dims)")
def _(o):
    return is_sorted(o.operand_batching_dims)


@constraint("gather", 11, "0 <= operand_batching_dims < rank(operand)")
def _(o):
    return _in_range(o.operand_batching_dims, rank(o.operand))


@constraint("gather", 12, "slice_sizes[operand_batching_dims...] <= 1")
def _(o):
    return _at_most_one(o.slice_sizes, o.operand_batching_dims)


@constraint("gather", 13, "is_unique(start_indices_batching_dims)")
def _(o):
    return is_unique(o.start_indices_batching_dims)


@constraint("gather", 14, "0 <= start_indices_batching_dims < rank(start_indices)")
def _(o):
    return _in_range(o.start_indices_batching_dims, rank(o.start_indices))


@constraint("gather", 15, "index_vector_dim not in start_indices_batching_dims")
def _(o):
    return o.index_vector_dim not in _ints(o.start_indices_batching_dims)


@constraint("gather", 16, "size(operand_batching_dims) == size(start_indices_batching_dims)")
def _(o):
    return size(o.operand_batching_dims) == size(o.start_indices_batching_dims)


@constraint("gather", 17, "dim(operand, operand_batching_dims...) = "
                          "dim(start_indices, start_indices_batching_dims...)")
def _(o):
    a = _at(shape(o.operand), o.operand_batching_dims)
    b = _at(shape(o.start_indices), o.start_indices_batching_dims)
    return a is None or b is None or len(a) != len(b) or compatible(a, b)


@constraint("gather", 18, "is_unique(concatenate(start_index_map, operand_batching_dims))")
def _(o):
    return is_unique(concatenate(o.start_index_map, o.operand_batching_dims))


@constraint("gather", 19, "0 <= start_index_map < rank(operand)")
def _(o):
    return _in_range(o.start_index_map, rank(o.operand))


@constraint("gather", 20, "size(slice_sizes) = rank(operand)")
def _(o):
    return size(o.slice_sizes) == rank(o.operand)


@constraint("gather", 21, "0 <= slice_sizes <= shape(operand)")
def _(o):
    return _slice_sizes_fit(_ints(o.slice_sizes), o.operand)


@constraint("gather", 22, "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where "
                          "batch_dim_sizes = shape(start_indices) without the dimension size "
                          "at index_vector_dim, offset_dim_sizes = slice_sizes without the "
                          "sizes at collapsed_slice_dims and operand_batching_dims, and "
                          "combine puts batch_dim_sizes at the axes batch_dims and "
                          "offset_dim_sizes at the axes offset_dims")
def _(o):
    return _gather_shape(o, _ints(o.slice_sizes), o.collapsed_slice_dims,
                         o.operand_batching_dims)


@constraint("gather", 23, "element_type(operand) = element_type(result)")
def _(o):
    return element_type(o.operand) == element_type(o.result)


# -- dynamic_gather -------------------------------------------------------------------------

_DYNAMIC_SLICE_SIZES = ("slice_sizes is an operand: its values are known only when a "
                        "stablehlo.constant defines it (as upstream's verifier does); "
                        "otherwise the constraint is checked at run time")


@constraint("dynamic_gather", 1, "rank(operand) = size(offset_dims) + size(collapsed_slice_dims)")
def _(o):
    return rank(o.operand) == size(o.offset_dims) + size(o.collapsed_slice_dims)


@constraint("dynamic_gather", 2, "0 <= index_vector_dim <= rank(start_indices)")
def _(o):
    return _index_vector_dim_ok(o, o.start_indices)


@constraint("dynamic_gather", 3, "size(start_index_map) = index_vector_dim < "
                                 "rank(start_indices) ? dim(start_indices, index_vector_dim) : 1")
def _(o):
    return _start_index_map_size(o, o.start_indices)


@constraint("dynamic_gather", 4, "is_unique(offset_dims) and is_sorted(offset_dims)")
def _(o):
    return _offset_dims_sorted(o)


@constraint("dynamic_gather", 5, "0 <= offset_dims < rank(result)")
def _(o):
    return _in_range(o.offset_dims, rank(o.result))


@constraint("dynamic_gather", 6, "is_unique(collapsed_slice_dims) and "
                                 "is_sorted(collapsed_slice_dims)")
def _(o):
    return is_unique(o.collapsed_slice_dims) and is_sorted(o.collapsed_slice_dims)


@constraint("dynamic_gather", 7, "0 <= collapsed_slice_dims < rank(operand)")
def _(o):
    return _in_range(o.collapsed_slice_dims, rank(o.operand))


@constraint("dynamic_gather", 8, "slice_sizes[collapsed_slice_dims...] <= 1",
            note=_DYNAMIC_SLICE_SIZES)
def _(o):
    sizes = _constant_operand(o, "slice_sizes")
    return _at_most_one(sizes, o.collapsed_slice_dims) or (
        f"expected slice_sizes[collapsed_slice_dims...] <= 1; found slice_sizes = {sizes}, "
        f"collapsed_slice_dims = {o.collapsed_slice_dims}")


@constraint("dynamic_gather", 9, "is_unique(start_index_map)")
def _(o):
    return is_unique(o.start_index_map)


@constraint("dynamic_gather", 10, "0 <= start_index_map < rank(operand)")
def _(o):
    return _in_range(o.start_index_map, rank(o.operand))


@constraint("dynamic_gather", 11, "size(slice_sizes) = rank(operand)")
def _(o):
    return rank(o.slice_sizes) == 1 and compatible_dim(dim(o.slice_sizes, 0), rank(o.operand))


@constraint("dynamic_gather", 12, "0 <= slice_sizes <= shape(operand)",
            note=_DYNAMIC_SLICE_SIZES)
def _(o):
    sizes = _constant_operand(o, "slice_sizes")
    return _slice_sizes_fit(sizes, o.operand) or (
        f"expected 0 <= slice_sizes <= shape(operand); found slice_sizes = {sizes}, "
        f"operand = {o.operand}")


@constraint("dynamic_gather", 13, "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) "
                                  "where batch_dim_sizes = shape(start_indices) without the "
                                  "dimension size at index_vector_dim, offset_dim_sizes = "
                                  "slice_sizes without the sizes at collapsed_slice_dims, and "
                                  "combine puts batch_dim_sizes at the axes batch_dims and "
                                  "offset_dim_sizes at the axes offset_dims",
            note="with a non-constant slice_sizes, the offset dimension sizes are unknown "
                 "(dynamic) and only the rank and the batch dimension sizes are checked")
def _(o):
    sizes = _constant_operand(o, "slice_sizes")
    if sizes is None:
        if rank(o.slice_sizes) != 1 or dim(o.slice_sizes, 0) is None:
            return True
        sizes = [None] * dim(o.slice_sizes, 0)
    return _gather_shape(o, sizes, o.collapsed_slice_dims)


@constraint("dynamic_gather", 14, "element_type(operand) = element_type(result)")
def _(o):
    return element_type(o.operand) == element_type(o.result)


# -- scatter --------------------------------------------------------------------------------

def _first(xs):
    return xs[0] if xs else None


@constraint("scatter", 1, "same(shape(inputs...))")
def _(o):
    return all(compatible(o.inputs[0], x) for x in o.inputs)


@constraint("scatter", 2, "rank(inputs[0]) = size(update_window_dims) + "
                          "size(inserted_window_dims) + size(input_batching_dims)")
def _(o):
    return not o.inputs or rank(o.inputs[0]) == (
        size(o.update_window_dims) + size(o.inserted_window_dims) + size(o.input_batching_dims))


@constraint("scatter", 3, "same(shape(updates...))")
def _(o):
    return all(compatible(o.updates[0], x) for x in o.updates)


@constraint("scatter", 4, "shape(updates[0]) = combine(update_scatter_dim_sizes, "
                          "update_window_dim_sizes) where update_scatter_dim_sizes = "
                          "shape(scatter_indices) without the dimension size at "
                          "index_vector_dim, update_window_dim_sizes <= shape(inputs[0]) "
                          "without the sizes at inserted_window_dims and input_batching_dims, "
                          "and combine puts update_scatter_dim_sizes at the axes "
                          "update_scatter_dims and update_window_dim_sizes at the axes "
                          "update_window_dims")
def _(o):
    if not o.inputs or not 0 <= o.index_vector_dim <= rank(o.scatter_indices):
        return True
    scatter_sizes, window_bounds = scatter_update_shape(
        shape(o.scatter_indices), shape(o.inputs[0]),
        inserted_window_dims=o.inserted_window_dims, input_batching_dims=o.input_batching_dims,
        index_vector_dim=o.index_vector_dim)
    updates = shape(o.updates[0])
    windows = _ints(o.update_window_dims)
    if (len(windows) != len(window_bounds) or not _in_range(windows, len(updates))
            or not is_unique(windows)):
        return True  # C2, C7, C8 report these
    if len(updates) != len(scatter_sizes) + len(windows):
        return False
    actual_scatter = [s for d, s in enumerate(updates) if d not in set(windows)]
    actual_window = [updates[d] for d in windows]
    return compatible(actual_scatter, scatter_sizes) and all(
        a is None or b is None or a <= b for a, b in zip(actual_window, window_bounds))


@constraint("scatter", 5, "0 < size(inputs) = size(updates) = N",
            note="size(inputs) = size(updates) is structural (the operands are split evenly "
                 "between inputs and updates, as upstream's SameVariadicOperandSize does); "
                 "what a program can break is 0 < N")
def _(o):
    return 0 < size(o.inputs) == size(o.updates)


@constraint("scatter", 6, "element_type(updates...) = element_type(inputs...)")
def _(o):
    return all(element_type(u) == element_type(i) for u, i in zip(o.updates, o.inputs))


@constraint("scatter", 7, "is_unique(update_window_dims) and is_sorted(update_window_dims)")
def _(o):
    return is_unique(o.update_window_dims) and is_sorted(o.update_window_dims)


@constraint("scatter", 8, "0 <= update_window_dims < rank(updates[0])")
def _(o):
    return not o.updates or _in_range(o.update_window_dims, rank(o.updates[0]))


@constraint("scatter", 9, "is_unique(concatenate(inserted_window_dims, input_batching_dims))")
def _(o):
    return is_unique(concatenate(o.inserted_window_dims, o.input_batching_dims))


@constraint("scatter", 10, "is_sorted(inserted_window_dims)")
def _(o):
    return is_sorted(o.inserted_window_dims)


@constraint("scatter", 11, "0 <= inserted_window_dims < rank(inputs[0])")
def _(o):
    return not o.inputs or _in_range(o.inserted_window_dims, rank(o.inputs[0]))


@constraint("scatter", 12, "is_sorted(input_batching_dims)")
def _(o):
    return is_sorted(o.input_batching_dims)


@constraint("scatter", 13, "0 <= input_batching_dims < rank(inputs[0])")
def _(o):
    return not o.inputs or _in_range(o.input_batching_dims, rank(o.inputs[0]))


@constraint("scatter", 14, "is_unique(scatter_indices_batching_dims)")
def _(o):
    return is_unique(o.scatter_indices_batching_dims)


@constraint("scatter", 15, "0 <= scatter_indices_batching_dims < rank(scatter_indices)")
def _(o):
    return _in_range(o.scatter_indices_batching_dims, rank(o.scatter_indices))


@constraint("scatter", 16, "index_vector_dim not in scatter_indices_batching_dims")
def _(o):
    return o.index_vector_dim not in _ints(o.scatter_indices_batching_dims)


@constraint("scatter", 17, "size(input_batching_dims) == size(scatter_indices_batching_dims)")
def _(o):
    return size(o.input_batching_dims) == size(o.scatter_indices_batching_dims)


@constraint("scatter", 18, "dim(inputs[0], input_batching_dims...) = "
                           "dim(scatter_indices, scatter_indices_batching_dims...)")
def _(o):
    if not o.inputs:
        return True
    a = _at(shape(o.inputs[0]), o.input_batching_dims)
    b = _at(shape(o.scatter_indices), o.scatter_indices_batching_dims)
    return a is None or b is None or len(a) != len(b) or compatible(a, b)


@constraint("scatter", 19, "size(scatter_dims_to_operand_dims) = index_vector_dim < "
                           "rank(scatter_indices) ? dim(scatter_indices, index_vector_dim) : 1")
def _(o):
    if not 0 <= o.index_vector_dim <= rank(o.scatter_indices):
        return True
    return compatible_dim(size(o.scatter_dims_to_operand_dims),
                          _index_count(o.scatter_indices, o.index_vector_dim))


@constraint("scatter", 20, "is_unique(concatenate(scatter_dims_to_operand_dims, "
                           "input_batching_dims))")
def _(o):
    return is_unique(concatenate(o.scatter_dims_to_operand_dims, o.input_batching_dims))


@constraint("scatter", 21, "0 <= scatter_dims_to_operand_dims < rank(inputs[0])")
def _(o):
    return not o.inputs or _in_range(o.scatter_dims_to_operand_dims, rank(o.inputs[0]))


@constraint("scatter", 22, "0 <= index_vector_dim <= rank(scatter_indices)")
def _(o):
    return 0 <= o.index_vector_dim <= rank(o.scatter_indices)


def _scalar_types(region) -> tuple | None:
    """The element types Ei of a region typed (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ...,
    tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>); None when it is not of that form."""
    t = function_type(region)
    n = len(t.results)
    if (len(t.inputs) != 2 * n or not all(isinstance(x, TensorType) and x.shape == ()
                                          for x in t.inputs + t.results)):
        return None
    es = tuple(x.element_type for x in t.results)
    ins = tuple(x.element_type for x in t.inputs)
    return es if ins == es + es else None


@constraint("scatter", 23, "update_computation has type (tensor<E0>, ..., tensor<EN-1>, "
                           "tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>), "
                           "where is_promotable(element_type(inputs[i]), Ei)")
def _(o):
    es = _scalar_types(o.update_computation)
    if es is None or len(es) != len(o.inputs):
        return f"update_computation has type {function_type(o.update_computation)}"
    return all(is_promotable(element_type(x), e) for x, e in zip(o.inputs, es))


@constraint("scatter", 24, "shape(inputs...) = shape(results...)")
def _(o):
    return len(o.inputs) == len(o.results) and all(
        compatible(i, r) for i, r in zip(o.inputs, o.results))


@constraint("scatter", 25, "element_type(results[i]) = Ei for all i in [0,N)")
def _(o):
    es = _scalar_types(o.update_computation)
    if es is None or len(es) != len(o.results):
        return True  # C23 reports the region's type
    return all(element_type(r) == e for r, e in zip(o.results, es))


# -- slice ----------------------------------------------------------------------------------

def _slice_lists_ok(o) -> bool:
    n = rank(o.operand)
    return size(o.start_indices) == size(o.limit_indices) == size(o.strides) == n


@constraint("slice", 1, "element_type(operand) = element_type(result)")
def _(o):
    return element_type(o.operand) == element_type(o.result)


@constraint("slice", 2, "size(start_indices) = size(limit_indices) = size(strides) = "
                        "rank(operand)")
def _(o):
    return _slice_lists_ok(o)


@constraint("slice", 3, "0 <= start_indices <= limit_indices <= shape(operand)")
def _(o):
    if not _slice_lists_ok(o):
        return True
    return all(0 <= s <= lim and (d is None or lim <= d) for s, lim, d in
               zip(o.start_indices, o.limit_indices, shape(o.operand)))


@constraint("slice", 4, "0 < strides")
def _(o):
    return all(s > 0 for s in _ints(o.strides))


@constraint("slice", 5, "shape(result) = ceil((limit_indices - start_indices) / strides)")
def _(o):
    if not _slice_lists_ok(o) or not all(s > 0 for s in o.strides):
        return True
    want = slice_shape(o.start_indices, o.limit_indices, o.strides)
    return compatible(shape(o.result), want)


# -- dynamic_slice --------------------------------------------------------------------------

@constraint("dynamic_slice", 1, "element_type(operand) = element_type(result)")
def _(o):
    return element_type(o.operand) == element_type(o.result)


@constraint("dynamic_slice", 2, "size(start_indices) = size(slice_sizes) = rank(operand)")
def _(o):
    return size(o.start_indices) == size(o.slice_sizes) == rank(o.operand)


@constraint("dynamic_slice", 3, "same(type(start_indices...))")
def _(o):
    return same(o.start_indices)


@constraint("dynamic_slice", 4, "0 <= slice_sizes <= shape(operand)")
def _(o):
    return _slice_sizes_fit(_ints(o.slice_sizes), o.operand)


@constraint("dynamic_slice", 5, "shape(result) = slice_sizes")
def _(o):
    return compatible(shape(o.result), dynamic_slice_shape(o.slice_sizes))


# -- dynamic_update_slice -------------------------------------------------------------------

@constraint("dynamic_update_slice", 1, "type(operand) = type(result)")
def _(o):
    return same_type(o.operand, o.result)


@constraint("dynamic_update_slice", 2, "element_type(update) = element_type(operand)")
def _(o):
    return element_type(o.update) == element_type(o.operand)


@constraint("dynamic_update_slice", 3, "rank(update) = rank(operand)")
def _(o):
    return rank(o.update) == rank(o.operand)


@constraint("dynamic_update_slice", 4, "size(start_indices) = rank(operand)")
def _(o):
    return size(o.start_indices) == rank(o.operand)


@constraint("dynamic_update_slice", 5, "same(type(start_indices...))")
def _(o):
    return same(o.start_indices)


@constraint("dynamic_update_slice", 6, "0 <= shape(update) <= shape(operand)")
def _(o):
    return rank(o.update) != rank(o.operand) or all(
        u is None or d is None or u <= d for u, d in zip(shape(o.update), shape(o.operand)))


# -- sort -----------------------------------------------------------------------------------

@constraint("sort", 1, "0 < size(inputs)")
def _(o):
    return size(o.inputs) > 0


@constraint("sort", 2, "type(inputs...) = type(results...)")
def _(o):
    return len(o.inputs) == len(o.results) and all(
        same_type(i, r) for i, r in zip(o.inputs, o.results))


@constraint("sort", 3, "same(shape(inputs...) + shape(results...))")
def _(o):
    everything = o.inputs + o.results
    return all(compatible(everything[0], x) for x in everything)


@constraint("sort", 4, "-R <= dimension < R, where R = rank(inputs[0])")
def _(o):
    r = rank(_first(o.inputs))
    return not o.inputs or -r <= o.dimension < r


@constraint("sort", 5, "comparator has type (tensor<E1>, tensor<E1>, ..., tensor<EN-1>, "
                       "tensor<EN-1>) -> tensor<i1>, where Ei = element_type(inputs[i])")
def _(o):
    want_in = tuple(TensorType((), element_type(x)) for x in o.inputs for _ in (0, 1))
    want = (want_in, (TensorType((), ELEMENT_TYPES["i1"]),))
    t = function_type(o.comparator)
    if (tuple(t.inputs), tuple(t.results)) != want:
        return f"expected comparator type ({', '.join(map(str, want[0]))}) -> tensor<i1>, " \
               f"found {t}"
    return True
