#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: sqrt on f8E8M0FNU (wrong-result).

The spec (sqrt): Performs element-wise square root operation on `operand` tensor and produces a
`result` tensor. For floats: `squareRoot` from IEEE-754.

The oracle's verdict: output 0: fail (<= 1 ULP (sqrt, xla)): 1 element(s) differ; worst at index
[0]: expected 5.42101e-20, actual nan, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 1 ULP (sqrt, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla sqrt): f8E8M0FNU's smallest value 2^-127
is an f32 subnormal; XLA CPU computes in f32 with denormals flushed, so it reads and produces it
as 0, which f8E8M0FNU cannot hold (NaN): e.g. sqrt(2^-127) = nan, minimum(2^-127, 2^26) = nan.
Reproduced by the hand-written program seeds.toml (f8E8M0FNU's smallest value 2^-127 is an f32
subn...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xf8E8M0FNU>) -> tensor<2xf8E8M0FNU> {
    %0 = stablehlo.sqrt %arg0 : tensor<2xf8E8M0FNU>
    return %0 : tensor<2xf8E8M0FNU>
  }
}
"""
INPUTS = [np.array([5.877471754111438e-39, 4.0], ml_dtypes.float8_e8m0fnu).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 5.421010862427522e-20, 0.0),
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
