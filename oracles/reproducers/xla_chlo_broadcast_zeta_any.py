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
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> tensor<2xf64> {
    %0 = chlo.broadcast_zeta %arg0, %arg1 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    return %0 : tensor<2xf64>
  }
}
"""
INPUTS = [np.array([1e+308, 15.0], np.float64).reshape((2,)), np.array([2.0, -6.5], np.float64).reshape((2,))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), 2.2977694904995466e-13, 0.0),
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
