"""The output-to-input indexing maps of the data-movement ops, built from attributes and shapes.

`indexing_map(op)` returns an `OpIndexing`: one `OperandMap` per (operand, result) pair whose
elements the result reads, and a `kind` that says how the sources make the output element:

- "copy": the output element is the single source of the first map (in order) whose domain
  holds it (pad: the operand, else the padding value; select: on_true where the predicate is 1,
  else on_false; dynamic_update_slice: the update where it lands, else the operand);
- "permutation" (sort): each output row along `dimension` is a permutation of the sources
  (the whole input row, a range variable), the same permutation for every input;
- "combine" (scatter): result k starts from input k at the same index (its first map) and
  folds update_computation over the update elements of its second map (runtime positions);
- "none" (iota, dynamic_iota, get_dimension_size): the output reads no input element.

Index operands (start indices, predicates) are read through runtime variables, not maps.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .. import attributes as A
from ..ir import Op
from ..ops import OPS
from ..ops.schema import default_attribute
from .affine import Expr, const, d, rt, s
from .maps import ANY_INDEX, IndexingMap, Interval, RTVar, box, identity, sources

KINDS = ("copy", "permutation", "combine", "none")


@dataclass(frozen=True)
class OperandMap:
    """The map from result `result`'s indices to operand `operand`'s (a position in op.operands)."""

    operand: int
    result: int
    map: IndexingMap


@dataclass(frozen=True)
class OpIndexing:
    op: str
    kind: str
    maps: tuple[OperandMap, ...] = ()

    def sources(self, result: int, output_index: Sequence[int],
                operand_values: Sequence) -> list[tuple[int, tuple[int, ...]]]:
        """(operand, input index) for every source of the element, in map order."""
        return [(m.operand, index) for m in self.maps if m.result == result
                for index in sources(m.map, output_index, operand_values)]


Shapes = Sequence[Sequence[int]]
BUILDERS: dict[str, Callable[..., OpIndexing]] = {}


def _builder(name: str):
    def register(fn):
        BUILDERS[f"stablehlo.{name}"] = fn
        return fn
    return register


def indexing_map(op: Op, operand_shapes: Shapes | None = None, *,
                 result_shapes: Shapes | None = None, operand_values: Sequence | None = None
                 ) -> OpIndexing:
    """The output-to-input indexing of `op`. Shapes default to the op's static types. Ops whose
    shapes or padding come from operands (dynamic_broadcast_in_dim, dynamic_reshape,
    dynamic_pad, dynamic_gather) need those operands' values in `operand_values` (indexed like
    op.operands; other entries may be None): their map is the static op's map once known."""
    build = BUILDERS.get(op.name)
    if build is None:
        raise KeyError(f"no indexing map for {op.name}")
    shapes = [tuple(x) for x in operand_shapes] if operand_shapes is not None \
        else [_static(t.shape, op) for t in op.operand_types]
    results = [tuple(x) for x in result_shapes] if result_shapes is not None \
        else [None if None in t.shape else tuple(t.shape) for t in op.result_types]
    return build(_Context(op, shapes, results, list(operand_values or [None] * len(shapes))))


def _static(shape, op: Op) -> tuple[int, ...]:
    if None in shape:
        raise ValueError(f"{op.name}: an operand's shape is dynamic; pass operand_shapes")
    return tuple(shape)


@dataclass
class _Context:
    op: Op
    shapes: list[tuple[int, ...]]
    results: list[tuple[int, ...] | None]
    values: list

    def attr(self, name: str):
        """Attribute `name` as an int, bool, tuple of ints or StructAttr (schema default)."""
        attr = self.op.attributes.get(name)
        if attr is None:
            spec_attr = OPS[self.op.name].attribute(name)
            attr = default_attribute(spec_attr) if spec_attr else None
        if isinstance(attr, (A.IntegerAttr, A.BoolAttr)):
            return attr.value
        if isinstance(attr, A.DenseArrayAttr):
            return tuple(int(x) for x in attr.values)
        return attr

    def value(self, operand: int) -> tuple[int, ...]:
        v = self.values[operand]
        if v is None:
            raise ValueError(f"{self.op.name}: the map needs the value of operand {operand}; "
                             "pass it in operand_values")
        return tuple(int(x) for x in v.reshape(-1)) if hasattr(v, "reshape") else tuple(v)

    def result(self, i: int = 0, *, from_operand: int | None = None) -> tuple[int, ...]:
        if self.results[i] is not None:
            return self.results[i]
        if from_operand is not None:
            return self.value(from_operand)
        raise ValueError(f"{self.op.name}: result {i} has a dynamic shape; pass result_shapes")


def _copy(ctx: _Context, *maps: OperandMap) -> OpIndexing:
    return OpIndexing(ctx.op.name, "copy", tuple(maps))


# --- shape ops ----------------------------------------------------------------------------------

def broadcast(operand_shape, result_shape, broadcast_dimensions) -> IndexingMap:
    """operand_index[i] = 0 where dim(operand, i) = 1, else result_index[broadcast_dimensions[i]]."""
    return IndexingMap(tuple(const(0) if operand_shape[i] == 1 else d(r)
                             for i, r in enumerate(broadcast_dimensions)), box(result_shape))


@_builder("broadcast_in_dim")
def _broadcast_in_dim(ctx):
    return _copy(ctx, OperandMap(0, 0, broadcast(ctx.shapes[0], ctx.result(),
                                                 ctx.attr("broadcast_dimensions"))))


@_builder("dynamic_broadcast_in_dim")
def _dynamic_broadcast_in_dim(ctx):
    return _copy(ctx, OperandMap(0, 0, broadcast(ctx.shapes[0], ctx.result(from_operand=1),
                                                 ctx.attr("broadcast_dimensions"))))


def reshape(operand_shape, result_shape) -> IndexingMap:
    """Same position in row-major order: linearize the output index, delinearize it in the
    operand's shape (floordiv/mod by the operand's strides)."""
    linear = const(0)
    for i, n in enumerate(result_shape):
        linear = linear * n + d(i)
    results, stride = [], 1
    for j in reversed(range(len(operand_shape))):
        n = max(operand_shape[j], 1)  # an empty tensor has no index to map
        results.append(linear // stride if j == 0 else linear // stride % n)
        stride *= n
    return IndexingMap(tuple(reversed(results)), box(result_shape))


@_builder("reshape")
def _reshape(ctx):
    return _copy(ctx, OperandMap(0, 0, reshape(ctx.shapes[0], ctx.result())))


@_builder("dynamic_reshape")
def _dynamic_reshape(ctx):
    return _copy(ctx, OperandMap(0, 0, reshape(ctx.shapes[0], ctx.result(from_operand=1))))


@_builder("transpose")
def _transpose(ctx):
    """result dim i is operand dim permutation[i]."""
    permutation = ctx.attr("permutation")
    results = [None] * len(permutation)
    for i, p in enumerate(permutation):
        results[p] = d(i)
    return _copy(ctx, OperandMap(0, 0, IndexingMap(tuple(results), box(ctx.result()))))


@_builder("reverse")
def _reverse(ctx):
    dims, shape = ctx.attr("dimensions"), ctx.shapes[0]
    return _copy(ctx, OperandMap(0, 0, IndexingMap(
        tuple(shape[i] - 1 - d(i) if i in dims else d(i) for i in range(len(shape))),
        box(shape))))


@_builder("concatenate")
def _concatenate(ctx):
    """Input k covers output positions [offset_k, offset_k + dim_k) along `dimension`, a
    restriction of that dimension variable's interval."""
    dimension, result, offset, maps = ctx.attr("dimension"), ctx.result(), 0, []
    for k, shape in enumerate(ctx.shapes):
        dims = list(box(result))
        dims[dimension] = Interval(offset, offset + shape[dimension] - 1)
        results = tuple(d(i) - offset if i == dimension else d(i) for i in range(len(shape)))
        maps.append(OperandMap(k, 0, IndexingMap(results, tuple(dims))))
        offset += shape[dimension]
    return _copy(ctx, *maps)


def pad(operand_shape, result_shape, low, interior) -> IndexingMap:
    """result_index = low + operand_index * (interior + 1): the inverse, on the strided lattice
    of positions the operand lands on (negative low padding drops leading positions)."""
    results, dims, constraints = [], [], []
    for i, n in enumerate(operand_shape):
        step, shifted = interior[i] + 1, d(i) - low[i]
        results.append(shifted // step)
        dims.append(Interval(max(0, low[i]), min(result_shape[i] - 1, low[i] + (n - 1) * step)))
        if step > 1:
            constraints.append((shifted % step, Interval(0, 0)))
    return IndexingMap(tuple(results), tuple(dims), constraints=tuple(constraints))


def _pad_maps(ctx, low, interior):
    result = ctx.result()
    return _copy(ctx, OperandMap(0, 0, pad(ctx.shapes[0], result, low, interior)),
                 OperandMap(1, 0, IndexingMap((), box(result))))


@_builder("pad")
def _pad(ctx):
    return _pad_maps(ctx, ctx.attr("edge_padding_low"), ctx.attr("interior_padding"))


@_builder("dynamic_pad")
def _dynamic_pad(ctx):
    return _pad_maps(ctx, ctx.value(2), ctx.value(4))


@_builder("slice")
def _slice(ctx):
    start, strides = ctx.attr("start_indices"), ctx.attr("strides")
    return _copy(ctx, OperandMap(0, 0, IndexingMap(
        tuple(d(i) * strides[i] + start[i] for i in range(len(start))), box(ctx.result()))))


@_builder("select")
def _select(ctx):
    """The predicate (rank 0 or elementwise) is a runtime variable constrained to 1 / 0."""
    pred = RTVar(Interval(0, 1), 0, tuple(d(i) for i in range(len(ctx.shapes[0]))), clamp=False)
    result = ctx.result()
    return _copy(ctx, *(OperandMap(k, 0, IndexingMap(tuple(d(i) for i in range(len(result))),
                                                     box(result), runtime=(pred,),
                                                     constraints=((rt(0), Interval(v, v)),)))
                        for k, v in ((1, 1), (2, 0))))


# --- dynamic slices -----------------------------------------------------------------------------

def _start_indices(operand_shape, sizes, first_operand) -> tuple[RTVar, ...]:
    """One rank-0 start index operand per dimension, clamped to keep the slice in bounds."""
    return tuple(RTVar(Interval(0, n - size), first_operand + i)
                 for i, (n, size) in enumerate(zip(operand_shape, sizes)))


@_builder("dynamic_slice")
def _dynamic_slice(ctx):
    shape, sizes = ctx.shapes[0], ctx.attr("slice_sizes")
    return _copy(ctx, OperandMap(0, 0, IndexingMap(
        tuple(d(i) + rt(i) for i in range(len(shape))), box(sizes),
        runtime=_start_indices(shape, sizes, 1))))


@_builder("dynamic_update_slice")
def _dynamic_update_slice(ctx):
    shape, update = ctx.shapes[0], ctx.shapes[1]
    offsets = tuple(d(i) - rt(i) for i in range(len(shape)))
    into_update = IndexingMap(offsets, box(shape), runtime=_start_indices(shape, update, 2),
                              constraints=tuple((e, Interval(0, n - 1))
                                                for e, n in zip(offsets, update)))
    return _copy(ctx, OperandMap(1, 0, into_update), OperandMap(0, 0, identity(shape)))


# --- gather / scatter ---------------------------------------------------------------------------

def _index_access(batch: Sequence[Expr], k: int, index_vector_dim: int, indices_rank: int):
    """The start_indices element holding component k of the start index of batch position
    `batch`: `:` inserted at index_vector_dim when it is a dimension of start_indices."""
    if index_vector_dim < indices_rank:
        return tuple(batch[:index_vector_dim]) + (const(k),) + tuple(batch[index_vector_dim:])
    return tuple(batch)


def _batch_component(batch, d_start, index_vector_dim):
    return batch[d_start - (0 if d_start < index_vector_dim else 1)]


def gather(operand_shape, indices_shape, result_shape, dn, slice_sizes) -> IndexingMap:
    """operand_index = full_start_index + full_batching_index + full_offset_index (spec's
    gather), with start index components as clamped runtime variables."""
    offset_dims, ivd = tuple(dn["offset_dims"]), dn["index_vector_dim"]
    batch = [d(i) for i in range(len(result_shape)) if i not in offset_dims]
    runtime, full = [], [const(0)] * len(operand_shape)
    for k, d_operand in enumerate(dn["start_index_map"]):
        runtime.append(RTVar(Interval(0, operand_shape[d_operand] - slice_sizes[d_operand]), 1,
                             _index_access(batch, k, ivd, len(indices_shape))))
        full[d_operand] = full[d_operand] + rt(k)
    for d_operand, d_start in zip(dn["operand_batching_dims"], dn["start_indices_batching_dims"]):
        full[d_operand] = full[d_operand] + _batch_component(batch, d_start, ivd)
    skipped = set(dn["collapsed_slice_dims"]) | set(dn["operand_batching_dims"])
    window_dims = [i for i in range(len(operand_shape)) if i not in skipped]
    for d_operand, d_result in zip(window_dims, offset_dims):
        full[d_operand] = full[d_operand] + d(d_result)
    return IndexingMap(tuple(full), box(result_shape), runtime=tuple(runtime))


@_builder("gather")
def _gather(ctx):
    return _copy(ctx, OperandMap(0, 0, gather(ctx.shapes[0], ctx.shapes[1], ctx.result(),
                                              ctx.attr("dimension_numbers"),
                                              ctx.attr("slice_sizes"))))


@_builder("dynamic_gather")
def _dynamic_gather(ctx):
    return _copy(ctx, OperandMap(0, 0, gather(ctx.shapes[0], ctx.shapes[1], ctx.result(),
                                              ctx.attr("dimension_numbers"), ctx.value(2))))


def scatter_updates(input_shape, indices_shape, updates_shape, dn, indices_operand) -> IndexingMap:
    """The update elements that land on output element d: every update index (range variables
    s) whose result_index (spec's scatter) equals d; out-of-bounds start indices land nowhere."""
    window_dims, ivd = tuple(dn["update_window_dims"]), dn["index_vector_dim"]
    update = [s(j) for j in range(len(updates_shape))]
    scatter_index = [update[j] for j in range(len(updates_shape)) if j not in window_dims]
    runtime, target = [], [const(0)] * len(input_shape)
    for k, d_input in enumerate(dn["scatter_dims_to_operand_dims"]):
        runtime.append(RTVar(ANY_INDEX, indices_operand,
                             _index_access(scatter_index, k, ivd, len(indices_shape)), clamp=False))
        target[d_input] = target[d_input] + rt(k)
    for d_input, d_start in zip(dn["input_batching_dims"], dn["scatter_indices_batching_dims"]):
        target[d_input] = target[d_input] + _batch_component(scatter_index, d_start, ivd)
    skipped = set(dn["inserted_window_dims"]) | set(dn["input_batching_dims"])
    inputs_window = [i for i in range(len(input_shape)) if i not in skipped]
    for d_input, j in zip(inputs_window, window_dims):
        target[d_input] = target[d_input] + update[j]
    return IndexingMap(tuple(update), box(input_shape), ranges=box(updates_shape),
                       runtime=tuple(runtime),
                       constraints=tuple((e - d(i), Interval(0, 0)) for i, e in enumerate(target)))


@_builder("scatter")
def _scatter(ctx):
    n = (len(ctx.shapes) - 1) // 2
    dn = ctx.attr("scatter_dimension_numbers")
    updates = scatter_updates(ctx.shapes[0], ctx.shapes[n], ctx.shapes[n + 1], dn, n)
    maps = []
    for k in range(n):
        maps += [OperandMap(k, k, identity(ctx.shapes[k])), OperandMap(n + 1 + k, k, updates)]
    return OpIndexing(ctx.op.name, "combine", tuple(maps))


# --- sort and the ops without inputs ------------------------------------------------------------

@_builder("sort")
def _sort(ctx):
    """Output (.., d_dim, ..) comes from some element (.., s0, ..) of the same row."""
    shape = ctx.shapes[0]
    dimension = ctx.attr("dimension") % len(shape)
    row = IndexingMap(tuple(s(0) if i == dimension else d(i) for i in range(len(shape))),
                      box(shape), ranges=(Interval(0, shape[dimension] - 1),))
    return OpIndexing(ctx.op.name, "permutation",
                      tuple(OperandMap(k, k, row) for k in range(len(ctx.shapes))))


@_builder("iota")
@_builder("dynamic_iota")
@_builder("get_dimension_size")
def _no_input(ctx):
    """The output is a function of its own index (iota) or of a shape (get_dimension_size)."""
    return OpIndexing(ctx.op.name, "none")
