#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: sort on i2 (wrong-rejection).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

Seen: wrong-rejection: INTERNAL: Inputs must have the same shape
The spec's results: [-2, 1] : (2,); [6, 5] : (2,)

Known divergence (oracles/known_divergences.toml, xla sort): XLA CPU rejects a valid variadic
sort mixing a 2-bit operand (i2, ui2) with one of another width: sort(%a : tensor<2xi8>, %b :
tensor<2xi2>, comparator LT on %a) fails to compile with 'INTERNAL: Inputs must have the same
shape' (the 2-bit layout differs), in either order and with i1, i4, i8, ui64, f32 partners; (i2,
ui2), (i8, i4), (i4, f32) compile (XLA bug). This entry covers sorts whose first operand is
2-bit; the finding key of one whose first operand is wider (i8, ui8, ui64) names that type,
which an entry cannot single out Reproduced by the hand-written program seeds.toml (XLA CPU
rejects a valid variadic sort mixing a 2...).

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
  func.func @main(%arg0: tensor<2xi2>, %arg1: tensor<2xi8>) -> (tensor<2xi2>, tensor<2xi8>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i2>, %arg3: tensor<i2>, %arg4: tensor<i8>, %arg5: tensor<i8>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i2>, tensor<i2>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2xi2>, tensor<2xi8>) -> (tensor<2xi2>, tensor<2xi8>)
    return %0#0, %0#1 : tensor<2xi2>, tensor<2xi8>
  }
}
"""
INPUTS = [np.array([1, -2], ml_dtypes.int2).reshape((2,)), np.array([5, 6], np.int8).reshape((2,))]
INPUT_TYPES = ['tensor<2xi2>', 'tensor<2xi8>']
OUTPUT_TYPES = [ml_dtypes.int2, np.int8]
ORACLE = "xla"
KIND = "wrong-rejection"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]
DIGESTS = []  # (output, sha256 of the spec's values' bytes)


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
