#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: all_reduce on i32 (crash).

The spec (all_reduce): Within each process group in the StableHLO process grid, applies a
reduction function `computation` to the values of the `operands` tensors from each process and
produces `results` tensors.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Expected same type for an SSA register and its evaluated value LLVM
ERROR: Expected same type for an SSA register and its evaluated value

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter all_reduce): the spec
lets the computation's element type E differ from the operands' when
is_promotable(element_type(operand), E) (all_reduce C6-C7; here i8 operands, an i32 computation,
i32 results); jaxlib's interpreter aborts with 'Expected same type for an SSA register and its
evaluated value'. Reproduced by the conformance case
ops/all_reduce/all_reduce_promoted_i8_to_i32.

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
  func.func @all_reduce_promoted_i8_to_i32(%arg0: tensor<2xi8>) -> tensor<2xi32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<2xi8>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>) -> (tensor<2xi32>, tensor<2xi32>) {
    %0:2 = "interpreter.run_parallel"(%arg0, %arg1) <{programs = [[@all_reduce_promoted_i8_to_i32], [@all_reduce_promoted_i8_to_i32]]}> : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi32>, tensor<2xi32>)
    return %0#0, %0#1 : tensor<2xi32>, tensor<2xi32>
  }
}
"""
INPUTS = [(np.array([100, -128], np.int8).reshape((2,)), 'tensor<2xi8>'), (np.array([100, -127], np.int8).reshape((2,)), 'tensor<2xi8>')]


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
