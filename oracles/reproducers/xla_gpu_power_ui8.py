#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: power on ui8 (wrong-result).

The spec (power): Performs element-wise exponentiation of `lhs` tensor by `rhs` tensor and
produces a `result` tensor. For integers: integer exponentiation.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu power): XLA GPU's power of ui8 reads
an exponent of 128 or more as negative: power(0, 128 : ui8) = 1, where 0^128 = 0 (XLA CPU: 0);
jax alone, tests/oracles/test_xla_gpu.py. Reproduced by the hand-written program seeds.toml (XLA
GPU's power of ui8 reads an exponent of 128 ...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xui8>, %arg1: tensor<2xui8>) -> tensor<2xui8> {
    %0 = stablehlo.power %arg0, %arg1 : tensor<2xui8>
    return %0 : tensor<2xui8>
  }
}
"""
INPUTS = [np.array([0, 2], np.uint8).reshape((2,)), np.array([128, 200], np.uint8).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 0, 0.0),
]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("gpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:  # whether jax sees a GPU (CUDA, ROCm): without one there is nothing to tell
        jax.extend.backend.get_backend("gpu")
    except RuntimeError as e:
        return None, f"jax sees no GPU here: {e}"
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
