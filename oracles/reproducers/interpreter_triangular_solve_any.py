#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: triangular_solve on f32 (crash).

The spec (triangular_solve): Solves batches of systems of linear equations with lower or upper
triangular coefficient matrices.

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGSEGV
The spec's results: [1.] : (1, 1)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter triangular_solve):
upstream's interpreter segfaults (SIGSEGV) on every triangular_solve with transpose_a = ADJOINT
on a real element type, whatever the shape, side or triangle: a = b = tensor<1x1xf32> (1.0),
left_side = true, lower = false, ADJOINT crashes, NO_TRANSPOSE and TRANSPOSE give 1.0 (for real
types ADJOINT is TRANSPOSE); and it aborts ("LLVM ERROR: Incompatible index and shape found
while flattening index") on every batched system (a tensor<2x2x2xf16>), for every element type,
as the f32/f64 entry above records. XLA CPU agrees with the reference. Reproduced by the
hand-written program seeds.toml (upstream's interpreter segfaults (SIGSEGV) on ev...).

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
  func.func @main(%arg0: tensor<1x1xf32>, %arg1: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    return %0 : tensor<1x1xf32>
  }
}
"""
INPUTS = [(np.array([1.0], np.float32).reshape((1, 1)), 'tensor<1x1xf32>'), (np.array([1.0], np.float32).reshape((1, 1)), 'tensor<1x1xf32>')]


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
