#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.next_after on bf16 (wrong-result).

The spec (chlo.next_after): chlo.next_after is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [2, 4]:
expected -0, actual 9.18355e-41, error 1 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.next_after): XLA CPU compares the
operands with denormals flushed (DAZ), so two zero-or-subnormal operands compare equal, and its
next_after then returns y as it is: next_after(-1e-45, 1e-45) = 1e-45 (the next float after
-1e-45 toward 1e-45 is -0), next_after(3.9e-39, 0) = 0 (value 3.8999986e-39), next_after(0,
3.9e-39) = 3.9e-39 (value 1e-45); f64 next_after(-5e-324, 5e-324) = 5e-324; bf16 computes in f32
(21 hard generated cases of 2026-11-27). With either operand normal the results are right.
Reproduced with jax alone:
tests/oracles/test_chlo_xla_divergences.py::test_next_after_of_two_subnormals_returns_y.
Reproduced by the conformance case chlo.next_after/bf16/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xbf16>, %arg1: tensor<3x9xbf16>) -> tensor<3x9xbf16> {
    %0 = chlo.next_after %arg0, %arg1 : tensor<3x9xbf16>, tensor<3x9xbf16> -> tensor<3x9xbf16>
    return %0 : tensor<3x9xbf16>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('c03fa8bd7f800080c0dfc07ff7bf8bc0807fc0df83c1c07f1ac1ff3b81c3f5bcc0ff133f10be804305bc00bf01804340313f0080b740'), ml_dtypes.bfloat16).reshape((3, 9)), np.array([-1.5, 6.21875, -11.9375, 1.0, -39.5, 30.375, 9.5, -2.0, np.inf, -2.7670116110564327e+19, -np.inf, -2.796875, 0.0029296875, -0.27734375, 258.0, 1.0, -1.796875, 0.0281982421875, 1.15625, 0.94921875, 0.020751953125, 9.183549615799121e-41, 9.183549615799121e-41, -0.0007476806640625, -10.6875, 0.0, 1.1328125], ml_dtypes.bfloat16).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 4), -0.0, 0.0),
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
