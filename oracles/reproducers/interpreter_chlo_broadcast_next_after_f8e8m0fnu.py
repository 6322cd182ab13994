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
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


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
INPUTS = [np.array([0.00390625, 1.7014118346046923e+38, 2.0, 0.0078125, 0.125, 0.5, 16.0, nan, 0.25, 4.0, 5.877471754111438e-39, 2.0, 8.0, nan, nan, 1.8446744073709552e+19, 0.03125, 1.0, 8.507059173023462e+37, 32.0, 1.7014118346046923e+38, 0.03125, 0.015625, 8.0, 64.0, 2.0, 32.0, 2.0, 32.0, 4.0, 0.015625, 2.0, 0.015625, 0.03125, 1.7014118346046923e+38, nan, 0.125, 1.7014118346046923e+38, 1.0, 4.0, 0.0625, 0.00390625, 1.0, 0.25, 5.877471754111438e-39, 2.0, 8.0, 8.0, nan, 2.0, 0.03125, 2.0, 32.0, 2.0, 5.877471754111438e-39, 0.015625, 0.0078125, 5.877471754111438e-39, 64.0, 8.0, 0.5, 5.877471754111438e-39, 8.0, 0.03125, 5.421010862427522e-20, 1.8446744073709552e+19, 8.507059173023462e+37, 64.0, 32.0, 0.0625, 0.0078125, 2.0, 2.0, 0.5, 5.877471754111438e-39, 4.0, 0.03125, 8.0, 0.125, 0.0078125, 32.0, 2.0, 16.0, 2.0, 0.0625, 16.0, 4.0, 1.0, 2.0, 1.7014118346046923e+38, 1.8446744073709552e+19, 0.0625, 2.0, 0.015625, nan, 2.0, 1.0, 4.0, 32.0], ml_dtypes.float8_e8m0fnu).reshape((3, 33)), np.array([2.0, 8.507059173023462e+37, 2.0], ml_dtypes.float8_e8m0fnu).reshape((3, 1))]
INPUT_TYPES = ['tensor<3x33xf8E8M0FNU>', 'tensor<3x1xf8E8M0FNU>']
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 11), 1.1754943508222875e-38, 0.0),
    (0, (1, 21), 1.1754943508222875e-38, 0.0),
    (0, (1, 24), 1.1754943508222875e-38, 0.0),
    (0, (1, 28), 1.1754943508222875e-38, 0.0),
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
