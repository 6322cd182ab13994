#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: scatter on i16 (crash).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

Seen: crash: oracles.iree:execute: the worker was killed by SIGSEGV; last stderr lines:
cpu="name" Target a specific CPU. This is mostly used on x86. The accepted values are the same
as in Clang command lines.
The spec's results: [ 1, 2, 303] : (3,)

Known divergence (oracles/known_divergences.toml, iree scatter): IREE's scatter lowering
(iree_linalg_ext.scatter) takes only some layouts of a valid scatter and rejects others: update
window dimensions before the update scatter dimensions ("mismatch in shape of indices and update
value"), batching dimensions ("expected indices to be equal to batch rank or batch rank + 1",
the spec's own scatter example included), an empty index vector ("dimension map must have at
least one element"), an update computation in a wider type ("failed to legalize unresolved
target materialization from ('f16') to ('f32')"); iree-compile dies with SIGFPE or SIGSEGV on
others (empty updates, a rank-0 input); at run time a scatter index outside the operand is
written, not skipped: -1 into 4 elements corrupts the memory before the operand (the process
dies with SIGSEGV when it exits), 10^8 kills it at once (4 is skipped as the spec says), as do
scatters whose batching dimension comes after index_vector_dim (16 generated cases and the
corpus scatter_i8_indices_outside_skipped of the run of 2026-11-27). Reproduced by the
hand-written program seeds.toml (IREE's scatter lowering (iree_linalg_ext.scatter...).

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import re
import signal
import subprocess
import sys

import iree.compiler
import iree.runtime
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3xi16>, %arg1: tensor<3x1xi32>, %arg2: tensor<3xi16>) -> tensor<3xi16> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<i16>, %arg4: tensor<i16>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i16>
      stablehlo.return %1 : tensor<i16>
    }) : (tensor<3xi16>, tensor<3x1xi32>, tensor<3xi16>) -> tensor<3xi16>
    return %0 : tensor<3xi16>
  }
}
"""
INPUTS = [np.array([1, 2, 3], np.int16).reshape((3,)), np.array([100000000, -100000000, 2], np.int32).reshape((3, 1)), np.array([100, 200, 300], np.int16).reshape((3,))]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


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
