"""StableHLO types: element types, tensor types, quantized types, token, tuple, function.

Element types carry their numpy / ml_dtypes dtype, bit width and range, and the predicates
the spec's notation uses (`is_integer`, `is_float`, ...). Types are immutable and hashable,
so they can be compared with `==` and used as dictionary keys.

Spelling follows upstream's text format: signed integers print as `i8` (the spec writes `si8`),
unsigned as `ui8`, booleans as `i1`.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Union

import ml_dtypes
import numpy as np


@dataclass(frozen=True)
class ElementType:
    """A tensor element type: `i1`, `i8`, `ui32`, `f8E4M3FN`, `bf16`, `complex<f32>`, ..."""

    name: str
    kind: str  # "bool" | "signed" | "unsigned" | "float" | "complex"
    bits: int
    dtype: np.dtype = field(compare=False, repr=False)
    spec_name: str = field(compare=False, repr=False, default="")

    def __str__(self) -> str:
        return self.name

    @property
    def min_value(self):
        """The smallest value of the type (the most negative finite value for floats)."""
        if self.kind == "bool":
            return False
        if self.kind in ("signed", "unsigned"):
            return int(_iinfo(self).min)
        if self.kind == "float":
            return float(ml_dtypes.finfo(self.dtype).min)
        return None

    @property
    def max_value(self):
        """The largest value of the type (the largest finite value for floats)."""
        if self.kind == "bool":
            return True
        if self.kind in ("signed", "unsigned"):
            return int(_iinfo(self).max)
        if self.kind == "float":
            return float(ml_dtypes.finfo(self.dtype).max)
        return None

    @property
    def component(self) -> "ElementType | None":
        """For complex types the type of the real and imaginary parts."""
        return {"complex<f32>": F32, "complex<f64>": F64}.get(self.name)


def _iinfo(t: ElementType):
    return _iinfo_of(t.dtype)


@functools.lru_cache(maxsize=None)
def _iinfo_of(dtype: np.dtype):
    """ml_dtypes.iinfo, made once per dtype (it costs microseconds, and masks of integer
    overflow ask for it on every evaluation of an op)."""
    return ml_dtypes.iinfo(dtype)


def _element_types() -> dict[str, ElementType]:
    table: list[tuple[str, str, int, object, str]] = [("i1", "bool", 1, np.bool_, "i1")]
    for bits, dt in [(2, ml_dtypes.int2), (4, ml_dtypes.int4), (8, np.int8), (16, np.int16),
                     (32, np.int32), (64, np.int64)]:
        table.append((f"i{bits}", "signed", bits, dt, f"si{bits}"))
    for bits, dt in [(2, ml_dtypes.uint2), (4, ml_dtypes.uint4), (8, np.uint8), (16, np.uint16),
                     (32, np.uint32), (64, np.uint64)]:
        table.append((f"ui{bits}", "unsigned", bits, dt, f"ui{bits}"))
    for name, bits, dt in [
        ("f4E2M1FN", 4, ml_dtypes.float4_e2m1fn),
        ("f6E2M3FN", 6, ml_dtypes.float6_e2m3fn),
        ("f6E3M2FN", 6, ml_dtypes.float6_e3m2fn),
        ("f8E3M4", 8, ml_dtypes.float8_e3m4),
        ("f8E4M3", 8, ml_dtypes.float8_e4m3),
        ("f8E4M3FN", 8, ml_dtypes.float8_e4m3fn),
        ("f8E4M3FNUZ", 8, ml_dtypes.float8_e4m3fnuz),
        ("f8E4M3B11FNUZ", 8, ml_dtypes.float8_e4m3b11fnuz),
        ("f8E5M2", 8, ml_dtypes.float8_e5m2),
        ("f8E5M2FNUZ", 8, ml_dtypes.float8_e5m2fnuz),
        ("f8E8M0FNU", 8, ml_dtypes.float8_e8m0fnu),
        ("bf16", 16, ml_dtypes.bfloat16),
        ("f16", 16, np.float16),
        ("f32", 32, np.float32),
        ("f64", 64, np.float64),
    ]:
        table.append((name, "float", bits, dt, name))
    table.append(("complex<f32>", "complex", 64, np.complex64, "complex<f32>"))
    table.append(("complex<f64>", "complex", 128, np.complex128, "complex<f64>"))
    return {n: ElementType(n, k, b, np.dtype(d), s) for n, k, b, d, s in table}


ELEMENT_TYPES: dict[str, ElementType] = _element_types()
"""Every element type of the spec, keyed by its text spelling."""

I1 = ELEMENT_TYPES["i1"]
I32 = ELEMENT_TYPES["i32"]
I64 = ELEMENT_TYPES["i64"]
F32 = ELEMENT_TYPES["f32"]
F64 = ELEMENT_TYPES["f64"]

INDEX = ElementType("index", "index", 64, np.dtype(np.int64), "index")
"""Upstream's `index` type: shape operands of dynamic ops may be `tensor<2xindex>`. Not an
element type of the spec (so not in ELEMENT_TYPES); the interpreter treats it as si64."""

TF32 = "tf32"
"""TensorFloat32 appears only as a precision type of `#stablehlo.dot_algorithm`; no tensor has it."""


def element_type(name: str) -> ElementType:
    """The element type spelled `name` (`si32` is accepted for `i32`); KeyError if unknown."""
    if name.startswith("si") and name[2:].isdigit():
        name = "i" + name[2:]
    return ELEMENT_TYPES[name]


def element_type_of_dtype(dtype) -> ElementType:
    """The element type whose numpy dtype is `dtype`."""
    dtype = np.dtype(dtype)
    found = _BY_DTYPE.get(dtype)
    if found is None:
        found = next((t for t in ELEMENT_TYPES.values() if t.dtype == dtype), None)
        if found is None:
            raise KeyError(f"no StableHLO element type for numpy dtype {dtype}")
        _BY_DTYPE[dtype] = found
    return found


_BY_DTYPE: dict[np.dtype, "ElementType"] = {}
"""element_type_of_dtype's answers so far (the first type of ELEMENT_TYPES with the dtype)."""


@dataclass(frozen=True)
class QuantizedElementType:
    """`!quant.uniform<storage<min:max>:expressed[:dim], scales:zero_points>`.

    Per-tensor quantization has `quantization_dimension` None and one scale; per-axis has one
    scale and zero point per slice of `quantization_dimension`.
    """

    storage_type: ElementType
    storage_min: int
    storage_max: int
    expressed_type: ElementType
    scales: tuple[float, ...]
    zero_points: tuple[int, ...]
    quantization_dimension: int | None = None

    @property
    def name(self) -> str:
        return str(self)

    @property
    def is_per_axis(self) -> bool:
        return self.quantization_dimension is not None

    @property
    def dtype(self) -> np.dtype:
        return self.storage_type.dtype

    def __str__(self) -> str:
        st = self.storage_type
        storage = st.name
        if (self.storage_min, self.storage_max) != (st.min_value, st.max_value):
            storage += f"<{self.storage_min}:{self.storage_max}>"
        dim = "" if self.quantization_dimension is None else f":{self.quantization_dimension}"
        params = [f"{format_float(s)}:{z}" for s, z in zip(self.scales, self.zero_points)]
        body = "{" + ", ".join(params) + "}" if self.is_per_axis else params[0]
        return f"!quant.uniform<{storage}:{self.expressed_type.name}{dim}, {body}>"


AnyElementType = Union[ElementType, QuantizedElementType]

DYNAMIC = None
"""A dynamic dimension size (`?` in the text)."""


@dataclass(frozen=True)
class TensorType:
    """`tensor<2x?x3xf32>`, optionally with bounds for dynamic dimensions
    (`tensor<?x3xf32, #stablehlo.bounds<5, ?>>`)."""

    shape: tuple[int | None, ...]
    element_type: AnyElementType
    bounds: tuple[int | None, ...] | None = None

    def __str__(self) -> str:
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        enc = ""
        if self.bounds is not None:
            enc = ", #stablehlo.bounds<" + ", ".join("?" if b is None else str(b) for b in self.bounds) + ">"
        return f"tensor<{dims}{self.element_type}{enc}>"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def is_static(self) -> bool:
        return all(d is not None for d in self.shape)

    @property
    def is_quantized(self) -> bool:
        return isinstance(self.element_type, QuantizedElementType)

    @property
    def num_elements(self) -> int | None:
        if not self.is_static:
            return None
        return math.prod(self.shape)  # exact: numpy's int64 product wraps around


@dataclass(frozen=True)
class TokenType:
    def __str__(self) -> str:
        return "!stablehlo.token"


@dataclass(frozen=True)
class TupleType:
    types: tuple["ValueType", ...]

    def __str__(self) -> str:
        return "tuple<" + ", ".join(str(t) for t in self.types) + ">"


@dataclass(frozen=True)
class FutureType:
    """`!stablehlo.future<T, ...>`: the tensors an async_start yields once async_done waits for
    them (jaxlib's dialect and upstream's current spec; not in the seed spec)."""

    types: tuple["TensorType", ...]

    def __str__(self) -> str:
        return "!stablehlo.future<" + ", ".join(str(t) for t in self.types) + ">"


@dataclass(frozen=True)
class FunctionType:
    inputs: tuple["Type", ...]
    results: tuple["Type", ...]

    def __str__(self) -> str:
        ins = ", ".join(str(t) for t in self.inputs)
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            outs = str(self.results[0])
        else:
            outs = "(" + ", ".join(str(t) for t in self.results) + ")"
        return f"({ins}) -> {outs}"


@dataclass(frozen=True)
class OpaqueType:
    """A type of another dialect that StableHLO programs may mention (e.g. `!sdy.mesh`,
    `index`, `none`); kept as its text so it prints back unchanged."""

    text: str

    def __str__(self) -> str:
        return self.text


ValueType = Union[TensorType, TokenType, TupleType, FutureType]

TYPE_ORIGINS = {
    "tensor": "seed", "quantized tensor": "seed", "token": "seed", "tuple": "seed",
    "function": "seed",
    "bounded tensor": "jaxlib",  # tensor<?x3xf32, #stablehlo.bounds<5, ?>>
    "future": "jaxlib",  # !stablehlo.future<...> (FutureType)
    "index": "jaxlib",  # shape operands of the dynamic ops (tensor<2xindex>)
}
"""The kinds of types and where they come from (spec.ops.schema.ORIGINS). Upstream's current
spec also has buffer types (`memref<...>`, read and written by custom_call only): the parser
rejects them, saying so."""
Type = Union[TensorType, TokenType, TupleType, FutureType, FunctionType, ElementType, QuantizedElementType, OpaqueType]


# --- the spec's notation (seed 000, "Notation") -------------------------------------------


def _elem(x) -> AnyElementType | None:
    if isinstance(x, (ElementType, QuantizedElementType)):
        return x
    if isinstance(x, TensorType):
        return x.element_type
    return None


def is_bool(x) -> bool:
    e = _elem(x)
    return isinstance(e, ElementType) and e.kind == "bool"


def is_signed_integer(x) -> bool:
    e = _elem(x)
    return isinstance(e, ElementType) and e.kind == "signed"


def is_unsigned_integer(x) -> bool:
    e = _elem(x)
    return isinstance(e, ElementType) and e.kind == "unsigned"


def is_integer(x) -> bool:
    return is_signed_integer(x) or is_unsigned_integer(x)


def is_float(x) -> bool:
    e = _elem(x)
    return isinstance(e, ElementType) and e.kind == "float"


def is_complex(x) -> bool:
    e = _elem(x)
    return isinstance(e, ElementType) and e.kind == "complex"


def is_quantized(x) -> bool:
    return isinstance(_elem(x), QuantizedElementType)


def is_per_tensor_quantized(x) -> bool:
    e = _elem(x)
    return isinstance(e, QuantizedElementType) and not e.is_per_axis


def is_per_axis_quantized(x) -> bool:
    e = _elem(x)
    return isinstance(e, QuantizedElementType) and e.is_per_axis


def is_tensor(x) -> bool:
    return isinstance(x, TensorType) and not x.is_quantized


def is_quantized_tensor(x) -> bool:
    return isinstance(x, TensorType) and x.is_quantized


def is_token(x) -> bool:
    return isinstance(x, TokenType)


def is_tuple(x) -> bool:
    return isinstance(x, TupleType)


def num_bits(x) -> int:
    e = _elem(x)
    if isinstance(e, QuantizedElementType):
        e = e.storage_type
    return e.bits


def storage_type(x) -> ElementType | None:
    e = _elem(x)
    return e.storage_type if isinstance(e, QuantizedElementType) else None


def expressed_type(x) -> ElementType | None:
    e = _elem(x)
    return e.expressed_type if isinstance(e, QuantizedElementType) else None


def format_float(x: float) -> str:
    """Shortest decimal text that reads back as the same float64 (`1.0`, `1.5e-07`); a
    non-finite value as its float64 bit pattern (`0x7FF0000000000000` for inf), the form the
    parser reads for quantization scales."""
    x = float(x)
    if not np.isfinite(x):
        return f"0x{int(np.float64(x).view(np.uint64)):016X}"
    return repr(x)
