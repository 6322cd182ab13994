"""Standalone reproducers of the oracles that do not honour result_accuracy HIGHEST
(oracles/known_divergences.toml, the entries narrowed to `when = "result_accuracy_highest"`):
each runs one transcendental op with mode HIGHEST through jaxlib alone (XLA CPU, or upstream's
interpreter in a child process), beside the value computed in float64 and rounded once. If a
jaxlib upgrade makes one correctly rounded, its test fails and the entry can go."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from oracles.verdict import known_divergence
from tests.helpers.oracles import run_with_jaxlib
from tests.oracles.test_corpus_divergences import eval_with_jaxlib

pytestmark = pytest.mark.jaxlib

HIGHEST = ("{result_accuracy = #stablehlo.result_accuracy<mode = "
           "#stablehlo.result_accuracy_mode<HIGHEST>>}")
VALUES = {"tanh": np.tanh, "logistic": lambda x: 1 / (1 + np.exp(-x)),
          "log_plus_one": np.log1p}


def program(op: str, t: str, accuracy: str = HIGHEST) -> str:
    return f"""func.func @main(%x: tensor<1x{t}>) -> tensor<1x{t}> {{
  %0 = stablehlo.{op} %x {accuracy} : tensor<1x{t}>
  return %0 : tensor<1x{t}>
}}"""


def ulps_apart(a, b, dtype) -> int:
    """How many values of `dtype` lie between a and b (both positive or both negative)."""
    bits = {np.float32: np.int32, np.float16: np.int16, ml_dtypes.bfloat16: np.int16}[dtype]
    return abs(int(np.asarray(a, dtype).view(bits)) - int(np.asarray(b, dtype).view(bits)))


@pytest.mark.parametrize("op,t,x,ulps", [
    ("tanh", "f32", -0.23150676, 4),
    ("logistic", "f32", -1.9507691, 2),
    ("log_plus_one", "f32", 0.5464646, 2),
    ("logistic", "f16", -2.016, 2),
])
def test_xla_ignores_result_accuracy_highest(op, t, x, ulps):
    """XLA CPU gives the same result with and without HIGHEST, `ulps` off the correctly rounded
    value (tanh(-0.23150676) = -0.2274576, the value -0.22745766)."""
    dtype = {"f32": np.float32, "f16": np.float16}[t]
    arg = np.array([x], dtype)
    value = VALUES[op](arg.astype(np.float64)).astype(dtype)[0]
    highest = run_with_jaxlib(program(op, t), [arg])[0][0]
    assert ulps_apart(highest, value, dtype) == ulps
    assert run_with_jaxlib(program(op, t, ""), [arg])[0][0] == highest
    assert known_divergence("xla", op, [t], "wrong-result", program(op, t))
    assert not known_divergence("xla", op, [t], "wrong-result", program(op, t, ""))


@pytest.mark.parametrize("t,x", [("f32", -1.9507691), ("f16", -2.016)])
def test_the_interpreter_ignores_result_accuracy_highest_in_logistic(t, x):
    """Upstream's interpreter computes logistic in the element type (1 / (1 + exp(-x)), three
    roundings): logistic(-1.9507691 : f32) = 0.12446951, the value 0.124469526 (2 ULP)."""
    dtype = {"f32": np.float32, "f16": np.float16}[t]
    arg = np.array([x], dtype)
    code, results, stderr = eval_with_jaxlib(program("logistic", t), [arg], [f"tensor<1x{t}>"])
    assert code == 0, stderr
    value = VALUES["logistic"](arg.astype(np.float64)).astype(dtype)[0]
    assert ulps_apart(results[0].view(dtype)[0], value, dtype) == 2
    assert known_divergence("stablehlo-interpreter", "logistic", [t], "wrong-result",
                            program("logistic", t))


def test_the_interpreter_ignores_result_accuracy_highest_in_bf16_logistic():
    """bf16 goes in as a constant and comes back converted to f32 (exactly), as eval_module's
    arguments take no bf16: logistic(-0.0194091796875) = 0.4921875, the value 0.49609375."""
    text = f"""func.func @main() -> tensor<1xf32> {{
  %x = stablehlo.constant dense<[-0.0194091796875]> : tensor<1xbf16>
  %0 = stablehlo.logistic %x {HIGHEST} : tensor<1xbf16>
  %1 = stablehlo.convert %0 : (tensor<1xbf16>) -> tensor<1xf32>
  return %1 : tensor<1xf32>
}}"""
    code, results, stderr = eval_with_jaxlib(text, [], [])
    assert code == 0, stderr
    value = VALUES["logistic"](np.float64(-0.0194091796875)).astype(ml_dtypes.bfloat16)
    assert ulps_apart(results[0][0].astype(ml_dtypes.bfloat16), value, ml_dtypes.bfloat16) == 2
    assert known_divergence("stablehlo-interpreter", "logistic", ["bf16"], "wrong-result",
                            program("logistic", "bf16"))
