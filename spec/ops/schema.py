"""The shape of an op schema: operands, attributes, results and regions as data.

A schema says what an op is made of, in the names of upstream's text format (the MLIR
attribute names, which the spec's tables sometimes spell differently: the spec's `channel_id`
lives in the `channel_handle` attribute, `lhs_batching_dimensions` in `dot_dimension_numbers`).
Each part keeps the spec's label (`I1`, `I2`, ...) so constraints can refer to it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import attributes as A
from ..types import ELEMENT_TYPES

VALUE_KINDS = ("tensor", "quantized", "tensor|quantized", "tensor|quantized|token", "token",
               "tuple", "future", "any")
"""What a value may be: a tensor, a quantized tensor, either, either or a token (the results of
`if`/`case`/`while`/`infeed`/`recv`), a token, a tuple, a future (async_start's result), or any
value."""

ELEMENT_FAMILIES = ("bool", "integer", "signed", "unsigned", "float", "complex")
"""Element-type families an operand or result may be restricted to (empty: any element type).
"integer" means signed or unsigned (not bool). The restriction applies to the non-quantized
tensor part of a kind: quantized tensors are restricted by the op's constraints instead."""

ATTR_KINDS = (
    "i32", "i64", "ui32", "ui64", "bool", "unit", "f32", "f64", "string", "symbol", "dict",
    "type", "array<i64>", "array<i1>", "dense<i64>", "elements",
    "array<enum:precision>", "array<symbol>", "array<array<symbol>>",
    "array<struct:output_operand_alias>", "array",
    "conv", "any",
)
"""Attribute kinds besides `enum:<name>` (an enum of spec.attributes.ENUMS) and
`struct:<name>` (a struct of spec.attributes.STRUCTS)."""

SHAPE_CLASSES = {
    "unary": "one operand; the result has its shape and its element type, or what the result's "
             "families make of it (the complex component for real, imag and abs; i1 for "
             "is_finite)",
    "binary": "two operands of one type; the result has their shape and type",
    "ternary": "three operands; the result has the type of the value operands (clamp's operand, "
               "select's on_true and on_false), the others their shape or rank 0",
}
"""An elementwise op's shape class ("": none of these; its constraints say how its operand and
result types relate). Generators build every unary and binary op without required attributes
by one rule each."""

TYPE_RULES = {
    "same-type": "the op's only constraint: type(operands...) = type(result)",
    "baseline": "the op's only constraint: baseline_type(operands...) = baseline_type(result)",
    "baseline-spelled-unary": "baseline, which the spec spells baseline_type(operand) = "
                              "baseline_type(result) although the binary op has no operand: "
                              "read as lhs, rhs and result, as upstream's verifier does",
}
"""An elementwise op's type rule, from which spec.constraints writes its C1 ("": the op has
constraints of its own)."""


ORIGINS = {
    "seed": "the seed spec (seed 000)",
    "jaxlib": "jaxlib 0.10.2's stablehlo dialect (StablehloOps.td as jaxlib ships it), not the "
              "seed spec",
    "upstream": "upstream's current StableHLO (1.20.0: ../shared/upstream/spec.md and "
                "StablehloOps.td), neither the seed spec nor jaxlib 0.10.2",
    "dialect": "another dialect than stablehlo (chlo, func, check, sdy, interpreter, "
               "arith): its own definitions",
}
"""Where an op, attribute or type comes from: what `spec export` marks as beyond the seed
spec (every origin but "seed")."""


@dataclass(frozen=True)
class Operand:
    """An SSA operand. `variadic` takes any number (including none); `optional` zero or one."""

    name: str
    kind: str = "tensor"
    elements: tuple[str, ...] = ()
    variadic: bool = False
    optional: bool = False
    label: str = ""
    doc: str = ""
    origin: str = ""
    """One of ORIGINS when the part comes from elsewhere than its op: upstream's current
    collective_broadcast adds operands (and results) to the seed spec's and jaxlib's op."""


@dataclass(frozen=True)
class Attr:
    """An attribute: `name` is the MLIR attribute name; `spec_names` the spec inputs it holds
    when they differ (e.g. `("channel_id",)` for `channel_handle`); `default` is the value the
    op takes when the attribute is absent (None: no default). An attribute that holds several
    spec inputs has a label range such as `"I3-I6"`; one the spec does not know has no label."""

    name: str
    kind: str
    optional: bool = False
    default: object = None
    label: str = ""
    spec_names: tuple[str, ...] = ()
    doc: str = ""
    origin: str = ""
    """One of ORIGINS when the attribute comes from elsewhere than its op (result_accuracy of
    the seed spec's exponential comes from jaxlib); "": its op's origin."""
    rank: int | None = None
    """The rank a dense attribute must have when it is given as a dense tensor (replica_groups:
    2, a list of groups), checked by the verifier's structural rule `attribute-type`."""
    mesh_axes: bool = False
    """Whether upstream also takes the attribute in its mesh-axes form
    (`#stablehlo.replica_group_mesh_axes<...>`, StableHLO_ReplicaGroups: the replica_groups of
    the collectives but cross-replica-sum); a `dense<i64>` attribute is otherwise a dense
    tensor, as the structural rule `attribute-type` checks."""


@dataclass(frozen=True)
class Result:
    name: str
    kind: str = "tensor"
    elements: tuple[str, ...] = ()
    variadic: bool = False
    doc: str = ""
    origin: str = ""
    """As Operand.origin."""


@dataclass(frozen=True)
class RegionSpec:
    """A region (the spec's "function" inputs such as `body`, `comparator`, `branches`)."""

    name: str
    variadic: bool = False
    label: str = ""
    doc: str = ""


@dataclass(frozen=True)
class OpSchema:
    """Everything static about one op. Its constraints C1..Cn are in spec.constraints
    (`spec.constraints.of(name)`); `shape_class` and `type_rule` are elementwise facts
    (SHAPE_CLASSES, TYPE_RULES). `accumulates`: the op sums or multiplies many values in an
    order or precision the spec leaves to implementations (reductions, dot products,
    convolutions, factorizations), so its results are compared within an error bound
    (reference.bounds) or where they do not depend on the order."""

    name: str
    summary: str
    family: str
    operands: tuple[Operand, ...] = ()
    attributes: tuple[Attr, ...] = ()
    results: tuple[Result, ...] = ()
    regions: tuple[RegionSpec, ...] = ()
    in_spec: bool = True
    shape_class: str = ""
    type_rule: str = ""
    accumulates: bool = False
    upstream_only: bool = False
    """The op is upstream's current StableHLO's and not jaxlib 0.10.2's (collective_reduce):
    jaxlib's parser rejects it as an unknown op."""

    @property
    def origin(self) -> str:
        """Where the op comes from (ORIGINS)."""
        if not self.name.startswith("stablehlo."):
            return "dialect"
        if self.in_spec:
            return "seed"
        return "upstream" if self.upstream_only else "jaxlib"

    def attribute_origin(self, attr: "Attr") -> str:
        """Where attribute `attr` of this op comes from (ORIGINS)."""
        return attr.origin or self.origin

    def beyond_jaxlib(self, op) -> str:
        """The parts of upstream's current op (ORIGINS "upstream") that `op` uses, as text: ""
        when jaxlib 0.10.2's op is all it uses."""
        used = [a.name for a in self.attributes if a.origin == "upstream" and a.name in
                op.attributes]
        for parts, values in ((self.operands, op.operands), (self.results, op.results)):
            if any(p.origin == "upstream" for p in parts):
                try:
                    groups = group_values(list(values), parts)
                except GroupingError:
                    continue
                used += [p.name for p, g in zip(parts, groups) if p.origin == "upstream" and g]
        return ", ".join(used)

    @property
    def mnemonic(self) -> str:
        return self.name.split(".", 1)[1]

    def attribute(self, name: str) -> Attr | None:
        for a in self.attributes:
            if a.name == name:
                return a
        return None


def default_attribute(attr: Attr):
    """The attribute value an absent `attr` stands for, or None when it has no default."""
    d, kind = attr.default, attr.kind
    if d is None or kind == "unit":
        return None
    if not isinstance(d, (bool, int, float, str, tuple, dict)):
        return d  # already an attribute value (struct defaults)
    if kind == "bool":
        return A.BoolAttr(d)
    if kind in ("i32", "i64", "ui32", "ui64"):
        return A.IntegerAttr(d, ELEMENT_TYPES[kind])
    if kind == "f64":
        return A.FloatAttr(float(d), ELEMENT_TYPES["f64"])
    if kind in ("string", "any") and isinstance(d, str):
        return A.StringAttr(d.encode("utf-8"))
    if kind == "array<i64>":
        return A.DenseArrayAttr(ELEMENT_TYPES["i64"], tuple(d))
    if kind.startswith("array") and d == ():
        return A.ArrayAttr(())
    if kind == "dict" and d == {}:
        return A.DictAttr(())
    return None


class GroupingError(ValueError):
    """The op's operands (or results) cannot be assigned to its schema's groups."""


def group_values(values: list, parts, sizes=None) -> list[list]:
    """Splits an op's operands (or results) into the groups of its schema's `parts` (Operand or
    Result entries): one value for a plain part, zero or one for an optional one, any number
    for a variadic one. `sizes` are the group sizes when the op says them
    (`operandSegmentSizes`); otherwise the groups are inferred: one flexible part takes the
    rest, several variadic parts share it equally (reduce's inputs and init_values)."""
    parts = list(parts)
    n = len(values)
    if sizes is None:
        flexible = [p for p in parts if p.variadic or getattr(p, "optional", False)]
        rest = n - (len(parts) - len(flexible))
        if not flexible:
            if rest != 0:
                raise GroupingError(f"expected {len(parts)} value(s), got {n}")
            sizes = [1] * len(parts)
        elif len(flexible) == 1:
            if rest < 0 or (not flexible[0].variadic and rest > 1):
                raise GroupingError(f"expected {len(parts) - 1}{'+' if flexible[0].variadic else ' or ' + str(len(parts))} value(s), got {n}")
            sizes = [rest if (p.variadic or getattr(p, "optional", False)) else 1 for p in parts]
        elif all(p.variadic for p in flexible) and rest >= 0 and rest % len(flexible) == 0:
            share = rest // len(flexible)
            sizes = [share if p.variadic else 1 for p in parts]
        else:
            raise GroupingError(f"cannot tell which of the {n} values belong to which group")
    sizes = list(sizes)
    if len(sizes) != len(parts) or sum(sizes) != n:
        raise GroupingError(f"group sizes {sizes} do not cover the {n} values")
    out, i = [], 0
    for size in sizes:
        out.append(list(values[i:i + size]))
        i += size
    return out
