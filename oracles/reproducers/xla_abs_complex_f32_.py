#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: abs on complex<f32> (wrong-result).

The spec (abs): Performs element-wise abs operation on `operand` tensor and produces a `result`
tensor. For complex numbers: complex modulus.

The oracle's verdict: output 0: fail (<= 1 ULP (abs, xla)): 1 element(s) differ; worst at index
[0, 1, 1]: expected np.float32(26.253216), actual np.float32(26.253212), error 2 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 1 ULP (abs, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla abs): XLA CPU's complex abs returns a
finite number for an operand with a NaN part and a finite other part: abs(-0.0521 + nan*i :
complex<f32>) = 0.0737 (= |re| * sqrt(2)); the spec's complex modulus of such a number is NaN
(C99 cabs/hypot: NaN unless a part is infinite), which the reference and the StableHLO
interpreter return. Reproduced by the conformance case abs/complex<f32>/generated_4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x2x8xcomplex<f32>>) -> tensor<4x2x8xf32> {
    %0 = stablehlo.abs %arg0 : (tensor<4x2x8xcomplex<f32>>) -> tensor<4x2x8xf32>
    return %0 : tensor<4x2x8xf32>
  }
}
"""
INPUTS = [np.array([complex(8.67361716077003e-23, -6.505213343894066e-23), complex(79.45535278320312, -1.0), complex(1.0, -3.6893485948395848e+19), complex(5.5340232221128655e+19, -1.0), complex(-6.917954444885254, 0.055091094225645065), complex(-0.012195320799946785, 0.15088114142417908), complex(-0.75, 0.5), complex(9.0, -0.007304033264517784), complex(1.0, -3.6893485948395848e+19), complex(-0.17606793344020844, -26.25262451171875), complex(-7.738174915313721, -0.20406730473041534), complex(-0.75, -2.7670116110564327e+19), complex(12.354907989501953, -0.020423490554094315), complex(14.0, 0.2935216724872589), complex(-0.75, -0.5), complex(-0.8759326338768005, 1.1754943508222875e-38), complex(1.5, 1.0), complex(1.1754942106924411e-38, 1.0), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(0.0, 3.4028234663852886e+38), complex(-0.11893811076879501, -1.3838183879852295), complex(0.0, -0.65205317735672), complex(0.034341730177402496, -46.53728485107422), complex(3.6259233951568604, -0.3956877291202545), complex(-0.36191877722740173, -11.859304428100586), complex(-2.1615748405456543, 1.0178297758102417), complex(-0.75, 2.5), complex(2.0005674362182617, 0.06610770523548126), complex(-2.7670116110564327e+19, 1.0), complex(1.0, -3.6893485948395848e+19), complex(-1.0, 2.191465139389038), complex(-28.801118850708008, 0.9274671077728271), complex(1.637000322341919, -0.07256441563367844), complex(19.25394630432129, -0.24143899977207184), complex(0.08497801423072815, -0.0), complex(-3.4028234663852886e+38, 1.0), complex(1.8733656406402588, 43.76643753051758), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-1.0000001192092896, 1.0), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(6.220284938812256, -0.0), complex(-5.881594181060791, -0.002433215733617544), complex(-0.0, 0.7360801696777344), complex(np.nan, -0.04104532301425934), complex(np.nan, 0.9600595235824585), complex(0.7569567561149597, 0.04209106042981148), complex(0.020785508677363396, 0.7027371525764465), complex(-7.180602073669434, 0.0), complex(np.nan, 0.02647184580564499), complex(0.17576026916503906, 0.13041144609451294), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(2.5868687629699707, 12.380539894104004), complex(3.4028234663852886e+38, -4.529374122619629), complex(-0.7238613963127136, 0.026381753385066986), complex(0.0015981821343302727, -0.010053946636617184), complex(-0.75, 2.5), complex(0.013114667497575283, 0.01627958007156849), complex(5.0800275802612305, -0.04449991509318352), complex(-0.4793458878993988, -0.08203312009572983), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-0.75, 1.1754943508222875e-38), complex(16.0, -1.3603925704956055), complex(0.06196243315935135, -0.44264546036720276), complex(0.12179215252399445, -3.4244184494018555)], np.complex64).reshape((4, 2, 8))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1, 1), 26.253215789794922, 1.9073486328125e-06),
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
