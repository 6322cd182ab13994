"""Constraints of the linear algebra ops (seed 000, their sections): convolution and
dynamic_conv (the same 34 constraints), dot_general, fft, cholesky, triangular_solve.

Conventions shared by these predicates:
- A predicate that needs what an earlier constraint guarantees (a dimension index in range, a
  positive group count, sizes N - 2) returns True when that does not hold: the earlier
  constraint reports the program, and this one cannot be evaluated.
- The predicates of the quantized blocks ("if the op uses quantized tensors: ...") after the
  one that says which operands are quantized (convolution C28, dot_general C14) assume it: when
  it is broken they hold, so that a program with the wrong operands quantized is reported once.
- Absent optional attributes take the value the spec gives them (window_strides, dilations:
  ones; padding: zeros; window_reversal: false; precision_config: DEFAULT twice), so the size
  constraints on them hold.
"""
from __future__ import annotations

from . import constraint
from .notation import (all_in_range, baseline_element_type, baseline_type, compatible,
                       compatible_dim, complex_element_type, concatenate, dim, dims, element_type,
                       expressed_type, is_complex, is_float, is_per_axis_quantized,
                       is_per_tensor_quantized, is_quantized, is_unique, quantization_dimension,
                       rank, same_type, shape, size, storage_type, values_of, zero_points)
from .view import plain
from ..shapes import convolution_shape, dot_general_shape, fft_shape, rfft_size


def _in_range(xs, n) -> bool:
    return all_in_range(xs, 0, n)


def _any_quantized(o, *names) -> bool:
    return any(is_quantized(getattr(o, n)) for n in names)


def _floor_div(a, b):
    return None if a is None else a // b


# -- convolution and dynamic_conv ----------------------------------------------------------

CONVS = ("convolution", "dynamic_conv")
QUANTIZED_OPERANDS = "is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)"


def _n(o) -> int:
    return rank(o.lhs)


def _input_dimensions(o) -> list:
    return concatenate([o.input_batch_dimension], o.input_spatial_dimensions,
                       [o.input_feature_dimension])


def _kernel_dimensions(o) -> list:
    return concatenate(o.kernel_spatial_dimensions, [o.kernel_input_feature_dimension],
                       [o.kernel_output_feature_dimension])


def _output_dimensions(o) -> list:
    return concatenate([o.output_batch_dimension], o.output_spatial_dimensions,
                       [o.output_feature_dimension])


def _dims_ok(o, dimensions) -> bool:
    return _in_range(dimensions, rank(o.lhs)) and is_unique(dimensions)


def _window_attr(o, name: str, fill):
    """A window attribute's values, the spec's default when absent (None if its size is not
    N - 2: C2, C5, C7, C9 report it)."""
    value = getattr(o, name)
    values = [fill] * (_n(o) - 2) if value is None else values_of(value)
    return values if len(values) == _n(o) - 2 else None


def _padding_rows(o):
    """padding as [low, high] rows: convolution's attribute (zeros when absent);
    dynamic_conv's operand when it is a stablehlo.constant, else None (unknown before run
    time)."""
    n = _n(o) - 2
    if o.schema.name == "stablehlo.dynamic_conv":
        owner = o.self.operands[2].defining_op
        if owner is None or owner.name != "stablehlo.constant":
            return None
        value = plain(owner.attributes.get("value"))
    else:
        value = o.padding
    if value is None:
        return [[0, 0]] * n
    if hasattr(value, "tolist"):
        return value.tolist() if shape(value) == (n, 2) else None
    return value if shape(value) == (n, 2) else None


def _conv_ready(o) -> bool:
    """What C25 needs: equal ranks, valid dimension numbers and positive group counts."""
    n = _n(o)
    return (n == rank(o.rhs) and n >= 2 and o.feature_group_count > 0
            and o.batch_group_count > 0
            and all(size(x) == n - 2 for x in (o.input_spatial_dimensions,
                                                o.kernel_spatial_dimensions,
                                                o.output_spatial_dimensions))
            and _dims_ok(o, _input_dimensions(o)) and _dims_ok(o, _kernel_dimensions(o))
            and _dims_ok(o, _output_dimensions(o)))


def _conv_result_shape(o) -> list:
    """dim(result, result_dim) for every result_dim, as C25 defines it (None: not known)."""
    windows = [_window_attr(o, a, 1) for a in ("window_strides", "lhs_dilation", "rhs_dilation")]
    windows_known = all(w is not None and all(v > 0 for v in w) for w in windows)
    pad = _padding_rows(o) if windows_known else None
    strides, lhs_dilation, rhs_dilation = windows if windows_known else [None] * 3
    return convolution_shape(
        shape(o.lhs), shape(o.rhs), input_batch_dimension=o.input_batch_dimension,
        input_spatial_dimensions=o.input_spatial_dimensions,
        kernel_output_feature_dimension=o.kernel_output_feature_dimension,
        kernel_spatial_dimensions=o.kernel_spatial_dimensions,
        output_batch_dimension=o.output_batch_dimension,
        output_feature_dimension=o.output_feature_dimension,
        output_spatial_dimensions=o.output_spatial_dimensions,
        batch_group_count=o.batch_group_count, window_strides=strides, padding=pad,
        lhs_dilation=lhs_dilation, rhs_dilation=rhs_dilation, padding_known=pad is not None)


def _conv_quantized_operands(o) -> bool:
    return is_quantized(o.lhs) == (is_quantized(o.result) and is_quantized(o.rhs))


def _declare_conv(op: str) -> None:
    dynamic_note = ("dynamic_conv's padding is an operand: its values are known only when it "
                    "is a stablehlo.constant; otherwise the spatial dimensions of the result "
                    "are not checked (any size is accepted, as upstream does)")

    @constraint(op, 1, "N = rank(lhs) = rank(rhs)")
    def _(o):
        return rank(o.lhs) == rank(o.rhs)

    @constraint(op, 2, "size(window_strides) = N - 2")
    def _(o):
        return o.window_strides is None or size(o.window_strides) == _n(o) - 2

    @constraint(op, 3, "0 < window_strides")
    def _(o):
        return all(0 < v for v in values_of(o.window_strides))

    if op == "convolution":
        @constraint(op, 4, "shape(padding) = [N - 2, 2]")
        def _(o):
            return o.padding is None or shape(o.padding) == (_n(o) - 2, 2)
    else:
        @constraint(op, 4, "shape(padding) = [N - 2, 2]")
        def _(o):
            return compatible(shape(o.padding), (_n(o) - 2, 2))

    @constraint(op, 5, "size(lhs_dilation) = N - 2")
    def _(o):
        return o.lhs_dilation is None or size(o.lhs_dilation) == _n(o) - 2

    @constraint(op, 6, "0 < lhs_dilation")
    def _(o):
        return all(0 < v for v in values_of(o.lhs_dilation))

    @constraint(op, 7, "size(rhs_dilation) = N - 2")
    def _(o):
        return o.rhs_dilation is None or size(o.rhs_dilation) == _n(o) - 2

    @constraint(op, 8, "0 < rhs_dilation")
    def _(o):
        return all(0 < v for v in values_of(o.rhs_dilation))

    @constraint(op, 9, "size(window_reversal) = N - 2")
    def _(o):
        return o.window_reversal is None or size(o.window_reversal) == _n(o) - 2

    @constraint(op, 10, "dim(lhs, input_batch_dimension) % batch_group_count = 0")
    def _(o):
        if not (_in_range([o.input_batch_dimension], _n(o)) and o.batch_group_count > 0):
            return True
        d = dim(o.lhs, o.input_batch_dimension)
        return d is None or d % o.batch_group_count == 0

    @constraint(op, 11, "dim(lhs, input_feature_dimension) % feature_group_count = 0")
    def _(o):
        if not (_in_range([o.input_feature_dimension], _n(o)) and o.feature_group_count > 0):
            return True
        d = dim(o.lhs, o.input_feature_dimension)
        return d is None or d % o.feature_group_count == 0

    @constraint(op, 12, "size(input_spatial_dimensions) = N - 2")
    def _(o):
        return size(o.input_spatial_dimensions) == _n(o) - 2

    @constraint(op, 13, "given input_dimensions = [input_batch_dimension] + "
                        "input_spatial_dimensions + [input_feature_dimension]: "
                        "is_unique(input_dimensions); 0 <= input_dimensions < N")
    def _(o):
        return _dims_ok(o, _input_dimensions(o))

    @constraint(op, 14, "dim(rhs, kernel_input_feature_dimension) = "
                        "dim(lhs, input_feature_dimension) / feature_group_count",
                note="'/' is integer division, as upstream computes it: a feature dimension "
                     "that the group count does not divide is C11's violation, not C14's")
    def _(o):
        if not (_in_range([o.input_feature_dimension], _n(o)) and o.feature_group_count > 0
                and _in_range([o.kernel_input_feature_dimension], rank(o.rhs))):
            return True
        return compatible_dim(dim(o.rhs, o.kernel_input_feature_dimension),
                              _floor_div(dim(o.lhs, o.input_feature_dimension),
                                         o.feature_group_count))

    @constraint(op, 15, "dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0")
    def _(o):
        if not (_in_range([o.kernel_output_feature_dimension], rank(o.rhs))
                and o.batch_group_count > 0):
            return True
        d = dim(o.rhs, o.kernel_output_feature_dimension)
        return d is None or d % o.batch_group_count == 0

    @constraint(op, 16, "dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0")
    def _(o):
        if not (_in_range([o.kernel_output_feature_dimension], rank(o.rhs))
                and o.feature_group_count > 0):
            return True
        d = dim(o.rhs, o.kernel_output_feature_dimension)
        return d is None or d % o.feature_group_count == 0

    @constraint(op, 17, "size(kernel_spatial_dimensions) = N - 2")
    def _(o):
        return size(o.kernel_spatial_dimensions) == _n(o) - 2

    @constraint(op, 18, "given kernel_dimensions = kernel_spatial_dimensions + "
                        "[kernel_input_feature_dimension] + [kernel_output_feature_dimension]: "
                        "is_unique(kernel_dimensions); 0 <= kernel_dimensions < N")
    def _(o):
        return _dims_ok(o, _kernel_dimensions(o))

    @constraint(op, 19, "size(output_spatial_dimensions) = N - 2")
    def _(o):
        return size(o.output_spatial_dimensions) == _n(o) - 2

    @constraint(op, 20, "given output_dimensions = [output_batch_dimension] + "
                        "output_spatial_dimensions + [output_feature_dimension]: "
                        "is_unique(output_dimensions); 0 <= output_dimensions < N")
    def _(o):
        return _dims_ok(o, _output_dimensions(o))

    @constraint(op, 21, "0 < feature_group_count")
    def _(o):
        return 0 < o.feature_group_count

    @constraint(op, 22, "0 < batch_group_count")
    def _(o):
        return 0 < o.batch_group_count

    @constraint(op, 23, "feature_group_count = 1 or batch_group_count = 1")
    def _(o):
        return o.feature_group_count == 1 or o.batch_group_count == 1

    @constraint(op, 24, "size(precision_config) = 2")
    def _(o):
        return o.precision_config is None or size(o.precision_config) == 2

    @constraint(op, 25, "dim(result, result_dim) = dim(lhs, input_batch_dimension) / "
                        "batch_group_count if result_dim = output_batch_dimension; "
                        "dim(rhs, kernel_output_feature_dimension) if result_dim = "
                        "output_feature_dimension; num_windows otherwise (dilated, padded "
                        "input and window shapes, see the spec)",
                note=dynamic_note if op == "dynamic_conv" else "")
    def _(o):
        if not (_conv_ready(o) and rank(o.result) == _n(o)):
            return True
        want = _conv_result_shape(o)
        if compatible(shape(o.result), want):
            return True
        shown = "x".join("?" if d is None else str(d) for d in want)
        return f"expected a result of shape {shown}; found {o.result}"

    @constraint(op, 26, "rank(result) = N")
    def _(o):
        return rank(o.result) == _n(o)

    @constraint(op, 27, "if the op uses unquantized tensors: "
                        "element_type(lhs) = element_type(rhs) = element_type(result)")
    def _(o):
        if _any_quantized(o, "lhs", "rhs", "result"):
            return True
        return element_type(o.lhs) == element_type(o.rhs) == element_type(o.result)

    @constraint(op, 28, f"if the op uses quantized tensors: {QUANTIZED_OPERANDS}")
    def _(o):
        return not _any_quantized(o, "lhs", "rhs", "result") or _conv_quantized_operands(o)

    @constraint(op, 29, "if is_per_axis_quantized(rhs), then quantization_dimension(rhs) = "
                        "kernel_output_feature_dimension")
    def _(o):
        if not (is_per_axis_quantized(o.rhs) and _conv_quantized_operands(o)):
            return True
        return quantization_dimension(o.rhs) == o.kernel_output_feature_dimension

    @constraint(op, 30, "if is_per_axis_quantized(result), then quantization_dimension(result) "
                        "= output_feature_dimension")
    def _(o):
        if not (is_per_axis_quantized(o.result) and _conv_quantized_operands(o)):
            return True
        return quantization_dimension(o.result) == o.output_feature_dimension

    @constraint(op, 31, "if is_quantized(lhs): storage_type(lhs) = storage_type(rhs)")
    def _(o):
        if not (is_quantized(o.lhs) and _conv_quantized_operands(o)):
            return True
        return storage_type(o.lhs) == storage_type(o.rhs)

    @constraint(op, 32, "if is_quantized(lhs): "
                        "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)")
    def _(o):
        if not (is_quantized(o.lhs) and _conv_quantized_operands(o)):
            return True
        return expressed_type(o.lhs) == expressed_type(o.rhs) == expressed_type(o.result)

    @constraint(op, 33, "if is_quantized(lhs): if is_per_tensor_quantized(rhs), then "
                        "is_per_tensor_quantized(result)")
    def _(o):
        if not (is_quantized(o.lhs) and _conv_quantized_operands(o)
                and is_per_tensor_quantized(o.rhs)):
            return True
        return is_per_tensor_quantized(o.result)

    @constraint(op, 34, "if !is_quantized(lhs): "
                        "element_type(lhs) = expressed_type(rhs) = element_type(result)")
    def _(o):
        if not (_any_quantized(o, "lhs", "rhs", "result") and not is_quantized(o.lhs)
                and _conv_quantized_operands(o)):
            return True
        return element_type(o.lhs) == expressed_type(o.rhs) == element_type(o.result)


for _op in CONVS:
    _declare_conv(_op)


# -- dot_general -----------------------------------------------------------------------------

def _dot_dims_ok(o) -> bool:
    """What C9, C10 and C12 need: C1 to C8."""
    return (size(o.lhs_batching_dimensions) == size(o.rhs_batching_dimensions)
            and size(o.lhs_contracting_dimensions) == size(o.rhs_contracting_dimensions)
            and is_unique(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions))
            and is_unique(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions))
            and _in_range(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions),
                          rank(o.lhs))
            and _in_range(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions),
                          rank(o.rhs)))


def _dims_compatible(a, b) -> bool:
    return len(a) == len(b) and all(compatible_dim(x, y) for x, y in zip(a, b))


def _dot_quantized_operands(o) -> bool:
    return is_quantized(o.lhs) == (is_quantized(o.result) and is_quantized(o.rhs))


def _dot_quantized(o) -> bool:
    """The op uses quantized tensors, with the operands C14 allows quantized."""
    return _any_quantized(o, "lhs", "rhs", "result") and _dot_quantized_operands(o)


@constraint("dot_general", 1, "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)")
def _(o):
    return size(o.lhs_batching_dimensions) == size(o.rhs_batching_dimensions)


@constraint("dot_general", 2,
            "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)")
def _(o):
    return size(o.lhs_contracting_dimensions) == size(o.rhs_contracting_dimensions)


@constraint("dot_general", 3, "is_unique(lhs_batching_dimensions + lhs_contracting_dimensions)")
def _(o):
    return is_unique(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions))


@constraint("dot_general", 4, "is_unique(rhs_batching_dimensions + rhs_contracting_dimensions)")
def _(o):
    return is_unique(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions))


@constraint("dot_general", 5, "0 <= lhs_batching_dimensions < rank(lhs)")
def _(o):
    return _in_range(o.lhs_batching_dimensions, rank(o.lhs))


@constraint("dot_general", 6, "0 <= lhs_contracting_dimensions < rank(lhs)")
def _(o):
    return _in_range(o.lhs_contracting_dimensions, rank(o.lhs))


@constraint("dot_general", 7, "0 <= rhs_batching_dimensions < rank(rhs)")
def _(o):
    return _in_range(o.rhs_batching_dimensions, rank(o.rhs))


@constraint("dot_general", 8, "0 <= rhs_contracting_dimensions < rank(rhs)")
def _(o):
    return _in_range(o.rhs_contracting_dimensions, rank(o.rhs))


@constraint("dot_general", 9, "dim(lhs, lhs_batching_dimensions...) = "
                              "dim(rhs, rhs_batching_dimensions...)")
def _(o):
    if not _dot_dims_ok(o):
        return True
    return _dims_compatible(dims(o.lhs, o.lhs_batching_dimensions),
                            dims(o.rhs, o.rhs_batching_dimensions))


@constraint("dot_general", 10, "dim(lhs, lhs_contracting_dimensions...) = "
                               "dim(rhs, rhs_contracting_dimensions...)")
def _(o):
    if not _dot_dims_ok(o):
        return True
    return _dims_compatible(dims(o.lhs, o.lhs_contracting_dimensions),
                            dims(o.rhs, o.rhs_contracting_dimensions))


@constraint("dot_general", 11, "size(precision_config) = 2")
def _(o):
    return o.precision_config is None or size(o.precision_config) == 2


@constraint("dot_general", 12, "shape(result) = dim(lhs, lhs_batching_dimensions) + "
                               "dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions)")
def _(o):
    if not _dot_dims_ok(o):
        return True
    want = dot_general_shape(shape(o.lhs), shape(o.rhs),
                             lhs_batching_dimensions=o.lhs_batching_dimensions,
                             rhs_batching_dimensions=o.rhs_batching_dimensions,
                             lhs_contracting_dimensions=o.lhs_contracting_dimensions,
                             rhs_contracting_dimensions=o.rhs_contracting_dimensions)
    if compatible(shape(o.result), want):
        return True
    shown = "x".join("?" if d is None else str(d) for d in want)
    return f"expected a result of shape {shown}; found {o.result}"


@constraint("dot_general", 13, "if the op uses unquantized tensors: "
                               "element_type(lhs) = element_type(rhs)")
def _(o):
    return _any_quantized(o, "lhs", "rhs", "result") or element_type(o.lhs) == element_type(o.rhs)


@constraint("dot_general", 14, f"if the op uses quantized tensors: {QUANTIZED_OPERANDS}")
def _(o):
    return not _any_quantized(o, "lhs", "rhs", "result") or _dot_quantized_operands(o)


@constraint("dot_general", 15, "if the op uses quantized tensors: zero_points(rhs) = 0")
def _(o):
    return not (_dot_quantized(o) and is_quantized(o.rhs)) or all(
        z == 0 for z in zero_points(o.rhs))


@constraint("dot_general", 16, "if is_per_axis_quantized(rhs), then quantization_dimension(rhs) "
                               "is not in rhs_contracting_dimensions")
def _(o):
    return not (_dot_quantized(o) and is_per_axis_quantized(o.rhs)) or (
        quantization_dimension(o.rhs) not in values_of(o.rhs_contracting_dimensions))


@constraint("dot_general", 17, "if is_quantized(lhs): storage_type(lhs) = storage_type(rhs)")
def _(o):
    return not (_dot_quantized(o) and is_quantized(o.lhs)) or (
        storage_type(o.lhs) == storage_type(o.rhs))


@constraint("dot_general", 18, "if is_quantized(lhs): "
                               "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)")
def _(o):
    return not (_dot_quantized(o) and is_quantized(o.lhs)) or (
        expressed_type(o.lhs) == expressed_type(o.rhs) == expressed_type(o.result))


@constraint("dot_general", 19, "if is_quantized(lhs): if is_per_tensor_quantized(rhs), then "
                               "is_per_tensor_quantized(result)")
def _(o):
    return not (_dot_quantized(o) and is_quantized(o.lhs) and is_per_tensor_quantized(o.rhs)
                ) or is_per_tensor_quantized(o.result)


@constraint("dot_general", 20, "if !is_quantized(lhs): "
                               "element_type(lhs) = expressed_type(rhs) = element_type(result)")
def _(o):
    return not (_dot_quantized(o) and not is_quantized(o.lhs)) or (
        element_type(o.lhs) == expressed_type(o.rhs) == element_type(o.result))


def _has_algorithm(o) -> bool:
    """!is_empty_algorithm(lhs_precision_type, ..., allow_imprecise_accumulation)."""
    return o.has_algorithm


@constraint("dot_general", 21, "if !is_empty_algorithm(lhs_precision_type, rhs_precision_type, "
                               "accumulation_type, lhs_component_count, rhs_component_count, "
                               "num_primitive_operations, allow_imprecise_accumulation): "
                               "precision_config... = DEFAULT")
def _(o):
    return not _has_algorithm(o) or all(p == "DEFAULT" for p in values_of(o.precision_config))


@constraint("dot_general", 22, "if !is_empty_algorithm(...): 0 < lhs_component_count")
def _(o):
    return not _has_algorithm(o) or 0 < o.lhs_component_count


@constraint("dot_general", 23, "if !is_empty_algorithm(...): 0 < rhs_component_count")
def _(o):
    return not _has_algorithm(o) or 0 < o.rhs_component_count


@constraint("dot_general", 24, "if !is_empty_algorithm(...): 0 < num_primitive_operations")
def _(o):
    return not _has_algorithm(o) or 0 < o.num_primitive_operations


# -- fft -------------------------------------------------------------------------------------

@constraint("fft", 1, "size(fft_length) <= rank(operand)")
def _(o):
    return size(o.fft_length) <= rank(o.operand)


@constraint("fft", 2, "if fft_type = FFT or IFFT, element_type(operand) and element_type(result) "
                      "are the same complex type; if fft_type = RFFT, element_type(operand) is "
                      "a floating-point type and element_type(result) is the complex type of the "
                      "same floating-point semantics; if fft_type = IRFFT, the reverse")
def _(o):
    if o.fft_type in ("FFT", "IFFT"):
        return is_complex(o.operand) and element_type(o.operand) == element_type(o.result)
    complex_, real = (o.result, o.operand) if o.fft_type == "RFFT" else (o.operand, o.result)
    return (is_complex(complex_) and is_float(real)
            and complex_element_type(complex_) == element_type(real))


@constraint("fft", 3, "1 <= size(fft_length) <= 3")
def _(o):
    return 1 <= size(o.fft_length) <= 3


@constraint("fft", 4, "if among operand and result there is a tensor real of a floating-point "
                      "type, then shape(real)[-size(fft_length):] = fft_length")
def _(o):
    n = size(o.fft_length)
    reals = [x for x in (o.operand, o.result) if is_float(x) and 0 < n <= rank(x)]
    return all(compatible(shape(real)[-n:], values_of(o.fft_length)) for real in reals)


@constraint("fft", 5, "shape(result) = shape(operand) except: if fft_type = RFFT, "
                      "dim(result, -1) = dim(operand, -1) = 0 ? 0 : dim(operand, -1) / 2 + 1; "
                      "if fft_type = IRFFT, dim(operand, -1) = dim(result, -1) = 0 ? 0 : "
                      "dim(result, -1) / 2 + 1")
def _(o):
    want = list(shape(o.operand))
    if o.fft_type == "RFFT":
        want = fft_shape(want, o.fft_type)
    elif o.fft_type == "IRFFT" and want and rank(o.result) == len(want):
        last = dim(o.result, -1)
        if not compatible_dim(want[-1], rfft_size(last)):
            return (f"expected dim(operand, -1) = {rfft_size(last)} for a result whose last "
                    f"dimension is {last}; found {o.operand}")
        want[-1] = last
    return compatible(shape(o.result), want)


# -- cholesky and triangular_solve -------------------------------------------------------------

@constraint("cholesky", 1, "baseline_type(a) = baseline_type(result)")
def _(o):
    return same_type(baseline_type(o.a), baseline_type(o.result))


@constraint("cholesky", 2, "2 <= rank(a)")
def _(o):
    return 2 <= rank(o.a)


@constraint("cholesky", 3, "dim(a, -2) = dim(a, -1)")
def _(o):
    return rank(o.a) < 2 or compatible_dim(dim(o.a, -2), dim(o.a, -1))


@constraint("triangular_solve", 1, "baseline_element_type(a) = baseline_element_type(b)")
def _(o):
    return baseline_element_type(o.a) == baseline_element_type(o.b)


@constraint("triangular_solve", 2, "2 <= rank(a) = rank(b) = R")
def _(o):
    return 2 <= rank(o.a) == rank(o.b)


@constraint("triangular_solve", 3, "shape(a)[:-3] = shape(b)[:-3]; "
                                   "dim(a, -2) = dim(a, -1) = dim(b, left_side ? -2 : -1)",
            note="the spec's [:-3] drops one batch dimension too many (a and b have rank R, "
                 "their batch dimensions are [:-2]); we compare [:-2], as upstream does")
def _(o):
    if not 2 <= rank(o.a) == rank(o.b):
        return True
    side = dim(o.b, -2 if o.left_side else -1)
    return (compatible(shape(o.a)[:-2], shape(o.b)[:-2])
            and compatible_dim(dim(o.a, -2), dim(o.a, -1))
            and all(compatible_dim(side, d) for d in (dim(o.a, -2), dim(o.a, -1))))


@constraint("triangular_solve", 4, "baseline_type(b) = baseline_type(result)")
def _(o):
    return same_type(baseline_type(o.b), baseline_type(o.result))
