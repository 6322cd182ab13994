"""An op seen through its spec names: what a constraint predicate reads.

`OpView(op, schema).gather_name` is, as in the spec's "Constraints" sections (seed 000,
Notation > Values): for an operand or result, its type (a tuple of types for a variadic one;
None for an absent optional one); for a constant input (an attribute), its value as plain
Python (int, float, bool, str for enums and strings, tuple for arrays of integers, numpy array
for dense tensors, list for arrays, dict, a type for type attributes) — a struct's fields by
their spec names (`offset_dims` of `dimension_numbers`), an absent attribute as its default
or None; for a region, the Region (`function_type(region)` gives its type). `o.functions`
maps the names of the module's functions to their Funcs (composite's decomposition).
"""
from __future__ import annotations

import numpy as np

from .. import attributes as A
from ..ops.schema import OpSchema, default_attribute, group_values


def plain(attr, *, dense=None, structs: bool = False):
    """An attribute as a plain Python value: what constraints compare (and, with `dense`, a
    function making dense tensors into values, and `structs` keeping StructAttr, what the
    reference interpreter passes to op implementations)."""
    if attr is None:
        return None
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr, A.BoolAttr)):
        return attr.value
    if isinstance(attr, A.UnitAttr):
        return True
    if isinstance(attr, A.StringAttr):
        return attr.text
    if isinstance(attr, A.EnumAttr):
        return attr.value
    if isinstance(attr, A.SymbolRefAttr):
        return attr.name
    if isinstance(attr, A.DenseArrayAttr):
        return tuple(attr.values)
    if isinstance(attr, A.DenseElementsAttr):
        return dense(attr) if dense else np.asarray(attr.array)
    if isinstance(attr, A.ArrayAttr):
        return [plain(a, dense=dense, structs=structs) for a in attr.items]
    if isinstance(attr, A.DictAttr):
        return {k: plain(v, dense=dense, structs=structs) for k, v in attr.items}
    if isinstance(attr, A.TypeAttr):
        return attr.type
    if isinstance(attr, A.StructAttr) and not structs:
        return {k: plain(v) if _is_attr(v) else v for k, v in attr.fields}
    return attr


def _is_attr(v) -> bool:
    return type(v).__module__ == A.__name__


class OpView:
    """The names of one op's inputs and outputs, per its schema."""

    def __init__(self, op, schema: OpSchema, functions: dict | None = None):
        self.op = op
        self.schema = schema
        names: dict[str, object] = {"self": op, "functions": functions or {}}
        sizes = op.attributes.get("operandSegmentSizes")
        operand_groups = group_values(op.operands, schema.operands,
                                      sizes.values if isinstance(sizes, A.DenseArrayAttr) else None)
        for part, group in zip(schema.operands, operand_groups):
            names[part.name] = _types(part, group)
        for part, group in zip(schema.results, group_values(op.results, schema.results)):
            names[part.name] = _types(part, group)
        for attr in schema.attributes:
            raw = op.attributes.get(attr.name)
            present = raw is not None
            if raw is None:
                raw = default_attribute(attr)
            value = plain(raw) if raw is not None else (False if attr.kind == "unit" else None)
            names[attr.name] = value
            names["has_" + attr.name] = present
            if isinstance(value, dict) and attr.kind.startswith("struct:"):
                for field in attr.spec_names:
                    if field in value:
                        names[field] = value[field]
            elif isinstance(raw, A.ConvDimensionNumbers):
                for field in attr.spec_names:
                    names[field] = getattr(raw, field, None)
            elif len(attr.spec_names) == 1 and attr.spec_names[0] not in names:
                names[attr.spec_names[0]] = value
        for i, region in enumerate(schema.regions):
            names[region.name] = (list(op.regions[i:]) if region.variadic
                                  else (op.regions[i] if i < len(op.regions) else None))
        self._names = names

    def __getattr__(self, name: str):
        try:
            return self.__dict__["_names"][name]
        except KeyError:
            raise AttributeError(f"{self.__dict__.get('schema').name} has no input or output "
                                 f"named {name!r}") from None

    def names(self) -> dict[str, object]:
        return dict(self._names)


def _types(part, group: list):
    types = tuple(v.type for v in group)
    if part.variadic:
        return types
    return types[0] if types else None

