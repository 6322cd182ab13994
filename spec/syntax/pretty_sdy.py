"""Pretty forms of the Shardy (sdy) ops, as jaxlib 0.10.2's printer writes them.

    sdy.mesh @mesh = <["x"=2]> {...}                       (at the top of a module)
    sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : T     (also sdy.reshard)
    sdy.data_flow_edge %a sharding=<@mesh, [{}]> : T
    sdy.func_data_flow_edge %a : T
    sdy.propagation_barrier %a allowed_direction=BACKWARD : T
    sdy.sharding_group %a group_id=3 : T
    sdy.constant dense<...> : T
    sdy.named_computation<"name">(%a) in_shardings=[...] out_shardings=[...] (%x: T) {...} : F
    sdy.manual_computation(%a) in_shardings=[...] out_shardings=[...] manual_axes={"x"}
        (%x: T) {...} : F
    sdy.all_gather [{"x"}, {}] %a out_sharding=<@mesh, [{}, {}]> : T    (and the collectives)
    sdy.return %a : T

Sharding bodies are read as MLIR reads dialect attribute bodies and kept as the attribute
text upstream's generic form writes (`#sdy.sharding<...>`, `#sdy<manual_axes{...}>`).
"""
from __future__ import annotations

from .. import attributes as A
from ..ir import Op
from . import literals
from .pretty_readers import (I32, I64, constant_op, parse_attr_dict_into,
                             parse_function_type, parse_i64, parse_operand_names,
                             parse_type_list, pretty)

PROPAGATION_DIRECTIONS = ("NONE", "FORWARD", "BACKWARD", "BOTH")
"""sdy's propagation_direction enum; the generic form holds the case's index as an i32."""

AXES_WRAPPERS = {"[": "list_of_axis_ref_lists", "{": "axis_ref_list"}
"""The generic attribute that an axes list in a collective's pretty form stands for."""


def _opaque(prefix: str, p, open_: str = "<", suffix: str = "") -> A.OpaqueAttr:
    """A dialect body at `open_`, kept as the attribute `prefix + body + suffix`."""
    return A.OpaqueAttr(literals.canonical_text(prefix + p.dialect_body(open_) + suffix))


def _sharding(p) -> A.OpaqueAttr:
    return _opaque("#sdy.sharding", p)


def _per_value(p) -> A.OpaqueAttr:
    """`[<@mesh, ...>, ...]`: a #sdy.sharding_per_value."""
    return _opaque("#sdy.sharding_per_value<", p, "[", ">")


def _keyword_value(p, keyword: str, read):
    p.expect_keyword(keyword)
    p.expect("=")
    return read(p)


@pretty("sdy.mesh")
def _mesh(p, name, num_results):
    attrs = {"sym_name": A.StringAttr(p.parse_symbol_name().encode("utf-8"))}
    p.expect("=")
    attrs["mesh"] = _opaque("#sdy.mesh", p)
    parse_attr_dict_into(p, attrs)
    return Op(name, [], [], attrs)


@pretty("sdy.sharding_constraint", "sdy.reshard")
def _constraint(p, name, num_results):
    operand = parse_operand_names(p)
    attrs = {"sharding": _sharding(p)}
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(operand, [t]), [t], attrs)


@pretty("sdy.data_flow_edge")
def _data_flow_edge(p, name, num_results):
    operand = parse_operand_names(p)
    attrs = {}
    if p.peek_keyword() == "sharding":
        attrs["sharding"] = _keyword_value(p, "sharding", _sharding)
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(operand, [t]), [t], attrs)


@pretty("sdy.func_data_flow_edge")
def _func_data_flow_edge(p, name, num_results):
    """`%a attr-dict : T`."""
    operand = parse_operand_names(p)
    attrs = parse_attr_dict_into(p, {})
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(operand, [t]), [t], attrs)


@pretty("sdy.propagation_barrier")
def _propagation_barrier(p, name, num_results):
    operand = parse_operand_names(p)
    p.expect_keyword("allowed_direction")
    p.expect("=")
    off = p.pos
    word = p.parse_keyword("a propagation direction")
    if word not in PROPAGATION_DIRECTIONS:
        raise p.error(f"'{word}' is not a propagation direction (one of "
                      f"{', '.join(PROPAGATION_DIRECTIONS)})", off)
    attrs = {"allowed_direction": A.IntegerAttr(PROPAGATION_DIRECTIONS.index(word), I32)}
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(operand, [t]), [t], attrs)


@pretty("sdy.sharding_group")
def _sharding_group(p, name, num_results):
    operand = parse_operand_names(p)
    attrs = {"group_id": A.IntegerAttr(_keyword_value(p, "group_id", parse_i64), I64)}
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = p.parse_type()
    return Op(name, p.resolve_all(operand, [t]), [], attrs)


@pretty("sdy.constant")
def _constant(p, name, num_results):
    return constant_op(p, name, lambda p, off: p.parse_dense())


def _body(p, names, attrs, name):
    """`(%x: T, ...) {region} : F`: the body's arguments, the region and the op's type."""
    args = []

    def arg():
        arg_name = p.parse_value_name()
        p.expect(":")
        args.append((arg_name, p.parse_type()))
        p.skip_location()
    p.parse_comma_list(arg, ")", "(")
    region = p.parse_region(args)
    p.expect(":")
    t = parse_function_type(p)
    return Op(name, p.resolve_all(names, list(t.inputs)), list(t.results), attrs, [region])


@pretty("sdy.named_computation")
def _named_computation(p, name, num_results):
    p.expect("<")
    attrs = {"name": A.StringAttr(p.parse_string())}
    p.expect(">")
    names = p.parse_comma_list(p.parse_value_name, ")", "(")
    for key in ("in_shardings", "out_shardings"):
        if p.peek_keyword() == key:
            attrs[key] = _keyword_value(p, key, _per_value)
    parse_attr_dict_into(p, attrs)
    return _body(p, names, attrs, name)


@pretty("sdy.manual_computation")
def _manual_computation(p, name, num_results):
    names = p.parse_comma_list(p.parse_value_name, ")", "(")
    attrs = {"in_shardings": _keyword_value(p, "in_shardings", _per_value),
             "out_shardings": _keyword_value(p, "out_shardings", _per_value),
             "manual_axes": _keyword_value(p, "manual_axes",
                                           lambda q: _opaque("#sdy<manual_axes", q, "{", ">"))}
    parse_attr_dict_into(p, attrs)
    return _body(p, names, attrs, name)


def _collective(axes_attr: str | None):
    """`AXES %a out_sharding=<...> attr-dict : T`, AXES a list of axis lists `[{"x"}, {}]`, an
    axis list `{"x"}` or all_to_all's parameters `[{"x"}: 0->1]`."""
    def read(p, name, num_results):
        attrs = {}
        if axes_attr is not None:
            p.skip_ws()
            opener = p.text[p.pos:p.pos + 1]
            if opener not in AXES_WRAPPERS:
                p.fail_expected("a list of mesh axes ('[' or '{')")
            kind = "all_to_all_param_list" if axes_attr == "params" else AXES_WRAPPERS[opener]
            attrs[axes_attr] = _opaque(f"#sdy<{kind}", p, opener, ">")
        operand = parse_operand_names(p)
        attrs["out_sharding"] = _keyword_value(p, "out_sharding", _sharding)
        parse_attr_dict_into(p, attrs)
        p.expect(":")
        t = p.parse_type()
        return Op(name, p.resolve_all(operand, [t]), [t], attrs)
    return read


for _name, _axes in (("all_gather", "gathering_axes"), ("all_slice", "slicing_axes"),
                     ("all_to_all", "params"), ("collective_permute", None),
                     ("all_reduce", "reduction_axes"),
                     ("reduce_scatter", "reduce_scatter_axes"),
                     ("replicated_to_unreduced", "axes"), ("sharded_to_unreduced", "axes")):
    pretty(f"sdy.{_name}")(_collective(_axes))


@pretty("sdy.return")
def _return(p, name, num_results):
    attrs = parse_attr_dict_into(p, {})
    names = parse_operand_names(p)
    types = []
    if names:
        p.expect(":")
        types = parse_type_list(p)
    return Op(name, p.resolve_all(names, types), [], attrs)
