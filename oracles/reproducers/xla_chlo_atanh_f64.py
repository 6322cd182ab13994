#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.atanh on f64 (wrong-result).

The spec (chlo.atanh): chlo.atanh is a CHLO op, outside the StableHLO spec: upstream's
ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 3 ULP (chlo.atanh, xla)): 1 element(s) differ; worst at
index [2, 0, 1]: expected np.float64(0.4237919960518992), actual
np.float64(0.42379199605189644), error 50 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 3 ULP (chlo.atanh, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.atanh): XLA's f64 atanh is 0.5 log((1
+ x) / (1 - x)) without log1p: 109 ULP at x = -0.4118 (f32 is accurate: 2 ULP). Reproduced by
the conformance case chlo.atanh/f64/generated_4.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<3x3x9xf64>) -> tensor<3x3x9xf64> {
    %0 = chlo.atanh %arg0 : tensor<3x3x9xf64> -> tensor<3x3x9xf64>
    return %0 : tensor<3x3x9xf64>
  }
}
"""
INPUTS = [np.frombuffer(bytes.fromhex('0000000000000000000000000000f89feacaf37289c48bbf0100000000000080560d5780a9772e404bf3b3e3eba7a7bf6d6839315b5cd23f87dc0c7ab38b7ebf00000000000040c3b83d582ec7d0c53f0000000000000080010000000000f03f79758841f753473f6b691433705b6b3fffffffffffff0f80478732846d06ec3f0000000000000080aec9b61354fc973f30cfc4cba5a6bcbfffffffffffff0f80c11bcb2d3b5c95bfe4748641503e80bffffffffffffff75f01000000000040c3e5a6476826b84f40bb3ecd8c4fad923f46f19d7fd3140940a8a5becf964130c08b17a9860aa3923f281a5a909a1fe6bf000000000000f87fa037140f414585bfc93490acefb58fbf0000000000000080f53bb4770c0cbc3f000000000000f8ffc877ecef509ebc3f000000000000f8bf000000000000f07f2868118a36fe214043be8bb6387c35c09e23d7eed788e9bf00000000000000804b6642d7b289943f000000000000f87fcd0379b8923a983f0000000000000440fffffffffffff75f000000000000e0bf000000000000f07f1c515f6c8b9a1040723e9a3f8d6323c010d256328841374041fcc601fc7fa43fdcb3c5a76967c5bfe1c97b9f919bd93fffffffffffff0f800100000000000000000000000000008000000000000010806985fff2832efc3f0000000000000080000000000000f87f050000000000f87feab87cbbbdf0c73ffbed190204ab394000000000008040c0324199845c0e314001000000000040c3cc2e58f11c782440ffffffffffffdf7f000000000000f0ffa19ac01c4878d63f0000000000001080bb06f9ed860e95bf9788d40837a5a93f00000000000000005239037ae1ffca3f7ca9a5440d7834c0ffffffffffffef7f0000000000000440'), np.float64).reshape((3, 3, 9))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (2, 0, 1), 0.4237919960518992, 1.6653345369377348e-16),
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
