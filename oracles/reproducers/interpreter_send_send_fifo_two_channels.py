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
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import re
import signal
import subprocess
import sys

import numpy as np
from jax._src.interpreters import mlir  # jax's MLIR context
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

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
INPUTS = [(np.array([255, 0], np.uint8).reshape((2,)), 'tensor<2xui8>')]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]


def reproduce():  # run() in a child process
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True, text=True,
                           timeout=10)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, "still running after 10 s"
    how = signal.Signals(-p.returncode).name if p.returncode < 0 else f"status {p.returncode}"
    said = [s[:300] for s in p.stderr.splitlines() if re.match(r"\S.*(check fail|error)", s, re.I)]
    return p.returncode != 0, ": ".join([how] + said[:1])  # its first error line, no traceback's


if __name__ == "__main__" and sys.argv[1:] == ["--run"]:  # the child of reproduce()
    run()
    sys.exit(0)  # (IREE's scatter out of bounds corrupts memory: the exit of SystemExit crashes)
elif __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
