"""Attribute values: the constants that ops carry (`dimensions = array<i64: 1>`, `dense<...>`,
`#stablehlo.gather<...>`, ...).

Each kind is an immutable dataclass whose equality is semantic: a dense constant compares by
type and element bits (so `dense<1.0>` equals `dense<[1.0, 1.0]>` equals `dense<"0x...">`),
a struct attribute compares by all its fields with the defaults filled in, so texts that
print differently but mean the same compare equal.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

import numpy as np

from .types import ElementType, TensorType, Type


@dataclass(frozen=True)
class IntegerAttr:
    """`1 : i64`, `3 : i32`, `7 : index`. `type` is an ElementType or the string "index"."""

    value: int
    type: ElementType | str


@dataclass(frozen=True)
class FloatAttr:
    """`1.0e-05 : f32`. `value` is a Python float already rounded to `type`."""

    value: float
    type: ElementType

    def __eq__(self, other):
        return (isinstance(other, FloatAttr) and self.type == other.type
                and np.float64(self.value).tobytes() == np.float64(other.value).tobytes())

    def __hash__(self):
        return hash((np.float64(self.value).tobytes(), self.type))


@dataclass(frozen=True)
class BoolAttr:
    value: bool


@dataclass(frozen=True)
class UnitAttr:
    pass


@dataclass(frozen=True)
class StringAttr:
    """A string constant; `value` holds the bytes (StableHLO strings are byte sequences)."""

    value: bytes

    @property
    def text(self) -> str:
        return self.value.decode("utf-8", errors="replace")


@dataclass(frozen=True)
class DenseArrayAttr:
    """`array<i64: 1, 2>` (also `array<i1: true, false>`, `array<i32: ...>`)."""

    element: ElementType
    values: tuple


@dataclass(frozen=True, eq=False)
class DenseElementsAttr:
    """`dense<...> : tensor<...>`: a tensor constant held as a numpy array of the element
    type's dtype (storage dtype for quantized tensors). Comparison is by type and bits. A splat
    may be a read-only view of its one element (`splat_value`): nothing here copies it out."""

    type: TensorType
    array: np.ndarray = field(repr=False)

    def __eq__(self, other):
        if not isinstance(other, DenseElementsAttr) or self.type != other.type:
            return False
        a, b = self.array, other.array
        if a.shape != b.shape:
            return False
        one_a, one_b = splat_value(a), splat_value(b)
        if one_a is not None and one_b is not None:
            return one_a.tobytes() == one_b.tobytes()
        if one_a is None and one_b is None:
            return _bytes(a) == _bytes(b)
        one, full = (one_a, b) if one_a is not None else (one_b, a)
        rows = np.ascontiguousarray(full).view(np.uint8).reshape(full.size, -1)
        return rows.shape[1] == one.itemsize and \
            bool(np.all(rows == np.frombuffer(one.tobytes(), np.uint8)))

    def __hash__(self):
        a = self.array
        if a.size == 0:
            return hash((self.type, a.shape))
        ends = (np.asarray(a[(0,) * a.ndim]).tobytes(), np.asarray(a[(-1,) * a.ndim]).tobytes())
        return hash((self.type, a.shape, ends))

    def __repr__(self):
        one = splat_value(self.array)
        if one is not None:
            return f"DenseElementsAttr({self.type}, splat {one.tolist()!r})"
        if self.array.size > 64:
            return f"DenseElementsAttr({self.type}, {self.array.size} elements)"
        return f"DenseElementsAttr({self.type}, {self.array.tolist()!r})"


def _bytes(a: np.ndarray) -> bytes:
    return np.ascontiguousarray(a).tobytes()


def splat_value(array: np.ndarray) -> np.ndarray | None:
    """The element (a 0-d array) of a lazy splat, a view of one element whose strides are all
    0 (what the parser makes of `dense<1.0> : tensor<512x6400x6400xf32>`), else None."""
    if array.size == 0 or array.ndim == 0 or any(array.strides):
        return None
    return np.asarray(array[(0,) * array.ndim])


@dataclass(frozen=True)
class ArrayAttr:
    """`[a, b, c]`: a list of attributes."""

    items: tuple["Attribute", ...]


@dataclass(frozen=True)
class DictAttr:
    """`{name = value, ...}`, kept sorted by name as MLIR does."""

    items: tuple[tuple[str, "Attribute"], ...]

    def get(self, name, default=None):
        for k, v in self.items:
            if k == name:
                return v
        return default

    @staticmethod
    def of(mapping: dict) -> "DictAttr":
        return DictAttr(tuple(sorted(mapping.items())))


@dataclass(frozen=True)
class SymbolRefAttr:
    """`@name` (nested references `@a::@b` keep their parts)."""

    path: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.path[0]


@dataclass(frozen=True)
class TypeAttr:
    type: Type


@dataclass(frozen=True)
class EnumAttr:
    """`#stablehlo<comparison_direction LT>`; `enum` is the enum's name, `value` the case."""

    enum: str
    value: str
    dialect: str = "stablehlo"


@dataclass(frozen=True)
class StructAttr:
    """`#stablehlo.gather<offset_dims = [1], ...>` and its kin. `fields` holds every field of
    the struct, defaults filled in, in the struct's declared order (see STRUCTS)."""

    name: str
    fields: tuple[tuple[str, object], ...]
    dialect: str = "stablehlo"

    def __getitem__(self, key):
        for k, v in self.fields:
            if k == key:
                return v
        raise KeyError(key)

    def as_dict(self) -> dict:
        return dict(self.fields)


@dataclass(frozen=True)
class ConvDimensionNumbers:
    """`#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` as the spec's nine fields."""

    input_batch_dimension: int
    input_feature_dimension: int
    input_spatial_dimensions: tuple[int, ...]
    kernel_input_feature_dimension: int
    kernel_output_feature_dimension: int
    kernel_spatial_dimensions: tuple[int, ...]
    output_batch_dimension: int
    output_feature_dimension: int
    output_spatial_dimensions: tuple[int, ...]


@dataclass(frozen=True)
class OpaqueAttr:
    """An attribute of a dialect this project does not model (`#sdy.sharding<...>`, `loc`-free
    `#mhlo.*`); kept as its exact text so it prints back unchanged."""

    text: str


Attribute = Union[IntegerAttr, FloatAttr, BoolAttr, UnitAttr, StringAttr, DenseArrayAttr,
                  DenseElementsAttr, ArrayAttr, DictAttr, SymbolRefAttr, TypeAttr, EnumAttr,
                  StructAttr, ConvDimensionNumbers, OpaqueAttr]


@dataclass(frozen=True)
class StructField:
    """One field of a struct attribute: `kind` is "ints" (a list of integers), "int", "bool",
    "type" (an element type or tf32), "enum:<name>", "attr" (any attribute)."""

    name: str
    kind: str
    default: object


STRUCTS: dict[str, tuple[StructField, ...]] = {
    "gather": (
        StructField("offset_dims", "ints", ()),
        StructField("collapsed_slice_dims", "ints", ()),
        StructField("operand_batching_dims", "ints", ()),
        StructField("start_indices_batching_dims", "ints", ()),
        StructField("start_index_map", "ints", ()),
        StructField("index_vector_dim", "int", 0),
    ),
    "scatter": (
        StructField("update_window_dims", "ints", ()),
        StructField("inserted_window_dims", "ints", ()),
        StructField("input_batching_dims", "ints", ()),
        StructField("scatter_indices_batching_dims", "ints", ()),
        StructField("scatter_dims_to_operand_dims", "ints", ()),
        StructField("index_vector_dim", "int", 0),
    ),
    "dot": (
        StructField("lhs_batching_dimensions", "ints", ()),
        StructField("rhs_batching_dimensions", "ints", ()),
        StructField("lhs_contracting_dimensions", "ints", ()),
        StructField("rhs_contracting_dimensions", "ints", ()),
    ),
    "dot_algorithm": (
        StructField("lhs_precision_type", "type", None),
        StructField("rhs_precision_type", "type", None),
        StructField("accumulation_type", "type", None),
        StructField("lhs_component_count", "int", None),
        StructField("rhs_component_count", "int", None),
        StructField("num_primitive_operations", "int", None),
        StructField("allow_imprecise_accumulation", "bool", None),
    ),
    "channel_handle": (
        StructField("handle", "int", None),
        StructField("type", "int", None),
    ),
    "output_operand_alias": (
        StructField("output_tuple_indices", "ints", ()),
        StructField("operand_index", "int", None),
        StructField("operand_tuple_indices", "ints", ()),
    ),
    "result_accuracy": (
        StructField("atol", "float", 0.0),
        StructField("rtol", "float", 0.0),
        StructField("ulps", "int", 0),
        StructField("mode", "attr", None),
    ),
    "type_extensions": (
        StructField("bounds", "dims", ()),
    ),
    "ragged_dot": (  # #chlo.ragged_dot (STRUCT_DIALECTS)
        StructField("lhs_batching_dimensions", "ints", ()),
        StructField("rhs_batching_dimensions", "ints", ()),
        StructField("lhs_contracting_dimensions", "ints", ()),
        StructField("rhs_contracting_dimensions", "ints", ()),
        StructField("lhs_ragged_dimensions", "ints", ()),
        StructField("rhs_group_dimensions", "ints", ()),
    ),
}
"""The struct attributes of the stablehlo dialect (and of chlo, STRUCT_DIALECTS), their fields
in printing order and defaults (a default of None means the field is required)."""

STRUCT_DIALECTS = {"ragged_dot": "chlo"}
"""Structs of another dialect than stablehlo, by name: `#chlo.ragged_dot<...>`."""


ENUMS: dict[str, tuple[str, ...]] = {
    "comparison_direction": ("EQ", "NE", "GE", "GT", "LE", "LT"),
    "comparison_type": ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
    "precision": ("DEFAULT", "HIGH", "HIGHEST"),
    "fft_type": ("FFT", "IFFT", "RFFT", "IRFFT"),
    "rng_distribution": ("UNIFORM", "NORMAL"),
    "rng_algorithm": ("DEFAULT", "THREE_FRY", "PHILOX"),
    "transpose": ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
    "custom_call_api_version": ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
                                "API_VERSION_STATUS_RETURNING",
                                "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"),
    "result_accuracy_mode": ("DEFAULT", "HIGHEST", "TOLERANCE"),
}
"""The enums of the stablehlo dialect and their cases."""

CHLO_ENUMS = frozenset({"comparison_direction", "comparison_type", "precision"})
"""The enums of the chlo dialect (`#chlo<comparison_direction LT>`, `#chlo<precision DEFAULT>`):
the stablehlo enums of these names, case for case."""

BEYOND_SEED = {
    "enum:result_accuracy_mode": "jaxlib",
    "enum:custom_call_api_version": "jaxlib",  # the seed spec's api_version is an si32
    "struct:result_accuracy": "jaxlib",
    "struct:output_operand_alias": "jaxlib",  # the seed names output_operand_aliases only
    "struct:type_extensions": "jaxlib",  # #stablehlo.bounds of bounded dynamic tensors
    "struct:ragged_dot": "dialect",
}
"""The enums and structs that are not the seed spec's, with their origin
(spec.ops.schema.ORIGINS); every other one is the seed spec's."""

DOTTED_ENUMS = frozenset({"result_accuracy_mode"})
"""Enums that upstream spells `#stablehlo.name<VALUE>` rather than `#stablehlo<name VALUE>`."""

ELIDED_EMPTY_FIELDS = frozenset({"gather", "scatter", "dot", "ragged_dot"})
"""Structs whose empty list fields upstream's printer omits (and its parser accepts omitted);
output_operand_alias needs every field written."""
