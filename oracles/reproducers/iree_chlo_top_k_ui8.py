#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: chlo.top_k on ui8 (wrong-result).

The spec (chlo.top_k): chlo.top_k is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 11 element(s) differ; worst at index [0, 0]:
expected np.uint8(164), actual np.uint8(21), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree chlo.top_k): IREE turns the sort and
slices of upstream's lowered chlo.top_k into its own top-k op, which compares unsigned keys as
signed: the two largest of 1, 200, 3, 150 (ui8) are not 200 and 150 (chlo.top_k/ui8/case_3,
ui32/case_2 and ui64/case_2 of the run of 2026-11-27: 3200616156 (ui32) ranked below 7).
Reproduced by the conformance case chlo.top_k/ui8/case_3.

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
  func.func @main(%arg0: tensor<4x4xui8>) -> (tensor<4x4xui8>, tensor<4x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2 : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4x4xui8>, tensor<4x4xi32>) -> (tensor<4x4xui8>, tensor<4x4xi32>)
    %2 = stablehlo.slice %1#0 [0:4, 0:4] : (tensor<4x4xui8>) -> tensor<4x4xui8>
    %3 = stablehlo.slice %1#1 [0:4, 0:4] : (tensor<4x4xi32>) -> tensor<4x4xi32>
    return %2, %3 : tensor<4x4xui8>, tensor<4x4xi32>
  }
}
"""
INPUTS = [np.array([164, 4, 21, 7, 0, 192, 7, 255, 2, 2, 7, 201, 31, 7, 2, 116], np.uint8).reshape((4, 4))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 0), 255, 0.0),
    (0, (1, 2), 7, 0.0),
    (0, (2, 3), 2, 0.0),
    (0, (2, 0), 201, 0.0),
]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


def reproduce():
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
