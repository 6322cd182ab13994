#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: atan2 on f32 (wrong-result).

The spec (atan2): Performs element-wise atan2 operation on `lhs` and `rhs` tensor and produces a
`result` tensor. For floats: `atan2` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (atan2, xla)): 1 element(s) differ; worst at
index [2, 4]: expected np.float32(-0.7853982), actual np.float32(nan), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (atan2, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla atan2): XLA CPU's atan2 of two subnormal
operands of opposite sign is neither the value nor the value with the subnormals flushed (-0):
jax.jit(jnp.arctan2)(float32(-1.1754942e-38), float32(1.1754942e-38)) = nan and (float32(1e-38),
float32(1e-38)) = nan, jax.jit(jnp.arctan2)(-2.225073858507201e-308, 2.225073858507201e-308) =
-1.5707963267948966 (f64); the value is -pi/4 (the reference), and XLA's own atan2(-0.0, 0.0) is
-0.0. Reached by the hard generated cases (issue 19, item 4: subnormals of both signs at one
index), atan2/f32/case_1 and atan2/f64/case_1. Reproduced by the conformance case
atan2/f32/case_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf32>, %arg1: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<3x9xf32>
    return %0 : tensor<3x9xf32>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000c03f2877a8bdffff7f80000000800000c0df0000c07f0c98f6bf0a2f8bc00000807f0000c0df988282c10000c07f77f219c1c02bff3b010080cb2e7bf5bc0000c0ff10e0123f3b1a10be0000804be88704bc000000bf010000804a6b4340795b313f00000080b5a9b640'), np.float32).reshape((3, 9)), np.array([-1.5, 6.214577674865723, -11.941285133361816, 1.0, -39.38653564453125, 30.382766723632812, 9.470219612121582, -2.0032503604888916, np.inf, -2.7670116110564327e+19, -np.inf, -2.8014349937438965, 0.002929754788056016, -0.27739232778549194, 16777218.0, 1.0, -1.7972886562347412, 0.028231721371412277, 1.1597914695739746, 0.950431227684021, 0.02076430432498455, 1.401298464324817e-45, 1.401298464324817e-45, -0.0007460243650712073, -10.70394229888916, 0.0, 1.1362190246582031], np.float32).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 4), -0.7853981852531433, 0.0),
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
