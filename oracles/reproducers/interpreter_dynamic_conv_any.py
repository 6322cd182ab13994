#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: dynamic_conv on f32 (crash).

The spec (dynamic_conv): This operation is functionally identical to
[convolution](https://github.com/openxla/stablehlo/blob/main/docs/spec.md#convolution) op, but
the padding is specified dynamically via `padding`.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Incompatible index and shape found while flattening index
The spec's results: [3., 5.] : (1, 2, 1)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter dynamic_conv): the same
abort as convolution's ("LLVM ERROR: Incompatible index and shape found while flattening index")
whenever output_feature_dimension comes before output_batch_dimension and a group computes more
than one batch element or output feature: dynamic_conv of tensor<2x1x1xf32> [b, f, 0] and
tensor<1x1x1xf32> [i, o, 0] with zero padding and output [f, b, 0] aborts; output [b, f, 0]
gives the expected values. Reproduced by the hand-written program seeds.toml (the same abort as
convolution's...).

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
  func.func @main(%arg0: tensor<2x1x1xf32>, %arg1: tensor<1x1x1xf32>, %arg2: tensor<1x2xi64>) -> tensor<1x2x1xf32> {
    %0 = "stablehlo.dynamic_conv"(%arg0, %arg1, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0]x[i, o, 0]->[f, b, 0]>, feature_group_count = 1 : i64}> : (tensor<2x1x1xf32>, tensor<1x1x1xf32>, tensor<1x2xi64>) -> tensor<1x2x1xf32>
    return %0 : tensor<1x2x1xf32>
  }
}
"""
INPUTS = [(np.array([1.5, 2.5], np.float32).reshape((2, 1, 1)), 'tensor<2x1x1xf32>'), (np.array([2.0], np.float32).reshape((1, 1, 1)), 'tensor<1x1x1xf32>'), (np.array([0, 0], np.int64).reshape((1, 2)), 'tensor<1x2xi64>')]


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
