"""Differential test of the quantized semantics against the official interpreter and XLA CPU.

Neither accepts quantized programs today, so the test records how each rejects them: jaxlib's
MLIR context has no quant dialect (`!quant.uniform` is an unregistered type to its parser) and
XLA's translation rejects quantized types ("type is not supported" / "can't be translated to XLA
HLO"). Both oracles therefore declare quantized programs unsupported (`no_quantized`); the test
checks that declaration and runs the program on each backend's worker anyway (bypassing
`supports`), so that when a backend starts accepting quantized programs its outputs are
compared exactly with the reference's and the declaration is known to be stale.
"""
from __future__ import annotations

import numpy as np
import pytest

import spec
from oracles.reference import Reference
from oracles.stablehlo_interpreter import StablehloInterpreter
from oracles.xla import Xla

pytestmark = pytest.mark.jaxlib

Q1, Q2, R = ("!quant.uniform<i8:f32, 0.5:-1>", "!quant.uniform<i8:f32, 0.25:2>",
             "!quant.uniform<i8:f32, 1.0:0>")
PROGRAM = """func.func @main() -> tensor<4xf32> {{
  %x = stablehlo.constant dense<[5.5, -9.5, 64.0, -63.5]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.25, 0.5, 0.75, 1.0]> : tensor<4xf32>
  %a = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x{q1}>
  %b = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x{q2}>
  %r = "stablehlo.{op}"(%a, %b) : (tensor<4x{q1}>, tensor<4x{q2}>) -> tensor<4x{r}>
  %s = stablehlo.uniform_dequantize %r : (tensor<4x{r}>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}}
"""
REJECTIONS = {"stablehlo-interpreter": "unregistered dialect",
              "xla": "can't be translated to XLA HLO"}


@pytest.fixture(scope="module")
def oracles():
    made = [StablehloInterpreter(), Xla()]
    yield made
    for o in made:
        getattr(o, "close", lambda: None)()


@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "maximum"])
def test_quantized_binary_ops(op, oracles):
    module = spec.parse(PROGRAM.format(op=op, q1=Q1, q2=Q2, r=R))
    expected = Reference().run(module, [], "main")
    assert expected.status == "ok", expected.message
    for oracle in oracles:
        assert oracle.run(module, [], "main").status == "unsupported"
        outcome = oracle.worker.run(spec.print_module(module), [], "main")
        if outcome.status in ("rejected", "unsupported"):  # xla: no lowering is unsupported
            assert REJECTIONS[oracle.name] in outcome.message, outcome.message
            continue
        assert outcome.status == "ok", f"{oracle.name}: {outcome.message}"
        np.testing.assert_array_equal(outcome.outputs[0], expected.outputs[0])
