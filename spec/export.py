"""The machine-readable spec: element types, enums, structs, ops (operands, attributes,
results, regions) and every constraint, as one versioned JSON document.

`python -m spec export --json` writes it; `docs/spec-export.schema.json` is its JSON schema.
"""
from __future__ import annotations

from .attributes import BEYOND_SEED, ENUMS, STRUCTS
from .constraints import ATTRIBUTE_SUBJECTS, CONSTRAINTS, TYPE_SUBJECTS, load
from .ops import OPS
from .ops.schema import ORIGINS
from .types import ELEMENT_TYPES, TYPE_ORIGINS
from .verify import STRUCTURAL

FORMAT = "stablehlo-conformance/spec-export"
VERSION = 2
"""Bumped when the document's shape changes (not when its content grows). 2: `origin` of ops,
attributes and constraints, `origins`, and `attributes` (the constraints of attributes beyond
the seed spec)."""

SOURCE = "seed 000: the StableHLO specification (000_29c0ea58ea38f238.txt)"


def export() -> dict:
    load(OPS)
    return {
        "format": FORMAT,
        "version": VERSION,
        "source": SOURCE,
        "origins": {
            "meaning": dict(ORIGINS),
            "enums": {n: BEYOND_SEED.get(f"enum:{n}", "seed") for n in ENUMS},
            "structs": {n: BEYOND_SEED.get(f"struct:{n}", "seed") for n in STRUCTS},
            "types": dict(TYPE_ORIGINS),
        },
        "element_types": [{"name": t.name, "kind": t.kind, "bits": t.bits,
                           "spec_name": t.spec_name or t.name}
                          for t in ELEMENT_TYPES.values()],
        "enums": {name: list(cases) for name, cases in ENUMS.items()},
        "structs": {name: [{"name": f.name, "kind": f.kind,
                            "default": _json_default(f.default)} for f in fields]
                    for name, fields in STRUCTS.items()},
        "types": [{"subject": s, "constraints": [_constraint(c) for c in _of(s)]}
                  for s in TYPE_SUBJECTS],
        "attributes": [{"subject": s, "attributes": list(names), "origin": "jaxlib",
                        "constraints": [_constraint(c) for c in _of(s)]}
                       for s, names in ATTRIBUTE_SUBJECTS.items()],
        "ops": [_op(s) for s in sorted(OPS.values(), key=lambda s: s.name)],
        "structural_rules": [{"id": k, "description": v} for k, v in STRUCTURAL.items()],
    }


def _of(subject: str):
    return sorted((c for c in CONSTRAINTS.values() if c.subject == subject),
                  key=lambda c: c.number)


def _constraint(c) -> dict:
    origin = c.origin or (OPS[c.subject].origin if c.subject in OPS
                          else "jaxlib" if c.subject in ATTRIBUTE_SUBJECTS else "seed")
    return {"id": c.id, "origin": origin, "number": c.number, "formula": c.formula,
            "involves": list(c.involves), "checked_by": c.checked_by,
            "executable": c.predicate is not None, "unviolable": c.unviolable or None,
            "note": c.note or None}


def _op(s) -> dict:
    return {
        "name": s.name, "mnemonic": s.mnemonic, "family": s.family, "summary": s.summary,
        "in_spec": s.in_spec, "origin": s.origin,
        "operands": [{"name": o.name, "label": o.label or None, "kind": o.kind,
                      "elements": list(o.elements), "variadic": o.variadic,
                      "optional": o.optional, "doc": o.doc or None,
                      "origin": o.origin or None} for o in s.operands],
        "attributes": [{"name": a.name, "label": a.label or None, "kind": a.kind,
                        "optional": a.optional, "default": _json_default(a.default),
                        "spec_names": list(a.spec_names), "doc": a.doc or None,
                        "origin": s.attribute_origin(a)}
                       for a in s.attributes],
        "results": [{"name": r.name, "kind": r.kind, "elements": list(r.elements),
                     "variadic": r.variadic, "doc": r.doc or None,
                     "origin": r.origin or None} for r in s.results],
        "regions": [{"name": r.name, "label": r.label or None, "variadic": r.variadic,
                     "doc": r.doc or None} for r in s.regions],
        "constraints": [_constraint(c) for c in _of(s.name)],
    }


def _json_default(d):
    if d is None or isinstance(d, (bool, int, float, str)):
        return d
    if isinstance(d, (tuple, list)):
        return [_json_default(x) for x in d]
    if isinstance(d, dict):
        return {str(k): _json_default(v) for k, v in d.items()}
    return str(d)
