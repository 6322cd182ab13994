#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.asin on bf16 (wrong-result).

The spec (chlo.asin): chlo.asin is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP (chlo.asin, xla)): 1 element(s) differ; worst at
index [47]: expected -1.17549e-38, actual -0, error 128 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (chlo.asin, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.asin): XLA computes asin(x) as 2
atan2(x, 1 + sqrt(1 - x^2)), whose x / 2 is subnormal for the smallest normal x and flushed by
XLA CPU: asin(2^-126) = 0 in f32 (bf16 computes in f32), asin(2^-1022) = 0 in f64; the result x
is normal. Reproduced by the conformance case chlo.asin/bf16/generated_4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<63xbf16>) -> tensor<63xbf16> {
    %0 = chlo.asin %arg0 : tensor<63xbf16> -> tensor<63xbf16>
    return %0 : tensor<63xbf16>
  }
}
"""
INPUTS = [np.array([-0.48046875, 2.359375, 0.0206298828125, 0.057373046875, -1.1171875, 2.234375, 0.2236328125, np.nan, 0.2734375, -0.032470703125, 2.09375, 4.8125, np.inf, -3.948926334793622e-39, 13.5, -3.3895313892515355e+38, -0.01202392578125, -0.0, 0.00775146484375, 0.0184326171875, 0.005767822265625, 7.40625, -1.4375, -0.5390625, -0.19140625, -3.9375, -258.0, -2.7670116110564327e+19, -0.016845703125, -256.0, -0.006744384765625, 0.0, -0.018310546875, -256.0, 1.5, 72.0, -0.0, -67.0, 2.5, 3.3895313892515355e+38, 0.2197265625, -0.5, -0.049072265625, 0.0, 0.0, 0.0, np.inf, -1.1754943508222875e-38, 0.38671875, 0.001495361328125, -0.0247802734375, 8.131516293641283e-20, 3.484375, 23.25, 0.6015625, 0.06689453125, 3.3895313892515355e+38, 2.7670116110564327e+19, 0.0, 0.04248046875, -0.5, -0.40234375, 0.8046875], ml_dtypes.bfloat16).reshape((63,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (47,), -1.1754943508222875e-38, 2.7550648847397363e-40),
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
