#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: exponential_minus_one on complex<f32> (wrong-result).

The spec (exponential_minus_one): Performs element-wise exponential minus one operation on
`operand` tensor and produces a `result` tensor. Depending on the element type, does the
following: For complex numbers: complex exponential minus one.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 3 element(s) differ; worst at index [2, 0, 0]: expected
np.complex64(-0.087925285-0.0036923268j), actual np.complex64(-0.08792527-0.0036923266j), error
2 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla exponential_minus_one): XLA CPU does not
deliver result_accuracy HIGHEST on complex<f32>: on 4096 inputs in [-3, 3] + [-3, 3]i its
results are 2 (expm1, rsqrt, sqrt) to 28 (sine) ULP of |value| off the value rounded once (tan
12, log 8.5 to 12, tanh 7, logistic 4, log1p 3; cosine has its own entry above, exponential is
within 1; jaxlib 0.10.2, 2026-11-27): tan(z) = 0.0037263187-0.061800245j for
0.0037263185-0.061800253j (tan/complex<f32>/case_3 of the conformance run). It reads the mode
for log, log_plus_one and sqrt (their results change) and its complex log is then less accurate
than without it (12 ULP of |value| against 1.4). Reproduced with jaxlib alone:
tests/oracles/test_result_accuracy_divergences.py XLA GPU likewise: rsqrt(-0.08900571 -
0.030697158i) = 0.5387028 + 3.2141998i with HIGHEST, the value rounded once 0.5387028 +
3.2142003i; tan(0.03829152 - 0.0072081652i) 2 ULP off (jaxlib 0.11.2 with jax-cuda13-plugin,
H100 and H200, 2026-11-27) Reproduced by the conformance case
exponential_minus_one/complex<f32>/generated_6.

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
  func.func @main(%arg0: tensor<3x1x8xcomplex<f32>>) -> tensor<3x1x8xcomplex<f32>> {
    %0 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<3x1x8xcomplex<f32>>
    return %0 : tensor<3x1x8xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(0.016872519627213478, 0.08767849951982498), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(1.0, 0.4005901515483856), complex(-0.0, 1.0), complex(-4.601616382598877, -0.5119132995605469), complex(-0.017413267865777016, 0.0), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(79.5656967163086, 1.7227165699005127), complex(0.4649809002876282, 0.004015391226857901), complex(-0.75, -1.1754942106924411e-38), complex(1.0000001192092896, 1.0), complex(-3.090738534927368, -0.07990187406539917), complex(1.0, -3.6893485948395848e+19), complex(-0.75, -0.0), complex(-0.9068265557289124, -1.6676276922225952), complex(0.037409551441669464, 0.06028052791953087), complex(-0.09202517569065094, -0.004048250149935484), complex(-0.06953398883342743, 0.09937713295221329), complex(-1.2975612878799438, -0.8316221237182617), complex(-10.688826560974121, 0.593912661075592), complex(0.016630668193101883, 1.1754943508222875e-38), complex(0.09091848880052567, -0.0), complex(0.03066742792725563, -0.046366531401872635), complex(-0.7181807160377502, 0.0)], np.complex64).reshape((3, 1, 8))]
INPUT_TYPES = ['tensor<3x1x8xcomplex<f32>>']
OUTPUT_TYPES = [np.complex64]
ORACLE = "xla"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 0, 0), complex(-0.08792528510093689, -0.00369232683442533), 7.454217687985916e-09),
    (0, (2, 0, 1), complex(-0.07177400588989258, 0.09254930913448334), 7.450580596923828e-09),
    (0, (2, 0, 5), complex(0.0951797291636467, -0.0), 7.450580596923828e-09),
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
