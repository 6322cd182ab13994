"""The ONNX graph under construction and the value helpers every handler uses.

ONNX Runtime's CPU kernels cover only some element types per op (its kernel table,
`kernels()`, is read from the installed package). Where a kernel lacks a type, `Graph.node`
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

from reference.interpreter import attribute_value
from spec.ops import schema
from spec.types import ELEMENT_TYPES, TensorType

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
    """One ONNX graph under construction (the model's, or a Loop / If body); `t` is the
    translate.Translator whose values it names (control-flow handlers translate regions
    through it)."""

    _counter = itertools.count()

    def __init__(self, translator):
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


def value_info(name: str, et: str, shape) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, ONNX_TYPES[et], list(shape))


# --- value helpers -------------------------------------------------------------------------

def attr(op, name):
    """Attribute `name` of `op` as a plain value (its schema default when absent)."""
    return attribute_value(op, name, schema(op.name))


def et(value) -> str:
    """The element type name of a value (Untranslatable without an ONNX equivalent)."""
    return element_name(value.type)


def kind(name: str) -> str:
    return ELEMENT_TYPES[name].kind


def shape(value) -> tuple[int, ...]:
    return tuple(value.type.shape)


def require(name: str, kinds: set[str], what: str) -> None:
    """Untranslatable unless element type `name` is of one of `kinds`."""
    if kind(name) not in kinds:
        raise Untranslatable(f"no faithful ONNX {what} for {name}")


def mod(g: Graph, op_type, ins, t, **attrs):
    """A data-movement node: exact in any type of the same width."""
    return g.node(op_type, ins[:1], t, extra=ins[1:], widen="modular", **attrs)


def where(g, condition, x, y, t):
    """Where(condition, x, y) for element type `t` (widened exactly where ORT lacks `t`).
    ORT's float Where turns a selected -0 into +0, so floats are picked by GatherElements
    from the two stacked operands instead. The broadcast shape comes from Expand of the
    condition as integers (ORT has no Where kernel for bf16, which a Shape of a float Where
    reaches when shapes are only known at run time, as after a Loop)."""
    if kind(t) == "float":
        shapes = [g.raw("Shape", [v])[0] for v in (x, y)]
        size = g.raw("Shape", [g.raw("Expand", [g.raw("Expand", [g.cast(condition, "i64"),
                                                                 shapes[0]])[0],
                                                shapes[1]])[0]])[0]
        stacked = g.node("Concat", [g.node("Unsqueeze", [g.node("Expand", [v], t, extra=[size],
                                                                widen="modular")], t,
                                           extra=[g.ints([0])], widen="modular")
                                    for v in (x, y)], t, widen="modular", axis=0)
        pick = g.cast(g.raw("Not", [g.raw("Expand", [condition, size])[0]])[0], "i64")
        pick = g.raw("Unsqueeze", [pick, g.ints([0])])[0]
        picked = g.node("GatherElements", [stacked], t, extra=[pick], widen="modular", axis=0)
        return g.node("Squeeze", [picked], t, extra=[g.ints([0])], widen="modular")
    ct = compute_type("Where", t, "modular")
    if ct == t:
        return g.raw("Where", [condition, x, y])[0]
    return g.cast(g.raw("Where", [condition, g.cast(x, ct), g.cast(y, ct)])[0], t)


def extremum(g, onnx_op, lhs, rhs, t):
    """Max / Min with StableHLO's NaN propagation and ordering of zeros (-0 < +0; ORT's Max
    and Min return their first operand on equal ones)."""
    result = g.node(onnx_op, [lhs, rhs], t)
    if kind(t) != "float":
        return result
    zeros = g.raw("And", [g.node("Equal", [x, g.scalar(0, t)], t, out="i1") for x in (lhs, rhs)])[0]
    if onnx_op == "Max":  # max(±0, ±0): +0 unless both are -0, as -0 + +0 = +0
        exact = g.node("Add", [lhs, rhs], t)
    else:  # min(±0, ±0) = -(-lhs + -rhs)
        exact = g.node("Neg", [g.node("Add", [g.node("Neg", [x], t) for x in (lhs, rhs)], t)], t)
    nan = g.raw("Or", [g.node("IsNaN", [lhs], t, out="i1", constraint="T1"),
                       g.node("IsNaN", [rhs], t, out="i1", constraint="T1")])[0]
    return where(g, g.raw("Or", [nan, zeros])[0], exact, result, t)  # NaN in: NaN out
