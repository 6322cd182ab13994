#!/usr/bin/env python3
"""XLA CPU (jaxlib 0.10.2) rejects chlo.top_k on sub-byte element types, which ChloOps.td
allows (HLO_AnyTensor): "INVALID_ARGUMENT: during context [hlo verifier]: The XLA CPU/GPU
backend does not support custom element sizes on non-sub-byte types: %iota = s32[6]{0:E(4)}
iota()" (the operand's 4-bit element size leaks into the layout of the index iota XLA adds).
Standalone: jax and numpy only. Prints each type's outcome; exit status 1 if any is rejected."""
import sys

import jax
import jaxlib._jax as xc
import ml_dtypes
import numpy as np
from jax.extend import backend

jax.config.update("jax_enable_x64", True)
client = backend.get_backend("cpu")
device = client.devices()[0]
CASES = {"f4E2M1FN": ml_dtypes.float4_e2m1fn, "i4": ml_dtypes.int4, "ui4": ml_dtypes.uint4,
         "i2": ml_dtypes.int2, "ui2": ml_dtypes.uint2, "i8": np.int8}
rejected = False
for name, dtype in CASES.items():
    text = f"""func.func @main(%x: tensor<6x{name}>) -> (tensor<2x{name}>, tensor<2xi32>) {{
  %v, %i = chlo.top_k(%x, k = 2) : tensor<6x{name}> -> (tensor<2x{name}>, tensor<2xi32>)
  return %v, %i : tensor<2x{name}>, tensor<2xi32>
}}"""
    try:
        exe = client.compile_and_load(text, xc.DeviceList((device,)), xc.CompileOptions())
    except Exception as e:
        rejected = True
        print(f"{name}: rejected: {str(e).splitlines()[0][:160]}")
        continue
    x = np.array([1, 0, 1, 1, 0, 1]).astype(dtype)
    out = exe.execute_sharded([jax.device_put(x, device)]).disassemble_into_single_device_arrays()
    print(f"{name}: ok {[np.asarray(o[0]).tolist() for o in out]}")
sys.exit(1 if rejected else 0)
