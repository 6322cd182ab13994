#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.acos on complex<f32> (wrong-result).

The spec (chlo.acos): chlo.acos is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP of |result| (chlo.acos, xla)): 1 element(s)
differ; worst at index [0]: expected np.complex64(1.0842022e-19+1.0842022e-19j), actual
np.complex64(1.0842022e-19+0j), error 8.38861e+06 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP of |result| (chlo.acos, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.acos): XLA CPU flushes a subnormal
intermediate: acos(1 - 2^-126 i) has imaginary part 0 instead of 1.08e-19 (complex<f32>).
Reproduced by the hand-written program seeds.toml (XLA CPU flushes a subnormal intermediate:
acos...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
    %0 = chlo.acos %arg0 : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>
    return %0 : tensor<1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -1.1754943508222875e-38)], np.complex64).reshape((1,))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(1.0842021724855044e-19, 1.0842021724855044e-19), 0.0),
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
