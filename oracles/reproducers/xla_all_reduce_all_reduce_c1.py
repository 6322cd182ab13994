#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: all_reduce on i64 (crash).

The spec (all_reduce): Within each process group in the StableHLO process grid, applies a
reduction function `computation` to the values of the `operands` tensors from each process and
produces `results` tensors.

Seen: crash: oracles.xla:execute: the worker was killed by SIGABRT; last stderr lines: @
0x7ff2a50b84be xla::ConvertStablehloToHloWithOptions() @ 0x7ff2a50b3f48
xla::MlirToXlaComputation()

Known divergence (oracles/known_divergences.toml, xla all_reduce): Invalid programs jaxlib's
verifier accepts (spec/verifier_divergences.toml, the mesh-axes form of replica_groups): XLA's
translation to HLO aborts the process (a failed CHECK in replica_group.cc, ValidateSpanOfAxes)
where it should report an error, for a mesh whose named axes overlap (axes [y, y]) and for a
sub-axis (1)3 of a size-4 axis (corpus/constraints/all_reduce.mlir c1_mesh_axes_overlap and
c1_mesh_sub_axis_does_not_split; campaign seed 22, finding 6a089f60ec98eaa7). Reproduced with
jaxlib alone:
tests/oracles/test_oracles.py::test_xla_aborts_on_mesh_axes_that_overlap_or_do_not_split.
Reproduced by the hand-written program seeds.toml (Invalid programs jaxlib's verifier accepts
(spec...).

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
  func.func @main(%arg0: tensor<4xi64>) -> tensor<4xi64> {
    %0 = "stablehlo.all_reduce"(%arg0) <{replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes=[<name = "x", size = 2>, <name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "y">]>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }) : (tensor<4xi64>) -> tensor<4xi64>
    return %0 : tensor<4xi64>
  }
}
"""
INPUTS = [np.array([1, 2, 3, 4], np.int64).reshape((4,))]


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
