"""StableHLO -> ONNX: a translator for the ops with a faithful ONNX equivalent.

`translate(module, func)` builds an `onnx.ModelProto` (opset `OPSET`) whose inputs and outputs
are `func`'s; an op, attribute value or element type that does not map raises `Untranslatable`
with the reason. Each op's handler is looked up in `registry.HANDLERS` by the op's name (the
package's `__init__` imports every family module, which fills it).
"""
from __future__ import annotations

import numpy as np
import onnx
from onnx import helper

from spec.ir import Module, Value
from spec.types import TensorType

from .graph import BOUNDARY, OPSET, Graph, Untranslatable, element_name, value_info
from .registry import HANDLERS


class Translator:
    """Walks a function, mapping each StableHLO value to an ONNX value name (a list of names
    for a tuple)."""

    def __init__(self, module: Module):
        self.module = module
        self.names: dict[Value, str | list] = {}
        self.inlining: list[str] = []

    def function(self, func: str, outputs: list[Value] | None = None) -> onnx.ModelProto:
        f = self.module.func(func)
        if f.body is None:
            raise Untranslatable(f"@{func} is a declaration")
        graph = Graph(self)
        inputs = []
        for i, arg in enumerate(f.arguments):
            et = element_name(arg.type)
            name = f"arg{i}"
            inputs.append(value_info(name, BOUNDARY.get(et, et), arg.type.shape))
            self.names[arg] = graph.cast(name, et) if et in BOUNDARY else name
        results = self.block(graph, f.body.block, skip_checks=outputs is not None)
        if outputs is not None:
            results = [self.names[v] for v in outputs]
            types = [v.type for v in outputs]
        else:
            types = list(f.type.results)
        if not types:
            raise Untranslatable(f"@{func} returns nothing: ONNX Runtime refuses a model without "
                                 "outputs")
        outs = []
        for i, (name, t) in enumerate(zip(results, types)):
            et = element_name(t)
            if et in BOUNDARY:
                name = graph.cast(name, BOUNDARY[et])
            final = f"result{i}"
            graph.raw("Identity", [name])
            graph.nodes[-1].output[0] = final
            outs.append(value_info(final, BOUNDARY.get(et, et), t.shape))
        model = helper.make_model(helper.make_graph(graph.nodes, func, inputs, outs),
                                  opset_imports=[helper.make_opsetid("", OPSET)])
        model.ir_version = 10
        return model

    def block(self, graph: Graph, block, skip_checks: bool = False) -> list:
        """Translates a block's ops into `graph`; returns the names its terminator returns.
        `skip_checks`: check ops are left out (their operands are the outputs)."""
        for op in block.ops:
            if op.name in ("func.return", "stablehlo.return"):
                return [self.names[v] for v in op.operands]
            if op.dialect == "check":
                if skip_checks:
                    continue
                raise Untranslatable(f"{op.name} (a check op) has no ONNX equivalent")
            where = f" at {op.location}" if op.location else ""
            handler = HANDLERS.get(op.name)
            if handler is None:
                raise Untranslatable(f"{op.name}{where} has no ONNX translation")
            for t in op.result_types + op.operand_types:
                if t.__class__.__name__ != "TupleType":
                    element_name(t)
            ins = [self.names[v] for v in op.operands]
            if all_empty(op.result_types):  # ORT mishandles some zero-size shapes; empty
                outs = [graph.const(np.zeros(t.shape, t.element_type.dtype), element_name(t))
                        for t in op.result_types]  # results are the same whatever the op
                for v, name in zip(op.results, outs):
                    self.names[v] = name
                continue
            try:
                outs = handler(graph, op, ins)
            except Untranslatable as e:
                raise Untranslatable(f"{op.name}{where}: {e}") from None
            for v, name in zip(op.results, outs):
                self.names[v] = name
        raise Untranslatable("a block without a terminator")


def all_empty(types) -> bool:
    return bool(types) and all(isinstance(t, TensorType) and 0 in t.shape for t in types)


def translate(module: Module, func: str = "main",
              outputs: list[Value] | None = None) -> onnx.ModelProto:
    """`func` of `module` as an ONNX model; `outputs`, when given, replaces the function's
    results (used to turn a corpus case's checked values into outputs)."""
    return Translator(module).function(func, outputs)
