"""Dot products and convolutions: dot_general, dot, convolution, dynamic_conv.

Accumulation. Every sum of products is computed in `values.accumulation_dtype` of the result's
element type, at least as precise as the result type, and brought back to it once
(`values.narrow`):
- integers accumulate in int64 (uint64 for unsigned types), wrapping around modulo 2^64, then
  wrap to the result type: modulo 2^bits this is exact, so the result is the exact sum wrapped
  around in two's complement (integer overflow is implementation-defined: declared);
- booleans count their true products in int64: a nonzero count is true (the spec's add and
  multiply of booleans are or and and);
- floats accumulate in float64 and complex numbers in complex128, rounded once to the result
  type. A product of two values of f32 or a narrower type is exact in float64; the sum rounds
  in float64 in numpy's order (BLAS for matmul), so the result is the exact one rounded once,
  up to n * 2^-53 times the sum of the products' magnitudes (n terms) before that rounding.
  f64 and complex<f64> accumulate in their own type.
`precision_config` (DEFAULT, HIGH, HIGHEST) asks for at most this precision, and the spec leaves
its meaning open (#755): the reference accepts it and always computes as above, what HIGHEST
asks for. The dot algorithm attribute names the precision implementations may round the
operands and the sum to: the reference accepts it and computes as above too (the most precise
implementation of any algorithm); where an algorithm type is narrower than a float result type,
the result is declared implementation-defined (`dot_general/algorithm-precision`).

Layout. dot_general brings lhs to [batch, lhs result, contracting] and rhs to [batch,
contracting, rhs result] (each group of dimensions flattened) and does one batched matmul.
convolution gathers every window of lhs at once (im2col): for each spatial dimension a table of
the lhs index each (output position, window position) reads - stride, padding, lhs dilation
(base dilation), rhs dilation (window dilation) and window reversal all live in that table, a
position in padding or between dilated elements reads an appended zero - then contracts the
windows with rhs in one batched matmul whose batch is the feature or batch group. The spec's
formula, written out (pad, slice, reverse and dot_general per output position, split and
concatenate per group), is `formulas.convolution`; tests/reference/test_reference_formulas.py checks that
the two agree.
"""
from __future__ import annotations

import math

import numpy as np

from spec.shapes import num_windows_dim
from spec.types import TF32

from .. import values
from ..errors import EvaluationError
from ..values import accumulation_dtype, element_type_of, kind, narrow, unquantized, widen
from .registry import DEQUANTIZE_OP_QUANTIZE, HYBRID_DEQUANTIZE_THEN_OP, Unspecified, call_with_known, op


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise EvaluationError(message)


def _wide(x, dtype: np.dtype) -> np.ndarray:
    """`x` in `dtype`, not copied where it is in it already (read, never written)."""
    x = np.asarray(x)
    return x if x.dtype == dtype else widen(x).astype(dtype, copy=False)


# ---------------------------------------------------------------------------------------------
# dot_general and dot

def dot_general_wide(lhs, rhs, dot_dimension_numbers, dtype) -> np.ndarray:
    """The spec's formula with sums of products in `dtype` (object: exact Python integers)."""
    dn = dot_dimension_numbers
    lhs_batching, rhs_batching = list(dn["lhs_batching_dimensions"]), list(dn["rhs_batching_dimensions"])
    lhs_contracting = list(dn["lhs_contracting_dimensions"])
    rhs_contracting = list(dn["rhs_contracting_dimensions"])
    for x, name, dims in ((lhs, "lhs", lhs_batching + lhs_contracting),
                          (rhs, "rhs", rhs_batching + rhs_contracting)):
        _require(len(set(dims)) == len(dims) and all(0 <= d < x.ndim for d in dims),
                 f"{name} batching and contracting dimensions {dims} must be unique dimensions "
                 f"of {name} (rank {x.ndim}) (C3-C8)")
    for a, b, what in ((lhs_batching, rhs_batching, "batching"),
                       (lhs_contracting, rhs_contracting, "contracting")):
        _require([lhs.shape[d] for d in a] == [rhs.shape[d] for d in b],
                 f"lhs {what} dimensions {a} and rhs {what} dimensions {b} differ in size "
                 "(C1, C2, C9, C10)")
    lhs_result = [d for d in range(lhs.ndim) if d not in lhs_batching + lhs_contracting]
    rhs_result = [d for d in range(rhs.ndim) if d not in rhs_batching + rhs_contracting]
    lhs_matrices = _matrices(lhs, lhs_batching, lhs_result, lhs_contracting, dtype)
    rhs_matrices = _matrices(rhs, rhs_batching, rhs_contracting, rhs_result, dtype)
    products = _matmul(lhs_matrices, rhs_matrices)
    return products.reshape([lhs.shape[d] for d in lhs_batching + lhs_result]
                            + [rhs.shape[d] for d in rhs_result])


def _matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Batched a @ b in a's and b's dtype, plus +0: the init value of dot_general's reduce,
    which makes a sum of zero products +0 (-0 + +0 is +0) where BLAS's complex kernels can give
    -0 (a 2 x 3 zero matrix times a 3 x 2 matrix of -1 + i). Complex operands with an infinity
    or NaN are multiplied by einsum's loop instead of BLAS: each product by the textbook formula
    (ac - bd) + (ad + bc)i, as the spec's multiply and add define it, where BLAS's complex
    kernels can give NaN for an infinite result ([0, z, 0] . [0, 0.02 - inf i, 1.8 - 20i] with
    z = 0.002 - 0.0003i: BLAS nan - inf i, the sum of the products -inf - inf i)."""
    with np.errstate(all="ignore"):
        if (np.iscomplexobj(a) or np.iscomplexobj(b)) and not (np.isfinite(a).all()
                                                             and np.isfinite(b).all()):
            products = np.einsum("...ij,...jk->...ik", a, b)
        else:
            products = np.matmul(a, b)
        products += np.zeros((), products.dtype)  # (a new array: added in place)
        return products


def _matrices(x, batch, rows, columns, dtype) -> np.ndarray:
    """x transposed to batch + rows + columns, each group flattened: [B, rows, columns]."""
    size = lambda dims: math.prod(x.shape[d] for d in dims)  # noqa: E731
    return _wide(x, dtype).transpose(batch + rows + columns).reshape(
        size(batch), size(rows), size(columns))


def _precision_bits(t) -> int:
    """Significand bits (with the implicit one) of a float element type or tf32."""
    if t == TF32:
        return 11
    return values.float_info(t.dtype).nmant + 1


def _narrow_algorithm(lhs, rhs, *, algorithm=None) -> np.ndarray:
    """The whole result when a dot algorithm's precision or accumulation type has fewer
    significand bits than the float (complex: component) element type."""
    et = element_type_of(lhs)
    if algorithm is None or kind(et) not in ("float", "complex"):
        return np.zeros((), bool)
    types = [algorithm[f] for f in ("lhs_precision_type", "rhs_precision_type",
                                    "accumulation_type")]
    own = _precision_bits(et.component if kind(et) == "complex" else et)
    return np.array(any(t is not None and _precision_bits(t) < own for t in types))


_narrow_algorithm.holds_for_op = lambda op: "algorithm" in op.attributes
"""Without an algorithm attribute the condition cannot hold (registry.may_hold, `holds_for_op`)."""


def _exact_integer_dtype(operands) -> np.dtype:
    """int64 where it holds every sum of products of the two integer operands exactly (each
    product below 2^(bits of both), at most as many terms as an operand has elements), else
    object (Python integers): the masks of integer overflow cost ten times less in int64."""
    lhs, rhs = operands[:2]
    types = [element_type_of(x) for x in (lhs, rhs)]
    if all(kind(t) in ("signed", "unsigned") for t in types):
        terms = max(np.size(lhs), np.size(rhs), 1)
        if types[0].bits + types[1].bits + terms.bit_length() <= 62:
            return np.dtype(np.int64)
    return np.dtype(object)


def _accumulation_unspecified(name: str, exact) -> list[Unspecified]:
    """Integer overflow and float results the type cannot hold, for an op whose exact wide
    result is `exact(dtype, *operands, **attributes)`: of the result's element type, which may
    be wider than the operands' (i8 x i8 -> i32, f16 x f16 -> f32)."""
    def result_element_type(operands, attributes):
        given = attributes.get("result_type")
        return given.element_type if given is not None else element_type_of(operands[0])

    def overflow(*operands, **attributes):
        et = result_element_type(operands, attributes)
        if kind(et) not in ("signed", "unsigned"):
            return np.zeros((), bool)
        result = call_with_known(exact, (_exact_integer_dtype(operands), *operands), attributes)
        return np.asarray((result < et.min_value) | (result > et.max_value), dtype=bool)

    def not_representable(*operands, **attributes):
        et = result_element_type(operands, attributes)
        if kind(et) not in ("float", "complex") or values.holds_every_float(et):
            return np.zeros((), bool)
        wide = call_with_known(exact, (accumulation_dtype(et), *operands), attributes)
        return values.not_representable(wide, et)

    not_representable.holds_for_result = lambda et: kind(et) in ("float", "complex") and not \
        values.holds_every_float(et)  # registry.may_hold: IEEE results hold every sum

    return [
        Unspecified(f"{name}/integer-overflow", "implementation-defined",
                    "the exact integer sum of products is outside the element type's range "
                    "(spec, Errors: integer overflow is implementation-defined, #1157)",
                    "two's-complement wrap-around of the exact sum, as XLA does", overflow),
        Unspecified(f"{name}/not-representable", "implementation-defined",
                    "the float sum of products is not a value of the element type (an infinity "
                    "or NaN f4/f6/FN/FNUZ types lack, a magnitude beyond their largest value, -0 "
                    "in FNUZ types, zero or a negative value in f8E8M0FNU)",
                    "values.round_float's rounding of the float64 sum", not_representable),
    ]


def _complex_non_finite(lhs, rhs, *, dot_dimension_numbers):
    """The result elements with a product of a complex operand element that has an infinite or
    NaN part (None for real operands)."""
    if not (np.iscomplexobj(lhs) and np.iscomplexobj(rhs)):
        return None
    bad_l, bad_r = [(~np.isfinite(np.asarray(x, np.complex128))).astype(np.float64)
                    for x in (lhs, rhs)]
    reached = dot_general_wide(bad_l, np.ones(rhs.shape), dot_dimension_numbers, np.float64) + \
        dot_general_wide(np.ones(lhs.shape), bad_r, dot_dimension_numbers, np.float64)
    return reached > 0


_complex_non_finite.holds_for = lambda et: kind(et) == "complex"  # registry.may_hold


def _dot_general_exact(dtype, lhs, rhs, *, dot_dimension_numbers):
    return dot_general_wide(lhs, rhs, dot_dimension_numbers, dtype)


# The spec's quantized forms of dot_general and convolution (and their variants).
_QUANTIZED = (DEQUANTIZE_OP_QUANTIZE, HYBRID_DEQUANTIZE_THEN_OP)


@op("dot_general", quantized=_QUANTIZED, unspecified=[
    *_accumulation_unspecified("dot_general", _dot_general_exact),
    Unspecified("dot_general/algorithm-precision", "implementation-defined",
                "the dot algorithm's lhs/rhs precision type or accumulation type has fewer "
                "significand bits than the float result type: implementations may round the "
                "operands or the sums to it (spec, DotAlgorithm)",
                "the algorithm is ignored: float64 accumulation, rounded once",
                _narrow_algorithm),
    Unspecified("dot_general/complex-exceptions", "implementation-defined",
                "a complex operand element with an infinite or NaN part (spec, Floating-point "
                "exceptions: exceptions of complex arithmetic are implementation-defined, as for "
                "multiply): the results whose products it enters",
                "numpy's complex products and sums", _complex_non_finite)])
def dot_general(lhs, rhs, *, dot_dimension_numbers, precision_config, algorithm, result_type):
    """result[result_batching_index + result_lhs_index + result_rhs_index] = the sum over the
    contracting dimensions of lhs * rhs (accumulated as the module says)."""
    unquantized(lhs, rhs)
    et = result_type.element_type
    return narrow(dot_general_wide(lhs, rhs, dot_dimension_numbers, accumulation_dtype(et)), et)


def _dot_numbers(lhs):
    return {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
            "lhs_contracting_dimensions": (lhs.ndim - 1,), "rhs_contracting_dimensions": (0,)}


def _dot_exact(dtype, lhs, rhs):
    return dot_general_wide(lhs, rhs, _dot_numbers(lhs), dtype)


@op("dot", quantized=_QUANTIZED, unspecified=_accumulation_unspecified("dot", _dot_exact))
def dot(lhs, rhs, *, precision_config, result_type):
    """The legacy op (not in the seed spec; jaxlib's semantics): vector or matrix lhs times
    vector or matrix rhs, contracting lhs's last dimension with rhs's first: dot_general with
    no batching dimensions."""
    unquantized(lhs, rhs)
    _require(1 <= lhs.ndim <= 2 and 1 <= rhs.ndim <= 2, "dot takes vectors and matrices, got "
             f"ranks {lhs.ndim} and {rhs.ndim}")
    et = result_type.element_type
    return narrow(dot_general_wide(lhs, rhs, _dot_numbers(lhs), accumulation_dtype(et)), et)


# ---------------------------------------------------------------------------------------------
# convolution and dynamic_conv

def _window_indices(size, window, low, high, stride, lhs_dilation, rhs_dilation, reverse):
    """For one spatial dimension: the lhs index that each (output position, window position)
    reads, `size` (the appended zero) where it reads padding or a hole of the lhs dilation.
    The number of output positions is the spec's num_windows (C25)."""
    num_windows = num_windows_dim(size, window, stride, lhs_dilation, rhs_dilation, low, high)
    window_index = np.arange(window)[::-1] if reverse else np.arange(window)
    position = np.arange(num_windows)[:, None] * stride + window_index * rhs_dilation - low
    source, hole = np.divmod(position, lhs_dilation)
    inside = (position >= 0) & (hole == 0) & (source < size)
    return np.where(inside, source, size)


def convolution_wide(lhs, rhs, padding, window_strides, lhs_dilation, rhs_dilation,
                      window_reversal, dimension_numbers, feature_group_count,
                      batch_group_count, dtype) -> np.ndarray:
    dn = dimension_numbers
    spatial = len(dn.input_spatial_dimensions)
    ones = (1,) * spatial
    strides, lhs_dilation = window_strides or ones, lhs_dilation or ones
    rhs_dilation, reversal = rhs_dilation or ones, window_reversal or (False,) * spatial
    padding = [(0, 0)] * spatial if padding is None else np.reshape(padding, (-1, 2)).tolist()
    input_dims = [dn.input_batch_dimension, *dn.input_spatial_dimensions,
                  dn.input_feature_dimension]
    kernel_dims = [*dn.kernel_spatial_dimensions, dn.kernel_input_feature_dimension,
                   dn.kernel_output_feature_dimension]
    output_dims = [dn.output_batch_dimension, *dn.output_spatial_dimensions,
                   dn.output_feature_dimension]
    groups = feature_group_count * batch_group_count
    _check_convolution(lhs, rhs, input_dims, kernel_dims, output_dims, padding, strides,
                       lhs_dilation, rhs_dilation, reversal, feature_group_count,
                       batch_group_count)
    # lhs as [batch, spatial..., feature] with a zero appended to each spatial dimension.
    lhs_t = _wide(lhs, dtype).transpose(input_dims)
    lhs_t = np.pad(lhs_t, [(0, 0)] + [(0, 1)] * spatial + [(0, 0)])
    rhs_t = _wide(rhs, dtype).transpose(kernel_dims)  # [spatial..., input feature, output feature]
    tables = [_window_indices(lhs.shape[d], rhs.shape[k], lo, hi, s, ld, rd, rev)
              for d, k, (lo, hi), s, ld, rd, rev in zip(
                  dn.input_spatial_dimensions, dn.kernel_spatial_dimensions, padding, strides,
                  lhs_dilation, rhs_dilation, reversal)]
    axes = 2 * spatial  # table i spans broadcast axes 2i (output position), 2i + 1 (window)
    index = [t.reshape([t.shape[j - 2 * i] if j in (2 * i, 2 * i + 1) else 1
                        for j in range(axes)]) for i, t in enumerate(tables)]
    windows = lhs_t[(slice(None), *index)]  # [batch, o0, k0, o1, k1, ..., feature]
    windows = windows.transpose([0, *range(1, axes + 1, 2), *range(2, axes + 1, 2), axes + 1])
    output_spatial = [t.shape[0] for t in tables]
    batch, features = lhs_t.shape[0], lhs_t.shape[-1]
    window_size, positions = math.prod(rhs_t.shape[:spatial]), math.prod(output_spatial)
    group_batch, group_features = batch // batch_group_count, features // feature_group_count
    outputs = rhs_t.shape[-1]
    # Groups: lhs batch split into batch_group_count, its features into feature_group_count
    # (one of them is 1); rhs output features into as many groups; one matmul per group.
    windows = windows.reshape(batch_group_count, group_batch, positions, window_size,
                              feature_group_count, group_features)
    windows = windows.transpose(0, 4, 1, 2, 3, 5).reshape(
        groups, group_batch * positions, window_size * group_features)
    kernel = rhs_t.reshape(window_size, group_features, groups, outputs // groups)
    kernel = kernel.transpose(2, 0, 1, 3).reshape(groups, window_size * group_features,
                                                  outputs // groups)
    with np.errstate(all="ignore"):
        if windows.dtype == object:  # exact integers (overflow masks): padding leaves numpy
            # int64 zeros among the Python ints, whose mixed products overflow C longs
            to_int = np.frompyfunc(int, 1, 1)
            products = np.matmul(to_int(windows), to_int(kernel))
        else:  # [group, batch x positions, feature]
            products = _matmul(windows, kernel)
    result = products.reshape(groups, group_batch, *output_spatial, outputs // groups)
    result = np.moveaxis(result, 0, -2).reshape(group_batch, *output_spatial, outputs)
    return result.transpose(np.argsort(output_dims))


def _check_convolution(lhs, rhs, input_dims, kernel_dims, output_dims, padding, strides,
                       lhs_dilation, rhs_dilation, reversal, feature_group_count,
                       batch_group_count):
    """The constraints the computation relies on (C1-C23)."""
    n = lhs.ndim
    _require(rhs.ndim == n and n >= 2, f"lhs and rhs ranks {lhs.ndim}, {rhs.ndim} must be equal "
             "and at least 2 (C1)")
    for name, dims in (("input", input_dims), ("kernel", kernel_dims), ("output", output_dims)):
        _require(sorted(dims) == list(range(n)), f"{name} dimensions {dims} must be the "
                 f"dimensions 0..{n - 1}, each once (C12, C13, C17-C20)")
    for name, attr in (("window_strides", strides), ("padding", padding),
                       ("lhs_dilation", lhs_dilation), ("rhs_dilation", rhs_dilation),
                       ("window_reversal", reversal)):
        _require(len(attr) == n - 2, f"{name} needs {n - 2} entries, got {len(attr)} (C2-C9)")
    _require(min((*strides, *lhs_dilation, *rhs_dilation), default=1) > 0,
             "window_strides, lhs_dilation and rhs_dilation must be positive (C3, C6, C8)")
    _require(feature_group_count > 0 and batch_group_count > 0
             and 1 in (feature_group_count, batch_group_count),
             "feature_group_count and batch_group_count must be positive, one of them 1 "
             "(C21-C23)")
    batch, features = lhs.shape[input_dims[0]], lhs.shape[input_dims[-1]]
    kernel_features, outputs = rhs.shape[kernel_dims[-2]], rhs.shape[kernel_dims[-1]]
    _require(batch % batch_group_count == 0 and features % feature_group_count == 0
             and kernel_features * feature_group_count == features
             and outputs % (feature_group_count * batch_group_count) == 0,
             f"group counts (feature {feature_group_count}, batch {batch_group_count}) do not "
             f"divide lhs batch {batch} / features {features}, rhs output features {outputs}, "
             f"or rhs input features {kernel_features} != {features} / feature_group_count "
             "(C10, C11, C14-C16)")


def _convolution_exact(dtype, lhs, rhs, *, window_strides=None, padding=None,
                       lhs_dilation=None, rhs_dilation=None, window_reversal=None,
                       dimension_numbers, feature_group_count=1, batch_group_count=1):
    return convolution_wide(lhs, rhs, padding, window_strides, lhs_dilation, rhs_dilation,
                             window_reversal, dimension_numbers, feature_group_count,
                             batch_group_count, dtype)


def _dynamic_conv_exact(dtype, lhs, rhs, padding, *, window_strides=None, lhs_dilation=None,
                        rhs_dilation=None, window_reversal=None, dimension_numbers,
                        feature_group_count=1, batch_group_count=1):
    return convolution_wide(lhs, rhs, values.integers(padding), window_strides, lhs_dilation,
                             rhs_dilation, window_reversal, dimension_numbers,
                             feature_group_count, batch_group_count, dtype)


@op("convolution", quantized=_QUANTIZED,
    unspecified=_accumulation_unspecified("convolution", _convolution_exact))
def convolution(lhs, rhs, *, window_strides, padding, lhs_dilation, rhs_dilation,
                window_reversal, dimension_numbers, feature_group_count, batch_group_count,
                precision_config, result_type):
    """result[result_shape(:, output_spatial_index, :)] = dot products of the (padded, dilated,
    strided, possibly reversed) lhs window at output_spatial_index with rhs, per feature or
    batch group (the spec's split / concatenate), computed by im2col (see the module);
    `formulas.convolution` is the formula as the spec writes it."""
    unquantized(lhs, rhs)
    et = result_type.element_type
    return narrow(convolution_wide(lhs, rhs, padding,
                                    window_strides, lhs_dilation, rhs_dilation, window_reversal,
                                    dimension_numbers, feature_group_count, batch_group_count,
                                    accumulation_dtype(et)), et)


@op("dynamic_conv", quantized=_QUANTIZED,
    unspecified=_accumulation_unspecified("dynamic_conv", _dynamic_conv_exact))
def dynamic_conv(lhs, rhs, padding, *, window_strides, lhs_dilation, rhs_dilation,
                 window_reversal, dimension_numbers, feature_group_count, batch_group_count,
                 precision_config, result_type):
    """convolution with the padding read from the operand `padding` ([spatial rank, 2])."""
    unquantized(lhs, rhs)
    et = result_type.element_type
    return narrow(convolution_wide(lhs, rhs, values.integers(padding), window_strides,
                                    lhs_dilation, rhs_dilation, window_reversal,
                                    dimension_numbers, feature_group_count, batch_group_count,
                                    accumulation_dtype(et)), et)
