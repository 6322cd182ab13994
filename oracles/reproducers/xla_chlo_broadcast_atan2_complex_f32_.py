#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_atan2 on complex<f32> (wrong-result).

The spec (chlo.broadcast_atan2): chlo.broadcast_atan2 is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 12 ULP of |result| (chlo.broadcast_atan2, xla)): 1
element(s) differ; worst at index [0, 0]: expected np.complex64(1.5707964-0j), actual
np.complex64(nan+infj), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 12 ULP of |result| (chlo.broadcast_atan2, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_atan2): XLA's complex atan2
returns nan + inf i where the exact result is subnormal (2.4e-41 + 3.8e-40i in complex<f32>),
found by tests/oracles/test_chlo_xla.py's generated programs XLA GPU likewise:
atan2(3.4028235e38 + 1i, 95.6 + 0.0486i : complex<f32>) = nan + inf i (value 1.5707964 - 0i).
(jaxlib 0.11.2 with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on
both platforms). Reproduced by the conformance case
chlo.broadcast_atan2/complex<f32>/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<complex<f32>>, %arg1: tensor<1x1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>> {
    %0 = chlo.broadcast_atan2 %arg0, %arg1 {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>, tensor<1x1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    return %0 : tensor<1x1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(3.4028234663852886e+38, 1.0)], np.complex64).reshape(()), np.array([complex(95.59514617919922, 0.04856571927666664)], np.complex64).reshape((1, 1))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), complex(1.5707963705062866, -0.0), 0.0),
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
