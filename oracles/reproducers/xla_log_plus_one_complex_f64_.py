#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: log_plus_one on complex<f64> (wrong-result).

The spec (log_plus_one): Performs element-wise logarithm plus one operation on `operand` tensor
and produces a `result` tensor. For complex numbers:

The oracle's verdict: output 0: fail (<= 2 ULP of |result| (log_plus_one, xla)): 2 element(s)
differ; worst at index [1]: expected np.complex128(-368.4136148790473+1.5707963267948966j),
actual np.complex128(-inf+1.5707963267948966j), error 4.57368e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP of |result| (log_plus_one, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla log_plus_one): XLA's complex log_plus_one
gives -inf real parts near z = -1: log_plus_one(-1 + 9.9e-217i) = -inf + 1.5708i, the value is
log(9.9e-217) + i pi/2 = -497.37 + 1.5708i (also -1 + 1e-160i, and -1 + 1e-30i on complex<f32>:
-69.08); |1 + z|^2 underflows. Reproduced by the hand-written program seeds.toml (XLA's complex
log_plus_one gives -inf real parts...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
    %0 = stablehlo.log_plus_one %arg0 : tensor<2xcomplex<f64>>
    return %0 : tensor<2xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(-1.0, 9.9e-217), complex(-1.0, 1e-160)], np.complex128).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), complex(-497.36843042256737, 1.5707963267948966), 0.0),
    (0, (1,), complex(-368.4136148790473, 1.5707963267948966), 0.0),
]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
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
