"""The program builder and element values behind fuzz.strategies (the public API lives there).

A generator receives a `Program`: it draws shapes and attributes through it (Hypothesis draws, so
examples shrink), adds arguments with random values and appends ops in the generic form. Values
come from a numpy generator seeded by one draw, so large tensors cost one choice.
"""
from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np
from hypothesis import strategies as st

from spec.types import ELEMENT_TYPES, TensorType

TOKEN = "!stablehlo.token"
FAMILY_KINDS = {"bool": ("bool",), "integer": ("signed", "unsigned"), "signed": ("signed",),
                "unsigned": ("unsigned",), "float": ("float",), "complex": ("complex",)}
"""Schema element families (spec.ops.schema.ELEMENT_FAMILIES) -> ElementType kinds."""
INDEX_TYPES = ("i8", "ui8", "i32", "ui32", "i64", "ui64")
"""Element types of index operands (signed and unsigned, narrow and wide)."""


@dataclass(frozen=True)
class Bounds:
    max_rank: int
    max_side: int
    max_elements: int
    element_types: tuple[str, ...]


FAMILY_FALLBACK = ("i32", "ui32", "f32", "complex<f32>", "i1")
"""One element type per family, for ops none of whose requested types fits their schema."""


def types_of(families, choices) -> tuple[str, ...]:
    """The element types of `choices` in one of the schema `families` (all when empty)."""
    kinds = {k for f in families for k in FAMILY_KINDS[f]}
    return tuple(t for t in choices if not kinds or ELEMENT_TYPES[t].kind in kinds)


def tensor_type(shape, et: str) -> str:
    return str(TensorType(tuple(shape), ELEMENT_TYPES[et]))


def type_list(types) -> str:
    return types[0] if len(types) == 1 else f"({', '.join(types)})"


def array_attr(values, kind="i64") -> str:
    if kind == "i1":
        values = [str(bool(v)).lower() for v in values]
    return f"array<{kind}: {', '.join(map(str, values))}>" if len(values) else f"array<{kind}>"


def dense_i64(rows) -> str:
    """A dense<i64> attribute of a 2-D list (`[[lo, hi], ...]`, possibly with no rows)."""
    rows = [list(r) for r in rows]
    width = len(rows[0]) if rows else 2
    return f"dense<{rows}> : tensor<{len(rows)}x{width}xi64>" if rows else \
        f"dense<> : tensor<0x{width}xi64>"


def listing(values) -> str:
    return "[" + ", ".join(map(str, values)) + "]"


class Program:
    """A module under construction: @main's arguments (with their input values) and ops, other
    functions, module attributes. `op` returns the SSA names of the op's results."""

    def __init__(self, draw, bounds: Bounds, special_rate: float = 0.1):
        self.draw, self.b, self.special_rate = draw, bounds, special_rate
        self.types: dict[str, str] = {}
        self.inputs: list = []
        self.free: list[bool] = []  # which inputs hold plain random values (may be redrawn)
        self.lines: list[str] = []
        self.results: list[str] = []
        self.funcs: list[str] = []
        self.module_attributes: dict[str, str] = {}
        self.rng = np.random.default_rng(draw(st.integers(0, 2 ** 32 - 1)))
        self._count = 0

    # -- drawing ---------------------------------------------------------------------------
    def integers(self, lo, hi):
        return self.draw(st.integers(lo, hi))

    def boolean(self) -> bool:
        return self.draw(st.booleans())

    def choice(self, items):
        return self.draw(st.sampled_from(list(items)))

    def shape(self, rank=None, *, min_rank=0, min_side=0, max_rank=None):
        top = self.b.max_rank if max_rank is None else max_rank
        rank = self.integers(min_rank, max(min_rank, top)) if rank is None else rank
        dims, room = [], self.b.max_elements
        for _ in range(rank):
            n = self.integers(min_side, max(min_side, min(self.b.max_side, room)))
            dims.append(n)
            room = room // n if n else room
        return tuple(dims)

    def draw_subset(self, items, *, ordered=False) -> list:
        chosen = self.draw(st.permutations(list(items)))[:self.integers(0, len(items))]
        return chosen if ordered else sorted(chosen)

    def element_type(self, choices=None):
        return self.draw(st.sampled_from(list(choices or self.b.element_types)))

    def typed(self, families=(), fallback=("f32",)):
        """An element type of the bounds in `families`; `fallback` types when none is, else the
        family's own (so an op never gets an element type its schema forbids)."""
        return self.element_type(types_of(families, self.b.element_types) or
                                 types_of(families, fallback) or
                                 types_of(families, FAMILY_FALLBACK))

    # -- arguments -------------------------------------------------------------------------
    def arg(self, et: str, shape, array=None) -> str:
        """Adds an argument (random values unless `array` is given) and returns its name."""
        free = array is None
        if free:
            array = random_values(self.rng, et, tuple(shape), self.special_rate)
        name = f"%arg{len(self.inputs)}"
        self.types[name] = tensor_type(shape, et)
        self.inputs.append(np.asarray(array, ELEMENT_TYPES[et].dtype).reshape(shape))
        self.free.append(free)
        return name

    def index_arg(self, shape, bounds, et=None) -> str:
        """Index values in [-2, bound + 2] per element (`bounds` broadcasts to `shape`), kept
        in the index type's range, now and then the type's extremes."""
        et = et or self.element_type(INDEX_TYPES)
        info = np.iinfo(ELEMENT_TYPES[et].dtype)
        hi = np.broadcast_to(np.asarray(bounds, np.int64), shape)
        values = self.rng.integers(-2, hi + 3, size=shape) if hi.size else np.zeros(shape, int)
        extremes = self.rng.random(shape) < 0.05
        values = np.where(extremes, self.rng.choice([int(info.min), int(info.max)], size=shape), values)
        values = np.asarray(np.clip(values.astype(object), int(info.min), int(info.max)), object)
        return self.arg(et, shape, values.astype(info.dtype))

    def shape_arg(self, values, et="i64") -> str:
        return self.arg(et, (len(values),), np.array(values, np.int64))

    # -- ops -------------------------------------------------------------------------------
    def op(self, name: str, operands, results, attributes="", region="") -> list[str]:
        """Appends `stablehlo.<name>` (or `name` when it has a dialect prefix); returns the
        names of its results, which also become @main's results unless `returns` is called."""
        full = name if "." in name else f"stablehlo.{name}"
        self._count += 1
        base = f"%v{self._count}"
        names = [base] if len(results) == 1 else [f"{base}#{i}" for i in range(len(results))]
        lhs = "" if not results else (base if len(results) == 1 else f"{base}:{len(results)}") + " = "
        attrs = f" {{{attributes}}}" if attributes else ""
        body = f" ({region})" if region else ""
        in_types = ", ".join(self.types[o] for o in operands)
        self.lines.append(f'{lhs}"{full}"({", ".join(operands)}){body}{attrs} : ({in_types}) -> '
                          f'{type_list(results) if results else "()"}')
        for n, t in zip(names, results):
            self.types[n] = t
        if results:
            self.results = names
        return names

    def token(self) -> str:
        return self.op("after_all", [], [TOKEN])[0]

    def returns(self, names) -> None:
        self.results = list(names)

    def module(self, name: str = "") -> str:
        args = ", ".join(f"%arg{i}: {self.types[f'%arg{i}']}" for i in range(len(self.inputs)))
        out = [self.types[n] for n in self.results]
        body = "\n".join("  " + line.replace("\n", "\n  ") for line in self.lines)
        ret = f'  "func.return"({", ".join(self.results)}) : ({", ".join(out)}) -> ()'
        text = f"func.func @main({args}) -> ({', '.join(out)}) {{\n{body}\n{ret}\n}}"
        text = "\n".join([text] + self.funcs)
        if self.module_attributes:
            attrs = ", ".join(f"{k} = {v}" for k, v in self.module_attributes.items())
            text = f"module attributes {{{attrs}}} {{\n{text}\n}}"
        return text


def region(arg_types, lines, returned) -> str:
    """A region `{ ^bb0(args): lines; stablehlo.return returned }`; `returned` are (name, type)
    pairs; block arguments are named %a0, %a1, ..."""
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    names = ", ".join(n for n, _ in returned)
    types = ", ".join(t for _, t in returned)
    body = "".join(f"  {line}\n" for line in lines)
    head = f"^bb0({args}):\n" if arg_types else ""
    return f'{{\n{head}{body}  "stablehlo.return"({names}) : ({types}) -> ()\n}}'


def binary_region(ops_and_types) -> str:
    """A region combining pairs elementwise: input k and input k+n meet in ops_and_types[k]
    (`(op, scalar_type)`), the shape of reduce / scatter / all_reduce bodies."""
    n = len(ops_and_types)
    lines, returned = [], []
    for k, (op, t) in enumerate(ops_and_types):
        lines.append(f'%s{k} = "stablehlo.{op}"(%a{k}, %a{k + n}) : ({t}, {t}) -> {t}')
        returned.append((f"%s{k}", t))
    return region([t for _, t in ops_and_types] * 2, lines, returned)


# --- element values --------------------------------------------------------------------------

def special_values(et: str) -> np.ndarray:
    """The special values of element type `et`: NaN, +-inf, +-0, the smallest subnormal, the
    smallest normal and the extremes for floats (those the type has); min, max, 0, +-1 for
    integers; both booleans."""
    t = ELEMENT_TYPES[et]
    if t.kind == "bool":
        return np.array([False, True])
    if t.kind in ("signed", "unsigned"):
        info = ml_dtypes.iinfo(t.dtype)
        return np.array(sorted({int(info.min), int(info.max), 0, 1, max(int(info.min), -1)}),
                        object).astype(t.dtype)
    if t.kind == "complex":
        parts = special_values(t.component.name)
        return (parts[:, None] + 1j * parts[None, :]).ravel().astype(t.dtype)
    from reference.values import float_features
    f, info = float_features(t.dtype), ml_dtypes.finfo(t.dtype)
    cands = [float(info.max), float(info.tiny), float(info.smallest_subnormal)]
    cands += [-c for c in cands] if f.has_sign else []
    cands += [np.nan] * f.has_nan + [np.inf, -np.inf] * f.has_inf + [0.0] * f.has_zero
    cands += [-0.0] * f.has_negative_zero
    return np.array(cands, np.float64).astype(t.dtype)


def random_values(rng, et: str, shape, special_rate: float = 0.1, *, tame: bool = False):
    """Random values of `et`: mostly moderate ones (small integers, floats of magnitude 1e-2 to
    1e2, occasionally anything in range), special values at `special_rate`. `tame`: small
    positive values only (1 to 3), the fallback for implementation-defined inputs."""
    t = ELEMENT_TYPES[et]
    shape = tuple(shape)
    if t.kind == "complex":
        re = random_values(rng, t.component.name, shape, special_rate, tame=tame)
        im = random_values(rng, t.component.name, shape, special_rate, tame=tame)
        z = np.empty(shape, t.dtype)
        z.real, z.imag = re, im
        return z
    if t.kind == "bool":
        return rng.integers(0, 2, size=shape).astype(bool)
    if t.kind in ("signed", "unsigned"):
        info = ml_dtypes.iinfo(t.dtype)
        lo, hi = int(info.min), int(info.max)
        if tame:
            return rng.integers(1, min(3, hi) + 1, size=shape).astype(t.dtype)
        small = rng.integers(max(lo, -8), min(hi, 8) + 1, size=shape)
        wide = rng.integers(lo, hi, size=shape, endpoint=True, dtype=np.int64 if hi < 2 ** 63 else np.uint64)
        x = np.where(rng.random(shape) < 0.3, wide.astype(object), small.astype(object))
    else:
        from reference.values import float_features
        f, top = float_features(t.dtype), float(ml_dtypes.finfo(t.dtype).max)
        if tame:
            return (rng.integers(2, 7, size=shape) / 2).astype(t.dtype)
        magnitude = 10.0 ** rng.uniform(-2, 2, size=shape) * rng.random(shape)
        sign = np.where(rng.random(shape) < 0.5, -1.0, 1.0) if f.has_sign else 1.0
        x = np.minimum(magnitude, top) * sign
        x = np.where(rng.random(shape) < 0.1, np.round(x), x)
        if not f.has_zero:
            x = np.where(x == 0, 1.0, x)
    specials = special_values(et)
    pick = rng.random(shape) < special_rate
    out = np.asarray(x).astype(t.dtype) if t.kind == "float" else np.asarray(x, object).astype(t.dtype)
    if specials.size and pick.any():
        out = np.where(pick, rng.choice(specials, size=shape), out).astype(t.dtype)
    return out.reshape(shape)
