"""arith ops inside StableHLO programs (spec/ops/arith.py): jaxlib's verifier accepts ops of
the dialects its context registers anywhere a stablehlo region or function holds ops; the suite
reads the arith ops jaxlib's programs need, verifies them by the arith dialect's rules, and
calls the other ops of those dialects unsupported, not unknown."""
from __future__ import annotations

from pathlib import Path

import pytest

import spec
from spec.official import official_verdict
from spec.ops.arith import SUPPORTED
from spec.syntax import ParseError
from spec.verify import verify

WHILE = (Path(__file__).resolve().parents[1] / "data" / "arith" / "while_counter.mlir").read_text()

ONE_OP = '''func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = OP
  return %r : tensor<2xi32>
}'''


@pytest.mark.jaxlib
def test_a_while_body_of_arith_ops_is_valid_for_both_verifiers():
    module = spec.parse(WHILE)
    assert verify(module) == []
    assert {op.name for op in module.walk()} >= {"arith.constant", "arith.cmpi", "arith.addi",
                                                  "arith.muli", "arith.select",
                                                  "arith.index_cast"}
    official, message = official_verdict(module)
    assert official is True, message


def test_the_pretty_forms_print_as_generic_ops_that_parse_back_alike():
    module = spec.parse(WHILE)
    again = spec.parse(spec.print_module(module))
    assert again == module
    assert '"arith.cmpi"' in spec.print_module(module)
    assert "predicate = 2 : i64" in spec.print_module(module)


def test_overflow_flags_are_kept():
    module = spec.parse(ONE_OP.replace("OP", "arith.addi %a, %b overflow<nsw, nuw> : tensor<2xi32>"))
    (op,) = [o for o in module.walk() if o.name == "arith.addi"]
    assert op.attributes["overflowFlags"].text == "#arith.overflow<nsw, nuw>"


@pytest.mark.parametrize("text", [
    ONE_OP.replace("OP", "arith.ceildivsi %a, %b : tensor<2xi32>"),
    ONE_OP.replace("OP", '"arith.ceildivsi"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> '
                         "tensor<2xi32>"),
], ids=["pretty", "generic"])
def test_an_arith_op_the_suite_does_not_read_is_unsupported_not_unknown(text):
    with pytest.raises(ParseError) as e:
        spec.parse(text)
    message = str(e.value)
    assert "unsupported op arith.ceildivsi" in message and "unknown" not in message
    assert "arith.addi" in message  # it says which arith ops it reads


def test_an_op_of_another_dialect_jaxlib_registers_is_unsupported():
    with pytest.raises(ParseError, match="unsupported op math.absi"):
        spec.parse(ONE_OP.replace("OP", "math.absi %a : tensor<2xi32>"))


def test_a_scalar_constant_is_unsupported_with_its_reason():
    with pytest.raises(ParseError, match="unsupported arith.constant.*tensors only"):
        spec.parse(ONE_OP.replace("OP", "arith.constant 1 : i32"))


def test_a_broken_arith_constraint_names_the_op_and_constraint():
    module = spec.parse(ONE_OP.replace("OP", "arith.addf %a, %b : tensor<2xi32>"))
    (d,) = verify(module)
    assert d.op == "arith.addf" and d.constraint == "arith_addf_c2"
    assert "is_float" in d.message


@pytest.mark.jaxlib
def test_func_call_inside_a_while_body_is_valid_for_both_verifiers():
    module = spec.parse(WHILE.replace(
        "%f = arith.addi %k2, %i : tensor<i32>",
        "%f = func.call @plus(%k2, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>")
        + '''
func.func private @plus(%x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %s = arith.addi %x, %y : tensor<i32>
  return %s : tensor<i32>
}''')
    assert verify(module) == []
    official, message = official_verdict(module)
    assert official is True, message


def test_every_supported_op_has_a_constraint_case_file():
    root = Path(__file__).resolve().parents[2] / "corpus" / "constraints"
    missing = [n for n in SUPPORTED
               if not (root / f"arith_{n.split('.', 1)[1]}.mlir").exists()]
    assert not missing


def test_a_built_arith_op_the_suite_does_not_read_is_unsupported():
    module = spec.parse(ONE_OP.replace("OP", "arith.addi %a, %b : tensor<2xi32>"))
    (op,) = [o for o in module.walk() if o.name == "arith.addi"]
    op.name = "arith.ceildivsi"
    (d,) = verify(module)
    assert d.constraint == "unknown-op" and d.message.startswith("unsupported op arith.ceildivsi")
