#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: cbrt on complex<f32> (wrong-rejection).

The spec (cbrt): Performs element-wise cubic root operation on `operand` tensor and produces a
`result` tensor. For complex numbers: complex cubic root.

Seen: wrong-rejection: <stdin>:4:10: error: failed to legalize operation 'stablehlo.cbrt' that
was explicitly marked illegal: %0 = "stablehlo.cbrt"(%arg0) : (tensor<3x9xcomplex<f32>>) ->
tensor<3x9xcomplex<f32>> loc("<stdin>":4:10)

Known divergence (oracles/known_divergences.toml, iree cbrt): IREE's input conversion has no
lowering of cbrt on complex operands ("failed to legalize operation 'stablehlo.cbrt' that was
explicitly marked illegal"; cbrt/complex<f32>/case_1 and case_2, the corpus case
cbrt_complex_f32). Reproduced by the conformance case cbrt/complex<f32>/case_1.

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
  func.func @main(%arg0: tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>> {
    %0 = stablehlo.cbrt %arg0 : tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19), complex(-0.08225852251052856, 0.010504399426281452), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(5.5340232221128655e+19, -1.0), complex(0.021081209182739258, 1.1158242225646973), complex(-1.9265151023864746, 0.9132425785064697), complex(-4.349492073059082, -39.93195724487305), complex(-0.4636608064174652, -0.0229796115309), complex(-1.1754943508222875e-38, -4.80803108215332), complex(-16.313766479492188, 0.0068401554599404335), complex(34.26877975463867, -0.2794417142868042), complex(-9.621695518493652, 1.1754943508222875e-38), complex(0.007787197828292847, 0.5218892693519592), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(9.58337116241455, 0.09001025557518005), complex(-1.7014117331926443e+38, 1.0), complex(-0.1407250612974167, -28.0), complex(0.1114489883184433, -19.149858474731445), complex(-0.008089043200016022, -0.007073076441884041), complex(-0.75, -1.5), complex(4.008271217346191, 93.3525619506836), complex(3.0534234046936035, -0.10827557742595673), complex(0.6928020119667053, -0.017201535403728485), complex(-0.75, 1.1754942106924411e-38), complex(5.708216190338135, -11.941285133361816)], np.complex64).reshape((3, 9))]


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
