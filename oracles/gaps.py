"""Every oracle's op gaps and unsupported element types, read from gaps.toml (the file states
its vocabulary).

`op_gaps(oracle)` (key -> OpGap) and `unsupported_types(oracle)` (element type name ->
Unsupported) are what the oracle classes declare. Loading checks every name the file uses: an
unknown oracle, op, family, element family, element type, condition or field is a GapsError.
`declared()` lists what the file declares and `hits(module)` what a program falls under:
a declared gap that no case hits is stale (tests/oracles/test_oracles.py warns about it).
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from spec.ir import Module
from spec.ops import ELEMENT_FAMILIES, FAMILIES, OPS
from spec.types import ELEMENT_TYPES

from . import ORACLES, oracle_class
from .base import OpGap, Unsupported, element_families
from .gap_conditions import CONDITIONS

GAPS_FILE = Path(__file__).with_name("gaps.toml")
WHERE = ("anywhere", "io", "results")
OP_FIELDS = frozenset(("oracles", "ops", "reason", "evidence")), frozenset(("elements", "when"))
TYPE_FIELDS = frozenset(("oracles", "types", "where", "reason", "evidence")), frozenset()
"""(required, optional) fields of an [[op]] and a [[type]] entry."""


class GapsError(ValueError):
    """gaps.toml names something that does not exist, or misses a field (the message says
    which entry)."""


def op_key(name: str) -> str:
    """The op_gaps key of an entry's op: `family:<f>` as it is, a mnemonic as its stablehlo op,
    a full name as it is; GapsError for anything else."""
    if name.startswith("family:"):
        if name[len("family:"):] not in FAMILIES:
            raise GapsError(f"{name!r} is not a family of spec.ops.FAMILIES")
        return name
    full = name if "." in name else f"stablehlo.{name}"
    if full not in OPS:
        raise GapsError(f"{name!r} is not an op of spec.ops")
    return full


def load(path: Path = GAPS_FILE) -> tuple[dict[str, dict[str, OpGap]],
                                          dict[str, dict[str, Unsupported]]]:
    """(oracle -> op gaps, oracle -> unsupported types) of the file at `path`."""
    with open(path, "rb") as f:
        data = tomllib.load(f)
    unknown = sorted(set(data) - {"op", "type"})
    if unknown:
        raise GapsError(f"{path.name}: unknown tables {unknown} (op, type)")
    gaps: dict[str, dict[str, OpGap]] = {}
    types: dict[str, dict[str, Unsupported]] = {}
    for i, entry in enumerate(data.get("op", [])):
        where = f"{path.name} [[op]] #{i + 1}"
        oracles = _oracles(entry, OP_FIELDS, where)
        try:
            keys = [op_key(n) for n in entry["ops"]]
        except GapsError as e:
            raise GapsError(f"{where}: {e}") from None
        elements = tuple(entry.get("elements", ()))
        bad = sorted(set(elements) - set(ELEMENT_FAMILIES) - {"quantized"})
        if bad:
            raise GapsError(f"{where}: unknown element families {bad}")
        when = entry.get("when")
        if when is not None and when not in CONDITIONS:
            raise GapsError(f"{where}: no condition {when!r} in oracles/gap_conditions.py")
        gap = OpGap(entry["reason"], elements, CONDITIONS.get(when), entry["evidence"])
        for oracle in oracles:
            for key in keys:
                if key in gaps.setdefault(oracle, {}):
                    raise GapsError(f"{where}: a second gap of {oracle} for {key}")
                gaps[oracle][key] = gap
    for i, entry in enumerate(data.get("type", [])):
        where = f"{path.name} [[type]] #{i + 1}"
        oracles = _oracles(entry, TYPE_FIELDS, where)
        bad = sorted(set(entry["types"]) - set(ELEMENT_TYPES))
        if bad:
            raise GapsError(f"{where}: not element types of spec.types: {bad}")
        if entry["where"] not in WHERE:
            raise GapsError(f"{where}: where = {entry['where']!r} (one of {WHERE})")
        unsupported = Unsupported(entry["where"], entry["reason"], entry["evidence"])
        for oracle in oracles:
            for name in entry["types"]:
                if name in types.setdefault(oracle, {}):
                    raise GapsError(f"{where}: {name} is declared twice for {oracle}")
                types[oracle][name] = unsupported
    return gaps, types


def _oracles(entry: dict, fields: tuple[frozenset[str], frozenset[str]],
             where: str) -> list[str]:
    """The entry's oracles, after checking its fields and oracle names."""
    required, optional = fields
    unknown = sorted(set(entry) - required - optional)
    missing = sorted(required - set(entry))
    if unknown or missing:
        raise GapsError(f"{where}: unknown fields {unknown}, missing fields {missing}")
    bad = sorted(set(entry["oracles"]) - set(ORACLES))
    if bad:
        raise GapsError(f"{where}: not oracles of oracles.ORACLES: {bad}")
    return list(entry["oracles"])


OP_GAPS, UNSUPPORTED_TYPES = load()


def op_gaps(oracle: str) -> dict[str, OpGap]:
    """The op gaps gaps.toml declares for `oracle` (key: full op name or `family:<f>`)."""
    return dict(OP_GAPS.get(oracle, {}))


def unsupported_types(oracle: str) -> dict[str, Unsupported]:
    """The element types gaps.toml declares `oracle` cannot handle."""
    return dict(UNSUPPORTED_TYPES.get(oracle, {}))


def declared() -> list[tuple[str, str, str]]:
    """("op", oracle, key) for every op gap and ("type", oracle, name) for every unsupported
    type gaps.toml declares."""
    return [("op", o, k) for o, gs in OP_GAPS.items() for k in gs] + \
        [("type", o, n) for o, ts in UNSUPPORTED_TYPES.items() for n in ts]


def hits(module: Module) -> set[tuple[str, str, str]]:
    """The declared gaps (named as `declared()` names them) that `module` falls under: for each
    oracle with declared gaps whose class imports here, the op gap of each op and the
    unsupported types of each function."""
    mine = set(declared())
    found = set()
    for oracle in sorted(set(OP_GAPS) | set(UNSUPPORTED_TYPES)):
        try:
            cls = oracle_class(oracle)
        except ImportError:  # an optional package the class needs at import (onnx)
            continue
        for op in module.walk():
            gap = cls.gap_for(op.name, element_families(op), op) if op.name in OPS else None
            if gap is not None:
                found.add(("op", oracle, gap[0]))
        for f in module.funcs:
            found |= {("type", oracle, et) for _, et, _ in cls.type_gaps(module, f.name)}
    return found & mine
