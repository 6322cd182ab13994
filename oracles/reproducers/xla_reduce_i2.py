#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: reduce on ui2 (wrong-rejection).

The spec (reduce): Applies a reduction function `body` to `inputs` and `init_values` along the
`dimensions` and produces `results` tensors.

Seen: wrong-rejection: INTERNAL: RET_CHECK failure
(external/xla/xla/hlo/transforms/expanders/reduce_decomposer.cc:95)
reduce->inputs()[i]->shape().layout() == reduce->inputs()[0]->shape().layout()
The spec's results: [3] : (); [ True] : ()

Known divergence (oracles/known_divergences.toml, xla reduce): XLA CPU rejects a valid variadic
reduce whose first input is 2-bit (i2, ui2) and another input is not: reduce(%a : tensor<2xui2>,
%b : tensor<2xi1>, inits, add/add body, dimensions = [0]) fails to compile with 'INTERNAL:
RET_CHECK failure (xla/hlo/transforms/expanders/reduce_decomposer.cc:95)
reduce->inputs()[i]->shape().layout() == reduce->inputs()[0]->shape().layout()' (the 2-bit
layout carries element_size_in_bits); (ui2, i8), (i2, f32), (ui2, i4) too, while (i8, i2), (i1,
ui2), (i2, ui2), (i4, i8) compile, and so does the same reduce_window (XLA bug). Reproduced by
the hand-written program seeds.toml (XLA CPU rejects a valid variadic reduce whose fi...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xui2>, %arg1: tensor<2xi1>, %arg2: tensor<ui2>, %arg3: tensor<i1>) -> (tensor<ui2>, tensor<i1>) {
    %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<2xui2>, tensor<2xi1>, tensor<ui2>, tensor<i1>) -> (tensor<ui2>, tensor<i1>)
     reducer(%arg4: tensor<ui2>, %arg6: tensor<ui2>) (%arg5: tensor<i1>, %arg7: tensor<i1>)  {
      %1 = stablehlo.add %arg4, %arg6 : tensor<ui2>
      %2 = stablehlo.add %arg5, %arg7 : tensor<i1>
      stablehlo.return %1, %2 : tensor<ui2>, tensor<i1>
    }
    return %0#0, %0#1 : tensor<ui2>, tensor<i1>
  }
}
"""
INPUTS = [np.array([1, 2], ml_dtypes.uint2).reshape((2,)), np.array([True, False], np.bool_).reshape((2,)), np.array([0], ml_dtypes.uint2).reshape(()), np.array([False], np.bool_).reshape(())]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip()[:300]}"
    return False, "compiled and ran it"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
