"""Pretty forms of the arith ops the suite reads (spec/ops/arith.py), as MLIR prints them:

    arith.constant dense<1> : tensor<i32>
    arith.addi %a, %b overflow<nsw> : tensor<i32>      (subi, muli; andi, ori, xori bare)
    arith.addf %a, %b fastmath<fast> : tensor<f32>     (subf, mulf, divf)
    arith.cmpi slt, %a, %b : tensor<i32>
    arith.select %c, %a, %b : tensor<i1>, tensor<i32>
    arith.index_cast %a : tensor<i32> to tensor<index>
"""
from __future__ import annotations

import re

from .. import attributes as A
from ..ir import Op
from ..ops.arith import CMPI_PREDICATES
from ..types import TensorType
from .pretty_readers import (I1, I64, constant_op, parse_attr_dict_into,
                             parse_operand_names, pretty)

FLAGS = re.compile(r"(overflow|fastmath)<[a-z, ]*>")
FLAG_ATTRIBUTES = {"overflow": "overflowFlags", "fastmath": "fastmath"}


@pretty("arith.constant")
def _constant(p, name, num_results):
    return constant_op(p, name, _tensor_value)


def _tensor_value(p, off: int):
    value = p.parse_attribute()
    if not isinstance(value, A.DenseElementsAttr):
        raise p.error("unsupported arith.constant: the suite reads arith ops on tensors only "
                      "(a dense<...> : tensor<...> value), not on scalars", off)
    return value


@pretty("arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori",
        "arith.addf", "arith.subf", "arith.mulf", "arith.divf")
def _binary(p, name, num_results):
    names = parse_operand_names(p)
    attrs: dict = {}
    flags = p.match(FLAGS)
    if flags:
        kind = flags.split("<", 1)[0]
        attrs[FLAG_ATTRIBUTES[kind]] = A.OpaqueAttr(f"#arith.{flags}")
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(names, [t] * len(names)), [t], attrs)


@pretty("arith.cmpi")
def _cmpi(p, name, num_results):
    p.skip_ws()
    off = p.pos
    word = p.parse_keyword("a cmpi predicate")
    if word not in CMPI_PREDICATES:
        raise p.error(f"'{word}' is not a cmpi predicate (one of {', '.join(CMPI_PREDICATES)})",
                      off)
    p.expect(",")
    names = parse_operand_names(p)
    attrs = parse_attr_dict_into(p, {"predicate": A.IntegerAttr(CMPI_PREDICATES.index(word),
                                                                 I64)})
    p.expect(":")
    t = p.parse_type()
    result = TensorType(t.shape, I1) if isinstance(t, TensorType) else I1
    return Op(name, p.resolve_all(names, [t] * len(names)), [result], attrs)


@pretty("arith.select")
def _select(p, name, num_results):
    names = parse_operand_names(p)
    attrs = parse_attr_dict_into(p, {})
    p.expect(":")
    t = p.parse_type()
    condition = I1
    if p.accept(","):
        condition, t = t, p.parse_type()
    return Op(name, p.resolve_all(names, [condition, t, t]), [t], attrs)


@pretty("arith.index_cast")
def _index_cast(p, name, num_results):
    names = [p.parse_value_name()]
    attrs = parse_attr_dict_into(p, {})
    p.expect(":")
    source = p.parse_type()
    p.expect_keyword("to")
    return Op(name, p.resolve_all(names, [source]), [p.parse_type()], attrs)
