#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: cosine on complex<f32> (wrong-result).

The spec (cosine): Performs element-wise cosine operation on `operand` tensor and produces a
`result` tensor. For complex numbers: complex cosine.

The oracle's verdict: output 0: fail (<= 6 ULP of |result| (cosine, xla)): 1 element(s) differ;
worst at index [0]: expected np.complex64(0.004899267-0.01365379j), actual
np.complex64(0.0048992676-0.01365383j), error 43 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 6 ULP of |result| (cosine, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla cosine): XLA CPU's stablehlo.cosine on
complex<f32> is 43 ULP of |result| off: cos(48.699585 - 0.013653529i) = 0.0048992676 -
0.01365383i, the value 0.0048992673 - 0.013653789i, with or without XLA's compile options. jax
users do not meet it because jnp.cos / lax.cos of a complex number lower to jax's own formula
over the real and imaginary parts, not to stablehlo.cosine. Reached by the hard generated cases
(cosine/complex<f32>/case_3); jax-only reproducer in tests/oracles/test_oracles.py. Reproduced
by the hand-written program seeds.toml (XLA CPU's stablehlo.cosine on complex<f32> is 43...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
    %0 = stablehlo.cosine %arg0 : tensor<1xcomplex<f32>>
    return %0 : tensor<1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(48.6995849609375, -0.01365352887660265)], np.complex64).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(0.004899267107248306, -0.013653789646923542), 5.587935447692871e-09),
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
