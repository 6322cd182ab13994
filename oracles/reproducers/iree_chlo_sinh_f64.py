#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: chlo.sinh on f64 (wrong-result).

The spec (chlo.sinh): chlo.sinh is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td
defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 192 ULP (chlo.sinh, iree, lowered)): 4 element(s)
differ; worst at index [1, 0, 30]: expected np.float64(-1.118751109680031e-154), actual
np.float64(0.0), error 2.30359e+18 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 192 ULP (chlo.sinh, iree, lowered)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree chlo.sinh): IREE's f64 sinh loses the
small arguments: sinh(-1.118751109680031e-154) = 0 where the value is the argument itself, and
sinh(0.0008936278735423528) = 0.0008936278735424247, about 360 ULP off 0.0008936278735423528
(chlo.sinh/f64/case_2 and case_3 of the run of 2026-11-27; the same with IREE's own CHLO
conversion and with upstream's lowering). Reproduced by the conformance case
chlo.sinh/f64/case_2.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import iree.compiler
import iree.runtime
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x1x33xf64>) -> tensor<3x1x33xf64> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<3x1x33xf64>
    %0 = stablehlo.log %cst : tensor<3x1x33xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x1x33xf64>
    %2 = stablehlo.exponential %1 : tensor<3x1x33xf64>
    %3 = stablehlo.subtract %0, %arg0 : tensor<3x1x33xf64>
    %4 = stablehlo.exponential %3 : tensor<3x1x33xf64>
    %5 = stablehlo.subtract %2, %4 : tensor<3x1x33xf64>
    %6 = stablehlo.exponential_minus_one %arg0 : tensor<3x1x33xf64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<3x1x33xf64>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<3x1x33xf64>
    %7 = stablehlo.add %6, %cst_0 : tensor<3x1x33xf64>
    %8 = stablehlo.divide %6, %7 : tensor<3x1x33xf64>
    %9 = stablehlo.add %6, %8 : tensor<3x1x33xf64>
    %10 = stablehlo.multiply %cst_1, %9 : tensor<3x1x33xf64>
    %11 = stablehlo.abs %arg0 : tensor<3x1x33xf64>
    %12 = stablehlo.compare LT, %11, %cst_0 : (tensor<3x1x33xf64>, tensor<3x1x33xf64>) -> tensor<3x1x33xi1>
    %13 = stablehlo.select %12, %10, %5 : tensor<3x1x33xi1>, tensor<3x1x33xf64>
    return %13 : tensor<3x1x33xf64>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('ffffffffffffef7fb4325dc02fe647c0000000000000008095d1678549aaaabffee8f475c2082cbffffffffffffff7df049816f5ad16653f543f7c0aa07621c07ff18a3a490d893f0000000000000000076f09e9ecd03d40c5774493a716c13f3d2162011dddc53f0000000000000080000000000000044019095d19f4870d40f517fcdff6dbb9bf000000000000f0ffa6dd4d24fe861d40a1a411f3fc449e3f2f3d4b90fad3c53f5b52eb0e7fc991bfa5e4f91bbf2dc03f0100000000004043ebf6af260bbfa63f0000000000001000000000000000008000000000000004c05555555555550580952a53601995ddbf0000000000003e4086fa91f31a8113c05555555555550580b043fccc59a903c0ffffffffffffefff000000000000f07fcf122860dc4bc53f44245ac4ad42cb3f00000000000000002e322d9937c3be3f000000000000008000000000000010c07cf317484c852640000000000000f07f000000000000008000000000000000002d4ec720fc52a9bf0000000000004043ffffffffffffeffffffffffffffff7df4c40ee71f11b98bff6bad09483f6f1bfe1fbcd23c4e050c0bd1fe9ee7a4169bf000000000000f03f00000000000000808eb600edc0b91840206f4a63b459823f090927791ccb8f3f01000000000040c3bdd454b32b73c53f6c5124297607a53f000000000000e03f000000000000f89f0f37331145138f3fab5500b10d5f6f3f6574941dabdea1bf00000000000000000000000000000080000000000000f07fb8ec0960abd900c000000000000040c3e432b485594ff83f349b77319a22ca3f000000000000f0ff00000000000000800000000000000440d11f286094e125c00000000000001000000000000000f89f0000000000004043e79d0043e6a921c0ef041635eae12240f4b1aee14adc0840050000000000f87f13e48d47072eee3f9fd1408397cc9e3f000000000000f0ffec11bf29d9271cc0ffffffffffffdf7fffffffffffff0f00ffffffffffffdffff7a5846d23a223c0125afababd9e6abf000000000000e03f00000000000000804f46b0ece3c0e7bf14e4222656bf9bbfffffffffffffefff'), np.float64).reshape((3, 1, 33))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 0, 19), -1.0448324626340413e+29, 52776558133248.0),
    (0, (0, 0, 1), -2.8676222937173937e+20, 98304.0),
    (0, (0, 0, 30), 5343237290762.231, 0.0029296875),
    (0, (0, 0, 10), 4445741482694.98, 0.0029296875),
]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


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
