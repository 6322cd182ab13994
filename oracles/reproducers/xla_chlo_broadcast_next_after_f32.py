#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_next_after on bf16 (wrong-result).

The spec (chlo.broadcast_next_after): chlo.broadcast_next_after is a CHLO op, outside the
StableHLO spec: upstream's ChloOps.td defines it, the mathematical function it names is the
expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [1, 4]:
expected 0, actual -3.94893e-39, error 43 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_next_after): as
chlo.next_after on XLA: broadcast_next_after(-1.1754942e-38, 1.1754942e-38) = 1.1754942e-38, the
value -1.1754941e-38 (2 hard generated cases of 2026-11-27). Reproduced by the conformance case
chlo.broadcast_next_after/bf16/generated_4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x9xbf16>, %arg1: tensor<1x9xbf16>) -> tensor<2x9xbf16> {
    %0 = chlo.broadcast_next_after %arg0, %arg1 : (tensor<2x9xbf16>, tensor<1x9xbf16>) -> tensor<2x9xbf16>
    return %0 : tensor<2x9xbf16>
  }
}
"""
INPUTS = [np.array([0.0, -9.183549615799121e-41, np.nan, -3.3895313892515355e+38, 56.0, 1.1754943508222875e-38, 2.7670116110564327e+19, 2.5, 1.5703125, -1.0078125, 1.0078125, -1.1754943508222875e-38, -0.03564453125, 9.183549615799121e-41, 0.5, 0.5, np.inf, -0.0], ml_dtypes.bfloat16).reshape((2, 9)), np.frombuffer(bytes.fromhex('c0bfff7e2040c01f2b80c0ffc05f00808143'), ml_dtypes.bfloat16).reshape((1, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 4), 0.0, 0.0),
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
