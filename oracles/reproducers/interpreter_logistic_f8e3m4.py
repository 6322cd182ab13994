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
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x65xf8E3M4>) -> tensor<2x65xf8E3M4> {
    %0 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2x65xf8E3M4>
    return %0 : tensor<2x65xf8E3M4>
  }
}
"""
INPUTS = [np.array([-15.5, 0.0, -0.25, inf, 1.6875, -0.234375, 15.5, 0.0, -2.625, -1.5, -0.0, 0.78125, 0.015625, 7.75, 15.5, 0.0, -15.5, 15.5, 0.015625, 2.0, inf, inf, -3.5, 0.375, -0.78125, -0.0625, 0.5, 1.0625, 0.078125, 0.046875, -0.375, nan, 15.5, -1.0625, 0.03125, -15.5, 0.265625, -inf, 7.75, -0.0625, -3.75, 9.5, -0.0, -0.453125, 0.03125, 0.5, -0.0, -15.5, -inf, inf, -8.5, 0.0, -1.0625, -0.234375, 15.5, -0.03125, 6.0, inf, -2.875, 0.390625, -0.75, 8.0, -2.5, 0.09375, -0.15625, 2.25, -0.0, -0.328125, 15.5, nan, -0.0, 1.0625, 11.5, nan, 0.078125, -0.53125, 0.015625, 4.5, 7.75, -6.25, -15.5, -3.25, 0.09375, 7.75, -0.046875, -1.625, -0.265625, -0.0, -0.0, -1.0625, -0.015625, -0.0, -1.0, 2.5, 4.5, -0.6875, 1.0, -0.5, 15.5, 0.25, 0.015625, -0.0, -1.5, 0.046875, -2.625, 0.6875, -0.0625, 0.5, 0.015625, -0.078125, -0.078125, 0.0, -14.0, -6.0, -3.125, 7.75, -0.0, inf, 15.5, -15.5, 0.1875, -1.0625, 12.0, 0.203125, -0.0, -0.078125, 0.5625, -2.0, -1.0625, 0.0], ml_dtypes.float8_e3m4).reshape((2, 65))]
INPUT_TYPES = ['tensor<2x65xf8E3M4>']
OUTPUT_TYPES = [ml_dtypes.float8_e3m4]
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 58), 0.046875, 0.015625),
    (0, (1, 49), 0.046875, 0.015625),
    (0, (0, 22), 0.03125, 0.015625),
    (0, (0, 64), 0.46875, 0.015625),
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
