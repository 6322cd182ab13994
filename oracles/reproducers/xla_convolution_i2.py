#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: convolution on i2 (wrong-rejection).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: wrong-rejection: INVALID_ARGUMENT: during context [hlo verifier]: The XLA CPU/GPU backend
does not support custom element sizes on non-sub-byte types: %convert = f32[2,2,1]{2,1,0:E(2)}
convert(%select) Failed after convolution-group-converter
The spec's results: [1, 0] : (1, 2, 1)

Known divergence (oracles/known_divergences.toml, xla convolution): XLA CPU has no 2-bit integer
convolution (feature_group_count 1 or 2 fails with 'UNIMPLEMENTED: unsupported operand type S2
in op dot', which the suite reports unsupported), but a convolution with batch_group_count = 2
fails instead in its own HLO verifier after its convolution-group-converter pass:
'INVALID_ARGUMENT: during context [hlo verifier]: The XLA CPU/GPU backend does not support
custom element sizes on non-sub-byte types: %convert = f32[2,2,1]{2,1,0:E(2)}' (tensor<2x1x1xi2>
by tensor<1x2x1xi2>, dims [b, f, 0]x[i, o, 0]->[b, f, 0]; ui2 the same; i4, ui4 and i8 compile;
jax 0.10.2, nightly finding b0a36bc1a01e0251, 2026-11-27): a valid program rejected by a pass's
malformed output, not an unsupported-feature answer. Reproduced by the hand-written program
seeds.toml (XLA CPU has no 2-bit integer convolution...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x1x1xi2>, %arg1: tensor<1x2x1xi2>) -> tensor<1x2x1xi2> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x1x1xi2>, tensor<1x2x1xi2>) -> tensor<1x2x1xi2>
    return %0 : tensor<1x2x1xi2>
  }
}
"""
INPUTS = [np.array([1, -1], ml_dtypes.int2).reshape((2, 1, 1)), np.array([1, 0], ml_dtypes.int2).reshape((1, 2, 1))]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
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
