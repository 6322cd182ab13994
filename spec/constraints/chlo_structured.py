"""Constraints of the structured CHLO ops (top_k, ragged_dot, scan).

The seed spec has no section for them: the constraints are those of upstream's verifier
(ChloOps.td and the verifier jaxlib 0.10.2 runs, observed case by case in
corpus/constraints/chlo_top_k.mlir, chlo_ragged_dot.mlir and chlo_scan.mlir), written in the
spec's notation. Their ids are a CHLO op's (`chlo_top_k_c2`: spec.constraints.stem). As in the
other families, a predicate that needs what an earlier constraint guarantees holds when that
does not hold.
"""
from __future__ import annotations

from ..ops.chlo_structured import group_prefix, ragged_dot_shape, ragged_mode
from ..types import ELEMENT_TYPES, TensorType
from . import constraint
from .notation import (all_in_range, compatible, compatible_dim, concatenate, dim, dims,
                       element_type, function_type, is_unique, rank, shape, size)

# -- top_k ------------------------------------------------------------------------------------


@constraint("chlo.top_k", 1, "rank(operand) >= 1")
def _(o):
    return rank(o.operand) >= 1


@constraint("chlo.top_k", 2, "0 <= k <= dim(operand, -1)")
def _(o):
    if rank(o.operand) < 1:
        return True
    return 0 <= o.k and compatible_dim(dim(o.operand, -1), max(o.k, dim(o.operand, -1) or 0))


@constraint("chlo.top_k", 3, "shape(values) = shape(indices) = shape(operand)[:-1] + [k]")
def _(o):
    if rank(o.operand) < 1:
        return True
    want = shape(o.operand)[:-1] + (o.k,)
    return compatible(o.values, want) and compatible(o.indices, want)


@constraint("chlo.top_k", 4, "element_type(values) = element_type(operand)")
def _(o):
    return element_type(o.values) == element_type(o.operand)


@constraint("chlo.top_k", 5, "element_type(indices) = i32")
def _(o):
    return element_type(o.indices) == ELEMENT_TYPES["i32"]


# -- ragged_dot -------------------------------------------------------------------------------


def _ranks_ok(o) -> bool:
    """The dimension numbers are in range and lhs_ragged_dimensions has one entry (C3-C5)."""
    return (all_in_range(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions,
                                     o.lhs_ragged_dimensions), 0, rank(o.lhs))
            and all_in_range(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions,
                                         o.rhs_group_dimensions), 0, rank(o.rhs))
            and size(o.lhs_ragged_dimensions) == 1
            and size(o.lhs_batching_dimensions) == size(o.rhs_batching_dimensions)
            and size(o.lhs_contracting_dimensions) == size(o.rhs_contracting_dimensions))


def _numbers(o) -> dict:
    return o.ragged_dot_dimension_numbers


@constraint("chlo.ragged_dot", 1, "size(lhs_batching_dimensions) = size(rhs_batching_dimensions) "
                             "and size(lhs_contracting_dimensions) = "
                             "size(rhs_contracting_dimensions)")
def _(o):
    return (size(o.lhs_batching_dimensions) == size(o.rhs_batching_dimensions)
            and size(o.lhs_contracting_dimensions) == size(o.rhs_contracting_dimensions))


@constraint("chlo.ragged_dot", 2,
            "is_unique(lhs_batching_dimensions + lhs_contracting_dimensions) and "
            "is_unique(rhs_batching_dimensions + rhs_contracting_dimensions + "
            "rhs_group_dimensions)")
def _(o):
    return (is_unique(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions))
            and is_unique(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions,
                                      o.rhs_group_dimensions)))


@constraint("chlo.ragged_dot", 3,
            "0 <= lhs_batching_dimensions, lhs_contracting_dimensions < rank(lhs) and "
            "0 <= rhs_batching_dimensions, rhs_contracting_dimensions, rhs_group_dimensions "
            "< rank(rhs)")
def _(o):
    return (all_in_range(concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions),
                         0, rank(o.lhs))
            and all_in_range(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions,
                                         o.rhs_group_dimensions), 0, rank(o.rhs)))


@constraint("chlo.ragged_dot", 4, "size(lhs_ragged_dimensions) = 1 and "
                                  "0 <= lhs_ragged_dimensions[0] < rank(lhs)")
def _(o):
    return size(o.lhs_ragged_dimensions) == 1 and all_in_range(o.lhs_ragged_dimensions, 0,
                                                               rank(o.lhs))


@constraint("chlo.ragged_dot", 5,
            "dims(lhs, lhs_batching_dimensions) = dims(rhs, rhs_batching_dimensions) and "
            "dims(lhs, lhs_contracting_dimensions) = dims(rhs, rhs_contracting_dimensions)")
def _(o):
    if not _ranks_ok(o):
        return True
    pairs = zip(dims(o.lhs, concatenate(o.lhs_batching_dimensions, o.lhs_contracting_dimensions)),
                dims(o.rhs, concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions)))
    return all(compatible_dim(a, b) for a, b in pairs)


@constraint("chlo.ragged_dot", 6,
            "size(rhs_group_dimensions) = 1 if lhs_ragged_dimensions[0] is a non-contracting "
            "dimension, else 0")
def _(o):
    if not _ranks_ok(o):
        return True
    want = 1 if ragged_mode(rank(o.lhs), _numbers(o)) == "non-contracting" else 0
    return size(o.rhs_group_dimensions) == want


@constraint("chlo.ragged_dot", 7,
            "rank(group_sizes) = 1 or shape(group_sizes) = dims(lhs, prefix) + [g], where "
            "prefix are the batching dimensions and the lhs dimensions of the ragged one's "
            "kind before it")
def _(o):
    if not _ranks_ok(o):
        return True
    if rank(o.group_sizes) == 1:
        return True
    prefix = dims(o.lhs, group_prefix(rank(o.lhs), _numbers(o)))
    return (rank(o.group_sizes) == len(prefix) + 1
            and compatible(shape(o.group_sizes)[:-1], prefix))


@constraint("chlo.ragged_dot", 8,
            "dim(rhs, rhs_group_dimensions[0]) = dim(group_sizes, -1) if there is a group "
            "dimension")
def _(o):
    if not _ranks_ok(o) or size(o.rhs_group_dimensions) != 1 or rank(o.group_sizes) < 1:
        return True
    return compatible_dim(dim(o.rhs, o.rhs_group_dimensions[0]), dim(o.group_sizes, -1))


@constraint("chlo.ragged_dot", 9,
            "shape(result) = [g if ragged contracting] + dims(lhs, batching) + lhs free "
            "dimensions + rhs free dimensions")
def _(o):
    unique = is_unique(concatenate(o.rhs_batching_dimensions, o.rhs_contracting_dimensions,
                                   o.rhs_group_dimensions))
    if not _ranks_ok(o) or not unique or rank(o.group_sizes) < 1:
        return True
    want = ragged_dot_shape(shape(o.lhs), shape(o.rhs), dim(o.group_sizes, -1), _numbers(o))
    return compatible(o.result, want) or f"expected shape(result) = {list(want)}, found " \
                                         f"{o.result}"


# -- scan -------------------------------------------------------------------------------------


def _segments(o) -> tuple[int, int] | None:
    """(number of outputs, number of carries) from resultSegmentSizes; None when they do not
    split the results into outputs and one carry per init (C1)."""
    values = getattr(o.self.attributes.get("resultSegmentSizes"), "values", None)
    if values is None or len(values) != 2 or values[1] != size(o.inits) \
            or sum(values) != size(o.results):
        return None
    return tuple(values)


def _outputs(o) -> tuple:
    seg = _segments(o)
    return tuple(o.results[:seg[0]]) if seg else ()


@constraint("chlo.scan", 1, "size(resultSegmentSizes) = 2 and resultSegmentSizes[1] = "
                            "size(inits) and size(inputs) + size(outputs) > 0")
def _(o):
    seg = _segments(o)
    return seg is not None and size(o.inputs) + seg[0] > 0


@constraint("chlo.scan", 2, "0 <= dimension < rank(x) for each x of inputs and outputs")
def _(o):
    return all(0 <= o.dimension < rank(x) for x in o.inputs + _outputs(o))


@constraint("chlo.scan", 3, "dim(x, dimension) is one size N for each x of inputs and outputs, "
                            "and N = scan_dim_size if given")
def _(o):
    xs = o.inputs + _outputs(o)
    if not all(0 <= o.dimension < rank(x) for x in xs):
        return True
    sizes = [dim(x, o.dimension) for x in xs] + ([o.scan_dim_size] if o.has_scan_dim_size else [])
    return all(compatible_dim(a, b) for a in sizes for b in sizes)


@constraint("chlo.scan", 4, "carries have the types of inits")
def _(o):
    seg = _segments(o)
    if seg is None:
        return True
    carries = o.results[seg[0]:]
    return len(carries) == len(o.inits) and all(
        compatible(c, i) and element_type(c) == element_type(i) for c, i in zip(carries, o.inits))


@constraint("chlo.scan", 5,
            "body has type (inputs' step types..., types(inits)...) -> (outputs' step "
            "types..., types(inits)...), a step type being the type without dimension")
def _(o):
    seg = _segments(o)
    xs = o.inputs + _outputs(o)
    if seg is None or not all(0 <= o.dimension < rank(x) for x in xs):
        return True

    def step(x):
        s = list(shape(x))
        del s[o.dimension]
        return TensorType(tuple(s), element_type(x))

    t = function_type(o.body)
    want_in = [step(x) for x in o.inputs] + list(o.inits)
    want_out = [step(x) for x in _outputs(o)] + list(o.inits)
    ok = (len(t.inputs) == len(want_in) and len(t.results) == len(want_out)
          and all(compatible(a, b) and element_type(a) == element_type(b)
                  for a, b in zip(list(t.inputs) + list(t.results), want_in + want_out)))
    return ok or f"expected body type ({', '.join(map(str, want_in))}) -> " \
                 f"({', '.join(map(str, want_out))}), found {t}"

