"""Standalone reproducer (jaxlib 0.10.2, CPU): compiling and running jax's own text of
jnp.linalg.cholesky in a process that did not lower a linalg op first segfaults inside the
lapack_spotrf_ffi handler (jaxlib's LAPACK function pointers are loaded by
jaxlib.lapack._lapack.initialize(), which only jax's lowering calls). With `init` as the
argument it initializes first and prints the factor. oracles/xla.py initializes in its worker.

    python tests/data/repro_xla_lapack_uninitialized.py        # exit status -11 (SIGSEGV)
    python tests/data/repro_xla_lapack_uninitialized.py init   # the Cholesky factor
"""
import sys

import numpy as np

TEXT = """
func.func public @main(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {mhlo.backend_config = {uplo = 76 : ui8},
    operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
    result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}
    : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<3x3xf32>, tensor<i32>
}
"""

if __name__ == "__main__":
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    if sys.argv[1:] == ["init"]:
        from jaxlib import lapack
        lapack._lapack.initialize()
    client = backend.get_backend("cpu")
    device = client.devices()[0]
    executable = client.compile_and_load(TEXT, xc.DeviceList((device,)), xc.CompileOptions())
    a = np.array([[4, 1, 0], [1, 3, 1], [0, 1, 2]], np.float32)
    out = executable.execute_sharded([jax.device_put(a, device)])
    print([np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()])
