#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.broadcast_compare on f32 (wrong-result).

The spec (chlo.broadcast_compare): chlo.broadcast_compare is a CHLO op, outside the StableHLO
spec: upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.True_, actual np.False_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.broadcast_compare):
upstream's decomposition is a stablehlo.compare with the same compare_type, and this interpreter
compares TOTALORDER as FLOAT (the compare entry above): broadcast_compare(-0, +0, LT, TOTALORDER
: f32) = false, the total order's true (3 hard generated cases of 2026-11-27: f8E4M3FN and f16
LE, f32 GE). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_broadcast_compare_of_a_total_order_compares_as_float.
Reproduced by the hand-written program seeds.toml (upstream's decomposition is a
stablehlo.compare ...).

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
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xi1> {
    %0 = stablehlo.compare LT, %arg0, %arg1, TOTALORDER : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    return %0 : tensor<1xi1>
  }
}
"""
INPUTS = [(np.array([-0.0], np.float32).reshape((1,)), 'tensor<1xf32>'), (np.array([0.0], np.float32).reshape((1,)), 'tensor<1xf32>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), True, 0.0),
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
