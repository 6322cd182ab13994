"""The Shardy (sdy) dialect ops that jaxlib 0.10.2 registers, as programs from `jax.jit` and
`jax.export` carry them.

Shardy describes how values are split across a device mesh; a program's values keep their
global (logical) meaning. On one device the shardings say nothing about values, so the
reference evaluates the ops that annotate or move shards as the identity of their global
value (reference/ops/sdy.py). `sdy.mesh` is a module-level declaration (spec.ir
Module.declarations) that no function runs. Sharding attributes (`#sdy.sharding<...>`, ...)
are kept as text (spec.attributes.OpaqueAttr) and printed back as read.
"""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result


def _identity(name: str, summary: str, *attributes: Attr, operand: str = "input") -> OpSchema:
    """An op whose one result is its one operand's global value (the sharding changes)."""
    return OpSchema(f"sdy.{name}", summary, "sdy", operands=(Operand(operand, "tensor"),),
                    attributes=attributes, results=(Result("result", "tensor"),), in_spec=False)


def _collective(name: str, summary: str, axes: str | None) -> OpSchema:
    axes_attr = (Attr(axes, "any", doc="The mesh axes the op communicates along."),) if axes else ()
    return _identity(name, summary, *axes_attr,
                     Attr("out_sharding", "any", doc="The result's #sdy.sharding."),
                     operand="tensor")


SHARDING = Attr("sharding", "any", doc="A #sdy.sharding<@mesh, [dimension shardings]>.")

SCHEMAS = [
    OpSchema(
        "sdy.mesh",
        "Declares the mesh sym_name (named axes and their sizes) that shardings refer to.",
        "sdy",
        attributes=(Attr("sym_name", "string"),
                    Attr("mesh", "any", doc="A #sdy.mesh<[\"axis\"=size, ...]>.")),
        in_spec=False,
    ),
    _identity("sharding_constraint", "Constrains the sharding of input; the value is input.",
              SHARDING),
    _identity("reshard", "Reshards input to sharding; the value is input.", SHARDING),
    _identity("propagation_barrier", "Stops sharding propagation in some directions; the "
              "value is input.",
              Attr("allowed_direction", "i32", doc="NONE, FORWARD, BACKWARD or BOTH (0-3).")),
    _identity("data_flow_edge", "Marks the edge of a data flow for propagation; the value is "
              "input.", Attr("sharding", "any", optional=True)),
    _identity("func_data_flow_edge", "Marks a call result's data flow for propagation; the "
              "value is operand.", operand="operand"),
    OpSchema(
        "sdy.sharding_group",
        "Puts input in sharding group group_id (values sharded alike); no result.",
        "sdy",
        operands=(Operand("input", "tensor"),),
        attributes=(Attr("group_id", "i64"),),
        in_spec=False,
    ),
    OpSchema(
        "sdy.constant",
        "Produces the tensor value (a constant that sharding propagation keeps apart).",
        "sdy",
        attributes=(Attr("value", "elements"),),
        results=(Result("output", "tensor"),),
        in_spec=False,
    ),
    OpSchema(
        "sdy.named_computation",
        "Runs its body on operands under the name name (a group of ops that propagation "
        "treats as one).",
        "sdy",
        operands=(Operand("operands", "tensor", variadic=True),),
        attributes=(Attr("name", "string"),
                    Attr("in_shardings", "any", optional=True),
                    Attr("out_shardings", "any", optional=True)),
        results=(Result("results", "tensor", variadic=True),),
        regions=(RegionSpec("body"),),
        in_spec=False,
    ),
    OpSchema(
        "sdy.manual_computation",
        "Runs its body on each device's shard of tensors (the local view along "
        "manual_axes), and assembles the results' shards.",
        "sdy",
        operands=(Operand("tensors", "tensor", variadic=True),),
        attributes=(Attr("in_shardings", "any"), Attr("out_shardings", "any"),
                    Attr("manual_axes", "any")),
        results=(Result("results", "tensor", variadic=True),),
        regions=(RegionSpec("body"),),
        in_spec=False,
    ),
    OpSchema(
        "sdy.return",
        "Returns the values of a named_computation's or manual_computation's body.",
        "sdy",
        operands=(Operand("results", "tensor", variadic=True),),
        in_spec=False,
    ),
    _collective("all_gather", "Gathers tensor's shards along gathering_axes; the global value "
                "is tensor.", "gathering_axes"),
    _collective("all_slice", "Slices tensor along slicing_axes; the global value is tensor.",
                "slicing_axes"),
    _collective("all_to_all", "Moves tensor's shards between dimensions; the global value is "
                "tensor.", "params"),
    _collective("collective_permute", "Moves shards between devices; the global value is "
                "tensor.", None),
    _collective("all_reduce", "Sums an unreduced tensor's partial values along "
                "reduction_axes; the global value is tensor.", "reduction_axes"),
    _collective("reduce_scatter", "Sums and scatters an unreduced tensor along "
                "reduce_scatter_axes; the global value is tensor.", "reduce_scatter_axes"),
    _collective("replicated_to_unreduced", "Makes a replicated tensor unreduced along axes; "
                "the global value is tensor.", "axes"),
    _collective("sharded_to_unreduced", "Makes a sharded tensor unreduced along axes; the "
                "global value is tensor.", "axes"),
]
