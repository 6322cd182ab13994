#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: power on bf16 (wrong-result).

The spec (power): Performs element-wise exponentiation of `lhs` tensor by `rhs` tensor and
produces a `result` tensor. For floats: `pow` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (power, xla)): 2 element(s) differ; worst at
index [1, 9]: expected 9.29543e+18, actual 3.77789e+22, error 1535 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (power, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla power): XLA CPU's power of a subnormal
base is neither the value nor the value with the base flushed to 0:
jax.jit(jnp.power)(float32(1.1754942e-38), float32(-0.01080722)) = 3.0760586 where the value is
2.5698955 (f32, power/f32/case_3 of the conformance run of 2026-11-27);
jax.jit(jnp.power)(5e-324, 0.004651313902720537) = 0.031246481492216954 (f64) where the value is
exp(0.0046513 * log(5e-324)) = 0.03134738412823627 (the reference; log(5e-324) = -744.44, XLA's
power reads it as about -745.13, a binade off) and 0 ** 0.00465 = 0;
jax.jit(jnp.power)(bfloat16(9.18355e-41), bfloat16(-0.511719)) = 1.27504e+23, value 3.06677e+20.
Reached by the hard generated cases (issue 19, item 4), power/f64/case_2 and power/bf16/case_2.
Reproduced by the conformance case power/bf16/case_2.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x33xbf16>, %arg1: tensor<2x33xbf16>) -> tensor<2x33xbf16> {
    %0 = stablehlo.power %arg0, %arg1 : tensor<2x33xbf16>
    return %0 : tensor<2x33xbf16>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('63bdadbd003f20c0fa3b28bf05bc2b00d73f9b410100e13b2040af3dda3d50c1b5bb03420000803fc57fc7bf02bbe23c00807540953f7f0080c3000000000080b1c08bbc00803d3d7f7f92c09c3b80ffbabf3bbe7f00a33da4bdfffe27c1800000c00180808080bfbfbf0bc180ff673d033e81c3fffe80ff81bf8080f64130bde04000bf'), ml_dtypes.bfloat16).reshape((2, 33)), np.array([-0.68359375, -0.107421875, -7.65625, -0.008056640625, -7.3125, 0.0, 0.3984375, 3.948926334793622e-39, -0.0, -0.2578125, -0.51171875, 0.058349609375, -8.131516293641283e-20, 3.3895313892515355e+38, 9.183549615799121e-41, 6.15625, -2.5625, 0.0224609375, -0.0, 0.48046875, 1.109375, 0.039794921875, -1.0, 6.875, 10.125, -0.37109375, -2.21875, np.nan, 0.005035400390625, 84.0, 78.0, -10.75, 24.75, 3.5, -0.435546875, -70.0, 3.3895313892515355e+38, 1.7109375, 0.005767822265625, np.inf, 3.15625, 1.15625, -0.5, 0.015380859375, -0.003448486328125, 22.5, -0.91015625, 0.5, -0.0267333984375, -0.049560546875, 3.0, -19.5, 0.2314453125, 43.25, -np.inf, -0.28125, -0.412109375, -258.0, -1.6947656946257677e+38, -42.5, -0.028076171875, 5.96875, 8.0625, -11.4375, -0.63671875, 0.5], ml_dtypes.bfloat16).reshape((2, 33))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 10), 3.066771202254213e+20, 6.917529027641082e+18),
    (0, (1, 9), 9.295429630892704e+18, 2.161727821137838e+17),
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
