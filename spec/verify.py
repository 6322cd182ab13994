"""The verifier: `verify(module) -> list[Diagnostic]`.

It checks the constraints of the quantized types of every value (quantized_type_c1..c13),
the structural rules (every op is known; operands, results, attributes and
regions match the op's schema; values are defined before they are used; `func.return` matches
its function's signature; `func.call` matches its callee), then every constraint C1..Cn of
every op (spec.constraints) and those of the attributes it holds beyond the seed spec
(result_accuracy, dot_algorithm, layouts: spec.constraints.ATTRIBUTE_SUBJECTS). The constraints of an op whose structure is wrong are not checked
(their predicates assume the structure). A Diagnostic names the op, the rule or constraint id,
the location, and says what was expected and what was found.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

from . import attributes as A
from .constraints import of as constraints_of
from .constraints import of_attributes
from .constraints.types import verify_types
from .constraints.view import OpView
from .ir import Module, Op
from .mesh_axes import is_mesh_axes
from .ops import OPS
from .ops.schema import GroupingError, group_values
from .types import ELEMENT_TYPES, FutureType, TensorType, TokenType, TupleType

I64 = ELEMENT_TYPES["i64"]

STRUCTURAL = {
    "unknown-op": "the op is not an op of spec.ops (stablehlo, chlo, func, check, interpreter; "
                  "an arith op outside spec/ops/arith.py is unsupported)",
    "operands": "the operands match the schema (count, kind, element type family)",
    "results": "the results match the schema (count, kind, element type family)",
    "attribute-missing": "every attribute without a default is present",
    "attribute-type": "an attribute of a stablehlo or chlo op has its schema's kind (i64 is "
                      "an i64 integer, array<i64> an i64 dense array, enum:X an X enum, ...), "
                      "and one of kind dense<i64> (replica_groups, source_target_pairs, "
                      "padding) is a dense tensor of i64 elements (replica_groups of the "
                      "collectives but cross-replica-sum may also be upstream's mesh-axes "
                      "form), of the rank its schema gives (replica_groups: 2)",
    "regions": "the op has the regions its schema says",
    "dominance": "every operand is defined before its use, in the same or an enclosing block",
    "return": "func.return returns values of the function's result types",
    "call": "func.call names a function of the module and matches its signature",
    "unchecked": "a constraint's predicate could not be evaluated on this op",
}
"""Rules that are not C1..Cn of an op: their ids, and what each checks."""


@dataclass(frozen=True)
class Diagnostic:
    op: str
    constraint: str
    line: int | None
    column: int | None
    message: str

    def as_json(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        where = f"{self.line}:{self.column}: " if self.line else ""
        return f"{where}{self.op}: [{self.constraint}] {self.message}"


def verify(module: Module) -> list[Diagnostic]:
    """Every violation of a structural rule or constraint in `module`, in text order."""
    out: list[Diagnostic] = []
    funcs = {f.name: f for f in module.funcs}
    for func in module.funcs:
        if func.body is None:
            continue
        _verify_block(func.body.block, func, funcs, [set(map(id, func.body.block.arguments))],
                      out)
    out.extend(Diagnostic(where, cid, loc.line if loc else None, loc.column if loc else None,
                          message) for cid, message, (where, loc) in verify_types(module))
    return out


def _diag(op: Op, rule: str, message: str) -> Diagnostic:
    loc = op.location
    return Diagnostic(op.name, rule, loc.line if loc else None, loc.column if loc else None,
                      message)


def _verify_block(block, func, funcs, scopes: list[set], out: list) -> None:
    defined = scopes[-1]
    for op in block.ops:
        for i, v in enumerate(op.operands):
            if not any(id(v) in s for s in scopes):
                out.append(_diag(op, "dominance", f"operand {i} ({v.name or '?'}) is used "
                                 "before it is defined or outside its scope"))
        for region in op.regions:
            for inner in region.blocks:
                _verify_block(inner, func, funcs, scopes + [set(map(id, inner.arguments))], out)
        out.extend(verify_op(op, func, funcs))
        defined.update(map(id, op.results))


def verify_op(op: Op, func=None, funcs=None) -> list[Diagnostic]:
    """The diagnostics of one op (structure, then its constraints)."""
    if op.name == "func.return":
        return _check_return(op, func)
    if op.name == "func.call":
        return _check_call(op, funcs or {})
    schema = OPS.get(op.name)
    if schema is None:
        if op.dialect == "arith":  # built, not parsed: the parser says the same
            return [_diag(op, "unknown-op", f"unsupported op {op.name}: jaxlib's dialect has "
                          "it, the suite does not read it")]
        if op.dialect in ("stablehlo", "func", "check", "chlo", "interpreter"):
            return [_diag(op, "unknown-op", f"unknown op {op.name}")]
        return []  # other dialects' ops are not ours to judge
    structural = _structure(op, schema)
    if structural:
        return structural
    return _constraints(op, schema, funcs or {})


def _structure(op: Op, schema) -> list[Diagnostic]:
    out = []
    sizes = op.attributes.get("operandSegmentSizes")
    try:
        groups = group_values(op.operands, schema.operands,
                              sizes.values if isinstance(sizes, A.DenseArrayAttr) else None)
    except GroupingError as e:
        return [_diag(op, "operands", f"{schema.name} takes operands "
                      f"({_signature(schema.operands)}): {e}")]
    for part, group in zip(schema.operands, groups):
        for v in group:
            why = _kind_mismatch(part, v.type)
            if why:
                out.append(_diag(op, "operands", f"operand {part.name}: {why}"))
    try:
        rgroups = group_values(op.results, schema.results)
    except GroupingError as e:
        return out + [_diag(op, "results", f"{schema.name} has results "
                            f"({_signature(schema.results)}): {e}")]
    for part, group in zip(schema.results, rgroups):
        for v in group:
            why = _kind_mismatch(part, v.type)
            if why:
                out.append(_diag(op, "results", f"result {part.name}: {why}"))
    for attr in schema.attributes:
        if (not attr.optional and attr.default is None and attr.kind != "unit"
                and attr.name not in op.attributes):
            out.append(_diag(op, "attribute-missing", f"attribute {attr.name} ({attr.kind}) "
                             "is required"))
        value = op.attributes.get(attr.name)
        if attr.rank is not None and isinstance(value, A.DenseElementsAttr) \
                and len(value.type.shape) != attr.rank:
            out.append(_diag(op, "attribute-type", f"attribute {attr.name} has type "
                             f"{value.type}; expected a {attr.rank}-dimensional tensor"))
        why = (_attribute_kind_mismatch(attr.kind, value, op.dialect)
               if op.dialect in KIND_CHECKED else None)
        if why:
            out.append(_diag(op, "attribute-type", f"attribute {attr.name} is {why}; expected "
                             f"{attr.kind}"))
        if attr.kind == "dense<i64>" and value is not None \
                and not isinstance(value, A.DenseElementsAttr) \
                and not (attr.mesh_axes and is_mesh_axes(value)):
            out.append(_diag(op, "attribute-type", f"attribute {attr.name} is not a dense "
                             f"tensor ({type(value).__name__}); expected dense<...> : "
                             "tensor<...xi64>" + (" or the mesh-axes form" if attr.mesh_axes
                                                   else "")))
        if attr.kind == "dense<i64>" and isinstance(value, A.DenseElementsAttr) \
                and value.type.element_type != I64:
            out.append(_diag(op, "attribute-type", f"attribute {attr.name} has type "
                             f"{value.type}; expected i64 elements (the spec's si64)"))
    fixed = [r for r in schema.regions if not r.variadic]
    if len(op.regions) < len(fixed) or (len(op.regions) > len(fixed)
                                        and not any(r.variadic for r in schema.regions)):
        out.append(_diag(op, "regions", f"expected {len(fixed)} region(s)"
                         f"{' or more' if len(fixed) < len(schema.regions) else ''}, "
                         f"found {len(op.regions)}"))
    return out


KIND_CHECKED = ("stablehlo", "chlo")
"""The dialects whose ops' attributes the structural rule `attribute-type` checks against the
schema's kind (jaxlib's verifier rejects an attribute of another kind: "failed to satisfy
constraint: 64-bit signless integer attribute")."""

_SCALAR_KINDS = {"i32": A.IntegerAttr, "i64": A.IntegerAttr, "ui32": A.IntegerAttr,
                 "ui64": A.IntegerAttr, "f32": A.FloatAttr, "f64": A.FloatAttr}
_PLAIN_KINDS = {"bool": A.BoolAttr, "unit": A.UnitAttr, "string": A.StringAttr,
                "symbol": A.SymbolRefAttr, "dict": A.DictAttr, "type": A.TypeAttr,
                "conv": A.ConvDimensionNumbers}


def _attribute_kind_mismatch(kind: str, value, dialect: str) -> str | None:
    """What is wrong with attribute `value` for the schema's `kind` on an op of `dialect` (None:
    it fits, it is absent, or the kind is one this rule does not check: "elements", "array",
    "any", arrays of symbols and structs; dense<i64> has its own check). An enum is of its op's
    dialect (`#chlo<comparison_direction EQ>` on stablehlo.compare is not its enum)."""
    if value is None:
        return None
    if kind in _SCALAR_KINDS:
        if isinstance(value, _SCALAR_KINDS[kind]) and getattr(value.type, "name", "") == kind:
            return None
        typed = getattr(value, "type", None)
        return f"{type(value).__name__}" + (f" of type {getattr(typed, 'name', typed)}"
                                           if typed is not None else "")
    if kind in _PLAIN_KINDS:
        return None if isinstance(value, _PLAIN_KINDS[kind]) else type(value).__name__
    if kind in ("array<i64>", "array<i1>"):
        element = kind[len("array<"):-1]
        if isinstance(value, A.DenseArrayAttr) and value.element.name == element:
            return None
        return type(value).__name__ + (f" of {value.element.name}"
                                       if isinstance(value, A.DenseArrayAttr) else "")
    if kind.startswith("enum:"):
        if isinstance(value, A.EnumAttr) and value.enum == kind[5:] and value.dialect == dialect:
            return None
        return type(value).__name__ + (f" {value.dialect}'s {value.enum}"
                                       if isinstance(value, A.EnumAttr) else "")
    if kind.startswith("struct:"):
        if isinstance(value, A.StructAttr) and value.name == kind[7:]:
            return None
        return type(value).__name__ + (f" {value.name}" if isinstance(value, A.StructAttr)
                                       else "")
    if kind == "array<enum:precision>":
        if isinstance(value, A.ArrayAttr) and all(
                isinstance(v, A.EnumAttr) and v.enum == "precision" and v.dialect == dialect
                for v in value.items):
            return None
        return f"{type(value).__name__} (not an array of {dialect}'s precision enums)"
    return None


def _signature(parts) -> str:
    return ", ".join(p.name + ("..." if p.variadic else "?" if getattr(p, "optional", False)
                               else "") for p in parts)


_FAMILY = {"bool": ("bool",), "integer": ("signed", "unsigned"), "signed": ("signed",),
           "unsigned": ("unsigned",), "float": ("float",), "complex": ("complex",)}


def _kind_mismatch(part, t) -> str | None:
    kinds = part.kind.split("|")
    if part.kind == "any":
        return None
    if isinstance(t, TokenType):
        return None if "token" in kinds else f"expected a {part.kind}, found a token"
    if isinstance(t, TupleType):
        return None if "tuple" in kinds else f"expected a {part.kind}, found {t}"
    if isinstance(t, FutureType):
        return None if "future" in kinds else f"expected a {part.kind}, found {t}"
    if not isinstance(t, TensorType):
        return f"expected a {part.kind}, found {t}"
    if t.is_quantized:
        return None if "quantized" in kinds else f"expected a {part.kind}, found the " \
                                                   f"quantized tensor {t}"
    if "tensor" not in kinds:
        return f"expected a {part.kind}, found {t}"
    if part.elements:
        allowed = {k for f in part.elements for k in _FAMILY[f]}
        kind = t.element_type.kind
        if (kind == "index" and "signed" not in allowed) or (kind != "index"
                                                             and kind not in allowed):
            return f"expected {' or '.join(part.elements)} elements, found {t}"
    return None


def _check_return(op: Op, func) -> list[Diagnostic]:
    if func is None or op.parent is not func.body.block:
        return []  # func.return ends a function body; elsewhere the region's op judges it
    want = func.type.results
    got = tuple(v.type for v in op.operands)
    if want != got:  # equal types, as upstream's func.return (tensor<2xf32> is no tensor<?xf32>)
        return [_diag(op, "return", f"@{func.name} returns ({', '.join(map(str, want))}), "
                      f"found ({', '.join(map(str, got))})")]
    return []


def _check_call(op: Op, funcs: dict) -> list[Diagnostic]:
    callee = op.attributes.get("callee")
    name = callee.name if isinstance(callee, A.SymbolRefAttr) else None
    if name not in funcs:
        return [_diag(op, "call", f"no function @{name} in the module")]
    t = funcs[name].type
    args = tuple(v.type for v in op.operands)
    res = tuple(v.type for v in op.results)
    if args != tuple(t.inputs) or res != tuple(t.results):  # equal types, as upstream's call
        return [_diag(op, "call", f"@{name} has type {t}, the call is "
                      f"({', '.join(map(str, args))}) -> ({', '.join(map(str, res))})")]
    return []


def _constraints(op: Op, schema, funcs: dict) -> list[Diagnostic]:
    checks = [c for c in constraints_of(schema.name) + of_attributes(op, schema)
              if c.predicate is not None]
    if not checks:
        return []
    view = OpView(op, schema, funcs)
    out, errors = [], []
    for c in checks:
        try:
            message = c.check(view)
        except Exception as e:  # a predicate that assumes a constraint that failed
            errors.append(f"{c.id}: {type(e).__name__}: {e}")
            continue
        if message is not None:
            out.append(_diag(op, c.id, message))
    if errors and not out:
        out.append(_diag(op, "unchecked", "; ".join(errors)))
    return out
