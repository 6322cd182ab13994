"""Pretty forms of the structured CHLO ops, as jaxlib 0.10.2 prints them:

    %values, %indices = chlo.top_k(%a, k = 2) [{is_stable = false}] : T -> (T, U)
    %r:2 = chlo.scan(%x, ...) inits (%c, ...) dimension=0  [attributes {...}] {region} : F

chlo.ragged_dot has none (jaxlib prints it in the generic form). Scan's pretty form does not
write the operand and result segment sizes: the inits are its own list, and the last
size(inits) results are the carries; both sizes are kept as the attributes the generic form
writes, so the two forms read to the same Module.
"""
from __future__ import annotations

from .. import attributes as A
from ..ir import Op
from ..types import element_type
from .pretty_readers import (I64, parse_attr_dict_into, parse_function_type, parse_i64,
                             parse_operand_names, parse_type_list, pretty)

I32 = element_type("i32")


def segment_sizes(*sizes: int) -> A.DenseArrayAttr:
    """An `operandSegmentSizes` / `resultSegmentSizes` value."""
    return A.DenseArrayAttr(I32, tuple(sizes))


@pretty("chlo.top_k")
def _top_k(p, name, num_results):
    """`(%a, k = K) attr-dict : T -> (T, U)`."""
    p.expect("(")
    names = [p.parse_value_name()]
    p.expect(",")
    p.expect_keyword("k")
    p.expect("=")
    attrs = {"k": A.IntegerAttr(parse_i64(p), I64)}
    p.expect(")")
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    operand = p.parse_type()
    p.expect("->")
    p.expect("(")
    types = parse_type_list(p)
    p.expect(")")
    return Op(name, p.resolve_all(names, [operand]), types, attrs)


@pretty("chlo.scan")
def _scan(p, name, num_results):
    """`(%x, ...) inits (%c, ...) dimension=D [attributes {...}] {body} : (...) -> (...)`; the
    body's block header names its arguments."""
    p.expect("(")
    inputs = parse_operand_names(p)
    p.expect(")")
    p.expect_keyword("inits")
    p.expect("(")
    inits = parse_operand_names(p)
    p.expect(")")
    p.expect_keyword("dimension")
    p.expect("=")
    attrs = {"dimension": A.IntegerAttr(parse_i64(p), I64)}
    if p.accept_keyword("attributes"):
        parse_attr_dict_into(p, attrs)
    p.skip_ws()
    if not p.peek("{"):
        p.fail_expected("the scan body '{'")
    body = p.parse_region(None)
    p.expect(":")
    t = parse_function_type(p)
    carries = len(inits)
    attrs["operandSegmentSizes"] = segment_sizes(len(inputs), carries)
    attrs["resultSegmentSizes"] = segment_sizes(len(t.results) - carries, carries)
    return Op(name, p.resolve_all(inputs + inits, list(t.inputs)), list(t.results), attrs,
              [body])
