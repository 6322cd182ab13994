#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: convolution on i32 (wrong-rejection).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: wrong-rejection: <stdin>:4:10: error: 'linalg.generic' op inferred input/output operand #1
has shape's dimension #2 to be greater than or equal to 2, but found 1 <stdin>:4:10: error:
failed to run translation of source executable to target executable for backend
#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features = "",
data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack
The spec's results: [-42, 25] : (1, 1, 2)

Known divergence (oracles/known_divergences.toml, iree convolution): IREE mishandles some
convolutions that both reverse the window and dilate the lhs: its own linalg.generic fails its
shape check ("'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to
be greater than or equal to 3"), or the result is wrong (convolution/i8/case_3: 16 elements).
convolution/i32/case_2 (lhs_dilation 2, padding -1, reversed) is rejected, the same without the
reversal compiles; simple reversed and dilated 1-D convolutions are right, so the condition is
wider than the bug (4 rejected and 1 wrong case of the run of 2026-11-27 have both). Reproduced
by the conformance case convolution/i32/case_2.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import iree.compiler
import iree.runtime
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x1x2xi32>, %arg1: tensor<2x2x2xi32>) -> tensor<1x1x2xi32> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [0, b, f]x[i, o, 0]->[0, b, f], window = {stride = [1], pad = [[-1, 0]], lhs_dilate = [2], rhs_dilate = [1], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x2xi32>, tensor<2x2x2xi32>) -> tensor<1x1x2xi32>
    return %0 : tensor<1x1x2xi32>
  }
}
"""
INPUTS = [np.array([-2, 5, -5, -1], np.int32).reshape((2, 1, 2)), np.array([7, 5, -5, 6, 7, -2, 0, -1], np.int32).reshape((2, 2, 2))]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


def reproduce():
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
