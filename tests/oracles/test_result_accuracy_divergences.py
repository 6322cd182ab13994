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


COMPLEX = {"exponential_minus_one": np.expm1, "log": np.log, "log_plus_one": np.log1p,
           "logistic": lambda z: 1 / (1 + np.exp(-z)), "rsqrt": lambda z: 1 / np.sqrt(z),
           "sine": np.sin, "sqrt": np.sqrt, "tan": np.tan, "tanh": np.tanh}


def complex_errors(op: str, accuracy: str = HIGHEST) -> np.ndarray:
    """XLA CPU's errors on 4096 complex<f32> inputs in [-3, 3] + [-3, 3]i, in ULPs of |value|
    (the value: complex128, rounded once to complex<f32>)."""
    rng = np.random.default_rng(3)
    z = (rng.uniform(-3, 3, 4096) + 1j * rng.uniform(-3, 3, 4096)).astype(np.complex64)
    got = run_with_jaxlib(program(op, "complex<f32>", accuracy).replace("1x", "4096x"), [z])[0]
    value = COMPLEX[op](z.astype(np.complex128)).astype(np.complex64)
    ulp = np.spacing(np.abs(value).astype(np.float32)).astype(np.float64)
    return np.abs(got.astype(np.complex128) - value) / ulp


@pytest.mark.parametrize("op", sorted(COMPLEX))
def test_xla_misses_result_accuracy_highest_on_complex_f32(op):
    """Under HIGHEST some of XLA CPU's complex<f32> results are 2 or more ULP of |value| off
    the value: e.g. tan(z) = 0.0037263187-0.061800245j for 0.0037263185-0.061800253j (the
    conformance run's tan/complex<f32>/case_3)."""
    assert complex_errors(op).max() >= 2
    assert known_divergence("xla", op, ["complex<f32>"], "wrong-result",
                            program(op, "complex<f32>"))


def test_xla_complex_log_is_less_accurate_under_highest_than_without():
    """XLA reads HIGHEST for complex log (its results change) and is then up to 12 ULP of
    |value| off, where it is within 1.5 without the attribute."""
    assert complex_errors("log").max() > 8 > 1.5 >= complex_errors("log", "").max()
