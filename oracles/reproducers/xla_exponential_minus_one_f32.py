#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: exponential_minus_one on f32 (wrong-result).

The spec (exponential_minus_one): Performs element-wise exponential minus one operation on
`operand` tensor and produces a `result` tensor. For floats: `expm1` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (exponential_minus_one, xla)): 1 element(s)
differ; worst at index [0]: expected np.float32(0.21748988), actual np.float32(0.21748981),
error 5 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (exponential_minus_one, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla exponential_minus_one): XLA CPU's f32
expm1 is up to 5 ULP off in the ordinary range: jax.jit(jnp.expm1)(float32(0.19679126)) =
0.21748981, correctly rounded 0.21748988 (found on 2026-11-27);
jax.jit(jnp.expm1)(float32(0.02693499)) = 0.027301012, float64 expm1 rounded once (the
reference) 0.027301017, 3 ULP (both measured with jax 0.10.2 on 2026-11-27), where the rule
allows fewer; many other inputs 1 to 3 ULP off (expm1(0.19770798) = 0.21860646, value
0.21860649). Reached by exponential_minus_one/f32/case_11 (62 inputs). Reproduced by the
hand-written program seeds.toml (XLA CPU's f32 expm1 is up to 5 ULP off...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.exponential_minus_one %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
"""
INPUTS = [np.array([0.19679126143455505, 0.026934990659356117], np.float32).reshape((2,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 0.21748988330364227, 4.470348358154297e-08),
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
