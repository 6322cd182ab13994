#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: compare on f8E4M3FN (wrong-result).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree compare): IREE's f8E4M3FN conversions
(through which it computes every op of the type) are wrong at two places: the NaN 0xFF (sign bit
set) becomes -480, so it compares below every number and equal to itself (the corpus case
compare_f8E4M3FN_float), and a value just below the smallest normal 2^-6 that rounds to it (f32
-0.0156237) becomes -0, so tanh(-2^-6) = -0 where the value rounds to -2^-6
(tanh/f8E4M3FN/case_1 to case_3 of the run of 2026-11-27) Reproduced by the conformance case
ops/compare/compare_f8E4M3FN_float.

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
  func.func @main(%arg0: tensor<100xf8E4M3FN>, %arg1: tensor<100xf8E4M3FN>) -> (tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>) {
    %0 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    %1 = stablehlo.compare NE, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    %2 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    %3 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    %4 = stablehlo.compare LE, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    %5 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<100xf8E4M3FN>, tensor<100xf8E4M3FN>) -> tensor<100xi1>
    return %0, %1, %2, %3, %4, %5 : tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>, tensor<100xi1>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('fffffffffffffffffffffefefefefefefefefefeb8b8b8b8b8b8b8b8b8b881818181818181818181808080808080808080800000000000000000000001010101010101010101383838383838383838387e7e7e7e7e7e7e7e7e7e7f7f7f7f7f7f7f7f7f7f'), ml_dtypes.float8_e4m3fn).reshape((100,)), np.frombuffer(bytes.fromhex('fffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7ffffeb881800001387e7f'), ml_dtypes.float8_e4m3fn).reshape((100,))]
INPUT_TYPES = ['tensor<100xf8E4M3FN>', 'tensor<100xf8E4M3FN>']
OUTPUT_TYPES = [np.bool_, np.bool_, np.bool_, np.bool_, np.bool_, np.bool_]
ORACLE = "iree"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), False, 0.0),
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
