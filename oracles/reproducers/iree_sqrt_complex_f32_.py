#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: log on complex<f32> (wrong-result).

The spec (log): Performs element-wise logarithm operation on `operand` tensor and produces a
`result` tensor. Depending on the element type, does the following: For complex numbers: complex
logarithm.

The oracle's verdict: output 0: fail (<= 2 ULP of |result| (log, iree)): 2 element(s) differ;
worst at index [1, 2, 2]: expected np.complex64(-0.020050678-2.581569j), actual
np.complex64(-0.020050708-2.5815704j), error 6 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 2 ULP of |result| (log, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree log): IREE's complex<f32> sqrt, rsqrt and
logarithms lose accuracy: sqrt(5.5340232e19 - 1i) = 7439101440 + 463.4i where the value is
7439101440 - 6.7e-11i (sqrt/complex<f32>/case_1); rsqrt(-15.165 - 0i) = -0.2568i, the zero's
sign ignored (the value, on that side of the branch cut, is +0.2568i; rsqrt/complex<f32>/case_3,
7 elements, under result_accuracy HIGHEST); log/complex<f32>/case_2 gives -0.020050708 -
2.5815704i for -0.020050678 - 2.581569i (about 6 ULP of |value|),
log_plus_one/complex<f32>/case_1 0.12654664 + 0.47783047i for 0.12654665 + 0.47783065i
Reproduced by the conformance case log/complex<f32>/case_2.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone.
"""
import hashlib
import re
import subprocess
import sys
from math import copysign, inf, nan

import ml_dtypes
import numpy as np


PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x4x9xcomplex<f32>>) -> tensor<3x4x9xcomplex<f32>> {
    %0 = stablehlo.log %arg0 : tensor<3x4x9xcomplex<f32>>
    return %0 : tensor<3x4x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(7.8774213790893555, 6.644432067871094), complex(-2.3789753913879395, 4.86282205581665), complex(-0.24183152616024017, -0.6855185627937317), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-0.017430802807211876, -6.544233322143555), complex(0.07190722972154617, -0.1260431557893753), complex(-0.75, 1.1754942106924411e-38), complex(0.003639576490968466, 0.0), complex(-0.0, 0.6496404409408569), complex(-1.0, -3.8210737705230713), complex(-0.75, 1.0000001192092896), complex(1.1068045784518754e+19, 1.475739437935834e+19), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-2.7670116110564327e+19, 1.0), complex(-0.9968641996383667, 1.222395658493042), complex(-0.0, 1.0), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(-5.291632652282715, 0.11611095070838928), complex(6.860137939453125, -0.001531590591184795), complex(-0.5, 1.0), complex(-1.926260232925415, 10.734553337097168), complex(1.9101142883300781, 6.0), complex(-0.05963350459933281, 0.7400612831115723), complex(34.0, -0.3173801600933075), complex(13.285106658935547, -1.0907293558120728), complex(1.1068045784518754e+19, 1.475739437935834e+19), complex(-1.7014117331926443e+38, 1.0), complex(0.24399618804454803, 0.29533782601356506), complex(-0.013495078310370445, -0.0101842749863863), complex(1.0, -3.6893485948395848e+19), complex(-6.463583946228027, -2.796278238296509), complex(-33.27540588378906, -1.198594331741333), complex(-24.043088912963867, -0.042545583099126816), complex(0.36302778124809265, 0.005322959739714861), complex(0.019012901932001114, 14.26218318939209), complex(-0.0333951972424984, 5.6444573402404785), complex(-0.01573784463107586, 1.1981033086776733), complex(-1.5, 1.0), complex(1.0, -3.6893485948395848e+19), complex(5.5340232221128655e+19, -1.0), complex(1.1754942106924411e-38, 1.0), complex(-0.002342613646760583, 20.99747085571289), complex(1.0, -3.6893485948395848e+19), complex(-0.75, -16777218.0), complex(13.0, 0.01128061581403017), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-1.749107003211975, 66.7941665649414), complex(-1.401298464324817e-45, 1.0), complex(-0.343740314245224, -0.026580732315778732), complex(0.08679661154747009, 0.18471397459506989), complex(-0.75, -16777216.0), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-0.008100496605038643, 89.32232666015625), complex(-7.0, -0.01286541111767292), complex(0.34470775723457336, 0.09578997641801834), complex(-1.9887454509735107, 10.137120246887207), complex(-0.8304239511489868, -0.5206612348556519), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-1.401298464324817e-45, -1.1754943508222875e-38), complex(5.5340232221128655e+19, -1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.07284010946750641, 1.0431333780288696), complex(0.16258946061134338, 0.2543427348136902), complex(-1.1754943508222875e-38, 0.0615602470934391), complex(-0.07440551370382309, -0.11086707562208176), complex(-1.123065710067749, 0.1520533263683319), complex(49.64949035644531, 32.818477630615234), complex(1.1754943508222875e-38, -30.224794387817383), complex(-52.853363037109375, 0.9108046293258667), complex(-30.0, -47.11079406738281), complex(1.1754942106924411e-38, 1.0), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(0.0, 0.4619128108024597), complex(-1.483193278312683, 2.0), complex(2.0382895469665527, -0.0), complex(0.018690379336476326, 3.3211913108825684), complex(1.0000001192092896, 1.0), complex(-0.09978169947862625, 3.1524198055267334), complex(0.026769010350108147, 0.011585274711251259), complex(0.0, 0.02654198743402958), complex(3.5890824794769287, 0.1281469613313675), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(0.009712408296763897, 12.700664520263672), complex(2.012331008911133, 1.1256757974624634), complex(-0.0, 0.13463784754276276), complex(-0.0, 1.509805679321289), complex(0.07870440930128098, -9.740336418151855), complex(-0.0, -15.862319946289062), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(0.006647313479334116, -0.0), complex(0.013659041374921799, 0.0538899190723896), complex(-0.37839987874031067, -0.10142211616039276), complex(-0.0974256619811058, 16.0), complex(-0.75, 1.1754942106924411e-38), complex(1.1068045784518754e+19, 1.475739437935834e+19), complex(-0.75, 0.5), complex(14.615933418273926, -0.36659154295921326), complex(0.016466140747070312, -0.1592952311038971), complex(-0.004262737464159727, 1.401298464324817e-45), complex(-0.06719058007001877, 0.0040283286944031715), complex(-0.0, 27.171470642089844), complex(-0.4875851273536682, -3.1089963912963867), complex(-24.95000648498535, 3.4028234663852886e+38), complex(-0.1324554830789566, 10.989106178283691), complex(8.722536087036133, 0.06310092657804489), complex(0.0030865322332829237, 0.010725529864430428), complex(-0.0056290291249752045, 34.62981414794922), complex(0.4505499303340912, -7.802423477172852)], np.complex64).reshape((3, 4, 9))]
INPUT_TYPES = ['tensor<3x4x9xcomplex<f32>>']
OUTPUT_TYPES = [np.complex64]
ORACLE = "iree"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (1, 2, 2), complex(-0.02005067840218544, -2.581568956375122), 4.770153858565547e-07),
    (0, (2, 1, 2), complex(0.8354190587997437, 0.5100230574607849), 1.1920928955078125e-07),
]
DIGESTS = []  # (output, sha256 of the spec's values' bytes)


def run():
    import iree.compiler
    import iree.runtime
    try:
        vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                         extra_args=["--iree-input-demote-f64-to-f32=false"])
    except iree.compiler.CompilerToolError as e:  # a negative code: a signal killed iree-compile
        code = re.search(r"^Error code: (-\d+)$", str(e), re.M)
        if code:
            raise SystemExit(f"iree-compile was killed by signal {-int(code.group(1))}")
        raise
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
    seen += [f"output {k} is not the spec's, bit for bit (sha256 {digest[:12]}...)"
             for k, digest in DIGESTS
             if hashlib.sha256(np.ascontiguousarray(outputs[k]).tobytes()).hexdigest() != digest]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":
    if sys.argv[1:] == ["--run"]:  # the child of a crash check
        run()
        sys.exit(0)
    shows, seen = reproduce()
    print(f"REPRODUCES: {seen}" if shows else f"does not reproduce: {seen}")
    sys.exit(1 if shows else 0)
