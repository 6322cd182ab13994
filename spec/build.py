"""Builders of spec.ir programs: attribute values of spec.attributes from plain Python values
(filled in as the parser fills them, so a built op equals the one parsed from its text), and a
`Builder` appending ops to a block, with one-block regions and private functions.

    >>> from spec.build import function, i64_array, tensor_type
    >>> f = function("main", [tensor_type((2, 3), "f32")], lambda b, args: b.op(
    ...     "transpose", args, [tensor_type((3, 2), "f32")], {"permutation": i64_array([1, 0])}),
    ...     visibility="public")

The generators (fuzz.strategies), the mutators and the tests build their programs with these;
only the printer (spec.print_module) writes program text.
"""
from __future__ import annotations

import numpy as np

from . import attributes as A
from .ir import Block, Func, Op, Region, Value
from .types import ELEMENT_TYPES, FunctionType, TensorType


def tensor_type(shape, et) -> TensorType:
    """`tensor<shape x et>`; `et` is an element type name or an element type."""
    element_type = ELEMENT_TYPES[et] if isinstance(et, str) else et
    return TensorType(tuple(int(d) for d in shape), element_type)


# --- attribute values ------------------------------------------------------------------------

def i64_array(values) -> A.DenseArrayAttr:
    """`array<i64: ...>`."""
    return A.DenseArrayAttr(ELEMENT_TYPES["i64"], tuple(int(v) for v in values))


def bool_array(values) -> A.DenseArrayAttr:
    """`array<i1: true, ...>`."""
    return A.DenseArrayAttr(ELEMENT_TYPES["i1"], tuple(bool(v) for v in values))


def i64_matrix(rows, width: int = 2) -> A.DenseElementsAttr:
    """A dense<i64> attribute of a 2-D list (`[[lo, hi], ...]`, possibly with no rows, then
    `width` columns): padding, replica groups, source-target pairs."""
    rows = [[int(v) for v in r] for r in rows]
    array = np.array(rows, np.int64).reshape(len(rows), len(rows[0]) if rows else width)
    return A.DenseElementsAttr(tensor_type(array.shape, "i64"), array)


def dense(array, et) -> A.DenseElementsAttr:
    """`dense<array> : tensor<shape x et>` (`array` is converted to the element type's dtype)."""
    t = tensor_type(np.shape(array), et)
    return A.DenseElementsAttr(t, np.asarray(array, t.element_type.dtype))


def integer(value: int, et: str = "i64") -> A.IntegerAttr:
    """`value : et`."""
    return A.IntegerAttr(int(value), ELEMENT_TYPES[et])


def floating(value: float, et: str = "f32") -> A.FloatAttr:
    """`value : et`, the value rounded to the type."""
    t = ELEMENT_TYPES[et]
    return A.FloatAttr(float(np.asarray(value).astype(t.dtype)), t)


def string(text: str) -> A.StringAttr:
    return A.StringAttr(text.encode("utf-8"))


def enum(name: str, value: str) -> A.EnumAttr:
    """`#stablehlo<name VALUE>` (an enum of spec.attributes.ENUMS)."""
    if value not in A.ENUMS[name]:
        raise ValueError(f"{value!r} is not a case of enum {name} ({', '.join(A.ENUMS[name])})")
    return A.EnumAttr(name, value)


def struct(name: str, **fields) -> A.StructAttr:
    """`#stablehlo.name<field = value, ...>` with the fields' defaults filled in (the form the
    parser builds: lists as tuples of ints)."""
    known = {f.name: f for f in A.STRUCTS[name]}
    unknown = set(fields) - set(known)
    if unknown:
        raise ValueError(f"#stablehlo.{name} has no field {sorted(unknown)}")
    out = []
    for f in A.STRUCTS[name]:
        value = fields.get(f.name, f.default)
        if f.kind == "ints":
            value = tuple(int(v) for v in value)
        elif f.kind == "int" and value is not None:
            value = int(value)
        out.append((f.name, value))
    return A.StructAttr(name, tuple(out), A.STRUCT_DIALECTS.get(name, "stablehlo"))


def conv_dimensions(lhs, rhs, out) -> A.ConvDimensionNumbers:
    """`#stablehlo.conv<[lhs]x[rhs]->[out]>` from the layouts' labels (`b`, `f` / `i`, `o` and
    the spatial dimensions' numbers as strings, in dimension order)."""
    def spatial(labels):
        digits = [x for x in labels if x.isdigit()]
        return tuple(labels.index(str(i)) for i in range(len(digits)))
    return A.ConvDimensionNumbers(lhs.index("b"), lhs.index("f"), spatial(lhs), rhs.index("i"),
                                  rhs.index("o"), spatial(rhs), out.index("b"), out.index("f"),
                                  spatial(out))


def symbol(name: str) -> A.SymbolRefAttr:
    return A.SymbolRefAttr((name,))


# --- ops, regions and functions ---------------------------------------------------------------

class Builder:
    """Appends ops to a block."""

    def __init__(self, block: Block):
        self.block = block

    def op(self, name: str, operands, result_types, attributes: dict | None = None,
           regions=()) -> list[Value]:
        """Appends `stablehlo.<name>` (or `name` when it has a dialect prefix) with
        `attributes` (name -> spec.attributes value) and `regions`; returns its results."""
        full = name if "." in name else f"stablehlo.{name}"
        op = self.block.append(Op(full, list(operands), list(result_types), attributes,
                                  list(regions)))
        return list(op.results)


def region(arg_types, build=None) -> Region:
    """A one-block region: arguments of `arg_types`, the ops that `build(builder, arguments)`
    appends and a `stablehlo.return` of the values it returns (none without `build`)."""
    block = Block(list(arg_types))
    b = Builder(block)
    returned = build(b, list(block.arguments)) if build else []
    b.op("return", returned, [])
    return Region([block])


def binary_region(ops_and_types) -> Region:
    """A region combining pairs elementwise: argument k and argument k+n meet in
    ops_and_types[k] (`(op, scalar_type)`), the shape of reduce / scatter / all_reduce bodies."""
    n = len(ops_and_types)

    def build(b, args):
        return [b.op(op, [args[k], args[k + n]], [t])[0]
                for k, (op, t) in enumerate(ops_and_types)]
    return region([t for _, t in ops_and_types] * 2, build)


def function(name: str, arg_types, build, visibility: str = "private") -> Func:
    """A function (private unless `visibility` says otherwise): arguments of `arg_types`, the
    ops `build(builder, arguments)` appends and a `func.return` of the values it returns."""
    block = Block(list(arg_types))
    b = Builder(block)
    returned = build(b, list(block.arguments))
    b.op("func.return", returned, [])
    return Func(name, FunctionType(tuple(arg_types), tuple(v.type for v in returned)),
                Region([block]), visibility=visibility)
