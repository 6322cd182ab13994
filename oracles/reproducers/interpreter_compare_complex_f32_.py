#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: compare on complex<f32> (crash).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor. For complex element
types, lexicographic comparison of `(real, imag)` pairs is

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines: LLVM ERROR: Unsupported element type: complex<f32>
The spec's results: [ True, False, True, True, False, True, False, False, False] : (9,); [False,
False, True, True, False, False, False, False, False] : (9,); [ True, True, False, False, True,
True, True, False, False] : (9,); [False, True, False, False, True, False, True, False, False] :
(9,)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter compare): upstream's
interpreter aborts the process ("LLVM ERROR: Unsupported element type: complex<f32>", SIGABRT)
on compare of complex operands with comparison_direction GE, GT, LE or LT; the spec defines them
as the lexicographic comparison of (real, imag) pairs (EQ and NE work). Reproduced by the
conformance case ops/compare/compare_complex_f32_ordering.

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
  func.func @main(%arg0: tensor<9xcomplex<f32>>, %arg1: tensor<9xcomplex<f32>>) -> (tensor<9xi1>, tensor<9xi1>, tensor<9xi1>, tensor<9xi1>) {
    %0 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    %1 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    %2 = stablehlo.compare LE, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    %3 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    return %0, %1, %2, %3 : tensor<9xi1>, tensor<9xi1>, tensor<9xi1>, tensor<9xi1>
  }
}
"""
INPUTS = [(np.array([complex(1.0, 2.0), complex(1.0, 2.0), complex(1.0, 3.0), complex(2.0, 0.0), complex(0.0, 5.0), complex(-0.0, 0.0), complex(np.inf, 1.0), complex(np.nan, 0.0), complex(1.0, np.nan)], np.complex64).reshape((9,)), 'tensor<9xcomplex<f32>>'), (np.array([complex(1.0, 2.0), complex(1.0, 3.0), complex(1.0, 2.0), complex(1.0, 5.0), complex(1.0, 0.0), complex(0.0, -0.0), complex(np.inf, 2.0), complex(0.0, 0.0), complex(1.0, 0.0)], np.complex64).reshape((9,)), 'tensor<9xcomplex<f32>>')]


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
