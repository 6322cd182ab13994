#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: clamp on complex<f64> (wrong-result).

The spec (clamp): Clamps every element of the `operand` tensor between a minimum and maximum
value and produces a `result` tensor. More formally, `result[result_index] =
minimum(maximum(operand[result_index], min_element), max_element)`, where `min_element =
rank(min) = 0 ? min[] : min[result_index]`, `max_element = rank(max) = 0 ? max[] :
max[result_index]`. For quantized types, performs `dequantize_op_quantize(clamp, min, operand,
max, type(result))`.

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [2]: expected
np.complex128(1+5j), actual np.complex128(1+0j), error 4.61732e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla clamp): built from XLA's real-part-only
complex ordering: clamp(1+5i, -3-1i, 1-7i : complex<f32>) = 1+5i; the spec's min(max(operand,
min), max) in lexicographic (real, imaginary) order gives 1-7i. Reproduced by the conformance
case ops/clamp/clamp_complex_f64.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone.
"""
import sys
from math import copysign, inf, nan

import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<complex<f64>>, %arg1: tensor<5xcomplex<f64>>, %arg2: tensor<complex<f64>>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<complex<f64>>, tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    return %0 : tensor<5xcomplex<f64>>
  }
}
"""
INPUTS = [np.array([complex(1.0, 0.0)], np.complex128).reshape(()), np.array([complex(0.0, 9.0), complex(1.0, -1.0), complex(1.0, 5.0), complex(3.0, 0.0), complex(2.0, 3.0)], np.complex128).reshape((5,)), np.array([complex(2.0, 2.0)], np.complex128).reshape(())]
ORACLE = "xla"
KIND = "wrong-result"
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2,), complex(1.0, 5.0), 0.0),
    (0, (4,), complex(2.0, 2.0), 0.0),
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
