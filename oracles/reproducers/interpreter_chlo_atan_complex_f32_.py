#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.atan on complex<f32> (wrong-result).

The spec (chlo.atan): chlo.atan is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (program tolerance: 2 ops on path, median 5.24 ULP, worst
5.24 ULP (stochastic K=8 x4 within the propagated bound)): 1 element(s) differ; worst at index
[0]: expected np.float32(44.014847), actual np.float32(inf), error 1.02865e+09 ULP (non-finite:
error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.atan): next to i,
upstream's decomposition computes the imaginary part log((x^2 + (1 + y)^2) / (x^2 + (1 - y)^2))
/ 4 as XLA does (its entry above) and x^2 underflows: atan(1.1754944e-38 + i : complex<f32>) =
0.785 + inf i, exact 0.785 + 44.01i (generated case chlo.atan/complex<f32>/case_1 in the
reference vendor's certification on 2026-11-27); atan(2^-1022 + i : complex<f64>) = 0.785 + inf
i, exact 354.54i. Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_complex_atan_next_to_i_overflows.
Reproduced by the hand-written program seeds.toml (next to i, upstream's decomposition computes
the...).

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
    %0 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %1 = stablehlo.negate %0 : tensor<1xf32>
    %2 = stablehlo.real %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %3 = stablehlo.complex %1, %2 : tensor<1xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %5 = stablehlo.compare GE, %4, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<1xf32>
    %6 = stablehlo.select %5, %cst_0, %cst_1 : tensor<1xi1>, tensor<1xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %7 = stablehlo.abs %4 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<3.40282347E+38> : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %8 = stablehlo.compare GT, %cst_3, %cst_4 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<9.00719925E+15> : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<9.99999968E+37> : tensor<1xf32>
    %9 = stablehlo.compare GT, %cst_3, %cst_6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<0x4B800001> : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<2.050000e+03> : tensor<1xf32>
    %10 = stablehlo.select %9, %cst_7, %cst_8 : tensor<1xi1>, tensor<1xf32>
    %11 = stablehlo.select %8, %cst_5, %10 : tensor<1xi1>, tensor<1xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<1xf32>
    %13 = stablehlo.compare LT, %7, %12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %14 = stablehlo.imag %3 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %15 = stablehlo.abs %14 : tensor<1xf32>
    %16 = stablehlo.compare LT, %15, %12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %17 = stablehlo.and %13, %16 : tensor<1xi1>
    %18 = stablehlo.subtract %cst_0, %7 : tensor<1xf32>
    %19 = stablehlo.multiply %18, %18 : tensor<1xf32>
    %20 = stablehlo.multiply %14, %14 : tensor<1xf32>
    %21 = stablehlo.add %19, %20 : tensor<1xf32>
    %22 = stablehlo.divide %7, %21 : tensor<1xf32>
    %23 = stablehlo.multiply %15, %11 : tensor<1xf32>
    %24 = stablehlo.compare LT, %23, %7 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %25 = stablehlo.divide %cst_0, %7 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %26 = stablehlo.compare EQ, %4, %cst_9 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<1xf32>
    %27 = stablehlo.compare EQ, %4, %cst_10 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %28 = stablehlo.or %26, %27 : tensor<1xi1>
    %29 = stablehlo.compare EQ, %14, %cst_9 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %30 = stablehlo.compare EQ, %14, %cst_10 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %31 = stablehlo.or %29, %30 : tensor<1xi1>
    %32 = stablehlo.or %28, %31 : tensor<1xi1>
    %33 = stablehlo.divide %7, %14 : tensor<1xf32>
    %34 = stablehlo.divide %14, %7 : tensor<1xf32>
    %35 = stablehlo.add %33, %34 : tensor<1xf32>
    %36 = stablehlo.divide %cst_0, %35 : tensor<1xf32>
    %37 = stablehlo.divide %36, %14 : tensor<1xf32>
    %38 = stablehlo.select %32, %cst, %37 : tensor<1xi1>, tensor<1xf32>
    %39 = stablehlo.select %24, %25, %38 : tensor<1xi1>, tensor<1xf32>
    %40 = stablehlo.select %17, %22, %39 : tensor<1xi1>, tensor<1xf32>
    %41 = stablehlo.multiply %cst_2, %40 : tensor<1xf32>
    %42 = stablehlo.log_plus_one %41 : tensor<1xf32>
    %43 = stablehlo.multiply %6, %42 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<1xf32>
    %44 = stablehlo.multiply %43, %cst_11 : tensor<1xf32>
    %45 = stablehlo.add %14, %14 : tensor<1xf32>
    %46 = stablehlo.add %cst_0, %7 : tensor<1xf32>
    %47 = stablehlo.multiply %18, %46 : tensor<1xf32>
    %48 = stablehlo.subtract %47, %20 : tensor<1xf32>
    %49 = stablehlo.atan2 %45, %48 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %50 = stablehlo.compare GE, %14, %cst_12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %51 = stablehlo.select %50, %cst_0, %cst_1 : tensor<1xi1>, tensor<1xf32>
    %cst_13 = stablehlo.constant dense<3.14159274> : tensor<1xf32>
    %52 = stablehlo.multiply %51, %cst_13 : tensor<1xf32>
    %53 = stablehlo.select %17, %49, %52 : tensor<1xi1>, tensor<1xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<1xf32>
    %54 = stablehlo.multiply %53, %cst_14 : tensor<1xf32>
    %55 = stablehlo.complex %44, %54 : tensor<1xcomplex<f32>>
    %56 = stablehlo.imag %55 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %57 = stablehlo.real %55 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %58 = stablehlo.negate %57 : tensor<1xf32>
    %59 = stablehlo.complex %56, %58 : tensor<1xcomplex<f32>>
    %60 = stablehlo.imag %59 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    return %60 : tensor<1xf32>
  }
}
"""
INPUTS = [(np.array([complex(1.1754943508222875e-38, 1.0)], np.complex64).reshape((1,)), 'tensor<1xcomplex<f32>>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 44.01484680175781, 0.0),
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
