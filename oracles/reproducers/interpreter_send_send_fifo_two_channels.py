#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: send on ui8 (crash).

The spec (send): Sends `inputs` to a channel `channel_id`. Inputs are then sent to other devices
in the order specified by `source_target_pairs`. The operation produces a `result` token.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: send timed out

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter send): jaxlib's
interpreter makes send wait for a matching recv ('LLVM ERROR: send timed out' when one process
sends, then receives on the same channel); the spec leaves synchronization open (#484) and the
reference's documented choice is a send that never waits (docs/reference.md, Processes and
collectives). Reproduced by the conformance case ops/recv/recv_empty_payload.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import subprocess
import sys
from math import inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @recv_empty_payload(%arg0: tensor<2xui8>) -> tensor<2xui8> {
    %0 = stablehlo.after_all  : !stablehlo.token
    %1 = "stablehlo.send"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.send"(%arg0, %1) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>}> : (tensor<2xui8>, !stablehlo.token) -> !stablehlo.token
    %3 = "stablehlo.recv"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>}> : (!stablehlo.token) -> !stablehlo.token
    %4:2 = "stablehlo.recv"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>}> : (!stablehlo.token) -> (tensor<2xui8>, !stablehlo.token)
    return %4#0 : tensor<2xui8>
  }
  func.func @main(%arg0: tensor<2xui8>) -> tensor<2xui8> {
    %0 = "interpreter.run_parallel"(%arg0) <{programs = [[@recv_empty_payload]]}> : (tensor<2xui8>) -> tensor<2xui8>
    return %0 : tensor<2xui8>
  }
}
"""
INPUTS = [np.array([255, 0], np.uint8).reshape((2,))]
INPUT_TYPES = ['tensor<2xui8>']
ORACLE = "stablehlo-interpreter"
KIND = "crash"
TIME_LIMIT = 10  # seconds


def run():
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext  # jaxlib's registry of MLIR's dialects
    from jaxlib.mlir.dialects import chlo, stablehlo
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)  # func and the other upstream MLIR dialects
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.append_dialect_registry(registry)
        stablehlo.register_dialect(ctx)
        chlo.register_dialect(ctx)
        stablehlo.register_interpreter_dialect(ctx)
        module = ir.Module.parse(PROGRAM)
        args = [ir.DenseElementsAttr.get(x if x.dtype.type.__module__ == "numpy" else
                                         x.view(f"u{x.dtype.itemsize}"),
                                         type=ir.RankedTensorType.parse(t))
                for x, t in zip(INPUTS, INPUT_TYPES)]
        return [np.array(r) for r in stablehlo.eval_module(module, args)]


def reproduce():
    """(whether the divergence shows, what was seen): run() in a child process."""
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True,
                           text=True, timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, f"still running after {TIME_LIMIT} s"
    last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
    if "ModuleNotFoundError" in p.stderr:
        return False, f"cannot run it here: {last}"
    return p.returncode != 0, f"the process ended with status {p.returncode}: {last}"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of reproduce()
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
