"""Pretty (custom) forms of ops, as upstream's printer writes them.

`PRETTY` maps an op's full name to a function `(parser, name, num_results) -> Op` that reads
the op's text after its name. The generic form needs no entry here. Op names come from the
schemas in spec/ops: registering a name that has no schema is an error at import time.

Most ops share one shape, read by `_read_form` from the `FORMS` table:

    op-name operands (`,` keyword `=` value)* attr-dict `:` signature

where each op names its keywords (mapped to the attribute they set; the attribute's kind, from
the op's schema, says how to read the value) and its signature family (`SIGNATURES`): one
type for every operand and the result, a function type, and so on. Ops with a syntax of
their own (compare, slice, constant, while, reduce, convolution, custom_call, ...) are in
`pretty_special`. A pretty op builds exactly the Op its generic form builds: attributes that
the text leaves out are not added.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .. import attributes as A
from ..ir import Op
from ..ops import OPS
from ..types import FunctionType, TensorType, TupleType, element_type
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
            if name not in OPS:
                raise ValueError(f"{fn.__module__}: {name!r} is not an op of spec.ops")
            PRETTY[name] = fn
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


def _value_float(p, attr, typ=F64):
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


def _value_exponent_mantissa(p, attr):
    """reduce_precision's `e5m10`: exponent_bits and mantissa_bits."""
    p.skip_ws()
    off = p.pos
    word = p.parse_keyword("a format such as e5m10")
    m = re.fullmatch(r"e(\d+)m(\d+)", word)
    if not m:
        raise p.error(f"expected a format such as e5m10, found '{word}'", off)
    return {"exponent_bits": A.IntegerAttr(checked_int(p, int(m.group(1)), I32, off), I32),
            "mantissa_bits": A.IntegerAttr(checked_int(p, int(m.group(2)), I32, off), I32)}


def _value_dims_pair(prefix: str):
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


def _value_reader(schema, attr: str):
    a = schema.attribute(attr)
    kind = a.kind if a else ""
    if kind == "array<i64>":
        return _value_ints
    if kind in ("i64", "i32"):
        typ = element_type(kind)
        return lambda p, name: _value_int(p, name, typ)
    if kind == "bool":
        return _value_bool
    if kind == "string":
        return _value_string
    if kind in ("f32", "f64"):
        typ = element_type(kind)
        return lambda p, name: _value_float(p, name, typ)
    if kind == "array<enum:precision>":
        return _value_precisions
    if kind.startswith("enum:"):
        enum = kind[5:]
        return lambda p, name: {name: parse_enum(p, enum)}
    if kind.startswith("struct:"):
        return _value_struct(kind[7:])
    raise ValueError(f"{schema.name}: no pretty reader for attribute {attr!r} of kind {kind!r}")


# --- signatures: the types after `:` -------------------------------------------------------


def _sig_same(p, schema, n):
    """`T` (every operand and the result) or a function type."""
    p.skip_ws()
    t = p.parse_type()
    if isinstance(t, FunctionType):
        return list(t.inputs), list(t.results)
    return [t] * n, [t] * len(schema.results)


def _sig_function(p, schema, n):
    t = parse_function_type(p)
    return list(t.inputs), list(t.results)


def _sig_result(p, schema, n):
    """`T` (the result type of an op without operands) or a function type."""
    t = p.parse_type()
    if isinstance(t, FunctionType):
        return list(t.inputs), list(t.results)
    return [], [t]


def _sig_select(p, schema, n):
    """`Tpred, T` (on_true, on_false and the result have type T) or a function type."""
    p.skip_ws()
    t = p.parse_type()
    if isinstance(t, FunctionType):
        return list(t.inputs), list(t.results)
    p.expect(",", "',' and the type of the operands")
    u = p.parse_type()
    return [t, u, u], [u]


def _sig_complex(p, schema, n):
    """`tensor<...xcomplex<f32>>` (the operands are its real counterpart) or a function type."""
    p.skip_ws()
    off = p.pos
    t = p.parse_type()
    if isinstance(t, FunctionType):
        return list(t.inputs), list(t.results)
    et = tensor_element(p, t, off)
    part = getattr(et, "component", None)
    if part is None:
        raise p.error(f"expected a complex tensor type, not '{t}'", off)
    real = TensorType(t.shape, part, t.bounds)
    return [real] * n, [t]


def _sig_tuple(p, schema, n):
    """`tuple<T, ...>`: the operands are the tuple's elements."""
    p.skip_ws()
    off = p.pos
    t = p.parse_type()
    if not isinstance(t, TupleType):
        raise p.error(f"expected a tuple type, not '{t}'", off)
    return list(t.types), [t]


def _sig_operands(p, schema, n):
    """`T` (every operand) or `T, T, ...` (one per operand); no results (check ops)."""
    p.skip_ws()
    off = p.pos
    types = parse_type_list(p)
    if len(types) == 1 and n > 1:
        types = types * n
    if any(isinstance(t, FunctionType) for t in types):
        raise p.error("expected operand types, not a function type", off)
    return types, []


SIGNATURES = {"same": _sig_same, "function": _sig_function, "result": _sig_result,
              "select": _sig_select, "complex": _sig_complex, "tuple": _sig_tuple,
              "operands": _sig_operands}


# --- the table of ops that share the common shape -----------------------------------------


@dataclass(frozen=True)
class Form:
    """`operands (, keyword = value)* attr-dict : signature`. `keywords` pairs each pretty
    keyword with the attribute it sets, in the order the syntax writes them; `required`
    lists the keywords that must appear (by default, those of the schema's required
    attributes). `finish` turns the values read into the op's attributes (dot_general)."""

    signature: str = "same"
    keywords: tuple[tuple[str, str], ...] = ()
    required: tuple[str, ...] | None = None
    readers: tuple[tuple[str, Callable], ...] = ()  # keyword -> reader, for non-schema values
    finish: Callable | None = None


def _finish_dot(p, attrs: dict, offset: int) -> dict:
    fields = [f.name for f in A.STRUCTS["dot"]]
    values = {f: attrs.pop(f, ()) for f in fields}
    out = {"dot_dimension_numbers": A.StructAttr("dot", tuple((f, values[f]) for f in fields))}
    return merge_attrs(p, out, attrs, offset)


def _same(*ops):
    return {op: Form("same") for op in ops}


def _function(*ops):
    return {op: Form("function") for op in ops}


FORMS: dict[str, Form] = {
    # Elementwise ops: `%a, %b : T` or `%a, %b : (T, T) -> T`.
    **_same("abs", "add", "and", "atan2", "cbrt", "ceil", "clamp", "convert", "cosine",
            "count_leading_zeros", "divide", "exponential", "exponential_minus_one", "floor",
            "imag", "log", "log_plus_one", "logistic", "maximum", "minimum", "multiply",
            "negate", "not", "or", "popcnt", "power", "real", "remainder", "round_nearest_afz",
            "round_nearest_even", "rsqrt", "shift_left", "shift_right_arithmetic",
            "shift_right_logical", "sign", "sine", "sqrt", "subtract", "tan", "tanh", "xor",
            "after_all", "uniform_quantize", "uniform_dequantize"),
    # Ops whose type is always a function type.
    **_function("bitcast_convert", "is_finite", "reshape", "dynamic_reshape", "dynamic_pad",
                "dynamic_update_slice", "real_dynamic_slice"),
    "complex": Form("complex"),
    "select": Form("select"),
    "tuple": Form("tuple"),
    "partition_id": Form("result"),
    "replica_id": Form("result"),
    "create_token": Form("result"),
    "iota": Form("result", (("dim", "iota_dimension"),)),
    "dynamic_iota": Form("function", (("dim", "iota_dimension"),)),
    "broadcast_in_dim": Form("function", (("dims", "broadcast_dimensions"),)),
    "dynamic_broadcast_in_dim": Form("function", (("dims", "broadcast_dimensions"),)),
    "broadcast": Form("function", (("sizes", "broadcast_sizes"),)),
    "transpose": Form("function", (("dims", "permutation"),)),
    "reverse": Form("same", (("dims", "dimensions"),)),
    "concatenate": Form("function", (("dim", "dimension"),)),
    "dynamic_slice": Form("function", (("sizes", "slice_sizes"),)),
    "pad": Form("function", (("low", "edge_padding_low"), ("high", "edge_padding_high"),
                             ("interior", "interior_padding"))),
    "get_dimension_size": Form("function", (("dim", "dimension"),)),
    "set_dimension_size": Form("function", (("dim", "dimension"),)),
    "fft": Form("function", (("type", "fft_type"), ("length", "fft_length"))),
    "rng": Form("function", (("distribution", "rng_distribution"),)),
    "rng_bit_generator": Form("function", (("algorithm", "rng_algorithm"),)),
    "cholesky": Form("same", (("lower", "lower"),)),
    # `format = e5m10` sets exponent_bits and mantissa_bits (required like exponent_bits).
    "reduce_precision": Form("same", (("format", "exponent_bits"),),
                             readers=(("format", _value_exponent_mantissa),)),
    "einsum": Form("function", (("config", "einsum_config"),)),
    "unary_einsum": Form("function", (("config", "einsum_config"),)),
    "dot": Form("function", (("precision", "precision_config"),)),
    "dot_general": Form(
        "function",
        (("batching_dims", ""), ("contracting_dims", ""), ("precision", "precision_config"),
         ("algorithm", "algorithm")),
        required=("contracting_dims",),
        readers=(("batching_dims", _value_dims_pair("batching")),
                 ("contracting_dims", _value_dims_pair("contracting"))),
        finish=_finish_dot),
    # The check dialect (upstream's interpreter tests).
    "check.expect_eq": Form("operands"),
    "check.expect_almost_eq": Form("operands", (("tolerance", "tolerance"),)),
    "check.expect_close": Form("operands", (("min_ulp_difference", "min_ulp_difference"),
                                            ("max_ulp_difference", "max_ulp_difference"))),
    "check.expect_serialized_eq": Form("operands", (("probe_id", "probe_id"),
                                                    ("iter", "iteration"))),
}


def _full_name(op: str) -> str:
    return op if "." in op else f"stablehlo.{op}"


def _read_form(form: Form):
    """The reader of an op of the common shape described by `form`."""
    order = [k for k, _ in form.keywords]
    attr_of = dict(form.keywords)

    def read(p, name, num_results):
        schema = OPS[name]
        readers, required = _prepared(name, form)
        names = parse_operand_names(p)
        attrs: dict = {}
        seen, given = -1, set()
        first = not names
        while True:
            if first:
                first = False
                if p.peek_keyword() not in attr_of:
                    break
            elif not p.accept(","):
                break
            p.skip_ws()
            off = p.pos
            word = p.parse_keyword("a keyword" + (f" ({', '.join(order)})" if order else ""))
            if word not in attr_of:
                expected = f"one of {', '.join(order)}" if order else "no keyword"
                raise p.error(f"unexpected keyword '{word}' in {name} ({expected})", off)
            index = order.index(word)
            if index <= seen:
                what = "given twice" if index == seen else f"must come before '{order[seen]}'"
                raise p.error(f"'{word}' {what}", off)
            seen = index
            given.add(word)
            p.expect("=")
            merge_attrs(p, attrs, readers[word](p, attr_of[word]), off)
        missing = [k for k in required if k not in given]
        if missing:
            p.fail_expected(f"'{', ' if names else ''}{missing[0]} = ...'")
        p.skip_ws()
        off = p.pos
        if form.finish is not None:
            attrs = form.finish(p, attrs, off)
        parse_attr_dict_into(p, attrs)
        p.expect(":")
        operand_types, result_types = SIGNATURES[form.signature](p, schema, len(names))
        return Op(name, p.resolve_all(names, operand_types), result_types, attrs)
    return read


_PREPARED: dict = {}


def _prepared(name: str, form: Form):
    """(keyword -> value reader, required keywords) of `name`, built once from its schema."""
    if name not in _PREPARED:
        schema = OPS[name]
        custom = dict(form.readers)
        readers = {k: custom.get(k) or _value_reader(schema, a) for k, a in form.keywords}
        required = form.required
        if required is None:
            required = tuple(k for k, a in form.keywords
                             if schema.attribute(a) is not None and not schema.attribute(a).optional)
        _PREPARED[name] = readers, required
    return _PREPARED[name]


for _op, _form in FORMS.items():
    pretty(_full_name(_op))(_read_form(_form))
    _prepared(_full_name(_op), _form)  # fails at import time if a keyword has no reader


# --- func dialect ---------------------------------------------------------------------------


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
    ftype = parse_function_type(p)
    if "callee" in attrs:
        raise p.error("attribute 'callee' is given twice")
    attrs["callee"] = A.SymbolRefAttr((callee,))
    return Op("func.call", p.resolve_all(names, list(ftype.inputs)), list(ftype.results), attrs)


from . import pretty_special  # noqa: E402,F401  (registers the ops with a syntax of their own)
