#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: gather on i32 (wrong-result).

The spec (gather): Gathers slices from `operand` tensor from offsets specified in
`start_indices` and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 3 element(s) differ; worst at index [0, 0]:
expected np.int32(13), actual np.int32(10), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter gather): as the
[dynamic_slice] ui64 entry, in gather: upstream's interpreter reads a ui64 start index of 2^64 -
1 as -1 and clamps it to 0, where the spec clamps it to dim - slice_size: slice [10, 11, 12]
instead of [13, 14, 15] of [10..15] (slice_sizes 3; XLA agrees with the spec). Reproduced by the
conformance case ops/gather/gather_clamped_ui64_indices.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import numpy as np
from jax._src.interpreters import mlir  # jax's MLIR context
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<6xi32>, %arg1: tensor<3x1xui64>) -> tensor<3x3xi32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 3>}> : (tensor<6xi32>, tensor<3x1xui64>) -> tensor<3x3xi32>
    return %0 : tensor<3x3xi32>
  }
}
"""
INPUTS = [(np.array([10, 11, 12, 13, 14, 15], np.int32).reshape((6,)), 'tensor<6xi32>'), (np.array([18446744073709551615, 1, 0], np.uint64).reshape((3, 1)), 'tensor<3x1xui64>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), 13, 0.0),
    (0, (0, 1), 14, 0.0),
    (0, (0, 2), 15, 0.0),
]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]


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
