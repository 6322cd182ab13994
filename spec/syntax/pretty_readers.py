"""The registry of pretty (custom) op forms, and the small readers every form shares.

`PRETTY` maps an op's full name to a function `(parser, name, num_results) -> Op` that reads
the op's text after its name; `pretty` registers one. Op names come from the schemas in
spec/ops: registering a name that has no schema is an error at import time. The readers take
the parser as their first argument (`p`) and read one piece of an op's text: operand names,
type lists, integers, enums, and the attribute value after a `keyword =` (by the attribute's
kind in the op's schema).
"""
from __future__ import annotations

import re
from typing import Callable

from .. import attributes as A
from ..ir import Op
from ..ops import registered
from ..types import FunctionType, TensorType, element_type
from . import literals


PRETTY: dict[str, Callable] = {}
ALIASES = {"return": "func.return", "call": "func.call"}
"""Short names that the func dialect's default-dialect printing uses inside func.func."""

I1 = element_type("i1")
I32 = element_type("i32")
I64 = element_type("i64")
F64 = element_type("f64")


def pretty(*names: str):
    """Registers a pretty-form reader for the ops `names`."""
    def register(fn):
        for name in names:
            PRETTY[registered(name, fn.__module__)] = fn
        return fn
    return register


# --- small readers shared by every form ---------------------------------------------------


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


def parse_function_type(p) -> FunctionType:
    """`(T, ...) -> T` or `(T, ...) -> (T, ...)`."""
    p.skip_ws()
    start = p.pos
    if not p.peek("("):
        p.fail_expected("a function type '(...) -> ...'")
    t = p.parse_type()
    if not isinstance(t, FunctionType):
        raise p.error("expected a function type '(...) -> ...'", start)
    return t


def checked_int(p, value: int, typ, offset: int) -> int:
    return literals.check_int(value, typ, lambda m: p.error(m, offset))


def parse_i64(p, typ=I64) -> int:
    p.skip_ws()
    off = p.pos
    return checked_int(p, p.parse_int(), typ, off)


def parse_i64_list(p) -> tuple:
    """`[1, 2, 3]` (each an i64)."""
    return tuple(p.parse_comma_list(lambda: parse_i64(p), "]", "["))


def parse_bool(p) -> bool:
    off = p.pos
    word = p.peek_keyword()
    if word not in ("true", "false"):
        p.skip_ws()
        raise p.error("expected 'true' or 'false'", off if word is None else p.pos)
    p.accept_keyword(word)
    return word == "true"


def parse_enum(p, enum: str) -> A.EnumAttr:
    """A bare enum case (`LT`, `FLOAT`, `THREE_FRY`) of the stablehlo enum `enum`."""
    p.skip_ws()
    off = p.pos
    word = p.parse_keyword(f"a {enum} value")
    if word not in A.ENUMS[enum]:
        raise p.error(f"'{word}' is not a {enum} (one of {', '.join(A.ENUMS[enum])})", off)
    return A.EnumAttr(enum, word)


def merge_attrs(p, attrs: dict, more: dict, offset: int) -> dict:
    """Adds the attr-dict `more` to the attributes the op's syntax gave; names may not repeat."""
    for key, value in more.items():
        if key in attrs:
            raise p.error(f"attribute '{key}' is given twice", offset)
        attrs[key] = value
    return attrs


def parse_attr_dict_into(p, attrs: dict) -> dict:
    p.skip_ws()
    off = p.pos
    return merge_attrs(p, attrs, p.parse_optional_attr_dict(), off)


def constant_op(p, name: str, read_value) -> Op:
    """A constant op's pretty form, `{attrs}? VALUE`: the value (`read_value(p, offset)`, a
    DenseElementsAttr) becomes the `value` attribute and gives the result's type."""
    attrs = parse_attr_dict_into(p, {})
    p.skip_ws()
    off = p.pos
    value = read_value(p, off)
    merge_attrs(p, attrs, {"value": value}, off)
    return Op(name, [], [value.type], attrs)


def tensor_element(p, typ, offset: int):
    if not isinstance(typ, TensorType):
        raise p.error(f"expected a tensor type, not '{typ}'", offset)
    return typ.element_type


# --- attribute values after `keyword =`, by the schema's attribute kind ----------------------


def _value_ints(p, attr):
    return {attr: A.DenseArrayAttr(I64, parse_i64_list(p))}


def _value_int(p, attr, typ=I64):
    return {attr: A.IntegerAttr(parse_i64(p, typ), typ)}


def _value_bool(p, attr):
    return {attr: A.BoolAttr(parse_bool(p))}


def _value_string(p, attr):
    return {attr: A.StringAttr(p.parse_string())}


_FLOAT = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)(?![\w.])")


def value_float(p, attr, typ=F64):
    """A float literal (an integer such as `1` is read as `1.0`), rounded to `typ`."""
    p.skip_ws()
    off = p.pos
    tok = p.match(_FLOAT)
    if tok is None:
        p.fail_expected("a floating-point number")
    if "x" not in tok and not any(c in tok for c in ".eE"):
        tok += ".0"
    elif "x" not in tok and "." not in tok:
        mantissa, _, exponent = tok.lower().partition("e")
        tok = f"{mantissa}.0e{exponent}"
    value = literals.floats_from_tokens([tok], typ, lambda m: p.error(m, off))[0]
    return {attr: A.FloatAttr(float(value), typ)}


def _value_precisions(p, attr):
    """`[DEFAULT, HIGH]`: precision_config."""
    items = p.parse_comma_list(lambda: parse_enum(p, "precision"), "]", "[")
    return {attr: A.ArrayAttr(tuple(items))}


def value_exponent_mantissa(p, attr):
    """reduce_precision's `e5m10`: exponent_bits and mantissa_bits."""
    p.skip_ws()
    off = p.pos
    word = p.parse_keyword("a format such as e5m10")
    m = re.fullmatch(r"e(\d+)m(\d+)", word)
    if not m:
        raise p.error(f"expected a format such as e5m10, found '{word}'", off)
    return {"exponent_bits": A.IntegerAttr(checked_int(p, int(m.group(1)), I32, off), I32),
            "mantissa_bits": A.IntegerAttr(checked_int(p, int(m.group(2)), I32, off), I32)}


def value_dims_pair(prefix: str):
    """dot_general's `[0] x [0]` for `{prefix}` (batching / contracting): two fields of the
    `#stablehlo.dot` struct, assembled by `_finish_dot`."""
    def read(p, attr):
        lhs = parse_i64_list(p)
        p.expect("x")
        rhs = parse_i64_list(p)
        return {f"lhs_{prefix}_dimensions": lhs, f"rhs_{prefix}_dimensions": rhs}
    return read


def _value_struct(name: str):
    """`<field = value, ...>`: the body of `#stablehlo.<name><...>`."""
    def read(p, attr):
        p.skip_ws()
        return {attr: p.parse_struct(name, p.pos)}
    return read


def value_reader(schema, attr: str):
    a = schema.attribute(attr)
    kind = a.kind if a else ""
    if kind == "array<i64>":
        return _value_ints
    if kind in ("i64", "i32", "ui64", "ui32"):
        typ = element_type(kind)
        return lambda p, name: _value_int(p, name, typ)
    if kind == "bool":
        return _value_bool
    if kind == "string":
        return _value_string
    if kind in ("f32", "f64"):
        typ = element_type(kind)
        return lambda p, name: value_float(p, name, typ)
    if kind == "array<enum:precision>":
        return _value_precisions
    if kind.startswith("enum:"):
        enum = kind[5:]
        return lambda p, name: {name: parse_enum(p, enum)}
    if kind.startswith("struct:"):
        return _value_struct(kind[7:])
    raise ValueError(f"{schema.name}: no pretty reader for attribute {attr!r} of kind {kind!r}")
