"""Collective and cross-process ops: all_gather, all_reduce, all_to_all, reduce_scatter,
collective_broadcast/permute, send/recv and the process ids."""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

TQ = "tensor|quantized"


def _replica_groups(label):
    return Attr("replica_groups", "dense<i64>", label=label, rank=2, mesh_axes=True,
                doc="A 2-dimensional si64 tensor constant (jaxlib also accepts the "
                    "#stablehlo.replica_group_mesh_axes form, which the seed spec lacks).")


def _channel(label, optional=True, spec_names=("channel_id",)):
    return Attr("channel_handle", "struct:channel_handle", optional=optional, label=label,
                spec_names=spec_names,
                doc="The spec's channel_id is the `handle` field"
                    + (", its channel_type the `type` field." if len(spec_names) > 1 else
                       "; absent means channel_id = 0."))


_GLOBAL_IDS = "use_global_device_ids"

SCHEMAS = [
    OpSchema(
        "stablehlo.all_gather",
        "Within each process group, concatenates every process's operands along "
        "all_gather_dim.",
        "collective",
        operands=(Operand("operands", TQ, variadic=True, label="I1"),),
        attributes=(Attr("all_gather_dim", "i64", label="I2"),
                    _replica_groups("I3"), _channel("I4"),
                    Attr(_GLOBAL_IDS, "unit", optional=True, default=False, label="I5")),
        results=(Result("results", TQ, variadic=True),),
    ),
    OpSchema(
        "stablehlo.all_reduce",
        "Within each process group, reduces the operands of all processes element-wise with "
        "computation.",
        "collective",
        operands=(Operand("operands", TQ, variadic=True, label="I1"),),
        attributes=(_replica_groups("I2"), _channel("I3"),
                    Attr(_GLOBAL_IDS, "unit", optional=True, default=False, label="I4")),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("computation", label="I5"),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.all_to_all",
        "Within each process group, splits the operands along split_dimension, exchanges "
        "the parts between processes and concatenates them along concat_dimension.",
        "collective",
        operands=(Operand("operands", TQ, variadic=True, label="I1"),),
        attributes=(Attr("split_dimension", "i64", label="I2"),
                    Attr("concat_dimension", "i64", label="I3"),
                    Attr("split_count", "i64", label="I4"),
                    _replica_groups("I5"), _channel("I6")),
        results=(Result("results", TQ, variadic=True),),
    ),
    OpSchema(
        "stablehlo.collective_broadcast",
        "Within each process group, sends the operand of the group's first process to every "
        "process of the group (upstream's current op: each of several operands, from the "
        "root each names with has_dynamic_root).",
        "collective",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("more_operands", TQ, variadic=True, origin="upstream",
                          doc="Upstream's current op takes `operands`, a variadic list: "
                              "operand is its first, these the rest; with has_dynamic_root "
                              "the last is a 1-dimensional i32 tensor of each data operand's "
                              "root index in its group. jaxlib 0.10.2's op has operand "
                              "only.")),
        attributes=(_replica_groups("I2"), _channel("I3"),
                    Attr("has_dynamic_root", "unit", optional=True, default=False,
                         origin="upstream",
                         doc="Upstream's current op: the last operand names each result's "
                             "root.")),
        results=(Result("result", TQ),
                 Result("more_results", TQ, variadic=True, origin="upstream",
                        doc="The results of more_operands' data operands.")),
    ),
    OpSchema(
        "stablehlo.collective_reduce",
        "Within each process group, reduces the operands of all processes element-wise with "
        "computation and leaves the result on the group's root process, zeros on the others "
        "(upstream's current op, not part of the seed spec nor of jaxlib 0.10.2).",
        "collective",
        operands=(Operand("operands", TQ, variadic=True,
                          doc="with has_dynamic_root, the last is a 1-dimensional i32 tensor "
                              "of each data operand's root index in its group"),),
        attributes=(Attr("replica_groups", "dense<i64>", rank=2, mesh_axes=True,
                         doc="A 2-dimensional si64 tensor constant (or upstream's "
                             "#stablehlo.replica_group_mesh_axes form)."),
                    Attr("channel_handle", "struct:channel_handle", optional=True,
                         doc="The spec's channel_id is the `handle` field; absent means 0."),
                    Attr(_GLOBAL_IDS, "unit", optional=True, default=False),
                    Attr("has_dynamic_root", "unit", optional=True, default=False)),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("computation"),),
        in_spec=False,
        upstream_only=True,
    ),
    OpSchema(
        "stablehlo.collective_permute",
        "Sends the operand of each source process to its target process per "
        "source_target_pairs (processes that receive nothing get zeros).",
        "collective",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("source_target_pairs", "dense<i64>", label="I2",
                         doc="Shape [N, 2]."),
                    _channel("I3")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.cross-replica-sum",
        "Sums operand across the replicas of each replica group (jaxlib op, not part of the "
        "seed spec).",
        "collective",
        operands=(Operand("operand", TQ),),
        attributes=(Attr("replica_groups", "dense<i64>"),),
        results=(Result("result", TQ),),
        in_spec=False,
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.partition_id", "Produces the partition id of the current process.",
        "collective",
        results=(Result("result", "tensor", ("unsigned",), doc="0-dimensional ui32"),),
    ),
    OpSchema(
        "stablehlo.recv",
        "Receives data from a channel (another process or the host), ordered by token.",
        "collective",
        operands=(Operand("token", "token", label="I1"),),
        attributes=(_channel("I2-I3", optional=False, spec_names=("channel_id", "channel_type")),
                    Attr("is_host_transfer", "bool", optional=True, default=False, label="I4"),
                    Attr("source_target_pairs", "dense<i64>", optional=True,
                         doc="Not in the seed spec.", origin="jaxlib")),
        results=(Result("results", "tensor|quantized|token", variadic=True,
                        doc="The received values followed by a token."),),
    ),
    OpSchema(
        "stablehlo.reduce_scatter",
        "Within each process group, reduces the operands of all processes with computation, "
        "splits the result along scatter_dimension and gives each process its part.",
        "collective",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("scatter_dimension", "i64", label="I2"),
                    _replica_groups("I3"), _channel("I4"),
                    Attr(_GLOBAL_IDS, "unit", optional=True, default=False, label="I5")),
        results=(Result("result", TQ),),
        regions=(RegionSpec("computation", label="I6"),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.replica_id", "Produces the replica id of the current process.",
        "collective",
        results=(Result("result", "tensor", ("unsigned",), doc="0-dimensional ui32"),),
    ),
    OpSchema(
        "stablehlo.send",
        "Sends inputs to a channel (another process or the host), ordered by token.",
        "collective",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),
                  Operand("token", "token", label="I2")),
        attributes=(_channel("I3-I4", optional=False, spec_names=("channel_id", "channel_type")),
                    Attr("is_host_transfer", "bool", optional=True, default=False, label="I5"),
                    Attr("source_target_pairs", "dense<i64>", optional=True,
                         doc="Not in the seed spec.", origin="jaxlib")),
        results=(Result("result", "token"),),
    ),
]
