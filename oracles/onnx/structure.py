"""StableHLO data movement and dot ops -> ONNX nodes.

Shapes are static (the translator refuses dynamic ones), so index grids and shapes are ONNX
constants.
"""
from __future__ import annotations

import numpy as np

from spec.shapes import dilated_shape
from spec.types import ELEMENT_TYPES

from .graph import WIDER, Untranslatable, attr, compute_type, et, extremum, kind, mod, shape
from .registry import handles


@handles("constant")
def constant(g, op, ins):
    return [g.const(attr(op, "value"), et(op.results[0]))]


@handles("iota")
def iota(g, op, ins):
    t, dims, d = et(op.results[0]), shape(op.results[0]), attr(op, "iota_dimension")
    index = np.arange(dims[d]).reshape([-1 if i == d else 1 for i in range(len(dims))])
    return [g.const(np.broadcast_to(index, dims).astype(ELEMENT_TYPES[t].dtype), t)]


@handles("optimization_barrier")
def identity(g, op, ins):
    return ins


@handles("reshape")
def reshape(g, op, ins):
    return [mod(g, "Reshape", [ins[0], g.ints(shape(op.results[0]))], et(op.results[0]))]


@handles("transpose")
def transpose(g, op, ins):
    if len(attr(op, "permutation")) == 0:  # rank 0
        return ins
    return [mod(g, "Transpose", ins, et(op.results[0]), perm=list(attr(op, "permutation")))]


@handles("broadcast_in_dim")
def broadcast_in_dim(g, op, ins):
    t, dims, result = et(op.results[0]), attr(op, "broadcast_dimensions"), shape(op.results[0])
    x, operand = ins[0], shape(op.operands[0])
    if list(dims) != sorted(dims):
        order = list(np.argsort(dims))
        x = mod(g, "Transpose", [x], t, perm=[int(i) for i in order])
        operand, dims = [operand[i] for i in order], sorted(dims)
    middle = [1] * len(result)
    for size, d in zip(operand, dims):
        middle[d] = size
    x = mod(g, "Reshape", [x, g.ints(middle)], t)
    return [mod(g, "Expand", [x, g.ints(result)], t)]


@handles("slice")
def slice_(g, op, ins):
    starts, limits = attr(op, "start_indices"), attr(op, "limit_indices")
    steps = attr(op, "strides")
    if not starts:  # rank 0: ONNX Slice cannot slice scalars
        return ins
    axes = list(range(len(starts)))
    return [mod(g, "Slice", [ins[0], g.ints(starts), g.ints(limits), g.ints(axes),
                             g.ints(steps)], et(op.results[0]))]


@handles("reverse")
def reverse(g, op, ins):
    dims = list(attr(op, "dimensions"))
    if not dims:
        return ins
    n = len(dims)
    return [mod(g, "Slice", [ins[0], g.ints([-1] * n), g.ints([np.iinfo(np.int64).min] * n),
                             g.ints(dims), g.ints([-1] * n)], et(op.results[0]))]


@handles("concatenate")
def concatenate(g, op, ins):
    return [g.node("Concat", ins, et(op.results[0]), widen="modular",
                   axis=attr(op, "dimension"))]


@handles("pad")
def pad(g, op, ins):
    t = et(op.results[0])
    low, high = attr(op, "edge_padding_low"), attr(op, "edge_padding_high")
    x, value, dims = ins[0], ins[1], list(shape(op.operands[0]))
    if not dims:  # rank 0: nothing to pad
        return ins[:1]
    for d, interior in enumerate(attr(op, "interior_padding")):
        if interior and dims[d] > 1:
            x, dims[d] = (pad_interior(g, x, value, dims, d, interior, t),
                          dilated_shape(dims[d], interior + 1))
    return [pad_edges(g, x, g.ints(list(low) + list(high)), value, t)]


def pad_edges(g, x, pads, value, t):
    """ONNX Pad (negative pads cut), in a wider type where ORT lacks `t`."""
    ct = compute_type("Pad", t, "modular")
    if ct != t:
        x, value = g.cast(x, ct), g.cast(value, ct)
    result = g.raw("Pad", [x, pads, value], mode="constant")[0]
    return g.cast(result, t) if ct != t else result


def pad_interior(g, x, value, dims, d, interior, t):
    """`interior` padding values between the elements of dimension `d`: each element gets a
    new trailing axis padded to 1 + interior, the axes merge, the last padding is cut."""
    x = mod(g, "Unsqueeze", [x, g.ints([d + 1])], t)
    rank = len(dims) + 1
    pads = [0] * (2 * rank)
    pads[rank + d + 1] = interior
    x = pad_edges(g, x, g.ints(pads), value, t)
    merged = dims[:d] + [dims[d] * (interior + 1)] + dims[d + 1:]
    x = mod(g, "Reshape", [x, g.ints(merged)], t)
    keep = dilated_shape(dims[d], interior + 1)
    return mod(g, "Slice", [x, g.ints([0]), g.ints([keep]), g.ints([d])], t)


# --- dynamic slicing ------------------------------------------------------------------------

def clamped_starts(g, op, ins, sizes) -> str:
    """The start indices clamped to [0, dim - size], as one i64 vector."""
    dims, parts = shape(op.operands[0]), []
    for value, name, dim, size in zip(op.operands[-len(ins):], ins, dims, sizes):
        t, hi = et(value), dim - size
        if kind(t) == "unsigned":  # before the cast to i64, which would wrap large values
            name = g.cast(extremum(g, "Min", name, g.scalar(min(hi, ELEMENT_TYPES[t].dtype.type(
                np.iinfo(ELEMENT_TYPES[t].dtype).max)), t), t), "i64")
        elif t != "i64":
            name = g.cast(name, "i64")
        name = g.node("Max", [g.node("Min", [name, g.ints(hi)], "i64"), g.ints(0)], "i64")
        parts.append(g.node("Reshape", [name], "i64", extra=[g.ints([1])]))
    return g.raw("Concat", parts, axis=0)[0]


@handles("dynamic_slice")
def dynamic_slice(g, op, ins):
    sizes = list(attr(op, "slice_sizes"))
    if not sizes:
        return ins[:1]
    starts = clamped_starts(g, op, ins[1:], sizes)
    ends = g.node("Add", [starts, g.ints(sizes)], "i64")
    return [mod(g, "Slice", [ins[0], starts, ends], et(op.results[0]))]


@handles("dynamic_update_slice")
def dynamic_update_slice(g, op, ins):
    t, update = et(op.results[0]), shape(op.operands[1])
    if not update:
        return [ins[1]]
    starts = clamped_starts(g, op, ins[2:], update)
    grid = np.stack(np.meshgrid(*[np.arange(n) for n in update], indexing="ij"), axis=-1)
    indices = g.node("Add", [g.const(grid.astype(np.int64), "i64"), starts], "i64")
    return [_scatter_nd(g, ins[0], indices, ins[1], t)]


def _scatter_nd(g, data, indices, updates, t):
    ct = compute_type("ScatterND", t, "modular")
    if ct == t:
        return g.raw("ScatterND", [data, indices, updates])[0]
    return g.cast(g.raw("ScatterND", [g.cast(data, ct), indices, g.cast(updates, ct)])[0], t)


# --- dot_general ----------------------------------------------------------------------------

@handles("dot_general")
def dot_general(g, op, ins):
    if attr(op, "algorithm") is not None:
        raise Untranslatable("a dot algorithm has no ONNX equivalent")
    dn = attr(op, "dot_dimension_numbers")
    return [einsum(g, op, ins, dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"],
                   dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"])]


@handles("dot")
def dot(g, op, ins):
    """dot_general contracting lhs's last dimension with rhs's first (ranks 1 and 2)."""
    return [einsum(g, op, ins, (), (), (len(shape(op.operands[0])) - 1,), (0,))]


def einsum(g, op, ins, lb, rb, lc, rc):
    """An Einsum with the batching (lb, rb) and contracting (lc, rc) dimensions of a dot.

    An empty operand with a non-empty result (the translator folds empty results itself)
    means a zero-size contracting dimension: every element is a sum of no products, zero.
    That is a constant here, since ONNX Runtime 1.31's Einsum dies of SIGFPE when it has to
    transpose an operand with a zero-size dimension (`ab,ba->` on 0x2 and 2x0)."""
    t = et(op.results[0])
    if any(0 in shape(v) for v in op.operands):
        result = op.results[0].type
        return g.const(np.zeros(result.shape, ELEMENT_TYPES[t].dtype), t)
    lr, rr = len(shape(op.operands[0])), len(shape(op.operands[1]))
    letters = iter("abcdefghijklmnopqrstuvwxyz")
    lhs, rhs = [next(letters) for _ in range(lr)], [None] * rr
    for l, r in zip(list(lb) + list(lc), list(rb) + list(rc)):
        rhs[r] = lhs[l]
    rhs = [c or next(letters) for c in rhs]
    free_l = [lhs[i] for i in range(lr) if i not in lb and i not in lc]
    free_r = [rhs[i] for i in range(rr) if i not in rb and i not in rc]
    out = [lhs[i] for i in lb] + free_l + free_r
    equation = f"{''.join(lhs)},{''.join(rhs)}->{''.join(out)}"
    operands = [exactly_as(g, name, et(v), t) for name, v in zip(ins, op.operands)]
    return g.node("Einsum", operands, t, widen="modular" if kind(t) != "float" else "value",
                  equation=equation)


def exactly_as(g, name, source, target):
    """`name` converted to `target` where that is exact (operands of a mixed-type dot)."""
    if source == target:
        return name
    if target not in WIDER.get(source, []):
        raise Untranslatable(f"operand type {source} does not widen exactly to {target}")
    return g.cast(name, target)


# --- tuples --------------------------------------------------------------------------------

@handles("tuple")
def tuple_(g, op, ins):
    return [list(ins)]


@handles("get_tuple_element")
def get_tuple_element(g, op, ins):
    return [ins[0][attr(op, "index")]]
