"""Generators of the chlo ops (spec.ops.chlo): element types from each op's schema families;
the broadcast_* ops draw operand shapes that broadcast (same shape, a lower-ranked operand
mapped numpy-style or by broadcast_dimensions, size-1 dimensions) and the result shape
`spec.shapes.broadcast_shape` gives them."""
from __future__ import annotations

import numpy as np

from spec import attributes as A
from spec.build import dense, floating, i64_array, integer, tensor_type
from spec.ops import OPS
from spec.shapes import broadcast_shape
from spec.types import ELEMENT_TYPES

from .strategies_elementwise import COMPARE_TYPES, DIRECTIONS, UNDEFINED_FAMILIES


def _families(name: str):
    """The operand families of `name`, less those for which the op it applies is undefined
    (broadcast_remainder of complex numbers, as remainder's)."""
    undefined = UNDEFINED_FAMILIES.get(name.removeprefix("chlo.broadcast_"), ())
    return tuple(f for f in OPS[name].operands[0].elements if f not in undefined)


def _unary(name: str):
    def generate(p):
        et, shape = p.typed(_families(name)), p.shape()
        result = "i1" if OPS[name].results[0].elements == ("bool",) else et
        p.op(name, [p.arg(et, shape)], [tensor_type(shape, result)])
    return generate


def _binary(name: str):
    def generate(p):
        et, shape = p.typed(_families(name)), p.shape()
        p.op(name, [_first(p, name, et, shape), p.arg(et, shape)], [tensor_type(shape, et)])
    return generate


def _first(p, name: str, et: str, shape):
    """polygamma's order n: mostly small non-negative integers (others give NaN)."""
    if name.endswith("polygamma") and p.integers(0, 4):
        return p.arg(et, shape, p.rng.integers(0, 4, size=shape))
    return p.arg(et, shape)


def _operand_shapes(p):
    """(lhs shape, rhs shape, broadcast_dimensions or None) that broadcast to one shape."""
    result = p.shape(min_rank=0)
    low_rank = p.integers(0, len(result))
    if p.boolean():  # numpy's rule: the trailing dimensions
        dims, attribute = tuple(range(len(result) - low_rank, len(result))), None
    else:
        dims = tuple(p.draw_subset(range(len(result))))[:low_rank]
        low_rank = len(dims)
        attribute = dims if low_rank < len(result) else None
    low = tuple(1 if p.integers(0, 3) == 0 else result[d] for d in dims)
    full = tuple(1 if p.integers(0, 3) == 0 else n for n in result)
    shapes = (full, low) if p.boolean() else (low, full)
    return shapes[0], shapes[1], attribute


def _broadcast(name: str, result_families=None, attributes=None):
    def generate(p):
        families = _families(name)
        et = p.element_type(("f32", "f64")) if name == "chlo.broadcast_complex" \
            else p.typed(families)
        lhs, rhs, dims = _operand_shapes(p)
        shape = broadcast_shape(lhs, rhs, dims)
        attrs = {} if dims is None else {"broadcast_dimensions": i64_array(dims)}
        if attributes is not None:
            attrs.update(attributes(p, et))
        result = result_families(et) if result_families else et
        p.op(name, [_first(p, name, et, lhs), p.arg(et, rhs)], [tensor_type(shape, result)],
             attrs)
    return generate


def _compare_attributes(p, et: str) -> dict:
    kind = ELEMENT_TYPES[et].kind
    direction = p.choice(("EQ", "NE") if kind == "complex" else DIRECTIONS)
    attrs = {"comparison_direction": A.EnumAttr("comparison_direction", direction, "chlo")}
    if p.boolean():
        attrs["compare_type"] = A.EnumAttr("comparison_type", p.choice(COMPARE_TYPES[kind]),
                                           "chlo")
    return attrs


def _broadcast_select(p):
    et = p.typed()
    shape = p.shape()
    pick = lambda: tuple(1 if p.integers(0, 3) == 0 else n  # noqa: E731
                         for n in shape[p.integers(0, len(shape)):])
    pred, on_true, on_false = pick(), pick(), pick()
    result = np.broadcast_shapes(pred, on_true, on_false)
    p.op("chlo.broadcast_select", [p.arg("i1", pred), p.arg(et, on_true), p.arg(et, on_false)],
         [tensor_type(result, et)])


def _constant(p):
    et, shape = p.typed(), p.shape()
    p.op("chlo.constant", [], [tensor_type(shape, et)],
         {"value": dense(p.rng.integers(-3, 4, size=shape), et) if ELEMENT_TYPES[et].kind != "bool"
          else dense(p.rng.integers(0, 2, size=shape).astype(bool), et)})


def _constant_like(p):
    et, shape = p.typed(("bool", "integer", "float")), p.shape()
    kind = ELEMENT_TYPES[et].kind
    value = (A.BoolAttr(p.boolean()) if kind == "bool" else
             floating(p.choice((0.0, 1.0, -0.5, 2.0)), et) if kind == "float" else
             integer(p.integers(0, 3), et))
    p.op("chlo.constant_like", [p.arg(et, shape)], [tensor_type(shape, et)], {"value": value})


CHLO = {
    **{s.name: _unary(s.name) for s in OPS.values()
       if s.family == "chlo" and len(s.operands) == 1 and not s.attributes},
    **{s.name: _binary(s.name) for s in OPS.values()
       if s.family == "chlo" and len(s.operands) == 2 and not s.attributes},
    **{s.name: _broadcast(s.name) for s in OPS.values()
       if s.family == "chlo" and s.name.startswith("chlo.broadcast_")
       and s.name not in ("chlo.broadcast_complex", "chlo.broadcast_compare",
                          "chlo.broadcast_select")},
    "chlo.broadcast_complex": _broadcast("chlo.broadcast_complex",
                                         result_families=lambda et: f"complex<{et}>"),
    "chlo.broadcast_compare": _broadcast("chlo.broadcast_compare",
                                         result_families=lambda et: "i1",
                                         attributes=_compare_attributes),
    "chlo.broadcast_select": _broadcast_select,
    "chlo.constant": _constant,
    "chlo.constant_like": _constant_like,
}
"""Op name -> generator, for every chlo op."""
