#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: convolution on f8E4M3FN (wrong-rejection).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)

Known divergence (oracles/known_divergences.toml, xla-gpu convolution): XLA GPU hands an f8
convolution to cuDNN, which has no configuration for it: "NOT_FOUND: No supported configs found
for HLO: %cudnn-conv ... custom-call" (4 cases); a valid program XLA CPU runs Reproduced by the
conformance case convolution/f8E4M3FN/generated_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone.
"""
import hashlib
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x4x4x1xf8E4M3FN>, %arg1: tensor<2x3x3x2xf8E4M3FN>) -> tensor<2x3x3x1xf8E4M3FN> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[o, 0, 1, i]->[f, 0, 1, b], window = {stride = [2, 2], pad = [[2, 0], [2, 0]], lhs_dilate = [2, 2], rhs_dilate = [2, 2], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x4x4x1xf8E4M3FN>, tensor<2x3x3x2xf8E4M3FN>) -> tensor<2x3x3x1xf8E4M3FN>
    return %0 : tensor<2x3x3x1xf8E4M3FN>
  }
}
"""
INPUTS = [np.array([0.0, -2.75, 1.875, -1.0, 1.625, 0.9375, 0.02734375, -2.25, 0.009765625, -0.001953125, -0.03125, 0.009765625, -0.01953125, 0.0, 1.75, -0.25, -2.25, 0.021484375, 0.02734375, -4.5, 0.6875, -0.0, -0.025390625, 4.0, 9.0, 0.0234375, -0.875, 0.05859375, -20.0, -9.0, 0.078125, 15.0, -0.009765625, -0.0234375, 0.09375, 3.75, -1.125, 0.009765625, -0.0546875, 4.0, 0.015625, -0.0, -16.0, 0.125, -18.0, 1.5, 12.0, -0.025390625, 0.15625, -0.171875, -0.9375, -0.5625, -18.0, -0.046875, 20.0, -4.5, -0.001953125, -0.005859375, 0.0, -0.15625, -13.0, -0.015625, 11.0, -0.0], ml_dtypes.float8_e4m3fn).reshape((4, 4, 4, 1)), np.array([0.0859375, -0.0, 0.8125, 1.375, -0.017578125, -0.05078125, -13.0, -13.0, -0.04296875, 12.0, -0.021484375, -5.5, 1.0, 0.5625, -3.0, -0.001953125, -0.025390625, -0.1171875, -3.75, -2.25, 3.5, -11.0, -0.013671875, 0.009765625, -24.0, -0.21875, 1.625, 0.109375, 0.9375, 0.015625, -3.25, 0.001953125, -4.0, -0.3125, -0.625, -1.625], ml_dtypes.float8_e4m3fn).reshape((2, 3, 3, 2))]
INPUT_TYPES = ['tensor<4x4x4x1xf8E4M3FN>', 'tensor<2x3x3x2xf8E4M3FN>']
OUTPUT_TYPES = [ml_dtypes.float8_e4m3fn]
ORACLE = "xla-gpu"
KIND = "wrong-rejection"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]
DIGESTS = []  # (output, sha256 of the spec's values' bytes)


def run():
    import jax
    from jax.extend import backend
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("gpu")
    options = backend.get_compile_options(num_replicas=1, num_partitions=1)  # as jax.jit compiles
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    out = executable.execute_sharded([jax.device_put(x, client.devices()[0]) for x in INPUTS])
    return [np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()]


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
