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
it is gone.
"""
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1x1x1xf8E8M0FNU>, %arg1: tensor<1x1x2xf8E8M0FNU>) -> tensor<1x1x1xf8E8M0FNU> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1xf8E8M0FNU>, tensor<1x1x2xf8E8M0FNU>) -> tensor<1x1x1xf8E8M0FNU>
    return %0 : tensor<1x1x1xf8E8M0FNU>
  }
}
"""
INPUTS = [np.array([5.877471754111438e-39], ml_dtypes.float8_e8m0fnu).reshape((1, 1, 1)), np.array([5.877471754111438e-39, 1.7014118346046923e+38], ml_dtypes.float8_e8m0fnu).reshape((1, 1, 2))]
INPUT_TYPES = ['tensor<1x1x1xf8E8M0FNU>', 'tensor<1x1x2xf8E8M0FNU>']
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
ORACLE = "stablehlo-interpreter"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0, 0), 5.877471754111438e-39, 0.0),
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
