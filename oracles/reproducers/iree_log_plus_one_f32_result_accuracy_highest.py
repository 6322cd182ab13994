#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: log_plus_one on f32 (wrong-result).

The spec (log_plus_one): Performs element-wise logarithm plus one operation on `operand` tensor
and produces a `result` tensor. For floats: `logp1` from IEEE-754.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 1 element(s) differ; worst at index [1, 9]: expected
np.float32(-0.024189027), actual np.float32(-0.02418903), error 2 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree log_plus_one): IREE ignores
result_accuracy HIGHEST in log_plus_one: log_plus_one/f32/case_3 of the run gives -0.02418903
where the correctly rounded value is -0.024189027 (2 ULP). Reproduced by the conformance case
log_plus_one/f32/case_3.

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
  func.func @main(%arg0: tensor<2x31xf32>) -> tensor<2x31xf32> {
    %0 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2x31xf32>
    return %0 : tensor<2x31xf32>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000c03fd2d880bc3e2621c2000080cb788f51bef3b7cc3c0000c03fabaa2a00ffff7fffb07ff440cceda53e6f8683be109a0cbccfc2393c0000c0dfb3b024be000080ff695689be0500c07f0978eb3e0000c0bf0000c07f00000080010080bf7ee9c7c0000000009b26893d00000000a54e43bd2349f03f4984563cffff7f000000c0bf7484403cd9f575c2780632bd880f8b3c00000000b6b1533e0000008074c7c3bca401e63b9d273bbe6bd956bf01feb742b2cd3e400848563cbf3874be09dfabbc00000000010000809991f03d000080cb000080cb0000c09f000000800000807fffff7f7fffffff7eb37e7abf390ffbbff555c63f'), np.float32).reshape((2, 31))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 9), -0.024189027026295662, 1.862645149230957e-09),
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
