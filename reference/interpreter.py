"""Evaluates functions and regions of a Module, op by op, in program order.

Each op's operands are looked up in an SSA environment, its implementation (from
`reference.ops.registry`) is called with them and with its attributes, result types and regions,
and its results are checked against the op's declared types (dynamic dimensions are taken from the
actual values) before they enter the environment. Errors name the op, its location and the
function being evaluated.
"""
from __future__ import annotations

import contextlib
import functools
import contextvars
import math
import os
import sys
import time
from dataclasses import dataclass

import numpy as np

from spec import attributes as A
from spec.constraints.view import plain
from spec.ir import Func, Module, Op, Region
from spec.ops import OPS
from spec.ops.schema import GroupingError, default_attribute, group_values
from spec.syntax import literals
from spec.types import QuantizedElementType, TensorType, TupleType

from . import probes, values
from .errors import EvaluationError, EvaluationTimeout, NotImplementedYet, ResourceLimit
from .ops.registry import IMPLEMENTATIONS, Implementation, may_hold


@dataclass(frozen=True, eq=False)
class Process:
    """The process an evaluation runs in (a single process unless a grid is given); each is
    itself alone (compared by identity: a lone process's grid is its own)."""

    replica_id: int = 0
    partition_id: int = 0
    num_replicas: int = 1
    num_partitions: int = 1
    grid: object = None
    """The `reference.processes.Grid` the process belongs to (its rendezvous, channels, infeed
    and outfeed); None for a lone process, which gets a 1x1 grid when it needs one."""


_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar("deadline",
                                                                       default=None)


@contextlib.contextmanager
def time_limit(seconds: float | None):
    """Within this block, every interpreter stops with EvaluationTimeout once `seconds` have
    passed (checked before each op and each region: a loop that never ends ends); None: no
    limit."""
    token = _DEADLINE.set(None if seconds is None else time.monotonic() + seconds)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def _check_deadline(where) -> None:
    deadline = _DEADLINE.get()
    if deadline is not None and time.monotonic() > deadline:
        raise EvaluationTimeout(f"the evaluation ran past its time limit (at {where()})")


VALUE_BYTES = int(os.environ.get("STABLEHLO_SUITE_VALUE_BYTES", 1 << 31))
"""The most bytes one value may take (2 GiB by default; the environment variable
STABLEHLO_SUITE_VALUE_BYTES changes it). With spec.syntax.literals.ELEMENT_BUDGET (2^28 elements)
it is the value budget."""

_BUDGET: contextvars.ContextVar[tuple[int, int] | None] = contextvars.ContextVar("budget",
                                                                                default=None)


@contextlib.contextmanager
def value_budget(elements: int | None = None, nbytes: int | None = None):
    """Within this block, an op whose result would hold more than `elements` elements or
    `nbytes` bytes stops the evaluation with ResourceLimit before the op runs (its static result
    type says how large it is; a bounded dimension counts as its bound). Outside, the budget is
    ELEMENT_BUDGET elements and VALUE_BYTES bytes (each from its environment variable)."""
    token = _BUDGET.set((literals.ELEMENT_BUDGET if elements is None else elements,
                         VALUE_BYTES if nbytes is None else nbytes))
    try:
        yield
    finally:
        _BUDGET.reset(token)


def _budget() -> tuple[int, int]:
    return _BUDGET.get() or (literals.ELEMENT_BUDGET, VALUE_BYTES)


def value_size(t) -> tuple[int, int]:
    """(elements, bytes) of a value of type `t` at its largest (a bounded dimension at its
    bound, an unbounded dynamic one as 0: known only when the op runs); tuples add up."""
    if isinstance(t, TupleType):
        sizes = [value_size(e) for e in t.types]
        return sum(n for n, _ in sizes), sum(b for _, b in sizes)
    if not isinstance(t, TensorType):
        return 0, 0
    bounds = t.bounds or (None,) * len(t.shape)
    n = math.prod(d if d is not None else b if b is not None else 0
                  for d, b in zip(t.shape, bounds))
    et = t.element_type
    storage = et.storage_type if isinstance(et, QuantizedElementType) else et
    return n, n * storage.dtype.itemsize


def _check_budget(op: Op, sizes: list[tuple[int, int]]) -> None:
    elements, nbytes = _budget()
    for i, (n, b) in enumerate(sizes):
        if n > elements or b > nbytes:
            raise ResourceLimit(
                f"{_op_where(op)}: result {i} of type {op.results[i].type} would hold {n} "
                f"elements ({b} bytes), above the value budget of {elements} elements and "
                f"{nbytes} bytes (STABLEHLO_SUITE_ELEMENT_BUDGET, STABLEHLO_SUITE_VALUE_BYTES)")


RECURSION_LIMIT = 50_000
"""Python's recursion limit while a function is evaluated: each nested region costs a few
frames, and the verifier accepts any nesting (1000 nested ifs evaluate)."""

MAX_CALL_DEPTH = 100
"""Nested func.call levels before evaluation stops (a recursive program would not end)."""

INTERPRETED = frozenset({"func.return", "stablehlo.return", "sdy.return", "func.call"})
"""Ops the interpreter evaluates itself (terminators and calls) rather than through the registry."""

TERMINATORS = ("func.return", "stablehlo.return", "sdy.return")
"""The ops that end a region and return its values."""

_SPECIAL = frozenset({"result_type", "result_types", "op", "process", "interpreter"})


class Interpreter:
    """Evaluates the functions of one module (in one process)."""

    def __init__(self, module: Module, process: Process | None = None):
        self.module = module
        self.process = process or Process()
        self._funcs = {f.name: f for f in module.funcs}
        self._plans: dict[int, tuple] = {}
        self._sizes: dict[int, list] = {}  # per op: (elements, bytes) of each result
        self._stack: list[str] = []
        self._scopes: list[dict] = []  # the environments of the regions being evaluated
        self._mask_plans: dict[tuple, tuple] = {}  # (id(op), skip) -> plan

    # -- functions ---------------------------------------------------------------------------

    def call(self, name: str, args: list) -> list:
        """Evaluates function @name on `args` and returns its results. An evaluation records
        its probes in the caller's probe session, or in a temporary one (reference.probes)."""
        func = self._funcs.get(name)
        if func is None:
            known = ", ".join("@" + f for f in self._funcs) or "none"
            raise EvaluationError(f"no function @{name} in the module (functions: {known})")
        if self._stack:
            return self.call_func(func, args)
        with probes.ensure():
            return self._call_outermost(func, args)

    def _call_outermost(self, func: Func, args: list) -> list:
        limit = sys.getrecursionlimit()
        if limit >= RECURSION_LIMIT:
            return self.call_func(func, args)
        sys.setrecursionlimit(RECURSION_LIMIT)  # regions nested as deep as programs nest them
        try:
            return self.call_func(func, args)
        finally:
            sys.setrecursionlimit(limit)

    def call_func(self, func: Func, args: list) -> list:
        if func.body is None:
            raise EvaluationError(f"@{func.name} is a declaration without a body; it cannot be "
                                  "evaluated")
        inputs = func.type.inputs
        if len(args) != len(inputs):
            raise EvaluationError(f"@{func.name} takes {len(inputs)} argument(s), got {len(args)}")
        for i, (arg, t) in enumerate(zip(args, inputs)):
            why = values.type_mismatch(arg, t)
            if why:
                raise EvaluationError(f"argument {i} of @{func.name} (type {t}): {why}")
        if len(self._stack) > MAX_CALL_DEPTH:
            raise EvaluationError(f"call depth above {MAX_CALL_DEPTH} at @{func.name} (recursion?): "
                                  + " -> ".join("@" + n for n in self._stack[-5:]))
        self._stack.append(func.name)
        caller_scopes, self._scopes = self._scopes, []  # a callee sees only its own values
        try:
            results = self.run_region(func.body, args)
        finally:
            self._stack.pop()
            self._scopes = caller_scopes
        for i, (r, t) in enumerate(zip(results, func.type.results)):
            why = values.type_mismatch(r, t)
            if why:
                raise EvaluationError(f"result {i} of @{func.name} (type {t}): {why}")
        return results

    # -- regions and ops ---------------------------------------------------------------------

    def run_region(self, region: Region, args: list) -> list:
        """Evaluates the region's block on `args` (its block arguments) and returns the operands
        of its terminator (`func.return`, `stablehlo.return` or `sdy.return`)."""
        _check_deadline(self._where)
        block = region.block
        if len(args) != len(block.arguments):
            raise EvaluationError(f"a region with {len(block.arguments)} argument(s) was given "
                                  f"{len(args)}")
        return self._run_block(block, args, self.run_op)

    def _run_block(self, block, args: list, run_op) -> list:
        env = dict(zip(map(id, block.arguments), args))
        self._scopes.append(env)  # nested regions may use the values of enclosing ones
        try:
            for op in block.ops:
                operands = [env[id(v)] if id(v) in env else self._lookup(v, op)
                            for v in op.operands]
                if op.name in TERMINATORS:
                    return operands
                for value, result in zip(op.results, run_op(op, operands)):
                    env[id(value)] = result
        finally:
            self._scopes.pop()
        raise EvaluationError(f"a region of {self._where()} ends without a terminator")

    def _lookup(self, value, op):
        for scope in reversed(self._scopes):
            if id(value) in scope:
                return scope[id(value)]
        raise EvaluationError(f"{_op_where(op)}: operand {value.name or '?'} has no value "
                              "(used before it is defined?)")

    def run_op(self, op: Op, operands: list) -> list:
        """Evaluates one op on its operand values and returns its result values."""
        _check_deadline(lambda: _op_where(op))
        if op.name == "func.call":
            callee = op.attributes.get("callee")
            return self.call(callee.name if isinstance(callee, A.SymbolRefAttr) else str(callee),
                             operands)
        sizes = self._sizes.get(id(op))
        if sizes is None:
            sizes = self._sizes[id(op)] = [value_size(v.type) for v in op.results]
        _check_budget(op, sizes)  # before the plan, which holds the op's constants
        plan = self._plans.get(id(op))
        if plan is None:
            plan = self._plans[id(op)] = self._plan(op)
        impl, groups, static = plan
        kwargs = dict(static)
        if "process" in impl.keywords:
            kwargs["process"] = self.process
        for name, region in self._region_args(op, impl):
            kwargs[name] = region
        try:
            out = impl.fn(*group_operands(operands, groups), **kwargs)
        except EvaluationError as e:  # CheckFailure, NotImplementedYet keep their class
            if isinstance(e, EvaluationTimeout) or str(e).startswith(op.name):
                raise  # a timeout inside an op says where already
            raise type(e)(f"{_op_where(op)}: {e}") from None
        except MemoryError:
            raise ResourceLimit(f"{_op_where(op)}: out of memory") from None
        except Exception as e:  # a bug in an implementation: still a message, not a traceback
            raise EvaluationError(f"{_op_where(op)}: internal error in the reference "
                                  f"({type(e).__name__}: {e})") from e
        # numpy indexing turns rank-0 results into numpy scalars: tensors are arrays.
        results = [np.asarray(r) if isinstance(r, np.generic) else r
                   for r in (out if isinstance(out, list) else [out])]
        if len(results) != len(op.results):
            raise EvaluationError(f"{_op_where(op)}: internal error: the implementation returned "
                                  f"{len(results)} value(s) for {len(op.results)} result(s)")
        for i, (r, v) in enumerate(zip(results, op.results)):
            why = values.type_mismatch(r, v.type)
            if why:
                raise EvaluationError(f"{_op_where(op)}: result {i} does not match its type "
                                      f"{v.type}: {why}")
        return results

    def _plan(self, op: Op):
        impl = IMPLEMENTATIONS.get(op.name)
        if impl is None:
            raise NotImplementedYet(f"{_op_where(op)}: the reference interpreter does not "
                                    f"implement {op.name} yet")
        schema = OPS.get(op.name)
        groups = _operand_groups(op, schema)
        static = {}
        for name in impl.keywords:
            if name == "result_type":
                static[name] = op.results[0].type if len(op.results) == 1 else None
            elif name == "result_types":
                static[name] = [v.type for v in op.results]
            elif name == "op":
                static[name] = op
            elif name == "interpreter":
                static[name] = self
            elif name in _SPECIAL or (schema and any(r.name == name for r in schema.regions)):
                continue
            else:
                static[name] = attribute_value(op, name, schema)
        return impl, groups, static

    def unspecified_mask(self, op: Op, operands: list,
                         skip: tuple[str, ...] = ()) -> np.ndarray | None:
        """Where `op`'s declared Unspecified conditions hold for these operand values: a boolean
        mask broadcastable to its results, or None when the op declares none. The conditions get
        what the op's implementation gets (attributes, result types, regions); those whose ids
        end with one of `skip` are left out."""
        plan = self._mask_plans.get((id(op), skip))  # made once per op: the conditions that
        if plan is None or plan[0] is not op:          # may hold, what they get besides
            impl = IMPLEMENTATIONS.get(op.name)
            relevant = None if impl is None or not impl.unspecified else [
                u for u in _relevant_unspecified(op) if not (skip and u.id.endswith(skip))]
            plan = self._mask_plans[(id(op), skip)] = (
                op, relevant, *(self._mask_plan(op) if relevant else (None, None)))
        _, relevant, kwargs, groups = plan
        if relevant is None:
            return None
        if not relevant:
            return np.zeros((), bool)
        grouped = group_operands(operands, groups)
        mask = np.zeros((), bool)
        for u in relevant:  # masks of one element, of a dimension, of every element
            try:
                mask = mask | u.mask(*grouped, **kwargs)
            except MemoryError:
                raise ResourceLimit(f"{_op_where(op)}: out of memory reading where "
                                    f"{u.id} applies") from None
            except EvaluationError as e:
                if isinstance(e, EvaluationTimeout) or str(e).startswith(op.name):
                    raise
                raise type(e)(f"{_op_where(op)}: {e}") from None
        return mask

    def _mask_plan(self, op: Op) -> tuple[dict, list | None]:
        """What the Unspecified conditions of `op` get besides its operands, and its operand
        groups."""
        schema = OPS.get(op.name)
        kwargs = {a.name: attribute_value(op, a.name, schema) for a in schema.attributes}
        kwargs.update(result_type=op.results[0].type if len(op.results) == 1 else None,
                      result_types=[v.type for v in op.results], op=op)
        for i, spec_region in enumerate(schema.regions):
            kwargs[spec_region.name] = ([self._closure(r) for r in op.regions[i:]]
                                        if spec_region.variadic else self._closure(op.regions[i]))
        return kwargs, _operand_groups(op, schema)

    def _region_args(self, op: Op, impl: Implementation):
        schema = OPS.get(op.name)
        if not schema or not schema.regions:
            return
        for i, spec_region in enumerate(schema.regions):
            if spec_region.name not in impl.keywords:
                continue
            if spec_region.variadic:
                yield spec_region.name, [self._closure(r) for r in op.regions[i:]]
            else:
                yield spec_region.name, self._closure(op.regions[i])

    def _closure(self, region: Region):
        def run(*args):
            return self.run_region(region, list(args))
        run.batched = lambda *args: self.run_region_batched(region, list(args))
        run.region = region  # its form, for an op whose Unspecified conditions read it
        return run

    def run_region_batched(self, region: Region, args: list) -> list:
        """Evaluates the region once per element of a batch: each argument carries leading batch
        dimensions (the same for all) in front of its block argument's shape, and so does each
        result. Regions made of elementwise ops (a scatter's or sort's body, a reduction's
        combiner) run once on the whole arrays; others run element by element."""
        block = region.block
        batch = _batch_shape(args, block.arguments)
        if _elementwise(region):
            return self._run_block(block, args, self._run_op_batched)
        results = None
        for index in np.ndindex(*batch):
            outs = self.run_region(region, [a[index + (Ellipsis,)] for a in args])
            if results is None:
                results = [np.empty(batch + np.shape(o), np.asarray(o).dtype) for o in outs]
            for r, o in zip(results, outs):
                r[index] = o
        if results is None:  # an empty batch: results of the region's result types, empty
            results = [np.empty(batch + tuple(v.type.shape), v.type.element_type.dtype)
                       for v in block.ops[-1].operands]
        return results

    def _run_op_batched(self, op: Op, operands: list) -> list:
        """run_op for operands with leading batch dimensions (elementwise ops only): no result
        type checks, since results carry the batch dimensions too."""
        plan = self._plans.get(id(op))
        if plan is None:
            plan = self._plans[id(op)] = self._plan(op)
        impl, groups, static = plan
        try:
            out = impl.fn(*group_operands(operands, groups), **static)
        except EvaluationTimeout:
            raise
        except EvaluationError as e:
            raise type(e)(f"{_op_where(op)}: {e}") from None
        return out if isinstance(out, list) else [out]

    def _where(self) -> str:
        return "@" + self._stack[-1] if self._stack else "the module"


_BATCHABLE_FAMILIES = frozenset({"elementwise"})


def _elementwise(region: Region) -> bool:
    """Whether every op of the region computes element by element (so the region can run on
    whole arrays at once): elementwise ops without regions, constants, terminators."""
    for op in region.walk():
        if op.name in ("stablehlo.return", "func.return", "stablehlo.constant"):
            continue
        schema = OPS.get(op.name)
        if schema is None or schema.family not in _BATCHABLE_FAMILIES or op.regions:
            return False
    return True


def _batch_shape(args: list, arguments) -> tuple[int, ...]:
    shapes = set()
    for a, v in zip(args, arguments):
        rank = len(v.type.shape)
        shape = np.shape(a.storage if isinstance(a, values.QuantizedTensor) else a)
        shapes.add(shape[:len(shape) - rank])
    if len(shapes) > 1:
        raise EvaluationError(f"batched region arguments disagree on their batch shape: {shapes}")
    return shapes.pop() if shapes else ()


def _op_where(op: Op) -> str:
    return f"{op.name} at {op.location}" if op.location else op.name


def _operand_groups(op: Op, schema) -> list[tuple[int, str]] | None:
    """How many operands each schema operand takes (spec.ops.schema.group_values), and whether
    it is "one", "optional" or "variadic" (None: one operand each, no grouping needed)."""
    if schema is None or not any(o.variadic or o.optional for o in schema.operands):
        return None
    sizes = op.attributes.get("operandSegmentSizes")
    try:
        groups = group_values(op.operands, schema.operands,
                              sizes.values if isinstance(sizes, A.DenseArrayAttr) else None)
    except GroupingError as e:
        raise EvaluationError(f"{_op_where(op)}: its operands do not match "
                              f"{schema.name}'s: {e}") from None
    return [(len(g), "variadic" if o.variadic else "optional" if o.optional else "one")
            for g, o in zip(groups, schema.operands)]


def _relevant_unspecified(op: Op) -> tuple:
    """The Unspecified conditions of `op` that its static types do not rule out
    (registry.may_hold), the same for every op of its name and first operand element type (and,
    for an op with conditions so tagged, first result element type and quantized types)."""
    quantized, by_result = _tagged(op.name)
    key = (op.name, getattr(op.operands[0].type, "element_type", None) if op.operands else None)
    if by_result:  # a condition tagged holds_for_result: the first result's type decides too
        key += (getattr(op.results[0].type, "element_type", None) if op.results else None,)
    if quantized:
        key += (any(isinstance(getattr(v.type, "element_type", None), QuantizedElementType)
                    for v in list(op.operands) + list(op.results)),)
    relevant = _RELEVANT.get(key)
    if relevant is None:
        relevant = _RELEVANT[key] = tuple(
            u for u in IMPLEMENTATIONS[op.name].unspecified if may_hold(u, op))
    return relevant


_RELEVANT: dict[tuple, tuple] = {}


@functools.lru_cache(maxsize=None)
def _tagged(name: str) -> tuple[bool, bool]:
    """Whether some Unspecified condition of op `name` is tagged `quantized` (it holds only with
    quantized types) and whether one is tagged `holds_for_result` (registry.may_hold): what
    besides the first operand's type _relevant_unspecified's key holds."""
    conditions = IMPLEMENTATIONS[name].unspecified
    return (any(getattr(u.when, "quantized", False) for u in conditions),
            any(getattr(u.when, "holds_for_result", None) is not None for u in conditions))


def group_operands(operands: list, groups: list[tuple[int, str]] | None) -> list:
    """A flat operand list as an op's implementation takes it: per (size, mode) of `groups`, a
    list for a variadic group, else its one operand or None (an absent optional one); `operands`
    unchanged where `groups` is None."""
    if groups is None:
        return operands
    out, i = [], 0
    for size, mode in groups:
        part = operands[i:i + size]
        out.append(part if mode == "variadic" else (part[0] if part else None))
        i += size
    return out


def attribute_value(op: Op, name: str, schema=None):
    """Attribute `name` of `op` as a plain Python value: int, float, bool, str (strings, enums,
    symbols), tuple (dense arrays), numpy array (dense elements), list (arrays), dict (dicts);
    structs stay StructAttr. An absent attribute is its schema default, or None."""
    attr = op.attributes.get(name)
    if attr is None and schema is not None:
        spec_attr = schema.attribute(name)
        if spec_attr is not None:
            attr = default_attribute(spec_attr)
            if attr is None and spec_attr.kind == "unit":
                return False
    return python_value(attr)


def python_value(attr):
    """spec.constraints.view.plain, with dense tensors as values of their type and structs kept
    as StructAttr."""
    return plain(attr, dense=_dense_value, structs=True)


def _dense_value(attr):
    array = attr.array
    if A.splat_value(array) is not None:  # a lazy splat: the op computes with its elements
        array = literals.read_only(np.array(array))
    return values.tensor(array, attr.type) if isinstance(attr.type, TensorType) \
        else np.asarray(array)
