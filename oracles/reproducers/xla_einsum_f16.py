#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: einsum on f16 (wrong-result).

The spec (einsum): see the spec's section on einsum: https://openxla.org/stablehlo/spec#einsum

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 1
element(s) differ; worst at index [0, 0]: expected np.float16(-4e+04), actual np.float16(-inf),
error 798 ULP (non-finite: error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla einsum): XLA sums an operand's own
dimension before the product, in the operand type, so the partial sum overflows where the spec's
products do not: einsum 'abc,a->ab' of [-60000, -10000, -10000] and [0.5] : f16 is -inf, the
value -40000 (sum(x) * y rather than sum(x * y)); f8E4M3B11FNUZ [-30, -2.75, 0.40625] x
[-0.21875] is NaN (the type has no infinity), the value 7 (campaign finding eecf0992dce00a6b).
In f32 the same programs agree. Reproduced with jaxlib alone:
tests/oracles/test_corpus_divergences.py. Reproduced by the hand-written program seeds.toml (XLA
sums an operand's own dimension before the p...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1x1x3xf16>, %arg1: tensor<1xf16>) -> tensor<1x1xf16> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "abc,a->ab" : (tensor<1x1x3xf16>, tensor<1xf16>) -> tensor<1x1xf16>
    return %0 : tensor<1x1xf16>
  }
}
"""
INPUTS = [np.array([-60000.0, -10000.0, -10000.0], np.float16).reshape((1, 1, 3)), np.array([0.5], np.float16).reshape((1,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), -40000.0, 0.0),
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
