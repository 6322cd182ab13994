#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: convert on f4E2M1FN->i8 (wrong-result).

The spec (convert): Performs an element-wise conversion from one element type to another on
`operand` tensor and produces a `result` tensor.

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [0]: expected
np.int8(6), actual np.int8(127), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla convert): XLA CPU converts f4E2M1FN values
of magnitude 6 (the type's max) to the integer type's saturation value: convert(6.0 : f4E2M1FN)
to i8 = -128/127, to ui8 = 255 (XLA bug; 6 is in range). Reproduced by the hand-written program
seeds.toml (XLA CPU converts f4E2M1FN values of magnitude 6...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4xf4E2M1FN>) -> tensor<4xi8> {
    %0 = stablehlo.convert %arg0 : (tensor<4xf4E2M1FN>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}
"""
INPUTS = [np.array([6.0, -6.0, 4.0, 1.5], ml_dtypes.float4_e2m1fn).reshape((4,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), -6, 0.0),
    (0, (0,), 6, 0.0),
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
