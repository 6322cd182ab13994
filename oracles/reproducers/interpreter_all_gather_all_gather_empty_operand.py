#!/usr/bin/env python3
"""The StableHLO interpreter (jaxlib eval_module) vs the StableHLO spec: all_gather on f32 (wrong-rejection).

The spec (all_gather): Within each process group in the StableHLO process grid, concatenates the
values of the `operands` tensors from each process along `all_gather_dim` and produces `results`
tensors.

Seen: wrong-rejection: Unable to parse module assembly: error: "-":4:10: dimension size of
operand at 'all_gather_dim' cannot be zero

Known divergence (oracles/known_divergences.toml, stablehlo-interpreter all_gather): jaxlib's
verifier rejects an operand of size 0 in all_gather_dim ('dimension size of operand at
all_gather_dim cannot be zero'); the spec's all_gather constraints (C1-C7) allow it:
concatenating empty parts gives an empty result. Reproduced by the conformance case
ops/all_gather/all_gather_empty_operand.

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
  "func.func"() <{function_type = (tensor<0x2xf32>) -> tensor<0x2xf32>, sym_name = "all_gather_empty_operand"}> ({
  ^bb0(%arg0: tensor<0x2xf32>):
    %0 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<0x2xf32>) -> tensor<0x2xf32>
    "func.return"(%0) : (tensor<0x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<0x2xf32>, tensor<0x2xf32>) -> (tensor<0x2xf32>, tensor<0x2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<0x2xf32>, %arg1: tensor<0x2xf32>):
    %0:2 = "interpreter.run_parallel"(%arg0, %arg1) {programs = [[@all_gather_empty_operand], [@all_gather_empty_operand]]} : (tensor<0x2xf32>, tensor<0x2xf32>) -> (tensor<0x2xf32>, tensor<0x2xf32>)
    "func.return"(%0#0, %0#1) : (tensor<0x2xf32>, tensor<0x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""
INPUTS = [(np.array([], np.float32).reshape((0, 2)), 'tensor<0x2xf32>'), (np.array([], np.float32).reshape((0, 2)), 'tensor<0x2xf32>')]


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
