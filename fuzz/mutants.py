"""Semantic mutants: a correct backend with one realistic bug at one op site, to measure whether
the verdict (oracles.verdict.judge) catches the mistakes real compilers make.

A mutant is a rewrite of a valid program that stays valid (spec.verify accepts it): run by the
reference interpreter, the mutated program is what a backend with that bug computes for the
original. Each operator of OPERATORS models one bug and applies to one op site:

    >>> from fuzz.mutants import sites
    >>> [str(m) for m in sites(module)]  # doctest: +SKIP
    ['add-to-subtract at add #1', 'exp-rel-1e-3 at exponential #1', ...]
    >>> mutated = sites(module)[0].apply(module)  # a new module; `module` is untouched

Sites are the program's ops, in functions and in control-flow regions; the combiner and
comparator bodies of reductions, scatters and sorts are not (`reduce-init` models reduction
bugs, and a changed combiner is no longer order-free). An op an operator names but cannot
rewrite without changing a type or a program's termination is a *skipped* site, with the reason
(`skipped_sites`).
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Callable

import numpy as np

from spec.attributes import DenseElementsAttr
from spec.build import dense, enum, i64_array, i64_matrix, tensor_type
from spec.ir import Module, Op, Value
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType

COMBINERS = frozenset(f"stablehlo.{n}" for n in (
    "reduce", "reduce_window", "select_and_scatter", "scatter", "sort", "all_reduce",
    "reduce_scatter"))
"""Ops whose regions are combiners or comparators: their ops are no sites."""


@dataclass(frozen=True)
class Operator:
    """One bug: `ops` (full names) are the ops it applies to; `rewrite(module, op)` puts the bug
    into `op` of `module` in place; `skip(op, parent)` says why a site cannot take it ("" when
    it can; `parent` is the op whose region holds `op`, None at function level)."""

    name: str
    ops: frozenset[str]
    rewrite: Callable[[Module, Op], None]
    skip: Callable[[Op, Op | None], str]

    @property
    def bug(self) -> str:
        """The bug it models: the first paragraph of its rewrite's docstring."""
        return " ".join((self.rewrite.__doc__ or "").split("\n\n")[0].split())


OPERATORS: dict[str, Operator] = {}
"""Every operator by name, in the order of the table."""


def operator(name: str, *ops: str, skip: Callable[[Op, Op | None], str] | None = None):
    """Registers the decorated rewrite as operator `name` of the ops `ops` (mnemonics)."""
    def register(rewrite):
        OPERATORS[name] = Operator(name, frozenset(f"stablehlo.{o}" for o in ops), rewrite,
                                   skip or (lambda op, parent: ""))
        return rewrite
    return register


@dataclass(frozen=True)
class Mutant:
    """Operator `operator` at the op `position` (index in `module.walk()`) named `op`; `site`
    names it for people (`add #2`: the second add, with its source location when it has one)."""

    operator: str
    position: int
    op: str
    site: str

    def apply(self, module: Module) -> Module:
        """A copy of `module` with the bug at this site (`module` is not changed)."""
        mutated = copy.deepcopy(module)
        ops = list(mutated.walk())
        target = ops[self.position] if self.position < len(ops) else None
        if target is None or target.name != self.op:
            raise ValueError(f"{self}: op {self.position} is not {self.op}: not the module "
                             "the site was found in")
        OPERATORS[self.operator].rewrite(mutated, target)
        return mutated

    def __str__(self) -> str:
        return f"{self.operator} at {self.site}"


@dataclass(frozen=True)
class Skipped:
    """A site an operator cannot take, and why."""

    operator: str
    site: str
    reason: str


def sites(module: Module) -> list[Mutant]:
    """Every (operator, op site) pair that applies to `module`, by operator then position."""
    return _survey(module)[0]


def skipped_sites(module: Module) -> list[Skipped]:
    """The sites of the operators' ops that they cannot take, with the reasons."""
    return _survey(module)[1]


def _survey(module: Module) -> tuple[list[Mutant], list[Skipped]]:
    found, skipped = [], []
    ops = list(module.walk())
    parents = {id(op): owner for owner in ops for r in owner.regions for b in r.blocks
               for op in b.ops}
    ordinal: dict[str, int] = {}
    labels = []
    for op in ops:
        ordinal[op.name] = ordinal.get(op.name, 0) + 1
        where = f" ({op.location})" if op.location else ""
        labels.append(f"{op.mnemonic} #{ordinal[op.name]}{where}")
    for operator_ in OPERATORS.values():
        for i, op in enumerate(ops):
            parent = parents.get(id(op))
            if op.name not in operator_.ops or parent is not None and parent.name in COMBINERS:
                continue
            reason = operator_.skip(op, parent)
            if reason:
                skipped.append(Skipped(operator_.name, labels[i], reason))
            else:
                found.append(Mutant(operator_.name, i, op.name, labels[i]))
    return found, skipped


# --- rewriting helpers ----------------------------------------------------------------------

def _insert(anchor: Op, ops: list[Op], after: bool = False) -> None:
    """Puts `ops` into the block of `anchor`, just before (or after) it."""
    block = anchor.parent
    at = next(i for i, o in enumerate(block.ops) if o is anchor) + after
    for op in ops:
        op.parent = block
    block.ops[at:at] = ops


def _replace_uses(module: Module, old: Value, new: Value, keep: Op) -> None:
    """Every use of `old` in `module`, except by `keep`, becomes a use of `new`."""
    for op in module.walk():
        if op is not keep:
            op.operands = [new if v is old else v for v in op.operands]


def _constant(t: TensorType, value) -> Op:
    """`stablehlo.constant` of type `t` holding `value` everywhere."""
    return Op("stablehlo.constant", [], [t], {"value": dense(np.full(t.shape, value),
                                                            t.element_type)})


def _scale_result(module: Module, op: Op, factor: float) -> None:
    """Multiplies `op`'s result by `factor` (a constant inserted after it) for every user."""
    result = op.results[0]
    scale = _constant(result.type, factor)
    product = Op("stablehlo.multiply", [result, scale.results[0]], [result.type])
    _insert(op, [scale, product], after=True)
    _replace_uses(module, result, product.results[0], keep=product)


def _element_type(op: Op):
    t = op.results[0].type if op.results else None
    return t.element_type if isinstance(t, TensorType) else None


def _scalable(factor: float) -> Callable[[Op, Op | None], str]:
    """The skip rule of a result scaled by `factor`: float or complex static-shape results whose
    type tells `factor` from 1."""
    def skip(op, parent):
        et, t = _element_type(op), op.results[0].type
        if et is None or isinstance(et, QuantizedElementType) \
                or et.kind not in ("float", "complex"):
            return f"not a float result ({t})"
        if any(d is None for d in t.shape):
            return f"dynamic shape ({t})"
        if np.asarray(factor).astype(et.dtype) == 1:
            return f"{factor!r} rounds to 1 in {et}"
        return ""
    return skip


def _constant_value(v: Value) -> np.ndarray | None:
    op = v.defining_op
    if op is not None and op.name == "stablehlo.constant" \
            and isinstance(op.attributes.get("value"), DenseElementsAttr):
        return op.attributes["value"].array
    return None


# --- the operators --------------------------------------------------------------------------

def _scalable_real(factor: float) -> Callable[[Op, Op | None], str]:
    """_scalable for float (not complex) results."""
    def skip(op, parent):
        why = _scalable(factor)(op, parent)
        return why or ("" if _element_type(op).kind == "float" else
                       f"not a float result ({op.results[0].type})")
    return skip


@operator("exp-rel-1e-3", "exponential", skip=_scalable_real(1 + 1e-3))
def exp_rel(module: Module, op: Op) -> None:
    """A fast exponential whose results are 1e-3 too large relative to the true value for
    negative arguments (a low-precision table or polynomial for one half of its range). A
    uniform scale would be invisible in the most common use of exp, softmax's normalisation."""
    x, result = op.operands[0], op.results[0]
    t = result.type
    predicate_type = tensor_type(t.shape, ELEMENT_TYPES["i1"])
    zero, off, exact = _constant(t, 0), _constant(t, 1 + 1e-3), _constant(t, 1)
    negative = Op("stablehlo.compare", [x, zero.results[0]], [predicate_type],
                  {"comparison_direction": enum("comparison_direction", "LT")})
    scale = Op("stablehlo.select", [negative.results[0], off.results[0], exact.results[0]], [t])
    product = Op("stablehlo.multiply", [result, scale.results[0]], [t])
    _insert(op, [zero, off, exact, negative, scale, product], after=True)
    _replace_uses(module, result, product.results[0], keep=product)


def _subtractable(op, parent):
    et = _element_type(op)
    if et is None or isinstance(et, QuantizedElementType) or et.kind == "bool":
        return f"no subtract of {op.results[0].type}"
    if parent is not None and parent.name == "stablehlo.while" and _loop_counter(op, parent):
        return "a loop counter: the mutant would not terminate"
    return ""


def _loop_counter(op: Op, loop: Op) -> bool:
    """Whether `op`, in the body of while `loop`, computes a value its cond reads."""
    cond, body = loop.regions[0].block, loop.regions[1].block
    returned = body.ops[-1].operands
    read = {id(v) for o in cond.ops for v in o.operands}
    return any(v is op.results[0] and id(cond.arguments[k]) in read
               for k, v in enumerate(returned))


@operator("add-to-subtract", "add", skip=_subtractable)
def add_to_subtract(module: Module, op: Op) -> None:
    """A wrong op selected in lowering or a sign lost in an algebraic rewrite (a + b emitted
    as a - b), on floats and integers."""
    op.name = "stablehlo.subtract"


def _swappable(op: Op) -> tuple[int, int] | None:
    """The first pair of permutation entries whose dimensions have the same size."""
    perm, shape = op.attributes["permutation"].values, op.operands[0].type.shape
    return next(((i, j) for i in range(len(perm)) for j in range(i + 1, len(perm))
                 if shape[perm[i]] == shape[perm[j]] and shape[perm[i]] is not None), None)


def _transposable(op, parent):
    return "" if _swappable(op) else (f"no two dimensions of the same size in "
                                      f"{op.results[0].type}: the type would change")


@operator("transpose-swap", "transpose", skip=_transposable)
def transpose_swap(module: Module, op: Op) -> None:
    """A layout-assignment bug: two entries of a transpose's permutation swapped (only where
    the result type stays the same; with a square matrix, the transpose dropped)."""
    i, j = _swappable(op)
    perm = list(op.attributes["permutation"].values)
    perm[i], perm[j] = perm[j], perm[i]
    op.attributes["permutation"] = i64_array(perm)


REDUCE_INITS = {"add": 1, "multiply": 2, "maximum": 0, "minimum": 0}
"""The wrong init value of a reduction by body op: 0 -> 1 for add, 1 -> 2 for multiply, the
lowest (highest) value -> 0 for maximum (minimum); the next integer where the init already is
that value."""


def _body_op(op: Op) -> str | None:
    block = op.regions[0].block
    return block.ops[0].mnemonic if len(block.ops) == 2 else None


def _reinitable(op, parent):
    if len(op.operands) != 2:
        return "variadic (several inputs)"
    body, et = _body_op(op), _element_type(op)
    if body not in REDUCE_INITS:
        return f"body {body or 'of several ops'} has no wrong init value here"
    if et is None or isinstance(et, QuantizedElementType) or et.kind not in (
            "float", "signed", "unsigned"):
        return f"element type {op.results[0].type}"
    return ""


@operator("reduce-init", "reduce", "reduce_window", skip=_reinitable)
def reduce_init(module: Module, op: Op) -> None:
    """A reduction emitted with a wrong init value (accumulators started at 1 instead of 0, a
    max-pool's -inf replaced by 0, as when a pattern assumes non-negative inputs)."""
    init = op.operands[1]
    value = REDUCE_INITS[_body_op(op)]
    old = _constant_value(init)
    if old is not None and old.size and np.all(old == value):
        value += 1
    new = _constant(init.type, value)
    _insert(op, [new])
    op.operands[1] = new.results[0]


@operator("dot-scale-1e-4", "dot_general", "dot", skip=_scalable(1 + 1e-4))
def dot_scale(module: Module, op: Op) -> None:
    """A matrix-multiply kernel with a systematic relative error of 1e-4 (a wrong scale in a
    blocked or split-K accumulation, a low-precision pass where the precision config asks for
    more)."""
    _scale_result(module, op, 1 + 1e-4)


def _padding(op: Op) -> np.ndarray:
    spatial = len(op.operands[0].type.shape) - 2
    attr = op.attributes.get("padding")
    return (np.array(attr.array, np.int64) if attr is not None
            else np.zeros((spatial, 2), np.int64)).reshape(spatial, 2)


@operator("conv-padding-shift", "convolution",
          skip=lambda op, parent: "" if len(_padding(op)) else "no spatial dimension")
def conv_padding_shift(module: Module, op: Op) -> None:
    """A convolution whose window is off by one along its first spatial dimension: the padding
    moved from one side to the other (low - 1, high + 1 when low > 0, else low + 1, high - 1),
    so the result shape stays the same, as in a wrong SAME-padding split."""
    padding = _padding(op)
    shift = -1 if padding[0, 0] > 0 else 1
    padding[0] += (shift, -shift)
    op.attributes["padding"] = i64_matrix(padding.tolist())


@operator("activation-rel-1e-3", "tanh", "logistic", skip=_scalable(1 + 1e-3))
def activation_rel(module: Module, op: Op) -> None:
    """A fast tanh or logistic (a rational approximation tuned for speed) whose results are
    1e-3 too large relative to the true value."""
    _scale_result(module, op, 1 + 1e-3)


STRICTNESS = {"LT": "LE", "LE": "LT", "GT": "GE", "GE": "GT"}
"""The comparison a strictness bug makes of each direction."""


@operator("compare-strictness", "compare",
          skip=lambda op, parent: "" if op.attributes["comparison_direction"].value in STRICTNESS
          else f"direction {op.attributes['comparison_direction'].value}")
def compare_strictness(module: Module, op: Op) -> None:
    """An off-by-one comparison: LT and LE (GT and GE) exchanged, as when a rewrite of
    `not (a > b)` forgets ties, or a loop bound becomes inclusive."""
    direction = op.attributes["comparison_direction"]
    op.attributes["comparison_direction"] = replace(direction, value=STRICTNESS[direction.value])


@operator("select-swap", "select")
def select_swap(module: Module, op: Op) -> None:
    """A select with its branches exchanged: a predicate inverted in lowering (a mask's sense
    flipped) without swapping the operands back."""
    op.operands[1], op.operands[2] = op.operands[2], op.operands[1]


def _reciprocable(op, parent):
    et = _element_type(op)
    if et is None or isinstance(et, QuantizedElementType) or et.kind != "float" \
            or et.name not in ("f16", "f32", "f64"):
        return f"not an f16, f32 or f64 result ({op.results[0].type})"
    if any(d is None for d in op.results[0].type.shape):
        return f"dynamic shape ({op.results[0].type})"
    return ""


@operator("divide-bf16-reciprocal", "divide", skip=_reciprocable)
def divide_reciprocal(module: Module, op: Op) -> None:
    """Fast-math division: a / b computed as a * (1 / b) with the reciprocal at low precision
    (rounded to bf16, like an approximate reciprocal instruction), a relative error up to
    about 4e-3."""
    lhs, rhs = op.operands
    t, bf16 = op.results[0].type, tensor_type(op.results[0].type.shape, ELEMENT_TYPES["bf16"])
    one = _constant(t, 1)
    reciprocal = Op("stablehlo.divide", [one.results[0], rhs], [t])
    narrow = Op("stablehlo.convert", [reciprocal.results[0]], [bf16])
    wide = Op("stablehlo.convert", [narrow.results[0]], [t])
    _insert(op, [one, reciprocal, narrow, wide])
    op.name, op.operands = "stablehlo.multiply", [lhs, wide.results[0]]
