"""Mutant backends of the structural ops: data movement (layouts, permutations, off-by-one
indices and clamps), sort, reductions, dot_general and convolution (accumulation, dilations,
groups), control flow (trip counts), quantization (scale, zero point, rounding), random numbers
and collectives (replica groups)."""
from __future__ import annotations

import dataclasses
import math

import numpy as np

from reference import values
from reference.mesh_axes import is_mesh_axes, mesh_axes_groups
from reference.values import QuantizedTensor

from .registry import F64, mutant, narrow_like, plain, result_type_name, round_to

QUANTIZED_CORPUS = ("quantized_elementwise", "quantized_more", "quantized_linalg")
"""Corpus files whose programs quantize and dequantize (besides the quantization ops' own)."""
SOME_TYPES = ("i1", "i8", "ui32", "bf16", "f32", "complex<f32>")
"""One type per storage width and family, for ops that move elements without reading them."""


# --- data movement ----------------------------------------------------------------------------

@mutant("transpose-inverse-permutation", "transpose", types=SOME_TYPES)
def _(original, operand, *, permutation, result_type, **kw):
    """transpose applying the inverse permutation, its result laid out in the result's shape (a
    layout pass that inverts the permutation): wrong for every permutation that is not its own
    inverse (a 3-cycle)."""
    inverse = tuple(np.argsort(permutation).tolist())
    shape = tuple(result_type.shape)
    return values.move(lambda a: np.ascontiguousarray(np.transpose(a, inverse)).reshape(shape),
                       operand)


@mutant("reverse-mirrored-dimensions", "reverse", types=SOME_TYPES)
def _(original, operand, *, dimensions, **kw):
    """reverse along dimension rank - 1 - d instead of d (dimensions counted minor to major)."""
    rank = len(np.shape(getattr(operand, "storage", operand)))
    return original(operand, dimensions=tuple(rank - 1 - d for d in dimensions), **kw)


@mutant("iota-along-dimension-zero", "iota")
def _(original, *, iota_dimension, **kw):
    """iota counting along dimension 0 whatever iota_dimension says."""
    return original(iota_dimension=0, **kw)


@mutant("slice-ignores-strides", "slice", types=SOME_TYPES)
def _(original, operand, *, start_indices, limit_indices, strides):
    """slice reading consecutive elements: its strides ignored (the count of elements kept)."""
    counts = [len(range(s, e, k)) if k > 0 else 0
              for s, e, k in zip(start_indices, limit_indices, strides)]
    return original(operand, start_indices=start_indices,
                    limit_indices=tuple(s + n for s, n in zip(start_indices, counts)),
                    strides=(1,) * len(strides))


@mutant("dynamic_slice-clamp-off-by-one", "dynamic_slice", types=SOME_TYPES)
def _(original, operand, start_indices, *, slice_sizes):
    """dynamic_slice clamping its start indices to dim - size - 1 instead of dim - size: a
    slice that should end at the operand's end starts one element early."""
    shape = np.shape(getattr(operand, "storage", operand))
    clamped = [np.asarray(min(values.integers(s)[0], max(n - size - 1, 0)), s.dtype)
               if values.integers(s)[0] > 0 else s
               for s, n, size in zip(start_indices, shape, slice_sizes)]
    return original(operand, clamped, slice_sizes=slice_sizes)


@mutant("dynamic_update_slice-negative-start-wraps", "dynamic_update_slice", types=SOME_TYPES)
def _(original, operand, update, start_indices):
    """dynamic_update_slice reading a negative start index from the end (Python's indexing)
    before clamping, instead of clamping it to 0."""
    shape = np.shape(getattr(operand, "storage", operand))
    wrapped = [np.asarray(values.integers(s)[0] % n, s.dtype)
               if values.integers(s)[0] < 0 and n > 0 else s
               for s, n in zip(start_indices, shape)]
    return original(operand, update, wrapped)


def _clamp_indices(indices: np.ndarray, index_vector_dim: int, uppers: dict) -> np.ndarray:
    """`indices` with component k of each index vector clamped to [0, uppers[k]]."""
    wide = np.array(values.widen(indices))
    trailing = index_vector_dim == wide.ndim
    vectors = wide[..., None] if trailing else np.moveaxis(wide, index_vector_dim, -1)
    for k, upper in uppers.items():
        vectors[..., k] = np.minimum(vectors[..., k], upper)
    back = vectors[..., 0] if trailing else np.moveaxis(vectors, -1, index_vector_dim)
    return back.astype(indices.dtype)


@mutant("gather-clamp-off-by-one", "gather", types=SOME_TYPES)
def _(original, operand, start_indices, *, dimension_numbers, slice_sizes, **kw):
    """gather clamping start indices to dim - slice_size - 1 instead of dim - slice_size: a
    slice at the operand's end starts one element early."""
    shape = np.shape(getattr(operand, "storage", operand))
    uppers = {k: shape[d] - slice_sizes[d] - 1
              for k, d in enumerate(dimension_numbers["start_index_map"])
              if shape[d] - slice_sizes[d] - 1 >= 0}
    clamped = _clamp_indices(start_indices, dimension_numbers["index_vector_dim"], uppers)
    return original(operand, clamped, dimension_numbers=dimension_numbers,
                    slice_sizes=slice_sizes, **kw)


@mutant("scatter-out-of-bounds-clamped", "scatter", types=("i32", "f32"))
def _(original, inputs, scatter_indices, updates, *, scatter_dimension_numbers, **kw):
    """scatter clamping an update window that falls outside the result back inside (as gather
    clamps) instead of dropping it."""
    dn = scatter_dimension_numbers
    shape = np.shape(getattr(inputs[0], "storage", inputs[0]))
    update_shape = np.shape(getattr(updates[0], "storage", updates[0]))
    excluded = set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"])
    window = dict(zip([d for d in range(len(shape)) if d not in excluded],
                      [update_shape[d] for d in dn["update_window_dims"]]))
    uppers = {k: shape[d] - window.get(d, 1)
              for k, d in enumerate(dn["scatter_dims_to_operand_dims"])
              if shape[d] - window.get(d, 1) >= 0}
    indices = _clamp_indices(scatter_indices, dn["index_vector_dim"], uppers)
    wide = values.widen(indices)
    indices = np.where(wide < 0, 0, wide).astype(indices.dtype)
    return original(inputs, indices, updates, scatter_dimension_numbers=dn, **kw)


@mutant("pad-low-high-swapped", "pad", types=SOME_TYPES)
def _(original, operand, padding_value, *, edge_padding_low, edge_padding_high,
      interior_padding):
    """pad with its low and high edge paddings exchanged (the shape stays the same)."""
    return original(operand, padding_value, edge_padding_low=edge_padding_high,
                    edge_padding_high=edge_padding_low, interior_padding=interior_padding)


@mutant("broadcast_in_dim-right-aligned", "broadcast_in_dim", types=SOME_TYPES)
def _(original, operand, *, broadcast_dimensions, result_type):
    """broadcast_in_dim ignoring broadcast_dimensions: numpy's broadcast, the operand's
    dimensions aligned with the result's last ones."""
    shape = tuple(result_type.shape)
    try:
        np.broadcast_shapes(np.shape(getattr(operand, "storage", operand)), shape)
    except ValueError:  # numpy's rule does not apply: the bug has no effect here
        return original(operand, broadcast_dimensions=broadcast_dimensions,
                        result_type=result_type)
    return values.move(lambda a: np.array(np.broadcast_to(a, shape)), operand)


@mutant("reshape-column-major", "reshape", types=SOME_TYPES)
def _(original, operand, *, result_type):
    """reshape in column-major (Fortran) order instead of row-major."""
    shape = tuple(result_type.shape)
    return values.move(lambda a: np.reshape(a, shape, order="F"), operand)


# --- sort -------------------------------------------------------------------------------------

@mutant("sort-stable-ties-reversed", "sort", keywords=("is_stable",))
def _(original, inputs, *, dimension, comparator, is_stable):
    """is_stable = true ignored by an unstable sort: elements the comparator deems equivalent
    come out in reverse input order."""
    if not is_stable:
        return original(inputs, dimension=dimension, comparator=comparator)
    flipped = [values.move(lambda a: np.flip(a, dimension), x) for x in inputs]
    return original(flipped, dimension=dimension, comparator=comparator)


def _compare_of(op) -> tuple[str, str] | None:
    """(direction, compare_type) of a comparator that is one compare of its two arguments."""
    block = op.regions[0].block
    body = block.ops[0] if len(block.ops) == 2 else None
    if body is None or body.name != "stablehlo.compare" \
            or not all(a is b for a, b in zip(body.operands, block.arguments[:2])):
        return None
    kind = body.attributes.get("compare_type")
    return body.attributes["comparison_direction"].value, kind.value if kind else "FLOAT"


@mutant("sort-totalorder-native", "sort", types=("f16", "f32", "f64"), keywords=("op",))
def _(original, inputs, *, dimension, comparator, op):
    """A single-operand sort whose comparator is LT under TOTALORDER lowered to the native sort
    of floats (numpy's): -0 and +0 keep their input order and -NaN goes last."""
    if len(inputs) != 1 or not isinstance(inputs[0], np.ndarray) \
            or values.kind(values.element_type_of(inputs[0])) != "float" \
            or _compare_of(op) != ("LT", "TOTALORDER"):
        return original(inputs, dimension=dimension, comparator=comparator)
    return [np.sort(inputs[0], axis=dimension, kind="stable")]


LARGE_SORT = 65536
"""The run length past which the blocked sort mutant goes wrong (a GPU sort's tile of keys)."""


@mutant("sort-blocks-not-merged", "sort", types=("f32",))
def _(original, inputs, *, dimension, comparator):
    """A blocked sort whose final merge is missing: a slice longer than 65536 elements comes
    out as its 65536-element blocks, each sorted on its own (a sort that is only right within
    one tile of keys)."""
    n = np.shape(inputs[0])[dimension] if np.ndim(inputs[0]) else 0
    if n <= LARGE_SORT or not plain(*inputs):
        return original(inputs, dimension=dimension, comparator=comparator)
    blocks = [original([np.take(x, range(start, min(start + LARGE_SORT, n)), dimension)
                        for x in inputs], dimension=dimension, comparator=comparator)
              for start in range(0, n, LARGE_SORT)]
    return [np.concatenate(parts, axis=dimension) for parts in zip(*blocks)]


# --- reductions, dot_general, convolution -----------------------------------------------------

def _single_body_op(op, region: int = 0) -> str | None:
    block = op.regions[region].block
    return block.ops[0].name if len(block.ops) == 2 else None


@mutant("reduce-f32-accumulates-in-bf16", "reduce", types=("f32",))
def _(original, inputs, init_values, *, dimensions, body, result_types, op):
    """An f32 sum reduced left to right with a bf16 accumulator (a reduction emitted in the
    storage type of a mixed-precision model)."""
    if len(inputs) != 1 or type(inputs[0]) is not np.ndarray or inputs[0].dtype != np.float32 \
            or _single_body_op(op) != "stablehlo.add":
        return original(inputs, init_values, dimensions=dimensions, body=body,
                        result_types=result_types, op=op)
    x, dims = inputs[0], sorted(dimensions)
    batch = tuple(s for d, s in enumerate(x.shape) if d not in dims)
    terms = np.moveaxis(x, dims, range(len(batch), x.ndim)).reshape(batch + (-1,)).astype(F64)
    total = np.full(batch, np.float64(init_values[0]))
    for k in range(terms.shape[-1]):
        total = round_to(total + terms[..., k], "bf16")
    return [total.astype(np.float32)]


@mutant("reduce_window-padding-swapped", "reduce_window")
def _(original, inputs, init_values, *, padding=None, **kw):
    """reduce_window with its low and high paddings exchanged (the shape stays the same)."""
    swapped = None if padding is None else np.asarray(padding)[:, ::-1]
    return original(inputs, init_values, padding=swapped, **kw)


def _holes_repeated(x: np.ndarray, axes, dilations) -> np.ndarray:
    """`x` dilated along `axes`, each hole filled with the element before it."""
    for axis, d in zip(axes, dilations):
        if d > 1 and x.shape[axis]:
            x = np.take(np.repeat(x, d, axis), range((x.shape[axis] - 1) * d + 1), axis)
    return x


@mutant("reduce_window-base-dilation-repeats", "reduce_window")
def _(original, inputs, init_values, *, base_dilations=None, **kw):
    """reduce_window's base dilation implemented as nearest-neighbour upsampling: the holes
    repeat the element before them instead of holding the init value."""
    if base_dilations is None or max(base_dilations, default=1) == 1 or not plain(*inputs):
        return original(inputs, init_values, base_dilations=base_dilations, **kw)
    axes = range(len(base_dilations))
    dilated = [_holes_repeated(x, axes, base_dilations) for x in inputs]
    return original(dilated, init_values, base_dilations=None, **kw)


DOT_NUMBERS = ("lhs_batching_dimensions", "rhs_batching_dimensions",
               "lhs_contracting_dimensions", "rhs_contracting_dimensions")


def _slab(x: np.ndarray, dims, index) -> np.ndarray:
    """`x` at `index` along `dims`, kept as dimensions of size 1."""
    where = [slice(None)] * x.ndim
    for d, i in zip(dims, index):
        where[d] = slice(i, i + 1)
    return x[tuple(where)]


def _accumulating(result: str, accumulator: str, bug: str):
    """A dot_general patch for `result` results: the products of each contracting index rounded
    to the result type and summed one index after the other, each partial sum rounded to
    `accumulator`."""
    def patch(original, lhs, rhs, *, dot_dimension_numbers, **kw):
        dn = dot_dimension_numbers
        if result_type_name(kw) != result or not plain(lhs, rhs):
            return original(lhs, rhs, dot_dimension_numbers=dn, **kw)
        lhs_dims, rhs_dims = dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"]
        total = None
        for index in np.ndindex(*[lhs.shape[d] for d in lhs_dims]):
            term = original(_slab(lhs, lhs_dims, index), _slab(rhs, rhs_dims, index),
                            dot_dimension_numbers=dn, **kw)
            term = np.asarray(term).astype(F64)
            total = term if total is None else round_to(total + term, accumulator)
        if total is None:  # nothing to sum
            return original(lhs, rhs, dot_dimension_numbers=dn, **kw)
        return values.narrow(total, values.ELEMENT_TYPES[result])
    patch.__doc__ = bug
    return patch


mutant("dot_general-f32-accumulates-in-bf16", "dot_general", types=("f32",))(_accumulating(
    "f32", "bf16", "f32 dot_general accumulating its products in bf16 (a matrix unit's "
                   "low-precision accumulator)."))
mutant("dot_general-bf16-accumulates-in-bf16", "dot_general", types=("bf16",),
       allowed="the spec's dot_general of bf16 operands is a reduce of bf16 products with bf16 "
               "adds in an implementation-defined order: a bf16 accumulator is one of its "
               "schedules (XLA's f32 accumulation is practice, not a spec rule)")(
    _accumulating("bf16", "bf16", "bf16 dot_general accumulating its products in bf16 "
                                  "instead of f32."))


@mutant("dot_general-contracting-pairs-reversed", "dot_general")
def _(original, lhs, rhs, *, dot_dimension_numbers, **kw):
    """dot_general pairing several contracting dimensions in reverse order (lhs's first with
    rhs's last), where their sizes allow it."""
    dn = {k: dot_dimension_numbers[k] for k in DOT_NUMBERS}
    lc, rc = list(dn["lhs_contracting_dimensions"]), list(dn["rhs_contracting_dimensions"])
    if len(rc) > 1 and [np.shape(lhs)[d] for d in lc] == [np.shape(rhs)[d] for d in rc[::-1]]:
        dn["rhs_contracting_dimensions"] = tuple(rc[::-1])
    return original(lhs, rhs, dot_dimension_numbers=dn, **kw)


DOT_TILE = 256
"""The contracting size from which the tiled dot mutant drops its tail."""


@mutant("dot_general-k-tail-dropped", "dot_general", types=("f32", "bf16"))
def _(original, lhs, rhs, *, dot_dimension_numbers, **kw):
    """A K-tiled dot product that skips its last 8 contraction indices when one contracting
    dimension of 256 or more is split in tiles (a tail loop left out): right on small
    matrices, wrong above the tile size."""
    dn = dot_dimension_numbers
    lc, rc = list(dn["lhs_contracting_dimensions"]), list(dn["rhs_contracting_dimensions"])
    if len(lc) != 1 or np.shape(lhs)[lc[0]] < DOT_TILE or not plain(lhs, rhs):
        return original(lhs, rhs, dot_dimension_numbers=dn, **kw)
    k = np.shape(lhs)[lc[0]] - 8
    return original(np.take(lhs, range(k), lc[0]), np.take(rhs, range(k), rc[0]),
                    dot_dimension_numbers=dn, **kw)


def _conv(bug: str):
    """Registers a convolution mutant: `rewrite(lhs, rhs, attributes)` returns the operands and
    attributes the buggy backend uses (quantized operands are left alone)."""
    def register(rewrite):
        def patch(original, lhs, rhs, **kw):
            if not plain(lhs, rhs):
                return original(lhs, rhs, **kw)
            lhs, rhs, kw = rewrite(lhs, rhs, dict(kw))
            return original(lhs, rhs, **kw)
        patch.__doc__ = bug
        return patch
    return register


@mutant("convolution-padding-swapped", "convolution")
@_conv("convolution with each spatial dimension's low and high padding exchanged (a wrong "
       "SAME-padding split).")
def _(lhs, rhs, kw):
    if kw["padding"] is not None:
        kw["padding"] = np.reshape(kw["padding"], (-1, 2))[:, ::-1]
    return lhs, rhs, kw


@mutant("convolution-window-reversal-ignored", "convolution")
@_conv("convolution ignoring window_reversal (the kernel is never flipped).")
def _(lhs, rhs, kw):
    kw["window_reversal"] = None
    return lhs, rhs, kw


def _groups_interleaved(which: str, bug: str):
    """A convolution patch reading lhs's `which` ("feature" or "batch") dimension as
    `<which>_group_count` interleaved groups (element i in group i mod G) instead of contiguous
    blocks (group i // (size / G))."""
    @_conv(bug)
    def rewrite(lhs, rhs, kw):
        groups = kw[f"{which}_group_count"]
        if groups > 1:
            axis = getattr(kw["dimension_numbers"], f"input_{which}_dimension")
            per = lhs.shape[axis] // groups
            lhs = np.take(lhs, [(i % per) * groups + i // per for i in range(lhs.shape[axis])],
                          axis)
        return lhs, rhs, kw
    return rewrite


mutant("convolution-feature-groups-interleaved", "convolution")(
    _groups_interleaved("feature", "grouped convolution mapping input feature f to group "
                                   "f mod G (interleaved) instead of f // (C / G) (contiguous "
                                   "blocks)."))
mutant("convolution-batch-groups-interleaved", "convolution")(
    _groups_interleaved("batch", "convolution with batch_group_count > 1 taking batch element b "
                                 "into group b mod G instead of b // (N / G)."))


def _dilation_repeated(side: str, bug: str):
    """A convolution patch materialising the `side` ("lhs" or "rhs") dilation with each hole
    holding the element before it instead of zero."""
    @_conv(bug)
    def rewrite(lhs, rhs, kw):
        dilation, numbers = kw[f"{side}_dilation"], kw["dimension_numbers"]
        if dilation is None or max(dilation, default=1) == 1:
            return lhs, rhs, kw
        kw[f"{side}_dilation"] = None
        if side == "lhs":
            return _holes_repeated(lhs, numbers.input_spatial_dimensions, dilation), rhs, kw
        return lhs, _holes_repeated(rhs, numbers.kernel_spatial_dimensions, dilation), kw
    return rewrite


mutant("convolution-lhs-dilation-repeats", "convolution")(_dilation_repeated(
    "lhs", "convolution's lhs dilation implemented as nearest-neighbour upsampling: the holes "
           "repeat the element before them instead of holding zeros."))
mutant("convolution-rhs-dilation-repeats", "convolution")(_dilation_repeated(
    "rhs", "convolution's kernel dilation materialised by repeating each tap into the holes "
           "instead of zeros."))


# --- numerics ---------------------------------------------------------------------------------

@mutant("fft-inverse-unnormalized", "fft")
def _(original, operand, *, fft_type, fft_length, result_type):
    """IFFT and IRFFT without their 1/N normalisation."""
    result = original(operand, fft_type=fft_type, fft_length=fft_length,
                      result_type=result_type)
    if fft_type not in ("IFFT", "IRFFT"):
        return result
    wide = np.asarray(result).astype(np.complex128 if fft_type == "IFFT" else F64)
    return values.narrow(wide * math.prod(fft_length), result_type.element_type)


@mutant("cholesky-ignores-lower", "cholesky", types=("f32", "f64"))
def _(original, a, *, lower, **kw):
    """cholesky computing the lower factor whatever `lower` says."""
    return original(a, lower=True, **kw)


@mutant("triangular_solve-adjoint-as-transpose", "triangular_solve", types=("complex<f32>",))
def _(original, a, b, *, transpose_a, **kw):
    """triangular_solve with transpose_a = ADJOINT solving with the transpose (the conjugation
    lost)."""
    return original(a, b, transpose_a="TRANSPOSE" if transpose_a == "ADJOINT" else transpose_a,
                    **kw)


@mutant("batch_norm_inference-epsilon-outside-sqrt", "batch_norm_inference",
        types=("f32", "bf16"))
def _(original, operand, scale, offset, mean, variance, *, epsilon, feature_index, **kw):
    """batch_norm_inference dividing by sqrt(variance) + epsilon instead of
    sqrt(variance + epsilon)."""
    if not plain(operand, scale, offset, mean, variance):
        return original(operand, scale, offset, mean, variance, epsilon=epsilon,
                        feature_index=feature_index, **kw)
    shape = [-1 if d == feature_index else 1 for d in range(operand.ndim)]
    per = lambda v: v.astype(F64).reshape(shape)  # noqa: E731
    with np.errstate(all="ignore"):
        result = per(scale) * (operand.astype(F64) - per(mean)) \
            / (np.sqrt(per(variance)) + epsilon) + per(offset)
    return narrow_like(result, operand)


# --- control flow -----------------------------------------------------------------------------

def _holds(cond, state) -> bool:
    return bool(np.asarray(cond(*state)[0]))


@mutant("while-one-trip-short", "while")
def _(original, operand, *, cond, body):
    """while leaving the loop one iteration early (a rotated loop whose exit test moved past
    the last body)."""
    state, before = list(operand), None
    while _holds(cond, state):
        before, state = state, body(*state)
    return before if before is not None else state


@mutant("while-body-before-cond", "while")
def _(original, operand, *, cond, body):
    """while as a do-while: the body runs once before cond is first tested, so a loop that
    should not run at all runs once."""
    return original(body(*operand), cond=cond, body=body)


@mutant("case-out-of-range-first-branch", "case")
def _(original, index, *, branches):
    """case running branch 0 for an index outside [0, N) instead of the last branch."""
    i = values.integers(index)[0]
    return branches[0]() if not 0 <= i < len(branches) else original(index, branches=branches)


# --- quantization -----------------------------------------------------------------------------

def _storage(shifted: np.ndarray, et) -> QuantizedTensor:
    """Storage values from already-rounded `shifted`, clamped to the storage range."""
    clamped = np.clip(shifted, et.storage_min, et.storage_max)
    return QuantizedTensor(values.float_to_integer(clamped, et.storage_type), et)


def _quantizing(operand, result_type) -> bool:
    return isinstance(operand, np.ndarray) and isinstance(
        getattr(result_type, "element_type", None), values.QuantizedElementType)


@mutant("uniform_quantize-ties-away", "uniform_quantize", corpus=QUANTIZED_CORPUS)
def _(original, operand, *, result_type):
    """uniform_quantize rounding x / scale + zero_point half away from zero instead of half to
    even."""
    result = original(operand, result_type=result_type)
    if not _quantizing(operand, result_type):
        return result
    et = result_type.element_type
    scales, zero_points = values.quantization_parameters(et, np.shape(operand))
    with np.errstate(all="ignore"):
        shifted = operand.astype(F64) / scales.astype(F64) + zero_points
        tie = np.isfinite(shifted) & (shifted - np.floor(shifted) == 0.5)
        away = _storage(np.where(tie, shifted + np.copysign(0.5, shifted), 0), et)
    return QuantizedTensor(np.where(tie, away.storage, result.storage), et)


@mutant("uniform_quantize-zero-point-subtracted", "uniform_quantize", corpus=QUANTIZED_CORPUS)
def _(original, operand, *, result_type):
    """uniform_quantize computing x / scale - zero_point instead of + zero_point."""
    if not _quantizing(operand, result_type):
        return original(operand, result_type=result_type)
    et = result_type.element_type
    scales, zero_points = values.quantization_parameters(et, np.shape(operand))
    with np.errstate(all="ignore"):
        shifted = np.rint(operand.astype(F64) / scales.astype(F64) - zero_points)
    return _storage(np.where(np.isnan(shifted), 0, shifted), et)


@mutant("uniform_quantize-per-axis-first-scale", "uniform_quantize", corpus=QUANTIZED_CORPUS)
def _(original, operand, *, result_type):
    """Per-axis uniform_quantize using the first slice's scale and zero point for every
    slice."""
    et = getattr(result_type, "element_type", None)
    if not _quantizing(operand, result_type) or not et.is_per_axis or not et.scales:
        return original(operand, result_type=result_type)  # no slice (an empty dimension)
    n = len(et.scales)
    first = dataclasses.replace(et, scales=(et.scales[0],) * n,
                                zero_points=(et.zero_points[0],) * n)
    quantized = original(operand, result_type=dataclasses.replace(result_type,
                                                                  element_type=first))
    return QuantizedTensor(quantized.storage, et)


@mutant("uniform_dequantize-scale-inverted", "uniform_dequantize", corpus=QUANTIZED_CORPUS)
def _(original, operand):
    """uniform_dequantize dividing by the scale instead of multiplying by it."""
    et = operand.element_type
    scales, zero_points = values.quantization_parameters(et, operand.shape)
    with np.errstate(all="ignore"):
        wide = (operand.storage.astype(np.int64) - zero_points) / scales.astype(F64)
    return values.narrow(wide, et.expressed_type)


# --- random numbers and collectives -----------------------------------------------------------

@mutant("rng_bit_generator-other-default", "rng_bit_generator",
        allowed="rng_algorithm DEFAULT names an implementation-defined algorithm: any other "
                "generator conforms")
def _(original, initial_state, *, rng_algorithm, result_types):
    """rng_bit_generator's DEFAULT algorithm giving other bits (another generator than the
    reference's)."""
    state, bits = original(initial_state, rng_algorithm=rng_algorithm,
                           result_types=result_types)
    if rng_algorithm != "DEFAULT":
        return [state, bits]
    et = values.element_type_of(bits)
    return [state, values.from_bit_pattern(values.bit_pattern(bits) ^ np.uint64(1), et)]


@mutant("collective_permute-pairs-reversed", "collective_permute")
def _(original, operand, *, source_target_pairs, **kw):
    """collective_permute sending along each pair from target to source."""
    pairs = np.asarray(source_target_pairs).reshape(-1, 2)[:, ::-1]
    return original(operand, source_target_pairs=pairs, **kw)


@mutant("all_gather-groups-in-id-order", "all_gather")
def _(original, operands, *, replica_groups, **kw):
    """all_gather concatenating in ascending process id order instead of the replica group's
    order."""
    if is_mesh_axes(replica_groups):  # upstream's mesh-axes form: the groups it defines
        replica_groups = np.array(mesh_axes_groups(replica_groups.text), np.int64)
    groups = np.sort(np.asarray(replica_groups), axis=-1) if np.size(replica_groups) else \
        replica_groups
    return original(operands, replica_groups=groups, **kw)
