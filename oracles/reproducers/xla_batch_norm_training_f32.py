#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: batch_norm_training on f32 (wrong-result).

The spec (batch_norm_training): Computes mean and variance across all dimensions except for the
`feature_index` dimension and normalizes the `operand` tensor producing `output`, `batch_mean`
and `batch_var` tensors.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 2
element(s) differ; worst at index [0, 0]: expected np.float32(nan), actual np.float32(0.0),
error inf ULP (non-finite: error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla batch_norm_training): XLA computes the
variance as E[x^2] - E[x]^2 in the operand's type, which for a constant feature leaves a
rounding residue where the spec's mean((x - mean)^2) is exactly 0; with epsilon = 0 the spec's
(x - mean) / sqrt(0) = 0 / 0 = nan, XLA's 0 / sqrt(residue) = 0. Minimal (jaxlib alone,
tests/oracles/test_differential_reduction_linalg.py): x = [[0.1], [0.1]] : tensor<2x1xf32>,
feature_index = 0, scale = [1, 1], offset = [0, 0], epsilon = 0: XLA output [[0], [0]] with
variance [4.1e-10, 4.1e-10], the spec [[nan], [nan]] with variance [0, 0] (one feature of one
element gives variance 0 and nan in XLA too; f64 the same with x = 0.1; f16 and bf16, computed
in f32 where the square of their values is exact, agree with the spec; finding
c3d64de86f19559e). Reproduced by the hand-written program seeds.toml (XLA computes the variance
as E[x^2] - E[x]^2...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, feature_index = 0 : i64}> : (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>)
    return %output, %batch_mean, %batch_var : tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>
  }
}
"""
INPUTS = [np.array([0.10000000149011612, 0.10000000149011612], np.float32).reshape((2, 1)), np.array([1.0, 1.0], np.float32).reshape((2,)), np.array([0.0, 0.0], np.float32).reshape((2,))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), nan, 0.0),
    (0, (1, 0), nan, 0.0),
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
