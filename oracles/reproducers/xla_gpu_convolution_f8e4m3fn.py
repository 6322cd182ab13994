#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: convolution on f8E4M3FN (wrong-rejection).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu convolution): XLA GPU hands an f8
convolution to cuDNN, which has no configuration for it: "NOT_FOUND: No supported configs found
for HLO: %cudnn-conv ... custom-call" (4 cases); a valid program XLA CPU runs. Reproduced by the
conformance case convolution/f8E4M3FN/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x4x4x1xf8E4M3FN>, %arg1: tensor<2x3x3x2xf8E4M3FN>) -> tensor<2x3x3x1xf8E4M3FN> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[o, 0, 1, i]->[f, 0, 1, b], window = {stride = [2, 2], pad = [[2, 0], [2, 0]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x4x4x1xf8E4M3FN>, tensor<2x3x3x2xf8E4M3FN>) -> tensor<2x3x3x1xf8E4M3FN>
    return %0 : tensor<2x3x3x1xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([0.0, -2.75, 1.875, -1.0, 1.625, 0.9375, 0.02734375, -2.25, 0.009765625, -0.001953125, -0.03125, 0.009765625, -0.01953125, 0.0, 1.75, -0.25, -2.25, 0.021484375, 0.02734375, -4.5, 0.6875, -0.0, -0.025390625, 4.0, 9.0, 0.0234375, -0.875, 0.05859375, -20.0, -9.0, 0.078125, 15.0, -0.009765625, -0.0234375, 0.09375, 3.75, -1.125, 0.009765625, -0.0546875, 4.0, 0.015625, -0.0, -16.0, 0.125, -18.0, 1.5, 12.0, -0.025390625, 0.15625, -0.171875, -0.9375, -0.5625, -18.0, -0.046875, 20.0, -4.5, -0.001953125, -0.005859375, 0.0, -0.15625, -13.0, -0.015625, 11.0, -0.0], ml_dtypes.float8_e4m3fn).reshape((4, 4, 4, 1)), np.array([0.0859375, -0.0, 0.8125, 1.375, -0.017578125, -0.05078125, -13.0, -13.0, -0.04296875, 12.0, -0.021484375, -5.5, 1.0, 0.5625, -3.0, -0.001953125, -0.025390625, -0.1171875, -3.75, -2.25, 3.5, -11.0, -0.013671875, 0.009765625, -24.0, -0.21875, 1.625, 0.109375, 0.9375, 0.015625, -3.25, 0.001953125, -4.0, -0.3125, -0.625, -1.625], ml_dtypes.float8_e4m3fn).reshape((2, 3, 3, 2))]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("gpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:  # whether jax sees a GPU (CUDA, ROCm): without one there is nothing to tell
        jax.extend.backend.get_backend("gpu")
    except RuntimeError as e:
        return None, f"jax sees no GPU here: {e}"
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip()[:300]}"
    return False, "compiled and ran it"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
