"""Triage of fuzz findings against XLA CPU (round 5, campaign fz4): scatter's partly
out-of-bounds windows, batch_norm_training's variance residue with epsilon = 0, and f8E5M2FNUZ
adds inside a while body. Each is recorded in oracles/known_divergences.toml; the tests here
reproduce XLA's behaviour with jaxlib alone (a bare `compile_and_load` in a child process, no
code of ours) next to the spec's value, computed by hand and checked against the reference. If a
jaxlib upgrade changes one of them, its `_xla` test fails: drop the entry then."""
import pickle
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

from fuzz.known import KNOWN
from oracles.compare import find_divergence
from reference import evaluate

RUN = """
import pickle, sys
import jax, jaxlib._jax as xc, numpy as np
from jax.extend import backend
jax.config.update("jax_enable_x64", True)
text, args = pickle.load(sys.stdin.buffer)
client = backend.get_backend("cpu")
device = client.devices()[0]
executable = client.compile_and_load(text, xc.DeviceList((device,)))
out = executable.execute_sharded([jax.device_put(a, device) for a in args])
sys.stdout.buffer.write(pickle.dumps([np.asarray(o[0]) for o in
                                      out.disassemble_into_single_device_arrays()]))
"""


def _xla(text: str, args: list) -> list:
    """XLA CPU's results of `text` on `args`, computed by jaxlib in a child process."""
    p = subprocess.run([sys.executable, "-c", RUN], input=pickle.dumps((text, args)),
                       capture_output=True, timeout=300)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    return pickle.loads(p.stdout)


# --- scatter: XLA skips a window that is partly out of bounds ---------------------------------

SCATTER = """func.func @main(%x: tensor<4xi64>, %i: tensor<1xi64>, %u: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0],
      inserted_window_dims = [], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>,
      indices_are_sorted = false, unique_indices = false}
    : (tensor<4xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}"""
# The spec checks each result_index = start + window index: a window of 2 at 3 updates element 3
# and skips element 4 (out of bounds); at 4 both are out of bounds.
SCATTER_CASES = [(2, [0, 0, 10, 20], [0, 0, 10, 20]), (3, [0, 0, 0, 10], [0, 0, 0, 0]),
                 (4, [0, 0, 0, 0], [0, 0, 0, 0])]


def _scatter_args(start):
    return [np.zeros(4, np.int64), np.array([start], np.int64), np.array([10, 20], np.int64)]


@pytest.mark.parametrize("start, spec, _", SCATTER_CASES)
def test_scatter_reference_checks_each_element(start, spec, _):
    assert evaluate(SCATTER, _scatter_args(start))[0].tolist() == spec


@pytest.mark.jaxlib
@pytest.mark.parametrize("start, _, xla", SCATTER_CASES)
def test_scatter_xla_skips_a_partly_out_of_bounds_window(start, _, xla):
    assert _xla(SCATTER, _scatter_args(start))[0].tolist() == xla


# --- batch_norm_training: XLA's variance of a constant feature is not 0 -----------------------

def batch_norm_training(n: int, t: str) -> str:
    x, f = f"tensor<{n}x1x{t}>", f"tensor<{n}x{t}>"
    return f"""func.func @main(%x: {x}, %s: {f}, %o: {f}) -> ({x}, {f}, {f}) {{
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {{epsilon = 0.0 : f32, feature_index = 0 : i64}}
    : ({x}, {f}, {f}) -> ({x}, {f}, {f})
  "func.return"(%r#0, %r#1, %r#2) : ({x}, {f}, {f}) -> ()
}}"""


def _norm_args(n, dtype, value=0.1):
    return [np.full((n, 1), value, dtype), np.ones(n, dtype), np.zeros(n, dtype)]


@pytest.mark.parametrize("t, dtype", [("f32", np.float32), ("f64", np.float64)])
def test_batch_norm_training_reference_of_a_constant_feature(t, dtype):
    """Each feature holds one element: mean = x, variance = (x - x)^2 = 0, and with epsilon = 0
    the output is (x - x) / sqrt(0) = 0 / 0 = nan."""
    out, mean, variance = evaluate(batch_norm_training(2, t), _norm_args(2, dtype))
    assert np.isnan(out).all() and (mean == dtype(0.1)).all() and (variance == 0).all()


@pytest.mark.jaxlib
@pytest.mark.parametrize("t, dtype", [("f32", np.float32), ("f64", np.float64)])
def test_batch_norm_training_xla_leaves_a_variance_residue(t, dtype):
    out, _, variance = _xla(batch_norm_training(2, t), _norm_args(2, dtype))
    assert (variance > 0).all() and (variance < dtype(0.1) ** 2 * 1e-6).all(), variance
    assert (out == 0).all(), out
    # one feature of a single element: no residue, nan as in the spec
    out, _, variance = _xla(batch_norm_training(1, t), _norm_args(1, dtype))
    assert (variance == 0).all() and np.isnan(out).all(), (out, variance)


@pytest.mark.jaxlib
@pytest.mark.parametrize("t, dtype", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16)])
def test_batch_norm_training_xla_agrees_on_narrow_types(t, dtype):
    out, _, variance = _xla(batch_norm_training(2, t), _norm_args(2, dtype))
    assert (variance == 0).all() and np.isnan(out.astype(np.float32)).all(), (out, variance)


# --- while: f8E5M2FNUZ adds below the normal range --------------------------------------------

def doubling_loop(times: int, t: str = "f8E5M2FNUZ") -> str:
    return f"""func.func @main(%n: tensor<i64>, %x: tensor<{t}>) -> tensor<{t}> {{
  %r:2 = "stablehlo.while"(%n, %x) ({{
  ^bb0(%i: tensor<i64>, %y: tensor<{t}>):
    %c = "stablehlo.constant"() {{value = dense<{times}> : tensor<i64>}} : () -> tensor<i64>
    %p = "stablehlo.compare"(%i, %c) {{comparison_direction = #stablehlo<comparison_direction LT>}}
      : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }}, {{
  ^bb0(%i: tensor<i64>, %y: tensor<{t}>):
    %one = "stablehlo.constant"() {{value = dense<1> : tensor<i64>}} : () -> tensor<i64>
    %j = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %z = "stablehlo.add"(%y, %y) : (tensor<{t}>, tensor<{t}>) -> tensor<{t}>
    "stablehlo.return"(%j, %z) : (tensor<i64>, tensor<{t}>) -> ()
  }}) : (tensor<i64>, tensor<{t}>) -> (tensor<i64>, tensor<{t}>)
  "func.return"(%r#1) : (tensor<{t}>) -> ()
}}"""


DOUBLE = """func.func @main(%x: tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ> {
  %z = "stablehlo.add"(%x, %x) : (tensor<f8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ>
  "func.return"(%z) : (tensor<f8E5M2FNUZ>) -> ()
}"""
FNUZ = ml_dtypes.float8_e5m2fnuz
# (x, times, XLA's result): the spec's result is x * 2^times, exact in f8E5M2FNUZ for all of them
WHILE_CASES = [(2.0 ** -16, 1, 2.0 ** -14), (2.0 ** -17, 2, 2.0 ** -14), (2.0 ** -15, 1, 2.0 ** -14),
               (1.0, 2, 4.0), (-3.0, 2, -12.0)]


def _while_args(x):
    return [np.array(0, np.int64), np.array(x, FNUZ)]


@pytest.mark.parametrize("x, times, _", WHILE_CASES)
def test_while_reference_doubles_f8E5M2FNUZ(x, times, _):
    assert float(evaluate(doubling_loop(times), _while_args(x))[0]) == x * 2 ** times


@pytest.mark.jaxlib
@pytest.mark.parametrize("x, times, xla", WHILE_CASES)
def test_while_xla_doubles_small_f8E5M2FNUZ_wrongly(x, times, xla):
    assert float(_xla(doubling_loop(times), _while_args(x))[0]) == xla


@pytest.mark.jaxlib
def test_add_xla_doubles_small_f8E5M2FNUZ_rightly_outside_a_loop():
    assert float(_xla(DOUBLE, [np.array(2.0 ** -16, FNUZ)])[0]) == 2.0 ** -15


# --- the entries ------------------------------------------------------------------------------

def test_the_findings_are_known_divergences_narrowly():
    assert find_divergence(KNOWN, "xla", "scatter", "i64", "wrong-result")
    assert not find_divergence(KNOWN, "xla", "scatter", "i64", "crash")
    for t in ("f32", "f64"):
        assert find_divergence(KNOWN, "xla", "batch_norm_training", t, "wrong-result")
    assert not find_divergence(KNOWN, "xla", "batch_norm_training", "f32", "crash")
    assert not find_divergence(KNOWN, "xla", "batch_norm_training", "bf16", "wrong-result")
    assert find_divergence(KNOWN, "xla", "while", "f8E5M2FNUZ", "wrong-result")
    assert not find_divergence(KNOWN, "xla", "while", "f8E5M2", "wrong-result")
    assert not find_divergence(KNOWN, "xla", "add", "f8E5M2FNUZ", "wrong-result")
