"""Indexing maps (seed 003): f(d, s, rt) -> input index, with a domain.

`d` is the output element's multi-index, `s` the range variables (positions the element reads
from a whole interval, e.g. a sort row), `rt` the runtime variables (values read from an
operand when the op runs, e.g. dynamic_slice offsets or gather indices). The domain is the box
of the variables' intervals intersected with the constraints `lower <= expr <= upper`.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Mapping, Sequence

from .affine import Expr, Var, d, rt, s


@dataclass(frozen=True)
class Interval:
    """The integers lower..upper, both included (empty when upper < lower)."""

    lower: int
    upper: int

    def __contains__(self, x: int) -> bool:
        return self.lower <= x <= self.upper

    def __iter__(self):
        return iter(range(self.lower, self.upper + 1))

    def __str__(self) -> str:
        return f"[{self.lower}, {self.upper}]"


ANY_INDEX = Interval(-(2 ** 63), 2 ** 64 - 1)
"""Every value an index operand's element type can hold (i64 and ui64 included)."""


def box(shape: Sequence[int]) -> tuple[Interval, ...]:
    """The intervals of a tensor shape's indices."""
    return tuple(Interval(0, n - 1) for n in shape)


@dataclass(frozen=True)
class RTVar:
    """A runtime variable: the element `access` (expressions over the map's d and s) of operand
    `operand`, read as an integer. With `clamp` the value is clamped into `feasible` (the spec's
    clamping of start indices); without it a value outside `feasible` puts the point outside the
    domain (scatter skips out-of-bounds updates)."""

    feasible: Interval
    operand: int
    access: tuple[Expr, ...] = ()
    clamp: bool = True


@dataclass(frozen=True)
class IndexingMap:
    """(d0, ..)[s0, ..]{rt0, ..} -> (results) on the domain dims x ranges x runtime, where each
    (expr, interval) in `constraints` holds."""

    results: tuple[Expr, ...]
    dims: tuple[Interval, ...]
    ranges: tuple[Interval, ...] = ()
    runtime: tuple[RTVar, ...] = ()
    constraints: tuple[tuple[Expr, Interval], ...] = ()

    def compose(self, then: "IndexingMap") -> "IndexingMap":
        """The map A -> C from this map A -> B and `then` B -> C (the indexing of a chain of
        ops, e.g. fusions): then's variables are renumbered after this map's, and this map's
        results must lie in then's domain."""
        if len(self.results) != len(then.dims):
            raise ValueError(f"cannot compose a map to rank {len(self.results)} with a map "
                             f"from rank {len(then.dims)}")
        nr, nt = len(self.ranges), len(self.runtime)
        rename = {Var("d", i): e for i, e in enumerate(self.results)}
        rename.update({Var("s", j): s(j + nr) for j in range(len(then.ranges))})
        rename.update({Var("rt", k): rt(k + nt) for k in range(len(then.runtime))})
        runtime = tuple(RTVar(v.feasible, v.operand, tuple(e.substitute(rename) for e in v.access),
                              v.clamp) for v in then.runtime)
        inside = tuple((e, iv) for e, iv in zip(self.results, then.dims)
                       if not _within(e, iv, self))
        return IndexingMap(tuple(e.substitute(rename) for e in then.results), self.dims,
                           self.ranges + then.ranges, self.runtime + runtime,
                           self.constraints + inside
                           + tuple((e.substitute(rename), iv) for e, iv in then.constraints))

    def __str__(self) -> str:
        head = "(" + ", ".join(f"d{i}" for i in range(len(self.dims))) + ")"
        if self.ranges:
            head += "[" + ", ".join(f"s{j}" for j in range(len(self.ranges))) + "]"
        if self.runtime:
            head += "{" + ", ".join(f"rt{k}" for k in range(len(self.runtime))) + "}"
        lines = [head + " -> (" + ", ".join(map(str, self.results)) + ")", "domain:"]
        lines += [f"d{i} in {iv}" for i, iv in enumerate(self.dims)]
        lines += [f"s{j} in {iv}" for j, iv in enumerate(self.ranges)]
        for k, v in enumerate(self.runtime):
            access = ", ".join(map(str, v.access))
            lines.append(f"rt{k} in {v.feasible}{' (clamped)' if v.clamp else ''}: "
                         f"operand {v.operand}[{access}]")
        lines += [f"{e} in {iv}" for e, iv in self.constraints]
        return "\n".join(lines)


def _within(e: Expr, interval: Interval, m: IndexingMap) -> bool:
    """Whether `e`, a single variable of `m`, always lies in `interval` (a constraint to skip)."""
    var = e.as_var()
    if var is None or var.kind == "rt":
        return False
    own = (m.dims if var.kind == "d" else m.ranges)[var.index]
    return own.lower >= interval.lower and own.upper <= interval.upper


def identity(shape: Sequence[int]) -> IndexingMap:
    return IndexingMap(tuple(d(i) for i in range(len(shape))), box(shape))


def sources(m: IndexingMap, output_index: Sequence[int],
            runtime_values: Sequence | Mapping = ()) -> list[tuple[int, ...]]:
    """The input indices that output element `output_index` reads through `m`, one per point of
    the domain (in row-major order of the range variables). `runtime_values[operand]` holds the
    operand that each runtime variable reads (an array-like indexed by tuples)."""
    if len(output_index) != len(m.dims):
        raise ValueError(f"output index {tuple(output_index)} has rank {len(output_index)}, "
                         f"the map's domain rank {len(m.dims)}")
    if not all(i in iv for i, iv in zip(output_index, m.dims)):
        return []
    env: dict[Var, int] = {Var("d", i): int(x) for i, x in enumerate(output_index)}
    found = []
    for point in itertools.product(*m.ranges):
        env.update({Var("s", j): x for j, x in enumerate(point)})
        if _read_runtime(m, env, runtime_values) and \
                all(e.evaluate(env) in iv for e, iv in m.constraints):
            found.append(tuple(e.evaluate(env) for e in m.results))
    return found


def _read_runtime(m: IndexingMap, env: dict, runtime_values) -> bool:
    for k, v in enumerate(m.runtime):
        value = int(runtime_values[v.operand][tuple(e.evaluate(env) for e in v.access)])
        if v.clamp:
            value = min(max(value, v.feasible.lower), v.feasible.upper)
        elif value not in v.feasible:
            return False
        env[Var("rt", k)] = value
    return True
