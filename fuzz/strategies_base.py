"""The program builder and element values behind fuzz.strategies (the public API lives there).

A generator receives a `Program`: it draws shapes and attributes through it (Hypothesis draws, so
examples shrink), adds arguments with random values and appends ops to @main as spec.ir ops
whose attributes are spec.attributes values (built with spec.build); `Program.module()` is the
spec.ir Module, and only the printer (spec.print_module) writes its text. Values come from a
numpy generator seeded by one draw, so large tensors cost one choice.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import ml_dtypes
import numpy as np
from hypothesis import strategies as st

from reference.values import float_features
from spec import attributes as A
from spec.build import Builder, tensor_type
from spec.ir import Block, Func, Module, Region, Value
from spec.syntax import print_module
from spec.types import ELEMENT_TYPES, FunctionType, TokenType, Type

from .regions import HARD_RANKS, HARD_SIDES, MINOR_SIZES, mix_hard

TOKEN = TokenType()
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


def check_bounds(fn: str, **bounds) -> None:
    """Raises ValueError naming the argument of strategy `fn` whose value is not an integer at
    least its bound (`arg=(value, low)`)."""
    for arg, (value, low) in bounds.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ValueError(f"{fn}({arg}={value!r}): must be an integer >= {low}")


def as_text(strategy, as_module: bool) -> st.SearchStrategy:
    """(module, inputs) examples as (printed module, inputs) unless `as_module`."""
    return strategy if as_module else strategy.map(lambda e: (print_module(e[0]), e[1]))


# --- the program -----------------------------------------------------------------------------

@functools.lru_cache(maxsize=4096)
def _integers(lo, hi) -> st.SearchStrategy:
    return st.integers(lo, hi)


@functools.lru_cache(maxsize=4096)
def _sampled(items: tuple, _reprs: tuple) -> st.SearchStrategy:
    return st.sampled_from(items)


_BOOLEANS = st.booleans()
"""The strategies a program draws from, made once (a new strategy object costs Hypothesis a
validation on its first draw)."""


class Given(np.ndarray):
    """An input whose values the generator chose (a root index, a shape, start indices), not
    drawn at random: a process grid's other processes get these values too, not random ones
    (reports.cases: each process's own values would break what the generator made hold)."""


class Program(Builder):
    """A module under construction: @main's arguments (with their input values) and ops, other
    functions, module attributes. `op` returns the op's results, which also become @main's
    results unless `returns` is called."""

    def __init__(self, draw, bounds: Bounds, special_rate: float = 0.1, *, hard: bool = False,
                 hard_values: bool = False, minor_budget: int = 0):
        """`hard`: shapes and attribute classes drawn hardest first (fuzz/regions.py);
        `hard_values`: free inputs hold hard values; `minor_budget`: the element budget of the
        first shape drawn, whose last dimension is then one of MINOR_SIZES (0: none)."""
        super().__init__(Block())
        self.draw, self.b, self.special_rate = draw, bounds, special_rate
        self.hard, self.hard_values, self.minor_budget = hard, hard_values, minor_budget
        self.hard_partners: dict = {}  # (type, shape) -> the last such input's hard values
        self.inputs: list = []
        self.free: list[bool] = []  # which inputs hold plain random values (may be redrawn)
        self.results: list[Value] = []
        self.funcs: list[Func] = []
        self.module_attributes: dict[str, A.Attribute] = {}
        self.rng = np.random.default_rng(draw(st.integers(0, 2 ** 32 - 1)))
        self._module: Module | None = None

    # -- drawing ---------------------------------------------------------------------------
    def integers(self, lo, hi):
        return self.draw(_integers(lo, hi))

    def boolean(self) -> bool:
        return self.draw(_BOOLEANS)

    def choice(self, items):
        items = tuple(items)
        try:  # keyed by the reprs too: 1 == True and 0.0 == -0.0 as keys
            strategy = _sampled(items, tuple(map(repr, items)))
        except TypeError:  # unhashable items
            strategy = st.sampled_from(items)
        return self.draw(strategy)

    def shape(self, rank=None, *, min_rank=0, min_side=0, max_rank=None):
        top = self.b.max_rank if max_rank is None else max_rank
        if self.hard:
            return self._hard_shape(rank, min_rank, min_side, max(min_rank, top))
        rank = self.integers(min_rank, max(min_rank, top)) if rank is None else rank
        dims, room = [], self.b.max_elements
        for _ in range(rank):
            n = self.integers(min_side, max(min_side, min(self.b.max_side, room)))
            dims.append(n)
            room = room // n if n else room
        return tuple(dims)

    def _hard_shape(self, rank, min_rank, min_side, top):
        """A shape whose simplest draw is neither empty nor a scalar: ranks and sizes in the
        orders of HARD_RANKS and HARD_SIDES, and for the first shape of a program with a
        minor budget a last dimension of MINOR_SIZES."""
        if rank is None:
            ranks = [r for r in HARD_RANKS if min_rank <= r <= top]
            rank = self.choice(ranks + [r for r in range(min_rank, top + 1) if r not in ranks])
        minor, self.minor_budget = self.minor_budget, 0
        dims, room = [], max(minor, self.b.max_elements)
        for k in range(rank):
            sizes = MINOR_SIZES if minor and k == rank - 1 else HARD_SIDES
            top_side = room if minor and k == rank - 1 else min(self.b.max_side, room)
            fits = [n for n in sizes if min_side <= n <= top_side] or [min_side]
            n = self.choice(fits)
            dims.append(n)
            room = room // n if n else room
        return tuple(dims)

    def integers_hard_first(self, hard, lo, hi) -> int:
        """An integer in [lo, hi]; in a hard program the values of `hard` in range come first
        (Hypothesis's simplest draw is the first of them)."""
        fits = [v for v in hard if lo <= v <= hi]
        if not self.hard or not fits:
            return self.integers(lo, hi)
        return self.choice(fits + [v for v in range(lo, hi + 1) if v not in fits])

    def permutation(self, items) -> list:
        """A permutation of `items`; in a hard program by class, hardest first: a rotation (one
        cycle through every item), the reversal, any permutation, the identity."""
        items = list(items)
        if not self.hard or len(items) < 2:
            return self.draw(st.permutations(items))
        kind = self.choice(("rotation", "reversal", "any", "identity"))
        if kind == "any":
            return self.draw(st.permutations(items))
        return {"rotation": items[1:] + items[:1], "reversal": items[::-1],
                "identity": items}[kind]

    def draw_subset(self, items, *, ordered=False) -> list:
        """A subset of `items`; in a hard program neither empty nor everything at first, its
        order by permutation class (`permutation`)."""
        items = list(items)
        if self.hard:
            sizes = list(range(1, len(items))) + [len(items), 0] if len(items) > 1 else [1, 0]
            chosen = self.permutation(items)[:self.choice([n for n in sizes if n <= len(items)])]
        else:
            chosen = self.draw(st.permutations(items))[:self.integers(0, len(items))]
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
    def argument(self, t: Type, value, free: bool = False) -> Value:
        """Adds an argument of type `t` whose input is `value` (taken as is)."""
        v = Value(t, self.block, len(self.block.arguments), f"%arg{len(self.inputs)}")
        self.block.arguments.append(v)
        if not free and isinstance(value, np.ndarray) and type(value) is np.ndarray:
            value = value.view(Given)
        self.inputs.append(value)
        self.free.append(free)
        return v

    def arg(self, et: str, shape, array=None) -> Value:
        """Adds an argument (random values unless `array` is given) and returns it."""
        free = array is None
        if free:
            array = random_values(self.rng, et, tuple(shape), self.special_rate)
            if self.hard_values:
                key = (et, tuple(shape))
                array, self.hard_partners[key] = mix_hard(self.rng, array, et,
                                                          self.hard_partners.get(key))
        array = np.asarray(array, ELEMENT_TYPES[et].dtype).reshape(shape)
        return self.argument(tensor_type(shape, et), array, free)

    def index_arg(self, shape, bounds, et=None) -> Value:
        """Index values in [-2, bound + 2] per element (`bounds` broadcasts to `shape`), kept
        in the index type's range, now and then the type's extremes; in a hard program half of
        them at the edges (bound, bound + 1, -1)."""
        et = et or self.element_type(INDEX_TYPES)
        info = np.iinfo(ELEMENT_TYPES[et].dtype)
        hi = np.broadcast_to(np.asarray(bounds, np.int64), shape)
        values = self.rng.integers(-2, hi + 3, size=shape) if hi.size else np.zeros(shape, int)
        extremes = self.rng.random(shape) < 0.05
        values = np.where(extremes, self.rng.choice([int(info.min), int(info.max)], size=shape), values)
        if self.hard:  # half at the edges: the last start in bounds, one past it, -1
            edge = np.stack([hi, hi + 1, np.full(shape, -1)])[self.rng.integers(0, 3, size=shape),
                                                               *np.indices(shape)]
            values = np.where(self.rng.random(shape) < 0.5, edge, values)
        values = np.asarray(np.clip(values.astype(object), int(info.min), int(info.max)), object)
        return self.arg(et, shape, values.astype(info.dtype))

    def shape_arg(self, values, et="i64") -> Value:
        return self.arg(et, (len(values),), np.array(values, np.int64))

    # -- ops -------------------------------------------------------------------------------
    def op(self, name: str, operands, result_types, attributes: dict | None = None,
           regions=()) -> list[Value]:
        results = super().op(name, operands, result_types, attributes, regions)
        if results:
            self.results = results
        return results

    def token(self) -> Value:
        return self.op("after_all", [], [TOKEN])[0]

    def returns(self, values) -> None:
        self.results = list(values)

    def module(self) -> Module:
        """The finished module: @main (its ops and a func.return of its results), then the
        other functions. The first call finishes the program; later calls return the same."""
        if self._module is None:
            Builder(self.block).op("func.return", self.results, [])
            main = Func("main", FunctionType(tuple(v.type for v in self.block.arguments),
                                             tuple(v.type for v in self.results)),
                        Region([self.block]))
            self._module = Module([main] + list(self.funcs), dict(self.module_attributes))
        return self._module


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
