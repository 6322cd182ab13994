#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: scatter on f16 (crash).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Expected same type for an SSA register and its evaluated value
The spec's results: [0.5 , 2.25, 3. ] : (3,)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter scatter): upstream's
interpreter aborts on a valid scatter whose f16 input and updates are promoted to its region's
f32: 'LLVM ERROR: Expected same type for an SSA register and its evaluated value' (jaxlib
0.10.2; the spec's result is [0.5, 2.25, 3.0] : tensor<3xf32>). Reproduced by the conformance
case ops/scatter/scatter_promoted_to_region_type.

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
  func.func @main(%arg0: tensor<3xf16>, %arg1: tensor<1x1xi64>, %arg2: tensor<1xf16>) -> tensor<3xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3xf16>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""
INPUTS = [(np.array([0.5, 2.0, 3.0], np.float16).reshape((3,)), 'tensor<3xf16>'), (np.array([1], np.int64).reshape((1, 1)), 'tensor<1x1xi64>'), (np.array([0.25], np.float16).reshape((1,)), 'tensor<1xf16>')]


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
