#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: select_and_scatter on f32 (crash).

The spec (select_and_scatter): Scatters the values from the `source` tensor using `scatter`
based on the outcome of `reduce_window` of the `input` tensor using `select` and produces a
`result` tensor.

Seen: crash: oracles.xla:execute: the worker was killed by SIGABRT; last stderr lines: @
0x7ff2a91ad668 xla::cpu::CpuCompiler::RunHloPasses() @ 0x7ff2a91877a0
xla::PjRtCpuClient::CompileInternal()
The spec's results: [5.] : ()

Known divergence (oracles/known_divergences.toml, xla select_and_scatter): XLA CPU's compiler
aborts ("hlo_computation.cc:191 Check failed: param_instructions_[param_no] == nullptr:
parameter number 1 already allocated in this computation", in RunHloPasses) on every
select_and_scatter of rank 0 (operand, source and init_value tensor<f32>, window_dimensions =
[], GE select, add scatter), for every element type; the same op on tensor<1xf32> / tensor<0xi8>
/ tensor<3xi8> with a window of 1 or 2 compiles (jaxlib 0.10.2,
tests/oracles/test_differential_reduction_linalg.py). The spec allows rank 0 (C1-C12 hold with
empty windows); the reference returns source + init_value. xla-gpu aborts on the same check
(hlo_computation.cc:188, jaxlib 0.11.2, H200, 2026-11-26; tests/oracles/test_xla_gpu.py).
Reproduced by the hand-written program seeds.toml (XLA CPU's compiler aborts
("hlo_computation.cc:1...).

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
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) <{window_dimensions = array<i64>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.compare GE, %arg3, %arg4 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
"""
INPUTS = [np.array([1.0], np.float32).reshape(()), np.array([2.0], np.float32).reshape(()), np.array([3.0], np.float32).reshape(())]


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
