#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: abs on complex<f32> (wrong-result).

The spec (abs): Performs element-wise abs operation on `operand` tensor and produces a `result`
tensor. For complex numbers: complex modulus.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu abs): XLA GPU's complex<f32> abs,
divide and sign round more than their rules allow: abs(3.0590746 - 0.08866679i) = 3.060359, the
correctly rounded value 3.0603595 (2 ULP, where the rule is 1; XLA CPU gives 3.0603595),
(0.007787198 + 0.52188927i) / (-0.26729465 + 0.01804946i) = 0.102244906 - 1.9455824i for
0.102244906 - 1.9455826i (2 ULP of |result|), sign(0.021667887 + 4.6118956i) 3 ULP (one element
each of 3 cases). Reproduced by the hand-written program seeds.toml (XLA GPU's complex<f32> abs,
divide and sign roun...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xf32> {
    %0 = stablehlo.abs %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    return %0 : tensor<1xf32>
  }
}
"""
INPUTS = [np.array([complex(3.059074640274048, -0.08866678923368454)], np.complex64).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 3.060359477996826, 0.0),
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
