"""The ops of jaxlib's stablehlo dialect that the seed spec leaves out: broadcast, einsum,
unary_einsum, torch_index_select, real_dynamic_slice, set_dimension_size, cross-replica-sum.

StablehloOps.td describes them "informally" by what XLA, TF or PyTorch does, and upstream lowers
them to spec ops (interpreter_status.md: einsum and dot to dot_general, torch_index_select to
gather); each function here is that spec op's formula, so the reference means what the
lowering means:
- broadcast: broadcast_in_dim onto broadcast_sizes ++ shape(operand);
- einsum, unary_einsum: the labels of `einsum_config` ("ab,bc->ac", "ab->a") name dimensions;
  a label in both operands and the output is a batching dimension, one in both operands only a
  contracting one, one in a single operand and not in the output is summed first; sums are
  dot_general's (linalg.dot_general_wide: one rounding to the result type). Repeated labels in
  one operand (diagonals) and `...` are not supported: the lowering has no dot_general for them;
- torch_index_select: a gather along `dim` whose first `batch_dims` dimensions run over operand
  and index together; indices are clamped into range, as gather clamps them;
- real_dynamic_slice: slice with its start, limit and strides read from operands;
- set_dimension_size: the first `size` elements along `dimension` (the dimension's dynamic
  size; the result type says how many it may hold);
- cross-replica-sum: all_reduce of `add` over `replica_groups` across replicas.
"""
from __future__ import annotations

import re

import numpy as np

from .. import values
from ..errors import EvaluationError
from ..values import accumulation_dtype, narrow, unquantized, widen
from .arithmetic import add
from .collectives import _exchange, _my_group, _schedule
from .linalg import dot_general_wide
from .registry import op
from .shape import _broadcast_in_dim, _moved, _storage
from .slicing import slice_


@op("broadcast")
def broadcast(operand, *, broadcast_sizes, result_type):
    """`broadcast_in_dim(operand, [size(broadcast_sizes), ..., size(broadcast_sizes) +
    rank(operand) - 1], broadcast_sizes ++ shape(operand))`."""
    x = _storage(operand)
    n = len(broadcast_sizes)
    shape = tuple(int(s) for s in broadcast_sizes) + tuple(x.shape)
    result = _broadcast_in_dim(operand, list(range(n, n + x.ndim)), shape, "broadcast")
    return _moved(result, operand, result_type)


CONFIG = re.compile(r"^([a-zA-Z]*)(?:,([a-zA-Z]*))?->([a-zA-Z]*)$")


def _labels(einsum_config: str, operands: int) -> tuple[list[str], ...]:
    """The labels of each operand and of the output; EvaluationError naming what is wrong."""
    config = einsum_config.replace(" ", "")
    m = CONFIG.match(config)
    if not m or (m.group(2) is None) != (operands == 1):
        raise EvaluationError(f"einsum_config {einsum_config!r}: expected "
                              f"{'ab->a' if operands == 1 else 'ab,bc->ac'} (letters name "
                              "dimensions; '...' is not supported)")
    groups = [list(g) for g in (m.group(1), m.group(2)) if g is not None] + [list(m.group(3))]
    for labels in groups:
        if len(set(labels)) != len(labels):
            raise EvaluationError(f"einsum_config {einsum_config!r}: a label repeats within "
                                  "one side (diagonals are not supported: upstream lowers "
                                  "einsum to dot_general, which has none)")
    return tuple(groups)


def _summed_out(x, labels: list[str], keep: set[str], dtype) -> tuple:
    """x with the dimensions whose labels are not in `keep` summed (in `dtype`)."""
    gone = tuple(d for d, label in enumerate(labels) if label not in keep)
    wide = widen(x).astype(dtype)
    if gone:
        wide = wide.sum(axis=gone, dtype=dtype)
    return wide, [label for label in labels if label in keep]


def einsum_wide(operands, einsum_config, dtype) -> np.ndarray:
    """The einsum of `operands` (one or two) by `einsum_config`, its sums in `dtype`, in the
    output's dimension order (dot_general_wide for two operands)."""
    *inputs, output = _labels(einsum_config, len(operands))
    for x, labels in zip(operands, inputs):
        if len(labels) != np.ndim(x):
            raise EvaluationError(f"einsum_config {einsum_config!r} names {len(labels)} "
                                  f"dimensions for an operand of rank {np.ndim(x)}")
    missing = set(output) - set().union(*map(set, inputs))
    if missing:
        raise EvaluationError(f"einsum_config {einsum_config!r}: output labels "
                              f"{sorted(missing)} name no operand dimension")
    if len(operands) == 1:
        wide, labels = _summed_out(operands[0], inputs[0], set(output), dtype)
        return np.transpose(wide, [labels.index(c) for c in output])
    (lhs, lhs_labels), (rhs, rhs_labels) = [
        _summed_out(x, labels, set(output) | set(other), dtype)
        for x, labels, other in ((operands[0], inputs[0], inputs[1]),
                                 (operands[1], inputs[1], inputs[0]))]
    batch = [c for c in lhs_labels if c in rhs_labels and c in output]
    contracting = [c for c in lhs_labels if c in rhs_labels and c not in output]
    for c in batch + contracting:
        if lhs.shape[lhs_labels.index(c)] != rhs.shape[rhs_labels.index(c)]:
            raise EvaluationError(f"einsum_config {einsum_config!r}: label {c!r} has sizes "
                                  f"{lhs.shape[lhs_labels.index(c)]} and "
                                  f"{rhs.shape[rhs_labels.index(c)]}")
    numbers = {"lhs_batching_dimensions": [lhs_labels.index(c) for c in batch],
               "rhs_batching_dimensions": [rhs_labels.index(c) for c in batch],
               "lhs_contracting_dimensions": [lhs_labels.index(c) for c in contracting],
               "rhs_contracting_dimensions": [rhs_labels.index(c) for c in contracting]}
    wide = dot_general_wide(lhs, rhs, numbers, dtype)
    order = batch + [c for c in lhs_labels if c not in batch + contracting] + \
        [c for c in rhs_labels if c not in batch + contracting]
    return np.transpose(wide, [order.index(c) for c in output])


def einsum_terms(operands, einsum_config) -> int:
    """How many products each output element sums: the sizes of the labels the output lacks."""
    *inputs, output = _labels(einsum_config, len(operands))
    sizes = {c: np.shape(x)[d] for x, labels in zip(operands, inputs)
             for d, c in enumerate(labels)}
    return int(np.prod([n for c, n in sizes.items() if c not in output], dtype=object))


def _einsum(operands, einsum_config, result_type):
    et = result_type.element_type
    return narrow(einsum_wide(operands, einsum_config, accumulation_dtype(et)), et)


@op("einsum")
def einsum(lhs, rhs, *, einsum_config, result_type):
    """TF's einsum of two operands, as dot_general (see the module's docstring)."""
    unquantized(lhs, rhs)
    return _einsum([lhs, rhs], einsum_config, result_type)


@op("unary_einsum")
def unary_einsum(operand, *, einsum_config, result_type):
    """TF's einsum of one operand: sums over the labels the output lacks, then a transpose."""
    unquantized(operand)
    return _einsum([operand], einsum_config, result_type)


@op("torch_index_select")
def torch_index_select(operand, index, *, dim, batch_dims, result_type):
    """`result[b..., o..., i..., t...] = operand[b..., o..., index[b..., i...], t...]` for the
    `batch_dims` leading dimensions b, the dimensions o before `dim` and t after it, the
    dimensions i of index after b; an index is clamped into [0, dim(operand, dim) - 1]."""
    x, idx = _storage(operand), np.asarray(index)
    if not 0 <= batch_dims <= dim < x.ndim or batch_dims > idx.ndim \
            or x.shape[:batch_dims] != idx.shape[:batch_dims]:
        raise EvaluationError(f"torch_index_select: needs 0 <= batch_dims ({batch_dims}) <= dim "
                              f"({dim}) < rank(operand) ({x.ndim}) and the first batch_dims "
                              f"dimensions of operand {x.shape} and index {idx.shape} equal")
    clamped = np.clip(idx.astype(np.int64) if idx.dtype.kind == "u" and idx.itemsize < 8
                      else idx, 0, x.shape[dim] - 1).astype(np.int64)
    middle = x.shape[batch_dims:dim]
    # operand[b, o, clamped[b, i], t]: index b and the broadcast middle dims explicitly
    b_grid = np.indices(x.shape[:batch_dims]).reshape(batch_dims, *x.shape[:batch_dims],
                                                      *([1] * (idx.ndim - batch_dims)))
    gathered = x[tuple(b_grid) + (slice(None),) * len(middle) + (clamped,)] \
        if batch_dims else np.take(x, clamped, axis=dim)
    if batch_dims and middle:
        # advanced indices separated by slices go first: move them after the middle dims
        k = idx.ndim - batch_dims
        gathered = np.moveaxis(gathered, list(range(batch_dims, batch_dims + k)),
                               list(range(batch_dims + len(middle),
                                          batch_dims + len(middle) + k)))
    return _moved(gathered, operand, result_type)


@op("real_dynamic_slice")
def real_dynamic_slice(operand, start_indices, limit_indices, strides):
    """`slice(operand, start_indices, limit_indices, strides)` with the three read from their
    1-dimensional operands."""
    return slice_(operand, start_indices=[int(v) for v in widen(start_indices)],
                  limit_indices=[int(v) for v in widen(limit_indices)],
                  strides=[int(v) for v in widen(strides)])


@op("set_dimension_size")
def set_dimension_size(operand, size, *, dimension, result_type):
    """The first `size` elements of operand along `dimension` (its dynamic size), which must
    fit the operand and, where the result dimension is static, be its size."""
    x = _storage(operand)
    n = int(widen(size))
    want = result_type.shape[dimension]
    if not 0 <= n <= x.shape[dimension] or (want is not None and want != n):
        raise EvaluationError(f"set_dimension_size: size {n} for dimension {dimension} of "
                              f"{values.describe(operand)} with result type {result_type}: "
                              "needs 0 <= size <= the operand's size and, where the result "
                              "dimension is static, equal to it")
    kept = np.take(x, np.arange(n), axis=dimension)
    return _moved(kept, operand, result_type)


@op("cross-replica-sum", unspecified=[_schedule("cross-replica-sum")])
def cross_replica_sum(operand, *, replica_groups, result_type, process, op):
    """`all_reduce` with channel_id 0, use_global_device_ids false and an `add` computation:
    the group's operands added left to right in process group order."""
    group = _my_group(process, "cross_replica", replica_groups)
    gathered = _exchange(process, op, None, group, operand)
    result = gathered[0]
    for other in gathered[1:]:
        result = add(result, other, result_type=result_type)
    return result
