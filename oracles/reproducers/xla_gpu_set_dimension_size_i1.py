#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: set_dimension_size on f8E4M3FN (crash).

The spec (set_dimension_size): see the spec's section on set_dimension_size:
https://openxla.org/stablehlo/spec#set_dimension_size

Seen: crash: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu set_dimension_size): XLA GPU
mishandles set_dimension_size of one-byte and narrower elements: on i1, i8, ui8, f8E4M3FN and
f8E5M2 the run fails with "CUDA_ERROR_MISALIGNED_ADDRESS: misaligned address" reading the
dynamic shape (8 of the 48 cases; the error then fails every later execution of the process), on
i4 the negative elements come back as 0 (3 cases); XLA CPU runs all of them; jax alone,
tests/oracles/test_xla_gpu.py. Reproduced by the conformance case
set_dimension_size/f8E4M3FN/generated_1.

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
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<3x9xf8E4M3FN>) -> tensor<3x9xf8E4M3FN> {
    %0 = stablehlo.set_dimension_size %arg1, %arg0, dim = 0 : (tensor<3x9xf8E4M3FN>, tensor<i32>) -> tensor<3x9xf8E4M3FN>
    return %0 : tensor<3x9xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([3], np.int32).reshape(()), np.array([-2.5, -0.0859375, -0.015625, -0.0, -448.0, -0.001953125, -1.875, -4.5, np.nan, 32.0, -16.0, -0.015625, -10.0, 0.0078125, -16.0, -0.029296875, np.nan, 0.5625, -0.140625, -1.125, -0.0078125, 0.5, -0.013671875, 3.0, 0.6875, -0.0, 5.5], ml_dtypes.float8_e4m3fn).reshape((3, 9))]


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
