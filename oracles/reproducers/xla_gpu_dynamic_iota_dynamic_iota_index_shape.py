#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: dynamic_iota on index (wrong-rejection).

The spec (dynamic_iota): This operation is functionally identical to
[iota](https://github.com/openxla/stablehlo/blob/main/docs/spec.md#iota) op, but the result
shape is specified dynamically via `output_shape`.

Seen: wrong-rejection: not run when this script was written: no jax GPU plugin is installed (one
of jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin)
The spec's results: [0, 1, 0, 1] : (2, 2)

Known divergence (oracles/known_divergences.toml, xla-gpu dynamic_iota): XLA GPU (jaxlib 0.11.2)
rejects a dynamic_iota whose output_shape is a tensor of index: "failed to legalize operation
'stablehlo.dynamic_iota' that was explicitly marked illegal" (corpus dynamic_iota_index_shape);
XLA CPU of jaxlib 0.10.2 says it has no export for the index cast (unsupported) Reproduced by
the conformance case ops/dynamic_iota/dynamic_iota_index_shape.

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
  func.func @main(%arg0: tensor<2xindex>) -> tensor<?x?xi64> {
    %0 = stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xi64>
    return %0 : tensor<?x?xi64>
  }
}
"""
INPUTS = [np.array([2, 2], np.int64).reshape((2,))]
INPUT_TYPES = ['tensor<2xindex>']
OUTPUT_TYPES = [np.int64]
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
