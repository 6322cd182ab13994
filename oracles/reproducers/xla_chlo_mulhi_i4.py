#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.mulhi on i4 (wrong-result).

The spec (chlo.mulhi): chlo.mulhi is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 10 element(s) differ; worst at index [0, 2]:
expected 2, actual 0, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.mulhi): XLA's chlo.mulhi on 4-bit
integers returns 0 or -1 instead of the high half of the 8-bit product: mulhi(-8, -8 : i4) = 0
(64 = 0x40: 4), mulhi(15, 15 : ui4) = 0 (225 = 0xE1: 14); i8 and wider agree. Reproduced with
jax alone: tests/oracles/test_chlo_xla_divergences.py::test_mulhi_of_four_bit_integers. xla-gpu
returns the same wrong values: mulhi(i4) gives 0 where 4 is right (jaxlib 0.11.2, H200,
2026-11-26). Reproduced by the conformance case chlo.mulhi/i4/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xi4>, %arg1: tensor<3x9xi4>) -> tensor<3x9xi4> {
    %0 = chlo.mulhi %arg0, %arg1 : tensor<3x9xi4>, tensor<3x9xi4> -> tensor<3x9xi4>
    return %0 : tensor<3x9xi4>
  }
}
"""
INPUTS = [np.array([5, -2, -8, -4, -4, 0, 2, -8, 3, 5, 2, 6, 0, 1, 7, 7, 2, 0, 0, 1, 7, -4, 2, -8, 3, -8, 7], ml_dtypes.int4).reshape((3, 9)), np.array([2, 2, -5, -1, 5, 0, 2, 5, -3, -4, 7, -5, -3, 6, -5, -5, -6, -7, 4, -8, -7, 1, 7, 0, 4, -8, -8], ml_dtypes.int4).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 7), 4, 0.0),
    (0, (2, 2), -4, 0.0),
    (0, (2, 8), -4, 0.0),
    (0, (0, 2), 2, 0.0),
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
