#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: scatter on i64 (wrong-rejection).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

Seen: wrong-rejection: INTERNAL: during context [hlo verifier]: Expected instruction to have
shape equal to s64[3], actual shape is s64[]: %add.0 = s64[] add(%Arg_0.3, %Arg_2.1),
metadata={source_file="-" source_line=6 source_end_line=6 source_column=12 source_end_column=12}
Suspected Python Code Location:
The spec's results: [10] : ()

Known divergence (oracles/known_divergences.toml, xla scatter): XLA's HLO verifier rejects a
valid scatter into a rank-0 input (three updates of tensor<3xi64> at empty indices
tensor<3x0xi64>, index_vector_dim = 1, add body): 'INTERNAL: ... Expected instruction to have
shape equal to s64[3], actual shape is s64[]' (jaxlib 0.10.2); the spec adds every update to the
one element: 1 + 2 + 3 + 4 = 10 (XLA bug) XLA GPU's verifier rejects it alike. (jaxlib 0.11.2
with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on both
platforms). Reproduced by the conformance case ops/scatter/scatter_rank_0_input.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<i64>, %arg1: tensor<3x0xi64>, %arg2: tensor<3xi64>) -> tensor<i64> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<i64>, %arg4: tensor<i64>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<i64>, tensor<3x0xi64>, tensor<3xi64>) -> tensor<i64>
    return %0 : tensor<i64>
  }
}
"""
INPUTS = [np.array([1], np.int64).reshape(()), np.array([], np.int64).reshape((3, 0)), np.array([2, 3, 4], np.int64).reshape((3,))]


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
