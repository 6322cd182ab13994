#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: logistic on f32 (wrong-result).

The spec (logistic): Performs element-wise logistic operation on `operand` tensor and produces a
`result` tensor. For floats: `division(1, addition(1, exp(-x)))` from IEEE-754.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 1 element(s) differ; worst at index [19]: expected
np.float32(0.48897672), actual np.float32(0.48897666), error 2 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter logistic): upstream's
interpreter ignores result_accuracy HIGHEST in logistic: it computes 1 / (1 + exp(-x)) in the
element type (three roundings), 2 ULP off the correctly rounded value: logistic(-1.9507691 :
f32) = 0.12446951, the value 0.124469526; logistic(-2.016 : f16) = 0.1177, the value 0.11755;
logistic(-0.0194091796875 : bf16) = 0.4921875, the value 0.49609375. Its other transcendental
ops were within 1 ULP in f32, f16 and bf16 on 4096 inputs each (jaxlib 0.10.2, 2026-11-27).
Reproduced with jaxlib alone: tests/oracles/test_result_accuracy_divergences.py. Reproduced by
the conformance case logistic/f32/generated_5.

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
  func.func @main(%arg0: tensor<129xf32>) -> tensor<129xf32> {
    %0 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<129xf32>
    return %0 : tensor<129xf32>
  }
}
"""
INPUTS = [(np.frombuffer(bytes.fromhex('97cb0b41c96b983d0000c09fd59bbfbbab15c1c13de5d53c6740c5c10000003fe7d829c0871638c10000c0ff4808abc0000010c2b9f0a73b83a91d410000c07f5f690941000080005c524abe85a234bd3e75cfbfde48c8bf0000804b000000000000c0dfffff7fff682d32c1000000800000807f4b3fe53e27ecefbf591ed7410000000008b4583c0000c0bf0100008000000000817855c00100804bffffff7e000020c0b12385402204613f3592da3c000000bfeef4b4be00008080417cab3e0000c0c00100803f247c493c0000808069e1613f00008000be8e82bf000080ffffff7f80000010c1ffff7fff199b30c2389b45c2000080ffb6f84cbd3a7e5d420100803fc3b612bdffffff7ebf17d7bd0000c0ff0000807f25f609be00000000c2fc67c000000000e9da2a3fa2e5aec05eca03bc1a20e6bd0000807f669e54c0f1f028c0bdc635bd33082f41ffff7f0000000080000080ff560821c0010080cb75a70bbf04faae40b41fd53d010000800000807f0500c07f8ffe123b95fd8dbf77ae033d000010c1000020400000807f52cf9d416be69fbd5e7311bda125f9ba5912fb4057e324be00008000fffffffef7d09b3f00000080811acf3dc82734be0000c05f000000800000804bfffffffe0000c0bfb7ba303f1529a23d0000c0bf2b78383ed42edabc521fe13d010080bf8f3f89410000c07f0000000018083cbd00000000'), np.float32).reshape((129,)), 'tensor<129xf32>')]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (19,), 0.48897671699523926, 2.9802322387695312e-08),
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
