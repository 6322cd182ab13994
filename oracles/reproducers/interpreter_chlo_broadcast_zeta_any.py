#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.broadcast_zeta on f64 (wrong-result).

The spec (chlo.broadcast_zeta): chlo.broadcast_zeta is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 4 ULP (chlo.broadcast_zeta, stablehlo-interpreter,
lowered)): 1 element(s) differ; worst at index [1]: expected np.float64(2.2977694904995466e-13),
actual np.float64(-3.4459087008259493e-08), error 8.91337e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 4 ULP (chlo.broadcast_zeta, stablehlo-interpreter, lowered)"
accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.broadcast_zeta): as
chlo.zeta on these oracles, the same lowered program: broadcast_zeta(1e10, 2) = NaN in f32 (the
value tends to 0; reproduced with jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_broadcast_zeta_of_a_huge_x_is_nan);
in the hard generated cases of 2026-11-27 also results near 1e-19 flushed to 0 (f32, bf16),
2.7935092e-33 for 2.7935043e-33 (f32), NaN for 0 (f8E5M2). Reproduced by the hand-written
program seeds.toml (as chlo.zeta...).

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
  func.func @main(%arg0: tensor<2xf64>, %arg1: tensor<2xf64>) -> tensor<2xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<2xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
    %0 = stablehlo.negate %arg0 : tensor<2xf64>
    %1 = stablehlo.power %arg1, %0 : tensor<2xf64>
    %2 = stablehlo.add %arg1, %cst_0 : tensor<2xf64>
    %3 = stablehlo.power %2, %0 : tensor<2xf64>
    %4 = stablehlo.add %1, %3 : tensor<2xf64>
    %5 = stablehlo.add %2, %cst_0 : tensor<2xf64>
    %6 = stablehlo.power %5, %0 : tensor<2xf64>
    %7 = stablehlo.add %4, %6 : tensor<2xf64>
    %8 = stablehlo.add %5, %cst_0 : tensor<2xf64>
    %9 = stablehlo.power %8, %0 : tensor<2xf64>
    %10 = stablehlo.add %7, %9 : tensor<2xf64>
    %11 = stablehlo.add %8, %cst_0 : tensor<2xf64>
    %12 = stablehlo.power %11, %0 : tensor<2xf64>
    %13 = stablehlo.add %10, %12 : tensor<2xf64>
    %14 = stablehlo.add %11, %cst_0 : tensor<2xf64>
    %15 = stablehlo.power %14, %0 : tensor<2xf64>
    %16 = stablehlo.add %13, %15 : tensor<2xf64>
    %17 = stablehlo.add %14, %cst_0 : tensor<2xf64>
    %18 = stablehlo.power %17, %0 : tensor<2xf64>
    %19 = stablehlo.add %16, %18 : tensor<2xf64>
    %20 = stablehlo.add %17, %cst_0 : tensor<2xf64>
    %21 = stablehlo.power %20, %0 : tensor<2xf64>
    %22 = stablehlo.add %19, %21 : tensor<2xf64>
    %23 = stablehlo.add %20, %cst_0 : tensor<2xf64>
    %24 = stablehlo.power %23, %0 : tensor<2xf64>
    %25 = stablehlo.add %22, %24 : tensor<2xf64>
    %26 = stablehlo.add %23, %cst_0 : tensor<2xf64>
    %27 = stablehlo.power %26, %0 : tensor<2xf64>
    %28 = stablehlo.add %25, %27 : tensor<2xf64>
    %29 = stablehlo.add %26, %cst_0 : tensor<2xf64>
    %30 = stablehlo.power %29, %0 : tensor<2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
    %31 = stablehlo.multiply %30, %29 : tensor<2xf64>
    %32 = stablehlo.subtract %arg0, %cst_1 : tensor<2xf64>
    %33 = stablehlo.divide %31, %32 : tensor<2xf64>
    %34 = stablehlo.multiply %29, %29 : tensor<2xf64>
    %35 = stablehlo.divide %cst_0, %34 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<2.200000e+01> : tensor<2xf64>
    %36 = stablehlo.add %arg0, %cst_2 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<2.100000e+01> : tensor<2xf64>
    %37 = stablehlo.add %arg0, %cst_3 : tensor<2xf64>
    %38 = stablehlo.multiply %36, %37 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<-1.3954464685812522E-19> : tensor<2xf64>
    %39 = stablehlo.add %cst, %cst_4 : tensor<2xf64>
    %40 = stablehlo.multiply %35, %39 : tensor<2xf64>
    %41 = stablehlo.multiply %38, %40 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<2.000000e+01> : tensor<2xf64>
    %42 = stablehlo.add %arg0, %cst_5 : tensor<2xf64>
    %cst_6 = stablehlo.constant dense<1.900000e+01> : tensor<2xf64>
    %43 = stablehlo.add %arg0, %cst_6 : tensor<2xf64>
    %44 = stablehlo.multiply %42, %43 : tensor<2xf64>
    %cst_7 = stablehlo.constant dense<5.5090028283602295E-18> : tensor<2xf64>
    %45 = stablehlo.add %41, %cst_7 : tensor<2xf64>
    %46 = stablehlo.multiply %35, %45 : tensor<2xf64>
    %47 = stablehlo.multiply %44, %46 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<1.800000e+01> : tensor<2xf64>
    %48 = stablehlo.add %arg0, %cst_8 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.700000e+01> : tensor<2xf64>
    %49 = stablehlo.add %arg0, %cst_9 : tensor<2xf64>
    %50 = stablehlo.multiply %48, %49 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<-2.1748686985580617E-16> : tensor<2xf64>
    %51 = stablehlo.add %47, %cst_10 : tensor<2xf64>
    %52 = stablehlo.multiply %35, %51 : tensor<2xf64>
    %53 = stablehlo.multiply %50, %52 : tensor<2xf64>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<2xf64>
    %54 = stablehlo.add %arg0, %cst_11 : tensor<2xf64>
    %cst_12 = stablehlo.constant dense<1.500000e+01> : tensor<2xf64>
    %55 = stablehlo.add %arg0, %cst_12 : tensor<2xf64>
    %56 = stablehlo.multiply %54, %55 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<8.5860620562778452E-15> : tensor<2xf64>
    %57 = stablehlo.add %53, %cst_13 : tensor<2xf64>
    %58 = stablehlo.multiply %35, %57 : tensor<2xf64>
    %59 = stablehlo.multiply %56, %58 : tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.400000e+01> : tensor<2xf64>
    %60 = stablehlo.add %arg0, %cst_14 : tensor<2xf64>
    %cst_15 = stablehlo.constant dense<1.300000e+01> : tensor<2xf64>
    %61 = stablehlo.add %arg0, %cst_15 : tensor<2xf64>
    %62 = stablehlo.multiply %60, %61 : tensor<2xf64>
    %cst_16 = stablehlo.constant dense<-3.3896802963225832E-13> : tensor<2xf64>
    %63 = stablehlo.add %59, %cst_16 : tensor<2xf64>
    %64 = stablehlo.multiply %35, %63 : tensor<2xf64>
    %65 = stablehlo.multiply %62, %64 : tensor<2xf64>
    %cst_17 = stablehlo.constant dense<1.200000e+01> : tensor<2xf64>
    %66 = stablehlo.add %arg0, %cst_17 : tensor<2xf64>
    %cst_18 = stablehlo.constant dense<1.100000e+01> : tensor<2xf64>
    %67 = stablehlo.add %arg0, %cst_18 : tensor<2xf64>
    %68 = stablehlo.multiply %66, %67 : tensor<2xf64>
    %cst_19 = stablehlo.constant dense<1.3382536530684679E-11> : tensor<2xf64>
    %69 = stablehlo.add %65, %cst_19 : tensor<2xf64>
    %70 = stablehlo.multiply %35, %69 : tensor<2xf64>
    %71 = stablehlo.multiply %68, %70 : tensor<2xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+01> : tensor<2xf64>
    %72 = stablehlo.add %arg0, %cst_20 : tensor<2xf64>
    %cst_21 = stablehlo.constant dense<9.000000e+00> : tensor<2xf64>
    %73 = stablehlo.add %arg0, %cst_21 : tensor<2xf64>
    %74 = stablehlo.multiply %72, %73 : tensor<2xf64>
    %cst_22 = stablehlo.constant dense<-5.2841901386874932E-10> : tensor<2xf64>
    %75 = stablehlo.add %71, %cst_22 : tensor<2xf64>
    %76 = stablehlo.multiply %35, %75 : tensor<2xf64>
    %77 = stablehlo.multiply %74, %76 : tensor<2xf64>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<2xf64>
    %78 = stablehlo.add %arg0, %cst_23 : tensor<2xf64>
    %cst_24 = stablehlo.constant dense<7.000000e+00> : tensor<2xf64>
    %79 = stablehlo.add %arg0, %cst_24 : tensor<2xf64>
    %80 = stablehlo.multiply %78, %79 : tensor<2xf64>
    %cst_25 = stablehlo.constant dense<2.08767569878681E-8> : tensor<2xf64>
    %81 = stablehlo.add %77, %cst_25 : tensor<2xf64>
    %82 = stablehlo.multiply %35, %81 : tensor<2xf64>
    %83 = stablehlo.multiply %80, %82 : tensor<2xf64>
    %cst_26 = stablehlo.constant dense<6.000000e+00> : tensor<2xf64>
    %84 = stablehlo.add %arg0, %cst_26 : tensor<2xf64>
    %cst_27 = stablehlo.constant dense<5.000000e+00> : tensor<2xf64>
    %85 = stablehlo.add %arg0, %cst_27 : tensor<2xf64>
    %86 = stablehlo.multiply %84, %85 : tensor<2xf64>
    %cst_28 = stablehlo.constant dense<-8.2671957671957675E-7> : tensor<2xf64>
    %87 = stablehlo.add %83, %cst_28 : tensor<2xf64>
    %88 = stablehlo.multiply %35, %87 : tensor<2xf64>
    %89 = stablehlo.multiply %86, %88 : tensor<2xf64>
    %cst_29 = stablehlo.constant dense<4.000000e+00> : tensor<2xf64>
    %90 = stablehlo.add %arg0, %cst_29 : tensor<2xf64>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<2xf64>
    %91 = stablehlo.add %arg0, %cst_30 : tensor<2xf64>
    %92 = stablehlo.multiply %90, %91 : tensor<2xf64>
    %cst_31 = stablehlo.constant dense<3.3068783068783071E-5> : tensor<2xf64>
    %93 = stablehlo.add %89, %cst_31 : tensor<2xf64>
    %94 = stablehlo.multiply %35, %93 : tensor<2xf64>
    %95 = stablehlo.multiply %92, %94 : tensor<2xf64>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<2xf64>
    %96 = stablehlo.add %arg0, %cst_32 : tensor<2xf64>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
    %97 = stablehlo.add %arg0, %cst_33 : tensor<2xf64>
    %98 = stablehlo.multiply %96, %97 : tensor<2xf64>
    %cst_34 = stablehlo.constant dense<-0.0013888888888888889> : tensor<2xf64>
    %99 = stablehlo.add %95, %cst_34 : tensor<2xf64>
    %100 = stablehlo.multiply %35, %99 : tensor<2xf64>
    %101 = stablehlo.multiply %98, %100 : tensor<2xf64>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<2xf64>
    %102 = stablehlo.divide %arg0, %29 : tensor<2xf64>
    %cst_36 = stablehlo.constant dense<0.083333333333333329> : tensor<2xf64>
    %103 = stablehlo.add %cst_36, %101 : tensor<2xf64>
    %104 = stablehlo.multiply %102, %103 : tensor<2xf64>
    %105 = stablehlo.add %cst_35, %104 : tensor<2xf64>
    %106 = stablehlo.multiply %30, %105 : tensor<2xf64>
    %107 = stablehlo.add %28, %33 : tensor<2xf64>
    %108 = stablehlo.add %107, %106 : tensor<2xf64>
    %109 = stablehlo.abs %30 : tensor<2xf64>
    %110 = stablehlo.abs %28 : tensor<2xf64>
    %cst_37 = stablehlo.constant dense<4.940660e-324> : tensor<2xf64>
    %111 = stablehlo.multiply %110, %cst_37 : tensor<2xf64>
    %112 = stablehlo.compare LT, %109, %111 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %113 = stablehlo.select %112, %28, %108 : tensor<2xi1>, tensor<2xf64>
    %cst_38 = stablehlo.constant dense<0x7FF8000000000000> : tensor<2xf64>
    %114 = stablehlo.compare LT, %arg0, %cst_1 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %115 = stablehlo.select %114, %cst_38, %113 : tensor<2xi1>, tensor<2xf64>
    %116 = stablehlo.compare LE, %arg1, %cst : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %117 = stablehlo.floor %arg0 : tensor<2xf64>
    %118 = stablehlo.compare NE, %arg0, %117 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %119 = stablehlo.and %116, %118 : tensor<2xi1>
    %120 = stablehlo.select %119, %cst_38, %115 : tensor<2xi1>, tensor<2xf64>
    %cst_39 = stablehlo.constant dense<0x7FF0000000000000> : tensor<2xf64>
    %121 = stablehlo.floor %arg1 : tensor<2xf64>
    %122 = stablehlo.compare EQ, %arg1, %121 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %123 = stablehlo.and %116, %122 : tensor<2xi1>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<2xf64>
    %124 = stablehlo.floor %arg0 : tensor<2xf64>
    %125 = stablehlo.compare EQ, %arg0, %124 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %126 = stablehlo.remainder %arg0, %cst_40 : tensor<2xf64>
    %127 = stablehlo.compare EQ, %126, %cst : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %128 = stablehlo.and %125, %127 : tensor<2xi1>
    %129 = stablehlo.select %128, %cst_39, %cst_38 : tensor<2xi1>, tensor<2xf64>
    %130 = stablehlo.select %123, %129, %120 : tensor<2xi1>, tensor<2xf64>
    %131 = stablehlo.compare EQ, %arg0, %cst_0 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %132 = stablehlo.select %131, %cst_39, %130 : tensor<2xi1>, tensor<2xf64>
    return %132 : tensor<2xf64>
  }
}
"""
INPUTS = [(np.array([1e+308, 15.0], np.float64).reshape((2,)), 'tensor<2xf64>'), (np.array([2.0, -6.5], np.float64).reshape((2,)), 'tensor<2xf64>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), 2.2977694904995466e-13, 0.0),
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
