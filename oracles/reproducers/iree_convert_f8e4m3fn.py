#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: tanh on f8E4M3FN (wrong-result).

The spec (tanh): Performs element-wise hyperbolic tangent operation on `operand` tensor and
produces a `result` tensor. For floats: `tanh` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (tanh, iree)): 2 element(s) differ; worst at
index [0, 2]: expected -0.015625, actual -0, error 8 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (tanh, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree tanh): IREE's f8E4M3FN conversions
(through which it computes every op of the type) are wrong at two places: the NaN 0xFF (sign bit
set) becomes -480, so it compares below every number and equal to itself (the corpus case
compare_f8E4M3FN_float), and a value just below the smallest normal 2^-6 that rounds to it (f32
-0.0156237) becomes -0, so tanh(-2^-6) = -0 where the value rounds to -2^-6
(tanh/f8E4M3FN/case_1 to case_3 of the run of 2026-11-27). Reproduced by the conformance case
tanh/f8E4M3FN/case_1.

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
    %0 = stablehlo.tanh %arg0 : tensor<3x9xf8E4M3FN>
    return %0 : tensor<3x9xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([-2.5, -0.0859375, -0.015625, -0.0, -448.0, -0.001953125, -1.875, -4.5, np.nan, 32.0, -16.0, -0.015625, -10.0, 0.0078125, -16.0, -0.029296875, np.nan, 0.5625, -0.140625, -1.125, -0.0078125, 0.5, -0.013671875, 3.0, 0.6875, -0.0, 5.5], ml_dtypes.float8_e4m3fn).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 2), -0.015625, 0.005859375),
    (0, (1, 2), -0.015625, 0.005859375),
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
