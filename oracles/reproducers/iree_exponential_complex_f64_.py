#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: exponential on complex<f64> (wrong-rejection).

The spec (exponential): Performs element-wise exponential operation on `operand` tensor and
produces a `result` tensor. For complex numbers: complex exponential.

Seen: wrong-rejection: iree-lld: error: undefined symbol: cos iree-lld: error: undefined symbol:
sin <stdin>:4:10: error: failed to link executable and generate target dylib (check above for
more specific error messages)
The spec's results: [-1.13120438 +2.47172667j, 0.44379173 +0.41343481j,
10.85226191-16.90139654j, 0.11876788 -0.06488319j] : (4,)

Known divergence (oracles/known_divergences.toml, iree exponential): IREE's llvm-cpu target
lowers these complex<f64> ops to calls of libm's sin, cos and atan2, which its linker does not
find ("iree-lld: error: undefined symbol: sin", "undefined symbol: atan2"; the corpus cases
exponential_complex_f64 and logistic_complex_f64); their f64 forms compile (exp(0.5 : f64) =
1.6487212707001282). Reproduced with IREE alone: tests/oracles/test_iree_divergences.py.
Reproduced by the conformance case ops/exponential/exponential_complex_f64.

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
  func.func @main(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.exponential %arg0 : tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(1.0, 2.0), complex(-0.5, 0.75), complex(3.0, -1.0), complex(-2.0, -0.5)], np.complex128).reshape((4,))]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


def reproduce():
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip()[:300]}"
    return False, "compiled and ran it"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
