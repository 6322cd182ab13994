"""Control flow ops: if, case, while, the region terminator return, and jaxlib's async ops."""
from .schema import Operand, OpSchema, RegionSpec, Result

TQT = "tensor|quantized|token"

SCHEMAS = [
    OpSchema(
        "stablehlo.async_done",
        "Waits for an asynchronous computation started by async_start and yields its result "
        "(jaxlib op, not part of the seed spec; upstream's spec.md has it).",
        "control_flow",
        operands=(Operand("operand", "future", label="I1", doc="a future<T> of async_start"),),
        results=(Result("result", "tensor", doc="T: jaxlib 0.10.2 requires one result"),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.async_start",
        "Starts running the single collective or slice op of body on operands, yielding a "
        "future of its results (jaxlib op, not part of the seed spec; upstream's spec.md has "
        "it).",
        "control_flow",
        operands=(Operand("operands", "tensor", variadic=True, label="I1"),),
        results=(Result("result", "future"),),
        regions=(RegionSpec("body", label="I2",
                            doc="one op and a return; isolated from above"),),
        in_spec=False,
    ),
    OpSchema(
        "stablehlo.case",
        "Runs the branch selected by index (the last branch when index is out of range) and "
        "produces its results.",
        "control_flow",
        operands=(Operand("index", "tensor", ("signed",), label="I1",
                          doc="0-dimensional si32"),),
        results=(Result("results", TQT, variadic=True),),
        regions=(RegionSpec("branches", variadic=True, label="I2"),),
    ),
    OpSchema(
        "stablehlo.if",
        "Runs true_branch or false_branch depending on pred and produces its results.",
        "control_flow",
        operands=(Operand("pred", "tensor", ("bool",), label="I1", doc="0-dimensional i1"),),
        results=(Result("results", TQT, variadic=True),),
        regions=(RegionSpec("true_branch", label="I2"), RegionSpec("false_branch", label="I3")),
    ),
    OpSchema(
        "stablehlo.return",
        "Terminates a region of a stablehlo op, yielding its values to the op.",
        "control_flow",
        operands=(Operand("results", "any", variadic=True),),
    ),
    OpSchema(
        "stablehlo.while",
        "Runs body on the loop-carried values as long as cond holds and produces the final "
        "values.",
        "control_flow",
        operands=(Operand("operand", TQT, variadic=True, label="I1"),),
        results=(Result("results", TQT, variadic=True),),
        regions=(RegionSpec("cond", label="I2"), RegionSpec("body", label="I3")),
    ),
]
