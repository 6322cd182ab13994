#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: chlo.erf on f8E4M3FN (wrong-rejection).

The spec (chlo.erf): chlo.erf is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu chlo.erf): XLA GPU cannot legalize
chlo.erf of an f8 operand ("failed to legalize operation 'chlo.erf'"); ChloOps.td allows any
float type, and XLA CPU computes it (6 cases). Reproduced by the conformance case
chlo.erf/f8E4M3FN/generated_1.

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
  func.func @main(%arg0: tensor<3x9xf8E4M3FN>) -> tensor<3x9xf8E4M3FN> {
    %0 = chlo.erf %arg0 : tensor<3x9xf8E4M3FN> -> tensor<3x9xf8E4M3FN>
    return %0 : tensor<3x9xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([-2.5, -0.0859375, -0.015625, -0.0, -448.0, -0.001953125, -1.875, -4.5, np.nan, 32.0, -16.0, -0.015625, -10.0, 0.0078125, -16.0, -0.029296875, np.nan, 0.5625, -0.140625, -1.125, -0.0078125, 0.5, -0.013671875, 3.0, 0.6875, -0.0, 5.5], ml_dtypes.float8_e4m3fn).reshape((3, 9))]


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
