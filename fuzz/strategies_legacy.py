"""Generators of the ops jaxlib's stablehlo dialect has beyond the seed spec (reference/ops/
legacy.py): broadcast, einsum, unary_einsum, torch_index_select, real_dynamic_slice,
set_dimension_size, cross-replica-sum, and dot and create_token; and of upstream's current
collective_reduce, which jaxlib 0.10.2 lacks. Each builds what upstream's
verifier accepts (spec/constraints/legacy.py) with inputs in range."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from spec.attributes import UnitAttr
from spec.build import binary_region, i64_array, i64_matrix, integer, string, tensor_type
from spec.shapes import slice_shape
from spec.types import TokenType

from .strategies_control import _grid, _groups_attr
from .strategies_reduction import body_ops

LETTERS = "abcdefgh"


def _broadcast(p):
    et, shape = p.element_type(), p.shape(max_rank=2)
    sizes = p.shape(max_rank=2, min_side=1)
    p.op("broadcast", [p.arg(et, shape)], [tensor_type(sizes + shape, et)],
         {"broadcast_sizes": i64_array(sizes)})


def _einsum(p):
    """Labels: batching (in both operands and the output), free (one operand and the output),
    contracting (both operands only), summed (one operand only); each side in a drawn order."""
    groups = {g: [LETTERS[i] for i in range(p.integers(0, n))]
              for g, n in (("b", 1), ("m", 1), ("n", 1), ("k", 2))}
    labels = iter(LETTERS)
    named = {g: [next(labels) for _ in names] for g, names in groups.items()}
    summed = [next(labels)] if p.boolean() else []
    size = {c: p.integers(1, 3) for names in named.values() for c in names}
    size.update({c: p.integers(1, 3) for c in summed})
    lhs = p.draw(_permutation(named["b"] + named["m"] + named["k"] + summed))
    rhs = p.draw(_permutation(named["b"] + named["n"] + named["k"]))
    out = p.draw(_permutation(named["b"] + named["m"] + named["n"]))
    et = p.typed(("float", "integer", "complex"))
    config = f"{''.join(lhs)},{''.join(rhs)}->{''.join(out)}"
    p.op("einsum", [p.arg(et, [size[c] for c in lhs]), p.arg(et, [size[c] for c in rhs])],
         [tensor_type([size[c] for c in out], et)], {"einsum_config": string(config)})


def _unary_einsum(p):
    et, shape = p.typed(("float", "integer", "complex")), p.shape(min_rank=1)
    labels = list(LETTERS[:len(shape)])
    out = p.draw_subset(labels, ordered=True)
    config = f"{''.join(labels)}->{''.join(out)}"
    p.op("unary_einsum", [p.arg(et, shape)],
         [tensor_type([shape[labels.index(c)] for c in out], et)],
         {"einsum_config": string(config)})


def _permutation(items):
    return st.permutations(list(items))


def _torch_index_select(p):
    et, shape = p.element_type(), p.shape(min_rank=1, min_side=1)
    dim = p.integers(0, len(shape) - 1)
    batch_dims = p.integers(0, dim)
    index_shape = shape[:batch_dims] + p.shape(max_rank=2, min_side=1)
    index = p.arg(p.element_type(("i32", "i64")), index_shape,
                  p.rng.integers(0, shape[dim], size=index_shape))
    result = shape[:dim] + index_shape[batch_dims:] + shape[dim + 1:]
    p.op("torch_index_select", [p.arg(et, shape), index], [tensor_type(result, et)],
         {"dim": integer(dim), "batch_dims": integer(batch_dims)})


def _real_dynamic_slice(p):
    et, shape = p.element_type(), p.shape(min_rank=1)
    start = [p.integers(0, n) for n in shape]
    limit = [p.integers(s, n) for s, n in zip(start, shape)]
    strides = [p.integers(1, 3) for _ in shape]
    index_type = p.element_type(("i32", "i64"))
    operands = [p.arg(et, shape)] + [p.arg(index_type, (len(shape),), np.array(v))
                                     for v in (start, limit, strides)]
    p.op("real_dynamic_slice", operands, [tensor_type(slice_shape(start, limit, strides), et)])


def _set_dimension_size(p):
    """The size is the dimension's own (a static result type holds only that one)."""
    et, shape = p.element_type(), p.shape(min_rank=1)
    dimension = p.integers(0, len(shape) - 1)
    size = p.arg("i32", (), np.array(shape[dimension]))
    p.op("set_dimension_size", [p.arg(et, shape), size], [tensor_type(shape, et)],
         {"dimension": integer(dimension)})


def _cross_replica_sum(p):
    _, groups = _grid(p)
    et, shape = p.typed(("float", "integer", "complex")), p.shape()
    p.op("cross-replica-sum", [p.arg(et, shape)], [tensor_type(shape, et)],
         {"replica_groups": i64_matrix(groups)})


def _dot(p):
    """Vector or matrix times vector or matrix, lhs's last dimension with rhs's first."""
    et = p.typed(("float", "integer", "complex"))
    k = p.integers(1, 3)
    m = [p.integers(1, 3)] if p.boolean() else []
    n = [p.integers(1, 3)] if p.boolean() else []
    p.op("dot", [p.arg(et, m + [k]), p.arg(et, [k] + n)], [tensor_type(m + n, et)])


def _create_token(p):
    p.op("create_token", [], [TokenType()])


LEGACY = {
    "broadcast": _broadcast, "einsum": _einsum, "unary_einsum": _unary_einsum,
    "torch_index_select": _torch_index_select, "real_dynamic_slice": _real_dynamic_slice,
    "set_dimension_size": _set_dimension_size, "cross-replica-sum": _cross_replica_sum,
    "dot": _dot, "create_token": _create_token,
}


def _collective_reduce(p):
    """Upstream's current collective_reduce (not in jaxlib 0.10.2): as all_reduce (its replica
    groups in upstream's mesh-axes form a quarter of the time), now and then with a dynamic root
    per operand."""
    _, groups = _grid(p, mesh=True)
    types = [p.typed()] * p.integers(1, 2)  # C4: one (E, E) -> E body for every operand
    shapes = [p.shape() for _ in types]
    body = binary_region([(p.choice(body_ops(types[0])), tensor_type((), types[0]))])
    operands = [p.arg(et, s) for et, s in zip(types, shapes)]
    attributes = _groups_attr(groups)
    if p.boolean():
        roots = [p.integers(0, len(groups[0]) - 1) for _ in types]
        operands.append(p.arg("i32", (len(types),), np.array(roots)))
        attributes["has_dynamic_root"] = UnitAttr()
    p.op("collective_reduce", operands, [tensor_type(s, et) for et, s in zip(types, shapes)],
         attributes, [body])


UPSTREAM = {"collective_reduce": _collective_reduce}
"""Generators of upstream's current ops that jaxlib 0.10.2 lacks."""
