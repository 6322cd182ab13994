#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: convolution on f64 (wrong-result).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

The oracle's verdict: output 0: fail (error-bound: |actual - expected| <= bound + 0 ULP): 8
element(s) differ; worst at index [0, 0, 2, 0]: expected np.float64(0.0), actual
np.float64(nan), error inf ULP (non-finite: error in ULP)
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, iree convolution): IREE mishandles some
convolutions that both reverse the window and dilate the lhs: its own linalg.generic fails its
shape check ("'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to
be greater than or equal to 3"), or the result is wrong (convolution/i8/case_3: 16 elements).
convolution/i32/case_2 (lhs_dilation 2, padding -1, reversed) is rejected, the same without the
reversal compiles; simple reversed and dilated 1-D convolutions are right, so the condition is
wider than the bug (4 rejected and 1 wrong case of the run of 2026-11-27 have both) Reproduced
by the conformance case convolution/f64/generated_5.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone.
"""
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<6x3x3x1xf64>, %arg1: tensor<2x3x2x2xf64>) -> tensor<3x3x3x1xf64> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[1, o, i, 0]->[1, 0, f, b], window = {stride = [2, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 1], rhs_dilate = [2, 2], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGH>]} : (tensor<6x3x3x1xf64>, tensor<2x3x2x2xf64>) -> tensor<3x3x3x1xf64>
    return %0 : tensor<3x3x3x1xf64>
  }
}
"""
INPUTS = [np.array([-0.032999925674640204, 60.04597240023782, 2.0157925911389207, 9.387304259529172, 3.380702512395976, 14.0, 0.6485588773656343, -0.022324787280585165, 14.502609820309168, 0.0038337868143574617, -0.4380646054018325, 4.329026895936098, 0.0, 1.5380185440656187, -0.008518397060956128, -5.844367553242151e-05, 1.7976931348623157e+308, -0.0356111254026589, -0.19959469422373907, -0.026514902094257636, 28.411129863599562, -0.010414549597536942, inf, -5.530600395674999, 0.299802032276434, -5e-324, 15.091991141714198, -88.30450757334813, -5.618224774175909, -0.7816857591216156, 0.006909978237747085, -9.663760504627367, -0.27006036384116866, 0.013568614490719434, -0.03426236559357098, -0.48960214046029016, -22.0, -0.06614765779148071, -inf, 5.0, -0.18808114851232008, -0.011196650268758488, -5.375635458984991, 1.3558855435034636, -inf, nan, -0.0, 0.05852172711204259, -0.01120966547659212, -0.04396941805906943, -0.13360390844796613, -8.990732393670942, 12.0, -4.4973231866265095], np.float64).reshape((6, 3, 3, 1)), np.array([0.011952715636617104, -0.22347709096271232, -0.04434986632220491, -inf, 5e-324, -2.821196614132542, -2.4316097477709917, 0.039579012892994724, -1.7840611409342146, 0.02392246485862475, 49.177912997548894, -19.694829354164025, -1.7976931348623157e+308, -16.260703557983078, -3.2964426588644575, 0.009765183570780404, -25.99413340620343, 0.039561107209352235, -0.027962046318155784, -0.18102063853034692, 2.001157383964121, -0.4888175915567744, 0.13553083824831397, -5e-324], np.float64).reshape((2, 3, 2, 2))]
INPUT_TYPES = ['tensor<6x3x3x1xf64>', 'tensor<2x3x2x2xf64>']
OUTPUT_TYPES = [np.float64]
ORACLE = "iree"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 0, 2, 0), 0.0, 0.0),
    (0, (0, 1, 1, 0), 0.0, 0.0),
    (0, (1, 0, 2, 0), 0.0, 0.0),
    (0, (1, 1, 1, 0), 0.0, 0.0),
]


def run():
    import iree.compiler
    import iree.runtime
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    results = [] if results is None else results if isinstance(results, (list, tuple)) else [results]
    return [np.asarray(r.to_host()) for r in results]


def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True


def reproduce():
    """(whether the divergence shows, what was seen)."""
    if KIND in ("crash", "timeout"):
        try:
            p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True,
                               text=True, timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
            return True, f"still running after {TIME_LIMIT} s"
        last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
        died = p.returncode != 0 and "Traceback" not in p.stderr
        return died, f"the process ended with status {p.returncode}: {last}"
    try:
        outputs = run()
    except Exception as e:  # the implementation refused the program
        return KIND == "wrong-rejection", f"rejected: {str(e).strip().splitlines()[0][:300]}"
    if KIND != "wrong-result":
        return False, "compiled and ran it"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of a crash check
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
