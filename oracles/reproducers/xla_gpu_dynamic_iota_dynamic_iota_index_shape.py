#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: dynamic_iota on index (wrong-rejection).

The spec (dynamic_iota): This operation is functionally identical to
[iota](https://github.com/openxla/stablehlo/blob/main/docs/spec.md#iota) op, but the result
shape is specified dynamically via `output_shape`.

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)
The spec's results: [0, 1, 0, 1] : (2, 2)

Known divergence (oracles/known_divergences.toml, xla-gpu dynamic_iota): XLA GPU (jaxlib 0.11.2)
rejects a dynamic_iota whose output_shape is a tensor of index: "failed to legalize operation
'stablehlo.dynamic_iota' that was explicitly marked illegal" (corpus dynamic_iota_index_shape);
XLA CPU of jaxlib 0.10.2 says it has no export for the index cast (unsupported). Reproduced by
the conformance case ops/dynamic_iota/dynamic_iota_index_shape.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xindex>) -> tensor<?x?xi64> {
    %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xi64>
    return %0 : tensor<?x?xi64>
  }
}
"""
INPUTS = [np.array([2, 2], np.int64).reshape((2,))]


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
