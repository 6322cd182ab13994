"""Constraints of the collective ops (seed 000, their sections): all_gather, all_reduce,
all_to_all, reduce_scatter, collective_broadcast, collective_permute, send and recv
(partition_id and replica_id have none).

Conventions shared by these predicates:
- The number of processes (num_replicas, num_partitions, num_processes) is a property of the
  execution, not of the program. The constraints that define size(replica_groups) from it are
  definitions a program alone cannot break (declared unviolable, with the reason); the range
  constraints that use it read size(replica_groups) as the number of ids in replica_groups,
  as upstream's verifier does (every id below it must then appear once). Where the spec
  bounds the ids by N itself (collective_broadcast, collective_permute), only 0 <= id is
  checked: N is not in the program.
- dim(process_groups, 1), the size of a process group, is dim(replica_groups, 1): every
  process grouping mode builds its groups from the rows of replica_groups.
- channel_id is the `handle` field of channel_handle (0 when absent), channel_type its `type`
  field (1: DEVICE_TO_DEVICE, 2: DEVICE_TO_HOST, 3: HOST_TO_DEVICE).
- A predicate that needs what an earlier constraint guarantees (a dimension in range, a
  positive split count, a computation of the right type) returns True when that does not
  hold: the earlier constraint reports the program.
"""
from __future__ import annotations

import numpy as np

from . import constraint
from .notation import (all_in_range, compatible, dim, element_type, function_type,
                       is_promotable, is_quantized_tensor, is_tensor, is_token, is_unique, rank,
                       same_type, shape, size, values_of)
from ..mesh_axes import PREFIX, MeshAxesError, is_mesh_axes, mesh_axes_groups
from ..shapes import all_gather_shape, all_to_all_shape, reduce_scatter_shape
from ..types import ELEMENT_TYPES, TensorType

I32 = ELEMENT_TYPES["i32"]

DEVICE_TO_DEVICE, DEVICE_TO_HOST, HOST_TO_DEVICE = 1, 2, 3
CHANNEL_TYPES = {0: "CHANNEL_TYPE_INVALID", DEVICE_TO_DEVICE: "DEVICE_TO_DEVICE",
                 DEVICE_TO_HOST: "DEVICE_TO_HOST", HOST_TO_DEVICE: "HOST_TO_DEVICE"}

_SIZE_DEFINITION = ("a definition, not a condition on the program: size(replica_groups) is "
                    "the number of processes of the execution (num_replicas, num_partitions "
                    "or num_processes per the grouping mode), which a program does not state; "
                    "the range constraint that follows checks the ids against it")
_RANGE_NOTE = ("size(replica_groups) is read as the number of ids in replica_groups (the "
               "number of processes is not in the program), as upstream's verifier does: the "
               "ids, being unique, must then be exactly 0..size-1")
_N_NOTE = ("N (num_replicas or num_partitions) is a property of the execution, not of the "
           "program: only 0 <= id is checked, as upstream's verifier does")


def _groups(o, name: str = "replica_groups"):
    """The ids of replica_groups (or source_target_pairs) as an array; None when the attribute
    is upstream's mesh-axes form (`#stablehlo.replica_group_mesh_axes`, not in the seed spec):
    its groups are a mesh's axes, unique and in range by construction, so the constraints on
    ids hold for it (jaxlib's verifier accepts it)."""
    groups = getattr(o, name)
    return groups if isinstance(groups, np.ndarray) else None


def _ids(o, name: str = "replica_groups") -> list:
    groups = _groups(o, name)
    return [] if groups is None else values_of(groups)


def _group_size(o):
    """dim(process_groups, 1), from replica_groups (None if it is not 2-dimensional or in the
    mesh-axes form)."""
    groups = _groups(o)
    return groups.shape[1] if groups is not None and groups.ndim == 2 else None


def _channel_id(o) -> int:
    return (o.channel_handle or {}).get("handle", 0)


def _channel_type(o):
    return (o.channel_handle or {}).get("type")


_MESH_NOTE = ("replica_groups in upstream's mesh-axes form (not in the seed spec) are the groups "
              "its mesh and axes define (upstream's spec.md, \"Replica groups\"): a mesh whose "
              "axes repeat a name or have a size below 1, whose device_ids are not one distinct "
              "id per device, a sub-axis that does not split its axis, or named axes that "
              "overlap define no unique groups and break this constraint (jaxlib's verifier "
              "checks only that the named axes exist: spec/verifier_divergences.toml); a mesh "
              "given by symbol is not read")


def _mesh_groups_unique(o) -> bool | str:
    """is_unique(replica_groups) for the mesh-axes form: its groups are defined and unique."""
    text = getattr(o.replica_groups, "text", "")
    if text.startswith(PREFIX + "mesh=@"):
        return True  # the mesh is a declaration of the module's: not read
    try:
        groups = mesh_axes_groups(text)
    except MeshAxesError as e:
        return f"replica_groups: {e}"
    return is_unique(np.array(groups, np.int64)) or f"replica_groups {groups} repeat an id"


def _unique_rule(op: str, number: int) -> None:
    constraint(op, number, "is_unique(replica_groups)", note=_MESH_NOTE)(
        lambda o: _mesh_groups_unique(o) if is_mesh_axes(o.replica_groups)
        else _groups(o) is None or is_unique(o.replica_groups))


def _size_rule(op: str, number: int, formula: str) -> None:
    constraint(op, number, formula, unviolable=_SIZE_DEFINITION)(None)


def _range_rule(op: str, number: int) -> None:
    constraint(op, number, "0 <= replica_groups < size(replica_groups)", note=_RANGE_NOTE)(
        lambda o: _groups(o) is None or all_in_range(o.replica_groups, 0, len(_ids(o))) or
        f"replica_groups {_ids(o)} has an id outside [0, {len(_ids(o))})")


def _global_ids_rule(op: str, number: int) -> None:
    constraint(op, number, "if use_global_device_ids = true, then channel_id > 0")(
        lambda o: not o.use_global_device_ids or _channel_id(o) > 0
        or f"use_global_device_ids is set and channel_id = {_channel_id(o)}"
        + ("" if o.has_channel_handle else " (no channel_handle)"))


_SIZE_3 = ("size(replica_groups) is defined as: num_replicas if cross_replica is used; "
           "num_replicas if cross_replica_and_partition is used; num_processes if "
           "flattened_ids is used")


def _computation_element(o, operands):
    """E when the computation has type (tensor<E>, tensor<E>) -> (tensor<E>) with
    is_promotable(element_type(operand), E) for every operand, else None."""
    t = function_type(o.computation)
    if len(t.inputs) != 2 or len(t.results) != 1:
        return None
    e = TensorType((), element_type(t.results[0]))
    if not all(x == e for x in t.inputs + t.results):
        return None
    if not all(is_promotable(element_type(x), e.element_type) for x in operands):
        return None
    return e.element_type


def _computation_rule(op: str, number: int, operands) -> None:
    @constraint(op, number, "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where "
                            "is_promotable(element_type(operand), E)")
    def _(o):
        return _computation_element(o, operands(o)) is not None or \
            f"computation has type {function_type(o.computation)}; expected (tensor<E>, " \
            f"tensor<E>) -> (tensor<E>) with E promotable from " \
            f"{', '.join(str(element_type(x)) for x in operands(o))}"


def _result_element_rule(op: str, number: int, formula: str, operands, results) -> None:
    @constraint(op, number, formula)
    def _(o):
        e = _computation_element(o, operands(o))
        return e is None or all(element_type(r) == e for r in results(o)) or \
            f"result element types {[str(element_type(r)) for r in results(o)]}; E = {e}"


def _types_except(operands, results, expected_shape) -> bool:
    """type(results...) = type(operands...) except the shapes, which are expected_shape(x)."""
    return len(operands) == len(results) and all(
        element_type(r) == element_type(x) and compatible(r, expected_shape(x))
        for x, r in zip(operands, results))


# -- all_gather ------------------------------------------------------------------------------

@constraint("all_gather", 1, "0 <= all_gather_dim < rank(operands...)")
def _(o):
    return all(0 <= o.all_gather_dim < rank(x) for x in o.operands)


_unique_rule("all_gather", 2)
_size_rule("all_gather", 3, _SIZE_3)
_range_rule("all_gather", 4)
_global_ids_rule("all_gather", 5)


@constraint("all_gather", 6, "type(results...) = type(operands...) except: "
                             "dim(results..., all_gather_dim) = dim(operands..., all_gather_dim)"
                             " * dim(process_groups, 1)")
def _(o):
    k = _group_size(o)
    if k is None or not all(0 <= o.all_gather_dim < rank(x) for x in o.operands):
        return True
    return _types_except(o.operands, o.results,
                         lambda x: all_gather_shape(shape(x), o.all_gather_dim, k)) or \
        f"results {[str(r) for r in o.results]}; expected the operands' types with " \
        f"dimension {o.all_gather_dim} multiplied by {k}"


# -- all_reduce ------------------------------------------------------------------------------

_unique_rule("all_reduce", 1)
_size_rule("all_reduce", 2, _SIZE_3)
_range_rule("all_reduce", 3)
_global_ids_rule("all_reduce", 4)
_computation_rule("all_reduce", 5, lambda o: o.operands)


@constraint("all_reduce", 6, "shape(results...) = shape(operands...)")
def _(o):
    return len(o.results) == len(o.operands) and all(
        compatible(r, x) for r, x in zip(o.results, o.operands))


_result_element_rule("all_reduce", 7, "element_type(results...) = E", lambda o: o.operands,
                     lambda o: o.results)


# -- all_to_all ------------------------------------------------------------------------------

def _in_rank(o, d) -> bool:
    return all(0 <= d < rank(x) for x in o.operands)


@constraint("all_to_all", 1, "0 <= split_dimension < rank(operands...)")
def _(o):
    return _in_rank(o, o.split_dimension)


@constraint("all_to_all", 2, "dim(operands..., split_dimension) % split_count = 0")
def _(o):
    if not _in_rank(o, o.split_dimension) or o.split_count <= 0:
        return True
    return all(dim(x, o.split_dimension) is None
               or dim(x, o.split_dimension) % o.split_count == 0 for x in o.operands)


@constraint("all_to_all", 3, "0 <= concat_dimension < rank(operands...)")
def _(o):
    return _in_rank(o, o.concat_dimension)


@constraint("all_to_all", 4, "0 < split_count")
def _(o):
    return 0 < o.split_count


_unique_rule("all_to_all", 5)
_size_rule("all_to_all", 6, "size(replica_groups) is defined as: num_replicas if "
                            "cross_replica is used; num_partitions if cross_partition is used")
_range_rule("all_to_all", 7)


@constraint("all_to_all", 8, "dim(replica_groups, 1) = split_count",
            note="Not checked for upstream's mesh-axes form of replica_groups (the seed spec "
                 "lacks it), whose group size the program does not state as a dimension: "
                 "jaxlib's verifier does not check it either.")
def _(o):
    return _groups(o) is None or _group_size(o) == o.split_count


@constraint("all_to_all", 9, "type(results...) = type(operands...) except, if split_dimension "
                             "!= concat_dimension: dim(results..., split_dimension) = "
                             "dim(operands..., split_dimension) / split_count; "
                             "dim(results..., concat_dimension) = dim(operands..., "
                             "concat_dimension) * split_count",
            note="with split_dimension = concat_dimension the shapes are equal (the two rules "
                 "cancel out), as upstream computes it")
def _(o):
    n, s, c = o.split_count, o.split_dimension, o.concat_dimension
    if n <= 0 or not (_in_rank(o, s) and _in_rank(o, c)):
        return True

    return _types_except(o.operands, o.results,
                         lambda x: all_to_all_shape(shape(x), s, c, n)) or \
        f"results {[str(r) for r in o.results]}; expected the operands' types with dimension " \
        f"{s} divided and dimension {c} multiplied by {n}"


# -- reduce_scatter --------------------------------------------------------------------------

def _scatter_ready(o) -> bool:
    k = _group_size(o)
    return bool(k) and 0 <= o.scatter_dimension < rank(o.operand)


@constraint("reduce_scatter", 1, "dim(operand, scatter_dimension) % dim(process_groups, 1) = 0")
def _(o):
    if not _scatter_ready(o):
        return True
    d = dim(o.operand, o.scatter_dimension)
    return d is None or d % _group_size(o) == 0


@constraint("reduce_scatter", 2, "0 <= scatter_dimension < rank(operand)")
def _(o):
    return 0 <= o.scatter_dimension < rank(o.operand)


_unique_rule("reduce_scatter", 3)
_size_rule("reduce_scatter", 4, _SIZE_3)
_range_rule("reduce_scatter", 5)
_global_ids_rule("reduce_scatter", 6)
_computation_rule("reduce_scatter", 7, lambda o: [o.operand])


@constraint("reduce_scatter", 8, "shape(result) = shape(operand) except: dim(result, "
                                 "scatter_dimension) = dim(operand, scatter_dimension) / "
                                 "dim(process_groups, 1)")
def _(o):
    if not _scatter_ready(o):
        return True
    k = _group_size(o)
    want = reduce_scatter_shape(shape(o.operand), o.scatter_dimension, k)
    return compatible(o.result, want) or \
        f"shape(result) = {shape(o.result)}; expected {tuple(want)}"


_result_element_rule("reduce_scatter", 9, "element_type(result) = E", lambda o: [o.operand],
                     lambda o: [o.result])


# -- collective_broadcast and collective_permute ---------------------------------------------

_unique_rule("collective_broadcast", 1)


@constraint("collective_broadcast", 2, "0 <= replica_groups < N where N is defined as: "
                                       "num_replicas if cross_replica is used; num_partitions "
                                       "if cross_partition is used", note=_N_NOTE)
def _(o):
    return all(0 <= v for v in _ids(o)) or f"replica_groups {_ids(o)} has a negative id"


_CURRENT = ("Upstream's current spec.md (StableHLO 1.20.0) generalizes the seed spec's "
            "one-operand op to variadic operands and has_dynamic_root; jaxlib 0.10.2 has the "
            "one-operand op only, so no verifier of ours can compare these with it.")


def _broadcast_data(o) -> tuple:
    """collective_broadcast's data operands: operand and more_operands, less the roots with
    has_dynamic_root."""
    operands = (o.operand,) + tuple(o.more_operands)
    return operands[:-1] if o.has_dynamic_root else operands


@constraint("collective_broadcast", 3, "type(results[j]) = type(operands[j]) for every data "
                                       "operand j (the seed spec: type(result) = "
                                       "type(operand))",
            note="The seed spec's C3 for its one operand; upstream's current C3 and C4 for "
                 "each data operand. " + _CURRENT)
def _(o):
    results = (o.result,) + tuple(o.more_results)
    wrong = [j for j, (r, x) in enumerate(zip(results, _broadcast_data(o)))
             if not same_type(r, x)]
    return not wrong or f"type(results[{wrong[0]}]) = {results[wrong[0]]}; expected " \
                        f"{_broadcast_data(o)[wrong[0]]}"


@constraint("collective_broadcast", 4, "if has_dynamic_root: size(operands) >= 2 and "
                                       "type(operands[size(operands)-1]) = "
                                       "tensor<[size(operands)-1]xi32>",
            note=_CURRENT, origin="upstream")
def _(o):
    if not o.has_dynamic_root:
        return True
    operands = (o.operand,) + tuple(o.more_operands)
    roots = operands[-1]
    want = TensorType((len(operands) - 1,), I32)
    return (len(operands) >= 2 and roots == want) or \
        f"with has_dynamic_root the last of {len(operands)} operands is {roots}; expected {want}"


@constraint("collective_broadcast", 5, "size(results) = size(operands) - (has_dynamic_root ? "
                                       "1 : 0)", note=_CURRENT, origin="upstream")
def _(o):
    results = 1 + len(o.more_results)
    return results == len(_broadcast_data(o)) or \
        f"{results} results for {len(_broadcast_data(o))} data operands"


constraint("collective_broadcast", 6, "0 <= operands[size(operands)-1] < "
                                      "shape(replica_groups)[1]", note=_CURRENT, origin="upstream",
           unviolable="the roots are the last operand's values at run time, which the "
                      "program does not state: the reference reports a root outside its "
                      "group when it runs")(None)


def _pairs(o):
    p = o.source_target_pairs
    return p if p is not None and p.ndim == 2 and p.shape[1] == 2 else None


@constraint("collective_permute", 1, "dim(source_target_pairs, 1) = 2")
def _(o):
    p = o.source_target_pairs
    return p.ndim == 2 and p.shape[1] == 2 or f"shape(source_target_pairs) = {p.shape}"


@constraint("collective_permute", 2, "is_unique(source_target_pairs[:, 0])")
def _(o):
    p = _pairs(o)
    return p is None or is_unique(p[:, 0])


@constraint("collective_permute", 3, "is_unique(source_target_pairs[:, 1])")
def _(o):
    p = _pairs(o)
    return p is None or is_unique(p[:, 1])


@constraint("collective_permute", 4, "0 <= source_target_pairs < N, where N is: num_replicas "
                                     "if cross_replica is used; num_partitions if "
                                     "cross_partition is used", note=_N_NOTE)
def _(o):
    return all(0 <= v for v in _ids(o, "source_target_pairs"))


@constraint("collective_permute", 5, "type(result) = type(operand)")
def _(o):
    return same_type(o.result, o.operand)


# -- send and recv ---------------------------------------------------------------------------

def _channel_type_rule(op: str, host_type: int, host_name: str) -> None:
    @constraint(op, 1, f"channel_type is defined as: {host_name} if is_host_transfer = true; "
                       "DEVICE_TO_DEVICE otherwise")
    def _(o):
        want = host_type if o.is_host_transfer else DEVICE_TO_DEVICE
        return _channel_type(o) == want or \
            f"channel_type = {CHANNEL_TYPES.get(_channel_type(o), _channel_type(o))} with " \
            f"is_host_transfer = {str(bool(o.is_host_transfer)).lower()}; expected " \
            f"{CHANNEL_TYPES[want]}"


_channel_type_rule("send", DEVICE_TO_HOST, "DEVICE_TO_HOST")
_channel_type_rule("recv", HOST_TO_DEVICE, "HOST_TO_DEVICE")


@constraint("recv", 2, "0 < size(results)")
def _(o):
    return 0 < size(o.results)


@constraint("recv", 3, "is_empty(result[:-1]) or is_tensor(type(results[:-1]))",
            note="is_tensor admits quantized tensors here: the results table allows them.")
def _(o):
    return all(is_tensor(t) or is_quantized_tensor(t) for t in o.results[:-1])


@constraint("recv", 4, "is_token(type(results[-1]))")
def _(o):
    return not o.results or is_token(o.results[-1])


# -- collective_reduce (upstream's current spec.md; neither the seed spec nor jaxlib 0.10.2) ---

_UPSTREAM = ("From upstream's current spec.md (StableHLO 1.20.0); jaxlib 0.10.2 has no "
             "collective_reduce, so no verifier of ours can be compared with it.")


def _data_operands(o) -> tuple:
    """The operands reduced: all of them, or all but the roots with has_dynamic_root."""
    return o.operands[:-1] if o.has_dynamic_root else o.operands


constraint("collective_reduce", 1, "is_unique(replica_groups)", note=_UPSTREAM)(
    lambda o: _groups(o) is None or is_unique(o.replica_groups))


@constraint("collective_reduce", 2, "0 <= replica_groups < N where N is defined as: "
                                    "num_replicas if cross_replica is used; num_partitions "
                                    "if cross_partition is used", note=_N_NOTE)
def _(o):
    return all(0 <= v for v in _ids(o)) or f"replica_groups {_ids(o)} has a negative id"


@constraint("collective_reduce", 3, "if has_dynamic_root = false, shape(results...) = "
                                    "shape(operands...); else shape(results...) = "
                                    "shape(operands[0:size(operands)-1]...), "
                                    "rank(operands[size(operands)-1]) = 1 and "
                                    "num_elements(operands[size(operands)-1]) = "
                                    "size(operands)-1", note=_UPSTREAM)
def _(o):
    data = _data_operands(o)
    if o.has_dynamic_root:
        roots = o.operands[-1] if o.operands else None
        if not (isinstance(roots, TensorType) and rank(roots) == 1
                and shape(roots)[0] in (None, len(data))):
            return f"has_dynamic_root: the last operand is {roots}; expected a 1-dimensional " \
                   f"tensor of {len(data)} root indices"
    return (len(o.results) == len(data) and all(compatible(r, x)
                                                for r, x in zip(o.results, data))) or \
        f"results {[str(r) for r in o.results]} for operands {[str(x) for x in data]}"


@constraint("collective_reduce", 4, "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) "
                                    "where is_promotable(element_type(operand), E)",
            note=_UPSTREAM)
def _(o):
    data = _data_operands(o)
    return _computation_element(o, data) is not None or \
        f"computation has type {function_type(o.computation)}; expected (tensor<E>, " \
        f"tensor<E>) -> (tensor<E>) with E promotable from " \
        f"{', '.join(str(element_type(x)) for x in data)}"
