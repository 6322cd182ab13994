#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_atan2 on complex<f32> (wrong-result).

The spec (chlo.broadcast_atan2): chlo.broadcast_atan2 is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 12 ULP of |result| (chlo.broadcast_atan2, xla)): 1
element(s) differ; worst at index [0, 0]: expected np.complex64(1.5707964-0j), actual
np.complex64(nan+infj), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 12 ULP of |result| (chlo.broadcast_atan2, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_atan2): XLA's complex atan2
returns nan + inf i where the exact result is subnormal (2.4e-41 + 3.8e-40i in complex<f32>),
found by tests/oracles/test_chlo_xla.py's generated programs XLA GPU likewise:
atan2(3.4028235e38 + 1i, 95.6 + 0.0486i : complex<f32>) = nan + inf i (value 1.5707964 - 0i).
(jaxlib 0.11.2 with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on
both platforms). Reproduced by the conformance case
chlo.broadcast_atan2/complex<f32>/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<complex<f32>>, %arg1: tensor<1x1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>> {
    %0 = chlo.broadcast_atan2 %arg0, %arg1 {broadcast_dimensions = array<i64>} : (tensor<complex<f32>>, tensor<1x1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    return %0 : tensor<1x1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(3.4028234663852886e+38, 1.0)], np.complex64).reshape(()), np.array([complex(95.59514617919922, 0.04856571927666664)], np.complex64).reshape((1, 1))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), complex(1.5707963705062866, -0.0), 0.0),
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
