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
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xf8E8M0FNU>) -> tensor<3x9xf8E8M0FNU> {
    %0 = stablehlo.rsqrt %arg0 : tensor<3x9xf8E8M0FNU>
    return %0 : tensor<3x9xf8E8M0FNU>
  }
}
"""
INPUTS = [np.array([2.0, 2.0, 0.0078125, 0.0078125, 8.0, 8.0, 2.0, 5.421010862427522e-20, 1.0, 32.0, 1.8446744073709552e+19, 1.7014118346046923e+38, 2.0, nan, 2.0, 0.03125, 8.0, 0.5, 0.125, nan, 1.7014118346046923e+38, 2.0, 4.0, 4.0, 5.421010862427522e-20, 0.25, 4.0], ml_dtypes.float8_e8m0fnu).reshape((3, 9))]
INPUT_TYPES = ['tensor<3x9xf8E8M0FNU>']
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 4), nan, 0.0),
    (0, (2, 1), nan, 0.0),
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
