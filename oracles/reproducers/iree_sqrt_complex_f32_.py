#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: rsqrt on complex<f32> (wrong-result).

The spec (rsqrt): Performs element-wise reciprocal square root operation on `operand` tensor and
produces a `result` tensor. For complex numbers: complex reciprocal square root.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 7 element(s) differ; worst at index [1, 26]: expected
np.complex64(0.25678787j), actual np.complex64(-0.25678787j), error 1.72327e+07 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree rsqrt): IREE's complex<f32> sqrt, rsqrt
and logarithms lose accuracy: sqrt(5.5340232e19 - 1i) = 7439101440 + 463.4i where the value is
7439101440 - 6.7e-11i (sqrt/complex<f32>/case_1); rsqrt(-15.165 - 0i) = -0.2568i, the zero's
sign ignored (the value, on that side of the branch cut, is +0.2568i; rsqrt/complex<f32>/case_3,
7 elements, under result_accuracy HIGHEST); log/complex<f32>/case_2 gives -0.020050708 -
2.5815704i for -0.020050678 - 2.581569i (about 6 ULP of |value|),
log_plus_one/complex<f32>/case_1 0.12654664 + 0.47783047i for 0.12654665 + 0.47783065i.
Reproduced by the conformance case rsqrt/complex<f32>/case_3.

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
  func.func @main(%arg0: tensor<2x31xcomplex<f32>>) -> tensor<2x31xcomplex<f32>> {
    %0 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2x31xcomplex<f32>>
    return %0 : tensor<2x31xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(8.67361716077003e-23, -6.505213343894066e-23), complex(0.9278378486633301, -3.4028234663852886e+38), complex(-13.642143249511719, 2.5956878662109375), complex(-35.723480224609375, 9.424033164978027), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.019023094326257706, -0.01726103387773037), complex(0.03740397095680237, -0.14842942357063293), complex(-0.0, 0.18469876050949097), complex(-0.0, -0.005250314716249704), complex(-48.44656753540039, 0.14196954667568207), complex(-0.15406522154808044, 1.1754943508222875e-38), complex(0.7763726711273193, -0.009697364643216133), complex(-0.022634850814938545, -0.07588711380958557), complex(-0.32902535796165466, -3.833801507949829), complex(-0.0938054546713829, 0.11370884627103806), complex(0.5960825085639954, -1.0056848526000977), complex(-3.4028234663852886e+38, 29.82109260559082), complex(5.5340232221128655e+19, -1.0), complex(-0.028687724843621254, -0.025241902098059654), complex(-0.75, -2.5), complex(-0.13579945266246796, -1.2685908079147339), complex(-3.4028234663852886e+38, 8.64762020111084), complex(-0.08900570869445801, -0.030697157606482506), complex(-0.75, 1.1754943508222875e-38), complex(-0.028352394700050354, -11.80736255645752), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-1.4809495210647583, 1.401298464324817e-45), complex(0.018150070682168007, 0.9765133857727051), complex(1.0, 0.0), complex(0.006059120409190655, 0.1564789116382599), complex(-0.9259404540061951, -3.0653488636016846), complex(11.275894165039062, -1.401298464324817e-45), complex(-0.2922096848487854, -14.571266174316406), complex(0.007197390776127577, -3.933414936065674), complex(0.18142642080783844, 0.7320984601974487), complex(0.15537044405937195, 4.128738880157471), complex(-0.34020230174064636, -0.20349366962909698), complex(-0.4320010840892792, -0.00396016426384449), complex(-0.75, 1.7014117331926443e+38), complex(32.405799865722656, -1.1754943508222875e-38), complex(0.002384668681770563, 0.66203773021698), complex(0.0073421187698841095, -0.05468089506030083), complex(59.143131256103516, -0.0), complex(1.1068045784518754e+19, 1.475739437935834e+19), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-0.0, 1.0), complex(-0.5776855945587158, 0.09594710171222687), complex(-0.75, -2.5), complex(5.5340232221128655e+19, -1.0), complex(0.7460567951202393, 4.0), complex(-0.040985919535160065, 0.024720974266529083), complex(5.5340232221128655e+19, -1.0), complex(0.007594739552587271, -0.04428334906697273), complex(0.056333623826503754, 18.213502883911133), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.05318712070584297, 0.00795364286750555), complex(-1.0, -0.057437483221292496), complex(-15.165299415588379, -1.401298464324817e-45), complex(0.002368849003687501, 0.0), complex(-3.4028234663852886e+38, -0.05339416116476059), complex(5.5340232221128655e+19, -1.0), complex(3.4028234663852886e+38, 0.00011239489685976878)], np.complex64).reshape((2, 31))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 19), complex(1.225213885307312, -4.40355920791626), 4.76837158203125e-07),
    (0, (1, 5), complex(0.4229223132133484, 1.5309232473373413), 1.1920928955078125e-07),
    (0, (0, 12), complex(2.123485803604126, 2.8493034839630127), 2.384185791015625e-07),
    (0, (1, 4), complex(0.3543550670146942, -0.34127098321914673), 2.9802322387695312e-08),
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
