#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: sort on f32 (wrong-result).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [3]: expected
np.float32(-0.0), actual np.float32(0.0), error 0 ULP (sign of zero)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter sort): the [compare]
TOTALORDER entry inside a sort comparator: upstream's interpreter compares as FLOAT, so -0.0 and
+0.0 are equal and keep their input order (+0.0 first); the spec's totalOrder puts -0.0 before
+0.0 (XLA agrees with the spec). Reproduced by the conformance case
ops/sort/sort_f32_total_order.

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
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
"""
INPUTS = [(np.frombuffer(bytes.fromhex('0000c07f000000000000803f000080ff000000800000807f000080bf0000c0ff'), np.float32).reshape((8,)), 'tensor<8xf32>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (3,), -0.0, 0.0),
    (0, (4,), 0.0, 0.0),
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
