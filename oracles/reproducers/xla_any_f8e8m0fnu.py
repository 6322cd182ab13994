#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: convert on f6E3M2FN->f8E8M0FNU (wrong-rejection).

The spec (convert): Performs an element-wise conversion from one element type to another on
`operand` tensor and produces a `result` tensor.

Seen: wrong-rejection: INTERNAL: RET_CHECK failure
(external/xla/xla/backends/cpu/codegen/fusion_compiler.cc:546) llvm_module != nullptr Failed to
translate module to LLVM IR.
The spec's results: [0.25, 1, 16] : (3,)

Known divergence (oracles/known_divergences.toml, xla convert): f8E8M0FNU's smallest value
2^-127 is an f32 subnormal; XLA CPU computes in f32 with denormals flushed, so it reads and
produces it as 0, which f8E8M0FNU cannot hold (NaN): e.g. sqrt(2^-127) = nan, minimum(2^-127,
2^26) = nan Reproduced by the conformance case ops/convert/convert_f6E3M2FN_to_f8E8M0FNU.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3xf6E3M2FN>) -> tensor<3xf8E8M0FNU> {
    %0 = stablehlo.convert %arg0 : (tensor<3xf6E3M2FN>) -> tensor<3xf8E8M0FNU>
    return %0 : tensor<3xf8E8M0FNU>
  }
}
"""
INPUTS = [np.array([0.25, 1.0, 16.0], ml_dtypes.float6_e3m2fn).reshape((3,))]
INPUT_TYPES = ['tensor<3xf6E3M2FN>']
OUTPUT_TYPES = [ml_dtypes.float8_e8m0fnu]
ORACLE = "xla"
KIND = "wrong-rejection"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]


def run():
    import jax
    from jax.extend import backend
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("cpu")
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
        except subprocess.TimeoutExpired:
            return KIND == "timeout", f"still running after {TIME_LIMIT} s"
        last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
        died = p.returncode != 0 and "Traceback" not in p.stderr
        return KIND == "crash" and died, f"the process ended with status {p.returncode}: {last}"
    try:
        outputs = run()
    except Exception as e:  # the implementation refused the program
        return KIND == "wrong-rejection", f"rejected: {str(e).strip().splitlines()[0][:300]}"
    if KIND != "wrong-result":
        return False, "compiled and ran it"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of a crash check
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
