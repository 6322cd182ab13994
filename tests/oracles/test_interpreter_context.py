"""Upstream's interpreter's worker function reuses one MLIR context across cases, replaced once it
has interned CONTEXT_BYTES (oracles/stablehlo_interpreter.py), with the same results."""
import numpy as np
import pytest

from oracles import stablehlo_interpreter as shi

ADD = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}"""
BAD = "func.func @main( {"


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(shi, "_context", [])
    return shi


def _run(module, k: int):
    a = np.arange(4, dtype=np.float32) + k
    outcome = module.execute(ADD, [a, np.float32(0.5) * a], "main")
    assert outcome.status == "ok", outcome.message
    np.testing.assert_array_equal(outcome.outputs[0], a + np.float32(0.5) * a)
    return module._context[0]


def test_one_context_serves_many_cases_and_a_rejected_program(fresh):
    first = _run(fresh, 0)
    assert fresh.execute(BAD, [], "main").status == "rejected"
    assert _run(fresh, 1) is first and _run(fresh, 2) is first
    assert fresh._context[1] >= 3 * (len(ADD) + 2 * 16 + 16)  # texts, inputs and results


def test_the_context_is_replaced_once_it_has_interned_its_limit(fresh, monkeypatch):
    monkeypatch.setattr(shi, "CONTEXT_BYTES", 2 * (len(ADD) + 2 * 16 + 16))
    first = _run(fresh, 0)
    assert _run(fresh, 1) is first
    third = _run(fresh, 2)  # past the limit: a new context, the same results
    assert third is not first and fresh._context[1] == len(ADD) + 2 * 16 + 16
