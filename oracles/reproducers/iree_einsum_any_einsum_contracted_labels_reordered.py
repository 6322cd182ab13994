#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: einsum on i32 (wrong-result).

The spec (einsum): see the spec's section on einsum: https://openxla.org/stablehlo/spec#einsum

The oracle's verdict: output 0: fail (exact): 2 element(s) differ; worst at index [0]: expected
np.int32(-1711135760), actual np.int32(-335376001), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree einsum): IREE's einsum pairs the
contracted labels of the two operands by position, not by label: cd,dc-> of a = arange(6) as 2x3
and b = arange(6) as 3x2 is 50, IREE returns 55, cd,cd-> of b read as 2x3 (einsum/f32/case_2,
cda,adcb->ab, of the run of 2026-11-27). Reproduced by the conformance case
einsum/i32/generated_4.

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
  func.func @main(%arg0: tensor<2x2x1x2xi32>, %arg1: tensor<2x2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.einsum %arg0, %arg1, config = "cbda,bc->a" : (tensor<2x2x1x2xi32>, tensor<2x2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
"""
INPUTS = [np.array([3, 7, 6, -7, 5, 706173244, 7, -960788465], np.int32).reshape((2, 2, 1, 2)), np.array([1, 1375759757, -2, 8], np.int32).reshape((2, 2))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0,), -1711135760, 0.0),
    (0, (1,), -1917390183, 0.0),
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
