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
it is gone.
"""
import subprocess
import sys
from math import inf, nan

import numpy as np


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
INPUTS = [np.array([complex(1.0, 2.0), complex(1.0, 2.0), complex(1.0, 3.0), complex(2.0, 0.0), complex(0.0, 5.0), complex(-0.0, 0.0), complex(inf, 1.0), complex(nan, 0.0), complex(1.0, nan)], np.complex64).reshape((9,)), np.array([complex(1.0, 2.0), complex(1.0, 3.0), complex(1.0, 2.0), complex(1.0, 5.0), complex(1.0, 0.0), complex(0.0, -0.0), complex(inf, 2.0), complex(0.0, 0.0), complex(1.0, 0.0)], np.complex64).reshape((9,))]
INPUT_TYPES = ['tensor<9xcomplex<f32>>', 'tensor<9xcomplex<f32>>']
ORACLE = "stablehlo-interpreter"
KIND = "crash"
TIME_LIMIT = 120  # seconds


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
