"""Values near a given one: types (a dimension +-1, a dimension dropped or added, another
element type, changed quantization parameters) and attribute values (an entry of a list
permuted, duplicated, dropped or moved out of range, another enum case, a dense constant
reshaped). The mutation operators (fuzz.mutate.operators) put them in place of an op's own."""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Iterator

import numpy as np

from spec import attributes as A
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType, TokenType, TupleType

PLAIN_ALTERNATIVES = ("i1", "i8", "i32", "i64", "ui32", "f16", "bf16", "f32", "f64",
                      "complex<f32>")
"""Element types an element type is swapped for (one per family and a few widths)."""


def quantized_variants(q: QuantizedElementType) -> list:
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


def element_alternatives(e) -> list:
    if isinstance(e, QuantizedElementType):
        return quantized_variants(e)
    out = [ELEMENT_TYPES[n] for n in PLAIN_ALTERNATIVES if ELEMENT_TYPES[n] != e]
    if getattr(e, "kind", "") == "float" and e.bits <= 32:
        i8 = ELEMENT_TYPES["i8"]
        out.append(QuantizedElementType(i8, i8.min_value, i8.max_value, e, (0.5,), (0,)))
    return out


def type_variants(t) -> list:
    """Types near `t`: one dimension +-1, one dimension dropped or added, another element type."""
    if isinstance(t, TupleType):
        out = [TupleType(t.types[:-1])] if t.types else []
        for i, inner in enumerate(t.types):
            out += [TupleType(t.types[:i] + (v,) + t.types[i + 1:]) for v in type_variants(inner)]
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
    out += [TensorType(shape, e, t.bounds) for e in element_alternatives(t.element_type)]
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


def attribute_variants(a, r: int) -> Iterator[tuple[str, object]]:
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
            for label, new in attribute_variants(items[i], r):
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

