#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: dot_general on f32 (crash).

The spec (dot_general): Computes dot products between slices of `lhs` and slices of `rhs` and
produces a `result` tensor.

Seen: crash: iree-compile was killed by signal 8 #4 0x00007fdf3e010b10 void
llvm::function_ref<void
(mlir::Operation*)>::callback_fn<mlir::iree_compiler::IREE::Flow::summarizeDispatchRegion[abi:cxx11](mlir::Re
#5 0x00007fdf3e00d6cc
mlir::iree_compiler::IREE::Flow::summarizeDispatchRegion[abi:cxx11](mlir::Region&)
AnnotateDispatches.cpp:0:0
The spec's results: [0., 0., 0., 0., 0., 0.] : (2, 3)

Known divergence (oracles/known_divergences.toml, iree dot_general): iree-compile dies with
SIGFPE (in Flow's summarizeDispatchRegion) on a dot_general that contracts a dimension of size
0: tensor<2x0xf32> by tensor<0x3xf32>, whose result is the 2x3 zeros, and a dot of two
tensor<0xf32> (the corpus case dot_general_f32_empty_contraction); an empty dimension that is
not contracted (0x2 by 2x3) compiles. Reproduced by the conformance case
ops/dot_general/dot_general_f32_empty_contraction.

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
  func.func @main(%arg0: tensor<2x0xf32>, %arg1: tensor<0x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}
"""
INPUTS = [np.array([], np.float32).reshape((2, 0)), np.array([], np.float32).reshape((0, 3))]


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
