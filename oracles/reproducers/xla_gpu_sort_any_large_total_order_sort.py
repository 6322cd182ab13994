#!/usr/bin/env python3
"""XLA GPU vs the StableHLO spec: sort on f32 (wrong-result).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

Seen: not run when this script was written: no jax GPU plugin is installed (one of
jax_cuda13_plugin, jax_cuda12_plugin, jax_rocm7_plugin, jax_rocm6_plugin); every element is
checked against the spec's value.
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the suite accepts.

Known divergence (oracles/known_divergences.toml, xla-gpu sort): XLA GPU's stable sort of 131072
f32 keys with a TOTALORDER LT comparator (and their indices) orders -0 and +0 wrongly and breaks
stability: 592 keys are +0 where -0 comes first, and 1258 indices differ (index 51553 where 263
is right; sort/f32/large_1); the sorts of 3 to 127 keys of the run pass; XLA CPU sorts it
correctly; jax alone, tests/oracles/test_xla_gpu.py. Reproduced by the hand-written program
seeds.toml (XLA GPU's stable sort of 131072 f32 keys with a ...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib (with its GPU plugin and a GPU),
numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the divergence shows, "does not
reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125 when it cannot check (the
program failed where a result was expected, or jax sees no GPU; git bisect run skips a version
with that status).
"""
import hashlib

import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<i32>) -> (tensor<131072xf32>, tensor<131072xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<131072xi32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i32>) -> tensor<131072xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<131072xi32>
    %c = stablehlo.constant dense<80> : tensor<131072xi32>
    %3 = stablehlo.remainder %2, %c : tensor<131072xi32>
    %c_0 = stablehlo.constant dense<40> : tensor<131072xi32>
    %4 = stablehlo.subtract %3, %c_0 : tensor<131072xi32>
    %5 = stablehlo.convert %4 : (tensor<131072xi32>) -> tensor<131072xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<131072xf32>
    %6 = stablehlo.divide %5, %cst : tensor<131072xf32>
    %c_1 = stablehlo.constant dense<20> : tensor<131072xi32>
    %7 = stablehlo.remainder %0, %c_1 : tensor<131072xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<131072xi32>
    %8 = stablehlo.compare EQ, %7, %c_2 : (tensor<131072xi32>, tensor<131072xi32>) -> tensor<131072xi1>
    %cst_3 = stablehlo.constant dense<-0.000000e+00> : tensor<131072xf32>
    %9 = stablehlo.select %8, %cst_3, %6 : tensor<131072xi1>, tensor<131072xf32>
    %10:2 = "stablehlo.sort"(%9, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %11 = stablehlo.compare LT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<131072xf32>, tensor<131072xi32>) -> (tensor<131072xf32>, tensor<131072xi32>)
    return %10#0, %10#1 : tensor<131072xf32>, tensor<131072xi32>
  }
}
"""
INPUTS = [np.array([7919], np.int32).reshape(())]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
]
DIGESTS = [(0, '434948590a9752ef0605da5f1ae4d86680705c5d8d9a52564da2ff37fccf2c84'), (1, '639d7d7825e9e517153ede8f59ddd71a77281c322df10278f4427a09a97f4f2d')]  # (output, sha256 of the spec's values' bytes)


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("gpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:  # whether jax sees a GPU (CUDA, ROCm): without one there is nothing to tell
        jax.extend.backend.get_backend("gpu")
    except RuntimeError as e:
        return None, f"jax sees no GPU here: {e}"
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))]
    seen += [f"output {k} is not the spec's, bit for bit" for k, digest in DIGESTS
             if hashlib.sha256(np.ascontiguousarray(outputs[k]).tobytes()).hexdigest() != digest]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
