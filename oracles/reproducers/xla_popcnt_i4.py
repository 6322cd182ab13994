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
it is gone.
"""
import sys
from math import copysign, inf, nan

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
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (7,), 4, 0.0),
    (0, (0,), 1, 0.0),
    (0, (1,), 2, 0.0),
    (0, (2,), 2, 0.0),
]


def run():
    import jax
    from jax.extend import backend
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("cpu")
    options = backend.get_compile_options(num_replicas=1, num_partitions=1)  # as jax.jit compiles
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    out = executable.execute_sharded([jax.device_put(x, client.devices()[0]) for x in INPUTS])
    return [np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()]


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
