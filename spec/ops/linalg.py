"""Linear algebra ops: dot products, convolutions, factorizations and FFT."""
from .schema import Attr, Operand, OpSchema, Result

TQ = "tensor|quantized"
FC = ("float", "complex")

DOT_FIELDS = ("lhs_batching_dimensions", "rhs_batching_dimensions",
              "lhs_contracting_dimensions", "rhs_contracting_dimensions")
ALGORITHM_FIELDS = ("lhs_precision_type", "rhs_precision_type", "accumulation_type",
                    "lhs_component_count", "rhs_component_count", "num_primitive_operations",
                    "allow_imprecise_accumulation")
CONV_FIELDS = ("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
               "kernel_input_feature_dimension", "kernel_output_feature_dimension",
               "kernel_spatial_dimensions", "output_batch_dimension",
               "output_feature_dimension", "output_spatial_dimensions")


def _conv_attrs(dynamic: bool):
    first = 4 if dynamic else 3  # dynamic_conv's padding is operand I3
    lab = lambda n: f"I{n}"  # noqa: E731
    attrs = [Attr("window_strides", "array<i64>", optional=True, label=lab(first),
                  doc="Absent: all ones.")]
    if not dynamic:
        attrs.append(Attr("padding", "dense<i64>", optional=True, label="I4",
                          doc="Shape [spatial rank, 2]; absent: all zeros."))
    attrs += [
        Attr("lhs_dilation", "array<i64>", optional=True, label="I5", doc="Absent: all ones."),
        Attr("rhs_dilation", "array<i64>", optional=True, label="I6", doc="Absent: all ones."),
        Attr("window_reversal", "array<i1>", optional=True, label="I7",
             doc="Absent: all false."),
        Attr("dimension_numbers", "conv", label="I8-I16", spec_names=CONV_FIELDS),
        Attr("feature_group_count", "i64", label="I17"),
        Attr("batch_group_count", "i64", label="I18"),
        Attr("precision_config", "array<enum:precision>", optional=True, label="I19",
             doc="Absent: DEFAULT for both operands."),
    ]
    return tuple(attrs)


SCHEMAS = [
    OpSchema(
        "stablehlo.cholesky",
        "Computes the Cholesky factor (lower or upper triangular) of a batch of Hermitian "
        "positive-definite matrices.",
        "linalg",
        operands=(Operand("a", TQ, FC, label="I1"),),
        attributes=(Attr("lower", "bool", optional=True, default=False, label="I2"),),
        results=(Result("result", TQ, FC),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.convolution",
        "Computes dot products between windows of lhs and slices of rhs (a generalized, "
        "grouped, dilated convolution).",
        "linalg",
        operands=(Operand("lhs", TQ, label="I1"), Operand("rhs", TQ, label="I2")),
        attributes=_conv_attrs(dynamic=False),
        results=(Result("result", TQ),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.dot",
        "Matrix/vector product of lhs and rhs over lhs's last and rhs's first dimension "
        "(jaxlib op, not part of the seed spec).",
        "linalg",
        operands=(Operand("lhs", TQ), Operand("rhs", TQ)),
        attributes=(Attr("precision_config", "array<enum:precision>", optional=True),),
        results=(Result("result", TQ),),
        in_spec=False,
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.dot_general",
        "Computes dot products between slices of lhs and rhs over the contracting "
        "dimensions, batched over the batching dimensions.",
        "linalg",
        operands=(Operand("lhs", TQ, label="I1"), Operand("rhs", TQ, label="I2")),
        attributes=(Attr("dot_dimension_numbers", "struct:dot", label="I3-I6",
                         spec_names=DOT_FIELDS),
                    Attr("precision_config", "array<enum:precision>", optional=True,
                         label="I7", doc="Absent: DEFAULT for both operands."),
                    Attr("algorithm", "struct:dot_algorithm", optional=True, label="I8-I14",
                         spec_names=ALGORITHM_FIELDS)),
        results=(Result("result", TQ),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.dynamic_conv",
        "Like convolution, with the padding given by a tensor operand.",
        "linalg",
        operands=(Operand("lhs", TQ, label="I1"), Operand("rhs", TQ, label="I2"),
                  Operand("padding", "tensor", ("integer",), label="I3",
                          doc="Shape [spatial rank, 2].")),
        attributes=_conv_attrs(dynamic=True),
        results=(Result("result", TQ),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.einsum",
        "Einstein summation of lhs and rhs described by einsum_config (jaxlib op, not part "
        "of the seed spec).",
        "linalg",
        operands=(Operand("lhs", TQ), Operand("rhs", TQ)),
        attributes=(Attr("einsum_config", "string"),),
        results=(Result("result", TQ),),
        in_spec=False,
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.fft",
        "Computes a forward or inverse, complex or real, Fourier transform over the "
        "trailing fft_length dimensions.",
        "linalg",
        operands=(Operand("operand", "tensor", FC, label="I1"),),
        attributes=(Attr("fft_type", "enum:fft_type", label="I2"),
                    Attr("fft_length", "array<i64>", label="I3")),
        results=(Result("result", "tensor", FC),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.triangular_solve",
        "Solves batches of linear systems whose coefficient matrix a is triangular.",
        "linalg",
        operands=(Operand("a", TQ, FC, label="I1"), Operand("b", TQ, FC, label="I2")),
        attributes=(Attr("left_side", "bool", label="I3"),
                    Attr("lower", "bool", label="I4"),
                    Attr("unit_diagonal", "bool", label="I5"),
                    Attr("transpose_a", "enum:transpose", label="I6")),
        results=(Result("result", TQ, FC),),
        accumulates=True,
    ),
    OpSchema(
        "stablehlo.unary_einsum",
        "Einstein summation over a single operand described by einsum_config (jaxlib op, "
        "not part of the seed spec).",
        "linalg",
        operands=(Operand("operand", TQ),),
        attributes=(Attr("einsum_config", "string"),),
        results=(Result("result", TQ),),
        in_spec=False,
        accumulates=True,
    ),
]
