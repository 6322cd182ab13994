#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.polygamma on f32 (wrong-result).

The spec (chlo.polygamma): chlo.polygamma is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 4 ULP (chlo.polygamma, xla)): 3 element(s) differ;
worst at index [0, 2]: expected np.float32(nan), actual np.float32(-14.316566), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 4 ULP (chlo.polygamma, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.polygamma): XLA's polygamma is wrong
for negative non-integer x: polygamma(1, -14.1258) = -0.068 (exact 62.5), polygamma(2, -9.966) =
inf in f32 (exact -51383); psi^(n)(x) = (-1)^(n+1) n! zeta(n + 1, x) holds for every x off the
poles. xla-gpu likewise: polygamma of a large f32 result 767229.7 where 767229.1 is right, 10
ULP; f64 7 ULP (jaxlib 0.11.2, H200, 2026-11-26) Reproduced by the conformance case
chlo.polygamma/f32/generated_1.

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
  func.func @main(%arg0: tensor<3x9xf32>, %arg1: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %0 = chlo.polygamma %arg0, %arg1 : tensor<3x9xf32>, tensor<3x9xf32> -> tensor<3x9xf32>
    return %0 : tensor<3x9xf32>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000c03f2877a8bdffff7f80000000800000c0df0000c07f0c98f6bf0a2f8bc0605faa3d383b983f2e040a3e0000c07f77f219c1c02bff3b010080cb2e7bf5bc0000c0ff10e0123f3b1a10be0000804be88704bc000000bf010000804a6b4340795b313fafb98dc0b5a9b640'), np.float32).reshape((3, 9)), np.array([-1.5, 6.214577674865723, -11.941285133361816, 1.0, -39.38653564453125, 30.382766723632812, 9.470219612121582, -2.0032503604888916, 16.70841407775879, -3.5328993797302246, 0.031183484941720963, -2.8014349937438965, 0.002929754788056016, -0.27739232778549194, 16777218.0, 1.0, -1.7972886562347412, 0.028231721371412277, 1.1597914695739746, 0.950431227684021, 0.02076430432498455, 1.401298464324817e-45, 1.401298464324817e-45, -0.0007460243650712073, -10.70394229888916, 0.747660756111145, 1.1362190246582031], np.float32).reshape((3, 9))]
INPUT_TYPES = ['tensor<3x9xf32>', 'tensor<3x9xf32>']
OUTPUT_TYPES = [np.float32]
ORACLE = "xla"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 1), -inf, 0.0),
    (0, (0, 3), -0.5772156715393066, 2.384185791015625e-07),
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
