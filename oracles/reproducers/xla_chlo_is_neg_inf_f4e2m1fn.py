#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.is_neg_inf on f4E2M1FN (wrong-result).

The spec (chlo.is_neg_inf): chlo.is_neg_inf is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 7 element(s) differ; worst at index [0, 1]:
expected np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.is_neg_inf): as chlo.is_inf:
is_neg_inf(+-0 : f4E2M1FN) is true. Reproduced by the conformance case
chlo.is_neg_inf/f4E2M1FN/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1> {
    %0 = chlo.is_neg_inf %arg0 : tensor<3x9xf4E2M1FN> -> tensor<3x9xi1>
    return %0 : tensor<3x9xi1>
  }
}
"""
INPUTS = [np.array([-6.0, -0.0, -2.0, 0.0, -6.0, -0.5, -2.0, -4.0, -0.5, -4.0, -6.0, -1.0, -6.0, 0.0, -3.0, -0.0, -0.5, 0.5, -0.0, -1.5, -0.0, 0.0, 4.0, 3.0, 0.5, -0.5, 6.0], ml_dtypes.float4_e2m1fn).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1), False, 0.0),
    (0, (0, 3), False, 0.0),
    (0, (1, 4), False, 0.0),
    (0, (1, 6), False, 0.0),
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
