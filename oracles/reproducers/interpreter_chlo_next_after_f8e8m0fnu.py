#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.next_after on f8E8M0FNU (wrong-result).

The spec (chlo.next_after): chlo.next_after is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 5 element(s) differ; worst at index [0, 1]:
expected 1, actual 1.17549e-38, error 126 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.next_after):
f8E8M0FNU holds the powers of two 2^-127..2^127 (no sign bit, no mantissa): next_after(2^-127,
32) is 2^-126, upstream's decomposition, which steps the bits as if the type had a sign bit,
gives 4 (campaign seed 1126). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_next_after_of_f8e8m0fnu_is_not_the_next_power_of_two.
Reproduced by the conformance case chlo.next_after/f8E8M0FNU/generated_1.

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
  func.func @main(%arg0: tensor<3x9xf8E8M0FNU>, %arg1: tensor<3x9xf8E8M0FNU>) -> tensor<3x9xf8E8M0FNU> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi8>
    %1 = stablehlo.bitcast_convert %arg1 : (tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi8>
    %2 = stablehlo.compare NE, %arg0, %arg0 : (tensor<3x9xf8E8M0FNU>, tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi1>
    %3 = stablehlo.compare NE, %arg1, %arg1 : (tensor<3x9xf8E8M0FNU>, tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi1>
    %4 = stablehlo.or %2, %3 : tensor<3x9xi1>
    %cst = stablehlo.constant dense<0xFF> : tensor<3x9xf8E8M0FNU>
    %5 = stablehlo.bitcast_convert %cst : (tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi8>
    %c = stablehlo.constant dense<-128> : tensor<3x9xi8>
    %c_0 = stablehlo.constant dense<127> : tensor<3x9xi8>
    %6 = stablehlo.and %0, %c_0 : tensor<3x9xi8>
    %7 = stablehlo.and %1, %c_0 : tensor<3x9xi8>
    %8 = stablehlo.compare EQ, %arg0, %arg1 : (tensor<3x9xf8E8M0FNU>, tensor<3x9xf8E8M0FNU>) -> tensor<3x9xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<3x9xi8>
    %9 = stablehlo.compare EQ, %6, %c_1 : (tensor<3x9xi8>, tensor<3x9xi8>) -> tensor<3x9xi1>
    %10 = stablehlo.compare EQ, %7, %c_1 : (tensor<3x9xi8>, tensor<3x9xi8>) -> tensor<3x9xi1>
    %11 = stablehlo.and %0, %c : tensor<3x9xi8>
    %12 = stablehlo.and %1, %c : tensor<3x9xi8>
    %c_2 = stablehlo.constant dense<1> : tensor<3x9xi8>
    %13 = stablehlo.or %12, %c_2 : tensor<3x9xi8>
    %14 = stablehlo.compare NE, %11, %12 : (tensor<3x9xi8>, tensor<3x9xi8>) -> tensor<3x9xi1>
    %15 = stablehlo.compare GT, %6, %7 : (tensor<3x9xi8>, tensor<3x9xi8>) -> tensor<3x9xi1>
    %16 = stablehlo.or %15, %14 : tensor<3x9xi1>
    %c_3 = stablehlo.constant dense<-1> : tensor<3x9xi8>
    %17 = stablehlo.select %16, %c_3, %c_2 : tensor<3x9xi1>, tensor<3x9xi8>
    %18 = stablehlo.add %0, %17 : tensor<3x9xi8>
    %19 = stablehlo.select %10, %1, %13 : tensor<3x9xi1>, tensor<3x9xi8>
    %20 = stablehlo.select %9, %19, %18 : tensor<3x9xi1>, tensor<3x9xi8>
    %21 = stablehlo.select %8, %1, %20 : tensor<3x9xi1>, tensor<3x9xi8>
    %22 = stablehlo.select %4, %5, %21 : tensor<3x9xi1>, tensor<3x9xi8>
    %23 = stablehlo.bitcast_convert %22 : (tensor<3x9xi8>) -> tensor<3x9xf8E8M0FNU>
    return %23 : tensor<3x9xf8E8M0FNU>
  }
}
"""
INPUTS = [(np.array([128, 128, 120, 120, 130, 130, 128, 63, 127, 132, 191, 254, 128, 255, 128, 122, 130, 126, 124, 255, 254, 128, 129, 129, 63, 125, 129], np.uint8).reshape((3, 9)), 'tensor<3x9xf8E8M0FNU>'), (np.array([255, 125, 131, 120, 125, 121, 254, 122, 127, 132, 121, 129, 120, 255, 125, 126, 131, 130, 123, 120, 254, 128, 127, 124, 255, 124, 121], np.uint8).reshape((3, 9)), 'tensor<3x9xf8E8M0FNU>')]
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1), 1.0, 0.0),
    (0, (1, 3), 1.0, 0.0),
    (0, (1, 5), 1.0, 0.0),
    (0, (1, 8), 1.0, 0.0),
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
