"""Structure ops: constants, iota, shape changes (broadcast, reshape, transpose, pad, ...),
dimension sizes and tuples."""
from .schema import Attr, Operand, OpSchema, Result

TQ = "tensor|quantized"
INT = ("integer",)
IFC = ("integer", "float", "complex")

SCHEMAS = [
    OpSchema(
        "stablehlo.broadcast_in_dim",
        "Broadcasts operand to the result shape, mapping operand dimension i to result "
        "dimension broadcast_dimensions[i].",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("broadcast_dimensions", "array<i64>", label="I2"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.broadcast",
        "Prepends the dimensions broadcast_sizes to operand's shape by replication "
        "(jaxlib op, not part of the seed spec).",
        "structure",
        operands=(Operand("operand", TQ),),
        attributes=(Attr("broadcast_sizes", "array<i64>"),),
        results=(Result("result", TQ),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.concatenate",
        "Concatenates the inputs along dimension, in order.",
        "structure",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),),
        attributes=(Attr("dimension", "i64", label="I2"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.constant", "Produces the constant tensor value.", "structure",
        attributes=(Attr("value", "elements", label="I1"),),
        results=(Result("output", TQ),),
    ),
    OpSchema(
        "stablehlo.dynamic_broadcast_in_dim",
        "Like broadcast_in_dim, with the result shape given by the output_dimensions tensor.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("output_dimensions", "tensor", INT, label="I2",
                          doc="1-dimensional")),
        attributes=(Attr("broadcast_dimensions", "array<i64>", label="I3"),
                    Attr("known_expanding_dimensions", "array<i64>", optional=True,
                         default=(), label="I4"),
                    Attr("known_nonexpanding_dimensions", "array<i64>", optional=True,
                         default=(), label="I5")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.dynamic_iota",
        "Like iota, with the result shape given by the output_shape tensor.",
        "structure",
        operands=(Operand("output_shape", "tensor", INT, label="I1", doc="1-dimensional"),),
        attributes=(Attr("iota_dimension", "i64", label="I2"),),
        results=(Result("result", TQ, IFC),),
    ),
    OpSchema(
        "stablehlo.dynamic_pad",
        "Like pad, with the padding amounts given by tensors.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("padding_value", TQ, label="I2", doc="0-dimensional"),
                  Operand("edge_padding_low", "tensor", INT, label="I3", doc="1-dimensional"),
                  Operand("edge_padding_high", "tensor", INT, label="I4", doc="1-dimensional"),
                  Operand("interior_padding", "tensor", INT, label="I5", doc="1-dimensional")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.dynamic_reshape",
        "Like reshape, with the result shape given by the output_shape tensor.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("output_shape", "tensor", INT, label="I2", doc="1-dimensional")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.get_dimension_size", "Produces the size of the given dimension of operand.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("dimension", "i64", label="I2"),),
        results=(Result("result", "tensor", ("signed",), doc="0-dimensional si32"),),
    ),
    OpSchema(
        "stablehlo.get_tuple_element", "Extracts the element at position index of a tuple.",
        "structure",
        operands=(Operand("operand", "tuple", label="I1"),),
        attributes=(Attr("index", "i32", label="I2"),),
        results=(Result("result", "any"),),
    ),
    OpSchema(
        "stablehlo.iota",
        "Fills the output with increasing values 0, 1, 2, ... along iota_dimension.",
        "structure",
        attributes=(Attr("iota_dimension", "i64", label="I1"),),
        results=(Result("output", TQ, IFC),),
    ),
    OpSchema(
        "stablehlo.pad",
        "Pads operand at the edges and between elements with padding_value (negative edge "
        "padding removes elements).",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),
                  Operand("padding_value", TQ, label="I2", doc="0-dimensional")),
        attributes=(Attr("edge_padding_low", "array<i64>", label="I3"),
                    Attr("edge_padding_high", "array<i64>", label="I4"),
                    Attr("interior_padding", "array<i64>", label="I5")),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.reshape",
        "Reshapes operand to the result type, keeping the row-major order of elements.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.reverse", "Reverses the order of elements along the given dimensions.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("dimensions", "array<i64>", label="I2"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.set_dimension_size",
        "Sets the dynamic size of one dimension of operand (jaxlib op, not part of the seed "
        "spec).",
        "structure",
        operands=(Operand("operand", TQ), Operand("size", "tensor", INT,
                                                  doc="0-dimensional i32")),
        attributes=(Attr("dimension", "i64"),),
        results=(Result("result", TQ),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.transpose", "Permutes the dimensions of operand by permutation.",
        "structure",
        operands=(Operand("operand", TQ, label="I1"),),
        attributes=(Attr("permutation", "array<i64>", label="I2"),),
        results=(Result("result", TQ),),
    ),
    OpSchema(
        "stablehlo.tuple", "Packs the values val into a tuple.", "structure",
        operands=(Operand("val", "any", variadic=True, label="I1"),),
        results=(Result("result", "tuple"),),
    ),
]
