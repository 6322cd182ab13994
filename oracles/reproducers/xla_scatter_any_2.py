#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: scatter on f32 (wrong-result).

The spec (scatter): Produces `results` tensors which are equal to `inputs` tensors except that
several slices specified by `scatter_indices` are updated with the values `updates` using
`update_computation`.

The oracle's verdict: output 0: fail (exact): 1 element(s) differ; worst at index [3, 3]:
expected np.float32(20.0), actual np.float32(0.0), error 1.101e+09 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "exact" accepts for it.

Known divergence (oracles/known_divergences.toml, xla scatter): XLA skips a whole update window
when any of its elements falls out of bounds (XLA's own scatter semantics): a 2x2 window at (3,
3) of a 4x4 input leaves element (3, 3) unchanged; the spec checks each result_index separately
(updates in-bounds elements, skips the others), as eval_module does XLA GPU gives the same
results (corpus scatter_out_of_bounds_elements_skipped: 0 where the in-bounds update gives 20).
(jaxlib 0.11.2 with jax-cuda13-plugin, H100 and H200, 2026-11-27; jax alone, the same program on
both platforms). Reproduced by the hand-written program seeds.toml (XLA skips a whole update
window when any of its ...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<1x2xi32>, %arg2: tensor<1x2x2xf32>) -> tensor<4x4xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<1x2xi32>, tensor<1x2x2xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
"""
INPUTS = [np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], np.float32).reshape((4, 4)), np.array([3, 3], np.int32).reshape((1, 2)), np.array([20.0, 30.0, 40.0, 50.0], np.float32).reshape((1, 2, 2))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (3, 3), 20.0, 0.0),
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
