"""The chlo ops in the text format (spec/ops/chlo.py, spec/syntax): every elementwise op jaxlib's
chlo dialect registers has a schema; jaxlib's pretty prints parse to the ops their generic forms
build; generated programs of every chlo op round-trip through jaxlib (our print parses and
verifies there, and jaxlib's generic and pretty prints of it parse back equal); bad text is a
ParseError with a location."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.strategies import OP_GENERATORS, ops
from spec.ops import OPS
from spec.verify import verify

CHLO = sorted(n for n, s in OPS.items() if s.family == "chlo")
NOT_ELEMENTWISE = {"chlo.top_k", "chlo.ragged_dot", "chlo.scan"}
"""jaxlib's chlo ops that are not elementwise (their schemas live elsewhere)."""

QUICK = settings(max_examples=6, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))

PRETTY = [
    # (jaxlib's pretty print, the generic form of the same op)
    ("%0 = chlo.square %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>",
     '%0 = "chlo.square"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>'),
    ("%0 = chlo._asin_acos_kernel %arg3 : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>",
     '%0 = "chlo._asin_acos_kernel"(%arg3) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>'),
    ("%0 = chlo.is_inf %arg0 : tensor<2x3xf32> -> tensor<2x3xi1>",
     '%0 = "chlo.is_inf"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xi1>'),
    ("%0 = chlo.next_after %arg0, %arg0 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>",
     '%0 = "chlo.next_after"(%arg0, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> '
     'tensor<2x3xf32>'),
    ("%0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : "
     "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>",
     '%0 = "chlo.broadcast_add"(%arg0, %arg1) {broadcast_dimensions = array<i64: 1>} : '
     "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>"),
    ("%0 = chlo.broadcast_compare %arg0, %arg1 {compare_type = #chlo<comparison_type FLOAT>, "
     "comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) "
     "-> tensor<2x3xi1>",
     '%0 = "chlo.broadcast_compare"(%arg0, %arg1) <{compare_type = #chlo<comparison_type FLOAT>, '
     "comparison_direction = #chlo<comparison_direction LT>}> : (tensor<2x3xf32>, "
     "tensor<3xf32>) -> tensor<2x3xi1>"),
    ("%0 = chlo.broadcast_select %arg2, %arg0, %arg0 : (tensor<3xi1>, tensor<2x3xf32>, "
     "tensor<2x3xf32>) -> tensor<2x3xf32>",
     '%0 = "chlo.broadcast_select"(%arg2, %arg0, %arg0) : (tensor<3xi1>, tensor<2x3xf32>, '
     "tensor<2x3xf32>) -> tensor<2x3xf32>"),
    ("%0 = chlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>",
     '%0 = "chlo.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> '
     "tensor<2xf32>"),
]

ARGS = "%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xi1>, " \
       "%arg3: tensor<4xcomplex<f32>>"


def _one_op(line: str) -> spec.ir.Op:
    text = f"func.func @main({ARGS}) {{\n  {line}\n  return\n}}"
    return spec.parse(text).func("main").ops[0]


def test_the_schemas_cover_jaxlibs_elementwise_chlo_ops():
    from jaxlib.mlir.dialects import chlo

    registered = {getattr(getattr(chlo, n), "OPERATION_NAME", None) for n in dir(chlo)}
    jaxlib_ops = {n for n in registered if n and n.startswith("chlo.")} - NOT_ELEMENTWISE
    assert jaxlib_ops == set(CHLO)


@pytest.mark.parametrize("pretty,generic", PRETTY, ids=[p.split()[2] for p, _ in PRETTY])
def test_jaxlibs_pretty_forms_parse_to_the_generic_op(pretty, generic):
    mine = _one_op(pretty)
    want = _one_op(generic)
    assert (mine.name, mine.attributes, mine.operand_types, mine.result_types) == \
        (want.name, want.attributes, want.operand_types, want.result_types)


def test_the_chlo_enums_print_in_their_dialect():
    op = _one_op(PRETTY[5][0])
    assert op.attributes["comparison_direction"].dialect == "chlo"
    assert "#chlo<comparison_direction LT>" in spec.print_module(
        spec.parse(f"func.func @main({ARGS}) {{\n  {PRETTY[5][0]}\n  return\n}}"))


@pytest.mark.parametrize("line,message", [
    ("%0 = chlo.square %arg0 : tensor<2x3xf32>", "'->'"),
    ("%0 = chlo.next_after %arg0 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>",
     "1 operand type"),
    ('%0 = "chlo.broadcast_compare"(%arg0, %arg1) {comparison_direction = '
     "#chlo<comparison_direction LESS>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>",
     "'LESS' is not a comparison_direction"),
    ('%0 = "chlo.broadcast_compare"(%arg0, %arg1) {comparison_direction = '
     "#chlo<transpose LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>",
     "unknown chlo enum 'transpose'"),
    ("%0 = chlo.no_such_op %arg0 : tensor<2x3xf32> -> tensor<2x3xf32>", "chlo.no_such_op"),
])
def test_bad_chlo_text_is_a_parse_error(line, message):
    with pytest.raises(spec.ParseError) as info:
        _one_op(line)
    assert message in str(info.value)
    assert re.match(r"<input>:\d+:\d+: error", str(info.value))


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", [n for n in CHLO if n in OP_GENERATORS])
def test_generated_programs_round_trip_through_jaxlib(name, jaxlib_ir):
    ctx, ir = jaxlib_ir

    @QUICK
    @given(ops(name, max_elements=12, as_module=True))
    def check(program):
        ours, _ = program
        assert not verify(ours), "\n".join(map(str, verify(ours)))
        printed = spec.print_module(ours)
        with ctx, ir.Location.unknown():
            parsed = ir.Module.parse(printed)
            generic = parsed.operation.get_asm(print_generic_op_form=True)
            pretty = parsed.operation.get_asm(print_generic_op_form=False)
        assert spec.parse(generic) == spec.parse(printed), generic
        assert spec.parse(pretty) == spec.parse(printed), pretty
    check()
