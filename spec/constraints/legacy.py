"""Constraints of the ops jaxlib's stablehlo dialect has beyond the seed spec (broadcast,
real_dynamic_slice, set_dimension_size, cross-replica-sum, dot).

The seed spec has no section for them: each constraint is what upstream's verifier checks
(StablehloOps.td's traits and verifiers, as jaxlib 0.10.2 runs them, observed case by case in
corpus/constraints/<op>.mlir), written in the spec's notation, and no more: where upstream
checks nothing (einsum's and unary_einsum's config, torch_index_select's dim and batch_dims, a
result rank of real_dynamic_slice, cross-replica-sum's replica groups, dot's element types), an
op here is valid and the reference says why it cannot run it. create_token has no constraint
beyond its token result (the structural rules).
"""
from __future__ import annotations

from ..types import ELEMENT_TYPES, TensorType
from . import constraint
from .notation import (compatible_dim, element_type, is_tensor_or_quantized, rank,
                       same_type, shape, values_of)

UPSTREAM = "Upstream's verifier (jaxlib 0.10.2); not in the seed spec."


def _integer_vector(x) -> bool:
    return isinstance(x, TensorType) and rank(x) == 1 and \
        getattr(x.element_type, "kind", "") in ("signed", "unsigned", "index")


# -- broadcast -------------------------------------------------------------------------------

@constraint("broadcast", 1, "0 <= broadcast_sizes", note=UPSTREAM)
def _(o):
    return all(s >= 0 for s in values_of(o.broadcast_sizes))


@constraint("broadcast", 2, "element_type(result) = element_type(operand)", note=UPSTREAM)
def _(o):
    return element_type(o.result) == element_type(o.operand)


@constraint("broadcast", 3, "shape(result) = broadcast_sizes ++ shape(operand)", note=UPSTREAM)
def _(o):
    want = tuple(values_of(o.broadcast_sizes)) + tuple(shape(o.operand))
    got = tuple(shape(o.result))
    return (len(want) == len(got) and all(compatible_dim(a, b) for a, b in zip(want, got))) or \
        f"shape(result) = {list(got)}; expected {list(want)}"


# -- real_dynamic_slice ----------------------------------------------------------------------

@constraint("real_dynamic_slice", 1, "element_type(result) = element_type(operand)",
            note=UPSTREAM)
def _(o):
    return element_type(o.result) == element_type(o.operand)


@constraint("real_dynamic_slice", 2, "type(start_indices) = type(limit_indices) = type(strides)",
            note=UPSTREAM)
def _(o):
    return o.start_indices == o.limit_indices == o.strides


@constraint("real_dynamic_slice", 3, "start_indices, limit_indices and strides are "
                                     "1-dimensional tensors of integer or index type",
            note=UPSTREAM)
def _(o):
    return all(_integer_vector(x) for x in (o.start_indices, o.limit_indices, o.strides))


@constraint("real_dynamic_slice", 4, "size(start_indices) = rank(operand)", note=UPSTREAM)
def _(o):
    if not _integer_vector(o.start_indices):
        return True  # C3's
    n = shape(o.start_indices)[0]
    return n is None or n == rank(o.operand)


# -- set_dimension_size ----------------------------------------------------------------------

@constraint("set_dimension_size", 1, "0 <= dimension < rank(operand)", note=UPSTREAM)
def _(o):
    return 0 <= o.dimension < rank(o.operand)


@constraint("set_dimension_size", 2, "type(size) = tensor<i32>", note=UPSTREAM)
def _(o):
    return o.size == TensorType((), ELEMENT_TYPES["i32"])


@constraint("set_dimension_size", 3, "element_type(result) = element_type(operand), "
                                     "rank(result) = rank(operand) and dim(result, d) = "
                                     "dim(operand, d) for every d != dimension",
            note=UPSTREAM + " Upstream infers dimension `dimension` as dynamic, bounded by "
                            "dim(operand, dimension): any size is compatible with it.")
def _(o):
    if element_type(o.result) != element_type(o.operand) or rank(o.result) != rank(o.operand):
        return False
    return all(compatible_dim(a, b) for d, (a, b) in
               enumerate(zip(shape(o.result), shape(o.operand))) if d != o.dimension)


# -- cross-replica-sum -----------------------------------------------------------------------

@constraint("cross-replica-sum", 1, "type(result) = type(operand)", note=UPSTREAM)
def _(o):
    return same_type(o.result, o.operand)


# -- dot -------------------------------------------------------------------------------------

def _ranks_ok(o) -> bool:
    return all(is_tensor_or_quantized(x) and 1 <= rank(x) <= 2 for x in (o.lhs, o.rhs))


@constraint("dot", 1, "1 <= rank(lhs) <= 2 and 1 <= rank(rhs) <= 2", note=UPSTREAM)
def _(o):
    return _ranks_ok(o)


@constraint("dot", 2, "dim(lhs, rank(lhs) - 1) = dim(rhs, 0)", note=UPSTREAM)
def _(o):
    return not _ranks_ok(o) or compatible_dim(shape(o.lhs)[-1], shape(o.rhs)[0])


@constraint("dot", 3, "shape(result) = shape(lhs)[:-1] ++ shape(rhs)[1:]", note=UPSTREAM)
def _(o):
    if not _ranks_ok(o):
        return True
    want = tuple(shape(o.lhs)[:-1]) + tuple(shape(o.rhs)[1:])
    got = tuple(shape(o.result))
    return (len(want) == len(got) and all(compatible_dim(a, b) for a, b in zip(want, got))) or \
        f"shape(result) = {list(got)}; expected {list(want)}"
