#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: convolution on f8E8M0FNU (wrong-result).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 1
element(s) differ; worst at index [0, 0, 0]: expected 5.87747e-39, actual 1, error 4.25353e+37 x
the allowed difference (bound 2.35e-38 incl. 0 ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter convolution): f8E8M0FNU
has no zero, so the spec's padding with constant(0) cannot be written in the type; upstream's
interpreter pads with the bit pattern 0 (2^-127): a window over one element 2^-127 and one
element of padding, with weights [2^-127, 2^127], gives 1 (2^-127 x 2^127), the reference 2^-127
(the padding adds nothing; campaign seed 23, finding d01d3eb6dd3368d6). Without padding the two
agree. Reproduced with jaxlib alone:
tests/oracles/test_corpus_divergences.py::test_interpreter_pads_f8e8m0fnu_convolution_with_its_smallest_value.
Reproduced by the hand-written program seeds.toml (f8E8M0FNU has no zero, so the spec's
padding...).

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
  func.func @main(%arg0: tensor<1x1x1xf8E8M0FNU>, %arg1: tensor<1x1x2xf8E8M0FNU>) -> tensor<1x1x1xf8E8M0FNU> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1xf8E8M0FNU>, tensor<1x1x2xf8E8M0FNU>) -> tensor<1x1x1xf8E8M0FNU>
    return %0 : tensor<1x1x1xf8E8M0FNU>
  }
}
"""
INPUTS = [(np.array([0], np.uint8).reshape((1, 1, 1)), 'tensor<1x1x1xf8E8M0FNU>'), (np.array([0, 254], np.uint8).reshape((1, 1, 2)), 'tensor<1x1x2xf8E8M0FNU>')]
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0, 0), 5.877471754111438e-39, 0.0),
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
