"""Standalone reproducers of IREE's own divergences (oracles/known_divergences.toml, the iree
block; oracles/gaps.toml): each compiles a program with iree-base-compiler for llvm-cpu and
runs it with iree-base-runtime, no code of ours, in a child process (the compiler may crash).
Skipped where the optional extra is not installed."""
from __future__ import annotations

import pickle
import subprocess
import sys

import numpy as np
import pytest

from oracles.compare import known_divergences
from oracles.iree import Iree
from oracles.verdict import known_divergence

AVAILABLE, WHY = Iree.available()
pytestmark = pytest.mark.skipif(not AVAILABLE, reason=WHY or "iree is available")

RUN = """
import pickle, sys
import numpy as np
import iree.compiler as compiler
import iree.runtime as runtime
text, args = pickle.load(sys.stdin.buffer)
try:
    vmfb = compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                extra_args=["--iree-input-demote-f64-to-f32=false"])
except compiler.CompilerToolError as e:
    sys.stdout.buffer.write(pickle.dumps(("rejected", str(e))))
    sys.exit(0)
context = runtime.SystemContext(config=runtime.Config("local-task"))
context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
result = context.modules.module["main"](*args)
sys.stdout.buffer.write(pickle.dumps(("ok", np.asarray(result.to_host()))))
"""


def run_with_iree(text: str, args: list):
    """("ok", result) or ("rejected", the compiler's message) of IREE alone on `text`."""
    p = subprocess.run([sys.executable, "-c", RUN], input=pickle.dumps((text, args)),
                       capture_output=True, timeout=300)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    return pickle.loads(p.stdout)


def test_iree_adds_booleans_modulo_2():
    """The spec's add of i1 is logical OR; IREE's true + true is false."""
    text = """func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %a, %b : tensor<4xi1>
  return %0 : tensor<4xi1>
}"""
    status, result = run_with_iree(text, [np.array([0, 0, 1, 1], bool),
                                          np.array([0, 1, 0, 1], bool)])
    assert status == "ok" and result.tolist() == [False, True, True, False]  # spec: last True
    assert known_divergence("iree", "add", ["i1"], "wrong-result")


@pytest.mark.parametrize("op", ["tanh", "exponential", "logistic"])
def test_iree_cannot_link_f64_libm_functions(op):
    """llvm-cpu lowers these f64 (complex<f64>) ops to calls of libm's tanh, sin, cos that its
    linker does not find ("undefined symbol")."""
    t = "f64" if op == "tanh" else "complex<f64>"
    text = f"""func.func @main(%a: tensor<2x{t}>) -> tensor<2x{t}> {{
  %0 = stablehlo.{op} %a : tensor<2x{t}>
  return %0 : tensor<2x{t}>
}}"""
    x = np.array([0.5, 1.5], np.float64 if t == "f64" else np.complex128)
    status, message = run_with_iree(text, [x])
    assert status == "rejected" and "undefined symbol" in message
    assert known_divergence("iree", op, [t], "wrong-rejection")


def test_iree_does_not_compile_async_start():
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%g) : (tensor<4xf32>) -> ()
  }) {execution_thread = "main"} : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}"""
    status, message = run_with_iree(text, [np.ones(4, np.float32)])
    assert status == "rejected" and "failed to legalize operation 'stablehlo.async_start'" \
        in message


def test_iree_flushes_subnormals():
    """5e-324 + 5e-324 (f64) is 0 on IREE's llvm-cpu, not 1e-323, and tanh of the subnormal
    f32 -1.1754942e-38 is -0: denormals flushed, the flush-subnormals allowance."""
    add = """func.func @main(%a: tensor<1xf64>, %b: tensor<1xf64>) -> tensor<1xf64> {
  %0 = stablehlo.add %a, %b : tensor<1xf64>
  return %0 : tensor<1xf64>
}"""
    tiny = np.array([5e-324])
    status, result = run_with_iree(add, [tiny, tiny])
    assert status == "ok" and result.tolist() == [0.0]
    tanh = """func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
  %0 = stablehlo.tanh %a : tensor<1xf32>
  return %0 : tensor<1xf32>
}"""
    status, result = run_with_iree(tanh, [np.array([-1.1754942e-38], np.float32)])
    assert status == "ok" and result[0] == 0 and np.signbit(result[0])
    assert "flush-subnormals" in known_divergences()[1]["iree"]
