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
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


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
INPUTS = [np.array([-0.5, -0.5, -0.0, 0.0, 6.0, 0.5, 0.0, -6.0, 0.5, 0.0, 0.5, -0.0, 1.0, 0.0, 0.0, -6.0], ml_dtypes.float4_e2m1fn).reshape((4, 2, 2))]
INPUT_TYPES = ['tensor<4x2x2xf4E2M1FN>']
OUTPUT_TYPES = [ml_dtypes.float4_e2m1fn]
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 1, 0), 0.0, 0.0),
]


def run():
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext  # jaxlib's registry of MLIR's dialects
    from jaxlib.mlir.dialects import chlo, stablehlo
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)  # func and the other upstream MLIR dialects
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.append_dialect_registry(registry)
        stablehlo.register_dialect(ctx)
        chlo.register_dialect(ctx)
        stablehlo.register_interpreter_dialect(ctx)
        module = ir.Module.parse(PROGRAM)
        args = [ir.DenseElementsAttr.get(x if x.dtype.type.__module__ == "numpy" else
                                         x.view(f"u{x.dtype.itemsize}"),
                                         type=ir.RankedTensorType.parse(t))
                for x, t in zip(INPUTS, INPUT_TYPES)]
        return [as_array(r, d) for r, d in zip(stablehlo.eval_module(module, args), OUTPUT_TYPES)]


def as_array(attr, dtype):
    """A result attribute as numpy (types numpy lacks: from the printed values, hex = raw bits)."""
    try:
        return np.array(attr)
    except (TypeError, ValueError, RuntimeError):
        shape = tuple(attr.type.shape)
        body = str(attr).rsplit(" : ", 1)[0].removeprefix("dense<").removesuffix(">")
        bits = np.dtype(f"u{np.dtype(dtype).itemsize}")
        if body.startswith('"0x'):  # every element's bits, one after the other
            return np.frombuffer(bytes.fromhex(body[3:-1]), bits).view(dtype).reshape(shape)
        words = body.replace("[", " ").replace("]", " ").replace(",", " ").split()
        values = [np.array(int(v, 16), bits).view(dtype) if v.startswith("0x")
                  else np.array(v == "true" if v in ("true", "false") else float(v)).astype(dtype)
                  for v in words]
        array = np.array(values, dtype)
        return array.reshape(shape) if array.size == int(np.prod(shape)) \
            else np.broadcast_to(array[0], shape)  # a splat


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
