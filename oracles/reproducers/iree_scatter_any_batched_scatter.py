#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: scatter on i32 (wrong-result).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

The oracle's verdict: output 0: fail (exact): 4 element(s) differ; worst at index [1, 0, 0]:
expected np.int32(-59), actual np.int32(-92), error inf ULP; 2 masked element(s)
(implementation-defined, or left to upstream's CHLO lowering)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree scatter): IREE's scatter with batching
dimensions applies an update whose index is outside its batch row in another row, where the spec
skips it: operand 2x3, indices [5, 1] with input_batching_dims = [0] writes the first update
into row 1 (scatter/i32/case_1, case_7 and case_27 of the run of 2026-11-27: 1 to 4 wrong
elements each). Reproduced by the conformance case scatter/f64/generated_3.

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
  func.func @main(%arg0: tensor<3x1x7xi32>, %arg1: tensor<3x4x2x1xui8>, %arg2: tensor<3x4x2x1xi32>) -> tensor<3x1x7xi32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 3], scatter_dims_to_operand_dims = [2], index_vector_dim = 4>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }) : (tensor<3x1x7xi32>, tensor<3x4x2x1xui8>, tensor<3x4x2x1xi32>) -> tensor<3x1x7xi32>
    return %0 : tensor<3x1x7xi32>
  }
}
"""
INPUTS = [np.array([-77, 32, -91, -77, 91, 75, 52, -75, -82, 19, 32, 21, 32, 99, -35, 15, 13, 14, -62, 14, -89], np.int32).reshape((3, 1, 7)), np.array([2, 0, 0, 0, 0, 9, 7, 0, 9, 7, 8, 7, 2, 0, 6, 7, 7, 8, 8, 0, 7, 8, 0, 4], np.uint8).reshape((3, 4, 2, 1)), np.array([21, 74, -25, -11, 81, 14, -33, 39, -99, -98, -43, -43, -24, 16, 27, 88, 95, -52, -80, -61, -79, 20, 83, -73], np.int32).reshape((3, 4, 2, 1))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 0, 2), 13, 0.0),
    (0, (2, 0, 1), 15, 0.0),
    (0, (1, 0, 0), -59, 0.0),
    (0, (1, 0, 2), -5, 0.0),
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
