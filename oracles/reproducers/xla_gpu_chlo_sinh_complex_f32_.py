#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: chlo.sinh on complex<f32> (wrong-result).

The spec (chlo.sinh): chlo.sinh is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu chlo.sinh): XLA GPU's complex sinh
loses the sign of a zero real part: sinh(-0 + 2.12i) = +0 + 0.853i, where sinh(-0) cos(y) is -0
(1 case). Reproduced by the hand-written program seeds.toml (XLA GPU's complex sinh loses the
sign of a zero ...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
    %0 = chlo.sinh %arg0 : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>
    return %0 : tensor<1xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(-0.0, 2.119999885559082)], np.complex64).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(0.0, 0.852940559387207), 0.0),
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
