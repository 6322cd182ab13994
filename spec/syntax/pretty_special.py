"""Pretty forms of the ops with a syntax of their own (see `pretty` for the common shape).

    stablehlo.compare  LT, %a, %b, FLOAT : (T, T) -> U
    stablehlo.slice %a [0:2, 1:6:2] : (T) -> U
    stablehlo.get_tuple_element %t[0] : (tuple<...>) -> T
    stablehlo.constant dense<...> : T          (and `() <{value = ...}> : () -> T`)
    stablehlo.optimization_barrier %a, %b : T, U
    stablehlo.while(%iterArg = %a) : T attributes {...} cond {...} do {...}
    stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (...) -> ...
    stablehlo.reduce(%x init: %c) across dimensions = [1] : (...) -> ... reducer(%a: T, %b: T) {...}
    stablehlo.convolution(%a, %b) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
        window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1],
        reverse = [false]} {...} : (...) -> ...
    stablehlo.custom_call @target(%a) {...} : (...) -> ...
    stablehlo.composite "name" %a {...} : (...) -> ...
    check.expect_eq_const %a, dense<...> : T
"""
from __future__ import annotations

import numpy as np

from .. import attributes as A
from ..ir import Block, Op, Region
from ..ops import OPS
from ..types import TensorType
from .attribute_parser import parse_conv_layout
from .pretty_readers import (I1, I32, I64, checked_int, merge_attrs, parse_attr_dict_into,
                             parse_bool, parse_enum, parse_function_type, parse_i64,
                             parse_i64_list, parse_operand_names, parse_type_list, pretty,
                             tensor_element, value_float)


def _function_signature(p, names, attrs, name):
    """`attr-dict : (T, ...) -> ...` and the Op built from them."""
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    t = parse_function_type(p)
    return Op(name, p.resolve_all(names, list(t.inputs)), list(t.results), attrs)


@pretty("stablehlo.compare")
def _compare(p, name, num_results):
    attrs = {"comparison_direction": parse_enum(p, "comparison_direction")}
    p.expect(",")
    names = parse_operand_names(p)
    if p.accept(","):
        attrs["compare_type"] = parse_enum(p, "comparison_type")
    return _function_signature(p, names, attrs, name)


@pretty("stablehlo.slice")
def _slice(p, name, num_results):
    """`%a [start:limit(:stride)?, ...]`; a missing stride is 1."""
    names = [p.parse_value_name()]
    starts, limits, strides = [], [], []

    def dim():
        starts.append(parse_i64(p))
        p.expect(":")
        limits.append(parse_i64(p))
        strides.append(parse_i64(p) if p.accept(":") else 1)
    p.parse_comma_list(dim, "]", "[")
    attrs = {"start_indices": A.DenseArrayAttr(I64, tuple(starts)),
             "limit_indices": A.DenseArrayAttr(I64, tuple(limits)),
             "strides": A.DenseArrayAttr(I64, tuple(strides))}
    return _function_signature(p, names, attrs, name)


@pretty("stablehlo.get_tuple_element")
def _get_tuple_element(p, name, num_results):
    names = [p.parse_value_name()]
    p.expect("[")
    attrs = {"index": A.IntegerAttr(parse_i64(p, I32), I32)}
    p.expect("]")
    return _function_signature(p, names, attrs, name)


@pretty("stablehlo.constant", "chlo.constant")
def _constant(p, name, num_results):
    """`attr-dict dense<...> : T`, or upstream's generic-like `() <{value = ...}> : () -> T`
    (printed when the value's type is not the result's, e.g. for quantized results)."""
    if p.accept("("):
        p.expect(")")
        attrs: dict = {}
        if p.peek("<"):
            p.expect("<")
            attrs = p.parse_attr_dict()
            p.expect(">")
        parse_attr_dict_into(p, attrs)
        p.expect(":")
        t = parse_function_type(p)
        if t.inputs:
            raise p.error("a constant has no operands")
        return Op(name, [], list(t.results), attrs)
    attrs = parse_attr_dict_into(p, {})
    p.skip_ws()
    off = p.pos
    value = p.parse_attribute()
    if not isinstance(value, A.DenseElementsAttr):
        raise p.error("expected a dense<...> : tensor<...> value", off)
    merge_attrs(p, attrs, {"value": value}, off)
    return Op(name, [], [value.type], attrs)


@pretty("stablehlo.optimization_barrier")
def _optimization_barrier(p, name, num_results):
    """`attr-dict %a, %b : T, U` (the results have the operands' types) or `attr-dict ()`."""
    attrs = parse_attr_dict_into(p, {})
    if p.accept("("):
        p.expect(")")
        return Op(name, [], [], attrs)
    names = parse_operand_names(p)
    if not names:
        p.fail_expected("an operand or '()'")
    p.expect(":")
    types = parse_type_list(p)
    return Op(name, p.resolve_all(names, types), types, attrs)


@pretty("stablehlo.while")
def _while(p, name, num_results):
    """`(%iterArg = %x, ...) : T, ... attributes {...} cond {...} do {...}`: the iteration
    arguments are the entry block arguments of both regions."""
    pairs = []

    def pair():
        arg = p.parse_value_name()
        p.expect("=")
        pairs.append((arg, p.parse_value_name()))
    p.parse_comma_list(pair, ")", "(")
    types = []
    if pairs:
        p.expect(":")
        types = parse_type_list(p)
    attrs = {}
    if p.accept_keyword("attributes"):
        attrs = p.parse_attr_dict()
    operands = p.resolve_all([v for _, v in pairs], types)
    args = [(a, t) for (a, _), t in zip(pairs, types)]
    p.expect_keyword("cond")
    cond = p.parse_region(args)
    p.expect_keyword("do")
    body = p.parse_region(args)
    return Op(name, operands, types, attrs, [cond, body])


@pretty("stablehlo.reduce")
def _reduce(p, name, num_results):
    """`(%x init: %c), ... applies OP across dimensions = [...] attr-dict : F` or
    `(...) across dimensions = [...] attr-dict : F reducer(%a: T, %b: T) (...) {region}`."""
    inputs, inits = [], []

    def pair():
        inputs.append(p.parse_value_name())
        p.expect_keyword("init")
        p.expect(":")
        inits.append(p.parse_value_name())
    p.expect("(")
    pair()
    p.expect(")")
    while p.accept(","):
        p.expect("(")
        pair()
        p.expect(")")
    inner = None
    if p.accept_keyword("applies"):
        p.skip_ws()
        inner_off = p.pos
        inner = p.parse_keyword("an op name")
        if inner not in OPS:
            raise p.error(f"unknown op '{inner}'", inner_off)
    p.expect_keyword("across")
    p.expect_keyword("dimensions")
    p.expect("=")
    attrs = {"dimensions": A.DenseArrayAttr(I64, parse_i64_list(p))}
    parse_attr_dict_into(p, attrs)
    p.expect(":")
    p.skip_ws()
    type_off = p.pos
    t = parse_function_type(p)
    operands = p.resolve_all(inputs + inits, list(t.inputs))
    if inner is not None:
        scalar = TensorType((), tensor_element(p, operands[0].type, type_off))
        block = Block([scalar, scalar])
        op = block.append(Op(inner, list(block.arguments), [scalar]))
        block.append(Op("stablehlo.return", list(op.results)))
        region = Region([block])
        block.parent = region
    else:
        p.expect_keyword("reducer")
        lhs, rhs = [], []
        for _ in range(len(inputs)):
            p.expect("(")
            for side in (lhs, rhs):
                arg = p.parse_value_name()
                p.expect(":")
                side.append((arg, p.parse_type()))
                p.skip_location()
                if side is lhs:
                    p.expect(",")
            p.expect(")")
        region = p.parse_region(lhs + rhs)
    return Op(name, operands, list(t.results), attrs, [region])


# --- convolution -------------------------------------------------------------------------------


def _window_ints(p, attr):
    return {attr: A.DenseArrayAttr(I64, parse_i64_list(p))}


def _window_padding(p, attr):
    """`[[low, high], ...]`: a tensor<Nx2xi64> constant."""
    def pair():
        p.expect("[")
        low = parse_i64(p)
        p.expect(",")
        high = parse_i64(p)
        p.expect("]")
        return low, high
    pairs = p.parse_comma_list(pair, "]", "[")
    array = np.array(pairs, dtype=np.int64).reshape(len(pairs), 2)
    return {attr: A.DenseElementsAttr(TensorType((len(pairs), 2), I64), array)}


def _window_reversal(p, attr):
    """`[false, true]` (also `[0, 1]`)."""
    def flag():
        if p.peek_keyword() in ("true", "false"):
            return parse_bool(p)
        p.skip_ws()
        off = p.pos
        return bool(checked_int(p, p.parse_int("true, false, 0 or 1"), I1, off))
    return {attr: A.DenseArrayAttr(I1, tuple(p.parse_comma_list(flag, "]", "[")))}


WINDOW = {"stride": ("window_strides", _window_ints), "pad": ("padding", _window_padding),
          "lhs_dilate": ("lhs_dilation", _window_ints),
          "rhs_dilate": ("rhs_dilation", _window_ints),
          "reverse": ("window_reversal", _window_reversal)}
"""convolution's `window = {...}` entries: the attribute each sets and how to read it."""


@pretty("stablehlo.convolution")
def _convolution(p, name, num_results):
    names = p.parse_comma_list(p.parse_value_name, ")", "(")
    p.expect_keyword("dim_numbers")
    p.expect("=")
    attrs = {"dimension_numbers": parse_conv_layout(p)}
    if p.accept(","):
        p.expect_keyword("window")
        p.expect("=")
        p.expect("{")
        if not p.accept("}"):
            while True:
                p.skip_ws()
                off = p.pos
                word = p.parse_keyword(f"a window attribute ({', '.join(WINDOW)})")
                if word not in WINDOW:
                    raise p.error(f"unknown window attribute '{word}' (expected one of "
                                  f"{', '.join(WINDOW)})", off)
                attr, read = WINDOW[word]
                if attr in attrs:
                    raise p.error(f"window attribute '{word}' is given twice", off)
                p.expect("=")
                attrs.update(read(p, attr))
                if p.accept("}"):
                    break
                p.expect(",", "',' or '}'")
    return _function_signature(p, names, attrs, name)


# --- calls -------------------------------------------------------------------------------------


def _symbol_bytes(p) -> bytes:
    """`@name` or `@"quoted name"` as the bytes of the name."""
    p.skip_ws()
    if p.peek('@"'):
        p.pos += 1
        return p.parse_string()
    return p.parse_symbol_name().encode("utf-8")


@pretty("stablehlo.custom_call")
def _custom_call(p, name, num_results):
    attrs = {"call_target_name": A.StringAttr(_symbol_bytes(p))}
    names = p.parse_comma_list(p.parse_value_name, ")", "(")
    return _function_signature(p, names, attrs, name)


@pretty("stablehlo.composite")
def _composite(p, name, num_results):
    attrs = {"name": A.StringAttr(p.parse_string())}
    names = parse_operand_names(p)
    return _function_signature(p, names, attrs, name)


# --- check dialect ---------------------------------------------------------------------------


@pretty("check.expect_eq_const", "check.expect_almost_eq_const")
def _expect_const(p, name, num_results):
    """`%a, dense<...> : T (, tolerance = X)? attr-dict (: T)?`: the operand has the value's
    type unless a type is given."""
    names = [p.parse_value_name()]
    p.expect(",")
    p.skip_ws()
    off = p.pos
    value = p.parse_attribute()
    if not isinstance(value, A.DenseElementsAttr):
        raise p.error("expected a dense<...> : tensor<...> value", off)
    attrs = {"value": value}
    if name == "check.expect_almost_eq_const" and p.accept(","):
        p.expect_keyword("tolerance")
        p.expect("=")
        attrs.update(value_float(p, "tolerance"))
    parse_attr_dict_into(p, attrs)
    operand_type = value.type
    if p.accept(":"):
        operand_type = p.parse_type()
    return Op(name, p.resolve_all(names, [operand_type]), [], attrs)
