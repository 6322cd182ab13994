#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: batch_norm_training on f32 (crash).

The spec (batch_norm_training): Computes mean and variance across all dimensions except for the
`feature_index` dimension and normalizes the `operand` tensor producing `output`, `batch_mean`
and `batch_var` tensors.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Operation stablehlo.batch_norm_training is unsupported at the moment.
However, this operation can be decomposed into supported operations, so it is possible to
transform it into supported form as a workaround. Visit
https://github.com/openxla/stablehlo/issues/1571 to learn more about the workaround and the
roadmap for supporting this operation.
The spec's results: [-1.5, -1. , 0. , 2.5, 1. , 2. ] : (2, 3); [ 2.5 , -0.75, 1.25] : (3,);
[2.25 , 1.5625, 5.0625] : (3,)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter batch_norm_training):
upstream's interpreter does not implement the batch norms ("Operation
stablehlo.batch_norm_training is unsupported at the moment", openxla/stablehlo#1571); XLA CPU
agrees with the reference. Reproduced by the conformance case
ops/batch_norm_training/batch_norm_training_feature_1_f32.

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
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    return %output, %batch_mean, %batch_var : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
"""
INPUTS = [(np.array([1.0, -2.0, 3.5, 4.0, 0.5, -1.0], np.float32).reshape((2, 3)), 'tensor<2x3xf32>'), (np.array([2.0, 1.0, -1.0], np.float32).reshape((3,)), 'tensor<3xf32>'), (np.array([0.5, 0.0, 1.0], np.float32).reshape((3,)), 'tensor<3xf32>')]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]


def reproduce():  # run() in a child process
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, "still running after 120 s"
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
