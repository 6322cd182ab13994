#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: batch_norm_inference on f8E4M3FN (wrong-result).

The spec (batch_norm_inference): Normalizes the `operand` tensor across all dimensions except
for the `feature_index` dimension and produces a `result` tensor.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 1
element(s) differ; worst at index [0]: expected nan, actual 0, error inf ULP (non-finite: error
in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla batch_norm_inference): as
batch_norm_training: XLA keeps epsilon in f32 where the spec converts it to the operand's type,
in which 1e-5 rounds to 0. Minimal (jaxlib alone): x = mean = variance = offset = [0], scale =
[1] : tensor<1xf8E4M3FN>, epsilon = 1e-5: XLA [0], the spec 1 * (0 / sqrt(0 + 0)) + 0 = nan
(f8E3M4, f8E4M3 are in the entry above). Reproduced by the hand-written program seeds.toml (as
batch_norm_training: XLA keeps epsilon in f32...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xf8E4M3FN>, %arg1: tensor<1xf8E4M3FN>, %arg2: tensor<1xf8E4M3FN>, %arg3: tensor<1xf8E4M3FN>, %arg4: tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN> {
    %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 9.99999974E-6 : f32, feature_index = 0 : i64}> : (tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>, tensor<1xf8E4M3FN>) -> tensor<1xf8E4M3FN>
    return %0 : tensor<1xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([0.0], ml_dtypes.float8_e4m3fn).reshape((1,)), np.array([1.0], ml_dtypes.float8_e4m3fn).reshape((1,)), np.array([0.0], ml_dtypes.float8_e4m3fn).reshape((1,)), np.array([0.0], ml_dtypes.float8_e4m3fn).reshape((1,)), np.array([0.0], ml_dtypes.float8_e4m3fn).reshape((1,))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), nan, 0.0),
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
