#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: triangular_solve on f16 (crash).

The spec (triangular_solve): Solves batches of systems of linear equations with lower or upper
triangular coefficient matrices.

Seen: crash: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu triangular_solve): XLA GPU compiles a
triangular_solve of 16- and 8-bit floats and then fails it at run time: "INVALID_ARGUMENT:
Invalid type for triangular solve 10" (6 cases; jax alone, f16). Reproduced by the conformance
case triangular_solve/f16/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import re
import signal
import subprocess
import sys

import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x3x3xf16>, %arg1: tensor<3x2x3xf16>) -> (tensor<3x2x3xf16>, tensor<3x2x3xf16>, tensor<3x2x3xf16>) {
    %0 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = false}> : (tensor<3x3x3xf16>, tensor<3x2x3xf16>) -> tensor<3x2x3xf16>
    %1 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3x3xf16>, tensor<3x2x3xf16>) -> tensor<3x2x3xf16>
    %2 = "stablehlo.triangular_solve"(%arg0, %arg1) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3x3xf16>, tensor<3x2x3xf16>) -> tensor<3x2x3xf16>
    return %0, %1, %2 : tensor<3x2x3xf16>, tensor<3x2x3xf16>, tensor<3x2x3xf16>
  }
}
"""
INPUTS = [np.array([2.9609375, -0.9208984375, -1.8359375, 0.0, 2.37109375, 1.6513671875, 0.0, 0.0, 2.30078125, 2.9609375, 1.263671875, -1.9892578125, 0.0, 2.37109375, 0.91845703125, 0.0, 0.0, 2.30078125, 2.9609375, -0.309326171875, -1.88671875, 0.0, 2.37109375, 0.5888671875, 0.0, 0.0, 2.30078125], np.float16).reshape((3, 3, 3)), np.array([0.402587890625, 0.483642578125, -0.0, -0.0157470703125, 4.36328125, 0.1324462890625, -25.0, 5.960464477539063e-08, 0.44580078125, 5.960464477539063e-08, 0.96435546875, -0.04461669921875, 1.033203125, -0.001895904541015625, -0.0265655517578125, -23.796875, -1.9599609375, 0.52783203125], np.float16).reshape((3, 2, 3))]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("gpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():  # run() in a child process
    try:  # whether jax sees a GPU (CUDA, ROCm): without one there is nothing to tell
        jax.extend.backend.get_backend("gpu")
    except RuntimeError as e:
        return None, f"jax sees no GPU here: {e}"
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, "still running after 120 s"
    how = signal.Signals(-p.returncode).name if p.returncode < 0 else f"status {p.returncode}"
    said = [s[:300] for s in p.stderr.splitlines() if re.match(r"\S.*(check fail|error)", s, re.I)]
    return p.returncode != 0, ": ".join([how] + said[:1])  # its first error line, no traceback's


if __name__ == "__main__" and sys.argv[1:] == ["--run"]:  # the child of reproduce()
    run()
    sys.exit(0)  # (IREE's scatter out of bounds corrupts memory: the exit of SystemExit crashes)
elif __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
