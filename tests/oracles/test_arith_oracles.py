"""Programs with arith ops go to the oracles as they are, and neither XLA nor upstream's
interpreter can run them: XLA's export says "unsupported op for export to XLA" (an
`unsupported` outcome, not `rejected`), the interpreter aborts; both declare the gap
(oracles/gaps.toml), so only the reference evaluates arith ops."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import spec
from oracles.stablehlo_interpreter import StablehloInterpreter
from oracles.xla import Xla

WHILE = (Path(__file__).resolve().parents[1] / "data" / "arith" / "while_counter.mlir").read_text()

REDUCE = '''func.func @main(%x: tensor<4xf32>) -> tensor<f32> {
  %0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %0) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = arith.addf %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}'''


@pytest.mark.jaxlib
@pytest.mark.parametrize("text,args", [(WHILE, [np.array(3, np.int32)]),
                                       (REDUCE, [np.arange(4, dtype=np.float32)])],
                         ids=["while", "reduce"])
def test_xla_given_arith_ops_anyway_says_unsupported(jaxlib_oracles_pair, text, args):
    """The gap is what XLA does: its worker, given the program past the declared gap."""
    _, xla = jaxlib_oracles_pair
    outcome = xla.worker.run(spec.print_module(spec.parse(text)), args)
    assert outcome.status == "unsupported", outcome
    assert "unsupported op for export to XLA" in outcome.message


@pytest.mark.parametrize("oracle", [StablehloInterpreter, Xla])
def test_the_jaxlib_oracles_declare_arith_ops_a_gap(oracle):
    ok, why = oracle().supports(spec.parse(WHILE))
    assert not ok and "arith" in why, why
