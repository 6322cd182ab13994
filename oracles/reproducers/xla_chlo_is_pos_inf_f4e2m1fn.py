#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.is_pos_inf on f4E2M1FN (wrong-result).

The spec (chlo.is_pos_inf): chlo.is_pos_inf is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 7 element(s) differ; worst at index [0, 1]:
expected np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.is_pos_inf): as chlo.is_inf:
is_pos_inf(+-0 : f4E2M1FN) is true. Reproduced by the conformance case
chlo.is_pos_inf/f4E2M1FN/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1> {
    %0 = chlo.is_pos_inf %arg0 : tensor<3x9xf4E2M1FN> -> tensor<3x9xi1>
    return %0 : tensor<3x9xi1>
  }
}
"""
INPUTS = [np.array([-6.0, -0.0, -2.0, 0.0, -6.0, -0.5, -2.0, -4.0, -0.5, -4.0, -6.0, -1.0, -6.0, 0.0, -3.0, -0.0, -0.5, 0.5, -0.0, -1.5, -0.0, 0.0, 4.0, 3.0, 0.5, -0.5, 6.0], ml_dtypes.float4_e2m1fn).reshape((3, 9))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1), False, 0.0),
    (0, (0, 3), False, 0.0),
    (0, (1, 4), False, 0.0),
    (0, (1, 6), False, 0.0),
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
