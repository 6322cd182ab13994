"""The machinery of the hand-written differential tables (tests/oracles/test_differential_*.py): a
case's operands and attributes, the program of a batch of cases, their inputs and the
reference's Unspecified masks, and a run against the oracles that lists the disagreements not
recorded in oracles/known_divergences.toml."""
from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import pytest

import spec
from oracles.compare import EXACT, campaign_only, compare, find_divergence, known_divergences
from oracles.reference import Reference
from reference.interpreter import Interpreter
from reference.ops.registry import IMPLEMENTATIONS
from spec import attributes as A
from spec.build import binary_region, dense, enum, function, region, struct, tensor_type
from spec.ir import Region
from spec.types import ELEMENT_TYPES, TensorType

CHUNK = 32
"""Cases per program."""
KNOWN, _ = known_divergences()


class NotComparable(UserWarning):
    """A case whose every element is implementation-defined or undefined (a class of the
    helpers, so that pytest-xdist's controller can import it when a worker reports it)."""


@dataclass(frozen=True)
class Operand:
    """One operand of element type `et`: `values` None (random data of the type), "keys" (sort
    keys with many ties, no NaN), "distinct" (a permutation along the last dimension), or a
    nested list; `constant` operands are `stablehlo.constant`s instead of arguments."""

    shape: tuple[int, ...]
    et: str
    values: object = None
    constant: bool = False

    @property
    def type(self) -> TensorType:
        return tensor_type(self.shape, self.et)


@dataclass(frozen=True)
class Case:
    """One configuration of an op: its operands, result types, attributes (name ->
    spec.attributes value) and regions (functions building each region, so that every program
    gets regions of its own)."""

    op: str
    what: str
    element_type: str
    operands: tuple[Operand, ...]
    results: tuple[TensorType, ...]
    attributes: dict = field(default_factory=dict)
    regions: tuple[Callable[[], Region], ...] = ()

    @property
    def key(self) -> str:
        return self.element_type

    def __str__(self) -> str:
        return f"{self.op} {self.what} {self.element_type}"


def tt(shape, et: str) -> TensorType:
    return tensor_type(shape, et)


def D(shape, t: str, values=None) -> Operand:
    """A data operand of element type t."""
    return Operand(tuple(shape), t, values)


def I(values, et: str = "i64", constant: bool = False) -> Operand:  # noqa: E743
    """An index operand holding `values` (a nested list; a scalar is a rank-0 tensor)."""
    return Operand(np.shape(values), et, values, constant)


def case(op, what, t, operands, results, attributes=None, regions=()) -> Case:
    """A Case; `results` is a type or a list of types, `regions` a region function or a
    tuple of them."""
    results = (results,) if isinstance(results, TensorType) else tuple(results)
    regions = (regions,) if callable(regions) else tuple(regions)
    return Case(op, what, t, tuple(operands), results, dict(attributes or {}), regions)


def gather_dims(offset, collapsed, start_index_map, index_vector_dim, operand_batching=(),
                start_indices_batching=()) -> A.StructAttr:
    return struct("gather", offset_dims=offset, collapsed_slice_dims=collapsed,
                  operand_batching_dims=operand_batching,
                  start_indices_batching_dims=start_indices_batching,
                  start_index_map=start_index_map, index_vector_dim=index_vector_dim)


def scatter_dims(window, inserted, to_operand, index_vector_dim, input_batching=(),
                 indices_batching=()) -> A.StructAttr:
    return struct("scatter", update_window_dims=window, inserted_window_dims=inserted,
                  input_batching_dims=input_batching,
                  scatter_indices_batching_dims=indices_batching,
                  scatter_dims_to_operand_dims=to_operand, index_vector_dim=index_vector_dim)


def scalar(t: str) -> TensorType:
    return tensor_type((), t)


def replace_region(types: list[str]) -> Callable[[], Region]:
    """update_computation returning the updates: the last len(types)//2 arguments."""
    n = len(types) // 2
    return lambda: region([scalar(t) for t in types], lambda b, args: args[n:])


def combiner(t: str, op: str) -> Callable[[], Region]:
    """A region combining its two arguments of type tensor<t> with `op`."""
    return lambda: binary_region([(op, scalar(t))])


def add_region(t: str) -> Callable[[], Region]:
    return combiner(t, "add")


def compare_region(types: list[str], direction: str, lhs: int = 0,
                   compare_type: str | None = None) -> Callable[[], Region]:
    """A sort comparator comparing operand `lhs`'s pair of arguments."""
    t = types[lhs]
    compare_type = compare_type or ("UNSIGNED" if t == "i1" else "SIGNED" if t.startswith("i")
                                    else "FLOAT")
    attributes = {"comparison_direction": enum("comparison_direction", direction),
                  "compare_type": enum("comparison_type", compare_type)}

    def build(b, args):
        return b.op("compare", args[2 * lhs:2 * lhs + 2], [scalar("i1")], attributes)
    return lambda: region([scalar(x) for x in types for _ in (0, 1)], build)


def program(batch: tuple[Case, ...]) -> spec.Module:
    """One function: every case's non-constant operands are arguments, every result is
    returned."""
    def build(b, args):
        args, results = iter(args), []
        for c in batch:
            operands = [b.op("constant", [], [o.type],
                             {"value": dense(o.values, o.et)})[0]
                        if o.constant else next(args) for o in c.operands]
            results += b.op(c.op, operands, c.results, c.attributes, [r() for r in c.regions])
        return results
    types = [o.type for c in batch for o in c.operands if not o.constant]
    return spec.Module([function("main", types, build, visibility="public")])


def random_data(et: str, shape, rng: np.random.Generator) -> np.ndarray:
    """Random bit patterns of the element type (every NaN, subnormal, infinity, extreme)."""
    t = ELEMENT_TYPES[et]
    n = int(np.prod(shape, dtype=np.int64))
    if t.kind == "bool":
        return rng.integers(0, 2, n).astype(bool).reshape(shape)
    if t.kind == "complex":
        x = np.empty(shape, t.dtype)
        x.real, x.imag = random_data(t.component.name, shape, rng), \
            random_data(t.component.name, shape, rng)
        return x
    storage = np.dtype(f"u{t.dtype.itemsize}")
    bits = rng.integers(0, 1 << t.bits, n, dtype=np.uint64).astype(storage)
    return bits.view(t.dtype).reshape(shape)


def sort_keys(et: str, shape, rng: np.random.Generator) -> np.ndarray:
    """Few distinct values (many ties), no NaN: -2, -1, -0, +0, 1, 2."""
    t = ELEMENT_TYPES[et]
    if t.kind == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    picks = np.array([-2.0, -1.0, -0.0, 0.0, 1.0, 2.0])[rng.integers(0, 6, shape)]
    return picks.astype(t.dtype)


def operand_value(o: Operand, rng: np.random.Generator) -> np.ndarray:
    if o.values is None:
        return random_data(o.et, o.shape, rng)
    if o.values == "keys":
        return sort_keys(o.et, o.shape, rng)
    dtype = ELEMENT_TYPES[o.et].dtype
    if o.values == "distinct":
        rows = int(np.prod(o.shape[:-1]))
        return np.stack([rng.permutation(o.shape[-1]) for _ in range(rows)]).astype(
            dtype).reshape(o.shape)
    return np.array(o.values, dtype=object).reshape(o.shape).astype(dtype)


def inputs(case: Case, rng: np.random.Generator) -> list[np.ndarray]:
    return [operand_value(o, rng) for o in case.operands if not o.constant]


def ignored(case: Case, args: list[np.ndarray]) -> list[np.ndarray]:
    """Per result: the elements under one of the op's declared Unspecified conditions."""
    module = program((case,))
    op = next(o for o in module.walk() if o.name == f"stablehlo.{case.op}")
    values = iter(args)
    operands = [operand_value(o, rng=None) if o.constant else next(values)
                for o in case.operands]
    mask = Interpreter(module).unspecified_mask(op, operands)
    return [np.zeros(tuple(v.type.shape), bool) if mask is None
            else np.broadcast_to(mask, tuple(v.type.shape)) for v in op.results]


def known(oracle: str, case: Case) -> dict | None:
    return find_divergence(KNOWN, oracle, case.op, case.key, case.what)


def run_chunk(oracle, batch: list[Case], args: list[list[np.ndarray]], chunk: list[int]):
    """[(case index, outcome, its outputs)] for one program of the cases `chunk`; a program the
    oracle rejects is split in halves to find the culprit, after a crash the cases run one by
    one."""
    outcome = oracle.run(program(tuple(batch[i] for i in chunk)), [a for i in chunk for a in args[i]])
    if outcome.status == "ok" or len(chunk) == 1:
        ends = np.cumsum([len(batch[i].results) for i in chunk])
        return [(i, outcome, outcome.outputs[end - len(batch[i].results):end])
                for i, end in zip(chunk, ends)]
    if outcome.status in ("crash", "timeout"):
        return [r for i in chunk for r in run_chunk(oracle, batch, args, [i])]
    half = len(chunk) // 2
    return run_chunk(oracle, batch, args, chunk[:half]) + run_chunk(oracle, batch, args, chunk[half:])


def disagreements(op: str, oracles, *, seed, table, make_inputs=inputs, masks_for=ignored,
                  rule=lambda result: EXACT) -> tuple[list, int]:
    """Each disagreement as (oracle name, case, message), and how many cases were compared:
    the cases `table(op)` with inputs from `make_inputs`, drawn from a generator seeded by
    `seed` (a number and the tuple of ops whose index in it tells op apart)."""
    rng = np.random.default_rng([seed[0], seed[1].index(op)])
    ref = Reference()
    batch, args, expected, masks = [], [], [], []
    for c in table(op):
        case_args = make_inputs(c, rng)
        batch.append(c)
        args.append(case_args)
        expected.append(ref.run(program((c,)), case_args))
        masks.append(masks_for(c, case_args) if expected[-1].status == "ok" else None)
    found = []
    for oracle in oracles:
        supported = [i for i, c in enumerate(batch) if oracle.supports(program((c,)))[0]]
        runs = [r for start in range(0, len(supported), CHUNK)
                for r in run_chunk(oracle, batch, args, supported[start:start + CHUNK])]
        for i, outcome, outputs in runs:
            c = batch[i]
            if expected[i].status != "ok":
                found.append((oracle.name, c, f"reference {expected[i].status}: "
                                              f"{expected[i].message}"))
            elif outcome.status != "ok":
                found.append((oracle.name, c, f"{oracle.name} {outcome.status}: "
                                              f"{outcome.message[-400:]}"))
            else:
                for k, (want, got, mask) in enumerate(zip(expected[i].outputs, outputs, masks[i])):
                    verdict = compare(want, got, rule(want), ignore=mask)
                    if not verdict.passed:
                        found.append((oracle.name, c, f"result {k}: {verdict}"))
    return found, len(batch)


def check_agreement(op: str, oracles, **options) -> None:
    """Fails with every disagreement not listed in known_divergences.toml; warns about listed
    entries of `op` that no case exercised (stale)."""
    if f"stablehlo.{op}" not in IMPLEMENTATIONS:
        pytest.skip("not implemented in the reference yet")
    found, compared = disagreements(op, oracles, **options)
    assert compared, f"no configuration of {op}"
    unexpected = [f"{name}: {c}: {msg}" for name, c, msg in found if not known(name, c)]
    for entry in KNOWN:
        if entry["op"] == op and not campaign_only(entry) and not any(
                name == entry["oracle"] and known(name, c) is entry for name, c, _ in found):
            warnings.warn(f"stale entry in known_divergences.toml: {entry}")
    assert not unexpected, f"{len(unexpected)} disagreement(s):\n" + "\n".join(unexpected)
