#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: divide on complex<f32> (wrong-result).

The spec (divide): Performs element-wise division of dividend `lhs` and divisor `rhs` tensors
and produces a `result` tensor. Depending on the element type, does the following: For complex
numbers: complex division.

The oracle's verdict: output 0: fail (<= 1 ULP of |result| (divide, iree)): 5 element(s) differ;
worst at index [0, 3]: expected np.complex64(1+0j), actual np.complex64(nan+nanj), error inf ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 1 ULP of |result| (divide, iree)" accepts for it.

Known divergence (oracles/known_divergences.toml, iree divide): IREE's complex<f32> arithmetic
overflows and underflows inside: (6.5e-20 + 8.7e-20i) / itself is nan + nan i (the divisor's
|b|^2 underflows, no scaling), and tanh and sinh of 1 - 3.7e19i have NaN parts where the values
are finite (divide/complex<f32>/case_1 and case_3, tanh/complex<f32>/case_1 and case_2,
chlo.sinh/complex<f32>/case_1 to case_3 of the run of 2026-11-27) Reproduced by the conformance
case divide/complex<f32>/case_1.

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
  func.func @main(%arg0: tensor<3x9xcomplex<f32>>, %arg1: tensor<3x9xcomplex<f32>>) -> tensor<3x9xcomplex<f32>> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<3x9xcomplex<f32>>
    return %0 : tensor<3x9xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19), complex(-0.08225852251052856, 0.010504399426281452), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(5.5340232221128655e+19, -1.0), complex(1.8373140096664429, 0.14463628828525543), complex(-1.9265151023864746, 0.9132425785064697), complex(0.40193280577659607, 0.005547362845391035), complex(-0.4636608064174652, -0.0229796115309), complex(-1.1754943508222875e-38, -4.80803108215332), complex(-16.313766479492188, 0.0068401554599404335), complex(4.762774467468262, 1.3702846765518188), complex(-9.621695518493652, 1.1754943508222875e-38), complex(0.007787197828292847, 0.5218892693519592), complex(-1.475739437935834e+19, 1.1068045784518754e+19), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(9.58337116241455, 0.09001025557518005), complex(-1.7014117331926443e+38, 1.0), complex(-0.1407250612974167, -28.0), complex(0.1114489883184433, -19.149858474731445), complex(-0.008089043200016022, -0.007073076441884041), complex(-0.75, -1.5), complex(4.008271217346191, 93.3525619506836), complex(3.0534234046936035, -0.10827557742595673), complex(0.6928020119667053, -0.017201535403728485), complex(-0.75, 1.1754942106924411e-38), complex(0.09591375291347504, 0.020212778821587563)], np.complex64).reshape((3, 9)), np.array([complex(-0.75, 0.5), complex(1.0395588874816895, 0.9465330839157104), complex(1.1754943508222875e-38, 1.0), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.02039867825806141, 0.030826758593320847), complex(-1.4486862421035767, -0.0057103135623037815), complex(-0.12099074572324753, -14.687767028808594), complex(-1.099139928817749, -22.673067092895508), complex(-0.6830702424049377, -0.03674062341451645), complex(0.08836305886507034, 1.194062352180481), complex(-0.14943300187587738, 4.336219787597656), complex(-1.9521825313568115, -3.996640920639038), complex(0.02142360433936119, -0.03575614094734192), complex(-0.26729464530944824, 0.018049459904432297), complex(1.475739437935834e+19, -1.1068045784518754e+19), complex(0.026339976117014885, -10.343905448913574), complex(16.286149978637695, -0.0727853775024414), complex(3.6769235134124756, 0.008550656028091908), complex(0.12263868749141693, 1.3490098714828491), complex(0.0013882203493267298, -0.004758670926094055), complex(0.9871792197227478, 0.0), complex(0.002137322910130024, -11.66739273071289), complex(-6.937715530395508, 5.0464067459106445), complex(0.7912599444389343, 0.004744368139654398), complex(-1.7354168891906738, 0.0724870041012764), complex(0.75, -1.1754942106924411e-38), complex(11.088272094726562, -0.019801409915089607)], np.complex64).reshape((3, 9))]
INPUT_TYPES = ['tensor<3x9xcomplex<f32>>', 'tensor<3x9xcomplex<f32>>']
OUTPUT_TYPES = [np.complex64]
ORACLE = "iree"
KIND = "wrong-result"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 3), complex(1.0, 0.0), 0.0),
    (0, (1, 8), complex(-4.627244645844535e+37, 1.0760620479882668e+35), 0.0),
    (0, (2, 5), complex(3.8579792976379395, -0.15997177362442017), 2.388837865275353e-07),
    (0, (1, 4), complex(0.10224490612745285, -1.945582628250122), 1.1944189326376765e-07),
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
