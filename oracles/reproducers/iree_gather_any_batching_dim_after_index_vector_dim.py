#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: gather on f8E4M3FN (wrong-result).

The spec (gather): Gathers slices from `operand` tensor from offsets specified in
`start_indices` and produces a `result` tensor.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 60
element(s) differ; worst at index [0, 0, 0, 1]: expected 0.015625, actual 0, error inf x the
allowed difference (bound 0 incl. 0 ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree gather): iree-compile dies with SIGSEGV
(in its stablehlo-to-linalg GatherConversion) on a gather whose start_indices have a batching
dimension after index_vector_dim, e.g. indices 1x4 with index_vector_dim = 0 and
start_indices_batching_dims = [1]; the same gather with indices 4x1 (index_vector_dim last)
compiles and is right. 19 generated cases of the run of 2026-11-27 crashed so and one
(gather/f8E4M3FN/case_3, an empty index vector) compiled and gave 60 wrong elements. Reproduced
by the conformance case gather/f8E4M3FN/case_3.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import iree.compiler
import iree.runtime
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1x9xf8E4M3FN>, %arg1: tensor<0x9x3x3xi64>) -> tensor<9x1x3x3xf8E4M3FN> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [1], start_indices_batching_dims = [1]>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x9xf8E4M3FN>, tensor<0x9x3x3xi64>) -> tensor<9x1x3x3xf8E4M3FN>
    return %0 : tensor<9x1x3x3xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([0.015625, 0.0, 0.0, 18.0, -32.0, 0.013671875, 2.5, 224.0, np.nan], ml_dtypes.float8_e4m3fn).reshape((1, 9)), np.array([], np.int64).reshape((0, 9, 3, 3))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (8, 0, 0, 0), np.nan, 0.0),
    (0, (8, 0, 0, 1), np.nan, 0.0),
    (0, (8, 0, 0, 2), np.nan, 0.0),
    (0, (8, 0, 1, 0), np.nan, 0.0),
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
