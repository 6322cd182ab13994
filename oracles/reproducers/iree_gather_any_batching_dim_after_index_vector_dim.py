#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: gather on i64 (crash).

The spec (gather): Gathers slices from `operand` tensor from offsets specified in
`start_indices` and produces a `result` tensor.

Seen: crash: iree-compile was killed by signal 11
The spec's results: [1, 6, 2, 5, 3, 4] : (3, 2)

Known divergence (oracles/known_divergences.toml, iree gather): iree-compile dies with SIGSEGV
(in its stablehlo-to-linalg GatherConversion) on a gather whose start_indices have a batching
dimension after index_vector_dim, e.g. indices 1x4 with index_vector_dim = 0 and
start_indices_batching_dims = [1]; the same gather with indices 4x1 (index_vector_dim last)
compiles and is right. 19 generated cases of the run of 2026-11-27 crashed so and one
(gather/f8E4M3FN/case_3, an empty index vector) compiled and gave 60 wrong elements Reproduced
by the conformance case ops/gather/gather_batching_dims_index_vector_dim_first.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone.
"""
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x3xi64>, %arg1: tensor<1x3x2xi8>) -> tensor<3x2xi64> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [1]>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi64>, tensor<1x3x2xi8>) -> tensor<3x2xi64>
    return %0 : tensor<3x2xi64>
  }
}
"""
INPUTS = [np.array([1, 2, 3, 4, 5, 6], np.int64).reshape((2, 3)), np.array([0, 2, 1, 1, 5, -1], np.int8).reshape((1, 3, 2))]
INPUT_TYPES = ['tensor<2x3xi64>', 'tensor<1x3x2xi8>']
OUTPUT_TYPES = [np.int64]
ORACLE = "iree"
KIND = "crash"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]


def run():
    import iree.compiler
    import iree.runtime
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    results = [] if results is None else results if isinstance(results, (list, tuple)) else [results]
    return [np.asarray(r.to_host()) for r in results]


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    if KIND in ("crash", "timeout"):
        try:
            p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True,
                               text=True, timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
            return True, f"still running after {TIME_LIMIT} s"
        last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
        died = p.returncode != 0 and "Traceback" not in p.stderr
        return died, f"the process ended with status {p.returncode}: {last}"
    try:
        outputs = run()
    except Exception as e:  # the implementation refused the program
        return KIND == "wrong-rejection", f"rejected: {str(e).strip().splitlines()[0][:300]}"
    if KIND != "wrong-result":
        return False, "compiled and ran it"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of a crash check
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
