#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: cbrt on bf16 (wrong-result).

The spec (cbrt): Performs element-wise cubic root operation on `operand` tensor and produces a
`result` tensor. For floats: `rootn(x, 3)` from IEEE-754.

The oracle's verdict: output 0: fail (<= 2 ULP (cbrt, xla)): 2 element(s) differ; worst at index
[0, 2]: expected -2.26485e-13, actual -5.58581e-16, error 1118 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP (cbrt, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla cbrt): XLA CPU's cbrt of any subnormal f32
is -5.5951735e-16, whatever its sign and size: jax.jit(jnp.cbrt)(float32([-1.1641532e-38,
1.1641532e-38, -1e-39])) = [-5.595e-16, -5.595e-16, -5.595e-16], the values are [-2.266e-13,
2.266e-13, -1e-13] (and 0 if the input were flushed); bf16 computes in f32. Reached by the hard
generated cases (cbrt/f32/case_1, cbrt/bf16/case_1); jax-only reproducer in
tests/oracles/test_oracles.py. Reproduced by the conformance case cbrt/bf16/case_1.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x9xbf16>) -> tensor<3x9xbf16> {
    %0 = stablehlo.cbrt %arg0 : tensor<3x9xbf16>
    return %0 : tensor<3x9xbf16>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('c03fa8bd7f800080c0dfc07ff7bf8bc0807fc0df83c1c07f1ac1ff3b81c3f5bcc0ff133f10be804305bc00bf01804340313f0080b740'), ml_dtypes.bfloat16).reshape((3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 2), -2.2648549702353193e-13, 1.7763568394002505e-15),
    (0, (2, 4), -4.5075054799781356e-14, 4.440892098500626e-16),
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
