#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: tan on complex<f32> (wrong-result).

The spec (tan): Performs element-wise tangent operation on the `operand` tensor and produces a
`result` tensor. For complex numbers: complex tangent.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 6 element(s) differ; worst at index [0]: expected
np.complex64(0.0037263185-0.061800253j), actual np.complex64(0.0037263187-0.061800245j), error 2
ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla tan): XLA CPU does not deliver
result_accuracy HIGHEST on complex<f32>: on 4096 inputs in [-3, 3] + [-3, 3]i its results are 2
(expm1, rsqrt, sqrt) to 28 (sine) ULP of |value| off the value rounded once (tan 12, log 8.5 to
12, tanh 7, logistic 4, log1p 3; cosine has its own entry above, exponential is within 1; jaxlib
0.10.2, 2026-11-27): tan(z) = 0.0037263187-0.061800245j for 0.0037263185-0.061800253j
(tan/complex<f32>/case_3 of the conformance run). It reads the mode for log, log_plus_one and
sqrt (their results change) and its complex log is then less accurate than without it (12 ULP of
|value| against 1.4). Reproduced with jaxlib alone:
tests/oracles/test_result_accuracy_divergences.py XLA GPU likewise: rsqrt(-0.08900571 -
0.030697158i) = 0.5387028 + 3.2141998i with HIGHEST, the value rounded once 0.5387028 +
3.2142003i; tan(0.03829152 - 0.0072081652i) 2 ULP off (jaxlib 0.11.2 with jax-cuda13-plugin,
H100 and H200, 2026-11-27). Reproduced by the conformance case tan/complex<f32>/case_3.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<65xcomplex<f32>>) -> tensor<65xcomplex<f32>> {
    %0 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<65xcomplex<f32>>
    return %0 : tensor<65xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(0.0037405872717499733, -0.06187824532389641), complex(-23.09208106994629, -12.596536636352539), complex(0.021004561334848404, 0.0), complex(-0.0036687543615698814, 14.732820510864258), complex(-1.5014246702194214, 0.9928166270256042), complex(-0.7182497978210449, 4.158266544342041), complex(-0.0011185712646692991, -1.7338701486587524), complex(2.1694109439849854, -1.5026731491088867), complex(-5.635589599609375, -0.08667431771755219), complex(-0.01297732163220644, -0.09484594315290451), complex(-1.401298464324817e-45, -0.0), complex(-1.7014117331926443e+38, 1.0), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(1.1068045784518754e+19, 1.475739437935834e+19), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.4242345094680786, 2.9975008964538574), complex(-9.820204734802246, 0.0036616772413253784), complex(1.0, -1.4774161577224731), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.0, -19.0), complex(-0.75, 2.5), complex(0.0, -1.4094295501708984), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(0.008435173891484737, 0.0), complex(2.1664845943450928, 0.14564462006092072), complex(-0.0012069458607584238, -0.0), complex(-0.024129441007971764, 0.027275603264570236), complex(-2.7670116110564327e+19, 1.0), complex(0.28481534123420715, -16.362892150878906), complex(-0.75, -1.401298464324817e-45), complex(0.03829152137041092, -0.007208165246993303), complex(1.401298464324817e-45, -0.09298843145370483), complex(5.5340232221128655e+19, -1.0), complex(0.0, -0.27914154529571533), complex(-0.21599175035953522, -3.4028234663852886e+38), complex(0.09855727106332779, -11.025079727172852), complex(1.0, -3.6893485948395848e+19), complex(0.032445065677165985, 0.14647497236728668), complex(-38.65583419799805, 0.00012919827713631094), complex(-0.06247381120920181, 0.02816822938621044), complex(-0.75, -1.0000001192092896), complex(3.4028234663852886e+38, -8.853008270263672), complex(-6.7119364738464355, 18.944116592407227), complex(-3.4028234663852886e+38, -0.0), complex(-0.75, 8.131516293641283e-20), complex(-4.230149745941162, 4.0), complex(-0.14273107051849365, 0.033670760691165924), complex(-8.230259895324707, -0.28140661120414734), complex(9.892494201660156, 0.10407058149576187), complex(-3.826510429382324, 1.4954783916473389), complex(-0.75, 2.5), complex(1.0, -3.6893485948395848e+19), complex(-0.10637151449918747, -8.244155883789062), complex(1.1754943508222875e-38, 0.0), complex(1.0, -3.6893485948395848e+19), complex(-2.8558075428009033, 0.08528097718954086), complex(0.284252792596817, 0.010229633189737797), complex(0.026337942108511925, 8.014114379882812), complex(8.131516293641283e-20, 1.0), complex(-0.0, -0.048331622034311295), complex(-0.00011279164027655497, -0.053968001157045364), complex(-10.915270805358887, -0.0), complex(1.1754942106924411e-38, 1.0), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(1.0, -3.6893485948395848e+19)], np.complex64).reshape((65,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (38,), complex(-1.4184391498565674, 0.0003891412925440818), 1.1920929310349488e-07),
    (0, (20,), complex(-0.013428726233541965, 0.9989569783210754), 5.96119202889698e-08),
    (0, (50,), complex(-0.013428726233541965, 0.9989569783210754), 5.96119202889698e-08),
    (0, (21,), complex(0.0, -0.8873729109764099), 5.960464477539063e-08),
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
