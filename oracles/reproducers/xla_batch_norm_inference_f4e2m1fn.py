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
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
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
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), np.nan, 0.0),
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
