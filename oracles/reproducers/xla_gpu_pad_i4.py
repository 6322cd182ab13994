#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: pad on i4 (crash).

The spec (pad): Expands `operand` by padding around the tensor as well as between the elements
of the tensor with the given `padding_value`.

Seen: crash: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu pad): XLA GPU's compiler aborts on a
pad of i4 (pad/i4/case_3: "RET_CHECK failure
(xla/hlo/transforms/simplifiers/algebraic_simplifier.cc:6179) equal(slice->shape(),
pad->shape())", SIGABRT); XLA CPU runs it; jax alone. Reproduced by the conformance case
pad/i4/case_3.

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
  func.func @main(%arg0: tensor<2x31xi4>, %arg1: tensor<i4>) -> tensor<2x90xi4> {
    %0 = stablehlo.pad %arg0, %arg1, low = [-2, -1], high = [1, 0], interior = [1, 2] : (tensor<2x31xi4>, tensor<i4>) -> tensor<2x90xi4>
    return %0 : tensor<2x90xi4>
  }
}
"""
INPUTS = [np.array([1, -6, 5, -7, 4, 2, 4, -7, -4, -1, 1, 2, 4, 2, -6, -6, -7, -8, -8, -7, -3, 7, -8, -7, -7, -5, 2, -5, 1, 6, 2, 6, -7, 2, 3, 5, 2, -3, 4, 2, 2, 3, 3, -2, -1, -3, 1, -2, -1, -3, 4, -5, 7, 1, 7, 7, 4, -4, 3, -8, -2, 7], ml_dtypes.int4).reshape((2, 31)), np.array([-2], ml_dtypes.int4).reshape(())]


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
