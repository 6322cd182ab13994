#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: gather on i32 (wrong-result).

The spec (gather): Gathers slices from `operand` tensor from offsets specified in
`start_indices` and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 3 element(s) differ; worst at index [0, 0]:
expected np.int32(3), actual np.int32(0), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter gather): upstream's
interpreter reads ui32 gather indices as signed: 4294967295 becomes -1 and is clamped to 0 from
the other side (gather/ui32/case_3: 6 elements differ); the corpus entry
gather_clamped_ui64_indices above is the same behaviour for ui64. Reproduced by the hand-written
program seeds.toml (upstream's interpreter reads ui32 gather indices...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<6xi32>, %arg1: tensor<2x1xui32>) -> tensor<2x3xi32> {
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 3>}> : (tensor<6xi32>, tensor<2x1xui32>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
}
"""
INPUTS = [np.array([0, 1, 2, 3, 4, 5], np.int32).reshape((6,)), np.array([4294967295, 1], np.uint32).reshape((2, 1))]
INPUT_TYPES = ['tensor<6xi32>', 'tensor<2x1xui32>']
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), 3, 0.0),
    (0, (0, 1), 4, 0.0),
    (0, (0, 2), 5, 0.0),
]


def run():
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext  # jaxlib's registry of MLIR's dialects
    from jaxlib.mlir.dialects import chlo, stablehlo
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)  # func and the other upstream MLIR dialects
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.append_dialect_registry(registry)
        stablehlo.register_dialect(ctx)
        chlo.register_dialect(ctx)
        stablehlo.register_interpreter_dialect(ctx)
        module = ir.Module.parse(PROGRAM)
        args = [ir.DenseElementsAttr.get(x if x.dtype.type.__module__ == "numpy" else
                                         x.view(f"u{x.dtype.itemsize}"),
                                         type=ir.RankedTensorType.parse(t))
                for x, t in zip(INPUTS, INPUT_TYPES)]
        return [np.array(r) for r in stablehlo.eval_module(module, args)]


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
