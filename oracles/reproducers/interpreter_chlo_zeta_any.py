#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: chlo.zeta on f32 (wrong-result).

The spec (chlo.zeta): chlo.zeta is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 8 ULP (chlo.zeta, stablehlo-interpreter, lowered)): 1
element(s) differ; worst at index [0]: expected np.float32(2.2977695e-13), actual
np.float32(-0.0016215453), error 1.70013e+09 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 8 ULP (chlo.zeta, stablehlo-interpreter, lowered)" accepts for
it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter chlo.zeta): upstream's
chlo-legalize-to-stablehlo decomposes zeta as XLA does (above): for a negative q its sum
cancels, zeta(15, -6.5) = -1.6e-3 in f32 (exact 2.3e-13), and f8E4M3B11FNUZ's result, computed
in f32, is -1.6e-3 where the exact value rounds to 0 (campaign seed 1126). Reproduced with
jaxlib alone:
tests/oracles/test_oracles_chlo_lowering.py::test_upstreams_zeta_of_a_negative_q_cancels.
Reproduced by the hand-written program seeds.toml (upstream's chlo-legalize-to-stablehlo
decomposes...).

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
  func.func @main(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %0 = stablehlo.negate %arg0 : tensor<1xf32>
    %1 = stablehlo.power %arg1, %0 : tensor<1xf32>
    %2 = stablehlo.add %arg1, %cst_0 : tensor<1xf32>
    %3 = stablehlo.power %2, %0 : tensor<1xf32>
    %4 = stablehlo.add %1, %3 : tensor<1xf32>
    %5 = stablehlo.add %2, %cst_0 : tensor<1xf32>
    %6 = stablehlo.power %5, %0 : tensor<1xf32>
    %7 = stablehlo.add %4, %6 : tensor<1xf32>
    %8 = stablehlo.add %5, %cst_0 : tensor<1xf32>
    %9 = stablehlo.power %8, %0 : tensor<1xf32>
    %10 = stablehlo.add %7, %9 : tensor<1xf32>
    %11 = stablehlo.add %8, %cst_0 : tensor<1xf32>
    %12 = stablehlo.power %11, %0 : tensor<1xf32>
    %13 = stablehlo.add %10, %12 : tensor<1xf32>
    %14 = stablehlo.add %11, %cst_0 : tensor<1xf32>
    %15 = stablehlo.power %14, %0 : tensor<1xf32>
    %16 = stablehlo.add %13, %15 : tensor<1xf32>
    %17 = stablehlo.add %14, %cst_0 : tensor<1xf32>
    %18 = stablehlo.power %17, %0 : tensor<1xf32>
    %19 = stablehlo.add %16, %18 : tensor<1xf32>
    %20 = stablehlo.add %17, %cst_0 : tensor<1xf32>
    %21 = stablehlo.power %20, %0 : tensor<1xf32>
    %22 = stablehlo.add %19, %21 : tensor<1xf32>
    %23 = stablehlo.add %20, %cst_0 : tensor<1xf32>
    %24 = stablehlo.power %23, %0 : tensor<1xf32>
    %25 = stablehlo.add %22, %24 : tensor<1xf32>
    %26 = stablehlo.add %23, %cst_0 : tensor<1xf32>
    %27 = stablehlo.power %26, %0 : tensor<1xf32>
    %28 = stablehlo.add %25, %27 : tensor<1xf32>
    %29 = stablehlo.add %26, %cst_0 : tensor<1xf32>
    %30 = stablehlo.power %29, %0 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<1xf32>
    %32 = stablehlo.subtract %arg0, %cst_1 : tensor<1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<1xf32>
    %34 = stablehlo.multiply %29, %29 : tensor<1xf32>
    %35 = stablehlo.divide %cst_0, %34 : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<2.200000e+01> : tensor<1xf32>
    %36 = stablehlo.add %arg0, %cst_2 : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<2.100000e+01> : tensor<1xf32>
    %37 = stablehlo.add %arg0, %cst_3 : tensor<1xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<-1.39544646E-19> : tensor<1xf32>
    %39 = stablehlo.add %cst, %cst_4 : tensor<1xf32>
    %40 = stablehlo.multiply %35, %39 : tensor<1xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<1xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+01> : tensor<1xf32>
    %42 = stablehlo.add %arg0, %cst_5 : tensor<1xf32>
    %cst_6 = stablehlo.constant dense<1.900000e+01> : tensor<1xf32>
    %43 = stablehlo.add %arg0, %cst_6 : tensor<1xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1xf32>
    %cst_7 = stablehlo.constant dense<5.50900303E-18> : tensor<1xf32>
    %45 = stablehlo.add %41, %cst_7 : tensor<1xf32>
    %46 = stablehlo.multiply %35, %45 : tensor<1xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<1xf32>
    %cst_8 = stablehlo.constant dense<1.800000e+01> : tensor<1xf32>
    %48 = stablehlo.add %arg0, %cst_8 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<1.700000e+01> : tensor<1xf32>
    %49 = stablehlo.add %arg0, %cst_9 : tensor<1xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<1xf32>
    %cst_10 = stablehlo.constant dense<-2.17486866E-16> : tensor<1xf32>
    %51 = stablehlo.add %47, %cst_10 : tensor<1xf32>
    %52 = stablehlo.multiply %35, %51 : tensor<1xf32>
    %53 = stablehlo.multiply %50, %52 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<1xf32>
    %54 = stablehlo.add %arg0, %cst_11 : tensor<1xf32>
    %cst_12 = stablehlo.constant dense<1.500000e+01> : tensor<1xf32>
    %55 = stablehlo.add %arg0, %cst_12 : tensor<1xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<1xf32>
    %cst_13 = stablehlo.constant dense<8.58606213E-15> : tensor<1xf32>
    %57 = stablehlo.add %53, %cst_13 : tensor<1xf32>
    %58 = stablehlo.multiply %35, %57 : tensor<1xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<1xf32>
    %cst_14 = stablehlo.constant dense<1.400000e+01> : tensor<1xf32>
    %60 = stablehlo.add %arg0, %cst_14 : tensor<1xf32>
    %cst_15 = stablehlo.constant dense<1.300000e+01> : tensor<1xf32>
    %61 = stablehlo.add %arg0, %cst_15 : tensor<1xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1xf32>
    %cst_16 = stablehlo.constant dense<-3.3896803E-13> : tensor<1xf32>
    %63 = stablehlo.add %59, %cst_16 : tensor<1xf32>
    %64 = stablehlo.multiply %35, %63 : tensor<1xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<1xf32>
    %cst_17 = stablehlo.constant dense<1.200000e+01> : tensor<1xf32>
    %66 = stablehlo.add %arg0, %cst_17 : tensor<1xf32>
    %cst_18 = stablehlo.constant dense<1.100000e+01> : tensor<1xf32>
    %67 = stablehlo.add %arg0, %cst_18 : tensor<1xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<1xf32>
    %cst_19 = stablehlo.constant dense<1.33825364E-11> : tensor<1xf32>
    %69 = stablehlo.add %65, %cst_19 : tensor<1xf32>
    %70 = stablehlo.multiply %35, %69 : tensor<1xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<1xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+01> : tensor<1xf32>
    %72 = stablehlo.add %arg0, %cst_20 : tensor<1xf32>
    %cst_21 = stablehlo.constant dense<9.000000e+00> : tensor<1xf32>
    %73 = stablehlo.add %arg0, %cst_21 : tensor<1xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<1xf32>
    %cst_22 = stablehlo.constant dense<-5.28419031E-10> : tensor<1xf32>
    %75 = stablehlo.add %71, %cst_22 : tensor<1xf32>
    %76 = stablehlo.multiply %35, %75 : tensor<1xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<1xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<1xf32>
    %78 = stablehlo.add %arg0, %cst_23 : tensor<1xf32>
    %cst_24 = stablehlo.constant dense<7.000000e+00> : tensor<1xf32>
    %79 = stablehlo.add %arg0, %cst_24 : tensor<1xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<1xf32>
    %cst_25 = stablehlo.constant dense<2.08767563E-8> : tensor<1xf32>
    %81 = stablehlo.add %77, %cst_25 : tensor<1xf32>
    %82 = stablehlo.multiply %35, %81 : tensor<1xf32>
    %83 = stablehlo.multiply %80, %82 : tensor<1xf32>
    %cst_26 = stablehlo.constant dense<6.000000e+00> : tensor<1xf32>
    %84 = stablehlo.add %arg0, %cst_26 : tensor<1xf32>
    %cst_27 = stablehlo.constant dense<5.000000e+00> : tensor<1xf32>
    %85 = stablehlo.add %arg0, %cst_27 : tensor<1xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<1xf32>
    %cst_28 = stablehlo.constant dense<-8.26719599E-7> : tensor<1xf32>
    %87 = stablehlo.add %83, %cst_28 : tensor<1xf32>
    %88 = stablehlo.multiply %35, %87 : tensor<1xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<1xf32>
    %cst_29 = stablehlo.constant dense<4.000000e+00> : tensor<1xf32>
    %90 = stablehlo.add %arg0, %cst_29 : tensor<1xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<1xf32>
    %91 = stablehlo.add %arg0, %cst_30 : tensor<1xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<1xf32>
    %cst_31 = stablehlo.constant dense<3.30687835E-5> : tensor<1xf32>
    %93 = stablehlo.add %89, %cst_31 : tensor<1xf32>
    %94 = stablehlo.multiply %35, %93 : tensor<1xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<1xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %96 = stablehlo.add %arg0, %cst_32 : tensor<1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %97 = stablehlo.add %arg0, %cst_33 : tensor<1xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<1xf32>
    %cst_34 = stablehlo.constant dense<-0.00138888892> : tensor<1xf32>
    %99 = stablehlo.add %95, %cst_34 : tensor<1xf32>
    %100 = stablehlo.multiply %35, %99 : tensor<1xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<1xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<1xf32>
    %102 = stablehlo.divide %arg0, %29 : tensor<1xf32>
    %cst_36 = stablehlo.constant dense<0.0833333358> : tensor<1xf32>
    %103 = stablehlo.add %cst_36, %101 : tensor<1xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<1xf32>
    %105 = stablehlo.add %cst_35, %104 : tensor<1xf32>
    %106 = stablehlo.multiply %30, %105 : tensor<1xf32>
    %107 = stablehlo.add %28, %33 : tensor<1xf32>
    %108 = stablehlo.add %107, %106 : tensor<1xf32>
    %109 = stablehlo.abs %30 : tensor<1xf32>
    %110 = stablehlo.abs %28 : tensor<1xf32>
    %cst_37 = stablehlo.constant dense<1.401300e-45> : tensor<1xf32>
    %111 = stablehlo.multiply %110, %cst_37 : tensor<1xf32>
    %112 = stablehlo.compare LT, %109, %111 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %113 = stablehlo.select %112, %28, %108 : tensor<1xi1>, tensor<1xf32>
    %cst_38 = stablehlo.constant dense<0x7FC00000> : tensor<1xf32>
    %114 = stablehlo.compare LT, %arg0, %cst_1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %115 = stablehlo.select %114, %cst_38, %113 : tensor<1xi1>, tensor<1xf32>
    %116 = stablehlo.compare LE, %arg1, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %117 = stablehlo.floor %arg0 : tensor<1xf32>
    %118 = stablehlo.compare NE, %arg0, %117 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %119 = stablehlo.and %116, %118 : tensor<1xi1>
    %120 = stablehlo.select %119, %cst_38, %115 : tensor<1xi1>, tensor<1xf32>
    %cst_39 = stablehlo.constant dense<0x7F800000> : tensor<1xf32>
    %121 = stablehlo.floor %arg1 : tensor<1xf32>
    %122 = stablehlo.compare EQ, %arg1, %121 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %123 = stablehlo.and %116, %122 : tensor<1xi1>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    %124 = stablehlo.floor %arg0 : tensor<1xf32>
    %125 = stablehlo.compare EQ, %arg0, %124 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %126 = stablehlo.remainder %arg0, %cst_40 : tensor<1xf32>
    %127 = stablehlo.compare EQ, %126, %cst : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %128 = stablehlo.and %125, %127 : tensor<1xi1>
    %129 = stablehlo.select %128, %cst_39, %cst_38 : tensor<1xi1>, tensor<1xf32>
    %130 = stablehlo.select %123, %129, %120 : tensor<1xi1>, tensor<1xf32>
    %131 = stablehlo.compare EQ, %arg0, %cst_0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %132 = stablehlo.select %131, %cst_39, %130 : tensor<1xi1>, tensor<1xf32>
    return %132 : tensor<1xf32>
  }
}
"""
INPUTS = [(np.array([15.0], np.float32).reshape((1,)), 'tensor<1xf32>'), (np.array([-6.5], np.float32).reshape((1,)), 'tensor<1xf32>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), 2.2977694508381774e-13, 0.0),
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
