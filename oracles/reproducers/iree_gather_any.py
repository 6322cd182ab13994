#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: gather on i32 (wrong-result).

The spec (gather): Gathers slices from `operand` tensor from offsets specified in
`start_indices` and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 3 element(s) differ; worst at index [0, 0]:
expected np.int32(13), actual np.int32(10), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree gather): IREE does not clamp gather start
indices into the operand, as the spec does: it reads outside the operand (gather of rows -1 and
3 of a 3x2 operand returns other memory's bytes, not rows 0 and 2) and dies with SIGSEGV far
outside it (row 10^8). gather/f32/large_1 (indices -1 and 4096 of 4096 rows: 4164 wrong
elements) and the corpus case gather_clamped_ui64_indices fail so. No condition can see the
index values, so this entry covers every gather's wrong result on IREE. Reproduced by the
conformance case ops/gather/gather_clamped_ui64_indices.

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
  func.func @main(%arg0: tensor<6xi32>, %arg1: tensor<3x1xui64>) -> tensor<3x3xi32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 3>}> : (tensor<6xi32>, tensor<3x1xui64>) -> tensor<3x3xi32>
    return %0 : tensor<3x3xi32>
  }
}
"""
INPUTS = [np.array([10, 11, 12, 13, 14, 15], np.int32).reshape((6,)), np.array([18446744073709551615, 1, 0], np.uint64).reshape((3, 1))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), 13, 0.0),
    (0, (0, 1), 14, 0.0),
    (0, (0, 2), 15, 0.0),
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
