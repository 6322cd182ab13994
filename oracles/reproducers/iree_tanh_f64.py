#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: cosine on f64 (wrong-rejection).

The spec (cosine): Performs element-wise cosine operation on `operand` tensor and produces a
`result` tensor. For floats: `cos` from IEEE-754.

Seen: wrong-rejection: iree-lld: error: undefined symbol: cos <stdin>:4:10: error: failed to
link executable and generate target dylib (check above for more specific error messages)
<stdin>:4:10: error: failed to serialize executable for target backend llvm-cpu
The spec's results: [-0.9899925 , 0.54030231, 0.87758256, 0.54030231, -0.41614684, -0.83907153,
1. ] : (7,)

Known divergence (oracles/known_divergences.toml, iree cosine): IREE's llvm-cpu target lowers
these f64 / complex<f64> ops to calls of libm's tanh, sin and cos, which its linker does not
find: "iree-lld: error: undefined symbol: tanh", "failed to link executable and generate target
dylib" (tanh, sine, cosine and tan of f64 and of complex<f64>). Reproduced with IREE alone:
tests/oracles/test_iree_divergences.py. Reproduced by the conformance case
ops/cosine/cosine_f64.

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
  func.func @main(%arg0: tensor<7xf64>) -> tensor<7xf64> {
    %0 = stablehlo.cosine %arg0 : tensor<7xf64>
    return %0 : tensor<7xf64>
  }
}
"""
INPUTS = [np.array([-3.0, -1.0, 0.5, 1.0, 2.0, 10.0, 1e-310], np.float64).reshape((7,))]


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
