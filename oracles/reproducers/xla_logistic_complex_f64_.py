#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: logistic on complex<f64> (wrong-result).

The spec (logistic): Performs element-wise logistic operation on `operand` tensor and produces a
`result` tensor. For complex numbers: complex logistic.

The oracle's verdict: output 0: fail (<= 3 ULP of |result| (logistic, xla)): 1 element(s)
differ; worst at index [49]: expected np.complex128(-63.200027812767104-22.687062835784655j),
actual np.complex128(-63.2000278127675-22.68706283578499j), error 28 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP of |result| (logistic, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla logistic): XLA's complex logistic loses
the real part near a pole of 1 / (1 + e^-z): logistic(3.14159i) = 0.4999957 + 376848i where the
real part of 1 / (1 + e^-ib) is exactly 1/2; logistic(-3.2e-6 + 1.7976931348623157e308i) real
part 0.370030478895717 against 0.370030478892894 (mpmath at 1200 bits; 99 ULP of |result|, jax
0.10.2, 2026-11-27; the imaginary part 1.798e308 this entry first gave reads as inf, where both
sides give NaN). Reproduced by the conformance case logistic/complex<f64>/generated_3.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<63xcomplex<f64>>) -> tensor<63xcomplex<f64>> {
    %0 = stablehlo.logistic %arg0 : tensor<63xcomplex<f64>>
    return %0 : tensor<63xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(-2.2250738585072014e-308, 0.0009628358005122096), complex(-0.75, -9007199254740994.0), complex(-0.18303552280396673, 14.552235622921208), complex(22.14109779559493, -0.0), complex(1.1933345169920331e-157, -8.950008877440247e-158), complex(8.044684757965556e+153, 1.0726246343954077e+154), complex(0.025515495876687673, 0.057386930031152264), complex(1.7976931348623157e+308, -0.0), complex(-9.783447681588223, -0.15626095395396852), complex(-0.6787156618545656, 0.0), complex(-0.020725883752579048, -0.4886113183942798), complex(-10.011665125443624, 0.2636088436528715), complex(-0.019609653213879998, 0.45078915475900994), complex(0.01714239703627629, -0.0), complex(-0.04915609367250688, -0.1068451507847665), complex(8.950008877440248e-155, 1.1933345169920331e-154), complex(0.8990767054152471, 0.047366746722949375), complex(-2.4794395119422785, -4.121198424757086), complex(-18.45209081800299, 29.780684833295645), complex(-7.276097474656748, -0.00930201320282344), complex(-5.448098900826449, 0.02850130822879932), complex(-0.75, -5e-324), complex(0.0053790074070238425, -0.6237644118063196), complex(0.45073148413155345, 0.07796315130848015), complex(8.950008877440247e-158, 1.1933345169920331e-157), complex(5e-324, 69.48760010531751), complex(-5e-324, 1.0), complex(1.1464791309344866, -0.4054353894799074), complex(8.950008877440248e-155, 1.1933345169920331e-154), complex(-0.75, 1.5), complex(0.328765304927518, 0.011035444442997097), complex(4.0223423789827785e+154, -1.0), complex(-5.853559830901344, 8.242174112833235), complex(-0.01866817160277578, 0.06216529555319168), complex(-0.75, 5e-324), complex(-0.03722239208875059, -12.606633684945443), complex(-0.44049769690939006, -29.553266684399755), complex(0.0, 11.187666497480192), complex(-1.7976931348623157e+308, -14.75458283680147), complex(56.71753733742371, -0.014718921814729172), complex(-22.119627004790694, 5e-324), complex(8.950008877440247e-158, 1.1933345169920331e-157), complex(15.26657591353528, 28.224162904847518), complex(-1.0726246343954077e+154, 8.044684757965556e+153), complex(0.028485689926067172, 5e-324), complex(8.950008877440248e-155, 1.1933345169920331e-154), complex(0.06443325521066244, -9.145745094673469), complex(-1.414548306108061, 20.292046515858843), complex(2.5181310609851972, 3.638039168272251), complex(-0.01393157131500405, -1.7976931348623157e+308), complex(-0.007243254768670246, 0.001615216811522164), complex(-0.009916323264304168, -0.0496802095567946), complex(2.988121224848953, -0.03693758179818559), complex(-0.8113642517406796, -0.05763735156427461), complex(-14.740365887576905, 0.408721266958996), complex(-2.225073858507201e-308, 1.0), complex(-0.0, 1.0), complex(-0.02988418786347803, -0.42433666022037236), complex(-1.0, 0.4181782694036278), complex(-9007199254740992.0, 1.0), complex(-0.0026976631400125557, 0.22119101886383893), complex(-1.0726246343954077e+154, 8.044684757965556e+153), complex(1.0, -2.681561585988519e+154)], np.complex128).reshape((63,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (49,), complex(-63.200027812767104, -22.687062835784655), 5.783398860650275e-14),
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
