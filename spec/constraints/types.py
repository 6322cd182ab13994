"""Constraints of the types and literals of the seed spec (seed 000, "Types" and "Constants").

- quantized_type C1-C13: the quantized element type (C1-C11) and the per-axis quantized tensor
  type (C12-C13). Their predicates take a TensorType whose element type is quantized (`t`);
  `verify_types(module)` runs them over every value type of a module.
- The literals (integer, float, complex, tensor, quantized tensor): the parser enforces them
  (a malformed literal is a ParseError); tests/spec/test_type_constraints.py checks that it does.
"""
from __future__ import annotations

from ..types import QuantizedElementType, TensorType, TupleType
from . import constraint, of, parser_constraint
from .notation import (compatible_dim, dim, element_type, expressed_type, is_empty, is_finite,
                       max_value, min_value, quantization_dimension, rank, scales, size,
                       storage_max, storage_min, storage_type, zero_points)

# -- quantized element type (C1-C11) ----------------------------------------------------------

_VALUE_OF_TYPE = ("an integer constant has type storage_type when storage_type can hold it: "
                  "min_value(storage_type) <= value <= max_value(storage_type)")


@constraint("quantized_type", 1, "type(storage_min) = storage_type", note=_VALUE_OF_TYPE)
def _(t):
    return min_value(storage_type(t)) <= storage_min(t) <= max_value(storage_type(t))


@constraint("quantized_type", 2, "type(storage_max) = storage_type", note=_VALUE_OF_TYPE)
def _(t):
    return min_value(storage_type(t)) <= storage_max(t) <= max_value(storage_type(t))


@constraint("quantized_type", 3, "min_value(storage_type) <= storage_min < storage_max <= "
                                 "max_value(storage_type)")
def _(t):
    return (min_value(storage_type(t)) <= storage_min(t) < storage_max(t)
            <= max_value(storage_type(t)))


@constraint("quantized_type", 4, "type(scales...) = expressed_type",
            note="a scale is a float literal, rounded to expressed_type as float literals are; "
                 "it has that type when it is within its finite range (non-finite scales are "
                 "C6's concern)")
def _(t):
    limit = max_value(expressed_type(t))
    return all(abs(s) <= limit for s in scales(t) if is_finite(s))


@constraint("quantized_type", 5, "0 < scales")
def _(t):
    return all(0 < s for s in scales(t))


@constraint("quantized_type", 6, "is_finite(scales...)")
def _(t):
    return is_finite(scales(t))


@constraint("quantized_type", 7, "storage_min <= zero_points <= storage_max")
def _(t):
    return all(storage_min(t) <= z <= storage_max(t) for z in zero_points(t))


@constraint("quantized_type", 8, "type(zero_points...) = storage_type", note=_VALUE_OF_TYPE)
def _(t):
    st = storage_type(t)
    return all(min_value(st) <= z <= max_value(st) for z in zero_points(t))


@constraint("quantized_type", 9, "size(scales) = size(zero_points)",
            unviolable="the syntax pairs every scale with a zero point (`scale:zero_point`, the "
                       "zero point defaulting to 0): a parsed type always has as many of each")
def _(t):
    return size(scales(t)) == size(zero_points(t))


@constraint("quantized_type", 10, "if is_empty(quantization_dimension), then size(scales) = 1",
            unviolable="the parser rejects a per-tensor type written with several scales "
                        "(ParseError, see tests/spec/test_type_constraints.py); the predicate guards "
                        "types built in code")
def _(t):
    return not is_empty(quantization_dimension(t)) or size(scales(t)) == 1


@constraint("quantized_type", 11, "0 <= quantization_dimension")
def _(t):
    return is_empty(quantization_dimension(t)) or 0 <= quantization_dimension(t)


# -- quantized tensor type, per-axis quantization (C12-C13) -----------------------------------

@constraint("quantized_type", 12, "if per-axis quantized: quantization_dimension < rank(self)")
def _(t):
    return is_empty(quantization_dimension(t)) or quantization_dimension(t) < rank(t)


@constraint("quantized_type", 13, "if per-axis quantized: dim(self, quantization_dimension) = "
                                  "size(scales)")
def _(t):
    qd = quantization_dimension(t)
    if is_empty(qd) or not 0 <= qd < rank(t):
        return True  # C11 / C12 report it
    return compatible_dim(dim(t, qd), size(scales(t)))


# -- literals (enforced by the parser) --------------------------------------------------------

parser_constraint("integer_literal", 1, "is_wellformed(integer_literal, integer_type)")
parser_constraint("float_literal", 1, "if hexadecimal notation is not used, "
                                      "is_wellformed(float_literal, float_type)")
parser_constraint("float_literal", 2, "if hexadecimal notation is used, "
                                      "size(hexadecimal_digits) = num_bits(float_type) / 4")
parser_constraint("complex_literal", 1, "is_wellformed(real_part, "
                                        "complex_element_type(complex_type))")
parser_constraint("complex_literal", 2, "is_wellformed(imaginary_part, "
                                        "complex_element_type(complex_type))")
parser_constraint("tensor_literal", 1, "has_syntax(tensor_literal, element_type(tensor_type))")
parser_constraint("tensor_literal", 2, "has_shape(tensor_literal, shape(tensor_type))")
parser_constraint("quantized_tensor_literal", 1, "has_syntax(quantized_tensor_literal, "
                                                 "storage_type(quantized_tensor_type))")
parser_constraint("quantized_tensor_literal", 2, "has_shape(quantized_tensor_literal, "
                                                 "shape(quantized_tensor_type))")


# -- running the type constraints over a module ----------------------------------------------

def _quantized_tensors(t):
    """The quantized tensor types in a value type (tuples included)."""
    if isinstance(t, TensorType) and isinstance(element_type(t), QuantizedElementType):
        yield t
    elif isinstance(t, TupleType):
        for inner in t.types:
            yield from _quantized_tensors(inner)


def _value_types(module):
    """(type, where) for every value type of the module: function signatures, block
    arguments, op operands and results; `where` is (op or function name, Location | None)."""
    for func in module.funcs:
        where = (f"func.func @{func.name}", func.location)
        for t in tuple(func.type.inputs) + tuple(func.type.results):
            yield t, where
        for op in func.walk():
            here = (op.name, op.location)
            for v in list(op.operands) + list(op.results):
                yield v.type, here
            for region in op.regions:
                for block in region.blocks:
                    for a in block.arguments:
                        yield a.type, here


def verify_types(module) -> list[tuple[str, str, tuple]]:
    """(constraint id, message, where) for every quantized_type constraint that a value type of
    `module` breaks; `where` is (op or function name, Location | None). Each type is reported
    once per op or function that uses it."""
    checks = [c for c in of("quantized_type") if c.predicate is not None]
    out, seen = [], set()
    for t, where in _value_types(module):
        for q in _quantized_tensors(t):
            key = (q, where)
            if key in seen:
                continue
            seen.add(key)
            for c in checks:
                message = c.check(q)
                if message is not None:
                    out.append((c.id, f"{message}; found {q}", where))
    return out
