#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: tanh on complex<f32> (wrong-result).

The spec (tanh): Performs element-wise hyperbolic tangent operation on `operand` tensor and
produces a `result` tensor. For complex numbers: complex hyperbolic tangent.

The oracle's verdict: output 0: fail (<= 3 ULP of |result| (tanh, iree)): 5 element(s) differ;
worst at index [0, 0]: expected np.complex64(1.0162646+0.27491584j), actual np.complex64(nanj),
error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP of |result| (tanh, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree tanh): IREE's complex<f32> arithmetic
overflows and underflows inside: (6.5e-20 + 8.7e-20i) / itself is nan + nan i (the divisor's
|b|^2 underflows, no scaling), and tanh and sinh of 1 - 3.7e19i have NaN parts where the values
are finite (divide/complex<f32>/case_1 and case_3, tanh/complex<f32>/case_1 and case_2,
chlo.sinh/complex<f32>/case_1 to case_3 of the run of 2026-11-27). Reproduced by the conformance
case tanh/complex<f32>/case_1.

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
    %0 = stablehlo.tanh %arg0 : tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19), complex(-0.08225852251052856, 0.010504399426281452), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(5.5340232221128655e+19, -1.0), complex(0.021081209182739258, 1.1158242225646973), complex(-1.9265151023864746, 0.9132425785064697), complex(-4.349492073059082, -39.93195724487305), complex(-0.4636608064174652, -0.0229796115309), complex(-1.1754943508222875e-38, -4.80803108215332), complex(-16.313766479492188, 0.0068401554599404335), complex(34.26877975463867, -0.2794417142868042), complex(-9.621695518493652, 1.1754943508222875e-38), complex(0.007787197828292847, 0.5218892693519592), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(9.58337116241455, 0.09001025557518005), complex(-1.7014117331926443e+38, 1.0), complex(-0.1407250612974167, -28.0), complex(0.1114489883184433, -19.149858474731445), complex(-0.008089043200016022, -0.007073076441884041), complex(-0.75, -1.5), complex(4.008271217346191, 93.3525619506836), complex(3.0534234046936035, -0.10827557742595673), complex(0.6928020119667053, -0.017201535403728485), complex(-0.75, 1.1754942106924411e-38), complex(5.708216190338135, -11.941285133361816)], np.complex64).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), complex(1.01626455783844, 0.2749158442020416), 0.0),
    (0, (1, 0), complex(-1.288982307277068e-36, 10.423746109008789), 2.86102294921875e-06),
    (0, (2, 1), complex(0.12148959934711456, -0.30549219250679016), 8.971687092477304e-08),
    (0, (2, 2), complex(-0.008089271374046803, -0.007072731386870146), 2.7939677238464355e-09),
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
