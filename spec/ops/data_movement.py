"""Data movement ops: slicing, gather/scatter, sort and index selection."""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

TQ = "tensor|quantized"
INT = ("integer",)

GATHER_FIELDS = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                 "start_indices_batching_dims", "start_index_map", "index_vector_dim")
SCATTER_FIELDS = ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                  "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
                  "index_vector_dim")

SCHEMAS = [
    OpSchema(
        "stablehlo.dynamic_gather",
        "Like gather, with slice_sizes given by a tensor operand.",
        "data_movement",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("start_indices", "tensor", INT, label="I2"),
                  Operand("slice_sizes", "tensor", INT, label="I3", doc="1-dimensional")),
        attributes=(Attr("dimension_numbers", "struct:gather", label="I4-I7",
                         spec_names=("offset_dims", "collapsed_slice_dims", "start_index_map",
                                     "index_vector_dim"),
                         doc="The spec's dynamic_gather has no batching dims; the struct's "
                             "operand_batching_dims/start_indices_batching_dims stay empty."),
                    Attr("indices_are_sorted", "bool", optional=True, default=False,
                         label="I8")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.dynamic_slice",
        "Extracts a slice of slice_sizes from operand at run-time start indices (clamped to "
        "stay in bounds).",
        "data_movement",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("start_indices", "tensor", INT, variadic=True, label="I2",
                          doc="0-dimensional, one per operand dimension")),
        attributes=(Attr("slice_sizes", "array<i64>", label="I3"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.dynamic_update_slice",
        "Overwrites the slice of operand at run-time start indices (clamped) with update.",
        "data_movement",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("update", TQ, label="I2"),
                  Operand("start_indices", "tensor", INT, variadic=True, label="I3",
                          doc="0-dimensional, one per operand dimension")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.gather",
        "Gathers slices of operand at offsets read from start_indices, as described by the "
        "gather dimension numbers.",
        "data_movement",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("start_indices", "tensor", INT, label="I2")),
        attributes=(Attr("dimension_numbers", "struct:gather", label="I3-I8",
                         spec_names=GATHER_FIELDS),
                    Attr("slice_sizes", "array<i64>", label="I9"),
                    Attr("indices_are_sorted", "bool", optional=True, default=False,
                         label="I10")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.real_dynamic_slice",
        "Slices operand with start, limit and stride given by tensors (jaxlib op, not part "
        "of the seed spec).",
        "data_movement",
        operands=(Operand("operand", TQ),
                  Operand("start_indices", "tensor", INT, doc="1-dimensional"),
                  Operand("limit_indices", "tensor", INT, doc="1-dimensional"),
                  Operand("strides", "tensor", INT, doc="1-dimensional")),
        results=(Result("result", TQ),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.scatter",
        "Scatters the slices of updates into copies of inputs at indices from "
        "scatter_indices, combining with update_computation.",
        "data_movement",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),
                  Operand("scatter_indices", "tensor", INT, label="I2"),
                  Operand("updates", TQ, variadic=True, label="I3")),
        attributes=(Attr("scatter_dimension_numbers", "struct:scatter", label="I4-I9",
                         spec_names=SCATTER_FIELDS),
                    Attr("indices_are_sorted", "bool", optional=True, default=False,
                         label="I10"),
                    Attr("unique_indices", "bool", optional=True, default=False,
                         label="I11")),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("update_computation", label="I12"),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.slice",
        "Extracts the static slice [start_indices, limit_indices) with strides from operand.",
        "data_movement",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("start_indices", "array<i64>", label="I2"),
                    Attr("limit_indices", "array<i64>", label="I3"),
                    Attr("strides", "array<i64>", label="I4")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.sort",
        "Sorts the inputs together along dimension using comparator, optionally stably.",
        "data_movement",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),),
        attributes=(Attr("dimension", "i64", optional=True, default=-1, label="I2"),
                    Attr("is_stable", "bool", optional=True, default=False, label="I3")),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("comparator", label="I4"),),
    ),
    OpSchema(
        "stablehlo.torch_index_select",
        "Selects slices of operand along dim at the positions in index, PyTorch style "
        "(jaxlib op, not part of the seed spec).",
        "data_movement",
        operands=(Operand("operand", TQ), Operand("index", "tensor", INT)),
        attributes=(Attr("dim", "i64"), Attr("batch_dims", "i64")),
        results=(Result("result", TQ),),
        in_spec=False,
    ),
]
