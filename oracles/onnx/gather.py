"""StableHLO gather / scatter -> ONNX GatherND / ScatterND over full index tuples.

Both ops address one operand element per result (gather) or update (scatter) element. Its index
is the sum of a part read from the indices tensor (the start index, placed on its operand
dimensions) and a part that depends only on the element's own position (the batching and
window / offset index): the latter is an ONNX constant grid. gather clamps the start index so
that the slice fits (as the spec says); scatter skips updates whose index falls outside the
results, which here land on a dummy element appended to the flattened inputs and cut away.
"""
from __future__ import annotations

import numpy as np

from spec.types import ELEMENT_TYPES

from .graph import Untranslatable, attr, et, kind, mod, shape, where
from .reduction import COMBINERS, body_op
from .registry import handles


def _start_index(g, indices, index_type, index_shape, index_vector_dim):
    """The indices tensor with its index vector as the trailing axis, and the batch shape."""
    rank = len(index_shape)
    if index_vector_dim == rank:
        return mod(g, "Unsqueeze", [indices, g.ints([rank])], index_type), list(index_shape)
    perm = [d for d in range(rank) if d != index_vector_dim] + [index_vector_dim]
    batch = [index_shape[d] for d in perm[:-1]]
    return mod(g, "Transpose", [indices], index_type, perm=perm), batch


def _as_i64(g, x, t, upper):
    """An index tensor of element type `t` as i64, values above `upper` (a vector, >= 0)
    lowered to it first where the cast could wrap them (unsigned types)."""
    if kind(t) == "unsigned":
        limit = np.minimum(np.asarray(upper, np.uint64),
                           np.uint64(np.iinfo(ELEMENT_TYPES[t].dtype).max))
        x = g.node("Min", [x, g.const(limit.astype(ELEMENT_TYPES[t].dtype), t)], t)
    return g.cast(x, "i64") if t != "i64" else x


def _full_start(g, start, start_map, rank):
    """start (batch... x K) -> full_start_index (batch... x rank): start[..., k] on operand
    dimension start_map[k], 0 elsewhere (a Gather from start with a zero column appended)."""
    batch_shape = g.raw("Shape", [start], start=0, end=-1)[0]
    zero = g.raw("Expand", [g.ints([0]), g.raw("Concat", [batch_shape, g.ints([1])],
                                                    axis=0)[0]])[0]
    padded = g.raw("Concat", [start, zero], axis=-1)[0]
    column = [len(start_map)] * rank
    for k, d in enumerate(start_map):
        column[d] = k
    return g.raw("Gather", [padded, g.ints(column)], axis=-1)[0]


def _position_grid(shape_, window_dims, batch_dims, operand_batching_dims,
                   indices_batching_dims, index_vector_dim, excluded, rank):
    """For every element of `shape_` (a result of gather / updates of scatter): the batching
    index plus the window index on the operand's dimensions (rank `rank`), as i64 constants."""
    position = np.indices(shape_, dtype=np.int64) if shape_ else np.zeros((0,), np.int64)
    grid = np.zeros(tuple(shape_) + (rank,), np.int64)
    window_targets = [d for d in range(rank) if d not in excluded]
    for w, d in zip(window_dims, window_targets):
        grid[..., d] = position[w]
    for d_operand, d_start in zip(operand_batching_dims, indices_batching_dims):
        grid[..., d_operand] = position[batch_dims[d_start - (d_start >= index_vector_dim)]]
    return grid


def _element_index(g, dn, names, sizes_of, shape_, window_dims, rank, operand_shape):
    """The i64 operand index tensor (shape_ x rank) for every element of `shape_`.
    `names` = (indices tensor, its StableHLO value, start-index-map key, batching keys)."""
    indices, value, map_key, (obatch_key, ibatch_key), excluded_keys = names
    start_map = list(dn[map_key])
    index_type, index_shape = et(value), shape(value)
    start, batch = _start_index(g, indices, index_type, index_shape, dn["index_vector_dim"])
    if sizes_of is not None:  # gather: clamp to [0, dim - slice size]
        upper = [operand_shape[d] - sizes_of[d] for d in start_map]
        start = _as_i64(g, start, index_type, upper)
        start = g.node("Max", [g.node("Min", [start, g.ints(upper)], "i64"), g.ints(0)], "i64")
    else:
        start = _as_i64(g, start, index_type, [max(operand_shape, default=0)] * len(start_map))
    full = _full_start(g, start, start_map, rank)
    batch_dims = [d for d in range(len(shape_)) if d not in window_dims]
    spread = [1] * len(shape_) + [rank]
    for d, size in zip(batch_dims, batch):
        spread[d] = size
    full = g.raw("Reshape", [full, g.ints(spread)])[0]
    excluded = set(dn[excluded_keys]) | set(dn[obatch_key])
    grid = _position_grid(shape_, window_dims, batch_dims, dn[obatch_key], dn[ibatch_key],
                          dn["index_vector_dim"], excluded, rank)
    return g.node("Add", [full, g.const(grid, "i64")], "i64")


@handles("gather")
def gather(g, op, ins):
    dn, sizes = attr(op, "dimension_numbers"), list(attr(op, "slice_sizes"))
    operand_shape, result_shape = shape(op.operands[0]), shape(op.results[0])
    if any(sizes[d] == 0 for d in dn["collapsed_slice_dims"]):
        raise Untranslatable("a collapsed dimension of slice size 0 (the result is undefined: "
                             "gather/empty-collapsed-slice)")
    if not operand_shape:
        raise Untranslatable("gather of a rank-0 operand has no ONNX GatherND equivalent")
    names = (ins[1], op.operands[1], "start_index_map",
             ("operand_batching_dims", "start_indices_batching_dims"), "collapsed_slice_dims")
    index = _element_index(g, dn, names, sizes, result_shape, list(dn["offset_dims"]),
                           len(operand_shape), operand_shape)
    return [mod(g, "GatherND", [ins[0], index], et(op.results[0]))]


SCATTER_REDUCTIONS = {"Add": "add", "Mul": "mul", "Max": "max", "Min": "min", "Or": "max",
                      "And": "min"}
"""ScatterND's reduction for a body's combiner (COMBINERS; booleans as integers: or is a
maximum, and a minimum)."""


def scatter_reduction(region, t):
    """ScatterND's reduction for an update_computation body, or Untranslatable."""
    block = region.block
    ops, args = block.ops, block.arguments
    if len(ops) == 1 and len(args) == 2 and ops[0].operands == [args[1]]:
        return "none"
    body, _ = body_op(region)
    reduction = SCATTER_REDUCTIONS.get(COMBINERS.get(kind(t), {}).get(body.mnemonic)) \
        if body is not None else None
    if reduction is None:
        raise Untranslatable("an update_computation other than one add / multiply / maximum / "
                             "minimum / and / or of its arguments, or returning the update")
    return reduction


@handles("scatter")
def scatter(g, op, ins):
    if len(op.results) != 1:
        raise Untranslatable("variadic scatter has no ONNX ScatterND equivalent")
    t = et(op.results[0])
    if et(op.operands[2]) != t or et(op.operands[0]) != t:
        raise Untranslatable("updates converted to another element type")
    reduction = scatter_reduction(op.regions[0], t)
    dn = attr(op, "scatter_dimension_numbers")
    input_shape, update_shape = shape(op.operands[0]), shape(op.operands[2])
    if not input_shape:
        raise Untranslatable("scatter into a rank-0 input (no index tuples for ScatterND)")
    if 0 in update_shape:
        return ins[:1]
    names = (ins[1], op.operands[1], "scatter_dims_to_operand_dims",
             ("input_batching_dims", "scatter_indices_batching_dims"), "inserted_window_dims")
    index = _element_index(g, dn, names, None, update_shape,
                           list(dn["update_window_dims"]), len(input_shape), input_shape)
    target = _linear_or_dummy(g, index, input_shape)
    size = int(np.prod(input_shape))
    data = g.node("Concat", [mod(g, "Reshape", [ins[0], g.ints([size])], t),
                             g.const(np.zeros(1, ELEMENT_TYPES[t].dtype), t)], t,
                  widen="modular", axis=0)
    updated = _scatter_nd(g, data, target, ins[2], t, reduction)
    if kind(t) == "float" and reduction in ("max", "min"):
        updated = _float_extremum_fix(g, data, target, ins[2], updated, t, reduction)
    kept = mod(g, "Slice", [updated, g.ints([0]), g.ints([size])], t)
    return [mod(g, "Reshape", [kept, g.ints(input_shape)], t)]


def _linear_or_dummy(g, index, input_shape):
    """Row-major positions (shape ... x 1) of the index tuples in the flattened input; those
    outside the input go to the dummy element at the end."""
    dims = g.ints(input_shape)
    inside = g.raw("And", [g.node("GreaterOrEqual", [index, g.ints(0)], "i64", out="i1"),
                           g.node("Less", [index, dims], "i64", out="i1")])[0]
    inside = g.cast(g.node("ReduceMin", [g.cast(inside, "i32")], "i32", extra=[g.ints([-1])],
                           keepdims=1), "i1")
    safe = g.raw("Where", [inside, index, g.ints(0)])[0]
    strides = np.cumprod([1] + list(input_shape[:0:-1]))[::-1]
    linear = g.node("ReduceSum", [g.node("Mul", [safe, g.ints(strides)], "i64")], "i64",
                    extra=[g.ints([-1])], keepdims=1)
    return g.raw("Where", [inside, linear, g.ints([int(np.prod(input_shape))])])[0]


def _scatter_nd(g, data, target, updates, t, reduction):
    """ScatterND; ORT's reductions have no bool, f16 or bf16 kernels: those compute as ui8 /
    f32 (exact for or / and as max / min, correctly rounded for one update per element)."""
    ct = {"i1": "ui8", "f16": "f32", "bf16": "f32"}.get(t, t) if reduction != "none" else t
    if ct != t:
        data, updates = g.cast(data, ct), g.cast(updates, ct)
    result = g.node("ScatterND", [data, target, updates], ct, widen="modular",
                    reduction=reduction)
    return g.cast(result, t) if ct != t else result


def _float_extremum_fix(g, data, target, updates, updated, t, reduction):
    """StableHLO's NaN propagation and -0 < +0 on top of ScatterND's max / min: NaN where a NaN
    landed (or was), the wanted zero (+0 for max, -0 for min) where the result is a zero and
    that zero landed (or was)."""
    def landed(test):
        marks = [g.cast(test(x), "ui8") for x in (data, updates)]
        return g.cast(g.raw("ScatterND", [marks[0], target, marks[1]], reduction="max")[0],
                      "i1")

    def is_nan(x):
        return g.node("IsNaN", [x], t, out="i1", constraint="T1")

    def wanted_zero(x):
        zero = g.node("Equal", [x, g.scalar(0, t)], t, out="i1")
        negative = g.node("Less", [g.node("Reciprocal", [x], t), g.scalar(0, t)], t, out="i1")
        return g.raw("And", [zero, negative if reduction == "min" else
                             g.raw("Not", [negative])[0]])[0]

    is_zero = g.node("Equal", [updated, g.scalar(0, t)], t, out="i1")
    signed = g.raw("And", [is_zero, landed(wanted_zero)])[0]
    updated = where(g, signed, g.scalar(-0.0 if reduction == "min" else 0.0, t), updated, t)
    return where(g, landed(is_nan), g.scalar(np.nan, t), updated, t)
