"""Shardy's single-process identities removed for the oracles that cannot read Shardy
(oracles/shardy.py): uses rewired through nested regions, declarations and attributes dropped,
ops with a body kept (and the oracle's gap then names them)."""
from __future__ import annotations

from pathlib import Path

import numpy as np

import spec
from oracles import make, shardy
from reference import evaluate

DATA = Path(__file__).resolve().parents[1] / "data" / "sdy"

LOOP = """
module {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
    %c = sdy.sharding_constraint %x <@mesh, [{}]> : tensor<4xf32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %zero, %v = %c) : tensor<i32>, tensor<4xf32>
     cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %s = stablehlo.multiply %v, %v : tensor<4xf32>
      %k = sdy.reshard %s <@mesh, [{"x"}]> : tensor<4xf32>
      stablehlo.return %n, %k : tensor<i32>, tensor<4xf32>
    }
    return %r#1 : tensor<4xf32>
  }
}"""


def test_identities_are_removed_through_nested_regions():
    module = spec.parse(LOOP)
    out = shardy.stripped(module)
    text = spec.print_module(out)
    assert "sdy" not in text
    assert shardy.shardy_in(module) and not shardy.shardy_in(out)
    assert "sdy.reshard" in spec.print_module(module)  # the original is left as it was
    x = np.array([1.5, -1.0, 0.5, 2.0], np.float32)
    want = evaluate(module, [x])[0]
    np.testing.assert_array_equal(evaluate(spec.parse(text), [x])[0], want)
    interpreter = make("stablehlo-interpreter")
    try:
        outcome = interpreter.run(module, [x])
    finally:
        interpreter.close()
    assert outcome.status == "ok", outcome.message
    assert outcome.lowered == shardy.NOTE
    np.testing.assert_array_equal(outcome.outputs[0], want)


def test_ops_with_a_body_stay_and_the_gap_names_them():
    module = spec.parse((DATA / "ops.pretty.mlir").read_text())
    out = shardy.stripped(module)
    names = {op.name for op in out.walk()}
    assert "sdy.manual_computation" in names
    assert not names & {"sdy.sharding_constraint", "sdy.sharding_group", "sdy.constant"}
    ok, why = make("stablehlo-interpreter").supports(module)
    assert not ok and why.startswith(("stablehlo-interpreter does not support "
                                      "sdy.named_computation", "stablehlo-interpreter does "
                                      "not support sdy.manual_computation"))


def test_a_program_without_shardy_is_left_as_it_is():
    module = spec.parse("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                        "  %y = stablehlo.abs %x : tensor<2xf32>\n  return %y : tensor<2xf32>\n}")
    assert shardy.stripped(module) is module
