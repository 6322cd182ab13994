#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: power on complex<f32> (wrong-result).

The spec (power): Performs element-wise exponentiation of `lhs` tensor by `rhs` tensor and
produces a `result` tensor. For complex numbers: complex exponentiation.

The oracle's verdict: output 0: fail (<= 10 ULP of |result| (power, xla)): 4 element(s) differ;
worst at index [1, 6]: expected np.complex64(-2.0863958e-05+0.00033870534j), actual
np.complex64(-2.0850232e-05+0.0003387061j), error 471.625 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 10 ULP of |result| (power, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla power): XLA CPU computes complex power in
f32 (exp(rhs * log(lhs)) at single precision): its error grows with |rhs * log(lhs)|, the
result's condition number. Against a 300-bit mpmath value: (2.5+1.5i)^(3.25-1.75i) imaginary
part -9.665860 (exact -9.665867, 7 ULP), (0.3-2i)^(2.5+0.5i) imaginary part 0.7223373 (exact
0.7223388, 25 ULP), up to 1e5 ULP on the generated inputs; the reference (complex128, rounded
once) is within 1 ULP on all of them. xla-gpu's complex<f32> power has the same single-precision
error (49 ULP of |result| at 5.66e-22 + 4.76e-21i; jaxlib 0.11.2, H200, 2026-11-26). Reproduced
by the conformance case power/complex<f32>/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xcomplex<f32>>, %arg1: tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>> {
    %0 = stablehlo.power %arg0, %arg1 : tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19), complex(-0.08225852251052856, 0.010504399426281452), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(5.5340232221128655e+19, -1.0), complex(1.8373140096664429, 0.14463628828525543), complex(-1.9265151023864746, 0.9132425785064697), complex(0.40193280577659607, 0.005547362845391035), complex(-0.4636608064174652, -0.0229796115309), complex(-1.1754943508222875e-38, -4.80803108215332), complex(-16.313766479492188, 0.0068401554599404335), complex(4.762774467468262, 1.3702846765518188), complex(-9.621695518493652, 1.1754943508222875e-38), complex(0.007787197828292847, 0.5218892693519592), complex(0.0, 1.5092146396636963), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(9.58337116241455, 0.09001025557518005), complex(-0.002613948192447424, 0.03284826874732971), complex(-0.1407250612974167, -28.0), complex(0.1114489883184433, -19.149858474731445), complex(-0.008089043200016022, -0.007073076441884041), complex(-0.75, -1.5), complex(4.008271217346191, 93.3525619506836), complex(3.0534234046936035, -0.10827557742595673), complex(0.6928020119667053, -0.017201535403728485), complex(-0.75, 1.1754942106924411e-38), complex(0.09591375291347504, 0.020212778821587563)], np.complex64).reshape((3, 9)), np.array([complex(-0.75, 0.5), complex(1.0395588874816895, 0.9465330839157104), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.02039867825806141, 0.030826758593320847), complex(-1.4486862421035767, -0.0057103135623037815), complex(-0.12099074572324753, -14.687767028808594), complex(-1.099139928817749, -22.673067092895508), complex(-0.6830702424049377, -0.03674062341451645), complex(0.08836305886507034, 1.194062352180481), complex(-0.14943300187587738, 4.336219787597656), complex(-1.9521825313568115, -3.996640920639038), complex(0.02142360433936119, -0.03575614094734192), complex(-0.26729464530944824, 0.018049459904432297), complex(-4.157520294189453, 0.08770761638879776), complex(0.026339976117014885, -10.343905448913574), complex(16.286149978637695, -0.0727853775024414), complex(-11.044575691223145, 6.352059364318848), complex(0.12263868749141693, 1.3490098714828491), complex(0.0013882203493267298, -0.004758670926094055), complex(0.9871792197227478, 0.0), complex(0.002137322910130024, -11.66739273071289), complex(-6.937715530395508, 5.0464067459106445), complex(0.7912599444389343, 0.004744368139654398), complex(-1.7354168891906738, 0.0724870041012764), complex(0.75, -1.1754942106924411e-38), complex(11.088272094726562, -0.019801409915089607)], np.complex64).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 6), complex(6.533793301974221e+16, 1.350605122526249e+17), 225475556695.49533),
    (0, (0, 7), complex(-0.8421347737312317, 3.6269116401672363), 2.431401974483864e-06),
    (0, (1, 6), complex(-2.0863957615802065e-05, 0.00033870534389279783), 2.924898761883637e-10),
    (0, (0, 0), complex(6.622909321725196e-16, -4.585628429846231e-15), 4.4216417962403795e-21),
]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


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
