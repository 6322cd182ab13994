#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: tanh on f64 (wrong-result).

The spec (tanh): Performs element-wise hyperbolic tangent operation on `operand` tensor and
produces a `result` tensor. For floats: `tanh` from IEEE-754.

The oracle's verdict: output 0: fail (<= 3 ULP (tanh, xla)): 1 element(s) differ; worst at index
[0, 8]: expected np.float64(1.0), actual np.float64(0.9999999999999992), error 7 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (tanh, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla tanh): XLA CPU's f64 tanh is 6 ULP off
near saturation: tanh(-19.0 : f64) is -0.9999999999999992 in XLA (jax.jit(jnp.tanh) alone),
-0.9999999999999999 correctly rounded (1 - 2e^-38; mpmath), where the rule allows 3 ULP (the
reference, libm's tanh, gives -1.0, 1 ULP off); finding 54b4cadd9cffcb28. Reproduced by the
conformance case tanh/f64/generated_4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x15xf64>) -> tensor<3x15xf64> {
    %0 = stablehlo.tanh %arg0 : tensor<3x15xf64>
    return %0 : tensor<3x15xf64>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('e8847ef13062883f000000000000f0ff000000000000f83fcab9e5101002ba3f9cc9d8302bfd1440050000000000f87f00000000004052403902bf0bf64803c070160a35b8743340010000000000008001000000000000000000000000000440000000000000f89f88bc3421be2d4240ffffffffffffef7f9e92cbb86b10e3bf0000000000000000a1b220cf8fcd8fbf865c8b32d05286bf0000000000000080f2fd45b49c37e03f9b036fb6ddcd12400000000000004043000000000000f8ff000000000000008000000000000050c00000000000000080561e0e5d980c8ebf00000000000004c0c4120ba43a45a1bf000000000000000000000000000000000000000000001080abaaf1305d2546c0a02ad53d93fef0bf9d4bbd6af806e8bf34df2f65e7a34cc00000000000000080ffffffffffffdf7f00000000000040435a78badc31cd2fc09db89c0e6cee0bc09b6f052caee921c000000000000000800000000000003e40'), np.float64).reshape((3, 15))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 8), 1.0, 3.3306690738754696e-16),
]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


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
