#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: dot_general on f8E5M2 (wrong-result).

The spec (dot_general): Computes dot products between slices of `lhs` and slices of `rhs` and
produces a `result` tensor.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu dot_general): XLA GPU saturates an
f8E5M2 dot product that overflows to the largest finite value instead of infinity:
jax.jit(jax.lax.dot) of [57344, 57344] and [2, 2] : f8E5M2 = 57344, the value inf, and
dot_general/f8E5M2/case_1's program (batching dimensions [4, 0], contracting [1, 2]) compiled
from its text gives -57344 for -inf (XLA CPU: inf and -inf; a plain multiply 57344 * 2 gives inf
on the GPU, and so did a 1x2 by 2x1 dot_general compiled from text in a later run: the form
decides); batch_norm_grad, built from such products, gives -57344 for -inf; jax alone,
tests/oracles/test_xla_gpu.py (the case's program, with every product overflowing; that form of
it not yet run on a GPU). Reproduced by the hand-written program seeds.toml (XLA GPU saturates
an f8E5M2 dot product...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xf8E5M2>, %arg1: tensor<2xf8E5M2>) -> tensor<f8E5M2> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> tensor<f8E5M2>
    return %0 : tensor<f8E5M2>
  }
}
"""
INPUTS = [np.array([57344.0, 57344.0], ml_dtypes.float8_e5m2).reshape((2,)), np.array([2.0, 2.0], ml_dtypes.float8_e5m2).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (), np.inf, 0.0),
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
