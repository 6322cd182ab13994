#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: log_plus_one on f16 (wrong-result).

The spec (log_plus_one): Performs element-wise logarithm plus one operation on `operand` tensor
and produces a `result` tensor. For floats: `logp1` from IEEE-754.

The oracle's verdict: output 0: fail (result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up
to the reference's own rounding)): 1 element(s) differ; worst at index [1, 1, 1]: expected
np.float16(6.104e-05), actual np.float16(0.0), error 1024 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "result_accuracy HIGHEST: <= 1 ULP (correctly rounded, up to the
reference's own rounding)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree log_plus_one): IREE's f32 -> f16
conversion (through which it computes f16 ops) turns a value just below f16's smallest normal
2^-14 that rounds to it (6.1033e-05) into 0, as it does for f8E4M3FN: log_plus_one(6.104e-05 :
f16) = 0 under result_accuracy HIGHEST (log_plus_one/f16/case_2); sine and tan of f16 fail so
too (their own entry). Reproduced by the conformance case log_plus_one/f16/case_2.

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
  func.func @main(%arg0: tensor<3x2x7xf16>) -> tensor<3x2x7xf16> {
    %0 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<3x2x7xf16>
    return %0 : tensor<3x2x7xf16>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('d3aaabc400848cca00003acc007e00be12bd924e00bc008000de971e54d5057efffb01e85501c4a8f240001e00040000008044c900fc8cb9008000809fb8007c7449574c68c200c1a7358929dd40fffb00800068'), np.float16).reshape((3, 2, 7))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 1, 1), 6.103515625e-05, 5.960464477539063e-08),
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
