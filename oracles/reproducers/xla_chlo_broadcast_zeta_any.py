#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_zeta on f64 (wrong-result).

The spec (chlo.broadcast_zeta): chlo.broadcast_zeta is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 4 ULP (chlo.broadcast_zeta, xla)): 1 element(s) differ;
worst at index [1]: expected np.float64(2.2977694904995466e-13), actual
np.float64(-3.4459087008259507e-08), error 8.91337e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 4 ULP (chlo.broadcast_zeta, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_zeta): as chlo.zeta XLA GPU
likewise: zeta(1.5, 3.4e38 : f32) = 0 where the value is 1.08e-19, zeta(2.77e19, 2.77e19) = NaN
(value 0). (jaxlib 0.11.2 with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same
program on both platforms). Reproduced by the hand-written program seeds.toml (as chlo.zeta XLA
GPU likewise...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> tensor<2xf64> {
    %0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    return %0 : tensor<2xf64>
  }
}
"""
INPUTS = [np.array([1e+308, 15.0], np.float64).reshape((2,)), np.array([2.0, -6.5], np.float64).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), 2.2977694904995466e-13, 0.0),
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
