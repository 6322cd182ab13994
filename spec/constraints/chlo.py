"""Constraints of the CHLO elementwise, broadcast and constant ops (spec.ops.chlo).

The seed spec has no CHLO: these are the traits and verifiers of upstream's ChloOps.td, written
in the spec's notation (docs/chlo.md), with cases in corpus/constraints/chlo_*.mlir. Ids are
`chlo_<mnemonic>_c<n>` (`spec.constraints.stem`: chlo.tan's are not stablehlo.tan's). The
element type families of operands and results (is_inf's i1 result, mulhi's integers,
broadcast_compare's i1) are the schemas', checked by the structural rules.

- The unary functions and next_after, polygamma, zeta, mulhi
  (HLO_CompatibleOperandsAndResultType): C1 `type(operand) = type(result)`.
- is_inf, is_neg_inf, is_pos_inf (SameOperandsAndResultShape): C1 `shape(result) =
  shape(operand)`.
- The broadcast_* ops: C1 the operands broadcast (by broadcast_dimensions or numpy's rule:
  `spec.shapes.broadcast_shape`), C2 the result has the shape they broadcast to, C3 (and C4)
  the element types of the op they apply: ChloOps.td calls them the ops "without the
  broadcast_ prefix, except that those ops require same-shaped operands and results", so
  broadcast_compare's compare_type is compare C3's and broadcast_complex's types complex C1
  and C3's. broadcast_select broadcasts its three operands numpy-style.
- constant: C1 `type(value) = type(output)`; constant_like: C1 its shape, C2 its value's type.

Where jaxlib's verifier accepts what these forbid (operands that do not broadcast: upstream's
inference then gives an unranked type, compatible with any result), the cases are recorded in
spec/verifier_divergences.toml.
"""
from __future__ import annotations

from .. import attributes as A
from ..ops import OPS
from ..ops.chlo import BROADCASTING, UNARY_MATH
from ..shapes import broadcast_shape
from ..types import ELEMENT_TYPES
from . import constraint
from .elementwise import compare_types
from .notation import compatible, complex_element_type, element_type, same_type, shape

SAME_TYPE = (*UNARY_MATH, "_asin_acos_kernel", "conj", "square", "next_after", "polygamma",
             "zeta", "mulhi")
"""The ops whose operands and result have one type."""

PREDICATES = ("is_inf", "is_neg_inf", "is_pos_inf")
"""The ops with an i1 result of the operand's shape."""

BROADCAST_FORMULA = (
    "lhs and rhs broadcast: for L the lower-ranked operand (either when the ranks are equal), "
    "H the other and M = broadcast_dimensions if it is given and rank(L) < rank(H), else the "
    "last rank(L) dimensions of H: size(M) = rank(L), is_unique(M), 0 <= M < rank(H), and "
    "dim(L, i) = dim(H, M[i]) or one of them is 1, for each 0 <= i < rank(L) (a dynamic size "
    "matches any)")
RESULT_SHAPE_FORMULA = (
    "shape(result) = the shape lhs and rhs broadcast to by broadcast_dimensions (C1): shape(H), "
    "each size 1 replaced by the size of the dimension of L mapped to it")


def _same_type(name: str) -> None:
    names = [p.name for p in OPS[name].operands + OPS[name].results]

    @constraint(name, 1, " = ".join(f"type({n})" for n in names))
    def _(o):
        return all(same_type(getattr(o, names[0]), getattr(o, n)) for n in names[1:])


for _mnemonic in SAME_TYPE:
    _same_type(f"chlo.{_mnemonic}")

for _mnemonic in PREDICATES:
    constraint(f"chlo.{_mnemonic}", 1, "shape(result) = shape(operand)")(
        lambda o: compatible(o.result, o.operand))


# -- broadcast_* ------------------------------------------------------------------------------

def _broadcast(*shapes, broadcast_dimensions=None) -> tuple | str:
    """The shape `shapes` broadcast to (two by broadcast_dimensions, or any number by numpy's
    rule, as upstream's broadcast_select does), or why they do not."""
    try:
        out = broadcast_shape(shapes[0], shapes[1], broadcast_dimensions)
        for s in shapes[2:]:
            out = broadcast_shape(out, s)
        return out
    except ValueError as e:
        return f"{' and '.join(str(list(s)) for s in shapes)} do not broadcast: {e}"


def _broadcasts(shape_or_why) -> bool | str:
    return shape_or_why if isinstance(shape_or_why, str) else True


def _result_shape(o, want) -> bool | str:
    """shape(result) = want, where the operands broadcast to `want` (else C1 reports it)."""
    return isinstance(want, str) or compatible(o.result, want) or \
        f"expected shape(result) = {list(want)}, found {list(shape(o.result))}"


def _broadcasting(name: str, elements: tuple) -> None:
    """Declares C1 and C2 of a binary broadcast_* op, and its element type constraints C3...
    from `elements`, (formula, predicate) pairs."""
    def operands(o):
        return _broadcast(shape(o.lhs), shape(o.rhs),
                          broadcast_dimensions=o.broadcast_dimensions)

    constraint(name, 1, BROADCAST_FORMULA)(lambda o: _broadcasts(operands(o)))
    constraint(name, 2, RESULT_SHAPE_FORMULA)(lambda o: _result_shape(o, operands(o)))
    for number, (formula, predicate) in enumerate(elements, 3):
        constraint(name, number, formula)(predicate)


def _equal_elements(*names: str) -> tuple:
    """(formula, predicate) of `element_type(a) = element_type(b) = ...`."""
    return (" = ".join(f"element_type({n})" for n in names),
            lambda o: len({element_type(getattr(o, n)) for n in names}) == 1)


for _mnemonic in BROADCASTING:
    _broadcasting(f"chlo.broadcast_{_mnemonic}", (_equal_elements("lhs", "rhs", "result"),))

_broadcasting("chlo.broadcast_complex", (
    _equal_elements("lhs", "rhs"),
    ("element_type(result) = complex<E>, where E = element_type(lhs)",
     lambda o: complex_element_type(o.result) == element_type(o.lhs))))


def _compare_type(o) -> bool | str:
    allowed = compare_types(element_type(o.lhs))
    return o.compare_type in (None, "NOTYPE", *allowed) or \
        f"compare_type {o.compare_type} for {element_type(o.lhs)} elements; expected " \
        f"{' or '.join(allowed)}"


_broadcasting("chlo.broadcast_compare", (
    _equal_elements("lhs", "rhs"),
    ("compare_type is absent, NOTYPE, or as compare C3 says: SIGNED if "
     "is_signed_integer(element_type(lhs)); UNSIGNED if is_unsigned_integer(element_type(lhs)) "
     "or is_boolean(element_type(lhs)); FLOAT or TOTALORDER if is_float(element_type(lhs)); "
     "FLOAT if is_complex(element_type(lhs))", _compare_type)))


def _select_operands(o):
    return _broadcast(shape(o.on_true), shape(o.on_false), shape(o.pred))


@constraint("chlo.broadcast_select", 1, "pred, on_true and on_false broadcast by numpy's rule: "
                                        "the trailing dimensions aligned, each size equal to "
                                        "the others' or 1 (a dynamic size matches any)")
def _(o):
    return _broadcasts(_select_operands(o))


@constraint("chlo.broadcast_select", 2, "shape(result) = the shape pred, on_true and on_false "
                                        "broadcast to")
def _(o):
    return _result_shape(o, _select_operands(o))


_formula, _holds = _equal_elements("on_true", "on_false", "result")
constraint("chlo.broadcast_select", 3, _formula)(_holds)


# -- constant, constant_like ------------------------------------------------------------------

def _value_type(o):
    """The type of the op's `value` attribute (a typed attribute: `1.0 : f32`, `true` is i1,
    a dense tensor its tensor type), or None."""
    value = o.self.attributes.get("value")
    return ELEMENT_TYPES["i1"] if isinstance(value, A.BoolAttr) else getattr(value, "type", None)


@constraint("chlo.constant", 1, "type(value) = type(output)",
            note="The output is statically shaped (HLO_StaticShapeTensor), as the value is: "
                 "a dynamic size is not the value's type.")
def _(o):
    return _value_type(o) == o.output or \
        f"expected a value of type {o.output}; found {_value_type(o)}"


@constraint("chlo.constant_like", 1, "shape(result) = shape(operand)")
def _(o):
    return compatible(o.result, o.operand)


@constraint("chlo.constant_like", 2, "type(value) = element_type(result)",
            note="value is a typed scalar attribute (`1.0 : f32`, `0 : i32`, `true`), of "
                 "any element type: the operand gives only the shape.")
def _(o):
    return _value_type(o) == element_type(o.result) or \
        f"expected a value of type {element_type(o.result)}; found {_value_type(o)}"
