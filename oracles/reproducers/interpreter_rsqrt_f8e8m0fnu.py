#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: rsqrt on f8E8M0FNU (wrong-result).

The spec (rsqrt): Performs element-wise reciprocal square root operation on `operand` tensor and
produces a `result` tensor. For floats: `rSqrt` from IEEE-754.

The oracle's verdict: output 0: fail (<= 2 ULP (rsqrt, stablehlo-interpreter)): 2 element(s)
differ; worst at index [1, 4]: expected nan, actual 5.87747e-39, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP (rsqrt, stablehlo-interpreter)" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter rsqrt): upstream's
interpreter gives rsqrt(nan : f8E8M0FNU) = 2^-127 (0xFF is the type's NaN); IEEE rSqrt (XLA, the
reference) gives NaN. Checked on all 256 values: NaN is the only difference. Reproduced by the
conformance case rsqrt/f8E8M0FNU/generated_1.

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
  func.func @main(%arg0: tensor<3x9xf8E8M0FNU>) -> tensor<3x9xf8E8M0FNU> {
    %0 = stablehlo.rsqrt %arg0 : tensor<3x9xf8E8M0FNU>
    return %0 : tensor<3x9xf8E8M0FNU>
  }
}
"""
INPUTS = [(np.array([128, 128, 120, 120, 130, 130, 128, 63, 127, 132, 191, 254, 128, 255, 128, 122, 130, 126, 124, 255, 254, 128, 129, 129, 63, 125, 129], np.uint8).reshape((3, 9)), 'tensor<3x9xf8E8M0FNU>')]
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 4), np.nan, 0.0),
    (0, (2, 1), np.nan, 0.0),
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
