#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: popcnt on i4 (wrong-result).

The spec (popcnt): Performs element-wise count of the number of bits set in the `operand` tensor
and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 8 element(s) differ; worst at index [0]: expected
1, actual 5, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla popcnt): XLA counts the bits of the
sign-extended byte: popcnt(-8 : i4) = 5, the spec's 4-bit count is 1 (XLA bug). xla-gpu too:
popcnt(-8 : i4) = 5 on an H200 (jaxlib 0.11.2, 2026-11-26; tests/oracles/test_xla_gpu.py).
Reproduced by the conformance case ops/popcnt/popcnt_i4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<16xi4>) -> tensor<16xi4> {
    %0 = stablehlo.popcnt %arg0 : tensor<16xi4>
    return %0 : tensor<16xi4>
  }
}
"""
INPUTS = [np.array([-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7], ml_dtypes.int4).reshape((16,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (7,), 4, 0.0),
    (0, (0,), 1, 0.0),
    (0, (1,), 2, 0.0),
    (0, (2,), 2, 0.0),
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
