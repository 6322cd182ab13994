#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.asinh on complex<f32> (wrong-result).

The spec (chlo.asinh): chlo.asinh is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [0]: expected
np.int32(-2147483648), actual np.int32(0), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.asinh): upstream's
decomposition of complex asinh gives the real part +0 on the imaginary axis inside [-i, i]
whatever the sign of Re z: asinh(-0 + iy) is -0 + i asin(y) (an odd function) and comes back +0
+ i asin(y): asinh(-0 + 0.9586i), asinh(-0 + 1i) (2 elements of generated case
chlo.asinh/complex<f32>/case_3 in the reference vendor's certification on 2026-11-27;
complex<f64> alike). Reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_complex_asin_asinh_cosh_lose_the_sign_of_a_zero_part.
Reproduced by the hand-written program seeds.toml (upstream's decomposition of complex asinh
gives ...).

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
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %1 = stablehlo.compare LT, %0, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %2 = stablehlo.imag %arg0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %3 = stablehlo.negate %2 : tensor<1xf32>
    %4 = stablehlo.complex %3, %0 : tensor<1xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %6 = stablehlo.abs %5 : tensor<1xf32>
    %7 = stablehlo.imag %4 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %8 = stablehlo.abs %7 : tensor<1xf32>
    %9 = stablehlo.maximum %6, %8 : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<3.40282347E+38> : tensor<1xf32>
    %10 = stablehlo.sqrt %cst_0 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<1xf32>
    %11 = stablehlo.divide %10, %cst_1 : tensor<1xf32>
    %12 = stablehlo.compare GE, %9, %11 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %13 = stablehlo.compare LE, %6, %cst_2 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<1xf32>
    %14 = stablehlo.add %6, %cst_2 : tensor<1xf32>
    %15 = stablehlo.abs %14 : tensor<1xf32>
    %16 = stablehlo.maximum %15, %8 : tensor<1xf32>
    %17 = stablehlo.minimum %15, %8 : tensor<1xf32>
    %18 = stablehlo.compare EQ, %16, %17 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<1.41421354> : tensor<1xf32>
    %19 = stablehlo.multiply %cst_4, %16 : tensor<1xf32>
    %20 = stablehlo.divide %17, %16 : tensor<1xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<1xf32>
    %22 = stablehlo.add %cst_2, %21 : tensor<1xf32>
    %23 = stablehlo.sqrt %22 : tensor<1xf32>
    %24 = stablehlo.compare EQ, %23, %cst_2 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %25 = stablehlo.compare GT, %21, %cst_5 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %26 = stablehlo.and %24, %25 : tensor<1xi1>
    %27 = stablehlo.multiply %16, %21 : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %28 = stablehlo.divide %27, %cst_6 : tensor<1xf32>
    %29 = stablehlo.add %16, %28 : tensor<1xf32>
    %30 = stablehlo.multiply %16, %23 : tensor<1xf32>
    %31 = stablehlo.select %26, %29, %30 : tensor<1xi1>, tensor<1xf32>
    %32 = stablehlo.select %18, %19, %31 : tensor<1xi1>, tensor<1xf32>
    %33 = stablehlo.subtract %6, %cst_2 : tensor<1xf32>
    %34 = stablehlo.abs %33 : tensor<1xf32>
    %35 = stablehlo.maximum %34, %8 : tensor<1xf32>
    %36 = stablehlo.minimum %34, %8 : tensor<1xf32>
    %37 = stablehlo.compare EQ, %35, %36 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %38 = stablehlo.multiply %cst_4, %35 : tensor<1xf32>
    %39 = stablehlo.divide %36, %35 : tensor<1xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<1xf32>
    %41 = stablehlo.add %cst_2, %40 : tensor<1xf32>
    %42 = stablehlo.sqrt %41 : tensor<1xf32>
    %43 = stablehlo.compare EQ, %42, %cst_2 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %44 = stablehlo.compare GT, %40, %cst_5 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %45 = stablehlo.and %43, %44 : tensor<1xi1>
    %46 = stablehlo.multiply %35, %40 : tensor<1xf32>
    %47 = stablehlo.divide %46, %cst_6 : tensor<1xf32>
    %48 = stablehlo.add %35, %47 : tensor<1xf32>
    %49 = stablehlo.multiply %35, %42 : tensor<1xf32>
    %50 = stablehlo.select %45, %48, %49 : tensor<1xi1>, tensor<1xf32>
    %51 = stablehlo.select %37, %38, %50 : tensor<1xi1>, tensor<1xf32>
    %52 = stablehlo.add %32, %51 : tensor<1xf32>
    %53 = stablehlo.multiply %cst_3, %52 : tensor<1xf32>
    %54 = stablehlo.add %53, %6 : tensor<1xf32>
    %55 = stablehlo.multiply %cst_3, %54 : tensor<1xf32>
    %56 = stablehlo.multiply %8, %8 : tensor<1xf32>
    %57 = stablehlo.add %32, %14 : tensor<1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<1xf32>
    %59 = stablehlo.subtract %51, %33 : tensor<1xf32>
    %60 = stablehlo.add %58, %59 : tensor<1xf32>
    %61 = stablehlo.multiply %55, %60 : tensor<1xf32>
    %62 = stablehlo.sqrt %61 : tensor<1xf32>
    %63 = stablehlo.divide %55, %57 : tensor<1xf32>
    %64 = stablehlo.add %51, %33 : tensor<1xf32>
    %65 = stablehlo.divide %55, %64 : tensor<1xf32>
    %66 = stablehlo.add %63, %65 : tensor<1xf32>
    %67 = stablehlo.sqrt %66 : tensor<1xf32>
    %68 = stablehlo.multiply %8, %67 : tensor<1xf32>
    %69 = stablehlo.select %13, %62, %68 : tensor<1xi1>, tensor<1xf32>
    %70 = stablehlo.select %12, %8, %69 : tensor<1xi1>, tensor<1xf32>
    %cst_7 = stablehlo.constant dense<9.99999995E+11> : tensor<1xf32>
    %71 = stablehlo.multiply %11, %cst_7 : tensor<1xf32>
    %72 = stablehlo.compare LT, %6, %71 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<1xf32>
    %73 = stablehlo.multiply %11, %cst_8 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+02> : tensor<1xf32>
    %74 = stablehlo.multiply %11, %cst_9 : tensor<1xf32>
    %75 = stablehlo.select %72, %73, %74 : tensor<1xi1>, tensor<1xf32>
    %76 = stablehlo.compare GE, %8, %75 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %77 = stablehlo.select %76, %8, %6 : tensor<1xi1>, tensor<1xf32>
    %78 = stablehlo.select %76, %75, %11 : tensor<1xi1>, tensor<1xf32>
    %79 = stablehlo.compare GE, %77, %78 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %80 = stablehlo.log %cst_6 : tensor<1xf32>
    %81 = stablehlo.log %77 : tensor<1xf32>
    %82 = stablehlo.add %80, %81 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %83 = stablehlo.compare EQ, %8, %cst_10 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %84 = stablehlo.not %83 : tensor<1xi1>
    %85 = stablehlo.and %76, %84 : tensor<1xi1>
    %86 = stablehlo.divide %6, %8 : tensor<1xf32>
    %87 = stablehlo.select %85, %86, %cst_5 : tensor<1xi1>, tensor<1xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<1xf32>
    %89 = stablehlo.log_plus_one %88 : tensor<1xf32>
    %90 = stablehlo.multiply %cst_3, %89 : tensor<1xf32>
    %91 = stablehlo.add %82, %90 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<1.17549435E-38> : tensor<1xf32>
    %92 = stablehlo.sqrt %cst_11 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %93 = stablehlo.multiply %92, %cst_12 : tensor<1xf32>
    %94 = stablehlo.compare LT, %8, %93 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %95 = stablehlo.compare LT, %6, %cst_2 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %96 = stablehlo.and %94, %95 : tensor<1xi1>
    %97 = stablehlo.multiply %14, %33 : tensor<1xf32>
    %98 = stablehlo.add %53, %cst_2 : tensor<1xf32>
    %99 = stablehlo.divide %97, %98 : tensor<1xf32>
    %100 = stablehlo.negate %99 : tensor<1xf32>
    %101 = stablehlo.compare GE, %6, %cst_2 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %102 = stablehlo.multiply %cst_3, %56 : tensor<1xf32>
    %103 = stablehlo.divide %102, %57 : tensor<1xf32>
    %104 = stablehlo.multiply %cst_3, %64 : tensor<1xf32>
    %105 = stablehlo.add %103, %104 : tensor<1xf32>
    %cst_13 = stablehlo.constant dense<1.500000e+00> : tensor<1xf32>
    %106 = stablehlo.compare LE, %53, %cst_13 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %107 = stablehlo.divide %102, %59 : tensor<1xf32>
    %108 = stablehlo.add %103, %107 : tensor<1xf32>
    %109 = stablehlo.subtract %53, %cst_2 : tensor<1xf32>
    %110 = stablehlo.select %106, %108, %109 : tensor<1xi1>, tensor<1xf32>
    %111 = stablehlo.select %101, %105, %110 : tensor<1xi1>, tensor<1xf32>
    %112 = stablehlo.select %96, %100, %111 : tensor<1xi1>, tensor<1xf32>
    %113 = stablehlo.multiply %112, %98 : tensor<1xf32>
    %114 = stablehlo.sqrt %113 : tensor<1xf32>
    %115 = stablehlo.divide %8, %114 : tensor<1xf32>
    %116 = stablehlo.add %112, %114 : tensor<1xf32>
    %117 = stablehlo.log_plus_one %116 : tensor<1xf32>
    %118 = stablehlo.select %96, %115, %117 : tensor<1xi1>, tensor<1xf32>
    %119 = stablehlo.select %79, %91, %118 : tensor<1xi1>, tensor<1xf32>
    %120 = stablehlo.complex %70, %119 : tensor<1xcomplex<f32>>
    %121 = stablehlo.imag %120 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %122 = stablehlo.negate %121 : tensor<1xf32>
    %123 = stablehlo.select %1, %122, %121 : tensor<1xi1>, tensor<1xf32>
    %124 = stablehlo.real %120 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %125 = stablehlo.atan2 %2, %124 : tensor<1xf32>
    %126 = stablehlo.complex %123, %125 : tensor<1xcomplex<f32>>
    %127 = stablehlo.real %126 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
    %128 = stablehlo.bitcast_convert %127 : (tensor<1xf32>) -> tensor<1xi32>
    return %128 : tensor<1xi32>
  }
}
"""
INPUTS = [(np.array([complex(-0.0, 0.9585999846458435)], np.complex64).reshape((1,)), 'tensor<1xcomplex<f32>>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), -2147483648, 0.0),
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
