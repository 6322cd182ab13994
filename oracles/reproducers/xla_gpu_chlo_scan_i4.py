#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: chlo.scan on i4 (wrong-rejection).

The spec (chlo.scan): chlo.scan is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)
The spec's results: [-8, 2, 0] : (3, 1); [-8] : (1,)

Known divergence (oracles/known_divergences.toml, xla-gpu chlo.scan): XLA GPU rejects a
chlo.scan of i4 at run time: "INTERNAL: Non-byte-aligned dimension in slice"
(chlo.scan/i4/case_2); XLA CPU runs it; jax alone. Reproduced by the conformance case
chlo.scan/i4/case_2.

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
  func.func @main(%arg0: tensor<3x1xi4>, %arg1: tensor<1xi4>) -> (tensor<3x1xi4>, tensor<1xi4>) {
    %0:2 = chlo.scan(%arg0) inits (%arg1) dimension=0  attributes {is_reverse = true} {
    ^bb0(%input: tensor<1xi4>, %carry: tensor<1xi4>):
      %1 = stablehlo.add %input, %carry : tensor<1xi4>
      stablehlo.return %1, %1 : tensor<1xi4>, tensor<1xi4>
    } : (tensor<3x1xi4>, tensor<1xi4>) -> (tensor<3x1xi4>, tensor<1xi4>)
    return %0#0, %0#1 : tensor<3x1xi4>, tensor<1xi4>
  }
}
"""
INPUTS = [np.array([6, 2, -5], ml_dtypes.int4).reshape((3, 1)), np.array([5], ml_dtypes.int4).reshape((1,))]


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
