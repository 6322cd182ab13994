#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: cbrt on complex<f64> (wrong-rejection).

The spec (cbrt): Performs element-wise cubic root operation on `operand` tensor and produces a
`result` tensor. For complex numbers: complex cubic root.

Seen: wrong-rejection: UNKNOWN: -:5:5: error: Expected element type in shape to be floating for
cbrt operation; got C128. Python Code Location: File: -:4:
The spec's results: [1.21961651+0.47171127j, 0.72648831+0.63666516j, 1.4593656 -0.15712012j,
0.72414297-1.04662451j] : (4,)

Known divergence (oracles/known_divergences.toml, xla cbrt): XLA rejects cbrt on complex
operands ("Expected element type in shape to be floating for cbrt operation"); the spec allows
complex. xla-gpu rejects it with the same message (jaxlib 0.11.2, H200, 2026-11-26). Reproduced
by the conformance case ops/cbrt/cbrt_complex_f64.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
    %0 = stablehlo.cbrt %arg0 : tensor<4xcomplex<f64>>
    return %0 : tensor<4xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(1.0, 2.0), complex(-0.5, 0.75), complex(3.0, -1.0), complex(-2.0, -0.5)], np.complex128).reshape((4,))]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip()[:300]}"
    return False, "compiled and ran it"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
