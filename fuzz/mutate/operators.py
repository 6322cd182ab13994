"""Mutation operators: the edits of one op of a spec.ir module (a value's type, an attribute,
the operands, the regions), each applied in place, and how to undo them (snapshot, restore)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

import spec
from spec import attributes as A
from spec.ops import OPS
from spec.ops.schema import GroupingError, group_values
from spec.types import ELEMENT_TYPES, FunctionType, TensorType

from .variants import attribute_variants, element_alternatives, type_variants

Apply = Callable[[spec.Module, spec.Op], None]
"""An edit, applied in place to the target op of its module (snapshot and restore undo it)."""


@dataclass(frozen=True)
class Edit:
    mutation: str  # the operator's name
    touches: str  # the schema name of the operand / attribute / result / region it changes
    label: str  # what it does, for messages and reports
    apply: Apply


@dataclass(frozen=True)
class Mutation:
    """A mutation operator: the kinds of constraints it tends to break (words of their
    formulas, see KINDS) and a function listing its edits of an op."""

    name: str
    breaks: tuple[str, ...]
    edits: Callable[[spec.Op], Iterator[Edit]]


KINDS = {
    "shape": ("dim(", "shape(", "dims(", "size(", "compatible", "="),
    "rank": ("rank(",),
    "element_type": ("element_type", "type(", "is_float", "is_integer", "is_complex", "is_bool",
                     "baseline", "is_promotable", "storage", "expressed"),
    "attribute": ("is_unique", "is_sorted", "is_permutation", "size(", "axes", "dims"),
    "index": ("<", "<=", "range"),
    "enum": ("FLOAT", "SIGNED", "UNSIGNED", "TOTALORDER", "FFT", "THREE_FRY", "PHILOX",
             "direction", "comparison", "fft_type", "precision", "transpose", "mode"),
    "quantization": ("quantiz", "scale", "zero_point", "storage", "expressed"),
    "region": ("body", "computation", "comparator", "branches", "cond", "function", "return"),
    "operands": ("...", "operands", "inputs", "results"),
}
"""Constraint kinds and the formula words that reveal them."""


def _kinds(formula: str) -> set[str]:
    return {k for k, words in KINDS.items() if any(w in formula for w in words)}


# -- retyping values -------------------------------------------------------------------------

def _retype(module: spec.Module, value: spec.Value, new) -> None:
    """Gives `value` type `new`, rewriting the signature of the function whose argument or
    returned value it is, so the SSA types stay consistent."""
    value.type = new
    for f in module.funcs:
        if f.body is None:
            continue
        args = f.body.block.arguments
        ins, outs = list(f.type.inputs), list(f.type.results)
        for i, a in enumerate(args):
            if a is value:
                ins[i] = new
        ret = f.body.block.ops[-1] if f.body.block.ops else None
        if ret is not None and ret.name == "func.return":
            for i, v in enumerate(ret.operands):
                if v is value and i < len(outs):
                    outs[i] = new
        f.type = FunctionType(tuple(ins), tuple(outs))


# -- the operators --------------------------------------------------------------------------

def _part_names(op: spec.Op, results: bool = False) -> list[str]:
    """The schema name of each operand (or result) of `op`, by position."""
    schema = OPS.get(op.name)
    values = op.results if results else op.operands
    if schema is None:
        return ["?"] * len(values)
    parts = schema.results if results else schema.operands
    sizes = op.attributes.get("operandSegmentSizes")
    try:
        groups = group_values(values, parts, sizes.values if not results and isinstance(
            sizes, A.DenseArrayAttr) else None)
    except GroupingError:
        return ["?"] * len(values)
    return [p.name for p, g in zip(parts, groups) for _ in g]


def _value_edits(op):
    for results in (False, True):
        values = op.results if results else op.operands
        for i, (name, v) in enumerate(zip(_part_names(op, results), values)):
            for t in type_variants(v.type):
                def apply(m, o, results=results, i=i, t=t):
                    _retype(m, (o.results if results else o.operands)[i], t)
                yield Edit("value_type", name, f"{'result' if results else 'operand'} {i}: {t}",
                           apply)


def _same_type_edits(op):
    """Every operand and result of the op that shares a type, given another shape at once
    (the op's own type rules, result = operand and the like, keep holding)."""
    values = list(op.operands) + list(op.results)
    names = _part_names(op) + _part_names(op, results=True)
    types = [v.type for v in values]
    for t in dict.fromkeys(types):
        if types.count(t) < 2 or not isinstance(t, TensorType):
            continue
        first = names[types.index(t)]
        for alt in type_variants(t):
            if isinstance(alt, TensorType) and alt.element_type != t.element_type:
                continue  # element types: element_type_everywhere's job
            def apply(m, o, t=t, alt=alt):
                for v in list(o.operands) + list(o.results):
                    if v.type == t:
                        _retype(m, v, alt)
            yield Edit("same_types", first, f"every {t} of the op -> {alt}", apply)


def _all_types(module):
    for f in module.funcs:
        for v in f.arguments:
            yield v
        for op in f.walk():
            yield from op.results
            for r in op.regions:
                for b in r.blocks:
                    yield from b.arguments


def _retype_everywhere(op):
    """An element type replaced in every value of the module (consistent SSA types)."""
    seen = []
    for v in list(op.operands) + list(op.results):
        e = getattr(v.type, "element_type", None)
        if e is None or e in seen:
            continue
        seen.append(e)
        for alt in element_alternatives(e):
            def apply(m, o, e=e, alt=alt):
                for value in list(_all_types(m)):
                    if isinstance(value.type, TensorType) and value.type.element_type == e:
                        _retype(m, value, TensorType(value.type.shape, alt, value.type.bounds))
            yield Edit("element_type_everywhere", "*", f"{e} -> {alt} everywhere", apply)


def _rank_hint(op) -> int:
    ranks = [v.type.rank for v in op.operands if isinstance(v.type, TensorType)]
    return max(ranks, default=1)


def _set_attr(name: str, value):
    def apply(m, o):
        o.attributes[name] = value
    return apply


def _attribute_edits(op):
    r = _rank_hint(op)
    for name, a in list(op.attributes.items()):
        for label, new in attribute_variants(a, r):
            yield Edit("attribute", name, f"{name}: {label}", _set_attr(name, new))
        schema = OPS.get(op.name)
        spec_attr = schema.attribute(name) if schema else None
        if spec_attr is not None and (spec_attr.optional or spec_attr.default is not None):
            def drop(m, o, name=name):
                del o.attributes[name]
            yield Edit("drop_attribute", name, f"drop {name}", drop)


def _operand_edits(op):
    names = _part_names(op)
    n = len(op.operands)
    for i in range(n):
        for j in range(i + 1, n):
            if op.operands[i].type != op.operands[j].type:
                def swap(m, o, i=i, j=j):
                    o.operands[i], o.operands[j] = o.operands[j], o.operands[i]
                yield Edit("swap_operands", names[i], f"swap operands {i} and {j}", swap)
        def drop(m, o, i=i):
            del o.operands[i]
        yield Edit("drop_operand", names[i], f"drop operand {i}", drop)
        def dup(m, o, i=i):
            o.operands.insert(i, o.operands[i])
        yield Edit("duplicate_operand", names[i], f"duplicate operand {i}", dup)


def _region_edits(op):
    schema = OPS.get(op.name)
    rnames = [r.name for r in schema.regions] if schema else []
    for k, region in enumerate(op.regions):
        name = rnames[min(k, len(rnames) - 1)] if rnames else "?"
        block = region.block
        for i, arg in enumerate(block.arguments):
            for t in type_variants(arg.type):
                def apply(m, o, k=k, i=i, t=t):
                    o.regions[k].block.arguments[i].type = t
                yield Edit("region_argument", name, f"region {k} argument {i}: {t}", apply)
        types = {v.type for v in block.arguments}
        for t in types:
            for alt in type_variants(t):
                def everywhere(m, o, k=k, t=t, alt=alt):
                    r = o.regions[k]
                    for v in list(r.block.arguments) + [x for op_ in r.walk() for x in op_.results]:
                        if v.type == t:
                            v.type = alt
                yield Edit("region_types", name, f"region {k}: {t} -> {alt}", everywhere)
        def add_arg(m, o, k=k):
            b = o.regions[k].block
            t = b.arguments[0].type if b.arguments else TensorType((), ELEMENT_TYPES["i32"])
            b.arguments.append(spec.Value(t, b, len(b.arguments)))
        yield Edit("region_arity", name, f"region {k}: one argument more", add_arg)
        if block.arguments:
            def drop_arg(m, o, k=k):
                o.regions[k].block.arguments.pop()
            yield Edit("region_arity", name, f"region {k}: drop last argument", drop_arg)
        if block.ops and block.ops[-1].operands:
            def drop_ret(m, o, k=k):
                o.regions[k].block.ops[-1].operands.pop()
            yield Edit("region_arity", name, f"region {k}: return one value fewer", drop_ret)
            def dup_ret(m, o, k=k):
                ret = o.regions[k].block.ops[-1]
                ret.operands.append(ret.operands[-1])
            yield Edit("region_arity", name, f"region {k}: return one value more", dup_ret)


def _region_count_edits(op):
    schema = OPS.get(op.name)
    name = schema.regions[-1].name if schema and schema.regions else "?"
    if len(op.regions) > 1:
        def drop_last(m, o):
            o.regions.pop()
        yield Edit("region_count", name, "drop the last region", drop_last)
    if op.regions:
        def drop_all(m, o):
            o.regions.clear()
        yield Edit("region_count", name, "drop every region", drop_all)


MUTATIONS = (
    Mutation("value_type", ("shape", "rank", "element_type", "quantization"), _value_edits),
    Mutation("attribute", ("attribute", "index", "enum", "shape"), _attribute_edits),
    Mutation("operands", ("operands", "element_type", "shape"), _operand_edits),
    Mutation("region", ("region", "element_type", "shape"), _region_edits),
    Mutation("region_count", ("region", "operands"), _region_count_edits),
    Mutation("same_types", ("shape", "rank", "operands"), _same_type_edits),
    Mutation("element_type_everywhere", ("element_type", "quantization"), _retype_everywhere),
)
"""The mutation operators, in the order their edits are tried (after the targeting sort)."""


def edits(module: spec.Module, position: int) -> list[Edit]:
    """Every edit of every operator on the op at `position` (module.walk() order)."""
    op = list(module.walk())[position]
    return [e for m in MUTATIONS for e in m.edits(op)]


def priority(edit: Edit, c) -> int:
    """Sort key of `edit` for constraint `c`: edits touching what `c` involves first, then
    those of an operator that breaks constraints of `c`'s kinds."""
    kinds = _kinds(c.formula)
    breaks = next(m.breaks for m in MUTATIONS if m.name == _OPERATOR[edit.mutation])
    return -(2 * (edit.touches in c.involves or edit.touches == "*") + bool(kinds & set(breaks)))


_OPERATOR = {"value_type": "value_type", "attribute": "attribute", "drop_attribute": "attribute",
             "swap_operands": "operands", "drop_operand": "operands",
             "duplicate_operand": "operands", "region_argument": "region",
             "region_types": "region", "region_arity": "region",
             "region_count": "region_count", "same_types": "same_types",
             "element_type_everywhere": "element_type_everywhere"}


def snapshot(module: spec.Module):
    """What edits may change: function types, block arguments and their types, op operands,
    attributes and result types."""
    funcs = [(f, f.type, f.arg_attrs) for f in module.funcs]
    blocks, ops = [], []
    for f in module.funcs:
        if f.body is not None:
            blocks.append(f.body.block)
    for op in module.walk():
        ops.append((op, list(op.operands), dict(op.attributes), [v.type for v in op.results],
                    list(op.regions)))
        blocks.extend(b for r in op.regions for b in r.blocks)
    return funcs, [(b, list(b.arguments), [a.type for a in b.arguments]) for b in blocks], ops


def restore(saved) -> None:
    """Undoes the edits made since `saved = snapshot(module)`."""
    funcs, blocks, ops = saved
    for f, t, arg_attrs in funcs:
        f.type, f.arg_attrs = t, arg_attrs
    for b, args, types in blocks:
        b.arguments[:] = args
        for a, t in zip(args, types):
            a.type = t
    for op, operands, attributes, types, regions in ops:
        op.operands[:] = operands
        op.regions[:] = regions
        op.attributes.clear()
        op.attributes.update(attributes)
        for v, t in zip(op.results, types):
            v.type = t

