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
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1x1x3xf16>, %arg1: tensor<1xf16>) -> tensor<1x1xf16> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "abc,a->ab" : (tensor<1x1x3xf16>, tensor<1xf16>) -> tensor<1x1xf16>
    return %0 : tensor<1x1xf16>
  }
}
"""
INPUTS = [np.array([-60000.0, -10000.0, -10000.0], np.float16).reshape((1, 1, 3)), np.array([0.5], np.float16).reshape((1,))]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0), -40000.0, 0.0),
]


def run():
    import jax
    from jax.extend import backend
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("cpu")
    options = backend.get_compile_options(num_replicas=1, num_partitions=1)  # as jax.jit compiles
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    out = executable.execute_sharded([jax.device_put(x, client.devices()[0]) for x in INPUTS])
    return [np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()]


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
