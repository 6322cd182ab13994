"""StableHLO convolution and reduce_window -> ONNX Conv / ConvInteger, MaxPool, Conv with a
kernel of ones (sums) or strided slices (other bodies).

convolution: the operands are transposed to ONNX's layouts ([batch, feature, spatial...] and
[output feature, input feature, spatial...]); lhs_dilation becomes zeros between the lhs
elements and padding an explicit Pad (negative padding cuts), so that Conv sees only strides,
rhs dilation and groups; window_reversal reverses the kernel's spatial dimensions;
batch_group_count moves the batch groups into feature groups. The result is transposed to the
output layout. ORT's Conv computes in f32 only (f16 / bf16 widen to it: the accumulation
precision is implementation-defined), its ConvInteger takes i8 / ui8 operands and sums in i32.
"""
from __future__ import annotations

import numpy as np

from spec.shapes import dilated_shape
from spec.types import ELEMENT_TYPES

from .graph import Untranslatable, attr, compute_type, et, extremum, kind, mod, shape, where
from .reduction import combined, combiner, variadic
from .registry import handles
from .structure import pad_edges, pad_interior


def _layout(g, x, t, first, spatial):
    """x transposed to [first..., spatial...]."""
    perm = list(first) + list(spatial)
    return mod(g, "Transpose", [x], t, perm=perm) if perm != sorted(perm) else x


def _spatial_padding(g, x, t, dims, lhs_dilation, padding):
    """Zeros between the elements (lhs_dilation) and around them (padding, negative: cut) of
    the spatial dimensions of x ([batch, feature, spatial...], shape `dims`, updated)."""
    zero = g.scalar(0, t)
    for i, dilation in enumerate(lhs_dilation):
        d = 2 + i
        if dilation > 1 and dims[d] > 1:
            x = pad_interior(g, x, zero, dims, d, dilation - 1, t)
            dims[d] = dilated_shape(dims[d], dilation)
    if np.any(padding):
        pads = [0, 0] + [int(p) for p in padding[:, 0]] + [0, 0] + [int(p) for p in padding[:, 1]]
        x = pad_edges(g, x, g.ints(pads), zero, t)
        for i, (lo, hi) in enumerate(padding):
            dims[2 + i] += int(lo + hi)
    return x


def _conv_kind(lhs_t, rhs_t, t):
    if kind(t) == "float":
        if lhs_t != t or rhs_t != t:
            raise Untranslatable(f"a convolution of {lhs_t} x {rhs_t} -> {t}")
        compute_type("Conv", t, "value")  # raises for f64 (ORT has an f32 Conv only)
        return "Conv"
    if lhs_t in ("i8", "ui8") and rhs_t in ("i8", "ui8") and kind(t) in ("signed", "unsigned") \
            and ELEMENT_TYPES[t].bits <= 32:
        return "ConvInteger"  # sums in i32; the cast to t wraps as t's arithmetic does
    raise Untranslatable(f"ONNX Runtime has no convolution kernel for {lhs_t} x {rhs_t} -> {t} "
                         "(Conv: f32; ConvInteger: i8 / ui8 operands, i32 sums)")


@handles("convolution")
def convolution(g, op, ins):
    t = et(op.results[0])
    onnx_op = _conv_kind(et(op.operands[0]), et(op.operands[1]), t)
    dn = attr(op, "dimension_numbers")
    n = len(dn.input_spatial_dimensions)
    if n == 0:
        raise Untranslatable("a convolution without spatial dimensions (ONNX Conv needs one)")
    strides = list(attr(op, "window_strides") or [1] * n)
    padding = np.asarray(attr(op, "padding") if attr(op, "padding") is not None
                         else np.zeros((n, 2), np.int64)).reshape(n, 2)
    lhs_dilation = list(attr(op, "lhs_dilation") or [1] * n)
    rhs_dilation = list(attr(op, "rhs_dilation") or [1] * n)
    reversal = list(attr(op, "window_reversal") or [False] * n)
    lt, rt = et(op.operands[0]), et(op.operands[1])
    lhs = _layout(g, ins[0], lt, [dn.input_batch_dimension, dn.input_feature_dimension],
                  dn.input_spatial_dimensions)
    dims = [shape(op.operands[0])[d] for d in [dn.input_batch_dimension,
                                                dn.input_feature_dimension,
                                                *dn.input_spatial_dimensions]]
    lhs = _spatial_padding(g, lhs, lt, dims, lhs_dilation, padding)
    rhs = _layout(g, ins[1], rt, [dn.kernel_output_feature_dimension,
                                  dn.kernel_input_feature_dimension], dn.kernel_spatial_dimensions)
    flipped = [2 + i for i, r in enumerate(reversal) if r]
    if flipped:
        rhs = mod(g, "Slice", [rhs, g.ints([-1] * len(flipped)),
                               g.ints([np.iinfo(np.int64).min] * len(flipped)),
                               g.ints(flipped), g.ints([-1] * len(flipped))], rt)
    groups = attr(op, "feature_group_count")
    batch_groups = attr(op, "batch_group_count")
    if batch_groups > 1:  # batch group k becomes feature group k
        lhs, groups = _batch_groups_as_features(g, lhs, lt, dims, batch_groups), batch_groups
    conv_attrs = dict(strides=strides, dilations=rhs_dilation, group=groups)
    if onnx_op == "Conv":
        out = g.node("Conv", [lhs, rhs], t, **conv_attrs)
    else:
        out = g.cast(g.raw("ConvInteger", [lhs, rhs], **conv_attrs)[0], t) if t != "i32" \
            else g.raw("ConvInteger", [lhs, rhs], **conv_attrs)[0]
    order = [dn.output_batch_dimension, dn.output_feature_dimension,
             *dn.output_spatial_dimensions]
    perm = [order.index(d) for d in range(len(order))]
    return [mod(g, "Transpose", [out], t, perm=perm) if perm != sorted(perm) else out]


def _batch_groups_as_features(g, lhs, t, dims, batch_groups):
    """[N, C, sp...] -> [N / groups, groups * C, sp...], batch group k (batches k * N / groups
    onwards, the spec's split) as features k * C onwards."""
    n, c, spatial = dims[0], dims[1], dims[2:]
    x = mod(g, "Reshape", [lhs, g.ints([batch_groups, n // batch_groups, c, *spatial])], t)
    x = mod(g, "Transpose", [x], t, perm=[1, 0, 2, *range(3, 3 + len(spatial))])
    return mod(g, "Reshape", [x, g.ints([n // batch_groups, batch_groups * c, *spatial])], t)


WINDOW_ELEMENTS = 64  # the most window positions the sliced translation unrolls


@handles("reduce_window")
def reduce_window(g, op, ins):
    """Each result of a body of one binary op per result (`pair_bodies`): add / multiply /
    maximum / minimum, and / or / xor on integers. The operand is padded first (edges and base
    dilation holes) with the init value, as the spec pads it; then
    - maximum, up to 3 windowed dimensions: MaxPool;
    - add on a float type ORT's Conv computes: Conv with a kernel of ones (the windowed
      dimensions spatial, the others folded into the batch), plus the init value once;
    - otherwise, up to 64 window positions: the strided slice of each window position,
      combined one by one.
    Max / min keep StableHLO's NaN propagation and ordering of zeros."""
    return variadic(_reduce_window_one, g, op, ins, "reduce_window")


def _reduce_window_one(g, op, x, init, t, mnemonic, result):
    combine = combiner(mnemonic, t, "reduce_window")
    ins = [x, init]
    dims = list(shape(op.operands[0]))
    rank = len(dims)
    window = list(attr(op, "window_dimensions"))
    strides = list(attr(op, "window_strides") or [1] * rank)
    base = list(attr(op, "base_dilations") or [1] * rank)
    dilations = list(attr(op, "window_dilations") or [1] * rank)
    padding = attr(op, "padding")
    padding = np.zeros((rank, 2), np.int64) if padding is None else np.asarray(padding)
    pooled = [d for d in range(rank) if (window[d], strides[d], dilations[d]) != (1, 1, 1)]
    result_shape = list(shape(result))

    def padded(ct):
        x, init = (g.cast(v, ct) if ct != t else v for v in ins)
        sizes = list(dims)
        for d in range(rank):
            if base[d] > 1 and sizes[d] > 1:
                x = pad_interior(g, x, init, sizes, d, base[d] - 1, ct)
                sizes[d] = dilated_shape(sizes[d], base[d])
        if np.any(padding):
            x = pad_edges(g, x, g.ints(list(padding[:, 0]) + list(padding[:, 1])), init, ct)
        return x, init, [int(n + lo + hi) for n, (lo, hi) in zip(sizes, padding)]

    if 0 < len(pooled) <= 3 and 0 not in result_shape:
        how = "MaxPool" if combine == "Max" and _pool_type(t) else \
            "Conv" if combine == "Add" and kind(t) == "float" and _conv_type(t) else None
        if how:
            x, init, sizes = padded(_conv_type(t) if how == "Conv" else _pool_type(t))
            return _pooled(g, x, init, sizes, pooled, window, strides, dilations,
                           result_shape, t, how)
    positions = int(np.prod(window))
    if positions > WINDOW_ELEMENTS:
        raise Untranslatable(f"a window of {positions} positions (more than {WINDOW_ELEMENTS} "
                             f"slices; {combine} has no ONNX pooling for {t})")
    x, init, sizes = padded(t)
    result = init if 0 in result_shape else None
    for offset in (np.ndindex(*window) if 0 not in result_shape else ()):
        starts = [int(k * dil) for k, dil in zip(offset, dilations)]
        ends = [s + dilated_shape(n, stride) for s, n, stride in zip(starts, result_shape, strides)]
        part = x if rank == 0 else mod(g, "Slice", [x, g.ints(starts), g.ints(ends),
                                                    g.ints(list(range(rank))), g.ints(strides)], t)
        result = part if result is None else combined(g, combine, result, part, t)
    if 0 in result_shape:
        return mod(g, "Expand", [init, g.ints(result_shape)], t)
    return combined(g, combine, result, init, t)


def _kernel_type(op_type, t):
    """The type ORT's `op_type` computes `t`'s values in exactly, or None."""
    try:
        return compute_type(op_type, t, "value")
    except Untranslatable:
        return None


def _conv_type(t):
    return _kernel_type("Conv", t)


def _pool_type(t):
    return _kernel_type("MaxPool", t) if t != "i1" else None


def _pooled(g, x, init, sizes, pooled, window, strides, dilations, result_shape, t, how):
    """MaxPool, or Conv with a kernel of ones, over the `pooled` dimensions of the padded x
    (in its compute type, `sizes`), the others folded into channels (MaxPool) or batches
    (Conv); the init value combined once; the result back in `t` and its layout."""
    rank = len(sizes)
    ct = _conv_type(t) if how == "Conv" else _pool_type(t)
    kept = [d for d in range(rank) if d not in pooled]
    x = mod(g, "Transpose", [x], ct, perm=kept + pooled)
    folded = int(np.prod([sizes[d] for d in kept]))
    spatial = [sizes[d] for d in pooled]
    attrs = dict(kernel_shape=[window[d] for d in pooled], strides=[strides[d] for d in pooled],
                 dilations=[dilations[d] for d in pooled])

    def max_pool(v, vt):
        return g.raw("MaxPool", [mod(g, "Reshape", [v, g.ints([1, folded] + spatial)], vt)],
                     **attrs)[0]

    if how == "MaxPool":
        result = max_pool(x, ct)
        if kind(t) == "float":
            result = _nan_and_zero(g, x, result, max_pool, ct)
        result = extremum(g, "Max", result, init, ct)
    else:
        ones = g.const(np.ones([1, 1] + attrs["kernel_shape"], ELEMENT_TYPES[ct].dtype), ct)
        x = mod(g, "Reshape", [x, g.ints([folded, 1] + spatial)], ct)
        result = g.node("Add", [g.node("Conv", [x, ones], ct, **attrs), init], ct)
    result = mod(g, "Reshape", [result, g.ints([result_shape[d] for d in kept + pooled])], ct)
    result = mod(g, "Transpose", [result], ct, perm=[(kept + pooled).index(d) for d in range(rank)])
    return g.cast(result, t) if ct != t else result


def _nan_and_zero(g, x, result, max_pool, t):
    """NaN where a window holds one; +0 where the pooled maximum is a zero and a +0 is in the
    window."""
    def present(mask):
        return g.node("Greater", [max_pool(g.cast(mask, t), t), g.scalar(0, t)], t, out="i1")
    zero = g.node("Equal", [x, g.scalar(0, t)], t, out="i1")
    positive = g.node("Greater", [g.node("Reciprocal", [x], t), g.scalar(0, t)], t, out="i1")
    is_zero = g.node("Equal", [result, g.scalar(0, t)], t, out="i1")
    signed = g.raw("And", [is_zero, present(g.raw("And", [zero, positive])[0])])[0]
    result = where(g, signed, g.scalar(0.0, t), result, t)
    nan = present(g.node("IsNaN", [x], t, out="i1", constraint="T1"))
    return where(g, nan, g.scalar(np.nan, t), result, t)
