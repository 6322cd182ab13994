#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: convolution on bf16 (wrong-result).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 1
element(s) differ; worst at index [0, 2, 0, 0]: expected nan, actual 2.21981e+38, error inf ULP
(non-finite: error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla convolution): XLA CPU leaves the padding
out of a convolution's products where the spec multiplies it (padded_lhs = pad(lhs, constant(0,
element_type(lhs)), ...)): with a NaN or an infinity in the kernel, 0 * nan = nan is missing
from the outputs whose window covers padding. Minimal (jaxlib alone): lhs tensor<1x1x1xf32> =
[0], rhs = [nan] (or [inf]), pad [[0, 1]], dims [b, f, 0]x[i, o, 0]->[b, f, 0]: XLA [nan, 0],
the spec [nan, nan]; the same in f64, bf16 and complex<f32> (nan+nanj, 0). Findings
5b7b0f15a3d9b0e9 (f16), 71ba780ec17f95ac (bf16: -inf in the kernel against the padding, 0.12
where the spec gives nan) XLA GPU gives the same outputs as XLA CPU on convolution/f32/case_3 (0
where the padding's products make NaN: 0, 0, 0, -inf, 0, 0, 0, inf). (jaxlib 0.11.2 with
jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on both platforms).
Reproduced by the conformance case convolution/bf16/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x4x4x1xbf16>, %arg1: tensor<2x3x3x2xbf16>) -> tensor<2x3x3x1xbf16> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[o, 0, 1, i]->[f, 0, 1, b], window = {stride = [2, 2], pad = [[2, 0], [2, 0]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x4x4x1xbf16>, tensor<2x3x3x2xbf16>) -> tensor<2x3x3x1xbf16>
    return %0 : tensor<2x3x3x1xbf16>
  }
}
"""
INPUTS = [np.array([-1.0546875, np.nan, 0.0029144287109375, 0.010986328125, 7.0, 4.71875, -1.6796875, -7.6875, 0.65625, 52.5, 9.1875, -0.004364013671875, 16.625, 1.1754943508222875e-38, 7.875, -0.0, -21.5, 0.73046875, -0.08349609375, 0.384765625, -0.0, 0.0230712890625, -3.0, -3.609375, -0.33203125, 0.25, -90.5, 81.0, 0.0810546875, -3.453125, 6.0, -0.0, -0.005157470703125, -np.inf, -1.125, np.nan, 0.421875, -8.375, -43.75, 0.2490234375, 0.515625, 0.1044921875, -1.0, 0.208984375, -0.01495361328125, -26.625, -0.0, 0.08837890625, 0.01556396484375, 0.341796875, 10.6875, 0.04638671875, 29.75, -0.00113677978515625, -0.185546875, 0.002655029296875, 0.0, -6.59375, -0.0810546875, 0.00909423828125, 0.107421875, 0.0150146484375, -0.0205078125, 0.47265625], ml_dtypes.bfloat16).reshape((4, 4, 4, 1)), np.array([1.890625, 4.0, 0.0294189453125, 0.134765625, -np.inf, 36.75, -0.19140625, 0.01611328125, 3.3895313892515355e+38, 0.189453125, 0.34375, 0.0, -0.003936767578125, -0.01104736328125, -0.0, 0.0002841949462890625, 25.75, -0.026611328125, 0.169921875, 0.314453125, 0.01470947265625, 5.8125, -3.59375, -5.71875, -0.02099609375, -0.1484375, 1.1796875, 1.1754943508222875e-38, 0.01129150390625, -0.052978515625, 38.0, 0.015869140625, 13.5, -4.40625, -0.28515625, 0.125], ml_dtypes.bfloat16).reshape((2, 3, 3, 2))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 2, 0, 0), np.nan, 0.0),
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
