"""Result-type inference: the shapes (and element types, where they follow) that the spec's
constraints define from an op's operands and attributes.

One function per formula, over plain shapes (tuples of ints, None for a dynamic `?` size),
written in the spec's notation and variable names: `num_windows` (reduce_window,
select_and_scatter, convolution), `gather_shape`, `dot_general_shape`, `convolution_shape`,
... The constraints (spec/constraints), the reference interpreter, the generators and the
ONNX translator call these, so each formula exists once. `infer(op_name, operand_types,
attributes)` applies them to an op's types.

Dynamic sizes propagate: a result size computed from a `?` operand size is `?`. The formula
functions assume what the spec's other constraints guarantee (ranks, index lists in range,
positive strides) unless they say otherwise; `combine` and `gather_shape` return None when the
dimension numbers cannot place the sizes, so a constraint can leave that to the one that
reports it.
"""
from __future__ import annotations

import math

import numpy as np

from . import attributes as A
from .types import ELEMENT_TYPES, F64, I1, I32, ElementType, TensorType


class ShapeError(ValueError):
    """The result type of an op does not follow from its operands and attributes (an
    attribute is absent, or the op's result type is given rather than inferred)."""


def _dyn(f, *xs):
    """f(*xs), or None (a dynamic size) if any x is None."""
    return None if any(x is None for x in xs) else f(*xs)


def _ints(x) -> list:
    return [] if x is None else [int(v) for v in np.asarray(x).reshape(-1)]


def _without(sizes, excluded) -> list:
    excluded = set(_ints(excluded))
    return [s for i, s in enumerate(sizes) if i not in excluded]


# -- windows: reduce_window C15, select_and_scatter C2, convolution C25 ----------------------

def dilated_shape(size, dilation):
    """`size = 0 ? 0 : (size - 1) * dilation + 1` (the spec's dilated_input_shape and
    convolution's dilated_window_shape); None if size is dynamic."""
    return _dyn(lambda s: 0 if s == 0 else (s - 1) * dilation + 1, size)


def num_windows_dim(size, window, stride=1, input_dilation=1, window_dilation=1, low=0,
                    high=0):
    """num_windows of one dimension (None if `size` or `window` is dynamic):

    dilated_input_shape = size = 0 ? 0 : (size - 1) * input_dilation + 1
    padded_input_shape = low + dilated_input_shape + high
    dilated_window_shape = window = 0 ? 0 : (window - 1) * window_dilation + 1
    is_empty_window = padded_input_shape = 0 || dilated_window_shape > padded_input_shape
    num_windows = is_empty_window ? 0 : floor((padded_input_shape - dilated_window_shape) /
                  stride) + 1

    A negative padded_input_shape is an empty window too: dilated_window_shape >= 0 exceeds it.
    """
    if size is None or window is None:
        return None
    padded_input_shape = low + dilated_shape(size, input_dilation) + high
    dilated_window_shape = dilated_shape(window, window_dilation)
    is_empty_window = padded_input_shape == 0 or dilated_window_shape > padded_input_shape
    return 0 if is_empty_window else (padded_input_shape - dilated_window_shape) // stride + 1


def num_windows(input_shape, window_dimensions, window_strides=None, base_dilations=None,
                window_dilations=None, padding=None) -> list:
    """num_windows per dimension (reduce_window C15; select_and_scatter C2 with no dilations):
    absent strides and dilations are ones, absent padding zeros; padding is [[low, high], ...].
    """
    n = len(input_shape)
    ones = [1] * n
    strides = ones if window_strides is None else _ints(window_strides)
    base = ones if base_dilations is None else _ints(base_dilations)
    dilations = ones if window_dilations is None else _ints(window_dilations)
    pads = [[0, 0]] * n if padding is None else np.asarray(padding).reshape(n, 2).tolist()
    return [num_windows_dim(d, w, s, bd, wd, int(lo), int(hi))
            for d, w, s, bd, wd, (lo, hi) in zip(input_shape, _ints(window_dimensions), strides,
                                                  base, dilations, pads)]


def convolution_shape(lhs_shape, rhs_shape, *, input_batch_dimension,
                      input_spatial_dimensions, kernel_output_feature_dimension,
                      kernel_spatial_dimensions, output_batch_dimension,
                      output_feature_dimension, output_spatial_dimensions,
                      batch_group_count=1, window_strides=None, padding=None,
                      lhs_dilation=None, rhs_dilation=None, padding_known=True) -> list:
    """shape(result) of convolution and dynamic_conv (C25): dim(lhs, input_batch_dimension) /
    batch_group_count at output_batch_dimension, dim(rhs, kernel_output_feature_dimension) at
    output_feature_dimension, num_windows at the spatial dimensions. With padding_known False
    (dynamic_conv's padding operand is not a constant) the spatial sizes are None."""
    n = len(lhs_shape)
    spatial = len(input_spatial_dimensions)
    ones = [1] * spatial
    strides = ones if window_strides is None else _ints(window_strides)
    lhs_dil = ones if lhs_dilation is None else _ints(lhs_dilation)
    rhs_dil = ones if rhs_dilation is None else _ints(rhs_dilation)
    pads = [[0, 0]] * spatial if padding is None else np.asarray(padding).reshape(spatial, 2).tolist()
    result: list = [None] * n
    result[output_batch_dimension] = _dyn(lambda d: d // batch_group_count,
                                          lhs_shape[input_batch_dimension])
    result[output_feature_dimension] = rhs_shape[kernel_output_feature_dimension]
    for spatial_dim, result_dim in enumerate(output_spatial_dimensions):
        lhs_dim = input_spatial_dimensions[spatial_dim]
        rhs_dim = kernel_spatial_dimensions[spatial_dim]
        low, high = pads[spatial_dim]
        result[result_dim] = None if not padding_known else num_windows_dim(
            lhs_shape[lhs_dim], rhs_shape[rhs_dim], strides[spatial_dim], lhs_dil[spatial_dim],
            rhs_dil[spatial_dim], int(low), int(high))
    return result


# -- gather, dynamic_gather, scatter ----------------------------------------------------------

def combine(batch_dim_sizes, offset_dim_sizes, offset_dims) -> list | None:
    """The spec's `combine`: offset_dim_sizes at the axes offset_dims (in order), batch_dim_sizes
    at the other axes (in order); None when offset_dims cannot place them (its size differs,
    an axis is out of range or repeated)."""
    offset_dims = _ints(offset_dims)
    n = len(batch_dim_sizes) + len(offset_dim_sizes)
    if (len(offset_dims) != len(offset_dim_sizes) or not all(0 <= d < n for d in offset_dims)
            or len(set(offset_dims)) != len(offset_dims)):
        return None
    batch, offset = iter(batch_dim_sizes), dict(zip(offset_dims, offset_dim_sizes))
    return [offset[d] if d in offset else next(batch) for d in range(n)]


def gather_shape(start_indices_shape, slice_sizes, *, offset_dims, collapsed_slice_dims=(),
                 operand_batching_dims=(), index_vector_dim) -> list | None:
    """shape(result) of gather and dynamic_gather (gather C22): combine(batch_dim_sizes,
    offset_dim_sizes) where batch_dim_sizes = shape(start_indices) without the size at
    index_vector_dim and offset_dim_sizes = slice_sizes without the sizes at
    collapsed_slice_dims and operand_batching_dims. None when the dimension numbers cannot
    place the sizes."""
    batch_dim_sizes = _without(start_indices_shape, [index_vector_dim])
    offset_dim_sizes = _without(list(slice_sizes),
                                _ints(collapsed_slice_dims) + _ints(operand_batching_dims))
    return combine(batch_dim_sizes, offset_dim_sizes, offset_dims)


def scatter_update_shape(scatter_indices_shape, inputs_shape, *, inserted_window_dims=(),
                         input_batching_dims=(), index_vector_dim) -> tuple[list, list]:
    """What scatter C4 asks of shape(updates...): (update_scatter_dim_sizes,
    update_window_dim_bounds), the sizes at update_scatter_dims (shape(scatter_indices)
    without index_vector_dim) and the upper bounds of the sizes at update_window_dims
    (shape(inputs[0]) without inserted_window_dims and input_batching_dims)."""
    return (_without(scatter_indices_shape, [index_vector_dim]),
            _without(inputs_shape, _ints(inserted_window_dims) + _ints(input_batching_dims)))


# -- linear algebra ---------------------------------------------------------------------------

def dot_general_shape(lhs_shape, rhs_shape, *, lhs_batching_dimensions=(),
                      rhs_batching_dimensions=(), lhs_contracting_dimensions=(),
                      rhs_contracting_dimensions=()) -> list:
    """shape(result) of dot_general (C13): dim(lhs, lhs_batching_dimensions...) +
    lhs_result_dim_sizes + rhs_result_dim_sizes, the result dims being those neither batching
    nor contracting."""
    lhs_b, rhs_b = _ints(lhs_batching_dimensions), _ints(rhs_batching_dimensions)
    lhs_c, rhs_c = _ints(lhs_contracting_dimensions), _ints(rhs_contracting_dimensions)
    return ([lhs_shape[d] for d in lhs_b] + _without(lhs_shape, lhs_b + lhs_c)
            + _without(rhs_shape, rhs_b + rhs_c))


def dot_shape(lhs_shape, rhs_shape) -> list:
    """shape(result) of dot: vector . vector is a scalar, matrix . vector a vector, matrix .
    matrix a matrix (dot_general contracting lhs's last with rhs's first dimension)."""
    return dot_general_shape(lhs_shape, rhs_shape, lhs_contracting_dimensions=[len(lhs_shape) - 1],
                             rhs_contracting_dimensions=[0])


def rfft_size(size):
    """`size = 0 ? 0 : size / 2 + 1`: the last dimension of RFFT's result (and IRFFT's operand)
    for a real last dimension of `size`."""
    return _dyn(lambda d: 0 if d == 0 else d // 2 + 1, size)


def fft_shape(operand_shape, fft_type: str, fft_length=None) -> list:
    """shape(result) of fft (C5): shape(operand), except that for RFFT dim(result, -1) =
    rfft_size(dim(operand, -1)) and for IRFFT dim(result, -1) = fft_length[-1] (C4: the real
    tensor's last dimensions are fft_length)."""
    out = list(operand_shape)
    if fft_type == "RFFT" and out:
        out[-1] = rfft_size(out[-1])
    elif fft_type == "IRFFT" and out:
        length = _ints(fft_length)
        out[-1] = length[-1] if length else None
    return out


def fft_element_type(operand_element: ElementType, fft_type: str) -> ElementType:
    """element_type(result) of fft: complex for FFT, IFFT and RFFT (RFFT's of f32 is
    complex<f32>), real for IRFFT (complex<f32> gives f32)."""
    if fft_type == "RFFT":
        return ELEMENT_TYPES["complex<f64>" if operand_element == F64 else "complex<f32>"]
    if fft_type == "IRFFT":
        return operand_element.component or operand_element
    return operand_element


# -- structure and data movement --------------------------------------------------------------

def reduce_shape(input_shape, dimensions) -> list:
    """shape(results...) of reduce (C7): shape(inputs...) without the sizes at dimensions."""
    return _without(input_shape, dimensions)


def pad_shape(operand_shape, edge_padding_low, edge_padding_high, interior_padding) -> list:
    """shape(result) of pad (C4): shape(operand) + edge_padding_low + max(shape(operand) - 1, 0)
    * interior_padding + edge_padding_high."""
    return [_dyn(lambda d: d + lo + max(d - 1, 0) * i + hi, d)
            for d, lo, hi, i in zip(operand_shape, _ints(edge_padding_low),
                                    _ints(edge_padding_high), _ints(interior_padding))]


def slice_shape(start_indices, limit_indices, strides=None) -> list:
    """shape(result) of slice (C5): ceil((limit_indices - start_indices) / strides), never
    below 0 (a limit below its start is C3's violation)."""
    starts, limits = _ints(start_indices), _ints(limit_indices)
    steps = [1] * len(starts) if strides is None else _ints(strides)
    return [max(0, math.ceil((lim - s) / st)) for s, lim, st in zip(starts, limits, steps)]


def dynamic_slice_shape(slice_sizes) -> list:
    """shape(result) of dynamic_slice (C5): slice_sizes."""
    return _ints(slice_sizes)


def concatenate_shape(input_shapes, dimension: int) -> list:
    """shape(result) of concatenate (C6): shape(inputs[0]) except dim(result, dimension) =
    dim(inputs[0], dimension) + ... (None if any of them is dynamic or the input lacks the
    dimension)."""
    out = list(input_shapes[0])
    along = [x[dimension] if len(x) > dimension else None for x in input_shapes]
    out[dimension] = None if None in along else sum(along)
    return out


def transpose_shape(operand_shape, permutation) -> list:
    """shape(result) of transpose (C4): dim(result, i) = dim(operand, permutation[i])."""
    return [operand_shape[p] for p in _ints(permutation)]


def broadcast_in_dim_shape(operand_shape, broadcast_dimensions, result_shape) -> list:
    """broadcast_in_dim's result shape as far as C5 determines it: the given `result_shape`
    (its rank is not implied by the operand), with a dynamic size at broadcast_dimensions[d]
    taken from dim(operand, d) when that is not 1."""
    out = list(result_shape)
    for d, r in enumerate(_ints(broadcast_dimensions)):
        if out[r] is None and operand_shape[d] != 1:
            out[r] = operand_shape[d]
    return out


def all_gather_shape(operand_shape, all_gather_dim: int, group_size) -> list:
    """all_gather C6: dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) *
    dim(process_groups, 1)."""
    out = list(operand_shape)
    out[all_gather_dim] = _dyn(lambda d, k: d * k, out[all_gather_dim], group_size)
    return out


def reduce_scatter_shape(operand_shape, scatter_dimension: int, group_size) -> list:
    """reduce_scatter C8: dim(result, scatter_dimension) = dim(operand, scatter_dimension) /
    dim(process_groups, 1)."""
    out = list(operand_shape)
    out[scatter_dimension] = _dyn(lambda d, k: d // k, out[scatter_dimension], group_size)
    return out


def all_to_all_shape(operand_shape, split_dimension: int, concat_dimension: int,
                     split_count: int) -> list:
    """all_to_all C8: dim(results..., split_dimension) = dim(operands..., split_dimension) /
    split_count and dim(results..., concat_dimension) = dim(operands..., concat_dimension) *
    split_count (equal shapes when the two dimensions are the same)."""
    out = list(operand_shape)
    if split_dimension != concat_dimension:
        out[split_dimension] = _dyn(lambda d: d // split_count, out[split_dimension])
        out[concat_dimension] = _dyn(lambda d: d * split_count, out[concat_dimension])
    return out



def operand_dimensions(rank: int, result_rank: int, broadcast_dimensions=None) -> tuple:
    """The result dimensions that the dimensions of an operand of `rank` map to when it is
    broadcast to `result_rank` (chlo's broadcast_* ops; the result has the higher rank): its
    own when the ranks are equal, `broadcast_dimensions` when given, else the trailing ones
    (numpy's rule). ValueError when broadcast_dimensions do not map the operand's dimensions
    to distinct dimensions of the result."""
    if rank == result_rank:
        return tuple(range(rank))
    if broadcast_dimensions is None:
        return tuple(range(result_rank - rank, result_rank))
    dims = tuple(_ints(broadcast_dimensions))
    if len(dims) != rank or len(set(dims)) != rank or not all(0 <= d < result_rank for d in dims):
        raise ValueError(f"broadcast_dimensions {list(dims)} do not map the {rank} dimension(s) "
                         f"of the lower-ranked operand to distinct dimensions of rank "
                         f"{result_rank}")
    return dims


def broadcast_shape(lhs_shape, rhs_shape, broadcast_dimensions=None) -> tuple:
    """The shape two operands broadcast to (chlo's broadcast_* ops): the higher rank; each
    operand's sizes at its operand_dimensions; a size-1 dimension stretches to the other's
    size, a dynamic one takes a static size other than 1. ValueError saying why when they do
    not broadcast."""
    rank = max(len(lhs_shape), len(rhs_shape))
    seen: list[set] = [set() for _ in range(rank)]
    for shape in (lhs_shape, rhs_shape):
        for size, d in zip(shape, operand_dimensions(len(shape), rank, broadcast_dimensions)):
            seen[d].add(size)
    out = []
    for d, sizes in enumerate(seen):
        big = sizes - {1, None}
        if len(big) > 1:
            raise ValueError(f"dimension {d} has incompatible sizes {sorted(big)}")
        out.append(big.pop() if big else None if None in sizes else 1)
    return tuple(out)


# -- infer: an op's result types -------------------------------------------------------------

def _plain(value):
    """An attribute as a plain value: integers, tuples of integers, numpy arrays for dense
    tensors, enum cases as strings; plain values pass through."""
    if isinstance(value, (A.IntegerAttr, A.FloatAttr, A.BoolAttr)):
        return value.value
    if isinstance(value, A.DenseArrayAttr):
        return tuple(value.values)
    if isinstance(value, A.DenseElementsAttr):
        return np.asarray(value.array)
    if isinstance(value, A.EnumAttr):
        return value.value
    if isinstance(value, A.ArrayAttr):
        return [_plain(v) for v in value.items]
    return value


def _attrs(attributes) -> dict:
    """The attributes by their spec names: struct fields (gather's offset_dims, dot_general's
    lhs_batching_dimensions, convolution's dimension numbers) become names of their own."""
    out: dict = {}
    for name, value in (attributes or {}).items():
        if isinstance(value, A.StructAttr):
            out.update((k, _plain(v)) for k, v in value.fields)
        elif isinstance(value, A.ConvDimensionNumbers):
            out.update(vars(value))
        elif isinstance(value, dict):
            out.update((k, _plain(v)) for k, v in value.items())
        out[name] = _plain(value)
    return out


def _need(attrs: dict, name: str):
    if attrs.get(name) is None:
        raise ShapeError(f"the result type needs the attribute {name}")
    return attrs[name]


def _t(shape, element) -> TensorType:
    return TensorType(tuple(shape), element)


def _group_size(replica_groups):
    groups = np.asarray(replica_groups)
    return int(groups.shape[1]) if groups.ndim == 2 else None


def _same(types, attrs):
    return [_t(t.shape, t.element_type) for t in types]


def _first(types, attrs):
    return [_t(types[0].shape, types[0].element_type)]


def _with_element(element):
    return lambda types, attrs: [_t(types[0].shape, element)]


def _component(types, attrs):
    e = types[0].element_type
    return [_t(types[0].shape, e.component or e)]


def _complex(types, attrs):
    e = types[0].element_type
    return [_t(types[0].shape, ELEMENT_TYPES["complex<f64>" if e == F64 else "complex<f32>"])]


def _split(types, parts: int):
    n = len(types) // parts
    return [types[i * n:(i + 1) * n] for i in range(parts)]


def _reduce(types, attrs):
    inputs, _ = _split(types, 2)
    want = reduce_shape(inputs[0].shape, _need(attrs, "dimensions"))
    return [_t(want, x.element_type) for x in inputs]


def _reduce_window(types, attrs):
    inputs, _ = _split(types, 2)
    want = num_windows(inputs[0].shape, _need(attrs, "window_dimensions"),
                       attrs.get("window_strides"), attrs.get("base_dilations"),
                       attrs.get("window_dilations"), attrs.get("padding"))
    return [_t(want, x.element_type) for x in inputs]


def _scatter(types, attrs):
    return _same(types[:(len(types) - 1) // 2], attrs)


def _gather(types, attrs):
    operand, start_indices = types[0], types[1]
    slice_sizes = _need(attrs, "slice_sizes") if len(types) == 2 else attrs.get("slice_sizes")
    if slice_sizes is None:
        raise ShapeError("dynamic_gather's slice_sizes are an operand; pass their values as "
                         "the attribute slice_sizes")
    want = gather_shape(start_indices.shape, _ints(slice_sizes),
                        offset_dims=attrs.get("offset_dims", ()),
                        collapsed_slice_dims=attrs.get("collapsed_slice_dims", ()),
                        operand_batching_dims=attrs.get("operand_batching_dims", ()),
                        index_vector_dim=_need(attrs, "index_vector_dim"))
    if want is None:
        raise ShapeError("offset_dims cannot place the offset dimension sizes")
    return [_t(want, operand.element_type)]


def _convolution(types, attrs):
    lhs, rhs = types[0], types[1]
    names = ("input_batch_dimension", "input_spatial_dimensions",
             "kernel_output_feature_dimension", "kernel_spatial_dimensions",
             "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions")
    want = convolution_shape(
        lhs.shape, rhs.shape, **{n: _need(attrs, n) for n in names},
        batch_group_count=attrs.get("batch_group_count", 1),
        window_strides=attrs.get("window_strides"), padding=attrs.get("padding"),
        lhs_dilation=attrs.get("lhs_dilation"), rhs_dilation=attrs.get("rhs_dilation"),
        padding_known=len(types) == 2 or attrs.get("padding") is not None)
    return [_t(want, lhs.element_type)]


def _dot_general(types, attrs):
    want = dot_general_shape(types[0].shape, types[1].shape, **{
        n: attrs.get(n, ()) for n in ("lhs_batching_dimensions", "rhs_batching_dimensions",
                                      "lhs_contracting_dimensions",
                                      "rhs_contracting_dimensions")})
    return [_t(want, types[0].element_type)]


def _fft(types, attrs):
    fft_type = _need(attrs, "fft_type")
    return [_t(fft_shape(types[0].shape, fft_type, _need(attrs, "fft_length")),
               fft_element_type(types[0].element_type, fft_type))]


def _batch_norm_training(types, attrs):
    operand = types[0]
    feature = operand.shape[_need(attrs, "feature_index")]
    return [_t(operand.shape, operand.element_type),
            _t((feature,), types[1].element_type), _t((feature,), types[1].element_type)]


def _batch_norm_grad(types, attrs):
    operand, scale = types[0], types[1]
    return [_t(operand.shape, operand.element_type), _t(scale.shape, scale.element_type),
            _t(scale.shape, scale.element_type)]


def _all_gather(types, attrs):
    k = _group_size(_need(attrs, "replica_groups"))
    return [_t(all_gather_shape(x.shape, _need(attrs, "all_gather_dim"), k), x.element_type)
            for x in types]


def _reduce_scatter(types, attrs):
    k = _group_size(_need(attrs, "replica_groups"))
    return [_t(reduce_scatter_shape(types[0].shape, _need(attrs, "scatter_dimension"), k),
               types[0].element_type)]


def _all_to_all(types, attrs):
    return [_t(all_to_all_shape(x.shape, _need(attrs, "split_dimension"),
                                _need(attrs, "concat_dimension"), _need(attrs, "split_count")),
               x.element_type) for x in types]


_ELEMENTWISE = (
    "abs", "add", "and", "atan2", "cbrt", "ceil", "cosine", "count_leading_zeros", "divide",
    "exponential", "exponential_minus_one", "floor", "log", "log_plus_one", "logistic",
    "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt", "power",
    "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even", "rsqrt",
    "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "sqrt",
    "subtract", "tan", "tanh", "xor",
)

INFER = {
    **{name: _first for name in _ELEMENTWISE},
    "abs": lambda types, attrs: [_t(types[0].shape, types[0].element_type.component
                                   if isinstance(types[0].element_type, ElementType)
                                   and types[0].element_type.component
                                   else types[0].element_type)],
    "compare": _with_element(I1),
    "is_finite": _with_element(I1),
    "real": _component,
    "imag": _component,
    "complex": _complex,
    "clamp": lambda types, attrs: [_t(types[1].shape, types[1].element_type)],
    "select": lambda types, attrs: [_t(types[1].shape, types[1].element_type)],
    "reverse": _first,
    "sort": _same,
    "optimization_barrier": _same,
    "all_reduce": _same,
    "collective_permute": _first,
    "collective_broadcast": _first,
    "cholesky": _first,
    "triangular_solve": lambda types, attrs: [_t(types[1].shape, types[1].element_type)],
    "dynamic_update_slice": _first,
    "select_and_scatter": _first,
    "scatter": _scatter,
    "map": lambda types, attrs: [_t(types[0].shape, types[0].element_type)],
    "batch_norm_inference": _first,
    "batch_norm_training": _batch_norm_training,
    "batch_norm_grad": _batch_norm_grad,
    "get_dimension_size": lambda types, attrs: [_t((), I32)],
    "uniform_dequantize": lambda types, attrs: [_t(types[0].shape,
                                                   types[0].element_type.expressed_type)],
    "reduce": _reduce,
    "reduce_window": _reduce_window,
    "gather": _gather,
    "dynamic_gather": _gather,
    "convolution": _convolution,
    "dynamic_conv": _convolution,
    "dot_general": _dot_general,
    "dot": lambda types, attrs: [_t(dot_shape(types[0].shape, types[1].shape),
                                    types[0].element_type)],
    "fft": _fft,
    "pad": lambda types, attrs: [_t(pad_shape(types[0].shape, _need(attrs, "edge_padding_low"),
                                              _need(attrs, "edge_padding_high"),
                                              _need(attrs, "interior_padding")),
                                    types[0].element_type)],
    "slice": lambda types, attrs: [_t(slice_shape(_need(attrs, "start_indices"),
                                                  _need(attrs, "limit_indices"),
                                                  attrs.get("strides")),
                                      types[0].element_type)],
    "dynamic_slice": lambda types, attrs: [_t(dynamic_slice_shape(_need(attrs, "slice_sizes")),
                                              types[0].element_type)],
    "concatenate": lambda types, attrs: [_t(concatenate_shape([t.shape for t in types],
                                                              _need(attrs, "dimension")),
                                            types[0].element_type)],
    "transpose": lambda types, attrs: [_t(transpose_shape(types[0].shape,
                                                          _need(attrs, "permutation")),
                                          types[0].element_type)],
    "all_gather": _all_gather,
    "reduce_scatter": _reduce_scatter,
    "all_to_all": _all_to_all,
}
"""The ops whose result types follow from their operand types and attributes: name (without
the `stablehlo.` prefix) -> (operand types, attributes by spec name) -> result types."""

BODY_ELEMENT_TYPES = frozenset({"reduce", "reduce_window", "scatter", "select_and_scatter",
                                "all_reduce", "reduce_scatter", "map"})
"""Ops whose result element types are a body's (the spec's Ei): `infer` gives them the
operands' element types unless `body_element_types` says otherwise."""


def infer(op_name: str, operand_types, attributes=None, *,
          body_element_types=None) -> list[TensorType]:
    """The result types of op `op_name` (`gather` or `stablehlo.gather`) from its operand types
    (all operands, in order) and attributes (the op's attribute dictionary, or plain values by
    spec name). Element types that come from a body are the operands' unless
    `body_element_types` gives the Ei; quantized element types are the operands' (their scales
    may differ in the result). ShapeError when the op's result type does not follow."""
    name = op_name.removeprefix("stablehlo.")
    if name not in INFER:
        raise ShapeError(f"the result type of {name} does not follow from its operands")
    results = INFER[name](list(operand_types), _attrs(attributes))
    if body_element_types is not None and name in BODY_ELEMENT_TYPES:
        es = list(body_element_types)
        results = [_t(r.shape, e) for r, e in zip(results, es)] if len(es) == len(results) \
            else results
    return results


__all__ = [
    "ShapeError", "dilated_shape", "num_windows_dim", "num_windows", "convolution_shape",
    "combine", "gather_shape", "scatter_update_shape", "dot_general_shape", "dot_shape",
    "rfft_size", "fft_shape", "fft_element_type", "reduce_shape", "pad_shape", "slice_shape",
    "dynamic_slice_shape", "concatenate_shape", "transpose_shape", "broadcast_in_dim_shape",
    "all_gather_shape", "reduce_scatter_shape", "all_to_all_shape",
    "operand_dimensions", "broadcast_shape", "INFER",
    "BODY_ELEMENT_TYPES", "infer",
]
