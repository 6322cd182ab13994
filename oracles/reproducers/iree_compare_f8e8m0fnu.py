#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: compare on f8E8M0FNU (wrong-result).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [15]: expected
np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree compare): IREE compares the NaNs of these
types wrongly: f8E8M0FNU's NaN 0xFF equals itself (FLOAT) and TOTALORDER puts 2^127 below
2^-127; the FNUZ types' one NaN 0x80 (the sign bit set: below every number in totalOrder, as XLA
orders it) is above -240 and -1 in TOTALORDER (corpus cases compare_f8E8M0FNU_float,
compare_f8E8M0FNU_totalorder, compare_f8E4M3FNUZ_totalorder, compare_f8E5M2FNUZ_totalorder).
Reproduced by the conformance case ops/compare/compare_f8E8M0FNU_float.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import iree.compiler
import iree.runtime
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<16xf8E8M0FNU>, %arg1: tensor<16xf8E8M0FNU>) -> tensor<16xi1> {
    %0 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<16xf8E8M0FNU>, tensor<16xf8E8M0FNU>) -> tensor<16xi1>
    return %0 : tensor<16xi1>
  }
}
"""
INPUTS = [np.array([5.877471754111438e-39, 5.877471754111438e-39, 5.877471754111438e-39, 5.877471754111438e-39, 1.0, 1.0, 1.0, 1.0, 1.7014118346046923e+38, 1.7014118346046923e+38, 1.7014118346046923e+38, 1.7014118346046923e+38, np.nan, np.nan, np.nan, np.nan], ml_dtypes.float8_e8m0fnu).reshape((16,)), np.array([5.877471754111438e-39, 1.0, 1.7014118346046923e+38, np.nan, 5.877471754111438e-39, 1.0, 1.7014118346046923e+38, np.nan, 5.877471754111438e-39, 1.0, 1.7014118346046923e+38, np.nan, 5.877471754111438e-39, 1.0, 1.7014118346046923e+38, np.nan], ml_dtypes.float8_e8m0fnu).reshape((16,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (15,), False, 0.0),
]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


def reproduce():
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
