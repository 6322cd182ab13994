"""Constraints of the structure ops (seed 000, their sections): broadcast_in_dim,
dynamic_broadcast_in_dim, concatenate, constant, iota, dynamic_iota, pad, dynamic_pad, reshape,
dynamic_reshape, reverse, transpose, get_dimension_size, get_tuple_element and tuple.

Conventions shared by these predicates:
- A predicate that needs what an earlier constraint guarantees (a dimension index in range,
  sizes equal to a rank) returns True when that does not hold: the earlier constraint reports
  the program, and this one cannot be evaluated.
- Dynamic dimension sizes (None) match any size; a size that is not known (of a tensor operand
  whose type has a dynamic dimension) satisfies the constraints that compare it.
- The operands of the dynamic ops that the spec compares by value (dynamic_pad's paddings) are
  known only when a stablehlo.constant defines them; otherwise those constraints are not
  checked before run time (as upstream does).
"""
from __future__ import annotations

from dataclasses import replace
from functools import reduce as _reduce

from ..shapes import concatenate_shape, pad_shape, transpose_shape
from . import constraint
from .notation import (all_in_range, concatenate, compatible, compatible_dim, dim, dims,
                       element_type, is_per_axis_quantized, is_permutation, is_quantized, is_unique,
                       quantization_dimension, rank, same_type, scales, shape, size, tuple_types,
                       values_of, zero_points)
from .view import plain


def _in_range(xs, n) -> bool:
    return all_in_range(xs, 0, n)


def _show_dims(dims_) -> str:
    return "x".join("?" if d is None else str(d) for d in dims_)


def _product(xs):
    """The product of dimension sizes (the spec's reduce(..., body=x * y)); None if one is
    dynamic."""
    if any(d is None for d in xs):
        return None
    return _reduce(lambda a, b: a * b, xs, 1)


def _length(x):
    """size() of a 1-dimensional tensor operand: its number of elements, None if dynamic."""
    return size(x)


def _constant_values(o, index: int):
    """The values of operand `index` when a stablehlo.constant defines it, else None."""
    owner = o.self.operands[index].defining_op
    if owner is None or owner.name != "stablehlo.constant":
        return None
    return values_of(plain(owner.attributes.get("value")))


# -- element types of the shape-changing ops ------------------------------------------------

def _quantized_except(a, b, fields: tuple[str, ...]) -> bool:
    """Element types a and b are equal, except for the quantization parameters `fields`
    (quantization_dimension, scales, zero_points), which may differ; both per-axis."""
    ea, eb = element_type(a), element_type(b)
    if not (is_per_axis_quantized(ea) and is_per_axis_quantized(eb)):
        return False
    return replace(eb, **{f: getattr(ea, f) for f in fields}) == ea


PER_AXIS_PARAMS = ("quantization_dimension", "scales", "zero_points")


def _element_type_given_by(o, fields: tuple[str, ...]) -> bool:
    """C1 of broadcast_in_dim, reshape, transpose (and their dynamic forms): element_type(result)
    is element_type(operand), except `fields` of a per-axis quantized operand."""
    if not is_per_axis_quantized(o.operand):
        return element_type(o.result) == element_type(o.operand)
    return _quantized_except(o.operand, o.result, fields)


# -- broadcast_in_dim and dynamic_broadcast_in_dim ------------------------------------------

BROADCASTS = ("broadcast_in_dim", "dynamic_broadcast_in_dim")


def _broadcast_ready(o) -> bool:
    """What C5 and C6 need: C2, C3."""
    return (size(o.broadcast_dimensions) == rank(o.operand)
            and _in_range(o.broadcast_dimensions, rank(o.result)))


def _declare_broadcast(op: str) -> None:
    @constraint(op, 1, "element_type(result) is given by: element_type(operand), if "
                       "!is_per_axis_quantized(operand); element_type(operand), except that "
                       "quantization_dimension(operand), scales(operand) and "
                       "zero_points(operand) may differ from quantization_dimension(result), "
                       "scales(result) and zero_points(result), otherwise")
    def _(o):
        return _element_type_given_by(o, PER_AXIS_PARAMS)

    @constraint(op, 2, "size(broadcast_dimensions) = rank(operand)")
    def _(o):
        return size(o.broadcast_dimensions) == rank(o.operand)

    @constraint(op, 3, "0 <= broadcast_dimensions < rank(result)")
    def _(o):
        return _in_range(o.broadcast_dimensions, rank(o.result))

    @constraint(op, 4, "is_unique(broadcast_dimensions)")
    def _(o):
        return is_unique(o.broadcast_dimensions)

    @constraint(op, 5, "for all d in axes(operand): dim(operand, d) = 1 or "
                       "dim(operand, d) = dim(result, broadcast_dimensions[d])")
    def _(o):
        if not _broadcast_ready(o):
            return True
        for d, r in enumerate(o.broadcast_dimensions):
            if dim(o.operand, d) != 1 and not compatible_dim(dim(o.operand, d),
                                                             dim(o.result, r)):
                return (f"expected dim(operand, {d}) = 1 or dim(result, {r}); found "
                        f"{dim(o.operand, d)} and {dim(o.result, r)}")
        return True

    @constraint(op, 6, "if is_per_axis_quantized(result): quantization_dimension(result) = "
                       "broadcast_dimensions[quantization_dimension(operand)]; if "
                       "dim(operand, quantization_dimension(operand)) = 1, then "
                       "scales(result)[i] = scales(operand)[0] and zero_points(result)[i] = "
                       "zero_points(operand)[0] for i in "
                       "range(dim(result, quantization_dimension(result)))",
                note="the operand is per-axis quantized when the result is (C1); when it is "
                     "not, C1 reports the program and this constraint holds")
    def _(o):
        if not (is_per_axis_quantized(o.result) and is_per_axis_quantized(o.operand)
                and _broadcast_ready(o)):
            return True
        q_operand, q_result = quantization_dimension(o.operand), quantization_dimension(o.result)
        if not 0 <= q_operand < rank(o.operand):
            return True  # the quantized tensor type's constraints report it
        if q_result != o.broadcast_dimensions[q_operand]:
            return (f"expected quantization_dimension(result) = "
                    f"{o.broadcast_dimensions[q_operand]}; found {q_result}")
        if dim(o.operand, q_operand) == 1:
            n = dim(o.result, q_result)
            want_s, want_z = scales(o.operand)[0], zero_points(o.operand)[0]
            count = len(scales(o.result)) if n is None else n
            if (list(scales(o.result)[:count]) != [want_s] * count
                    or list(zero_points(o.result)[:count]) != [want_z] * count):
                return (f"expected every scale {want_s} and zero point {want_z} in the result "
                        f"(a broadcast dimension of size 1); found {o.result}")
        return True


for _op in BROADCASTS:
    _declare_broadcast(_op)


@constraint("dynamic_broadcast_in_dim", 7, "size(output_dimensions) = rank(result)")
def _(o):
    n = _length(o.output_dimensions)
    return n is None or n == rank(o.result)


@constraint("dynamic_broadcast_in_dim", 8,
            "is_unique(known_expanding_dimensions + known_nonexpanding_dimensions)")
def _(o):
    return is_unique(concatenate(o.known_expanding_dimensions,
                                 o.known_nonexpanding_dimensions))


@constraint("dynamic_broadcast_in_dim", 9, "0 <= known_expanding_dimensions < rank(operand)")
def _(o):
    return _in_range(o.known_expanding_dimensions, rank(o.operand))


@constraint("dynamic_broadcast_in_dim", 10,
            "0 <= known_nonexpanding_dimensions < rank(operand)")
def _(o):
    return _in_range(o.known_nonexpanding_dimensions, rank(o.operand))


# -- concatenate -----------------------------------------------------------------------------

def _concat_dim_ok(o) -> bool:
    return size(o.inputs) > 0 and 0 <= o.dimension < rank(o.inputs[0])


def _except_dimension(x, d) -> list:
    return [s for i, s in enumerate(shape(x)) if i != d]


@constraint("concatenate", 1, "same(element_type(inputs...))")
def _(o):
    return all(element_type(x) == element_type(o.inputs[0]) for x in o.inputs)


@constraint("concatenate", 2, "same(shape(inputs...)) except for dim(inputs..., dimension)")
def _(o):
    if not _concat_dim_ok(o):
        return True
    first = o.inputs[0]
    for i, x in enumerate(o.inputs):
        if not (rank(x) == rank(first) and compatible(_except_dimension(x, o.dimension),
                                                      _except_dimension(first, o.dimension))):
            return (f"expected the shapes of inputs to agree except in dimension "
                    f"{o.dimension}; found inputs[0] = {first}, inputs[{i}] = {x}")
    return True


@constraint("concatenate", 3, "0 < size(inputs)")
def _(o):
    return 0 < size(o.inputs)


@constraint("concatenate", 4, "0 <= dimension < rank(inputs[0])")
def _(o):
    return size(o.inputs) == 0 or 0 <= o.dimension < rank(o.inputs[0])


@constraint("concatenate", 5, "element_type(result) = element_type(inputs[0])")
def _(o):
    return size(o.inputs) == 0 or element_type(o.result) == element_type(o.inputs[0])


@constraint("concatenate", 6, "shape(result) = shape(inputs[0]) except for "
                              "dim(result, dimension) = dim(inputs[0], dimension) + ...")
def _(o):
    if not _concat_dim_ok(o):
        return True
    want = concatenate_shape([shape(x) for x in o.inputs], o.dimension)
    if compatible(shape(o.result), want):
        return True
    return f"expected a result of shape {_show_dims(want)}; found {o.result}"


# -- constant --------------------------------------------------------------------------------

@constraint("constant", 1, "type(value) = type(output)",
            note="a quantized constant's value is written with the storage type in MLIR's "
                 "text (dense<...> : tensor<...xi8> for a tensor of !quant.uniform<i8:...>), "
                 "as upstream accepts; its quantized tensor type is the output's")
def _(o):
    value = o.self.attributes.get("value")
    found = getattr(value, "type", None)
    if found == o.output:
        return True
    if is_quantized(o.output) and found is not None:
        storage = replace(o.output, element_type=element_type(o.output).storage_type)
        if found == storage:
            return True
    return f"expected a value of type {o.output}; found {found}"


# -- iota and dynamic_iota -------------------------------------------------------------------

@constraint("iota", 1, "0 <= iota_dimension < rank(output)")
def _(o):
    return 0 <= o.iota_dimension < rank(o.output)


@constraint("dynamic_iota", 1, "0 <= iota_dimension < size(output_shape)",
            note="when size(output_shape) is dynamic, rank(result) stands for it (C2 makes "
                 "them equal), as upstream checks")
def _(o):
    n = _length(o.output_shape)
    return 0 <= o.iota_dimension < (rank(o.result) if n is None else n)


@constraint("dynamic_iota", 2, "rank(result) = size(output_shape)")
def _(o):
    n = _length(o.output_shape)
    return n is None or rank(o.result) == n


# -- pad and dynamic_pad ---------------------------------------------------------------------

PADS = ("pad", "dynamic_pad")
PAD_OPERANDS = {"edge_padding_low": 2, "edge_padding_high": 3, "interior_padding": 4}


def _pad_values(o, name: str):
    """A padding's values: pad's attribute; dynamic_pad's operand when a constant defines it,
    else None (known at run time only)."""
    if o.schema.name == "stablehlo.pad":
        return values_of(getattr(o, name))
    return _constant_values(o, PAD_OPERANDS[name])


def _pad_size(o, name: str):
    if o.schema.name == "stablehlo.pad":
        return size(getattr(o, name))
    return _length(getattr(o, name))


def _declare_pad(op: str) -> None:
    by_value = ("dynamic_pad's paddings are operands: their values are known only when a "
                "stablehlo.constant defines them; otherwise this constraint is checked at run "
                "time only (as upstream does)") if op == "dynamic_pad" else ""

    @constraint(op, 1, "element_type(operand) = element_type(padding_value) = "
                       "element_type(result)")
    def _(o):
        return element_type(o.operand) == element_type(o.padding_value) == \
            element_type(o.result)

    @constraint(op, 2, "size(edge_padding_low) = size(edge_padding_high) = "
                       "size(interior_padding) = rank(operand)")
    def _(o):
        return all(n is None or n == rank(o.operand)
                   for n in (_pad_size(o, name) for name in PAD_OPERANDS))

    @constraint(op, 3, "0 <= interior_padding", note=by_value)
    def _(o):
        interior = _pad_values(o, "interior_padding")
        return interior is None or all(0 <= v for v in interior)

    @constraint(op, 4, "shape(result) = shape(operand) + edge_padding_low + "
                       "max(shape(operand) - 1, 0) * interior_padding + edge_padding_high",
                note=by_value)
    def _(o):
        paddings = [_pad_values(o, name) for name in PAD_OPERANDS]
        if any(p is None or len(p) != rank(o.operand) for p in paddings):
            return True
        low, high, interior = paddings
        want = pad_shape(shape(o.operand), low, high, interior)
        if compatible(shape(o.result), want):
            return True
        return f"expected a result of shape {_show_dims(want)}; found {o.result}"


for _op in PADS:
    _declare_pad(_op)


# -- reshape and dynamic_reshape -------------------------------------------------------------

RESHAPES = ("reshape", "dynamic_reshape")


def _declare_reshape(op: str) -> None:
    @constraint(op, 1, "element_type(result) is given by: element_type(operand), if "
                       "!is_per_axis_quantized(operand); element_type(operand), except that "
                       "quantization_dimension(operand) and quantization_dimension(result) may "
                       "differ, otherwise")
    def _(o):
        return _element_type_given_by(o, ("quantization_dimension",))

    @constraint(op, 2, "size(operand) = size(result)")
    def _(o):
        a, b = size(o.operand), size(o.result)
        return a is None or b is None or a == b

    @constraint(op, 3, "if is_per_axis_quantized(operand): "
                       "reduce(dims(operand, [0, 1, ..., quantization_dimension(operand) - 1]), "
                       "init_values=1, dimensions=[0], body=lambda x, y: x * y) = "
                       "reduce(dims(result, [0, 1, ..., quantization_dimension(result) - 1]), "
                       "init_values=1, dimensions=[0], body=lambda x, y: x * y); "
                       "dim(operand, quantization_dimension(operand)) = "
                       "dim(result, quantization_dimension(result)); "
                       "reduce(dims(operand, [quantization_dimension(operand) + 1, ..., "
                       "rank(operand) - 1]), init_values=1, dimensions=[0], "
                       "body=lambda x, y: x * y) = reduce(dims(result, "
                       "[quantization_dimension(result) + 1, ..., rank(result) - 1]), "
                       "init_values=1, dimensions=[0], body=lambda x, y: x * y)",
                note="the result is per-axis quantized when the operand is (C1); when it is "
                     "not, C1 reports the program and this constraint holds")
    def _(o):
        if not (is_per_axis_quantized(o.operand) and is_per_axis_quantized(o.result)):
            return True
        qa, qb = quantization_dimension(o.operand), quantization_dimension(o.result)
        if not (0 <= qa < rank(o.operand) and 0 <= qb < rank(o.result)):
            return True  # the quantized tensor type's constraints report it
        parts = [(_product(dims(o.operand, list(range(qa)))),
                  _product(dims(o.result, list(range(qb))))),
                 (dim(o.operand, qa), dim(o.result, qb)),
                 (_product(dims(o.operand, list(range(qa + 1, rank(o.operand))))),
                  _product(dims(o.result, list(range(qb + 1, rank(o.result))))))]
        if all(compatible_dim(a, b) for a, b in parts):
            return True
        return (f"expected the dimensions before, at and after the quantization dimension to "
                f"hold as many elements in operand and result; found {o.operand} "
                f"(dimension {qa}) and {o.result} (dimension {qb})")


for _op in RESHAPES:
    _declare_reshape(_op)


@constraint("dynamic_reshape", 4, "size(output_shape) = rank(result)")
def _(o):
    n = _length(o.output_shape)
    return n is None or n == rank(o.result)


# -- reverse ---------------------------------------------------------------------------------

@constraint("reverse", 1, "type(operand) = type(result)")
def _(o):
    return same_type(o.operand, o.result)


@constraint("reverse", 2, "is_unique(dimensions)")
def _(o):
    return is_unique(o.dimensions)


@constraint("reverse", 3, "0 <= dimensions < rank(result)")
def _(o):
    return _in_range(o.dimensions, rank(o.result))


# -- transpose -------------------------------------------------------------------------------

@constraint("transpose", 1, "element_type(result) is given by: element_type(operand), if "
                            "!is_per_axis_quantized(operand); element_type(operand), except "
                            "that quantization_dimension(operand) and "
                            "quantization_dimension(result) may differ, otherwise")
def _(o):
    return _element_type_given_by(o, ("quantization_dimension",))


@constraint("transpose", 2, "permutation is a permutation of range(rank(operand))")
def _(o):
    return is_permutation(o.permutation, rank(o.operand))


@constraint("transpose", 3, "shape(result) = dim(operand, permutation...)")
def _(o):
    if not is_permutation(o.permutation, rank(o.operand)):
        return True
    want = transpose_shape(shape(o.operand), o.permutation)
    if compatible(shape(o.result), want):
        return True
    return f"expected a result of shape {_show_dims(want)}; found {o.result}"


@constraint("transpose", 4, "if is_per_axis_quantized(result), then "
                            "quantization_dimension(operand) = "
                            "permutation(quantization_dimension(result))",
            note="permutation(d) is permutation[d]; the operand is per-axis quantized when "
                 "the result is (C1): when it is not, C1 reports the program")
def _(o):
    if not (is_per_axis_quantized(o.result) and is_per_axis_quantized(o.operand)
            and is_permutation(o.permutation, rank(o.operand))):
        return True
    q = quantization_dimension(o.result)
    if not 0 <= q < size(o.permutation):
        return True  # the quantized tensor type's constraints report it
    return quantization_dimension(o.operand) == o.permutation[q]


# -- get_dimension_size, get_tuple_element, tuple --------------------------------------------

@constraint("get_dimension_size", 1, "0 <= dimension < rank(operand)")
def _(o):
    return 0 <= o.dimension < rank(o.operand)


@constraint("get_tuple_element", 1, "0 <= index < size(operand)",
            note="size(operand) of a tuple is its number of elements")
def _(o):
    n = len(tuple_types(o.operand))
    return 0 <= o.index < n or f"expected 0 <= index < {n}; found index = {o.index}"


@constraint("get_tuple_element", 2, "type(result) = tuple_element_types(operand)[index]")
def _(o):
    types = tuple_types(o.operand)
    if not 0 <= o.index < len(types):
        return True
    want = types[o.index]  # up to dynamic dimensions, as upstream (tensor<2xf32> as tensor<?xf32>)
    return same_type(o.result, want) or f"expected a result of type {want}; found {o.result}"


@constraint("tuple", 1, "type(result) = tuple<E0, ..., EN-1> with Ei = type(val[i])")
def _(o):
    want = tuple(o.val)
    return tuple_types(o.result) == want or \
        f"expected a result of type tuple<{', '.join(map(str, want))}>; found {o.result}"
