#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: dynamic_update_slice on f16 (wrong-result).

The spec (dynamic_update_slice): Produces a `result` tensor which is equal to the `operand`
tensor except that the slice starting at `start_indices` is updated with the values in `update`.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 4
element(s) differ; worst at index [0]: expected np.float16(1.0), actual np.float16(nan), error
inf ULP (non-finite: error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter dynamic_update_slice):
upstream's interpreter reads a ui64 start index of 2^63 or more as a negative number and clamps
it to 0, where the spec clamps it to dim - size: dynamic_update_slice([10, 20, 30], [1, 2], 2^64
- 1 : ui64) is [1, 2, 30] in eval_module, [10, 1, 2] by the spec (XLA agrees); found by the
default conformance run (dynamic_update_slice/ui64/case_2). Reproduced by the conformance case
ops/dynamic_update_slice/dynamic_update_slice_ui64_start.

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
  func.func @main(%arg0: tensor<4xf16>, %arg1: tensor<2xf16>, %arg2: tensor<ui64>) -> tensor<4xf16> {
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2 : (tensor<4xf16>, tensor<2xf16>, tensor<ui64>) -> tensor<4xf16>
    return %0 : tensor<4xf16>
  }
}
"""
INPUTS = [(np.array([1.0, 2.0, 3.0, 4.0], np.float16).reshape((4,)), 'tensor<4xf16>'), (np.array([np.nan, -0.0], np.float16).reshape((2,)), 'tensor<2xf16>'), (np.array([18446744073709551615], np.uint64).reshape(()), 'tensor<ui64>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 1.0, 0.0),
    (0, (2,), np.nan, 0.0),
    (0, (3,), -0.0, 0.0),
    (0, (1,), 2.0, 0.0),
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
