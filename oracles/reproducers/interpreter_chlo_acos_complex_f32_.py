#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.acos on complex<f32> (wrong-result).

The spec (chlo.acos): chlo.acos is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.int32(0), actual np.int32(-2147483648), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.acos): upstream's
decomposition of complex acos gives the imaginary part -0 on the real axis inside [-1, 1]
whatever the sign of Im z: acos(x - 0i) is acos(x) + 0i (acos(conj z) = conj(acos z), and no
branch cut there) and comes back acos(x) - 0i: acos(-0.0031353906 - 0i) = 1.5739317 - 0i
(complex<f32>; generated case chlo.acos/complex<f32>/case_2 of the reference vendor's
certification on 2026-11-27, whose command gets the lowered program; complex<f64> alike).
Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_complex_acos_of_minus_zero_imaginary_part_is_minus_zero.
Reproduced by the hand-written program seeds.toml (upstream's decomposition of complex acos
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
    %1 = stablehlo.abs %0 : tensor<1xf32>
    %2 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %3 = stablehlo.abs %2 : tensor<1xf32>
    %4 = stablehlo.maximum %1, %3 : tensor<1xf32>
    %cst = stablehlo.constant dense<3.40282347E+38> : tensor<1xf32>
    %5 = stablehlo.sqrt %cst : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<1xf32>
    %6 = stablehlo.divide %5, %cst_0 : tensor<1xf32>
    %7 = stablehlo.compare GE, %4, %6 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %8 = stablehlo.compare LE, %1, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<1xf32>
    %9 = stablehlo.add %1, %cst_1 : tensor<1xf32>
    %10 = stablehlo.abs %9 : tensor<1xf32>
    %11 = stablehlo.maximum %10, %3 : tensor<1xf32>
    %12 = stablehlo.minimum %10, %3 : tensor<1xf32>
    %13 = stablehlo.compare EQ, %11, %12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<1.41421354> : tensor<1xf32>
    %14 = stablehlo.multiply %cst_3, %11 : tensor<1xf32>
    %15 = stablehlo.divide %12, %11 : tensor<1xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<1xf32>
    %17 = stablehlo.add %cst_1, %16 : tensor<1xf32>
    %18 = stablehlo.sqrt %17 : tensor<1xf32>
    %19 = stablehlo.compare EQ, %18, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %20 = stablehlo.compare GT, %16, %cst_4 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %21 = stablehlo.and %19, %20 : tensor<1xi1>
    %22 = stablehlo.multiply %11, %16 : tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %23 = stablehlo.divide %22, %cst_5 : tensor<1xf32>
    %24 = stablehlo.add %11, %23 : tensor<1xf32>
    %25 = stablehlo.multiply %11, %18 : tensor<1xf32>
    %26 = stablehlo.select %21, %24, %25 : tensor<1xi1>, tensor<1xf32>
    %27 = stablehlo.select %13, %14, %26 : tensor<1xi1>, tensor<1xf32>
    %28 = stablehlo.subtract %1, %cst_1 : tensor<1xf32>
    %29 = stablehlo.abs %28 : tensor<1xf32>
    %30 = stablehlo.maximum %29, %3 : tensor<1xf32>
    %31 = stablehlo.minimum %29, %3 : tensor<1xf32>
    %32 = stablehlo.compare EQ, %30, %31 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %33 = stablehlo.multiply %cst_3, %30 : tensor<1xf32>
    %34 = stablehlo.divide %31, %30 : tensor<1xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<1xf32>
    %36 = stablehlo.add %cst_1, %35 : tensor<1xf32>
    %37 = stablehlo.sqrt %36 : tensor<1xf32>
    %38 = stablehlo.compare EQ, %37, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %39 = stablehlo.compare GT, %35, %cst_4 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %40 = stablehlo.and %38, %39 : tensor<1xi1>
    %41 = stablehlo.multiply %30, %35 : tensor<1xf32>
    %42 = stablehlo.divide %41, %cst_5 : tensor<1xf32>
    %43 = stablehlo.add %30, %42 : tensor<1xf32>
    %44 = stablehlo.multiply %30, %37 : tensor<1xf32>
    %45 = stablehlo.select %40, %43, %44 : tensor<1xi1>, tensor<1xf32>
    %46 = stablehlo.select %32, %33, %45 : tensor<1xi1>, tensor<1xf32>
    %47 = stablehlo.add %27, %46 : tensor<1xf32>
    %48 = stablehlo.multiply %cst_2, %47 : tensor<1xf32>
    %49 = stablehlo.add %48, %1 : tensor<1xf32>
    %50 = stablehlo.multiply %cst_2, %49 : tensor<1xf32>
    %51 = stablehlo.multiply %3, %3 : tensor<1xf32>
    %52 = stablehlo.add %27, %9 : tensor<1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<1xf32>
    %54 = stablehlo.subtract %46, %28 : tensor<1xf32>
    %55 = stablehlo.add %53, %54 : tensor<1xf32>
    %56 = stablehlo.multiply %50, %55 : tensor<1xf32>
    %57 = stablehlo.sqrt %56 : tensor<1xf32>
    %58 = stablehlo.divide %50, %52 : tensor<1xf32>
    %59 = stablehlo.add %46, %28 : tensor<1xf32>
    %60 = stablehlo.divide %50, %59 : tensor<1xf32>
    %61 = stablehlo.add %58, %60 : tensor<1xf32>
    %62 = stablehlo.sqrt %61 : tensor<1xf32>
    %63 = stablehlo.multiply %3, %62 : tensor<1xf32>
    %64 = stablehlo.select %8, %57, %63 : tensor<1xi1>, tensor<1xf32>
    %65 = stablehlo.select %7, %3, %64 : tensor<1xi1>, tensor<1xf32>
    %cst_6 = stablehlo.constant dense<9.99999995E+11> : tensor<1xf32>
    %66 = stablehlo.multiply %6, %cst_6 : tensor<1xf32>
    %67 = stablehlo.compare LT, %1, %66 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<1xf32>
    %68 = stablehlo.multiply %6, %cst_7 : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+02> : tensor<1xf32>
    %69 = stablehlo.multiply %6, %cst_8 : tensor<1xf32>
    %70 = stablehlo.select %67, %68, %69 : tensor<1xi1>, tensor<1xf32>
    %71 = stablehlo.compare GE, %3, %70 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %72 = stablehlo.select %71, %3, %1 : tensor<1xi1>, tensor<1xf32>
    %73 = stablehlo.select %71, %70, %6 : tensor<1xi1>, tensor<1xf32>
    %74 = stablehlo.compare GE, %72, %73 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %75 = stablehlo.log %cst_5 : tensor<1xf32>
    %76 = stablehlo.log %72 : tensor<1xf32>
    %77 = stablehlo.add %75, %76 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %78 = stablehlo.compare EQ, %3, %cst_9 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %79 = stablehlo.not %78 : tensor<1xi1>
    %80 = stablehlo.and %71, %79 : tensor<1xi1>
    %81 = stablehlo.divide %1, %3 : tensor<1xf32>
    %82 = stablehlo.select %80, %81, %cst_4 : tensor<1xi1>, tensor<1xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<1xf32>
    %84 = stablehlo.log_plus_one %83 : tensor<1xf32>
    %85 = stablehlo.multiply %cst_2, %84 : tensor<1xf32>
    %86 = stablehlo.add %77, %85 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<1.17549435E-38> : tensor<1xf32>
    %87 = stablehlo.sqrt %cst_10 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %88 = stablehlo.multiply %87, %cst_11 : tensor<1xf32>
    %89 = stablehlo.compare LT, %3, %88 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %90 = stablehlo.compare LT, %1, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %91 = stablehlo.and %89, %90 : tensor<1xi1>
    %92 = stablehlo.multiply %9, %28 : tensor<1xf32>
    %93 = stablehlo.add %48, %cst_1 : tensor<1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<1xf32>
    %95 = stablehlo.negate %94 : tensor<1xf32>
    %96 = stablehlo.compare GE, %1, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %97 = stablehlo.multiply %cst_2, %51 : tensor<1xf32>
    %98 = stablehlo.divide %97, %52 : tensor<1xf32>
    %99 = stablehlo.multiply %cst_2, %59 : tensor<1xf32>
    %100 = stablehlo.add %98, %99 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<1.500000e+00> : tensor<1xf32>
    %101 = stablehlo.compare LE, %48, %cst_12 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %102 = stablehlo.divide %97, %54 : tensor<1xf32>
    %103 = stablehlo.add %98, %102 : tensor<1xf32>
    %104 = stablehlo.subtract %48, %cst_1 : tensor<1xf32>
    %105 = stablehlo.select %101, %103, %104 : tensor<1xi1>, tensor<1xf32>
    %106 = stablehlo.select %96, %100, %105 : tensor<1xi1>, tensor<1xf32>
    %107 = stablehlo.select %91, %95, %106 : tensor<1xi1>, tensor<1xf32>
    %108 = stablehlo.multiply %107, %93 : tensor<1xf32>
    %109 = stablehlo.sqrt %108 : tensor<1xf32>
    %110 = stablehlo.divide %3, %109 : tensor<1xf32>
    %111 = stablehlo.add %107, %109 : tensor<1xf32>
    %112 = stablehlo.log_plus_one %111 : tensor<1xf32>
    %113 = stablehlo.select %91, %110, %112 : tensor<1xi1>, tensor<1xf32>
    %114 = stablehlo.select %74, %86, %113 : tensor<1xi1>, tensor<1xf32>
    %115 = stablehlo.complex %65, %114 : tensor<1xcomplex<f32>>
    %116 = stablehlo.real %115 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %117 = stablehlo.real %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %118 = stablehlo.atan2 %116, %117 : tensor<1xf32>
    %119 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %120 = stablehlo.compare LT, %119, %cst_13 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %121 = stablehlo.imag %115 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %122 = stablehlo.negate %121 : tensor<1xf32>
    %123 = stablehlo.select %120, %121, %122 : tensor<1xi1>, tensor<1xf32>
    %124 = stablehlo.complex %118, %123 : tensor<1xcomplex<f32>>
    %125 = stablehlo.imag %124 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %126 = stablehlo.bitcast_convert %125 : (tensor<1xf32>) -> tensor<1xi32>
    return %126 : tensor<1xi32>
  }
}
"""
INPUTS = [(np.array([complex(-0.00313539057970047, -0.0)], np.complex64).reshape((1,)), 'tensor<1xcomplex<f32>>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 0, 0.0),
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
