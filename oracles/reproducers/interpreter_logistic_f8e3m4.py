#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: logistic on f8E3M4 (wrong-result).

The spec (logistic): Performs element-wise logistic operation on `operand` tensor and produces a
`result` tensor. For floats: `division(1, addition(1, exp(-x)))` from IEEE-754.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 5 element(s) differ; worst at index [0, 58]: expected
0.046875, actual 0, error 3 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter logistic): upstream's
interpreter evaluates 1 / (1 + exp(-x)) rounding each step to the element type, so its
intermediate overflows: on the FN/FNUZ types (no infinity) exp(-x) beyond the largest value
becomes NaN, logistic(-6.5 : f8E4M3FN) = nan where 1 / (1 + e^6.5) = 0.0015 rounds to 2^-9 (NaN
for x <= -6.5 on f8E4M3FN, -6 on f8E4M3FNUZ, -3.5 on f8E4M3B11FNUZ, -12 on f8E5M2FNUZ: exactly
where e^-x exceeds the type's max; all 256 values checked); on f8E3M4 (max 15.5) 1 + exp(2.75) =
1 + 15.5 overflows to inf, logistic(-2.75) = 0 where the value 0.060 rounds to 0.0625 (4 ULP; x
<= -2.75). The spec's formula defines the function's value; a NaN or 0 for a representable
nonzero result is not an accuracy difference (XLA gives the reference's values on every f8
type). Reproduced by the conformance case logistic/f8E3M4/generated_2.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import ml_dtypes
import numpy as np
from jax._src.interpreters import mlir  # jax's MLIR context
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x65xf8E3M4>) -> tensor<2x65xf8E3M4> {
    %0 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2x65xf8E3M4>
    return %0 : tensor<2x65xf8E3M4>
  }
}
"""
INPUTS = [(np.array([239, 0, 144, 112, 59, 143, 111, 0, 197, 184, 128, 41, 1, 95, 111, 0, 239, 111, 1, 64, 112, 112, 204, 24, 169, 132, 32, 49, 5, 3, 152, 120, 111, 177, 2, 239, 17, 240, 95, 132, 206, 99, 128, 157, 2, 32, 128, 239, 240, 112, 225, 0, 177, 143, 111, 130, 88, 112, 199, 25, 168, 96, 196, 6, 138, 66, 128, 149, 111, 120, 128, 49, 103, 120, 5, 161, 1, 82, 95, 217, 239, 202, 6, 95, 131, 186, 145, 128, 128, 177, 129, 128, 176, 68, 82, 166, 48, 160, 111, 16, 1, 128, 184, 3, 197, 38, 132, 32, 1, 133, 133, 0, 236, 216, 201, 95, 128, 112, 111, 239, 12, 177, 104, 13, 128, 133, 34, 192, 177, 0], np.uint8).reshape((2, 65)), 'tensor<2x65xf8E3M4>')]
OUTPUT_TYPES = [ml_dtypes.float8_e3m4]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 58), 0.046875, 0.015625),
    (0, (1, 49), 0.046875, 0.015625),
    (0, (0, 22), 0.03125, 0.015625),
    (0, (0, 64), 0.46875, 0.015625),
]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        results = stablehlo.eval_module(ir.Module.parse(PROGRAM), args)
        return [as_array(r, d) for r, d in zip(results, OUTPUT_TYPES)]


def as_array(attr, dtype):  # numpy reads MLIR's own types; the others from the printed values
    if dtype.__module__ == "numpy":
        return np.array(attr)
    body, bits = str(attr)[6:].split(">")[0], f"u{np.dtype(dtype).itemsize}"  # dense<BODY>
    if body.startswith('"0x'):  # every element's bits, one after the other
        return np.frombuffer(bytes.fromhex(body[3:-1]), bits).view(dtype).reshape(attr.type.shape)
    words = body.replace("[", " ").replace("]", " ").replace(",", " ").split()  # 0x...: bits
    values = [np.array(int(w, 16), bits).view(dtype) if w[:2] == "0x" else float(w) for w in words]
    return np.resize(np.array(values, dtype), attr.type.shape)  # a splat: its one value


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
