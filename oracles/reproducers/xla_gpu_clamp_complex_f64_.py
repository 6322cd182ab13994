#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: clamp on complex<f64> (wrong-result).

The spec (clamp): Clamps every element of the `operand` tensor between a minimum and maximum
value and produces a `result` tensor. More formally, `result[result_index] =
minimum(maximum(operand[result_index], min_element), max_element)`, where `min_element =
rank(min) = 0 ? min[] : min[result_index]`, `max_element = rank(max) = 0 ? max[] :
max[result_index]`. For quantized types, performs `dequantize_op_quantize(clamp, min, operand,
max, type(result))`.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu clamp): XLA GPU's complex clamp (its
real-part-only ordering, as maximum and minimum above) gives clamp(1+5i, -3-1i, 1-7i :
complex<f64>) = 1+0i, where the spec's lexicographic order gives 1-7i and XLA CPU 1+5i (corpus
clamp_complex_f64). Reproduced by the conformance case ops/clamp/clamp_complex_f64.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<complex<f64>>, %arg1: tensor<5xcomplex<f64>>, %arg2: tensor<complex<f64>>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<complex<f64>>, tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    return %0 : tensor<5xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(1.0, 0.0)], np.complex128).reshape(()), np.array([complex(0.0, 9.0), complex(1.0, -1.0), complex(1.0, 5.0), complex(3.0, 0.0), complex(2.0, 3.0)], np.complex128).reshape((5,)), np.array([complex(2.0, 2.0)], np.complex128).reshape(())]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(1.0, 0.0), 0.0),
    (0, (1,), complex(1.0, 0.0), 0.0),
    (0, (2,), complex(1.0, 5.0), 0.0),
    (0, (3,), complex(2.0, 2.0), 0.0),
    (0, (4,), complex(2.0, 2.0), 0.0),
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
