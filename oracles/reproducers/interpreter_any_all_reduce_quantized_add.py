#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: bitcast_convert on i8 (wrong-rejection).

The spec (bitcast_convert): Performs a bitcast operation on `operand` tensor and produces a
`result` tensor where the bits of the entire `operand` tensor are reinterpreted using the type
of the `result` tensor.

Seen: wrong-rejection: Unable to parse module assembly: error: "-":4:81:
`!"quant"<"uniform<i8:f32, 0.5:-2>">` type created with unregistered dialect. If this is
intended, please call allowUnregisteredDialects() on the MLIRContext, or use
-allow-unregistered-dialect with the MLIR opt tool used

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter bitcast_convert):
jaxlib's MLIR context has no quant dialect: eval_module rejects every quantized program
('!quant.uniform<i8:f32, 0.5:-2> type created with unregistered dialect'), as
tests/oracles/test_differential_quantized.py records for single-process ops; these multi-process
cases (the spec allows quantized operands for every collective, and to_destination_type
requantizes to the computation's type) are checked against hand-derived storage values in their
sidecars. Reproduced by the conformance case ops/all_gather/all_gather_quantized.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import numpy as np
from jax._src.interpreters import mlir  # jax's MLIR context
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

PROGRAM = r""""builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi8>) -> tensor<4xi8>, sym_name = "all_gather_quantized"}> ({
  ^bb0(%arg0: tensor<2xi8>):
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-2>>
    %1 = "stablehlo.all_gather"(%0) {all_gather_dim = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
    %2 = "stablehlo.bitcast_convert"(%1) : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xi8>
    "func.return"(%2) : (tensor<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi8>, tensor<2xi8>) -> (tensor<4xi8>, tensor<4xi8>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>):
    %0:2 = "interpreter.run_parallel"(%arg0, %arg1) {programs = [[@all_gather_quantized], [@all_gather_quantized]]} : (tensor<2xi8>, tensor<2xi8>) -> (tensor<4xi8>, tensor<4xi8>)
    "func.return"(%0#0, %0#1) : (tensor<4xi8>, tensor<4xi8>) -> ()
  }) : () -> ()
}) : () -> ()
"""
INPUTS = [(np.array([1, -128], np.int8).reshape((2,)), 'tensor<2xi8>'), (np.array([127, 0], np.int8).reshape((2,)), 'tensor<2xi8>')]


def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]


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
