"""Constraints of the arith ops the suite reads (spec/ops/arith.py).

The seed spec has no arith op: each constraint is what MLIR's arith dialect checks (the type
constraints and traits of its op definitions, as jaxlib 0.10.2's verifier runs them; observed
case by case in corpus/constraints/arith_<op>.mlir), written in the spec's notation. Ids are
`arith_<mnemonic>_c<n>` (spec.constraints.stem). The types are tensor types (the structural
rules reject scalars, which the suite does not read); "signless integer" is i1 .. i64, which the
suite spells like its signed types, and unsigned types (ui32) are not signless.
"""
from __future__ import annotations

from ..ops.arith import CMPI_PREDICATES
from . import constraint
from .notation import compatible, element_type, same_type

ARITH = "MLIR's arith dialect (ArithOps.td, jaxlib 0.10.2's verifier); not in the seed spec."

SIGNLESS = ("bool", "signed", "index")


def _kind(x) -> str:
    return getattr(element_type(x), "kind", "")


def _same_types(*types) -> bool:
    return all(same_type(types[0], t) for t in types[1:])


def _binary(mnemonic: str, element_rule: str, element_ok) -> None:
    """C1 and C2 of a binary arith op: one type for both operands and the result, and the
    result's element type of the op's kind."""
    @constraint(mnemonic, 1, "type(lhs) = type(rhs) = type(result)", note=ARITH)
    def _(o):
        return _same_types(o.lhs, o.rhs, o.result)

    @constraint(mnemonic, 2, f"{element_rule}(element_type(result))", note=ARITH)
    def _(o):
        return element_ok(_kind(o.result))


for _name in ("addi", "subi", "muli", "andi", "ori", "xori"):
    _binary(f"arith.{_name}", "is_signless_integer_or_index", lambda kind: kind in SIGNLESS)
for _name in ("addf", "subf", "mulf", "divf"):
    _binary(f"arith.{_name}", "is_float", lambda kind: kind == "float")


@constraint("arith.constant", 1, "type(value) = type(result)", note=ARITH)
def _(o):
    found = getattr(o.self.attributes.get("value"), "type", None)
    return found == o.result or f"expected a value of type {o.result}; found {found}"


@constraint("arith.cmpi", 1, "type(lhs) = type(rhs)", note=ARITH)
def _(o):
    return _same_types(o.lhs, o.rhs)


@constraint("arith.cmpi", 2, "is_signless_integer_or_index(element_type(lhs))", note=ARITH)
def _(o):
    return _kind(o.lhs) in SIGNLESS


@constraint("arith.cmpi", 3, "element_type(result) = i1 and shape(result) = shape(lhs)",
            note=ARITH)
def _(o):
    return _kind(o.result) == "bool" and compatible(o.result, o.lhs)


@constraint("arith.cmpi", 4, "0 <= predicate < 10 (eq, ne, slt, sle, sgt, sge, ult, ule, "
                             "ugt, uge)", note=ARITH)
def _(o):
    return 0 <= o.predicate < len(CMPI_PREDICATES)


@constraint("arith.select", 1, "type(true_value) = type(false_value) = type(result)",
            note=ARITH)
def _(o):
    return _same_types(o.true_value, o.false_value, o.result)


@constraint("arith.select", 2, "element_type(condition) = i1 and shape(condition) = "
                               "shape(result)", note=ARITH + " A scalar i1 condition (one for "
                               "the whole tensor) is not a tensor, which the suite does not "
                               "read; a tensor<i1> condition of a tensor<2xi32> is invalid.")
def _(o):
    return _kind(o.condition) == "bool" and compatible(o.condition, o.result)


@constraint("arith.index_cast", 1, "shape(in) = shape(out)", note=ARITH)
def _(o):
    return compatible(getattr(o, "in"), o.out)


@constraint("arith.index_cast", 2, "one of element_type(in) and element_type(out) is index, "
                                   "the other a signless integer", note=ARITH)
def _(o):
    kinds = {_kind(getattr(o, "in")), _kind(o.out)}
    return "index" in kinds and kinds <= set(SIGNLESS)
