"""Builders for tests: a module of one op and its inputs, the compare op of comparator regions,
built as spec.ir with spec.build's builders (re-exported here; the printer writes the text),
plus the shared helpers of the test modules (one submodule per concern, so that no test module
imports another):

- `floats`: an independent model of each float format; `tensors`: random tensors of any bit
  pattern, bitwise comparison; `sources`: the seed spec, the constraint corpus;
- `oracles`: programs shared by the oracle tests, jaxlib's compiler in a child process;
  `backends`: misbehaving backend functions for worker tests; `schema`: a JSON Schema subset;
- `differential`: the hand-written differential tables' programs, inputs and runs.
- `models`: small realistic multi-op programs, the fixtures of the mutant harness.
- `limits`: a memory cap for the tests of hostile inputs.
"""
from __future__ import annotations

import numpy as np

import spec
from spec.build import (Builder, binary_region, bool_array, conv_dimensions, dense, enum,
                        floating, function, i64_array, i64_matrix, integer, region, string, struct,
                        symbol, tensor_type)
from spec.ir import Module

__all__ = ["one_op", "one_op_text", "compare", "Builder", "binary_region", "bool_array",
           "conv_dimensions", "dense", "enum", "floating", "function", "i64_array", "i64_matrix",
           "integer", "region", "string", "struct", "symbol", "tensor_type"]


def one_op(name: str, operands, result_types, attributes: dict | None = None,
           regions=()) -> tuple[Module, list]:
    """(module, inputs): @main takes one argument per operand and returns the results of op
    `name` (`stablehlo.<name>` unless it has a dialect) applied to them. `operands` are
    (element type name, array) pairs, the argument types taken from the arrays' shapes;
    `result_types` are types or (shape, element type name) pairs."""
    types, inputs = [], []
    for et, array in operands:
        array = np.asarray(array)
        types.append(tensor_type(array.shape, et))
        inputs.append(np.asarray(array, types[-1].element_type.dtype))
    results = [tensor_type(*t) if isinstance(t, tuple) else t for t in result_types]
    main = function("main", types, lambda b, args: b.op(name, args, results, attributes, regions),
                    visibility="public")
    return Module([main]), inputs


def compare(b: Builder, direction: str, lhs, rhs, compare_type: str | None = None):
    """Appends `stablehlo.compare` of `lhs` and `rhs` (rank 0, the operands of comparator
    regions) to `b`; returns its i1 result."""
    attributes = {"comparison_direction": enum("comparison_direction", direction)}
    if compare_type:
        attributes["compare_type"] = enum("comparison_type", compare_type)
    return b.op("compare", [lhs, rhs], [tensor_type((), "i1")], attributes)[0]


def one_op_text(*args, **kwargs) -> tuple[str, list]:
    """one_op's module printed."""
    module, inputs = one_op(*args, **kwargs)
    return spec.print_module(module), inputs
