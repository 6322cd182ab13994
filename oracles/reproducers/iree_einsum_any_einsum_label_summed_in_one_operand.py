#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: einsum on f32 (wrong-rejection).

The spec (einsum): see the spec's section on einsum: https://openxla.org/stablehlo/spec#einsum

Seen: wrong-rejection: <stdin>:4:10: error: contracting dimension sizes must match for lhs/rhs
The spec's results: [-5.7630982e-02, 1.4727733e+00, 3.9288446e+02, -7.9489984e-02,
3.2287885e-03, -1.0972934e+01, 1.0449603e-02, 9.0147743e+00, inf, 1.4413059e-02, 1.9763259e-02,
-inf] : (2, 2, 3)

Known divergence (oracles/known_divergences.toml, iree einsum): IREE's einsum lowering rejects
some einsums that sum a label over one operand alone (a label in neither the other operand nor
the result): "lhs and rhs should have the same number of contracting dimensions" (ab,a->a,
ab,b->b), "expected both lhs/rhs ranks to be either 1 or 2" (cab,b->a), "contracting dimension
sizes must match for lhs/rhs" (eadb,dca->cba). Not every such einsum: acd,cb->ba and a,->, among
5 of the run of 2026-11-27, compile and pass, so this is a divergence (the einsum still runs),
not a gap; einsums beyond rank 2 are otherwise fine (abc,cd->abd, abc,bc->a). 11 einsum cases of
that run were rejected so. Reproduced by the conformance case einsum/f32/generated_2.

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
  func.func @main(%arg0: tensor<2x3x1x2xf32>, %arg1: tensor<1x2x3xf32>) -> tensor<2x2x3xf32> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "eadb,dca->cba" : (tensor<2x3x1x2xf32>, tensor<1x2x3xf32>) -> tensor<2x2x3xf32>
    return %0 : tensor<2x2x3xf32>
  }
}
"""
INPUTS = [np.array([0.2704969644546509, 0.39736777544021606, -0.08738640695810318, 0.11787452548742294, -6.509215354919434, 10.753121376037598, 0.014641823247075081, -0.004077997524291277, -5.873295783996582, -0.130942240357399, -42.53901290893555, -9.383245468139648], np.float32).reshape((2, 3, 1, 2)), np.array([-0.20211555063724518, -0.24708133935928345, -8.01016616821289, 0.03664742782711983, -1.5123729705810547, -3.4028234663852886e+38], np.float32).reshape((1, 2, 3))]


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
