#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.acos on complex<f32> (wrong-result).

The spec (chlo.acos): chlo.acos is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP of |result| (chlo.acos, xla)): 1 element(s)
differ; worst at index [0]: expected np.complex64(1.0842022e-19+1.0842022e-19j), actual
np.complex64(1.0842022e-19+0j), error 8.38861e+06 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP of |result| (chlo.acos, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.acos): XLA CPU flushes a subnormal
intermediate: acos(1 - 2^-126 i) has imaginary part 0 instead of 1.08e-19 (complex<f32>).
Reproduced by the hand-written program seeds.toml (XLA CPU flushes a subnormal intermediate:
acos...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
    %0 = chlo.acos %arg0 : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>
    return %0 : tensor<1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -1.1754943508222875e-38)], np.complex64).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(1.0842021724855044e-19, 1.0842021724855044e-19), 0.0),
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
