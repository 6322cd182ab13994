#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: chlo.lgamma on f64 (wrong-rejection).

The spec (chlo.lgamma): chlo.lgamma is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

Seen: wrong-rejection: CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo
(jaxlib 0.10.2). iree-lld: error: undefined symbol: sin <stdin>:86:11: error: failed to link
executable and generate target dylib (check above for more specific error messages)
<stdin>:86:11: error: failed to serialize executable for target backend llvm-cpu

Known divergence (oracles/known_divergences.toml, iree chlo.lgamma): IREE's llvm-cpu target
cannot link the f64 sin (and cos, trunc) that the reflection formula of lgamma and digamma
calls: "iree-lld: error: undefined symbol: sin" (chlo.lgamma/f64/case_1 to case_3 of the run of
2026-11-27, lowered by upstream's chlo-legalize-to-stablehlo; IREE's own CHLO conversion fails
so too). Reproduced with IREE alone: tests/oracles/test_iree_divergences.py. Reproduced by the
conformance case chlo.lgamma/f64/case_1.

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
  func.func @main(%arg0: tensor<3x9xf64>) -> tensor<3x9xf64> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x9xf64>
    %0 = stablehlo.compare LT, %arg0, %cst : (tensor<3x9xf64>, tensor<3x9xf64>) -> tensor<3x9xi1>
    %1 = stablehlo.negate %arg0 : tensor<3x9xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x9xf64>
    %2 = stablehlo.subtract %arg0, %cst_0 : tensor<3x9xf64>
    %3 = stablehlo.select %0, %1, %2 : tensor<3x9xi1>, tensor<3x9xf64>
    %cst_1 = stablehlo.constant dense<0.99999999999980993> : tensor<3x9xf64>
    %cst_2 = stablehlo.constant dense<676.5203681218851> : tensor<3x9xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<3x9xf64>
    %4 = stablehlo.add %3, %cst_3 : tensor<3x9xf64>
    %5 = stablehlo.divide %cst_2, %4 : tensor<3x9xf64>
    %6 = stablehlo.add %cst_1, %5 : tensor<3x9xf64>
    %cst_4 = stablehlo.constant dense<-1259.1392167224028> : tensor<3x9xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<3x9xf64>
    %7 = stablehlo.add %3, %cst_5 : tensor<3x9xf64>
    %8 = stablehlo.divide %cst_4, %7 : tensor<3x9xf64>
    %9 = stablehlo.add %6, %8 : tensor<3x9xf64>
    %cst_6 = stablehlo.constant dense<771.32342877765313> : tensor<3x9xf64>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<3x9xf64>
    %10 = stablehlo.add %3, %cst_7 : tensor<3x9xf64>
    %11 = stablehlo.divide %cst_6, %10 : tensor<3x9xf64>
    %12 = stablehlo.add %9, %11 : tensor<3x9xf64>
    %cst_8 = stablehlo.constant dense<-176.61502916214059> : tensor<3x9xf64>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<3x9xf64>
    %13 = stablehlo.add %3, %cst_9 : tensor<3x9xf64>
    %14 = stablehlo.divide %cst_8, %13 : tensor<3x9xf64>
    %15 = stablehlo.add %12, %14 : tensor<3x9xf64>
    %cst_10 = stablehlo.constant dense<12.507343278686905> : tensor<3x9xf64>
    %cst_11 = stablehlo.constant dense<5.000000e+00> : tensor<3x9xf64>
    %16 = stablehlo.add %3, %cst_11 : tensor<3x9xf64>
    %17 = stablehlo.divide %cst_10, %16 : tensor<3x9xf64>
    %18 = stablehlo.add %15, %17 : tensor<3x9xf64>
    %cst_12 = stablehlo.constant dense<-0.13857109526572012> : tensor<3x9xf64>
    %cst_13 = stablehlo.constant dense<6.000000e+00> : tensor<3x9xf64>
    %19 = stablehlo.add %3, %cst_13 : tensor<3x9xf64>
    %20 = stablehlo.divide %cst_12, %19 : tensor<3x9xf64>
    %21 = stablehlo.add %18, %20 : tensor<3x9xf64>
    %cst_14 = stablehlo.constant dense<9.9843695780195716E-6> : tensor<3x9xf64>
    %cst_15 = stablehlo.constant dense<7.000000e+00> : tensor<3x9xf64>
    %22 = stablehlo.add %3, %cst_15 : tensor<3x9xf64>
    %23 = stablehlo.divide %cst_14, %22 : tensor<3x9xf64>
    %24 = stablehlo.add %21, %23 : tensor<3x9xf64>
    %cst_16 = stablehlo.constant dense<1.5056327351493116E-7> : tensor<3x9xf64>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<3x9xf64>
    %25 = stablehlo.add %3, %cst_17 : tensor<3x9xf64>
    %26 = stablehlo.divide %cst_16, %25 : tensor<3x9xf64>
    %27 = stablehlo.add %24, %26 : tensor<3x9xf64>
    %cst_18 = stablehlo.constant dense<7.500000e+00> : tensor<3x9xf64>
    %28 = stablehlo.add %cst_18, %3 : tensor<3x9xf64>
    %cst_19 = stablehlo.constant dense<2.0149030205422647> : tensor<3x9xf64>
    %29 = stablehlo.divide %3, %cst_18 : tensor<3x9xf64>
    %30 = stablehlo.log_plus_one %29 : tensor<3x9xf64>
    %31 = stablehlo.add %cst_19, %30 : tensor<3x9xf64>
    %32 = stablehlo.divide %28, %31 : tensor<3x9xf64>
    %33 = stablehlo.add %3, %cst : tensor<3x9xf64>
    %34 = stablehlo.subtract %33, %32 : tensor<3x9xf64>
    %35 = stablehlo.multiply %34, %31 : tensor<3x9xf64>
    %36 = stablehlo.log %27 : tensor<3x9xf64>
    %cst_20 = stablehlo.constant dense<0.91893853320467266> : tensor<3x9xf64>
    %37 = stablehlo.add %cst_20, %35 : tensor<3x9xf64>
    %38 = stablehlo.add %37, %36 : tensor<3x9xf64>
    %39 = stablehlo.abs %arg0 : tensor<3x9xf64>
    %40 = stablehlo.floor %39 : tensor<3x9xf64>
    %41 = stablehlo.subtract %39, %40 : tensor<3x9xf64>
    %42 = stablehlo.compare LT, %cst, %41 : (tensor<3x9xf64>, tensor<3x9xf64>) -> tensor<3x9xi1>
    %43 = stablehlo.subtract %cst_0, %41 : tensor<3x9xf64>
    %44 = stablehlo.select %42, %43, %41 : tensor<3x9xi1>, tensor<3x9xf64>
    %cst_21 = stablehlo.constant dense<3.1415926535897931> : tensor<3x9xf64>
    %45 = stablehlo.multiply %cst_21, %44 : tensor<3x9xf64>
    %46 = stablehlo.sine %45 : tensor<3x9xf64>
    %47 = stablehlo.log %46 : tensor<3x9xf64>
    %cst_22 = stablehlo.constant dense<1.1447298858494002> : tensor<3x9xf64>
    %48 = stablehlo.subtract %cst_22, %47 : tensor<3x9xf64>
    %49 = stablehlo.subtract %48, %38 : tensor<3x9xf64>
    %50 = stablehlo.is_finite %47 : (tensor<3x9xf64>) -> tensor<3x9xi1>
    %51 = stablehlo.negate %47 : tensor<3x9xf64>
    %52 = stablehlo.select %50, %49, %51 : tensor<3x9xi1>, tensor<3x9xf64>
    %53 = stablehlo.select %0, %52, %38 : tensor<3x9xi1>, tensor<3x9xf64>
    %54 = stablehlo.abs %arg0 : tensor<3x9xf64>
    %cst_23 = stablehlo.constant dense<0x7FF0000000000000> : tensor<3x9xf64>
    %55 = stablehlo.compare EQ, %54, %cst_23 : (tensor<3x9xf64>, tensor<3x9xf64>) -> tensor<3x9xi1>
    %cst_24 = stablehlo.constant dense<0x7FF0000000000000> : tensor<3x9xf64>
    %56 = stablehlo.select %55, %cst_24, %53 : tensor<3x9xi1>, tensor<3x9xf64>
    return %56 : tensor<3x9xf64>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('000000000000f83fd4d44b06e50eb5bfffffffffffff0f806bc32cb2c6e89c3f5fe56276818ef23f000000000000f87fe896888201d3febf87facd46e16511c0000000000000f07ff78e1b211b7248bfa45238f8525030c0000000000000f87f501e31e24e3e23c0a420c2fb77e57f3f4a31c6ea4066a3bf1f5753b765af9ebf000000000000f8ff732ca3ff015ce23f25e464504703c2bf00000000000040439b5b170afd9080bf000000000000e0bf0100000000000080925af53a696d0840af64be2c6f2be63f3adf651dc611923f18d42e9036d51640'), np.float64).reshape((3, 9))]


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
