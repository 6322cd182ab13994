#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.is_neg_inf on f4E2M1FN (wrong-result).

The spec (chlo.is_neg_inf): chlo.is_neg_inf is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 7 element(s) differ; worst at index [0, 1]:
expected np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.is_neg_inf): as
chlo.is_pos_inf on this oracle: the lowered comparison with -inf rounded into f4E2M1FN (0).
Reproduced by the conformance case chlo.is_neg_inf/f4E2M1FN/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1> {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<3x9xf4E2M1FN>
    %0 = stablehlo.compare EQ, %arg0, %cst : (tensor<3x9xf4E2M1FN>, tensor<3x9xf4E2M1FN>) -> tensor<3x9xi1>
    return %0 : tensor<3x9xi1>
  }
}
"""
INPUTS = [np.array([-6.0, -0.0, -2.0, 0.0, -6.0, -0.5, -2.0, -4.0, -0.5, -4.0, -6.0, -1.0, -6.0, 0.0, -3.0, -0.0, -0.5, 0.5, -0.0, -1.5, -0.0, 0.0, 4.0, 3.0, 0.5, -0.5, 6.0], ml_dtypes.float4_e2m1fn).reshape((3, 9))]
INPUT_TYPES = ['tensor<3x9xf4E2M1FN>']
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1), False, 0.0),
    (0, (0, 3), False, 0.0),
    (0, (1, 4), False, 0.0),
    (0, (1, 6), False, 0.0),
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
