#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: compare on f4E2M1FN (wrong-result).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [28]: expected
np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter compare): upstream's
interpreter ignores compare_type = TOTALORDER and compares as FLOAT (IEEE quiet comparisons): on
f32, EQ TOTALORDER gives (-0.0, 0.0) = true and (nan, nan) = false, GE TOTALORDER gives (nan,
1.0) = false, LT TOTALORDER gives (-0.0, 0.0) = false; the spec's totalOrder (and XLA) gives
false, true, true, true. The case key names only the operand type, so this entry also covers
FLOAT comparisons of these types (where it agrees). Reproduced by the conformance case
ops/compare/compare_f4E2M1FN_totalorder.

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
  func.func @main(%arg0: tensor<64xf4E2M1FN>, %arg1: tensor<64xf4E2M1FN>) -> tensor<64xi1> {
    %0 = stablehlo.compare EQ, %arg0, %arg1, TOTALORDER : (tensor<64xf4E2M1FN>, tensor<64xf4E2M1FN>) -> tensor<64xi1>
    return %0 : tensor<64xi1>
  }
}
"""
INPUTS = [(np.array([15, 15, 15, 15, 15, 15, 15, 15, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 7, 7, 7, 7, 7, 7, 7, 7], np.uint8).reshape((64,)), 'tensor<64xf4E2M1FN>'), (np.array([15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7, 15, 10, 9, 8, 0, 1, 2, 7], np.uint8).reshape((64,)), 'tensor<64xf4E2M1FN>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (28,), False, 0.0),
    (0, (35,), False, 0.0),
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
