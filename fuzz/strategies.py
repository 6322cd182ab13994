"""Hypothesis strategies for StableHLO programs: the public API.

    >>> from fuzz.strategies import ops, programs, element_values
    >>> ops("gather", max_rank=2).example()  # doctest: +SKIP
    ('"builtin.module"() ({ "func.func"() <{...', [array(...), array(...)])

- `ops(name)`: a module whose @main runs one op `name` (every op of the seed spec; the generic
  form, so a failing example prints as a replayable program) with attributes that satisfy the
  op's constraints by construction, and its inputs. Collectives come in a module with
  `mhlo.num_replicas` / `mhlo.num_partitions`; every process gets the same inputs.
- `programs()`: DAGs of several ops over one tensor type, some in callees reached by func.call.
- `graphs()`: model-shaped DAGs of 5 to 30 ops (dense layers, activations, softmax, norms,
  masks, pooling, a loop) over float types, values kept realistic (fuzz/strategies_graphs.py).
- `models()`: chains of 2 to 4 model blocks written as JAX exports them (layer norm, softmax,
  attention, conv + batch norm + relu, an LSTM or GRU scan, a gradient step, a feed-forward
  block), values kept realistic (fuzz/strategies_models.py).
- `element_values(et, shape=...)`, `types()`, `shapes()`: values (special values at a rate),
  element types and shapes under an element budget.

Inputs avoid each op's implementation-defined and undefined inputs (G5): the reference's
declared Unspecified masks (`Interpreter.unspecified_mask`) are evaluated on the generated
program, and masked input elements are redrawn (the last round with small positive values;
an example still masked is rejected). Conditions that hold whatever the values are (the
schedule of a float reduction, rng's generator, a custom_call target) are properties of the
program, not of its inputs: they are left to the comparison rules of oracles/compare.
`allow_unspecified=True` keeps the values as drawn.
"""
from __future__ import annotations

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

import spec
from reference.bounds import BOUNDS
from reference.interpreter import Interpreter
from reference.propagation import COVERED_BY_BOUNDS
from reference.values import element_type_of
from spec.build import function, symbol, tensor_type
from spec.ops import OPS, registered
from spec.types import ELEMENT_TYPES

from .strategies_chlo_structured import CHLO_STRUCTURED
from .strategies_base import (INDEX_TYPES, Bounds, Program, as_text, check_bounds, random_values,
                              special_values, types_of)
from .strategies_chlo import CHLO
from .strategies_control import CONTROL
from .strategies_elementwise import BINARY, ELEMENTWISE, UNARY, result_type
from .strategies_graphs import GRAPH_TYPES, graphs
from .strategies_legacy import LEGACY, UPSTREAM
from .strategies_models import models
from .strategies_linalg import LINALG
from .strategies_movement import MOVEMENT
from .strategies_reduction import REDUCTION

ALL_TYPES = tuple(ELEMENT_TYPES)
DATA_TYPES = ("i1", "i4", "i8", "ui8", "i16", "i32", "ui32", "i64", "ui64", "f8E4M3FN",
              "f8E5M2", "bf16", "f16", "f32", "f64", "complex<f32>")
"""One element type per storage width and family (G1): a smaller set for quick runs."""


def generator_table(*tables: dict) -> dict:
    """The generator tables merged, every name an op of spec.ops (else ValueError naming the
    generator's module)."""
    merged = {}
    for table in tables:
        for name, generate in table.items():
            registered(name, generate.__module__)
            merged[name] = generate
    return merged


OP_GENERATORS = generator_table(MOVEMENT, ELEMENTWISE, REDUCTION, LINALG, CONTROL, CHLO,
                                CHLO_STRUCTURED, LEGACY, UPSTREAM)
"""Op mnemonic (full name for CHLO ops) -> generator: draws shapes and attributes, adds the
arguments and the op."""

DATA_MOVEMENT = MOVEMENT
"""The data-movement generators (those with an indexing map in spec.indexing)."""

__all__ = ["DATA_MOVEMENT", "ops", "programs", "graphs", "models", "GRAPH_TYPES", "element_values", "types",
           "shapes", "OP_GENERATORS", "ALL_TYPES", "DATA_TYPES", "INDEX_TYPES", "special_values"]


def _check_types(fn: str, element_types) -> tuple[str, ...]:
    if element_types is None:
        return ALL_TYPES
    if isinstance(element_types, str):
        raise ValueError(f"{fn}(element_types={element_types!r}): a sequence of names, not one")
    unknown = [t for t in element_types if t not in ELEMENT_TYPES]
    if not element_types or unknown:
        raise ValueError(f"{fn}(element_types={element_types!r}): unknown or empty: {unknown}; "
                         f"known: {', '.join(ELEMENT_TYPES)}")
    return tuple(element_types)


def _check_rate(fn: str, special_rate) -> None:
    if isinstance(special_rate, bool) or not isinstance(special_rate, (int, float)) \
            or not 0 <= special_rate <= 1:
        raise ValueError(f"{fn}(special_rate={special_rate!r}): must be a number in [0, 1]")


def ops(name: str, *, max_rank: int = 3, max_side: int = 4, max_elements: int = 24,
        element_types=None, special_rate: float = 0.1, allow_unspecified: bool = False,
        hard: bool = False, as_module: bool = False) -> st.SearchStrategy:
    """(module text, inputs) for one op `name` (mnemonic, e.g. "gather"); (spec.ir Module,
    inputs) with `as_module`. `element_types` bounds the element types drawn (None: every type;
    each op keeps those its schema allows, falling back to a type it allows when none of them
    is). `hard`: the input regions where implementations break, from the simplest draw on
    (fuzz/regions.py: hard values in the inputs of the ops in HARD_VALUE_FAMILIES, a last
    dimension at a vector-width boundary for those of MINOR_FAMILIES, attribute classes
    hardest first); the generated conformance cases are drawn so."""
    if name not in OP_GENERATORS:
        raise ValueError(f"ops(name={name!r}): no generator; known: {sorted(OP_GENERATORS)}")
    check_bounds("ops", max_rank=(max_rank, 1), max_side=(max_side, 1),
                 max_elements=(max_elements, 1))
    _check_rate("ops", special_rate)
    bounds = Bounds(max_rank, max_side, max_elements, _check_types("ops", element_types))
    return as_text(_one_op(name, bounds, special_rate, allow_unspecified, hard), as_module)


HARD_VALUE_FAMILIES = ("elementwise", "chlo", "structure", "data_movement")
"""Op families whose hard programs hold hard values in every free input: those whose results
are element by element functions or moves of their operands' elements (in a sum or a product
of many elements one infinity or NaN would hide every other element). The generated conformance cases
of the CHLO ops of reports.cases.CHLO_NOT_HARD are not drawn hard at all (it says why)."""
MINOR_FAMILIES = ("elementwise", "chlo", "structure", "data_movement")
"""Op families whose hard programs draw their first shape with MINOR_BUDGET elements and a last
dimension of fuzz.regions.MINOR_SIZES (the others combine several shapes, whose product the
larger budget would make too large)."""
MINOR_BUDGET = 136
"""The element budget of that first shape: room for a last dimension of 129 alone, of 33 beside
another dimension of up to 4."""


@st.composite
def _one_op(draw, name, bounds, special_rate, allow_unspecified, hard=False):
    family = OPS[name if "." in name else f"stablehlo.{name}"].family
    p = Program(draw, bounds, special_rate, hard=hard,
                hard_values=hard and family in HARD_VALUE_FAMILIES,
                minor_budget=MINOR_BUDGET if hard and family in MINOR_FAMILIES else 0)
    OP_GENERATORS[name](p)
    module = p.module()
    return module, (p.inputs if allow_unspecified else _avoid_unspecified(module, p))


def element_values(element_type: str, *, shape=(), special_rate: float = 0.1) -> st.SearchStrategy:
    """Numpy arrays of `element_type` and `shape`: moderate values, with NaN, +-inf, +-0,
    subnormals and the extremes (those the type has) at `special_rate`."""
    _check_types("element_values", [element_type])
    if not isinstance(shape, (tuple, list)) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in shape):
        raise ValueError(f"element_values(shape={shape!r}): a tuple of integers >= 0")
    _check_rate("element_values", special_rate)
    seeds = st.integers(0, 2 ** 32 - 1)
    return seeds.map(lambda s: random_values(np.random.default_rng(s), element_type,
                                             tuple(shape), special_rate))


def types(*, element_types=None, families=()) -> st.SearchStrategy:
    """Element type names, of `element_types` (None: all) in the schema `families`."""
    choices = types_of(families, _check_types("types", element_types))
    if not choices:
        raise ValueError(f"types(families={families!r}): none of {element_types} is in them")
    return st.sampled_from(choices)


def shapes(*, min_rank: int = 0, max_rank: int = 3, max_side: int = 4,
           max_elements: int = 24) -> st.SearchStrategy:
    """Shape tuples whose element count stays within `max_elements` (zero sizes included)."""
    check_bounds("shapes", min_rank=(min_rank, 0), max_rank=(max_rank, min_rank),
                 max_side=(max_side, 0), max_elements=(max_elements, 1))

    @st.composite
    def draw_shape(draw):
        p = Program(draw, Bounds(max_rank, max_side, max_elements, ALL_TYPES))
        return p.shape(min_rank=min_rank)
    return draw_shape()


# --- programs: DAGs of several ops ----------------------------------------------------------

COMPOSABLE = tuple(n for n in UNARY + BINARY if n not in ("is_finite", "real", "imag")) + ("call",)
"""Ops `programs()` composes: the unary and binary elementwise ops, each on the element types
where its result has its operands' type (`_composes`: abs not on complex numbers), and
func.call of a callee that applies one of them. Left out: is_finite (its result is i1), real
and imag (on real numbers, where their result has the operand's type, they are the identity
and zero)."""


def programs(*, max_ops: int = 5, ops=None, element_types=None, max_rank: int = 2,
             max_side: int = 4, max_elements: int = 16, special_rate: float = 0.1,
             allow_unspecified: bool = False, as_module: bool = False) -> st.SearchStrategy:
    """(module text, inputs), or (spec.ir Module, inputs) with `as_module`: @main computes a
    DAG of 1..max_ops ops over one tensor type (any earlier value may feed any later op);
    `call` ops run a callee function made of one op."""
    check_bounds("programs", max_ops=(max_ops, 1), max_rank=(max_rank, 0),
                 max_side=(max_side, 1), max_elements=(max_elements, 1))
    _check_rate("programs", special_rate)
    names = tuple(COMPOSABLE if ops is None else ops)
    unknown = [n for n in names if n not in COMPOSABLE]
    if not names or unknown or isinstance(ops, str):
        raise ValueError(f"programs(ops={ops!r}): unknown or empty: {unknown}; programs "
                         f"composes {', '.join(COMPOSABLE)}")
    bounds = Bounds(max_rank, max_side, max_elements, _check_types("programs", element_types))
    return as_text(_dag(max_ops, names, bounds, special_rate, allow_unspecified), as_module)


def _composes(name: str, et: str) -> bool:
    """Whether elementwise op `name` takes operands of `et` and returns `et` (the schema's
    operand and result families)."""
    return bool(types_of(OPS[f"stablehlo.{name}"].operands[0].elements, (et,))) and (
        name in BINARY or result_type(name, et) == et)


@st.composite
def _dag(draw, max_ops, names, bounds, special_rate, allow_unspecified):
    p = Program(draw, bounds, special_rate)
    usable = [et for et in bounds.element_types
              if any(n == "call" or _composes(n, et) for n in names)]
    assume(usable)
    et = p.element_type(usable)
    ops_for = [n for n in names if n != "call" and _composes(n, et)]
    assume(ops_for)
    shape = p.shape()
    t = tensor_type(shape, et)
    pool = [p.arg(et, shape) for _ in range(p.integers(1, 3))]
    for k in range(p.integers(1, max_ops)):
        name = p.choice(ops_for + (["call"] if "call" in names else []))
        if name == "call":
            pool.append(_call(p, p.choice(ops_for), t, pool, k))
            continue
        operands = [p.choice(pool) for _ in range(1 if name in UNARY else 2)]
        pool += p.op(name, operands, [t])
    p.returns(pool[-p.integers(1, min(2, len(pool))):])
    module = p.module()
    return module, (p.inputs if allow_unspecified else _avoid_unspecified(module, p))


def _call(p, name, t, pool, k):
    """A call of a new function @callee<k> that applies op `name` to its arguments."""
    arity = 1 if name in UNARY else 2
    p.funcs.append(function(f"callee{k}", [t] * arity, lambda b, x: b.op(name, x, [t])))
    return p.op("func.call", [p.choice(pool) for _ in range(arity)], [t],
                {"callee": symbol(f"callee{k}")})[0]


# --- implementation-defined and undefined inputs (G5) ---------------------------------------

ROUNDS = 4
"""Redraws of masked input elements before an example is rejected (the last with tame values)."""


def _avoid_unspecified(module: spec.Module, p: Program) -> list:
    """p.inputs with the elements under a value-dependent Unspecified mask redrawn."""
    inputs = list(p.inputs)
    tame = [random_values(p.rng, _et(x), x.shape, 0, tame=True) if free else x
            for x, free in zip(inputs, p.free)]
    persistent = _masks(module, tame)  # conditions no choice of values avoids
    for attempt in range(ROUNDS + 1):  # the last check sees the tame round's values
        hits = [(op, mask & ~persistent.get(id(op), False))
                for op, mask in _masks(module, inputs, keep_ops=True).values()]
        hits = [(op, m) for op, m in hits if np.any(m)]
        if not hits:
            return inputs
        if attempt == ROUNDS:
            break
        for op, mask in hits:
            inputs = _redraw(p, inputs, op, mask, tame=attempt == ROUNDS - 1)
    assume(False)


def _et(x) -> str:
    return element_type_of(x).name


def _masks(module, inputs, keep_ops=False) -> dict:
    """id(op) -> the op's Unspecified mask (broadcast to its first result) for a run of @main."""
    found = {}

    class Watch(Interpreter):
        def run_op(self, op, operands):
            # the conditions an accumulating op's error bound covers (its float schedule) mask
            # nothing where the comparison uses the bound (oracles.verdict.unspecified_masks)
            mask = self.unspecified_mask(op, operands,
                                         skip=COVERED_BY_BOUNDS if op.name in BOUNDS else ())
            if mask is not None and op.results and hasattr(op.results[0].type, "shape"):
                shape = tuple(d if d is not None else 1 for d in op.results[0].type.shape)
                try:
                    mask = np.broadcast_to(mask, shape)
                except ValueError:
                    mask = np.broadcast_to(np.any(mask), shape)
                old = found.get(id(op))
                merged = mask | (old[1] if keep_ops else old) if old is not None else mask
                found[id(op)] = (op, merged) if keep_ops else merged
            return super().run_op(op, operands)

    try:
        Watch(module).call("main", inputs)
    except Exception:  # noqa: BLE001
        pass  # masks of the ops evaluated so far (a collective needs several processes; a
        # reference failure is the campaign's to report, not the generator's)
    return found


def _redraw(p: Program, inputs, op, mask, *, tame: bool) -> list:
    """Redraws the masked elements of every free input shaped like the mask (every element of
    the free inputs when none is shaped like it)."""
    aligned = [i for i, x in enumerate(inputs) if p.free[i] and x.shape == mask.shape]
    targets = aligned or [i for i in range(len(inputs)) if p.free[i]]
    out = list(inputs)
    for i in targets:
        x = out[i]
        fresh = random_values(p.rng, _et(x), x.shape, 0, tame=tame)
        where = mask if i in aligned else np.ones(x.shape, bool)
        out[i] = np.where(where, fresh, x).astype(x.dtype)
    return out
