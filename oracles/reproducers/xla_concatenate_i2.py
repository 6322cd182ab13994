#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: concatenate on i2 (crash).

The spec (concatenate): Concatenates `inputs` along `dimension` dimension in the same order as
the given arguments and produces a `result` tensor.

Seen: crash: oracles.xla:execute: the worker was killed by SIGABRT; last stderr lines: @
0x7ff2a91b5988 xla::cpu::CpuCompiler::RunBackend() @ 0x7ff2a918781f
xla::PjRtCpuClient::CompileInternal()
The spec's results: [1, -1, 0, 1, -2, -2, 0, 1, -1, 0, 1] : (1, 11)

Known divergence (oracles/known_divergences.toml, xla concatenate): XLA CPU's backend aborts
("ir_array.cc:598 Check failed: bit_offset != nullptr", in RunBackend) on every concatenate of
two or more operands of a 2-bit integer type (tensor<1xi2> ++ tensor<1xi2>, 8 ++ 8, 2x2 ++ 2x2
along dimension 1, i2 and ui2 alike); i1, i4, ui4, f4E2M1FN and i8 concatenate fine, and a
one-operand concatenate of i2 compiles (jaxlib 0.10.2,
tests/oracles/test_differential_data_movement.py). Reproduced by the conformance case
concatenate/i2/generated_2.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import re
import signal
import subprocess
import sys

import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1x4xi2>, %arg1: tensor<1x3xi2>, %arg2: tensor<1x4xi2>) -> tensor<1x11xi2> {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<1x4xi2>, tensor<1x3xi2>, tensor<1x4xi2>) -> tensor<1x11xi2>
    return %0 : tensor<1x11xi2>
  }
}
"""
INPUTS = [np.array([1, -1, 0, 1], ml_dtypes.int2).reshape((1, 4)), np.array([-2, -2, 0], ml_dtypes.int2).reshape((1, 3)), np.array([1, -1, 0, 1], ml_dtypes.int2).reshape((1, 4))]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():  # run() in a child process
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
