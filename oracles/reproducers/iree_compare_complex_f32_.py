#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: compare on complex<f32> (wrong-result).

The spec (compare): Performs element-wise comparison of `lhs` and `rhs` tensors according to
`comparison_direction` and `compare_type`, and produces a `result` tensor. For complex element
types, lexicographic comparison of `(real, imag)` pairs is

The oracle's verdict: output 0: fail (exact): 3 element(s) differ; worst at index [1]: expected
np.False_, actual np.True_, error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree compare): IREE orders complex numbers by
their real parts only: GE(1 + 2i, 1 + 3i) is true, where the seed spec orders (real, imag) pairs
lexicographically (corpus cases compare_complex_f32_ordering and compare_complex_f64_ordering;
EQ and NE agree). Not narrowed to the ordering directions: the corpus cases are functions other
than @main, which a condition does not read. Reproduced by the conformance case
ops/compare/compare_complex_f32_ordering.

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
  func.func @main(%arg0: tensor<9xcomplex<f32>>, %arg1: tensor<9xcomplex<f32>>) -> tensor<9xi1> {
    %0 = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<9xcomplex<f32>>, tensor<9xcomplex<f32>>) -> tensor<9xi1>
    return %0 : tensor<9xi1>
  }
}
"""
INPUTS = [np.array([complex(1.0, 2.0), complex(1.0, 2.0), complex(1.0, 3.0), complex(2.0, 0.0), complex(0.0, 5.0), complex(-0.0, 0.0), complex(np.inf, 1.0), complex(np.nan, 0.0), complex(1.0, np.nan)], np.complex64).reshape((9,)), np.array([complex(1.0, 2.0), complex(1.0, 3.0), complex(1.0, 2.0), complex(1.0, 5.0), complex(1.0, 0.0), complex(0.0, -0.0), complex(np.inf, 2.0), complex(0.0, 0.0), complex(1.0, 0.0)], np.complex64).reshape((9,))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1,), False, 0.0),
    (0, (6,), False, 0.0),
    (0, (8,), False, 0.0),
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
