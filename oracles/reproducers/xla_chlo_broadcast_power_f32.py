#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_power on bf16 (wrong-result).

The spec (chlo.broadcast_power): chlo.broadcast_power is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP (chlo.broadcast_power, xla)): 8 element(s)
differ; worst at index [1, 3, 5]: expected 2.7389e-36, actual 0, error 1129 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (chlo.broadcast_power, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_power): XLA CPU's
broadcast_power gives what its stablehlo.power gives (the power entry below), whose subnormal
base is neither the value nor the value with the base flushed: broadcast_power(3.94893e-39,
-0.609375 : bf16) = 3.28828e+27, value 2.52e+23 (chlo.broadcast_power/bf16/case_2 of the hard
generated cases of 2026-11-27). Reproduced with jax alone:
tests/oracles/test_chlo_xla_divergences.py::test_broadcast_atan2_and_power_of_subnormals_are_atan2_and_power.
Reproduced by the conformance case chlo.broadcast_power/bf16/generated_3.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x4x1xbf16>, %arg1: tensor<4x7xbf16>) -> tensor<4x4x7xbf16> {
    %0 = chlo.broadcast_power %arg0, %arg1 : (tensor<4x4x1xbf16>, tensor<4x7xbf16>) -> tensor<4x4x7xbf16>
    return %0 : tensor<4x4x7xbf16>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('2041c0ff00000100803f00007f7f7f00fffeb1bcc03f813fc0ff80c320400080'), ml_dtypes.bfloat16).reshape((4, 4, 1)), np.frombuffer(bytes.fromhex('c0ffc0df80437f00f33efffe018072bd0000d2408c3d8080c740c0ff003f003fd8bc98bf034280c38840513e1a3c113d80800000703f8c40'), ml_dtypes.bfloat16).reshape((4, 7))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 3, 1), 0.439453125, 0.005859375),
    (0, (0, 3, 1), 0.419921875, 0.005859375),
    (0, (1, 3, 2), 0.04541015625, 0.000732421875),
    (0, (0, 3, 2), 0.038330078125, 0.000732421875),
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
