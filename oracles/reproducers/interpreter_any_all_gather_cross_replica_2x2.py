#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: all_gather on i64 (crash).

The spec (all_gather): Within each process group in the StableHLO process grid, concatenates the
values of the `operands` tensors from each process along `all_gather_dim` and produces `results`
tensors.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: rendezvous timed out

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter all_gather):
tests/oracles/test_differential_collectives.py: jaxlib 0.10.2's interpreter.run_parallel aborts
with 'LLVM ERROR: rendezvous timed out' on these valid programs (cross_replica collectives on a
2x2 grid, every collective in cross_replica_and_partition / flattened_ids mode, groups of 3
replicas, a pair with source = target), while the same ops pass on 2x1 grids and in
cross_partition mode on 2x2; the expected values in corpus/ops/*.processes.json were derived
independently from the spec's strategies and the reference agrees with them. Reproduced by the
conformance case ops/all_gather/all_gather_cross_replica_2x2.

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
  func.func @all_gather_cross_replica_2x2(%arg0: tensor<2xi64>) -> tensor<4xi64> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xi64>) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
  func.func @main(%arg0: tensor<2xi64>, %arg1: tensor<2xi64>, %arg2: tensor<2xi64>, %arg3: tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
    %0:4 = "interpreter.run_parallel"(%arg0, %arg1, %arg2, %arg3) <{programs = [[@all_gather_cross_replica_2x2, @all_gather_cross_replica_2x2], [@all_gather_cross_replica_2x2, @all_gather_cross_replica_2x2]]}> : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  }
}
"""
INPUTS = [(np.array([0, 1], np.int64).reshape((2,)), 'tensor<2xi64>'), (np.array([10, 11], np.int64).reshape((2,)), 'tensor<2xi64>'), (np.array([100, 101], np.int64).reshape((2,)), 'tensor<2xi64>'), (np.array([110, 111], np.int64).reshape((2,)), 'tensor<2xi64>')]


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
