"""StableHLO -> ONNX: a translator for the ops with a faithful ONNX equivalent.

`translate(module, func)` builds an `onnx.ModelProto` (opset `OPSET`) whose inputs and outputs
are `func`'s; an op, attribute value or element type that does not map raises `Untranslatable`
with the reason. The op handlers live in `onnx_ops.py` (`HANDLERS`, keyed by mnemonic).

ONNX Runtime's CPU kernels cover only some element types per op (its kernel table,
`KERNELS`, is read from the installed package). Where a kernel lacks a type, `Graph.node`
computes in a wider type when that is exact for the op: `widen="value"` casts to a type holding
every value of the original (i8 -> i16 -> i32, f16 -> f32, ...; right for comparisons, max/min,
division), `widen="modular"` also allows a type of the same width and other signedness and
relies on the cast back wrapping (right for data movement and for +, -, * on integers).
Floats computed in a wider type and rounded back are correctly rounded for +, -, *, /, sqrt
(the wide type has more than twice the precision plus two bits). bf16 crosses the model's
boundary as f32 (exact both ways).
"""
from __future__ import annotations

import itertools
from functools import lru_cache

import numpy as np
import onnx
from onnx import TensorProto, helper

from spec.ir import Module, Value
from spec.types import TensorType

OPSET = 21

ONNX_TYPES = {
    "i1": TensorProto.BOOL, "i8": TensorProto.INT8, "i16": TensorProto.INT16,
    "i32": TensorProto.INT32, "i64": TensorProto.INT64, "ui8": TensorProto.UINT8,
    "ui16": TensorProto.UINT16, "ui32": TensorProto.UINT32, "ui64": TensorProto.UINT64,
    "f16": TensorProto.FLOAT16, "bf16": TensorProto.BFLOAT16, "f32": TensorProto.FLOAT,
    "f64": TensorProto.DOUBLE,
}
"""Element types the translator handles; the others are unsupported by the oracle."""

BOUNDARY = {"bf16": "f32"}
"""Element types that cross the model's inputs and outputs as another type (exactly)."""

WIDER = {
    "i1": ["ui8", "i32"], "i8": ["i16", "i32", "i64"], "i16": ["i32", "i64"], "i32": ["i64"],
    "ui8": ["ui16", "i16", "ui32", "i32", "ui64", "i64"], "ui16": ["ui32", "i32", "ui64", "i64"],
    "ui32": ["ui64", "i64"], "f16": ["f32", "f64"], "bf16": ["f32", "f64"], "f32": ["f64"],
}
"""Value-preserving widenings, narrowest first."""

ORT_NAMES = {"tensor(bool)": "i1", "tensor(int8)": "i8", "tensor(int16)": "i16",
             "tensor(int32)": "i32", "tensor(int64)": "i64", "tensor(uint8)": "ui8",
             "tensor(uint16)": "ui16", "tensor(uint32)": "ui32", "tensor(uint64)": "ui64",
             "tensor(float16)": "f16", "tensor(bfloat16)": "bf16", "tensor(float)": "f32",
             "tensor(double)": "f64"}

SAME_WIDTH = {"i8": "ui8", "ui8": "i8", "i16": "ui16", "ui16": "i16", "i32": "ui32",
              "ui32": "i32", "i64": "ui64", "ui64": "i64"}


class Untranslatable(Exception):
    """The program has something without a faithful ONNX equivalent (the message says what)."""


@lru_cache(maxsize=None)
def kernels() -> dict[tuple[str, str], frozenset[str]]:
    """(ONNX op type, type constraint) -> element type names with a CPU kernel at OPSET."""
    from onnxruntime.capi import _pybind_state as C
    table: dict[tuple[str, str], set[str]] = {}
    for k in C.get_all_opkernel_def():
        lo, hi = k.version_range
        if k.provider == "CPUExecutionProvider" and k.domain == "" and lo <= OPSET <= hi:
            for constraint, types in k.type_constraints.items():
                table.setdefault((k.op_name, constraint), set()).update(
                    ORT_NAMES[t] for t in types if t in ORT_NAMES)
    return {key: frozenset(v) for key, v in table.items()}


def element_name(t) -> str:
    if not isinstance(t, TensorType):
        raise Untranslatable(f"values of type {t} have no ONNX tensor equivalent")
    name = getattr(t.element_type, "name", None)
    if name not in ONNX_TYPES:
        raise Untranslatable(f"element type {t.element_type} has no ONNX Runtime support")
    if any(d is None for d in t.shape):
        raise Untranslatable(f"dynamic shape {t}")
    return name


class Graph:
    """One ONNX graph under construction (the model's, or a Loop / If body)."""

    _counter = itertools.count()

    def __init__(self, translator: "Translator"):
        self.t = translator
        self.nodes: list[onnx.NodeProto] = []

    def fresh(self, hint: str = "v") -> str:
        return f"{hint}{next(Graph._counter)}"

    def raw(self, op_type: str, inputs: list[str], outputs: int = 1, **attrs) -> list[str]:
        if op_type == "Reshape":  # a 0 in the shape is a 0, not "copy the input's dimension"
            attrs.setdefault("allowzero", 1)
        names = [self.fresh(op_type.lower()) for _ in range(outputs)]
        self.nodes.append(helper.make_node(op_type, inputs, names, **attrs))
        return names

    def node(self, op_type: str, inputs: list[str], et: str, *, extra: list[str] = (),
             out: str | None = None, widen: str = "value", constraint: str = "T",
             **attrs) -> str:
        """`op_type` on `inputs` of element type `et` (followed by `extra` inputs of other
        types), its result of type `out` (default `et`); in a wider type when ORT lacks `et`."""
        out = out or et
        ct = compute_type(op_type, et, widen, constraint)
        if ct != et:
            inputs = [self.cast(x, ct) for x in inputs]
        (result,) = self.raw(op_type, list(inputs) + list(extra), **attrs)
        return self.cast(result, et) if out == et and ct != et else result

    def cast(self, x: str, et: str) -> str:
        return self.raw("Cast", [x], to=ONNX_TYPES[et])[0]

    def const(self, array, et: str) -> str:
        array = np.asarray(array)
        if et == "bf16":  # via f32: the bits of ml_dtypes' bfloat16 are what ONNX stores
            array = array.astype(np.float32)
            return self.cast(self.const(array, "f32"), "bf16")
        tensor = helper.make_tensor(self.fresh("c"), ONNX_TYPES[et], array.shape,
                                    np.ascontiguousarray(array).tobytes(), raw=True)
        return self.raw("Constant", [], value=tensor)[0]

    def ints(self, values) -> str:
        return self.const(np.asarray(values, np.int64).reshape(-1), "i64")

    def scalar(self, value, et: str) -> str:
        from spec.types import ELEMENT_TYPES
        return self.const(np.asarray(value).astype(ELEMENT_TYPES[et].dtype), et)


def compute_type(op_type: str, et: str, widen: str, constraint: str = "T") -> str:
    """`et`, or the type to compute `op_type` in when ORT has no kernel for `et`."""
    supported = kernels().get((op_type, constraint))
    if supported is None:
        raise Untranslatable(f"ONNX Runtime has no CPU kernel for {op_type} at opset {OPSET}")
    candidates = [et] + (WIDER.get(et, []) if widen in ("value", "modular") else [])
    if widen == "modular" and et in SAME_WIDTH:
        candidates += [SAME_WIDTH[et]] + WIDER.get(SAME_WIDTH[et], [])
    for c in candidates:
        if c in supported:
            return c
    raise Untranslatable(f"ONNX Runtime's {op_type} has no CPU kernel for {et}"
                         + ("" if widen == "none" else " or a type it widens to exactly"))


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
        from .onnx_ops import HANDLERS
        for op in block.ops:
            if op.name in ("func.return", "stablehlo.return"):
                return [self.names[v] for v in op.operands]
            if op.dialect == "check":
                if skip_checks:
                    continue
                raise Untranslatable(f"{op.name} (a check op) has no ONNX equivalent")
            where = f" at {op.location}" if op.location else ""
            handler = HANDLERS.get(op.mnemonic if op.dialect == "stablehlo" else op.name)
            if handler is None:
                raise Untranslatable(f"{op.name}{where} has no ONNX translation")
            for t in op.result_types + op.operand_types:
                if t.__class__.__name__ != "TupleType":
                    element_name(t)
            ins = [self.names[v] for v in op.operands]
            if _all_empty(op.result_types):  # ORT mishandles some zero-size shapes; empty
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


def _all_empty(types) -> bool:
    return bool(types) and all(isinstance(t, TensorType) and 0 in t.shape for t in types)


def value_info(name: str, et: str, shape) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, ONNX_TYPES[et], list(shape))


def translate(module: Module, func: str = "main",
              outputs: list[Value] | None = None) -> onnx.ModelProto:
    """`func` of `module` as an ONNX model; `outputs`, when given, replaces the function's
    results (used to turn a corpus case's checked values into outputs)."""
    return Translator(module).function(func, outputs)
