#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.asin on complex<f32> (wrong-result).

The spec (chlo.asin): chlo.asin is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.int32(-1130327344), actual np.int32(-1130327345), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.asin): upstream's
decomposition of complex asin gives the imaginary part +0 on the real axis inside [-1, 1]
whatever the sign of Im z: asin(x - 0i) is asin(x) - 0i (asin(conj z) = conj(asin z)) and comes
back asin(x) + 0i: asin(-0.0196 - 0i), asin(-1 - 0i), asin(-0 - 0i) (3 elements of generated
case chlo.asin/complex<f32>/case_3 in the reference vendor's certification on 2026-11-27;
complex<f64> alike). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_complex_asin_asinh_cosh_lose_the_sign_of_a_zero_part.
Reproduced by the hand-written program seeds.toml (upstream's decomposition of complex asin
gives t...).

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
  func.func @main(%arg0: tensor<1xcomplex<f32>>) -> tensor<1xi32> {
    %0 = stablehlo.real %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %1 = stablehlo.real %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %2 = stablehlo.abs %1 : tensor<1xf32>
    %3 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %4 = stablehlo.abs %3 : tensor<1xf32>
    %5 = stablehlo.maximum %2, %4 : tensor<1xf32>
    %cst = stablehlo.constant dense<3.40282347E+38> : tensor<1xf32>
    %6 = stablehlo.sqrt %cst : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<1xf32>
    %7 = stablehlo.divide %6, %cst_0 : tensor<1xf32>
    %8 = stablehlo.compare GE, %5, %7 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %9 = stablehlo.compare LE, %2, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1xf32>
    %10 = stablehlo.add %2, %cst_1 : tensor<1xf32>
    %11 = stablehlo.abs %10 : tensor<1xf32>
    %12 = stablehlo.maximum %11, %4 : tensor<1xf32>
    %13 = stablehlo.minimum %11, %4 : tensor<1xf32>
    %14 = stablehlo.compare EQ, %12, %13 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<1.41421354> : tensor<1xf32>
    %15 = stablehlo.multiply %cst_3, %12 : tensor<1xf32>
    %16 = stablehlo.divide %13, %12 : tensor<1xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<1xf32>
    %18 = stablehlo.add %cst_1, %17 : tensor<1xf32>
    %19 = stablehlo.sqrt %18 : tensor<1xf32>
    %20 = stablehlo.compare EQ, %19, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %21 = stablehlo.compare GT, %17, %cst_4 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %22 = stablehlo.and %20, %21 : tensor<1xi1>
    %23 = stablehlo.multiply %12, %17 : tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %24 = stablehlo.divide %23, %cst_5 : tensor<1xf32>
    %25 = stablehlo.add %12, %24 : tensor<1xf32>
    %26 = stablehlo.multiply %12, %19 : tensor<1xf32>
    %27 = stablehlo.select %22, %25, %26 : tensor<1xi1>, tensor<1xf32>
    %28 = stablehlo.select %14, %15, %27 : tensor<1xi1>, tensor<1xf32>
    %29 = stablehlo.subtract %2, %cst_1 : tensor<1xf32>
    %30 = stablehlo.abs %29 : tensor<1xf32>
    %31 = stablehlo.maximum %30, %4 : tensor<1xf32>
    %32 = stablehlo.minimum %30, %4 : tensor<1xf32>
    %33 = stablehlo.compare EQ, %31, %32 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %34 = stablehlo.multiply %cst_3, %31 : tensor<1xf32>
    %35 = stablehlo.divide %32, %31 : tensor<1xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<1xf32>
    %37 = stablehlo.add %cst_1, %36 : tensor<1xf32>
    %38 = stablehlo.sqrt %37 : tensor<1xf32>
    %39 = stablehlo.compare EQ, %38, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %40 = stablehlo.compare GT, %36, %cst_4 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %41 = stablehlo.and %39, %40 : tensor<1xi1>
    %42 = stablehlo.multiply %31, %36 : tensor<1xf32>
    %43 = stablehlo.divide %42, %cst_5 : tensor<1xf32>
    %44 = stablehlo.add %31, %43 : tensor<1xf32>
    %45 = stablehlo.multiply %31, %38 : tensor<1xf32>
    %46 = stablehlo.select %41, %44, %45 : tensor<1xi1>, tensor<1xf32>
    %47 = stablehlo.select %33, %34, %46 : tensor<1xi1>, tensor<1xf32>
    %48 = stablehlo.add %28, %47 : tensor<1xf32>
    %49 = stablehlo.multiply %cst_2, %48 : tensor<1xf32>
    %50 = stablehlo.add %49, %2 : tensor<1xf32>
    %51 = stablehlo.multiply %cst_2, %50 : tensor<1xf32>
    %52 = stablehlo.multiply %4, %4 : tensor<1xf32>
    %53 = stablehlo.add %28, %10 : tensor<1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<1xf32>
    %55 = stablehlo.subtract %47, %29 : tensor<1xf32>
    %56 = stablehlo.add %54, %55 : tensor<1xf32>
    %57 = stablehlo.multiply %51, %56 : tensor<1xf32>
    %58 = stablehlo.sqrt %57 : tensor<1xf32>
    %59 = stablehlo.divide %51, %53 : tensor<1xf32>
    %60 = stablehlo.add %47, %29 : tensor<1xf32>
    %61 = stablehlo.divide %51, %60 : tensor<1xf32>
    %62 = stablehlo.add %59, %61 : tensor<1xf32>
    %63 = stablehlo.sqrt %62 : tensor<1xf32>
    %64 = stablehlo.multiply %4, %63 : tensor<1xf32>
    %65 = stablehlo.select %9, %58, %64 : tensor<1xi1>, tensor<1xf32>
    %66 = stablehlo.select %8, %4, %65 : tensor<1xi1>, tensor<1xf32>
    %cst_6 = stablehlo.constant dense<9.99999995E+11> : tensor<1xf32>
    %67 = stablehlo.multiply %7, %cst_6 : tensor<1xf32>
    %68 = stablehlo.compare LT, %2, %67 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<1xf32>
    %69 = stablehlo.multiply %7, %cst_7 : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+02> : tensor<1xf32>
    %70 = stablehlo.multiply %7, %cst_8 : tensor<1xf32>
    %71 = stablehlo.select %68, %69, %70 : tensor<1xi1>, tensor<1xf32>
    %72 = stablehlo.compare GE, %4, %71 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %73 = stablehlo.select %72, %4, %2 : tensor<1xi1>, tensor<1xf32>
    %74 = stablehlo.select %72, %71, %7 : tensor<1xi1>, tensor<1xf32>
    %75 = stablehlo.compare GE, %73, %74 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %76 = stablehlo.log %cst_5 : tensor<1xf32>
    %77 = stablehlo.log %73 : tensor<1xf32>
    %78 = stablehlo.add %76, %77 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %79 = stablehlo.compare EQ, %4, %cst_9 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %80 = stablehlo.not %79 : tensor<1xi1>
    %81 = stablehlo.and %72, %80 : tensor<1xi1>
    %82 = stablehlo.divide %2, %4 : tensor<1xf32>
    %83 = stablehlo.select %81, %82, %cst_4 : tensor<1xi1>, tensor<1xf32>
    %84 = stablehlo.multiply %83, %83 : tensor<1xf32>
    %85 = stablehlo.log_plus_one %84 : tensor<1xf32>
    %86 = stablehlo.multiply %cst_2, %85 : tensor<1xf32>
    %87 = stablehlo.add %78, %86 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<1.17549435E-38> : tensor<1xf32>
    %88 = stablehlo.sqrt %cst_10 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %89 = stablehlo.multiply %88, %cst_11 : tensor<1xf32>
    %90 = stablehlo.compare LT, %4, %89 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %91 = stablehlo.compare LT, %2, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %92 = stablehlo.and %90, %91 : tensor<1xi1>
    %93 = stablehlo.multiply %10, %29 : tensor<1xf32>
    %94 = stablehlo.add %49, %cst_1 : tensor<1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<1xf32>
    %96 = stablehlo.negate %95 : tensor<1xf32>
    %97 = stablehlo.compare GE, %2, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %98 = stablehlo.multiply %cst_2, %52 : tensor<1xf32>
    %99 = stablehlo.divide %98, %53 : tensor<1xf32>
    %100 = stablehlo.multiply %cst_2, %60 : tensor<1xf32>
    %101 = stablehlo.add %99, %100 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<1.500000e+00> : tensor<1xf32>
    %102 = stablehlo.compare LE, %49, %cst_12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %103 = stablehlo.divide %98, %55 : tensor<1xf32>
    %104 = stablehlo.add %99, %103 : tensor<1xf32>
    %105 = stablehlo.subtract %49, %cst_1 : tensor<1xf32>
    %106 = stablehlo.select %102, %104, %105 : tensor<1xi1>, tensor<1xf32>
    %107 = stablehlo.select %97, %101, %106 : tensor<1xi1>, tensor<1xf32>
    %108 = stablehlo.select %92, %96, %107 : tensor<1xi1>, tensor<1xf32>
    %109 = stablehlo.multiply %108, %94 : tensor<1xf32>
    %110 = stablehlo.sqrt %109 : tensor<1xf32>
    %111 = stablehlo.divide %4, %110 : tensor<1xf32>
    %112 = stablehlo.add %108, %110 : tensor<1xf32>
    %113 = stablehlo.log_plus_one %112 : tensor<1xf32>
    %114 = stablehlo.select %92, %111, %113 : tensor<1xi1>, tensor<1xf32>
    %115 = stablehlo.select %75, %87, %114 : tensor<1xi1>, tensor<1xf32>
    %116 = stablehlo.complex %66, %115 : tensor<1xcomplex<f32>>
    %117 = stablehlo.real %116 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %118 = stablehlo.atan2 %0, %117 : tensor<1xf32>
    %119 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %120 = stablehlo.compare LT, %119, %cst_13 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %121 = stablehlo.imag %116 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %122 = stablehlo.negate %121 : tensor<1xf32>
    %123 = stablehlo.select %120, %122, %121 : tensor<1xi1>, tensor<1xf32>
    %124 = stablehlo.complex %118, %123 : tensor<1xcomplex<f32>>
    %125 = stablehlo.real %124 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %126 = stablehlo.bitcast_convert %125 : (tensor<1xf32>) -> tensor<1xi32>
    return %126 : tensor<1xi32>
  }
}
"""
INPUTS = [(np.array([complex(-0.019600000232458115, -0.0)], np.complex64).reshape((1,)), 'tensor<1xcomplex<f32>>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), -1130327344, 0.0),
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
