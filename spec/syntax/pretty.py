"""Pretty (custom) forms of ops, as upstream's printer writes them.

Each op with a pretty form has a reader in `pretty_readers.PRETTY` (the generic form needs
none). Most ops share one shape, read by `_read_form` from the `FORMS` table:

    op-name operands (`,` keyword `=` value)* attr-dict `:` signature

where each op names its keywords (mapped to the attribute they set; the attribute's kind, from
the op's schema, says how to read the value) and its signature family (`SIGNATURES`): one
type for every operand and the result, a function type, and so on. Ops with a syntax of
their own (compare, slice, constant, while, reduce, convolution, custom_call, ...) are in
`pretty_special`. A pretty op builds exactly the Op its generic form builds: attributes that
the text leaves out are not added.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .. import attributes as A
from ..ir import Op
from ..ops import OPS
from ..types import FunctionType, TensorType, TupleType
from .pretty_readers import (merge_attrs, parse_attr_dict_into, parse_function_type,
                             parse_operand_names, parse_type_list, pretty, tensor_element,
                             value_dims_pair, value_exponent_mantissa, value_float,
                             value_reader)


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


def _sig_arrow(p, schema, n):
    """`T -> R` or `T, U -> R` (chlo's unary and non-broadcasting binary ops)."""
    p.skip_ws()
    off = p.pos
    inputs = parse_type_list(p)
    if len(inputs) != n or any(isinstance(t, FunctionType) for t in inputs):
        raise p.error(f"expected {n} operand type(s) before '->'", off)
    p.expect("->")
    return inputs, [p.parse_type()]


SIGNATURES = {"same": _sig_same, "function": _sig_function, "result": _sig_result,
              "select": _sig_select, "complex": _sig_complex, "tuple": _sig_tuple,
              "operands": _sig_operands, "arrow": _sig_arrow}


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


def _value_f64_typed(p, attr):
    """A float, optionally followed by its type `: f64` (CheckOps.td's example of
    expect_almost_eq writes `tolerance = 0.001 : f64 : tensor<2xf32>`)."""
    value = value_float(p, attr)
    save = p.pos
    if p.accept(":") and p.accept_keyword("f64") and p.peek(":"):
        return value
    p.pos = save
    return value


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
                             readers=(("format", value_exponent_mantissa),)),
    "einsum": Form("function", (("config", "einsum_config"),)),
    "unary_einsum": Form("function", (("config", "einsum_config"),)),
    "dot": Form("function", (("precision", "precision_config"),)),
    "dot_general": Form(
        "function",
        (("batching_dims", ""), ("contracting_dims", ""), ("precision", "precision_config"),
         ("algorithm", "algorithm")),
        required=("contracting_dims",),
        readers=(("batching_dims", value_dims_pair("batching")),
                 ("contracting_dims", value_dims_pair("contracting"))),
        finish=_finish_dot),
    # The chlo dialect: `%x : T -> R`, `%x, %y : T, U -> R` (next_after, polygamma, zeta, mulhi)
    # and, for the broadcast_* ops, `%x, %y {attrs} : (T, U) -> R`.
    **{f"chlo.{s.mnemonic}": Form("function" if s.mnemonic.startswith("broadcast_") else "arrow")
       for s in OPS.values() if s.family == "chlo" and s.operands},
    # The check dialect (upstream's interpreter tests, CheckOps.td).
    "check.expect_eq": Form("operands"),
    "check.expect_almost_eq": Form("operands", (("tolerance", "tolerance"),),
                                   readers=(("tolerance", _value_f64_typed),)),
    "check.expect_close": Form("operands", (("max_ulp_difference", "max_ulp_difference"),
                                            ("min_ulp_difference", "min_ulp_difference")),
                               required=("max_ulp_difference",)),
    "check.expect_serialized_eq": Form("operands", (("probe_id", "probe_id"),
                                                    ("iter", "iteration"))),
    # The interpreter dialect (InterpreterOps.td): `%x, probe_id = "id" : T` and `%x : T`.
    "interpreter.probe": Form("same", (("probe_id", "probe_id"),)),
    "interpreter.print": Form("operands"),
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
        readers = {k: custom.get(k) or value_reader(schema, a) for k, a in form.keywords}
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
