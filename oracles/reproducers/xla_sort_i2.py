#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: sort on ui64 (wrong-rejection).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

Seen: wrong-rejection: INTERNAL: Inputs must have the same shape

Known divergence (oracles/known_divergences.toml, xla sort): XLA CPU rejects a valid variadic
sort mixing a 2-bit operand (i2, ui2) with one of another width: sort(%a : tensor<2xi8>, %b :
tensor<2xi2>, comparator LT on %a) fails to compile with 'INTERNAL: Inputs must have the same
shape' (the 2-bit layout differs), in either order and with i1, i4, i8, ui64, f32 partners; (i2,
ui2), (i8, i4), (i4, f32) compile (XLA bug). This entry covers sorts whose first operand is
2-bit; the finding key of one whose first operand is wider (i8, ui8, ui64) names that type,
which an entry cannot single out Reproduced by the conformance case sort/ui2/generated_3.

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
  func.func @main(%arg0: tensor<17xui64>, %arg1: tensor<17xui2>) -> (tensor<17xui64>, tensor<17xui2>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{is_stable = true}> ({
    ^bb0(%arg2: tensor<ui64>, %arg3: tensor<ui64>, %arg4: tensor<ui2>, %arg5: tensor<ui2>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<17xui64>, tensor<17xui2>) -> (tensor<17xui64>, tensor<17xui2>)
    return %0#0, %0#1 : tensor<17xui64>, tensor<17xui2>
  }
}
"""
INPUTS = [np.array([1, 4294967295, 7, 9007199254740993, 0, 9223372036854775808, 18446744073709551615, 1, 64, 1, 64, 4026027805970612375, 9007199254740993, 7335304972668811253, 18446744073709551614, 3, 4294967295], np.uint64).reshape((17,)), np.array([1, 0, 3, 1, 0, 1, 3, 1, 0, 1, 0, 3, 2, 1, 0, 3, 3], ml_dtypes.uint2).reshape((17,))]
INPUT_TYPES = ['tensor<17xui64>', 'tensor<17xui2>']
OUTPUT_TYPES = [np.uint64, ml_dtypes.uint2]
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
