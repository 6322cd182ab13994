#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: sort on i2 (wrong-rejection).

The spec (sort): Sorts 1-dimensional slices of `inputs` along the dimension `dimension`
together, according to a `comparator` and produces `results`.

Seen: wrong-rejection: INTERNAL: Inputs must have the same shape
The spec's results: [-2, 1] : (2,); [6, 5] : (2,)

Known divergence (oracles/known_divergences.toml, xla sort): XLA CPU rejects a valid variadic
sort mixing a 2-bit operand (i2, ui2) with one of another width: sort(%a : tensor<2xi8>, %b :
tensor<2xi2>, comparator LT on %a) fails to compile with 'INTERNAL: Inputs must have the same
shape' (the 2-bit layout differs), in either order and with i1, i4, i8, ui64, f32 partners; (i2,
ui2), (i8, i4), (i4, f32) compile (XLA bug). This entry covers sorts whose first operand is
2-bit; the finding key of one whose first operand is wider (i8, ui8, ui64) names that type,
which an entry cannot single out. Reproduced by the hand-written program seeds.toml (XLA CPU
rejects a valid variadic sort mixing a 2...).

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import ml_dtypes
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2xi2>, %arg1: tensor<2xi8>) -> (tensor<2xi2>, tensor<2xi8>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i2>, %arg3: tensor<i2>, %arg4: tensor<i8>, %arg5: tensor<i8>):
      %1 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i2>, tensor<i2>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2xi2>, tensor<2xi8>) -> (tensor<2xi2>, tensor<2xi8>)
    return %0#0, %0#1 : tensor<2xi2>, tensor<2xi8>
  }
}
"""
INPUTS = [np.array([1, -2], ml_dtypes.int2).reshape((2,)), np.array([5, 6], np.int8).reshape((2,))]


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
