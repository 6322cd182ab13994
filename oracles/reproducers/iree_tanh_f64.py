#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: cosine on f64 (wrong-rejection).

The spec (cosine): Performs element-wise cosine operation on `operand` tensor and produces a
`result` tensor. Depending on the element type, does the following: For floats: `cos` from
IEEE-754.

Seen: wrong-rejection: iree-lld: error: undefined symbol: cos
The spec's results: [-0.9899925 , 0.54030231, 0.87758256, 0.54030231, -0.41614684, -0.83907153,
1. ] : (7,)

Known divergence (oracles/known_divergences.toml, iree cosine): IREE's llvm-cpu target lowers
these f64 / complex<f64> ops to calls of libm's tanh, sin and cos, which its linker does not
find: "iree-lld: error: undefined symbol: tanh", "failed to link executable and generate target
dylib" (tanh, sine, cosine and tan of f64 and of complex<f64>). Reproduced with IREE alone:
tests/oracles/test_iree_divergences.py Reproduced by the conformance case ops/cosine/cosine_f64.

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
  func.func @main(%arg0: tensor<7xf64>) -> tensor<7xf64> {
    %0 = stablehlo.cosine %arg0 : tensor<7xf64>
    return %0 : tensor<7xf64>
  }
}
"""
INPUTS = [np.array([-3.0, -1.0, 0.5, 1.0, 2.0, 10.0, 1e-310], np.float64).reshape((7,))]
INPUT_TYPES = ['tensor<7xf64>']
OUTPUT_TYPES = [np.float64]
ORACLE = "iree"
KIND = "wrong-rejection"
TIME_LIMIT = 120
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
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
