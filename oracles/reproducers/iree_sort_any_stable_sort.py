#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: sort on i32 (wrong-result).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [0, 1, 13]:
expected np.int32(6), actual np.int32(1), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree sort): IREE's sort ignores is_stable =
true: keys 1, 0, 1, 0, 1, 0, 1, 0 with values 0..7 give values 1, 5, 3, 7 for the zero keys, not
1, 3, 5, 7 (sort/i32/case_3 and sort/ui64/case_4 of the run of 2026-11-27: 2 elements each).
Reproduced by the conformance case sort/i32/generated_2.

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
  func.func @main(%arg0: tensor<1x4x33xi32>, %arg1: tensor<1x4x33xi32>) -> tensor<1x4x33xi32> {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<1x4x33xi32>, tensor<1x4x33xi32>) -> (tensor<1x4x33xi32>, tensor<1x4x33xi32>)
    return %0#1 : tensor<1x4x33xi32>
  }
}
"""
INPUTS = [np.array([-2, 2147483647, -6, 32, 31, 3, 715827882, -3, -6, 1, -6, -1335551665, 32, 2147483647, -1, 8, -16777217, -6, 46340, 0, -715827883, -2147483648, 0, 842076961, 0, 7, 32, 0, 7, 2147483647, -4, 16777217, 6, 1540107692, -1, 16777217, -2147483647, 46340, 2147483647, 6, -7, 687449101, -8, -5, -8, 5, 0, 7, 1, -239955725, -6, -3, 2147483647, -1376706628, -4, -2, 770817264, -715827883, -2, -6, 0, -7, 1, 606353749, 6, 2147483646, -3, -16777217, -1, -4, 1, 99058199, -4, 0, -876056497, 1, 1, -3, 0, 0, 1763237836, 2147483647, -2, -46340, -1573064242, 1, 46340, 8, 16777217, 7, 5, 4, 3, -46340, 31, -191325443, 8, 1571119342, -2, -4, -2147483647, 16777217, 5, 32, -8, 7, -4, -5, 5, 24614094, -715827883, -7, -2147483648, 1774197162, 6, -2, 2147483647, -2, -3, 140571354, -943687687, 720584511, -46340, 16777217, -617778662, -46340, -897871268, 2147483647, 6, 31, 1, 16777217], np.int32).reshape((1, 4, 33)), np.array([2, -2147483647, 0, -32, 8, 1, 715827882, -3, -5, -337346233, -8, -1943577169, 2147483647, -1, 615413287, 7, 16777217, -1338844179, 1, 7, 715827883, -2147483648, 8, 2, -1592345855, -2, 32, 0, -4, -2147483647, -1, -594561220, -8, 2147483647, 2, -16777217, 4, 46340, -2147483647, -2147483648, 0, -8, -3, 1, 7, -8, 6, 0, 5, -645027010, 6, -6, -2147483647, -3, -5, 7, -1, 1, 1190133204, -1497011297, 2147483647, 1, 7, 1663562738, -8, 6, -5, 32, 1921521691, -1, -1, 1, 2, 8, -2147483648, -2, -8, 994549604, 1, 1, 6, -1547816162, -1025153349, 46340, -1, 4, 46340, -6, -16777217, 1, -3, -62976113, -1096227785, -46340, 31, -1915846568, -5, -7, 1, -1, 2147483647, 16777217, 1, 32, 7, 1, 1969961682, 0, -638823947, -7, -715827883, -7, -5, -2, 5, -3, 2147483647, -1836791482, 8, 0, 2, -6, -46340, 16777217, -2, -46340, 1, -2147483647, 7, 2147483647, -2, 16777217], np.int32).reshape((1, 4, 33))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1, 13), 6, 0.0),
    (0, (0, 2, 13), 1, 0.0),
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
