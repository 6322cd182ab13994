#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: compare on complex<f32> (wrong-result).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor. For complex element
types, lexicographic comparison of `(real, imag)` pairs is

The oracle's verdict: output 0: fail (exact): 3 element(s) differ; worst at index [1]: expected
np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree compare): IREE orders complex numbers by
their real parts only: GE(1 + 2i, 1 + 3i) is true, where the seed spec orders (real, imag) pairs
lexicographically (corpus cases compare_complex_f32_ordering and compare_complex_f64_ordering;
EQ and NE agree). Not narrowed to the ordering directions: the corpus cases are functions other
than @main, which a condition does not read. Reproduced by the conformance case
ops/compare/compare_complex_f32_ordering.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone.
"""
import re
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<9xcomplex<f32>>, %arg1: tensor<9xcomplex<f32>>) -> tensor<9xi1> {
    %0 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    return %0 : tensor<9xi1>
  }
}
"""
INPUTS = [np.array([complex(1.0, 2.0), complex(1.0, 2.0), complex(1.0, 3.0), complex(2.0, 0.0), complex(0.0, 5.0), complex(-0.0, 0.0), complex(inf, 1.0), complex(nan, 0.0), complex(1.0, nan)], np.complex64).reshape((9,)), np.array([complex(1.0, 2.0), complex(1.0, 3.0), complex(1.0, 2.0), complex(1.0, 5.0), complex(1.0, 0.0), complex(0.0, -0.0), complex(inf, 2.0), complex(0.0, 0.0), complex(1.0, 0.0)], np.complex64).reshape((9,))]
ORACLE = "iree"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), False, 0.0),
    (0, (6,), False, 0.0),
    (0, (8,), False, 0.0),
]


def run():
    import iree.compiler
    import iree.runtime
    try:
        vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                         extra_args=["--iree-input-demote-f64-to-f32=false"])
    except iree.compiler.CompilerToolError as e:  # a negative code: a signal killed iree-compile
        code = re.search(r"^Error code: (-\d+)$", str(e), re.M)
        if code:
            raise SystemExit(f"iree-compile was killed by signal {-int(code.group(1))}")
        raise
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
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
