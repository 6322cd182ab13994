#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_atan2 on f64 (wrong-result).

The spec (chlo.broadcast_atan2): chlo.broadcast_atan2 is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP (chlo.broadcast_atan2, xla)): 2 element(s)
differ; worst at index [1, 2, 6]: expected np.float64(3.141592653589793), actual
np.float64(-3.141592653589793), error 9.21823e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (chlo.broadcast_atan2, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_atan2): XLA CPU's
broadcast_atan2 gives what its stablehlo.atan2 gives (the atan2 entry below): NaN where both
operands are zero-or-subnormal and one is not zero, atan2(1e-45, 1e-45) = nan (value pi/4),
atan2(1e-45, -1.1754942e-38) = nan (value pi); and atan2(1.1754942e-38, 1.1754944e-38) = 0
(value 0.785) (3 hard generated cases of 2026-11-27, f32 and f64). Reproduced with jax alone:
tests/oracles/test_chlo_xla_divergences.py::test_broadcast_atan2_and_power_of_subnormals_are_atan2_and_power.
Reproduced by the conformance case chlo.broadcast_atan2/f64/generated_2.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x1x7xf64>, %arg1: tensor<4x4x7xf64>) -> tensor<4x4x7xf64> {
    %0 = chlo.broadcast_atan2 %arg0, %arg1 : (tensor<4x1x7xf64>, tensor<4x4x7xf64>) -> tensor<4x4x7xf64>
    return %0 : tensor<4x4x7xf64>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000000000000080000000000000f87fffffffffffffdf7f000000000000f89f1a344907f4e7873f0000000000000080db70312e367894bf01000000000000800000000000000440ffffffffffffef7f010000000000f03f7825276542fe404000000000000000000100000000000000ffffffffffffef7f00000000000004c024c6036aed72fcbf000000000000f8ff435a8e7558894740da1140886ffbda3f5df306c09e01903fc9ec199ed98d3ac0b4b35b7d1c5b9abf78d1d06fd51741403f8699d35d0818c0010000000000f03f00000000000000805e0f9c6d7153d2bf'), np.float64).reshape((4, 1, 7)), np.frombuffer(bytes.fromhex('050000000000f87fcebb00e6a0c106c0000000000000f83fd1ba3a831754f93fdcc0f361735746400100000000000000d1ba57b3b004ddbf000000000000f89f000000000000f07f85ca42b0aa225040010000000000f03ff641ef7d38953940cef58f11d79393bfae947d1af2cb8abffffffffffffff7dfe32b1ef1dbb0e53f010000000000f03fffd1cd9675b7acbfffffffffffffefff01000000000000000000000000000000c3ff0519df4cb1bfffffffffffff0f0001000000000040438b173d441275c4bf89daa47629729ebf3282d3541fd498bfffffffffffffdf7f6ece569be9dddfbf000000000000f8ff63c5978f922a2e40000000000000f87f9b65e177b5eee73f000000000000f83f05e6ff5ef6d4f63fc680fe72b42ec2bff63126baf4563cc00000000000000000000000000000e03f712b817323fba2bf17364b092918f73fffffffffffffef7f6b366a0a8b86a23f0d5bbee77f270fc065875356975090bf00825717874af1bf0000000000000000b0731bbc40a736c0b9e84610d89805c0000000000000f8bf4b172c92e2bea03f73520b747f01a73fa25b06ce78fac03f2eba03560a2f07c010a786751623813fbdb7e037fbd453c0ffffffffffffefff00000000000000807f8ecd5309afb8bf0000000000000000b51e2efaa610cb3fc513fd656f0e9ebf7b8ea75a233ce2bf0bdb32fb3c78d4bfda9f5157e878793f000000000000000065a347e42f44b4bf00000000000000006bf9c960802a23c000000000000000001d732fa1c6428c3f742f2a8046770140010000000000f0bf025050306a7b9a3fffffffffffffefff000000000000f83f4e52a2c49a2c633f6185f6e5adad2340ffffffffffff0f8000000000000004400000000000000000000000000000f0ff632321c64fc93ec0fffffffffffff75f20734219446c4640010000000000008001000000000000800000000000001080a9fdadb0ac039e3f0000000000001000dddc8793d79bfdbf0fef441afa5540c0ae9a93209b59e53f000000000000f0ff0000000000000080de0bd3c131f4174056997acfb9e0843f0b29b397521bcfbf00000000000010000000000000000080608edaf6bfd74abf4d195ae7bd400240000000000000100001000000000040c3000000000000f8ffcd3c45ce3ecb01c00000000000003640b3593cf2c3decdbf000000000000f83f41c7e7b28ac99e3f01000000000040430000000000000080'), np.float64).reshape((4, 4, 7))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 2, 6), 3.141592653589793, 0.0),
    (0, (1, 3, 6), 3.141592653589793, 0.0),
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
