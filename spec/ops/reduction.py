"""Reduction ops: reduce, reduce_window, select_and_scatter and batch normalization."""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

TQ = "tensor|quantized"
F = ("float",)

SCHEMAS = [
    OpSchema(
        "stablehlo.batch_norm_grad",
        "Computes the gradients of batch normalization with respect to operand, scale and "
        "offset.",
        "reduction",
        operands=(Operand("operand", TQ, F, label="I1"),
                  Operand("scale", TQ, F, label="I2", doc="1-dimensional"),
                  Operand("mean", TQ, F, label="I3", doc="1-dimensional"),
                  Operand("variance", TQ, F, label="I4", doc="1-dimensional"),
                  Operand("grad_output", TQ, F, label="I5")),
        attributes=(Attr("epsilon", "f32", label="I6"),
                    Attr("feature_index", "i64", label="I7")),
        results=(Result("grad_operand", TQ, F), Result("grad_scale", TQ, F),
                 Result("grad_offset", TQ, F)),
    ),
    OpSchema(
        "stablehlo.batch_norm_inference",
        "Normalizes operand with the given mean and variance, then scales and offsets it, "
        "along every dimension but feature_index.",
        "reduction",
        operands=(Operand("operand", TQ, F, label="I1"),
                  Operand("scale", TQ, F, label="I2", doc="1-dimensional"),
                  Operand("offset", TQ, F, label="I3", doc="1-dimensional"),
                  Operand("mean", TQ, F, label="I4", doc="1-dimensional"),
                  Operand("variance", TQ, F, label="I5", doc="1-dimensional")),
        attributes=(Attr("epsilon", "f32", label="I6"),
                    Attr("feature_index", "i64", label="I7")),
        results=(Result("result", TQ, F),),
    ),
    OpSchema(
        "stablehlo.batch_norm_training",
        "Computes the batch mean and variance over every dimension but feature_index and "
        "normalizes, scales and offsets operand with them.",
        "reduction",
        operands=(Operand("operand", TQ, F, label="I1"),
                  Operand("scale", TQ, F, label="I2", doc="1-dimensional"),
                  Operand("offset", TQ, F, label="I3", doc="1-dimensional")),
        attributes=(Attr("epsilon", "f32", label="I4"),
                    Attr("feature_index", "i64", label="I5")),
        results=(Result("output", TQ, F), Result("batch_mean", TQ, F),
                 Result("batch_var", TQ, F)),
    ),
    OpSchema(
        "stablehlo.reduce",
        "Reduces the inputs along dimensions with body, starting from init_values.",
        "reduction",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),
                  Operand("init_values", TQ, variadic=True, label="I2",
                          doc="0-dimensional")),
        attributes=(Attr("dimensions", "array<i64>", label="I3"),),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("body", label="I4"),),
    ),
    OpSchema(
        "stablehlo.reduce_window",
        "Reduces windows of the (padded, dilated) inputs with body, producing one value per "
        "window position.",
        "reduction",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),
                  Operand("init_values", TQ, variadic=True, label="I2",
                          doc="0-dimensional")),
        attributes=(Attr("window_dimensions", "array<i64>", label="I3"),
                    Attr("window_strides", "array<i64>", optional=True, label="I4",
                         doc="Absent: all ones."),
                    Attr("base_dilations", "array<i64>", optional=True, label="I5",
                         doc="Absent: all ones."),
                    Attr("window_dilations", "array<i64>", optional=True, label="I6",
                         doc="Absent: all ones."),
                    Attr("padding", "dense<i64>", optional=True, label="I7",
                         doc="Shape [rank, 2]; absent: all zeros.")),
        results=(Result("results", TQ, variadic=True),),
        regions=(RegionSpec("body", label="I8"),),
    ),
    OpSchema(
        "stablehlo.select_and_scatter",
        "Selects one element per window of operand with select and scatters the matching "
        "source value onto it with scatter, starting from init_value.",
        "reduction",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("source", TQ, label="I2"),
                  Operand("init_value", TQ, label="I3", doc="0-dimensional")),
        attributes=(Attr("window_dimensions", "array<i64>", optional=True, label="I4",
                         doc="Absent: all ones."),
                    Attr("window_strides", "array<i64>", optional=True, label="I5",
                         doc="Absent: all ones."),
                    Attr("padding", "dense<i64>", optional=True, label="I6",
                         doc="Shape [rank, 2]; absent: all zeros.")),
        results=(Result("result", TQ),),
        regions=(RegionSpec("select", label="I7"), RegionSpec("scatter", label="I8")),
    ),
]
