#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: batch_norm_training on f32 (crash).

The spec (batch_norm_training): Computes mean and variance across all dimensions except for the
`feature_index` dimension and normalizes the `operand` tensor producing `output`, `batch_mean`
and `batch_var` tensors. More formally, this operation can be expressed as a decomposition to
existing StableHLO operations using Python syntax as follows:

Seen: crash: oracles.stablehlo_interpreter:execute: the worker was killed by SIGABRT; last
stderr lines:
The spec's results: [-1.5, -1. , 0. , 2.5, 1. , 2. ] : (2, 3); [ 2.5 , -0.75, 1.25] : (3,);
[2.25 , 1.5625, 5.0625] : (3,)

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter batch_norm_training):
upstream's interpreter does not implement the batch norms ("Operation
stablehlo.batch_norm_training is unsupported at the moment", openxla/stablehlo#1571); XLA CPU
agrees with the reference Reproduced by the conformance case
ops/batch_norm_training/batch_norm_training_feature_1_f32.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import hashlib
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg2) <{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    return %output, %batch_mean, %batch_var : tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
"""
INPUTS = [np.array([1.0, -2.0, 3.5, 4.0, 0.5, -1.0], np.float32).reshape((2, 3)), np.array([2.0, 1.0, -1.0], np.float32).reshape((3,)), np.array([0.5, 0.0, 1.0], np.float32).reshape((3,))]
INPUT_TYPES = ['tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>']
OUTPUT_TYPES = [np.float32, np.float32, np.float32]
ORACLE = "stablehlo-interpreter"
KIND = "crash"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]
DIGESTS = []  # (output, sha256 of the spec's values' bytes)


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
    if KIND in ("crash", "timeout"):
        try:
            p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True,
                               text=True, timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
            return True, f"still running after {TIME_LIMIT} s"
        last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
        died = p.returncode != 0 and "Traceback" not in p.stderr
        return died, f"the process ended with status {p.returncode}: {last}"
    try:
        outputs = run()
    except Exception as e:  # the implementation refused the program
        return KIND == "wrong-rejection", f"rejected: {str(e).strip().splitlines()[0][:300]}"
    if KIND != "wrong-result":
        return False, "compiled and ran it"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    seen += [f"output {k} is not the spec's, bit for bit (sha256 {digest[:12]}...)"
             for k, digest in DIGESTS
             if hashlib.sha256(np.ascontiguousarray(outputs[k]).tobytes()).hexdigest() != digest]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of a crash check
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
