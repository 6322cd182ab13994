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
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, feature_index = 0 : i64}> : (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>)
    return %output, %batch_mean, %batch_var : tensor<2x1xf32>, tensor<2xf32>, tensor<2xf32>
  }
}
"""
INPUTS = [np.array([0.10000000149011612, 0.10000000149011612], np.float32).reshape((2, 1)), np.array([1.0, 1.0], np.float32).reshape((2,)), np.array([0.0, 0.0], np.float32).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), np.nan, 0.0),
    (0, (1, 0), np.nan, 0.0),
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
