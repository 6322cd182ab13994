"""Op schemas: the single list of ops the project knows.

`OPS` maps a full op name (`stablehlo.gather`, `func.return`, `check.expect_eq`) to its
OpSchema. Each family module defines a `SCHEMAS` list; nothing else in the project keeps its
own list of ops.
"""
from __future__ import annotations

from importlib import import_module

from .schema import ATTR_KINDS, ELEMENT_FAMILIES, VALUE_KINDS, Attr, Operand, OpSchema, RegionSpec, Result

FAMILIES = ("elementwise", "structure", "data_movement", "reduction", "linalg", "collective",
            "control_flow", "quantization", "misc", "func", "check", "chlo", "chlo_structured",
            "sdy", "interpreter", "arith")


def _collect() -> dict[str, OpSchema]:
    ops: dict[str, OpSchema] = {}
    for family in FAMILIES:
        module = import_module(f"{__name__}.{family}")
        for schema in module.SCHEMAS:
            if schema.name in ops:
                raise ValueError(f"op {schema.name} is defined twice")
            ops[schema.name] = schema
    return ops


OPS: dict[str, OpSchema] = _collect()


def schema(name: str) -> OpSchema | None:
    """The schema of the op called `name` (full name), or None."""
    return OPS.get(name)


def registered(name: str, registrant: str) -> str:
    """The full name of op `name` (a mnemonic of stablehlo, or a full name) for which module
    `registrant` registers something (an implementation, a generator, a constraint, ...);
    ValueError naming the module and the name when it is not an op of OPS."""
    full = name if "." in name else f"stablehlo.{name}"
    if full not in OPS:
        raise ValueError(f"{registrant}: {name!r} is not an op of spec.ops")
    return full


def spec_ops() -> list[OpSchema]:
    """The ops of the seed spec (stablehlo ops), sorted by name."""
    return sorted((s for s in OPS.values() if s.name.startswith("stablehlo.") and s.in_spec),
                  key=lambda s: s.name)


__all__ = ["OPS", "FAMILIES", "schema", "spec_ops", "registered", "OpSchema", "Operand", "Attr",
           "Result", "RegionSpec", "ATTR_KINDS", "ELEMENT_FAMILIES", "VALUE_KINDS"]
