#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: exponential on complex<f32> (wrong-result).

The spec (exponential): Performs element-wise exponential operation on `operand` tensor and
produces a `result` tensor. For complex numbers: complex exponential.

The oracle's verdict: output 0: fail (<= 2 ULP of |result| (exponential, iree)): 5 element(s)
differ; worst at index [0, 0]: expected np.complex64(1.7262902+2.0997567j), actual
np.complex64(-inf+infj), error 3.21054e+09 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP of |result| (exponential, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree exponential): IREE's complex<f32>
exponential takes the sine and cosine of the imaginary part with the reduction above: exp(1 +
1e10 i) = 2.7182817 + 0i, and in the run finite values came back infinite
(exponential/complex<f32>/case_1: -inf + inf i for 1.7262902 + 2.0997567i; 3 exponential, 3
exponential_minus_one and 2 logistic cases). Reproduced by the conformance case
exponential/complex<f32>/case_1.

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
    %0 = stablehlo.exponential %arg0 : tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19), complex(-0.08225852251052856, 0.010504399426281452), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-17.47593116760254, 4.203079700469971), complex(0.021081209182739258, 1.1158242225646973), complex(-1.9265151023864746, 0.9132425785064697), complex(-4.349492073059082, -39.93195724487305), complex(-0.4636608064174652, -0.0229796115309), complex(-1.1754943508222875e-38, -4.80803108215332), complex(-16.313766479492188, 0.0068401554599404335), complex(34.26877975463867, -0.2794417142868042), complex(-9.621695518493652, 1.1754943508222875e-38), complex(0.007787197828292847, 0.5218892693519592), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(9.58337116241455, 0.09001025557518005), complex(-1.7014117331926443e+38, 1.0), complex(-0.1407250612974167, -28.0), complex(0.1114489883184433, -19.149858474731445), complex(-0.008089043200016022, -0.007073076441884041), complex(-0.75, -1.5), complex(4.008271217346191, 93.3525619506836), complex(3.0534234046936035, -0.10827557742595673), complex(0.6928020119667053, -0.017201535403728485), complex(-0.75, 1.1754942106924411e-38), complex(5.708216190338135, -11.941285133361816)], np.complex64).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), complex(1.726290225982666, 2.0997567176818848), 0.0),
    (0, (2, 4), complex(34.42647171020508, -42.959266662597656), 1.0789593218788873e-05),
    (0, (2, 1), complex(1.0678675174713135, -0.33068418502807617), 2.384185791015625e-07),
    (0, (0, 7), complex(-0.007938291877508163, -0.01018521748483181), 2.634178031930877e-09),
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
