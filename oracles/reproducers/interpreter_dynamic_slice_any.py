#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: dynamic_slice on i32 (wrong-result).

The spec (dynamic_slice): Extracts a slice from the `operand` using dynamically-computed
starting indices and produces a `result` tensor. `start_indices` contain the starting indices of
the slice for each dimension subject to potential adjustment, and `slice_sizes` contain the
sizes of the slice for each dimension.

The oracle's verdict: output 0: fail (exact): 6 element(s) differ; worst at index [0, 0]:
expected np.int32(20), actual np.int32(0), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter dynamic_slice):
eval_module reads unsigned start indices as signed: dynamic_slice of a 4x5 tensor at ui8 starts
(255, 0) with slice_sizes [2, 3] returns rows 0-1 (255 read as -1, clamped to 0); the spec
clamps 255 to 4 - 2 = 2 (rows 2-3), as XLA does. Reproduced by the hand-written program
seeds.toml (eval_module reads unsigned start indices as sign...).

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
  func.func @main(%arg0: tensor<4x5xi32>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<2x3xi32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %arg2, sizes = [2, 3] : (tensor<4x5xi32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xi32>
    return %0 : tensor<2x3xi32>
  }
}
"""
INPUTS = [(np.array([0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34], np.int32).reshape((4, 5)), 'tensor<4x5xi32>'), (np.array([255], np.uint8).reshape(()), 'tensor<ui8>'), (np.array([0], np.uint8).reshape(()), 'tensor<ui8>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), 20, 0.0),
    (0, (0, 1), 21, 0.0),
    (0, (0, 2), 22, 0.0),
    (0, (1, 0), 30, 0.0),
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
