"""Shape ops: broadcast_in_dim, dynamic_broadcast_in_dim, reshape, dynamic_reshape, transpose,
reverse, concatenate, iota, dynamic_iota, get_dimension_size.

They move elements without changing them. A quantized tensor's storage values move, and the
result takes its declared quantized element type: the constraints let it differ from the
operand's only in per-axis parameters (quantization dimension, scales, zero points) that follow
the moved axes. The dynamic variants take their result shape from an integer tensor operand;
a shape the values contradict is an error naming the constraint.
"""
from __future__ import annotations

import numpy as np

from spec.types import QuantizedElementType

from ..errors import EvaluationError
from ..values import QuantizedTensor, kind, narrow, quantize, wide_dtype, widen
from .registry import Unspecified, op


def _storage(x) -> np.ndarray:
    return x.storage if isinstance(x, QuantizedTensor) else x


def _moved(result: np.ndarray, operand, result_type):
    """The moved storage values `result` (maybe a numpy view) as a value of the result type,
    in its own row-major array like every other value."""
    result = np.require(result, requirements="C")
    if not isinstance(operand, QuantizedTensor):
        return result
    E, R = operand.element_type, result_type.element_type
    if not (isinstance(R, QuantizedElementType) and (E == R or E.is_per_axis) and
            (E.storage_type, E.storage_min, E.storage_max, E.expressed_type) ==
            (R.storage_type, R.storage_min, R.storage_max, R.expressed_type)):
        raise EvaluationError(
            f"the result's element type {R} differs from the operand's {E} beyond the per-axis "
            "parameters that follow the moved axes: the spec's constraints allow no "
            "requantization here (uniform_quantize requantizes)")
    return QuantizedTensor(result, R)


def _static_shape(result_type, name: str) -> tuple[int, ...]:
    if not result_type.is_static:
        raise EvaluationError(f"the result type {result_type} of {name} has dynamic dimensions; "
                              f"dynamic_{name} takes the result shape from an operand")
    return tuple(result_type.shape)


def _sizes(shape_operand: np.ndarray, name: str, rank: int, constraint: str) -> tuple[int, ...]:
    """The dimension sizes held by a 1-dimensional integer tensor (any integer type)."""
    sizes = tuple(int(s) for s in widen(shape_operand).reshape(-1).tolist())
    if np.ndim(shape_operand) != 1 or len(sizes) != rank:
        raise EvaluationError(f"{name} has shape {np.shape(shape_operand)}; it must hold one size "
                              f"per result dimension ({rank}) ({constraint})")
    if any(s < 0 for s in sizes):
        raise EvaluationError(f"{name} = {list(sizes)} has a negative size")
    if np.prod(sizes, dtype=object) > np.iinfo(np.intp).max:
        raise EvaluationError(f"{name} = {list(sizes)} is beyond the tensors the reference holds")
    return sizes


# ---------------------------------------------------------------------------------------------
# broadcast_in_dim, dynamic_broadcast_in_dim

def _broadcast_in_dim(operand, broadcast_dimensions, shape, constraint: str) -> np.ndarray:
    """`result[result_index] = operand[operand_index]` where operand_index[d] is 0 if
    dim(operand, d) = 1, else result_index[broadcast_dimensions[d]]."""
    x = _storage(operand)
    for d, b in enumerate(broadcast_dimensions):
        if x.shape[d] not in (1, shape[b]):
            raise EvaluationError(f"dimension {d} of the operand has size {x.shape[d]}; it must "
                                  f"be 1 or the size {shape[b]} of result dimension {b} "
                                  f"({constraint})")
    in_result_order = np.transpose(x, np.argsort(broadcast_dimensions))
    placed = [1] * len(shape)
    for d, b in enumerate(broadcast_dimensions):
        placed[b] = x.shape[d]
    return np.broadcast_to(in_result_order.reshape(placed), shape)


@op("broadcast_in_dim")
def broadcast_in_dim(operand, *, broadcast_dimensions, result_type):
    shape = _static_shape(result_type, "broadcast_in_dim")
    result = _broadcast_in_dim(operand, broadcast_dimensions, shape, "broadcast_in_dim_c5")
    return _moved(result, operand, result_type)


def _hints_contradicted(operand, output_dimensions, *, broadcast_dimensions,
                        known_expanding_dimensions=(), known_nonexpanding_dimensions=()):
    """Whether an operand dimension declared expanding is not of size 1, or one declared
    non-expanding has size 1 and a result dimension of another size."""
    x, sizes = _storage(operand), widen(output_dimensions)
    expanding = any(x.shape[d] != 1 for d in known_expanding_dimensions)
    nonexpanding = any(x.shape[d] == 1 and sizes[broadcast_dimensions[d]] != 1
                       for d in known_nonexpanding_dimensions)
    return np.bool_(expanding or nonexpanding)


@op("dynamic_broadcast_in_dim", unspecified=[
    Unspecified("dynamic_broadcast_in_dim/known-dimensions-contradicted", "undefined",
                "known_expanding_dimensions names an operand dimension whose size is not 1, or "
                "known_nonexpanding_dimensions one of size 1 whose result dimension has another "
                "size: the static information the attributes give is false",
                "ignores the attributes and broadcasts as broadcast_in_dim",
                _hints_contradicted)])
def dynamic_broadcast_in_dim(operand, output_dimensions, *, broadcast_dimensions, result_type):
    """broadcast_in_dim to the shape held by output_dimensions. known_expanding_dimensions and
    known_nonexpanding_dimensions only inform compilers; they do not change the result."""
    shape = _sizes(output_dimensions, "output_dimensions", result_type.rank,
                   "dynamic_broadcast_in_dim_c7")
    result = _broadcast_in_dim(operand, broadcast_dimensions, shape,
                               "dynamic_broadcast_in_dim_c5")
    return _moved(result, operand, result_type)


# ---------------------------------------------------------------------------------------------
# reshape, dynamic_reshape, transpose, reverse, concatenate

def _reshape(operand, shape, result_type, constraint: str):
    """`result[result_index] = operand[operand_index]` where both indices have the same position
    in the lexicographic order of their index spaces."""
    x = _storage(operand)
    if x.size != int(np.prod(shape, dtype=object)):
        raise EvaluationError(f"cannot reshape {x.size} elements (shape {x.shape}) to shape "
                              f"{shape} ({constraint})")
    return _moved(np.reshape(x, shape), operand, result_type)


@op("reshape")
def reshape(operand, *, result_type):
    return _reshape(operand, _static_shape(result_type, "reshape"), result_type, "reshape_c2")


@op("dynamic_reshape")
def dynamic_reshape(operand, output_shape, *, result_type):
    shape = _sizes(output_shape, "output_shape", result_type.rank, "dynamic_reshape_c4")
    return _reshape(operand, shape, result_type, "dynamic_reshape_c2")


@op("transpose")
def transpose(operand, *, permutation, result_type):
    """`result[result_index] = operand[operand_index]` where
    result_index[d] = operand_index[permutation[d]]."""
    return _moved(np.transpose(_storage(operand), permutation), operand, result_type)


@op("reverse")
def reverse(operand, *, dimensions, result_type):
    """`operand_index[d] = dim(result, d) - result_index[d] - 1` for d in dimensions."""
    x = _storage(operand)
    result = np.flip(x, tuple(dimensions)) if dimensions else x  # np.flip(0-d) is not an array
    return _moved(result, operand, result_type)


@op("concatenate")
def concatenate(inputs, *, dimension, result_type):
    """`result[i0, ..., id, ..., iR-1] = inputs[k][i0, ..., kd, ..., iR-1]` where
    id = d0 + ... + dk-1 + kd."""
    result = np.concatenate([_storage(x) for x in inputs], axis=dimension)
    return _moved(result, inputs[0], result_type)


# ---------------------------------------------------------------------------------------------
# iota, dynamic_iota, get_dimension_size

def _index_not_representable(*shape_operand, iota_dimension, result_type):
    """Whether output_index[iota_dimension] is not a value of the element type (integers beyond
    its range, floats it cannot hold exactly)."""
    E = result_type.element_type
    if isinstance(E, QuantizedElementType):
        return np.False_
    shape = (tuple(int(s) for s in widen(shape_operand[0]).tolist()) if shape_operand
             else tuple(result_type.shape))
    index = _along(np.arange(shape[iota_dimension]), iota_dimension, len(shape))
    if kind(E) in ("signed", "unsigned"):
        return index > E.max_value
    with np.errstate(invalid="ignore"):
        return narrow(index.astype(wide_dtype(E)), E).astype(wide_dtype(E)) != index


def _along(values: np.ndarray, dimension: int, rank: int) -> np.ndarray:
    """`values` laid along `dimension` of a rank-`rank` array (size 1 in the other dimensions)."""
    return values.reshape([-1 if d == dimension else 1 for d in range(rank)])


def _iota(shape, iota_dimension, E):
    """`output[output_index] = constant(output_index[iota_dimension], element_type(output))`;
    for a quantized output, `quantize(output_index[iota_dimension], element_type(output))`."""
    if isinstance(E, QuantizedElementType):
        index = narrow(np.arange(shape[iota_dimension], dtype=np.float64), E.expressed_type)
        storage = quantize(_along(index, iota_dimension, len(shape)), E).storage
        return QuantizedTensor(np.require(np.broadcast_to(storage, shape), requirements="C"), E)
    index = np.arange(shape[iota_dimension]).astype(wide_dtype(E))
    output = np.broadcast_to(_along(narrow(index, E), iota_dimension, len(shape)), shape)
    return np.require(output, requirements="C")


IOTA_UNSPECIFIED = [
    Unspecified("iota/index-not-representable", "undefined",
                "an index along iota_dimension that the element type cannot hold: beyond an "
                "integer type's maximum, or not exactly a value of a float type (f4, f6, f8 "
                "types, bf16 above 256, f16 above 2048, 0 and indices not a power of two in f8E8M0FNU); "
                "the spec's constant(index, element_type) has no such value",
                "integers wrap around (two's complement), floats round to nearest even "
                "(saturating or NaN where the type has no infinity, as values.narrow)",
                _index_not_representable),
]


@op("iota", unspecified=IOTA_UNSPECIFIED)
def iota(*, iota_dimension, result_type):
    return _iota(_static_shape(result_type, "iota"), iota_dimension, result_type.element_type)


@op("dynamic_iota", unspecified=IOTA_UNSPECIFIED)
def dynamic_iota(output_shape, *, iota_dimension, result_type):
    shape = _sizes(output_shape, "output_shape", result_type.rank, "dynamic_iota_c2")
    return _iota(shape, iota_dimension, result_type.element_type)


@op("get_dimension_size")
def get_dimension_size(operand, *, dimension):
    """`result = dim(operand, dimension)`, an si32 scalar."""
    return np.array(np.shape(_storage(operand))[dimension], dtype=np.int32)
