"""Pretty (custom) forms of ops, as upstream's printer writes them.

`PRETTY` maps an op's full name to a function `(parser, name, num_results) -> Op` that reads
the op's text after its name. The generic form needs no entry here. Op names come from the
schemas in spec/ops: registering a name that has no schema is an error at import time.
"""
from __future__ import annotations

from typing import Callable

from ..ir import Op
from ..ops import OPS
from ..types import FunctionType

PRETTY: dict[str, Callable] = {}
ALIASES = {"return": "func.return", "call": "func.call"}
"""Short names that the func dialect's default-dialect printing uses inside func.func."""


def pretty(*names: str):
    """Registers a pretty-form reader for the ops `names`."""
    def register(fn):
        for name in names:
            if name not in OPS:
                raise ValueError(f"pretty form for unknown op {name}")
            PRETTY[name] = fn
        return fn
    return register


def parse_operand_names(p) -> list:
    """`%a, %b, ...` (possibly none) up to something that is not a value."""
    names = []
    if not p.peek("%"):
        return names
    while True:
        names.append(p.parse_value_name())
        if not (p.peek(",") and _next_is_value(p)):
            return names
        p.expect(",")


def _next_is_value(p) -> bool:
    save = p.pos
    p.expect(",")
    ok = p.peek("%")
    p.pos = save
    return ok


def parse_type_list(p) -> list:
    """`T` or `T, T, ...` (no parentheses)."""
    types = [p.parse_type()]
    while p.accept(","):
        types.append(p.parse_type())
    return types


@pretty("func.return", "stablehlo.return")
def _return(p, name, num_results):
    names = parse_operand_names(p)
    attrs = p.parse_optional_attr_dict()
    types = []
    if names:
        p.expect(":")
        types = parse_type_list(p)
    return Op(name, p.resolve_all(names, types), [], attrs)


@pretty("func.call")
def _call(p, name, num_results):
    callee = p.parse_symbol_name()
    names = p.parse_comma_list(p.parse_value_name, ")", "(")
    attrs = p.parse_optional_attr_dict()
    p.expect(":")
    ftype = p.parse_type()
    if not isinstance(ftype, FunctionType):
        raise p.error("expected the callee's function type")
    from ..attributes import SymbolRefAttr
    attrs["callee"] = SymbolRefAttr((callee,))
    return Op("func.call", p.resolve_all(names, list(ftype.inputs)), list(ftype.results), attrs)

