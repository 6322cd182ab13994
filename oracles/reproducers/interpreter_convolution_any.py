#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: convolution on f32 (crash).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Incompatible index and shape found while flattening index
The spec's results: [3., 5.] : (1, 2, 1)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter convolution): upstream's
interpreter aborts ("LLVM ERROR: Incompatible index and shape found while flattening index") on
every convolution whose output_feature_dimension comes before its output_batch_dimension (output
layouts [f, b, 0], [f, 0, b], [0, f, b]) unless each of its groups (feature_group_count,
batch_group_count) computes one batch element and one output feature, for every element type:
lhs tensor<2x1x1xf32> [b, f, 0] with rhs tensor<1x1x1xf32> [i, o, 0] and output [f, b, 0]
(tensor<1x2x1xf32>) aborts, while the same program with output [b, f, 0] (tensor<2x1x1xf32>)
returns the expected values, as do [b, 0, f] and [0, b, f]; output [f, b, 0] works with
feature_group_count = 2, one batch element and 2 output features (one per group), and aborts
with 4 (2 per group); the input and kernel layouts and the padding do not matter
(tests/oracles/test_differential_reduction_linalg.py). XLA CPU agrees with the reference on
these programs. Reproduced by the hand-written program seeds.toml (upstream's interpreter aborts
("LLVM ERROR: Inco...).

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
  func.func @main(%arg0: tensor<2x1x1xf32>, %arg1: tensor<1x1x1xf32>) -> tensor<1x2x1xf32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    return %0 : tensor<1x2x1xf32>
  }
}
"""
INPUTS = [(np.array([1.5, 2.5], np.float32).reshape((2, 1, 1)), 'tensor<2x1x1xf32>'), (np.array([2.0], np.float32).reshape((1, 1, 1)), 'tensor<1x1x1xf32>')]


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
