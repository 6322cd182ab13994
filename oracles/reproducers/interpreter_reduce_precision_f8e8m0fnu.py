#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: reduce_precision on f8E8M0FNU (wrong-result).

The spec (reduce_precision): Performs element-wise conversion of `operand` to another
floating-point type that uses `exponent_bits` and `mantissa_bits` and back to the original
floating-point type and produces an `output` tensor.

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index []: expected
0.5, actual 1, error 1 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter reduce_precision):
upstream's interpreter reduces f8E8M0FNU values as if the type had a sign bit and mantissa bits:
reduce_precision(256.0 : f8E8M0FNU, exponent_bits=5, mantissa_bits=10) = 2 and (0.5) = 1; with
exponent_bits=4, mantissa_bits=3: 2^-6 -> 1, 4.0 -> 2, 128.0 -> 2. Every one of these powers of
two is a value of the reduced format, so the spec (and XLA) give the operand back. Reproduced by
the conformance case reduce_precision/f8E8M0FNU/generated_4.

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
  func.func @main(%arg0: tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU> {
    %0 = stablehlo.reduce_precision %arg0, format = e6m40 : tensor<f8E8M0FNU>
    return %0 : tensor<f8E8M0FNU>
  }
}
"""
INPUTS = [(np.array([126], np.uint8).reshape(()), 'tensor<f8E8M0FNU>')]
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (), 0.5, 0.0),
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
