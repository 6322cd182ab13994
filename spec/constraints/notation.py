"""The spec's notation (seed 000, "Notation" > "Functions"), written once so that constraint
predicates read like the spec's formulas.

Names follow the spec. They take what the spec's formulas take in the "Constraints" sections:
types (placeholders of operands and results are their types), constant inputs as plain Python
values (ints, tuples of ints, numpy arrays for dense tensors), and lists of either. Dynamic
dimension sizes are None: `compatible` compares shapes the way the constraints allow (a dynamic
size matches any size).
"""
from __future__ import annotations

import re
from functools import reduce as _reduce

import numpy as np

from ..types import (ElementType, FunctionType, QuantizedElementType, TensorType, TupleType,
                     expressed_type, is_bool, is_complex, is_float, is_integer,
                     is_per_axis_quantized, is_per_tensor_quantized, is_quantized,
                     is_quantized_tensor, is_signed_integer, is_tensor, is_token, is_tuple,
                     is_unsigned_integer, num_bits, storage_type)

__all__ = [
    # types
    "element_type", "baseline_type", "baseline_element_type", "is_promotable", "is_bool",
    "is_integer", "is_signed_integer", "is_unsigned_integer", "is_float", "is_complex",
    "is_quantized", "is_per_axis_quantized", "is_per_tensor_quantized", "is_tensor",
    "is_quantized_tensor", "is_token", "is_tuple", "num_bits", "bitwidth", "storage_type",
    "expressed_type", "storage_min", "storage_max", "scales", "zero_points",
    "quantization_dimension", "complex_element_type", "min_value", "max_value", "tuple_types",
    "is_tensor_or_quantized",
    # values
    "is_unique", "is_sorted", "is_permutation", "is_empty", "same", "concatenate", "values_of",
    "all_in_range", "is_namespaced_op_name",
    # shapes
    "shape", "rank", "dim", "dims", "size", "axes", "compatible", "compatible_dim",
    "same_type", "function_type",
    "input_types", "output_types",
    "is_finite",
]


# -- types ---------------------------------------------------------------------------------

def element_type(x):
    """The element type of a tensor or quantized tensor type (or of an element type: itself)."""
    if isinstance(x, TensorType):
        return x.element_type
    if isinstance(x, (ElementType, QuantizedElementType)):
        return x
    return None


def _baseline_element(e, shape=None):
    if not isinstance(e, QuantizedElementType):
        return e
    n = len(e.scales)
    return QuantizedElementType(e.storage_type, e.storage_min, e.storage_max, e.expressed_type,
                                (1.0,) * n, (0,) * n, e.quantization_dimension)


def baseline_type(x):
    """The type with its quantization parameters (scales, zero points) reset: tensor types are
    their own baseline; quantized types compare by storage and expressed types, storage range
    and quantization dimension only."""
    if isinstance(x, TensorType):
        return TensorType(x.shape, _baseline_element(x.element_type), x.bounds)
    return _baseline_element(x)


def baseline_element_type(x):
    return element_type(baseline_type(x))


def bitwidth(x) -> int:
    return num_bits(x)


def is_promotable(x, y) -> bool:
    """Whether element type x may be promoted to y (the spec's definition, for the types of
    reduction bodies)."""
    x, y = element_type(x), element_type(y)
    same_kind = ((is_bool(x) and is_bool(y)) or (is_integer(x) and is_integer(y))
                 or (is_float(x) and is_float(y)) or (is_complex(x) and is_complex(y))
                 or (is_quantized(x) and is_quantized(y)
                     and expressed_type(x) == expressed_type(y)))
    if not same_kind:
        return False
    if is_bool(x):
        # The spec's function falls through to `return false` for two booleans, which would
        # forbid every boolean reduction body (its own examples use them): booleans promote to
        # booleans.
        return True
    if is_integer(x) or is_float(x):
        return x.bits <= y.bits
    if is_complex(x):
        return x.component.bits <= y.component.bits
    return x.storage_type.bits <= y.storage_type.bits


def _quant(x) -> QuantizedElementType | None:
    e = element_type(x)
    return e if isinstance(e, QuantizedElementType) else None


def storage_min(x):
    q = _quant(x)
    return q.storage_min if q else None


def storage_max(x):
    q = _quant(x)
    return q.storage_max if q else None


def scales(x):
    q = _quant(x)
    return q.scales if q else None


def zero_points(x):
    q = _quant(x)
    return q.zero_points if q else None


def quantization_dimension(x):
    q = _quant(x)
    return q.quantization_dimension if q else None


def complex_element_type(x):
    e = element_type(x)
    return e.component if isinstance(e, ElementType) else None


def min_value(x):
    e = element_type(x)
    return e.min_value if isinstance(e, ElementType) else None


def max_value(x):
    e = element_type(x)
    return e.max_value if isinstance(e, ElementType) else None


def tuple_types(x) -> tuple:
    """The element types of a tuple type."""
    return x.types if isinstance(x, TupleType) else ()


def is_tensor_or_quantized(x) -> bool:
    return isinstance(x, TensorType)


def function_type(region) -> FunctionType:
    """The type of a region, as the spec writes it: (block argument types) -> (types of the
    operands of its terminator)."""
    block = region.block
    ret = block.ops[-1] if block.ops else None
    outs = tuple(v.type for v in ret.operands) if ret is not None else ()
    return FunctionType(tuple(a.type for a in block.arguments), outs)


# -- values ----------------------------------------------------------------------------------

VALUES_LIMIT = 1 << 20
"""The most elements of a constant tensor that a constraint reads as a list (`values_of`): the
constants constraints read are index lists (replica groups, padding, shapes), and a splat typed
`tensor<100000x100000xi64>` costs one element until something lists it. A larger one makes the
predicate raise, which the verifier reports as `unchecked`."""


def values_of(x) -> list:
    """A constant (tuple, list, numpy array, scalar) as a flat list of Python values."""
    if x is None:
        return []
    if isinstance(x, np.ndarray):
        if x.size > VALUES_LIMIT:
            raise ValueError(f"a constant of {x.size} elements is more than a constraint reads "
                             f"({VALUES_LIMIT})")
        return x.ravel().tolist()
    if isinstance(x, (list, tuple)):
        return list(x)
    return [x]


def is_unique(x) -> bool:
    v = values_of(x)
    return len(set(v)) == len(v)


def is_sorted(x) -> bool:
    v = values_of(x)
    return all(a <= b for a, b in zip(v, v[1:]))


def is_permutation(x, n: int | None = None) -> bool:
    """Whether x is a permutation of range(n) (n defaults to size(x))."""
    v = values_of(x)
    n = len(v) if n is None else n
    return sorted(v) == list(range(n))


def is_empty(x) -> bool:
    return x is None or len(values_of(x)) == 0


def same(x) -> bool:
    v = values_of(x)
    return all(a == v[0] for a in v)


def concatenate(*xs) -> list:
    return [e for x in xs for e in values_of(x)]


def all_in_range(x, lo, hi) -> bool:
    """lo <= x < hi for every element of x (the spec's implicitly broadcast `lo <= x < hi`)."""
    return all(lo <= e < hi for e in values_of(x))


def is_namespaced_op_name(x: str) -> bool:
    return bool(re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+", x or ""))


# -- shapes ----------------------------------------------------------------------------------

class Shape(tuple):
    """A tensor type's shape, with the type's bounds (`#stablehlo.bounds`, None per dimension
    without one) for `compatible`; it is the tuple of sizes everywhere else (a slice is a plain
    tuple, without bounds)."""

    bounds: tuple | None = None


def shape(x) -> tuple:
    if isinstance(x, TensorType):
        if x.bounds is None:
            return tuple(x.shape)
        out = Shape(x.shape)
        out.bounds = tuple(x.bounds)
        return out
    if isinstance(x, np.ndarray):
        return x.shape
    return ()


def rank(x) -> int:
    return len(shape(x))


def dim(x, axis: int):
    return shape(x)[axis]


def dims(x, axes_) -> list:
    return [dim(x, a) for a in values_of(axes_)]


def size(x):
    """The number of elements: of a tensor type (None if a dimension is dynamic), or of a list
    or constant tensor."""
    if isinstance(x, TensorType):
        return None if not x.is_static else _reduce(lambda a, b: a * b, x.shape, 1)
    if isinstance(x, np.ndarray):
        return x.size
    if isinstance(x, (list, tuple)):
        return len(x)
    return 1 if x is not None else 0


def axes(x) -> range:
    return range(rank(x))


def compatible_dim(a, b) -> bool:
    """Two dimension sizes match: equal, or either is dynamic (None)."""
    return a is None or b is None or a == b


def compatible(a, b) -> bool:
    """Two shapes (or tensor types' shapes) match dimension by dimension, a dynamic size
    matching any size, but one with a bound (`#stablehlo.bounds`) only sizes up to its bound
    (tensor<?xf32, #stablehlo.bounds<4>> and tensor<5xf32> do not match: upstream's
    "Mismatched dimension size 5 and bound 4"); ranks must be equal."""
    bounds_a, bounds_b = _bounds(a), _bounds(b)
    a = shape(a) if isinstance(a, TensorType) else tuple(a)
    b = shape(b) if isinstance(b, TensorType) else tuple(b)
    return len(a) == len(b) and all(
        compatible_dim(x, y) and _within(x, bounds_b[i]) and _within(y, bounds_a[i])
        for i, (x, y) in enumerate(zip(a, b)))


def _bounds(x) -> tuple:
    """The bound of each dimension of x's type or Shape (None: none), Nones for a plain shape."""
    if isinstance(x, TensorType) and x.bounds is not None:
        return tuple(x.bounds)
    if getattr(x, "bounds", None) is not None and not isinstance(x, TensorType):
        return tuple(x.bounds)
    return (None,) * len(shape(x) if isinstance(x, TensorType) else tuple(x))


def _within(size, bound) -> bool:
    return size is None or bound is None or size <= bound


def same_type(a, b) -> bool:
    """Types equal up to dynamic dimensions (shapes compatible, element types equal)."""
    if isinstance(a, TensorType) and isinstance(b, TensorType):
        return compatible(a, b) and a.element_type == b.element_type
    return a == b


def input_types(region) -> tuple:
    """The argument types of a region (a function): `function_type(region).inputs`."""
    return function_type(region).inputs


def output_types(region) -> tuple:
    """The result types of a region (a function): `function_type(region).results`."""
    return function_type(region).results


def is_finite(x) -> bool:
    """Whether every value of x (a float, or a list / tuple / array of them) is finite: neither
    infinite nor NaN (the spec's is_finite, as in quantized_type C6)."""
    return all(np.isfinite(float(v)) for v in values_of(x))

