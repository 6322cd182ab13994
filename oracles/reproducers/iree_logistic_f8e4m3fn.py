#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: logistic on f8E4M3FN (wrong-result).

The spec (logistic): Performs element-wise logistic operation on `operand` tensor and produces a
`result` tensor. For floats: `division(1, addition(1, exp(-x)))` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (logistic, iree)): 4 element(s) differ; worst at
index [0, 4]: expected 0, actual nan, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (logistic, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree logistic): IREE's logistic of these f8
types (no infinity) is NaN for x below about -6.1 (-5.5 for f8E4M3FNUZ): logistic(-10 :
f8E4M3FN) = nan, where the value 1 / (1 + e^10) = 4.5e-5 rounds to 0; e^-x is rounded to the
type, and above its largest value 448 (240 for FNUZ) that is NaN, not an infinity. f8E5M2 and
f8E5M2FNUZ give 4.58e-5 (logistic/f8E4M3FN/case_1 and case_2 of the run of 2026-11-27: 4 and 14
elements). Reproduced by the conformance case logistic/f8E4M3FN/case_1.

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
  func.func @main(%arg0: tensor<3x9xf8E4M3FN>) -> tensor<3x9xf8E4M3FN> {
    %0 = stablehlo.logistic %arg0 : tensor<3x9xf8E4M3FN>
    return %0 : tensor<3x9xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([-2.5, -0.0859375, -0.015625, -0.0, -448.0, -0.001953125, -1.875, -4.5, np.nan, 32.0, -16.0, -0.015625, -10.0, 0.0078125, -16.0, -0.029296875, np.nan, 0.5625, -0.140625, -1.125, -0.0078125, 0.5, -0.013671875, 3.0, 0.6875, -0.0, 5.5], ml_dtypes.float8_e4m3fn).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 4), 0.0, 0.0),
    (0, (1, 1), 0.0, 0.0),
    (0, (1, 3), 0.0, 0.0),
    (0, (1, 5), 0.0, 0.0),
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
