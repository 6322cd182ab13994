#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: scatter on f16 (wrong-rejection).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

Seen: wrong-rejection: INVALID_ARGUMENT: during context [hlo verifier]: Shape mismatch between
to_apply computation parameter and operand 0 in %map = f32[1]{0} map(%dynamic-slice.2,
%reshape.6), dimensions={0}, to_apply=%region_0.1. Failed after scatter_expander
The spec's results: [0.5 , 2.25, 3. ] : (3,)

Known divergence (oracles/known_divergences.toml, xla scatter): XLA rejects a valid scatter
whose f16 input and updates are promoted to its region's f32 (the spec's is_promotable, result
tensor<3xf32>): 'INVALID_ARGUMENT: ... Shape mismatch between to_apply computation parameter and
operand 0 ... Failed after scatter_expander' (jaxlib 0.10.2; XLA bug) XLA GPU's verifier rejects
it alike ("Expected instruction to have shape equal to f16[1], actual shape is f32[1]"). (jaxlib
0.11.2 with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on both
platforms). Reproduced by the conformance case ops/scatter/scatter_promoted_to_region_type.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3xf16>, %arg1: tensor<1x1xi64>, %arg2: tensor<1xf16>) -> tensor<3xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3xf16>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""
INPUTS = [np.array([0.5, 2.0, 3.0], np.float16).reshape((3,)), np.array([1], np.int64).reshape((1, 1)), np.array([0.25], np.float16).reshape((1,))]


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
