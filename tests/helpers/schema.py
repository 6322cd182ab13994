"""A validator for the subset of JSON Schema the project's published schemas use (there is no
jsonschema package here): type, const, enum, properties, required, additionalProperties, items,
pattern, minimum."""
from __future__ import annotations

import re

_PY_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None),
             "integer": int, "number": (int, float)}


def validate(value, schema: dict, where: str = "$") -> list[str]:
    """The ways `value` breaks `schema`, each naming the JSON path; empty when it conforms."""
    types = schema.get("type")
    if types is not None:
        names = types if isinstance(types, list) else [types]
        if not any(isinstance(value, _PY_TYPES[n]) and not (n in ("integer", "number")
                                                             and isinstance(value, bool))
                   for n in names):
            return [f"{where}: expected {types}, found {type(value).__name__}"]
    errors = []
    if "const" in schema and value != schema["const"]:
        errors.append(f"{where}: expected {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{where}: {value!r} not in {schema['enum']}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        errors.append(f"{where}: {value!r} does not match {schema['pattern']}")
    if "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{where}: {value} < {schema['minimum']}")
    if isinstance(value, dict):
        errors += _validate_object(value, schema, where)
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            errors += validate(item, schema["items"], f"{where}[{i}]")
    return errors


def _validate_object(value: dict, schema: dict, where: str) -> list[str]:
    props = schema.get("properties", {})
    extra = schema.get("additionalProperties")
    errors = [f"{where}: missing {key}" for key in schema.get("required", []) if key not in value]
    for key, item in value.items():
        if key in props:
            errors += validate(item, props[key], f"{where}.{key}")
        elif extra is False:
            errors.append(f"{where}: unexpected {key}")
        elif isinstance(extra, dict):
            errors += validate(item, extra, f"{where}.{key}")
    return errors
