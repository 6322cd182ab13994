#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: sort on i4 (wrong-rejection).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)
The spec's results: [-8, -8, 1, 1, 1, 7] : (6,); [2, 5, 1, 3, 6, 4] : (6,)

Known divergence (oracles/known_divergences.toml, xla-gpu sort): XLA GPU cannot compile a
variadic sort with a 4-bit operand: sort(i32, i4) fails in ptxas ("Parsing error near '.u4':
syntax error", sort/i32/case_2), and the corpus's sort_stable_ties (f8E4M3FN keys, i4 values) is
rejected by its verifier ("The XLA CPU/GPU backend does not support custom element sizes on
non-sub-byte types: %iota = s32[6]{0:E(4)}"); jax alone. Reproduced by the conformance case
ops/sort/sort_stable_ties.

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
  func.func @main(%arg0: tensor<6xi4>, %arg1: tensor<6xf8E4M3FN>) -> (tensor<6xi4>, tensor<6xf8E4M3FN>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i4>, %arg3: tensor<i4>, %arg4: tensor<f8E4M3FN>, %arg5: tensor<f8E4M3FN>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i4>, tensor<i4>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<6xi4>, tensor<6xf8E4M3FN>) -> (tensor<6xi4>, tensor<6xf8E4M3FN>)
    return %0#0, %0#1 : tensor<6xi4>, tensor<6xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([1, -8, 1, 7, -8, 1], ml_dtypes.int4).reshape((6,)), np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], ml_dtypes.float8_e4m3fn).reshape((6,))]


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
