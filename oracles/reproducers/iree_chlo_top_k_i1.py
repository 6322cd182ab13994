#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: chlo.top_k on i1 (wrong-rejection).

The spec (chlo.top_k): chlo.top_k is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

Seen: wrong-rejection: CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo
(jaxlib 0.10.2). <stdin>:5:12: error: 'iree_linalg_ext.topk' op region block types must match
input <stdin>:5:12: error: failed to run configuration of source executable to target executable
for backend #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "", cpu_features =
"", data_layout =
"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
iree.encoding.resolver = #iree_cpu.cpu_encodi
The spec's results: [ True] : (1,); [0] : (1,)

Known divergence (oracles/known_divergences.toml, iree chlo.top_k): IREE's top-k op built from
upstream's lowered chlo.top_k of i1 keys fails its own verifier ("'iree_linalg_ext.topk' op
region block types must match input"; chlo.top_k/i1/case_2 and case_3 of the run of 2026-11-27).
Reproduced by the conformance case chlo.top_k/i1/case_2.

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
  func.func @main(%arg0: tensor<4xi1>) -> (tensor<1xi1>, tensor<1xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4xi1>, tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi32>)
    %2 = stablehlo.slice %1#0 [0:1] : (tensor<4xi1>) -> tensor<1xi1>
    %3 = stablehlo.slice %1#1 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    return %2, %3 : tensor<1xi1>, tensor<1xi32>
  }
}
"""
INPUTS = [np.array([True, True, False, False], np.bool_).reshape((4,))]


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
