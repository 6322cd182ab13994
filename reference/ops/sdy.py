"""The Shardy (sdy) ops on one device: shardings say how a value is split across a mesh, not
what it is, so every op that annotates or moves shards returns its operand's global value.

The collectives of sdy (all_gather, all_reduce, ...) work on the global view of a tensor:
they change its sharding (or make an unreduced tensor's partial values one sum), and the
global value stays the same. A manual_computation's body works on each device's shard (the
local view); the reference runs it only when every shard is the whole tensor (the manual axes
have size 1, as on a one-device mesh), and otherwise says it is unsupported. sdy.mesh is a
module-level declaration that the interpreter never meets.
"""
from __future__ import annotations

from ..errors import NotImplementedYet
from .registry import op

IDENTITIES = ("sharding_constraint", "reshard", "propagation_barrier", "data_flow_edge",
              "all_gather", "all_slice", "all_to_all", "collective_permute", "all_reduce",
              "reduce_scatter", "replicated_to_unreduced", "sharded_to_unreduced")
"""The sdy ops whose result is their (first) operand's global value."""


def identity(operand):
    """`result = operand`: the sharding changes, the global value does not."""
    return operand


for _name in IDENTITIES:
    op(f"sdy.{_name}")(identity)


@op("sdy.func_data_flow_edge")
def func_data_flow_edge(operand):
    """`result = operand` (a marker for sharding propagation)."""
    return operand


@op("sdy.sharding_group")
def sharding_group(input):
    """No result: the group only asks propagation to shard its members alike."""
    return []


@op("sdy.constant")
def constant(*, value):
    """`output = value`."""
    return value


@op("sdy.named_computation")
def named_computation(operands, *, body):
    """`results = body(operands...)`: the name groups ops for propagation only."""
    return body(*operands)


@op("sdy.manual_computation")
def manual_computation(tensors, *, body, op):
    """`results = body(tensors...)` when the body's arguments are the whole tensors (every
    manual axis has size 1); per-device shards need a mesh of devices."""
    local = [v.type for v in op.regions[0].block.arguments]
    global_ = [v.type for v in op.operands]
    if local != global_:
        raise NotImplementedYet(
            "sdy.manual_computation: its body works on per-device shards "
            f"({', '.join(map(str, local))} of {', '.join(map(str, global_))}); the reference "
            "evaluates programs on one device, where every manual axis has size 1")
    return body(*tensors)
