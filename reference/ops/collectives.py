"""Collectives and the other ops between processes: all_gather, all_reduce, all_to_all,
reduce_scatter, collective_permute, collective_broadcast, collective_reduce (upstream's current
spec), send, recv, infeed, outfeed, replica_id, partition_id.

Each collective splits the grid into process groups (`processes.process_groups`, the spec's
strategies), meets the other processes of its group at a rendezvous and computes its result
from their operands, as the spec's formulas say. A plain `Interpreter` is a 1x1 grid: its ids
are 0, a collective of one process returns its own operands (reduced, split, ...).
"""
from __future__ import annotations

import numpy as np

from spec.types import QuantizedElementType, TensorType

from .. import values
from ..errors import EvaluationError
from ..mesh_axes import is_mesh_axes, mesh_axes_groups
from ..processes import grid_of, process_groups
from ..values import TOKEN, move
from .conversion import convert
from .registry import Unspecified, op


def _channel_id(channel_handle) -> int:
    return 0 if channel_handle is None else int(channel_handle["handle"])


def _rows(groups) -> list[list[int]]:
    """replica_groups / source_target_pairs as lists of ids (an empty attribute: no groups).
    Their elements are i64 (the spec's si64; the verifier's attribute-type rule, as jaxlib's
    verifier): another element type is an error, as it is for the verifier. Upstream's
    mesh-axes form gives the groups of its mesh (reference/mesh_axes.py)."""
    if is_mesh_axes(groups):
        return mesh_axes_groups(groups.text)
    array = np.asarray(groups)
    if array.dtype == object:
        raise EvaluationError(f"replica groups given as {groups!r}: the reference reads dense "
                              "i64 tensors and upstream's mesh axes only")
    if array.dtype != np.int64:
        raise EvaluationError(f"replica_groups / source_target_pairs of {array.dtype} elements: "
                              "the spec's si64 (i64) only (attribute-type)")
    if array.size == 0:
        return []
    return [list(map(int, row)) for row in array.reshape(array.shape[0], -1)]


def _strategy(channel_handle, use_global_device_ids) -> str:
    """all_gather / all_reduce / reduce_scatter: how channel_id and use_global_device_ids pick
    the process groups."""
    channel_id = _channel_id(channel_handle)
    if use_global_device_ids:
        if channel_id <= 0:
            raise EvaluationError("use_global_device_ids = true needs channel_id > 0 (C5), "
                                  f"got {channel_id}")
        return "flattened_ids"
    return "cross_replica" if channel_id <= 0 else "cross_replica_and_partition"


def _by_channel(channel_handle) -> str:
    """all_to_all / collective_broadcast / collective_permute: cross_replica when channel_id
    <= 0, else cross_partition."""
    return "cross_replica" if _channel_id(channel_handle) <= 0 else "cross_partition"


def _pid(process) -> tuple[int, int]:
    return process.replica_id, process.partition_id


def _my_group(process, strategy, replica_groups) -> list:
    """The process group of this process; every process must be in one."""
    groups = process_groups(strategy, _rows(replica_groups), grid_of(process))
    for group in groups:
        if _pid(process) in group:
            return group
    raise EvaluationError(f"process {_pid(process)} is in no process group of {strategy}"
                          f"({_rows(replica_groups)}): the groups must cover every process")


def _exchange(process, op, channel_handle, group, value) -> list:
    """Every group member's `value`, in group order (a rendezvous of the group)."""
    key = (op.name, _channel_id(channel_handle))
    arrived = grid_of(process).rendezvous(_pid(process), op, key, group, value)
    return [arrived[pid] for pid in group]


# ---------------------------------------------------------------------------------------------
# Collectives

@op("all_gather")
def all_gather(operands, *, all_gather_dim, replica_groups, channel_handle,
               use_global_device_ids, process, op):
    """`results...@process = concatenate(operands...@sender for sender in process_group,
    all_gather_dim)`."""
    group = _my_group(process, _strategy(channel_handle, use_global_device_ids), replica_groups)
    gathered = _exchange(process, op, channel_handle, group, list(operands))
    return [move(lambda *parts: np.concatenate(parts, axis=all_gather_dim),
                 *[sender[i] for sender in gathered]) for i in range(len(operands))]


def _reduce(gathered: list, index: int, element_type, computation):
    """`exec(schedule)`: the group's operands (converted to the computation's element type)
    combined left to right in process group order: the reference's binary tree."""
    leaves = [_to_destination_type(sender[index], element_type) for sender in gathered]
    result = leaves[0]
    for leaf in leaves[1:]:
        (result,) = computation.batched(result, leaf)
    return result


def _to_destination_type(x, element_type):
    """The spec's to_destination_type; a quantized operand of another quantized type (wider
    storage, same expressed type) is dequantized and quantized again."""
    if isinstance(x, values.QuantizedTensor):
        if x.element_type == element_type:
            return x
        return values.quantize(values.dequantize(x), element_type)
    if values.element_type_of(x) == element_type:
        return x
    return convert(x, result_type=TensorType(tuple(x.shape), element_type))


def _schedule_matters(operands, *, replica_groups):
    """Float sums of three or more processes depend on the implementation's binary tree."""
    rows = _rows(replica_groups)
    floats = any(not isinstance(x, values.QuantizedTensor)
                 and values.kind(values.element_type_of(x)) in ("float", "complex")
                 for x in (operands if isinstance(operands, list) else [operands]))
    return np.array(floats and any(len(r) >= 3 for r in rows))


def _schedule(mnemonic: str) -> Unspecified:
    return Unspecified(
        f"{mnemonic}/schedule", "implementation-defined",
        "the binary tree that combines the group's operands is implementation-defined; for a "
        "non-associative computation (float addition) groups of three or more processes may "
        "give different results",
        "combines the operands left to right in process group order",
        _schedule_matters)


@op("all_reduce", unspecified=[_schedule("all_reduce")])
def all_reduce(operands, *, replica_groups, channel_handle, use_global_device_ids, computation,
               result_types, process, op):
    """`results...@process[i] = exec(schedule)` over the operands of the process group."""
    group = _my_group(process, _strategy(channel_handle, use_global_device_ids), replica_groups)
    gathered = _exchange(process, op, channel_handle, group, list(operands))
    return [_reduce(gathered, i, t.element_type, computation)
            for i, t in enumerate(result_types)]


@op("reduce_scatter", unspecified=[_schedule("reduce_scatter")])
def reduce_scatter(operand, *, scatter_dimension, replica_groups, channel_handle,
                   use_global_device_ids, computation, result_type, process, op):
    """`reduced_value = all_reduce(...)`; `result@receiver = split(reduced_value,
    dim(process_groups, 1), scatter_dimension)[receiver_index]`."""
    group = _my_group(process, _strategy(channel_handle, use_global_device_ids), replica_groups)
    _check_divides(operand, scatter_dimension, len(group), "reduce_scatter_c1")
    gathered = _exchange(process, op, channel_handle, group, [operand])
    reduced_value = _reduce(gathered, 0, result_type.element_type, computation)
    receiver_index = group.index(_pid(process))
    return move(lambda x: np.split(x, len(group), axis=scatter_dimension)[receiver_index],
                reduced_value)


def _check_divides(x, dimension, count, constraint) -> None:
    size = np.shape(x.storage if isinstance(x, values.QuantizedTensor) else x)[dimension]
    if size % count:
        raise EvaluationError(f"{constraint}: dimension {dimension} of size {size} does not "
                              f"split into {count} equal parts")


@op("all_to_all")
def all_to_all(operands, *, split_dimension, concat_dimension, split_count, replica_groups,
               channel_handle, process, op):
    """`split_parts...@sender = split(operands...@sender, split_count, split_dimension)`;
    `results...@receiver = concatenate(split_parts...@sender[receiver_index] for sender in
    process_group, concat_dimension)`."""
    group = _my_group(process, _by_channel(channel_handle), replica_groups)
    if len(group) != split_count:
        raise EvaluationError(f"all_to_all_c8: process groups of {len(group)} processes for "
                              f"split_count = {split_count}")
    for x in operands:
        _check_divides(x, split_dimension, split_count, "all_to_all_c2")
    gathered = _exchange(process, op, channel_handle, group, list(operands))
    receiver_index = group.index(_pid(process))

    def scatter(*senders):
        return np.concatenate([np.split(x, split_count, axis=split_dimension)[receiver_index]
                               for x in senders], axis=concat_dimension)
    return [move(scatter, *[sender[i] for sender in gathered]) for i in range(len(operands))]


def _zeros(result_type: TensorType):
    """`broadcast_in_dim(constant(is_quantized(result) ? quantize(0, element_type(result)) :
    0, ...), [], type(result))`."""
    et = result_type.element_type
    shape = tuple(result_type.shape)
    if isinstance(et, QuantizedElementType):
        return values.quantize(np.zeros(shape, et.expressed_type.dtype), et)
    return np.zeros(shape, et.dtype)


@op("collective_broadcast")
def collective_broadcast(operand, more_operands, *, replica_groups, channel_handle,
                         has_dynamic_root, result_types, process, op):
    """`results[j]@process = operands[j]@process_groups[i, root[j]]` for the group i holding
    the process, where root[j] is 0 (the seed spec's op: one operand) or, with upstream's
    has_dynamic_root, the last operand's element j; zeros for a process in no group."""
    operands = [operand, *more_operands]
    data = operands[:-1] if has_dynamic_root else operands
    roots = [int(r) for r in values.widen(operands[-1]).reshape(-1)] if has_dynamic_root \
        else [0] * len(data)
    strategy = _by_channel(channel_handle)
    groups = process_groups(strategy, _rows(replica_groups), grid_of(process))
    group = next((g for g in groups if _pid(process) in g), None)
    if group is None:
        return [_zeros(_static(t, x)) for t, x in zip(result_types, data)]
    for j, root in enumerate(roots):
        if not 0 <= root < len(group):
            raise EvaluationError(f"collective_broadcast_c6: root index {root} of operand {j} "
                                  f"is outside the group of {len(group)} processes")
    gathered = _exchange(process, op, channel_handle, group, data)
    return [gathered[root][j] for j, root in enumerate(roots)]


@op("collective_reduce", unspecified=[_schedule("collective_reduce")])
def collective_reduce(operands, *, replica_groups, channel_handle, use_global_device_ids,
                      has_dynamic_root, computation, result_types, process, op):
    """Upstream's current spec: `results...@root = exec(schedule)` over the operands of the
    process group, as all_reduce computes it, where root is `process_groups[i, 0]` (with
    has_dynamic_root, `process_groups[i, roots[j]]` for result j, roots being the last
    operand); zeros on every other process. The groups are cross_replica for channel_id <= 0,
    else cross_partition (flattened_ids with use_global_device_ids, which spec.md does not
    describe: as all_reduce reads it)."""
    data = list(operands[:-1] if has_dynamic_root else operands)
    roots = [0] * len(data)
    if has_dynamic_root:
        roots = [int(r) for r in values.widen(operands[-1]).reshape(-1)]
        if len(roots) != len(data):
            raise EvaluationError(f"collective_reduce_c3: {len(roots)} root indices for "
                                  f"{len(data)} operands")
    strategy = ("flattened_ids" if use_global_device_ids and _channel_id(channel_handle) > 0
                else _by_channel(channel_handle))
    groups = process_groups(strategy, _rows(replica_groups), grid_of(process))
    group = next((g for g in groups if _pid(process) in g), None)
    if group is None:
        return [_zeros(_static(t, x)) for t, x in zip(result_types, data)]
    gathered = _exchange(process, op, channel_handle, group, data)
    out = []
    for j, t in enumerate(result_types):
        if not 0 <= roots[j] < len(group):
            raise EvaluationError(f"collective_reduce: root index {roots[j]} of operand {j} is "
                                  f"outside the group of {len(group)} processes")
        reduced = _reduce(gathered, j, t.element_type, computation)
        out.append(reduced if group[roots[j]] == _pid(process) else _zeros(_static(t, data[j])))
    return out


@op("collective_permute")
def collective_permute(operand, *, source_target_pairs, channel_handle, result_type, process,
                       op):
    """`result@process = operand@process_groups[i, 0]` for the pair i whose target is the
    process, zeros when no pair targets it. The processes of the pairs meet at one rendezvous
    (per partition for cross_replica, per replica for cross_partition)."""
    pairs = _rows(source_target_pairs)
    if any(len(p) != 2 for p in pairs):
        raise EvaluationError("collective_permute_c1: source_target_pairs must have shape [N, 2]")
    for column, constraint in ((0, "c2"), (1, "c3")):
        ids = [p[column] for p in pairs]
        if len(set(ids)) != len(ids):
            raise EvaluationError(f"collective_permute_{constraint}: the "
                                  f"{('sources', 'targets')[column]} of {pairs} are not unique")
    groups = process_groups(_by_channel(channel_handle), pairs, grid_of(process), unique=False)
    me = _pid(process)
    mine = [g for g in groups if me in g]
    if not mine:
        return _zeros(_static(result_type, operand))
    axis = 1 if _by_channel(channel_handle) == "cross_replica" else 0
    members = sorted({pid for g in groups for pid in g if pid[axis] == me[axis]})
    arrived = dict(zip(members, _exchange(process, op, channel_handle, members, operand)))
    source = next((g[0] for g in mine if g[1] == me), None)
    return arrived[source] if source is not None else _zeros(_static(result_type, operand))


def _static(result_type: TensorType, operand) -> TensorType:
    """The result type with dynamic dimensions taken from the operand (type(result) =
    type(operand))."""
    data = operand.storage if isinstance(operand, values.QuantizedTensor) else operand
    return TensorType(tuple(np.shape(data)), result_type.element_type)


# ---------------------------------------------------------------------------------------------
# Point to point, streams, process ids

_DEVICE_TO_DEVICE, _DEVICE_TO_HOST, _HOST_TO_DEVICE = 1, 2, 3


def _check_channel_type(channel_handle, is_host_transfer, host_type, mnemonic) -> int:
    """C1: channel_type is the host type when is_host_transfer, else DEVICE_TO_DEVICE."""
    want = host_type if is_host_transfer else _DEVICE_TO_DEVICE
    channel_type = int(channel_handle["type"])
    if channel_type != want:
        raise EvaluationError(f"{mnemonic}_c1: channel type {channel_type} with "
                              f"is_host_transfer = {str(bool(is_host_transfer)).lower()}; "
                              f"expected {want}")
    return _channel_id(channel_handle)


@op("send")
def send(inputs, token, *, channel_handle, is_host_transfer, process):
    """Sends `inputs` to channel channel_id (to the host when is_host_transfer)."""
    channel_id = _check_channel_type(channel_handle, is_host_transfer, _DEVICE_TO_HOST, "send")
    grid = grid_of(process)
    if is_host_transfer:
        grid.host_send(channel_id, list(inputs))
    else:
        grid.send(channel_id, list(inputs))
    return TOKEN


@op("recv")
def recv(token, *, channel_handle, is_host_transfer, result_types, process, op):
    """Receives values from channel channel_id (from the host when is_host_transfer): the
    payload, then a token."""
    channel_id = _check_channel_type(channel_handle, is_host_transfer, _HOST_TO_DEVICE, "recv")
    grid = grid_of(process)
    received = (grid.host_recv(channel_id) if is_host_transfer
                else grid.recv(_pid(process), op, channel_id))
    return _payload(received, result_types, f"channel {channel_id}") + [TOKEN]


def _payload(entry: list, result_types: list, source: str) -> list:
    """The values read, checked against the op's result types (all but the final token)."""
    types = result_types[:-1]
    if len(entry) != len(types):
        raise EvaluationError(f"{source} gave {len(entry)} value(s) for {len(types)} result(s)")
    for i, (value, t) in enumerate(zip(entry, types)):
        why = values.type_mismatch(value, t)
        if why:
            raise EvaluationError(f"{source}: value {i} is not a {t}: {why}")
    return list(entry)


@op("infeed")
def infeed(token, *, infeed_config, result_types, process, op, interpreter):
    """Reads the next entry of the process's infeed (or the results of the grid's next infeed
    function, evaluated in this process): the payload, then a token."""
    entry = grid_of(process).read_infeed(_pid(process), op,
                                         lambda name: interpreter.call(name, []))
    return _payload(entry, result_types, f"the infeed of process {_pid(process)}") + [TOKEN]


@op("outfeed")
def outfeed(inputs, token, *, outfeed_config, process):
    """Appends `inputs` to the process's outfeed."""
    grid_of(process).write_outfeed(_pid(process), list(inputs))
    return TOKEN


@op("replica_id")
def replica_id(*, process):
    return np.array(process.replica_id, np.uint32)


@op("partition_id")
def partition_id(*, process):
    return np.array(process.partition_id, np.uint32)
