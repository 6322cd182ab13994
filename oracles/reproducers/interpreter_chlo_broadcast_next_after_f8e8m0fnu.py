#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.broadcast_next_after on f8E8M0FNU (wrong-result).

The spec (chlo.broadcast_next_after): chlo.broadcast_next_after is a CHLO op, outside the
StableHLO spec: upstream's ChloOps.td defines it, the mathematical function it names is the
expected value

The oracle's verdict: output 0: fail (exact): 41 element(s) differ; worst at index [1, 11]:
expected 1.17549e-38, actual 4, error 128 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter
chlo.broadcast_next_after): as chlo.next_after on this oracle: broadcast_next_after(2^-127, 32 :
f8E8M0FNU) = 4, not 2^-126. Reproduced by the conformance case
chlo.broadcast_next_after/f8E8M0FNU/generated_4.

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
  func.func @main(%arg0: tensor<3x33xf8E8M0FNU>, %arg1: tensor<3x1xf8E8M0FNU>) -> tensor<3x33xf8E8M0FNU> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf8E8M0FNU>) -> tensor<3x33xf8E8M0FNU>
    %1 = stablehlo.bitcast_convert %arg0 : (tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi8>
    %2 = stablehlo.bitcast_convert %0 : (tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi8>
    %3 = stablehlo.compare NE, %arg0, %arg0 : (tensor<3x33xf8E8M0FNU>, tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi1>
    %4 = stablehlo.compare NE, %0, %0 : (tensor<3x33xf8E8M0FNU>, tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi1>
    %5 = stablehlo.or %3, %4 : tensor<3x33xi1>
    %cst = stablehlo.constant dense<0xFF> : tensor<3x33xf8E8M0FNU>
    %6 = stablehlo.bitcast_convert %cst : (tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi8>
    %c = stablehlo.constant dense<-128> : tensor<3x33xi8>
    %c_0 = stablehlo.constant dense<127> : tensor<3x33xi8>
    %7 = stablehlo.and %1, %c_0 : tensor<3x33xi8>
    %8 = stablehlo.and %2, %c_0 : tensor<3x33xi8>
    %9 = stablehlo.compare EQ, %arg0, %0 : (tensor<3x33xf8E8M0FNU>, tensor<3x33xf8E8M0FNU>) -> tensor<3x33xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<3x33xi8>
    %10 = stablehlo.compare EQ, %7, %c_1 : (tensor<3x33xi8>, tensor<3x33xi8>) -> tensor<3x33xi1>
    %11 = stablehlo.compare EQ, %8, %c_1 : (tensor<3x33xi8>, tensor<3x33xi8>) -> tensor<3x33xi1>
    %12 = stablehlo.and %1, %c : tensor<3x33xi8>
    %13 = stablehlo.and %2, %c : tensor<3x33xi8>
    %c_2 = stablehlo.constant dense<1> : tensor<3x33xi8>
    %14 = stablehlo.or %13, %c_2 : tensor<3x33xi8>
    %15 = stablehlo.compare NE, %12, %13 : (tensor<3x33xi8>, tensor<3x33xi8>) -> tensor<3x33xi1>
    %16 = stablehlo.compare GT, %7, %8 : (tensor<3x33xi8>, tensor<3x33xi8>) -> tensor<3x33xi1>
    %17 = stablehlo.or %16, %15 : tensor<3x33xi1>
    %c_3 = stablehlo.constant dense<-1> : tensor<3x33xi8>
    %18 = stablehlo.select %17, %c_3, %c_2 : tensor<3x33xi1>, tensor<3x33xi8>
    %19 = stablehlo.add %1, %18 : tensor<3x33xi8>
    %20 = stablehlo.select %11, %2, %14 : tensor<3x33xi1>, tensor<3x33xi8>
    %21 = stablehlo.select %10, %20, %19 : tensor<3x33xi1>, tensor<3x33xi8>
    %22 = stablehlo.select %9, %2, %21 : tensor<3x33xi1>, tensor<3x33xi8>
    %23 = stablehlo.select %5, %6, %22 : tensor<3x33xi1>, tensor<3x33xi8>
    %24 = stablehlo.bitcast_convert %23 : (tensor<3x33xi8>) -> tensor<3x33xf8E8M0FNU>
    return %24 : tensor<3x33xf8E8M0FNU>
  }
}
"""
INPUTS = [(np.array([119, 254, 128, 120, 124, 126, 131, 255, 125, 129, 0, 128, 130, 255, 255, 191, 122, 127, 253, 132, 254, 122, 121, 130, 133, 128, 132, 128, 132, 129, 121, 128, 121, 122, 254, 255, 124, 254, 127, 129, 123, 119, 127, 125, 0, 128, 130, 130, 255, 128, 122, 128, 132, 128, 0, 121, 120, 0, 133, 130, 126, 0, 130, 122, 63, 191, 253, 133, 132, 123, 120, 128, 128, 126, 0, 129, 122, 130, 124, 120, 132, 128, 131, 128, 123, 131, 129, 127, 128, 254, 191, 123, 128, 121, 255, 128, 127, 129, 132], np.uint8).reshape((3, 33)), 'tensor<3x33xf8E8M0FNU>'), (np.array([128, 253, 128], np.uint8).reshape((3, 1)), 'tensor<3x1xf8E8M0FNU>')]
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 11), 1.1754943508222875e-38, 0.0),
    (0, (1, 21), 1.1754943508222875e-38, 0.0),
    (0, (1, 24), 1.1754943508222875e-38, 0.0),
    (0, (1, 28), 1.1754943508222875e-38, 0.0),
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
