#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: convert on f8E8M0FNU->f32 (wrong-result).

The spec (convert): Performs an element-wise conversion from one element type to another on
`operand` tensor and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.float32(nan), actual np.float32(inf), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter convert): upstream's
interpreter converts f8E8M0FNU's NaN (bit pattern 0xFF, the type has no infinity) to +inf in
every float type that has an infinity: convert(0xFF : f8E8M0FNU) to f32 = inf; XLA and the
reference give NaN. Checked on all 256 bit patterns: 0xFF is the only difference. Reproduced by
the hand-written program seeds.toml (upstream's interpreter converts f8E8M0FNU's NaN...).

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
  func.func @main(%arg0: tensor<2xf8E8M0FNU>) -> tensor<2xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2xf8E8M0FNU>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
"""
INPUTS = [(np.array([255, 127], np.uint8).reshape((2,)), 'tensor<2xf8E8M0FNU>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), np.nan, 0.0),
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
