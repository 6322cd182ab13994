"""Reductions: reduce, reduce_window, select_and_scatter, and map.

The spec leaves the order of a reduction to implementations (reduce's `schedule`: any full binary
tree whose in-order traversal is the values in index order, interspersed with init values). The
reference's schedule, for every reduction here, is:

    body(init_values, tree(values))   (just init_values when there are no values)

where `tree` is the pairwise tree: at each level neighbours (0, 1), (2, 3), ... are combined and
an odd last value moves up unchanged. Each level is one `body.batched` call over every pair of
every slice at once. When the body is a single body op of spec.reducers applied to its two
arguments and the element type is boolean or integer, the result does not depend on the order
(wrap-around arithmetic is associative and commutative), so the op's numpy ufunc gives it
directly. Floats and complex numbers always go through the tree: their add and multiply are not
associative, so their results depend on the schedule (declared as Unspecified).
"""
from __future__ import annotations

import functools
import math

import numpy as np

from spec import reducers, shapes
from spec.types import QuantizedElementType

from ..errors import EvaluationError
from ..interpreter import _check_deadline, _op_where
from ..values import (QuantizedTensor, element_type_of, kind, narrow, storage_of, typed, widen)
from .gather_scatter import to_destination_type
from .registry import Unspecified, call_with_known, op

def _order_free_ufunc(body_op: str | None, et):
    """The numpy ufunc giving a reduction by `body_op` of `et` values directly, where its result
    does not depend on the order (booleans and integers; not quantized types, whose bodies
    round each step); None elsewhere."""
    if body_op is None or isinstance(et, QuantizedElementType):
        return None
    mnemonic = body_op.removeprefix("stablehlo.")
    return reducers.ufunc(mnemonic, et) if reducers.order_free(mnemonic, et) else None


def _single_op(region) -> str | None:
    """The name of the body's op when the body is `return op(arg0, arg1)` (either order)."""
    block = region.block
    if len(block.ops) != 2 or len(block.arguments) != 2:
        return None
    first, ret = block.ops
    if len(first.results) != 1 or list(ret.operands) != first.results:
        return None
    if set(map(id, first.operands)) != set(map(id, block.arguments)) or len(first.operands) != 2:
        return None
    return first.name


def _component_ops(region) -> list[str] | None:
    """For a body over N inputs (2N arguments), the name of the op computing each of its N
    results when result i is `op_i(arg_i, arg_N+i)` (either order) and the body holds nothing
    else; None for any other body. One input: `[_single_op(region)]`."""
    block = region.block
    n = len(block.arguments) // 2
    if n == 0 or len(block.arguments) != 2 * n or len(block.ops) != n + 1:
        return None
    ret = block.ops[-1]
    if len(ret.operands) != n:
        return None
    names = []
    for i, value in enumerate(ret.operands):
        first = value.defining_op
        if (first is None or first.parent is not block or len(first.results) != 1
                or len(first.operands) != 2
                or set(map(id, first.operands)) != {id(block.arguments[i]),
                                                    id(block.arguments[n + i])}):
            return None
        names.append(first.name)
    if len({id(r.defining_op) for r in ret.operands}) != n:
        return None
    return names


def _region_combine(region_fn, element_types):
    """`combine(lhs, rhs)` over lists of storage arrays (one batch axis): the region evaluated on
    the pairs, its results as storage."""
    def combine(lhs, rhs):
        args = [typed(x, e) for x, e in zip(lhs + rhs, element_types + element_types)]
        return [storage_of(r, e) for r, e in zip(region_fn.batched(*args), element_types)]
    return combine


def _tree(combine, values: list, present: np.ndarray):
    """The pairwise tree over the last axis: neighbours combined level by level, skipping absent
    values (`present` false). Returns the values at the root (batch shape) and whether any value
    was present."""
    if present.shape[-1] == 0:
        values = [np.zeros(v.shape[:-1] + (1,), v.dtype) for v in values]
        present = np.zeros(present.shape[:-1] + (1,), bool)
    while present.shape[-1] > 1:
        if present.all():  # every value present (the common case): combine pairs directly
            odd = [v[..., -1:] for v in values] if present.shape[-1] % 2 else None
            end = present.shape[-1] - (odd is not None)
            values = combine([v[..., 0:end:2] for v in values], [v[..., 1:end:2] for v in values])
            if odd is not None:
                values = [np.concatenate([v, o], axis=-1) for v, o in zip(values, odd)]
            present = np.ones(values[0].shape, bool)
            continue
        if present.shape[-1] % 2:
            values = [np.concatenate([v, v[..., -1:]], axis=-1) for v in values]
            present = np.concatenate([present, np.zeros_like(present[..., -1:])], axis=-1)
        left, right = [v[..., 0::2] for v in values], [v[..., 1::2] for v in values]
        has_left, has_right = present[..., 0::2], present[..., 1::2]
        values = [np.where(has_left, l, r) for l, r in zip(left, right)]
        both = has_left & has_right
        if both.any():
            for v, c in zip(values, combine([l[both] for l in left], [r[both] for r in right])):
                v[both] = c
        present = has_left | has_right
    return [v[..., 0] for v in values], present[..., 0]


def _reduce_last(values: list, present: np.ndarray, init_values: list, body, body_op, E) -> list:
    """`body(init_values, tree(values))` over the last axis of storage arrays `values` (absent
    where `present` is false), init_values where no value is present."""
    ufunc = _order_free_ufunc(body_op, E[0]) if len(values) == 1 else None
    # (numpy's maximum.reduce of no values fails: empty slices go through the tree)
    if ufunc is not None and present.all() and values[0].shape[-1] > 0:
        x, init = widen(values[0]), widen(init_values[0])
        return [narrow(ufunc(init, ufunc.reduce(x, axis=-1)), E[0])]
    combine = _region_combine(body, E)
    reduced, any_present = _tree(combine, values, present)
    results = [np.array(np.broadcast_to(i, any_present.shape)) for i in init_values]
    if any_present.any():
        combined = combine([r[any_present] for r in results], [r[any_present] for r in reduced])
        for r, c in zip(results, combined):
            r[any_present] = c
    return results


def _float_schedule(name: str, count) -> Unspecified:
    """The order of a float or complex reduction, which matters wherever it combines two or more
    values (`count(*operands, **attributes)`: how many values each result element reduces)."""
    def when(inputs, init_values, **attributes):
        if not any(isinstance(et, QuantizedElementType) or kind(et) in ("float", "complex")
                   for et in map(_element_type, inputs)):  # any input of a variadic reduction
            return np.False_
        return call_with_known(count, (inputs,), attributes) >= 2
    return Unspecified(
        f"{name}/float-schedule", "implementation-defined",
        "the order of reduction (the spec's schedule) is implementation-defined; float and "
        "complex add and multiply are not associative, nor are quantized ones (each step "
        "quantizes), so their results depend on it",
        "body(init_values, tree(values)), tree the pairwise tree over values in index order",
        when)


def _element_type(x):
    return x.element_type if isinstance(x, QuantizedTensor) else element_type_of(x)


def _shape(x) -> tuple[int, ...]:
    return np.shape(x.storage if isinstance(x, QuantizedTensor) else x)


# ---------------------------------------------------------------------------------------------
# reduce

def _reduced_dimensions(inputs, dimensions) -> list[int]:
    rank = len(_shape(inputs[0]))
    if any(not 0 <= d < rank for d in dimensions) or len(set(dimensions)) != len(dimensions):
        raise EvaluationError(f"reduce_c4, reduce_c5: dimensions {list(dimensions)} are not "
                              f"unique dimensions of a rank-{rank} input")
    return sorted(dimensions)


def _is_identity(body_op: str, init: np.ndarray) -> bool:
    """Whether `init` is the identity of the single-op body `body_op` (spec.reducers.identity;
    either zero counts for add, as implementations differ there only in the sign of a zero)."""
    want = _wide_identity(body_op, element_type_of(init))
    with np.errstate(invalid="ignore"):
        return want is not None and bool(np.all(widen(init) == want))


@functools.lru_cache(maxsize=None)
def _wide_identity(body_op: str, et) -> np.ndarray | None:
    """spec.reducers.identity of `body_op` over `et`, widened (read-only), made once per pair:
    it costs as much as a small reduction, and a program bound asks for it at every reduce."""
    want = reducers.identity(body_op.removeprefix("stablehlo."), et)
    if want is None:
        return None
    wide = np.array(widen(want))
    wide.flags.writeable = False
    return wide


def _init_not_identity(name: str) -> Unspecified:
    """The spec's reduction uses init_values an implementation-defined number of times, so a
    result depends on the implementation unless they are the body's identity."""
    def when(inputs, init_values, *, op=None, **_):
        body_ops = _component_ops(op.regions[0]) if op is not None else None
        if body_ops is None or len(body_ops) != len(init_values) or any(
                isinstance(i, QuantizedTensor) for i in init_values):
            return np.False_  # not a recognised body: the reference cannot tell
        # One mask covers every result: a variadic reduce is flagged when any component's init
        # is not its op's identity.
        return np.bool_(not all(_is_identity(b, np.asarray(i))
                                for b, i in zip(body_ops, init_values)))
    return Unspecified(
        f"{name}/init-not-identity", "implementation-defined",
        "init_values is not the identity of the body (e.g. add with init 5): the spec's schedule "
        "interleaves an implementation-defined number of init_values_converted with the "
        "values (reduce semantics); checked for bodies whose result i is one op of arguments i "
        "and N+i (a single op for one input)",
        "init_values combined once, first, with the reduced values", when)


def _slice_sizes(inputs, *, dimensions):
    shape = _shape(inputs[0])
    kept = [s for d, s in enumerate(shape) if d not in dimensions]
    return np.full(kept, math.prod(shape[d] for d in dimensions))


@op("reduce", unspecified=[_float_schedule("reduce", _slice_sizes), _init_not_identity("reduce")])
def reduce(inputs, init_values, *, dimensions, body, result_types, op):
    """results...[j0, ..., jR-1] = reduce(input_slices_converted), the input slices taken along
    `dimensions` (in increasing dimension order, as index_space orders them)."""
    E = [t.element_type for t in result_types]
    dims = _reduced_dimensions(inputs, dimensions)
    shape = _shape(inputs[0])
    batch = tuple(s for d, s in enumerate(shape) if d not in dims)
    n = math.prod(shape[d] for d in dims)
    values = [np.moveaxis(to_destination_type(x, t), dims, range(len(batch), len(shape)))
              .reshape(batch + (n,)) for x, t in zip(inputs, result_types)]
    init = [to_destination_type(v, t) for v, t in zip(init_values, result_types)]
    results = _reduce_last(values, np.ones(batch + (n,), bool), init, body,
                           _single_op(op.regions[0]), E)
    return [typed(r, e) for r, e in zip(results, E)]


# ---------------------------------------------------------------------------------------------
# reduce_window

WINDOW_BLOCK = 1 << 19
"""The most window positions (result elements x window elements, x samples where the program
bounds gather samples) that reduce_window, its bound and its propagated bounds gather at once:
they go through the result elements in blocks of rows (each row's values, and so its reduction
order and result, are the same as over all rows at once). A cumsum over 8x4096 asked for 134M
int64 positions at once (1 GiB, 4 s) before (2026-11-27; docs/reference.md, "Budgets")."""


class WindowPlan:
    """The windows of a reduce_window (select_and_scatter: no dilations) over an input shape:
    per dimension, the row-major offset of each (window, window element) pair's input element,
    `size + 1` where it is padding or a base-dilation hole; `rows(start, stop)` combines them into
    the positions of a block of result elements (flattened in row-major order), and `take`
    gathers a value's elements there (from a view of it over the padded input, made once)."""

    def __init__(self, shape, window_dimensions, window_strides=None, base_dilations=None,
                 window_dilations=None, padding=None):
        rank = len(shape)
        ones = (1,) * rank
        strides, base, dilations = (tuple(a) if a is not None else ones
                                    for a in (window_strides, base_dilations, window_dilations))
        pads = np.zeros((rank, 2), np.int64) if padding is None else np.asarray(padding, np.int64)
        if not len(window_dimensions) == len(strides) == len(base) == len(dilations) == rank \
                or pads.shape != (rank, 2):
            raise EvaluationError(f"reduce_window_c4-c12: window attributes do not match rank "
                                  f"{rank}")
        if min((*window_dimensions, *strides, *base, *dilations), default=1) <= 0:
            raise EvaluationError("reduce_window_c5-c11: window sizes, strides and dilations "
                                  "must be positive")
        self.size = math.prod(shape)
        row_major = np.cumprod((1,) + tuple(shape[:0:-1]))[::-1]
        self.num_windows = tuple(int(n) for n in shapes.num_windows(
            shape, window_dimensions, strides, base, dilations, pads))
        self.window_dimensions = tuple(int(w) for w in window_dimensions)
        self.window = math.prod(self.window_dimensions)
        self.count = math.prod(self.num_windows)
        self._offsets = []  # per dimension: window x window element, a view
        tables, self._spans, self._steps = [], [], []
        for d in range(rank):
            n, w = self.num_windows[d], self.window_dimensions[d]
            span = (w - 1) * dilations[d] + 1
            # padded coordinates p = window * stride + element * dilation, all of them
            q = np.arange(max(n - 1, 0) * strides[d] + span) - pads[d, 0]
            on_input = (q >= 0) & (q % base[d] == 0) & (q // base[d] < shape[d])
            table = np.where(on_input, q // base[d] * row_major[d], self.size + 1).astype(np.int64)
            view = np.lib.stride_tricks.sliding_window_view(table, span)
            self._offsets.append(view[:n * strides[d]:strides[d], ::dilations[d]])
            tables.append(table)
            self._spans.append(span)
            self._steps.append((slice(0, n * strides[d], strides[d]),
                                slice(None, None, dilations[d])))
        # The padded input's positions, where it is not much larger than the input: the windows
        # of a value are then views of it indexed by value (`take`), not positions built per
        # block (`rows`); the same elements either way.
        self._padded = None
        if math.prod(len(t) for t in tables) <= 4 * (self.size + 1) + WINDOW_BLOCK:
            padded = np.zeros((), np.int64)
            for d, table in enumerate(tables):
                padded = padded + table.reshape((-1,) + (1,) * (rank - d - 1))
            self._padded = np.minimum(padded, self.size)

    def blocks(self, lead: int = 1):
        """(start, stop) of the blocks of result elements, at most WINDOW_BLOCK positions each
        (`lead` of them per window position: the samples), one row at least; one (empty) block
        where there are no result elements."""
        rows = max(1, WINDOW_BLOCK // max(1, lead * self.window))
        return [(a, min(a + rows, self.count)) for a in range(0, self.count, rows)] or [(0, 0)]

    def rows(self, start: int, stop: int) -> np.ndarray:
        """The positions of result elements start..stop (row-major) x the window's elements
        (row-major): the input element's row-major position, `size` at padding."""
        rank, count = len(self._offsets), stop - start
        index = np.unravel_index(np.arange(start, stop), self.num_windows) if rank else ()
        base, total = np.zeros(count, np.int64), None  # the dimensions of window 1, the others
        for d, (offsets, i) in enumerate(zip(self._offsets, index)):
            if self.window_dimensions[d] == 1:
                base += offsets[i, 0]
                continue
            part = offsets[i].reshape((count,) + (1,) * d + (self.window_dimensions[d],)
                                      + (1,) * (rank - d - 1))
            total = part if total is None else total + part  # (integers: any order)
        base = base.reshape((count,) + (1,) * rank)
        total = base if total is None else np.add(total, base, out=total)
        # a padding offset (size + 1) makes the sum exceed size: it reads as padding
        return np.minimum(total, self.size, out=total).reshape(count, self.window)

    def take(self, ext: np.ndarray, start: int, stop: int, memo: dict) -> np.ndarray:
        """ext[..., rows(start, stop)]: the windows of result elements start..stop of `ext`
        (lead axes, then an input's elements and the init value, `extended`), as lead axes x
        result element x window element. Through a view of ext over the padded input where
        there is one (kept in `memo` per ext, with ext itself so that its id stays its own)."""
        if self._padded is None:
            return ext[..., self.rows(start, stop)]
        lead, rank = ext.shape[:-1], len(self._spans)
        entry = memo.get(id(ext))
        if entry is None or entry[0] is not ext:
            padded = ext[..., self._padded]
            if padded.dtype.itemsize == 1 and padded.dtype.kind not in "biu":
                # numpy's strided views rebuild the dtype from its type string, and an 8-bit
                # float of ml_dtypes ('<f1') has none numpy reads: the bytes, viewed back below
                padded = padded.view(np.uint8)
            view = np.lib.stride_tricks.sliding_window_view(
                padded, self._spans, axis=tuple(range(len(lead), len(lead) + rank))) \
                if rank else padded
            steps = tuple(s for s, _ in self._steps) + tuple(e for _, e in self._steps)
            entry = memo[id(ext)] = (ext, view[(slice(None),) * len(lead) + steps])
        index = np.unravel_index(np.arange(start, stop), self.num_windows) if rank else ()
        chosen = entry[1][(slice(None),) * len(lead) + index] if rank else entry[1][..., None]
        return chosen.reshape(lead + (stop - start, self.window)).view(ext.dtype)


def window_positions(shape, window_dimensions, window_strides=None, base_dilations=None,
                     window_dilations=None, padding=None):
    """For every (result_index, window_index), in an array of shape num_windows + window shape
    flattened: whether the padded, dilated input element there is an input element, and its
    row-major position in the input (`prod(shape)` where it is padding). All at once: reduce_window
    and the bounds go through WindowPlan's blocks instead."""
    plan = WindowPlan(shape, window_dimensions, window_strides, base_dilations, window_dilations,
                      padding)
    position = plan.rows(0, plan.count).reshape(plan.num_windows + (plan.window,))
    return position < plan.size, position


def windows(x, init, position):
    """x's elements at the window positions, init_value at padding."""
    return extended(x, init)[position]


def extended(x, init) -> np.ndarray:
    """x's elements (row-major) and then init_value: indexed by window positions."""
    return np.concatenate([np.ravel(x), np.ravel(init)])


class WindowBlock:
    """A block of result elements of a WindowPlan: `len` of them, `take(ext)` their windows of
    an `extended` value (lead axes first) as lead axes x result element x window element."""

    __slots__ = ("_plan", "_start", "_stop", "_memo")

    def __init__(self, plan: WindowPlan, start: int, stop: int, memo: dict):
        self._plan, self._start, self._stop, self._memo = plan, start, stop, memo

    def __len__(self) -> int:
        return self._stop - self._start

    def take(self, ext: np.ndarray) -> np.ndarray:
        return self._plan.take(ext, self._start, self._stop, self._memo)


def by_windows(plan: WindowPlan, compute, lead: int = 1, axis: int = 0, op=None) -> list:
    """compute(block) per WindowBlock of result elements (at most WINDOW_BLOCK window positions,
    `lead` per position), its arrays (the block's result elements on axis `axis`) joined and
    shaped as plan.num_windows there. With `op`, the time limit (interpreter.time_limit) is
    checked before each block but the first, naming the op."""
    parts, memo = [], {}
    for k, (a, b) in enumerate(plan.blocks(lead)):
        if k and op is not None:
            _check_deadline(lambda: _op_where(op))
        parts.append(compute(WindowBlock(plan, a, b, memo)))
    out = []
    for i in range(len(parts[0])):
        joined = parts[0][i] if len(parts) == 1 else np.concatenate([p[i] for p in parts], axis)
        out.append(joined.reshape(joined.shape[:axis] + plan.num_windows
                                  + joined.shape[axis + 1:]))
    return out


def _window_sizes(inputs, *, window_dimensions, **_):
    return np.int64(math.prod(window_dimensions))


@op("reduce_window", unspecified=[_float_schedule("reduce_window", _window_sizes),
                                  _init_not_identity("reduce_window")])
def reduce_window(inputs, init_values, *, window_dimensions, window_strides=None,
                  base_dilations=None, window_dilations=None, padding=None, body, result_types,
                  op):
    """results...[result_index] = reduce(windows, init_values, axes(inputs...), body), windows
    the slices of the inputs padded with init_values (base dilations included), gathered by
    `window_positions`; `formulas.reduce_window` is the formula as the spec writes it."""
    E = [t.element_type for t in result_types]
    if len({_shape(x) for x in inputs}) != 1:
        raise EvaluationError("reduce_window_c2: the inputs' shapes differ")
    plan = WindowPlan(_shape(inputs[0]), window_dimensions, window_strides, base_dilations,
                      window_dilations, padding)
    init = [to_destination_type(v, t) for v, t in zip(init_values, result_types)]
    values = [extended(to_destination_type(x, t), i)
              for x, t, i in zip(inputs, result_types, init)]
    body_op = _single_op(op.regions[0])

    def reduced(block):  # each block's windows reduce as all of them would at once
        gathered = [block.take(v) for v in values]
        return _reduce_last(gathered, np.ones(gathered[0].shape, bool), init, body, body_op, E)
    return [typed(r, e) for r, e in zip(by_windows(plan, reduced, op=op), E)]


# ---------------------------------------------------------------------------------------------
# select_and_scatter

def _selection_positions(operand, window_dimensions, window_strides, padding):
    shape = _shape(operand)
    return window_positions(shape, window_dimensions or (1,) * len(shape), window_strides,
                             None, None, padding)


def _empty_window(operand, source, init_value, *, window_dimensions=None, window_strides=None,
                  padding=None):
    inside, _ = _selection_positions(operand, window_dimensions, window_strides, padding)
    return np.bool_(inside.size and not inside.any(axis=-1).all())


def _float_scatter_order(operand, source, init_value, *, window_dimensions=None,
                         window_strides=None, padding=None):
    """Result elements that two or more windows cover (so they may receive several source
    values), for float and complex types."""
    et = _element_type(operand)  # quantized: each step rounds, as for floats
    if not isinstance(et, QuantizedElementType) and kind(et) not in ("float", "complex"):
        return np.False_
    inside, position = _selection_positions(operand, window_dimensions, window_strides, padding)
    size = math.prod(_shape(operand))
    covering = np.zeros(size, np.int64)
    for window_inside, window_position in zip(inside.reshape(-1, inside.shape[-1]),
                                              position.reshape(-1, position.shape[-1])):
        covering[window_position[window_inside]] += 1  # positions within a window are distinct
    return covering.reshape(_shape(operand)) >= 2


def _scatter_init_not_identity(operand, source, init_value, *, op=None, **_):
    """Every result element, when init_value is not the identity of a single-op scatter body."""
    body_op = _single_op(op.regions[1]) if op is not None else None
    if body_op is None or isinstance(init_value, QuantizedTensor):
        return np.False_  # not a recognised body: the reference cannot tell
    return np.bool_(not _is_identity(body_op, np.asarray(init_value)))


SELECT_AND_SCATTER_UNSPECIFIED = [
    Unspecified("select_and_scatter/empty-window", "undefined",
                "a window holds no operand element (it lies in the padding): the spec does not "
                "say where its source value goes (#731)",
                "the source value goes nowhere", _empty_window),
    Unspecified("select_and_scatter/float-schedule", "implementation-defined",
                "the order in which scatter combines the source values selected for one element "
                "(reduce's schedule) is implementation-defined; float and complex add and "
                "multiply are not associative",
                "scatter(init_value, tree(source values in row-major source order)), tree the "
                "pairwise tree", _float_scatter_order),
    Unspecified("select_and_scatter/init-not-identity", "implementation-defined",
                "init_value is not the identity of scatter (e.g. add with init 0.5): each result "
                "element is reduce([source_values], [init_value], [0], scatter), whose schedule "
                "interleaves an implementation-defined number of init_value with the source "
                "values (reduce semantics), also where no window selected the element; checked "
                "for single-op scatter bodies",
                "init_value combined once with each element's source values (init_value alone "
                "where there are none)", _scatter_init_not_identity),
]


@op("select_and_scatter", unspecified=SELECT_AND_SCATTER_UNSPECIFIED)
def select_and_scatter(operand, source, init_value, *, window_dimensions=None,
                       window_strides=None, padding=None, select, scatter, result_type, op):
    """selected_values: per window, reduce_window_without_init of the operand with
    `select(arg0, arg1) ? arg0 : arg1` (padding takes no part); then result[result_index] =
    reduce(source values whose window selected result_index, init_value, scatter).
    `formulas.select_and_scatter` is the formula as the spec writes it."""
    E, operand_type = result_type.element_type, _element_type(operand)
    inside, position = _selection_positions(operand, window_dimensions, window_strides, padding)
    if _shape(source) != inside.shape[:-1]:
        raise EvaluationError(f"select_and_scatter_c2: source shape {list(_shape(source))} is "
                              f"not the number of windows {list(inside.shape[:-1])}")
    operand_storage = storage_of(operand, operand_type)
    candidates = windows(operand_storage, np.zeros(1, operand_storage.dtype), position)

    def pick(lhs, rhs):
        first = np.asarray(select.batched(typed(lhs[0], operand_type),
                                          typed(rhs[0], operand_type))[0], bool)
        return [np.where(first, l, r) for l, r in zip(lhs, rhs)]

    (_, selected), selected_any = _tree(pick, [candidates, position], inside)
    target = selected[selected_any]
    source_values = np.ravel(to_destination_type(source, result_type))[np.ravel(selected_any)]
    size = math.prod(_shape(operand))
    order = np.argsort(target, kind="stable")
    counts = np.bincount(target, minlength=size)
    rank_in_target = np.empty(target.size, np.int64)
    rank_in_target[order] = np.arange(target.size) - np.repeat(np.cumsum(counts) - counts, counts)
    width = int(counts.max(initial=0))
    values = np.zeros((size, width), source_values.dtype)
    present = np.zeros((size, width), bool)
    values[target, rank_in_target] = source_values
    present[target, rank_in_target] = True
    init = to_destination_type(init_value, result_type)
    result, = _reduce_last([values], present, [init], scatter, _single_op(op.regions[1]), [E])
    return typed(result.reshape(_shape(operand)), E)


# ---------------------------------------------------------------------------------------------
# map

@op("map")
def map_(inputs, *, dimensions, computation):
    """result[result_index] = computation(inputs...[result_index])."""
    rank = len(_shape(inputs[0]))
    if tuple(dimensions) != tuple(range(rank)):
        raise EvaluationError(f"map_c3: dimensions {list(dimensions)} are not "
                              f"{list(range(rank))}")
    if len({_shape(x) for x in inputs}) != 1:
        raise EvaluationError("map_c1: the inputs' shapes differ")
    return computation.batched(*inputs)[0]
