#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: convert on i32->bf16 (wrong-rejection).

The spec (convert): Performs an element-wise conversion from one element type to another on
`operand` tensor and produces a `result` tensor.

Seen: wrong-rejection: iree-lld: error: undefined symbol: __truncsfbf2 <stdin>:4:10: error:
failed to link executable and generate target dylib (check above for more specific error
messages) <stdin>:4:10: error: failed to serialize executable for target backend llvm-cpu
The spec's results: [-256, 3, 2.1391e+09] : (3,)

Known divergence (oracles/known_divergences.toml, iree convert): IREE's llvm-cpu target lowers
this convert to a call of compiler-rt's __truncsfbf2, which its linker does not find ("iree-lld:
error: undefined symbol: __truncsfbf2"; corpus case convert_i32_to_bf16). Reproduced by the
conformance case ops/convert/convert_i32_to_bf16.

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
  func.func @main(%arg0: tensor<3xi32>) -> tensor<3xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<3xi32>) -> tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
}
"""
INPUTS = [np.array([-256, 3, 2139095040], np.int32).reshape((3,))]


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
