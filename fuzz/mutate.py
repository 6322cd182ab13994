"""Invalid programs (issue 9, part 2): for every constraint id, programs that break exactly it.

    >>> from fuzz.mutate import invalid_programs
    >>> invalid_programs("gather_c3").example()  # doctest: +SKIP
    'func.func @main(...'          # our verifier reports gather_c3 and nothing else

How: a valid program (a `// expected: valid` case of corpus/constraints/<op>.mlir, or one drawn
from `fuzz.strategies.ops(op)`) is parsed into the spec.ir model; one *edit* of one mutation
operator (MUTATIONS: change a dimension, the rank or the element type of a value, permute /
duplicate / drop an entry of an array attribute, push an integer attribute out of range, change
an enum, swap operands, change a region's block argument types, change quantization
parameters, ...) changes the op; the module is printed, parsed back and verified, and the edit
is kept when the verifier reports exactly the target id. Edits that touch what the constraint
involves (its operands, attributes, results, regions) are tried first. Where no edit of a valid
program isolates an id, the corpus negative case of that id is the source (the *fallback*),
varied by edits that keep the verdict.

`malformed_texts()` yields texts the parser must reject (ParseError) with the reason, and
`invalid_types()` quantized tensor types that break quantized_type constraints.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

import numpy as np
from hypothesis import strategies as st

import spec
from spec import attributes as A
from spec.ops import OPS
from spec.types import (ELEMENT_TYPES, FunctionType, QuantizedElementType, TensorType, TokenType,
                        TupleType)
from spec.verify import verify

CORPUS = Path(__file__).resolve().parent.parent / "corpus" / "constraints"

# --- the model edits ------------------------------------------------------------------------

Apply = Callable[[spec.Module, spec.Op], None]
"""An edit, applied in place to the target op of a fresh copy of its module."""


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


# -- values and types ------------------------------------------------------------------------

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


PLAIN_ALTERNATIVES = ("i1", "i8", "i32", "i64", "ui32", "f16", "bf16", "f32", "f64",
                      "complex<f32>")
"""Element types an element type is swapped for (one per family and a few widths)."""


def _quantized_variants(q: QuantizedElementType) -> list:
    """Quantization parameters changed one at a time (each still a parseable type)."""
    st_, lo, hi = q.storage_type, q.storage_min, q.storage_max
    out = [replace(q, scales=tuple(s * 2 for s in q.scales)),
           replace(q, zero_points=tuple(z + 1 if z < hi else z - 1 for z in q.zero_points)),
           replace(q, expressed_type=ELEMENT_TYPES["f16" if q.expressed_type.name != "f16"
                                                   else "f32"]),
           replace(q, scales=tuple(-s for s in q.scales)),
           replace(q, storage_min=hi, storage_max=hi) if lo < hi else q,
           q.storage_type, q.expressed_type,
           replace(q, scales=(math.inf,) + q.scales[1:])]  # C6 (prints as an f64 bit pattern)
    z0 = q.zero_points[0]
    out += [replace(q, storage_min=z0, storage_max=z0),  # C3 alone
            replace(q, scales=tuple(1.0e10 for _ in q.scales), expressed_type=ELEMENT_TYPES["f16"])]
    if hi < st_.max_value:  # a zero point the storage type holds, above storage_max: C7 alone
        out.append(replace(q, zero_points=(hi + 1,) + q.zero_points[1:]))
    wider = {"i4": "i8", "i8": "i16", "i16": "i32", "ui8": "ui16"}.get(st_.name)
    if wider:
        w = ELEMENT_TYPES[wider]
        out.append(replace(q, storage_type=w, storage_min=w.min_value, storage_max=w.max_value))
    if q.is_per_axis:
        d = q.quantization_dimension
        out += [replace(q, quantization_dimension=-1), replace(q, quantization_dimension=d + 1), replace(q, quantization_dimension=None,
                scales=q.scales[:1], zero_points=q.zero_points[:1]),
                replace(q, scales=q.scales + q.scales[:1], zero_points=q.zero_points + (0,))]
        if d > 0:
            out.append(replace(q, quantization_dimension=d - 1))
    return [v for v in out if v != q]


def _element_alternatives(e) -> list:
    if isinstance(e, QuantizedElementType):
        return _quantized_variants(e)
    out = [ELEMENT_TYPES[n] for n in PLAIN_ALTERNATIVES if ELEMENT_TYPES[n] != e]
    if getattr(e, "kind", "") == "float" and e.bits <= 32:
        i8 = ELEMENT_TYPES["i8"]
        out.append(QuantizedElementType(i8, i8.min_value, i8.max_value, e, (0.5,), (0,)))
    return out


def _type_variants(t) -> list:
    """Types near `t`: one dimension +-1, one dimension dropped or added, another element type."""
    if isinstance(t, TupleType):
        out = [TupleType(t.types[:-1])] if t.types else []
        for i, inner in enumerate(t.types):
            out += [TupleType(t.types[:i] + (v,) + t.types[i + 1:]) for v in _type_variants(inner)]
        return out
    if isinstance(t, TokenType):
        return [TensorType((), ELEMENT_TYPES["f32"])]
    if not isinstance(t, TensorType):
        return []
    shape, out = t.shape, [TokenType()]
    for j, d in enumerate(shape):
        for n in ({d + 1, d - 1} if d is not None else {1}):
            if n is not None and n >= 0:
                out.append(_shaped(t, shape[:j] + (n,) + shape[j + 1:]))
        out.append(_shaped(t, shape[:j] + shape[j + 1:]))
    out.append(_shaped(t, shape + (1,)))
    if shape:
        out.append(_shaped(t, (1,) + shape))
    out += [TensorType(shape, e, t.bounds) for e in _element_alternatives(t.element_type)]
    return out + _requantized(t)


def _requantized(t: TensorType) -> list:
    """`t` quantized per axis along another dimension (with as many scales as it has entries,
    so quantized_type_c13 keeps holding): the quantization-dimension edits."""
    q = t.element_type
    if not isinstance(q, QuantizedElementType):
        return []
    out = []
    for j, n in enumerate(t.shape):
        if n and j != q.quantization_dimension:
            out.append(TensorType(t.shape, replace(
                q, quantization_dimension=j, scales=(q.scales[0],) * n,
                zero_points=(q.zero_points[0],) * n), t.bounds))
    return out


def _shaped(t: TensorType, shape) -> TensorType:
    return TensorType(tuple(shape), t.element_type, None)


# -- the operators --------------------------------------------------------------------------

def _part_names(op: spec.Op, results: bool = False) -> list[str]:
    """The schema name of each operand (or result) of `op`, by position."""
    from spec.ops.schema import GroupingError, group_values
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
            for t in _type_variants(v.type):
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
        for alt in _type_variants(t):
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
        for alt in _element_alternatives(e):
            def apply(m, o, e=e, alt=alt):
                for value in list(_all_types(m)):
                    if isinstance(value.type, TensorType) and value.type.element_type == e:
                        _retype(m, value, TensorType(value.type.shape, alt, value.type.bounds))
            yield Edit("element_type_everywhere", "*", f"{e} -> {alt} everywhere", apply)


def _int_variants(values: tuple, rank_hint: int) -> list[tuple]:
    """An integer list with one entry permuted, duplicated, dropped, added or moved out of
    range."""
    v, out = list(values), []
    for i in range(len(v)):
        out += [v[:i] + v[i + 1:], v[:i + 1] + [v[i]] + v[i + 1:],
                v[:i] + [v[i] + 1] + v[i + 1:], v[:i] + [v[i] - 1] + v[i + 1:],
                v[:i] + [-1] + v[i + 1:], v[:i] + [rank_hint] + v[i + 1:]]
        if i + 1 < len(v):
            out.append(v[:i] + [v[i + 1], v[i]] + v[i + 2:])
    out += [v + [max(v, default=-1) + 1], v + [0], v[::-1]]
    return [tuple(x) for x in out if x != v]


def _int_value_variants(x: int, rank_hint: int) -> list[int]:
    return [n for n in dict.fromkeys((x + 1, x - 1, -1, rank_hint, rank_hint + 1, 0)) if n != x]


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
        for label, new in _attribute_variants(a, r):
            yield Edit("attribute", name, f"{name}: {label}", _set_attr(name, new))
        schema = OPS.get(op.name)
        spec_attr = schema.attribute(name) if schema else None
        if spec_attr is not None and (spec_attr.optional or spec_attr.default is not None):
            def drop(m, o, name=name):
                del o.attributes[name]
            yield Edit("drop_attribute", name, f"drop {name}", drop)


def _attribute_variants(a, r: int) -> Iterator[tuple[str, object]]:
    if isinstance(a, A.DenseArrayAttr):
        if a.element.kind == "bool":
            vals = list(a.values)
            for i in range(len(vals)):
                yield "flip", A.DenseArrayAttr(a.element, tuple(vals[:i] + [not vals[i]] + vals[i + 1:]))
            yield "drop", A.DenseArrayAttr(a.element, tuple(vals[:-1]))
            yield "append", A.DenseArrayAttr(a.element, tuple(vals + [False]))
        else:
            for v in _int_variants(a.values, r):
                yield str(v), A.DenseArrayAttr(a.element, v)
    elif isinstance(a, A.IntegerAttr):
        for v in _int_value_variants(a.value, r):
            yield str(v), A.IntegerAttr(v, a.type)
    elif isinstance(a, A.BoolAttr):
        yield "flip", A.BoolAttr(not a.value)
    elif isinstance(a, A.StringAttr):
        if b"." in a.value:
            yield "namespace dropped", A.StringAttr(a.value.rsplit(b".", 1)[1])
        yield "empty", A.StringAttr(b"")
    elif isinstance(a, A.SymbolRefAttr):
        yield "undefined symbol", A.SymbolRefAttr(("undefined_" + a.path[0],) + a.path[1:])
    elif isinstance(a, A.EnumAttr):
        for v in A.ENUMS.get(a.enum, ()):
            if v != a.value:
                yield v, A.EnumAttr(a.enum, v, a.dialect)
    elif isinstance(a, A.StructAttr):
        fields = list(a.fields)
        for i, (k, v) in enumerate(fields):
            if isinstance(v, tuple) and all(isinstance(x, int) for x in v):
                news = _int_variants(v, r)
            elif isinstance(v, int) and not isinstance(v, bool):
                news = _int_value_variants(v, r)
            else:
                continue
            for new in news:
                yield f"{k} = {new}", A.StructAttr(a.name, tuple(fields[:i] + [(k, new)]
                                                                  + fields[i + 1:]), a.dialect)
    elif isinstance(a, A.ConvDimensionNumbers):
        for k, v in vars(a).items():
            news = _int_variants(v, r) if isinstance(v, tuple) else _int_value_variants(v, r)
            for new in news:
                yield f"{k} = {new}", replace(a, **{k: new})
    elif isinstance(a, A.ArrayAttr):
        items = list(a.items)
        for i in range(len(items)):
            yield f"drop {i}", A.ArrayAttr(tuple(items[:i] + items[i + 1:]))
            yield f"duplicate {i}", A.ArrayAttr(tuple(items[:i + 1] + items[i:]))
            for label, new in _attribute_variants(items[i], r):
                yield f"[{i}] {label}", A.ArrayAttr(tuple(items[:i] + [new] + items[i + 1:]))
    elif isinstance(a, A.DenseElementsAttr):
        yield from _dense_variants(a)


def _dense_variants(a: A.DenseElementsAttr):
    arr = np.asarray(a.array)
    flat = arr.reshape(-1)
    if arr.dtype.kind in "iu" and flat.size:
        info = np.iinfo(arr.dtype)
        for i in range(min(flat.size, 4)):
            for delta in (1, -1):
                if info.min <= int(flat[i]) + delta <= info.max:
                    new = flat.copy()
                    new[i] = int(flat[i]) + delta
                    yield f"[{i}] {delta:+d}", A.DenseElementsAttr(a.type, new.reshape(arr.shape))
        if flat.size > 1 and flat[1] != flat[0]:
            new = flat.copy()
            new[1] = new[0]
            yield "duplicate", A.DenseElementsAttr(a.type, new.reshape(arr.shape))
    t = a.type
    if t.rank >= 1 and arr.size:
        flat_t = TensorType((int(arr.size),), t.element_type)
        if flat_t != t:
            yield "flattened", A.DenseElementsAttr(flat_t, flat.copy())
        lead = TensorType((1,) + tuple(arr.shape), t.element_type)
        yield "leading 1", A.DenseElementsAttr(lead, arr.reshape(lead.shape))
        if t.rank == 2:
            tt = TensorType(tuple(arr.shape[::-1]), t.element_type)
            if tt != t:
                yield "transposed", A.DenseElementsAttr(tt, arr.T.copy())


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
            for t in _type_variants(arg.type):
                def apply(m, o, k=k, i=i, t=t):
                    o.regions[k].block.arguments[i].type = t
                yield Edit("region_argument", name, f"region {k} argument {i}: {t}", apply)
        types = {v.type for v in block.arguments}
        for t in types:
            for alt in _type_variants(t):
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


# --- sources and the search -----------------------------------------------------------------

def constraints() -> dict:
    """Every constraint, loaded at call time (so ids encoded since import are picked up)."""
    from spec.constraints import CONSTRAINTS, load
    load(OPS)
    return CONSTRAINTS


def breakable_ids() -> list[str]:
    """The ids a program can break and our verifier checks (a predicate, not unviolable)."""
    return [c.id for c in constraints().values() if c.predicate is not None and not c.unviolable]


@lru_cache(maxsize=None)
def corpus_cases(stem: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(text, expected ids) of every case of corpus/constraints/<stem>.mlir; () means valid."""
    path = CORPUS / f"{stem}.mlir"
    if not path.exists():
        return ()
    out = []
    for _, chunk in spec.split_input_file(path.read_text()):
        expected = re.search(r"^// expected: (.+)$", chunk, re.M)
        if expected and "func.func" in chunk:
            words = expected.group(1).split()
            out.append((chunk, () if words == ["valid"] else tuple(words)))
    return tuple(out)


def _stem(cid: str) -> str:
    return cid.rsplit("_c", 1)[0]


def _targets(module: spec.Module, subject: str) -> list[int]:
    """Positions (in module.walk() order) of the ops a constraint of `subject` is about."""
    ops = list(module.walk())
    if subject == "quantized_type":
        return [i for i, op in enumerate(ops)
                if any(isinstance(getattr(v.type, "element_type", None), QuantizedElementType)
                       for v in list(op.operands) + list(op.results))]
    return [i for i, op in enumerate(ops) if op.name == subject]


def edits(module: spec.Module, position: int) -> list[Edit]:
    """Every edit of every operator on the op at `position` (module.walk() order)."""
    op = list(module.walk())[position]
    return [e for m in MUTATIONS for e in m.edits(op)]


def apply_edit(text: str, position: int, edit: Edit | None) -> spec.Module:
    """A fresh module parsed from `text` with `edit` applied to its op at `position`."""
    module = spec.parse(text)
    if edit is not None:
        edit.apply(module, list(module.walk())[position])
    return module


def verdict(module: spec.Module) -> tuple[str, frozenset | None]:
    """(printed text, the ids our verifier reports on it re-parsed); None when the printed text
    does not parse back (the edit made something the text format cannot say)."""
    try:
        text = spec.print_module(module)
        return text, frozenset(d.constraint for d in verify(spec.parse(text)))
    except (spec.ParseError, ValueError, TypeError, KeyError, IndexError, AttributeError):
        return "", None


def _priority(edit: Edit, c) -> int:
    kinds = _kinds(c.formula)
    breaks = next(m.breaks for m in MUTATIONS if m.name == _OPERATOR[edit.mutation])
    return -(2 * (edit.touches in c.involves or edit.touches == "*") + bool(kinds & set(breaks)))


_OPERATOR = {"value_type": "value_type", "attribute": "attribute", "drop_attribute": "attribute",
             "swap_operands": "operands", "drop_operand": "operands",
             "duplicate_operand": "operands", "region_argument": "region",
             "region_types": "region", "region_arity": "region",
             "region_count": "region_count", "same_types": "same_types",
             "element_type_everywhere": "element_type_everywhere"}


@dataclass(frozen=True)
class Found:
    """An invalid program: its source text, the op edited, the edit (None: the source as is)."""

    source: str
    position: int
    edit: Edit | None
    via: str  # "mutation" | "fallback"

    def module(self) -> spec.Module:
        return apply_edit(self.source, self.position, self.edit)


WANTED = 3
"""How many distinct (source, operator) programs invalid_programs draws from per id."""

_FOUND: dict[str, tuple[int, tuple[Found, ...]]] = {}
"""search's results, computed once per process: id -> (how many were asked, found)."""


def search(cid: str, wanted: int = WANTED) -> tuple[Found, ...]:
    """Up to `wanted` programs that break exactly `cid`: edits of valid programs (targeted
    edits only: those touching what the constraint involves or of a kind its formula names);
    failing those, the corpus negative cases of `cid` and their verdict-keeping edits
    (fallback). coverage() asks for one, invalid_programs for WANTED."""
    asked, found = _FOUND.get(cid, (0, ()))
    if asked < wanted and len(found) == asked:  # more may exist
        found = _search_id(cid, wanted)
        _FOUND[cid] = (wanted, found)
    return found[:wanted]


def _search_id(cid: str, wanted: int) -> tuple[Found, ...]:
    c = constraints()[cid]
    valid = [text for text, ids in _sources(c.subject) if not ids]
    found = _search(c, valid, cid, "mutation", wanted)
    if found:
        return found
    negative = [text for text, ids in corpus_cases(_stem(cid)) if ids == (cid,)]
    base = [Found(t, 0, None, "fallback") for t in negative
            if verdict(spec.parse(t))[1] == frozenset({cid})][:wanted]
    more = _search(c, negative, cid, "fallback", wanted - len(base)) if base else ()
    return tuple(base) + more


def _sources(subject: str):
    if subject == "quantized_type":
        return [(t, ids) for stem in _quantized_stems() for t, ids in corpus_cases(stem)]
    return corpus_cases(subject.split(".", 1)[1])


def _quantized_stems() -> list[str]:
    return ["quantized_type"] + sorted(p.stem for p in CORPUS.glob("*.mlir")
                                       if "!quant" in p.read_text() and p.stem != "quantized_type")[:6]


class _Source:
    """A parsed program and the outcome (ids reported) of each edit of one of its ops, computed
    on demand and kept: edits are applied in place and undone from a snapshot, which is far
    cheaper than parsing a fresh copy for each."""

    def __init__(self, text: str, position: int):
        self.text, self.position = text, position
        self.module = spec.parse(text)
        self.edits = edits(self.module, position)
        self.outcomes: dict[int, frozenset] = {}

    def outcome(self, i: int) -> frozenset:
        if i not in self.outcomes:
            saved = _snapshot(self.module)
            try:
                self.edits[i].apply(self.module, list(self.module.walk())[self.position])
                self.outcomes[i] = frozenset(d.constraint for d in verify(self.module))
            except (ValueError, TypeError, KeyError, IndexError, AttributeError):
                self.outcomes[i] = frozenset({"?"})
            finally:
                _restore(saved)
        return self.outcomes[i]


@lru_cache(maxsize=None)
def _source(text: str, position: int) -> _Source:
    return _Source(text, position)


@lru_cache(maxsize=None)
def _positions(text: str, subject: str) -> tuple[int, ...]:
    return tuple(_targets(spec.parse(text), subject))


def _snapshot(module: spec.Module):
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


def _restore(saved) -> None:
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


def _search(c, texts, cid, via, wanted) -> tuple[Found, ...]:
    """Edits of `texts` (targeted ones first; only those for valid sources) that make the
    verifier report exactly {cid}, at most one per (text, operator), confirmed on the printed
    and re-parsed program."""
    found, used, want = [], set(), frozenset({cid})
    if wanted <= 0:
        return ()
    for text in texts:
        for pos in _positions(text, c.subject):
            src = _source(text, pos)
            order = sorted(range(len(src.edits)), key=lambda i: _priority(src.edits[i], c))
            if via == "mutation":
                order = [i for i in order if _priority(src.edits[i], c) < 0]
            for i in order:
                e = src.edits[i]
                if (text, e.mutation) in used or src.outcome(i) != want:
                    continue
                if verdict(apply_edit(text, pos, e))[1] == want:
                    found.append(Found(text, pos, e, via))
                    used.add((text, e.mutation))
                    if len(found) >= wanted:
                        return tuple(found)
    return tuple(found)


_GROUP = ("removing every input of the variadic group means removing the results, their uses "
          "and the region's arguments together: no single-op edit does that")
_WITH = "every edit that breaks it also breaks {}; the corpus case changes several parts at once"
FALLBACK_ONLY = {
    **{cid: _GROUP for cid in ("map_c2", "sort_c1", "reduce_c3", "reduce_window_c1",
                               "scatter_c5")},
    **{cid: "no results means dropping the op's results and their uses (the token one "
            "included): no single-op edit does that" for cid in ("infeed_c1", "recv_c2")},
    "reshape_c3": _WITH.format("reshape_c2 or quantized_type_c13 (moving one side's "
                               "quantization dimension changes its element type)"),
    "dynamic_reshape_c3": _WITH.format("dynamic_reshape_c2 or quantized_type_c13"),
    "transpose_c4": _WITH.format("transpose_c1 or quantized_type_c11/c12/c13"),
    "quantized_type_c7": _WITH.format("quantized_type_c3 (the edited range is empty)"),
    "gather_c15": _WITH.format("gather_c3, c16, c17 or c22"),
    "scatter_c10": _WITH.format("scatter_c2 and c9"),
    "scatter_c16": _WITH.format("scatter_c4, c17, c18 or c19"),
    "dynamic_gather_c4": _WITH.format("dynamic_gather_c1"),
    "dynamic_gather_c8": _WITH.format("dynamic_gather_c1 or c13"),
    "all_to_all_c4": _WITH.format("all_to_all_c8 (dim(replica_groups, 1) = split_count)"),
    "dynamic_pad_c3": "the interior padding is an operand's value (a constant), which no "
                      "edit of the dynamic_pad op itself changes",
    "collective_broadcast_c2": "no edit tried breaks it at all: an id out of range needs "
                               "an entry of replica_groups moved past the replica count, the "
                               "dense edits move one entry by 1",
    **{f"{op}_c{n}": _WITH.format(f"{op}_c10, c18, c21/c22 or c25 (group counts and feature "
                                  "dimensions are tied)")
       for op in ("convolution", "dynamic_conv") for n in (15, 16, 23)},
}
"""Ids reached only through the corpus fallback, and why no edit of a valid program breaks
them alone (tests/test_fuzz_mutate.py checks this list against coverage())."""


def coverage(ids=None) -> dict[str, str]:
    """{id: "mutation" | "fallback" | "none"} for every breakable id (or those of `ids`): how
    invalid_programs reaches it (an edit of a valid program; the corpus negative case; not at
    all). The first call over every id takes about 10 s of CPU time."""
    out = {}
    for cid in breakable_ids() if ids is None else ids:
        found = search(cid, 1)
        out[cid] = found[0].via if found else "none"
    return out


def unreachable_reasons(ids=None) -> dict[str, str]:
    """Why each id that coverage() says "none" is: the corpus negative cases that break it also
    break other ids (it cannot be broken alone), or there is no negative case."""
    out = {}
    for cid, how in coverage(ids).items():
        if how != "none":
            continue
        with_others = [ids for _, ids in corpus_cases(_stem(cid)) if cid in ids]
        others = sorted(set(with_others[0]) - {cid}) if with_others else []
        out[cid] = (f"only together with {others} (corpus case)" if others else
                    "its corpus case does not print and parse back to the same verdict"
                    if with_others else "no edit isolates it and the corpus has no case")
    return out


# --- the strategies -------------------------------------------------------------------------

def invalid_programs(constraint_id: str | None = None, *, generated: bool = True
                     ) -> st.SearchStrategy:
    """Module texts that our verifier rejects with exactly `constraint_id` (any breakable id
    when None). `generated` also edits programs drawn from fuzz.strategies.ops (where a
    generator exists for the op), for variety beyond the corpus."""
    if constraint_id is None:
        ids = [cid for cid, how in coverage().items() if how != "none"]
        return st.sampled_from(ids).flatmap(lambda cid: invalid_programs(cid, generated=generated))
    cs = constraints()
    if constraint_id not in cs:
        raise ValueError(f"invalid_programs({constraint_id!r}): no such constraint id")
    c = cs[constraint_id]
    if c.predicate is None or c.unviolable:
        raise ValueError(f"invalid_programs({constraint_id!r}): the verifier does not check it "
                         f"({c.unviolable or 'enforced by the ' + c.checked_by})")
    found = search(constraint_id)
    if not found:
        raise ValueError(f"invalid_programs({constraint_id!r}): no edit isolates it: "
                         f"{unreachable_reasons([constraint_id])[constraint_id]}")
    return _drawn(constraint_id, found, generated)


@st.composite
def _drawn(draw, cid: str, found: tuple, generated: bool):
    if generated and found[0].via == "mutation":
        text = _from_generated(draw, cid)
        if text is not None:
            return text
    base = draw(st.sampled_from(found))
    return _vary(draw, base.module(), cid)


def _from_generated(draw, cid: str) -> str | None:
    """An edit of a program drawn from fuzz.strategies.ops that isolates `cid`, or None."""
    from fuzz import strategies
    c = constraints()[cid]
    mnemonic = c.subject.split(".", 1)[-1]
    if mnemonic not in getattr(strategies, "OP_GENERATORS", {}) or not draw(st.booleans()):
        return None
    text, _ = draw(strategies.ops(mnemonic))
    module = spec.parse(text)
    positions = _targets(module, c.subject)
    if not positions:
        return None
    candidates = sorted(edits(module, positions[0]), key=lambda e: _priority(e, c))
    start = draw(st.integers(0, 7))
    for e in candidates[start:start + 24]:
        out, ids = verdict(apply_edit(text, positions[0], e))
        if ids == frozenset({cid}):
            return out
    return None


def _vary(draw, module: spec.Module, cid: str) -> str:
    """`module` with an unused argument added to its first function, when that keeps the
    verdict (a variation that does not change what the program breaks)."""
    base, _ = verdict(module)
    if not draw(st.booleans()) or not module.funcs or module.funcs[0].body is None:
        return base
    f = module.funcs[0]
    et = ELEMENT_TYPES[draw(st.sampled_from(("i32", "f32", "i1")))]
    t = TensorType(tuple(draw(st.lists(st.integers(0, 3), max_size=2))), et)
    block = f.body.block
    block.arguments.append(spec.Value(t, block, len(block.arguments)))
    f.type = FunctionType(tuple(f.type.inputs) + (t,), f.type.results)
    if f.arg_attrs is not None:
        f.arg_attrs = list(f.arg_attrs) + [{}]
    text, ids = verdict(module)
    return text if ids == frozenset({cid}) else base


# --- invalid types and malformed texts ------------------------------------------------------

QUANTIZED_TYPE_BREAKS = (
    # (what the edit does, the ids it breaks, storage, storage range, expressed, dim, params)
    ("storage_min below the storage type", ("quantized_type_c1", "quantized_type_c3"),
     "i8<-200:100>", "f32", "", "0.5:0"),
    ("storage_max above the storage type", ("quantized_type_c2", "quantized_type_c3"),
     "i4<-8:9>", "f32", "", "0.5:0"),
    ("storage_min = storage_max", ("quantized_type_c3",), "i8<5:5>", "f32", "", "0.5:5"),
    ("a scale f16 cannot hold", ("quantized_type_c4",), "i8", "f16", "", "7.0e+04:0"),
    ("a zero scale", ("quantized_type_c5",), "i8", "f32", "", "0.0:0"),
    ("a negative scale", ("quantized_type_c5",), "i16", "bf16", "", "-2.5:0"),
    ("an infinite scale", ("quantized_type_c6",), "i8", "f32", "", "0x7FF0000000000000:0"),
    ("a zero point above storage_max", ("quantized_type_c7",), "i8<-10:10>", "f32", "",
     "0.5:11"),
    ("a zero point the storage type cannot hold", ("quantized_type_c7", "quantized_type_c8"),
     "ui8", "f32", "", "0.5:300"),
    ("a negative quantization dimension", ("quantized_type_c11",), "i8", "f32", ":-1",
     "{0.5:0, 0.25:0}"),
    ("a quantization dimension beyond the rank", ("quantized_type_c12",), "i8", "f32", ":5",
     "{0.5:0, 0.25:0}"),
    ("fewer scales than the quantized dimension's size", ("quantized_type_c13",), "i8", "f32",
     ":0", "{0.5:0}"),
)
"""Targeted edits of a quantized element type, each with the constraints it breaks (an edit
that breaks C1 also breaks C3: a storage_min the storage type cannot hold is below its
min_value; likewise C2 with C3 and C8 with C7)."""


@st.composite
def invalid_types(draw):
    """(tensor type text, ids it breaks): quantized tensor types that break quantized_type
    constraints; `type_module(text)` wraps one into a program."""
    what, ids, storage, expressed, dim, params = draw(st.sampled_from(QUANTIZED_TYPE_BREAKS))
    shape = draw(st.lists(st.integers(2, 3), min_size=1, max_size=3))
    q = f"!quant.uniform<{storage}:{expressed}{dim}, {params}>"
    return f"tensor<{'x'.join(map(str, shape))}x{q}>", ids


def type_module(tensor_type: str) -> str:
    """A program whose function takes and returns a value of `tensor_type`."""
    return (f"func.func @main(%x: {tensor_type}) -> {tensor_type} {{\n"
            f"  func.return %x : {tensor_type}\n}}")


LITERAL_BREAKS = (
    # (constraint id, literal, tensor type): a constant the parser must reject
    ("integer_literal_c1", "dense<[1, 256]>", "tensor<2xi8>"),
    ("integer_literal_c1", "dense<-1>", "tensor<ui32>"),
    ("integer_literal_c1", "dense<[-9]>", "tensor<1xi4>"),
    ("float_literal_c1", "dense<[1.0e]>", "tensor<1xf32>"),
    ("float_literal_c1", "dense<[1.2.3]>", "tensor<1xf16>"),
    ("float_literal_c2", "dense<0x7FC0000>", "tensor<f32>"),
    ("float_literal_c2", "dense<0x7E00>", "tensor<f64>"),
    ("complex_literal_c1", "dense<(1.0e, 2.0)>", "tensor<complex<f32>>"),
    ("complex_literal_c2", "dense<(1.0, 2.x)>", "tensor<complex<f64>>"),
    ("tensor_literal_c1", "dense<[1.5, 2.0]>", "tensor<2xi32>"),
    ("tensor_literal_c1", "dense<[true, 2]>", "tensor<2xi1>"),
    ("tensor_literal_c2", "dense<[1, 2, 3]>", "tensor<2xi32>"),
    ("tensor_literal_c2", "dense<[[1, 2], [3]]>", "tensor<2x2xi32>"),
    ("quantized_tensor_literal_c1", "dense<[1.5]>", "tensor<1x!quant.uniform<i8:f32, 0.5:0>>"),
    ("quantized_tensor_literal_c2", "dense<[1, 2]>", "tensor<3x!quant.uniform<i8:f32, 0.5:0>>"),
)
"""Literals that break the constraints the parser enforces."""

BAD_TOKENS = ("tensor<2xf33>", "tensor<2x", "}", ")", "%", "= =", "#stablehlo<", "\"", "@",
              "dense<", "0x", "->", "!quant.uniform<i8:f32>")


@st.composite
def malformed_texts(draw):
    """(text, reason): programs the parser must reject with a ParseError: a constant whose
    literal breaks a literal constraint (the reason is its id), a valid corpus program cut
    inside its function ("truncation"), or one with a token replaced or inserted ("token")."""
    kind = draw(st.sampled_from(("literal", "truncation", "token")))
    if kind == "literal":
        cid, literal, t = draw(st.sampled_from(LITERAL_BREAKS))
        return (f"func.func @main() -> {t} {{\n  %c = \"stablehlo.constant\"() "
                f"{{value = {literal} : {t}}} : () -> {t}\n  func.return %c : {t}\n}}"), cid
    text = draw(st.sampled_from(_valid_texts()))
    body = text.index("{", text.rindex("func.func")) + 1  # inside the last function's body
    end = text.rindex("}")
    if kind == "truncation":
        return text[:draw(st.integers(body, end - 1))], "truncation"
    tokens = [m.start() for m in re.finditer(r"[%\"(<{]", text[body:end])]
    at = body + draw(st.sampled_from(tokens))
    bad = draw(st.sampled_from(BAD_TOKENS))
    return text[:at] + bad + " " + text[at:], "token"


@lru_cache(maxsize=1)
def _valid_texts() -> tuple[str, ...]:
    """Valid corpus programs with their comment lines dropped."""
    out = []
    for path in sorted(CORPUS.glob("*.mlir")):
        for text, ids in corpus_cases(path.stem):
            if not ids:
                out.append("\n".join(l for l in text.splitlines() if not l.startswith("//")))
    return tuple(out)
