"""Texts the parser must reject and quantized types the verifier must reject."""
from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

import spec
from spec import attributes as A
from spec.build import function, tensor_type
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType

from .search import CORPUS, corpus_cases


def _uniform(storage: str, expressed: str, scales, zero_points, dimension=None, storage_range=None
             ) -> QuantizedElementType:
    """`!quant.uniform<storage<lo:hi>:expressed:dimension, scale:zero_point, ...>` (the storage
    type's whole range unless `storage_range`), as written: nothing is checked."""
    t = ELEMENT_TYPES[storage]
    lo, hi = storage_range or (t.min_value, t.max_value)
    return QuantizedElementType(t, lo, hi, ELEMENT_TYPES[expressed], tuple(scales),
                                tuple(zero_points), dimension)


QUANTIZED_TYPE_BREAKS = (
    # (what the edit does, the ids it breaks, the quantized element type)
    ("storage_min below the storage type", ("quantized_type_c1", "quantized_type_c3"),
     _uniform("i8", "f32", [0.5], [0], storage_range=(-200, 100))),
    ("storage_max above the storage type", ("quantized_type_c2", "quantized_type_c3"),
     _uniform("i4", "f32", [0.5], [0], storage_range=(-8, 9))),
    ("storage_min = storage_max", ("quantized_type_c3",),
     _uniform("i8", "f32", [0.5], [5], storage_range=(5, 5))),
    ("a scale f16 cannot hold", ("quantized_type_c4",), _uniform("i8", "f16", [7.0e4], [0])),
    ("a zero scale", ("quantized_type_c5",), _uniform("i8", "f32", [0.0], [0])),
    ("a negative scale", ("quantized_type_c5",), _uniform("i16", "bf16", [-2.5], [0])),
    ("an infinite scale", ("quantized_type_c6",), _uniform("i8", "f32", [math.inf], [0])),
    ("a zero point above storage_max", ("quantized_type_c7",),
     _uniform("i8", "f32", [0.5], [11], storage_range=(-10, 10))),
    ("a zero point the storage type cannot hold", ("quantized_type_c7", "quantized_type_c8"),
     _uniform("ui8", "f32", [0.5], [300])),
    ("a negative quantization dimension", ("quantized_type_c11",),
     _uniform("i8", "f32", [0.5, 0.25], [0, 0], -1)),
    ("a quantization dimension beyond the rank", ("quantized_type_c12",),
     _uniform("i8", "f32", [0.5, 0.25], [0, 0], 5)),
    ("fewer scales than the quantized dimension's size", ("quantized_type_c13",),
     _uniform("i8", "f32", [0.5], [0], 0)),
)
"""Targeted edits of a quantized element type, each with the constraints it breaks (an edit
that breaks C1 also breaks C3: a storage_min the storage type cannot hold is below its
min_value; likewise C2 with C3 and C8 with C7)."""


@st.composite
def invalid_types(draw):
    """(tensor type, ids it breaks): quantized tensor types that break quantized_type
    constraints; `type_module(t)` wraps one into a program."""
    what, ids, q = draw(st.sampled_from(QUANTIZED_TYPE_BREAKS))
    shape = draw(st.lists(st.integers(2, 3), min_size=1, max_size=3))
    return TensorType(tuple(shape), q), ids


def type_module(t: TensorType) -> spec.Module:
    """A module whose function takes and returns a value of type `t`."""
    return spec.Module([function("main", [t], lambda b, args: args, visibility="public")])


_Q = _uniform("i8", "f32", [0.5], [0])
LITERAL_BREAKS = (
    # (constraint id, literal, tensor type): a constant the parser must reject
    ("integer_literal_c1", "dense<[1, 256]>", tensor_type((2,), "i8")),
    ("integer_literal_c1", "dense<-1>", tensor_type((), "ui32")),
    ("integer_literal_c1", "dense<[-9]>", tensor_type((1,), "i4")),
    ("float_literal_c1", "dense<[1.0e]>", tensor_type((1,), "f32")),
    ("float_literal_c1", "dense<[1.2.3]>", tensor_type((1,), "f16")),
    ("float_literal_c2", "dense<0x17FC00000>", tensor_type((), "f32")),  # wider than 32 bits
    ("float_literal_c2", "dense<0x17>", tensor_type((), "f4E2M1FN")),
    ("complex_literal_c1", "dense<(1.0e, 2.0)>", tensor_type((), "complex<f32>")),
    ("complex_literal_c2", "dense<(1.0, 2.x)>", tensor_type((), "complex<f64>")),
    ("tensor_literal_c1", "dense<[1.5, 2.0]>", tensor_type((2,), "i32")),
    ("tensor_literal_c1", "dense<[true, 2]>", tensor_type((2,), "i1")),
    ("tensor_literal_c2", "dense<[1, 2, 3]>", tensor_type((2,), "i32")),
    ("tensor_literal_c2", "dense<[[1, 2], [3]]>", tensor_type((2, 2), "i32")),
    ("quantized_tensor_literal_c1", "dense<[1.5]>", tensor_type((1,), _Q)),
    ("quantized_tensor_literal_c2", "dense<[1, 2]>", tensor_type((3,), _Q)),
)
"""Literals that break the constraints the parser enforces."""


def literal_module(literal: str, t: TensorType) -> spec.Module:
    """A module returning a constant of type `t` whose value is `literal` (kept as its text, an
    opaque attribute: the literal is what the parser must reject)."""
    value = A.OpaqueAttr(f"{literal} : {t}")
    return spec.Module([function(
        "main", [], lambda b, args: b.op("constant", [], [t], {"value": value}),
        visibility="public")])


BAD_TOKENS = ("tensor<2xf33>", "tensor<2x", "}", ")", "%", "= =", "#stablehlo<", "\"", "@",
              "dense<", "0x", "->", "!quant.uniform<i8:f32>")


@st.composite
def malformed_texts(draw):
    """(text, reason): programs the parser must reject with a ParseError: a constant whose
    literal breaks a literal constraint (the reason is its id), a valid corpus program cut
    inside its function ("truncation"), or one with a token replaced or inserted ("token")."""
    kind = draw(st.sampled_from(("literal", "truncation", "token")))
    if kind == "literal":
        cid, literal, t = draw(st.sampled_from(LITERAL_BREAKS))
        return spec.print_module(literal_module(literal, t)), cid
    text = draw(st.sampled_from(_valid_texts()))
    body = text.index("{", text.rindex("func.func")) + 1  # inside the last function's body
    end = text.rindex("}")
    if kind == "truncation":
        return text[:draw(st.integers(body, end - 1))], "truncation"
    tokens = _token_starts(text[body:end])
    at = body + draw(st.sampled_from(tokens))
    bad = draw(st.sampled_from(BAD_TOKENS))
    return text[:at] + bad + " " + text[at:], "token"


def _token_starts(text: str) -> list[int]:
    """Where a token (`%`, `"`, `(`, `<`, `{`) starts in `text`, outside string literals: a bad
    token inserted before a closing quote lands inside the string and breaks nothing (a probe_id
    of `"xtensor<2xf33> "` parses)."""
    out, inside, i = [], False, 0
    while i < len(text):
        c = text[i]
        if inside:
            if c == "\\":
                i += 1
            elif c == '"':
                inside = False
        elif c in '%"(<{':
            out.append(i)
            inside = c == '"'
        i += 1
    return out


@lru_cache(maxsize=1)
def _valid_texts() -> tuple[str, ...]:
    """Valid corpus programs with their comment lines dropped."""
    out = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for text, ids in corpus_cases(path.stem):
            if not ids:
                out.append("\n".join(l for l in text.splitlines() if not l.startswith("//")))
    return tuple(out)
