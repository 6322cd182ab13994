#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.is_inf on f4E2M1FN (wrong-result).

The spec (chlo.is_inf): chlo.is_inf is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 7 element(s) differ; worst at index [0, 1]:
expected np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.is_inf): as
chlo.is_pos_inf on this oracle: the lowered comparison of |x| with +inf rounded into f4E2M1FN
(0). Reproduced by the conformance case chlo.is_inf/f4E2M1FN/generated_1.

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
  func.func @main(%arg0: tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1> {
    %0 = stablehlo.abs %arg0 : tensor<3x9xf4E2M1FN>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x9xf4E2M1FN>
    %1 = stablehlo.compare EQ, %0, %cst : (tensor<3x9xf4E2M1FN>, tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1>
    return %1 : tensor<3x9xi1>
  }
}
"""
INPUTS = [(np.array([15, 8, 12, 0, 15, 9, 12, 14, 9, 14, 15, 10, 15, 0, 13, 8, 9, 1, 8, 11, 8, 0, 6, 5, 1, 9, 7], np.uint8).reshape((3, 9)), 'tensor<3x9xf4E2M1FN>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1), False, 0.0),
    (0, (0, 3), False, 0.0),
    (0, (1, 4), False, 0.0),
    (0, (1, 6), False, 0.0),
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
