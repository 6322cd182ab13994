#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.sinh on complex<f32> (wrong-result).

The spec (chlo.sinh): chlo.sinh is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (program tolerance: 2 ops on path, median 1.45e+03 ULP,
worst 1.45e+03 ULP (stochastic K=8 x4 within the propagated bound)): 1 element(s) differ; worst
at index [0]: expected np.float32(8.673617e-23), actual np.float32(0.0), error 9484.08 x the
allowed difference (bound 9.15e-27 incl. 0 ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.sinh): upstream's
decomposition of complex sinh loses a tiny real part: real(sinh(8.673617e-23 - 6.5052133e-23i))
= 0 where sinh(x) cos(y) = 8.7e-23 (complex<f32>; 3 hard generated cases of the reference
vendor's certification on 2026-11-27, whose command gets the lowered program; the interpreter
itself does not return complex<f32>). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_complex_sinh_loses_a_tiny_real_part.
Reproduced by the hand-written program seeds.toml (upstream's decomposition of complex sinh
loses a...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import numpy as np
from jax._src.interpreters import mlir  # jax's MLIR context
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xf32> {
    %cst = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %0 = stablehlo.log %cst : tensor<1xcomplex<f32>>
    %1 = stablehlo.add %arg0, %0 : tensor<1xcomplex<f32>>
    %2 = stablehlo.exponential %1 : tensor<1xcomplex<f32>>
    %3 = stablehlo.subtract %0, %arg0 : tensor<1xcomplex<f32>>
    %4 = stablehlo.exponential %3 : tensor<1xcomplex<f32>>
    %5 = stablehlo.subtract %2, %4 : tensor<1xcomplex<f32>>
    %6 = stablehlo.real %5 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    return %6 : tensor<1xf32>
  }
}
"""
INPUTS = [(np.array([complex(8.67361716077003e-23, -6.505213343894066e-23)], np.complex64).reshape((1,)), 'tensor<1xcomplex<f32>>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 8.67361716077003e-23, 9.100299402629592e-27),
]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]


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
