"""Miscellaneous ops: tokens and side effects (after_all, infeed, outfeed), random numbers,
custom calls, composites and the optimization barrier."""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

TQ = "tensor|quantized"
TQT = "tensor|quantized|token"

SCHEMAS = [
    OpSchema(
        "stablehlo.after_all",
        "Produces a token that depends on all input tokens, ordering side effects.",
        "misc",
        operands=(Operand("inputs", "token", variadic=True, label="I1"),),
        results=(Result("result", "token"),),
    ),
    OpSchema(
        "stablehlo.composite",
        "Names a composite operation `name` whose meaning is the decomposition function "
        "called with inputs.",
        "misc",
        operands=(Operand("inputs", "any", variadic=True, label="I1"),),
        attributes=(Attr("name", "string", label="I2"),
                    Attr("composite_attributes", "dict", optional=True, default={}, label="I3",
                         doc="Absent means the empty dictionary."),
                    Attr("decomposition", "symbol", label="I4",
                         doc="The spec calls it a string constant; the text format writes a "
                             "symbol reference @name."),
                    Attr("version", "i32", optional=True, default=0, label="I5")),
        results=(Result("results", "any", variadic=True),),
        regions=(RegionSpec("composite_regions", variadic=True,
                            doc="Not in the seed spec (jaxlib; usually none)."),),
    ),
    OpSchema(
        "stablehlo.create_token",
        "Produces a fresh token (jaxlib op, not part of the seed spec; same as after_all "
        "with no inputs).",
        "misc",
        results=(Result("output", "token"),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.custom_call",
        "Calls the implementation-defined operation call_target_name on inputs.",
        "misc",
        operands=(Operand("inputs", "any", variadic=True, label="I1"),),
        attributes=(
            Attr("call_target_name", "string", label="I2"),
            Attr("has_side_effect", "bool", optional=True, default=False, label="I3"),
            Attr("backend_config", "any", optional=True, default="", label="I4",
                 doc="A string or a dictionary attribute."),
            Attr("api_version", "i32", optional=True, default=1, label="I5",
                 doc="An i32 that indexes ENUMS['custom_call_api_version'] "
                     "(1: API_VERSION_ORIGINAL, 4: API_VERSION_TYPED_FFI)."),
            Attr("called_computations", "array<symbol>", optional=True, default=(),
                 label="I6"),
            Attr("operand_layouts", "array", optional=True,
                 doc="Not in the seed spec: one index tensor per operand.", origin="jaxlib"),
            Attr("result_layouts", "array", optional=True,
                 doc="Not in the seed spec: one index tensor per result.", origin="jaxlib"),
            Attr("output_operand_aliases", "array<struct:output_operand_alias>",
                 optional=True, default=(), doc="Not in the seed spec.", origin="jaxlib"),
            Attr("result_tilings", "array", optional=True, origin="upstream",
                 doc="Upstream's current custom_call only (StablehloOps.td 1.20.0, not jaxlib "
                     "0.10.2, which keeps it as a discardable attribute): per result, an array "
                     "of 1-dimensional index tensors, the TPU tiling of its layout; no effect "
                     "on values."),
        ),
        results=(Result("results", "any", variadic=True),),
    ),
    OpSchema(
        "stablehlo.infeed",
        "Reads data from the infeed (implementation-defined), ordered by token.",
        "misc",
        operands=(Operand("token", "token", label="I1"),),
        attributes=(Attr("infeed_config", "string", optional=True, default="", label="I2"),
                    Attr("layout", "array", optional=True, doc="Not in the seed spec.", origin="jaxlib")),
        results=(Result("results", TQT, variadic=True,
                        doc="The values read followed by a token."),),
    ),
    OpSchema(
        "stablehlo.optimization_barrier",
        "Returns its operands unchanged while keeping the computations producing them and "
        "those using the results from being moved across it.",
        "misc",
        operands=(Operand("operand", TQT, variadic=True, label="I1"),),
        results=(Result("result", TQT, variadic=True),),
    ),
    OpSchema(
        "stablehlo.outfeed",
        "Writes inputs to the outfeed (implementation-defined), ordered by token.",
        "misc",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),
                  Operand("token", "token", label="I2")),
        attributes=(Attr("outfeed_config", "string", optional=True, default="", label="I3"),),
        results=(Result("result", "token"),),
    ),
    OpSchema(
        "stablehlo.rng",
        "Generates random numbers of the given shape with a uniform or normal distribution "
        "parameterized by a and b.",
        "misc",
        operands=(Operand("a", "tensor", ("integer", "bool", "float"), label="I1",
                          doc="0-dimensional"),
                  Operand("b", "tensor", ("integer", "bool", "float"), label="I2",
                          doc="0-dimensional"),
                  Operand("shape", "tensor", ("integer",), label="I3",
                          doc="1-dimensional si64 (a constant in the spec)")),
        attributes=(Attr("rng_distribution", "enum:rng_distribution", label="I4"),),
        results=(Result("result", "tensor", ("integer", "bool", "float")),),
    ),
    OpSchema(
        "stablehlo.rng_bit_generator",
        "Produces random bits and an updated state from initial_state with rng_algorithm.",
        "misc",
        operands=(Operand("initial_state", "tensor", ("unsigned",), label="I2",
                          doc="1-dimensional ui64"),),
        attributes=(Attr("rng_algorithm", "enum:rng_algorithm", label="I1"),),
        results=(Result("output_state", "tensor", ("unsigned",), doc="1-dimensional ui64"),
                 Result("output", "tensor", ("integer", "float"))),
    ),
]
