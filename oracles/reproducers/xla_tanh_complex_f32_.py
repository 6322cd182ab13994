#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: tanh on complex<f64> (wrong-result).

The spec (tanh): Performs element-wise hyperbolic tangent operation on `operand` tensor and
produces a `result` tensor. For complex numbers: complex hyperbolic tangent.

The oracle's verdict: output 0: fail (<= 3 ULP of |result| (tanh, xla)): 1 element(s) differ;
worst at index [0]: expected np.complex128(-212239.39961096764-249045.98212342817j), actual
np.complex128(-212239.39960606443-249045.9821176746j), error 98845.5 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP of |result| (tanh, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla tanh): XLA's complex tanh loses accuracy
near its poles z = i (pi/2 + k pi), where the result is about 1 / (z - pole):
tanh(-1.982258916429029e-06 + 1.5707986528173956i : complex<f64>) is -212239.39960606443 -
249045.9821176746i in XLA (jax.jit(jnp.tanh) alone), -212239.39961096764 - 249045.98212342817i
exactly (mpmath, 400 bits; the reference agrees to 0.3 ULP), 98846 ULP of |result|; in
complex<f32> tanh(-1.982259e-06 + 1.5707986i) is -212938.2 - 248003.9i against -214080.9 -
249334.8i (0.5%). On 4000 inputs with |Re z| < 0.05 within 0.05 of a pole, 40% are more than 3
ULP off; finding 9941c9256332345a (0.03045 - 1.58287i, 0.03 from -i pi/2): XLA
28.382844000320492 + 11.248865410573451i, exact 28.382844000320482 + 11.248865410573448i (3
ULP), the reference 1 ULP on the other side. Reproduced by the hand-written program seeds.toml
(XLA's complex tanh loses accuracy near its poles...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f64>> {
    %0 = stablehlo.tanh %arg0 : tensor<1xcomplex<f64>>
    return %0 : tensor<1xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(-1.982258916429029e-06, 1.5707986528173956)], np.complex128).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(-212239.39961096764, -249045.98212342817), 2.2730818239234661e-10),
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
