#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: convolution on bf16 (wrong-result).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu convolution): XLA GPU computes a bf16
convolution with batch_group_count = 2 (lhs 4x2x4 as [0, f, b], rhs 2x4x2 as [i, o, 0], stride
2, padding [1, 2], rhs_dilation 2, window_reversal) wrongly: 18 of 24 outputs differ, -8.5e37
where the value is -0.0669 and -inf where it is -177 (convolution/bf16/case_3); XLA CPU gives
the values; jax alone, tests/oracles/test_xla_gpu.py. Reproduced by the hand-written program
seeds.toml (XLA GPU computes a bf16 convolution with batch_g...).

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
  func.func @main(%arg0: tensor<4x2x4xbf16>, %arg1: tensor<2x4x2xbf16>) -> tensor<4x2x3xbf16> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [0, f, b]x[i, o, 0]->[f, b, 0], window = {stride = [2], pad = [[1, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [true]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x2x4xbf16>, tensor<2x4x2xbf16>) -> tensor<4x2x3xbf16>
    return %0 : tensor<4x2x3xbf16>
  }
}
"""
INPUTS = [np.array([1.0, 2.0, -3.0, 2.0, 0.0, 0.0, 1.0, -1.0, 3.0, -3.0, -2.0, -1.0, 0.0, -1.0, -3.0, -3.0, -3.0, -3.0, -2.0, 3.0, -2.0, 1.0, 2.0, -2.0, -2.0, 0.0, -2.0, 3.0, -2.0, 3.0, 2.0, 2.0], ml_dtypes.bfloat16).reshape((4, 2, 4)), np.array([-3.0, -1.0, 1.0, 0.0, 1.0, 1.0, 1.0, -3.0, 3.0, 0.0, 3.0, -2.0, -1.0, 3.0, -2.0, -3.0], ml_dtypes.bfloat16).reshape((2, 4, 2))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0, 0), -9.0, 0.125),
    (0, (0, 0, 1), -3.0, 0.15625),
    (0, (0, 0, 2), 2.0, 0.03125),
    (0, (0, 1, 0), 6.0, 0.125),
    (0, (0, 1, 1), 12.0, 0.1875),
    (0, (0, 1, 2), 0.0, 0.0),
    (0, (1, 0, 0), 3.0, 0.046875),
    (0, (1, 0, 1), -8.0, 0.125),
    (0, (1, 0, 2), 4.0, 0.0625),
    (0, (1, 1, 0), -6.0, 0.09375),
    (0, (1, 1, 1), 11.0, 0.125),
    (0, (1, 1, 2), -6.0, 0.09375),
    (0, (2, 0, 0), 1.0, 0.0546875),
    (0, (2, 0, 1), -15.0, 0.1875),
    (0, (2, 0, 2), 4.0, 0.09375),
    (0, (2, 1, 0), 2.0, 0.046875),
    (0, (2, 1, 1), -9.0, 0.1875),
    (0, (2, 1, 2), 9.0, 0.125),
    (0, (3, 0, 0), 4.0, 0.09375),
    (0, (3, 0, 1), 9.0, 0.25),
    (0, (3, 0, 2), 0.0, 0.1181640625),
    (0, (3, 1, 0), 5.0, 0.09375),
    (0, (3, 1, 1), 11.0, 0.25),
    (0, (3, 1, 2), -15.0, 0.1875),
]


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
