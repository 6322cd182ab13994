#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.top_k on f4E2M1FN (wrong-result).

The spec (chlo.top_k): chlo.top_k is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0, 1, 0]:
expected 0, actual -0, error 0 ULP (sign of zero)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.top_k): upstream's
decomposition sorts with a GT TOTALORDER comparator, which this interpreter compares as FLOAT
(the compare entry above): -0 ties with +0, so the stable sort keeps it in its place: top_k([-1,
+0, -0, +0], k = 2) = [+0, -0] where the total order gives [+0, +0], in f32 as in f4E2M1FN
(campaign finding 7109cb27f55d4dd7). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_top_k_keeps_minus_zero_beside_plus_zero.
Reproduced by the conformance case chlo.top_k/f4E2M1FN/generated_8.

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
  func.func @main(%arg0: tensor<4x2x2xf4E2M1FN>) -> tensor<4x2x1xf4E2M1FN> {
    %0 = stablehlo.iota dim = 2 : tensor<4x2x2xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f4E2M1FN>, %arg2: tensor<f4E2M1FN>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f4E2M1FN>, tensor<f4E2M1FN>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4x2x2xf4E2M1FN>, tensor<4x2x2xi32>) -> (tensor<4x2x2xf4E2M1FN>, tensor<4x2x2xi32>)
    %2 = stablehlo.slice %1#0 [0:4, 0:2, 0:1] : (tensor<4x2x2xf4E2M1FN>) -> tensor<4x2x1xf4E2M1FN>
    %3 = stablehlo.slice %1#1 [0:4, 0:2, 0:1] : (tensor<4x2x2xi32>) -> tensor<4x2x1xi32>
    return %2 : tensor<4x2x1xf4E2M1FN>
  }
}
"""
INPUTS = [(np.array([9, 9, 8, 0, 7, 1, 0, 15, 1, 0, 1, 8, 2, 0, 0, 15], np.uint8).reshape((4, 2, 2)), 'tensor<4x2x2xf4E2M1FN>')]
OUTPUT_TYPES = [ml_dtypes.float4_e2m1fn]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1, 0), 0.0, 0.0),
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
