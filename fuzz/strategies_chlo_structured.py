"""Generators of the structured CHLO ops: top_k (every element type, k from 0 to the last
dimension, stable or not), ragged_dot (its three modes, group sizes as a full [prefix..., g]
tensor or a [g] one, groups that cover part of the ragged dimension) and scan (forward or
reverse running sums with one carry)."""
from __future__ import annotations

import numpy as np

from spec.attributes import BoolAttr, DenseArrayAttr
from spec.build import integer, region, struct, tensor_type
from spec.ops.chlo_structured import ragged_dot_shape
from spec.types import ELEMENT_TYPES

NUMERIC = ("integer", "float", "complex")


def _top_k(p):
    et = p.typed()
    shape = p.shape(min_rank=1)
    k = p.integers(0, shape[-1])
    x = p.arg(et, shape)
    out = shape[:-1] + (k,)
    attrs = {"k": integer(k)}
    if not p.boolean():
        attrs["is_stable"] = BoolAttr(False)
    p.op("chlo.top_k", [x], [tensor_type(out, et), tensor_type(out, "i32")], attrs)


def _partition(p, size: int, groups: int, count: int) -> np.ndarray:
    """`count` rows of `groups` non-negative sizes, each row summing to at most `size`."""
    rows = []
    for _ in range(count):
        total = int(p.rng.integers(0, size + 1))
        rows.append(p.rng.multinomial(total, np.ones(groups) / groups) if groups else [])
    return np.array(rows, np.int64).reshape(count, groups)


def _ragged_dot(p):
    """lhs [b?, m, k], rhs [g, b?, k, n] (non-contracting) or [b?, k, n]; the ragged
    dimension is m, k or b."""
    mode = p.choice(("non-contracting", "contracting", "batch"))
    et = p.typed(NUMERIC)
    batched = mode == "batch" or p.boolean()
    b = (p.integers(1, 3),) if batched else ()
    m, k, n, g = p.integers(0, 3), p.integers(1, 3), p.integers(1, 3), p.integers(1, 3)
    nb = len(b)
    numbers = {"lhs_batching_dimensions": tuple(range(nb)),
               "rhs_batching_dimensions": tuple(range(nb)),
               "lhs_contracting_dimensions": (nb + 1,), "rhs_contracting_dimensions": (nb,),
               "lhs_ragged_dimensions": ({"non-contracting": nb, "contracting": nb + 1,
                                          "batch": 0}[mode],), "rhs_group_dimensions": ()}
    lhs_shape, rhs_shape = b + (m, k), b + (k, n)
    if mode == "non-contracting":
        rhs_shape = (g,) + rhs_shape
        numbers.update(rhs_batching_dimensions=tuple(range(1, nb + 1)),
                       rhs_contracting_dimensions=(nb + 1,), rhs_group_dimensions=(0,))
    ragged = lhs_shape[numbers["lhs_ragged_dimensions"][0]]
    prefix = () if mode == "batch" else b
    rank1 = not prefix or p.boolean()
    sizes = _partition(p, ragged, g, 1 if rank1 else int(np.prod(prefix)))
    sizes = sizes.reshape((g,) if rank1 else prefix + (g,))
    sizes_et = p.choice(("i32", "i64", "ui32"))
    result_et = "f32" if et in ("bf16", "f16") and p.boolean() else et
    lhs, rhs = p.arg(et, lhs_shape), p.arg(et, rhs_shape)
    group_sizes = p.arg(sizes_et, sizes.shape, sizes)
    dn = struct("ragged_dot", **numbers)
    shape = ragged_dot_shape(lhs_shape, rhs_shape, g, numbers)
    p.op("chlo.ragged_dot", [lhs, rhs, group_sizes], [tensor_type(shape, result_et)],
         {"ragged_dot_dimension_numbers": dn})


def _scan(p):
    """A running sum along `dimension` (its outputs and its final carry)."""
    et = p.typed(("integer", "float"))
    shape = p.shape(min_rank=1)
    dimension = p.integers(0, len(shape) - 1)
    step = tuple(s for i, s in enumerate(shape) if i != dimension)
    x, c = p.arg(et, shape), p.arg(et, step)
    step_type = tensor_type(step, et)

    def body(b, args):
        total = b.op("add", args, [step_type])[0]
        return [total, total]
    attrs = {"dimension": integer(dimension),
             "operandSegmentSizes": DenseArrayAttr(ELEMENT_TYPES["i32"], (1, 1)),
             "resultSegmentSizes": DenseArrayAttr(ELEMENT_TYPES["i32"], (1, 1))}
    if p.boolean():
        attrs["is_reverse"] = BoolAttr(True)
    p.op("chlo.scan", [x, c], [tensor_type(shape, et), step_type], attrs,
         [region([step_type, step_type], body)])


CHLO_STRUCTURED = {"chlo.top_k": _top_k, "chlo.ragged_dot": _ragged_dot, "chlo.scan": _scan}
