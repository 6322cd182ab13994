#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: sine on f32 (wrong-result).

The spec (sine): Performs element-wise sine operation on `operand` tensor and produces a
`result` tensor. For floats: `sin` from IEEE-754.

The oracle's verdict: output 0: fail (<= 2 ULP (sine, iree)): 11 element(s) differ; worst at
index [0, 4]: expected np.float32(0.99937344), actual np.float32(inf), error 1.07375e+09 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP (sine, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree sine): IREE's f32 sine, cosine and tan
reduce large arguments wrongly: sin(1e4) = -0.3055794 (the value -0.30561438), sin(1e6) =
-0.37397963 (-0.3499935), sin(1e10) = 0 (-0.48750603), cos(1e10) = 1, tan(1e10) = 0; f16 and
bf16 compute through f32, complex<f32> through them. In the run, sine failed 9 cases, cosine 10,
tan 9 (some elements infinite or NaN where the values are finite, e.g. sine/f32/case_1: inf for
0.99937344), under every accuracy mode. Reproduced by the conformance case sine/f32/case_1.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import iree.compiler
import iree.runtime
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %0 = stablehlo.sine %arg0 : tensor<3x9xf32>
    return %0 : tensor<3x9xf32>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000c03f2877a8bdffff7f80000000800000c0df0000c07f0c98f6bf0a2f8bc00000807f0000c0df988282c10000c07f77f219c1c02bff3b010080cb2e7bf5bc0000c0ff10e0123f3b1a10be0000804be88704bc000000bf010000804a6b4340795b313f00000080b5a9b640'), np.float32).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 4), 0.9993734359741211, 0.0),
    (0, (1, 0), 0.9993734359741211, 0.0),
    (0, (1, 5), -0.8939268589019775, 0.0),
    (0, (2, 1), -0.7795636653900146, 0.0),
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
