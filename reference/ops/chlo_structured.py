"""The structured CHLO ops: top_k, ragged_dot and scan (upstream's ChloOps.td; schemas in
spec/ops/chlo_structured.py).

top_k orders as XLA does (checked on XLA CPU, tests/reference/test_reference_chlo_structured.py):
descending in IEEE totalOrder for floats (+NaN first, then +inf, ..., +0 before -0, ..., -inf,
-NaN last; the FNUZ types' one NaN last), true before false, integers by value; equal elements
by increasing index. ragged_dot is dot_general over each group (the three modes of
spec.ops.chlo_structured.MODES), with the groups of the ragged dimension the ranges between the
running sums of group_sizes, as upstream's decomposition and jax.lax.ragged_dot_general's
reference implementation define them. scan runs its body step by step along the dimension.
"""
from __future__ import annotations

import numpy as np

from spec.ops.chlo_structured import group_prefix, ragged_dot_shape, ragged_mode

from .. import values
from ..values import accumulation_dtype, element_type_of, kind, move, narrow, total_order_key
from .linalg import dot_general_wide
from .registry import Unspecified, op

# -- top_k ------------------------------------------------------------------------------------


def _descending_keys(operand) -> list[np.ndarray]:
    """int64 keys whose ascending lexicographic order (last key first, as np.lexsort reads
    them) is the descending order of the elements."""
    et = element_type_of(operand)
    k = kind(et)
    if k == "float":
        return [~total_order_key(operand)]
    if k == "complex":  # (real, imag) lexicographically, each in totalOrder
        return [~total_order_key(np.imag(operand)), ~total_order_key(np.real(operand))]
    if k == "unsigned":
        return [~(operand.astype(np.uint64) ^ np.uint64(1 << 63)).view(np.int64)]
    return [~operand.astype(np.int64)]


def top_k_order(operand, k: int) -> np.ndarray:
    """The indices of the k largest elements of each last-axis slice, largest first, equal
    elements by increasing index (np.lexsort is stable)."""
    if operand.shape[-1] == 0:
        return np.zeros(operand.shape[:-1] + (0,), np.int64)
    return np.lexsort(_descending_keys(operand), axis=-1)[..., :k]


def _unstable_ties(operand, *, k, is_stable):
    """Result positions whose element is equal (same key) to another element of its slice."""
    if is_stable or operand.shape[-1] == 0:
        return np.False_
    keys = _descending_keys(operand)
    equal = np.logical_and.reduce([key[..., :, None] == key[..., None, :] for key in keys])
    tied = equal.sum(axis=-1) > 1
    return np.take_along_axis(tied, top_k_order(operand, k), axis=-1)


def _complex_order(operand, **_):
    return np.bool_(kind(element_type_of(operand)) == "complex")


@op("chlo.top_k", unspecified=[
    Unspecified("top_k/unstable-ties", "implementation-defined",
                "is_stable = false and a slice holds equal elements: their order, so the index "
                "reported for each, is not specified (ChloOps.td)",
                "increasing index, as with is_stable = true (XLA CPU does the same)",
                _unstable_ties),
    Unspecified("top_k/complex-order", "implementation-defined",
                "complex elements: ChloOps.td does not say how they are ordered (XLA CPU "
                "rejects them: UNIMPLEMENTED complex comparison 'GT')",
                "(real, imag) lexicographically, each in totalOrder (upstream's lowering "
                "compares with compare GT, TOTALORDER)", _complex_order)])
def top_k(operand, *, k, is_stable):
    """values[..., j] is the j-th largest element of operand[..., :], indices[..., j] its
    index in the slice."""
    order = top_k_order(operand, k)
    values_ = move(lambda x: np.take_along_axis(x, order, axis=-1), operand)
    return [values_, order.astype(np.int32)]


# -- ragged_dot -------------------------------------------------------------------------------


def _group_bounds(group_sizes, lhs_shape, numbers):
    """(starts, ends) of each group: the exclusive and inclusive running sums of group_sizes
    along its last dimension, group_sizes broadcast to [prefix dimensions..., g] when it has
    rank 1."""
    prefix = group_prefix(len(lhs_shape), numbers)
    sizes = np.asarray(group_sizes).astype(np.int64)
    sizes = np.broadcast_to(sizes, tuple(lhs_shape[d] for d in prefix) + sizes.shape[-1:])
    ends = np.cumsum(sizes, axis=-1)
    return ends - sizes, ends


def _membership(shape, dims, ragged, starts, ends) -> np.ndarray:
    """[g, *shape] booleans: whether each element of a tensor of `shape` lies in each group
    along its `ragged` dimension; `dims` are its dimensions that index starts and ends (in their
    order), the others broadcast."""
    rank = len(shape)
    order = np.argsort(dims).tolist() if len(dims) else []
    bounds = []
    for b in (starts, ends):
        b = np.moveaxis(b, -1, 0).transpose([0] + [1 + i for i in order])
        bounds.append(b.reshape((b.shape[0],) + tuple(
            shape[d] if d in dims else 1 for d in range(rank))))
    position = np.arange(shape[ragged]).reshape(
        (1,) + tuple(shape[ragged] if d == ragged else 1 for d in range(rank)))
    return (bounds[0] <= position) & (position < bounds[1])


def _without_group(numbers, group_dim):
    """rhs's dimension numbers once its group dimension is taken out."""
    shift = lambda ds: tuple(d - (d > group_dim) for d in ds)  # noqa: E731
    return {**numbers, "rhs_batching_dimensions": shift(numbers["rhs_batching_dimensions"]),
            "rhs_contracting_dimensions": shift(numbers["rhs_contracting_dimensions"])}


def ragged_dot_wide(lhs, rhs, group_sizes, numbers, dtype) -> np.ndarray:
    """ragged_dot's formula with sums of products in `dtype`, mode by mode:
    non-contracting: result rows of group j are lhs's rows of group j times rhs's slice j, rows
    of no group are zero; contracting: result[j] sums the products over group j's part of the
    contracting dimension; batch: dot_general (each batch element is in one group, and every
    group uses the same rhs). `numbers`: the dimension numbers (a dict or the struct)."""
    numbers = numbers.as_dict() if hasattr(numbers, "as_dict") else numbers
    mode = ragged_mode(lhs.ndim, numbers)
    ragged = numbers["lhs_ragged_dimensions"][0]
    if mode == "batch":
        return dot_general_wide(lhs, rhs, numbers, dtype)
    starts, ends = _group_bounds(group_sizes, lhs.shape, numbers)
    prefix = group_prefix(lhs.ndim, numbers)
    in_group = _membership(lhs.shape, prefix, ragged, starts, ends)
    groups = starts.shape[-1]
    if mode == "contracting":
        to_rhs = dict(zip(numbers["lhs_batching_dimensions"] + numbers["lhs_contracting_dimensions"],
                          numbers["rhs_batching_dimensions"] + numbers["rhs_contracting_dimensions"]))
        rhs_in_group = _membership(rhs.shape, [to_rhs[d] for d in prefix], to_rhs[ragged],
                                   starts, ends)
        zero = np.zeros((), lhs.dtype)
        return np.stack([dot_general_wide(np.where(in_group[j], lhs, zero),
                                          np.where(rhs_in_group[j], rhs, np.zeros((), rhs.dtype)),
                                          numbers, dtype) for j in range(groups)])
    group_dim = numbers["rhs_group_dimensions"][0]
    batching, contracting = numbers["lhs_batching_dimensions"], numbers["lhs_contracting_dimensions"]
    free = [d for d in range(lhs.ndim) if d not in batching and d not in contracting]
    rhs_free = rhs.ndim - len(batching) - len(contracting) - 1
    result = np.zeros(ragged_dot_shape(lhs.shape, rhs.shape, groups, numbers), dtype)
    for j in range(groups):
        product = dot_general_wide(lhs, np.take(rhs, j, axis=group_dim),
                                   _without_group(numbers, group_dim), dtype)
        rows = in_group[j].transpose(list(batching) + free + list(contracting))  # size 1 last
        kept = rows.shape[:len(batching) + len(free)]
        result = np.where(rows.reshape(kept + (1,) * rhs_free), product, result)
    return result


def _invalid_group_sizes(lhs, rhs, group_sizes, *, ragged_dot_dimension_numbers):
    """The whole result when a group size is negative or the groups of one prefix index reach
    past the ragged dimension."""
    numbers = ragged_dot_dimension_numbers
    numbers = numbers.as_dict() if hasattr(numbers, "as_dict") else numbers
    if ragged_mode(lhs.ndim, numbers) == "batch":
        return np.bool_((np.asarray(group_sizes).astype(np.int64) < 0).any())
    starts, ends = _group_bounds(group_sizes, lhs.shape, numbers)
    extent = lhs.shape[numbers["lhs_ragged_dimensions"][0]]
    return np.bool_((starts > ends).any() or (ends > extent).any())


def _overflow(lhs, rhs, group_sizes, *, ragged_dot_dimension_numbers, result_type):
    et = result_type.element_type
    if kind(et) not in ("signed", "unsigned"):
        return np.False_
    exact = ragged_dot_wide(lhs, rhs, group_sizes, ragged_dot_dimension_numbers,
                            np.dtype(object))
    return np.asarray((exact < et.min_value) | (exact > et.max_value), dtype=bool)


def _not_representable(lhs, rhs, group_sizes, *, ragged_dot_dimension_numbers, result_type):
    et = result_type.element_type
    if kind(et) not in ("float", "complex") or values.holds_every_float(et):
        return np.False_
    wide = ragged_dot_wide(lhs, rhs, group_sizes, ragged_dot_dimension_numbers,
                           accumulation_dtype(et))
    return values.not_representable(wide, et)


@op("chlo.ragged_dot", unspecified=[
    Unspecified("ragged_dot/group-sizes", "implementation-defined",
                "a negative group size, or group sizes whose sum exceeds the size of the ragged "
                "dimension: ChloOps.td does not say what the groups are then",
                "groups are the ranges [running sum before, running sum after) as upstream's "
                "decomposition computes them (a range past the dimension holds no element)",
                _invalid_group_sizes),
    Unspecified("ragged_dot/integer-overflow", "implementation-defined",
                "the exact integer sum of products is outside the result type's range",
                "two's-complement wrap-around of the exact sum", _overflow),
    Unspecified("ragged_dot/not-representable", "implementation-defined",
                "the float sum of products is not a value of the result type (see "
                "dot_general/not-representable)",
                "values.round_float's rounding of the float64 sum", _not_representable)])
def ragged_dot(lhs, rhs, group_sizes, *, ragged_dot_dimension_numbers, precision_config,
               result_type):
    """dot_general per group of the ragged lhs dimension (ragged_dot_wide), accumulated in the
    result type's wide type and rounded once."""
    et = result_type.element_type
    return narrow(ragged_dot_wide(lhs, rhs, group_sizes, ragged_dot_dimension_numbers,
                                  accumulation_dtype(et)), et)


# -- scan -------------------------------------------------------------------------------------


@op("chlo.scan")
def scan(inputs, inits, *, dimension, is_reverse, body, result_types):
    """Step i (from the last to the first when is_reverse) calls body on the inputs' slices i
    along dimension and the carries (inits at the first step); its first results are the
    outputs' slices i, the rest the next carries. The results are the outputs, then the final
    carries."""
    outputs_types = result_types[:len(result_types) - len(inits)]
    size = (inputs[0].shape[dimension] if inputs
            else outputs_types[0].shape[dimension])
    steps = range(size - 1, -1, -1) if is_reverse else range(size)
    carries = list(inits)
    slices: list[list] = [[None] * size for _ in outputs_types]
    for i in steps:
        out = body(*[np.asarray(np.take(x, i, axis=dimension)) for x in inputs], *carries)
        for slot, value in zip(slices, out[:len(outputs_types)]):
            slot[i] = np.asarray(value)
        carries = list(out[len(outputs_types):])
    outputs = [np.stack(parts, axis=dimension) if size else
               np.zeros(t.shape, t.element_type.dtype)
               for parts, t in zip(slices, outputs_types)]
    return outputs + carries
