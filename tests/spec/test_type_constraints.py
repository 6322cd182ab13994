"""The type and literal constraints (spec/constraints/types.py, seed 000 "Types"/"Constants").

- Every literal constraint (enforced by the parser) has a text that breaks it, and the parser
  rejects that text with a ParseError.
- Every quantized_type constraint has a type that breaks it, and verify_types reports it
  (C9 and C10 cannot be written in a parsed program: their predicates are checked on types
  built in code, and C10's text is a ParseError).
"""
from __future__ import annotations

import pytest

import spec
from spec.constraints import CONSTRAINTS, load
from spec.constraints.types import verify_types
from spec.ops import OPS
from spec.syntax import ParseError
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType

load(OPS)

Q = "!quant.uniform<i8:f32, 0.5:0>"

LITERALS = {
    "integer_literal_c1": [("dense<300> : tensor<i8>", "out of range"),
                           ("dense<-1> : tensor<ui8>", "out of range"),
                           ("dense<1.5> : tensor<i32>", "invalid integer literal")],
    "float_literal_c1": [("dense<1.0e> : tensor<f32>", "invalid float literal"),
                         ("dense<true> : tensor<f32>", "invalid float literal")],
    # checked as MLIR reads hexadecimal literals: the value must fit the type's bits (see
    # docs/constraints.md: 0x07 and 0x7 are both an f4E2M1FN 6.0 there)
    "float_literal_c2": [("dense<0x7FC000000> : tensor<f32>", "more than 32 bits"),
                         ("dense<0x17> : tensor<f4E2M1FN>", "more than 4 bits"),
                         ("dense<0x100> : tensor<f8E4M3FN>", "more than 8 bits")],
    "complex_literal_c1": [("dense<(1.0e, 2.0)> : tensor<complex<f32>>", "invalid float")],
    "complex_literal_c2": [("dense<(1.0, 2.0e+)> : tensor<complex<f32>>", "invalid float")],
    "tensor_literal_c1": [("dense<[1, 2.5]> : tensor<2xi32>", "invalid integer literal"),
                          ("dense<[1.0, true]> : tensor<2xf32>", "invalid float literal")],
    "tensor_literal_c2": [("dense<[1, 2, 3]> : tensor<2xi32>", "shape"),
                          ("dense<[[1, 2], [3]]> : tensor<2x2xi32>", "not rectangular")],
    "quantized_tensor_literal_c1": [(f"dense<[1.5, 2.0]> : tensor<2x{Q}>",
                                     "invalid integer literal"),
                                    (f"dense<[300, 2]> : tensor<2x{Q}>", "out of range")],
    "quantized_tensor_literal_c2": [(f"dense<[1, 2, 3]> : tensor<2x{Q}>", "shape")],
}


def _constant_program(literal: str) -> str:
    t = literal.split(" : ", 1)[1]
    return (f"func.func @main() -> {t} {{\n"
            f'  %c = "stablehlo.constant"() {{value = {literal}}} : () -> {t}\n'
            f"  func.return %c : {t}\n}}\n")


def test_every_literal_constraint_has_a_negative_text():
    parser_checked = {c.id for c in CONSTRAINTS.values() if c.checked_by == "parser"}
    assert parser_checked == set(LITERALS)


def _literal_cases():
    for cid, texts in LITERALS.items():
        for p in texts:
            yield (cid, *p) if not hasattr(p, "marks") else pytest.param(cid, *p.values,
                                                                       marks=p.marks)


@pytest.mark.parametrize("cid,literal,why", list(_literal_cases()))
def test_parser_rejects_literal(cid, literal, why):
    with pytest.raises(ParseError, match=why):
        spec.parse(_constant_program(literal))


def test_literal_in_range_parses():
    """The positive side of the literal tests: the same forms, well formed, parse."""
    for literal in ("dense<127> : tensor<i8>", "dense<0x7FC00000> : tensor<f32>",
                    "dense<(1.0, 2.0)> : tensor<complex<f32>>",
                    "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
                    f"dense<[-128, 127]> : tensor<2x{Q}>"):
        spec.parse(_constant_program(literal))


# -- quantized types ----------------------------------------------------------------------------

QUANTIZED = {
    "quantized_type_c1": "tensor<4x!quant.uniform<i8<-200:100>:f32, 0.5:0>>",
    "quantized_type_c2": "tensor<4x!quant.uniform<i8<-100:200>:f32, 0.5:0>>",
    "quantized_type_c3": "tensor<4x!quant.uniform<i8<10:10>:f32, 0.5:10>>",
    "quantized_type_c4": "tensor<4x!quant.uniform<i8:f16, 1.0e+10:0>>",
    "quantized_type_c5": "tensor<4x!quant.uniform<i8:f32, -0.5:0>>",
    "quantized_type_c6": "tensor<4x!quant.uniform<i8:f32, 0x7FF0000000000000:0>>",
    "quantized_type_c7": "tensor<4x!quant.uniform<i8<-10:10>:f32, 0.5:50>>",
    "quantized_type_c8": "tensor<4x!quant.uniform<i8:f32, 0.5:200>>",
    "quantized_type_c11": "tensor<2x!quant.uniform<i8:f32:-1, {0.5:0, 0.25:1}>>",
    "quantized_type_c12": "tensor<2x3x!quant.uniform<i8:f32:2, {0.5:0, 0.25:1}>>",
    "quantized_type_c13": "tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>",
}


def _ids_of_type(t: str) -> set[str]:
    module = spec.parse(f"func.func @main(%x: {t}) -> {t} {{\n  func.return %x : {t}\n}}\n")
    return {cid for cid, _, _ in verify_types(module)}


@pytest.mark.parametrize("cid,t", QUANTIZED.items())
def test_quantized_type_violation_is_reported(cid, t):
    assert cid in _ids_of_type(t)


def test_valid_quantized_types_have_no_diagnostic():
    for t in ("tensor<4x!quant.uniform<i8:f32, 0.5:-1>>",
              "tensor<2x3x!quant.uniform<i4<-7:7>:bf16:1, {0.25:0, 0.5:1, 1.0:-2}>>",
              "tensor<?x!quant.uniform<ui16:f64:0, {1.0e-3:65535}>>"):
        assert _ids_of_type(t) == set()


def test_verify_types_walks_block_arguments_and_says_where():
    bad = "tensor<2x3x!quant.uniform<i8:f32:1, {0.5:0, 0.25:1}>>"
    module = spec.parse(
        "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n"
        '  %r = "stablehlo.reduce"(%x, %x) ({\n'
        f"  ^bb0(%a: tensor<f32>, %b: {bad}):\n"
        '    "stablehlo.return"(%a) : (tensor<f32>) -> ()\n'
        "  }) {dimensions = array<i64>} : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
        "  func.return %r : tensor<f32>\n}\n")
    [(cid, message, (where, loc))] = verify_types(module)
    assert (cid, where, loc.line) == ("quantized_type_c13", "stablehlo.reduce", 2)
    assert bad in message


def _built(scales, zero_points, dim=None):
    i8, f32 = ELEMENT_TYPES["i8"], ELEMENT_TYPES["f32"]
    return TensorType((2,), QuantizedElementType(i8, -128, 127, f32, scales, zero_points, dim))


@pytest.mark.parametrize("cid,t", [
    ("quantized_type_c9", _built((0.5, 0.25), (0,), 0)),
    ("quantized_type_c10", _built((0.5, 0.25), (0, 0))),
])
def test_constraints_a_parsed_program_cannot_break(cid, t):
    c = CONSTRAINTS[cid]
    assert c.unviolable
    assert c.check(t) is not None
    assert c.check(_built((0.5, 0.25), (0, 0), 0)) is None


def test_parser_rejects_per_tensor_type_with_several_scales():
    t = "tensor<2x!quant.uniform<i8:f32, {0.5:0, 0.25:1}>>"
    with pytest.raises(ParseError, match="one scale"):
        spec.parse(f"func.func @main(%x: {t}) -> {t} {{\n  func.return %x : {t}\n}}\n")
